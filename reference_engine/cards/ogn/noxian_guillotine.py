"""Noxian Guillotine (ogn-254-298)."""
from __future__ import annotations

from typing import Any

from reference_engine.behaviour import Card, card
from reference_engine.cards.common import UNIT, kill_when_damaged
from reference_engine.keywords import legion_active


@card
class NoxianGuillotine(Card):
    id = "ogn-254-298"
    text = ("Choose a unit. Kill it the next time it takes damage this turn. / [Legion] — Kill it now instead. "
            "(Get the effect if you've played another card this turn.)")
    targets = [UNIT]

    def resolve(self, r: Any) -> None:
        if legion_active(r.game, r.controller, r.source):  # 812: another card finalized this turn
            r.instruction(lambda: r.kill(r.target(0)), uses=(0,))
            return
        unit = r.target(0)
        r.instruction(lambda: kill_when_damaged(r, unit.ref), uses=(0,))
