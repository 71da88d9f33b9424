"""Fiora, Grand Duelist (sfd-205-221)."""
from __future__ import annotations

from typing import Any

from reference_engine import actions, layers, resources
from reference_engine.behaviour import Card, Trigger, card


@card
class FioraGrandDuelist(Card):
    id = "sfd-205-221"
    text = ("When one of your units becomes [Mighty], you may exhaust me to channel 1 rune exhausted. (A unit is "
            "Mighty while it has 5+ [M].)")

    def triggers(self) -> list[Trigger]:
        def mighty(game: Any, me: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
            if ev["type"] == "might-changed" and layers.became_mighty(ev["before"], ev["after"]):  # rule 709
                unit = game.obj(ev["object"]) if ev["object"] in game.aliases else None
                if unit is not None and unit.controller == me.controller:
                    return {}
            return None

        def go(r: Any) -> None:
            if not r.source.exhausted and r.game.may(r.controller, "exhaust Fiora to channel 1 rune exhausted?"):
                actions.exhaust(r.game, r.source, r.source_alias)
                # rule 430.2: the top rune of the rune deck, exhausted (nothing if the rune deck is empty)
                resources.channel(r.game, r.controller, 1, r.source_alias, exhausted=True)

        return [Trigger(mighty, go)]
