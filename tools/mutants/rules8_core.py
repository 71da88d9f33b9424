"""Mutants of the session-8 sweep over the rules modules (``reference_engine/*.py``, not the cards) with NEW
operator families (any statement deleted, guards forced True/False, loops cut to the first element / skipping it
/ broken / reversed, slice and range bounds, ``.get`` defaults, ``d[k]`` -> ``.get(k)``, a call replaced by its
first argument, copies and ``sorted`` dropped, returned values replaced, arithmetic swaps, boolean assignments
negated): each is a survivor of the generated single-point mutations that a new case now kills.

Coverage-guided (every engine line mapped to the cases executing it; a mutant ran only those, stopping at the first
failure; a mutant on a line no case executes is "uncov"). "new" = survivors the session's new cases kill (re-run
against them); "err" = mutants that did not load. Survival = surv / (killed + surv).

    module       tried killed  surv uncov err  surv%  new after%
    chain          714    569   135    10   0   19.2    1   19.0
    triggers       252    208    44     0   0   17.5    4   15.9
    replacement     79     62    14     3   0   18.4    0   18.4
    layers         197    154    39     3   1   20.2    2   19.2
    combat         445    338   100     7   0   22.8    0   22.8
    cleanup        239    177    62     0   0   25.9    1   25.5
    keywords       170    143    24     2   1   14.4    2   13.2
    movement       113     98    15     0   0   13.3    1   12.4
    costs          303    269    33     0   1   10.9    0   10.9
    resources      128     87    38     3   0   30.4    3   28.0
    turn           103     80    22     1   0   21.6    3   18.6
    steps           88     25    57     6   0   69.5    0   69.5
    additional      60     42    16     2   0   27.6    0   27.6
    choices        197    162    28     7   0   14.7    0   14.7
    events          17     10     6     0   1   37.5    0   37.5
    game           221    155    55    11   0   26.2    0   26.2
    instructions   220    178    40     2   0   18.3    2   17.4
    removal        121     73    47     1   0   39.2    3   36.7
    seats          146    116    29     1   0   20.0    0   20.0
    setup          299    220    79     0   0   26.4    1   26.1
    state           24     17     7     0   0   29.2    1   25.0
    behaviour      180    133    28    15   4   17.4    1   16.8
    actions        518    375   121    22   0   24.4    5   23.4
    naming         169    136    33     0   0   19.5    0   19.5
    TOTAL         5003   3827  1072    96   8   21.9   30   21.3

New cases (the survivor they kill): rule-346-1-trigger-added-to-a-chain-a-spell-opened-focus-passes (triggers: the
'chain opened by a trigger' flag set whenever triggers go on the chain); rule-347-3-a-a-unit-played-breaks-the-
sequence-of-passes (chain: focus passes not reset after an Action unit resolves in a showdown); rule-821-1-c-5-equip-
cost-that-cant-be-paid-gear-stays (triggers: Weaponmaster's can_pay dropped); rule-808-1-a-deathknell-on-a-gear-
variant-m8-attached-gear-text-inactive (triggers: an attached card's printed triggers active - the ENGINE WAS WRONG:
a gear killed while attached was detached before its "when I die" was checked; fixed in actions.die and
triggers.check_triggers, 718.2, 721.2, 808.1.d.2 [R4]); rule-801-3-b-...-variant-m8-its-other-keywords-stay (layers:
keyword-loss filter cut); rule-823-1-c-1-...-variant-m8-granted-and-lost-hunt (keywords: a permanent's keyword
triggers read from its printed keywords; Hunt looked for in the first keyword only); rule-811-1-b-one-facedown-card-
per-battlefield-variant-m8-later-card-hidden-first (movement: facedown search over the first object);
rule-811-1-b-hide-pays-a-variant-m8-hidden-after-another-keyword (behaviour: has_printed_keyword over the first
keyword); rule-315-4-b-1-...-variant-m8-the-whole-trash-is-recycled (resources: burn out recycles one card);
rule-470-...-variant-m8-scored-again-on-a-later-turn (turn: per-turn records reset for the first seat only);
rule-801-3-a-3-...-variant-m8-two-grants-both-stay (turn: end-of-turn grant filter cut); rule-801-3-a-3-...-variant-
m8-lost-when-it-leaves-the-board (state: grants kept across a zone change); rule-359-3-e-14-a-if-you-do-chain-
ignored-link-ignores-the-next (instructions: a link-skipped instruction recorded as executed); rule-652-4-...-
variant-m8-every-item-of-theirs (removal: a conceding player's chain items cut); rule-432-1-...-variant-m8-negative-
might-adds-nothing (actions: double's max(0, Might) clamp dropped); rule-719-3-a-...-variant-m8-gear-listed-first-
then-recalled and rule-719-5-...-variant-m8-gear-listed-first (actions: the attached-card loops of move, recall and
change_zone skipping the first object); rule-456-1-...-variant-m8-the-first-in-board-order and rule-422-1-a-...-
variant-m8-the-first-card-in-hand (cleanup/actions: decision options that skip the first staged battlefield / card).

Survivors judged equivalent or out of scope, by kind (line numbers of the swept main, c44cb8e):
- everywhere: ``if TYPE_CHECKING`` forced; asserts deleted; ``d[k]`` -> ``.get(k)`` on keys always present;
  ``list()``/``set()``/``.copy()`` dropped on collections only read; ``reversed()`` over order-free loops (sums, sets,
  filters); ``return False`` -> ``None`` and ``return True`` -> ``None`` (callers test truthiness; Resolution.instruction
  negates only ``is False``); priority/passes assignments that run_tasks / enter_phase set again; memo and cache
  slots (layers' _keywords_of/_might_sources, game's watcher and Frozen/copy machinery, constructor defaults that
  setup overwrites).
- chain: trash play without `pay: flow` (costs.play_cost asks the Flow cost anyway); unknown location and a played
  unit's combat-of-others destination (steps.check_step / the control check reject first); repeat-choices count
  (script shape); resolves_immediately / Activated.reaction (no ability sets them); two permitting battlefields or
  two attached text cards (one Dragon Roost / Svellsongur text in any game); play_by_effect/counter return values and
  kill-with-spell for abilities (read only by cards: m8cards' scope); chain_opened_by_trigger reset (also reset as
  every chain empties).
- triggers/replacement/choices: identical per-instance triggers (Weaponmaster, Vision) reversed/cut; a second
  legend's replacement/forbid; once-per-turn modes, any-number and location-choosing triggers (cards).
- combat: designations cleared again by cleanup._designations; "combat" durations (no effect has one); legal_splits
  permutations/compositions cut or reversed (the set of splits is collected from every order); an empty battlefield
  made uncontrolled again by the cleanup (323.6); clamp max(1, .) on lethal (a unit with damage >= Might is gone);
  2v2 conqueror exceptions and FFA4 middle players in combat trigger order (no vanilla trigger reaches them).
- cleanup: loops over dying units, facedown cards, base recalls, battlefields cut/broken/reversed: the cleanup
  repeats until nothing changes, so the next pass does the rest; two players' replacements over several deaths.
- keywords/costs/resources/turn/seats: masks over Tank+Backline units (one per case); other permanents' cost_change
  (no behaviour overrides it) and a clamp repeated downstream; channel/draw counts unused; a pool dict cut (missing
  domain reads 0); 2v2 disqualified set recomputed before read; the combat-of-others destination check (the 'two
  other players' units' check rejects the same moves); duel_first_turn branch (2 == len(seats)).
- removal: 2v2 teammate removal (the team lost: game over); battlefield control/contest of the conceding player
  (the cleanup right after clears them); carry-on flow guards (concessions happen in the action phase).
- actions/instructions/behaviour/state: zone guards of actions whose instruction is already ignored for an off-board
  target (359.3.e); card-only actions (disempower below 0, gain_control of one's own unit, replaced token fields,
  Might-change replacements); conditional expressions on value shapes always tuple/str where reached; the data
  reset on a zone change (read only by cards).
- steps (57 + session 7's 44, untriaged then): input-shape checks repeated downstream or excluded by the harness's
  schema validation of every case step - unknown aliases (the action's own game.obj raises), unknown destinations,
  removed players' steps (no priority, no decision), non-list/non-dict/non-str answers and answers outside the
  options (the consumer rejects them: combat.assign keeps amounts > 0 and checks legal_splits).
- additional (16 + session 7's 33, untriaged then): spend-buff / extra-turn events (not protocol events);
  ``return True`` -> None; spend_xp's False -> True (a player action is never what an "if you do" links to); n <= 0
  guards (no instruction gains/spends 0 XP); max(0, bonus) (no negative Bonus Damage source); the BOARD guard of
  spend_buff (an off-board target is illegal first).
- setup (the case loader) and naming (Fallen Feline's name parsing): order of setup entries, optional-key defaults
  followed by ``or {}``; catalogue scans with one match - equivalent / cards' scope.
- Not written (worth a case later): two forbid effects at once (actions.forbidden's any() cut), a non-Ganking unit
  moving into a catalogued battlefield that permits nothing (movement 63), data kept across a zone change.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from mutants import Patcher, mutant


@mutant("trigger-on-open-chain-keeps-focus", rule="346.1", area="priority and focus",
        bug="every chain a triggered ability is added to counts as 'opened by a trigger', so focus does not pass "
            "when a chain a spell opened (with a trigger on top) empties in a showdown",
        kill="rule-346-1-trigger-added-to-a-chain-a-spell-opened-focus-passes: A keeps focus after A's spell and "
             "the Deathknell trigger above it resolve")
def _(p: Patcher) -> None:
    @p.wrap("reference_engine.triggers:flush")
    def flush(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        added = orig(game, *args, **kwargs)
        if added:
            game.chain_opened_by_trigger = True
        return added


@mutant("weaponmaster-offers-unpayable-equip", rule="821.1.c.5", area="keywords", keyword="Weaponmaster",
        bug="Weaponmaster offers to pay the chosen Equipment's reduced Equip cost even when it can't be paid, and "
            "attaches the gear for what can be paid",
        kill="rule-821-1-c-5-equip-cost-that-cant-be-paid-gear-stays: a `may` is left pending and the gear attaches")
def _(p: Patcher) -> None:
    @p.wrap("reference_engine.triggers:_weaponmaster")
    def _weaponmaster(orig: Any, *args: Any, **kwargs: Any) -> Any:
        t = orig(*args, **kwargs)

        def go(r: Any) -> None:
            # reference_engine.triggers._weaponmaster's ``go`` with the payability check dropped
            actions = p.module("reference_engine.actions")
            costs = p.module("reference_engine.costs")
            gear = r.target(0)
            me = r.source_still()
            if gear is None or me is None or me.zone != "board":
                return
            cost = costs.keyword_cost(gear, "Equip")
            if cost is None:
                return
            cost.power = cost.power[:-1] if cost.power else cost.power
            if r.game.may(r.controller, "pay to attach it?"):
                if costs.can_pay(r.game, r.controller, cost):
                    costs.pay(r.game, r.controller, cost)
                actions.attach(r.game, gear, me, r.controller)

        return replace(t, resolve=go)


@mutant("attached-gear-printed-deathknell-triggers", rule="718.2", area="triggers",
        bug="a gear killed while attached is treated as unattached when it dies, so its printed Deathknell (inactive "
            "while attached, 718.2, 721.2) triggers",
        kill="rule-808-1-a-deathknell-on-a-gear-variant-m8-attached-gear-text-inactive: the owner draws")
def _(p: Patcher) -> None:
    @p.wrap("reference_engine.actions:die")
    def die(orig: Any, game: Any, o: Any, *args: Any, **kwargs: Any) -> Any:
        o.attached_to = None
        return orig(game, o, *args, **kwargs)


@mutant("keyword-loss-cuts-the-later-keywords", rule="801.3.b", area="layers",
        bug="an effect that removes a keyword also removes every keyword listed after it on the unit (the filter "
            "stops at the first lost keyword)",
        kill="rule-801-3-b-removed-keyword-only-from-the-chosen-unit-variant-m8-its-other-keywords-stay: x [Tank, "
             "Assault 2] loses Tank and attacks with 2 Might, not 4")
def _(p: Patcher) -> None:
    @p.wrap("reference_engine.layers:keywords")
    def keywords(orig: Any, game: Any, o: Any, *args: Any, **kwargs: Any) -> Any:
        kws = orig(game, o, *args, **kwargs)
        if o.zone != "board":
            return kws
        lost = {e.data["keyword"] for e in game.effects if e.kind == "lose-keyword" and e.target == o.ref}
        full = list(p.module("reference_engine.behaviour").behaviour_of(o).keywords(game, o)) + [k for k, _ in o.granted]
        cut = next((i for i, k in enumerate(full) if k.split(" ")[0] in lost), None)
        return kws if cut is None else [k for k in full[:cut]]


@mutant("keyword-triggers-read-printed-keywords", rule="801.3", area="keywords", keyword="Hunt",
        bug="a permanent's keyword triggers (Hunt, Quick-Draw, Deathknell on the board) are read from its printed "
            "keywords, ignoring keywords granted or removed by effects",
        kill="rule-823-1-c-1-hunt-gains-xp-on-conquer-variant-m8-granted-and-lost-hunt: A gains 3 XP from the "
             "removed Hunt 3 and nothing from the granted Hunt 2")
def _(p: Patcher) -> None:
    @p.wrap("reference_engine.keywords:_board_keywords")
    def _board_keywords(orig: Any, game: Any, o: Any, *args: Any, **kwargs: Any) -> Any:
        return list(p.module("reference_engine.keywords").printed_keywords(o))


@mutant("burn-out-recycles-only-one-card", rule="431.2.b", area="turn phases",
        bug="burning out recycles only the first card of the trash into the main deck (the loop stops after one)",
        kill="rule-315-4-b-1-burn-out-in-draw-phase-variant-m8-the-whole-trash-is-recycled: A's deck is empty and "
             "two cards stay in the trash")
def _(p: Patcher) -> None:
    @p.wrap("reference_engine.resources:burn_out")
    def burn_out(orig: Any, game: Any, player: str, *args: Any, **kwargs: Any) -> Any:
        pl = game.players[player]
        kept = pl.trash[1:]
        del pl.trash[1:]
        try:
            return orig(game, player, *args, **kwargs)
        finally:
            pl.trash.extend(uid for uid in kept if uid not in pl.trash)


@mutant("turn-records-reset-for-the-first-seat-only", rule="470", area="scoring",
        bug="as a new turn begins, only the first seat's per-turn records (cards played, battlefields conquered and "
            "scored, cards resolved) start over; the other players keep theirs",
        kill="rule-470-once-per-battlefield-per-turn-variant-m8-scored-again-on-a-later-turn: B does not hold bf1 "
             "on B's next turn")
def _(p: Patcher) -> None:
    @p.wrap("reference_engine.turn:next_phase")
    def next_phase(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        kept = {name: (list(pl.played_this_turn), list(pl.conquered_this_turn), list(pl.scored_this_turn),
                       pl.resolved_this_turn) for name, pl in list(game.players.items())[1:]}
        was = game.phase
        result = orig(game, *args, **kwargs)
        if was == "end":
            for name, (played, conquered, scored, resolved) in kept.items():
                pl = game.players[name]
                pl.played_this_turn, pl.conquered_this_turn, pl.scored_this_turn = played, conquered, scored
                pl.resolved_this_turn = resolved
        return result


@mutant("link-skipped-instruction-recorded-as-done", rule="359.3.e.14.a", area="game actions",
        bug="an instruction skipped because its earlier linked instruction was ignored or did nothing is recorded "
            "as executed (though not performed), so an 'if you do' linked to it still runs",
        kill="rule-359-3-e-14-a-if-you-do-chain-ignored-link-ignores-the-next: A draws three times, not once")
def _(p: Patcher) -> None:
    ins = p.module("reference_engine.instructions")

    @p.wrap("reference_engine.instructions:Resolution.instruction")
    def instruction(orig: Any, self: Any, do: Any, uses: Any = (), linked: Any = None, *args: Any,
                    **kwargs: Any) -> Any:
        idx = orig(self, do, uses, linked, *args, **kwargs)
        own_ok = all(self.legal(i) for i in uses if self.raw(i) is not None) and (not uses or any(
            self.raw(i) is not None for i in uses))
        if linked is not None and own_ok and self.outcomes[idx] == ins.IGNORED \
                and self.outcomes[linked] in (ins.IGNORED, ins.NEGATED):
            self.outcomes[idx] = ins.EXECUTED
        return idx
