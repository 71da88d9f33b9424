"""Choices (rules 352 [R3] "choose", 757-758 targeting; the decision policy of docs/case-format.md
section 9): choices given by a step, choices a triggered ability's controller makes as it goes on the
chain (targets, modes, "any number of"), the candidates for a choice, and the 'choose' events that
"when you choose" abilities see."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .game import IllegalAction
from .instructions import choice_legal
from .state import ChainItem

if TYPE_CHECKING:
    from .game import Game


def resolve_choices(game: "Game", specs: list[Any], raw: list[Any], player: str, item: ChainItem | None) -> list[Any]:
    """Map a step's ``targets`` (aliases in text order) to refs, checking each is a legal choice."""
    values: list[Any] = []
    raw = list(raw or [])
    if len(raw) > len(specs):
        raise IllegalAction(f"{len(raw)} choices given, the card makes {len(specs)}")
    raw += [None] * (len(specs) - len(raw))
    for spec, alias in zip(specs, raw):
        if alias is None:
            value = None
        elif spec.kind in ("battlefield", "location", "player"):
            value = alias
        else:
            value = game.obj(alias).ref
        if not choice_legal(game, spec, value, player, item):
            raise IllegalAction(f"{alias!r} is not a legal choice for '{spec.text or spec.kind}'")
        values.append(value)
    return values


def played_choices(item: ChainItem) -> list[Any]:
    """Every choice made as the item was played: its own, then each repeated execution's, which are made at the
    same time (820.2 [R3]) and so are choices of the spell too (Deflect's "for each time", "when you choose")."""
    first = item.data.get("first_targets", item.targets)  # a repeated execution in progress swaps item.targets
    return list(first) + [t for execution in item.data.get("repeat_targets") or [] for t in execution]


def event_chooses(ev: dict[str, Any], ref: Any) -> bool:
    """Whether the spell or ability behind an event ("item") chooses ``ref`` ("a spell or ability that chooses me",
    Gangplank, Naval; "a unit it chooses", Mel): the instruction says so (``chosen``), or ``ref`` is any choice made
    as the item was played, a repeated execution's included (820.2 [R3])."""
    item = ev.get("item")
    return bool(ev.get("chosen")) or (isinstance(item, ChainItem) and ref in played_choices(item))


def announce_choices(game: "Game", item: ChainItem, values: list[Any]) -> None:
    """A 'choose' event for each object chosen (Dreaming Tree, Irelia: "when you choose ...")."""
    for value in values:
        o = game.live(value) if isinstance(value, tuple) else None
        if o is not None:
            game.emit("choose", object=game.alias_of(o.uid), player=item.controller,
                      source=game.alias_of(item.source), spell=item.kind == "card" or None)


def finalize_trigger(game: "Game", item: ChainItem) -> None:
    """A triggered ability's controller makes its choices as it is finalized (decision policy, 402.1). A
    trigger with a required choice that has no legal option leaves the chain and never becomes a chain
    item (402.3 [R3]; not a counter, 402.3.a). The objects chosen are announced ('choose' events) as for a
    spell or an activated ability: "When you choose me" triggers on a triggered ability's choice too (383.4.b.2)."""
    trig = item.ability
    values = []
    if getattr(trig, "modes", None):
        used = game.objects[item.source].data.setdefault("modes_used", []) if trig.once_per_turn_modes else []
        options = [i for i in range(len(trig.modes)) if i not in used]
        if not options:
            game.chain.remove(item)
            return
        mode = game.ask("choose-mode", item.controller, options, f"{game.alias_of(item.source)}: choose one")
        item.data["mode"] = mode
        if trig.once_per_turn_modes:
            used.append(mode)
    if getattr(trig, "any_number", None) is not None:
        options = candidates(game, trig.any_number, item.controller, item)
        if options:
            picked = game.ask("choose-targets", item.controller, options, f"{game.alias_of(item.source)}: "
                              f"{trig.any_number.text or 'any number'}") or []
            if any(p not in options for p in picked):
                raise IllegalAction(f"{picked!r} are not all among {options!r}")
            item.data["many"] = [game.obj(p).ref for p in picked]
    if getattr(trig, "dynamic_targets", None) is not None:
        item.data["specs"] = trig.dynamic_targets(game, game.objects[item.source])
    specs = specs_of(item)
    for k, spec in enumerate(specs):
        options = candidates(game, spec, item.controller, item)
        if k and values and values[-1] is not None and specs[k - 1].kind == "unit" and not spec.targets \
                and spec.kind in ("location", "battlefield"):
            # the destination of the unit just chosen (Blast Cone's "move an enemy unit"): not one it may not
            # go to - a teammate's battlefield, a combat of others, units of two others (442.2, 444.2, 457.3 [R3])
            from .seats import invalid_destination
            mover = game.live(values[-1])
            options = [o for o in options if mover is None or not invalid_destination(game, mover.controller, o)]
        if not options and not spec.optional:  # 402.3: no legal choice - removed, never a chain item
            game.chain.remove(item)
            return
        if not options:  # nothing can be chosen: nothing is asked (decision policy)
            values.append(None)
            continue
        if spec.optional:
            options = options + [None]
        answer = game.ask("choose-target", item.controller, options,
                          f"{game.alias_of(item.source)}: {spec.text or 'choose a target'}")
        values.append(None if answer is None else (answer if spec.kind in ("battlefield", "location", "player")
                                                    else game.obj(answer).ref))
    item.targets = values
    item.pending = False
    # 383.4.b.2: targeting effects ("When you choose me") trigger after a spell or ability that targets is
    # finalized - a triggered ability too, once its controller has made its choices
    announce_choices(game, item, values)


def specs_of(item: ChainItem) -> list[Any]:
    """The choices an ability item makes: its chosen mode's, else its own."""
    ab = item.ability
    if "specs" in item.data:
        return list(item.data["specs"])
    mode = item.data.get("mode")
    return list(ab.modes[mode].targets) if mode is not None and getattr(ab, "modes", None) else list(ab.targets)


def candidates(game: "Game", spec: Any, chooser: str, item: ChainItem | None) -> list[Any]:
    out: list[Any] = []
    if spec.kind == "player":
        return [p for p in game.seats if choice_legal(game, spec, p, chooser, item)]
    if spec.kind in ("battlefield", "location"):
        places = ["base"] + [b.alias for b in game.battlefields] if spec.kind == "location" else \
            [b.alias for b in game.battlefields]
        return [p for p in places if choice_legal(game, spec, p, chooser, item)]
    for o in game.objects.values():
        if choice_legal(game, spec, o.ref, chooser, item):
            out.append(game.alias_of(o.uid))
    return out
