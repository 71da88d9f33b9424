"""Mutants of the turn structure, runes and rune pools, burn out, victory and scoring (rules 160-166,
315-317, 323.1, 430-431, 462-467, 480.7)."""
from __future__ import annotations

from typing import Any

from mutants import Patcher, arg, call, mutant

TURN = "reference_engine.turn"
RES = "reference_engine.resources"
COMBAT = "reference_engine.combat"


def _other(p: str) -> str:
    return "B" if p == "A" else "A"


# ---- turn phases --------------------------------------------------------------------------------
@mutant("turn-damage-kept", rule="317.2.b", area="turn phases",
        bug="damage is not removed from units at the end of the turn",
        kill="a unit with damage below its Might; advance to the next turn; expect damage 0")
def _(p: Patcher) -> None:
    @p.wrap(f"{TURN}:end_of_turn")
    def end_of_turn(orig: Any, game: Any) -> None:
        marked = {o.uid: o.damage for o in game.objects.values()}
        orig(game)
        for o in game.objects.values():
            o.damage = marked[o.uid]


@mutant("turn-this-turn-effects-kept", rule="317.2.c", area="turn phases",
        bug="'this turn' Might modifications do not expire at the end of the turn",
        kill="give a unit +2 Might this turn (a vanilla spell); advance to the next turn; expect its printed Might")
def _(p: Patcher) -> None:
    @p.wrap(f"{TURN}:end_of_turn")
    def end_of_turn(orig: Any, game: Any) -> None:
        mods = {o.uid: list(o.mods) for o in game.objects.values()}
        orig(game)
        for o in game.objects.values():
            o.mods = mods[o.uid]


@mutant("turn-duel-first-player-skips-draw", rule="480.7", area="turn phases",
        bug="a duel uses the multiplayer first-turn process: the player going first does not draw on turn 1",
        kill="rule-480-7-duel-first-player-draws-on-turn-1: A draws its top card in the turn-1 draw phase")
def _(p: Patcher) -> None:
    @p.wrap("reference_engine.seats:skips_first_draw")
    def skips_first_draw(orig: Any, game: Any) -> bool:
        return game.turn_number == 1


@mutant("turn-awaken-readies-both-players", rule="315.1.b", area="turn phases",
        bug="the awaken phase readies both players' permanents, not only the turn player's",
        kill="exhausted units of both players; advance to the next turn's action phase; the new non-turn player's "
             "unit stays exhausted")
def _(p: Patcher) -> None:
    ready = p.original("reference_engine.actions:ready")

    @p.wrap(f"{TURN}:enter_phase")
    def enter_phase(orig: Any, game: Any) -> None:
        orig(game)
        if game.phase == "awaken":
            for o in list(game.objects.values()):
                if o.zone in ("board", "legend") and o.controller == _other(game.active):
                    ready(game, o, by_effect=False)


@mutant("turn-awaken-runes-stay-exhausted", rule="315.1.b", area="runes and pools",
        bug="the awaken phase readies the turn player's units but not their runes",
        kill="the next turn player has exhausted runes; advance to their action phase; expect runes_exhausted 0")
def _(p: Patcher) -> None:
    @p.wrap(f"{TURN}:enter_phase")
    def enter_phase(orig: Any, game: Any) -> None:
        runes = [dict(r) for r in game.players[game.active].runes] if game.phase == "awaken" else None
        orig(game)
        if runes is not None:
            game.players[game.active].runes = runes


@mutant("turn-stun-kept", rule="423.1.a.2", area="turn phases",
        bug="stunned units keep the Stunned status through the ending phase",
        kill="a stunned unit; advance to the next turn; expect stunned false")
def _(p: Patcher) -> None:
    @p.wrap(f"{TURN}:enter_phase")
    def enter_phase(orig: Any, game: Any) -> None:
        stunned = {o.uid for o in game.objects.values() if o.stunned} if game.phase == "end" else set()
        orig(game)
        for uid in stunned:
            game.objects[uid].stunned = True


@mutant("turn-draw-phase-both-draw", rule="315.4.b", area="turn phases",
        bug="in the draw phase both players draw, not only the turn player",
        kill="both players have deck cards; advance through a draw phase; expect the non-turn player's hand unchanged")
def _(p: Patcher) -> None:
    draw = p.original("reference_engine.actions:draw")

    @p.wrap(f"{TURN}:enter_phase")
    def enter_phase(orig: Any, game: Any) -> None:
        if game.phase == "draw":
            draw(game, _other(game.active), 1)
        orig(game)


