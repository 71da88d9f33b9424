"""Challenge (ogn-128-298)."""
from __future__ import annotations

from typing import Any

from reference_engine import actions
from reference_engine.behaviour import Card, card
from reference_engine.cards.common import ENEMY_UNIT, FRIENDLY_UNIT
from reference_engine.layers import might


@card
class Challenge(Card):
    id = "ogn-128-298"
    text = "Choose a friendly unit and an enemy unit. They deal damage equal to their Mights to each other."
    targets = [FRIENDLY_UNIT, ENEMY_UNIT]

    def resolve(self, r: Any) -> None:
        def fight() -> None:
            a, b = r.target(0), r.target(1)
            ma, mb = might(r.game, a), might(r.game, b)
            # the units deal the damage, not the spell (Hidden Blade rulings)
            actions.deal_damage(r.game, b, ma, r.game.alias_of(a.uid), by_player=a.controller)
            actions.deal_damage(r.game, a, mb, r.game.alias_of(b.uid), by_player=b.controller)

        r.instruction(fight, uses=(0, 1))
