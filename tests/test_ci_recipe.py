"""The CI recipe (docs/ci-recipe.md): the shell script run as an engine's CI would run it, against the
example Node engine, and the GitHub Actions workflow that calls it."""
import json
import os
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET

import pytest
import yaml

from harness import paths

CI = paths.ROOT / "examples" / "ci"
NODE = shutil.which("node")
EXAMPLE = paths.ROOT / "examples" / "node-engine"
LEVELS = str(paths.ROOT / "tests" / "fixtures" / "levels")  # core cases this engine runs, and others it cannot


def run_script(tmp_path, *args, **settings):
    env = {**os.environ, "ENGINE_CMD": f"{NODE} {EXAMPLE / 'engine.js'}", "RIFTCHECK_DIR": str(paths.ROOT),
           "RIFTCHECK_INSTALL": "0", **settings}  # this checkout, already importable: nothing is installed
    return subprocess.run(["bash", str(CI / "run-riftcheck.sh"), *args], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=300)


@pytest.mark.skipif(NODE is None, reason="node is not installed: the example engine cannot run")
def test_the_script_runs_the_suite_and_writes_the_reports(tmp_path):
    expectations = tmp_path / "expectations.yaml"
    expectations.write_text("keywords-deflect-unit-moves: {reason: not declared and never run}\n")
    done = run_script(tmp_path, LEVELS, EXPECTATIONS=str(expectations), MIN_PASSED="2")
    assert done.returncode == 0, done.stdout + done.stderr
    assert "riftcheck: reports in riftcheck-report/ (junit.xml, report.json, blockers.txt); exit status 0" in done.stdout
    reports = tmp_path / "riftcheck-report"
    suite = ET.parse(reports / "junit.xml").getroot().find("testsuite")
    assert [c.get("name") for c in suite.iter("testcase") if not list(c)] == [
        "core-exhausted-unit-cannot-move", "core-standard-move-exhausts"]
    assert json.loads((reports / "report.json").read_text())["totals"]["pass"] == 2
    assert re.match(r"\d+ of \d+ current cases can run on riftcheck-node-example ", (reports / "blockers.txt").read_text())


@pytest.mark.skipif(NODE is None, reason="node is not installed: the example engine cannot run")
def test_the_script_passes_riftcheck_s_exit_status_on(tmp_path):
    done = run_script(tmp_path, LEVELS, "-k", "no-such-case")
    assert done.returncode == 5 and "no case was run: nothing selected" in done.stderr
    done = run_script(tmp_path, LEVELS, MIN_PASSED="3")
    assert done.returncode == 1 and "--min-passed requires 3" in done.stderr
    assert (tmp_path / "riftcheck-report" / "junit.xml").exists()  # written whatever the outcome


def test_the_script_needs_an_engine_command(tmp_path):
    env = {k: v for k, v in os.environ.items() if k != "ENGINE_CMD"}
    done = subprocess.run(["bash", str(CI / "run-riftcheck.sh")], cwd=tmp_path, env=env, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode != 0 and "set ENGINE_CMD" in done.stderr


def test_the_workflow_runs_the_script_and_uploads_the_reports():
    workflow = yaml.safe_load((CI / "github-actions.yml").read_text())
    steps = workflow["jobs"]["conformance"]["steps"]
    env = workflow["jobs"]["conformance"]["env"]
    assert {"ENGINE_CMD", "EXPECTATIONS", "MIN_PASSED"} <= set(env)
    checkout = next(s for s in steps if s.get("with", {}).get("path") == env["RIFTCHECK_DIR"])
    assert checkout["uses"].startswith("actions/checkout@")
    run = next(s for s in steps if "run" in s)
    assert run["run"] == f"bash {env['RIFTCHECK_DIR']}/examples/ci/run-riftcheck.sh"
    upload = steps[-1]
    assert upload["uses"].startswith("actions/upload-artifact@") and upload["if"] == "always()"
    assert upload["with"]["path"] == "riftcheck-report/"


def test_the_example_engine_readme_walks_the_levels():
    readme = (EXAMPLE / "README.md").read_text()
    steps = [readme.index(f"**`{level}`**") for level in ("core", "keywords", "cards", "faq")]
    assert steps == sorted(steps)
    assert "--level core" in readme and "riftcheck blockers" in readme and "ci-recipe.md" in readme
