"""Mutants of the session-9 hand-seeded hunt, round 2 (helper r9c) over ``actions``, ``costs``, ``resources``,
``additional``, ``keywords``, ``naming`` and ``seats``: bugs different from session 8's — the lesser-used
branches (a no-op reported as done, a recall from another player's base, an invalid destination in a mode of
more players), multiplayer readings (the next player skipping removed players, the last player's extra rune,
a tie at the Victory Score, a 2v2 concession, teammates' units, XP and points), the pool read before the runes,
the order of a burn out's steps, and data carried on events. Continued in ``rules9_r9c_2`` and ``rules9_r9c_3``.

Per module over the three files (written / killed by the existing suite / killed after a new case / equivalent):
actions 28/27/1/0, costs 6/5/1/0 (with an engine fix: a card's own "I cost [2] less" applies to the total cost,
additional costs included, 356.4.f), resources 17/11/5/1, additional 7/4/2/1 (with an engine fix: a removed
player's queued additional turn is dropped, 651.3), keywords 9/6/3/0, seats 5/3/2/0 (with an engine fix: the
first-turn extra rune goes to the player going second / last in their first channel phase, not to turn 2 / N, 480.7,
482.7),
naming 2/1/0/1. The new cases: rule-356-4-f-legion-discount-reduces-the-accelerate-cost,
rule-429-1-add-by-the-non-turn-player-goes-to-their-own-pool, rule-431-3-b-ffa3-win-at-once-ends-each-opponents-draw,
rule-471-1-a-1-other-points-not-restricted-variant-r9c-two-points-at-once,
rule-431-3-b-a-later-draw-starts-a-new-burn-out-sequence,
rule-303-2-a-ffa3-each-opponent-draws-in-turn-order-from-the-turn-player,
rule-732-2v2-level-reads-only-its-controllers-xp, rule-702-2-b-2-2v2-no-buff-spent-from-a-teammates-unit,
rule-822-1-b-2v2-ambush-needs-your-own-units-not-a-teammates,
rule-819-1-d-2v2-quick-draw-attaches-to-your-unit-not-a-teammates,
rule-484-6-2v2-teams-tied-at-the-victory-score-nobody-wins,
rule-431-2-burn-out-recycles-then-gives-the-point-then-draws,
rule-651-3-ffa3-removed-players-additional-turn-is-not-taken,
rule-480-7-extra-rune-on-the-second-players-first-channel-after-an-additional-turn,
rule-482-7-ffa3-last-player-channels-the-extra-rune-on-turn-2-after-a-concession.
"""
from __future__ import annotations

from typing import Any

from mutants import Patcher, mutant

ACTIONS = "reference_engine.actions"
COSTS = "reference_engine.costs"
RESOURCES = "reference_engine.resources"
ADDITIONAL = "reference_engine.additional"
KEYWORDS = "reference_engine.keywords"
SEATS = "reference_engine.seats"


# ---- actions --------------------------------------------------------------------------------------
@mutant("r9c-exhaust-exhausted-reported-done", rule="414.1.c", area="game actions",
        bug="exhausting an already exhausted unit reports the exhaust happened (an 'if you do' after it executes)",
        kill="a spell 'exhaust a unit; if you do, draw 1' on an exhausted unit: no card drawn")
def _(p: Patcher) -> None:
    @p.wrap(f"{ACTIONS}:exhaust")
    def exhaust(orig: Any, game: Any, o: Any, *args: Any, **kwargs: Any) -> bool:
        orig(game, o, *args, **kwargs)
        return True


@mutant("r9c-stun-stunned-reported-done", rule="423.1.a.1", area="game actions",
        bug="stunning an already stunned unit reports the stun happened (an 'if you do' after it executes)",
        kill="a spell 'stun a unit; if you do, draw 1' on a stunned unit: no card drawn")
def _(p: Patcher) -> None:
    @p.wrap(f"{ACTIONS}:stun")
    def stun(orig: Any, game: Any, o: Any, *args: Any, **kwargs: Any) -> bool:
        was = o.stunned
        res = orig(game, o, *args, **kwargs)
        return True if was else res


@mutant("r9c-ready-ready-reported-done", rule="415.1.c", area="game actions",
        bug="readying a ready unit reports the ready happened (an 'if you do' after it executes)",
        kill="a spell 'ready a unit; if you do, draw 1' on a ready unit: no card drawn")
