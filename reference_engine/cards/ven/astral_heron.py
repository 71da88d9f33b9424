"""Astral Heron (ven-044-166)."""
from __future__ import annotations

from typing import Any

from reference_engine import costs
from reference_engine.behaviour import Card, Trigger, card
from reference_engine.game import Effect


@card
class AstralHeron(Card):
    id = "ven-044-166"
    text = ("When you play your first card each turn, if I'm at a battlefield, the next card you play this turn "
            "costs [2][A][A] less.")

    def triggers(self) -> list[Trigger]:
        def first(game: Any, me: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
            # 'when you play' triggers when the card's play completes by resolving (419.4.a)
            if ev["type"] == "resolve" and ev.get("card") and ev.get("player") == me.controller \
                    and game.is_bf(me.location) and game.players[me.controller].resolved_this_turn == 1:
                return {}
            return None

        def discount(r: Any) -> None:
            def apply(game: Any, eff: Any, item: Any, cost: costs.Cost) -> costs.Cost:
                # only the next card played after this resolves: costs.next_card_discounts uses it up
                power = list(cost.power)
                for _ in range(2):
                    if power:
                        power.pop()
                return costs.Cost(max(0, cost.energy - 2), power)

            # "if I'm at a battlefield" must hold to place the trigger (383.3.e [R3]), and "I" is information
            # referenced from the source, checked on execution (359.3.f.2 [R3]): read again here, as Mushroom
            # Pouch reads its "if". Whether 383.3.e means the condition is checked only on placement is an open
            # question for the rules team.
            if r.game.is_bf(r.source.location):
                r.game.effects.append(Effect("cost", r.controller, r.source.uid, None, "turn", {"apply": apply}))

        return [Trigger(first, discount)]
