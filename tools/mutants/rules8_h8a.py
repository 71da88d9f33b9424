"""Mutants of the session-8 hand-seeded hunt (helper h8a) over ``layers``, ``combat``, ``cleanup``, ``movement``,
``turn``, ``resources``, ``costs`` and ``seats``: plausible bugs an engine author who read the Core Rules could
write — a sub-rule skipped, the wrong player, the wrong scope (only the first of several units, only printed
keywords, only energy of the pool), a per-turn record kept past the turn.

Per module (written / killed by the existing suite / killed after a new case / equivalent):
layers 10/9/0/1, combat 19/17/2/0, cleanup 8/7/1/0, movement 9/7/2/0 (with an engine fix: hiding during a
showdown needs focus, 811.1.c + 313.1), turn 12/10/2/0, resources 8/8/0/0, costs 11/9/2/0, seats 7/6/0/1.
The new cases: rule-459-2-d-1-ffa3-non-defender-player-places-triggers-before-the-defender,
rule-357-1-combined-power-cost-of-two-domains-paid-in-total, rule-812-1-c-legion-other-players-card-played-last-turn-
does-not-count, rule-470-battlefield-scored-in-the-opponents-turn-held-in-the-next, rule-469-1-a-2v2-battlefield-
disqualified-only-for-the-turn-players-team, rule-323-11-turn-player-chooses-among-showdowns-the-other-player-staged,
rule-811-1-b-hidden-play-ignores-only-the-base-cost-deflect-still-paid, rule-811-1-c-hide-in-a-showdown-only-with-focus,
rule-457-1-ffa3-third-player-cant-join-a-staged-combat (a rules case; its mutant is equivalent through 444.2)."""
from __future__ import annotations

from typing import Any

from mutants import Patcher, mutant

LAYERS = "reference_engine.layers"
COMBAT = "reference_engine.combat"
CLEANUP = "reference_engine.cleanup"
MOVEMENT = "reference_engine.movement"
TURN = "reference_engine.turn"
RESOURCES = "reference_engine.resources"
COSTS = "reference_engine.costs"
SEATS = "reference_engine.seats"
ACTIONS = "reference_engine.actions"


# ---- layers -------------------------------------------------------------------------------------
@mutant("h8a-shield-while-attacking", rule="814.1.c", area="layers",
        bug="Shield's +X Might applies while the unit is an attacker instead of while it is a defender",
        kill="a defender with Shield 2 and Might 2 takes 3 combat damage and survives (Might 4)")
def _(p: Patcher) -> None:
    kv = p.original(f"{LAYERS}:keyword_value")

    @p.wrap(f"{LAYERS}:might")
    def might(orig: Any, game: Any, o: Any, *args: Any, **kwargs: Any) -> Any:
        res = orig(game, o, *args, **kwargs)
        if res is None or o.zone != "board":
            return res
        if o.defender:
            res -= kv(game, o, "Shield")
        if o.attacker:
            res += kv(game, o, "Shield")
        return res


@mutant("h8a-assault-while-defending", rule="807.1", area="layers",
        bug="Assault's +X Might also applies while the unit is a defender (\"in combat\" read for \"attacker\")",
        kill="a defender with Assault 2 and Might 1 against a 2-Might attacker: it deals 1 (the attacker survives)")
def _(p: Patcher) -> None:
    kv = p.original(f"{LAYERS}:keyword_value")

    @p.wrap(f"{LAYERS}:might")
    def might(orig: Any, game: Any, o: Any, *args: Any, **kwargs: Any) -> Any:
        res = orig(game, o, *args, **kwargs)
        if res is not None and o.zone == "board" and o.defender:
            res += kv(game, o, "Assault")
        return res


@mutant("h8a-valued-keyword-instances-not-summed", rule="807.2", area="layers",
        bug="a unit with several instances of a valued keyword (printed Assault 2, granted Assault 3) uses the "
            "largest value instead of their sum",
        kill="an attacker with printed Assault 1 and a granted Assault 2 has +3 Might")
def _(p: Patcher) -> None:
    import re
    kws = p.original(f"{LAYERS}:keywords")

    @p.wrap(f"{LAYERS}:keyword_value")
    def keyword_value(orig: Any, game: Any, o: Any, name: str, *args: Any, **kwargs: Any) -> int:
        values = [int(m.group(1) or 1) for k in kws(game, o) if (m := re.fullmatch(rf"{name}(?: (\d+))?", k))]
        return max(values, default=0)