def _(p: Patcher) -> None:
    @p.wrap(f"{ACTIONS}:ready")
    def ready(orig: Any, game: Any, o: Any, *args: Any, **kwargs: Any) -> bool:
        was_ready = not o.exhausted
        res = orig(game, o, *args, **kwargs)
        return True if was_ready else res


@mutant("r9c-heal-undamaged-reported-done", rule="418.1", area="game actions",
        bug="healing an undamaged unit reports a heal happened (a heal event; an 'if you do' after it executes)",
        kill="a spell 'heal a unit; if you do, draw 1' on an undamaged unit: no heal event, no card drawn")
def _(p: Patcher) -> None:
    @p.wrap(f"{ACTIONS}:heal")
    def heal(orig: Any, game: Any, o: Any, *args: Any, **kwargs: Any) -> bool:
        if o.damage == 0:
            game.emit("heal", object=game.alias_of(o.uid))
            return True
        return orig(game, o, *args, **kwargs)


@mutant("r9c-recall-from-other-base-ignored", rule="323.7", area="recall",
        bug="a unit in a base is never recalled, even when it sits in another player's base (after a control change)",
        kill="a unit whose control changed while in its owner's base: the next cleanup recalls it to its new "
             "controller's base")
def _(p: Patcher) -> None:
    @p.wrap(f"{ACTIONS}:recall")
    def recall(orig: Any, game: Any, o: Any, *args: Any, **kwargs: Any) -> bool:
        if o.location == "base":
            return False
        return orig(game, o, *args, **kwargs)


@mutant("r9c-invalid-destination-move-negated", rule="442.2.c", area="multiplayer",
        bug="a move to a battlefield the unit can't go to (a combat of two other players, a teammate's battlefield) "
            "is negated instead of recalling the unit",
        kill="FFA3: C's spell moves C's unit at a battlefield into a combat of A and B: it is recalled to C's base")
def _(p: Patcher) -> None:
    seats = p.module(SEATS)

    @p.wrap(f"{ACTIONS}:move")
    def move(orig: Any, game: Any, o: Any, dest: str, *args: Any, **kwargs: Any) -> bool:
        if o.zone == "board" and o.location != dest and seats.invalid_destination(game, o.controller, dest):
            return False
        return orig(game, o, dest, *args, **kwargs)


@mutant("r9c-contest-by-the-last-mover", rule="325.1", area="movement",
        bug="a battlefield already contested records the last player who moved a unit there as its contester, "
            "not the first",
        kill="FFA3: A's unit moves to an uncontrolled battlefield, then B's: A is the one who contested it")
def _(p: Patcher) -> None:
    @p.wrap(f"{ACTIONS}:move")
    def move(orig: Any, game: Any, o: Any, dest: str, *args: Any, **kwargs: Any) -> bool:
        res = orig(game, o, dest, *args, **kwargs)
        if res and game.is_bf(dest) and game.bf(dest).controller != o.controller and o.location == dest:
            game.bf(dest).contested_by = o.controller
        return res


@mutant("r9c-attached-gear-keeps-its-location", rule="434.1", area="game actions",
        bug="a gear attached to a unit keeps its own location instead of taking the unit's",
        kill="a gear in base is attached (Equip) to a unit at a battlefield: the gear is at that battlefield")
def _(p: Patcher) -> None:
    @p.wrap(f"{ACTIONS}:attach")
    def attach(orig: Any, game: Any, gear: Any, unit: Any, *args: Any, **kwargs: Any) -> bool:
        where = gear.location
        res = orig(game, gear, unit, *args, **kwargs)
        if res:
            gear.location = where
        return res


@mutant("r9c-replacing-token-at-base", rule="438.1", area="game actions",
        bug="the token that replaces a permanent is created in its controller's base, not where the permanent was",
        kill="replace a unit at a battlefield with a token: the token is at that battlefield")
def _(p: Patcher) -> None:
    @p.wrap(f"{ACTIONS}:replace_with_token")
    def replace_with_token(orig: Any, game: Any, o: Any, *args: Any, **kwargs: Any) -> bool:
        before = set(game.objects)
        res = orig(game, o, *args, **kwargs)
        for uid in set(game.objects) - before:
            game.objects[uid].location = "base"
        return res


