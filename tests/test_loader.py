"""Loading and validating case files: line numbers, JSON paths, semantic checks."""
from pathlib import Path

import pytest
import yaml

from harness import paths
from harness.catalogue import UnknownCard, load_catalogue
from harness.loader import Context, load_case, load_cases
from conftest import FIXTURES

GOOD = FIXTURES / "good"
BAD = FIXTURES / "bad"


def errors_of(name):
    case, errors = load_case(BAD / name, Context())
    assert case is None
    return [(e.line, e.path, e.message) for e in errors]


def test_good_fixtures_load():
    cases, errors = load_cases([GOOD])
    assert errors == []
    assert [c.id for c in cases] == ["fake-move-exhausted-rejected", "fake-old-ruling",
                                     "fake-scripted-decision", "fake-standard-move"]
    move = next(c for c in cases if c.id == "fake-standard-move")
    assert move.mechanics == ["standard-move", "exhaust-ready"]
    assert move.ruling == "move-ability-move-no-exhaust" and move.source == "judge-rulings"
    assert move.where(("script", 1, "move")) == f"{move.file}:22"


@pytest.mark.parametrize("name, expected", [
    ("malformed-yaml.yaml", [(4, "$", "invalid YAML: while parsing a flow sequence expected ',' or ']', but got ':'")]),
    ("unknown-key.yaml", [(24, "$.script[3].hurry", "unknown key 'hurry'")]),
    ("dangling-alias.yaml", [(22, "$.script[1].move[0]", "unknown alias 'scuot'; did you mean 'scout'?")]),
    ("unknown-card.yaml", [(17, "$.setup.players.A.base[0].card",
                            "unknown card 'Hiden Blade'; did you mean 'Hidden Blade'?")]),
    ("id-mismatch.yaml", [(1, "$.id", "id 'not-the-file-name' must equal the file name 'id-mismatch'")]),
    ("duplicate-alias.yaml", [(18, "$.setup.players.A.base[1].id",
                               "alias 'scout' is defined twice (first at $.setup.players.A.base[0])")]),
])
def test_broken_fixture_reports_file_line_and_path(name, expected):
    assert errors_of(name) == expected


def test_error_text_is_file_line_path_message():
    _, errors = load_case(BAD / "unknown-key.yaml", Context())
    assert str(errors[0]).endswith("unknown-key.yaml:24: $.script[3].hurry: unknown key 'hurry'")


def test_a_bad_file_does_not_stop_the_others():
    cases, errors = load_cases([GOOD, BAD])
    assert len(cases) == 4
    assert {Path(e.file).name for e in errors} == {p.name for p in BAD.glob("*.yaml")}


def write(tmp_path, name, data):
    path = tmp_path / f"{name}.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False))
    return path


def base_case(case_id="tmp-case"):
    data = yaml.safe_load((GOOD / "fake-standard-move.yaml").read_text())
    data["id"] = case_id
    return data


def test_all_schema_errors_are_collected(tmp_path):
    data = base_case()
    data["status"] = "maybe"
    data["script"].append({"player": "E", "pass": True})
    data["expect"]["objects"]["scout"]["colour"] = "red"
    del data["title"]
    _, errors = load_case(write(tmp_path, "tmp-case", data), Context())
    found = {(e.path, e.message) for e in errors}
    assert ("$", "missing required key 'title'") in found
    assert ("$.status", "'maybe' is not one of ['current', 'superseded', 'conflicting']") in found
    assert ("$.script[4].player", "'E' is not one of ['A', 'B', 'C', 'D']") in found
    assert ("$.expect.objects.scout.colour", "unknown key 'colour'") in found