@mutant("h8a-becomes-mighty-while-already-mighty", rule="709", area="layers",
        bug="a unit \"becomes Mighty\" whenever its Might rises to 5 or more, also from 5 or more (5 -> 6)",
        kill="a 5-Might unit with a 'when I become Mighty' ability gets +1 Might: it does not trigger")
def _(p: Patcher) -> None:
    @p.wrap(f"{LAYERS}:became_mighty")
    def became_mighty(orig: Any, before: int, after: int, *args: Any, **kwargs: Any) -> bool:
        return after >= 5 and after > before


@mutant("h8a-lost-keyword-only-granted", rule="801.3.b", area="layers",
        bug="\"loses [keyword]\" removes only granted instances: a printed keyword survives the effect",
        kill="a unit with printed Tank loses Tank this turn; combat damage may then go to another unit first")
def _(p: Patcher) -> None:
    from reference_engine.behaviour import behaviour_of

    @p.wrap(f"{LAYERS}:keywords")
    def keywords(orig: Any, game: Any, o: Any, *args: Any, **kwargs: Any) -> list[str]:
        res = orig(game, o, *args, **kwargs)
        if o.zone != "board":
            return res
        lost = {e.data["keyword"] for e in game.effects if e.kind == "lose-keyword" and e.target == o.ref}
        if not lost:
            return res
        printed = [k for k in behaviour_of(o).keywords(game, o) if k.split(" ")[0] in lost]
        return printed + res


