"""Mutants of the session-9 hand-seeded hunt, round 2 (helper r9c), continued from ``rules9_r9c_2``: 2v2 teammates
(Legion, Level, buffs, Ambush, Quick-Draw, Deflect, the teams' scores), the order of a burn out's steps, a removed
player's additional turn, the first-turn extra rune after an additional turn or a removal, and the data events carry.
"""
from __future__ import annotations

from typing import Any

from mutants import Patcher, mutant
from mutants.rules9_r9c import ACTIONS, ADDITIONAL, COSTS, KEYWORDS, RESOURCES, SEATS


# ---- fourth batch: teammates and the other opponents (2v2, FFA) -----------------------------------
@mutant("r9c-deflect-taxes-a-teammate", rule="809.1.c", area="multiplayer",
        bug="in 2v2 Deflect taxes a teammate's spells too (\"opponents must pay\" read as \"other players\")",
        kill="2v2: A's spell chooses C's unit with Deflect: no extra cost; B's unit with Deflect: [A] more")
def _(p: Patcher) -> None:
    @p.wrap(f"{COSTS}:deflect_cost")
    def deflect_cost(orig: Any, game: Any, player: str, *args: Any, **kwargs: Any) -> Any:
        def others(q: str) -> list[str]:
            return [x for x in game.mode.seats if x != q and x not in game.removed]
        game.opponents = others
        try:
            return orig(game, player, *args, **kwargs)
        finally:
            del game.opponents


@mutant("r9c-victory-against-the-next-opponent-only", rule="472", area="multiplayer",
        bug="with several opponents a player at the Victory Score needs more points than the first opponent only",
        kill="FFA3: A and C both reach 8, B has 3: nobody wins")
def _(p: Patcher) -> None:
    @p.wrap(f"{RESOURCES}:check_victory")
    def check_victory(orig: Any, game: Any, *args: Any, **kwargs: Any) -> None:
        real = game.opponents
        game.opponents = lambda q: real(q)[:1]
        try:
            return orig(game, *args, **kwargs)
        finally:
            del game.opponents


@mutant("r9c-2v2-team-score-against-each-opponent", rule="484.6", area="multiplayer",
        bug="in 2v2 a team's score is compared with each opposing player's own points, not the opposing team's total",
        kill="2v2: A and C total 11, B and D 6 each (12): nobody wins")
def _(p: Patcher) -> None:
    seats = p.module(SEATS)
    resources = p.module(RESOURCES)

    @p.wrap(f"{RESOURCES}:check_victory")
    def check_victory(orig: Any, game: Any, *args: Any, **kwargs: Any) -> None:
        if game.winner is not None or not game.mode.has_teams:
            return orig(game, *args, **kwargs)
        for pl in seats.in_game(game):
            mine = seats.score(game, pl)
            if mine >= game.victory_score and all(mine > game.players[q].points for q in game.opponents(pl)):
                resources.win(game, [q for q in seats.in_game(game) if q in seats.team(game, pl)])
                return


@mutant("r9c-legion-counts-a-teammates-card", rule="812.1.c", area="keywords", keyword="Legion",
        bug="in 2v2 Legion is met by a card the player's teammate played this turn",
        kill="2v2: C played a card this turn, A none: A's Legion unit has no Legion ability")
def _(p: Patcher) -> None:
    seats = p.module(SEATS)

    @p.wrap(f"{KEYWORDS}:legion_active")
    def legion_active(orig: Any, game: Any, player: str, o: Any, *args: Any, **kwargs: Any) -> bool:
        return any(orig(game, q, o, *args, **kwargs) for q in seats.team(game, player))


@mutant("r9c-level-reads-the-teams-xp", rule="824.1.c", area="keywords", keyword="Level",
        bug="in 2v2 Level reads the team's XP (the player's and the teammate's summed)",
        kill="2v2: A has 1 XP and C 2: A's Level 3 unit has no Level ability")
