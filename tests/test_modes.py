"""Modes of play with more seats (contract 1.3, issue 14): the format's checks, the mode as a requirement,
seat-swap over rotations, and the reference engine's turn order and teams (harness/modes.py,
reference_engine/seats.py)."""
from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from harness import blockers, modes, paths, protocol
from harness.cli import main
from harness.compare import compare
from harness.loader import load_cases
from harness.runner import run_case
from harness.seatswap import mirror, permutations, swapped
from fake_engines import MiniEngine
from reference_engine.adapter import ReferenceEngine
from reference_engine import seats
from reference_engine.setup import build

RULES = paths.cases_dir() / "rules"
FFA3_PRIORITY = RULES / "339-step-3-pass" / "rule-339-1-ffa3-every-player-passes-before-resolving.yaml"
TEAM_VICTORY = RULES / "489-2v2-magma-chamber" / "rule-484-3-2v2-victory-score-11-for-the-team.yaml"


def write_case(tmp_path: Path, name: str, setup: dict, script: list, expect: dict) -> Path:
    case = {
        "id": name, "title": "a test case",
        "ruling": {"source": "core-rules-v1.3", "question": "q?", "answer": "482.1. 3 Players", "rules": ["482.1"]},
        "status": "current", "mechanics": ["multiplayer"], "setup": setup, "script": script, "expect": expect,
    }
    path = tmp_path / f"{name}.yaml"
    path.write_text(yaml.safe_dump(case, sort_keys=False), encoding="utf-8")
    return path


def problems(path: Path) -> list[str]:
    cases, errors = load_cases([path])
    return [f"{e.path}: {e.message}" for e in errors]


# ---- the format ----------------------------------------------------------------------------------
def test_a_seat_outside_the_mode_is_invalid(tmp_path) -> None:
    duel = write_case(tmp_path, "duel-names-c", {"turn": {"active": "A"}}, [{"player": "C", "pass": True}], {})
    assert any("$.script[0].player: seat 'C' is not a seat of mode 'duel'" in p for p in problems(duel))
    ffa3 = write_case(tmp_path, "ffa3-names-d", {"mode": "ffa3", "players": {"D": {"points": 1}}}, [],
                      {"players": {"A": {"points": 0}}})
    assert any("$.setup.players.D: seat 'D' is not a seat of mode 'ffa3'" in p for p in problems(ffa3))
    ok = write_case(tmp_path, "ffa4-names-d", {"mode": "ffa4", "turn": {"active": "D"}}, [],
                    {"players": {"D": {"points": 0}}})
    assert problems(ok) == []


def test_seats_of_the_mode_are_reserved_aliases_only_there(tmp_path) -> None:
    unit = {"id": "C", "vanilla": {"might": 1}}
    duel = write_case(tmp_path, "duel-alias-c", {"players": {"A": {"base": [unit]}}}, [], {"objects": {"C": {}}})
    assert problems(duel) == []  # every 1.2 case stays valid: C is no seat of a duel
    ffa3 = write_case(tmp_path, "ffa3-alias-c", {"mode": "ffa3", "players": {"A": {"base": [unit]}}}, [], {})
    assert any("'C' is reserved (base and the seats A, B, C cannot be aliases)" in p for p in problems(ffa3))


def test_a_team_wins_in_2v2(tmp_path) -> None:
    bad = write_case(tmp_path, "team-winner", {"mode": "2v2"}, [], {"game": {"over": True, "winner": "A"}})
    assert any("expect `winners`" in p for p in problems(bad))
    good = write_case(tmp_path, "team-winners", {"mode": "2v2"}, [], {"game": {"over": True, "winners": ["A", "C"]}})
    assert problems(good) == []


def test_a_choose_player_answer_is_a_seat_of_the_mode(tmp_path) -> None:
    path = write_case(tmp_path, "choose-d", {"mode": "ffa3"}, [{"decision": "choose-player", "player": "A",
                                                                "answer": "D"}], {})
    assert any("$.script[0].answer: seat 'D' is not a seat of mode 'ffa3'" in p for p in problems(path))


def test_an_opponent_choice_counts_as_a_target_and_it_refers_to_objects_only(tmp_path) -> None:
    spell = {"type": "Spell", "effect": [{"discard": 1, "player": "opponent"}, {"kill": "it"}]}
    path = write_case(tmp_path, "it-player", {"mode": "ffa3", "players": {"A": {"hand": [
        {"id": "s", "vanilla": spell}]}}}, [], {})
    assert any("`it` refers to the previous instruction's choice of an object" in p for p in problems(path))


def test_winners_compare_as_a_set() -> None:
    observation = {"game": {"over": True, "winner": None, "winners": ["A", "C"]}}
    assert compare({"game": {"winners": ["C", "A"]}}, observation, []) == []
    assert compare({"game": {"winners": ["A"]}}, observation, []) != []


