"""Vanilla test objects (docs/case-format.md, section 2): units, spells and gear a case describes by
their traits instead of naming a printed card, with keywords, a vanilla spell's closed list of
instructions, the text of keywords that carry one (``keyword_text``), and the FAQ's hypothetical test
abilities.

A vanilla spell's instructions are read like card text: each chosen selector (``unit``,
``enemy-unit-at-battlefield``, ...) is a target chosen as the spell is played (rule 352 [R3]), one
``targets`` entry each in order, a ``move`` adding its destination; ``it`` is the previous choice.
On resolution an instruction whose target is illegal is ignored (rule 359.3.e.5); an instruction on
``it`` is linked to the one that chose it (rule 359.3.e.14). A Deathknell effect is the same list of
instructions, its choices made as its trigger goes on the chain.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any, Callable

from reference_engine import actions, additional, chain, resources
from reference_engine.behaviour import Activated, Card, TargetSpec, card_types, printed_keywords, set_vanilla_factory
from reference_engine.cards.common import DESTINATION, SPELL, at_bf, both, enemy, friendly
from reference_engine.keywords import dependent_active
from reference_engine import seats
from reference_engine.seats import invalid_destination


def _at_base(game: Any, o: Any, p: str, item: Any) -> bool:
    return o.location == "base"


SELECTORS: dict[str, TargetSpec] = {
    "unit": TargetSpec("unit", text="a unit"),
    "friendly-unit": TargetSpec("unit", friendly, text="a friendly unit"),
    "enemy-unit": TargetSpec("unit", enemy, text="an enemy unit"),
    "unit-at-battlefield": TargetSpec("unit", at_bf, text="a unit at a battlefield"),
    "friendly-unit-at-battlefield": TargetSpec("unit", both(friendly, at_bf), text="a friendly unit at a battlefield"),
    "enemy-unit-at-battlefield": TargetSpec("unit", both(enemy, at_bf), text="an enemy unit at a battlefield"),
    "unit-at-base": TargetSpec("unit", _at_base, text="a unit at a base"),
    "gear": TargetSpec("gear", text="a gear"),
    "spell": SPELL,
}
ACTIONS: dict[str, Callable[..., bool]] = {
    "buff": lambda r, o: actions.buff(r.game, o, r.source_alias),
    "ready": lambda r, o: actions.ready(r.game, o, r.source_alias),
    "exhaust": lambda r, o: actions.exhaust(r.game, o, r.source_alias),
    "stun": lambda r, o: actions.stun(r.game, o, r.source_alias, item=r.item),
    "kill": lambda r, o: r.kill(o),
    "heal": lambda r, o: actions.heal(r.game, o),
    "recall": lambda r, o: actions.recall(r.game, o, r.source_alias),
    "banish": lambda r, o: actions.banish(r.game, o, r.source_alias),
    "return": lambda r, o: actions.return_to_hand(r.game, o, r.source_alias, chooser_item=r.item),
    "spend_buff": lambda r, o: additional.spend_buff(r.game, o, r.controller, r.source_alias),
}
PLAYER_ACTIONS: dict[str, Callable[..., Any]] = {  # (r, n, player): "you" is r.controller unless `player:` says
    "draw": lambda r, n, p: actions.draw(r.game, p, n, r.source_alias),
    "channel": lambda r, n, p: resources.channel(r.game, p, n, r.source_alias),
    "points": lambda r, n, p: resources.gain_points(r.game, p, n, r.source_alias),
    "energy": lambda r, n, p: resources.add_energy(r.game, p, n, r.source_alias),
    "xp": lambda r, n, p: additional.gain_xp(r.game, p, n, r.source_alias),
    "spend_xp": lambda r, n, p: additional.spend_xp(r.game, p, n, r.source_alias),
    "discard": lambda r, n, p: actions.discard_n(r.game, p, n, r.source_alias) > 0,
    "extra_turn": lambda r, n, p: all(additional.take_turn_after(r.game, p, r.source_alias) for _ in range(n)),
}
# (1.3) `player: opponent`: "an opponent", chosen as the spell is played (a seat in `targets`; 478.2.b)
OPPONENT = TargetSpec("player", lambda g, p, chooser, i: p in g.opponents(chooser), text="an opponent")
MODIFIERS = ("to", "with", "duration", "player", "if_you_do")


def _verb(instruction: dict[str, Any]) -> str:
    """The instruction's action: its key other than the modifiers."""
    return next(k for k in instruction if k not in MODIFIERS)


