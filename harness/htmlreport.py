"""A report a non-programmer can read: ``riftcheck report --html FILE`` and ``--markdown FILE``.

The HTML report is one self-contained static page (no external assets, no framework, no server):
totals; per-level, per-mechanic and per-rule tables (rules as v1.4 numbers, through the version map);
every case with its question, verbatim answer, status and result; failing cases open, with their
mismatches and their play-by-play trace; the conflicts (``riftcheck conflicts``). A few lines of plain
JavaScript filter the cases by result, status, level and mechanic and search their text; without
JavaScript every case is shown. The Markdown report (for CI job summaries) has the totals, the level
table, the failing cases and the conflicts.
"""
from __future__ import annotations

import html
import json
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import harness
from harness import atomic, queries, rulenumbers
from harness.loader import Context
from harness.runner import OUTCOMES, Result
from harness.trace import play_by_play

BAD = ("fail", "error", "xpass")


@dataclass
class Row:
    id: str
    title: str
    outcome: str
    status: str
    level: str
    source: str
    area: str
    mechanics: list[str]
    rules: list[str]
    question: str
    answer: str
    reason: str
    messages: list[str]
    trace: list[dict[str, Any]] | None = None
    cards: list[str] = field(default_factory=list)


def rows(results: list[Result], ctx: Context) -> list[Row]:
    out = []
    for r in results:
        c = r.case
        if c is None:  # an invalid case file
            out.append(Row(r.id, "(invalid case file)", r.outcome, "-", "-", "-", Path(r.file).parent.name, [], [],
                           "", "", "", r.text.splitlines()))
            continue
        ruling = c.data["ruling"]
        out.append(Row(c.id, c.title, r.outcome, c.status, c.level, c.source, c.path.parent.name, c.mechanics,
                       rulenumbers.current_rules(c, ctx.sources, ctx.rule_numbers), ruling.get("question", ""),
                       ruling.get("answer", ""), c.status_note, r.text.splitlines(), r.trace,
                       queries.card_names(c, ctx)))
    return sorted(out, key=lambda row: (row.outcome not in BAD, row.area, row.id))


def table(items: list[Row], key: str) -> dict[str, Counter]:
    out: dict[str, Counter] = {}
    for row in items:
        value = getattr(row, key)
        for name in value if isinstance(value, list) else [value]:
            out.setdefault(name, Counter())[row.outcome] += 1
    return dict(sorted(out.items()))


def _e(text: Any) -> str:
    return html.escape(str(text), quote=True)


def _table_html(title: str, data: dict[str, Counter], table_id: str) -> str:
    shown = [o for o in OUTCOMES if any(c[o] for c in data.values())]
    head = "".join(f"<th>{_e(o)}</th>" for o in shown)
    body = []
    for name, counts in data.items():
        cells = "".join(f'<td class="n {o if counts[o] and o in BAD else ""}">{counts[o] or ""}</td>' for o in shown)
        body.append(f"<tr><th scope=row>{_e(name)}</th>{cells}<td class=n>{sum(counts.values())}</td></tr>")
    open_ = " open" if table_id == "by-level" else ""
    return (f'<details class=tbl id="{table_id}"{open_}><summary>{_e(title)} ({len(data)})</summary><table><thead><tr>'
            f"<th>{_e(title)}</th>{head}<th>total</th></tr></thead><tbody>{''.join(body)}</tbody></table></details>")


