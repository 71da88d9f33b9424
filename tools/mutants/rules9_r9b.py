"""Session-9 hand-seeded bug hunt, round 2 (helper r9b) over the rules modules ``reference_engine/chain.py`` (its
playing, priority and resolving parts), ``triggers.py``, ``replacement.py``, ``layers.py``, ``instructions.py`` and
``choices.py``: bugs an engine author who read the Core Rules could plausibly write, chosen to differ from the
session-8 hunt (``rules8_h8b*``) — multiplayer readings, the second occurrence of a thing, boundaries, and the
less-used branches. Most mutants rewrite one line of the engine function's own source (:func:`_edit`), so a
mutant stays tied to the line it breaks: a line that is no longer there makes it Stale. Rule numbers are those of
the full Core Rules v1.3 text unless marked [R4]."""
from __future__ import annotations

import inspect
import textwrap
from typing import Any

from mutants import Patcher, Stale, mutant

CHAIN = "reference_engine.chain"
TRIG = "reference_engine.triggers"
REPL = "reference_engine.replacement"
LAYERS = "reference_engine.layers"
INSTR = "reference_engine.instructions"
CHOICES = "reference_engine.choices"


def _edit(p: Patcher, target: str, *changes: tuple[str, str]) -> None:
    """Replace ``target`` (``module:function`` or ``module:Class.method``) by a copy of its source with each
    ``(old, new)`` text replaced once; Stale if a text is no longer in the source."""
    module_name, _, path = target.partition(":")
    orig = p.original(target)
    fn = getattr(orig, "__func__", orig)
    src = textwrap.dedent(inspect.getsource(fn))
    for old, new in changes:
        if src.count(old) != 1:
            raise Stale(f"{target}: the text {old!r} is no longer in it exactly once")
        src = src.replace(old, new)
    module = p.module(module_name)
    namespace: dict[str, Any] = {}
    exec(compile(src, f"<mutant of {target}>", "exec"), module.__dict__, namespace)
    p.replace(target, namespace[path.split(".")[-1]])


# ---- chain.py -----------------------------------------------------------------------------------------------
@mutant("r9b-passes-counted-over-every-seat", rule="339.1, 651.3", area="multiplayer",
        bug="the newest chain item resolves when as many passes in a row as there are SEATS were made: a player "
            "removed from the game is still waited for (the chain goes round once more)",
        kill="FFA3, C conceded: A plays a spell, A and B pass: it resolves (not priority back to A)")
def _(p: Patcher) -> None:
    _edit(p, f"{CHAIN}:pass_priority", ("if game.passes >= len(in_game(game)):",
                                        "if game.passes >= len(game.mode.seats):"))


@mutant("r9b-action-spell-on-any-turn", rule="806.1.b", area="play timing",
        bug="an [Action] spell may be played in any player's action phase (outside a showdown), not only on its "
            "player's own turn",
        kill="B plays a vanilla Action spell in A's action phase with an empty chain: rejected",
        equivalent="a player other than the turn player (or the teammate the turn player invites, who is given the "
                   "turn player's timing) never holds priority with an empty chain outside a showdown: the open "
                   "neutral state gives the turn player priority (335.3, contract section 3), so the dropped turn "
                   "check is never reached")
def _(p: Patcher) -> None:
    _edit(p, f"{CHAIN}:timing_ok", ("(game.active == turn_player and game.phase == \"action\")",
                                    "game.phase == \"action\""))


@mutant("r9b-action-ability-on-open-chain", rule="309.1.a [R3], 806", area="play timing",
        bug="an [Action] activated ability may be activated while the chain is open (only [Reaction] may)",
        kill="a chain item pending; the turn player activates an [Action] ability: rejected")
def _(p: Patcher) -> None:
    _edit(p, f"{CHAIN}:ability_timing", ("    if game.chain:\n        return \"only [Reaction]",
                                         "    if game.chain and not ab.action:\n        return \"only [Reaction]"))


@mutant("r9b-gear-enters-exhausted", rule="143.4", area="game actions",
        bug="a gear played enters the board exhausted like a unit (only units enter exhausted)",
        kill="play a vanilla gear; expect it ready (its [E] ability usable at once)")
def _(p: Patcher) -> None:
    _edit(p, f"{CHAIN}:enter_board", ("o.exhausted = \"Unit\" in types and not", "o.exhausted = not"))


@mutant("r9b-showdown-unit-focus-after-turn-player", rule="337.1.c.1.a", area="showdowns",
        bug="a unit played with an empty chain in a showdown passes focus to the player after the TURN player, not "
            "after the player who held focus",
        kill="FFA3 showdown with focus on B: B plays a unit; focus goes to C (not to B again)")
