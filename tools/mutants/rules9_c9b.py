"""Mutants of the session-9 hand-seeded hunt (helper c9b) over 22 catalogued cards' modules with almost no named
mutants (``reference_engine/cards/**``: Baited Hook, Fight or Flight, Kai'Sa, Evolutionary, Mageseeker Warden,
Portal Rescue, Trifarian War Camp, Fizz, Trickster, Dragon Form, Cull the Weak, Ravenbloom Student, Smoke Screen,
Tideturner, Zhonya's Hourglass, Azir, Ascendant, Guardian Angel, Abandoned Hall, Hwei, Brooding Painter, The
Academy, Dragon Roost, Ki Barrier, Up from the Deep): each misreads one part of the card's printed text
(``current_text``) the way an engine author plausibly would - a number off by one, "friendly" / "enemy" / "here" /
"another" dropped, "this turn" made lasting, a "may" always taken, the wrong player, gear and units confused.
Rule numbers are those the killing case cites ([R3] = Core Rules v1.3)."""
from __future__ import annotations

import dataclasses
import sys
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
        kill="Baited Hook with the only eligible unit 6th from the top: no 'may' is asked, it stays 6th... then first")
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
        o.base_might_set = (5, "turn", ts)
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


# ---- Smoke Screen ------------------------------------------------------------------------------------------
@mutant("c9b-smoke-screen-minus-3", rule="359.3", area="cards",
        bug="Smoke Screen gives -3 [M] ('-4 [M]')",
        kill="Smoke Screen on a 6 [M] unit; expect Might 2")
def _(p: Patcher) -> None:
    from reference_engine.cards.common import give_chosen

    def resolve(self: Any, r: Any) -> None:
        r.instruction(lambda: give_chosen(r, 0, -3, minimum=1), uses=(0,))
    p.replace(f"{CARDS}.ogn.smoke_screen:SmokeScreen.resolve", resolve)


@mutant("c9b-smoke-screen-lasts", rule="317.2.c", area="cards",
        bug="Smoke Screen's '-4 [M] this turn' lasts past the turn",
        kill="Smoke Screen on a 5 [M] unit; advance to the next turn; expect Might 5")
def _(p: Patcher) -> None:
    from reference_engine import actions

    def resolve(self: Any, r: Any) -> None:
        r.instruction(lambda: actions.give_might(r.game, r.target(0), -4, r.source_alias, minimum=1, item=r.item,
                                                 chosen=True, duration="permanent"), uses=(0,))
    p.replace(f"{CARDS}.ogn.smoke_screen:SmokeScreen.resolve", resolve)


# ---- Tideturner --------------------------------------------------------------------------------------------
@mutant("c9b-tideturner-same-location", rule="359.3", area="cards",
        bug="Tideturner may choose a unit you control at its own location ('at another location')",
        kill="Tideturner played to base; A chooses its own unit in base; expect it refused")
def _(p: Patcher) -> None:
    _first_target(p, f"{CARDS}.ogn.tideturner:Tideturner.triggers",
                  where=lambda g, o, pl, i: o.controller == pl and o.uid != i.source)


@mutant("c9b-tideturner-only-it-moves", rule="359.3", area="cards",
        bug="Tideturner moves the chosen unit to its location but stays where it is ('Move me to its location')",
        kill="Tideturner swaps with a unit at a battlefield; expect Tideturner at the battlefield")
def _(p: Patcher) -> None:
    from reference_engine import actions

    def wrap(resolve: Any) -> Any:
        def swap(r: Any) -> None:
            me, it = r.source_still(), r.target(0)
            if it is None or me is None or me.zone != "board":
                return
            mine = me.location
            r.instruction(lambda: actions.move(r.game, it, mine, r.controller, source=r.source_alias), uses=(0,))
        return swap
    _with_resolve(p, f"{CARDS}.ogn.tideturner:Tideturner.triggers", wrap)


# ---- Zhonya's Hourglass ------------------------------------------------------------------------------------
@mutant("c9b-zhonya-saves-gear", rule="740.1", area="cards",
        bug="Zhonya's Hourglass also replaces the death of a friendly gear ('If a friendly unit would die')",
        kill="A's Zhonya's and another gear of A's; the gear is killed; expect it in the trash, Zhonya's on board")
def _(p: Patcher) -> None:
    from reference_engine import seats
    from reference_engine.cards.common import kill_me_instead
    from reference_engine.replacement import Replacement

    def replacements(self: Any, game: Any, me: Any, ev: dict[str, Any]) -> list[Any]:
        if ev["type"] != "die" or me.zone != "board" or game.objects[ev["target"]].card_id == me.card_id:
            return []  # (another Hourglass's own "kill this" is left alone: no loop between two of them)
        unit = game.objects[ev["target"]]
        if not seats.friendly(game, me.controller, unit.controller):
            return []
        return [Replacement(f"zhonya:{me.uid}", me.controller, game.alias_of(me.uid),
                            lambda g, e: kill_me_instead(g, me, e))]
    p.replace(f"{CARDS}.ogn.zhonyas_hourglass:ZhonyasHourglass.replacements", replacements)


@mutant("c9b-zhonya-from-any-zone", rule="359.3", area="cards",
        bug="Zhonya's Hourglass's replacement works from the hand or the trash (only permanents on the board "
            "have effect)",
        kill="Zhonya's Hourglass in A's hand; A's unit dies; expect it in the trash",
        equivalent="replacement.gather asks only objects on the board (and battlefields, legends) for replacements, so "
                   "the Hourglass's own zone check is never reached from the hand or the trash")
def _(p: Patcher) -> None:
    from reference_engine import seats
    from reference_engine.behaviour import card_types
    from reference_engine.cards.common import kill_me_instead
    from reference_engine.replacement import Replacement

    def replacements(self: Any, game: Any, me: Any, ev: dict[str, Any]) -> list[Any]:
        if ev["type"] != "die":
            return []
        unit = game.objects[ev["target"]]
        if not seats.friendly(game, me.controller, unit.controller) or "Unit" not in card_types(game, unit):
            return []
        return [Replacement(f"zhonya:{me.uid}", me.controller, game.alias_of(me.uid),
                            lambda g, e: kill_me_instead(g, me, e))]
    p.replace(f"{CARDS}.ogn.zhonyas_hourglass:ZhonyasHourglass.replacements", replacements)


