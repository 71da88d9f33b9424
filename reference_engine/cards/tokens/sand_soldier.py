"""Sand Soldier (token-sand-soldier)."""
from __future__ import annotations

from reference_engine.behaviour import Card, card


@card
class SandSoldier(Card):
    id = "token-sand-soldier"
    text = "(token: a 2 [M] Sand Soldier unit, no text)"
