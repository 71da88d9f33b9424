"""Helpers for the tests that start processes and wait on them: poll with a short interval and a
generous deadline (never a fixed sleep), and see which processes are still alive.

A fake engine that begins to hang appends its pid to the file named by ``$RIFTCHECK_TEST_HANGING``
(:func:`fake_engines.note_hanging`): :func:`hanging_env` sets it, :func:`wait_for_lines` waits for it.
"""
from __future__ import annotations

import os
import time
from pathlib import Path

from fake_engines import HANGING_FILE

POLL = 0.02  # seconds between two looks


def alive(pid: int) -> bool:
    """Running (a zombie is dead, only not yet reaped by its new parent)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return True


def gone(pids: list[int], within: float = 5) -> list[int]:
    """The pids still alive after waiting up to ``within`` seconds for them all to end."""
    end = time.monotonic() + within
    while time.monotonic() < end and any(alive(p) for p in pids):
        time.sleep(POLL)
    return [p for p in pids if alive(p)]


def wait_for_lines(path: Path, count: int, within: float = 20, what: str = "lines") -> list[str]:
    """The first complete lines of ``path`` once there are at least ``count``; AssertionError (with
    what the file holds) after ``within`` seconds."""
    end = time.monotonic() + within
    while True:
        text = path.read_text() if path.exists() else ""
        lines = text.split("\n")[:-1]  # complete lines only: a writer may be half way through one
        if len(lines) >= count:
            return lines
        if time.monotonic() > end:
            raise AssertionError(f"{path.name}: {count} {what} expected within {within:g} s, found: {text!r}")
        time.sleep(POLL)


def hanging_env(path: Path) -> dict[str, str]:
    """Settings for a process whose fake engines should say, in ``path``, when they begin to hang."""
    return {HANGING_FILE: str(path)}


def children(pid: int) -> list[int]:
    """The pids of a process's children (Linux /proc)."""
    found = []
    for task in Path(f"/proc/{pid}/task").iterdir():
        found += [int(p) for p in (task / "children").read_text().split()]
    return found


# pytest plugins that the runs of the riftcheck plugin these tests start (in process or not) never use:
# hypothesis's imports the whole of hypothesis at the end of every session (~0.8 s a run), and
# pytest-benchmark warns under xdist. `-p no:NAME` is a no-op where NAME is not installed.
UNUSED_PLUGINS = ("-p", "no:hypothesispytest", "-p", "no:benchmark")
