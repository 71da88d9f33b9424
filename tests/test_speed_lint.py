"""riftcheck lint's results kept in the cache (harness/cache.py ResultCache, harness/lint.py): what is read
back is exactly what parsing the file reports, never an entry of other text or other lint code, and
--fix still rewrites a file whose problems were read back."""
from harness import cache
from harness.cli import main

MESSY = """title: A ready unit makes a standard move   
id: messy
mechanics:
  - standard-move
script:
  - player: A
    move: [scout]
    to: bf
"""


def lint(capsys, *argv):
    status = main(["lint", *argv])
    return status, capsys.readouterr().out


def entries(root):
    return sorted(p for p in (root / "lint").rglob("*.json"))


def test_problems_read_back_are_those_of_the_long_way(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("RIFTCHECK_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setattr(cache, "_enabled", True)  # (also where RIFTCHECK_NO_CACHE is set)
    path = tmp_path / "messy.yaml"
    path.write_text(MESSY, encoding="utf-8")
    assert lint(capsys, "--no-cache", str(path))[0] == 1 and entries(tmp_path / "cache") == []
    long_way = lint(capsys, "--no-cache", str(path))
    assert lint(capsys, str(path)) == long_way and len(entries(tmp_path / "cache")) == 1
    assert lint(capsys, str(path)) == long_way  # read back (from memory)
    cache.ResultCache._memory.clear()
    assert lint(capsys, str(path)) == long_way  # read back (from the file)
    for entry in entries(tmp_path / "cache"):
        entry.write_text("[[1,", encoding="utf-8")
    cache.ResultCache._memory.clear()
    assert lint(capsys, str(path)) == long_way  # a damaged entry: parsed again


def test_other_text_or_other_lint_code_never_meets_an_entry(tmp_path):
    store = cache.ResultCache(tmp_path, "lint", "digest-a")
    store.put("a: 1\n", [[1, "a problem"]])
    assert store.get("a: 1\n") == [[1, "a problem"]]
    assert store.get("a: 2\n") is None
    assert cache.ResultCache(tmp_path, "lint", "digest-b").get("a: 1\n") is None


def test_fix_rewrites_a_file_whose_problems_were_read_back(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("RIFTCHECK_CACHE_DIR", str(tmp_path / "cache"))
    path = tmp_path / "messy.yaml"
    path.write_text(MESSY, encoding="utf-8")
    assert lint(capsys, str(path))[0] == 1
    status, out = lint(capsys, "--fix", str(path))
    assert status == 0 and out.splitlines()[0] == f"fixed {path}"
    assert path.read_text(encoding="utf-8") != MESSY
