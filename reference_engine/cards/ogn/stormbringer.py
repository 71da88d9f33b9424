"""Stormbringer (ogn-250-298)."""
from __future__ import annotations

from typing import Any

from reference_engine import actions
from reference_engine.behaviour import Card, TargetSpec, card
from reference_engine import seats


@card
class Stormbringer(Card):
    id = "ogn-250-298"
    text = ("Choose a friendly unit in your base. Deal damage equal to its Might to all enemy units at a "
            "battlefield, then move your unit there.")
    targets = [TargetSpec("unit", lambda g, o, p, i: o.controller == p and o.location == "base",
                          text="a friendly unit in your base"),
               TargetSpec("battlefield", text="a battlefield", targets=False)]

    def resolve(self, r: Any) -> None:
        bf = r.place(1)

        def blast() -> None:
            amount = r.info_of(0, "might") or 0
            for u in [u for u in r.game.units(bf) if seats.enemy(r.game, r.controller, u.controller)]:
                r.damage(u, amount)

        d = r.instruction(blast, uses=(0,))
        r.instruction(lambda: actions.move(r.game, r.target(0), bf, r.controller, source=r.source_alias),
                      linked=d, uses=(0,))
