"""Mel, Newly Awakened (ven-069-166)."""
from __future__ import annotations

from typing import Any

from reference_engine import actions
from reference_engine.behaviour import Activated, Card, Trigger, card
from reference_engine.cards.common import empower_ability, played_me
from reference_engine.choices import event_chooses
from reference_engine.replacement import Replacement


@card
class MelNewlyAwakened(Card):
    id = "ven-069-166"
    text = ("When you play me, draw 1. / [Empower] [3] / [Empowered][>] Your spells and abilities can't be "
            "countered. If a spell or ability you control would give -[M] to a unit it chooses, it gives an "
            "additional -1 [M].")

    def triggers(self) -> list[Trigger]:
        return [Trigger(played_me, lambda r: actions.draw(r.game, r.controller, 1, r.source_alias), text="draw 1")]

    def activated(self) -> list[Activated]:
        return [empower_ability("[3]", ["Mind"])]

    def forbids(self, game: Any, me: Any, action: str, **kw: Any) -> bool:
        return action == "counter" and me.empowered > 0 and kw["item"].controller == me.controller

    def replacements(self, game: Any, me: Any, ev: dict[str, Any]) -> list[Replacement]:
        item = ev.get("item")
        unit = game.objects.get(ev.get("target")) if ev["type"] == "might" else None
        if (me.empowered and ev["type"] == "might" and ev["amount"] < 0 and unit is not None
                and event_chooses(ev, unit.ref)  # "a unit it chooses": a repeated execution's choice too (820.2 [R3])
                and item is not None and item.controller == me.controller):
            return [Replacement(f"mel:{me.uid}", me.controller, game.alias_of(me.uid),
                                lambda g, e: {**e, "amount": e["amount"] - 1})]
        return []
