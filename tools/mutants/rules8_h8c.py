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


# ---- Gangplank, Naval (5) -----------------------------------------------------------------------------
@mutant("h8c-gangplank-bonus-permanent", rule="317.2.c", area="cards",
        bug="Gangplank, Naval's '+3 [M] this turn instead' is kept past the end of the turn",
        kill="Stupefy on empowered Gangplank; next turn expect his printed Might")
def _(p: Patcher) -> None:
    actions = p.module("reference_engine.actions")

    @p.wrap(f"{CARDS}.ven.gangplank_naval:GangplankNaval.replacements")
    def replacements(orig, self, game, me, ev, *args, **kwargs):
        out = orig(self, game, me, ev, *args, **kwargs)
        from reference_engine.replacement import Replacement

        def instead(g: Any, e: dict[str, Any]) -> None:
            actions.give_might(g, me, 3, g.alias_of(me.uid), duration="permanent")
            return None

        return [Replacement(x.key if hasattr(x, "key") else f"gangplank:{me.uid}", me.controller,
                            game.alias_of(me.uid), instead) for x in out]


@mutant("h8c-gangplank-replaces-damage", rule="359.3", area="cards",
        bug="Gangplank, Naval's replacement also replaces damage a spell that chooses him would deal",
        kill="empowered Gangplank chosen by Void Seeker; expect 4 damage dealt, no +3 [M]")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ven.gangplank_naval:GangplankNaval.replacements")
    def replacements(orig, self, game, me, ev, *args, **kwargs):
        if ev["type"] == "damage" and me.empowered and ev.get("target") == me.uid and ev.get("spell"):
            # the damage event carries the spell but not its choices: the bug reads "a spell dealt it" as "chose me"
            return orig(self, game, me, {**ev, "type": "stun", "chosen": True}, *args, **kwargs)
        return orig(self, game, me, ev, *args, **kwargs)


# ---- Ki Barrier (3) -----------------------------------------------------------------------------------
@mutant("h8c-ki-barrier-prevents-all", rule="359.3", area="cards",
        bug="Ki Barrier's 'Prevent the next 7 damage' prevents all damage to the unit this turn (the 7 never decreases)",
        kill="Ki Barrier; deal 5 then 5; expect 3 damage on the unit")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ven.ki_barrier:replacement_effect", everywhere=False)
    def replacement_effect(orig, game, controller, source, target, label, applies, apply, *args, **kwargs):
        def prevent(g: Any, eff: Any, ev: dict[str, Any]) -> dict[str, Any]:
            return {**ev, "amount": 0}
        return orig(game, controller, source, target, label, applies, prevent, *args, **kwargs)


@mutant("h8c-ki-barrier-used-up-by-first", rule="359.3", area="cards",
        bug="Ki Barrier's shield is used up by the first damage even when it prevented less than 7",
        kill="Ki Barrier; deal 3 then 3; expect no damage on the unit")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ven.ki_barrier:replacement_effect", everywhere=False)
    def replacement_effect(orig, game, controller, source, target, label, applies, apply, *args, **kwargs):
        def prevent(g: Any, eff: Any, ev: dict[str, Any]) -> dict[str, Any]:
            out = apply(g, eff, ev)
            if eff in g.effects:
                g.effects.remove(eff)
            return out
        return orig(game, controller, source, target, label, applies, prevent, *args, **kwargs)


# ---- Crumbling Sands (3) ------------------------------------------------------------------------------
@mutant("h8c-crumbling-sands-any-player", rule="484.2", area="cards",
        bug="Crumbling Sands' 'if an opponent has played another spell this turn' counts its controller's and "
            "teammates' spells too",
        kill="only the Sands' controller played a spell this turn; expect no counter")
def _(p: Patcher) -> None:
    chain_mod = p.module("reference_engine.chain")

    def resolve(self: Any, r: Any) -> None:
        target = r.target(0)

        def counter() -> bool:
            played = [rec for pl in r.game.players for rec in r.game.players[pl].played_this_turn
                      if "Spell" in rec["types"]
                      and (rec["uid"], rec.get("incarnation")) != (target.uid, target.incarnation)]
            return bool(played) and chain_mod.counter(r.game, target, r.controller, r.source_alias)

        r.instruction(counter, uses=(0,))

    p.replace(f"{CARDS}.ven.crumbling_sands:CrumblingSands.resolve", resolve)


@mutant("h8c-crumbling-sands-target-counts", rule="124", area="cards",
        bug="Crumbling Sands' 'another spell' is ignored: the target spell itself counts as the opponent's spell "
            "played this turn",
        kill="B plays one spell; A's Crumbling Sands on it; expect it not countered")
def _(p: Patcher) -> None:
    chain_mod = p.module("reference_engine.chain")

    def resolve(self: Any, r: Any) -> None:
        target = r.target(0)

        def counter() -> bool:
            played = [rec for pl in r.game.opponents(r.controller) for rec in r.game.players[pl].played_this_turn
                      if "Spell" in rec["types"]]
            return bool(played) and chain_mod.counter(r.game, target, r.controller, r.source_alias)

        r.instruction(counter, uses=(0,))

    p.replace(f"{CARDS}.ven.crumbling_sands:CrumblingSands.resolve", resolve)


# ---- Fallen Feline (3) --------------------------------------------------------------------------------
@mutant("h8c-fallen-feline-anywhere", rule="359.3", area="cards",
        bug="Fallen Feline's 'While I'm at a battlefield' is ignored: it forbids the named spell from its base too",
        kill="Fallen Feline in base; the opponent plays the named spell; expect it allowed")
