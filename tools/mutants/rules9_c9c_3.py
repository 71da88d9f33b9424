"""Mutants of the session-9 hand-seeded hunt over card modules (helper c9c), continued from
:mod:`mutants.rules9_c9c_2`: the second and third rounds over the same texts (Akali, Deadly Weapon on a recall, an
opponent's move, or [Empowered] read as she moves; Profiteer's empower limit and "you control"; Heisho with one choice
elsewhere; Lotus Trap on combat damage or the damage the unit deals; Azir's battlefield read as he attacks or on the
opponent's turn; Alpha Wildclaw reading printed Might; Perched Grimwyrm and a teammate's conquest; Highlander's and
Lotus Trap's effects following a card that left the board and came back, 124 [R4])."""
from __future__ import annotations

import dataclasses

from mutants import Patcher, mutant
from mutants.rules9_c9c import CARDS, _with_condition, _with_target_where


# ---- second round: more readings of the same texts ----------------------------------------------------------
@mutant("c9c-akali-dw-on-recall", rule="449", area="cards",
        bug="Akali, Deadly Weapon's 'When I move' also triggers when she is recalled (a recall is not a move)",
        kill="Akali at a battlefield is recalled (combat / Highlander); expect no trigger")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ven.akali_deadly_weapon:AkaliDeadlyWeapon.triggers")
    def triggers(orig, self, *args, **kwargs):
        def wrap(cond):
            def c(game, me, ev):
                if ev["type"] == "recall":
                    ev = {**ev, "type": "move"}
                return cond(game, me, ev)
            return c
        return _with_condition(orig(self, *args, **kwargs), wrap)


@mutant("c9c-profiteer-empower-the-empowered", rule="827", area="cards",
        bug="Profiteer may choose to empower something already [Empowered] (the max check dropped)",
        kill="Profiteer's empower choice names an already empowered unit; expect it refused")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ven.profiteer:Profiteer.triggers")
    def triggers(orig, self, *args, **kwargs):
        return _with_target_where(orig(self, *args, **kwargs), 1, lambda w: lambda g, o, pl, i: True)


@mutant("c9c-heisho-all-chosen-here", rule="809.1.c", area="cards",
        bug="Heisho ignores [Deflect] only when everything the spell chooses is here (one choice elsewhere: pay it all)",
        kill="Icathian Rain chooses a unit at Heisho and Irelia in base; expect no Deflect paid")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ven.heisho_shell_of_the_world:HeishoShell.forbids")
    def forbids(orig, self, game, me, action, **kw):
        item = kw.get("item")
        if action == "deflect" and item is not None:
            objs = [game.live(t) for t in item.targets if isinstance(t, tuple)]
            if any(o is not None and o.location != me.location for o in objs):
                return False
        return orig(self, game, me, action, **kw)


@mutant("c9c-lotus-trap-spells-only", rule="465.2.c.5", area="cards",
        bug="Lotus Trap doubles only damage from spells and abilities, not combat damage ('all damage')",
        kill="Lotus Trap on a defender; combat damage to it is doubled")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.unl.lotus_trap:replacement_effect", everywhere=False)
    def replacement_effect(orig, game, controller, source, target, label, applies, apply, *args, **kwargs):
        return orig(game, controller, source, target, label,
                    lambda g, e, ev: applies(g, e, ev) and not ev.get("combat"), apply, *args, **kwargs)


@mutant("c9c-akali-dw-empowered-at-trigger", rule="359.3.f", area="cards",
        bug="Akali, Deadly Weapon's 'If I'm [Empowered], deal 2 instead' is read when she moves, not as the trigger resolves",
        kill="Akali moves unempowered; she is empowered before the trigger resolves; expect 2 damage")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ven.akali_deadly_weapon:AkaliDeadlyWeapon.triggers")
    def triggers(orig, self, *args, **kwargs):
        out = orig(self, *args, **kwargs)

        def wrap_cond(cond):
            def c(game, me, ev):
                info = cond(game, me, ev)
                if info is not None:
                    info = {**info, "c9c_empowered": me.empowered}
                return info
            return c

        def wrap_go(go):
            def g(r):
                src = r.source
                saved = src.empowered
                src.empowered = r.info.get("c9c_empowered", saved)
                try:
                    go(r)
                finally:
                    src.empowered = saved
            return g
        return [dataclasses.replace(t, condition=wrap_cond(t.condition), resolve=wrap_go(t.resolve)) for t in out]


@mutant("c9c-azir-sovereign-battlefield-at-trigger", rule="359.3.f", area="cards",
        bug="Azir, Sovereign's 'this battlefield' is the one he attacked even if he has left it by resolution",
        kill="Azir's attack trigger on the chain; Azir is moved to base; expect the tokens not moved")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.sfd.azir_sovereign:AzirSovereign.triggers")
    def triggers(orig, self, *args, **kwargs):
        out = orig(self, *args, **kwargs)
        actions = p.module("reference_engine.actions")

        def wrap_cond(cond):
            def c(game, me, ev):
                info = cond(game, me, ev)
                if info is not None:
                    info = {**info, "c9c_where": me.location}
                return info
            return c

        def go(r):
            here = r.info.get("c9c_where")
            if not r.game.is_bf(here):
                return
            tokens = [t for t in (r.game.live(ref) for ref in r.item.data.get("many", [])) if t is not None]
            if tokens and r.game.may(r.controller, "move the chosen token units here?"):
                for t in tokens:
                    actions.move(r.game, t, here, r.controller, source=r.source_alias)
        return [dataclasses.replace(t, condition=wrap_cond(t.condition), resolve=go) for t in out]


