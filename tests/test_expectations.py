"""An engine's expectations file: listed failures are xfail, listed passes are xpass and fail the run
until --update-expectations removes them (harness/expectations.py)."""
import textwrap

import pytest

from harness import expectations
from harness.cli import main
from conftest import FIXTURES, TESTS, make_cases
from proc_util import UNUSED_PLUGINS

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
    result = pytester.runpytest(*UNUSED_PLUGINS, "-rxs", "--riftcheck-cases", "suite", "suite", "--riftcheck-engine",
                                "fake_engines:MiniEngine", "--riftcheck-expectations", "expectations.yaml")
    result.assert_outcomes(xfailed=1, failed=2, skipped=1)
    result.stdout.fnmatch_lines(["*XPASS fake-standard-move*", "*expected to fail: asks no question after a move; issue 7*"])


# --- rewriting the file: round trip, comments, atomic, locked (issue 16 / issue 11) -----------------------

def test_comments_inside_entries_and_anchors_survive_an_update(tmp_path):
    path = write(tmp_path, textwrap.dedent("""\
        # header
        a:
          reason: &why shared reason
        # a comment at column 0 inside b
          issue: 1
        b:
          reason: *why
        # a comment at column 0 inside b
          issue: 2
        c: {reason: z}  # end of c
        # after c
        """).replace("inside b\n  issue: 1", "inside a\n  issue: 1"))
    expectations.update(path, ["a"])
    text = path.read_text()
    assert expectations.load(path) == {"b": expectations.Expectation("shared reason", "2"),
                                       "c": expectations.Expectation("z")}
    for comment in ("# header", "# a comment at column 0 inside b", "# end of c", "# after c"):
        assert comment in text
    expectations.update(path, ["c"])
    assert "# after c" in path.read_text() and "# end of c" not in path.read_text()


def test_stale_ids_are_pruned_when_the_whole_suite_ran(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr("harness.paths.cases_dir", lambda: FIXTURES / "good")
    path = write(tmp_path, "# mine\nrenamed-case: {reason: x}\nfake-scripted-decision: {reason: asks nothing}\n")
    assert main(["run", "--engine", "fake_engines:MiniEngine", "--expectations", str(path), "--update-expectations"]) == 0
    assert "removed the 1 id(s) that name no case: renamed-case" in capsys.readouterr().out
    assert path.read_text() == "# mine\nfake-scripted-decision: {reason: asks nothing}\n"
    path.write_text("renamed-case: {reason: x}\n")  # with PATHS, ids outside them may still exist: kept
    main(["run", GOOD, "--engine", "fake_engines:MiniEngine", "--expectations", str(path), "--update-expectations"])
    assert path.read_text() == "renamed-case: {reason: x}\n"


def test_a_failed_write_leaves_the_file_intact(tmp_path, monkeypatch):
    path = write(tmp_path)
    monkeypatch.setattr("harness.atomic.os.replace", lambda *a: (_ for _ in ()).throw(OSError(28, "No space left on device")))
    with pytest.raises(OSError):
        expectations.update(path, ["fake-standard-move"])
    assert path.read_text() == FILE
    assert sorted(p.name for p in tmp_path.iterdir()) == ["expectations.yaml"]


def test_a_file_that_does_not_parse_is_never_accepted_nor_rewritten(tmp_path, capsys):
    cut = FILE[:FILE.index("{reason: could") + 10]  # cut in the middle of an entry
    path = write(tmp_path, cut)
    with pytest.raises(expectations.ExpectationsError):
        expectations.load(path)
    assert main(["run", GOOD, "--engine", "fake_engines:MiniEngine", "--expectations", str(path),
                 "--update-expectations"]) == 2
    assert path.read_text() == cut


def test_concurrent_updates_lose_no_removal(tmp_path):
    """Four processes (forked: harness.expectations is already imported) update one file at once."""
    import multiprocessing
    ids = [f"case-{i:02d}" for i in range(40)]
    path = write(tmp_path, "# many\n" + "".join(f"{i}:  # {i}\n  reason: r\n" for i in ids))
    fork = multiprocessing.get_context("fork")
    workers = [fork.Process(target=expectations.update, args=(str(path), ids[k::4][:8])) for k in range(4)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join(timeout=60)
    assert [w.exitcode for w in workers] == [0, 0, 0, 0]
    removed = {i for k in range(4) for i in ids[k::4][:8]}
    assert set(expectations.load(path)) == set(ids) - removed
    assert path.read_text().startswith("# many\n")


def test_write_expectations_from_a_run(tmp_path, capsys):
    path = tmp_path / "new" / "expected.yaml"
    assert main(["run", GOOD, "--engine", "fake_engines:WrongEngine", "--write-expectations", str(path)]) == 1
    assert f"wrote {path}: 2 case(s) expected to fail" in capsys.readouterr().out
    written = expectations.load(path)
    assert set(written) == {"fake-standard-move", "fake-scripted-decision"}
    assert written["fake-standard-move"].reason == ("final expect: 1 mismatch(es): tests/fixtures/good/"
                                                   "fake-standard-move.yaml:27: objects.scout.might: expected 2, observed 3")
    assert main(["run", GOOD, "--engine", "fake_engines:WrongEngine", "--expectations", str(path)]) == 0
    assert main(["run", GOOD, "--engine", "fake_engines:WrongEngine", "--write-expectations", str(path)]) == 2
    assert "the file exists" in capsys.readouterr().err
