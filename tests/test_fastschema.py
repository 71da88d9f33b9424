"""The quick schema check (harness/fastschema.py, issue 13) says yes only to documents the reference
validator (jsonschema) accepts: on every case file, every fixture and generated variations of them.

Hypothesis is imported inside the property tests (not at collection: every pytest process would pay for it)."""
import copy

import pytest

from harness import fastschema, paths
from harness.limits import read_text
from harness.loader import Context
from harness.yamlsrc import read_yaml
from conftest import FIXTURES

pytestmark = pytest.mark.skipif(fastschema.jsonschema_rs is None, reason="jsonschema-rs is not installed")
CTX = Context()


@pytest.fixture(scope="module")
def documents():
    """Every case file and fixture, as read from YAML."""
    found = [read_yaml(read_text(p))[0] for p in sorted(paths.cases_dir().rglob("*.yaml"))
             + sorted(FIXTURES.rglob("*.yaml")) if p.name != "sources.yaml"]
    return [d for d in found if d is not None]


def junk():
    from hypothesis import strategies as st
    return st.one_of(st.none(), st.booleans(), st.integers(-5, 10 ** 40), st.floats(allow_nan=False),
                     st.text(max_size=5), st.lists(st.integers(), max_size=2),
                     st.dictionaries(st.text(max_size=4), st.integers(), max_size=2))


def property_settings(examples):
    from hypothesis import HealthCheck, settings
    return settings(max_examples=examples, deadline=None, derandomize=True, database=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def test_the_quick_check_and_the_reference_agree_on_every_case_and_fixture(documents):
    assert len(documents) > 500
    for data in documents:
        assert CTX.quick_check(data) == CTX.validator.is_valid(data), data.get("id")


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


@pytest.fixture(scope="module")
def returned(suite_cases, reference_runs):
    """Every observation and event list the reference engine returns over the suite (every third case;
    from the shared run of `reference_runs`)."""
    return [value for case in suite_cases[::3] if case.id in reference_runs
            for value in reference_runs[case.id].returned]


def agree(name, message):
    from harness import protocol
    return protocol.quick_checks()[name](message) == protocol.validators()[name].is_valid(message)


def test_the_quick_checks_agree_on_what_the_reference_engine_returns(returned):
    from harness import events as contract
    assert len(returned) > 300
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
