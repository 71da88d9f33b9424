"""Mutants of the session-9 hand-seeded hunt (helper c9b) over 22 catalogued cards' modules with almost no named
mutants (``reference_engine/cards/**``: Baited Hook, Fight or Flight, Kai'Sa, Evolutionary, Mageseeker Warden,
Portal Rescue, Trifarian War Camp, Fizz, Trickster, Dragon Form, Cull the Weak, Ravenbloom Student, Smoke Screen,
Tideturner, Zhonya's Hourglass, Azir, Ascendant, Guardian Angel, Abandoned Hall, Hwei, Brooding Painter, The
Academy, Dragon Roost, Ki Barrier, Up from the Deep): each misreads one part of the card's printed text
(``current_text``) the way an engine author plausibly would - a number off by one, "friendly" / "enemy" / "here" /
"another" dropped, "this turn" made lasting, a "may" always taken, the wrong player, gear and units confused.
Rule numbers are those the killing case cites ([R3] = Core Rules v1.3). Sand Soldier's module holds no behaviour
(its 2 [M] is catalogue data): its one mutant patches the printed Might of the token.

Results (100 mutants, in four files: this one and ``rules9_c9b_2`` to ``_4``; the last four, area
``multiplayer``, read "friendly" / "enemy" without teammates): 85 killed by the existing cases at once; 13 killed
after a new case (the ``-variant-c9b-`` cases and rule-054-1-warden-stops-readying-enemy-gear,
rule-303-2-a-each-player-kills-in-turn-order-from-the-turn-player, rule-383-4-c-2-a-conquer-effect-only-from-a-unit-
present, rule-383-4-d-2-b-hold-effect-for-the-player-who-took-the-battlefield, rule-419-4-a-a-unit-played-does-not-
trigger-when-you-play-a-spell, rule-472-1-a-1-base-might-set-lowers-a-bigger-unit); 2 equivalent (Zhonya's zone
check, Up from the Deep's internal 'enter' event: each says why)."""
from __future__ import annotations

import dataclasses
from typing import Any

from mutants import Patcher, mutant

CARDS = "reference_engine.cards"


def _with_condition(p: Patcher, target: str, wrap: Any) -> None:
    @p.wrap(target)
    def triggers(orig: Any, self: Any, *args: Any, **kwargs: Any) -> list[Any]:
        return [dataclasses.replace(t, condition=wrap(t.condition)) for t in orig(self, *args, **kwargs)]


def _with_resolve(p: Patcher, target: str, wrap: Any) -> None:
    @p.wrap(target)
    def triggers(orig: Any, self: Any, *args: Any, **kwargs: Any) -> list[Any]:
        return [dataclasses.replace(t, resolve=wrap(t.resolve)) for t in orig(self, *args, **kwargs)]


def _first_target(p: Patcher, target: str, **changes: Any) -> None:
    """Change fields of the first target spec of the first trigger / activated ability ``target`` returns."""
    @p.wrap(target)
    def abilities(orig: Any, self: Any, *args: Any, **kwargs: Any) -> list[Any]:
        out = orig(self, *args, **kwargs)
        first = out[0]
        spec = dataclasses.replace(first.targets[0], **changes)
        return [dataclasses.replace(first, targets=[spec, *first.targets[1:]]), *out[1:]]


