"""Session-9 hand-seeded bug hunt, round 2 (helper r9b) over the rules modules ``reference_engine/chain.py`` (its
playing, priority and resolving parts), ``triggers.py``, ``replacement.py``, ``layers.py``, ``instructions.py`` and
``choices.py``: bugs an engine author who read the Core Rules could plausibly write, chosen to differ from the
session-8 hunt (``rules8_h8b*``) — multiplayer readings, the second occurrence of a thing, boundaries, and the
less-used branches. Most mutants rewrite one line of the engine function's own source (:meth:`Patcher.edit`), so a
mutant stays tied to the line it breaks: a line that is no longer there makes it Stale. Rule numbers are those of
the full Core Rules v1.3 text unless marked [R4]. Continued in :mod:`mutants.rules9_r9b_2`.

Per module patched (both files): written / killed at once / killed after a new case (or an engine fix and its
case) / equivalent (the ``equivalent=`` field says why; one is an open question, r9b-countered-spell-counts-resolved):

    chain.py      23 14 2 7     triggers.py    14 13 0 1     instructions.py  11 6 2 3
    choices.py    10  8 1 1     layers.py       6  5 0 1     replacement.py    5 3 0 2     total 69 49 5 15

Cases added: rule-484-8-a-teammate-acts-only-on-the-turn-players-priority-variant-r9b-opponents-teammate-not-invited,
rule-309-1-a-only-reactions-in-closed-state-variant-r9b-action-ability-waits-for-the-chain,
rule-383-4-b-2-targeting-effect-resolves-before-the-spell-variant-r9b-a-triggered-ability-choosing-her (engine fix:
a triggered ability's choices are announced, 383.4.b.2) and rule-143-2-b-negative-might-referenced-by-a-spell-is-zero-
deathgrip (engine fix: a negative Might referenced by a spell reads 0, 143.2.b)."""
from __future__ import annotations

from typing import Any

from mutants import Patcher, mutant

CHAIN = "reference_engine.chain"
TRIG = "reference_engine.triggers"
REPL = "reference_engine.replacement"
LAYERS = "reference_engine.layers"
INSTR = "reference_engine.instructions"
CHOICES = "reference_engine.choices"


# ---- chain.py -----------------------------------------------------------------------------------------------
@mutant("r9b-passes-counted-over-every-seat", rule="339.1, 651.3", area="multiplayer",
        bug="the newest chain item resolves when as many passes in a row as there are SEATS were made: a player "
            "removed from the game is still waited for (the chain goes round once more)",
        kill="FFA3, C conceded: A plays a spell, A and B pass: it resolves (not priority back to A)")
