"""Bellows Breath (sfd-080-221)."""
from __future__ import annotations

from typing import Any

from reference_engine import seats
from reference_engine.behaviour import Card, TargetSpec, card
from reference_engine.cards.common import repeated_choice


@card
class BellowsBreath(Card):
    id = "sfd-080-221"
    text = "[Action] / [Repeat] [1][C] / Deal 1 to up to three units at the same location."
    targets = [TargetSpec("unit", None, optional=True, text="up to three units at the same location")] * 3

    def choices_problem(self, game: Any, item: Any, player: str) -> str | None:
        """'at the same location' constrains the choices together as they are made (each repeated execution's
        choices on their own, 820.2.a: ``chain.repeated_choices_problem`` asks this for each execution); on
        resolution each chosen unit is checked on its own (rule 359.3.e.5, Bellow's Breath example). Each
        player's base is a location of its own (107.1.a-b [R3]): units in two players' bases are not at the
        same location. Three units are three different units."""
        twice = repeated_choice(item, "Bellows Breath's up to three units")
        if twice:
            return twice
        units = [game.live(t) for t in item.targets if isinstance(t, tuple)]
        if len({(u.location, seats.base_player(u)) for u in units if u is not None}) > 1:
            return "Bellows Breath's units must be at the same location"
        return None

    def resolve(self, r: Any) -> None:
        def hit() -> None:
            for i in range(3):
                if r.target(i) is not None:
                    r.damage(r.target(i), 1)

        r.instruction(hit, uses=(0, 1, 2), partial=True)
