"""The libyaml path of harness.yamlsrc (issue 13): a plain document read in C gives exactly the data,
line map and problems of the pure-Python loader; anything else is read by the pure-Python loader.

The repository's own files are compared on a coverage-selected corpus (tests/coverage_corpus.py), not
one by one: every YAML file's features (libyaml's events, the text's lines) are computed, and the fewest
files that together show every feature seen in any file, with every fixture, are read both ways. The
check costs the same whether the suite has a thousand cases or ten thousand, and every construct the
fast path's behaviour depends on (what _load_plain and the line map branch on) is still read both ways
on a file that uses it; the tests below check the corpus itself."""
import random
from pathlib import Path

import pytest

import coverage_corpus
from coverage_corpus import FIXTURES, kept_features, select, yaml_corpus, yaml_features
from harness import cache, paths, yamlsrc
from harness.limits import read_text
from harness.yamlsrc import read_document, read_yaml

pytestmark = pytest.mark.skipif(yamlsrc.FAST_LOADER is None, reason="PyYAML was built without libyaml")

SNIPPETS = {
    "plain": "a: 1\nb: [x, 'y', \"z\"]\nc: {d: null, e: ~, f: true, g: 1.5, h: 0x1f, i: 2024-01-02}\n",
    "block-lists": "a:\n  - 1\n  - - 2\n    - 3\n  -\n    b: c\n",
    "int-and-bool-keys": "1: one\ntrue: yes\nnull: nothing\n",
    "explicit-tags": "a: !!str 1\nb: !!int '7'\nc: !!float 1\nd: !!binary aGVsbG8=\ne: !!seq [1]\nf: !!map {g: h}\n",
    "a-seq-tag-on-a-scalar": "a: !!seq x\n",
    "a-set": "a: !!set {x, y}\n",
    "omap": "a: !!omap [x: 1, y: 2]\n",
    "local-tag": "a: !thing 1\n",
    "anchor-and-alias": "a: &x [1, 2]\nb: *x\n",
    "merge-key": "base: &b {x: 1}\nthing: {<<: *b, y: 2}\n",
    "duplicate-key": "a: 1\nb: 2\na: 3\n",
    "duplicate-nested": "a: {b: 1, b: 2}\nc: [{d: 1}, {d: 2, d: 3}]\n",
    "complex-key": "? [a, b]\n: c\n",
    "two-documents": "a: 1\n---\nb: 2\n",
    "empty": "",
    "only-a-comment": "# nothing\n",
    "null-document": "null\n",
    "a-scalar-document": "just text\n",
    "a-list-document": "- 1\n- 2\n",
    "bom": "\ufeffa: 1\n",
    "unicode": "a: café ✓\nb: \"\\u00e9\"\n",
    "multiline-strings": "a: >-\n  folded\n  text\nb: |\n  literal\n  text\n",
    "syntax-error": "a: [1, 2\nb: 3\n",
    "bad-indentation": "a:\n  b: 1\n c: 2\n",
    "tab": "a:\n\tb: 1\n",
    "control-character": "a: \x01\n",
    "bad-timestamp": "a: !!timestamp nope\n",
    "huge-integer": "a: " + "9" * 40 + "\n",
    "directive": "%YAML 1.1\n---\na: 1\n",
    "explicit-document-end": "a: 1\n...\n",
    "empty-values": "a:\nb: []\nc: {}\nd: ''\n",
    "nan-and-inf": "a: .nan\nb: -.inf\n",
    "long-key": "a" * 2000 + ": 1\n",
}


def test_every_yaml_construct_of_the_repository_reads_the_same_in_c_and_in_python():
    """On the coverage-selected corpus of the repository's YAML files (see the module docstring): every
    feature of every file, every fixture."""
    corpus = yaml_corpus()
    assert len(corpus.features) > 500 and set(FIXTURES.rglob("*.yaml")) <= set(corpus.selected)
    for path in corpus.selected:
        text = read_text(path)
        assert read_yaml(text) == read_yaml(text, fast=False), path


def test_the_yaml_corpus_covers_every_feature_of_every_file_of_the_repository():
    corpus = yaml_corpus()
    assert sorted(corpus.features) == coverage_corpus.repository_yaml_files()
    assert corpus.covered() == corpus.seen()
    for path in corpus.selected:  # the features kept are those of the file's text, computed again
        assert yaml_features(read_text(path)) == corpus.features[path], path


def test_the_yaml_corpus_is_the_same_whatever_the_order_of_the_files():
    corpus = yaml_corpus()
    items = list(corpus.features.items())
    random.Random(13).shuffle(items)
    fixtures = [p for p in corpus.features if coverage_corpus.is_fixture(p)]
    assert select(dict(items), reversed(fixtures)) == select(dict(reversed(items)), fixtures) == corpus.selected


