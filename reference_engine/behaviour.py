"""The card catalogue, the card-behaviour base types and the registry the rules look behaviour up in.

Card *data* (types, costs, Might, domains, keywords, current text with errata) comes from the
project catalogue ``harness/data/cards.json``. Card *behaviour* is written once per card, in its own
module under ``reference_engine/cards/<set>/`` (see ``cards/README.md``), as a :class:`Card` subclass
whose ``text`` is the card's ``current_text`` and whose methods implement exactly that text with the
shared game-action library. A card with no behaviour class behaves as its keywords and Might alone
(vanilla), and is not declared supported.

This module sits beside the game state, on the rules' side: the rule modules import it, the card
modules import it and the rule modules, and no rule module imports ``reference_engine.cards``
(imports run one way: state -> rules -> cards). ``reference_engine.adapter`` imports the card
package once, which fills :data:`REGISTRY`.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

if TYPE_CHECKING:
    from .game import Game
    from .state import Obj

CATALOGUE = Path(__file__).resolve().parents[1] / "harness" / "data" / "cards.json"


@lru_cache(maxsize=1)
def catalogue() -> dict[str, dict[str, Any]]:
    data = json.loads(CATALOGUE.read_text(encoding="utf-8"))
    return {c["id"]: c for c in data["cards"]}


def card_data(card_id: str) -> dict[str, Any]:
    return catalogue().get(card_id, {})


# ---- play-time choices ------------------------------------------------------------------------
@dataclass
class TargetSpec:
    """One choice a card makes as it is played (rule 352 [R3], "choose"): what may be chosen.

    ``kind`` is ``unit``, ``spell``, ``battlefield``, ``gear``, ``location`` or ``player`` (a seat: "an
    opponent"); ``where(game, obj, chooser, item)`` narrows it (friendly/enemy, at a battlefield, an
    opponent, ...). ``optional`` marks "up to one".
    """

    kind: str
    where: Callable[["Game", "Obj", str, Any], bool] | None = None
    optional: bool = False
    text: str = ""
    targets: bool = True  # False for choices that are not targets (a battlefield to move to, ...)
    # the text itself restricts the choice away from the card's own location ("at another location"), so a
    # card played from Hidden is not held to its battlefield for it (811.1.d.2 [R4], Tideturner's Example)
    elsewhere: bool = False


@dataclass
class Trigger:
    """A triggered ability (rules 382-385): ``condition(game, me, event)`` returns None when the event
    does not trigger it, else the information captured from the trigger condition (rule 359.3.f.3)."""

    condition: Callable[["Game", "Obj", dict[str, Any]], dict[str, Any] | None]
    resolve: Callable[[Any], None]
    targets: list[TargetSpec] = field(default_factory=list)
    text: str = ""
    zones: tuple[str, ...] = ("board",)
    optional_targets: bool = False
    modes: list["Mode"] = field(default_factory=list)  # "choose one —" (asked as it goes on the chain)
    dynamic_targets: Callable[["Game", "Obj"], list[TargetSpec]] | None = None  # "... at each location"
    any_number: TargetSpec | None = None  # "any number of ..." chosen as it goes on the chain (choose-targets)
    once_per_turn_modes: bool = False  # "choose one that hasn't been chosen this turn"


@dataclass
class Mode:
    """One mode of a modal ability: its choices and its instructions."""

    text: str
    resolve: Callable[[Any], None]
    targets: list[TargetSpec] = field(default_factory=list)


@dataclass
class Activated:
    """An activated ability (rules 376-381): cost, effect, timing."""

    energy: int = 0
    power: list[str] = field(default_factory=list)  # domain letters, "A" for any
    exhaust: bool = False
    extra_cost: Callable[["Game", "Obj", Any], bool] | None = None  # pays a non-resource cost
    resolve: Callable[[Any], None] | None = None
    targets: list[TargetSpec] = field(default_factory=list)
    text: str = ""
    reaction: bool = False  # [Reaction]: also in closed states, on any turn (813.1.c)
    action: bool = False  # [Action]: also in showdowns, on any turn (806.1.b, 806.1.c.2)
    condition: Callable[["Game", "Obj"], bool] | None = None  # "Use only if ..."
    resolves_immediately: bool = False
    once_per_turn: bool = False  # "Use only once per turn" (each copied instance is a new ability: FAQ)
    # why the choices made as it is activated are illegal together (each alone being legal), or None: the
    # ability's text ties one choice to another (Yasuo's "to or from its base"); such choices are invalid and
    # can't be made (355.4 [R3]: "choose a valid Location as the Move Destination")
    choices_problem: Callable[["Game", Any], str | None] | None = None


def destination_problem(game: "Game", specs: list[TargetSpec], values: list[Any]) -> str | None:
    """Why a unit chosen together with the destination it is to move to (a "location" choice that is not a
    target: ``DESTINATION``, Yasuo's "to or from its base", Stormbringer's battlefield) may not go there, or
    None: with more than two players a teammate's battlefield (442.2.b [R3]: "by Units that player controls" -
    the moved unit's controller, not the mover), a combat it is not in (442.2.a, 457.1), units of two other
    players (444.2); such choices are invalid (457.3). The check a vanilla move spell makes too
    (``cards/vanilla.py``)."""
    from .seats import invalid_destination

    for i in range(len(specs) - 1):
        if specs[i].kind != "unit" or specs[i + 1].kind not in ("location", "battlefield") or specs[i + 1].targets \
                or i + 1 >= len(values):
            continue
        unit, dest = values[i], values[i + 1]
        o = game.live(unit) if isinstance(unit, tuple) else None
        why = invalid_destination(game, o.controller, dest) if o is not None and isinstance(dest, str) else None
        if why:
            return why
    return None


class Card:
    """Base behaviour: a card with no text beyond its keywords.

    Every hook the rules read is declared here with the default of a card whose text says nothing
    about it; a card overrides only the hooks its text needs.
    """

    id: str = ""
    text: str = ""
    targets: list[TargetSpec] = []
    additional_cost: str | None = None
    """"You may pay [cost] as an additional cost to play me.": an optional additional cost (rule
    356.2.b.1 [R3]; FAQ on Akshan), in card-text symbols (``"[C][C]"``), paid when the play says
    ``additional``."""
    max_empowered: int = 1
    """How many times this can be [Empowered] (rules 827-828; Kayle: "I can be [Empowered] up to three
    times")."""
    gives_might: bool = True
    """False when ``might_bonus`` gives no unit anything whatever the state (a vanilla object whose dependent
    abilities give no Might): the layers then need not ask it (a card that does not override ``might_bonus``
    is not asked either)."""
    swaps_hold_and_conquer: bool = False
    """For an attached Equipment: "My hold effects are also conquer effects, and vice versa" — the
    equipped unit's hold and conquer triggers (469.1, 471.2.a) each trigger on the other (Skyfall of
    Areion)."""

    # spells
    def resolve(self, r: Any) -> None:  # pragma: no cover - overridden by spells
        return None

    # permanents
    def triggers(self) -> list[Trigger]:
        return []

    def activated(self) -> list[Activated]:
        return []

    def might_bonus(self, game: "Game", me: "Obj", unit: "Obj") -> int | tuple[int, int]:
        """Passive arithmetic-layer Might this object gives ``unit`` (may be ``me``); a decrease
        "to a minimum of N" is returned as ``(amount, N)``."""
        return 0

    def keywords(self, game: "Game", me: "Obj") -> list[str]:
        """Keywords this object has now: printed, plus dependent ones whose condition holds."""
        return printed_keywords(me)

    def replacements(self, game: "Game", me: "Obj", event: dict[str, Any]) -> list[Any]:
        """Replacement effects this object offers for ``event`` (rules 367-375)."""
        return []

    def forbids(self, game: "Game", me: "Obj", action: str, **kw: Any) -> bool:
        """Passive restrictions ("can't"): ``action`` is ``move``, ``choose``, ``play``, ``counter``..."""
        return False

    def permits(self, game: "Game", me: "Obj", action: str, **kw: Any) -> Any:
        """Passive permissions (e.g. Dragon Roost's play location)."""
        return None

    def cost_change(self, game: "Game", me: "Obj", item: Any) -> int:
        """Energy cost change for a card being played (negative = cheaper)."""
        return 0

    def self_cost_change(self, game: "Game", me: "Obj", player: str) -> int:
        return 0

    def makes_lethal(self, game: "Game", me: "Obj", unit: "Obj") -> bool:
        """Whether ``unit``'s damage is lethal because of this object, whatever its Might."""
        return False

    def enters_at(self, game: "Game", me: "Obj", player: str) -> str | None:
        """A replacement effect on where this permanent enters ("I enter there"), or None."""
        return None

    def enters_ready(self, game: "Game", me: "Obj", player: str) -> bool:
        """"I enter ready" (a card's text overriding 143.4, rule 002), checked as the unit enters."""
        return False

    def as_attached(self, game: "Game", me: "Obj", unit: "Obj") -> None:
        """'As this is attached to a unit, ...' (370.1.b.1): runs right after the attach event."""
        return None

    def play_restriction(self, game: "Game", me: "Obj", player: str, to: str) -> str | None:
        """Why ``me`` can't be played to ``to`` (rule 054.2), or None."""
        return None

    def choices_problem(self, game: "Game", item: Any, player: str) -> str | None:
        """Why the choices made as this card is played are illegal together, or None: a unit and the
        destination it would move to, where the move would make a combat of more than two players
        (457.3 [R3], 442.2) — each choice alone being legal.

        By default: a unit chosen together with the destination it is to move to (a "location" choice that is
        not a target, ``DESTINATION``: Charm, Ride the Wind, Dragon's Rage) where that unit may not go - with
        more than two players, "Battlefields Controlled by a player's teammates are Invalid Destinations for
        Moves of all kinds ... by Units that player controls" (442.2.b [R3]: read from the moved unit's
        controller, not the mover's), a combat it is not in (442.2.a, 457.1) or units of two other players
        (444.2). The same check as a vanilla move spell's (``cards/vanilla.py``)."""
        return destination_problem(game, list(self.targets), item.targets)

    def gained_abilities(self, game: "Game", me: "Obj") -> list[Activated]:
        """Activated abilities this object has because its own text gives them to it ("I have all [E]
        abilities of ...": whole abilities, dependent keywords and all — 727.1.b.1, FAQ on Jayce),
        after its printed ones and Equip."""
        return []

    def keyword_effect(self, keyword: str, r: Any) -> None:
        """The effect of a keyword that carries one, as it resolves: Deathknell's "[Effect]" (808.1.b.1).
        A vanilla object's comes from its ``keyword_text`` (docs/case-format.md section 2)."""
        return None

    def keyword_targets(self, keyword: str) -> list[TargetSpec]:
        """The choices that keyword effect makes (asked as its trigger goes on the chain)."""
        return []

    def bonus_damage(self, game: "Game", me: "Obj", player: str) -> int:
        """Bonus Damage this object grants to the Deal actions of ``player``'s spells and abilities (712-715;
        Annie, Fiery: "Your spells and abilities deal 1 Bonus Damage.")."""
        return 0

    def tie_recalls_all(self, game: "Game", me: "Obj", attacker: str) -> bool:
        """Whether, when a combat that ``attacker`` attacked in ends in a tie, ALL units there are
        recalled instead of the attacker's only (rule 466.1.a.2; Symbol of the Solari)."""
        return False


REGISTRY: dict[str, Card] = {}


def card(cls: type[Card]) -> type[Card]:
    """Class decorator: register a card behaviour under its catalogue id."""
    assert cls.id in catalogue(), f"unknown card id {cls.id}"
    REGISTRY[cls.id] = cls()
    return cls


def behaviour(card_id: str) -> Card:
    return REGISTRY.get(card_id) or _VANILLA


_VANILLA = Card()


def supported_card_ids() -> list[str]:
    return sorted(REGISTRY)


def identity(o: "Obj") -> tuple[str, dict[str, Any] | None]:
    """The card an object is, for its traits and text: itself, or what a copy effect made it a copy of
    (copy effects replace the copyable, printed traits — rule 472.1.b [R3], FAQ on Shady Spectacles)."""
    if o.copy_of is not None:
        return o.copy_of["card_id"], o.copy_of["vanilla"]
    return o.card_id, o.vanilla


_vanilla_factory: Callable[[dict[str, Any]], Card] | None = None


def set_vanilla_factory(factory: Callable[[dict[str, Any]], Card]) -> None:
    """Install the behaviour of vanilla test objects (``reference_engine/cards/vanilla.py`` does, as the
    card package loads): their spells' instructions and test abilities (docs/case-format.md section 2)."""
    global _vanilla_factory
    _vanilla_factory = factory


def behaviour_of(o: "Obj") -> Card:
    card_id, vanilla = identity(o)
    if vanilla is not None:
        return _vanilla_factory(vanilla) if _vanilla_factory is not None else _VANILLA
    return behaviour(card_id)


def _trait(o: "Obj", key: str, vanilla_key: str, default: Any) -> Any:
    card_id, vanilla = identity(o)
    if vanilla is not None:
        return vanilla.get(vanilla_key, default)
    return card_data(card_id).get(key) or default


def card_types(game: "Game", o: "Obj") -> list[str]:
    return list(_trait(o, "type", "type", ["Unit"] if identity(o)[1] is not None else []))


def is_type(o: "Obj", kind: str) -> bool:
    """``kind in card_types(game, o)``, without building the list (the board is filtered by type often)."""
    card_id, vanilla = identity(o)
    if vanilla is not None:
        return kind in vanilla.get("type", ("Unit",))
    return kind in (card_data(card_id).get("type") or ())


def printed_keywords(o: "Obj") -> list[str]:
    return list(_trait(o, "keywords", "keywords", []))


def has_printed_keyword(o: "Obj", keyword: str) -> bool:
    """Whether the object's printed (or vanilla) keywords include ``keyword``, whatever its value or cost."""
    return any(k == keyword or k.startswith(keyword + " ") for k in printed_keywords(o))


def tags(o: "Obj") -> list[str]:
    return list(_trait(o, "tags", "tags", []))


def domains(o: "Obj") -> list[str]:
    return list(_trait(o, "domains", "domains", []))


def keyword_cost_text(o: "Obj", keyword: str) -> str | None:
    """The cost printed after a keyword: ``[1][C]`` of "[Equip] [1][C]" in a card's text, or ``[1]`` of
    a vanilla object's ``"Equip [1]"`` (rules 818 Equip, 820 Repeat, 829 Flow [R4])."""
    texts = keyword_cost_texts(o, keyword)
    return texts[0] if texts else None


def keyword_cost_texts(o: "Obj", keyword: str) -> list[str]:
    """The costs of every instance of a keyword, in printed order (818.4: each Equip is its own ability)."""
    card_id, vanilla = identity(o)
    if vanilla is not None:
        return [k[len(keyword) + 1:] for k in vanilla.get("keywords", []) if k.startswith(keyword + " [")]
    return re.findall(rf"\[{keyword}\] ((?:\[[^\]]+\])+)", card_data(card_id).get("current_text") or "")


def printed_cost(o: "Obj") -> tuple[int, int]:
    """An object's printed energy and power cost, its base cost (rule 160 [R3] costs; The Academy's
    "[Repeat] equal to its base cost"): a card's, a vanilla object's ``cost``, or, for a copy, the copied
    card's (472.1.b [R3])."""
    card_id, vanilla = identity(o)
    if vanilla is not None:
        cost = vanilla.get("cost") or {}
        return int(cost.get("energy") or 0), int(cost.get("power") or 0)
    data = card_data(card_id)
    return int(data.get("energy_cost") or 0), int(data.get("power_cost") or 0)


def might_bonus_of(o: "Obj") -> int:
    """An equipment's printed Might bonus (434.1.d), or a vanilla gear's ``might_bonus``."""
    return int(_trait(o, "might_bonus", "might_bonus", 0) or 0)


def name(o: "Obj") -> str:
    return str(_trait(o, "name", "name", "vanilla unit"))

