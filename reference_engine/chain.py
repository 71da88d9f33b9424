"""The chain: playing cards and abilities, priority, finalizing and resolving (rules 326-340, 349-359,
376-381, 398-399, 419, 425).

Playing a card puts it on the chain as a pending item; its choices come from the step, its costs
(totalled in ``costs.play_cost``, 356 [R3]) are paid, its legality is checked (an illegal play is undone: the step is rejected), then it is finalized —
the "finalize" meaning of *played* used by Legion, Battering Ram and Crumbling Sands (419.4.b, FAQ).
Units and gear resolve at once (337.2). Spells wait for every player to pass in sequence, then the
newest resolves (340.1), a cleanup follows (319.5) and new triggers become the newest items.
"""
from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any

from . import actions, cleanup, costs, keywords, triggers
from .behaviour import (Activated, TargetSpec, behaviour, behaviour_of, card_types, destination_problem, domains,
                        has_printed_keyword, identity, printed_cost)
from .game import IllegalAction
from .choices import announce_choices, finalize_trigger, played_choices, resolve_choices, specs_of
from .instructions import Resolution
from .seats import in_game, invalid_destination
from .state import BOARD, ChainItem

if TYPE_CHECKING:
    from .game import Game
    from .state import Obj


# ---- timing -----------------------------------------------------------------------------------
def may_act(game: "Game", player: str) -> bool:
    return game.priority == player or invited(game, player)


def invited(game: "Game", player: str) -> bool:
    """316.2.b.1 [R3], 484.8.a: in 2v2 the turn player's teammate may play spells and activate abilities when
    the turn player invites them with their own priority — a step of the teammate taken while the turn
    player holds priority. The teammate then acts with the turn player's timing (a spell without Action or
    Reaction in the turn player's main phase, too)."""
    return (game.priority == game.active and player != game.active and player in game.teammates(game.active))


def timing_ok(game: "Game", player: str, o: "Obj", reaction: bool = False) -> str | None:
    """Why ``player`` may not play ``o`` now (rules 806 Action, 813 Reaction), or None."""
    if not may_act(game, player):
        return f"{player} does not have priority"
    guest = game.priority != player  # a teammate invited to act with the turn player's priority (484.8.a)
    if guest and ("Unit" in card_types(game, o) or "Gear" in card_types(game, o)):
        return "with the turn player's priority a teammate plays only spells and abilities (316.2.b.1, 484.8.a)"
    turn_player = game.active if guest else player
    kws = keywords.timing_keywords(game, o)
    if reaction or keywords.has_reaction(game, o):  # 813; Quick-Draw has Reaction inherently (819.1.b)
        return None
    if game.chain:
        return "only Reactions can be played while the chain is open"
    if "Action" in kws:
        if game.showdown is not None or (game.active == turn_player and game.phase == "action"):
            return None
        return "Actions are played on your turn or in showdowns"
    if game.showdown is not None:
        return "this card can't be played during a showdown"
    if game.active != turn_player or game.phase != "action":
        return "only in your own action phase"
    return None


