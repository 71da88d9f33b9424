"""``riftcheck run -j N`` (issue 13): the same results and output as -j 1, in the order of the cases;
a worker or engine process that crashes or hangs costs one case; signals kill every worker."""
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from harness import parallel
from harness.cli import main
from conftest import FIXTURES, TESTS, json_report
from proc_util import alive, children, hanging_env, wait_for_lines

GOOD = str(FIXTURES / "good")
LEVELS = str(FIXTURES / "levels")
FAKE = f"{sys.executable} {TESTS / 'protocol_engine.py'}"


def test_the_whole_suite_gives_the_same_results_in_two_worker_processes(sequential_report, tmp_path, capsys):
    assert main(["run", "-q", "-j", "2", "--json", str(tmp_path / "r.json")]) == 0
    assert json_report(tmp_path / "r.json") == sequential_report


def test_the_whole_suite_gives_the_same_results_through_two_engine_processes(sequential_report, served_report):
    """(`served_report`: the whole suite with -j 2 through two engine processes, once per session.)"""
    assert served_report["engine"]["name"] == "riftcheck-reference"  # served, the engine speaks protocol 1.2:
    assert {k: v for k, v in served_report.items() if k != "engine"} == \
        {k: v for k, v in sequential_report.items() if k != "engine"}  # its hello says so; the rest is the same


@pytest.mark.parametrize("engine", [["--engine", "fake_engines:WrongEngine"],
                                    ["--engine-cmd", f"{FAKE} none WrongEngine"]])
def test_the_output_is_that_of_one_job(capsys, engine):
    argv = ["run", GOOD, LEVELS, str(FIXTURES / "bad"), *engine, "--summary"]
    assert main(argv) == 1
    one = capsys.readouterr().out
    assert main([*argv, "-j", "3"]) == 1
    assert capsys.readouterr().out == one and one.count("FAIL ") == 2 and one.count("PASS ") == 4


def test_a_worker_that_dies_costs_only_its_case(capsys):
    code = main(["run", GOOD, "--engine", "fake_engines:DyingEngine", "-j", "2"])
    out = capsys.readouterr().out
    assert code == 1
    assert out.count("the worker process running this case died (exit status 7); a new one runs the next case") == 3
    assert "PASS fake-move-exhausted-rejected" not in out  # it acts too: every case that acts dies
    assert out.splitlines()[-2:] == ["0 passed, 0 failed, 1 skipped", "3 errors"]


def test_a_worker_that_stops_answering_is_killed_after_the_timeout(capsys, monkeypatch):
    monkeypatch.setattr(parallel, "GRACE", 0.3)  # FrozenEngine stops its worker for good: any wait shows it
    start = time.monotonic()
    code = main(["run", GOOD, "--engine", "fake_engines:FrozenEngine", "-j", "2", "--timeout", "0.3",
                 "-k", "standard"])
    out = capsys.readouterr().out
    assert code == 1 and time.monotonic() - start < 10
    assert "the worker process did not finish the case within 0.6 s (--timeout 0.3 and 0.3 s): it was killed" in out


def test_an_engine_that_hangs_in_a_worker_times_out_as_with_one_job(capsys):
    code = main(["run", GOOD, "--engine", "fake_engines:HangingEngine", "-j", "2", "--timeout", "0.3",
                 "-k", "standard"])
    out = capsys.readouterr().out
    assert code == 1 and "engine timed out: the case did not finish within 0.3 s" in out


def test_a_crashing_engine_process_costs_only_its_case(capsys):
    code = main(["run", GOOD, "--engine-cmd", f"{FAKE} crash", "-j", "2"])
    out = capsys.readouterr().out
    assert code == 1
    assert out.count("engine crashed: it exited with status 3") == 2  # the two cases that move the scout
    assert "PASS fake-move-exhausted-rejected" in out


def test_late_lines_are_blamed_on_their_own_case_with_two_engine_processes(capsys, tmp_path):
    # `late`: at its second load, an engine process answers its first case's `events` again. Four cases
    # on two processes: at least one process runs two, so at least one case is blamed.
    code = main(["run", GOOD, "--engine-cmd", f"{FAKE} late", "-j", "2", "--json", str(tmp_path / "r.json")])
    out = capsys.readouterr().out
    blamed = [line.split()[1] for line in out.splitlines() if line.endswith("(reported late)")]
    cases = {c["id"]: c for c in json.loads((tmp_path / "r.json").read_text())["cases"]}
    assert code == 1 and 1 <= len(blamed) <= 2 and len(set(blamed)) == len(blamed)
    for case_id in blamed:
        assert cases[case_id]["outcome"] == "error"
        assert any("(`events`) again, after the case had ended" in m for m in cases[case_id]["messages"])


@pytest.mark.parametrize("value", ["0", "-2", "many"])
def test_jobs_is_a_positive_number_or_auto(capsys, value):
    with pytest.raises(SystemExit) as exit_info:
        main(["run", GOOD, "-j", value])
    assert exit_info.value.code == 2 and "-j takes a number of jobs" in capsys.readouterr().err


def test_auto_is_the_number_of_cores():
    assert parallel.jobs_value("auto") == parallel.available_cores() >= 1


@pytest.mark.skipif(not Path("/proc/self/task").is_dir(), reason="lists a process's children from /proc")
@pytest.mark.parametrize("signum, status", [(signal.SIGTERM, 143), (signal.SIGINT, 130)])
def test_a_signalled_harness_kills_its_workers_and_writes_its_reports(tmp_path, signum, status):
    env = {**os.environ, "PYTHONPATH": str(TESTS.parent) + os.pathsep + str(TESTS),
           **hanging_env(tmp_path / "hanging")}
    harness = subprocess.Popen(
        [sys.executable, "-m", "harness", "run", GOOD, "--engine", "fake_engines:HangingEngine", "-j", "2",
         "--timeout", "60", "--json", str(tmp_path / "r.json")],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=TESTS.parent, env=env)
    try:
        hanging = {int(p) for p in wait_for_lines(tmp_path / "hanging", 2, what="hanging workers")}
        workers = children(harness.pid)  # each worker is in a hanging case
        assert hanging <= set(workers)
        harness.send_signal(signum)
        out, err = harness.communicate(timeout=20)
    finally:
        if harness.poll() is None:
            harness.kill()
    assert harness.returncode == status, err
    assert "the summary and reports cover the cases that ran" in err
    assert (tmp_path / "r.json").exists()
    assert len(workers) == 2 and [p for p in workers if alive(p)] == []
