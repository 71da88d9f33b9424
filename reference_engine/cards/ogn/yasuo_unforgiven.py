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
        def to_or_from_base(game: Any, item: Any) -> str | None:
            """"to or from its base": a unit at a battlefield may go only to base, a unit in base only to a
            battlefield; another destination is not a valid one (355.4 [R3])."""
            unit = game.live(item.targets[0]) if item.targets and item.targets[0] is not None else None
            dest = item.targets[1] if len(item.targets) > 1 else None
            if unit is not None and dest is not None and (unit.location == "base") == (dest == "base"):
                return "Yasuo moves a unit only to or from its base"
            return None

        def go(r: Any) -> None:
            u = r.target(0)
            dest = r.place(1)
            if u is not None and dest is not None and (u.location == "base") != (dest == "base"):
                r.instruction(lambda: actions.move(r.game, u, dest, r.controller, source=r.source_alias), uses=(0,))

        return [Activated(energy=2, exhaust=True, resolve=go, choices_problem=to_or_from_base,
                          targets=[TargetSpec("unit", friendly, text="a friendly unit"),
                                   TargetSpec("location", text="to or from its base", targets=False)])]
