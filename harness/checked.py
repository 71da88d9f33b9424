"""``--validate-protocol`` for in-process engines: what an engine returns, checked against the contract.

:class:`CheckedEngine` wraps one case's engine and checks every observation against
``schema/observation.schema.json`` and every event list against ``schema/events.schema.json``
(docs/case-format.md, section 6), as the subprocess engine does with ``--validate-protocol``. A
breach is an :class:`~harness.adapter.EngineFault`: the case is an ``error`` naming the schema and
the offending path.
"""
from __future__ import annotations

from typing import Any, Callable

from harness import events as contract_events
from harness import protocol
from harness.adapter import Engine, EngineFault


class ContractBreach(EngineFault):
    """An engine returned an observation or events the contract does not allow."""


def breach(what: str, schema_file: str, found: list[str]) -> ContractBreach:
    return ContractBreach(f"protocol error: {what} breaks {schema_file}:\n  " + "\n  ".join(found))


class CheckedEngine:
    """One case's engine, with its observations and events checked (delegates everything else)."""

    def __init__(self, engine: Engine):
        self._engine = engine

    def __getattr__(self, name: str) -> Any:
        return getattr(self._engine, name)

    def observe(self) -> Any:
        observation = self._engine.observe()
        found = protocol.problems(protocol.OBSERVATION, observation)
        if found:
            raise breach("the observation", protocol.schema_file(protocol.OBSERVATION), found)
        return observation

    def events(self) -> Any:
        events = self._engine.events()
        found = contract_events.problems(list(events) if isinstance(events, tuple) else events)
        if found:
            raise breach("the event list", contract_events.SCHEMA_FILE, found)
        return events


def checked(factory: Callable[[], Engine]) -> Callable[[], CheckedEngine]:
    """A factory whose engines are checked."""
    def make() -> CheckedEngine:
        return CheckedEngine(factory())
    make.__name__ = getattr(factory, "__name__", "engine")
    return make
