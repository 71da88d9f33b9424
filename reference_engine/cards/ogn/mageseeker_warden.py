"""Mageseeker Warden (ogn-070-298)."""
from __future__ import annotations

from typing import Any

from reference_engine.behaviour import Card, card
from reference_engine import seats


@card
class MageseekerWarden(Card):
    id = "ogn-070-298"
    text = ("While I'm at a battlefield, opponents can only play units to their base. / While I'm at a "
            "battlefield, spells and abilities can't ready enemy units and gear.")

    def forbids(self, game: Any, me: Any, action: str, **kw: Any) -> bool:
        if not game.is_bf(me.location):
            return False
        if action == "play-unit":
            return kw.get("player") in game.opponents(me.controller) and kw.get("dest") != "base"
        if action == "ready":
            return seats.enemy(game, me.controller, kw["obj"].controller)
        return False
