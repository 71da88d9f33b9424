"""Mutants of the session-9 hand-seeded hunt over card modules (helper c9d), second round, continued from
:mod:`mutants.rules9_c9d` and :mod:`mutants.rules9_c9d_2`: deeper misreadings of the same 21 cards (damage dealt as
one event, a granted keyword replacing an earlier one, a "may" never asked, a minimum off by one, a token played to
the wrong place, "I conquer" read as "you conquer")."""
from __future__ import annotations

import dataclasses
from typing import Any

from mutants import Patcher, mutant

CARDS = "reference_engine.cards"


def _mod(name: str) -> Any:
    return Patcher.module(f"{CARDS}.{name}")


@mutant("c9d-cleave-replaces-earlier-assault", rule="807.2", area="cards",
        bug="Cleave's [Assault 3] replaces an Assault the unit was already granted instead of adding to it",
        kill="two Cleaves on one attacker; expect +6 [M] while attacking")
def _(p: Patcher) -> None:
    def resolve(self: Any, r: Any) -> None:
        def grant() -> None:
            u = r.target(0)
            u.granted[:] = [(k, d) for k, d in u.granted if not k.startswith("Assault")]
            u.granted.append(("Assault 3", "turn"))

        r.instruction(grant, uses=(0,))

    p.replace(f"{CARDS}.ogn.cleave:Cleave.resolve", resolve)


@mutant("c9d-icathian-rain-one-damage-per-unit", rule="417", area="cards",
        bug="Icathian Rain adds up the damage for each unit chosen several times and deals it at once (one damage "
            "event of 4 instead of two of 2)",
        kill="a unit chosen twice; expect two damage events of 2")
def _(p: Patcher) -> None:
    def resolve(self: Any, r: Any) -> None:
        def rain() -> None:
            totals: dict[Any, int] = {}
            order: list[Any] = []
            for i in range(6):
                u = r.target(i)
                if u is None:
                    continue
                if u.uid not in totals:
                    order.append(u)
                totals[u.uid] = totals.get(u.uid, 0) + 2
            for u in order:
                r.damage(u, totals[u.uid])

        r.instruction(rain, uses=tuple(range(6)), partial=True)

    p.replace(f"{CARDS}.ogn.icathian_rain:IcathianRain.resolve", resolve)


@mutant("c9d-lee-sin-must-be-buffed-himself", rule="359.3", area="cards",
        bug="Lee Sin, Centered gives his +2 [M] only while he is buffed himself",
        kill="an unbuffed Lee Sin with a buffed friendly unit at his battlefield; expect +2")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ogn.lee_sin_centered:LeeSinCentered.might_bonus")
    def might_bonus(orig, self, game, me, unit, *args, **kwargs):
        return orig(self, game, me, unit, *args, **kwargs) if me.buffed else 0


@mutant("c9d-mystic-reversal-new-choices-forced", rule="359.3", area="cards",
        bug="Mystic Reversal's 'You may make new choices' is not a 'may': new choices are always asked",
        kill="Mystic Reversal takes a spell and its controller declines; expect the old choice kept")
def _(p: Patcher) -> None:
    common = _mod("common")
    actions = Patcher.module("reference_engine.actions")

    def resolve(self: Any, r: Any) -> None:
        def take() -> bool:
            target = r.target(0)
            item = next(i for i in r.game.chain if i.source == target.uid)
            actions.gain_control(r.game, target, r.controller, r.source_alias)
            item.controller = r.controller
            if common.behaviour_of(target).targets:
                common.make_new_choices(r, item)
            return True

        r.instruction(take, uses=(0,))

    p.replace(f"{CARDS}.ogn.mystic_reversal:MysticReversal.resolve", resolve)


@mutant("c9d-stormbringer-moves-only-after-a-hit", rule="359.3.e.14", area="cards",
        bug="Stormbringer moves the unit only if its damage hit an enemy unit (the move tied to the damage having "
            "been dealt)",
        kill="Stormbringer on a battlefield with no enemy unit; expect the unit still moved there")
def _(p: Patcher) -> None:
    actions = Patcher.module("reference_engine.actions")
    seats = Patcher.module("reference_engine.seats")

    def resolve(self: Any, r: Any) -> None:
        bf = r.place(1)
        hit: list[Any] = []

        def blast() -> None:
            amount = r.info_of(0, "might") or 0
            for u in [u for u in r.game.units(bf) if seats.enemy(r.game, r.controller, u.controller)]:
                r.damage(u, amount)
                hit.append(u)

        r.instruction(blast, uses=(0,))
        r.instruction(lambda: actions.move(r.game, r.target(0), bf, r.controller, source=r.source_alias)
                      if hit else False, uses=(0,))

    p.replace(f"{CARDS}.ogn.stormbringer:Stormbringer.resolve", resolve)


