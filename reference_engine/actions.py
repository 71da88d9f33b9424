"""The library of game actions (rules 414-435 [R4]; 449-453 recalls [R3]).

Every action checks the restrictions that forbid it ("can't beats can", rule 054), offers its event
to replacement effects (rules 367-375), performs what is left and emits the events triggers see.
Each returns ``True`` when the action was performed as instructed, ``False`` when it was *negated*
(forbidden, replaced, or a no-op because the object is already in that state) — the distinction the
linked-instruction rules need (359.3.e.14.b and the Vendetta FAQ's ignored/negated clarification).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .behaviour import behaviour_of, card_types
from .layers import might
from .replacement import replace
from .state import BOARD, MightMod

if TYPE_CHECKING:
    from .game import Game
    from .state import Obj


def forbidden(game: "Game", action: str, **kw: Any) -> bool:
    """Rule 054.1: a 'can't' from any object or effect forbids the action."""
    sources = list(game.on_board()) + game.battlefield_objs() + [
        o for o in game.objects.values() if o.zone == "legend"]
    for src in sources:
        if behaviour_of(src).forbids(game, src, action, **kw):
            return True
    return any(e.kind == "forbid" and e.data.get("action") == action and e.data["test"](game, e, **kw)
               for e in game.effects)


# ---- zones ----------------------------------------------------------------------------------
def change_zone(game: "Game", o: "Obj", zone: str, location: str | None = None, owner_zone: bool = True,
                defer_cease: bool = False) -> None:
    """Move an object between zones (rule 124: a new object when a non-board zone is involved).

    Cards go to their owner's zones (rule 056). A facedown card is revealed as it leaves the facedown
    zone (421.4). Tokens entering a non-board zone other than the chain cease to exist (rule 186.1).
    Equipment attached to a unit leaving the board detaches at its last location (rule 435.4.b).
    """
    old_zone = o.zone
    if old_zone == "facedown" and zone != "facedown":  # 421.4: its owner reveals it to all players (424.1)
        game.emit("reveal", player=o.owner, object=game.alias_of(o.uid), **{"from": "facedown"})
    _remove_from_lists(game, o)
    if old_zone == BOARD:
        for g in game.objects.values():  # "You control it until I leave the board." (Akshan)
            if g.data.get("control_until_leaves", (None,))[0] == o.uid and g.zone == BOARD:
                if g.location == "base" and g.base_of is None:
                    g.base_of = g.controller  # still in that base: a cleanup recalls it (323.7 [R3])
                g.controller = g.data.pop("control_until_leaves")[1]
                game.emit("gain-control", object=game.alias_of(g.uid), player=g.controller)
        for att in [a for a in game.objects.values() if a.attached_to == o.uid]:
            att.attached_to = None
            att.location = o.location  # 435.4.b: its last location
            att.data["was_attached_to"] = o.uid  # granted abilities still see the unit leave (725.2)
            game.emit("detach", object=game.alias_of(att.uid), **{"from": game.alias_of(o.uid)})
    if o.attached_to is not None and zone != BOARD:
        o.attached_to = None
    if old_zone != zone and (zone != BOARD or old_zone != BOARD):
        o.reset_temporary()
    o.zone = zone
    o.location = location if zone in (BOARD, "facedown") else None
    o.base_of = None
    if zone in ("hand", "deck", "trash", "banishment"):
        o.controller = None
        pl = game.players[o.owner]
        pl.zone_list(zone).append(o.uid)
        if o.token and not defer_cease:
            cease(game, o)


def cease(game: "Game", o: "Obj") -> None:
    """Rule 183.1 [R3]: a token put into a non-board zone other than the chain ceases to exist immediately
    after moving there (callers that report the move itself — kill, banish — call this after their event)."""
    if not o.token or o.zone in (BOARD, "chain", "gone", "facedown"):
        return
    _remove_from_lists(game, o)
    o.zone = "gone"
    game.emit("cease", object=game.alias_of(o.uid))


def _remove_from_lists(game: "Game", o: "Obj") -> None:
    for p in game.players.values():
        for lst in (p.hand, p.deck, p.trash, p.banishment):
            if o.uid in lst:
                lst.remove(o.uid)