# ---- Azir, Ascendant ---------------------------------------------------------------------------------------
@mutant("c9b-azir-ascendant-any-unit", rule="359.3", area="cards",
        bug="Azir, Ascendant may choose an enemy unit to swap with ('Choose a unit you control')",
        kill="Azir, Ascendant chooses an enemy unit; expect it refused")
def _(p: Patcher) -> None:
    _first_target(p, f"{CARDS}.sfd.azir_ascendant:AzirAscendant.activated",
                  where=lambda g, o, pl, i: o.uid != i.source)


@mutant("c9b-azir-ascendant-twice-a-turn", rule="378", area="cards",
        bug="Azir, Ascendant's ability can be used twice in a turn ('Use only once per turn')",
        kill="Azir, Ascendant activated twice in a turn; expect the second refused")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.sfd.azir_ascendant:AzirAscendant.activated")
    def activated(orig: Any, self: Any, *args: Any, **kwargs: Any) -> list[Any]:
        return [dataclasses.replace(a, once_per_turn=False) for a in orig(self, *args, **kwargs)]


@mutant("c9b-azir-ascendant-attach-always", rule="354", area="cards",
        bug="Azir, Ascendant always attaches the Equipment ('you may attach one of its Equipment to me')",
        kill="Azir, Ascendant swaps with an equipped unit; A declines; expect the Equipment stays attached to it")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.sfd.azir_ascendant:AzirAscendant.activated")
    def activated(orig: Any, self: Any, *args: Any, **kwargs: Any) -> list[Any]:
        out = orig(self, *args, **kwargs)

        def forced(resolve: Any) -> Any:
            def go(r: Any) -> None:
                game = r.game
                may = game.may
                game.may = lambda player, prompt: True if "Equipment" in prompt else may(player, prompt)
                try:
                    resolve(r)
                finally:
                    del game.may
            return go
        return [dataclasses.replace(a, resolve=forced(a.resolve)) for a in out]


@mutant("c9b-azir-ascendant-only-me-moves", rule="359.3", area="cards",
        bug="Azir, Ascendant moves to the chosen unit's location but the unit stays ('and it to my original "
            "location')",
        kill="Azir, Ascendant at bf1 swaps with a unit in base; expect the unit at bf1")
def _(p: Patcher) -> None:
    from reference_engine import actions

    def swap(r: Any) -> None:
        me, it = r.source_still(), r.target(0)
        if it is None or me is None or me.zone != "board":
            return
        actions.move(r.game, me, it.location, r.controller, source=r.source_alias)  # the bug: "it" stays
        gear = [o for o in r.game.objects.values() if o.attached_to == it.uid]
        if gear and r.game.may(r.controller, "attach one of its Equipment to me?"):
            pick = gear[0] if len(gear) == 1 else r.game.obj(r.game.ask(
                "choose-card", r.controller, [r.game.alias_of(x.uid) for x in gear], "which Equipment?"))
            actions.attach(r.game, pick, me, r.controller)

    @p.wrap(f"{CARDS}.sfd.azir_ascendant:AzirAscendant.activated")
    def activated(orig: Any, self: Any, *args: Any, **kwargs: Any) -> list[Any]:
        return [dataclasses.replace(a, resolve=swap) for a in orig(self, *args, **kwargs)]


# ---- Abandoned Hall ----------------------------------------------------------------------------------------
def _abandoned_hall_go(p: Patcher, *, here: bool = True, duration: str = "turn") -> None:
    from reference_engine import actions

    def wrap(resolve: Any) -> Any:
        def go(r: Any) -> None:
            mine = r.game.units(r.source.location if here else None, r.controller)
            if mine and r.game.may(r.controller, "give a unit you control here +1 [M]?"):
                pick = mine[0]
                if len(mine) > 1:
                    pick = r.game.obj(r.game.ask("choose-card", r.controller, [r.game.alias_of(u.uid) for u in mine],
                                                 "which unit?"))
                actions.give_might(r.game, pick, 1, r.source_alias, duration=duration)
        return go
    _with_resolve(p, f"{CARDS}.unl.abandoned_hall:AbandonedHall.triggers", wrap)


@mutant("c9b-abandoned-hall-hall-controller", rule="359.3", area="cards",
        bug="Abandoned Hall: the Hall's controller, not the player who played the spell, gives +1 [M] to their unit",
        kill="B plays a spell; A controls the Hall and has a unit there; expect B's unit there +1, A's not")
def _(p: Patcher) -> None:
    def wrap(cond: Any) -> Any:
        def hall_controller(game: Any, me: Any, ev: dict[str, Any]) -> Any:
            out = cond(game, me, ev)
            return None if out is None else {}
        return hall_controller
    _with_condition(p, f"{CARDS}.unl.abandoned_hall:AbandonedHall.triggers", wrap)


@mutant("c9b-abandoned-hall-anywhere", rule="359.3", area="cards",
        bug="Abandoned Hall lets the player give +1 [M] to a unit they control anywhere ('a unit they control here')",
        kill="A plays a spell with a unit at the Hall and one in base; the unit in base is refused")
def _(p: Patcher) -> None:
    _abandoned_hall_go(p, here=False)


@mutant("c9b-abandoned-hall-lasts", rule="317.2.c", area="cards",
        bug="Abandoned Hall's '+1 [M] this turn' lasts past the turn",
        kill="trigger-abandoned-hall-countered-spell-variant-c9b-plus-one-ends-with-the-turn: on B's turn A's unit is 2")
def _(p: Patcher) -> None:
    _abandoned_hall_go(p, duration="permanent")


@mutant("c9b-abandoned-hall-always", rule="354", area="cards",
        bug="Abandoned Hall's 'they may give' is always taken",
        kill="A plays a spell with a unit at the Hall; A declines; expect no +1 [M]")
def _(p: Patcher) -> None:
    def wrap(resolve: Any) -> Any:
        def go(r: Any) -> None:
            game = r.game
            game.may = lambda player, prompt: True
            try:
                resolve(r)
            finally:
                del game.may
        return go
    _with_resolve(p, f"{CARDS}.unl.abandoned_hall:AbandonedHall.triggers", wrap)


