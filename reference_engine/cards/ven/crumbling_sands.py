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
            # teammate (484.2 [R3])
            played = [rec for p in r.game.opponents(r.controller) for rec in r.game.players[p].played_this_turn
                      if "Spell" in rec["types"] and rec["uid"] != target.uid]
            return bool(played) and chain.counter(r.game, target, r.controller, r.source_alias)

        r.instruction(counter, uses=(0,))
