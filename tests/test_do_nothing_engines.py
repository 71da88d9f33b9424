"""Every current case fails against an engine that does nothing (tests/do_nothing_engines.py).

A case that passes the accept-everything engine checks only things that stay as they were; one that
passes the reject-everything engine checks only refusals. Either way it cannot tell a working engine
from a dead one: it needs a positive witness (CONTRIBUTING.md, "Does my case catch bugs?").
"""
from __future__ import annotations

from do_nothing_engines import AcceptAllEngine, RejectAllEngine
from harness import paths, protocol
from harness.loader import load_cases
from harness.runner import run_case

ENGINES = (AcceptAllEngine, RejectAllEngine)


def test_every_case_fails_against_both_do_nothing_engines(current_cases) -> None:
    offenders = []
    for case in current_cases:
        for engine in ENGINES:
            result = run_case(case, engine)
            if result.outcome != "fail":
                why = f": {result.messages[0]}" if result.outcome == "error" and result.messages else ""
                offenders.append(f"{case.file}: {result.outcome} against {engine.__name__}{why}")
    assert not offenders, (
        f"{len(offenders)} case run(s) do not fail against an engine that does nothing; give each case a positive "
        "witness (something visibly happens; a forbidden step's allowed counterpart is accepted and takes "
        "effect):\n  " + "\n  ".join(offenders))


def test_the_setup_view_is_a_valid_observation(current_cases) -> None:
    """Checked as --validate-protocol checks every engine's observation (schema/observation.schema.json;
    harness/fastschema.py's quick yes, which tests/test_fastschema.py holds to jsonschema's answer, then
    jsonschema itself for the messages)."""
    for case in current_cases:
        engine = AcceptAllEngine()
        engine.load(case.setup)
        errors = protocol.problems(protocol.OBSERVATION, engine.observe())
        assert not errors, f"{case.id}: {errors[:3]}"


def test_the_engines_do_nothing(current_cases) -> None:
    case = next(c for c in current_cases if c.id == "rule-317-2-b-damage-healed-at-end-of-turn")
    accept, reject = AcceptAllEngine(), RejectAllEngine()
    for engine in (accept, reject):
        engine.load(case.setup)
    before = accept.observe()
    assert before["objects"]["mine"] == {**before["objects"]["mine"], "zone": "board", "location": "base", "damage": 3}
    assert accept.act({"advance": "next-turn"}).accepted and accept.decide(True).accepted
    assert not reject.act({"advance": "next-turn"}).accepted and not reject.decide(True).accepted
    assert accept.observe() == before == reject.observe() and accept.events() == [] == reject.events()
    assert accept.pending_decision() is None and run_case(case, AcceptAllEngine).outcome == "fail"


def test_a_case_without_a_witness_is_caught(tmp_path) -> None:
    """A case that only checks a refusal passes the reject-everything engine: the test above would list it."""
    source = paths.cases_dir() / "rules" / "809-deflect" / "rule-809-1-c-deflect-only-opponents-spells.yaml"
    text = source.read_text(encoding="utf-8")
    head, _, _ = text.partition("  - {player: A, play: grow, targets: [mine]}")
    (tmp_path / source.name).write_text(head + "expect:\n  objects:\n    zap: {zone: hand}\n", encoding="utf-8")
    (case,), errors = load_cases([tmp_path / source.name])
    assert errors == []
    assert run_case(case, RejectAllEngine).outcome == "pass"
    assert run_case(case, AcceptAllEngine).outcome == "fail"  # it accepts the step the case forbids
