"""Mutants of the session-9 hand-seeded hunt over card modules (helper c9c), continued from
:mod:`mutants.rules9_c9c`: Vilemaw's Lair, Highlander, Azir, Sovereign, Perched Grimwyrm, Alpha Wildclaw, Lotus
Trap, Akali, Deadly Weapon, Fallen Feline, Profiteer."""
from __future__ import annotations

from typing import Any

from mutants import Patcher, mutant
from mutants.rules9_c9c import CARDS, _always_may, _with_condition, _with_resolve, _with_target_where


# ---- Vilemaw's Lair: "Units can't move from here to base." ------------------------------------------
@mutant("c9c-vilemaws-lair-both-ways", rule="359.3", area="cards",
        bug="Vilemaw's Lair also forbids moves from base to here ('from here to base')",
        kill="a unit in base moves to Vilemaw's Lair; expect it moves")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ogn.vilemaws_lair:VilemawsLair.forbids")
    def forbids(orig, self, game, me, action, **kw):
        if action == "move" and kw.get("origin") == "base" and kw.get("dest") == me.location:
            return True
        return orig(self, game, me, action, **kw)


@mutant("c9c-vilemaws-lair-enemy-units-only", rule="359.3", area="cards",
        bug="Vilemaw's Lair stops only units of players who don't control the battlefield ('Units')",
        kill="A controls Vilemaw's Lair; A's unit there moves to base; expect it refused")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ogn.vilemaws_lair:VilemawsLair.forbids")
    def forbids(orig, self, game, me, action, **kw):
        o = kw.get("obj")
        if o is not None and o.controller == me.controller:
            return False
        return orig(self, game, me, action, **kw)


# ---- Highlander: "Choose a friendly unit. The next time it would die this turn, heal it, exhaust it, and
# recall it instead." ------------------------------------------------------------------------------------------
def _highlander_effect(p: Patcher, **changes: Any) -> None:
    @p.wrap(f"{CARDS}.ogs.highlander:replacement_effect", everywhere=False)
    def replacement_effect(orig, game, controller, source, target, label, applies, apply, *args, **kwargs):
        if "apply" in changes:
            apply = changes["apply"](apply)
        kwargs.update(changes.get("kwargs", {}))
        return orig(game, controller, source, target, label, applies, apply, *args, **kwargs)


@mutant("c9c-highlander-every-death", rule="369.1", area="cards",
        bug="Highlander saves the unit every time it would die this turn ('The next time')",
        kill="Highlander on a unit; it is killed twice this turn; expect the second death kills it")
def _(p: Patcher) -> None:
    save_instead = p.original(f"{CARDS}.ogs.highlander:save_instead")

    def apply(_orig: Any) -> Any:
        def a(game, eff, ev):
            return save_instead(game.alias_of(ev["target"]))(game, eff, ev)
        return a
    _highlander_effect(p, apply=apply)


@mutant("c9c-highlander-kept", rule="317.2.c", area="cards",
        bug="Highlander's 'this turn' is kept: an unused shield saves the unit on a later turn",
        kill="Highlander on a unit that does not die; next turn kill it; expect it dies")
def _(p: Patcher) -> None:
    _highlander_effect(p, kwargs={"duration": "permanent"})


@mutant("c9c-highlander-any-unit", rule="359.3", area="cards",
        bug="Highlander may choose an enemy unit ('a friendly unit')",
        kill="A's Highlander chooses B's unit; expect it refused")
def _(p: Patcher) -> None:
    common = p.module(f"{CARDS}.common")
    p.replace(f"{CARDS}.ogs.highlander:Highlander.targets", [common.UNIT])


@mutant("c9c-highlander-not-healed", rule="369.1", area="cards",
        bug="Highlander's saved unit keeps its damage ('heal it')",
        kill="Highlander on a unit; lethal damage; expect it in base with damage 0")
def _(p: Patcher) -> None:
    actions = p.module("reference_engine.actions")

    @p.wrap(f"{CARDS}.ogs.highlander:replacement_effect", everywhere=False)
    def replacement_effect(orig, game, controller, source, target, label, applies, apply, *args, **kwargs):
        def no_heal(g, e, ev):
            if e in g.effects:
                g.effects.remove(e)
            o = g.objects[ev["target"]]
            actions.exhaust(g, o)
            actions.recall(g, o, label)
            return None
        return orig(game, controller, source, target, label, applies, no_heal, *args, **kwargs)


