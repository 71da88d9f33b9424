"""Rule numbers across Core Rules versions (``rulings/rule-numbers.yaml``; docs/case-format.md, section 1).

The Core Rules were renumbered between v1.2, v1.3 and v1.4. The table gives, for every rule a case
cites, its number in each version (a string), ``null`` when the rule does not exist in that version,
or nothing when no text of that version is known. A case cites numbers in the version its source
reads numbers in (``cases/sources.yaml`` ``rules_version``): :meth:`RuleNumbers.problem` says what is
wrong with a number that is not a number of that version and suggests the mapped one;
:meth:`RuleNumbers.current` maps a number to its v1.4 form (the current rules) for reports and for
``--rule PREFIX`` queries.
"""
from __future__ import annotations

import difflib
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any, Iterable


from harness import paths

VERSIONS = ("1.2", "1.3", "1.4")
CURRENT = "1.4"


def version_of(rules_version: Any) -> str:
    """A source's ``rules_version`` as one of VERSIONS ('1.4', '1.3' for anything older or unsure)."""
    text = str(rules_version or "").strip()
    return text if text in VERSIONS else ("1.4" if text.startswith("1.4") else "1.3")


@dataclass(frozen=True)
class RuleEntry:
    """One rule: its number in each version it is known in (None: the rule does not exist there)."""

    title: str
    forms: dict[str, str | None]
    evidence: str = ""

    def in_version(self, version: str) -> str | None:
        return self.forms.get(version)

    def describe(self) -> str:
        parts = []
        for v in VERSIONS:
            if v in self.forms:
                parts.append(f"v{v} {self.forms[v] or '-'}")
        return f"{self.title} ({', '.join(parts)})"


@dataclass
class RuleNumbers:
    entries: list[RuleEntry]
    _by: dict[tuple[str, str], RuleEntry] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        for entry in self.entries:
            for version, number in entry.forms.items():
                if number:
                    self._by.setdefault((version, number), entry)

    @classmethod
    def load(cls, path: Path | None = None) -> "RuleNumbers":
        raw = paths.read_project_yaml(path or paths.project_path("rulings", "rule-numbers.yaml"), shared=True)
        entries = []
        for item in raw or []:
            forms = {v: (None if item[f"v{v}"] is None else str(item[f"v{v}"])) for v in VERSIONS if f"v{v}" in item}
            entries.append(RuleEntry(str(item.get("title", "")), forms, str(item.get("evidence", ""))))
        return cls(entries)

    def entry(self, number: str, version: str) -> RuleEntry | None:
        """The rule whose number in ``version`` is ``number``."""
        return self._by.get((version, str(number)))

    def elsewhere(self, number: str, version: str) -> list[tuple[str, RuleEntry]]:
        """(other version, entry) for every rule numbered ``number`` in a version other than ``version``."""
        return [(v, self._by[(v, number)]) for v in VERSIONS if v != version and (v, number) in self._by]

    def problem(self, number: str, version: str) -> str:
        """Why ``number`` is not a rule number of ``version`` ('' when it is)."""
        number = str(number)
        if self.entry(number, version):
            return ""
        others = self.elsewhere(number, version)
        if others:
            texts = []
            for other, entry in others:
                mapped = entry.forms.get(version, "?")
                if mapped:
                    advice = f"in v{version} it is {mapped}: cite {mapped!r}"
                elif mapped is None:
                    advice = f"it does not exist in v{version}"
                else:
                    advice = f"its v{version} number is unknown (rulings/rule-numbers.yaml)"
                texts.append(f"rule {number!r} is the v{other} number of {entry.title!r}; {advice}")
            return "; ".join(texts) + f" (this case's source reads rule numbers in v{version})"
        known = sorted(n for (v, n) in self._by if v == version)
        close = difflib.get_close_matches(number, known, n=3, cutoff=0.8)
        hint = ("; did you mean " + " or ".join(repr(c) for c in close) + "?") if close else ""
        return (f"rule {number!r} is not in rulings/rule-numbers.yaml for v{version}{hint} (add an entry with "
                f"its number in each version it is known in: `python3 -m harness new --rule {number}` prints one)")

    def current(self, number: str, version: str) -> str:
        """The v1.4 number of ``number`` read in ``version``; the number itself when no v1.4 form is known."""
        entry = self.entry(str(number), version)
        mapped = entry.forms.get(CURRENT) if entry else None
        return mapped or str(number)

    def forms_of(self, number: str, version: str) -> dict[str, str | None]:
        entry = self.entry(str(number), version)
        return dict(entry.forms) if entry else {version: str(number)}


@lru_cache(maxsize=None)
def load() -> RuleNumbers:
    return RuleNumbers.load()


def matches_prefix(number: str, prefix: str) -> bool:
    """``359.3.e.14`` matches ``359.3.e.14`` and ``359.3.e.14.a``, not ``359.3.e.145``."""
    number, prefix = str(number), str(prefix).rstrip(".")
    return number == prefix or number.startswith(prefix + ".")


def case_version(case: Any, sources: dict[str, dict[str, Any]]) -> str:
    return version_of((sources.get(case.source) or {}).get("rules_version"))


def current_rules(case: Any, sources: dict[str, dict[str, Any]], table: RuleNumbers | None = None) -> list[str]:
    """The case's cited numbers as v1.4 numbers (or as cited, when no v1.4 form is known)."""
    table = table or load()
    version = case_version(case, sources)
    return [table.current(r, version) for r in case.rules]


def cites(case: Any, prefixes: Iterable[str], sources: dict[str, dict[str, Any]],
          table: RuleNumbers | None = None) -> bool:
    """True when a number the case cites, read as a v1.4 number through the map (as cited when no v1.4
    form is known), starts with one of the prefixes (v1.4 numbers)."""
    numbers = current_rules(case, sources, table)
    return any(matches_prefix(n, p) for n in numbers for p in prefixes)
