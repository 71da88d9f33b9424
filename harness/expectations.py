"""An engine's expectations file: the cases it is known to fail (``riftcheck run --expectations FILE``).

    # case id: why the engine fails it, and optionally where that is tracked
    combat-ahri-legend-each-attacker:
      reason: legends' triggered abilities are not implemented
      issue: https://example.org/my-engine/issues/12

A listed case that fails (or errors) is reported ``xfail`` and does not fail the run; a listed case
that passes is ``xpass`` and fails the run, until its entry is removed (by hand, or by
``--update-expectations``, which rewrites the file without it, and without ids that name no case).
``--write-expectations FILE`` starts a file from a run: every case that failed or errored.

Rewrites go through ruamel.yaml's round-trip mode (comments, order, quoting and layout kept; a
comment line that followed a removed entry moves to the entry before it), are checked by reading the
result back, and are written atomically (harness.atomic) under an exclusive ``flock`` on the file
(POSIX), re-read once the lock is held: concurrent updates each see the others' removals. A file that
does not parse is an error and is never rewritten; a rewrite that fails leaves the file as it was.
"""
from __future__ import annotations

import contextlib
import io
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable, Iterator

from harness.atomic import write_atomic
from harness.limits import InputError, read_text
from harness.runner import Result
from harness.yamlsrc import line_of, read_yaml

try:
    import fcntl
except ImportError:  # not POSIX: updates are atomic but not locked
    fcntl = None  # type: ignore[assignment]

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
        text = read_text(path)
    except InputError as exc:
        line = f":{exc.line}" if exc.line else ""
        raise ExpectationsError(f"{path}{line}: cannot read the expectations file: {exc}") from None
    return parse(text, path)


def parse(text: str, path: Path | str) -> dict[str, Expectation]:
    """The entries of an expectations file's text; ExpectationsError (``file:line: message``) if it is
    not a mapping of case id to {reason, issue}. Empty, or only comments: no entries."""
    if not text.strip() or all(not line.strip() or line.lstrip().startswith("#") for line in text.splitlines()):
        return {}
    data, lines, problems = read_yaml(text)
    errors = [f"{path}:{p.line}: {p.message}" if p.line else f"{path}: {p.message}" for p in problems]

    def err(keys: tuple, message: str) -> None:
        errors.append(f"{path}:{line_of(lines, keys)}: {message}")

    found: dict[str, Expectation] = {}
    if not problems and not isinstance(data, dict):
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


@dataclass
class Change:
    """What an update removed: the cases that passed, and the ids that name no case."""

    passed: list[str] = field(default_factory=list)
    stale: list[str] = field(default_factory=list)

    @property
    def removed(self) -> list[str]:
        return self.passed + self.stale

    def describe(self) -> str:
        parts = []
        if self.passed:
            parts.append(f"removed the {len(self.passed)} case(s) that passed: " + ", ".join(self.passed))
        if self.stale:
            parts.append(f"removed the {len(self.stale)} id(s) that name no case: " + ", ".join(self.stale))
        return "; ".join(parts)


def update(path: Path, passed: Iterable[str], known_ids: set[str] | None = None) -> Change:
    """Remove the entries of ``passed`` and, given ``known_ids`` (the whole suite's ids), of ids that
    are not among them; comments kept. Read, rewritten and replaced under the file's lock."""
    with locked(path):
        text = read_text(path)
        current = parse(text, path)
        change = Change([c for c in dict.fromkeys(passed) if c in current],
                        sorted(c for c in current if known_ids is not None and c not in known_ids))
        if change.removed:
            remaining = {k: v for k, v in current.items() if k not in set(change.removed)}
            new_text = remove_entries(text, change.removed)
            try:
                check = parse(new_text, path)
            except ExpectationsError as exc:
                check = {"(unreadable)": Expectation(str(exc))}
            if check != remaining:
                raise ExpectationsError(f"{path}: removing {', '.join(change.removed)} would not give the expected "
                                        f"file; it was left as it was (remove the entries by hand)")
            write_atomic(path, new_text)
        return change


def remove(path: Path, case_ids: Iterable[str]) -> None:
    """Rewrite the file without the entries of ``case_ids`` (kept for callers of the old name)."""
    update(path, case_ids)


@contextlib.contextmanager
def locked(path: Path) -> Iterator[None]:
    """An exclusive lock on ``path`` for a read-modify-replace. The lock is taken on the file itself;
    since a replace makes a new file, a waiter that wakes on the old one tries again on the new one."""
    if fcntl is None:
        yield
        return
    while True:
        try:
            fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        except OSError as exc:
            raise ExpectationsError(f"{path}: cannot open the expectations file: {exc.strerror or exc}") from None
        try:
            fcntl.flock(fd, fcntl.LOCK_EX)
            try:
                same = os.fstat(fd).st_ino == os.stat(path).st_ino
            except OSError:
                same = False
            if same:
                yield
                return
        finally:
            os.close(fd)  # releases the lock


