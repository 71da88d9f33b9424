"""Naming a card (rules 761-762; Vendetta FAQ on Fallen Feline): a name must identify exactly one
card that exists in Riftbound — by its name, or by any unambiguous description ("the red Kai'Sa",
"the [3] spell with Flow that makes tentacles"). A nonexistent or ambiguous name names nothing."""
from __future__ import annotations

import re

from .behaviour import catalogue

COLOURS = {"red": "Fury", "green": "Calm", "blue": "Mind", "orange": "Body", "purple": "Chaos", "yellow": "Order"}
DOMAINS = {d.lower(): d for d in ("Fury", "Calm", "Mind", "Body", "Chaos", "Order")}
TYPES = ("spell", "unit", "gear", "legend", "battlefield")
FILLER = {"the", "a", "an", "with", "that", "and", "card", "which", "is"}


def _norm(text: str) -> str:
    """Case, typographic apostrophes and surrounding quotes do not change what a name identifies."""
    return text.replace("\u2019", "'").replace("\u2018", "'").strip().strip('"\u201c\u201d').strip().lower()


def _name_words(name: str) -> str:
    """A card's name as a description's name words are read: filler words dropped, as they are from the
    description ("the purple Up from the Deep" identifies Up from the Deep: rule 761.2 [R4])."""
    return " ".join(t for t in re.findall(r"[\w'\-,.!]+", _norm(name)) if t.strip(",.!") not in FILLER)


def _keywords() -> dict[str, str]:
    """Every keyword the catalogue prints, by its first word in lower case ("assault 2" -> Assault)."""
    out: dict[str, str] = {}
    for c in catalogue().values():
        for k in c.get("keywords") or []:
            out[k.split()[0].lower()] = k.split()[0]
    return out


def candidates(words: str) -> list[str]:
    """Every card ``words`` may identify (rule 762: a name, or any description made of the card's
    traits - colour or domain, [cost], card type, keywords, what it "makes", and the start of its name -
    in any order)."""
    cards = [c for c in catalogue().values() if not c.get("token")]
    w = _norm(words)
    bare = re.sub(r"^the\s+", "", w)
    exact = [c["id"] for c in cards if _norm(c["name"]) in (w, bare)]
    if exact:
        return exact
    makes = re.search(r"\bmakes?\s+(?:(?:a|an|one|two|three|\d+)\s+)?(?:\[?\d+\]?\s*\[m\]\s*)?"
                      r"(\w+?)s?\b(?:\s+(?:unit\s+)?tokens?\b)?", bare)
    rest = bare[: makes.start()] + bare[makes.end():] if makes else bare
    cost = re.search(r"\[(\d+)\]", rest)
    rest = re.sub(r"\[\d+\]", " ", rest)
    n = len(re.findall(r"[\w'\-,.!]+", rest))
    found: list[str] = []
    # every word read as a trait where it can be; failing that, a word that reads as a trait may instead begin
    # the card's name ("the yellow Hidden Blade": the colour, then the name): the words from some point on are
    # read as the name, the latest point first; failing that, traits may also follow the name ("the Hidden Blade
    # spell": the name, then its type), the name ending at the latest point first (rule 761.2 [R4])
    for split in range(n, -1, -1):
        for end in [n, *range(n - 1, split, -1)]:
            found = _match(cards, rest, cost.group(1) if cost else None, makes.group(1) if makes else None,
                           split, end)
            if found:
                return found
    return found


def _match(cards: list[dict], rest: str, cost: str | None, makes: str | None, split: int,
           end: int | None = None) -> list[str]:
    """The cards that fit ``rest``, its words from index ``split`` up to ``end`` (default: the last) read as the
    start of the name and the others as traits where they can be (filler words dropped; rule 761.2 [R4])."""
    domains: set[str] = set()
    kinds: set[str] = set()
    kws: set[str] = set()
    head: list[str] = []
    keywords = _keywords()
    for i, tok in enumerate(re.findall(r"[\w'\-,.!]+", rest)):
        bare = tok.strip(",.!")
        traits = i < split or (end is not None and i >= end)
        if bare in FILLER and not head:
            continue
        if traits and bare in COLOURS:
            domains.add(COLOURS[bare])
        elif traits and bare in DOMAINS:
            domains.add(DOMAINS[bare])
        elif traits and bare.rstrip("s") in TYPES:
            kinds.add(bare.rstrip("s").capitalize())
        elif traits and bare in keywords:
            kws.add(keywords[bare])
        elif bare in FILLER:
            continue
        else:
            head.append(tok)
    name_start = " ".join(head)
    out = []
    for c in cards:
        if domains - set(c.get("domains") or []):
            continue
        if cost is not None and str(c.get("energy_cost")) != cost:
            continue
        if kinds - set(c.get("type") or []):
            continue
        if any(not any(k2.split()[0] == k for k2 in c.get("keywords") or []) for k in kws):
            continue
        if makes and makes not in (c.get("current_text") or "").lower():
            continue
        if name_start and not _name_words(c["name"]).startswith(name_start):
            continue
        if not (domains or cost or kinds or kws or makes or name_start):
            continue
        out.append(c["id"])
    return out


def resolve_name(words: str, kind: str | None = None) -> str | None:
    """The one card ``words`` identifies (of type ``kind`` if given), or None."""
    found = candidates(words)
    if kind:
        found = [i for i in found if kind in (catalogue()[i].get("type") or [])]
    return found[0] if len(found) == 1 else None
