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
            """"each location": every player's base is a location of its own (107.1.a-b [R3]: "Each player has
            their own Base. Each Base is a Location."), so with two or more opponents (482.2, 483.2, 484.2) the
            trigger chooses up to one enemy unit in each of their bases; then each battlefield. A base holds the
            units its player controls (107.1.c; ``seats.base_player``); bases are asked in turn order from the
            trigger's controller."""
            def at_base(owner: str) -> TargetSpec:
                return TargetSpec("unit", lambda g, o, p, i: seats.enemy(g, p, o.controller)
                                  and seats.base_player(o) == owner, optional=True,
                                  text=f"up to one enemy unit at {owner}'s base")

            def at_bf(loc: str) -> TargetSpec:
                return TargetSpec("unit", lambda g, o, p, i: seats.enemy(g, p, o.controller) and o.location == loc,
                                  optional=True, text=f"up to one enemy unit at {loc}")

            return ([at_base(pl) for pl in seats.turn_order_from(game, me.controller)]
                    + [at_bf(b.alias) for b in game.battlefields])

        def deal(r: Any) -> None:
            def hit() -> None:
                for i in range(len(r.specs)):
                    if r.target(i) is not None:
                        actions.deal_damage(r.game, r.target(i), 1, r.source_alias, by_player=r.controller)

            r.instruction(hit, uses=tuple(range(len(r.specs))), partial=True)

        return [Trigger(played_me, deal, dynamic_targets=per_location)]
