"""Keyword mutants (rules 805-826): each breaks one keyword the reference engine implements. The keywords
issue 10 added to the engine (Backline, Hunt, Level, Ambush, Quick-Draw, the generic Deathknell, ...) have
their mutants in :mod:`mutants.keywords_rules`."""
from __future__ import annotations

from typing import Any

from mutants import Patcher, mutant

CHAIN = "reference_engine.chain"
COSTS = "reference_engine.costs"
COMBAT = "reference_engine.combat"
LAYERS = "reference_engine.layers"
MOVE = "reference_engine.movement"
TRIG = "reference_engine.triggers"


def _kw_test(p: Patcher, target: str, keyword: str, value: bool) -> None:
    """``has_keyword`` as one module sees it, with ``keyword`` forced to ``value``."""
    @p.wrap(target, everywhere=False)
    def has_keyword(orig: Any, game: Any, o: Any, name: str) -> bool:
        return value if name == keyword else orig(game, o, name)


def _bonus_also_when(p: Patcher, keyword: str, applies: Any) -> None:
    """A keyword's Might bonus (Assault X, Shield X) also counted when ``applies(o)`` — a designation or
    place where the keyword gives nothing."""
    keyword_value = p.original(f"{LAYERS}:keyword_value")

    @p.wrap(f"{LAYERS}:might")
    def might(orig: Any, game: Any, o: Any) -> Any:
        m = orig(game, o)
        if m is not None and o.zone == "board" and applies(o):
            m += keyword_value(game, o, keyword)
        return m


def _value_ignored(p: Patcher, keyword: str) -> None:
    """A valued keyword counted as 1 per instance, whatever its value (``Shield 3`` as ``Shield``)."""
    keywords = p.original(f"{LAYERS}:keywords")

    @p.wrap(f"{LAYERS}:keyword_value")
    def keyword_value(orig: Any, game: Any, o: Any, name: str) -> int:
        if name != keyword:
            return orig(game, o, name)
        return sum(1 for k in keywords(game, o) if k == name or k.startswith(name + " "))


# ---- combat keywords ----------------------------------------------------------------------------
@mutant("tank-ignored-in-assignment", rule="815.1.b", area="keywords", keyword="Tank",
        bug="Tank is ignored when combat damage is assigned",
        kill="two defenders, one with Tank, and damage enough for one; expect the Tank unit assigned lethal first")
def _(p: Patcher) -> None:
    _kw_test(p, f"{COMBAT}:has_keyword", "Tank", False)


@mutant("assault-on-defenders", rule="807.1.c", area="keywords", keyword="Assault",
        bug="Assault also gives its Might bonus while the unit is a defender",
        kill="a defender with Assault; expect its printed Might during the combat")
def _(p: Patcher) -> None:
    _bonus_also_when(p, "Assault", lambda o: o.defender)


@mutant("assault-value-ignored", rule="807.1.b.2", area="keywords", keyword="Assault",
        bug="Assault gives +1 whatever its value (Assault 3 counted as Assault)",
        kill="an attacker with Assault 2; expect its Might +2 while attacking")
def _(p: Patcher) -> None:
    _value_ignored(p, "Assault")


@mutant("assault-outside-combat", rule="807.1.d.1", area="keywords", keyword="Assault",
        bug="Assault's bonus applies whenever the unit is at a battlefield, not only while it is an attacker",
        kill="a unit with Assault at a battlefield outside combat (or a defender); expect its printed Might")
def _(p: Patcher) -> None:
    _bonus_also_when(p, "Assault", lambda o: not o.attacker and o.location not in (None, "base"))


@mutant("shield-on-attackers", rule="814.1.c", area="keywords", keyword="Shield",
        bug="Shield also gives its Might bonus while the unit is an attacker",
        kill="an attacker with Shield; expect its printed Might during the combat (and a defender with Shield +X)")
def _(p: Patcher) -> None:
    _bonus_also_when(p, "Shield", lambda o: o.attacker)


@mutant("shield-value-ignored", rule="814.1.b.2", area="keywords", keyword="Shield",
        bug="Shield gives +1 whatever its value (Shield 3 counted as Shield)",
        kill="a defender with Shield 2; expect its Might +2 while defending")
def _(p: Patcher) -> None:
    _value_ignored(p, "Shield")


