"""Seat swap: run a case again with its seats permuted (the design brief: "every case whose outcome changes
when the two players swap seats", for the rules team and for engine authors; contract 1.3 generalises it to
every mode of play).

A case's seats appear only as the reserved values ``A``-``D`` (mapping keys under ``players``, and values
such as ``active``, ``player``, ``owner``, ``controller``, ``attacker``, ``focus``, ``winners``): aliases can
never be a seat of the case's mode. So renaming every such key and value in ``setup``, ``script`` and
``expect`` gives the permuted case. The permutations are the rotations of the mode's turn order
(harness/modes.py): in a duel A and B are exchanged; in ffa3 and ffa4 every rotation; in 2v2 the rotation by
one seat exchanges the teams and the rotation by two the players within each team. A rules-faithful engine
gives the same outcome for all of them; a difference points at an engine bug (something keyed to a seat) or
at a ruling that depends on the seats.
"""
from __future__ import annotations

import copy
import dataclasses
from typing import Any

from harness import modes
from harness.loader import Case

OTHER = {"A": "B", "B": "A"}


def mirror(value: Any, mapping: dict[str, str] | None = None) -> Any:
    """The same data with every seat renamed by ``mapping`` (default: A and B exchanged)."""
    mapping = OTHER if mapping is None else mapping
    if isinstance(value, dict):
        return {mapping.get(k, k) if isinstance(k, str) else k: mirror(v, mapping) for k, v in value.items()}
    if isinstance(value, list):
        return [mirror(v, mapping) for v in value]
    if isinstance(value, str):
        return mapping.get(value, value)
    return value


def permutations(case: Case) -> list[dict[str, str]]:
    """The seat permutations a case is run under: the rotations of its mode (harness/modes.py)."""
    return modes.rotations(case.mode)


def swapped(case: Case, mapping: dict[str, str] | None = None) -> Case:
    """The permuted case (same id, file and line map: failures still point at the original file); by
    default A and B exchanged."""
    mapping = OTHER if mapping is None else mapping
    data = copy.deepcopy(case.data)
    for key in ("setup", "script", "expect"):
        data[key] = mirror(data[key], mapping)
    return dataclasses.replace(case, data=data, setup=mirror(case.setup, mapping))
