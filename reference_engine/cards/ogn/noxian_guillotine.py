"""Noxian Guillotine (ogn-254-298)."""
from __future__ import annotations

from typing import Any

from reference_engine.behaviour import Card, card
from reference_engine.cards.common import UNIT, kill_when_damaged


@card
class NoxianGuillotine(Card):
    id = "ogn-254-298"
    text = ("Choose a unit. Kill it the next time it takes damage this turn. / [Legion] — Kill it now instead. "
            "(Get the effect if you've played another card this turn.)")
    targets = [UNIT]

    def resolve(self, r: Any) -> None:
        played = r.game.players[r.controller].played_this_turn
        legion = sum(1 for rec in played if rec["uid"] != r.source.uid) > 0  # 812: another card this turn
        if legion:
            r.instruction(lambda: r.kill(r.target(0)), uses=(0,))
            return
        unit = r.target(0)
        r.instruction(lambda: kill_when_damaged(r, unit.ref), uses=(0,))
