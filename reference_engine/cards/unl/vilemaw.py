"""Vilemaw (unl-060-219)."""
from __future__ import annotations

from typing import Any

from reference_engine import actions
from reference_engine.behaviour import Card, Trigger, card
from reference_engine.layers import might
from reference_engine import seats


@card
class Vilemaw(Card):
    id = "unl-060-219"
    text = "[Ambush] / Enemy units here with less Might than me don't deal combat damage. / When I hold, draw 1."

    def forbids(self, game: Any, me: Any, action: str, **kw: Any) -> bool:
        o = kw.get("obj")
        return (action == "deal-combat-damage" and seats.enemy(game, me.controller, o.controller) and o.location == me.location
                and (might(game, o) or 0) < (might(game, me) or 0))

    def triggers(self) -> list[Trigger]:
        def held(game: Any, me: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
            return {} if ev["type"] == "hold" and ev["object"] == me.location and ev["player"] == me.controller else None

        return [Trigger(held, lambda r: actions.draw(r.game, r.controller, 1, r.source_alias))]
