"""Riptide Rex (ogn-092-298)."""
from __future__ import annotations

from reference_engine import actions
from reference_engine.behaviour import Card, TargetSpec, Trigger, card
from reference_engine.cards.common import at_bf, enemy, played_me


@card
class RiptideRex(Card):
    id = "ogn-092-298"
    text = "When you play me, deal 6 to an enemy unit at a battlefield."

    def triggers(self) -> list[Trigger]:
        spec = TargetSpec("unit", lambda g, o, p, i: at_bf(g, o, p, i) and enemy(g, o, p, i),
                          text="an enemy unit at a battlefield")
        return [Trigger(played_me, lambda r: r.instruction(lambda: actions.deal_damage(
            r.game, r.target(0), 6, r.source_alias, by_player=r.controller), uses=(0,)), targets=[spec])]
