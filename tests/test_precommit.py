"""The pre-commit hooks (.pre-commit-hooks.yaml for other repositories, .pre-commit-config.yaml for this one)
run riftcheck validate and lint on the case files a commit changes."""
import shlex
from pathlib import Path

import pytest
import yaml

from harness.cli import main

ROOT = Path(__file__).resolve().parents[1]
CASE = "cases/linked/linked-hidden-blade-star-crossed-mistarget.yaml"


def hooks():
    published = yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text())
    local = yaml.safe_load((ROOT / ".pre-commit-config.yaml").read_text())["repos"][0]["hooks"]
    return [("published", h) for h in published] + [("local", h) for h in local]


@pytest.mark.parametrize("where, hook", hooks(), ids=lambda v: v if isinstance(v, str) else v["id"])
def test_each_hook_runs_riftcheck_on_the_changed_case_files(where, hook, capsys):
    import re
    assert re.search(hook["files"], CASE) and re.search(hook["exclude"], "cases/sources.yaml")
    assert not re.search(hook["files"], "harness/cli.py")
    argv = shlex.split(hook["entry"])
    command = argv[argv.index("harness") + 1:] if "harness" in argv else argv[1:]
    assert argv[0] in ("riftcheck", "python3") and command[0] in ("validate", "lint")
    assert main(command + [str(ROOT / CASE)]) == 0
    capsys.readouterr()


def test_report_outputs_are_ignored_by_git():
    assert "report.*" in (ROOT / ".gitignore").read_text().splitlines()
