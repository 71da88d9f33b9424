"""Engines out of process (docs/protocol.md): the fake engine of tests/protocol_engine.py, with one
injected fault each, costs one case or is refused cleanly at the handshake, never the run."""
import os
import sys

import pytest

from harness.runner import run_case
from harness.subprocess_engine import EngineCommand, HandshakeError
from conftest import FIXTURES, TESTS, make_cases
from proc_util import UNUSED_PLUGINS

FAKE = f"{sys.executable} {TESTS / 'protocol_engine.py'}"
CRASHING_CASE, NEXT_CASE = "fake-standard-move", "fake-move-exhausted-rejected"  # the first moves `scout`
HANDSHAKE = 5  # seconds: a deadline that starting an engine meets even on a busy machine
HANG = 0.3  # seconds: a deadline that only a hang misses (a case on a started engine takes milliseconds)


@pytest.fixture
def engine():
    """engine(fault, engine_class=..., timeout=..., validate=...): a started EngineCommand, closed afterwards."""
    started = []

    def start(fault="none", engine_class="MiniEngine", timeout=2, validate=False):
        command = EngineCommand(f"{FAKE} {fault} {engine_class}", timeout=timeout, validate=validate)
        started.append(command)
        command.start()
        return command
    yield start
    for command in started:
        command.close()


def test_one_process_serves_every_case(cases, engine):
    command = engine()
    pid = command.process.popen.pid
    for case_id in (CRASHING_CASE, NEXT_CASE, "fake-old-ruling"):
        assert run_case(cases[case_id], command).outcome in ("pass", "skipped")
    assert command.process.popen.pid == pid
    command.close()
    assert command.process is None


def test_decisions_and_failures_cross_the_protocol(cases, engine):
    asking = engine(engine_class="AskingEngine")
    assert run_case(cases["fake-scripted-decision"], asking).outcome == "pass"
    result = run_case(cases[CRASHING_CASE], asking)
    assert result.outcome == "fail" and "unanswered decision request" in result.text
    result = run_case(cases[CRASHING_CASE], engine(engine_class="WrongEngine"))
    assert result.outcome == "fail" and "objects.scout.might: expected 2, observed 3" in result.text


def test_undeclared_mechanics_are_unsupported(cases, engine):
    result = run_case(cases[NEXT_CASE], engine(engine_class="NarrowEngine"))
    assert (result.outcome, result.messages) == ("unsupported", ["engine does not declare keywords Tank"])


@pytest.mark.parametrize("fault, message", [
    ("crash", "engine crashed: it exited with status 3 while answering `act`; the engine is restarted for the next case"),
    ("hang", "engine timed out: no answer to `act` within 0.3 s; it was killed; the engine is restarted for the next case"),
    ("garbage", "protocol error: the reply to `act` is not JSON (Expecting value: line 1 column 1 (char 0)): "
                "'this is not json' (stdout is for replies only: log to stderr); the engine is restarted for the next case"),
    ("shape", "protocol error: the reply to `act` breaks schema/protocol/act-reply.schema.json:\n"
              "  $.accepted: 'yes' is not of type 'boolean'\nthe engine is restarted for the next case"),
    ("twice", "protocol error: the engine wrote more than one line in reply to `act`: "
              "'{\"accepted\":true,\"decision\":null,\"seq\":4}' (stdout is for replies only: log to stderr); "
              "the engine is restarted for the next case"),
    ("error", "engine error while answering `act`: RuntimeError: the fake engine cannot move scouts"),
    ("binary", "protocol error: the reply to `act` is not UTF-8 (byte 0xff at offset 2): '\\x00\\x01\ufffd{}' "
               "(stdout is for replies only: log to stderr); the engine is restarted for the next case"),
    ("partial", "engine crashed: it exited with status 0 while answering `act`, after writing an unfinished line "
                "(no newline): '{\"accepted\": tr'; the engine is restarted for the next case"),
    ("deep", "protocol error: the reply to `act` nests objects and arrays more than 100 levels deep: "
             "'{\"accepted\": true, \"decision\": " + "[" * 89 + "...'; the engine is restarted for the next case"),
])
def test_a_faulty_engine_costs_one_case(cases, engine, fault, message):
    command = engine(fault, timeout=HANDSHAKE)
    if fault == "hang":
        command.timeout = HANG  # the hanging case's deadline (the others never wait for theirs)
    result = run_case(cases[CRASHING_CASE], command)
    assert result.outcome == "error"
    assert "\n".join(result.messages) == f"{cases[CRASHING_CASE].file}: {message}"
    command.timeout = HANDSHAKE
    assert run_case(cases[NEXT_CASE], command).outcome == "pass"  # restarted if it had to be


def test_an_engine_that_cannot_be_restarted_costs_each_case_once(cases, tmp_path):
    command = EngineCommand(f"{FAKE} crash-once MiniEngine {tmp_path / 'crashed'}", timeout=2)
    try:
        results = [run_case(cases[case_id], command) for case_id in (CRASHING_CASE, NEXT_CASE, NEXT_CASE)]
    finally:
        command.close()
    assert [r.outcome for r in results] == ["error"] * 3
    assert "engine crashed: it exited with status 3" in results[0].messages[0]
    assert "failed the handshake: engine crashed: it exited with status 4 while answering `hello`" in results[1].messages[0]
    assert "the engine could not be restarted: engine '" in results[2].messages[0]  # not tried again