# ---- playing cards ----------------------------------------------------------------------------
def play(game: "Game", player: str, step: dict[str, Any]) -> None:
    """Rule 419 / 349-359: play a card from hand, from the trash (Flow) or from facedown (Hidden)."""
    o = game.obj(step["play"])
    pay_opts = step.get("pay", {}) or {}
    origin = o.zone
    if origin == "hand" and o.owner != player:
        raise IllegalAction("that card is not in your hand")
    if origin == "trash" and not pay_opts.get("flow"):
        raise IllegalAction("cards in the trash can't be played without an effect such as Flow")
    if origin == "trash" and o.owner != player:
        # 829.1.b [R4]: Flow is "You may play this from your trash" - not from an opponent's trash
        raise IllegalAction("that card is not in your trash (829.1.b: Flow plays from your trash)")
    if origin == "facedown" and o.controller != player:
        raise IllegalAction("you did not hide that card")
    if origin == "facedown" and not any(k.split(" ")[0] == "Hidden" for k in keywords.timing_keywords(game, o)):
        raise IllegalAction("only a card with Hidden is played from facedown (811.1.b: Hidden says \"you may play this\")")
    if origin == "facedown" and o.data.get("hidden_turn") == game.turn_counter:
        raise IllegalAction("a hidden card can be played beginning on the next turn (811.1.b)")
    if origin not in ("hand", "trash", "facedown"):
        raise IllegalAction(f"can't play a card from {origin}")
    # 811.6: a hidden card has Reaction; 822.1.b: Ambush has it while played to a battlefield where you control units
    ambush = keywords.ambush_permits(game, o, player, step.get("to"))
    why = timing_ok(game, player, o, reaction=origin == "facedown" or ambush)
    if why:
        raise IllegalAction(why)
    if actions.forbidden(game, "play-card", obj=o, player=player):
        raise IllegalAction("an effect forbids playing that card (e.g. a named card)")
    beh = behaviour_of(o)
    types = card_types(game, o)
    hidden_from = o.location if origin == "facedown" else None
    item = ChainItem("card", player, o.uid, data={"from": origin, "hidden_at": hidden_from,
                                                   "repeat": int(pay_opts.get("repeat", 0) or 0)})
    specs = list(beh.targets)
    if hidden_from:
        item.data["hidden_at"] = hidden_from
    item.targets = resolve_choices(game, specs, step.get("targets"), player, item)
    extra = step.get("repeat_targets") or []
    if len(extra) > item.data["repeat"]:
        raise IllegalAction(f"choices for {len(extra)} repeated execution(s), {item.data['repeat']} paid")
    # 820.2.a: each repeated execution's choices are made as the spell is played, and may differ
    item.data["repeat_targets"] = [resolve_choices(game, specs, t, player, item) for t in extra]
    why = repeated_choices_problem(game, beh, item, player)
    if why:
        raise IllegalAction(why)
    if step.get("name") is not None:
        item.data["name"] = step["name"]
    if step.get("mode") is not None:
        item.data["mode"] = step["mode"]
    # pending item on the chain (329)
    if not game.chain:
        game.chain_opened_by_trigger = False
    actions.change_zone(game, o, "chain")
    o.controller = player
    game.chain.append(item)
    destination = None
    if "Unit" in types or "Gear" in types:
        # a permanent played from facedown is played where it was hidden unless the step says otherwise
        if hidden_from and step.get("to") not in (None, hidden_from):  # 811.1.d.1: gear included (811.1.d.1.a)
            raise IllegalAction("a hidden permanent must be played to the battlefield where it was hidden (811.1.d.1)")
        # the location is chosen before the total cost is determined (355 then 356 [R3]): a battlefield's
        # additional cost (Dragon Roost) is part of that total
        destination = play_destination(game, player, o, step.get("to") or hidden_from, pay_opts, hidden_from, item)
        item.data["to"] = destination
        if "Unit" in types and pay_opts.get("accelerate") and has_printed_keyword(o, "Accelerate"):
            item.data["accelerated"] = True
    costs.pay(game, player, costs.play_cost(game, player, o, item, pay_opts, origin))
    if item.data.get("flow"):
        leave_instead(game, o, "banishment", game.alias_of(o.uid))  # 829.1.b: "Then banish it."
    finalize(game, item)
    showdown = game.showdown
    if destination is not None:
        enter_board(game, item)
    game.priority = player
    game.passes = 0
    run_tasks(game)
    if destination is not None and not game.chain and showdown is not None and game.showdown is showdown \
            and not (showdown.closing or showdown.controlled):
        # 337.1.c.1.a: a unit or gear resolves as it is finalized; with the chain empty during a showdown,
        # the next player in turn order gains focus (and priority)
        showdown.focus = game.next_player(showdown.focus)
        showdown.focus_passes = 0
        game.priority = showdown.focus


def repeated_choices_problem(game: "Game", beh: Any, item: ChainItem, player: str) -> str | None:
    """Choices that are only illegal together (457.3 [R3]: a unit and a destination it may not move to; "at the
    same location"), checked for the first execution and for each repeated execution's own choices, which are
    made as the spell is played too (820.2.a)."""
    first = item.targets
    try:
        for targets in [first, *item.data.get("repeat_targets", [])]:
            item.targets = targets
            why = beh.choices_problem(game, item, player)
            if why:
                return why
    finally:
        item.targets = first
    return None