@mutant("r9c-die-event-controller-is-killer", rule="808.1.c", area="game actions",
        bug="a unit's die event names the player who killed it instead of its controller (a Deathknell is "
            "controlled by the killer)",
        kill="A kills B's unit with Deathknell [draw 1]: B draws")
def _(p: Patcher) -> None:
    @p.wrap(f"{ACTIONS}:die")
    def die(orig: Any, game: Any, o: Any, cause: str, by_player: Any, *args: Any, **kwargs: Any) -> Any:
        if by_player is not None:
            o.controller = by_player
        return orig(game, o, cause, by_player, *args, **kwargs)


@mutant("r9c-double-negative-might", rule="432.1", area="game actions",
        bug="doubling a unit whose Might is below 0 lowers it further (the negative Might is not read as 0, 143.2.b)",
        kill="a 1-Might unit gets -3 Might then is doubled: its Might stays -2")
def _(p: Patcher) -> None:
    layers = p.module("reference_engine.layers")

    @p.wrap(f"{ACTIONS}:double_might")
    def double_might(orig: Any, game: Any, o: Any, source: Any, *args: Any, **kwargs: Any) -> bool:
        m = layers.might(game, o) if o.zone == "board" else None
        if m is not None and m < 0:
            give = p.original(f"{ACTIONS}:give_might")
            return give(game, o, m, source, chosen=True)
        return orig(game, o, source, *args, **kwargs)


@mutant("r9c-discard-n-asks-with-no-choice", rule="422.4", area="game actions",
        bug="'discard N' with exactly N cards in hand asks the player which to discard (there is no choice)",
        kill="discard 2 with two cards in hand: both discarded, no choose-card decision")
def _(p: Patcher) -> None:
    @p.wrap(f"{ACTIONS}:discard_n")
    def discard_n(orig: Any, game: Any, player: str, n: int, *args: Any, **kwargs: Any) -> int:
        hand = game.players[player].hand
        if hand and len(hand) == n:
            pick = game.obj(game.ask("choose-card", player, [game.alias_of(u) for u in hand], f"discard {n}"))
            p.original(f"{ACTIONS}:discard")(game, pick, *args[:1])
            return 1 + orig(game, player, n - 1, *args, **kwargs)
        return orig(game, player, n, *args, **kwargs)


# ---- costs ----------------------------------------------------------------------------------------
@mutant("r9c-runes-before-pool-energy", rule="161.3", area="costs",
        bug="energy is paid by exhausting runes before the energy already in the rune pool",
        kill="a player with 1 energy in the pool and a ready rune plays a [1] spell: the pool empties, the rune "
             "stays ready")
def _(p: Patcher) -> None:
    @p.wrap(f"{COSTS}:_plan_with")
    def _plan_with(orig: Any, game: Any, player: str, cost: Any, *args: Any, **kwargs: Any) -> Any:
        pl = game.players[player]
        saved = pl.energy
        pl.energy = 0
        try:
            return orig(game, player, cost, *args, **kwargs)
        except Exception:
            pl.energy = saved
            return orig(game, player, cost, *args, **kwargs)
        finally:
            pl.energy = saved


@mutant("r9c-any-power-not-from-pool", rule="162.2", area="costs",
        bug="an [A] power cost can't be paid with power in the rune pool: it always recycles a rune",
        kill="a player with Fury power in the pool pays an [A] cost (Deflect, or a spell's [A]): the pool power is "
             "spent, no rune recycled")
def _(p: Patcher) -> None:
    @p.wrap(f"{COSTS}:_plan_with")
    def _plan_with(orig: Any, game: Any, player: str, cost: Any, *args: Any, **kwargs: Any) -> Any:
        pl = game.players[player]
        if "A" not in cost.power:
            return orig(game, player, cost, *args, **kwargs)
        saved = dict(pl.power)
        specific = [d for d in cost.power if d != "A"]
        pl.power = {d: min(v, sum(1 for s in specific if d in s.split("|"))) for d, v in saved.items()}
        try:
            return orig(game, player, cost, *args, **kwargs)
        finally:
            pl.power = saved


