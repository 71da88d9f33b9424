"""Keyword mutants for the keyword rules written once in ``reference_engine/keywords.py`` (issue 10: Backline,
Hunt, Level, Ambush, Quick-Draw, Deathknell, Vision, Empower/Empowered, granted and removed keywords, Equip
and Repeat instances, Weaponmaster, Unique, Accelerate) and for the additional rules of
``reference_engine/additional.py`` (bonus damage, buffs, additional turns). Each names the case that kills it."""
from __future__ import annotations

from typing import Any

from mutants import Patcher, call, mutant

KW = "reference_engine.keywords"
ADD = "reference_engine.additional"
CHAIN = "reference_engine.chain"
COSTS = "reference_engine.costs"
LAYERS = "reference_engine.layers"
TRIG = "reference_engine.triggers"



def _one_instance_triggers(p: Patcher, target: str, text: str) -> None:
    """Several instances of a keyword trigger (Deathknell, Vision) counted as one: only the first is kept."""
    @p.wrap(target)
    def keyword_triggers(orig: Any, *args: Any, **kwargs: Any) -> Any:
        out, seen = [], False
        for trigger in orig(*args, **kwargs):
            if trigger.text == text:
                if seen:
                    continue
                seen = True
            out.append(trigger)
        return out

# ---- combat: Backline (826) ---------------------------------------------------------------------------
@mutant("backline-ignored-in-assignment", rule="826.3", area="keywords", keyword="Backline",
        bug="Backline units may be assigned combat damage before the others",
        kill="rule-826-3-backline-assigned-last: the plain defender must take lethal first")
def _(p: Patcher) -> None:
    @p.wrap(f"{KW}:assignment_groups")
    def assignment_groups(orig: Any, game: Any, victims: Any, *args: Any, **kwargs: Any) -> Any:
        tanks, others, backline = orig(game, victims, *args, **kwargs)
        return [tanks, others + backline, []]


@mutant("backline-first", rule="826.4.b", area="keywords", keyword="Backline",
        bug="Backline read as 'assigned first' (like Tank)",
        kill="rule-826-4-b-two-backline-units-either-order: the non-Backline attacker takes lethal first")
def _(p: Patcher) -> None:
    @p.wrap(f"{KW}:assignment_groups")
    def assignment_groups(orig: Any, game: Any, victims: Any, *args: Any, **kwargs: Any) -> Any:
        tanks, others, backline = orig(game, victims, *args, **kwargs)
        return [tanks + backline, others, []]


# ---- Hunt (823) and XP (728-733 [R3]) ---------------------------------------------------------------------
@mutant("hunt-on-hold-only", rule="823.1.b", area="keywords", keyword="Hunt",
        bug="Hunt gains XP when its battlefield is held but not when it conquers",
        kill="rule-823-1-c-1-hunt-gains-xp-on-conquer")
def _(p: Patcher) -> None:
    @p.wrap(f"{KW}:_conquered_or_held")
    def _conquered_or_held(orig: Any, game: Any, me: Any, ev: Any, *args: Any, **kwargs: Any) -> Any:
        return None if ev["type"] == "conquer" else orig(game, me, ev, *args, **kwargs)


@mutant("hunt-value-ignored", rule="823.1.c.3", area="keywords", keyword="Hunt",
        bug="Hunt gains 1 XP whatever its Hunt Value (Hunt 2 counted as Hunt)",
        kill="rule-823-1-c-1-hunt-gains-xp-on-conquer: Hunt 2 gains 2")
def _(p: Patcher) -> None:
    @p.wrap(f"{KW}:_conquered_or_held")
    def _conquered_or_held(orig: Any, *args: Any, **kwargs: Any) -> Any:
        info = orig(*args, **kwargs)
        return None if info is None else {**info, "hunt": 1}


@mutant("hunt-instances-trigger-separately-with-their-own-value", rule="823.2", area="keywords", keyword="Hunt",
        bug="a granted Hunt is not added to the printed one (only the first instance's value counts)",
        kill="rule-823-2-hunt-values-summed: Hunt + Hunt 2 gains 3")
def _(p: Patcher) -> None:
    keywords = p.original(f"{LAYERS}:keywords")

    @p.wrap(f"{KW}:_conquered_or_held")
    def _conquered_or_held(orig: Any, game: Any, me: Any, *args: Any, **kwargs: Any) -> Any:
        info = orig(game, me, *args, **kwargs)
        if info is None:
            return None
        first = next((k for k in keywords(game, me) if k.split(" ")[0] == "Hunt"), "Hunt")
        return {**info, "hunt": int(first.split(" ")[1]) if " " in first else 1}


