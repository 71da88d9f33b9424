"""Mutants found by the third-pass mutation hunt (m4) over the catalogued cards' modules
(``reference_engine/cards/<set>/<name>.py``) with identifier swaps (``controller``/``owner``,
``attacker``/``defender``, event and keyword names), removed operands and dropped statements, that no case caught:
each one makes a card ignore part of its printed text (its ``current_text`` in ``harness/data/cards.json``).
Rule numbers are those the killing case quotes ([R3] = Core Rules v1.3, [R4] = v1.4)."""
from __future__ import annotations

import dataclasses
from typing import Any

from mutants import Patcher, mutant

CARDS = "reference_engine.cards"


@mutant("card-akali-silent-choosable-only-defending", rule="741.3", area="cards",
        bug="Akali, Silent counts as 'in combat' only while she defends: an attacking Akali can't be chosen by "
            "enemy spells",
        kill="rule-741-3-attacking-akali-silent-is-in-combat-and-can-be-chosen: A's Stupefy on the attacking Akali "
             "is rejected instead of giving her -1 [M]")
def _(p: Patcher) -> None:
    def forbids(self: Any, game: Any, me: Any, action: str, **kw: Any) -> bool:
        if action != "choose" or kw["obj"] is not me or kw["chooser"] == me.controller:
            return False
        return not me.defender  # the bug: an attacker is in combat too (741.3 [R3])

    p.replace(f"{CARDS}.ven.akali_silent:AkaliSilent.forbids", forbids)


@mutant("card-heimerdinger-gains-enemy-abilities", rule="740.1", area="cards",
        bug="Heimerdinger, Inventor has the [E] abilities of every legend, unit and gear on the board, not only of "
            "friendly ones",
        kill="rule-740-1-heimerdinger-gains-only-friendly-legends-abilities: a third gained ability (B's Jayce's) "
             "is accepted instead of rejected")
def _(p: Patcher) -> None:
    card_types = p.original(f"{CARDS}.ogn.heimerdinger_inventor:card_types")
    all_activated = p.original(f"{CARDS}.ogn.heimerdinger_inventor:all_activated")

    def gained_abilities(self: Any, game: Any, me: Any) -> list[Any]:
        out: list[Any] = []
        for o in list(game.objects.values()):
            if o is me or o.zone not in ("board", "legend"):  # the bug: "friendly" not checked
                continue
            if o.zone == "board" and not {"Unit", "Gear"} & set(card_types(game, o)):
                continue
            out += [a for a in all_activated(game, o) if a.exhaust]
        return out

    p.replace(f"{CARDS}.ogn.heimerdinger_inventor:Heimerdinger.gained_abilities", gained_abilities)


@mutant("card-irelia-ignores-ready", rule="415.1.c", area="cards",
        bug="Irelia, Fervent triggers only when chosen, never when readied ('When you choose or ready me')",
        kill="rule-415-1-c-irelia-triggers-on-being-readied-not-when-already-ready: readied by A's spell she has 5 "
             "[M], not 6")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.sfd.irelia_fervent:IreliaFervent.triggers")
    def triggers(orig: Any, self: Any) -> list[Any]:
        out = []
        for t in orig(self):
            def cond(game: Any, me: Any, ev: dict[str, Any], _c: Any = t.condition) -> dict[str, Any] | None:
                return None if ev["type"] == "ready" else _c(game, me, ev)
            out.append(dataclasses.replace(t, condition=cond))
        return out


@mutant("card-renekton-empowered-no-deflect", rule="828.1.b.1", area="cards",
        bug="an empowered Renekton, Brute gains Ganking but not Deflect ('I have [Deflect] and [Ganking]')",
        kill="rule-828-1-b-1-empowered-renekton-has-deflect: A's spell choosing the empowered Renekton costs no "
             "extra power")
def _(p: Patcher) -> None:
    printed_keywords = p.original(f"{CARDS}.ven.renekton_brute:printed_keywords")
    p.replace(f"{CARDS}.ven.renekton_brute:RenektonBrute.keywords",
              lambda self, game, me: printed_keywords(me) + (["Ganking"] if me.empowered else []))


@mutant("card-fiora-your-units-by-owner", rule="740.1", area="cards",
        bug="Fiora, Grand Duelist's 'one of your units' is read by owner: a unit A owns but B controls becoming "
            "Mighty triggers A's Fiora, one A controls but B owns does not",
        kill="rule-740-1-fiora-your-units-are-those-you-control: the unit B controls becoming Mighty puts Fiora's "
             "trigger on the chain")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.sfd.fiora_grand_duelist:FioraGrandDuelist.triggers")
    def triggers(orig: Any, self: Any) -> list[Any]:
        out = []
        for t in orig(self):
            def cond(game: Any, me: Any, ev: dict[str, Any], _c: Any = t.condition) -> dict[str, Any] | None:
                if ev["type"] == "might-changed" and ev["before"] < 5 <= ev["after"] and ev["object"] in game.aliases:
                    unit = game.obj(ev["object"])
                    return {} if unit.owner == me.controller else None  # the bug: owner, not controller
                return _c(game, me, ev)
            out.append(dataclasses.replace(t, condition=cond))
        return out


