"""Mutants of :mod:`mutants.rules9_c9b` continued (part 2 of 4: Smoke Screen to Up from the Deep; the file is split
to stay readable: the hunt and its results are in the docstring of :mod:`mutants.rules9_c9b`)."""
from __future__ import annotations

import dataclasses
import sys
from typing import Any

from mutants import Patcher, mutant
from mutants.rules9_c9b import CARDS, _first_target, _with_condition, _with_resolve


# ---- Smoke Screen ------------------------------------------------------------------------------------------
@mutant("c9b-smoke-screen-minus-3", rule="359.3", area="cards",
        bug="Smoke Screen gives -3 [M] ('-4 [M]')",
        kill="Smoke Screen on a 6 [M] unit; expect Might 2")
def _(p: Patcher) -> None:
    from reference_engine.cards.common import give_chosen

    def resolve(self: Any, r: Any) -> None:
        r.instruction(lambda: give_chosen(r, 0, -3, minimum=1), uses=(0,))
    p.replace(f"{CARDS}.ogn.smoke_screen:SmokeScreen.resolve", resolve)


@mutant("c9b-smoke-screen-lasts", rule="317.2.c", area="cards",
        bug="Smoke Screen's '-4 [M] this turn' lasts past the turn",
        kill="Smoke Screen on a 5 [M] unit; advance to the next turn; expect Might 5")
def _(p: Patcher) -> None:
    from reference_engine import actions

    def resolve(self: Any, r: Any) -> None:
        r.instruction(lambda: actions.give_might(r.game, r.target(0), -4, r.source_alias, minimum=1, item=r.item,
                                                 chosen=True, duration="permanent"), uses=(0,))
    p.replace(f"{CARDS}.ogn.smoke_screen:SmokeScreen.resolve", resolve)


# ---- Tideturner --------------------------------------------------------------------------------------------
@mutant("c9b-tideturner-same-location", rule="359.3", area="cards",
        bug="Tideturner may choose a unit you control at its own location ('at another location')",
        kill="Tideturner played to base; A chooses its own unit in base; expect it refused")
def _(p: Patcher) -> None:
    _first_target(p, f"{CARDS}.ogn.tideturner:Tideturner.triggers",
                  where=lambda g, o, pl, i: o.controller == pl and o.uid != i.source)


@mutant("c9b-tideturner-only-it-moves", rule="359.3", area="cards",
        bug="Tideturner moves the chosen unit to its location but stays where it is ('Move me to its location')",
        kill="Tideturner swaps with a unit at a battlefield; expect Tideturner at the battlefield")
def _(p: Patcher) -> None:
    from reference_engine import actions

    def wrap(resolve: Any) -> Any:
        def swap(r: Any) -> None:
            me, it = r.source_still(), r.target(0)
            if it is None or me is None or me.zone != "board":
                return
            mine = me.location
            r.instruction(lambda: actions.move(r.game, it, mine, r.controller, source=r.source_alias), uses=(0,))
        return swap
    _with_resolve(p, f"{CARDS}.ogn.tideturner:Tideturner.triggers", wrap)


# ---- Zhonya's Hourglass ------------------------------------------------------------------------------------
@mutant("c9b-zhonya-saves-gear", rule="740.1", area="cards",
        bug="Zhonya's Hourglass also replaces the death of a friendly gear ('If a friendly unit would die')",
        kill="A's Zhonya's and another gear of A's; the gear is killed; expect it in the trash, Zhonya's on board")
def _(p: Patcher) -> None:
    from reference_engine import seats
    from reference_engine.cards.common import kill_me_instead
    from reference_engine.replacement import Replacement

    def replacements(self: Any, game: Any, me: Any, ev: dict[str, Any]) -> list[Any]:
        if ev["type"] != "die" or me.zone != "board" or game.objects[ev["target"]].card_id == me.card_id:
            return []  # (another Hourglass's own "kill this" is left alone: no loop between two of them)
        unit = game.objects[ev["target"]]
        if not seats.friendly(game, me.controller, unit.controller):
            return []
        return [Replacement(f"zhonya:{me.uid}", me.controller, game.alias_of(me.uid),
                            lambda g, e: kill_me_instead(g, me, e))]
    p.replace(f"{CARDS}.ogn.zhonyas_hourglass:ZhonyasHourglass.replacements", replacements)