@mutant("xp-to-the-opponent", rule="823.1.c.1", area="keywords", keyword="Hunt",
        bug="Hunt's XP goes to the opponent of the unit's controller",
        kill="rule-823-1-b-hunt-on-hold: A gains 1 XP")
def _(p: Patcher) -> None:
    opponents = p.original("reference_engine.seats:opponents")

    @p.wrap(f"{ADD}:gain_xp")
    def gain_xp(orig: Any, game: Any, player: Any, *args: Any, **kwargs: Any) -> Any:
        return orig(game, opponents(game, player)[0], *args, **kwargs)


# ---- Level (824) and dependent keywords (727 [R4]) ---------------------------------------------------------
@mutant("level-counts-owner-xp", rule="824.1.c.1", area="keywords", keyword="Level",
        bug="Level reads the XP of the card's owner, not its current controller",
        kill="rule-824-1-c-1-level-follows-the-new-controllers-xp (Hostile Takeover)")
def _(p: Patcher) -> None:
    level_active = p.original(f"{KW}:level_active")

    @p.wrap(f"{KW}:dependent_active")
    def dependent_active(orig: Any, game: Any, o: Any, keyword: str, *args: Any, **kwargs: Any) -> Any:
        if keyword.startswith("Level "):
            return level_active(game, o.owner, int(keyword.split(" ")[1]))
        return orig(game, o, keyword, *args, **kwargs)


@mutant("level-needs-more-than-n", rule="824.1.b.1", area="keywords", keyword="Level",
        bug="Level N needs more than N XP ('N or more' read as 'more than N')",
        kill="rule-824-1-c-level-active-with-n-xp: active at exactly 3 XP")
def _(p: Patcher) -> None:
    @p.wrap(f"{KW}:level_active")
    def level_active(orig: Any, game: Any, player: Any, n: Any, *args: Any, **kwargs: Any) -> Any:
        return orig(game, player, n + 1, *args, **kwargs)


@mutant("empowered-ability-always-off", rule="828.1.c", area="keywords", keyword="Empowered",
        bug="an Empowered dependent ability never becomes active",
        kill="rule-828-1-c-empowered-ability-while-empowered")
def _(p: Patcher) -> None:
    @p.wrap(f"{KW}:dependent_active")
    def dependent_active(orig: Any, game: Any, o: Any, keyword: str, *args: Any, **kwargs: Any) -> Any:
        return False if keyword == "Empowered" else orig(game, o, keyword, *args, **kwargs)


@mutant("empower-while-empowered", rule="827.1.c.1", area="keywords", keyword="Empower",
        bug="Empower can be activated again while its permanent is already Empowered",
        kill="rule-827-1-c-1-empower-only-if-not-empowered: the second activation is rejected")
def _(p: Patcher) -> None:
    @p.wrap(f"{CHAIN}:all_activated")
    def all_activated(orig: Any, *args: Any, **kwargs: Any) -> Any:
        out = orig(*args, **kwargs)
        for ab in out:
            if ab.text == "[Empower]":
                ab.condition = None
        return out


# ---- timing and location: Ambush (822), Quick-Draw (819) ------------------------------------------------
@mutant("ambush-without-units", rule="822.3", area="keywords", keyword="Ambush",
        bug="Ambush lets a unit be played to a battlefield where its player controls no units",
        kill="rule-822-3-ambush-needs-your-units-there: bf2 is rejected")
def _(p: Patcher) -> None:
    @p.wrap(f"{KW}:ambush_permits")
    def ambush_permits(orig: Any, game: Any, o: Any, player: Any, dest: Any, *args: Any, **kwargs: Any) -> Any:
        if orig(game, o, player, dest, *args, **kwargs):
            return True
        return game.is_bf(dest) and any(k == "Ambush" or k.startswith("Ambush ")
                                        for k in p.original("reference_engine.behaviour:printed_keywords")(o))


@mutant("ambush-no-reaction", rule="822.1.b", area="keywords", keyword="Ambush",
        bug="Ambush only adds the location: the unit does not have Reaction while played there",
        kill="rule-822-1-b-ambush-reaction-only-to-a-battlefield-with-your-units")
