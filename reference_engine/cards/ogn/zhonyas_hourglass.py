"""Zhonya's Hourglass (ogn-077-298)."""
from __future__ import annotations

from typing import Any

from reference_engine.behaviour import Card, card, card_types
from reference_engine.cards.common import kill_me_instead
from reference_engine.replacement import Replacement
from reference_engine import seats


@card
class ZhonyasHourglass(Card):
    id = "ogn-077-298"
    text = "[Hidden] / If a friendly unit would die, kill this instead. Heal that unit, exhaust it, and recall it."

    def replacements(self, game: Any, me: Any, ev: dict[str, Any]) -> list[Replacement]:
        if ev["type"] != "die" or me.zone != "board":
            return []
        unit = game.objects[ev["target"]]
        if not seats.friendly(game, me.controller, unit.controller) or "Unit" not in card_types(game, unit):
            return []

        return [Replacement(f"zhonya:{me.uid}", me.controller, game.alias_of(me.uid),
                            lambda g, e: kill_me_instead(g, me, e))]
