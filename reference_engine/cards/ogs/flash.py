"""Flash (ogs-011-024)."""
from __future__ import annotations

from typing import Any

from reference_engine import actions
from reference_engine.behaviour import Card, TargetSpec, card
from reference_engine.cards.common import friendly, repeated_choice


@card
class Flash(Card):
    id = "ogs-011-024"
    text = "Move up to 2 friendly units to base."
    targets = [TargetSpec("unit", friendly, optional=True, text="up to 2 friendly units")] * 2

    def choices_problem(self, game: Any, item: Any, player: str) -> str | None:
        """"up to 2 friendly units": two different units (``repeated_choice``)."""
        return repeated_choice(item, "Flash's up to 2 friendly units")

    def resolve(self, r: Any) -> None:
        def go() -> None:
            for i in (0, 1):
                if r.target(i) is not None:
                    actions.move(r.game, r.target(i), "base", r.controller, source=r.source_alias)

        r.instruction(go, uses=(0, 1), partial=True)