def _(p: Patcher) -> None:
    def forbids(self: Any, game: Any, me: Any, action: str, **kw: Any) -> bool:
        return (action == "play-card" and me.zone == "board" and kw["player"] in game.opponents(me.controller)
                and me.data.get("named") == kw["obj"].card_id)

    p.replace(f"{CARDS}.ven.fallen_feline:FallenFeline.forbids", forbids)


@mutant("h8c-fallen-feline-everyone", rule="359.3", area="cards",
        bug="Fallen Feline's 'opponents can't play spells with that name' forbids its controller too",
        kill="Fallen Feline at a battlefield; its controller plays the named spell; expect it allowed")
def _(p: Patcher) -> None:
    def forbids(self: Any, game: Any, me: Any, action: str, **kw: Any) -> bool:
        return action == "play-card" and game.is_bf(me.location) and me.data.get("named") == kw["obj"].card_id

    p.replace(f"{CARDS}.ven.fallen_feline:FallenFeline.forbids", forbids)


# ---- Star-Crossed (3) ---------------------------------------------------------------------------------
@mutant("h8c-star-crossed-partial", rule="359.3.e.8", area="cards",
        bug="Star-Crossed with one of its two choices illegal still returns the other (FAQ: it resolves to no "
            "effect)",
        kill="Star-Crossed's enemy unit leaves; expect the friendly unit stays on the board")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.unl.star_crossed:StarCrossed.resolve")
    def resolve(orig, self, r, *args, **kwargs):
        real = r.instruction

        def instruction(do, uses=(), *a, **k):
            k["partial"] = True
            return real(do, uses, *a, **k)

        r.instruction = instruction
        try:
            return orig(self, r, *args, **kwargs)
        finally:
            del r.instruction


# ---- Perched Grimwyrm (3) -----------------------------------------------------------------------------
@mutant("h8c-grimwyrm-conquered-by-anyone", rule="054.2", area="cards",
        bug="Perched Grimwyrm's 'a battlefield you conquered this turn' accepts a battlefield any player conquered",
        kill="play-restriction-grimwyrm-dragon-roost-not-conquered-variant-h8c-opponent-conquered-the-roost: B "
             "conquered the Roost this turn, A did not; A's Grimwyrm there is refused")
def _(p: Patcher) -> None:
    def play_restriction(self: Any, game: Any, me: Any, player: str, to: str) -> str | None:
        if not any(to in game.players[x].conquered_this_turn for x in game.players):
            return "Perched Grimwyrm can be played only to a battlefield you conquered this turn (054.2)"
        return None

    p.replace(f"{CARDS}.sfd.perched_grimwyrm:PerchedGrimwyrm.play_restriction", play_restriction)


# ---- Profiteer (3) ------------------------------------------------------------------------------------
@mutant("h8c-profiteer-empower-unlinked", rule="359.3.e.14", area="cards",
        bug="Profiteer's 'disempower something you control to empower' empowers even when the disempower did nothing",
        kill="none (see equivalent)",
        equivalent="disempower fails only on an object with no empowered status, which is exactly when the "
                   "'something you control' choice (empowered > 0) is illegal and the instruction is ignored anyway")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ven.profiteer:Profiteer.triggers")
    def triggers(orig, self, *args, **kwargs):
        actions = p.module("reference_engine.actions")

        def wrap(go):
            def g(r):
                real = actions.disempower
                actions.disempower = lambda *a, **k: (real(*a, **k), True)[1]
                try:
                    go(r)
                finally:
                    actions.disempower = real
            return g
        return _with_resolve(orig(self, *args, **kwargs), wrap)


# ---- Hostile Takeover (3), Tideturner (3), Cull the Weak (3), Aphelios (3) ---------------------------
@mutant("h8c-hostile-takeover-not-recalled", rule="359.3", area="cards",
        bug="Hostile Takeover's 'Lose control of that unit and recall it at end of turn' gives control back but "
            "leaves the unit at its battlefield",
        kill="Hostile Takeover; end the turn; expect the unit in its owner's base")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.sfd.hostile_takeover:at_end_of_turn", everywhere=False)
    def at_end_of_turn(orig, game, controller, source, resolve, *args, **kwargs):
        actions = p.module("reference_engine.actions")

        def give_back(rr: Any) -> None:
            real = actions.recall
            actions.recall = lambda *a, **k: False
            try:
                resolve(rr)
            finally:
                actions.recall = real
        return orig(game, controller, source, give_back, *args, **kwargs)


@mutant("h8c-tideturner-any-controller", rule="359.3", area="cards",
        bug="Tideturner's 'a unit you control at another location' offers units any player controls",
        kill="Tideturner chooses an enemy unit at a battlefield; expect it refused")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ogn.tideturner:Tideturner.triggers")
    def triggers(orig, self, *args, **kwargs):
        out = orig(self, *args, **kwargs)
        spec = out[0].targets[0]
        loose = dataclasses.replace(spec, where=lambda g, o, pl, i: o.location != g.objects[i.source].location)
        return [dataclasses.replace(out[0], targets=[loose])]


@mutant("h8c-cull-the-weak-turn-player-only", rule="359.3", area="cards",
        bug="Cull the Weak's 'Each player kills one of their units' only makes its controller kill one",
        kill="Cull the Weak with a unit each; expect both units dead")
