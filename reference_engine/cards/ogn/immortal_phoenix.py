"""Immortal Phoenix (ogn-037-298)."""
from __future__ import annotations

from typing import Any

from reference_engine import chain, costs
from reference_engine.behaviour import Card, Trigger, card


@card
class ImmortalPhoenix(Card):
    id = "ogn-037-298"
    text = "[Assault 2] / When you kill a unit with a spell, you may pay [1][C] to play me from your trash."

    def triggers(self) -> list[Trigger]:
        def cond(game: Any, me: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
            if ev["type"] == "kill-with-spell" and ev.get("player") == me.owner:
                return {"controller": me.owner}
            return None

        def go(r: Any) -> None:
            # "me": the card in the trash that triggered; played and back in the trash since, it is a new
            # object (rule 124 [R4]) and this trigger cannot play it
            g, me = r.game, r.source_still()
            cost = costs.Cost(1, ["Fury"])
            if me is None or me.zone != "trash" or not costs.can_pay(g, r.controller, cost):
                return
            if g.may(r.controller, "pay [1][C] to play Immortal Phoenix from your trash?"):
                costs.pay(g, r.controller, cost)
                chain.put_onto_board(g, me, r.controller, "base")

        return [Trigger(cond, go, zones=("trash",))]
