"""The engine interface every engine implements (docs/case-format.md, section 7).

The harness drives an engine only through these calls. In-process Python engines subclass
:class:`Engine`; engines in other languages speak the same calls as JSON lines (later issue).
"""
from __future__ import annotations

from dataclasses import dataclass, field
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
    protocol: str = "1.0"
    mechanics: list[str] = field(default_factory=list)
    cards: list[str] | str = "all"  # card ids the engine supports, or "all"


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


class Engine:
    """Base class for in-process engines. Every method must be overridden."""

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
