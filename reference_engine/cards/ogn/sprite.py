"""Sprite (ogn-274-298)."""
from __future__ import annotations

from reference_engine.behaviour import Card, card


@card
class Sprite(Card):
    id = "ogn-274-298"
    text = "[Temporary] (a 3 [M] Sprite token)"
