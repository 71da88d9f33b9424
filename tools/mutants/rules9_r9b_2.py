"""Session-9 hand-seeded bug hunt, round 2 (helper r9b), continued from :mod:`mutants.rules9_r9b`: data carried on
events, the second occurrence of a thing, objects that changed zones, instances, and the lesser-used branches of
``reference_engine/chain.py``, ``triggers.py``, ``replacement.py``, ``layers.py``, ``instructions.py`` and
``choices.py``. Rule numbers are those of the full Core Rules v1.3 text unless marked [R4]."""
from __future__ import annotations

from typing import Any

from mutants import Patcher, mutant
from mutants.rules9_r9b import CHAIN, CHOICES, INSTR, LAYERS, REPL, TRIG


# ---- round 2: events' data, the second occurrence, interactions ----------------------------------------------
@mutant("r9b-reaction-unit-in-showdown-passes-focus-on-open-chain", rule="337.1.c.1.a", area="showdowns",
        bug="a unit played with Reaction during a showdown passes focus to the next player even though a chain is "
            "open (focus passes only when the chain is empty)",
        kill="showdown, a spell on the chain: the focus holder's opponent plays a Reaction unit; focus does not move")
def _(p: Patcher) -> None:
    p.edit(f"{CHAIN}:play", ("if destination is not None and not game.chain and showdown is not None",
                               "if destination is not None and showdown is not None"))


@mutant("r9b-trigger-order-from-priority-holder", rule="383.3.d.1", area="triggers",
        bug="simultaneous triggers of several players go on the chain starting with the player who holds priority, "
            "not the turn player",
        kill="B holds priority (responding on A's turn); B's spell makes both players' units trigger: A's goes on first")
def _(p: Patcher) -> None:
    p.edit(f"{TRIG}:flush", ("order = (order or turn_order_from(game, game.active))",
                               "order = (order or turn_order_from(game, game.priority or game.active))"))


@mutant("r9b-trigger-controlled-by-owner", rule="383.4 [R3], 187", area="triggers",
        bug="a permanent's triggered ability (naming no controller) is controlled by the permanent's owner, not its "
            "controller",
        kill="B controls a unit A owns; its trigger is B's")
def _(p: Patcher) -> None:
    p.edit(f"{TRIG}:controller_of_source", ("return o.controller or o.owner", "return o.owner or o.controller"))


@mutant("r9b-single-trigger-order-asked", rule="383.3.d.1", area="triggers",
        bug="a player is asked to order their triggers even when only one is pending",
        kill="one trigger: no order-triggers decision")
def _(p: Patcher) -> None:
    p.edit(f"{TRIG}:flush", ("if len(mine) > 1:", "if len(mine) > 0:"))


@mutant("r9b-trigger-cascade-cut-short", rule="334-337 [R3]", area="triggers",
        bug="the handling of tasks stops after two rounds of triggers: triggers caused by a trigger's trigger are "
            "left pending",
        kill="a trigger whose resolution triggers another, which triggers a third: all three resolve",
        equivalent="a round of the task loop that puts triggers on the chain has already given priority, and a "
                   "third round would need a trigger caused by finalizing a trigger that was itself caused by "
                   "finalizing one: no targeting effect ('When you choose me', Irelia) makes a choice of its own, "
                   "so the third round never finds a trigger")
def _(p: Patcher) -> None:
    p.edit(f"{CHAIN}:run_tasks", ("for _ in range(50):", "for _ in range(2):"))


@mutant("r9b-counter-event-player-is-countered-controller", rule="425", area="chain order",
        bug="the counter event names the countered card's controller as the player who countered it",
        kill="B counters A's spell: the counter event's player is B")
def _(p: Patcher) -> None:
    p.edit(f"{CHAIN}:counter", ("game.emit(\"counter\", object=game.alias_of(target.uid), player=by,",
                                  "game.emit(\"counter\", object=game.alias_of(target.uid), player=item.controller,"))


