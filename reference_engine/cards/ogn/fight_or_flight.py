"""Fight or Flight (ogn-168-298)."""
from __future__ import annotations

from typing import Any

from reference_engine import actions
from reference_engine.behaviour import Card, card
from reference_engine.cards.common import UNIT_AT_BF


@card
class FightOrFlight(Card):
    id = "ogn-168-298"
    text = "Move a unit from a battlefield to its base."
    targets = [UNIT_AT_BF]

    def resolve(self, r: Any) -> None:
        r.instruction(lambda: actions.move(r.game, r.target(0), "base", r.controller, source=r.source_alias), uses=(0,))
