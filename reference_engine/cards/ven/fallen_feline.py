"""Fallen Feline (ven-132-166)."""
from __future__ import annotations

from typing import Any

from reference_engine.behaviour import Card, Trigger, card
from reference_engine.cards.common import played_me
from reference_engine.naming import resolve_name


@card
class FallenFeline(Card):
    id = "ven-132-166"
    text = "When you play me, name a spell. / While I'm at a battlefield, opponents can't play spells with that name."

    def triggers(self) -> list[Trigger]:
        def name_it(r: Any) -> None:
            words = r.game.ask("name-card", r.controller, ["Spell"], "name a spell")
            card_id = resolve_name(words, kind="Spell")
            me = r.source_still()  # "that name" is the Feline played's; played again, it is a new object (124 [R4])
            if card_id is not None and me is not None and me.zone == "board":
                me.data["named"] = card_id

        return [Trigger(played_me, name_it)]

    def forbids(self, game: Any, me: Any, action: str, **kw: Any) -> bool:
        return (action == "play-card" and game.is_bf(me.location) and kw["player"] in game.opponents(me.controller)
                and me.data.get("named") == kw["obj"].card_id)
