"""Mutants of priority and focus, the chain, cleanups, showdowns, play timing, costs and targets (rules 318-348,
353-359; 359.3.e [R4]), and the single-point mutations the first mutation hunt found. Replacement effects and
(delayed) triggers are in :mod:`mutants.triggers`."""
from __future__ import annotations

import dataclasses
from typing import Any

from mutants import Patcher, arg, call, mutant

CHAIN = "reference_engine.chain"
COMBAT = "reference_engine.combat"
CLEANUP = "reference_engine.cleanup"
INSTR = "reference_engine.instructions"


def _other(p: str) -> str:
    return "B" if p == "A" else "A"


# ---- priority and focus -------------------------------------------------------------------------
@mutant("priority-one-pass-resolves", rule="339.1", area="priority and focus",
        bug="a single pass resolves the newest chain item: the other player never gets priority to respond",
        kill="A plays a spell and passes; expect B to hold priority (B's reaction accepted) before it resolves")
def _(p: Patcher) -> None:
    @p.wrap(f"{CHAIN}:pass_priority")
    def pass_priority(orig: Any, game: Any, player: str) -> None:
        if game.chain and game.priority == player:
            game.passes = max(game.passes, len(game.players) - 1)
        orig(game, player)


@mutant("priority-to-turn-player-after-resolve", rule="340.4", area="priority and focus",
        bug="after a chain item resolves the turn player gains priority, not the controller of the newest item",
        kill="a chain of the turn player's spell above the other player's; resolve 1; expect priority with the "
             "other player")
def _(p: Patcher) -> None:
    @p.wrap(f"{CHAIN}:pass_priority")
    def pass_priority(orig: Any, game: Any, player: str) -> None:
        before = len(game.chain)
        orig(game, player)
        if game.chain and len(game.chain) < before:
            game.priority = game.active


@mutant("focus-not-passed-when-chain-empties", rule="346", area="priority and focus",
        bug="when the chain empties during a showdown, focus stays with the player who had it",
        kill="in a showdown the focus holder plays an Action spell; it resolves; expect focus with the other player")
def _(p: Patcher) -> None:
    @p.wrap(f"{COMBAT}:chain_emptied")
    def chain_emptied(orig: Any, game: Any) -> None:
        sd = game.showdown
        focus = sd.focus if sd is not None else None
        orig(game)
        if sd is not None and game.showdown is sd and not sd.closing and not sd.controlled:
            sd.focus = game.priority = focus


@mutant("focus-passes-after-trigger-chain", rule="346.1", area="priority and focus",
        bug="focus also passes when the chain that empties was opened by a triggered ability",
        kill="a showdown opens with a trigger on the chain (an attack trigger); it resolves; expect focus still "
             "with the attacker")
def _(p: Patcher) -> None:
    @p.wrap(f"{COMBAT}:chain_emptied")
    def chain_emptied(orig: Any, game: Any) -> None:
        game.chain_opened_by_trigger = False
        orig(game)


@mutant("showdown-one-focus-pass-closes", rule="347.3.a", area="showdowns",
        bug="a showdown closes as soon as one player passes focus (not all players in sequence)",
        kill="a showdown; the focus holder passes; expect the showdown still open with focus on the other player")
def _(p: Patcher) -> None:
    @p.wrap(f"{COMBAT}:pass_focus")
    def pass_focus(orig: Any, game: Any, player: str) -> None:
        if game.showdown is not None and game.showdown.focus == player:
            game.showdown.focus_passes += 1
        orig(game, player)


# ---- showdowns ----------------------------------------------------------------------------------
@mutant("showdown-focus-to-other-player", rule="345", area="showdowns",
        bug="as a showdown begins, focus goes to the player who did not apply Contested",
        kill="move a unit to a battlefield; expect showdown focus (and priority) with the mover")
def _(p: Patcher) -> None:
    @p.wrap(f"{COMBAT}:begin")
    def begin(orig: Any, game: Any, b: Any) -> None:
        orig(game, b)
        if game.showdown is not None:
            game.showdown.focus = game.priority = _other(game.showdown.focus)


@mutant("showdown-becomes-combat-focus-attacks", rule="459.2.b.1", area="attacker and defender",
        bug="when a non-combat showdown becomes a combat, the focus holder becomes the attacker (not the player "
            "who applied Contested)",
        kill="a non-combat showdown; the other player's unit arrives while they hold focus; expect the first "
             "player to be the attacker")
