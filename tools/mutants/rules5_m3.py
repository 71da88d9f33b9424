"""Mutants found by the third-pass mutation hunt (helper m3) over ``turn.py``, ``costs.py``, ``resources.py``,
``seats.py``, ``instructions.py``, ``choices.py``, ``additional.py``, ``behaviour.py`` and the card helpers
(``cards/vanilla.py``, ``cards/common.py``), with the identifier-swap, argument-swap and dropped-element
operators: per-turn memory of "the [Nth] time ... in a turn" / "the first time each turn" abilities kept past
the end of the turn (383.1 [R4])."""
from __future__ import annotations

from typing import Any

from mutants import Patcher, mutant

TURN = "reference_engine.turn"


def _keep_key(p: Patcher, key: str) -> None:
    @p.wrap(f"{TURN}:end_of_turn")
    def end_of_turn(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        kept = {o.uid: o.data[key] for o in game.objects.values() if key in o.data}
        result = orig(game, *args, **kwargs)
        for uid, value in kept.items():
            if uid in game.objects:
                game.objects[uid].data[key] = value
        return result


@mutant("nth-time-in-a-turn-counts-across-turns", rule="383.1", area="turn phases",
        bug="\"the third time I move in a turn\" (Yasuo, Windrider) keeps counting the moves of earlier turns: the "
            "count is not cleared at the end of the turn",
        kill="rule-383-1-nth-time-each-turn-counts-afresh-next-turn: two moves in turn 1, three in turn 3; the "
             "trigger comes at the third move of turn 3 only")
def _(p: Patcher) -> None:
    _keep_key(p, "moves_this_turn")


@mutant("first-time-each-turn-remembered-across-turns", rule="383.1", area="turn phases",
        bug="\"for the first time each turn\" (The Dreaming Tree) remembers the players who chose a unit in an "
            "earlier turn: it never triggers for them again",
        kill="rule-383-1-first-time-each-turn-triggers-again-next-turn: A chooses a unit at the Tree in turn 1 "
             "and in turn 3; A draws from the Tree in both turns")
def _(p: Patcher) -> None:
    _keep_key(p, "chosen_this_turn")


@mutant("modes-chosen-this-turn-remembered-across-turns", rule="402.1", area="cards",
        bug="\"choose one that hasn't been chosen this turn\" (Aphelios, Exalted) also excludes the modes chosen in "
            "earlier turns: the record is not cleared at the end of the turn",
        kill="rule-402-1-mode-chosen-last-turn-offered-again: the buff mode chosen in turn 1 is chosen again in "
             "turn 3")
def _(p: Patcher) -> None:
    _keep_key(p, "modes_used")


@mutant("awaken-ready-obeys-cant-ready", rule="415.3.a", area="turn phases",
        bug="the Awakening Phase readies through the \"spells and abilities can't ready\" restriction (Mageseeker "
            "Warden), as if it were an effect readying: the restricted units stay exhausted",
        kill="rule-415-3-a-awaken-readies-where-spells-cannot: B's exhausted unit, with A's Warden at a battlefield, "
             "readies in B's awaken phase")
def _(p: Patcher) -> None:
    @p.wrap("reference_engine.actions:ready")
    def ready(orig: Any, game: Any, o: Any, *args: Any, **kwargs: Any) -> bool:
        kwargs.pop("by_effect", None)  # the bug: every readying is treated as an effect's (checks "can't ready")
        return orig(game, o, *args, **kwargs)


@mutant("two-other-players-counted-by-owner", rule="444.2", area="multiplayer",
        bug="\"a battlefield that already has units from 2 other players\" counts the units' owners, not their "
            "controllers: a unit controlled by someone else counts as its owner's",
        kill="rule-444-2-2v2-two-other-players-counted-by-control: bf1 has B's unit and a unit A owns that D "
             "controls; A's move to bf1 is rejected")
def _(p: Patcher) -> None:
    seats = p.module("reference_engine.seats")

    @p.wrap("reference_engine.seats:invalid_destination")
    def invalid_destination(orig: Any, game: Any, controller: Any, where: Any, *args: Any, **kwargs: Any) -> Any:
        why = orig(game, controller, where, *args, **kwargs)
        if why and "two other players" in why:
            others = {u.owner for u in game.units(where)} - {controller, None}  # the bug: owners
            if len(others) < 2:
                owner = game.bf(where).controller
                if owner is not None and owner in seats.teammates(game, controller):
                    return f"{where} is controlled by a teammate of {controller} (442.2.b)"
                return None
        return why


@mutant("look-back-controller-is-owner", rule="359.3.e.13", area="cards",
        bug="a spell that kills a unit looks back at its owner as \"its controller\" (Hidden Blade: \"Its "
            "controller draws 2\" makes the owner of a stolen unit draw)",
        kill="rule-359-3-e-13-look-back-controller-of-a-unit-owned-by-another: Hidden Blade on a unit B owns and A "
             "controls; A draws 2")
def _(p: Patcher) -> None:
    @p.wrap("reference_engine.instructions:Resolution.kill")
    def kill(orig: Any, self: Any, o: Any, *args: Any, **kwargs: Any) -> bool:
        uid, owner = o.uid, o.owner
        died = orig(self, o, *args, **kwargs)
        if died and uid in self.lookback:
            self.lookback[uid]["controller"] = owner  # the bug: the owner, not the last controller
        return died


@mutant("combat-in-progress-players-defender-only", rule="442.2.a", area="multiplayer",
        bug="with more than two players, only the defender counts as a player of a combat in progress: the "
            "attacker's other units can't move into the attacker's own combat (they are recalled)",
        kill="rule-442-2-a-ffa3-combatant-may-move-into-its-own-combat-variant-attacker: A's spell moves A's unit "
             "into A's combat at bf1; it arrives and attacks")
def _(p: Patcher) -> None:
    @p.wrap("reference_engine.seats:combat_players")
    def combat_players(orig: Any, game: Any, where: Any, *args: Any, **kwargs: Any) -> Any:
        sd = game.showdown
        if sd is not None and sd.combat and sd.battlefield == where:
            return {p for p in (sd.defender, sd.defender) if p}  # the bug: the attacker is left out
        return orig(game, where, *args, **kwargs)


@mutant("any-number-one-eligible-pick-suffices", rule="355.13", area="targets",
        bug="\"any number of [objects]\" chosen as a trigger goes on the chain is accepted when at least one pick "
            "fits: the other picks need not (Azir, Sovereign moves a non-token unit along with the tokens)",
        kill="rule-355-13-any-number-chosen-only-among-eligible: Azir's choice of a token and a non-token unit is "
             "rejected; the token alone is accepted")
def _(p: Patcher) -> None:
    choices = p.module("reference_engine.choices")

    def finalize_trigger(game: Any, item: Any) -> None:
        trig = item.ability
        values = []
        if getattr(trig, "modes", None):
            used = game.objects[item.source].data.setdefault("modes_used", []) if trig.once_per_turn_modes else []
            options = [i for i in range(len(trig.modes)) if i not in used]
            if not options:
                game.chain.remove(item)
                return
            mode = game.ask("choose-mode", item.controller, options, f"{game.alias_of(item.source)}: choose one")
            item.data["mode"] = mode
            if trig.once_per_turn_modes:
                used.append(mode)
        if getattr(trig, "any_number", None) is not None:
            options = choices.candidates(game, trig.any_number, item.controller, item)
            if options:
                picked = game.ask("choose-targets", item.controller, options, "any number") or []
                if all(p not in options for p in picked) and picked:  # the bug: all instead of any
                    raise choices.IllegalAction(f"{picked!r} are not all among {options!r}")
                item.data["many"] = [game.obj(p).ref for p in picked]
        if getattr(trig, "dynamic_targets", None) is not None:
            item.data["specs"] = trig.dynamic_targets(game, game.objects[item.source])
        for spec in choices.specs_of(item):
            options = choices.candidates(game, spec, item.controller, item)
            if not options and not spec.optional:
                game.chain.remove(item)
                return
            if not options:
                values.append(None)
                continue
            if spec.optional:
                options = options + [None]
            answer = game.ask("choose-target", item.controller, options, spec.text or "choose a target")
            values.append(None if answer is None else (answer if spec.kind in ("battlefield", "location", "player")
                                                        else game.obj(answer).ref))
        item.targets = values
        item.pending = False

    p.replace("reference_engine.choices:finalize_trigger", finalize_trigger)


@mutant("friendly-read-from-owners", rule="740.1", area="cards",
        bug="\"Friendly units can't be stunned\" (a vanilla test ability) compares "
            "its source's controller with the unit's owner, not its controller",
        kill="rule-740-1-friendly-units-cant-be-stunned-follows-control: A's ward (owned by B) protects turncoat "
             "(A controls, B owns), not lent (B controls, A owns)")
def _(p: Patcher) -> None:
    seats = p.module("reference_engine.seats")

    @p.wrap("reference_engine.cards.vanilla:Vanilla.forbids")
    def forbids(orig: Any, self: Any, game: Any, me: Any, action: Any, *args: Any, **kwargs: Any) -> bool:
        o = kwargs.get("obj")
        if action == "stun" and "friendly-units-cant-be-stunned" in self.abilities and o is not None:
            return seats.friendly(game, me.controller, o.owner)  # the bug: the unit's owner
        return orig(self, game, me, action, *args, **kwargs)


@mutant("your-bonus-damage-from-owner", rule="714.1", area="cards",
        bug="\"Your spells and abilities deal 1 Bonus Damage\" adds to the spells of its source's owner, not its "
            "controller",
        kill="rule-714-bonus-damage-follows-the-sources-controller: booster (owned by B, controlled by A) adds 1 to "
             "A's spell, none to B's")
def _(p: Patcher) -> None:
    @p.wrap("reference_engine.cards.vanilla:Vanilla.bonus_damage")
    def bonus_damage(orig: Any, self: Any, game: Any, me: Any, player: Any, *args: Any, **kwargs: Any) -> int:
        return int("your-spells-and-abilities-deal-1-bonus-damage" in self.abilities and me.owner == player)


@mutant("when-i-conquer-checks-owner", rule="469.1", area="scoring",
        bug="\"When I conquer\" triggers when the unit's owner conquers, not its controller: a unit controlled by "
            "another player never triggers",
        kill="rule-469-1-when-i-conquer-for-the-units-controller: A's Kai'Sa, Survivor (owned by B) conquers bf1; A "
             "draws 1")
def _(p: Patcher) -> None:
    @p.wrap("reference_engine.cards.common:i_conquer")
    def i_conquer(orig: Any, game: Any, me: Any, ev: Any, *args: Any, **kwargs: Any) -> Any:
        if ev["type"] == "conquer" and ev.get("player") == me.owner and me.location == ev.get("object"):
            return {}  # the bug: the owner
        return None
