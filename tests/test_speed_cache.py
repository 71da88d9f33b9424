"""Per-process shortcuts of loading (harness/cache.py's in-memory entries, the dependencies digest kept
while no dependency changes, harness/loader.py's Context.resolve): each gives exactly what the long way
gives, and never outlives a change on disk."""
import os
import shutil
import time
from pathlib import Path

import pytest

from harness import cache, paths
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


def checkout(tmp_path, monkeypatch, age_s: float) -> Path:
    """A copy of the cache's dependencies as paths.ROOT, every file last changed ``age_s`` seconds ago."""
    root = tmp_path / "checkout"
    for part in ("schema", "rulings", "harness"):
        shutil.copytree(cache.paths.ROOT / part, root / part, ignore=shutil.ignore_patterns("__pycache__"))
    (root / "cases").mkdir()
    shutil.copy(cache.paths.sources_path(), root / "cases" / "sources.yaml")
    then = time.time_ns() - int(age_s * 1e9)
    for file in root.rglob("*"):
        os.utime(file, ns=(then, then))
    monkeypatch.setattr(cache.paths, "ROOT", root)
    return root


def same_size_change(path: Path, keep_mtime: bool) -> None:
    stamp = path.stat()
    path.write_text(path.read_text(encoding="utf-8").replace(":", ";", 1), encoding="utf-8")  # same size
    os.utime(path, ns=(stamp.st_atime_ns, stamp.st_mtime_ns + (0 if keep_mtime else 1_000_000)))


def test_the_digest_is_kept_only_while_no_dependency_changes(tmp_path, monkeypatch):
    root = checkout(tmp_path, monkeypatch, age_s=60)
    before = CaseCache(tmp_path / "cache").digest
    with monkeypatch.context() as patched:
        patched.setattr(CaseCache, "_digest", staticmethod(lambda files: pytest.fail("computed again")))
        assert CaseCache(tmp_path / "cache").digest == before  # kept: no dependency changed
    same_size_change(root / "rulings" / "rules.yaml", keep_mtime=False)
    assert CaseCache(tmp_path / "cache").digest != before


def test_a_dependency_changed_just_now_is_read_again_even_with_the_same_stamp(tmp_path, monkeypatch):
    root = checkout(tmp_path, monkeypatch, age_s=0)  # as if written within the timestamp granularity
    before = CaseCache(tmp_path / "cache").digest
    same_size_change(root / "rulings" / "rules.yaml", keep_mtime=True)  # same size, same mtime
    assert CaseCache(tmp_path / "cache").digest != before


def test_a_project_file_is_parsed_again_until_it_has_settled(tmp_path):
    path = tmp_path / "index.yaml"
    path.write_text("a: 1\n", encoding="utf-8")
    assert paths.read_project_yaml(path) == {"a": 1}
    same_size_change(path, keep_mtime=True)  # "a; 1": a changed text the same size, at the same mtime
    assert paths.read_project_yaml(path) == "a; 1"
    old = time.time_ns() - 60 * 10**9
    os.utime(path, ns=(old, old))
    assert paths.read_project_yaml(path) == "a; 1"
    path.write_text("a: 3\n", encoding="utf-8")  # any later change of a settled file gets a new mtime
    assert paths.read_project_yaml(path) == {"a": 3}


def test_a_shared_project_file_is_the_kept_value_and_a_default_read_a_copy_of_it(tmp_path):
    path = tmp_path / "index.yaml"
    path.write_text("- {id: a, rules: [1]}\n", encoding="utf-8")
    old = time.time_ns() - 60 * 10**9
    os.utime(path, ns=(old, old))  # settled: kept for the process
    shared = paths.read_project_yaml(path, shared=True)
    assert paths.read_project_yaml(path, shared=True) is shared
    copy = paths.read_project_yaml(path)
    assert copy == shared and copy is not shared and copy[0]["rules"] is not shared[0]["rules"]
    path.write_text("- {id: b, rules: [2]}\n", encoding="utf-8")  # a change is read again, shared or not
    assert paths.read_project_yaml(path, shared=True) == [{"id": "b", "rules": [2]}]


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
