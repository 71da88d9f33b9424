"""Mutants found by the session-8 sweep over the card modules (``reference_engine/cards/**``) with NEW operator
families (a statement or block deleted, a condition forced True/False, a loop over only its first element or
skipping it, ``.get`` defaults changed, ``d[k]`` -> ``.get``, a call replaced by its argument, a returned value
replaced, a clamp dropped, a boolean assignment negated), coverage-guided. Each misreads part of a card's printed
text (``current_text``) that no case reached or no case caught: a replacement that applies to every unit's death,
"friendly" / "you control" read from ownership, "each location" stopping at the first battlefield, "all other
enemy units" hitting only the first, a spell going on with its chosen battlefield gone, a vanilla instruction tied
to the next choice. Rule numbers are those the killing case cites ([R3] = Core Rules v1.3).

Per-module results (tried / killed / survived / uncovered; "after" = not killed once the m8 cases were added):

    module         tried killed  surv uncov | after
    common.py        207    147    49    11 |    48    11
    ogn/*            543    427   116     0 |   108     0
    ogs/*             32     27     5     0 |     3     0
    sfd/*            351    262    86     3 |    84     3
    tokens/*           3      2     1     0 |     1     0
    unl/*            357    252   105     0 |    96     0
    vanilla.py       410    312    98     0 |    94     0
    ven/*            458    342   113     3 |   108     2
    total           2361   1771   573    17 |   542    16   (not killed 25.0% -> 23.6%; without the
                                                             d[k]->get and .get-default families, which are
                                                             equivalent here: 14.2% -> 12.6%)
    Session 7's families re-run over its five untriaged cards (Dusk Rose Lab, Hostile Takeover, Baron Nashor,
    Baited Hook, Heimerdinger): 596 tried, 492 killed, 102 survived, 2 uncovered; 98 + 2 after the m8 cases.

Triage of the survivors, by kind (equivalent or unreachable unless a case is named):
- ``d[k]`` -> ``d.get(k)`` and ``.get(k)`` defaults (0, [], None, dropped): the key is always present or the
  default is compared with a value it can never equal (~190 mutants): equivalent.
- a trigger condition's final ``return None`` deleted (the function returns None anyway); a return value nobody
  reads (``return True`` of an instruction with nothing linked after it, ``save_instead``'s None, Switcheroo's
  ``return False`` for equal Might, 433.1.c: ``give_might`` of 0 does nothing): equivalent.
- a choice list (``choose-card`` / ``choose-target`` options) reversed: the harness answers by alias, order is not
  observable; skipping the first or keeping only the first option: KILLED by the m8 "the first / the second" cases
  (Fizz, Baited Hook, Cull the Weak, Dragon's Rage, Hwei, Azir).
- loops over simultaneous effects reversed (Stormbringer, Moonfall, Bellows Breath, Star-Crossed, damage to each
  enemy unit): the order of simultaneous damage/might changes is not observable: equivalent.
- "Ready 2 runes" / "up to 2 runes" (Aphelios, Hwei) reversed: the engine readies the first exhausted runes without
  asking which - a simplification (the player should choose); which runes is not asserted: not a case.
- ``list(x)`` / ``.copy()`` removed (aliasing): every such list is rebuilt before being changed: equivalent.
- ``alias_of(x)`` -> ``x`` on event labels (source names): labels only.
- common ``play_permanent_by_effect``'s "can't play" check (419.3.b) deleted: only Fallen Feline forbids a play,
  and only of spells - unreachable with the current card pool (kept for future cards).
- common ``_damaged`` (Imperial Decree's "any unit" for an object with no alias, found by card id) and the unused
  ``is_spell_card``: no case reaches them (the harness names every created token). Finding: with two unnamed tokens of
  one kind, the card-id lookup may pick the wrong one.
- Heimerdinger's non-unit, non-gear board objects: no such friendly object exists (runes are not board objects):
  unreachable. Ki Barrier's used-up shield left in place: it prevents 0 afterwards: equivalent.
- Mushroom Pouch / Patched Porobot / Swain / Astral Heron "if" re-checked on resolution forced True: whether 383.3.e
  re-checks on resolution is an open question the engine notes itself; no case asserted (finding).
- Yasuo, Unforgiven "to or from its base" with a battlefield-to-battlefield destination: the engine accepts the
  activation and does nothing on resolution; a refusal at activation may be right (finding, no case).
- Profiteer with its empower choice illegal on resolution asks nothing (engine reading of "disempower ... to
  empower"); no ruling, no case (finding).
- Hostile Takeover's give-back with the unit already under its owner's control: only a spurious gain-control event
  differs, and "lose control" of one's own unit has no rule text (no case).
- Elder Dragon's loop skipping the first base (A's own base: never an enemy unit there in two-player): equivalent;
  its ``uses`` without the last location: KILLED (``...-variant-m8-only-the-last-location``).
- Gangplank, Naval's replacement condition forced True: only stun, return-to-hand and -[M] events carry the choosing
  item, so equivalent here; ``replacement-gangplank-back-off-already-stunned-variant-m8-damage-and-buff-not-replaced``
  asserts it for other engines. Counter Strike's replacement returning None (event dropped) vs amount 0: equivalent.
- Astral Heron's ``max(0, ...)`` dropped: the cost is floored again downstream (356.5 [R3]); the m8 case
  ``cost-astral-heron-next-card-variant-m8-discount-larger-than-the-cost`` still asserts the floor.
- vanilla.py: the Instructions cache (``_by_spec``), annotations-only statements and keyword-text bookkeeping with
  one dependent keyword: equivalent; a vanilla instruction tied to the next choice (named below), "if you do" linked
  to its own choice (359.3.e.14.a) and a second move's destination unchecked (442.2.b): KILLED by m8 cases.
Session 7's untriaged cards: Dusk Rose Lab (borrowed unit: case + named mutant; the rest equivalent: single target,
``optional`` duplicated by the "may", the Lab's object controller kept in sync with the battlefield's), Hostile
Takeover (single-target ``uses``/``linked``, the end-of-turn event test, equivalent), Baron Nashor (the Pit token's
bookkeeping and symmetric ``friendly``/``enemy`` arguments equivalent; the +2 by owner: case + named mutant), Baited
Hook (a 0 [M] killed unit: case; single-target indices and return values equivalent; recycle order not asserted),
Heimerdinger (a borrowed Heimerdinger: case; the board-only zone check and non-unit/gear board objects unreachable:
cards in hand or trash have no controller in the engine).
"""
from __future__ import annotations

