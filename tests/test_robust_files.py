"""Robustness corpus, bad case files (issue 16): each costs its own file one ERROR with a clear message;
the other cases run, and the reports are written. The files are made here, not committed: some are
large or are not regular files."""
import json
import os
import time

import pytest

from harness import limits
from harness.cli import main
from harness.loader import Context, load_case
from harness.yamlsrc import read_yaml
from conftest import FIXTURES, make_cases
from proc_util import UNUSED_PLUGINS

GOOD = FIXTURES / "good"
CASE = (GOOD / "fake-standard-move.yaml").read_text(encoding="utf-8")


def alias_bomb(levels: int = 9) -> str:
    lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x]"]
    lines += [f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 9) + "]" for i in range(1, levels + 1)]
    return "\n".join(lines) + "\n"


# name -> (content, or a function making the file at a path; the expected message, line)
BAD_FILES = {
    "not-utf8": (CASE.encode().replace(b"title: ", b"title: caf\xe9 "), 2,
                 "not UTF-8: byte 0xe9 at offset"),
    "huge-integer": (CASE.replace("might: 2}", "might: " + "9" * 5000 + "}", 1), 17,
                     "integer too large: 5000 digits; integers are limited to 30 digits"),
    "deep-nesting": (CASE + "note: " + "[" * 5000 + "]" * 5000 + "\n", 33, "too deep: nested more than 64 levels"),
    "alias-bomb": (alias_bomb(), 6, "too large: more than 100000 values once YAML aliases are expanded"),
    "many-aliases": ("a: &a 1\nb: [" + ", ".join(["*a"] * 101) + "]\n", 2,
                     "too many YAML aliases: more than 100 (*name)"),
    "recursive-alias": ("a: &a [1, *a]\n", 1, "a recursive YAML alias"),
    "just-null": ("null\n", 1, "the file holds no case (`null`); a case file is a mapping"),
    "too-big": (CASE + "#" * limits.MAX_FILE_BYTES, None,
                f"files are limited to {limits.MAX_FILE_BYTES} bytes"),
    "a-list": ("- 1\n- 2\n", 1, "a case file is a mapping (id, title, ruling, ...), not a list"),
}


def make(directory, name, content):
    path = directory / f"{name}.yaml"
    path.write_bytes(content if isinstance(content, bytes) else content.encode())
    return path


@pytest.mark.parametrize("name", sorted(BAD_FILES))
def test_a_bad_file_is_one_clear_error(tmp_path, name):
    content, line, message = BAD_FILES[name]
    start = time.perf_counter()
    case, errors = load_case(make(tmp_path, name, content), Context())
    assert time.perf_counter() - start < 5  # not a timing goal: "it returns" (the alias bomb took minutes)
    assert case is None and len(errors) == 1
    assert errors[0].line == line and message in errors[0].message, errors[0]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this platform")
def test_a_fifo_is_skipped_not_opened(tmp_path):
    os.mkfifo(tmp_path / "x.yaml")
    case, errors = load_case(tmp_path / "x.yaml", Context())  # would block forever if it were opened
    assert case is None and [e.message for e in errors] == ["skipped: a FIFO (named pipe), not a regular file"]


def test_the_line_map_never_expands_aliases():
    data, lines, problems = read_yaml("x: &a {b: 1, c: [2, 3]}\ny: *a\n")
    assert problems == [] and data["y"] == {"b": 1, "c": [2, 3]}
    assert lines[("y",)] == 2 and ("y", "b") not in lines  # the alias's values keep the alias's line


def test_every_bad_file_costs_one_case_and_the_run_goes_on(tmp_path, capsys):
    for name, (content, _, _) in BAD_FILES.items():
        make(tmp_path, name, content)
    if hasattr(os, "mkfifo"):
        os.mkfifo(tmp_path / "fifo.yaml")
    report = tmp_path / "out" / "r.json"
    code = main(["run", str(GOOD), str(tmp_path), "--engine", "fake_engines:MiniEngine", "--json", str(report)])
    out = capsys.readouterr().out
    assert code == 1
    errors = len(BAD_FILES) + hasattr(os, "mkfifo")
    assert out.splitlines()[-2:] == ["2 passed, 1 failed, 1 skipped", f"{errors} errors"]
    for name in BAD_FILES:
        assert f"ERROR {name}\n" in out
    assert "Traceback" not in out
    assert json.loads(report.read_text())["totals"]["error"] == errors


