"""Seat swap (riftcheck seat-swap): mirrored cases, and a seat-biased engine caught by the comparison."""
from __future__ import annotations

from pathlib import Path

from harness import cli
from harness.loader import load_cases
from harness.runner import run_case
from harness.seatswap import mirror, swapped
from reference_engine.adapter import ReferenceEngine
from conftest import FIXTURES

CASE = Path(__file__).resolve().parents[1] / "cases" / "combat" / "combat-stunned-attacker-no-defenders-conquers.yaml"


class SeatBiasedEngine(ReferenceEngine):
    """Gives player B a point it never earned: invisible to a case that checks only A's points."""

    def load(self, setup):  # type: ignore[override]
        super().load(setup)
        self.game.players["B"].points += 1


def test_mirror_swaps_seat_keys_and_values_only() -> None:
    data = {"players": {"A": {"base": [{"id": "u", "owner": "B"}]}}, "turn": {"active": "A"},
            "script": [{"player": "B", "play": "u", "targets": ["A", "base"]}]}
    assert mirror(data) == {"players": {"B": {"base": [{"id": "u", "owner": "A"}]}}, "turn": {"active": "B"},
                            "script": [{"player": "A", "play": "u", "targets": ["B", "base"]}]}


def test_swapped_case_passes_on_the_reference_engine() -> None:
    (case,), errors = load_cases([CASE])
    assert errors == []
    mirrored = swapped(case)
    assert mirrored.setup["turn"]["active"] == "B" and "B" in mirrored.data["expect"]["players"]
    assert run_case(mirrored, ReferenceEngine).outcome == "pass"


def test_seat_swap_reports_a_seat_biased_engine(capsys) -> None:
    code = cli.main(["seat-swap", str(CASE), "--engine", "test_seatswap:SeatBiasedEngine"])
    out = capsys.readouterr().out
    assert code == 1
    assert "DIFFERS combat-stunned-attacker-no-defenders-conquers: as written pass, seats swapped fail" in out
    assert "players.B.points" in out and "1 cases checked with seats swapped, 1 differ" in out


def test_seat_swap_clean_on_the_reference_engine(capsys) -> None:
    assert cli.main(["seat-swap", str(CASE)]) == 0
    assert "1 cases checked with seats swapped, 0 differ" in capsys.readouterr().out


def test_seat_swap_is_not_green_when_the_engine_errs_both_ways(capsys) -> None:
    """An engine that raises on every case erred identically in every seat: not compared, and exit 1."""
    code = cli.main(["seat-swap", str(FIXTURES / "good"), "--engine", "fake_engines:RaisingEngine"])
    out = capsys.readouterr().out
    assert code == 1
    assert "ERROR fake-standard-move (as written; not compared)" in out
    assert out.splitlines()[-1].endswith("0 differ, 3 errored as written")
