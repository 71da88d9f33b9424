"""Every current case passes on the reference engine, with its golden trace: the reference engine's full
per-step trace (harness/trace.py). And every case file loads; a case that is not current is skipped with
its reason. (These are the facts the pytest plugin's items of `cases/` showed in README's command; they read
the session's one shared run, `reference_runs`. The plugin itself is tested on real case files in
tests/test_plugin.py.)

Each case's trace (every step, the engine's events and the observation diff) is stored in
``tests/golden/`` (the same folders as ``cases/``, one ``<case id>.yml`` per case). A change in the engine's behaviour that no case asserts — an extra
event, a different order, a counter left behind — shows here as a diff in review. After an intended
change, regenerate and review the diff:

    python3 -m pytest tests/test_golden_traces.py --force-regen     # all cases
    python3 -m pytest tests/test_golden_traces.py -k linked --force-regen  # a folder of cases/
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import yaml

from harness import paths
from harness.engines import engine_factory
from harness.runner import run_case
from harness.trace import Recorder

GOLDEN = Path(__file__).resolve().parent / "golden"
CASES_DIR = paths.cases_dir().resolve()


def case_files_by_status() -> dict[bool, list[Path]]:
    """The case files, current (True) or not (False) by their top-level `status:` line, read as text
    (collection stays cheap: the suite is loaded once, at run time, by the `suite` fixture; the test below
    checks that these lists are exactly the loaded suite's current and other cases)."""
    status = re.compile(r"^status:\s*current\s*(#.*)?$", re.M)
    files: dict[bool, list[Path]] = {True: [], False: []}
    for path in sorted((p for p in CASES_DIR.rglob("*.yaml") if p.name != "sources.yaml"), key=lambda p: p.stem):
        files[bool(status.search(path.read_text(encoding="utf-8")))].append(path)
    return files


_BY_STATUS = case_files_by_status()
CURRENT_FILES, OTHER_FILES = _BY_STATUS[True], _BY_STATUS[False]


def golden_path(case_file: Path) -> Path:
    """tests/golden/ mirrors cases/: cases/linked/x.yaml -> tests/golden/linked/x.yml."""
    return GOLDEN / case_file.resolve().relative_to(CASES_DIR).with_suffix(".yml")


def test_the_traced_files_are_the_current_cases_of_the_suite(suite_cases, current_cases):
    """The text scan above finds exactly the cases the loader reads as current (a case id is its file name),
    and the others."""
    assert {p.stem: p.resolve() for p in CURRENT_FILES} == {c.id: c.path.resolve() for c in current_cases}
    assert {p.stem: p.resolve() for p in OTHER_FILES} == \
        {c.id: c.path.resolve() for c in suite_cases if c.status != "current"}


def test_every_case_file_of_the_suite_loads(suite):
    """(The plugin's item for a case file that does not load fails with these file:line messages.)"""
    assert [str(e) for e in suite[1]] == []


@pytest.mark.parametrize("case_file", OTHER_FILES, ids=[p.stem for p in OTHER_FILES])
def test_a_case_not_current_is_skipped_with_its_reason(case_file, suite_cases):
    """As the plugin skips it: `run_case` gives `skipped` with the status, the newer case and the reason."""
    case = next(c for c in suite_cases if c.id == case_file.stem)
    result = run_case(case, engine_factory("reference"))
    by = f" by {case.superseded_by}" if case.status == "superseded" else ""
    assert case.status in ("superseded", "conflicting") and case.status_note.strip()
    assert (result.outcome, result.messages) == ("skipped", [f"{case.status}{by}: {case.status_note}"])


def same(a: Any, b: Any) -> bool:
    """Equal and of the same types all the way down (1 is not 1.0 nor True, a tuple is not a list)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    return a == b


def holds(path: Path, data: dict[str, Any]) -> bool:
    """The golden file holds exactly `data` (read with libyaml: the common case is checked without writing
    the trace out as YAML text, which costs more than running the case)."""
    if not path.exists():
        return False
    return same(yaml.load(path.read_bytes(), Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader)), data)


def by_folder(files: list[Path]) -> dict[str, list[Path]]:
    """The case files by their folder under cases/ (`rules/339-step-3-pass`, `linked`): one test per folder
    and fact, not per case. (With xdist, an item costs ~1 ms of pytest's time in a worker and in the
    controller, as much as checking a case's trace; ~190 folders instead of 1227 cases.)"""
    folders: dict[str, list[Path]] = {}
    for path in files:
        folders.setdefault(path.parent.relative_to(CASES_DIR).as_posix(), []).append(path)
    return dict(sorted(folders.items()))


FOLDERS = by_folder(CURRENT_FILES)


def runs_of(folder: str, reference_runs) -> list[tuple[Path, Any]]:
    """(case file, its run in the shared run) for every current case of the folder."""
    runs = [(path, reference_runs.get(path.stem)) for path in FOLDERS[folder]]
    invalid = [str(path) for path, run in runs if run is None]
    assert invalid == [], f"not valid current cases (see `riftcheck validate`): {invalid}"
    return runs


@pytest.mark.parametrize("folder", FOLDERS)
def test_every_current_case_passes(folder, reference_runs):
    """Every current case of the folder passes on the reference engine; a failure lists every case that does
    not, each worded by the harness as `riftcheck run` and the pytest plugin word it."""
    failed = [f"{r.result.outcome.upper()} {r.result.id}\n{r.result.text}"
              for _, r in runs_of(folder, reference_runs) if r.result.outcome != "pass"]
    assert failed == [], "\n\n".join(failed)


@pytest.mark.parametrize("folder", FOLDERS)
def test_golden_traces(folder, reference_runs, request):
    """Every current case of the folder has its golden trace; a failure lists every case whose trace
    differs, each with pytest-regressions' diff (or, with --force-regen, each file it regenerated). (The
    `.obtained.yml` file it names is the test's, so it holds the last differing case's trace.)"""
    regen = request.config.getoption("force_regen") or request.config.getoption("regen_all")
    differ = []
    for case_file, run in runs_of(folder, reference_runs):
        data = {"case": case_file.stem, "outcome": run.result.outcome, "trace": run.result.trace}
        if regen or not holds(golden_path(case_file), data):
            # pytest-regressions words the diff, or regenerates; its fixture is asked for only here (it makes a
            # temporary directory per test, which cost more than the check itself when every test asked for it)
            try:
                request.getfixturevalue("data_regression").check(data, fullpath=golden_path(case_file))
            except (AssertionError, pytest.fail.Exception) as exc:
                differ.append(f"{case_file.stem}: {exc}")
    assert differ == [], "\n\n".join(differ)


def test_every_golden_trace_belongs_to_a_current_case(current_cases):
    """A trace left behind by a renamed or retired case is removed, not kept as a stale reference."""
    expected = {golden_path(c.path) for c in current_cases}
    stale = sorted(str(p.relative_to(GOLDEN)) for p in GOLDEN.rglob("*.yml") if p not in expected)
    assert stale == [], f"remove the golden traces of cases that are gone or not current: {stale}"


def test_a_trace_is_deterministic(current_cases):
    reference = engine_factory("reference", None, 10, False)
    case = next(c for c in current_cases if c.id == "linked-hidden-blade-star-crossed-mistarget")
    first, second = (run_case(case, reference, recorder=Recorder()).trace for _ in range(2))
    assert first == second and len(first) == len(case.script) + 1
    assert first[0]["step"] == "load" and all("events" in s and "changes" in s for s in first)
