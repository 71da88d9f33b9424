"""Gear and battlefields, each implementing its ``current_text``."""
from __future__ import annotations

from typing import Any

from .. import actions
from ..replacement import Replacement
from ..behaviour import Card, Trigger, card, card_types
from .common import kill_me_instead


@card
class ZhonyasHourglass(Card):
    id = "ogn-077-298"
    text = "[Hidden] / If a friendly unit would die, kill this instead. Heal that unit, exhaust it, and recall it."

    def replacements(self, game: Any, me: Any, ev: dict[str, Any]) -> list[Replacement]:
        if ev["type"] != "die" or me.zone != "board":
            return []
        unit = game.objects[ev["target"]]
        if unit.controller != me.controller or "Unit" not in card_types(game, unit):
            return []

        return [Replacement(f"zhonya:{me.uid}", me.controller, game.alias_of(me.uid),
                            lambda g, e: kill_me_instead(g, me, e))]


@card
class GuardianAngel(Card):
    id = "sfd-051-221"
    text = "[Equip] [C] / (effect) If I would die, kill Guardian Angel instead. Heal me, exhaust me, and recall me."

    def replacements(self, game: Any, me: Any, ev: dict[str, Any]) -> list[Replacement]:
        if ev["type"] != "die" or me.attached_to != ev["target"]:
            return []

        return [Replacement(f"ga:{me.uid}", me.controller, game.alias_of(me.uid),
                            lambda g, e: kill_me_instead(g, me, e))]


@card
class VilemawsLair(Card):
    id = "ogn-295-298"
    text = "Units can't move from here to base."

    def forbids(self, game: Any, me: Any, action: str, **kw: Any) -> bool:
        return action == "move" and kw.get("origin") == me.location and kw.get("dest") == "base"


@card
class HeishoShell(Card):
    id = "ven-158-166"
    text = "Players ignore [Deflect] while paying for spells and abilities choosing something here."

    def forbids(self, game: Any, me: Any, action: str, **kw: Any) -> bool:
        return action == "deflect" and kw["obj"].location == me.location


@card
class RockfallPath(Card):
    id = "sfd-216-221"
    text = "Units can't be played here."

    def forbids(self, game: Any, me: Any, action: str, **kw: Any) -> bool:
        return action == "play-unit" and kw.get("dest") == me.location


@card
class DragonRoost(Card):
    id = "ven-157-166"
    text = "Any player may pay [A][A] as an additional cost to play a Dragon. If they do, they play it to this battlefield."

    def permits(self, game: Any, me: Any, action: str, **kw: Any) -> Any:
        from ..behaviour import tags

        if action == "play-additional" and "Dragon" in tags(kw["obj"]):
            return {"cost": "[A][A]", "to": me.location}
        return None