# ---- combat -------------------------------------------------------------------------------------
def _inside(p: Patcher, target: str) -> list[Any]:
    """Wrap ``target`` (a function taking ``game`` first) so that the returned stack holds the game while it runs."""
    stack: list[Any] = []

    @p.wrap(target)
    def inside(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        stack.append(game)
        try:
            return orig(game, *args, **kwargs)
        finally:
            stack.pop()
    return stack


@mutant("h8a-combat-heals-only-its-battlefield", rule="461.1.a.1", area="combat damage",
        bug="the combat cleanup heals only the units at the combat's battlefield, not all units",
        kill="a damaged unit in base (or at another battlefield) is healed when a combat ends")
def _(p: Patcher) -> None:
    stack = _inside(p, f"{COMBAT}:close")

    @p.wrap(f"{ACTIONS}:heal")
    def heal(orig: Any, game: Any, o: Any, *args: Any, **kwargs: Any) -> Any:
        sd = game.showdown
        if stack and sd is not None and o.location != sd.battlefield:
            return False
        return orig(game, o, *args, **kwargs)


@mutant("h8a-combat-negative-might-subtracts", rule="465.2.a", area="combat damage",
        bug="a unit with negative Might subtracts it from its side's combat damage total",
        kill="attackers of Might 3 and Might -2 (a -3 this turn on a 1): the defender is dealt 3, not 1")
def _(p: Patcher) -> None:
    combat = p.module(COMBAT)
    layers = p.module(LAYERS)

    @p.wrap(f"{COMBAT}:assign")
    def assign(orig: Any, game: Any, player: str, victims: Any, total: int, *args: Any, **kwargs: Any) -> Any:
        sd = game.showdown
        if sd is not None and victims:
            side = [u for u in game.units(sd.battlefield) if u.controller == player and (u.attacker or u.defender)]
            dealers = [u for u in side if combat.deals_combat_damage(game, u)]
            total = sum(layers.might(game, u) or 0 for u in dealers)
        return orig(game, player, victims, total, *args, **kwargs)


@mutant("h8a-final-point-counts-conquests-only", rule="471.1.b.1", area="scoring",
        bug="the final point by conquering needs every battlefield conquered this turn: a battlefield held (scored "
            "in the beginning phase) does not count",
        kill="A at 7 held bf1 this turn and conquers bf2: A gains the final point (not a draw)")
def _(p: Patcher) -> None:
    seats = p.module(SEATS)
    actions = p.module(ACTIONS)
    combat = p.module(COMBAT)

    def conquer(game: Any, player: str, b: Any) -> None:
        pl = game.players[player]
        pl.conquered_this_turn.append(b.alias)
        if b.alias in pl.scored_this_turn:
            return
        if b.alias in game.disqualified and player in seats.team(game, game.active):
            return
        pl.scored_this_turn.append(b.alias)
        game.emit("conquer", object=b.alias, player=player)
        excepted = game.disqualified if player in seats.team(game, game.active) else set()
        if seats.score(game, player) >= game.victory_score - 1 and any(
                x.alias not in pl.conquered_this_turn and x.alias not in excepted for x in game.battlefields):
            actions.draw(game, player, 1, b.alias)
            return
        combat.score(game, player, b.alias)
    p.replace(f"{COMBAT}:conquer", conquer)


@mutant("h8a-combat-recalls-first-attacker-only", rule="461.1.a.2", area="combat damage",
        bug="with defenders remaining, only the first surviving attacker is recalled",
        kill="two attackers survive against a surviving defender: both are recalled")
def _(p: Patcher) -> None:
    stack = _inside(p, f"{COMBAT}:close")
    done: list[Any] = []

    @p.wrap(f"{ACTIONS}:recall")
    def recall(orig: Any, game: Any, o: Any, *args: Any, **kwargs: Any) -> Any:
        if stack and o.attacker:
            if any(g is game for g in done):
                return False
            done.append(game)
        return orig(game, o, *args, **kwargs)

    @p.wrap(f"{COMBAT}:finish")
    def finish(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        done[:] = [g for g in done if g is not game]
        return orig(game, *args, **kwargs)


@mutant("h8a-showdown-closes-after-combatants-pass", rule="347.4", area="showdowns",
        bug="a combat closes once its two players have passed focus in a row: a third player is never given focus",
        kill="FFA3: A attacks B; after A and B pass, C gets focus (may play an Action) before combat damage")
def _(p: Patcher) -> None:
    seats = p.module(SEATS)
    combat = p.module(COMBAT)

    @p.wrap(f"{COMBAT}:pass_focus")
    def pass_focus(orig: Any, game: Any, player: str, *args: Any, **kwargs: Any) -> Any:
        sd = game.showdown
        if sd is not None and sd.combat and sd.focus == player and sd.focus_passes + 1 >= 2 \
                and len(seats.in_game(game)) > 2:
            sd.focus_passes += 1
            combat.close(game)
            return None
        return orig(game, player, *args, **kwargs)


@mutant("h8a-combat-triggers-defender-second", rule="459.2.d.1", area="multiplayer",
        bug="combat triggers go on the chain attacker's, then the defender's, then the other players': the defender "
            "is not last",
        kill="rule-459-2-d-1-ffa3-non-defender-player-places-triggers-before-the-defender: C (controls bf1, not in the "
             "combat) places Ahri's trigger before B's Fiora trigger")
def _(p: Patcher) -> None:
    @p.wrap(f"{COMBAT}:combat_trigger_order")
    def combat_trigger_order(orig: Any, game: Any, sd: Any, *args: Any, **kwargs: Any) -> list[str]:
        order = orig(game, sd, *args, **kwargs)
        return [order[0], order[-1], *order[1:-1]]


@mutant("h8a-defender-is-next-opponent", rule="457", area="attacker and defender",
        bug="the defender of a combat is the attacker's first opponent in turn order, not the player whose units "
            "are at the battlefield",
        kill="FFA3: A moves to C's battlefield with C's units: C is the defender (C's units get Defender)")
def _(p: Patcher) -> None:
    @p.wrap(f"{COMBAT}:defender_of")
    def defender_of(orig: Any, game: Any, where: str, attacker: str, *args: Any, **kwargs: Any) -> str:
        return game.opponents(attacker)[0]


# ---- cleanup ------------------------------------------------------------------------------------
@mutant("h8a-cleanup-zero-might-undamaged-dies", rule="323.5", area="cleanup",
        bug="a unit with 0 Might dies in a cleanup though it has no damage (\"damage >= Might\" without "
            "\"non-zero damage\")",
        kill="a 0-Might unit with no damage stays on the board through a cleanup")
def _(p: Patcher) -> None:
    layers = p.module(LAYERS)
    actions = p.module(ACTIONS)

    @p.wrap(f"{CLEANUP}:_once")
    def _once(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        doomed = [u for u in game.units() if u.damage == 0 and (layers.might(game, u) or 0) <= 0]
        for u in doomed:
            actions.die(game, u, "lethal", None, None, None)
        return orig(game, *args, **kwargs) or bool(doomed)


@mutant("h8a-cleanup-hidden-kept-under-opponent", rule="323.7", area="cleanup",
        bug="a hidden card is removed only when its battlefield becomes uncontrolled, not when another player "
            "controls it",
        kill="A's facedown card at bf1; B conquers bf1: A's card goes to A's trash")
def _(p: Patcher) -> None:
    @p.wrap(f"{CLEANUP}:_once")
    def _once(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        kept = []
        for o in game.objects.values():
            if o.zone == "facedown" and game.is_bf(o.location):
                ctl = game.bf(o.location).controller
                if ctl is not None and ctl != o.controller:
                    kept.append((o, o.controller))
                    o.controller = ctl
        try:
            return orig(game, *args, **kwargs)
        finally:
            for o, ctl in kept:
                o.controller = ctl


@mutant("h8a-cleanup-uncontrols-empty-battlefield-during-chain", rule="323.6", area="cleanup",
        bug="a battlefield with no units becomes uncontrolled in any cleanup, also while the chain is open",
        kill="B's only unit at B's bf1 is killed by a spell while another item remains on the chain: bf1 stays "
             "B's until the chain is empty")
def _(p: Patcher) -> None:
    @p.wrap(f"{CLEANUP}:_once")
    def _once(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        res = orig(game, *args, **kwargs)
        if game.chain:
            for b in game.battlefields:
                if b.controller is not None and not game.units(b.alias) and (
                        game.showdown is None or game.showdown.battlefield != b.alias) and b.contested_by is None:
                    b.controller = None
                    res = True
        return res


@mutant("h8a-cleanup-first-staged-not-chosen", rule="323.11", area="cleanup",
        bug="with showdowns staged at several battlefields the first in board order begins: the turn player is not "
            "asked",
        kill="two battlefields contested during one chain: the turn player chooses bf2, the showdown is at bf2")
def _(p: Patcher) -> None:
    p.replace(f"{CLEANUP}:_first_staged", lambda game, staged: staged[0])


@mutant("h8a-cleanup-lethal-by-printed-might", rule="323.5", area="cleanup",
        bug="the cleanup compares damage with the printed (base) Might, ignoring modifications",
        kill="a 3-Might unit with +2 this turn and 4 damage survives; a 3-Might unit with -1 and 2 damage dies")
def _(p: Patcher) -> None:
    layers = p.module(LAYERS)
    p.replace(f"{CLEANUP}:might", lambda game, o: layers.base_might(o), everywhere=False)


# ---- movement -----------------------------------------------------------------------------------
@mutant("h8a-move-exhausts-first-unit-only", rule="144.3.c", area="movement",
        bug="a standard move of several units exhausts only the first of them",
        kill="A moves two ready units together to bf1: both are exhausted")
def _(p: Patcher) -> None:
    moving: list[int] = []

    @p.wrap(f"{MOVEMENT}:standard_move")
    def standard_move(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        moving.append(0)
        try:
            return orig(game, *args, **kwargs)
        finally:
            moving.pop()

    @p.wrap(f"{ACTIONS}:exhaust")
    def exhaust(orig: Any, game: Any, o: Any, *args: Any, **kwargs: Any) -> Any:
        if moving:
            moving[-1] += 1
            if moving[-1] > 1:
                return False
        return orig(game, o, *args, **kwargs)


@mutant("h8a-move-units-you-own", rule="144.1", area="movement",
        bug="a standard move checks ownership: a unit a player controls but does not own can't be moved by them",
        kill="A controls B's unit at base: A moves it to bf1 (accepted)")
def _(p: Patcher) -> None:
    from reference_engine.game import IllegalAction

    @p.wrap(f"{MOVEMENT}:standard_move")
    def standard_move(orig: Any, game: Any, player: str, aliases: Any, *args: Any, **kwargs: Any) -> Any:
        for a in aliases:
            if game.obj(a).owner != player:
                raise IllegalAction(f"{a} is not yours")
        return orig(game, player, aliases, *args, **kwargs)


@mutant("h8a-move-ganking-printed-only", rule="810", area="movement",
        bug="the battlefield-to-battlefield move reads only printed Ganking: a granted Ganking does not let a unit "
            "move between battlefields",
        kill="a unit at bf1 given Ganking this turn moves to bf2 (accepted)")
def _(p: Patcher) -> None:
    from reference_engine.behaviour import has_printed_keyword
    p.replace(f"{MOVEMENT}:has_keyword", lambda game, o, name: has_printed_keyword(o, name), everywhere=False)


# ---- turn ---------------------------------------------------------------------------------------
def _keep_through(p: Patcher, phase: str, pick: Any, restore: Any) -> None:
    """Wrap ``turn.enter_phase``: what ``pick(game)`` returns before entering ``phase`` is put back after it."""
    @p.wrap(f"{TURN}:enter_phase")
    def enter_phase(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        kept = pick(game) if game.phase == phase else None
        res = orig(game, *args, **kwargs)
        if kept is not None:
            restore(game, kept)
        return res


@mutant("h8a-awaken-skips-gear", rule="315.1.b", area="turn phases",
        bug="the awaken phase readies the turn player's units (and runes) but not their gear",
        kill="A's exhausted gear in base is ready after A's awaken phase")
def _(p: Patcher) -> None:
    def pick(game: Any) -> list[Any]:
        return [o for o in game.objects.values() if o.zone == "board" and o.exhausted
                and o.controller == game.active and not p.module(ACTIONS).is_unit(game, o)]

    def restore(game: Any, kept: list[Any]) -> None:
        for o in kept:
            o.exhausted = True
    _keep_through(p, "awaken", pick, restore)


@mutant("h8a-awaken-skips-legend", rule="315.1.b", area="turn phases",
        bug="the awaken phase readies the turn player's board but not their legend",
        kill="A's exhausted legend is ready after A's awaken phase")
def _(p: Patcher) -> None:
    def pick(game: Any) -> list[Any]:
        return [o for o in game.objects.values() if o.zone == "legend" and o.exhausted and o.controller == game.active]

    def restore(game: Any, kept: list[Any]) -> None:
        for o in kept:
            o.exhausted = True
    _keep_through(p, "awaken", pick, restore)


@mutant("h8a-stun-cleared-turn-player-only", rule="423.1.a.2", area="turn phases",
        bug="the ending step clears the Stunned status of the turn player's units only",
        kill="B's unit stunned during A's turn is no longer stunned in B's turn")
def _(p: Patcher) -> None:
    def pick(game: Any) -> list[Any]:
        return [u for u in game.units() if u.stunned and u.controller != game.active]

    def restore(game: Any, kept: list[Any]) -> None:
        for u in kept:
            u.stunned = True
    _keep_through(p, "end", pick, restore)


def _keep_player_field(p: Patcher, name: str) -> None:
    @p.wrap(f"{TURN}:next_phase")
    def next_phase(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        kept = {k: list(getattr(pl, name)) for k, pl in game.players.items()} if game.phase == "end" else None
        res = orig(game, *args, **kwargs)
        if kept is not None:
            for k, v in kept.items():
                setattr(game.players[k], name, v)
        return res


@mutant("h8a-played-this-turn-kept", rule="812.1.c", area="turn phases",
        bug="the record of cards played this turn is not cleared at the end of the turn (Legion stays active)",
        kill="A played a card in turn 1; in turn 3 A's Legion unit's dependent ability is inactive")
def _(p: Patcher) -> None:
    _keep_player_field(p, "played_this_turn")


@mutant("h8a-conquered-this-turn-kept", rule="469.1", area="scoring",
        bug="the record of battlefields conquered this turn is not cleared at the end of the turn",
        kill="a 'conquered this turn' condition read in a later turn is false")
def _(p: Patcher) -> None:
    _keep_player_field(p, "conquered_this_turn")


# ---- resources ----------------------------------------------------------------------------------
@mutant("h8a-pool-power-kept", rule="166", area="runes and pools",
        bug="the rune pool empties its energy but keeps its power",
        kill="A has power in the pool in the draw phase; after it, A's pool power is 0")
def _(p: Patcher) -> None:
    @p.wrap(f"{RESOURCES}:empty_pools")
    def empty_pools(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        kept = {k: dict(pl.power) for k, pl in game.players.items()}
        res = orig(game, *args, **kwargs)
        for k, power in kept.items():
            game.players[k].power = power
        return res


@mutant("h8a-channel-phase-nothing-when-short", rule="315.3.b.1", area="runes and pools",
        bug="with fewer than 2 runes in the rune deck the channel phase channels none",
        kill="A's rune deck holds 1 rune: the channel phase channels it")
def _(p: Patcher) -> None:
    @p.wrap(f"{RESOURCES}:channel")
    def channel(orig: Any, game: Any, player: str, n: int, *args: Any, **kwargs: Any) -> int:
        if len(game.players[player].rune_deck) < n:
            return 0
        return orig(game, player, n, *args, **kwargs)


# ---- costs --------------------------------------------------------------------------------------
def _hide_pool(p: Patcher, field: str) -> None:
    @p.wrap(f"{COSTS}:_plan_with")
    def _plan_with(orig: Any, game: Any, player: str, *args: Any, **kwargs: Any) -> Any:
        pl = game.players[player]
        saved = getattr(pl, field)
        setattr(pl, field, 0 if field == "energy" else {d: 0 for d in saved})
        try:
            return orig(game, player, *args, **kwargs)
        finally:
            setattr(pl, field, saved)


@mutant("h8a-cost-pool-energy-ignored", rule="164", area="costs",
        bug="energy costs are paid by exhausting runes even when the rune pool holds energy",
        kill="A has 1 energy in the pool and a ready rune; A plays a [1] spell: the rune stays ready")
def _(p: Patcher) -> None:
    _hide_pool(p, "energy")


@mutant("h8a-cost-pool-power-ignored", rule="164", area="costs",
        bug="power costs are paid by recycling runes even when the rune pool holds that power",
        kill="A has [Fury] in the pool and a Fury rune; A plays a [Fury] spell: the rune stays on the board")
def _(p: Patcher) -> None:
    _hide_pool(p, "power")


@mutant("h8a-recycled-rune-to-top", rule="160.2.b", area="costs",
        bug="a rune recycled to pay power goes to the top of its rune deck instead of the bottom",
        kill="A recycles a Fury rune with a Calm rune in the rune deck; A's next channel gets the Calm rune")
def _(p: Patcher) -> None:
    @p.wrap(f"{COSTS}:pay")
    def pay(orig: Any, game: Any, player: str, *args: Any, **kwargs: Any) -> Any:
        pl = game.players[player]
        before = len(pl.rune_deck)
        res = orig(game, player, *args, **kwargs)
        pl.rune_deck[:] = pl.rune_deck[before:] + pl.rune_deck[:before]
        return res


@mutant("h8a-multi-domain-power-first-domain", rule="162.2", area="costs",
        bug="a card of several domains can pay its printed power only with its first domain's power",
        kill="a Fury/Calm spell costing 1 power is played by recycling a Calm rune")
def _(p: Patcher) -> None:
    p.replace(f"{COSTS}:printed_power",
              lambda card_domains, n: [card_domains[0] if card_domains else "A"] * n)


@mutant("h8a-accelerate-multi-domain-first-domain", rule="805.1.a.2", area="costs",
        bug="Accelerate's [C] of a unit with several domains is its first domain's power, not [A]",
        kill="a Fury/Calm unit with Accelerate pays Accelerate with a Chaos rune")
def _(p: Patcher) -> None:
    costs = p.module(COSTS)
    p.replace(f"{COSTS}:accelerate_cost",
              lambda card_domains: costs.Cost(1, [card_domains[0]] if card_domains else ["A"]))


# ---- seats --------------------------------------------------------------------------------------
@mutant("h8a-opponents-in-seat-order", rule="303.2.a", area="multiplayer",
        bug="\"each opponent\" acts in seat order from A, not in turn order from the turn player",
        kill="FFA3, B's turn: A's spell 'each opponent draws 1' - B draws before C")
def _(p: Patcher) -> None:
    seats = p.module(SEATS)

    @p.wrap(f"{SEATS}:opponents")
    def opponents(orig: Any, game: Any, player: str, *args: Any, **kwargs: Any) -> list[str]:
        mine = seats.team(game, player)
        return [q for q in seats.in_game(game) if q not in mine]


@mutant("h8a-same-location-any-base", rule="107.1", area="multiplayer",
        bug="units in two different players' bases are treated as at the same location",
        kill="FFA3: 'here' at A's base does not include C's base units")
def _(p: Patcher) -> None:
    p.replace(f"{SEATS}:same_location", lambda a, b: a.location is not None and a.location == b.location)