# ---- Baited Hook -------------------------------------------------------------------------------------------
def _baited_hook(p: Patcher, *, extra: int = 1, depth: int = 5, if_you_do: bool = True, recycle: bool = True,
                 printed: bool = False) -> None:
    from reference_engine import actions
    from reference_engine.behaviour import Activated, TargetSpec, card_types
    from reference_engine.cards.common import friendly, play_permanent_by_effect
    from reference_engine.layers import printed_might

    def activated(self: Any) -> list[Any]:
        def go(r: Any) -> None:
            g = r.game
            k = r.instruction(lambda: r.kill(r.target(0)), uses=(0,))
            top = list(g.players[r.controller].deck[:depth])

            def fish() -> bool:
                if printed:
                    killed = r.raw(0)[0]
                    limit = (printed_might(g.objects[killed]) or 0) + extra
                else:
                    limit = (r.lookback.get(r.raw(0)[0], {}).get("might") or 0) + extra
                units = [g.objects[u] for u in top if "Unit" in card_types(g, g.objects[u])
                         and (printed_might(g.objects[u]) or 0) <= limit]
                if not units or not g.may(r.controller, "banish and play a unit from among them?"):
                    return False
                pick = units[0] if len(units) == 1 else g.obj(g.ask(
                    "choose-card", r.controller, [g.alias_of(u.uid) for u in units], "which unit?"))
                actions.banish(g, pick, r.source_alias)
                play_permanent_by_effect(g, r.controller, pick, "base")
                return True

            r.instruction(fish, linked=k if if_you_do else None, if_you_do=if_you_do)
            if recycle:
                r.instruction(lambda: [actions.recycle(g, g.objects[u], r.source_alias) for u in top
                                       if g.objects[u].zone == "deck"])

        return [Activated(energy=1, power=["Order"], exhaust=True, resolve=go,
                          targets=[TargetSpec("unit", friendly, text="a friendly unit")])]

    p.replace(f"{CARDS}.ogn.baited_hook:BaitedHook.activated", activated)


@mutant("c9b-baited-hook-up-to-same-might", rule="359.3", area="cards",
        bug="Baited Hook's 'Might up to 1 more than the killed unit' read as 'up to the killed unit's Might'",
        kill="Baited Hook kills a 2 [M] unit; a 3 [M] unit among the top 5 is offered and played")
def _(p: Patcher) -> None:
    _baited_hook(p, extra=0)


@mutant("c9b-baited-hook-up-to-two-more", rule="359.3", area="cards",
        bug="Baited Hook offers units with Might up to 2 more than the killed unit",
        kill="Baited Hook kills a 2 [M] unit; the only unit among the top 5 has 4 [M]: no 'may' is asked")
def _(p: Patcher) -> None:
    _baited_hook(p, extra=2)


@mutant("c9b-baited-hook-top-6", rule="359.3", area="cards",
        bug="Baited Hook looks at the top 6 cards of the Main Deck ('the top 5')",
        kill="Baited Hook with an eligible unit 6th from the top: it is not offered, and stays on top after the "
             "recycle")
def _(p: Patcher) -> None:
    _baited_hook(p, depth=6)


@mutant("c9b-baited-hook-top-4", rule="359.3", area="cards",
        bug="Baited Hook looks at the top 4 cards of the Main Deck ('the top 5')",
        kill="Baited Hook with the only eligible unit 5th from the top: it is offered and played")
def _(p: Patcher) -> None:
    _baited_hook(p, depth=4)


@mutant("c9b-baited-hook-fishes-without-kill", rule="359.3.e.14.b", area="cards",
        bug="Baited Hook looks and plays a unit even when the kill was replaced ('the killed unit': no unit was "
            "killed)",
        kill="Baited Hook's kill replaced by Zhonya's Hourglass; expect no unit played from the deck")
def _(p: Patcher) -> None:
    _baited_hook(p, if_you_do=False)


@mutant("c9b-baited-hook-rest-stays", rule="359.3", area="cards",
        bug="Baited Hook skips 'Then recycle the rest': the looked-at cards stay on top of the Main Deck",
        kill="Baited Hook with 5+ cards; expect the looked-at cards at the bottom of the deck")
def _(p: Patcher) -> None:
    _baited_hook(p, recycle=False)


@mutant("c9b-baited-hook-printed-might", rule="359.3.e.12", area="cards",
        bug="Baited Hook reads the killed unit's printed Might, not its Might as it last existed (a buffed unit)",
        kill="Baited Hook kills a 2 [M] unit given +2 [M]; a 5 [M] unit on top is offered and played")
def _(p: Patcher) -> None:
    _baited_hook(p, printed=True)


