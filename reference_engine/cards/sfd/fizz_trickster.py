"""Fizz, Trickster (sfd-140-221)."""
from __future__ import annotations

from reference_engine.behaviour import Card, Trigger, card
from reference_engine.cards.common import play_spell_from_trash, played_me


@card
class FizzTrickster(Card):
    id = "sfd-140-221"
    text = ("When you play me, you may play a spell from your trash with Energy cost no more than [3], ignoring "
            "its Energy cost. Then recycle it. (You must still pay its Power cost.)")

    def triggers(self) -> list[Trigger]:
        return [Trigger(played_me, lambda r: play_spell_from_trash(r, 3, r.source_alias))]
