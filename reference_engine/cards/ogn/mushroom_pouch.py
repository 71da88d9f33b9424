"""Mushroom Pouch (ogn-101-298)."""
from __future__ import annotations

from typing import Any

from reference_engine import actions
from reference_engine.behaviour import Card, Trigger, card


@card
class MushroomPouch(Card):
    id = "ogn-101-298"
    text = "At the start of your Beginning Phase, if you control a facedown card at a battlefield, draw 1."

    def triggers(self) -> list[Trigger]:
        def facedown(game: Any, p: str) -> bool:
            return any(o.zone == "facedown" and o.controller == p for o in game.objects.values())

        def start(game: Any, me: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
            ok = ev["type"] == "beginning" and ev.get("player") == me.controller and facedown(game, me.controller)
            return {} if ok else None

        def go(r: Any) -> None:
            if facedown(r.game, r.controller):  # the "if" is checked again on resolution
                actions.draw(r.game, r.controller, 1, r.source_alias)

        return [Trigger(start, go)]