# ---- Deflect ------------------------------------------------------------------------------------
@mutant("deflect-once-per-unit", rule="809.1.c", area="keywords", keyword="Deflect",
        bug="Deflect is charged once per unit chosen, not once for each time it is chosen",
        kill="a spell that chooses the same Deflect unit twice (Icathian Rain); expect the Deflect cost twice")
def _(p: Patcher) -> None:
    @p.wrap(f"{COSTS}:deflect_cost")
    def deflect_cost(orig: Any, game: Any, player: str, item: Any) -> Any:
        targets, unique = item.targets, []
        for t in targets:
            if t not in unique:
                unique.append(t)
        item.targets = unique
        try:
            return orig(game, player, item)
        finally:
            item.targets = targets


@mutant("deflect-own-units", rule="809.1.c", area="keywords", keyword="Deflect",
        bug="Deflect also taxes its controller's own spells that choose it",
        kill="a player chooses their own Deflect unit with a spell paid exactly; expect it accepted")
def _(p: Patcher) -> None:
    @p.wrap(f"{COSTS}:deflect_cost")
    def deflect_cost(orig: Any, game: Any, player: str, item: Any) -> Any:
        return orig(game, None, item)


# ---- Ganking ------------------------------------------------------------------------------------
@mutant("ganking-not-required", rule="810.1.b", area="keywords", keyword="Ganking",
        bug="any unit can make a standard move from a battlefield to another battlefield",
        kill="a unit without Ganking moves from bf1 to bf2: rejected; with Ganking: accepted")
def _(p: Patcher) -> None:
    _kw_test(p, f"{MOVE}:has_keyword", "Ganking", True)


@mutant("ganking-ignored", rule="810.1.b", area="keywords", keyword="Ganking",
        bug="a unit with Ganking can't move from battlefield to battlefield",
        kill="a unit with Ganking moves from bf1 to bf2; expect it accepted")
def _(p: Patcher) -> None:
    _kw_test(p, f"{MOVE}:has_keyword", "Ganking", False)


# ---- Legion (played = finalized) ------------------------------------------------------------------
@mutant("legion-counts-resolved-cards", rule="812.1.c", area="keywords", keyword="Legion",
        bug="Legion checks cards played and resolved, not cards finalized (a countered card does not count)",
        kill="a card is finalized and countered; then a Legion card; expect its Legion active")
def _(p: Patcher) -> None:
    @p.wrap(f"{CHAIN}:finalize")
    def finalize(orig: Any, game: Any, item: Any) -> None:
        played = game.players[item.controller].played_this_turn
        before = len(played)
        orig(game, item)
        if item.kind == "card" and len(played) > before:
            item.data["_played_record"] = played.pop()

    def record(game: Any, item: Any) -> None:
        rec = item.data.pop("_played_record", None)
        if rec is not None:
            game.players[item.controller].played_this_turn.append(rec)

    @p.wrap(f"{CHAIN}:enter_board")
    def enter_board(orig: Any, game: Any, item: Any) -> None:
        orig(game, item)
        record(game, item)

    @p.wrap(f"{CHAIN}:resolve_top")
    def resolve_top(orig: Any, game: Any) -> None:
        item = game.chain[-1]
        if item.kind == "card":
            record(game, item)  # counted as it resolves: before its own Legion check, after no counter
        orig(game)


@mutant("legion-counts-itself", rule="812.1.b.1", area="keywords", keyword="Legion",
        bug="Legion is satisfied by playing the Legion card itself (not 'another card')",
        kill="play a Legion card as the first card of the turn; expect its Legion text inactive")
def _(p: Patcher) -> None:
    @p.wrap(f"{CHAIN}:finalize")
    def finalize(orig: Any, game: Any, item: Any) -> None:
        played = game.players[item.controller].played_this_turn
        before = len(played)
        orig(game, item)
        if len(played) > before:
            played[-1] = {**played[-1], "uid": None}  # no longer recognisable as the card itself


# ---- Accelerate ---------------------------------------------------------------------------------
@mutant("accelerate-still-exhausted", rule="805.1.a", area="keywords", keyword="Accelerate",
        bug="a unit played with its Accelerate cost paid still enters exhausted",
        kill="play a unit with Accelerate paying it; expect it ready")