def _(p: Patcher) -> None:
    def resolve(self: Any, r: Any) -> None:
        def cull() -> None:
            mine = r.game.units(controller=r.controller)
            if mine:
                pick = mine[0]
                if len(mine) > 1:
                    pick = r.game.obj(r.game.ask("choose-card", r.controller, [r.game.alias_of(u.uid) for u in mine],
                                                 "kill one of your units"))
                r.kill(pick, by=r.controller)

        r.instruction(cull)

    p.replace(f"{CARDS}.ogn.cull_the_weak:CullTheWeak.resolve", resolve)


@mutant("h8c-cull-the-weak-caster-chooses", rule="359.3", area="cards",
        bug="Cull the Weak: the spell's controller chooses which unit each player kills",
        kill="B has two units; expect B (not A) asked which to kill")
def _(p: Patcher) -> None:
    seats = p.module("reference_engine.seats")

    def resolve(self: Any, r: Any) -> None:
        def cull() -> None:
            for pl in seats.turn_order_from(r.game, r.game.active):
                mine = r.game.units(controller=pl)
                if not mine:
                    continue
                pick = mine[0]
                if len(mine) > 1:
                    pick = r.game.obj(r.game.ask("choose-card", r.controller, [r.game.alias_of(u.uid) for u in mine],
                                                 "kill one of your units"))
                r.kill(pick, by=pl)

        r.instruction(cull)

    p.replace(f"{CARDS}.ogn.cull_the_weak:CullTheWeak.resolve", resolve)


@mutant("h8c-aphelios-any-players-attach", rule="359.3", area="cards",
        bug="Aphelios's 'When you attach an Equipment to me' triggers when any player attaches one",
        kill="none with the current card pool (see equivalent)",
        equivalent="every attach in the engine (Equip 818.1.c.2 'a unit you control', Quick-Draw, Weaponmaster, "
                   "Akshan, Azir) is made by the unit's controller, so the attach player is always Aphelios's")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.sfd.aphelios_exalted:ApheliosExalted.triggers")
    def triggers(orig, self, *args, **kwargs):
        def wrap(cond):
            def c(game, me, ev):
                if ev["type"] == "attach":
                    return cond(game, me, {**ev, "player": me.controller})
                return cond(game, me, ev)
            return c
        return _with_condition(orig(self, *args, **kwargs), wrap)


# ---- third batch: Azir, Sovereign; Hwei; Lotus Trap; Patched Porobot; Akali, Silent; Ravenbloom; Jayce ----
@mutant("h8c-azir-sovereign-any-players-tokens", rule="359.3", area="cards",
        bug="Azir, Sovereign's 'any number of your token units' offers tokens any player controls",
        kill="Azir attacks; A chooses B's token unit; expect it refused")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.sfd.azir_sovereign:AzirSovereign.triggers")
    def triggers(orig, self, *args, **kwargs):
        out = orig(self, *args, **kwargs)
        return [dataclasses.replace(t, any_number=dataclasses.replace(t.any_number, where=lambda g, o, pl, i: o.token))
                for t in out]


@mutant("h8c-azir-sovereign-may-always-taken", rule="354", area="cards",
        bug="Azir, Sovereign's 'you may move' is always taken once tokens are chosen",
        kill="Azir attacks with tokens chosen; A declines; expect the tokens stay")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.sfd.azir_sovereign:AzirSovereign.triggers")
    def triggers(orig, self, *args, **kwargs):
        def wrap(go):
            def g(r):
                r.game.may = lambda *a, **k: True
                try:
                    go(r)
                finally:
                    del r.game.may
            return g
        return _with_resolve(orig(self, *args, **kwargs), wrap)


@mutant("h8c-hwei-one-type-only", rule="387.1.b", area="cards",
        bug="Hwei: a discarded card of two types (a Spell and a Unit, or a Gear unit) gives only the first type's "
            "effect ('based on the discarded card's type' read as one of them)",
        kill="Hwei discards a card with two of the types; expect both effects")
def _(p: Patcher) -> None:
    behaviour = p.module("reference_engine.behaviour")

    @p.wrap(f"{CARDS}.unl.hwei_brooding_painter:HweiBroodingPainter.triggers")
    def triggers(orig, self, *args, **kwargs):
        def wrap(go):
            def g(r):
                import reference_engine.cards.unl.hwei_brooding_painter as mod
                real = mod.card_types
                mod.card_types = lambda game, o: [t for t in real(game, o) if t in ("Spell", "Gear", "Unit")][:1]
                try:
                    go(r)
                finally:
                    mod.card_types = real
            return g
        return _with_resolve(orig(self, *args, **kwargs), wrap)


@mutant("h8c-hwei-no-discard-when-drawing-nothing", rule="359.3", area="cards",
        bug="Hwei's 'draw 1, then discard 1' discards nothing when the draw drew nothing (empty deck)",
        kill="reflexive-hwei-each-type-vs-one-of-variant-h8c-empty-deck-burns-out-then-discards: A burns out, draws u1 "
             "and must still discard it")
def _(p: Patcher) -> None:
    actions = p.module("reference_engine.actions")

    @p.wrap(f"{CARDS}.unl.hwei_brooding_painter:HweiBroodingPainter.triggers")
    def triggers(orig, self, *args, **kwargs):
        def wrap(go):
            def g(r):
                if not r.game.players[r.controller].deck:
                    actions.draw(r.game, r.controller, 1, r.source_alias)
                    return
                go(r)
            return g
        return _with_resolve(orig(self, *args, **kwargs), wrap)


