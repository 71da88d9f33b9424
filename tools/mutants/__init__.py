"""Seeded rules bugs ("mutants") of the reference engine, for ``tools/mutation.py``.

A mutant is one plausible rules bug an engine author could write, applied at run time: a small function
that monkeypatches one function (or attribute) of a ``reference_engine`` module with a wrong version —
usually a wrapper around the original — declared with its id, the rule it breaks, its rule area and a
one-line description of the bug::

    @mutant("turn-damage-kept", rule="317.2.b", area="turn phases",
            bug="damage is not removed from units at the end of the turn",
            kill="a unit with damage below its Might; advance to the next turn; expect damage 0")
    def _(p: Patcher) -> None:
        @p.wrap("reference_engine.turn:end_of_turn")
        def end_of_turn(orig, game):
            marked = {o.uid: o.damage for o in game.objects.values()}
            orig(game)
            for o in game.objects.values():
                o.damage = marked[o.uid]

- ``p.wrap("module:name")`` replaces ``name`` by the decorated function, which receives the original as
  its first argument; ``"module:Class.method"`` patches a method. A module-level function is replaced in
  **every** ``reference_engine`` module that imported it by name (``from .layers import might``), unless
  ``everywhere=False`` (then only in that module: ``"reference_engine.cleanup:might"`` patches the Might
  the cleanup sees, nowhere else).
- The wrapper names the original's parameters it uses, in order, and takes ``*args, **kwargs`` for the
  rest, so a parameter added to the engine function later is passed through; a wrapper that no longer
  fits the signature (a parameter it names was renamed or moved, or a new one would be dropped) makes the
  mutant :class:`Stale`. ``call(orig, args, kwargs, name=value)`` calls the original with one argument
  changed; ``arg(orig, args, kwargs, name)`` reads one.
- ``p.replace(target, value)`` sets a new value (a constant, or a function that does not call the
  original); ``p.original(target)`` returns the unpatched object (to call a helper inside a wrapper).
- A target that no longer exists raises :class:`Stale`: the tool reports the mutant STALE — an error
  the maintainer fixes by pointing the mutant at the function's new home — never as killed.
- The tool restores every patched attribute after the mutant has run.

Rule numbers are those of the full Core Rules v1.3 text (``/work/shared/reference/core_rules.md``;
v1.4 numbers the sections from 440 to 475 five higher: v1.3 460 Combat Damage Step = v1.4 465).
``kill`` describes a case that would kill the mutant (printed for survivors); a mutant that no case
could kill would be *equivalent* — none is by construction, and one found to be says why in
``equivalent``.

The modules: :mod:`mutants.turn` (turn phases, runes and pools, burn out, victory, scoring; naming a card, 761-762 [R4]),
:mod:`mutants.chain` (priority and focus, chain order, cleanup, showdowns, play timing, costs, targets),
:mod:`mutants.triggers` (replacement, triggers, delayed triggers), :mod:`mutants.board` (game actions, layers, movement,
recall, hide, combat damage, attacker and defender), :mod:`mutants.keywords` (the 800s),
:mod:`mutants.keywords_rules` (the keywords and additional rules of issue 10: ``reference_engine/keywords.py``
and ``reference_engine/additional.py``), :mod:`mutants.multiplayer` (the modes of play with more seats, issue 14:
turn order, priority and focus around the table, teams, team victory, the first-turn process, combats of two),
:mod:`mutants.cards` (area ``cards``: catalogued cards' behaviour, ``reference_engine/cards/<set>/<name>.py``,
each against its own printed text), :mod:`mutants.rules2` (the second-pass hunt over the rules modules: combat
damage excess, delayed triggers used once, Weaponmaster's choice), :mod:`mutants.rules3` and :mod:`mutants.rules4`
(the second-pass hunts over the chain, actions and keywords, and over the vanilla objects, card helpers and
seats), :mod:`mutants.rules5_m1` (the third-pass hunt over the chain, cleanup and removal of a player: whose
priority invites a teammate, who gains priority after an activation, a concession resolving the chain item),
:mod:`mutants.rules5_m3` (the third-pass hunt over the turn, costs, resources, seats, choices, instructions and
card helpers: per-turn memory kept past the turn, owner read for controller, 442.2.a / 444.2), :mod:`mutants.rules5_m4`
(the third-pass hunt over the catalogued cards' modules: a card ignoring part of its printed text),
:mod:`mutants.rules6_core` (the Core Rules concepts of the 100s: [C] and the domain shorthands, granted text of an
attached card), :mod:`mutants.rules6_m1` (the hunt over session 6's engine changes: a card an effect plays, its
optional costs and how it enters; Akali's "enemy" by controller; unmodified deaths after every replacement, 373.1.a
[R4]), :mod:`mutants.rules6_m2` (its second round: "a spell that chooses me" with Repeat, whose pending discount or
granted Repeat applies, plays by an effect, keyword triggers from the ability layer), :mod:`mutants.rules6_m3` (its
third round: the once-each-turn recall test ability, 371 [R4]; combat results by controller, 466.3.c [R4]; a reflexive
trigger's "me" kept from its parent, rule 124 [R4]), :mod:`mutants.rules7_gaps` (session 7's engine gaps: a pending
discount on the total with Dragon Roost's cost and on plays by an effect, 356.4.f [R3]; Deflect by controller, 809.1.c;
a repeated execution's choices checked together, 820.2),
:mod:`mutants.rules7_cards` (the session-7 coverage-guided sweep over the card modules: half of a target restriction
dropped, "up to N" off by one, "with a spell" / "friendly" ignored, an exhaust cost not checked, printed branches no
case reached), :mod:`mutants.rules7_core` (the session-7 coverage-guided sweep over the rules modules: healing
after a showdown without combat, owners read for controllers (459.1, 822.1.b), the rune recycled when runes use
both abilities, per-turn counts kept, Action and ability timing outside the main phase, effect actions without a
source), :mod:`mutants.rules7_core2` (its follow-up over ``removal``, ``seats``, ``combat``'s damage assignment: a
conceding player's facedown cards and a countered spell of another owner (652.1, 652.4), removed players kept in
turn order (651.3), a fully prevented unit's lethal amount (465.2.c.10 [R4])), :mod:`mutants.rules7_cards2` (its follow-up over ``cards/vanilla.py`` and the cards with the most survivors: a
vanilla move's destination checked by owner or only as the first instruction (442.2.b), a keyword given counted as
nothing done (359.3.e.14.b), a replacing token given to the turn player (439.4), Gangplank, Naval's printed
[Empower], Twisted Fate's unlisted rune domain, Irelia, Fervent readied in the ready step (415.3.a), Switcheroo
checking one of its two units), :mod:`mutants.rules7_cards3` (the third sweep over ``cards/common.py``, the
shared card helpers: kept new choices announced as chosen again, a saved unit left ready (369.1), a replay to
another player's base, a 'when it takes damage this turn' delayed trigger not used up (390.2); Dusk Rose Lab's "you" as its owner, 187.6.c),
:mod:`mutants.rules8_m8cards` (the session-8 sweep over the card modules with new operator families: Highlander
saving any unit, a vanilla instruction tied to the next choice (359.3.e.5), Moonfall going on without its battlefield
(359.3.e.2), Twisted Fate's [R] hitting one other unit, Elder Dragon's first battlefield only, Dusk Rose Lab's and
Baron Nashor's "you control" / "friendly" read from ownership, Blast Cone triggering on its controller's own unit),
:mod:`mutants.rules8_core` (the session-8 sweep over the rules modules with new operator families: statements
deleted, guards forced, loops cut, returns replaced; a trigger on a spell's chain keeping focus (346.1), an
unpayable Weaponmaster Equip cost offered (821.1.c.5), an attached gear's printed Deathknell triggering (718.2), a
keyword loss cutting the later keywords (801.3.b), keyword triggers read from printed keywords (801.3), burn out
recycling one card (431.2.b), per-turn records reset for the first seat only (470), a link-skipped instruction
recorded as executed (359.3.e.14.a)),
:mod:`mutants.rules8_h8a` (the session-8 hand-seeded hunt over layers, combat, cleanup, movement, turn, resources,
costs and seats: Shield/Assault read for the wrong designation, the final point by conquests only, the combat
cleanup healing one battlefield, the awaken phase skipping gear or legends, the pool keeping power),
:mod:`mutants.rules8_h8b` (the session-8 hand-seeded hunt over the chain, triggers, replacement, keywords, additional
rules, instructions, choices, game actions and removal of a player: passes not restarted by a play, the turn player
ordering every trigger, a trigger with no legal choice kept, targets re-checked at each instruction),
:mod:`mutants.rules8_h8c` (the session-8 hand-seeded hunt over the catalogued cards with the most FAQ rulings and
``cards/common.py``: a clause skipped, "friendly" / "its controller" for the wrong player, "here" for anywhere),
:mod:`mutants.rules8_h8d` (the session-8 hand-seeded hunt over the game state, its observation and events, setup,
naming and the vanilla objects: a field from the wrong player's view, a status kept across a zone change (124.1),
an event twice or out of order, an ambiguous name accepted (761.2 [R4]), friendly read from ownership).
Each of the four hunts' files is continued in ``<name>_2`` (and ``<name>_3``), to keep every file under ~600 lines.
:mod:`mutants.rules9_c9c` (the session-9 hand-seeded hunt over card modules with few named mutants: Charm,
Hextech Ray, Kai'Sa, Survivor, Mushroom Pouch, the Recruit, Tentacle and Sprite tokens, Void Seeker, Rockfall Path,
Heisho, Discipline, Rebuke, Vilemaw's Lair, Highlander, Azir, Sovereign, Perched Grimwyrm, Alpha Wildclaw, Lotus
Trap, Akali, Deadly Weapon, Fallen Feline, Profiteer: a word of the text dropped, a number off by one, the wrong
player, a "may" always taken; continued in ``rules9_c9c_2`` and ``rules9_c9c_3``).
:mod:`mutants.rules9_cov9a` (the session-9 coverage hunt over ``actions``, ``chain``, ``combat``, ``game``, ``steps`` and
``cleanup``: bugs on lines no case reached before — an attach to the current unit redone (434.1.g), a unit played
into two other players' combat (457.2 [R3]), a battlefield's optional cost paid when declined (356.2.b.1)).
:mod:`mutants.rules9_c9a` (with ``_2`` and ``_3``: the session-9 hand-seeded hunt of helper c9a over 21 card modules
with almost no named mutants - Dragon's Rage, Imperial Decree, Leona, Zealot, Noxian Guillotine, Symbol of the Solari,
Counter Strike, Baron Pit, Astral Heron, Challenge, Immortal Phoenix, Riptide Rex, The Dreaming Tree, Yasuo,
Windrider, Aphelios, Exalted, Deathgrip, The Zero Drive, Blast Cone, Star-Crossed, Crumbling Sands, Jayce, Defender of
Tomorrow, Temporal Breach: a clause of the printed text dropped, a number off by one, the wrong player, a "may" made
mandatory, a "this turn" that does not end, a choice that may name one object twice).
:mod:`mutants.rules9_c9d`, :mod:`mutants.rules9_c9d_2` and :mod:`mutants.rules9_c9d_3` (the session-9 hand-seeded
hunt over 21 card modules by helper c9d: Cleave, Icathian Rain, Lee Sin, Centered, Stormbringer, Battering Ram,
Iascylla, Ahri, Master Yi, Bellows Breath, Smite, Ambessa, Illaoi, Swain and others: a clause dropped, a number off by
one, the wrong player or moment).
:mod:`mutants.rules9_lead` (the lead's session-9 additions: choices that must be different objects).
:mod:`mutants.rules9_r9a` (the session-9 hand-seeded hunt, round 2, of helper r9a over ``combat``, ``cleanup``,
``movement``, ``turn`` and ``removal``: focus passes kept after a chain, a removed seat still counted, a step done
for the turn player only, the combat cleanup's heal before its kill step, a contest kept by another's units;
continued in ``rules9_r9a_2``).
:mod:`mutants.rules9_r9b` and :mod:`mutants.rules9_r9b_2` (the session-9 second-round hand-seeded hunt of helper r9b over
``chain``, ``triggers``, ``replacement``, ``layers``, ``instructions`` and ``choices``: another team's player invited
with its priority (484.8.a), an [Action] ability on an open chain (309.1.a), a triggered ability's choices never
announced (383.4.b.2), a negative Might referenced as it is (143.2.b), events naming the owner for the controller).
:mod:`mutants.rules9_r9c`, :mod:`mutants.rules9_r9c_2` and :mod:`mutants.rules9_r9c_3` (the session-9 round-2 hand-seeded hunt of helper r9c over
``actions``, ``costs``, ``resources``, ``additional``, ``keywords``, ``naming`` and ``seats``: a no-op reported as done,
a card's own discount kept off its additional costs (356.4.f), energy added to the turn player's pool, a draw going on
after the game ended, a burn-out sequence spanning two draws, "each opponent" ordered from the spell's controller,
2v2 teammates' XP, buffs, units and points, a removed player's
additional turn, the first-turn extra rune keyed to the turn number).
:mod:`mutants.rules9_c9b` (the session-9 hand-seeded hunt over 22 card modules with almost no named mutants: Baited
Hook's Might limit, depth and 'the killed unit', Mageseeker Warden's scope, Kai'Sa's and Fizz's cost bounds, 'this turn'
made lasting, 'here' / 'another' / 'you control' dropped, Hwei's branches, The Academy's trigger and Repeat cost),
continued in ``rules9_c9b_2``, ``rules9_c9b_3`` and ``rules9_c9b_4``.
:mod:`mutants.rules9_cov9b` (the session-9 coverage hunt over ``choices``, ``layers``, ``keywords``, ``seats``,
``removal`` and the card helpers: a passive Might decrease dropped (727.1.b.2), a trigger's player choice unchecked,
a modal trigger with every mode used offering them again (402.3), a combat read from the units present (457.1),
Ambush's Reaction for base (822.1.b), a removal clearing every contest (652), a base taken for "a battlefield"
(107.2.b)).
:mod:`mutants.rules9_r9d` (the session-9 round-2 hand-seeded hunt of helper r9d over ``observe``, ``setup``, ``state``,
``behaviour``, the vanilla objects, the card helpers and the multiplayer parts of every module: "an opponent" or
"each opponent" read as any other player (a 2v2 teammate), "friendly" / "your" read from one controller, "each
opponent" in turn order from the controller, a set-up game in progress with the wrong priority, focus or defender;
continued in ``rules9_r9d_2``).
"""
from __future__ import annotations