def _(p: Patcher) -> None:
    seats = p.module(SEATS)

    @p.wrap(f"{KEYWORDS}:level_active")
    def level_active(orig: Any, game: Any, player: str, n: int, *args: Any, **kwargs: Any) -> bool:
        return sum(game.players[q].xp for q in seats.team(game, player)) >= n


@mutant("r9c-spend-buff-of-a-teammates-unit", rule="702.2.b.2", area="multiplayer",
        bug="in 2v2 a player can spend the buff of a teammate's unit (a friendly unit, not one they control)",
        kill="2v2: A's spell spends a buff from C's unit: nothing is spent")
def _(p: Patcher) -> None:
    seats = p.module(SEATS)

    @p.wrap(f"{ADDITIONAL}:spend_buff")
    def spend_buff(orig: Any, game: Any, o: Any, player: str, *args: Any, **kwargs: Any) -> bool:
        if o.controller is not None and o.controller != player and seats.friendly(game, player, o.controller):
            return orig(game, o, o.controller, *args, **kwargs)
        return orig(game, o, player, *args, **kwargs)


@mutant("r9c-ambush-with-a-teammates-units", rule="822.1.b", area="multiplayer",
        bug="in 2v2 Ambush permits a battlefield where the player's teammate controls units",
        kill="2v2: only C's units at a battlefield: A can't play a unit with Ambush there")
def _(p: Patcher) -> None:
    seats = p.module(SEATS)

    @p.wrap(f"{KEYWORDS}:ambush_permits")
    def ambush_permits(orig: Any, game: Any, o: Any, player: str, dest: Any, *args: Any, **kwargs: Any) -> bool:
        return any(orig(game, o, q, dest, *args, **kwargs) for q in seats.team(game, player))


@mutant("r9c-quick-draw-attaches-to-a-teammates-unit", rule="819.1.d", area="multiplayer",
        bug="in 2v2 Quick-Draw's gear may attach to a teammate's unit ('a Unit you control' read as 'friendly')",
        kill="2v2: A's Quick-Draw gear can't attach to C's unit")
def _(p: Patcher) -> None:
    behaviour = p.module("reference_engine.behaviour")
    seats = p.module(SEATS)

    @p.wrap(f"{KEYWORDS}:keyword_triggers")
    def keyword_triggers(orig: Any, game: Any, o: Any, *args: Any, **kwargs: Any) -> Any:
        out = orig(game, o, *args, **kwargs)
        for t in out:
            if t.text == "[Quick-Draw]":
                t.targets = [behaviour.TargetSpec("unit", lambda g, u, pl, i: seats.friendly(g, pl, u.controller),
                                                  text="a friendly unit")]
        return out


# ---- fifth batch: the order inside one action, the player who chooses ----------------------------------
@mutant("r9c-replace-reports-a-banish", rule="438.4", area="game actions",
        bug="a permanent replaced by a token is reported banished (its replacement is read as a banish)",
        kill="replace a unit with a token: no banish event")
def _(p: Patcher) -> None:
    @p.wrap(f"{ACTIONS}:replace_with_token")
    def replace_with_token(orig: Any, game: Any, o: Any, *args: Any, **kwargs: Any) -> bool:
        alias = game.alias_of(o.uid)
        res = orig(game, o, *args, **kwargs)
        if res:
            game.emit("banish", object=alias, source=None)
        return res


@mutant("r9c-burn-out-before-drawing-what-there-is", rule="431.1.a", area="victory",
        bug="a draw of more cards than the deck holds burns out first, before drawing the cards there are",
        kill="A with 1 card in the deck and 1 in the trash draws 2: A draws the deck's card, then burns out, then "
             "draws the recycled card")
def _(p: Patcher) -> None:
    resources = p.module(RESOURCES)

    @p.wrap(f"{ACTIONS}:draw")
    def draw(orig: Any, game: Any, player: str, n: int = 1, *args: Any, **kwargs: Any) -> int:
        pl = game.players[player]
        if 0 < len(pl.deck) < n and game.winner is None:
            resources.burn_out(game, player)
        return orig(game, player, n, *args, **kwargs)