@mutant("c9b-baited-hook-any-unit", rule="359.3", area="cards",
        bug="Baited Hook may kill an enemy unit ('Kill a friendly unit')",
        kill="linked-baited-hook-no-killed-unit-variant-c9b-enemy-unit-not-choosable: the hook choosing B's unit is "
             "refused")
def _(p: Patcher) -> None:
    _first_target(p, f"{CARDS}.ogn.baited_hook:BaitedHook.activated", where=None)


# ---- Fight or Flight ---------------------------------------------------------------------------------------
@mutant("c9b-fight-or-flight-any-unit", rule="359.3", area="cards",
        bug="Fight or Flight may choose a unit in base ('a unit from a battlefield')",
        kill="showdown-unit-leaves-loses-attacker-at-cleanup-variant-c9b-unit-in-base-not-choosable: Fight or Flight "
             "choosing A's unit in base is refused")
def _(p: Patcher) -> None:
    from reference_engine.cards.common import UNIT
    p.replace(f"{CARDS}.ogn.fight_or_flight:FightOrFlight.targets", [UNIT])


@mutant("c9b-fight-or-flight-friendly-only", rule="359.3", area="cards",
        bug="Fight or Flight may only choose its controller's own unit ('a unit': enemy units too)",
        kill="Fight or Flight on an enemy unit at a battlefield; expect it in its base")
def _(p: Patcher) -> None:
    from reference_engine.behaviour import TargetSpec
    from reference_engine.cards.common import at_bf, both, friendly
    p.replace(f"{CARDS}.ogn.fight_or_flight:FightOrFlight.targets",
              [TargetSpec("unit", both(at_bf, friendly), text="a unit at a battlefield")])


# ---- Kai'Sa, Evolutionary ----------------------------------------------------------------------------------
@mutant("c9b-kaisa-cost-up-to-points", rule="131.4", area="cards",
        bug="Kai'Sa, Evolutionary's 'Energy cost less than your points' read as 'no more than your points'",
        kill="Kai'Sa conquers with 3 points; the only spell in the trash costs 3: no 'may' is asked")
def _(p: Patcher) -> None:
    from reference_engine.behaviour import Trigger
    from reference_engine.cards.common import i_conquer, play_spell_from_trash

    def triggers(self: Any) -> list[Any]:
        return [Trigger(i_conquer, lambda r: play_spell_from_trash(r, r.game.players[r.controller].points,
                                                                 r.source_alias))]
    p.replace(f"{CARDS}.ogn.kaisa_evolutionary:KaisaEvolutionary.triggers", triggers)


@mutant("c9b-kaisa-points-before-conquer", rule="359.3", area="cards",
        bug="Kai'Sa, Evolutionary reads 'your points' from before the conquer point was scored (one less)",
        kill="Kai'Sa conquers from 2 to 3 points; a 2-cost spell in the trash is offered and played")
def _(p: Patcher) -> None:
    from reference_engine.behaviour import Trigger
    from reference_engine.cards.common import i_conquer, play_spell_from_trash

    def triggers(self: Any) -> list[Any]:
        return [Trigger(i_conquer, lambda r: play_spell_from_trash(r, r.game.players[r.controller].points - 2,
                                                                 r.source_alias))]
    p.replace(f"{CARDS}.ogn.kaisa_evolutionary:KaisaEvolutionary.triggers", triggers)


@mutant("c9b-kaisa-on-any-conquer", rule="383.1", area="cards",
        bug="Kai'Sa, Evolutionary triggers when her controller conquers any battlefield ('When I conquer')",
        kill="rule-383-4-c-2-a-conquer-effect-only-from-a-unit-present: A conquers bf1 while Kai'Sa is in base; no "
             "trigger")
def _(p: Patcher) -> None:
    def wrap(cond: Any) -> Any:
        def anywhere(game: Any, me: Any, ev: dict[str, Any]) -> Any:
            if ev["type"] == "conquer" and ev.get("player") == me.controller:
                return {}
            return cond(game, me, ev)
        return anywhere
    _with_condition(p, f"{CARDS}.ogn.kaisa_evolutionary:KaisaEvolutionary.triggers", wrap)


