"""Naming a card (rules 761-762; Vendetta FAQ on Fallen Feline): a name must identify exactly one
card that exists in Riftbound — by its name, or by any unambiguous description ("the red Kai'Sa",
"the [3] spell with Flow that makes tentacles"). A nonexistent or ambiguous name names nothing."""
from __future__ import annotations

import re

from .behaviour import catalogue

COLOURS = {"red": "Fury", "green": "Calm", "blue": "Mind", "orange": "Body", "purple": "Chaos", "yellow": "Order"}


def candidates(words: str) -> list[str]:
    cards = [c for c in catalogue().values() if not c.get("token")]
    w = words.strip().strip('"').lower()
    exact = [c["id"] for c in cards if c["name"].lower() == w]
    if exact:
        return exact
    w = re.sub(r"^the\s+", "", w)
    colour = next((COLOURS[k] for k in COLOURS if w.startswith(k + " ")), None)
    if colour:
        w = w[len(colour) :].strip() if False else w.split(" ", 1)[1]
    cost = re.search(r"\[(\d+)\]", w)
    kw = [k for k in ("flow", "hidden", "repeat", "deflect", "accelerate") if f"with {k}" in w]
    kind = next((t for t in ("spell", "unit", "gear", "legend", "battlefield") if re.search(rf"\b{t}\b", w)), None)
    makes = re.search(r"makes (\w+?)s?\b", w)
    head = re.split(r"\b(spell|unit|gear|with|that)\b", w)[0].strip()
    out = []
    for c in cards:
        text = (c.get("current_text") or "").lower()
        if colour and colour not in (c.get("domains") or []):
            continue
        if cost and str(c.get("energy_cost")) != cost.group(1):
            continue
        if kind and kind.capitalize() not in (c.get("type") or []):
            continue
        if any(k.capitalize() not in (c.get("keywords") or []) for k in kw):
            continue
        if makes and makes.group(1) not in text:
            continue
        if head and not re.search(r"\[\d+\]", head) and not c["name"].lower().startswith(head):
            continue
        out.append(c["id"])
    return out


def resolve_name(words: str, kind: str | None = None) -> str | None:
    """The one card ``words`` identifies (of type ``kind`` if given), or None."""
    found = candidates(words)
    if kind:
        found = [i for i in found if kind in (catalogue()[i].get("type") or [])]
    return found[0] if len(found) == 1 else None
