"""Mutants of the session-9 hand-seeded hunt (round 2, helper r9d) over the game state and its observation
(``observe``, ``events``, ``setup``, ``game``, ``state``, ``behaviour``), the vanilla objects and the shared card
helpers (``cards/vanilla.py``, ``cards/common.py``), and the multiplayer parts of every module: "an opponent" read
as "another player" (a 2v2 teammate), "friendly" / "your" read as the same controller only (a teammate's objects
left out) or as the team (a teammate's spells counted as yours), "each opponent" in turn order from the wrong
player, a set-up game in progress given the wrong priority, focus or defender, a zone change keeping a status.

Per module (written / killed by the existing suite / killed after a new case / equivalent): multiplayer parts of
seats, resources, costs, cleanup, combat, chain and additional 20/16/3/1, cards/vanilla 13/9/3/1, cards/common 6/6/0/0,
setup 12/8/4/0, state (124.1) 5/2/1/2, observe 5/5/0/0, behaviour 4/3/0/1 (65 in all, continued in ``rules9_r9d_2``).
The new cases: rule-303-2-a-ffa4-each-opponent-in-turn-order-from-the-turn-player-not-the-caster,
rule-484-8-c-2v2-your-spells-bonus-damage-not-a-teammates-spell, rule-470-once-per-battlefield-per-turn-variant-r9d-
conquered-earlier-this-turn, rule-459-2-b-2-ffa3-set-up-combat-defender-is-the-player-whose-units-are-there,
rule-124-1-defender-returned-and-replayed-in-the-combat-is-a-new-defender, rule-124-1-dragon-form-base-might-lost-when-
returned-and-replayed, rule-317-2-c-this-turn-effects-expire-variant-r9d-set-up-mod-without-duration,
rule-721-2-attached-gears-cant-be-killed-does-not-apply, rule-107-1-b-unit-taken-in-another-players-base-is-at-that-
base-until-recalled, rule-457-2-ffa3-no-unit-played-to-a-battlefield-with-a-staged-combat-of-two-others,
rule-484-6-2v2-both-teams-reach-11-at-once-nobody-wins, rule-359-3-e-14-it-refers-to-the-object-chosen-just-before.
"""
from __future__ import annotations

from typing import Any

from mutants import Patcher, mutant

OBSERVE = "reference_engine.observe"
STATE = "reference_engine.state"
GAME = "reference_engine.game"
SETUP = "reference_engine.setup"
SEATS = "reference_engine.seats"
BEHAVIOUR = "reference_engine.behaviour"
VANILLA = "reference_engine.cards.vanilla"
COMMON = "reference_engine.cards.common"
RESOURCES = "reference_engine.resources"
COSTS = "reference_engine.costs"
COMBAT = "reference_engine.combat"
CLEANUP = "reference_engine.cleanup"


def _others(game: Any, player: str) -> list[str]:
    """Every other player still in the game, in turn order from the turn player (a teammate included)."""
    seats = __import__(SEATS, fromlist=["turn_order_from"])
    return [q for q in seats.turn_order_from(game, game.active) if q != player]


def _with_opponents(game: Any, fn: Any, call: Any) -> Any:
    """Run ``call()`` with ``game.opponents`` replaced by ``fn`` (on this game object only)."""
    game.opponents = fn
    try:
        return call()
    finally:
        del game.opponents


def _swap_where(p: Patcher, target: Any, where: Any) -> None:
    """Check the choices ``target`` (one vanilla selector) allows with ``where`` instead of its own test."""
    import dataclasses

    @p.wrap("reference_engine.instructions:choice_legal")
    def choice_legal(orig: Any, game: Any, spec: Any, *args: Any, **kwargs: Any) -> Any:
        return orig(game, dataclasses.replace(spec, where=where) if spec is target else spec, *args, **kwargs)


# ---- multiplayer: opponents, teammates, turn order -------------------------------------------------
@mutant("r9d-burn-out-point-may-go-to-a-teammate", rule="431.2.c", area="multiplayer",
        bug="a player who burns out chooses any other player to gain the point: in 2v2 their own teammate",
        kill="2v2: A draws from an empty deck; A's choice of C (A's teammate) for the point is rejected")
def _(p: Patcher) -> None:
    @p.wrap(f"{RESOURCES}:burn_out")
    def burn_out(orig: Any, game: Any, player: str, *args: Any, **kwargs: Any) -> Any:
        return _with_opponents(game, lambda q: _others(game, q), lambda: orig(game, player, *args, **kwargs))


