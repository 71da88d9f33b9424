"""Session-9 hand-seeded hunt (helper c9a) over the card modules, continued (see :mod:`mutants.rules9_c9a`):
Aphelios, Exalted, Deathgrip, The Zero Drive, Blast Cone, Star-Crossed, Crumbling Sands, Jayce, Defender of Tomorrow
and Temporal Breach."""
from __future__ import annotations

import dataclasses
from typing import Any

from mutants import Patcher, mutant
from mutants.rules9_c9a import CARDS, _wrap_trigger


# ---- Aphelios, Exalted -------------------------------------------------------------------------------------
def _aphelios_mode(p: Patcher, index: int, resolve: Any) -> None:
    @p.wrap(f"{CARDS}.sfd.aphelios_exalted:ApheliosExalted.triggers")
    def triggers(orig: Any, self: Any, *args: Any, **kwargs: Any) -> list[Any]:
        out = orig(self, *args, **kwargs)
        modes = list(out[0].modes)
        modes[index] = dataclasses.replace(modes[index], resolve=resolve(modes[index].resolve))
        return [dataclasses.replace(out[0], modes=modes), *out[1:]]


@mutant("c9a-aphelios-ready-one-rune", rule="359.3", area="cards",
        bug="Aphelios, Exalted's 'Ready 2 runes.' readies one",
        kill="three exhausted runes; the mode readies exactly two")
def _(p: Patcher) -> None:
    def one(_: Any) -> Any:
        def go(r: Any) -> None:
            for rune in [x for x in r.game.players[r.controller].runes if x["exhausted"]][:1]:
                rune["exhausted"] = False
        return go
    _aphelios_mode(p, 0, one)


@mutant("c9a-aphelios-ready-all-runes", rule="359.3", area="cards",
        bug="Aphelios, Exalted's 'Ready 2 runes.' readies every exhausted rune",
        kill="three exhausted runes; the mode readies exactly two")
def _(p: Patcher) -> None:
    def every(_: Any) -> Any:
        def go(r: Any) -> None:
            for rune in r.game.players[r.controller].runes:
                rune["exhausted"] = False
        return go
    _aphelios_mode(p, 0, every)


@mutant("c9a-aphelios-channel-ready", rule="430.2", area="cards",
        bug="Aphelios, Exalted's 'Channel 1 rune exhausted.' channels it ready",
        kill="the mode channels a rune; expect it exhausted")
def _(p: Patcher) -> None:
    resources = p.module("reference_engine.resources")
    _aphelios_mode(p, 1, lambda _: lambda r: resources.channel(r.game, r.controller, 1, r.source_alias))


@mutant("c9a-aphelios-buffs-himself", rule="359.3", area="cards",
        bug="Aphelios, Exalted's 'Buff a friendly unit.' buffs Aphelios whichever unit was chosen",
        kill="the mode chooses another friendly unit; expect it buffed, Aphelios not")
def _(p: Patcher) -> None:
    actions = p.module("reference_engine.actions")
    _aphelios_mode(p, 2, lambda _: lambda r: r.instruction(lambda: actions.buff(r.game, r.source, r.source_alias),
                                                           uses=(0,)))


@mutant("c9a-aphelios-any-friendly-equipped", rule="383.1", area="cards",
        bug="Aphelios, Exalted triggers when its controller attaches an Equipment to any friendly unit ('to me')",
        kill="an Equipment attached to another friendly unit: no Aphelios trigger")
def _(p: Patcher) -> None:
    seats = p.module("reference_engine.seats")

    def c(game: Any, me: Any, ev: dict[str, Any]) -> Any:
        if ev["type"] == "attach" and ev.get("player") == me.controller and ev.get("to") in game.aliases \
                and seats.friendly(game, me.controller, game.obj(ev["to"]).controller):
            return {}
        return None

    _wrap_trigger(p, f"{CARDS}.sfd.aphelios_exalted:ApheliosExalted.triggers", condition=lambda _: c)