import functools
import importlib
import inspect
import sys
import textwrap
from dataclasses import dataclass, field
from typing import Any, Callable

AREAS = (
    "turn phases", "runes and pools", "victory", "scoring", "priority and focus", "chain order", "cleanup",
    "showdowns", "play timing", "costs", "targets", "replacement", "triggers", "delayed triggers",
    "game actions", "layers", "movement", "recall", "combat damage", "attacker and defender", "hide",
    "keywords", "multiplayer", "cards", "naming",
)
ENGINE = "reference_engine"


class Stale(Exception):
    """The mutant's patch target no longer exists in the reference engine."""


@dataclass
class Mutant:
    id: str
    rule: str
    area: str
    bug: str
    kill: str
    apply: Callable[["Patcher"], None]
    keyword: str | None = None  # for area "keywords": the keyword it breaks
    equivalent: str = ""  # why no case can kill it, if that turned out to be so


@dataclass
class Placeholder:
    """A keyword mutant to add when the keyword lands in the reference engine (not counted)."""

    id: str
    rule: str
    keyword: str
    bug: str
    where: str  # the function it will patch


MUTANTS: dict[str, Mutant] = {}
PLACEHOLDERS: list[Placeholder] = []


def mutant(id: str, *, rule: str, area: str, bug: str, kill: str, keyword: str | None = None,
           equivalent: str = "") -> Callable[[Callable[["Patcher"], None]], Callable[["Patcher"], None]]:
    """Register a mutant (the decorated function applies it to a :class:`Patcher`)."""
    if area not in AREAS:
        raise ValueError(f"mutant {id}: unknown area {area!r} (one of {', '.join(AREAS)})")
    if (area == "keywords") != (keyword is not None):
        raise ValueError(f"mutant {id}: a keyword mutant names its keyword, and only it does")
    if id in MUTANTS:
        raise ValueError(f"duplicate mutant id {id!r}")

    def register(fn: Callable[["Patcher"], None]) -> Callable[["Patcher"], None]:
        MUTANTS[id] = Mutant(id, rule, area, bug, kill, fn, keyword, equivalent)
        return fn
    return register


