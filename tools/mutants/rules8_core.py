"""Mutants of the session-8 sweep over the rules modules (``reference_engine/*.py``, not the cards) with NEW
operator families (any statement deleted, guards forced True/False, loops cut to the first element / skipping it
/ broken / reversed, slice and range bounds, ``.get`` defaults, ``d[k]`` -> ``.get(k)``, a call replaced by its
first argument, copies and ``sorted`` dropped, returned values replaced, arithmetic swaps, boolean assignments
negated): each is a survivor of the generated single-point mutations that a new case now kills.

TABLE (filled in below)
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