# ---- Mageseeker Warden -------------------------------------------------------------------------------------
def _warden(p: Patcher, forbids: Any) -> None:
    p.replace(f"{CARDS}.ogn.mageseeker_warden:MageseekerWarden.forbids", forbids)


@mutant("c9b-mageseeker-warden-in-base-too", rule="359.3", area="cards",
        bug="Mageseeker Warden's restrictions apply while it is in base ('While I'm at a battlefield')",
        kill="an opponent's Warden in base; A plays a unit to a battlefield; expect it accepted")
def _(p: Patcher) -> None:
    from reference_engine import seats

    def forbids(self: Any, game: Any, me: Any, action: str, **kw: Any) -> bool:
        if me.zone != "board":
            return False
        if action == "play-unit":
            return kw.get("player") in game.opponents(me.controller) and kw.get("dest") != "base"
        if action == "ready":
            return seats.enemy(game, me.controller, kw["obj"].controller)
        return False
    _warden(p, forbids)


@mutant("c9b-mageseeker-warden-own-plays", rule="359.3", area="cards",
        bug="Mageseeker Warden also makes its controller play units only to base ('opponents can only ...')",
        kill="A's Warden at a battlefield; A plays a unit to a battlefield; expect it accepted")
def _(p: Patcher) -> None:
    from reference_engine import seats

    def forbids(self: Any, game: Any, me: Any, action: str, **kw: Any) -> bool:
        if not game.is_bf(me.location):
            return False
        if action == "play-unit":
            return kw.get("dest") != "base"
        if action == "ready":
            return seats.enemy(game, me.controller, kw["obj"].controller)
        return False
    _warden(p, forbids)


@mutant("c9b-mageseeker-warden-units-only", rule="359.3", area="cards",
        bug="Mageseeker Warden stops spells and abilities readying enemy units but not enemy gear ('units and gear')",
        kill="rule-054-1-warden-stops-readying-enemy-gear: B's spell readying B's gear; it stays exhausted")
def _(p: Patcher) -> None:
    from reference_engine import seats
    from reference_engine.behaviour import card_types

    def forbids(self: Any, game: Any, me: Any, action: str, **kw: Any) -> bool:
        if not game.is_bf(me.location):
            return False
        if action == "play-unit":
            return kw.get("player") in game.opponents(me.controller) and kw.get("dest") != "base"
        if action == "ready":
            return seats.enemy(game, me.controller, kw["obj"].controller) and "Unit" in card_types(game, kw["obj"])
        return False
    _warden(p, forbids)


@mutant("c9b-mageseeker-warden-ready-all", rule="359.3", area="cards",
        bug="Mageseeker Warden stops spells and abilities readying any unit, friendly ones too ('enemy units')",
        kill="A's Warden at a battlefield; A readies its own exhausted unit with a spell; expect it ready")
def _(p: Patcher) -> None:
    def forbids(self: Any, game: Any, me: Any, action: str, **kw: Any) -> bool:
        if not game.is_bf(me.location):
            return False
        if action == "play-unit":
            return kw.get("player") in game.opponents(me.controller) and kw.get("dest") != "base"
        return action == "ready"
    _warden(p, forbids)


@mutant("c9b-mageseeker-warden-its-battlefield-only", rule="359.3", area="cards",
        bug="Mageseeker Warden only stops opponents playing units to its own battlefield ('only ... to their base')",
        kill="B's Warden at bf1; A plays a unit to bf2 (a battlefield A may play to); expect it refused")
def _(p: Patcher) -> None:
    from reference_engine import seats

    def forbids(self: Any, game: Any, me: Any, action: str, **kw: Any) -> bool:
        if not game.is_bf(me.location):
            return False
        if action == "play-unit":
            return kw.get("player") in game.opponents(me.controller) and kw.get("dest") == me.location
        if action == "ready":
            return seats.enemy(game, me.controller, kw["obj"].controller)
        return False
    _warden(p, forbids)


