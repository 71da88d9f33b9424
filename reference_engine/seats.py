"""Modes of play, turn order, opponents and teammates (rules 476-484 [R3]; 116 turn order; 740 friendly
and enemy; 442.2, 444.2 and 457 the destinations a move may not have with more than two players).

A :class:`Mode` fixes the seats (in turn order: 116.1.b-c, the seats follow the letters A, B, C, D and
wrap around), the teams (2v2: A and C against B and D, so that turn order alternates teams, 484.5.c.1),
the Victory Score (478.3: 8, in 2v2 11) and the first-turn process (478.7: in a duel the second player
channels an extra rune, 480.7; in FFA3, FFA4 and 2v2 the first player does not draw in their first draw
phase and the last player channels an extra rune, 482.7, 483.7, 484.7). A player removed from the game
(651-652) no longer takes turns, priority or focus.

In a duel everything here reduces to "the other player": ``next_player(A)`` and ``opponents(A)`` are B.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .game import Game


@dataclass(frozen=True)
class Mode:
    name: str
    seats: tuple[str, ...]  # in turn order
    teams: tuple[tuple[str, ...], ...]  # one team per player without teammates
    victory_score: int
    duel_first_turn: bool  # 480.7 (the second player's extra rune) vs 482.7/483.7/484.7

    @property
    def has_teams(self) -> bool:
        return any(len(t) > 1 for t in self.teams)


MODES: dict[str, Mode] = {
    "duel": Mode("duel", ("A", "B"), (("A",), ("B",)), 8, True),            # 480
    "ffa3": Mode("ffa3", ("A", "B", "C"), (("A",), ("B",), ("C",)), 8, False),  # 482
    "ffa4": Mode("ffa4", ("A", "B", "C", "D"), (("A",), ("B",), ("C",), ("D",)), 8, False),  # 483
    "2v2": Mode("2v2", ("A", "B", "C", "D"), (("A", "C"), ("B", "D")), 11, False),  # 484
}


# ---- turn order (116.1, 312.2.d, 338.1.c.1, 347.4) ------------------------------------------------
def in_game(game: "Game") -> list[str]:
    """The players still in the game, in seat (turn) order."""
    return [p for p in game.mode.seats if p not in game.removed]


def turn_order_from(game: "Game", first: str) -> list[str]:
    """The players in the game in turn order, starting with ``first`` (383.3.d.1: the turn player first)."""
    seats = game.mode.seats
    i = seats.index(first)
    return [p for p in seats[i:] + seats[:i] if p not in game.removed]


def next_player(game: "Game", player: str) -> str:
    """The next player in turn order after ``player`` (312.2.d, 347.4), skipping removed players (652.5)."""
    seats = game.mode.seats
    i = seats.index(player)
    for k in range(1, len(seats) + 1):
        p = seats[(i + k) % len(seats)]
        if p not in game.removed:
            return p
    return player


# ---- teams (478.2, 484.2, 740) --------------------------------------------------------------------
def team(game: "Game", player: str) -> tuple[str, ...]:
    return next(t for t in game.mode.teams if player in t)


def teammates(game: "Game", player: str) -> list[str]:
    """The player's teammates (484.2: one in 2v2; none in a duel or FFA)."""
    return [p for p in team(game, player) if p != player]


def opponents(game: "Game", player: str) -> list[str]:
    """The player's opponents still in the game (478.2.b: 1 in a duel, 2 in FFA3, 3 in FFA4, 2 in 2v2), in turn
    order from the turn player: the order simultaneous actions of "each opponent" take (303.2.a)."""
    mine = team(game, player)
    return [p for p in turn_order_from(game, game.active) if p not in mine]


def friendly(game: "Game", player: str, controller: str | None) -> bool:
    """740.1: objects are friendly when they share a controller or their controllers are teammates."""
    return controller is not None and controller in team(game, player)


def enemy(game: "Game", player: str, controller: str | None) -> bool:
    """740.2: objects are enemies when one's controller is an opponent of the other's."""
    return controller is not None and controller not in team(game, player)


def score(game: "Game", player: str) -> int:
    """The point total a player's side must bring to the Victory Score (478.3: "a player or team"): the
    player's points, and in 2v2 the team's, the sum of its players' points (484.6)."""
    return sum(game.players[p].points for p in team(game, player))