import dataclasses
from typing import Any

from mutants import Patcher, mutant

CARDS = "reference_engine.cards"


@mutant("card-highlander-saves-any-unit", rule="369.1", area="cards",
        bug="Highlander's 'The next time it would die this turn, heal it, exhaust it, and recall it instead' applies "
            "to the next death of ANY unit, not only the chosen one",
        kill="replacement-death-save-heal-exhaust-recall-variant-m8-highlander-only-the-chosen-unit: another unit "
             "killed after Highlander resolved must die")
def _(p: Patcher) -> None:
    p.replace(f"{CARDS}.ogs.highlander:targets_obj", lambda game, eff, ev: True, everywhere=False)


@mutant("vanilla-instruction-uses-next-choice", rule="359.3.e.5", area="cards",
        bug="each instruction of a vanilla spell depends on its own choice AND the next one (as a move's unit and "
            "destination do): when the second instruction's target is illegal, the first is ignored too",
        kill="rule-359-3-e-5-two-targets-one-illegal-variant-m8-the-second-illegal: u1, the first target, must be "
             "dealt 2")
def _(p: Patcher) -> None:
    mod = f"{CARDS}.vanilla"
    verb, player_actions = p.original(f"{mod}:_verb"), p.original(f"{mod}:PLAYER_ACTIONS")

    def resolve(self: Any, r: Any) -> None:
        chose: dict[int, int] = {}
        acted: int | None = None
        for instruction, choice in self.plan:
            v = verb(instruction)
            if_you_do = bool(instruction.get("if_you_do")) and acted is not None
            if v in player_actions:
                self._player_action(r, v, instruction, choice, acted if if_you_do else None)
                continue
            linked = acted if if_you_do else chose.get(choice)
            uses = (choice, choice + 1) if choice is not None else (choice,)  # the bug: not only for a move
            k = r.instruction(lambda v=v, i=instruction, c=choice: self._do(r, v, i, c), uses=uses, linked=linked,
                              if_you_do=if_you_do)
            chose.setdefault(choice, k)
            acted = k

    p.replace(f"{mod}:Instructions.resolve", resolve)


@mutant("card-moonfall-goes-on-without-its-battlefield", rule="359.3.e.2", area="cards",
        bug="Moonfall whose chosen battlefield is no longer 'a battlefield where you have units' as it resolves "
            "still offers the move and gives -2 [M] (to units with no location)",
        kill="rule-169-7-a-spell-chooses-a-battlefield-variant-m8-battlefield-no-longer-legal: nothing is asked, "
             "no Might changes")
def _(p: Patcher) -> None:
    mod = f"{CARDS}.unl.moonfall"
    actions, seats = p.original(f"{mod}:actions"), p.original(f"{mod}:seats")

    def resolve(self: Any, r: Any) -> None:
        bf = r.place(0)  # the bug: no "if bf is None: return"

        def maybe_move() -> bool:
            unit = r.target(1)
            if unit.location == bf or not r.game.may(r.controller, "move the chosen enemy unit there?"):
                return False
            return actions.move(r.game, unit, bf, r.controller, source=r.source_alias)

        r.instruction(maybe_move, uses=(1,))
        chosen = r.target(1)

        def shrink() -> None:
            for u in [u for u in r.game.units(bf) if seats.enemy(r.game, r.controller, u.controller)]:
                actions.give_might(r.game, u, -2, r.source_alias, item=r.item, chosen=u is chosen)

        r.instruction(shrink)

    p.replace(f"{mod}:Moonfall.resolve", resolve)


