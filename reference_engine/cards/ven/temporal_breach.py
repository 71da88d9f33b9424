"""Temporal Breach (ven-066-166)."""
from __future__ import annotations

from typing import Any

from reference_engine import actions
from reference_engine.behaviour import Card, card
from reference_engine.cards.common import UNIT, replay_from_banishment


@card
class TemporalBreach(Card):
    id = "ven-066-166"
    text = "Banish a unit, then its owner plays it to the same location, ignoring its cost."
    targets = [UNIT]

    def resolve(self, r: Any) -> None:
        o = r.target(0)
        where = {"loc": o.location if o is not None else None, "ctrl": o.controller if o is not None else None}

        def exile() -> bool:
            return actions.banish(r.game, r.target(0), r.source_alias)

        b = r.instruction(exile, uses=(0,))
        r.instruction(lambda: replay_from_banishment(r, o, where["loc"], where["ctrl"]), linked=b)
