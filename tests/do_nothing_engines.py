"""Two engines that do nothing, run against every case (tests/test_do_nothing_engines.py; CONTRIBUTING.md,
"Does my case catch bugs?").

A case must fail against both: each has a *positive witness*, something that visibly happens (a unit
moves, a card is drawn, an event occurs, a step is accepted and takes effect). A case that passes
either engine checks nothing a real engine could get wrong by doing nothing.

- :class:`AcceptAllEngine` accepts every step and every answer and never changes anything: its
  observation is the setup as loaded, its event list is empty.
- :class:`RejectAllEngine` rejects every step and every answer (the observation is the same view of the
  setup).

The observation of the setup is the reference engine's, taken right after ``load`` and never again
(``reference_engine.setup.build`` + ``reference_engine.observe``): zones, locations, owners,
controllers, Might with passive bonuses, pools, runes, battlefields, the chain, turn and showdown,
exactly as a faithful engine would show the position before any step. A hand-made derivation would
differ from a real engine's view of the same position (an aura's Might, a chain item's label), and a
case could then fail against the do-nothing engine for that difference instead of for its witness.
Both engines declare every card, keyword and mechanic, so no case is reported unsupported.
"""
from __future__ import annotations

import copy
from typing import Any

from harness.adapter import ActResult, DecisionRequest, Engine, Hello
from reference_engine.observe import observe
from reference_engine.setup import build


class _SetupView(Engine):
    """Shows the position of the setup, forever."""

    def hello(self) -> Hello:
        return Hello(name=type(self).__name__, version="0", rules_version="1.4", protocol="1.1",
                     mechanics=["test-abilities"], cards="all", keywords="all", modes="all")

    def load(self, setup: dict[str, Any]) -> None:
        self._view = observe(build(copy.deepcopy(setup)))

    def pending_decision(self) -> DecisionRequest | None:
        return None

    def observe(self) -> dict[str, Any]:
        return copy.deepcopy(self._view)

    def events(self) -> list[dict[str, Any]]:
        return []


class AcceptAllEngine(_SetupView):
    """Accepts every step and answer; nothing ever changes."""

    def act(self, step: dict[str, Any]) -> ActResult:
        return ActResult.ok()

    def decide(self, answer: Any) -> ActResult:
        return ActResult.ok()


class RejectAllEngine(_SetupView):
    """Rejects every step and answer; nothing ever changes."""

    def act(self, step: dict[str, Any]) -> ActResult:
        return ActResult.rejected("the reject-everything engine rejects every step")

    def decide(self, answer: Any) -> ActResult:
        return ActResult.rejected("the reject-everything engine rejects every answer")
