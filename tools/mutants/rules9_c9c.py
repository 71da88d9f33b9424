"""Mutants of the session-9 hand-seeded hunt over card modules with few named mutants (helper c9c): Charm,
Hextech Ray, Kai'Sa, Survivor, Mushroom Pouch, Recruit, Void Seeker, Rockfall Path, Tentacle, Heisho, Shell of
the World, Discipline, Rebuke, Sprite, Vilemaw's Lair, Highlander, Azir, Sovereign, Perched Grimwyrm, Alpha
Wildclaw, Lotus Trap, Akali, Deadly Weapon, Fallen Feline, Profiteer. Each misreads part of that card's printed
text (``current_text``) the way an engine author plausibly would: a word of the text dropped ("enemy", "here",
"your", "at a battlefield", "next time", "this turn"), a number off by one, the wrong player (owner for
controller, any player for "you"), a "may" always taken, a trigger condition too wide. Rule numbers are those
the killing case cites ([R3] = Core Rules v1.3).

Results (78 mutants over these 21 card modules, in ``rules9_c9c``, ``_2`` and ``_3``): 61 killed by the existing cases
at once; 17 killed after a new case (the ``-variant-c9c-`` cases and the c9c ``rule-124-`` cases: Charm's "enemy" by
control, Kai'Sa's conquer trigger not on a hold and not needing her on the board, Heisho for an activated ability,
Discipline's draw with its target gone, Mushroom Pouch's "if" read again on resolution, Void Seeker's damage before
its draw, Highlander's "friendly", Azir's attack trigger not on defence and on the opponent's turn, Alpha Wildclaw
against abilities, only for "your" units and by current Might, Akali's [Empowered] read on resolution, Perched
Grimwyrm and a teammate's conquest, Highlander's and Lotus Trap's effects not following a new object); none
equivalent. One reading left open (Fallen Feline naming a spell by a description that fits one spell but also other
cards, 761.2 [R4]) has no mutant: the rules do not settle it."""
from __future__ import annotations

import dataclasses
from typing import Any

from mutants import Patcher, mutant

CARDS = "reference_engine.cards"


def _with_condition(triggers: list[Any], wrap: Any) -> list[Any]:
    return [dataclasses.replace(t, condition=wrap(t.condition)) for t in triggers]


def _with_resolve(triggers: list[Any], wrap: Any) -> list[Any]:
    return [dataclasses.replace(t, resolve=wrap(t.resolve)) for t in triggers]


def _with_target_where(triggers: list[Any], i: int, where: Any) -> list[Any]:
    out = []
    for t in triggers:
        specs = list(t.targets)
        specs[i] = dataclasses.replace(specs[i], where=where(specs[i].where))
        out.append(dataclasses.replace(t, targets=specs))
    return out


def _always_may(go: Any) -> Any:
    def g(r: Any) -> None:
        real = r.game.may
        r.game.may = lambda *a, **k: True
        try:
            go(r)
        finally:
            r.game.may = real
    return g


# ---- Charm: "Move an enemy unit." ----------------------------------------------------------------
@mutant("c9c-charm-any-unit", rule="359.3", area="cards",
        bug="Charm may move any unit, the caster's own too ('Move an enemy unit')",
        kill="A's Charm chooses A's own unit; expect it refused")
def _(p: Patcher) -> None:
    common = p.module(f"{CARDS}.common")
    p.replace(f"{CARDS}.ogn.charm:Charm.targets", [common.UNIT, common.DESTINATION])


@mutant("c9c-charm-enemy-by-owner", rule="740.2", area="cards",
        bug="Charm's 'enemy unit' compares the unit's owner, not its controller, with the caster",
        kill="A's Charm chooses a unit A controls that B owns; expect it refused")
def _(p: Patcher) -> None:
    common = p.module(f"{CARDS}.common")
    seats = p.module("reference_engine.seats")
    spec = dataclasses.replace(common.ENEMY_UNIT, where=lambda g, o, pl, i: seats.enemy(g, pl, o.owner))
    p.replace(f"{CARDS}.ogn.charm:Charm.targets", [spec, common.DESTINATION])


