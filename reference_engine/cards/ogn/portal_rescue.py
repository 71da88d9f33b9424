"""Portal Rescue (ogn-102-298)."""
from __future__ import annotations

from typing import Any

from reference_engine import actions
from reference_engine.behaviour import Card, TargetSpec, card
from reference_engine.cards.common import friendly, replay_from_banishment


@card
class PortalRescue(Card):
    id = "ogn-102-298"
    text = "Banish a friendly unit, then its owner plays it to their base, ignoring its cost."
    targets = [TargetSpec("unit", friendly, text="a friendly unit")]

    def resolve(self, r: Any) -> None:
        o = r.target(0)
        b = r.instruction(lambda: actions.banish(r.game, r.target(0), r.source_alias), uses=(0,))
        r.instruction(lambda: replay_from_banishment(r, o, "base", o.owner if o is not None else None), linked=b)
