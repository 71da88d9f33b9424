"""Renekton, Brute (ven-092-166)."""
from __future__ import annotations

from typing import Any

from reference_engine import actions
from reference_engine.behaviour import Activated, Card, Trigger, card, printed_keywords
from reference_engine.cards.common import about_me


@card
class RenektonBrute(Card):
    id = "ven-092-166"
    text = ("[1]: Give me +1 [M] this turn. / When my Might becomes 10 or more, empower me. / "
            "[Empowered][>] I have [Deflect] and [Ganking].")

    def activated(self) -> list[Activated]:
        return [Activated(energy=1, resolve=lambda r: actions.give_might(r.game, r.source, 1, r.source_alias),
                          text="[1]: Give me +1 [M] this turn.")]

    def triggers(self) -> list[Trigger]:
        def becomes(game: Any, me: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
            # a 'becomes' trigger sees the change of state, not the state (FAQ: Renekton)
            if about_me(game, me, ev, "might-changed") and \
                    ev["before"] < 10 <= ev["after"]:
                return {}
            return None

        return [Trigger(becomes, lambda r: actions.empower(r.game, r.source, r.controller, r.source_alias))]

    def keywords(self, game: Any, me: Any) -> list[str]:
        return printed_keywords(me) + (["Deflect", "Ganking"] if me.empowered else [])
