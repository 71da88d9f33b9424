"""Patched Porobot (ven-058-166)."""
from __future__ import annotations

from typing import Any

from reference_engine import actions
from reference_engine.behaviour import Card, Trigger, card
from reference_engine.cards.common import played_me


@card
class PatchedPorobot(Card):
    id = "ven-058-166"
    text = "(I enter exhausted.) / When you play me, if you control 3 or more other gear, draw 1."

    def triggers(self) -> list[Trigger]:
        def go(r: Any) -> None:
            gear = [g for g in r.game.on_board("Gear") if g.controller == r.controller and g is not r.source]
            if len(gear) >= 3:
                actions.draw(r.game, r.controller, 1, r.source_alias)

        return [Trigger(played_me, go)]
