"""Cards whose effects last beyond their resolution: delayed triggers and delayed replacements
(rules 389-392), and granted keywords for a later card."""
from __future__ import annotations

from typing import Any

from .. import actions, costs
from ..game import Effect
from ..behaviour import Activated, Card, TargetSpec, Trigger, card
from .common import FRIENDLY_UNIT, UNIT, at_bf, enemy, replacement_effect, save_instead, targets_obj


def at_end_of_turn(game: Any, controller: str, source: Any, resolve: Any, **data: Any) -> None:
    """A delayed trigger 'at end of turn' (390.2): it triggers when the ending phase begins."""
    trig = Trigger(lambda g, me, ev: None, resolve, text="at end of turn")

    def cond(g: Any, eff: Effect, ev: dict[str, Any]) -> dict[str, Any] | None:
        return {"controller": eff.controller, **eff.data["extra"]} if ev["type"] == "phase" and ev.get("to") == "end" \
            else None

    game.effects.append(Effect("delayed-trigger", controller, source.uid, None, "next",
                               {"condition": cond, "trigger": trig, "extra": data}))


def kill_when_damaged(r: Any, victim: Any = None) -> None:
    """A delayed trigger "When [victim / any unit] takes damage this turn, kill it." (390.2): the unit is
    information from the trigger condition (359.3.f.3); the kill is attributed to the trigger's spell."""

    def kill_it(rr: Any) -> None:
        unit = rr.game.live(rr.info["victim"])
        if unit is not None:
            rr.kill(unit)

    def cond(game: Any, eff: Effect, ev: dict[str, Any]) -> dict[str, Any] | None:
        if ev["type"] != "damage":
            return None
        watched = game.live(eff.data["victim"]) if eff.data["victim"] is not None else None
        if eff.data["victim"] is not None:
            return {"victim": watched.ref} if watched is not None and ev.get("object") == game.alias_of(watched.uid) \
                else None
        unit = _damaged(game, ev["object"])
        return {"victim": unit.ref} if unit is not None else None

    trig = Trigger(lambda g, me, ev: None, kill_it, text="kill it")
    r.game.effects.append(Effect("delayed-trigger", r.controller, r.source.uid, None,
                                 "next" if victim is not None else "turn",
                                 {"condition": cond, "trigger": trig, "victim": victim}))


def _damaged(game: Any, alias: str) -> Any:
    if alias in game.aliases:
        return game.objects[game.aliases[alias]]
    return next((o for o in game.objects.values() if o.card_id == alias and o.zone == "board"), None)


@card
class HostileTakeover(Card):
    id = "sfd-202-221"
    text = ("Take control of an enemy unit at a battlefield. Ready it. (Start a combat if other enemies are "
            "there. Otherwise, conquer.) / Lose control of that unit and recall it at end of turn.")
    targets = [TargetSpec("unit", lambda g, o, p, i: at_bf(g, o, p, i) and enemy(g, o, p, i),
                          text="an enemy unit at a battlefield")]

    def resolve(self, r: Any) -> None:
        take = r.instruction(lambda: actions.gain_control(r.game, r.target(0), r.controller, r.source_alias), uses=(0,))
        r.instruction(lambda: actions.ready(r.game, r.target(0), r.source_alias), linked=take, uses=(0,))

        def give_back(rr: Any) -> None:
            u = rr.game.live(rr.info["unit"])
            if u is not None and u.zone == "board":
                if u.controller != u.owner:
                    u.controller = u.owner
                    rr.game.emit("gain-control", object=rr.game.alias_of(u.uid), player=u.owner, source=r.source_alias)
                actions.recall(rr.game, u, r.source_alias)

        unit = r.target(0)
        r.instruction(lambda: at_end_of_turn(r.game, r.controller, r.source, give_back, unit=unit.ref), linked=take)


@card
class NoxianGuillotine(Card):
    id = "ogn-254-298"
    text = ("Choose a unit. Kill it the next time it takes damage this turn. / [Legion] — Kill it now instead. "
            "(Get the effect if you've played another card this turn.)")
    targets = [UNIT]

    def resolve(self, r: Any) -> None:
        played = r.game.players[r.controller].played_this_turn
        legion = sum(1 for rec in played if rec["uid"] != r.source.uid) > 0  # 812: another card this turn
        if legion:
            r.instruction(lambda: r.kill(r.target(0)), uses=(0,))
            return
        unit = r.target(0)
        r.instruction(lambda: kill_when_damaged(r, unit.ref), uses=(0,))


@card
class UnlicensedArmory(Card):
    id = "ogn-023-298"
    text = ("Discard 1, [E]: Choose a friendly unit. The next time it would die this turn, you may pay [C] to "
            "heal it, exhaust it, and recall it instead.")

    def activated(self) -> list[Activated]:
        def discard_one(game: Any, me: Any, item: Any) -> bool:
            hand = game.players[me.controller].hand
            if not hand:
                return False
            pick = hand[0]
            if len(hand) > 1:
                pick = game.obj(game.ask("choose-card", me.controller, [game.alias_of(u) for u in hand],
                                         "discard 1 (cost)")).uid
            actions.discard(game, game.objects[pick], game.alias_of(me.uid))
            return True

        def go(r: Any) -> None:
            def maybe_save(game: Any, eff: Effect, ev: dict[str, Any]) -> dict[str, Any] | None:
                game.effects.remove(eff)
                cost = costs.Cost(0, ["Fury"])
                if costs.can_pay(game, eff.controller, cost) and game.may(eff.controller, "pay [C] to save it?"):
                    costs.pay(game, eff.controller, cost)
                    return save_instead(r.source_alias)(game, eff, ev)
                return ev

            r.instruction(lambda: replacement_effect(
                r.game, r.controller, r.source, r.target(0), r.source_alias,
                lambda g, e, ev: ev["type"] == "die" and targets_obj(g, e, ev), maybe_save), uses=(0,))

        return [Activated(exhaust=True, extra_cost=discard_one, resolve=go, targets=[FRIENDLY_UNIT],
                          text="Discard 1, [E]: ...")]


@card
class TheAcademy(Card):
    id = "unl-216-219"
    text = ("When you hold here, give your next spell this turn [Repeat] equal to its base cost. (You may pay "
            "the additional cost to repeat the spell's effect.)")

    def triggers(self) -> list[Trigger]:
        def held(game: Any, me: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
            return {"controller": ev["player"]} if ev["type"] == "hold" and ev.get("object") == me.location else None

        def grant(r: Any) -> None:
            r.game.effects.append(Effect("grant-repeat", r.controller, r.source.uid, None, "turn", {}))

        return [Trigger(held, grant)]