@mutant("c9a-aphelios-buffs-an-enemy", rule="359.3", area="cards",
        bug="Aphelios, Exalted's 'Buff a friendly unit.' may choose an enemy unit",
        kill="the buff mode's choice of an enemy unit is refused")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.sfd.aphelios_exalted:ApheliosExalted.triggers")
    def triggers(orig: Any, self: Any, *args: Any, **kwargs: Any) -> list[Any]:
        out = orig(self, *args, **kwargs)
        modes = list(out[0].modes)
        modes[2] = dataclasses.replace(modes[2], targets=[dataclasses.replace(modes[2].targets[0], where=None)])
        return [dataclasses.replace(out[0], modes=modes), *out[1:]]


# ---- Deathgrip ---------------------------------------------------------------------------------------------
def _deathgrip(p: Patcher, *, duration: str = "turn", amount: str = "killed", draw_linked: bool = False) -> None:
    actions, common = p.module("reference_engine.actions"), p.module(f"{CARDS}.common")
    layers = p.module("reference_engine.layers")

    def resolve(self: Any, r: Any) -> None:
        k = r.instruction(lambda: r.kill(r.target(0)), uses=(0,))

        def n() -> int:
            if amount == "killed":
                return r.info_of(0, "might") or 0
            if amount == "printed":
                return layers.printed_might(r.game.objects[r.raw(0)[0]]) or 0
            return r.info_of(1, "might") or 0

        r.instruction(lambda: actions.give_might(r.game, r.target(1), n(), r.source_alias, duration=duration,
                                                 item=r.item, chosen=True), linked=k, if_you_do=True, uses=(1,))
        if draw_linked:
            r.instruction(lambda: common.draw_cards(r, r.controller, 1), linked=k, if_you_do=True)
        else:
            r.instruction(lambda: common.draw_cards(r, r.controller, 1))

    p.replace(f"{CARDS}.sfd.deathgrip:Deathgrip.resolve", resolve)


@mutant("c9a-deathgrip-permanent", rule="359.3", area="cards",
        bug="Deathgrip's +[M] lasts beyond the turn ('this turn')",
        kill="Deathgrip; advance to the next turn; expect the other unit back at its Might")
def _(p: Patcher) -> None:
    _deathgrip(p, duration="permanent")


@mutant("c9a-deathgrip-receivers-might", rule="359.3", area="cards",
        bug="Deathgrip gives +[M] equal to the receiving unit's Might ('equal to its Might': the killed unit's)",
        kill="Deathgrip kills a 4 and gives to a 2: expect 6")
def _(p: Patcher) -> None:
    _deathgrip(p, amount="receiver")


@mutant("c9a-deathgrip-printed-might", rule="359.3.e.12", area="cards",
        bug="Deathgrip gives +[M] equal to the killed unit's printed Might ('its Might': as it last existed, buffs "
            "and +[M] included)",
        kill="Deathgrip kills a buffed 2 (3 [M]); expect the other unit +3")
def _(p: Patcher) -> None:
    _deathgrip(p, amount="printed")


@mutant("c9a-deathgrip-draw-if-you-do", rule="359.3.e.14", area="cards",
        bug="Deathgrip's 'Draw 1.' is tied to the kill ('If you do' covers only the +[M])",
        kill="Deathgrip's kill is replaced (or its unit gone); expect the draw anyway")
def _(p: Patcher) -> None:
    _deathgrip(p, draw_linked=True)


@mutant("c9a-deathgrip-kill-any-unit", rule="355.9.b", area="cards",
        bug="Deathgrip may kill an enemy unit ('Kill a friendly unit')",
        kill="Deathgrip choosing an enemy unit to kill: refused")
def _(p: Patcher) -> None:
    targets = p.original(f"{CARDS}.sfd.deathgrip:Deathgrip.targets")
    p.replace(f"{CARDS}.sfd.deathgrip:Deathgrip.targets", [dataclasses.replace(targets[0], where=None), targets[1]])


@mutant("c9a-deathgrip-second-any-unit", rule="359.3", area="cards",
        bug="Deathgrip's second choice may be an enemy unit ('another friendly unit')",
        kill="Deathgrip choosing an enemy unit for the +[M]: refused")
def _(p: Patcher) -> None:
    targets = p.original(f"{CARDS}.sfd.deathgrip:Deathgrip.targets")
    p.replace(f"{CARDS}.sfd.deathgrip:Deathgrip.targets",
              [targets[0], dataclasses.replace(targets[1], where=None)])


