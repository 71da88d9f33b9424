"""Seat swap: run a case again with players A and B exchanged (the design brief: "every case whose
outcome changes when the two players swap seats", for the rules team and for engine authors).

A case's seats appear only as the reserved values ``A``/``B`` (mapping keys under ``players``, and values
such as ``active``, ``player``, ``owner``, ``controller``, ``attacker``, ``focus``): aliases can never be
``A`` or ``B``. So swapping every such key and value in ``setup``, ``script`` and ``expect`` gives the
mirrored case. A rules-faithful engine gives the same outcome for both; a difference points at an
engine bug (something keyed to a seat) or at a ruling that depends on turn order.
"""
from __future__ import annotations

import copy
import dataclasses
from typing import Any

from harness.loader import Case

OTHER = {"A": "B", "B": "A"}


def mirror(value: Any) -> Any:
    """The same data with every seat exchanged."""
    if isinstance(value, dict):
        return {OTHER.get(k, k) if isinstance(k, str) else k: mirror(v) for k, v in value.items()}
    if isinstance(value, list):
        return [mirror(v) for v in value]
    if isinstance(value, str):
        return OTHER.get(value, value)
    return value


def swapped(case: Case) -> Case:
    """The mirrored case (same id, file and line map: failures still point at the original file)."""
    data = copy.deepcopy(case.data)
    for key in ("setup", "script", "expect"):
        data[key] = mirror(data[key])
    return dataclasses.replace(case, data=data, setup=mirror(case.setup))
