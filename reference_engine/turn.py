"""Turn structure (rules 301-317: awaken, beginning, channel, draw, action, end) and "this turn"
expiry. Ending the turn clears damage and stuns, ends every "this turn" effect and empties the rune
pools (317.2); the next player's awaken readies their permanents and runes (315.1); the beginning
phase triggers start-of-phase abilities (Temporary, 816) and scores held battlefields (315.2, 469.2);
the channel phase channels 2 runes (315.3); the draw phase draws 1 and empties the pools (315.4).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import actions, additional, resources, seats
from .state import BOARD

if TYPE_CHECKING:
    from .game import Game

PHASES = ["awaken", "beginning", "channel", "draw", "action", "end"]


def next_phase(game: "Game") -> None:
    """Proceed one step. The beginning phase has two: its start (triggers such as Temporary, which
    resolve "before scoring"), then hold scoring (469.2), whose triggers resolve before the channel phase."""
    i = PHASES.index(game.phase)
    if game.phase == "beginning" and not game.held_scored:
        game.held_scored = True
        score_holds(game)
        game.priority = game.active
        return
    if game.phase == "end":
        end_of_turn(game)
        game.active = additional.next_turn_player(game)  # 736-737 [R3]: additional turns, then the turn order
        game.phase = "awaken"
        game.turn_counter += 1
        if game.turn_number:
            game.turn_number += 1
        for p in game.players.values():
            p.played_this_turn, p.conquered_this_turn, p.scored_this_turn = [], [], []
            p.resolved_this_turn = 0
        game.disqualified = set()
    else:
        game.phase = PHASES[i + 1]
    game.emit("phase", player=game.active, to=game.phase)
    enter_phase(game)
    game.priority = game.active


def enter_phase(game: "Game") -> None:
    if game.phase == "awaken":
        for o in list(game.objects.values()):
            if o.zone in (BOARD, "legend") and o.controller == game.active:
                actions.ready(game, o, by_effect=False)
        for r in game.players[game.active].runes:
            r["exhausted"] = False
    elif game.phase == "beginning":
        game.held_scored = False
        game.emit("beginning", player=game.active)
    elif game.phase == "channel":
        resources.channel_phase(game)
    elif game.phase == "draw":
        if not seats.skips_first_draw(game):  # 482.7, 483.7, 484.7: the first player's first draw phase
            actions.draw(game, game.active, 1)
        resources.empty_pools(game)  # 315.4.d
    elif game.phase == "end":
        for u in game.units():
            u.stunned = False  # 423.1.a.2 [R3]


def score_holds(game: "Game") -> None:
    """469.2: the turn player scores each battlefield they control (once per battlefield per turn). In 2v2,
    the battlefields a teammate of the turn player controls now, in the scoring step of the beginning phase,
    are disqualified from being scored by the turn player's team this turn (469.1.a [R4], 484.8.b [R3])."""
    from .combat import score

    game.disqualified = {b.alias for b in game.battlefields if b.controller in game.teammates(game.active)}
    for b in game.battlefields:
        if b.controller == game.active and b.alias not in game.players[game.active].scored_this_turn:
            game.players[game.active].scored_this_turn.append(b.alias)
            game.emit("hold", object=b.alias, player=game.active)
            score(game, game.active, b.alias)


def end_of_turn(game: "Game") -> None:
    """Damage clears and 'this turn' effects expire (rule 317 ending phase)."""
    for o in list(game.objects.values()):
        if o.zone == BOARD and o.damage:
            actions.heal(game, o)  # 317.2.b; clearing damage for any reason is healing (418.1.a)
        o.mods = [m for m in o.mods if m.duration not in ("turn", "combat")]
        if o.base_might_set and o.base_might_set[1] == "turn":
            o.base_might_set = None
        o.granted = [(k, d) for k, d in o.granted if d not in ("turn", "combat")]
        o.data.pop("modes_used", None)  # "hasn't been chosen this turn"
        o.data.pop("moves_this_turn", None)
        o.data.pop("chosen_this_turn", None)
        o.data.pop("used_this_turn", None)
    game.effects = [e for e in game.effects if e.duration not in ("turn", "resolution", "combat", "next-this-turn")]
    resources.empty_pools(game)  # 317.2.d
