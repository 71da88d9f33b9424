"""Mutants of the session-8 hand-seeded hunt over the catalogued cards' modules (``reference_engine/cards/**``)
and their shared helpers (``cards/common.py``), cards with the most FAQ rulings first: each misreads part of
that card's printed text (``current_text``) the way an engine author plausibly would - a clause skipped,
"friendly" / "its controller" read for the wrong player, "here" for any location, "up to" / "another" mis-scoped,
a trigger condition too wide, a "may" always taken, an optional cost ignored. Rule numbers are those the killing
case cites ([R3] = Core Rules v1.3).

Results (88 mutants over 56 cards and ``common.py``): 75 killed by the existing cases at once; 9 killed after a new
case (the ``-variant-h8c-`` cases: Perched Grimwyrm at a Roost the opponent conquered, Hwei burning out then
discarding, Yasuo, Windrider's fourth move, Teemo's +3 ending with the turn, Rebuke on a unit in base, Unlicensed
Armory used up when declined, The Zero Drive unattached banishing no other unit, Illaoi scoring only where she is,
the opponent's Ambessa); 4 equivalent (Ride the Wind's and
Profiteer's links, Aphelios's attacher, Swain's non-token test: each says why)."""
from __future__ import annotations

import dataclasses
from typing import Any

from mutants import Patcher, mutant

CARDS = "reference_engine.cards"
COMMON = f"{CARDS}.common"


def _with_condition(triggers: list[Any], wrap: Any) -> list[Any]:
    return [dataclasses.replace(t, condition=wrap(t.condition)) for t in triggers]


def _with_resolve(triggers: list[Any], wrap: Any) -> list[Any]:
    return [dataclasses.replace(t, resolve=wrap(t.resolve)) for t in triggers]


# ---- Immortal Phoenix (14 rulings) ------------------------------------------------------------------
@mutant("h8c-phoenix-any-players-spell-kill", rule="383.1", area="cards",
        bug="Immortal Phoenix's 'When you kill a unit with a spell' triggers on any player's spell kill",
        kill="B's spell kills a unit while A's Phoenix is in A's trash; expect no trigger")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ogn.immortal_phoenix:ImmortalPhoenix.triggers")
    def triggers(orig, self, *args, **kwargs):
        def wrap(cond):
            def c(game, me, ev):
                if ev["type"] == "kill-with-spell":
                    return {"controller": me.owner}
                return cond(game, me, ev)
            return c
        return _with_condition(orig(self, *args, **kwargs), wrap)


@mutant("h8c-phoenix-may-always-taken", rule="354", area="cards",
        bug="Immortal Phoenix's 'you may pay [1][C] to play me' is always taken when payable (the 'may' not asked)",
        kill="A declines to pay for the Phoenix; expect it stays in the trash and A's runes untouched")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ogn.immortal_phoenix:ImmortalPhoenix.triggers")
    def triggers(orig, self, *args, **kwargs):
        def wrap(go):
            def g(r):
                real = r.game.may
                r.game.may = lambda *a, **k: True
                try:
                    go(r)
                finally:
                    del r.game.may
            return g
        return _with_resolve(orig(self, *args, **kwargs), wrap)


@mutant("h8c-phoenix-cost-not-paid", rule="356", area="cards",
        bug="Immortal Phoenix returns without its [1][C] being paid (the cost is checked but never paid)",
        kill="Phoenix returns; expect A's rune pool / runes spent for [1][C]")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ogn.immortal_phoenix:ImmortalPhoenix.triggers")
    def triggers(orig, self, *args, **kwargs):
        def wrap(go):
            def g(r):
                import reference_engine.cards.ogn.immortal_phoenix as mod
                real = mod.costs.pay
                mod.costs.pay = lambda *a, **k: None
                try:
                    go(r)
                finally:
                    mod.costs.pay = real
            return g
        return _with_resolve(orig(self, *args, **kwargs), wrap)


# ---- Hidden Blade (12 rulings) ----------------------------------------------------------------------
@mutant("h8c-hidden-blade-caster-draws", rule="359.3.e.13", area="cards",
        bug="Hidden Blade's 'Its controller draws 2' makes the spell's controller draw, not the killed unit's",
        kill="A's Hidden Blade kills B's unit; expect B draws 2, A draws none")
