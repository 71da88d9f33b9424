"""Session-9 hand-seeded hunt, round 2 (helper r9a) over ``combat``, ``cleanup``, ``movement``, ``turn`` and
``removal``: bugs different from session 8's (``rules8_h8a*``) — the second occurrence of a thing (passes in a
row after a chain, a second combat), a removed player still counted, a step done for one player only (the
turn player's units unstunned, the turn player's pool emptied), two rules meeting (the combat cleanup's heal
before its kill step, a contest kept by another player's units), and data carried on events.

Per module (written / killed by the existing suite / killed after a new case / equivalent): combat 19/13/4/2 (with an
engine fix: control regained of a battlefield scored this turn is no Conquer, 466.5.d [R4]), cleanup 11/11/0/0,
movement 5/3/2/0, turn 10/9/0/1, removal 7/4/2/1, chain (its showdown parts) 4/4/0/0 - 56 in all, in this file and
``rules9_r9a_2``. The new cases:
rule-466-1-a-1-combat-cleanup-heals-all-units-variant-r9a-ffa3-third-players-units,
rule-652-5-a-1-ffa3-turn-player-concedes-next-player-takes-a-turn-variant-r9a-middle-seat,
rule-811-1-b-one-facedown-card-per-battlefield-variant-r9a-two-different-cards,
rule-144-2-exhausting-is-the-cost-variant-r9a-paid-before-the-units-move,
rule-316-4-a-2v2-teammates-units-together-make-no-combat-variant-r9a-showdown-begins-with-teammate-there,
rule-466-5-d-regained-battlefield-scored-this-turn-is-not-conquered,
rule-459-2-d-1-ffa4-other-players-triggers-in-turn-order-from-the-turn-player,
rule-652-3-ffa3-cards-in-trash-and-banishment-leave-the-game-too-variant-r9a-runes-and-rune-deck, and the rules case
rule-459-2-b-1-a-attacker-who-contested-gains-focus-variant-r9a-non-turn-player-attacks (its mutant is equivalent).

Most mutants here re-compile one engine function with a single edit of its source (:meth:`Patcher.edit`): the edit
is the bug, and a source that no longer contains the edited text makes the mutant :class:`Stale`.
Rule numbers are those of the full Core Rules v1.3 text unless marked [R4]."""
from __future__ import annotations

from typing import Any

from mutants import Patcher, mutant

COMBAT = "reference_engine.combat"
CLEANUP = "reference_engine.cleanup"
MOVEMENT = "reference_engine.movement"
TURN = "reference_engine.turn"
REMOVAL = "reference_engine.removal"


# ---- combat -----------------------------------------------------------------------------------------
@mutant("r9a-focus-passes-kept-after-chain", rule="347.4", area="showdowns",
        bug="the count of focus passes in a row is not reset when a chain empties during a showdown: a pass made "
            "before the chain still counts, so the showdown can close without every player passing after it",
        kill="A passes focus, B plays a spell that resolves, A passes again: B still gets focus (the showdown "
             "is open) before it closes")
def _(p: Patcher) -> None:
    p.edit(f"{COMBAT}:chain_emptied", ("    sd.focus_passes = 0\n", ""))


@mutant("r9a-focus-passes-count-removed-players", rule="652.5.b.2", area="multiplayer",
        bug="a showdown closes after as many focus passes in a row as there are seats, removed players "
            "included: after a concession the remaining players must pass once more",
        kill="FFA3, C concedes; a showdown between A and B closes after A and B pass focus")
def _(p: Patcher) -> None:
    p.edit(f"{COMBAT}:pass_focus", ("len(in_game(game))", "len(game.mode.seats)"))


@mutant("r9a-combat-heals-combatants-only", rule="466.1.a.1 [R4]", area="combat damage",
        bug="the combat cleanup heals the units of the combat's two players only: a third player's damaged "
            "unit keeps its damage",
        kill="FFA3: C's unit has 1 damage in C's base; A attacks B; after the combat C's unit has no damage")
def _(p: Patcher) -> None:
    p.edit(f"{COMBAT}:close", ("            for u in game.units():\n",
                                 "            for u in [u for u in game.units() if u.controller in "
                                 "(sd.attacker, sd.defender)]:\n"))


@mutant("r9a-combat-heal-before-kill", rule="466.1.a [R4]", area="combat damage",
        bug="the combat cleanup's inserted steps (heal all units, recall attackers) run before its kill step, "
            "so no unit dies of combat damage",
        kill="a 2 Might attacker against a 2 Might defender: both die")
