"""Session-8 hand-seeded bug hunt over the chain, triggers, replacement, keyword, additional-rule, instruction,
choice, game-action and player-removal modules (``reference_engine/chain.py``, ``triggers.py``,
``replacement.py``, ``keywords.py``, ``additional.py``, ``instructions.py``, ``choices.py``, ``actions.py``,
``removal.py``): each mutant is a bug an engine author who read the Core Rules could plausibly write — the
wrong player, a sub-rule skipped, state not reset, a check made at the wrong moment. Rule numbers are those of
the full Core Rules v1.3 text unless marked [R4].

Per module (the module whose rule the mutant breaks): written / killed at once / killed after a new case /
equivalent (the ``equivalent=`` field says why):

    chain.py         23  18  4  1     triggers.py   7  7  0  0     keywords.py   9  6  2  1
    additional.py     4   3  1  0     instructions  7  5  0  2     choices.py    5  5  0  0
    replacement.py    4   2  0  2     actions.py   18 15  0  3     removal.py    5  1  2  2
    total            82  62  9 11   (one of the 11 is not equivalent but undecided: 359.3.e.8, see below)

The cases added (session 8, h8b): rule-383-4-b-2-...-variant-h8b-an-ability-choosing-her (an Equip ability
choosing Irelia), rule-651-3-ffa3-removed-player-no-longer-controls-a-battlefield,
rule-652-3-ffa3-cards-in-trash-and-banishment-leave-the-game-too,
rule-811-1-d-1-...-variant-h8b-not-another-controlled-battlefield,
kill-spell-direct-kill-counts-variant-h8b-a-deathknell-kill-is-not-a-spell-kill,
rule-346-1-...-variant-h8b-a-response-on-the-trigger-chain, rule-812-1-c-...-variant-h8b-controller-not-owner and
rule-823-1-b-hunt-on-hold-variant-h8b-controller-not-owner (Legion and Hunt on a borrowed unit),
rule-713-bonus-damage-added-to-an-abilitys-deal (a Deathknell's Deal gets "your spells and abilities" Bonus Damage).

Open question: ``h8b-partial-ignored-when-any-illegal`` (a multi-target instruction ignored when one target is
illegal) survives because the suite holds the question open (v1.3 359.3.e.8 vs v1.4 359.3.e.5 / Star-Crossed FAQ);
the engine implements the v1.3 reading for Flash, Bellows Breath and Elder Dragon (``partial=True``)."""
from __future__ import annotations

import dataclasses
from typing import Any

from mutants import Patcher, mutant

ACTIONS = "reference_engine.actions"
ADD = "reference_engine.additional"
CHAIN = "reference_engine.chain"
CHOICES = "reference_engine.choices"
INSTR = "reference_engine.instructions"
KW = "reference_engine.keywords"
REMOVAL = "reference_engine.removal"
REPL = "reference_engine.replacement"
TRIG = "reference_engine.triggers"


# ---- chain.py -----------------------------------------------------------------------------------
@mutant("h8b-play-keeps-passes", rule="339.1", area="priority and focus",
        bug="playing a card does not restart the count of passes: a pass made before the play still counts, so the "
            "newest item resolves without every player having passed in sequence after it",
        kill="A plays a spell and passes; B plays a Reaction and passes: B's Reaction must not resolve yet (A gets "
             "priority)")
def _(p: Patcher) -> None:
    @p.wrap(f"{CHAIN}:play")
    def play(orig: Any, game: Any, player: str, *args: Any, **kwargs: Any) -> Any:
        before = game.passes
        out = orig(game, player, *args, **kwargs)
        if game.chain:
            game.passes = before
        return out


@mutant("h8b-activate-keeps-passes", rule="339.1", area="priority and focus",
        bug="activating an ability does not restart the count of passes (a pass made before it still counts)",
        kill="A plays a spell and passes; B activates a [Reaction] ability and passes: it must not resolve yet",
        equivalent="no activated ability (card or test ability) has [Reaction], so one is activated only with an empty "
                   "chain, when the pass count is already 0")
def _(p: Patcher) -> None:
    @p.wrap(f"{CHAIN}:activate")
    def activate(orig: Any, game: Any, player: str, *args: Any, **kwargs: Any) -> Any:
        before = game.passes
        out = orig(game, player, *args, **kwargs)
        if game.chain:
            game.passes = before
        return out


@mutant("h8b-gear-played-to-a-battlefield", rule="148.1.a.1", area="play timing",
        bug="a gear played from hand to a battlefield its player controls goes there (gear is played to base only)",
        kill="play a vanilla gear with to: a battlefield: rejected")
def _(p: Patcher) -> None:
    @p.wrap(f"{CHAIN}:play_destination")
    def play_destination(orig: Any, game: Any, player: str, o: Any, to: Any, *args: Any, **kwargs: Any) -> Any:
        from reference_engine.behaviour import card_types

        types = card_types(game, o)
        if "Gear" in types and "Unit" not in types and to and game.is_bf(to) and game.bf(to).controller == player:
            return to
        return orig(game, player, o, to, *args, **kwargs)


@mutant("h8b-showdown-unit-keeps-focus", rule="337.1.c.1.a", area="showdowns",
        bug="a unit played during a showdown with an empty chain resolves, but its player keeps focus (it is not "
            "passed to the next player)",
        kill="in a showdown A plays a unit (Action/Reaction timing): focus and priority go to B")
def _(p: Patcher) -> None:
    @p.wrap(f"{CHAIN}:play")
    def play(orig: Any, game: Any, player: str, *args: Any, **kwargs: Any) -> Any:
        sd = game.showdown
        focus = sd.focus if sd is not None else None
        out = orig(game, player, *args, **kwargs)
        if sd is not None and game.showdown is sd and not game.chain and sd.focus != focus:
            sd.focus = focus
            game.priority = focus
        return out


@mutant("h8b-counter-ignores-cant-be-countered", rule="425", area="chain order",
        bug="a spell that can't be countered (Mel's 'can't be countered') is countered anyway",
        kill="a counter aimed at a spell an effect makes uncounterable: the spell stays on the chain and resolves")
def _(p: Patcher) -> None:
    @p.wrap(f"{ACTIONS}:forbidden")
    def forbidden(orig: Any, game: Any, action: str, *args: Any, **kwargs: Any) -> Any:
        return False if action == "counter" else orig(game, action, *args, **kwargs)


@mutant("h8b-trigger-priority-to-turn-player", rule="337.4 [R4]", area="priority and focus",
        bug="when triggered abilities are put on the chain the turn player gains priority, not the controller of "
            "the newest item",
        kill="a trigger of the non-turn player goes on an otherwise empty chain: that player has priority")
