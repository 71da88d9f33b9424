"""Session-9 hand-seeded hunt (helper c9a) over the card modules with almost no named mutants: Dragon's Rage,
Imperial Decree, Leona, Zealot, Noxian Guillotine, Symbol of the Solari, Counter Strike, Baron Pit, Astral Heron,
Challenge, Immortal Phoenix, Riptide Rex, The Dreaming Tree, Yasuo, Windrider, Aphelios, Exalted, Deathgrip, The
Zero Drive, Blast Cone, Star-Crossed, Crumbling Sands, Jayce, Defender of Tomorrow and Temporal Breach. Each
mutant misreads one clause of the card's printed text (``current_text`` in ``harness/data/cards.json``): a
"friendly" / "enemy" / "here" / "another" dropped, a number off by one, the wrong player, a "may" made mandatory,
a cost not paid, a "next time" that is never used up. Rule numbers are those of the full Core Rules v1.3."""
from __future__ import annotations

import dataclasses
from typing import Any

from mutants import Patcher, mutant

CARDS = "reference_engine.cards"


def _wrap_trigger(p: Patcher, target: str, index: int = 0, **changes: Any) -> None:
    """Replace fields (``condition=fn(orig_cond)``, ``resolve=fn(orig_resolve)``, ...) of one trigger a card's
    ``triggers()`` returns; each change is a function of the original field's value."""
    @p.wrap(target)
    def triggers(orig: Any, self: Any, *args: Any, **kwargs: Any) -> list[Any]:
        out = list(orig(self, *args, **kwargs))
        t = out[index]
        out[index] = dataclasses.replace(t, **{k: f(getattr(t, k)) for k, f in changes.items()})
        return out


# ---- Dragon's Rage -----------------------------------------------------------------------------------------
def _rage(p: Patcher, *, enemy_only: bool = True, at_origin: bool = False, both_ways: bool = True,
          ask: bool = True, battlefields_only: bool = False) -> None:
    actions, layers, seats = (p.module(f"reference_engine.{m}") for m in ("actions", "layers", "seats"))

    def resolve(self: Any, r: Any) -> None:
        mover = r.target(0)
        origin = {"loc": mover.location if mover is not None else None}
        m = r.instruction(lambda: actions.move(r.game, mover, r.place(1), r.controller, source=r.source_alias),
                          uses=(0,))

        def fight() -> bool:
            if at_origin:
                pool = [u for u in r.game.units(origin["loc"])]
            else:
                pool = seats.units_with(r.game, mover)
            others = [u for u in pool if u is not mover
                      and (not enemy_only or seats.enemy(r.game, r.controller, u.controller))]
            if not others or battlefields_only and not r.game.is_bf(mover.location):
                return False
            if ask:
                pick = r.game.obj(r.game.ask("choose-target", r.controller,
                                             [r.game.alias_of(u.uid) for u in others],
                                             "another enemy unit at its destination"))
            else:
                pick = others[0]
            ma, mb = layers.might(r.game, mover), layers.might(r.game, pick)
            actions.deal_damage(r.game, pick, ma, r.game.alias_of(mover.uid), by_player=mover.controller)
            if both_ways:
                actions.deal_damage(r.game, mover, mb, r.game.alias_of(pick.uid), by_player=pick.controller)
            return True

        r.instruction(fight, linked=m, uses=(0,))

    p.replace(f"{CARDS}.ogn.dragons_rage:DragonsRage.resolve", resolve)


@mutant("c9a-dragons-rage-moves-friendly", rule="359.3", area="cards",
        bug="Dragon's Rage may move its controller's own unit ('Move an enemy unit')",
        kill="Dragon's Rage choosing a friendly unit to move: refused")
def _(p: Patcher) -> None:
    targets = p.original(f"{CARDS}.ogn.dragons_rage:DragonsRage.targets")
    p.replace(f"{CARDS}.ogn.dragons_rage:DragonsRage.targets", [dataclasses.replace(targets[0], where=None),
                                                                *targets[1:]])


