"""Alpha Wildclaw (unl-057-219)."""
from __future__ import annotations

from typing import Any

from reference_engine.behaviour import Card, card
from reference_engine.layers import might
from reference_engine import seats


@card
class AlphaWildclaw(Card):
    id = "unl-057-219"
    text = "[Tank] / Your units here with less Might than me can't be chosen by enemy spells and abilities."

    def forbids(self, game: Any, me: Any, action: str, **kw: Any) -> bool:
        o = kw.get("obj")
        return (action == "choose" and o is not None and o is not me and o.controller == me.controller
                and o.location == me.location and game.is_bf(me.location) and seats.enemy(game, me.controller, kw["chooser"])
                and (might(game, o) or 0) < (might(game, me) or 0))