def test_hello_modes_in_the_protocol_schema() -> None:
    hello = {"name": "e", "version": "0", "rules_version": "1.4", "protocol": "1.3", "mechanics": [], "cards": []}
    assert protocol.problems("hello-reply", {"hello": hello}) == []
    assert protocol.problems("hello-reply", {"hello": {**hello, "modes": ["duel", "ffa3"]}}) == []
    assert protocol.problems("hello-reply", {"hello": {**hello, "modes": "all"}}) == []
    assert protocol.problems("hello-reply", {"hello": {**hello, "modes": 3}}) != []


# ---- the mode as a requirement ----------------------------------------------------------------------
class DuelOnlyReference(ReferenceEngine):
    """The reference engine declaring no modes: a duel-only engine (hello.modes absent)."""

    def hello(self):  # type: ignore[override]
        hello = super().hello()
        hello.modes = ["duel"]
        return hello


def test_a_duel_only_engine_reports_multiplayer_cases_unsupported_not_failed() -> None:
    (case,), errors = load_cases([FFA3_PRIORITY])
    assert errors == [] and case.mode == "ffa3"
    for engine, why in ((MiniEngine, "engine does not declare keywords Reaction; modes ffa3"),
                        (DuelOnlyReference, "engine does not declare modes ffa3")):
        result = run_case(case, engine)
        assert result.outcome == "unsupported" and result.messages == [why]
    assert run_case(case, ReferenceEngine).outcome == "pass"
    ran = run_case(case, DuelOnlyReference, run_unsupported=True)
    assert (ran.outcome, ran.ran_anyway) == ("unsupported", "pass")


def test_missing_modes_and_blockers() -> None:
    cases, _ = load_cases([FFA3_PRIORITY, TEAM_VICTORY])
    assert [blockers.missing(c, {"cards": "all", "keywords": "all"}) for c in cases] == [
        [blockers.Requirement("modes", "ffa3")], [blockers.Requirement("modes", "2v2")]]
    assert all(blockers.missing(c, {"cards": "all", "keywords": "all", "modes": "all"}) == [] for c in cases)
    assert blockers.missing(cases[0], {"keywords": "all", "modes": ["duel", "ffa3"]}) == []
    analysis = blockers.analyse(cases, {"keywords": "all"})
    assert {b.requirement.label() for b in analysis.blockers} == {"mode ffa3", "mode 2v2"}


def test_the_run_command_with_a_duel_only_engine(capsys) -> None:
    code = main(["run", str(FFA3_PRIORITY), "--engine", "test_modes:DuelOnlyReference"])
    out = capsys.readouterr()
    assert code == 5  # nothing ran: every selected case is unsupported
    assert "UNSUPPORTED rule-339-1-ffa3-every-player-passes-before-resolving (engine does not declare modes ffa3)" \
        in out.out
    assert main(["blockers", str(FFA3_PRIORITY), "--engine", "test_modes:DuelOnlyReference"]) == 0
    assert "mode ffa3" in capsys.readouterr().out


# ---- seat-swap over rotations ------------------------------------------------------------------------
def test_rotations_of_each_mode() -> None:
    assert modes.rotations("duel") == [{"A": "B", "B": "A"}]
    assert modes.rotations("ffa3") == [{"A": "B", "B": "C", "C": "A"}, {"A": "C", "B": "A", "C": "B"}]
    team_swap, within_teams, _ = modes.rotations("2v2")
    assert team_swap == {"A": "B", "B": "C", "C": "D", "D": "A"}  # {A, C} -> {B, D}: the teams exchanged
    assert within_teams == {"A": "C", "B": "D", "C": "A", "D": "B"}  # each team's two players exchanged
    for mode, teams in modes.TEAMS.items():
        for mapping in modes.rotations(mode):
            assert {frozenset(mapping[p] for p in team) for team in teams} == {frozenset(t) for t in teams}
    assert modes.label({"A": "B", "B": "A"}) == "seats swapped"
    assert modes.label(team_swap) == "seats rotated A->B, B->C, C->D, D->A"


def test_mirror_with_a_mapping_renames_every_seat() -> None:
    data = {"players": {"A": {"points": 1}, "C": {}}, "turn": {"active": "C"}, "winners": ["A", "C"]}
    assert mirror(data, {"A": "B", "B": "C", "C": "A"}) == {
        "players": {"B": {"points": 1}, "A": {}}, "turn": {"active": "A"}, "winners": ["B", "A"]}


def test_every_rotation_of_a_multiplayer_case_passes() -> None:
    (case,), _ = load_cases([TEAM_VICTORY])
    assert len(permutations(case)) == 3
    for mapping in permutations(case):
        rotated = swapped(case, mapping)
        assert rotated.setup["turn"]["active"] == mapping["A"]
        assert run_case(rotated, ReferenceEngine).outcome == "pass", mapping


