"""Mutants found by the session-7 mutation sweep over the card modules (``reference_engine/cards/**``): every
operator family of the earlier hunts, run coverage-guided (a mutant of a line runs only the cases that execute
it), whose survivors misread one part of a card's printed text (``current_text`` in ``harness/data/cards.json``)
and no case caught: a dropped half of a target restriction ("an enemy unit here", "an enemy unit at a
battlefield"), a count off by one ("up to 2"), a condition ignored ("with a spell", "friendly", an exhaust cost
that can't be paid), and printed branches no case reached (Heimerdinger's gear, Azir, Ascendant's Equipment).
Rule numbers are those the killing case cites ([R3] = Core Rules v1.3)."""
from __future__ import annotations

import dataclasses
from typing import Any

from mutants import Patcher, mutant

CARDS = "reference_engine.cards"


def _loosen_first_target(p: Patcher, target: str, where: Any) -> None:
    """Replace the ``where`` of the first target of the first trigger a card's ``triggers()`` returns."""
    @p.wrap(target)
    def triggers(orig: Any, self: Any, *args: Any, **kwargs: Any) -> list[Any]:
        out = orig(self, *args, **kwargs)
        first = out[0]
        spec = dataclasses.replace(first.targets[0], where=where)
        return [dataclasses.replace(first, targets=[spec, *first.targets[1:]]), *out[1:]]


@mutant("card-heimerdinger-skips-gear", rule="727.1", area="cards",
        bug="Heimerdinger, Inventor has the [E] abilities of friendly legends and units but not of friendly gear "
            "('all friendly legends, units, and gear')",
        kill="dependent-heimerdinger-unempowered-variant-m7-gains-friendly-gear-ability: Heimerdinger activates A's "
             "Baited Hook's ability (index 0) - refused")
def _(p: Patcher) -> None:
    mod = f"{CARDS}.ogn.heimerdinger_inventor"
    card_types, seats, all_activated = (p.original(f"{mod}:{n}") for n in ("card_types", "seats", "all_activated"))

    def gained_abilities(self: Any, game: Any, me: Any) -> list[Any]:
        out: list[Any] = []
        for o in list(game.objects.values()):
            if o is me or not seats.friendly(game, me.controller, o.controller) or o.zone not in ("board", "legend"):
                continue
            if o.zone == "board" and "Unit" not in card_types(game, o):  # the bug: gear are skipped
                continue
            out += [a for a in all_activated(game, o) if a.exhaust]
        return out

    p.replace(f"{mod}:Heimerdinger.gained_abilities", gained_abilities)


@mutant("card-dreaming-tree-any-choice", rule="383.1", area="cards",
        bug="The Dreaming Tree counts a friendly unit here chosen with an ability, not only 'with a spell'",
        kill="trigger-dreaming-tree-choose-not-stolen-variant-m7-ability-choice-does-not-count: Yasuo, Unforgiven's "
             "ability chooses a unit at the Tree; expect no trigger and no draw at the checkpoint")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ogn.the_dreaming_tree:TheDreamingTree.triggers")
    def triggers(orig: Any, self: Any, *args: Any, **kwargs: Any) -> list[Any]:
        out = orig(self, *args, **kwargs)
        first = out[0]
        cond = first.condition

        def any_choice(game: Any, me: Any, ev: dict[str, Any]) -> Any:
            if ev.get("type") == "choose" and not ev.get("spell"):
                ev = {**ev, "spell": "ability"}  # the bug: any choice counts as one made with a spell
            return cond(game, me, ev)

        return [dataclasses.replace(first, condition=any_choice), *out[1:]]


@mutant("card-yasuo-remorseful-enemy-anywhere", rule="383.1", area="cards",
        bug="Yasuo, Remorseful's attack trigger may choose an enemy unit at any location ('an enemy unit here')",
        kill="showdown-combat-start-trigger-order-variant-m7-yasuo-remorseful-enemy-here-only: the enemy at bf2 is "
             "refused")
