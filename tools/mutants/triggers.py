"""Mutants of replacement effects, triggered abilities and delayed triggers (rules 367-392 [R3]): who orders
replacement effects, when triggers are put on the chain and in which order, and delayed triggers used once.
Split from :mod:`mutants.chain` (which keeps priority, the chain, cleanups, showdowns, play timing, costs and
targets) to keep each file readable in one sitting."""
from __future__ import annotations

import dataclasses
from typing import Any

from mutants import Patcher, mutant

TRIG = "reference_engine.triggers"


def _other(p: str) -> str:
    return "B" if p == "A" else "A"


# ---- replacement --------------------------------------------------------------------------------
@mutant("replacement-ordered-by-turn-player", rule="372", area="replacement",
        bug="the turn player orders replacement effects, not the player whose object is affected",
        kill="two replacement effects apply to the non-turn player's unit; expect order-replacements asked of "
             "that player")
def _(p: Patcher) -> None:
    p.replace("reference_engine.replacement:affected_player", lambda game, event: game.active)


@mutant("replacement-simultaneous-events-in-board-order", rule="373", area="replacement",
        bug="a replacement effect that could apply to several units dying in one cleanup is applied to them in "
            "board order, without its controller choosing",
        kill="two friendly units die in one cleanup with Zhonya's Hourglass out; its controller saves the later one")
def _(p: Patcher) -> None:
    p.replace("reference_engine.cleanup:_replacement_order", lambda game, dying: dying)


@mutant("replacement-only-first-applies", rule="370.2", area="replacement",
        bug="only one replacement effect applies to an event, even when another still applies to the replaced "
            "event",
        kill="two replacements that both apply in sequence (prevent 1, then double); expect both applied")
def _(p: Patcher) -> None:
    @p.wrap("reference_engine.replacement:gather")
    def gather(orig: Any, game: Any, event: dict[str, Any]) -> list[Any]:
        if event.get("_replaced"):
            return []
        found = orig(game, event)
        wrapped = []
        for r in found:
            def apply(g: Any, ev: dict[str, Any], inner: Any = r.apply) -> Any:
                out = inner(g, ev)
                if isinstance(out, dict):
                    out["_replaced"] = True
                return out
            wrapped.append(dataclasses.replace(r, apply=apply))
        return wrapped


# ---- triggers -----------------------------------------------------------------------------------
@mutant("trigger-controlled-by-owner", rule="374, 383", area="triggers",
        bug="a triggered ability is controlled by its source's owner instead of its controller",
        kill="a unit A owns and B controls triggers; expect B to make its choices and get its effect")
def _(p: Patcher) -> None:
    @p.wrap(f"{TRIG}:check_triggers")
    def check_triggers(orig: Any, game: Any, ev: dict[str, Any]) -> None:
        start = len(game.pending_triggers)
        orig(game, ev)
        for t in game.pending_triggers[start:]:
            if "effect" not in t["info"] and t["source"] in game.objects:
                t["controller"] = game.objects[t["source"]].owner


@mutant("trigger-non-turn-player-first", rule="383.3.d.1", area="triggers",
        bug="simultaneous triggers of both players go on the chain non-turn player first",
        kill="both players' triggers trigger at once; expect the turn player's put on the chain first (resolving "
             "last)")
def _(p: Patcher) -> None:
    @p.wrap(f"{TRIG}:flush")
    def flush(orig: Any, game: Any) -> bool:
        active, game.active = game.active, _other(game.active)
        try:
            return orig(game)
        finally:
            game.active = active


@mutant("trigger-order-not-chosen", rule="383.3.d", area="triggers",
        bug="simultaneous triggers of one player go on the chain in the order they triggered; the player is not "
            "asked to order them",
        kill="two triggers of one player trigger at once; expect an order-triggers decision and the chosen order")
def _(p: Patcher) -> None:
    @p.wrap(f"{TRIG}:flush")
    def flush(orig: Any, game: Any) -> bool:
        ask = game.ask

        def no_order(kind: str, player: str, options: list[Any], prompt: str) -> Any:
            return list(options) if kind == "order-triggers" else ask(kind, player, options, prompt)
        game.ask = no_order
        try:
            return orig(game)
        finally:
            del game.ask


# ---- delayed triggers ---------------------------------------------------------------------------
@mutant("delayed-next-time-not-used-up", rule="390.2", area="delayed triggers",
        bug="a 'the next time ...' delayed trigger is not used up: it triggers every time",
        kill="Noxian Guillotine on a unit whose death Zhonya's Hourglass replaces; damage it twice; expect it "
             "alive after the second damage")
def _(p: Patcher) -> None:
    @p.wrap(f"{TRIG}:check_triggers")
    def check_triggers(orig: Any, game: Any, ev: dict[str, Any]) -> None:
        nexts = [(e, e.duration) for e in game.effects
                 if e.kind == "delayed-trigger" and e.duration in ("next", "next-this-turn")]
        for e, _duration in nexts:
            e.duration = "next-kept"
        try:
            orig(game, ev)
        finally:
            for e, duration in nexts:
                e.duration = duration


@mutant("delayed-this-turn-outlives-turn", rule="391", area="delayed triggers",
        bug="a delayed trigger limited to 'this turn' stays after the turn ends",
        kill="Imperial Decree ('when any unit takes damage this turn, kill it'); advance a turn; damage a unit; "
             "expect it alive")
def _(p: Patcher) -> None:
    @p.wrap("reference_engine.turn:end_of_turn")
    def end_of_turn(orig: Any, game: Any) -> None:
        delayed = [e for e in game.effects if e.kind == "delayed-trigger"]
        orig(game)
        game.effects += [e for e in delayed if e not in game.effects]
