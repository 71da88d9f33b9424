"""Run one case against one engine (docs/case-format.md, sections 3, 5 and 8).

``run_case(case, factory)`` returns a :class:`Result` with outcome pass, fail, error, skipped or
unsupported, and human-readable messages that cite the case file and line. Exceptions from the
engine never escape: they become ``error`` with the traceback kept. With a ``timeout``, an in-process
engine runs in a worker thread and a case that does not end in time is an ``error`` (the thread is
abandoned: Python cannot stop it); ``SystemExit`` raised by an engine is that case's ``error`` too.
"""
from __future__ import annotations

import threading
import time
import traceback
from pathlib import Path
from dataclasses import dataclass, field
from typing import Any, Callable

from harness import blockers
from harness.adapter import ActResult, Engine, EngineFault, as_plain
from harness.compare import compare, diff, fmt
from harness.notation import flow
from harness.loader import Case, LoadError

HARNESS_DIR = Path(__file__).resolve().parent
OUTCOMES = ("pass", "fail", "error", "skipped", "unsupported", "xfail", "xpass",  # x*: harness/expectations.py
            "flaky")  # --repeat: the outcome differed between runs
ORDER_KINDS = {"order-triggers", "order-replacements"}
SINGLE_CHOICE_KINDS = {"may", "pay-cost", "choose-target", "choose-mode", "choose-card", "choose-location"}


@dataclass
class Result:
    id: str
    file: str
    outcome: str
    messages: list[str] = field(default_factory=list)
    duration: float = 0.0
    traceback: str = ""
    stderr: str = ""  # what an out-of-process engine wrote on stderr during the case
    undeclared: str = ""  # with --run-unsupported: what the engine does not declare (the case ran anyway)
    ran_anyway: str = ""  # ... and the outcome it had (pass, fail, error); the outcome stays unsupported
    trace: list[dict[str, Any]] | None = None  # per-step trace, when run with a recorder (harness/trace.py)
    case: Case | None = field(default=None, repr=False)

    @classmethod
    def invalid(cls, file: str, errors: list[LoadError]) -> "Result":
        """An invalid case file: an error whose messages are the file:line problems."""
        return cls(Path(file).stem, file, "error", [str(e) for e in errors])

    @property
    def text(self) -> str:
        body = "\n".join(self.messages)
        if self.traceback:
            body = f"{body}\n{self.traceback}".strip()
        if self.stderr.strip():
            body += "\nengine stderr:\n" + "\n".join(f"  {line}" for line in self.stderr.rstrip().splitlines())
        return body


class CaseFailed(Exception):
    """Raised inside the runner to end a case as ``fail``."""


def _act_result(value: Any) -> ActResult:
    if isinstance(value, ActResult):
        return value
    data = as_plain(value) or {}
    return ActResult(bool(data.get("accepted")), str(data.get("reason", "")))


class CaseTimeout(Exception):
    """An in-process engine did not finish the case in time."""


class _Escaped(Exception):
    """A BaseException (SystemExit, KeyboardInterrupt, ...) an engine raised in the worker thread."""

    def __init__(self, exc: BaseException):
        super().__init__(exc)
        self.exc = exc


def in_thread(body: Callable[[], Any], timeout: float) -> Any:
    """``body()`` in a daemon worker thread, waiting at most ``timeout`` seconds (CaseTimeout). What
    it raises is raised here; a BaseException that is not an Exception comes as _Escaped."""
    box: dict[str, Any] = {}

    def target() -> None:
        try:
            box["value"] = body()
        except Exception as exc:  # noqa: BLE001 - handed to the caller
            box["error"] = exc
        except BaseException as exc:  # noqa: BLE001 - SystemExit from an engine must not end the run
            box["error"] = _Escaped(exc)

    worker = threading.Thread(target=target, name="riftcheck-case", daemon=True)
    worker.start()
    worker.join(timeout)
    if worker.is_alive():
        raise CaseTimeout()
    if "error" in box:
        raise box["error"]
    return box.get("value")


