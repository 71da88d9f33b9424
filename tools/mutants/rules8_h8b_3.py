"""Mutants of :mod:`mutants.rules8_h8b` continued (part 3 of 3; the file is split to stay
readable: the hunt, its table and its triage are in the docstring of :mod:`mutants.rules8_h8b`)."""
from __future__ import annotations

import dataclasses
from typing import Any
from mutants import Patcher, mutant
from mutants.rules8_h8b import ACTIONS, ADD, CHAIN, CHOICES, INSTR, KW, REMOVAL, TRIG


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
