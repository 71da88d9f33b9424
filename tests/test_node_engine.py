"""The example engine in another language (examples/node-engine/engine.js), run as CI runs it."""
import shutil

import pytest

from harness import paths
from harness.cli import main
from conftest import FIXTURES

EXAMPLE = paths.ROOT / "examples" / "node-engine"
NODE = shutil.which("node")
pytestmark = pytest.mark.skipif(NODE is None, reason="node is not installed")
COMMAND = f"{NODE} {EXAMPLE / 'engine.js'}"


def test_the_suite_passes_with_its_expectations(capsys):
    code = main(["run", "--engine-cmd", COMMAND, "--expectations", str(EXAMPLE / "expectations.yaml"),
                 "--validate-protocol", "--timeout", "5"])
    out = capsys.readouterr().out.splitlines()
    assert code == 0, "\n".join(out)
    assert "PASS focus-move-empty-battlefield-noncombat-showdown" in out
    assert "PASS move-standard-move-forbidden-in-showdown" in out
    assert not [line for line in out if line.startswith(("FAIL", "ERROR", "XPASS"))]


def test_a_known_failure_is_xfail(tmp_path, capsys):
    expected = tmp_path / "expectations.yaml"
    expected.write_text("fake-scripted-decision: {reason: the example engine never asks a decision}\n")
    code = main(["run", str(FIXTURES / "good"), "--engine-cmd", COMMAND, "--expectations", str(expected)])
    out = capsys.readouterr().out.splitlines()
    assert code == 0
    assert "XFAIL fake-scripted-decision (expected to fail: the example engine never asks a decision)" in out
    assert out[-2:] == ["1 passed, 0 failed, 2 skipped", "1 unsupported, 1 xfailed"]


def test_an_engine_declaring_nothing_runs_the_core_cases(capsys):
    """The example declares no card and no keyword: the core fixture cases run (and pass), the rest are
    unsupported."""
    code = main(["run", str(FIXTURES / "levels"), "--engine-cmd", COMMAND, "--validate-protocol", "--timeout", "5"])
    out = capsys.readouterr().out.splitlines()
    assert code == 0
    assert [line for line in out if line.startswith("PASS")] == [
        "PASS core-exhausted-unit-cannot-move", "PASS core-standard-move-exhausts"]