# ---- Portal Rescue -----------------------------------------------------------------------------------------
@mutant("c9b-portal-rescue-any-unit", rule="359.3", area="cards",
        bug="Portal Rescue may banish an enemy unit ('Banish a friendly unit')",
        kill="Portal Rescue choosing an enemy unit is refused")
def _(p: Patcher) -> None:
    from reference_engine.cards.common import UNIT
    p.replace(f"{CARDS}.ogn.portal_rescue:PortalRescue.targets", [UNIT])


@mutant("c9b-portal-rescue-controller-plays", rule="359.3", area="cards",
        bug="Portal Rescue: the spell's controller plays the banished unit to their base ('its owner plays it to "
            "their base')",
        kill="Portal Rescue on a unit A controls and B owns; expect it in B's base, controlled by B")
def _(p: Patcher) -> None:
    from reference_engine import actions
    from reference_engine.cards.common import play_permanent_by_effect

    def resolve(self: Any, r: Any) -> None:
        o = r.target(0)
        b = r.instruction(lambda: actions.banish(r.game, r.target(0), r.source_alias), uses=(0,))
        r.instruction(lambda: o is not None and o.zone == "banishment"
                      and play_permanent_by_effect(r.game, r.controller, o, "base"), linked=b)
    p.replace(f"{CARDS}.ogn.portal_rescue:PortalRescue.resolve", resolve)


# ---- Trifarian War Camp ------------------------------------------------------------------------------------
@mutant("c9b-war-camp-controller-units-only", rule="359.3", area="cards",
        bug="Trifarian War Camp gives +1 [M] only to the units of the battlefield's controller ('Units here')",
        kill="units of both players at the War Camp (one controls it, or none does); expect both +1")
def _(p: Patcher) -> None:
    from reference_engine.behaviour import card_types

    def might_bonus(self: Any, game: Any, me: Any, unit: Any) -> int:
        return 1 if (unit.location == me.location and "Unit" in card_types(game, unit)
                     and unit.controller == me.controller) else 0
    p.replace(f"{CARDS}.ogn.trifarian_war_camp:TrifarianWarCamp.might_bonus", might_bonus)


@mutant("c9b-war-camp-plus-two", rule="359.3", area="cards",
        bug="Trifarian War Camp gives +2 [M] ('+1 [M]')",
        kill="a unit at the War Camp; expect Might printed+1")
def _(p: Patcher) -> None:
    from reference_engine.behaviour import card_types

    def might_bonus(self: Any, game: Any, me: Any, unit: Any) -> int:
        return 2 if unit.location == me.location and "Unit" in card_types(game, unit) else 0
    p.replace(f"{CARDS}.ogn.trifarian_war_camp:TrifarianWarCamp.might_bonus", might_bonus)


@mutant("c9b-war-camp-everywhere", rule="359.3", area="cards",
        bug="Trifarian War Camp gives +1 [M] to every unit on the board ('Units here')",
        kill="a unit in base while the War Camp is in play; expect its printed Might")
def _(p: Patcher) -> None:
    from reference_engine.behaviour import card_types

    def might_bonus(self: Any, game: Any, me: Any, unit: Any) -> int:
        return 1 if "Unit" in card_types(game, unit) else 0
    p.replace(f"{CARDS}.ogn.trifarian_war_camp:TrifarianWarCamp.might_bonus", might_bonus)


# ---- Fizz, Trickster ---------------------------------------------------------------------------------------
@mutant("c9b-fizz-cost-less-than-3", rule="131.4", area="cards",
        bug="Fizz, Trickster's 'Energy cost no more than [3]' read as 'less than [3]'",
        kill="Fizz played with a 3-cost spell in the trash; it is offered and played")
def _(p: Patcher) -> None:
    from reference_engine.behaviour import Trigger
    from reference_engine.cards.common import play_spell_from_trash, played_me

    def triggers(self: Any) -> list[Any]:
        return [Trigger(played_me, lambda r: play_spell_from_trash(r, 2, r.source_alias))]
    p.replace(f"{CARDS}.sfd.fizz_trickster:FizzTrickster.triggers", triggers)


