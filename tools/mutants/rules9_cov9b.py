"""Session-9 coverage hunt (helper cov9b) over ``choices``, ``costs``, ``instructions``, ``keywords``, ``layers``,
``naming``, ``removal``, ``replacement``, ``resources``, ``seats``, ``additional``, ``behaviour``,
``cards/common.py``, ``cards/vanilla.py`` and the partial branches of a few card modules: each mutant breaks a
line or branch that no case executed before this session (coverage.py over ``riftcheck run``), and is killed by
the case written for it. Rule numbers are those of the full Core Rules v1.3 text unless marked [R4]."""
from __future__ import annotations

from typing import Any

from mutants import Patcher, mutant

LAYERS = "reference_engine.layers"
CHOICES = "reference_engine.choices"
CARDS = "reference_engine.cards"


class _NoNegative:
    """A behaviour whose passive Might bonus is read as 0 when it is a plain (not "to a minimum of") decrease."""

    def __init__(self, beh: Any) -> None:
        self._beh = beh

    def might_bonus(self, *args: Any, **kwargs: Any) -> Any:
        bonus = self._beh.might_bonus(*args, **kwargs)
        return bonus if isinstance(bonus, tuple) or bonus >= 0 else 0

    def __getattr__(self, name: str) -> Any:
        return getattr(self._beh, name)


@mutant("cov9b-passive-might-decrease-ignored", rule="727.1.b.2", area="layers",
        bug="the arithmetic layer adds the passive Might increases of objects' texts but drops a passive decrease "
            "that has no minimum (a dependent ability \"I have -2 [M]\")",
        kill="rule-727-1-b-2-level-minus-might-makes-marked-damage-lethal: at Level 2 the 4 [M] unit has 2 [M] and "
             "its 2 damage kills it")
