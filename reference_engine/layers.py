"""Might and keywords through the layers (rules 473-477 [R4]; 468-472 [R3]).

1. Trait-altering layer: base Might (printed, or set by an effect such as Dragon Form: 472.1.a.1).
2. Ability-altering layer: keywords, incl. granted ones (Cleave's Assault) and dependent keywords
   whose condition holds (827/828 Empowered, rule 727).
Within a layer, effects apply in timestamp order (475.3 [R3]): a base Might set and a copy effect.
3. Arithmetic layer: all increases before all decreases (judge ruling on Master Yi + Leona); passive
   decreases "to a minimum of N" are applied last, never taking Might below N. Decreases from
   resolved effects were snapshotted when applied (rule 477.3.b) and are plain numbers here.

Units off the board are evaluated by printed Might (rule 711).
"""
from __future__ import annotations

import re
from typing import TYPE_CHECKING

from .behaviour import Card, behaviour_of, card_data, identity, might_bonus_of, printed_keywords
from .state import BOARD

if TYPE_CHECKING:
    from .game import Game
    from .state import Obj


def printed_might(o: "Obj") -> int | None:
    """Printed (or copied) Might: the copyable trait (FAQ: Might is copyable)."""
    card_id, vanilla = identity(o)
    if vanilla is not None:  # a vanilla spell or gear has no Might (observed null, docs/case-format.md section 6)
        return None if vanilla.get("might") is None else int(vanilla["might"])
    m = card_data(card_id).get("might")
    return None if m is None else int(m)


def timestamp(game: "Game") -> int:
    """A new timestamp (rule 475.1 [R3]): effects compare when they began applying, nothing more."""
    game.timestamps = getattr(game, "timestamps", 0) + 1
    return game.timestamps


def base_might(o: "Obj") -> int | None:
    """Trait layer: the base Might after 'becomes' effects and copy effects, applied in timestamp order
    (475.3 [R3]): a base Might set after the object became a copy wins; a copy effect that began later
    replaces the Might trait with the copied one (472.1.b.1)."""
    if o.base_might_set is not None:
        set_at = o.base_might_set[2] if len(o.base_might_set) > 2 else 0
        if o.copy_of is None or set_at >= int(o.copy_of.get("timestamp", 0)):
            return o.base_might_set[0]
    return printed_might(o)


def keywords(game: "Game", o: "Obj") -> list[str]:
    """Ability layer: printed and dependent keywords of the behaviour, plus granted ones (801.3.a), minus
    those an effect removed (801.3.b)."""
    if o.zone != BOARD:
        return printed_keywords(o)
    memo = game._keywords_of
    if memo:
        if memo[0] is o:
            return list(memo[1])
    kws = list(behaviour_of(o).keywords(game, o))
    kws += [k for k, _ in o.granted]
    ref = o.ref
    lost = {e.data["keyword"] for e in game.effects if e.kind == "lose-keyword" and e.target == ref}
    if lost:
        kws = [k for k in kws if k.split(" ")[0] not in lost]  # 801.3.b: an effect removed it
    if memo is not None:
        game._keywords_of = (o, list(kws))
    return kws


def open_keywords_pass(game: "Game") -> None:
    """Begin reading one object's keywords several times over one unchanged state (``triggers.check_triggers``
    gathering an object's keyword triggers): :func:`keywords` computes them once, until
    :func:`close_keywords_pass`. The caller guarantees that nothing changes the game in between."""
    game._keywords_of = ()


def close_keywords_pass(game: "Game") -> None:
    game._keywords_of = None


def keyword_value(game: "Game", o: "Obj", name: str) -> int:
    """Sum of the values of every instance of a valued keyword (Assault 2, Deflect 3; bare = 1)."""
    total = 0
    for k in keywords(game, o):
        m = re.fullmatch(rf"{name}(?: (\d+))?", k)
        if m:
            total += int(m.group(1) or 1)
    return total


def has_keyword(game: "Game", o: "Obj", name: str) -> bool:
    return any(k == name or k.startswith(name + " ") for k in keywords(game, o))


def might(game: "Game", o: "Obj") -> int | None:
    """Current Might (rule 710); arithmetic layer with increases before decreases."""
    base = base_might(o)
    if base is None or o.zone != BOARD:
        return base
    incs, decs, floors = 0, 0, []
    for m in o.mods:
        if m.amount >= 0:
            incs += m.amount
        else:
            decs += m.amount
    if o.buffed:
        incs += 1  # rule 703
    if o.attacker:
        incs += keyword_value(game, o, "Assault")  # rule 807
    if o.defender:
        incs += keyword_value(game, o, "Shield")  # rule 814.1.c: "While I am a defender, I have +X [M]."
    gear, sources = _sources(game)
    for g in gear:
        if g.attached_to == o.uid:
            incs += might_bonus_of(g)  # 434.1.d
    for src, beh in sources:
        bonus = beh.might_bonus(game, src, o)
        if isinstance(bonus, tuple):
            floors.append(bonus)
        elif bonus >= 0:
            incs += bonus
        else:
            decs += bonus
    total = base + incs + decs
    for amount, floor in floors:
        total = max(total + amount, min(total, floor))
    return total


def _sources(game: "Game") -> tuple[list["Obj"], list[tuple["Obj", Card]]]:
    """What gives units Might beside their own modifications: the gear on the board attached to something
    (434.1.d), and the objects whose text has a passive Might ability (board, battlefields, legends, in
    that order: the order the "to a minimum of N" decreases apply in). An object whose behaviour does not
    override ``Card.might_bonus``, or says it gives no Might (``Card.gives_might``), gives no unit anything
    (its bonus is 0) and is left out. Within a Might pass (:func:`open_might_pass`) the lists are read once
    for every unit."""
    memo = game._might_sources
    if memo is not None:
        return memo
    board: list["Obj"] = []
    legends: list["Obj"] = []
    for o in list(game.objects.values()):  # one pass: the board and the legends (zone 'legend')
        if o.zone == BOARD:
            board.append(o)
        elif o.zone == "legend":
            legends.append(o)
    gear = [g for g in board if g.attached_to is not None]
    sources = []
    for src in board + game.battlefield_objs() + legends:
        beh = behaviour_of(src)
        if beh.gives_might and type(beh).might_bonus is not Card.might_bonus:
            sources.append((src, beh))
    return gear, sources


def open_might_pass(game: "Game") -> None:
    """Begin computing the Might of several units over one unchanged state (``Game.watch_might``,
    ``observe``): the sources of passive Might (:func:`_sources`) are read once for them all, until
    :func:`close_might_pass`. The caller guarantees that nothing but Might reads happens in between (it
    closes the pass before running anything else, such as triggers)."""
    game._might_sources = None
    game._might_sources = _sources(game)


def close_might_pass(game: "Game") -> None:
    game._might_sources = None


MIGHTY = 5  # rule 708 [R4]: a unit "is Mighty" as long as its Might is 5 or greater


def became_mighty(before: int, after: int) -> bool:
    """Rule 709 [R4]: a unit "becomes Mighty" at the moment its Might changes from less than 5 to 5 or greater
    (the ``before`` and ``after`` of a ``might-changed`` event, ``Game.watch_might``)."""
    return before < MIGHTY <= after
