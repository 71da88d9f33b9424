"""Partial comparison of expectations with an observation (docs/case-format.md, section 4).

Only what an expectation lists is checked. Lists of aliases under hand/trash/banishment/units/facedown/
attachments/base, and the seats under ``game.winners``, compare as multisets; ``chain`` and ``deck`` compare in order; mappings compare their listed
keys; event matchers count matching events; ``event_order`` matchers match events in order. ``compare`` returns :class:`Mismatch` es, never raises.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from harness.notation import flow
from harness.yamlsrc import Keys

MULTISETS = {"hand", "trash", "banishment", "units", "facedown", "attachments", "base", "winners"}


class _Absent:
    def __repr__(self) -> str:
        return "(absent)"


ABSENT = _Absent()


@dataclass
class Mismatch:
    """``path`` as shown to people; ``keys`` locate the expectation in the case file."""

    path: str
    expected: Any
    observed: Any
    keys: Keys = ()
    note: str = ""

    def __str__(self) -> str:
        text = f"{self.path}: expected {fmt(self.expected)}, observed {fmt(self.observed)}"
        return f"{text} ({self.note})" if self.note else text


def fmt(value: Any) -> str:
    """A value in a message: a string as it is, anything else in YAML flow notation (harness.notation)."""
    return value if isinstance(value, str) else flow(value)


def same(expected: Any, observed: Any) -> bool:
    """Equality that does not confuse true with 1 or false with 0."""
    if isinstance(expected, bool) or isinstance(observed, bool):
        return type(expected) is type(observed) and expected == observed
    return expected == observed


def compare(expect: dict[str, Any], observation: dict[str, Any], events: list[dict[str, Any]],
            keys: Keys = ()) -> list[Mismatch]:
    """Compare an ``expect`` mapping with an observation and the event list."""
    out: list[Mismatch] = []
    for section, wanted in expect.items():
        if section == "events":
            out += match_events(wanted, events, keys + ("events",))
        elif section == "event_order":
            out += match_order(wanted, events, keys + ("event_order",))
        else:
            _value(section, section, wanted, observation.get(section, ABSENT), keys + (section,), out)
    return out


def _no_power(path: str, one: Any, other: Any) -> bool:
    """A rune-pool entry of 0 and a missing entry are the same pool (``players.A.pool.power.Fury``)."""
    return ".pool.power." in f".{path}" and {type(one), type(other)} == {int, _Absent} and 0 in (one, other)


OMITTED = "the engine's observation omits this field: docs/case-format.md, section 6"


def _value(name: str, path: str, expected: Any, observed: Any, keys: Keys, out: list[Mismatch]) -> None:
    if _no_power(path, expected, observed):
        return
    if observed is ABSENT and not isinstance(expected, dict) and ".pool.power." not in f".{path}":
        out.append(Mismatch(path, expected, observed, keys, OMITTED))  # an optional field the engine omits
        return
    if isinstance(expected, dict):
        if not isinstance(observed, dict):
            out.append(Mismatch(path, expected, observed, keys))
            return
        for key, sub in expected.items():
            _value(str(key), f"{path}.{key}", sub, observed.get(key, ABSENT), keys + (key,), out)
    elif isinstance(expected, list) and name in MULTISETS:
        if not isinstance(observed, list):
            out.append(Mismatch(path, expected, observed, keys))
            return
        want, got = Counter(map(_hashable, expected)), Counter(map(_hashable, observed))
        if want != got:
            missing, extra = list((want - got).elements()), list((got - want).elements())
            note = ", ".join(part for part in (f"missing {flow(missing)}" if missing else "",
                                               f"unexpected {flow(extra)}" if extra else "") if part)
            out.append(Mismatch(path, expected, observed, keys, f"order ignored; {note}"))
    elif isinstance(expected, list):
        if not (isinstance(observed, list) and len(expected) == len(observed)
                and all(same(e, o) for e, o in zip(expected, observed))):
            out.append(Mismatch(path, expected, observed, keys,
                                "newest first" if name == "chain" else "top first" if name == "deck" else ""))
    elif not same(expected, observed):
        out.append(Mismatch(path, expected, observed, keys))


def _hashable(value: Any) -> Any:
    return value if isinstance(value, (str, int, float, bool, type(None))) else repr(value)


def describe_matcher(matcher: dict[str, Any]) -> str:
    return ", ".join(f"{k}={fmt(v)}" for k, v in matcher.items() if k != "count")


def matches(matcher: dict[str, Any], event: dict[str, Any]) -> bool:
    return all(k == "count" or (k in event and same(v, event[k])) for k, v in matcher.items())


def match_events(matchers: list[dict[str, Any]], events: list[dict[str, Any]], keys: Keys) -> list[Mismatch]:
    """``count: N`` requires exactly N matching events; without it, at least one."""
    out: list[Mismatch] = []
    for i, matcher in enumerate(matchers):
        found = [e for e in events if matches(matcher, e)]
        count = matcher.get("count")
        if (len(found) == count) if count is not None else found:
            continue
        expected = f"{count} matching event(s)" if count is not None else "at least 1 matching event"
        same_type = [e for e in events if e.get("type") == matcher.get("type")]
        out.append(Mismatch(f"events[{i}] ({describe_matcher(matcher)})", expected,
                            f"{len(found)} matching", keys + (i,),
                            f"events of type {matcher.get('type')}: {flow(same_type)}" if same_type and not found
                            else f"matching: {flow(found)}" if found else f"no {matcher.get('type')} events"))
    return out


def match_order(matchers: list[dict[str, Any]], events: list[dict[str, Any]], keys: Keys) -> list[Mismatch]:
    """The matchers match events in their order (a subsequence of the log: other events may come between).
    Reports the first matcher that no later event matches."""
    position = 0
    for i, matcher in enumerate(matchers):
        found = next((j for j in range(position, len(events)) if matches(matcher, events[j])), None)
        if found is None:
            earlier = [e for e in events[:position] if matches(matcher, e)]
            note = (f"it matched only before the event of event_order[{i - 1}]: {earlier}" if earlier
                    else f"no matching event at all; events of type {matcher.get('type')}: "
                         f"{[e for e in events if e.get('type') == matcher.get('type')]}")
            return [Mismatch(f"event_order[{i}] ({describe_matcher(matcher)})", "a matching event after the "
                             "previous matcher's" if i else "a matching event", "none", keys + (i,), note)]
        position = found + 1
    return []


_SCALARS = frozenset({str, int, float, bool, type(None)})  # (exact types: a subclass takes the long way)


def diff(before: Any, after: Any, path: str = "") -> list[Mismatch]:
    """Every difference between two observations (used to check a rejected step changed nothing, and by
    the per-step trace, harness/trace.py)."""
    out: list[Mismatch] = []
    _diff(before, after, path, out)
    return out


def _diff(before: Any, after: Any, path: str, out: list[Mismatch]) -> None:
    """:func:`diff` into ``out``. Two values of the same scalar type (most of an observation) are
    compared here without a call per value: for them `same` is ``==`` and `_no_power` never holds (it
    needs a missing value), so a difference is a mismatch, as on the long way."""
    if isinstance(before, dict) and isinstance(after, dict):
        keys = before if before.keys() == after.keys() else list(before) + [k for k in after if k not in before]
        for key in keys:
            b, a = before.get(key, ABSENT), after.get(key, ABSENT)
            if type(b) is type(a) and type(b) in _SCALARS:
                if b != a:
                    out.append(Mismatch(f"{path}.{key}" if path else str(key), b, a))
                continue
            _diff(b, a, f"{path}.{key}" if path else str(key), out)
        return
    if isinstance(before, list) and isinstance(after, list) and len(before) == len(after):
        for i, (b, a) in enumerate(zip(before, after)):
            if type(b) is type(a) and type(b) in _SCALARS:
                if b != a:
                    out.append(Mismatch(f"{path}[{i}]", b, a))
                continue
            _diff(b, a, f"{path}[{i}]", out)
        return
    if same(before, after) or _no_power(path, before, after):
        return
    out.append(Mismatch(path or "observation", before, after))
