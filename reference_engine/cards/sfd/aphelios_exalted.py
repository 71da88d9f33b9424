"""Aphelios, Exalted (sfd-049-221)."""
from __future__ import annotations

from typing import Any

from reference_engine import actions, resources
from reference_engine.behaviour import Card, Mode, TargetSpec, Trigger, card
from reference_engine.cards.common import friendly


@card
class ApheliosExalted(Card):
    id = "sfd-049-221"
    text = ("When you attach an Equipment to me, choose one that hasn't been chosen this turn — / - Ready 2 runes. "
            "/ - Channel 1 rune exhausted. / - Buff a friendly unit.")

    def triggers(self) -> list[Trigger]:
        def attached(game: Any, me: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
            if ev["type"] == "attach" and ev.get("to") == game.alias_of(me.uid) and ev.get("player") == me.controller:
                return {}
            return None

        def ready_runes(r: Any) -> None:
            exhausted = [x for x in r.game.players[r.controller].runes if x["exhausted"]]
            for rune in exhausted[:2]:
                rune["exhausted"] = False

        def channel(r: Any) -> None:
            # rule 430.2: channel the top rune of the rune deck, exhausted (nothing if the rune deck is empty)
            resources.channel(r.game, r.controller, 1, r.source_alias, exhausted=True)

        modes = [Mode("Ready 2 runes.", ready_runes), Mode("Channel 1 rune exhausted.", channel),
                 Mode("Buff a friendly unit.", lambda r: r.instruction(
                     lambda: actions.buff(r.game, r.target(0), r.source_alias), uses=(0,)),
                     targets=[TargetSpec("unit", friendly, text="a friendly unit")])]
        return [Trigger(attached, lambda r: None, modes=modes, once_per_turn_modes=True)]
