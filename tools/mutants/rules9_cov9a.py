"""Mutants of the session-9 coverage hunt (helper cov9a) over ``actions``, ``chain``, ``combat``, ``game``,
``steps`` and ``cleanup``: each sits on a line or branch that no case executed before session 9, and a new case
kills it."""
from __future__ import annotations

from typing import Any

from mutants import Patcher, mutant

ACTIONS = "reference_engine.actions"
CHAIN = "reference_engine.chain"
COMBAT = "reference_engine.combat"
CLEANUP = "reference_engine.cleanup"


@mutant("cov9a-attach-to-current-unit-reattaches", rule="434.1.g", area="game actions",
        bug="attaching a gear to the unit it is already attached to detaches it and attaches it again",
        kill="a unit with two Weaponmaster instances choosing the same equipment: one attach event, no detach")
def _(p: Patcher) -> None:
    detach = p.original(f"{ACTIONS}:detach")

    @p.wrap(f"{ACTIONS}:attach")
    def attach(orig: Any, game: Any, gear: Any, unit: Any, *args: Any, **kwargs: Any) -> Any:
        if gear.attached_to is not None and gear.attached_to == unit.uid:
            detach(game, gear)
        return orig(game, gear, unit, *args, **kwargs)


@mutant("cov9a-play-unit-into-others-combat", rule="457.2", area="play timing",
        bug="with more than two players, a unit may be played to a battlefield its player controls while two other "
            "players' combat is staged or in progress there (only moves are checked, 457.1)",
        kill="ffa3: C controls bf1 where A and B fight; C's Action unit played to bf1 is rejected, to base accepted")
def _(p: Patcher) -> None:
    p.replace(f"{CHAIN}:invalid_destination", lambda game, controller, where: None, everywhere=False)