def run_case(case: Case, factory: Callable[[], Engine], timeout: float | None = None,
             run_unsupported: bool = False, recorder: Any = None) -> Result:
    """Run one case. ``timeout`` (seconds) applies to in-process engines; an engine process
    (``harness.subprocess_engine``) keeps its own deadline. With ``run_unsupported``, a case the engine
    does not declare what it needs for is run anyway: it stays ``unsupported``, and ``ran_anyway`` says
    how it went (with its messages). ``recorder`` (a :class:`harness.trace.Recorder`) is told after the
    load and after each step."""
    start = time.perf_counter()
    result = Result(case.id, case.file, "pass", case=case)
    if case.status != "current":
        by = f" by {case.superseded_by}" if case.superseded_by else ""
        result.outcome = "skipped"
        result.messages = [f"{case.status}{by}: {case.status_note}"]
        return result
    made: list[Any] = []

    def body() -> None:
        made.append(factory())
        if hasattr(made[0], "case_id"):  # an engine process blames lines that come late on their case
            made[0].case_id = case.id
        missing = unsupported(case, as_plain(made[0].hello()))
        if missing and not run_unsupported:
            result.outcome, result.messages = "unsupported", [missing]
        else:
            result.undeclared = missing
            _Run(case, made[0], recorder).run()

    try:
        if timeout is None or getattr(factory, "has_deadline", False):
            body()
        else:
            in_thread(body, timeout)
    except CaseFailed as exc:
        result.outcome, result.messages = "fail", str(exc).split("\n")
    except EngineFault as exc:  # an out-of-process engine crashed, hung or broke the protocol
        result.outcome, result.messages, result.traceback = "error", f"{case.file}: {exc}".split("\n"), exc.traceback
    except CaseTimeout:
        made.clear()  # a hung engine is not asked anything more
        result.outcome = "error"
        result.messages = [f"{case.file}: engine timed out: the case did not finish within {timeout:g} s "
                           f"(an in-process engine: its thread is left behind)"]
    except (_Escaped, SystemExit) as caught:  # sys.exit() in an engine ends its case, not the run
        exc = caught.exc if isinstance(caught, _Escaped) else caught
        result.outcome = "error"
        result.messages = [f"{case.file}: engine raised {type(exc).__name__}"
                           + (f": {exc}" if str(exc) else "") + " (it tried to end the harness)"]
        result.traceback = engine_traceback(exc)
    except RecursionError as exc:
        result.outcome = "error"
        result.traceback = engine_traceback(exc)
        result.messages = [f"{case.file}: engine raised RecursionError: {exc}" if result.traceback else
                           f"{case.file}: the engine returned a value nested too deeply for the harness to compare "
                           f"(observations nest about 5 levels of mappings and lists)"]
    except Exception as exc:  # anything the engine raises
        result.outcome = "error"
        result.messages = [f"{case.file}: engine raised {type(exc).__name__}: {exc}"]
        result.traceback = engine_traceback(exc)
    engine = made[0] if made else None
    try:
        result.stderr = engine.captured_stderr() if hasattr(engine, "captured_stderr") else ""
    except Exception as exc:  # noqa: BLE001
        result.stderr = f"(captured_stderr raised {type(exc).__name__}: {exc})"
    if recorder is not None and result.outcome in ("pass", "fail", "error"):
        result.trace = recorder.plain()
    result.duration = time.perf_counter() - start
    if result.undeclared:  # run anyway: reported apart, never counted as the engine's pass or failure
        result.ran_anyway, result.outcome = result.outcome, "unsupported"
        result.messages = [result.undeclared, *result.messages]
    return result


def run_repeated(case: Case, factory: Callable[[], Engine], times: int, timeout: float | None = None) -> Result:
    """``--repeat N``: run the case ``times`` times. The same outcome every time: the first run's
    result. Different outcomes: ``flaky``, with the count of each outcome and the first run that
    differs from the first one."""
    runs = [run_case(case, factory, timeout) for _ in range(max(1, times))]
    first = runs[0]
    if all(r.outcome == first.outcome for r in runs):
        return first
    other = next(r for r in runs if r.outcome != first.outcome)
    tally = ", ".join(f"{outcome} {sum(r.outcome == outcome for r in runs)}"
                      for outcome in dict.fromkeys(r.outcome for r in runs))
    shown = other if first.outcome == "pass" else first
    return Result(case.id, case.file, "flaky",
                  [f"{case.file}: the outcome differs between {len(runs)} runs ({tally}); "
                   f"a run that gave {shown.outcome}:", *(f"  {m}" for m in shown.messages)],
                  sum(r.duration for r in runs), shown.traceback, shown.stderr, case)


def engine_traceback(exc: BaseException) -> str:
    """The traceback from the first frame outside the harness (the engine's own frames); '' when every
    frame is the harness's (an engine object without the method called, a value the harness cannot read):
    the message says it all, and no harness traceback reaches the user."""
    tb = exc.__traceback__
    while tb is not None and Path(tb.tb_frame.f_code.co_filename).resolve().parent == HARNESS_DIR:
        tb = tb.tb_next
    if tb is None:
        return ""
    return "".join(traceback.format_exception(type(exc), exc, tb))


def unsupported(case: Case, hello: dict[str, Any]) -> str:
    """Why the engine cannot run the case ('' if it can). Only requirements gate a case
    (docs/case-format.md, section 7): the catalogue cards it uses, the keywords on its vanilla objects and
    its test abilities (declared as the mechanic ``test-abilities``). Mechanic tags describe a case;
    they never gate it. ``riftcheck blockers`` counts them over the suite (harness/blockers.py)."""
    protocol = str(hello.get("protocol", "1.0"))
    if protocol.split(".")[0] != "1":
        raise RuntimeError(f"engine speaks protocol {protocol}; this harness speaks 1.x")
    return blockers.describe(blockers.missing(case, hello))


