"""Abandoned Hall (unl-205-219)."""
from __future__ import annotations

from typing import Any

from reference_engine import actions
from reference_engine.behaviour import Card, Trigger, card


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