# ---- Hwei, Brooding Painter --------------------------------------------------------------------------------
def _hwei_effect(p: Patcher, kind: str, effect: Any) -> None:
    """Replace the reflexive effect of one discarded type of Hwei's trigger."""
    def wrap(resolve: Any) -> Any:
        def go(r: Any) -> None:
            before = len(r.game.pending_triggers)
            resolve(r)
            for t in r.game.pending_triggers[before:]:
                if t.get("trigger") is not None and t["trigger"].text == kind:
                    t["trigger"] = dataclasses.replace(t["trigger"], resolve=effect)
        return go
    _with_resolve(p, f"{CARDS}.unl.hwei_brooding_painter:HweiBroodingPainter.triggers", wrap)


@mutant("c9b-hwei-gear-readies-all-runes", rule="359.3", area="cards",
        bug="Hwei, Brooding Painter's Gear branch readies every exhausted rune ('Ready up to 2 runes')",
        kill="Hwei discards a gear with 3 exhausted runes; expect 1 still exhausted")
def _(p: Patcher) -> None:
    _hwei_effect(p, "Gear", lambda rr: [x.update(exhausted=False) for x in rr.game.players[rr.controller].runes])


@mutant("c9b-hwei-gear-readies-one-rune", rule="359.3", area="cards",
        bug="Hwei, Brooding Painter's Gear branch readies 1 rune ('up to 2')",
        kill="Hwei discards a gear with 2+ exhausted runes; expect 2 readied")
def _(p: Patcher) -> None:
    _hwei_effect(p, "Gear", lambda rr: [x.update(exhausted=False) for x in
                                        [x for x in rr.game.players[rr.controller].runes if x["exhausted"]][:1]])


@mutant("c9b-hwei-spell-draws-2", rule="359.3", area="cards",
        bug="Hwei, Brooding Painter's Spell branch draws 2 ('Draw 1')",
        kill="Hwei discards a spell; expect exactly one more card drawn")
def _(p: Patcher) -> None:
    from reference_engine import actions
    _hwei_effect(p, "Spell", lambda rr: actions.draw(rr.game, rr.controller, 2, rr.source_alias))


@mutant("c9b-hwei-unit-lasts", rule="317.2.c", area="cards",
        bug="Hwei, Brooding Painter's '+3 [M] this turn' lasts past the turn",
        kill="Hwei discards a unit; advance to the next turn; expect his printed Might")
def _(p: Patcher) -> None:
    from reference_engine import actions

    def give_me_3(rr: Any) -> None:
        me = rr.source_still()
        if me is not None and me.zone == "board":
            actions.give_might(rr.game, me, 3, rr.source_alias, duration="permanent")
    _hwei_effect(p, "Unit", give_me_3)


@mutant("c9b-hwei-any-friendly-move", rule="383.1", area="cards",
        bug="Hwei, Brooding Painter triggers when any friendly unit moves ('When I move')",
        kill="another unit of A's moves; expect no Hwei trigger (no draw)")
def _(p: Patcher) -> None:
    def wrap(cond: Any) -> Any:
        def any_move(game: Any, me: Any, ev: dict[str, Any]) -> Any:
            if ev["type"] == "move" and ev.get("object") in game.aliases:
                o = game.objects[game.aliases[ev["object"]]]
                if o.controller == me.controller:
                    return {}
            return cond(game, me, ev)
        return any_move
    _with_condition(p, f"{CARDS}.unl.hwei_brooding_painter:HweiBroodingPainter.triggers", wrap)


# ---- The Academy -------------------------------------------------------------------------------------------
@mutant("c9b-academy-hold-anywhere", rule="383.1", area="cards",
        bug="The Academy triggers when its controller holds any battlefield ('When you hold here')",
        kill="A holds another battlefield; expect no Repeat granted")
def _(p: Patcher) -> None:
    def wrap(cond: Any) -> Any:
        def anywhere(game: Any, me: Any, ev: dict[str, Any]) -> Any:
            if ev["type"] == "hold":
                return {"controller": ev["player"]}
            return cond(game, me, ev)
        return anywhere
    _with_condition(p, f"{CARDS}.unl.the_academy:TheAcademy.triggers", wrap)


@mutant("c9b-academy-on-conquer", rule="383.1", area="cards",
        bug="The Academy also triggers when a player conquers it ('When you hold here')",
        kill="A conquers the Academy; expect no Repeat on A's next spell")
def _(p: Patcher) -> None:
    def wrap(cond: Any) -> Any:
        def conquer_too(game: Any, me: Any, ev: dict[str, Any]) -> Any:
            if ev["type"] == "conquer" and ev.get("object") == me.location:
                return {"controller": ev["player"]}
            return cond(game, me, ev)
        return conquer_too
    _with_condition(p, f"{CARDS}.unl.the_academy:TheAcademy.triggers", wrap)


@mutant("c9b-academy-repeat-energy-only", rule="820.1", area="cards",
        bug="The Academy's '[Repeat] equal to its base cost' counts only the spell's Energy cost, not its Power",
        kill="Academy-granted Repeat on a spell costing [1][C]; paying Repeat spends the power too")
def _(p: Patcher) -> None:
    @p.wrap("reference_engine.costs:printed_cost", everywhere=False)
    def printed_cost(orig: Any, *args: Any, **kwargs: Any) -> Any:
        energy, power = orig(*args, **kwargs)
        callers = {sys._getframe(i).f_code.co_name for i in range(1, 4)}
        return (energy, 0) if "repeat_cost" in callers else (energy, power)


# ---- Dragon Roost ------------------------------------------------------------------------------------------
@mutant("c9b-dragon-roost-one-power", rule="356.1.b", area="cards",
        bug="Dragon Roost's additional cost is [A] ('[A][A]')",
        kill="A plays a Dragon to the Roost with one power only; expect the Roost cost not offered / refused")
def _(p: Patcher) -> None:
    from reference_engine.behaviour import tags

    def permits(self: Any, game: Any, me: Any, action: str, **kw: Any) -> Any:
        if action == "play-additional" and "Dragon" in tags(kw["obj"]):
            return {"cost": "[A]", "to": me.location}
        return None
    p.replace(f"{CARDS}.ven.dragon_roost:DragonRoost.permits", permits)


