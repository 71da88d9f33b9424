#!/usr/bin/env python3
"""Import the shared reference material into the project's own files.

Run from the repo root when ../shared changes:

    python tools/import_reference.py [--shared ../shared]

Writes:
- harness/data/cards.json  — the project's card catalogue (ids, names, types, costs, Might,
  domains, keywords, current_text with errata applied). Tokens with no public id get a
  project id ``token-<name>``; names the FAQ says do not exist are kept under ``nonexistent``.
- rulings/index.yaml       — the project's index of rulings, one entry per inventory ruling.
- schema/mechanics.yaml    — the controlled mechanics vocabulary, from the inventory header.

Nothing at run time reads ../shared; this script is the only bridge.
"""
from __future__ import annotations

import argparse
import json
import re
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[1]
CARD_FIELDS = ["id", "name", "type", "supertype", "tags", "domains", "energy_cost", "power_cost",
               "might", "keywords", "keywords_referenced", "current_text", "might_bonus", "effect_text"]
RULING_FIELDS = ["id", "sources", "question", "outcome", "rules", "cards", "mechanics", "kind",
                 "status", "superseded_by", "status_note", "testability", "related", "notes"]


def slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


def import_cards(shared: Path) -> None:
    raw = json.loads((shared / "reference/cards.json").read_text(encoding="utf-8"))
    cards, nonexistent = [], []
    for c in raw:
        if c.get("text") is None and c.get("type") is None:
            nonexistent.append(c["name"])
            continue
        entry = {k: c.get(k) for k in CARD_FIELDS if k in c}
        if not entry.get("id"):
            entry["id"] = "token-" + slug(c["name"])
        if c.get("supertype") == "Token" or entry["id"].startswith("token-") or "rules_definition" in c:
            entry["token"] = True
        cards.append(entry)
    out = {"source": "imported from shared/reference/cards.json by tools/import_reference.py",
           "cards": sorted(cards, key=lambda e: e["id"]), "nonexistent": sorted(nonexistent)}
    (ROOT / "harness/data/cards.json").write_text(json.dumps(out, indent=1, ensure_ascii=False) + "\n",
                                                  encoding="utf-8")
    print(f"cards: {len(cards)} (+{len(nonexistent)} nonexistent names)")


DECISIONS = ("status", "status_note", "superseded_by")


def keep_project_decisions(entries: list[dict]) -> list[dict]:
    """The project's decisions in the current rulings/index.yaml survive a re-import: status, status_note and
    superseded_by of every ruling (cases must agree with them), and the project's own entries (notes starting
    'Project entry'), each kept after the entry it followed."""
    path = ROOT / "rulings/index.yaml"
    old = yaml.safe_load(path.read_text(encoding="utf-8")) if path.exists() else []
    decided = {e["id"]: e for e in old or []}
    out = []
    for entry in entries:
        mine = decided.get(entry["id"])
        if mine is not None:
            for key in DECISIONS:
                entry.pop(key, None)
                if key in mine:
                    entry[key] = mine[key]
            entry = {k: entry[k] for k in RULING_FIELDS if k in entry}
        out.append(entry)
    for i, entry in enumerate(old or []):
        if str(entry.get("notes", "")).startswith("Project entry"):
            after = old[i - 1]["id"] if i else None
            at = next((j + 1 for j, e in enumerate(out) if e["id"] == after), len(out))
            out.insert(at, entry)
    return out


def import_rulings(shared: Path) -> None:
    text = (shared / "rulings/inventory.yaml").read_text(encoding="utf-8")
    data = yaml.safe_load(text)
    vocab, in_vocab = {}, False
    for line in text.splitlines():
        if not line.startswith("#"):
            break
        if "Controlled vocabulary" in line:
            in_vocab = True
            continue
        if in_vocab:
            m = re.match(r"#   ([a-z0-9-]+): (.*)", line)
            if m:
                vocab[m.group(1)] = m.group(2).strip()
            elif line.strip() == "#":
                in_vocab = False
    entries = keep_project_decisions([{k: e[k] for k in RULING_FIELDS if k in e} for e in data])
    # project extension: the hypothetical abilities of vanilla test units (docs/case-format.md section 2)
    vocab["test-abilities"] = "hypothetical abilities on vanilla test units ('I can't be killed.', ...)"
    header = ("# The project's index of FAQ rulings, imported from shared/rulings/inventory.yaml by\n"
              "# tools/import_reference.py. Cases name the ruling they encode by `ruling.inventory`.\n"
              "# The project owns the decisions here: `status`, `status_note` and `superseded_by` (a case's status and status_note\n"
              "# must equal its ruling's; `riftcheck validate` checks it) and entries marked 'Project entry' in `notes`; the\n"
              "# import keeps them.\n")
    (ROOT / "rulings/index.yaml").write_text(
        header + yaml.safe_dump(entries, sort_keys=False, allow_unicode=True, width=110), encoding="utf-8")
    mech_header = "# Controlled vocabulary of mechanic tags (imported from the ruling inventory header).\n"
    (ROOT / "schema/mechanics.yaml").write_text(
        mech_header + yaml.safe_dump({"mechanics": vocab}, sort_keys=False, allow_unicode=True, width=110),
        encoding="utf-8")
    print(f"rulings: {len(entries)}; mechanics: {len(vocab)}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--shared", type=Path, default=ROOT.parent / "shared")
    args = ap.parse_args()
    import_cards(args.shared)
    import_rulings(args.shared)


if __name__ == "__main__":
    main()