@mutant("c9d-battering-ram-counts-itself", rule="356.4", area="cards",
        bug="Battering Ram counts itself among the cards played this turn: [1] less than it should cost",
        kill="A has played one card this turn; expect Battering Ram to cost [4]")
def _(p: Patcher) -> None:
    p.replace(f"{CARDS}.sfd.battering_ram:BatteringRam.self_cost_change",
              lambda self, game, me, player: -min(len(game.players[player].played_this_turn) + 1, 4))


@mutant("c9d-skyfall-hold-to-conquer-only", rule="383.4.c", area="cards",
        bug="Skyfall of Areion makes the equipped unit's hold effects conquer effects, but not its conquer effects "
            "hold effects ('and vice versa' dropped)",
        kill="a unit with a conquer ability and Skyfall holds; expect its conquer ability triggered")
def _(p: Patcher) -> None:
    trig = Patcher.module("reference_engine.triggers")
    swaps = p.original("reference_engine.triggers:_swaps_hold_conquer")
    state: dict[str, Any] = {}

    @p.wrap("reference_engine.triggers:check_triggers", everywhere=False)
    def check_triggers(orig, game, ev, *args, **kwargs):
        state["type"] = ev.get("type")
        return orig(game, ev, *args, **kwargs)

    p.replace("reference_engine.triggers:_swaps_hold_conquer",
              lambda game, o: swaps(game, o) and state.get("type") != "hold", everywhere=False)
    del trig


@mutant("c9d-ahri-minimum-two", rule="477.3.b", area="cards",
        bug="Ahri's 'to a minimum of 1 [M]' is read as a minimum of 2",
        kill="a 2 [M] enemy unit attacks Ahri's battlefield; expect 1 [M]")
def _(p: Patcher) -> None:
    actions = Patcher.module("reference_engine.actions")

    @p.wrap(f"{CARDS}.ogn.ahri_nine_tailed_fox:AhriLegend.triggers")
    def triggers(orig, self, *args, **kwargs):
        def go(r: Any) -> None:
            u = r.game.live(r.info.get("unit"))
            if u is not None:
                actions.give_might(r.game, u, -1, r.source_alias, minimum=2)
        return [dataclasses.replace(t, resolve=go) for t in orig(self, *args, **kwargs)]


@mutant("c9d-bellows-breath-every-unit-there", rule="359.3", area="cards",
        bug="Bellows Breath deals 1 to every unit at the chosen units' location, not only to the chosen ones",
        kill="Bellows Breath chooses two of three units at a battlefield; expect the third undamaged")
def _(p: Patcher) -> None:
    def resolve(self: Any, r: Any) -> None:
        def hit() -> None:
            chosen = [r.target(i) for i in range(3) if r.target(i) is not None]
            if chosen:
                where = chosen[0].location
                for u in [u for u in r.game.units(where) if u.controller == chosen[0].controller or where != "base"]:
                    r.damage(u, 1)

        r.instruction(hit, uses=(0, 1, 2), partial=True)

    p.replace(f"{CARDS}.sfd.bellows_breath:BellowsBreath.resolve", resolve)


@mutant("c9d-back-off-draws-two", rule="359.3", area="cards",
        bug="Back Off draws 2 instead of 1",
        kill="A plays Back Off from hand; expect exactly one card drawn")
def _(p: Patcher) -> None:
    actions = Patcher.module("reference_engine.actions")
    common = _mod("common")

    def resolve(self: Any, r: Any) -> None:
        r.instruction(lambda: actions.stun(r.game, r.target(0), r.source_alias, item=r.item), uses=(0,))
        if r.item.data.get("from") == "hand":
            r.instruction(lambda: common.draw_cards(r, r.controller, 2))

    p.replace(f"{CARDS}.unl.back_off:BackOff.resolve", resolve)


@mutant("c9d-ambessa-empowers-the-other-again", rule="359.3", area="cards",
        bug="Ambessa's 'empower me' empowers the thing that was just empowered again, not Ambessa",
        kill="A empowers another object; expect Ambessa empowered")
