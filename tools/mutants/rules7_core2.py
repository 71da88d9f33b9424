"""Mutants of the session-7 follow-up sweep over the rules modules left untriaged by the first core sweep
(``removal``, ``seats``, ``naming``, ``combat``'s damage assignment, ``steps``, ``additional``, ``state``): each
is a survivor of the generated single-point mutations that a new case now kills."""
from __future__ import annotations

from typing import Any

from mutants import Patcher, mutant

REMOVAL = "reference_engine.removal"


@mutant("removal-facedown-cards-not-banished", rule="652.1", area="multiplayer",
        bug="a conceding player's facedown cards are not banished (only their permanents are): they leave the "
            "game silently with their other cards (652.3)",
        kill="rule-652-1-ffa3-conceding-players-facedown-card-is-banished: no banish event for B's hidden card")
def _(p: Patcher) -> None:
    @p.wrap(f"{REMOVAL}:_remove")
    def _remove(orig: Any, game: Any, player: str, *args: Any, **kwargs: Any) -> Any:
        for o in list(game.objects.values()):
            if o.zone == "facedown" and player in (o.controller, o.owner):
                o.zone, o.location = "gone", None
        return orig(game, player, *args, **kwargs)


@mutant("removal-countered-spell-of-another-owner-stays-nowhere", rule="652.4", area="multiplayer",
        bug="a conceding player's spell that another player owns is countered (taken off the chain) but not put in "
            "its owner's trash",
        kill="rule-652-4-ffa3-countered-spell-another-player-owns-goes-to-its-owners-trash: C's card is not in C's "
             "trash")
def _(p: Patcher) -> None:
    inside: list[bool] = []

    @p.wrap(f"{REMOVAL}:_remove")
    def _remove(orig: Any, game: Any, player: str, *args: Any, **kwargs: Any) -> Any:
        inside.append(True)
        try:
            return orig(game, player, *args, **kwargs)
        finally:
            inside.pop()

    @p.wrap("reference_engine.actions:change_zone")
    def change_zone(orig: Any, game: Any, o: Any, zone: str, *args: Any, **kwargs: Any) -> Any:
        if inside and zone == "trash" and o.zone == "chain":
            return None
        return orig(game, o, zone, *args, **kwargs)


@mutant("no-lethal-amount-counts-as-lethal-below-the-damage", rule="465.2.c.10", area="combat damage",
        bug="a unit no assignable amount makes lethal (its next damage prevented) is treated as if lethal at one "
            "less than the damage available, so it takes part and the rest passes to the next unit (465.2.c.3)",
        kill="rule-465-2-c-10-fully-prevented-unit-not-exempt-variant-m7-all-on-the-shielded-unit: {d1: 3} is refused")
def _(p: Patcher) -> None:
    combat = p.module("reference_engine.combat")

    def lethal_assignment(game: Any, v: Any, available: int) -> int | None:
        # reference_engine.combat.lethal_assignment with its last line changed (``available + 1`` -> ``- 1``)
        if combat.actions.forbidden(game, "be-dealt-damage", obj=v):
            return None
        need = max(1, (combat.might(game, v) or 0) - v.damage)
        state = combat.Frozen(game)
        for n in range(1, max(available, need) + 1):
            trial = state.thaw()
            trial.answers = []
            try:
                ev = combat.replace(trial, {"type": "damage", "target": v.uid, "amount": n, "source": None,
                                            "combat": True})
            except combat.NeedDecision:
                return need
            if ev is not None and ev.get("type") == "damage" and ev["amount"] >= need:
                return n
        return available - 1
    p.replace("reference_engine.combat:lethal_assignment", lethal_assignment)


@mutant("turn-order-keeps-removed-players", rule="651.3", area="multiplayer",
        bug="turn order from a player (and so 'each opponent', 'opponents') still lists players removed from the "
            "game",
        kill="rule-651-3-ffa3-removed-player-is-not-among-each-opponent: removed C draws from an empty deck")
def _(p: Patcher) -> None:
    @p.wrap("reference_engine.seats:turn_order_from")
    def turn_order_from(orig: Any, game: Any, first: str, *args: Any, **kwargs: Any) -> Any:
        seats = game.mode.seats
        i = seats.index(first)
        return list(seats[i:] + seats[:i])