# ---- The Zero Drive ----------------------------------------------------------------------------------------
def _zero_activated(p: Patcher, **changes: Any) -> None:
    @p.wrap(f"{CARDS}.sfd.the_zero_drive:TheZeroDrive.activated")
    def activated(orig: Any, self: Any, *args: Any, **kwargs: Any) -> list[Any]:
        out = orig(self, *args, **kwargs)
        return [dataclasses.replace(out[0], **{k: f(getattr(out[0], k)) for k, f in changes.items()}), *out[1:]]


@mutant("c9a-zero-drive-attached-use", rule="359.3", area="cards",
        bug="The Zero Drive's '[3][C], Banish this' can be used while attached ('Use only if unattached')",
        kill="the Zero Drive attached to a unit: the activation is refused",
        equivalent="an attached card's abilities are inactive (434.1.e, 721.2): chain.activate refuses any attached "
                   "gear's activation before it reads the ability's condition, so the condition never decides")
def _(p: Patcher) -> None:
    _zero_activated(p, condition=lambda _: None)


@mutant("c9a-zero-drive-no-power", rule="356", area="cards",
        bug="The Zero Drive's activation costs [3] without the Mind power ('[3][C]')",
        kill="no Mind rune: the activation is refused")
def _(p: Patcher) -> None:
    _zero_activated(p, power=lambda _: [])


@mutant("c9a-zero-drive-two-energy", rule="356", area="cards",
        bug="The Zero Drive's activation costs [2][C] ('[3][C]')",
        kill="exactly [2][C] in the pool: the activation is refused")
def _(p: Patcher) -> None:
    _zero_activated(p, energy=lambda _: 2)


@mutant("c9a-zero-drive-stays", rule="356", area="cards",
        bug="The Zero Drive's 'Banish this' cost is not paid: the gear stays on the board",
        kill="activate the Zero Drive; expect it in banishment")
def _(p: Patcher) -> None:
    def pay(game: Any, me: Any, item: Any) -> bool:
        item.data["units"] = list(me.data.get("banished_with", []))
        return True

    _zero_activated(p, extra_cost=lambda _: pay)


@mutant("c9a-zero-drive-banishes-from-anywhere", rule="808", area="cards",
        bug="The Zero Drive's granted '[Deathknell] - Banish me' banishes the unit wherever it went after dying "
            "(it is no longer in the trash: a new object, rule 124)",
        kill="the unit that wore the Zero Drive dies and is played from the trash before the Deathknell resolves; "
             "expect it stays on the board")
def _(p: Patcher) -> None:
    actions = p.module("reference_engine.actions")

    def banish_it(r: Any) -> None:
        u = r.game.objects[r.info["unit"]]
        if actions.banish(r.game, u, r.source_alias):
            r.source.data.setdefault("banished_with", []).append(u.uid)

    _wrap_trigger(p, f"{CARDS}.sfd.the_zero_drive:TheZeroDrive.triggers", resolve=lambda _: banish_it)


@mutant("c9a-zero-drive-plays-every-banished-unit", rule="395", area="cards",
        bug="The Zero Drive plays every unit in its controller's banishment ('all units banished with this')",
        kill="another unit in A's banishment (banished by something else) stays there when the Zero Drive replays")
def _(p: Patcher) -> None:
    common = p.module(f"{CARDS}.common")

    def replay(r: Any) -> None:
        for u in [o for o in list(r.game.objects.values()) if o.zone == "banishment" and o.owner == r.controller
                  and "Unit" in common.card_types(r.game, o)]:
            common.play_permanent_by_effect(r.game, r.controller, u, "base")

    _zero_activated(p, resolve=lambda _: replay)


@mutant("c9a-zero-drive-units-read-on-resolution", rule="395", area="cards",
        bug="The Zero Drive reads the units banished with it as its ability resolves, from the banished gear (a new "
            "object with no link): it plays nothing",
        kill="a unit banished with the Zero Drive; activate it; expect the unit played")
def _(p: Patcher) -> None:
    common = p.module(f"{CARDS}.common")

    def replay(r: Any) -> None:
        for uid in list(r.source.data.get("banished_with", [])) if r.source.zone == "board" else []:
            u = r.game.objects[uid]
            if u.zone == "banishment":
                common.play_permanent_by_effect(r.game, r.controller, u, "base")

    _zero_activated(p, resolve=lambda _: replay)


