"""The Academy (unl-216-219)."""
from __future__ import annotations

from typing import Any

from reference_engine.behaviour import Card, Trigger, card
from reference_engine.game import Effect


@card
class TheAcademy(Card):
    id = "unl-216-219"
    text = ("When you hold here, give your next spell this turn [Repeat] equal to its base cost. (You may pay "
            "the additional cost to repeat the spell's effect.)")

    def triggers(self) -> list[Trigger]:
        def held(game: Any, me: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
            return {"controller": ev["player"]} if ev["type"] == "hold" and ev.get("object") == me.location else None

        def grant(r: Any) -> None:
            r.game.effects.append(Effect("grant-repeat", r.controller, r.source.uid, None, "turn", {}))

        return [Trigger(held, grant)]
