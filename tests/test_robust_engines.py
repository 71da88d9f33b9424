"""Robustness corpus, misbehaving engines (issue 16), in process and over the protocol: each fault
costs one case an ERROR with a clear message; the next case runs; the reports are well-formed."""
import json
import sys
import time
import xml.etree.ElementTree as ET

import pytest

import fake_engines as fe
from harness import subprocess_engine
from harness.cli import main
from harness.runner import run_case, run_repeated
from harness.subprocess_engine import EngineCommand
from harness.trace import Recorder
from conftest import FIXTURES, TESTS

GOOD = str(FIXTURES / "good")
FAKE = f"{sys.executable} {TESTS / 'protocol_engine.py'}"
MOVING, OTHER = "fake-standard-move", "fake-move-exhausted-rejected"  # only the first moves `scout`


@pytest.fixture
def command():
    started = []

    def start(fault, timeout=2.0):
        engine = EngineCommand(f"{FAKE} {fault} MiniEngine", timeout=timeout)
        started.append(engine)
        engine.start()
        return engine
    yield start
    for engine in started:
        engine.close()


def test_sys_exit_in_an_in_process_engine_is_that_cases_error(cases):
    result = run_case(cases[MOVING], fe.ExitingEngine, timeout=5)
    assert result.outcome == "error"
    assert result.messages == [f"{cases[MOVING].file}: engine raised SystemExit: 0 (it tried to end the harness)"]
    assert run_case(cases[OTHER], fe.ExitingEngine, timeout=5).outcome == "error"  # its act raises too
    assert run_case(cases[OTHER], fe.MiniEngine, timeout=5).outcome == "pass"


def test_a_recursion_error_is_that_cases_error_with_a_traceback_only_of_the_engine(cases):
    deep = run_case(cases[MOVING], fe.DeepEngine, timeout=5, recorder=Recorder())  # the trace's diff cannot read it
    assert deep.outcome == "error" and deep.traceback == ""
    assert deep.messages == [f"{cases[MOVING].file}: the engine returned a value nested too deeply for the "
                             f"harness to compare (observations nest about 5 levels of mappings and lists)"]
    own = run_case(cases[MOVING], fe.RecursingEngine, timeout=5)  # the engine's own unbounded recursion
    assert own.outcome == "error" and own.messages[0].startswith(f"{cases[MOVING].file}: engine raised RecursionError")
    assert "fake_engines.py" in own.traceback and "harness/runner.py" not in own.traceback


def test_sys_exit_without_a_timeout_is_caught_too(cases):
    assert run_case(cases[MOVING], fe.ExitingEngine).outcome == "error"


def test_a_hanging_in_process_engine_is_timed_out(cases):
    start = time.perf_counter()
    result = run_case(cases[MOVING], fe.HangingEngine, timeout=0.2)
    assert time.perf_counter() - start < 5
    assert result.outcome == "error"
    assert result.messages == [f"{cases[MOVING].file}: engine timed out: the case did not finish within 0.2 s "
                               f"(an in-process engine: its thread is left behind)"]


def test_the_run_goes_on_after_exit_and_hang(capsys):
    code = main(["run", GOOD, "--engine", "fake_engines:ExitingEngine", "--timeout", "2"])
    out = capsys.readouterr().out.splitlines()
    assert code == 1 and "ERROR fake-standard-move" in out
    assert out[-2:] == ["0 passed, 0 failed, 1 skipped", "3 errors"]
    code = main(["run", GOOD, "--engine", "fake_engines:HangingEngine", "--timeout", "0.2", "-k", "standard"])
    out = capsys.readouterr().out.splitlines()
    assert code == 1 and out[-2:] == ["0 passed, 0 failed, 0 skipped", "1 errors"]


def check_reports(tmp_path):
    """The JSON report parses, the JUnit report is well-formed XML with every message."""
    report = json.loads((tmp_path / "r.json").read_text(encoding="utf-8"))
    root = ET.parse(tmp_path / "r.xml").getroot()  # raises if not well-formed
    return report, root