@mutant("h8c-lotus-trap-every-unit", rule="359.3", area="cards",
        bug="Lotus Trap doubles damage to every unit this turn, not only the chosen one",
        kill="Lotus Trap on one unit; deal 2 to another; expect 2")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.unl.lotus_trap:replacement_effect", everywhere=False)
    def replacement_effect(orig, game, controller, source, target, label, applies, *args, **kwargs):
        return orig(game, controller, source, target, label, lambda g, e, ev: ev["type"] == "damage", *args, **kwargs)


@mutant("h8c-lotus-trap-kept", rule="317.2.c", area="cards",
        bug="Lotus Trap's 'this turn' is kept: damage to the unit is doubled on later turns too",
        kill="Lotus Trap; next turn deal 2 to the unit; expect 2")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.unl.lotus_trap:replacement_effect", everywhere=False)
    def replacement_effect(orig, game, controller, source, target, label, applies, apply, *args, **kwargs):
        kwargs["duration"] = "permanent"
        return orig(game, controller, source, target, label, applies, apply, *args, **kwargs)


@mutant("h8c-porobot-counts-any-gear", rule="359.3", area="cards",
        bug="Patched Porobot's 'if you control 3 or more other gear' counts every player's gear",
        kill="A controls 2 gear, B 1; A plays Porobot; expect no draw")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ven.patched_porobot:PatchedPorobot.triggers")
    def triggers(orig, self, *args, **kwargs):
        def enough(game: Any, me: Any) -> bool:
            return len([g for g in game.on_board("Gear") if g is not me]) >= 3

        from reference_engine.cards.common import played_me
        from reference_engine import actions

        def played(game: Any, me: Any, ev: dict[str, Any]) -> Any:
            info = played_me(game, me, ev)
            return info if info is not None and enough(game, me) else None

        def go(r: Any) -> None:
            if enough(r.game, r.source):
                actions.draw(r.game, r.controller, 1, r.source_alias)

        return [dataclasses.replace(t, condition=played, resolve=go) for t in orig(self, *args, **kwargs)]


@mutant("h8c-akali-silent-any-move", rule="359.3", area="cards",
        bug="Akali, Silent's 'When I move to a battlefield' also triggers on a move to base",
        kill="Akali moves from a battlefield to base; expect no +2 [M]")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ven.akali_silent:AkaliSilent.triggers")
    def triggers(orig, self, *args, **kwargs):
        from reference_engine.cards.common import about_me

        def moved(game: Any, me: Any, ev: dict[str, Any]) -> Any:
            return {} if about_me(game, me, ev, "move") else None

        return [dataclasses.replace(t, condition=moved) for t in orig(self, *args, **kwargs)]


@mutant("h8c-akali-silent-teammates-too", rule="484.2", area="cards",
        bug="Akali, Silent's 'can't be chosen by enemy spells' also stops her controller's and teammates' spells",
        kill="A's own spell chooses A's Akali outside combat; expect it accepted")
def _(p: Patcher) -> None:
    def forbids(self: Any, game: Any, me: Any, action: str, **kw: Any) -> bool:
        if action != "choose" or kw["obj"] is not me:
            return False
        return not (me.attacker or me.defender)

    p.replace(f"{CARDS}.ven.akali_silent:AkaliSilent.forbids", forbids)


@mutant("h8c-ravenbloom-any-players-spell", rule="419.4.a", area="cards",
        bug="Ravenbloom Student's 'When you play a spell' triggers on any player's spell",
        kill="B's spell resolves; expect A's Student not +1 [M]")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ogn.ravenbloom_student:RavenbloomStudent.triggers")
    def triggers(orig, self, *args, **kwargs):
        def wrap(cond):
            def c(game, me, ev):
                if ev["type"] == "resolve" and ev.get("spell"):
                    return {}
                return cond(game, me, ev)
            return c
        return _with_condition(orig(self, *args, **kwargs), wrap)


@mutant("h8c-jayce-readies-one-when-empowered", rule="359.3", area="cards",
        bug="Jayce's empowered '[1], [E]: Ready 2 gear.' readies only the first gear",
        kill="empowered Jayce's second ability on two exhausted gear; expect both ready")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ven.jayce_defender_of_tomorrow:JayceDefender.activated")
    def activated(orig, self, *args, **kwargs):
        out = orig(self, *args, **kwargs)
        return out[:2] + [dataclasses.replace(out[2], resolve=out[1].resolve)]


# ---- fourth batch: Yasuo (3 cards), Heimerdinger, Switcheroo, Teemo, Challenge, Rebuke ------------------
@mutant("h8c-yasuo-windrider-every-move-from-third", rule="359.3", area="cards",
        bug="Yasuo, Windrider's 'The third time I move in a turn' scores on the third and every later move",
        kill="recall-keeps-buffs-counters-tracking-variant-h8c-fourth-move-does-not-score: the fourth move scores "
             "nothing")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ogn.yasuo_windrider:YasuoWindrider.triggers")
    def triggers(orig, self, *args, **kwargs):
        def wrap(cond):
            def c(game, me, ev):
                out = cond(game, me, ev)
                if out is None and me.data.get("moves_this_turn", 0) > 3 and ev["type"] == "move" \
                        and ev.get("object") == game.alias_of(me.uid):
                    return {}
                return out
            return c
        return _with_condition(orig(self, *args, **kwargs), wrap)


@mutant("h8c-yasuo-remorseful-might-at-attack", rule="359.3.f.2", area="cards",
        bug="Yasuo, Remorseful's 'damage equal to my Might' is read when he attacks, not when the trigger resolves",
        kill="Yasuo attacks; before his trigger resolves his Might is raised; expect the raised amount dealt")
