"""Mutants of the session-9 hand-seeded hunt over card modules (helper c9d): Cleave, Icathian Rain, Lee Sin,
Centered, Mystic Reversal, Stormbringer, Battering Ram, Skyfall of Areion, Iascylla, Ahri, Nine-Tailed Fox, Hidden
Blade, Ride the Wind, Teemo, Scout, Yasuo, Unforgiven, Master Yi, Wuju Bladesman, Bellows Breath, Svellsongur,
Back Off, Smite, Ambessa, Matriarch of War, Illaoi, Prophet of the Great Kraken and Swain, Visionary. Each misreads
part of the card's printed text (``current_text``) the way an engine author plausibly would: a clause dropped
("other", "buffed", "friendly", "enemy", "in your base", "at the same location", "this turn", "alone"), a number off
by one, the wrong player, the wrong moment, a "may" made mandatory, a cost not paid. Rule numbers are those the
killing case cites ([R3] = Core Rules v1.3).

Results over the three files (94 mutants; written / killed by the existing cases at once / killed after a new c9d
case / equivalent): Cleave 5/3/2/0, Icathian Rain 6/6/0/0, Lee Sin, Centered 7/5/2/0, Mystic Reversal 3/2/1/0,
Stormbringer 7/4/3/0, Battering Ram 4/4/0/0, Skyfall of Areion 2/2/0/0, Iascylla 9/6/3/0, Ahri 4/4/0/0, Hidden Blade
2/2/0/0, Ride the Wind 3/1/2/0, Teemo, Scout 2/2/0/0, Yasuo, Unforgiven 3/2/1/0, Master Yi 4/4/0/0, Bellows Breath
3/3/0/0, Svellsongur 2/2/0/0, Back Off 5/4/1/0, Smite 5/3/2/0, Ambessa 6/5/1/0, Illaoi 5/4/0/1, Swain 7/5/1/1; in all
73 + 19 + 2. Two more were written and dropped, their outcome resting on an unsettled reading: Bellows Breath dealing
nothing when one of its units is gone (the conflicting case ``mistarget-bellows-breath-flash-not-in-combat``) and
Illaoi's Tentacle played to the battlefield she scored (355.2.a [R3]: a played unit may go to a battlefield its
controller controls; the engine plays token units to base without asking)."""
from __future__ import annotations

from typing import Any

from mutants import Patcher, mutant

CARDS = "reference_engine.cards"


def _mod(name: str) -> Any:
    return Patcher.module(f"{CARDS}.{name}")


# ---- Cleave: "Give a unit [Assault 3] this turn." ---------------------------------------------------------
@mutant("c9d-cleave-assault-kept", rule="317.2.c", area="cards",
        bug="Cleave's '[Assault 3] this turn' is granted for good: the keyword outlasts the turn",
        kill="Cleave a unit; next turn it attacks; expect no Assault bonus")
def _(p: Patcher) -> None:
    def resolve(self: Any, r: Any) -> None:
        r.instruction(lambda: r.target(0).granted.append(("Assault 3", "permanent")), uses=(0,))

    p.replace(f"{CARDS}.ogn.cleave:Cleave.resolve", resolve)


@mutant("c9d-cleave-assault-2", rule="814", area="cards",
        bug="Cleave grants [Assault 2] instead of [Assault 3]",
        kill="a Cleaved unit attacks; expect +3 [M] while attacking")
def _(p: Patcher) -> None:
    def resolve(self: Any, r: Any) -> None:
        r.instruction(lambda: r.target(0).granted.append(("Assault 2", "turn")), uses=(0,))

    p.replace(f"{CARDS}.ogn.cleave:Cleave.resolve", resolve)


@mutant("c9d-cleave-friendly-only", rule="352", area="cards",
        bug="Cleave's 'a unit' is read as 'a friendly unit': an enemy unit can't be chosen",
        kill="A Cleaves B's unit; expect it accepted and B's unit has Assault 3")
def _(p: Patcher) -> None:
    common = _mod("common")
    p.replace(f"{CARDS}.ogn.cleave:Cleave.targets", [common.FRIENDLY_UNIT])


# ---- Icathian Rain: "Deal 2 to a unit. (six times)" ------------------------------------------------------
@mutant("c9d-icathian-rain-five-times", rule="359.3", area="cards",
        bug="Icathian Rain deals its 2 only five times (the sixth choice ignored)",
        kill="Icathian Rain with six different targets; expect the sixth dealt 2")
