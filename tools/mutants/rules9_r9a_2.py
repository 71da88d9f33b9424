"""Session-9 hand-seeded hunt, round 2 (helper r9a), continued from :mod:`mutants.rules9_r9a` (its docstring has the
counts and cases): the second pass over ``combat``, ``cleanup``, ``turn`` and ``removal`` - a No Result combat's new
contest, stray or transferred gear, the defenders' assignment, the hold-scoring flag, a removed player's rune deck,
recalls and designations beyond the combat's battlefield, the open-state test of a showdown becoming a combat;
the showdown parts of ``chain`` (a unit played with focus, an Action in a showdown); data carried on score and
conquer events; a second combat in one turn."""
from __future__ import annotations

from typing import Any

from mutants import Patcher, mutant
from mutants.rules9_r9a import CLEANUP, COMBAT, REMOVAL, TURN


@mutant("r9a-no-result-contest-to-defender", rule="466.3.d.1 [R4]", area="attacker and defender",
        bug="after a combat with No Result (both players' units remain), the new combat staged there is contested "
            "by the defender, who attacks in it",
        kill="a trigger of the combat brings the attacker's unit back: the new combat has the same attacker")
def _(p: Patcher) -> None:
    p.edit(f"{COMBAT}:finish", ("        b.contested_by = sd.attacker\n", "        b.contested_by = sd.defender\n"))


@mutant("r9a-removal-keeps-rune-deck", rule="652.3", area="multiplayer",
        bug="a removed player's rune deck stays (only the runes on the board are banished)",
        kill="FFA3: C concedes with a rune deck of 2: C's rune deck size is 0")
def _(p: Patcher) -> None:
    @p.wrap(f"{REMOVAL}:_remove")
    def _remove(orig: Any, game: Any, player: str, *args: Any, **kwargs: Any) -> None:
        kept = list(game.players[player].rune_deck)
        orig(game, player, *args, **kwargs)
        game.players[player].rune_deck = kept


@mutant("r9a-stray-gear-recalled-for-turn-player-only", rule="323.7", area="cleanup",
        bug="the cleanup recalls the turn player's unattached gear at battlefields only: another player's stray gear "
            "stays",
        kill="on A's turn B's equipped unit dies at a battlefield: B's gear is recalled to B's base")
def _(p: Patcher) -> None:
    p.edit(f"{CLEANUP}:_once", ("if g.attached_to is None and g.location not in (None, \"base\")",
                                  "if g.controller == game.active and g.attached_to is None and "
                                  "g.location not in (None, \"base\")"))


@mutant("r9a-other-base-recall-units-only", rule="323.7", area="cleanup",
        bug="only units in a base other than their controller's are recalled; a gear whose control changed stays in "
            "its old controller's base",
        kill="a player takes control of an opponent's gear in base: it moves to the taker's base")
def _(p: Patcher) -> None:
    p.edit(f"{CLEANUP}:_once", ("if o.attached_to is None and o.base_of != o.controller:",
                                  "if o.attached_to is None and o.base_of != o.controller and "
                                  "__import__(\"reference_engine.actions\", fromlist=[\"x\"]).is_unit(game, o):"))


@mutant("r9a-combat-defenders-assigned-by-attacker", rule="465.2.c", area="combat damage",
        bug="the attacking player assigns the defenders' combat damage too (the player of each side's assignment "
            "swapped for the defenders)",
        kill="two attackers, one defender: the defender's controller is asked to assign")
def _(p: Patcher) -> None:
    @p.wrap(f"{COMBAT}:assign")
    def assign(orig: Any, game: Any, player: str, *args: Any, **kwargs: Any) -> Any:
        sd = game.showdown
        if sd is not None and sd.attacker is not None:
            player = sd.attacker
        return orig(game, player, *args, **kwargs)


@mutant("r9a-hold-flag-not-reset", rule="469.2", area="scoring",
        bug="the beginning phase's hold scoring is flagged done once and the flag is never reset: only the first "
            "beginning phase of the game scores holds",
        kill="advance two turns: the second turn player scores a battlefield they hold")
def _(p: Patcher) -> None:
    p.edit(f"{TURN}:enter_phase", ("        game.held_scored = False\n", ""))


