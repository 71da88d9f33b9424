"""Heimerdinger, Inventor (ogn-111-298)."""
from __future__ import annotations

from typing import Any

from reference_engine.behaviour import Activated, Card, card, card_types
from reference_engine.chain import all_activated
from reference_engine import seats

_READING: list[Any] = []  # Heimerdingers whose gained abilities are being read (no endless mutual reading)


@card
class Heimerdinger(Card):
    id = "ogn-111-298"
    text = "I have all [E] abilities of all friendly legends, units, and gear."

    def activated(self) -> list[Activated]:
        return []

    def gained_abilities(self, game: Any, me: Any) -> list[Activated]:
        """Whole abilities, dependent keywords and all (rule 727.1.b.1; FAQ on Jayce). The abilities another
        friendly object has by its own "I have ..." text (a second Heimerdinger) are not read through it: they
        are abilities of the friendly objects this one reads directly, so the set is the same and two
        Heimerdingers do not read each other without end (his own printed text has no [E] ability, 740.1)."""
        if _READING:  # asked for through another Heimerdinger: that one reads the same objects directly
            return []
        out: list[Activated] = []
        _READING.append(me.uid)
        try:
            out = self._read(game, me)
        finally:
            _READING.pop()
        return out

    def _read(self, game: Any, me: Any) -> list[Activated]:
        out: list[Activated] = []
        for o in list(game.objects.values()):
            if o is me or not seats.friendly(game, me.controller, o.controller) or o.zone not in ("board", "legend"):
                continue
            if o.zone == "board" and not {"Unit", "Gear"} & set(card_types(game, o)):
                continue
            out += [a for a in all_activated(game, o) if a.exhaust]
        return out
