"""Session-9 hand-seeded hunt (helper c9a) over the card modules, continued (see :mod:`mutants.rules9_c9a`):
Counter Strike, Astral Heron, Challenge, Immortal Phoenix, Riptide Rex, The Dreaming Tree and Yasuo, Windrider."""
from __future__ import annotations

import dataclasses
from typing import Any

from mutants import Patcher, mutant
from mutants.rules9_c9a import CARDS, _wrap_trigger


# ---- Counter Strike ----------------------------------------------------------------------------------------
def _counter_strike(p: Patcher, *, used_up: bool = True, any_unit: bool = False, draw: int = 1,
                    drawer: str = "controller", duration: str = "turn") -> None:
    common = p.module(f"{CARDS}.common")

    def resolve(self: Any, r: Any) -> None:
        def prevent(game: Any, eff: Any, ev: dict[str, Any]) -> dict[str, Any]:
            if used_up:
                game.effects.remove(eff)
            return {**ev, "amount": 0}

        def applies(g: Any, e: Any, ev: dict[str, Any]) -> bool:
            return ev["type"] == "damage" and (any_unit or common.targets_obj(g, e, ev))

        r.instruction(lambda: common.replacement_effect(r.game, r.controller, r.source, r.target(0),
                                                        r.source_alias, applies, prevent, duration=duration),
                      uses=(0,))
        if draw:
            who = (lambda: r.controller) if drawer == "controller" else (lambda: r.target(0).controller
                                                                         if r.target(0) else r.controller)
            r.instruction(lambda: common.draw_cards(r, who(), draw))

    p.replace(f"{CARDS}.sfd.counter_strike:CounterStrike.resolve", resolve)


@mutant("c9a-counter-strike-follows-the-card", rule="124", area="cards",
        bug="Counter Strike's prevention follows the card after it left the board and came back (a new object, rule "
            "124): matched by card, not by object",
        kill="Counter Strike on a unit; Temporal Breach banishes it and plays it back; damage to it is dealt")
def _(p: Patcher) -> None:
    common = p.module(f"{CARDS}.common")

    def resolve(self: Any, r: Any) -> None:
        def prevent(game: Any, eff: Any, ev: dict[str, Any]) -> dict[str, Any]:
            game.effects.remove(eff)
            return {**ev, "amount": 0}

        def applies(g: Any, e: Any, ev: dict[str, Any]) -> bool:
            return ev["type"] == "damage" and e.target is not None and ev.get("target") == e.target[0]

        r.instruction(lambda: common.replacement_effect(r.game, r.controller, r.source, r.target(0),
                                                        r.source_alias, applies, prevent), uses=(0,))
        r.instruction(lambda: common.draw_cards(r, r.controller, 1))

    p.replace(f"{CARDS}.sfd.counter_strike:CounterStrike.resolve", resolve)


@mutant("c9a-counter-strike-friendly-only", rule="355.9.b", area="cards",
        bug="Counter Strike may choose only a friendly unit ('Choose a unit')",
        kill="B's Counter Strike choosing A's unit is accepted")
def _(p: Patcher) -> None:
    friendly = p.original(f"{CARDS}.common:friendly")
    targets = p.original(f"{CARDS}.sfd.counter_strike:CounterStrike.targets")
    p.replace(f"{CARDS}.sfd.counter_strike:CounterStrike.targets", [dataclasses.replace(targets[0], where=friendly)])


@mutant("c9a-counter-strike-every-time", rule="390.3", area="cards",
        bug="Counter Strike prevents all damage to the unit this turn ('The next time')",
        kill="Counter Strike; the unit is dealt damage twice; expect the second damage dealt")
def _(p: Patcher) -> None:
    _counter_strike(p, used_up=False)


@mutant("c9a-counter-strike-any-unit", rule="390.3", area="cards",
        bug="Counter Strike prevents the next damage dealt to any unit ('that unit')",
        kill="Counter Strike on one unit; another unit is dealt damage first; expect it damaged")
def _(p: Patcher) -> None:
    _counter_strike(p, any_unit=True)


@mutant("c9a-counter-strike-no-draw", rule="359.3", area="cards",
        bug="Counter Strike does not draw ('Draw 1')",
        kill="Counter Strike; expect its controller's hand one card larger")
def _(p: Patcher) -> None:
    _counter_strike(p, draw=0)


@mutant("c9a-counter-strike-unit-controller-draws", rule="359.3", area="cards",
        bug="Counter Strike's 'Draw 1' is drawn by the chosen unit's controller",
        kill="A's Counter Strike on B's unit; expect A draws, B does not")
def _(p: Patcher) -> None:
    _counter_strike(p, drawer="unit")


@mutant("c9a-counter-strike-beyond-the-turn", rule="391", area="cards",
        bug="Counter Strike's prevention, unused, lasts into later turns ('The next time ... this turn')",
        kill="Counter Strike on a unit dealt no damage this turn; on the next turn it is dealt damage: dealt")
def _(p: Patcher) -> None:
    _counter_strike(p, duration="permanent")