@mutant("c9c-profiteer-disempower-by-owner", rule="740.1", area="cards",
        bug="Profiteer's 'something you control' is read from ownership",
        kill="A's Profiteer disempowers an empowered unit A controls that B owns; expect it accepted")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ven.profiteer:Profiteer.triggers")
    def triggers(orig, self, *args, **kwargs):
        return _with_target_where(orig(self, *args, **kwargs), 0,
                                  lambda w: lambda g, o, pl, i: o.owner == pl and o.empowered > 0)


@mutant("c9c-lotus-trap-damage-it-deals", rule="359.3", area="cards",
        bug="Lotus Trap also doubles the damage the chosen unit deals ('dealt to it')",
        kill="Lotus Trap on an attacker; its combat damage to the defender is not doubled")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.unl.lotus_trap:replacement_effect", everywhere=False)
    def replacement_effect(orig, game, controller, source, target, label, applies, apply, *args, **kwargs):
        alias = game.alias_of(target.uid) if target is not None else None
        return orig(game, controller, source, target, label,
                    lambda g, e, ev: applies(g, e, ev) or (ev.get("type") == "damage" and alias is not None
                                                            and ev.get("source") == alias),
                    apply, *args, **kwargs)


@mutant("c9c-wildclaw-units-printed-might", rule="758.2.a", area="cards",
        bug="Alpha Wildclaw compares its own current Might with the other unit's printed Might ('with less Might than me')",
        kill="B's 8 [M] unit given -2 [M] (6) beside B's 7 [M] Wildclaw; A's spell chooses it; expect it refused")
def _(p: Patcher) -> None:
    layers = p.module("reference_engine.layers")
    might = p.original(f"{CARDS}.unl.alpha_wildclaw:might")

    def forbids(self, game, me, action, **kw):
        from reference_engine import seats
        o = kw.get("obj")
        return (action == "choose" and o is not None and o is not me and o.controller == me.controller
                and seats.same_location(o, me) and seats.enemy(game, me.controller, kw["chooser"])
                and (layers.base_might(o) or 0) < (might(game, me) or 0))
    p.replace(f"{CARDS}.unl.alpha_wildclaw:AlphaWildclaw.forbids", forbids)


@mutant("c9c-grimwyrm-teammate-conquered", rule="054.2", area="cards",
        bug="Perched Grimwyrm may be played to a battlefield a teammate conquered this turn ('you conquered')",
        kill="2v2: A's teammate conquered bf1 this turn, A did not; A's Grimwyrm there is refused")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.sfd.perched_grimwyrm:PerchedGrimwyrm.play_restriction")
    def play_restriction(orig, self, game, me, player, to, *args, **kwargs):
        seats = p.module("reference_engine.seats")
        for q, pl in game.players.items():
            if q != player and seats.friendly(game, player, q) and to in pl.conquered_this_turn:
                return None
        return orig(self, game, me, player, to, *args, **kwargs)


def _stale_target(p: Patcher, module: str) -> None:
    """The delayed replacement effect keeps applying to the card after it changed zones (a new object, 124 [R4])."""
    @p.wrap(f"{module}:targets_obj", everywhere=False)
    def targets_obj(orig, game, eff, ev, *args, **kwargs):
        return eff.target is not None and ev.get("target") == eff.target[0]


@mutant("c9c-highlander-follows-new-object", rule="124", area="cards",
        bug="Highlander's shield stays on the card after it left the board and came back (a new object)",
        kill="Highlander on a unit; it is returned to hand and played again; killed the same turn, it dies")
def _(p: Patcher) -> None:
    _stale_target(p, f"{CARDS}.ogs.highlander")


@mutant("c9c-lotus-trap-follows-new-object", rule="124", area="cards",
        bug="Lotus Trap's doubling stays on the card after it left the board and came back (a new object)",
        kill="Lotus Trap on a unit; it is returned to hand and played again; 2 damage to it stays 2")
def _(p: Patcher) -> None:
    _stale_target(p, f"{CARDS}.unl.lotus_trap")


@mutant("c9c-akali-dw-own-moves-only", rule="359.3", area="cards",
        bug="Akali, Deadly Weapon's 'When I move' triggers only when her controller moves her, not an opponent's spell",
        kill="B's Charm moves A's Akali; expect her trigger (A's)")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ven.akali_deadly_weapon:AkaliDeadlyWeapon.triggers")
    def triggers(orig, self, *args, **kwargs):
        def wrap(cond):
            def c(game, me, ev):
                if ev.get("type") == "move" and ev.get("player") not in (None, me.controller):
                    return None
                return cond(game, me, ev)
            return c
        return _with_condition(orig(self, *args, **kwargs), wrap)


@mutant("c9c-azir-sovereign-own-turn-only", rule="459.2.b.1", area="cards",
        bug="Azir, Sovereign's 'When I attack' triggers only on his controller's turn",
        kill="on B's turn B's Charm moves A's Azir into B's occupied battlefield; A attacks; expect the trigger")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.sfd.azir_sovereign:AzirSovereign.triggers")
    def triggers(orig, self, *args, **kwargs):
        def wrap(cond):
            def c(game, me, ev):
                if ev.get("type") == "attack" and game.active != me.controller:
                    return None
                return cond(game, me, ev)
            return c
        return _with_condition(orig(self, *args, **kwargs), wrap)
