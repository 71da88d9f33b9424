"""The pytest plugin under pytest-xdist (issue 13): cases run in worker processes, and the session's
exit status (5 when no case ran, --riftcheck-min-passed) is decided by the controller from the outcomes
its workers report (one worker is enough to show that: the controller runs no case itself)."""
import os
import re
import shutil
import subprocess
import sys

import pytest

from conftest import FIXTURES, TESTS, make_cases
from proc_util import UNUSED_PLUGINS

pytest.importorskip("xdist")


def run(pytester, engine, *extra):  # one worker is enough: the controller still runs no case
    """The controller runs in this process (its exit status is what is checked), its worker in its own."""
    if not (pytester.path / "suite").exists():
        make_cases(pytester, *sorted((FIXTURES / "good").glob("*.yaml")))
    return pytester.runpytest_inprocess("-p", "no:cacheprovider", *UNUSED_PLUGINS, "-n", "1",
                                         "--riftcheck-cases", "suite", "suite", "--riftcheck-engine", engine, *extra)


@pytest.fixture
def pytester(pytester):
    # fake_engines and this checkout's harness, for the worker too: a worker started by an in-process
    # controller takes the sys.path this process had when xdist was imported, and then the conftest.
    pytester.makeconftest(f"import sys\nsys.path[:0] = [{str(TESTS)!r}, {str(TESTS.parent)!r}]\n")
    return pytester


@pytest.fixture(scope="module")
def two_workers(tmp_path_factory) -> subprocess.CompletedProcess:
    """One session in two workers with --riftcheck-min-passed 3, which the two cases that can pass cannot
    meet: the controller counts the outcomes of both workers. Two tests read this one run."""
    root = tmp_path_factory.mktemp("two-workers")
    suite = root / "suite"
    suite.mkdir()
    for path in sorted((FIXTURES / "good").glob("*.yaml")):
        shutil.copy(path, suite / path.name)
    command = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", *UNUSED_PLUGINS, "-n", "2",
               "--riftcheck-cases", "suite", "suite", "--riftcheck-engine", "fake_engines:MiniEngine",
               "-k", "not scripted", "--riftcheck-min-passed", "3"]  # (MiniEngine asks no decision)
    env = {**os.environ, "PYTHONPATH": f"{TESTS}:{TESTS.parent}"}  # fake_engines, for the workers too
    return subprocess.run(command, cwd=root, env=env, capture_output=True, text=True, timeout=120)


def test_cases_run_in_two_workers(two_workers):
    summary = two_workers.stdout.strip().splitlines()[-1]
    assert re.match(r"=+ 2 passed, 1 skipped in ", summary), two_workers.stdout + two_workers.stderr
    assert "2 workers" in two_workers.stdout


def test_min_passed_counts_the_cases_of_every_worker(two_workers):
    assert two_workers.returncode == 1, two_workers.stdout + two_workers.stderr
    assert "only 2 case(s) passed; --riftcheck-min-passed requires 3" in two_workers.stdout


def test_a_session_that_ran_no_case_exits_5_under_xdist(pytester):
    result = run(pytester, "fake_engines:NarrowEngine", "-k", "exhausted")
    result.assert_outcomes(skipped=1)
    assert result.ret == 5
