"""Spells. Each class implements its card's ``current_text`` (harness/data/cards.json), instruction by
instruction, through :class:`reference_engine.instructions.Resolution` so that mistargets, negated
actions and linked instructions follow rules 359.3.e.5-14 without per-card special cases."""
from __future__ import annotations

from typing import Any

from .. import actions, chain, costs
from ..game import Effect
from ..layers import might
from ..behaviour import Card, TargetSpec, card, card_data
from .common import (DESTINATION, ENEMY_UNIT, FRIENDLY_UNIT, SPELL, UNIT, UNIT_AT_BF, at_bf, enemy, friendly,
                     replacement_effect, save_instead, spell_cost_at_most, targets_obj)


@card
class HiddenBlade(Card):
    id = "ogn-213-298"
    text = "Kill a unit at a battlefield. Its controller draws 2."
    targets = [UNIT_AT_BF]

    def resolve(self, r: Any) -> None:
        k = r.instruction(lambda: r.kill(r.target(0)), uses=(0,))
        r.instruction(lambda: _draw(r, r.info_of(0, "controller"), 2), linked=k)


def _draw(r: Any, player: str | None, n: int) -> bool:
    if player is None:
        return False  # the referenced information is null (359.3.e.12)
    return actions.draw(r.game, player, n, r.source_alias) > 0


@card
class VoidSeeker(Card):
    id = "ogn-024-298"
    text = "Deal 4 to a unit at a battlefield. Draw 1."
    targets = [UNIT_AT_BF]

    def resolve(self, r: Any) -> None:
        r.instruction(lambda: r.damage(r.target(0), 4), uses=(0,))
        r.instruction(lambda: _draw(r, r.controller, 1))


@card
class HextechRay(Card):
    id = "ogn-009-298"
    text = "Deal 3 to a unit at a battlefield."
    targets = [UNIT_AT_BF]

    def resolve(self, r: Any) -> None:
        r.instruction(lambda: r.damage(r.target(0), 3), uses=(0,))


@card
class Smite(Card):
    id = "unl-007-219"
    text = "Deal 3 to a unit at a battlefield. If it would die this turn, banish it instead."
    targets = [UNIT_AT_BF]

    def resolve(self, r: Any) -> None:
        d = r.instruction(lambda: r.damage(r.target(0), 3), uses=(0,))

        def banish_instead(game: Any, eff: Effect, ev: dict[str, Any]) -> None:
            actions.banish(game, game.objects[ev["target"]], "Smite")

        r.instruction(lambda: replacement_effect(
            r.game, r.controller, r.source, r.target(0), r.source_alias,
            lambda g, e, ev: ev["type"] == "die" and targets_obj(g, e, ev), banish_instead), linked=d, uses=(0,))


@card
class IcathianRain(Card):
    id = "ogn-248-298"
    text = "Deal 2 to a unit. (six times)"
    targets = [UNIT] * 6

    def resolve(self, r: Any) -> None:
        for i in range(6):
            r.instruction(lambda i=i: r.damage(r.target(i), 2), uses=(i,))


def _give(r: Any, i: int, amount: int, minimum: int | None = None) -> bool:
    return actions.give_might(r.game, r.target(i), amount, r.source_alias, minimum=minimum, item=r.item, chosen=True)


@card
class Stupefy(Card):
    id = "ogn-095-298"
    text = "Give a unit -1 [M] this turn, to a minimum of 1 [M]. Draw 1."
    targets = [UNIT]

    def resolve(self, r: Any) -> None:
        r.instruction(lambda: _give(r, 0, -1, minimum=1), uses=(0,))
        r.instruction(lambda: _draw(r, r.controller, 1))


@card
class SmokeScreen(Card):
    id = "ogn-093-298"
    text = "Give a unit -4 [M] this turn, to a minimum of 1 [M]."
    targets = [UNIT]

    def resolve(self, r: Any) -> None:
        r.instruction(lambda: _give(r, 0, -4, minimum=1), uses=(0,))


@card
class Discipline(Card):
    id = "ogn-058-298"
    text = "Give a unit +2 [M] this turn. Draw 1."
    targets = [UNIT]

    def resolve(self, r: Any) -> None:
        r.instruction(lambda: _give(r, 0, 2), uses=(0,))
        r.instruction(lambda: _draw(r, r.controller, 1))