def _(p: Patcher) -> None:
    _edit(p, f"{CHAIN}:play", ("showdown.focus = game.next_player(showdown.focus)",
                               "showdown.focus = game.next_player(game.active)"))


@mutant("r9b-invited-by-any-teammate", rule="484.8.a", area="multiplayer",
        bug="in 2v2 a player may act with ANY teammate's priority (the non-turn team invites too), not only the "
            "turn player's",
        kill="2v2, A's turn, B holds priority on a chain: D's Reaction is rejected")
def _(p: Patcher) -> None:
    _edit(p, f"{CHAIN}:invited", ("game.priority == game.active and player != game.active and player in "
                                  "game.teammates(game.active)",
                                  "game.priority is not None and player != game.priority and player in "
                                  "game.teammates(game.priority)"))


@mutant("r9b-once-per-turn-shared-by-abilities", rule="381 [R3]", area="play timing",
        bug="a permanent's 'only once per turn' record is kept per permanent, not per ability: using one such "
            "ability forbids its other once-per-turn abilities (or a second instance) this turn",
        kill="a permanent with two once-per-turn abilities (or copies): both used in one turn")
def _(p: Patcher) -> None:
    _edit(p, f"{CHAIN}:activate", ("key = f\"{idx}:{instance}\"", "key = \"used\""))


@mutant("r9b-ability-resolution-counts-resolved-card", rule="419.4.a", area="play timing",
        bug="an ability resolving counts as a card its controller resolved this turn",
        kill="Astral Heron's 'first card resolved this turn' after an activated ability resolved")
def _(p: Patcher) -> None:
    _edit(p, f"{CHAIN}:_resolve", ("        if item in game.chain:\n            game.chain.remove(item)\n"
                                   "        game.emit(\"resolve\", source=",
                                   "        if item in game.chain:\n            game.chain.remove(item)\n"
                                   "        game.players[item.controller].resolved_this_turn += 1\n"
                                   "        game.emit(\"resolve\", source="))


@mutant("r9b-repeat-continues-after-leaving-chain", rule="820.1.d.1 [R4]", area="chain order",
        bug="a Repeat's second execution happens even though the spell left the chain during the first one",
        kill="a Repeat spell whose first execution moves it off the chain: no second execution",
        equivalent="no spell can leave the chain during its own first execution: its choices are made before it is "
                   "on the chain (so it can't counter or move itself), and no instruction of a Repeat card (Bellows "
                   "Breath, a vanilla Repeat spell, a spell The Academy gives Repeat) moves its own card")
def _(p: Patcher) -> None:
    _edit(p, f"{CHAIN}:_resolve", ("        if item not in game.chain:\n            break\n", ""))


@mutant("r9b-countered-spell-counts-resolved", rule="425.1.b", area="chain order",
        bug="a countered card counts as a card its controller resolved this turn",
        kill="a spell countered, then Astral Heron's condition on the first card resolved",
        equivalent="not decided by the suite (a question for the rules team): whether a countered first card is "
                   "Astral Heron's 'your first card each turn' - 419.4.b [R3] says a countered card 'wasn't "
                   "played', but the Vendetta FAQ counts a finalized, countered card as played for checks "
                   "(Crumbling Sands, case counter-crumbling-sands-countered-spell-counts); Heron is the only "
                   "reader of the resolved-cards count")
def _(p: Patcher) -> None:
    @p.wrap(f"{CHAIN}:counter")
    def counter(orig: Any, game: Any, target: Any, by: str, *args: Any, **kwargs: Any) -> Any:
        item = next((i for i in game.chain if i.source == target.uid and i.kind == "card"), None)
        out = orig(game, target, by, *args, **kwargs)
        if out and item is not None:
            game.players[item.controller].resolved_this_turn += 1
        return out


@mutant("r9b-spell-trashed-before-its-effect", rule="340.1, 359.4", area="chain order",
        bug="a resolving spell's card is put in the trash before its instructions execute (so 'cards in your "
            "trash' counts it, and a card it returns from the trash can be itself)",
        kill="a spell that counts or chooses cards in the trash as it resolves")
def _(p: Patcher) -> None:
    _edit(p, f"{CHAIN}:_resolve", ("    beh = behaviour_of(o)\n    r = Resolution(game, item, list(beh.targets))",
                                   "    beh = behaviour_of(o)\n    game.chain.remove(item)\n"
                                   "    leave_chain(game, o, item, 'trash')\n    game.chain.append(item)\n"
                                   "    r = Resolution(game, item, list(beh.targets))"))


# ---- triggers.py --------------------------------------------------------------------------------------------
@mutant("r9b-legend-triggers-inactive", rule="383.1, 136", area="triggers",
        bug="a legend's triggered abilities never trigger (only the board's and battlefields' are checked)",
        kill="a legend with a 'when you ...' trigger; do it; expect the trigger")
