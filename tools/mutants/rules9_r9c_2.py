"""Mutants of the session-9 hand-seeded hunt, round 2 (helper r9c), continued from ``rules9_r9c``: event data (the
killer, the amount of points and XP, the burn-out and exhaust events), the rest of a draw after a burn out and after
the game ends, a burn-out sequence across two draws, "each opponent" in turn order from the turn player, 2v2
teammates (Legion, Level, buffs, Ambush, Quick-Draw, Deflect, the teams' scores) and the order of a burn out's steps.
"""
from __future__ import annotations

from typing import Any

from mutants import Patcher, mutant
from mutants.rules9_r9c import ACTIONS, ADDITIONAL, COSTS, KEYWORDS, RESOURCES, SEATS


# ---- second batch: events' data, the rest of an action after a burn out, values read as 1 ------------
@mutant("r9c-zone-change-keeps-might-mods", rule="124.1", area="game actions",
        bug="a unit returned to hand and played again keeps the Might modifications it had on the board",
        kill="a unit given +2 Might this turn is returned to hand and played again: its Might is its printed Might")
def _(p: Patcher) -> None:
    stash: dict[int, Any] = {}

    @p.wrap(f"{ACTIONS}:change_zone")
    def change_zone(orig: Any, game: Any, o: Any, zone: str, *args: Any, **kwargs: Any) -> Any:
        old = o.zone
        mods = list(o.mods)
        res = orig(game, o, zone, *args, **kwargs)
        if old == "board" and zone == "hand":
            stash[o.uid] = mods
        elif zone == "board" and old != "board" and o.uid in stash:
            o.mods = stash.pop(o.uid)
        return res


@mutant("r9c-kill-event-names-no-killer", rule="428", area="game actions",
        bug="a kill event does not name the player who killed (\"when you kill\" and kill attributions see nobody)",
        kill="A's spell kills B's unit: the kill event names A")
def _(p: Patcher) -> None:
    @p.wrap(f"{ACTIONS}:die")
    def die(orig: Any, game: Any, o: Any, cause: str, by_player: Any, *args: Any, **kwargs: Any) -> Any:
        emit = game.emit

        def anonymous(kind: str, **kw: Any) -> Any:
            if kind == "kill":
                kw["player"] = None
            return emit(kind, **kw)
        game.emit = anonymous
        try:
            return orig(game, o, cause, by_player, *args, **kwargs)
        finally:
            del game.emit


@mutant("r9c-draw-stops-after-burn-out", rule="431.2.d", area="victory",
        bug="a draw from an empty main deck burns out and stops: the remainder of the draw is not completed",
        kill="A with an empty deck and one card in the trash draws 1: B gains a point, and A draws that card")
def _(p: Patcher) -> None:
    resources = p.module(RESOURCES)

    @p.wrap(f"{ACTIONS}:draw")
    def draw(orig: Any, game: Any, player: str, n: int = 1, *args: Any, **kwargs: Any) -> int:
        if not game.players[player].deck and game.winner is None:
            resources.burn_out(game, player)
            return 0
        return orig(game, player, n, *args, **kwargs)


@mutant("r9c-draw-goes-on-after-the-game-ends", rule="472", area="victory",
        bug="a draw goes on after a burn out's point has ended the game (cards are still drawn)",
        kill="rule-431-3-b-ffa3-win-at-once-ends-each-opponents-draw: B's second burn out wins the game for A; C, the "
             "next opponent of 'each opponent draws 1', draws nothing")
def _(p: Patcher) -> None:
    @p.wrap(f"{ACTIONS}:draw")
    def draw(orig: Any, game: Any, player: str, n: int = 1, *args: Any, **kwargs: Any) -> int:
        res = orig(game, player, n, *args, **kwargs)
        pl = game.players[player]
        if game.winner is not None and res < n and pl.deck:
            change_zone = p.original(f"{ACTIONS}:change_zone")
            for _ in range(min(n - res, len(pl.deck))):
                o = game.objects[pl.deck[0]]
                change_zone(game, o, "hand")
                game.emit("draw", player=player, object=game.alias_of(o.uid), source=None)
                res += 1
        return res