# ---- damage, heal, death --------------------------------------------------------------------
def deal_damage(game: "Game", target: "Obj", amount: int, source: str | None, *, spell: Any = None,
                combat: bool = False, by_player: str | None = None, replaced: bool = False) -> bool:
    """Rule 417: mark damage. Replacement effects (prevention, doubling) apply first — unless they
    already applied to a combat damage assignment (465.2.c.5)."""
    if target.zone != BOARD or amount <= 0 or not is_unit(game, target):  # 417.1: damage is dealt to units
        return False
    ev = {"type": "damage", "target": target.uid, "amount": amount, "source": source, "spell": spell,
          "combat": combat, "player": by_player}
    if not replaced:
        ev = replace(game, ev)
    if ev is None or ev.get("type") != "damage" or ev["amount"] <= 0:
        return False
    target.damage += ev["amount"]
    if by_player is not None:
        target.data.setdefault("damaged_by", []).append(by_player)
    game.emit("damage", object=game.alias_of(target.uid), amount=ev["amount"], source=source,
              player=by_player, spell=spell, combat=combat or None)
    return True


def heal(game: "Game", o: "Obj") -> bool:
    """Rule 418: all damage is cleared (418.1), and with it the record of who dealt it (read by "your damage",
    Elder Dragon): healed damage is no one's damage any more."""
    if o.damage == 0:
        return False
    o.damage = 0
    o.data.pop("damaged_by", None)
    game.emit("heal", object=game.alias_of(o.uid))
    return True


def kill(game: "Game", o: "Obj", by_player: str | None, source: str | None = None,
         cause: str = "kill", spell: Any = None) -> bool:
    """Rule 428: a permanent goes from the board to the trash. Returns True if it died."""
    if o.zone != BOARD:
        return False
    if forbidden(game, "kill", obj=o):
        return False
    ev = replace(game, {"type": "die", "target": o.uid, "cause": cause, "player": by_player,
                        "source": source, "spell": spell})
    if ev is None or ev.get("type") != "die":
        return False
    die(game, o, cause, by_player, source, spell)
    return True


def die(game: "Game", o: "Obj", cause: str, by_player: str | None, source: str | None, spell: Any) -> None:
    """Put a dying permanent in its owner's trash and record the kill/die events.

    What it was on the board is noted before it moves (808.1.d.3), its keywords included: whether a
    "when I die" keyword (Deathknell) triggers is evaluated as the permanent was on the board (384.2 [R3]), so
    a dependent keyword's Deathknell triggers only if its condition held there (727.1.c.1 [R3]), and an attached
    card's printed one not at all (718.2, 721.2; 808.1.d.2 [R4]: it triggers before the card moves)."""
    from .layers import keywords

    kws = keywords(game, o)
    attached = o.attached_to is not None
    if attached:  # 135.4, 718.2, 721.2: an attached card's printed text is inactive (granted text is not, 135.4.b)
        granted = {g for g, _ in o.granted}
        kws = [k for k in kws if k in granted]
    info = {"controller": o.controller, "location": o.location, "might": might(game, o),
            "attacker": o.attacker, "defender": o.defender, "keywords": kws, "attached": attached}
    alias = game.alias_of(o.uid)
    change_zone(game, o, "trash", defer_cease=True)
    o.data["last_known"] = info
    if cause == "kill":
        game.emit("kill", object=alias, player=by_player, source=source, spell=spell)
    game.emit("die", object=alias, player=info["controller"], cause=cause, source=source,
              spell=spell, by=by_player, **{"from": info["location"]})
    cease(game, o)  # a token: after it is killed and dies (183.1 [R3])


def banish(game: "Game", o: "Obj", source: str | None = None) -> bool:
    """Rule 427."""
    alias = game.alias_of(o.uid)
    change_zone(game, o, "banishment", defer_cease=True)
    game.emit("banish", object=alias, source=source)
    cease(game, o)  # a token: after it is banished (183.1 [R3])
    return True