class _Run:
    """The step loop of one case."""

    def __init__(self, case: Case, engine: Engine, recorder: Any = None):
        self.case, self.engine, self.recorder = case, engine, recorder

    def fail(self, keys: tuple, text: str) -> CaseFailed:
        return CaseFailed(f"{self.case.where(keys)}: {text}")

    def run(self) -> None:
        self.engine.load(self.case.setup)
        if self.recorder is not None:
            self.recorder.loaded(self.engine)
        for index, step in enumerate(self.case.script):
            keys = ("script", index)
            try:
                if "expect" in step:
                    self.check(step["expect"], keys + ("expect",), f"checkpoint script[{index}]")
                elif "decision" in step:
                    self.decide(step, keys)
                else:
                    self.pending_is_none(keys, f"before script[{index}] {_short(step)}")
                    self.act(step, keys)
            except CaseFailed as exc:
                if self.recorder is not None:
                    self.recorder.note("FAILED: " + str(exc).split("\n")[0])
                raise
            finally:
                if self.recorder is not None:
                    self.recorder.after(self.engine, index, step)
        self.pending_is_none(("expect",), "at the end of the script")
        self.check(self.case.expect, ("expect",), "final expect")

    def pending(self) -> dict[str, Any] | None:
        return as_plain(self.engine.pending_decision())

    def pending_is_none(self, keys: tuple, when: str) -> None:
        request = self.pending()
        if request is not None:
            raise self.fail(keys, f"unanswered decision request {when}: {fmt(request)}")

    def act(self, step: dict[str, Any], keys: tuple) -> None:
        sent = {k: v for k, v in step.items() if k not in ("reject", "reason")}
        self.expect_outcome(step, keys, lambda: _act_result(self.engine.act(sent)), _short(step))

    def decide(self, step: dict[str, Any], keys: tuple) -> None:
        request = self.pending()
        if request is None:
            raise self.fail(keys, f"scripted answer not consumed: no decision is pending for {_short(step)}")
        if request.get("kind") != step["decision"] or request.get("player") != step["player"]:
            raise self.fail(keys, f"decision mismatch: the script answers {step['decision']} for {step['player']}, "
                                  f"the engine asks {fmt(request)}")
        problem = answer_problem(step["decision"], step["answer"], request.get("options") or [])
        if problem and not step.get("reject"):
            raise self.fail(keys, f"{problem}; the engine asks {fmt(request)}")
        self.expect_outcome(step, keys, lambda: _act_result(self.engine.decide(step["answer"])), _short(step))

    def expect_outcome(self, step: dict[str, Any], keys: tuple, call: Callable[[], ActResult], what: str) -> None:
        if not step.get("reject"):
            outcome = call()
            if not outcome.accepted:
                raise self.fail(keys, f"the engine rejected {what}: {outcome.reason or '(no reason given)'}")
            return
        before = self.engine.observe()
        outcome = call()
        if self.recorder is not None and not outcome.accepted:
            self.recorder.note(f"rejected as expected: {outcome.reason or '(no reason given)'}")
        if outcome.accepted:
            raise self.fail(keys, f"{what} must be rejected, but the engine accepted it")
        reason = step.get("reason")
        if reason and reason.lower() not in (outcome.reason or "").lower():
            raise self.fail(keys + ("reason",), f"{what} was rejected, but the reason {outcome.reason!r} "
                                                f"does not contain {reason!r}")
        changes = diff(before, self.engine.observe())
        if changes:
            raise self.fail(keys, f"{what} was rejected but the observation changed:\n"
                            + "\n".join(f"  {m.path}: before {fmt(m.expected)}, after {fmt(m.observed)}"
                                        for m in changes))

    def check(self, expect: dict[str, Any], keys: tuple, label: str) -> None:
        mismatches = compare(expect, self.engine.observe(), list(self.engine.events()), keys)
        if mismatches:
            raise CaseFailed(f"{label}: {len(mismatches)} mismatch(es)\n" + "\n".join(
                f"  {self.case.where(m.keys)}: {m}" for m in mismatches))


def answer_problem(kind: str, answer: Any, options: list[Any]) -> str:
    """Why a scripted answer is not among the request's options ('' if it is, or cannot be told)."""
    if not options:
        return ""
    if kind in SINGLE_CHOICE_KINDS and answer not in options:
        return f"the scripted answer {fmt(answer)} is not among the options"
    if kind in ORDER_KINDS and (not isinstance(answer, list) or sorted(map(str, answer)) != sorted(map(str, options))):
        return f"the scripted order {fmt(answer)} is not a permutation of the options"
    if kind == "choose-targets" and (not isinstance(answer, list) or any(a not in options for a in answer)):
        return f"the scripted targets {fmt(answer)} are not all among the options"
    return ""


def _short(step: dict[str, Any]) -> str:
    return flow(step)