class Instructions:
    """A list of vanilla instructions (a spell's ``effect``, a Deathknell's text): its choices, in order,
    and its execution through a Resolution."""

    def __init__(self, effect: list[dict[str, Any]]):
        self.effect = effect
        self.plan: list[tuple[dict[str, Any], int | None]] = []  # instruction, index of its choice
        self.targets: list[TargetSpec] = []
        # a move's destination, by the index of the unit's choice: only a `move` of a chosen S chooses one
        self.destination: dict[int, int] = {}
        last: int | None = None
        for instruction in effect:
            verb = _verb(instruction)
            selector = instruction.get("to", instruction[verb]) if verb not in PLAYER_ACTIONS else None
            if verb in ("grant", "lose"):
                selector = instruction["to"]
            if verb in PLAYER_ACTIONS and instruction.get("player") == "opponent":
                self.plan.append((instruction, len(self.targets)))  # a chosen player, not an object: no `it`
                self.targets.append(OPPONENT)
                continue
            if selector == "it" or selector is None:
                self.plan.append((instruction, last if selector == "it" else None))
                continue
            last = len(self.targets)
            self.targets.append(SELECTORS[selector])
            if verb == "move":
                self.destination[last] = len(self.targets)
                self.targets.append(DESTINATION)
            self.plan.append((instruction, last))

    def resolve(self, r: Any) -> None:
        """Execute the instructions in order. (1.3) ``if_you_do``: linked to the previous instruction acting on
        an object, and ignored unless that one happened (neither ignored nor negated; rule 359.3.e.14 [R3])."""
        chose: dict[int, int] = {}  # choice index -> index of the instruction that chose it
        acted: int | None = None  # index of the last instruction acting on an object
        for instruction, choice in self.plan:
            verb = _verb(instruction)
            if_you_do = bool(instruction.get("if_you_do")) and acted is not None
            if verb in PLAYER_ACTIONS:
                self._player_action(r, verb, instruction, choice, acted if if_you_do else None)
                continue
            linked = acted if if_you_do else chose.get(choice)
            dest = self.destination.get(choice) if choice is not None else None
            uses = (choice, dest) if verb == "move" and dest is not None else (choice,)
            k = r.instruction(lambda v=verb, i=instruction, c=choice: self._do(r, v, i, c), uses=uses, linked=linked,
                              if_you_do=if_you_do)
            chose.setdefault(choice, k)
            acted = k

    @staticmethod
    def _player_action(r: Any, verb: str, instruction: dict[str, Any], choice: int | None,
                       if_you_did: int | None = None) -> None:
        """"You draw N" and the like (docs/case-format.md section 2); (1.3) "an opponent draws N" on the opponent
        chosen as it was played (ignored if that player has left the game, 359.3.e.5), "each opponent draws N"
        for each opponent in turn order after the controller (478.2.b)."""
        n, who = instruction[verb], instruction.get("player", "you")
        link = {"linked": if_you_did, "if_you_do": if_you_did is not None}
        if who == "opponent":
            r.instruction(lambda: PLAYER_ACTIONS[verb](r, n, r.place(choice)), uses=(choice,), **link)
        elif who == "each-opponent":
            r.instruction(lambda: any([PLAYER_ACTIONS[verb](r, n, p) for p in r.game.opponents(r.controller)]), **link)
        else:
            r.instruction(lambda: PLAYER_ACTIONS[verb](r, n, r.controller), **link)

    def choices_problem(self, game: Any, item: Any, player: str) -> str | None:
        """457.3 [R3], 442.2: a move's destination where the chosen unit may not go, with more than two
        players (a combat of two others, a teammate's battlefield)."""
        for instruction, choice in self.plan:
            if _verb(instruction) != "move" or self.destination.get(choice, len(item.targets)) >= len(item.targets):
                continue
            unit, dest = item.targets[choice], item.targets[self.destination[choice]]
            o = game.live(unit) if isinstance(unit, tuple) else None
            why = invalid_destination(game, o.controller, dest) if o is not None and isinstance(dest, str) else None
            if why:
                return why
        return None

    def _do(self, r: Any, verb: str, instruction: dict[str, Any], choice: int) -> Any:
        o = r.target(choice)
        if verb == "deal":
            return r.damage(o, instruction["deal"])
        if verb == "might":
            return actions.give_might(r.game, o, instruction["might"], r.source_alias, item=r.item, chosen=True)
        if verb == "replace":
            return actions.replace_with_token(r.game, o, instruction["with"], r.controller, r.source_alias)
        if verb == "double":
            return actions.double_might(r.game, o, r.source_alias, item=r.item)
        if verb == "move":  # "move it" goes where the move that chose it went; with no destination chosen it has
            dest = self.destination.get(choice)  # none, so nothing moves (359.3.e: an instruction that can't be done)
            return dest is not None and actions.move(r.game, o, r.place(dest), r.controller, source=r.source_alias)
        if verb == "counter":
            return chain.counter(r.game, o, r.controller, r.source_alias)
        if verb == "grant":  # 801.3.a: "Give a unit [K] this turn"; no duration = while it stays (801.3.a.3)
            o.granted.append((instruction["grant"], instruction.get("duration", "turn")))
            return True
        if verb == "lose":  # 801.3.b: "A unit loses K this turn"; no duration = while it stays (801.3.b.2)
            from reference_engine.game import Effect

            r.game.effects.append(Effect("lose-keyword", r.controller, r.source.uid, o.ref,
                                         instruction.get("duration", "turn"), {"keyword": instruction["lose"]}))
            return True
        return ACTIONS[verb](r, o)


