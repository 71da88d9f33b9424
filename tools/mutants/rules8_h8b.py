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