def _(p: Patcher) -> None:
    _edit(p, f"{TRIG}:check_triggers", ("zone = \"board\" if o.zone in (\"board\", \"legend\", \"battlefield\")",
                                        "zone = \"board\" if o.zone in (\"board\", \"battlefield\")"))


@mutant("r9b-trigger-order-reversed", rule="383.3.d.1", area="triggers",
        bug="simultaneous triggers of several players go on the chain in reverse turn order (the turn player's "
            "last, so the turn player's resolve first)",
        kill="both players' units trigger on one event; the non-turn player's trigger resolves first")
def _(p: Patcher) -> None:
    _edit(p, f"{TRIG}:flush", ("order = (order or turn_order_from(game, game.active)) + list(game.removed)",
                               "order = (order or turn_order_from(game, game.active)[::-1]) + list(game.removed)"))


@mutant("r9b-attached-granted-keywords-inactive", rule="135.4.b [R3]", area="triggers",
        bug="an attached card triggers nothing at all: the keywords granted to it are inactive too",
        kill="a gear given [Temporary] attached to a unit: killed at its controller's next beginning phase")
def _(p: Patcher) -> None:
    _edit(p, f"{TRIG}:check_triggers", ("gathered = active + keyword_triggers(game, o, granted_only=attached)",
                                        "gathered = [] if attached else active + keyword_triggers(game, o)"))


@mutant("r9b-weaponmaster-reduces-energy", rule="821.1.c", area="keywords", keyword="Weaponmaster",
        bug="Weaponmaster's Equip cost is reduced by [1] energy instead of by [A]",
        kill="Weaponmaster with an Equipment whose Equip cost is [1][A] (or [A]): pays only [1]/nothing")
def _(p: Patcher) -> None:
    _edit(p, f"{TRIG}:_weaponmaster", ("cost.power = cost.power[:-1] if cost.power else cost.power",
                                       "cost.energy = max(0, cost.energy - 1)"))


@mutant("r9b-weaponmaster-reduced-twice", rule="821.1.c", area="keywords", keyword="Weaponmaster",
        bug="Weaponmaster's reduction takes off two power symbols (the whole power part of an Equip cost)",
        kill="an Equipment with an Equip cost of two power symbols: the Weaponmaster pays one")
def _(p: Patcher) -> None:
    _edit(p, f"{TRIG}:_weaponmaster", ("cost.power = cost.power[:-1] if cost.power else cost.power",
                                       "cost.power = cost.power[:-2] if cost.power else cost.power"))


@mutant("r9b-battlefield-trigger-to-first-seat", rule="187.6.b [R3]", area="triggers",
        bug="an uncontrolled battlefield's triggered ability is controlled by the first seat (A), not the turn player",
        kill="an uncontrolled battlefield triggers on B's turn: B controls the trigger",
        equivalent="every battlefield with a triggered ability (The Dreaming Tree, Abandoned Hall, Dusk Rose Lab, "
                   "The Academy) names its trigger's controller in its condition's information, so the "
                   "uncontrolled-battlefield fallback of controller_of_source is never read (c9b's finding, commit "
                   "d3eb470)")
def _(p: Patcher) -> None:
    _edit(p, f"{TRIG}:controller_of_source", ("return b.controller or game.active",
                                              "return b.controller or game.mode.seats[0]"))


@mutant("r9b-delayed-next-kept-after-this-turn-trigger", rule="390.3", area="delayed triggers",
        bug="a 'the next time ... this turn' delayed trigger is not used up when it triggers (only a plain 'the "
            "next time' is)",
        kill="a 'the next time ... this turn' delayed trigger happens twice in one turn: it triggers once")
def _(p: Patcher) -> None:
    _edit(p, f"{TRIG}:check_triggers", ("if eff.duration in (\"next\", \"next-this-turn\"):",
                                        "if eff.duration == \"next\":"))


# ---- replacement.py -----------------------------------------------------------------------------------------
@mutant("r9b-one-replacement-per-event", rule="370.2", area="replacement",
        bug="once one replacement effect has applied to an event, no other applies to what replaced it",
        kill="two different replacement effects that both apply to one event: both change it")
def _(p: Patcher) -> None:
    _edit(p, f"{REPL}:replace", ("        current = chosen.apply(game, current)\n",
                                 "        return chosen.apply(game, current)\n"))


@mutant("r9b-replacement-order-turn-player", rule="372", area="replacement",
        bug="when several replacement effects apply, the turn player orders them (not the affected object's "
            "controller)",
        kill="on A's turn two replacements apply to B's unit: B is asked to order them")
