"""Small fake engines that exercise every path of the harness (as Bowtie tests itself).

``MiniEngine`` is correct for a tiny vocabulary: vanilla units in base or at battlefields, the standard
move, passing, resolving an (always empty) chain, advancing. Each subclass breaks one rule.
"""
from __future__ import annotations

import copy
import os
from typing import Any

from harness.adapter import ActResult, DecisionRequest, Engine, Hello


HANGING_FILE = "RIFTCHECK_TEST_HANGING"  # see note_hanging


def note_hanging() -> None:
    """Append this process's pid to the file named by ``$RIFTCHECK_TEST_HANGING``, if set, as an engine
    begins to hang: a test that must act while a case hangs waits for that line instead of sleeping."""
    path = os.environ.get(HANGING_FILE)
    if path:
        with open(path, "a") as out:
            out.write(f"{os.getpid()}\n")


class MiniEngine(Engine):
    MECHANICS = ["standard-move", "move", "exhaust-ready"]
    KEYWORDS = ["Ganking", "Tank"]  # declared; the fake ignores what they do

    def hello(self) -> Hello:
        return Hello(name="mini", version="0", rules_version="1.4", mechanics=list(self.MECHANICS), cards=[],
                     keywords=list(self.KEYWORDS))

    def load(self, setup: dict[str, Any]) -> None:
        self.turn = {"active": "A", "phase": "action", "state": "neutral-open", **setup.get("turn", {})}
        self.objects: dict[str, dict[str, Any]] = {}
        self.battlefields = [bf["id"] for bf in setup.get("battlefields", [])]
        self.log: list[dict[str, Any]] = []
        self.request: DecisionRequest | None = None
        for seat, player in setup.get("players", {}).items():
            for unit in player.get("base", []):
                self._add(unit, seat, "base")
        for bf in setup.get("battlefields", []):
            for unit in bf.get("units", []):
                self._add(unit, unit["owner"], bf["id"])

    def _add(self, unit: dict[str, Any], owner: str, location: str) -> None:
        self.objects[unit["id"]] = {
            "zone": "board", "location": location, "owner": owner,
            "controller": unit.get("controller", owner), "might": unit["vanilla"]["might"],
            "damage": 0, "exhausted": unit.get("exhausted", False), "stunned": False,
        }

    def act(self, step: dict[str, Any]) -> ActResult:
        if "move" in step:
            return self.move(step["player"], step["move"], step["to"])
        if "pass" in step or "resolve" in step or "advance" in step:
            return ActResult.ok()
        return ActResult.rejected(f"mini engine cannot do {step}")

    def move(self, player: str, aliases: list[str], to: str) -> ActResult:
        for alias in aliases:
            unit = self.objects[alias]
            if unit["controller"] != player:
                return ActResult.rejected(f"{alias} is not {player}'s")
            if unit["exhausted"]:
                return ActResult.rejected(f"{alias} is exhausted")
        for alias in aliases:
            unit = self.objects[alias]
            self.log.append({"type": "move", "player": player, "object": alias, "from": unit["location"], "to": to})
            self.log.append({"type": "exhaust", "object": alias})
            unit.update(location=to, exhausted=True)
        return ActResult.ok()

    def pending_decision(self) -> DecisionRequest | None:
        return self.request

    def decide(self, answer: Any) -> ActResult:
        self.request = None
        return ActResult.ok()

    def observe(self) -> dict[str, Any]:
        def at(place: str) -> list[str]:
            return [a for a, o in self.objects.items() if o["location"] == place]
        return {
            "objects": copy.deepcopy(self.objects),
            "players": {seat: {"points": 0, "hand_size": 0, "hand": [], "deck_size": 0} for seat in "AB"},
            "battlefields": {bf: {"controller": None, "units": at(bf), "facedown": []} for bf in self.battlefields},
            "chain": [],
            "turn": dict(self.turn),
            "showdown": None,
        }

    def events(self) -> list[dict[str, Any]]:
        return list(self.log)


class WrongEngine(MiniEngine):
    """Reports every unit's Might one too high."""

    def observe(self) -> dict[str, Any]:
        seen = super().observe()
        for obj in seen["objects"].values():
            obj["might"] += 1
        return seen


class RaisingEngine(MiniEngine):
    def act(self, step: dict[str, Any]) -> ActResult:
        raise RuntimeError("engine exploded")


