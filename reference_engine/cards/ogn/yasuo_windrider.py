"""Yasuo, Windrider (ogn-205-298)."""
from __future__ import annotations

from typing import Any

from reference_engine.behaviour import Card, Trigger, card
from reference_engine.cards.common import about_me
from reference_engine.combat import score


@card
class YasuoWindrider(Card):
    id = "ogn-205-298"
    text = "[Ganking] / The third time I move in a turn, you score 1 point."

    def triggers(self) -> list[Trigger]:
        def third(game: Any, me: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
            if about_me(game, me, ev, "move"):
                me.data["moves_this_turn"] = me.data.get("moves_this_turn", 0) + 1
                return {} if me.data["moves_this_turn"] == 3 else None
            return None

        def go(r: Any) -> None:
            score(r.game, r.controller, r.source_alias)

        return [Trigger(third, go)]
