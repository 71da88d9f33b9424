"""Mutants of :mod:`mutants.rules9_c9b` continued (part 3 of 4: the second and third rounds over the same cards;
the hunt and its results are in the docstring of :mod:`mutants.rules9_c9b`)."""
from __future__ import annotations

import dataclasses
from typing import Any

from mutants import Patcher, mutant
from mutants.rules9_c9b import CARDS, _first_target, _warden, _with_condition, _with_resolve


# ---- second round ------------------------------------------------------------------------------------------
@mutant("c9b-baited-hook-may-always", rule="354", area="cards",
        bug="Baited Hook's 'You may banish a unit from among them' is always taken when a unit qualifies",
        kill="Baited Hook with one eligible unit among the top 5; A declines; expect it recycled, not played")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ogn.baited_hook:BaitedHook.activated")
    def activated(orig: Any, self: Any, *args: Any, **kwargs: Any) -> list[Any]:
        def forced(resolve: Any) -> Any:
            def go(r: Any) -> None:
                game = r.game
                may = game.may
                game.may = lambda player, prompt: True if "banish and play" in prompt else may(player, prompt)
                try:
                    resolve(r)
                finally:
                    del game.may
            return go
        return [dataclasses.replace(a, resolve=forced(a.resolve)) for a in orig(self, *args, **kwargs)]


@mutant("c9b-kaisa-pays-energy", rule="356.1.b", area="cards",
        bug="Kai'Sa, Evolutionary's spell from the trash is played paying its Energy cost ('without paying its "
            "Energy cost')",
        kill="Kai'Sa conquers with an empty pool; the spell from the trash is still played")
def _(p: Patcher) -> None:
    from reference_engine import chain
    from reference_engine.behaviour import Trigger, card_types, printed_cost
    from reference_engine.cards.common import i_conquer

    def go(r: Any) -> None:
        g = r.game
        limit = g.players[r.controller].points - 1
        options = [g.objects[u] for u in g.players[r.controller].trash if "Spell" in card_types(g, g.objects[u])
                   and printed_cost(g.objects[u])[0] <= limit]
        if not options or not g.may(r.controller, f"{r.source_alias}: play a spell from your trash?"):
            return
        pick = options[0] if len(options) == 1 else g.obj(g.ask(
            "choose-card", r.controller, [g.alias_of(o.uid) for o in options], "which spell?"))
        chain.play_by_effect(g, r.controller, pick, ignore_energy=False, then="deck", label=r.source_alias)

    p.replace(f"{CARDS}.ogn.kaisa_evolutionary:KaisaEvolutionary.triggers", lambda self: [Trigger(i_conquer, go)])


@mutant("c9b-portal-rescue-enters-ready", rule="419.3", area="cards",
        bug="Portal Rescue's unit, played 'ignoring its cost', enters ready",
        kill="Portal Rescue on a unit (no Accelerate); expect it in base exhausted")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ogn.portal_rescue:PortalRescue.resolve")
    def resolve(orig: Any, self: Any, r: Any, *args: Any, **kwargs: Any) -> Any:
        o = r.target(0)
        out = orig(self, r, *args, **kwargs)

        def ready() -> None:
            if o is not None and o.zone == "board":
                o.exhausted = False
        r.instruction(ready)
        return out


@mutant("c9b-portal-rescue-back-where-it-was", rule="359.3", area="cards",
        bug="Portal Rescue's unit is played back to the location it was banished from, not to its owner's base",
        kill="Portal Rescue on a unit at a battlefield; expect it in base")
def _(p: Patcher) -> None:
    from reference_engine import actions
    from reference_engine.cards.common import play_permanent_by_effect

    def resolve(self: Any, r: Any) -> None:
        o = r.target(0)
        where = {"loc": o.location if o is not None else None}
        b = r.instruction(lambda: actions.banish(r.game, r.target(0), r.source_alias), uses=(0,))
        r.instruction(lambda: o is not None and o.zone == "banishment"
                      and play_permanent_by_effect(r.game, o.owner, o, where["loc"] or "base"), linked=b)
    p.replace(f"{CARDS}.ogn.portal_rescue:PortalRescue.resolve", resolve)


