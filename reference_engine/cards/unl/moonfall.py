"""Moonfall (unl-198-219)."""
from __future__ import annotations

from typing import Any

from reference_engine import actions
from reference_engine.behaviour import Card, TargetSpec, card
from reference_engine.cards.common import enemy
from reference_engine import seats


@card
class Moonfall(Card):
    id = "unl-198-219"
    text = ("Choose a battlefield where you have units. You may move up to one enemy unit to that battlefield. "
            "Then give enemy units there -2 [M] this turn.")
    targets = [TargetSpec("battlefield", lambda g, b, p, i: bool(g.units(b, p)), text="a battlefield where you have units"),
               TargetSpec("unit", enemy, optional=True, text="up to one enemy unit")]

    def resolve(self, r: Any) -> None:
        bf = r.place(0)
        if bf is None:
            return
        def maybe_move() -> bool:
            unit = r.target(1)
            if unit.location == bf or not r.game.may(r.controller, "move the chosen enemy unit there?"):
                return False
            return actions.move(r.game, unit, bf, r.controller, source=r.source_alias)

        r.instruction(maybe_move, uses=(1,))
        chosen = r.target(1)

        def shrink() -> None:
            for u in [u for u in r.game.units(bf) if seats.enemy(r.game, r.controller, u.controller)]:
                actions.give_might(r.game, u, -2, r.source_alias, item=r.item, chosen=u is chosen)

        r.instruction(shrink)
