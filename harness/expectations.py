"""An engine's expectations file: the cases it is known to fail (``riftcheck run --expectations FILE``).

    # case id: why the engine fails it, and optionally where that is tracked
    combat-ahri-legend-each-attacker:
      reason: legends' triggered abilities are not implemented
      issue: https://example.org/my-engine/issues/12

A listed case that fails (or errors) is reported ``xfail`` and does not fail the run; a listed case
that passes is ``xpass`` and fails the run, until its entry is removed (by hand, or by
``--update-expectations``, which rewrites the file without it).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable

import yaml

from harness.runner import Result
from harness.yamlsrc import line_of, read_yaml

KEYS = {"reason", "issue"}


class ExpectationsError(Exception):
    """The expectations file cannot be read or is malformed (``file:line: message``)."""


@dataclass
class Expectation:
    reason: str
    issue: str | None = None

    def describe(self) -> str:
        return self.reason + (f"; issue {self.issue}" if self.issue else "")


def load(path: Path) -> dict[str, Expectation]:
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise ExpectationsError(f"{path}: cannot read the expectations file: {exc.strerror or exc}") from None
    if not text.strip() or all(not line.strip() or line.lstrip().startswith("#") for line in text.splitlines()):
        return {}
    data, lines, problems = read_yaml(text)
    errors = [f"{path}:{p.line}: {p.message}" if p.line else f"{path}: {p.message}" for p in problems]

    def err(keys: tuple, message: str) -> None:
        errors.append(f"{path}:{line_of(lines, keys)}: {message}")

    found: dict[str, Expectation] = {}
    if data is not None and not isinstance(data, dict):
        err((), "expected a mapping of case id to {reason, issue}")
    for case_id, entry in (data if isinstance(data, dict) else {}).items():
        if not isinstance(entry, dict):
            err((case_id,), f"{case_id}: expected {{reason: ..., issue: ...}}")
            continue
        for key in entry.keys() - KEYS:
            err((case_id, key), f"{case_id}: unknown key {key!r} (allowed: reason, issue)")
        reason, issue = entry.get("reason"), entry.get("issue")
        if not isinstance(reason, str) or not reason.strip():
            err((case_id,), f"{case_id}: a reason (text) is required")
        if issue is not None and not isinstance(issue, (str, int)):
            err((case_id, "issue"), f"{case_id}: issue must be text or a number")
        found[str(case_id)] = Expectation(str(reason), None if issue is None else str(issue))
    if errors:
        raise ExpectationsError("\n".join(errors))
    return found


def apply(result: Result, expectations: dict[str, Expectation], file: Path | str) -> Result:
    """Turn a listed case's fail or error into xfail and its pass into xpass (in place)."""
    expected = expectations.get(result.id)
    if expected is None or result.case is None:  # an invalid case file is never an engine's expected failure
        return result
    if result.outcome in ("fail", "error"):
        result.outcome = "xfail"
        result.messages = [f"expected to fail: {expected.describe()}", *result.messages]
    elif result.outcome == "pass":
        result.outcome = "xpass"
        result.messages = [f"{result.file}: passed, but {file} lists it as expected to fail "
                           f"({expected.describe()}): remove the entry, or run with --update-expectations"]
    return result


def unknown(expectations: dict[str, Expectation], case_ids: Iterable[str]) -> list[str]:
    """Listed ids that name no loaded case (renamed or removed cases)."""
    known = set(case_ids)
    return [case_id for case_id in expectations if case_id not in known]


def remove(path: Path, case_ids: Iterable[str]) -> None:
    """Rewrite the file without the entries of ``case_ids``, keeping its comments and layout."""
    gone = set(case_ids)
    kept: list[str] = []
    skipping = False
    for line in Path(path).read_text(encoding="utf-8").splitlines(keepends=True):
        top = re.match(r"""^(["']?)([^\s#"':][^:#]*?)\1\s*:(\s|$)""", line)
        if top:
            skipping = top.group(2) in gone
        elif line[:1] not in (" ", "\t"):  # a comment or blank line at column 0 ends an entry
            skipping = False if line.strip() else skipping
        if not skipping:
            kept.append(line)
    text = "".join(kept)
    before = load(path)
    remaining = {k: v for k, v in before.items() if k not in gone}
    Path(path).write_text(text, encoding="utf-8")
    if load(path) != remaining:  # an unusual layout: write it plainly instead
        Path(path).write_text(dump(remaining), encoding="utf-8")


def dump(expectations: dict[str, Expectation]) -> str:
    data: dict[str, Any] = {k: {"reason": v.reason, **({"issue": v.issue} if v.issue else {})}
                            for k, v in expectations.items()}
    return yaml.safe_dump(data, sort_keys=False, allow_unicode=True) if data else "{}\n"