@card
class AbandonedHall(Card):
    id = "unl-205-219"
    text = "When a player plays a spell, they may give a unit they control here +1 [M] this turn."

    def triggers(self) -> list[Trigger]:
        def cond(game: Any, me: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
            if ev["type"] == "resolve" and ev.get("spell") and game.units(me.location, ev.get("player")):
                return {"controller": ev["player"]}
            return None

        def go(r: Any) -> None:
            mine = r.game.units(r.source.location, r.controller)
            if mine and r.game.may(r.controller, "give a unit you control here +1 [M]?"):
                pick = mine[0]
                if len(mine) > 1:
                    pick = r.game.obj(r.game.ask("choose-card", r.controller, [r.game.alias_of(u.uid) for u in mine],
                                                 "which unit?"))
                actions.give_might(r.game, pick, 1, r.source_alias)

        return [Trigger(cond, go)]


@card
class BlastCone(Card):
    id = "unl-133-219"
    text = ("When you play this, you may move an enemy unit. / When you move an enemy unit, you may exhaust this "
            "to [Stun] it.")

    def triggers(self) -> list[Trigger]:
        from ..behaviour import TargetSpec
        from .common import DESTINATION, enemy
        from .units import played_me

        def shove(r: Any) -> None:
            if r.target(0) is not None and r.place(1) is not None and r.game.may(r.controller, "move an enemy unit?"):
                r.instruction(lambda: actions.move(r.game, r.target(0), r.place(1), r.controller,
                                                   source=r.source_alias), uses=(0,))

        def moved_enemy(game: Any, me: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
            if ev["type"] == "move" and ev.get("player") == me.controller and ev["object"] in game.aliases:
                u = game.obj(ev["object"])
                if u.controller != me.controller:
                    return {"unit": u.ref}
            return None

        def stun_it(r: Any) -> None:
            u = r.game.live(r.info["unit"])
            if u is not None and not r.source.exhausted and r.game.may(r.controller, "exhaust Blast Cone to stun it?"):
                actions.exhaust(r.game, r.source, r.source_alias)
                actions.stun(r.game, u, r.source_alias)  # it doesn't choose the unit (FAQ, Gangplank)

        return [Trigger(played_me, shove, targets=[TargetSpec("unit", enemy, optional=True, text="an enemy unit"),
                                                   DESTINATION]),
                Trigger(moved_enemy, stun_it)]


@card
class SymbolOfTheSolari(Card):
    id = "ogn-227-298"
    text = "If a combat where you are the attacker ends in a tie, recall ALL units instead."

    def tie_recalls_all(self, game: Any, me: Any, attacker: str) -> bool:
        return me.controller == attacker


@card
class MushroomPouch(Card):
    id = "ogn-101-298"
    text = "At the start of your Beginning Phase, if you control a facedown card at a battlefield, draw 1."

    def triggers(self) -> list[Trigger]:
        def facedown(game: Any, p: str) -> bool:
            return any(o.zone == "facedown" and o.controller == p for o in game.objects.values())

        def start(game: Any, me: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
            ok = ev["type"] == "beginning" and ev.get("player") == me.controller and facedown(game, me.controller)
            return {} if ok else None

        def go(r: Any) -> None:
            if facedown(r.game, r.controller):  # the "if" is checked again on resolution
                actions.draw(r.game, r.controller, 1, r.source_alias)

        return [Trigger(start, go)]


@card
class DuskRoseLab(Card):
    id = "unl-209-219"
    text = "At the start of your Beginning Phase, you may kill a unit you control here to draw 1."

    def triggers(self) -> list[Trigger]:
        def start(game: Any, me: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
            bf = game.bf(me.location)
            if ev["type"] == "beginning" and bf.controller is not None and ev.get("player") == bf.controller:
                return {"controller": bf.controller}
            return None

        def go(r: Any) -> None:
            if r.target(0) is None or not r.game.may(r.controller, "kill a unit you control here to draw 1?"):
                return
            k = r.instruction(lambda: actions.kill(r.game, r.target(0), r.controller, r.source_alias), uses=(0,))
            r.instruction(lambda: actions.draw(r.game, r.controller, 1, r.source_alias) > 0, linked=k, if_you_do=True)

        from ..behaviour import TargetSpec

        here = TargetSpec("unit", lambda g, o, p, i: o.controller == p and o.location == g.objects[i.source].location,
                          optional=True, text="a unit you control here")
        return [Trigger(start, go, targets=[here])]


@card
class TheDreamingTree(Card):
    id = "ogn-292-298"
    text = "When a player chooses a friendly unit here with a spell for the first time each turn, they draw 1."

    def triggers(self) -> list[Trigger]:
        def chose(game: Any, me: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
            if ev["type"] != "choose" or not ev.get("spell") or ev["object"] not in game.aliases:
                return None
            u = game.obj(ev["object"])
            seen = me.data.setdefault("chosen_this_turn", [])
            if u.location == me.location and u.controller == ev["player"] and ev["player"] not in seen:
                seen.append(ev["player"])
                return {"controller": ev["player"]}
            return None

        return [Trigger(chose, lambda r: actions.draw(r.game, r.controller, 1, r.source_alias))]


@card
class SkyfallOfAreion(Card):
    id = "sfd-030-221"
    text = "[Equip] [1][C] / (effect) My hold effects are also conquer effects, and vice versa."
    swaps_hold_and_conquer = True


@card
class TheZeroDrive(Card):
    id = "sfd-090-221"
    text = ("[Equip] [1][C] / [3][C], Banish this: Play all units banished with this, ignoring their costs. (Use "
            "only if unattached.) / (effect) [Deathknell] — Banish me.")

    def triggers(self) -> list[Trigger]:
        def died(game: Any, me: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
            # the granted Deathknell (808: "When I die, ...") of the unit this was attached to
            unit_uid = me.data.get("was_attached_to")
            if ev["type"] == "die" and unit_uid is not None and ev.get("object") == game.alias_of(unit_uid):
                return {"unit": unit_uid}
            return None

        def banish_it(r: Any) -> None:
            u = r.game.objects[r.info["unit"]]
            if u.zone == "trash" and actions.banish(r.game, u, r.source_alias):
                r.source.data.setdefault("banished_with", []).append(u.uid)  # linked abilities (395, 397)

        return [Trigger(died, banish_it, text="[Deathknell] — Banish me.")]

    def activated(self) -> list:
        from .. import chain
        from ..behaviour import Activated

        def pay_banish(game: Any, me: Any, item: Any) -> bool:
            item.data["units"] = list(me.data.get("banished_with", []))
            return actions.banish(game, me, game.alias_of(me.uid))

        def replay(r: Any) -> None:
            for uid in r.item.data.get("units", []):
                u = r.game.objects[uid]
                if u.zone == "banishment":
                    chain.put_onto_board(r.game, u, r.controller, "base")

        return [Activated(energy=3, power=["Mind"], extra_cost=pay_banish, resolve=replay,
                          condition=lambda g, me: me.attached_to is None, text="[3][C], Banish this: ...")]


@card
class BaronPit(Card):
    id = "token-baron-pit"
    text = "Units can move here from anywhere."

    def permits(self, game: Any, me: Any, action: str, **kw: Any) -> Any:
        return action == "move-from-anywhere" or None