# ---- Blast Cone --------------------------------------------------------------------------------------------
def _blast_cone_stun(p: Patcher, *, exhaust: bool = True, check_exhausted: bool = True, ask: bool = True) -> None:
    actions = p.module("reference_engine.actions")

    def stun_it(r: Any) -> None:
        u = r.game.live(r.info["unit"])
        if u is None or check_exhausted and r.source.exhausted:
            return
        if ask and not r.game.may(r.controller, "exhaust Blast Cone to stun it?"):
            return
        if exhaust:
            actions.exhaust(r.game, r.source, r.source_alias)
        actions.stun(r.game, u, r.source_alias)

    _wrap_trigger(p, f"{CARDS}.unl.blast_cone:BlastCone.triggers", index=1, resolve=lambda _: stun_it)


@mutant("c9a-blast-cone-stun-without-exhausting", rule="414.4", area="cards",
        bug="Blast Cone stuns without exhausting itself ('you may exhaust this to [Stun] it')",
        kill="Blast Cone stuns a moved enemy unit; expect Blast Cone exhausted")
def _(p: Patcher) -> None:
    _blast_cone_stun(p, exhaust=False)


@mutant("c9a-blast-cone-exhausted-stuns", rule="414.4", area="cards",
        bug="an exhausted Blast Cone still stuns (its exhaust cost can't be paid)",
        kill="Blast Cone already exhausted; move an enemy unit; expect no stun, nothing asked")
def _(p: Patcher) -> None:
    _blast_cone_stun(p, check_exhausted=False)


@mutant("c9a-blast-cone-stun-mandatory", rule="354", area="cards",
        bug="Blast Cone's 'you may exhaust this to [Stun] it' is always taken (the 'may' is not asked)",
        kill="decline the stun; expect the unit unstunned and Blast Cone ready")
def _(p: Patcher) -> None:
    _blast_cone_stun(p, ask=False)


@mutant("c9a-blast-cone-any-mover", rule="383.1", area="cards",
        bug="Blast Cone triggers when any player moves a unit that is an enemy of its controller ('When you move')",
        kill="B moves B's own unit: A's Blast Cone does not trigger")
def _(p: Patcher) -> None:
    seats = p.module("reference_engine.seats")

    def moved(game: Any, me: Any, ev: dict[str, Any]) -> Any:
        if ev["type"] == "move" and ev["object"] in game.aliases:
            u = game.obj(ev["object"])
            if seats.enemy(game, me.controller, u.controller):
                return {"unit": u.ref}
        return None

    _wrap_trigger(p, f"{CARDS}.unl.blast_cone:BlastCone.triggers", index=1, condition=lambda _: moved)


@mutant("c9a-blast-cone-play-move-mandatory", rule="354", area="cards",
        bug="Blast Cone's 'When you play this, you may move an enemy unit' always moves it (the 'may' not asked)",
        kill="decline the move; expect the enemy unit where it was")
def _(p: Patcher) -> None:
    actions = p.module("reference_engine.actions")

    def shove(r: Any) -> None:
        if r.target(0) is not None and r.place(1) is not None:
            r.instruction(lambda: actions.move(r.game, r.target(0), r.place(1), r.controller,
                                               source=r.source_alias), uses=(0,))

    _wrap_trigger(p, f"{CARDS}.unl.blast_cone:BlastCone.triggers", index=0, resolve=lambda _: shove)


@mutant("c9a-blast-cone-play-moves-friendly", rule="383.1", area="cards",
        bug="Blast Cone's play trigger may move a friendly unit ('an enemy unit')",
        kill="Blast Cone's play trigger chooses its controller's own unit: refused")
def _(p: Patcher) -> None:
    _wrap_trigger(p, f"{CARDS}.unl.blast_cone:BlastCone.triggers", index=0,
                  targets=lambda ts: [dataclasses.replace(ts[0], where=None), *ts[1:]])


# ---- Star-Crossed ------------------------------------------------------------------------------------------
@mutant("c9a-star-crossed-any-second", rule="359.3", area="cards",
        bug="Star-Crossed's second choice may be a friendly unit ('an enemy unit')",
        kill="Star-Crossed choosing two friendly units: refused")