@mutant("c9a-dragons-rage-other-any-unit", rule="359.3", area="cards",
        bug="Dragon's Rage's 'Choose another enemy unit at its destination' may choose a friendly unit there",
        kill="Dragon's Rage moves an enemy unit to where only a friendly unit is: no fight, nothing asked")
def _(p: Patcher) -> None:
    _rage(p, enemy_only=False)


@mutant("c9a-dragons-rage-origin", rule="359.3", area="cards",
        bug="Dragon's Rage chooses the other enemy unit at the moved unit's origin ('at its destination' read "
            "before the move)",
        kill="Dragon's Rage moves an enemy unit away from another enemy unit to a third one; the third fights")
def _(p: Patcher) -> None:
    _rage(p, at_origin=True)


@mutant("c9a-dragons-rage-one-way", rule="359.3", area="cards",
        bug="Dragon's Rage: only the moved unit deals damage ('to each other' read one way)",
        kill="Dragon's Rage; expect the moved unit damaged by the other unit's Might")
def _(p: Patcher) -> None:
    _rage(p, both_ways=False)


@mutant("c9a-dragons-rage-no-choice", rule="359.3", area="cards",
        bug="Dragon's Rage picks the first enemy unit at the destination without asking ('Choose another enemy "
            "unit')",
        kill="two enemy units at the destination; the player chooses the second; expect it damaged")
def _(p: Patcher) -> None:
    _rage(p, ask=False)


@mutant("c9a-dragons-rage-fight-only-at-battlefields", rule="107.1", area="cards",
        bug="Dragon's Rage's fight happens only when the unit was moved to a battlefield ('its destination': a base "
            "too, the moved unit's controller's)",
        kill="Dragon's Rage moves B's unit to B's base where another B unit is: they fight")
def _(p: Patcher) -> None:
    _rage(p, battlefields_only=True)


# ---- Imperial Decree / Noxian Guillotine (kill when damaged) -----------------------------------------------
def _decree_filter(p: Patcher, target: str, keep: Any, duration: str | None = None) -> None:
    """Wrap the delayed trigger a card's resolution creates: ``keep(game, eff, victim)`` filters its victims."""
    @p.wrap(target)
    def resolve(orig: Any, self: Any, r: Any, *args: Any, **kwargs: Any) -> None:
        before = list(r.game.effects)
        orig(self, r, *args, **kwargs)
        for eff in r.game.effects:
            if eff in before or eff.kind != "delayed-trigger":
                continue
            if duration is not None:
                eff.duration = duration
            cond = eff.data["condition"]

            def c(game: Any, e: Any, ev: dict[str, Any], cond: Any = cond) -> Any:
                out = cond(game, e, ev)
                if out is None:
                    return None
                v = game.live(out["victim"])
                return out if v is not None and keep(game, e, v) else None

            eff.data["condition"] = c


@mutant("c9a-decree-next-time-only", rule="390.2", area="cards",
        bug="Imperial Decree's 'When any unit takes damage this turn, kill it' is used up by the first unit it "
            "kills (read as 'the next time')",
        kill="Imperial Decree; two units take damage one after the other; expect both killed")
def _(p: Patcher) -> None:
    _decree_filter(p, f"{CARDS}.ogn.imperial_decree:ImperialDecree.resolve", lambda g, e, v: True,
                   duration="next-this-turn")


@mutant("c9a-decree-enemy-units-only", rule="390.2", area="cards",
        bug="Imperial Decree kills only enemy units that take damage ('any unit')",
        kill="Imperial Decree; its controller's unit takes damage; expect it killed")
def _(p: Patcher) -> None:
    seats = p.module("reference_engine.seats")
    _decree_filter(p, f"{CARDS}.ogn.imperial_decree:ImperialDecree.resolve",
                   lambda g, e, v: seats.enemy(g, e.controller, v.controller))