def _(p: Patcher) -> None:
    @p.wrap(f"{CLEANUP}:special_cleanup")
    def special_cleanup(orig: Any, game: Any, inserted: Any, *args: Any, **kwargs: Any) -> None:
        inserted(game)
        p.original(f"{CLEANUP}:_once")(game)


@mutant("r9a-recall-when-defender-units-anywhere", rule="466.1.a.2 [R4]", area="combat damage",
        bug="the attackers are recalled when the defender has units anywhere (base included), not only at the "
            "combat's battlefield",
        kill="the attacker kills the only defender at the battlefield while the defender has a unit in base: the "
             "attacker stays and conquers")
def _(p: Patcher) -> None:
    p.edit(f"{COMBAT}:close", ("if game.units(b.alias, sd.defender):", "if game.units(None, sd.defender):"))


@mutant("r9a-combat-zero-might-side-deals-nothing-to-attackers", rule="465.2", area="combat damage",
        bug="combat damage is dealt only when both sides have a positive total: a side with total 0 makes the "
            "other side deal none either",
        kill="a 0 Might defender (vanilla might 0) against a 2 Might attacker: the defender dies")
def _(p: Patcher) -> None:
    p.edit(f"{COMBAT}:combat_damage",
          ("    for target, amount, player, source in assignments:\n",
           "    if len({pl for _t, _a, pl, _s in assignments}) < 2:\n        return\n"
           "    for target, amount, player, source in assignments:\n"))


@mutant("r9a-combat-effects-outlast-combat", rule="466.7 [R4]", area="showdowns",
        bug="when the combat ends, 'this combat' modifications on units expire but 'this combat' game effects "
            "(restrictions, granted abilities held as effects) stay",
        kill="an effect lasting 'this combat' no longer applies after the combat ends",
        equivalent="no instruction, test ability or card module creates a game effect lasting 'this combat' (only "
                   "Might modifications, u.mods, have that duration), so game.effects never holds one")
def _(p: Patcher) -> None:
    p.edit(f"{COMBAT}:end",
          ("    game.effects = [e for e in game.effects if e.duration != \"combat\"]\n", ""))


@mutant("r9a-regained-control-recorded-as-conquered", rule="466.5.d [R4]", area="scoring",
        bug="every gain of control is recorded as 'conquered this turn', also control regained of a battlefield "
            "already scored this turn (no Conquer: 466.5.d, 469.1 [R4]) - the engine's own behaviour before this "
            "session",
        kill="rule-466-5-d-regained-battlefield-scored-this-turn-is-not-conquered: Perched Grimwyrm can't be played "
             "to a battlefield held this turn, lost and regained")
def _(p: Patcher) -> None:
    @p.wrap(f"{COMBAT}:conquer")
    def conquer(orig: Any, game: Any, player: str, b: Any, *args: Any, **kwargs: Any) -> None:
        orig(game, player, b, *args, **kwargs)
        done = game.players[player].conquered_this_turn
        if b.alias not in done:
            done.append(b.alias)


@mutant("r9a-final-point-checked-before-recording", rule="471.1.b.1 [R4]", area="scoring",
        bug="the final-point test looks at the battlefields scored this turn before the conquered one is "
            "recorded: with every other battlefield scored, the last conquest draws a card instead of winning",
        kill="a player one point from victory who held one battlefield conquers the other: they gain the point")
def _(p: Patcher) -> None:
    p.edit(f"{COMBAT}:conquer",
          ("    pl.scored_this_turn.append(b.alias)\n    game.emit(\"conquer\"",
           "    game.emit(\"conquer\""),
          ("        return\n    score(game, player, b.alias)",
           "        return\n    pl.scored_this_turn.append(b.alias)\n    score(game, player, b.alias)"))


@mutant("r9a-combat-trigger-order-from-attacker", rule="459.2.d.1", area="multiplayer",
        bug="the players between the attacker and the defender place their combat triggers in turn order from "
            "the attacker instead of from the turn player",
        kill="FFA4 where the attacker is not the turn player: the middle players' triggers follow turn order "
             "from the turn player")
def _(p: Patcher) -> None:
    p.edit(f"{COMBAT}:combat_trigger_order", ("turn_order_from(game, game.active)",
                                                "turn_order_from(game, sd.attacker)"))


@mutant("r9a-begin-priority-to-turn-player", rule="459.2.c", area="showdowns",
        bug="as a showdown begins, priority goes to the turn player (focus to the contesting player): when the "
            "non-turn player contested, the wrong player acts first",
        kill="a showdown the non-turn player contested: that player acts first",
        equivalent="begin's priority is always overwritten before any player acts: chain.run_tasks ends with "
                   "combat.step (priority = focus) or gives priority to the newest chain item's controller "
                   "(rule-459-2-b-1-a-attacker-who-contested-gains-focus-variant-r9a-non-turn-player-attacks shows it)")
