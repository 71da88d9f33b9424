"""Ki Barrier (ven-126-166)."""
from __future__ import annotations

from typing import Any

from reference_engine.behaviour import Card, card
from reference_engine.cards.common import UNIT, replacement_effect, targets_obj
from reference_engine.game import Effect


@card
class KiBarrier(Card):
    id = "ven-126-166"
    text = "Choose a unit. Prevent the next 7 damage that would be dealt to it this turn."
    targets = [UNIT]

    def resolve(self, r: Any) -> None:
        def prevent(game: Any, eff: Effect, ev: dict[str, Any]) -> dict[str, Any]:
            stop = min(eff.data["left"], ev["amount"])
            eff.data["left"] -= stop
            if eff.data["left"] <= 0:
                game.effects.remove(eff)
            return {**ev, "amount": ev["amount"] - stop}

        r.instruction(lambda: replacement_effect(
            r.game, r.controller, r.source, r.target(0), r.source_alias,
            lambda g, e, ev: ev["type"] == "damage" and targets_obj(g, e, ev) and e.data["left"] > 0, prevent,
            left=7), uses=(0,))
