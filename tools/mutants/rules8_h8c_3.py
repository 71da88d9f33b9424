"""Mutants of :mod:`mutants.rules8_h8c` continued (part 3 of 3; the file is split to stay
readable: the hunt, its table and its triage are in the docstring of :mod:`mutants.rules8_h8c`)."""
from __future__ import annotations

import dataclasses
from typing import Any
from mutants import Patcher, mutant
from mutants.rules8_h8c import CARDS, COMMON, _with_condition, _with_resolve


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
