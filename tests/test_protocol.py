"""The engine protocol: its schemas, the harness's messages, and the reference engine served out of
process (reference_engine/serve.py) giving the same outcome for every case as in process."""
import io
import json

import jsonschema
import pytest

from harness import paths, protocol
from reference_engine.adapter import ReferenceEngine
from reference_engine.serve import Server

MESSAGES = [f"{cmd}-request" for cmd in protocol.COMMANDS] + \
    [f"{cmd}-reply" for cmd in protocol.COMMANDS if cmd != "close"] + ["error-reply"]


def test_one_schema_per_message():
    folder = paths.ROOT / "schema" / "protocol"
    assert sorted(p.name.removesuffix(".schema.json") for p in folder.glob("*.schema.json")) == sorted(MESSAGES)
    for name in MESSAGES:
        schema = json.loads((folder / f"{name}.schema.json").read_text())
        jsonschema.Draft202012Validator.check_schema(schema)
        assert schema["$id"].endswith(f"/protocol/{name}.schema.json")


SAMPLES = {
    "load-reply": [{"ok": True}, {"ok": False}, {"ok": True, "x": 1}, [], None],
    "act-reply": [{"accepted": True}, {"accepted": False, "reason": "no"}, {"accepted": True, "decision": None},
                  {"accepted": "yes"}, {"accepted": True, "reason": 3}, {"accepted": True, "extra": 1},
                  {"accepted": True, "decision": {"kind": "may", "player": "A", "options": [True, False]}},
                  {"accepted": True, "decision": {"kind": "maybe", "player": "A"}}, {}],
    "observe-reply": [{"observation": {}}, {"observation": []}, {"observation": {}, "x": 1}, {}],
    "events-reply": [{"events": []}, {"events": [{"type": "draw", "player": "A"}]}, {"events": [{"player": "A"}]},
                     {"events": [{"type": 3}]}, {"events": {}}, {"events": [], "x": 1}],
}


@pytest.mark.parametrize("name", sorted(SAMPLES))
def test_fast_path_accepts_only_what_the_schema_accepts(name):
    validator = protocol.validators()[name]
    for message in SAMPLES[name]:
        if protocol.SURELY_VALID[name](message):
            assert validator.is_valid(message), message
        assert (protocol.problems(name, message) == []) == validator.is_valid(message), message
    decide = protocol.validators()["decide-reply"]
    assert all(decide.is_valid(m) == protocol.validators()["act-reply"].is_valid(m) for m in SAMPLES["act-reply"])


def test_every_request_the_suite_makes_is_valid(suite_cases):
    """What the harness sends for each case (load, act, decide) against the request schemas."""
    for case in suite_cases:
        assert protocol.problems("load-request", {"cmd": "load", "setup": case.setup}) == [], case.id
        for step in case.script:
            if "decision" in step:
                message = {"cmd": "decide", "answer": step["answer"]}
                assert protocol.problems("decide-request", message) == [], case.id
            elif "expect" not in step:
                message = {"cmd": "act", "step": {k: v for k, v in step.items() if k not in ("reject", "reason")}}
                assert protocol.problems("act-request", message) == [], (case.id, step)
    rejected = {"cmd": "act", "step": {"player": "A", "pass": True, "reject": True}}
    assert protocol.problems("act-request", rejected)  # the harness never tells the engine what to expect


def test_same_outcome_for_every_case_in_and_out_of_process(current_cases, reference_runs, served_report):
    """Out of process: every current case through reference_engine/serve.py (`served_report`: the whole
    suite through two engine processes, the run tests/test_parallel.py also reads); in process: the shared
    run of `reference_runs` (the reference engine in this process)."""
    outside = {c["id"]: c for c in served_report["cases"]}
    runs = reference_runs.every()
    inside = {case.id: runs[case.id].result for case in current_cases}
    assert served_report["engine"]["name"] == "riftcheck-reference"
    assert {k: outside[k]["outcome"] for k in inside} == {k: r.outcome for k, r in inside.items()}
    for case_id, result in inside.items():  # failures read the same, too (errors are worded by the transport)
        if result.outcome != "error":
            assert outside[case_id]["messages"] == result.messages, case_id


def serve(*requests):
    out = io.StringIO()
    Server(ReferenceEngine).serve(io.StringIO("".join(json.dumps(r) + "\n" for r in requests)), out)
    return [json.loads(line) for line in out.getvalue().splitlines()]


def test_serve_replies_and_errors():
    hello, loaded, acted, error, unknown = serve(
        {"cmd": "hello"}, {"cmd": "load", "setup": {"turn": {"active": "A"}}}, {"cmd": "act", "step": {"resolve": "all"}},
        {"cmd": "act"}, {"cmd": "dance"}, {"cmd": "close"}, {"cmd": "hello"})
    assert protocol.problems("hello-reply", hello) == [] and hello["hello"]["protocol"] == protocol.PROTOCOL_VERSION
    assert loaded == {"ok": True}
    assert acted == {"accepted": False, "decision": None, "reason": "the chain is empty"}
    assert error["error"]["message"] == "KeyError: 'step'" and "Traceback" in error["error"]["traceback"]
    assert unknown["error"]["message"] == "ValueError: unknown command 'dance'"
    assert all(protocol.problems("error-reply", e) == [] for e in (error, unknown))