def _(p: Patcher) -> None:
    p.edit(f"{COMBAT}:begin", ("    game.priority = attacker\n", "    game.priority = game.active\n"))


@mutant("r9a-no-control-when-defender-survives-alone", rule="466.5 [R4]", area="attacker and defender",
        bug="after a combat only the attacker can establish control: a defender left alone at a battlefield "
            "that was uncontrolled does not gain control of it",
        kill="a combat at an uncontrolled battlefield where only the defender's units remain: the defender "
             "gains control")
def _(p: Patcher) -> None:
    @p.wrap(f"{COMBAT}:establish_control")
    def establish_control(orig: Any, game: Any, b: Any, *args: Any, **kwargs: Any) -> None:
        sd = game.showdown
        owners = {u.controller for u in game.units(b.alias)}
        if sd is not None and sd.combat and owners == {sd.defender}:
            b.contested_by = None
            return
        orig(game, b, *args, **kwargs)


# ---- cleanup ----------------------------------------------------------------------------------------
@mutant("r9a-contest-kept-by-any-units", rule="323.8.a", area="cleanup",
        bug="a battlefield contested outside its showdown stays contested while ANY units are there, not only "
            "the contesting player's: the defender's units keep a showdown staged for a player with none there",
        kill="a unit moves to the opponent's battlefield while the chain is open and is killed before it "
             "empties: no showdown or combat begins")
def _(p: Patcher) -> None:
    p.edit(f"{CLEANUP}:_unstage_abandoned", ("game.units(b.alias, b.contested_by)", "game.units(b.alias)"))


@mutant("r9a-designation-never-switches", rule="323.2", area="attacker and defender",
        bug="a unit keeps the designation it first gained in a combat: a unit whose control changes to the "
            "other combatant stays a defender (or attacker)",
        kill="during a combat the attacker gains control of a defending unit: it becomes an attacker")
def _(p: Patcher) -> None:
    p.edit(f"{CLEANUP}:_designations",
          ("if want_att and not u.attacker:", "if want_att and not u.attacker and not u.defender:"),
          ("elif not want_att and not u.defender:", "elif not want_att and not u.defender and not u.attacker:"))


@mutant("r9a-open-state-combat-with-teammate", rule="316.4.a", area="multiplayer",
        bug="in a showdown's open state, units of any two players (teammates included) at the showdown's "
            "battlefield make it a combat",
        kill="2v2: a teammate's unit joins an ally's non-combat showdown: it stays a non-combat showdown")
def _(p: Patcher) -> None:
    p.edit(f"{CLEANUP}:_once", ("if any(seats.enemy(game, p, q) for p in owners for q in owners if p and q):",
                                  "if len({p for p in owners if p}) > 1:"))


@mutant("r9a-begin-combat-with-teammate", rule="316.4.a", area="multiplayer",
        bug="a showdown begun where a teammate's units are is a combat (the teammate defends)",
        kill="2v2: a unit moves to a battlefield where only its teammate's units are: no combat")
def _(p: Patcher) -> None:
    p.edit(f"{COMBAT}:begin", ("is_combat = any(seats.enemy(game, attacker, p) for p in others)",
                                 "is_combat = bool(others - {None})"))


@mutant("r9a-hidden-card-removed-during-chain-only-when-empty", rule="323.7", area="cleanup",
        bug="a hidden card at a battlefield its controller no longer controls is discarded only when the "
            "battlefield has no units (read as 'uncontrolled and empty')",
        kill="the opponent conquers a battlefield where the player hid a card: the card is discarded")
def _(p: Patcher) -> None:
    p.edit(f"{CLEANUP}:_once", ("if game.bf(o.location).controller != o.controller:",
                                  "if game.bf(o.location).controller != o.controller and not "
                                  "game.units(o.location):"))


@mutant("r9a-lethal-strictly-more-with-made-lethal", rule="323.4", area="cleanup",
        bug="a unit with non-zero damage dies only when an effect makes it lethal or its damage exceeds Might "
            "by one (damage > Might)",
        kill="a 3 Might unit with 3 damage dies")
def _(p: Patcher) -> None:
    p.edit(f"{CLEANUP}:_once", ("u.damage >= (might(game, u) or 0)", "u.damage > (might(game, u) or 0)"))


