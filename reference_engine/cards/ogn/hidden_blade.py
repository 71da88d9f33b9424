"""Hidden Blade (ogn-213-298)."""
from __future__ import annotations

from typing import Any

from reference_engine.behaviour import Card, card
from reference_engine.cards.common import UNIT_AT_BF, draw_cards


@card
class HiddenBlade(Card):
    id = "ogn-213-298"
    text = "Kill a unit at a battlefield. Its controller draws 2."
    targets = [UNIT_AT_BF]

    def resolve(self, r: Any) -> None:
        k = r.instruction(lambda: r.kill(r.target(0)), uses=(0,))
        r.instruction(lambda: draw_cards(r, r.info_of(0, "controller"), 2), linked=k)
