"""Dragon's Rage (ogn-258-298)."""
from __future__ import annotations

from typing import Any

from reference_engine import actions
from reference_engine.behaviour import Card, card
from reference_engine.cards.common import DESTINATION, ENEMY_UNIT
from reference_engine.layers import might
from reference_engine import seats


@card
class DragonsRage(Card):
    id = "ogn-258-298"
    text = ("Move an enemy unit. Then do this: Choose another enemy unit at its destination. They deal damage "
            "equal to their Mights to each other.")
    targets = [ENEMY_UNIT, DESTINATION]

    def resolve(self, r: Any) -> None:
        mover = r.target(0)
        m = r.instruction(lambda: actions.move(r.game, mover, r.place(1), r.controller, source=r.source_alias),
                          uses=(0,))

        def fight() -> bool:
            # "Then do this": the choice is made now, and the whole spell finishes resolving before any
            # trigger it caused (judge ruling on Dragon's Rage). "its destination" is one location: a
            # battlefield or one player's base (107.1.a-b [R3]), not every base.
            others = [u for u in seats.units_with(r.game, mover) if u is not mover and seats.enemy(r.game, r.controller, u.controller)]
            if not others:
                return False
            pick = r.game.obj(r.game.ask("choose-target", r.controller, [r.game.alias_of(u.uid) for u in others],
                                         "another enemy unit at its destination"))
            ma, mb = might(r.game, mover), might(r.game, pick)
            actions.deal_damage(r.game, pick, ma, r.game.alias_of(mover.uid), by_player=mover.controller)
            actions.deal_damage(r.game, mover, mb, r.game.alias_of(pick.uid), by_player=pick.controller)
            return True

        r.instruction(fight, linked=m, uses=(0,))
