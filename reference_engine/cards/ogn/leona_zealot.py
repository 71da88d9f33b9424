"""Leona, Zealot (ogn-079-298)."""
from __future__ import annotations

from typing import Any

from reference_engine.behaviour import Card, card
from reference_engine import seats


@card
class LeonaZealot(Card):
    id = "ogn-079-298"
    text = ("If an opponent's score is within 3 points of the Victory Score, I enter ready. / Stunned enemy "
            "units here have -8 [M], to a minimum of 1 [M].")

    def enters_ready(self, game: Any, me: Any, player: str) -> bool:
        """"If an opponent's score is within 3 points of the Victory Score, I enter ready." (002 over 143.4)"""
        return any(game.victory_score - seats.score(game, q) <= 3 for q in game.opponents(player))

    def might_bonus(self, game: Any, me: Any, unit: Any) -> Any:
        """"here": Leona's location - a battlefield, or her own base (107.1.a-b [R3]: each base is a location of
        its own), where no enemy unit is."""
        if unit.stunned and seats.enemy(game, me.controller, unit.controller) and seats.same_location(unit, me):
            return (-8, 1)
        return 0