@card
class Moonfall(Card):
    id = "unl-198-219"
    text = ("Choose a battlefield where you have units. You may move up to one enemy unit to that battlefield. "
            "Then give enemy units there -2 [M] this turn.")
    targets = [TargetSpec("battlefield", lambda g, b, p, i: bool(g.units(b, p)), text="a battlefield where you have units"),
               TargetSpec("unit", enemy, optional=True, text="up to one enemy unit")]

    def resolve(self, r: Any) -> None:
        bf = r.place(0)
        if bf is None:
            return
        def maybe_move() -> bool:
            unit = r.target(1)
            if unit.location == bf or not r.game.may(r.controller, "move the chosen enemy unit there?"):
                return False
            return actions.move(r.game, unit, bf, r.controller, source=r.source_alias)

        r.instruction(maybe_move, uses=(1,))
        chosen = r.target(1)

        def shrink() -> None:
            for u in [u for u in r.game.units(bf) if u.controller != r.controller]:
                actions.give_might(r.game, u, -2, r.source_alias, item=r.item, chosen=u is chosen)

        r.instruction(shrink)


@card
class Switcheroo(Card):
    id = "sfd-145-221"
    text = "Swap the Might of two units at the same battlefield this turn."
    targets = [UNIT_AT_BF, TargetSpec("unit", at_bf, text="another unit at the same battlefield")]

    def resolve(self, r: Any) -> None:
        def swap() -> bool:
            a, b = r.target(0), r.target(1)
            ma, mb = might(r.game, a), might(r.game, b)
            if ma == mb:
                return False  # 433.1.c
            low, high = (a, b) if ma < mb else (b, a)
            diff = abs(ma - mb)  # 433.1.b: the difference is fixed before either effect applies
            actions.give_might(r.game, low, diff, r.source_alias, item=r.item, chosen=True)
            actions.give_might(r.game, high, -diff, r.source_alias, item=r.item, chosen=True)
            return True

        r.instruction(swap, uses=(0, 1))


@card
class Abandon(Card):
    id = "unl-131-219"
    text = ("Counter a spell. Return it to its owner's hand instead of putting it in their trash. [Predict].")
    targets = [SPELL]

    def resolve(self, r: Any) -> None:
        target = r.target(0)

        def counter() -> bool:
            # The return-to-hand replacement lives only within this resolution (FAQ, Mel + Abandon).
            def to_hand(game: Any, eff: Effect, ev: dict[str, Any]) -> dict[str, Any]:
                return {**ev, "to": "hand"} if ev["to"] == "trash" else ev

            eff = replacement_effect(r.game, r.controller, r.source, target, r.source_alias,
                                     lambda g, e, ev: ev["type"] == "leave-chain" and targets_obj(g, e, ev),
                                     to_hand, duration="resolution")
            done = chain.counter(r.game, target, r.controller, r.source_alias)
            if eff in r.game.effects:
                r.game.effects.remove(eff)
            return done

        r.instruction(counter, uses=(0,))
        r.instruction(lambda: actions.predict(r.game, r.controller, r.source_alias))


@card
class CrumblingSands(Card):
    id = "ven-039-166"
    text = "Counter a spell if an opponent has played another spell this turn."
    targets = [SPELL]

    def resolve(self, r: Any) -> None:
        target = r.target(0)

        def counter() -> bool:
            played = [rec for p, pl in r.game.players.items() if p != r.controller for rec in pl.played_this_turn
                      if "Spell" in rec["types"] and rec["uid"] != target.uid]
            return bool(played) and chain.counter(r.game, target, r.controller, r.source_alias)

        r.instruction(counter, uses=(0,))


def _new_choices(r: Any, item: Any) -> None:
    """Making new choices (FAQ, Rebuttal): any subset may be remade; kept ones must be legal."""
    from ..choices import announce_choices, resolve_choices
    from ..behaviour import behaviour_of

    specs = list(behaviour_of(r.game.objects[item.source]).targets)
    answer = r.game.ask("choose-targets", r.controller, [], "new choices (aliases in text order)")
    old = list(item.targets)
    new_values = resolve_choices(r.game, specs, answer, r.controller, item) if answer is not None else old
    item.targets = new_values
    # the new chooser makes these choices: "choose" triggers are theirs (judge ruling, Dreaming Tree)
    announce_choices(r.game, item, [v for v in new_values if v not in old])


def _take_spell(r: Any, target: Any) -> bool:
    item = next(i for i in r.game.chain if i.source == target.uid)
    actions.gain_control(r.game, target, r.controller, r.source_alias)
    item.controller = r.controller
    from ..behaviour import behaviour_of

    has_choices = bool(behaviour_of(target).targets)  # an impossible "may" is not asked
    if has_choices and r.game.may(r.controller, "make new choices?"):
        _new_choices(r, item)
    return True