def play_destination(game: "Game", player: str, o: "Obj", to: str | None, pay_opts: dict[str, Any],
                     hidden_from: str | None = None, item: ChainItem | None = None) -> str:
    """Where a permanent is played (rules 054, 369.3; FAQ on Temporal Breach/Dragon Roost/Grimwyrm). A
    battlefield's optional additional cost chosen for it (Dragon Roost) is recorded on ``item`` as
    ``location_cost``: ``costs.play_cost`` adds it to the total cost, before the discounts (356.2, 356.4.f [R3])."""
    dest = to or "base"
    if "Gear" in card_types(game, o) and "Unit" not in card_types(game, o):
        if dest not in ("base", hidden_from):
            raise IllegalAction("gear can only be played to a player's base (148.1.a.1, 149.2)")
        # 811.1.d.1.a [R4]: a hidden gear is played to its battlefield; unattached there, the next cleanup
        # recalls it (452.1 [R3], 323.7 [R3])
        return hidden_from if hidden_from and dest == hidden_from else "base"
    enters = behaviour_of(o).enters_at(game, o, player)
    if enters is not None:
        return enters  # a replacement of where it enters gets around play-location restrictions (FAQ, Baron)
    permitted = None
    if pay_opts.get("additional") and behaviour_of(o).additional_cost:
        pay_opts = {**pay_opts, "additional": False}  # the card's own optional cost (paid in costs.play_cost)
    if pay_opts.get("additional"):
        for b in game.battlefield_objs():
            permitted = behaviour_of(b).permits(game, b, "play-additional", obj=o, player=player) or permitted
        if permitted is None:
            raise IllegalAction("no additional cost to pay")
        if item is not None:
            item.data["location_cost"] = costs.parse(permitted["cost"], domains(o))
        # Competing positive requirements: the player picks one (FAQ, Temporal Breach + Dragon Roost).
        dest = to or permitted["to"]
    check_play_location(game, player, o, dest, permitted["to"] if permitted else None)
    return dest


def optional_location_cost(game: "Game", player: str, o: "Obj", dest: str) -> tuple[str, costs.Cost]:
    """A permanent played by an effect may still pay a battlefield's optional additional cost (Dragon
    Roost: ``pay-cost``); with two competing locations the player picks one (``choose-location``; FAQ).
    Returns the location and the additional cost chosen, which is added to the card's total cost and paid with
    it: a pending discount reduces it too (356.2, 356.4.f [R3]). It is offered when that total can be paid
    (decision policy, section 9)."""
    total = costs.Cost()
    for b in game.battlefield_objs():
        permitted = behaviour_of(b).permits(game, b, "play-additional", obj=o, player=player)
        if not permitted:
            continue
        extra = costs.parse(permitted["cost"], domains(o))
        if not costs.payable_with_discounts(game, player, total + extra) or not game.ask(
                "pay-cost", player, [True, False], f"pay {permitted['cost']} for {b.alias}?"):
            continue
        total = total + extra
        if permitted["to"] != dest:
            dest = game.ask("choose-location", player, [dest, permitted["to"]], "play it where?")
    return dest, total


def check_play_location(game: "Game", player: str, o: "Obj", dest: str, permitted: str | None = None) -> None:
    """Units are played to their controller's base or a battlefield they control, unless an effect
    permits another battlefield; any "can't"/"only" restriction wins over a permission (054)."""
    if dest != "base" and not game.is_bf(dest):
        raise IllegalAction(f"unknown location {dest!r}")
    why = behaviour_of(o).play_restriction(game, o, player, dest)
    if why:
        raise IllegalAction(why)
    if dest != "base" and actions.forbidden(game, "play-unit", obj=o, player=player, dest=dest):
        raise IllegalAction(f"units can't be played to {dest}")
    if dest != "base" and game.bf(dest).controller != player and dest != permitted \
            and not keywords.ambush_permits(game, o, player, dest):  # 822.1.b, 822.3
        raise IllegalAction(f"{player} can only play units to their base or a battlefield they control")
    why = invalid_destination(game, player, dest) if dest != "base" else None
    if why:  # 457.2 [R3]: not to a battlefield with a combat the player is not in
        raise IllegalAction(why)


