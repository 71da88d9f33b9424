"""Mystic Reversal (ogn-080-298)."""
from __future__ import annotations

from typing import Any

from reference_engine.behaviour import Card, card
from reference_engine.cards.common import SPELL, take_spell


@card
class MysticReversal(Card):
    id = "ogn-080-298"
    text = "Gain control of a spell. You may make new choices for it."
    targets = [SPELL]

    def resolve(self, r: Any) -> None:
        r.instruction(lambda: take_spell(r, r.target(0)), uses=(0,))
