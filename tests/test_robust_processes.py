"""No engine process survives (issue 16): the engine, its children and grandchildren, a child in its
own session and an orphan in its own session are all gone after the engine is closed, crashes, times
out, and after the harness itself gets SIGTERM or Ctrl-C."""
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from harness import procgroup
from harness.runner import run_case
from harness.subprocess_engine import EngineCommand
from conftest import FIXTURES, TESTS
from proc_util import UNUSED_PLUGINS, alive, gone, hanging_env, wait_for_lines

FAKE = f"{sys.executable} {TESTS / 'protocol_engine.py'}"
SLEEPERS = 6  # protocol_engine.py `children`: child, child + grandchild, setsid child, setsid parent + orphan
HAS_PROC = Path("/proc").is_dir()  # where the setsid ones can be found (Linux)
pytestmark = pytest.mark.skipif(os.name != "posix", reason="process groups are POSIX")


def wait_for_pids(path: Path, count: int, within: float = 20) -> list[int]:
    return [int(p) for p in wait_for_lines(path, count, within, what="sleeper pids")]


def started(tmp_path, fault="children", timeout=5.0):
    command = EngineCommand(f"{FAKE} {fault} MiniEngine {tmp_path / 'pids'}", timeout=timeout)
    command.start()
    pids = [command.process.popen.pid, *wait_for_pids(tmp_path / "pids", SLEEPERS)]
    return command, pids


@pytest.mark.skipif(not HAS_PROC, reason="finding setsid children needs /proc")
def test_close_leaves_no_process(tmp_path):
    command, pids = started(tmp_path)
    assert sum(alive(p) for p in pids[1:]) == SLEEPERS - 1  # the orphan's parent has exited
    command.close()
    assert gone(pids) == []


@pytest.mark.skipif(not HAS_PROC, reason="finding setsid children needs /proc")
@pytest.mark.parametrize("fault", ["crash", "hang"])
def test_a_crash_or_a_timeout_leaves_no_process(tmp_path, cases, fault):
    command, pids = started(tmp_path, "children" if fault == "crash" else "children-hang")
    command.timeout = 0.3  # the case's deadline (after a generous one to start): only a hang misses it
    try:
        if fault == "crash":
            command.process.popen.send_signal(signal.SIGKILL)
        result = run_case(cases["fake-standard-move"], command)
        assert result.outcome == "error"
        assert ("engine crashed: it exited with status -9" if fault == "crash" else "engine timed out") in result.messages[0]
        assert gone(pids) == []
    finally:
        command.close()


def test_the_process_group_is_killed_without_proc(tmp_path, monkeypatch):
    """Where /proc is missing, the process group still goes (children and grandchildren)."""
    monkeypatch.setattr(procgroup, "PROC", tmp_path / "no-proc")
    command, pids = started(tmp_path)
    sid = os.getsid(pids[0])
    same_group = [p for p in pids if alive(p) and os.getpgid(p) == sid]
    command.close()
    assert len(same_group) >= 4 and gone(same_group) == []  # the engine, a child, a child + its child
    procgroup.kill_all()
    monkeypatch.undo()
    for pid in pids:  # the setsid ones, for the other tests' sake
        if alive(pid):
            os.kill(pid, signal.SIGKILL)


@pytest.mark.skipif(not HAS_PROC, reason="finding setsid children needs /proc")
@pytest.mark.parametrize("signum, status", [(signal.SIGTERM, 143), (signal.SIGINT, 130)])
def test_a_signalled_harness_kills_its_engine_and_writes_its_reports(tmp_path, signum, status):
    """The harness is sent SIGTERM (or SIGINT, as Ctrl-C) while the engine hangs in a case: it writes
    the summary and reports of what ran, and exits 128 + the signal; no engine process is left."""
    pidfile = tmp_path / "pids"
    env = {**os.environ, "PYTHONPATH": str(TESTS.parent), **hanging_env(tmp_path / "hanging")}
    harness = subprocess.Popen(
        [sys.executable, "-m", "harness", "run", str(FIXTURES / "good"), "--engine-cmd",
         f"{FAKE} children-hang MiniEngine {pidfile}", "--timeout", "60", "--json", str(tmp_path / "r.json"),
         "--junit", str(tmp_path / "r.xml")],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=TESTS.parent, env=env)
    try:
        sleepers = wait_for_pids(pidfile, SLEEPERS)
        wait_for_lines(tmp_path / "hanging", 1, what="hanging engine")  # the first cases have run; one hangs
        harness.send_signal(signum)
        out, err = harness.communicate(timeout=20)
    finally:
        if harness.poll() is None:
            harness.kill()
    assert harness.returncode == status, err
    assert "after" in err and "the summary and reports cover the cases that ran" in err
    assert out.splitlines()[-1].endswith("skipped") or out.splitlines()[-2].endswith("skipped")
    assert (tmp_path / "r.json").exists() and (tmp_path / "r.xml").exists()
    assert gone(sleepers) == []


@pytest.mark.skipif(not HAS_PROC, reason="finding setsid children needs /proc")
def test_pytest_killed_by_sigterm_leaves_no_engine(tmp_path):
    """Under pytest nothing handles SIGTERM: the engine processes are ended before pytest dies of it."""
    pidfile = tmp_path / "pids"
    suite = tmp_path / "suite"
    suite.mkdir()
    for case in (FIXTURES / "good").glob("*.yaml"):
        (suite / case.name).write_text(case.read_text())
    env = {**os.environ, "PYTHONPATH": str(TESTS.parent), **hanging_env(tmp_path / "hanging")}
    run = subprocess.Popen([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", *UNUSED_PLUGINS,
                            "--riftcheck-cases", str(suite),
                            str(suite), "--riftcheck-engine-cmd", f"{FAKE} children-hang MiniEngine {pidfile}",
                            "--riftcheck-timeout", "60"], cwd=tmp_path, env=env,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        sleepers = wait_for_pids(pidfile, SLEEPERS)
        wait_for_lines(tmp_path / "hanging", 1, what="hanging engine")  # pytest is in a case
        run.send_signal(signal.SIGTERM)
        assert run.wait(timeout=20) == -signal.SIGTERM
    finally:
        if run.poll() is None:
            run.kill()
    assert gone(sleepers) == []
