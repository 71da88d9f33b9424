"""Mutants of choosing targets (rules 355.8-355.9 [R3]) and of reading a card's cost for a targeting
restriction (131.2-131.4 [R3]): restrictions read the wrong way round or from the wrong place."""
from __future__ import annotations

import dataclasses
from typing import Any

from mutants import Patcher, mutant

INSTR = "reference_engine.instructions"


@mutant("targets-unit-at-base-inverted", rule="355.9.b", area="targets",
        bug="the restriction 'a unit at a base' is read the wrong way round: it accepts units at battlefields",
        kill="rule-355-9-b-unit-at-a-base-restriction: choosing the unit at bf1 is rejected")
def _(p: Patcher) -> None:
    @p.wrap(f"{INSTR}:choice_legal")
    def choice_legal(orig: Any, game: Any, spec: Any, *args: Any, **kwargs: Any) -> bool:
        if getattr(spec, "text", "") == "a unit at a base":
            spec = dataclasses.replace(spec, where=lambda g, o, chooser, item: o.location != "base")
        return orig(game, spec, *args, **kwargs)


@mutant("targets-cost-only-from-card-data", rule="131.4", area="targets",
        bug="'a spell with Energy cost no more than N' reads the cost only from a catalogued card's data, so a "
            "vanilla spell (or a copy) counts as costing 0",
        kill="rule-131-2-rebuttal-energy-cost-no-more-than-4: Rebuttal cannot choose the vanilla spell costing 5")
def _(p: Patcher) -> None:
    card_data = p.original("reference_engine.behaviour:card_data")

    @p.wrap(f"{INSTR}:choice_legal")
    def choice_legal(orig: Any, game: Any, spec: Any, *args: Any, **kwargs: Any) -> bool:
        text = getattr(spec, "text", "")
        if text.startswith("a spell with Energy cost no more than"):
            limit = int("".join(ch for ch in text if ch.isdigit()) or 0)
            spec = dataclasses.replace(spec, where=lambda g, o, chooser, item:
                                       int(card_data(o.card_id).get("energy_cost") or 0) <= limit)
        return orig(game, spec, *args, **kwargs)
