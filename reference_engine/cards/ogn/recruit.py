"""Recruit (ogn-271-298)."""
from __future__ import annotations

from reference_engine.behaviour import Card, card


@card
class Recruit(Card):
    id = "ogn-271-298"
    text = "(token: a 1 [M] Recruit unit, no text)"
