"""Session-9 hand-seeded hunt (helper c9a) over the card modules, continued (see :mod:`mutants.rules9_c9a`):
Challenge, Immortal Phoenix, Riptide Rex, The Dreaming Tree, Yasuo, Windrider and Aphelios, Exalted."""
from __future__ import annotations

import dataclasses
from typing import Any

from mutants import Patcher, mutant
from mutants.rules9_c9a import CARDS, _wrap_trigger


# ---- Challenge ---------------------------------------------------------------------------------------------
@mutant("c9a-challenge-printed-might", rule="359.3", area="cards",
        bug="Challenge's units deal damage equal to their printed Might ('their Mights': a buff or +[M] counts)",
        kill="Challenge with a buffed friendly unit; expect the enemy unit dealt its current Might")
def _(p: Patcher) -> None:
    actions, layers = p.module("reference_engine.actions"), p.module("reference_engine.layers")

    def resolve(self: Any, r: Any) -> None:
        def fight() -> None:
            a, b = r.target(0), r.target(1)
            ma, mb = layers.printed_might(a) or 0, layers.printed_might(b) or 0
            actions.deal_damage(r.game, b, ma, r.game.alias_of(a.uid), by_player=a.controller)
            actions.deal_damage(r.game, a, mb, r.game.alias_of(b.uid), by_player=b.controller)

        r.instruction(fight, uses=(0, 1))

    p.replace(f"{CARDS}.ogn.challenge:Challenge.resolve", resolve)


@mutant("c9a-challenge-same-location", rule="355.9.b", area="cards",
        bug="Challenge's two units must be at the same location (the text names no location)",
        kill="Challenge between A's unit in base and B's unit at a battlefield: they deal damage to each other")
def _(p: Patcher) -> None:
    seats = p.module("reference_engine.seats")

    def choices_problem(self: Any, game: Any, item: Any, player: str) -> str | None:
        units = [game.live(t) for t in item.targets if isinstance(t, tuple)]
        if len(units) == 2 and None not in units and not seats.same_location(units[0], units[1]):
            return "Challenge's units must be at the same location"
        return None

    p.replace(f"{CARDS}.ogn.challenge:Challenge.choices_problem", choices_problem)


# ---- Immortal Phoenix --------------------------------------------------------------------------------------
def _phoenix(p: Patcher, cost: Any, zones: tuple[str, ...] = ("trash",)) -> None:
    chain, costs = p.module("reference_engine.chain"), p.module("reference_engine.costs")

    @p.wrap(f"{CARDS}.ogn.immortal_phoenix:ImmortalPhoenix.triggers")
    def triggers(orig: Any, self: Any, *args: Any, **kwargs: Any) -> list[Any]:
        out = orig(self, *args, **kwargs)

        def go(r: Any) -> None:
            g, me = r.game, r.source_still()
            c = cost(costs)
            if me is None or me.zone not in zones or not costs.can_pay(g, r.controller, c):
                return
            if g.may(r.controller, "pay [1][C] to play Immortal Phoenix from your trash?"):
                costs.pay(g, r.controller, c)
                chain.put_onto_board(g, me, r.controller, "base")

        return [dataclasses.replace(out[0], resolve=go, zones=zones), *out[1:]]


@mutant("c9a-phoenix-no-power", rule="356", area="cards",
        bug="Immortal Phoenix's '[1][C]' is paid as [1] only (no Fury power)",
        kill="Immortal Phoenix returns: expect a Fury rune spent (or the 'may' refused without Fury power)")
def _(p: Patcher) -> None:
    _phoenix(p, lambda costs: costs.Cost(1, []))


@mutant("c9a-phoenix-two-energy", rule="356", area="cards",
        bug="Immortal Phoenix's '[1][C]' costs [2][C]",
        kill="exactly [1][C] available: the Phoenix returns")
def _(p: Patcher) -> None:
    _phoenix(p, lambda costs: costs.Cost(2, ["Fury"]))


@mutant("c9a-phoenix-from-hand", rule="383.1", area="cards",
        bug="Immortal Phoenix's 'play me from your trash' triggers from its owner's hand too",
        kill="Immortal Phoenix in hand; its owner kills a unit with a spell; no trigger",
        equivalent="triggers.check_triggers never looks at a card in a hand (nor deck, banishment, facedown): a "
                   "trigger's zones tuple naming the hand is never consulted")
def _(p: Patcher) -> None:
    _phoenix(p, lambda costs: costs.Cost(1, ["Fury"]), zones=("trash", "hand"))


# ---- Riptide Rex -------------------------------------------------------------------------------------------
@mutant("c9a-riptide-rex-five", rule="359.3", area="cards",
        bug="Riptide Rex deals 5 ('deal 6')",
        kill="Riptide Rex on an enemy unit of 6 [M]: it dies")