class SeatCBiased(ReferenceEngine):
    """Gives seat C a point it never earned: a case that checks only B's points misses it as written."""

    def load(self, setup):  # type: ignore[override]
        super().load(setup)
        if "C" in self.game.players:
            self.game.players["C"].points += 1


def test_seat_swap_finds_a_seat_bias_in_ffa3(tmp_path, capsys) -> None:
    spell = {"id": "gift", "vanilla": {"type": "Spell", "effect": [{"points": 1, "player": "each-opponent"}]}}
    path = write_case(tmp_path, "ffa3-gift", {"mode": "ffa3", "turn": {"active": "A", "phase": "action"},
                                              "players": {"A": {"hand": [spell]}}},
                      [{"player": "A", "play": "gift"}, {"resolve": "all"}], {"players": {"B": {"points": 1}}})
    assert main(["seat-swap", str(path), "--engine", "test_modes:SeatCBiased"]) == 1
    out = capsys.readouterr().out
    assert "DIFFERS ffa3-gift: as written pass, seats rotated A->B, B->C, C->A fail" in out
    assert "players.C.points" in out and "1 cases checked with seats swapped (2 permuted runs), 1 differ" in out
    assert main(["seat-swap", str(path)]) == 0


# ---- the reference engine's seats -----------------------------------------------------------------
def test_turn_order_opponents_and_teammates() -> None:
    duel = build({})
    assert (duel.seats, duel.next_player("B"), duel.opponents("A"), duel.teammates("A")) == (("A", "B"), "A", ["B"], [])
    ffa4 = build({"mode": "ffa4", "turn": {"active": "C"}})
    assert ffa4.next_player("D") == "A" and ffa4.opponents("A") == ["C", "D", "B"]  # turn order from C (303.2.a)
    ffa4.removed.append("B")
    assert ffa4.next_player("A") == "C" and seats.turn_order_from(ffa4, "D") == ["D", "A", "C"]
    team = build({"mode": "2v2", "players": {"A": {"points": 3}, "C": {"points": 4}}})
    assert team.teammates("A") == ["C"] and team.opponents("C") == ["B", "D"]
    assert (seats.score(team, "C"), seats.friendly(team, "A", "C"), seats.enemy(team, "A", "D")) == (7, True, True)
    assert team.victory_score == 11 and build({"mode": "ffa3"}).victory_score == 8


def test_invalid_destinations_only_with_more_than_two_players() -> None:
    fight = {"battlefields": [{"id": "bf1", "controller": "B", "units": [
        {"id": "x", "owner": "A", "vanilla": {"might": 1}}, {"id": "y", "owner": "B", "vanilla": {"might": 1}}]}]}
    assert seats.invalid_destination(build(fight), "A", "bf1") is None  # a duel: no such rule
    ffa3 = build({**fight, "mode": "ffa3"})
    assert "442.2.a" in seats.invalid_destination(ffa3, "C", "bf1")
    assert seats.invalid_destination(ffa3, "A", "bf1") is None  # A is in that combat
    team = build({"mode": "2v2", "battlefields": [{"id": "bf1", "controller": "C"}]})
    assert "442.2.b" in seats.invalid_destination(team, "A", "bf1")
    assert seats.invalid_destination(team, "B", "bf1") is None


@pytest.mark.parametrize("mode", sorted(modes.MODES))
def test_the_observation_lists_every_seat_of_the_mode(mode) -> None:
    engine = ReferenceEngine()
    engine.load({"mode": mode})
    observation = engine.observe()
    assert sorted(observation["players"]) == list(modes.seats(mode))
    assert ("winners" in observation["game"]) == (mode != "duel")  # a duel's observation is unchanged
    assert ("team_points" in observation["players"]["A"]) == (mode == "2v2")
    assert protocol.problems("observation", observation) == []


def test_every_multiplayer_case_is_unsupported_on_a_duel_only_engine_and_passes_on_the_reference(
        current_cases, reference_runs) -> None:
    multiplayer = [c for c in current_cases if c.mode != "duel"]
    assert len(multiplayer) >= 30 and {c.mode for c in multiplayer} == {"ffa3", "ffa4", "2v2"}
    for case in multiplayer:
        assert run_case(case, DuelOnlyReference).outcome == "unsupported", case.id
        assert reference_runs[case.id].result.outcome == "pass", case.id  # the shared in-process run


def test_a_case_read_back_from_the_cache_keeps_its_mode(tmp_path, monkeypatch) -> None:
    from harness import loader
    from harness.cache import CaseCache
    from harness.loader import Context, load_case

    store = CaseCache(tmp_path / "cache")
    first, _ = load_case(TEAM_VICTORY, Context(cache=store))

    def parse(*args):
        raise AssertionError("parsed again")
    monkeypatch.setattr(loader, "read_document", parse)
    again, _ = load_case(TEAM_VICTORY, Context(cache=store))  # served by the cache
    assert first.mode == again.mode == "2v2"
    assert blockers.missing(again, {"keywords": "all"}) == [blockers.Requirement("modes", "2v2")]
