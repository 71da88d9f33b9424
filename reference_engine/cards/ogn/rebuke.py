"""Rebuke (ogn-172-298)."""
from __future__ import annotations

from typing import Any

from reference_engine import actions
from reference_engine.behaviour import Card, card
from reference_engine.cards.common import UNIT_AT_BF


@card
class Rebuke(Card):
    id = "ogn-172-298"
    text = "Return a unit at a battlefield to its owner's hand."
    targets = [UNIT_AT_BF]

    def resolve(self, r: Any) -> None:
        r.instruction(lambda: actions.return_to_hand(r.game, r.target(0), r.source_alias, chooser_item=r.item),
                      uses=(0,))