def _(p: Patcher) -> None:
    actions = p.module("reference_engine.actions")

    @p.wrap(f"{CARDS}.ogn.riptide_rex:RiptideRex.triggers")
    def triggers(orig: Any, self: Any, *args: Any, **kwargs: Any) -> list[Any]:
        out = orig(self, *args, **kwargs)
        go = lambda r: r.instruction(lambda: actions.deal_damage(r.game, r.target(0), 5, r.source_alias,
                                                                 by_player=r.controller), uses=(0,))
        return [dataclasses.replace(out[0], resolve=go), *out[1:]]


@mutant("c9a-riptide-rex-seven", rule="359.3", area="cards",
        bug="Riptide Rex deals 7 ('deal 6')",
        kill="Riptide Rex on an enemy unit of 7 [M]: it survives with 6 damage")
def _(p: Patcher) -> None:
    actions = p.module("reference_engine.actions")

    @p.wrap(f"{CARDS}.ogn.riptide_rex:RiptideRex.triggers")
    def triggers(orig: Any, self: Any, *args: Any, **kwargs: Any) -> list[Any]:
        out = orig(self, *args, **kwargs)
        go = lambda r: r.instruction(lambda: actions.deal_damage(r.game, r.target(0), 7, r.source_alias,
                                                                 by_player=r.controller), uses=(0,))
        return [dataclasses.replace(out[0], resolve=go), *out[1:]]


@mutant("c9a-riptide-rex-enemy-in-base", rule="383.1", area="cards",
        bug="Riptide Rex may deal its 6 to an enemy unit in base ('at a battlefield')",
        kill="Riptide Rex's trigger chooses an enemy unit in base: refused")
def _(p: Patcher) -> None:
    enemy = p.original(f"{CARDS}.ogn.riptide_rex:enemy")

    @p.wrap(f"{CARDS}.ogn.riptide_rex:RiptideRex.triggers")
    def triggers(orig: Any, self: Any, *args: Any, **kwargs: Any) -> list[Any]:
        out = orig(self, *args, **kwargs)
        spec = dataclasses.replace(out[0].targets[0], where=lambda g, o, pl, i: enemy(g, o, pl, i))
        return [dataclasses.replace(out[0], targets=[spec]), *out[1:]]


# ---- The Dreaming Tree -------------------------------------------------------------------------------------
def _tree(p: Patcher, *, friendly: bool = True, here: bool = True, once: bool = True,
          drawer: str = "chooser", friendly_to: str = "chooser") -> None:
    actions, seats = p.module("reference_engine.actions"), p.module("reference_engine.seats")

    @p.wrap(f"{CARDS}.ogn.the_dreaming_tree:TheDreamingTree.triggers")
    def triggers(orig: Any, self: Any, *args: Any, **kwargs: Any) -> list[Any]:
        out = orig(self, *args, **kwargs)

        def chose(game: Any, me: Any, ev: dict[str, Any]) -> Any:
            if ev["type"] != "choose" or not ev.get("spell") or ev["object"] not in game.aliases:
                return None
            u = game.obj(ev["object"])
            seen = me.data.setdefault("chosen_this_turn", [])
            judge = ev["player"] if friendly_to == "chooser" else me.controller
            key = ev["player"]
            if (not here or u.location == me.location) and \
                    (not friendly or seats.friendly(game, judge, u.controller)) and \
                    (not once or key not in seen):
                seen.append(key)
                return {"controller": ev["player"] if drawer == "chooser" else me.controller}
            return None

        return [dataclasses.replace(out[0], condition=chose), *out[1:]]


@mutant("c9a-tree-enemy-unit", rule="740.1", area="cards",
        bug="The Dreaming Tree draws when a player chooses an enemy unit here with a spell ('a friendly unit')",
        kill="A's spell chooses B's unit at the Tree: no draw")
def _(p: Patcher) -> None:
    _tree(p, friendly=False)


@mutant("c9a-tree-anywhere", rule="383.1", area="cards",
        bug="The Dreaming Tree draws for a friendly unit chosen with a spell anywhere ('here')",
        kill="A's spell chooses A's unit in base: no draw")
def _(p: Patcher) -> None:
    _tree(p, here=False)


@mutant("c9a-tree-every-time", rule="383.1", area="cards",
        bug="The Dreaming Tree draws every time ('for the first time each turn')",
        kill="two spells choose friendly units at the Tree in one turn: one draw")
def _(p: Patcher) -> None:
    _tree(p, once=False)


@mutant("c9a-tree-controller-draws", rule="383.1", area="cards",
        bug="The Dreaming Tree's draw goes to the battlefield's controller ('they draw 1': the choosing player)",
        kill="B chooses B's unit at A's Tree with a spell: B draws")