@mutant("c9c-charm-to-base-only", rule="359.3", area="cards",
        bug="Charm moves the enemy unit to its base whatever destination was chosen",
        kill="Charm moves an enemy unit from bf1 to bf2; expect it at bf2")
def _(p: Patcher) -> None:
    actions = p.module("reference_engine.actions")

    def resolve(self: Any, r: Any) -> None:
        r.instruction(lambda: actions.move(r.game, r.target(0), "base", r.controller, source=r.source_alias),
                      uses=(0,))
    p.replace(f"{CARDS}.ogn.charm:Charm.resolve", resolve)


# ---- Hextech Ray: "Deal 3 to a unit at a battlefield." -------------------------------------------
@mutant("c9c-hextech-ray-deals-2", rule="359.3", area="cards",
        bug="Hextech Ray deals 2, not 3",
        kill="Hextech Ray on a 3 [M] unit at a battlefield; expect it killed / 3 damage")
def _(p: Patcher) -> None:
    p.replace(f"{CARDS}.ogn.hextech_ray:HextechRay.resolve",
              lambda self, r: r.instruction(lambda: r.damage(r.target(0), 2), uses=(0,)))


@mutant("c9c-hextech-ray-any-unit", rule="359.3", area="cards",
        bug="Hextech Ray may choose a unit in a base ('a unit at a battlefield')",
        kill="Hextech Ray on a unit in base; expect it refused")
def _(p: Patcher) -> None:
    common = p.module(f"{CARDS}.common")
    p.replace(f"{CARDS}.ogn.hextech_ray:HextechRay.targets", [common.UNIT])


# ---- Kai'Sa, Survivor: "When I conquer, draw 1." -------------------------------------------------
@mutant("c9c-kaisa-survivor-draws-2", rule="359.3", area="cards",
        bug="Kai'Sa, Survivor's conquer trigger draws 2",
        kill="Kai'Sa conquers; expect hand +1")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ogn.kaisa_survivor:KaisaSurvivor.triggers")
    def triggers(orig, self, *args, **kwargs):
        def wrap(go):
            def g(r):
                go(r)
                go(r)
            return g
        return _with_resolve(orig(self, *args, **kwargs), wrap)


@mutant("c9c-kaisa-survivor-any-conquer", rule="469.1", area="cards",
        bug="Kai'Sa, Survivor triggers when her controller conquers any battlefield ('When I conquer')",
        kill="Kai'Sa in base; another unit of A's conquers bf1; expect no draw")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ogn.kaisa_survivor:KaisaSurvivor.triggers")
    def triggers(orig, self, *args, **kwargs):
        def wrap(cond):
            def c(game, me, ev):
                if ev["type"] == "conquer" and ev.get("player") == me.controller and me.zone == "board":
                    return {}
                return cond(game, me, ev)
            return c
        return _with_condition(orig(self, *args, **kwargs), wrap)


@mutant("c9c-kaisa-survivor-on-hold", rule="471.2.a", area="cards",
        bug="Kai'Sa, Survivor also draws when she holds ('When I conquer')",
        kill="Kai'Sa holds her battlefield at A's beginning phase; expect no draw from her")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ogn.kaisa_survivor:KaisaSurvivor.triggers")
    def triggers(orig, self, *args, **kwargs):
        def wrap(cond):
            def c(game, me, ev):
                if ev["type"] == "hold":
                    ev = {**ev, "type": "conquer"}
                return cond(game, me, ev)
            return c
        return _with_condition(orig(self, *args, **kwargs), wrap)


# ---- Mushroom Pouch: "At the start of your Beginning Phase, if you control a facedown card at a
# battlefield, draw 1." ------------------------------------------------------------------------------
@mutant("c9c-mushroom-pouch-any-facedown", rule="359.3", area="cards",
        bug="Mushroom Pouch draws when any player controls a facedown card ('if you control')",
        kill="only B has a facedown card; A's beginning phase; expect no draw from the Pouch")
