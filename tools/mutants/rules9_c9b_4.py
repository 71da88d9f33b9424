"""Mutants of :mod:`mutants.rules9_c9b` continued (part 4 of 4: the fourth round - costs, timing and amounts - and
the fifth - teammates; the hunt and its results are in the docstring of :mod:`mutants.rules9_c9b`)."""
from __future__ import annotations

import dataclasses
from typing import Any

from mutants import Patcher, mutant
from mutants.rules9_c9b import CARDS, _first_target, _warden, _with_resolve
from mutants.rules9_c9b_2 import _hwei_effect


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


@mutant("c9b-fight-or-flight-recalls", rule="451.1", area="cards",
        bug="Fight or Flight recalls the unit instead of moving it ('Move a unit ... to its base'): its 'When I move' "
            "abilities do not trigger",
        kill="Fight or Flight on Hwei at a battlefield; expect his move trigger (draw, discard)")
def _(p: Patcher) -> None:
    from reference_engine import actions

    def resolve(self: Any, r: Any) -> None:
        r.instruction(lambda: actions.recall(r.game, r.target(0), r.source_alias), uses=(0,))
    p.replace(f"{CARDS}.ogn.fight_or_flight:FightOrFlight.resolve", resolve)


@mutant("c9b-up-from-the-deep-not-tokens", rule="179", area="cards",
        bug="Up from the Deep's Tentacles are made as ordinary units, not tokens: one that dies goes to the trash",
        kill="a Tentacle from Up from the Deep dies; expect it to cease to exist (not in the trash)")
def _(p: Patcher) -> None:
    def resolve(self: Any, r: Any) -> None:
        def make() -> None:
            for _ in range(2):
                tok = r.game.new_obj("token-tentacle", r.controller, "board", controller=r.controller,
                                     location="base", token=False)
                tok.exhausted = True
                r.game.emit("create", object=tok.card_id, player=r.controller)
                r.game.emit("enter", object=tok.card_id, player=r.controller, to="base")
        r.instruction(make)
    p.replace(f"{CARDS}.ven.up_from_the_deep:UpFromTheDeep.resolve", resolve)


# ---- fifth round: teammates (2v2, 484.8.d [R3]: a teammate's objects are friendly, not enemy) ------------------
@mutant("c9b-zhonya-teammates-unit-not-friendly", rule="484.8.d", area="multiplayer",
        bug="Zhonya's Hourglass saves only units its controller controls, not a teammate's ('a friendly unit')",
        kill="2v2: a teammate's unit dies with A's Zhonya's Hourglass out; expect it saved and the Hourglass killed")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ogn.zhonyas_hourglass:ZhonyasHourglass.replacements")
    def replacements(orig: Any, self: Any, game: Any, me: Any, ev: dict[str, Any], *args: Any, **kwargs: Any) -> Any:
        out = orig(self, game, me, ev, *args, **kwargs)
        if out and game.objects[ev["target"]].controller != me.controller:
            return []
        return out


@mutant("c9b-baited-hook-teammates-unit-not-friendly", rule="484.8.d", area="multiplayer",
        bug="Baited Hook may kill only a unit its controller controls, not a teammate's ('a friendly unit')",
        kill="rule-484-8-d-friendly-includes-teammates-units-variant-c9b-baited-hook-kills-teammates: A's Hook on C's "
             "unit is accepted")
def _(p: Patcher) -> None:
    _first_target(p, f"{CARDS}.ogn.baited_hook:BaitedHook.activated", where=lambda g, o, pl, i: o.controller == pl)


@mutant("c9b-portal-rescue-teammates-unit-not-friendly", rule="484.8.d", area="multiplayer",
        bug="Portal Rescue may banish only a unit its controller controls, not a teammate's ('a friendly unit')",
        kill="2v2: A's Portal Rescue on teammate C's unit; expect it accepted, C plays it to C's base")
def _(p: Patcher) -> None:
    from reference_engine.behaviour import TargetSpec
    p.replace(f"{CARDS}.ogn.portal_rescue:PortalRescue.targets",
              [TargetSpec("unit", lambda g, o, pl, i: o.controller == pl, text="a friendly unit")])


@mutant("c9b-mageseeker-warden-teammates-not-readied", rule="484.8.d", area="multiplayer",
        bug="Mageseeker Warden stops spells and abilities readying any other player's units and gear, its "
            "controller's teammate's too ('enemy units and gear')",
        kill="rule-484-8-d-friendly-includes-teammates-units-variant-c9b-warden-readies-teammates: C's unit is "
             "readied")
def _(p: Patcher) -> None:
    def forbids(self: Any, game: Any, me: Any, action: str, **kw: Any) -> bool:
        if not game.is_bf(me.location):
            return False
        if action == "play-unit":
            return kw.get("player") in game.opponents(me.controller) and kw.get("dest") != "base"
        if action == "ready":
            return kw["obj"].controller != me.controller
        return False
    _warden(p, forbids)
