"""Per-step traces of a case run: the step, what the engine answered, its new events and the observation diff.

``run_case(case, factory, recorder=Recorder())`` fills ``recorder.steps``; the runner calls
:meth:`Recorder.loaded` after ``load`` and :meth:`Recorder.after` after every script step (also the step
that failed), and the final expectations are checked after the last one. A trace is plain data
(JSON/YAML-safe, deterministic for a deterministic engine): ``--trace`` on ``riftcheck run`` prints the
play-by-play of each failing case and adds every case's trace to the JSON report; the golden traces in
``tests/golden/`` are the reference engine's traces of every case (``tests/test_golden_traces.py``).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from harness.adapter import as_plain
from harness.compare import ABSENT, diff, fmt


@dataclass
class TraceStep:
    index: int | None                 # script index; None for the load
    step: dict[str, Any] | None       # the script step as written
    events: list[dict[str, Any]]      # the engine's events since the previous step, oldest first
    changes: list[dict[str, Any]]     # {path, before, after} between the observations before and after
    note: str = ""                    # 'accepted', 'rejected: reason', 'checkpoint', 'failed here', ...

    def plain(self) -> dict[str, Any]:
        out: dict[str, Any] = {"step": "load" if self.index is None else self.index}
        if self.step is not None:
            out["do"] = self.step
        if self.note:
            out["note"] = self.note
        out["events"] = self.events
        out["changes"] = self.changes
        return out


@dataclass
class Recorder:
    """Collects a :class:`TraceStep` per script step. Never raises into the run: an engine that cannot
    observe mid-case leaves the trace incomplete, not the result different."""

    steps: list[TraceStep] = field(default_factory=list)
    _observation: Any = None
    _seen: int = 0
    _note: str = ""

    def note(self, text: str) -> None:
        """What the engine answered to the current step (set by the runner before :meth:`after`)."""
        self._note = text

    def loaded(self, engine: Any) -> None:
        self._record(engine, None, None, initial=True)

    def after(self, engine: Any, index: int, step: dict[str, Any]) -> None:
        self._record(engine, index, step)

    def _record(self, engine: Any, index: int | None, step: dict[str, Any] | None, initial: bool = False) -> None:
        try:
            observation = as_plain(engine.observe())
            events = [as_plain(e) for e in engine.events() or []]
        except Exception as exc:  # the engine broke: keep what we have
            self.steps.append(TraceStep(index, step, [], [], f"engine could not be observed: {exc}"))
            return
        new, self._seen = events[self._seen:], len(events)
        changes = [] if initial else [{"path": m.path, "before": _plain(m.expected), "after": _plain(m.observed)}
                                      for m in diff(self._observation, observation)]
        self._observation = observation
        self.steps.append(TraceStep(index, step, new, changes, self._note or ("loaded" if initial else "")))
        self._note = ""

    def plain(self) -> list[dict[str, Any]]:
        return [s.plain() for s in self.steps]


def _plain(value: Any) -> Any:
    return None if value is ABSENT else value


def format_event(event: dict[str, Any]) -> str:
    rest = ", ".join(f"{k}: {fmt(v)}" for k, v in event.items() if k != "type")
    return f"{event.get('type', '?')}" + (f" ({rest})" if rest else "")


def format_step(step: dict[str, Any] | None) -> str:
    if step is None:
        return "load"
    return "{" + ", ".join(f"{k}: {fmt(v)}" for k, v in step.items()) + "}"


def play_by_play(trace: list[dict[str, Any]], indent: str = "    ") -> list[str]:
    """Readable lines for a trace (``riftcheck run --trace`` and ``riftcheck show``)."""
    lines = []
    for entry in trace:
        label = "load" if entry["step"] == "load" else f"script[{entry['step']}] {format_step(entry.get('do'))}"
        note = f"  -> {entry['note']}" if entry.get("note") else ""
        lines.append(f"{indent}{label}{note}")
        for event in entry.get("events", []):
            lines.append(f"{indent}    event  {format_event(event)}")
        for change in entry.get("changes", []):
            lines.append(f"{indent}    change {change['path']}: {fmt(change['before'])} -> {fmt(change['after'])}")
    return lines


def add_to_json(report: dict[str, Any], results: list[Any]) -> None:
    """Put each case's trace (``--trace``) into the JSON report's case entries."""
    traces = {r.id: r.trace for r in results if getattr(r, "trace", None) is not None}
    for entry in report.get("cases", []):
        if entry["id"] in traces:
            entry["trace"] = traces[entry["id"]]
