"""Interrupted runs: SIGTERM and SIGHUP end a ``riftcheck`` command the way Ctrl-C does.

Inside :func:`signals_raise`, SIGTERM and SIGHUP raise :class:`Terminated` in the main thread, so the
same ``finally`` blocks run as for Ctrl-C (``KeyboardInterrupt``): the engine processes are killed
with their process groups, and ``run`` writes the summary and reports of the cases that ran. The exit
status is 128 + the signal number (130 for Ctrl-C, 143 for SIGTERM), as shells report it.
"""
from __future__ import annotations

import contextlib
import signal
import threading
from typing import Iterator

CATCH = tuple(s for s in (getattr(signal, "SIGTERM", None), getattr(signal, "SIGHUP", None)) if s is not None)


class Terminated(BaseException):
    """The harness was asked to stop by a signal (not an error of any case)."""

    def __init__(self, signum: int):
        super().__init__(f"terminated by {signal.Signals(signum).name}")
        self.signum = signum


def exit_status(exc: BaseException) -> int:
    """128 + the signal number: 130 for KeyboardInterrupt (SIGINT), 143 for SIGTERM."""
    return 128 + (exc.signum if isinstance(exc, Terminated) else int(signal.SIGINT))


def _raise(signum: int, frame: object) -> None:
    raise Terminated(signum)


@contextlib.contextmanager
def signals_raise() -> Iterator[None]:
    """SIGTERM/SIGHUP raise Terminated while inside (main thread only; elsewhere nothing changes)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = {}
    for signum in CATCH:
        try:
            previous[signum] = signal.signal(signum, _raise)
        except (ValueError, OSError):
            pass
    try:
        yield
    finally:
        for signum, handler in previous.items():
            with contextlib.suppress(ValueError, OSError, TypeError):
                signal.signal(signum, handler)
