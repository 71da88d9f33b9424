"""Mutants of :mod:`mutants.rules8_h8a` continued (part 3 of 3; the file is split to stay
readable: the hunt, its table and its triage are in the docstring of :mod:`mutants.rules8_h8a`)."""
from __future__ import annotations

from typing import Any
from mutants import Patcher, mutant
from mutants.rules8_h8a import ACTIONS, COMBAT, COSTS, LAYERS, MOVEMENT, RESOURCES, SEATS, TURN


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
