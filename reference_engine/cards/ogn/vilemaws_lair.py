"""Vilemaw's Lair (ogn-295-298)."""
from __future__ import annotations

from typing import Any

from reference_engine.behaviour import Card, card


@card
class VilemawsLair(Card):
    id = "ogn-295-298"
    text = "Units can't move from here to base."

    def forbids(self, game: Any, me: Any, action: str, **kw: Any) -> bool:
        return action == "move" and kw.get("origin") == me.location and kw.get("dest") == "base"