def _(p: Patcher) -> None:
    @p.wrap(f"{CHAIN}:timing_ok")
    def timing_ok(orig: Any, game: Any, player: Any, o: Any, *args: Any, **kwargs: Any) -> Any:
        if o.zone != "facedown" and game.chain and any(
                k == "Ambush" for k in p.original("reference_engine.behaviour:printed_keywords")(o)):
            return call(orig, (game, player, o) + args, kwargs, reaction=False)
        return orig(game, player, o, *args, **kwargs)


@mutant("quick-draw-not-attached", rule="819.1.d", area="keywords", keyword="Quick-Draw",
        bug="a gear with Quick-Draw enters unattached (its play trigger does nothing)",
        kill="rule-819-1-d-quick-draw-attaches-when-played")
def _(p: Patcher) -> None:
    p.replace(f"{KW}:_quick_draw_attach", lambda r: None)


@mutant("quick-draw-no-reaction", rule="819.1.b", area="keywords", keyword="Quick-Draw",
        bug="Quick-Draw does not give Reaction: the gear can't be played while the chain is open",
        kill="rule-819-1-b-quick-draw-has-reaction")
def _(p: Patcher) -> None:
    printed = p.original("reference_engine.behaviour:printed_keywords")

    @p.wrap(f"{KW}:has_reaction")
    def has_reaction(orig: Any, game: Any, o: Any, *args: Any, **kwargs: Any) -> Any:
        return "Reaction" in printed(o) + [k for k, _ in o.granted]


# ---- triggered keywords: Deathknell (808), Vision (817) ------------------------------------------------------
@mutant("deathknell-only-on-kill", rule="808.1.d", area="keywords", keyword="Deathknell",
        bug="Deathknell triggers only when the permanent is killed by a kill instruction, not when it dies of lethal damage",
        kill="rule-808-2-each-deathknell-triggers-separately (a death in combat)")
def _(p: Patcher) -> None:
    @p.wrap(f"{KW}:_died")
    def _died(orig: Any, game: Any, me: Any, ev: Any, *args: Any, **kwargs: Any) -> Any:
        return None if ev.get("cause") != "kill" else orig(game, me, ev, *args, **kwargs)


@mutant("deathknell-once-per-permanent", rule="808.2", area="keywords", keyword="Deathknell",
        bug="a permanent with two Deathknells triggers once",
        kill="rule-808-2-each-deathknell-triggers-separately")
def _(p: Patcher) -> None:
    _one_instance_triggers(p, f"{KW}:keyword_triggers", "[Deathknell]")


@mutant("dependent-deathknell-always-on", rule="727.1.c.1", area="keywords", keyword="Level",
        bug="a Deathknell that a dependent ability gives triggers even when the condition did not hold as the unit died",
        kill="a unit with [Level 2][>] [Deathknell][>] Draw 1 dies while its controller has 1 XP; expect no draw")
def _(p: Patcher) -> None:
    behaviour_of = p.original("reference_engine.behaviour:behaviour_of")

    @p.wrap(f"{KW}:keyword_triggers")
    def keyword_triggers(orig: Any, game: Any, o: Any, *args: Any, **kwargs: Any) -> Any:
        known = o.data.get("last_known") or {}
        if o.zone != "trash" or "keywords" not in known:
            return orig(game, o, *args, **kwargs)
        texts = getattr(behaviour_of(o), "keyword_text", None) or {}
        extra = [k for t in texts.values() if isinstance(t, dict) for k in t.get("keywords", [])
                 if k not in known["keywords"]]
        saved = known["keywords"]
        known["keywords"] = saved + extra
        try:
            return orig(game, o, *args, **kwargs)
        finally:
            known["keywords"] = saved


@mutant("vision-once", rule="817.2", area="keywords", keyword="Vision",
        bug="two instances of Vision trigger once",
        kill="rule-817-2-each-vision-triggers-separately")
def _(p: Patcher) -> None:
    _one_instance_triggers(p, f"{TRIG}:keyword_triggers", "[Vision]")


# ---- granted and removed keywords (801.3) --------------------------------------------------------------------
@mutant("keyword-loss-ignored", rule="801.3.b", area="keywords", keyword="Tank",
        bug="an effect that removes a keyword does nothing",
        kill="rule-815-1-b-tank-removed-by-an-effect")
def _(p: Patcher) -> None:
    @p.wrap(f"{LAYERS}:keywords")
    def keywords(orig: Any, game: Any, o: Any, *args: Any, **kwargs: Any) -> Any:
        kept = game.effects
        game.effects = [e for e in kept if e.kind != "lose-keyword"]
        try:
            return orig(game, o, *args, **kwargs)
        finally:
            game.effects = kept