def _(p: Patcher) -> None:
    actions = p.module("reference_engine.actions")

    def triggers(self):
        def facedown(game):
            return any(o.zone == "facedown" for o in game.objects.values())

        def start(game, me, ev):
            return {} if ev["type"] == "beginning" and ev.get("player") == me.controller and facedown(game) else None

        def go(r):
            if facedown(r.game):
                actions.draw(r.game, r.controller, 1, r.source_alias)
        return [p.module("reference_engine.behaviour").Trigger(start, go)]
    p.replace(f"{CARDS}.ogn.mushroom_pouch:MushroomPouch.triggers", triggers)


@mutant("c9c-mushroom-pouch-every-beginning", rule="315", area="cards",
        bug="Mushroom Pouch triggers at every player's Beginning Phase ('your Beginning Phase')",
        kill="A controls the Pouch and a facedown card; B's beginning phase; expect A draws nothing")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ogn.mushroom_pouch:MushroomPouch.triggers")
    def triggers(orig, self, *args, **kwargs):
        def wrap(cond):
            def c(game, me, ev):
                if ev["type"] == "beginning":
                    ev = {**ev, "player": me.controller}
                return cond(game, me, ev)
            return c
        return _with_condition(orig(self, *args, **kwargs), wrap)


@mutant("c9c-mushroom-pouch-no-check-on-trigger", rule="386", area="cards",
        bug="Mushroom Pouch's 'if you control a facedown card' is checked only on resolution: it triggers always",
        kill="A's beginning phase without a facedown card; expect no Pouch trigger event")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ogn.mushroom_pouch:MushroomPouch.triggers")
    def triggers(orig, self, *args, **kwargs):
        def wrap(cond):
            def c(game, me, ev):
                if ev["type"] == "beginning" and ev.get("player") == me.controller:
                    return {}
                return cond(game, me, ev)
            return c
        return _with_condition(orig(self, *args, **kwargs), wrap)


@mutant("c9c-mushroom-pouch-draws-2", rule="359.3", area="cards",
        bug="Mushroom Pouch draws 2",
        kill="Pouch with a facedown card; A's beginning phase; expect hand +1 from the Pouch")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ogn.mushroom_pouch:MushroomPouch.triggers")
    def triggers(orig, self, *args, **kwargs):
        def wrap(go):
            def g(r):
                go(r)
                go(r)
            return g
        return _with_resolve(orig(self, *args, **kwargs), wrap)


# ---- tokens: Recruit (1 [M]), Tentacle (1 [M]), Sprite ([Temporary], 3 [M]) ----------------------------
def _token_bonus(p: Patcher, target: str, n: int) -> None:
    p.replace(f"{target}.might_bonus", lambda self, game, me, unit: n if unit is me else 0)
    p.replace(f"{target}.gives_might", True)


@mutant("c9c-recruit-two-might", rule="359.3", area="cards",
        bug="a Recruit token has 2 Might ('a 1 [M] Recruit unit')",
        kill="a card creates a Recruit; expect its Might 1")
def _(p: Patcher) -> None:
    _token_bonus(p, f"{CARDS}.ogn.recruit:Recruit", 1)


@mutant("c9c-tentacle-two-might", rule="359.3", area="cards",
        bug="a Tentacle token has 2 Might ('a 1 [M] Tentacle unit')",
        kill="a card creates a Tentacle; expect its Might 1")
def _(p: Patcher) -> None:
    _token_bonus(p, f"{CARDS}.tokens.tentacle:Tentacle", 1)


@mutant("c9c-sprite-two-might", rule="359.3", area="cards",
        bug="a Sprite token has 2 Might ('a 3 [M] Sprite token')",
        kill="a card creates a Sprite; expect its Might 3")
def _(p: Patcher) -> None:
    _token_bonus(p, f"{CARDS}.ogn.sprite:Sprite", -1)


@mutant("c9c-sprite-not-temporary", rule="806", area="cards",
        bug="a Sprite token lacks [Temporary]: it is not killed at its controller's next Beginning Phase",
        kill="a Sprite created; next turn of its controller; expect it dies")
