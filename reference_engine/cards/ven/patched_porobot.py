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
        def enough_gear(game: Any, me: Any, player: str) -> bool:
            gear = [g for g in game.on_board("Gear") if g.controller == player and g is not me]
            return len(gear) >= 3

        def played(game: Any, me: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
            """The "if" after the condition must be true for the trigger to be placed on the chain (383.3.e)."""
            info = played_me(game, me, ev)
            return info if info is not None and enough_gear(game, me, me.controller) else None

        def go(r: Any) -> None:
            if enough_gear(r.game, r.source, r.controller):  # and again on resolution, as Swain's
                actions.draw(r.game, r.controller, 1, r.source_alias)

        return [Trigger(played, go)]
