"""Robustness corpus, the run as a whole (issue 16): bad options are usage errors before anything
runs; reports are written whole, to paths checked first, even when the run is interrupted or the
harness fails; a failed write loses only that report."""
import errno
import json
import os
import stat
import threading
import xml.etree.ElementTree as ET

import pytest

from harness import atomic, cli_run, expectations, report, runner
from harness.cli import main
from conftest import FIXTURES

GOOD = str(FIXTURES / "good")
MINI = ["--engine", "fake_engines:MiniEngine"]


@pytest.mark.parametrize("value, message", [
    ("nan", "--timeout must be a finite number of seconds, not nan"),
    ("inf", "--timeout must be a finite number of seconds, not inf"),
    ("1e12", "--timeout must be at most 86400 seconds (a day), not 1e+12"),
    ("-1", "--timeout must be a positive number of seconds, not -1"),
])
@pytest.mark.parametrize("command", ["run", "seat-swap"])
def test_bad_timeouts_are_usage_errors(capsys, value, message, command):
    assert main([command, GOOD, *MINI, "--timeout", value]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err == f"riftcheck: error: {message}\n"


def test_a_missing_report_directory_is_created(tmp_path, capsys):
    assert main(["run", GOOD, *MINI, "--json", str(tmp_path / "a" / "b" / "r.json"),
                 "--junit", str(tmp_path / "c" / "r.xml")]) == 1
    assert json.loads((tmp_path / "a" / "b" / "r.json").read_text())["totals"]["pass"] == 2
    ET.parse(tmp_path / "c" / "r.xml")


@pytest.mark.parametrize("where, message", [
    ("file/r.json", "cannot create the directory"),
    ("", "is a directory; give a file name"),
])
@pytest.mark.parametrize("command, option", [("run", "--junit"), ("report", "--html"), ("report", "--markdown")])
def test_an_unwritable_report_path_is_a_usage_error_before_the_run(tmp_path, capsys, where, message, command, option):
    (tmp_path / "file").write_text("a file, not a directory")
    assert main([command, GOOD, *MINI, option, str(tmp_path / where)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.startswith(f"riftcheck: error: {option} ") and message in err


def test_a_report_to_a_fifo_or_device_is_written_into_it_not_replaced(tmp_path, capsys):
    """`--json /dev/null` (or a FIFO) is written to; renaming a temporary file over it would replace
    the device with a regular file (it did, run as root)."""
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    got = []
    reader = threading.Thread(target=lambda: got.append(fifo.read_text()), daemon=True)
    reader.start()
    assert main(["run", GOOD, *MINI, "--json", str(fifo)]) == 1
    reader.join(10)
    assert stat.S_ISFIFO(fifo.stat().st_mode)
    assert json.loads(got[0])["totals"]["pass"] == 2


def test_a_report_that_cannot_be_written_loses_only_itself(tmp_path, capsys, monkeypatch):
    """A full disk while the JSON report is written: the old JSON file is intact, the JUnit report is
    written, the summary printed, and the exit status says so (3)."""
    (tmp_path / "r.json").write_text('{"old": true}\n')
    real = atomic.os.fsync

    def full(fd):
        if atomic.os.readlink(f"/proc/self/fd/{fd}").endswith(".tmp") and "r.json" in atomic.os.readlink(f"/proc/self/fd/{fd}"):
            raise OSError(errno.ENOSPC, "No space left on device")
        return real(fd)
    monkeypatch.setattr(atomic.os, "fsync", full)
    code = main(["run", GOOD, *MINI, "--json", str(tmp_path / "r.json"), "--junit", str(tmp_path / "r.xml")])
    out, err = capsys.readouterr()
    assert code == 3
    assert f"riftcheck: error: cannot write the JSON report {tmp_path / 'r.json'}: No space left on device" in err
    assert (tmp_path / "r.json").read_text() == '{"old": true}\n'
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == []  # no temporary file left
    assert ET.parse(tmp_path / "r.xml").getroot().find("testsuite").get("tests") == "4"
    assert out.splitlines()[-1] == "2 passed, 1 failed, 1 skipped"


def interrupt_at(monkeypatch, n, exc):
    real, calls = runner.run_case, []

    def run_case(*args, **kwargs):
        calls.append(1)
        if len(calls) == n:
            raise exc
        return real(*args, **kwargs)
    monkeypatch.setattr(cli_run, "run_case", run_case)


def test_ctrl_c_writes_the_partial_summary_and_reports(tmp_path, capsys, monkeypatch):
    interrupt_at(monkeypatch, 3, KeyboardInterrupt())
    code = main(["run", GOOD, *MINI, "--json", str(tmp_path / "r.json"), "--junit", str(tmp_path / "r.xml")])
    out, err = capsys.readouterr()
    assert code == 130
    assert "riftcheck: interrupted after 2 of 4 case(s); the summary and reports cover the cases that ran" in err
    assert out.splitlines()[-1] == "1 passed, 0 failed, 1 skipped"
    assert len(json.loads((tmp_path / "r.json").read_text())["cases"]) == 2
    assert ET.parse(tmp_path / "r.xml").getroot().find("testsuite").get("tests") == "2"


def test_a_harness_bug_outside_a_case_still_reports(tmp_path, capsys, monkeypatch):
    def broken(*args):
        raise ZeroDivisionError("a bug")
    monkeypatch.setattr(cli_run, "_amend_late", broken)
    code = main(["run", GOOD, *MINI, "--json", str(tmp_path / "r.json")])
    out, err = capsys.readouterr()
    assert code == 3
    assert "riftcheck: internal error (a bug in riftcheck; please report it):" in err and "ZeroDivisionError: a bug" in err
    assert out.splitlines()[-1] == "1 passed, 0 failed, 0 skipped"  # the first case ran
    assert json.loads((tmp_path / "r.json").read_text())["totals"]["pass"] == 1


def test_a_harness_bug_in_one_case_is_that_cases_error(capsys, monkeypatch):
    real = expectations.apply

    def apply(result, *args):
        if result.id == "fake-standard-move":
            raise KeyError("oops")
        return real(result, *args)
    monkeypatch.setattr(expectations, "apply", apply)
    assert main(["run", GOOD, *MINI]) == 1
    out = capsys.readouterr().out
    assert ("ERROR fake-standard-move\n    tests/fixtures/good/fake-standard-move.yaml: riftcheck failed on this case "
            "(a bug in riftcheck): KeyError: 'oops'") in out
    assert out.splitlines()[-2:] == ["1 passed, 1 failed, 1 skipped", "1 errors"]


def test_quiet_and_verbose(capsys):
    assert main(["run", GOOD, *MINI, "-q"]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "FAIL fake-scripted-decision" and not [line for line in out if line.startswith(("PASS", "SKIP"))]
    assert out[-1] == "2 passed, 1 failed, 1 skipped"
    assert main(["run", GOOD, *MINI, "-v", "-k", "standard"]) == 0
    line = capsys.readouterr().out.splitlines()[0]
    assert line.startswith("PASS fake-standard-move [") and line.endswith(" s]")


def test_junit_failures_carry_every_mismatch(tmp_path, capsys):
    main(["run", GOOD, "--engine", "fake_engines:WrongEngine", "--junit", str(tmp_path / "r.xml"), "-k", "standard"])
    failure = ET.parse(tmp_path / "r.xml").getroot().find(".//testcase[@name='fake-standard-move']/failure")
    message = failure.get("message")
    assert message.startswith("checkpoint") or message.startswith("final expect")
    assert "fake-standard-move.yaml:27: objects.scout.might: expected 2, observed 3" in message
    assert "objects.scout.might: expected 2, observed 3" in failure.text


def test_junit_is_well_formed_whatever_the_messages():
    result = runner.Result("case\x01", "f\ud800.yaml", "error", ["a \x00 b \x1b[0m \ud83d c \uffff"], 0.1, "tb \x07")
    root = ET.fromstring(b"".join([b'<?xml version="1.0"?>', report.ET.tostring(report.junit_xml([result]).getroot())]))
    error = root.find(".//error")
    assert error.get("message") == "a \\x00 b \\x1b[0m \\ud83d c \\uffff"
    assert root.find(".//testcase").get("name") == "case\\x01"
