"""Mutants found by the second-pass mutation hunt over the rules modules (combat, cleanup, triggers, replacement,
layers, movement, resources, turn): dropped operands, swapped arithmetic, removed filters and changed constant
names that no case caught — combat damage excess split only one way (465.2.c.4 [R4] = 460.2.c.4 [R3]), a delayed "at end of turn"
trigger never used up (390.2, 391 [R4]), Weaponmaster choosing a gear that is not an Equipment you control
(821.1.c [R4]), a removed keyword removed from the wrong units (801.3.b [R4]), hiding on the opponent's turn
(811.1.b [R4])."""
from __future__ import annotations

import dataclasses
from typing import Any

from mutants import Patcher, mutant

COMBAT = "reference_engine.combat"
TRIGGERS = "reference_engine.triggers"
LAYERS = "reference_engine.layers"


@mutant("combat-excess-all-on-one-unit", rule="460.2.c.4", area="combat damage",
        bug="once every unit has lethal damage assigned, the excess may only go to one unit, not be split among them",
        kill="rule-465-2-c-4-excess-split-between-units: 7 against two 2 Might units, {d1: 3, d2: 4} is accepted")
def _(p: Patcher) -> None:
    def _compositions(n: int, k: int) -> list[tuple[int, ...]]:
        return [tuple(n if j == i else 0 for j in range(k)) for i in range(k)]

    p.replace(f"{COMBAT}:_compositions", _compositions)


@mutant("delayed-trigger-next-not-used-up", rule="391", area="delayed triggers",
        bug="a delayed trigger for one time ('at end of turn', 'the next time') stays after it triggered, so it "
            "triggers again at the next turn's end",
        kill="rule-391-at-end-of-turn-delayed-trigger-happens-once: Hostile Takeover's unit is not recalled again "
             "at the end of B's turn")
def _(p: Patcher) -> None:
    @p.wrap(f"{TRIGGERS}:check_triggers")
    def check_triggers(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        held = [e for e in game.effects if e.kind == "delayed-trigger" and e.duration == "next"]
        for e in held:
            e.duration = "permanent"  # not "next": check_triggers does not remove it
        try:
            return orig(game, *args, **kwargs)
        finally:
            for e in held:
                e.duration = "next"


@mutant("weaponmaster-any-gear-you-control", rule="821.1.c", area="keywords", keyword="Weaponmaster",
        bug="Weaponmaster may choose any gear its controller controls, not only an Equipment",
        kill="rule-821-1-c-chooses-only-an-equipment-you-control: choosing the plain gear `lamp` is refused")
def _(p: Patcher) -> None:
    @p.wrap(f"{TRIGGERS}:_weaponmaster")
    def _weaponmaster(orig: Any, *args: Any, **kwargs: Any) -> Any:
        t = orig(*args, **kwargs)
        spec = dataclasses.replace(t.targets[0], where=lambda g, o, chooser, item: o.controller == chooser)
        return dataclasses.replace(t, targets=[spec])


def _keywords_losing(lost_of: Any, matches: Any) -> Any:
    """A ``layers.keywords`` whose removed keywords come from ``lost_of(game, o)`` and match by ``matches``."""
    from reference_engine.behaviour import behaviour_of, printed_keywords
    from reference_engine.state import BOARD

    def keywords(game: Any, o: Any) -> list[str]:
        if o.zone != BOARD:
            return printed_keywords(o)
        kws = list(behaviour_of(o).keywords(game, o)) + [k for k, _ in o.granted]
        lost = lost_of(game, o)
        return [k for k in kws if not matches(k, lost)]

    return keywords


@mutant("keyword-loss-applies-to-every-unit", rule="801.3.b", area="layers",
        bug="an effect that removes a keyword from a chosen unit removes it from every unit",
        kill="rule-801-3-b-removed-keyword-only-from-the-chosen-unit: the other Tank unit keeps Tank")
def _(p: Patcher) -> None:
    p.replace(f"{LAYERS}:keywords", _keywords_losing(
        lambda game, o: {e.data["keyword"] for e in game.effects if e.kind == "lose-keyword"},
        lambda k, lost: k.split(" ")[0] in lost))


@mutant("keyword-loss-misses-valued-instances", rule="801.3.b", area="layers",
        bug="removing a keyword compares it with the whole keyword text, so 'Assault 2' survives losing Assault",
        kill="rule-801-3-b-removed-keyword-only-from-the-chosen-unit: the attacker that lost Assault has 2 Might")
def _(p: Patcher) -> None:
    p.replace(f"{LAYERS}:keywords", _keywords_losing(
        lambda game, o: {e.data["keyword"] for e in game.effects if e.kind == "lose-keyword" and e.target == o.ref},
        lambda k, lost: k in lost))


@mutant("hide-on-any-turn", rule="811.1.b", area="hide",
        bug="a card with Hidden may be hidden on an opponent's turn ('on your turn' not checked)",
        kill="rule-811-1-b-hide-on-your-turn-in-an-open-state: A's hide on B's turn is refused")
def _(p: Patcher) -> None:
    @p.wrap("reference_engine.movement:hide")
    def hide(orig: Any, game: Any, player: Any, *args: Any, **kwargs: Any) -> Any:
        active, game.active = game.active, player
        try:
            return orig(game, player, *args, **kwargs)
        finally:
            game.active = active
