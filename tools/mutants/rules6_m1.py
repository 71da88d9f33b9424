"""Mutants found by the mutation hunt m6 over the engine code changed in session 6 (``play_permanent_by_effect``
and ``put_onto_board`` for a card an effect plays, 356.1.b.3 [R3]; Akali, Silent's "enemy" by 740.2 [R3];
cleanup's unmodified deaths after the replacements, 373.1.a [R4]), with all operator families of the earlier hunts
plus one hunk of the session's diff reverted at a time, that no case caught. Rule numbers are those the killing
case quotes ([R3] = Core Rules v1.3, [R4] = v1.4)."""
from __future__ import annotations

from typing import Any

from mutants import Patcher, mutant

COMMON = "reference_engine.cards.common"
CHAIN = "reference_engine.chain"


@mutant("effect-play-own-additional-cost-counted-paid", rule="356.1.b.3", area="costs",
        bug="a card an effect plays (Portal Rescue) counts its own optional additional cost as paid whether or not "
            "it was paid: Akshan, Mischievous's 'if you paid the additional cost' holds after a decline",
        kill="rule-356-1-b-3-ignored-cost-own-optional-cost-declined-not-paid: A declines [C][C] and Akshan still "
             "takes B's Guardian Angel")
def _(p: Patcher) -> None:
    @p.wrap(f"{CHAIN}:put_onto_board")
    def put_onto_board(orig: Any, game: Any, o: Any, player: str, to: str, *args: Any, **kwargs: Any) -> None:
        kwargs["paid_additional"] = True  # the bug: the flag's default is "paid"
        orig(game, o, player, to, *args, **kwargs)


@mutant("effect-play-accelerate-only-yes", rule="805", area="costs",
        bug="a unit with Accelerate played by an effect is offered Accelerate as a must: 'yes' is the only answer "
            "accepted, so an affordable Accelerate can't be declined",
        kill="accelerate-portal-must-pay-paid-variant-m6-declined-enters-exhausted: A's 'no' to the pay-cost decision "
             "is rejected")
def _(p: Patcher) -> None:
    @p.wrap(f"{COMMON}:play_permanent_by_effect")
    def play_permanent_by_effect(orig: Any, game: Any, *args: Any, **kwargs: Any) -> bool:
        ask = game.ask

        def only_yes(kind: str, player: str, options: list[Any], prompt: str) -> Any:
            return ask(kind, player, [True] if prompt == "pay Accelerate?" else options, prompt)  # the bug
        game.ask = only_yes
        try:
            return orig(game, *args, **kwargs)
        finally:
            del game.ask


@mutant("effect-played-permanent-enters-ready", rule="143.4", area="game actions",
        bug="a unit played by an effect that names no Accelerate (Immortal Phoenix's 'play me from your trash') "
            "enters ready: put_onto_board treats it as accelerated by default",
        kill="kill-spell-phoenix-self-killed-variant-m6-replayed-phoenix-enters-exhausted: the replayed Phoenix is "
             "ready")
def _(p: Patcher) -> None:
    orig = p.original(f"{CHAIN}:put_onto_board")

    def put_onto_board(game: Any, o: Any, player: str, to: str, accelerated: bool = True,  # the bug: default
                       paid_additional: bool = False) -> None:
        orig(game, o, player, to, accelerated, paid_additional=paid_additional)

    p.replace(f"{CHAIN}:put_onto_board", put_onto_board)


@mutant("akali-silent-enemy-by-owner", rule="740.2", area="cards",
        bug="Akali, Silent's 'enemy spells and abilities' compares the chooser with her owner, not her controller: "
            "the player who controls an Akali someone else owns can't choose her outside combat",
        kill="target-akali-silent-untargetable-outside-combat-variant-m6-controller-not-owner-chooses: B's Stupefy "
             "on the Akali B controls (A owns) is rejected")
def _(p: Patcher) -> None:
    seats = p.module("reference_engine.seats")

    def forbids(self: Any, game: Any, me: Any, action: str, **kw: Any) -> bool:
        if action != "choose" or kw["obj"] is not me or not seats.enemy(game, me.owner, kw["chooser"]):  # the bug
            return False
        return not (me.attacker or me.defender)

    p.replace("reference_engine.cards.ven.akali_silent:AkaliSilent.forbids", forbids)


@mutant("cleanup-unmodified-death-before-later-replacements", rule="373.1.a", area="cleanup",
        bug="in a cleanup, a death no replacement effect modified is performed as soon as it is reached in the "
            "replacement order, before a later player's replacement effect executes",
        kill="rule-373-1-a-unmodified-death-after-every-players-replacement: A's a2 dies before B's Hourglass "
             "recalls B's unit")
def _(p: Patcher) -> None:
    actions = p.module("reference_engine.actions")

    @p.wrap("reference_engine.replacement:replace")
    def replace(orig: Any, game: Any, event: dict[str, Any], *args: Any, **kwargs: Any) -> Any:
        out = orig(game, event, *args, **kwargs)
        if event.get("cause") == "lethal" and out is not None and out.get("type") == "die":
            u = game.objects[event["target"]]
            if u.zone == "board":
                actions.die(game, u, "lethal", None, None, None)  # the bug: not deferred
        return out
