"""Per-process shortcuts of loading (harness/cache.py's in-memory entries, the dependencies digest kept
while no dependency changes, harness/loader.py's Context.resolve): each gives exactly what the long way
gives, and never outlives a change on disk."""
import os
import shutil
from pathlib import Path

from harness import cache
from harness.cache import CaseCache
from harness.loader import Context, load_case
from conftest import FIXTURES

CASE = FIXTURES / "good" / "fake-standard-move.yaml"


def fields(case):
    return (case.id, case.data, case.setup, case.lines, case.cards, case.keywords, case.abilities, case.level)


def test_an_entry_read_back_from_memory_is_a_copy_of_its_own(tmp_path):
    store = CaseCache(tmp_path / "cache")
    first = load_case(CASE, Context(cache=store))[0]
    text = CASE.read_text(encoding="utf-8")
    entry = store.get(text, CASE.stem)
    entry.data["title"] = "changed"
    entry.lines.clear()
    again = store.get(text, CASE.stem)
    assert again.data == first.data and again.lines == first.lines and again.setup == first.setup


def test_an_entry_changed_or_removed_on_disk_is_not_served_from_memory(tmp_path):
    store = CaseCache(tmp_path / "cache")
    load_case(CASE, Context(cache=store))
    text = CASE.read_text(encoding="utf-8")
    assert store.get(text, CASE.stem) is not None
    [entry] = [p for p in (tmp_path / "cache").rglob("*.json")]
    entry.write_text('{"data": [1, 2', encoding="utf-8")
    assert store.get(text, CASE.stem) is None
    entry.unlink()
    assert store.get(text, CASE.stem) is None


def test_the_digest_is_kept_only_while_no_dependency_changes(tmp_path, monkeypatch):
    root = tmp_path / "checkout"
    for part in ("schema", "rulings", "harness"):
        shutil.copytree(cache.paths.ROOT / part, root / part, ignore=shutil.ignore_patterns("__pycache__"))
    (root / "cases").mkdir()
    shutil.copy(cache.paths.sources_path(), root / "cases" / "sources.yaml")
    monkeypatch.setattr(cache.paths, "ROOT", root)
    before = CaseCache(tmp_path / "cache").digest
    assert CaseCache(tmp_path / "cache").digest == before
    rules = root / "rulings" / "rules.yaml"
    stamp = rules.stat()
    rules.write_text(rules.read_text(encoding="utf-8").replace(":", ";", 1), encoding="utf-8")  # same size
    os.utime(rules, ns=(stamp.st_atime_ns, stamp.st_mtime_ns + 1_000_000))
    assert CaseCache(tmp_path / "cache").digest != before


def test_resolve_is_path_resolve(tmp_path, monkeypatch):
    (tmp_path / "real").mkdir()
    (tmp_path / "real" / "a.yaml").write_text("x: 1\n")
    (tmp_path / "link").symlink_to(tmp_path / "real")
    (tmp_path / "real" / "b.yaml").symlink_to(tmp_path / "real" / "a.yaml")
    monkeypatch.chdir(tmp_path)
    ctx = Context(cache=None)
    for path in [tmp_path / "link" / "a.yaml", tmp_path / "real" / "b.yaml", Path("link/a.yaml"),
                 Path("link/../real/a.yaml"), Path("a.yaml"), Path("link/.."), tmp_path / "link" / "missing.yaml"]:
        assert ctx.resolve(path) == path.resolve(), path
    monkeypatch.chdir(tmp_path / "real")  # a relative path is resolved against the new working directory
    assert ctx.resolve(Path("a.yaml")) == tmp_path / "real" / "a.yaml"