def _(p: Patcher) -> None:
    def resolve(self: Any, r: Any) -> None:
        for i in range(5):
            r.instruction(lambda i=i: r.damage(r.target(i), 2), uses=(i,))

    p.replace(f"{CARDS}.ogn.icathian_rain:IcathianRain.resolve", resolve)


@mutant("c9d-icathian-rain-once-per-unit", rule="359.3", area="cards",
        bug="Icathian Rain deals 2 once to each different unit chosen: a unit chosen twice is dealt 2, not 4",
        kill="Icathian Rain chooses one unit twice; expect it dealt 4")
def _(p: Patcher) -> None:
    def resolve(self: Any, r: Any) -> None:
        seen: set[Any] = set()
        for i in range(6):
            raw = r.raw(i)
            if raw in seen:
                continue
            seen.add(raw)
            r.instruction(lambda i=i: r.damage(r.target(i), 2), uses=(i,))

    p.replace(f"{CARDS}.ogn.icathian_rain:IcathianRain.resolve", resolve)


@mutant("c9d-icathian-rain-all-or-nothing", rule="359.3.e.5", area="cards",
        bug="Icathian Rain's six 'Deal 2' are one instruction: when one chosen unit is gone, no unit is dealt damage",
        kill="one of Icathian Rain's units leaves before it resolves; expect the others still dealt 2 each")
def _(p: Patcher) -> None:
    def resolve(self: Any, r: Any) -> None:
        def all_six() -> None:
            for i in range(6):
                r.damage(r.target(i), 2)

        r.instruction(all_six, uses=tuple(range(6)))

    p.replace(f"{CARDS}.ogn.icathian_rain:IcathianRain.resolve", resolve)


@mutant("c9d-icathian-rain-3-each", rule="359.3", area="cards",
        bug="Icathian Rain deals 3 each time instead of 2",
        kill="Icathian Rain on a 4 [M] unit twice... expect 4 damage on a unit chosen twice, 2 on one chosen once")
def _(p: Patcher) -> None:
    def resolve(self: Any, r: Any) -> None:
        for i in range(6):
            r.instruction(lambda i=i: r.damage(r.target(i), 3), uses=(i,))

    p.replace(f"{CARDS}.ogn.icathian_rain:IcathianRain.resolve", resolve)


# ---- Lee Sin, Centered: "Other buffed friendly units at my battlefield have +2 [M]." -------------------------
def _lee(p: Patcher, *, other: bool = True, buffed: bool = True, friendly: bool = True, here: bool = True,
         at_bf: bool = True, by_owner: bool = False) -> None:
    seats = Patcher.module("reference_engine.seats")

    def might_bonus(self: Any, game: Any, me: Any, unit: Any) -> int:
        who = (lambda o: o.owner) if by_owner else (lambda o: o.controller)
        if (unit is not me or not other) and (unit.buffed or not buffed) \
                and (seats.friendly(game, who(me), who(unit)) or not friendly) \
                and (unit.location == me.location or not here) and (game.is_bf(me.location) or not at_bf) \
                and (here or game.is_bf(unit.location)):
            return 2
        return 0

    p.replace(f"{CARDS}.ogn.lee_sin_centered:LeeSinCentered.might_bonus", might_bonus)


@mutant("c9d-lee-sin-includes-himself", rule="107.3", area="cards",
        bug="Lee Sin, Centered's 'Other buffed friendly units' includes Lee Sin himself when he is buffed",
        kill="a buffed Lee Sin at a battlefield; expect his Might without the +2")
def _(p: Patcher) -> None:
    _lee(p, other=False)


@mutant("c9d-lee-sin-unbuffed-too", rule="359.3", area="cards",
        bug="Lee Sin, Centered gives +2 [M] to every other friendly unit at his battlefield, buffed or not",
        kill="an unbuffed friendly unit with Lee Sin at a battlefield; expect no +2")
def _(p: Patcher) -> None:
    _lee(p, buffed=False)


@mutant("c9d-lee-sin-enemy-too", rule="740.1", area="cards",
        bug="Lee Sin, Centered gives +2 [M] to buffed enemy units at his battlefield too ('friendly' dropped)",
        kill="a buffed enemy unit at Lee Sin's battlefield; expect no +2")
def _(p: Patcher) -> None:
    _lee(p, friendly=False)


@mutant("c9d-lee-sin-any-battlefield", rule="359.3", area="cards",
        bug="Lee Sin, Centered's 'at my battlefield' is read as 'at a battlefield': buffed friendly units at other "
            "battlefields get +2 [M]",
        kill="a buffed friendly unit at bf2 while Lee Sin is at bf1; expect no +2")
