"""Yasuo, Unforgiven (ogn-259-298)."""
from __future__ import annotations

from typing import Any

from reference_engine import actions
from reference_engine.behaviour import Activated, Card, TargetSpec, card
from reference_engine.cards.common import friendly


@card
class YasuoUnforgiven(Card):
    id = "ogn-259-298"
    text = "[2], [E]: Move a friendly unit to or from its base."

    def activated(self) -> list[Activated]:
        def go(r: Any) -> None:
            u = r.target(0)
            dest = r.place(1)
            if u is not None and dest is not None and (u.location == "base") != (dest == "base"):
                r.instruction(lambda: actions.move(r.game, u, dest, r.controller, source=r.source_alias), uses=(0,))

        return [Activated(energy=2, exhaust=True, resolve=go,
                          targets=[TargetSpec("unit", friendly, text="a friendly unit"),
                                   TargetSpec("location", text="to or from its base", targets=False)])]
