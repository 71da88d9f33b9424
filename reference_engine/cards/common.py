"""Building blocks card behaviours share: choice filters and temporary effects.

Each helper is a reading of a recurring phrase of card text ("a unit at a battlefield", "an enemy
unit", "this turn", "the next time it would die this turn, ... instead").
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from ..game import Effect
from ..behaviour import TargetSpec, card_data, card_types

if TYPE_CHECKING:
    from ..game import Game
    from ..state import Obj


def at_bf(game: "Game", o: "Obj", p: str, item: Any) -> bool:
    return game.is_bf(o.location)


def friendly(game: "Game", o: "Obj", p: str, item: Any) -> bool:
    return o.controller == p


def enemy(game: "Game", o: "Obj", p: str, item: Any) -> bool:
    return o.controller is not None and o.controller != p


def both(*preds: Callable[..., bool]) -> Callable[..., bool]:
    return lambda game, o, p, item: all(f(game, o, p, item) for f in preds)


UNIT = TargetSpec("unit", text="a unit")
UNIT_AT_BF = TargetSpec("unit", at_bf, text="a unit at a battlefield")
FRIENDLY_UNIT = TargetSpec("unit", friendly, text="a friendly unit")
ENEMY_UNIT = TargetSpec("unit", enemy, text="an enemy unit")
SPELL = TargetSpec("spell", text="a spell")
DESTINATION = TargetSpec("location", text="a destination", targets=False)


def spell_cost_at_most(n: int) -> Callable[..., bool]:
    return lambda game, o, p, item: int(card_data(o.card_id).get("energy_cost") or 0) <= n


def is_spell_card(game: "Game", o: "Obj") -> bool:
    return "Spell" in card_types(game, o)


def replacement_effect(game: "Game", controller: str, source: "Obj | None", target: "Obj | None", label: str,
                       applies: Callable[["Game", Effect, dict[str, Any]], bool],
                       apply: Callable[["Game", Effect, dict[str, Any]], Any], duration: str = "turn",
                       **data: Any) -> Effect:
    """Create a delayed replacement effect (rule 390.3) on ``target`` (or none)."""
    eff = Effect("replace", controller, source.uid if source else None, target.ref if target else None,
                 duration, {"applies": applies, "apply": apply, "label": label, **data})
    game.effects.append(eff)
    return eff


def targets_obj(game: "Game", eff: Effect, ev: dict[str, Any]) -> bool:
    return eff.target is not None and game.live(eff.target) is not None and ev.get("target") == eff.target[0]


def kill_me_instead(game: "Game", me: "Obj", event: dict[str, Any]) -> None:
    """'kill this instead. Heal that unit, exhaust it, and recall it.' (Zhonya's Hourglass, Guardian Angel)."""
    from .. import actions

    if me.attached_to is not None:
        actions.detach(game, me)
    actions.kill(game, me, me.controller, game.alias_of(me.uid))
    save_instead(game.alias_of(me.uid))(game, None, event)


def save_instead(label: str) -> Callable[["Game", Effect, dict[str, Any]], None]:
    """'heal it, exhaust it, and recall it instead' of dying."""
    from .. import actions

    def apply(game: "Game", eff: Effect, ev: dict[str, Any]) -> None:
        o = game.objects[ev["target"]]
        actions.heal(game, o)
        actions.exhaust(game, o)
        actions.recall(game, o, label)
        return None

    return apply
