"""Discretionary actions that relocate cards: the standard move (rule 144, 420.3, 440-448 [R3]) and
hiding (rules 421, 811 Hidden).

A standard move exhausts the units as its cost (144.2) and is made only in the mover's main phase
(144.1.a), in an open (144.1.b), neutral (144.1.c) state; several units may move at once, all to one
destination, from any origins (144.3); a unit moves from base to a battlefield or back, and from
battlefield to battlefield only with Ganking (144.4, 810). Hiding pays [A] to put a card with Hidden
facedown at a battlefield its player controls that has no facedown card yet, on their turn in an
open state (811.1.b) - during a showdown only with focus, Hide being a discretionary action (811.1.c, 313.1);
it can be played from there beginning on the next turn (811.1.b, 421.3).
"""
from __future__ import annotations

from typing import Any

from . import actions, chain
from .behaviour import behaviour_of, has_printed_keyword
from .costs import Cost, pay
from .game import Game, IllegalAction
from .layers import has_keyword
from .seats import invalid_destination
from .state import BOARD


def standard_move(game: Game, player: str, aliases: list[str], dest: Any) -> None:
    """Rule 144: the standard move of one or more units to one destination."""
    if game.active != player or game.phase != "action":
        raise IllegalAction("standard moves are made in your own action phase (144.1.a)")
    if game.chain:
        raise IllegalAction("standard moves can't be made while the chain is open (144.1.b)")
    if game.showdown is not None:
        raise IllegalAction("standard moves can't be made during a showdown or combat (144.1.c)")
    if isinstance(dest, list):
        if len(set(dest)) != 1:
            raise IllegalAction("units moved together must share one destination (144.3.a)")
        dest = dest[0]
    if dest != "base":
        game.bf(dest)  # an unknown battlefield is not a destination
    units = [game.obj(a) for a in aliases]
    for u in units:
        if u.zone != BOARD or u.controller != player or not actions.is_unit(game, u):
            raise IllegalAction(f"{game.alias_of(u.uid)} is not a unit you control on the board (144, 442.3 [R3])")
        if u.exhausted:
            raise IllegalAction(f"{game.alias_of(u.uid)} is exhausted (144.2: exhausting it is the cost)")
        if u.location != "base" and dest != "base" and not has_keyword(game, u, "Ganking") \
                and not _moves_here_from_anywhere(game, dest):
            raise IllegalAction("only units with Ganking move from battlefield to battlefield (144.4, 810)")
        if u.location == dest:
            raise IllegalAction("already there")
        if actions.forbidden(game, "move", obj=u, origin=u.location, dest=dest):
            raise IllegalAction(f"{game.alias_of(u.uid)} can't move to {dest}")
        why = invalid_destination(game, player, dest)  # 144.4.a.1, 442.2.a-b [R3]: more than two players
        if why:
            raise IllegalAction(why)
    for u in units:
        actions.exhaust(game, u)
    for u in units:
        actions.move(game, u, dest, player, standard=True)
    chain.run_tasks(game)


def _moves_here_from_anywhere(game: Game, dest: str) -> bool:
    b = game.bf(dest)
    return b.uid is not None and bool(behaviour_of(game.objects[b.uid]).permits(game, game.objects[b.uid],
                                                                                "move-from-anywhere"))


def hide(game: Game, player: str, alias: str, at: str) -> None:
    """Rule 811.1.b: pay [A] to hide a card with Hidden facedown at a battlefield you control that doesn't
    already have a facedown card, from your hand on your turn in an open state; in a showdown's open state only
    while you have focus (313.1: focus permits discretionary actions there; 811.1.c: Hide is one)."""
    o = game.obj(alias)
    if o.zone != "hand" or o.owner != player or not has_printed_keyword(o, "Hidden"):
        raise IllegalAction("only a card with Hidden in your hand can be hidden (811.1.b)")
    if at == "base" or not game.is_bf(at):
        raise IllegalAction("cards are hidden at a battlefield (421.1)")
    if game.bf(at).controller in game.teammates(player):
        raise IllegalAction("control is not shared: no hiding at a battlefield a teammate controls (484.8.c.1)")
    if game.bf(at).controller != player or game.chain or game.active != player:
        raise IllegalAction("hide at a battlefield you control, on your turn, in an open state (811.1.b)")
    if game.showdown is not None and game.showdown.focus != player:
        # 811.1.c: Hide is a Discretionary Action; 313.1: in a Showdown Open State only Focus permits one
        raise IllegalAction("during a showdown only the player with focus may hide a card (313.1, 811.1.c)")
    if any(f.zone == "facedown" and f.location == at for f in game.objects.values()):
        raise IllegalAction("that battlefield already has a facedown card hidden there (811.1.b)")
    pay(game, player, Cost(0, ["A"]))
    actions.change_zone(game, o, "facedown", location=at)
    o.controller = player
    o.facedown = True
    o.data["hidden_turn"] = game.turn_counter
    game.emit("hide", object=alias, player=player, to=at)