# ---- Ki Barrier --------------------------------------------------------------------------------------------
def _ki_barrier(p: Patcher, left: int, duration: str = "turn") -> None:
    from reference_engine.cards.common import replacement_effect, targets_obj

    def resolve(self: Any, r: Any) -> None:
        def prevent(game: Any, eff: Any, ev: dict[str, Any]) -> dict[str, Any]:
            stop = min(eff.data["left"], ev["amount"])
            eff.data["left"] -= stop
            if eff.data["left"] <= 0:
                game.effects.remove(eff)
            return {**ev, "amount": ev["amount"] - stop}

        r.instruction(lambda: replacement_effect(
            r.game, r.controller, r.source, r.target(0), r.source_alias,
            lambda g, e, ev: ev["type"] == "damage" and targets_obj(g, e, ev) and e.data["left"] > 0, prevent,
            duration=duration, left=left), uses=(0,))
    p.replace(f"{CARDS}.ven.ki_barrier:KiBarrier.resolve", resolve)


@mutant("c9b-ki-barrier-prevents-6", rule="359.3", area="cards",
        bug="Ki Barrier prevents the next 6 damage ('the next 7')",
        kill="Ki Barrier, then 8 damage to the unit; expect 1 damage dealt")
def _(p: Patcher) -> None:
    _ki_barrier(p, 6)


@mutant("c9b-ki-barrier-prevents-8", rule="359.3", area="cards",
        bug="Ki Barrier prevents the next 8 damage ('the next 7')",
        kill="Ki Barrier, then 8 damage to the unit; expect 1 damage dealt")
def _(p: Patcher) -> None:
    _ki_barrier(p, 8)


@mutant("c9b-ki-barrier-lasts", rule="317.2.c", area="cards",
        bug="Ki Barrier's shield lasts past the turn ('this turn')",
        kill="Ki Barrier with damage left over; next turn damage the unit; expect the damage dealt")
def _(p: Patcher) -> None:
    _ki_barrier(p, 7, duration="permanent")


# ---- Up from the Deep --------------------------------------------------------------------------------------
@mutant("c9b-up-from-the-deep-one-token", rule="359.3", area="cards",
        bug="Up from the Deep plays one Tentacle token ('two 1 [M] Tentacle unit tokens')",
        kill="Up from the Deep resolves; expect two Tentacle tokens in base")
def _(p: Patcher) -> None:
    def resolve(self: Any, r: Any) -> None:
        def make() -> None:
            tok = r.game.new_obj("token-tentacle", r.controller, "board", controller=r.controller,
                                 location="base", token=True)
            tok.exhausted = True
            r.game.emit("create", object=tok.card_id, player=r.controller)
            r.game.emit("enter", object=tok.card_id, player=r.controller, to="base")
        r.instruction(make)
    p.replace(f"{CARDS}.ven.up_from_the_deep:UpFromTheDeep.resolve", resolve)


# ---- second round ------------------------------------------------------------------------------------------
@mutant("c9b-baited-hook-may-always", rule="354", area="cards",
        bug="Baited Hook's 'You may banish a unit from among them' is always taken when a unit qualifies",
        kill="Baited Hook with one eligible unit among the top 5; A declines; expect it recycled, not played")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ogn.baited_hook:BaitedHook.activated")
    def activated(orig: Any, self: Any, *args: Any, **kwargs: Any) -> list[Any]:
        def forced(resolve: Any) -> Any:
            def go(r: Any) -> None:
                game = r.game
                may = game.may
                game.may = lambda player, prompt: True if "banish and play" in prompt else may(player, prompt)
                try:
                    resolve(r)
                finally:
                    del game.may
            return go
        return [dataclasses.replace(a, resolve=forced(a.resolve)) for a in orig(self, *args, **kwargs)]


@mutant("c9b-kaisa-pays-energy", rule="356.1.b", area="cards",
        bug="Kai'Sa, Evolutionary's spell from the trash is played paying its Energy cost ('without paying its "
            "Energy cost')",
        kill="Kai'Sa conquers with an empty pool; the spell from the trash is still played")
def _(p: Patcher) -> None:
    from reference_engine import chain
    from reference_engine.behaviour import Trigger, card_types, printed_cost
    from reference_engine.cards.common import i_conquer

    def go(r: Any) -> None:
        g = r.game
        limit = g.players[r.controller].points - 1
        options = [g.objects[u] for u in g.players[r.controller].trash if "Spell" in card_types(g, g.objects[u])
                   and printed_cost(g.objects[u])[0] <= limit]
        if not options or not g.may(r.controller, f"{r.source_alias}: play a spell from your trash?"):
            return
        pick = options[0] if len(options) == 1 else g.obj(g.ask(
            "choose-card", r.controller, [g.alias_of(o.uid) for o in options], "which spell?"))
        chain.play_by_effect(g, r.controller, pick, ignore_energy=False, then="deck", label=r.source_alias)

    p.replace(f"{CARDS}.ogn.kaisa_evolutionary:KaisaEvolutionary.triggers", lambda self: [Trigger(i_conquer, go)])


@mutant("c9b-portal-rescue-enters-ready", rule="419.3", area="cards",
        bug="Portal Rescue's unit, played 'ignoring its cost', enters ready",
        kill="Portal Rescue on a unit (no Accelerate); expect it in base exhausted")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ogn.portal_rescue:PortalRescue.resolve")
    def resolve(orig: Any, self: Any, r: Any, *args: Any, **kwargs: Any) -> Any:
        o = r.target(0)
        out = orig(self, r, *args, **kwargs)

        def ready() -> None:
            if o is not None and o.zone == "board":
                o.exhausted = False
        r.instruction(ready)
        return out


@mutant("c9b-portal-rescue-back-where-it-was", rule="359.3", area="cards",
        bug="Portal Rescue's unit is played back to the location it was banished from, not to its owner's base",
        kill="Portal Rescue on a unit at a battlefield; expect it in base")
def _(p: Patcher) -> None:
    from reference_engine import actions
    from reference_engine.cards.common import play_permanent_by_effect

    def resolve(self: Any, r: Any) -> None:
        o = r.target(0)
        where = {"loc": o.location if o is not None else None}
        b = r.instruction(lambda: actions.banish(r.game, r.target(0), r.source_alias), uses=(0,))
        r.instruction(lambda: o is not None and o.zone == "banishment"
                      and play_permanent_by_effect(r.game, o.owner, o, where["loc"] or "base"), linked=b)
    p.replace(f"{CARDS}.ogn.portal_rescue:PortalRescue.resolve", resolve)


