"""Swain, Visionary (ven-065-166)."""
from __future__ import annotations

from typing import Any

from reference_engine.behaviour import Card, Trigger, card
from reference_engine.cards.common import i_conquer
from reference_engine.combat import score


@card
class SwainVisionary(Card):
    id = "ven-065-166"
    text = ("[Vision] / When I conquer, if you've played a non-token unit, a non-token gear, and a spell this "
            "turn, you score 1 point.")

    def triggers(self) -> list[Trigger]:
        def go(r: Any) -> None:
            played = r.game.players[r.controller].played_this_turn
            need = ("Unit", "Gear", "Spell")
            # one card may satisfy several parts (FAQ: Patched Porobot is a unit and a gear)
            if all(any(t in rec["types"] and not rec["token"] for rec in played) for t in need):
                score(r.game, r.controller, r.source_alias)

        return [Trigger(i_conquer, go)]
