"""Dragon Form (ven-116-166)."""
from __future__ import annotations

from typing import Any

from reference_engine import actions
from reference_engine.behaviour import Card, card
from reference_engine.cards.common import UNIT
from reference_engine.layers import might, timestamp


@card
class DragonForm(Card):
    id = "ven-116-166"
    text = "Choose a unit. Its base Might becomes 5 this turn."
    targets = [UNIT]

    def resolve(self, r: Any) -> None:
        def become() -> None:
            o = r.target(0)
            before = might(r.game, o)
            o.base_might_set = (5, "turn", timestamp(r.game))
            actions.after_might_change(r.game, o, before)

        r.instruction(become, uses=(0,))