@mutant("r9c-channel-instruction-nothing-when-short", rule="430.1", area="runes and pools",
        bug="'channel N' with fewer than N runes in the rune deck channels none",
        kill="a spell 'channel 2' with one rune in the rune deck channels that rune")
def _(p: Patcher) -> None:
    @p.wrap(f"{RESOURCES}:channel")
    def channel(orig: Any, game: Any, player: str, n: int, *args: Any, **kwargs: Any) -> int:
        if len(game.players[player].rune_deck) < n:
            return 0
        return orig(game, player, n, *args, **kwargs)


@mutant("r9c-discard-chosen-by-the-turn-player", rule="422.1.a", area="game actions",
        bug="when a player must discard some of their cards, the turn player chooses which",
        kill="B's spell in A's turn: 'B discards 1' with two cards: B chooses")
def _(p: Patcher) -> None:
    @p.wrap(f"{ACTIONS}:discard_n")
    def discard_n(orig: Any, game: Any, player: str, *args: Any, **kwargs: Any) -> int:
        ask = game.ask
        active = game.active

        def asked(kind: str, who: str, *a: Any, **k: Any) -> Any:
            return ask(kind, active if kind == "choose-card" else who, *a, **k)
        game.ask = asked
        try:
            return orig(game, player, *args, **kwargs)
        finally:
            del game.ask


@mutant("r9c-extra-turns-counted-once", rule="735", area="turn phases",
        bug="'take N turns after this one' queues a single additional turn whatever N",
        kill="a spell 'take 2 turns after this': A takes the next two turns, then B")
def _(p: Patcher) -> None:
    @p.wrap(f"{ADDITIONAL}:take_turn_after")
    def take_turn_after(orig: Any, game: Any, player: str, *args: Any, **kwargs: Any) -> bool:
        queue = game.__dict__.setdefault("turn_queue", [])
        if queue and queue[0] == player:
            return True
        return orig(game, player, *args, **kwargs)


@mutant("r9c-burn-out-point-before-recycling", rule="431.2.b", area="victory",
        bug="burning out gives the opponent the point before the trash is recycled into the main deck",
        kill="A burns out with a card in the trash: the recycle comes before the point")
def _(p: Patcher) -> None:
    @p.wrap(f"{RESOURCES}:burn_out")
    def burn_out(orig: Any, game: Any, player: str, *args: Any, **kwargs: Any) -> Any:
        emit = game.emit
        held: list[Any] = []

        def later(kind: str, **kw: Any) -> Any:
            if kind == "recycle":
                held.append(kw)
                return None
            return emit(kind, **kw)
        game.emit = later
        try:
            return orig(game, player, *args, **kwargs)
        finally:
            del game.emit
            for k in held:
                emit("recycle", **k)


@mutant("r9c-removed-players-additional-turn-taken", rule="651.3", area="multiplayer",
        bug="an additional turn queued for a player who then left the game is still taken (by the removed player)",
        kill="rule-651-3-ffa3-removed-players-additional-turn-is-not-taken: B queues a turn after A's, concedes: C "
             "takes the next turn")
def _(p: Patcher) -> None:
    @p.wrap(f"{ADDITIONAL}:next_turn_player")
    def next_turn_player(orig: Any, game: Any, *args: Any, **kwargs: Any) -> str:
        queue = getattr(game, "turn_queue", None)
        if queue:
            game.regular_turn = getattr(game, "regular_turn", None) or game.active
            return queue.pop(0)
        return orig(game, *args, **kwargs)


@mutant("r9c-extra-rune-keyed-to-the-turn-number", rule="480.7", area="multiplayer",
        bug="the first-turn extra rune goes to whoever plays turn 2 (duel) or turn N (FFA, 2v2), not to the player "
            "going second / last in their first channel phase",
        kill="rule-480-7-extra-rune-on-the-second-players-first-channel-after-an-additional-turn: A's additional turn "
             "2 channels 2, B's first turn 3 channels 3")