@mutant("r9b-choose-event-player-is-object-controller", rule="352, 383.4.b.2", area="triggers",
        bug="a 'choose' event names the chosen object's controller as the chooser, not the item's controller",
        kill="A's spell chooses B's unit: the choose event's player is A (B's 'when you choose' does not trigger)")
def _(p: Patcher) -> None:
    p.edit(f"{CHOICES}:announce_choices", ("player=item.controller,", "player=o.controller,"))


@mutant("r9b-repeat-choices-not-announced", rule="820.2 [R3], 383.4.b.2", area="triggers",
        bug="only the first execution's choices are announced as chosen: a repeated execution's own choices never "
            "trigger 'when you choose'",
        kill="a Repeat spell paid once, the repeat choosing Irelia: her 'when you choose me' triggers")
def _(p: Patcher) -> None:
    p.edit(f"{CHAIN}:finalize", ("announce_choices(game, item, played_choices(item))",
                                   "announce_choices(game, item, list(item.targets))"))


@mutant("r9b-destination-filter-for-chooser", rule="442.2, 457.3 [R3]", area="multiplayer",
        bug="a triggered move's destinations are filtered from its controller's view, not the moved unit's "
            "controller's (a battlefield of the moved unit's teammate is offered)",
        kill="2v2: A's Blast Cone moves B's unit: D's battlefield is not offered, A's teammate's is")
def _(p: Patcher) -> None:
    p.edit(f"{CHOICES}:finalize_trigger", ("not invalid_destination(game, mover.controller, o)",
                                             "not invalid_destination(game, item.controller, o)"))


@mutant("r9b-untargetable-refuses-non-targeting-choices", rule="757, 758", area="targets",
        bug="a 'can't be chosen by enemy spells' restriction is also applied to choices that do not target (each, "
            "any number, a location's units)",
        kill="an untargetable unit is still affected by a non-targeting choice",
        equivalent="every choice that does not target is of a location or a battlefield (cards/common.py "
                   "DESTINATION, Yasuo, Stormbringer), which choice_legal decides before it reads a 'can't be "
                   "chosen' restriction: the dropped guard is never the deciding one")
def _(p: Patcher) -> None:
    p.edit(f"{INSTR}:choice_legal", ("if spec.targets and actions.forbidden(game, \"choose\",",
                                       "if actions.forbidden(game, \"choose\","))


@mutant("r9b-hidden-play-effect-ignores-elsewhere", rule="811.1.d.2 [R4]", area="hide",
        bug="a card played from facedown chooses at its battlefield even when its text restricts the choice "
            "elsewhere (Tideturner)",
        kill="Tideturner played from facedown chooses a unit in its controller's base")
def _(p: Patcher) -> None:
    p.edit(f"{INSTR}:choice_legal", ("if hidden_at and spec.targets and not spec.elsewhere and",
                                       "if hidden_at and spec.targets and"))


@mutant("r9b-hidden-play-effect-base-allowed", rule="811.1.d.2 [R4]", area="hide",
        bug="a card played from facedown may choose units in a base too (only other battlefields are refused)",
        kill="a unit played from facedown: its play effect may not choose a unit in base")
def _(p: Patcher) -> None:
    p.edit(f"{INSTR}:choice_legal", ("o.zone == \"board\" and o.location != hidden_at:",
                                       "o.zone == \"board\" and o.location not in (hidden_at, \"base\"):"))


@mutant("r9b-resolution-controller-is-owner", rule="359.3.f [R3], 187", area="chain order",
        bug="a spell's instructions are executed for its owner ('you'), not for the player who controls it on the "
            "chain",
        kill="a spell A owns and B controls (stolen) draws B a card")
def _(p: Patcher) -> None:
    @p.wrap(f"{INSTR}:Resolution.__init__")
    def __init__(orig: Any, self: Any, game: Any, item: Any, *args: Any, **kwargs: Any) -> Any:
        orig(self, game, item, *args, **kwargs)
        if item.kind == "card":
            self.controller = game.objects[item.source].owner


