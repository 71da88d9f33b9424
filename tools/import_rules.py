#!/usr/bin/env python3
"""Build the project's map of Core Rules sections, ``rulings/rules.yaml``, from the shared rules text.

Run from the repo root (once; afterwards the file is maintained by hand — testability reasons,
confirmed v1.4 numbers):

    python tools/import_rules.py [--shared ../shared] [--force]

The map holds numbers and titles only, never rules prose (cases quote the text they rest on). Every
``### NNN. Title`` heading of the full v1.3 text (``reference/core_rules.md``) is a section. Its v1.4
number comes from the renumbering the v1.4 excerpts (``reference/rules_excerpts.md``) show:
unchanged below 440; +5 for movement, recalls, combat, scoring and layers (440-475); +1 from
dependent keywords (726) to the end of the 700s; unchanged for keywords 805-826. Numbers the excerpts
confirm are listed in ``CONFIRMED_V14``; the others are marked ``v14_inferred: true``. Sections that
exist only in v1.4 (Empower, Empowered, Flow, Counters, naming and untargetability) are added by hand
in ``V14_ONLY``.
"""
from __future__ import annotations

import argparse
import re
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[1]
HEADING = re.compile(r"^### (\d{3})\. (.*)$")
CHAPTER = re.compile(r"^## (\d{3})\. (.*)$")

# v1.4 section numbers seen in rules_excerpts.md ([R4] text or cross-references in it).
CONFIRMED_V14 = {
    "054", "124", "318", "325", "327", "332", "337", "338", "339", "340", "341", "349", "367", "376",
    "382", "386", "389", "393", "414", "415", "417", "418", "419", "420", "421", "423", "425", "426",
    "427", "428", "432", "433", "434", "435", "445", "454", "459", "463", "465", "466", "467", "473",
    "701", "706", "712", "716", "720", "727", "805", "806", "807", "808", "809", "810", "811", "812",
    "813", "814", "815", "816", "817", "818", "819", "820", "821", "822", "823", "824", "825", "826",
}
V14_ONLY = [
    {"v14": "441", "title": "Empower (game action)", "chapter": "300. Playing the Game"},
    {"v14": "741", "title": "Counters", "chapter": "700. Additional Rules"},
    {"v14": "757", "title": "Untargetable", "chapter": "700. Additional Rules"},
    {"v14": "758", "title": "Mistargeting", "chapter": "700. Additional Rules"},
    {"v14": "761", "title": "Naming", "chapter": "700. Additional Rules"},
    {"v14": "766", "title": "Ignoring", "chapter": "700. Additional Rules"},
    {"v14": "827", "title": "Empower", "chapter": "800. Keywords"},
    {"v14": "828", "title": "Empowered", "chapter": "800. Keywords"},
    {"v14": "829", "title": "Flow", "chapter": "800. Keywords"},
]
# Sections no case can test, and why (maintained by hand in rulings/rules.yaml after the import).
UNTESTABLE = {
    "101": "deck construction happens before a game; the format starts from a position in play",
    "104": "game setup (decks, battlefields chosen) happens before the first turn; cases start from a position",
    "105": "physical spaces of the table; no behaviour an engine exposes beyond the zones observed",
    "111": "the setup process (mulligans, first player) precedes the positions cases start from",
    "129": "the back side of a card is a physical property",
    "138": "flavor text has no effect on play",
    "139": "illustration has no effect on play",
    "476": "modes of play other than the duel need more than two seats (issue 14)",
    "479": "sanctioned modes concern tournaments, not the rules engine",
    "481": "1v1 match (best of three) is a tournament structure over several games",
    "482": "FFA3 needs three seats (issue 14)",
    "483": "FFA4 needs four seats (issue 14)",
    "484": "2v2 needs four seats and teams (issue 14)",
    "804": "the keyword glossary is an index; each keyword has its own section",
}


def v14_of(number: str) -> str:
    n = int(number)
    if 440 <= n <= 475:
        n += 5
    elif 476 <= n <= 484:
        n += 5
    elif 726 <= n <= 799:
        n += 1
    return f"{n:03d}"


def build(shared: Path) -> list[dict]:
    sections: list[dict] = []
    chapter = ""
    for line in (shared / "reference/core_rules.md").read_text(encoding="utf-8").splitlines():
        if m := CHAPTER.match(line):
            chapter = f"{m[1]}. {m[2].strip()}"
        elif m := HEADING.match(line):
            number, title = m[1], m[2].strip().rstrip(".")
            v14 = v14_of(number)
            entry = {"v13": number, "v14": v14, "title": title, "chapter": chapter}
            if v14 not in CONFIRMED_V14 and v14 != number:
                entry["v14_inferred"] = True
            if number in UNTESTABLE:
                entry["testable"] = False
                entry["reason"] = UNTESTABLE[number]
            sections.append(entry)
    sections += [dict(e) for e in V14_ONLY]
    return sorted(sections, key=lambda e: (e["v14"], e.get("v13") or ""))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shared", type=Path, default=ROOT.parent / "shared")
    parser.add_argument("--force", action="store_true", help="overwrite rulings/rules.yaml (hand edits are lost)")
    args = parser.parse_args()
    out = ROOT / "rulings" / "rules.yaml"
    if out.exists() and not args.force:
        raise SystemExit(f"{out} exists and is maintained by hand; pass --force to regenerate it")
    header = ("# Core Rules sections (numbers and titles only), built by tools/import_rules.py and maintained by hand.\n"
              "# v13 = number in Core Rules v1.3 (2026-03-30, full text); v14 = number in v1.4 (2026-07-16, current).\n"
              "# v14_inferred: the v1.4 number follows the renumbering pattern but no v1.4 text confirms it.\n"
              "# testable: false + reason = a section no case can test (riftcheck coverage --rules shows why).\n")
    out.write_text(header + yaml.safe_dump(build(args.shared), sort_keys=False, allow_unicode=True, width=110),
                   encoding="utf-8")
    print(f"wrote {out}")


if __name__ == "__main__":
    main()