@mutant("c9b-smoke-screen-enemy-only", rule="359.3", area="cards",
        bug="Smoke Screen may only choose an enemy unit ('Give a unit')",
        kill="Smoke Screen on its controller's own unit is accepted")
def _(p: Patcher) -> None:
    from reference_engine.cards.common import ENEMY_UNIT
    p.replace(f"{CARDS}.ogn.smoke_screen:SmokeScreen.targets", [ENEMY_UNIT])


@mutant("c9b-tideturner-other-to-base", rule="359.3", area="cards",
        bug="Tideturner sends the chosen unit to base, not to 'my original location' (Tideturner played to a "
            "battlefield)",
        kill="Tideturner played from face down at bf1 swaps with a unit at bf2; expect the unit at bf1")
def _(p: Patcher) -> None:
    from reference_engine import actions

    def wrap(resolve: Any) -> Any:
        def swap(r: Any) -> None:
            me, it = r.source_still(), r.target(0)
            if it is None or me is None or me.zone != "board":
                return
            theirs = it.location
            r.instruction(lambda: actions.move(r.game, me, theirs, r.controller, source=r.source_alias))
            r.instruction(lambda: actions.move(r.game, it, "base", r.controller, source=r.source_alias), uses=(0,))
        return swap
    _with_resolve(p, f"{CARDS}.ogn.tideturner:Tideturner.triggers", wrap)


@mutant("c9b-tideturner-must-choose", rule="354", area="cards",
        bug="Tideturner's 'you may choose a unit you control at another location' must choose one when one exists",
        kill="move-vilemaw-lair-to-other-battlefield-variant-c9b-tideturner-chooses-none: A answers null; nothing "
             "moves")
def _(p: Patcher) -> None:
    _first_target(p, f"{CARDS}.ogn.tideturner:Tideturner.triggers", optional=False)


@mutant("c9b-zhonya-battlefields-only", rule="740.1", area="cards",
        bug="Zhonya's Hourglass saves only friendly units dying at a battlefield ('a friendly unit': in base too)",
        kill="A's unit in base is killed with Zhonya's Hourglass out; expect it saved (exhausted in base), the "
             "Hourglass in the trash")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ogn.zhonyas_hourglass:ZhonyasHourglass.replacements")
    def replacements(orig: Any, self: Any, game: Any, me: Any, ev: dict[str, Any], *args: Any, **kwargs: Any) -> Any:
        out = orig(self, game, me, ev, *args, **kwargs)
        if out and not game.is_bf(game.objects[ev["target"]].location):
            return []
        return out


@mutant("c9b-azir-ascendant-attaches-all", rule="359.3", area="cards",
        bug="Azir, Ascendant attaches every Equipment of the unit ('attach one of its Equipment to me')",
        kill="Azir, Ascendant swaps with a unit with two Equipment; expect one on Azir, the other still on the unit")
def _(p: Patcher) -> None:
    from reference_engine import actions

    def swap(r: Any) -> None:
        me, it = r.source_still(), r.target(0)
        if it is None or me is None or me.zone != "board":
            return
        mine, theirs = me.location, it.location
        actions.move(r.game, me, theirs, r.controller, source=r.source_alias)
        actions.move(r.game, it, mine, r.controller, source=r.source_alias)
        gear = [o for o in r.game.objects.values() if o.attached_to == it.uid]
        if gear and r.game.may(r.controller, "attach one of its Equipment to me?"):
            for x in gear:
                actions.attach(r.game, x, me, r.controller)

    @p.wrap(f"{CARDS}.sfd.azir_ascendant:AzirAscendant.activated")
    def activated(orig: Any, self: Any, *args: Any, **kwargs: Any) -> list[Any]:
        return [dataclasses.replace(a, resolve=swap) for a in orig(self, *args, **kwargs)]