class AskingEngine(MiniEngine):
    """Asks its player a yes/no question after every move."""

    def move(self, player: str, aliases: list[str], to: str) -> ActResult:
        result = super().move(player, aliases, to)
        if result.accepted:
            self.request = DecisionRequest("may", player, [True, False], "Draw a card?")
        return result


class RejectingEngine(MiniEngine):
    def move(self, player: str, aliases: list[str], to: str) -> ActResult:
        return ActResult.rejected("moves are not allowed today")


class PermissiveEngine(MiniEngine):
    """Accepts an illegal move (without doing anything)."""

    def move(self, player: str, aliases: list[str], to: str) -> ActResult:
        if any(self.objects[a]["exhausted"] for a in aliases):
            return ActResult.ok()
        return super().move(player, aliases, to)


class MutatingEngine(MiniEngine):
    """Rejects an illegal move, but moves the unit anyway."""

    def move(self, player: str, aliases: list[str], to: str) -> ActResult:
        if any(self.objects[a]["exhausted"] for a in aliases):
            for alias in aliases:
                self.objects[alias]["location"] = to
            return ActResult.rejected("exhausted units cannot move")
        return super().move(player, aliases, to)


class NarrowEngine(MiniEngine):
    """Declares no keywords: the cases whose vanilla units carry one are unsupported."""
    KEYWORDS: list[str] = []


class DictEngine(MiniEngine):
    """Duck-typed: answers with plain dicts instead of the adapter dataclasses."""

    def hello(self) -> dict[str, Any]:  # type: ignore[override]
        return {"name": "dict", "version": "0", "rules_version": "1.4", "protocol": "1.0",
                "mechanics": list(self.MECHANICS), "cards": "all", "keywords": "all"}

    def act(self, step: dict[str, Any]) -> dict[str, Any]:  # type: ignore[override]
        result = super().act(step)
        return {"accepted": result.accepted, "reason": result.reason}


class ExitingEngine(MiniEngine):
    """Calls sys.exit(0) when asked to act (it would end a harness that let it)."""

    def act(self, step: dict[str, Any]) -> ActResult:
        import sys
        sys.exit(0)


class HangingEngine(MiniEngine):
    """Never returns from act (for 30 s: long enough for any test, short enough to end on its own)."""

    def act(self, step: dict[str, Any]) -> ActResult:
        import threading
        note_hanging()
        threading.Event().wait(30)
        return ActResult.ok()


class GarbledEngine(MiniEngine):
    """Raises an exception whose message has a lone surrogate, control characters and an escape sequence."""

    def act(self, step: dict[str, Any]) -> ActResult:
        raise RuntimeError("bad \ud800 byte \x01\x02 and \x1b[31m escape \ufffe")


class FlakyEngine(MiniEngine):
    """Reports a wrong Might in every other game (a flaky engine: same case, different outcomes)."""

    games = 0

    def load(self, setup: dict[str, Any]) -> None:
        FlakyEngine.games += 1
        super().load(setup)

    def observe(self) -> dict[str, Any]:
        seen = super().observe()
        if FlakyEngine.games % 2 == 0:
            for obj in seen["objects"].values():
                obj["might"] += 1
        return seen


class WrongEventEngine(MiniEngine):
    """Logs its moves as an event type the contract does not have, with a number for an alias."""

    def events(self) -> list[dict[str, Any]]:
        return [{"type": "moved", "object": 3} if e["type"] == "move" else e for e in self.log]


class DyingEngine(MiniEngine):
    """Ends its whole process (os._exit, as a crash in native code would) when asked to act. Only for
    ``-j N``, where it runs in a worker process."""

    def act(self, step: dict[str, Any]) -> ActResult:
        import os
        os._exit(7)


class FrozenEngine(MiniEngine):
    """Stops its whole process (SIGSTOP: no thread of it runs, no timeout inside it can fire) when asked
    to act. Only for ``-j N``."""

    def act(self, step: dict[str, Any]) -> ActResult:
        import os
        import signal
        os.kill(os.getpid(), signal.SIGSTOP)
        return ActResult.ok()


class DeepEngine(MiniEngine):
    """Returns an observation nested far deeper than the harness reads (a list in a list ... 5000 times)."""

    def observe(self) -> dict[str, Any]:
        deep: list[Any] = []
        for _ in range(5000):
            deep = [deep]
        return {**super().observe(), "deep": deep}


class RecursingEngine(MiniEngine):
    """Recurses without end in its own code when asked to observe."""

    def observe(self) -> dict[str, Any]:
        return self.observe()
