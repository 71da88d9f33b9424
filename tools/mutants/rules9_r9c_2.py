"""Mutants of the session-9 hand-seeded hunt, round 2 (helper r9c), continued from ``rules9_r9c``: event data (the
killer, the amount of points and XP, the burn-out and exhaust events), the rest of a draw after a burn out and after
the game ends, a burn-out sequence across two draws, "each opponent" in turn order from the turn player, 2v2
teammates and the rest continue in ``rules9_r9c_3``.
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