@mutant("r9c-runes-recycled-before-pool-power", rule="162.2", area="costs",
        bug="a domain's power cost recycles a rune of that domain even when the rune pool holds that power",
        kill="a player with Fury power in the pool and a Fury rune plays a [R] spell: the pool power is spent, the "
             "rune stays")
def _(p: Patcher) -> None:
    @p.wrap(f"{COSTS}:_plan_with")
    def _plan_with(orig: Any, game: Any, player: str, cost: Any, *args: Any, **kwargs: Any) -> Any:
        pl = game.players[player]
        saved = dict(pl.power)
        doms = {r["domain"] for r in pl.runes if not r.get("recycled")}
        pl.power = {d: (0 if d in doms else v) for d, v in saved.items()}
        try:
            return orig(game, player, cost, *args, **kwargs)
        except Exception:
            pl.power = saved
            return orig(game, player, cost, *args, **kwargs)
        finally:
            pl.power = saved


@mutant("r9c-discount-on-the-printed-cost-only", rule="356.4.f", area="costs",
        bug="a card's own discount ('I cost [2] less') applies to its printed Energy cost only, clamped at 0 before "
            "the additional costs are added: it never reduces Accelerate's (or another additional) cost",
        kill="rule-356-4-f-legion-discount-reduces-the-accelerate-cost: a [1] unit with Accelerate and an active "
             "'I cost [2] less' paying Accelerate costs [0][A]")
def _(p: Patcher) -> None:
    behaviour_of = p.original("reference_engine.behaviour:behaviour_of")
    ctx: list[Any] = []

    @p.wrap(f"{COSTS}:play_cost")
    def play_cost(orig: Any, game: Any, player: str, o: Any, *args: Any, **kwargs: Any) -> Any:
        ctx[:] = [game, player, o]
        try:
            return orig(game, player, o, *args, **kwargs)
        finally:
            ctx.clear()

    @p.wrap(f"{COSTS}:printed_cost", everywhere=False)
    def printed_cost(orig: Any, o: Any, *args: Any, **kwargs: Any) -> Any:
        energy, power = orig(o, *args, **kwargs)
        if ctx and ctx[2] is o:
            game, player, _ = ctx
            ctx.clear()  # the printed cost of this play only (not a granted Repeat's)
            change = behaviour_of(o).self_cost_change(game, o, player)
            if change < 0:
                energy = max(0, energy + change) - change  # the excess discount is lost before additional costs
        return energy, power


# ---- resources ------------------------------------------------------------------------------------
@mutant("r9c-energy-to-the-turn-player", rule="429", area="runes and pools",
        bug="'add N energy' puts the energy into the turn player's pool, not the pool of the player it names",
        kill="B plays a Reaction spell 'add 2 energy' in A's turn: B's pool has 2 energy, A's none")
def _(p: Patcher) -> None:
    @p.wrap(f"{RESOURCES}:add_energy")
    def add_energy(orig: Any, game: Any, player: str, n: int, *args: Any, **kwargs: Any) -> bool:
        return orig(game, game.active, n, *args, **kwargs)


@mutant("r9c-victory-tie-wins", rule="472", area="victory",
        bug="a player at the Victory Score wins when tied with an opponent (\"more points than any opponent\" read "
            "as \"at least as many\")",
        kill="A and B both reach 8 at once (a spell: draw from an empty deck, gain 1 point): nobody wins")
def _(p: Patcher) -> None:
    seats = p.module(SEATS)
    resources = p.module(RESOURCES)

    @p.wrap(f"{RESOURCES}:check_victory")
    def check_victory(orig: Any, game: Any, *args: Any, **kwargs: Any) -> None:
        if game.winner is not None:
            return
        for pl in seats.in_game(game):
            mine = seats.score(game, pl)
            if mine >= game.victory_score and all(mine >= seats.score(game, q) for q in game.opponents(pl)):
                resources.win(game, [q for q in seats.in_game(game) if q in seats.team(game, pl)])
                return


@mutant("r9c-2v2-concede-teammate-stays", rule="651.4", area="multiplayer",
        bug="in 2v2 a player who concedes leaves alone: the teammate stays and the game goes on",
        kill="2v2: A concedes: C leaves too and B and D win")
