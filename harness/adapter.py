"""The engine interface every engine implements (docs/case-format.md, section 7).

The harness drives an engine only through these calls. In-process Python engines subclass
:class:`Engine`; engines in other languages speak the same calls as JSON lines over stdin/stdout
(docs/protocol.md, harness/subprocess_engine.py).
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields, is_dataclass
from typing import Any

Step = dict[str, Any]
Observation = dict[str, Any]
Event = dict[str, Any]


@dataclass
class Hello:
    """What an engine says about itself before any case runs."""

    name: str
    version: str
    rules_version: str
    protocol: str = "1.1"
    mechanics: list[str] = field(default_factory=list)  # descriptive; only `test-abilities` gates cases
    cards: list[str] | str = "all"  # card ids the engine supports, or "all"
    keywords: list[str] | str = field(default_factory=list)  # keywords it implements on vanilla objects, or "all"
    modes: list[str] | str = field(default_factory=lambda: ["duel"])  # (1.3) modes of play it implements, or "all"


@dataclass
class ActResult:
    """The answer to ``act`` or ``decide``: accepted, or rejected with a reason."""

    accepted: bool
    reason: str = ""

    @classmethod
    def ok(cls) -> "ActResult":
        return cls(True)

    @classmethod
    def rejected(cls, reason: str) -> "ActResult":
        return cls(False, reason)


@dataclass
class DecisionRequest:
    """A choice the rules give a player, asked of the script (docs/case-format.md, section 5)."""

    kind: str
    player: str
    options: list[Any] = field(default_factory=list)
    prompt: str = ""

    def as_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "player": self.player, "options": self.options, "prompt": self.prompt}


def as_plain(value: Any) -> Any:
    """Dataclass results (Hello, ActResult, DecisionRequest) or dicts, as dicts."""
    if value is None or isinstance(value, dict):
        return value
    if hasattr(value, "as_dict"):
        return value.as_dict()
    if is_dataclass(value):
        return _asdict(value)
    raise TypeError(f"engine returned {type(value).__name__}, expected a mapping or a harness.adapter dataclass")


_ATOMIC = (str, int, float, bool, type(None))


def _asdict(value: Any) -> dict[str, Any]:
    """``dataclasses.asdict(value)``, built directly where every field is a string, number, boolean or
    None, or a list of them (what asdict gives then: the same values, new lists; it deep-copies each item,
    and a Hello lists hundreds of card ids for every case); asdict itself for anything else."""
    if isinstance(value, type):
        return asdict(value)
    out: dict[str, Any] = {}
    for f in fields(value):
        item = getattr(value, f.name)
        if type(item) in _ATOMIC:
            out[f.name] = item
        elif type(item) is list and all(type(x) in _ATOMIC for x in item):
            out[f.name] = list(item)
        else:
            return asdict(value)
    return out


class EngineFault(Exception):
    """An engine failed where Python cannot see it (a crash, a hang, a protocol error, an error
    reply): the case is an ``error`` with this message; ``traceback`` is the engine's own, if any."""

    def __init__(self, message: str, traceback: str = ""):
        super().__init__(message)
        self.traceback = traceback


class Engine:
    """Base class for in-process engines. Every method must be overridden, except
    ``captured_stderr`` (optional: diagnostics the engine wrote during the case, kept in its result)."""

    def hello(self) -> Hello:
        raise NotImplementedError

    def load(self, setup: dict[str, Any]) -> None:
        """Build the initial state from a setup whose card references are already card ids."""
        raise NotImplementedError

    def act(self, step: Step) -> ActResult:
        """Perform one script step; run the game forward until a player must act or decide."""
        raise NotImplementedError

    def pending_decision(self) -> DecisionRequest | None:
        raise NotImplementedError

    def decide(self, answer: Any) -> ActResult:
        """Answer the pending decision; continue the step that asked for it."""
        raise NotImplementedError

    def observe(self) -> Observation:
        raise NotImplementedError

    def events(self) -> list[Event]:
        raise NotImplementedError

    def captured_stderr(self) -> str:
        return ""