def _(p: Patcher) -> None:
    @p.wrap(f"{CHAIN}:enter_board")
    def enter_board(orig: Any, game: Any, item: Any) -> None:
        orig(game, item)
        if item.data.get("accelerated"):
            game.objects[item.source].exhausted = True


@mutant("accelerate-free", rule="805.1.a", area="keywords", keyword="Accelerate",
        bug="paying Accelerate costs nothing extra",
        kill="a player with exactly the unit's cost plays it with Accelerate: rejected (or the pool shows [1] and "
             "a power spent)")
def _(p: Patcher) -> None:
    cost = p.original("reference_engine.costs:Cost")
    p.replace("reference_engine.costs:accelerate_cost", lambda card_domains: cost())


@mutant("accelerate-is-a-ready", rule="805.6.a", area="keywords", keyword="Accelerate",
        bug="Accelerate readies the unit as it enters, so a 'can't ready' restriction keeps it exhausted",
        kill="an opponent's Mageseeker Warden at a battlefield; play a unit paying Accelerate; expect it ready")
def _(p: Patcher) -> None:
    forbidden = p.original("reference_engine.actions:forbidden")

    @p.wrap(f"{CHAIN}:enter_board")
    def enter_board(orig: Any, game: Any, item: Any) -> None:
        orig(game, item)
        o = game.objects[item.source]
        if item.data.get("accelerated") and forbidden(game, "ready", obj=o):
            o.exhausted = True


@mutant("accelerate-payable-on-board", rule="805.2.a", area="keywords", keyword="Accelerate",
        bug="an exhausted unit with Accelerate on the board can pay its Accelerate cost to ready itself",
        kill="play a unit with Accelerate without paying it; activating it on the board is rejected")
def _(p: Patcher) -> None:
    accelerate_cost = p.original("reference_engine.costs:accelerate_cost")
    pay = p.original("reference_engine.costs:pay")
    has_printed_keyword = p.original("reference_engine.behaviour:has_printed_keyword")
    domains = p.original("reference_engine.behaviour:domains")

    @p.wrap(f"{CHAIN}:activate")
    def activate(orig: Any, game: Any, player: str, step: dict[str, Any], *args: Any, **kwargs: Any) -> None:
        o = game.obj(step["activate"])
        if (o.zone == "board" and o.exhausted and o.controller == player and int(step.get("ability", 0)) == 0
                and has_printed_keyword(o, "Accelerate")):
            pay(game, player, accelerate_cost(domains(o)))
            o.exhausted = False
            return
        orig(game, player, step, *args, **kwargs)


# ---- Hidden -------------------------------------------------------------------------------------
@mutant("hidden-playable-same-turn", rule="811.1.b", area="keywords", keyword="Hidden",
        bug="a hidden card can be played from facedown the turn it was hidden",
        kill="hide a card, then play it in the same turn: rejected; next turn: accepted")
def _(p: Patcher) -> None:
    @p.wrap(f"{CHAIN}:play")
    def play(orig: Any, game: Any, player: str, step: dict[str, Any]) -> None:
        alias = step.get("play")
        if alias in game.aliases:
            game.obj(alias).data.pop("hidden_turn", None)
        orig(game, player, step)


@mutant("hidden-free", rule="811.1.b", area="keywords", keyword="Hidden",
        bug="hiding a card costs nothing (the [A] is not paid)",
        kill="hide a card with exactly one power in the pool; expect the pool's power spent (or hiding with none "
             "rejected)")
def _(p: Patcher) -> None:
    p.replace(f"{MOVE}:pay", lambda game, player, cost: None, everywhere=False)


@mutant("hidden-any-card", rule="811.1.b", area="keywords", keyword="Hidden",
        bug="any card in hand can be hidden, not only one with Hidden (hiding is the keyword's own permission)",
        kill="hide a spell without Hidden at a battlefield you control: rejected; one with Hidden: accepted")
def _(p: Patcher) -> None:
    p.replace(f"{MOVE}:has_printed_keyword", lambda o, name: True, everywhere=False)


@mutant("hidden-two-at-one-battlefield", rule="811.1.b", area="keywords", keyword="Hidden",
        bug="a second card can be hidden at a battlefield that already has a facedown card",
        kill="hide a card at a battlefield with a facedown card: rejected; at another: accepted")
