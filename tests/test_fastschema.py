"""The quick schema check (harness/fastschema.py, issue 13) says yes only to documents the reference
validator (jsonschema) accepts: on the coverage-selected corpus of the case files and fixtures and
generated variations of it.

The corpus (tests/coverage_corpus.py): every case file's and fixture's features (where the schema
validates each of its values and the value's JSON type, and the values of the properties the schema
discriminates on with const, enum or if), and the fewest documents that together show every feature seen
in any, with every fixture. The check costs the same whether the suite has a thousand cases or ten
thousand, while every shape and discriminating value the two validators' answers depend on is still
checked on a document that has it; the tests below check the corpus itself.

Hypothesis is imported inside the property tests (not at collection: every pytest process would pay for it)."""
import copy
import datetime
import random

import pytest

import coverage_corpus
from coverage_corpus import SchemaMap, select, shape_features
from harness import fastschema
from harness.limits import read_text
from harness.loader import Context
from harness.yamlsrc import read_yaml

pytestmark = pytest.mark.skipif(fastschema.jsonschema_rs is None, reason="jsonschema-rs is not installed")
CTX = Context()


@pytest.fixture(scope="module")
def schema_map():
    return SchemaMap(CTX.schema)


@pytest.fixture(scope="module")
def every_document(suite_cases):
    """Every case file and fixture by its path, as read from YAML (the suite's cases as the session loaded
    them: the same data)."""
    return coverage_corpus.documents(coverage_corpus.schema_candidates(), {c.path: c.data for c in suite_cases})


@pytest.fixture(scope="module")
def corpus(every_document, schema_map):
    return coverage_corpus.schema_corpus(every_document, schema_map)


@pytest.fixture(scope="module")
def documents(corpus, every_document):
    """The coverage-selected corpus of the case files and fixtures (see the module docstring), cases
    first, in the order of their paths."""
    chosen = set(corpus.selected)
    return [data for path, data in every_document.items() if path in chosen]


def junk():
    from hypothesis import strategies as st
    return st.one_of(st.none(), st.booleans(), st.integers(-5, 10 ** 40), st.floats(allow_nan=False),
                     st.text(max_size=5), st.lists(st.integers(), max_size=2),
                     st.dictionaries(st.text(max_size=4), st.integers(), max_size=2))


