"""Battering Ram (sfd-012-221)."""
from __future__ import annotations

from typing import Any

from reference_engine.behaviour import Card, card


@card
class BatteringRam(Card):
    id = "sfd-012-221"
    text = "I cost [1] less for each card you've played this turn, to a minimum of [1]."

    def self_cost_change(self, game: Any, me: Any, player: str) -> int:
        played = len(game.players[player].played_this_turn)  # finalized cards (FAQ: finalize meaning)
        printed = 5
        return -min(played, printed - 1)
