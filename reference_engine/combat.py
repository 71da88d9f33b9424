"""Showdowns and combat (rules 341-348; 459-466 [R4] / 454-461 [R3]; scoring 467-472).

A unit moving to a battlefield its controller does not control makes it contested. In a neutral open
state the cleanup opens a showdown there — a combat showdown if the other player has units there,
with the contesting player as attacker (judge ruling: moving into a controlled battlefield). The
attacker gains focus (345). When both players pass focus in a row the showdown closes (348): a combat
goes to combat damage (465: stunned units deal none; lethal damage assigned in full before the next
unit; Tank first), then the combat cleanup (466.1: deaths, heal all units, recall attackers if
defenders remain), then control is established and a conquest scores (466.5, 469.1).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import actions
from .layers import has_keyword, might
from .state import Battlefield, Showdown, opponent

if TYPE_CHECKING:
    from .game import Game
    from .state import Obj


def begin(game: "Game", b: Battlefield) -> None:
    attacker = b.contested_by
    assert attacker is not None
    others = {u.controller for u in game.units(b.alias)} - {attacker}
    is_combat = bool(others)
    game.showdown = Showdown(b.alias, is_combat, attacker if is_combat else None,
                             opponent(attacker) if is_combat else None, focus=attacker)
    game.emit("showdown", object=b.alias, player=attacker, combat=is_combat or None)
    game.priority = attacker
    game.passes = 0
    if is_combat:
        from .cleanup import _designations

        _designations(game)


def become_combat(game: "Game", b: Battlefield) -> None:
    sd = game.showdown
    assert sd is not None
    sd.combat = True
    sd.attacker = b.contested_by or sd.focus
    sd.defender = opponent(sd.attacker)
    from .cleanup import _designations

    _designations(game)


def gained_attacker(game: "Game", u: "Obj") -> None:
    """Attack triggers fire the first time a unit gains Attacker in a combat (Ahri legend ruling)."""
    sd = game.showdown
    if sd is None or u.uid in sd.attack_triggered:
        return
    sd.attack_triggered.append(u.uid)
    game.emit("attack", object=game.alias_of(u.uid), player=u.controller, to=u.location)


def pass_focus(game: "Game", player: str) -> None:
    sd = game.showdown
    assert sd is not None
    if sd.focus != player:
        from .game import IllegalAction

        raise IllegalAction(f"{player} does not have focus")
    sd.focus_passes += 1
    if sd.focus_passes >= 2:
        close(game)
        return
    sd.focus = opponent(player)
    game.priority = sd.focus


def chain_emptied(game: "Game") -> None:
    """Rule 346: when the chain empties during a showdown, focus passes (not after a trigger chain)."""
    sd = game.showdown
    if sd is None:
        game.priority = game.active
        return
    if not game.chain_opened_by_trigger:
        sd.focus = opponent(sd.focus)
    sd.focus_passes = 0
    game.priority = sd.focus


def step(game: "Game") -> bool:
    """Nothing is pending and the chain is empty: give priority per rule 335."""
    game.priority = game.showdown.focus if game.showdown else game.active
    return False


def close(game: "Game") -> None:
    sd = game.showdown
    assert sd is not None
    b = game.bf(sd.battlefield)
    if sd.combat:
        combat_damage(game, sd)
        from .cleanup import cleanup

        cleanup(game)
        for u in game.units():
            actions.heal(game, u)  # 466.1.a.1
        if game.units(b.alias, sd.defender):
            from .cards import behaviour

            tie_all = game.units(b.alias, sd.attacker) and any(
                getattr(behaviour(g.card_id), "tie_recalls_all", lambda *a: False)(game, g, sd.attacker)
                for g in game.on_board())
            for u in game.units(b.alias) if tie_all else game.units(b.alias, sd.attacker):
                actions.recall(game, u)  # 466.1.a.2 (Symbol of the Solari: all units on a tie)
    establish_control(game, b)
    for u in game.units():
        u.attacker = u.defender = False
    game.effects = [e for e in game.effects if e.duration != "combat"]
    for u in game.objects.values():
        u.mods = [m for m in u.mods if m.duration != "combat"]
    game.showdown = None
    game.emit("showdown-end", object=b.alias)
    game.priority = game.active
    from .chain import run_tasks

    run_tasks(game)


def establish_control(game: "Game", b: Battlefield) -> None:
    owners = {u.controller for u in game.units(b.alias)}
    b.contested_by = None
    if len(owners) == 1:
        (p,) = owners
        if b.controller != p:
            b.controller = p
            game.emit("gain-control", object=b.alias, player=p)
            conquer(game, p, b)
    elif not owners:
        b.controller = None


def conquer(game: "Game", player: str, b: Battlefield) -> None:
    """Rule 469.1: gaining control of a battlefield not scored this turn scores it."""
    pl = game.players[player]
    pl.conquered_this_turn.append(b.alias)
    if b.alias in pl.scored_this_turn:
        return
    pl.scored_this_turn.append(b.alias)
    game.emit("conquer", object=b.alias, player=player)
    score(game, player, b.alias)


def score(game: "Game", player: str, where: str) -> None:
    game.players[player].points += 1
    game.emit("score", player=player, object=where)


def combat_damage(game: "Game", sd: Showdown) -> None:
    """Rule 465.2: sum Might, assign (lethal in full first, Tank first), deal simultaneously."""
    bfid = sd.battlefield
    atk = [u for u in game.units(bfid) if u.attacker]
    dfn = [u for u in game.units(bfid) if u.defender]
    if not atk or not dfn:
        return
    assignments: list[tuple["Obj", int, str]] = []
    for side, victims, player in ((atk, dfn, sd.attacker), (dfn, atk, sd.defender)):
        total = sum(max(0, might(game, u) or 0) for u in side if deals_combat_damage(game, u))
        for target, amount in assign(game, player, victims, total).items():
            assignments.append((target, amount, player))
    for target, amount, player in assignments:
        actions.deal_damage(game, target, amount, None, combat=True, by_player=player)


def deals_combat_damage(game: "Game", u: "Obj") -> bool:
    if u.stunned:
        return False  # 423.1.b [R3]
    return not actions.forbidden(game, "deal-combat-damage", obj=u)


def assign(game: "Game", player: str, victims: list["Obj"], total: int) -> dict["Obj", int]:
    if total <= 0:
        return {}
    if len(victims) == 1:
        return {victims[0]: total}
    ordered = sorted(victims, key=lambda v: 0 if has_keyword(game, v, "Tank") else 1)
    forced: dict["Obj", int] = {}
    left = total
    for v in ordered:
        need = max(0, (might(game, v) or 0) - v.damage)
        give = min(left, need if v is not ordered[-1] else left)
        forced[v] = give
        left -= give
    tanks = [v for v in victims if has_keyword(game, v, "Tank")]
    ambiguous = len({(has_keyword(game, v, "Tank")) for v in victims}) == 1 and left == 0 and total < sum(
        max(0, (might(game, v) or 0) - v.damage) for v in victims) and not tanks
    if ambiguous:
        answer = game.ask("assign-combat-damage", player, [game.alias_of(v.uid) for v in victims],
                          f"assign {total} combat damage")
        return {game.obj(k): int(n) for k, n in answer.items() if int(n) > 0}
    return {v: n for v, n in forced.items() if n > 0}
