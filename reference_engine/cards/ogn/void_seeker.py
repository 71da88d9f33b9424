"""Void Seeker (ogn-024-298)."""
from __future__ import annotations

from typing import Any

from reference_engine.behaviour import Card, card
from reference_engine.cards.common import UNIT_AT_BF, draw_cards


@card
class VoidSeeker(Card):
    id = "ogn-024-298"
    text = "Deal 4 to a unit at a battlefield. Draw 1."
    targets = [UNIT_AT_BF]

    def resolve(self, r: Any) -> None:
        r.instruction(lambda: r.damage(r.target(0), 4), uses=(0,))
        r.instruction(lambda: draw_cards(r, r.controller, 1))
