"""Dusk Rose Lab (unl-209-219)."""
from __future__ import annotations

from typing import Any

from reference_engine import actions
from reference_engine.behaviour import Card, TargetSpec, Trigger, card


@card
class DuskRoseLab(Card):
    id = "unl-209-219"
    text = "At the start of your Beginning Phase, you may kill a unit you control here to draw 1."

    def triggers(self) -> list[Trigger]:
        def start(game: Any, me: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
            bf = game.bf(me.location)
            if ev["type"] == "beginning" and bf.controller is not None and ev.get("player") == bf.controller:
                return {"controller": bf.controller}
            return None

        def go(r: Any) -> None:
            if r.target(0) is None or not r.game.may(r.controller, "kill a unit you control here to draw 1?"):
                return
            k = r.instruction(lambda: actions.kill(r.game, r.target(0), r.controller, r.source_alias), uses=(0,))
            r.instruction(lambda: actions.draw(r.game, r.controller, 1, r.source_alias) > 0, linked=k, if_you_do=True)

        here = TargetSpec("unit", lambda g, o, p, i: o.controller == p and o.location == g.objects[i.source].location,
                          optional=True, text="a unit you control here")
        return [Trigger(start, go, targets=[here])]
