"""Kayle, Justified (ven-134-166)."""
from __future__ import annotations

from typing import Any

from reference_engine.behaviour import Activated, Card, card, printed_keywords
from reference_engine.cards.common import empower_ability


@card
class KayleJustified(Card):
    id = "ven-134-166"
    text = ("[Empower] [3] / I can be [Empowered] up to three times. / I have +2 [M] for each time I'm "
            "[Empowered]. / While I'm [Empowered] three times, I have [Deflect 3] and [Ganking].")
    max_empowered = 3

    def activated(self) -> list[Activated]:
        return [empower_ability("[3]", ["Order"], only_if_not=False)]

    def might_bonus(self, game: Any, me: Any, unit: Any) -> int:
        return 2 * me.empowered if unit is me else 0

    def keywords(self, game: Any, me: Any) -> list[str]:
        return printed_keywords(me) + (["Deflect 3", "Ganking"] if me.empowered >= 3 else [])