def _(p: Patcher) -> None:
    actions = Patcher.module("reference_engine.actions")

    @p.wrap(f"{CARDS}.ven.ambessa_matriarch_of_war:AmbessaMatriarch.triggers")
    def triggers(orig, self, *args, **kwargs):
        out = orig(self, *args, **kwargs)

        def cond(game: Any, me: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
            info = out[0].condition(game, me, ev)
            return None if info is None else {**info, "other": ev["object"]}

        def go(r: Any) -> None:
            other = r.game.obj(r.info["other"]) if r.info["other"] in r.game.aliases else None
            if other is not None:
                actions.empower(r.game, other, r.controller, r.source_alias)
        return [dataclasses.replace(out[0], condition=cond, resolve=go)] + out[1:]


@mutant("c9d-ambessa-unempowered-may-activate", rule="356", area="cards",
        bug="Ambessa's ability may be activated while she is not empowered (the 'Disempower me' cost counted as paid "
            "when there is nothing to disempower)",
        kill="an unempowered Ambessa's activation; expect it refused")
def _(p: Patcher) -> None:
    actions = Patcher.module("reference_engine.actions")

    @p.wrap(f"{CARDS}.ven.ambessa_matriarch_of_war:AmbessaMatriarch.activated")
    def activated(orig, self, *args, **kwargs):
        def cost(g: Any, me: Any, item: Any) -> bool:
            actions.disempower(g, me, me.controller)
            return True
        return [dataclasses.replace(ab, extra_cost=cost) for ab in orig(self, *args, **kwargs)]


@mutant("c9d-swain-any-conquer", rule="471.2.a", area="cards",
        bug="Swain, Visionary's 'When I conquer' triggers when his controller conquers anywhere",
        kill="A conquers bf1 with another unit while Swain is in base, all three played; expect the conquest's point "
             "only")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ven.swain_visionary:SwainVisionary.triggers")
    def triggers(orig, self, *args, **kwargs):
        out = orig(self, *args, **kwargs)

        def cond(game: Any, me: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
            if ev["type"] == "conquer" and ev.get("player") == me.controller and me.zone == "board":
                loc = me.location
                try:
                    me.location = ev.get("object")
                    return out[0].condition(game, me, ev)
                finally:
                    me.location = loc
            return None
        return [dataclasses.replace(out[0], condition=cond)]


@mutant("c9d-swain-scores-two", rule="359.3", area="cards",
        bug="Swain, Visionary scores 2 points instead of 1",
        kill="Swain conquers with all three played; expect 2 points in all (the conquest's and his)")
def _(p: Patcher) -> None:
    combat = Patcher.module("reference_engine.combat")

    @p.wrap(f"{CARDS}.ven.swain_visionary:SwainVisionary.triggers")
    def triggers(orig, self, *args, **kwargs):
        out = orig(self, *args, **kwargs)

        def go(r: Any) -> None:
            before = r.game.players[r.controller].points
            out[0].resolve(r)
            if r.game.players[r.controller].points > before:
                combat.score(r.game, r.controller, r.source_alias)
        return [dataclasses.replace(out[0], resolve=go)]


@mutant("c9d-stormbringer-damage-after-unit-left-base", rule="359.3.e.5", area="cards",
        bug="Stormbringer still deals its damage (the unit's Might) when the chosen unit is no longer in its "
            "controller's base as it resolves (the damage not tied to its target's legality)",
        kill="the chosen unit leaves A's base before Stormbringer resolves; expect no damage and no move")
def _(p: Patcher) -> None:
    actions = Patcher.module("reference_engine.actions")
    seats = Patcher.module("reference_engine.seats")
    layers = Patcher.module("reference_engine.layers")

    def resolve(self: Any, r: Any) -> None:
        bf = r.place(1)
        chosen = r.raw(0)

        def blast() -> bool:
            u = r.game.live(chosen) if isinstance(chosen, tuple) else None
            amount = (layers.might(r.game, u) if u is not None and u.zone == "board" else 0) or 0
            for e in [e for e in r.game.units(bf) if seats.enemy(r.game, r.controller, e.controller)]:
                r.damage(e, amount)
            return True

        d = r.instruction(blast)
        r.instruction(lambda: actions.move(r.game, r.target(0), bf, r.controller, source=r.source_alias),
                      linked=d, uses=(0,))

    p.replace(f"{CARDS}.ogn.stormbringer:Stormbringer.resolve", resolve)


@mutant("c9d-back-off-unit-at-battlefield-only", rule="355.9.b", area="cards",
        bug="Back Off's '[Stun] a unit' may choose only a unit at a battlefield",
        kill="Back Off on a unit in base; expect it accepted and the unit stunned")
def _(p: Patcher) -> None:
    p.replace(f"{CARDS}.unl.back_off:BackOff.targets", [_mod("common").UNIT_AT_BF])


@mutant("c9d-ride-the-wind-battlefields-only", rule="355.4", area="cards",
        bug="Ride the Wind's move may go only to a battlefield: its controller's base is refused as the destination",
        kill="Ride the Wind moves a friendly unit from a battlefield to base; expect it accepted, moved and readied")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ogn.ride_the_wind:RideTheWind.choices_problem")
    def choices_problem(orig, self, game, item, *args, **kwargs):
        if len(item.targets) > 1 and item.targets[1] == "base":
            return "Ride the Wind moves a unit to a battlefield"
        return orig(self, game, item, *args, **kwargs)


@mutant("c9d-cleave-unit-at-battlefield-only", rule="355.9.b", area="cards",
        bug="Cleave's 'a unit' may choose only a unit at a battlefield (a unit in base refused)",
        kill="Cleave a unit in base, then it attacks; expect +3 [M] as an attacker")
def _(p: Patcher) -> None:
    p.replace(f"{CARDS}.ogn.cleave:Cleave.targets", [_mod("common").UNIT_AT_BF])


@mutant("c9d-icathian-rain-units-at-battlefields-only", rule="355.9.b", area="cards",
        bug="Icathian Rain's 'a unit' may choose only units at battlefields (units in base refused)",
        kill="Icathian Rain chooses a unit in base; expect it accepted and the unit dealt 2")
def _(p: Patcher) -> None:
    p.replace(f"{CARDS}.ogn.icathian_rain:IcathianRain.targets", [_mod("common").UNIT_AT_BF] * 6)


@mutant("c9d-smite-enemy-units-only", rule="355.9.b", area="cards",
        bug="Smite's 'a unit at a battlefield' may choose only an enemy unit",
        kill="A Smites A's own unit at a battlefield; expect it accepted")
def _(p: Patcher) -> None:
    behaviour = Patcher.module("reference_engine.behaviour")
    common = _mod("common")
    spec = behaviour.TargetSpec("unit", common.both(common.at_bf, common.enemy), text="a unit at a battlefield")
    p.replace(f"{CARDS}.unl.smite:Smite.targets", [spec])


@mutant("c9d-master-yi-alone-out-of-combat", rule="741.1", area="cards",
        bug="Master Yi, Wuju Bladesman gives +2 [M] to a friendly unit alone at a battlefield even when it is not "
            "defending (no combat)",
        kill="A's lone unit at a battlefield outside combat; expect its printed Might")
def _(p: Patcher) -> None:
    seats = Patcher.module("reference_engine.seats")

    @p.wrap(f"{CARDS}.ogs.master_yi_wuju_bladesman:MasterYiLegend.might_bonus")
    def might_bonus(orig, self, game, me, unit, *args, **kwargs):
        bonus = orig(self, game, me, unit, *args, **kwargs)
        if bonus == 0 and unit.zone == "board" and game.is_bf(unit.location) \
                and seats.friendly(game, me.controller, unit.controller) \
                and not [u for u in game.units(unit.location) if u is not unit
                         and seats.friendly(game, unit.controller, u.controller)]:
            return 2
        return bonus


@mutant("c9d-iascylla-delayed-needs-her-on-board", rule="392", area="cards",
        bug="Iascylla's delayed trigger happens only while she is still on the board",
        kill="Iascylla dies after holding; expect the delayed trigger at the start of the Main Phase anyway")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.unl.iascylla:Iascylla.triggers")
    def triggers(orig, self, *args, **kwargs):
        out = orig(self, *args, **kwargs)

        def wrap(create):
            def c(r):
                n = len(r.game.effects)
                create(r)
                for eff in r.game.effects[n:]:
                    cond = eff.data["condition"]
                    src = r.source

                    def guarded(game, e, ev, cond=cond, src=src):
                        return cond(game, e, ev) if src.zone == "board" else None
                    eff.data["condition"] = guarded
            return c
        return [dataclasses.replace(t, resolve=wrap(t.resolve)) for t in out]


@mutant("c9d-back-off-draw-linked-to-stun", rule="359.3.e.1", area="cards",
        bug="Back Off's draw is linked to its stun: when its unit is no longer a legal target, nothing is drawn",
        kill="Back Off from hand; its unit is returned to hand in response; expect its controller draws 1 anyway")
def _(p: Patcher) -> None:
    actions = Patcher.module("reference_engine.actions")
    common = _mod("common")

    def resolve(self: Any, r: Any) -> None:
        s = r.instruction(lambda: actions.stun(r.game, r.target(0), r.source_alias, item=r.item), uses=(0,))
        if r.item.data.get("from") == "hand":
            r.instruction(lambda: common.draw_cards(r, r.controller, 1), linked=s)

    p.replace(f"{CARDS}.unl.back_off:BackOff.resolve", resolve)


@mutant("c9d-swain-if-checked-on-resolution-only", rule="383.3.e", area="cards",
        bug="Swain, Visionary's 'if you've played ...' is checked only as the trigger resolves: the ability goes on "
            "the chain at every conquest of his",
        kill="Swain conquers without a gear played this turn; expect no trigger at all")
def _(p: Patcher) -> None:
    common = _mod("common")

    @p.wrap(f"{CARDS}.ven.swain_visionary:SwainVisionary.triggers")
    def triggers(orig, self, *args, **kwargs):
        return [dataclasses.replace(t, condition=common.i_conquer) for t in orig(self, *args, **kwargs)]
