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


@mutant("h8a-no-reveal-at-game-end", rule="421.4", area="victory",
        bug="facedown cards are not revealed when the game ends",
        kill="A wins with B's card hidden at a battlefield: a reveal event for it")
def _(p: Patcher) -> None:
    @p.wrap(f"{RESOURCES}:win")
    def win(orig: Any, game: Any, players: Any, *args: Any, **kwargs: Any) -> Any:
        emit = game.emit

        def quiet(kind: str, **data: Any) -> Any:
            return None if kind == "reveal" else emit(kind, **data)
        game.emit = quiet
        try:
            return orig(game, players, *args, **kwargs)
        finally:
            del game.emit


@mutant("h8a-hold-before-beginning-triggers", rule="315.2.b", area="turn phases",
        bug="holds are scored as the beginning phase starts, before the beginning step's triggers resolve",
        kill="a 'at the start of your beginning phase' trigger (Temporary) resolves before the hold is scored")
def _(p: Patcher) -> None:
    turn = p.module(TURN)

    @p.wrap(f"{TURN}:enter_phase")
    def enter_phase(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        res = orig(game, *args, **kwargs)
        if game.phase == "beginning":
            game.held_scored = True
            turn.score_holds(game)
        return res


@mutant("h8a-repeat-paid-more-times-than-instances", rule="820.1.c.3", area="costs",
        bug="a Repeat cost can be paid more than once: paying it twice executes the spell three times",
        kill="a spell with one Repeat instance: pay: {repeat: 2} is rejected")
def _(p: Patcher) -> None:
    costs = p.module(COSTS)

    @p.wrap(f"{COSTS}:repeat_cost")
    def repeat_cost(orig: Any, game: Any, player: str, o: Any, item: Any, *args: Any, **kwargs: Any) -> Any:
        paid = int(item.data.get("repeat", 0) or 0)
        if paid <= 1:
            return orig(game, player, o, item, *args, **kwargs)
        item.data["repeat"] = 1
        one = orig(game, player, o, item, *args, **kwargs)
        item.data["repeat"] = paid
        total = costs.Cost()
        for _ in range(paid):
            total = total + one
        return total


@mutant("h8a-control-gained-silently", rule="466.5", area="scoring",
        bug="establishing control changes the controller without a gain-control event",
        kill="A's conquest of bf1 emits gain-control for A")
def _(p: Patcher) -> None:
    @p.wrap(f"{COMBAT}:establish_control")
    def establish_control(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        emit = game.emit

        def quiet(kind: str, **data: Any) -> Any:
            return None if kind == "gain-control" else emit(kind, **data)
        game.emit = quiet
        try:
            return orig(game, *args, **kwargs)
        finally:
            del game.emit


@mutant("h8a-priority-kept-by-focus-after-showdown", rule="335", area="showdowns",
        bug="when a showdown ends, priority stays with the player who last had focus instead of the turn player",
        kill="B had focus last in A's combat; after it ends A (not B) may act")
def _(p: Patcher) -> None:
    @p.wrap(f"{COMBAT}:end")
    def end(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        focus = game.showdown.focus if game.showdown else None
        res = orig(game, *args, **kwargs)
        if focus is not None and game.showdown is None and not game.chain:
            game.priority = focus
        return res


# ---- sixth round -------------------------------------------------------------------------------
@mutant("h8a-attack-triggers-on-every-designation", rule="459.2.d", area="attacker and defender",
        bug="a unit's 'when I attack' triggers each time it gains Attacker in the same combat, not only the first",
        kill="a unit that loses and regains Attacker in one combat triggers its attack ability once")
def _(p: Patcher) -> None:
    @p.wrap(f"{COMBAT}:gained_attacker")
    def gained_attacker(orig: Any, game: Any, u: Any, *args: Any, **kwargs: Any) -> Any:
        sd = game.showdown
        if sd is not None and u.uid in sd.attack_triggered:
            sd.attack_triggered.remove(u.uid)
        return orig(game, u, *args, **kwargs)


@mutant("h8a-combat-damage-restriction-ignored", rule="465.2", area="combat damage",
        bug="a restriction \"doesn't deal combat damage\" (Vilemaw: enemy units here with less Might) is ignored",
        kill="Vilemaw's enemy unit with less Might deals no combat damage")
def _(p: Patcher) -> None:
    @p.wrap(f"{COMBAT}:deals_combat_damage")
    def deals_combat_damage(orig: Any, game: Any, u: Any, *args: Any, **kwargs: Any) -> bool:
        return not u.stunned


@mutant("h8a-set-might-beats-a-later-copy", rule="472.1.b.1", area="layers",
        bug="a base Might set by an effect always wins over a copy effect, also one that began later",
        kill="a unit whose Might was set, then made a copy of another unit, has the copied Might")
def _(p: Patcher) -> None:
    layers = p.module(LAYERS)

    @p.wrap(f"{LAYERS}:base_might")
    def base_might(orig: Any, o: Any, *args: Any, **kwargs: Any) -> Any:
        if o.base_might_set is not None:
            return o.base_might_set[0]
        return orig(o, *args, **kwargs)


# ---- seventh round -----------------------------------------------------------------------------
@mutant("h8a-has-keyword-exact-name-only", rule="801.2", area="layers",
        bug="a valued keyword with its value (\"Shield 2\", \"Deflect 2\") is not recognised as having that keyword",
        kill="none: see equivalent",
        equivalent="has_keyword is asked only for Tank, Backline and Ganking, keywords without a value; valued "
                   "keywords are read by keyword_value, which parses the value")
def _(p: Patcher) -> None:
    kws = p.original(f"{LAYERS}:keywords")

    @p.wrap(f"{LAYERS}:has_keyword")
    def has_keyword(orig: Any, game: Any, o: Any, name: str, *args: Any, **kwargs: Any) -> bool:
        return name in kws(game, o)


@mutant("h8a-discount-kept-by-a-free-card", rule="356.4", area="costs",
        bug="a pending 'the next card you play costs less' is not used up by a card whose cost is already 0",
        kill="a 0-cost card played after the discount: the discount does not apply to the card after it")
def _(p: Patcher) -> None:
    @p.wrap(f"{COSTS}:next_card_discounts")
    def next_card_discounts(orig: Any, game: Any, player: str, item: Any, cost: Any, *args: Any, **kwargs: Any) -> Any:
        if cost.energy == 0 and not cost.power and item is not None:
            kwargs["use_up"] = False
            return orig(game, player, item, cost, *args[1:], **kwargs)
        return orig(game, player, item, cost, *args, **kwargs)


@mutant("h8a-move-to-own-location-allowed", rule="144", area="movement",
        bug="a standard move may name the unit's own location: the unit is exhausted and 'moves' nowhere",
        kill="A's standard move of a unit at bf1 to bf1 is rejected (the unit stays ready)")
def _(p: Patcher) -> None:
    actions = p.module(ACTIONS)

    @p.wrap(f"{MOVEMENT}:standard_move")
    def standard_move(orig: Any, game: Any, player: str, aliases: Any, dest: Any, *args: Any, **kwargs: Any) -> Any:
        target = dest[0] if isinstance(dest, list) and dest else dest
        units = [game.obj(a) for a in aliases]
        if units and all(u.location == target and u.controller == player and not u.exhausted for u in units) \
                and game.active == player and game.phase == "action" and not game.chain and game.showdown is None:
            for u in units:
                actions.exhaust(game, u)
            return None
        return orig(game, player, aliases, dest, *args, **kwargs)


@mutant("h8a-no-hide-during-showdown", rule="811.1.b", area="hide",
        bug="hiding is refused during a showdown, though a showdown's open state is an open state",
        kill="rule-811-1-c-hide-in-a-showdown-only-with-focus: in a showdown on A's turn, chain empty, A (with "
             "focus) hides a card at a battlefield A controls")
def _(p: Patcher) -> None:
    from reference_engine.game import IllegalAction

    @p.wrap(f"{MOVEMENT}:hide")
    def hide(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        if game.showdown is not None:
            raise IllegalAction("no hiding during a showdown")
        return orig(game, *args, **kwargs)


@mutant("h8a-hide-without-focus", rule="313.1", area="hide",
        bug="during a showdown the turn player may hide a card without focus (Hide is a discretionary action)",
        kill="rule-811-1-c-hide-in-a-showdown-only-with-focus: after A passes focus to B, A's hide is rejected")
def _(p: Patcher) -> None:
    @p.wrap(f"{MOVEMENT}:hide")
    def hide(orig: Any, game: Any, player: str, *args: Any, **kwargs: Any) -> Any:
        sd = game.showdown
        if sd is None:
            return orig(game, player, *args, **kwargs)
        focus = sd.focus
        sd.focus = player
        try:
            return orig(game, player, *args, **kwargs)
        finally:
            if game.showdown is sd:
                sd.focus = focus


@mutant("h8a-opponents-include-removed-players", rule="651.3", area="multiplayer",
        bug="a player's opponents include a player removed from the game (conceded)",
        kill="FFA3: B has conceded; A's 'each opponent draws 1' makes only C draw")
def _(p: Patcher) -> None:
    seats = p.module(SEATS)

    @p.wrap(f"{SEATS}:opponents")
    def opponents(orig: Any, game: Any, player: str, *args: Any, **kwargs: Any) -> list[str]:
        mine = seats.team(game, player)
        order = list(game.mode.seats)
        i = order.index(game.active)
        return [q for q in order[i:] + order[:i] if q not in mine]