def _(p: Patcher) -> None:
    layers = p.module("reference_engine.layers")

    @p.wrap(f"{CARDS}.ogn.yasuo_remorseful:YasuoRemorseful.triggers")
    def triggers(orig, self, *args, **kwargs):
        def wrap_cond(cond):
            def c(game, me, ev):
                out = cond(game, me, ev)
                if out is not None:
                    me.data["h8c_might_at_attack"] = layers.might(game, me)
                return out
            return c

        def wrap_go(go):
            def g(r):
                import reference_engine.cards.ogn.yasuo_remorseful as mod
                real = mod.might
                snap = r.source.data.get("h8c_might_at_attack")
                mod.might = lambda game, o: snap if snap is not None and o is r.source else real(game, o)
                try:
                    go(r)
                finally:
                    mod.might = real
            return g
        return [dataclasses.replace(t, condition=wrap_cond(t.condition), resolve=wrap_go(t.resolve))
                for t in orig(self, *args, **kwargs)]


@mutant("h8c-yasuo-unforgiven-any-destination", rule="355.4", area="cards",
        bug="Yasuo, Unforgiven's 'to or from its base' is ignored: a unit may move from one battlefield to another",
        kill="Yasuo's ability moves a unit from bf1 to bf2; expect it refused")
def _(p: Patcher) -> None:
    actions = p.module("reference_engine.actions")

    @p.wrap(f"{CARDS}.ogn.yasuo_unforgiven:YasuoUnforgiven.activated")
    def activated(orig, self, *args, **kwargs):
        def go(r: Any) -> None:
            u, dest = r.target(0), r.place(1)
            if u is not None and dest is not None:
                r.instruction(lambda: actions.move(r.game, u, dest, r.controller, source=r.source_alias), uses=(0,))

        return [dataclasses.replace(a, choices_problem=None, resolve=go) for a in orig(self, *args, **kwargs)]


@mutant("h8c-heimerdinger-all-abilities", rule="727.1.b.1", area="cards",
        bug="Heimerdinger has all activated abilities of friendly permanents, not only their [E] ones",
        kill="a friendly gear with a non-[E] ability; expect Heimerdinger cannot activate it")
def _(p: Patcher) -> None:
    behaviour = p.module("reference_engine.behaviour")

    @p.wrap(f"{CARDS}.ogn.heimerdinger_inventor:Heimerdinger.gained_abilities")
    def gained_abilities(orig, self, game, me, *args, **kwargs):
        import reference_engine.cards.ogn.heimerdinger_inventor as mod
        real = mod.all_activated
        mod.all_activated = lambda g, o: [dataclasses.replace(a, exhaust=True) if not a.exhaust else a
                                          for a in real(g, o)]
        try:
            out = orig(self, game, me, *args, **kwargs)
        finally:
            mod.all_activated = real
        return out


@mutant("h8c-switcheroo-kept", rule="317.2.c", area="cards",
        bug="Switcheroo's 'this turn' is kept: the swapped Might lasts into later turns",
        kill="Switcheroo; next turn expect both printed Mights")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.sfd.switcheroo:Switcheroo.resolve")
    def resolve(orig, self, r, *args, **kwargs):
        import reference_engine.cards.sfd.switcheroo as mod
        real = mod.actions.give_might
        mod.actions.give_might = lambda *a, **k: real(*a, **{**k, "duration": "permanent"})
        try:
            return orig(self, r, *args, **kwargs)
        finally:
            mod.actions.give_might = real


@mutant("h8c-teemo-bonus-kept", rule="317.2.c", area="cards",
        bug="Teemo, Scout's '+3 [M] this turn' is kept past the end of the turn",
        kill="hidden-teemo-reveal-before-temporary-sprite-variant-h8c-plus-three-ends-with-the-turn: 1 [M] on the "
             "next turn")
def _(p: Patcher) -> None:
    actions = p.module("reference_engine.actions")

    @p.wrap(f"{CARDS}.ogn.teemo_scout:TeemoScout.triggers")
    def triggers(orig, self, *args, **kwargs):
        return _with_resolve(orig(self, *args, **kwargs), lambda go: lambda r: actions.give_might(
            r.game, r.source, 3, r.source_alias, duration="permanent"))


@mutant("h8c-challenge-one-way", rule="359.3", area="cards",
        bug="Challenge: only the friendly unit deals damage ('to each other' read as one way)",
        kill="Challenge; expect the friendly unit damaged by the enemy unit's Might")
def _(p: Patcher) -> None:
    actions = p.module("reference_engine.actions")
    layers = p.module("reference_engine.layers")

    def resolve(self: Any, r: Any) -> None:
        def fight() -> None:
            a, b = r.target(0), r.target(1)
            actions.deal_damage(r.game, b, layers.might(r.game, a), r.game.alias_of(a.uid), by_player=a.controller)

        r.instruction(fight, uses=(0, 1))

    p.replace(f"{CARDS}.ogn.challenge:Challenge.resolve", resolve)


@mutant("h8c-challenge-damage-after-first", rule="359.3", area="cards",
        bug="Challenge's 'to each other' read as sequential: the enemy unit deals its damage back only if the "
            "friendly unit's damage was not lethal",
        kill="Challenge where the friendly unit's damage is lethal to the enemy; expect the friendly unit damaged too")
