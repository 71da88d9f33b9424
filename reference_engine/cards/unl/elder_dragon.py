"""Elder Dragon (unl-118-219)."""
from __future__ import annotations

from typing import Any

from reference_engine import actions
from reference_engine.behaviour import Card, TargetSpec, Trigger, card
from reference_engine.cards.common import played_me
from reference_engine import seats


@card
class ElderDragon(Card):
    id = "unl-118-219"
    text = ("Any amount of your damage is enough to kill enemy units. / When you play me, choose up to one enemy "
            "unit at each location. Deal 1 to them.")

    def makes_lethal(self, game: Any, me: Any, unit: Any) -> bool:
        return seats.enemy(game, me.controller, unit.controller) and me.controller in unit.data.get("damaged_by", [])

    def triggers(self) -> list[Trigger]:
        def per_location(game: Any, me: Any) -> list[TargetSpec]:
            places = ["base"] + [b.alias for b in game.battlefields]
            return [TargetSpec("unit", lambda g, o, p, i, loc=loc: seats.enemy(g, p, o.controller) and o.location == loc,
                               optional=True, text=f"up to one enemy unit at {loc}") for loc in places]

        def deal(r: Any) -> None:
            def hit() -> None:
                for i in range(len(r.specs)):
                    if r.target(i) is not None:
                        actions.deal_damage(r.game, r.target(i), 1, r.source_alias, by_player=r.controller)

            r.instruction(hit, uses=tuple(range(len(r.specs))), partial=True)

        return [Trigger(played_me, deal, dynamic_targets=per_location)]