@mutant("c9b-zhonya-from-any-zone", rule="359.3", area="cards",
        bug="Zhonya's Hourglass's replacement works from the hand or the trash (only permanents on the board "
            "have effect)",
        kill="Zhonya's Hourglass in A's hand; A's unit dies; expect it in the trash",
        equivalent="replacement.gather asks only objects on the board (and battlefields, legends) for replacements, so "
                   "the Hourglass's own zone check is never reached from the hand or the trash")
def _(p: Patcher) -> None:
    from reference_engine import seats
    from reference_engine.behaviour import card_types
    from reference_engine.cards.common import kill_me_instead
    from reference_engine.replacement import Replacement

    def replacements(self: Any, game: Any, me: Any, ev: dict[str, Any]) -> list[Any]:
        if ev["type"] != "die":
            return []
        unit = game.objects[ev["target"]]
        if not seats.friendly(game, me.controller, unit.controller) or "Unit" not in card_types(game, unit):
            return []
        return [Replacement(f"zhonya:{me.uid}", me.controller, game.alias_of(me.uid),
                            lambda g, e: kill_me_instead(g, me, e))]
    p.replace(f"{CARDS}.ogn.zhonyas_hourglass:ZhonyasHourglass.replacements", replacements)


# ---- Azir, Ascendant ---------------------------------------------------------------------------------------
@mutant("c9b-azir-ascendant-any-unit", rule="359.3", area="cards",
        bug="Azir, Ascendant may choose an enemy unit to swap with ('Choose a unit you control')",
        kill="Azir, Ascendant chooses an enemy unit; expect it refused")
def _(p: Patcher) -> None:
    _first_target(p, f"{CARDS}.sfd.azir_ascendant:AzirAscendant.activated",
                  where=lambda g, o, pl, i: o.uid != i.source)


@mutant("c9b-azir-ascendant-twice-a-turn", rule="378", area="cards",
        bug="Azir, Ascendant's ability can be used twice in a turn ('Use only once per turn')",
        kill="Azir, Ascendant activated twice in a turn; expect the second refused")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.sfd.azir_ascendant:AzirAscendant.activated")
    def activated(orig: Any, self: Any, *args: Any, **kwargs: Any) -> list[Any]:
        return [dataclasses.replace(a, once_per_turn=False) for a in orig(self, *args, **kwargs)]


@mutant("c9b-azir-ascendant-attach-always", rule="354", area="cards",
        bug="Azir, Ascendant always attaches the Equipment ('you may attach one of its Equipment to me')",
        kill="Azir, Ascendant swaps with an equipped unit; A declines; expect the Equipment stays attached to it")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.sfd.azir_ascendant:AzirAscendant.activated")
    def activated(orig: Any, self: Any, *args: Any, **kwargs: Any) -> list[Any]:
        out = orig(self, *args, **kwargs)

        def forced(resolve: Any) -> Any:
            def go(r: Any) -> None:
                game = r.game
                may = game.may
                game.may = lambda player, prompt: True if "Equipment" in prompt else may(player, prompt)
                try:
                    resolve(r)
                finally:
                    del game.may
            return go
        return [dataclasses.replace(a, resolve=forced(a.resolve)) for a in out]


@mutant("c9b-azir-ascendant-only-me-moves", rule="359.3", area="cards",
        bug="Azir, Ascendant moves to the chosen unit's location but the unit stays ('and it to my original "
            "location')",
        kill="Azir, Ascendant at bf1 swaps with a unit in base; expect the unit at bf1")
def _(p: Patcher) -> None:
    from reference_engine import actions

    def swap(r: Any) -> None:
        me, it = r.source_still(), r.target(0)
        if it is None or me is None or me.zone != "board":
            return
        actions.move(r.game, me, it.location, r.controller, source=r.source_alias)  # the bug: "it" stays
        gear = [o for o in r.game.objects.values() if o.attached_to == it.uid]
        if gear and r.game.may(r.controller, "attach one of its Equipment to me?"):
            pick = gear[0] if len(gear) == 1 else r.game.obj(r.game.ask(
                "choose-card", r.controller, [r.game.alias_of(x.uid) for x in gear], "which Equipment?"))
            actions.attach(r.game, pick, me, r.controller)

    @p.wrap(f"{CARDS}.sfd.azir_ascendant:AzirAscendant.activated")
    def activated(orig: Any, self: Any, *args: Any, **kwargs: Any) -> list[Any]:
        return [dataclasses.replace(a, resolve=swap) for a in orig(self, *args, **kwargs)]


