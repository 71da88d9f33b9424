"""Contributor tooling: ``riftcheck new`` writes a case skeleton, ``riftcheck cards QUERY`` searches the catalogue.

``new --ruling ID`` fills the provenance from ``rulings/index.yaml`` (source key from the ruling's seed
file, question, rule numbers read in the source's version through ``rulings/rule-numbers.yaml``,
mechanics, status and reason) and lists the ruling's cards; ``new --rule N`` (no ruling) starts a Core
Rules case citing N in the version that knows it. The skeleton's placeholders start with ``TODO``, which
``riftcheck validate`` rejects, so an unfinished case never passes as golden.
"""
from __future__ import annotations

import json
import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from harness import paths, rulenumbers
from harness.loader import Case, Context
from harness.semantics import hint

TODO = "TODO"


class ScaffoldError(Exception):
    pass


def _q(text: str) -> str:
    return json.dumps(text, ensure_ascii=False)


def _folded(text: str, indent: int = 4) -> str:
    words, lines, line = str(text).split(), [], ""
    for word in words:
        if line and len(line) + 1 + len(word) > 110 - indent:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    lines.append(line)
    return ">-\n" + "\n".join(" " * indent + part for part in lines)


@dataclass
class Skeleton:
    case_id: str
    area: str
    text: str


def _area_for(mechanics: list[str], cases: list[Case], ruling: str | None) -> str:
    for case in cases:
        if ruling and case.ruling == ruling:
            return case.path.parent.name
    score: Counter = Counter()
    for case in cases:
        score[case.path.parent.name] += len(set(case.mechanics) & set(mechanics))
    best = score.most_common(1)
    return best[0][0] if best and best[0][1] else "core"


def new_case(ctx: Context, cases: list[Case], ruling_id: str | None, rules: list[str], case_id: str | None,
             area: str | None) -> Skeleton:
    if ruling_id:
        return _from_ruling(ctx, cases, ruling_id, rules, case_id, area)
    if not rules:
        raise ScaffoldError("new: give --ruling ID (a ruling of rulings/index.yaml) or --rule N (a Core Rules case)")
    return _from_rule(ctx, cases, rules, case_id, area)


def _from_ruling(ctx: Context, cases: list[Case], ruling_id: str, extra: list[str], case_id: str | None,
                 area: str | None) -> Skeleton:
    entry = ctx.rulings.get(ruling_id)
    if entry is None:
        raise ScaffoldError(f"no ruling {ruling_id!r} in rulings/index.yaml{hint(ruling_id, ctx.rulings)}")
    files = [s.get("file") for s in entry.get("sources", [])]
    source = next((k for k, v in ctx.sources.items() for f in files if v.get("file") == f), None)
    if source is None:
        raise ScaffoldError(f"the ruling's source files {files} are not in cases/sources.yaml")
    version = rulenumbers.version_of(ctx.sources[source].get("rules_version"))
    rules, notes = [], []
    for number in [str(r) for r in entry.get("rules", [])] + list(extra):
        mapped = _in_version(ctx, number, version)
        rules.append(mapped)
        if mapped != number:
            notes.append(f"Rule numbers: the source cites {number}; cited here as v{version} {mapped} "
                         "(rulings/rule-numbers.yaml).")
    mechanics = list(entry.get("mechanics", [])) or [f"{TODO}-a-mechanic"]
    case_id = case_id or _free_id(ruling_id, cases)
    area = area or _area_for(mechanics, cases, ruling_id)
    locator = "; ".join(f"{s.get('file')}: \"{s.get('locator')}\"" for s in entry.get("sources", []))
    cards = [str(c) for c in entry.get("cards", [])]
    status = entry.get("status", "current")
    lines = [
        f"id: {case_id}",
        f"title: {TODO} one line saying the outcome this case checks",
        "ruling:",
        f"  inventory: {ruling_id}",
        f"  source: {source}",
        f"  question: {_folded(entry.get('question', TODO))}",
        f"  answer: {_folded(f'{TODO} quote the answer verbatim from {locator}')}",
        f"  rules: [{', '.join(_q(r) for r in rules)}]",
        f"  note: {_folded(' '.join(notes + [f'{TODO} what you decided (stand-ins, branch). Index outcome: ' + str(entry.get('outcome', ''))]))}",
        f"status: {status}",
    ]
    if status != "current":
        if entry.get("superseded_by"):
            lines.append(f"superseded_by: {TODO}-id-of-a-case-of-{entry['superseded_by']}")
        lines.append(f"status_note: {_folded(entry.get('status_note', TODO), 2)}")
    lines.append(f"mechanics: [{', '.join(mechanics)}]")
    lines += _body(cards)
    return Skeleton(case_id, area, "\n".join(lines) + "\n")


def _from_rule(ctx: Context, cases: list[Case], rules: list[str], case_id: str | None, area: str | None) -> Skeleton:
    table = ctx.rule_numbers
    version = "1.4" if all(table.entry(r, "1.4") for r in rules) else "1.3"
    source = f"core-rules-v{version}"
    section = ctx.rules_map.section_of(rules[0], version)
    title = section.title if section else "?"
    case_id = case_id or _free_id("rule-" + rules[0].replace(".", "-"), cases)
    lines = [
        f"id: {case_id}",
        f"title: {TODO} one line saying the outcome this case checks",
        "ruling:",
        f"  source: {source}",
        f"  question: {TODO} what the case asks of rule {rules[0]} ({title})",
        f"  answer: {TODO} the rule text (or its Example) quoted verbatim from {ctx.sources[source].get('file')}",
        f"  rules: [{', '.join(_q(r) for r in rules)}]",
        "status: current",
        f"mechanics: [{TODO}-a-mechanic]",
    ]
    lines += _body([])
    return Skeleton(case_id, area or "core", "\n".join(lines) + "\n")


