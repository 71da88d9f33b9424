"""riftcheck lint [--fix]: the layout of case files (harness/lint.py)."""
import shutil

import yaml

from harness.cli import main
from conftest import FIXTURES

MESSY = """# a comment that must survive
title: A ready unit makes a standard move   
id: messy
status: current
ruling:
  source: judge-rulings
  inventory: move-ability-move-no-exhaust
  question: A ready unit makes a standard move.
  answer: >-
    Units only exhaust to move when
    using the standard move.
  rules:
    - "144.2"
mechanics:
  - standard-move
setup:
  players:
    A:
      base:
        - {id: scout, vanilla: {might: 2}}
  battlefields:
    - id: bf
script:
  - player: A
    move: [scout]
    to: bf
  - expect:
      objects:
        scout: {location: bf}
expect:
  objects:
    scout: {location: bf}
"""


def test_the_suite_is_formatted(capsys):
    assert main(["lint"]) == 0, capsys.readouterr().out


def test_lint_reports_and_fix_rewrites(tmp_path, capsys):
    path = tmp_path / "messy.yaml"
    path.write_text(MESSY, encoding="utf-8")
    assert main(["lint", str(path)]) == 1
    out = capsys.readouterr().out.splitlines()
    file = str(path)
    assert f"{file}:2: trailing whitespace" in out
    assert f"{file}:1: keys out of order: id, title, ruling, status, mechanics, setup, script, expect" in out
    assert f"{file}:5: ruling keys out of order: inventory, source, question, answer, rules" in out
    assert f"{file}:12: write ruling.rules in flow style: [\"359.3.e.5\"]" in out
    assert f"{file}:14: write mechanics in flow style: [a, b]" in out
    assert f"{file}:24: script[0]: write a step on one line, in flow style: {{player: A, ...}}" in out
    assert not any("script[1]" in line for line in out)  # a checkpoint may be a block

    before = yaml.safe_load(MESSY)
    assert main(["lint", "--fix", str(path)]) == 0
    assert capsys.readouterr().out.splitlines()[0] == f"fixed {file}"
    text = path.read_text(encoding="utf-8")
    assert yaml.safe_load(text) == before                       # the same case, laid out
    assert text.startswith("# a comment that must survive\nid: messy\ntitle: ")
    assert '  rules: ["144.2"]\n' in text and "mechanics: [standard-move]\n" in text
    assert "  - {player: A, move: [scout], to: bf}\n" in text
    assert "  answer: >-\n    Units only exhaust" in text       # block scalars kept
    assert main(["lint", str(path)]) == 0


def test_fixing_a_formatted_file_changes_nothing(tmp_path, capsys):
    path = tmp_path / "case.yaml"
    shutil.copy(FIXTURES / "good" / "fake-standard-move.yaml", path)
    before = path.read_text(encoding="utf-8")
    assert main(["lint", "--fix", str(path)]) == 0
    assert path.read_text(encoding="utf-8") == before
