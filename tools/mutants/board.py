"""Mutants of the game actions, layers, movement, recalls, hiding, combat damage and the attacker and
defender designations (rules 056, 124, 144, 413-453, 454-461, 468-475, 701-703, 716)."""
from __future__ import annotations

from typing import Any

from mutants import Patcher, arg, mutant

ACTIONS = "reference_engine.actions"
COMBAT = "reference_engine.combat"
LAYERS = "reference_engine.layers"
MOVE = "reference_engine.movement"


def _other(p: str) -> str:
    return "B" if p == "A" else "A"


# ---- game actions -------------------------------------------------------------------------------
@mutant("action-draw-from-bottom", rule="413.1", area="game actions",
        bug="cards are drawn from the bottom of the main deck",
        kill="a deck of two or more known cards; draw 1; expect the top card in hand")
def _(p: Patcher) -> None:
    @p.wrap(f"{ACTIONS}:draw")
    def draw(orig: Any, game: Any, player: str, *args: Any, **kwargs: Any) -> int:
        deck = game.players[player].deck
        deck.reverse()
        try:
            return orig(game, player, *args, **kwargs)
        finally:
            game.players[player].deck.reverse()


@mutant("action-to-controllers-zone", rule="056.2", area="game actions",
        bug="a card leaving the board goes to its controller's zone (trash, hand) instead of its owner's",
        kill="a unit B owns and A controls dies; expect it in B's trash")
def _(p: Patcher) -> None:
    @p.wrap(f"{ACTIONS}:change_zone")
    def change_zone(orig: Any, game: Any, o: Any, zone: str, *args: Any, **kwargs: Any) -> None:
        owner = o.owner
        if zone in ("hand", "deck", "trash", "banishment") and o.controller not in (None, owner):
            o.owner = o.controller
        try:
            orig(game, o, zone, *args, **kwargs)
        finally:
            o.owner = owner


@mutant("action-buff-stacks", rule="702.3.a", area="game actions",
        bug="buffing an already buffed unit gives it another +1 Might",
        kill="buff a buffed unit; expect its Might unchanged")
def _(p: Patcher) -> None:
    give_might = p.original(f"{ACTIONS}:give_might")

    @p.wrap(f"{ACTIONS}:buff")
    def buff(orig: Any, game: Any, o: Any, *args: Any, **kwargs: Any) -> bool:
        if o.buffed and o.zone == "board":
            return give_might(game, o, 1, arg(orig, (game, o) + args, kwargs, "source"), duration="permanent")
        return orig(game, o, *args, **kwargs)


def _reports_done(p: Patcher, action: str, idle: Any) -> None:
    """The game action ``action`` (``actions.<action>(game, o, ...)``) reports that it happened, without
    doing anything, on an object for which ``idle(game, o)`` holds: an 'if you do' after it executes."""
    @p.wrap(f"{ACTIONS}:{action}")
    def done(orig: Any, game: Any, o: Any, *args: Any, **kwargs: Any) -> bool:
        return True if idle(game, o) else orig(game, o, *args, **kwargs)


@mutant("action-stun-stunned-happens", rule="423.1.a.1", area="game actions",
        bug="stun reports it happened on an already-stunned unit (so an 'if you do' after it executes)",
        kill="'Stun a unit. If you do, draw 1' on an already-stunned unit; expect no draw")
def _(p: Patcher) -> None:
    _reports_done(p, "stun", lambda game, o: o.stunned and o.zone == "board")


@mutant("action-ready-ready-happens", rule="415.1.c", area="game actions",
        bug="readying a ready unit reports it happened (so an 'if you do' after it executes)",
        kill="'Ready a unit. If you do, draw 1' on a ready unit; expect no draw")
def _(p: Patcher) -> None:
    _reports_done(p, "ready", lambda game, o: not o.exhausted)


@mutant("action-heal-undamaged-happens", rule="418.1", area="game actions",
        bug="healing an undamaged unit reports it happened (so an 'if you do' after it executes)",
        kill="'Heal a unit. If you do, draw 1' on an undamaged unit; expect no draw")