def _(p: Patcher) -> None:
    @p.wrap(f"{COMBAT}:become_combat")
    def become_combat(orig: Any, game: Any, b: Any) -> None:
        contested, b.contested_by = b.contested_by, None  # the original falls back on the focus holder
        try:
            orig(game, b)
        finally:
            b.contested_by = contested


@mutant("showdown-noncombat-no-control", rule="348.2.a", area="showdowns",
        bug="a non-combat showdown ends without its only player establishing control of the battlefield",
        kill="move a unit to an empty uncontrolled battlefield; resolve the showdown; expect its controller set")
def _(p: Patcher) -> None:
    @p.wrap(f"{COMBAT}:establish_control")
    def establish_control(orig: Any, game: Any, b: Any) -> None:
        if game.showdown is not None and not game.showdown.combat and b.controller is None:
            b.contested_by = None
            return
        orig(game, b)


# ---- chain order --------------------------------------------------------------------------------
@mutant("chain-oldest-resolves-first", rule="340.1", area="chain order",
        bug="the oldest item on the chain resolves first",
        kill="two spells on the chain whose order shows (damage then kill); expect the newest to resolve first")
def _(p: Patcher) -> None:
    @p.wrap(f"{CHAIN}:resolve_top")
    def resolve_top(orig: Any, game: Any) -> None:
        if len(game.chain) > 1:
            game.chain.append(game.chain.pop(0))
        orig(game)


@mutant("cleanup-only-when-chain-empty", rule="319.5", area="cleanup",
        bug="cleanups are skipped while the chain has items: units with lethal damage die only when it is empty",
        kill="two spells on the chain; the first resolving deals lethal damage; expect the unit dead before the "
             "second resolves")
def _(p: Patcher) -> None:
    @p.wrap(f"{CLEANUP}:cleanup")
    def cleanup(orig: Any, game: Any) -> None:
        if not game.chain:
            orig(game)


# ---- cleanup ------------------------------------------------------------------------------------
@mutant("cleanup-lethal-needs-more-than-might", rule="323.5", area="cleanup",
        bug="a unit dies only when its damage exceeds its Might (not when it equals it)",
        kill="deal damage exactly equal to a unit's Might; expect it killed")
def _(p: Patcher) -> None:
    might = p.original("reference_engine.layers:might")

    def cleanup_might(game: Any, o: Any) -> Any:
        m = might(game, o)
        return None if m is None else m + 1
    p.replace(f"{CLEANUP}:might", cleanup_might, everywhere=False)


@mutant("cleanup-empty-battlefield-stays-controlled", rule="323.6", area="cleanup",
        bug="a battlefield left with no units stays controlled",
        kill="the only unit at a controlled battlefield dies (or leaves) in an open state; expect controller null")
def _(p: Patcher) -> None:
    @p.wrap(f"{CLEANUP}:_once")
    def once(orig: Any, game: Any) -> bool:
        before = {b.alias: b.controller for b in game.battlefields}
        changed = orig(game)
        for b in game.battlefields:
            if b.controller is None and before[b.alias] is not None and not game.units(b.alias):
                b.controller = before[b.alias]
        return changed


@mutant("cleanup-hidden-card-kept", rule="323.7", area="cleanup",
        bug="a hidden card stays at a battlefield its controller no longer controls",
        kill="A's only unit at bf1 (A's, with A's facedown card) is killed by A's spell; expect bf1 uncontrolled "
             "and the card in A's trash")
def _(p: Patcher) -> None:
    @p.wrap(f"{CLEANUP}:_once")
    def once(orig: Any, game: Any) -> bool:
        hidden = [o for o in game.objects.values() if o.zone == "facedown"]
        for o in hidden:
            o.zone = "facedown-unseen"  # the cleanup's hidden-card step sees none
        try:
            return orig(game)
        finally:
            for o in hidden:
                o.zone = "facedown"


@mutant("cleanup-stray-gear-not-recalled", rule="452.1", area="cleanup",
        bug="an unattached gear at a battlefield is not recalled to base in the cleanup",
        kill="a unit with an equipment at a battlefield dies; expect the equipment in base")
