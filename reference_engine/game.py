"""The game: state plus the primitives every rule module uses (zones, events, decisions, lookups).

Rule modules (``actions``, ``chain``, ``cleanup``, ``combat``, ``layers``, ``replacement``,
``triggers``) are functions over a :class:`Game`. Player choices go through :meth:`Game.ask`, which
takes the next scripted answer or raises :class:`NeedDecision` (the adapter then asks the harness
and replays the step with the answer; the engine is deterministic, so a replay reaches the same point).
"""
from __future__ import annotations

import copy
import io
import itertools
import pickle
import types
from dataclasses import dataclass, field
from typing import Any, Iterator

from . import layers, triggers  # modules, not names: a function patched in its module is the one called
from . import seats as seating
from .behaviour import is_type
from .state import BOARD, Battlefield, ChainItem, Obj, Player, Showdown


class IllegalAction(Exception):
    """The step is not legal now; the adapter rejects it and restores the state."""


@dataclass
class DecisionNeeded:
    kind: str
    player: str
    options: list[Any]
    prompt: str


class NeedDecision(Exception):
    def __init__(self, request: DecisionNeeded):
        super().__init__(request.prompt)
        self.request = request


@dataclass
class Effect:
    """A temporary game effect created by a resolving spell or ability (delayed replacements,
    delayed triggers, prevention shields, cost changes, restrictions). ``kind`` selects the rule
    module that reads it; ``target`` is an object ref; ``duration`` is ``turn``/``resolution``/
    ``permanent``/``next`` (until used)/``next-this-turn`` (until used, and at most until the end of the
    turn: "the next time ... this turn", 391)."""

    kind: str
    controller: str
    source: int | None
    target: tuple[int, int] | None = None
    duration: str = "turn"
    data: dict[str, Any] = field(default_factory=dict)


