"""Gangplank, Naval (ven-086-166)."""
from __future__ import annotations

from typing import Any

from reference_engine import actions
from reference_engine.behaviour import Activated, Card, card
from reference_engine.cards.common import empower_ability
from reference_engine.choices import event_chooses
from reference_engine.replacement import Replacement


@card
class GangplankNaval(Card):
    id = "ven-086-166"
    text = ("[Empower] [C][C] / [Empowered][>] If a spell or ability that chooses me would stun me, give me -[M], "
            "or return me to hand, give me +3 [M] this turn instead.")

    def activated(self) -> list[Activated]:
        return [empower_ability("[C][C]", ["Body"])]

    def replacements(self, game: Any, me: Any, ev: dict[str, Any]) -> list[Replacement]:
        if not me.empowered or ev.get("target") != me.uid:
            return []
        if not event_chooses(ev, me.ref):  # a repeated execution's choice too (820.2 [R3])
            return []
        if ev["type"] == "stun" or ev["type"] == "return-hand" or (ev["type"] == "might" and ev["amount"] < 0):
            def instead(g: Any, e: dict[str, Any]) -> None:
                actions.give_might(g, me, 3, g.alias_of(me.uid))
                return None

            return [Replacement(f"gangplank:{me.uid}", me.controller, game.alias_of(me.uid), instead)]
        return []