def _(p: Patcher) -> None:
    targets = p.original(f"{CARDS}.unl.star_crossed:StarCrossed.targets")
    p.replace(f"{CARDS}.unl.star_crossed:StarCrossed.targets",
              [targets[0], dataclasses.replace(targets[1], where=None)])


@mutant("c9a-star-crossed-any-first", rule="359.3", area="cards",
        bug="Star-Crossed's first choice may be an enemy unit ('a friendly unit')",
        kill="Star-Crossed choosing two enemy units: refused")
def _(p: Patcher) -> None:
    targets = p.original(f"{CARDS}.unl.star_crossed:StarCrossed.targets")
    p.replace(f"{CARDS}.unl.star_crossed:StarCrossed.targets",
              [dataclasses.replace(targets[0], where=None), targets[1]])


# ---- Crumbling Sands ---------------------------------------------------------------------------------------
def _sands(p: Patcher, counts: Any) -> None:
    chain = p.module("reference_engine.chain")

    def resolve(self: Any, r: Any) -> None:
        target = r.target(0)

        def counter() -> bool:
            played = [rec for q in r.game.opponents(r.controller) for rec in r.game.players[q].played_this_turn
                      if counts(rec) and (rec["uid"], rec.get("incarnation")) != (target.uid, target.incarnation)]
            return bool(played) and chain.counter(r.game, target, r.controller, r.source_alias)

        r.instruction(counter, uses=(0,))

    p.replace(f"{CARDS}.ven.crumbling_sands:CrumblingSands.resolve", resolve)


@mutant("c9a-sands-any-card", rule="359.3", area="cards",
        bug="Crumbling Sands counts any card an opponent played this turn ('another spell')",
        kill="B played a unit, then a spell; A's Crumbling Sands on that spell: not countered")
def _(p: Patcher) -> None:
    _sands(p, lambda rec: True)


@mutant("c9a-sands-unconditional", rule="359.3", area="cards",
        bug="Crumbling Sands counters a spell whatever was played this turn (the 'if' ignored)",
        kill="B's first spell this turn; A's Crumbling Sands on it: not countered")
def _(p: Patcher) -> None:
    chain = p.module("reference_engine.chain")

    def resolve(self: Any, r: Any) -> None:
        r.instruction(lambda: chain.counter(r.game, r.target(0), r.controller, r.source_alias), uses=(0,))

    p.replace(f"{CARDS}.ven.crumbling_sands:CrumblingSands.resolve", resolve)


@mutant("c9a-sands-enemy-spells-only", rule="355.9.b", area="cards",
        bug="Crumbling Sands may counter only an opponent's spell ('Counter a spell': its controller's own too)",
        kill="an opponent played a spell this turn; A's Crumbling Sands counters A's own spell")
def _(p: Patcher) -> None:
    enemy = p.original(f"{CARDS}.common:enemy")
    targets = p.original(f"{CARDS}.ven.crumbling_sands:CrumblingSands.targets")
    p.replace(f"{CARDS}.ven.crumbling_sands:CrumblingSands.targets", [dataclasses.replace(targets[0], where=enemy)])


# ---- Jayce, Defender of Tomorrow ---------------------------------------------------------------------------
def _jayce(p: Patcher, index: int, **changes: Any) -> None:
    @p.wrap(f"{CARDS}.ven.jayce_defender_of_tomorrow:JayceDefender.activated")
    def activated(orig: Any, self: Any, *args: Any, **kwargs: Any) -> list[Any]:
        out = list(orig(self, *args, **kwargs))
        out[index] = dataclasses.replace(out[index], **changes)
        return out


@mutant("c9a-jayce-two-gear-unempowered", rule="727.1", area="cards",
        bug="Jayce's '[Empowered] [1], [E]: Ready 2 gear.' can be used while not Empowered",
        kill="unempowered Jayce activates the two-gear ability: refused")
def _(p: Patcher) -> None:
    _jayce(p, 2, condition=None)


@mutant("c9a-jayce-no-exhaust", rule="414.4", area="cards",
        bug="Jayce's '[1], [E]: Ready a gear.' does not exhaust Jayce",
        kill="Jayce readies a gear; expect Jayce exhausted (a second activation refused)")
def _(p: Patcher) -> None:
    _jayce(p, 1, exhaust=False)


@mutant("c9a-jayce-two-energy", rule="356", area="cards",
        bug="Jayce's '[1], [E]: Ready a gear.' costs [2]",
        kill="exactly [1] in the pool: Jayce readies a gear")