@mutant("c9b-abandoned-hall-any-unit-here", rule="359.3", area="cards",
        bug="Abandoned Hall lets the player give +1 [M] to any unit here, another player's too ('a unit they "
            "control here')",
        kill="A plays a spell; A's and B's units at the Hall; only A's is offered (no choice asked)")
def _(p: Patcher) -> None:
    from reference_engine import actions

    def wrap(resolve: Any) -> Any:
        def go(r: Any) -> None:
            mine = r.game.units(r.source.location)
            if mine and r.game.may(r.controller, "give a unit you control here +1 [M]?"):
                pick = mine[0]
                if len(mine) > 1:
                    pick = r.game.obj(r.game.ask("choose-card", r.controller, [r.game.alias_of(u.uid) for u in mine],
                                                 "which unit?"))
                actions.give_might(r.game, pick, 1, r.source_alias)
        return go
    _with_resolve(p, f"{CARDS}.unl.abandoned_hall:AbandonedHall.triggers", wrap)


@mutant("c9b-hwei-discard-before-draw", rule="359.3", area="cards",
        bug="Hwei, Brooding Painter discards before drawing ('draw 1, then discard 1'): the drawn card can't be "
            "the one discarded",
        kill="Hwei moves with an empty hand and a spell on top of the deck; expect the drawn spell discarded")
def _(p: Patcher) -> None:
    mod = Patcher.module(f"{CARDS}.unl.hwei_brooding_painter")

    def wrap(resolve: Any) -> Any:
        def go(r: Any) -> None:
            real_draw = mod.actions.draw
            drawn: list[Any] = []

            def late_draw(game: Any, player: Any, n: int, *a: Any, **k: Any) -> Any:
                if not drawn:  # Hwei's own first draw: held back until after the discard
                    drawn.append((game, player, n, a, k))
                    return 0
                return real_draw(game, player, n, *a, **k)

            def late_discard(game: Any, o: Any, *a: Any, **k: Any) -> Any:
                out = real_discard(game, o, *a, **k)
                if drawn and drawn[0] is not None:
                    g, pl, n, aa, kk = drawn[0]
                    drawn[0] = None
                    real_draw(g, pl, n, *aa, **kk)
                return out

            real_discard = mod.actions.discard
            mod.actions.draw, mod.actions.discard = late_draw, late_discard
            try:
                resolve(r)
            finally:
                mod.actions.draw, mod.actions.discard = real_draw, real_discard
        return go
    _with_resolve(p, f"{CARDS}.unl.hwei_brooding_painter:HweiBroodingPainter.triggers", wrap)


@mutant("c9b-dragon-roost-plays-to-base", rule="359.3", area="cards",
        bug="Dragon Roost: a Dragon whose player paid [A][A] is played to their base ('they play it to this "
            "battlefield')",
        kill="A pays the Roost's [A][A] for a Dragon; expect it at the Roost")
def _(p: Patcher) -> None:
    from reference_engine.behaviour import tags

    def permits(self: Any, game: Any, me: Any, action: str, **kw: Any) -> Any:
        if action == "play-additional" and "Dragon" in tags(kw["obj"]):
            return {"cost": "[A][A]", "to": "base"}
        return None
    p.replace(f"{CARDS}.ven.dragon_roost:DragonRoost.permits", permits)


@mutant("c9b-ki-barrier-any-unit", rule="359.3", area="cards",
        bug="Ki Barrier prevents the next 7 damage dealt to any unit this turn ('dealt to it')",
        kill="Ki Barrier on one unit; damage another; expect the damage dealt")
