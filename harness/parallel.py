"""``riftcheck run -j N``: cases across N workers, results in the order of the cases (issue 13).

:func:`executor` picks how the cases of a run are executed:

- ``-j 1`` (:class:`Sequential`): one case after the other in this process, as always.
- ``-j N`` with an in-process engine (:class:`ProcessPool`): N worker processes, each with its own
  engine instances and the run's cases, sent the index of one case at a time (``DEPTH`` ahead: a
  worker starts its next case without waiting for the harness). A worker runs a case exactly as
  ``-j 1`` does (:func:`run_one`: ``--timeout`` in a worker thread, ``--repeat``,
  ``--run-unsupported``). A worker that dies during a case (a crash of the engine's native code,
  ``os._exit``) or does not answer within the case's timeout and a grace period (an engine holding
  the interpreter) is killed: that case is an ``error``, and a new worker takes the next case (and
  the cases sent ahead to the lost worker).
- ``-j N`` with ``--engine-cmd`` (:class:`EnginePool`): N engine processes, each driven by a thread
  of this process (the harness waits on pipes there, so threads are enough). Each one is an
  :class:`~harness.subprocess_engine.EngineCommand` with everything ``-j 1`` has: its own deadline
  per case, restart after a crash, ``seq`` numbers, late lines blamed on the case they belong to.

Whatever the number of jobs, results come out in the order of the cases, and each case's result is
the one ``-j 1`` gives (tests/test_parallel.py runs the whole suite both ways). On Ctrl-C or SIGTERM,
:meth:`stop` kills every worker and engine process at once; the results that are complete are still
reported.
"""
from __future__ import annotations

import contextlib
import multiprocessing
import os
import queue
import signal
import sys
import threading
import time
import traceback
from collections import deque
from dataclasses import dataclass
from multiprocessing.connection import wait
from typing import Any, Callable, Iterator

from harness import trace
from harness.loader import Case
from harness.runner import Result, run_case, run_repeated

GRACE = 5.0  # seconds a worker may take past a case's timeout before it is killed
DEPTH = 2  # cases sent ahead to a worker: it starts its next case without waiting for the harness's reply


@dataclass(frozen=True)
class Options:
    """How each case runs: the options of ``riftcheck run`` that a worker needs."""

    timeout: float
    repeat: int = 1
    run_unsupported: bool = False
    trace: bool = False  # --trace: record each step (harness/trace.py)


def jobs_value(text: str) -> int:
    """``-j``: a number of jobs, at least 1, or ``auto`` (the cores this process may use)."""
    if text == "auto":
        return available_cores()
    try:
        jobs = int(text)
    except ValueError:
        raise ValueError(f"-j takes a number of jobs or `auto`, not {text!r}") from None
    if jobs < 1:
        raise ValueError(f"-j takes a number of jobs of at least 1, not {jobs}")
    return jobs


def available_cores() -> int:
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


def run_one(case: Case, factory: Any, options: Options, run: Callable[..., Result] = run_case,
            repeated: Callable[..., Result] = run_repeated) -> Result:
    """One case's result, whatever happens: a failure of the harness itself on this case is its error."""
    try:
        if options.repeat > 1:
            return repeated(case, factory, options.repeat, options.timeout)
        return run(case, factory, options.timeout, options.run_unsupported,
                   recorder=trace.Recorder() if options.trace else None)
    except Exception as exc:  # noqa: BLE001 - one case's problem must not end the run
        return Result(case.id, case.file, "error", [f"{case.file}: riftcheck failed on this case (a bug in "
                                                    f"riftcheck): {type(exc).__name__}: {exc}"],
                      traceback=traceback.format_exc(), case=case)


class Sequential:
    """``-j 1``: the cases one after the other, in this process."""

    jobs = 1

    def __init__(self, factory: Any, options: Options, run: Callable[[Case, Any, Options], Result] = run_one):
        self.factory, self.options, self.run = factory, options, run

    def results(self, cases: list[Case]) -> Iterator[Result]:
        for case in cases:
            yield self.run(case, self.factory, self.options)

    def take_late(self) -> list[tuple[str, str]]:
        """(case id, message) of lines an engine process wrote after their case had ended."""
        take = getattr(self.factory, "take_late", None)
        return take() if take else []

    def stop(self) -> None:
        """Ctrl-C/SIGTERM: an engine process is killed now, without a grace period."""
        stop = getattr(self.factory, "discard", None)
        if stop is not None:
            stop()

    def close(self) -> None:
        pass


class _Ordered:
    """Results that finish in any order, handed out in the order of the cases."""

    def __init__(self) -> None:
        self.done: dict[int, Result] = {}
        self.next = 0

    def add(self, index: int, result: Result) -> None:
        self.done[index] = result

    def ready(self) -> Iterator[Result]:
        while self.next in self.done:
            result = self.done.pop(self.next)
            self.next += 1
            yield result


def _lost(case: Case, why: str) -> Result:
    return Result(case.id, case.file, "error", [f"{case.file}: {why}"], case=case)


# --- in-process engines: worker processes -------------------------------------------------------

