"""Runes, the rune pool, points and victory (rules 159-167 runes and rune pools, 429 Add, 430 Channel,
431 Burn Out, 315.3 channel phase, 315.4.d / 317.2.d pools empty, 471-472 [R4] points and victory,
480.7 the duel's first-turn rune, 649 conceding).

Runes on the board are ``Player.runes`` (``{domain, exhausted}``); the rune deck is
``Player.rune_deck`` (top first). Channelling takes runes from the top of the rune deck and puts them
on the board ready (430.1) or as the instruction says (430.2). A player who must draw from an empty
main deck burns out (431.2): the trash is recycled into the main deck, an opponent gains 1 point, then
the draw goes on; the points of repeated burn outs win at once (431.3.b); otherwise the victory check
is a step of every cleanup (472).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import seats

if TYPE_CHECKING:
    from .game import Game

CHANNEL_PHASE_RUNES = 2  # 315.3.b


def channel(game: "Game", player: str, n: int, source: str | None = None, exhausted: bool = False) -> int:
    """Rule 430: put the top ``n`` runes of the rune deck onto the board (as many as there are, 315.3.b.1).
    Returns how many were channelled."""
    pl = game.players[player]
    done = 0
    for _ in range(n):
        if not pl.rune_deck:
            break
        rune = pl.rune_deck.pop(0)
        pl.runes.append({"domain": rune["domain"], "exhausted": exhausted})
        done += 1
        game.emit("channel", player=player, object=rune["domain"], source=source)
    return done


def channel_phase(game: "Game") -> None:
    """315.3: the turn player channels 2 runes; in a duel the player going second channels an extra rune
    in their first channel phase of the game (480.7), usually turn 2; in FFA3, FFA4 and 2v2 the player going
    last does (482.7, 483.7, 484.7), usually turn 3 or 4 (later when an additional turn comes first)."""
    channel(game, game.active, CHANNEL_PHASE_RUNES + seats.extra_first_channel(game))
    game.channelled_players.add(game.active)  # their first channel phase is over (480.7, 482.7)


def empty_pools(game: "Game") -> None:
    """166, 315.4.d, 317.2.d: every player's rune pool empties; unspent energy and power are lost."""
    for pl in game.players.values():
        pl.energy = 0
        pl.power = {domain: 0 for domain in pl.power}


def add_energy(game: "Game", player: str, n: int, source: str | None = None) -> bool:
    """Rule 429: put energy into the player's rune pool."""
    game.players[player].energy += n
    return True


def burn_out(game: "Game", player: str, win_at_once: bool = False) -> None:
    """Rule 431.2: recycle the trash into the main deck, then the player chooses an opponent to gain 1 point
    (431.2.c: ``choose-player`` among their opponents; in a duel the only opponent, asked nothing). A point
    gained after the first burn out of a sequence wins at once (431.3.b); the first burn out's point is an
    ordinary one, checked by the next cleanup (472)."""
    from .actions import recycle

    pl = game.players[player]
    game.emit("burn-out", player=player)
    for uid in list(pl.trash):
        recycle(game, game.objects[uid])
    rivals = game.opponents(player)
    if not rivals:
        return
    chosen = rivals[0] if len(rivals) == 1 else game.ask("choose-player", player, rivals,
                                                          "burn out: choose an opponent to gain 1 point (431.2.c)")
    gain_points(game, chosen, 1, "burn-out")
    if win_at_once:
        check_victory(game)


def gain_points(game: "Game", player: str, n: int, source: str | None = None) -> bool:
    """Gaining points outside scoring (471.1.a.1: not beholden to the final-point restriction)."""
    if n <= 0:
        return False
    game.players[player].points += n
    game.emit("points", player=player, amount=n, source=source)
    return True


def concede(game: "Game", player: str) -> None:
    """Rule 649: a player may concede at any time (650) and is removed from the game (651); with only one other
    player remaining, that player wins (651.1) - in a duel, the opponent. In 2v2 the player's teammate loses
    and is removed too (651.4, 484.6.a.1), and the other team wins. With more players remaining, the player
    is removed and the game goes on (651.2, 652: reference_engine/removal.py)."""
    if player in game.removed:
        from .game import IllegalAction

        raise IllegalAction(f"{player} has already left the game (651.3)")
    leaving = [player] + game.teammates(player)
    remaining = [p for p in seats.in_game(game) if p not in leaving]
    if len({seats.team(game, p) for p in remaining}) <= 1:
        game.removed.extend(p for p in leaving if p not in game.removed)
        if remaining:
            win(game, remaining)
        return
    from .removal import remove_players

    remove_players(game, leaving)


def win(game: "Game", players: "str | list[str]") -> None:
    """The game ends with ``players`` the winners (one player, or in 2v2 the team: 484.6.a.3): nothing further
    is legal; facedown cards are revealed (421.4)."""
    winners = [players] if isinstance(players, str) else list(players)
    game.winner = winners[0]
    game.winners = winners
    for p in winners:
        game.emit("win", player=p)
    for o in game.objects.values():
        if o.zone == "facedown":
            game.emit("reveal", player=o.owner, object=game.alias_of(o.uid), **{"from": o.location})


def check_victory(game: "Game") -> None:
    """472: a player at or above the victory score with more points than any opponent wins; the game
    is over (no further step is legal). In 2v2 the score is the team's and the team wins (478.3, 484.6)."""
    if game.winner is not None:
        return
    for p in seats.in_game(game):
        mine = seats.score(game, p)
        if mine >= game.victory_score and all(mine > seats.score(game, q) for q in game.opponents(p)):
            win(game, [q for q in seats.in_game(game) if q in seats.team(game, p)])
            return