# ---- location -------------------------------------------------------------------------------
def move(game: "Game", o: "Obj", dest: str, by: str | None, standard: bool = False, source: str | None = None) -> bool:
    """Rule 420 / 445 [R4]: a move between locations. Forbidden moves are negated (Vilemaw's Lair). With more
    than two players, a move to a battlefield the unit may not go to (a combat of two other players, a
    teammate's battlefield: 442.2.a-b [R3]) recalls it instead (442.2.c)."""
    if o.zone != BOARD or o.location == dest or o.attached_to is not None:
        return False  # 718.5.c [R3]: "Attached cards cannot be moved separately from the Top-Most Card"
    if forbidden(game, "move", obj=o, origin=o.location, dest=dest):
        return False
    from .seats import invalid_destination

    if invalid_destination(game, o.controller, dest):
        return recall(game, o, source)
    origin = o.location
    o.location, o.base_of = dest, None
    for att in game.objects.values():
        if att.attached_to == o.uid:
            att.location, att.base_of = dest, None
    game.emit("move", object=game.alias_of(o.uid), player=by, source=source, standard=standard or None,
              **{"from": origin, "to": dest})
    if game.is_bf(dest) and game.bf(dest).controller != o.controller:
        game.bf(dest).contested_by = game.bf(dest).contested_by or o.controller
    return True


def recall(game: "Game", o: "Obj", source: str | None = None) -> bool:
    """Rules 449-453 [R3]: relocate to base - its controller's (450; 323.7: a permanent in another player's
    base is recalled from there); not a move; state unaffected."""
    if o.zone != BOARD or (o.location == "base" and o.base_of in (None, o.controller)):
        return False
    origin = o.location
    o.location, o.base_of = "base", None
    o.attacker = o.defender = False
    for att in game.objects.values():
        if att.attached_to == o.uid:
            att.location, att.base_of = "base", None
    game.emit("recall", object=game.alias_of(o.uid), source=source, to="base", **{"from": origin})
    return True


def return_to_hand(game: "Game", o: "Obj", source: str | None = None, chooser_item: Any = None) -> bool:
    if o.zone != BOARD:
        return False
    item = chooser_item if chooser_item is not None else game.resolving_item()  # who chose it, if anyone
    ev = replace(game, {"type": "return-hand", "target": o.uid, "source": source, "item": item})
    if ev is None or ev.get("type") != "return-hand":
        return False
    alias = game.alias_of(o.uid)
    change_zone(game, o, "hand")
    game.emit("return", object=alias, source=source)
    return True


# ---- states ---------------------------------------------------------------------------------
def ready(game: "Game", o: "Obj", source: str | None = None, by_effect: bool = True) -> bool:
    """Rule 415: readying a ready object does nothing (415.1.c)."""
    if not o.exhausted:
        return False
    if by_effect and forbidden(game, "ready", obj=o):
        return False
    o.exhausted = False
    game.emit("ready", object=game.alias_of(o.uid), source=source)
    return True


def exhaust(game: "Game", o: "Obj", source: str | None = None) -> bool:
    """Rule 414 (414.1.c)."""
    if o.exhausted:
        return False
    o.exhausted = True
    game.emit("exhaust", object=game.alias_of(o.uid), source=source)
    return True


def stun(game: "Game", o: "Obj", source: str | None = None, item: Any = None) -> bool:
    """Rule 423 (423.1.a.1: a stunned unit can't be stunned again — no stun action happens)."""
    if o.stunned or o.zone != BOARD or not is_unit(game, o):  # 423.1: stunning selects units
        return False
    if forbidden(game, "stun", obj=o):
        return False
    if item is None:
        item = game.resolving_item()  # the spell or ability stunning it (its choices: Gangplank, Naval)
    ev = replace(game, {"type": "stun", "target": o.uid, "source": source, "item": item})
    if ev is None or ev.get("type") != "stun":
        return False
    o.stunned = True
    game.emit("stun", object=game.alias_of(o.uid), source=source)
    return True


def buff(game: "Game", o: "Obj", source: str | None = None) -> bool:
    """Rules 426, 702.3.a: a unit holds at most one buff."""
    if o.buffed or o.zone != BOARD or not is_unit(game, o):  # 426.1: a buff counter is placed on a unit
        return False
    before = might(game, o)
    o.buffed = True
    game.emit("buff", object=game.alias_of(o.uid), source=source)
    after_might_change(game, o, before)  # 709: a buff can make a unit become Mighty
    return True


def max_empower(game: "Game", o: "Obj") -> int:
    return behaviour_of(o).max_empowered