def _(p: Patcher) -> None:
    p.replace(f"{REPL}:affected_player", lambda game, event: game.active)


@mutant("r9b-replacement-order-last-first", rule="372", area="replacement",
        bug="the replacement effects are applied in the reverse of the order the affected player chose",
        kill="two replacements ordered by the player: the one named first applies first")
def _(p: Patcher) -> None:
    _edit(p, f"{REPL}:replace", ("chosen = ranked[0]", "chosen = ranked[-1]"))


@mutant("r9b-legend-replacements-ignored", rule="370.1", area="replacement",
        bug="replacement effects of legends are not gathered (only permanents', battlefields' and effects')",
        kill="a legend with a replacement effect: it applies",
        equivalent="no legend (catalogued or vanilla) has a replacement effect: the only replacement effects are "
                   "Zhonya's Hourglass, Guardian Angel, Gangplank, Naval, Mel, Newly Awakened and the vanilla test "
                   "ability, which applies only on the board")
def _(p: Patcher) -> None:
    _edit(p, f"{REPL}:gather", ("o for o in game.objects.values() if o.zone == \"legend\"]",
                                "o for o in game.objects.values() if False]"))


# ---- layers.py ----------------------------------------------------------------------------------------------
@mutant("r9b-lost-keyword-keeps-valued-instances", rule="801.3.b", area="layers",
        bug="an effect that removes a keyword removes only its bare instances: 'Assault 2' or 'Shield 3' survive "
            "losing Assault / Shield",
        kill="a unit with Assault 2 loses Assault and attacks: its Might is its printed Might")
def _(p: Patcher) -> None:
    _edit(p, f"{LAYERS}:keywords", ("kws = [k for k in kws if k.split(\" \")[0] not in lost]",
                                    "kws = [k for k in kws if k not in lost]"))


@mutant("r9b-keyword-values-not-summed", rule="807.1.b.2, 814.2", area="layers",
        bug="a unit with several instances of a valued keyword gets only the greatest value (Assault 2 and a "
            "granted Assault count as Assault 2)",
        kill="a unit with Assault 2 is given Assault; attacks with printed Might +3")
def _(p: Patcher) -> None:
    _edit(p, f"{LAYERS}:keyword_value", ("total += int(m.group(1) or 1)",
                                         "total = max(total, int(m.group(1) or 1))"))


@mutant("r9b-floors-before-increases", rule="477.3.b [R4]", area="layers",
        bug="a passive 'to a minimum of N' decrease is applied before the increases (the floor is checked on the "
            "Might without them), not last",
        kill="Leona, Zealot's -8 [M] to a minimum of 1 on a stunned buffed enemy unit: its Might is 1, not 2")
def _(p: Patcher) -> None:
    _edit(p, f"{LAYERS}:might", ("    total = base + incs + decs\n    for amount, floor in floors:\n"
                                 "        total = max(total + amount, min(total, floor))\n",
                                 "    total = base + decs\n    for amount, floor in floors:\n"
                                 "        total = max(total + amount, min(total, floor))\n    total += incs\n"))


@mutant("r9b-attached-gear-bonus-only-for-owner", rule="434.1.d", area="layers",
        bug="an attached gear's Might bonus applies only while the unit's controller also controls the gear",
        kill="a unit with an attached gear whose control another player gains: it keeps the gear's bonus")
def _(p: Patcher) -> None:
    _edit(p, f"{LAYERS}:might", ("        if g.attached_to == o.uid:\n",
                                 "        if g.attached_to == o.uid and g.controller == o.controller:\n"))


# ---- instructions.py ----------------------------------------------------------------------------------------
@mutant("r9b-removed-player-choosable", rule="651.3", area="multiplayer",
        bug="a player removed from the game can still be chosen ('an opponent', 'a player')",
        kill="FFA3, C conceded: a choice of an opponent naming C is rejected",
        equivalent="the only choice of a player is 'an opponent' (cards/vanilla.py OPPONENT, the Deathknell 'an "
                   "opponent draws'), whose requirement Game.opponents already leaves out removed players (651.3): "
                   "the dropped check is never the deciding one")
def _(p: Patcher) -> None:
    _edit(p, f"{INSTR}:choice_legal", ("value in game.players and value not in game.removed",
                                       "value in game.players"))


@mutant("r9b-partial-executes-with-every-target-illegal", rule="359.3.e.8", area="targets",
        bug="an instruction with several targets executes when every one of them has become illegal (checked only "
            "that some target was chosen)",
        kill="a spell with two targets, both gone by resolution: nothing is done (and a linked draw is ignored)",
        equivalent="every instruction marked partial (Flash, Bellows Breath, Elder Dragon) acts on its legal "
                   "targets only (r.target is None for an illegal one) and has no linked or 'if you do' instruction "
                   "after it: executed with every target illegal it does nothing, as when ignored")