@mutant("c9b-smoke-screen-enemy-only", rule="359.3", area="cards",
        bug="Smoke Screen may only choose an enemy unit ('Give a unit')",
        kill="Smoke Screen on its controller's own unit is accepted")
def _(p: Patcher) -> None:
    from reference_engine.cards.common import ENEMY_UNIT
    p.replace(f"{CARDS}.ogn.smoke_screen:SmokeScreen.targets", [ENEMY_UNIT])


@mutant("c9b-tideturner-other-to-base", rule="359.3", area="cards",
        bug="Tideturner sends the chosen unit to base, not to 'my original location' (Tideturner played to a "
            "battlefield)",
        kill="Tideturner played from face down at bf1 swaps with a unit at bf2; expect the unit at bf1")
def _(p: Patcher) -> None:
    from reference_engine import actions

    def wrap(resolve: Any) -> Any:
        def swap(r: Any) -> None:
            me, it = r.source_still(), r.target(0)
            if it is None or me is None or me.zone != "board":
                return
            theirs = it.location
            r.instruction(lambda: actions.move(r.game, me, theirs, r.controller, source=r.source_alias))
            r.instruction(lambda: actions.move(r.game, it, "base", r.controller, source=r.source_alias), uses=(0,))
        return swap
    _with_resolve(p, f"{CARDS}.ogn.tideturner:Tideturner.triggers", wrap)


@mutant("c9b-tideturner-must-choose", rule="354", area="cards",
        bug="Tideturner's 'you may choose a unit you control at another location' must choose one when one exists",
        kill="move-vilemaw-lair-to-other-battlefield-variant-c9b-tideturner-chooses-none: A answers null; nothing "
             "moves")
def _(p: Patcher) -> None:
    _first_target(p, f"{CARDS}.ogn.tideturner:Tideturner.triggers", optional=False)


@mutant("c9b-zhonya-battlefields-only", rule="740.1", area="cards",
        bug="Zhonya's Hourglass saves only friendly units dying at a battlefield ('a friendly unit': in base too)",
        kill="A's unit in base is killed with Zhonya's Hourglass out; expect it saved (exhausted in base), the "
             "Hourglass in the trash")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ogn.zhonyas_hourglass:ZhonyasHourglass.replacements")
    def replacements(orig: Any, self: Any, game: Any, me: Any, ev: dict[str, Any], *args: Any, **kwargs: Any) -> Any:
        out = orig(self, game, me, ev, *args, **kwargs)
        if out and not game.is_bf(game.objects[ev["target"]].location):
            return []
        return out


@mutant("c9b-azir-ascendant-attaches-all", rule="359.3", area="cards",
        bug="Azir, Ascendant attaches every Equipment of the unit ('attach one of its Equipment to me')",
        kill="Azir, Ascendant swaps with a unit with two Equipment; expect one on Azir, the other still on the unit")
def _(p: Patcher) -> None:
    from reference_engine import actions

    def swap(r: Any) -> None:
        me, it = r.source_still(), r.target(0)
        if it is None or me is None or me.zone != "board":
            return
        mine, theirs = me.location, it.location
        actions.move(r.game, me, theirs, r.controller, source=r.source_alias)
        actions.move(r.game, it, mine, r.controller, source=r.source_alias)
        gear = [o for o in r.game.objects.values() if o.attached_to == it.uid]
        if gear and r.game.may(r.controller, "attach one of its Equipment to me?"):
            for x in gear:
                actions.attach(r.game, x, me, r.controller)

    @p.wrap(f"{CARDS}.sfd.azir_ascendant:AzirAscendant.activated")
    def activated(orig: Any, self: Any, *args: Any, **kwargs: Any) -> list[Any]:
        return [dataclasses.replace(a, resolve=swap) for a in orig(self, *args, **kwargs)]


@mutant("c9b-abandoned-hall-any-unit-here", rule="359.3", area="cards",
        bug="Abandoned Hall lets the player give +1 [M] to any unit here, another player's too ('a unit they "
            "control here')",
        kill="A plays a spell; A's and B's units at the Hall; only A's is offered (no choice asked)")
def _(p: Patcher) -> None:
    from reference_engine import actions

    def wrap(resolve: Any) -> Any:
        def go(r: Any) -> None:
            mine = r.game.units(r.source.location)
            if mine and r.game.may(r.controller, "give a unit you control here +1 [M]?"):
                pick = mine[0]
                if len(mine) > 1:
                    pick = r.game.obj(r.game.ask("choose-card", r.controller, [r.game.alias_of(u.uid) for u in mine],
                                                 "which unit?"))
                actions.give_might(r.game, pick, 1, r.source_alias)
        return go
    _with_resolve(p, f"{CARDS}.unl.abandoned_hall:AbandonedHall.triggers", wrap)


@mutant("c9b-hwei-discard-before-draw", rule="359.3", area="cards",
        bug="Hwei, Brooding Painter discards before drawing ('draw 1, then discard 1'): the drawn card can't be "
            "the one discarded",
        kill="Hwei moves with an empty hand and a spell on top of the deck; expect the drawn spell discarded")
def _(p: Patcher) -> None:
    mod = Patcher.module(f"{CARDS}.unl.hwei_brooding_painter")

    def wrap(resolve: Any) -> Any:
        def go(r: Any) -> None:
            real_draw = mod.actions.draw
            drawn: list[Any] = []

            def late_draw(game: Any, player: Any, n: int, *a: Any, **k: Any) -> Any:
                if not drawn:  # Hwei's own first draw: held back until after the discard
                    drawn.append((game, player, n, a, k))
                    return 0
                return real_draw(game, player, n, *a, **k)

            def late_discard(game: Any, o: Any, *a: Any, **k: Any) -> Any:
                out = real_discard(game, o, *a, **k)
                if drawn and drawn[0] is not None:
                    g, pl, n, aa, kk = drawn[0]
                    drawn[0] = None
                    real_draw(g, pl, n, *aa, **kk)
                return out

            real_discard = mod.actions.discard
            mod.actions.draw, mod.actions.discard = late_draw, late_discard
            try:
                resolve(r)
            finally:
                mod.actions.draw, mod.actions.discard = real_draw, real_discard
        return go
    _with_resolve(p, f"{CARDS}.unl.hwei_brooding_painter:HweiBroodingPainter.triggers", wrap)


