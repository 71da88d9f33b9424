"""Mutants found by the second-pass mutation hunt over chain, actions, keywords, instructions, choices and costs
(dropped operands, swapped arithmetic, changed constant names and sort keys) that no case caught: an optional
additional cost paid although not chosen (356.2.b.1 [R3]), "Discard 2" choosing only the first card (422.1.a
[R3]), a facedown card playable by the opponent of the player who hid it (811.1.b [R4]), Hunt triggering on a
hold of another battlefield (823.1.c.1 [R3]), Deflect's any-domain power paid before the spell's own domain
(809.1.c.1 [R4]; the older Deflect case kills it too) and a card without Action played outside the main phase
(316.2.a [R3]); and Accelerate charged for a unit without it (805.2 [R4])."""
from __future__ import annotations

from typing import Any

from mutants import Patcher, mutant

CHAIN = "reference_engine.chain"
ACTIONS = "reference_engine.actions"
KEYWORDS = "reference_engine.keywords"
COSTS = "reference_engine.costs"


@mutant("optional-additional-cost-always-paid", rule="356.2.b.1", area="costs",
        bug="a card's own optional additional cost (\"You may pay ... as an additional cost to play me\") is paid "
            "(and counts as paid) even when the player did not choose to pay it",
        kill="rule-356-2-b-1-optional-additional-cost-paid-only-if-chosen: Akshan played without the cost keeps "
             "A's 2 Body power and steals nothing")
def _(p: Patcher) -> None:
    from reference_engine.behaviour import behaviour_of

    @p.wrap(f"{COSTS}:play_cost")
    def play_cost(orig: Any, game: Any, player: Any, o: Any, item: Any, pay_opts: Any, *args: Any,
                  **kwargs: Any) -> Any:
        if behaviour_of(o).additional_cost:
            pay_opts = {**pay_opts, "additional": True}
        return orig(game, player, o, item, pay_opts, *args, **kwargs)


@mutant("discard-n-chooses-only-the-first", rule="422.1.a", area="game actions",
        bug="\"Discard N\" asks the player only for the first card once as many cards as are left are not more "
            "than N plus those already discarded; the rest are taken from the front of the hand",
        kill="rule-422-1-a-discard-2-player-chooses-both-cards: after choosing h2, A chooses h3 and keeps h1")
def _(p: Patcher) -> None:
    discard = p.original(f"{ACTIONS}:discard")

    def discard_n(game: Any, player: str, n: int, source: str | None = None) -> int:
        hand = game.players[player].hand
        done = 0
        while done < n and hand:
            if len(hand) > n + done:  # the bug: + instead of -
                pick = game.obj(game.ask("choose-card", player, [game.alias_of(u) for u in hand],
                                         f"discard {n - done} (choose one)"))
            else:
                pick = game.objects[hand[0]]
            discard(game, pick, source)
            done += 1
        return done

    p.replace(f"{ACTIONS}:discard_n", discard_n)


@mutant("hidden-card-playable-by-opponent", rule="811.1.b", area="hide",
        bug="any player with priority may play a facedown card, not only the player who hid it",
        kill="rule-811-1-b-only-the-player-who-hid-it-plays-it: B's play of A's facedown card is rejected")
def _(p: Patcher) -> None:
    @p.wrap(f"{CHAIN}:play")
    def play(orig: Any, game: Any, player: Any, step: Any, *args: Any, **kwargs: Any) -> Any:
        try:
            o = game.obj(step["play"])
        except Exception:  # an unknown alias: the original rejects it
            o = None
        if o is not None and o.zone == "facedown" and o.controller != player:
            o.controller = player
        return orig(game, player, step, *args, **kwargs)


@mutant("hunt-on-any-battlefield", rule="823.1.c.1", area="keywords", keyword="Hunt",
        bug="Hunt triggers whenever its controller conquers or holds any battlefield, not only the one it is at",
        kill="rule-823-1-c-1-hunt-only-for-its-own-battlefield: holding bf1 and bf2 gives 2 XP, not 4")
def _(p: Patcher) -> None:
    keyword_value = p.original("reference_engine.layers:keyword_value")

    def _conquered_or_held(game: Any, me: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
        if ev["type"] in ("conquer", "hold") and ev.get("player") == me.controller:
            return {"hunt": keyword_value(game, me, "Hunt")}
        return None

    p.replace(f"{KEYWORDS}:_conquered_or_held", _conquered_or_held)


@mutant("any-domain-power-paid-first", rule="809.1.c.1", area="costs",
        bug="a cost's any-domain power ([A], e.g. Deflect's) is paid before the domain-specific power, taking the "
            "power the card's own domain needs",
        kill="rule-809-1-c-1-deflect-paid-with-any-domain-variant-spell-domain-listed-first (and the case it is "
             "a variant of): the Calm spell with Deflect's [A] is payable from Calm 1 and Fury 1")
def _(p: Patcher) -> None:
    @p.wrap(f"{COSTS}:_plan")
    def _plan(orig: Any, *args: Any, **kwargs: Any) -> Any:
        mod = p.module(COSTS)

        def any_first(items: Any, key: Any = None) -> list[Any]:
            return sorted(items, key=lambda d: (d != "A", "|" in d))

        mod.sorted = any_first  # shadows the builtin inside costs only, for this call
        try:
            return orig(*args, **kwargs)
        finally:
            del mod.sorted


@mutant("play-timing-ignores-phase", rule="316.2.a", area="play timing",
        bug="a card without Action or Reaction may be played whenever it is its player's turn and they hold "
            "priority in a neutral open state, also outside the main (action) phase",
        kill="rule-316-2-a-cards-played-in-the-main-phase-not-the-draw-phase: A's unit and spell are rejected in "
             "A's draw phase")
def _(p: Patcher) -> None:
    @p.wrap(f"{CHAIN}:timing_ok")
    def timing_ok(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        phase = game.phase
        game.phase = "action"
        try:
            return orig(game, *args, **kwargs)
        finally:
            game.phase = phase


@mutant("accelerate-paid-without-the-keyword", rule="805.2", area="costs",
        bug="Accelerate's cost is charged for a unit that does not have Accelerate (and the unit still enters "
            "exhausted), instead of the play being refused",
        kill="rule-805-2-accelerate-only-for-a-unit-with-the-ability: paying Accelerate for the plain unit is "
             "accepted")
def _(p: Patcher) -> None:
    behaviour = p.module("reference_engine.behaviour")
    costs = p.module(COSTS)

    @p.wrap(f"{COSTS}:play_cost")
    def play_cost(orig: Any, game: Any, player: str, o: Any, item: Any, pay_opts: Any, *args: Any, **kwargs: Any) -> Any:
        if pay_opts.get("accelerate") and not behaviour.has_printed_keyword(o, "Accelerate"):
            cost = orig(game, player, o, item, {**pay_opts, "accelerate": False}, *args, **kwargs)
            return cost + costs.accelerate_cost(behaviour.domains(o))
        return orig(game, player, o, item, pay_opts, *args, **kwargs)