def finalize(game: "Game", item: ChainItem) -> None:
    """Rules 329.3, 359: the item is no longer pending; a card is now *played* (finalize meaning)."""
    item.pending = False
    item.finalized_by = item.controller
    if item.kind == "card":
        o = game.objects[item.source]
        # "incarnation": the object played (rule 124 [R4]: a card played again is a new object - Crumbling Sands)
        game.players[item.controller].played_this_turn.append(
            {"uid": o.uid, "incarnation": o.incarnation, "types": card_types(game, o), "token": o.token})
        game.emit("play", object=game.alias_of(o.uid), player=item.controller)
    announce_choices(game, item, played_choices(item))  # a repeated execution's too: "when you choose" triggers


def enter_board(game: "Game", item: ChainItem) -> None:
    """Rule 337.2 / 359.2: a finalized permanent resolves at once and enters the board."""
    game.chain.remove(item)
    o = game.objects[item.source]
    types = card_types(game, o)
    actions.change_zone(game, o, BOARD, location=item.data["to"])
    o.controller = item.controller
    o.exhausted = "Unit" in types and not item.data.get("accelerated") \
        and not behaviour_of(o).enters_ready(game, o, item.controller)  # 143.4; Accelerate 805; card text (002)
    if item.data.get("paid_additional"):
        o.data["paid_additional"] = True
    if item.data.get("hidden_at"):
        o.data["played_from_hidden_at"] = item.data["hidden_at"]  # 811.1.d.2: its play effects choose there
    game.emit("enter", object=game.alias_of(o.uid), player=item.controller, to=o.location)
    game.players[item.controller].resolved_this_turn += 1
    game.emit("resolve", object=game.alias_of(o.uid), player=item.controller, card=True)


def put_onto_board(game: "Game", o: "Obj", player: str, to: str, accelerated: bool = False,
                   paid_additional: bool = False) -> None:
    """A permanent played by an effect (419.3, a limited play): it is finalized — so it counts as played —
    and resolves onto the board at ``to`` at once (337.2); ``paid_additional``: its own optional additional
    cost was paid (356.1.b.3 [R3])."""
    actions.change_zone(game, o, "chain")
    item = ChainItem("card", player, o.uid, data={"to": to, "accelerated": accelerated,
                                                  "paid_additional": paid_additional})
    game.chain.append(item)
    finalize(game, item)
    enter_board(game, item)


def activate(game: "Game", player: str, step: dict[str, Any]) -> None:
    """Rules 376-381, 398: activate an activated ability of a permanent or legend you control."""
    o = game.obj(step["activate"])
    abilities = all_activated(game, o)
    idx = int(step.get("ability", 0))
    if idx >= len(abilities):
        raise IllegalAction(f"{step['activate']} has no activated ability {idx}")
    ab = abilities[idx]
    if o.attached_to is not None:
        raise IllegalAction("an attached card's rules text is inactive: its abilities can't be activated (434.1.e, 721.2)")
    if o.controller != player:
        raise IllegalAction("you don't control that")
    why = ability_timing(game, player, ab)
    if why:
        raise IllegalAction(why)
    if ab.condition is not None and not ab.condition(game, o):
        raise IllegalAction("the ability's condition is not met")
    if ab.once_per_turn:
        instance = getattr(ab, "instance", None) or (o.copy_of["instance"] if o.copy_of else "printed")
        key = f"{idx}:{instance}"
        used = o.data.setdefault("used_this_turn", [])
        if key in used:
            raise IllegalAction("that ability can be used only once per turn")
        used.append(key)
    item = ChainItem("ability", player, o.uid, ability=ab, data={"source_incarnation": o.incarnation})  # rule 124 [R4]
    item.targets = resolve_choices(game, ab.targets, step.get("targets"), player, item)
    why = destination_problem(game, list(ab.targets), item.targets)  # 442.2, 457.3 [R3]: Yasuo's move
    if not why and ab.choices_problem is not None:
        why = ab.choices_problem(game, item)
    if why:
        raise IllegalAction(why)
    if ab.exhaust and o.exhausted:
        raise IllegalAction("already exhausted")
    # 809.1.c: Deflect taxes an opponent's abilities that choose the unit too (Heisho's exemption as well)
    costs.pay(game, player, costs.Cost(ab.energy, list(ab.power)) + costs.deflect_cost(game, player, item))
    if ab.exhaust:
        actions.exhaust(game, o)
    if ab.extra_cost is not None and ab.extra_cost(game, o, item) is False:
        raise IllegalAction("can't pay the ability's cost")
    game.chain.append(item)
    finalize(game, item)
    game.priority = player
    game.passes = 0
    if ab.resolves_immediately:
        resolve_top(game)
    run_tasks(game)


