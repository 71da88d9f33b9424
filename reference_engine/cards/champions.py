"""More units and legends (Vendetta, Spiritforged, Origins), each implementing its ``current_text``."""
from __future__ import annotations

from typing import Any

from .. import actions, costs
from ..game import Effect
from ..layers import might
from ..state import MightMod
from ..behaviour import Activated, Card, TargetSpec, Trigger, card, card_types, printed_keywords
from .common import at_bf, enemy, friendly
from .units import about_me, empower_ability, i_conquer, played_me


@card
class SwainVisionary(Card):
    id = "ven-065-166"
    text = ("[Vision] / When I conquer, if you've played a non-token unit, a non-token gear, and a spell this "
            "turn, you score 1 point.")

    def triggers(self) -> list[Trigger]:
        def go(r: Any) -> None:
            played = r.game.players[r.controller].played_this_turn
            need = ("Unit", "Gear", "Spell")
            # one card may satisfy several parts (FAQ: Patched Porobot is a unit and a gear)
            if all(any(t in rec["types"] and not rec["token"] for rec in played) for t in need):
                from ..combat import score

                score(r.game, r.controller, r.source_alias)

        return [Trigger(i_conquer, go)]


@card
class PatchedPorobot(Card):
    id = "ven-058-166"
    text = "(I enter exhausted.) / When you play me, if you control 3 or more other gear, draw 1."

    def triggers(self) -> list[Trigger]:
        def go(r: Any) -> None:
            gear = [g for g in r.game.on_board("Gear") if g.controller == r.controller and g is not r.source]
            if len(gear) >= 3:
                actions.draw(r.game, r.controller, 1, r.source_alias)

        return [Trigger(played_me, go)]