def _(p: Patcher) -> None:
    _reports_done(p, "heal", lambda game, o: o.damage == 0)


@mutant("action-recall-in-base-happens", rule="450", area="game actions",
        bug="recalling a unit already in base reports it happened (so an 'if you do' after it executes)",
        kill="'Recall a unit. If you do, ready it' on an exhausted unit in base; expect it still exhausted")
def _(p: Patcher) -> None:
    _reports_done(p, "recall", lambda game, o: o.zone == "board" and o.location == "base")


@mutant("action-kill-forbidden-happens", rule="054.1", area="game actions",
        bug="a kill forbidden by 'can't be killed' reports it happened (so an 'if you do' after it executes)",
        kill="'Kill a unit. If you do, draw 1' on a unit that can't be killed; expect it alive and no draw")
def _(p: Patcher) -> None:
    forbidden = p.original(f"{ACTIONS}:forbidden")
    _reports_done(p, "kill", lambda game, o: o.zone == "board" and forbidden(game, "kill", obj=o))


@mutant("action-stun-forbidden-happens", rule="054.1", area="game actions",
        bug="a stun forbidden by 'can't be stunned' reports it happened (so an 'if you do' after it executes)",
        kill="'Stun a unit. If you do, draw 1' on a unit that can't be stunned; expect it unstunned and no draw")
def _(p: Patcher) -> None:
    forbidden = p.original(f"{ACTIONS}:forbidden")
    _reports_done(p, "stun", lambda game, o: o.zone == "board" and not o.stunned and forbidden(game, "stun", obj=o))


@mutant("action-move-same-location-happens", rule="420.1", area="game actions",
        bug="moving a unit to the location it is already at is a move (an event; an 'if you do' after it executes)",
        kill="'Move a unit. If you do, ready it' naming the unit's own location; expect no move and it exhausted")
def _(p: Patcher) -> None:
    @p.wrap(f"{ACTIONS}:move")
    def move(orig: Any, game: Any, o: Any, dest: str, by: Any, *args: Any, **kwargs: Any) -> bool:
        if o.zone == "board" and o.location == dest:
            game.emit("move", object=game.alias_of(o.uid), player=by, **{"from": dest, "to": dest})
            return True
        return orig(game, o, dest, by, *args, **kwargs)


@mutant("action-done-reported-not", rule="359.3.e.14.b", area="game actions",
        bug="a move, return to hand or token replacement that happened reports it did not (an 'if you do' after it "
            "is skipped)",
        kill="'Move / Return / Replace a unit. If you do, ...'; expect the linked instruction executed")
def _(p: Patcher) -> None:
    for action in ("move", "return_to_hand", "replace_with_token"):
        @p.wrap(f"{ACTIONS}:{action}")
        def not_done(orig: Any, *args: Any, **kwargs: Any) -> bool:
            orig(*args, **kwargs)
            return False


@mutant("action-double-at-least-one", rule="432.1", area="game actions",
        bug="doubling gives at least +1 (a 0-Might unit's Might doubles to 1)",
        kill="double a 0-Might unit's Might; expect 0 and no Might given")
def _(p: Patcher) -> None:
    might = p.original(f"{LAYERS}:might")

    @p.wrap(f"{ACTIONS}:double_might")
    def double_might(orig: Any, game: Any, o: Any, source: Any, *args: Any, **kwargs: Any) -> bool:
        if o.zone == "board" and (might(game, o) or 0) <= 0:
            give = p.original(f"{ACTIONS}:give_might")
            return give(game, o, 1, source, duration=kwargs.get("duration", "turn"), item=kwargs.get("item"),
                        chosen=True)
        return orig(game, o, source, *args, **kwargs)


@mutant("action-gear-leaving-board-stays-attached", rule="435.1.b", area="game actions",
        bug="an attached gear that leaves the board (killed) stays attached to its unit",
        kill="kill an attached equipment; expect it in the trash attached to nothing and the unit's bonus gone")
