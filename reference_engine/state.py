"""Game state: players, zones, game objects (Core Rules 100s: zones; 124 zone changes; 188-192 control).

A card keeps one :class:`Obj` record for its whole life in a game, but every change to or from a
non-board zone bumps its ``incarnation`` and clears its temporary modifications (rule 124, 124.1):
it is a *new object* for tracking. Targets and effects remember ``(uid, incarnation)`` so that a card
that left and came back is no longer the object they chose (rule 359.3.e.4).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

BOARD = "board"
NON_BOARD = {"hand", "deck", "trash", "banishment", "chain", "legend", "gone"}
# The seats, turn order, opponents and teammates of a game are its mode's: reference_engine/seats.py and
# Game.next_player / opponents / teammates.


@dataclass
class MightMod:
    """One arithmetic-layer modification (rules 472.3 [R3]): ``amount`` > 0 increase, < 0 decrease.

    ``duration`` is ``turn``, ``combat`` or ``permanent``. A 'to a minimum of N' decrease is stored
    already snapshotted (rule 477.3.b): its amount was fixed when it was applied.
    """

    amount: int
    duration: str = "turn"
    source: int | None = None


@dataclass(eq=False)
class Obj:
    """A game object: a card, token or battlefield, wherever it is."""

    uid: int
    card_id: str
    owner: str
    zone: str
    controller: str | None = None
    location: str | None = None  # "base" or a battlefield alias, for board and facedown objects
    base_of: str | None = None  # at "base": the player whose base it is in, when not its controller's (323.7 [R3])
    alias: str | None = None
    incarnation: int = 0
    token: bool = False
    exhausted: bool = False
    damage: int = 0
    stunned: bool = False
    buffed: bool = False
    empowered: int = 0
    mods: list[MightMod] = field(default_factory=list)
    base_might_set: tuple[int, str, int] | None = None  # trait layer: (value, duration, timestamp)
    granted: list[tuple[str, str]] = field(default_factory=list)  # (keyword text, duration)
    attached_to: int | None = None
    attacker: bool = False
    defender: bool = False
    facedown: bool = False
    vanilla: dict[str, Any] | None = None
    copy_of: dict[str, Any] | None = None  # {card_id, vanilla, source, instance, timestamp}: a copy effect (trait layer)
    data: dict[str, Any] = field(default_factory=dict)  # per-incarnation memory (named card, ...)

    @property
    def ref(self) -> tuple[int, int]:
        return (self.uid, self.incarnation)

    def reset_temporary(self) -> None:
        """Rule 124.1: temporary modifications cease to be tracked on a zone change."""
        self.incarnation += 1
        self.exhausted = False
        self.damage = 0
        self.stunned = False
        self.buffed = False  # rule 705
        self.empowered = 0
        self.mods = []
        self.base_might_set = None
        self.granted = []
        self.attacker = self.defender = False
        self.facedown = False
        self.copy_of = None
        self.data = {}


@dataclass
class Player:
    name: str
    points: int = 0
    hand: list[int] = field(default_factory=list)
    deck: list[int] = field(default_factory=list)  # top first
    trash: list[int] = field(default_factory=list)
    banishment: list[int] = field(default_factory=list)
    runes: list[dict[str, Any]] = field(default_factory=list)  # {domain, exhausted}: runes on the board
    rune_deck: list[dict[str, Any]] = field(default_factory=list)  # {domain}, top first (rules 160.2, 430)
    energy: int = 0
    power: dict[str, int] = field(default_factory=dict)
    legend: int | None = None
    played_this_turn: list[dict[str, Any]] = field(default_factory=list)  # finalized cards (419.4.b)
    resolved_this_turn: int = 0  # cards whose play completed by resolving (419.4.a)
    conquered_this_turn: list[str] = field(default_factory=list)
    scored_this_turn: list[str] = field(default_factory=list)
    xp: int = 0  # rules 729-733 [R3 728-733]: public, gained and spent, not a game object

    def zone_list(self, zone: str) -> list[int]:
        return {"hand": self.hand, "deck": self.deck, "trash": self.trash, "banishment": self.banishment}[zone]


@dataclass
class Battlefield:
    alias: str
    card_id: str | None
    uid: int | None = None  # the battlefield's own object, when it has a card
    controller: str | None = None
    contested_by: str | None = None
    owner: str | None = None  # the player who contributed it (482.5-484.5 [R3]); removed with them (652.2)


@dataclass
class Showdown:
    """A showdown (rules 341-348) and, when ``combat``, the combat at its battlefield (459-466)."""

    battlefield: str
    combat: bool
    attacker: str | None
    defender: str | None
    focus: str
    focus_passes: int = 0
    closing: bool = False  # combat damage dealt; resolving its triggers before the result (466.2)
    controlled: bool = False  # control established; resolving conquest triggers before the end (466.6)
    attack_triggered: list[int] = field(default_factory=list)  # uids that already gained Attacker
    focus_to_attacker: bool = False  # became a combat as a chain emptied: focus stays with the attacker (459.2.c)


@dataclass
class ChainItem:
    """An item on the chain (rules 327-340): a card being played, or an ability."""

    kind: str  # "card" | "ability"
    controller: str
    source: int  # uid of the card / the ability's source object
    ability: Any = None  # the Ability for ability items
    targets: list[Any] = field(default_factory=list)
    pending: bool = True
    data: dict[str, Any] = field(default_factory=dict)
    finalized_by: str | None = None

    def label(self, game: "Any") -> str:
        src = game.objects[self.source]
        name = src.alias or src.card_id
        return name if self.kind == "card" else f"{name}:ability"
