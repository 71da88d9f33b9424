"""The map of Core Rules sections (``rulings/rules.yaml``) and which cases cover each section.

A case cites rule numbers in ``ruling.rules``, in the numbering of its source's ``rules_version``
(``cases/sources.yaml``): the Vendetta FAQ cites v1.4, the judge rulings v1.2/v1.3, a Core Rules case
the version it quotes. ``RulesMap.section_of(number, version)`` finds the section a number belongs
to — the section whose heading number is the greatest not above the number's first three digits
(rule ``465.2.c.5`` of v1.4 is in section 465, *Combat Damage Step*; its v1.3 number is 460).
``rule_coverage`` lists every section with the cases citing a rule in it.
"""
from __future__ import annotations

import bisect
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any, Iterable


from harness import paths


@dataclass(frozen=True)
class Section:
    """One numbered section of the Core Rules (``### NNN. Title`` in the rules document)."""

    title: str
    chapter: str
    v13: str | None
    v14: str | None
    v14_inferred: bool = False
    testable: bool = True
    reason: str = ""

    @property
    def number(self) -> str:
        """The current (v1.4) number, or the v1.3 one for a section with no v1.4 number."""
        return self.v14 or self.v13 or "?"

    @property
    def label(self) -> str:
        older = f" (v1.3 {self.v13})" if self.v13 and self.v13 != self.v14 else ""
        inferred = "~" if self.v14_inferred else ""
        new = " (v1.4 only)" if not self.v13 else ""
        return f"{inferred}{self.number}{older}{new} {self.title}"


def version_key(rules_version: str | None) -> str:
    """'1.4' -> 'v14'; anything else (1.2, 1.3, ranges) reads as v1.3, the full text we hold."""
    return "v14" if str(rules_version or "").strip().startswith("1.4") else "v13"


@dataclass
class RulesMap:
    sections: list[Section]
    _index: dict[str, list[tuple[int, Section]]] = field(default_factory=dict, repr=False)

    @classmethod
    def load(cls, path: Path | None = None) -> "RulesMap":
        entries = paths.read_project_yaml(path or paths.rules_map_path(), shared=True) or []  # read only
        sections = [Section(title=str(e["title"]), chapter=str(e.get("chapter", "")),
                            v13=e.get("v13"), v14=e.get("v14"), v14_inferred=bool(e.get("v14_inferred")),
                            testable=e.get("testable", True), reason=str(e.get("reason", "")))
                    for e in entries]
        return cls(sections)

    def _sorted(self, key: str) -> list[tuple[int, Section]]:
        if key not in self._index:
            self._index[key] = sorted((int(getattr(s, key)), s) for s in self.sections if getattr(s, key))
        return self._index[key]

    def section_of(self, rule: str, rules_version: str | None) -> Section | None:
        """The section holding ``rule`` in that rules version, or None (a number below the first section)."""
        try:
            top = int(str(rule).split(".")[0])
        except ValueError:
            return None
        table = self._sorted(version_key(rules_version))
        i = bisect.bisect_right(table, top, key=lambda entry: entry[0]) - 1
        return table[i][1] if i >= 0 else None

    @cached_property
    def by_number(self) -> dict[str, Section]:
        return {s.number: s for s in self.sections}


@dataclass
class SectionCoverage:
    section: Section
    cases: list[str]


def rule_coverage(cases: Iterable[Any], rules: RulesMap, sources: dict[str, dict[str, Any]]) -> list[SectionCoverage]:
    """Every section in the map's order, with the ids of the cases citing a rule in it."""
    covering: dict[int, set[str]] = {id(s): set() for s in rules.sections}
    for case in cases:
        version = (sources.get(case.source) or {}).get("rules_version")
        for rule in case.rules:
            section = rules.section_of(rule, version)
            if section is not None:
                covering[id(section)].add(case.id)
    return [SectionCoverage(s, sorted(covering[id(s)])) for s in rules.sections]
