"""Profiteer (ven-082-166)."""
from __future__ import annotations

from typing import Any

from reference_engine import actions
from reference_engine.behaviour import Card, TargetSpec, Trigger, card
from reference_engine.cards.common import played_me


@card
class Profiteer(Card):
    id = "ven-082-166"
    text = "When you play me, you may disempower something you control to empower a legend, unit, or gear."

    def triggers(self) -> list[Trigger]:
        give = TargetSpec("thing", lambda g, o, p, i: o.controller == p and o.empowered > 0, optional=True,
                          text="something you control to disempower")
        take = TargetSpec("thing", lambda g, o, p, i: o.empowered < actions.max_empower(g, o), optional=True,
                          text="a legend, unit, or gear to empower")

        def go(r: Any) -> None:
            if not r.legal(0) or not r.legal(1) or not r.game.may(r.controller, "disempower to empower?"):
                return
            d = r.instruction(lambda: actions.disempower(r.game, r.target(0), r.controller, r.source_alias),
                              uses=(0,))
            r.instruction(lambda: actions.empower(r.game, r.target(1), r.controller, r.source_alias),
                          linked=d, if_you_do=True, uses=(1,))

        return [Trigger(played_me, go, targets=[give, take])]