@mutant("r9a-removed-focus-holder-priority-not-moved", rule="652.5.b.1", area="multiplayer",
        bug="when the focus holder is removed during a showdown with an empty chain, focus moves on but priority "
            "stays with the removed player",
        kill="FFA3: the focus holder concedes in a showdown's open state: the next player may act",
        equivalent="_carry_on then runs chain.run_tasks, which with an empty chain ends in combat.step (priority = "
                   "focus) and otherwise gives priority to the newest chain item's controller")
def _(p: Patcher) -> None:
    p.edit(f"{REMOVAL}:_carry_on", ("        if not game.chain:\n            game.priority = sd.focus\n", ""))


@mutant("r9a-recall-attackers-everywhere", rule="466.1.a.2 [R4]", area="combat damage",
        bug="when defenders remain, every unit of the attacker is recalled, also those at other battlefields "
            "('Recall Attackers present at the Battlefield' read as all the attacking player's units)",
        kill="the attacker has a unit at another battlefield; the combat at bf1 leaves defenders: that unit stays")
def _(p: Patcher) -> None:
    p.edit(f"{COMBAT}:close", ("else game.units(b.alias, sd.attacker):", "else game.units(None, sd.attacker):"))


@mutant("r9a-designations-everywhere", rule="323.2", area="attacker and defender",
        bug="the combat's players' units everywhere gain the Attacker / Defender designation, not only those at the "
            "combat's battlefield",
        kill="during a combat at bf1 the attacker's unit at bf2 is not an attacker")
def _(p: Patcher) -> None:
    p.edit(f"{CLEANUP}:_designations",
          ("if sd is not None and sd.combat and u.location == sd.battlefield:",
           "if sd is not None and sd.combat and u.controller in (sd.attacker, sd.defender) and "
           "u.location != \"base\":"))


@mutant("r9a-hold-teammates-battlefields", rule="469.2", area="multiplayer",
        bug="in 2v2 the turn player also scores the battlefields their teammate controls in the beginning phase",
        kill="2v2: C controls bf1 on A's turn: A does not score it")
def _(p: Patcher) -> None:
    p.edit(f"{TURN}:score_holds", ("if b.controller == game.active and",
                                     "if b.controller in (game.active, *game.teammates(game.active)) and"))


@mutant("r9a-concession-resolves-after-one-more-pass", rule="652.5.c.2", area="multiplayer",
        bug="after a removal the newest chain item resolves only when more passes than remaining players were made "
            "(an off-by-one: '>' for '>=')",
        kill="FFA3: the last player to pass concedes: the chain item resolves at once")
def _(p: Patcher) -> None:
    p.edit(f"{REMOVAL}:_carry_on", ("if game.chain and game.passes >= remaining:",
                                      "if game.chain and game.passes > remaining:"))


@mutant("r9a-showdown-becomes-combat-mid-chain", rule="323.14", area="showdowns",
        bug="a non-combat showdown becomes a combat in any cleanup, also while the chain is open (not only in the "
            "showdown's open state)",
        kill="in a non-combat showdown an enemy unit arrives while another spell waits on the chain: the combat opens "
             "only once the chain is empty")
def _(p: Patcher) -> None:
    p.edit(f"{CLEANUP}:_once", ("elif game.showdown is not None and not game.showdown.combat and not game.chain:",
                                  "elif game.showdown is not None and not game.showdown.combat:"))


@mutant("r9a-become-combat-focus-not-to-attacker", rule="459.2.c", area="showdowns",
        bug="when a showdown becomes a combat as a chain empties, focus then passes on as usual (to the next player) "
            "instead of staying with the attacker",
        kill="a non-combat showdown becomes a combat when the opponent's spell moves a unit in: the attacker has "
             "focus")
def _(p: Patcher) -> None:
    p.edit(f"{COMBAT}:become_combat", ("    sd.focus_to_attacker = True\n", ""))


@mutant("r9a-unstage-after-begin", rule="323.8.a", area="cleanup",
        bug="the cleanup begins a staged showdown before it checks that the contesting player still has units "
            "there",
        kill="a unit contests a battlefield while the chain is open and is killed before it empties: no showdown")
def _(p: Patcher) -> None:
    p.edit(f"{CLEANUP}:_once", ("    _unstage_abandoned(game)\n    if game.showdown is None and not game.chain:\n",
                                  "    if game.showdown is None and not game.chain:\n"),
          ("    return changed\n", "    _unstage_abandoned(game)\n    return changed\n"))


# ---- chain.py, as it concerns showdowns ---------------------------------------------------------------
CHAIN = "reference_engine.chain"