def _(p: Patcher) -> None:
    actions = p.module("reference_engine.actions")
    layers = p.module("reference_engine.layers")

    def resolve(self: Any, r: Any) -> None:
        def fight() -> None:
            a, b = r.target(0), r.target(1)
            mb = layers.might(r.game, b)
            actions.deal_damage(r.game, b, layers.might(r.game, a), r.game.alias_of(a.uid), by_player=a.controller)
            if b.zone == "board" and b.damage < (layers.might(r.game, b) or 0):
                actions.deal_damage(r.game, a, mb, r.game.alias_of(b.uid), by_player=b.controller)

        r.instruction(fight, uses=(0, 1))

    p.replace(f"{CARDS}.ogn.challenge:Challenge.resolve", resolve)


@mutant("h8c-rebuke-any-unit", rule="359.3", area="cards",
        bug="Rebuke's 'a unit at a battlefield' accepts a unit in base",
        kill="kill-spell-rebuke-lee-sin-variant-h8c-unit-in-base-not-choosable: Rebuke on Lee Sin in base is "
             "rejected")
def _(p: Patcher) -> None:
    from reference_engine.cards.common import UNIT
    p.replace(f"{CARDS}.ogn.rebuke:Rebuke.targets", [UNIT])


# ---- fifth batch: Dragon Roost, Unlicensed Armory, The Zero Drive, Mystic Reversal, Akshan --------------
@mutant("h8c-dragon-roost-controller-only", rule="359.3", area="cards",
        bug="Dragon Roost's 'Any player may pay [A][A]' is offered only to the battlefield's controller",
        kill="B controls the Roost; A plays a Dragon there paying [A][A]; expect it accepted")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ven.dragon_roost:DragonRoost.permits")
    def permits(orig, self, game, me, action, *args, **kwargs):
        out = orig(self, game, me, action, *args, **kwargs)
        player = kwargs.get("player")
        if out and player is not None and player != me.controller:
            return None
        return out


@mutant("h8c-dragon-roost-any-unit", rule="359.3", area="cards",
        bug="Dragon Roost's 'to play a Dragon' lets any unit be played there paying [A][A]",
        kill="a non-Dragon unit played to a Roost the player does not control paying [A][A]; expect it refused")
def _(p: Patcher) -> None:
    def permits(self: Any, game: Any, me: Any, action: str, **kw: Any) -> Any:
        if action == "play-additional":
            return {"cost": "[A][A]", "to": me.location}
        return None

    p.replace(f"{CARDS}.ven.dragon_roost:DragonRoost.permits", permits)


@mutant("h8c-armory-save-without-paying", rule="356", area="cards",
        bug="Unlicensed Armory's 'you may pay [C] to heal it, exhaust it, and recall it instead' saves the unit "
            "without the [C] being paid",
        kill="Armory's unit dies; A pays [C]; expect A's Fury power spent")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ogn.unlicensed_armory:UnlicensedArmory.activated")
    def activated(orig, self, *args, **kwargs):
        def wrap(go):
            def g(r):
                import reference_engine.cards.ogn.unlicensed_armory as mod
                real = mod.replacement_effect

                def repl(game, controller, source, target, label, applies, apply, *a, **k):
                    def apply2(gg, eff, ev):
                        real_pay = mod.costs.pay
                        mod.costs.pay = lambda *x, **y: None
                        try:
                            return apply(gg, eff, ev)
                        finally:
                            mod.costs.pay = real_pay
                    return real(game, controller, source, target, label, applies, apply2, *a, **k)
                mod.replacement_effect = repl
                try:
                    go(r)
                finally:
                    mod.replacement_effect = real
            return g
        return [dataclasses.replace(a, resolve=wrap(a.resolve)) for a in orig(self, *args, **kwargs)]


@mutant("h8c-armory-every-death-this-turn", rule="390.3", area="cards",
        bug="Unlicensed Armory's 'The next time it would die this turn' is not used up when declined: it is "
            "offered again at the unit's next death that turn",
        kill="replacement-death-save-heal-exhaust-recall-variant-h8c-armory-declined-is-used-up: declined, then "
             "Zhonya's saves the unit; the second kill that turn offers nothing")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ogn.unlicensed_armory:UnlicensedArmory.activated")
    def activated(orig, self, *args, **kwargs):
        def wrap(go):
            def g(r):
                import reference_engine.cards.ogn.unlicensed_armory as mod
                real = mod.replacement_effect

                def repl(game, controller, source, target, label, applies, apply, *a, **k):
                    def apply2(gg, eff, ev):
                        out = apply(gg, eff, ev)
                        if out is not None and out.get("type") == "die" and eff not in gg.effects:
                            gg.effects.append(eff)  # the bug: kept after a declined save
                        return out
                    return real(game, controller, source, target, label, applies, apply2, *a, **k)
                mod.replacement_effect = repl
                try:
                    go(r)
                finally:
                    mod.replacement_effect = real
            return g
        return [dataclasses.replace(a, resolve=wrap(a.resolve)) for a in orig(self, *args, **kwargs)]


@mutant("h8c-zero-drive-replays-first-only", rule="359.3", area="cards",
        bug="The Zero Drive's 'Play all units banished with this' plays only the first one",
        kill="two units banished with the Zero Drive; activate; expect both played")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.sfd.the_zero_drive:TheZeroDrive.activated")
    def activated(orig, self, *args, **kwargs):
        def wrap(go):
            def g(r):
                r.item.data["units"] = r.item.data.get("units", [])[:1]
                go(r)
            return g
        return [dataclasses.replace(a, resolve=wrap(a.resolve)) for a in orig(self, *args, **kwargs)]