@mutant("r9c-deflect-value-ignored", rule="809.2", area="costs",
        bug="Deflect costs [A] whatever its value: Deflect 2 taxes a spell that chooses the unit only [A]",
        kill="A's spell chooses B's unit with Deflect 2: A must pay [A][A] more")
def _(p: Patcher) -> None:
    @p.wrap(f"{COSTS}:keyword_value", everywhere=False)
    def keyword_value(orig: Any, game: Any, o: Any, name: str, *args: Any, **kwargs: Any) -> int:
        return min(1, orig(game, o, name, *args, **kwargs))


@mutant("r9c-burn-out-unreported", rule="431.2", area="victory",
        bug="a burn out happens (trash recycled, point gained) without its burn-out event",
        kill="A draws from an empty deck: a burn-out event for A")
def _(p: Patcher) -> None:
    @p.wrap(f"{RESOURCES}:burn_out")
    def burn_out(orig: Any, game: Any, player: str, *args: Any, **kwargs: Any) -> Any:
        emit = game.emit

        def quiet(kind: str, **kw: Any) -> Any:
            return None if kind == "burn-out" else emit(kind, **kw)
        game.emit = quiet
        try:
            return orig(game, player, *args, **kwargs)
        finally:
            del game.emit


@mutant("r9c-points-event-amount-one", rule="471.1.a.1", area="scoring",
        bug="gaining several points at once reports an amount of 1 (the total is right)",
        kill="a spell 'gain 2 points': one points event of amount 2")
def _(p: Patcher) -> None:
    @p.wrap(f"{RESOURCES}:gain_points")
    def gain_points(orig: Any, game: Any, player: str, n: int, *args: Any, **kwargs: Any) -> bool:
        emit = game.emit

        def one(kind: str, **kw: Any) -> Any:
            if kind == "points":
                kw["amount"] = 1
            return emit(kind, **kw)
        game.emit = one
        try:
            return orig(game, player, n, *args, **kwargs)
        finally:
            del game.emit


@mutant("r9c-xp-event-amount-one", rule="730.1", area="keywords", keyword="Hunt",
        bug="gaining several XP at once reports an amount of 1 (the total is right)",
        kill="a spell 'gain 2 XP': one gain-xp event of amount 2")
def _(p: Patcher) -> None:
    @p.wrap(f"{ADDITIONAL}:gain_xp")
    def gain_xp(orig: Any, game: Any, player: str, n: int, *args: Any, **kwargs: Any) -> bool:
        emit = game.emit

        def one(kind: str, **kw: Any) -> Any:
            if kind == "gain-xp":
                kw["amount"] = 1
            return emit(kind, **kw)
        game.emit = one
        try:
            return orig(game, player, n, *args, **kwargs)
        finally:
            del game.emit


@mutant("r9c-level-value-ignored", rule="824.1.c", area="keywords", keyword="Level",
        bug="Level N is active with any XP at all (its value N is not read)",
        kill="a unit with Level 3 while its controller has 1 XP: its Level ability is inactive")
def _(p: Patcher) -> None:
    @p.wrap(f"{KEYWORDS}:level_active")
    def level_active(orig: Any, game: Any, player: str, n: int, *args: Any, **kwargs: Any) -> bool:
        return orig(game, player, min(n, 1), *args, **kwargs)


@mutant("r9c-channel-from-the-bottom", rule="430.1", area="runes and pools",
        bug="channelling takes runes from the bottom of the rune deck instead of the top",
        kill="a rune deck [Fury, Calm, Mind]: channel 1 puts a Fury rune on the board")
def _(p: Patcher) -> None:
    @p.wrap(f"{RESOURCES}:channel")
    def channel(orig: Any, game: Any, player: str, n: int, *args: Any, **kwargs: Any) -> int:
        pl = game.players[player]
        pl.rune_deck.reverse()
        try:
            return orig(game, player, n, *args, **kwargs)
        finally:
            pl.rune_deck.reverse()