@mutant("r9a-unit-in-showdown-keeps-focus-passes", rule="337.1.c.1.a", area="showdowns",
        bug="a unit played during a showdown passes focus on but the count of focus passes in a row is kept: "
            "passes made before the play still count toward closing the showdown",
        kill="A passes focus, B plays a Reaction unit (focus to A), A passes: B still gets focus before the "
             "showdown closes")
def _(p: Patcher) -> None:
    p.edit(f"{CHAIN}:play", ("        showdown.focus_passes = 0\n", ""))


@mutant("r9a-unit-in-showdown-keeps-focus", rule="337.1.c.1.a", area="showdowns",
        bug="a unit played during a showdown resolves but focus stays with the player who played it",
        kill="B plays a Reaction unit in a showdown with focus: A has focus next")
def _(p: Patcher) -> None:
    p.edit(f"{CHAIN}:play", ("        showdown.focus = game.next_player(showdown.focus)\n", ""))


@mutant("r9a-new-showdown-focus-passes-as-chain-empties", rule="346", area="showdowns",
        bug="a showdown that began as the chain emptied (the spell's move contested a battlefield) sees focus pass "
            "on at once, away from the player who contested it",
        kill="A's spell moves A's unit to an uncontrolled battlefield: A has focus in the showdown")
def _(p: Patcher) -> None:
    p.edit(f"{CHAIN}:pass_priority", ("if game.showdown is not None and game.showdown is showdown_before:",
                                        "if game.showdown is not None:"))


@mutant("r9a-showdown-action-only-turn-player", rule="806", area="play timing",
        bug="during a showdown an Action spell may be played only by the turn player",
        kill="in A's showdown, B with focus plays an Action spell")
def _(p: Patcher) -> None:
    p.edit(f"{CHAIN}:timing_ok", ("if game.showdown is not None or (game.active == turn_player",
                                    "if (game.showdown is not None and game.active == turn_player) or "
                                    "(game.active == turn_player"))


# ---- data carried on events -------------------------------------------------------------------------
@mutant("r9a-conquest-score-no-source", rule="469.1", area="scoring",
        bug="the score event of a conquest names no battlefield as its source (only a hold's does)",
        kill="a conquest: the score event's source is the conquered battlefield")
def _(p: Patcher) -> None:
    p.edit(f"{COMBAT}:conquer", ("    score(game, player, b.alias)\n", "    score(game, player, None)\n"))


@mutant("r9a-hold-score-no-source", rule="469.2", area="scoring",
        bug="the score event of a hold names no battlefield as its source",
        kill="a hold in the beginning phase: the score event's source is the held battlefield")
def _(p: Patcher) -> None:
    p.edit(f"{TURN}:score_holds", ("            score(game, game.active, b.alias)\n",
                                     "            score(game, game.active, None)\n"))


@mutant("r9a-conquer-event-turn-player", rule="469.1", area="scoring",
        bug="the conquer event names the turn player, not the player who conquered (a defender's conquest on the "
            "attacker's turn is reported as the attacker's)",
        kill="the defender establishes control and conquers on the attacker's turn: the conquer event names the "
             "defender")
def _(p: Patcher) -> None:
    p.edit(f"{COMBAT}:conquer", ("    game.emit(\"conquer\", object=b.alias, player=player)\n",
                                   "    game.emit(\"conquer\", object=b.alias, player=game.active)\n"))


@mutant("r9a-attack-trigger-once-per-turn", rule="459.2.b.3", area="attacker and defender",
        bug="a unit's attack is remembered for the whole turn, not per combat: in a second combat this turn the same "
            "unit gaining Attacker again does not attack ('when I attack' is silent)",
        kill="a unit attacks, is recalled, is moved in again by a spell in the same turn: it attacks again")
def _(p: Patcher) -> None:
    @p.wrap(f"{COMBAT}:gained_attacker")
    def gained_attacker(orig: Any, game: Any, u: Any, *args: Any, **kwargs: Any) -> None:
        turn, mine = getattr(game, "_r9a_attacked", (None, set()))
        if turn != game.turn_counter:
            mine = set()
        game._r9a_attacked = (game.turn_counter, mine)
        if game.showdown is not None and u.uid in mine:
            game.showdown.attack_triggered.append(u.uid)
            return
        mine.add(u.uid)
        orig(game, u, *args, **kwargs)
