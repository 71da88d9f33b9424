"""Hwei, Brooding Painter (unl-080-219)."""
from __future__ import annotations

from typing import Any

from reference_engine import actions
from reference_engine.behaviour import Card, Trigger, card, card_types
from reference_engine.cards.common import about_me


@card
class HweiBroodingPainter(Card):
    id = "unl-080-219"
    text = ("When I move, draw 1, then discard 1. Then, do the following based on the discarded card's type: / "
            "* Spell — Draw 1. / * Gear — Ready up to 2 runes. / * Unit — Give me +3 [M] this turn.")

    def triggers(self) -> list[Trigger]:
        def moved(game: Any, me: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
            return {} if about_me(game, me, ev, "move") else None

        def go(r: Any) -> None:
            g = r.game
            actions.draw(g, r.controller, 1, r.source_alias)
            hand = g.players[r.controller].hand
            if not hand:
                return
            pick = g.objects[hand[0]] if len(hand) == 1 else g.obj(
                g.ask("choose-card", r.controller, [g.alias_of(u) for u in hand], "discard 1"))
            types = card_types(g, pick)
            actions.discard(g, pick, r.source_alias)
            def give_me_3(rr: Any) -> None:
                me = rr.source_still()  # "me": the object this came from, not Hwei played again (rule 124 [R4])
                if me is not None and me.zone == "board":
                    actions.give_might(rr.game, me, 3, r.source_alias)

            effects = {"Spell": lambda rr: actions.draw(rr.game, rr.controller, 1, r.source_alias),
                       "Gear": lambda rr: [x.update(exhausted=False) for x in
                                           [x for x in rr.game.players[rr.controller].runes if x["exhausted"]][:2]],
                       "Unit": give_me_3}
            # not "do one of": one reflexive trigger per matching type (387.1.b; FAQ on Patched Porobot)
            for t in ("Spell", "Gear", "Unit"):
                if t in types:
                    g.pending_triggers.append({"source": r.source.uid, "controller": r.controller, "info": {},
                                               "trigger": Trigger(lambda gg, me, ev: None, effects[t], text=t),
                                               # "me" stays the Hwei his trigger came from (rule 124 [R4])
                                               "source_incarnation": r.item.data.get("source_incarnation")})

        return [Trigger(moved, go)]