@mutant("r9d-victory-tie-with-an-opponent-wins", rule="472", area="victory",
        bug="a player at the Victory Score wins even when an opponent has as many points (at least, not more)",
        kill="FFA3: A and B both reach 8 at once; the game is not over")
def _(p: Patcher) -> None:
    @p.wrap(f"{RESOURCES}:check_victory")
    def check_victory(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        seats = p.module(SEATS)
        if game.winner is not None:
            return orig(game, *args, **kwargs)
        for q in seats.in_game(game):
            mine = seats.score(game, q)
            if mine >= game.victory_score and all(mine >= seats.score(game, o) for o in game.opponents(q)):
                p.module(RESOURCES).win(game, [x for x in seats.in_game(game) if x in seats.team(game, q)])
                return None
        return orig(game, *args, **kwargs)


@mutant("r9d-2v2-win-only-the-scorer", rule="484.6.a", area="multiplayer",
        bug="in 2v2 only the player whose points reached the team's Victory Score wins, not the team",
        kill="2v2: A's point brings the team to 11; expect winners [A, C]")
def _(p: Patcher) -> None:
    @p.wrap(f"{RESOURCES}:win")
    def win(orig: Any, game: Any, players: Any, *args: Any, **kwargs: Any) -> Any:
        if isinstance(players, list) and len(players) > 1 and not game.removed:
            players = players[:1]
        return orig(game, players, *args, **kwargs)


@mutant("r9d-2v2-concession-keeps-the-teammate", rule="651.4", area="multiplayer",
        bug="in 2v2 a conceding player's teammate stays in the game (only the conceding player is removed)",
        kill="2v2: A concedes; expect B and D the winners, the game over")
def _(p: Patcher) -> None:
    @p.wrap(f"{RESOURCES}:concede")
    def concede(orig: Any, game: Any, player: str, *args: Any, **kwargs: Any) -> Any:
        game.teammates = lambda q: []
        try:
            return orig(game, player, *args, **kwargs)
        finally:
            del game.teammates


@mutant("r9d-deflect-taxes-teammates", rule="809.1.c", area="keywords", keyword="Deflect",
        bug="Deflect taxes every other player's spells (a 2v2 teammate's too), not only opponents'",
        kill="2v2: A's spell choosing C's unit with Deflect costs no extra [A]")
def _(p: Patcher) -> None:
    @p.wrap(f"{COSTS}:deflect_cost")
    def deflect_cost(orig: Any, game: Any, player: str, *args: Any, **kwargs: Any) -> Any:
        return _with_opponents(game, lambda q: _others(game, q), lambda: orig(game, player, *args, **kwargs))


@mutant("r9d-each-opponent-from-the-controller", rule="303.2.a", area="multiplayer",
        bug="'each opponent' acts in turn order from the spell's controller, not from the turn player",
        kill="FFA4, A's turn: C's spell 'each opponent draws 1': A draws first, then B, then D")
def _(p: Patcher) -> None:
    @p.wrap(f"{SEATS}:opponents")
    def opponents(orig: Any, game: Any, player: str, *args: Any, **kwargs: Any) -> Any:
        seats = p.module(SEATS)
        mine = seats.team(game, player)
        return [q for q in seats.turn_order_from(game, player) if q not in mine]


@mutant("r9d-each-opponent-includes-teammate", rule="478.2.b", area="multiplayer",
        bug="a vanilla 'each opponent' instruction acts for every other player, a 2v2 teammate too",
        kill="2v2: A's spell 'each opponent draws 1'; C's deck is unchanged")
def _(p: Patcher) -> None:
    @p.wrap(f"{VANILLA}:Instructions._player_action")
    def _player_action(orig: Any, r: Any, verb: str, instruction: Any, *args: Any, **kwargs: Any) -> Any:
        if instruction.get("player") != "each-opponent":
            return orig(r, verb, instruction, *args, **kwargs)
        return _with_opponents(r.game, lambda q: _others(r.game, q),
                               lambda: orig(r, verb, instruction, *args, **kwargs))


@mutant("r9d-final-point-by-own-points", rule="484.8.f.1", area="multiplayer",
        bug="in 2v2 the final-point test (471.1.b.1) reads the conquering player's own points, not the team's",
        kill="2v2: A 5, C 5 (team 10 of 11); A conquers one of two battlefields: A draws, the team stays at 10")
def _(p: Patcher) -> None:
    @p.wrap(f"{COMBAT}:conquer")
    def conquer(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        seats = p.module(SEATS)
        real = seats.score
        seats.score = lambda g, q: g.players[q].points
        try:
            return orig(game, *args, **kwargs)
        finally:
            seats.score = real


@mutant("r9d-extra-rune-third-seat", rule="483.7", area="multiplayer",
        bug="the extra rune of the first channel phase goes to the third player in every multiplayer mode (FFA3's)",
        kill="2v2 or FFA4: D (turn 4) channels 3 runes, C (turn 3) channels 2")
def _(p: Patcher) -> None:
    @p.wrap(f"{SEATS}:extra_first_channel")
    def extra_first_channel(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        if game.mode.duel_first_turn:
            return orig(game, *args, **kwargs)
        return 1 if game.turn_number == 3 else 0


@mutant("r9d-first-two-players-skip-draw", rule="482.7", area="multiplayer",
        bug="in multiplayer modes the first two players skip their first draw (the second as in 'no draw on turn 1 "
            "of each side')",
        kill="FFA3: turn 2, B draws 1 in the draw phase")
def _(p: Patcher) -> None:
    @p.wrap(f"{SEATS}:skips_first_draw")
    def skips_first_draw(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        return not game.mode.duel_first_turn and game.turn_number in (1, 2)


@mutant("r9d-teammates-showdown-becomes-combat", rule="447.1", area="multiplayer",
        bug="a showdown at a battlefield with units of two teammates becomes a combat (any two controllers)",
        kill="2v2: A's and C's units at bf1 in a showdown; no combat, no Attacker")
def _(p: Patcher) -> None:
    @p.wrap(f"{CLEANUP}:_once")
    def _once(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        seats = p.module(SEATS)
        real = seats.enemy
        seats.enemy = lambda g, a, b: b is not None and a != b
        try:
            return orig(game, *args, **kwargs)
        finally:
            seats.enemy = real


# ---- vanilla objects (cards/vanilla.py) ---------------------------------------------------------
@mutant("r9d-vanilla-an-opponent-any-other-player", rule="484.2", area="multiplayer",
        bug="a vanilla 'an opponent' choice accepts any other player: a 2v2 teammate",
        kill="2v2: A's spell 'an opponent draws 1' choosing C is rejected")
def _(p: Patcher) -> None:
    _swap_where(p, p.original(f"{VANILLA}:OPPONENT"),
                lambda g, q, chooser, i: q != chooser and q in g.players and q not in g.removed)


@mutant("r9d-vanilla-annie-bonus-for-teammates", rule="714.1", area="multiplayer",
        bug="'Your spells and abilities deal 1 Bonus Damage' also applies to a 2v2 teammate's spells",
        kill="2v2: C's spell deals 2 to B's unit while A has the ability; 2 damage, not 3")
def _(p: Patcher) -> None:
    @p.wrap(f"{VANILLA}:Vanilla.bonus_damage")
    def bonus_damage(orig: Any, self: Any, game: Any, me: Any, player: str, *args: Any, **kwargs: Any) -> Any:
        if me.controller is not None and player in game.teammates(me.controller):
            player = me.controller
        return orig(self, game, me, player, *args, **kwargs)


@mutant("r9d-vanilla-once-recall-own-units-only", rule="740.1", area="multiplayer",
        bug="'if a friendly unit would die' (the once-each-turn recall) reads friendly as the same controller: a 2v2 "
            "teammate's unit dies",
        kill="2v2: C's unit would die; A's ability offers the recall")
def _(p: Patcher) -> None:
    @p.wrap(f"{VANILLA}:Vanilla.replacements")
    def replacements(orig: Any, self: Any, game: Any, me: Any, ev: Any, *args: Any, **kwargs: Any) -> Any:
        if ev.get("type") == "die" and ev.get("target") in game.objects and \
                game.objects[ev["target"]].controller != me.controller:
            return []
        return orig(self, game, me, ev, *args, **kwargs)


@mutant("r9d-vanilla-cant-be-stunned-own-units-only", rule="740.1", area="multiplayer",
        bug="'friendly units can't be stunned' protects only its controller's units, not a 2v2 teammate's",
        kill="2v2: B's spell stuns C's unit while A has the ability; C's unit is not stunned")
def _(p: Patcher) -> None:
    @p.wrap(f"{VANILLA}:Vanilla.forbids")
    def forbids(orig: Any, self: Any, game: Any, me: Any, action: str, *args: Any, **kwargs: Any) -> Any:
        o = kwargs.get("obj")
        if action == "stun" and o is not None and o.controller != me.controller:
            return False
        return orig(self, game, me, action, *args, **kwargs)


@mutant("r9d-vanilla-unit-at-base-own-base", rule="107.1", area="targets",
        bug="the 'a unit at a base' selector takes only units at the chooser's own base",
        kill="A's spell 'stun a unit at a base' choosing B's unit in B's base is accepted")
def _(p: Patcher) -> None:
    _swap_where(p, p.original(f"{VANILLA}:SELECTORS")["unit-at-base"],
                lambda g, o, q, i: o.location == "base" and o.controller == q)


@mutant("r9d-vanilla-enemy-unit-by-owner", rule="740.2", area="targets",
        bug="'an enemy unit' is read as 'a unit its controller does not own' (owner compared with the chooser)",
        kill="A controls B's unit: A's spell 'kill an enemy unit' choosing it is rejected")
def _(p: Patcher) -> None:
    _swap_where(p, p.original(f"{VANILLA}:SELECTORS")["enemy-unit"], lambda g, o, q, i: o.owner != q)


# ---- shared card helpers (cards/common.py) ------------------------------------------------------
@mutant("r9d-common-i-conquer-anywhere", rule="469.1", area="cards",
        bug="'When I conquer' triggers when my controller conquers any battlefield, wherever I am",
        kill="a unit with 'when I conquer' at bf2 (or in base) while its controller conquers bf1: no trigger")
def _(p: Patcher) -> None:
    @p.wrap(f"{COMMON}:i_conquer")
    def i_conquer(orig: Any, game: Any, me: Any, ev: Any, *args: Any, **kwargs: Any) -> Any:
        if ev.get("type") == "conquer" and ev.get("player") == me.controller:
            return {}
        return orig(game, me, ev, *args, **kwargs)


@mutant("r9d-common-spell-cost-below", rule="131.2.a", area="cards",
        bug="the card helpers' 'a spell with Energy cost no more than N' (and 'a spell costing N or less' from the "
            "trash) take only spells costing less than N: the printed cost compared one too high",
        kill="Rebuttal ('no more than [4]') chooses a spell whose Energy cost is exactly 4")
def _(p: Patcher) -> None:
    @p.wrap(f"{COMMON}:printed_cost", everywhere=False)
    def printed_cost(orig: Any, o: Any, *args: Any, **kwargs: Any) -> Any:
        e, pw = orig(o, *args, **kwargs)
        return e + 1, pw


@mutant("r9d-common-at-bf-any-location", rule="107.2.b", area="targets",
        bug="'a unit at a battlefield' accepts a unit at a base",
        kill="a spell choosing 'a unit at a battlefield' in base is rejected")
def _(p: Patcher) -> None:
    @p.wrap(f"{COMMON}:at_bf")
    def at_bf(orig: Any, game: Any, o: Any, *args: Any, **kwargs: Any) -> Any:
        return o.location is not None


@mutant("r9d-common-draw-cards-null-player-draws-controller", rule="359.3.e.12", area="cards",
        bug="'[player] draws N' with no known player makes the card's controller draw",
        kill="a card whose referenced player is gone: nobody draws")
def _(p: Patcher) -> None:
    @p.wrap(f"{COMMON}:draw_cards")
    def draw_cards(orig: Any, r: Any, player: Any, *args: Any, **kwargs: Any) -> Any:
        return orig(r, player if player is not None else r.controller, *args, **kwargs)


# ---- set-up positions (setup.py) ----------------------------------------------------------------
@mutant("r9d-setup-chain-priority-oldest-controller", rule="312.2.c", area="priority and focus",
        bug="a set-up chain gives priority to the controller of its oldest item, not its newest",
        kill="a chain of B's spell on A's spell (newest first: B's), no priority named: B holds priority")
def _(p: Patcher) -> None:
    @p.wrap(f"{SETUP}:_in_progress")
    def _in_progress(orig: Any, game: Any, setup: Any, *args: Any, **kwargs: Any) -> Any:
        out = orig(game, setup, *args, **kwargs)
        if game.chain and not (setup.get("turn") or {}).get("priority"):
            game.priority = game.chain[0].controller
        return out


@mutant("r9d-setup-noncombat-showdown-focus-turn-player", rule="345", area="showdowns",
        bug="a set-up non-combat showdown gives focus to the turn player, not the player whose units made it",
        kill="A's turn, a showdown at bf1 where only B's units are, no focus named: B has focus")
def _(p: Patcher) -> None:
    @p.wrap(f"{SETUP}:_in_progress")
    def _in_progress(orig: Any, game: Any, setup: Any, *args: Any, **kwargs: Any) -> Any:
        out = orig(game, setup, *args, **kwargs)
        sd = setup.get("showdown")
        if sd and not sd.get("combat") and not sd.get("focus") and game.showdown is not None:
            game.showdown.focus = game.active
            game.bf(sd["battlefield"]).contested_by = game.active
            if not game.chain and not (setup.get("turn") or {}).get("priority"):
                game.priority = game.active
        return out


@mutant("r9d-setup-conquered-not-scored", rule="470", area="scoring",
        bug="a set-up 'conquered_this_turn' battlefield does not count as scored this turn: it can be scored again",
        kill="conquered_this_turn [bf1]; A holds or conquers bf1 again: no point")
def _(p: Patcher) -> None:
    @p.wrap(f"{SETUP}:build")
    def build(orig: Any, setup: Any, *args: Any, **kwargs: Any) -> Any:
        game = orig(setup, *args, **kwargs)
        for q, spec in (setup.get("players") or {}).items():
            pl = game.players.get(q)
            if pl is not None and spec:
                pl.scored_this_turn = list(spec.get("scored_this_turn", []) or [])
        return game


@mutant("r9d-setup-defender-first-opponent", rule="457", area="attacker and defender",
        bug="a set-up combat naming only its attacker makes the attacker's first opponent the defender, not the "
            "player whose units are there",
        kill="FFA3: a combat at bf1 (A's and C's units), attacker A: C defends")
def _(p: Patcher) -> None:
    @p.wrap(f"{SETUP}:_other_side")
    def _other_side(orig: Any, game: Any, where: str, attacker: str, *args: Any, **kwargs: Any) -> Any:
        return game.opponents(attacker)[0]


@mutant("r9d-setup-disqualified-by-owner", rule="484.8.b", area="multiplayer",
        bug="a set-up 2v2 position disqualifies the battlefields a teammate contributed (owns), not those it controls",
        kill="2v2: bf1 owned by C, controlled by B: A conquers it and scores")
def _(p: Patcher) -> None:
    @p.wrap(f"{SETUP}:build")
    def build(orig: Any, setup: Any, *args: Any, **kwargs: Any) -> Any:
        game = orig(setup, *args, **kwargs)
        if game.phase != "awaken" and game.mode.has_teams:
            game.disqualified = {b.alias for b in game.battlefields if b.owner in game.teammates(game.active)}
        return game


# ---- zone changes (state.py, rule 124.1) ---------------------------------------------------------
@mutant("r9d-zone-change-keeps-exhausted", rule="124.1", area="game actions",
        bug="a card that changes zones keeps its exhausted status",
        kill="an exhausted unit returned to hand and played again by an effect that plays it ready")
def _(p: Patcher) -> None:
    @p.wrap(f"{STATE}:Obj.reset_temporary")
    def reset_temporary(orig: Any, self: Any, *args: Any, **kwargs: Any) -> Any:
        kept = self.exhausted
        out = orig(self, *args, **kwargs)
        self.exhausted = kept
        return out


@mutant("r9d-zone-change-keeps-empowered", rule="124.1", area="keywords", keyword="Empower",
        bug="a card that changes zones keeps its Empowered status",
        kill="an Empowered unit returned to hand and played again: not Empowered")
def _(p: Patcher) -> None:
    @p.wrap(f"{STATE}:Obj.reset_temporary")
    def reset_temporary(orig: Any, self: Any, *args: Any, **kwargs: Any) -> Any:
        kept = self.empowered
        out = orig(self, *args, **kwargs)
        self.empowered = kept
        return out


@mutant("r9d-zone-change-keeps-designations", rule="124.1", area="attacker and defender",
        bug="a unit that leaves the board during a combat keeps Attacker / Defender (it is still in the combat when "
            "it comes back)",
        kill="a defender returned to hand and played again to the battlefield during the combat: not a defender",
        equivalent="every cleanup (the one after the play included) sets each unit's designation from its location "
                   "(323.2, 459.2.b.4.a [R3]): back at the combat's battlefield the new object is a defender anyway, "
                   "elsewhere the flag is cleared before anything reads it; the contract has no 'defend' event "
                   "(rule-124-1-defender-returned-and-replayed-in-the-combat-is-a-new-defender shows the first)")
def _(p: Patcher) -> None:
    @p.wrap(f"{STATE}:Obj.reset_temporary")
    def reset_temporary(orig: Any, self: Any, *args: Any, **kwargs: Any) -> Any:
        kept = (self.attacker, self.defender)
        out = orig(self, *args, **kwargs)
        self.attacker, self.defender = kept
        return out


# ---- observation (observe.py) -------------------------------------------------------------------
@mutant("r9d-observe-winners-one-player", rule="484.6.a", area="victory",
        bug="the observation lists one winner in 2v2 (the first), not the team",
        kill="2v2: the team of A and C wins; expect winners [A, C]")
def _(p: Patcher) -> None:
    @p.wrap(f"{OBSERVE}:_game")
    def _game(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        out = orig(game, *args, **kwargs)
        if "winners" in out:
            out["winners"] = out["winners"][:1]
        return out


@mutant("r9d-observe-removed-never", rule="651.2", area="multiplayer",
        bug="the observation never reports a player as removed",
        kill="FFA3: C concedes; expect players.C.removed true")
def _(p: Patcher) -> None:
    @p.wrap(f"{OBSERVE}:_observe")
    def _observe(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        out = orig(game, *args, **kwargs)
        for pl in out["players"].values():
            if "removed" in pl:
                pl["removed"] = False
        return out


@mutant("r9d-observe-base-by-owner", rule="107.1", area="game actions",
        bug="a player's base in the observation lists the units that player owns at a base (a unit another player "
            "took control of stays in its owner's list)",
        kill="A gains control of B's unit in base; expect it in A's base list (after the cleanup recalls it)")
def _(p: Patcher) -> None:
    @p.wrap(f"{OBSERVE}:_observe")
    def _observe(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        out = orig(game, *args, **kwargs)
        for q, pl in out["players"].items():
            pl["base"] = [game.alias_of(u.uid) for u in game.units("base") if u.owner == q]
        return out


# ---- behaviour.py -------------------------------------------------------------------------------
@mutant("r9d-destination-read-from-the-mover", rule="442.2.b", area="multiplayer",
        bug="a card's move choice (unit + destination) checks the destination for the player playing the card, not "
            "the moved unit's controller",
        kill="2v2: A's Charm-like move of B's unit to bf1 (controlled by A's teammate C) is accepted")
def _(p: Patcher) -> None:
    @p.wrap(f"{BEHAVIOUR}:destination_problem")
    def destination_problem(orig: Any, game: Any, specs: Any, values: Any, *args: Any, **kwargs: Any) -> Any:
        seats = p.module(SEATS)
        for i in range(len(specs) - 1):
            if specs[i].kind != "unit" or specs[i + 1].kind not in ("location", "battlefield") or \
                    specs[i + 1].targets or i + 1 >= len(values):
                continue
            dest = values[i + 1]
            if isinstance(dest, str):
                why = seats.invalid_destination(game, game.priority, dest)
                if why:
                    return why
        return None


@mutant("r9d-keyword-cost-first-instance-only", rule="818.4", area="keywords", keyword="Equip",
        bug="only the first printed instance of a keyword with a cost is read (a second Equip has no cost text)",
        kill="a vanilla gear with 'Equip [1]' and 'Equip [2]': either cost may be paid")
def _(p: Patcher) -> None:
    @p.wrap(f"{BEHAVIOUR}:keyword_cost_texts")
    def keyword_cost_texts(orig: Any, o: Any, keyword: str, *args: Any, **kwargs: Any) -> Any:
        return orig(o, keyword, *args, **kwargs)[:1]


@mutant("r9d-printed-cost-power-ignored", rule="160", area="costs",
        bug="an object's printed cost reads its Energy only (its Power is 0)",
        kill="The Academy's '[Repeat] equal to its base cost' on a spell costing [1][A]: the Repeat costs [A] too")
def _(p: Patcher) -> None:
    @p.wrap(f"{BEHAVIOUR}:printed_cost")
    def printed_cost(orig: Any, o: Any, *args: Any, **kwargs: Any) -> Any:
        e, _ = orig(o, *args, **kwargs)
        return e, 0