def _(p: Patcher) -> None:
    _lee(p, here=False)


@mutant("c9d-lee-sin-in-base-too", rule="107.1", area="cards",
        bug="Lee Sin, Centered gives +2 [M] to buffed friendly units with him in base (the base read as 'my "
            "battlefield')",
        kill="Lee Sin and a buffed friendly unit in base; expect no +2")
def _(p: Patcher) -> None:
    _lee(p, at_bf=False)


@mutant("c9d-lee-sin-friendly-by-owner", rule="740.1", area="cards",
        bug="Lee Sin, Centered's 'friendly' is read from ownership: a buffed unit A controls but B owns gets no +2",
        kill="A gains control of B's buffed unit at Lee Sin's battlefield; expect +2")
def _(p: Patcher) -> None:
    _lee(p, by_owner=True)


# ---- Mystic Reversal: "Gain control of a spell. You may make new choices for it." ----------------------
@mutant("c9d-mystic-reversal-enemy-spells-only", rule="352", area="cards",
        bug="Mystic Reversal's 'a spell' is read as 'an enemy spell': its controller's own spell can't be chosen",
        kill="A casts Mystic Reversal on A's own spell to make new choices; expect it accepted")
def _(p: Patcher) -> None:
    behaviour = Patcher.module("reference_engine.behaviour")
    seats = Patcher.module("reference_engine.seats")
    spec = behaviour.TargetSpec("spell", lambda g, o, pl, i: seats.enemy(g, pl, o.controller), text="a spell")
    p.replace(f"{CARDS}.ogn.mystic_reversal:MysticReversal.targets", [spec])


@mutant("c9d-mystic-reversal-control-kept", rule="359.3", area="cards",
        bug="Mystic Reversal makes new choices for the spell but its controller keeps it (no control gained)",
        kill="Mystic Reversal takes B's spell; expect the spell's controller A (e.g. A draws from it)")
def _(p: Patcher) -> None:
    common = _mod("common")

    def resolve(self: Any, r: Any) -> None:
        def take() -> bool:
            target = r.target(0)
            item = next(i for i in r.game.chain if i.source == target.uid)
            if common.behaviour_of(target).targets and r.game.may(r.controller, "make new choices?"):
                common.make_new_choices(r, item)
            return True

        r.instruction(take, uses=(0,))

    p.replace(f"{CARDS}.ogn.mystic_reversal:MysticReversal.resolve", resolve)


# ---- Stormbringer ----------------------------------------------------------------------------------------
def _storm(p: Patcher, *, enemy_only: bool = True, first_only: bool = False, printed: bool = False,
           move_first: bool = False) -> None:
    actions = Patcher.module("reference_engine.actions")
    seats = Patcher.module("reference_engine.seats")
    layers = Patcher.module("reference_engine.layers")

    def resolve(self: Any, r: Any) -> None:
        bf = r.place(1)

        def blast() -> None:
            if printed:
                u0 = r.target(0)
                amount = (layers.printed_might(u0) if u0 is not None else 0) or 0
            else:
                amount = r.info_of(0, "might") or 0
            hit = [u for u in r.game.units(bf) if not enemy_only or seats.enemy(r.game, r.controller, u.controller)]
            if not enemy_only:
                hit = [u for u in hit if u is not r.target(0)]
            for u in hit[:1] if first_only else hit:
                r.damage(u, amount)

        if move_first:
            m = r.instruction(lambda: actions.move(r.game, r.target(0), bf, r.controller, source=r.source_alias),
                              uses=(0,))
            r.instruction(blast, uses=(0,), linked=m)
            return
        d = r.instruction(blast, uses=(0,))
        r.instruction(lambda: actions.move(r.game, r.target(0), bf, r.controller, source=r.source_alias),
                      linked=d, uses=(0,))

    p.replace(f"{CARDS}.ogn.stormbringer:Stormbringer.resolve", resolve)


@mutant("c9d-stormbringer-hits-friendly", rule="740.2", area="cards",
        bug="Stormbringer deals its damage to all units at the battlefield, friendly ones too ('enemy' dropped)",
        kill="A's unit and B's unit at the battlefield; expect A's unit undamaged")
def _(p: Patcher) -> None:
    _storm(p, enemy_only=False)


@mutant("c9d-stormbringer-first-enemy-only", rule="359.3", area="cards",
        bug="Stormbringer deals its damage to one enemy unit at the battlefield, not all",
        kill="two enemy units at the battlefield; expect both damaged")
