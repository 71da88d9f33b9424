"""Charm (ogn-043-298)."""
from __future__ import annotations

from typing import Any

from reference_engine import actions
from reference_engine.behaviour import Card, card
from reference_engine.cards.common import DESTINATION, ENEMY_UNIT


@card
class Charm(Card):
    id = "ogn-043-298"
    text = "Move an enemy unit."
    targets = [ENEMY_UNIT, DESTINATION]

    def resolve(self, r: Any) -> None:
        r.instruction(lambda: actions.move(r.game, r.target(0), r.place(1), r.controller, source=r.source_alias),
                      uses=(0,))