def _(p: Patcher) -> None:
    card_types = p.original("reference_engine.behaviour:card_types")

    @p.wrap(f"{CLEANUP}:_once")
    def once(orig: Any, game: Any) -> bool:
        moved = {}
        for g in game.objects.values():
            if g.zone == "board" and g.attached_to is None and game.is_bf(g.location) \
                    and "Gear" in card_types(game, g) and "Unit" not in card_types(game, g):
                moved[g.uid] = g.location
                g.attached_to = -1  # looks attached to the cleanup
        try:
            return orig(game)
        finally:
            for uid in moved:
                game.objects[uid].attached_to = None


@mutant("cleanup-runs-once", rule="322", area="cleanup",
        bug="a cleanup runs one pass only: a change it makes (a death lowering another unit's Might) does not "
            "start another cleanup at once",
        kill="a death in a cleanup makes a second unit's marked damage lethal (Lee Sin's +2 Might lost); expect "
             "that unit dead before the next chain item (a heal on it) resolves")
def _(p: Patcher) -> None:
    once = p.original(f"{CLEANUP}:_once")

    @p.wrap(f"{CLEANUP}:cleanup")
    def cleanup(orig: Any, game: Any) -> None:
        once(game)


@mutant("cleanup-late-arrival-no-designation", rule="323.2.a", area="attacker and defender",
        bug="a unit that arrives at the battlefield of a combat in progress gains no Attacker/Defender designation",
        kill="during a combat, move another unit of the attacker there (a spell); expect it to be an attacker and "
             "deal combat damage")
def _(p: Patcher) -> None:
    @p.wrap(f"{CLEANUP}:_designations")
    def designations(orig: Any, game: Any) -> None:
        sd = game.showdown
        if sd is None or not sd.combat:
            return orig(game)
        here = [u for u in game.units(sd.battlefield)]
        started = any(u.attacker or u.defender for u in here)
        fresh = [u for u in here if not (u.attacker or u.defender)] if started else []
        orig(game)
        for u in fresh:
            u.attacker = u.defender = False


@mutant("cleanup-designation-kept-elsewhere", rule="323.2.c", area="attacker and defender",
        bug="a unit that leaves the combat's battlefield keeps its Attacker/Defender designation",
        kill="during a combat, return an attacker to base (recall or move); expect attacker false")
def _(p: Patcher) -> None:
    @p.wrap(f"{CLEANUP}:_designations")
    def designations(orig: Any, game: Any) -> None:
        sd = game.showdown
        kept = {u.uid: (u.attacker, u.defender) for u in game.units()
                if sd is not None and u.location != sd.battlefield and (u.attacker or u.defender)}
        orig(game)
        for uid, (att, dfn) in kept.items():
            game.objects[uid].attacker, game.objects[uid].defender = att, dfn


@mutant("cleanup-no-victory-check", rule="323.1", area="victory",
        bug="the cleanup does not check for victory (only burn out does)",
        kill="a spell gives its controller the points to reach the Victory Score; expect game over")
def _(p: Patcher) -> None:
    p.replace(f"{CLEANUP}:_victory", lambda game: None)


@mutant("cleanup-showdown-staged-without-contester", rule="323.8.a", area="cleanup",
        bug="a battlefield contested while the chain is open stays staged after the contesting player's units there "
            "are gone: a showdown begins for a player with no units",
        kill="a chain moves a unit to an empty battlefield, then an older item kills it; expect no showdown")
def _(p: Patcher) -> None:
    p.replace(f"{CLEANUP}:_unstage_abandoned", lambda game: None)


@mutant("cleanup-showdown-begins-during-a-showdown", rule="344", area="showdowns",
        bug="a showdown staged at another battlefield begins as soon as the chain is empty, even while a showdown "
            "is in progress (it takes the place of the showdown in progress)",
        kill="during a showdown a spell moves a unit to an empty battlefield; expect the first showdown to go on, "
             "the second to begin when it ends")
def _(p: Patcher) -> None:
    @p.wrap(f"{CLEANUP}:_once")
    def _once(orig: Any, game: Any) -> bool:
        changed = orig(game)
        sd = game.showdown
        if sd is None or game.chain or sd.closing or sd.controlled:
            return changed
        staged = [b for b in game.battlefields if b.contested_by is not None and b.alias != sd.battlefield
                  and len({u.controller for u in game.units(b.alias)}) == 1]
        if staged:
            p.module(COMBAT).begin(game, staged[0])
            return True
        return changed