@card
class AkaliDeadlyWeapon(Card):
    id = "ven-021-166"
    text = ("[Empower] [2][C] / When I move, you may deal 1 to a unit at a battlefield I moved to or from. If "
            "I'm [Empowered], deal 2 instead. / [Empowered][>] I have +1 [M].")

    def activated(self) -> list[Activated]:
        return [empower_ability("[2][C]", ["Fury"])]

    def might_bonus(self, game: Any, me: Any, unit: Any) -> int:
        return 1 if unit is me and me.empowered else 0

    def triggers(self) -> list[Trigger]:
        def moved(game: Any, me: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
            if about_me(game, me, ev, "move"):
                # the battlefields moved to/from are information of the trigger condition (359.3.f.3)
                return {"places": [p for p in (ev.get("from"), ev.get("to")) if game.is_bf(p)]}
            return None

        spec = TargetSpec("unit", lambda g, o, p, i: o.location in i.data["info"]["places"], optional=True,
                          text="a unit at a battlefield I moved to or from")

        def go(r: Any) -> None:
            if r.target(0) is None or not r.game.may(r.controller, "deal damage?"):
                return
            amount = 2 if r.source.zone == "board" and r.source.empowered else 1
            r.instruction(lambda: actions.deal_damage(r.game, r.target(0), amount, r.source_alias,
                                                      by_player=r.controller), uses=(0,))

        return [Trigger(moved, go, targets=[spec])]


@card
class FioraGrandDuelist(Card):
    id = "sfd-205-221"
    text = ("When one of your units becomes [Mighty], you may exhaust me to channel 1 rune exhausted. (A unit is "
            "Mighty while it has 5+ [M].)")

    def triggers(self) -> list[Trigger]:
        def mighty(game: Any, me: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
            if ev["type"] == "might-changed" and ev["before"] < 5 <= ev["after"]:  # rule 709
                unit = game.obj(ev["object"]) if ev["object"] in game.aliases else None
                if unit is not None and unit.controller == me.controller:
                    return {}
            return None

        def go(r: Any) -> None:
            if not r.source.exhausted and r.game.may(r.controller, "exhaust Fiora to channel 1 rune exhausted?"):
                actions.exhaust(r.game, r.source, r.source_alias)  # no rune deck is modelled to channel from

        return [Trigger(mighty, go)]


@card
class Iascylla(Card):
    id = "unl-050-219"
    text = "When I hold, at the start of your next Main Phase, you may move an enemy unit to this battlefield."

    def triggers(self) -> list[Trigger]:
        def held(game: Any, me: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
            if ev["type"] == "hold" and ev.get("player") == me.controller and ev.get("object") == me.location:
                return {"held": me.location}  # the battlefield she held, from the condition (FAQ)
            return None

        def create(r: Any) -> None:
            held_bf = r.info["held"]
            spec = TargetSpec("unit", enemy, optional=True, text="an enemy unit")

            def pull(rr: Any) -> None:
                u = rr.target(0)
                if u is not None and rr.game.may(rr.controller, "move the enemy unit there?"):
                    rr.instruction(lambda: actions.move(rr.game, u, held_bf, rr.controller, source=r.source_alias),
                                   uses=(0,))

            trig = Trigger(lambda g, me, ev: None, pull, targets=[spec], text="start of your next Main Phase")

            def cond(game: Any, eff: Effect, ev: dict[str, Any]) -> dict[str, Any] | None:
                if ev["type"] == "phase" and ev.get("to") == "action" and ev.get("player") == eff.controller \
                        and game.log.index(ev) > eff.data["after"]:
                    return {}
                return None

            r.game.effects.append(Effect("delayed-trigger", r.controller, r.source.uid, None, "next",
                                         {"condition": cond, "trigger": trig, "after": len(r.game.log)}))

        return [Trigger(held, create)]


@card
class AzirSovereign(Card):
    id = "sfd-177-221"
    text = "[Accelerate] / When I attack, you may move any number of your token units to this battlefield."

    def triggers(self) -> list[Trigger]:
        def attacks(game: Any, me: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
            return {} if about_me(game, me, ev, "attack") else None

        def go(r: Any) -> None:
            here = r.source.location if r.source.zone == "board" else None
            if not r.game.is_bf(here):
                return  # "this battlefield" is checked on resolution (FAQ); none: the move is ignored
            tokens = [t for t in (r.game.live(ref) for ref in r.item.data.get("many", [])) if t is not None]
            if tokens and r.game.may(r.controller, "move the chosen token units here?"):
                for t in tokens:
                    actions.move(r.game, t, here, r.controller, source=r.source_alias)

        tokens = TargetSpec("unit", lambda g, o, p, i: o.controller == p and o.token, text="your token units")
        return [Trigger(attacks, go, any_number=tokens)]


@card
class HweiBroodingPainter(Card):
    id = "unl-080-219"
    text = ("When I move, draw 1, then discard 1. Then, do the following based on the discarded card's type: / "
            "* Spell — Draw 1. / * Gear — Ready up to 2 runes. / * Unit — Give me +3 [M] this turn.")

    def triggers(self) -> list[Trigger]:
        def moved(game: Any, me: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
            return {} if about_me(game, me, ev, "move") else None

        def go(r: Any) -> None:
            g = r.game
            actions.draw(g, r.controller, 1, r.source_alias)
            hand = g.players[r.controller].hand
            if not hand:
                return
            pick = g.objects[hand[0]] if len(hand) == 1 else g.obj(
                g.ask("choose-card", r.controller, [g.alias_of(u) for u in hand], "discard 1"))
            types = card_types(g, pick)
            actions.discard(g, pick, r.source_alias)
            effects = {"Spell": lambda rr: actions.draw(rr.game, rr.controller, 1, r.source_alias),
                       "Gear": lambda rr: [x.update(exhausted=False) for x in
                                           [x for x in rr.game.players[rr.controller].runes if x["exhausted"]][:2]],
                       "Unit": lambda rr: actions.give_might(rr.game, rr.source, 3, r.source_alias)}
            # not "do one of": one reflexive trigger per matching type (387.1.b; FAQ on Patched Porobot)
            for t in ("Spell", "Gear", "Unit"):
                if t in types:
                    g.pending_triggers.append({"source": r.source.uid, "controller": r.controller, "info": {},
                                               "trigger": Trigger(lambda gg, me, ev: None, effects[t], text=t)})

        return [Trigger(moved, go)]


@card
class RiptideRex(Card):
    id = "ogn-092-298"
    text = "When you play me, deal 6 to an enemy unit at a battlefield."

    def triggers(self) -> list[Trigger]:
        spec = TargetSpec("unit", lambda g, o, p, i: at_bf(g, o, p, i) and enemy(g, o, p, i),
                          text="an enemy unit at a battlefield")
        return [Trigger(played_me, lambda r: r.instruction(lambda: actions.deal_damage(
            r.game, r.target(0), 6, r.source_alias, by_player=r.controller), uses=(0,)), targets=[spec])]


@card
class YasuoWindrider(Card):
    id = "ogn-205-298"
    text = "[Ganking] / The third time I move in a turn, you score 1 point."

    def triggers(self) -> list[Trigger]:
        def third(game: Any, me: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
            if about_me(game, me, ev, "move"):
                me.data["moves_this_turn"] = me.data.get("moves_this_turn", 0) + 1
                return {} if me.data["moves_this_turn"] == 3 else None
            return None

        def go(r: Any) -> None:
            from ..combat import score

            score(r.game, r.controller, r.source_alias)

        return [Trigger(third, go)]


@card
class YasuoRemorseful(Card):
    id = "ogn-076-298"
    text = "When I attack, deal damage equal to my Might to an enemy unit here."

    def triggers(self) -> list[Trigger]:
        spec = TargetSpec("unit", lambda g, o, p, i: enemy(g, o, p, i) and o.location == g.objects[i.source].location,
                          text="an enemy unit here")

        def go(r: Any) -> None:
            me = r.source
            if me.zone != "board":
                return  # "my Might" is checked on execution (359.3.f.2)
            r.instruction(lambda: actions.deal_damage(r.game, r.target(0), might(r.game, me) or 0, r.source_alias,
                                                      by_player=r.controller), uses=(0,))

        return [Trigger(lambda g, me, ev: {} if about_me(g, me, ev, "attack") else None, go, targets=[spec])]


@card
class TeemoScout(Card):
    id = "ogn-197-298"
    text = "[Hidden] / When you play me, give me +3 [M] this turn."

    def triggers(self) -> list[Trigger]:
        return [Trigger(played_me, lambda r: actions.give_might(r.game, r.source, 3, r.source_alias))]


@card
class Sprite(Card):
    id = "ogn-274-298"
    text = "[Temporary] (a 3 [M] Sprite token)"


@card
class IllaoiProphet(Card):
    id = "ven-109-166"
    text = ("When you play me or when I score, play a [1] [M] Tentacle unit token from Bilgewater. / I have +1 "
            "[M] for each token unit you control.")

    def might_bonus(self, game: Any, me: Any, unit: Any) -> int:
        return sum(1 for u in game.units(controller=me.controller) if u.token) if unit is me else 0


@card
class Heimerdinger(Card):
    id = "ogn-111-298"
    text = "I have all [E] abilities of all friendly legends, units, and gear."

    def activated(self) -> list[Activated]:
        return []

    def gained_abilities(self, game: Any, me: Any) -> list[Activated]:
        """Whole abilities, dependent keywords and all (rule 727.1.b.1; FAQ on Jayce)."""
        from ..chain import all_activated

        out: list[Activated] = []
        for o in list(game.objects.values()):
            if o is me or o.controller != me.controller or o.zone not in ("board", "legend"):
                continue
            if o.zone == "board" and not {"Unit", "Gear"} & set(card_types(game, o)):
                continue
            out += [a for a in all_activated(game, o) if a.exhaust]
        return out


@card
class JayceDefender(Card):
    id = "ven-149-166"
    text = ("[Empower] [2][A][A] / [1], [E]: Ready a gear. / [Empowered][>] [1], [E]: Ready 2 gear.")

    def activated(self) -> list[Activated]:
        gear = TargetSpec("gear", text="a gear")

        def ready_n(n: int) -> Any:
            def go(r: Any) -> None:
                for i in range(n):
                    if r.target(i) is not None:
                        actions.ready(r.game, r.target(i), r.source_alias)
            return go

        return [empower_ability("[2][A][A]", ["Mind", "Body"]),
                Activated(energy=1, exhaust=True, resolve=ready_n(1), targets=[gear], text="[1], [E]: Ready a gear."),
                Activated(energy=1, exhaust=True, resolve=ready_n(2), targets=[gear, gear],
                          condition=lambda g, me: me.empowered > 0,  # the dependent ability's condition (727)
                          text="[Empowered][>] [1], [E]: Ready 2 gear.")]


@card
class MageseekerWarden(Card):
    id = "ogn-070-298"
    text = ("While I'm at a battlefield, opponents can only play units to their base. / While I'm at a "
            "battlefield, spells and abilities can't ready enemy units and gear.")

    def forbids(self, game: Any, me: Any, action: str, **kw: Any) -> bool:
        if not game.is_bf(me.location):
            return False
        if action == "play-unit":
            return kw.get("player") != me.controller and kw.get("dest") != "base"
        if action == "ready":
            return kw["obj"].controller not in (None, me.controller)
        return False


_ = (costs, MightMod, friendly, printed_keywords)


@card
class BaronNashor(Card):
    id = "unl-147-219"
    text = ("As you play me, add the Baron Pit battlefield token to the board if it's not there already. If you "
            "do, I enter there. / I can't be chosen by enemy spells and abilities. / Other friendly units have "
            "+2 [M].")

    def enters_at(self, game: Any, me: Any, player: str) -> str | None:
        from ..state import Battlefield

        pit = "token-baron-pit"
        if any(b.card_id == pit for b in game.battlefields):
            return None
        # "I enter there" is a delayed replacement effect on his entering (FAQ): restrictions don't apply
        o = game.new_obj(pit, player, "battlefield", alias=pit, location=pit, token=True)
        game.battlefields.append(Battlefield(pit, pit, uid=o.uid))
        game.emit("create", object=pit, player=player)
        return pit

    def forbids(self, game: Any, me: Any, action: str, **kw: Any) -> bool:
        return action == "choose" and kw.get("obj") is me and kw.get("chooser") != me.controller

    def might_bonus(self, game: Any, me: Any, unit: Any) -> int:
        return 2 if unit is not me and unit.controller == me.controller else 0