def _(p: Patcher) -> None:
    _edit(p, f"{INSTR}:Resolution.instruction", ("(not partial or len(illegal) == len(chosen))",
                                                 "not partial"))


@mutant("r9b-linked-after-negated-ignored", rule="359.3.e.14.b", area="targets",
        bug="a later linked instruction is ignored when its earlier linked instruction was negated (not only when "
            "it was ignored or the later one says 'if you do')",
        kill="a linked instruction after one a replacement or a 'can't' negated (not 'if you do'): it still executes")
def _(p: Patcher) -> None:
    _edit(p, f"{INSTR}:Resolution.instruction", ("elif linked is not None and if_you_do and self.outcomes[linked] == NEGATED:",
                                                 "elif linked is not None and self.outcomes[linked] == NEGATED:"))


@mutant("r9b-lookback-read-after-the-kill", rule="359.3.e.13 [R4]", area="targets",
        bug="the look-back information of a unit this resolution killed is read after it died (in the trash: "
            "printed Might, its owner as controller), not as it last was on the board",
        kill="a spell kills a buffed/modified unit, then uses its Might (or its controller when borrowed)")
def _(p: Patcher) -> None:
    _edit(p, f"{INSTR}:Resolution.kill",
          ("    if died:\n        self.lookback[o.uid] = info\n",
           "    if died:\n        self.lookback[o.uid] = {\"controller\": o.controller or o.owner, "
           "\"might\": might(self.game, o), \"location\": o.location}\n"))


@mutant("r9b-unit-or-gear-choice-type-unchecked", rule="355.9", area="targets",
        bug="a choice of 'a unit' or 'a gear' checks only that the object is on the board, not its card type (a "
            "gear is accepted for 'a unit' and a unit for 'a gear')",
        kill="a spell choosing 'a gear' names a unit (or 'a unit' names a gear): rejected")
def _(p: Patcher) -> None:
    _edit(p, f"{INSTR}:choice_legal", ("if o.zone != \"board\" or spec.kind.capitalize() not in card_types(game, o):",
                                       "if o.zone != \"board\":"))


# ---- choices.py ---------------------------------------------------------------------------------------------
@mutant("r9b-required-choice-omitted", rule="355.9", area="targets",
        bug="a step that names fewer choices than the card requires is accepted: the missing choices are empty",
        kill="play a vanilla spell 'deal 2 to a unit' with no targets: rejected")
def _(p: Patcher) -> None:
    _edit(p, f"{CHOICES}:resolve_choices", ("        if not choice_legal(game, spec, value, player, item):",
                                            "        if value is not None and not choice_legal(game, spec, value, player, item):"))


@mutant("r9b-trigger-choices-by-turn-player", rule="402.1", area="triggers",
        bug="a triggered ability's choices are made by the turn player, not by its controller",
        kill="B's unit triggers on A's turn with a choice: B is asked")
def _(p: Patcher) -> None:
    _edit(p, f"{CHOICES}:finalize_trigger", ("answer = game.ask(\"choose-target\", item.controller, options,",
                                             "answer = game.ask(\"choose-target\", game.active, options,"))


@mutant("r9b-trigger-choice-candidates-for-turn-player", rule="402.1, 740", area="targets",
        bug="a triggered ability's candidates are read for the turn player ('an enemy unit', 'a unit you control' "
            "from the turn player's view), though its controller chooses",
        kill="B's trigger on A's turn choosing 'a unit you control': B's units are offered")
def _(p: Patcher) -> None:
    _edit(p, f"{CHOICES}:finalize_trigger", ("        options = candidates(game, spec, item.controller, item)\n",
                                             "        options = candidates(game, spec, game.active, item)\n"))


@mutant("r9b-trigger-destination-unfiltered", rule="442.2, 457.3 [R3]", area="multiplayer",
        bug="a triggered ability that moves the unit just chosen offers destinations the unit may not go to (a "
            "teammate's battlefield, a combat of two others)",
        kill="2v2: Blast Cone's move of an enemy unit does not offer its teammate's battlefield")
def _(p: Patcher) -> None:
    _edit(p, f"{CHOICES}:finalize_trigger", ("if mover is None or not invalid_destination(game, mover.controller, o)]",
                                             "if True]"))


@mutant("r9b-modes-remembered-for-every-trigger", rule="402.1", area="triggers",
        bug="the modes a modal trigger chose are remembered for the turn even when it has no 'that hasn't been "
            "chosen this turn' (a second trigger the same turn can't choose the same mode)",
        kill="a plain modal trigger happening twice in one turn: the same mode chosen twice",
        equivalent="the only modal triggered ability is Aphelios, Exalted's, which has 'that hasn't been chosen "
                   "this turn': no modal trigger without it exists to be refused a mode")