def _(p: Patcher) -> None:
    p.replace(f"{CARDS}.ogn.sprite:Sprite.keywords", lambda self, game, me: [])


# ---- Void Seeker: "Deal 4 to a unit at a battlefield. Draw 1." ----------------------------------------
@mutant("c9c-void-seeker-deals-3", rule="359.3", area="cards",
        bug="Void Seeker deals 3, not 4",
        kill="Void Seeker on a 4 [M] unit; expect it dies")
def _(p: Patcher) -> None:
    common = p.module(f"{CARDS}.common")

    def resolve(self, r):
        r.instruction(lambda: r.damage(r.target(0), 3), uses=(0,))
        r.instruction(lambda: common.draw_cards(r, r.controller, 1))
    p.replace(f"{CARDS}.ogn.void_seeker:VoidSeeker.resolve", resolve)


@mutant("c9c-void-seeker-target-controller-draws", rule="359.3", area="cards",
        bug="Void Seeker's 'Draw 1' is drawn by the damaged unit's controller, not the spell's controller",
        kill="A's Void Seeker on B's unit; expect A draws 1, B none")
def _(p: Patcher) -> None:
    common = p.module(f"{CARDS}.common")

    def resolve(self, r):
        t = r.target(0)
        r.instruction(lambda: r.damage(r.target(0), 4), uses=(0,))
        r.instruction(lambda: common.draw_cards(r, t.controller if t is not None else r.controller, 1))
    p.replace(f"{CARDS}.ogn.void_seeker:VoidSeeker.resolve", resolve)


@mutant("c9c-void-seeker-unit-in-base", rule="359.3", area="cards",
        bug="Void Seeker may choose a unit in a base ('a unit at a battlefield')",
        kill="Void Seeker on a unit in base; expect it refused")
def _(p: Patcher) -> None:
    common = p.module(f"{CARDS}.common")
    p.replace(f"{CARDS}.ogn.void_seeker:VoidSeeker.targets", [common.UNIT])


# ---- Rockfall Path: "Units can't be played here." ------------------------------------------------
@mutant("c9c-rockfall-path-everywhere", rule="359.3", area="cards",
        bug="Rockfall Path forbids playing units to every battlefield ('here')",
        kill="Rockfall Path at bf1; A plays a unit to bf2 A controls; expect it accepted")
def _(p: Patcher) -> None:
    p.replace(f"{CARDS}.sfd.rockfall_path:RockfallPath.forbids",
              lambda self, game, me, action, **kw: action == "play-unit")


@mutant("c9c-rockfall-path-no-moves", rule="359.3", area="cards",
        bug="Rockfall Path also forbids units to move there ('can't be played here')",
        kill="a unit moves to Rockfall Path; expect it moves")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.sfd.rockfall_path:RockfallPath.forbids")
    def forbids(orig, self, game, me, action, **kw):
        if action == "move" and kw.get("dest") == me.location:
            return True
        return orig(self, game, me, action, **kw)


@mutant("c9c-rockfall-path-opponents-only", rule="359.3", area="cards",
        bug="Rockfall Path forbids only players who don't control it from playing units there ('Units')",
        kill="A controls Rockfall Path; A plays a unit there; expect it refused")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.sfd.rockfall_path:RockfallPath.forbids")
    def forbids(orig, self, game, me, action, **kw):
        if kw.get("player") is not None and kw.get("player") == me.controller:
            return False
        return orig(self, game, me, action, **kw)


# ---- Heisho, Shell of the World: "Players ignore [Deflect] while paying for spells and abilities
# choosing something here." ------------------------------------------------------------------------------
@mutant("c9c-heisho-anywhere", rule="809.1.c", area="cards",
        bug="Heisho makes players ignore [Deflect] for every spell, not only those choosing something here",
        kill="Heisho in play; a spell chooses a Deflect unit at another battlefield; expect the extra cost paid")
def _(p: Patcher) -> None:
    p.replace(f"{CARDS}.ven.heisho_shell_of_the_world:HeishoShell.forbids",
              lambda self, game, me, action, **kw: action == "deflect")


