"""Symbol of the Solari (ogn-227-298)."""
from __future__ import annotations

from typing import Any

from reference_engine.behaviour import Card, card


@card
class SymbolOfTheSolari(Card):
    id = "ogn-227-298"
    text = "If a combat where you are the attacker ends in a tie, recall ALL units instead."

    def tie_recalls_all(self, game: Any, me: Any, attacker: str) -> bool:
        return me.controller == attacker