@mutant("turn-hold-scored-by-both-players", rule="315.2.b.2", area="scoring",
        bug="in the beginning phase every player scores the battlefields they hold, not only the turn player",
        kill="the non-turn player controls a battlefield; advance through the turn player's beginning phase; "
             "expect the non-turn player's points unchanged")
def _(p: Patcher) -> None:
    @p.wrap(f"{TURN}:score_holds")
    def score_holds(orig: Any, game: Any) -> None:
        orig(game)
        active = game.active
        game.active = _other(active)
        try:
            orig(game)
        finally:
            game.active = active


# ---- runes and pools ----------------------------------------------------------------------------
@mutant("pool-kept-after-draw-phase", rule="315.4.d", area="runes and pools",
        bug="the rune pool does not empty at the end of the draw phase",
        kill="energy in the pool at the start of a turn; advance to the action phase; expect the pool empty")
def _(p: Patcher) -> None:
    @p.wrap(f"{TURN}:enter_phase")
    def enter_phase(orig: Any, game: Any) -> None:
        pools = {k: (pl.energy, dict(pl.power)) for k, pl in game.players.items()} if game.phase == "draw" else None
        orig(game)
        for k, (energy, power) in (pools or {}).items():
            game.players[k].energy, game.players[k].power = energy, power


@mutant("pool-empties-turn-player-only", rule="166", area="runes and pools",
        bug="only the turn player's rune pool empties; the other player keeps unspent energy and power",
        kill="both players have energy in their pools; advance past a draw phase or the end of turn; expect both "
             "pools empty")
def _(p: Patcher) -> None:
    @p.wrap(f"{RES}:empty_pools")
    def empty_pools(orig: Any, game: Any) -> None:
        other = game.players[_other(game.active)]
        kept = other.energy, dict(other.power)
        orig(game)
        other.energy, other.power = kept


@mutant("pool-kept-at-end-of-turn", rule="317.2.d", area="runes and pools",
        bug="the rune pool does not empty at the end of the turn (only after draw phases)",
        kill="energy added to the pool in the action phase; advance to the next turn's awaken phase; expect the "
             "pool empty")
def _(p: Patcher) -> None:
    @p.wrap(f"{TURN}:end_of_turn")
    def end_of_turn(orig: Any, game: Any) -> None:
        pools = {k: (pl.energy, dict(pl.power)) for k, pl in game.players.items()}
        orig(game)
        for k, (energy, power) in pools.items():
            game.players[k].energy, game.players[k].power = energy, power


@mutant("channel-phase-one-rune", rule="315.3.b", area="runes and pools",
        bug="the channel phase channels 1 rune instead of 2",
        kill="a rune deck of 3+ runes; advance through a channel phase; expect 2 more runes on the board")
def _(p: Patcher) -> None:
    p.replace(f"{RES}:CHANNEL_PHASE_RUNES", 1)


@mutant("channel-no-extra-rune-going-second", rule="480.7", area="runes and pools",
        bug="the player going second does not channel an extra rune in their first channel phase",
        kill="turn number 1 ending; the second player's first channel phase channels 3 runes")
def _(p: Patcher) -> None:
    channel = p.original(f"{RES}:channel")

    @p.wrap(f"{RES}:channel_phase")
    def channel_phase(orig: Any, game: Any) -> None:
        channel(game, game.active, 2)


@mutant("channel-runes-enter-exhausted", rule="430.1", area="runes and pools",
        bug="channelled runes enter the board exhausted",
        kill="advance through a channel phase; expect the new runes ready (runes_ready +2)")
def _(p: Patcher) -> None:
    @p.wrap(f"{RES}:channel")
    def channel(orig: Any, game: Any, *args: Any, **kwargs: Any) -> int:
        return call(orig, (game,) + args, kwargs, exhausted=True)


@mutant("recycled-rune-leaves-game", rule="160.2.b", area="runes and pools",
        bug="a rune recycled to pay power is removed from the game instead of going to the rune deck",
        kill="pay a power cost by recycling a rune; expect rune_deck_size +1")
def _(p: Patcher) -> None:
    @p.wrap("reference_engine.costs:pay")
    def pay(orig: Any, game: Any, player: str, *args: Any, **kwargs: Any) -> None:
        before = len(game.players[player].rune_deck)
        orig(game, player, *args, **kwargs)
        del game.players[player].rune_deck[before:]


