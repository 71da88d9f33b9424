"""Baron Pit (token-baron-pit)."""
from __future__ import annotations

from typing import Any

from reference_engine.behaviour import Card, card


@card
class BaronPit(Card):
    id = "token-baron-pit"
    text = "Units can move here from anywhere."

    def permits(self, game: Any, me: Any, action: str, **kw: Any) -> Any:
        return action == "move-from-anywhere" or None