def _(p: Patcher) -> None:
    from reference_engine.cards.common import draw_cards

    def resolve(self: Any, r: Any) -> None:
        k = r.instruction(lambda: r.kill(r.target(0)), uses=(0,))
        r.instruction(lambda: draw_cards(r, r.controller, 2), linked=k)

    p.replace(f"{CARDS}.ogn.hidden_blade:HiddenBlade.resolve", resolve)


@mutant("h8c-hidden-blade-draw-unlinked", rule="359.3.e.14", area="cards",
        bug="Hidden Blade's draw is not linked to its kill: the controller draws even when the kill did nothing",
        kill="Hidden Blade's unit already gone / kill prevented; expect no draw")
def _(p: Patcher) -> None:
    from reference_engine.cards.common import draw_cards

    def resolve(self: Any, r: Any) -> None:
        who = r.info_of(0, "controller")
        r.instruction(lambda: r.kill(r.target(0)), uses=(0,))
        r.instruction(lambda: draw_cards(r, r.info_of(0, "controller") or who, 2))

    p.replace(f"{CARDS}.ogn.hidden_blade:HiddenBlade.resolve", resolve)


# ---- Zhonya's Hourglass (11), Guardian Angel (4): kill_me_instead / save_instead ----------------------
@mutant("h8c-zhonya-friendly-by-owner", rule="740.1", area="cards",
        bug="Zhonya's Hourglass's 'a friendly unit' is read from the unit's owner, not its controller",
        kill="A's Zhonya; a unit A owns and B controls dies; expect it dies (no replacement)")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ogn.zhonyas_hourglass:ZhonyasHourglass.replacements")
    def replacements(orig, self, game, me, ev, *args, **kwargs):
        if ev["type"] == "die" and ev.get("target") in game.objects:
            u = game.objects[ev["target"]]
            saved = u.controller
            u.controller = u.owner
            try:
                return orig(self, game, me, ev, *args, **kwargs)
            finally:
                u.controller = saved
        return orig(self, game, me, ev, *args, **kwargs)


@mutant("h8c-zhonya-any-unit", rule="740.1", area="cards",
        bug="Zhonya's Hourglass replaces the death of any unit, enemy ones too ('friendly' ignored)",
        kill="A's Zhonya; B's unit dies; expect it dies")
def _(p: Patcher) -> None:
    import reference_engine.seats as seats_mod

    @p.wrap(f"{CARDS}.ogn.zhonyas_hourglass:ZhonyasHourglass.replacements")
    def replacements(orig, self, game, me, ev, *args, **kwargs):
        real = seats_mod.friendly
        seats_mod.friendly = lambda *a, **k: True
        try:
            return orig(self, game, me, ev, *args, **kwargs)
        finally:
            seats_mod.friendly = real


@mutant("h8c-save-instead-not-healed", rule="369.1", area="cards",
        bug="'Heal that unit, exhaust it, and recall it' (Zhonya's Hourglass, Guardian Angel) skips the heal: "
            "the saved unit keeps its damage",
        kill="a unit with lethal damage saved by Zhonya's; expect damage 0 in base")
def _(p: Patcher) -> None:
    @p.wrap(f"{COMMON}:save_instead")
    def save_instead(orig, label, *args, **kwargs):
        def apply(game: Any, eff: Any, ev: dict[str, Any]) -> None:
            from reference_engine import actions
            o = game.objects[ev["target"]]
            actions.exhaust(game, o)
            actions.recall(game, o, label)

        return apply


@mutant("h8c-save-instead-not-recalled", rule="369.1", area="cards",
        bug="'... and recall it' (Zhonya's Hourglass, Guardian Angel, Highlander) is skipped: the saved unit stays "
            "at its battlefield",
        kill="a unit at a battlefield saved by Zhonya's; expect it in base")
def _(p: Patcher) -> None:
    @p.wrap(f"{COMMON}:save_instead")
    def save_instead(orig, label, *args, **kwargs):
        def apply(game: Any, eff: Any, ev: dict[str, Any]) -> None:
            from reference_engine import actions
            o = game.objects[ev["target"]]
            actions.heal(game, o)
            actions.exhaust(game, o)

        return apply


@mutant("h8c-kill-me-instead-not-killed", rule="369.1", area="cards",
        bug="'kill this instead' (Zhonya's Hourglass, Guardian Angel) saves the unit but the Hourglass / Angel "
            "stays on the board",
        kill="Zhonya's saves a unit; expect Zhonya's in the trash")