def _(p: Patcher) -> None:
    @p.wrap(f"{RESOURCES}:concede")
    def concede(orig: Any, game: Any, player: str, *args: Any, **kwargs: Any) -> Any:
        if not game.mode.has_teams:
            return orig(game, player, *args, **kwargs)
        if player in game.removed:
            return orig(game, player, *args, **kwargs)
        from reference_engine.removal import remove_players
        remove_players(game, [player])


@mutant("r9c-2v2-win-scorer-only", rule="484.6.a.3", area="multiplayer",
        bug="in 2v2 only the player who brought the team to the Victory Score wins, not the team",
        kill="2v2: A scores the team's 11th point: A and C win")
def _(p: Patcher) -> None:
    @p.wrap(f"{RESOURCES}:win")
    def win(orig: Any, game: Any, players: Any, *args: Any, **kwargs: Any) -> Any:
        first = players if isinstance(players, str) else list(players)[:1]
        return orig(game, first, *args, **kwargs)


@mutant("r9c-channel-events-once", rule="430.1", area="runes and pools",
        bug="channelling several runes reports a single channel event (for the first rune)",
        kill="the channel phase: two channel events for the turn player")
def _(p: Patcher) -> None:
    @p.wrap(f"{RESOURCES}:channel")
    def channel(orig: Any, game: Any, player: str, n: int, *args: Any, **kwargs: Any) -> int:
        emit = game.emit
        seen: list[int] = []

        def once(kind: str, **kw: Any) -> None:
            if kind == "channel":
                if seen:
                    return
                seen.append(1)
            emit(kind, **kw)
        game.emit = once
        try:
            return orig(game, player, n, *args, **kwargs)
        finally:
            del game.emit


# ---- additional -----------------------------------------------------------------------------------
@mutant("r9c-extra-turn-for-the-turn-player", rule="735", area="turn phases",
        bug="'take a turn after this' gives the additional turn to the turn player, not the player it names",
        kill="B plays a Reaction 'take a turn after this' in A's turn: B takes the next turn")
def _(p: Patcher) -> None:
    @p.wrap(f"{ADDITIONAL}:take_turn_after")
    def take_turn_after(orig: Any, game: Any, player: str, *args: Any, **kwargs: Any) -> bool:
        return orig(game, game.active, *args, **kwargs)


@mutant("r9c-spend-xp-zero-done", rule="730.2", area="keywords", keyword="Level",
        bug="spending XP a player does not have leaves the XP but reports it spent (an 'if you do' executes)",
        kill="a player with 1 XP: 'spend 2 XP; if you do, draw 1' draws nothing",
        equivalent="spend_xp's result is read only as the vanilla instruction's own outcome, and `if_you_do` links only "
                   "to an instruction acting on an object (docs section 2): no case can observe it")
def _(p: Patcher) -> None:
    @p.wrap(f"{ADDITIONAL}:spend_xp")
    def spend_xp(orig: Any, game: Any, player: str, n: int, *args: Any, **kwargs: Any) -> bool:
        orig(game, player, n, *args, **kwargs)
        return n > 0


# ---- keywords -------------------------------------------------------------------------------------
@mutant("r9c-legion-counts-itself", rule="812.1.c", area="keywords", keyword="Legion",
        bug="Legion is satisfied by the card with Legion itself once it has been played (no 'another card' needed)",
        kill="the first card of the turn is a unit with Legion [+1 Might]: on the board its Might is unchanged")
def _(p: Patcher) -> None:
    @p.wrap(f"{KEYWORDS}:legion_active")
    def legion_active(orig: Any, game: Any, player: str, o: Any, *args: Any, **kwargs: Any) -> bool:
        return bool(game.players[player].played_this_turn)


@mutant("r9c-level-reads-turn-player", rule="824.1.c.1", area="keywords", keyword="Level",
        bug="Level reads the XP of the turn player, not of the card's controller",
        kill="B's unit with Level 1 while B has 1 XP and A (turn player) has none: it has its Level ability")
def _(p: Patcher) -> None:
    @p.wrap(f"{KEYWORDS}:level_active")
    def level_active(orig: Any, game: Any, player: str, n: int, *args: Any, **kwargs: Any) -> bool:
        return orig(game, game.active, n, *args, **kwargs)


@mutant("r9c-deathknell-controlled-by-owner", rule="808.1.c", area="keywords", keyword="Deathknell",
        bug="a Deathknell is controlled by the unit's owner, not by the player who controlled it as it died",
        kill="a unit with Deathknell [draw 1] taken by another player dies: its controller draws")
