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
            played = [rec for p, pl in r.game.players.items() if p != r.controller for rec in pl.played_this_turn
                      if "Spell" in rec["types"] and rec["uid"] != target.uid]
            return bool(played) and chain.counter(r.game, target, r.controller, r.source_alias)

        r.instruction(counter, uses=(0,))
