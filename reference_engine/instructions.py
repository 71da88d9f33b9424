"""Resolving a spell's or ability's instructions (rule 359.3.e [R3]/[R4], the Vendetta FAQ's
ignored-vs-negated clarification, and the "kill a unit with a spell" rulings).

* A target is legal on resolution only if it is the same object (no zone change, 359.3.e.4), still meets
  the choice's requirements, and is not untargetable for this item (757-758). An instruction that uses
  an illegal target is **ignored** (359.3.e.5, mistarget).
* An instruction whose action is forbidden, replaced, or a no-op is **negated**, not ignored.
* A later linked instruction is ignored when its earlier linked instruction was ignored (359.3.e.14.a);
  when the earlier one was negated it still executes, unless it refers directly to the action
  ("if you do", "the killed unit") (359.3.e.14.b).
* Information about an object is available if it is on the board, or if this very resolution moved it
  off the board (look back, 359.3.e.13); otherwise it is null (359.3.e.12).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from . import actions
from .behaviour import card_types
from .layers import might

if TYPE_CHECKING:
    from .behaviour import TargetSpec
    from .game import Game
    from .state import ChainItem, Obj

EXECUTED, NEGATED, IGNORED = "executed", "negated", "ignored"


def choice_legal(game: "Game", spec: "TargetSpec", value: Any, chooser: str, item: "ChainItem | None") -> bool:
    """Whether ``value`` meets ``spec`` for ``chooser`` now (used when choosing and on resolution)."""
    if value is None:
        return spec.optional
    if spec.kind == "player":  # a player still in the game (651.3), e.g. "an opponent"
        ok = isinstance(value, str) and value in game.players and value not in game.removed
        return ok and (spec.where is None or spec.where(game, value, chooser, item))
    if spec.kind in ("battlefield", "location"):
        ok = game.is_bf(value) or (spec.kind == "location" and value == "base")
        return ok and (spec.where is None or spec.where(game, value, chooser, item))
    o = game.live(value) if isinstance(value, tuple) else None
    if o is None:
        return False
    if spec.kind == "spell":
        if o.zone != "chain" or "Spell" not in card_types(game, o):
            return False
    elif spec.kind == "thing":
        if o.zone not in ("board", "legend"):
            return False
    elif spec.kind in ("unit", "gear"):
        if o.zone != "board" or spec.kind.capitalize() not in card_types(game, o):
            return False
        if spec.kind == "unit" and o.attached_to is not None:
            return False
    if spec.where is not None and not spec.where(game, o, chooser, item):
        return False
    hidden_at = item.data.get("hidden_at") if item is not None else None
    if hidden_at and spec.targets and not spec.elsewhere and o.zone == "board" and o.location != hidden_at:
        # a card played from facedown, and its play effects, choose at its battlefield (811.1.d.2 [R4]; FAQ,
        # Rebuttal section) unless the text itself restricts the choice elsewhere (Tideturner, 811.1.d.2 Example)
        return False
    if spec.targets and actions.forbidden(game, "choose", obj=o, chooser=chooser, item=item):
        return False
    return True


class Resolution:
    """The context a card's ``resolve`` runs in: targets, instruction outcomes, look-back info."""

    def __init__(self, game: "Game", item: "ChainItem", specs: list["TargetSpec"]):
        self.game = game
        self.item = item
        self.specs = specs
        self.controller = item.controller
        self.source = game.objects[item.source]
        self.source_alias = game.alias_of(item.source)
        self.outcomes: list[str] = []
        self.lookback: dict[int, dict[str, Any]] = {}
        self.kills: list[int] = []  # units this spell instructed its controller to kill, that died
        self.damaged: list[int] = []  # units this spell dealt damage to
        self.is_spell = item.kind == "card"
        self.info = item.data.get("info", {})
        # Targets are checked as the item begins to resolve (359.3.e.2); during resolution a target only
        # stops being legal by becoming a new object (a zone change, 359.3.e.4 — e.g. a Repeat execution).
        self._legal_at_start = [value is not None and choice_legal(game, spec, value, self.controller, item)
                                for spec, value in zip(specs, list(item.targets) + [None] * len(specs))]

    def source_still(self) -> "Obj | None":
        """The source, if it is still the object this ability came from: a card that has changed zones to or
        from a non-board zone since the ability went on the chain is a new object (rule 124 [R4]), no longer
        the ability's "I" (359.3.f.1-2: information referenced from the source is checked on execution; the
        source left). A spell's source is the spell itself."""
        inc = self.item.data.get("source_incarnation")
        return self.source if inc is None or self.source.incarnation == inc else None

    # ---- targets -----------------------------------------------------------------------------
    def raw(self, i: int) -> Any:
        return self.item.targets[i] if i < len(self.item.targets) else None

    def legal(self, i: int) -> bool:
        value = self.raw(i)
        if value is None or i >= len(self._legal_at_start) or not self._legal_at_start[i]:
            return False
        return not isinstance(value, tuple) or self.game.live(value) is not None

    def target(self, i: int) -> "Obj | None":
        value = self.raw(i)
        if isinstance(value, tuple) and self.legal(i):
            return self.game.live(value)
        return None

    def place(self, i: int) -> str | None:
        value = self.raw(i)
        return value if isinstance(value, str) and self.legal(i) else None

    def info_of(self, i: int, field: str) -> Any:
        """Information about target ``i``: live if on the board, look-back if this resolution moved
        it, else None (359.3.e.12-13). A Might below 0 is referenced as 0 (143.2.b [R3]: "treated as 0 when
        referenced by spells and abilities"; Deathgrip's "+[M] equal to its Might", Stormbringer's damage)."""
        value = self.raw(i)
        if not isinstance(value, tuple):
            return None
        o = self.game.live(value)
        if o is not None and o.zone == "board":
            out = {"controller": o.controller, "might": might(self.game, o), "location": o.location}[field]
        elif value[0] in self.lookback:
            out = self.lookback[value[0]].get(field)
        else:
            return None
        return max(0, out) if field == "might" and out is not None else out

    # ---- instructions ------------------------------------------------------------------------
    def instruction(self, do: Callable[[], Any], uses: tuple[int, ...] = (), linked: int | None = None,
                    if_you_do: bool = False, partial: bool = False) -> int:
        """Execute one instruction; returns its index for later linked instructions. With
        ``partial`` (several targets), it is ignored only when every target is illegal (359.3.e.8)."""
        idx = len(self.outcomes)
        outcome = EXECUTED
        chosen = [i for i in uses if self.raw(i) is not None]
        illegal = [i for i in chosen if not self.legal(i)]
        if (uses and not chosen) or (illegal and (not partial or len(illegal) == len(chosen))):
            outcome = IGNORED
        elif linked is not None and self.outcomes[linked] == IGNORED:
            outcome = IGNORED
        elif linked is not None and if_you_do and self.outcomes[linked] == NEGATED:
            outcome = IGNORED
        else:
            result = do()
            outcome = NEGATED if result is False else EXECUTED
        self.outcomes.append(outcome)
        return idx

    # ---- actions with attribution --------------------------------------------------------------
    def kill(self, o: "Obj", by: str | None = None) -> bool:
        by = by or self.controller
        info = {"controller": o.controller, "might": might(self.game, o), "location": o.location}
        unit = actions.is_unit(self.game, o)  # only a killed *unit* counts (Hidden Blade rulings: "kill a unit")
        died = actions.kill(self.game, o, by, self.source_alias, spell=self.source_alias if self.is_spell else None)
        if died:
            self.lookback[o.uid] = info
            if by == self.controller and unit:
                self.kills.append(o.uid)
        return died

    def damage(self, o: "Obj", amount: int) -> bool:
        """Deal damage as this spell or ability: its controller's Bonus Damage is added first (712-715), before
        replacement effects see it (715.4)."""
        from .additional import bonus_damage

        if amount > 0:
            amount += bonus_damage(self.game, self.controller)
        done = actions.deal_damage(self.game, o, amount, self.source_alias,
                                   spell=self.source_alias if self.is_spell else None, by_player=self.controller)
        if done:
            self.damaged.append(o.uid)
        return done