def _case_html(row: Row) -> str:
    failing = row.outcome in BAD
    text = " ".join([row.id, row.title, row.question, row.answer, row.reason, " ".join(row.rules),
                     " ".join(row.cards)]).lower()
    parts = [f'<h3><span class="badge {row.outcome}">{_e(row.outcome.upper())}</span> {_e(row.id)}</h3>',
             f'<p class=title>{_e(row.title)}</p>',
             f'<p class=meta>status <b>{_e(row.status)}</b> · level {_e(row.level)} · source {_e(row.source)}'
             f' · rules {_e(", ".join(row.rules) or "-")} · mechanics {_e(", ".join(row.mechanics))}'
             + (f' · cards {_e("; ".join(row.cards))}' if row.cards else "") + "</p>"]
    if row.question:
        parts.append(f"<p><b>Question.</b> {_e(row.question)}</p>")
    if row.answer:
        parts.append(f"<blockquote>{_e(row.answer)}</blockquote>")
    if row.reason:
        parts.append(f'<p class=reason><b>Why {_e(row.status)}:</b> {_e(row.reason)}</p>')
    if row.messages and row.outcome != "pass":
        parts.append(f'<pre class=messages>{_e(chr(10).join(row.messages))}</pre>')
    if row.trace:
        open_ = " open" if failing else ""
        parts.append(f'<details class=trace{open_}><summary>Trace (step by step)</summary><pre>'
                     f'{_e(chr(10).join(play_by_play(row.trace, indent="")))}</pre></details>')
    attrs = (f'data-outcome="{_e(row.outcome)}" data-status="{_e(row.status)}" data-level="{_e(row.level)}" '
             f'data-mechanics=" {_e(" ".join(row.mechanics))} " data-text="{_e(text)}"')
    return f'<section class="case{" failing" if failing else ""}" id="case-{_e(row.id)}" {attrs}>{"".join(parts)}</section>'


STYLE = """
body{font:15px/1.45 system-ui,sans-serif;margin:0 auto;max-width:1100px;padding:1em;color:#222}
h1{margin:.2em 0} .totals span{display:inline-block;margin:.2em .6em .2em 0;padding:.2em .6em;border-radius:4px;background:#eee}
.badge{font-size:.75em;padding:.1em .4em;border-radius:3px;background:#ddd;vertical-align:middle}
.pass{background:#d4f4d4}.fail,.error,.xpass{background:#f8d0d0}.skipped,.unsupported,.xfail{background:#eee}
td.n{text-align:right} td.fail,td.error,td.xpass{background:#f8d0d0} table{border-collapse:collapse;margin:.5em 0}
th,td{border:1px solid #ccc;padding:.15em .5em;font-size:.9em} th[scope=row]{text-align:left;font-weight:normal}
.case{border:1px solid #ccc;border-radius:6px;padding:.4em .9em;margin:.7em 0} .case.failing{border-color:#c44}
.case h3{margin:.2em 0;font-size:1.05em} .title{margin:.1em 0;font-style:italic} .meta{color:#555;font-size:.85em}
blockquote{margin:.4em 0;padding:.3em .8em;border-left:4px solid #9ab;background:#f5f8fa}
pre{white-space:pre-wrap;background:#f7f7f7;padding:.5em;font-size:.8em} .reason{background:#fff6dc;padding:.3em}
#filters{position:sticky;top:0;background:#fff;padding:.5em 0;border-bottom:1px solid #ccc}
#filters label{margin-right:.8em} .hidden{display:none} .conflict{margin:.4em 0}
"""

SCRIPT = """
(function(){
  var q=function(id){return document.getElementById(id);};
  var cases=[].slice.call(document.querySelectorAll('section.case'));
  function apply(){
    var o=q('f-outcome').value,s=q('f-status').value,l=q('f-level').value,m=q('f-mechanic').value;
    var t=q('f-search').value.trim().toLowerCase(),shown=0;
    cases.forEach(function(c){
      var ok=(!o||c.dataset.outcome===o)&&(!s||c.dataset.status===s)&&(!l||c.dataset.level===l)
        &&(!m||c.dataset.mechanics.indexOf(' '+m+' ')>=0)&&(!t||c.dataset.text.indexOf(t)>=0);
      c.classList.toggle('hidden',!ok); if(ok){shown++;}
    });
    q('f-count').textContent=shown+' of '+cases.length+' cases shown';
  }
  ['f-outcome','f-status','f-level','f-mechanic','f-search'].forEach(function(id){
    q(id).addEventListener('input',apply); q(id).addEventListener('change',apply);});
  apply();
})();
"""


def _select(name: str, label: str, values: list[str]) -> str:
    options = "".join(f'<option value="{_e(v)}">{_e(v)}</option>' for v in values)
    return f'<label>{_e(label)} <select id="f-{name}"><option value="">all</option>{options}</select></label>'