def test_the_engine_traceback_and_stderr_are_kept(cases, engine):
    result = run_case(cases[CRASHING_CASE], engine("error"))
    assert "protocol_engine.py" in result.traceback and "RuntimeError: the fake engine cannot move scouts" in result.traceback
    result = run_case(cases[CRASHING_CASE], engine("crash"))
    assert result.stderr == "fake engine: about to crash\n"
    assert result.text.endswith("engine stderr:\n  fake engine: about to crash")


def test_stderr_is_attached_to_its_own_case(cases, engine):
    command = engine("noisy")
    first, second = run_case(cases[CRASHING_CASE], command), run_case(cases[NEXT_CASE], command)
    assert first.outcome == second.outcome == "pass"
    assert '"scout"' in first.stderr and '"tired"' not in first.stderr
    assert second.stderr.count("noisy engine") == 1 and '"tired"' in second.stderr


@pytest.mark.parametrize("fault, timeout, message", [
    ("version", 2, "speaks protocol 2.0; this harness speaks protocol 1.3 and a different major version is incompatible"),
    ("silent", 0.3, "failed the handshake: engine timed out: no answer to `hello` within 0.3 s; it was killed"),
])
def test_handshake_refusals_are_clean(engine, fault, timeout, message):
    with pytest.raises(HandshakeError) as refused:
        engine(fault, timeout=timeout)
    assert str(refused.value) == f"engine '{FAKE} {fault} MiniEngine' {message}"


def test_a_command_that_cannot_start_is_refused():
    with pytest.raises(HandshakeError, match="cannot start the engine command 'no-such-engine-binary --x'"):
        EngineCommand("no-such-engine-binary --x").start()
    with pytest.raises(HandshakeError, match="failed the handshake: engine crashed: it exited with status 1 "):
        EngineCommand(f"{sys.executable} -c 'import sys; sys.exit(1)'").start()


def test_validate_protocol_checks_the_observation(cases, engine):
    valid = engine(validate=True)
    for case_id in (CRASHING_CASE, NEXT_CASE):
        assert run_case(cases[case_id], valid).outcome == "pass"
    result = run_case(cases[NEXT_CASE], engine("observation", validate=True))
    assert (result.outcome, result.messages) == ("error", [
        f"{cases[NEXT_CASE].file}: protocol error: the observation breaks schema/observation.schema.json:",
        "  $.objects.tired.zone: 'nowhere' is not one of ['board', 'hand', 'deck', 'trash', 'banishment', "
        "'chain', 'facedown', 'legend', 'gone']"])


def test_no_engine_process_is_left_behind(engine):
    command = engine()
    pid = command.process.popen.pid
    command.close()
    with pytest.raises(ProcessLookupError):
        os.kill(pid, 0)


def test_cli_runs_an_engine_command_and_survives_its_crash(capsys):
    from harness.cli import main
    code = main(["run", str(FIXTURES / "good"), "--engine-cmd", f"{FAKE} crash", "--timeout", "2"])
    out = capsys.readouterr().out.splitlines()
    assert code == 1
    assert "PASS fake-move-exhausted-rejected" in out and "ERROR fake-standard-move" in out
    assert "      fake engine: about to crash" in out
    assert out[-2:] == ["1 passed, 0 failed, 1 skipped", "2 errors"]


@pytest.mark.parametrize("argv, message", [
    (["--engine-cmd", f"{FAKE} version"], "speaks protocol 2.0; this harness speaks protocol 1.3"),
    (["--engine-cmd", FAKE, "--timeout", "0"], "--timeout must be a positive number of seconds, not 0"),
])
def test_cli_refusals_exit_2(capsys, argv, message):
    from harness.cli import main
    assert main(["run", str(FIXTURES / "good"), *argv]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.startswith("riftcheck: error: ") and message in err


def test_plugin_runs_an_engine_command(pytester):
    make_cases(pytester, *(FIXTURES / "good").glob("*.yaml"))
    args = [*UNUSED_PLUGINS, "-rs", "--riftcheck-cases", "suite", "suite", "--riftcheck-timeout", "2",
            "--riftcheck-validate-protocol"]
    result = pytester.runpytest(*args, "--riftcheck-engine-cmd", f"{FAKE} crash")
    result.assert_outcomes(passed=1, failed=2, skipped=1)
    result.stdout.fnmatch_lines(["*engine crashed: it exited with status 3 while answering `act`*",
                                 "engine stderr:", "  fake engine: about to crash"])
    result = pytester.runpytest(*args, "--riftcheck-engine-cmd", f"{FAKE} version")
    result.assert_outcomes(failed=4)
    result.stdout.fnmatch_lines(["*speaks protocol 2.0; this harness speaks protocol 1.3*"])
