"""Svellsongur (sfd-059-221)."""
from __future__ import annotations

from typing import Any

from reference_engine.behaviour import Card, card, identity


@card
class Svellsongur(Card):
    id = "sfd-059-221"
    text = ("[Equip] [1][C] / As this is attached to a unit, copy that unit's text to this Equipment's effect "
            "text for as long as this is attached to it.")

    def as_attached(self, game: Any, me: Any, unit: Any) -> None:
        # the attach event has already happened: the copied text can't see it (FAQ: no double trigger)
        me.data["text_of"] = identity(unit)[0]
        me.data["text_instance"] = me.data.get("text_instance", 0) + 1  # a new instance of the text each time
