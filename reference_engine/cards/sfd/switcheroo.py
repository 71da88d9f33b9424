"""Switcheroo (sfd-145-221)."""
from __future__ import annotations

from typing import Any

from reference_engine import actions
from reference_engine.behaviour import Card, TargetSpec, card
from reference_engine.cards.common import UNIT_AT_BF, at_bf, repeated_choice
from reference_engine.layers import might


@card
class Switcheroo(Card):
    id = "sfd-145-221"
    text = "Swap the Might of two units at the same battlefield this turn."
    targets = [UNIT_AT_BF, TargetSpec("unit", at_bf, text="another unit at the same battlefield")]

    def choices_problem(self, game: Any, item: Any, player: str) -> str | None:
        """"two units at the same battlefield": the two choices constrain each other as they are made (as
        Bellows Breath's "at the same location"; a choice that is illegal only together with another is
        refused, 352 [R3] choices / 457.3 [R3]); made again by Rebuttal or Mystic Reversal, the same holds. The two
        are different units: swapping increases one value and decreases "another" (433.1)."""
        twice = repeated_choice(item, "Switcheroo's two units")
        if twice:
            return twice
        units = [game.live(t) for t in item.targets if isinstance(t, tuple)]
        if len({u.location for u in units if u is not None}) > 1:
            return "Switcheroo's two units must be at the same battlefield"
        return None

    def resolve(self, r: Any) -> None:
        def swap() -> bool:
            a, b = r.target(0), r.target(1)
            ma, mb = might(r.game, a), might(r.game, b)
            if ma == mb:
                return False  # 433.1.c
            low, high = (a, b) if ma < mb else (b, a)
            diff = abs(ma - mb)  # 433.1.b: the difference is fixed before either effect applies
            actions.give_might(r.game, low, diff, r.source_alias, item=r.item, chosen=True)
            actions.give_might(r.game, high, -diff, r.source_alias, item=r.item, chosen=True)
            return True

        r.instruction(swap, uses=(0, 1))
