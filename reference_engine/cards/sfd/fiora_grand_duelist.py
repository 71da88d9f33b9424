"""Fiora, Grand Duelist (sfd-205-221)."""
from __future__ import annotations

from typing import Any

from reference_engine import actions
from reference_engine.behaviour import Card, Trigger, card


@card
class FioraGrandDuelist(Card):
    id = "sfd-205-221"
    text = ("When one of your units becomes [Mighty], you may exhaust me to channel 1 rune exhausted. (A unit is "
            "Mighty while it has 5+ [M].)")

    def triggers(self) -> list[Trigger]:
        def mighty(game: Any, me: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
            if ev["type"] == "might-changed" and ev["before"] < 5 <= ev["after"]:  # rule 709
                unit = game.obj(ev["object"]) if ev["object"] in game.aliases else None
                if unit is not None and unit.controller == me.controller:
                    return {}
            return None

        def go(r: Any) -> None:
            if not r.source.exhausted and r.game.may(r.controller, "exhaust Fiora to channel 1 rune exhausted?"):
                actions.exhaust(r.game, r.source, r.source_alias)  # no rune deck is modelled to channel from

        return [Trigger(mighty, go)]
