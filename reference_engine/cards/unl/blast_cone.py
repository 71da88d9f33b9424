"""Blast Cone (unl-133-219)."""
from __future__ import annotations

from typing import Any

from reference_engine import actions
from reference_engine.behaviour import Card, TargetSpec, Trigger, card
from reference_engine.cards.common import DESTINATION, enemy, played_me
from reference_engine import seats


@card
class BlastCone(Card):
    id = "unl-133-219"
    text = ("When you play this, you may move an enemy unit. / When you move an enemy unit, you may exhaust this "
            "to [Stun] it.")

    def triggers(self) -> list[Trigger]:
        def shove(r: Any) -> None:
            if r.target(0) is not None and r.place(1) is not None and r.game.may(r.controller, "move an enemy unit?"):
                r.instruction(lambda: actions.move(r.game, r.target(0), r.place(1), r.controller,
                                                   source=r.source_alias), uses=(0,))

        def moved_enemy(game: Any, me: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
            if ev["type"] == "move" and ev.get("player") == me.controller and ev["object"] in game.aliases:
                u = game.obj(ev["object"])
                if seats.enemy(game, me.controller, u.controller):
                    return {"unit": u.ref}
            return None

        def stun_it(r: Any) -> None:
            u = r.game.live(r.info["unit"])
            if u is not None and not r.source.exhausted and r.game.may(r.controller, "exhaust Blast Cone to stun it?"):
                actions.exhaust(r.game, r.source, r.source_alias)
                actions.stun(r.game, u, r.source_alias)  # it doesn't choose the unit (FAQ, Gangplank)

        return [Trigger(played_me, shove, targets=[TargetSpec("unit", enemy, optional=True, text="an enemy unit"),
                                                   DESTINATION]),
                Trigger(moved_enemy, stun_it)]
