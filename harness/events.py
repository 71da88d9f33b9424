"""The events an engine returns, as the contract defines them (docs/case-format.md, section 6).

``schema/events.schema.json`` is the single source of truth: one ``$defs`` entry per event type, with
its required fields and no unknown fields. :func:`problems` checks an engine's whole event list and
returns readable ``events[i].field: message`` lines (empty when every event is valid); the harness
uses it for ``--validate-protocol`` (in process and over the engine protocol).
"""
from __future__ import annotations

import json
from functools import cache
from typing import TYPE_CHECKING, Any, Callable

from harness import fastschema, paths

if TYPE_CHECKING:
    import jsonschema

SCHEMA_FILE = "schema/events.schema.json"


@cache
def schema() -> dict[str, Any]:
    return json.loads(paths.schema_path("events.schema.json").read_text(encoding="utf-8"))


def event_types() -> list[str]:
    """Every event type, in the schema's order."""
    return list(schema()["properties"]["type"]["enum"])


def fields(event_type: str) -> tuple[list[str], list[str]]:
    """(required, allowed) fields of an event type, ``type`` excluded."""
    definition = schema()["$defs"][event_type]
    required = [f for f in definition["required"] if f != "type"]
    return required, [f for f in definition["properties"] if f != "type"]


@cache
def _validators() -> dict[str, jsonschema.protocols.Validator]:
    """One validator per event type (its ``$defs`` entry, with the field types it refers to). jsonschema is
    imported here, on first use: a run whose events jsonschema-rs accepts never needs it."""
    import jsonschema  # noqa: PLC0415
    whole = schema()
    return {t: jsonschema.Draft202012Validator({"$defs": whole["$defs"], **whole["$defs"][t]})
            for t in event_types()}


@cache
def _quick_checks() -> dict[str, Callable[[Any], bool]]:
    """harness.fastschema's quick yes for each event type (the same schemas as :func:`_validators`)."""
    whole = schema()
    return {t: fastschema.quick_check({"$defs": whole["$defs"], **whole["$defs"][t]}) for t in event_types()}


def problems(events: Any) -> list[str]:
    """Why ``events`` (what ``events()`` returned) breaks the contract; [] if it does not."""
    if not isinstance(events, list):
        return [f"events: expected a list of events, got {type(events).__name__}"]
    out: list[str] = []
    for i, event in enumerate(events):
        where = f"events[{i}]"
        if not isinstance(event, dict):
            out.append(f"{where}: expected a mapping with a `type`, got {json.dumps(event, default=str)[:80]}")
            continue
        kind = event.get("type")
        if isinstance(kind, str) and kind in _quick_checks() and _quick_checks()[kind](event):
            continue
        validator = _validators().get(kind) if isinstance(kind, str) else None
        if validator is None:
            out.append(f"{where}.type: {kind!r} is not an event type of the contract ({SCHEMA_FILE})")
            continue
        for error in sorted(validator.iter_errors(event), key=lambda e: list(map(str, e.absolute_path))):
            path = "".join(f".{p}" if isinstance(p, str) else f"[{p}]" for p in error.absolute_path)
            out.append(f"{where}{path}: {_message(kind, error)}")
    return out


def _message(kind: str, error: jsonschema.ValidationError) -> str:
    if error.validator == "additionalProperties":
        allowed = ", ".join(fields(kind)[1])
        return f"{error.message} (a `{kind}` event has only {allowed})"
    text = error.message
    return text if len(text) <= 200 else text[:197] + "..."