@mutant("r9b-set-base-might-ignores-modifications", rule="472.1.a.1", area="layers",
        bug="a unit whose base Might an effect set ('becomes N') has exactly N Might: its modifications and passive "
            "bonuses are ignored",
        kill="a buffed unit whose base Might becomes 6 (Dragon Form): 7 Might")
def _(p: Patcher) -> None:
    @p.wrap(f"{LAYERS}:might")
    def might(orig: Any, game: Any, o: Any, *args: Any, **kwargs: Any) -> Any:
        out = orig(game, o, *args, **kwargs)
        if out is not None and o.zone == "board" and o.base_might_set is not None:
            return p.original(f"{LAYERS}:base_might")(o)
        return out


@mutant("r9b-second-replacement-order-not-asked", rule="372", area="replacement",
        bug="the order of replacement effects is asked only the first time several apply to one event: when, after "
            "one applied, several new ones apply, they apply in gathering order without asking",
        kill="three replacements on one event whose second choice matters",
        equivalent="no current replacement effect produces an event to which two other replacement effects apply "
                   "(Zhonya's Hourglass's replacing death is a gear's, which Guardian Angel and the vanilla recall "
                   "ability do not replace), so the order is never first needed after a replacement applied")
def _(p: Patcher) -> None:
    p.edit(f"{REPL}:replace", ("if len(cands) > 1 and order is None:", "if len(cands) > 1 and not applied:"))



@mutant("r9b-trigger-choices-not-announced", rule="383.4.b.2", area="triggers",
        bug="the objects a triggered ability chooses as it is finalized are not announced as chosen: 'When you choose "
            "me' never triggers on a triggered ability's choice (only on a spell's or an activated ability's)",
        kill="rule-383-4-b-2-targeting-effect-resolves-before-the-spell-variant-r9b-a-triggered-ability-choosing-her: "
             "a Deathknell choosing Irelia puts her trigger on the chain above it")
def _(p: Patcher) -> None:
    p.edit(f"{CHOICES}:finalize_trigger", ("    announce_choices(game, item, values)\n", ""))


# ---- round 3: objects that changed zones, instances, the lesser-used branches ---------------------------------
@mutant("r9b-temporary-kills-the-card-played-again", rule="816.1.b, 124 [R4]", area="keywords", keyword="Temporary",
        bug="Temporary's 'kill this' kills the card even when it left the board and came back since its trigger (a "
            "new object)",
        kill="a Temporary unit's trigger on the chain; the unit is returned and played again: the new one survives")
def _(p: Patcher) -> None:
    p.edit(f"{TRIG}:keyword_triggers", ("            me = r.source_still()\n", "            me = r.source\n"))


@mutant("r9b-weaponmaster-attaches-to-new-object", rule="821.1.c, 124 [R4]", area="keywords", keyword="Weaponmaster",
        bug="Weaponmaster attaches the Equipment to the card even when the unit played left the board and came back "
            "before its trigger resolved",
        kill="a Weaponmaster's trigger on the chain; the unit is returned and played again: nothing is attached")
def _(p: Patcher) -> None:
    p.edit(f"{TRIG}:_weaponmaster", ("        me = r.source_still()", "        me = r.source"))


@mutant("r9b-play-trigger-forgets-hidden-battlefield", rule="811.1.d.2 [R4]", area="hide",
        bug="the battlefield where a card played from facedown was hidden is not carried to its 'when you play me' "
            "triggers: they may choose anywhere",
        kill="a unit with a 'when you play me, stun a unit' played from facedown: a unit elsewhere is refused")
def _(p: Patcher) -> None:
    p.edit(f"{TRIG}:flush", ("\"hidden_at\": (t[\"info\"] or {}).get(\"hidden_at\")}", "\"hidden_at\": None}"))


