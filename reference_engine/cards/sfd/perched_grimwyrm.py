"""Perched Grimwyrm (sfd-015-221)."""
from __future__ import annotations

from typing import Any

from reference_engine.behaviour import Card, card


@card
class PerchedGrimwyrm(Card):
    id = "sfd-015-221"
    text = "Play me only to a battlefield you conquered this turn."

    def play_restriction(self, game: Any, me: Any, player: str, to: str) -> str | None:
        if to not in game.players[player].conquered_this_turn:
            return "Perched Grimwyrm can be played only to a battlefield you conquered this turn (054.2)"
        return None