def ability_timing(game: "Game", player: str, ab: Activated) -> str | None:
    """Why ``player`` may not activate ``ab`` now, or None. By default an activated ability is used on its
    controller's turn, in their main phase, in a neutral open state (381, 150.2 [R3]); in a showdown only
    with [Action] or [Reaction] (308.1.a [R3], 806.1.b: then on any turn); in a closed state only with
    [Reaction] (309.1.a [R3], 813.1.c: on any turn). In 2v2 a teammate invited with the turn player's
    priority activates with the turn player's timing (484.8.a)."""
    if not may_act(game, player):
        return f"{player} does not have priority"
    turn_player = game.active if game.priority != player else player
    if ab.reaction:
        return None
    if game.chain:
        return "only [Reaction] abilities can be activated while the chain is open (309.1.a)"
    if game.showdown is not None:
        return None if ab.action else "only [Action] or [Reaction] abilities can be activated in a showdown (308.1.a, 150.2)"
    if game.active != turn_player or game.phase != "action":
        return "activated abilities are used in your own main phase (rule 381)"
    return None


def all_activated(game: "Game", o: "Obj") -> list[Activated]:
    """Printed activated abilities, then Equip (818.1.c.2: "[Cost]: Attach this gear to a unit you
    control."; one per instance, 818.4), then a vanilla object's Empower, then gained ones."""
    out = list(behaviour_of(o).activated())
    def attach(r: Any) -> None:
        r.instruction(lambda: actions.attach(r.game, r.source, r.target(0), r.controller), uses=(0,))

    for c in costs.keyword_costs(o, "Equip"):  # 818.4: each instance is an ability of its own
        out.append(Activated(energy=c.energy, power=c.power, resolve=attach, text="[Equip]",
                             targets=[TargetSpec("unit", lambda g, u, p, i: u.controller == p, text="a unit you control")]))
    # 827.1.c.1 [R4] on a vanilla object (a printed card's Empower is in its own module); each instance is an
    # ability of its own (827.3)
    for c in costs.keyword_costs(o, "Empower") if identity(o)[1] is not None else []:
        out.append(Activated(energy=c.energy, power=c.power, text="[Empower]", condition=lambda g, me: not me.empowered,
                             resolve=lambda r: r.instruction(lambda: actions.empower(r.game, r.source, r.controller,
                                                                                     r.source_alias))))
    return out + behaviour_of(o).gained_abilities(game, o) + appended_abilities(game, o)


def appended_abilities(game: "Game", o: "Obj") -> list[Activated]:
    """Activated abilities in the effect text of the cards attached to ``o``, appended to its rules text (718.3,
    719.1). Each attachment is a new instance of the ability (Vendetta FAQ:
    Svellsongur's copy of an ability is "refreshed" when it is detached and reattached)."""
    out: list[Activated] = []
    attached = [g for g in game.objects.values() if g.attached_to == o.uid and g.zone == BOARD and g.data.get("text_of")]
    for g in attached:
        for ab in behaviour(g.data["text_of"]).activated():
            ab = copy.copy(ab)
            ab.instance = f"{g.uid}:{g.data.get('text_instance', 0)}"  # type: ignore[attr-defined]
            out.append(ab)
    return out