@mutant("r9c-burn-out-point-to-first-opponent", rule="431.2.c", area="multiplayer",
        bug="with several opponents the burn-out point goes to the first opponent in turn order, nobody is asked",
        kill="FFA3: B burns out and chooses C: C gains the point")
def _(p: Patcher) -> None:
    @p.wrap(f"{RESOURCES}:burn_out")
    def burn_out(orig: Any, game: Any, player: str, *args: Any, **kwargs: Any) -> Any:
        ask = game.ask

        def first(kind: str, who: str, options: Any, *a: Any, **k: Any) -> Any:
            return options[0] if kind == "choose-player" else ask(kind, who, options, *a, **k)
        game.ask = first
        try:
            return orig(game, player, *args, **kwargs)
        finally:
            del game.ask


@mutant("r9c-concede-twice-accepted", rule="651.3", area="multiplayer",
        bug="a player already removed from the game can concede again (the step is accepted)",
        kill="FFA3: B concedes, then B's second concession is rejected",
        equivalent="the game refuses every step of a removed player before resources.concede is reached (651.3; "
                   "rule-651-3-ffa3-removed-player-makes-no-more-choices rejects the second concession either way)")
def _(p: Patcher) -> None:
    @p.wrap(f"{RESOURCES}:concede")
    def concede(orig: Any, game: Any, player: str, *args: Any, **kwargs: Any) -> Any:
        if player in game.removed:
            return None
        return orig(game, player, *args, **kwargs)


@mutant("r9c-exhaust-unreported", rule="414.1", area="game actions",
        bug="an exhaust by an effect happens without its exhaust event",
        kill="a spell 'exhaust a unit': an exhaust event for it")
def _(p: Patcher) -> None:
    @p.wrap(f"{ACTIONS}:exhaust")
    def exhaust(orig: Any, game: Any, o: Any, *args: Any, **kwargs: Any) -> bool:
        if o.exhausted:
            return False
        o.exhausted = True
        return True


@mutant("r9c-naming-makes-ignored", rule="761.2", area="naming",
        bug="the 'that makes X' part of a description is not read (it narrows nothing)",
        kill="'the [3] spell with Flow that makes tentacles' names Up from the Deep only if 'makes' is read; a "
             "description whose other traits fit two cards is refused without it")
def _(p: Patcher) -> None:
    @p.wrap("reference_engine.naming:_match")
    def _match(orig: Any, cards: Any, rest: str, cost: Any, makes: Any, *args: Any, **kwargs: Any) -> Any:
        return orig(cards, rest, cost, None, *args, **kwargs)


# ---- third batch: the second occurrence, the other seats, look-ups by the wrong player ----------------
@mutant("r9c-burn-out-sequence-spans-the-turn", rule="431.3.b", area="victory",
        bug="a player's burn out after an earlier burn out this turn (a new draw) counts as a repeat in the sequence: "
            "its point wins at once",
        kill="A burns out drawing 1 (B 6 -> 7), then plays 'draw 1, gain 1 point' at 7 with an empty deck: B 8, A 8, "
             "a tie at the cleanup - nobody wins")
def _(p: Patcher) -> None:
    @p.wrap(f"{RESOURCES}:burn_out")
    def burn_out(orig: Any, game: Any, player: str, *args: Any, **kwargs: Any) -> Any:
        seen = game.__dict__.setdefault("_r9c_burned", set())
        key = (game.turn_number, player)
        again = key in seen
        seen.add(key)
        if again:
            kwargs.pop("win_at_once", None)
            return orig(game, player, True)
        return orig(game, player, *args, **kwargs)


@mutant("r9c-opponents-from-the-player", rule="303.2.a", area="multiplayer",
        bug="a player's opponents are listed in turn order from that player, not from the turn player",
        kill="FFA3 in A's turn: B's spell 'each opponent draws 1' with C burning out first only if C comes first")
def _(p: Patcher) -> None:
    seats = p.module(SEATS)

    @p.wrap(f"{SEATS}:opponents")
    def opponents(orig: Any, game: Any, player: str, *args: Any, **kwargs: Any) -> Any:
        mine = seats.team(game, player)
        return [q for q in seats.turn_order_from(game, player) if q not in mine]


