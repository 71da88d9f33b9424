"""Mutants of the session-7 coverage-guided sweep over the rules modules (``reference_engine/*.py``, not the
cards): each is a survivor of the generated single-point mutations that a new case now kills."""
from __future__ import annotations

from typing import Any

from mutants import Patcher, mutant

COMBAT = "reference_engine.combat"


@mutant("showdown-close-heals-without-combat", rule="466.1.a.1", area="showdowns",
        bug="every showdown that closes heals all units, as if a combat cleanup followed it (not only combats)",
        kill="rule-466-1-a-1-showdown-without-combat-heals-nothing: damaged units keep their damage after a "
             "showdown at an empty battlefield")
def _(p: Patcher) -> None:
    @p.wrap(f"{COMBAT}:close")
    def close(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        actions = p.module("reference_engine.actions")
        sd = game.showdown
        if sd is not None and not sd.combat:
            for u in game.units():
                actions.heal(game, u)
        return orig(game, *args, **kwargs)


@mutant("open-state-combat-by-owners", rule="459.1", area="attacker and defender",
        bug="in a showdown open state, a combat opens only when cards of two owners (not units of two opposing "
            "controllers) are at the showdown's battlefield",
        kill="rule-459-1-showdown-becomes-a-combat-by-controllers-not-owners: A's unit owned by B joins B's "
             "showdown; a combat opens")
def _(p: Patcher) -> None:
    @p.wrap(f"{COMBAT}:become_combat")
    def become_combat(orig: Any, game: Any, b: Any, *args: Any, **kwargs: Any) -> Any:
        if len({u.owner for u in game.units(b.alias)}) < 2:
            return None
        return orig(game, b, *args, **kwargs)


@mutant("turn-resolved-count-kept", rule="317.2", area="turn phases",
        bug="the count of cards a player resolved this turn is not reset when a new turn begins",
        kill="cost-astral-heron-next-card-variant-m7-first-card-again-on-the-next-turn: the Heron triggers on the "
             "first card of A's next turn too")
def _(p: Patcher) -> None:
    @p.wrap("reference_engine.turn:next_phase")
    def next_phase(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        kept = {name: pl.resolved_this_turn for name, pl in game.players.items()}
        orig(game, *args, **kwargs)
        if game.phase == "awaken":
            for name, n in kept.items():
                game.players[name].resolved_this_turn = n


@mutant("rune-recycle-ready-before-exhausted", rule="163.2", area="runes and pools",
        bug="when a cost needs runes to use both abilities, the power is paid by recycling runes in listed order, "
            "a ready one before the rune already exhausted",
        kill="rule-163-2-rune-exhausted-for-energy-is-the-one-recycled: [1][R][R] from three Fury runes (one "
             "exhausted) leaves a ready rune for the next [1] card")
def _(p: Patcher) -> None:
    @p.wrap("reference_engine.costs:_plan_with")
    def _plan_with(orig: Any, game: Any, player: str, cost: Any, energy_first: bool, *args: Any, **kwargs: Any) -> Any:
        if not energy_first:
            return orig(game, player, cost, energy_first, *args, **kwargs)
        plan = orig(game, player, cost, energy_first, *args, **kwargs)
        # re-pick each recycled rune: the first non-recycled rune of its domain in listed order
        runes = game.players[player].runes
        recycled: set[int] = set()
        out = []
        for kind, key in plan:
            if kind == "rune-recycle":
                dom = runes[key]["domain"]
                key = next(i for i, r in enumerate(runes) if i not in recycled and r["domain"] == dom
                           and not r.get("recycled"))
                recycled.add(key)
            out.append((kind, key))
        return out


@mutant("ambush-where-you-own-units", rule="822.1.b", area="keywords", keyword="Ambush",
        bug="Ambush permits a battlefield where the player owns units (not where they control units)",
        kill="rule-822-1-b-ambush-where-you-control-units-not-own-them: B's Ambush unit goes to bf1 (A's card B "
             "controls), not to bf2 (B's card A controls)")
def _(p: Patcher) -> None:
    @p.wrap("reference_engine.keywords:ambush_permits")
    def ambush_permits(orig: Any, game: Any, o: Any, player: str, dest: Any, *args: Any, **kwargs: Any) -> Any:
        if not orig(game, o, player, dest, *args, **kwargs) and not game.is_bf(dest):
            return False
        kws = p.module("reference_engine.keywords")
        if "Ambush" not in kws.timing_keywords(game, o):
            return False
        return any(u.owner == player for u in game.units(dest))


@mutant("action-in-any-phase-of-your-turn", rule="806.2", area="play timing",
        bug="a card with Action may be played in any phase of its controller's turn with the chain empty (not only "
            "in the main phase or a showdown)",
        kill="rule-806-2-action-spell-not-in-the-draw-phase: A's Action spell is rejected in A's draw phase")
def _(p: Patcher) -> None:
    @p.wrap("reference_engine.chain:timing_ok")
    def timing_ok(orig: Any, game: Any, player: str, o: Any, *args: Any, **kwargs: Any) -> Any:
        kws = p.module("reference_engine.keywords")
        if (not game.chain and game.active == player and game.priority == player
                and "Action" in kws.timing_keywords(game, o)):
            return None
        return orig(game, player, o, *args, **kwargs)


@mutant("ability-in-any-phase-of-your-turn", rule="150.2", area="play timing",
        bug="an activated ability (a gear's Equip) may be used in any phase of its controller's turn in an open "
            "state, not only in the main phase",
        kill="rule-150-2-gear-ability-only-in-the-main-phase: A's Equip is rejected in A's draw phase")
def _(p: Patcher) -> None:
    @p.wrap("reference_engine.chain:ability_timing")
    def ability_timing(orig: Any, game: Any, player: str, *args: Any, **kwargs: Any) -> Any:
        why = orig(game, player, *args, **kwargs)
        if why and game.active == player and not game.chain and game.showdown is None:
            return None
        return why


@mutant("effect-actions-lose-their-source", rule="411.5.a", area="game actions",
        bug="a banish, exhaust, stun or buff an effect performs is attributed to nothing (its event has no source)",
        kill="rule-411-5-a-the-spell-is-the-source-of-its-game-actions: the spell is the source of the banish, "
             "exhaust, stun and buff events")
def _(p: Patcher) -> None:
    for name in ("banish", "exhaust", "stun", "buff"):
        def wrapper(orig: Any, game: Any, o: Any, source: Any = None, *args: Any, **kwargs: Any) -> Any:
            return orig(game, o, None, *args, **kwargs)
        p.wrap(f"reference_engine.actions:{name}")(wrapper)
