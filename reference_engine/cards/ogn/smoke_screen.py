"""Smoke Screen (ogn-093-298)."""
from __future__ import annotations

from typing import Any

from reference_engine.behaviour import Card, card
from reference_engine.cards.common import UNIT, give_chosen


@card
class SmokeScreen(Card):
    id = "ogn-093-298"
    text = "Give a unit -4 [M] this turn, to a minimum of 1 [M]."
    targets = [UNIT]

    def resolve(self, r: Any) -> None:
        r.instruction(lambda: give_chosen(r, 0, -4, minimum=1), uses=(0,))
