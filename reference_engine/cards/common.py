"""Building blocks card behaviours share: readings of phrases that recur in card text.

Each helper reads one recurring phrase once ("a unit at a battlefield", "an enemy unit", "when you
play me", "when I conquer", "[Empower] [cost]", "the next time it would die this turn, ... instead",
"when it takes damage this turn, kill it", "its owner plays it ... ignoring its cost"). A helper that
only one card uses stays in that card's module; move it here when a second card needs it.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from reference_engine import actions, chain, costs, seats
from reference_engine.behaviour import (Activated, TargetSpec, Trigger, behaviour_of, card_types, domains,
                                        has_printed_keyword, printed_cost)
from reference_engine.chain import check_play_location
from reference_engine.choices import announce_choices, resolve_choices
from reference_engine.game import Effect, IllegalAction
from reference_engine.triggers import about_me, played_me

if TYPE_CHECKING:
    from reference_engine.game import Game
    from reference_engine.state import Obj

__all__ = [
    "at_bf", "friendly", "enemy", "both", "UNIT", "UNIT_AT_BF", "FRIENDLY_UNIT", "ENEMY_UNIT", "SPELL",
    "DESTINATION", "spell_cost_at_most", "is_spell_card", "about_me", "played_me", "i_conquer",
    "empower_ability", "draw_cards", "give_chosen", "replacement_effect", "targets_obj", "kill_me_instead",
    "save_instead", "kill_when_damaged", "take_spell", "make_new_choices", "replay_from_banishment",
    "play_permanent_by_effect", "play_spell_from_trash",
]


# ---- choices: what a card may choose (rule 352 [R3]) -------------------------------------------
def at_bf(game: "Game", o: "Obj", p: str, item: Any) -> bool:
    return game.is_bf(o.location)


def friendly(game: "Game", o: "Obj", p: str, item: Any) -> bool:
    """740.1: controlled by ``p`` or a teammate of ``p`` (484.8.d)."""
    return seats.friendly(game, p, o.controller)


def enemy(game: "Game", o: "Obj", p: str, item: Any) -> bool:
    """740.2: controlled by an opponent of ``p``."""
    return seats.enemy(game, p, o.controller)


def both(*preds: Callable[..., bool]) -> Callable[..., bool]:
    return lambda game, o, p, item: all(f(game, o, p, item) for f in preds)


UNIT = TargetSpec("unit", text="a unit")
UNIT_AT_BF = TargetSpec("unit", at_bf, text="a unit at a battlefield")
FRIENDLY_UNIT = TargetSpec("unit", friendly, text="a friendly unit")
ENEMY_UNIT = TargetSpec("unit", enemy, text="an enemy unit")
SPELL = TargetSpec("spell", text="a spell")
DESTINATION = TargetSpec("location", text="a destination", targets=False)


def repeated_choice(item: Any, what: str) -> str | None:
    """"up to three units", "2 gear": a number of objects are that many different objects, so one object chosen
    twice is refused (Bellows Breath, Flash, Jayce's "Ready 2 gear"; unlike Icathian Rain's six separate "Deal 2
    to a unit." instructions, each of which may choose the same unit)."""
    chosen = [t for t in item.targets if isinstance(t, tuple)]
    return f"{what} are different objects: one was chosen twice" if len(chosen) != len(set(chosen)) else None


def spell_cost_at_most(n: int) -> Callable[..., bool]:
    """'a spell with Energy cost no more than [n]': its printed Energy cost (131.2.a, 131.4 [R3]) - a card's,
    a vanilla spell's ``cost``, a copy's copied card's (``printed_cost``)."""
    return lambda game, o, p, item: printed_cost(o)[0] <= n


def is_spell_card(game: "Game", o: "Obj") -> bool:
    return "Spell" in card_types(game, o)


# ---- trigger conditions (rules 382-385) ----------------------------------------------------------
# ``about_me`` and ``played_me`` ("When you play me", 419.4.a) live in reference_engine.triggers, whose
# keyword triggers (Vision, Weaponmaster) use them too; they are re-exported here for the cards.
def i_conquer(game: Any, me: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
    """'When I conquer' — my controller conquered the battlefield I am at (469.1, 471.2.a)."""
    if ev["type"] == "conquer" and ev.get("player") == me.controller and me.location == ev.get("object"):
        return {}
    return None


# ---- abilities -----------------------------------------------------------------------------------
def empower_ability(cost: str, domains: list[str], only_if_not: bool = True) -> Activated:
    """[Empower] [cost]: Empower me. (Use only if not Empowered.) — rule 827.1.c.1."""
    c = costs.parse(cost, domains)

    def go(r: Any) -> None:
        actions.empower(r.game, r.source, r.controller, r.source_alias)

    return Activated(energy=c.energy, power=c.power, resolve=go, text=f"[Empower] {cost}",
                     condition=(lambda g, me: me.empowered == 0) if only_if_not else None)


# ---- instructions, through reference_engine.instructions.Resolution (359.3.e) --------------------
def draw_cards(r: Any, player: str | None, n: int) -> bool:
    """'[player] draws n' as an instruction: False (nothing happened) when the player is unknown."""
    if player is None:
        return False  # the referenced information is null (359.3.e.12)
    return actions.draw(r.game, player, n, r.source_alias) > 0


def give_chosen(r: Any, i: int, amount: int, minimum: int | None = None) -> bool:
    """'Give a unit ±N [M] this turn[, to a minimum of M]' to the ``i``-th chosen unit."""
    return actions.give_might(r.game, r.target(i), amount, r.source_alias, minimum=minimum, item=r.item, chosen=True)


# ---- delayed replacement effects (rule 390.3) ----------------------------------------------------
def replacement_effect(game: "Game", controller: str, source: "Obj | None", target: "Obj | None", label: str,
                       applies: Callable[["Game", Effect, dict[str, Any]], bool],
                       apply: Callable[["Game", Effect, dict[str, Any]], Any], duration: str = "turn",
                       **data: Any) -> Effect:
    """Create a delayed replacement effect (rule 390.3) on ``target`` (or none)."""
    eff = Effect("replace", controller, source.uid if source else None, target.ref if target else None,
                 duration, {"applies": applies, "apply": apply, "label": label, **data})
    game.effects.append(eff)
    return eff


def targets_obj(game: "Game", eff: Effect, ev: dict[str, Any]) -> bool:
    return eff.target is not None and game.live(eff.target) is not None and ev.get("target") == eff.target[0]


def kill_me_instead(game: "Game", me: "Obj", event: dict[str, Any]) -> None:
    """'kill this instead. Heal that unit, exhaust it, and recall it.' (Zhonya's Hourglass, Guardian Angel)."""
    if me.attached_to is not None:
        actions.detach(game, me)
    actions.kill(game, me, me.controller, game.alias_of(me.uid))
    save_instead(game.alias_of(me.uid))(game, None, event)


def save_instead(label: str) -> Callable[["Game", Effect, dict[str, Any]], None]:
    """'heal it, exhaust it, and recall it instead' of dying."""

    def apply(game: "Game", eff: Effect, ev: dict[str, Any]) -> None:
        o = game.objects[ev["target"]]
        actions.heal(game, o)
        actions.exhaust(game, o)
        actions.recall(game, o, label)
        return None

    return apply


# ---- delayed triggers (rules 389-392) ------------------------------------------------------------
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
                                 "next-this-turn" if victim is not None else "turn",
                                 {"condition": cond, "trigger": trig, "victim": victim}))


