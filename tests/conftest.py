import gc
import json
import os
import pickle
import shutil
import sys
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
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


# `frozen`: what collection makes (thousands of test items) and what session- and module-scoped fixtures make
# (the loaded suite, the reference runs, corpora: hundreds of thousands of objects) is kept for a long while;
# gc.freeze() after making it takes it out of the cyclic garbage collector's full collections, which
# otherwise walk it again and again (~20% of the reference runs' CPU; a test allocating a lot after them
# paid up to ~3x). Frozen objects are still freed when their last reference goes; only a reference cycle
# that is garbage at the moment of a freeze stays until the process ends.
def pytest_collection_finish(session: pytest.Session) -> None:
    gc.freeze()


@pytest.hookimpl(hookwrapper=True)
def pytest_fixture_setup(fixturedef: pytest.FixtureDef, request: pytest.FixtureRequest) -> Iterator[None]:
    yield
    if fixturedef.scope in ("session", "module"):
        gc.freeze()


@pytest.fixture(scope="session")
def suite(tmp_path_factory):
    """The whole suite of cases/ as `load_cases` gives it: (valid cases in load order, load errors).
    Loaded once per session and shared: tests read the cases, never change them. Under pytest-xdist the
    first worker to need it loads it and pickles it to the session's shared directory (`shared_directory`)
    under a lock; the others read that (~0.1 s against ~0.5 s to load it from the case cache)."""
    from harness import paths
    from harness.loader import load_cases
    shared = shared_directory(tmp_path_factory)
    if shared is None:
        return load_cases([paths.cases_dir()])
    with shared_lock(shared, "suite"):
        kept = shared / "suite.pickle"
        if kept.exists():
            gc.disable()  # (unpickling many small objects: see `ReferenceRuns._fetch`)
            try:
                return pickle.loads(kept.read_bytes())
            finally:
                gc.enable()
        loaded = load_cases([paths.cases_dir()])
        part = kept.with_suffix(".part")  # complete or absent, should this process die while writing
        part.write_bytes(pickle.dumps(loaded, protocol=pickle.HIGHEST_PROTOCOL))
        part.replace(kept)
        return loaded


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
    """The reference engine's run of each current case, by id; a case is run when first asked for and kept.

    Under pytest-xdist the runs are made once per session for all workers: the cases (by id) are cut
    into chunks; the first worker to need a chunk runs its cases and pickles them (without their
    `Case`, which every worker has loaded) to the session's shared temporary directory under the
    chunk's lock (`shared_lock`); a worker that needs it later reads it (~0.1 ms a case against ~2 ms
    to run one). Chunks let both workers run cases at once instead of one waiting for the whole suite:
    `every()` takes the chunks no other worker is running first. Without xdist, one case at a time."""

    CHUNKS = 8

    def __init__(self, current_cases: list[Any], shared: Path | None = None):
        from harness.engines import engine_factory
        self._cases = {c.id: c for c in current_cases}
        self._runs: dict[str, ReferenceRun] = {}
        self._factory = engine_factory("reference", validate=True)
        self._shared = shared
        ids = sorted(self._cases)  # golden items run in the order of the ids: a worker's few chunks
        self._chunks = [ids[k * len(ids) // self.CHUNKS:(k + 1) * len(ids) // self.CHUNKS]
                        for k in range(self.CHUNKS)]
        self._chunk_of = {case_id: k for k, chunk in enumerate(self._chunks) for case_id in chunk}

    def __getitem__(self, case_id: str) -> ReferenceRun:
        if case_id not in self._runs:
            if self._shared is None:
                self._runs[case_id] = self._run(self._cases[case_id])  # KeyError: not a current case
            else:
                self._fetch(self._chunk_of[case_id], wait=True)
            gc.freeze()  # kept for the session: see `frozen`
        return self._runs[case_id]

    def __contains__(self, case_id: object) -> bool:
        return case_id in self._cases  # (Mapping's would run the case)

    def __iter__(self) -> Iterator[str]:
        return iter(self._cases)

    def __len__(self) -> int:
        return len(self._cases)

    def every(self) -> dict[str, ReferenceRun]:
        """The run of every current case, in load order."""
        if self._shared is not None:
            for wait in (False, True):  # first the chunks nobody is running, then wait for the rest
                for k, chunk in enumerate(self._chunks):
                    if chunk and chunk[0] not in self._runs:
                        self._fetch(k, wait)
        return {case_id: self[case_id] for case_id in self._cases}

    def _fetch(self, k: int, wait: bool) -> None:
        """Chunk k from the shared directory, run and written there first if no worker has yet."""
        with shared_lock(self._shared, f"reference-runs-{k}", wait) as locked:
            if not locked:
                return
            kept = self._shared / f"reference-runs-{k}.pickle"
            if kept.exists():
                gc.disable()  # (unpickling many small objects: the collector would run ~5 times for nothing)
                try:
                    runs = pickle.loads(kept.read_bytes())
                finally:
                    gc.enable()
                for case_id, run in runs.items():
                    run.result.case = self._cases[case_id]
            else:
                runs = {case_id: self._run(self._cases[case_id]) for case_id in self._chunks[k]}
                for run in runs.values():
                    run.result.case = None
                part = kept.with_suffix(".part")  # complete or absent, should this process die while writing
                part.write_bytes(pickle.dumps(runs, protocol=pickle.HIGHEST_PROTOCOL))
                part.replace(kept)
                for case_id, run in runs.items():
                    run.result.case = self._cases[case_id]
            self._runs.update(runs)
            gc.freeze()

    def _run(self, case: Any) -> ReferenceRun:
        from harness.runner import run_case
        returned: list[tuple[str, Any]] = []
        result = run_case(case, lambda: _Returned(self._factory, returned), recorder=_TraceRecorder())
        return ReferenceRun(result, returned)


def shared_directory(tmp_path_factory) -> Path | None:
    """The session's temporary directory shared by its pytest-xdist workers (pytest-xdist's recipe for a
    fixture computed once per session); None without xdist, or without flock (Windows)."""
    try:
        import fcntl  # noqa: F401
    except ImportError:
        return None
    return tmp_path_factory.getbasetemp().parent if os.environ.get("PYTEST_XDIST_WORKER") else None


@contextmanager
def shared_lock(shared: Path, name: str, wait: bool = True) -> Iterator[bool]:
    """Holds the lock `name` in the shared directory (yields True); without `wait`, yields False at
    once when another worker holds it."""
    import fcntl
    with open(shared / f"{name}.lock", "w") as lock:
        try:
            fcntl.flock(lock, fcntl.LOCK_EX | (0 if wait else fcntl.LOCK_NB))
        except BlockingIOError:
            yield False
            return
        yield True  # released when the file is closed


@pytest.fixture(scope="session")
def reference_runs(current_cases, tmp_path_factory) -> ReferenceRuns:
    """Every current case run once on the reference engine, in process, by id: the result with its
    per-step trace (harness/trace.py), and every observation and event list the runner was given.
    The engine is checked as by --validate-protocol (every observation and event list the runner gets is
    validated against its schema; a breach makes the case an error); the recorder observes the engine
    directly. Once per session, under xdist too (see `ReferenceRuns`). Shared by the tests that each
    ran the whole suite (every case passes with its golden trace, events, the protocol's in-process side,
    the quick checks, the modes)."""
    return ReferenceRuns(current_cases, shared_directory(tmp_path_factory))


def once_per_session(tmp_path_factory, name: str, compute) -> Any:
    """``compute()`` (a JSON value) once per test session, also under pytest-xdist: the first worker to
    need it writes it, under a lock, to the session's shared temporary directory (`shared_directory`);
    the other workers read it. Without xdist, or without flock (Windows), each process computes it itself."""
    shared = shared_directory(tmp_path_factory)
    if shared is None:
        return compute()
    with shared_lock(shared, name):
        kept = shared / f"{name}.json"
        if not kept.exists():
            kept.write_text(json.dumps(compute()), encoding="utf-8")
        return json.loads(kept.read_text(encoding="utf-8"))


def json_report(path: Path) -> dict:
    """A `riftcheck run --json` report without its durations (the rest is the same from run to run)."""
    return _without_durations(json.loads(path.read_text(encoding="utf-8")))


def _without_durations(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _without_durations(v) for k, v in value.items() if k != "duration"}
    if isinstance(value, list):
        return [_without_durations(v) for v in value]
    return value


SERVE = f"{sys.executable} -m reference_engine.serve"


def _run_report(tmp_path_factory, *options: str) -> dict:
    from harness.cli import main
    path = tmp_path_factory.mktemp("run") / "r.json"
    assert main(["run", "-q", *options, "--json", str(path)]) == 0
    return json_report(path)


@pytest.fixture(scope="session")
def sequential_report(suite, reference_runs) -> dict:
    """What `riftcheck run --json` of the whole suite on the reference engine in process, one case after
    the other (-j 1), reports without durations: derived from the session's runs instead of a third run of
    the suite. Each case's result is the one -j 1 gets from the same function (`harness.runner.run_case`,
    which `parallel.Sequential` calls through `parallel.run_one`): a current case's is its
    `reference_runs` result without its trace (-j 1 records none; the recorder only observes), any other
    case is run here (it is skipped before an engine is made). The cases and load errors are taken in the
    order the CLI takes them (`load_cases` of cases/, no filter), and the report is built by the CLI's
    own code (`report.json_report`, `trace.add_to_json`, `engine_info_of`, `invalid_results`)."""
    from dataclasses import replace
    from harness import report, trace
    from harness.cli_common import engine_info_of, invalid_results
    from harness.engines import engine_factory
    from harness.runner import run_case
    cases, errors = suite
    factory = engine_factory("reference")
    results = invalid_results(errors)
    for case in cases:
        if case.id in reference_runs:
            results.append(replace(reference_runs[case.id].result, trace=None))
        else:
            results.append(run_case(case, factory))
    data = report.json_report(results, engine_info_of(factory))
    trace.add_to_json(data, results)
    return _without_durations(json.loads(json.dumps(data, default=str)))  # as `report.write_json` writes it


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


# --- The test processes' garbage collector (issue 13) ---------------------------------------------------
# A test process holds a large, long-lived heap (the collected items, the suite's session fixtures: see
# `frozen` above) and its tests allocate many small containers (cases loaded, run and compared) with
# almost no garbage cycles. With CPython's default first-generation threshold (700 allocations) the cyclic
# collector ran often and its full collections walked the whole heap again. So, in test processes only
# (the harness as a library keeps its caller's settings): a larger first-generation threshold (fewer,
# larger young collections), and what exists once collection is over (items, modules) moved to the
# permanent generation (`pytest_collection_finish` above), as `frozen` does for the suite and the reference
# runs. Garbage is still collected: reference counting frees almost everything, and cycles made while tests
# run are found.
gc.set_threshold(10_000, 10, 10)