@mutant("c9b-fizz-cost-up-to-4", rule="131.4", area="cards",
        bug="Fizz, Trickster offers spells with Energy cost up to [4] ('no more than [3]')",
        kill="Fizz played with only a 4-cost spell in the trash; no 'may' is asked")
def _(p: Patcher) -> None:
    from reference_engine.behaviour import Trigger
    from reference_engine.cards.common import play_spell_from_trash, played_me

    def triggers(self: Any) -> list[Any]:
        return [Trigger(played_me, lambda r: play_spell_from_trash(r, 4, r.source_alias))]
    p.replace(f"{CARDS}.sfd.fizz_trickster:FizzTrickster.triggers", triggers)


@mutant("c9b-fizz-spell-stays-in-trash", rule="359.3", area="cards",
        bug="Fizz, Trickster skips 'Then recycle it': the spell played from the trash goes back to the trash",
        kill="Fizz plays a spell from the trash; expect it at the bottom of the Main Deck")
def _(p: Patcher) -> None:
    from reference_engine import chain
    from reference_engine.behaviour import Trigger, card_types
    from reference_engine.cards.common import played_me
    from reference_engine.behaviour import printed_cost

    def go(r: Any) -> None:
        g = r.game
        options = [g.objects[u] for u in g.players[r.controller].trash if "Spell" in card_types(g, g.objects[u])
                   and printed_cost(g.objects[u])[0] <= 3]
        if not options or not g.may(r.controller, f"{r.source_alias}: play a spell from your trash?"):
            return
        pick = options[0] if len(options) == 1 else g.obj(g.ask(
            "choose-card", r.controller, [g.alias_of(o.uid) for o in options], "which spell?"))
        chain.play_by_effect(g, r.controller, pick, ignore_energy=True, then=None, label=r.source_alias)

    p.replace(f"{CARDS}.sfd.fizz_trickster:FizzTrickster.triggers", lambda self: [Trigger(played_me, go)])


# ---- Dragon Form -------------------------------------------------------------------------------------------
def _dragon_form(p: Patcher, set_to: Any) -> None:
    from reference_engine import actions
    from reference_engine.layers import might, timestamp

    def resolve(self: Any, r: Any) -> None:
        def become() -> None:
            o = r.target(0)
            before = might(r.game, o)
            set_to(r.game, o, timestamp(r.game))
            actions.after_might_change(r.game, o, before)

        r.instruction(become, uses=(0,))
    p.replace(f"{CARDS}.ven.dragon_form:DragonForm.resolve", resolve)


@mutant("c9b-dragon-form-lasts", rule="317.2.c", area="cards",
        bug="Dragon Form's 'Its base Might becomes 5 this turn' lasts past the turn",
        kill="Dragon Form on a 2 [M] unit; advance to the next turn; expect Might 2")
def _(p: Patcher) -> None:
    def set_to(game: Any, o: Any, ts: int) -> None:
        o.base_might_set = (5, "permanent", ts)
    _dragon_form(p, set_to)


@mutant("c9b-dragon-form-at-least-5", rule="359.3", area="cards",
        bug="Dragon Form leaves a unit whose base Might is above 5 unchanged ('becomes 5' read as 'at least 5')",
        kill="rule-472-1-a-1-base-might-set-lowers-a-bigger-unit: Dragon Form on a 7 [M] unit; expect Might 5")
def _(p: Patcher) -> None:
    from reference_engine.layers import base_might

    def set_to(game: Any, o: Any, ts: int) -> None:
        if (base_might(o) or 0) < 5:
            o.base_might_set = (5, "turn", ts)
    _dragon_form(p, set_to)


@mutant("c9b-dragon-form-might-not-base", rule="475.3", area="cards",
        bug="Dragon Form sets the unit's Might to 5, dropping its +[M] modifiers ('Its base Might becomes 5')",
        kill="Dragon Form on a unit given +2 [M] this turn; expect Might 7")