def _(p: Patcher) -> None:
    enemy = p.original(f"{CARDS}.ogn.yasuo_remorseful:enemy")
    _loosen_first_target(p, f"{CARDS}.ogn.yasuo_remorseful:YasuoRemorseful.triggers",
                         lambda g, o, pl, i: enemy(g, o, pl, i))


@mutant("card-riptide-rex-any-unit-at-battlefield", rule="383.1", area="cards",
        bug="Riptide Rex's play trigger may choose its controller's own unit ('an enemy unit at a battlefield')",
        kill="combat-riptide-rex-defender-8-might-variant-m7-friendly-unit-not-a-target: A's unit at bf1 is refused")
def _(p: Patcher) -> None:
    at_bf = p.original(f"{CARDS}.ogn.riptide_rex:at_bf")
    _loosen_first_target(p, f"{CARDS}.ogn.riptide_rex:RiptideRex.triggers",
                         lambda g, o, pl, i: at_bf(g, o, pl, i))


@mutant("card-fiora-exhausted-offers-channel", rule="414.4", area="cards",
        bug="an exhausted Fiora, Grand Duelist still offers 'you may exhaust me to channel 1 rune exhausted' (an "
            "exhaust cost that can't be paid)",
        kill="rule-414-4-exhaust-cost-exhausted-fiora-channels-nothing: the checkpoint meets an unanswered 'may'")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.sfd.fiora_grand_duelist:FioraGrandDuelist.triggers")
    def triggers(orig: Any, self: Any, *args: Any, **kwargs: Any) -> list[Any]:
        out = orig(self, *args, **kwargs)
        first = out[0]
        go = first.resolve

        def resolve(r: Any) -> None:
            was = r.source.exhausted
            r.source.exhausted = False  # the bug: the exhaust cost is not checked
            try:
                go(r)
            finally:
                r.source.exhausted = r.source.exhausted or was

        return [dataclasses.replace(first, resolve=resolve), *out[1:]]


@mutant("card-flash-three-units", rule="352", area="cards",
        bug="Flash moves up to 3 friendly units to base ('up to 2')",
        kill="move-vilemaw-lair-to-base-forbidden-variant-m7-flash-at-most-two-units: a play choosing three is refused")
def _(p: Patcher) -> None:
    targets = p.original(f"{CARDS}.ogs.flash:Flash.targets")
    p.replace(f"{CARDS}.ogs.flash:Flash.targets", list(targets) + [targets[0]])


@mutant("card-master-yi-any-lone-defender", rule="740.1", area="cards",
        bug="Master Yi, Wuju Bladesman gives +2 [M] to any unit defending alone, the opponent's too ('a friendly unit')",
        kill="combat-riptide-rex-defender-8-might-variant-m7-yi-does-not-help-an-enemy-defender: B's lone defender "
             "stays at 2 [M]")
def _(p: Patcher) -> None:
    def might_bonus(self: Any, game: Any, me: Any, unit: Any) -> int:
        if unit.defender:
            others = [u for u in game.units(unit.location) if u.defender and u is not unit]
            return 0 if others else 2
        return 0

    p.replace(f"{CARDS}.ogs.master_yi_wuju_bladesman:MasterYiLegend.might_bonus", might_bonus)


@mutant("card-azir-ascendant-first-equipment", rule="434.1", area="cards",
        bug="Azir, Ascendant attaches the first Equipment of the equipped unit without asking which one ('you may "
            "attach one of its Equipment to me')",
        kill="copy-svellsongur-reattach-refresh-variant-m7-azir-takes-one-equipment: A chooses g2 (the second)")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.sfd.azir_ascendant:AzirAscendant.activated")
    def activated(orig: Any, self: Any, *args: Any, **kwargs: Any) -> list[Any]:
        out = orig(self, *args, **kwargs)
        first = out[0]
        go = first.resolve

        def resolve(r: Any) -> None:
            ask = r.game.ask

            def first_card(kind: str, player: str, options: list[Any], prompt: str) -> Any:
                return options[0] if kind == "choose-card" and options else ask(kind, player, options, prompt)

            r.game.ask = first_card  # the bug: no choice among several Equipment
            try:
                go(r)
            finally:
                del r.game.ask

        return [dataclasses.replace(first, resolve=resolve), *out[1:]]