def _(p: Patcher) -> None:
    save = p.original(f"{COMMON}:save_instead")

    def kill_me_instead(game: Any, me: Any, event: dict[str, Any]) -> None:
        save(game.alias_of(me.uid))(game, None, event)

    p.replace(f"{COMMON}:kill_me_instead", kill_me_instead)


@mutant("h8c-guardian-angel-any-unit-here", rule="369.1", area="cards",
        bug="Guardian Angel's 'If I would die' (the equipped unit) replaces the death of any friendly unit",
        kill="a friendly unit other than Guardian Angel's holder dies; expect it dies and the Angel stays")
def _(p: Patcher) -> None:
    import reference_engine.seats as seats_mod

    @p.wrap(f"{CARDS}.sfd.guardian_angel:GuardianAngel.replacements")
    def replacements(orig, self, game, me, ev, *args, **kwargs):
        out = orig(self, game, me, ev, *args, **kwargs)
        if out or ev["type"] != "die" or me.zone != "board" or me.attached_to is None:
            return out
        unit = game.objects.get(ev["target"])
        if unit is None or not seats_mod.friendly(game, me.controller, unit.controller):
            return out
        from reference_engine.cards.common import kill_me_instead
        from reference_engine.replacement import Replacement
        return [Replacement(f"ga:{me.uid}", me.controller, game.alias_of(me.uid),
                            lambda g, e: kill_me_instead(g, me, e))]


# ---- Abandon (8) --------------------------------------------------------------------------------------
@mutant("h8c-abandon-no-predict", rule="359.3", area="cards",
        bug="Abandon's '[Predict]' is skipped",
        kill="Abandon counters a spell; expect a predict (look at the top card) for its controller")
def _(p: Patcher) -> None:
    actions = p.module("reference_engine.actions")

    @p.wrap(f"{CARDS}.unl.abandon:Abandon.resolve")
    def resolve(orig, self, r, *args, **kwargs):
        real = actions.predict
        actions.predict = lambda *a, **k: False
        try:
            return orig(self, r, *args, **kwargs)
        finally:
            actions.predict = real


@mutant("h8c-abandon-to-trash", rule="359.3", area="cards",
        bug="Abandon's 'Return it to its owner's hand instead of putting it in their trash' is skipped: the countered "
            "spell goes to the trash",
        kill="Abandon counters a spell; expect it in its owner's hand")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.unl.abandon:replacement_effect", everywhere=False)
    def replacement_effect(orig, game, controller, source, target, label, applies, *args, **kwargs):
        return orig(game, controller, source, target, label, lambda g, e, ev: False, *args, **kwargs)


# ---- Stupefy (8), Smoke Screen (4), Discipline (5) ---------------------------------------------------
@mutant("h8c-stupefy-no-minimum", rule="477.3.b", area="cards",
        bug="Stupefy's 'to a minimum of 1 [M]' is ignored: a 1 [M] unit goes to 0",
        kill="Stupefy on a 1 [M] unit; expect Might 1")
def _(p: Patcher) -> None:
    from reference_engine.cards.common import give_chosen

    def resolve(self: Any, r: Any) -> None:
        from reference_engine.cards.common import draw_cards
        r.instruction(lambda: give_chosen(r, 0, -1), uses=(0,))
        r.instruction(lambda: draw_cards(r, r.controller, 1))

    p.replace(f"{CARDS}.ogn.stupefy:Stupefy.resolve", resolve)


@mutant("h8c-stupefy-draw-linked", rule="359.3.e.14", area="cards",
        bug="Stupefy's 'Draw 1' is read as linked to the -1 [M]: no draw when the unit is already at 1 [M] (or gone)",
        kill="Stupefy on a 1 [M] unit; expect the caster still draws 1")
def _(p: Patcher) -> None:
    from reference_engine.cards.common import draw_cards, give_chosen

    def resolve(self: Any, r: Any) -> None:
        k = r.instruction(lambda: give_chosen(r, 0, -1, minimum=1), uses=(0,))
        r.instruction(lambda: draw_cards(r, r.controller, 1), linked=k)

    p.replace(f"{CARDS}.ogn.stupefy:Stupefy.resolve", resolve)