# ---- Azir, Sovereign: "When I attack, you may move any number of your token units to this battlefield." ----
@mutant("c9c-azir-sovereign-on-defend", rule="459.1", area="cards",
        bug="Azir, Sovereign's 'When I attack' also triggers when he defends",
        kill="Azir defends with a token in base; expect no trigger")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.sfd.azir_sovereign:AzirSovereign.triggers")
    def triggers(orig, self, *args, **kwargs):
        def wrap(cond):
            def c(game, me, ev):
                if ev["type"] == "defend":
                    ev = {**ev, "type": "attack"}
                return cond(game, me, ev)
            return c
        return _with_condition(orig(self, *args, **kwargs), wrap)


@mutant("c9c-azir-sovereign-first-token-only", rule="359.3", area="cards",
        bug="Azir, Sovereign moves only the first chosen token unit ('any number of your token units')",
        kill="Azir attacks; A chooses two tokens; expect both moved")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.sfd.azir_sovereign:AzirSovereign.triggers")
    def triggers(orig, self, *args, **kwargs):
        def wrap(go):
            def g(r):
                many = r.item.data.get("many", [])
                r.item.data["many"] = list(many[:1])
                try:
                    go(r)
                finally:
                    r.item.data["many"] = many
            return g
        return _with_resolve(orig(self, *args, **kwargs), wrap)


@mutant("c9c-azir-sovereign-any-friendly-attack", rule="459.1", area="cards",
        bug="Azir, Sovereign triggers when any unit of his controller attacks ('When I attack')",
        kill="another of A's units attacks without Azir; expect no Azir trigger")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.sfd.azir_sovereign:AzirSovereign.triggers")
    def triggers(orig, self, *args, **kwargs):
        def wrap(cond):
            def c(game, me, ev):
                if ev["type"] == "attack" and ev.get("player") == me.controller and me.zone == "board":
                    return {}
                return cond(game, me, ev)
            return c
        return _with_condition(orig(self, *args, **kwargs), wrap)


# ---- Perched Grimwyrm: "Play me only to a battlefield you conquered this turn." ----------------------------
@mutant("c9c-grimwyrm-base-allowed", rule="054.2", area="cards",
        bug="Perched Grimwyrm may be played to its base ('only to a battlefield you conquered this turn')",
        kill="A plays Perched Grimwyrm to base; expect it refused")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.sfd.perched_grimwyrm:PerchedGrimwyrm.play_restriction")
    def play_restriction(orig, self, game, me, player, to, *args, **kwargs):
        if to == "base":
            return None
        return orig(self, game, me, player, to, *args, **kwargs)


@mutant("c9c-grimwyrm-controlled-battlefield", rule="054.2", area="cards",
        bug="Perched Grimwyrm may be played to any battlefield its player controls ('you conquered this turn')",
        kill="A controls bf1 (not conquered this turn); A plays Grimwyrm there; expect it refused")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.sfd.perched_grimwyrm:PerchedGrimwyrm.play_restriction")
    def play_restriction(orig, self, game, me, player, to, *args, **kwargs):
        if game.is_bf(to) and game.bf(to).controller == player:
            return None
        return orig(self, game, me, player, to, *args, **kwargs)


# ---- Alpha Wildclaw: "Your units here with less Might than me can't be chosen by enemy spells and
# abilities." ------------------------------------------------------------------------------------------------
def _wildclaw(p: Patcher, check: Any) -> None:
    might = p.original(f"{CARDS}.unl.alpha_wildclaw:might")
    seats = p.module("reference_engine.seats")

    def forbids(self, game, me, action, **kw):
        o = kw.get("obj")
        if action != "choose" or o is None or o is me:
            return False
        parts = {
            "yours": o.controller == me.controller,
            "here": seats.same_location(o, me),
            "enemy": seats.enemy(game, me.controller, kw["chooser"]),
            "less": (might(game, o) or 0) < (might(game, me) or 0),
        }
        return check(parts, kw)
    p.replace(f"{CARDS}.unl.alpha_wildclaw:AlphaWildclaw.forbids", forbids)


@mutant("c9c-wildclaw-anywhere", rule="758.2.a", area="cards",
        bug="Alpha Wildclaw protects its controller's smaller units at every location ('here')",
        kill="a 2 [M] unit at bf2, Wildclaw at bf1; an enemy spell chooses the unit; expect it accepted")
def _(p: Patcher) -> None:
    _wildclaw(p, lambda x, kw: x["yours"] and x["enemy"] and x["less"])


@mutant("c9c-wildclaw-any-chooser", rule="758.2.a", area="cards",
        bug="Alpha Wildclaw's units here can't be chosen by their own controller's spells either ('enemy')",
        kill="A's own spell chooses A's 2 [M] unit beside Wildclaw; expect it accepted")
