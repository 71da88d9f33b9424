"""Vanilla test objects (docs/case-format.md, section 2): units, spells and gear a case describes by
their traits instead of naming a printed card, with keywords, a vanilla spell's closed list of
instructions, and the FAQ's hypothetical test abilities.

A vanilla spell's instructions are read like card text: each chosen selector (``unit``,
``enemy-unit-at-battlefield``, ...) is a target chosen as the spell is played (rule 352 [R3]), one
``targets`` entry each in order, a ``move`` adding its destination; ``it`` is the previous choice.
On resolution an instruction whose target is illegal is ignored (rule 359.3.e.5); an instruction on
``it`` is linked to the one that chose it (rule 359.3.e.14).
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any, Callable

from reference_engine import actions, chain, resources
from reference_engine.behaviour import Card, TargetSpec, set_vanilla_factory
from reference_engine.cards.common import DESTINATION, SPELL, at_bf, both, enemy, friendly


def _at_base(game: Any, o: Any, p: str, item: Any) -> bool:
    return o.location == "base"


SELECTORS: dict[str, TargetSpec] = {
    "unit": TargetSpec("unit", text="a unit"),
    "friendly-unit": TargetSpec("unit", friendly, text="a friendly unit"),
    "enemy-unit": TargetSpec("unit", enemy, text="an enemy unit"),
    "unit-at-battlefield": TargetSpec("unit", at_bf, text="a unit at a battlefield"),
    "friendly-unit-at-battlefield": TargetSpec("unit", both(friendly, at_bf), text="a friendly unit at a battlefield"),
    "enemy-unit-at-battlefield": TargetSpec("unit", both(enemy, at_bf), text="an enemy unit at a battlefield"),
    "unit-at-base": TargetSpec("unit", _at_base, text="a unit at a base"),
    "gear": TargetSpec("gear", text="a gear"),
    "spell": SPELL,
}
ACTIONS: dict[str, Callable[..., bool]] = {
    "buff": lambda r, o: actions.buff(r.game, o, r.source_alias),
    "ready": lambda r, o: actions.ready(r.game, o, r.source_alias),
    "exhaust": lambda r, o: actions.exhaust(r.game, o, r.source_alias),
    "stun": lambda r, o: actions.stun(r.game, o, r.source_alias, item=r.item),
    "kill": lambda r, o: r.kill(o),
    "heal": lambda r, o: actions.heal(r.game, o),
    "recall": lambda r, o: actions.recall(r.game, o, r.source_alias),
    "banish": lambda r, o: actions.banish(r.game, o, r.source_alias),
    "return": lambda r, o: actions.return_to_hand(r.game, o, r.source_alias, chooser_item=r.item),
}
PLAYER_ACTIONS: dict[str, Callable[..., Any]] = {
    "draw": lambda r, n: actions.draw(r.game, r.controller, n, r.source_alias),
    "channel": lambda r, n: resources.channel(r.game, r.controller, n, r.source_alias),
    "points": lambda r, n: resources.gain_points(r.game, r.controller, n, r.source_alias),
    "energy": lambda r, n: resources.add_energy(r.game, r.controller, n, r.source_alias),
    "discard": lambda r, n: actions.discard_n(r.game, r.controller, n, r.source_alias) > 0,
}


def _verb(instruction: dict[str, Any]) -> str:
    """The instruction's action: its key other than the modifiers ``to`` and ``with``."""
    return next(k for k in instruction if k not in ("to", "with"))


class Vanilla(Card):
    """The behaviour of one vanilla object: its test abilities and, for a spell, its instructions."""

    def __init__(self, effect: tuple[tuple[tuple[str, Any], ...], ...], abilities: tuple[str, ...]):
        self.effect = [dict(i) for i in effect]
        self.abilities = abilities
        self.plan: list[tuple[dict[str, Any], int | None]] = []  # instruction, index of its choice
        self.targets = []
        last: int | None = None
        for instruction in self.effect:
            verb = _verb(instruction)
            selector = instruction.get("to", instruction[verb]) if verb not in PLAYER_ACTIONS else None
            if selector == "it" or selector is None:
                self.plan.append((instruction, last if selector == "it" else None))
                continue
            last = len(self.targets)
            self.targets.append(SELECTORS[selector])
            if verb == "move":
                self.targets.append(DESTINATION)
            self.plan.append((instruction, last))
        self.text = "; ".join(str(i) for i in self.effect)

    def resolve(self, r: Any) -> None:
        chose: dict[int, int] = {}  # choice index -> index of the instruction that chose it
        for instruction, choice in self.plan:
            verb = _verb(instruction)
            if choice is None:
                r.instruction(lambda v=verb, n=instruction[verb]: PLAYER_ACTIONS[v](r, n))
                continue
            linked = chose.get(choice)
            uses = (choice, choice + 1) if verb == "move" else (choice,)
            k = r.instruction(lambda v=verb, i=instruction, c=choice: self._do(r, v, i, c), uses=uses, linked=linked)
            chose.setdefault(choice, k)

    @staticmethod
    def _do(r: Any, verb: str, instruction: dict[str, Any], choice: int) -> Any:
        o = r.target(choice)
        if verb == "deal":
            return r.damage(o, instruction["deal"])
        if verb == "might":
            return actions.give_might(r.game, o, instruction["might"], r.source_alias, item=r.item, chosen=True)
        if verb == "replace":
            return actions.replace_with_token(r.game, o, instruction["with"], r.controller, r.source_alias)
        if verb == "double":
            return actions.double_might(r.game, o, r.source_alias, item=r.item)
        if verb == "move":
            return actions.move(r.game, o, r.place(choice + 1), r.controller, source=r.source_alias)
        if verb == "counter":
            return chain.counter(r.game, o, r.controller, r.source_alias)
        return ACTIONS[verb](r, o)

    def forbids(self, game: Any, me: Any, action: str, **kw: Any) -> bool:
        """The closed list of test abilities (docs/case-format.md, section 2)."""
        o = kw.get("obj")
        if action == "kill" and "cant-be-killed" in self.abilities and o is me:
            return True
        return (action == "stun" and "friendly-units-cant-be-stunned" in self.abilities and o is not None
                and o.controller == me.controller)


def _frozen(value: Any) -> Any:
    if isinstance(value, dict):
        return tuple((k, _frozen(v)) for k, v in value.items())
    if isinstance(value, list):
        return tuple(_frozen(v) for v in value)
    return value


@lru_cache(maxsize=None)
def _vanilla(effect: tuple, abilities: tuple[str, ...]) -> Vanilla:
    return Vanilla(effect, abilities)


def vanilla_behaviour(spec: dict[str, Any]) -> Card:
    return _vanilla(_frozen(spec.get("effect", [])), tuple(spec.get("abilities", ())))


set_vanilla_factory(vanilla_behaviour)
