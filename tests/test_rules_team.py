"""The rules team's commands: show, conflicts, list filters, --rule through the version map, --trace."""
import json

import pytest

from harness import paths
from harness.cli import main
from conftest import FIXTURES

GOOD = str(FIXTURES / "good")
CASES = paths.cases_dir()
# the folders of the cases the list filters are checked on (a filter shows the same on them as on the whole
# suite, which each `list` would load again)
SOME = [str(CASES / folder) for folder in ("linked", "mistarget", "triggers")]


@pytest.fixture
def only_folder(monkeypatch):
    """`riftcheck show ID` loads the whole suite to find one case; where the test is about what it prints
    for a case, the case's own folder stands in for cases/ (the same lines)."""
    def use(folder):
        monkeypatch.setattr("harness.paths.cases_dir", lambda: CASES / folder)
    return use


def riftcheck(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_show_prints_provenance_status_and_the_engines_trace(capsys, only_folder):
    only_folder("triggers")
    code, out, _ = riftcheck(capsys, "show", "delayed-imperial-decree-zhonya")
    assert code == 0
    lines = out.splitlines()
    assert lines[0] == "delayed-imperial-decree-zhonya  [current]  level faq"
    assert "  ruling: delayed-imperial-decree-zhonya  [current]  (rulings/index.yaml)" in lines
    assert "  rules: 460.2.d (v1.4 465.2.d), 461 (v1.4 466)" in lines
    assert any(line.startswith("  answer (verbatim): Ruling: The unit dies.") for line in lines)
    assert any(line.startswith("  card ogn-221-298 Imperial Decree: [Action]") for line in lines)
    assert "  result: PASS" in lines and "  trace:" in lines
    assert any("event  recall (object: def" in line for line in lines)


def test_show_a_conflicting_case_gives_the_reason_and_does_not_run(capsys, only_folder):
    only_folder("mistarget")
    code, out, _ = riftcheck(capsys, "show", "mistarget-bellows-breath-flash-not-in-combat")
    assert code == 0
    assert "  status conflicting: The second target's damage rests on" in out
    assert "  contradicts: mistarget-akali-silent-flash-star-crossed" in out
    assert "result:" not in out


def test_show_an_unknown_case_suggests_one(capsys):
    code, _, err = riftcheck(capsys, "show", "delayed-imperial-decree-zhonia", "--no-run")
    assert code == 2 and "did you mean 'delayed-imperial-decree-zhonya'" in err


def test_conflicts_lists_cases_and_rulings_with_reasons(capsys):
    code, out, _ = riftcheck(capsys, "conflicts")
    assert code == 0
    lines = out.splitlines()
    at = lines.index("  mistarget-bellows-breath-flash-not-in-combat  [conflicting]  rules 359.3.e.5")
    assert lines[at + 1].startswith("      principle: An instruction with several targets executes")
    assert lines[at + 2].startswith("      reason: The second target's damage")
    # the cases of the related ruling, its variants included (harness/queries.py conflicts)
    assert lines[at + 3].startswith("      with: ")
    assert "mistarget-akali-silent-flash-star-crossed" in lines[at + 3][len("      with: "):].split(", ")
    assert "  recall-damage-retained-or-cleared  [conflicting]" in lines   # a ruling with no case


def test_rule_prefix_goes_through_the_version_map(capsys):
    """--rule reads a v1.4 number: the judge rulings' v1.3 460.2.d is v1.4 465.2.d."""
    code, out, _ = riftcheck(capsys, "list", *SOME, "--rule", "465.2.d")
    ids = [line.split()[0] for line in out.splitlines()]
    assert code == 0 and {"delayed-imperial-decree-zhonya", "delayed-noxian-guillotine-zhonya"} <= set(ids)
    _, out, _ = riftcheck(capsys, "list", *SOME, "--rule", "359.3.e.14")
    ids = [line.split()[0] for line in out.splitlines()]
    assert "linked-hidden-blade-star-crossed-mistarget" in ids and "mistarget-akali-silent-flash-star-crossed" not in ids
    _, out, _ = riftcheck(capsys, "list", *SOME, "--rule", "359.3.e.1")        # a prefix ends at a dot
    assert "linked-hidden-blade-star-crossed-mistarget" not in out


def test_list_filters_and_shows_cards_and_reasons(capsys):
    code, out, _ = riftcheck(capsys, "list", *SOME, "--status", "conflicting", "--card", "flash")
    assert code == 0
    assert out.splitlines()[0].startswith("mistarget-bellows-breath-flash-not-in-combat  conflicting")
    assert "[cards: Akali, Silent; Bellows Breath; Flash]  (conflicting: The second target" in out
    _, out, _ = riftcheck(capsys, "list", *SOME, "--source", "vilemaw-clarification", "--mechanic", "move")
    assert [line.split()[0] for line in out.splitlines()] == ["linked-359-3-e-6-ride-the-wind-ignored-old"]


def test_run_trace_prints_the_play_by_play_of_a_failing_case(capsys, tmp_path):
    report = tmp_path / "report.json"
    code, out, _ = riftcheck(capsys, "run", "--engine", "fake_engines:WrongEngine", GOOD, "-k", "standard",
                             "--trace", "--json", str(report))
    assert code == 1
    lines = out.splitlines()
    at = lines.index("    trace:")
    assert lines[at + 1] == "      load  -> loaded"
    assert "      script[1] {player: A, move: [scout], to: bf}" in lines
    assert any("change objects.scout.location: base -> bf" in line for line in lines[at:])
    data = json.loads(report.read_text())
    trace = data["cases"][0]["trace"]
    assert [s["step"] for s in trace] == ["load", 0, 1, 2, 3] and trace[2]["do"]["move"] == ["scout"]


def test_without_trace_the_json_report_has_none(capsys, tmp_path):
    report = tmp_path / "report.json"
    riftcheck(capsys, "run", "--engine", "fake_engines:WrongEngine", GOOD, "-k", "standard", "--json", str(report))
    assert "trace" not in json.loads(report.read_text())["cases"][0]