@mutant("combat-cleanup-kills-until-nothing-changes-before-healing", rule="324.2", area="combat damage",
        bug="the combat cleanup repeats its kill step until nothing changes and only then heals, so a unit made "
            "lethal by another's death in that cleanup (the source of its +[M]) dies instead of being healed",
        kill="Lee Sin, Centered and a buffed unit attack; Lee dies and the unit takes damage below its boosted Might; "
             "expect it healed and alive after the combat")
def _(p: Patcher) -> None:
    cleanup = p.module("reference_engine.cleanup")

    @p.wrap("reference_engine.cleanup:special_cleanup")
    def special_cleanup(orig: Any, game: Any, inserted: Any, *args: Any, **kwargs: Any) -> None:
        cleanup.cleanup(game)
        orig(game, inserted, *args, **kwargs)


# ---- play timing --------------------------------------------------------------------------------
@mutant("timing-any-card-in-showdown", rule="343.1.a", area="play timing",
        bug="cards without Action or Reaction can be played during a showdown",
        kill="in a showdown the focus holder tries to play a unit or a spell without Action: rejected; an Action "
             "spell accepted")
def _(p: Patcher) -> None:
    @p.wrap(f"{CHAIN}:timing_ok")
    def timing_ok(orig: Any, game: Any, player: str, o: Any, *args: Any, **kwargs: Any) -> Any:
        sd = game.showdown
        if sd is None or game.chain:
            return orig(game, player, o, *args, **kwargs)
        game.showdown, active, phase = None, game.active, game.phase
        game.active, game.phase = player, "action"
        try:
            return orig(game, player, o, *args, **kwargs)
        finally:
            game.showdown, game.active, game.phase = sd, active, phase


@mutant("timing-play-on-opponents-turn", rule="316.2.b", area="play timing",
        bug="the non-turn player may play cards in the turn player's neutral open state",
        kill="in A's action phase B tries to play a unit or spell: rejected; A's play of it accepted")
def _(p: Patcher) -> None:
    @p.wrap(f"{CHAIN}:timing_ok")
    def timing_ok(orig: Any, game: Any, player: str, o: Any, *args: Any, **kwargs: Any) -> Any:
        if game.showdown is None and not game.chain and player != game.active:
            return None
        return orig(game, player, o, *args, **kwargs)


@mutant("timing-abilities-in-closed-state", rule="381", area="play timing",
        bug="every activated ability can be activated in a closed state or on the opponent's turn (as if it had "
            "Reaction)",
        kill="a chain with the opponent's spell and turn.priority A in the setup; A activates Equip: rejected; "
             "once the chain has resolved: accepted")
def _(p: Patcher) -> None:
    @p.wrap(f"{CHAIN}:all_activated")
    def all_activated(orig: Any, game: Any, o: Any) -> list[Any]:
        return [dataclasses.replace(a, reaction=True) for a in orig(game, o)]


# ---- costs --------------------------------------------------------------------------------------
@mutant("cost-power-any-domain", rule="162.2.a", area="costs",
        bug="power of any domain pays a domain's power cost",
        kill="a player with only a rune of another domain tries to play a card with a power cost: rejected")
def _(p: Patcher) -> None:
    cost_type = p.original("reference_engine.costs:Cost")

    @p.wrap("reference_engine.costs:_plan")
    def plan(orig: Any, game: Any, player: str, cost: Any) -> Any:
        return orig(game, player, cost_type(cost.energy, ["A"] * len(cost.power)))


@mutant("cost-exhausted-runes-pay-energy", rule="414.1.b", area="costs",
        bug="an exhausted rune can be exhausted again to pay energy",
        kill="a player whose only runes are exhausted tries to play a card costing energy: rejected")
def _(p: Patcher) -> None:
    @p.wrap("reference_engine.costs:_plan")
    def plan(orig: Any, game: Any, player: str, cost: Any) -> Any:
        runes = game.players[player].runes
        flags = [r["exhausted"] for r in runes]
        for r in runes:
            r["exhausted"] = False
        try:
            return orig(game, player, cost)
        finally:
            for r, flag in zip(runes, flags):
                r["exhausted"] = flag


# ---- targets ------------------------------------------------------------------------------------
@mutant("target-requirements-not-rechecked", rule="359.3.e.2 [R4]", area="targets",
        bug="on resolution a target is illegal only if it changed zones, not if it no longer meets the choice's "
            "requirements",
        kill="a spell chooses 'a unit at a battlefield'; the unit is moved to base before it resolves; expect the "
             "instruction ignored")
