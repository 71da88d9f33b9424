"""Heisho, Shell of the World (ven-158-166)."""
from __future__ import annotations

from typing import Any

from reference_engine.behaviour import Card, card


@card
class HeishoShell(Card):
    id = "ven-158-166"
    text = "Players ignore [Deflect] while paying for spells and abilities choosing something here."

    def forbids(self, game: Any, me: Any, action: str, **kw: Any) -> bool:
        return action == "deflect" and kw["obj"].location == me.location