class Game:
    """All state of one game plus the event log and the answer queue."""

    def __init__(self, mode: str = "duel") -> None:
        self.mode: seating.Mode = seating.MODES[mode]  # rules 476-484 [R3]: seats, teams, Victory Score
        self.removed: list[str] = []  # players removed from the game (651-652), in the order they left
        self.objects: dict[int, Obj] = {}
        self.players: dict[str, Player] = {p: Player(p) for p in self.mode.seats}
        self.battlefields: list[Battlefield] = []
        self.chain: list[ChainItem] = []
        self.showdown: Showdown | None = None
        self.active = "A"
        self.phase = "action"
        self.priority: str | None = "A"
        self.passes = 0
        self.effects: list[Effect] = []
        self.log: list[dict[str, Any]] = []
        self.pending_triggers: list[dict[str, Any]] = []
        self.trigger_order: list[str] | None = None  # 459.2.d.1: the order for the triggers now pending, once
        self.answers: list[Any] = []
        self.victory_score = 8
        self.winner: str | None = None  # rule 472: the game is over once a player has won
        self.winners: list[str] = []  # every player who won (2v2: the team, 484.6.a)
        self.disqualified: set[str] = set()  # 469.1.a [R4] / 484.8.b: battlefields a teammate of the turn
        # player controlled in this turn's beginning phase; the turn player's team can't score them
        self.turn_number = 0  # the game's turn number when the setup gave it (0 = not known: a mid-game position)
        self.turn_counter = 0  # turns begun since the setup (to tell "this turn" from "a later turn")
        self.setup_active: str | None = None  # the setup's turn player: with turn_number, who went first (480.7)
        self.channelled_players: set[str] = set()  # players who have had a channel phase since the setup (480.7, 482.7)
        self.chain_opened_by_trigger = False
        self.held_scored = True
        self.aliases: dict[str, int] = {}
        self._next_uid = 1
        # rule 709: each unit's Might as last seen, (uid, incarnation) -> Might, so that a change from any
        # cause (an effect, a passive ability, a battlefield, a status) is an event "becomes" triggers see
        self.might_seen: dict[tuple[int, int], int] = {}
        self._watching_might = False
        self._might_sources: Any = None  # while Might is read for several units at once (layers.open_might_pass)
        self._keywords_of: Any = None  # while one object's keywords are read several times (layers.open_keywords_pass)
        self.resolving: list[ChainItem] = []  # the chain items now resolving, innermost last (rule 340.1)

    # ---- seats (rules 116, 476-484, 740; reference_engine/seats.py) -------------------------------
    @property
    def seats(self) -> tuple[str, ...]:
        """Every seat of the mode, in turn order."""
        return self.mode.seats

    def next_player(self, player: str) -> str:
        return seating.next_player(self, player)

    def opponents(self, player: str) -> list[str]:
        return seating.opponents(self, player)

    def teammates(self, player: str) -> list[str]:
        return seating.teammates(self, player)

    # ---- objects ---------------------------------------------------------------------------
    def new_obj(self, card_id: str, owner: str, zone: str, **kw: Any) -> Obj:
        o = Obj(uid=self._next_uid, card_id=card_id, owner=owner, zone=zone, **kw)
        self._next_uid += 1
        self.objects[o.uid] = o
        if o.alias:
            self.aliases[o.alias] = o.uid
        return o

    def obj(self, alias_or_uid: str | int) -> Obj:
        if isinstance(alias_or_uid, int):
            return self.objects[alias_or_uid]
        if alias_or_uid not in self.aliases:
            raise IllegalAction(f"unknown alias {alias_or_uid!r}")
        return self.objects[self.aliases[alias_or_uid]]

    def live(self, ref: tuple[int, int] | None) -> Obj | None:
        """The object a remembered ref names, or None if it has become a new object (rule 124)."""
        if ref is None:
            return None
        o = self.objects.get(ref[0])
        return o if o is not None and o.incarnation == ref[1] else None

    def bf(self, alias: str) -> Battlefield:
        for b in self.battlefields:
            if b.alias == alias:
                return b
        raise IllegalAction(f"unknown battlefield {alias!r}")

    def is_bf(self, alias: Any) -> bool:
        return isinstance(alias, str) and any(b.alias == alias for b in self.battlefields)

    def on_board(self, kind: str | None = None) -> Iterator[Obj]:

        for o in list(self.objects.values()):
            if o.zone == BOARD and (kind is None or is_type(o, kind)):
                yield o

    def units(self, location: str | None = None, controller: str | None = None) -> list[Obj]:
        return [o for o in list(self.objects.values()) if o.zone == BOARD and is_type(o, "Unit")
                and o.attached_to is None and (location is None or o.location == location)
                and (controller is None or o.controller == controller)]

    def battlefield_objs(self) -> list[Obj]:
        return [self.objects[b.uid] for b in self.battlefields if b.uid is not None]

    def resolving_item(self) -> ChainItem | None:
        """The spell or ability whose resolution performs the current game action (rule 340.1), if any:
        what "a spell or ability that chooses me" (Gangplank, Naval) asks about when the card implementing
        the action did not name its item."""
        return self.resolving[-1] if self.resolving else None

    # ---- events ----------------------------------------------------------------------------
    def emit(self, type_: str, **fields: Any) -> dict[str, Any]:
        ev = {"type": type_, **{k: v for k, v in fields.items() if v is not None}}
        self.log.append(ev)
        triggers.check_triggers(self, ev)
        self.watch_might()
        return ev

    def watch_might(self) -> None:
        """Rules 709-710 [R3]: a unit "becomes" a Might (Mighty, Renekton's "10 or more") at the moment its
        Might changes, whatever changed it - a Might modification, a buff, a base Might set, or a passive
        ability that starts or stops applying (a battlefield's "Units here have +1 [M]", a unit entering or
        leaving, a status). After every event, each unit on the board whose current Might differs from the
        Might last seen gets a ``might-changed`` event (before, after). A unit is first seen as it is on the
        board (entering is no change: off the board it had its printed Might, 711)."""
        if self._watching_might:
            return
        self._watching_might = True
        try:
            live = set()
            layers.open_might_pass(self)
            for o in self.units():
                key = (o.uid, o.incarnation)
                live.add(key)
                now = layers.might(self, o)
                if now is None:
                    continue
                old = self.might_seen.get(key)
                self.might_seen[key] = now
                if old is not None and old != now:
                    ev = {"type": "might-changed", "object": self.alias_of(o.uid), "before": old, "after": now}
                    self.log.append(ev)
                    layers.close_might_pass(self)  # the triggers run on the game: the next unit reads afresh
                    triggers.check_triggers(self, ev)
                    layers.open_might_pass(self)
            for key in [k for k in self.might_seen if k not in live]:
                del self.might_seen[key]
        finally:
            layers.close_might_pass(self)
            self._watching_might = False

    # ---- decisions -------------------------------------------------------------------------
    def ask(self, kind: str, player: str, options: list[Any], prompt: str) -> Any:
        """Rule: every player choice is a decision (docs/case-format.md section 5 and 9)."""
        if not self.answers:
            raise NeedDecision(DecisionNeeded(kind, player, options, prompt))
        answer = self.answers.pop(0)
        from .steps import check_answer

        check_answer(kind, answer, options)
        if kind in ("order-triggers", "order-replacements"):
            if sorted(map(str, answer)) != sorted(map(str, options)):
                raise IllegalAction(f"{kind}: answer {answer!r} is not an ordering of {options!r}")
        elif kind == "name-card":
            from .naming import resolve_name

            if resolve_name(str(answer), options[0] if options else None) is None:
                raise IllegalAction(f"{answer!r} does not identify exactly one existing card (rules 761-762)")
        elif kind in ("choose-targets", "assign-combat-damage"):
            pass
        elif answer not in options:
            raise IllegalAction(f"{kind}: answer {answer!r} is not one of {options!r}")
        return answer

    def may(self, player: str, prompt: str) -> bool:
        return bool(self.ask("may", player, [True, False], prompt))

    def alias_of(self, uid: int) -> str:
        o = self.objects[uid]
        return o.alias or o.card_id



