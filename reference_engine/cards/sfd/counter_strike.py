"""Counter Strike (sfd-194-221)."""
from __future__ import annotations

from typing import Any

from reference_engine.behaviour import Card, card
from reference_engine.cards.common import UNIT, draw_cards, replacement_effect, targets_obj
from reference_engine.game import Effect


@card
class CounterStrike(Card):
    id = "sfd-194-221"
    text = "Choose a unit. The next time that unit would be dealt damage this turn, prevent it. Draw 1."
    targets = [UNIT]

    def resolve(self, r: Any) -> None:
        def prevent(game: Any, eff: Effect, ev: dict[str, Any]) -> dict[str, Any]:
            game.effects.remove(eff)
            return {**ev, "amount": 0}

        r.instruction(lambda: replacement_effect(
            r.game, r.controller, r.source, r.target(0), r.source_alias,
            lambda g, e, ev: ev["type"] == "damage" and targets_obj(g, e, ev), prevent), uses=(0,))
        r.instruction(lambda: draw_cards(r, r.controller, 1))