# ---- passing and resolving --------------------------------------------------------------------
def pass_priority(game: "Game", player: str) -> None:
    """Rules 339, 347-348: pass priority to the next player in turn order (338.1.c.1, 312.2.d); when every
    player has passed in sequence the newest item resolves (339.1); in an open showdown, focus passes around
    the table and the showdown closes once every player has passed it in sequence (347.3.a, 347.4)."""
    if game.priority != player:
        raise IllegalAction(f"{player} does not have priority")
    if game.chain:
        game.passes += 1
        if game.passes >= len(in_game(game)):
            game.passes = 0
            showdown_before = game.showdown
            resolve_top(game)
            run_tasks(game)
            if not game.chain:
                from . import combat

                if game.showdown is not None and game.showdown is showdown_before:
                    combat.chain_emptied(game)  # 346: a showdown that began meanwhile keeps its focus
                game.chain_opened_by_trigger = False
        else:
            game.priority = game.next_player(player)
        return
    if game.showdown is not None:
        from . import combat

        combat.pass_focus(game, player)
        return
    raise IllegalAction("nothing to pass: the turn is in a neutral open state (use advance)")


def resolve_top(game: "Game") -> None:
    """Rule 340.1: the newest finalized item resolves in its entirety (meanwhile ``Game.resolving_item``)."""
    item = game.chain[-1]
    game.resolving.append(item)
    try:
        _resolve(game, item)
    finally:
        game.resolving.pop()


def _resolve(game: "Game", item: ChainItem) -> None:
    o = game.objects[item.source]
    if item.kind == "ability":
        ab = item.ability
        r = Resolution(game, item, specs_of(item))
        mode = item.data.get("mode")
        if mode is not None:
            ab.modes[mode].resolve(r)
        elif ab.resolve is not None:
            ab.resolve(r)
        if item in game.chain:
            game.chain.remove(item)
        game.emit("resolve", source=game.alias_of(o.uid), player=item.controller, ability=True)
        _after_spell(game, r)
        return
    if "Spell" not in card_types(game, o):  # 359.2: a permanent resolving enters the board (a set-up chain item)
        item.data.setdefault("to", "base")
        enter_board(game, item)
        cleanup.cleanup(game)
        return
    beh = behaviour_of(o)
    r = Resolution(game, item, list(beh.targets))
    repeated = item.data.get("repeat_targets") or []
    first = item.data["first_targets"] = list(item.targets)  # still the spell's choices (820.2: played_choices)
    for execution in range(1 + int(item.data.get("repeat", 0))):
        if item not in game.chain:
            break
        if execution:
            # 820.1.d.1 [R4]: the instructions are executed again "as though the card said" them twice, and a
            # choice is checked "by the time it attempted to execute" (359.3.e.9 [R3]): a repeated execution
            # checks its choices as it begins - its own (820.2.a) or the first execution's - so a unit the first
            # execution moved away from "a battlefield" is no longer a legal choice (the Hidden Blade rulings: "the
            # repeated effect does not have a legal target, so no additional effect occurs")
            if execution <= len(repeated):
                item.targets = repeated[execution - 1]
            again = Resolution(game, item, list(beh.targets))
            try:
                beh.resolve(again)
            finally:
                item.targets = first
            r.kills += again.kills
            r.damaged += again.damaged
            continue
        beh.resolve(r)
    if item in game.chain:
        game.chain.remove(item)
        leave_chain(game, o, item, "trash")
        game.players[item.controller].resolved_this_turn += 1
        game.emit("resolve", object=game.alias_of(o.uid), player=item.controller, spell=True, card=True)
    _after_spell(game, r)


def _after_spell(game: "Game", r: Resolution) -> None:
    """'Kill a unit with a spell' (Hidden Blade rulings): a kill this spell instructed its controller
    to make, or lethal damage it dealt that kills the unit in the cleanup right after it resolves."""
    start = len(game.log)
    cleanup.cleanup(game)
    if not r.is_spell:
        return
    died_lethal = [e for e in game.log[start:] if e["type"] == "die" and e.get("cause") == "lethal"]
    lethal = [e for e in died_lethal if any(game.alias_of(u) == e["object"] for u in r.damaged)]
    if r.kills or lethal:
        game.emit("kill-with-spell", player=r.controller, source=r.source_alias)