# ---- movement ---------------------------------------------------------------------------------------
@mutant("r9a-move-back-to-base-needs-ganking", rule="144.4", area="movement",
        bug="a unit at a battlefield needs Ganking for any standard move, also back to its base",
        kill="a unit at a battlefield makes a standard move to base")
def _(p: Patcher) -> None:
    p.edit(f"{MOVEMENT}:standard_move", ("if u.location != \"base\" and dest != \"base\" and",
                                           "if u.location != \"base\" and"))


@mutant("r9a-move-from-base-to-base", rule="144.4", area="movement",
        bug="the 'already there' test compares with the unit's location only for battlefields: a standard "
            "move from base to base is accepted (the unit is exhausted and goes nowhere)",
        kill="a ready unit in base: a standard move to base is rejected and the unit stays ready")
def _(p: Patcher) -> None:
    p.edit(f"{MOVEMENT}:standard_move", ("if u.location == dest:", "if u.location == dest != \"base\":"))


@mutant("r9a-hide-while-chain-open", rule="811.1.b", area="hide",
        bug="a card may be hidden while the chain is open (the open-state test dropped)",
        kill="with a spell on the chain, the turn player's hide is rejected")
def _(p: Patcher) -> None:
    p.edit(f"{MOVEMENT}:hide", ("if game.bf(at).controller != player or game.chain or game.active != player:",
                                  "if game.bf(at).controller != player or game.active != player:"))


@mutant("r9a-hide-second-card-same-battlefield", rule="811.1.b", area="hide",
        bug="the 'doesn't already have a facedown card hidden there' test looks only for a facedown card of the "
            "hiding card's own type: a unit can be hidden where a spell already is",
        kill="rule-811-1-b-one-facedown-card-per-battlefield-variant-r9a-two-different-cards: a spell hidden at bf1, "
             "then a unit with Hidden: rejected at bf1")
def _(p: Patcher) -> None:
    p.edit(f"{MOVEMENT}:hide", ("f.zone == \"facedown\" and f.location == at",
                                  "f.zone == \"facedown\" and f.location == at and "
                                  "set(_types(game, f)) & set(_types(game, o))"),
          ("    o = game.obj(alias)\n",
           "    o = game.obj(alias)\n    _types = __import__(\"reference_engine.behaviour\", fromlist=[\"x\"]).card_types\n"))


@mutant("r9a-move-exhaust-after-move", rule="144.2", area="movement",
        bug="a standard move exhausts each unit after it moves (the cost paid after the action), so a 'when I "
            "move' trigger or a contest sees the unit ready",
        kill="a unit's move trigger that readies it ('When I move, ready me'): the unit ends ready")
def _(p: Patcher) -> None:
    p.edit(f"{MOVEMENT}:standard_move",
          ("    for u in units:\n        actions.exhaust(game, u)\n    for u in units:\n"
           "        actions.move(game, u, dest, player, standard=True)\n",
           "    for u in units:\n        actions.move(game, u, dest, player, standard=True)\n"
           "    for u in units:\n        actions.exhaust(game, u)\n"))


# ---- turn -------------------------------------------------------------------------------------------
@mutant("r9a-unstun-turn-players-units-only", rule="423.1.a.2", area="turn phases",
        bug="the ending phase clears Stunned from the turn player's units only",
        kill="the non-turn player's stunned unit is no longer stunned after the turn player's end phase")
def _(p: Patcher) -> None:
    p.edit(f"{TURN}:enter_phase", ("        for u in game.units():\n            u.stunned = False",
                                     "        for u in game.units(controller=game.active):\n"
                                     "            u.stunned = False"))


@mutant("r9a-heal-turn-players-units-only", rule="317.2.b", area="turn phases",
        bug="the end of turn heals the turn player's units only",
        kill="the non-turn player's damaged unit has no damage after the turn ends")
def _(p: Patcher) -> None:
    p.edit(f"{TURN}:end_of_turn", ("if o.zone == BOARD and o.damage:",
                                     "if o.zone == BOARD and o.damage and o.controller == game.active:"))


@mutant("r9a-draw-phase-empties-turn-players-pool", rule="315.4.d", area="runes and pools",
        bug="the draw phase empties only the turn player's rune pool",
        kill="the non-turn player's energy in pool is gone after the turn player's draw phase")
def _(p: Patcher) -> None:
    p.edit(f"{TURN}:enter_phase", ("        resources.empty_pools(game)  # 315.4.d\n",
                                     "        game.players[game.active].energy = 0\n"
                                     "        pl = game.players[game.active]\n"
                                     "        pl.power = {d: 0 for d in pl.power}\n"))