@mutant("card-twisted-fate-fury-hits-one-other", rule="424.4.a", area="cards",
        bug="Twisted Fate's [R] 'Deal 2 to an enemy unit here and 1 to all other enemy units here' deals the 1 only "
            "to the first other enemy unit here",
        kill="rule-424-4-a-revealed-fury-rune-twisted-fate-deals-2-and-1-variant-m8-two-other-enemy-units: e3 must "
             "be dealt 1")
def _(p: Patcher) -> None:
    mod = f"{CARDS}.ogn.twisted_fate_gambler"
    actions, seats, enemy = (p.original(f"{mod}:{n}") for n in ("actions", "seats", "enemy"))

    @p.wrap(f"{mod}:_follow_up")
    def _follow_up(orig: Any, domain: str, label: str) -> Any:
        trig = orig(domain, label)
        if domain != "Fury":
            return trig

        def fury(r: Any) -> None:
            first, me = r.target(0), r.source_still()
            others = [u for u in seats.units_with(r.game, me) if u is not first
                      and enemy(r.game, u, r.controller, None)] if me is not None and me.zone == "board" else []
            r.instruction(lambda: actions.deal_damage(r.game, first, 2, label, by_player=r.controller), uses=(0,))
            for u in others[:1]:  # the bug: only the first
                actions.deal_damage(r.game, u, 1, label, by_player=r.controller)

        return dataclasses.replace(trig, resolve=fury)


@mutant("card-elder-dragon-first-battlefield-only", rule="355.9.b", area="cards",
        bug="Elder Dragon's 'choose up to one enemy unit at each location' offers the bases and only the first "
            "battlefield",
        kill="rule-355-9-b-elder-dragon-one-enemy-unit-at-each-location-variant-m8-every-battlefield: A's choice "
             "of e3 at bf2 is asked and e3 dies")
def _(p: Patcher) -> None:
    mod = f"{CARDS}.unl.elder_dragon"
    seats = p.original(f"{mod}:seats")

    @p.wrap(f"{mod}:ElderDragon.triggers")
    def triggers(orig: Any, self: Any, *args: Any, **kwargs: Any) -> list[Any]:
        out = orig(self, *args, **kwargs)
        first = out[0]
        dyn = first.dynamic_targets

        def per_location(game: Any, me: Any) -> list[Any]:
            specs = dyn(game, me)
            return specs[:len(seats.turn_order_from(game, me.controller)) + 1]  # the bug: one battlefield

        return [dataclasses.replace(first, dynamic_targets=per_location), *out[1:]]


@mutant("card-dusk-rose-lab-unit-you-own-here", rule="187.6.c", area="cards",
        bug="Dusk Rose Lab's 'kill a unit you control here' offers units its controller OWNS there (a lent unit), "
            "not the units it controls (a borrowed one)",
        kill="rule-187-6-c-you-in-battlefield-ability-is-its-controller-variant-m8-borrowed-unit-at-the-lab: the "
             "choice of `borrowed` is refused")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.unl.dusk_rose_lab:DuskRoseLab.triggers")
    def triggers(orig: Any, self: Any, *args: Any, **kwargs: Any) -> list[Any]:
        out = orig(self, *args, **kwargs)
        first = out[0]
        spec = dataclasses.replace(
            first.targets[0],
            where=lambda g, o, pl, i: o.owner == pl and o.location == g.objects[i.source].location)  # the bug
        return [dataclasses.replace(first, targets=[spec, *first.targets[1:]]), *out[1:]]


@mutant("card-baron-nashor-friendly-by-owner", rule="740.1", area="cards",
        bug="Baron Nashor's 'Other friendly units have +2 [M]' is given to the units his controller OWNS (a lent "
            "unit) rather than those it controls (a borrowed one)",
        kill="replacement-baron-nashor-enters-baron-pit-variant-m8-friendly-by-control: `borrowed` must have 4 [M]")
def _(p: Patcher) -> None:
    seats = p.original(f"{CARDS}.unl.baron_nashor:seats")

    def might_bonus(self: Any, game: Any, me: Any, unit: Any) -> int:
        return 2 if unit is not me and seats.friendly(game, me.controller, unit.owner) else 0  # the bug: owner

    p.replace(f"{CARDS}.unl.baron_nashor:BaronNashor.might_bonus", might_bonus)


@mutant("card-blast-cone-any-unit-moved", rule="383.1", area="cards",
        bug="Blast Cone's 'When you move an enemy unit, you may exhaust this to [Stun] it' triggers when its "
            "controller moves any unit, their own included",
        kill="replacement-gangplank-blast-cone-stun-variant-m8-own-unit-moved-no-trigger: no trigger, nothing asked")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.unl.blast_cone:BlastCone.triggers")
    def triggers(orig: Any, self: Any, *args: Any, **kwargs: Any) -> list[Any]:
        out = orig(self, *args, **kwargs)
        moved = out[1]

        def cond(game: Any, me: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
            if ev["type"] == "move" and ev.get("player") == me.controller and ev["object"] in game.aliases:
                return {"unit": game.obj(ev["object"]).ref}  # the bug: no "enemy" check
            return None

        return [out[0], dataclasses.replace(moved, condition=cond), *out[2:]]