@mutant("r9b-one-equip-ability-however-many", rule="818.4", area="keywords", keyword="Equip",
        bug="a gear with two Equip instances has one Equip ability (the first instance's cost only)",
        kill="a gear with 'Equip [2]' and 'Equip [1]': its second Equip ability (index 1) can be activated for [1]")
def _(p: Patcher) -> None:
    p.edit(f"{CHAIN}:all_activated", ("for c in costs.keyword_costs(o, \"Equip\"):",
                                        "for c in costs.keyword_costs(o, \"Equip\")[:1]:"))


@mutant("r9b-pass-in-neutral-open-state-accepted", rule="339, 335", area="priority and focus",
        bug="a pass with an empty chain outside a showdown is accepted and does nothing (it should be refused: there "
            "is nothing to pass)",
        kill="the turn player passes in a neutral open state: rejected")
def _(p: Patcher) -> None:
    p.edit(f"{CHAIN}:pass_priority", ("    raise IllegalAction(\"nothing to pass: the turn is in a neutral open state (use advance)\")\n",
                                        "    return None\n"))


@mutant("r9b-returned-spell-no-return-event", rule="425, 370", area="chain order",
        bug="a card that leaves the chain for its owner's hand (Abandon's replacement) is moved without a return event",
        kill="Abandon returns the countered spell: expect a return event for it",
        equivalent="the engine's internal 'return' event is not a contract event (schema/events.schema.json lists "
                   "no such type) and no card's trigger reads it: the card's move to its owner's hand is observed "
                   "the same")
def _(p: Patcher) -> None:
    p.edit(f"{CHAIN}:leave_chain", ("        game.emit(\"return\", object=game.alias_of(o.uid))\n", ""))


@mutant("r9b-keywords-memo-ignores-object", rule="801.3", area="layers",
        bug="within one keyword pass the keywords computed first are returned for every object (the memo does not "
            "check which object it holds)",
        kill="two units with different keywords trigger on one event: each has its own",
        equivalent="a keyword pass is opened and closed around one object in check_triggers, and gathering that "
                   "object's triggers reads no other object's keywords, so the memo only ever holds the object "
                   "asked for")
def _(p: Patcher) -> None:
    p.edit(f"{LAYERS}:keywords", ("        if memo[0] is o:\n", "        if True:\n"))


@mutant("r9b-spell-choice-any-zone", rule="425.3, 355.9", area="targets",
        bug="a choice of 'a spell' accepts a spell card outside the chain (in a hand or trash)",
        kill="a counter spell choosing a spell card in hand: rejected")
def _(p: Patcher) -> None:
    p.edit(f"{INSTR}:choice_legal", ("if o.zone != \"chain\" or \"Spell\" not in card_types(game, o):",
                                       "if \"Spell\" not in card_types(game, o):"))


@mutant("r9b-any-number-picks-unchecked", rule="402.1", area="targets",
        bug="a trigger's 'any number of' answer is not checked against the candidates (an ineligible unit can be named)",
        kill="Azir, Sovereign's 'any number of' answer naming an enemy unit: refused")
def _(p: Patcher) -> None:
    p.edit(f"{CHOICES}:finalize_trigger", ("            if any(p not in options for p in picked):\n",
                                             "            if False:\n"))


@mutant("r9b-optional-choice-asked-without-options", rule="355.13, decision policy", area="targets",
        bug="a trigger's optional ('up to one') choice with no legal option is still asked (only 'none' offered)",
        kill="a trigger with 'up to one enemy unit' and no enemy unit: no decision")
def _(p: Patcher) -> None:
    p.edit(f"{CHOICES}:finalize_trigger", ("        if not options:  # nothing can be chosen: nothing is asked (decision policy)\n"
                                             "            values.append(None)\n            continue\n", ""))