# ---- Abandoned Hall ----------------------------------------------------------------------------------------
def _abandoned_hall_go(p: Patcher, *, here: bool = True, duration: str = "turn") -> None:
    from reference_engine import actions

    def wrap(resolve: Any) -> Any:
        def go(r: Any) -> None:
            mine = r.game.units(r.source.location if here else None, r.controller)
            if mine and r.game.may(r.controller, "give a unit you control here +1 [M]?"):
                pick = mine[0]
                if len(mine) > 1:
                    pick = r.game.obj(r.game.ask("choose-card", r.controller, [r.game.alias_of(u.uid) for u in mine],
                                                 "which unit?"))
                actions.give_might(r.game, pick, 1, r.source_alias, duration=duration)
        return go
    _with_resolve(p, f"{CARDS}.unl.abandoned_hall:AbandonedHall.triggers", wrap)


@mutant("c9b-abandoned-hall-hall-controller", rule="359.3", area="cards",
        bug="Abandoned Hall: the Hall's controller, not the player who played the spell, gives +1 [M] to their unit",
        kill="B plays a spell; A controls the Hall and has a unit there; expect B's unit there +1, A's not")
def _(p: Patcher) -> None:
    def wrap(cond: Any) -> Any:
        def hall_controller(game: Any, me: Any, ev: dict[str, Any]) -> Any:
            out = cond(game, me, ev)
            return None if out is None else {}
        return hall_controller
    _with_condition(p, f"{CARDS}.unl.abandoned_hall:AbandonedHall.triggers", wrap)


@mutant("c9b-abandoned-hall-anywhere", rule="359.3", area="cards",
        bug="Abandoned Hall lets the player give +1 [M] to a unit they control anywhere ('a unit they control here')",
        kill="A plays a spell with a unit at the Hall and one in base; the unit in base is refused")
def _(p: Patcher) -> None:
    _abandoned_hall_go(p, here=False)


@mutant("c9b-abandoned-hall-lasts", rule="317.2.c", area="cards",
        bug="Abandoned Hall's '+1 [M] this turn' lasts past the turn",
        kill="trigger-abandoned-hall-countered-spell-variant-c9b-plus-one-ends-with-the-turn: on B's turn A's unit is 2")
def _(p: Patcher) -> None:
    _abandoned_hall_go(p, duration="permanent")


@mutant("c9b-abandoned-hall-always", rule="354", area="cards",
        bug="Abandoned Hall's 'they may give' is always taken",
        kill="A plays a spell with a unit at the Hall; A declines; expect no +1 [M]")
def _(p: Patcher) -> None:
    def wrap(resolve: Any) -> Any:
        def go(r: Any) -> None:
            game = r.game
            game.may = lambda player, prompt: True
            try:
                resolve(r)
            finally:
                del game.may
        return go
    _with_resolve(p, f"{CARDS}.unl.abandoned_hall:AbandonedHall.triggers", wrap)


# ---- Hwei, Brooding Painter --------------------------------------------------------------------------------
def _hwei_effect(p: Patcher, kind: str, effect: Any) -> None:
    """Replace the reflexive effect of one discarded type of Hwei's trigger."""
    def wrap(resolve: Any) -> Any:
        def go(r: Any) -> None:
            before = len(r.game.pending_triggers)
            resolve(r)
            for t in r.game.pending_triggers[before:]:
                if t.get("trigger") is not None and t["trigger"].text == kind:
                    t["trigger"] = dataclasses.replace(t["trigger"], resolve=effect)
        return go
    _with_resolve(p, f"{CARDS}.unl.hwei_brooding_painter:HweiBroodingPainter.triggers", wrap)


