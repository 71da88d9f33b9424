"""Hextech Ray (ogn-009-298)."""
from __future__ import annotations

from typing import Any

from reference_engine.behaviour import Card, card
from reference_engine.cards.common import UNIT_AT_BF


@card
class HextechRay(Card):
    id = "ogn-009-298"
    text = "Deal 3 to a unit at a battlefield."
    targets = [UNIT_AT_BF]

    def resolve(self, r: Any) -> None:
        r.instruction(lambda: r.damage(r.target(0), 3), uses=(0,))
