"""Mutants found by the third round of the hunt over session 6's engine changes (``d8090a7..``): object identity
(rule 124 [R4]: ``Resolution.source_still``, ``source_incarnation``, ``triggers.flush``'s reflexive identity), the
restaged combat of 466.3.d.1 [R4], the vanilla test ability ``once-each-turn-you-may-recall-a-dying-friendly-unit``
(371 [R4]) and a repeated execution's first choices (820.2 [R3]), that no case caught. Rule numbers are those the
killing case quotes ([R3] = Core Rules v1.3, [R4] = v1.4)."""
from __future__ import annotations

from typing import Any

from mutants import Patcher, mutant

VANILLA = "reference_engine.cards.vanilla"
KEY = "once-each-turn-you-may-recall-a-dying-friendly-unit"


def _once_recall(*, friendly: bool = True, unit_only: bool = True, on_board: bool = True, detached: bool = True,
                 heal: bool = True, exhaust: bool = True, use_on_decline: bool = False) -> Any:
    """Vanilla.replacements with one part of the test ability's text wrong (the flags)."""
    from reference_engine import actions, seats
    from reference_engine.behaviour import card_types

    def replacements(self: Any, game: Any, me: Any, ev: dict[str, Any]) -> list[Any]:
        if (KEY not in self.abilities or ev["type"] != "die" or (on_board and me.zone != "board")
                or (detached and me.attached_to is not None) or KEY in me.data.get("used_this_turn", [])):
            return []
        unit = game.objects[ev["target"]]
        if (friendly and not seats.friendly(game, me.controller, unit.controller)) or (
                unit_only and "Unit" not in card_types(game, unit)):
            return []
        from reference_engine.replacement import Replacement

        def apply(g: Any, e: dict[str, Any]) -> dict[str, Any] | None:
            target = g.objects[e["target"]]
            if use_on_decline:
                me.data.setdefault("used_this_turn", []).append(KEY)
            if not g.ask("may", me.controller, [True, False],
                         f"{g.alias_of(me.uid)}: recall {g.alias_of(target.uid)} instead of its death?"):
                return e
            if not use_on_decline:
                me.data.setdefault("used_this_turn", []).append(KEY)
            if heal:
                actions.heal(g, target)
            if exhaust:
                actions.exhaust(g, target)
            actions.recall(g, target, g.alias_of(me.uid))
            return None

        return [Replacement(f"once-recall:{me.uid}", me.controller, game.alias_of(me.uid), apply)]

    return replacements


for _id, _flags, _bug in [
    ("once-recall-any-dying-unit", {"friendly": False}, "offered for an enemy unit's death too"),
    ("once-recall-no-heal", {"heal": False}, "the recalled unit keeps its damage"),
    ("once-recall-no-exhaust", {"exhaust": False}, "the recalled unit stays ready"),
    ("once-recall-from-any-zone", {"on_board": False}, "applies from the hand or trash"),
    ("once-recall-while-attached", {"detached": False}, "applies while the gear is attached"),
    ("once-recall-any-permanent", {"unit_only": False}, "offered for a gear's death"),
    ("once-recall-declined-used", {"use_on_decline": True}, "a declined offer uses it up"),
]:
    def _make(flags: dict[str, Any]) -> Any:
        def apply(p: Patcher) -> None:
            p.original(f"{VANILLA}:Vanilla.replacements")
            p.replace(f"{VANILLA}:Vanilla.replacements", _once_recall(**flags))
        return apply
    mutant(_id, rule="371", area="replacement", bug=_bug, kill="TBD")(_make(_flags))
