"""What an engine's declaration blocks: ``riftcheck blockers`` (docs/case-format.md, section 7).

Only a case's requirements gate it: the catalogue cards in its setup, the keywords on its vanilla
objects, for test abilities the mechanic ``test-abilities``, and (contract 1.3) its mode of play
(``hello.modes``; absent = ``["duel"]``). :func:`missing` lists what a case
needs that an engine's ``hello`` does not declare; :func:`analyse` counts, for every missing
requirement, how many current cases it blocks and how many it alone would make runnable, overall and
per level (``core`` -> ``keywords`` -> ``cards`` -> ``faq``), largest first.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Iterable

from harness.catalogue import load_catalogue
from harness.loader import Case
from harness.semantics import LEVELS

KINDS = ("cards", "keywords", "mechanics", "modes")  # how a requirement is declared in hello


@dataclass(frozen=True, order=True)
class Requirement:
    """One thing a case needs: a card id, a keyword name, the mechanic ``test-abilities`` or a mode of play."""

    kind: str  # cards | keywords | mechanics | modes
    name: str

    def label(self) -> str:
        if self.kind == "cards":
            card = load_catalogue().cards.get(self.name) or {}
            printed = card.get("name") if isinstance(card, dict) else None
            return f"card {self.name}" + (f" ({printed})" if printed else "")
        return f"{self.kind[:-1]} {self.name}"


def missing(case: Case, hello: dict[str, Any]) -> list[Requirement]:
    """What ``case`` requires that ``hello`` does not declare, sorted; [] when the engine can run it."""
    out: list[Requirement] = []
    for kind, needed in (("cards", case.cards), ("keywords", case.keywords)):
        declared = hello.get(kind, "all" if kind == "cards" else [])
        if declared != "all":
            out += [Requirement(kind, name) for name in sorted(set(needed) - set(declared or []))]
    if case.abilities and "test-abilities" not in set(hello.get("mechanics") or []):
        out.append(Requirement("mechanics", "test-abilities"))
    declared_modes = hello.get("modes") or ["duel"]  # (1.3) absent: the engine plays duels only
    if declared_modes != "all" and case.mode not in declared_modes:
        out.append(Requirement("modes", case.mode))
    return out


def describe(requirements: Iterable[Requirement]) -> str:
    """'engine does not declare cards a, b; keywords Deflect' (the unsupported outcome's message)."""
    by_kind: dict[str, list[str]] = {}
    for r in requirements:
        by_kind.setdefault(r.kind, []).append(r.name)
    reasons = [f"{kind} " + ", ".join(names) for kind, names in by_kind.items()]
    return ("engine does not declare " + "; ".join(reasons)) if reasons else ""


@dataclass
class Blocker:
    requirement: Requirement
    blocks: int = 0     # current cases that need it (and are unsupported)
    unblocks: int = 0   # of those, the cases it is the only missing requirement of
    levels: Counter = field(default_factory=Counter)  # blocked cases per level
    alone_levels: Counter = field(default_factory=Counter)  # unblocked cases per level
    cases: list[str] = field(default_factory=list)


@dataclass
class LevelRow:
    level: str
    total: int = 0
    runnable: int = 0

    @property
    def blocked(self) -> int:
        return self.total - self.runnable


@dataclass
class Analysis:
    levels: list[LevelRow]
    blockers: list[Blocker]          # largest first
    mechanics: Counter               # mechanic tags of the blocked cases (what they are about)

    @property
    def total(self) -> int:
        return sum(row.total for row in self.levels)

    @property
    def runnable(self) -> int:
        return sum(row.runnable for row in self.levels)

    def for_level(self, level: str) -> list[Blocker]:
        """The blockers of one level's cases, largest first (counts restricted to that level)."""
        rows = [b for b in self.blockers if b.levels[level]]
        return sorted(rows, key=lambda b: (-b.levels[level], -b.alone_levels[level], b.requirement))


def analyse(cases: Iterable[Case], hello: dict[str, Any]) -> Analysis:
    """Count what blocks the current cases for an engine that says ``hello``."""
    levels = {name: LevelRow(name) for name in LEVELS}
    blockers: dict[Requirement, Blocker] = {}
    mechanics: Counter = Counter()
    for case in cases:
        if case.status != "current":
            continue
        row = levels.setdefault(case.level, LevelRow(case.level))
        row.total += 1
        needed = missing(case, hello)
        if not needed:
            row.runnable += 1
            continue
        mechanics.update(case.mechanics)
        for requirement in needed:
            b = blockers.setdefault(requirement, Blocker(requirement))
            b.blocks += 1
            b.unblocks += len(needed) == 1
            b.alone_levels[case.level] += len(needed) == 1
            b.levels[case.level] += 1
            b.cases.append(case.id)
    ranked = sorted(blockers.values(), key=lambda b: (-b.blocks, -b.unblocks, b.requirement))
    return Analysis(list(levels.values()), ranked, mechanics)


def report_lines(analysis: Analysis, top: int | None = 20, engine: str = "the engine") -> list[str]:
    """The ``riftcheck blockers`` text: the levels, the blockers overall and per level, largest first."""
    lines = [f"{analysis.runnable} of {analysis.total} current cases can run on {engine}; "
             f"{analysis.total - analysis.runnable} are unsupported.", "",
             f"{'level':<10}{'runnable':>9}{'blocked':>9}{'total':>7}"]
    lines += [f"{row.level:<10}{row.runnable:>9}{row.blocked:>9}{row.total:>7}" for row in analysis.levels]
    if not analysis.blockers:
        return lines + ["", "Nothing is blocked: the engine declares every requirement of these cases."]

    def table(rows: list[Blocker], level: str | None = None) -> list[str]:
        shown = rows if top is None else rows[:top]
        out = [f"  {'blocks':>6}  {'alone':>5}  requirement"]
        out += [f"  {b.levels[level] if level else b.blocks:>6}  "
                f"{b.alone_levels[level] if level else b.unblocks:>5}  {b.requirement.label()}" for b in shown]
        if len(rows) > len(shown):
            out.append(f"  ... {len(rows) - len(shown)} more (--top 0 shows all)")
        return out

    lines += ["", "Blockers, largest first (blocks: blocked cases that need it; alone: cases it is the only "
                  "missing requirement of, which declaring it makes runnable):"]
    lines += table(analysis.blockers)
    blocked_levels = [row for row in analysis.levels if row.blocked]
    for row in blocked_levels if len(blocked_levels) > 1 else []:  # one level: the table above is that level's
        rows = analysis.for_level(row.level)
        if rows:
            lines += ["", f"Level {row.level}: {row.blocked} of {row.total} cases blocked"]
            lines += table(rows, row.level)
    if analysis.mechanics:
        common = analysis.mechanics.most_common(None if top is None else min(top, 10))
        lines += ["", "What the blocked cases are about (mechanic tags; descriptive, they never gate):",
                  "  " + ", ".join(f"{name} {n}" for name, n in common)]
    return lines


def as_json(analysis: Analysis) -> dict[str, Any]:
    return {
        "runnable": analysis.runnable, "total": analysis.total,
        "levels": [{"level": r.level, "runnable": r.runnable, "blocked": r.blocked, "total": r.total}
                   for r in analysis.levels],
        "blockers": [{"kind": b.requirement.kind, "name": b.requirement.name, "blocks": b.blocks,
                      "alone": b.unblocks, "levels": dict(b.levels), "alone_levels": dict(+b.alone_levels),
                      "cases": sorted(b.cases)}
                     for b in analysis.blockers],
        "mechanics": dict(analysis.mechanics.most_common()),
    }
