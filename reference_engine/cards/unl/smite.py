"""Smite (unl-007-219)."""
from __future__ import annotations

from typing import Any

from reference_engine import actions
from reference_engine.behaviour import Card, card
from reference_engine.cards.common import UNIT_AT_BF, replacement_effect, targets_obj
from reference_engine.game import Effect


@card
class Smite(Card):
    id = "unl-007-219"
    text = "Deal 3 to a unit at a battlefield. If it would die this turn, banish it instead."
    targets = [UNIT_AT_BF]

    def resolve(self, r: Any) -> None:
        d = r.instruction(lambda: r.damage(r.target(0), 3), uses=(0,))

        def banish_instead(game: Any, eff: Effect, ev: dict[str, Any]) -> None:
            actions.banish(game, game.objects[ev["target"]], "Smite")

        r.instruction(lambda: replacement_effect(
            r.game, r.controller, r.source, r.target(0), r.source_alias,
            lambda g, e, ev: ev["type"] == "die" and targets_obj(g, e, ev), banish_instead), linked=d, uses=(0,))