@mutant("c9b-hwei-gear-readies-all-runes", rule="359.3", area="cards",
        bug="Hwei, Brooding Painter's Gear branch readies every exhausted rune ('Ready up to 2 runes')",
        kill="Hwei discards a gear with 3 exhausted runes; expect 1 still exhausted")
def _(p: Patcher) -> None:
    _hwei_effect(p, "Gear", lambda rr: [x.update(exhausted=False) for x in rr.game.players[rr.controller].runes])


@mutant("c9b-hwei-gear-readies-one-rune", rule="359.3", area="cards",
        bug="Hwei, Brooding Painter's Gear branch readies 1 rune ('up to 2')",
        kill="Hwei discards a gear with 2+ exhausted runes; expect 2 readied")
def _(p: Patcher) -> None:
    _hwei_effect(p, "Gear", lambda rr: [x.update(exhausted=False) for x in
                                        [x for x in rr.game.players[rr.controller].runes if x["exhausted"]][:1]])


@mutant("c9b-hwei-spell-draws-2", rule="359.3", area="cards",
        bug="Hwei, Brooding Painter's Spell branch draws 2 ('Draw 1')",
        kill="Hwei discards a spell; expect exactly one more card drawn")
def _(p: Patcher) -> None:
    from reference_engine import actions
    _hwei_effect(p, "Spell", lambda rr: actions.draw(rr.game, rr.controller, 2, rr.source_alias))


@mutant("c9b-hwei-unit-lasts", rule="317.2.c", area="cards",
        bug="Hwei, Brooding Painter's '+3 [M] this turn' lasts past the turn",
        kill="Hwei discards a unit; advance to the next turn; expect his printed Might")
def _(p: Patcher) -> None:
    from reference_engine import actions

    def give_me_3(rr: Any) -> None:
        me = rr.source_still()
        if me is not None and me.zone == "board":
            actions.give_might(rr.game, me, 3, rr.source_alias, duration="permanent")
    _hwei_effect(p, "Unit", give_me_3)


@mutant("c9b-hwei-any-friendly-move", rule="383.1", area="cards",
        bug="Hwei, Brooding Painter triggers when any friendly unit moves ('When I move')",
        kill="another unit of A's moves; expect no Hwei trigger (no draw)")
def _(p: Patcher) -> None:
    def wrap(cond: Any) -> Any:
        def any_move(game: Any, me: Any, ev: dict[str, Any]) -> Any:
            if ev["type"] == "move" and ev.get("object") in game.aliases:
                o = game.objects[game.aliases[ev["object"]]]
                if o.controller == me.controller:
                    return {}
            return cond(game, me, ev)
        return any_move
    _with_condition(p, f"{CARDS}.unl.hwei_brooding_painter:HweiBroodingPainter.triggers", wrap)


# ---- The Academy -------------------------------------------------------------------------------------------
@mutant("c9b-academy-hold-anywhere", rule="383.1", area="cards",
        bug="The Academy triggers when its controller holds any battlefield ('When you hold here')",
        kill="A holds another battlefield; expect no Repeat granted")
def _(p: Patcher) -> None:
    def wrap(cond: Any) -> Any:
        def anywhere(game: Any, me: Any, ev: dict[str, Any]) -> Any:
            if ev["type"] == "hold":
                return {"controller": ev["player"]}
            return cond(game, me, ev)
        return anywhere
    _with_condition(p, f"{CARDS}.unl.the_academy:TheAcademy.triggers", wrap)


@mutant("c9b-academy-on-conquer", rule="383.1", area="cards",
        bug="The Academy also triggers when a player conquers it ('When you hold here')",
        kill="A conquers the Academy; expect no Repeat on A's next spell")
def _(p: Patcher) -> None:
    def wrap(cond: Any) -> Any:
        def conquer_too(game: Any, me: Any, ev: dict[str, Any]) -> Any:
            if ev["type"] == "conquer" and ev.get("object") == me.location:
                return {"controller": ev["player"]}
            return cond(game, me, ev)
        return conquer_too
    _with_condition(p, f"{CARDS}.unl.the_academy:TheAcademy.triggers", wrap)