def test_validate_lists_every_bad_file(tmp_path, capsys):
    for name, (content, _, _) in BAD_FILES.items():
        make(tmp_path, name, content)
    assert main(["validate", str(GOOD), str(tmp_path)]) == 2
    out = capsys.readouterr().out.splitlines()
    assert out[-1] == f"{len(BAD_FILES)} invalid case file(s), 4 cases valid"


@pytest.mark.parametrize("command", [["list"], ["coverage"], ["coverage", "--rules"], ["conflicts"]])
def test_query_commands_name_a_bad_file_and_exit_2(tmp_path, capsys, command):
    make(tmp_path, "not-utf8", BAD_FILES["not-utf8"][0])
    assert main([*command, str(GOOD), str(tmp_path)]) == 2
    assert "not-utf8.yaml:2: $: not UTF-8: byte 0xe9" in capsys.readouterr().err


def test_lint_names_every_bad_file_and_goes_on(tmp_path, capsys):
    """lint reads through harness/limits.py too: a non-UTF-8 file was a traceback, a FIFO a hang."""
    for name, (content, _, _) in BAD_FILES.items():
        make(tmp_path, name, content)
    if hasattr(os, "mkfifo"):
        os.mkfifo(tmp_path / "fifo.yaml")
    assert main(["lint", "--no-cache", str(tmp_path)]) == 1
    out = capsys.readouterr().out
    assert "not-utf8.yaml:2: not UTF-8: byte 0xe9" in out and "Traceback" not in out
    assert "too-big.yaml:1: the file is" in out
    assert "deep-nesting.yaml:33: too deep: nested more than 64 levels" in out  # not given to ruamel (quadratic)
    assert not hasattr(os, "mkfifo") or "fifo.yaml:1: skipped: a FIFO (named pipe)" in out


def test_plugin_collects_a_null_file_as_an_invalid_case(pytester):
    root = make_cases(pytester, GOOD / "fake-standard-move.yaml")
    (root / "empty-case.yaml").write_text("null\n")
    (root / "bad-bytes.yaml").write_bytes(b"id: \xff\n")
    result = pytester.runpytest(*UNUSED_PLUGINS, "--riftcheck-cases", "suite", "suite", "--riftcheck-engine",
                                "fake_engines:MiniEngine", "-p", "no:cacheprovider")
    result.assert_outcomes(passed=1, failed=2)
    result.stdout.fnmatch_lines(["*bad-bytes.yaml:1: $: not UTF-8: byte 0xff at offset 4*",
                                 "*empty-case.yaml:1: $: the file holds no case (`null`)*"])


def test_a_broken_project_file_is_one_clear_usage_error(tmp_path, monkeypatch, capsys):
    """A project file no case can be checked without (here rulings/rules.yaml) is named with its line;
    the command stops with exit 2 instead of blaming every case file."""
    import shutil

    from harness import paths
    from harness.cli import main

    for part in ("schema", "rulings", "cases/rules/317-ending-phase"):  # (a project of these 8 cases is valid)
        shutil.copytree(paths.ROOT / part, tmp_path / part)
    shutil.copy(paths.ROOT / "cases" / "sources.yaml", tmp_path / "cases" / "sources.yaml")
    (tmp_path / "rulings" / "rules.yaml").write_text("- {title: [unclosed\n", encoding="utf-8")
    monkeypatch.setattr(paths, "ROOT", tmp_path)
    code = main(["validate", "--no-cache", str(tmp_path / "cases" / "rules" / "317-ending-phase")])
    err = capsys.readouterr().err
    assert code == 2
    assert "rules.yaml:2: invalid YAML in a project file" in err and "Traceback" not in err