def _(p: Patcher) -> None:
    @p.wrap(f"{ACTIONS}:change_zone")
    def change_zone(orig: Any, game: Any, o: Any, zone: str, *args: Any, **kwargs: Any) -> None:
        unit = o.attached_to
        orig(game, o, zone, *args, **kwargs)
        if unit is not None and zone != "board":
            o.attached_to = unit


@mutant("action-damage-dealer-not-recorded", rule="002", area="game actions",
        bug="damage dealt by a player's spell is not recorded as that player's damage (Elder Dragon never applies)",
        kill="Elder Dragon's controller deals 1 to an enemy 4 [M] unit; expect it dead")
def _(p: Patcher) -> None:
    @p.wrap(f"{ACTIONS}:deal_damage")
    def deal_damage(orig: Any, game: Any, target: Any, *args: Any, **kwargs: Any) -> bool:
        before = list(target.data.get("damaged_by", []))
        done = orig(game, target, *args, **kwargs)
        target.data["damaged_by"] = before
        return done


@mutant("action-zone-change-keeps-modifications", rule="124.1", area="game actions",
        bug="a card that changes zones keeps its temporary modifications (Might modifications, damage, buff)",
        kill="a unit with -2 Might this turn is returned to hand and replayed; expect its printed Might")
def _(p: Patcher) -> None:
    @p.wrap("reference_engine.state:Obj.reset_temporary")
    def reset_temporary(orig: Any, self: Any) -> None:
        kept = self.mods, self.damage, self.buffed
        orig(self)
        self.mods, self.damage, self.buffed = kept


@mutant("action-kill-ignores-cant", rule="054", area="game actions",
        bug="a 'can't be killed' restriction does not stop a kill instruction ('can' beats 'can't')",
        kill="a kill instruction on a unit that can't be killed; expect it alive (the kill negated)")
def _(p: Patcher) -> None:
    @p.wrap(f"{ACTIONS}:forbidden")
    def forbidden(orig: Any, game: Any, action: str, **kw: Any) -> bool:
        return False if action == "kill" else orig(game, action, **kw)


@mutant("action-effect-move-no-contest", rule="445", area="movement",
        bug="a unit moved by a spell or ability to a battlefield its controller does not control does not contest "
            "it (only standard moves start showdowns)",
        kill="a spell moves a unit to an enemy battlefield; expect a combat there")
def _(p: Patcher) -> None:
    @p.wrap(f"{ACTIONS}:move")
    def move(orig: Any, game: Any, o: Any, dest: str, *args: Any, **kwargs: Any) -> bool:
        contested = game.bf(dest).contested_by if game.is_bf(dest) else None
        moved = orig(game, o, dest, *args, **kwargs)
        if moved and not arg(orig, (game, o, dest) + args, kwargs, "standard") and game.is_bf(dest):
            game.bf(dest).contested_by = contested
        return moved


# ---- layers -------------------------------------------------------------------------------------
@mutant("layers-buff-no-might", rule="703", area="layers",
        bug="a buff does not give +1 Might",
        kill="buff a unit; expect its Might +1")
def _(p: Patcher) -> None:
    @p.wrap(f"{LAYERS}:might")
    def might(orig: Any, game: Any, o: Any) -> Any:
        m = orig(game, o)
        return m - 1 if m is not None and o.buffed and o.zone == "board" else m


@mutant("layers-equipment-bonus-ignored", rule="716", area="layers",
        bug="an attached equipment's Might bonus is not added to the unit",
        kill="attach a gear with might_bonus 2; expect the unit's Might +2")
def _(p: Patcher) -> None:
    bonus = p.original("reference_engine.behaviour:might_bonus_of")

    @p.wrap(f"{LAYERS}:might")
    def might(orig: Any, game: Any, o: Any) -> Any:
        m = orig(game, o)
        if m is None or o.zone != "board":
            return m
        return m - sum(bonus(g) for g in game.objects.values() if g.zone == "board" and g.attached_to == o.uid)


