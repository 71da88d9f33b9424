"""Ambessa, Matriarch of War (ven-153-166)."""
from __future__ import annotations

from typing import Any

from reference_engine import actions
from reference_engine.behaviour import Activated, Card, TargetSpec, Trigger, card


@card
class AmbessaMatriarch(Card):
    id = "ven-153-166"
    text = "When you empower something else, empower me. / Disempower me, [A], [E]: Ready a unit."

    def triggers(self) -> list[Trigger]:
        def cond(game: Any, me: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
            if ev["type"] == "empower" and ev.get("player") == me.controller and ev["object"] != game.alias_of(me.uid):
                return {}
            return None

        return [Trigger(cond, lambda r: actions.empower(r.game, r.source, r.controller, r.source_alias))]

    def activated(self) -> list[Activated]:
        return [Activated(power=["A"], exhaust=True,
                          extra_cost=lambda g, me, item: actions.disempower(g, me, me.controller),
                          targets=[TargetSpec("unit", text="a unit")],
                          resolve=lambda r: r.instruction(lambda: actions.ready(r.game, r.target(0), r.source_alias),
                                                          uses=(0,)))]
