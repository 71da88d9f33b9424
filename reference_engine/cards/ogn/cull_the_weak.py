"""Cull the Weak (ogn-209-298)."""
from __future__ import annotations

from typing import Any

from reference_engine.behaviour import Card, card


@card
class CullTheWeak(Card):
    id = "ogn-209-298"
    text = "Each player kills one of their units."

    def resolve(self, r: Any) -> None:
        def cull() -> None:
            for p in [r.game.active] + [q for q in r.game.players if q != r.game.active]:
                mine = r.game.units(controller=p)
                if not mine:
                    continue
                pick = mine[0]
                if len(mine) > 1:
                    pick = r.game.obj(r.game.ask("choose-card", p, [r.game.alias_of(u.uid) for u in mine],
                                                 "kill one of your units"))
                r.kill(pick, by=p)

        r.instruction(cull)
