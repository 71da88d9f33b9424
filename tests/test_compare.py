"""Partial expectations (docs/case-format.md, section 4)."""
from harness.compare import compare, diff

OBS = {
    "objects": {"u": {"zone": "board", "location": "bf", "might": 3, "exhausted": False}},
    "players": {"A": {"hand": ["x", "y", "x"], "deck": ["d1", "d2"], "pool": {"energy": 1, "power": {"Mind": 1}}}},
    "battlefields": {"bf": {"controller": "A", "units": ["u", "ogn-271-298"]}},
    "chain": ["newer", "older"],
    "showdown": None,
}
EVENTS = [{"type": "draw", "player": "B"}, {"type": "draw", "player": "B"}, {"type": "move", "object": "u"}]


def paths(expect):
    return [(m.path, m.expected, m.observed) for m in compare(expect, OBS, EVENTS)]


def test_only_listed_keys_are_checked():
    assert paths({"objects": {"u": {"might": 3}}, "players": {"A": {"pool": {"power": {"Mind": 1}}}}}) == []


def test_scalar_mismatch_has_a_path():
    assert paths({"objects": {"u": {"might": 2}}}) == [("objects.u.might", 2, 3)]


def test_absent_alias_or_field():
    [(path, expected, observed)] = paths({"objects": {"ghost": {"zone": "trash"}}})
    assert path == "objects.ghost" and repr(observed) == "(absent)"
    [mismatch] = compare({"players": {"A": {"banishment_size": 0}}}, OBS, EVENTS)
    assert str(mismatch) == ("players.A.banishment_size: expected 0, observed (absent) (the engine's observation "
                             "omits this field: docs/case-format.md, section 6)")


def test_true_is_not_one():
    assert paths({"objects": {"u": {"exhausted": 0}}}) == [("objects.u.exhausted", 0, False)]


def test_multisets_ignore_order_but_not_multiplicity():
    assert paths({"players": {"A": {"hand": ["x", "x", "y"]}}, "battlefields": {"bf": {"units": ["ogn-271-298", "u"]}}}) == []
    [mismatch] = compare({"players": {"A": {"hand": ["x", "y"]}}}, OBS, EVENTS)
    assert mismatch.note == "order ignored; unexpected [x]"


def test_chain_and_deck_are_ordered():
    assert paths({"chain": ["older", "newer"]}) == [("chain", ["older", "newer"], ["newer", "older"])]
    assert paths({"players": {"A": {"deck": ["d2", "d1"]}}}) == [("players.A.deck", ["d2", "d1"], ["d1", "d2"])]
    assert paths({"chain": ["newer", "older"], "showdown": None}) == []


def test_event_counts():
    assert paths({"events": [{"type": "draw", "player": "B", "count": 2}, {"type": "move"}]}) == []
    assert paths({"events": [{"type": "kill", "count": 0}]}) == []
    assert paths({"events": [{"type": "draw", "player": "B", "count": 0}, {"type": "draw", "player": "A"}]}) == [
        ("events[0] (type=draw, player=B)", "0 matching event(s)", "2 matching"),
        ("events[1] (type=draw, player=A)", "at least 1 matching event", "0 matching"),
    ]
    [mismatch] = compare({"events": [{"type": "draw", "player": "A"}]}, OBS, EVENTS, ("script", 3, "expect"))
    assert mismatch.keys == ("script", 3, "expect", "events", 0)


def test_diff_lists_every_change():
    after = {**OBS, "chain": ["older"], "showdown": {"battlefield": "bf"}}
    assert [m.path for m in diff(OBS, after)] == ["chain", "showdown"]
    assert diff(OBS, OBS) == []


def test_event_order_is_a_subsequence():
    events = [{"type": "hold", "object": "bf1"}, {"type": "score", "player": "A"}, {"type": "draw", "player": "A"}]
    assert compare({"event_order": [{"type": "hold"}, {"type": "draw"}]}, {}, events) == []
    wrong = compare({"event_order": [{"type": "draw"}, {"type": "hold"}]}, {}, events, ("expect",))
    assert [(m.path, m.keys) for m in wrong] == [("event_order[1] (type=hold)", ("expect", "event_order", 1))]
    assert "matched only before" in wrong[0].note
    missing = compare({"event_order": [{"type": "hold"}, {"type": "win"}]}, {}, events)
    assert missing[0].observed == "none" and "no matching event at all" in missing[0].note


def test_values_are_printed_in_yaml_flow_notation():
    from harness.compare import fmt
    assert fmt({"player": "A", "play": "u", "pay": {"accelerate": True}, "targets": [None, "leg:ability"]}) == \
        '{player: A, play: u, pay: {accelerate: true}, targets: [null, "leg:ability"]}'
    assert fmt(["yes", "no", "1", "a b", ""]) == '["yes", "no", "1", a b, ""]'  # quoted where YAML would misread
    assert fmt(2) == "2" and fmt(None) == "null" and fmt("bf") == "bf"


def test_a_rune_pool_entry_of_zero_equals_a_missing_one():
    observation = {"players": {"A": {"pool": {"energy": 0, "power": {"Fury": 1}}}}}
    assert compare({"players": {"A": {"pool": {"power": {"Order": 0, "Fury": 1}}}}}, observation, []) == []
    [mismatch] = compare({"players": {"A": {"pool": {"power": {"Order": 1}}}}}, observation, [])
    assert str(mismatch) == "players.A.pool.power.Order: expected 1, observed (absent)"
    before = {"players": {"A": {"pool": {"power": {"Order": 0}}}}}
    assert diff(before, {"players": {"A": {"pool": {"power": {}}}}}) == []
    assert diff(before, {"players": {"A": {"pool": {"power": {"Order": 1}}}}}) != []
