"""Golden traces: the reference engine's full per-step trace of every current case (harness/trace.py).

Each case's trace (every step, the engine's events and the observation diff) is stored in
``tests/golden/`` (the same folders as ``cases/``, one ``<case id>.yml`` per case). A change in the engine's behaviour that no case asserts — an extra
event, a different order, a counter left behind — shows here as a diff in review. After an intended
change, regenerate and review the diff:

    python3 -m pytest tests/test_golden_traces.py --force-regen     # all cases
    python3 -m pytest tests/test_golden_traces.py -k linked --force-regen
"""
from __future__ import annotations

from pathlib import Path

import pytest

from harness import paths
from harness.engines import engine_factory
from harness.loader import load_cases
from harness.runner import run_case
from harness.trace import Recorder

GOLDEN = Path(__file__).resolve().parent / "golden"
CASES, _ERRORS = load_cases([paths.cases_dir()])
CURRENT = sorted((c for c in CASES if c.status == "current"), key=lambda c: c.id)


def golden_path(case) -> Path:
    """tests/golden/ mirrors cases/: cases/linked/x.yaml -> tests/golden/linked/x.yml."""
    return GOLDEN / case.path.resolve().relative_to(paths.cases_dir().resolve()).with_suffix(".yml")


@pytest.fixture(scope="module")
def reference():
    return engine_factory("reference", None, 10, False)


@pytest.mark.parametrize("case", CURRENT, ids=[c.id for c in CURRENT])
def test_golden_trace(case, reference, data_regression):
    result = run_case(case, reference, recorder=Recorder())
    data_regression.check({"case": case.id, "outcome": result.outcome, "trace": result.trace},
                          fullpath=golden_path(case))


def test_every_golden_trace_belongs_to_a_current_case():
    """A trace left behind by a renamed or retired case is removed, not kept as a stale reference."""
    expected = {golden_path(c) for c in CURRENT}
    stale = sorted(str(p.relative_to(GOLDEN)) for p in GOLDEN.rglob("*.yml") if p not in expected)
    assert stale == [], f"remove the golden traces of cases that are gone or not current: {stale}"


def test_a_trace_is_deterministic(reference):
    case = next(c for c in CURRENT if c.id == "linked-hidden-blade-star-crossed-mistarget")
    first, second = (run_case(case, reference, recorder=Recorder()).trace for _ in range(2))
    assert first == second and len(first) == len(case.script) + 1
    assert first[0]["step"] == "load" and all("events" in s and "changes" in s for s in first)