def property_settings(examples):
    from hypothesis import HealthCheck, settings
    return settings(max_examples=examples, deadline=None, derandomize=True, database=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def test_the_quick_check_and_the_reference_agree_on_every_case_and_fixture(documents, corpus):
    """On the coverage-selected corpus (see the module docstring): every feature of every case file and
    fixture, every fixture."""
    assert len(corpus.features) > 500 and {p for p in corpus.features if coverage_corpus.is_fixture(p)} \
        <= set(corpus.selected) and len(documents) == len(corpus.selected)
    for data in documents:
        assert CTX.quick_check(data) == CTX.validator.is_valid(data), data.get("id")


def test_the_schema_corpus_covers_every_feature_of_every_case_and_fixture(corpus, every_document, schema_map):
    candidates = coverage_corpus.schema_candidates()
    assert set(every_document) <= set(candidates)  # left out: only the files that hold no document
    assert all(read_yaml(read_text(p))[0] is None for p in candidates if p not in every_document)
    assert set(corpus.features) == set(every_document) and corpus.covered() == corpus.seen()
    again = SchemaMap(CTX.schema)
    for path in corpus.selected:  # the features kept are those of the file as read from YAML, computed again
        assert shape_features(read_yaml(read_text(path))[0], again) == corpus.features[path], path


def test_the_schema_corpus_is_the_same_whatever_the_order_of_the_documents(corpus):
    items = list(corpus.features.items())
    random.Random(13).shuffle(items)
    fixtures = [p for p in corpus.features if coverage_corpus.is_fixture(p)]
    assert select(dict(items), reversed(fixtures)) == select(dict(reversed(items)), fixtures) == corpus.selected


def test_the_schema_corpus_derives_its_discriminators_from_the_schema(schema_map):
    status = schema_map.label(schema_map.child(schema_map.root, "status"))[1]
    assert {("string", "current"), ("string", "superseded"), ("string", "conflicting")} <= status
    seats = {schema_map.label(schema_map.child(schema_map.child(schema_map.child(schema_map.root, "setup"),
                                                                "players"), seat))[0] for seat in "ABCD"}
    assert seats == {frozenset({"#/$defs/player"})}  # one place of the schema, whichever seat


def test_a_document_with_a_shape_no_other_has_is_selected(tmp_path, corpus, every_document, schema_map):
    novel = tmp_path / "novel.yaml"
    novel.write_text(read_text(coverage_corpus.FIXTURES / "good" / "fake-standard-move.yaml")
                     + "answered_on: 2024-01-02\n", encoding="utf-8")
    data = coverage_corpus.documents([novel], {})[novel]
    assert data["answered_on"] == datetime.date(2024, 1, 2)
    features = frozenset(shape_features(data, schema_map))
    assert features - corpus.seen()
    fixtures = [p for p in corpus.features if coverage_corpus.is_fixture(p)]
    assert novel in select({**corpus.features, novel: features}, fixtures)


def test_the_quick_check_refuses_what_json_has_no_type_for(documents):
    data = copy.deepcopy(documents[0])
    data["title"] = {1, 2}
    assert CTX.quick_check(data) is False


def paths_of(value, keys=()):
    yield keys
    if isinstance(value, dict):
        for key, item in value.items():
            yield from paths_of(item, keys + (key,))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from paths_of(item, keys + (index,))


def variations(documents):
    """A case or fixture with a few values replaced, removed or added anywhere in it."""
    from hypothesis import strategies as st
    values = junk()

    def one_of(draw, items):  # an item by its index: a new sampled_from per draw checks every item first
        return items[draw(st.integers(0, len(items) - 1))]

    @st.composite
    def variation(draw):
        data = copy.deepcopy(one_of(draw, documents))
        for _ in range(draw(st.integers(1, 3))):
            keys = one_of(draw, list(paths_of(data))[1:])
            parent = data
            for key in keys[:-1]:
                parent = parent[key]
            how = draw(st.sampled_from(["replace", "remove", "add"]))
            if how == "replace":
                parent[keys[-1]] = draw(values)
            elif how == "remove":
                del parent[keys[-1]]
            elif isinstance(parent, dict):
                parent[draw(st.sampled_from(["extra", "reject", "count", "might", "card", "vanilla", "to"]))] = \
                    draw(values)
            else:
                parent.append(draw(values))
            if not isinstance(data, dict) or len(list(paths_of(data))) < 2:
                break
        return data
    return variation()


def test_the_quick_check_never_accepts_what_the_reference_rejects(documents):
    from hypothesis import given

    @property_settings(300)
    @given(variations(documents))
    def check(data):
        if CTX.quick_check(data):
            assert CTX.validator.is_valid(data)
    check()


class _Key(str):
    """A message's name for `select` (which names its items as paths; a pathlib key costs more to hash)."""

    def as_posix(self) -> str:
        return str(self)


@pytest.fixture(scope="module")
def returned(suite_cases, reference_runs):
    """The observations and event lists the reference engine returns to the runner over the suite (every
    third case; the shared run of `reference_runs`), coverage-selected as the case files are
    (tests/coverage_corpus.py): the fewest that together show every feature any of them shows, where the
    observation's schema, or the event type's, validates each value, its JSON type and the values the schema
    discriminates on; an empty list. (Computing the features costs ~0.2 ms a message, checking a message
    with jsonschema ~0.6 ms; ~40 of ~1700 messages are chosen.)"""
    from harness import events as contract
    from harness import protocol
    observation = SchemaMap(protocol.schemas()[protocol.OBSERVATION])
    by_type = {}
    for event_type in contract.event_types():  # each event from its type's definition, as its quick check
        by_type[event_type] = SchemaMap(contract.schema())
        by_type[event_type].root = by_type[event_type].expand(frozenset({f"#/$defs/{event_type}"}))

    def features(kind, value):
        if kind == "observation":
            return frozenset(shape_features(value, observation))
        out = {("events", "empty")} if not value else set()
        for event in value:
            schema = by_type.get(event.get("type"))
            out |= shape_features(event, schema) if schema else {("type", repr(event))}
        return frozenset(out)
    every = {_Key(f"{kind}/{n}"): (kind, value) for n, (kind, value) in enumerate(
        value for case in suite_cases[::3] if case.id in reference_runs for value in reference_runs[case.id].returned)}
    return [every[path] for path in select({path: features(*every[path]) for path in every})]


def agree(name, message):
    from harness import protocol
    return protocol.quick_checks()[name](message) == protocol.validators()[name].is_valid(message)


def test_the_quick_checks_agree_on_what_the_reference_engine_returns(returned):
    from harness import events as contract
    assert {kind for kind, _ in returned} == {"observation", "events"}
    assert {e["type"] for kind, value in returned if kind == "events" for e in value} >= {"move", "score", "die"}
    for kind, value in returned:
        if kind == "observation":
            assert agree("observation", value) and agree("observe-reply", {"observation": value})
        else:
            assert agree("events-reply", {"events": value})
            for event in value:
                assert contract._quick_checks()[event["type"]](event) == \
                    contract._validators()[event["type"]].is_valid(event), event


def test_the_quick_checks_never_accept_an_observation_or_event_the_reference_rejects(returned):
    from hypothesis import given
    from hypothesis import strategies as st

    from harness import events as contract
    from harness import protocol
    values = junk()
    messages = st.sampled_from([r for r in returned if r[1]])

    @property_settings(200)
    @given(st.data())
    def check(data):
        kind, value = data.draw(messages)
        value = copy.deepcopy(value if kind == "observation" else value[0])
        keys = data.draw(st.sampled_from(list(paths_of(value))[1:] or [()]))
        if keys:
            parent = value
            for key in keys[:-1]:
                parent = parent[key]
            parent[keys[-1]] = data.draw(values)
        if kind == "observation":
            if protocol.quick_checks()["observation"](value):
                assert protocol.validators()["observation"].is_valid(value)
        elif isinstance(value.get("type"), str) and value["type"] in contract._quick_checks():
            if contract._quick_checks()[value["type"]](value):
                assert contract._validators()[value["type"]].is_valid(value)
    check()
