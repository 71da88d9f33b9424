"""Mutants of the session-9 coverage hunt (helper cov9a) over ``actions``, ``chain``, ``combat``, ``game``,
``steps`` and ``cleanup``: each sits on a line or branch that no case executed before session 9, and a new case
kills it."""
from __future__ import annotations

from typing import Any

from mutants import Patcher, mutant

ACTIONS = "reference_engine.actions"
CHAIN = "reference_engine.chain"
COMBAT = "reference_engine.combat"
CLEANUP = "reference_engine.cleanup"


@mutant("cov9a-attach-to-current-unit-reattaches", rule="434.1.g", area="game actions",
        bug="attaching a gear to the unit it is already attached to detaches it and attaches it again",
        kill="a unit with two Weaponmaster instances choosing the same equipment: one attach event, no detach")
def _(p: Patcher) -> None:
    detach = p.original(f"{ACTIONS}:detach")

    @p.wrap(f"{ACTIONS}:attach")
    def attach(orig: Any, game: Any, gear: Any, unit: Any, *args: Any, **kwargs: Any) -> Any:
        if gear.attached_to is not None and gear.attached_to == unit.uid:
            detach(game, gear)
        return orig(game, gear, unit, *args, **kwargs)


@mutant("cov9a-play-unit-into-others-combat", rule="457.2", area="play timing",
        bug="with more than two players, a unit may be played to a battlefield its player controls while two other "
            "players' combat is staged or in progress there (only moves are checked, 457.1)",
        kill="ffa3: C controls bf1 where A and B fight; C's Action unit played to bf1 is rejected, to base accepted")
def _(p: Patcher) -> None:
    p.replace(f"{CHAIN}:invalid_destination", lambda game, controller, where: None, everywhere=False)


def _location_cost(declined_pays: bool, always_ask: bool) -> Any:
    """``chain.optional_location_cost`` with one of two bugs: a declined battlefield cost still paid (and its
    location still required), or the location asked even when both requirements name the same one."""
    import reference_engine.chain as chain
    from reference_engine import costs
    from reference_engine.behaviour import behaviour_of, domains

    def optional_location_cost(game: Any, player: str, o: Any, dest: str) -> Any:
        total = costs.Cost()
        for b in game.battlefield_objs():
            permitted = behaviour_of(b).permits(game, b, "play-additional", obj=o, player=player)
            if not permitted:
                continue
            extra = costs.parse(permitted["cost"], domains(o))
            if not costs.payable_with_discounts(game, player, total + extra):
                continue
            if not game.ask("pay-cost", player, [True, False], f"pay {permitted['cost']} for {b.alias}?") \
                    and not declined_pays:
                continue
            total = total + extra
            if permitted["to"] != dest or always_ask:
                dest = game.ask("choose-location", player, [dest, permitted["to"]], "play it where?")
        return dest, total

    assert chain.optional_location_cost.__code__.co_varnames[:4] == ("game", "player", "o", "dest")
    return optional_location_cost


@mutant("cov9a-declined-location-cost-paid", rule="356.2.b.1", area="costs",
        bug="a battlefield's optional additional cost (Dragon Roost) declined for a unit an effect plays is paid anyway",
        kill="Temporal Breach on a Dragon in base, Roost's [A][A] declined: nothing more paid, no location asked")
def _(p: Patcher) -> None:
    p.replace(f"{CHAIN}:optional_location_cost", _location_cost(True, False))


@mutant("cov9a-same-location-still-asked", rule="356.2.b.1", area="costs",
        bug="Dragon Roost's cost paid for a Dragon an effect plays to the Roost anyway: the player is asked to choose "
            "between two identical locations",
        kill="Temporal Breach on a Dragon at Dragon Roost, its [A][A] paid: it enters at the Roost with no choose-location")
def _(p: Patcher) -> None:
    p.replace(f"{CHAIN}:optional_location_cost", _location_cost(False, True))