def _(p: Patcher) -> None:
    @p.wrap(f"{SEATS}:extra_first_channel")
    def extra_first_channel(orig: Any, game: Any, *args: Any, **kwargs: Any) -> int:
        last = 2 if game.mode.duel_first_turn else len(game.mode.seats)
        return 1 if game.turn_number == last else 0


# ---- sixth batch: the data events carry (docs/case-format.md section 6) ------------------------------------
def _edit_events(game: Any, kind: str, change: Any) -> Any:
    """Wrap ``game.emit`` so that events of ``kind`` are changed by ``change(kw)``; returns the undo."""
    emit = game.emit

    def edited(k: str, **kw: Any) -> Any:
        if k == kind:
            change(kw)
        return emit(k, **kw)
    game.emit = edited
    return lambda: game.__dict__.pop("emit", None)


@mutant("r9c-recall-event-from-base", rule="450", area="recall",
        bug="a recall reports it came from base (the unit's location is read after it was recalled)",
        kill="a unit at bf1 is recalled: the recall event says from bf1")
def _(p: Patcher) -> None:
    @p.wrap(f"{ACTIONS}:recall")
    def recall(orig: Any, game: Any, o: Any, *args: Any, **kwargs: Any) -> bool:
        undo = _edit_events(game, "recall", lambda kw: kw.update({"from": "base"}))
        try:
            return orig(game, o, *args, **kwargs)
        finally:
            undo()


@mutant("r9c-die-event-from-the-trash", rule="428", area="game actions",
        bug="a unit's die event names where it went (the trash) instead of the location it died at",
        kill="a unit at bf1 is killed: the die event says from bf1")
def _(p: Patcher) -> None:
    @p.wrap(f"{ACTIONS}:die")
    def die(orig: Any, game: Any, o: Any, *args: Any, **kwargs: Any) -> Any:
        undo = _edit_events(game, "die", lambda kw: kw.update({"from": "trash"}))
        try:
            return orig(game, o, *args, **kwargs)
        finally:
            undo()


@mutant("r9c-move-event-without-its-origin", rule="420", area="movement",
        bug="a move reports its destination as its origin too (from = to)",
        kill="a unit moves from base to bf1: the move event says from base")
def _(p: Patcher) -> None:
    @p.wrap(f"{ACTIONS}:move")
    def move(orig: Any, game: Any, o: Any, dest: str, *args: Any, **kwargs: Any) -> bool:
        undo = _edit_events(game, "move", lambda kw: kw.update({"from": dest}))
        try:
            return orig(game, o, dest, *args, **kwargs)
        finally:
            undo()


@mutant("r9c-create-event-at-base", rule="438.1", area="game actions",
        bug="the token a replacement creates is reported created at base (the event's `to`), wherever it is",
        kill="a unit at bf1 replaced with a token: the create event says to bf1")
def _(p: Patcher) -> None:
    @p.wrap(f"{ACTIONS}:replace_with_token")
    def replace_with_token(orig: Any, game: Any, o: Any, *args: Any, **kwargs: Any) -> bool:
        undo = _edit_events(game, "create", lambda kw: kw.update({"to": "base"}))
        try:
            return orig(game, o, *args, **kwargs)
        finally:
            undo()


@mutant("r9c-channel-event-for-the-turn-player", rule="430.1", area="runes and pools",
        bug="a channel event names the turn player, not the player who channelled",
        kill="B's Reaction 'channel 1' in A's turn: the channel event names B")
def _(p: Patcher) -> None:
    @p.wrap(f"{RESOURCES}:channel")
    def channel(orig: Any, game: Any, player: str, *args: Any, **kwargs: Any) -> int:
        undo = _edit_events(game, "channel", lambda kw: kw.update({"player": game.active}))
        try:
            return orig(game, player, *args, **kwargs)
        finally:
            undo()
