"""An engine's expectations file: listed failures are xfail, listed passes are xpass and fail the run
until --update-expectations removes them (harness/expectations.py)."""
import textwrap

import pytest

from harness import expectations
from harness.cli import main
from conftest import FIXTURES, TESTS, make_cases

GOOD = str(FIXTURES / "good")
FILE = textwrap.dedent("""\
    # known failures of the mini engine
    fake-scripted-decision:   # the mini engine asks nothing
      reason: asks no question after a move
      issue: 7

    # passes since the mini engine learned to move
    fake-standard-move: {reason: could not move}
    fake-move-exhausted-rejected:
      reason: >-
        let exhausted units move
      issue: https://example.org/mini/issues/3
    """)


def write(tmp_path, text=FILE):
    path = tmp_path / "expectations.yaml"
    path.write_text(text)
    return path


def test_load(tmp_path):
    loaded = expectations.load(write(tmp_path))
    assert loaded["fake-scripted-decision"] == expectations.Expectation("asks no question after a move", "7")
    assert loaded["fake-standard-move"].describe() == "could not move"
    assert expectations.load(write(tmp_path, "# nothing expected to fail\n")) == {}


@pytest.mark.parametrize("text, message", [
    ("a: {reason: x, why: y}\n", "expectations.yaml:1: a: unknown key 'why' (allowed: reason, issue)"),
    ("a:\n  issue: 3\n", "expectations.yaml:1: a: a reason (text) is required"),
    ("- a\n", "expectations.yaml:1: expected a mapping of case id to {reason, issue}"),
    ("a: {reason: x}\na: {reason: y}\n", "expectations.yaml:2: duplicate key 'a'"),
])
def test_malformed_files_are_usage_errors(tmp_path, capsys, text, message):
    path = write(tmp_path, text)
    with pytest.raises(expectations.ExpectationsError) as problem:
        expectations.load(path)
    assert message in str(problem.value)
    assert main(["run", GOOD, "--engine", "fake_engines:MiniEngine", "--expectations", str(path)]) == 2
    assert message in capsys.readouterr().err


def test_xfail_does_not_fail_the_run_and_xpass_does(tmp_path, capsys):
    path = write(tmp_path)
    code = main(["run", GOOD, "--engine", "fake_engines:MiniEngine", "--expectations", str(path), "--json",
                 str(tmp_path / "r.json")])
    out = capsys.readouterr().out.splitlines()
    assert code == 1
    assert "XFAIL fake-scripted-decision (expected to fail: asks no question after a move; issue 7)" in out
    assert "XPASS fake-standard-move" in out
    assert any("passed, but" in line and "lists it as expected to fail (could not move)" in line for line in out)
    assert out[-2:] == ["0 passed, 0 failed, 1 skipped", "1 xfailed, 2 xpassed"]
    assert path.read_text() == FILE  # untouched without --update-expectations


def test_update_expectations_removes_what_passed(tmp_path, capsys):
    path = write(tmp_path)
    code = main(["run", GOOD, "--engine", "fake_engines:MiniEngine", "--expectations", str(path),
                 "--update-expectations"])
    out = capsys.readouterr().out.splitlines()
    assert code == 0
    assert out[-3] == (f"updated {path}: removed the 2 case(s) that passed: "
                       "fake-move-exhausted-rejected, fake-standard-move")
    assert path.read_text() == textwrap.dedent("""\
        # known failures of the mini engine
        fake-scripted-decision:   # the mini engine asks nothing
          reason: asks no question after a move
          issue: 7

        # passes since the mini engine learned to move
        """)
    assert main(["run", GOOD, "--engine", "fake_engines:MiniEngine", "--expectations", str(path)]) == 0


def test_update_of_an_unusual_layout_rewrites_the_file(tmp_path):
    path = write(tmp_path, "{a: {reason: x}, b: {reason: y, issue: 2}}\n")
    expectations.remove(path, ["a"])
    assert expectations.load(path) == {"b": expectations.Expectation("y", "2")}


def test_unknown_ids_are_warned_about_and_update_needs_a_file(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr("harness.paths.cases_dir", lambda: FIXTURES / "good")
    path = write(tmp_path, "renamed-case: {reason: x}\n")
    assert main(["run", "--engine", "fake_engines:AskingEngine", "-k", "decision", "--expectations", str(path)]) == 0
    assert f"warning: {path} lists renamed-case, which is not a case of the suite" in capsys.readouterr().out
    assert main(["run", GOOD, "--update-expectations"]) == 2
    assert "--update-expectations needs --expectations FILE" in capsys.readouterr().err


def test_plugin_reports_xfail_and_xpass(pytester, tmp_path):
    make_cases(pytester, *(FIXTURES / "good").glob("*.yaml"))
    write(pytester.path)
    pytester.syspathinsert(TESTS)
    result = pytester.runpytest("-rxs", "--riftcheck-cases", "suite", "suite", "--riftcheck-engine",
                                "fake_engines:MiniEngine", "--riftcheck-expectations", "expectations.yaml")
    result.assert_outcomes(xfailed=1, failed=2, skipped=1)
    result.stdout.fnmatch_lines(["*XPASS fake-standard-move*", "*expected to fail: asks no question after a move; issue 7*"])