def _(p: Patcher) -> None:
    from reference_engine.cards.common import replacement_effect

    def resolve(self: Any, r: Any) -> None:
        def prevent(game: Any, eff: Any, ev: dict[str, Any]) -> dict[str, Any]:
            stop = min(eff.data["left"], ev["amount"])
            eff.data["left"] -= stop
            if eff.data["left"] <= 0:
                game.effects.remove(eff)
            return {**ev, "amount": ev["amount"] - stop}

        r.instruction(lambda: replacement_effect(
            r.game, r.controller, r.source, r.target(0), r.source_alias,
            lambda g, e, ev: ev["type"] == "damage" and e.data["left"] > 0, prevent, left=7), uses=(0,))
    p.replace(f"{CARDS}.ven.ki_barrier:KiBarrier.resolve", resolve)


@mutant("c9b-cull-the-weak-kills-credited-to-caster", rule="411.4", area="cards",
        bug="Cull the Weak: every kill is performed by the spell's controller, not by the player killing their unit",
        kill="B's Cull the Weak; A's Immortal Phoenix in A's trash; expect no Phoenix trigger (A was instructed)")
def _(p: Patcher) -> None:
    from reference_engine import seats

    def resolve(self: Any, r: Any) -> None:
        def cull() -> None:
            for pl in seats.turn_order_from(r.game, r.game.active):
                mine = r.game.units(controller=pl)
                if not mine:
                    continue
                pick = mine[0]
                if len(mine) > 1:
                    pick = r.game.obj(r.game.ask("choose-card", pl, [r.game.alias_of(u.uid) for u in mine],
                                                 "kill one of your units"))
                r.kill(pick)
        r.instruction(cull)
    p.replace(f"{CARDS}.ogn.cull_the_weak:CullTheWeak.resolve", resolve)


@mutant("c9b-up-from-the-deep-to-opponent", rule="439.4", area="cards",
        bug="Up from the Deep's Tentacle tokens are made for the turn player, not for the spell's controller",
        kill="B plays Up from the Deep on A's turn (set up on the chain); expect the tokens in B's base")
def _(p: Patcher) -> None:
    def resolve(self: Any, r: Any) -> None:
        def make() -> None:
            who = r.game.active
            for _ in range(2):
                tok = r.game.new_obj("token-tentacle", who, "board", controller=who, location="base", token=True)
                tok.exhausted = True
                r.game.emit("create", object=tok.card_id, player=who)
                r.game.emit("enter", object=tok.card_id, player=who, to="base")
        r.instruction(make)
    p.replace(f"{CARDS}.ven.up_from_the_deep:UpFromTheDeep.resolve", resolve)


@mutant("c9b-academy-grant-to-hall-controller", rule="383.4.d.2.b", area="cards",
        bug="The Academy's hold trigger is controlled by the battlefield's first controller (its card's controller "
            "at the start of the game), not by the player who holds it ('When you hold here', 187.6.a)",
        kill="rule-383-4-d-2-b-hold-effect-for-the-player-who-took-the-battlefield: B conquers A's Academy and holds "
             "it; B's next spell has Repeat")
def _(p: Patcher) -> None:
    def wrap(cond: Any) -> Any:
        def by_bf_controller(game: Any, me: Any, ev: dict[str, Any]) -> Any:
            out = cond(game, me, ev)
            return None if out is None else {"controller": me.controller}  # its card's first controller
        return by_bf_controller
    _with_condition(p, f"{CARDS}.unl.the_academy:TheAcademy.triggers", wrap)


# ---- third round -------------------------------------------------------------------------------------------
@mutant("c9b-sand-soldier-one-might", rule="439.1", area="cards",
        bug="A Sand Soldier token is 1 [M] ('a 2 [M] Sand Soldier unit token')",
        kill="a Sand Soldier token played (Desert's Call, Azir); expect Might 2")
def _(p: Patcher) -> None:
    @p.wrap("reference_engine.layers:printed_might")
    def printed_might(orig: Any, o: Any, *args: Any, **kwargs: Any) -> Any:
        m = orig(o, *args, **kwargs)
        return 1 if getattr(o, "card_id", None) == "token-sand-soldier" and m == 2 else m


