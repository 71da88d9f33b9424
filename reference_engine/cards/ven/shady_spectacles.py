"""Shady Spectacles (ven-137-166).

A copy effect replaces the copyable traits — the printed ones, or those an earlier copy gave — in
the trait layer (472.1.b [R3]); statuses and temporary modifications stay on the object.
"""
from __future__ import annotations

from typing import Any

from reference_engine import seats
from reference_engine.behaviour import Card, card, identity
from reference_engine.layers import timestamp


def _copy_choice(game: Any, me: Any, unit: Any) -> Any:
    """"choose another friendly unit": friendly to the Spectacles' controller - its own units or, in 2v2, its
    teammate's (740.1 [R3], 484.8.d [R3])."""
    options = [u for u in game.units() if u is not unit and seats.friendly(game, me.controller, u.controller)]
    if not options:
        return None
    return game.obj(game.ask("choose-target", me.controller, [game.alias_of(u.uid) for u in options],
                             f"{game.alias_of(me.uid)}: choose another friendly unit to copy"))


@card
class ShadySpectacles(Card):
    id = "ven-137-166"
    text = ("[Equip] [1][C] / As this is attached to a unit, choose another friendly unit. The equipped unit "
            "becomes a copy of that unit for as long as this is attached to it.")

    def as_attached(self, game: Any, me: Any, unit: Any) -> None:
        chosen = _copy_choice(game, me, unit)
        if chosen is None:
            return
        card_id, vanilla = identity(chosen)  # copyable traits: printed, or copied (472.1.b.3)
        game.copy_counter = getattr(game, "copy_counter", 0) + 1
        unit.copy_of = {"card_id": card_id, "vanilla": vanilla, "source": me.uid, "instance": game.copy_counter,
                        "timestamp": timestamp(game)}  # 475.1 [R3]
        game.emit("copy", object=game.alias_of(unit.uid), source=game.alias_of(chosen.uid))