@mutant("c9a-decree-battlefields-only", rule="390.2", area="cards",
        bug="Imperial Decree kills only units at battlefields that take damage ('any unit': a unit in base too)",
        kill="Imperial Decree; a unit in base takes damage; expect it killed")
def _(p: Patcher) -> None:
    _decree_filter(p, f"{CARDS}.ogn.imperial_decree:ImperialDecree.resolve",
                   lambda g, e, v: g.is_bf(v.location))


@mutant("c9a-decree-no-combat-damage", rule="390.2", area="cards",
        bug="Imperial Decree's 'When any unit takes damage' ignores combat damage",
        kill="Imperial Decree; a combat deals damage to a unit that survives it; expect it killed")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ogn.imperial_decree:ImperialDecree.resolve")
    def resolve(orig: Any, self: Any, r: Any, *args: Any, **kwargs: Any) -> None:
        before = list(r.game.effects)
        orig(self, r, *args, **kwargs)
        for eff in r.game.effects:
            if eff in before or eff.kind != "delayed-trigger":
                continue
            cond = eff.data["condition"]

            def c(game: Any, e: Any, ev: dict[str, Any], cond: Any = cond) -> Any:
                return None if ev.get("combat") else cond(game, e, ev)

            eff.data["condition"] = c


@mutant("c9a-decree-units-present-only", rule="390.2", area="cards",
        bug="Imperial Decree kills only the units already on the board when it resolved ('any unit': a unit "
            "played later this turn too)",
        kill="Imperial Decree; a unit played afterwards takes damage; expect it killed")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ogn.imperial_decree:ImperialDecree.resolve")
    def resolve(orig: Any, self: Any, r: Any, *args: Any, **kwargs: Any) -> None:
        present = {(o.uid, o.incarnation) for o in r.game.objects.values() if o.zone == "board"}
        before = list(r.game.effects)
        orig(self, r, *args, **kwargs)
        for eff in r.game.effects:
            if eff in before or eff.kind != "delayed-trigger":
                continue
            cond = eff.data["condition"]

            def c(game: Any, e: Any, ev: dict[str, Any], cond: Any = cond) -> Any:
                out = cond(game, e, ev)
                v = game.live(out["victim"]) if out else None
                return out if v is not None and (v.uid, v.incarnation) in present else None

            eff.data["condition"] = c


@mutant("c9a-guillotine-legion-counts-itself", rule="812.1", area="cards",
        bug="Noxian Guillotine's [Legion] counts the Guillotine itself as 'another card' played this turn: it "
            "always kills now",
        kill="Noxian Guillotine as the first card of the turn; expect the unit alive until it takes damage")
def _(p: Patcher) -> None:
    p.replace(f"{CARDS}.ogn.noxian_guillotine:legion_active",
              lambda game, player, o: bool(game.players[player].played_this_turn), everywhere=False)


@mutant("c9a-guillotine-legion-at-play", rule="727.1", area="cards",
        bug="Noxian Guillotine's [Legion] is read as the Guillotine is played: a card its controller plays in "
            "response, before it resolves, does not make it kill now",
        kill="Noxian Guillotine as the first card; its controller plays a reaction before it resolves; the unit dies "
             "at once")
def _(p: Patcher) -> None:
    def legion_before(game: Any, player: str, o: Any) -> bool:
        recs = game.players[player].played_this_turn
        mine = next((i for i, rec in enumerate(recs) if rec.get("uid") == o.uid), len(recs))
        return any(rec.get("uid") != o.uid for rec in recs[:mine])

    p.replace(f"{CARDS}.ogn.noxian_guillotine:legion_active", legion_before, everywhere=False)


@mutant("c9a-guillotine-legion-any-player", rule="812.1", area="cards",
        bug="Noxian Guillotine's [Legion] counts a card any player played this turn ('if you've played another "
            "card')",
        kill="B plays a card, then A's first card is Noxian Guillotine; expect the unit alive (no Legion)")
