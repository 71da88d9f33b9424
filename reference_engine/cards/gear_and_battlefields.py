"""Gear and battlefields, each implementing its ``current_text``."""
from __future__ import annotations

from typing import Any

from .. import actions
from ..replacement import Replacement
from . import Card, Trigger, card, card_types
from .common import save_instead


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

        def instead(g: Any, e: dict[str, Any]) -> None:
            actions.kill(g, me, me.controller, g.alias_of(me.uid))
            return save_instead(g.alias_of(me.uid))(g, None, e)

        return [Replacement(f"zhonya:{me.uid}", me.controller, game.alias_of(me.uid), instead)]


@card
class GuardianAngel(Card):
    id = "sfd-051-221"
    text = "[Equip] [C] / (effect) If I would die, kill Guardian Angel instead. Heal me, exhaust me, and recall me."

    def replacements(self, game: Any, me: Any, ev: dict[str, Any]) -> list[Replacement]:
        if ev["type"] != "die" or me.attached_to != ev["target"]:
            return []

        def instead(g: Any, e: dict[str, Any]) -> None:
            me.attached_to = None
            actions.kill(g, me, me.controller, g.alias_of(me.uid))
            return save_instead(g.alias_of(me.uid))(g, None, e)

        return [Replacement(f"ga:{me.uid}", me.controller, game.alias_of(me.uid), instead)]


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
        from . import card_data

        if action == "play-additional" and "Dragon" in (card_data(kw["obj"].card_id).get("tags") or []):
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