@mutant("burn-out-trash-not-recycled", rule="431.2.b", area="runes and pools",
        bug="burning out gives the opponent a point but does not recycle the trash into the main deck",
        kill="draw from an empty deck with one card in the trash; expect that card drawn (trash_size 0)")
def _(p: Patcher) -> None:
    @p.wrap(f"{RES}:burn_out")
    def burn_out(orig: Any, game: Any, player: str, *args: Any, **kwargs: Any) -> None:
        pl = game.players[player]
        trash, pl.trash = pl.trash, []  # the burn out sees an empty trash: nothing is recycled
        try:
            orig(game, player, *args, **kwargs)
        finally:
            pl.trash = trash + pl.trash


@mutant("burn-out-point-to-self", rule="431.2.c", area="runes and pools",
        bug="the player who burns out gains the point instead of an opponent",
        kill="draw from an empty deck; expect the opponent's points +1 and the drawing player's unchanged")
def _(p: Patcher) -> None:
    @p.wrap(f"{RES}:gain_points")
    def gain_points(orig: Any, game: Any, player: str, *args: Any, **kwargs: Any) -> bool:
        burnt = arg(orig, (game, player) + args, kwargs, "source") == "burn-out"
        return orig(game, _other(player) if burnt else player, *args, **kwargs)


# ---- victory ------------------------------------------------------------------------------------
@mutant("victory-needs-more-than-score", rule="323.1", area="victory",
        bug="a player wins only with more points than the Victory Score (not at exactly the Victory Score)",
        kill="a player reaches exactly 8 points; expect game over with that player the winner")
def _(p: Patcher) -> None:
    @p.wrap(f"{RES}:check_victory")
    def check_victory(orig: Any, game: Any) -> None:
        game.victory_score += 1
        try:
            orig(game)
        finally:
            game.victory_score -= 1


@mutant("victory-turn-player-only", rule="323.1", area="victory",
        bug="only the turn player is checked for victory",
        kill="B has 7 points; A (the turn player) draws from an empty deck and burns out; expect B the winner")
def _(p: Patcher) -> None:
    @p.wrap(f"{RES}:check_victory")
    def check_victory(orig: Any, game: Any) -> None:
        pl = game.players[game.active]
        if game.winner is None and pl.points >= game.victory_score and all(
                pl.points > q.points for k, q in game.players.items() if k != game.active):
            game.winner = game.active
            game.emit("win", player=game.active)


# ---- scoring ------------------------------------------------------------------------------------
@mutant("score-retaken-battlefield-again", rule="465", area="scoring",
        bug="a battlefield already scored this turn scores again when it is conquered again",
        kill="scored_this_turn [bf1] in the setup; conquer bf1; expect no score event and points unchanged")
def _(p: Patcher) -> None:
    @p.wrap(f"{COMBAT}:conquer")
    def conquer(orig: Any, game: Any, player: str, b: Any) -> None:
        scored = game.players[player].scored_this_turn
        if b.alias in scored:
            scored.remove(b.alias)
        orig(game, player, b)


@mutant("score-final-point-conquer-unrestricted", rule="466.1.b.2", area="scoring",
        bug="the winning point is gained by conquering even when not every battlefield was scored this turn",
        kill="7 points, two battlefields, conquer one; expect a draw instead of the 8th point")
def _(p: Patcher) -> None:
    @p.wrap(f"{COMBAT}:conquer")
    def conquer(orig: Any, game: Any, player: str, b: Any) -> None:
        game.victory_score += 100  # the final-point test never applies
        try:
            orig(game, player, b)
        finally:
            game.victory_score -= 100


@mutant("score-final-point-hold-restricted", rule="466.1.b.1", area="scoring",
        bug="the winning point by holding is refused unless every battlefield was scored (the conquer restriction "
            "applied to holds)",
        kill="7 points, A holds bf1 and bf2 is unscored; from B's turn advance to A's channel phase (holds score "
             "after the beginning phase's start); expect 8 points and A the winner")
def _(p: Patcher) -> None:
    draw = p.original("reference_engine.actions:draw")
    score = p.original(f"{COMBAT}:score")

    @p.wrap(f"{TURN}:score_holds")
    def score_holds(orig: Any, game: Any) -> None:
        pl = game.players[game.active]
        for b in game.battlefields:
            if b.controller == game.active and b.alias not in pl.scored_this_turn:
                pl.scored_this_turn.append(b.alias)
                game.emit("hold", object=b.alias, player=game.active)
                if pl.points >= game.victory_score - 1 and any(x.alias not in pl.scored_this_turn
                                                               for x in game.battlefields):
                    draw(game, game.active, 1, b.alias)
                    continue
                score(game, game.active, b.alias)


