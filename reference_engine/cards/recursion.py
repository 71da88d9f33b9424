"""Cards that play other cards: from the trash (Fizz, Kai'Sa), from the deck (Baited Hook), or swap
places (Tideturner). Plays by an effect follow 419.3 (limited play) via ``chain.play_by_effect``."""
from __future__ import annotations

from typing import Any

from .. import actions, chain, costs
from ..layers import might, printed_might
from ..behaviour import Activated, Card, TargetSpec, Trigger, card, card_data, card_types
from .common import friendly
from .units import i_conquer, played_me


def _spell_from_trash(r: Any, max_energy: int, label: str) -> None:
    """'you may play a spell from your trash with Energy cost ... ignoring its Energy cost. Then recycle it.'"""
    g = r.game
    trash = [g.objects[u] for u in g.players[r.controller].trash]
    options = [o for o in trash if "Spell" in card_types(g, o) and int(card_data(o.card_id).get("energy_cost") or 0)
               <= max_energy]
    if not options or not g.may(r.controller, f"{label}: play a spell from your trash?"):
        return
    pick = options[0]
    if len(options) > 1:
        pick = g.obj(g.ask("choose-card", r.controller, [g.alias_of(o.uid) for o in options], "which spell?"))
    chain.play_by_effect(g, r.controller, pick, ignore_energy=True, then="deck", label=label)


@card
class FizzTrickster(Card):
    id = "sfd-140-221"
    text = ("When you play me, you may play a spell from your trash with Energy cost no more than [3], ignoring "
            "its Energy cost. Then recycle it. (You must still pay its Power cost.)")

    def triggers(self) -> list[Trigger]:
        return [Trigger(played_me, lambda r: _spell_from_trash(r, 3, r.source_alias))]


@card
class KaisaEvolutionary(Card):
    id = "ogn-112-298"
    text = ("[Ganking] / When I conquer, you may play a spell from your trash with Energy cost less than your "
            "points without paying its Energy cost. Then recycle it.")

    def triggers(self) -> list[Trigger]:
        return [Trigger(i_conquer, lambda r: _spell_from_trash(r, r.game.players[r.controller].points - 1,
                                                                r.source_alias))]


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
                chain.put_onto_board(g, pick, r.controller, "base")
                return True

            # "the killed unit" refers directly to the kill action (359.3.e.14.b)
            r.instruction(fish, linked=k, if_you_do=True)
            r.instruction(lambda: [actions.recycle(g, g.objects[u], r.source_alias) for u in top
                                   if g.objects[u].zone == "deck"])

        return [Activated(energy=1, power=["Order"], exhaust=True, resolve=go,
                          targets=[TargetSpec("unit", friendly, text="a friendly unit")])]


@card
class Tideturner(Card):
    id = "ogn-199-298"
    text = ("[Hidden] / When you play me, you may choose a unit you control at another location. Move me to its "
            "location and it to my original location.")

    def triggers(self) -> list[Trigger]:
        other = TargetSpec("unit", lambda g, o, p, i: o.controller == p and o.location != g.objects[i.source].location,
                           optional=True, text="a unit you control at another location")

        def swap(r: Any) -> None:
            me, it = r.source, r.target(0)
            if it is None or me.zone != "board":
                return
            mine, theirs = me.location, it.location
            r.instruction(lambda: actions.move(r.game, me, theirs, r.controller, source=r.source_alias))
            r.instruction(lambda: actions.move(r.game, it, mine, r.controller, source=r.source_alias), uses=(0,))

        return [Trigger(played_me, swap, targets=[other])]


_ = (costs, might)
