"""Bellows Breath (sfd-080-221)."""
from __future__ import annotations

from typing import Any

from reference_engine.behaviour import Card, TargetSpec, card


def _same_location(game: Any, o: Any, p: str, item: Any) -> bool:
    """'at the same location' constrains the choice as it is made; on resolution each chosen unit is
    checked on its own (rule 359.3.e.5, Bellow's Breath example)."""
    if item is None or not item.pending:
        return True
    chosen = [game.live(t) for t in item.targets if isinstance(t, tuple)]
    return all(c is None or c.location == o.location for c in chosen)


@card
class BellowsBreath(Card):
    id = "sfd-080-221"
    text = "[Action] / [Repeat] [1][C] / Deal 1 to up to three units at the same location."
    targets = [TargetSpec("unit", _same_location, optional=True, text="up to three units at the same location")] * 3

    def resolve(self, r: Any) -> None:
        def hit() -> None:
            for i in range(3):
                if r.target(i) is not None:
                    r.damage(r.target(i), 1)

        r.instruction(hit, uses=(0, 1, 2), partial=True)
