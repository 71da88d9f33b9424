"""Ravenbloom Student (ogn-103-298)."""
from __future__ import annotations

from typing import Any

from reference_engine import actions
from reference_engine.behaviour import Card, Trigger, card


@card
class RavenbloomStudent(Card):
    id = "ogn-103-298"
    text = "When you play a spell, give me +1 [M] this turn."

    def triggers(self) -> list[Trigger]:
        def spell_played(game: Any, me: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
            # 'played' as a trigger = the spell resolved under your control (419.4.a; FAQ on Rebuttal)
            if ev["type"] == "resolve" and ev.get("spell") and ev.get("player") == me.controller:
                return {}
            return None

        return [Trigger(spell_played, lambda r: actions.give_might(r.game, r.source, 1, r.source_alias))]
