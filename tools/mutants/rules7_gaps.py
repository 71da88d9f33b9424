"""Mutants for the engine gaps closed in session 7: a pending "next card" discount applied to the total cost with a
battlefield's optional additional cost (Dragon Roost) and checked before a play by an effect (356.4.d, 356.4.f [R3]),
Deflect taxing the opponents of the unit's controller, not its owner (809.1.c [R4]), and each repeated execution's
choices checked together as the first execution's are (820.2 [R4], 457.3 [R3]). Rule numbers are those the
killing case quotes ([R3] = Core Rules v1.3, [R4] = v1.4).

Triaged survivors of the session 6 hunt (m6c), equivalent under the contract, so not registered here (the report
of session 7 says why): ``chain._resolve`` without the ``finally`` restoring the first execution's choices (nothing
reads a resolved item's ``targets`` after its last repeated execution; only a ``repeat_targets`` list shorter than
the Repeat instances paid, which docs/case-format.md does not define, would show it); ``choices.event_chooses``
without its ``chosen`` flag (every event flagged ``chosen`` is a choice of its item, so ``played_choices`` holds
it); ``combat.finish`` without ``sd.combat`` (a non-combat showdown has no attacker, so the 466.3.d.1 branch
can't be taken)."""
from __future__ import annotations

from typing import Any

from mutants import Patcher, arg, mutant

CHAIN = "reference_engine.chain"
COSTS = "reference_engine.costs"


@mutant("deflect-taxes-opponents-of-its-owner", rule="809.1.c", area="keywords", keyword="Deflect",
        bug="Deflect's 'an opponent' is read from the unit's owner: a unit taken by a control effect taxes its new "
            "controller's spells and lets its owner choose it for free",
        kill="rule-809-1-c-deflect-taxes-opponents-of-its-controller-not-its-owner: A's spell choosing the unit A "
             "controls is rejected")
def _(p: Patcher) -> None:
    @p.wrap(f"{COSTS}:deflect_cost")
    def deflect_cost(orig: Any, game: Any, player: str, item: Any, *args: Any, **kwargs: Any) -> Any:
        board = [o for o in game.objects.values() if o.zone == "board"]
        controllers = [o.controller for o in board]
        for o in board:
            o.controller = o.owner  # the bug
        try:
            return orig(game, player, item, *args, **kwargs)
        finally:
            for o, c in zip(board, controllers):
                o.controller = c


@mutant("effect-play-location-cost-paid-before-discount", rule="356.4.f", area="costs",
        bug="a battlefield's optional additional cost (Dragon Roost) for a permanent played by an effect is paid as "
            "soon as it is chosen, apart from the card's total cost: a pending 'next card' discount can't reduce it",
        kill="rule-356-4-f-discount-reduces-dragon-roost-cost-of-a-unit-played-by-an-effect: A's two Mind power are "
             "spent")
def _(p: Patcher) -> None:
    costs = p.module(COSTS)

    @p.wrap(f"{CHAIN}:optional_location_cost")
    def optional_location_cost(orig: Any, game: Any, player: str, *args: Any, **kwargs: Any) -> Any:
        dest, extra = orig(game, player, *args, **kwargs)
        costs.pay(game, player, extra)  # the bug: paid now, undiscounted
        return dest, costs.Cost()


@mutant("effect-play-payable-without-discount", rule="356.4.f", area="costs",
        bug="a play by an effect (a spell from the trash, a permanent's optional costs) checks whether its cost can be "
            "paid without the player's pending 'next card' discount",
        kill="rule-356-4-f-dragon-roost-cost-offered-when-payable-only-with-the-discount: Roost's [A][A] is not "
             "offered")
def _(p: Patcher) -> None:
    can_pay = p.original(f"{COSTS}:can_pay")
    p.replace(f"{COSTS}:payable_with_discounts", lambda game, player, cost: can_pay(game, player, cost))


@mutant("location-cost-outside-the-total", rule="356.4.f", area="costs",
        bug="a battlefield's optional additional cost (Dragon Roost) chosen for a card played from hand is paid apart "
            "from its total cost, so a pending discount (Astral Heron) never reduces it",
        kill="rule-356-4-f-discount-reduces-dragon-roost-cost-of-a-card-played-from-hand: the play is rejected")
def _(p: Patcher) -> None:
    costs = p.module(COSTS)

    @p.wrap(f"{CHAIN}:play_destination")
    def play_destination(orig: Any, game: Any, player: str, *args: Any, **kwargs: Any) -> Any:
        dest = orig(game, player, *args, **kwargs)
        item = arg(orig, (game, player, *args), kwargs, "item")
        if item is not None and "location_cost" in item.data:
            costs.pay(game, player, item.data.pop("location_cost"))  # the bug: paid on its own
        return dest


@mutant("repeated-execution-choices-not-checked-together", rule="820.2", area="costs",
        bug="only the first execution's choices are checked together (a move's destination, 'at the same "
            "location'): a repeated execution may move a unit where it may not go",
        kill="rule-820-2-a-repeated-executions-move-destination-is-checked-as-the-first: the play whose repeated "
             "execution moves a unit to a teammate's battlefield is accepted")
def _(p: Patcher) -> None:
    p.replace(f"{CHAIN}:repeated_choices_problem",
              lambda game, beh, item, player: beh.choices_problem(game, item, player))