@mutant("h8c-smoke-screen-minimum-zero", rule="477.3.b", area="cards",
        bug="Smoke Screen's 'to a minimum of 1 [M]' read as a minimum of 0",
        kill="Smoke Screen on a 3 [M] unit; expect Might 1")
def _(p: Patcher) -> None:
    from reference_engine.cards.common import give_chosen

    def resolve(self: Any, r: Any) -> None:
        r.instruction(lambda: give_chosen(r, 0, -4, minimum=0), uses=(0,))

    p.replace(f"{CARDS}.ogn.smoke_screen:SmokeScreen.resolve", resolve)


@mutant("h8c-discipline-permanent", rule="317.2.c", area="cards",
        bug="Discipline's '+2 [M] this turn' is kept past the end of the turn",
        kill="Discipline on a unit; next turn expect its printed Might")
def _(p: Patcher) -> None:
    from reference_engine import actions

    def resolve(self: Any, r: Any) -> None:
        from reference_engine.cards.common import draw_cards
        r.instruction(lambda: actions.give_might(r.game, r.target(0), 2, r.source_alias, duration="permanent",
                                                 item=r.item, chosen=True), uses=(0,))
        r.instruction(lambda: draw_cards(r, r.controller, 1))

    p.replace(f"{CARDS}.ogn.discipline:Discipline.resolve", resolve)


# ---- Rebuttal (8) -------------------------------------------------------------------------------------
@mutant("h8c-rebuttal-declined-does-nothing", rule="359.3.e.14", area="cards",
        bug="Rebuttal's 'Otherwise, counter it' is skipped: when [A] is not paid the spell is neither taken nor "
            "countered",
        kill="A declines to pay [A] for Rebuttal; expect B's spell countered")
def _(p: Patcher) -> None:
    from reference_engine import costs
    from reference_engine.cards.common import take_spell

    def resolve(self: Any, r: Any) -> None:
        target = r.target(0)

        def go() -> bool:
            if costs.can_pay(r.game, r.controller, costs.Cost(0, ["A"])) and r.game.may(r.controller, "pay [A]?"):
                costs.pay(r.game, r.controller, costs.Cost(0, ["A"]))
                return take_spell(r, target)
            return False

        r.instruction(go, uses=(0,))

    p.replace(f"{CARDS}.ven.rebuttal:Rebuttal.resolve", resolve)


@mutant("h8c-rebuttal-takes-when-unpayable", rule="359.3.e.14", area="cards",
        bug="Rebuttal's 'You may pay [A]. If you do' - a player who cannot pay [A] takes the spell anyway",
        kill="A has no [A]; expect B's spell countered, not taken")
def _(p: Patcher) -> None:
    from reference_engine import costs
    from reference_engine.cards.common import take_spell

    def resolve(self: Any, r: Any) -> None:
        target = r.target(0)
        from reference_engine import chain

        def go() -> bool:
            if not costs.can_pay(r.game, r.controller, costs.Cost(0, ["A"])):
                return take_spell(r, target)
            if r.game.may(r.controller, "pay [A]?"):
                costs.pay(r.game, r.controller, costs.Cost(0, ["A"]))
                return take_spell(r, target)
            return chain.counter(r.game, target, r.controller, r.source_alias)

        r.instruction(go, uses=(0,))

    p.replace(f"{CARDS}.ven.rebuttal:Rebuttal.resolve", resolve)


# ---- Mel, Newly Awakened (6) --------------------------------------------------------------------------
@mutant("h8c-mel-extra-minus-for-any-controller", rule="740", area="cards",
        bug="Mel's 'a spell or ability you control would give -[M]' adds the extra -1 to the opponent's spells too",
        kill="empowered Mel (A); B's Stupefy-like spell chooses a unit; expect only B's -1")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ven.mel_newly_awakened:MelNewlyAwakened.replacements")
    def replacements(orig, self, game, me, ev, *args, **kwargs):
        item = ev.get("item")
        if item is not None and getattr(item, "controller", None) != me.controller:
            saved = item.controller
            item.controller = me.controller
            try:
                return orig(self, game, me, ev, *args, **kwargs)
            finally:
                item.controller = saved
        return orig(self, game, me, ev, *args, **kwargs)


