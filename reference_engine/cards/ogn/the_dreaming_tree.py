"""The Dreaming Tree (ogn-292-298)."""
from __future__ import annotations

from typing import Any

from reference_engine import actions
from reference_engine.behaviour import Card, Trigger, card
from reference_engine import seats


@card
class TheDreamingTree(Card):
    id = "ogn-292-298"
    text = "When a player chooses a friendly unit here with a spell for the first time each turn, they draw 1."

    def triggers(self) -> list[Trigger]:
        def chose(game: Any, me: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
            if ev["type"] != "choose" or not ev.get("spell") or ev["object"] not in game.aliases:
                return None
            u = game.obj(ev["object"])
            seen = me.data.setdefault("chosen_this_turn", [])
            if u.location == me.location and seats.friendly(game, ev["player"], u.controller) and ev["player"] not in seen:
                seen.append(ev["player"])
                return {"controller": ev["player"]}
            return None

        return [Trigger(chose, lambda r: actions.draw(r.game, r.controller, 1, r.source_alias))]
