"""Mutants of the session-9 hand-seeded hunt over card modules (helper c9d), continued from
:mod:`mutants.rules9_c9d`."""
from __future__ import annotations

from typing import Any

from mutants import Patcher, mutant

CARDS = "reference_engine.cards"


def _mod(name: str) -> Any:
    return Patcher.module(f"{CARDS}.{name}")


# ---- Ahri, Nine-Tailed Fox: "When an enemy unit attacks a battlefield you control, give it -1 [M] this turn, to a
# minimum of 1 [M]." -------------------------------------------------------------------------------------------
def _ahri(p: Patcher, *, amount: int = -1, duration: str = "turn", everyone_there: bool = False) -> None:
    actions = Patcher.module("reference_engine.actions")
    seats = Patcher.module("reference_engine.seats")
    behaviour = Patcher.module("reference_engine.behaviour")

    def triggers(self: Any) -> list[Any]:
        def cond(game: Any, me: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
            if ev["type"] == "attack" and seats.enemy(game, me.controller, ev.get("player")) and \
                    game.is_bf(ev.get("to")) and game.bf(ev["to"]).controller == me.controller:
                return {"unit": game.obj(ev["object"]).ref if ev["object"] in game.aliases else None,
                        "bf": ev.get("to")}
            return None

        def go(r: Any) -> None:
            u = r.game.live(r.info.get("unit"))
            if u is None:
                return
            hit = [u]
            if everyone_there:
                hit = [o for o in r.game.units(r.info["bf"]) if seats.enemy(r.game, r.controller, o.controller)]
            for o in hit:
                actions.give_might(r.game, o, amount, r.source_alias, minimum=1, duration=duration)

        return [behaviour.Trigger(cond, go)]

    p.replace(f"{CARDS}.ogn.ahri_nine_tailed_fox:AhriLegend.triggers", triggers)


@mutant("c9d-ahri-minus-kept", rule="317.2.c", area="cards",
        bug="Ahri's '-1 [M] this turn' is kept past the end of the turn",
        kill="an enemy unit attacks Ahri's battlefield; next turn expect its printed Might")
def _(p: Patcher) -> None:
    _ahri(p, duration="permanent")


@mutant("c9d-ahri-minus-two", rule="359.3", area="cards",
        bug="Ahri gives -2 [M] instead of -1 [M] (still to a minimum of 1)",
        kill="a 4 [M] enemy unit attacks Ahri's battlefield; expect 3 [M]")
def _(p: Patcher) -> None:
    _ahri(p, amount=-2)


@mutant("c9d-ahri-every-enemy-there", rule="359.3", area="cards",
        bug="Ahri's 'give it -1 [M]' gives -1 [M] to every enemy unit at the attacked battlefield, not only the "
            "attacker",
        kill="an enemy unit already at the battlefield and one attacking; expect only the attacker reduced")
def _(p: Patcher) -> None:
    _ahri(p, everyone_there=True)


# ---- Hidden Blade: "Kill a unit at a battlefield. Its controller draws 2." -------------------------------
@mutant("c9d-hidden-blade-unit-in-base", rule="352", area="cards",
        bug="Hidden Blade's 'a unit at a battlefield' may choose a unit in base",
        kill="A chooses B's unit in base for Hidden Blade; expect it refused")
def _(p: Patcher) -> None:
    p.replace(f"{CARDS}.ogn.hidden_blade:HiddenBlade.targets", [_mod("common").UNIT])


@mutant("c9d-hidden-blade-draws-one", rule="359.3", area="cards",
        bug="Hidden Blade's 'Its controller draws 2' draws 1",
        kill="Hidden Blade kills B's unit; expect B's hand +2")
def _(p: Patcher) -> None:
    common = _mod("common")

    def resolve(self: Any, r: Any) -> None:
        k = r.instruction(lambda: r.kill(r.target(0)), uses=(0,))
        r.instruction(lambda: common.draw_cards(r, r.info_of(0, "controller"), 1), linked=k)

    p.replace(f"{CARDS}.ogn.hidden_blade:HiddenBlade.resolve", resolve)


# ---- Ride the Wind: "Move a friendly unit and ready it." ------------------------------------------------
@mutant("c9d-ride-the-wind-any-unit", rule="740.1", area="cards",
        bug="Ride the Wind's 'a friendly unit' may be an enemy unit",
        kill="A chooses B's unit for Ride the Wind; expect it refused")
def _(p: Patcher) -> None:
    common = _mod("common")
    p.replace(f"{CARDS}.ogn.ride_the_wind:RideTheWind.targets", [common.UNIT, common.DESTINATION])


@mutant("c9d-ride-the-wind-ready-then-move", rule="359.3.e", area="cards",
        bug="Ride the Wind readies the unit before it moves it (the text's order reversed)",
        kill="event_order: the move event before the ready event")
def _(p: Patcher) -> None:
    actions = Patcher.module("reference_engine.actions")

    def resolve(self: Any, r: Any) -> None:
        r.instruction(lambda: actions.ready(r.game, r.target(0), r.source_alias), uses=(0,))
        r.instruction(lambda: actions.move(r.game, r.target(0), r.place(1), r.controller, source=r.source_alias),
                      uses=(0,))

    p.replace(f"{CARDS}.ogn.ride_the_wind:RideTheWind.resolve", resolve)


# ---- Teemo, Scout: "[Hidden] / When you play me, give me +3 [M] this turn." --------------------------------
@mutant("c9d-teemo-plus-two", rule="359.3", area="cards",
        bug="Teemo, Scout gives himself +2 [M] instead of +3 [M]",
        kill="play Teemo; expect printed Might + 3")
def _(p: Patcher) -> None:
    actions = Patcher.module("reference_engine.actions")
    behaviour = Patcher.module("reference_engine.behaviour")
    common = _mod("common")
    p.replace(f"{CARDS}.ogn.teemo_scout:TeemoScout.triggers", lambda self: [behaviour.Trigger(
        common.played_me, lambda r: actions.give_might(r.game, r.source, 2, r.source_alias))])


@mutant("c9d-teemo-not-from-hidden", rule="811.1.d", area="cards",
        bug="Teemo, Scout's 'When you play me' does not trigger when he is played from facedown (Hidden)",
        kill="A plays Teemo from Hidden; expect +3 [M]")
def _(p: Patcher) -> None:
    actions = Patcher.module("reference_engine.actions")
    behaviour = Patcher.module("reference_engine.behaviour")
    common = _mod("common")

    def cond(game: Any, me: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
        info = common.played_me(game, me, ev)
        return None if info is None or info.get("hidden_at") else info

    p.replace(f"{CARDS}.ogn.teemo_scout:TeemoScout.triggers", lambda self: [behaviour.Trigger(
        cond, lambda r: actions.give_might(r.game, r.source, 3, r.source_alias))])


# ---- Yasuo, Unforgiven: "[2], [E]: Move a friendly unit to or from its base." ---------------------------------
def _yasuo(p: Patcher, **changes: Any) -> None:
    import dataclasses

    @p.wrap(f"{CARDS}.ogn.yasuo_unforgiven:YasuoUnforgiven.activated")
    def activated(orig, self, *args, **kwargs):
        out = []
        for ab in orig(self, *args, **kwargs):
            ch = dict(changes)
            if ch.get("targets") == "any":
                ch["targets"] = [_mod("common").UNIT] + list(ab.targets[1:])
            out.append(dataclasses.replace(ab, **ch))
        return out


@mutant("c9d-yasuo-unforgiven-no-exhaust", rule="376", area="cards",
        bug="Yasuo, Unforgiven's ability does not exhaust him ([E] dropped from the cost): usable twice a turn",
        kill="activate Yasuo's ability twice with [4]; expect the second refused")
def _(p: Patcher) -> None:
    _yasuo(p, exhaust=False)


@mutant("c9d-yasuo-unforgiven-costs-one", rule="356", area="cards",
        bug="Yasuo, Unforgiven's ability costs [1] instead of [2]",
        kill="A has one rune ready; expect the activation refused (or two runes spent)")
def _(p: Patcher) -> None:
    _yasuo(p, energy=1)


@mutant("c9d-yasuo-unforgiven-enemy-unit", rule="740.1", area="cards",
        bug="Yasuo, Unforgiven's 'a friendly unit' may be an enemy unit",
        kill="A's Yasuo chooses B's unit at a battlefield; expect it refused")
def _(p: Patcher) -> None:
    _yasuo(p, targets="any")


# ---- Master Yi, Wuju Bladesman: "While a friendly unit defends alone, it gets +2 [M]." --------------------
def _yi(p: Patcher, *, alone: bool = True, attackers: bool = False, amount: int = 2) -> None:
    seats = Patcher.module("reference_engine.seats")

    def might_bonus(self: Any, game: Any, me: Any, unit: Any) -> int:
        role = unit.defender or (attackers and unit.attacker)
        if role and seats.friendly(game, me.controller, unit.controller):
            others = [u for u in game.units(unit.location)
                      if (u.defender if unit.defender else u.attacker) and u is not unit]
            return 0 if others and alone else amount
        return 0

    p.replace(f"{CARDS}.ogs.master_yi_wuju_bladesman:MasterYiLegend.might_bonus", might_bonus)


@mutant("c9d-master-yi-every-defender", rule="359.3", area="cards",
        bug="Master Yi, Wuju Bladesman gives +2 [M] to every friendly defender ('alone' dropped)",
        kill="two friendly units defend; expect neither gets +2")
def _(p: Patcher) -> None:
    _yi(p, alone=False)


@mutant("c9d-master-yi-lone-attacker-too", rule="359.3", area="cards",
        bug="Master Yi, Wuju Bladesman also gives +2 [M] to a friendly unit attacking alone",
        kill="a friendly unit attacks alone; expect its Might unchanged")
def _(p: Patcher) -> None:
    _yi(p, attackers=True)


@mutant("c9d-master-yi-plus-three", rule="359.3", area="cards",
        bug="Master Yi, Wuju Bladesman gives +3 [M] instead of +2",
        kill="a friendly unit defends alone; expect printed Might + 2")
def _(p: Patcher) -> None:
    _yi(p, amount=3)


# ---- Bellows Breath: "Deal 1 to up to three units at the same location." -------------------------------
@mutant("c9d-bellows-breath-two-units", rule="359.3", area="cards",
        bug="Bellows Breath deals 1 to only its first two chosen units ('up to three' off by one)",
        kill="Bellows Breath on three units; expect the third dealt 1")
def _(p: Patcher) -> None:
    def resolve(self: Any, r: Any) -> None:
        def hit() -> None:
            for i in range(2):
                if r.target(i) is not None:
                    r.damage(r.target(i), 1)

        r.instruction(hit, uses=(0, 1, 2), partial=True)

    p.replace(f"{CARDS}.sfd.bellows_breath:BellowsBreath.resolve", resolve)


@mutant("c9d-bellows-breath-bases-one-location", rule="107.1", area="cards",
        bug="Bellows Breath treats every player's base as one location: units in A's base and B's base together",
        kill="A chooses a unit in A's base and one in B's base; expect it refused")
def _(p: Patcher) -> None:
    def choices_problem(self: Any, game: Any, item: Any, player: str) -> str | None:
        units = [game.live(t) for t in item.targets if isinstance(t, tuple)]
        if len({u.location for u in units if u is not None}) > 1:
            return "Bellows Breath's units must be at the same location"
        return None

    p.replace(f"{CARDS}.sfd.bellows_breath:BellowsBreath.choices_problem", choices_problem)


# ---- Svellsongur: "As this is attached to a unit, copy that unit's text ... for as long as this is attached" --
@mutant("c9d-svellsongur-first-unit-text-kept", rule="434.1.c", area="cards",
        bug="Svellsongur copies the text of the first unit it is attached to and keeps it when attached to another",
        kill="Svellsongur moved from unit X to unit Y (Equip again); expect Y's ability, not X's")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.sfd.svellsongur:Svellsongur.as_attached")
    def as_attached(orig, self, game, me, unit, *args, **kwargs):
        before = me.data.get("text_of")
        orig(self, game, me, unit, *args, **kwargs)
        if before is not None:
            me.data["text_of"] = before


@mutant("c9d-svellsongur-same-instance", rule="434.1.c", area="cards",
        bug="Svellsongur's copied text is the same instance after a re-attach: a once-a-turn ability used before "
            "stays used",
        kill="copy-svellsongur-reattach-refresh: the copied ability is usable again after re-attaching")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.sfd.svellsongur:Svellsongur.as_attached")
    def as_attached(orig, self, game, me, unit, *args, **kwargs):
        n = me.data.get("text_instance", 0)
        orig(self, game, me, unit, *args, **kwargs)
        me.data["text_instance"] = n


# ---- Back Off: "[Stun] a unit. If you played this from your hand, draw 1." ----------------------------------
def _back_off(p: Patcher, *, draws: int = 1, who: str = "me", never: bool = False) -> None:
    actions = Patcher.module("reference_engine.actions")
    common = _mod("common")

    def resolve(self: Any, r: Any) -> None:
        r.instruction(lambda: actions.stun(r.game, r.target(0), r.source_alias, item=r.item), uses=(0,))
        if r.item.data.get("from") == "hand" and not never:
            player = r.controller if who == "me" else r.info_of(0, "controller")
            r.instruction(lambda: common.draw_cards(r, player, draws))

    p.replace(f"{CARDS}.unl.back_off:BackOff.resolve", resolve)


@mutant("c9d-back-off-never-draws", rule="359.3", area="cards",
        bug="Back Off never draws (its 'If you played this from your hand, draw 1' skipped)",
        kill="A plays Back Off from hand; expect A draws 1")
def _(p: Patcher) -> None:
    _back_off(p, never=True)


@mutant("c9d-back-off-stunned-units-controller-draws", rule="359.3", area="cards",
        bug="Back Off's draw goes to the stunned unit's controller, not to the player who played it",
        kill="A's Back Off stuns B's unit; expect A draws 1, B none")
def _(p: Patcher) -> None:
    _back_off(p, who="target")


# ---- Smite: "Deal 3 to a unit at a battlefield. If it would die this turn, banish it instead." ---------------
def _smite(p: Patcher, *, amount: int = 3, any_unit: bool = False, duration: str = "turn",
           unit_in_base: bool = False) -> None:
    actions = Patcher.module("reference_engine.actions")
    common = _mod("common")

    def resolve(self: Any, r: Any) -> None:
        d = r.instruction(lambda: r.damage(r.target(0), amount), uses=(0,))

        def banish_instead(game: Any, eff: Any, ev: dict[str, Any]) -> None:
            actions.banish(game, game.objects[ev["target"]], "Smite")

        r.instruction(lambda: common.replacement_effect(
            r.game, r.controller, r.source, r.target(0), r.source_alias,
            lambda g, e, ev: ev["type"] == "die" and (any_unit or common.targets_obj(g, e, ev)), banish_instead,
            duration=duration), linked=d, uses=(0,))

    p.replace(f"{CARDS}.unl.smite:Smite.resolve", resolve)
    if unit_in_base:
        p.replace(f"{CARDS}.unl.smite:Smite.targets", [common.UNIT])


@mutant("c9d-smite-banishes-any-unit", rule="359.3", area="cards",
        bug="Smite's 'If it would die this turn, banish it instead' banishes any unit that would die this turn",
        kill="Smite a unit; another unit dies later that turn; expect it in the trash")
def _(p: Patcher) -> None:
    _smite(p, any_unit=True)


@mutant("c9d-smite-banish-lasts", rule="317.2.c", area="cards",
        bug="Smite's banish replacement outlasts the turn ('this turn' dropped)",
        kill="Smite a unit that survives; it dies next turn; expect it in the trash")
def _(p: Patcher) -> None:
    _smite(p, duration="permanent")


@mutant("c9d-smite-deals-two", rule="359.3", area="cards",
        bug="Smite deals 2 instead of 3",
        kill="Smite a 3 [M] unit; expect it banished")
def _(p: Patcher) -> None:
    _smite(p, amount=2)


@mutant("c9d-smite-unit-in-base", rule="352", area="cards",
        bug="Smite's 'a unit at a battlefield' may choose a unit in base",
        kill="A chooses B's unit in base for Smite; expect it refused")
def _(p: Patcher) -> None:
    _smite(p, unit_in_base=True)


# ---- Ambessa, Matriarch of War: "When you empower something else, empower me. / Disempower me, [A], [E]: Ready
# a unit." ------------------------------------------------------------------------------------------------------
def _ambessa(p: Patcher, **changes: Any) -> None:
    import dataclasses

    @p.wrap(f"{CARDS}.ven.ambessa_matriarch_of_war:AmbessaMatriarch.activated")
    def activated(orig, self, *args, **kwargs):
        out = []
        for ab in orig(self, *args, **kwargs):
            ch = dict(changes)
            if ch.pop("no_disempower", False):
                ch["extra_cost"] = lambda g, me, item: True
            if ch.pop("friendly_only", False):
                ch["targets"] = [_mod("common").FRIENDLY_UNIT]
            out.append(dataclasses.replace(ab, **ch))
        return out


@mutant("c9d-ambessa-no-disempower", rule="356", area="cards",
        bug="Ambessa's 'Disempower me' cost is not paid: her ability readies a unit while she stays empowered",
        kill="empowered Ambessa readies a unit; expect her no longer empowered")
def _(p: Patcher) -> None:
    _ambessa(p, no_disempower=True)


@mutant("c9d-ambessa-no-exhaust", rule="376", area="cards",
        bug="Ambessa's ability does not exhaust her ([E] dropped from the cost)",
        kill="Ambessa's ability used; expect her exhausted")
def _(p: Patcher) -> None:
    _ambessa(p, exhaust=False)


@mutant("c9d-ambessa-no-power-cost", rule="356", area="cards",
        bug="Ambessa's ability costs no [A] power",
        kill="Ambessa's ability used; expect one power of any domain spent")
def _(p: Patcher) -> None:
    _ambessa(p, power=[])


@mutant("c9d-ambessa-readies-friendly-only", rule="352", area="cards",
        bug="Ambessa's 'Ready a unit' may choose only a friendly unit",
        kill="Ambessa readies B's exhausted unit; expect it accepted and the unit ready")
def _(p: Patcher) -> None:
    _ambessa(p, friendly_only=True)


# ---- Illaoi, Prophet of the Great Kraken ------------------------------------------------------------------
@mutant("c9d-illaoi-tentacle-ready", rule="182.1.d", area="cards",
        bug="Illaoi's Tentacle token enters ready",
        kill="play Illaoi; expect the Tentacle exhausted")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ven.illaoi_prophet_of_the_great_kraken:IllaoiProphet.triggers")
    def triggers(orig, self, *args, **kwargs):
        import dataclasses

        def wrap(go):
            def g(r):
                before = set(r.game.objects)
                go(r)
                for uid in set(r.game.objects) - before:
                    r.game.objects[uid].exhausted = False
            return g
        return [dataclasses.replace(t, resolve=wrap(t.resolve)) for t in orig(self, *args, **kwargs)]


@mutant("c9d-illaoi-hold-only", rule="471.2.a", area="cards",
        bug="Illaoi's 'when I score' triggers when she holds, not when she conquers",
        kill="Illaoi conquers a battlefield; expect a Tentacle")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ven.illaoi_prophet_of_the_great_kraken:IllaoiProphet.triggers")
    def triggers(orig, self, *args, **kwargs):
        import dataclasses
        out = orig(self, *args, **kwargs)

        def wrap(cond):
            return lambda game, me, ev: None if ev["type"] == "conquer" else cond(game, me, ev)
        return [out[0]] + [dataclasses.replace(t, condition=wrap(t.condition)) for t in out[1:]]


@mutant("c9d-illaoi-no-tentacle-on-play", rule="359.3", area="cards",
        bug="Illaoi's 'When you play me' trigger is missing: a Tentacle only when she scores",
        kill="play Illaoi; expect a Tentacle")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ven.illaoi_prophet_of_the_great_kraken:IllaoiProphet.triggers")
    def triggers(orig, self, *args, **kwargs):
        return orig(self, *args, **kwargs)[1:]


@mutant("c9d-illaoi-tokens-here-only", rule="359.3", area="cards",
        bug="Illaoi's '+1 [M] for each token unit you control' counts only the token units at her location",
        kill="Illaoi at a battlefield, a Tentacle in base; expect +1")
def _(p: Patcher) -> None:
    p.replace(f"{CARDS}.ven.illaoi_prophet_of_the_great_kraken:IllaoiProphet.might_bonus",
              lambda self, game, me, unit: sum(1 for u in game.units(controller=me.controller)
                                               if u.token and u.location == me.location) if unit is me else 0)


@mutant("c9d-illaoi-counts-every-token-object", rule="359.3", area="cards",
        bug="Illaoi's '+1 [M] for each token unit you control' counts token gear too",
        kill="A controls a token gear and no token unit; expect Illaoi at her printed Might",
        equivalent="no card of the catalogue creates a token gear and a setup can't mark an object as a token: every "
                   "token on the board is a unit (the Baron Pit, a battlefield token, is not in the board zone)")
def _(p: Patcher) -> None:
    p.replace(f"{CARDS}.ven.illaoi_prophet_of_the_great_kraken:IllaoiProphet.might_bonus",
              lambda self, game, me, unit: sum(1 for o in game.objects.values()
                                               if o.zone == "board" and o.token and o.controller == me.controller)
              if unit is me else 0)


# ---- Swain, Visionary: "When I conquer, if you've played a non-token unit, a non-token gear, and a spell this
# turn, you score 1 point." ------------------------------------------------------------------------------------
def _swain(p: Patcher, *, need: tuple[str, ...] = ("Unit", "Gear", "Spell"), on_hold: bool = False,
           anyone: bool = False) -> None:
    behaviour = Patcher.module("reference_engine.behaviour")
    combat = Patcher.module("reference_engine.combat")
    common = _mod("common")

    def triggers(self: Any) -> list[Any]:
        def played_all(game: Any, player: str) -> bool:
            played = [rec for pid, pl in game.players.items() if anyone or pid == player
                      for rec in pl.played_this_turn]
            return all(any(t in rec["types"] and not rec["token"] for rec in played) for t in need)

        def conquered(game: Any, me: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
            info = common.i_conquer(game, me, ev)
            if info is None and on_hold and ev["type"] == "hold":
                info = common.i_conquer(game, me, {**ev, "type": "conquer"})
            return info if info is not None and played_all(game, me.controller) else None

        def go(r: Any) -> None:
            if played_all(r.game, r.controller):
                combat.score(r.game, r.controller, r.source_alias)

        return [behaviour.Trigger(conquered, go)]

    p.replace(f"{CARDS}.ven.swain_visionary:SwainVisionary.triggers", triggers)


@mutant("c9d-swain-gear-not-needed", rule="383.3.e", area="cards",
        bug="Swain, Visionary scores when a unit and a spell were played this turn (the gear dropped)",
        kill="A played a unit and a spell, no gear; Swain conquers; expect no point")
def _(p: Patcher) -> None:
    _swain(p, need=("Unit", "Spell"))


@mutant("c9d-swain-spell-not-needed", rule="383.3.e", area="cards",
        bug="Swain, Visionary scores when a unit and a gear were played this turn (the spell dropped)",
        kill="A played a unit and a gear, no spell; Swain conquers; expect no point")
def _(p: Patcher) -> None:
    _swain(p, need=("Unit", "Gear"))


@mutant("c9d-swain-on-hold", rule="471.2.b", area="cards",
        bug="Swain, Visionary's 'When I conquer' also triggers when he holds",
        kill="Swain holds with all three played; expect only the hold point",
        equivalent="a hold is scored only in the Beginning Phase (turn.score_holds), before any card can be played that "
                   "turn: the played-this-turn record, emptied as the turn began, never holds a unit, a gear and a "
                   "spell then, so the widened condition is never true")
def _(p: Patcher) -> None:
    _swain(p, on_hold=True)


@mutant("c9d-swain-any-players-plays", rule="359.3", area="cards",
        bug="Swain, Visionary counts the cards every player played this turn, not only 'you'",
        kill="B played the gear this turn, A a unit and a spell; Swain conquers; expect no extra point")
def _(p: Patcher) -> None:
    _swain(p, anyone=True)