@mutant("h8c-mel-extra-minus-unchosen", rule="352", area="cards",
        bug="Mel's 'to a unit it chooses' is ignored: the extra -1 [M] applies to every unit her spells give -[M]",
        kill="empowered Mel; her controller's spell gives -[M] to a unit it did not choose; expect no extra -1")
def _(p: Patcher) -> None:
    p.replace(f"{CARDS}.ven.mel_newly_awakened:event_chooses", lambda ev, ref: True)


@mutant("h8c-mel-uncounterable-for-everyone", rule="370.1", area="cards",
        bug="empowered Mel makes every player's spells uncounterable, not only hers ('Your spells')",
        kill="empowered Mel (A); A counters B's spell; expect it countered")
def _(p: Patcher) -> None:
    def forbids(self: Any, game: Any, me: Any, action: str, **kw: Any) -> bool:
        return action == "counter" and me.empowered > 0

    p.replace(f"{CARDS}.ven.mel_newly_awakened:MelNewlyAwakened.forbids", forbids)


# ---- Ride the Wind (6), Charm (4), Flash (4), Vilemaw's Lair (6) --------------------------------------
@mutant("h8c-ride-the-wind-ready-unlinked", rule="359.3.e.14", area="cards",
        bug="Ride the Wind readies the unit even when its move did nothing (forbidden move): 'and ready it' not "
            "linked to the move",
        kill="none: the move and the ready both use the unit chosen (uses=(0,)), and a linked instruction is skipped "
             "only when the first was ignored for that same choice (359.3.e.14)",
        equivalent="the ready uses the same choice as the move, so it is ignored exactly when the move is; a move "
                   "that does nothing still readies (FAQ linked-ride-the-wind-vilemaw-readied)")
def _(p: Patcher) -> None:
    from reference_engine import actions

    def resolve(self: Any, r: Any) -> None:
        r.instruction(lambda: actions.move(r.game, r.target(0), r.place(1), r.controller, source=r.source_alias),
                      uses=(0,))
        r.instruction(lambda: actions.ready(r.game, r.target(0), r.source_alias), uses=(0,))

    p.replace(f"{CARDS}.ogn.ride_the_wind:RideTheWind.resolve", resolve)


@mutant("h8c-ride-the-wind-no-ready", rule="359.3", area="cards",
        bug="Ride the Wind's 'and ready it' is skipped",
        kill="Ride the Wind on an exhausted unit; expect it ready")
def _(p: Patcher) -> None:
    from reference_engine import actions

    def resolve(self: Any, r: Any) -> None:
        r.instruction(lambda: actions.move(r.game, r.target(0), r.place(1), r.controller, source=r.source_alias),
                      uses=(0,))

    p.replace(f"{CARDS}.ogn.ride_the_wind:RideTheWind.resolve", resolve)


@mutant("h8c-vilemaws-lair-any-origin", rule="359.3", area="cards",
        bug="Vilemaw's Lair's 'from here to base' forbids every move to base, from any battlefield",
        kill="a unit at another battlefield moves to base with Vilemaw's Lair in play; expect it moves")
def _(p: Patcher) -> None:
    def forbids(self: Any, game: Any, me: Any, action: str, **kw: Any) -> bool:
        return action == "move" and kw.get("dest") == "base"

    p.replace(f"{CARDS}.ogn.vilemaws_lair:VilemawsLair.forbids", forbids)


@mutant("h8c-vilemaws-lair-any-destination", rule="359.3", area="cards",
        bug="Vilemaw's Lair's 'from here to base' forbids every move from here, to another battlefield too",
        kill="a unit at Vilemaw's Lair moves to another battlefield (Ganking / Charm); expect it moves")
def _(p: Patcher) -> None:
    def forbids(self: Any, game: Any, me: Any, action: str, **kw: Any) -> bool:
        return action == "move" and kw.get("origin") == me.location

    p.replace(f"{CARDS}.ogn.vilemaws_lair:VilemawsLair.forbids", forbids)


@mutant("h8c-flash-only-first-unit", rule="352", area="cards",
        bug="Flash ('Move up to 2 friendly units to base') moves only its first chosen unit",
        kill="Flash chooses two friendly units; expect both in base")
