"""Trifarian War Camp (ogn-294-298)."""
from __future__ import annotations

from typing import Any

from reference_engine.behaviour import Card, card, card_types


@card
class TrifarianWarCamp(Card):
    id = "ogn-294-298"
    text = "Units here have +1 [M]."

    def might_bonus(self, game: Any, me: Any, unit: Any) -> int:
        return 1 if unit.location == me.location and "Unit" in card_types(game, unit) else 0
