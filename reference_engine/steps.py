"""Every step is checked before it changes anything (docs/case-format.md sections 3 and 5).

:func:`check_step` rejects (``IllegalAction``, a clean rejection with a reason) a step of the wrong
shape — unknown keys, wrong types, a negative ``ability`` or ``mode``, a ``resolve`` other than
``all``/``1``/``showdown`` (the step schema of ``schema/protocol/act-request.schema.json``) — and one
that names what does not exist: an unknown alias, a destination that is neither ``base`` nor a
battlefield of the game, a ``player`` that is not a seat of the game's mode (or has left it, 651.3).
:func:`check_answer` does the same for the shape of a decision's answer. What is legal *now*
(priority, costs, timing) is the rules modules' business; they raise ``IllegalAction`` too, and the
adapter runs each step on a copy, so a rejected step changes nothing.
"""
from __future__ import annotations

from typing import Any

from harness import protocol

from .game import Game, IllegalAction

PLACES = ("to", "at")


def check_step(game: Game, step: Any) -> None:
    """Raise IllegalAction unless ``step`` is well formed and names only what exists."""
    if not isinstance(step, dict):
        raise IllegalAction(f"a step is a mapping, not {type(step).__name__}")
    problems = protocol.problems("act-request", {"cmd": "act", "step": step})
    if problems:
        raise IllegalAction("malformed step: " + "; ".join(problems[:3]))
    player = step.get("player")
    if player is not None and player not in game.players:
        raise IllegalAction(f"{player} is not a seat of this game (mode {game.mode.name}: {', '.join(game.seats)})")
    if player is not None and player in game.removed:
        raise IllegalAction(f"{player} has left the game and makes no choices (651.3)")
    for key in ("play", "activate", "hide"):
        if key in step:
            game.obj(step[key])  # IllegalAction: unknown alias
    for alias in step.get("move", []):
        game.obj(alias)
    for key in PLACES:
        if key in step:
            for place in step[key] if isinstance(step[key], list) else [step[key]]:
                if place != "base" and not game.is_bf(place):
                    raise IllegalAction(f"unknown battlefield {place!r} (a destination is `base` or a battlefield)")


def check_answer(kind: str, answer: Any, options: list[Any]) -> None:
    """The shape of an answer (docs/case-format.md section 5): raise IllegalAction when it cannot be
    an answer of ``kind`` at all (which of the options it is, the rules modules check)."""
    if kind in ("order-triggers", "order-replacements", "choose-targets"):
        if not isinstance(answer, list) or not all(isinstance(a, (str, int, type(None))) for a in answer):
            raise IllegalAction(f"{kind}: the answer must be a list of aliases, not {answer!r}")
    elif kind == "assign-combat-damage":
        if not isinstance(answer, dict) or not all(
                isinstance(k, str) and isinstance(v, int) and not isinstance(v, bool) and v >= 0
                for k, v in answer.items()):
            raise IllegalAction(f"{kind}: the answer must map aliases to amounts (0 or more), not {answer!r}")
    elif kind == "name-card":
        if not isinstance(answer, str):
            raise IllegalAction(f"{kind}: the answer must be the words said, not {answer!r}")
    elif options and not any(o == answer and isinstance(o, bool) == isinstance(answer, bool) for o in options):
        raise IllegalAction(f"{kind}: answer {answer!r} is not one of {options!r}")  # 1 is not true