def _(p: Patcher) -> None:
    _tree(p, drawer="tree")


@mutant("c9a-tree-friendly-to-its-controller", rule="740.1", area="cards",
        bug="The Dreaming Tree reads 'a friendly unit' as friendly to the battlefield's controller, not to the "
            "choosing player",
        kill="B's spell chooses B's unit at A's Tree: B draws")
def _(p: Patcher) -> None:
    _tree(p, friendly_to="tree")


# ---- Yasuo, Windrider --------------------------------------------------------------------------------------
@mutant("c9a-windrider-second-move", rule="383.1", area="cards",
        bug="Yasuo, Windrider scores on the second move ('The third time')",
        kill="Yasuo moves twice: no point; a third move scores")
def _(p: Patcher) -> None:
    about_me = p.original(f"{CARDS}.ogn.yasuo_windrider:about_me")

    def c(game: Any, me: Any, ev: dict[str, Any]) -> Any:
        if about_me(game, me, ev, "move"):
            me.data["moves_this_turn"] = me.data.get("moves_this_turn", 0) + 1
            return {} if me.data["moves_this_turn"] == 2 else None
        return None

    _wrap_trigger(p, f"{CARDS}.ogn.yasuo_windrider:YasuoWindrider.triggers", condition=lambda _: c)


@mutant("c9a-windrider-fourth-move", rule="383.1", area="cards",
        bug="Yasuo, Windrider scores on the fourth move ('The third time')",
        kill="Yasuo moves three times: his controller scores 1")
def _(p: Patcher) -> None:
    about_me = p.original(f"{CARDS}.ogn.yasuo_windrider:about_me")

    def c(game: Any, me: Any, ev: dict[str, Any]) -> Any:
        if about_me(game, me, ev, "move"):
            me.data["moves_this_turn"] = me.data.get("moves_this_turn", 0) + 1
            return {} if me.data["moves_this_turn"] == 4 else None
        return None

    _wrap_trigger(p, f"{CARDS}.ogn.yasuo_windrider:YasuoWindrider.triggers", condition=lambda _: c)


@mutant("c9a-windrider-friendly-moves", rule="383.1", area="cards",
        bug="Yasuo, Windrider counts the moves of every friendly unit ('The third time I move')",
        kill="three moves of three different friendly units: no point")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ogn.yasuo_windrider:YasuoWindrider.triggers")
    def triggers(orig: Any, self: Any, *args: Any, **kwargs: Any) -> list[Any]:
        out = orig(self, *args, **kwargs)

        def c(game: Any, me: Any, ev: dict[str, Any]) -> Any:
            if ev["type"] == "move" and ev.get("object") in game.aliases \
                    and game.obj(ev["object"]).controller == me.controller:
                me.data["moves_this_turn"] = me.data.get("moves_this_turn", 0) + 1
                return {} if me.data["moves_this_turn"] == 3 else None
            return None

        return [dataclasses.replace(out[0], condition=c), *out[1:]]


@mutant("c9a-windrider-recall-counts", rule="429.1", area="cards",
        bug="Yasuo, Windrider counts being recalled as a move ('The third time I move': a recall isn't a move)",
        kill="Yasuo moves twice and is recalled: no point")
def _(p: Patcher) -> None:
    about_me = p.original(f"{CARDS}.ogn.yasuo_windrider:about_me")

    def c(game: Any, me: Any, ev: dict[str, Any]) -> Any:
        if about_me(game, me, ev, "move") or about_me(game, me, ev, "recall"):
            me.data["moves_this_turn"] = me.data.get("moves_this_turn", 0) + 1
            return {} if me.data["moves_this_turn"] == 3 else None
        return None

    _wrap_trigger(p, f"{CARDS}.ogn.yasuo_windrider:YasuoWindrider.triggers", condition=lambda _: c)


@mutant("c9a-windrider-standard-moves-only", rule="420", area="cards",
        bug="Yasuo, Windrider counts only his standard moves ('The third time I move': a move by a spell or ability "
            "counts too)",
        kill="Yasuo moves twice and a spell moves him a third time: his controller scores 1")
def _(p: Patcher) -> None:
    about_me = p.original(f"{CARDS}.ogn.yasuo_windrider:about_me")

    def c(game: Any, me: Any, ev: dict[str, Any]) -> Any:
        if about_me(game, me, ev, "move") and ev.get("standard"):
            me.data["moves_this_turn"] = me.data.get("moves_this_turn", 0) + 1
            return {} if me.data["moves_this_turn"] == 3 else None
        return None

    _wrap_trigger(p, f"{CARDS}.ogn.yasuo_windrider:YasuoWindrider.triggers", condition=lambda _: c)


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
