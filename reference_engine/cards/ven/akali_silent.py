"""Akali, Silent (ven-038-166)."""
from __future__ import annotations

from typing import Any

from reference_engine import actions, seats
from reference_engine.behaviour import Card, Trigger, card
from reference_engine.cards.common import about_me


@card
class AkaliSilent(Card):
    id = "ven-038-166"
    text = ("I can't be chosen by enemy spells and abilities unless I'm in combat. / When I move to a "
            "battlefield, give me +2 [M] this turn.")

    def forbids(self, game: Any, me: Any, action: str, **kw: Any) -> bool:
        # "enemy spells and abilities": an opponent's (740.2 [R3]); a teammate's in 2v2 is not (484.2)
        if action != "choose" or kw["obj"] is not me or not seats.enemy(game, me.controller, kw["chooser"]):
            return False
        return not (me.attacker or me.defender)

    def triggers(self) -> list[Trigger]:
        def moved(game: Any, me: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
            if about_me(game, me, ev, "move") and game.is_bf(ev["to"]):
                return {}
            return None

        return [Trigger(moved, lambda r: actions.give_might(r.game, r.source, 2, r.source_alias))]