def _(p: Patcher) -> None:
    p.edit(f"{CHAIN}:pass_priority", ("if game.passes >= len(in_game(game)):",
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
    p.edit(f"{CHAIN}:timing_ok", ("(game.active == turn_player and game.phase == \"action\")",
                                    "game.phase == \"action\""))


@mutant("r9b-action-ability-on-open-chain", rule="309.1.a [R3], 806", area="play timing",
        bug="an [Action] activated ability may be activated while the chain is open (only [Reaction] may)",
        kill="a chain item pending; the turn player activates an [Action] ability: rejected")
def _(p: Patcher) -> None:
    p.edit(f"{CHAIN}:ability_timing", ("    if game.chain:\n        return \"only [Reaction]",
                                         "    if game.chain and not ab.action:\n        return \"only [Reaction]"))


@mutant("r9b-gear-enters-exhausted", rule="143.4", area="game actions",
        bug="a gear played enters the board exhausted like a unit (only units enter exhausted)",
        kill="play a vanilla gear; expect it ready (its [E] ability usable at once)")
def _(p: Patcher) -> None:
    p.edit(f"{CHAIN}:enter_board", ("o.exhausted = \"Unit\" in types and not", "o.exhausted = not"))


@mutant("r9b-showdown-unit-focus-after-turn-player", rule="337.1.c.1.a", area="showdowns",
        bug="a unit played with an empty chain in a showdown passes focus to the player after the TURN player, not "
            "after the player who held focus",
        kill="FFA3 showdown with focus on B: B plays a unit; focus goes to C (not to B again)")
def _(p: Patcher) -> None:
    p.edit(f"{CHAIN}:play", ("showdown.focus = game.next_player(showdown.focus)",
                               "showdown.focus = game.next_player(game.active)"))


@mutant("r9b-invited-by-any-teammate", rule="484.8.a", area="multiplayer",
        bug="in 2v2 a player may act with ANY teammate's priority (the non-turn team invites too), not only the "
            "turn player's",
        kill="2v2, A's turn, B holds priority on a chain: D's Reaction is rejected")
def _(p: Patcher) -> None:
    p.edit(f"{CHAIN}:invited", ("game.priority == game.active and player != game.active and player in "
                                  "game.teammates(game.active)",
                                  "game.priority is not None and player != game.priority and player in "
                                  "game.teammates(game.priority)"))


@mutant("r9b-once-per-turn-shared-by-abilities", rule="381 [R3]", area="play timing",
        bug="a permanent's 'only once per turn' record is kept per permanent, not per ability: using one such "
            "ability forbids its other once-per-turn abilities (or a second instance) this turn",
        kill="a permanent with two once-per-turn abilities (or copies): both used in one turn")
def _(p: Patcher) -> None:
    p.edit(f"{CHAIN}:activate", ("key = f\"{idx}:{instance}\"", "key = \"used\""))


@mutant("r9b-ability-resolution-counts-resolved-card", rule="419.4.a", area="play timing",
        bug="an ability resolving counts as a card its controller resolved this turn",
        kill="Astral Heron's 'first card resolved this turn' after an activated ability resolved")
def _(p: Patcher) -> None:
    p.edit(f"{CHAIN}:_resolve", ("        if item in game.chain:\n            game.chain.remove(item)\n"
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
    p.edit(f"{CHAIN}:_resolve", ("        if item not in game.chain:\n            break\n", ""))


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
    p.edit(f"{CHAIN}:_resolve", ("    beh = behaviour_of(o)\n    r = Resolution(game, item, list(beh.targets))",
                                   "    beh = behaviour_of(o)\n    game.chain.remove(item)\n"
                                   "    leave_chain(game, o, item, 'trash')\n    game.chain.append(item)\n"
                                   "    r = Resolution(game, item, list(beh.targets))"))


# ---- triggers.py --------------------------------------------------------------------------------------------
@mutant("r9b-legend-triggers-inactive", rule="383.1, 136", area="triggers",
        bug="a legend's triggered abilities never trigger (only the board's and battlefields' are checked)",
        kill="a legend with a 'when you ...' trigger; do it; expect the trigger")
def _(p: Patcher) -> None:
    p.edit(f"{TRIG}:check_triggers", ("zone = \"board\" if o.zone in (\"board\", \"legend\", \"battlefield\")",
                                        "zone = \"board\" if o.zone in (\"board\", \"battlefield\")"))


@mutant("r9b-trigger-order-reversed", rule="383.3.d.1", area="triggers",
        bug="simultaneous triggers of several players go on the chain in reverse turn order (the turn player's "
            "last, so the turn player's resolve first)",
        kill="both players' units trigger on one event; the non-turn player's trigger resolves first")
def _(p: Patcher) -> None:
    p.edit(f"{TRIG}:flush", ("order = (order or turn_order_from(game, game.active)) + list(game.removed)",
                               "order = (order or turn_order_from(game, game.active)[::-1]) + list(game.removed)"))


@mutant("r9b-attached-granted-keywords-inactive", rule="135.4.b [R3]", area="triggers",
        bug="an attached card triggers nothing at all: the keywords granted to it are inactive too",
        kill="a gear given [Temporary] attached to a unit: killed at its controller's next beginning phase")
def _(p: Patcher) -> None:
    p.edit(f"{TRIG}:check_triggers", ("gathered = active + keyword_triggers(game, o, granted_only=attached)",
                                        "gathered = [] if attached else active + keyword_triggers(game, o)"))


@mutant("r9b-weaponmaster-reduces-energy", rule="821.1.c", area="keywords", keyword="Weaponmaster",
        bug="Weaponmaster's Equip cost is reduced by [1] energy instead of by [A]",
        kill="Weaponmaster with an Equipment whose Equip cost is [1][A] (or [A]): pays only [1]/nothing")
def _(p: Patcher) -> None:
    p.edit(f"{TRIG}:_weaponmaster", ("cost.power = cost.power[:-1] if cost.power else cost.power",
                                       "cost.energy = max(0, cost.energy - 1)"))


@mutant("r9b-weaponmaster-reduced-twice", rule="821.1.c", area="keywords", keyword="Weaponmaster",
        bug="Weaponmaster's reduction takes off two power symbols (the whole power part of an Equip cost)",
        kill="an Equipment with an Equip cost of two power symbols: the Weaponmaster pays one")
def _(p: Patcher) -> None:
    p.edit(f"{TRIG}:_weaponmaster", ("cost.power = cost.power[:-1] if cost.power else cost.power",
                                       "cost.power = cost.power[:-2] if cost.power else cost.power"))


@mutant("r9b-battlefield-trigger-to-first-seat", rule="187.6.b [R3]", area="triggers",
        bug="an uncontrolled battlefield's triggered ability is controlled by the first seat (A), not the turn player",
        kill="an uncontrolled battlefield triggers on B's turn: B controls the trigger",
        equivalent="every battlefield with a triggered ability (The Dreaming Tree, Abandoned Hall, Dusk Rose Lab, "
                   "The Academy) names its trigger's controller in its condition's information, so the "
                   "uncontrolled-battlefield fallback of controller_of_source is never read (c9b's finding, commit "
                   "d3eb470)")
def _(p: Patcher) -> None:
    p.edit(f"{TRIG}:controller_of_source", ("return b.controller or game.active",
                                              "return b.controller or game.mode.seats[0]"))


@mutant("r9b-delayed-next-kept-after-this-turn-trigger", rule="390.3", area="delayed triggers",
        bug="a 'the next time ... this turn' delayed trigger is not used up when it triggers (only a plain 'the "
            "next time' is)",
        kill="a 'the next time ... this turn' delayed trigger happens twice in one turn: it triggers once")
def _(p: Patcher) -> None:
    p.edit(f"{TRIG}:check_triggers", ("if eff.duration in (\"next\", \"next-this-turn\"):",
                                        "if eff.duration == \"next\":"))


# ---- replacement.py -----------------------------------------------------------------------------------------
@mutant("r9b-one-replacement-per-event", rule="370.2", area="replacement",
        bug="once one replacement effect has applied to an event, no other applies to what replaced it",
        kill="two different replacement effects that both apply to one event: both change it")
def _(p: Patcher) -> None:
    p.edit(f"{REPL}:replace", ("        current = chosen.apply(game, current)\n",
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
    p.edit(f"{REPL}:replace", ("chosen = ranked[0]", "chosen = ranked[-1]"))


@mutant("r9b-legend-replacements-ignored", rule="370.1", area="replacement",
        bug="replacement effects of legends are not gathered (only permanents', battlefields' and effects')",
        kill="a legend with a replacement effect: it applies",
        equivalent="no legend (catalogued or vanilla) has a replacement effect: the only replacement effects are "
                   "Zhonya's Hourglass, Guardian Angel, Gangplank, Naval, Mel, Newly Awakened and the vanilla test "
                   "ability, which applies only on the board")
def _(p: Patcher) -> None:
    p.edit(f"{REPL}:gather", ("o for o in game.objects.values() if o.zone == \"legend\"]",
                                "o for o in game.objects.values() if False]"))


# ---- layers.py ----------------------------------------------------------------------------------------------
@mutant("r9b-lost-keyword-keeps-valued-instances", rule="801.3.b", area="layers",
        bug="an effect that removes a keyword removes only its bare instances: 'Assault 2' or 'Shield 3' survive "
            "losing Assault / Shield",
        kill="a unit with Assault 2 loses Assault and attacks: its Might is its printed Might")
def _(p: Patcher) -> None:
    p.edit(f"{LAYERS}:keywords", ("kws = [k for k in kws if k.split(\" \")[0] not in lost]",
                                    "kws = [k for k in kws if k not in lost]"))


@mutant("r9b-keyword-values-not-summed", rule="807.1.b.2, 814.2", area="layers",
        bug="a unit with several instances of a valued keyword gets only the greatest value (Assault 2 and a "
            "granted Assault count as Assault 2)",
        kill="a unit with Assault 2 is given Assault; attacks with printed Might +3")
def _(p: Patcher) -> None:
    p.edit(f"{LAYERS}:keyword_value", ("total += int(m.group(1) or 1)",
                                         "total = max(total, int(m.group(1) or 1))"))


@mutant("r9b-floors-before-increases", rule="477.3.b [R4]", area="layers",
        bug="a passive 'to a minimum of N' decrease is applied before the increases (the floor is checked on the "
            "Might without them), not last",
        kill="Leona, Zealot's -8 [M] to a minimum of 1 on a stunned buffed enemy unit: its Might is 1, not 2")
def _(p: Patcher) -> None:
    p.edit(f"{LAYERS}:might", ("    total = base + incs + decs\n    for amount, floor in floors:\n"
                                 "        total = max(total + amount, min(total, floor))\n",
                                 "    total = base + decs\n    for amount, floor in floors:\n"
                                 "        total = max(total + amount, min(total, floor))\n    total += incs\n"))


@mutant("r9b-attached-gear-bonus-only-for-owner", rule="434.1.d", area="layers",
        bug="an attached gear's Might bonus applies only while the unit's controller also controls the gear",
        kill="a unit with an attached gear whose control another player gains: it keeps the gear's bonus")
def _(p: Patcher) -> None:
    p.edit(f"{LAYERS}:might", ("        if g.attached_to == o.uid:\n",
                                 "        if g.attached_to == o.uid and g.controller == o.controller:\n"))


# ---- instructions.py ----------------------------------------------------------------------------------------
@mutant("r9b-removed-player-choosable", rule="651.3", area="multiplayer",
        bug="a player removed from the game can still be chosen ('an opponent', 'a player')",
        kill="FFA3, C conceded: a choice of an opponent naming C is rejected",
        equivalent="the only choice of a player is 'an opponent' (cards/vanilla.py OPPONENT, the Deathknell 'an "
                   "opponent draws'), whose requirement Game.opponents already leaves out removed players (651.3): "
                   "the dropped check is never the deciding one")
def _(p: Patcher) -> None:
    p.edit(f"{INSTR}:choice_legal", ("value in game.players and value not in game.removed",
                                       "value in game.players"))


@mutant("r9b-partial-executes-with-every-target-illegal", rule="359.3.e.8", area="targets",
        bug="an instruction with several targets executes when every one of them has become illegal (checked only "
            "that some target was chosen)",
        kill="a spell with two targets, both gone by resolution: nothing is done (and a linked draw is ignored)",
        equivalent="every instruction marked partial (Flash, Bellows Breath, Elder Dragon) acts on its legal "
                   "targets only (r.target is None for an illegal one) and has no linked or 'if you do' instruction "
                   "after it: executed with every target illegal it does nothing, as when ignored")
def _(p: Patcher) -> None:
    p.edit(f"{INSTR}:Resolution.instruction", ("(not partial or len(illegal) == len(chosen))",
                                                 "not partial"))


@mutant("r9b-linked-after-negated-ignored", rule="359.3.e.14.b", area="targets",
        bug="a later linked instruction is ignored when its earlier linked instruction was negated (not only when "
            "it was ignored or the later one says 'if you do')",
        kill="a linked instruction after one a replacement or a 'can't' negated (not 'if you do'): it still executes")
def _(p: Patcher) -> None:
    p.edit(f"{INSTR}:Resolution.instruction", ("elif linked is not None and if_you_do and self.outcomes[linked] == NEGATED:",
                                                 "elif linked is not None and self.outcomes[linked] == NEGATED:"))


@mutant("r9b-lookback-read-after-the-kill", rule="359.3.e.13 [R4]", area="targets",
        bug="the look-back information of a unit this resolution killed is read after it died (in the trash: "
            "printed Might, its owner as controller), not as it last was on the board",
        kill="a spell kills a buffed/modified unit, then uses its Might (or its controller when borrowed)")
def _(p: Patcher) -> None:
    p.edit(f"{INSTR}:Resolution.kill",
          ("    if died:\n        self.lookback[o.uid] = info\n",
           "    if died:\n        self.lookback[o.uid] = {\"controller\": o.controller or o.owner, "
           "\"might\": might(self.game, o), \"location\": o.location}\n"))


@mutant("r9b-unit-or-gear-choice-type-unchecked", rule="355.9", area="targets",
        bug="a choice of 'a unit' or 'a gear' checks only that the object is on the board, not its card type (a "
            "gear is accepted for 'a unit' and a unit for 'a gear')",
        kill="a spell choosing 'a gear' names a unit (or 'a unit' names a gear): rejected")
def _(p: Patcher) -> None:
    p.edit(f"{INSTR}:choice_legal", ("if o.zone != \"board\" or spec.kind.capitalize() not in card_types(game, o):",
                                       "if o.zone != \"board\":"))


# ---- choices.py ---------------------------------------------------------------------------------------------
@mutant("r9b-required-choice-omitted", rule="355.9", area="targets",
        bug="a step that names fewer choices than the card requires is accepted: the missing choices are empty",
        kill="play a vanilla spell 'deal 2 to a unit' with no targets: rejected")
def _(p: Patcher) -> None:
    p.edit(f"{CHOICES}:resolve_choices", ("        if not choice_legal(game, spec, value, player, item):",
                                            "        if value is not None and not choice_legal(game, spec, value, player, item):"))


@mutant("r9b-trigger-choices-by-turn-player", rule="402.1", area="triggers",
        bug="a triggered ability's choices are made by the turn player, not by its controller",
        kill="B's unit triggers on A's turn with a choice: B is asked")
def _(p: Patcher) -> None:
    p.edit(f"{CHOICES}:finalize_trigger", ("answer = game.ask(\"choose-target\", item.controller, options,",
                                             "answer = game.ask(\"choose-target\", game.active, options,"))


@mutant("r9b-trigger-choice-candidates-for-turn-player", rule="402.1, 740", area="targets",
        bug="a triggered ability's candidates are read for the turn player ('an enemy unit', 'a unit you control' "
            "from the turn player's view), though its controller chooses",
        kill="B's trigger on A's turn choosing 'a unit you control': B's units are offered")
def _(p: Patcher) -> None:
    p.edit(f"{CHOICES}:finalize_trigger", ("        options = candidates(game, spec, item.controller, item)\n",
                                             "        options = candidates(game, spec, game.active, item)\n"))


@mutant("r9b-trigger-destination-unfiltered", rule="442.2, 457.3 [R3]", area="multiplayer",
        bug="a triggered ability that moves the unit just chosen offers destinations the unit may not go to (a "
            "teammate's battlefield, a combat of two others)",
        kill="2v2: Blast Cone's move of an enemy unit does not offer its teammate's battlefield")
def _(p: Patcher) -> None:
    p.edit(f"{CHOICES}:finalize_trigger", ("if mover is None or not invalid_destination(game, mover.controller, o)]",
                                             "if True]"))


@mutant("r9b-modes-remembered-for-every-trigger", rule="402.1", area="triggers",
        bug="the modes a modal trigger chose are remembered for the turn even when it has no 'that hasn't been "
            "chosen this turn' (a second trigger the same turn can't choose the same mode)",
        kill="a plain modal trigger happening twice in one turn: the same mode chosen twice",
        equivalent="the only modal triggered ability is Aphelios, Exalted's, which has 'that hasn't been chosen "
                   "this turn': no modal trigger without it exists to be refused a mode")
def _(p: Patcher) -> None:
    p.edit(f"{CHOICES}:finalize_trigger",
          ("used = game.objects[item.source].data.setdefault(\"modes_used\", []) if trig.once_per_turn_modes else []",
           "used = game.objects[item.source].data.setdefault(\"modes_used\", [])"),
          ("        if trig.once_per_turn_modes:\n            used.append(mode)\n", "        used.append(mode)\n"))

