"""Star-Crossed (unl-128-219)."""
from __future__ import annotations

from typing import Any

from reference_engine import actions
from reference_engine.behaviour import Card, card
from reference_engine.cards.common import ENEMY_UNIT, FRIENDLY_UNIT


@card
class StarCrossed(Card):
    id = "unl-128-219"
    text = "Return a friendly unit and an enemy unit to their owners' hands."
    targets = [FRIENDLY_UNIT, ENEMY_UNIT]

    def resolve(self, r: Any) -> None:
        def bounce() -> None:
            for i in (0, 1):
                if r.target(i) is not None:
                    actions.return_to_hand(r.game, r.target(i), r.source_alias, chooser_item=r.item)

        # The FAQ (Akali, Silent + Flash) rules that Star-Crossed resolves to no effect when one of its
        # two choices mistargets: its single instruction is ignored as a whole.
        r.instruction(bounce, uses=(0, 1))