@mutant("c9c-heisho-spells-only", rule="809.1.c", area="cards",
        bug="Heisho ignores [Deflect] only for spells, not for abilities choosing something here",
        kill="an activated ability chooses an enemy Deflect unit at Heisho; expect no extra cost")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ven.heisho_shell_of_the_world:HeishoShell.forbids")
    def forbids(orig, self, game, me, action, **kw):
        item = kw.get("item")
        if item is not None and getattr(item, "kind", "card") != "card":
            return False
        return orig(self, game, me, action, **kw)


@mutant("c9c-heisho-controller-only", rule="809.1.c", area="cards",
        bug="Heisho's 'Players ignore [Deflect]' helps only the player who controls Heisho",
        kill="B controls Heisho; A's spell chooses B's Deflect unit there; expect no extra cost")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ven.heisho_shell_of_the_world:HeishoShell.forbids")
    def forbids(orig, self, game, me, action, **kw):
        item = kw.get("item")
        if item is not None and item.controller != me.controller:
            return False
        return orig(self, game, me, action, **kw)


# ---- Discipline: "Give a unit +2 [M] this turn. Draw 1." -----------------------------------------------
@mutant("c9c-discipline-plus-1", rule="359.3", area="cards",
        bug="Discipline gives +1 [M], not +2",
        kill="Discipline on a 2 [M] unit; expect Might 4")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ogn.discipline:give_chosen", everywhere=False)
    def give_chosen(orig, r, i, amount, *args, **kwargs):
        return orig(r, i, amount - 1, *args, **kwargs)


@mutant("c9c-discipline-friendly-only", rule="359.3", area="cards",
        bug="Discipline may choose only a friendly unit ('a unit')",
        kill="A's Discipline on B's unit; expect it accepted and +2 [M]")
def _(p: Patcher) -> None:
    common = p.module(f"{CARDS}.common")
    p.replace(f"{CARDS}.ogn.discipline:Discipline.targets", [common.FRIENDLY_UNIT])


@mutant("c9c-discipline-draw-needs-target", rule="359.3.e.8", area="cards",
        bug="Discipline's 'Draw 1' is skipped when the chosen unit is gone by resolution",
        kill="the chosen unit dies before Discipline resolves; expect the caster still draws 1")
def _(p: Patcher) -> None:
    common = p.module(f"{CARDS}.common")

    def resolve(self, r):
        r.instruction(lambda: common.give_chosen(r, 0, 2), uses=(0,))
        r.instruction(lambda: common.draw_cards(r, r.controller, 1), uses=(0,))
    p.replace(f"{CARDS}.ogn.discipline:Discipline.resolve", resolve)


@mutant("c9c-void-seeker-draw-needs-target", rule="359.3.e.8", area="cards",
        bug="Void Seeker's 'Draw 1' is skipped when the chosen unit is gone by resolution",
        kill="the chosen unit leaves before Void Seeker resolves; expect the caster still draws 1")
def _(p: Patcher) -> None:
    common = p.module(f"{CARDS}.common")

    def resolve(self, r):
        r.instruction(lambda: r.damage(r.target(0), 4), uses=(0,))
        r.instruction(lambda: common.draw_cards(r, r.controller, 1), uses=(0,))
    p.replace(f"{CARDS}.ogn.void_seeker:VoidSeeker.resolve", resolve)


# ---- Rebuke: "Return a unit at a battlefield to its owner's hand." ------------------------------------
@mutant("c9c-rebuke-controllers-hand", rule="359.3", area="cards",
        bug="Rebuke returns the unit to its controller's hand, not its owner's",
        kill="Rebuke on a unit A controls and B owns; expect it in B's hand")
def _(p: Patcher) -> None:
    actions = p.module("reference_engine.actions")

    def resolve(self, r):
        def go():
            o = r.target(0)
            if o is not None and o.zone == "board":
                o.owner = o.controller  # the bug: the controller's hand
            return actions.return_to_hand(r.game, o, r.source_alias, chooser_item=r.item)
        r.instruction(go, uses=(0,))
    p.replace(f"{CARDS}.ogn.rebuke:Rebuke.resolve", resolve)


