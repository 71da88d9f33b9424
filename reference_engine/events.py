"""What ``events()`` returns: the engine's internal log projected onto the contract's events.

The rules modules log more than the contract defines, and with more fields: the triggers and the
replacement effects read them (``phase``, ``attack``, ``showdown``, ``return``, a move's ``standard``,
a damage's ``combat``, ...). The contract is ``schema/events.schema.json`` (docs/case-format.md,
section 6): :func:`contract_events` keeps the events of its types, each with only the fields its type
allows. A field the contract requires is never invented here: the event is emitted with it
(``tests/test_events.py`` checks every case's events against the schema).
"""
from __future__ import annotations

from functools import cache
from typing import Any, Iterable

from harness import events as contract


@cache
def _allowed() -> dict[str, frozenset[str]]:
    return {t: frozenset(["type", *contract.fields(t)[1]]) for t in contract.event_types()}


def contract_events(log: Iterable[dict[str, Any]]) -> list[dict[str, Any]]:
    """The contract's view of the internal log, oldest first."""
    allowed = _allowed()
    return [{k: v for k, v in event.items() if k in allowed[event["type"]]}
            for event in log if event["type"] in allowed]
