"""Yasuo, Remorseful (ogn-076-298)."""
from __future__ import annotations

from typing import Any

from reference_engine import actions
from reference_engine import seats
from reference_engine.behaviour import Card, TargetSpec, Trigger, card
from reference_engine.cards.common import about_me, enemy
from reference_engine.layers import might


@card
class YasuoRemorseful(Card):
    id = "ogn-076-298"
    text = "When I attack, deal damage equal to my Might to an enemy unit here."

    def triggers(self) -> list[Trigger]:
        """"an enemy unit here": at Yasuo's location - one battlefield, or one base (107.1.b [R3])."""
        spec = TargetSpec("unit", lambda g, o, p, i: enemy(g, o, p, i) and seats.same_location(o, g.objects[i.source]),
                          text="an enemy unit here")

        def go(r: Any) -> None:
            me = r.source_still()  # banished and played again, the card is a new object, not "my" (rule 124 [R4])
            if me is None or me.zone != "board":
                return  # "my Might" is checked on execution (359.3.f.2)
            r.instruction(lambda: actions.deal_damage(r.game, r.target(0), might(r.game, me) or 0, r.source_alias,
                                                      by_player=r.controller), uses=(0,))

        return [Trigger(lambda g, me, ev: {} if about_me(g, me, ev, "attack") else None, go, targets=[spec])]
