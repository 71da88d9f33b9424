"""Highlander (ogs-020-024)."""
from __future__ import annotations

from typing import Any

from reference_engine.behaviour import Card, card
from reference_engine.cards.common import FRIENDLY_UNIT, replacement_effect, save_instead, targets_obj
from reference_engine.game import Effect


@card
class Highlander(Card):
    id = "ogs-020-024"
    text = "Choose a friendly unit. The next time it would die this turn, heal it, exhaust it, and recall it instead."
    targets = [FRIENDLY_UNIT]

    def resolve(self, r: Any) -> None:
        def once(game: Any, eff: Effect, ev: dict[str, Any]) -> None:
            game.effects.remove(eff)
            return save_instead(r.source_alias)(game, eff, ev)

        r.instruction(lambda: replacement_effect(
            r.game, r.controller, r.source, r.target(0), r.source_alias,
            lambda g, e, ev: ev["type"] == "die" and targets_obj(g, e, ev), once), uses=(0,))