def _(p: Patcher) -> None:
    _edit(p, f"{CHOICES}:finalize_trigger",
          ("used = game.objects[item.source].data.setdefault(\"modes_used\", []) if trig.once_per_turn_modes else []",
           "used = game.objects[item.source].data.setdefault(\"modes_used\", [])"),
          ("        if trig.once_per_turn_modes:\n            used.append(mode)\n", "        used.append(mode)\n"))


# ---- round 2: events' data, the second occurrence, interactions ----------------------------------------------
@mutant("r9b-reaction-unit-in-showdown-passes-focus-on-open-chain", rule="337.1.c.1.a", area="showdowns",
        bug="a unit played with Reaction during a showdown passes focus to the next player even though a chain is "
            "open (focus passes only when the chain is empty)",
        kill="showdown, a spell on the chain: the focus holder's opponent plays a Reaction unit; focus does not move")
def _(p: Patcher) -> None:
    _edit(p, f"{CHAIN}:play", ("if destination is not None and not game.chain and showdown is not None",
                               "if destination is not None and showdown is not None"))


@mutant("r9b-trigger-order-from-priority-holder", rule="383.3.d.1", area="triggers",
        bug="simultaneous triggers of several players go on the chain starting with the player who holds priority, "
            "not the turn player",
        kill="B holds priority (responding on A's turn); B's spell makes both players' units trigger: A's goes on first")
def _(p: Patcher) -> None:
    _edit(p, f"{TRIG}:flush", ("order = (order or turn_order_from(game, game.active))",
                               "order = (order or turn_order_from(game, game.priority or game.active))"))


@mutant("r9b-trigger-controlled-by-owner", rule="383.4 [R3], 187", area="triggers",
        bug="a permanent's triggered ability (naming no controller) is controlled by the permanent's owner, not its "
            "controller",
        kill="B controls a unit A owns; its trigger is B's")
def _(p: Patcher) -> None:
    _edit(p, f"{TRIG}:controller_of_source", ("return o.controller or o.owner", "return o.owner or o.controller"))


@mutant("r9b-single-trigger-order-asked", rule="383.3.d.1", area="triggers",
        bug="a player is asked to order their triggers even when only one is pending",
        kill="one trigger: no order-triggers decision")
def _(p: Patcher) -> None:
    _edit(p, f"{TRIG}:flush", ("if len(mine) > 1:", "if len(mine) > 0:"))


@mutant("r9b-trigger-cascade-cut-short", rule="334-337 [R3]", area="triggers",
        bug="the handling of tasks stops after two rounds of triggers: triggers caused by a trigger's trigger are "
            "left pending",
        kill="a trigger whose resolution triggers another, which triggers a third: all three resolve",
        equivalent="a round of the task loop that puts triggers on the chain has already given priority, and a "
                   "third round would need a trigger caused by finalizing a trigger that was itself caused by "
                   "finalizing one: no targeting effect ('When you choose me', Irelia) makes a choice of its own, "
                   "so the third round never finds a trigger")
def _(p: Patcher) -> None:
    _edit(p, f"{CHAIN}:run_tasks", ("for _ in range(50):", "for _ in range(2):"))


@mutant("r9b-counter-event-player-is-countered-controller", rule="425", area="chain order",
        bug="the counter event names the countered card's controller as the player who countered it",
        kill="B counters A's spell: the counter event's player is B")
def _(p: Patcher) -> None:
    _edit(p, f"{CHAIN}:counter", ("game.emit(\"counter\", object=game.alias_of(target.uid), player=by,",
                                  "game.emit(\"counter\", object=game.alias_of(target.uid), player=item.controller,"))


@mutant("r9b-choose-event-player-is-object-controller", rule="352, 383.4.b.2", area="triggers",
        bug="a 'choose' event names the chosen object's controller as the chooser, not the item's controller",
        kill="A's spell chooses B's unit: the choose event's player is A (B's 'when you choose' does not trigger)")
def _(p: Patcher) -> None:
    _edit(p, f"{CHOICES}:announce_choices", ("player=item.controller,", "player=o.controller,"))


@mutant("r9b-repeat-choices-not-announced", rule="820.2 [R3], 383.4.b.2", area="triggers",
        bug="only the first execution's choices are announced as chosen: a repeated execution's own choices never "
            "trigger 'when you choose'",
        kill="a Repeat spell paid once, the repeat choosing Irelia: her 'when you choose me' triggers")
def _(p: Patcher) -> None:
    _edit(p, f"{CHAIN}:finalize", ("announce_choices(game, item, played_choices(item))",
                                   "announce_choices(game, item, list(item.targets))"))