@mutant("layers-granted-keywords-ignored", rule="469 (ability layer)", area="layers",
        bug="keywords granted by effects (Cleave's Assault) are not part of a unit's abilities",
        kill="give a unit Assault with a spell; it attacks; expect its Might +1")
def _(p: Patcher) -> None:
    behaviour_of = p.original("reference_engine.behaviour:behaviour_of")
    printed = p.original("reference_engine.behaviour:printed_keywords")

    @p.wrap(f"{LAYERS}:keywords")
    def keywords(orig: Any, game: Any, o: Any) -> list[str]:
        return printed(o) if o.zone != "board" else list(behaviour_of(o).keywords(game, o))


@mutant("layers-set-might-ignores-modifications", rule="472.1.a.1", area="layers",
        bug="a 'Might becomes N' effect overrides every modification, instead of setting the base that the "
            "arithmetic layer then modifies",
        kill="a unit with -N Might this turn becomes a 4 Might unit; expect 4 - N")
def _(p: Patcher) -> None:
    @p.wrap(f"{LAYERS}:might")
    def might(orig: Any, game: Any, o: Any) -> Any:
        if o.zone == "board" and o.base_might_set is not None:
            return o.base_might_set[0]
        return orig(game, o)


@mutant("layers-copy-of-copy-printed", rule="472.1.b.3", area="layers",
        bug="copying a unit that is itself a copy gives the copied unit's printed card, not what it is a copy of",
        kill="a unit becomes a copy of a unit that is a copy (Shady Spectacles twice); expect the second copy's "
             "traits to be the first copy's")
def _(p: Patcher) -> None:
    p.replace("reference_engine.cards.ven.shady_spectacles:identity", lambda o: (o.card_id, o.vanilla),
              everywhere=False)


@mutant("layers-off-board-might-keeps-own-passives", rule="711", area="layers",
        bug="a unit off the board (trash, hand) keeps the Might its own passive abilities give it",
        kill="a unit with a dependent +Might that is active; kill it; expect its printed Might in the trash")
def _(p: Patcher) -> None:
    behaviour_of = p.original("reference_engine.behaviour:behaviour_of")

    @p.wrap(f"{LAYERS}:might")
    def might(orig: Any, game: Any, o: Any) -> Any:
        m = orig(game, o)
        if m is None or o.zone == "board":
            return m
        bonus = behaviour_of(o).might_bonus(game, o, o)
        return m + bonus if isinstance(bonus, int) else m


# ---- movement -----------------------------------------------------------------------------------
@mutant("move-exhausted-unit", rule="144.2", area="movement",
        bug="an exhausted unit can make a standard move",
        kill="an exhausted unit tries to move: rejected; a ready one moves")
def _(p: Patcher) -> None:
    @p.wrap(f"{MOVE}:standard_move")
    def standard_move(orig: Any, game: Any, player: str, aliases: list[str], dest: Any, *args: Any,
                      **kwargs: Any) -> None:
        for alias in aliases:
            if alias in game.aliases:
                game.obj(alias).exhausted = False
        orig(game, player, aliases, dest, *args, **kwargs)


@mutant("move-does-not-exhaust", rule="144.2", area="movement",
        bug="a standard move does not exhaust the units moved",
        kill="a ready unit moves; expect it exhausted")
def _(p: Patcher) -> None:
    @p.wrap(f"{MOVE}:standard_move")
    def standard_move(orig: Any, game: Any, player: str, aliases: list[str], dest: Any, *args: Any,
                      **kwargs: Any) -> None:
        units = [game.obj(a) for a in aliases if a in game.aliases]
        orig(game, player, aliases, dest, *args, **kwargs)
        for u in units:
            u.exhausted = False


@mutant("move-during-showdown", rule="144.1.c", area="movement",
        bug="a standard move can be made during a showdown",
        kill="during a showdown the turn player tries a standard move: rejected")
def _(p: Patcher) -> None:
    @p.wrap(f"{MOVE}:standard_move")
    def standard_move(orig: Any, game: Any, player: str, aliases: list[str], dest: Any, *args: Any,
                      **kwargs: Any) -> None:
        sd, game.showdown = game.showdown, None
        try:
            orig(game, player, aliases, dest, *args, **kwargs)
        finally:
            game.showdown = sd if game.showdown is None else game.showdown