def _(p: Patcher) -> None:
    _wildclaw(p, lambda x, kw: x["yours"] and x["here"] and x["less"])


@mutant("c9c-wildclaw-enemy-units-too", rule="758.2.a", area="cards",
        bug="Alpha Wildclaw also protects the opponents' smaller units here ('Your units')",
        kill="A's spell chooses B's 2 [M] unit beside A's Wildclaw; expect it accepted")
def _(p: Patcher) -> None:
    _wildclaw(p, lambda x, kw: x["here"] and x["enemy"] and x["less"])


@mutant("c9c-wildclaw-spells-only", rule="758.2.a", area="cards",
        bug="Alpha Wildclaw's units can still be chosen by enemy abilities ('spells and abilities')",
        kill="an enemy unit's ability chooses a 2 [M] unit beside Wildclaw; expect it refused")
def _(p: Patcher) -> None:
    _wildclaw(p, lambda x, kw: x["yours"] and x["here"] and x["enemy"] and x["less"]
              and getattr(kw.get("item"), "kind", "card") == "card")


# ---- Lotus Trap: "Choose a unit. Double all damage that would be dealt to it this turn." ------------------
@mutant("c9c-lotus-trap-plus-two", rule="359.3", area="cards",
        bug="Lotus Trap adds 2 to each damage dealt to the unit instead of doubling it",
        kill="Lotus Trap; deal 3 to the unit; expect 6 damage")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.unl.lotus_trap:replacement_effect", everywhere=False)
    def replacement_effect(orig, game, controller, source, target, label, applies, apply, *args, **kwargs):
        return orig(game, controller, source, target, label, applies,
                    lambda g, e, ev: {**ev, "amount": ev["amount"] + 2}, *args, **kwargs)


@mutant("c9c-lotus-trap-once", rule="359.3", area="cards",
        bug="Lotus Trap doubles only the next damage dealt to the unit ('all damage ... this turn')",
        kill="Lotus Trap; damage the unit twice; expect both doubled")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.unl.lotus_trap:replacement_effect", everywhere=False)
    def replacement_effect(orig, game, controller, source, target, label, applies, apply, *args, **kwargs):
        def once(g, e, ev):
            if e in g.effects:
                g.effects.remove(e)
            return apply(g, e, ev)
        return orig(game, controller, source, target, label, applies, once, *args, **kwargs)


@mutant("c9c-lotus-trap-friendly-only", rule="359.3", area="cards",
        bug="Lotus Trap may choose only a friendly unit ('Choose a unit')",
        kill="A's Lotus Trap on B's unit; expect it accepted and damage to it doubled")
def _(p: Patcher) -> None:
    common = p.module(f"{CARDS}.common")
    p.replace(f"{CARDS}.unl.lotus_trap:LotusTrap.targets", [common.FRIENDLY_UNIT])


# ---- Akali, Deadly Weapon -----------------------------------------------------------------------------------
@mutant("c9c-akali-dw-might-always", rule="359.3", area="cards",
        bug="Akali, Deadly Weapon has +1 [M] whether or not she is [Empowered]",
        kill="unempowered Akali on the board; expect her printed Might")
def _(p: Patcher) -> None:
    p.replace(f"{CARDS}.ven.akali_deadly_weapon:AkaliDeadlyWeapon.might_bonus",
              lambda self, game, me, unit: 1 if unit is me else 0)


@mutant("c9c-akali-dw-moved-to-only", rule="359.3", area="cards",
        bug="Akali, Deadly Weapon's trigger may choose only a unit at the battlefield she moved to ('to or from')",
        kill="Akali moves bf1 -> base; A chooses a unit at bf1; expect it accepted and damaged")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ven.akali_deadly_weapon:AkaliDeadlyWeapon.triggers")
    def triggers(orig, self, *args, **kwargs):
        def wrap(cond):
            def c(game, me, ev):
                out = cond(game, me, ev)
                if out is not None:
                    out = {"places": [x for x in [ev.get("to")] if game.is_bf(x)]}
                return out
            return c
        return _with_condition(orig(self, *args, **kwargs), wrap)


@mutant("c9c-akali-dw-may-always-taken", rule="354", area="cards",
        bug="Akali, Deadly Weapon's 'you may deal 1' is always taken once a unit is chosen",
        kill="Akali moves; A chooses a unit then declines; expect no damage")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ven.akali_deadly_weapon:AkaliDeadlyWeapon.triggers")
    def triggers(orig, self, *args, **kwargs):
        return _with_resolve(orig(self, *args, **kwargs), _always_may)