@mutant("h8c-zero-drive-banishes-any-friendly-death", rule="808", area="cards",
        bug="The Zero Drive's granted '[Deathknell] - Banish me' banishes any unit of its controller that dies, not "
            "only the unit it was attached to",
        kill="equip-zero-drive-death-banish-unit-variant-h8c-other-friendly-unit-not-banished: once unattached, a "
             "friendly unit that never wore it dies and stays in the trash")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.sfd.the_zero_drive:TheZeroDrive.triggers")
    def triggers(orig, self, *args, **kwargs):
        def wrap(cond):
            def c(game, me, ev):
                out = cond(game, me, ev)
                if out is None and ev["type"] == "die" and ev.get("object") in game.aliases:
                    u = game.objects[game.aliases[ev["object"]]]
                    if u.data.get("last_known", {}).get("controller") == me.controller and u.uid != me.uid:
                        return {"unit": u.uid}
                return out
            return c
        return _with_condition(orig(self, *args, **kwargs), wrap)


@mutant("h8c-take-spell-no-new-choices", rule="359.3", area="cards",
        bug="Mystic Reversal's / Rebuttal's 'you may make new choices for it' is never offered: the stolen spell "
            "keeps its choices",
        kill="Mystic Reversal takes a spell and makes a new choice; expect the new choice used")
def _(p: Patcher) -> None:
    actions = p.module("reference_engine.actions")

    def take_spell(r: Any, target: Any) -> bool:
        item = next(i for i in r.game.chain if i.source == target.uid)
        actions.gain_control(r.game, target, r.controller, r.source_alias)
        item.controller = r.controller
        return True

    p.replace(f"{COMMON}:take_spell", take_spell)


@mutant("h8c-akshan-steals-unpaid", rule="356.1.b.3", area="cards",
        bug="Akshan, Mischievous's 'if you paid the additional cost' is ignored: he takes an enemy gear either way",
        kill="Akshan played without paying [C][C]; expect no trigger, the gear stays")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.sfd.akshan_mischievous:AkshanMischievous.triggers")
    def triggers(orig, self, *args, **kwargs):
        from reference_engine.cards.common import played_me
        return [dataclasses.replace(t, condition=played_me) for t in orig(self, *args, **kwargs)]


# ---- sixth batch: Smite, Back Off, Temporal Breach, Up from the Deep, Swain, Renekton --------------------
@mutant("h8c-smite-banish-unlinked-from-damage", rule="359.3", area="cards",
        bug="Smite's 'If it would die this turn, banish it instead' lasts only while Smite resolves: a later death "
            "that turn goes to the trash",
        kill="Smite deals 3 to a 5 [M] unit; a later kill that turn; expect it banished")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.unl.smite:replacement_effect", everywhere=False)
    def replacement_effect(orig, game, controller, source, target, label, applies, apply, *args, **kwargs):
        eff = orig(game, controller, source, target, label, applies, apply, *args, **kwargs)
        if eff in game.effects:
            game.effects.remove(eff)  # the bug: the replacement is gone once Smite's instruction is over
        return eff


@mutant("h8c-back-off-always-draws", rule="359.3", area="cards",
        bug="Back Off's 'If you played this from your hand, draw 1' draws however it was played",
        kill="Back Off played from the trash / by an effect; expect no draw")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.unl.back_off:BackOff.resolve")
    def resolve(orig, self, r, *args, **kwargs):
        r.item.data["from"] = "hand"
        return orig(self, r, *args, **kwargs)


@mutant("h8c-temporal-breach-to-base", rule="359.3", area="cards",
        bug="Temporal Breach's 'plays it to the same location' plays it to its owner's base",
        kill="Temporal Breach on a unit at a battlefield; expect it back at that battlefield")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ven.temporal_breach:replay_from_banishment", everywhere=False)
    def replay_from_banishment(orig, r, o, loc, base_of, *args, **kwargs):
        return orig(r, o, "base", o.owner, *args, **kwargs)


@mutant("h8c-up-from-the-deep-ready-tokens", rule="359.3", area="cards",
        bug="Up from the Deep's Tentacle tokens enter ready (a token played enters exhausted like a unit)",
        kill="Up from the Deep; expect two exhausted Tentacles in base")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ven.up_from_the_deep:UpFromTheDeep.resolve")
    def resolve(orig, self, r, *args, **kwargs):
        before = set(r.game.objects)
        out = orig(self, r, *args, **kwargs)
        for uid in set(r.game.objects) - before:
            r.game.objects[uid].exhausted = False
        return out


@mutant("h8c-swain-tokens-count", rule="359.3", area="cards",
        bug="Swain, Visionary's 'a non-token unit, a non-token gear' counts token units and gear played this turn",
        kill="none with the current engine (see equivalent); score-swain-porobot-stupefy-variant-token-units-do-not-"
             "count would kill it if token plays were recorded",
        equivalent="only cards finalized from the chain (chain.py) and setup history (always non-token) are recorded "
                   "in played_this_turn; tokens an effect plays (Up from the Deep, Sand Soldier) are never recorded, "
                   "so no record has token=True")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ven.swain_visionary:SwainVisionary.triggers")
    def triggers(orig, self, *args, **kwargs):
        def untokened(fn):
            def f(game, *a):
                pl = game.players
                saved = {x: list(pl[x].played_this_turn) for x in pl}
                for x in pl:
                    pl[x].played_this_turn = [{**rec, "token": False} for rec in pl[x].played_this_turn]
                try:
                    return fn(game, *a)
                finally:
                    for x in pl:
                        pl[x].played_this_turn = saved[x]
            return f
        return [dataclasses.replace(t, condition=lambda g, me, ev, c=t.condition: untokened(c)(g, me, ev),
                                    resolve=lambda r, go=t.resolve: untokened(lambda g: go(r))(r.game))
                for t in orig(self, *args, **kwargs)]