@pytest.mark.parametrize("step, message", [
    ({"player": "A"}, "not a step: a step has exactly one of play, activate, move, hide, pass, resolve, "
                      "advance, concede, decision, expect"),
    ({"player": "A", "concede": False}, "True was expected"),
    ({"concede": True}, "missing required key 'player'"),
    ({"player": "A", "pass": True, "move": ["scout"], "to": "bf"}, "a step has exactly one kind; this one has move, pass"),
    ({"player": "A", "move": ["scout"], "to": "bf", "reason": "x"}, "`reason` needs `reject: true`"),
    ({"resolve": "everything"}, "'everything' is not one of ['all', 1, 'showdown']"),
    ({"player": "A", "play": "scout", "pay": {"repeat": 2}, "repeat_targets": [["scout"]]},
     "1 list(s) of choices for 2 repeated execution(s) paid (`pay: {repeat: N}`): give one list per execution"),
    ({"player": "A", "play": "scout", "repeat_targets": [["scout"]]},
     "1 list(s) of choices for 0 repeated execution(s) paid (`pay: {repeat: N}`): give one list per execution"),
])
def test_bad_steps(tmp_path, step, message):
    data = base_case()
    data["script"] = [step]
    _, errors = load_case(write(tmp_path, "tmp-case", data), Context())
    assert message in [e.message for e in errors]


def test_every_step_kind_validates(tmp_path):
    data = base_case()
    data["setup"]["players"]["A"]["hand"] = [{"id": "blade", "card": "Hidden Blade"}]
    data["setup"]["players"]["A"]["runes"] = [{"domain": "Order"}, {"domain": "Order", "exhausted": True}]
    data["setup"]["players"]["A"]["pool"] = {"energy": 1, "power": {"Order": 1}}
    data["setup"]["players"]["A"]["legend"] = {"id": "leg", "card": "ogn-213-298"}
    data["script"] = [
        {"player": "A", "hide": "blade", "at": "bf"},
        {"player": "A", "play": "blade", "targets": ["scout", None], "to": "base", "mode": 0, "name": "x",
         "pay": {"accelerate": True, "repeat": 2, "flow": False, "additional": True}},
        {"player": "A", "activate": "leg", "ability": 0, "targets": ["A"]},
        {"player": "A", "move": ["scout"], "to": "base", "reject": True, "reason": "exhausted"},
        {"player": "B", "pass": True},
        {"resolve": 1}, {"resolve": "all"}, {"resolve": "showdown"}, {"advance": "next-turn"},
        {"player": "B", "concede": True},
        {"decision": "order-triggers", "player": "A", "answer": ["scout", "blade"]},
        {"decision": "assign-combat-damage", "player": "A", "answer": {"scout": 2}},
        {"expect": {"chain": ["blade", "leg:ability", "ogn-213-298"], "showdown": None,
                    "turn": {"active": "A", "phase": "action", "state": "neutral-open"}}},
    ]
    case, errors = load_case(write(tmp_path, "tmp-case", data), Context())
    assert errors == []
    assert case.setup["players"]["A"]["hand"][0]["card"] == "ogn-213-298"  # name normalised to id
    assert case.cards == {"ogn-213-298"}


def test_semantic_ids(tmp_path):
    data = base_case()
    data["mechanics"] = ["standard-mov"]
    data["ruling"]["inventory"] = "no-such-ruling"
    data["ruling"]["source"] = "faq-vendeta"
    _, errors = load_case(write(tmp_path, "tmp-case", data), Context())
    messages = {e.path: e.message for e in errors}
    assert messages["$.mechanics[0]"].startswith("unknown mechanic 'standard-mov'; did you mean 'standard-move'")
    assert messages["$.ruling.inventory"].startswith("no ruling 'no-such-ruling' in rulings/index.yaml")
    assert messages["$.ruling.source"] == ("no source 'faq-vendeta' in cases/sources.yaml; "
                                           "did you mean 'faq-vendetta'?")


def test_a_showdown_that_is_not_a_combat_has_no_attacker_or_defender(tmp_path):
    data = base_case()
    data["setup"]["showdown"] = {"battlefield": data["setup"]["battlefields"][0]["id"], "attacker": "A"}
    _, errors = load_case(write(tmp_path, "tmp-case", data), Context())
    assert [(e.path, e.message) for e in errors] == [("$.setup.showdown.attacker", "`attacker` needs `combat: true`: "
                                                      "a showdown that is not a combat has no attacker or defender")]
    data["setup"]["showdown"]["combat"] = True
    assert load_case(write(tmp_path, "tmp-case", data), Context())[1] == []