def _(p: Patcher) -> None:
    from reference_engine.layers import might

    def set_to(game: Any, o: Any, ts: int) -> None:
        o.base_might_set = (5, "turn", ts)  # then lowered by the unit's modifiers, so that its Might is 5
        o.base_might_set = (5 - (might(game, o) - 5), "turn", ts)
    _dragon_form(p, set_to)


# ---- Cull the Weak -----------------------------------------------------------------------------------------
@mutant("c9b-cull-the-weak-owned-units", rule="359.3", area="cards",
        bug="Cull the Weak: each player kills one of the units they own ('one of their units': they control)",
        kill="A controls a unit B owns; Cull the Weak; A is asked among its controlled units; B's own is the only "
             "one B controls")
def _(p: Patcher) -> None:
    from reference_engine import seats

    def resolve(self: Any, r: Any) -> None:
        def cull() -> None:
            for pl in seats.turn_order_from(r.game, r.game.active):
                mine = [u for u in r.game.units() if u.owner == pl]
                if not mine:
                    continue
                pick = mine[0]
                if len(mine) > 1:
                    pick = r.game.obj(r.game.ask("choose-card", pl, [r.game.alias_of(u.uid) for u in mine],
                                                 "kill one of your units"))
                r.kill(pick, by=pl)
        r.instruction(cull)
    p.replace(f"{CARDS}.ogn.cull_the_weak:CullTheWeak.resolve", resolve)


@mutant("c9b-cull-the-weak-caster-first", rule="303.2.a", area="cards",
        bug="Cull the Weak: players choose in turn order from the spell's controller, not from the turn player",
        kill="rule-303-2-a-each-player-kills-in-turn-order-from-the-turn-player: B's Cull the Weak on A's turn; A "
             "chooses first")
def _(p: Patcher) -> None:
    from reference_engine import seats

    def resolve(self: Any, r: Any) -> None:
        def cull() -> None:
            for pl in seats.turn_order_from(r.game, r.controller):
                mine = r.game.units(controller=pl)
                if not mine:
                    continue
                pick = mine[0]
                if len(mine) > 1:
                    pick = r.game.obj(r.game.ask("choose-card", pl, [r.game.alias_of(u.uid) for u in mine],
                                                 "kill one of your units"))
                r.kill(pick, by=pl)
        r.instruction(cull)
    p.replace(f"{CARDS}.ogn.cull_the_weak:CullTheWeak.resolve", resolve)


# ---- Ravenbloom Student ------------------------------------------------------------------------------------
@mutant("c9b-ravenbloom-lasts", rule="317.2.c", area="cards",
        bug="Ravenbloom Student's '+1 [M] this turn' lasts past the turn",
        kill="A plays a spell with Ravenbloom out; advance to the next turn; expect its printed Might")
def _(p: Patcher) -> None:
    from reference_engine import actions

    def wrap(resolve: Any) -> Any:
        return lambda r: actions.give_might(r.game, r.source, 1, r.source_alias, duration="permanent")
    _with_resolve(p, f"{CARDS}.ogn.ravenbloom_student:RavenbloomStudent.triggers", wrap)


@mutant("c9b-ravenbloom-any-card", rule="383.1", area="cards",
        bug="Ravenbloom Student triggers when its controller plays any card, a unit too ('When you play a spell')",
        kill="rule-419-4-a-a-unit-played-does-not-trigger-when-you-play-a-spell: A plays a unit; the Student stays 2")
def _(p: Patcher) -> None:
    def wrap(cond: Any) -> Any:
        def any_card(game: Any, me: Any, ev: dict[str, Any]) -> Any:
            if ev["type"] == "resolve" and ev.get("card") and ev.get("player") == me.controller:
                return {}
            return cond(game, me, ev)
        return any_card
    _with_condition(p, f"{CARDS}.ogn.ravenbloom_student:RavenbloomStudent.triggers", wrap)