@mutant("r9c-uncontrolled-battlefield-not-contested", rule="325.1", area="movement",
        bug="a unit moving to an uncontrolled battlefield does not contest it (only one an opponent controls)",
        kill="A's unit moves to an empty uncontrolled battlefield: A conquers it")
def _(p: Patcher) -> None:
    @p.wrap(f"{ACTIONS}:move")
    def move(orig: Any, game: Any, o: Any, dest: str, *args: Any, **kwargs: Any) -> bool:
        before = game.bf(dest).contested_by if game.is_bf(dest) else None
        res = orig(game, o, dest, *args, **kwargs)
        if res and game.is_bf(dest) and game.bf(dest).controller is None:
            game.bf(dest).contested_by = before
        return res


@mutant("r9c-2v2-victory-score-8", rule="484.6", area="multiplayer",
        bug="2v2 uses the duel's Victory Score of 8, not 11",
        kill="2v2: the team reaches 8 points: nobody wins")
def _(p: Patcher) -> None:
    @p.wrap(f"{RESOURCES}:check_victory")
    def check_victory(orig: Any, game: Any, *args: Any, **kwargs: Any) -> None:
        saved = game.victory_score
        if game.mode.has_teams:
            game.victory_score = min(saved, 8)
        try:
            return orig(game, *args, **kwargs)
        finally:
            game.victory_score = saved


@mutant("r9c-legion-in-hand-reads-the-turn-player", rule="812.1.c", area="keywords", keyword="Legion",
        bug="a card in hand (no controller) reads Legion from the turn player's cards played this turn, not its owner's",
        kill="in A's turn after A played a card, B's Reaction with Legion [I cost [2] less] in hand costs its full cost")
def _(p: Patcher) -> None:
    @p.wrap(f"{KEYWORDS}:legion_active")
    def legion_active(orig: Any, game: Any, player: str, o: Any, *args: Any, **kwargs: Any) -> bool:
        if o.controller is None:
            player = game.active
        return orig(game, player, o, *args, **kwargs)


@mutant("r9c-might-minimum-ignored", rule="477.3.b", area="game actions",
        bug="'-N Might, to a minimum of M' ignores its minimum",
        kill="a unit of Might 2 given -4 Might to a minimum of 1: its Might is 1")
def _(p: Patcher) -> None:
    @p.wrap(f"{ACTIONS}:give_might")
    def give_might(orig: Any, game: Any, o: Any, amount: int, source: Any, *args: Any, **kwargs: Any) -> bool:
        kwargs.pop("minimum", None)
        return orig(game, o, amount, source, *args, **kwargs)


@mutant("r9c-double-printed-might", rule="432.1.a", area="game actions",
        bug="doubling reads the unit's printed Might, not its current Might",
        kill="a 2-Might unit with +1 Might is doubled: Might 6")
def _(p: Patcher) -> None:
    layers = p.module("reference_engine.layers")

    @p.wrap(f"{ACTIONS}:double_might")
    def double_might(orig: Any, game: Any, o: Any, source: Any, *args: Any, **kwargs: Any) -> bool:
        base = layers.base_might(o) if o.zone == "board" else None
        if base is None:
            return orig(game, o, source, *args, **kwargs)
        give = p.original(f"{ACTIONS}:give_might")
        return give(game, o, max(0, base), source, chosen=True)


@mutant("r9c-draw-one-event-for-n-cards", rule="413", area="game actions",
        bug="drawing several cards reports one draw event (for the first card)",
        kill="a spell 'draw 2': two draw events")
def _(p: Patcher) -> None:
    @p.wrap(f"{ACTIONS}:draw")
    def draw(orig: Any, game: Any, player: str, n: int = 1, *args: Any, **kwargs: Any) -> int:
        emit = game.emit
        seen: list[int] = []

        def once(kind: str, **kw: Any) -> Any:
            if kind == "draw":
                if seen:
                    return None
                seen.append(1)
            return emit(kind, **kw)
        game.emit = once
        try:
            return orig(game, player, n, *args, **kwargs)
        finally:
            del game.emit


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
