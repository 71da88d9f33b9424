"""Skyfall of Areion (sfd-030-221)."""
from __future__ import annotations

from reference_engine.behaviour import Card, card


@card
class SkyfallOfAreion(Card):
    id = "sfd-030-221"
    text = "[Equip] [1][C] / (effect) My hold effects are also conquer effects, and vice versa."
    swaps_hold_and_conquer = True
