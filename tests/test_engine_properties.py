"""Property-based test of the reference engine (issue 16, Hypothesis): random legal and illegal steps
and answers against random setups (the suite's own setups, and small generated ones). Whatever the
step, the engine answers with an acceptance or a clean rejection (never an exception); a rejected
step or answer leaves the observation as it was; every observation passes
schema/observation.schema.json; once the game is over, every step is rejected.

The strategies and the property test live in tests/engine_properties.py, imported by the test when it runs:
Hypothesis is not imported at collection (every pytest process, every xdist worker, would pay for it)."""
from __future__ import annotations

from typing import Any

from harness.compare import diff
from reference_engine.adapter import ReferenceEngine


def vanilla(alias: str, might: int, **extra: Any) -> dict[str, Any]:
    return {"id": alias, "vanilla": {"might": might}, **extra}


def test_random_steps_are_accepted_or_cleanly_rejected(current_cases: list[Any], monkeypatch) -> None:
    # Importing Hypothesis runs every installed package's `hypothesis` entry point (trio's, where trio is
    # installed: it imports trio and forces two full garbage collections, ~0.2 s); none is used here.
    monkeypatch.setenv("HYPOTHESIS_NO_PLUGINS", "1")
    from engine_properties import random_steps_property
    random_steps_property(current_cases)()


def test_game_over_rejects_every_step() -> None:
    """A position where A has won (rule 472): the observation says so and no step is legal."""
    engine = ReferenceEngine()
    engine.load({"players": {"A": {"points": 7, "base": [vanilla("a", 3)]}, "B": {}},
                 "battlefields": [{"id": "bf", "controller": "B"}], "turn": {"active": "A", "phase": "action"}})
    engine.game.winner = "A"
    seen = engine.observe()
    assert seen["game"] == {"over": True, "winner": "A"}
    for step in ({"player": "A", "move": ["a"], "to": "bf"}, {"player": "B", "pass": True}, {"advance": "next-turn"}):
        result = engine.act(step)
        assert (result.accepted, result.reason) == (False, "the game is over: A won")
        assert diff(seen, engine.observe()) == []


def test_bad_references_are_rejected() -> None:
    engine = ReferenceEngine()
    engine.load({"players": {"A": {"base": [vanilla("a", 3)]}, "B": {}}, "battlefields": [{"id": "bf"}],
                 "turn": {"active": "A", "phase": "action"}})
    before = engine.observe()
    for step, reason in [
        ({"player": "A", "move": ["a"], "to": "nowhere"}, "unknown battlefield 'nowhere' (a destination is `base` or a battlefield)"),
        ({"player": "A", "activate": "a", "ability": -1}, "malformed step: $.step.ability: -1 is less than the minimum of 0"),
        ({"resolve": 0}, "malformed step: $.step.resolve: 0 is not one of ['all', 1, 'showdown']"),
        ({"player": "A", "move": "a", "to": "bf"}, "malformed step: $.step.move: 'a' is not of type 'array'"),
        ({"player": "A", "move": ["ghost"], "to": "bf"}, "unknown alias 'ghost'"),
        ({"player": "E", "pass": True}, "malformed step: $.step.player: 'E' is not one of ['A', 'B', 'C', 'D']"),
        ({"player": "C", "pass": True}, "C is not a seat of this game (mode duel: A, B)"),  # contract 1.3: C is a seat
        ([1, 2], "a step is a mapping, not list"),
    ]:
        result = engine.act(step)  # type: ignore[arg-type]
        assert (result.accepted, result.reason) == (False, reason)
        assert diff(before, engine.observe()) == []
