"""Costs: energy and power, paid from the rune pool then from runes (rules 160s-170s: runes;
Vendetta FAQ preamble on [C]: in Accelerate costs it is the unit's domain, or [A] if the unit has no
domain or several; elsewhere it is the corresponding power symbol), and the total cost of playing a card
(356 [R3]): its printed or alternative cost, cost modifications, additional costs (Accelerate 805, Repeat
820, Deflect 809, a card's own optional cost 356.2.b.1 [R3]) and, last, a pending "next card" discount
(356.4 [R3]).

A cost is ``Cost(energy, power)`` where ``power`` lists domain names or ``"A"`` (any domain).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from . import actions
from .behaviour import (behaviour_of, card_types, domains, has_printed_keyword, keyword_cost_text, keyword_cost_texts,
                        printed_cost)
from .choices import played_choices
from .game import IllegalAction
from .layers import keyword_value
from .state import BOARD, ChainItem

if TYPE_CHECKING:
    from .game import Game
    from .state import Obj

LETTERS = {"R": "Fury", "G": "Calm", "B": "Mind", "O": "Body", "P": "Chaos", "Y": "Order", "A": "A"}


@dataclass
class Cost:
    energy: int = 0
    power: list[str] = field(default_factory=list)

    def __add__(self, other: "Cost") -> "Cost":
        return Cost(self.energy + other.energy, self.power + other.power)


def parse(symbols: str, card_domains: list[str], accelerate: bool = False) -> Cost:
    """Parse a printed cost such as ``[1][C]`` or ``[2][A][A]``."""
    cost = Cost()
    for sym in re.findall(r"\[([^\]]+)\]", symbols):
        if sym.isdigit():
            cost.energy += int(sym)
        elif sym == "C":
            if accelerate and len(card_domains) != 1:
                cost.power.append("A")
            else:
                cost.power.append(card_domains[0] if len(card_domains) == 1 else "A")
        elif sym in LETTERS:
            cost.power.append(LETTERS[sym])
    return cost


def keyword_cost(o: "Obj", keyword: str) -> Cost | None:
    """The cost printed after a keyword ("[Flow] [3]", "[Repeat] [1][C]", "[Equip] [1][C]", or a vanilla
    object's "Equip [1]"), or None."""
    text = keyword_cost_text(o, keyword)
    return parse(text, domains(o)) if text else None


def keyword_costs(o: "Obj", keyword: str) -> list[Cost]:
    """The cost of every instance of a keyword, in printed order (818.4 Equip, 820.1.c.2 Repeat)."""
    return [parse(text, domains(o)) for text in keyword_cost_texts(o, keyword)]


def accelerate_cost(card_domains: list[str]) -> Cost:
    """805.1.a: [1][C], where [C] is the unit's domain, or [A] with no domain or several (FAQ)."""
    return parse("[1][C]", card_domains, accelerate=True)


def printed_power(card_domains: list[str], n: int) -> list[str]:
    """A card's printed power cost of ``n`` symbols: its domain's power (any of its domains if several)."""
    return [card_domains[0] if len(card_domains) == 1 else "|".join(card_domains) or "A"] * n


def can_pay(game: "Game", player: str, cost: Cost) -> bool:
    try:
        _plan(game, player, cost)
        return True
    except IllegalAction:
        return False


def pay(game: "Game", player: str, cost: Cost) -> None:
    """Pay ``cost`` or raise IllegalAction (nothing is paid then)."""
    for kind, key in _plan(game, player, cost):
        pl = game.players[player]
        if kind == "energy":
            pl.energy -= 1
        elif kind == "power":
            pl.power[key] -= 1
        elif kind == "rune-exhaust":
            pl.runes[key]["exhausted"] = True
        elif kind == "rune-recycle":
            pl.runes[key]["recycled"] = True
    pl = game.players[player]
    # 160.2.b, 163.2.b: a rune recycled for its power goes to the bottom of its rune deck
    pl.rune_deck += [{"domain": r["domain"]} for r in pl.runes if r.get("recycled")]
    pl.runes = [r for r in pl.runes if not r.get("recycled")]


def _plan(game: "Game", player: str, cost: Cost) -> list[tuple[str, object]]:
    """How ``cost`` is paid (docs/case-format.md section 2): the pool first, then runes. Power symbols
    recycle runes of their domain (163.2.b), then energy exhausts ready runes that were not recycled
    (163.2.a), each in listed order. If the cost can't be paid that way, a rune may use both of its
    abilities (163.2: exhausted for [1], then recycled for its power): energy first, exhausting ready
    runes in listed order, then power recycling runes of its domain, exhausted ones first."""
    try:
        return _plan_with(game, player, cost, energy_first=False)
    except IllegalAction:
        return _plan_with(game, player, cost, energy_first=True)


def _plan_with(game: "Game", player: str, cost: Cost, energy_first: bool) -> list[tuple[str, object]]:
    pl = game.players[player]
    energy, power = pl.energy, dict(pl.power)
    runes = [dict(r) for r in pl.runes]
    plan: list[tuple[str, object]] = []

    def pay_energy() -> None:
        nonlocal energy
        for _ in range(cost.energy):
            if energy > 0:
                energy -= 1
                plan.append(("energy", None))
                continue
            idx = next((i for i, r in enumerate(runes) if not r.get("recycled") and not r.get("exhausted")), None)
            if idx is None:
                raise IllegalAction(f"{player} cannot pay {cost.energy} energy")
            runes[idx]["exhausted"] = True
            plan.append(("rune-exhaust", idx))

    if energy_first:
        pay_energy()
    # specific domains first, then "one of" sets, then any
    ordered = sorted(cost.power, key=lambda d: (d == "A", "|" in d))
    for dom in ordered:
        allowed = list(power) if dom == "A" else dom.split("|")
        src = next((d for d in power if d in allowed and power[d] > 0), None)
        if src is not None:
            power[src] -= 1
            plan.append(("power", src))
            continue
        fits = [i for i, r in enumerate(runes) if not r.get("recycled") and (dom == "A" or r["domain"] in allowed)]
        if not fits:
            raise IllegalAction(f"{player} cannot pay power [{dom}]")
        idx = next((i for i in fits if runes[i].get("exhausted")), fits[0]) if energy_first else fits[0]
        runes[idx]["recycled"] = True
        plan.append(("rune-recycle", idx))
    if not energy_first:
        pay_energy()
    return plan


def next_card_discounts(game: "Game", player: str, item: object, cost: Cost, use_up: bool = True) -> Cost:
    """356.4 [R3]: each pending "the next card you play this turn costs ... less" of ``player`` (Astral Heron)
    applies to the total cost of the next card that player plays, after its additional costs (356.4.d, 356.4.f:
    "Discounts can reduce additional costs, including to 0."), however it is played - from hand, for its Flow
    cost, from facedown ignoring its base cost (356.1.b.3, 811.1.b) or by an effect (419.3.b) - and that card
    uses it up, even when nothing is left to reduce. With ``use_up=False`` it only tells what the total would be
    (whether a play by an effect, or an optional cost offered during it, can be paid: 357.1), the discounts
    staying pending."""
    for eff in [e for e in game.effects if e.kind == "cost" and e.controller == player]:
        if use_up:
            game.effects.remove(eff)  # "the next card": only the one card played after it
        cost = eff.data["apply"](game, eff, item, cost)
    return cost


def payable_with_discounts(game: "Game", player: str, cost: Cost) -> bool:
    """Whether ``player`` can pay ``cost`` as the total of the next card they play, once their pending "next card"
    discounts apply to it (356.4 [R3]); nothing is used up."""
    return can_pay(game, player, next_card_discounts(game, player, None, cost, use_up=False))


# ---- the total cost of playing a card (356 [R3]) ------------------------------------------------
def play_cost(game: "Game", player: str, o: "Obj", item: ChainItem, pay_opts: dict[str, Any], origin: str) -> Cost:
    """The total cost (356 [R3]): printed (or alternative) cost, additional costs (Accelerate, Repeat, the card's
    own optional cost, a battlefield's optional cost chosen with the location - Dragon Roost, recorded by
    ``chain.play_destination`` - and Deflect), then cost increases and discounts ("I cost [2] less": 356.3-356.4)
    on that total - they can reduce the additional costs too, never below 0 (356.4.f, 356.5) - and a pending
    "next card" discount, last, on the total (356.4.d)."""
    doms = domains(o)
    beh = behaviour_of(o)
    change = 0  # 356.3 increases and 356.4 discounts ("I cost [2] less", Legion's, Battering Ram's)
    if origin == "facedown":
        cost = Cost()
    elif origin == "trash":
        flow = keyword_cost(o, "Flow")
        if flow is None:
            raise IllegalAction("this card has no Flow cost")
        cost = flow
        item.data["flow"] = True
    else:
        energy, power = printed_cost(o)
        change = beh.self_cost_change(game, o, player)
        for src in list(game.on_board()):
            change += behaviour_of(src).cost_change(game, src, item)
        cost = Cost(energy, printed_power(doms, power))
    if pay_opts.get("accelerate"):
        if not ("Unit" in card_types(game, o) and has_printed_keyword(o, "Accelerate")):
            raise IllegalAction("this card has no Accelerate to pay (805.1: an optional cost of a unit with Accelerate)")
        cost = cost + accelerate_cost(doms)
    cost = cost + repeat_cost(game, player, o, item)
    own_extra = beh.additional_cost
    if pay_opts.get("additional") and own_extra:
        cost = cost + parse(own_extra, doms)  # "You may pay ... as an additional cost to play me."
        item.data["paid_additional"] = True
    cost = cost + item.data.get("location_cost", Cost())  # "Any player may pay [A][A] as an additional cost ..."
    cost = cost + deflect_cost(game, player, item)
    # 356.3-356.4: increases, then discounts, on the total - additional costs included (356.4.f: "Discounts can
    # reduce additional costs, including to 0."); never below 0 (356.5)
    cost = Cost(max(0, cost.energy + change), cost.power)
    return next_card_discounts(game, player, item, cost)  # 356.4.d: a total-cost discount, last


def repeat_cost(game: "Game", player: str, o: "Obj", item: ChainItem) -> Cost:
    """Rule 820 Repeat: each instance (printed, or granted — The Academy) can be paid once, decided as
    the card is played (820.1.c.3; judge ruling on Repeat). Every pending "give your next spell this turn
    [Repeat]" effect of the player applies to that same next spell, one instance each (820.1.c.2: a spell
    may have several instances; two Academies held give two)."""
    instances: list[Cost] = keyword_costs(o, "Repeat")  # each printed instance (820.1.c.2)
    if "Spell" in card_types(game, o):
        for grant in [e for e in game.effects if e.kind == "grant-repeat" and e.controller == player]:
            game.effects.remove(grant)  # "your next spell this turn": used up by this spell
            energy, power = printed_cost(o)  # "[Repeat] equal to its base cost"
            instances.append(Cost(energy, printed_power(domains(o), power)))
    paid = int(item.data.get("repeat", 0) or 0)
    if paid > len(instances):
        raise IllegalAction(f"only {len(instances)} Repeat instance(s) can be paid, each once (rule 820.1.c.3)")
    total = Cost()
    for c in instances[:paid]:
        total = total + c
    return total


def deflect_cost(game: "Game", player: str, item: ChainItem) -> Cost:
    """Rule 809 Deflect: [A] per Deflect value for each time an opponent's unit with Deflect is chosen by a
    spell or an activated ability (809.1.c); ignored while any target is at Heisho (rules 766-767, FAQ)."""
    extra = 0
    # every choice made while playing counts, a repeated execution's too (820.2; 809.1.c "for each time")
    chosen = [game.live(t) for t in played_choices(item) if isinstance(t, tuple)]
    if any(actions.forbidden(game, "deflect", obj=c, item=item) for c in chosen if c is not None):
        return Cost()
    for c in chosen:
        if c is not None and c.zone == BOARD and c.controller in game.opponents(player):  # "Opponents must pay"
            extra += keyword_value(game, c, "Deflect")
    return Cost(0, ["A"] * extra)
