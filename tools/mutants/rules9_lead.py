"""Mutants the lead added in session 9 while integrating the hunts: a card's choices that must be different
objects read as choices that may repeat one object."""
from __future__ import annotations

from typing import Any

from mutants import Patcher, mutant

CARDS = "reference_engine.cards"


@mutant("lead9-switcheroo-one-unit-twice", rule="433.1", area="cards",
        bug="Switcheroo accepts one unit chosen for both of its 'two units' (swapping raises one value and lowers "
            "'another')",
        kill="rule-433-1-switcheroo-swaps-two-different-units: targets [u1, u1] must be rejected")
def _(p: Patcher) -> None:
    orig = p.original(f"{CARDS}.sfd.switcheroo:Switcheroo.choices_problem")

    def choices_problem(self: Any, game: Any, item: Any, player: str) -> str | None:
        chosen = [t for t in item.targets if isinstance(t, tuple)]
        if len(chosen) == 2 and chosen[0] == chosen[1]:
            return None  # the bug: the same unit twice passes
        return orig(self, game, item, player)

    p.replace(f"{CARDS}.sfd.switcheroo:Switcheroo.choices_problem", choices_problem)


@mutant("lead9-bellows-breath-one-unit-thrice", rule="417.1.d", area="cards",
        bug="Bellows Breath accepts one unit chosen for several of its 'up to three units' and deals it 1 each time",
        kill="rule-417-1-d-up-to-three-units-are-three-different-units: targets [big, big, big] must be rejected")
def _(p: Patcher) -> None:
    p.replace(f"{CARDS}.sfd.bellows_breath:repeated_choice", lambda item, what: None, everywhere=False)


@mutant("lead9-flash-one-unit-twice", rule="355.4", area="cards",
        bug="Flash accepts one unit chosen for both of its 'up to 2 friendly units'",
        kill="rule-355-4-flash-moves-two-different-units: targets [u1, u1] must be rejected")
def _(p: Patcher) -> None:
    p.replace(f"{CARDS}.ogs.flash:repeated_choice", lambda item, what: None, everywhere=False)