@mutant("move-on-opponents-turn", rule="144.1.a", area="movement",
        bug="the non-turn player can make a standard move",
        kill="in A's action phase B tries to move a unit: rejected; A's move accepted")
def _(p: Patcher) -> None:
    @p.wrap(f"{MOVE}:standard_move")
    def standard_move(orig: Any, game: Any, player: str, aliases: list[str], dest: Any, *args: Any,
                      **kwargs: Any) -> None:
        active, game.active = game.active, player
        try:
            orig(game, player, aliases, dest, *args, **kwargs)
        finally:
            game.active = active


@mutant("move-split-destinations", rule="144.3.a", area="movement",
        bug="units moved together may go to different destinations",
        kill="move two units with to: [bf1, bf2], two battlefields the mover controls (so no showdown starts "
             "between the moves): rejected; to one battlefield accepted")
def _(p: Patcher) -> None:
    @p.wrap(f"{MOVE}:standard_move")
    def standard_move(orig: Any, game: Any, player: str, aliases: list[str], dest: Any, *args: Any,
                      **kwargs: Any) -> None:
        if isinstance(dest, list) and len(set(dest)) > 1 and len(dest) == len(aliases):
            for alias, to in zip(aliases, dest):
                orig(game, player, [alias], to, *args, **kwargs)
            return
        orig(game, player, aliases, dest, *args, **kwargs)


# ---- recall -------------------------------------------------------------------------------------
@mutant("recall-exhausts", rule="453.1", area="recall",
        bug="a recalled unit is exhausted",
        kill="recall a ready unit with a spell; expect it still ready")
def _(p: Patcher) -> None:
    exhaust = p.original(f"{ACTIONS}:exhaust")

    @p.wrap(f"{ACTIONS}:recall")
    def recall(orig: Any, game: Any, o: Any, *args: Any, **kwargs: Any) -> bool:
        done = orig(game, o, *args, **kwargs)
        if done:
            exhaust(game, o, arg(orig, (game, o) + args, kwargs, "source"))
        return done


@mutant("recall-is-a-move", rule="451", area="recall",
        bug="a recall is performed as a move to base: movement restrictions stop it and move triggers see it",
        kill="recall a unit from a battlefield units can't move to base from (Vilemaw's Lair); expect it in base "
             "and no move event")
def _(p: Patcher) -> None:
    move = p.original(f"{ACTIONS}:move")

    def recall(game: Any, o: Any, source: Any = None) -> bool:
        if o.zone != "board" or o.location == "base":
            return False
        moved = move(game, o, "base", None, source=source)
        if moved:
            o.attacker = o.defender = False
        return moved
    p.replace(f"{ACTIONS}:recall", recall)


# ---- hide ---------------------------------------------------------------------------------------
@mutant("hide-at-uncontrolled-battlefield", rule="421.1", area="hide",
        bug="a card can be hidden at a battlefield its player does not control",
        kill="hide a card with Hidden at an uncontrolled (or enemy) battlefield: rejected; at one you control: "
             "accepted")
def _(p: Patcher) -> None:
    @p.wrap(f"{MOVE}:hide")
    def hide(orig: Any, game: Any, player: str, alias: str, at: str, *args: Any, **kwargs: Any) -> None:
        b = game.bf(at) if game.is_bf(at) else None
        controller = b.controller if b is not None else None
        if b is not None:
            b.controller = player
        try:
            orig(game, player, alias, at, *args, **kwargs)
        finally:
            if b is not None:
                b.controller = controller


# ---- combat damage ------------------------------------------------------------------------------
@mutant("combat-stunned-unit-deals-damage", rule="423.1.b", area="combat damage",
        bug="a stunned unit contributes its Might to combat damage",
        kill="a stunned attacker or defender; expect the other side dealt no damage from it")
