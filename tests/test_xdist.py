"""The pytest plugin under pytest-xdist (issue 13): cases run in worker processes, and the session's
exit status (5 when no case ran, --riftcheck-min-passed) is decided by the controller from the outcomes
its workers report (one worker is enough to show that: the controller runs no case itself)."""

import pytest

from conftest import FIXTURES, TESTS, make_cases
from proc_util import UNUSED_PLUGINS

pytest.importorskip("xdist")


def run(pytester, engine, *extra, workers=1):  # one worker is enough: the controller still runs no case
    """The controller runs in this process (its exit status is what is checked), its workers in their own."""
    if not (pytester.path / "suite").exists():
        make_cases(pytester, *sorted((FIXTURES / "good").glob("*.yaml")))
    return pytester.runpytest_inprocess("-p", "no:cacheprovider", *UNUSED_PLUGINS, "-n", str(workers),
                                         "--riftcheck-cases", "suite", "suite", "--riftcheck-engine", engine, *extra)


@pytest.fixture
def pytester(pytester):
    # fake_engines and this checkout's harness, for the worker too: a worker started by an in-process
    # controller takes the sys.path this process had when xdist was imported, and then the conftest.
    pytester.makeconftest(f"import sys\nsys.path[:0] = [{str(TESTS)!r}, {str(TESTS.parent)!r}]\n")
    return pytester


_TWO_WORKERS: list[pytest.RunResult] = []


@pytest.fixture
def two_workers(pytester) -> pytest.RunResult:
    """One session in two workers with --riftcheck-min-passed 3, which the two cases that can pass cannot
    meet: the controller counts the outcomes of both workers. Two tests read this one run (made by the
    first of them to run in this process; its controller in this process, as `run`'s)."""
    if not _TWO_WORKERS:  # (MiniEngine asks no decision)
        _TWO_WORKERS.append(run(pytester, "fake_engines:MiniEngine", "-k", "not scripted",
                                "--riftcheck-min-passed", "3", workers=2))
    return _TWO_WORKERS[0]


def test_cases_run_in_two_workers(two_workers):
    two_workers.assert_outcomes(passed=2, skipped=1)
    assert "2 workers" in two_workers.stdout.str()


def test_min_passed_counts_the_cases_of_every_worker(two_workers):
    assert two_workers.ret == 1, two_workers.stdout.str()
    assert "only 2 case(s) passed; --riftcheck-min-passed requires 3" in two_workers.stdout.str()


def test_a_session_that_ran_no_case_exits_5_under_xdist(pytester):
    result = run(pytester, "fake_engines:NarrowEngine", "-k", "exhausted")
    result.assert_outcomes(skipped=1)
    assert result.ret == 5
