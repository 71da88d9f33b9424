"""Mutants of the modes of play with more seats (issue 14; Core Rules v1.3 476-484, 651-652): turn order,
priority and focus around the table, opponents and teammates, team victory and scoring, the first-turn
process, combats of exactly two players. Each is a two-player habit an engine author could keep."""
from __future__ import annotations

from typing import Any

from mutants import Patcher, mutant

SEATS = "reference_engine.seats"
CHAIN = "reference_engine.chain"
COMBAT = "reference_engine.combat"
RES = "reference_engine.resources"
TRIG = "reference_engine.triggers"


@mutant("mp-chain-resolves-after-two-passes", rule="339.1", area="multiplayer",
        bug="the newest chain item resolves after two passes in a row, whatever the number of players",
        kill="rule-339-1-ffa3-every-player-passes-before-resolving: after A and B pass, C has priority")
def _(p: Patcher) -> None:
    @p.wrap(f"{CHAIN}:pass_priority")
    def pass_priority(orig: Any, game: Any, player: str) -> None:
        if game.chain and game.priority == player:
            game.passes = max(game.passes, len(game.players) - 2)
        orig(game, player)


@mutant("mp-showdown-closes-after-two-passes", rule="348", area="multiplayer",
        bug="a showdown closes after two focus passes in a row, whatever the number of players",
        kill="rule-348-ffa3-showdown-closes-only-after-all-three-pass: after A and B pass, C has focus")
def _(p: Patcher) -> None:
    @p.wrap(f"{COMBAT}:pass_focus")
    def pass_focus(orig: Any, game: Any, player: str) -> None:
        sd = game.showdown
        if sd is not None and sd.focus == player and sd.focus_passes >= 1:
            sd.focus_passes = len(game.players) - 1
        orig(game, player)


@mutant("mp-focus-to-the-other-combatant", rule="340.2.a", area="multiplayer",
        bug="when a chain empties in a combat showdown, focus goes to the other player of the combat, not to the "
            "next player in turn order",
        kill="rule-346-ffa4-focus-passes-to-the-next-player-not-the-defender: focus B, not C")
def _(p: Patcher) -> None:
    @p.wrap(f"{COMBAT}:chain_emptied")
    def chain_emptied(orig: Any, game: Any) -> None:
        sd = game.showdown
        before = sd.focus if sd is not None else None
        orig(game)
        if sd is not None and game.showdown is sd and sd.combat and sd.focus != before and before in (
                sd.attacker, sd.defender):
            sd.focus = game.priority = sd.defender if before == sd.attacker else sd.attacker


@mutant("mp-turns-alternate-two-seats", rule="317.3", area="multiplayer",
        bug="the turns alternate between the first two seats (the opponent of the player who had it): the others "
            "never play",
        kill="rule-482-1-ffa3-turn-order-of-three-players: after B's turn comes C's")
def _(p: Patcher) -> None:
    @p.wrap("reference_engine.additional:next_turn_player")
    def next_turn_player(orig: Any, game: Any) -> str:
        nxt = orig(game)
        if nxt in game.seats[2:]:
            game.regular_turn = game.seats[0]
            return game.seats[0]
        return nxt


@mutant("mp-teammate-is-an-enemy", rule="740.1", area="multiplayer",
        bug="friendly means the same controller only: a teammate's objects are enemies",
        kill="rule-484-8-d-friendly-includes-teammates-units: ready a friendly unit choosing C's unit")
def _(p: Patcher) -> None:
    @p.wrap(f"{SEATS}:team")
    def team(orig: Any, game: Any, player: str) -> Any:
        return (player,)


@mutant("mp-victory-per-player-in-2v2", rule="484.6", area="multiplayer",
        bug="in 2v2 a player needs the Victory Score alone: the team's points are not added up",
        kill="rule-484-3-2v2-victory-score-11-for-the-team: A 7 and C 4 win")
def _(p: Patcher) -> None:
    @p.wrap(f"{SEATS}:score")
    def score(orig: Any, game: Any, player: str) -> int:
        return game.players[player].points


@mutant("mp-victory-score-8-everywhere", rule="484.3", area="multiplayer",
        bug="the Victory Score is 8 in every mode (2v2's is 11)",
        kill="rule-484-3-2v2-eight-points-do-not-win: A's team at 8 has not won")
def _(p: Patcher) -> None:
    @p.wrap("reference_engine.setup:build")
    def build(orig: Any, setup: Any) -> Any:
        game = orig(setup)
        if "victory_score" not in (setup or {}):
            game.victory_score = 8
        return game


@mutant("mp-duel-first-turn-everywhere", rule="482.7", area="multiplayer",
        bug="every mode uses the duel's first-turn process: the second player channels an extra rune, the first draws",
        kill="rule-482-7-ffa3-third-player-channels-an-extra-rune: B channels 2, C 3")
def _(p: Patcher) -> None:
    @p.wrap(f"{SEATS}:extra_first_channel")
    def extra_first_channel(orig: Any, game: Any) -> int:
        return 1 if game.turn_number == 2 else 0

    p.replace(f"{SEATS}:skips_first_draw", lambda game: False)


@mutant("mp-teammates-battlefield-scores", rule="484.8.b", area="multiplayer",
        bug="a battlefield a teammate held in the beginning phase can be conquered for a point",
        kill="rule-484-8-b-teammates-battlefield-not-conquered-by-the-team: no conquest of bf1")