@mutant("h8c-renekton-at-ten-state", rule="383.1", area="cards",
        bug="Renekton's 'When my Might becomes 10 or more' triggers at every Might change while 10 or more",
        kill="Renekton at 10 [M] (empowered once) gets +1 [M]; expect no second empower")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ven.renekton_brute:RenektonBrute.triggers")
    def triggers(orig, self, *args, **kwargs):
        from reference_engine.cards.common import about_me

        def becomes(game: Any, me: Any, ev: dict[str, Any]) -> Any:
            return {} if about_me(game, me, ev, "might-changed") and ev["after"] >= 10 else None

        return [dataclasses.replace(t, condition=becomes) for t in orig(self, *args, **kwargs)]


# ---- seventh batch: Illaoi, Ambessa, Akali, Deadly Weapon ---------------------------------------------
@mutant("h8c-illaoi-counts-every-token", rule="359.3", area="cards",
        bug="Illaoi's '+1 [M] for each token unit you control' counts every player's token units",
        kill="B controls a token unit, A none; expect Illaoi at her printed Might")
def _(p: Patcher) -> None:
    def might_bonus(self: Any, game: Any, me: Any, unit: Any) -> int:
        return sum(1 for u in game.units() if u.token) if unit is me else 0

    p.replace(f"{CARDS}.ven.illaoi_prophet_of_the_great_kraken:IllaoiProphet.might_bonus", might_bonus)


@mutant("h8c-illaoi-scores-anywhere", rule="471.2", area="cards",
        bug="Illaoi's 'when I score' triggers when her controller scores any battlefield, not the one she is at",
        kill="rule-471-2-b-hold-ability-triggers-when-held-variant-h8c-illaoi-not-at-the-held-battlefield: one "
             "Tentacle for two holds")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ven.illaoi_prophet_of_the_great_kraken:IllaoiProphet.triggers")
    def triggers(orig, self, *args, **kwargs):
        out = orig(self, *args, **kwargs)

        def i_score(game: Any, me: Any, ev: dict[str, Any]) -> Any:
            return {} if ev["type"] in ("conquer", "hold") and ev.get("player") == me.controller else None

        return [out[0], dataclasses.replace(out[1], condition=i_score)]


@mutant("h8c-ambessa-empowers-on-own-empower", rule="359.3", area="cards",
        bug="Ambessa's 'When you empower something else' also triggers when she herself is empowered (a loop "
            "stopped only by her limit)",
        kill="A empowers Ambessa; expect no trigger")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ven.ambessa_matriarch_of_war:AmbessaMatriarch.triggers")
    def triggers(orig, self, *args, **kwargs):
        def cond(game: Any, me: Any, ev: dict[str, Any]) -> Any:
            if ev["type"] == "empower" and ev.get("player") == me.controller:  # the bug: "else" dropped
                return {}
            return None
        return [dataclasses.replace(t, condition=cond) for t in orig(self, *args, **kwargs)]


@mutant("h8c-ambessa-any-players-empower", rule="359.3", area="cards",
        bug="Ambessa's 'When you empower something else' triggers when any player empowers something",
        kill="empower-kayle-activate-at-three-variant-h8c-opponents-ambessa-sees-nothing: A empowers Kayle; B's "
             "Ambessa stays unempowered")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ven.ambessa_matriarch_of_war:AmbessaMatriarch.triggers")
    def triggers(orig, self, *args, **kwargs):
        def wrap(cond):
            def c(game, me, ev):
                if ev["type"] == "empower":
                    return cond(game, me, {**ev, "player": me.controller})
                return cond(game, me, ev)
            return c
        return _with_condition(orig(self, *args, **kwargs), wrap)


@mutant("h8c-akali-deadly-weapon-always-two", rule="359.3", area="cards",
        bug="Akali, Deadly Weapon deals 2 whether or not she is [Empowered]",
        kill="unempowered Akali moves; her trigger deals 1")
def _(p: Patcher) -> None:
    actions = p.module("reference_engine.actions")

    @p.wrap(f"{CARDS}.ven.akali_deadly_weapon:AkaliDeadlyWeapon.triggers")
    def triggers(orig, self, *args, **kwargs):
        def wrap(go):
            def g(r):
                real = actions.deal_damage
                actions.deal_damage = lambda game, o, amount, *a, **k: real(game, o, 2, *a, **k)
                try:
                    go(r)
                finally:
                    actions.deal_damage = real
            return g
        return _with_resolve(orig(self, *args, **kwargs), wrap)


@mutant("h8c-akali-deadly-weapon-any-battlefield", rule="359.3", area="cards",
        bug="Akali, Deadly Weapon's 'a unit at a battlefield I moved to or from' accepts a unit at any battlefield",
        kill="Akali moves base -> bf1; A chooses a unit at bf2; expect it refused")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ven.akali_deadly_weapon:AkaliDeadlyWeapon.triggers")
    def triggers(orig, self, *args, **kwargs):
        return [dataclasses.replace(t, targets=[dataclasses.replace(t.targets[0],
                                                                    where=lambda g, o, pl, i: g.is_bf(o.location))])
                for t in orig(self, *args, **kwargs)]