# ---- Astral Heron ------------------------------------------------------------------------------------------
def _heron(p: Patcher, *, energy: int = 2, power: int = 2, only: str | None = None) -> None:
    costs = p.module("reference_engine.costs")

    @p.wrap(f"{CARDS}.ven.astral_heron:AstralHeron.triggers")
    def triggers(orig: Any, self: Any, *args: Any, **kwargs: Any) -> list[Any]:
        out = orig(self, *args, **kwargs)
        go = out[0].resolve

        def discount(r: Any) -> None:
            before = list(r.game.effects)
            go(r)
            for eff in r.game.effects:
                if eff in before or eff.kind != "cost":
                    continue

                def apply(game: Any, e: Any, item: Any, cost: Any) -> Any:
                    pw = list(cost.power)
                    for _ in range(power):
                        if only is not None and only in pw:
                            pw.remove(only)
                        elif only is None and pw:
                            pw.pop()
                    return costs.Cost(max(0, cost.energy - energy), pw)

                eff.data["apply"] = apply

        return [dataclasses.replace(out[0], resolve=discount), *out[1:]]


@mutant("c9a-heron-energy-only", rule="356.4", area="cards",
        bug="Astral Heron's discount takes off [2] but no power ('costs [2][A][A] less')",
        kill="the next card's power cost reduced by two")
def _(p: Patcher) -> None:
    _heron(p, power=0)


@mutant("c9a-heron-one-power", rule="356.4", area="cards",
        bug="Astral Heron's discount takes off [2][A] ('[2][A][A]': two power)",
        kill="the next card costs [2][A][A] less: a card with two power costs no power")
def _(p: Patcher) -> None:
    _heron(p, power=1)


@mutant("c9a-heron-power-only", rule="356.4", area="cards",
        bug="Astral Heron's discount takes off [A][A] but no energy",
        kill="the next card's energy cost reduced by 2")
def _(p: Patcher) -> None:
    _heron(p, energy=0)


@mutant("c9a-heron-own-domain-power", rule="356.4", area="cards",
        bug="Astral Heron's '[A][A]' takes off only Calm power (its own domain) - [A] is power of any domain",
        kill="the next card costs [2] and two Mind power: it costs nothing")
def _(p: Patcher) -> None:
    _heron(p, only="Calm")


@mutant("c9a-heron-three-energy", rule="356.4", area="cards",
        bug="Astral Heron's discount takes off [3][A][A] ('[2][A][A]')",
        kill="the next card costs [3]: it costs [1] after the discount")
def _(p: Patcher) -> None:
    _heron(p, energy=3)


@mutant("c9a-heron-in-base", rule="383.3", area="cards",
        bug="Astral Heron's 'if I'm at a battlefield' is ignored: a Heron in base discounts too",
        kill="Astral Heron in base; the first card of the turn; expect the next card at full cost")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ven.astral_heron:AstralHeron.triggers")
    def triggers(orig: Any, self: Any, *args: Any, **kwargs: Any) -> list[Any]:
        out = orig(self, *args, **kwargs)
        cond, go = out[0].condition, out[0].resolve

        def anywhere(game: Any, me: Any, ev: dict[str, Any]) -> Any:
            game.is_bf = lambda loc: True
            try:
                return cond(game, me, ev)
            finally:
                if "is_bf" in vars(game):
                    del game.is_bf

        def resolve(r: Any) -> None:
            r.game.is_bf = lambda loc: True
            try:
                go(r)
            finally:
                if "is_bf" in vars(r.game):
                    del r.game.is_bf

        return [dataclasses.replace(out[0], condition=anywhere, resolve=resolve), *out[1:]]


@mutant("c9a-heron-if-on-resolution-only", rule="383.3.e", area="cards",
        bug="Astral Heron's 'if I'm at a battlefield' is checked only as the trigger resolves: a Heron in base "
            "triggers on the first card (and then gives nothing)",
        kill="Astral Heron in base; A's first card of the turn: no Heron trigger")
def _(p: Patcher) -> None:
    def first(game: Any, me: Any, ev: dict[str, Any]) -> Any:
        if ev["type"] == "resolve" and ev.get("card") and ev.get("player") == me.controller \
                and game.players[me.controller].resolved_this_turn == 1:
            return {}
        return None

    _wrap_trigger(p, f"{CARDS}.ven.astral_heron:AstralHeron.triggers", condition=lambda cond: first)


@mutant("c9a-heron-any-players-first-card", rule="383.1", area="cards",
        bug="Astral Heron triggers on any player's first card each turn ('When you play your first card')",
        kill="B's first card of the turn (a reaction on A's turn) before A's: no Heron trigger for A")
def _(p: Patcher) -> None:
    def first(game: Any, me: Any, ev: dict[str, Any]) -> Any:
        if ev["type"] == "resolve" and ev.get("card") and ev.get("player") in game.players \
                and game.is_bf(me.location) and game.players[ev["player"]].resolved_this_turn == 1:
            return {}
        return None

    _wrap_trigger(p, f"{CARDS}.ven.astral_heron:AstralHeron.triggers", condition=lambda cond: first)


@mutant("c9a-heron-discount-kept", rule="391", area="cards",
        bug="Astral Heron's pending discount, unused, is kept into later turns ('the next card you play this turn')",
        kill="the Heron's discount pends at the end of A's turn; A's first card of A's next turn at full cost")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ven.astral_heron:AstralHeron.triggers")
    def triggers(orig: Any, self: Any, *args: Any, **kwargs: Any) -> list[Any]:
        out = orig(self, *args, **kwargs)
        go = out[0].resolve

        def discount(r: Any) -> None:
            before = list(r.game.effects)
            go(r)
            for eff in r.game.effects:
                if eff not in before and eff.kind == "cost":
                    eff.duration = "permanent"

        return [dataclasses.replace(out[0], resolve=discount), *out[1:]]


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
    seats = p.module("reference_engine.seats")

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
