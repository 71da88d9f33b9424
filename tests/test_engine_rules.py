"""Unit tests of the reference engine, one rule area each; every test names the rules it checks.

They drive the engine through its adapter with small setups (vanilla units wherever a card is not the
point), so each asserts one rule and could fail on its own.
"""
from __future__ import annotations

from typing import Any

import pytest

from reference_engine.adapter import ReferenceEngine


def engine(setup: dict[str, Any]) -> ReferenceEngine:
    e = ReferenceEngine()
    e.load({"turn": {"active": "A", "phase": "action"}, **setup})
    return e


def run(e: ReferenceEngine, *steps: dict[str, Any], answers: list[Any] = ()) -> None:
    queue = list(answers)
    for step in steps:
        result = e.act(step)
        assert result.accepted, result.reason
        while e.pending_decision() is not None:
            assert queue, f"unexpected decision {e.pending_decision()}"
            assert e.decide(queue.pop(0)).accepted
    assert not queue


def obj(e: ReferenceEngine, alias: str) -> dict[str, Any]:
    return e.observe()["objects"][alias]


HIDDEN_BLADE = {"id": "hb", "card": "ogn-213-298"}
DECK = [{"vanilla": {"might": 1}} for _ in range(4)]


def test_chain_lifo_and_priority_rules_337_340() -> None:
    """337.4: the controller of the newest item gains priority; 340.1: the newest item resolves first."""
    e = engine({"players": {"A": {"hand": [HIDDEN_BLADE], "pool": {"energy": 2, "power": {"Order": 1}}},
                            "B": {"hand": [{"id": "disc", "card": "ogn-058-298"}], "pool": {"energy": 2},
                                  "deck": DECK}},
                "battlefields": [{"id": "bf", "units": [{"id": "u", "owner": "B", "vanilla": {"might": 3}}]}]})
    run(e, {"player": "A", "play": "hb", "targets": ["u"]})
    assert e.observe()["turn"]["priority"] == "A"
    run(e, {"player": "A", "pass": True}, {"player": "B", "play": "disc", "targets": ["u"]})
    assert e.observe()["chain"] == ["disc", "hb"]
    run(e, {"resolve": 1})
    assert obj(e, "u")["might"] == 5 and e.observe()["chain"] == ["hb"]


def test_mistarget_ignores_linked_instruction_359_3_e_5_and_14_a() -> None:
    """359.3.e.5/14.a: a target that changed zones is illegal; the linked draw is ignored too."""
    e = engine({"players": {"A": {"hand": [HIDDEN_BLADE], "pool": {"energy": 2, "power": {"Order": 1}}},
                            "B": {"hand": [{"id": "flash", "card": "ogs-011-024"}], "pool": {"energy": 2},
                                  "deck": DECK}},
                "battlefields": [{"id": "bf", "units": [{"id": "u", "owner": "B", "vanilla": {"might": 3}}]}]})
    run(e, {"player": "A", "play": "hb", "targets": ["u"]}, {"player": "A", "pass": True},
        {"player": "B", "play": "flash", "targets": ["u"]}, {"resolve": "all"})
    assert obj(e, "u")["location"] == "base"
    assert e.observe()["players"]["B"]["hand_size"] == 0


def test_negated_move_keeps_linked_ready_faq_vilemaw() -> None:
    """Vendetta FAQ on 359.3.e.14: a forbidden move is negated, not ignored, so 'ready it' executes."""
    e = engine({"players": {"A": {"hand": [{"id": "rtw", "card": "ogn-173-298"}],
                                  "pool": {"energy": 2, "power": {"Chaos": 1}}}},
                "battlefields": [{"id": "lair", "card": "ogn-295-298", "controller": "A",
                                  "units": [{"id": "u", "owner": "A", "vanilla": {"might": 2}, "exhausted": True}]}]})
    run(e, {"player": "A", "play": "rtw", "targets": ["u", "base"]}, {"resolve": "all"})
    assert obj(e, "u")["location"] == "lair" and obj(e, "u")["exhausted"] is False


def test_lethal_damage_dies_in_cleanup_323_5() -> None:
    """323.4-5 [R3]: non-zero damage equal to or above Might kills in the next cleanup."""
    e = engine({"players": {"A": {"hand": [{"id": "ray", "card": "ogn-009-298"}],
                                  "pool": {"energy": 1, "power": {"Fury": 1}}}},
                "battlefields": [{"id": "bf", "units": [{"id": "u", "owner": "B", "vanilla": {"might": 3}}]}]})
    run(e, {"player": "A", "play": "ray", "targets": ["u"]}, {"resolve": "all"})
    assert obj(e, "u")["zone"] == "trash"