@mutant("score-hold-not-recorded", rule="471.1.b.1", area="scoring",
        bug="a hold scores a point but does not count the battlefield as scored this turn",
        kill="one point from victory after holding one battlefield, conquer the other the same turn: the final "
             "point and the win (no card drawn instead)")
def _(p: Patcher) -> None:
    @p.wrap(f"{TURN}:score_holds")
    def score_holds(orig: Any, game: Any) -> None:
        pl = game.players[game.active]
        before = list(pl.scored_this_turn)
        orig(game)
        pl.scored_this_turn[:] = before


@mutant("score-conquer-uncontrolled-not-scored", rule="464.1", area="scoring",
        bug="gaining control of an uncontrolled battlefield (a non-combat showdown) is not a conquest: no point",
        kill="move a unit to an empty uncontrolled battlefield; resolve the showdown; expect a conquer and +1 point")
def _(p: Patcher) -> None:
    previous: dict[str, Any] = {}

    @p.wrap(f"{COMBAT}:establish_control")
    def establish_control(orig: Any, game: Any, b: Any) -> None:
        previous[b.alias] = b.controller
        try:
            orig(game, b)
        finally:
            previous.pop(b.alias, None)

    @p.wrap(f"{COMBAT}:conquer")
    def conquer(orig: Any, game: Any, player: str, b: Any) -> None:
        if b.alias in previous and previous[b.alias] is None:
            game.players[player].conquered_this_turn.append(b.alias)
            return
        orig(game, player, b)


@mutant("final-point-one-point-early", rule="471.1.b", area="scoring",
        bug="the final-point restriction on a conquest applies two points from the Victory Score (one too early): "
            "the player draws a card instead of gaining the point",
        kill="rule-471-1-b-two-points-from-victory-a-conquest-scores: at 6 of 8 points conquer without having "
             "scored the other battlefield; expect 7 points and no draw")
def _(p: Patcher) -> None:
    @p.wrap(f"{COMBAT}:conquer")
    def conquer(orig: Any, game: Any, *args: Any, **kwargs: Any) -> None:
        game.victory_score -= 1
        try:
            orig(game, *args, **kwargs)
        finally:
            game.victory_score += 1


@mutant("set-up-chain-priority-to-turn-player", rule="337.1.c.3", area="priority and focus",
        bug="a game set up with a chain gives priority to the turn player instead of the controller of the newest "
            "chain item",
        kill="rule-337-1-c-3-newest-item-controller-holds-priority-in-a-set-up-chain: A's Reaction is accepted "
             "before B has passed")
def _(p: Patcher) -> None:
    @p.wrap("reference_engine.setup:build")
    def build(orig: Any, setup: Any, *args: Any, **kwargs: Any) -> Any:
        game = orig(setup, *args, **kwargs)
        if game.chain and not (setup.get("turn") or {}).get("priority") and game.showdown is None:
            game.priority = game.active
        return game


# ---- naming a card (761-762 [R4]; reference_engine/naming.py) ---------------------------------------
NAMING = "reference_engine.naming"


@mutant("naming-filler-kept-in-card-name", rule="761.2", area="naming",
        bug="a description's name words lose their filler words ('the') but the card's name keeps them: 'the purple "
            "Up from the Deep' names nothing",
        kill="naming-unique-description-variant-colour-and-name: the name is accepted and Up from the Deep refused")
def _(p: Patcher) -> None:
    norm = p.original(f"{NAMING}:_norm")
    p.replace(f"{NAMING}:_name_words", lambda name: norm(name))


@mutant("naming-cost-ignored", rule="761.2", area="naming",
        bug="the [cost] in a description is not checked: 'the [2] purple spell with Flow' names Up from the Deep ([3])",
        kill="naming-unique-description-variant-wrong-trait: a description with the wrong cost is a rejected answer")
def _(p: Patcher) -> None:
    @p.wrap(f"{NAMING}:_match")
    def _match(orig: Any, *args: Any, **kwargs: Any) -> list[str]:
        return call(orig, args, kwargs, cost=None)


