"""Baited Hook (ogn-242-298)."""
from __future__ import annotations

from typing import Any

from reference_engine import actions
from reference_engine.behaviour import Activated, Card, TargetSpec, card, card_types
from reference_engine.cards.common import friendly, play_permanent_by_effect
from reference_engine.layers import printed_might


@card
class BaitedHook(Card):
    id = "ogn-242-298"
    text = ("[1][C], [E]: Kill a friendly unit. Look at the top 5 cards of your Main Deck. You may banish a unit "
            "from among them that has Might up to 1 more than the killed unit and play it, ignoring its cost. "
            "Then recycle the rest.")

    def activated(self) -> list[Activated]:
        def go(r: Any) -> None:
            g = r.game
            k = r.instruction(lambda: r.kill(r.target(0)), uses=(0,))
            top = list(g.players[r.controller].deck[:5])

            def fish() -> bool:
                limit = (r.lookback.get(r.raw(0)[0], {}).get("might") or 0) + 1
                units = [g.objects[u] for u in top if "Unit" in card_types(g, g.objects[u])
                         and (printed_might(g.objects[u]) or 0) <= limit]
                if not units or not g.may(r.controller, "banish and play a unit from among them?"):
                    return False
                pick = units[0] if len(units) == 1 else g.obj(g.ask(
                    "choose-card", r.controller, [g.alias_of(u.uid) for u in units], "which unit?"))
                actions.banish(g, pick, r.source_alias)
                # "play it, ignoring its cost": its Accelerate is still offered (play_permanent_by_effect)
                play_permanent_by_effect(g, r.controller, pick, "base")
                return True

            # "the killed unit" refers directly to the kill action (359.3.e.14.b)
            r.instruction(fish, linked=k, if_you_do=True)
            r.instruction(lambda: [actions.recycle(g, g.objects[u], r.source_alias) for u in top
                                   if g.objects[u].zone == "deck"])

        return [Activated(energy=1, power=["Order"], exhaust=True, resolve=go,
                          targets=[TargetSpec("unit", friendly, text="a friendly unit")])]