def _(p: Patcher) -> None:
    from reference_engine import actions

    def resolve(self: Any, r: Any) -> None:
        def go() -> None:
            for i in (0, 1):
                if r.target(i) is not None:
                    actions.move(r.game, r.target(i), "base", r.controller, source=r.source_alias)
                    return

        r.instruction(go, uses=(0, 1), partial=True)

    p.replace(f"{CARDS}.ogs.flash:Flash.resolve", resolve)


# ---- Shady Spectacles (5) -----------------------------------------------------------------------------
@mutant("h8c-shady-spectacles-any-unit", rule="740.1", area="cards",
        bug="Shady Spectacles' 'choose another friendly unit' offers enemy units too",
        kill="Spectacles attached with only an enemy unit as other unit; expect no choice asked / no copy")
def _(p: Patcher) -> None:
    def _copy_choice(game: Any, me: Any, unit: Any) -> Any:
        options = [u for u in game.units() if u is not unit]
        if not options:
            return None
        return game.obj(game.ask("choose-target", me.controller, [game.alias_of(u.uid) for u in options],
                                 f"{game.alias_of(me.uid)}: choose another friendly unit to copy"))

    p.replace(f"{CARDS}.ven.shady_spectacles:_copy_choice", _copy_choice)


@mutant("h8c-shady-spectacles-itself", rule="352", area="cards",
        bug="Shady Spectacles' 'another friendly unit' offers the equipped unit itself",
        kill="Spectacles attached to a unit that is the only friendly unit; expect no choice / no copy")
def _(p: Patcher) -> None:
    import reference_engine.seats as seats

    def _copy_choice(game: Any, me: Any, unit: Any) -> Any:
        options = [u for u in game.units() if seats.friendly(game, me.controller, u.controller)]
        if not options:
            return None
        return game.obj(game.ask("choose-target", me.controller, [game.alias_of(u.uid) for u in options],
                                 f"{game.alias_of(me.uid)}: choose another friendly unit to copy"))

    p.replace(f"{CARDS}.ven.shady_spectacles:_copy_choice", _copy_choice)


# ---- Ahri (legend) (5) --------------------------------------------------------------------------------
@mutant("h8c-ahri-any-battlefield", rule="359.3", area="cards",
        bug="Ahri's 'attacks a battlefield you control' triggers for an attack on any battlefield",
        kill="an enemy unit attacks a battlefield Ahri's controller does not control; expect no -1 [M]")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ogn.ahri_nine_tailed_fox:AhriLegend.triggers")
    def triggers(orig, self, *args, **kwargs):
        def wrap(cond):
            def c(game, me, ev):
                import reference_engine.seats as seats
                if ev["type"] == "attack" and seats.enemy(game, me.controller, ev.get("player")) and \
                        game.is_bf(ev.get("to")):
                    return {"unit": game.obj(ev["object"]).ref if ev["object"] in game.aliases else None}
                return None
            return c
        return _with_condition(orig(self, *args, **kwargs), wrap)


@mutant("h8c-ahri-no-minimum", rule="477.3.b", area="cards",
        bug="Ahri's 'to a minimum of 1 [M]' is ignored",
        kill="a 1 [M] enemy unit attacks Ahri's battlefield; expect it stays 1 [M]")
def _(p: Patcher) -> None:
    actions = p.module("reference_engine.actions")

    @p.wrap(f"{CARDS}.ogn.ahri_nine_tailed_fox:AhriLegend.triggers")
    def triggers(orig, self, *args, **kwargs):
        def wrap(go):
            def g(r):
                real = actions.give_might
                actions.give_might = lambda game, o, amount, source, **kw: real(
                    game, o, amount, source, **{k: v for k, v in kw.items() if k != "minimum"})
                try:
                    go(r)
                finally:
                    actions.give_might = real
            return g
        return _with_resolve(orig(self, *args, **kwargs), wrap)


# ---- Kayle, Justified (4) -----------------------------------------------------------------------------
@mutant("h8c-kayle-bonus-once", rule="359.3", area="cards",
        bug="Kayle's '+2 [M] for each time I'm [Empowered]' gives +2 once, however many times",
        kill="Kayle empowered twice; expect base + 4")
def _(p: Patcher) -> None:
    def might_bonus(self: Any, game: Any, me: Any, unit: Any) -> int:
        return 2 if unit is me and me.empowered else 0

    p.replace(f"{CARDS}.ven.kayle_justified:KayleJustified.might_bonus", might_bonus)
