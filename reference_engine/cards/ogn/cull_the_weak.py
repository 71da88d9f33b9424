"""Cull the Weak (ogn-209-298)."""
from __future__ import annotations

from typing import Any

from reference_engine import seats
from reference_engine.behaviour import Card, card


@card
class CullTheWeak(Card):
    id = "ogn-209-298"
    text = "Each player kills one of their units."

    def resolve(self, r: Any) -> None:
        """Each player in the game, in turn order from the turn player (303.2.a [R3]; a player who has left
        the game is skipped), chooses one of their units and kills it."""
        def cull() -> None:
            for p in seats.turn_order_from(r.game, r.game.active):
                mine = r.game.units(controller=p)
                if not mine:
                    continue
                pick = mine[0]
                if len(mine) > 1:
                    pick = r.game.obj(r.game.ask("choose-card", p, [r.game.alias_of(u.uid) for u in mine],
                                                 "kill one of your units"))
                r.kill(pick, by=p)

        r.instruction(cull)
