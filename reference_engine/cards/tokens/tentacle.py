"""Tentacle (token-tentacle)."""
from __future__ import annotations

from reference_engine.behaviour import Card, card


@card
class Tentacle(Card):
    id = "token-tentacle"
    text = "(token: a 1 [M] Tentacle unit, no text)"
