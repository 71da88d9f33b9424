"""Stupefy (ogn-095-298)."""
from __future__ import annotations

from typing import Any

from reference_engine.behaviour import Card, card
from reference_engine.cards.common import UNIT, draw_cards, give_chosen


@card
class Stupefy(Card):
    id = "ogn-095-298"
    text = "Give a unit -1 [M] this turn, to a minimum of 1 [M]. Draw 1."
    targets = [UNIT]

    def resolve(self, r: Any) -> None:
        r.instruction(lambda: give_chosen(r, 0, -1, minimum=1), uses=(0,))
        r.instruction(lambda: draw_cards(r, r.controller, 1))