@mutant("c9b-academy-repeat-energy-only", rule="820.1", area="cards",
        bug="The Academy's '[Repeat] equal to its base cost' counts only the spell's Energy cost, not its Power",
        kill="Academy-granted Repeat on a spell costing [1][C]; paying Repeat spends the power too")
def _(p: Patcher) -> None:
    @p.wrap("reference_engine.costs:printed_cost", everywhere=False)
    def printed_cost(orig: Any, *args: Any, **kwargs: Any) -> Any:
        energy, power = orig(*args, **kwargs)
        callers = {sys._getframe(i).f_code.co_name for i in range(1, 4)}
        return (energy, 0) if "repeat_cost" in callers else (energy, power)


# ---- Dragon Roost ------------------------------------------------------------------------------------------
@mutant("c9b-dragon-roost-one-power", rule="356.1.b", area="cards",
        bug="Dragon Roost's additional cost is [A] ('[A][A]')",
        kill="A plays a Dragon to the Roost with one power only; expect the Roost cost not offered / refused")
def _(p: Patcher) -> None:
    from reference_engine.behaviour import tags

    def permits(self: Any, game: Any, me: Any, action: str, **kw: Any) -> Any:
        if action == "play-additional" and "Dragon" in tags(kw["obj"]):
            return {"cost": "[A]", "to": me.location}
        return None
    p.replace(f"{CARDS}.ven.dragon_roost:DragonRoost.permits", permits)


# ---- Ki Barrier --------------------------------------------------------------------------------------------
def _ki_barrier(p: Patcher, left: int, duration: str = "turn") -> None:
    from reference_engine.cards.common import replacement_effect, targets_obj

    def resolve(self: Any, r: Any) -> None:
        def prevent(game: Any, eff: Any, ev: dict[str, Any]) -> dict[str, Any]:
            stop = min(eff.data["left"], ev["amount"])
            eff.data["left"] -= stop
            if eff.data["left"] <= 0:
                game.effects.remove(eff)
            return {**ev, "amount": ev["amount"] - stop}

        r.instruction(lambda: replacement_effect(
            r.game, r.controller, r.source, r.target(0), r.source_alias,
            lambda g, e, ev: ev["type"] == "damage" and targets_obj(g, e, ev) and e.data["left"] > 0, prevent,
            duration=duration, left=left), uses=(0,))
    p.replace(f"{CARDS}.ven.ki_barrier:KiBarrier.resolve", resolve)


@mutant("c9b-ki-barrier-prevents-6", rule="359.3", area="cards",
        bug="Ki Barrier prevents the next 6 damage ('the next 7')",
        kill="Ki Barrier, then 8 damage to the unit; expect 1 damage dealt")
def _(p: Patcher) -> None:
    _ki_barrier(p, 6)


@mutant("c9b-ki-barrier-prevents-8", rule="359.3", area="cards",
        bug="Ki Barrier prevents the next 8 damage ('the next 7')",
        kill="Ki Barrier, then 8 damage to the unit; expect 1 damage dealt")
def _(p: Patcher) -> None:
    _ki_barrier(p, 8)


@mutant("c9b-ki-barrier-lasts", rule="317.2.c", area="cards",
        bug="Ki Barrier's shield lasts past the turn ('this turn')",
        kill="Ki Barrier with damage left over; next turn damage the unit; expect the damage dealt")
def _(p: Patcher) -> None:
    _ki_barrier(p, 7, duration="permanent")


# ---- Up from the Deep --------------------------------------------------------------------------------------
@mutant("c9b-up-from-the-deep-one-token", rule="359.3", area="cards",
        bug="Up from the Deep plays one Tentacle token ('two 1 [M] Tentacle unit tokens')",
        kill="Up from the Deep resolves; expect two Tentacle tokens in base")
def _(p: Patcher) -> None:
    def resolve(self: Any, r: Any) -> None:
        def make() -> None:
            tok = r.game.new_obj("token-tentacle", r.controller, "board", controller=r.controller,
                                 location="base", token=True)
            tok.exhausted = True
            r.game.emit("create", object=tok.card_id, player=r.controller)
            r.game.emit("enter", object=tok.card_id, player=r.controller, to="base")
        r.instruction(make)
    p.replace(f"{CARDS}.ven.up_from_the_deep:UpFromTheDeep.resolve", resolve)