def empower(game: "Game", o: "Obj", by: str | None, source: str | None = None) -> bool:
    """Rule 827/828: empowered is a status (Kayle's card text lets it stack to three)."""
    if o.empowered >= max_empower(game, o):
        return False
    o.empowered += 1
    game.emit("empower", object=game.alias_of(o.uid), player=by, source=source)
    return True


def disempower(game: "Game", o: "Obj", by: str | None, source: str | None = None) -> bool:
    """Disempower removes one empowered status (Vendetta FAQ on Kayle)."""
    if o.empowered <= 0:
        return False
    o.empowered -= 1
    game.emit("disempower", object=game.alias_of(o.uid), player=by, source=source)
    return True


def give_might(game: "Game", o: "Obj", amount: int, source: str | None, *, duration: str = "turn",
               minimum: int | None = None, item: Any = None, chosen: bool = False) -> bool:
    """Give +N/-N [M] (arithmetic layer). A decrease 'to a minimum of N' is snapshotted now
    (rule 477.3.b): if it would lower nothing, no -[M] is given at all (Gangplank + Stupefy)."""
    current = might(game, o) if o.zone == BOARD else None
    if current is None or amount == 0:  # 143.2: Might is a unit's statistic
        return False
    if amount < 0 and minimum is not None and current + amount < minimum:
        amount = -max(0, current - minimum)  # snapshot (477.3.b): no -[M] at all if already at the minimum
        if amount == 0:
            return False
    ev = {"type": "might", "target": o.uid, "amount": amount, "minimum": minimum, "source": source,
          "duration": duration, "item": item, "chosen": chosen}
    if amount < 0:
        ev = replace(game, ev)
        if ev is None:
            return False
        if ev.get("type") != "might":
            return True
    amt = ev["amount"]
    if amt < 0 and ev.get("minimum") is not None:  # a replacing event inherits the minimum (375)
        amt = -max(0, min(-amt, current - ev["minimum"]))
        if amt == 0:
            return False
    before = might(game, o)
    o.mods.append(MightMod(amt, ev.get("duration", duration), None))
    game.emit("might", object=game.alias_of(o.uid), amount=amt, source=source)
    after_might_change(game, o, before)
    return True


def after_might_change(game: "Game", o: "Obj", before: int | None) -> None:
    """Emit 'becomes' state-change events (rule 709 Mighty; Renekton's 'becomes 10 or more'): the game's
    Might watcher compares every unit's Might with the Might it last saw (``Game.watch_might``)."""
    game.watch_might()


def draw(game: "Game", player: str, n: int = 1, source: str | None = None) -> int:
    """Rule 413: draw ``n`` cards from the top of the main deck. Drawing from an empty main deck burns
    the player out first (413.4, 431.2): the trash is recycled into the deck and an opponent gains a
    point, then the draw goes on. If the deck is still empty, the next attempt burns out again (431.3),
    and so on until an opponent wins; a point gained after the first burn out of the sequence wins at
    once (431.3.b), the first one at the next cleanup (472 [R4]). A draw in a game that is over stops."""
    from .resources import burn_out

    pl = game.players[player]
    drawn = 0
    burned = 0
    for _ in range(n):
        while not pl.deck and game.winner is None:
            burn_out(game, player, win_at_once=burned > 0)
            burned += 1
        if game.winner is not None:
            break
        o = game.objects[pl.deck[0]]
        change_zone(game, o, "hand")
        drawn += 1
        game.emit("draw", player=player, object=game.alias_of(o.uid), source=source)  # one event per card
    return drawn


def discard(game: "Game", o: "Obj", source: str | None = None) -> None:
    """Rule 422.1: a card goes from its owner's hand directly to their trash."""
    player = o.owner
    change_zone(game, o, "trash")
    game.emit("discard", player=player, object=game.alias_of(o.uid), source=source)


def discard_n(game: "Game", player: str, n: int, source: str | None = None) -> int:
    """'Discard N' as an effect (422.4): discard as many as possible; the player chooses which (422.1.a,
    ``choose-card`` while more cards remain than must go). Returns how many were discarded (0 = the
    instruction did nothing)."""
    hand = game.players[player].hand
    done = 0
    while done < n and hand:
        if len(hand) > n - done:
            pick = game.obj(game.ask("choose-card", player, [game.alias_of(u) for u in hand],
                                     f"discard {n - done} (choose one)"))
        else:
            pick = game.objects[hand[0]]
        discard(game, pick, source)
        done += 1
    return done


