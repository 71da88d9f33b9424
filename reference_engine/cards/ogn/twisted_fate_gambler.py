"""Twisted Fate, Gambler (ogn-200-298)."""
from __future__ import annotations

from typing import Any

from reference_engine import actions
from reference_engine import seats
from reference_engine.behaviour import Card, TargetSpec, Trigger, card
from reference_engine.cards.common import about_me, enemy


@card
class TwistedFateGambler(Card):
    id = "ogn-200-298"
    text = ("When I attack, reveal the top rune of your rune deck, then recycle it. Do one of the following based "
            "on its domain: / * [R] — Deal 2 to an enemy unit here and 1 to all other enemy units here. / "
            "* [B] — Draw 1. / * [Y] — Stun an enemy unit.")

    def triggers(self) -> list[Trigger]:
        def go(r: Any) -> None:
            g, pl = r.game, r.game.players[r.controller]
            if not pl.rune_deck:
                return
            rune = pl.rune_deck[0]  # revealed, it stays the top rune of the rune deck (424.1.a.2 [R3])
            g.emit("reveal", player=r.controller, object=rune["domain"], **{"from": "rune-deck"})
            pl.rune_deck.append(pl.rune_deck.pop(0))  # "then recycle it": to the bottom (416.1.b, 424.4.a [R3])
            follow = _follow_up(rune["domain"], r.source_alias)
            if follow is not None:  # "Do one of the following based on its domain" (387.1 [R4]): one of them
                g.pending_triggers.append({"source": r.source.uid, "controller": r.controller, "info": {},
                                           "trigger": follow,  # its "here" is the attacking TF's (rule 124 [R4])
                                           "source_incarnation": r.item.data.get("source_incarnation")})

        return [Trigger(lambda g, me, ev: {} if about_me(g, me, ev, "attack") else None, go)]


def _follow_up(domain: str, label: str) -> Trigger | None:
    def here(g: Any, o: Any, p: str, i: Any) -> bool:
        """"here": where Twisted Fate is - none once the TF that attacked has become a new object (rule 124 [R4])
        or left the board."""
        src, inc = g.objects[i.source], i.data.get("source_incarnation")
        if src.zone != "board" or (inc is not None and src.incarnation != inc):
            return False
        return enemy(g, o, p, i) and seats.same_location(o, src)  # one base is one location (107.1.b [R3])

    if domain == "Fury":
        def fury(r: Any) -> None:
            first, me = r.target(0), r.source_still()
            others = [u for u in seats.units_with(r.game, me) if u is not first
                      and enemy(r.game, u, r.controller, None)] if me is not None and me.zone == "board" else []
            r.instruction(lambda: actions.deal_damage(r.game, first, 2, label, by_player=r.controller), uses=(0,))
            for u in others:
                actions.deal_damage(r.game, u, 1, label, by_player=r.controller)

        return Trigger(lambda g, me, ev: None, fury, targets=[TargetSpec("unit", here, text="an enemy unit here")],
                       text="[R]")
    if domain == "Mind":
        return Trigger(lambda g, me, ev: None, lambda r: actions.draw(r.game, r.controller, 1, label), text="[B]")
    if domain == "Order":
        def order(r: Any) -> None:
            r.instruction(lambda: actions.stun(r.game, r.target(0), label), uses=(0,))

        return Trigger(lambda g, me, ev: None, order, targets=[TargetSpec("unit", enemy, text="an enemy unit")],
                       text="[Y]")
    return None