def _context() -> Any:
    """fork where it is safe and the default (Linux): workers start at once, with the engine module
    imported; spawn elsewhere."""
    methods = multiprocessing.get_all_start_methods()
    if "fork" in methods and sys.platform.startswith("linux"):
        return multiprocessing.get_context("fork")
    return multiprocessing.get_context("spawn")


def _die_with_parent() -> None:
    """Linux: the worker is killed when the harness dies, even by SIGKILL (PR_SET_PDEATHSIG)."""
    if not sys.platform.startswith("linux"):
        return
    with contextlib.suppress(Exception):
        import ctypes
        ctypes.CDLL(None, use_errno=True).prctl(1, int(signal.SIGKILL), 0, 0, 0)  # PR_SET_PDEATHSIG = 1


def _worker(conn: Any, cases: list[Case], engine: str, validate: bool, options: Options) -> None:
    """A worker process: runs each case whose index it is sent with its own engines, sends back the
    result. The worker has the run's cases from its start (a forked worker shares them; a spawned one
    gets them once), so only an index crosses the pipe per case, not the case."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the harness's to handle: it kills workers
    for name in ("SIGTERM", "SIGHUP"):  # not the harness's handlers (inherited by fork)
        if hasattr(signal, name):
            signal.signal(getattr(signal, name), signal.SIG_DFL)
    _die_with_parent()
    from harness.engines import engine_factory  # noqa: PLC0415 - after fork: nothing to import again
    factory: Any
    try:
        factory = engine_factory(engine, None, options.timeout, validate)
    except Exception as exc:  # noqa: BLE001 - the harness checked it already; say it per case
        factory = exc
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):
            return
        if message is None:
            return
        index = message
        case = cases[index]
        if isinstance(factory, Exception):
            result = _lost(case, f"the worker could not make the engine: {factory}")
        else:
            result = run_one(case, factory, options)
        result.case = None  # the harness has the case
        try:
            conn.send((index, result))
        except (OSError, ValueError):
            return


class _Slot:
    """One worker process and the cases sent to it, in the order it runs them: the first is running
    (its deadline counts from when it started), the others wait in the pipe (see ``DEPTH``)."""

    def __init__(self, context: Any, cases: list[Case], engine: str, validate: bool, options: Options):
        self.conn, child = context.Pipe()
        self.process = context.Process(target=_worker, args=(child, cases, engine, validate, options),
                                       name="riftcheck-worker", daemon=True)
        self.process.start()
        child.close()
        self.sent: deque[int] = deque()
        self.deadline = 0.0

    def kill(self) -> None:
        with contextlib.suppress(Exception):
            self.process.kill()
        with contextlib.suppress(Exception):
            self.process.join(5)
        with contextlib.suppress(Exception):
            self.conn.close()

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self.conn.send(None)
        self.process.join(1)
        self.kill()


class ProcessPool:
    """``-j N`` with an in-process engine: N worker processes (see the module docstring)."""

    def __init__(self, jobs: int, engine: str, validate: bool, options: Options):
        self.jobs, self.engine, self.validate, self.options = jobs, engine, validate, options
        self.context = _context()
        self.slots: list[_Slot] = []
        # a worker may take the case's timeout for each run, and a grace period
        self.grace = GRACE
        self.allowed = options.timeout * max(1, options.repeat) + self.grace

    def _start(self, cases: list[Case]) -> _Slot:
        slot = _Slot(self.context, cases, self.engine, self.validate, self.options)
        self.slots.append(slot)
        return slot

    def _replace(self, slot: _Slot, cases: list[Case]) -> None:
        slot.kill()
        self.slots.remove(slot)
        self._start(cases)

    def results(self, cases: list[Case]) -> Iterator[Result]:
        order = _Ordered()
        pending = deque(range(len(cases)))
        for _ in range(min(self.jobs, len(cases))):  # (one worker for one case: it still runs apart)
            self._start(cases)
        while order.next < len(cases):
            for slot in self.slots:
                while len(slot.sent) < DEPTH and pending:
                    if not slot.sent:
                        slot.deadline = time.monotonic() + self.allowed
                    slot.sent.append(pending.popleft())
                    try:
                        slot.conn.send(slot.sent[-1])
                    except (OSError, ValueError):
                        pass  # the worker is gone: found below
            busy = [s for s in self.slots if s.sent]
            if not busy:
                raise RuntimeError("no worker is running a case, and cases are left")
            waits = [s.conn for s in busy] + [s.process.sentinel for s in busy]
            timeout = max(0.0, min(s.deadline for s in busy) - time.monotonic())
            ready = set(wait(waits, timeout))
            for slot in busy:
                gone = False
                try:
                    while slot.sent and slot.conn.poll():
                        got, result = slot.conn.recv()
                        slot.sent.popleft()  # (a worker answers its cases in the order it was sent them)
                        result.case = cases[got]
                        order.add(got, result)
                        slot.deadline = time.monotonic() + self.allowed  # its next case starts now
                except (EOFError, OSError):
                    gone = True
                if not slot.sent:
                    continue
                index = slot.sent[0]
                if gone or slot.process.sentinel in ready:
                    slot.process.join(1)
                    how = _how(slot.process.exitcode)
                    order.add(index, _lost(cases[index], f"the worker process running this case died ({how}); "
                                                         f"a new one runs the next case"))
                elif time.monotonic() >= slot.deadline:
                    order.add(index, _lost(cases[index], f"the worker process did not finish the case within "
                                                         f"{self.allowed:g} s (--timeout {self.options.timeout:g} and "
                                                         f"{self.grace:g} s): it was killed; a new one runs the "
                                                         f"next case"))
                else:
                    continue
                slot.sent.popleft()
                pending.extendleft(reversed(slot.sent))  # the cases it had not started go to another worker
                slot.sent.clear()
                self._replace(slot, cases)
            yield from order.ready()

    def take_late(self) -> list[tuple[str, str]]:
        return []

    def stop(self) -> None:
        for slot in self.slots:
            slot.kill()
        self.slots.clear()

    def close(self) -> None:
        for slot in self.slots:
            slot.close()
        self.slots.clear()


def _how(exitcode: int | None) -> str:
    if exitcode is None:
        return "it stopped answering"
    if exitcode < 0:
        with contextlib.suppress(ValueError):
            return f"killed by {signal.Signals(-exitcode).name}"
        return f"killed by signal {-exitcode}"
    return f"exit status {exitcode}"


# --- engine processes: one thread each ----------------------------------------------------------

class EnginePool:
    """``-j N`` with ``--engine-cmd``: N engine processes, each driven by a thread (see the module
    docstring). ``first`` is the run's engine, already started (its handshake checked the command);
    ``make`` makes each of the others, started at their first case."""

    def __init__(self, jobs: int, first: Any, make: Callable[[], Any], options: Options,
                 run: Callable[[Case, Any, Options], Result] = run_one):
        self.jobs, self.options, self.run = jobs, options, run
        self.factories = [first] + [make() for _ in range(jobs - 1)]
        self.stopping = threading.Event()
        self.late: queue.SimpleQueue[tuple[str, str]] = queue.SimpleQueue()
        self.yielded: set[str] = set()

    def results(self, cases: list[Case]) -> Iterator[Result]:
        todo: queue.SimpleQueue[int] = queue.SimpleQueue()
        for index in range(len(cases)):
            todo.put(index)
        done: queue.SimpleQueue[tuple[int, Result]] = queue.SimpleQueue()
        order = _Ordered()
        threads = [threading.Thread(target=self._drive, args=(factory, cases, todo, done), daemon=True,
                                    name=f"riftcheck-engine-{n}")
                   for n, factory in enumerate(self.factories[:max(1, min(self.jobs, len(cases)))])]
        for thread in threads:
            thread.start()
        while order.next < len(cases):
            try:
                index, result = done.get(timeout=0.2)  # a short wait: Ctrl-C and SIGTERM get through
            except queue.Empty:
                if not any(t.is_alive() for t in threads):
                    raise RuntimeError("every engine thread ended before the cases did") from None
                continue
            order.add(index, result)
            for ready in order.ready():
                self.yielded.add(ready.id)
                yield ready

    def _drive(self, factory: Any, cases: list[Case], todo: Any, done: Any) -> None:
        while not self.stopping.is_set():
            try:
                index = todo.get_nowait()
            except queue.Empty:
                return
            result = self.run(cases[index], factory, self.options)
            take = getattr(factory, "take_late", None)
            for late in (take() if take else []):
                self.late.put(late)
            done.put((index, result))

    def take_late(self) -> list[tuple[str, str]]:
        """Late lines of cases already handed out. (A late line of a case that is still to be handed out
        can only come from a case already finished by its engine; it waits here until the case is out.)"""
        kept, out = [], []
        while True:
            try:
                item = self.late.get_nowait()
            except queue.Empty:
                break
            (out if item[0] in self.yielded else kept).append(item)
        for item in kept:
            self.late.put(item)
        return out

    def stop(self) -> None:
        self.stopping.set()
        for factory in self.factories:
            with contextlib.suppress(Exception):
                factory.discard()

    def close(self) -> None:
        self.stopping.set()
        for factory in self.factories[1:]:  # the first is the run's: the harness closes it
            with contextlib.suppress(Exception):
                factory.close()


def executor(jobs: int, factory: Any, options: Options, engine: str = "reference", validate: bool = False,
             make_engine: Callable[[], Any] | None = None,
             run: Callable[[Case, Any, Options], Result] = run_one) -> Sequential | ProcessPool | EnginePool:
    """How to run the cases: ``factory`` is the run's engine factory; ``make_engine`` makes another
    engine process (``--engine-cmd``), or is None for an in-process engine (``engine``: its spec).
    ``run`` runs one case in this process (worker processes use :func:`run_one`)."""
    if jobs <= 1:
        return Sequential(factory, options, run)
    if make_engine is not None:
        return EnginePool(jobs, factory, make_engine, options, run)
    return ProcessPool(jobs, engine, validate, options)