@mutant("naming-any-keyword-fits", rule="761.2", area="naming",
        bug="a description with two keywords fits a card with either one ('the Hidden Reaction spell' fits every "
            "Hidden and every Reaction spell: ambiguous)",
        kill="naming-unique-description-variant-two-keywords: the answer is accepted and names Lotus Trap")
def _(p: Patcher) -> None:
    import re

    keywords = p.original(f"{NAMING}:_keywords")

    @p.wrap(f"{NAMING}:_match")
    def _match(orig: Any, *args: Any, **kwargs: Any) -> list[str]:
        rest = arg(orig, args, kwargs, "rest")
        words = re.findall(r"[\w'\-,.!]+", rest)
        kws = [w for w in words if w.strip(",.!") in keywords()]
        if len(kws) < 2:
            return orig(*args, **kwargs)
        out: list[str] = []
        for keep in kws:  # each keyword alone: the union of the cards that have any of them
            one = " ".join(w for w in words if w not in kws or w == keep)
            out += [i for i in call(orig, args, kwargs, rest=one) if i not in out]
        return out


@mutant("naming-trait-word-never-begins-name", rule="761.2", area="naming",
        bug="a word that reads as a trait is read as a trait whenever other traits come first: 'the yellow Hidden "
            "Blade' (colour, then the name) names nothing",
        kill="naming-unique-description-variant-colour-and-keyword-in-name: the answer is accepted")
def _(p: Patcher) -> None:
    import re

    @p.wrap(f"{NAMING}:_match")
    def _match(orig: Any, *args: Any, **kwargs: Any) -> list[str]:
        split = arg(orig, args, kwargs, "split")
        if 0 < split < len(re.findall(r"[\w'\-,.!]+", arg(orig, args, kwargs, "rest"))):
            return []
        return orig(*args, **kwargs)


@mutant("naming-any-card-fits-name-a-spell", rule="761.2", area="naming",
        bug="'name a spell' accepts any one identified card: 'the red Kai'Sa' (a unit) is a named spell",
        kill="naming-unique-description-variant-unit-not-a-spell: the unit's description is accepted")
def _(p: Patcher) -> None:
    @p.wrap(f"{NAMING}:resolve_name")
    def resolve_name(orig: Any, *args: Any, **kwargs: Any) -> Any:
        return call(orig, args, kwargs, kind=None)


@mutant("naming-colour-words-partial", rule="761.2", area="naming",
        bug="only some colours are read as domains (purple, yellow): 'the red spell with Hidden and Reaction' and "
            "'the green [3] card with Hidden' name nothing",
        kill="naming-unique-description-variant-colour-words: the colour descriptions are refused")
def _(p: Patcher) -> None:
    p.replace(f"{NAMING}:COLOURS", {"purple": "Chaos", "yellow": "Order"})


@mutant("naming-domain-names-partial", rule="761.2", area="naming",
        bug="only some domain names are read as traits (Chaos): 'the Fury [2] Reaction spell' names nothing",
        kill="naming-unique-description-variant-domain-words: the domain descriptions are refused")
def _(p: Patcher) -> None:
    p.replace(f"{NAMING}:DOMAINS", {"chaos": "Chaos"})


@mutant("naming-traits-only-before-name", rule="761.2", area="naming",
        bug="trait words are read only before the name, never after it: 'the Hidden Blade spell' names nothing",
        kill="naming-unique-description-variant-name-then-type: the answer is refused")
def _(p: Patcher) -> None:
    import re

    @p.wrap(f"{NAMING}:_match")
    def _match(orig: Any, *args: Any, **kwargs: Any) -> list[str]:
        end = arg(orig, args, kwargs, "end")
        if end is not None and end < len(re.findall(r"[\w'\-,.!]+", arg(orig, args, kwargs, "rest"))):
            return []
        return orig(*args, **kwargs)


@mutant("zone-change-keeps-empowered-exhausted", rule="124.1", area="game actions",
        bug="a card that changes zones keeps its Empowered and Exhausted statuses (only damage, buffs and Might "
            "modifications are cleared)",
        kill="rule-124-1-statuses-cleared-on-leaving-the-board: in hand neither exhausted nor Empowered")
def _(p: Patcher) -> None:
    @p.wrap("reference_engine.state:Obj.reset_temporary")
    def reset_temporary(orig: Any, self: Any) -> None:
        kept = self.empowered, self.exhausted
        orig(self)
        self.empowered, self.exhausted = kept
