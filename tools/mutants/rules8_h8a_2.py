"""Mutants of :mod:`mutants.rules8_h8a` continued (part 2 of 3; the file is split to stay
readable: the hunt, its table and its triage are in the docstring of :mod:`mutants.rules8_h8a`)."""
from __future__ import annotations

from typing import Any
from mutants import Patcher, mutant
from mutants.rules8_h8a import ACTIONS, CLEANUP, COMBAT, COSTS, LAYERS, MOVEMENT, RESOURCES, SEATS, TURN


@mutant("h8a-teammate-battlefield-allowed", rule="442.2.b", area="multiplayer",
        bug="in 2v2 a unit may move to a battlefield its teammate controls",
        kill="2v2: A's move to C's battlefield is rejected")
def _(p: Patcher) -> None:
    @p.wrap(f"{SEATS}:invalid_destination")
    def invalid_destination(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        why = orig(game, *args, **kwargs)
        return None if why and "teammate" in why else why


# ---- second round: subtler variations -----------------------------------------------------------
@mutant("h8a-defender-gains-control-without-conquest", rule="469.1", area="scoring",
        bug="only the attacker conquers: a defender who gains control of a battlefield after a combat scores nothing",
        kill="the defender's units remain at an uncontrolled battlefield after the combat: the defender conquers and "
             "scores it")
def _(p: Patcher) -> None:
    @p.wrap(f"{COMBAT}:conquer")
    def conquer(orig: Any, game: Any, player: str, b: Any, *args: Any, **kwargs: Any) -> Any:
        sd = game.showdown
        if sd is not None and sd.combat and player == sd.defender:
            return None
        return orig(game, player, b, *args, **kwargs)


@mutant("h8a-focus-passes-after-trigger-chain", rule="346", area="showdowns",
        bug="focus passes to the next player also when a chain that a trigger opened empties during a showdown",
        kill="a trigger resolves during a showdown (A has focus): A keeps focus and may act")
def _(p: Patcher) -> None:
    @p.wrap(f"{COMBAT}:chain_emptied")
    def chain_emptied(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        game.chain_opened_by_trigger = False
        return orig(game, *args, **kwargs)


@mutant("h8a-empty-battlefield-uncontrolled-during-its-showdown", rule="323.6", area="cleanup",
        bug="a battlefield whose units all died during its combat becomes uncontrolled at once, though a combat is "
            "ongoing there",
        kill="B's bf1 combat: a spell in the showdown kills every unit there; bf1 is still B's until the combat ends")
def _(p: Patcher) -> None:
    @p.wrap(f"{CLEANUP}:_once")
    def _once(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        res = orig(game, *args, **kwargs)
        sd = game.showdown
        if sd is not None and not game.chain:
            b = game.bf(sd.battlefield)
            if b.controller is not None and not game.units(b.alias):
                b.controller = None
                res = True
        return res


@mutant("h8a-awaken-readies-every-players-runes", rule="315.1.b", area="runes and pools",
        bug="the awaken phase readies every player's runes, not only the turn player's",
        kill="B's exhausted rune stays exhausted in A's awaken phase")
def _(p: Patcher) -> None:
    @p.wrap(f"{TURN}:enter_phase")
    def enter_phase(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        if game.phase == "awaken":
            for pl in game.players.values():
                for r in pl.runes:
                    r["exhausted"] = False
        return orig(game, *args, **kwargs)


@mutant("h8a-channel-ignores-exhausted", rule="430.2", area="runes and pools",
        bug="\"channel 1 rune exhausted\" channels the rune ready",
        kill="Fiora, Grand Duelist's channelled rune is exhausted")
def _(p: Patcher) -> None:
    @p.wrap(f"{RESOURCES}:channel")
    def channel(orig: Any, game: Any, player: str, n: int, *args: Any, **kwargs: Any) -> int:
        kwargs.pop("exhausted", None)
        return orig(game, player, n, *args[:1], **kwargs)


@mutant("h8a-burn-out-opponent-chosen-by-turn-player", rule="431.2.c", area="multiplayer",
        bug="the opponent who gains the burn-out point is chosen by the turn player, not the player burning out",
        kill="FFA3, A's turn: B burns out (B draws from an empty deck); B chooses C")
def _(p: Patcher) -> None:
    @p.wrap(f"{RESOURCES}:burn_out")
    def burn_out(orig: Any, game: Any, player: str, *args: Any, **kwargs: Any) -> Any:
        ask = game.ask
        active = game.active

        def asked(kind: str, who: str, *a: Any, **k: Any) -> Any:
            return ask(kind, active if kind == "choose-player" else who, *a, **k)
        game.ask = asked
        try:
            return orig(game, player, *args, **kwargs)
        finally:
            del game.ask


@mutant("h8a-burn-out-first-point-wins-at-once", rule="431.3.b", area="victory",
        bug="the point of a first burn out wins at once, not at the next cleanup's victory check",
        kill="A (7) plays 'draw 1, gain 1 point' with an empty deck and B at 7: B gains 8, A then 8: nobody wins")
def _(p: Patcher) -> None:
    @p.wrap(f"{RESOURCES}:burn_out")
    def burn_out(orig: Any, game: Any, player: str, *args: Any, **kwargs: Any) -> Any:
        kwargs.pop("win_at_once", None)
        return orig(game, player, True)


@mutant("h8a-cost-power-in-listed-order", rule="162.2", area="costs",
        bug="power symbols are paid in printed order: an [A] may take the only rune a specific symbol needed",
        kill="rule-357-1-combined-power-cost-of-two-domains-paid-in-total: a Fury/Calm spell with Repeat [R] paid "
             "with a Fury and a Calm rune")
def _(p: Patcher) -> None:
    @p.wrap(f"{COSTS}:_plan_with")
    def _plan_with(orig: Any, game: Any, player: str, cost: Any, *args: Any, **kwargs: Any) -> Any:
        import builtins
        real = builtins.sorted

        def unsorted(seq: Any, *a: Any, **k: Any) -> Any:
            return list(seq) if k.get("key") is not None and seq is cost.power else real(seq, *a, **k)
        builtins.sorted = unsorted
        try:
            return orig(game, player, cost, *args, **kwargs)
        finally:
            builtins.sorted = real


@mutant("h8a-rune-never-uses-both-abilities", rule="163.2", area="costs",
        bug="a rune exhausted for [1] can't also be recycled for its power in the same payment",
        kill="A pays [1][Fury] with a single Fury rune: exhausted for [1], then recycled for [Fury]")
def _(p: Patcher) -> None:
    costs = p.module(COSTS)

    @p.wrap(f"{COSTS}:_plan")
    def _plan(orig: Any, game: Any, player: str, cost: Any, *args: Any, **kwargs: Any) -> Any:
        return costs._plan_with(game, player, cost, energy_first=False)


@mutant("h8a-hide-free", rule="811.1.b", area="hide",
        bug="hiding a card costs nothing: the [A] is not paid",
        kill="A hides a card with one Fury rune: the rune is recycled")
def _(p: Patcher) -> None:
    @p.wrap(f"{MOVEMENT}:pay", everywhere=False)
    def pay(orig: Any, game: Any, player: str, cost: Any, *args: Any, **kwargs: Any) -> Any:
        return None


@mutant("h8a-played-this-turn-reset-for-turn-player-only", rule="812.1.c", area="turn phases",
        bug="at the end of a turn only the turn player's 'cards played this turn' are cleared: the other player's "
            "reactions played in it still count in their own turn",
        kill="rule-812-1-c-legion-other-players-card-played-last-turn-does-not-count: B's Legion unit is 2 [M] in "
             "B's turn")
def _(p: Patcher) -> None:
    _keep_others_field(p, "played_this_turn")


@mutant("h8a-scored-this-turn-reset-for-turn-player-only", rule="469.2", area="scoring",
        bug="at the end of a turn only the turn player's 'battlefields scored this turn' are cleared: a battlefield "
            "the other player conquered in that turn is not scored by their hold in their next turn",
        kill="rule-470-battlefield-scored-in-the-opponents-turn-held-in-the-next: B holds bf1 in B's turn and "
             "scores 1")
def _(p: Patcher) -> None:
    _keep_others_field(p, "scored_this_turn")


def _keep_others_field(p: Patcher, name: str) -> None:
    @p.wrap(f"{TURN}:next_phase")
    def next_phase(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        ending = game.active
        kept = {k: list(getattr(pl, name)) for k, pl in game.players.items() if k != ending} \
            if game.phase == "end" else None
        res = orig(game, *args, **kwargs)
        if kept is not None:
            for k, v in kept.items():
                setattr(game.players[k], name, v)
        return res


@mutant("h8a-shield-value-ignored", rule="814.2", area="layers",
        bug="Shield gives +1 whatever its value (Shield 3 counts as Shield)",
        kill="a defender with Shield 3 has +3 Might")
def _(p: Patcher) -> None:
    @p.wrap(f"{LAYERS}:keyword_value")
    def keyword_value(orig: Any, game: Any, o: Any, name: str, *args: Any, **kwargs: Any) -> int:
        v = orig(game, o, name, *args, **kwargs)
        return min(v, 1) if name == "Shield" else v


# ---- third round -------------------------------------------------------------------------------
@mutant("h8a-final-point-2v2-teammates-battlefield-not-excepted", rule="484.8.f.1", area="multiplayer",
        bug="in 2v2 the final point by conquering also needs the battlefield the player's ally held in the beginning "
            "phase (which the team can't score this turn)",
        kill="2v2: A's team at 10, C held bf1 this turn; A conquers bf2, the only other battlefield: A's team wins")
def _(p: Patcher) -> None:
    @p.wrap(f"{COMBAT}:conquer")
    def conquer(orig: Any, game: Any, player: str, b: Any, *args: Any, **kwargs: Any) -> Any:
        saved = game.disqualified
        if b.alias not in saved:
            game.disqualified = set()
        try:
            return orig(game, player, b, *args, **kwargs)
        finally:
            game.disqualified = saved if b.alias not in saved else game.disqualified


@mutant("h8a-disqualified-battlefield-for-every-team", rule="469.1.a", area="multiplayer",
        bug="a battlefield disqualified for the turn player's team (a teammate held it) can't be scored by the other "
            "team either",
        kill="rule-469-1-a-2v2-battlefield-disqualified-only-for-the-turn-players-team: B conquers C's bf1 in A's "
             "turn and scores it")
def _(p: Patcher) -> None:
    @p.wrap(f"{COMBAT}:conquer")
    def conquer(orig: Any, game: Any, player: str, b: Any, *args: Any, **kwargs: Any) -> Any:
        if b.alias in game.disqualified:
            game.players[player].conquered_this_turn.append(b.alias)
            return None
        return orig(game, player, b, *args, **kwargs)


@mutant("h8a-legends-give-no-might", rule="716", area="layers",
        bug="passive Might abilities of legends are not applied (only the board's and battlefields')",
        kill="a legend's passive +Might (Lee Sin, Centered) shows on the unit")
def _(p: Patcher) -> None:
    @p.wrap(f"{LAYERS}:_sources")
    def _sources(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        gear, sources = orig(game, *args, **kwargs)
        return gear, [(s, b) for s, b in sources if s.zone != "legend"]


@mutant("h8a-battlefields-give-no-might", rule="716", area="layers",
        bug="passive Might abilities of battlefields are not applied",
        kill="Trifarian War Camp's +1 Might shows on a unit there")
def _(p: Patcher) -> None:
    @p.wrap(f"{LAYERS}:_sources")
    def _sources(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        gear, sources = orig(game, *args, **kwargs)
        bfs = {id(o) for o in game.battlefield_objs()}
        return gear, [(s, b) for s, b in sources if id(s) not in bfs]


@mutant("h8a-controlled-permanent-stays-in-old-base", rule="323.7", area="cleanup",
        bug="a permanent whose control changed while in a base stays in its old controller's base",
        kill="A gains control of B's unit in B's base: the cleanup recalls it to A's base")
def _(p: Patcher) -> None:
    @p.wrap(f"{CLEANUP}:_once")
    def _once(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        for o in game.objects.values():
            if o.zone == "board" and o.location == "base" and o.base_of and o.attached_to is None:
                o.base_of = None
        return orig(game, *args, **kwargs)


@mutant("h8a-set-might-this-turn-kept", rule="317.2.c", area="turn phases",
        bug="a base Might set 'this turn' (Dragon Form) does not expire at the end of the turn",
        kill="a unit whose Might was set this turn has its printed Might next turn")
def _(p: Patcher) -> None:
    @p.wrap(f"{TURN}:end_of_turn")
    def end_of_turn(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        kept = {o.uid: o.base_might_set for o in game.objects.values() if o.base_might_set}
        res = orig(game, *args, **kwargs)
        for uid, v in kept.items():
            if uid in game.objects:
                game.objects[uid].base_might_set = v
        return res


@mutant("h8a-next-this-turn-effects-kept", rule="317.2.c", area="turn phases",
        bug="'the next ... this turn' effects (a pending discount for the next card this turn) outlast the turn",
        kill="an unused 'your next card this turn costs less' does not apply to a card played next turn")
def _(p: Patcher) -> None:
    @p.wrap(f"{TURN}:end_of_turn")
    def end_of_turn(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        kept = [e for e in game.effects if e.duration == "next-this-turn"]
        res = orig(game, *args, **kwargs)
        game.effects.extend(e for e in kept if e not in game.effects)
        return res


@mutant("h8a-granted-repeat-used-by-a-unit", rule="820.1", area="costs",
        bug="a pending 'give your next spell [Repeat]' is used up by the next card of any type (a unit)",
        kill="The Academy's grant, then a unit played: the next spell still has Repeat")
def _(p: Patcher) -> None:
    behaviour = p.module("reference_engine.behaviour")

    @p.wrap(f"{COSTS}:repeat_cost")
    def repeat_cost(orig: Any, game: Any, player: str, o: Any, *args: Any, **kwargs: Any) -> Any:
        if "Spell" not in behaviour.card_types(game, o):
            for grant in [e for e in game.effects if e.kind == "grant-repeat" and e.controller == player]:
                game.effects.remove(grant)
        return orig(game, player, o, *args, **kwargs)


@mutant("h8a-combat-damage-source-unnamed", rule="417.6.c.1", area="combat damage",
        bug="combat damage from a single unit names no source",
        kill="a single attacker's combat damage event names it as the source")
def _(p: Patcher) -> None:
    @p.wrap(f"{ACTIONS}:deal_damage")
    def deal_damage(orig: Any, game: Any, target: Any, amount: int, source: Any, *args: Any, **kwargs: Any) -> Any:
        if kwargs.get("combat"):
            source = None
        return orig(game, target, amount, source, *args, **kwargs)


@mutant("h8a-combat-damage-dealt-by-no-player", rule="465.2", area="combat damage",
        bug="combat damage is recorded as dealt by no player (\"your units dealt damage\" never counts combat damage)",
        kill="a 'when you deal damage' / 'your damage' reading sees the combat damage as the attacker's")
def _(p: Patcher) -> None:
    @p.wrap(f"{ACTIONS}:deal_damage")
    def deal_damage(orig: Any, game: Any, target: Any, amount: int, source: Any, *args: Any, **kwargs: Any) -> Any:
        if kwargs.get("combat"):
            kwargs["by_player"] = None
        return orig(game, target, amount, source, *args, **kwargs)


@mutant("h8a-awaken-readies-by-owner", rule="315.1.b", area="turn phases",
        bug="the awaken phase readies the permanents the turn player owns, not those they control",
        kill="A controls B's exhausted unit: it readies in A's awaken phase, not B's")
def _(p: Patcher) -> None:
    @p.wrap(f"{TURN}:enter_phase")
    def enter_phase(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        if game.phase != "awaken":
            return orig(game, *args, **kwargs)
        swapped = [(o, o.controller) for o in game.objects.values() if o.zone in ("board", "legend")
                   and o.controller != o.owner]
        for o, _ in swapped:
            o.controller = o.owner
        try:
            return orig(game, *args, **kwargs)
        finally:
            for o, c in swapped:
                o.controller = c


@mutant("h8a-staged-location-chosen-by-contester", rule="323.11", area="cleanup",
        bug="with showdowns staged at several battlefields, the player who contested the first chooses, not the turn "
            "player",
        kill="rule-323-11-turn-player-chooses-among-showdowns-the-other-player-staged: B's spell contests two "
             "battlefields in A's turn; A chooses")
def _(p: Patcher) -> None:
    @p.wrap(f"{CLEANUP}:_first_staged")
    def _first_staged(orig: Any, game: Any, staged: Any, *args: Any, **kwargs: Any) -> Any:
        active = game.active
        game.active = staged[0].contested_by or active
        try:
            return orig(game, staged, *args, **kwargs)
        finally:
            game.active = active


# ---- fourth round ------------------------------------------------------------------------------
@mutant("h8a-concede-ffa3-ends-the-game", rule="651.2", area="multiplayer",
        bug="a player conceding in a game of three ends it: the next player in turn order wins though two remain",
        kill="FFA3: C concedes; the game goes on between A and B")
def _(p: Patcher) -> None:
    resources = p.module(RESOURCES)
    seats = p.module(SEATS)

    @p.wrap(f"{RESOURCES}:concede")
    def concede(orig: Any, game: Any, player: str, *args: Any, **kwargs: Any) -> Any:
        remaining = [q for q in seats.in_game(game) if q != player]
        res = orig(game, player, *args, **kwargs)
        if game.winner is None and remaining and not game.mode.has_teams:
            resources.win(game, remaining[0])
        return res


@mutant("h8a-burn-out-point-to-a-teammate", rule="431.2.c", area="multiplayer",
        bug="in 2v2 the burn-out point may go to the burning player's teammate (any other player, not an opponent)",
        kill="2v2: A burns out; the choice is between B and D only")
def _(p: Patcher) -> None:
    seats = p.module(SEATS)

    @p.wrap(f"{RESOURCES}:burn_out")
    def burn_out(orig: Any, game: Any, player: str, *args: Any, **kwargs: Any) -> Any:
        real = game.opponents

        def others(q: str) -> list[str]:
            return [r for r in seats.turn_order_from(game, game.active) if r != q]
        game.opponents = others
        try:
            return orig(game, player, *args, **kwargs)
        finally:
            del game.opponents


@mutant("h8a-move-outside-action-phase", rule="144.1.a", area="movement",
        bug="standard moves are allowed in any phase of the player's own turn, not only the action phase",
        kill="A's move in A's beginning phase is rejected")
def _(p: Patcher) -> None:
    @p.wrap(f"{MOVEMENT}:standard_move")
    def standard_move(orig: Any, game: Any, player: str, *args: Any, **kwargs: Any) -> Any:
        phase = game.phase
        if game.active == player:
            game.phase = "action"
        try:
            return orig(game, player, *args, **kwargs)
        finally:
            if game.phase == "action":
                game.phase = phase


@mutant("h8a-move-while-chain-open", rule="144.1.b", area="movement",
        bug="standard moves are allowed while the chain is open",
        kill="A's move with an item on the chain (A has priority) is rejected")
def _(p: Patcher) -> None:
    @p.wrap(f"{MOVEMENT}:standard_move")
    def standard_move(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        chain = game.chain
        game.chain = []
        try:
            return orig(game, *args, **kwargs)
        finally:
            game.chain[:0] = chain


@mutant("h8a-no-result-combat-establishes-control", rule="466.3.d.1", area="combat damage",
        bug="when both players' units remain after a combat, the battlefield's Contested status is cleared: no new "
            "combat is staged there",
        kill="units brought in by a combat trigger survive with the defender's: a new combat begins at that battlefield")
def _(p: Patcher) -> None:
    combat = p.module(COMBAT)
    chain = p.module("reference_engine.chain")

    def finish(game: Any) -> None:
        sd = game.showdown
        sd.controlled = True
        combat.establish_control(game, game.bf(sd.battlefield))  # the bug: also with both sides present
        chain.run_tasks(game)
        if not game.chain:
            combat.end(game)
    p.replace(f"{COMBAT}:finish", finish)


@mutant("h8a-extra-rune-every-turn-of-the-second-player", rule="480.7", area="runes and pools",
        bug="the duel's second player channels the extra rune in every channel phase of theirs, not only the first",
        kill="duel, turn 4 (B's second turn): B channels 2 runes")
def _(p: Patcher) -> None:
    @p.wrap(f"{SEATS}:extra_first_channel")
    def extra_first_channel(orig: Any, game: Any, *args: Any, **kwargs: Any) -> int:
        if game.mode.duel_first_turn and game.turn_number and game.turn_number % 2 == 0:
            return 1
        return orig(game, *args, **kwargs)


@mutant("h8a-first-player-skips-every-draw", rule="482.7", area="multiplayer",
        bug="in FFA3/FFA4/2v2 the first player skips the draw of every turn of theirs, not only the first",
        kill="FFA3, turn 4 (A's second turn): A draws 1 in the draw phase")
def _(p: Patcher) -> None:
    seats = p.module(SEATS)

    @p.wrap(f"{SEATS}:skips_first_draw")
    def skips_first_draw(orig: Any, game: Any, *args: Any, **kwargs: Any) -> bool:
        if not game.mode.duel_first_turn and game.active == game.mode.seats[0]:
            return True
        return orig(game, *args, **kwargs)


@mutant("h8a-hidden-play-ignores-additional-costs", rule="811.1.b", area="costs",
        bug="a card played from facedown ignores its additional costs too (the Deflect tax), not only its base cost",
        kill="rule-811-1-b-hidden-play-ignores-only-the-base-cost-deflect-still-paid: the hidden spell choosing B's "
             "Deflect unit recycles A's rune")
def _(p: Patcher) -> None:
    costs = p.module(COSTS)

    @p.wrap(f"{COSTS}:play_cost")
    def play_cost(orig: Any, game: Any, player: str, o: Any, item: Any, pay_opts: Any, origin: str, *args: Any,
                  **kwargs: Any) -> Any:
        res = orig(game, player, o, item, pay_opts, origin, *args, **kwargs)
        return costs.Cost() if origin == "facedown" else res


@mutant("h8a-final-point-denied-no-draw", rule="466.1.b.2", area="scoring",
        bug="a conquest that can't give the final point gives nothing: the player does not draw a card",
        kill="A at 7 conquers one of two battlefields without having scored the other: A draws 1")
def _(p: Patcher) -> None:
    @p.wrap(f"{ACTIONS}:draw")
    def draw(orig: Any, game: Any, player: str, n: int = 1, source: Any = None, *args: Any, **kwargs: Any) -> int:
        if source is not None and game.is_bf(source) and source in game.players[player].scored_this_turn:
            return 0
        return orig(game, player, n, source, *args, **kwargs)


# ---- fifth round -------------------------------------------------------------------------------
@mutant("h8a-staged-combat-open-to-third-players", rule="457.1", area="multiplayer",
        bug="only a combat in progress keeps third players out: a battlefield with a staged combat (two opposing "
            "players' units, the chain still open) is a valid destination for a third player's unit",
        kill="rule-457-1-ffa3-third-player-cant-join-a-staged-combat (passes under the mutant: see equivalent)",
        equivalent="a staged combat always has units of two opposing players there, so for any third player's unit "
                   "the battlefield already has units of two other players and 444.2 makes it invalid anyway")
def _(p: Patcher) -> None:
    @p.wrap(f"{SEATS}:combat_players")
    def combat_players(orig: Any, game: Any, where: str, *args: Any, **kwargs: Any) -> Any:
        sd = game.showdown
        if sd is not None and sd.combat and sd.battlefield == where:
            return orig(game, where, *args, **kwargs)
        return set()
