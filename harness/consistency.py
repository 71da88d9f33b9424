"""Consistency checks between a case and the project's records (docs/case-format.md, section 1).

- every cited rule number is a number of the version the case's source reads numbers in
  (``rulings/rule-numbers.yaml``), with the mapped number suggested for a stale one;
- a case's status equals its ruling's status in ``rulings/index.yaml``, and when not current its
  ``status_note`` is the index's ``status_note`` (the reason is recorded once, identically);
- no placeholder (TODO) of a ``riftcheck new`` skeleton is left;
- ``contradicts`` names existing cases, and two cases that apply opposite principles are never both
  current (at most one can be a golden outcome).
"""
from __future__ import annotations

import json
import re
from typing import Any

from harness import rulenumbers
from harness.yamlsrc import Keys, line_of

Problem = tuple[Keys, str]


def todo_problems(data: Any, keys: Keys = ()) -> list[Problem]:
    """Placeholders ``riftcheck new`` leaves (a string containing TODO): an unfinished case is invalid.
    (Most documents hold none: where the document's JSON text has no TODO, no string in it has one.)"""
    if not keys:
        try:
            if "TODO" not in json.dumps(data):
                return []
        except Exception:  # noqa: BLE001 - not JSON (a date, a number as a key): looked through below
            pass
    if isinstance(data, dict):
        return [p for k, v in data.items() for p in todo_problems(v, keys + (k,))]
    if isinstance(data, list):
        return [p for i, v in enumerate(data) for p in todo_problems(v, keys + (i,))]
    if isinstance(data, str) and "TODO" in data:
        return [(keys, "placeholder left by `riftcheck new` (TODO): finish the case")]
    return []


def normalise(text: Any) -> str:
    return re.sub(r"\s+", " ", str(text or "")).strip()


def rule_problems(ruling: dict[str, Any], version: str, table: rulenumbers.RuleNumbers) -> list[Problem]:
    return [(("ruling", "rules", i), message) for i, rule in enumerate(ruling.get("rules") or [])
            if (message := table.problem(str(rule), version))]


def index_problems(data: dict[str, Any], rulings: dict[str, dict[str, Any]]) -> list[Problem]:
    """The case's status and reason agree with its ruling's entry in rulings/index.yaml."""
    inventory = data["ruling"].get("inventory")
    entry = rulings.get(inventory) if inventory else None
    if entry is None:
        return []
    status, index_status = data["status"], entry.get("status", "current")
    if status != index_status:
        return [(("status",), f"status {status!r} differs from ruling {inventory!r} in rulings/index.yaml "
                              f"({index_status!r}): make them agree, with the same status_note in both")]
    if status != "current" and normalise(data.get("status_note")) != normalise(entry.get("status_note")):
        return [(("status_note",), f"status_note differs from the status_note of ruling {inventory!r} in "
                                   "rulings/index.yaml: record the reason once, identically, in both")]
    return []


def suite_problems(cases: list[Any], rulings: dict[str, dict[str, Any]], known: set[str]) -> list[tuple[Any, Keys, str]]:
    """Checks across cases: (case, keys, message)."""
    by_id = {c.id: c for c in cases}
    out: list[tuple[Any, Keys, str]] = []
    for case in cases:
        for i, other_id in enumerate(case.data.get("contradicts", [])):
            other = by_id.get(other_id)
            if other_id == case.id:
                out.append((case, ("contradicts", i), "a case cannot contradict itself"))
            elif other is None and other_id not in known:
                out.append((case, ("contradicts", i), f"contradicts names no case: {other_id!r}"))
            elif other is not None and case.status == "current" and other.status == "current":
                out.append((case, ("contradicts", i),
                            f"{case.id} and {other_id} apply opposite principles and are both current: at most one "
                            "can be a golden outcome; make one conflicting (status_note: why) or reconcile them"))
    return out


def where(case: Any, keys: Keys) -> int | None:
    return line_of(case.lines, keys)
