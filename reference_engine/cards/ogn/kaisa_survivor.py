"""Kai'Sa, Survivor (ogn-039-298)."""
from __future__ import annotations

from reference_engine import actions
from reference_engine.behaviour import Card, Trigger, card
from reference_engine.cards.common import i_conquer


@card
class KaisaSurvivor(Card):
    id = "ogn-039-298"
    text = "[Accelerate] / When I conquer, draw 1."

    def triggers(self) -> list[Trigger]:
        return [Trigger(i_conquer, lambda r: actions.draw(r.game, r.controller, 1, r.source_alias))]
