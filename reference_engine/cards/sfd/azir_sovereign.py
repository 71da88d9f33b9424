"""Azir, Sovereign (sfd-177-221)."""
from __future__ import annotations

from typing import Any

from reference_engine import actions
from reference_engine.behaviour import Card, TargetSpec, Trigger, card
from reference_engine.cards.common import about_me


@card
class AzirSovereign(Card):
    id = "sfd-177-221"
    text = "[Accelerate] / When I attack, you may move any number of your token units to this battlefield."

    def triggers(self) -> list[Trigger]:
        def attacks(game: Any, me: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
            return {} if about_me(game, me, ev, "attack") else None

        def go(r: Any) -> None:
            me = r.source_still()  # a card banished and played again is a new object, not "I" (rule 124 [R4])
            here = me.location if me is not None and me.zone == "board" else None
            if not r.game.is_bf(here):
                return  # "this battlefield" is checked on resolution (FAQ); none: the move is ignored
            tokens = [t for t in (r.game.live(ref) for ref in r.item.data.get("many", [])) if t is not None]
            if tokens and r.game.may(r.controller, "move the chosen token units here?"):
                for t in tokens:
                    actions.move(r.game, t, here, r.controller, source=r.source_alias)

        tokens = TargetSpec("unit", lambda g, o, p, i: o.controller == p and o.token, text="your token units")
        return [Trigger(attacks, go, any_number=tokens)]