@card
class Rebuttal(Card):
    id = "ven-152-166"
    text = ("Choose a spell with Energy cost no more than [4]. You may pay [A]. If you do, gain control of it "
            "and you may make new choices for it. Otherwise, counter it.")
    targets = [TargetSpec("spell", spell_cost_at_most(4), text="a spell with Energy cost no more than [4]")]

    def resolve(self, r: Any) -> None:
        target = r.target(0)
        paid = {"v": False}

        def pay() -> bool:
            if costs.can_pay(r.game, r.controller, costs.Cost(0, ["A"])) and r.game.may(r.controller, "pay [A]?"):
                costs.pay(r.game, r.controller, costs.Cost(0, ["A"]))
                paid["v"] = True
                return True
            return False

        p = r.instruction(pay, uses=(0,))
        r.instruction(lambda: _take_spell(r, target) if paid["v"] else
                      chain.counter(r.game, target, r.controller, r.source_alias), linked=p, uses=(0,))


@card
class MysticReversal(Card):
    id = "ogn-080-298"
    text = "Gain control of a spell. You may make new choices for it."
    targets = [SPELL]

    def resolve(self, r: Any) -> None:
        r.instruction(lambda: _take_spell(r, r.target(0)), uses=(0,))


@card
class StarCrossed(Card):
    id = "unl-128-219"
    text = "Return a friendly unit and an enemy unit to their owners' hands."
    targets = [FRIENDLY_UNIT, ENEMY_UNIT]

    def resolve(self, r: Any) -> None:
        def bounce() -> None:
            for i in (0, 1):
                if r.target(i) is not None:
                    actions.return_to_hand(r.game, r.target(i), r.source_alias, chooser_item=r.item)

        # The FAQ (Akali, Silent + Flash) rules that Star-Crossed resolves to no effect when one of its
        # two choices mistargets: its single instruction is ignored as a whole.
        r.instruction(bounce, uses=(0, 1))


@card
class Flash(Card):
    id = "ogs-011-024"
    text = "Move up to 2 friendly units to base."
    targets = [TargetSpec("unit", friendly, optional=True, text="up to 2 friendly units")] * 2

    def resolve(self, r: Any) -> None:
        def go() -> None:
            for i in (0, 1):
                if r.target(i) is not None:
                    actions.move(r.game, r.target(i), "base", r.controller, source=r.source_alias)

        r.instruction(go, uses=(0, 1), partial=True)


@card
class RideTheWind(Card):
    id = "ogn-173-298"
    text = "Move a friendly unit and ready it."
    targets = [FRIENDLY_UNIT, DESTINATION]

    def resolve(self, r: Any) -> None:
        m = r.instruction(lambda: actions.move(r.game, r.target(0), r.place(1), r.controller, source=r.source_alias),
                          uses=(0,))
        r.instruction(lambda: actions.ready(r.game, r.target(0), r.source_alias), linked=m, uses=(0,))


@card
class Charm(Card):
    id = "ogn-043-298"
    text = "Move an enemy unit."
    targets = [ENEMY_UNIT, DESTINATION]

    def resolve(self, r: Any) -> None:
        r.instruction(lambda: actions.move(r.game, r.target(0), r.place(1), r.controller, source=r.source_alias),
                      uses=(0,))


@card
class FightOrFlight(Card):
    id = "ogn-168-298"
    text = "Move a unit from a battlefield to its base."
    targets = [UNIT_AT_BF]

    def resolve(self, r: Any) -> None:
        r.instruction(lambda: actions.move(r.game, r.target(0), "base", r.controller, source=r.source_alias), uses=(0,))


@card
class Rebuke(Card):
    id = "ogn-172-298"
    text = "Return a unit at a battlefield to its owner's hand."
    targets = [UNIT_AT_BF]

    def resolve(self, r: Any) -> None:
        r.instruction(lambda: actions.return_to_hand(r.game, r.target(0), r.source_alias, chooser_item=r.item),
                      uses=(0,))


@card
class Deathgrip(Card):
    id = "sfd-163-221"
    text = ("Kill a friendly unit. If you do, give +[M] equal to its Might to another friendly unit this turn. "
            "Draw 1.")
    targets = [FRIENDLY_UNIT, TargetSpec("unit", friendly, text="another friendly unit")]

    def resolve(self, r: Any) -> None:
        k = r.instruction(lambda: r.kill(r.target(0)), uses=(0,))
        r.instruction(lambda: actions.give_might(r.game, r.target(1), r.info_of(0, "might") or 0, r.source_alias,
                                                 item=r.item, chosen=True), linked=k, if_you_do=True, uses=(1,))
        r.instruction(lambda: _draw(r, r.controller, 1))