def _(p: Patcher) -> None:
    @p.wrap(f"{MOVE}:hide")
    def hide(orig: Any, game: Any, player: str, alias: str, at: str, *args: Any, **kwargs: Any) -> None:
        there = [o for o in game.objects.values() if o.zone == "facedown" and o.location == at]
        for o in there:
            o.location = None
        try:
            orig(game, player, alias, at, *args, **kwargs)
        finally:
            for o in there:
                o.location = at


@mutant("hidden-targets-anywhere", rule="811.1.d.2", area="keywords", keyword="Hidden",
        bug="a card played from facedown may choose targets anywhere, not only at its battlefield",
        kill="play a hidden spell choosing a unit at another battlefield: rejected; one there: accepted")
def _(p: Patcher) -> None:
    @p.wrap("reference_engine.instructions:choice_legal")
    def choice_legal(orig: Any, game: Any, spec: Any, value: Any, chooser: str, item: Any) -> bool:
        hidden = item.data.get("hidden_at") if item is not None else None
        if not hidden:
            return orig(game, spec, value, chooser, item)
        item.data["hidden_at"] = None
        try:
            return orig(game, spec, value, chooser, item)
        finally:
            item.data["hidden_at"] = hidden


# ---- Temporary ----------------------------------------------------------------------------------
@mutant("temporary-any-beginning-phase", rule="816.1.c", area="keywords", keyword="Temporary",
        bug="Temporary kills its permanent at the start of any player's beginning phase",
        kill="the non-turn player's Temporary unit; advance through the turn player's beginning phase; expect it "
             "alive")
def _(p: Patcher) -> None:
    @p.wrap(f"{TRIG}:keyword_triggers")
    def keyword_triggers(orig: Any, game: Any, o: Any, *args: Any, **kwargs: Any) -> list[Any]:
        out = orig(game, o, *args, **kwargs)
        for t in out:
            if t.text == "[Temporary]":
                t.condition = lambda game, me, ev: {} if ev["type"] == "beginning" else None
        return out


@mutant("temporary-after-scoring", rule="816.1.b", area="keywords", keyword="Temporary",
        bug="Temporary's kill resolves after the beginning phase's hold scoring, not before it",
        kill="a Temporary unit alone at a battlefield its controller holds; expect no hold score (it dies first)")
def _(p: Patcher) -> None:
    turn = p.module("reference_engine.turn")

    @p.wrap("reference_engine.turn:enter_phase")
    def enter_phase(orig: Any, game: Any) -> None:
        orig(game)
        if game.phase == "beginning":
            game.held_scored = True
            turn.score_holds(game)


# ---- Repeat -------------------------------------------------------------------------------------
@mutant("repeat-paid-not-repeated", rule="820.1.d", area="keywords", keyword="Repeat",
        bug="a spell whose Repeat cost was paid executes its instructions only once",
        kill="play a Repeat spell paying Repeat; expect its effect twice")
def _(p: Patcher) -> None:
    @p.wrap(f"{CHAIN}:resolve_top")
    def resolve_top(orig: Any, game: Any) -> None:
        if game.chain:
            game.chain[-1].data["repeat"] = 0
        orig(game)


@mutant("repeat-instance-paid-twice", rule="820.1.c.3", area="keywords", keyword="Repeat",
        bug="one Repeat instance can be paid several times",
        kill="play a spell with one Repeat paying repeat: 2; expect it rejected")
def _(p: Patcher) -> None:
    costs = p.module("reference_engine.costs")

    @p.wrap(f"{COSTS}:repeat_cost")
    def repeat_cost(orig: Any, game: Any, player: str, o: Any, item: Any, *args: Any, **kwargs: Any) -> Any:
        paid = int(item.data.get("repeat", 0) or 0)
        if paid <= 1:
            return orig(game, player, o, item, *args, **kwargs)
        item.data["repeat"] = 1
        try:
            once = orig(game, player, o, item, *args, **kwargs)
        finally:
            item.data["repeat"] = paid
        total = costs.Cost()
        for _ in range(paid):
            total = total + once
        return total


# ---- Vision, Equip, Weaponmaster ----------------------------------------------------------------
@mutant("vision-recycles-without-asking", rule="817.1.b", area="keywords", keyword="Vision",
        bug="Vision (predict) recycles the top card without asking: 'you may' made mandatory",
        kill="play a unit with Vision; expect a may decision and, answered no, the top card kept")