@mutant("c9b-mageseeker-warden-teammates-too", rule="484.8.d", area="cards",
        bug="Mageseeker Warden restricts every other player's plays, its controller's teammates' too ('opponents')",
        kill="2v2: the Warden's controller's teammate plays a unit to a battlefield; expect it accepted")
def _(p: Patcher) -> None:
    from reference_engine import seats

    def forbids(self: Any, game: Any, me: Any, action: str, **kw: Any) -> bool:
        if not game.is_bf(me.location):
            return False
        if action == "play-unit":
            return kw.get("player") != me.controller and kw.get("dest") != "base"
        if action == "ready":
            return seats.enemy(game, me.controller, kw["obj"].controller)
        return False
    _warden(p, forbids)


@mutant("c9b-mageseeker-warden-ready-by-owner", rule="740.2", area="cards",
        bug="Mageseeker Warden's 'enemy units' for readying is read from the unit's owner, not its controller",
        kill="B controls a unit A owns, exhausted; B's spell readies it with A's Warden out; expect it stays exhausted")
def _(p: Patcher) -> None:
    from reference_engine import seats

    def forbids(self: Any, game: Any, me: Any, action: str, **kw: Any) -> bool:
        if not game.is_bf(me.location):
            return False
        if action == "play-unit":
            return kw.get("player") in game.opponents(me.controller) and kw.get("dest") != "base"
        if action == "ready":
            return seats.enemy(game, me.controller, kw["obj"].owner)
        return False
    _warden(p, forbids)


@mutant("c9b-dragon-form-friendly-only", rule="359.3", area="cards",
        bug="Dragon Form may only choose a friendly unit ('Choose a unit')",
        kill="Dragon Form on an enemy 7 [M] unit; expect it accepted, Might 5")
def _(p: Patcher) -> None:
    from reference_engine.cards.common import FRIENDLY_UNIT
    p.replace(f"{CARDS}.ven.dragon_form:DragonForm.targets", [FRIENDLY_UNIT])


@mutant("c9b-fizz-ignores-power-too", rule="356.1.b", area="cards",
        bug="Fizz, Trickster's spell from the trash is played ignoring its Power cost too ('You must still pay its "
            "Power cost')",
        kill="Fizz with a spell costing [1][C] in the trash and no power; expect no 'may' (nothing can be played)")
def _(p: Patcher) -> None:
    from reference_engine import chain

    def wrap_play(orig_go: Any) -> Any:
        def go(r: Any) -> None:
            real = chain.printed_cost
            chain.printed_cost = lambda o: (real(o)[0], 0)
            try:
                orig_go(r)
            finally:
                chain.printed_cost = real
        return go

    @p.wrap(f"{CARDS}.sfd.fizz_trickster:FizzTrickster.triggers")
    def triggers(orig: Any, self: Any, *args: Any, **kwargs: Any) -> list[Any]:
        return [dataclasses.replace(t, resolve=wrap_play(t.resolve)) for t in orig(self, *args, **kwargs)]


@mutant("c9b-kaisa-spell-stays-in-trash", rule="359.3", area="cards",
        bug="Kai'Sa, Evolutionary skips 'Then recycle it': the spell played from the trash goes back to the trash",
        kill="Kai'Sa plays a spell from the trash; expect it at the bottom of the Main Deck")
def _(p: Patcher) -> None:
    from reference_engine import chain
    from reference_engine.behaviour import Trigger, card_types, printed_cost
    from reference_engine.cards.common import i_conquer

    def go(r: Any) -> None:
        g = r.game
        limit = g.players[r.controller].points - 1
        options = [g.objects[u] for u in g.players[r.controller].trash if "Spell" in card_types(g, g.objects[u])
                   and printed_cost(g.objects[u])[0] <= limit]
        if not options or not g.may(r.controller, f"{r.source_alias}: play a spell from your trash?"):
            return
        pick = options[0] if len(options) == 1 else g.obj(g.ask(
            "choose-card", r.controller, [g.alias_of(o.uid) for o in options], "which spell?"))
        chain.play_by_effect(g, r.controller, pick, ignore_energy=True, then=None, label=r.source_alias)

    p.replace(f"{CARDS}.ogn.kaisa_evolutionary:KaisaEvolutionary.triggers", lambda self: [Trigger(i_conquer, go)])