def test_increases_before_decreases_and_snapshot_minimum_477_3_b() -> None:
    """Arithmetic layer: a 'to a minimum of 1' decrease is fixed when applied; later increases add."""
    e = engine({"players": {"A": {"hand": [{"id": "smoke", "card": "ogn-093-298"}, {"id": "disc", "card": "ogn-058-298"}],
                                  "pool": {"energy": 4, "power": {"Mind": 1}}, "deck": DECK}},
                "battlefields": [{"id": "bf", "units": [{"id": "u", "owner": "B", "vanilla": {"might": 3}}]}]})
    run(e, {"player": "A", "play": "smoke", "targets": ["u"]}, {"resolve": "all"})
    assert obj(e, "u")["might"] == 1
    run(e, {"player": "A", "play": "disc", "targets": ["u"]}, {"resolve": "all"})
    assert obj(e, "u")["might"] == 3


def test_this_turn_replacements_expire_at_end_of_turn_317() -> None:
    """317 (ending phase): Ki Barrier's and Lotus Trap's 'this turn' replacements end with the turn."""
    e = engine({"players": {"A": {"hand": [{"id": "ki", "card": "ven-126-166"}, {"id": "lotus", "card": "unl-013-219"}],
                                  "pool": {"energy": 4, "power": {"Order": 1}}},
                            "B": {"hand": [{"id": "ray", "card": "ogn-009-298"}],  # runes: pools empty (317.2.d)
                                  "runes": [{"domain": "Fury"}, {"domain": "Fury"}], "deck": DECK}},
                "battlefields": [{"id": "bf", "units": [{"id": "u", "owner": "A", "vanilla": {"might": 9}}]}]})
    run(e, {"player": "A", "play": "ki", "targets": ["u"]}, {"resolve": "all"},
        {"player": "A", "play": "lotus", "targets": ["u"]}, {"resolve": "all"}, {"advance": "next-turn"})
    # A's effects last 'this turn': after the turn passes they are gone, and 3 damage is dealt plainly
    run(e, {"player": "B", "play": "ray", "targets": ["u"]}, {"resolve": "all"})
    assert obj(e, "u")["damage"] == 3


def test_rune_pools_empty_after_draw_and_at_end_of_turn_166() -> None:
    """166, 315.4.d, 317.2.d: unspent energy and power are lost; 315.3: the turn player channels 2 runes."""
    e = engine({"players": {"A": {"pool": {"energy": 2, "power": {"Mind": 1}}},
                            "B": {"pool": {"energy": 3}, "rune_deck": [{"domain": "Fury"}] * 3, "deck": [{"id": "c", "vanilla": {"might": 1}}]}}})
    run(e, {"advance": "channel"})
    assert e.observe()["players"]["A"]["pool"] == {"energy": 0, "power": {"Mind": 0}}
    assert e.observe()["players"]["B"]["pool"] == {"energy": 0, "power": {}}
    assert e.observe()["players"]["B"]["runes_ready"] == 2 and e.observe()["players"]["B"]["rune_deck_size"] == 1


def test_burn_out_431() -> None:
    """413.4, 431.2: drawing from an empty deck recycles the trash into it, an opponent gains a point,
    then the draw goes on. The first burn out's point is an ordinary point: the victory check waits for
    the cleanup, after the draw (472 [R4]); a point from a repeated burn out wins at once (431.3.b)."""
    setup = {"players": {"A": {"trash": [{"id": "t", "vanilla": {"might": 1}}]}, "B": {"points": 2}},
             "turn": {"active": "B", "phase": "end"}}
    e = engine(setup)
    run(e, {"advance": "draw"})
    seen = e.observe()
    assert seen["players"]["B"]["points"] == 3 and seen["objects"]["t"]["zone"] == "hand"  # recycled, then drawn
    e = engine({**setup, "victory_score": 3})
    run(e, {"advance": "draw"})
    seen = e.observe()
    assert seen["game"] == {"over": True, "winner": "B"} and seen["objects"]["t"]["zone"] == "hand"
    assert not e.act({"advance": "end"}).accepted  # 472: the game is over
    e = engine({"players": {"B": {"points": 2}}, "turn": {"active": "B", "phase": "end"}, "victory_score": 4})
    run(e, {"advance": "draw"})  # deck and trash empty: burn out, burn out again (431.3): B's 4th point wins at once
    assert e.observe()["game"] == {"over": True, "winner": "B"} and e.observe()["players"]["B"]["points"] == 4
    assert sum(1 for ev in e.events() if ev["type"] == "burn-out") == 2