@pytest.mark.parametrize("engine", ["--engine fake_engines:GarbledEngine", f"--engine-cmd {FAKE}|surrogate"])
def test_surrogates_and_control_characters_in_engine_messages(tmp_path, capsys, engine):
    option, value = engine.split(" ", 1)
    code = main(["run", GOOD, option, value.replace("|", " "), "--json", str(tmp_path / "r.json"),
                 "--junit", str(tmp_path / "r.xml")])
    out = capsys.readouterr().out
    assert code == 1
    assert "\\ud800" in out and "ERROR fake-standard-move" in out  # written as an escape, not a crash
    report, root = check_reports(tmp_path)
    error = root.find(".//testcase[@name='fake-standard-move']/error")
    assert "\\ud800" in error.get("message") and "\\x01" in error.get("message") and "\\x1b" in error.text
    assert any("\ud800" in m for c in report["cases"] for m in c["messages"])  # JSON keeps the text exactly


def test_an_engine_that_exits_while_its_child_holds_stdout_is_a_crash(cases, command):
    engine = command("exit-child", timeout=5)
    start = time.perf_counter()
    result = run_case(cases[MOVING], engine)
    assert time.perf_counter() - start < 3  # not waiting for the 5 s deadline
    assert result.messages[0].startswith(f"{cases[MOVING].file}: engine crashed: it exited with status 3 "
                                         f"while answering `act`")
    assert run_case(cases[OTHER], engine).outcome == "pass"


def test_a_late_reply_is_blamed_on_its_own_case(capsys):
    code = main(["run", GOOD, "--engine-cmd", f"{FAKE} late", "-k", "exhausted or standard"])
    out = capsys.readouterr().out.splitlines()
    assert code == 1
    assert out[:3] == ["PASS fake-move-exhausted-rejected", "PASS fake-standard-move",
                       "ERROR fake-move-exhausted-rejected (reported late)"]
    assert out[3].startswith("    the engine answered request 6 (`events`) again, after the case had ended: ")
    assert out[-2:] == ["1 passed, 0 failed, 0 skipped", "1 errors"]


def test_a_stray_line_after_a_case_is_that_cases_error(capsys):
    code = main(["run", GOOD, "--engine-cmd", f"{FAKE} stray", "-k", "exhausted or standard"])
    out = capsys.readouterr().out
    assert code == 1
    assert "PASS fake-standard-move" in out  # the next case is not charged with it
    assert "'debug: done' (stdout is for replies only: log to stderr)" in out
    assert out.splitlines()[-2:] == ["1 passed, 0 failed, 0 skipped", "1 errors"]


def test_an_engine_without_seq_still_works(cases, command):
    engine = command("old")
    assert not engine.use_seq
    assert [run_case(cases[c], engine).outcome for c in (MOVING, OTHER)] == ["pass", "pass"]


def test_a_too_long_reply_line(cases, command, monkeypatch):
    monkeypatch.setattr(subprocess_engine, "MAX_REPLY_BYTES", 50_000)
    engine = command("long")
    result = run_case(cases[MOVING], engine)
    assert result.outcome == "error"
    assert "protocol error: the reply to `act` is longer than 50000 bytes (the limit for one line)" in result.messages[0]
    assert run_case(cases[OTHER], engine).outcome == "pass"


def test_stderr_kept_per_case_is_limited(cases, command):
    result = run_case(cases[MOVING], command("flood"))
    assert result.outcome == "pass"
    assert result.stderr.startswith("[... ") and "bytes of stderr left out ...]" in result.stderr
    assert result.stderr.endswith("the end of stderr\n") and len(result.stderr) < 70_000


def test_a_flaky_engine_is_flagged(cases, capsys):
    result = run_repeated(cases[MOVING], fe.FlakyEngine, 3)
    assert result.outcome == "flaky"
    assert result.messages[0].endswith("the outcome differs between 3 runs (pass 2, fail 1); a run that gave fail:") \
        or result.messages[0].endswith("the outcome differs between 3 runs (fail 2, pass 1); a run that gave fail:")
    assert run_repeated(cases[MOVING], fe.MiniEngine, 3).outcome == "pass"
    code = main(["run", GOOD, "--engine", "fake_engines:FlakyEngine", "--repeat", "2", "-k", "standard"])
    out = capsys.readouterr().out.splitlines()
    assert code == 1 and "FLAKY fake-standard-move" in out and out[-1] == "1 flaky"