@mutant("granted-keyword-ends-with-the-turn", rule="801.3.a.3", area="keywords", keyword="Deflect",
        bug="a keyword granted with no duration ends at the end of the turn",
        kill="rule-801-3-a-3-granted-keyword-without-duration")
def _(p: Patcher) -> None:
    @p.wrap("reference_engine.turn:end_of_turn")
    def end_of_turn(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        for o in game.objects.values():
            o.granted = [(k, "turn" if d == "permanent" else d) for k, d in o.granted]
        return orig(game, *args, **kwargs)


# ---- Equip, Repeat, Weaponmaster, Accelerate, Unique ----------------------------------------------------------
@mutant("equip-first-instance-only", rule="818.4", area="keywords", keyword="Equip",
        bug="only a gear's first Equip ability exists",
        kill="rule-818-4-each-equip-instance-is-its-own-ability")
def _(p: Patcher) -> None:
    @p.wrap("reference_engine.costs:keyword_costs")
    def keyword_costs(orig: Any, o: Any, keyword: Any, *args: Any, **kwargs: Any) -> Any:
        return orig(o, keyword, *args, **kwargs)[:1]


@mutant("weaponmaster-needs-equip", rule="821.1.c.1", area="keywords", keyword="Weaponmaster",
        bug="Weaponmaster can only choose an Equipment that has an Equip ability",
        kill="rule-821-1-c-4-equipment-without-equip-cant-be-paid: the Equipment is offered")
def _(p: Patcher) -> None:
    has_printed_keyword = p.original("reference_engine.behaviour:has_printed_keyword")

    @p.wrap(f"{TRIG}:_weaponmaster")
    def _weaponmaster(orig: Any, *args: Any, **kwargs: Any) -> Any:
        trig = orig(*args, **kwargs)
        spec = trig.targets[0]
        where = spec.where
        spec.where = lambda g, o, pl, i: where(g, o, pl, i) and has_printed_keyword(o, "Equip")
        return trig


@mutant("accelerate-charged-per-instance", rule="805.4", area="keywords", keyword="Accelerate",
        bug="each instance of Accelerate adds its cost",
        kill="rule-805-4-accelerate-instances-redundant")
def _(p: Patcher) -> None:
    count = p.original("reference_engine.behaviour:printed_keywords")

    @p.wrap(f"{COSTS}:play_cost")
    def play_cost(orig: Any, game: Any, player: Any, o: Any, item: Any, pay_opts: Any, *args: Any,
                  **kwargs: Any) -> Any:
        cost = orig(game, player, o, item, pay_opts, *args, **kwargs)
        if pay_opts.get("accelerate"):
            for _ in range(count(o).count("Accelerate") - 1):
                cost = cost + p.original("reference_engine.costs:accelerate_cost")(
                    p.original("reference_engine.behaviour:domains")(o))
        return cost


@mutant("unique-one-in-play", rule="825.3", area="keywords", keyword="Unique",
        bug="a Unique card can't be played while one of the same name is on the board (a 'legend rule')",
        kill="rule-825-3-unique-no-effect-during-gameplay")
def _(p: Patcher) -> None:
    printed = p.original("reference_engine.behaviour:printed_keywords")
    name = p.original("reference_engine.behaviour:name")

    @p.wrap(f"{CHAIN}:check_play_location")
    def check_play_location(orig: Any, game: Any, player: Any, o: Any, *args: Any, **kwargs: Any) -> Any:
        if "Unique" in printed(o) and any(u is not o and name(u) == name(o) for u in game.on_board()):
            from reference_engine.game import IllegalAction

            raise IllegalAction("a Unique card with that name is already on the board")
        return orig(game, player, o, *args, **kwargs)


# ---- additional rules: bonus damage (712-715), buffs (702), additional turns (734-738 [R3]) ------------------
@mutant("bonus-damage-after-prevention", rule="715.4", area="game actions",
        bug="Bonus Damage is added after replacement effects (a fully prevented deal still deals the bonus)",
        kill="rule-715-4-no-bonus-when-no-damage-is-dealt")
def _(p: Patcher) -> None:
    bonus = p.original(f"{ADD}:bonus_damage")
    deal = p.original("reference_engine.actions:deal_damage")

    @p.wrap("reference_engine.instructions:Resolution.damage")
    def damage(orig: Any, self: Any, o: Any, amount: Any, *args: Any, **kwargs: Any) -> Any:
        extra = bonus(self.game, self.controller)
        if amount <= 0 or not extra:
            return orig(self, o, amount, *args, **kwargs)
        done = deal(self.game, o, amount, self.source_alias, spell=self.source_alias if self.is_spell else None,
                    by_player=self.controller)
        if not done:
            done = deal(self.game, o, extra, self.source_alias, by_player=self.controller, replaced=True)
        if done:
            self.damaged.append(o.uid)
        return done


@mutant("bonus-damage-from-every-player", rule="714", area="game actions",
        bug="Bonus Damage from an opponent's source also applies to a player's spells",
        kill="rule-714-bonus-damage-instances-summed: B's source adds nothing to A's spell")
def _(p: Patcher) -> None:
    behaviour_of = p.original("reference_engine.behaviour:behaviour_of")

    @p.wrap(f"{ADD}:bonus_damage")
    def bonus_damage(orig: Any, game: Any, player: Any, *args: Any, **kwargs: Any) -> Any:
        return sum(max(behaviour_of(s).bonus_damage(game, s, "A"), behaviour_of(s).bonus_damage(game, s, "B"))
                   for s in list(game.on_board()))


@mutant("spend-buff-of-any-unit", rule="702.2.b.2", area="game actions",
        bug="a player can spend the buff of a unit they don't control",
        kill="rule-702-2-b-spend-a-buff: B's unit keeps its buff")
def _(p: Patcher) -> None:
    @p.wrap(f"{ADD}:spend_buff")
    def spend_buff(orig: Any, game: Any, o: Any, player: Any, *args: Any, **kwargs: Any) -> Any:
        return orig(game, o, o.controller, *args, **kwargs)


@mutant("additional-turn-changes-the-turn-order", rule="737", area="turn phases",
        bug="after an additional turn the turn order goes on from its owner (the owner's regular turn is skipped)",
        kill="rule-738-additional-turn-of-the-other-player: B takes two turns in a row")
def _(p: Patcher) -> None:
    @p.wrap(f"{ADD}:next_turn_player")
    def next_turn_player(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        nxt = orig(game, *args, **kwargs)
        game.regular_turn = nxt
        return nxt


@mutant("additional-turn-after-the-opponents", rule="735", area="turn phases",
        bug="'take a turn after this' is queued after the opponent's next turn instead of right after this one",
        kill="rule-737-additional-turn-then-the-turn-order")
def _(p: Patcher) -> None:
    @p.wrap(f"{ADD}:take_turn_after")
    def take_turn_after(orig: Any, game: Any, player: Any, *args: Any, **kwargs: Any) -> Any:
        done = orig(game, player, *args, **kwargs)
        queue = game.turn_queue
        if queue and queue[0] == player and player == game.active:
            queue.pop(0)
            game.delayed_extra = getattr(game, "delayed_extra", 0) + 1
        return done

    @p.wrap(f"{ADD}:next_turn_player")
    def next_turn_player(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        nxt = orig(game, *args, **kwargs)
        if getattr(game, "delayed_extra", 0) and nxt != game.active:
            game.delayed_extra -= 1
            game.turn_queue.insert(0, game.active)
        return nxt


# ---- mutation hunt B (additional.py, instructions.py, choices.py) ------------------------------------
@mutant("additional-turns-queued-oldest-first", rule="738", area="turn phases",
        bug="a new additional turn is queued after the additional turns already queued, not right after the current "
            "turn (of two made this turn, the first made is taken first)",
        kill="rule-738-additional-turns-queued-in-the-order-they-resolve: D's turn comes before B's")
def _(p: Patcher) -> None:
    @p.wrap(f"{ADD}:take_turn_after")
    def take_turn_after(orig: Any, game: Any, player: Any, *args: Any, **kwargs: Any) -> Any:
        done = orig(game, player, *args, **kwargs)
        queue = game.turn_queue
        queue.append(queue.pop(0))
        return done


@mutant("xp-spend-all-refused", rule="730.2", area="game actions",
        bug="a player can spend XP only while they have more than the amount: spending exactly all of it does nothing",
        kill="rule-730-2-spend-exactly-the-xp-you-have: A keeps 3 XP")
def _(p: Patcher) -> None:
    @p.wrap(f"{ADD}:spend_xp")
    def spend_xp(orig: Any, game: Any, player: Any, n: Any, *args: Any, **kwargs: Any) -> Any:
        if game.players[player].xp == n:
            return False
        return orig(game, player, n, *args, **kwargs)


@mutant("bonus-damage-not-on-a-deal-of-1", rule="715.1", area="game actions",
        bug="Bonus Damage is added only to a Deal action of more than 1 damage",
        kill="rule-715-1-bonus-damage-added-to-a-deal-of-1: the 2 Might unit is dealt 1 and survives")
def _(p: Patcher) -> None:
    @p.wrap("reference_engine.instructions:Resolution.damage")
    def damage(orig: Any, self: Any, o: Any, amount: Any, *args: Any, **kwargs: Any) -> Any:
        if amount != 1:
            return orig(self, o, amount, *args, **kwargs)
        add = p.module(ADD)
        bonus = add.bonus_damage
        add.bonus_damage = lambda *a, **k: 0
        try:
            return orig(self, o, amount, *args, **kwargs)
        finally:
            add.bonus_damage = bonus


@mutant("dealt-damage-counts-as-not-done", rule="359.3.e.14", area="game actions",
        bug="a spell's Deal instruction reports that nothing happened even when damage was dealt, so a linked "
            "'If you do' after it never executes",
        kill="rule-359-3-e-14-a-if-you-do-deal-damage-then-draw: A draws nothing")
def _(p: Patcher) -> None:
    @p.wrap("reference_engine.instructions:Resolution.damage")
    def damage(orig: Any, *args: Any, **kwargs: Any) -> Any:
        return not orig(*args, **kwargs)


@mutant("modes-chosen-this-turn-forgotten", rule="402.1", area="triggers",
        bug="'choose one that hasn't been chosen this turn' (Aphelios, Exalted) offers every mode again: the modes "
            "chosen earlier this turn are not remembered",
        kill="rule-402-1-mode-chosen-this-turn-not-offered-again: choosing the buff mode again is accepted")
def _(p: Patcher) -> None:
    @p.wrap("reference_engine.choices:finalize_trigger")
    def finalize_trigger(orig: Any, game: Any, item: Any, *args: Any, **kwargs: Any) -> Any:
        game.objects[item.source].data.pop("modes_used", None)
        return orig(game, item, *args, **kwargs)


@mutant("repeat-executions-choices-reversed", rule="820.2.a", area="keywords", keyword="Repeat",
        bug="with several Repeat instances paid, the additional executions use their choices in reverse order "
            "(the last repeated execution's choices first)",
        kill="rule-820-2-a-two-repeated-executions-in-the-chosen-order: g3 is killed before g2")
def _(p: Patcher) -> None:
    @p.wrap(f"{CHAIN}:resolve_top")
    def resolve_top(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        item = game.chain[-1] if game.chain else None
        if item is not None and item.data.get("repeat_targets"):
            item.data["repeat_targets"] = list(reversed(item.data["repeat_targets"]))
        return orig(game, *args, **kwargs)


@mutant("granted-repeat-never-used-up", rule="820.1.d", area="keywords", keyword="Repeat",
        bug="The Academy's granted Repeat ('your next spell this turn') stays for every later spell of the turn",
        kill="rule-820-1-d-granted-repeat-used-up-by-the-next-spell-even-unpaid: zap2's Repeat is accepted")
def _(p: Patcher) -> None:
    @p.wrap(f"{COSTS}:repeat_cost")
    def repeat_cost(orig: Any, game: Any, player: str, *args: Any, **kwargs: Any) -> Any:
        grants = [e for e in game.effects if e.kind == "grant-repeat" and e.controller == player]
        cost = orig(game, player, *args, **kwargs)
        game.effects += [e for e in grants if e not in game.effects]
        return cost


@mutant("granted-repeat-cost-from-the-catalogue", rule="820.1.d", area="keywords", keyword="Repeat",
        bug="a granted Repeat 'equal to its base cost' reads the cost from the card catalogue only: a vanilla "
            "spell's granted Repeat costs nothing",
        kill="rule-820-1-d-granted-repeat-costs-the-base-cost-of-the-next-spell-only: two runes stay ready")
def _(p: Patcher) -> None:
    costs = p.module(COSTS)
    printed_cost = p.original(f"{COSTS}:printed_cost")
    card_data = p.original("reference_engine.behaviour:card_data")

    def catalogue_only(o: Any) -> tuple[int, int]:
        data = card_data(o.card_id)
        return int(data.get("energy_cost") or 0), int(data.get("power_cost") or 0)

    @p.wrap(f"{COSTS}:repeat_cost")
    def repeat_cost(orig: Any, *args: Any, **kwargs: Any) -> Any:
        costs.printed_cost = catalogue_only
        try:
            return orig(*args, **kwargs)
        finally:
            costs.printed_cost = printed_cost
