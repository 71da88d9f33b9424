"""Back Off (unl-042-219)."""
from __future__ import annotations

from typing import Any

from reference_engine import actions
from reference_engine.behaviour import Card, card
from reference_engine.cards.common import UNIT, draw_cards


@card
class BackOff(Card):
    id = "unl-042-219"
    text = "[Stun] a unit. If you played this from your hand, draw 1."
    targets = [UNIT]

    def resolve(self, r: Any) -> None:
        r.instruction(lambda: actions.stun(r.game, r.target(0), r.source_alias, item=r.item), uses=(0,))
        if r.item.data.get("from") == "hand":
            r.instruction(lambda: draw_cards(r, r.controller, 1))