def placeholder(id: str, *, rule: str, keyword: str, bug: str, where: str) -> None:
    PLACEHOLDERS.append(Placeholder(id, rule, keyword, bug, where))


class Patcher:
    """Applies a mutant's patches and undoes them (:meth:`restore`)."""

    def __init__(self) -> None:
        self._undo: list[tuple[Any, str, Any, bool]] = []  # owner, name, old value, defined on owner

    @staticmethod
    def _resolve(target: str) -> tuple[Any, str, Any]:
        """(owner, attribute name, current value) of ``module:attr`` or ``module:Class.attr``."""
        module_name, sep, path = target.partition(":")
        if not sep or not path:
            raise ValueError(f"patch target {target!r}: expected 'module:name'")
        try:
            owner: Any = importlib.import_module(module_name)
        except ImportError as exc:
            raise Stale(f"{target}: module {module_name} cannot be imported ({exc})") from None
        *parents, name = path.split(".")
        for part in parents:
            if not hasattr(owner, part):
                raise Stale(f"{target}: {part} no longer exists")
            owner = getattr(owner, part)
        if not hasattr(owner, name):
            raise Stale(f"{target}: {name} no longer exists")
        return owner, name, _raw(owner, name)

    @staticmethod
    def module(name: str) -> Any:
        """An engine module (for a patch made and undone inside a wrapper), or :class:`Stale`."""
        try:
            return importlib.import_module(name)
        except ImportError as exc:
            raise Stale(f"module {name} cannot be imported ({exc})") from None

    def original(self, target: str) -> Any:
        """The object ``target`` names before this mutant patched it."""
        owner, name, value = self._resolve(target)
        for undo_owner, undo_name, old, _ in self._undo:
            if undo_owner is owner and undo_name == name:
                return old
        return value

    def _set(self, owner: Any, name: str, value: Any) -> None:
        self._undo.append((owner, name, _raw(owner, name), name in vars(owner)))
        setattr(owner, name, value)

    def edit(self, target: str, *changes: tuple[str, str]) -> None:
        """Replace ``target`` (``module:function`` or ``module:Class.method``) by a copy of its source with each
        ``(old, new)`` text replaced once, compiled in the module's namespace; :class:`Stale` if a text is no
        longer in the source exactly once."""
        module_name, _, path = target.partition(":")
        orig = self.original(target)
        src = textwrap.dedent(inspect.getsource(getattr(orig, "__func__", orig)))
        for old, new in changes:
            if src.count(old) != 1:
                raise Stale(f"{target}: the text {old!r} is no longer in it exactly once")
            src = src.replace(old, new)
        namespace: dict[str, Any] = {}
        exec(compile(src, f"<mutant of {target}>", "exec"), vars(self.module(module_name)), namespace)
        self.replace(target, namespace[path.split(".")[-1]])

    def replace(self, target: str, value: Any, everywhere: bool = True) -> None:
        """Set ``target`` to ``value``; a module-level function is replaced wherever an engine module
        bound it by name (unless ``everywhere`` is False)."""
        owner, name, old = self._resolve(target)
        self._set(owner, name, value)
        if not everywhere or isinstance(owner, type) or not callable(old):
            return
        for module_name, module in list(sys.modules.items()):
            if module is owner or module is None or not (module_name == ENGINE or module_name.startswith(ENGINE + ".")):
                continue
            for attr, bound in list(vars(module).items()):
                if bound is old:
                    self._set(module, attr, value)

    def wrap(self, target: str, everywhere: bool = True) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
        """Decorator: replace ``target`` by ``fn(original, *args, **kwargs)``. The wrapper's parameters after
        ``orig`` must be the original's, by name and position, as far as it names them; it takes
        ``*args, **kwargs`` for the rest (so a parameter added later is passed through). A wrapper that no
        longer fits the original's signature makes the mutant :class:`Stale`."""
        def decorate(fn: Callable[..., Any]) -> Callable[..., Any]:
            orig = self.original(target)
            _check_signature(target, orig, fn)

            @functools.wraps(orig)
            def patched(*args: Any, **kwargs: Any) -> Any:
                return fn(orig, *args, **kwargs)
            self.replace(target, patched, everywhere)
            return patched
        return decorate

    def restore(self) -> None:
        for owner, name, old, own in reversed(self._undo):
            if own:
                setattr(owner, name, old)
            else:
                delattr(owner, name)  # it was inherited: remove the shadowing attribute
        self._undo.clear()