@mutant("r9b-destination-filter-for-chooser", rule="442.2, 457.3 [R3]", area="multiplayer",
        bug="a triggered move's destinations are filtered from its controller's view, not the moved unit's "
            "controller's (a battlefield of the moved unit's teammate is offered)",
        kill="2v2: A's Blast Cone moves B's unit: D's battlefield is not offered, A's teammate's is")
def _(p: Patcher) -> None:
    _edit(p, f"{CHOICES}:finalize_trigger", ("not invalid_destination(game, mover.controller, o)",
                                             "not invalid_destination(game, item.controller, o)"))


@mutant("r9b-untargetable-refuses-non-targeting-choices", rule="757, 758", area="targets",
        bug="a 'can't be chosen by enemy spells' restriction is also applied to choices that do not target (each, "
            "any number, a location's units)",
        kill="an untargetable unit is still affected by a non-targeting choice",
        equivalent="every choice that does not target is of a location or a battlefield (cards/common.py "
                   "DESTINATION, Yasuo, Stormbringer), which choice_legal decides before it reads a 'can't be "
                   "chosen' restriction: the dropped guard is never the deciding one")
def _(p: Patcher) -> None:
    _edit(p, f"{INSTR}:choice_legal", ("if spec.targets and actions.forbidden(game, \"choose\",",
                                       "if actions.forbidden(game, \"choose\","))


@mutant("r9b-hidden-play-effect-ignores-elsewhere", rule="811.1.d.2 [R4]", area="hide",
        bug="a card played from facedown chooses at its battlefield even when its text restricts the choice "
            "elsewhere (Tideturner)",
        kill="Tideturner played from facedown chooses a unit in its controller's base")
def _(p: Patcher) -> None:
    _edit(p, f"{INSTR}:choice_legal", ("if hidden_at and spec.targets and not spec.elsewhere and",
                                       "if hidden_at and spec.targets and"))


@mutant("r9b-hidden-play-effect-base-allowed", rule="811.1.d.2 [R4]", area="hide",
        bug="a card played from facedown may choose units in a base too (only other battlefields are refused)",
        kill="a unit played from facedown: its play effect may not choose a unit in base")