def _(p: Patcher) -> None:
    forbidden = p.original(f"{ACTIONS}:forbidden")
    p.replace(f"{COMBAT}:deals_combat_damage",
              lambda game, u: not forbidden(game, "deal-combat-damage", obj=u))


@mutant("combat-damage-not-simultaneous", rule="460.2.c.1.a", area="combat damage",
        bug="attackers deal their combat damage first; defenders it kills deal none",
        kill="a combat where each side has lethal damage for the other; expect both units dead")
def _(p: Patcher) -> None:
    cleanup = p.original("reference_engine.cleanup:cleanup")
    combat = p.module(COMBAT)
    deals = p.original(f"{COMBAT}:deals_combat_damage")

    @p.wrap(f"{COMBAT}:combat_damage")
    def combat_damage(orig: Any, game: Any, sd: Any) -> None:
        try:
            combat.deals_combat_damage = lambda g, u: u.attacker and deals(g, u)
            orig(game, sd)
            cleanup(game)  # the defenders killed by it die before they strike back
            combat.deals_combat_damage = lambda g, u: u.defender and deals(g, u)
            orig(game, sd)
        finally:
            combat.deals_combat_damage = deals


@mutant("combat-lethal-ignores-marked-damage", rule="460.2.c.3", area="combat damage",
        bug="the lethal damage a unit must be assigned ignores damage already marked on it",
        kill="two defenders, one with damage marked; the attacker's total is enough only if the marked damage "
             "counts; expect the assignment that kills both accepted")
def _(p: Patcher) -> None:
    @p.wrap(f"{COMBAT}:lethal_assignment")
    def lethal_assignment(orig: Any, game: Any, v: Any, *args: Any, **kwargs: Any) -> Any:
        damage, v.damage = v.damage, 0
        try:
            return orig(game, v, *args, **kwargs)
        finally:
            v.damage = damage


@mutant("combat-overassignment-allowed", rule="460.2.c.4", area="combat damage",
        bug="combat damage may be split freely: no lethal-first, no cap at lethal while other units remain",
        kill="two defenders and enough damage for one; expect the assignment to be automatic (lethal to one, rest "
             "to the other is the only split) or a spread-out assignment rejected")
def _(p: Patcher) -> None:
    compositions = p.original(f"{COMBAT}:_compositions")

    @p.wrap(f"{COMBAT}:legal_splits")
    def legal_splits(orig: Any, game: Any, victims: list[Any], total: int, *args: Any,
                     **kwargs: Any) -> list[dict[str, int]]:
        splits = orig(game, victims, total, *args, **kwargs)
        for parts in compositions(total, len(victims)):
            s = {game.alias_of(v.uid): n for v, n in zip(victims, parts) if n}
            if s not in splits:
                splits.append(s)
        return splits


@mutant("combat-no-heal-after", rule="461.1.a.1", area="combat damage",
        bug="units are not healed in the combat cleanup: surviving units keep their combat damage",
        kill="both sides survive a combat with damage; expect damage 0 on the survivors after it")
def _(p: Patcher) -> None:
    actions = p.module(ACTIONS)

    @p.wrap(f"{COMBAT}:close")
    def close(orig: Any, game: Any) -> None:
        heal, actions.heal = actions.heal, lambda g, o: False
        try:
            orig(game)
        finally:
            actions.heal = heal


@mutant("combat-defenders-recalled", rule="461.1.a.2", area="attacker and defender",
        bug="when both sides survive a combat, the defenders are recalled instead of the attackers",
        kill="both sides survive a combat; expect the attackers in base and the defenders still at the battlefield")
def _(p: Patcher) -> None:
    combat = p.module(COMBAT)

    @p.wrap(f"{COMBAT}:close")
    def close(orig: Any, game: Any) -> None:
        sd = game.showdown
        if sd is None or not sd.combat:
            return orig(game)
        damage, swapped = combat.combat_damage, []

        def then_swap(g: Any, s: Any) -> None:
            damage(g, s)
            s.attacker, s.defender = s.defender, s.attacker
            swapped.append(s)
        combat.combat_damage = then_swap
        try:
            orig(game)
        finally:
            combat.combat_damage = damage
            for s in swapped:
                s.attacker, s.defender = s.defender, s.attacker