@mutant("c9b-dragon-roost-plays-to-base", rule="359.3", area="cards",
        bug="Dragon Roost: a Dragon whose player paid [A][A] is played to their base ('they play it to this "
            "battlefield')",
        kill="A pays the Roost's [A][A] for a Dragon; expect it at the Roost")
def _(p: Patcher) -> None:
    from reference_engine.behaviour import tags

    def permits(self: Any, game: Any, me: Any, action: str, **kw: Any) -> Any:
        if action == "play-additional" and "Dragon" in tags(kw["obj"]):
            return {"cost": "[A][A]", "to": "base"}
        return None
    p.replace(f"{CARDS}.ven.dragon_roost:DragonRoost.permits", permits)


@mutant("c9b-ki-barrier-any-unit", rule="359.3", area="cards",
        bug="Ki Barrier prevents the next 7 damage dealt to any unit this turn ('dealt to it')",
        kill="Ki Barrier on one unit; damage another; expect the damage dealt")
def _(p: Patcher) -> None:
    from reference_engine.cards.common import replacement_effect

    def resolve(self: Any, r: Any) -> None:
        def prevent(game: Any, eff: Any, ev: dict[str, Any]) -> dict[str, Any]:
            stop = min(eff.data["left"], ev["amount"])
            eff.data["left"] -= stop
            if eff.data["left"] <= 0:
                game.effects.remove(eff)
            return {**ev, "amount": ev["amount"] - stop}

        r.instruction(lambda: replacement_effect(
            r.game, r.controller, r.source, r.target(0), r.source_alias,
            lambda g, e, ev: ev["type"] == "damage" and e.data["left"] > 0, prevent, left=7), uses=(0,))
    p.replace(f"{CARDS}.ven.ki_barrier:KiBarrier.resolve", resolve)


@mutant("c9b-cull-the-weak-kills-credited-to-caster", rule="411.4", area="cards",
        bug="Cull the Weak: every kill is performed by the spell's controller, not by the player killing their unit",
        kill="B's Cull the Weak; A's Immortal Phoenix in A's trash; expect no Phoenix trigger (A was instructed)")
def _(p: Patcher) -> None:
    from reference_engine import seats

    def resolve(self: Any, r: Any) -> None:
        def cull() -> None:
            for pl in seats.turn_order_from(r.game, r.game.active):
                mine = r.game.units(controller=pl)
                if not mine:
                    continue
                pick = mine[0]
                if len(mine) > 1:
                    pick = r.game.obj(r.game.ask("choose-card", pl, [r.game.alias_of(u.uid) for u in mine],
                                                 "kill one of your units"))
                r.kill(pick)
        r.instruction(cull)
    p.replace(f"{CARDS}.ogn.cull_the_weak:CullTheWeak.resolve", resolve)


@mutant("c9b-up-from-the-deep-to-opponent", rule="439.4", area="cards",
        bug="Up from the Deep's Tentacle tokens are made for the turn player, not for the spell's controller",
        kill="B plays Up from the Deep on A's turn (set up on the chain); expect the tokens in B's base")
def _(p: Patcher) -> None:
    def resolve(self: Any, r: Any) -> None:
        def make() -> None:
            who = r.game.active
            for _ in range(2):
                tok = r.game.new_obj("token-tentacle", who, "board", controller=who, location="base", token=True)
                tok.exhausted = True
                r.game.emit("create", object=tok.card_id, player=who)
                r.game.emit("enter", object=tok.card_id, player=who, to="base")
        r.instruction(make)
    p.replace(f"{CARDS}.ven.up_from_the_deep:UpFromTheDeep.resolve", resolve)


@mutant("c9b-academy-grant-to-hall-controller", rule="383.4.d.2.b", area="cards",
        bug="The Academy's hold trigger is controlled by the battlefield's first controller (its card's controller "
            "at the start of the game), not by the player who holds it ('When you hold here', 187.6.a)",
        kill="rule-383-4-d-2-b-hold-effect-for-the-player-who-took-the-battlefield: B conquers A's Academy and holds "
             "it; B's next spell has Repeat")
def _(p: Patcher) -> None:
    def wrap(cond: Any) -> Any:
        def by_bf_controller(game: Any, me: Any, ev: dict[str, Any]) -> Any:
            out = cond(game, me, ev)
            return None if out is None else {}
        return by_bf_controller
    _with_condition(p, f"{CARDS}.unl.the_academy:TheAcademy.triggers", wrap)


# ---- third round -------------------------------------------------------------------------------------------
@mutant("c9b-sand-soldier-one-might", rule="439.1", area="cards",
        bug="A Sand Soldier token is 1 [M] ('a 2 [M] Sand Soldier unit token')",
        kill="a Sand Soldier token played (Desert's Call, Azir); expect Might 2")
def _(p: Patcher) -> None:
    @p.wrap("reference_engine.layers:printed_might")
    def printed_might(orig: Any, o: Any, *args: Any, **kwargs: Any) -> Any:
        m = orig(o, *args, **kwargs)
        return 1 if getattr(o, "card_id", None) == "token-sand-soldier" and m == 2 else m


@mutant("c9b-mageseeker-warden-teammates-too", rule="484.8.d", area="cards",
        bug="Mageseeker Warden restricts every other player's plays, its controller's teammates' too ('opponents')",
        kill="2v2: the Warden's controller's teammate plays a unit to a battlefield; expect it accepted")
def _(p: Patcher) -> None:
    from reference_engine import seats

    def forbids(self: Any, game: Any, me: Any, action: str, **kw: Any) -> bool:
        if not game.is_bf(me.location):
            return False
        if action == "play-unit":
            return kw.get("player") != me.controller and kw.get("dest") != "base"
        if action == "ready":
            return seats.enemy(game, me.controller, kw["obj"].controller)
        return False
    _warden(p, forbids)