def test_status_rules(tmp_path):
    data = base_case()
    data["status"] = "superseded"
    _, errors = load_case(write(tmp_path, "tmp-case", data), Context())
    assert {e.message for e in errors} == {"missing required key 'superseded_by'", "missing required key 'status_note'"}
    data["status"], data["status_note"] = "conflicting", "the sources disagree"
    assert load_case(write(tmp_path, "tmp-case", data), Context())[1] == []


def test_suite_checks_duplicate_ids_and_superseded_by(tmp_path):
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    write(tmp_path / "a", "tmp-case", base_case())
    write(tmp_path / "b", "tmp-case", base_case())
    old = base_case("old-case")
    old.update(status="superseded", superseded_by="nowhere-case", status_note="replaced")
    write(tmp_path / "a", "old-case", old)
    cases, errors = load_cases([tmp_path], Context(cases_root=tmp_path))
    messages = sorted(e.message for e in errors)
    assert messages[0].startswith("duplicate case id 'tmp-case' (also ")
    assert messages[1].startswith("superseded_by names no case: 'nowhere-case'")
    assert [c.file for c in cases] == [str(tmp_path / "a" / "tmp-case.yaml")]  # the first keeps running


def test_duplicate_yaml_key(tmp_path):
    path = tmp_path / "tmp-case.yaml"
    path.write_text((GOOD / "fake-standard-move.yaml").read_text().replace("id: fake-standard-move", "id: tmp-case")
                    + "status: current\n")
    _, errors = load_case(path, Context())
    assert [(e.line, e.path, e.message) for e in errors] == [(33, "$.status", "duplicate key 'status' (first at line 10)")]


def test_catalogue_resolution():
    cat = load_catalogue()
    assert cat.resolve("Hidden Blade") == cat.resolve("ogn-213-298") == "ogn-213-298"
    with pytest.raises(UnknownCard, match="did you mean 'Hidden Blade'.*case-sensitive"):
        cat.resolve("hidden blade")
    with pytest.raises(UnknownCard, match="does not exist"):
        cat.resolve("Locke")


def test_project_layout_error_is_clear(monkeypatch):
    monkeypatch.setattr(paths, "ROOT", Path("/nonexistent-riftcheck"))
    with pytest.raises(paths.ProjectLayoutError, match="pip install -e"):
        paths.cases_dir()


def test_contributing_example_is_a_valid_case(tmp_path):
    import re
    text = (paths.ROOT / "CONTRIBUTING.md").read_text(encoding="utf-8")
    example = re.search(r"```yaml\n(.*?)```", text, re.S).group(1)
    path = tmp_path / "linked-hidden-blade-star-crossed-mistarget.yaml"
    path.write_text(example, encoding="utf-8")
    case, errors = load_case(path, Context())
    assert errors == [] and case.setup["players"]["A"]["hand"][0]["card"] == "ogn-213-298"


def test_one_of_errors_name_the_closest_branch_and_its_keys(tmp_path):
    data = base_case()
    data["expect"]["showdown"] = {"battlefield": "bf", "combat": "yes", "colour": 1}
    data["script"][1] = {"player": "A", "move": ["scout"], "to": "bf"}
    data["expect"]["objects"]["scout"]["location"] = 3
    _, errors = load_case(write(tmp_path, "tmp-case", data), Context())
    found = {(e.path, e.message) for e in errors}
    closest = " (the closest of its allowed forms, object; the others: null)"
    assert ("$.expect.showdown.colour", "unknown key 'colour'" + closest) in found
    assert ("$.expect.showdown.combat", "'yes' is not of type 'boolean'" + closest) in found
    assert ("$.expect.objects.scout.location", "3 is not string or null") in found
    assert not any("is not valid under any of the given schemas" in e.message for e in errors)
