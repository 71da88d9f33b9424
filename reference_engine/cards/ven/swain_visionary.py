"""Swain, Visionary (ven-065-166)."""
from __future__ import annotations

from typing import Any

from reference_engine.behaviour import Card, Trigger, card
from reference_engine.cards.common import i_conquer
from reference_engine.combat import score


@card
class SwainVisionary(Card):
    id = "ven-065-166"
    text = ("[Vision] / When I conquer, if you've played a non-token unit, a non-token gear, and a spell this "
            "turn, you score 1 point.")

    def triggers(self) -> list[Trigger]:
        def played_all_three(game: Any, player: str) -> bool:
            played = game.players[player].played_this_turn
            need = ("Unit", "Gear", "Spell")
            # one card may satisfy several parts (FAQ: Patched Porobot is a unit and a gear)
            return all(any(t in rec["types"] and not rec["token"] for rec in played) for t in need)

        def conquered(game: Any, me: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
            """The "if" after the condition must be true for the trigger to be placed on the chain (383.3.e)."""
            info = i_conquer(game, me, ev)
            return info if info is not None and played_all_three(game, me.controller) else None

        def go(r: Any) -> None:
            if played_all_three(r.game, r.controller):  # and again on resolution, as Mushroom Pouch's
                score(r.game, r.controller, r.source_alias)

        return [Trigger(conquered, go)]