@card
class CullTheWeak(Card):
    id = "ogn-209-298"
    text = "Each player kills one of their units."

    def resolve(self, r: Any) -> None:
        def cull() -> None:
            for p in [r.game.active] + [q for q in r.game.players if q != r.game.active]:
                mine = r.game.units(controller=p)
                if not mine:
                    continue
                pick = mine[0]
                if len(mine) > 1:
                    pick = r.game.obj(r.game.ask("choose-card", p, [r.game.alias_of(u.uid) for u in mine],
                                                 "kill one of your units"))
                r.kill(pick, by=p)

        r.instruction(cull)


@card
class Challenge(Card):
    id = "ogn-128-298"
    text = "Choose a friendly unit and an enemy unit. They deal damage equal to their Mights to each other."
    targets = [FRIENDLY_UNIT, ENEMY_UNIT]

    def resolve(self, r: Any) -> None:
        def fight() -> None:
            a, b = r.target(0), r.target(1)
            ma, mb = might(r.game, a), might(r.game, b)
            # the units deal the damage, not the spell (Hidden Blade rulings)
            actions.deal_damage(r.game, b, ma, r.game.alias_of(a.uid), by_player=a.controller)
            actions.deal_damage(r.game, a, mb, r.game.alias_of(b.uid), by_player=b.controller)

        r.instruction(fight, uses=(0, 1))


@card
class KiBarrier(Card):
    id = "ven-126-166"
    text = "Choose a unit. Prevent the next 7 damage that would be dealt to it this turn."
    targets = [UNIT]

    def resolve(self, r: Any) -> None:
        def prevent(game: Any, eff: Effect, ev: dict[str, Any]) -> dict[str, Any]:
            stop = min(eff.data["left"], ev["amount"])
            eff.data["left"] -= stop
            if eff.data["left"] <= 0:
                game.effects.remove(eff)
            return {**ev, "amount": ev["amount"] - stop}

        r.instruction(lambda: replacement_effect(
            r.game, r.controller, r.source, r.target(0), r.source_alias,
            lambda g, e, ev: ev["type"] == "damage" and targets_obj(g, e, ev) and e.data["left"] > 0, prevent,
            left=7), uses=(0,))


@card
class CounterStrike(Card):
    id = "sfd-194-221"
    text = "Choose a unit. The next time that unit would be dealt damage this turn, prevent it. Draw 1."
    targets = [UNIT]

    def resolve(self, r: Any) -> None:
        def prevent(game: Any, eff: Effect, ev: dict[str, Any]) -> dict[str, Any]:
            game.effects.remove(eff)
            return {**ev, "amount": 0}

        r.instruction(lambda: replacement_effect(
            r.game, r.controller, r.source, r.target(0), r.source_alias,
            lambda g, e, ev: ev["type"] == "damage" and targets_obj(g, e, ev), prevent), uses=(0,))
        r.instruction(lambda: _draw(r, r.controller, 1))


@card
class LotusTrap(Card):
    id = "unl-013-219"
    text = "Choose a unit. Double all damage that would be dealt to it this turn."
    targets = [UNIT]

    def resolve(self, r: Any) -> None:
        r.instruction(lambda: replacement_effect(
            r.game, r.controller, r.source, r.target(0), r.source_alias,
            lambda g, e, ev: ev["type"] == "damage" and targets_obj(g, e, ev),
            lambda g, e, ev: {**ev, "amount": ev["amount"] * 2}), uses=(0,))


@card
class Highlander(Card):
    id = "ogs-020-024"
    text = "Choose a friendly unit. The next time it would die this turn, heal it, exhaust it, and recall it instead."
    targets = [FRIENDLY_UNIT]

    def resolve(self, r: Any) -> None:
        def once(game: Any, eff: Effect, ev: dict[str, Any]) -> None:
            game.effects.remove(eff)
            return save_instead(r.source_alias)(game, eff, ev)

        r.instruction(lambda: replacement_effect(
            r.game, r.controller, r.source, r.target(0), r.source_alias,
            lambda g, e, ev: ev["type"] == "die" and targets_obj(g, e, ev), once), uses=(0,))