def _(p: Patcher) -> None:
    p.replace(f"{CARDS}.ogn.noxian_guillotine:legion_active",
              lambda game, player, o: any(rec.get("uid") != o.uid for q in game.players
                                          for rec in game.players[q].played_this_turn), everywhere=False)


@mutant("c9a-guillotine-beyond-the-turn", rule="391", area="cards",
        bug="Noxian Guillotine's delayed kill, unused, lasts into later turns ('the next time it takes damage this "
            "turn')",
        kill="Noxian Guillotine on a unit that takes no damage; on the next turn it takes damage and survives")
def _(p: Patcher) -> None:
    _decree_filter(p, f"{CARDS}.ogn.noxian_guillotine:NoxianGuillotine.resolve", lambda g, e, v: True,
                   duration="next")


@mutant("c9a-guillotine-any-unit-damaged", rule="390.2", area="cards",
        bug="Noxian Guillotine without Legion kills the next unit that takes damage this turn, whichever it is "
            "('Kill it': the chosen unit)",
        kill="Noxian Guillotine on one unit; another unit takes damage; expect it alive")
def _(p: Patcher) -> None:
    kwd = p.original(f"{CARDS}.ogn.noxian_guillotine:kill_when_damaged")
    p.replace(f"{CARDS}.ogn.noxian_guillotine:kill_when_damaged", lambda r, victim=None: kwd(r), everywhere=False)


# ---- Leona, Zealot -----------------------------------------------------------------------------------------
@mutant("c9a-leona-within-two", rule="143.4", area="cards",
        bug="Leona, Zealot enters ready only if an opponent is fewer than 3 points from the Victory Score "
            "('within 3 points': 3 away counts)",
        kill="an opponent at Victory Score - 3; play Leona; expect her ready")
def _(p: Patcher) -> None:
    seats = p.module("reference_engine.seats")

    def enters_ready(self: Any, game: Any, me: Any, player: str) -> bool:
        return any(game.victory_score - seats.score(game, q) < 3 for q in game.opponents(player))

    p.replace(f"{CARDS}.ogn.leona_zealot:LeonaZealot.enters_ready", enters_ready)


@mutant("c9a-leona-own-score", rule="143.4", area="cards",
        bug="Leona, Zealot enters ready when her controller's own score is within 3 points of the Victory Score "
            "('an opponent's score')",
        kill="A at Victory Score - 1, B at 0; A plays Leona; expect her exhausted")
def _(p: Patcher) -> None:
    seats = p.module("reference_engine.seats")

    def enters_ready(self: Any, game: Any, me: Any, player: str) -> bool:
        return any(game.victory_score - seats.score(game, q) <= 3 for q in game.players)

    p.replace(f"{CARDS}.ogn.leona_zealot:LeonaZealot.enters_ready", enters_ready)


@mutant("c9a-leona-first-opponent-only", rule="143.4", area="cards",
        bug="Leona, Zealot reads only the next opponent's score ('an opponent's score': any of them, FFA)",
        kill="FFA3: the second opponent within 3 points, the first far: Leona enters ready")
def _(p: Patcher) -> None:
    seats = p.module("reference_engine.seats")

    def enters_ready(self: Any, game: Any, me: Any, player: str) -> bool:
        opponents = list(game.opponents(player))[:1]
        return any(game.victory_score - seats.score(game, q) <= 3 for q in opponents)

    p.replace(f"{CARDS}.ogn.leona_zealot:LeonaZealot.enters_ready", enters_ready)


def _leona(p: Patcher, *, here: bool = True, enemy: bool = True, minimum: int | None = 1,
           any_base: bool = False, amount: int = -8) -> None:
    seats = p.module("reference_engine.seats")

    def together(unit: Any, me: Any) -> bool:
        return unit.location == me.location if any_base else seats.same_location(unit, me)

    def might_bonus(self: Any, game: Any, me: Any, unit: Any) -> Any:
        if unit.stunned and (not enemy or seats.enemy(game, me.controller, unit.controller)) \
                and (not here or together(unit, me)):
            return (amount, minimum) if minimum is not None else amount
        return 0

    p.replace(f"{CARDS}.ogn.leona_zealot:LeonaZealot.might_bonus", might_bonus)


