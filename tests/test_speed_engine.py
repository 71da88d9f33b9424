"""Per-step shortcuts of the reference engine and the harness: reference_engine/game.py snapshot (a pickle
round trip whose functions stay shared, as copy.deepcopy leaves them), the engine's step attempts, and
harness/adapter.py as_plain for dataclasses (what dataclasses.asdict gives)."""
import dataclasses

from harness.adapter import ActResult, DecisionRequest, Hello, as_plain
from reference_engine import game as game_module
from reference_engine.adapter import ReferenceEngine
from reference_engine.game import Game, snapshot
from reference_engine.state import Obj


def test_a_snapshot_copies_the_state_and_shares_its_functions():
    def condition(g, me):
        return me is not None

    game = Game()
    game.objects[1] = Obj(1, "vanilla", "A", "base", data={"check": condition, "list": [1, 2]})
    game.aliases["u"] = 1
    copy = snapshot(game)
    assert copy is not game and copy.objects[1] is not game.objects[1]
    assert copy.objects[1].data["list"] == [1, 2] and copy.objects[1].data["list"] is not game.objects[1].data["list"]
    assert copy.objects[1].data["check"] is condition  # a function is shared, as copy.deepcopy shares it
    assert game_module._shared == {}  # nothing left behind for the next snapshot


def test_a_refused_step_leaves_the_state_it_started_from():
    engine = ReferenceEngine()
    engine.load({"players": {"A": {"base": [{"id": "scout", "vanilla": {"might": 2}}]}, "B": {}},
                 "battlefields": [{"id": "bf"}]})
    before = engine.observe()
    assert not engine.act({"player": "B", "move": ["scout"], "to": "bf"}).accepted  # not B's unit
    assert engine.observe() == before
    assert engine.act({"player": "A", "move": ["scout"], "to": "bf"}).accepted
    assert engine.observe()["objects"]["scout"]["location"] == "bf"
    assert before["objects"]["scout"]["location"] == "base"


def test_as_plain_is_what_asdict_gives():
    values = [Hello("e", "1", "1.4", cards=["a", "b"], keywords="all"), ActResult(False, "no"),
              DecisionRequest("choose-target", "A", [{"id": "x"}, ["y", 2]], "which?"), Hello("e", "1", "1.4")]
    for value in values:
        plain = as_plain(value)
        assert plain == dataclasses.asdict(value) and list(plain) == list(dataclasses.asdict(value))
    hello = values[0]
    assert as_plain(hello)["cards"] is not hello.cards  # a list of its own, as asdict gives


@dataclasses.dataclass
class Nested:
    name: str
    options: list
    count: int = 0


def test_as_plain_of_nested_values_is_what_asdict_gives():
    value = Nested("n", [{"id": "x"}, ["y", 2], ActResult(True)], 3)
    plain = as_plain(value)
    assert plain == dataclasses.asdict(value) == {"name": "n", "options": [{"id": "x"}, ["y", 2],
                                                                             {"accepted": True, "reason": ""}],
                                                  "count": 3}
    assert plain["options"][0] is not value.options[0]  # deep-copied, as asdict does
