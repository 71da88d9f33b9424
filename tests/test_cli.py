"""The riftcheck command line: exit codes, the summary lines, JSON and JUnit reports."""
import json
import re
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET

import pytest

import harness
from harness import paths, protocol
from harness.cli import main
from conftest import FIXTURES

GOOD, BAD = str(FIXTURES / "good"), str(FIXTURES / "bad")


def riftcheck(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_run_all_pass_exits_0(capsys):
    code, out, _ = riftcheck(capsys, "run", "--engine", "fake_engines:AskingEngine", GOOD, "-k", "decision")
    assert code == 0
    assert out.splitlines() == ["PASS fake-scripted-decision", "1 passed, 0 failed, 0 skipped"]


def test_run_with_failures_exits_1_and_prints_summary(capsys):
    code, out, _ = riftcheck(capsys, "run", "--engine", "fake_engines:NarrowEngine", GOOD)
    assert code == 1
    lines = out.splitlines()
    assert "SKIP fake-old-ruling (superseded by fake-standard-move: replaced by the newer FAQ answer)" in lines
    assert "UNSUPPORTED fake-move-exhausted-rejected (engine does not declare keywords Tank)" in lines
    assert "FAIL fake-scripted-decision" in lines
    assert lines[-2:] == ["1 passed, 1 failed, 2 skipped", "1 unsupported"]


def test_invalid_files_are_errors_and_the_run_continues(capsys):
    code, out, _ = riftcheck(capsys, "run", "--engine", "fake_engines:MiniEngine", GOOD, BAD)
    assert code == 1
    assert "ERROR unknown-key" in out
    assert "unknown-key.yaml:24: $.script[3].hurry: unknown key 'hurry'" in out
    assert "PASS fake-standard-move" in out
    assert out.splitlines()[-2:] == ["2 passed, 1 failed, 1 skipped", "6 errors"]


def test_missing_engine_is_a_clean_error(capsys):
    code, out, err = riftcheck(capsys, "run", "--engine", "no_such_module:Engine", GOOD)
    assert code == 2 and out == ""
    assert err == ("riftcheck: error: engine 'no_such_module:Engine': cannot import module 'no_such_module': "
                   "No module named 'no_such_module'\n")
    code, _, err = riftcheck(capsys, "run", "--engine", "fake_engines:Nope", GOOD)
    assert err == "riftcheck: error: engine 'fake_engines:Nope': module 'fake_engines' has no attribute 'Nope'\n"
    code, out, err = riftcheck(capsys, "run", "--engine", "builtins:int", GOOD)  # a class, but not an engine
    assert code == 2 and out == "" and "Traceback" not in err
    assert err.startswith("riftcheck: error: engine 'builtins:int': builtins:int is not an engine: it has no hello(), ")


def test_k_expressions_and_mechanic_filter(capsys):
    _, out, _ = riftcheck(capsys, "run", "--engine", "fake_engines:MiniEngine", GOOD, "-k", "move and not rejected")
    assert [line for line in out.splitlines() if line.startswith("PASS")] == ["PASS fake-standard-move"]
    _, out, _ = riftcheck(capsys, "run", "--engine", "fake_engines:MiniEngine", GOOD, "--mechanic", "exhaust-ready")
    assert out.splitlines()[-1] == "2 passed, 0 failed, 0 skipped"
    code, _, err = riftcheck(capsys, "run", "--engine", "fake_engines:MiniEngine", GOOD, "-k", "a and (")
    assert code == 2 and "cannot parse" in err


def test_json_and_junit_reports(capsys, tmp_path):
    code, _, _ = riftcheck(capsys, "run", "--engine", "fake_engines:WrongEngine", GOOD, BAD,
                           "--json", str(tmp_path / "r.json"), "--junit", str(tmp_path / "r.xml"))
    assert code == 1
    report = json.loads((tmp_path / "r.json").read_text())
    assert report["totals"] == {"pass": 1, "fail": 2, "error": 6, "skipped": 1, "unsupported": 0, "xfail": 0, "xpass": 0, "flaky": 0}
    assert report["engine"]["name"] == "mini"
    suite = ET.parse(tmp_path / "r.xml").getroot().find("testsuite")
    assert (suite.get("tests"), suite.get("failures"), suite.get("errors"), suite.get("skipped")) == ("10", "2", "6", "1")
    failure = suite.find("testcase[@name='fake-standard-move']/failure")
    assert "objects.scout.might: expected 2, observed 3" in failure.text


def test_summary_tables(capsys):
    _, out, _ = riftcheck(capsys, "run", "--engine", "fake_engines:MiniEngine", GOOD, "--summary")
    assert any(line.startswith("mechanic ") and "unsupported" in line for line in out.splitlines())
    assert any(line.split()[:3] == ["standard-move", "2", "1"] for line in out.splitlines())


def test_validate(capsys):
    assert riftcheck(capsys, "validate", GOOD) == (0, "4 cases valid\n", "")
    code, out, _ = riftcheck(capsys, "validate", GOOD, BAD)
    assert code == 2
    assert out.splitlines()[-1] == "6 invalid case file(s), 4 cases valid"


def test_list_and_coverage(capsys):
    code, out, _ = riftcheck(capsys, "list", GOOD)
    assert code == 0
    assert out.splitlines()[0].split() == ["fake-move-exhausted-rejected", "current", "faq", "judge-rulings",
                                           "standard-move,", "exhaust-ready"]
    code, out, _ = riftcheck(capsys, "coverage", GOOD)
    assert code == 0
    assert ("  move-ability-move-no-exhaust  [current]  fake-move-exhausted-rejected, fake-old-ruling, "
            "fake-scripted-decision, fake-standard-move") in out.splitlines()
    assert "  judge-rulings                  1 / " in out
    assert out.splitlines()[-1] == "1 of 177 rulings covered by 4 cases"
    code, out, _ = riftcheck(capsys, "coverage", "--rules", GOOD)
    assert code == 0
    assert "  144 Units  [2]  fake-move-exhausted-rejected, fake-standard-move" not in out  # 144 is in 140 Units
    assert "  140 Units  [2]  fake-move-exhausted-rejected, fake-standard-move" in out.splitlines()
    assert "  101 Deck Construction  [not testable]  deck construction happens before a game" in out
    assert "  459 (v1.3 454) Combat  [NO CASE]" in out.splitlines()
    assert "  ~729 (v1.3 728) XP  [NO CASE]" in out.splitlines()
    code, out, _ = riftcheck(capsys, "list", "--level", "core", GOOD)
    assert (code, out) == (0, "")


@pytest.mark.parametrize("command", [["riftcheck"], [sys.executable, "-m", "harness"]])
def test_entry_points(command):
    done = subprocess.run(command + ["--version"], capture_output=True, text=True)
    assert done.returncode == 0 and done.stdout.startswith("riftcheck ")  # (the console script is the installed one's)
    if command[0] == sys.executable:
        assert done.stdout == (f"riftcheck {harness.__version__} (case format / engine contract "
                               f"{harness.CONTRACT_VERSION}, engine protocol {protocol.PROTOCOL_VERSION})\n")


def test_one_version_scheme():
    """The package version is harness.__version__, and CHANGELOG.md's newest entry names it with the
    contract and protocol versions the code speaks."""
    project = tomllib.loads((paths.ROOT / "pyproject.toml").read_text())["project"]
    assert project["name"] != "riftcheck"  # taken on the public package index by an unrelated project
    assert project["dynamic"] == ["version"] and "pytest-regressions" not in str(project["dependencies"])
    config = tomllib.loads((paths.ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["dynamic"]
    assert config["version"] == {"attr": "harness.__version__"}
    changelog = (paths.ROOT / "CHANGELOG.md").read_text()
    newest = re.search(r"^## (\S+) — contract (\S+), protocol (\S+)", changelog, re.M)
    assert newest is not None, "CHANGELOG.md: no entry heading '## VERSION — contract X.Y, protocol X.Y'"
    assert newest.groups() == (harness.__version__, harness.CONTRACT_VERSION, protocol.PROTOCOL_VERSION), (
        "CHANGELOG.md's newest entry must name the package, contract and protocol versions in the code "
        f"({harness.__version__}, {harness.CONTRACT_VERSION}, {protocol.PROTOCOL_VERSION}): add or update it")
