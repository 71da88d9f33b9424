import json
import os
import shutil
import sys
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from harness.trace import Recorder

pytest_plugins = ["pytester"]

TESTS = Path(__file__).resolve().parent
FIXTURES = TESTS / "fixtures"
sys.path.insert(0, str(TESTS))  # fake_engines importable as MODULE:CLASS


@pytest.fixture(scope="session")
def cases():
    """The fixture cases of tests/fixtures/good, by id."""
    from harness.loader import load_cases
    loaded, errors = load_cases([FIXTURES / "good"])
    assert errors == []
    return {c.id: c for c in loaded}


@pytest.fixture(scope="session")
def suite():
    """The whole suite of cases/ as `load_cases` gives it: (valid cases in load order, load errors).
    Loaded once per process and shared: tests read the cases, never change them."""
    from harness import paths
    from harness.loader import load_cases
    return load_cases([paths.cases_dir()])


@pytest.fixture(scope="session")
def suite_cases(suite):
    """The valid cases of the suite, in load order (invalid files are the loader tests' business)."""
    return suite[0]


@pytest.fixture(scope="session")
def current_cases(suite_cases):
    """The suite's current cases, in load order."""
    return [c for c in suite_cases if c.status == "current"]


@dataclass
class ReferenceRun:
    """One current case run once on the reference engine in process (see `reference_runs`)."""

    result: Any                                             # harness.runner.Result, with .trace
    returned: list[tuple[str, Any]] = field(default_factory=list)  # ("observation" | "events", value)


class _Returned:
    """A checked reference engine that keeps every observation and event list it returns to the runner."""

    def __init__(self, factory, returned: list[tuple[str, Any]]):
        self.checked = factory()
        self.raw = self.checked._engine  # what the trace recorder observes (its calls are not kept)
        self._returned = returned

    def __getattr__(self, name: str) -> Any:
        return getattr(self.checked, name)

    def observe(self) -> Any:
        observation = self.checked.observe()
        self._returned.append(("observation", observation))
        return observation

    def events(self) -> Any:
        events = self.checked.events()
        self._returned.append(("events", events))
        return events


class _TraceRecorder(Recorder):
    """A trace recorder that observes the engine itself (what it observes is not kept as returned)."""

    def loaded(self, engine: _Returned) -> None:
        super().loaded(engine.raw)

    def after(self, engine: _Returned, index: int, step: dict[str, Any]) -> None:
        super().after(engine.raw, index, step)


class ReferenceRuns(Mapping):
    """The reference engine's run of each current case, by id; a case is run when first asked for (under
    xdist each worker runs only the cases its tests need) and kept."""

    def __init__(self, current_cases: list[Any]):
        from harness.engines import engine_factory
        self._cases = {c.id: c for c in current_cases}
        self._runs: dict[str, ReferenceRun] = {}
        self._factory = engine_factory("reference", validate=True)

    def __getitem__(self, case_id: str) -> ReferenceRun:
        if case_id not in self._runs:
            self._runs[case_id] = self._run(self._cases[case_id])
        return self._runs[case_id]

    def __iter__(self) -> Iterator[str]:
        return iter(self._cases)

    def __len__(self) -> int:
        return len(self._cases)

    def _run(self, case: Any) -> ReferenceRun:
        from harness.runner import run_case
        returned: list[tuple[str, Any]] = []
        result = run_case(case, lambda: _Returned(self._factory, returned), recorder=_TraceRecorder())
        return ReferenceRun(result, returned)


@pytest.fixture(scope="session")
def reference_runs(current_cases) -> ReferenceRuns:
    """Every current case run once on the reference engine, in process, by id: the result with its
    per-step trace (harness/trace.py), and every observation and event list the runner was given.
    The engine is checked as by --validate-protocol (every observation and event list the runner gets is
    validated against its schema; a breach makes the case an error); the recorder observes the engine
    directly. Shared by the tests that each ran the whole suite (golden traces, events, the protocol's
    in-process side, the quick checks, the modes)."""
    return ReferenceRuns(current_cases)


def once_per_session(tmp_path_factory, name: str, compute) -> Any:
    """``compute()`` (a JSON value) once per test session, also under pytest-xdist: the first worker to
    need it writes it, under a lock, to the session's shared temporary directory (pytest-xdist's recipe
    for a fixture computed once per session); the other workers read it. Without xdist, or without
    flock (Windows), each process computes it itself."""
    shared = tmp_path_factory.getbasetemp().parent if os.environ.get("PYTEST_XDIST_WORKER") else None
    try:
        import fcntl
    except ImportError:
        shared = None
    if shared is None:
        return compute()
    with open(shared / f"{name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file is closed
        kept = shared / f"{name}.json"
        if not kept.exists():
            kept.write_text(json.dumps(compute()), encoding="utf-8")
        return json.loads(kept.read_text(encoding="utf-8"))


def json_report(path: Path) -> dict:
    """A `riftcheck run --json` report without its durations (the rest is the same from run to run)."""
    def strip(value):
        if isinstance(value, dict):
            return {k: strip(v) for k, v in value.items() if k != "duration"}
        if isinstance(value, list):
            return [strip(v) for v in value]
        return value
    return strip(json.loads(path.read_text(encoding="utf-8")))


SERVE = f"{sys.executable} -m reference_engine.serve"


def _run_report(tmp_path_factory, *options: str) -> dict:
    from harness.cli import main
    path = tmp_path_factory.mktemp("run") / "r.json"
    assert main(["run", "-q", *options, "--json", str(path)]) == 0
    return json_report(path)


@pytest.fixture(scope="session")
def sequential_report(tmp_path_factory) -> dict:
    """`riftcheck run` of the whole suite on the reference engine in process, one case after the other
    (-j 1): its JSON report without durations, once per session (`once_per_session`)."""
    return once_per_session(tmp_path_factory, "whole-suite-j1", lambda: _run_report(tmp_path_factory))


@pytest.fixture(scope="session")
def served_report(tmp_path_factory) -> dict:
    """`riftcheck run -j 2 --engine-cmd` of the whole suite through two reference engine processes
    (reference_engine/serve.py, the engine protocol): its JSON report without durations, once per
    session. Read by the -j equivalence (tests/test_parallel.py) and by the in- and out-of-process
    comparison (tests/test_protocol.py): two facts of the same run."""
    return once_per_session(tmp_path_factory, "whole-suite-served-j2",
                            lambda: _run_report(tmp_path_factory, "-j", "2", "--engine-cmd", SERVE))


def make_cases(pytester, *files):
    """Copy case files into pytester's directory `suite/` (for --riftcheck-cases suite)."""
    root = pytester.path / "suite"
    root.mkdir()
    for path in files:
        shutil.copy(path, root / path.name)
    return root