@mutant("r9b-counter-takes-an-ability", rule="425.3", area="chain order",
        bug="'counter a spell' also takes an ability of the chosen card off the chain (it finds any item of the card)",
        kill="a card's ability on the chain while the card is a spell elsewhere... an ability is never countered by it",
        equivalent="for an ability item of the same card to be older than the spell on the chain, the card would "
                   "have to be a permanent (or in the trash) with a triggered ability pending and then be played as "
                   "a spell: no card is both a spell and a permanent with such a trigger, and a spell's own "
                   "abilities do not trigger on the chain")
def _(p: Patcher) -> None:
    p.edit(f"{CHAIN}:counter", ("item = next((i for i in game.chain if i.source == target.uid and i.kind == \"card\"), None)",
                                  "item = next((i for i in game.chain if i.source == target.uid), None)"))


# ---- round 4: the data events carry ----------------------------------------------------------------------------
@mutant("r9b-trigger-event-names-the-owner", rule="383 [R3], 187", area="triggers",
        bug="the trigger event names the source's owner as the player, though the trigger is its controller's",
        kill="a unit A owns and B controls triggers: the trigger event's player is B")
def _(p: Patcher) -> None:
    p.edit(f"{TRIG}:check_triggers", ("game.emit(\"trigger\", source=game.alias_of(o.uid), player=controller)",
                                        "game.emit(\"trigger\", source=game.alias_of(o.uid), player=o.owner)"))


@mutant("r9b-play-event-names-the-owner", rule="419.1, 056", area="play timing",
        bug="the play event names the card's owner as the player who played it",
        kill="a card played by a player who does not own it (an effect plays another player's card): the play event's "
             "player is the one who played it")
def _(p: Patcher) -> None:
    p.edit(f"{CHAIN}:finalize", ("game.emit(\"play\", object=game.alias_of(o.uid), player=item.controller)",
                                   "game.emit(\"play\", object=game.alias_of(o.uid), player=o.owner)"))


@mutant("r9b-spell-resolve-event-names-the-owner", rule="340.1", area="chain order",
        bug="a resolving spell's resolve event names its owner as the player, not its controller",
        kill="a spell stolen on the chain (Rebuttal) resolves: the resolve event's player is its new controller")
def _(p: Patcher) -> None:
    p.edit(f"{CHAIN}:_resolve", ("game.emit(\"resolve\", object=game.alias_of(o.uid), player=item.controller, "
                                   "spell=True, card=True)",
                                   "game.emit(\"resolve\", object=game.alias_of(o.uid), player=o.owner, "
                                   "spell=True, card=True)"))


@mutant("r9b-enter-event-to-base", rule="337.2", area="play timing",
        bug="the enter event of a permanent played to a battlefield names its base as where it entered",
        kill="a unit played to a battlefield its player controls: the enter event's 'to' is that battlefield",
        equivalent="the engine's internal 'enter' event is not a contract event (schema/events.schema.json) and no "
                   "card's trigger reads it: the permanent's location is observed the same")
def _(p: Patcher) -> None:
    p.edit(f"{CHAIN}:enter_board", ("to=o.location)", "to=\"base\")"))


@mutant("r9b-counter-event-without-source", rule="425", area="chain order",
        bug="the counter event does not name the spell or ability that countered the item",
        kill="B's counter spell counters A's spell: the counter event's source is B's spell")
def _(p: Patcher) -> None:
    p.edit(f"{CHAIN}:counter", ("player=by, source=source", "player=by, source=None"))


@mutant("r9b-negative-might-referenced-as-is", rule="143.2.b", area="targets",
        bug="a spell or ability that references a unit's Might (its look-back Might included) reads a negative Might "
            "as it is, not as 0",
        kill="rule-143-2-b-negative-might-referenced-by-a-spell-is-zero-deathgrip: Deathgrip kills a -2 Might unit; "
             "the other unit keeps 3 Might")
def _(p: Patcher) -> None:
    p.edit(f"{INSTR}:Resolution.info_of", ("return max(0, out) if field == \"might\" and out is not None else out",
                                             "return out"))