def _(p: Patcher) -> None:
    _jayce(p, 1, energy=2)


@mutant("c9a-jayce-free", rule="356", area="cards",
        bug="Jayce's '[1], [E]: Ready a gear.' costs no energy",
        kill="Jayce readies a gear; expect a rune spent for [1]")
def _(p: Patcher) -> None:
    _jayce(p, 1, energy=0)


@mutant("c9a-jayce-friendly-gear-only", rule="359.3", area="cards",
        bug="Jayce's '[1], [E]: Ready a gear.' may choose only a friendly gear ('a gear': any player's)",
        kill="Jayce readies an opponent's exhausted gear")
def _(p: Patcher) -> None:
    friendly = p.original(f"{CARDS}.common:friendly")

    @p.wrap(f"{CARDS}.ven.jayce_defender_of_tomorrow:JayceDefender.activated")
    def activated(orig: Any, self: Any, *args: Any, **kwargs: Any) -> list[Any]:
        out = list(orig(self, *args, **kwargs))
        out[1] = dataclasses.replace(out[1], targets=[dataclasses.replace(out[1].targets[0], where=friendly)])
        return out


# ---- Temporal Breach ---------------------------------------------------------------------------------------
@mutant("c9a-breach-controller-plays", rule="359.3", area="cards",
        bug="Temporal Breach's 'its owner plays it' is played by the unit's controller (a stolen unit comes back "
            "under the thief's control)",
        kill="A's unit controlled by B at a battlefield; Temporal Breach; expect it back there under A's control")
def _(p: Patcher) -> None:
    play = p.original(f"{CARDS}.common:play_permanent_by_effect")

    def replay(r: Any, o: Any, loc: str | None, base_of: str | None) -> bool:
        if o.zone != "banishment" or loc is None or (loc == "base" and base_of != o.owner):
            return False
        return play(r.game, base_of or o.owner, o, loc)

    p.replace(f"{CARDS}.ven.temporal_breach:replay_from_banishment", replay, everywhere=False)


@mutant("c9a-breach-put-not-played", rule="419.3", area="cards",
        bug="Temporal Breach puts the unit back onto the board instead of having its owner play it (no 'when you play "
            "me' trigger, not a card played this turn)",
        kill="Temporal Breach on a unit with a 'When you play me' trigger: it triggers again")
def _(p: Patcher) -> None:
    actions = p.module("reference_engine.actions")

    def replay(r: Any, o: Any, loc: str | None, base_of: str | None) -> bool:
        if o.zone != "banishment" or loc is None or (loc == "base" and base_of != o.owner):
            return False
        owner = o.owner
        actions.change_zone(r.game, o, "board", loc)
        o.controller = owner
        return True

    p.replace(f"{CARDS}.ven.temporal_breach:replay_from_banishment", replay, everywhere=False)


@mutant("c9a-breach-banish-only", rule="359.3", area="cards",
        bug="Temporal Breach banishes the unit and never plays it back ('then its owner plays it')",
        kill="Temporal Breach on a unit; expect it back on the board")
def _(p: Patcher) -> None:
    p.replace(f"{CARDS}.ven.temporal_breach:replay_from_banishment", lambda r, o, loc, base_of: False,
              everywhere=False)


@mutant("c9a-deathgrip-same-unit-twice", rule="352", area="cards",
        bug="Deathgrip may choose the unit it kills as the 'another friendly unit' that gets the +[M]",
        kill="linked-deathgrip-replaced-no-bonus-variant-c9a-enemy-unit-is-not-another-friendly-unit: Deathgrip "
             "choosing fodder twice is refused")
def _(p: Patcher) -> None:
    card = p.module("reference_engine.behaviour").Card
    p.replace(f"{CARDS}.sfd.deathgrip:Deathgrip.choices_problem", card.choices_problem)


@mutant("c9a-jayce-same-gear-twice", rule="352", area="cards",
        bug="Empowered Jayce's '[1], [E]: Ready 2 gear.' may choose the same gear twice",
        kill="rule-721-2-empowered-jayce-readies-two-different-gear: choosing g1 twice is refused")
def _(p: Patcher) -> None:
    _jayce(p, 2, choices_problem=None)