def _(p: Patcher) -> None:
    _storm(p, first_only=True)


@mutant("c9d-stormbringer-printed-might", rule="359.3.f.2", area="cards",
        bug="Stormbringer's 'damage equal to its Might' reads the unit's printed Might, not its current Might",
        kill="the chosen unit has +2 [M] this turn; expect its current Might dealt")
def _(p: Patcher) -> None:
    _storm(p, printed=True)


@mutant("c9d-stormbringer-move-then-damage", rule="359.3.e", area="cards",
        bug="Stormbringer moves the unit first and deals the damage after ('then' reversed)",
        kill="event_order: the damage events come before the move event")
def _(p: Patcher) -> None:
    _storm(p, move_first=True)


@mutant("c9d-stormbringer-unit-anywhere", rule="352", area="cards",
        bug="Stormbringer's 'a friendly unit in your base' may be a friendly unit at a battlefield",
        kill="A chooses a friendly unit at a battlefield for Stormbringer; expect it refused")
def _(p: Patcher) -> None:
    behaviour = Patcher.module("reference_engine.behaviour")
    cls = _mod("ogn.stormbringer").Stormbringer
    specs = list(cls.targets)
    specs[0] = behaviour.TargetSpec("unit", lambda g, o, pl, i: o.controller == pl, text="a friendly unit")
    p.replace(f"{CARDS}.ogn.stormbringer:Stormbringer.targets", specs)


# ---- Battering Ram: "I cost [1] less for each card you've played this turn, to a minimum of [1]." -----------
@mutant("c9d-battering-ram-minimum-0", rule="356.5", area="cards",
        bug="Battering Ram's 'to a minimum of [1]' is dropped: after five cards it costs [0]",
        kill="A has played five cards this turn; expect Battering Ram to cost [1]")
def _(p: Patcher) -> None:
    p.replace(f"{CARDS}.sfd.battering_ram:BatteringRam.self_cost_change",
              lambda self, game, me, player: -min(len(game.players[player].played_this_turn), 5))


@mutant("c9d-battering-ram-every-players-cards", rule="359.3", area="cards",
        bug="Battering Ram counts the cards every player played this turn, not only 'you'",
        kill="B played cards this turn, A none; expect Battering Ram at its full cost for A")
def _(p: Patcher) -> None:
    p.replace(f"{CARDS}.sfd.battering_ram:BatteringRam.self_cost_change",
              lambda self, game, me, player: -min(sum(len(pl.played_this_turn) for pl in game.players.values()), 4))


@mutant("c9d-battering-ram-minimum-2", rule="356.5", area="cards",
        bug="Battering Ram's minimum is off by one: it never costs less than [2]",
        kill="A has played four cards this turn; expect Battering Ram to cost [1]")
def _(p: Patcher) -> None:
    p.replace(f"{CARDS}.sfd.battering_ram:BatteringRam.self_cost_change",
              lambda self, game, me, player: -min(len(game.players[player].played_this_turn), 3))


# ---- Skyfall of Areion: "My hold effects are also conquer effects, and vice versa." -----------------------
@mutant("c9d-skyfall-any-friendly-unit", rule="383.4.c", area="cards",
        bug="Skyfall of Areion's swap applies to every unit its controller controls, not only the equipped unit",
        kill="an unequipped twin of the equipped unit with a hold ability conquers; expect no trigger")
def _(p: Patcher) -> None:
    behaviour = Patcher.module("reference_engine.behaviour")

    def swaps(game: Any, o: Any) -> bool:
        return any(behaviour.behaviour_of(g).swaps_hold_and_conquer and g.attached_to is not None
                   and g.controller == o.controller for g in game.objects.values() if g.zone == "board")

    p.replace("reference_engine.triggers:_swaps_hold_conquer", swaps)


