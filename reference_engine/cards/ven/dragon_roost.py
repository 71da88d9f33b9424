"""Dragon Roost (ven-157-166)."""
from __future__ import annotations

from typing import Any

from reference_engine.behaviour import Card, card, tags


@card
class DragonRoost(Card):
    id = "ven-157-166"
    text = "Any player may pay [A][A] as an additional cost to play a Dragon. If they do, they play it to this battlefield."

    def permits(self, game: Any, me: Any, action: str, **kw: Any) -> Any:
        if action == "play-additional" and "Dragon" in tags(kw["obj"]):
            return {"cost": "[A][A]", "to": me.location}
        return None
