"""Mutants of :mod:`mutants.rules8_h8b` continued (part 2 of 3; the file is split to stay
readable: the hunt, its table and its triage are in the docstring of :mod:`mutants.rules8_h8b`)."""
from __future__ import annotations

from typing import Any
from mutants import Patcher, mutant
from mutants.rules8_h8b import ACTIONS, ADD, CHAIN, CHOICES, INSTR, KW, REMOVAL, REPL


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
