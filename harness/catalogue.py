"""The project's card catalogue (harness/data/cards.json) and card-reference resolution.

A case names a card by its public id (``ogn-213-298``) or its exact printed name (``Hidden Blade``);
engines always receive the id.
"""
from __future__ import annotations

import difflib
import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

DATA = Path(__file__).resolve().parent / "data" / "cards.json"


class UnknownCard(LookupError):
    """A card reference that names no card in the catalogue; the message says why."""


@dataclass(frozen=True)
class Catalogue:
    cards: dict[str, dict[str, Any]]   # id -> card entry
    by_name: dict[str, str]            # exact printed name -> id
    nonexistent: frozenset[str]        # names the FAQ says do not exist

    def resolve(self, ref: str) -> str:
        """Return the card id for an id or an exact (case-sensitive) printed name."""
        if ref in self.cards:
            return ref
        if ref in self.by_name:
            return self.by_name[ref]
        if ref in self.nonexistent:
            raise UnknownCard(f"card {ref!r} does not exist (the FAQ says there is no such card)")
        raise UnknownCard(f"unknown card {ref!r}{self._suggest(ref)}")

    def name(self, card_id: str) -> str:
        return self.cards[card_id]["name"]

    def _suggest(self, ref: str) -> str:
        folded = {name.casefold(): name for name in self.by_name}
        if ref.casefold() in folded:
            return f"; did you mean {folded[ref.casefold()]!r}? (names are case-sensitive)"
        close = difflib.get_close_matches(ref, list(self.by_name) + list(self.cards), n=3, cutoff=0.75)
        if close:
            return "; did you mean " + " or ".join(repr(c) for c in close) + "?"
        return ""


@lru_cache(maxsize=None)
def load_catalogue(path: Path = DATA) -> Catalogue:
    raw = json.loads(Path(path).read_text(encoding="utf-8"))
    cards = {c["id"]: c for c in raw["cards"]}
    by_name: dict[str, str] = {}
    for card in raw["cards"]:
        by_name.setdefault(card["name"], card["id"])
    return Catalogue(cards, by_name, frozenset(raw.get("nonexistent", [])))
