"""Master Yi, Wuju Bladesman (ogs-019-024)."""
from __future__ import annotations

from typing import Any

from reference_engine.behaviour import Card, card


@card
class MasterYiLegend(Card):
    id = "ogs-019-024"
    text = "While a friendly unit defends alone, it gets +2 [M]."

    def might_bonus(self, game: Any, me: Any, unit: Any) -> int:
        if unit.defender and unit.controller == me.controller:
            others = [u for u in game.units(unit.location) if u.defender and u is not unit]
            return 0 if others else 2
        return 0
