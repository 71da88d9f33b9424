"""Unlicensed Armory (ogn-023-298)."""
from __future__ import annotations

from typing import Any

from reference_engine import actions, costs
from reference_engine.behaviour import Activated, Card, card
from reference_engine.cards.common import FRIENDLY_UNIT, replacement_effect, save_instead, targets_obj
from reference_engine.game import Effect


@card
class UnlicensedArmory(Card):
    id = "ogn-023-298"
    text = ("Discard 1, [E]: Choose a friendly unit. The next time it would die this turn, you may pay [C] to "
            "heal it, exhaust it, and recall it instead.")

    def activated(self) -> list[Activated]:
        def discard_one(game: Any, me: Any, item: Any) -> bool:
            hand = game.players[me.controller].hand
            if not hand:
                return False
            pick = hand[0]
            if len(hand) > 1:
                pick = game.obj(game.ask("choose-card", me.controller, [game.alias_of(u) for u in hand],
                                         "discard 1 (cost)")).uid
            actions.discard(game, game.objects[pick], game.alias_of(me.uid))
            return True

        def go(r: Any) -> None:
            def maybe_save(game: Any, eff: Effect, ev: dict[str, Any]) -> dict[str, Any] | None:
                game.effects.remove(eff)
                cost = costs.Cost(0, ["Fury"])
                if costs.can_pay(game, eff.controller, cost) and game.may(eff.controller, "pay [C] to save it?"):
                    costs.pay(game, eff.controller, cost)
                    return save_instead(r.source_alias)(game, eff, ev)
                return ev

            r.instruction(lambda: replacement_effect(
                r.game, r.controller, r.source, r.target(0), r.source_alias,
                lambda g, e, ev: ev["type"] == "die" and targets_obj(g, e, ev), maybe_save), uses=(0,))

        return [Activated(exhaust=True, extra_cost=discard_one, resolve=go, targets=[FRIENDLY_UNIT],
                          text="Discard 1, [E]: ...")]
