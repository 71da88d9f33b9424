"""Iascylla (unl-050-219)."""
from __future__ import annotations

from typing import Any

from reference_engine import actions
from reference_engine.behaviour import Card, TargetSpec, Trigger, card
from reference_engine.cards.common import enemy
from reference_engine.game import Effect


@card
class Iascylla(Card):
    id = "unl-050-219"
    text = "When I hold, at the start of your next Main Phase, you may move an enemy unit to this battlefield."

    def triggers(self) -> list[Trigger]:
        def held(game: Any, me: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
            if ev["type"] == "hold" and ev.get("player") == me.controller and ev.get("object") == me.location:
                return {"held": me.location}  # the battlefield she held, from the condition (FAQ)
            return None

        def create(r: Any) -> None:
            held_bf = r.info["held"]
            spec = TargetSpec("unit", enemy, optional=True, text="an enemy unit")

            def pull(rr: Any) -> None:
                u = rr.target(0)
                if u is not None and rr.game.may(rr.controller, "move the enemy unit there?"):
                    rr.instruction(lambda: actions.move(rr.game, u, held_bf, rr.controller, source=r.source_alias),
                                   uses=(0,))

            trig = Trigger(lambda g, me, ev: None, pull, targets=[spec], text="start of your next Main Phase")

            def cond(game: Any, eff: Effect, ev: dict[str, Any]) -> dict[str, Any] | None:
                if ev["type"] == "phase" and ev.get("to") == "action" and ev.get("player") == eff.controller \
                        and game.log.index(ev) > eff.data["after"]:
                    return {}
                return None

            r.game.effects.append(Effect("delayed-trigger", r.controller, r.source.uid, None, "next",
                                         {"condition": cond, "trigger": trig, "after": len(r.game.log)}))

        return [Trigger(held, create)]
