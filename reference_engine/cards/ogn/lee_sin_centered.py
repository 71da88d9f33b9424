"""Lee Sin, Centered (ogn-151-298)."""
from __future__ import annotations

from typing import Any

from reference_engine.behaviour import Card, card
from reference_engine import seats


@card
class LeeSinCentered(Card):
    id = "ogn-151-298"
    text = "[Accelerate] / Other buffed friendly units at my battlefield have +2 [M]."

    def might_bonus(self, game: Any, me: Any, unit: Any) -> int:
        if unit is not me and unit.buffed and seats.friendly(game, me.controller, unit.controller) and unit.location == me.location \
                and game.is_bf(me.location):
            return 2
        return 0
