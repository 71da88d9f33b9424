"""Mutants found by the third round of the hunt over session 6's engine changes (``d8090a7..``): object identity
(rule 124 [R4]: ``Resolution.source_still``, ``source_incarnation``, ``triggers.flush``'s reflexive identity), the
restaged combat of 466.3.d.1 [R4], the vanilla test ability ``once-each-turn-you-may-recall-a-dying-friendly-unit``
(371 [R4]) and a repeated execution's first choices (820.2 [R3]), that no case caught. Rule numbers are those the
killing case quotes ([R3] = Core Rules v1.3, [R4] = v1.4)."""
from __future__ import annotations

from typing import Any

from mutants import Patcher, mutant

VANILLA = "reference_engine.cards.vanilla"
KEY = "once-each-turn-you-may-recall-a-dying-friendly-unit"


def _once_recall(*, friendly: bool = True, unit_only: bool = True, on_board: bool = True, detached: bool = True,
                 heal: bool = True, exhaust: bool = True, use_on_decline: bool = False, by_owner: bool = False) -> Any:
    """Vanilla.replacements with one part of the test ability's text wrong (the flags)."""
    from reference_engine import actions, seats
    from reference_engine.behaviour import card_types

    def replacements(self: Any, game: Any, me: Any, ev: dict[str, Any]) -> list[Any]:
        if (KEY not in self.abilities or ev["type"] != "die" or (on_board and me.zone != "board")
                or (detached and me.attached_to is not None) or KEY in me.data.get("used_this_turn", [])):
            return []
        unit = game.objects[ev["target"]]
        whose = unit.owner if by_owner else unit.controller
        if (friendly and not seats.friendly(game, me.controller, whose)) or (
                unit_only and "Unit" not in card_types(game, unit)):
            return []
        from reference_engine.replacement import Replacement

        def apply(g: Any, e: dict[str, Any]) -> dict[str, Any] | None:
            target = g.objects[e["target"]]
            if use_on_decline:
                me.data.setdefault("used_this_turn", []).append(KEY)
            if not g.ask("may", me.controller, [True, False],
                         f"{g.alias_of(me.uid)}: recall {g.alias_of(target.uid)} instead of its death?"):
                return e
            if not use_on_decline:
                me.data.setdefault("used_this_turn", []).append(KEY)
            if heal:
                actions.heal(g, target)
            if exhaust:
                actions.exhaust(g, target)
            actions.recall(g, target, g.alias_of(me.uid))
            return None

        return [Replacement(f"once-recall:{me.uid}", me.controller, game.alias_of(me.uid), apply)]

    return replacements


KILLS = {
    "once-recall-any-dying-unit": ("371.2.a", "the test ability 'once each turn, if a friendly unit would die, you may "
                                   "... recall it instead' is offered for an enemy unit's death too",
                                   "rule-371-2-a-once-each-turn-recall-not-offered-for-an-enemy-unit: A is asked when "
                                   "B's unit dies"),
    "once-recall-friendly-by-owner": ("740.1", "the test ability reads 'a friendly unit' by the unit's owner, not its "
                                      "controller",
                                      "rule-371-2-a-once-each-turn-recall-friendly-by-controller-not-owner: A is asked "
                                      "for the unit A owns but B controls"),
    "once-recall-while-attached": ("434.1.e", "the test ability stays active while its gear is attached (printed text "
                                   "of an attached card is inactive)",
                                   "rule-434-1-e-attached-once-each-turn-recall-is-inactive: A is asked to order two "
                                   "replacements"),
}
_FLAGS = {"once-recall-any-dying-unit": {"friendly": False}, "once-recall-friendly-by-owner": {"by_owner": True},
          "once-recall-while-attached": {"detached": False}}


def _make(flags: dict[str, Any]) -> Any:
    def apply(p: Patcher) -> None:
        p.original(f"{VANILLA}:Vanilla.replacements")  # Stale if the method moved
        p.replace(f"{VANILLA}:Vanilla.replacements", _once_recall(**flags))
    return apply


for _id, (_rule, _bug, _kill) in KILLS.items():
    mutant(_id, rule=_rule, area="replacement", bug=_bug, kill=_kill)(_make(_FLAGS[_id]))


@mutant("once-recall-key-shared-by-copies", rule="371.2.b", area="replacement",
        bug="two gears with the same 'once each turn, you may recall' text share one replacement key (by incarnation, "
            "not by object): declining the first counts as having applied both to the event, and the unit dies",
        kill="rule-371-2-b-two-once-each-turn-recalls-declined-one-the-other-applies: u1 dies after A declines the "
             "first")
def _(p: Patcher) -> None:
    import dataclasses

    @p.wrap(f"{VANILLA}:Vanilla.replacements")
    def replacements(orig: Any, self: Any, game: Any, me: Any, ev: Any, *args: Any, **kwargs: Any) -> list[Any]:
        out = orig(self, game, me, ev, *args, **kwargs)
        return [dataclasses.replace(r, key=f"once-recall:{me.incarnation}") if r.key.startswith("once-recall:") else r
                for r in out]


@mutant("combat-result-players-by-owner", rule="466.3.c", area="showdowns",
        bug="the players with units remaining after a combat are read by the units' owners: an attacker's unit owned "
            "by the defender makes 'both players' present, a new combat is staged and nobody conquers",
        kill="rule-466-3-a-attacker-wins-with-a-unit-owned-by-the-defender: bf1 stays B's, A scores nothing")
def _(p: Patcher) -> None:
    import reference_engine.combat as combat
    from reference_engine import seats

    p.original("reference_engine.combat:finish")

    def finish(game: Any) -> None:
        from reference_engine.chain import run_tasks

        sd = game.showdown
        sd.controlled = True
        b = game.bf(sd.battlefield)
        owners = {u.owner for u in game.units(b.alias)}  # the bug: owner for controller
        if sd.combat and sd.attacker in owners and any(seats.enemy(game, sd.attacker, q) for q in owners):
            b.contested_by = sd.attacker
        else:
            combat.establish_control(game, b)
        run_tasks(game)
        if not game.chain:
            combat.end(game)

    p.replace("reference_engine.combat:finish", finish)


@mutant("hwei-reflexive-me-rebound-on-flush", rule="124", area="triggers",
        bug="Hwei, Brooding Painter's reflexive 'Give me +3 [M]' does not keep the incarnation of the Hwei whose move "
            "trigger made it: it binds to Hwei as he is when the reflexive trigger goes on the chain, so a Hwei "
            "banished and replayed while his move trigger waited (a new object, rule 124 [R4]) gets the +3",
        kill="reflexive-hwei-patched-porobot-variant-m6-hwei-breached-before-his-move-trigger-resolves: the new Hwei "
             "is 8")
def _(p: Patcher) -> None:
    @p.wrap("reference_engine.triggers:flush")
    def flush(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        for t in game.pending_triggers:
            src = game.objects.get(t["source"]) if t.get("source") is not None else None
            if src is not None and src.card_id == "unl-080-219":
                t.pop("source_incarnation", None)  # the bug: the flush reads the source's current incarnation
        return orig(game, *args, **kwargs)

