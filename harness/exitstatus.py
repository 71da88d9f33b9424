"""Exit statuses of ``riftcheck run`` (and the pytest plugin), like pytest's.

0  every case that ran passed (or was an expected failure)
1  a case failed or errored, an expected failure passed (xpass), or fewer than ``--min-passed`` passed
2  a usage or setup problem (an engine that cannot be imported or refuses the handshake, a bad option)
5  no case was run: nothing was selected, or every selected case was skipped or unsupported
"""
from __future__ import annotations

from typing import Iterable

OK, FAILED, USAGE, NOTHING_RAN = 0, 1, 2, 5
RAN = ("pass", "fail", "error", "xfail", "xpass")  # outcomes of a case the engine actually ran


def nothing_ran(outcomes: Iterable[str], available: int, selected: int, filters: str = "") -> str:
    """Why no case ran ('' if one did). ``available``: the cases loaded; ``selected``: those left after
    the filters (``filters`` names them, e.g. ``-k 'move', --level core``)."""
    outcomes = list(outcomes)
    if any(o in RAN for o in outcomes):
        return ""
    if not available:
        return "no case was run: there are no case files in the given paths"
    if not selected:
        return f"no case was run: nothing selected ({filters or 'the filters'} matched none of the {available} cases)"
    skipped, unsupported = outcomes.count("skipped"), outcomes.count("unsupported")
    parts = []
    if unsupported:
        parts.append(f"{unsupported} unsupported (the engine does not declare what they require: "
                     "`riftcheck blockers` lists it)")
    if skipped:
        parts.append(f"{skipped} skipped (superseded or conflicting)")
    return f"no case was run: each of the {selected} selected case(s) is unsupported or skipped: " + "; ".join(parts)


def too_few(passed: int, minimum: int | None, option: str = "--min-passed") -> str:
    """Why a run with ``--min-passed`` fails ('' if enough cases passed)."""
    if minimum and passed < minimum:
        return f"only {passed} case(s) passed; {option} requires {minimum}"
    return ""
