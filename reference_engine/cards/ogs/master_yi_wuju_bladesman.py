"""Master Yi, Wuju Bladesman (ogs-019-024)."""
from __future__ import annotations

from typing import Any

from reference_engine.behaviour import Card, card
from reference_engine import seats


@card
class MasterYiLegend(Card):
    id = "ogs-019-024"
    text = "While a friendly unit defends alone, it gets +2 [M]."

    def might_bonus(self, game: Any, me: Any, unit: Any) -> int:
        if unit.defender and seats.friendly(game, me.controller, unit.controller):
            others = [u for u in game.units(unit.location) if u.defender and u is not unit]
            return 0 if others else 2
        return 0