def test_standard_move_exhausts_and_starts_combat_144_and_459() -> None:
    """144.2: the standard move's cost is exhausting; moving into an enemy-held battlefield with enemy
    units starts a combat with the mover as attacker and focus (459.2.b-c)."""
    e = engine({"players": {"A": {"base": [{"id": "a", "vanilla": {"might": 4}}]}},
                "battlefields": [{"id": "bf", "controller": "B",
                                  "units": [{"id": "d", "owner": "B", "vanilla": {"might": 2}}]}]})
    run(e, {"player": "A", "move": ["a"], "to": "bf"})
    sd = e.observe()["showdown"]
    assert obj(e, "a")["exhausted"] and sd["combat"] and sd["attacker"] == "A" and sd["focus"] == "A"
    run(e, {"resolve": "showdown"})
    assert obj(e, "d")["zone"] == "trash"
    assert e.observe()["battlefields"]["bf"]["controller"] == "A"
    assert e.observe()["players"]["A"]["points"] == 1  # 469.1 conquer scores


def test_standard_move_forbidden_in_showdown_144_1_c() -> None:
    e = engine({"players": {"A": {"base": [{"id": "a", "vanilla": {"might": 4}}, {"id": "b", "vanilla": {"might": 1}}]}},
                "battlefields": [{"id": "bf", "controller": "B",
                                  "units": [{"id": "d", "owner": "B", "vanilla": {"might": 2}}]}]})
    run(e, {"player": "A", "move": ["a"], "to": "bf"})
    before = e.observe()
    result = e.act({"player": "A", "move": ["b"], "to": "bf"})
    assert not result.accepted and "showdown" in result.reason
    assert e.observe() == before


def test_recall_is_not_a_move_and_keeps_state_451_453() -> None:
    """451/453 [R3]: Zhonya's recall ignores Vilemaw's Lair and heals/exhausts only as its text says."""
    e = engine({"players": {"A": {"base": [{"id": "hg", "card": "ogn-077-298"}]},
                            "B": {"hand": [{"id": "ray", "card": "ogn-009-298"}],  # runes: pools empty (317.2.d)
                                  "runes": [{"domain": "Fury"}, {"domain": "Fury"}], "deck": DECK}},
                "turn": {"active": "B", "phase": "action"},
                "battlefields": [{"id": "lair", "card": "ogn-295-298", "controller": "A",
                                  "units": [{"id": "u", "owner": "A", "vanilla": {"might": 3}}]}]})
    run(e, {"player": "B", "play": "ray", "targets": ["u"]}, {"resolve": "all"})
    o = obj(e, "u")
    assert (o["zone"], o["location"], o["damage"], o["exhausted"]) == ("board", "base", 0, True)
    assert obj(e, "hg")["zone"] == "trash"


def test_rejected_step_changes_nothing_and_illegal_play_location_054_2() -> None:
    """054.2: Perched Grimwyrm can be played only to a battlefield conquered this turn."""
    e = engine({"players": {"A": {"hand": [{"id": "g", "card": "sfd-015-221"}], "pool": {"energy": 4}}},
                "battlefields": [{"id": "bf", "controller": "A"}]})
    before = e.observe()
    assert not e.act({"player": "A", "play": "g", "to": "bf"}).accepted
    assert e.observe() == before


@pytest.mark.parametrize("words,ok", [("Hidden Blade", True), ("Lingering Tentacles", False),
                                      ("the red Kai'Sa", True), ("Kai'Sa", False)])
def test_naming_761_762(words: str, ok: bool) -> None:
    """761-762 and the Vendetta FAQ: a name must identify exactly one existing card."""
    from reference_engine.naming import resolve_name

    assert (resolve_name(words) is not None) is ok


def test_buff_at_most_one_702_3() -> None:
    from reference_engine import actions
    from reference_engine.setup import build

    g = build({"battlefields": [{"id": "bf", "units": [{"id": "u", "owner": "A", "vanilla": {"might": 2}}]}]})
    u = g.obj("u")
    assert actions.buff(g, u) is True and actions.buff(g, u) is False


def test_copy_effect_replaces_copyable_traits_not_statuses_472_1_b() -> None:
    """472.1.b [R3] and the FAQ on Shady Spectacles: Might and text are copied; empowered, buffs and
    Might modifications stay on the object."""
    e = engine({"players": {"A": {"base": [{"id": "x", "vanilla": {"might": 2}, "buffed": True},
                                           {"id": "big", "vanilla": {"might": 6}},
                                           {"id": "ss", "card": "ven-137-166"}],
                                  "pool": {"energy": 1, "power": {"Order": 1}}}}})
    run(e, {"player": "A", "activate": "ss", "ability": 0, "targets": ["x"]}, {"resolve": "all"}, answers=["big"])
    assert obj(e, "x")["might"] == 7 and obj(e, "x")["buffed"] is True