def _(p: Patcher) -> None:
    @p.wrap(f"{KEYWORDS}:_died")
    def _died(orig: Any, game: Any, me: Any, ev: Any, *args: Any, **kwargs: Any) -> Any:
        res = orig(game, me, ev, *args, **kwargs)
        if res is not None:
            res["controller"] = me.owner
        return res


# ---- seats ----------------------------------------------------------------------------------------
@mutant("r9c-next-player-keeps-removed", rule="652.5", area="multiplayer",
        bug="the next player in turn order may be a player removed from the game (a conceded player's turn comes)",
        kill="FFA3: B concedes in A's turn; A ends the turn: C takes the next turn")
def _(p: Patcher) -> None:
    @p.wrap(f"{SEATS}:next_player")
    def next_player(orig: Any, game: Any, player: str, *args: Any, **kwargs: Any) -> str:
        seats = game.mode.seats
        return seats[(seats.index(player) + 1) % len(seats)]


@mutant("r9c-ffa4-extra-rune-third-player", rule="483.7", area="multiplayer",
        bug="in FFA4 and 2v2 the third player, not the last, channels the extra rune in their first channel phase",
        kill="FFA4: turn 3 channels 2 runes, turn 4 channels 3")
def _(p: Patcher) -> None:
    @p.wrap(f"{SEATS}:extra_first_channel")
    def extra_first_channel(orig: Any, game: Any, *args: Any, **kwargs: Any) -> int:
        if game.mode.duel_first_turn:
            return orig(game, *args, **kwargs)
        return 1 if game.turn_number == min(3, len(game.mode.seats)) else 0


@mutant("r9c-two-other-players-counted-by-team", rule="444.2", area="multiplayer",
        bug="'units from 2 other players' counts teams: in 2v2 a battlefield with units of both opponents is open",
        kill="2v2: B's and D's units at a battlefield: A's unit can't move there")
def _(p: Patcher) -> None:
    seats = p.module(SEATS)

    @p.wrap(f"{SEATS}:invalid_destination")
    def invalid_destination(orig: Any, game: Any, controller: Any, where: str, *args: Any, **kwargs: Any) -> Any:
        why = orig(game, controller, where, *args, **kwargs)
        if why and "two other players" in why:
            others = {seats.team(game, u.controller) for u in game.units(where) if u.controller} - {
                seats.team(game, controller)}
            if len(others) < 2:
                return None
        return why


@mutant("r9c-next-player-from-the-turn-player", rule="116.1.c", area="multiplayer",
        bug="after an additional turn the next regular turn is the next player after the player who took it",
        kill="FFA3: A takes a turn after A's turn 1 (extra turn); the next regular turn is B's")
def _(p: Patcher) -> None:
    @p.wrap(f"{ADDITIONAL}:next_turn_player")
    def next_turn_player(orig: Any, game: Any, *args: Any, **kwargs: Any) -> str:
        if not getattr(game, "turn_queue", None):
            game.regular_turn = game.active
        return orig(game, *args, **kwargs)


# ---- naming ---------------------------------------------------------------------------------------
@mutant("r9c-naming-exact-name-not-preferred", rule="761.2", area="naming",
        bug="a card's exact name is read as a description too: a name that begins another card's name is ambiguous",
        kill="name a card whose full name is the start of another card's name: it names that card",
        equivalent="names are asked only for spells (Fallen Feline, name-card); the only full names that begin "
                   "another card's name (Abandon, Vilemaw) have that other card a battlefield, filtered out by type")
def _(p: Patcher) -> None:
    @p.wrap("reference_engine.naming:candidates")
    def candidates(orig: Any, words: str, *args: Any, **kwargs: Any) -> Any:
        found = orig(words, *args, **kwargs)
        cat = p.module("reference_engine.behaviour").catalogue()
        naming = p.module("reference_engine.naming")
        w = naming._norm(words)
        if len(found) == 1 and naming._norm(cat[found[0]]["name"]) in (w, w.removeprefix("the ")):
            more = [c["id"] for c in cat.values() if not c.get("token")
                    and naming._name_words(c["name"]).startswith(naming._name_words(cat[found[0]]["name"]))]
            return more or found
        return found