@mutant("r9a-disqualified-kept-next-turn", rule="469.1.a [R4]", area="scoring",
        bug="the battlefields disqualified in 2v2 (held by the turn player's teammate) stay disqualified into "
            "the next turn",
        kill="2v2: a battlefield disqualified for team AC on A's turn is conquered by team BD on B's turn for a "
             "point",
        equivalent="score_holds recomputes game.disqualified in every turn's beginning phase, before any conquest of "
                   "that turn can happen (nothing can conquer in the awaken phase or before the hold scoring)")
def _(p: Patcher) -> None:
    p.edit(f"{TURN}:next_phase", ("        game.disqualified = set()\n", ""))


@mutant("r9a-conquered-record-kept-next-turn", rule="469.1", area="scoring",
        bug="the battlefields conquered this turn are not cleared when a new turn begins",
        kill="a battlefield conquered last turn does not count as 'conquered this turn'")
def _(p: Patcher) -> None:
    p.edit(f"{TURN}:next_phase",
          ("p.played_this_turn, p.conquered_this_turn, p.scored_this_turn = [], [], []",
           "p.played_this_turn, p.scored_this_turn = [], []"))


@mutant("r9a-awaken-readies-battlefield-units-only", rule="315.1", area="turn phases",
        bug="the awaken phase readies the turn player's units at battlefields and gear, but not units in base",
        kill="an exhausted unit in the turn player's base is ready after the awaken phase")
def _(p: Patcher) -> None:
    p.edit(f"{TURN}:enter_phase", ("if o.zone in (BOARD, \"legend\") and o.controller == game.active:",
                                     "if o.zone in (BOARD, \"legend\") and o.controller == game.active and "
                                     "o.location != \"base\":"))


@mutant("r9a-end-of-turn-heals-battlefield-units-only", rule="317.2.b", area="turn phases",
        bug="the end of turn heals only units at battlefields (units in base keep their damage)",
        kill="a damaged unit in base has no damage after the turn ends")
def _(p: Patcher) -> None:
    p.edit(f"{TURN}:end_of_turn", ("if o.zone == BOARD and o.damage:",
                                     "if o.zone == BOARD and o.damage and o.location != \"base\":"))


# ---- removal ----------------------------------------------------------------------------------------
@mutant("r9a-removal-counters-top-item-only", rule="652.4", area="multiplayer",
        bug="removing a player counters only their newest item on the chain, not all their spells and abilities",
        kill="FFA3: the removed player has two items on the chain: both are countered")
def _(p: Patcher) -> None:
    p.edit(f"{REMOVAL}:_remove", ("[i for i in game.chain if i.controller == player]",
                                    "[i for i in game.chain if i.controller == player][:1]"))


@mutant("r9a-removal-keeps-battlefield-abilities", rule="652.2", area="multiplayer",
        bug="the battlefield a removed player contributed keeps its abilities",
        kill="FFA3: after C concedes, C's battlefield's ability no longer applies")
def _(p: Patcher) -> None:
    p.edit(f"{REMOVAL}:_remove",
          ("            game.objects[b.uid].zone = \"gone\"\n            b.uid, b.card_id = None, None\n",
           "            pass\n"))


@mutant("r9a-removal-banishes-units-at-its-battlefield", rule="652.2", area="multiplayer",
        bug="the units of other players at the removed player's battlefield are banished with it",
        kill="FFA3: A's unit at C's battlefield stays after C concedes")
def _(p: Patcher) -> None:
    @p.wrap(f"{REMOVAL}:_remove")
    def _remove(orig: Any, game: Any, player: str, *args: Any, **kwargs: Any) -> None:
        mine = [b.alias for b in game.battlefields if b.owner == player]
        for u in game.units():
            if u.location in mine:
                p.module("reference_engine.actions").banish(game, u)
        orig(game, player, *args, **kwargs)


@mutant("r9a-removal-turn-goes-to-first-seat", rule="652.5.a.1", area="multiplayer",
        bug="when the turn player is removed, the turn goes to the first remaining seat instead of the next "
            "player in turn order",
        kill="FFA3: B concedes on B's turn: C takes the next turn (not A)")
def _(p: Patcher) -> None:
    seats = p.original("reference_engine.seats:in_game")

    @p.wrap("reference_engine.additional:next_turn_player")
    def next_turn_player(orig: Any, game: Any, *args: Any, **kwargs: Any) -> str:
        if game.active in game.removed:
            return seats(game)[0]
        return orig(game, *args, **kwargs)