def test_combat_assignment_sees_replacement_effects_465_2_c_5() -> None:
    """465.2.c.4.a/c.5: with Lotus Trap on one blocker, 1 assigned damage is lethal for it, so 3 damage
    kills two 2-Might blockers without any choice being asked."""
    e = engine({"players": {"A": {"base": [{"id": "att", "vanilla": {"might": 3}}],
                                  "hand": [{"id": "lotus", "card": "unl-013-219"}], "pool": {"energy": 2}}},
                "battlefields": [{"id": "bf", "controller": "B",
                                  "units": [{"id": "d1", "owner": "B", "vanilla": {"might": 2}},
                                            {"id": "d2", "owner": "B", "vanilla": {"might": 2}}]}]})
    run(e, {"player": "A", "play": "lotus", "targets": ["d1"]}, {"resolve": "all"},
        {"player": "A", "move": ["att"], "to": "bf"}, {"resolve": "showdown"})
    assert obj(e, "d1")["zone"] == "trash" and obj(e, "d2")["zone"] == "trash"


def test_flow_banishes_a_spell_leaving_the_chain_829() -> None:
    """829.1.b and the FAQ: a spell played for its Flow cost is banished however it leaves the chain."""
    e = engine({"players": {"A": {"trash": [{"id": "ufd", "card": "ven-100-166"}], "pool": {"energy": 3}}}})
    run(e, {"player": "A", "play": "ufd", "pay": {"flow": True}}, {"resolve": "all"})
    assert obj(e, "ufd")["zone"] == "banishment"
    assert sum(1 for ev in e.events() if ev["type"] == "create") == 2


def test_temporary_kills_at_start_of_beginning_phase_816() -> None:
    """816.1.b: a Temporary permanent is killed at the start of its controller's Beginning Phase."""
    e = engine({"turn": {"active": "B", "phase": "end"},
                "players": {"A": {"base": [{"id": "sprite", "card": "ogn-274-298"}]}}})
    run(e, {"advance": "beginning"})
    assert obj(e, "sprite")["zone"] == "gone"  # a token leaving the board ceases to exist (186.1)


def test_once_per_turn_ability_820_and_copy_instances() -> None:
    """'Use only once per turn': a second activation the same turn is rejected."""
    e = engine({"players": {"A": {"base": [{"id": "azir", "card": "sfd-050-221"}], "pool": {"power": {"Calm": 2}}}},
                "battlefields": [{"id": "bf", "controller": "A", "units": [{"id": "w", "owner": "A",
                                                                              "vanilla": {"might": 1}}]}]})
    run(e, {"player": "A", "activate": "azir", "ability": 0, "targets": ["w"]}, {"resolve": "all"})
    assert obj(e, "azir")["location"] == "bf"
    assert not e.act({"player": "A", "activate": "azir", "ability": 0, "targets": ["w"]}).accepted


def test_final_point_needs_every_battlefield_scored_471_1_b_and_victory_472() -> None:
    """471.1.b.1: a conquest one point from victory scores only if every battlefield was scored this turn
    (else its player draws); 472: reaching the Victory Score with more points than any opponent wins."""
    setup = {"players": {"A": {"points": 7, "base": [{"id": "u", "vanilla": {"might": 3}}],
                               "deck": [{"id": "d1", "vanilla": {"might": 1}}]}},
             "battlefields": [{"id": "bf"}, {"id": "other"}]}
    e = engine(setup)
    run(e, {"player": "A", "move": ["u"], "to": "bf"}, {"resolve": "showdown"})
    assert e.observe()["players"]["A"]["points"] == 7 and e.observe()["players"]["A"]["hand"] == ["d1"]
    e = engine({**setup, "battlefields": [{"id": "bf"}]})
    run(e, {"player": "A", "move": ["u"], "to": "bf"}, {"resolve": "showdown"})
    assert e.observe()["players"]["A"]["points"] == 8
    assert any(ev["type"] == "win" and ev["player"] == "A" for ev in e.events())


def test_concede_649() -> None:
    """650-651.1: a player may concede at any time (here without priority, with a chain open); in a duel the
    other player wins and the game is over."""
    e = engine({"turn": {"active": "A", "phase": "action", "priority": "B"},
                "chain": [{"id": "s", "controller": "A", "vanilla": {"type": "Spell", "effect": [{"draw": 1}]}}]})
    run(e, {"player": "A", "concede": True})
    assert e.observe()["game"] == {"over": True, "winner": "B"}
    assert not e.act({"resolve": "all"}).accepted
