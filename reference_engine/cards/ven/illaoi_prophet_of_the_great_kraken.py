"""Illaoi, Prophet of the Great Kraken (ven-109-166)."""
from __future__ import annotations

from typing import Any

from reference_engine.behaviour import Card, card


@card
class IllaoiProphet(Card):
    id = "ven-109-166"
    text = ("When you play me or when I score, play a [1] [M] Tentacle unit token from Bilgewater. / I have +1 "
            "[M] for each token unit you control.")

    def might_bonus(self, game: Any, me: Any, unit: Any) -> int:
        return sum(1 for u in game.units(controller=me.controller) if u.token) if unit is me else 0
