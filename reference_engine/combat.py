"""Showdowns and combat (rules 341-348; 459-466 [R4] / 454-461 [R3]; scoring 467-472).

A unit moving to a battlefield its controller does not control makes it contested. In a neutral open
state the cleanup opens a showdown there — a combat showdown if another player has units there,
with the contesting player as attacker (judge ruling: moving into a controlled battlefield) and that
other player as defender: a combat is between exactly two players (316.4.d, 457). The attacker gains
focus (345); the combat's triggers go on the chain the attacker's first, the defender's last
(459.2.d.1 [R3]). Focus passes to the next player in turn order, every player taking part in the
showdown; when every player has passed focus in a row the showdown closes (348): a combat
goes to combat damage (465: stunned units deal none; lethal damage assigned in full before the next
unit; Tank first), then the combat cleanup (466.1: deaths, heal all units, recall attackers if
defenders remain), then control is established and a conquest scores (466.5, 469.1).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import itertools

from . import actions, keywords, seats
from .behaviour import behaviour_of
from .game import Frozen, NeedDecision
from .replacement import replace
from .layers import has_keyword, might
from .seats import in_game
from .state import Battlefield, Showdown

if TYPE_CHECKING:
    from .game import Game
    from .state import Obj


def defender_of(game: "Game", where: str, attacker: str) -> str:
    """The other player of a combat (316.4.d, 457: a combat is between exactly two players): the player other
    than the attacker whose units are at the battlefield (in a duel, the opponent)."""
    others = [u.controller for u in game.units(where)
              if u.controller not in (attacker, None) and seats.enemy(game, attacker, u.controller)]
    return others[0] if others else game.opponents(attacker)[0]


def begin(game: "Game", b: Battlefield) -> None:
    attacker = b.contested_by
    assert attacker is not None
    # 316.4.a [R3]: "A Combat occurs as a result of Units controlled by opposing players being present at the same
    # Battlefield" (447.1): a teammate's units there (2v2) make no combat
    others = {u.controller for u in game.units(b.alias)} - {attacker}
    is_combat = any(seats.enemy(game, attacker, p) for p in others)
    game.showdown = Showdown(b.alias, is_combat, attacker if is_combat else None,
                             defender_of(game, b.alias, attacker) if is_combat else None, focus=attacker)
    game.emit("showdown", object=b.alias, player=attacker, combat=is_combat or None)
    game.priority = attacker
    game.passes = 0
    if is_combat:
        from .cleanup import _designations

        game.trigger_order = combat_trigger_order(game, game.showdown)
        _designations(game)


def combat_trigger_order(game: "Game", sd: Showdown) -> list[str]:
    """459.2.d.1 [R3]: triggers that establishing Attacker and Defender made pending go on the chain the
    attacker's first, then every player who is not the defender in turn order, then the defender's."""
    assert sd.attacker is not None and sd.defender is not None
    middle = [p for p in seats.turn_order_from(game, game.active) if p not in (sd.attacker, sd.defender)]
    return [sd.attacker, *middle, sd.defender]


def become_combat(game: "Game", b: Battlefield) -> None:
    """459.1 [R3]: in a showdown open state, a combat staged where the showdown is ongoing makes it a combat
    showdown. The attacker is the player who applied Contested (459.2.b.1), not whoever holds focus; the
    attacker gains focus (459.2.c) — after the focus pass of the chain that brought the units (346)."""
    sd = game.showdown
    assert sd is not None
    sd.combat = True
    sd.attacker = b.contested_by or sd.focus
    sd.defender = defender_of(game, b.alias, sd.attacker)
    sd.focus = sd.attacker
    sd.focus_to_attacker = True
    game.priority = sd.focus
    from .cleanup import _designations

    game.trigger_order = combat_trigger_order(game, sd)
    _designations(game)


def gained_attacker(game: "Game", u: "Obj") -> None:
    """Attack triggers fire the first time a unit gains Attacker in a combat (Ahri legend ruling)."""
    sd = game.showdown
    if sd is None or u.uid in sd.attack_triggered:
        return
    sd.attack_triggered.append(u.uid)
    game.emit("attack", object=game.alias_of(u.uid), player=u.controller, to=u.location)


def pass_focus(game: "Game", player: str) -> None:
    """347.3-347.4: focus passes to the next player in turn order; once every player has passed in sequence
    (every player in the game, not only the combat's two), the showdown closes (348)."""
    sd = game.showdown
    assert sd is not None
    if sd.focus != player:
        from .game import IllegalAction

        raise IllegalAction(f"{player} does not have focus")
    sd.focus_passes += 1
    if sd.focus_passes >= len(in_game(game)):
        close(game)
        return
    sd.focus = game.next_player(player)
    game.priority = sd.focus


def chain_emptied(game: "Game") -> None:
    """Rule 346: when the chain empties during a showdown, focus passes (not after a trigger chain)."""
    sd = game.showdown
    if sd is None:
        game.priority = game.active
        return
    if sd.controlled:
        end(game)
        return
    if sd.closing:
        finish(game)
        return
    if sd.focus_to_attacker:  # the combat opened as this chain emptied: the attacker has focus (459.2.c)
        sd.focus_to_attacker = False
    elif not game.chain_opened_by_trigger:
        sd.focus = game.next_player(sd.focus)  # 340.2.a, 346: the next player in turn order
    sd.focus_passes = 0
    game.priority = sd.focus


def step(game: "Game") -> None:
    """Nothing is pending and the chain is empty: give priority per rule 335."""
    game.priority = game.showdown.focus if game.showdown else game.active


def close(game: "Game") -> None:
    sd = game.showdown
    assert sd is not None
    b = game.bf(sd.battlefield)
    sd.closing = True
    if sd.combat:
        combat_damage(game, sd)
        from .cleanup import special_cleanup

        def heal_and_recall(game: "Game") -> None:
            for u in game.units():
                actions.heal(game, u)  # 466.1.a.1
            if game.units(b.alias, sd.defender):
                tie_all = game.units(b.alias, sd.attacker) and any(
                    behaviour_of(g).tie_recalls_all(game, g, sd.attacker) for g in game.on_board())
                for u in game.units(b.alias) if tie_all else game.units(b.alias, sd.attacker):
                    actions.recall(game, u)  # 466.1.a.2 (Symbol of the Solari: all units on a tie)

        special_cleanup(game, heal_and_recall)  # 466.1.a [R4]: one combat cleanup; normal ones follow (324.2)
    from .chain import run_tasks

    run_tasks(game)
    if game.chain:
        return  # triggers from combat damage and the combat cleanup resolve first (466.2); then finish()
    finish(game)


def finish(game: "Game") -> None:
    """466.3-466.6: establish control (a conquest scores); its triggers resolve before the combat ends."""
    sd = game.showdown
    assert sd is not None
    sd.controlled = True
    b = game.bf(sd.battlefield)
    owners = {u.controller for u in game.units(b.alias)}
    if sd.combat and sd.attacker in owners and any(seats.enemy(game, sd.attacker, p) for p in owners):
        # 466.3.d / 466.3.d.1 [R4]: "No Result" with both players' units remaining (a trigger of the combat
        # brought units in): a showdown and a combat are staged here, so nobody establishes control (466.5 only
        # "if no Showdown or Combat is staged") and the Contested status stays with the attacker; the cleanup
        # after the combat ends opens the staged combat showdown (323.12 [R3]).
        b.contested_by = sd.attacker
    else:
        establish_control(game, b)
    from .chain import run_tasks

    run_tasks(game)
    if not game.chain:
        end(game)


def end(game: "Game") -> None:
    """466.7: the showdown (and combat) ends; designations and "this combat" effects go."""
    sd = game.showdown
    assert sd is not None
    b = game.bf(sd.battlefield)
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
    """Rule 469.1: gaining control of a battlefield not scored this turn scores it (466.5.d [R4]: only that is a
    Conquer - control regained of one held earlier this turn is not "conquered this turn") — in 2v2 not one a teammate
    of the turn player controlled in this turn's beginning phase, for that player's team (469.1.a [R4],
    484.8.b [R3]). The final point by conquering needs every battlefield scored this turn (471.1.b.1 [R4]);
    in 2v2 the point total is the team's and the battlefields the player's ally held in the beginning phase
    are excepted (484.8.f.1)."""
    pl = game.players[player]
    if b.alias in pl.scored_this_turn:
        return  # 466.5.d / 469.1 [R4]: control regained of a battlefield scored this turn is no conquest
    if b.alias in game.disqualified and player in seats.team(game, game.active):
        return  # gained control, but not scored: no conquest (471.2.c)
    pl.conquered_this_turn.append(b.alias)  # "a battlefield you conquered this turn" (Perched Grimwyrm)
    pl.scored_this_turn.append(b.alias)
    game.emit("conquer", object=b.alias, player=player)
    excepted = game.disqualified if player in seats.team(game, game.active) else set()
    if seats.score(game, player) >= game.victory_score - 1 and any(
            x.alias not in pl.scored_this_turn and x.alias not in excepted for x in game.battlefields):
        actions.draw(game, player, 1, b.alias)  # 471.1.b.1: the final point needs every battlefield scored
        return
    score(game, player, b.alias)


def score(game: "Game", player: str, where: str) -> None:
    """Rule 469: scoring a battlefield (held or conquered) gains its player 1 point."""
    game.players[player].points += 1
    game.emit("score", player=player, amount=1, source=where)


def combat_damage(game: "Game", sd: Showdown) -> None:
    """Rule 465.2: sum Might, assign (lethal in full first, Tank first), deal simultaneously.

    Replacement effects that would apply to the damage apply to the assignment instead (465.2.c.5):
    the lethal amount of a unit is the least assignment that becomes lethal after them (465.2.c.4.a),
    and the replaced amounts are what is dealt."""
    bfid = sd.battlefield
    atk = [u for u in game.units(bfid) if u.attacker]
    dfn = [u for u in game.units(bfid) if u.defender]
    if not atk or not dfn:
        return
    assignments: list[tuple["Obj", int, str, str | None]] = []
    for side, victims, player in ((atk, dfn, sd.attacker), (dfn, atk, sd.defender)):
        dealers = [u for u in side if deals_combat_damage(game, u)]
        total = sum(max(0, might(game, u) or 0) for u in dealers)
        # 417.6.c.1: the opposing units are the source; an event names one when a single unit dealt it
        source = game.alias_of(dealers[0].uid) if len(dealers) == 1 else None
        for target, amount in assign(game, player, victims, total).items():
            ev = replace(game, {"type": "damage", "target": target.uid, "amount": amount, "source": source,
                                "combat": True, "player": player})
            if ev is not None and ev.get("type") == "damage" and ev["amount"] > 0:
                assignments.append((target, ev["amount"], player, source))
    for target, amount, player, source in assignments:
        actions.deal_damage(game, target, amount, source, combat=True, by_player=player, replaced=True)


def deals_combat_damage(game: "Game", u: "Obj") -> bool:
    if u.stunned:
        return False  # 423.1.b [R3]
    return not actions.forbidden(game, "deal-combat-damage", obj=u)


def lethal_assignment(game: "Game", v: "Obj", available: int) -> int | None:
    """The least damage to assign so that, after replacement effects, it is lethal (465.2.c.4.a, 465.2.c.5).

    Prevention raises it above the unit's Might (437.5.a [R3]: a 2 [M] unit with 3 prevention needs 5), so the
    search goes up to the damage ``available``. When no amount that can be assigned is lethal (a prevention
    larger than the damage, Counter Strike) the unit is still not exempt (465.2.c.10): it takes everything
    left once it is the unit being assigned (``available + 1``). Only a unit that can't be dealt damage is
    exempt (None)."""
    if actions.forbidden(game, "be-dealt-damage", obj=v):
        return None  # 465.2.c.10: no amount is lethal; exempt from mandatory assignment
    need = max(1, (might(game, v) or 0) - v.damage)
    state = Frozen(game)  # each amount is tried on its own copy of the same state
    for n in range(1, max(available, need) + 1):
        trial = state.thaw()
        trial.answers = []
        try:
            ev = replace(trial, {"type": "damage", "target": v.uid, "amount": n, "source": None, "combat": True})
        except NeedDecision:
            return need  # ordering would be asked: assume no help from replacements
        if ev is not None and ev.get("type") == "damage" and ev["amount"] >= need:
            return n
    return available + 1


def legal_splits(game: "Game", victims: list["Obj"], total: int) -> list[dict[str, int]]:
    """Every assignment rules 465.2.c.3-4 and 465.2.c.6 (Tank first, Backline last: 815, 826) allow; a unit
    with both keywords is put first or last, as the assigning player chooses (465.2.c.8-465.2.c.9)."""
    lethal = {v.uid: lethal_assignment(game, v, total) for v in victims}
    splits: list[dict[str, int]] = []
    groupings = keywords.assignment_groups(game, victims, lambda v: has_keyword(game, v, "Tank"))
    for order in [list(a) + list(b) + list(c) for tanks, others, backline in groupings
                  for a in itertools.permutations(tanks)
                  for b in itertools.permutations(others) for c in itertools.permutations(backline)]:
        left, split = total, {game.alias_of(v.uid): 0 for v in victims}
        candidates_ = [v for v in order if lethal[v.uid] is not None]
        for v in candidates_:
            give = min(left, lethal[v.uid])
            split[game.alias_of(v.uid)] += give
            left -= give
        if left and candidates_:  # no further units: the excess may go anywhere
            for extra in _compositions(left, len(candidates_)):
                s = dict(split)
                for v, n in zip(candidates_, extra):
                    s[game.alias_of(v.uid)] += n
                splits.append(s)
        elif left:
            s = dict(split)
            s[game.alias_of(order[-1].uid)] += left
            splits.append(s)
        else:
            splits.append(split)
    unique = []
    for s in splits:
        s = {k: n for k, n in s.items() if n}
        if s not in unique:
            unique.append(s)
    return unique


def _compositions(n: int, k: int) -> list[tuple[int, ...]]:
    if k == 1:
        return [(n,)]
    return [(i,) + rest for i in range(n + 1) for rest in _compositions(n - i, k - 1)]


def assign(game: "Game", player: str, victims: list["Obj"], total: int) -> dict["Obj", int]:
    """The assignment: automatic when only one is legal, else asked (``assign-combat-damage``)."""
    if total <= 0:
        return {}
    if len(victims) == 1:
        return {victims[0]: total}
    splits = legal_splits(game, victims, total)
    chosen = splits[0]
    if len(splits) > 1:
        answer = game.ask("assign-combat-damage", player, [game.alias_of(v.uid) for v in victims],
                          f"assign {total} combat damage")
        chosen = {k: int(n) for k, n in (answer or {}).items() if int(n) > 0}
        if chosen not in splits:
            from .game import IllegalAction

            raise IllegalAction(f"{chosen} is not a legal assignment (465.2.c.3-4); legal: {splits}")
    return {game.obj(k): n for k, n in chosen.items()}