def _damaged(game: Any, alias: str) -> Any:
    if alias in game.aliases:
        return game.objects[game.aliases[alias]]
    return next((o for o in game.objects.values() if o.card_id == alias and o.zone == "board"), None)


# ---- spells on the chain: control and new choices ------------------------------------------------
def make_new_choices(r: Any, item: Any) -> None:
    """Making new choices (FAQ, Rebuttal): any subset may be remade; kept ones must be legal."""
    beh = behaviour_of(r.game.objects[item.source])
    specs = list(beh.targets)
    answer = r.game.ask("choose-targets", r.controller, [], "new choices (aliases in text order)")
    old = list(item.targets)
    new_values = resolve_choices(r.game, specs, answer, r.controller, item) if answer is not None else old
    item.targets = new_values
    why = beh.choices_problem(r.game, item, r.controller)  # choices only illegal together ("at the same ...")
    if why:
        item.targets = old
        raise IllegalAction(why)
    # the new chooser makes these choices: "choose" triggers are theirs (judge ruling, Dreaming Tree)
    announce_choices(r.game, item, [v for v in new_values if v not in old])


def take_spell(r: Any, target: Any) -> bool:
    """'Gain control of it and you may make new choices for it' (Rebuttal, Mystic Reversal)."""
    item = next(i for i in r.game.chain if i.source == target.uid)
    actions.gain_control(r.game, target, r.controller, r.source_alias)
    item.controller = r.controller
    has_choices = bool(behaviour_of(target).targets)  # an impossible "may" is not asked
    if has_choices and r.game.may(r.controller, "make new choices?"):
        make_new_choices(r, item)
    return True


