"""riftcheck new (case skeletons) and riftcheck cards (catalogue search): harness/scaffold.py."""
import re

import pytest
import yaml

from harness import paths, scaffold
from harness.cli import main
from harness.loader import Context, load_case
from conftest import FIXTURES


@pytest.fixture
def few_cases(monkeypatch):
    """`riftcheck new` loads the suite only to keep clear of the ids it takes; where the test is about the
    ruling or rule, four fixture cases stand in for the 675 of cases/."""
    monkeypatch.setattr("harness.paths.cases_dir", lambda: FIXTURES / "good")


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_a_skeleton_from_a_ruling_has_its_provenance(capsys, monkeypatch):
    triggers = paths.cases_dir() / "triggers"  # the folder of the case that takes the ruling's id: it stands in
    monkeypatch.setattr("harness.paths.cases_dir", lambda: triggers)  # for the 960 files of cases/
    code, out, _ = run(capsys, "new", "--ruling", "delayed-imperial-decree-zhonya", "--stdout")
    assert code == 0
    data = yaml.safe_load(out)
    assert data["id"] == "delayed-imperial-decree-zhonya-2"          # the ruling's id is taken by its case
    assert data["ruling"]["inventory"] == "delayed-imperial-decree-zhonya"
    assert data["ruling"]["source"] == "judge-rulings"
    assert data["ruling"]["question"] == "Same with Imperial Decree's delayed trigger instead of Noxian Guillotine."
    assert data["ruling"]["rules"] == ["460.2.d", "461"]              # the seed's v1.2 443.1.e/444, mapped to v1.3
    assert "the source cites 443.1.e; cited here as v1.3 460.2.d" in data["ruling"]["note"]
    entry = Context().rulings["delayed-imperial-decree-zhonya"]
    assert data["mechanics"] == entry["mechanics"] and data["status"] == "current"
    assert [o["card"] for o in data["setup"]["players"]["A"]["hand"]] == entry["cards"]


def test_a_conflicting_ruling_gives_its_status_and_reason(few_cases, capsys):
    _, out, _ = run(capsys, "new", "--ruling", "recall-damage-retained-or-cleared", "--stdout")
    data = yaml.safe_load(out)
    assert data["status"] == "conflicting" and data["status_note"].startswith("The judge collection (seed 002) disagrees with itself")


def test_a_core_rules_skeleton(few_cases, capsys):
    _, out, _ = run(capsys, "new", "--rule", "317.2", "--stdout")
    data = yaml.safe_load(out)
    assert data["id"] == "rule-317-2" and "inventory" not in data["ruling"]
    assert data["ruling"]["source"] == "core-rules-v1.3" and data["ruling"]["rules"] == ["317.2"]


def test_an_unfinished_skeleton_is_invalid_and_formatted(few_cases, capsys, tmp_path):
    _, out, _ = run(capsys, "new", "--ruling", "flow-abandon-banish", "--id", "skeleton", "--stdout")
    path = tmp_path / "skeleton.yaml"
    path.write_text(out, encoding="utf-8")
    case, errors = load_case(path, Context())
    assert case is None
    assert {e.path for e in errors} == {"$.title", "$.ruling.answer", "$.ruling.note"}
    assert all("placeholder left by `riftcheck new`" in e.message for e in errors)
    assert main(["lint", str(path)]) == 0


def test_new_writes_under_cases_and_refuses_to_overwrite(tmp_path):
    ctx = Context()
    skeleton = scaffold.new_case(ctx, [], "flow-abandon-banish", [], None, "chain")
    path = scaffold.write(skeleton, tmp_path)
    assert path == tmp_path / "chain" / "flow-abandon-banish.yaml" and path.read_text().startswith("id: flow-abandon")
    try:
        scaffold.write(skeleton, tmp_path)
    except scaffold.ScaffoldError as exc:
        assert "exists; choose another --id" in str(exc)
    else:
        raise AssertionError("overwrote a case")


@pytest.mark.parametrize("case_id, area, message", [
    ("../../x", "chain", "--id '../../x': a case id is kebab-case"),
    ("/tmp/x", "chain", "--id '/tmp/x': a case id is kebab-case"),
    ("Bad Id", "chain", "--id 'Bad Id': a case id is kebab-case"),
    ("fine-id", "../..", "--area '../..': a folder under cases/ in kebab-case"),
])
def test_new_refuses_an_id_or_area_that_is_not_kebab_case(tmp_path, case_id, area, message):
    skeleton = scaffold.new_case(Context(), [], "flow-abandon-banish", [], case_id, area)
    with pytest.raises(scaffold.ScaffoldError, match=re.escape(message)):
        scaffold.write(skeleton, tmp_path / "cases")
    assert list(tmp_path.rglob("*")) == []


def test_an_unknown_ruling_suggests_one(few_cases, capsys):
    code, _, err = run(capsys, "new", "--ruling", "flow-abandon-banis")
    assert code == 2 and "did you mean 'flow-abandon-banish'" in err


def test_cards_searches_name_type_keyword_and_text(capsys):
    code, out, _ = run(capsys, "cards", "hidden", "blade")
    assert code == 0
    assert out.splitlines()[0] == "ogn-213-298  Hidden Blade  (Spell; Order; cost [2]+1 power)"
    assert "    Kill a unit at a battlefield. Its controller draws 2." in out.splitlines()
    _, out, _ = run(capsys, "cards", "accelerate", "champion")
    assert "Kai'Sa, Survivor" in out
    code, out, _ = run(capsys, "cards", "no-such-card-words")
    assert code == 1 and out.strip() == "0 card(s)"