_shared: dict[int, list[Any]] = {}  # snapshot number -> the functions its pickle names (while it is loaded)
_numbers = itertools.count()


def _shared_function(number: int, index: int) -> Any:
    """The function a snapshot's pickle names by index (see ``_Pickler``)."""
    return _shared[number][index]


class _Pickler(pickle.Pickler):
    """Pickles the game but keeps its functions (closures that conditions and delayed effects hold) as the
    same objects, as ``copy.deepcopy`` does. ``reducer_override`` is asked only about objects that are not
    of pickle's own types (strings, numbers, lists, dicts, ...), unlike ``persistent_id``, which is asked
    about every object: a quarter as many Python calls."""

    def __init__(self, file: io.BytesIO, number: int, functions: list[Any]):
        super().__init__(file, pickle.HIGHEST_PROTOCOL)
        self.number, self.functions = number, functions

    def reducer_override(self, obj: Any) -> Any:
        if type(obj) is types.FunctionType and obj is not _shared_function:  # (that one is named as usual)
            self.functions.append(obj)
            return _shared_function, (self.number, len(self.functions) - 1)
        return NotImplemented


class Frozen:
    """A game's state as it was at one moment, kept to thaw into independent copies as often as needed: the
    engine tries a step on the live game and, when the step is refused or must be replayed with an answer
    (``reference_engine/adapter.py``), thaws the state it started from.

    Kept as a pickle whose functions (the closures that conditions and delayed effects hold) stay shared, as
    ``copy.deepcopy`` shares them; anything that cannot be pickled is kept as a ``copy.deepcopy`` instead."""

    def __init__(self, game: Game) -> None:
        self.next_uid = game._next_uid
        self._number = next(_numbers)
        self._functions: list[Any] = []
        self._copy: Game | None = None
        buffer = io.BytesIO()
        try:
            _Pickler(buffer, self._number, self._functions).dump(game)
        except (pickle.PicklingError, TypeError, AttributeError):
            self._copy = copy.deepcopy(game)
        self._data = buffer.getbuffer()

    def thaw(self) -> Game:
        """A new, independent copy of the game as it was frozen."""
        if self._copy is not None:
            return copy.deepcopy(self._copy)
        _shared[self._number] = self._functions
        try:
            return pickle.loads(self._data)
        finally:
            del _shared[self._number]


def snapshot(game: Game) -> Game:
    """An independent copy of the whole game, now: ``Frozen(game).thaw()`` (the engine itself keeps a
    :class:`Frozen` state where it needs several copies of one state).

    What ``copy.deepcopy`` gives (functions, such as the closures that delayed effects hold, are shared,
    everything else copied), by a pickle round trip that is several times quicker."""
    return Frozen(game).thaw()
