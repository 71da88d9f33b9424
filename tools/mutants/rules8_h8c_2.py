"""Mutants of :mod:`mutants.rules8_h8c` continued (part 2 of 3; the file is split to stay
readable: the hunt, its table and its triage are in the docstring of :mod:`mutants.rules8_h8c`)."""
from __future__ import annotations

import dataclasses
from typing import Any
from mutants import Patcher, mutant
from mutants.rules8_h8c import CARDS, _with_condition, _with_resolve


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
