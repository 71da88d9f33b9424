"""Triggered abilities (rules 382-392 [R4]).

Every emitted event is checked against the triggered abilities of objects in the zones they work in
(384-385) and against delayed triggers created by resolved effects (389-392). A trigger captures the
information of its condition when it triggers (359.3.f.3) and its controller is fixed then (judge
ruling on Hostile Takeover). Pending triggers are put on the chain at the next point tasks are
handled: the turn player's first, each player ordering their own simultaneous ones (``order-triggers``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .behaviour import TargetSpec, Trigger, behaviour, behaviour_of, has_printed_keyword, printed_keywords, tags
from . import keywords, layers
from .state import ChainItem

if TYPE_CHECKING:
    from .game import Game


# ---- trigger conditions that printed abilities and keywords share ----------------------------------
def about_me(game: Any, me: Any, ev: dict[str, Any], type_: str) -> bool:
    """The event is of ``type_`` and its object is this object."""
    return ev["type"] == type_ and ev.get("object") == game.alias_of(me.uid)


def played_me(game: Any, me: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
    """'When you play me' — the permanent has resolved onto the board (419.4.a). Played from facedown, this
    play effect chooses its targets at the battlefield where the card was hidden (811.1.d.2 [R4])."""
    if about_me(game, me, ev, "resolve") and me.zone == "board":
        info = {"controller": ev.get("player")}
        if me.data.get("played_from_hidden_at"):
            info["hidden_at"] = me.data["played_from_hidden_at"]
        return info
    return None


def check_triggers(game: "Game", ev: dict[str, Any]) -> None:
    for o in list(game.objects.values()):
        if o.zone in ("deck", "hand", "gone", "chain", "banishment", "facedown"):
            continue
        zone = "board" if o.zone in ("board", "legend", "battlefield") else o.zone
        beh = behaviour_of(o)
        attached = o.attached_to is not None
        # 808.1.d.2 [R4]: a "when I die" ability triggers as the card was on the board: attached, its printed
        # text was inactive (718.2, 721.2); the keywords noted as it died are the granted ones only
        died_attached = o.zone == "trash" and o.data.get("last_known", {}).get("attached") \
            and ev["type"] == "die" and ev.get("object") == game.alias_of(o.uid)
        # 135.4 / 718.2 [R3]: an attached card's printed rules text is inactive (721.2: its abilities do not
        # trigger); 135.4.b: text granted to it is still active, so only its granted keywords trigger
        layers.open_keywords_pass(game)  # gathering the triggers only reads: o's keywords are computed once
        try:
            active = [] if attached else keywords.keyword_triggers(game, o) if died_attached else \
                beh.triggers() + keywords.keyword_triggers(game, o) + effect_text_triggers(game, o)
            gathered = active + keyword_triggers(game, o, granted_only=attached)
        finally:
            layers.close_keywords_pass(game)
        for t in gathered:
            if zone not in t.zones:
                continue
            info = t.condition(game, o, ev)
            if info is None and ev["type"] in ("hold", "conquer") and _swaps_hold_conquer(game, o):
                # Skyfall of Areion: the equipped unit's hold effects are also conquer effects, and vice versa
                info = t.condition(game, o, {**ev, "type": "conquer" if ev["type"] == "hold" else "hold"})
            if info is not None:
                controller = info.get("controller") or controller_of_source(game, o)
                game.pending_triggers.append({"source": o.uid, "trigger": t, "info": info,
                                              "controller": controller})
                game.emit("trigger", source=game.alias_of(o.uid), player=controller)
    for eff in list(game.effects):
        if eff.kind == "delayed-trigger":
            info = eff.data["condition"](game, eff, ev)
            if info is not None:
                game.pending_triggers.append({"source": eff.source, "trigger": eff.data["trigger"],
                                              "info": {**info, "effect": eff}, "controller": eff.controller})
                game.emit("trigger", source=game.alias_of(eff.source) if eff.source else None,
                          player=eff.controller)
                if eff.duration in ("next", "next-this-turn"):  # "the next time": used up (390.3, 391)
                    game.effects.remove(eff)


def effect_text_triggers(game: "Game", o: Any) -> list[Any]:
    """Triggered abilities in the effect text of attached cards (434.1.c), e.g. text Svellsongur copied."""
    out: list[Any] = []
    for g in game.objects.values():
        if g.attached_to == o.uid and g.zone == "board" and g.data.get("text_of"):
            out += behaviour(g.data["text_of"]).triggers()
    return out


def _swaps_hold_conquer(game: "Game", o: Any) -> bool:
    return any(g.attached_to == o.uid and behaviour_of(g).swaps_hold_and_conquer
               for g in game.objects.values() if g.zone == "board")


def keyword_triggers(game: "Game", o: Any, granted_only: bool = False) -> list[Any]:
    """Triggered abilities that keywords are short for: Temporary (816: once, however many instances),
    Vision (817), Weaponmaster (821); Deathknell, Hunt and Quick-Draw are in keywords.keyword_triggers.
    On the board the keywords are the ability layer's (printed, dependent and granted ones, minus those an
    effect removed: 801.3); with ``granted_only`` (an attached card, 135.4.b [R3]) only the granted ones."""
    out = []
    if granted_only:
        kws = [k for k in layers.keywords(game, o) if k in {g for g, _ in o.granted}]
    elif o.zone == "board":
        kws = layers.keywords(game, o)
    else:
        kws = printed_keywords(o)
    if "Temporary" in kws:
        def start(game: "Game", me: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
            return {} if ev["type"] == "beginning" and ev.get("player") == me.controller else None

        def kill_me(r: Any) -> None:
            """816.1.b: "kill this" - the permanent that triggered; a card that has left the board and come
            back since is a new object (rule 124 [R4]) and is not killed (the kill is negated)."""
            from . import actions

            me = r.source_still()
            r.instruction(lambda: actions.kill(r.game, me, r.controller, r.source_alias)
                          if me is not None and me.zone == "board" else False)

        out.append(Trigger(start, kill_me, text="[Temporary]"))
    for _ in range(kws.count("Weaponmaster")):  # 821.1.c.7: each instance triggers separately
        out.append(_weaponmaster())
    for _ in range(kws.count("Vision")):  # 817.2: each instance triggers separately
        def look(r: Any) -> None:
            from . import actions

            actions.predict(r.game, r.controller, r.source_alias)

        out.append(Trigger(played_me, look, text="[Vision]"))
    return out


def _weaponmaster() -> Any:
    """821.1.c: "When you play me, you may choose a Card you control with the Equipment tag ... Pay the
    cost of its Equip ability, reduced by [A], to attach it to this unit." "This unit" is the object played:
    gone from the board, or back as a new object (rule 124 [R4]), nothing is paid or attached."""
    # 821.1.c.1: an Equipment whether it has an Equip ability or not
    spec = TargetSpec("gear", lambda g, o, p, i: o.controller == p and (has_printed_keyword(o, "Equip")
                                                                        or "Equipment" in tags(o)),
                      optional=True, text="an Equipment you control")

    def go(r: Any) -> None:
        from . import actions, costs

        gear = r.target(0)
        me = r.source_still()  # "this unit": the unit played, not the card played again (rule 124 [R4])
        if gear is None or me is None or me.zone != "board":
            return  # nothing to attach it to: the cost is not paid
        cost = costs.keyword_cost(gear, "Equip")
        if cost is None:
            return  # 821.1.c.4: no Equip cost, so it can't be paid; the gear stays where it is (821.1.c.5)
        cost.power = cost.power[:-1] if cost.power else cost.power  # reduced by [A]
        if costs.can_pay(r.game, r.controller, cost) and r.game.may(r.controller, "pay to attach it?"):
            costs.pay(r.game, r.controller, cost)
            actions.attach(r.game, gear, me, r.controller)

    return Trigger(played_me, go, targets=[spec], text="[Weaponmaster]")


def flush(game: "Game") -> bool:
    """Put pending triggers on the chain as pending items: the turn player's first, then each player's in
    turn order (383.3.d.1) — or, for the triggers of a combat's designations, the attacker's first and the
    defender's last (459.2.d.1 [R3], ``Game.trigger_order``). True if any."""
    order, game.trigger_order = game.trigger_order, None
    if not game.pending_triggers:
        return False
    pending, game.pending_triggers = game.pending_triggers, []
    from .seats import turn_order_from

    order = (order or turn_order_from(game, game.active)) + list(game.removed)
    for player in order:
        mine = [t for t in pending if t["controller"] == player]
        if len(mine) > 1:
            labels = [game.alias_of(t["source"]) if t["source"] else "effect" for t in mine]
            answer = game.ask("order-triggers", player, labels, "order your simultaneous triggers")
            pool = list(enumerate(labels))
            ordered = []
            for a in answer:  # triggers from one source are interchangeable: take them in order
                k = next(j for j, (i, lab) in enumerate(pool) if lab == a)
                ordered.append(mine[pool.pop(k)[0]])
            mine = ordered
        for t in mine:
            src = game.objects.get(t["source"]) if t["source"] is not None else None
            # the source as it went on (rule 124 [R4]); a reflexive trigger keeps its parent's ("source_incarnation")
            inc = t["source_incarnation"] if "source_incarnation" in t else (src.incarnation if src else None)
            game.chain.append(ChainItem("ability", t["controller"], t["source"], ability=t["trigger"],
                                        data={"info": t["info"], "trigger": True, "source_incarnation": inc,
                                              "hidden_at": (t["info"] or {}).get("hidden_at")}))  # 811.1.d.2
    if len(game.chain) == sum(1 for _ in pending):
        game.chain_opened_by_trigger = True
    return True


def controller_of_source(game: "Game", o: Any) -> str | None:
    """Who controls a triggered ability of ``o`` that names no controller of its own: the object's controller
    (its owner's while it has none); for a battlefield, the battlefield's controller, which changes as players
    conquer it, or the turn player while it is uncontrolled (187.6.a, 187.6.b [R3])."""
    if o.zone == "battlefield":
        b = next((x for x in game.battlefields if x.uid == o.uid), None)
        if b is not None:
            return b.controller or game.active
    return o.controller or o.owner