def _(p: Patcher) -> None:
    @p.wrap(f"{INSTR}:Resolution.__init__")
    def init(orig: Any, self: Any, game: Any, item: Any, specs: Any, *args: Any, **kwargs: Any) -> None:
        orig(self, game, item, specs, *args, **kwargs)
        self._legal_at_start = [value is not None for _, value in zip(specs, list(item.targets) + [None] * len(specs))]


@mutant("target-new-object-same", rule="359.3.e.4 [R4]", area="targets",
        bug="a card that left the board and came back is still the object a spell or effect chose (rule 124 "
            "new objects not tracked)",
        kill="a unit chosen by a spell is returned to hand and replayed before the spell resolves; expect the "
             "instruction ignored")
def _(p: Patcher) -> None:
    @p.wrap("reference_engine.game:Game.live")
    def live(orig: Any, self: Any, ref: Any) -> Any:
        return None if ref is None else self.objects.get(ref[0])


@mutant("linked-ignored-still-executes", rule="359.3.e.14.a [R4]", area="targets",
        bug="a linked instruction executes even though the instruction it is linked to was ignored (mistarget)",
        kill="Hidden Blade's target leaves before it resolves; expect its controller does not draw 2")
def _(p: Patcher) -> None:
    @p.wrap(f"{INSTR}:Resolution.instruction")
    def instruction(orig: Any, self: Any, *args: Any, **kwargs: Any) -> int:
        linked = arg(orig, (self,) + args, kwargs, "linked")
        if linked is not None and self.outcomes[linked] == "ignored":
            return call(orig, (self,) + args, kwargs, linked=None)
        return orig(self, *args, **kwargs)


@mutant("linked-if-you-do-after-negated", rule="359.3.e.14.b [R4]", area="targets",
        bug="an 'if you do' instruction executes even though the action it refers to was negated",
        kill="an 'if you do' instruction after an action that a replacement or a 'can't' negates; expect it "
             "not executed")
def _(p: Patcher) -> None:
    @p.wrap(f"{INSTR}:Resolution.instruction")
    def instruction(orig: Any, self: Any, *args: Any, **kwargs: Any) -> int:
        return call(orig, (self,) + args, kwargs, if_you_do=False)


@mutant("target-cant-be-chosen-ignored", rule="757 [R4]", area="targets",
        bug="'can't be chosen' restrictions are ignored when choosing targets",
        kill="try to choose a unit that can't be chosen by enemy spells: rejected; a legal choice accepted")
def _(p: Patcher) -> None:
    @p.wrap("reference_engine.actions:forbidden")
    def forbidden(orig: Any, game: Any, action: str, **kw: Any) -> bool:
        return False if action == "choose" else orig(game, action, **kw)


@mutant("repeat-execution-keeps-first-legality", rule="359.3.e.9", area="targets",
        bug="a repeated execution (Repeat) keeps the legality its choices had as the spell began to resolve, so a unit "
            "the first execution moved to its base is still 'a unit at a battlefield' for the second",
        kill="repeated Hidden Blade on one unit whose first kill Zhonya's Hourglass replaces (recall to base); expect "
             "no second kill and no second draw")
def _(p: Patcher) -> None:
    @p.wrap("reference_engine.instructions:Resolution.__init__")
    def init(orig: Any, self: Any, game: Any, item: Any, specs: Any, *args: Any, **kwargs: Any) -> None:
        orig(self, game, item, specs, *args, **kwargs)
        key = (id(item), tuple(map(str, item.targets)))
        kept = item.data.setdefault("_mutant_legal", {})
        if key in kept:
            self._legal_at_start = list(kept[key])
        else:
            kept[key] = list(self._legal_at_start)


# ---- found by the mutation hunt (single-point mutations of the engine that no case caught) ----------
@mutant("focus-stays-with-attacker-all-combat", rule="346, 459.2.c", area="priority and focus",
        bug="after a showdown becomes a combat the attacker keeps focus every time a chain empties, not only once",
        kill="rule-346-focus-passes-after-the-chain-that-made-a-showdown-a-combat: after the combat forms, the "
             "attacker's Action spell resolves; expect focus with the defender")