def _(p: Patcher) -> None:
    recycle = p.original("reference_engine.actions:recycle")

    @p.wrap("reference_engine.actions:predict")
    def predict(orig: Any, game: Any, player: str, source: Any = None, *args: Any, **kwargs: Any) -> None:
        pl = game.players[player]
        if pl.deck:
            recycle(game, game.objects[pl.deck[0]], source)


@mutant("equip-any-unit", rule="818.1.c.2", area="keywords", keyword="Equip",
        bug="Equip can attach the gear to a unit its controller does not control",
        kill="activate Equip choosing an enemy unit: rejected; a friendly unit: accepted")
def _(p: Patcher) -> None:
    @p.wrap(f"{CHAIN}:all_activated")
    def all_activated(orig: Any, game: Any, o: Any) -> list[Any]:
        out = orig(game, o)
        for ab in out:
            if ab.text == "[Equip]":
                ab.targets = [type(t)(t.kind, None, t.optional, t.text, t.targets) for t in ab.targets]
        return out


@mutant("weaponmaster-no-discount", rule="821.1.c", area="keywords", keyword="Weaponmaster",
        bug="Weaponmaster pays the full Equip cost (not reduced by [A])",
        kill="play a Weaponmaster unit with exactly the reduced Equip cost available; expect the gear attached")
def _(p: Patcher) -> None:
    costs = p.module("reference_engine.costs")
    _weaponmaster_pays(p, lambda c: None if c is None else costs.Cost(c.energy, list(c.power) + ["A"]))


def _weaponmaster_pays(p: Patcher, change: Any) -> None:
    """While Weaponmaster's trigger resolves, the Equip cost it reads is ``change(cost)``."""
    costs = p.module("reference_engine.costs")

    @p.wrap(f"{TRIG}:_weaponmaster")
    def weaponmaster(orig: Any) -> Any:
        trig = orig()
        go = trig.resolve

        def changed_cost(r: Any) -> None:
            keyword_cost = costs.keyword_cost
            costs.keyword_cost = lambda o, k: change(keyword_cost(o, k))
            try:
                go(r)
            finally:
                costs.keyword_cost = keyword_cost
        trig.resolve = changed_cost
        return trig


# ---- Action and Reaction timing -------------------------------------------------------------------
@mutant("action-any-time", rule="806.1.c.1", area="keywords", keyword="Action",
        bug="an Action card can be played in any open state, also in the opponent's neutral turn",
        kill="in A's action phase outside a showdown, B tries to play an Action spell: rejected")
def _(p: Patcher) -> None:
    printed = p.original("reference_engine.behaviour:printed_keywords")

    @p.wrap(f"{CHAIN}:timing_ok")
    def timing_ok(orig: Any, game: Any, player: str, o: Any, *args: Any, **kwargs: Any) -> Any:
        if not game.chain and "Action" in printed(o) + [k for k, _ in o.granted]:
            return None
        return orig(game, player, o, *args, **kwargs)


@mutant("reaction-not-in-closed-state", rule="813.1.c.1", area="keywords", keyword="Reaction",
        bug="a Reaction card can't be played while the chain is open (Reaction treated as Action)",
        kill="B responds to A's spell with a Reaction spell; expect it accepted and resolving first")
def _(p: Patcher) -> None:
    @p.wrap(f"{CHAIN}:timing_ok")
    def timing_ok(orig: Any, game: Any, player: str, o: Any, reaction: bool = False, *args: Any,
                  **kwargs: Any) -> Any:
        if game.chain and not reaction and game.priority == player:
            return "only Reactions can be played while the chain is open"
        return orig(game, player, o, reaction, *args, **kwargs)


@mutant("weaponmaster-removes-every-a", rule="821.1.c", area="keywords", keyword="Weaponmaster",
        bug="Weaponmaster reduces the Equip cost by every [A] in it, not by one [A]",
        kill="rule-821-1-c-reduced-by-one-a-only: Equip [1][A][A] with Weaponmaster; expect one power paid")
def _(p: Patcher) -> None:
    costs = p.module("reference_engine.costs")

    def one_a_left(c: Any) -> Any:
        if c is None or "A" not in c.power:
            return c
        return costs.Cost(c.energy, [x for x in c.power if x != "A"] + ["A"])
    _weaponmaster_pays(p, one_a_left)