def _(p: Patcher) -> None:
    @p.wrap(f"{COMBAT}:conquer")
    def conquer(orig: Any, game: Any, player: str, b: Any, *args: Any, **kwargs: Any) -> None:
        held, game.disqualified = game.disqualified, set()
        try:
            orig(game, player, b, *args, **kwargs)
        finally:
            game.disqualified = held


@mutant("mp-third-player-joins-a-combat", rule="457.1", area="multiplayer",
        bug="a third player's units may move into a combat of two other players",
        kill="rule-457-ffa3-third-player-cant-join-a-combat: C's move to bf1 rejected")
def _(p: Patcher) -> None:
    @p.wrap(f"{SEATS}:invalid_destination")
    def invalid_destination(orig: Any, game: Any, controller: Any, where: str) -> Any:
        why = orig(game, controller, where)
        return None if why and "442.2.a" in why else why


@mutant("mp-triggers-in-seat-order", rule="383.3.d.1", area="multiplayer",
        bug="simultaneous triggers are placed the turn player's first, then the others' in seat order (not turn order)",
        kill="rule-383-3-d-1-ffa4-triggers-placed-in-turn-order-from-the-turn-player: A's trigger resolves first")
def _(p: Patcher) -> None:
    @p.wrap(f"{SEATS}:turn_order_from")
    def turn_order_from(orig: Any, game: Any, first: str) -> list[str]:
        return [first] + [s for s in game.seats if s != first and s not in game.removed]


@mutant("mp-burn-out-point-to-the-next-player", rule="431.2.c", area="multiplayer",
        bug="a burn out's point goes to the first opponent in turn order: the player is not asked to choose one",
        kill="rule-431-2-c-ffa3-burn-out-chooses-an-opponent: A chooses C")
def _(p: Patcher) -> None:
    @p.wrap("reference_engine.game:Game.ask")
    def ask(orig: Any, self: Any, kind: str, player: str, options: Any, *args: Any, **kwargs: Any) -> Any:
        return options[0] if kind == "choose-player" else orig(self, kind, player, options, *args, **kwargs)


@mutant("mp-combat-triggers-turn-player-first", rule="459.2.d.1", area="triggers",
        bug="the triggers of a combat's designations go on the chain in turn order from the turn player, not the "
            "attacker's first and the defender's last",
        kill="rule-459-2-d-1-ffa3-attacker-places-triggers-first: Ahri's (the defender's) trigger resolves first")
def _(p: Patcher) -> None:
    @p.wrap(f"{COMBAT}:combat_trigger_order")
    def combat_trigger_order(orig: Any, game: Any, sd: Any) -> list[str]:
        return [s for s in game.seats[game.seats.index(game.active):] + game.seats[:game.seats.index(game.active)]
                if s not in game.removed]


# ---- destinations and Victory Score (mutation hunt C: seats.py) -----------------------------------
@mutant("mp-combatant-barred-from-own-combat", rule="442.2.a", area="multiplayer",
        bug="with more than two players, a battlefield with a combat is an invalid destination for every player's "
            "units, the two players fighting there included",
        kill="rule-442-2-a-ffa3-combatant-may-move-into-its-own-combat: the defender's unit moves into bf1")
def _(p: Patcher) -> None:
    combat_players = p.original(f"{SEATS}:combat_players")

    @p.wrap(f"{SEATS}:invalid_destination")
    def invalid_destination(orig: Any, game: Any, controller: Any, where: str, *args: Any, **kwargs: Any) -> Any:
        why = orig(game, controller, where, *args, **kwargs)
        if why is None and len(game.mode.seats) > 2 and game.is_bf(where) and combat_players(game, where):
            return f"{where} has a combat (mutant)"
        return why


@mutant("mp-two-other-players-needs-three", rule="444.2", area="multiplayer",
        bug="a battlefield is barred only when units of three other players are there, not two (an off-by-one)",
        kill="rule-444-2-2v2-no-move-to-a-battlefield-with-two-other-players: A's move to bf1 is rejected")
def _(p: Patcher) -> None:
    combat_players = p.original(f"{SEATS}:combat_players")
    teammates = p.original(f"{SEATS}:teammates")

    @p.wrap(f"{SEATS}:invalid_destination")
    def invalid_destination(orig: Any, game: Any, controller: Any, where: str, *args: Any, **kwargs: Any) -> Any:
        why = orig(game, controller, where, *args, **kwargs)
        if why is None or controller is None or not game.is_bf(where) or combat_players(game, where):
            return why
        if game.bf(where).controller in teammates(game, controller):
            return why
        others = {u.controller for u in game.units(where)} - {controller, None}
        return None if len(others) == 2 else why


@mutant("mp-ffa4-victory-score-7", rule="483.3", area="victory",
        bug="the four-player free-for-all's Victory Score is 7, not 8",
        kill="rule-483-3-ffa4-seven-points-do-not-win: at 7 points the game goes on")
def _(p: Patcher) -> None:
    import dataclasses
    modes = dict(p.original(f"{SEATS}:MODES"))
    modes["ffa4"] = dataclasses.replace(modes["ffa4"], victory_score=7)
    p.replace(f"{SEATS}:MODES", modes)