# ---- plays by an effect (rule 419.3, limited play) -----------------------------------------------
def replay_from_banishment(r: Any, o: Any, loc: str | None, base_of: str | None) -> bool:
    """'its owner plays it to <location>, ignoring its cost' — a play as a limited action (419.3).
    A unit can't be played to another player's base (FAQ, Hostile Takeover + Temporal Breach)."""
    owner = o.owner
    if o.zone != "banishment" or loc is None or (loc == "base" and base_of != owner):
        return False
    return play_permanent_by_effect(r.game, owner, o, loc)


def play_permanent_by_effect(game: "Game", player: str, o: "Obj", dest: str) -> bool:
    """A permanent an effect has ``player`` play, ignoring its cost (419.3, a limited play: Portal Rescue,
    Temporal Breach, Baited Hook, The Zero Drive): "ignoring its cost" sets only its base costs to zero
    (356.1.b.1 [R3]); optional additional costs may still be paid and are added to its total cost (356.1.b.3
    [R3] and its Example: Accelerate; judge ruling accelerate-portal-must-pay: "Portal does not bypass or
    reduce the Accelerate cost"). So a battlefield's optional cost (Dragon Roost), Accelerate (805 [R3]) and the
    card's own "you may pay ... as an additional cost" are each offered as ``pay-cost`` when payable (decision
    policy, section 9), and the play location must be legal (``check_play_location``). Returns False when it
    can't be played there."""
    if actions.forbidden(game, "play-card", obj=o, player=player):  # 419.3.b: a play by an effect obeys a "can't"
        return False
    dest, total = chain.optional_location_cost(game, player, o, dest)
    try:
        check_play_location(game, player, o, dest, permitted=dest)
    except IllegalAction:
        return False
    accelerated = False
    if has_printed_keyword(o, "Accelerate") and "Unit" in card_types(game, o):  # a card's or a vanilla unit's
        extra = costs.accelerate_cost(domains(o))
        if costs.payable_with_discounts(game, player, total + extra) and game.ask("pay-cost", player, [True, False],
                                                                                  "pay Accelerate?"):
            total, accelerated = total + extra, True
    paid_own = False
    own = behaviour_of(o).additional_cost  # "You may pay ... as an additional cost to play me." (Akshan)
    if own:
        extra = costs.parse(own, domains(o))
        if costs.payable_with_discounts(game, player, total + extra) and game.ask(
                "pay-cost", player, [True, False], f"pay {own} as an additional cost?"):
            total, paid_own = total + extra, True
    # 356.4 [R3]: a pending discount applies last, to the total with every additional cost chosen (356.4.f), and
    # this card uses it up
    costs.pay(game, player, costs.next_card_discounts(game, player, None, total))
    chain.put_onto_board(game, o, player, dest, accelerated, paid_additional=paid_own)
    return True


def play_spell_from_trash(r: Any, max_energy: int, label: str) -> None:
    """'you may play a spell from your trash with Energy cost ... ignoring its Energy cost. Then recycle
    it.' (Fizz, Kai'Sa): a play by an effect via ``chain.play_by_effect`` (419.3)."""
    g = r.game
    trash = [g.objects[u] for u in g.players[r.controller].trash]
    options = [o for o in trash if "Spell" in card_types(g, o) and printed_cost(o)[0] <= max_energy  # 131.4 [R3]
               and not actions.forbidden(g, "play-card", obj=o, player=r.controller)]  # 054.1, 419.3.b: a named card
    if not options or not g.may(r.controller, f"{label}: play a spell from your trash?"):
        return
    pick = options[0]
    if len(options) > 1:
        pick = g.obj(g.ask("choose-card", r.controller, [g.alias_of(o.uid) for o in options], "which spell?"))
    chain.play_by_effect(g, r.controller, pick, ignore_energy=True, then="deck", label=label)
