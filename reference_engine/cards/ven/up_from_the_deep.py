"""Up from the Deep (ven-100-166)."""
from __future__ import annotations

from typing import Any

from reference_engine.behaviour import Card, card


@card
class UpFromTheDeep(Card):
    id = "ven-100-166"
    text = "Play two 1 [M] Tentacle unit tokens from Bilgewater. / [Flow] [3]"

    def resolve(self, r: Any) -> None:
        def make() -> None:
            for _ in range(2):
                tok = r.game.new_obj("token-tentacle", r.controller, "board", controller=r.controller,
                                     location="base", token=True)
                tok.exhausted = True
                r.game.emit("create", object=tok.card_id, player=r.controller)
                r.game.emit("enter", object=tok.card_id, player=r.controller, to="base")

        r.instruction(make)
