"""Removal of a player (rules 651.2-652 [R3]): a player who concedes while more than one other side remains
is removed, and the game goes on without them.

652.1 their permanents and facedown cards (those they control and those they own) are banished, their runes
too; 652.2 the battlefield they contributed is replaced by a battlefield with no abilities (units and hidden
cards there stay); 652.3 every card they own leaves the game (zone ``gone``); 652.4 their spells and
abilities on the chain are countered; 652.5 play goes on: the turn passes to the next player in turn order if
they were the turn player (652.5.a.1), focus and priority to the next player if they held them (652.5.b.1,
652.5.c.1), and a showdown or chain item every remaining player has passed on closes or resolves (652.5.b.2,
652.5.c.2). A removed player makes no more choices (651.3): their seat stays in the observation with
``removed: true``. In 2v2 the conceding player's teammate is removed with them (651.4).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import actions
from .seats import in_game
from .state import BOARD

if TYPE_CHECKING:
    from .game import Game


def remove_players(game: "Game", leaving: list[str]) -> None:
    """Remove ``leaving`` (the conceding player and, in 2v2, their teammate) and carry on (652.5)."""
    was_active = game.active in leaving
    for player in leaving:
        if player not in game.removed:
            _remove(game, player)
    _carry_on(game, was_active)


def _remove(game: "Game", player: str) -> None:
    for item in [i for i in game.chain if i.controller == player]:  # 652.4
        game.chain.remove(item)
        src = game.objects[item.source]
        label = game.alias_of(src.uid) if item.kind == "card" else f"{game.alias_of(src.uid)}:ability"
        game.emit("counter", object=label)
        if item.kind == "card" and src.owner != player:
            actions.change_zone(game, src, "trash")
    for o in list(game.objects.values()):  # 652.1: banish what they control or own on the board / facedown
        if o.zone in (BOARD, "facedown") and player in (o.controller, o.owner):
            actions.banish(game, o)
    pl = game.players[player]
    pl.runes, pl.rune_deck, pl.energy = [], [], 0
    pl.power = {domain: 0 for domain in pl.power}
    for b in game.battlefields:
        if b.owner == player and b.uid is not None:  # 652.2: a battlefield with no abilities takes its place
            game.objects[b.uid].zone = "gone"
            b.uid, b.card_id = None, None
        if b.controller == player:
            b.controller = None  # 651.3: they no longer control anything
        if b.contested_by == player:
            b.contested_by = None
    for o in game.objects.values():  # 652.3: every card they own leaves the game
        if o.owner == player and o.zone not in ("gone", "battlefield"):
            actions._remove_from_lists(game, o)
            o.zone, o.location, o.controller, o.attached_to = "gone", None, None, None
    game.removed.append(player)


def _carry_on(game: "Game", was_active: bool) -> None:
    """652.5: focus, priority and the turn go to the next player in turn order; what every remaining player
    has passed on closes or resolves."""
    from . import chain, combat, turn

    remaining = len(in_game(game))
    if game.priority in game.removed:
        game.priority = game.next_player(game.priority)  # 652.5.c.1
    sd = game.showdown
    if sd is not None and sd.focus in game.removed:
        sd.focus = game.next_player(sd.focus)  # 652.5.b.1
        if not game.chain:
            game.priority = sd.focus
    if game.chain and game.passes >= remaining:  # 652.5.c.2
        game.passes = 0
        chain.resolve_top(game)
    elif sd is not None and not game.chain and sd.focus_passes >= remaining:  # 652.5.b.2
        combat.close(game)
    items, holder = list(game.chain), game.priority
    chain.run_tasks(game)  # the cleanup the removal calls for (its victory check, 651.1 included)
    if game.chain and game.chain == items:
        game.priority = holder  # 652.5.c.1: not the newest item's controller, the next player in order
    if not was_active or game.winner is not None:
        return
    for _ in range(500):  # 652.5.a.1: play proceeds to the next player's turn (to its action phase)
        if game.winner is not None:
            return
        if game.active not in game.removed and game.phase == "action" and not game.chain and game.showdown is None:
            return
        if game.chain or game.showdown is not None:
            chain.pass_priority(game, game.priority)
            continue
        if game.active in game.removed and game.phase != "end":
            game.phase = "end"  # the removed player's turn is over
        turn.next_phase(game)
        chain.run_tasks(game)
