"""Engine processes and everything they start, killed together.

:func:`spawn` starts an engine command in a new session (so in its own process group, and out of
the terminal's reach: Ctrl-C goes to the harness, which then ends the engine itself) with a marker
in its environment, ``RIFTCHECK_ENGINE=<token>``, which its children inherit. :meth:`Group.kill`
sends SIGKILL to the process group, then, where ``/proc`` exists (Linux), to every process whose
environment carries the marker: children that started their own session (``setsid``) or process
group, and orphans whose parent has exited, are found that way. A process that clears its
environment *and* leaves the group escapes; nothing else does.

Every live group is registered: :func:`kill_all` (called at exit, and from the harness's SIGTERM /
SIGINT handling through the ``finally`` blocks that close engines) ends them all. Where nothing else
handles SIGTERM or SIGHUP (under pytest, say), :func:`spawn` installs a handler that ends the groups
and then lets the signal do what it would have done.
"""
from __future__ import annotations

import atexit
import contextlib
import os
import signal
import subprocess
import threading
import uuid
from pathlib import Path

MARKER = "RIFTCHECK_ENGINE"
PROC = Path("/proc")
_LIVE: set["Group"] = set()


class Group:
    """One engine process, its process group and every process marked with its token."""

    def __init__(self, popen: subprocess.Popen, token: str):
        self.popen = popen
        self.token = token
        self.pgid = popen.pid if os.name == "posix" else None
        _LIVE.add(self)

    def kill(self) -> None:
        """SIGKILL the group and the marked processes (a few rounds, for any forked meanwhile), then
        reap the engine process."""
        try:
            for _ in range(5):
                if self.pgid is not None:
                    with contextlib.suppress(ProcessLookupError, PermissionError):
                        os.killpg(self.pgid, signal.SIGKILL)
                elif self.popen.poll() is None:
                    self.popen.kill()
                marked = marked_processes(self.token)
                for pid in marked:
                    with contextlib.suppress(ProcessLookupError, PermissionError):
                        os.kill(pid, signal.SIGKILL)
                if not marked:
                    break
            self.popen.wait()
        finally:
            _LIVE.discard(self)


def _end_then_default(signum: int, frame: object) -> None:
    kill_all()
    signal.signal(signum, signal.SIG_DFL)
    os.kill(os.getpid(), signum)


def _cleanup_on_signals() -> None:
    """SIGTERM/SIGHUP still at their default action: kill the engines first (main thread only)."""
    if threading.current_thread() is not threading.main_thread():
        return
    for name in ("SIGTERM", "SIGHUP"):
        signum = getattr(signal, name, None)
        with contextlib.suppress(ValueError, OSError, TypeError):
            if signum is not None and signal.getsignal(signum) == signal.SIG_DFL:
                signal.signal(signum, _end_then_default)


def spawn(argv: list[str], cwd: str | None = None) -> Group:
    """Start ``argv`` with piped stdin/stdout/stderr in a new session, marked for :meth:`Group.kill`."""
    _cleanup_on_signals()
    token = uuid.uuid4().hex
    popen = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             cwd=cwd, bufsize=0, env={**os.environ, MARKER: token},
                             start_new_session=os.name == "posix")
    return Group(popen, token)


def marked_processes(token: str) -> list[int]:
    """Pids of the processes (other than this one) whose environment has ``RIFTCHECK_ENGINE=token``;
    [] where there is no /proc. Zombies (already dead, not yet reaped) have no environment."""
    if not PROC.is_dir():
        return []
    needle = f"{MARKER}={token}".encode()
    found = []
    for entry in PROC.iterdir():
        if not entry.name.isdigit() or int(entry.name) == os.getpid():
            continue
        try:
            environ = (entry / "environ").read_bytes()
        except OSError:  # gone meanwhile, or not ours to read
            continue
        if needle in environ.split(b"\0"):
            found.append(int(entry.name))
    return found


def kill_all() -> None:
    """End every live engine group (at exit; after a signal)."""
    for group in list(_LIVE):
        with contextlib.suppress(Exception):
            group.kill()


atexit.register(kill_all)