# ---- locations (107.1, 141.1.a.1) -----------------------------------------------------------------
def base_player(o: Any) -> str | None:
    """Whose base a board object at "base" is in: its controller's (107.1.c [R3]), or the player whose base it
    still sits in until a cleanup recalls it (323.7 [R3], ``Obj.base_of``); None when not at a base."""
    return (o.base_of or o.controller) if o.location == "base" else None


def same_location(a: Any, b: Any) -> bool:
    """Two board objects are at the same location ("here", "its destination"): the same battlefield, or the
    same player's base - "Each player has their own Base. Each Base is a Location." (107.1.a-b [R3]). The
    engine's location "base" names every base, so two objects both at "base" are together only when the base
    is one player's (with two or more opponents the enemies' units are in different bases)."""
    return a.location is not None and a.location == b.location and base_player(a) == base_player(b)


def units_with(game: "Game", o: Any) -> list[Any]:
    """The units at ``o``'s location (``o`` included if it is one), per :func:`same_location`."""
    return [u for u in game.units(o.location) if same_location(u, o)]


# ---- first-turn process (478.7) ------------------------------------------------------------------
def extra_first_channel(game: "Game") -> int:
    """The extra rune of the first channel phase: the duel's second player (480.7), the last player of
    FFA3/FFA4/2v2 (482.7, 483.7, 484.7) - "during their first Channel Phase of the game", whatever turn of the game
    that is: an additional turn taken before it, or a player removed before it (651), shifts it. The player going
    first took turn 1 (known from the setup's turn number and turn player, in regular turn order, 116.1); the
    player going last (or second, in a duel) is the one before them in turn order. Their first channel phase is
    the first one they have after the setup, unless the setup's turn number shows their first turn already began
    (their turn N of N players was at or before the setup's turn)."""
    last = going_last(game)
    if last is None or game.active != last:
        return 0
    start = game.turn_number - game.turn_counter  # the setup's turn number
    n = len(game.mode.seats)
    began = start > n or (start == n and game.turn_counter > 0)  # their turn N was before a later turn of theirs
    return 0 if began or last in game.channelled_players else 1


def going_last(game: "Game") -> str | None:
    """The player going last (in a duel, second: 480.7), or None when the setup gave no turn number (a game in
    progress whose first turns are unknown)."""
    if not game.turn_number:
        return None
    seats = game.mode.seats
    start = game.turn_number - game.turn_counter
    setup_active = game.setup_active or game.active
    first = seats[(seats.index(setup_active) - (start - 1)) % len(seats)]
    return seats[(seats.index(first) - 1) % len(seats)]




def skips_first_draw(game: "Game") -> bool:
    """482.7, 483.7, 484.7: the player going first does not draw in their first draw phase (turn 1); a duel
    has no such rule (480.7)."""
    return not game.mode.duel_first_turn and game.turn_number == 1


# ---- destinations (442.2, 444.2, 457) -------------------------------------------------------------
def combat_players(game: "Game", where: str) -> set[str]:
    """The players of a combat staged or in progress at a battlefield (456, 457): those whose units are there
    when two opposing players' units are, or the combat's attacker and defender."""
    sd = game.showdown
    if sd is not None and sd.combat and sd.battlefield == where:
        return {p for p in (sd.attacker, sd.defender) if p}
    here = {u.controller for u in game.units(where) if u.controller}
    if len(here) >= 2 and any(enemy(game, p, q) for p in here for q in here):
        return here
    return set()


def invalid_destination(game: "Game", controller: str | None, where: str) -> str | None:
    """Why a battlefield is an invalid destination for a move of a unit ``controller`` controls, or None
    (rules in modes with more than two players): 442.2.a / 457.1, a battlefield with a staged combat or a
    combat in progress that player is not in; 444.2 / 144.4.a.1, a battlefield that already has units of two
    other players; 442.2.b, a battlefield a teammate controls. In a duel there is none."""
    if len(game.mode.seats) <= 2 or controller is None or not game.is_bf(where):
        return None
    fighting = combat_players(game, where)
    if fighting and controller not in fighting:
        return (f"{where} has a combat between {' and '.join(sorted(fighting))}: other players' units can't move "
                "there (442.2.a, 457.1)")
    others = {u.controller for u in game.units(where)} - {controller, None}
    if len(others) >= 2:
        return f"{where} already has units of two other players (444.2, 144.4.a.1)"
    owner = game.bf(where).controller
    if owner is not None and owner in teammates(game, controller):
        return f"{where} is controlled by a teammate of {controller} (442.2.b)"
    return None