def double_might(game: "Game", o: "Obj", source: str | None, *, duration: str = "turn", item: Any = None) -> bool:
    """Rule 432: doubling gives an increase equal to the current value, fixed for the effect's duration
    (432.1.a: it does not follow later changes). Might below 0 counts as 0 (143.2.b), so nothing is added."""
    if o.zone != BOARD:
        return False
    return give_might(game, o, max(0, might(game, o) or 0), source, duration=duration, item=item, chosen=True)


def recycle(game: "Game", o: "Obj", source: str | None = None) -> None:
    """Put a card on the bottom of its owner's main deck."""
    change_zone(game, o, "deck")
    game.emit("recycle", object=game.alias_of(o.uid), player=o.owner, source=source)


def attach(game: "Game", gear: "Obj", unit: "Obj", by: str | None) -> bool:
    """Rules 434.1: attach a gear to a unit (its location becomes the unit's; not a move, 434.4.a)."""
    if gear.zone != BOARD or unit.zone != BOARD or gear.attached_to == unit.uid:
        return False  # 434.1.g
    if gear.attached_to is not None:
        detach(game, gear)
    gear.attached_to = unit.uid
    gear.location = unit.location
    game.emit("attach", object=game.alias_of(gear.uid), to=game.alias_of(unit.uid), player=by)
    behaviour_of(gear).as_attached(game, gear, unit)  # "as this is attached" follows the attach (FAQ)
    return True


def detach(game: "Game", gear: "Obj") -> bool:
    """Rule 435: the gear stops being attached; effects that last "as long as this is attached" end."""
    unit_uid = gear.attached_to
    if unit_uid is None:
        return False
    unit = game.objects[unit_uid]
    if unit.copy_of is not None and unit.copy_of.get("source") == gear.uid:
        unit.copy_of = None
    gear.data.pop("text_of", None)
    gear.attached_to = None
    game.emit("detach", object=game.alias_of(gear.uid), **{"from": game.alias_of(unit_uid)})
    return True


def replace_with_token(game: "Game", o: "Obj", token_id: str, by: str, source: str | None = None) -> bool:
    """Rule 438: create a token in the place of a permanent, without playing it, inheriting its statuses
    and effects (438.1); the replaced object goes to its owner's banishment (438.5) without being banished
    (438.4) - a replaced token ceases to exist there (438.6). The new token is owned and controlled by the
    player who creates it (439.4, 439.4.a)."""
    if o.zone != BOARD:
        return False
    tok = game.new_obj(token_id, by, BOARD, controller=by, location=o.location, token=True)
    tok.exhausted, tok.damage, tok.stunned, tok.buffed = o.exhausted, o.damage, o.stunned, o.buffed
    tok.empowered, tok.mods, tok.granted = o.empowered, list(o.mods), list(o.granted)
    tok.base_might_set = o.base_might_set
    where = o.location
    change_zone(game, o, "banishment", defer_cease=True)
    o.data["replaced"] = True  # 438.5.a: replaced, not banished
    game.emit("create", object=tok.card_id, player=by, to=where, source=source)
    cease(game, o)
    return True


def gain_control(game: "Game", o: "Obj", player: str, source: str | None = None) -> bool:
    if o.controller == player:
        return False
    if o.zone == BOARD and o.location == "base" and o.base_of is None:
        o.base_of = o.controller  # it stays in the base it is in until a cleanup recalls it (323.7 [R3])
    o.controller = player
    game.emit("gain-control", object=game.alias_of(o.uid), player=player, source=source)
    if o.zone == BOARD and game.is_bf(o.location) and game.bf(o.location).controller != player:
        game.bf(o.location).contested_by = player  # a combat or a conquest follows (Hostile Takeover)
    return True


def predict(game: "Game", player: str, source: str | None = None) -> None:
    """Predict: look at the top card of your main deck; you may recycle it."""
    pl = game.players[player]
    if not pl.deck:
        return
    top = game.objects[pl.deck[0]]
    if game.may(player, f"Predict: recycle {game.alias_of(top.uid)}?"):
        recycle(game, top, source)


def is_unit(game: "Game", o: "Obj") -> bool:
    return "Unit" in card_types(game, o)

