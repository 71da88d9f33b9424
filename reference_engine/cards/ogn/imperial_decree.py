"""Imperial Decree (ogn-221-298)."""
from __future__ import annotations

from typing import Any

from reference_engine.behaviour import Card, card
from reference_engine.cards.common import kill_when_damaged


@card
class ImperialDecree(Card):
    id = "ogn-221-298"
    text = "When any unit takes damage this turn, kill it."

    def resolve(self, r: Any) -> None:
        r.instruction(lambda: kill_when_damaged(r))