@mutant("c9a-leona-anywhere", rule="359.3", area="cards",
        bug="Leona, Zealot gives -8 [M] to stunned enemy units at every location ('here')",
        kill="a stunned enemy unit at another battlefield keeps its Might")
def _(p: Patcher) -> None:
    _leona(p, here=False)


@mutant("c9a-leona-friendly-too", rule="740.2", area="cards",
        bug="Leona, Zealot gives -8 [M] to stunned friendly units here too ('enemy units')",
        kill="a stunned friendly unit with Leona keeps its Might")
def _(p: Patcher) -> None:
    _leona(p, enemy=False)


@mutant("c9a-leona-minimum-zero", rule="477.3", area="cards",
        bug="Leona, Zealot's -8 [M] takes a stunned enemy unit to 0 [M] ('to a minimum of 1 [M]')",
        kill="a stunned enemy unit of 3 [M] with Leona has 1 [M]")
def _(p: Patcher) -> None:
    _leona(p, minimum=0)


@mutant("c9a-leona-minus-seven", rule="359.3", area="cards",
        bug="Leona, Zealot gives stunned enemy units here -7 [M] ('-8 [M]')",
        kill="a stunned enemy unit of 10 [M] with Leona has 2 [M]")
def _(p: Patcher) -> None:
    _leona(p, amount=-7)


@mutant("c9a-leona-any-base", rule="107.1", area="cards",
        bug="Leona, Zealot in her base gives -8 [M] to stunned enemy units in their own base ('here': every base "
            "read as one location)",
        kill="Leona in A's base; a stunned enemy unit in B's base keeps its Might")
def _(p: Patcher) -> None:
    _leona(p, any_base=True)


# ---- Symbol of the Solari, Baron Pit -----------------------------------------------------------------------
@mutant("c9a-solari-either-side", rule="466.1", area="cards",
        bug="Symbol of the Solari recalls all units on a tie when its controller is the defender too ('a combat "
            "where you are the attacker')",
        kill="B's Symbol; A attacks B; a tie: only A's units are recalled, B's stay")
def _(p: Patcher) -> None:
    p.replace(f"{CARDS}.ogn.symbol_of_the_solari:SymbolOfTheSolari.tie_recalls_all",
              lambda self, game, me, attacker: True)


@mutant("c9a-solari-team-attacker", rule="484.2", area="cards",
        bug="Symbol of the Solari recalls all units on a tie when its controller's teammate is the attacker ('a "
            "combat where you are the attacker')",
        kill="2v2: A's teammate C attacks and ties; A's Symbol: only C's units are recalled")
def _(p: Patcher) -> None:
    seats = p.module("reference_engine.seats")
    p.replace(f"{CARDS}.ogn.symbol_of_the_solari:SymbolOfTheSolari.tie_recalls_all",
              lambda self, game, me, attacker: seats.friendly(game, me.controller, attacker))


@mutant("c9a-baron-pit-any-destination", rule="144.4", area="cards",
        bug="Baron Pit lets units move from battlefield to battlefield anywhere while it is in play ('move here "
            "from anywhere')",
        kill="a unit without Ganking at Baron Pit moves to another battlefield: refused")
def _(p: Patcher) -> None:
    behaviour_of = p.original("reference_engine.movement:behaviour_of")

    @p.wrap("reference_engine.movement:_moves_here_from_anywhere")
    def here(orig: Any, game: Any, dest: str, *args: Any, **kwargs: Any) -> bool:
        return orig(game, dest, *args, **kwargs) or any(
            behaviour_of(b).permits(game, b, "move-from-anywhere") for b in game.battlefield_objs())
