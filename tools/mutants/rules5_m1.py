"""Mutants found by the third-pass mutation hunt (m1) over ``reference_engine/chain.py``, ``steps.py``,
``triggers.py``, ``replacement.py``, ``cleanup.py`` and ``removal.py`` with identifier swaps (``game.priority``
for ``game.active`` and back) and a ``>= n`` turned into ``> 0``, that no case caught: a 2v2 teammate "invited"
whoever holds priority (316.2.b.1 [R3], 484.8.a), the turn player rather than the activating teammate gaining
priority after an activation (337.4 [R4]), a concession resolving the newest chain item (652.5.c.2 [R3]) or
ending the showdown (652.5.b.2 [R3]) when any remaining player, not every one, has passed, and priority taken from
a removed player going to the player after the turn player rather than after the removed one (652.5.c.1 [R3]),
and (``steps.py``, ``>= 0`` turned into ``> 0``) a combat damage assignment giving 0 to a unit rejected (465.2.c.3)."""
from __future__ import annotations

from typing import Any

from mutants import Patcher, mutant

CHAIN = "reference_engine.chain"


@mutant("teammate-invited-on-any-priority", rule="484.8.a", area="multiplayer",
        bug="in 2v2 the turn player's teammate may act whenever it is the turn player's turn, whoever holds "
            "priority, not only when the turn player invites them with their own priority",
        kill="rule-484-8-a-teammate-acts-only-on-the-turn-players-priority: with B holding priority, C's Reaction "
             "is accepted instead of rejected")
def _(p: Patcher) -> None:
    def invited(game: Any, player: str) -> bool:
        return player != game.active and player in game.teammates(game.active)  # the bug: whose priority not checked

    p.replace(f"{CHAIN}:invited", invited)


@mutant("activation-gives-priority-to-turn-player", rule="337.4", area="priority and focus",
        bug="after an ability is activated and finalized on the chain, the turn player gains priority instead of "
            "its controller (a 2v2 teammate activating with the turn player's invitation)",
        kill="rule-484-8-a-teammate-activates-with-turn-players-priority: after C's activation priority is A's, "
             "not C's")
def _(p: Patcher) -> None:
    @p.wrap(f"{CHAIN}:activate")
    def activate(orig: Any, game: Any, player: str, *args: Any, **kwargs: Any) -> None:
        orig(game, player, *args, **kwargs)
        if game.chain and game.priority == player:
            game.priority = game.active


@mutant("concession-resolves-after-any-pass", rule="652.5.c.2", area="multiplayer",
        bug="when a player is removed, the newest chain item resolves if any remaining player has passed on it, "
            "not only when every remaining player has",
        kill="rule-652-5-c-2-ffa3-chain-item-waits-for-the-remaining-players-pass: C concedes after only A passed "
             "and A's spell resolves at once")
def _(p: Patcher) -> None:
    @p.wrap("reference_engine.removal:_carry_on")
    def _carry_on(orig: Any, game: Any, *args: Any, **kwargs: Any) -> None:
        if game.chain and game.passes > 0:
            game.passes = len(game.players)  # the bug: one pass counts as everyone's
        orig(game, *args, **kwargs)


@mutant("removed-priority-holder-passes-to-after-turn-player", rule="652.5.c.1", area="multiplayer",
        bug="when the player holding priority during a chain is removed, priority goes to the player after the turn "
            "player instead of the next player after the removed one",
        kill="rule-652-5-c-1-ffa4-priority-holder-concedes-priority-passes-on: C concedes holding priority and B, "
             "not D, receives it")
def _(p: Patcher) -> None:
    @p.wrap("reference_engine.removal:_carry_on")
    def _carry_on(orig: Any, game: Any, *args: Any, **kwargs: Any) -> None:
        if game.priority in game.removed:
            game.priority = game.next_player(game.active)  # the bug: counted from the turn player
        orig(game, *args, **kwargs)


@mutant("concession-closes-showdown-after-any-focus-pass", rule="652.5.b.2", area="multiplayer",
        bug="when a player is removed during a showdown, it ends if any remaining player has passed focus, not only "
            "when every remaining player has",
        kill="rule-652-5-b-2-ffa3-showdown-waits-for-the-remaining-players-pass: C concedes after only A passed "
             "focus and the showdown ends at once")
def _(p: Patcher) -> None:
    @p.wrap("reference_engine.removal:_carry_on")
    def _carry_on(orig: Any, game: Any, *args: Any, **kwargs: Any) -> None:
        sd = game.showdown
        if sd is not None and not game.chain and sd.focus_passes > 0:
            sd.focus_passes = len(game.players)  # the bug: one pass counts as everyone's
        orig(game, *args, **kwargs)


@mutant("zero-damage-assignment-rejected", rule="465.2.c.3", area="combat damage",
        bug="an assign-combat-damage answer that gives 0 to a unit is rejected as malformed (amounts must be "
            "above 0), although assigning a unit no damage is legal",
        kill="rule-465-2-c-3-lethal-to-one-unit-and-none-to-the-other: A's answer {big: 3, small: 0} is rejected")
def _(p: Patcher) -> None:
    @p.wrap("reference_engine.steps:check_answer")
    def check_answer(orig: Any, kind: str, answer: Any, *args: Any, **kwargs: Any) -> None:
        if kind == "assign-combat-damage" and isinstance(answer, dict) and 0 in answer.values():
            from reference_engine.game import IllegalAction

            raise IllegalAction(f"{kind}: the answer must map aliases to amounts above 0, not {answer!r}")
        orig(kind, answer, *args, **kwargs)
