"""Rules-team queries over the suite, without an engine run: filters (``--rule``, ``--status``, ``--card``,
``--mechanic``, ``--level``, ``--source``), ``riftcheck list`` rows and ``riftcheck conflicts``.

``--rule PREFIX`` reads PREFIX as a current (v1.4) rule number and keeps every case citing a rule at or
below it, through the version map (``rulings/rule-numbers.yaml``): a judge ruling's v1.3 ``460.2.d`` is
found by ``--rule 465.2``. A number with no known v1.4 form is matched as cited.
"""
from __future__ import annotations

import argparse
from dataclasses import dataclass
from typing import Iterable

from harness import rulenumbers
from harness.loader import Case, Context

FILTERS = ("rule", "status", "card", "mechanic", "level", "source")


def add_filter_arguments(parser: argparse.ArgumentParser, skip: Iterable[str] = ()) -> None:
    """The shared case filters (each repeatable; a case matches any value given for a filter)."""
    helps = {
        "rule": ("PREFIX", "only cases citing a rule at or below this v1.4 number (359.3.e.14 also finds "
                           "359.3.e.14.a), through the v1.2/v1.3/v1.4 map"),
        "status": ("STATUS", "only cases with this status: current, superseded, conflicting"),
        "card": ("CARD", "only cases using this card (id, or part of its printed name, any case)"),
        "mechanic": ("M", "only cases tagged M"),
        "level": ("LEVEL", "only cases of this level: core, keywords, cards, faq"),
        "source": ("KEY", "only cases from this source (cases/sources.yaml)"),
    }
    for name in FILTERS:
        if name in skip:
            continue
        metavar, text = helps[name]
        parser.add_argument(f"--{name}", action="append", metavar=metavar, help=text + " (repeatable)")


def card_names(case: Case, ctx: Context) -> list[str]:
    return sorted(ctx.catalogue.name(c) for c in case.cards if c in ctx.catalogue.cards)


def matches(case: Case, args: argparse.Namespace, ctx: Context) -> bool:
    """Whether a case passes every filter given on the command line."""
    get = lambda name: getattr(args, name, None) or []  # noqa: E731
    if get("rule") and not rulenumbers.cites(case, get("rule"), ctx.sources, ctx.rule_numbers):
        return False
    if get("status") and case.status not in get("status"):
        return False
    if get("mechanic") and not any(m in case.mechanics for m in get("mechanic")):
        return False
    if get("level") and case.level not in get("level"):
        return False
    if get("source") and case.source not in get("source"):
        return False
    if get("card"):
        names = [n.casefold() for n in card_names(case, ctx)]
        wanted = [w.casefold() for w in get("card")]
        if not any(w in case.cards or any(w in n for n in names) for w in wanted):
            return False
    return True


def select(cases: list[Case], args: argparse.Namespace, ctx: Context) -> list[Case]:
    return [c for c in cases if matches(c, args, ctx)]


def list_lines(cases: list[Case], ctx: Context) -> list[str]:
    """``riftcheck list``: id, status, level, source, mechanics; the cards used; the reason when not current."""
    width = max((len(c.id) for c in cases), default=2)
    lines = []
    for case in sorted(cases, key=lambda c: c.id):
        line = f"{case.id:<{width}}  {case.status:<11}  {case.level:<8}  {case.source:<22}  {', '.join(case.mechanics)}"
        names = card_names(case, ctx)
        if names:
            line += f"  [cards: {'; '.join(names)}]"
        if case.status != "current":
            by = f" by {case.superseded_by}" if case.superseded_by else ""
            line += f"  ({case.status}{by}: {case.status_note})"
        lines.append(line)
    return lines


@dataclass
class Conflict:
    kind: str            # 'case' or 'ruling'
    id: str
    status: str
    reason: str
    with_: list[str]     # the cases / rulings it conflicts with or is superseded by
    rules: list[str]
    principle: str = ""


def conflicts(cases: list[Case], ctx: Context) -> list[Conflict]:
    """Every superseded or conflicting case and ruling, with its reason and what it conflicts with: declared
    ``contradicts`` (both ways), ``superseded_by``, the index's ``related`` rulings, and the cases of
    those rulings."""
    by_ruling: dict[str, list[str]] = {}
    for case in cases:
        if case.ruling:
            by_ruling.setdefault(case.ruling, []).append(case.id)
    contradicted: dict[str, set[str]] = {}
    for case in cases:
        for other in case.data.get("contradicts", []):
            contradicted.setdefault(case.id, set()).add(other)
            contradicted.setdefault(other, set()).add(case.id)
    out: list[Conflict] = []
    for case in sorted(cases, key=lambda c: c.id):
        if case.status == "current" and case.id not in contradicted:
            continue
        related = set(contradicted.get(case.id, set()))
        if case.superseded_by:
            related.add(case.superseded_by)
        entry = ctx.rulings.get(case.ruling or "", {})
        for rid in entry.get("related", []) or []:
            related.update(by_ruling.get(rid, []))
        out.append(Conflict("case", case.id, case.status, case.status_note, sorted(related - {case.id}),
                            rulenumbers.current_rules(case, ctx.sources, ctx.rule_numbers),
                            case.data["ruling"].get("principle", "")))
    for rid, entry in ctx.rulings.items():
        if entry.get("status", "current") == "current":
            continue
        with_ = [entry["superseded_by"]] if entry.get("superseded_by") else []
        with_ += [r for r in entry.get("related", []) or [] if r not in with_]
        out.append(Conflict("ruling", rid, entry["status"], str(entry.get("status_note", "")), with_,
                            [str(r) for r in entry.get("rules", [])]))
    return out


def conflict_lines(items: list[Conflict]) -> list[str]:
    lines = []
    for kind, title in (("case", "Cases"), ("ruling", "Rulings (rulings/index.yaml)")):
        chosen = [c for c in items if c.kind == kind]
        lines.append(f"{title}: {len(chosen)} superseded, conflicting or contradicted")
        for c in chosen:
            lines.append(f"  {c.id}  [{c.status}]" + (f"  rules {', '.join(c.rules)}" if c.rules else ""))
            if c.principle:
                lines.append(f"      principle: {c.principle}")
            if c.reason:
                lines.append(f"      reason: {c.reason}")
            if c.with_:
                lines.append(f"      with: {', '.join(c.with_)}")
        lines.append("")
    return lines[:-1]
