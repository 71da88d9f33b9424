"""(1.3) `if_you_do` on a vanilla instruction (docs/case-format.md section 2; rule 359.3.e.14 [R3]): the
format's checks."""
from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from harness.loader import load_cases


def write_case(tmp_path: Path, effect: list) -> Path:
    spell = {"id": "s", "vanilla": {"type": "Spell", "cost": {"energy": 0}, "effect": effect}}
    case = {
        "id": "if-you-do", "title": "a test case",
        "ruling": {"source": "core-rules-v1.3", "question": "q?", "answer": "359.3.e.14.b. text",
                   "rules": ["359.3.e.14.b"]},
        "status": "current", "mechanics": ["chain"],
        "setup": {"players": {"A": {"hand": [spell], "base": [{"id": "u", "vanilla": {"might": 2}}]}}},
        "script": [], "expect": {},
    }
    path = tmp_path / "if-you-do.yaml"
    path.write_text(yaml.safe_dump(case, sort_keys=False), encoding="utf-8")
    return path


def problems(path: Path) -> list[str]:
    _, errors = load_cases([path])
    return [f"{e.path}: {e.message}" for e in errors]


EFFECT = "$.setup.players.A.hand[0].vanilla.effect"


@pytest.mark.parametrize("effect, index, message", [
    ([{"draw": 1, "if_you_do": True}], 0, "this is the first one"),
    ([{"stun": "unit", "if_you_do": True}, {"draw": 1}], 0, "this is the first one"),
    ([{"draw": 1}, {"channel": 1, "if_you_do": True}], 1, "acting on an object, and none came before"),
    ([{"points": 1}, {"draw": 1, "player": "each-opponent"}, {"stun": "unit", "if_you_do": True}], 2,
     "acting on an object, and none came before"),
])
def test_if_you_do_needs_an_earlier_instruction_on_an_object(tmp_path, effect, index, message) -> None:
    found = problems(write_case(tmp_path, effect))
    assert any(p.startswith(f"{EFFECT}[{index}]: `if_you_do`") and message in p for p in found), found


@pytest.mark.parametrize("effect", [
    [{"stun": "unit"}, {"draw": 1, "if_you_do": True}],
    [{"draw": 1}, {"exhaust": "unit"}, {"buff": "it", "if_you_do": True}],
    [{"stun": "unit"}, {"draw": 1, "if_you_do": False}],
])
def test_if_you_do_after_an_instruction_on_an_object_is_valid(tmp_path, effect) -> None:
    assert problems(write_case(tmp_path, effect)) == []


def test_if_you_do_is_a_boolean(tmp_path) -> None:
    found = problems(write_case(tmp_path, [{"stun": "unit"}, {"draw": 1, "if_you_do": "yes"}]))
    assert any(p.startswith(f"{EFFECT}[1]") for p in found), found