class Vanilla(Card):
    """The behaviour of one vanilla object: its test abilities, its keywords' text and, for a spell, its
    instructions."""

    def __init__(self, effect: tuple, abilities: tuple[str, ...], keyword_text: tuple):
        self.instructions = Instructions([dict(i) for i in _thawed(effect)])
        self.abilities = abilities
        self.keyword_text: dict[str, Any] = dict(_thawed(keyword_text)) if keyword_text else {}
        self.targets = self.instructions.targets
        self.text = "; ".join(str(i) for i in self.instructions.effect)
        self._kw_instructions = {k: Instructions(v) for k, v in self.keyword_text.items() if isinstance(v, list)}
        # the dependent abilities (727) of dependent keywords, as (keyword, ability); whether any gives Might
        self._dependents = [(k, v) for k, v in self.keyword_text.items() if isinstance(v, dict)]
        self.gives_might = any(int(v.get("might", 0)) for _, v in self._dependents)

    def resolve(self, r: Any) -> None:
        self.instructions.resolve(r)

    def choices_problem(self, game: Any, item: Any, player: str) -> str | None:
        return self.instructions.choices_problem(game, item, player)

    # ---- the text of keywords (docs/case-format.md section 2: keyword_text) -------------------------
    def keyword_effect(self, keyword: str, r: Any) -> None:
        if keyword in self._kw_instructions:
            self._kw_instructions[keyword].resolve(r)

    def keyword_targets(self, keyword: str) -> list[TargetSpec]:
        return list(self._kw_instructions[keyword].targets) if keyword in self._kw_instructions else []

    def _dependent(self, game: Any, me: Any) -> list[dict[str, Any]]:
        """The dependent abilities (727) of my dependent keywords whose condition holds now."""
        if not self._dependents:
            return []
        return [v for k, v in self._dependents if k in printed_keywords(me) and dependent_active(game, me, k)]

    def keywords(self, game: Any, me: Any) -> list[str]:
        return printed_keywords(me) + [k for d in self._dependent(game, me) for k in d.get("keywords", [])]

    def might_bonus(self, game: Any, me: Any, unit: Any) -> int:
        return sum(int(d.get("might", 0)) for d in self._dependent(game, me)) if unit is me else 0

    def self_cost_change(self, game: Any, me: Any, player: str) -> int:
        return -sum(int(d.get("cost_less", 0)) for d in self._dependent(game, me))

    # ---- test abilities (docs/case-format.md section 2) ----------------------------------------------
    def forbids(self, game: Any, me: Any, action: str, **kw: Any) -> bool:
        """The test abilities are the object's printed rules text: inactive while it is attached (434.1.e
        [R4]), when they do not apply (721.1-721.2 [R4])."""
        o = kw.get("obj")
        if me.attached_to is not None:
            return False
        if action == "kill" and "cant-be-killed" in self.abilities and o is me:
            return True
        return (action == "stun" and "friendly-units-cant-be-stunned" in self.abilities and o is not None
                and seats.friendly(game, me.controller, o.controller))

    def replacements(self, game: Any, me: Any, ev: dict[str, Any]) -> list[Any]:
        """(1.3) ``once-each-turn-you-may-recall-a-dying-friendly-unit``: "Once each turn, if a friendly unit
        would die, you may heal it, exhaust it, and recall it instead." Rules 371.1-371.2.b [R4]: applied to at
        most one event each turn; its controller may decline, and a declined event does not count, so it can
        still be applied to a later one that turn (the record is cleared as the turn ends, with the once-per-turn
        uses of activated abilities). Printed rules text: inactive while attached (434.1.e [R4])."""
        key = "once-each-turn-you-may-recall-a-dying-friendly-unit"
        if (key not in self.abilities or ev["type"] != "die" or me.zone != "board" or me.attached_to is not None
                or key in me.data.get("used_this_turn", [])):
            return []
        unit = game.objects[ev["target"]]
        if not seats.friendly(game, me.controller, unit.controller) or "Unit" not in card_types(game, unit):
            return []
        from reference_engine.replacement import Replacement

        def apply(g: Any, e: dict[str, Any]) -> dict[str, Any] | None:
            target = g.objects[e["target"]]
            if not g.ask("may", me.controller, [True, False],
                         f"{g.alias_of(me.uid)}: recall {g.alias_of(target.uid)} instead of its death?"):
                return e  # 371.2.b: not applied this turn
            me.data.setdefault("used_this_turn", []).append(key)
            actions.heal(g, target)
            actions.exhaust(g, target)
            actions.recall(g, target, g.alias_of(me.uid))
            return None

        return [Replacement(f"once-recall:{me.uid}", me.controller, game.alias_of(me.uid), apply)]

    def bonus_damage(self, game: Any, me: Any, player: str) -> int:
        """Annie's Bonus Damage (715.2 [R4]) as rules text: inactive while attached (434.1.e, 721.2 [R4])."""
        return int(me.attached_to is None and me.controller == player
                   and "your-spells-and-abilities-deal-1-bonus-damage" in self.abilities)

    def activated(self) -> list[Activated]:
        out = []
        if "exhaust-kill-this-its-owner-draws-1" in self.abilities:
            def go(r: Any) -> None:
                me = r.source_still()  # "this": the object activated, not the card played again (rule 124 [R4])
                # "this" is not a target: gone from the board, the kill is negated, not ignored (Vendetta FAQ)
                k = r.instruction(lambda: actions.kill(r.game, me, r.controller, r.source_alias)
                                  if me is not None and me.zone == "board" else False)
                r.instruction(lambda: actions.draw(r.game, r.source.owner, 1, r.source_alias) > 0, linked=k)

            out.append(Activated(exhaust=True, resolve=go, text="[E]: Kill this. Its owner draws 1."))
        return out


