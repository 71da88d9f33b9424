"""From zero to conformant: levels, what a partial declaration blocks (`riftcheck blockers`), and
--run-unsupported. Fixture cases: tests/fixtures/levels (two core cases, two keywords cases — Ganking
and Deflect —, a cards case and an faq case using Hidden Blade and Deflect, and a superseded one)."""
import json

import pytest

from harness import blockers
from harness.blockers import Requirement
from harness.cli import main
from harness.loader import load_cases
from harness.runner import run_case
from conftest import FIXTURES

LEVELS_DIR = str(FIXTURES / "levels")
HIDDEN_BLADE = Requirement("cards", "ogn-213-298")


@pytest.fixture(scope="module")
def level_cases():
    cases, errors = load_cases([FIXTURES / "levels"])
    assert errors == []
    return {c.id: c for c in cases}


def test_the_fixture_set_has_every_level(level_cases):
    assert {c.id: c.level for c in level_cases.values()} == {
        "core-standard-move-exhausts": "core", "core-exhausted-unit-cannot-move": "core",
        "keywords-ganking-between-battlefields": "keywords", "keywords-deflect-unit-moves": "keywords",
        "cards-hidden-blade-in-hand": "cards", "faq-hidden-blade-deflect": "faq", "faq-superseded-move": "faq"}


def test_an_engine_declaring_nothing_runs_every_core_case(capsys):
    """NarrowEngine declares no card and no keyword: exactly the core cases run, and pass."""
    assert main(["run", LEVELS_DIR, "--engine", "fake_engines:NarrowEngine", "--level", "core"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out == ["PASS core-exhausted-unit-cannot-move", "PASS core-standard-move-exhausts",
                   "2 passed, 0 failed, 0 skipped"]
    main(["run", LEVELS_DIR, "--engine", "fake_engines:NarrowEngine"])
    out = capsys.readouterr().out.splitlines()
    assert [line.split()[1] for line in out if line.startswith("PASS")] == [
        "core-exhausted-unit-cannot-move", "core-standard-move-exhausts"]
    assert sum(line.startswith("UNSUPPORTED") for line in out) == 4


def test_missing_lists_what_the_declaration_lacks(level_cases):
    faq = level_cases["faq-hidden-blade-deflect"]
    assert blockers.missing(faq, {"cards": [], "keywords": ["Tank"]}) == [HIDDEN_BLADE, Requirement("keywords", "Deflect")]
    assert blockers.missing(faq, {"cards": "all", "keywords": "all"}) == []
    assert blockers.missing(faq, {}) == [Requirement("keywords", "Deflect")]  # cards default to all, keywords to none
    assert blockers.describe(blockers.missing(faq, {"cards": []})) == \
        "engine does not declare cards ogn-213-298; keywords Deflect"


def test_blockers_of_a_partial_declaration_largest_first(level_cases):
    analysis = blockers.analyse(level_cases.values(), {"cards": [], "keywords": ["Ganking"]})
    assert (analysis.runnable, analysis.total) == (3, 6)  # the superseded case is not counted
    assert [(row.level, row.runnable, row.blocked) for row in analysis.levels] == [
        ("core", 2, 0), ("keywords", 1, 1), ("cards", 0, 1), ("faq", 0, 1)]
    assert [(b.requirement, b.blocks, b.unblocks) for b in analysis.blockers] == [
        (HIDDEN_BLADE, 2, 1),                       # the cards case (alone) and the faq case (with Deflect)
        (Requirement("keywords", "Deflect"), 2, 1)]  # the keywords case (alone) and the faq case
    assert [(b.requirement.name, b.levels["faq"], b.alone_levels["faq"]) for b in analysis.for_level("faq")] == [
        ("ogn-213-298", 1, 0), ("Deflect", 1, 0)]
    assert analysis.mechanics == {"standard-move": 3, "deflect": 2}


def test_blockers_command(capsys, tmp_path):
    report = tmp_path / "blockers.json"
    code = main(["blockers", LEVELS_DIR, "--engine", "fake_engines:NarrowEngine", "--json", str(report)])
    out = capsys.readouterr().out.splitlines()
    assert code == 0
    assert out[0] == "2 of 6 current cases can run on mini 0; 4 are unsupported."
    assert out[2:7] == ["level      runnable  blocked  total", "core              2        0      2",
                        "keywords          0        2      2", "cards             0        1      1",
                        "faq               0        1      1"]
    table = out[out.index("  blocks  alone  requirement") + 1:][:3]
    assert table == ["       2      1  card ogn-213-298 (Hidden Blade)", "       2      1  keyword Deflect",
                     "       1      1  keyword Ganking"]
    assert "Level faq: 1 of 1 cases blocked" in out
    data = json.loads(report.read_text())
    assert data["engine"]["name"] == "mini" and (data["runnable"], data["total"]) == (2, 6)
    assert data["blockers"][0] == {"kind": "cards", "name": "ogn-213-298", "blocks": 2, "alone": 1,
                                   "levels": {"cards": 1, "faq": 1}, "alone_levels": {"cards": 1},
                                   "cases": ["cards-hidden-blade-in-hand", "faq-hidden-blade-deflect"]}
    assert main(["blockers", LEVELS_DIR, "--level", "core"]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == \
        "Nothing is blocked: the engine declares every requirement of these cases."


def test_run_unsupported_runs_them_and_reports_them_apart(level_cases, capsys, tmp_path):
    result = run_case(level_cases["keywords-deflect-unit-moves"], __import__("fake_engines").NarrowEngine,
                      run_unsupported=True)
    assert (result.outcome, result.ran_anyway) == ("unsupported", "pass")
    assert result.messages == ["engine does not declare keywords Deflect"]
    report = tmp_path / "report.json"
    code = main(["run", LEVELS_DIR, "--engine", "fake_engines:NarrowEngine", "--run-unsupported",
                 "--json", str(report)])
    out = capsys.readouterr().out.splitlines()
    assert code == 0  # the failure of an undeclared case does not fail the run
    assert "UNSUPPORTED cards-hidden-blade-in-hand (engine does not declare cards ogn-213-298; ran anyway: FAIL)" in out
    assert "UNSUPPORTED keywords-deflect-unit-moves (engine does not declare keywords Deflect; ran anyway: PASS)" in out
    assert out[-3:] == ["unsupported cases run anyway: 3 passed, 1 failed, 0 errors (not counted above; declare "
                        "what they need to count them)", "2 passed, 0 failed, 5 skipped", "4 unsupported"]
    cases = {c["id"]: c for c in json.loads(report.read_text())["cases"]}
    assert cases["cards-hidden-blade-in-hand"]["ran_anyway"] == "fail"
    assert "ran_anyway" not in cases["core-standard-move-exhausts"]