@mutant("c9c-akali-dw-empower-when-empowered", rule="827.1.c.1", area="cards",
        bug="Akali, Deadly Weapon's [Empower] ability may be used while she is already [Empowered]",
        kill="empowered Akali activates [Empower]; expect it refused")
def _(p: Patcher) -> None:
    common = p.module(f"{CARDS}.common")
    p.replace(f"{CARDS}.ven.akali_deadly_weapon:AkaliDeadlyWeapon.activated",
              lambda self: [common.empower_ability("[2][C]", ["Fury"], only_if_not=False)])


# ---- Fallen Feline: "When you play me, name a spell. / While I'm at a battlefield, opponents can't play
# spells with that name." -------------------------------------------------------------------------------------
@mutant("c9c-fallen-feline-every-spell", rule="359.3", area="cards",
        bug="Fallen Feline at a battlefield stops opponents playing any spell once it has named one ('with that name')",
        kill="Feline named spell X; the opponent plays spell Y; expect it accepted")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ven.fallen_feline:FallenFeline.forbids")
    def forbids(orig, self, game, me, action, **kw):
        if action == "play-card" and me.data.get("named") and kw.get("obj") is not None:
            behaviour = p.module("reference_engine.behaviour")
            if "Spell" in behaviour.card_types(game, kw["obj"]):
                me.data, saved = {**me.data, "named": kw["obj"].card_id}, me.data
                try:
                    return orig(self, game, me, action, **kw)
                finally:
                    me.data = saved
        return orig(self, game, me, action, **kw)


@mutant("c9c-fallen-feline-teammates-too", rule="484.2", area="cards",
        bug="Fallen Feline's 'opponents' reads every other player: its controller's teammates can't play the spell",
        kill="2v2: A's Feline names a spell at a battlefield; A's teammate plays it; expect it accepted")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ven.fallen_feline:FallenFeline.forbids")
    def forbids(orig, self, game, me, action, **kw):
        if action == "play-card" and game.is_bf(me.location) and kw["player"] != me.controller \
                and me.data.get("named") == kw["obj"].card_id:
            return True
        return orig(self, game, me, action, **kw)


@mutant("c9c-fallen-feline-names-for-opponent", rule="359.3", area="cards",
        bug="Fallen Feline's 'name a spell' is asked of an opponent instead of its controller",
        kill="A plays Feline; A's decision names a spell; expect B can't play it")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ven.fallen_feline:FallenFeline.triggers")
    def triggers(orig, self, *args, **kwargs):
        def wrap(go):
            def g(r):
                real = r.game.ask

                def ask(kind, player, *a, **k):
                    opp = r.game.opponents(player)
                    return real(kind, opp[0] if opp else player, *a, **k)
                r.game.ask = ask
                try:
                    go(r)
                finally:
                    r.game.ask = real
            return g
        return _with_resolve(orig(self, *args, **kwargs), wrap)


# ---- Profiteer: "When you play me, you may disempower something you control to empower a legend, unit, or
# gear." -------------------------------------------------------------------------------------------------------
@mutant("c9c-profiteer-disempower-anyones", rule="359.3", area="cards",
        bug="Profiteer may disempower something any player controls ('something you control')",
        kill="A's Profiteer chooses B's empowered unit to disempower; expect it refused")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ven.profiteer:Profiteer.triggers")
    def triggers(orig, self, *args, **kwargs):
        return _with_target_where(orig(self, *args, **kwargs), 0, lambda w: lambda g, o, pl, i: o.empowered > 0)


@mutant("c9c-profiteer-may-always-taken", rule="354", area="cards",
        bug="Profiteer's 'you may disempower' is always taken once both are chosen",
        kill="A plays Profiteer, chooses both, declines; expect nothing disempowered")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ven.profiteer:Profiteer.triggers")
    def triggers(orig, self, *args, **kwargs):
        return _with_resolve(orig(self, *args, **kwargs), _always_may)


@mutant("c9c-profiteer-empower-units-only", rule="359.3", area="cards",
        bug="Profiteer may empower only a unit ('a legend, unit, or gear')",
        kill="Profiteer empowers A's legend; expect it accepted and the legend empowered")
def _(p: Patcher) -> None:
    behaviour = p.module("reference_engine.behaviour")

    @p.wrap(f"{CARDS}.ven.profiteer:Profiteer.triggers")
    def triggers(orig, self, *args, **kwargs):
        return _with_target_where(orig(self, *args, **kwargs), 1, lambda w: lambda g, o, pl, i: (
            w(g, o, pl, i) and "Unit" in behaviour.card_types(g, o)))