def leave_chain(game: "Game", o: "Obj", item: ChainItem, dest: str, by_own_execution: bool = False) -> None:
    """A card leaving the chain goes to ``dest`` unless replaced (Flow, Abandon, Fizz; rule 370)."""
    from .replacement import replace

    ev = replace(game, {"type": "leave-chain", "target": o.uid, "to": dest, "item": item,
                        "own": by_own_execution})
    if ev is None:
        return
    dest = ev["to"]
    if dest == "hand":
        actions.change_zone(game, o, "hand")
        game.emit("return", object=game.alias_of(o.uid))
    elif dest == "banishment":
        actions.banish(game, o)
    elif dest == "deck":
        actions.recycle(game, o)
    else:
        actions.change_zone(game, o, "trash")


def leave_instead(game: "Game", o: "Obj", dest: str, label: str) -> None:
    """'Then banish/recycle it' on a card played from the trash: if it would leave the chain, and that
    was not instructed by its own execution, it goes to ``dest`` instead (FAQ on Flow; Fizz; Kai'Sa)."""
    from .game import Effect

    def applies(g: "Game", eff: Effect, ev: dict[str, Any]) -> bool:
        return ev["type"] == "leave-chain" and g.live(eff.target) is not None and ev["target"] == eff.target[0] \
            and not ev.get("own")

    def apply(g: "Game", eff: Effect, ev: dict[str, Any]) -> dict[str, Any]:
        return {**ev, "to": dest}

    game.effects.append(Effect("replace", game.objects[o.uid].controller or o.owner, o.uid, o.ref, "permanent",
                               {"applies": applies, "apply": apply, "label": label}))


def play_by_effect(game: "Game", player: str, o: "Obj", *, ignore_energy: bool = True, then: str | None = None,
                   label: str = "effect") -> bool:
    """Play a spell as an effect instructs (419.3): its choices are asked (``choose-targets``), its power
    cost is still paid when only the energy cost is ignored, Deflect's mandatory additional cost too (356.2.a.2,
    809.1.c), then a pending "next card" discount (356.4); it is finalized onto the chain. A card whose cost
    can't be paid even with that discount is not played (357.1); an unpayable total refuses the choices (the
    decision is asked again)."""
    beh = behaviour_of(o)
    energy, power = printed_cost(o)
    base = costs.Cost(0 if ignore_energy else energy, costs.printed_power(domains(o), power))
    if actions.forbidden(game, "play-card", obj=o, player=player) \
            or not costs.payable_with_discounts(game, player, base):
        return False  # 419.3.b: a play by an effect obeys a "can't"; 419.3.c: nothing is played
    item = ChainItem("card", player, o.uid, data={"from": o.zone})
    actions.change_zone(game, o, "chain")
    o.controller = player
    game.chain.append(item)
    if beh.targets:
        answer = game.ask("choose-targets", player, [], f"choices for {game.alias_of(o.uid)} (aliases in text order)")
        item.targets = resolve_choices(game, list(beh.targets), answer, player, item)
    costs.pay(game, player, costs.next_card_discounts(game, player, item, base + costs.deflect_cost(game, player, item)))
    if then:
        leave_instead(game, o, then, label)
    finalize(game, item)
    return True


def counter(game: "Game", target: "Obj", by: str, source: str, **extra: Any) -> bool:
    """Rule 425: a countered item does nothing and leaves the chain (to its owner's trash); it was
    not played in the resolution sense (425.1.b). Uncounterable items are negated."""
    item = next((i for i in game.chain if i.source == target.uid and i.kind == "card"), None)
    if item is None or actions.forbidden(game, "counter", item=item, obj=target):
        return False
    game.chain.remove(item)
    game.emit("counter", object=game.alias_of(target.uid), player=by, source=source)
    leave_chain(game, target, item, "trash")
    return True


def run_tasks(game: "Game") -> None:
    """Rules 334-337 (HOT FEPR): cleanups, put triggers on the chain, finalize pending items, then
    give priority to the controller of the newest item, or continue an open state."""
    from . import combat

    for _ in range(50):
        cleanup.cleanup(game)
        if triggers.flush(game):
            for item in [i for i in game.chain if i.pending]:
                finalize_trigger(game, item)
            if game.chain:  # 337.4 [R4]: the controller of the newest item gains priority
                game.priority = game.chain[-1].controller
                game.passes = 0
            continue
        if game.chain:
            game.priority = game.chain[-1].controller  # 340.4 / 337.4
            return
        combat.step(game)
        return
