"""Icathian Rain (ogn-248-298)."""
from __future__ import annotations

from typing import Any

from reference_engine.behaviour import Card, card
from reference_engine.cards.common import UNIT


@card
class IcathianRain(Card):
    id = "ogn-248-298"
    text = "Deal 2 to a unit. (six times)"
    targets = [UNIT] * 6

    def resolve(self, r: Any) -> None:
        for i in range(6):
            r.instruction(lambda i=i: r.damage(r.target(i), 2), uses=(i,))
