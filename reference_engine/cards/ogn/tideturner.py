"""Tideturner (ogn-199-298)."""
from __future__ import annotations

from typing import Any

from reference_engine import actions
from reference_engine.behaviour import Card, TargetSpec, Trigger, card
from reference_engine.cards.common import played_me


@card
class Tideturner(Card):
    id = "ogn-199-298"
    text = ("[Hidden] / When you play me, you may choose a unit you control at another location. Move me to its "
            "location and it to my original location.")

    def triggers(self) -> list[Trigger]:
        other = TargetSpec("unit", lambda g, o, p, i: o.controller == p and o.location != g.objects[i.source].location,
                           optional=True, text="a unit you control at another location", elsewhere=True)

        def swap(r: Any) -> None:
            # "me": the Tideturner played; played again since, the card is a new object (rule 124 [R4])
            me, it = r.source_still(), r.target(0)
            if it is None or me is None or me.zone != "board":
                return
            mine, theirs = me.location, it.location
            r.instruction(lambda: actions.move(r.game, me, theirs, r.controller, source=r.source_alias))
            r.instruction(lambda: actions.move(r.game, it, mine, r.controller, source=r.source_alias), uses=(0,))

        return [Trigger(played_me, swap, targets=[other])]
