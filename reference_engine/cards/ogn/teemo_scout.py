"""Teemo, Scout (ogn-197-298)."""
from __future__ import annotations

from reference_engine import actions
from reference_engine.behaviour import Card, Trigger, card
from reference_engine.cards.common import played_me


@card
class TeemoScout(Card):
    id = "ogn-197-298"
    text = "[Hidden] / When you play me, give me +3 [M] this turn."

    def triggers(self) -> list[Trigger]:
        return [Trigger(played_me, lambda r: actions.give_might(r.game, r.source, 3, r.source_alias))]
