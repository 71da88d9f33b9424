"""The cache of validated cases (harness/cache.py, issue 13): a second load is read back, equal to the
first; a changed file or dependency is never served an old entry; invalid files, damaged entries, an
unusable cache directory and --no-cache all load the long way.

The round trip is checked on a coverage-selected corpus of the suite's cases (tests/coverage_corpus.py),
not on every case: every case's features (the shapes of its data and normalised setup, of its line map,
its card, keyword and ability lists, level and mode: what the cache writes as JSON and keeps in memory
with marshal) are computed from the session's loaded suite, and the fewest cases that together show every
feature seen in any are loaded twice. The check costs the same whether the suite has a thousand cases or
ten thousand, while every shape the round trip's result depends on is still written and read back; the
tests below check the corpus itself."""
import random
import shutil
from pathlib import Path

import pytest

import coverage_corpus
from coverage_corpus import SchemaMap, case_features, select
from harness import cache, loader, paths
from harness.cache import CaseCache
from harness.cli import main
from harness.loader import Context, load_case, load_cases
from conftest import FIXTURES

GOOD = FIXTURES / "good"
CASE = GOOD / "fake-standard-move.yaml"


def fields(case):
    return (case.id, case.data, case.setup, case.lines, case.cards, case.keywords, case.abilities, case.level)


def entries(root: Path) -> list[Path]:
    return sorted(p for p in root.rglob("*.json") if not p.name.startswith("."))


@pytest.fixture(scope="module")
def schema_map():
    return SchemaMap(Context().schema)


@pytest.fixture(scope="module")
def corpus(suite_cases, schema_map):
    """The coverage-selected corpus of the suite's cases (see the module docstring)."""
    return coverage_corpus.cache_corpus(suite_cases, schema_map)


def test_a_second_load_is_read_back_and_equal_to_the_first(tmp_path, monkeypatch, corpus):
    """On the coverage-selected corpus of the suite (see the module docstring): every feature of every
    case."""
    ctx = Context(cache=CaseCache(tmp_path))
    first, errors = load_cases(corpus.selected, ctx)
    assert len(corpus.features) > 500 and errors == []
    assert len(entries(tmp_path)) == len(first) == len(corpus.selected)

    def parse(*args):
        raise AssertionError("parsed again")
    monkeypatch.setattr(loader, "read_document", parse)
    again, errors = load_cases(corpus.selected, Context(cache=CaseCache(tmp_path)))
    assert errors == [] and [fields(c) for c in again] == [fields(c) for c in first]


def test_the_cache_corpus_covers_every_feature_of_every_case_of_the_suite(corpus, suite, schema_map):
    cases, errors = suite
    assert errors == [] and sorted(corpus.features) == sorted(loader.discover([paths.cases_dir()]))
    assert corpus.covered() == corpus.seen()
    chosen, again = set(corpus.selected), SchemaMap(Context().schema)
    for case in cases:  # the features kept are those of the loaded case, computed again
        if case.path in chosen:
            assert case_features(case, again) == corpus.features[case.path], case.path


def test_the_cache_corpus_is_the_same_whatever_the_order_of_the_cases(corpus):
    items = list(corpus.features.items())
    random.Random(13).shuffle(items)
    assert select(dict(items)) == select(dict(reversed(items))) == corpus.selected


def test_a_case_with_a_shape_no_other_has_is_selected(tmp_path, corpus, schema_map):
    novel = tmp_path / "fake-standard-move.yaml"
    novel.write_text(CASE.read_text(encoding="utf-8").replace("title: A ready unit makes",
                                                              "title: \U0001f0cf A ready unit makes"), encoding="utf-8")
    case = load_case(novel, Context(cache=None))[0]
    features = case_features(case, schema_map)
    assert features - corpus.seen()
    assert novel in select({**corpus.features, novel: features})


def test_a_changed_file_is_never_served_its_old_entry(tmp_path):
    path = tmp_path / "suite" / CASE.name
    path.parent.mkdir()
    shutil.copy(CASE, path)
    store = CaseCache(tmp_path / "cache")
    assert load_case(path, Context(cache=store))[0].title.startswith("A ready unit makes")
    path.write_text(path.read_text().replace("title: A ready unit makes", "title: A unit makes"))
    assert load_case(path, Context(cache=store))[0].title.startswith("A unit makes")


def test_the_same_text_under_another_name_is_checked_again(tmp_path):
    store = CaseCache(tmp_path / "cache")
    load_case(CASE, Context(cache=store))
    renamed = tmp_path / "another-name.yaml"
    shutil.copy(CASE, renamed)
    case, errors = load_case(renamed, Context(cache=store))
    assert case is None and "must equal the file name 'another-name'" in errors[0].message


DEPENDENCIES = ["schema/case.schema.json", "schema/mechanics.yaml", "rulings/index.yaml", "rulings/rules.yaml",
                "cases/sources.yaml", "harness/data/cards.json", "harness/semantics.py"]


@pytest.mark.parametrize("dependency", DEPENDENCIES)
def test_a_changed_dependency_changes_every_key(tmp_path, monkeypatch, dependency):
    root = tmp_path / "checkout"
    for part in ("schema", "rulings", "harness"):
        shutil.copytree(paths.ROOT / part, root / part, ignore=shutil.ignore_patterns("__pycache__"))
    (root / "cases").mkdir()
    shutil.copy(paths.sources_path(), root / "cases" / "sources.yaml")
    monkeypatch.setattr(paths, "ROOT", root)
    before = CaseCache(tmp_path / "cache").digest
    with (root / dependency).open("a", encoding="utf-8") as out:
        out.write("\n")
    assert CaseCache(tmp_path / "cache").digest != before


def test_an_invalid_file_is_not_cached(tmp_path):
    store = CaseCache(tmp_path / "cache")
    for _ in range(2):
        case, errors = load_case(FIXTURES / "bad" / "unknown-key.yaml", Context(cache=store))
        assert case is None and "unknown key 'hurry'" in errors[0].message
    assert entries(tmp_path / "cache") == []


def test_a_damaged_entry_is_loaded_the_long_way(tmp_path):
    store = CaseCache(tmp_path / "cache")
    first = load_case(CASE, Context(cache=store))[0]
    for entry in entries(tmp_path / "cache"):
        entry.write_text('{"data": [1, 2')
    assert fields(load_case(CASE, Context(cache=CaseCache(tmp_path / "cache")))[0]) == fields(first)


def test_an_unusable_cache_directory_is_not_used(tmp_path):
    blocked = tmp_path / "a-file"
    blocked.write_text("not a directory")
    store = CaseCache(blocked)
    cases, errors = load_cases([GOOD], Context(cache=store))
    assert len(cases) == 4 and errors == [] and store.broken


def test_entries_of_another_digest_are_removed(tmp_path):
    old = tmp_path / "cache" / "cases" / "0123456789abcdef01234567" / "ab"
    old.mkdir(parents=True)
    (old / "x.json").write_text("{}")
    load_case(CASE, Context(cache=CaseCache(tmp_path / "cache")))
    assert not old.exists() and len(entries(tmp_path / "cache")) == 1


def test_no_cache_neither_reads_nor_writes(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("RIFTCHECK_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setattr(cache, "_enabled", True)  # (also where RIFTCHECK_NO_CACHE is set)
    assert main(["validate", str(GOOD), "--no-cache"]) == 0
    assert not (tmp_path / "cache").exists()
    assert main(["validate", str(GOOD)]) == 0
    assert len(entries(tmp_path / "cache")) == 4
    assert cache.default() is not None  # --no-cache lasted one command
