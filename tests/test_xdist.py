"""The pytest plugin under pytest-xdist (issue 13): cases run in worker processes, and the session's
exit status (5 when no case ran, --riftcheck-min-passed) is decided by the controller from the outcomes
its workers report (one worker is enough to show it: the controller runs no case itself)."""
import pytest

from conftest import FIXTURES, TESTS, make_cases
from proc_util import UNUSED_PLUGINS

pytest.importorskip("xdist")


def run(pytester, engine, *extra, workers="1"):
    if not (pytester.path / "suite").exists():
        make_cases(pytester, *sorted((FIXTURES / "good").glob("*.yaml")))
    return pytester.runpytest_subprocess("-p", "no:cacheprovider", *UNUSED_PLUGINS, "-n", workers,
                                         "--riftcheck-cases", "suite", "suite", "--riftcheck-engine", engine, *extra)


@pytest.fixture
def pytester(pytester):
    pytester.syspathinsert(TESTS)  # fake_engines, for the workers too (PYTHONPATH)
    pytester._monkeypatch.setenv("PYTHONPATH", f"{TESTS}:{TESTS.parent}")
    return pytester


def test_cases_run_in_two_workers(pytester):
    result = run(pytester, "fake_engines:MiniEngine", "-k", "not scripted", workers="2")  # (asks no decision)
    result.assert_outcomes(passed=2, skipped=1)
    assert "2 workers" in result.stdout.str() and result.ret == 0


def test_a_session_that_ran_no_case_exits_5_under_xdist(pytester):
    result = run(pytester, "fake_engines:NarrowEngine", "-k", "exhausted")
    result.assert_outcomes(skipped=1)
    assert result.ret == 5


def test_min_passed_counts_the_cases_of_every_worker(pytester):
    result = run(pytester, "fake_engines:MiniEngine", "-k", "not scripted", "--riftcheck-min-passed", "3")
    assert result.ret == 1 and "only 2 case(s) passed; --riftcheck-min-passed requires 3" in result.stdout.str()
