"""Mutants found by the second m6 mutation hunt over the engine commits merged after the first one and the code
around them: Astral Heron's "next card" discount (356.4 [R3]), The Academy's granted Repeat (820.1.c.2), plays by
an effect (419.3.b: Fizz's choice of spell, its Power cost), a card's own optional additional cost (356.2.b.1),
keyword triggers read from the ability layer (801.3 [R4]) and "a spell that chooses me" with Repeat (820.2: a
repeated execution's choice, Gangplank, Naval). Rule numbers are those the killing case quotes ([R3] = Core Rules
v1.3, [R4] = v1.4)."""
from __future__ import annotations

from typing import Any

from mutants import Patcher, mutant

CHAIN = "reference_engine.chain"
COSTS = "reference_engine.costs"


@mutant("chooses-me-executing-choices-only", rule="820.2", area="replacement",
        bug="'a spell that chooses me' (Gangplank, Naval; Mel's 'a unit it chooses') reads only the choices of the "
            "execution in progress: a unit chosen by a repeated execution is not chosen by the spell while the first "
            "execution affects it",
        kill="replacement-gangplank-blast-cone-stun-variant-m6-repeated-moonfall-chooses-him: the first execution's "
             "-2 [M] is given to Gangplank (7, not 12)")
def _(p: Patcher) -> None:
    @p.wrap("reference_engine.choices:event_chooses")
    def event_chooses(orig: Any, ev: dict[str, Any], ref: Any, *args: Any, **kwargs: Any) -> bool:
        item = ev.get("item")
        return bool(ev.get("chosen")) or (item is not None and ref in item.targets)  # the bug


@mutant("own-additional-cost-not-charged", rule="356.2.b.1", area="costs",
        bug="a card's own optional additional cost ('You may pay [C][C] as an additional cost to play me') counts as "
            "paid when chosen but is left out of the total cost of a card played from hand",
        kill="rule-356-2-b-1-optional-additional-cost-paid-when-chosen: A keeps 3 Body power after paying for Akshan")
def _(p: Patcher) -> None:
    import reference_engine.costs as costs_mod
    from reference_engine.behaviour import behaviour_of

    parse = p.original(f"{COSTS}:parse")
    in_play_cost: list[str] = []

    @p.wrap(f"{COSTS}:play_cost")
    def play_cost(orig: Any, game: Any, player: str, o: Any, *args: Any, **kwargs: Any) -> Any:
        in_play_cost.append(behaviour_of(o).additional_cost or "")
        try:
            return orig(game, player, o, *args, **kwargs)
        finally:
            in_play_cost.pop()

    def parse_(text: Any, *args: Any, **kwargs: Any) -> Any:
        if in_play_cost and text and text == in_play_cost[-1]:
            return costs_mod.Cost()  # the bug: the own additional cost adds nothing
        return parse(text, *args, **kwargs)

    p.replace(f"{COSTS}:parse", parse_)


@mutant("granted-repeat-any-players-next-spell", rule="820.1.b", area="costs",
        bug="The Academy's 'give your next spell this turn [Repeat]' goes to the next spell of any player: an "
            "opponent's spell played first gets it and uses it up",
        kill="rule-820-1-b-granted-repeat-not-given-to-an-opponents-spell: B's Repeat is accepted, A's then rejected")
def _(p: Patcher) -> None:
    @p.wrap(f"{COSTS}:repeat_cost")
    def repeat_cost(orig: Any, game: Any, player: str, *args: Any, **kwargs: Any) -> Any:
        grants = [e for e in game.effects if e.kind == "grant-repeat"]
        owners = [e.controller for e in grants]
        for e in grants:
            e.controller = player  # the bug: whoever's grant it is
        try:
            return orig(game, player, *args, **kwargs)
        finally:
            for e, c in zip(grants, owners):
                e.controller = c


@mutant("next-card-discount-any-player", rule="356.4", area="costs",
        bug="a pending 'the next card you play this turn costs ... less' (Astral Heron) applies to the next card any "
            "player plays",
        kill="cost-astral-heron-before-resolution-variant-m6-opponents-discount-pending: A's Stupefy costs [0] with "
             "B's discount")
