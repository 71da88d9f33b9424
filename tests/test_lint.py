"""riftcheck lint [--fix]: the layout of case files (harness/lint.py)."""
import shutil

import pytest
import yaml

import coverage_corpus
from harness import lint
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


# --- the quick reader (harness/lint.py `_clean`) against ruamel.yaml -------------------------------------

CLEAN = """id: clean
title: A clean case
ruling:
  source: judge-rulings
  question: Q?
  answer: >-
    A.
  rules: ["144.2"]
mechanics: [standard-move]
setup:
  players:
    A:
      base:
        - {id: scout, vanilla: {might: 2}}
script:
  - {player: A, move: [scout], to: bf}
  - expect:
      objects:
        scout: {location: bf}
expect:
  objects:
    scout: {location: bf}
"""

VARIANTS = {
    "clean": CLEAN,
    "messy": MESSY,
    "empty": "",
    "a-scalar": "just text\n",
    "a-list": "- 1\n- 2\n",
    "mechanics-in-block": CLEAN.replace("mechanics: [standard-move]", "mechanics:\n  - standard-move"),
    "rules-in-block": CLEAN.replace('  rules: ["144.2"]', '  rules:\n    - "144.2"'),
    "nested-block-in-a-step": CLEAN.replace("  - {player: A, move: [scout], to: bf}",
                                            "  - {player: A, move: [scout], to: bf}\n  - player: A\n    pass: true"),
    "block-list-in-a-flow-step": CLEAN.replace("  - {player: A, move: [scout], to: bf}",
                                               "  - player: A\n    move:\n      - scout\n    to: bf"),
    "empty-collections": CLEAN.replace("mechanics: [standard-move]", "mechanics: []"),
    "top-keys-out-of-order": "title: T\n" + CLEAN.replace("title: A clean case\n", ""),
    "ruling-keys-out-of-order": CLEAN.replace("  source: judge-rulings\n  question: Q?\n",
                                              "  question: Q?\n  source: judge-rulings\n"),
    "unknown-keys-anywhere": CLEAN + "zzz: 1\n",
    "duplicate-key": CLEAN + "id: again\n",
    "anchor-and-alias": CLEAN.replace("mechanics: [standard-move]", "mechanics: &m [standard-move]\ntags: *m"),
    "tagged-scalar": CLEAN.replace("title: A clean case", "title: !!str A clean case"),
    "two-documents": CLEAN + "---\nid: x\n",
    "explicit-start": "---\n" + CLEAN,
    "directive": "%YAML 1.1\n---\n" + CLEAN,
    "complex-key": CLEAN + "? [a]\n: b\n",
    "integer-key": CLEAN + "1: one\n",
    "trailing-nbsp": CLEAN.replace("title: A clean case", "title: A clean case\u00a0"),
    "trailing-space": CLEAN.replace("title: A clean case", "title: A clean case "),
    "tab": CLEAN.replace("title: A clean case", "title:\tA clean case"),
    "no-final-newline": CLEAN.rstrip("\n"),
    "two-final-newlines": CLEAN + "\n",
    "crlf": CLEAN.replace("\n", "\r\n"),
    "syntax-error": CLEAN.replace("mechanics: [standard-move]", "mechanics: [standard-move"),
    "block-scalar-step": CLEAN.replace("  - {player: A, move: [scout], to: bf}",
                                       "  - {player: A, move: [scout], to: bf}\n  - {player: A, note: x}"),
}


def ruamel_clean(text: str) -> bool:
    """What the ruamel.yaml path says: no problem at all (a file it cannot load has one)."""
    try:
        data = lint._yaml().load(text)
    except Exception:
        return False
    return lint.problems(data, "f", text) == []


def agree(text: str) -> bool:
    quick = lint._clean(text)
    return quick is None or quick == ruamel_clean(text)


@pytest.mark.parametrize("name", sorted(VARIANTS))
def test_the_quick_reader_agrees_with_ruamel(name):
    assert agree(VARIANTS[name])


def test_the_quick_reader_decides_the_usual_files_itself():
    """It is only worth having if it answers for a clean case and for the common problems."""
    assert lint._clean(CLEAN) is True and lint._clean(VARIANTS["mechanics-in-block"]) is False
    assert lint._clean(VARIANTS["nested-block-in-a-step"]) is False and lint._clean(VARIANTS["messy"]) is False
    for name in ("duplicate-key", "anchor-and-alias", "two-documents", "directive", "complex-key", "tagged-scalar"):
        assert lint._clean(VARIANTS[name]) is None, name  # left to ruamel.yaml


def test_the_quick_reader_agrees_with_ruamel_on_the_yaml_corpus_and_the_fixtures():
    """The coverage-selected corpus of the repository's YAML files (tests/coverage_corpus.py) and every
    fixture: the quick reader's answer, where it gives one, is ruamel.yaml's."""
    files = set(coverage_corpus.yaml_corpus().selected) | set(FIXTURES.rglob("*.yaml"))
    answered = 0
    for path in sorted(files):
        try:
            text = path.read_text(encoding="utf-8")
        except (UnicodeDecodeError, OSError):
            continue
        assert agree(text), path
        answered += lint._clean(text) is not None
    assert answered > 20


def test_lint_gives_the_same_problems_whichever_reader_answers(tmp_path, capsys, monkeypatch):
    """A clean file and a messy one: the same report with the quick reader and without it."""
    for name in ("clean", "messy", "mechanics-in-block"):
        (tmp_path / f"{name}.yaml").write_text(VARIANTS[name], encoding="utf-8")
    monkeypatch.setenv("RIFTCHECK_CACHE_DIR", str(tmp_path / "cache"))
    code = main(["lint", str(tmp_path)])
    quick = capsys.readouterr().out
    monkeypatch.setattr(lint, "_clean", lambda text: None)
    monkeypatch.setenv("RIFTCHECK_CACHE_DIR", str(tmp_path / "cache2"))
    assert main(["lint", str(tmp_path)]) == code == 1
    assert capsys.readouterr().out == quick and "clean.yaml" not in quick
