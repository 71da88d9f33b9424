"""Events are part of the contract (docs/case-format.md, section 6): schema/events.schema.json defines
them, --validate-protocol checks every event list (in process and out of process), and the reference
engine's events pass it on every case of the suite."""
import json
import re
import sys

import jsonschema
import pytest

from harness import events, paths
from harness.cli import main
from harness.engines import engine_factory
from harness.loader import Context, load_case
from harness.runner import run_case
from harness.subprocess_engine import EngineCommand
from reference_engine.events import contract_events
from conftest import FIXTURES, TESTS
from test_loader import write

FAKE = f"{sys.executable} {TESTS / 'protocol_engine.py'}"
FIELD_TYPES = {"seat", "name", "place"}


def test_the_schema_has_one_closed_definition_per_event_type():
    schema = events.schema()
    jsonschema.Draft202012Validator.check_schema(schema)
    types = events.event_types()
    assert set(schema["$defs"]) - FIELD_TYPES == set(types)
    assert [rule["then"]["$ref"] for rule in schema["allOf"]] == [f"#/$defs/{t}" for t in types]
    for t in types:
        definition = schema["$defs"][t]
        assert definition["additionalProperties"] is False and definition["required"][0] == "type"
        assert definition["properties"]["type"] == {"const": t}
        assert set(definition["properties"]) <= {"type", "player", "object", "source", "amount", "from", "to"}


def test_the_case_schema_and_the_docs_list_exactly_these_types():
    case_schema = json.loads(paths.schema_path("case.schema.json").read_text())
    assert case_schema["$defs"]["event_type"]["enum"] == events.event_types()
    docs = (paths.ROOT / "docs" / "case-format.md").read_text()
    rows = re.findall(r"^\| `([a-z-]+)` \| ([a-z, ]+) \| ([a-z, -]+) \|", docs, re.M)
    assert [r[0] for r in rows] == events.event_types()
    for t, required, optional in rows:
        req, allowed = events.fields(t)
        assert required.split(", ") == req
        assert sorted(required.split(", ") + ([] if optional == "-" else optional.split(", "))) == sorted(allowed)


@pytest.mark.parametrize("bad, message", [
    ({"type": "moved", "object": 3}, "events[0].type: 'moved' is not an event type of the contract"),
    ({"type": "move", "object": "u", "from": "base"}, "events[0]: 'to' is a required property"),
    ({"type": "move", "object": 3, "from": "base", "to": "bf"}, "events[0].object: 3 is not of type 'string'"),
    ({"type": "move", "object": "u", "from": "base", "to": "bf", "standard": True},
     "events[0]: Additional properties are not allowed ('standard' was unexpected) (a `move` event has only "
     "player, object, source, from, to)"),
    ({"type": "score", "player": "A", "object": "bf1"}, "events[0]: 'amount' is a required property"),
    ({"type": "recall", "object": "u", "to": "hand"}, "events[0].to: 'base' was expected"),
    ({"type": "resolve", "player": "A"}, "events[0]: {'type': 'resolve', 'player': 'A'} is not valid under any"),
    ("draw", "events[0]: expected a mapping with a `type`"),
])
def test_problems_name_the_event_and_the_field(bad, message):
    found = events.problems([{"type": "win", "player": "A"}, bad][1:])
    assert any(line.startswith(message) for line in found), found
    assert events.problems([{"type": "win", "player": "A"}, {"type": "draw", "player": "B", "object": "c1"}]) == []


def test_the_projection_keeps_only_the_contract():
    log = [{"type": "phase", "player": "A", "to": "end"},
           {"type": "move", "object": "u", "player": "A", "standard": True, "from": "base", "to": "bf"},
           {"type": "damage", "object": "u", "amount": 2, "player": "B", "combat": True},
           {"type": "score", "player": "A", "amount": 1, "source": "bf"}]
    assert contract_events(log) == [
        {"type": "move", "object": "u", "player": "A", "from": "base", "to": "bf"},
        {"type": "damage", "object": "u", "amount": 2, "player": "B"},
        {"type": "score", "player": "A", "amount": 1, "source": "bf"}]