def render_html(results: list[Result], ctx: Context, engine: dict[str, Any] | None = None,
                conflicts: list[queries.Conflict] | None = None) -> str:
    items = rows(results, ctx)
    counts = Counter(r.outcome for r in items)
    totals = "".join(f'<span class="{o}">{_e(o)} <b>{counts[o]}</b></span>' for o in OUTCOMES if counts[o])
    who = f"{engine.get('name')} {engine.get('version')}" if engine else "the engine"
    filters = "".join([
        _select("outcome", "Result", [o for o in OUTCOMES if counts[o]]),
        _select("status", "Status", sorted({r.status for r in items})),
        _select("level", "Level", sorted({r.level for r in items})),
        _select("mechanic", "Mechanic", sorted({m for r in items for m in r.mechanics})),
        '<label>Search <input id="f-search" type="search" placeholder="id, words of the question or answer, '
        'rule, card"></label> <span id="f-count"></span>'])
    conflict_html = "".join(
        f'<div class=conflict><b>{_e(c.id)}</b> ({_e(c.kind)}, {_e(c.status)})'
        + (f" — principle: {_e(c.principle)}" if c.principle else "")
        + (f"<br>{_e(c.reason)}" if c.reason else "")
        + (f"<br><i>with</i> {_e(', '.join(c.with_))}" if c.with_ else "") + "</div>"
        for c in conflicts or [])
    failing = [r for r in items if r.outcome in BAD]
    return "".join([
        "<!DOCTYPE html><html lang=en><head><meta charset=utf-8>",
        "<meta name=viewport content='width=device-width, initial-scale=1'>",
        f"<title>riftcheck report — {len(failing)} failing of {len(items)}</title><style>{STYLE}</style></head><body>",
        f"<h1>riftcheck report</h1><p>{len(items)} cases run against {_e(who)} (riftcheck {_e(harness.__version__)}, "
        f"contract {_e(harness.CONTRACT_VERSION)}). Each case encodes one ruling: the question, the answer quoted "
        "from the source, and whether the engine's game matched it.</p>",
        f'<p class=totals id=totals>{totals}</p>',
        _table_html("level", table(items, "level"), "by-level"),
        _table_html("mechanic", table(items, "mechanics"), "by-mechanic"),
        _table_html("rule (v1.4)", table(items, "rules"), "by-rule"),
        f"<h2>Conflicts ({len(conflicts or [])})</h2>",
        "<details id=conflicts><summary>Superseded and conflicting cases and rulings, with the reason</summary>",
        conflict_html or "<p>none</p>", "</details>",
        f"<h2>Cases</h2><div id=filters>{filters}</div>",
        "".join(_case_html(r) for r in items),
        f"<script>{SCRIPT}</script></body></html>\n",
    ])


def render_markdown(results: list[Result], ctx: Context, conflicts: list[queries.Conflict] | None = None) -> str:
    items = rows(results, ctx)
    counts = Counter(r.outcome for r in items)
    shown = [o for o in OUTCOMES if counts[o]]
    lines = ["## riftcheck", "", "| " + " | ".join(shown) + " | total |", "|" + "---|" * (len(shown) + 1),
             "| " + " | ".join(str(counts[o]) for o in shown) + f" | {len(items)} |", "", "### By level", "",
             "| level | " + " | ".join(shown) + " |", "|---|" + "---|" * len(shown)]
    for level, c in table(items, "level").items():
        lines.append(f"| {level} | " + " | ".join(str(c[o]) for o in shown) + " |")
    failing = [r for r in items if r.outcome in BAD]
    lines += ["", f"### Failing cases ({len(failing)})", ""]
    for row in failing:
        first = next((m.strip() for m in row.messages if m.strip()), "")
        lines.append(f"- **{row.outcome.upper()}** `{row.id}` — {row.title}" + (f"<br>`{first[:300]}`" if first else ""))
    if not failing:
        lines.append("none")
    lines += ["", f"### Conflicts ({len(conflicts or [])})", ""]
    lines += [f"- `{c.id}` ({c.kind}, {c.status})" + (f": {c.reason[:200]}" if c.reason else "") for c in conflicts or []]
    return "\n".join(lines) + "\n"


def write(path: Path, text: str) -> None:
    """Write the report whole (harness/atomic.py): a failed write leaves an older report as it was."""
    atomic.write_atomic(path, text)


def to_json(results: list[Result], ctx: Context) -> str:
    """The rows as JSON (for tests and tools)."""
    return json.dumps([r.__dict__ for r in rows(results, ctx)], default=str)
