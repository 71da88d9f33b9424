"""``riftcheck quotes``: every case's quoted answer is still verbatim in its source document.

``ruling.answer`` quotes the source (docs/case-format.md, section 1). Elisions (``[...]``, ``…``) split
it into fragments, each of which must occur in the document (in any order: a Core Rules case may quote
two rules in the order it uses them). Both sides are normalised first:
whitespace runs become one space, typographic quotes and dashes become plain ones, and the document's
Markdown (``**bold**``, ``> `` quote and ``- `` list markers, ``[R3]``-style version tags and
``*[R4 via seed]*`` notes of the rules excerpts) is removed. A fragment that is not found is reported
with the longest start of it that is found and what the document says from there.

Documents are given per source key (``--source KEY=PATH``) or all at once from the shared material
(``--shared DIR``: an FAQ, clarification or judge source's ``file`` is in ``DIR/seeds/``, a Core Rules
source's ``file`` is relative to ``DIR``).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from harness import limits

QUOTES = {"\u2018": "'", "\u2019": "'", "\u201a": "'", "\u201b": "'", "\u2032": "'", "\u201c": '"', "\u201d": '"',
          "\u201e": '"', "\u2033": '"', "\u2013": "-", "\u2014": "-", "\u2212": "-", "\u00a0": " ", "\u2009": " "}
ELISION = re.compile(r"\s*(?:\[\s*(?:\.\.\.|…)\s*\]|…|\.\.\.(?=\s|$))\s*")
MARKUP = [
    (re.compile(r"\*\[R\d[^\]]*\]\*"), " "),          # *[R4 via seed]* notes of the rules excerpts
    (re.compile(r"\[R\d\]"), " "),                   # [R3] version tags
    (re.compile(r"^\s*(?:>\s*)+", re.M), ""),        # quote markers
    (re.compile(r"\*+"), ""),                        # bold and italics
]
LIST_MARK = re.compile(r"(?:^| )- ")                 # list markers, also where a folded quote ran them inline


def normalise(text: str) -> str:
    """Both the quote and the document: plain quotes and dashes, no Markdown, single spaces."""
    for typographic, plain in QUOTES.items():
        text = text.replace(typographic, plain)
    for pattern, replacement in MARKUP:
        text = pattern.sub(replacement, text)
    text = re.sub(r"\s+", " ", text).strip()
    return LIST_MARK.sub(" ", text).strip()


def fragments(answer: str) -> list[str]:
    """The answer's verbatim pieces between elisions (a trailing '...' that ends a sentence is kept)."""
    return [f for f in (normalise(p) for p in ELISION.split(answer)) if f]


@dataclass
class Drift:
    case: str
    source: str
    file: str
    fragment: str
    found_up_to: str
    document_says: str

    def lines(self) -> list[str]:
        out = [f"DRIFTED {self.case} ({self.source}, {self.file})",
               f"    not in the source: {self.fragment!r}"]
        if self.found_up_to:
            out.append(f"    the source has it up to: {self.found_up_to!r}")
            out.append(f"    then the source says:    {self.document_says!r}")
        return out


def check_answer(answer: str, document: str) -> tuple[str, str, str] | None:
    """None when every fragment occurs in the document; else (fragment, longest start found, what follows
    it). Fragments may come in any order: a case citing several rules quotes them in the order it uses them."""
    for fragment in fragments(answer):
        if document.find(fragment) < 0:
            start, follows = _longest_start(fragment, document)
            return fragment, start, follows
    return None


def _longest_start(fragment: str, document: str) -> tuple[str, str]:
    low, high = 0, len(fragment)
    while low < high:  # binary search on the prefix length (a prefix of a found prefix is found)
        mid = (low + high + 1) // 2
        if document.find(fragment[:mid]) >= 0:
            low = mid
        else:
            high = mid - 1
    if low < 12:
        return "", ""
    at = document.find(fragment[:low])
    return fragment[:low], document[at + low: at + low + 80]


def document_paths(sources: dict[str, dict[str, Any]], shared: Path | None,
                   given: dict[str, Path]) -> dict[str, Path]:
    """Where each source's document is: ``--source`` first, then the shared material's layout."""
    out: dict[str, Path] = {}
    for key, entry in sources.items():
        if key in given:
            out[key] = given[key]
        elif shared is not None and entry.get("file"):
            folder = shared if entry.get("kind") == "rules" else shared / "seeds"
            out[key] = folder / entry["file"]
    return out


MAX_DOCUMENT_BYTES = 64 << 20  # a source document (the Core Rules are about 300 kB)


def check(cases: list[Any], documents: dict[str, Path],
          unreadable: list[str] | None = None) -> tuple[list[Drift], list[str], int]:
    """(drifted quotes, cases not checked with why, number of cases checked). A document that cannot
    be read (not UTF-8, not a regular file, too large) leaves its cases not checked and is named, with
    the line of a bad byte, in ``unreadable``."""
    texts: dict[str, str | None] = {}
    drifts: list[Drift] = []
    unchecked: list[str] = []
    checked = 0
    for case in sorted(cases, key=lambda c: c.id):
        path = documents.get(case.source)
        if path is None:
            unchecked.append(f"{case.id}: no document given for source {case.source!r}")
            continue
        if case.source not in texts:
            try:
                texts[case.source] = normalise(limits.read_text(path, MAX_DOCUMENT_BYTES))
            except limits.InputError as exc:
                texts[case.source] = None
                where = f"{path}:{exc.line}" if exc.line else str(path)
                if unreadable is not None:
                    unreadable.append(f"{where}: source {case.source!r}: {exc}")
        text = texts[case.source]
        if text is None:
            unchecked.append(f"{case.id}: the document of source {case.source!r} ({path}) cannot be read")
            continue
        checked += 1
        problem = check_answer(case.data["ruling"]["answer"], text)
        if problem:
            drifts.append(Drift(case.id, case.source, str(path), *problem))
    return drifts, unchecked, checked