@mutant("card-armory-replacement-never-used-up", rule="369.1", area="cards",
        bug="Unlicensed Armory's 'The next time it would die this turn' replacement stays after it is used: every "
            "death that turn asks to pay [C] again",
        kill="rule-369-1-armory-replaces-only-the-next-death-even-with-c-to-spare: the second kill asks A again "
             "(an unexpected decision) instead of killing the unit")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ogn.unlicensed_armory:replacement_effect", everywhere=False)
    def replacement_effect(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        *head, apply = args
        def apply_again(g: Any, eff: Any, ev: dict[str, Any]) -> Any:
            out = apply(g, eff, ev)
            if eff not in g.effects:
                g.effects.append(eff)  # the bug: never used up
            return out
        return orig(game, *head, apply_again, **kwargs)


@mutant("card-abandoned-hall-first-unit", rule="402.1", area="cards",
        bug="Abandoned Hall gives the +1 [M] to the first of the player's units there without asking which",
        kill="trigger-abandoned-hall-countered-spell-variant-two-units-here-choose-one: no choose-card is asked and "
             "m1, not m2, gets +1 [M]")
def _(p: Patcher) -> None:
    actions = p.original(f"{CARDS}.unl.abandoned_hall:actions")

    @p.wrap(f"{CARDS}.unl.abandoned_hall:AbandonedHall.triggers")
    def triggers(orig: Any, self: Any) -> list[Any]:
        out = []
        for t in orig(self):
            def go(r: Any) -> None:
                mine = r.game.units(r.source.location, r.controller)
                if mine and r.game.may(r.controller, "give a unit you control here +1 [M]?"):
                    actions.give_might(r.game, mine[0], 1, r.source_alias)  # the bug: the first, no choice asked
            out.append(dataclasses.replace(t, resolve=go))
        return out


@mutant("card-akshan-gear-left-in-owners-base", rule="323.7", area="cards",
        bug="Akshan, Mischievous takes control of the enemy gear but leaves it in its owner's base, so a cleanup "
            "recalls it instead of it being moved to Akshan's controller's base",
        kill="rule-323-7-akshan-takes-a-non-equipment-gear-to-his-controllers-base-unattached: a recall event for "
             "the stolen gear")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.sfd.akshan_mischievous:has_printed_keyword", everywhere=False)
    def has_printed_keyword(orig: Any, o: Any, *args: Any, **kwargs: Any) -> bool:
        until = o.data.get("control_until_leaves")
        if until is not None and o.location == "base" and o.base_of is None:
            o.base_of = until[1]  # the bug: still in its owner's base
        return orig(o, *args, **kwargs)


@mutant("card-irelia-readied-by-anyone", rule="415.3.b", area="cards",
        bug="Irelia, Fervent triggers whoever readies her ('When you ... ready me' read as 'When I am readied')",
        kill="rule-415-3-b-irelia-readied-by-opponents-spell-does-not-trigger: B's spell readying her gives her "
             "+1 [M]")
def _(p: Patcher) -> None:
    p.replace(f"{CARDS}.sfd.irelia_fervent:_readied_by", lambda game, ev: None, everywhere=False)


@mutant("card-elder-dragon-any-location", rule="355.9.b", area="cards",
        bug="Elder Dragon's 'choose up to one enemy unit at each location' lets any enemy unit fill any location's "
            "choice (two enemy units at one battlefield can both be dealt 1)",
        kill="rule-355-9-b-elder-dragon-one-enemy-unit-at-each-location: e1 (at bf1) is accepted for the base's "
             "choice instead of refused")
def _(p: Patcher) -> None:
    spec = p.original(f"{CARDS}.unl.elder_dragon:TargetSpec")
    seats = p.original(f"{CARDS}.unl.elder_dragon:seats")

    @p.wrap(f"{CARDS}.unl.elder_dragon:ElderDragon.triggers")
    def triggers(orig: Any, self: Any) -> list[Any]:
        def per_location(game: Any, me: Any) -> list[Any]:
            places = ["base"] + [b.alias for b in game.battlefields]
            return [spec("unit", lambda g, o, pl, i: seats.enemy(g, pl, o.controller), optional=True,
                         text=f"up to one enemy unit at {loc}") for loc in places]  # the bug: location not checked
        return [dataclasses.replace(t, dynamic_targets=per_location) for t in orig(self)]
