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
        """"here": Wildclaw's location - a battlefield, or the base she is in ("Units are at one of several
        Locations while on the Board: a Battlefield or their Base", 141.1.a.1 [R3]; "Each Base is a Location",
        107.1.b [R3]; "here" read as a base, 457.2.b [R3]). Enemy = the chooser is an opponent (740.2)."""
        o = kw.get("obj")
        return (action == "choose" and o is not None and o is not me and o.controller == me.controller
                and seats.same_location(o, me) and seats.enemy(game, me.controller, kw["chooser"])
                and (might(game, o) or 0) < (might(game, me) or 0))
