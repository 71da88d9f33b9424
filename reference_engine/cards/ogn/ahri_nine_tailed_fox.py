"""Ahri, Nine-Tailed Fox (ogn-255-298)."""
from __future__ import annotations

from typing import Any

from reference_engine import actions, seats
from reference_engine.behaviour import Card, Trigger, card


@card
class AhriLegend(Card):
    id = "ogn-255-298"
    text = "When an enemy unit attacks a battlefield you control, give it -1 [M] this turn, to a minimum of 1 [M]."

    def triggers(self) -> list[Trigger]:
        def cond(game: Any, me: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
            if ev["type"] == "attack" and seats.enemy(game, me.controller, ev.get("player")) and \
                    game.is_bf(ev.get("to")) and game.bf(ev["to"]).controller == me.controller:
                return {"unit": game.obj(ev["object"]).ref if ev["object"] in game.aliases else None}
            return None

        def go(r: Any) -> None:
            u = r.game.live(r.info.get("unit"))
            if u is not None:
                actions.give_might(r.game, u, -1, r.source_alias, minimum=1)

        return [Trigger(cond, go)]
