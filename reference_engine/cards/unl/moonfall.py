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

    def choices_problem(self, game: Any, item: Any, player: str) -> str | None:
        """The enemy unit is chosen to move to the chosen battlefield: with more than two players it may not be
        one that can't go there (a combat its controller is not in, 442.2.a / 457.1 [R3]; units of two other
        players, 444.2; its controller's teammate's battlefield, 442.2.b) - such a choice is invalid (457.3)."""
        bf, ref = (item.targets + [None, None])[:2]
        o = game.live(ref) if isinstance(ref, tuple) else None
        if o is None or not isinstance(bf, str) or o.location == bf:
            return None
        return seats.invalid_destination(game, o.controller, bf)

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