def _frozen(value: Any) -> Any:
    if isinstance(value, dict):
        return ("__dict__",) + tuple((k, _frozen(v)) for k, v in value.items())
    if isinstance(value, list):
        return tuple(_frozen(v) for v in value)
    return value


def _thawed(value: Any) -> Any:
    if isinstance(value, tuple) and value[:1] == ("__dict__",):
        return {k: _thawed(v) for k, v in value[1:]}
    if isinstance(value, tuple):
        return [_thawed(v) for v in value]
    return value


@lru_cache(maxsize=None)
def _vanilla(effect: tuple, abilities: tuple[str, ...], keyword_text: tuple) -> Vanilla:
    return Vanilla(effect, abilities, keyword_text)


_PLAIN = _vanilla((), (), ("__dict__",))
_by_spec: dict[int, tuple[dict[str, Any], Card]] = {}  # id(spec) -> (spec, its behaviour), bounded
_BY_SPEC_MAX = 1024


def vanilla_behaviour(spec: dict[str, Any]) -> Card:
    """The behaviour of a vanilla object's spec (kept per distinct spec). A spec with text (``effect``,
    ``abilities``, ``keyword_text``) is found again by the spec dict itself (the entry holds the dict, so
    its id is not reused while the entry lives): that text is never changed in a game, so the behaviour is
    the same at every look-up, and the spec need not be frozen again for each."""
    if not (spec.get("effect") or spec.get("abilities") or spec.get("keyword_text")):
        return _PLAIN  # a plain vanilla unit or gear, the common case: nothing to freeze
    hit = _by_spec.get(id(spec))
    if hit is not None and hit[0] is spec:
        return hit[1]
    beh = _vanilla(_frozen(spec.get("effect", [])), tuple(spec.get("abilities", ())),
                   _frozen(spec.get("keyword_text", {})))
    if len(_by_spec) >= _BY_SPEC_MAX:
        _by_spec.clear()
    _by_spec[id(spec)] = (spec, beh)
    return beh


set_vanilla_factory(vanilla_behaviour)