def test_the_reference_engine_events_pass_the_schema_on_every_case(suite, reference_runs):
    """Every current case of the suite, in process, with every event list and observation checked (the
    shared run of `reference_runs` goes through --validate-protocol's checked engine)."""
    cases, errors = suite
    assert errors == []
    runs = reference_runs.every()
    outcomes = {c.id: runs[c.id].result for c in cases if c.status == "current"}
    bad = {i: r.messages for i, r in outcomes.items() if r.outcome != "pass"}
    assert bad == {}
    seen = {e["type"] for c in outcomes for kind, found in runs[c].returned if kind == "events"
            for e in found}
    assert len(outcomes) > 100 and {"score", "move", "recall", "detach", "die"} <= seen


def test_validate_protocol_in_process_rejects_a_wrong_event(cases, capsys):
    factory = engine_factory("fake_engines:WrongEventEngine", validate=True)
    result = run_case(cases["fake-standard-move"], factory)
    assert (result.outcome, result.messages) == ("error", [
        f"{cases['fake-standard-move'].file}: protocol error: the event list breaks schema/events.schema.json:",
        "  events[0].type: 'moved' is not an event type of the contract (schema/events.schema.json)"])
    unchecked = run_case(cases["fake-standard-move"], engine_factory("fake_engines:WrongEventEngine"))
    assert unchecked.outcome == "fail"  # without the check, the matcher just finds no move event
    code = main(["run", str(FIXTURES / "good"), "--engine", "fake_engines:WrongEventEngine", "--validate-protocol"])
    assert code == 1 and "ERROR fake-standard-move" in capsys.readouterr().out


def test_validate_protocol_out_of_process_rejects_a_wrong_event(cases):
    command = EngineCommand(f"{FAKE} none WrongEventEngine", timeout=5, validate=True)
    try:
        command.start()
        result = run_case(cases["fake-standard-move"], command)
        assert result.outcome == "error"
        assert result.messages[-1] == ("  events[0].type: 'moved' is not an event type of the contract "
                                       "(schema/events.schema.json)")
        assert run_case(cases["fake-move-exhausted-rejected"], command).outcome == "pass"  # the run goes on
    finally:
        command.close()


def test_a_matcher_on_a_field_its_type_cannot_have_is_an_error(tmp_path):
    data = json.loads(json.dumps(__import__("yaml").safe_load((FIXTURES / "good" / "fake-standard-move.yaml")
                                                             .read_text())))
    data["expect"]["events"].append({"type": "score", "player": "A", "object": "bf"})
    case, errors = load_case(write(tmp_path, data["id"], data), Context())
    assert case is None
    assert [(e.path, e.message) for e in errors] == [
        ("$.expect.events[2].object", "a `score` event has no `object` (it has player, source, amount: "
                                      "schema/events.schema.json), so this matcher can never match")]


def test_the_worked_example_in_the_protocol_docs_is_valid():
    """Every complete message of docs/protocol.md's worked example passes its schema (the observation and
    the events, the strict ones)."""
    from harness import protocol
    lines = [line for line in (paths.ROOT / "docs" / "protocol.md").read_text().splitlines()
             if line.startswith(("→ {", "← {"))]
    checked, cmd = 0, None
    for line in lines:
        arrow, text = line[0], line[2:]
        if "{...}" in text:
            continue
        message = json.loads(text)
        if arrow == "→":
            cmd = message["cmd"]
            assert protocol.problems(f"{cmd}-request", message) == [], line
        else:
            assert protocol.problems(f"{cmd}-reply", message) == [], line
            if "observation" in message:
                assert protocol.problems(protocol.OBSERVATION, message["observation"]) == [], line
            if "events" in message:
                assert events.problems(message["events"]) == [], line
        checked += 1
    assert checked >= 15