def call(orig: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any], **changes: Any) -> Any:
    """Call ``orig`` with the arguments a wrapper received, some of them (by parameter name) changed."""
    bound = inspect.signature(orig).bind(*args, **kwargs)
    bound.apply_defaults()
    bound.arguments.update(changes)
    return orig(*bound.args, **bound.kwargs)


def arg(orig: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any], name: str) -> Any:
    """The value a wrapper received for the original's parameter ``name`` (its default if not passed)."""
    bound = inspect.signature(orig).bind(*args, **kwargs)
    bound.apply_defaults()
    return bound.arguments[name]


def _check_signature(target: str, orig: Any, fn: Callable[..., Any]) -> None:
    """The wrapper (after ``orig``) names the original's parameters in order, and absorbs the others."""
    try:
        have = list(inspect.signature(orig).parameters.values())
    except (TypeError, ValueError):
        return
    want = list(inspect.signature(fn).parameters.values())[1:]
    P = inspect.Parameter
    var_pos = any(q.kind == P.VAR_POSITIONAL for q in want)
    var_kw = any(q.kind == P.VAR_KEYWORD for q in want)
    positional = [q for q in want if q.kind in (P.POSITIONAL_ONLY, P.POSITIONAL_OR_KEYWORD)]
    problem = ""
    for i, q in enumerate(positional):
        if i >= len(have) or have[i].name != q.name or have[i].kind not in (P.POSITIONAL_ONLY, P.POSITIONAL_OR_KEYWORD):
            problem = f"parameter {i + 1} is no longer {q.name!r}"
            break
    names = {q.name for q in want}
    for q in have[len(positional):]:
        if problem:
            break
        if q.kind == P.KEYWORD_ONLY and q.name not in names and not var_kw:
            problem = f"keyword parameter {q.name!r} is not passed through"
        elif q.kind in (P.POSITIONAL_ONLY, P.POSITIONAL_OR_KEYWORD) and not var_pos:
            problem = f"parameter {q.name!r} is not passed through"
        elif q.kind == P.VAR_POSITIONAL and not var_pos or q.kind == P.VAR_KEYWORD and not var_kw:
            problem = f"{q} is not passed through"
    for q in want:
        if not problem and q.kind == P.KEYWORD_ONLY and q.name not in {h.name for h in have}:
            problem = f"keyword parameter {q.name!r} no longer exists"
    if problem:
        raise Stale(f"{target}: its signature is now {inspect.signature(orig)}; the mutant's wrapper "
                    f"{inspect.signature(fn)}: {problem}")


