"""Jayce, Defender of Tomorrow (ven-149-166)."""
from __future__ import annotations

from typing import Any

from reference_engine import actions
from reference_engine.behaviour import Activated, Card, TargetSpec, card
from reference_engine.cards.common import empower_ability, repeated_choice


@card
class JayceDefender(Card):
    id = "ven-149-166"
    text = ("[Empower] [2][A][A] / [1], [E]: Ready a gear. / [Empowered][>] [1], [E]: Ready 2 gear.")

    def activated(self) -> list[Activated]:
        gear = TargetSpec("gear", text="a gear")

        def ready_n(n: int) -> Any:
            def go(r: Any) -> None:
                for i in range(n):
                    if r.target(i) is not None:
                        actions.ready(r.game, r.target(i), r.source_alias)
            return go

        def two_gear(game: Any, item: Any) -> str | None:
            """"Ready 2 gear": two gear, not one gear chosen twice (the two choices constrain each other as they
            are made, 352 [R3] choices; ``repeated_choice``)."""
            return repeated_choice(item, "Ready 2 gear: the 2 gear")

        return [empower_ability("[2][A][A]", ["Mind", "Body"]),
                Activated(energy=1, exhaust=True, resolve=ready_n(1), targets=[gear], text="[1], [E]: Ready a gear."),
                Activated(energy=1, exhaust=True, resolve=ready_n(2), targets=[gear, gear],
                          condition=lambda g, me: me.empowered > 0,  # the dependent ability's condition (727)
                          choices_problem=two_gear, text="[Empowered][>] [1], [E]: Ready 2 gear.")]
