"""Abandon (unl-131-219)."""
from __future__ import annotations

from typing import Any

from reference_engine import actions, chain
from reference_engine.behaviour import Card, card
from reference_engine.cards.common import SPELL, replacement_effect, targets_obj
from reference_engine.game import Effect


@card
class Abandon(Card):
    id = "unl-131-219"
    text = ("Counter a spell. Return it to its owner's hand instead of putting it in their trash. [Predict].")
    targets = [SPELL]

    def resolve(self, r: Any) -> None:
        target = r.target(0)

        def counter() -> bool:
            # The return-to-hand replacement lives only within this resolution (FAQ, Mel + Abandon).
            def to_hand(game: Any, eff: Effect, ev: dict[str, Any]) -> dict[str, Any]:
                return {**ev, "to": "hand"} if ev["to"] == "trash" else ev

            eff = replacement_effect(r.game, r.controller, r.source, target, r.source_alias,
                                     lambda g, e, ev: ev["type"] == "leave-chain" and targets_obj(g, e, ev),
                                     to_hand, duration="resolution")
            done = chain.counter(r.game, target, r.controller, r.source_alias)
            if eff in r.game.effects:
                r.game.effects.remove(eff)
            return done

        r.instruction(counter, uses=(0,))
        r.instruction(lambda: actions.predict(r.game, r.controller, r.source_alias))
