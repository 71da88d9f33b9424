"""Rebuttal (ven-152-166)."""
from __future__ import annotations

from typing import Any

from reference_engine import chain, costs
from reference_engine.behaviour import Card, TargetSpec, card
from reference_engine.cards.common import spell_cost_at_most, take_spell


@card
class Rebuttal(Card):
    id = "ven-152-166"
    text = ("Choose a spell with Energy cost no more than [4]. You may pay [A]. If you do, gain control of it "
            "and you may make new choices for it. Otherwise, counter it.")
    targets = [TargetSpec("spell", spell_cost_at_most(4), text="a spell with Energy cost no more than [4]")]

    def resolve(self, r: Any) -> None:
        target = r.target(0)
        paid = {"v": False}

        def pay() -> bool:
            if costs.can_pay(r.game, r.controller, costs.Cost(0, ["A"])) and r.game.may(r.controller, "pay [A]?"):
                costs.pay(r.game, r.controller, costs.Cost(0, ["A"]))
                paid["v"] = True
                return True
            return False

        p = r.instruction(pay, uses=(0,))
        r.instruction(lambda: take_spell(r, target) if paid["v"] else
                      chain.counter(r.game, target, r.controller, r.source_alias), linked=p, uses=(0,))