def _(p: Patcher) -> None:
    flushed: list[bool] = []

    @p.wrap(f"{TRIG}:flush")
    def flush(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        out = orig(game, *args, **kwargs)
        if out:
            flushed.append(True)
        return out

    @p.wrap(f"{CHAIN}:run_tasks")
    def run_tasks(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        flushed.clear()
        out = orig(game, *args, **kwargs)
        if flushed and game.chain and game.chain[-1].data.get("trigger"):
            game.priority = game.active
        flushed.clear()
        return out


@mutant("h8b-choose-events-only-for-spells", rule="352", area="triggers",
        bug="'when you choose' events are announced only for spells: an ability (activated or triggered) that "
            "chooses a unit announces nothing",
        kill="rule-383-4-b-2-targeting-effect-resolves-before-the-spell-variant-h8b-an-ability-choosing-her: Irelia's "
             "trigger goes on the chain above the Equip ability")
def _(p: Patcher) -> None:
    @p.wrap(f"{CHAIN}:announce_choices", everywhere=False)
    def announce_choices(orig: Any, game: Any, item: Any, *args: Any, **kwargs: Any) -> Any:
        if item.kind != "card":
            return None
        return orig(game, item, *args, **kwargs)


# ---- triggers.py --------------------------------------------------------------------------------
@mutant("h8b-turn-player-orders-every-trigger", rule="383.3.d.1", area="triggers",
        bug="the turn player orders every player's simultaneous triggers (each player should order their own)",
        kill="the non-turn player has two simultaneous triggers: the order-triggers decision is theirs")
def _(p: Patcher) -> None:
    @p.wrap(f"{TRIG}:flush")
    def flush(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        ask = game.ask

        def asked(kind: str, player: str, *rest: Any, **kw: Any) -> Any:
            return ask(kind, game.active if kind == "order-triggers" else player, *rest, **kw)

        game.ask = asked
        try:
            return orig(game, *args, **kwargs)
        finally:
            del game.ask


@mutant("h8b-weaponmaster-any-players-equipment", rule="821.1.c", area="keywords", keyword="Weaponmaster",
        bug="Weaponmaster may choose an Equipment any player controls ('a Card you control' not checked)",
        kill="the opponent controls an Equipment: Weaponmaster offers only its controller's")
def _(p: Patcher) -> None:
    from reference_engine.behaviour import has_printed_keyword, tags

    @p.wrap(f"{TRIG}:_weaponmaster")
    def _weaponmaster(orig: Any, *args: Any, **kwargs: Any) -> Any:
        t = orig(*args, **kwargs)
        spec = dataclasses.replace(t.targets[0], where=lambda g, o, pl, i: has_printed_keyword(o, "Equip")
                                   or "Equipment" in tags(o))
        return dataclasses.replace(t, targets=[spec])


# ---- keywords.py --------------------------------------------------------------------------------
@mutant("h8b-legion-counts-opponents-cards", rule="812.1.b.1", area="keywords", keyword="Legion",
        bug="Legion is active when ANY player has played another card this turn (not only the Legion card's "
            "player)",
        kill="only the opponent has played a card this turn: the Legion condition does not hold")
def _(p: Patcher) -> None:
    @p.wrap(f"{KW}:legion_active")
    def legion_active(orig: Any, game: Any, player: str, o: Any, *args: Any, **kwargs: Any) -> Any:
        return any(orig(game, pl, o, *args, **kwargs) for pl in game.players)


@mutant("h8b-tank-and-backline-always-tank", rule="465.2.c.8 [R4]", area="keywords", keyword="Tank",
        bug="a unit with both Tank and Backline is always treated as a Tank (the assigning player does not choose "
            "which requirement applies)",
        kill="a defender with Tank and Backline and another defender: lethal damage may go to the other unit first")
def _(p: Patcher) -> None:
    @p.wrap(f"{KW}:assignment_groups")
    def assignment_groups(orig: Any, *args: Any, **kwargs: Any) -> Any:
        return orig(*args, **kwargs)[:1]


@mutant("h8b-quick-draw-attaches-to-any-unit", rule="819.1.d", area="keywords", keyword="Quick-Draw",
        bug="Quick-Draw's play trigger may attach the gear to any unit, an enemy unit included ('a Unit you "
            "control' not checked)",
        kill="a Quick-Draw gear played while only an enemy unit is there: it is not attached to the enemy unit")
def _(p: Patcher) -> None:
    @p.wrap(f"{KW}:keyword_triggers")
    def keyword_triggers(orig: Any, *args: Any, **kwargs: Any) -> Any:
        out = orig(*args, **kwargs)
        return [dataclasses.replace(t, targets=[dataclasses.replace(t.targets[0], where=None)])
                if t.text == "[Quick-Draw]" else t for t in out]


# ---- additional.py ------------------------------------------------------------------------------
@mutant("h8b-spend-xp-spends-what-there-is", rule="730.2", area="game actions",
        bug="spending more XP than a player has spends all they have and counts as done",
        kill="'spend 3 XP' with 2 XP: nothing is spent, an 'if you do' after it is ignored")
def _(p: Patcher) -> None:
    @p.wrap(f"{ADD}:spend_xp")
    def spend_xp(orig: Any, game: Any, player: str, n: int, *args: Any, **kwargs: Any) -> Any:
        have = game.players[player].xp
        if 0 < have < n:
            return orig(game, player, have, *args, **kwargs)
        return orig(game, player, n, *args, **kwargs)


# ---- instructions.py ----------------------------------------------------------------------------
@mutant("h8b-targets-rechecked-at-each-instruction", rule="359.3.e.2 [R4]", area="targets",
        bug="a target's requirements are checked again before each instruction (not once as the item begins to "
            "resolve): an earlier instruction that makes it stop meeting them makes the later ones ignored",
        kill="a spell 'give +N [M], then deal X' to 'a unit with Might N or less': the damage is still dealt")
def _(p: Patcher) -> None:
    choice_legal = p.original(f"{INSTR}:choice_legal")

    @p.wrap(f"{INSTR}:Resolution.legal")
    def legal(orig: Any, self: Any, i: int, *args: Any, **kwargs: Any) -> Any:
        ok = orig(self, i, *args, **kwargs)
        if ok and i < len(self.specs):
            return choice_legal(self.game, self.specs[i], self.raw(i), self.controller, self.item)
        return ok


@mutant("h8b-no-look-back", rule="359.3.e.13 [R4]", area="targets",
        bug="information about a target this very resolution moved off the board is not looked back at (null, as "
            "for one that left before)",
        kill="a spell that kills a unit then uses its Might / controller: the looked-back value is used")
def _(p: Patcher) -> None:
    @p.wrap(f"{INSTR}:Resolution.info_of")
    def info_of(orig: Any, self: Any, i: int, *args: Any, **kwargs: Any) -> Any:
        value = self.raw(i)
        o = self.game.live(value) if isinstance(value, tuple) else None
        if o is None or o.zone != "board":
            return None
        return orig(self, i, *args, **kwargs)


@mutant("h8b-kill-with-spell-counts-any-permanent", rule="359.3.e.13", area="cards",
        bug="'kill a unit with a spell' counts a killed gear too",
        kill="a spell kills a gear: no 'kill-with-spell' event / Hidden Blade-style trigger")
def _(p: Patcher) -> None:
    @p.wrap(f"{INSTR}:Resolution.kill")
    def kill(orig: Any, self: Any, o: Any, by: Any = None, *args: Any, **kwargs: Any) -> Any:
        died = orig(self, o, by, *args, **kwargs)
        if died and (by or self.controller) == self.controller and o.uid not in self.kills:
            self.kills.append(o.uid)
        return died


@mutant("h8b-partial-ignored-when-any-illegal", rule="359.3.e.8", area="targets",
        bug="an instruction with several targets is ignored as soon as one of them is illegal (not only when all "
            "are)",
        kill="Flash choosing two units, one of which left the board: the other is still moved (v1.3 359.3.e.8)",
        equivalent="not decided by the suite: v1.3 359.3.e.8 (the legal targets are still operated on) against v1.4 "
                   "359.3.e.5 and the Vendetta FAQ (Star-Crossed 'resolves to no effect'); the case "
                   "rule-359-3-e-8-some-targets-of-one-instruction-illegal is status conflicting, so no current case "
                   "may kill it")
def _(p: Patcher) -> None:
    @p.wrap(f"{INSTR}:Resolution.instruction")
    def instruction(orig: Any, self: Any, do: Any, uses: tuple[int, ...] = (), linked: Any = None,
                    if_you_do: bool = False, partial: bool = False, *args: Any, **kwargs: Any) -> Any:
        return orig(self, do, uses, linked, if_you_do, False, *args, **kwargs)


# ---- choices.py ---------------------------------------------------------------------------------
@mutant("h8b-trigger-without-legal-choice-stays", rule="402.3", area="triggers",
        bug="a triggered ability with a required choice and no legal option goes on the chain anyway (with no "
            "target) instead of being removed",
        kill="a trigger that must choose an enemy unit with none there: no chain item, no resolve event")
def _(p: Patcher) -> None:
    specs_of = p.original(f"{CHOICES}:specs_of")

    @p.wrap(f"{CHOICES}:finalize_trigger")
    def finalize_trigger(orig: Any, game: Any, item: Any, *args: Any, **kwargs: Any) -> Any:
        was = item in game.chain
        out = orig(game, item, *args, **kwargs)
        if was and item not in game.chain and not getattr(item.ability, "modes", None):
            item.targets = [None] * len(specs_of(item))
            item.pending = False
            game.chain.append(item)
        return out


@mutant("h8b-extra-choices-dropped", rule="352", area="targets",
        bug="a step naming more choices than the card makes is accepted, the extra ones silently dropped",
        kill="play a one-target vanilla spell naming two targets: rejected")
def _(p: Patcher) -> None:
    @p.wrap(f"{CHOICES}:resolve_choices")
    def resolve_choices(orig: Any, game: Any, specs: Any, raw: Any, *args: Any, **kwargs: Any) -> Any:
        return orig(game, specs, list(raw or [])[:len(specs)], *args, **kwargs)


# ---- actions.py ---------------------------------------------------------------------------------
@mutant("h8b-move-leaves-equipment-behind", rule="434.4.a", area="movement",
        bug="a unit that moves leaves its attached gear's location behind (the gear does not follow its unit)",
        kill="a unit with an attached gear moves to a battlefield: the gear is at the battlefield too")
def _(p: Patcher) -> None:
    @p.wrap(f"{ACTIONS}:move")
    def move(orig: Any, game: Any, o: Any, *args: Any, **kwargs: Any) -> Any:
        kept = {g.uid: g.location for g in game.objects.values() if g.attached_to == o.uid}
        out = orig(game, o, *args, **kwargs)
        for uid, loc in kept.items():
            game.objects[uid].location = loc
        return out


@mutant("h8b-detached-gear-goes-to-base", rule="435.4.b", area="game actions",
        bug="an attached gear whose unit leaves the board is put in its base (not left at the unit's last "
            "location, from where a cleanup recalls it)",
        kill="a unit at a battlefield with an attached gear is killed: the gear is recalled from the battlefield "
             "(recall event)")
def _(p: Patcher) -> None:
    @p.wrap(f"{ACTIONS}:change_zone")
    def change_zone(orig: Any, game: Any, o: Any, zone: str, *args: Any, **kwargs: Any) -> Any:
        was_board = o.zone == "board"
        attached = [g for g in game.objects.values() if g.attached_to == o.uid] if was_board else []
        out = orig(game, o, zone, *args, **kwargs)
        for g in attached:
            if g.attached_to is None and g.zone == "board":
                g.location = "base"
        return out


@mutant("h8b-returned-token-stays-in-hand", rule="183.1", area="game actions",
        bug="a token returned to its owner's hand stays there as a card (it should cease to exist)",
        kill="return a token unit to hand: it ceases to exist (cease event), hand size unchanged")
def _(p: Patcher) -> None:
    mod = p.module(ACTIONS)

    @p.wrap(f"{ACTIONS}:return_to_hand")
    def return_to_hand(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        cease = mod.cease
        mod.cease = lambda game, o: None
        try:
            return orig(game, *args, **kwargs)
        finally:
            mod.cease = cease


@mutant("h8b-heal-keeps-whose-damage", rule="418.1", area="game actions",
        bug="healing clears the damage but not the record of who dealt it ('your damage' survives a heal)",
        kill="Elder Dragon-style 'units with your damage' after the unit was healed: it no longer counts")
def _(p: Patcher) -> None:
    @p.wrap(f"{ACTIONS}:heal")
    def heal(orig: Any, game: Any, o: Any, *args: Any, **kwargs: Any) -> Any:
        saved = o.data.get("damaged_by")
        out = orig(game, o, *args, **kwargs)
        if saved:
            o.data["damaged_by"] = saved
        return out


@mutant("h8b-stun-ignores-cant", rule="054.1", area="game actions",
        bug="a stun is performed even though an effect says the unit can't be stunned",
        kill="a unit that can't be stunned is targeted by a stun: it stays unstunned")
def _(p: Patcher) -> None:
    @p.wrap(f"{ACTIONS}:forbidden")
    def forbidden(orig: Any, game: Any, action: str, *args: Any, **kwargs: Any) -> Any:
        return False if action == "stun" else orig(game, action, *args, **kwargs)


# ---- replacement.py -----------------------------------------------------------------------------
@mutant("h8b-battlefield-replacements-ignored", rule="370.1", area="replacement",
        bug="replacement effects of battlefields are not gathered (only those of permanents, legends and effects)",
        kill="a battlefield whose text replaces an event: the replacement applies",
        equivalent="no catalogued battlefield (and no vanilla one) has a replacement effect")
def _(p: Patcher) -> None:
    @p.wrap(f"{REPL}:gather")
    def gather(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        game.battlefield_objs = lambda: []
        try:
            return orig(game, *args, **kwargs)
        finally:
            del game.battlefield_objs


# ---- removal.py ---------------------------------------------------------------------------------
@mutant("h8b-removal-keeps-owned-permanents-others-control", rule="652.1", area="multiplayer",
        bug="a conceding player's permanents that another player controls stay on the board (only the ones they "
            "control are banished)",
        kill="C controls a unit B owns; B concedes: the unit is banished")
def _(p: Patcher) -> None:
    @p.wrap(f"{REMOVAL}:_remove")
    def _remove(orig: Any, game: Any, player: str, *args: Any, **kwargs: Any) -> Any:
        borrowed = [o for o in game.objects.values()
                    if o.zone == "board" and o.owner == player and o.controller not in (None, player)]
        for o in borrowed:
            o.owner = o.controller
        try:
            return orig(game, player, *args, **kwargs)
        finally:
            for o in borrowed:
                o.owner = player


@mutant("h8b-removal-keeps-battlefield-control", rule="651.3", area="multiplayer",
        bug="a removed player still controls the battlefields they controlled",
        kill="rule-651-3-ffa3-removed-player-no-longer-controls-a-battlefield: bfc has no controller right after the "
             "concession (chain open)")
def _(p: Patcher) -> None:
    @p.wrap(f"{REMOVAL}:_remove")
    def _remove(orig: Any, game: Any, player: str, *args: Any, **kwargs: Any) -> Any:
        held = [b for b in game.battlefields if b.controller == player]
        out = orig(game, player, *args, **kwargs)
        for b in held:
            b.controller = player
        return out


# ---- second round ---------------------------------------------------------------------------------
@mutant("h8b-flow-card-not-banished", rule="829.1.b [R4]", area="play timing",
        bug="a card played from the trash with Flow goes back to the trash as it resolves ('Then banish it.' not "
            "applied)",
        kill="play a Flow card from the trash and let it resolve: it is banished")
def _(p: Patcher) -> None:
    mod = p.module(CHAIN)

    @p.wrap(f"{CHAIN}:play")
    def play(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        leave_instead = mod.leave_instead
        mod.leave_instead = lambda *a, **k: None
        try:
            return orig(game, *args, **kwargs)
        finally:
            mod.leave_instead = leave_instead


@mutant("h8b-effect-play-ignores-power-too", rule="356.2.a.2", area="costs",
        bug="a spell an effect plays 'ignoring its energy cost' ignores its power cost too",
        kill="a spell with a power cost played by an effect that ignores only the energy: the power is still paid")
def _(p: Patcher) -> None:
    mod = p.module(CHAIN)

    @p.wrap(f"{CHAIN}:play_by_effect")
    def play_by_effect(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        printed_cost = mod.printed_cost
        mod.printed_cost = lambda o: (printed_cost(o)[0], 0)
        try:
            return orig(game, *args, **kwargs)
        finally:
            mod.printed_cost = printed_cost


@mutant("h8b-delayed-trigger-controlled-by-turn-player", rule="390", area="delayed triggers",
        bug="a delayed triggered ability is controlled by the turn player as it triggers, not by the player who "
            "created it",
        kill="the non-turn player's delayed trigger fires on the turn player's turn: its controller is the creator")
def _(p: Patcher) -> None:
    @p.wrap(f"{TRIG}:check_triggers")
    def check_triggers(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        before = len(game.pending_triggers)
        out = orig(game, *args, **kwargs)
        for t in game.pending_triggers[before:]:
            if "effect" in (t.get("info") or {}):
                t["controller"] = game.active
        return out


@mutant("h8b-untargetable-after-choice-still-affected", rule="758.1", area="targets",
        bug="a unit that became untargetable after it was chosen is still affected as the spell resolves (the "
            "'can't be chosen' restriction is checked only while choosing)",
        kill="a unit chosen by a spell becomes unchoosable by it before it resolves: the spell mistargets it")
def _(p: Patcher) -> None:
    mod = p.module(ACTIONS)

    @p.wrap(f"{INSTR}:Resolution.__init__")
    def __init__(orig: Any, self: Any, *args: Any, **kwargs: Any) -> Any:
        forbidden = mod.forbidden
        mod.forbidden = lambda game, action, **kw: False if action == "choose" else forbidden(game, action, **kw)
        try:
            return orig(self, *args, **kwargs)
        finally:
            mod.forbidden = forbidden


@mutant("h8b-last-known-info-for-earlier-zone-change", rule="359.3.e.12", area="targets",
        bug="information about a target that left the board BEFORE the resolution is read from its last known "
            "information (it should be null: only this resolution's own moves are looked back at)",
        kill="a unit chosen by a spell dies before it resolves: 'its controller draws' draws nothing",
        equivalent="every card that reads a target's information (Hidden Blade, Stormbringer, Deathgrip) does so in an "
                   "instruction that uses that target or is linked to one that does: ignored when it left earlier")
def _(p: Patcher) -> None:
    @p.wrap(f"{INSTR}:Resolution.info_of")
    def info_of(orig: Any, self: Any, i: int, field: str, *args: Any, **kwargs: Any) -> Any:
        out = orig(self, i, field, *args, **kwargs)
        value = self.raw(i)
        if out is None and isinstance(value, tuple):
            o = self.game.objects.get(value[0])
            if o is not None and field in o.data.get("last_known", {}):
                return o.data["last_known"][field]
        return out


@mutant("h8b-move-to-own-battlefield-contests", rule="445", area="movement",
        bug="a unit that moves to a battlefield its controller already controls marks it contested",
        kill="move a unit to a battlefield its controller controls: no showdown, no combat")
def _(p: Patcher) -> None:
    @p.wrap(f"{ACTIONS}:move")
    def move(orig: Any, game: Any, o: Any, dest: str, *args: Any, **kwargs: Any) -> Any:
        out = orig(game, o, dest, *args, **kwargs)
        if out and game.is_bf(dest) and game.bf(dest).contested_by is None and o.location == dest:
            game.bf(dest).contested_by = o.controller
        return out


@mutant("h8b-empower-past-its-maximum", rule="827.1.c", area="game actions",
        bug="empowering an already empowered permanent adds another empowered status (the maximum is not checked)",
        kill="an effect empowers an empowered unit: it stays empowered once")
def _(p: Patcher) -> None:
    @p.wrap(f"{ACTIONS}:max_empower")
    def max_empower(orig: Any, *args: Any, **kwargs: Any) -> Any:
        return 99


@mutant("h8b-attach-to-another-without-detaching", rule="434.1", area="game actions",
        bug="attaching a gear already attached to a unit to another unit does not detach it first (no detach, "
            "effects of the first attachment kept)",
        kill="equip an attached gear to a second unit: a detach event from the first unit")
def _(p: Patcher) -> None:
    mod = p.module(ACTIONS)

    @p.wrap(f"{ACTIONS}:attach")
    def attach(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        detach = mod.detach
        mod.detach = lambda game, gear: False
        try:
            return orig(game, *args, **kwargs)
        finally:
            mod.detach = detach


@mutant("h8b-xp-gained-by-turn-player", rule="730.1", area="game actions",
        bug="XP an effect gives is gained by the turn player, not by the player the effect names",
        kill="the non-turn player's Hunt unit holds/conquers or their spell gains XP: that player's XP rises")
def _(p: Patcher) -> None:
    @p.wrap(f"{ADD}:gain_xp")
    def gain_xp(orig: Any, game: Any, player: str, *args: Any, **kwargs: Any) -> Any:
        return orig(game, game.active, *args, **kwargs)


@mutant("h8b-removal-keeps-contest", rule="651.3", area="multiplayer",
        bug="a battlefield a removed player had contested stays contested by them",
        kill="B's unit contests a battlefield, B concedes with the chain open: the battlefield is no longer contested",
        equivalent="the removed player's units there are banished, so the cleanup right after the removal unstages the "
                   "contest (323.8.a [R3]); a showdown already at that battlefield reads its own attacker instead")
def _(p: Patcher) -> None:
    @p.wrap(f"{REMOVAL}:_remove")
    def _remove(orig: Any, game: Any, player: str, *args: Any, **kwargs: Any) -> Any:
        held = [b for b in game.battlefields if b.contested_by == player]
        out = orig(game, player, *args, **kwargs)
        for b in held:
            b.contested_by = player
        return out


@mutant("h8b-removal-keeps-pool", rule="652.1", area="multiplayer",
        bug="a removed player's runes are banished but the energy and power already in their pool stay",
        kill="B concedes with energy in the pool: B's pool is empty",
        equivalent="a removed player never pays a cost again (651.3): their pool is never read, only shown on a "
                   "removed seat, and no rule says what becomes of it")
def _(p: Patcher) -> None:
    @p.wrap(f"{REMOVAL}:_remove")
    def _remove(orig: Any, game: Any, player: str, *args: Any, **kwargs: Any) -> Any:
        pl = game.players[player]
        energy, power = pl.energy, dict(pl.power)
        out = orig(game, player, *args, **kwargs)
        pl.energy, pl.power = energy, power
        return out


@mutant("h8b-replacement-order-asked-of-source-controller", rule="372", area="replacement",
        bug="when several replacement effects apply, the controller of the first effect's source orders them (not "
            "the controller of the affected object)",
        kill="two replacements of different players apply to one unit's death: its controller orders them")
def _(p: Patcher) -> None:
    @p.wrap(f"{REPL}:affected_player")
    def affected_player(orig: Any, game: Any, event: Any, *args: Any, **kwargs: Any) -> Any:
        found = p.original(f"{REPL}:gather")(game, event)
        return found[0].controller if found else orig(game, event, *args, **kwargs)


# ---- third round --------------------------------------------------------------------------------
@mutant("h8b-countered-card-skips-replacements", rule="425, 829.1.b [R4]", area="chain order",
        bug="a countered card goes straight to its owner's trash: a replacement of where it leaves the chain to "
            "(Flow's 'Then banish it.') is not applied",
        kill="counter a card played with Flow: it is banished, not put in the trash")
def _(p: Patcher) -> None:
    mod = p.module(CHAIN)
    actions = p.module(ACTIONS)

    @p.wrap(f"{CHAIN}:counter")
    def counter(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        leave_chain = mod.leave_chain
        mod.leave_chain = lambda game, o, item, dest, *a, **k: actions.change_zone(game, o, "trash")
        try:
            return orig(game, *args, **kwargs)
        finally:
            mod.leave_chain = leave_chain


@mutant("h8b-replacements-gathered-once", rule="370.2", area="replacement",
        bug="the replacement effects that apply are gathered once, before any applies: each is then applied in "
            "turn, even one that no longer applies to the event an earlier one replaced it with",
        kill="two 'if it would die ... instead' effects on one unit: after the first saves it, the second does "
             "nothing (and is not used up)",
        equivalent="every replacement in the card pool either replaces the event entirely (returns None: the deaths "
                   "saved, Gangplank's +3) or edits it without changing which others apply (Mel's extra -1, a "
                   "declined 'may'), so gathering once finds what gathering again would")
def _(p: Patcher) -> None:
    gather = p.original(f"{REPL}:gather")
    affected_player = p.original(f"{REPL}:affected_player")

    def replace(game: Any, event: Any) -> Any:
        cands = gather(game, event)
        if len(cands) > 1:
            order = list(game.ask("order-replacements", affected_player(game, event), [r.source for r in cands],
                                  f"order the replacement effects for {event['type']}"))
            cands = sorted(cands, key=lambda r: order.index(r.source) if r.source in order else len(order))
        current = event
        for r in cands:
            if current is None:
                return None
            game.log.append({"type": "replace", "source": r.source, "event": current["type"]})
            current = r.apply(game, current)
        return current

    p.replace(f"{REPL}:replace", replace)


@mutant("h8b-granted-timing-keywords-ignored", rule="806.4, 813.4", area="play timing",
        bug="a card's timing is read from its printed (and dependent) keywords only: an Action or Reaction an "
            "effect grants it is ignored",
        kill="a card granted Reaction (or Action) is played with that timing: accepted",
        equivalent="keywords are granted only to objects on the board (Cleave, a vanilla 'give [K]') and a zone change "
                   "clears them (Obj.reset_temporary), so a card being played never has a granted keyword")
def _(p: Patcher) -> None:
    from reference_engine.behaviour import behaviour_of

    @p.wrap(f"{KW}:timing_keywords")
    def timing_keywords(orig: Any, game: Any, o: Any, *args: Any, **kwargs: Any) -> Any:
        return list(behaviour_of(o).keywords(game, o))


@mutant("h8b-optional-trigger-choice-forced", rule="355.13", area="targets",
        bug="a triggered ability's 'up to one' choice must choose something when something can be chosen (None is "
            "not offered)",
        kill="an optional trigger choice answered with nothing: accepted, nothing is affected")
def _(p: Patcher) -> None:
    @p.wrap(f"{CHOICES}:finalize_trigger")
    def finalize_trigger(orig: Any, game: Any, item: Any, *args: Any, **kwargs: Any) -> Any:
        ask = game.ask

        def asked(kind: str, player: str, options: Any, *rest: Any, **kw: Any) -> Any:
            if kind == "choose-target" and None in options and len(options) > 1:
                options = [o for o in options if o is not None]
            return ask(kind, player, options, *rest, **kw)

        game.ask = asked
        try:
            return orig(game, item, *args, **kwargs)
        finally:
            del game.ask


@mutant("h8b-facedown-card-leaves-unrevealed", rule="421.4", area="hide",
        bug="a facedown card that leaves the facedown zone (played, discarded, banished) is not revealed",
        kill="a hidden card is played or discarded: a reveal event")
def _(p: Patcher) -> None:
    @p.wrap(f"{ACTIONS}:change_zone")
    def change_zone(orig: Any, game: Any, o: Any, zone: str, *args: Any, **kwargs: Any) -> Any:
        if o.zone == "facedown" and zone != "facedown":
            emit = game.emit
            game.emit = lambda type_, **kw: None if type_ == "reveal" else emit(type_, **kw)
            try:
                return orig(game, o, zone, *args, **kwargs)
            finally:
                del game.emit
        return orig(game, o, zone, *args, **kwargs)


@mutant("h8b-recall-keeps-combat-role", rule="450", area="recall",
        bug="a unit recalled out of a combat stays an attacker or defender",
        kill="a defender recalled during a combat: the combat has no defender left (attacker conquers)",
        equivalent="the cleanup after every resolution strips the designation of units away from the combat's "
                   "battlefield (323.2, cleanup._designations) before anything reads it")
def _(p: Patcher) -> None:
    @p.wrap(f"{ACTIONS}:recall")
    def recall(orig: Any, game: Any, o: Any, *args: Any, **kwargs: Any) -> Any:
        roles = (o.attacker, o.defender)
        out = orig(game, o, *args, **kwargs)
        o.attacker, o.defender = roles
        return out


@mutant("h8b-discard-n-nothing-when-too-few", rule="422.4", area="game actions",
        bug="'Discard N' with fewer than N cards in hand discards nothing (not as many as possible)",
        kill="'discard 2' with one card in hand: that card is discarded")
def _(p: Patcher) -> None:
    @p.wrap(f"{ACTIONS}:discard_n")
    def discard_n(orig: Any, game: Any, player: str, n: int, *args: Any, **kwargs: Any) -> Any:
        if len(game.players[player].hand) < n:
            return 0
        return orig(game, player, n, *args, **kwargs)


@mutant("h8b-recycle-to-the-top", rule="430", area="game actions",
        bug="a recycled card is put on the top of its owner's main deck, not the bottom",
        kill="recycle a card into a deck of two: it is the last card of the deck")
def _(p: Patcher) -> None:
    @p.wrap(f"{ACTIONS}:recycle")
    def recycle(orig: Any, game: Any, o: Any, *args: Any, **kwargs: Any) -> Any:
        out = orig(game, o, *args, **kwargs)
        deck = game.players[o.owner].deck
        if o.uid in deck:
            deck.remove(o.uid)
            deck.insert(0, o.uid)
        return out


@mutant("h8b-replacing-token-fresh", rule="438.1", area="game actions",
        bug="a token that replaces a permanent does not inherit its damage and buff",
        kill="replace a damaged, buffed unit with a token: the token has the damage and the buff")
def _(p: Patcher) -> None:
    @p.wrap(f"{ACTIONS}:replace_with_token")
    def replace_with_token(orig: Any, game: Any, o: Any, *args: Any, **kwargs: Any) -> Any:
        before = set(game.objects)
        out = orig(game, o, *args, **kwargs)
        for uid in set(game.objects) - before:
            game.objects[uid].damage, game.objects[uid].buffed = 0, False
        return out


@mutant("h8b-stolen-unit-does-not-contest", rule="445", area="game actions",
        bug="gaining control of a unit at a battlefield its new controller does not control does not contest it",
        kill="Hostile Takeover on an enemy unit at the enemy's battlefield: a showdown/conquest follows")
def _(p: Patcher) -> None:
    @p.wrap(f"{ACTIONS}:gain_control")
    def gain_control(orig: Any, game: Any, o: Any, *args: Any, **kwargs: Any) -> Any:
        contested = {b.alias: b.contested_by for b in game.battlefields}
        out = orig(game, o, *args, **kwargs)
        for b in game.battlefields:
            b.contested_by = contested[b.alias]
        return out


@mutant("h8b-activate-opponents-permanent", rule="377", area="play timing",
        bug="a player may activate an ability of a permanent another player controls",
        kill="B activates A's gear's ability: rejected")
def _(p: Patcher) -> None:
    @p.wrap(f"{CHAIN}:activate")
    def activate(orig: Any, game: Any, player: str, step: Any, *args: Any, **kwargs: Any) -> Any:
        o = game.obj(step["activate"])
        owner = o.controller
        if owner is not None and owner != player:
            o.controller = player
            try:
                return orig(game, player, step, *args, **kwargs)
            finally:
                if o.controller == player:
                    o.controller = owner
        return orig(game, player, step, *args, **kwargs)


# ---- fourth round -------------------------------------------------------------------------------
@mutant("h8b-hidden-card-played-anywhere", rule="811.1.d.1 [R4]", area="hide",
        bug="a hidden unit may be played from facedown to another battlefield its player controls (not only where "
            "it was hidden)",
        kill="rule-811-1-d-1-hidden-unit-played-to-its-battlefield-variant-h8b-not-another-controlled-battlefield: "
             "the play to bf2 is rejected")
def _(p: Patcher) -> None:
    @p.wrap(f"{CHAIN}:play")
    def play(orig: Any, game: Any, player: str, step: Any, *args: Any, **kwargs: Any) -> Any:
        o = game.obj(step["play"])
        to = step.get("to")
        if o.zone == "facedown" and to not in (None, o.location) and game.is_bf(to):
            o.location = to
        return orig(game, player, step, *args, **kwargs)


@mutant("h8b-ability-kill-counts-as-spell-kill", rule="359.3.e.13", area="cards",
        bug="a unit killed by an ability counts as 'killed with a spell' too",
        kill="kill-spell-direct-kill-counts-variant-h8b-a-deathknell-kill-is-not-a-spell-kill: Phoenix triggers once "
             "(for the spell), not again for the Deathknell ability's kill")
def _(p: Patcher) -> None:
    @p.wrap(f"{CHAIN}:_after_spell")
    def _after_spell(orig: Any, game: Any, r: Any, *args: Any, **kwargs: Any) -> Any:
        was = r.is_spell
        r.is_spell = True
        try:
            return orig(game, r, *args, **kwargs)
        finally:
            r.is_spell = was


@mutant("h8b-reattach-to-same-unit", rule="434.1.g", area="game actions",
        bug="attaching a gear to the unit it is already attached to detaches and attaches it again (events, 'as "
            "this is attached' effects repeated)",
        kill="equip a gear onto the unit it is attached to: no detach, no second attach",
        equivalent="nothing in the pool attaches a gear to the unit it is on: an attached gear's Equip is inactive "
                   "(434.1.e), an Equip waiting on the chain can't be joined by another (no [Reaction]), and Azir, "
                   "Akshan, Weaponmaster and Quick-Draw attach a gear to another unit or a new one")
def _(p: Patcher) -> None:
    mod = p.module(ACTIONS)

    @p.wrap(f"{ACTIONS}:attach")
    def attach(orig: Any, game: Any, gear: Any, unit: Any, *args: Any, **kwargs: Any) -> Any:
        if gear.zone == "board" and unit.zone == "board" and gear.attached_to == unit.uid:
            mod.detach(game, gear)
        return orig(game, gear, unit, *args, **kwargs)


@mutant("h8b-taken-unit-jumps-to-new-base", rule="323.7", area="game actions",
        bug="a unit in its base whose control another player gains is at once in its new controller's base (it "
            "should stay in the old base until a cleanup recalls it)",
        kill="gain control of an enemy unit in its base: a recall event from the cleanup",
        equivalent="unreachable: Hostile Takeover takes only a unit at a battlefield, Rebuttal / Mystic Reversal take "
                   "spells, and Akshan sets the taken gear's base itself right after gaining control")
def _(p: Patcher) -> None:
    @p.wrap(f"{ACTIONS}:gain_control")
    def gain_control(orig: Any, game: Any, o: Any, *args: Any, **kwargs: Any) -> Any:
        out = orig(game, o, *args, **kwargs)
        if o.zone == "board" and o.location == "base":
            o.base_of = None
        return out


@mutant("h8b-cant-play-checked-only-from-hand", rule="054.1", area="play timing",
        bug="an effect that forbids playing a card is checked only for cards played from hand: the card can still "
            "be played from the trash (Flow) or from facedown",
        kill="a named/forbidden card played from facedown or with Flow: rejected")
def _(p: Patcher) -> None:
    mod = p.module(ACTIONS)

    @p.wrap(f"{CHAIN}:play")
    def play(orig: Any, game: Any, player: str, step: Any, *args: Any, **kwargs: Any) -> Any:
        o = game.obj(step["play"])
        if o.zone == "hand":
            return orig(game, player, step, *args, **kwargs)
        forbidden = mod.forbidden
        mod.forbidden = lambda game, action, **kw: False if action == "play-card" else forbidden(game, action, **kw)
        try:
            return orig(game, player, step, *args, **kwargs)
        finally:
            mod.forbidden = forbidden


# ---- fifth round --------------------------------------------------------------------------------
@mutant("h8b-response-clears-trigger-opened-chain", rule="346.1", area="priority and focus",
        bug="a card played in response on a chain a triggered ability opened makes it count as a chain opened by a "
            "play: when it empties during a showdown, focus passes",
        kill="rule-346-1-focus-stays-after-trigger-chain-variant-h8b-a-response-on-the-trigger-chain: A keeps focus "
             "after B's response and Yasuo's trigger resolve")
def _(p: Patcher) -> None:
    @p.wrap(f"{CHAIN}:play")
    def play(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        out = orig(game, *args, **kwargs)
        game.chain_opened_by_trigger = False
        return out


@mutant("h8b-triggers-before-cleanup", rule="323, 334-337 [R3]", area="cleanup",
        bug="pending triggers are put on the chain before the cleanup that follows a resolution (HOT FEPR order "
            "broken): the deaths of that cleanup trigger in a later batch, above them",
        kill="a resolution leaves a pending trigger and lethal damage on a Deathknell unit: both triggers go on the "
             "chain together (one order-triggers decision)")
def _(p: Patcher) -> None:
    mod = p.module("reference_engine.cleanup")

    @p.wrap(f"{CHAIN}:run_tasks")
    def run_tasks(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        real = mod.cleanup
        first = [True]

        def shim(g: Any, *a: Any, **k: Any) -> Any:
            if first[0] and g.pending_triggers:
                first[0] = False
                return False
            first[0] = False
            return real(g, *a, **k)

        mod.cleanup = shim
        try:
            return orig(game, *args, **kwargs)
        finally:
            mod.cleanup = real


@mutant("h8b-token-ceases-before-it-dies", rule="183.1 [R3], 808.1.c", area="keywords", keyword="Deathknell",
        bug="a token that dies ceases to exist before its death is reported: its 'when I die' (Deathknell) never "
            "triggers",
        kill="a token with Deathknell dies: its Deathknell triggers")
def _(p: Patcher) -> None:
    mod = p.module(ACTIONS)

    @p.wrap(f"{ACTIONS}:die")
    def die(orig: Any, game: Any, o: Any, *args: Any, **kwargs: Any) -> Any:
        if not o.token:
            return orig(game, o, *args, **kwargs)
        change_zone = mod.change_zone

        def early(g: Any, obj: Any, zone: str, *a: Any, **k: Any) -> Any:
            k.pop("defer_cease", None)
            return change_zone(g, obj, zone, *a, **k)

        mod.change_zone = early
        try:
            return orig(game, o, *args, **kwargs)
        finally:
            mod.change_zone = change_zone


@mutant("h8b-bonus-damage-once-per-resolution", rule="714", area="game actions",
        bug="Bonus Damage is added to the first Deal of a spell or ability only, not to each Deal action (each "
            "target of 'deal 1 to up to three units')",
        kill="a spell dealing damage to two units with 1 Bonus Damage: each is dealt one more")
def _(p: Patcher) -> None:
    mod = p.module(ADD)

    @p.wrap(f"{INSTR}:Resolution.damage")
    def damage(orig: Any, self: Any, *args: Any, **kwargs: Any) -> Any:
        if not getattr(self, "_h8b_bonus_used", False):
            self._h8b_bonus_used = True
            return orig(self, *args, **kwargs)
        bonus = mod.bonus_damage
        mod.bonus_damage = lambda game, player: 0
        try:
            return orig(self, *args, **kwargs)
        finally:
            mod.bonus_damage = bonus


# ---- sixth round: the wrong player ----------------------------------------------------------------
@mutant("h8b-priority-passes-from-the-turn-player", rule="339.1 [R3]", area="priority and focus",
        bug="a pass gives priority to the player after the turn player, not after the player who passed (more than "
            "two players: the third player never gets priority on a chain)",
        kill="FFA3: A plays a spell, A and B pass: C has priority")
def _(p: Patcher) -> None:
    @p.wrap(f"{CHAIN}:pass_priority")
    def pass_priority(orig: Any, game: Any, player: str, *args: Any, **kwargs: Any) -> Any:
        chain_before = list(game.chain)
        out = orig(game, player, *args, **kwargs)
        if game.chain and game.chain == chain_before and game.passes:
            game.priority = game.next_player(game.active)
        return out


@mutant("h8b-replacement-order-by-owner", rule="372", area="replacement",
        bug="the order of replacement effects is chosen by the affected object's owner, not its controller",
        kill="two replacements apply to a unit A controls and B owns: A orders them")
def _(p: Patcher) -> None:
    @p.wrap(f"{REPL}:affected_player")
    def affected_player(orig: Any, game: Any, event: Any, *args: Any, **kwargs: Any) -> Any:
        target = event.get("target")
        if isinstance(target, int):
            return game.objects[target].owner
        return orig(game, event, *args, **kwargs)


@mutant("h8b-countered-card-to-controllers-trash", rule="425.1, 056.2", area="chain order",
        bug="a countered card goes to the trash of the player who controlled it on the chain, not its owner's",
        kill="B's spell A controls (Rebuttal took it) is countered: it goes to B's trash")
def _(p: Patcher) -> None:
    @p.wrap(f"{CHAIN}:counter")
    def counter(orig: Any, game: Any, target: Any, *args: Any, **kwargs: Any) -> Any:
        item = next((i for i in game.chain if i.source == target.uid and i.kind == "card"), None)
        out = orig(game, target, *args, **kwargs)
        if out and item is not None and target.zone == "trash" and item.controller != target.owner:
            game.players[target.owner].trash.remove(target.uid)
            game.players[item.controller].trash.append(target.uid)
        return out


@mutant("h8b-spend-buff-by-owner", rule="702.2.b.2", area="game actions",
        bug="a buff can be spent by the owner of the unit, not its controller",
        kill="a buffed unit A controls and B owns: A's 'spend a buff' spends it")
def _(p: Patcher) -> None:
    @p.wrap(f"{ADD}:spend_buff")
    def spend_buff(orig: Any, game: Any, o: Any, player: str, *args: Any, **kwargs: Any) -> Any:
        controller = o.controller
        if o.controller is not None and o.owner == player:
            o.controller = player
        try:
            return orig(game, o, player, *args, **kwargs)
        finally:
            o.controller = controller


@mutant("h8b-legion-reads-the-owner", rule="812.1.b.1", area="keywords", keyword="Legion",
        bug="Legion on the board reads the cards played this turn by the unit's owner, not its controller",
        kill="rule-812-1-c-legion-needs-another-card-variant-h8b-controller-not-owner: B's play does not make it 4 "
             "Might, A's does")
def _(p: Patcher) -> None:
    @p.wrap(f"{KW}:dependent_active")
    def dependent_active(orig: Any, game: Any, o: Any, keyword: str, *args: Any, **kwargs: Any) -> Any:
        if keyword.split(" ")[0] == "Legion":
            return p.original(f"{KW}:legion_active")(game, o.owner, o)
        return orig(game, o, keyword, *args, **kwargs)


@mutant("h8b-temporary-on-owners-turn", rule="816.1.b", area="keywords", keyword="Temporary",
        bug="Temporary kills its permanent at the start of its owner's beginning phase, not its controller's",
        kill="a Temporary unit A controls and B owns: it dies at the start of A's turn, not B's")
def _(p: Patcher) -> None:
    @p.wrap(f"{TRIG}:check_triggers")
    def check_triggers(orig: Any, game: Any, ev: Any, *args: Any, **kwargs: Any) -> Any:
        if ev.get("type") != "beginning":
            return orig(game, ev, *args, **kwargs)
        swapped = [o for o in game.objects.values() if o.zone == "board" and o.controller not in (None, o.owner)]
        saved = {o.uid: o.controller for o in swapped}
        for o in swapped:
            o.controller = o.owner
        try:
            return orig(game, ev, *args, **kwargs)
        finally:
            for o in swapped:
                if o.controller == o.owner:
                    o.controller = saved[o.uid]


@mutant("h8b-hunt-xp-to-the-owner", rule="823.1.c.1", area="keywords", keyword="Hunt",
        bug="Hunt's XP goes to the unit's owner, not to its controller who conquered or held",
        kill="rule-823-1-b-hunt-on-hold-variant-h8b-controller-not-owner: A gains 2 XP, B none")
def _(p: Patcher) -> None:
    @p.wrap(f"{KW}:_hunt")
    def _hunt(orig: Any, r: Any, *args: Any, **kwargs: Any) -> Any:
        from reference_engine.additional import gain_xp

        owner = r.source.owner
        r.instruction(lambda: gain_xp(r.game, owner, int(r.info.get("hunt", 1)), r.source_alias))


# ---- seventh round: scope and memory --------------------------------------------------------------
@mutant("h8b-once-per-turn-ability-used-for-good", rule="381 [R3], 317.2", area="play timing",
        bug="an ability usable 'only once per turn' stays used on later turns (the record is never cleared)",
        kill="activate a once-per-turn ability, advance to the next turn of its controller, activate it again: "
             "accepted")
def _(p: Patcher) -> None:
    from reference_engine.game import IllegalAction

    @p.wrap(f"{CHAIN}:activate")
    def activate(orig: Any, game: Any, player: str, step: Any, *args: Any, **kwargs: Any) -> Any:
        o = game.obj(step["activate"])
        idx = int(step.get("ability", 0))
        abilities = p.original(f"{CHAIN}:all_activated")(game, o)
        once = idx < len(abilities) and abilities[idx].once_per_turn
        used = game.__dict__.setdefault("_h8b_used_ever", set())
        if once and (o.uid, idx) in used:
            raise IllegalAction("that ability can be used only once per turn")
        out = orig(game, player, step, *args, **kwargs)
        if once:
            used.add((o.uid, idx))
        return out


@mutant("h8b-only-the-first-choice-announced", rule="383.4.b.2", area="triggers",
        bug="only the first object a spell or ability chooses is announced as chosen: a 'when you choose me' of a "
            "later choice never triggers",
        kill="a spell choosing two units, the second with 'When you choose me': it triggers")
def _(p: Patcher) -> None:
    @p.wrap(f"{CHOICES}:announce_choices")
    def announce_choices(orig: Any, game: Any, item: Any, values: Any, *args: Any, **kwargs: Any) -> Any:
        return orig(game, item, list(values)[:1], *args, **kwargs)


@mutant("h8b-recall-leaves-equipment-behind", rule="434.4, 450", area="recall",
        bug="a recalled unit's attached gear keeps its old location (it does not follow the unit to base)",
        kill="recall a unit with an attached gear from a battlefield: the gear is in base too")
def _(p: Patcher) -> None:
    @p.wrap(f"{ACTIONS}:recall")
    def recall(orig: Any, game: Any, o: Any, *args: Any, **kwargs: Any) -> Any:
        kept = {g.uid: g.location for g in game.objects.values() if g.attached_to == o.uid}
        out = orig(game, o, *args, **kwargs)
        for uid, loc in kept.items():
            game.objects[uid].location = loc
        return out


@mutant("h8b-removal-leaves-trash-and-banishment", rule="652.3", area="multiplayer",
        bug="removing a player takes their hand and deck out of the game but leaves the cards in their trash and "
            "banishment",
        kill="B concedes with a card in the trash: it is gone")
def _(p: Patcher) -> None:
    @p.wrap(f"{REMOVAL}:_remove")
    def _remove(orig: Any, game: Any, player: str, *args: Any, **kwargs: Any) -> Any:
        pl = game.players[player]
        kept = {uid: game.objects[uid].zone for uid in list(pl.trash) + list(pl.banishment)}
        out = orig(game, player, *args, **kwargs)
        for uid, zone in kept.items():
            o = game.objects[uid]
            if o.zone == "gone":
                o.zone = zone
                pl.zone_list(zone).append(uid)
        return out


@mutant("h8b-weaponmaster-once-however-many", rule="821.1.c.7", area="keywords", keyword="Weaponmaster",
        bug="a unit with two instances of Weaponmaster triggers once",
        kill="a unit with Weaponmaster twice is played with two Equipment: both can be attached")
def _(p: Patcher) -> None:
    @p.wrap(f"{TRIG}:keyword_triggers")
    def keyword_triggers(orig: Any, *args: Any, **kwargs: Any) -> Any:
        out = orig(*args, **kwargs)
        seen = False
        kept = []
        for t in out:
            if t.text == "[Weaponmaster]":
                if seen:
                    continue
                seen = True
            kept.append(t)
        return kept


# ---- eighth round ---------------------------------------------------------------------------------
@mutant("h8b-unit-resolution-not-counted", rule="419.4.a", area="play timing",
        bug="a unit or gear that resolves onto the board is left out of the count of cards its player played "
            "(resolved) this turn: only spells are",
        kill="A's first card of the turn is a unit: Astral Heron's 'first card each turn' triggers on it")
def _(p: Patcher) -> None:
    @p.wrap(f"{CHAIN}:enter_board")
    def enter_board(orig: Any, game: Any, item: Any, *args: Any, **kwargs: Any) -> Any:
        pl = game.players[item.controller]
        before = pl.resolved_this_turn
        out = orig(game, item, *args, **kwargs)
        pl.resolved_this_turn = before
        return out


@mutant("h8b-skyfall-swap-ignored", rule="383.4.c-d", area="triggers",
        bug="an equipment that makes the unit's hold effects conquer effects and vice versa (Skyfall of Areion) is "
            "ignored when triggers are checked",
        kill="the equipped unit conquers: its hold effect triggers")
def _(p: Patcher) -> None:
    p.replace(f"{TRIG}:_swaps_hold_conquer", lambda game, o: False)


@mutant("h8b-location-choice-without-base", rule="355.6", area="targets",
        bug="a triggered ability's 'choose a location' offers only battlefields, never a base",
        kill="a trigger choosing a location: base is among the options")
def _(p: Patcher) -> None:
    @p.wrap(f"{CHOICES}:candidates")
    def candidates(orig: Any, game: Any, spec: Any, *args: Any, **kwargs: Any) -> Any:
        out = orig(game, spec, *args, **kwargs)
        return [o for o in out if o != "base"] if spec.kind == "location" else out


@mutant("h8b-facedown-card-has-own-timing", rule="811.6", area="hide",
        bug="a card played from facedown uses its own timing (no inherent Reaction): it can't be played on an "
            "opponent's turn or while the chain is open",
        kill="play a hidden card in response to a spell: accepted")
def _(p: Patcher) -> None:
    @p.wrap(f"{CHAIN}:timing_ok")
    def timing_ok(orig: Any, game: Any, player: str, o: Any, reaction: bool = False, *args: Any,
                  **kwargs: Any) -> Any:
        if o.zone == "facedown":
            from reference_engine import keywords

            reaction = keywords.ambush_permits(game, o, player, None) and reaction
        return orig(game, player, o, reaction, *args, **kwargs)


# ---- ninth round --------------------------------------------------------------------------------
@mutant("h8b-timing-from-printed-keywords-only", rule="806.4, 813.4, 727 [R4]", area="play timing",
        bug="a card's timing is read from its printed keywords only: an Action or Reaction its dependent ability "
            "gives it (Legion, Level) does not let it be played with that timing",
        kill="a card whose '[Level N][>]' / '[Legion][>]' gives it Reaction is played on the opponent's turn once "
             "the condition holds: accepted")
def _(p: Patcher) -> None:
    from reference_engine.behaviour import printed_keywords

    @p.wrap(f"{KW}:timing_keywords")
    def timing_keywords(orig: Any, game: Any, o: Any, *args: Any, **kwargs: Any) -> Any:
        return list(printed_keywords(o)) + [k for k, _ in o.granted]


@mutant("h8b-legion-another-card-by-name", rule="812.1.b.1", area="keywords", keyword="Legion",
        bug="Legion's 'another card' is read as a card with another name: a second copy of the same card played "
            "this turn does not satisfy it",
        kill="play a copy of a Legion card, then the other copy: the second's Legion is active")
def _(p: Patcher) -> None:
    @p.wrap(f"{KW}:legion_active")
    def legion_active(orig: Any, game: Any, player: str, o: Any, *args: Any, **kwargs: Any) -> Any:
        return any(rec.get("uid") != o.uid and game.objects[rec["uid"]].card_id != o.card_id
                   for rec in game.players[player].played_this_turn)


@mutant("h8b-vision-predicts-for-turn-player", rule="817.1.b", area="keywords", keyword="Vision",
        bug="Vision's predict is done by the turn player (their deck), not by the unit's controller",
        kill="B plays a Vision unit on A's turn (Reaction/Hidden): B looks at B's deck")
def _(p: Patcher) -> None:
    @p.wrap(f"{ACTIONS}:predict")
    def predict(orig: Any, game: Any, player: str, *args: Any, **kwargs: Any) -> Any:
        return orig(game, game.active, *args, **kwargs)


# ---- tenth round --------------------------------------------------------------------------------
@mutant("h8b-equip-to-a-unit-you-own", rule="818.1.c.2", area="keywords", keyword="Equip",
        bug="Equip's 'Attach this gear to a unit you control' is read by ownership: a unit the player controls but "
            "does not own can't be chosen, one they own but do not control can",
        kill="Equip onto a unit A controls and B owns: accepted and attached")
def _(p: Patcher) -> None:
    @p.wrap(f"{CHAIN}:all_activated")
    def all_activated(orig: Any, game: Any, o: Any, *args: Any, **kwargs: Any) -> Any:
        out = orig(game, o, *args, **kwargs)
        return [dataclasses.replace(ab, targets=[dataclasses.replace(
                    ab.targets[0], where=lambda g, u, pl, i: u.owner == pl)]) if ab.text == "[Equip]" else ab
                for ab in out]


@mutant("h8b-bonus-damage-spells-only", rule="714", area="game actions",
        bug="'Your spells and abilities deal 1 Bonus Damage' is added to spells only, not to abilities",
        kill="rule-713-bonus-damage-added-to-an-abilitys-deal: the Deathknell's 'deal 2' deals 3")
def _(p: Patcher) -> None:
    mod = p.module(ADD)

    @p.wrap(f"{INSTR}:Resolution.damage")
    def damage(orig: Any, self: Any, *args: Any, **kwargs: Any) -> Any:
        if self.is_spell:
            return orig(self, *args, **kwargs)
        bonus = mod.bonus_damage
        mod.bonus_damage = lambda game, player: 0
        try:
            return orig(self, *args, **kwargs)
        finally:
            mod.bonus_damage = bonus


@mutant("h8b-trigger-opened-flag-kept", rule="346.1", area="priority and focus",
        bug="once a triggered ability opened a chain, later chains in the showdown count as opened by a trigger too "
            "(the record is not cleared when the chain empties): focus never passes again",
        kill="in a showdown, after a trigger chain, a player plays an Action spell; when it resolves focus passes")
def _(p: Patcher) -> None:
    @p.wrap(f"{CHAIN}:pass_priority")
    def pass_priority(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        was = game.chain_opened_by_trigger
        out = orig(game, *args, **kwargs)
        if was and not game.chain:
            game.chain_opened_by_trigger = True
        return out

    @p.wrap(f"{CHAIN}:play")
    def play(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        was = game.chain_opened_by_trigger
        out = orig(game, *args, **kwargs)
        if was:
            game.chain_opened_by_trigger = True
        return out


@mutant("h8b-passes-kept-after-a-resolution", rule="339.1", area="priority and focus",
        bug="the count of passes is not restarted after the newest item resolves: the next item resolves after a "
            "single pass",
        kill="two spells on the chain: after the first resolves, one pass does not resolve the second")
def _(p: Patcher) -> None:
    @p.wrap(f"{CHAIN}:pass_priority")
    def pass_priority(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        before = len(game.chain)
        out = orig(game, *args, **kwargs)
        if game.chain and len(game.chain) < before:
            game.passes = max(game.passes, 1)
        return out
