"""Lotus Trap (unl-013-219)."""
from __future__ import annotations

from typing import Any

from reference_engine.behaviour import Card, card
from reference_engine.cards.common import UNIT, replacement_effect, targets_obj


@card
class LotusTrap(Card):
    id = "unl-013-219"
    text = "Choose a unit. Double all damage that would be dealt to it this turn."
    targets = [UNIT]

    def resolve(self, r: Any) -> None:
        r.instruction(lambda: replacement_effect(
            r.game, r.controller, r.source, r.target(0), r.source_alias,
            lambda g, e, ev: ev["type"] == "damage" and targets_obj(g, e, ev),
            lambda g, e, ev: {**ev, "amount": ev["amount"] * 2}), uses=(0,))
