"""Cleanups (rules 318-324; steps from v1.3 323.x).

Run after every resolved item, every move and every play. Steps: victory; attacker/defender
designations during a combat (323.2); lethal damage kills (323.4-323.5: non-zero damage equal to or
above Might); battlefields with no units become uncontrolled in an open state (323.6); stray gear is
recalled, and so are permanents in a base other than their controller's (323.7); contested battlefields stage a showdown or combat, which begins when the turn is in
a neutral open state (323.8-323.13; the turn player chooses among several, 323.11 and 456.1 [R3]).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from . import actions, seats
from .behaviour import behaviour_of, card_types
from .layers import might
from .resources import check_victory
from .state import BOARD

if TYPE_CHECKING:
    from .game import Game
    from .state import Obj


def cleanup(game: "Game") -> None:
    for _ in range(10):
        if not _once(game):
            return


def special_cleanup(game: "Game", inserted: "Callable[[Game], None]") -> None:
    """A Special Cleanup (324, 324.1 [R3]): one cleanup with the steps of the rule that invokes it inserted
    after step 3 (the combat cleanup's "3c. Heal all Units." and "3d. Recall Attackers ...", 461.1.a [R3] /
    466.1.a [R4]). It is a single cleanup: the further cleanups its own events call for come after it
    completes and are normal ones (322, 324.2 [R3]: "a normal Cleanup is invoked, not another iteration of
    the Special Cleanup") - so a unit left lethal only by a death of this pass (the source of its +[M] died
    in the same combat) is healed by 3c before a normal cleanup looks at it. The caller runs those normal
    cleanups (``chain.run_tasks``)."""
    _once(game)
    inserted(game)


def _once(game: "Game") -> bool:
    changed = False
    _victory(game)
    _designations(game)
    dying = [u for u in game.units() if u.damage > 0 and (u.damage >= (might(game, u) or 0) or _made_lethal(game, u))]
    unmodified: list["Obj"] = []
    for u in _replacement_order(game, dying):
        if u.zone != BOARD:
            continue
        changed = True
        ev = actions.replace(game, _death(u))
        if ev is not None and ev.get("type") == "die":
            unmodified.append(u)
    for u in sorted(unmodified, key=dying.index):  # 373.1.a [R4]: after the replacements' game actions
        if u.zone == BOARD:
            actions.die(game, u, "lethal", None, None, None)
    for b in game.battlefields:
        here = game.units(b.alias)
        if not here and not game.chain and b.controller is not None and (
                game.showdown is None or game.showdown.battlefield != b.alias) and b.contested_by is None:
            b.controller = None
            changed = True
    for o in [o for o in game.objects.values() if o.zone == "facedown"]:
        if game.bf(o.location).controller != o.controller:  # 323.7 [R3]: hidden cards need their battlefield
            actions.change_zone(game, o, "trash")
            game.emit("discard", object=game.alias_of(o.uid), player=o.owner, source="cleanup")
            changed = True
    for g in list(game.on_board("Gear")):
        if g.attached_to is None and g.location not in (None, "base") and "Unit" not in card_types(game, g):
            actions.recall(game, g)
            changed = True
    for o in [o for o in game.objects.values() if o.zone == BOARD and o.location == "base" and o.base_of]:
        if o.attached_to is None and o.base_of != o.controller:  # 323.7 [R3]: in a base not its controller's
            changed = actions.recall(game, o) or changed
        else:
            o.base_of = None
    _unstage_abandoned(game)
    if game.showdown is None and not game.chain:
        from . import combat

        staged = [b for b in game.battlefields if b.contested_by is not None]
        if staged:
            combat.begin(game, _first_staged(game, staged))
            return True
    elif game.showdown is not None and not game.showdown.combat and not game.chain:  # 323.14 [R3]: open state
        from . import combat

        b = game.bf(game.showdown.battlefield)
        owners = {u.controller for u in game.units(b.alias)}
        # 447.1, 316.4.a [R3]: units of opposing players - not two teammates' (2v2) - make it a combat
        if any(seats.enemy(game, p, q) for p in owners for q in owners if p and q):
            combat.become_combat(game, b)
            changed = True
    return changed


def _unstage_abandoned(game: "Game") -> None:
    """323.8.a [R3]: a showdown remains staged at a contested battlefield only while units controlled by the
    player who applied Contested are there. A battlefield contested outside its ongoing showdown (a unit moved
    there while a chain is open, then killed or moved away before the chain empties) stops being contested
    when that player has no units left there, so no showdown begins for them."""
    sd = game.showdown
    for b in game.battlefields:
        if b.contested_by is None or (sd is not None and sd.battlefield == b.alias):
            continue
        if not game.units(b.alias, b.contested_by):
            b.contested_by = None


def _first_staged(game: "Game", staged: list) -> "object":
    """323.11/323.13 [R3], 456.1 [R3]: with showdowns or combats staged at several battlefields, the turn
    player chooses where one begins (``choose-location``)."""
    if len(staged) == 1:
        return staged[0]
    where = game.ask("choose-location", game.active, [b.alias for b in staged],
                     "showdowns are staged at several battlefields: where does one begin?")
    return game.bf(where)


def _victory(game: "Game") -> None:
    """323.1 [R3] / 472: a player at or above the Victory Score with more points than any opponent wins."""
    check_victory(game)


def _death(u: "Obj") -> dict:
    return {"type": "die", "target": u.uid, "cause": "lethal", "player": None, "source": None, "spell": None}


def _replacement_order(game: "Game", dying: list["Obj"]) -> list["Obj"]:
    """Rule 373 [R4]: units dying in one cleanup are separate events for replacement effects, and a
    replacement effect that could apply to more than one of them is applied in the order its controller
    chooses (the Example: two units die in the same cleanup and their controller has Zhonya's Hourglass:
    they decide which death it replaces first). Asked as ``choose-target`` among those units; the chosen
    unit's death is processed first among that player's (373.1.a: the replacement's actions come before the
    other deaths).
    The choice is one per player: "Replacement Effects with the same controller are applied in the order of
    their controller's choosing" (373), so several effects of one player that could each apply to more than
    one of the deaths (two Zhonya's Hourglasses) are one question - which death that player's effects are
    applied to first - and which of them applies to it is then the 372 order (``order-replacements``).
    Applied effects of different controllers execute in turn order from the turn player (373.1), and the
    deaths that no effect could replace come last (373.1.a: the replacement's game actions are performed
    before any simultaneous unmodified events)."""
    if len(dying) < 2:
        return dying
    from .replacement import gather
    from .seats import turn_order_from

    turn = turn_order_from(game, game.active)
    rank = {p: i for i, p in enumerate(turn)}
    seen: dict[str, tuple[str, list["Obj"]]] = {}
    first_player: dict[str, int] = {}
    for u in dying:
        for r in gather(game, _death(u)):
            seen.setdefault(r.key, (r.controller, []))[1].append(u)
            first_player[u.uid] = min(first_player.get(u.uid, len(rank)), rank.get(r.controller, len(rank)))
    by_player: dict[str, list["Obj"]] = {}
    for controller, units in seen.values():
        if len(units) > 1:
            mine = by_player.setdefault(controller, [])
            mine.extend(u for u in units if u not in mine)
    chosen: set[str] = set()
    for controller in sorted(by_player, key=lambda p: rank.get(p, len(rank))):
        units = by_player[controller]
        if len(units) > 1:
            options = {game.alias_of(u.uid): u for u in units}
            chosen.add(options[game.ask("choose-target", controller, list(options),
                                        "apply the replacement effect to which unit's death first? (373)")].uid)
    return sorted(dying, key=lambda u: (u.uid not in first_player, first_player.get(u.uid, 0), u.uid not in chosen))


def _made_lethal(game: "Game", u: "Obj") -> bool:
    return any(behaviour_of(src).makes_lethal(game, src, u) for src in game.on_board())


def _designations(game: "Game") -> None:
    """323.2: units at the combat's battlefield take their controller's designation; others lose it."""
    sd = game.showdown
    for u in game.units():
        if sd is not None and sd.combat and u.location == sd.battlefield:
            want_att = u.controller == sd.attacker
            if want_att and not u.attacker:
                u.attacker, u.defender = True, False
                from .combat import gained_attacker

                gained_attacker(game, u)
            elif not want_att and not u.defender:
                u.defender, u.attacker = True, False
                game.emit("defend", object=game.alias_of(u.uid), player=u.controller)
        elif u.attacker or u.defender:
            u.attacker = u.defender = False
