"""Crumbling Sands (ven-039-166)."""
from __future__ import annotations

from typing import Any

from reference_engine import chain
from reference_engine.behaviour import Card, card
from reference_engine.cards.common import SPELL


@card
class CrumblingSands(Card):
    id = "ven-039-166"
    text = "Counter a spell if an opponent has played another spell this turn."
    targets = [SPELL]

    def resolve(self, r: Any) -> None:
        target = r.target(0)

        def counter() -> bool:
            # "an opponent": any of them, not necessarily the target's controller (Vendetta FAQ); never a
            # teammate (484.2 [R3]). "Another spell" is another object: the target's own card played earlier this
            # turn (countered back to hand by Abandon, then played again) was a different object (rule 124 [R4])
            played = [rec for p in r.game.opponents(r.controller) for rec in r.game.players[p].played_this_turn
                      if "Spell" in rec["types"]
                      and (rec["uid"], rec.get("incarnation")) != (target.uid, target.incarnation)]
            return bool(played) and chain.counter(r.game, target, r.controller, r.source_alias)

        r.instruction(counter, uses=(0,))
