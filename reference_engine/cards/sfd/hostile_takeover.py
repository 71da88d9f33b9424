"""Hostile Takeover (sfd-202-221)."""
from __future__ import annotations

from typing import Any

from reference_engine import actions
from reference_engine.behaviour import Card, TargetSpec, Trigger, card
from reference_engine.cards.common import at_bf, enemy
from reference_engine.game import Effect


def at_end_of_turn(game: Any, controller: str, source: Any, resolve: Any, **data: Any) -> None:
    """A delayed trigger 'at end of turn' (390.2): it triggers when the ending phase begins."""
    trig = Trigger(lambda g, me, ev: None, resolve, text="at end of turn")

    def cond(g: Any, eff: Effect, ev: dict[str, Any]) -> dict[str, Any] | None:
        return {"controller": eff.controller, **eff.data["extra"]} if ev["type"] == "phase" and ev.get("to") == "end" \
            else None

    game.effects.append(Effect("delayed-trigger", controller, source.uid, None, "next",
                               {"condition": cond, "trigger": trig, "extra": data}))


@card
class HostileTakeover(Card):
    id = "sfd-202-221"
    text = ("Take control of an enemy unit at a battlefield. Ready it. (Start a combat if other enemies are "
            "there. Otherwise, conquer.) / Lose control of that unit and recall it at end of turn.")
    targets = [TargetSpec("unit", lambda g, o, p, i: at_bf(g, o, p, i) and enemy(g, o, p, i),
                          text="an enemy unit at a battlefield")]

    def resolve(self, r: Any) -> None:
        take = r.instruction(lambda: actions.gain_control(r.game, r.target(0), r.controller, r.source_alias), uses=(0,))
        r.instruction(lambda: actions.ready(r.game, r.target(0), r.source_alias), linked=take, uses=(0,))

        def give_back(rr: Any) -> None:
            u = rr.game.live(rr.info["unit"])
            if u is not None and u.zone == "board":
                if u.controller != u.owner:
                    u.controller = u.owner
                    rr.game.emit("gain-control", object=rr.game.alias_of(u.uid), player=u.owner, source=r.source_alias)
                actions.recall(rr.game, u, r.source_alias)

        unit = r.target(0)
        r.instruction(lambda: at_end_of_turn(r.game, r.controller, r.source, give_back, unit=unit.ref), linked=take)