def _raw(owner: Any, name: str) -> Any:
    """The attribute as stored (a class's staticmethod stays a staticmethod)."""
    for klass in owner.__mro__ if isinstance(owner, type) else ():
        if name in vars(klass):
            return vars(klass)[name]
    return getattr(owner, name)


def load_all() -> dict[str, Mutant]:
    """Import every mutant module (in a fixed order) and return the registry."""
    for module in ("turn", "chain", "triggers", "board", "keywords", "keywords_rules", "multiplayer", "cards",
                   "targets", "rules2", "rules3", "rules4", "rules5_m1", "rules5_m2", "rules5_m3",
                   "rules5_m4", "rules6_core", "rules6_m1", "rules6_m2", "rules6_m3", "rules7_gaps",
                   "rules7_cards", "rules7_core", "rules7_core2", "rules7_cards2", "rules7_cards3",
                   "rules8_m8cards", "rules8_core", "rules8_h8a", "rules8_h8a_2", "rules8_h8a_3", "rules8_h8b",
                   "rules8_h8b_2", "rules8_h8b_3", "rules8_h8c", "rules8_h8c_2", "rules8_h8c_3", "rules8_h8d",
                   "rules8_h8d_2", "rules9_cov9a", "rules9_c9c", "rules9_c9c_2", "rules9_c9c_3",
                   "rules9_c9a", "rules9_c9a_2", "rules9_c9a_3", "rules9_c9d", "rules9_c9d_2",
                   "rules9_c9d_3", "rules9_c9b", "rules9_c9b_2", "rules9_c9b_3", "rules9_c9b_4", "rules9_cov9b",
                   "rules9_lead", "rules9_r9b", "rules9_r9b_2", "rules9_r9a", "rules9_r9a_2", "rules9_r9c",
                   "rules9_r9c_2", "rules9_r9c_3", "rules9_r9d", "rules9_r9d_2"):
        importlib.import_module(f"{__name__}.{module}")
    return MUTANTS
