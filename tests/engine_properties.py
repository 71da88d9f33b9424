"""Hypothesis strategies and the random-steps property of tests/test_engine_properties.py (imported when
that test runs, so that collecting the tests does not import Hypothesis)."""
from __future__ import annotations

import functools
import json
from typing import Any, Callable

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from harness import protocol
from harness.adapter import ActResult
from harness.compare import diff
from reference_engine.adapter import ReferenceEngine
from test_engine_properties import vanilla

PHASES = ["end", "awaken", "beginning", "channel", "draw", "action", "next-turn"]
SEATS = st.sampled_from(["A", "B"])
JUNK = st.one_of(st.none(), st.booleans(), st.integers(-3, 10 ** 9), st.text(max_size=6),
                 st.lists(st.integers(-1, 3), max_size=3), st.dictionaries(st.text(max_size=3), st.integers(), max_size=2))
SETTINGS = settings(max_examples=60, deadline=None, derandomize=True, database=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@st.composite
def generated_setup(draw: st.DrawFn) -> dict[str, Any]:
    """A small position of vanilla units, in base and at battlefields, in some turn state."""
    players = {}
    for seat in "AB":
        base = [vanilla(f"{seat.lower()}{i}", draw(st.integers(0, 6)), exhausted=draw(st.booleans()))
                for i in range(draw(st.integers(0, 3)))]
        hand = [vanilla(f"{seat.lower()}h{i}", draw(st.integers(1, 4))) for i in range(draw(st.integers(0, 2)))]
        players[seat] = {"base": base, "hand": hand, "points": draw(st.integers(0, 7)),
                         "pool": {"energy": draw(st.integers(0, 4)), "power": {}}}
    battlefields = []
    for i in range(draw(st.integers(0, 2))):
        owner = draw(SEATS)
        units = [vanilla(f"f{i}u{j}", draw(st.integers(1, 5)), owner=owner) for j in range(draw(st.integers(0, 2)))]
        battlefields.append({"id": f"bf{i}", "controller": owner if units else None, "units": units})
    return {"turn": {"active": draw(SEATS), "phase": draw(st.sampled_from(["action", "beginning", "end"]))},
            "players": players, "battlefields": battlefields}


def names(engine: ReferenceEngine) -> list[str]:
    game = engine.game
    return sorted(game.aliases) + [b.alias for b in game.battlefields] + ["base", "nowhere", "A"]


def step_strategy(case_steps: list[dict[str, Any]], known: list[str]) -> st.SearchStrategy:
    """The steps to try in a position (kept per case script and aliases: Hypothesis checks a new strategy
    before its first draw, which costs more than the draw)."""
    return _step_strategy(json.dumps(case_steps), tuple(known))


@functools.lru_cache(maxsize=None)
def _step_strategy(steps_json: str, known_names: tuple[str, ...]) -> st.SearchStrategy:
    case_steps, known = json.loads(steps_json), list(known_names)
    alias = st.sampled_from(known)
    place = st.one_of(alias, st.just("base"))
    steps = [
        st.fixed_dictionaries({"player": SEATS, "move": st.lists(alias, min_size=1, max_size=2, unique=True),
                               "to": st.one_of(place, st.lists(place, min_size=1, max_size=2))}),
        st.fixed_dictionaries({"player": SEATS, "play": alias},
                              optional={"targets": st.lists(st.one_of(alias, st.none()), max_size=2), "to": place,
                                        "mode": st.integers(-1, 3), "pay": st.fixed_dictionaries(
                                            {}, optional={"accelerate": st.booleans(), "repeat": st.integers(-1, 2)})}),
        st.fixed_dictionaries({"player": SEATS, "activate": alias, "ability": st.integers(-2, 3)},
                              optional={"targets": st.lists(alias, max_size=2)}),
        st.fixed_dictionaries({"player": SEATS, "hide": alias, "at": place}),
        st.fixed_dictionaries({"player": SEATS, "pass": st.just(True)}),
        st.fixed_dictionaries({"resolve": st.sampled_from(["all", 1, 0, 2, -1, "showdown", "everything"])}),
        st.fixed_dictionaries({"advance": st.sampled_from(PHASES + ["never"])}, optional={"stop_at_triggers": st.booleans()}),
        st.dictionaries(st.sampled_from(["player", "play", "move", "to", "ability", "resolve", "pass", "advance",
                                         "targets", "at", "hide", "activate"]), JUNK, max_size=4),  # junk-typed
        JUNK,
    ]
    if case_steps:
        steps[:0] = [st.sampled_from(case_steps)] * 4  # the steps the case itself takes: often legal
    return st.one_of(*steps)


def check(engine: ReferenceEngine, before: dict[str, Any], result: Any, what: Any) -> dict[str, Any]:
    assert isinstance(result, ActResult), (what, result)
    after = engine.observe()
    assert protocol.problems(protocol.OBSERVATION, after) == [], (what, protocol.problems(protocol.OBSERVATION, after))
    if not result.accepted:
        assert result.reason, what
        assert diff(before, after) == [], (what, result.reason, diff(before, after))
    if before.get("game", {}).get("over"):
        assert not result.accepted, what
    return after


def random_steps_property(cases: list[Any]) -> Callable[[], None]:
    """The property over the suite's current `cases` and generated setups (call the result to run it)."""

    @SETTINGS
    @given(st.data())
    def random_steps_are_accepted_or_cleanly_rejected(data: st.DataObject) -> None:
        use_case = data.draw(st.booleans(), label="from the suite")
        if use_case:
            case = data.draw(st.sampled_from(cases), label="case")
            setup = case.setup
            case_steps = [{k: v for k, v in s.items() if k not in ("reject", "reason")}
                          for s in case.script if "decision" not in s and "expect" not in s]
        else:
            setup, case_steps = data.draw(generated_setup(), label="setup"), []
        engine = ReferenceEngine()
        engine.load(setup)
        seen = engine.observe()
        assert protocol.problems(protocol.OBSERVATION, seen) == []
        if use_case:  # first the case's own script for a while (deep positions: chains, showdowns, decisions)
            for step in case.script[:data.draw(st.integers(0, len(case.script)), label="script steps")]:
                if "expect" in step:
                    continue
                if "decision" in step:
                    seen = check(engine, seen, engine.decide(step["answer"]), ("decide", step))
                elif engine.pending_decision() is None:
                    sent = {k: v for k, v in step.items() if k not in ("reject", "reason")}
                    seen = check(engine, seen, engine.act(sent), sent)
        for _ in range(data.draw(st.integers(1, 8), label="steps")):
            if engine.pending_decision() is not None:
                request = engine.pending_decision()
                options = list(request.options or [])
                answer = data.draw(st.one_of(st.sampled_from(options), JUNK) if options else JUNK, label="answer")
                seen = check(engine, seen, engine.decide(answer), ("decide", request, answer))
                continue
            step = data.draw(step_strategy(case_steps, names(engine)), label="step")
            seen = check(engine, seen, engine.act(step), step)
    return random_steps_are_accepted_or_cleanly_rejected
