"""Rockfall Path (sfd-216-221)."""
from __future__ import annotations

from typing import Any

from reference_engine.behaviour import Card, card


@card
class RockfallPath(Card):
    id = "sfd-216-221"
    text = "Units can't be played here."

    def forbids(self, game: Any, me: Any, action: str, **kw: Any) -> bool:
        return action == "play-unit" and kw.get("dest") == me.location