@mutant("combat-controller-attacks", rule="459.2.b.1", area="attacker and defender",
        bug="the player who controls the battlefield becomes the attacker, not the player who applied Contested",
        kill="move a unit to an enemy-controlled battlefield with enemy units; expect the mover to be the attacker")
def _(p: Patcher) -> None:
    designations = p.original("reference_engine.cleanup:_designations")

    @p.wrap(f"{COMBAT}:begin")
    def begin(orig: Any, game: Any, b: Any) -> None:
        orig(game, b)
        sd = game.showdown
        if sd is not None and sd.combat:
            sd.attacker, sd.defender = sd.defender, sd.attacker
            for u in game.units(b.alias):
                u.attacker = u.defender = False
            designations(game)


@mutant("combat-this-combat-effects-kept", rule="461.7.b", area="attacker and defender",
        bug="'this combat' Might modifications do not expire when the combat ends",
        kill="give a unit +N Might this combat; after the combat ends expect its Might back")
def _(p: Patcher) -> None:
    @p.wrap(f"{COMBAT}:end")
    def end(orig: Any, game: Any) -> None:
        kept = {o.uid: [m for m in o.mods if m.duration == "combat"] for o in game.objects.values()}
        orig(game)
        for uid, mods in kept.items():
            game.objects[uid].mods += [m for m in mods if m not in game.objects[uid].mods]


@mutant("combat-control-before-combat-triggers", rule="466.2", area="combat damage",
        bug="control is established (a conquest scores) right after the combat cleanup, before the triggers it made "
            "pending (a Deathknell) have resolved",
        kill="a defender's Deathknell kills the last attacker; expect no conquest and the battlefield uncontrolled")
def _(p: Patcher) -> None:
    combat = p.module(COMBAT)

    @p.wrap(f"{COMBAT}:close")
    def close(orig: Any, game: Any) -> None:
        sd = game.showdown
        orig(game)
        if sd is not None and game.showdown is sd and sd.combat and game.chain and not sd.controlled:
            sd.controlled = True
            combat.establish_control(game, game.bf(sd.battlefield))


@mutant("combat-special-cleanup-repeated", rule="324.2", area="combat damage",
        bug="every cleanup of the combat's resolution step heals all units again (the combat cleanup repeated instead "
            "of a normal cleanup)",
        kill="a defender's Deathknell damages a unit after the combat cleanup; expect the damage kept after the combat")
def _(p: Patcher) -> None:
    actions = p.module(ACTIONS)

    @p.wrap("reference_engine.cleanup:cleanup")
    def cleanup(orig: Any, game: Any) -> None:
        orig(game)
        sd = game.showdown
        if sd is not None and sd.combat and sd.closing and not sd.controlled:
            for u in game.units():
                if u.damage:
                    actions.heal(game, u)


@mutant("buff-no-becomes-mighty", rule="709", area="game actions",
        bug="a buff adds +1 Might but is not checked for a unit becoming Mighty: the Might watcher takes the "
            "buffed Might as already seen (only other changes are events)",
        kill="Fiora, Grand Duelist and a 4 Might unit; buff the unit; expect Fiora's trigger")
def _(p: Patcher) -> None:
    from reference_engine.game import Game
    from reference_engine.layers import might

    def unseen(game: Any) -> None:  # the buff's change becomes the baseline, with no event
        for u in game.units():
            now = might(game, u)
            if now is not None:
                game.might_seen[(u.uid, u.incarnation)] = now

    @p.wrap(f"{ACTIONS}:buff")
    def buff(orig: Any, game: Any, o: Any, *args: Any, **kwargs: Any) -> bool:
        watch = Game.watch_might
        Game.watch_might = unseen  # type: ignore[method-assign]
        try:
            return orig(game, o, *args, **kwargs)
        finally:
            Game.watch_might = watch  # type: ignore[method-assign]
