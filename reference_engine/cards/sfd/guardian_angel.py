"""Guardian Angel (sfd-051-221)."""
from __future__ import annotations

from typing import Any

from reference_engine.behaviour import Card, card
from reference_engine.cards.common import kill_me_instead
from reference_engine.replacement import Replacement


@card
class GuardianAngel(Card):
    id = "sfd-051-221"
    text = "[Equip] [C] / (effect) If I would die, kill Guardian Angel instead. Heal me, exhaust me, and recall me."

    def replacements(self, game: Any, me: Any, ev: dict[str, Any]) -> list[Replacement]:
        if ev["type"] != "die" or me.attached_to != ev["target"]:
            return []

        return [Replacement(f"ga:{me.uid}", me.controller, game.alias_of(me.uid),
                            lambda g, e: kill_me_instead(g, me, e))]