# ---- Iascylla: "When I hold, at the start of your next Main Phase, you may move an enemy unit to this
# battlefield." ------------------------------------------------------------------------------------------------
def _iascylla(p: Patcher, *, here: bool = True, on_conquer: bool = False, next_turn: bool = False,
              may: bool = True, to_where_she_is: bool = False, any_player: bool = False, enemy_only: bool = True,
              used_up: bool = True) -> None:
    actions = Patcher.module("reference_engine.actions")
    behaviour = Patcher.module("reference_engine.behaviour")
    game_mod = Patcher.module("reference_engine.game")
    common = _mod("common")

    def triggers(self: Any) -> list[Any]:
        def held(game: Any, me: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
            types = ("hold", "conquer") if on_conquer else ("hold",)
            if ev["type"] in types and ev.get("player") == me.controller and (ev.get("object") == me.location
                                                                              or not here):
                return {"held": ev.get("object")}
            return None

        def create(r: Any) -> None:
            held_bf = r.info["held"]
            spec = behaviour.TargetSpec("unit", common.enemy if enemy_only else None, optional=True,
                                        text="an enemy unit")

            def pull(rr: Any) -> None:
                u = rr.target(0)
                dest = r.source.location if to_where_she_is else held_bf
                if u is not None and (not may or rr.game.may(rr.controller, "move the enemy unit there?")):
                    rr.instruction(lambda: actions.move(rr.game, u, dest, rr.controller, source=r.source_alias),
                                   uses=(0,))

            trig = behaviour.Trigger(lambda g, me, ev: None, pull, targets=[spec], text="start of your next Main Phase")

            def cond(game: Any, eff: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
                if ev["type"] == "phase" and ev.get("to") == "action" \
                        and (ev.get("player") == eff.controller or any_player) \
                        and game.log.index(ev) > eff.data["after"]:
                    if next_turn and not any(e["type"] == "phase" and e.get("to") == "awaken"
                                             for e in game.log[eff.data["after"]:]):
                        return None
                    return {}
                return None

            r.game.effects.append(game_mod.Effect("delayed-trigger", r.controller, r.source.uid, None,
                                                  "next" if used_up else "game",
                                                  {"condition": cond, "trigger": trig, "after": len(r.game.log)}))

        return [behaviour.Trigger(held, create)]

    p.replace(f"{CARDS}.unl.iascylla:Iascylla.triggers", triggers)


@mutant("c9d-iascylla-any-hold", rule="471.2.b", area="cards",
        bug="Iascylla's 'When I hold' triggers when her controller holds any battlefield, not the one she is at",
        kill="Iascylla in base (or at bf2) while her controller holds bf1; expect no trigger")
def _(p: Patcher) -> None:
    _iascylla(p, here=False)


@mutant("c9d-iascylla-on-conquer", rule="471.2.a", area="cards",
        bug="Iascylla's 'When I hold' also triggers when she conquers",
        kill="Iascylla conquers a battlefield; expect no trigger")
def _(p: Patcher) -> None:
    _iascylla(p, on_conquer=True)


@mutant("c9d-iascylla-next-turns-main-phase", rule="315", area="cards",
        bug="Iascylla's 'at the start of your next Main Phase' waits for the next turn's Main Phase, skipping the "
            "Main Phase of the turn she held in",
        kill="Iascylla holds in the Beginning Phase; expect her delayed trigger in that turn's Main Phase")
def _(p: Patcher) -> None:
    _iascylla(p, next_turn=True)


@mutant("c9d-iascylla-may-mandatory", rule="359.3", area="cards",
        bug="Iascylla's 'you may move an enemy unit' moves the chosen unit without asking (the 'may' skipped)",
        kill="A declines the move; expect the enemy unit stays")
def _(p: Patcher) -> None:
    _iascylla(p, may=False)


@mutant("c9d-iascylla-to-where-she-is", rule="359.3.f.3", area="cards",
        bug="Iascylla's 'this battlefield' is read as where she is when the delayed trigger resolves, not the "
            "battlefield she held",
        kill="Iascylla moves to bf2 before the Main Phase; expect the enemy unit moved to bf1 (held)")
def _(p: Patcher) -> None:
    _iascylla(p, to_where_she_is=True)


@mutant("c9d-iascylla-any-players-main-phase", rule="359.3", area="cards",
        bug="Iascylla's 'your next Main Phase' is any player's next Main Phase",
        kill="the delayed trigger exists during the opponent's turn; expect nothing in the opponent's Main Phase")
def _(p: Patcher) -> None:
    _iascylla(p, any_player=True)


@mutant("c9d-iascylla-friendly-unit-too", rule="740.2", area="cards",
        bug="Iascylla's 'an enemy unit' may be a friendly unit",
        kill="A chooses a friendly unit for Iascylla's delayed trigger; expect it refused")
def _(p: Patcher) -> None:
    _iascylla(p, enemy_only=False)


@mutant("c9d-iascylla-every-main-phase", rule="390.3", area="cards",
        bug="Iascylla's delayed trigger is never used up: it triggers at the start of every later Main Phase of hers",
        kill="two turns of A after one hold; expect one delayed trigger")
def _(p: Patcher) -> None:
    _iascylla(p, used_up=False)
