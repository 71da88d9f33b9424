"""Mutants for the Core Rules concepts of the 100s (core-depth session 6): the [C] power symbol of a card with one
domain, several or none (134.1, 135.2.e.6-135.2.e.6.b), the domain shorthands (134.2), and the granted text of an
attached card (135.4.b)."""
from __future__ import annotations

from typing import Any

from mutants import Patcher, mutant

COSTS = "reference_engine.costs"
TRIG = "reference_engine.triggers"


@mutant("c-symbol-first-domain", rule="135.2.e.6.b", area="costs",
        bug="[C] on a card with several domains is its first domain, and on a domainless card Fury, instead of [A]",
        kill="rule-135-2-e-6-b-c-without-one-domain-is-a: a two-domain gear's Equip [C] paid with Calm power is rejected")
def _(p: Patcher) -> None:
    @p.wrap(f"{COSTS}:parse")
    def parse(orig: Any, symbols: Any, card_domains: Any, *args: Any, **kwargs: Any) -> Any:
        return orig(symbols, list(card_domains)[:1] or ["Fury"], *args, **kwargs)


@mutant("c-symbol-any-domain", rule="135.2.e.6", area="costs",
        bug="[C] is always read as [A]: any power pays a single-domain card's [C]",
        kill="rule-134-1-c-is-the-cards-own-domain: a Fury gear's Equip [C] is paid with Calm (listed first)")
def _(p: Patcher) -> None:
    @p.wrap(f"{COSTS}:parse")
    def parse(orig: Any, symbols: Any, *args: Any, **kwargs: Any) -> Any:
        return orig(symbols.replace("[C]", "[A]"), *args, **kwargs)


@mutant("domain-shorthands-mixed-up", rule="134.2", area="costs",
        bug="[B] is read as Body and [O] as Order (blue Mind and orange Body confused)",
        kill="rule-134-2-domain-shorthands: Equip [B] takes the Body power, not the Mind one")
def _(p: Patcher) -> None:
    letters = p.original(f"{COSTS}:LETTERS")
    p.replace(f"{COSTS}:LETTERS", {**letters, "B": "Body", "O": "Order"})


@mutant("attached-granted-keyword-inactive", rule="135.4.b", area="triggers",
        bug="a keyword granted to an attached card does not trigger (all of an attached card's text is inactive)",
        kill="rule-135-4-b-granted-text-active-while-attached: the gear given [Temporary] survives A's beginning phase")
def _(p: Patcher) -> None:
    @p.wrap(f"{TRIG}:keyword_triggers")
    def keyword_triggers(orig: Any, game: Any, o: Any, granted_only: bool = False, *args: Any, **kwargs: Any) -> Any:
        return [] if granted_only else orig(game, o, granted_only, *args, **kwargs)