def _(p: Patcher) -> None:
    @p.wrap(f"{LAYERS}:_sources")
    def _sources(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        gear, sources = orig(game, *args, **kwargs)
        return gear, [(src, _NoNegative(beh)) for src, beh in sources]


@mutant("cov9b-trigger-player-choice-unchecked", rule="808.1.b.1", area="targets",
        bug="a triggered ability's choice of a player (a Deathknell's \"an opponent draws 1\") offers every seat, "
            "its controller included, instead of only the players its text allows",
        kill="rule-808-1-b-1-ffa3-deathknell-an-opponent-draws-chosen-as-it-triggers: A answers A - refused")
def _(p: Patcher) -> None:
    @p.wrap(f"{CHOICES}:candidates")
    def candidates(orig: Any, game: Any, spec: Any, *args: Any, **kwargs: Any) -> Any:
        if spec.kind == "player":
            return list(game.seats)
        return orig(game, spec, *args, **kwargs)


@mutant("cov9b-exhausted-modes-offered-again", rule="402.3", area="triggers",
        bug="a \"choose one that hasn't been chosen this turn\" trigger whose every mode was chosen this turn offers "
            "all of them again instead of having no legal choice (and leaving the chain)",
        kill="rule-402-3-aphelios-fourth-trigger-with-every-mode-chosen-leaves-the-chain: the fourth trigger asks "
             "nothing and the chain is empty")
def _(p: Patcher) -> None:
    @p.wrap(f"{CHOICES}:finalize_trigger")
    def finalize_trigger(orig: Any, game: Any, item: Any, *args: Any, **kwargs: Any) -> Any:
        trig = item.ability
        if getattr(trig, "modes", None) and trig.once_per_turn_modes:
            used = game.objects[item.source].data.get("modes_used")
            if used is not None and len(set(used)) >= len(trig.modes):
                used.clear()
        return orig(game, item, *args, **kwargs)


@mutant("cov9b-any-number-asked-with-no-option", rule="355.13", area="targets",
        bug="a trigger's \"any number of ...\" choice is asked even when nothing fits (Azir, Sovereign attacking with "
            "no token unit), against the decision policy's \"a choice with no legal option is not asked\"",
        kill="rule-355-13-any-number-chosen-only-among-eligible-variant-cov9b-no-token-asks-nothing: the trigger goes "
             "on the chain with no decision")
def _(p: Patcher) -> None:
    cands = p.original(f"{CHOICES}:candidates")

    @p.wrap(f"{CHOICES}:finalize_trigger")
    def finalize_trigger(orig: Any, game: Any, item: Any, *args: Any, **kwargs: Any) -> Any:
        spec = getattr(item.ability, "any_number", None)
        if spec is not None and not cands(game, spec, item.controller, item):
            game.ask("choose-targets", item.controller, [], "any number")
        return orig(game, item, *args, **kwargs)


@mutant("cov9b-removed-focus-holder-takes-priority-along", rule="652.5.b.1", area="multiplayer",
        bug="when the removed player had focus, the next player receives focus and priority even while a chain is "
            "open and another player holds priority (priority moves only with a removed priority holder, 652.5.c.1)",
        kill="rule-652-5-b-1-ffa3-focus-holder-concedes-during-a-chain-priority-stays: A keeps priority after B "
             "(focus) concedes during A's spell's chain")
def _(p: Patcher) -> None:
    @p.wrap("reference_engine.removal:remove_players")
    def remove_players(orig: Any, game: Any, leaving: Any, *args: Any, **kwargs: Any) -> Any:
        sd = game.showdown
        had_focus = sd is not None and sd.focus in leaving and bool(game.chain)
        out = orig(game, leaving, *args, **kwargs)
        if had_focus and game.showdown is sd and game.chain:
            game.priority = sd.focus
        return out


@mutant("cov9b-combat-read-from-units-present", rule="457.1", area="multiplayer",
        bug="with more than two players, \"a combat in progress\" is read from the units present (two opposing "
            "players' units at the battlefield) instead of the combat's attacker and defender: once the defenders "
            "have died, a third player may move into the combat",
        kill="rule-457-ffa3-third-player-cant-join-a-combat-variant-cov9b-defenders-already-dead: C's move to bf1 is "
             "refused")
def _(p: Patcher) -> None:
    enemy = p.original("reference_engine.seats:enemy")

    @p.wrap("reference_engine.seats:combat_players")
    def combat_players(orig: Any, game: Any, where: Any, *args: Any, **kwargs: Any) -> Any:
        here = {u.controller for u in game.units(where) if u.controller}
        return here if len(here) >= 2 and any(enemy(game, a, b) for a in here for b in here) else set()


@mutant("cov9b-ambush-any-location-with-your-units", rule="822.1.b", area="keywords", keyword="Ambush",
        bug="Ambush's Reaction and permission are given for any location where the player controls units - base "
            "included - not only \"a battlefield where you control Units\"",
        kill="rule-822-1-b-ambush-reaction-only-to-a-battlefield-with-your-units-variant-cov9b-units-in-base-too: the "
             "reaction play to base (B has a unit there) is refused")
def _(p: Patcher) -> None:
    timing = p.original("reference_engine.keywords:timing_keywords")

    @p.wrap("reference_engine.keywords:ambush_permits")
    def ambush_permits(orig: Any, game: Any, o: Any, player: Any, dest: Any, *args: Any, **kwargs: Any) -> Any:
        if "Ambush" not in timing(game, o):
            return False
        return any(u.controller == player for u in game.units(dest))


@mutant("cov9b-removal-clears-every-contest", rule="652", area="multiplayer",
        bug="removing a player clears the Contested status of every battlefield, not only of those the removed "
            "player contested: the contester of an ongoing showdown is forgotten",
        kill="rule-447-1-ffa3-third-player-joins-a-showdown-and-defends-variant-cov9b-after-the-focus-holder-conceded: "
             "A, who contested bf1, still attacks when C moves in after B conceded")
def _(p: Patcher) -> None:
    @p.wrap("reference_engine.removal:_remove")
    def _remove(orig: Any, game: Any, player: Any, *args: Any, **kwargs: Any) -> Any:
        out = orig(game, player, *args, **kwargs)
        for b in game.battlefields:
            b.contested_by = None
        return out


@mutant("cov9b-battlefield-choice-takes-a-base", rule="107.2.b", area="targets",
        bug="a choice of \"a battlefield\" accepts a base (both are locations), when the card's other condition "
            "holds (Moonfall's \"a battlefield where you have units\" choosing the player's base)",
        kill="rule-107-2-b-moonfall-chooses-a-battlefield-not-a-base: Moonfall choosing base is refused")
def _(p: Patcher) -> None:
    @p.wrap("reference_engine.instructions:choice_legal")
    def choice_legal(orig: Any, game: Any, spec: Any, value: Any, chooser: Any, item: Any, *args: Any,
                     **kwargs: Any) -> Any:
        if spec.kind == "battlefield" and value == "base":
            return spec.where is None or spec.where(game, value, chooser, item)
        return orig(game, spec, value, chooser, item, *args, **kwargs)