def _(p: Patcher) -> None:
    @p.wrap(f"{COSTS}:next_card_discounts")
    def next_card_discounts(orig: Any, game: Any, player: str, *args: Any, **kwargs: Any) -> Any:
        effects = [e for e in game.effects if e.kind == "cost"]
        owners = [e.controller for e in effects]
        for e in effects:
            e.controller = player  # the bug
        try:
            return orig(game, player, *args, **kwargs)
        finally:
            for e, c in zip(effects, owners):
                e.controller = c


@mutant("keyword-triggers-printed-on-board", rule="801.3", area="triggers",
        bug="a unit's keyword triggers (Temporary, Vision, Weaponmaster) are read from its printed keywords on the "
            "board: a granted Temporary never kills, a removed one still does",
        kill="rule-801-3-granted-and-removed-temporary-on-the-board: given survives, kept is killed")
def _(p: Patcher) -> None:
    import reference_engine.layers as layers
    from reference_engine.behaviour import printed_keywords

    @p.wrap("reference_engine.triggers:keyword_triggers")
    def keyword_triggers(orig: Any, game: Any, o: Any, *args: Any, **kwargs: Any) -> Any:
        if args or kwargs.get("granted_only"):
            return orig(game, o, *args, **kwargs)
        real = layers.keywords
        layers.keywords = lambda g, obj, *a, **k: printed_keywords(obj)  # the bug
        try:
            return orig(game, o, *args, **kwargs)
        finally:
            layers.keywords = real


@mutant("play-from-trash-first-eligible", rule="419.3.b", area="cards",
        bug="'you may play a spell from your trash' (Fizz, Kai'Sa) plays the first eligible spell in the trash "
            "instead of asking which one",
        kill="rule-419-3-b-fizz-two-eligible-spells-player-chooses: no choose-card is asked")
def _(p: Patcher) -> None:
    @p.wrap("reference_engine.cards.common:play_spell_from_trash")
    def play_spell_from_trash(orig: Any, r: Any, *args: Any, **kwargs: Any) -> None:
        ask = r.game.ask

        def first(kind: str, player: str, options: list[Any], prompt: str) -> Any:
            return options[0] if kind == "choose-card" and options else ask(kind, player, options, prompt)
        r.game.ask = first  # the bug
        try:
            orig(r, *args, **kwargs)
        finally:
            del r.game.ask


@mutant("play-by-effect-power-unchecked", rule="419.3.b", area="costs",
        bug="a spell played by an effect (Fizz) is put on the chain before its Power cost is checked: an unpayable "
            "Power cost ends in an illegal payment instead of nothing being played",
        kill="rule-419-3-b-fizz-spell-whose-power-cost-cant-be-paid-is-not-played: the 'may' is rejected")
def _(p: Patcher) -> None:
    import reference_engine.costs as costs_mod

    @p.wrap(f"{CHAIN}:play_by_effect")
    def play_by_effect(orig: Any, game: Any, *args: Any, **kwargs: Any) -> bool:
        real = costs_mod.can_pay
        costs_mod.can_pay = lambda *a, **k: True  # the bug
        try:
            return orig(game, *args, **kwargs)
        finally:
            costs_mod.can_pay = real


@mutant("academy-repeat-grant-outlasts-turn", rule="317.2.c", area="costs",
        bug="The Academy's 'give your next spell this turn [Repeat]' lasts until a spell uses it, not to the end of "
            "the turn: a spell on a later turn still gets Repeat",
        kill="rule-317-2-c-academy-granted-repeat-expires-at-end-of-turn: A's Reaction on B's turn pays Repeat")
def _(p: Patcher) -> None:
    effect = p.original("reference_engine.cards.unl.the_academy:Effect")

    def lasting(kind: str, controller: Any, source: Any, target: Any, duration: str, *args: Any, **kwargs: Any) -> Any:
        return effect(kind, controller, source, target, "permanent" if kind == "grant-repeat" else duration,
                      *args, **kwargs)  # the bug

    p.replace("reference_engine.cards.unl.the_academy:Effect", lasting, everywhere=False)
