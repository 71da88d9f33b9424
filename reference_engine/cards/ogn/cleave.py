"""Cleave (ogn-004-298)."""
from __future__ import annotations

from typing import Any

from reference_engine.behaviour import Card, card
from reference_engine.cards.common import UNIT


@card
class Cleave(Card):
    id = "ogn-004-298"
    text = "Give a unit [Assault 3] this turn."
    targets = [UNIT]

    def resolve(self, r: Any) -> None:
        r.instruction(lambda: r.target(0).granted.append(("Assault 3", "turn")), uses=(0,))
