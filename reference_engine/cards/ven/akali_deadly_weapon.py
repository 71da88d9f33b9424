"""Akali, Deadly Weapon (ven-021-166)."""
from __future__ import annotations

from typing import Any

from reference_engine import actions
from reference_engine.behaviour import Activated, Card, TargetSpec, Trigger, card
from reference_engine.cards.common import about_me, empower_ability


@card
class AkaliDeadlyWeapon(Card):
    id = "ven-021-166"
    text = ("[Empower] [2][C] / When I move, you may deal 1 to a unit at a battlefield I moved to or from. If "
            "I'm [Empowered], deal 2 instead. / [Empowered][>] I have +1 [M].")

    def activated(self) -> list[Activated]:
        return [empower_ability("[2][C]", ["Fury"])]

    def might_bonus(self, game: Any, me: Any, unit: Any) -> int:
        return 1 if unit is me and me.empowered else 0

    def triggers(self) -> list[Trigger]:
        def moved(game: Any, me: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
            if about_me(game, me, ev, "move"):
                # the battlefields moved to/from are information of the trigger condition (359.3.f.3)
                return {"places": [p for p in (ev.get("from"), ev.get("to")) if game.is_bf(p)]}
            return None

        spec = TargetSpec("unit", lambda g, o, p, i: o.location in i.data["info"]["places"], optional=True,
                          text="a unit at a battlefield I moved to or from")

        def go(r: Any) -> None:
            if r.target(0) is None or not r.game.may(r.controller, "deal damage?"):
                return
            amount = 2 if r.source.zone == "board" and r.source.empowered else 1
            r.instruction(lambda: actions.deal_damage(r.game, r.target(0), amount, r.source_alias,
                                                      by_player=r.controller), uses=(0,))

        return [Trigger(moved, go, targets=[spec])]