def test_a_file_with_a_yaml_construct_no_other_file_has_is_selected(tmp_path):
    corpus = yaml_corpus()
    novel = tmp_path / "novel.yaml"
    novel.write_text("%YAML 1.1\n---\n? [a, b]\n: &x !!omap [c: 1]\nd: *x\n...\n", encoding="utf-8")
    features = yaml_features(read_text(novel))
    assert features - corpus.seen()
    fixtures = [p for p in corpus.features if coverage_corpus.is_fixture(p)]
    assert novel in select({**corpus.features, novel: features}, fixtures)


def test_kept_features_are_the_computed_ones_and_what_changed_is_computed_again(tmp_path, monkeypatch):
    """Features kept from one session to the next (coverage_corpus.kept_features) are exactly those computed:
    read back for the same input and digest; computed again for a changed input, another digest, a damaged
    store, and always with the cache turned off."""
    monkeypatch.setenv("RIFTCHECK_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(cache, "_enabled", True)  # (also where RIFTCHECK_NO_CACHE is set)
    texts = {Path("/x/a.yaml"): "a: 1\n", Path("/x/b.yaml"): "b: [1]\n"}
    computed = []

    def kept(**extra):
        def compute(path):
            computed.append(path.name)
            return yaml_features(texts[path])
        inputs = {p: t.encode() for p, t in texts.items()}
        assert kept_features("t", inputs, compute, **extra) == {p: yaml_features(t) for p, t in texts.items()}
        return computed
    assert kept() == ["a.yaml", "b.yaml"] and kept() == ["a.yaml", "b.yaml"]  # read back the second time
    texts[Path("/x/b.yaml")] = "b: [1, 2]\n"
    assert kept() == ["a.yaml", "b.yaml", "b.yaml"]
    computed.clear()
    assert kept(extra="another digest") == ["a.yaml", "b.yaml"]
    [store] = (tmp_path / "test-corpus").glob("t-*.marshal")  # the other digest's store is removed
    store.write_bytes(b"damaged")
    assert kept(extra="another digest") == ["a.yaml", "b.yaml"] * 2
    with cache.turned_off():
        assert kept(extra="another digest") == ["a.yaml", "b.yaml"] * 3


def test_an_input_is_the_same_bytes_only_for_the_same_types_and_values():
    import datetime
    values = [1, 1.0, True, "1", [1], (1,), {"a": 1}, {"a": 1.0}, datetime.date(2024, 1, 2), "2024-01-02"]
    inputs = [coverage_corpus.as_input(v) for v in values]
    assert len(set(inputs)) == len(values)
    assert coverage_corpus.as_input({"a": [1, {"b": None}]}) == coverage_corpus.as_input({"a": [1, {"b": None}]})


def test_the_selection_takes_the_file_with_most_new_features_first_ties_by_path():
    a, b, c, d, e = (Path(f"/x/{name}.yaml") for name in "abcde")
    features = {e: {1, 2, 3}, d: {3, 4, 5, 6}, c: {4}, b: {1, 2}, a: {6}}
    assert select(features) == (d, b)  # d: 4 new; then b and e, 2 new each: b by its path
    assert select(features, [e, a]) == (a, e, d)  # the files given first (sorted); then d (2 new) before c (1)
    assert select({b: {1}, a: {1}}) == (a,) and select({a: set()}) == ()


def outcome(text, fast):
    try:
        return read_yaml(text, fast)
    except Exception as exc:  # a PyYAML bug (a bad !!timestamp): the same from both paths
        return type(exc), str(exc)


@pytest.mark.parametrize("name", sorted(SNIPPETS))
def test_a_document_reads_the_same_in_c_and_in_python(name):
    text = SNIPPETS[name]
    assert outcome(text, True) == outcome(text, False)


def test_a_control_character_is_a_problem_on_its_line():
    assert read_yaml("a: 1\nb: \x01\n") == (None, {}, [yamlsrc.YamlProblem(
        2, (), "invalid YAML: unacceptable character #x0001: special characters are not allowed")])


def test_case_files_are_read_in_c(monkeypatch):
    def pure(*args):
        raise AssertionError("read by the pure-Python loader")
    monkeypatch.setattr(yamlsrc, "_read", pure)
    for path in sorted(paths.cases_dir().rglob("*.yaml"))[:50]:
        data, lines, problems, plain = read_document(read_text(path))
        assert plain and problems == [] and isinstance(data, dict)


@pytest.mark.parametrize("name", ["anchor-and-alias", "duplicate-key", "syntax-error", "two-documents"])
def test_a_document_that_is_not_plain_is_read_in_python(name):
    assert read_document(SNIPPETS[name])[3] is False


def test_a_file_nested_to_the_size_limit_is_refused_not_a_crash():
    # libyaml's own composer recurses in C: 100,000 levels crash the process; the harness never uses it
    data, lines, problems = read_yaml("a: " + "[" * 400_000 + "]" * 400_000 + "\n")
    assert data is None and "too deep: nested more than 64 levels" in problems[0].message