@mutant("c9b-mageseeker-warden-ready-by-owner", rule="740.2", area="cards",
        bug="Mageseeker Warden's 'enemy units' for readying is read from the unit's owner, not its controller",
        kill="B controls a unit A owns, exhausted; B's spell readies it with A's Warden out; expect it stays exhausted")
def _(p: Patcher) -> None:
    from reference_engine import seats

    def forbids(self: Any, game: Any, me: Any, action: str, **kw: Any) -> bool:
        if not game.is_bf(me.location):
            return False
        if action == "play-unit":
            return kw.get("player") in game.opponents(me.controller) and kw.get("dest") != "base"
        if action == "ready":
            return seats.enemy(game, me.controller, kw["obj"].owner)
        return False
    _warden(p, forbids)


@mutant("c9b-dragon-form-friendly-only", rule="359.3", area="cards",
        bug="Dragon Form may only choose a friendly unit ('Choose a unit')",
        kill="Dragon Form on an enemy 7 [M] unit; expect it accepted, Might 5")
def _(p: Patcher) -> None:
    from reference_engine.cards.common import FRIENDLY_UNIT
    p.replace(f"{CARDS}.ven.dragon_form:DragonForm.targets", [FRIENDLY_UNIT])


@mutant("c9b-fizz-ignores-power-too", rule="356.1.b", area="cards",
        bug="Fizz, Trickster's spell from the trash is played ignoring its Power cost too ('You must still pay its "
            "Power cost')",
        kill="Fizz with a spell costing [1][C] in the trash and no power; expect no 'may' (nothing can be played)")
def _(p: Patcher) -> None:
    from reference_engine import chain
    from reference_engine.behaviour import Trigger
    from reference_engine.cards.common import played_me

    def wrap_play(orig_go: Any) -> Any:
        def go(r: Any) -> None:
            real = chain.printed_cost
            chain.printed_cost = lambda o: (real(o)[0], 0)
            try:
                orig_go(r)
            finally:
                chain.printed_cost = real
        return go

    @p.wrap(f"{CARDS}.sfd.fizz_trickster:FizzTrickster.triggers")
    def triggers(orig: Any, self: Any, *args: Any, **kwargs: Any) -> list[Any]:
        return [dataclasses.replace(t, resolve=wrap_play(t.resolve)) for t in orig(self, *args, **kwargs)]
    del Trigger, played_me


@mutant("c9b-kaisa-spell-stays-in-trash", rule="359.3", area="cards",
        bug="Kai'Sa, Evolutionary skips 'Then recycle it': the spell played from the trash goes back to the trash",
        kill="Kai'Sa plays a spell from the trash; expect it at the bottom of the Main Deck")
def _(p: Patcher) -> None:
    from reference_engine import chain
    from reference_engine.behaviour import Trigger, card_types, printed_cost
    from reference_engine.cards.common import i_conquer

    def go(r: Any) -> None:
        g = r.game
        limit = g.players[r.controller].points - 1
        options = [g.objects[u] for u in g.players[r.controller].trash if "Spell" in card_types(g, g.objects[u])
                   and printed_cost(g.objects[u])[0] <= limit]
        if not options or not g.may(r.controller, f"{r.source_alias}: play a spell from your trash?"):
            return
        pick = options[0] if len(options) == 1 else g.obj(g.ask(
            "choose-card", r.controller, [g.alias_of(o.uid) for o in options], "which spell?"))
        chain.play_by_effect(g, r.controller, pick, ignore_energy=True, then=None, label=r.source_alias)

    p.replace(f"{CARDS}.ogn.kaisa_evolutionary:KaisaEvolutionary.triggers", lambda self: [Trigger(i_conquer, go)])


@mutant("c9b-hwei-recall-is-a-move", rule="449", area="cards",
        bug="Hwei, Brooding Painter's 'When I move' also triggers when he is recalled (a recall is not a move)",
        kill="rule-451-recall-is-not-a-move-variant-c9b-hwei-draws-only-on-the-move: Hwei recalled; no trigger, no draw")
def _(p: Patcher) -> None:
    def wrap(cond: Any) -> Any:
        def recall_too(game: Any, me: Any, ev: dict[str, Any]) -> Any:
            if ev["type"] == "recall" and ev.get("object") == game.alias_of(me.uid):
                return {}
            return cond(game, me, ev)
        return recall_too
    _with_condition(p, f"{CARDS}.unl.hwei_brooding_painter:HweiBroodingPainter.triggers", wrap)


@mutant("c9b-guardian-angel-any-friendly-death", rule="369.1", area="cards",
        bug="Guardian Angel, attached, replaces the death of any friendly unit, not only the unit it equips "
            "('If I would die')",
        kill="Guardian Angel on unit u1; another friendly unit dies; expect it in the trash and the Angel still on u1")
def _(p: Patcher) -> None:
    from reference_engine import seats
    from reference_engine.cards.common import kill_me_instead
    from reference_engine.replacement import Replacement

    def replacements(self: Any, game: Any, me: Any, ev: dict[str, Any]) -> list[Any]:
        if ev["type"] != "die" or me.attached_to is None:
            return []
        unit = game.objects[ev["target"]]
        if unit.zone != "board" or not seats.friendly(game, me.controller, unit.controller):
            return []
        return [Replacement(f"ga:{me.uid}", me.controller, game.alias_of(me.uid),
                            lambda g, e: kill_me_instead(g, me, e))]
    p.replace(f"{CARDS}.sfd.guardian_angel:GuardianAngel.replacements", replacements)


@mutant("c9b-smoke-screen-no-minimum-snapshot", rule="477.3.b", area="cards",
        bug="Smoke Screen gives the full -4 [M] and clamps the Might at 1 only while it lasts, ignoring later "
            "increases' order ('to a minimum of 1' read as a floor on the final Might)",
        kill="Smoke Screen on a 3 [M] unit, then +2 [M]; expect 3 (the -2 snapshot), not 1")
def _(p: Patcher) -> None:
    from reference_engine import actions

    def resolve(self: Any, r: Any) -> None:
        r.instruction(lambda: actions.give_might(r.game, r.target(0), -4, r.source_alias, item=r.item,
                                                 chosen=True), uses=(0,))
    p.replace(f"{CARDS}.ogn.smoke_screen:SmokeScreen.resolve", resolve)


