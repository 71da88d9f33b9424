"""``riftcheck show ID``: one case for a reader of rulings — the case, its ruling in rulings/index.yaml,
the source document and locator, question, quoted answer, rules (with their v1.4 numbers), status and
reason, principle and contradictions, cards with their current text, and, run on an engine (the
reference engine unless ``--no-run``), its result and play-by-play trace.
"""
from __future__ import annotations

import textwrap
from typing import Any, Callable

from harness import rulenumbers
from harness.loader import Case, Context
from harness.runner import run_case
from harness.trace import Recorder, format_step, play_by_play

WIDTH = 110


def _wrap(label: str, text: Any, indent: int = 2) -> list[str]:
    pad = " " * indent
    body = " ".join(str(text or "").split())
    if not body:
        return []
    return textwrap.wrap(f"{label}: {body}", WIDTH, initial_indent=pad, subsequent_indent=pad + "  ",
                         break_on_hyphens=False, break_long_words=False)


def describe(case: Case, ctx: Context) -> list[str]:
    """Everything the project records about a case, as lines."""
    ruling = case.data["ruling"]
    source = ctx.sources.get(case.source, {})
    version = rulenumbers.case_version(case, ctx.sources)
    mode = f"  mode {case.mode}" if case.mode != "duel" else ""  # (1.3) a duel says nothing, as before
    lines = [f"{case.id}  [{case.status}]  level {case.level}{mode}", f"  file: {case.file}"]
    lines += _wrap("title", case.title)
    lines += _wrap("source", f"{case.source} — {source.get('title', '?')} ({source.get('kind', '?')}; "
                             f"file {source.get('file', '?')}; rule numbers read in v{version})")
    entry = ctx.rulings.get(case.ruling or "")
    if entry:
        lines.append(f"  ruling: {case.ruling}  [{entry.get('status', 'current')}]  (rulings/index.yaml)")
        for src in entry.get("sources", []):
            lines += _wrap("locator", f"{src.get('file')}: \"{src.get('locator')}\"", 4)
        lines += _wrap("index outcome", entry.get("outcome"), 4)
        if entry.get("related"):
            lines += _wrap("related rulings", ", ".join(entry["related"]), 4)
    lines += _wrap("question", ruling.get("question"))
    lines += _wrap("answer (verbatim)", ruling.get("answer"))
    rules = []
    for rule in case.rules:
        current = ctx.rule_numbers.current(rule, version)
        rules.append(rule if current == rule else f"{rule} (v1.4 {current})")
    lines += _wrap("rules", ", ".join(rules) or "-")
    lines += _wrap("principle", ruling.get("principle"))
    lines += _wrap("note", ruling.get("note"))
    if case.status != "current":
        by = f" (superseded by {case.superseded_by})" if case.superseded_by else ""
        lines += _wrap(f"status {case.status}{by}", case.status_note)
    if case.data.get("contradicts"):
        lines += _wrap("contradicts", ", ".join(case.data["contradicts"]))
    lines += _wrap("mechanics", ", ".join(case.mechanics))
    for card_id in sorted(case.cards):
        card = ctx.catalogue.cards.get(card_id, {})
        lines += _wrap(f"card {card_id} {card.get('name', '?')}", card.get("current_text", ""))
    lines.append("  script:")
    lines += [f"    [{i}] {format_step(step)}" for i, step in enumerate(case.script)] or ["    (none)"]
    lines += _wrap("expect", format_step(case.expect))
    return lines


def run_lines(case: Case, factory: Callable[[], Any]) -> list[str]:
    """The engine's result for the case, its messages and its play-by-play."""
    result = run_case(case, factory, recorder=Recorder())
    lines = [f"  result: {result.outcome.upper()}"]
    lines += [f"    {line}" for line in result.text.splitlines()]
    if result.trace:
        lines.append("  trace:")
        lines += play_by_play(result.trace, indent="    ")
    return lines
