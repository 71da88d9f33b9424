"""Units and legends. Each class implements its card's ``current_text``; dependent [Empowered][>]
abilities check the object's empowered status (rules 727, 827-828)."""
from __future__ import annotations

from typing import Any

from .. import actions, chain, costs
from ..layers import might
from ..replacement import Replacement
from ..triggers import about_me, played_me
from ..behaviour import Activated, Card, TargetSpec, Trigger, card, card_types, printed_keywords
from .common import friendly


def i_conquer(game: Any, me: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
    """'When I conquer' — my controller conquered the battlefield I am at (469.1, 471.2.a)."""
    if ev["type"] == "conquer" and ev.get("player") == me.controller and me.location == ev.get("object"):
        return {}
    return None


def empower_ability(cost: str, domains: list[str], only_if_not: bool = True) -> Activated:
    """[Empower] [cost]: Empower me. (Use only if not Empowered.) — rule 827.1.c.1."""
    c = costs.parse(cost, domains)

    def go(r: Any) -> None:
        actions.empower(r.game, r.source, r.controller, r.source_alias)

    return Activated(energy=c.energy, power=c.power, resolve=go, text=f"[Empower] {cost}",
                     condition=(lambda g, me: me.empowered == 0) if only_if_not else None)


@card
class MelNewlyAwakened(Card):
    id = "ven-069-166"
    text = ("When you play me, draw 1. / [Empower] [3] / [Empowered][>] Your spells and abilities can't be "
            "countered. If a spell or ability you control would give -[M] to a unit it chooses, it gives an "
            "additional -1 [M].")

    def triggers(self) -> list[Trigger]:
        return [Trigger(played_me, lambda r: actions.draw(r.game, r.controller, 1, r.source_alias), text="draw 1")]

    def activated(self) -> list[Activated]:
        return [empower_ability("[3]", ["Mind"])]

    def forbids(self, game: Any, me: Any, action: str, **kw: Any) -> bool:
        return action == "counter" and me.empowered > 0 and kw["item"].controller == me.controller

    def replacements(self, game: Any, me: Any, ev: dict[str, Any]) -> list[Replacement]:
        item = ev.get("item")
        if (me.empowered and ev["type"] == "might" and ev["amount"] < 0 and ev.get("chosen")
                and item is not None and item.controller == me.controller):
            return [Replacement(f"mel:{me.uid}", me.controller, game.alias_of(me.uid),
                                lambda g, e: {**e, "amount": e["amount"] - 1})]
        return []


@card
class GangplankNaval(Card):
    id = "ven-086-166"
    text = ("[Empower] [C][C] / [Empowered][>] If a spell or ability that chooses me would stun me, give me -[M], "
            "or return me to hand, give me +3 [M] this turn instead.")

    def activated(self) -> list[Activated]:
        return [empower_ability("[C][C]", ["Body"])]

    def replacements(self, game: Any, me: Any, ev: dict[str, Any]) -> list[Replacement]:
        if not me.empowered or ev.get("target") != me.uid:
            return []
        chooses = ev.get("chosen") or (ev.get("item") is not None and me.ref in ev["item"].targets)
        if not chooses:
            return []
        if ev["type"] == "stun" or ev["type"] == "return-hand" or (ev["type"] == "might" and ev["amount"] < 0):
            def instead(g: Any, e: dict[str, Any]) -> None:
                actions.give_might(g, me, 3, g.alias_of(me.uid))
                return None

            return [Replacement(f"gangplank:{me.uid}", me.controller, game.alias_of(me.uid), instead)]
        return []


@card
class KayleJustified(Card):
    id = "ven-134-166"
    text = ("[Empower] [3] / I can be [Empowered] up to three times. / I have +2 [M] for each time I'm "
            "[Empowered]. / While I'm [Empowered] three times, I have [Deflect 3] and [Ganking].")
    max_empowered = 3

    def activated(self) -> list[Activated]:
        return [empower_ability("[3]", ["Order"], only_if_not=False)]

    def might_bonus(self, game: Any, me: Any, unit: Any) -> int:
        return 2 * me.empowered if unit is me else 0

    def keywords(self, game: Any, me: Any) -> list[str]:
        return printed_keywords(me) + (["Deflect 3", "Ganking"] if me.empowered >= 3 else [])


@card
class RenektonBrute(Card):
    id = "ven-092-166"
    text = ("[1]: Give me +1 [M] this turn. / When my Might becomes 10 or more, empower me. / "
            "[Empowered][>] I have [Deflect] and [Ganking].")

    def activated(self) -> list[Activated]:
        return [Activated(energy=1, resolve=lambda r: actions.give_might(r.game, r.source, 1, r.source_alias),
                          text="[1]: Give me +1 [M] this turn.")]

    def triggers(self) -> list[Trigger]:
        def becomes(game: Any, me: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
            # a 'becomes' trigger sees the change of state, not the state (FAQ: Renekton)
            if about_me(game, me, ev, "might-changed") and \
                    ev["before"] < 10 <= ev["after"]:
                return {}
            return None

        return [Trigger(becomes, lambda r: actions.empower(r.game, r.source, r.controller, r.source_alias))]

    def keywords(self, game: Any, me: Any) -> list[str]:
        return printed_keywords(me) + (["Deflect", "Ganking"] if me.empowered else [])


@card
class Profiteer(Card):
    id = "ven-082-166"
    text = "When you play me, you may disempower something you control to empower a legend, unit, or gear."

    def triggers(self) -> list[Trigger]:
        give = TargetSpec("thing", lambda g, o, p, i: o.controller == p and o.empowered > 0, optional=True,
                          text="something you control to disempower")
        take = TargetSpec("thing", lambda g, o, p, i: o.empowered < actions.max_empower(g, o), optional=True,
                          text="a legend, unit, or gear to empower")

        def go(r: Any) -> None:
            if not r.legal(0) or not r.legal(1) or not r.game.may(r.controller, "disempower to empower?"):
                return
            d = r.instruction(lambda: actions.disempower(r.game, r.target(0), r.controller, r.source_alias),
                              uses=(0,))
            r.instruction(lambda: actions.empower(r.game, r.target(1), r.controller, r.source_alias),
                          linked=d, if_you_do=True, uses=(1,))

        return [Trigger(played_me, go, targets=[give, take])]


@card
class AkaliSilent(Card):
    id = "ven-038-166"
    text = ("I can't be chosen by enemy spells and abilities unless I'm in combat. / When I move to a "
            "battlefield, give me +2 [M] this turn.")

    def forbids(self, game: Any, me: Any, action: str, **kw: Any) -> bool:
        if action != "choose" or kw["obj"] is not me or kw["chooser"] == me.controller:
            return False
        return not (me.attacker or me.defender)

    def triggers(self) -> list[Trigger]:
        def moved(game: Any, me: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
            if about_me(game, me, ev, "move") and game.is_bf(ev["to"]):
                return {}
            return None

        return [Trigger(moved, lambda r: actions.give_might(r.game, r.source, 2, r.source_alias))]


@card
class RavenbloomStudent(Card):
    id = "ogn-103-298"
    text = "When you play a spell, give me +1 [M] this turn."

    def triggers(self) -> list[Trigger]:
        def spell_played(game: Any, me: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
            # 'played' as a trigger = the spell resolved under your control (419.4.a; FAQ on Rebuttal)
            if ev["type"] == "resolve" and ev.get("spell") and ev.get("player") == me.controller:
                return {}
            return None

        return [Trigger(spell_played, lambda r: actions.give_might(r.game, r.source, 1, r.source_alias))]


@card
class BatteringRam(Card):
    id = "sfd-012-221"
    text = "I cost [1] less for each card you've played this turn, to a minimum of [1]."

    def self_cost_change(self, game: Any, me: Any, player: str) -> int:
        played = len(game.players[player].played_this_turn)  # finalized cards (FAQ: finalize meaning)
        printed = 5
        return -min(played, printed - 1)


@card
class ImmortalPhoenix(Card):
    id = "ogn-037-298"
    text = "[Assault 2] / When you kill a unit with a spell, you may pay [1][C] to play me from your trash."

    def triggers(self) -> list[Trigger]:
        def cond(game: Any, me: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
            if ev["type"] == "kill-with-spell" and ev.get("player") == me.owner:
                return {"controller": me.owner}
            return None

        def go(r: Any) -> None:
            g, me = r.game, r.source
            cost = costs.Cost(1, ["Fury"])
            if me.zone != "trash" or not costs.can_pay(g, r.controller, cost):
                return
            if g.may(r.controller, "pay [1][C] to play Immortal Phoenix from your trash?"):
                costs.pay(g, r.controller, cost)
                chain.put_onto_board(g, me, r.controller, "base")

        return [Trigger(cond, go, zones=("trash",))]


@card
class IreliaFervent(Card):
    id = "sfd-057-221"
    text = "[Deflect] / When you choose or ready me, give me +1 [M] this turn."

    def triggers(self) -> list[Trigger]:
        def cond(game: Any, me: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
            if about_me(game, me, ev, "ready"):
                return {}
            if about_me(game, me, ev, "choose") and ev.get("player") == me.controller:
                return {}
            return None

        return [Trigger(cond, lambda r: actions.give_might(r.game, r.source, 1, r.source_alias))]


@card
class AlphaWildclaw(Card):
    id = "unl-057-219"
    text = "[Tank] / Your units here with less Might than me can't be chosen by enemy spells and abilities."

    def forbids(self, game: Any, me: Any, action: str, **kw: Any) -> bool:
        o = kw.get("obj")
        return (action == "choose" and o is not None and o is not me and o.controller == me.controller
                and o.location == me.location and game.is_bf(me.location) and kw["chooser"] != me.controller
                and (might(game, o) or 0) < (might(game, me) or 0))


@card
class Vilemaw(Card):
    id = "unl-060-219"
    text = "[Ambush] / Enemy units here with less Might than me don't deal combat damage. / When I hold, draw 1."

    def forbids(self, game: Any, me: Any, action: str, **kw: Any) -> bool:
        o = kw.get("obj")
        return (action == "deal-combat-damage" and o.controller != me.controller and o.location == me.location
                and (might(game, o) or 0) < (might(game, me) or 0))

    def triggers(self) -> list[Trigger]:
        def held(game: Any, me: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
            return {} if ev["type"] == "hold" and ev["object"] == me.location and ev["player"] == me.controller else None

        return [Trigger(held, lambda r: actions.draw(r.game, r.controller, 1, r.source_alias))]


@card
class LeeSinCentered(Card):
    id = "ogn-151-298"
    text = "[Accelerate] / Other buffed friendly units at my battlefield have +2 [M]."

    def might_bonus(self, game: Any, me: Any, unit: Any) -> int:
        if unit is not me and unit.buffed and unit.controller == me.controller and unit.location == me.location \
                and game.is_bf(me.location):
            return 2
        return 0


@card
class TrifarianWarCamp(Card):
    id = "ogn-294-298"
    text = "Units here have +1 [M]."

    def might_bonus(self, game: Any, me: Any, unit: Any) -> int:
        return 1 if unit.location == me.location and "Unit" in card_types(game, unit) else 0


@card
class FallenFeline(Card):
    id = "ven-132-166"
    text = "When you play me, name a spell. / While I'm at a battlefield, opponents can't play spells with that name."

    def triggers(self) -> list[Trigger]:
        def name_it(r: Any) -> None:
            from ..naming import resolve_name

            words = r.game.ask("name-card", r.controller, ["Spell"], "name a spell")
            card_id = resolve_name(words, kind="Spell")
            if card_id is not None and r.source.zone == "board":
                r.source.data["named"] = card_id

        return [Trigger(played_me, name_it)]

    def forbids(self, game: Any, me: Any, action: str, **kw: Any) -> bool:
        return (action == "play-card" and game.is_bf(me.location) and kw["player"] != me.controller
                and me.data.get("named") == kw["obj"].card_id)


@card
class PerchedGrimwyrm(Card):
    id = "sfd-015-221"
    text = "Play me only to a battlefield you conquered this turn."

    def play_restriction(self, game: Any, me: Any, player: str, to: str) -> str | None:
        if to not in game.players[player].conquered_this_turn:
            return "Perched Grimwyrm can be played only to a battlefield you conquered this turn (054.2)"
        return None


@card
class AstralHeron(Card):
    id = "ven-044-166"
    text = ("When you play your first card each turn, if I'm at a battlefield, the next card you play this turn "
            "costs [2][A][A] less.")

    def triggers(self) -> list[Trigger]:
        def first(game: Any, me: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
            # 'when you play' triggers when the card's play completes by resolving (419.4.a)
            if ev["type"] == "resolve" and ev.get("card") and ev.get("player") == me.controller \
                    and game.is_bf(me.location) and game.players[me.controller].resolved_this_turn == 1:
                return {}
            return None

        def discount(r: Any) -> None:
            from ..game import Effect

            def apply(game: Any, eff: Any, item: Any, cost: costs.Cost) -> costs.Cost:
                game.effects.remove(eff)  # only the next card played after this resolves
                power = list(cost.power)
                for _ in range(2):
                    if power:
                        power.pop()
                return costs.Cost(max(0, cost.energy - 2), power)

            if r.game.is_bf(r.source.location):
                r.game.effects.append(Effect("cost", r.controller, r.source.uid, None, "turn", {"apply": apply}))

        return [Trigger(first, discount)]


@card
class AmbessaMatriarch(Card):
    id = "ven-153-166"
    text = "When you empower something else, empower me. / Disempower me, [A], [E]: Ready a unit."

    def triggers(self) -> list[Trigger]:
        def cond(game: Any, me: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
            if ev["type"] == "empower" and ev.get("player") == me.controller and ev["object"] != game.alias_of(me.uid):
                return {}
            return None

        return [Trigger(cond, lambda r: actions.empower(r.game, r.source, r.controller, r.source_alias))]

    def activated(self) -> list[Activated]:
        return [Activated(power=["A"], exhaust=True,
                          extra_cost=lambda g, me, item: actions.disempower(g, me, me.controller),
                          targets=[TargetSpec("unit", text="a unit")],
                          resolve=lambda r: r.instruction(lambda: actions.ready(r.game, r.target(0), r.source_alias),
                                                          uses=(0,)))]


@card
class AhriLegend(Card):
    id = "ogn-255-298"
    text = "When an enemy unit attacks a battlefield you control, give it -1 [M] this turn, to a minimum of 1 [M]."

    def triggers(self) -> list[Trigger]:
        def cond(game: Any, me: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
            if ev["type"] == "attack" and ev.get("player") != me.controller and \
                    game.is_bf(ev.get("to")) and game.bf(ev["to"]).controller == me.controller:
                return {"unit": game.obj(ev["object"]).ref if ev["object"] in game.aliases else None}
            return None

        def go(r: Any) -> None:
            u = r.game.live(r.info.get("unit"))
            if u is not None:
                actions.give_might(r.game, u, -1, r.source_alias, minimum=1)

        return [Trigger(cond, go)]


@card
class MasterYiLegend(Card):
    id = "ogs-019-024"
    text = "While a friendly unit defends alone, it gets +2 [M]."

    def might_bonus(self, game: Any, me: Any, unit: Any) -> int:
        if unit.defender and unit.controller == me.controller:
            others = [u for u in game.units(unit.location) if u.defender and u is not unit]
            return 0 if others else 2
        return 0


@card
class LeonaZealot(Card):
    id = "ogn-079-298"
    text = ("If an opponent's score is within 3 points of the Victory Score, I enter ready. / Stunned enemy "
            "units here have -8 [M], to a minimum of 1 [M].")

    def might_bonus(self, game: Any, me: Any, unit: Any) -> Any:
        if unit.stunned and unit.controller != me.controller and unit.location == me.location:
            return (-8, 1)
        return 0


_ = friendly


@card
class ApheliosExalted(Card):
    id = "sfd-049-221"
    text = ("When you attach an Equipment to me, choose one that hasn't been chosen this turn — / - Ready 2 runes. "
            "/ - Channel 1 rune exhausted. / - Buff a friendly unit.")

    def triggers(self) -> list[Trigger]:
        from ..behaviour import Mode

        def attached(game: Any, me: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
            if ev["type"] == "attach" and ev.get("to") == game.alias_of(me.uid) and ev.get("player") == me.controller:
                return {}
            return None

        def ready_runes(r: Any) -> None:
            exhausted = [x for x in r.game.players[r.controller].runes if x["exhausted"]]
            for rune in exhausted[:2]:
                rune["exhausted"] = False

        def channel(r: Any) -> None:
            return None  # no rune deck is modelled: nothing to channel

        modes = [Mode("Ready 2 runes.", ready_runes), Mode("Channel 1 rune exhausted.", channel),
                 Mode("Buff a friendly unit.", lambda r: r.instruction(
                     lambda: actions.buff(r.game, r.target(0), r.source_alias), uses=(0,)),
                     targets=[TargetSpec("unit", friendly, text="a friendly unit")])]
        return [Trigger(attached, lambda r: None, modes=modes, once_per_turn_modes=True)]


@card
class ElderDragon(Card):
    id = "unl-118-219"
    text = ("Any amount of your damage is enough to kill enemy units. / When you play me, choose up to one enemy "
            "unit at each location. Deal 1 to them.")

    def makes_lethal(self, game: Any, me: Any, unit: Any) -> bool:
        return unit.controller != me.controller and me.controller in unit.data.get("damaged_by", [])

    def triggers(self) -> list[Trigger]:
        def per_location(game: Any, me: Any) -> list[TargetSpec]:
            places = ["base"] + [b.alias for b in game.battlefields]
            return [TargetSpec("unit", lambda g, o, p, i, loc=loc: o.controller != p and o.location == loc,
                               optional=True, text=f"up to one enemy unit at {loc}") for loc in places]

        def deal(r: Any) -> None:
            def hit() -> None:
                for i in range(len(r.specs)):
                    if r.target(i) is not None:
                        actions.deal_damage(r.game, r.target(i), 1, r.source_alias, by_player=r.controller)

            r.instruction(hit, uses=tuple(range(len(r.specs))), partial=True)

        return [Trigger(played_me, deal, dynamic_targets=per_location)]