@mutant("c9b-up-from-the-deep-no-enter-event", rule="439.1", area="cards",
        bug="Up from the Deep's Tentacle tokens are created but never 'enter' the board (no play event for "
            "'when a unit enters' triggers)",
        kill="Up from the Deep with an 'enter' observer; expect two enter events",
        equivalent="the internal 'enter' event has no listener in the engine (no trigger or effect reads it) and is not "
                   "a contract event (contract_events drops it): the tokens, their zone and 'create' events are the same")
def _(p: Patcher) -> None:
    def resolve(self: Any, r: Any) -> None:
        def make() -> None:
            for _ in range(2):
                tok = r.game.new_obj("token-tentacle", r.controller, "board", controller=r.controller,
                                     location="base", token=True)
                tok.exhausted = True
                r.game.emit("create", object=tok.card_id, player=r.controller)
        r.instruction(make)
    p.replace(f"{CARDS}.ven.up_from_the_deep:UpFromTheDeep.resolve", resolve)


# ---- fourth round: costs, timing and amounts ---------------------------------------------------------------
def _ability_field(p: Patcher, target: str, **changes: Any) -> None:
    @p.wrap(target)
    def activated(orig: Any, self: Any, *args: Any, **kwargs: Any) -> list[Any]:
        return [dataclasses.replace(a, **changes) for a in orig(self, *args, **kwargs)]


@mutant("c9b-baited-hook-no-exhaust", rule="379", area="cards",
        bug="Baited Hook's '[1][C], [E]:' does not exhaust the Hook: it can be activated again while resources last",
        kill="Baited Hook activated; expect it exhausted and a second activation refused")
def _(p: Patcher) -> None:
    _ability_field(p, f"{CARDS}.ogn.baited_hook:BaitedHook.activated", exhaust=False)


@mutant("c9b-azir-ascendant-free", rule="379", area="cards",
        bug="Azir, Ascendant's '[C]:' costs nothing",
        kill="Azir, Ascendant activated with one Calm power; expect the power spent")
def _(p: Patcher) -> None:
    _ability_field(p, f"{CARDS}.sfd.azir_ascendant:AzirAscendant.activated", power=[])


@mutant("c9b-azir-ascendant-not-action", rule="806.1.b", area="cards",
        bug="Azir, Ascendant's ability lacks [Action]: it can't be used in a showdown",
        kill="Azir, Ascendant activated in a showdown; expect it accepted")
def _(p: Patcher) -> None:
    _ability_field(p, f"{CARDS}.sfd.azir_ascendant:AzirAscendant.activated", action=False)


@mutant("c9b-fizz-pays-energy", rule="356.1.b", area="cards",
        bug="Fizz, Trickster's spell from the trash is played paying its Energy cost ('ignoring its Energy cost')",
        kill="Fizz played with an empty pool after paying for Fizz; the 3-cost spell from the trash is still played")
def _(p: Patcher) -> None:
    from reference_engine import chain
    from reference_engine.behaviour import Trigger, card_types, printed_cost
    from reference_engine.cards.common import played_me

    def go(r: Any) -> None:
        g = r.game
        options = [g.objects[u] for u in g.players[r.controller].trash if "Spell" in card_types(g, g.objects[u])
                   and printed_cost(g.objects[u])[0] <= 3]
        if not options or not g.may(r.controller, f"{r.source_alias}: play a spell from your trash?"):
            return
        pick = options[0] if len(options) == 1 else g.obj(g.ask(
            "choose-card", r.controller, [g.alias_of(o.uid) for o in options], "which spell?"))
        chain.play_by_effect(g, r.controller, pick, ignore_energy=False, then="deck", label=r.source_alias)

    p.replace(f"{CARDS}.sfd.fizz_trickster:FizzTrickster.triggers", lambda self: [Trigger(played_me, go)])


@mutant("c9b-ravenbloom-plus-two", rule="359.3", area="cards",
        bug="Ravenbloom Student gives itself +2 [M] per spell ('+1 [M]')",
        kill="A's spell resolves with the Student out; expect 3 [M]")
def _(p: Patcher) -> None:
    from reference_engine import actions

    def wrap(resolve: Any) -> Any:
        return lambda r: actions.give_might(r.game, r.source, 2, r.source_alias)
    _with_resolve(p, f"{CARDS}.ogn.ravenbloom_student:RavenbloomStudent.triggers", wrap)


@mutant("c9b-abandoned-hall-plus-two", rule="359.3", area="cards",
        bug="Abandoned Hall gives +2 [M] ('+1 [M]')",
        kill="a spell resolves; the player's unit at the Hall gets +1")
def _(p: Patcher) -> None:
    from reference_engine import actions

    def wrap(resolve: Any) -> Any:
        def go(r: Any) -> None:
            mine = r.game.units(r.source.location, r.controller)
            if mine and r.game.may(r.controller, "give a unit you control here +1 [M]?"):
                pick = mine[0]
                if len(mine) > 1:
                    pick = r.game.obj(r.game.ask("choose-card", r.controller, [r.game.alias_of(u.uid) for u in mine],
                                                 "which unit?"))
                actions.give_might(r.game, pick, 2, r.source_alias)
        return go
    _with_resolve(p, f"{CARDS}.unl.abandoned_hall:AbandonedHall.triggers", wrap)


@mutant("c9b-ki-barrier-friendly-only", rule="359.3", area="cards",
        bug="Ki Barrier may only choose a friendly unit ('Choose a unit')",
        kill="Ki Barrier on an enemy unit is accepted")
def _(p: Patcher) -> None:
    from reference_engine.cards.common import FRIENDLY_UNIT
    p.replace(f"{CARDS}.ven.ki_barrier:KiBarrier.targets", [FRIENDLY_UNIT])


@mutant("c9b-hwei-unit-plus-two", rule="359.3", area="cards",
        bug="Hwei, Brooding Painter's Unit branch gives him +2 [M] ('+3 [M]')",
        kill="Hwei discards a unit; expect +3 [M]")
def _(p: Patcher) -> None:
    from reference_engine import actions

    def give_me_2(rr: Any) -> None:
        me = rr.source_still()
        if me is not None and me.zone == "board":
            actions.give_might(rr.game, me, 2, rr.source_alias)
    _hwei_effect(p, "Unit", give_me_2)
