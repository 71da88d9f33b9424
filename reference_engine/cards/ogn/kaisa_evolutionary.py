"""Kai'Sa, Evolutionary (ogn-112-298)."""
from __future__ import annotations

from reference_engine.behaviour import Card, Trigger, card
from reference_engine.cards.common import i_conquer, play_spell_from_trash


@card
class KaisaEvolutionary(Card):
    id = "ogn-112-298"
    text = ("[Ganking] / When I conquer, you may play a spell from your trash with Energy cost less than your "
            "points without paying its Energy cost. Then recycle it.")

    def triggers(self) -> list[Trigger]:
        return [Trigger(i_conquer, lambda r: play_spell_from_trash(r, r.game.players[r.controller].points - 1,
                                                                r.source_alias))]