def _(p: Patcher) -> None:
    @p.wrap(f"{COMBAT}:chain_emptied")
    def chain_emptied(orig: Any, game: Any) -> None:
        sd = game.showdown
        kept = sd is not None and sd.focus_to_attacker
        orig(game)
        if kept and game.showdown is sd:
            sd.focus_to_attacker = True


@mutant("empty-battlefield-kept-during-any-showdown", rule="323.6", area="cleanup",
        bug="while any showdown is ongoing, no battlefield left without units becomes uncontrolled (not only the "
            "showdown's own)",
        kill="rule-323-6-empty-battlefield-uncontrolled-during-a-showdown-elsewhere: in a showdown at bf1 kill B's "
             "only unit at bf2; expect bf2 uncontrolled")
def _(p: Patcher) -> None:
    @p.wrap(f"{CLEANUP}:_once")
    def _once(orig: Any, game: Any) -> bool:
        sd = game.showdown
        before = {b.alias: b.controller for b in game.battlefields} if sd is not None else {}
        changed = orig(game)
        for b in game.battlefields:
            if before.get(b.alias) is not None and b.controller is None and b.alias != sd.battlefield \
                    and not game.units(b.alias):
                b.controller = before[b.alias]
        return changed


@mutant("replacement-order-asked-for-one-death", rule="373", area="replacement",
        bug="when several units die in one cleanup, their controller is asked to order a replacement effect "
            "even if it applies to only one of those deaths",
        kill="rule-373-zhonyas-applies-to-the-only-friendly-death-without-a-choice: a friendly and an enemy unit "
             "die with Zhonya's Hourglass out; expect no decision asked")
def _(p: Patcher) -> None:
    replacement = p.module("reference_engine.replacement")
    cleanup = p.module(CLEANUP)

    @p.wrap(f"{CLEANUP}:_replacement_order")
    def _replacement_order(orig: Any, game: Any, dying: list[Any]) -> list[Any]:
        if len(dying) >= 2:
            seen: dict[str, tuple[str, list[Any]]] = {}
            for u in dying:
                for r in replacement.gather(game, cleanup._death(u)):
                    seen.setdefault(r.key, (r.controller, []))[1].append(u)
            for controller, units in seen.values():
                if len(units) == 1:
                    game.ask("choose-target", controller, [game.alias_of(units[0].uid)],
                             "apply the replacement effect to which unit's death first? (373)")
        return orig(game, dying)


@mutant("repeat-execution-not-credited-to-spell", rule="820.1.d", area="game actions",
        bug="what a Repeat execution of a spell kills or damages is not credited to the spell: a unit only the "
            "repeated execution kills is not 'killed with a spell'",
        kill="rule-820-1-d-kill-by-the-repeated-execution-is-a-kill-with-the-spell and "
             "rule-820-1-d-repeated-kill-instruction-is-a-kill-with-the-spell: Immortal Phoenix triggers")
def _(p: Patcher) -> None:
    base = p.original(f"{CHAIN}:Resolution")

    class _Unseen(list):  # still records the execution's kills, but adds nothing to the spell's
        def __iter__(self) -> Any:
            return iter(())

    class Resolution(base):  # type: ignore[misc, valid-type]
        def __init__(self, game: Any, item: Any, specs: Any) -> None:
            super().__init__(game, item, specs)
            if item.data.get("mutant-first-execution-seen"):
                self.kills, self.damaged = _Unseen(), _Unseen()
            item.data["mutant-first-execution-seen"] = True

    p.replace(f"{CHAIN}:Resolution", Resolution, everywhere=False)

    @p.wrap(f"{CHAIN}:resolve_top")
    def resolve_top(orig: Any, game: Any) -> None:
        if game.chain:
            game.chain[-1].data.pop("mutant-first-execution-seen", None)
        orig(game)


@mutant("play-from-opponents-hand", rule="419.1.a", area="play timing",
        bug="a player may play a card from another player's hand (only the card's zone is checked)",
        kill="rule-419-1-a-not-from-an-opponents-hand: A plays a unit in B's hand; expect it rejected")
def _(p: Patcher) -> None:
    @p.wrap(f"{CHAIN}:play")
    def play(orig: Any, game: Any, player: str, step: dict[str, Any]) -> None:
        o = game.obj(step["play"])
        owner = o.owner
        if o.zone == "hand" and owner != player:
            o.owner = player
        try:
            orig(game, player, step)
        finally:
            o.owner = owner
