"""Exit statuses like pytest's (harness/exitstatus.py): 5 when no case ran, --min-passed for CI."""
import pytest

from harness.cli import main
from conftest import FIXTURES, TESTS, make_cases
from proc_util import UNUSED_PLUGINS

GOOD, LEVELS_DIR = str(FIXTURES / "good"), str(FIXTURES / "levels")


def run(capsys, *argv):
    code = main(["run", *argv])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("argv, message", [
    ([GOOD, "-k", "no-such-case"], "no case was run: nothing selected (-k 'no-such-case' matched none of the 4 cases)"),
    ([GOOD, "--level", "core"], "no case was run: nothing selected (--level core matched none of the 4 cases)"),
    ([LEVELS_DIR, "--engine", "fake_engines:NarrowEngine", "--level", "keywords"],
     "no case was run: each of the 2 selected case(s) is unsupported or skipped: 2 unsupported (the engine does "
     "not declare what they require: `riftcheck blockers` lists it)"),
    ([GOOD, "-k", "old"], "no case was run: each of the 1 selected case(s) is unsupported or skipped: "
                          "1 skipped (superseded or conflicting)"),
    ([None], "no case was run: there are no case files in the given paths"),
])
def test_a_run_that_runs_no_case_exits_5_and_says_why(capsys, tmp_path, argv, message):
    code, out, err = run(capsys, *[a or str(tmp_path) for a in argv])  # None: an empty directory
    assert code == 5
    assert err == f"riftcheck: {message}\n"


def test_failures_win_over_nothing_ran(capsys):
    code, _, err = run(capsys, str(FIXTURES / "bad" / "unknown-key.yaml"))
    assert code == 1 and err == ""  # an invalid case file is an error, not "nothing ran"


def test_min_passed(capsys):
    code, _, err = run(capsys, LEVELS_DIR, "--min-passed", "6")
    assert (code, err) == (0, "")
    code, _, err = run(capsys, LEVELS_DIR, "--min-passed", "7")
    assert (code, err) == (1, "riftcheck: only 6 case(s) passed; --min-passed requires 7\n")
    code, _, err = run(capsys, LEVELS_DIR, "--min-passed", "-1")
    assert code == 2 and "--min-passed must be 0 or more" in err


def run_plugin(pytester, *extra):
    if not (pytester.path / "suite").exists():
        make_cases(pytester, *sorted((FIXTURES / "levels").glob("*.yaml")))
        pytester.syspathinsert(TESTS)
    return pytester.runpytest("-p", "no:cacheprovider", *UNUSED_PLUGINS, "--riftcheck-cases", "suite", "suite", *extra)


def test_plugin_exits_5_when_no_case_ran(pytester):
    result = run_plugin(pytester, "--riftcheck-engine", "fake_engines:NarrowEngine", "-k", "keywords or superseded")
    result.assert_outcomes(skipped=3)
    assert result.ret == 5
    result.stdout.fnmatch_lines(["riftcheck: no case was run: each of the 3 selected case(s) is unsupported or "
                                 "skipped: 2 unsupported*; 1 skipped (superseded or conflicting)"])
    result = run_plugin(pytester, "--riftcheck-engine", "fake_engines:NarrowEngine", "-k", "core")
    assert result.ret == 0


def test_plugin_min_passed(pytester):
    result = run_plugin(pytester, "--riftcheck-min-passed", "7")
    result.assert_outcomes(passed=6, skipped=1)
    assert result.ret == 1
    result.stdout.fnmatch_lines(["riftcheck: only 6 case(s) passed; --riftcheck-min-passed requires 7"])