def _round_trip() -> Any:
    from ruamel.yaml import YAML

    rt = YAML(typ="rt")
    rt.preserve_quotes = True
    rt.width = 4096  # never re-fold a long reason
    return rt


def remove_entries(text: str, case_ids: Iterable[str]) -> str:
    """``text`` without the top-level entries ``case_ids``, by ruamel.yaml's round trip."""
    from ruamel.yaml.comments import CommentedMap

    rt = _round_trip()
    data = rt.load(text)
    if not isinstance(data, CommentedMap):
        return text
    for case_id in case_ids:
        if case_id in data:
            _keep_comments_after(data, case_id)
            del data[case_id]
    out = io.StringIO()
    rt.dump(data, out)
    return out.getvalue() if data else _only_comments(out.getvalue(), text)


def _only_comments(dumped: str, original: str) -> str:
    """Every entry removed: the original's comment and blank lines (an empty file to read)."""
    return "".join(line for line in original.splitlines(keepends=True)
                   if not line.strip() or line.lstrip().startswith("#"))


def _comment_slot(parent: Any, key: Any) -> tuple[list, int]:
    """Where ruamel keeps the comment lines that follow ``parent[key]`` (the entry's last line)."""
    from ruamel.yaml.comments import CommentedMap, CommentedSeq

    value = parent[key]
    if isinstance(value, (CommentedMap, CommentedSeq)) and len(value) and not value.fa.flow_style():
        return _comment_slot(value, list(value)[-1] if isinstance(value, CommentedMap) else len(value) - 1)
    slot = parent.ca.items.setdefault(key, [None, None, None, None])
    return slot, 0 if isinstance(parent, CommentedSeq) else 2


def _keep_comments_after(data: Any, key: str) -> None:
    """Before removing ``data[key]``: the comment lines after it (not its own end-of-line comment)
    go after the entry before it, or before the first entry."""
    from ruamel.yaml.error import CommentMark
    from ruamel.yaml.tokens import CommentToken

    slot, index = _comment_slot(data, key)
    token = slot[index]
    if not isinstance(token, CommentToken):
        return
    eol, newline, after = token.value.partition("\n")
    if not after:
        return
    keys = list(data)
    position = keys.index(key)
    if position == 0:
        head = data.ca.comment if data.ca.comment else [None, []]
        head[1] = list(head[1] or []) + [CommentToken(after, CommentMark(0), None)]
        data.ca.comment = head
        return
    previous_slot, previous_index = _comment_slot(data, keys[position - 1])
    previous = previous_slot[previous_index]
    if isinstance(previous, CommentToken):
        previous.value = previous.value + after
    else:
        previous_slot[previous_index] = CommentToken("\n" + after, CommentMark(0), None)


def from_results(results: Iterable[Result], expected: dict[str, Expectation] | None = None) -> dict[str, Expectation]:
    """``--write-expectations``: every case that failed or errored (or was flaky), with its first
    message as the reason; an xfail keeps the reason it had. Invalid case files are left out: they
    are not an engine's failures."""
    found: dict[str, Expectation] = {}
    for r in results:
        if r.case is None:
            continue
        if r.outcome == "xfail" and expected and r.id in expected:
            found[r.id] = expected[r.id]
        elif r.outcome in ("fail", "error", "flaky", "xfail"):
            messages = [m.strip() for m in r.messages if m.strip()]
            if r.outcome == "xfail":
                messages = messages[1:]
            reason = messages[0] if messages else r.outcome
            if len(messages) > 1 and reason.endswith(("mismatch(es)", ":")):
                reason = f"{reason.rstrip(':')}: {messages[1]}"
            reason = " ".join(reason.split())
            found[r.id] = Expectation(reason if len(reason) <= 300 else reason[:297] + "...")
    return found


def dump(expectations: dict[str, Expectation]) -> str:
    """An expectations file's text (checked by reading it back)."""
    rt = _round_trip()
    data = {k: {"reason": v.reason, **({"issue": v.issue} if v.issue else {})} for k, v in expectations.items()}
    out = io.StringIO()
    rt.dump(data, out)
    return out.getvalue() if data else "{}\n"


def write_new(path: Path, expectations: dict[str, Expectation]) -> None:
    """``--write-expectations``: a new file listing ``expectations`` (written atomically)."""
    header = ("# Cases this engine is known to fail (riftcheck run --write-expectations): case id -> reason.\n"
              "# Edit the reasons, add `issue:` links; `--update-expectations` removes the entries that pass.\n")
    text = header + (dump(expectations) if expectations else "")
    if parse(text, path) != expectations:
        raise ExpectationsError(f"{path}: the expectations would not read back as written (a bug)")
    write_atomic(path, text)
