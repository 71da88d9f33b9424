"""validate's consistency checks: rule numbers across versions, case vs index status, contradictions,
and schema + semantic errors in one pass (docs/case-format.md, section 1)."""
import copy

from harness import rulenumbers
from harness.loader import Context, load_case, load_cases
from test_loader import write

FAQ_CASE = {
    "id": "faq-case",
    "title": "A judge ruling's case",
    "ruling": {"inventory": "move-ability-move-no-exhaust", "source": "judge-rulings",
               "question": "q", "answer": "a", "rules": ["144.1.c"]},
    "status": "current",
    "mechanics": ["standard-move"],
    "setup": {"players": {"A": {"base": [{"id": "u", "vanilla": {"might": 1}}]}}},
    "script": [],
    "expect": {"objects": {"u": {"zone": "board"}}},
}


def case(**changes):
    data = copy.deepcopy(FAQ_CASE)
    for path, value in changes.items():
        *parents, last = path.split("__")
        node = data
        for key in parents:
            node = node[key]
        node[last] = value
    return data


def messages(tmp_path, data, ctx=None):
    loaded, errors = load_case(write(tmp_path, data["id"], data), ctx or Context(suite_root=tmp_path))
    return loaded, [(e.path, e.message) for e in errors]


def test_a_valid_case_passes_every_check(tmp_path):
    loaded, errors = messages(tmp_path, case())
    assert errors == [] and loaded is not None


def test_a_stale_rule_number_is_flagged_with_the_mapped_one(tmp_path):
    _, errors = messages(tmp_path, case(ruling__rules=["443.1.e", "477.3.b"]))
    assert errors == [
        ("$.ruling.rules[0]", "rule '443.1.e' is the v1.2 number of 'Combat damage step - deal the assigned "
                              "damage'; in v1.3 it is 460.2.d: cite '460.2.d' (this case's source reads rule "
                              "numbers in v1.3)"),
        ("$.ruling.rules[1]", "rule '477.3.b' is the v1.4 number of 'Arithmetic limits are remembered "
                              "(snapshot)'; in v1.3 it is 472.3.b: cite '472.3.b' (this case's source reads rule "
                              "numbers in v1.3)"),
    ]


def test_a_number_the_map_does_not_know_is_flagged(tmp_path):
    _, errors = messages(tmp_path, case(ruling__rules=["144.1.d"]))
    assert len(errors) == 1 and errors[0][0] == "$.ruling.rules[0]"
    assert "not in rulings/rule-numbers.yaml for v1.3; did you mean '144.1.c'" in errors[0][1]


def test_a_rule_new_in_v14_does_not_exist_in_v13():
    table = rulenumbers.load()
    assert table.problem("758", "1.3").endswith("it does not exist in v1.3 (this case's source reads rule "
                                                "numbers in v1.3)")
    assert table.problem("758", "1.4") == ""
    assert table.current("460.2.d", "1.3") == "465.2.d" and table.current("425.1.b", "1.3") == "425.1.b"


def test_a_status_mismatch_with_the_index_is_flagged(tmp_path):
    _, errors = messages(tmp_path, case(status="conflicting", status_note="why"))
    assert errors == [("$.status", "status 'conflicting' differs from ruling 'move-ability-move-no-exhaust' in "
                                   "rulings/index.yaml ('current'): make them agree, with the same status_note "
                                   "in both")]


def test_a_different_reason_from_the_index_is_flagged(tmp_path):
    data = case(status="conflicting", status_note="a reason of my own")
    data["ruling"]["inventory"] = "recall-damage-retained-or-cleared"
    _, errors = messages(tmp_path, data)
    assert errors == [("$.status_note", "status_note differs from the status_note of ruling "
                                        "'recall-damage-retained-or-cleared' in rulings/index.yaml: record the "
                                        "reason once, identically, in both")]


def test_the_index_check_applies_to_the_suite_only(tmp_path):
    """Fixtures and drafts outside the suite's directory are not records of the index."""
    elsewhere = Context(suite_root=tmp_path / "suite")
    _, errors = messages(tmp_path, case(status="conflicting", status_note="why"), elsewhere)
    assert errors == []


def test_two_current_cases_that_contradict_each_other_are_flagged(tmp_path):
    first = case(id="first", contradicts=["second"])
    first["ruling"]["principle"] = "several targets: not followed at all"
    second = case(id="second")
    write(tmp_path, "first", first)
    write(tmp_path, "second", second)
    cases, errors = load_cases([tmp_path], Context(suite_root=tmp_path / "elsewhere"))
    assert [(e.path, e.message) for e in errors] == [
        ("$.contradicts[0]", "first and second apply opposite principles and are both current: at most one can "
                             "be a golden outcome; make one conflicting (status_note: why) or reconcile them")]
    second.update(status="conflicting", status_note="the rules team decides")
    write(tmp_path, "second", second)
    cases, errors = load_cases([tmp_path], Context(suite_root=tmp_path / "elsewhere"))
    assert errors == [] and len(cases) == 2


def test_contradicts_must_name_a_case(tmp_path):
    write(tmp_path, "first", case(id="first", contradicts=["nowhere"]))
    _, errors = load_cases([tmp_path], Context(suite_root=tmp_path / "elsewhere"))
    assert [(e.path, e.message) for e in errors] == [("$.contradicts[0]", "contradicts names no case: 'nowhere'")]


def test_schema_and_semantic_errors_come_in_one_pass(tmp_path):
    data = case(ruling__rules=["443.1.e"])
    data["setup"]["players"]["A"]["base"][0]["colour"] = "red"           # schema: unknown key
    data["expect"]["objects"]["ghost"] = {"zone": "hand"}                # semantics: unknown alias
    _, errors = messages(tmp_path, data)
    paths = [p for p, _ in errors]
    assert "$.setup.players.A.base[0].colour" in paths
    assert "$.expect.objects.ghost" in paths and "$.ruling.rules[0]" in paths


def test_the_suite_cites_current_numbers_and_agrees_with_the_index(suite):
    """Every case of the suite: numbers valid in its source's version, status and reason as in the index."""
    cases, errors = suite
    assert [str(e) for e in errors] == []