def _(p: Patcher) -> None:
    _edit(p, f"{INSTR}:choice_legal", ("o.zone == \"board\" and o.location != hidden_at:",
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
    _edit(p, f"{REPL}:replace", ("if len(cands) > 1 and order is None:", "if len(cands) > 1 and not applied:"))



@mutant("r9b-trigger-choices-not-announced", rule="383.4.b.2", area="triggers",
        bug="the objects a triggered ability chooses as it is finalized are not announced as chosen: 'When you choose "
            "me' never triggers on a triggered ability's choice (only on a spell's or an activated ability's)",
        kill="rule-383-4-b-2-targeting-effect-resolves-before-the-spell-variant-r9b-a-triggered-ability-choosing-her: "
             "a Deathknell choosing Irelia puts her trigger on the chain above it")
def _(p: Patcher) -> None:
    _edit(p, f"{CHOICES}:finalize_trigger", ("    announce_choices(game, item, values)\n", ""))


# ---- round 3: objects that changed zones, instances, the lesser-used branches ---------------------------------
@mutant("r9b-temporary-kills-the-card-played-again", rule="816.1.b, 124 [R4]", area="keywords", keyword="Temporary",
        bug="Temporary's 'kill this' kills the card even when it left the board and came back since its trigger (a "
            "new object)",
        kill="a Temporary unit's trigger on the chain; the unit is returned and played again: the new one survives")
def _(p: Patcher) -> None:
    _edit(p, f"{TRIG}:keyword_triggers", ("            me = r.source_still()\n", "            me = r.source\n"))


@mutant("r9b-weaponmaster-attaches-to-new-object", rule="821.1.c, 124 [R4]", area="keywords", keyword="Weaponmaster",
        bug="Weaponmaster attaches the Equipment to the card even when the unit played left the board and came back "
            "before its trigger resolved",
        kill="a Weaponmaster's trigger on the chain; the unit is returned and played again: nothing is attached")
def _(p: Patcher) -> None:
    _edit(p, f"{TRIG}:_weaponmaster", ("        me = r.source_still()", "        me = r.source"))


@mutant("r9b-play-trigger-forgets-hidden-battlefield", rule="811.1.d.2 [R4]", area="hide",
        bug="the battlefield where a card played from facedown was hidden is not carried to its 'when you play me' "
            "triggers: they may choose anywhere",
        kill="a unit with a 'when you play me, stun a unit' played from facedown: a unit elsewhere is refused")
def _(p: Patcher) -> None:
    _edit(p, f"{TRIG}:flush", ("\"hidden_at\": (t[\"info\"] or {}).get(\"hidden_at\")}", "\"hidden_at\": None}"))


@mutant("r9b-one-equip-ability-however-many", rule="818.4", area="keywords", keyword="Equip",
        bug="a gear with two Equip instances has one Equip ability (the first instance's cost only)",
        kill="a gear with 'Equip [2]' and 'Equip [1]': its second Equip ability (index 1) can be activated for [1]")
def _(p: Patcher) -> None:
    _edit(p, f"{CHAIN}:all_activated", ("for c in costs.keyword_costs(o, \"Equip\"):",
                                        "for c in costs.keyword_costs(o, \"Equip\")[:1]:"))


@mutant("r9b-pass-in-neutral-open-state-accepted", rule="339, 335", area="priority and focus",
        bug="a pass with an empty chain outside a showdown is accepted and does nothing (it should be refused: there "
            "is nothing to pass)",
        kill="the turn player passes in a neutral open state: rejected")
def _(p: Patcher) -> None:
    _edit(p, f"{CHAIN}:pass_priority", ("    raise IllegalAction(\"nothing to pass: the turn is in a neutral open state (use advance)\")\n",
                                        "    return None\n"))


@mutant("r9b-returned-spell-no-return-event", rule="425, 370", area="chain order",
        bug="a card that leaves the chain for its owner's hand (Abandon's replacement) is moved without a return event",
        kill="Abandon returns the countered spell: expect a return event for it",
        equivalent="the engine's internal 'return' event is not a contract event (schema/events.schema.json lists "
                   "no such type) and no card's trigger reads it: the card's move to its owner's hand is observed "
                   "the same")
def _(p: Patcher) -> None:
    _edit(p, f"{CHAIN}:leave_chain", ("        game.emit(\"return\", object=game.alias_of(o.uid))\n", ""))


@mutant("r9b-keywords-memo-ignores-object", rule="801.3", area="layers",
        bug="within one keyword pass the keywords computed first are returned for every object (the memo does not "
            "check which object it holds)",
        kill="two units with different keywords trigger on one event: each has its own",
        equivalent="a keyword pass is opened and closed around one object in check_triggers, and gathering that "
                   "object's triggers reads no other object's keywords, so the memo only ever holds the object "
                   "asked for")
def _(p: Patcher) -> None:
    _edit(p, f"{LAYERS}:keywords", ("        if memo[0] is o:\n", "        if True:\n"))


@mutant("r9b-spell-choice-any-zone", rule="425.3, 355.9", area="targets",
        bug="a choice of 'a spell' accepts a spell card outside the chain (in a hand or trash)",
        kill="a counter spell choosing a spell card in hand: rejected")
def _(p: Patcher) -> None:
    _edit(p, f"{INSTR}:choice_legal", ("if o.zone != \"chain\" or \"Spell\" not in card_types(game, o):",
                                       "if \"Spell\" not in card_types(game, o):"))


@mutant("r9b-any-number-picks-unchecked", rule="402.1", area="targets",
        bug="a trigger's 'any number of' answer is not checked against the candidates (an ineligible unit can be named)",
        kill="Azir, Sovereign's 'any number of' answer naming an enemy unit: refused")
def _(p: Patcher) -> None:
    _edit(p, f"{CHOICES}:finalize_trigger", ("            if any(p not in options for p in picked):\n",
                                             "            if False:\n"))


@mutant("r9b-optional-choice-asked-without-options", rule="355.13, decision policy", area="targets",
        bug="a trigger's optional ('up to one') choice with no legal option is still asked (only 'none' offered)",
        kill="a trigger with 'up to one enemy unit' and no enemy unit: no decision")
def _(p: Patcher) -> None:
    _edit(p, f"{CHOICES}:finalize_trigger", ("        if not options:  # nothing can be chosen: nothing is asked (decision policy)\n"
                                             "            values.append(None)\n            continue\n", ""))


@mutant("r9b-counter-takes-an-ability", rule="425.3", area="chain order",
        bug="'counter a spell' also takes an ability of the chosen card off the chain (it finds any item of the card)",
        kill="a card's ability on the chain while the card is a spell elsewhere... an ability is never countered by it",
        equivalent="for an ability item of the same card to be older than the spell on the chain, the card would "
                   "have to be a permanent (or in the trash) with a triggered ability pending and then be played as "
                   "a spell: no card is both a spell and a permanent with such a trigger, and a spell's own "
                   "abilities do not trigger on the chain")
def _(p: Patcher) -> None:
    _edit(p, f"{CHAIN}:counter", ("item = next((i for i in game.chain if i.source == target.uid and i.kind == \"card\"), None)",
                                  "item = next((i for i in game.chain if i.source == target.uid), None)"))
