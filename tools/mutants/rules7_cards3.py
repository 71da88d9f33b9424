"""Mutants found by the session-7 third sweep over the shared card helpers (``reference_engine/cards/common.py``,
all of its ~960 generated mutants): each breaks a helper many cards share - new choices for a stolen spell
(Rebuttal, Mystic Reversal), a saved unit left ready, a banished unit replayed to its owner's base,
"heal it, exhaust it, and recall it instead", "the next time it takes damage this turn"; and one card it led to: Dusk Rose Lab's "you" read from the battlefield's
owner. Rule numbers are those
the killing case cites ([R3] = Core Rules v1.3)."""
from __future__ import annotations

from typing import Any

from mutants import Patcher, mutant

CARDS = "reference_engine.cards"
COMMON = f"{CARDS}.common"


@mutant("card-common-new-choices-announce-kept", rule="359.3.f.3", area="cards",
        bug="a player who takes a spell and makes new choices for some of its choices is treated as choosing the "
            "kept ones too: 'choose' triggers (The Dreaming Tree) fire for choices that 'remain the same'",
        kill="retarget-rebuttal-choose-subset-variant-m7-kept-choice-is-not-a-new-choose: A keeps Switcheroo's "
             "choice of A's unit at The Dreaming Tree and remakes the other; A must not draw")
def _(p: Patcher) -> None:
    @p.wrap(f"{COMMON}:announce_choices", everywhere=False)
    def announce_choices(orig, game, item, values, *args, **kwargs):
        return orig(game, item, list(item.targets), *args, **kwargs)


@mutant("card-common-saved-unit-not-exhausted", rule="369.1", area="cards",
        bug="'heal it, exhaust it, and recall it instead' (Zhonya's Hourglass, Highlander, Unlicensed Armory) "
            "leaves the saved unit ready",
        kill="rule-369-1-zhonyas-hourglass-replaces-death: the saved unit is recalled exhausted")
def _(p: Patcher) -> None:
    @p.wrap(f"{COMMON}:save_instead")
    def save_instead(orig, label, *args, **kwargs):
        inner = orig(label, *args, **kwargs)

        def apply(game: Any, eff: Any, ev: dict[str, Any]) -> None:
            inner(game, eff, ev)
            game.objects[ev["target"]].exhausted = False  # the bug: the exhaust is lost

        return apply


@mutant("card-common-replay-to-any-base", rule="419.3", area="cards",
        bug="a banished unit its owner plays 'to their base' by an effect (Temporal Breach) is played even when "
            "the base it was at is another player's (FAQ: a unit can't be played to another player's base)",
        kill="control-hostile-takeover-temporal-breach-stays-banished: a unit A took with Hostile Takeover and "
             "banished with Temporal Breach stays banished")
def _(p: Patcher) -> None:
    play = p.original(f"{COMMON}:play_permanent_by_effect")

    def replay_from_banishment(r: Any, o: Any, loc: Any, base_of: Any) -> bool:
        if o.zone != "banishment" or loc is None:
            return False
        return play(r.game, o.owner, o, loc)  # the bug: base_of is not checked against the owner

    p.replace(f"{COMMON}:replay_from_banishment", replay_from_banishment)


@mutant("card-common-kill-when-damaged-every-time", rule="390.2", area="cards",
        bug="'When it takes damage this turn, kill it' on one unit is not used up by the first time",
        kill="rule-390-2-next-time-delayed-trigger-used-once")
def _(p: Patcher) -> None:
    @p.wrap(f"{COMMON}:kill_when_damaged")
    def kill_when_damaged(orig, r, *args, **kwargs):
        before = len(r.game.effects)
        orig(r, *args, **kwargs)
        for eff in r.game.effects[before:]:
            if eff.duration == "next-this-turn":
                eff.duration = "turn"


@mutant("card-dusk-rose-lab-owner-is-you", rule="187.6.c", area="cards",
        bug="Dusk Rose Lab's 'your Beginning Phase' and its trigger's controller are read from the battlefield's "
            "owner (the player who contributed it), not its Controller",
        kill="rule-187-6-c-you-in-battlefield-ability-is-its-controller-variant-m7-lab-contributed-by-the-opponent: "
             "A controls the Lab B contributed; it triggers for A at A's Beginning Phase")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.unl.dusk_rose_lab:DuskRoseLab.triggers")
    def triggers(orig, self, *args, **kwargs):
        out = orig(self, *args, **kwargs)
        for t in out:
            def start(game: Any, me: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
                bf = game.bf(me.location)
                you = bf.owner if bf.owner is not None else bf.controller  # the bug: the contributor is "you"
                if ev["type"] == "beginning" and you is not None and ev.get("player") == you:
                    return {"controller": you}
                return None
            t.condition = start
        return out