@mutant("c9b-hwei-recall-is-a-move", rule="449", area="cards",
        bug="Hwei, Brooding Painter's 'When I move' also triggers when he is recalled (a recall is not a move)",
        kill="rule-451-recall-is-not-a-move-variant-c9b-hwei-draws-only-on-the-move: Hwei recalled; no trigger, no draw")
def _(p: Patcher) -> None:
    def wrap(cond: Any) -> Any:
        def recall_too(game: Any, me: Any, ev: dict[str, Any]) -> Any:
            if ev["type"] == "recall" and ev.get("object") == game.alias_of(me.uid):
                return {}
            return cond(game, me, ev)
        return recall_too
    _with_condition(p, f"{CARDS}.unl.hwei_brooding_painter:HweiBroodingPainter.triggers", wrap)


@mutant("c9b-guardian-angel-any-friendly-death", rule="369.1", area="cards",
        bug="Guardian Angel, attached, replaces the death of any friendly unit, not only the unit it equips "
            "('If I would die')",
        kill="Guardian Angel on unit u1; another friendly unit dies; expect it in the trash and the Angel still on u1")
def _(p: Patcher) -> None:
    from reference_engine import seats
    from reference_engine.cards.common import kill_me_instead
    from reference_engine.replacement import Replacement

    def replacements(self: Any, game: Any, me: Any, ev: dict[str, Any]) -> list[Any]:
        if ev["type"] != "die" or me.attached_to is None:
            return []
        unit = game.objects[ev["target"]]
        if unit.zone != "board" or not seats.friendly(game, me.controller, unit.controller):
            return []
        return [Replacement(f"ga:{me.uid}", me.controller, game.alias_of(me.uid),
                            lambda g, e: kill_me_instead(g, me, e))]
    p.replace(f"{CARDS}.sfd.guardian_angel:GuardianAngel.replacements", replacements)


@mutant("c9b-smoke-screen-no-minimum-snapshot", rule="477.3.b", area="cards",
        bug="Smoke Screen gives the full -4 [M] and clamps the Might at 1 only while it lasts, ignoring later "
            "increases' order ('to a minimum of 1' read as a floor on the final Might)",
        kill="Smoke Screen on a 3 [M] unit, then +2 [M]; expect 3 (the -2 snapshot), not 1")
def _(p: Patcher) -> None:
    from reference_engine import actions

    def resolve(self: Any, r: Any) -> None:
        r.instruction(lambda: actions.give_might(r.game, r.target(0), -4, r.source_alias, item=r.item,
                                                 chosen=True), uses=(0,))
    p.replace(f"{CARDS}.ogn.smoke_screen:SmokeScreen.resolve", resolve)


@mutant("c9b-up-from-the-deep-no-enter-event", rule="439.1", area="cards",
        bug="Up from the Deep's Tentacle tokens are created but never 'enter' the board (no play event for "
            "'when a unit enters' triggers)",
        kill="Up from the Deep with an 'enter' observer; expect two enter events",
        equivalent="the internal 'enter' event has no listener in the engine (no trigger or effect reads it) and is not "
                   "a contract event (contract_events drops it): the tokens, their zone and 'create' events are the same")
def _(p: Patcher) -> None:
    def resolve(self: Any, r: Any) -> None:
        def make() -> None:
            for _ in range(2):
                tok = r.game.new_obj("token-tentacle", r.controller, "board", controller=r.controller,
                                     location="base", token=True)
                tok.exhausted = True
                r.game.emit("create", object=tok.card_id, player=r.controller)
        r.instruction(make)
    p.replace(f"{CARDS}.ven.up_from_the_deep:UpFromTheDeep.resolve", resolve)
