"""Ride the Wind (ogn-173-298)."""
from __future__ import annotations

from typing import Any

from reference_engine import actions
from reference_engine.behaviour import Card, card
from reference_engine.cards.common import DESTINATION, FRIENDLY_UNIT


@card
class RideTheWind(Card):
    id = "ogn-173-298"
    text = "Move a friendly unit and ready it."
    targets = [FRIENDLY_UNIT, DESTINATION]

    def resolve(self, r: Any) -> None:
        m = r.instruction(lambda: actions.move(r.game, r.target(0), r.place(1), r.controller, source=r.source_alias),
                          uses=(0,))
        r.instruction(lambda: actions.ready(r.game, r.target(0), r.source_alias), linked=m, uses=(0,))