@mutant("c9c-rebuke-enemy-only", rule="359.3", area="cards",
        bug="Rebuke may choose only an enemy unit ('a unit at a battlefield')",
        kill="A's Rebuke on A's own unit at a battlefield; expect it returned")
def _(p: Patcher) -> None:
    common = p.module(f"{CARDS}.common")
    p.replace(f"{CARDS}.ogn.rebuke:Rebuke.targets",
              [dataclasses.replace(common.UNIT_AT_BF, where=common.both(common.at_bf, common.enemy))])


@mutant("c9c-charm-mover-is-units-controller", rule="359.3", area="cards",
        bug="Charm's move is made by the moved unit's controller, not by the player who played Charm",
        kill="A's Charm moves B's unit; expect the move event's player A")
def _(p: Patcher) -> None:
    actions = p.module("reference_engine.actions")

    def resolve(self: Any, r: Any) -> None:
        def go():
            t = r.target(0)
            return actions.move(r.game, t, r.place(1), t.controller if t is not None else r.controller,
                                source=r.source_alias)
        r.instruction(go, uses=(0,))
    p.replace(f"{CARDS}.ogn.charm:Charm.resolve", resolve)


@mutant("c9c-mushroom-pouch-no-recheck", rule="386", area="cards",
        bug="Mushroom Pouch's 'if you control a facedown card' is not checked again on resolution",
        kill="the facedown card leaves before the Pouch's trigger resolves; expect no draw")
def _(p: Patcher) -> None:
    actions = p.module("reference_engine.actions")

    @p.wrap(f"{CARDS}.ogn.mushroom_pouch:MushroomPouch.triggers")
    def triggers(orig, self, *args, **kwargs):
        def wrap(go):
            return lambda r: actions.draw(r.game, r.controller, 1, r.source_alias)
        return _with_resolve(orig(self, *args, **kwargs), wrap)


@mutant("c9c-hextech-ray-not-spell-damage", rule="359.3", area="cards",
        bug="Hextech Ray's damage is dealt without its spell (not a spell's damage: no Bonus Damage, a kill not 'with a spell')",
        kill="Hextech Ray kills a unit; expect the kill counted as made with a spell / the damage event's spell")
def _(p: Patcher) -> None:
    actions = p.module("reference_engine.actions")

    def resolve(self: Any, r: Any) -> None:
        r.instruction(lambda: actions.deal_damage(r.game, r.target(0), 3, r.source_alias, by_player=r.controller),
                      uses=(0,))
    p.replace(f"{CARDS}.ogn.hextech_ray:HextechRay.resolve", resolve)


@mutant("c9c-void-seeker-draws-first", rule="359.3.e", area="cards",
        bug="Void Seeker draws before dealing its damage (its instructions out of printed order)",
        kill="Void Seeker; expect the damage event before the draw event (event_order)")
def _(p: Patcher) -> None:
    common = p.module(f"{CARDS}.common")

    def resolve(self, r):
        r.instruction(lambda: common.draw_cards(r, r.controller, 1))
        r.instruction(lambda: r.damage(r.target(0), 4), uses=(0,))
    p.replace(f"{CARDS}.ogn.void_seeker:VoidSeeker.resolve", resolve)


@mutant("c9c-kaisa-survivor-needs-source", rule="385", area="cards",
        bug="Kai'Sa, Survivor's conquer trigger draws nothing when she has left the board before it resolves",
        kill="Kai'Sa conquers; her trigger on the chain; she is killed in response; expect her controller still draws 1")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ogn.kaisa_survivor:KaisaSurvivor.triggers")
    def triggers(orig, self, *args, **kwargs):
        def wrap(go):
            def g(r):
                me = r.source_still()
                if me is None or me.zone != "board":
                    return
                go(r)
            return g
        return _with_resolve(orig(self, *args, **kwargs), wrap)
