"""Additional rules (700s) the keywords and card texts lean on: spending buffs (702.2.b), bonus damage
(712-715), XP (728-733 [R3] / 729 [R4]) and additional turns (734-738 [R3] / 735 [R4]).

* A buff is spent only from a unit that has one (702.2.b.1), and only by the player who controls the
  unit (702.2.b.2).
* Bonus damage from every source that grants it to a Deal action is summed and applied once (714); it only
  increases the amount (714.1-714.2), and it is added to the amount *before* replacement effects see the
  damage, so when a prevention leaves nothing to deal, nothing is dealt (715.4).
* XP is a number on a player, public (729.2), gained (730.1) and spent (730.2), unlimited (733).
* "Take a turn after this" inserts an additional turn right after the current one (735, 737); several
  are queued in the order they were created, each inserted right after the current turn (738), and the
  turn order itself does not change (737): afterwards the regular turns go on where they left off.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from .behaviour import behaviour_of
from .state import BOARD

if TYPE_CHECKING:
    from .game import Game
    from .state import Obj


# ---- buffs (701-705) ------------------------------------------------------------------------------
def spend_buff(game: "Game", o: "Obj", player: str, source: str | None = None) -> bool:
    """702.2.b: spending a buff removes the unit's buff counter; not from a unit without one (702.2.b.1),
    and only from a unit the spending player controls (702.2.b.2). Returns False when nothing was spent."""
    if o.zone != BOARD or not o.buffed or o.controller != player:
        return False
    o.buffed = False
    game.emit("spend-buff", object=game.alias_of(o.uid), player=player, source=source)
    return True


# ---- bonus damage (712-715) -------------------------------------------------------------------------
def bonus_damage(game: "Game", player: str) -> int:
    """714: the Bonus Damage every source grants to ``player``'s spells and abilities, summed; never
    negative (714.1-714.2)."""
    total = sum(behaviour_of(src).bonus_damage(game, src, player) for src in list(game.on_board()))
    return max(0, total)


# ---- XP (728-733 [R3]) ----------------------------------------------------------------------------
def gain_xp(game: "Game", player: str, n: int, source: str | None = None) -> bool:
    """730.1: to gain XP, increase the value marked on the player (733: no limit)."""
    if n <= 0:
        return False
    game.players[player].xp += n
    game.emit("gain-xp", player=player, amount=n, source=source)
    return True


def spend_xp(game: "Game", player: str, n: int, source: str | None = None) -> bool:
    """730.2: to spend XP, reduce the value marked on the player. A player with less than ``n`` XP spends
    nothing (docs/case-format.md section 2: XP, like a buff (702.2.b.1), can't be spent when it isn't there)."""
    pl = game.players[player]
    if n <= 0 or pl.xp < n:
        return False
    pl.xp -= n
    game.emit("spend-xp", player=player, amount=n, source=source)
    return True


# ---- additional turns (734-738 [R3]) -----------------------------------------------------------------
def take_turn_after(game: "Game", player: str, source: str | None = None) -> bool:
    """735/738: an additional turn for ``player`` is inserted into the queue right after the current turn
    (so of two created this turn, the later one is taken first: 738's second Example)."""
    queue = _queue(game)
    queue.insert(0, player)
    game.emit("extra-turn", player=player, source=source)
    return True


def next_turn_player(game: "Game") -> str:
    """Who takes the next turn (736-737): the next queued additional turn, else the regular turn order
    resumes where it left off (an additional turn does not change it). A player removed from the game takes
    no turn (651, 651.3): their queued additional turns are dropped and play proceeds in turn order (652.5.a.1)."""
    queue = _queue(game)
    queue[:] = [p for p in queue if p not in game.removed]
    regular = getattr(game, "regular_turn", None) or game.active
    if queue:
        game.regular_turn = regular
        return queue.pop(0)
    game.regular_turn = game.next_player(regular)  # 116.1.c, 317.3: the next player in turn order
    return game.regular_turn


def _queue(game: "Game") -> list[str]:
    if not hasattr(game, "turn_queue"):
        game.turn_queue = []
    return game.turn_queue