def _in_version(ctx: Context, number: str, version: str) -> str:
    table = ctx.rule_numbers
    if table.entry(number, version):
        return number
    for _, entry in table.elsewhere(number, version):
        if entry.forms.get(version):
            return str(entry.forms[version])
    return number


def _body(cards: list[str]) -> list[str]:
    hand = [f"        - {{id: {TODO.lower()}{i}, card: {_q(name)}}}" for i, name in enumerate(cards, 1)]
    return [
        "setup:",
        "  turn: {active: A, phase: action}",
        "  players:",
        "    A:",
        "      base:",
        "        - {id: mine, vanilla: {might: 2}}",
        *(["      hand:", *hand] if hand else []),
        "      pool: {energy: 0}",
        "    B: {}",
        "script:",
        f"  - {{player: A, pass: true}}    # {TODO}: the steps (docs/case-format.md section 3)",
        "expect:",
        "  objects:",
        f"    mine: {{zone: board}}    # {TODO}: only what the ruling decides",
    ]


def _free_id(stem: str, cases: list[Case]) -> str:
    taken = {c.id for c in cases}
    if stem not in taken:
        return stem
    n = 2
    while f"{stem}-{n}" in taken:
        n += 1
    return f"{stem}-{n}"


def rule_entry_template(number: str, ctx: Context) -> str:
    """A rulings/rule-numbers.yaml entry to fill in for a number the map does not know."""
    s13 = ctx.rules_map.section_of(number, "1.3")
    s14 = ctx.rules_map.section_of(number, "1.4")
    title = (s14 or s13).title if (s14 or s13) else "?"
    return ("# add to rulings/rule-numbers.yaml (keep a version only where its text confirms the number):\n"
            f"- title: {TODO} the rule's subject (section {title})\n"
            f"  v1.3: {_q(number)}\n  v1.4: {_q(number)}\n  evidence: {TODO} where each number was confirmed\n")


CASE_ID = re.compile(r"[a-z0-9]+(-[a-z0-9]+)*")  # schema/case.schema.json's id pattern
AREA = re.compile(r"[a-z0-9]+(-[a-z0-9]+)*(/[a-z0-9]+(-[a-z0-9]+)*)*")  # folders under cases/, e.g. rules/001-golden-rule


def write(skeleton: Skeleton, root: Path | None = None) -> Path:
    """Write the skeleton as cases/<area>/<id>.yaml; an id or area that is not kebab-case (``../x``,
    ``/tmp/x``, ``Bad Id``) is refused rather than written outside cases/ or as an invalid case."""
    if not CASE_ID.fullmatch(skeleton.case_id):
        raise ScaffoldError(f"--id {skeleton.case_id!r}: a case id is kebab-case (lower-case letters, digits and "
                            f"single hyphens, e.g. flow-abandon-banish); it is also the file name")
    if not AREA.fullmatch(skeleton.area):
        raise ScaffoldError(f"--area {skeleton.area!r}: a folder under cases/ in kebab-case (e.g. chain, "
                            f"rules/001-golden-rule)")
    folder = (root or paths.cases_dir()) / skeleton.area
    path = folder / f"{skeleton.case_id}.yaml"
    if path.exists():
        raise ScaffoldError(f"{path} exists; choose another --id")
    folder.mkdir(parents=True, exist_ok=True)
    path.write_text(skeleton.text, encoding="utf-8")
    return path


def find_cards(ctx: Context, words: list[str], limit: int = 50) -> list[dict[str, Any]]:
    """Catalogue cards whose id, name, type, supertype, tags, domains, keywords or current text contain
    every word (case-insensitive), exact name matches first."""
    wanted = [w.casefold() for w in words]
    found = []
    for card in ctx.catalogue.cards.values():
        hay = " ".join(str(card.get(k) or "") for k in ("id", "name", "type", "supertype", "tags", "domains",
                                                         "keywords", "current_text")).casefold()
        if all(w in hay for w in wanted):
            found.append(card)
    phrase = " ".join(wanted)
    found.sort(key=lambda c: (c["name"].casefold() != phrase, phrase not in c["name"].casefold(), c["name"]))
    return found[:limit]


def card_lines(card: dict[str, Any]) -> list[str]:
    cost = f"[{card.get('energy_cost')}]" if card.get("energy_cost") is not None else ""
    if card.get("power_cost"):
        cost += f"+{card['power_cost']} power"
    kinds = "/".join(card.get("type") or []) or "?"
    might = f", Might {card['might']}" if card.get("might") is not None else ""
    domains = ", ".join(card.get("domains") or [])
    head = f"{card['id']}  {card['name']}  ({kinds}{', ' + card['supertype'] if card.get('supertype') else ''}"
    head += f"; {domains or 'no domain'}; cost {cost or '-'}{might})"
    text = (card.get("current_text") or "").strip()
    return [head] + [f"    {line}" for line in text.splitlines()]