@card
class BackOff(Card):
    id = "unl-042-219"
    text = "[Stun] a unit. If you played this from your hand, draw 1."
    targets = [UNIT]

    def resolve(self, r: Any) -> None:
        r.instruction(lambda: actions.stun(r.game, r.target(0), r.source_alias, item=r.item), uses=(0,))
        if r.item.data.get("from") == "hand":
            r.instruction(lambda: _draw(r, r.controller, 1))


@card
class DragonForm(Card):
    id = "ven-116-166"
    text = "Choose a unit. Its base Might becomes 5 this turn."
    targets = [UNIT]

    def resolve(self, r: Any) -> None:
        def become() -> None:
            o = r.target(0)
            before = might(r.game, o)
            o.base_might_set = (5, "turn")
            actions.after_might_change(r.game, o, before)

        r.instruction(become, uses=(0,))


@card
class Cleave(Card):
    id = "ogn-004-298"
    text = "Give a unit [Assault 3] this turn."
    targets = [UNIT]

    def resolve(self, r: Any) -> None:
        r.instruction(lambda: r.target(0).granted.append(("Assault 3", "turn")), uses=(0,))


@card
class ImperialDecree(Card):
    id = "ogn-221-298"
    text = "When any unit takes damage this turn, kill it."

    def resolve(self, r: Any) -> None:
        from .delayed import kill_when_damaged

        r.instruction(lambda: kill_when_damaged(r))


@card
class TemporalBreach(Card):
    id = "ven-066-166"
    text = "Banish a unit, then its owner plays it to the same location, ignoring its cost."
    targets = [UNIT]

    def resolve(self, r: Any) -> None:
        o = r.target(0)
        where = {"loc": o.location if o is not None else None, "ctrl": o.controller if o is not None else None}

        def exile() -> bool:
            return actions.banish(r.game, r.target(0), r.source_alias)

        b = r.instruction(exile, uses=(0,))
        r.instruction(lambda: _replay(r, o, where["loc"], where["ctrl"]), linked=b)


def _replay(r: Any, o: Any, loc: str | None, base_of: str | None) -> bool:
    """'its owner plays it to <location>, ignoring its cost' — a play as a limited action (419.3).
    A unit can't be played to another player's base (FAQ, Hostile Takeover + Temporal Breach)."""
    from ..chain import check_play_location
    from ..game import IllegalAction

    game = r.game
    owner = o.owner
    dest = loc
    if o.zone != "banishment" or dest is None or (dest == "base" and base_of != owner):
        return False
    dest = chain.optional_location_cost(game, owner, o, dest)
    try:
        check_play_location(game, owner, o, dest, permitted=dest)
    except IllegalAction:
        return False
    accelerated = False
    if "Accelerate" in card_data(o.card_id).get("keywords", []) and "Unit" in (card_data(o.card_id).get("type") or []):
        extra = costs.accelerate_cost(card_data(o.card_id).get("domains") or [])
        # Accelerate is an additional cost; playing "ignoring its cost" does not waive it (judge ruling)
        if costs.can_pay(game, owner, extra) and game.ask("pay-cost", owner, [True, False], "pay Accelerate?"):
            costs.pay(game, owner, extra)
            accelerated = True
    chain.put_onto_board(game, o, owner, dest, accelerated)
    return True


@card
class DragonsRage(Card):
    id = "ogn-258-298"
    text = ("Move an enemy unit. Then do this: Choose another enemy unit at its destination. They deal damage "
            "equal to their Mights to each other.")
    targets = [ENEMY_UNIT, DESTINATION]

    def resolve(self, r: Any) -> None:
        mover = r.target(0)
        m = r.instruction(lambda: actions.move(r.game, mover, r.place(1), r.controller, source=r.source_alias),
                          uses=(0,))

        def fight() -> bool:
            # "Then do this": the choice is made now, and the whole spell finishes resolving before any
            # trigger it caused (judge ruling on Dragon's Rage).
            others = [u for u in r.game.units(mover.location) if u is not mover and u.controller != r.controller]
            if not others:
                return False
            pick = r.game.obj(r.game.ask("choose-target", r.controller, [r.game.alias_of(u.uid) for u in others],
                                         "another enemy unit at its destination"))
            ma, mb = might(r.game, mover), might(r.game, pick)
            actions.deal_damage(r.game, pick, ma, r.game.alias_of(mover.uid), by_player=mover.controller)
            actions.deal_damage(r.game, mover, mb, r.game.alias_of(pick.uid), by_player=pick.controller)
            return True

        r.instruction(fight, linked=m, uses=(0,))
