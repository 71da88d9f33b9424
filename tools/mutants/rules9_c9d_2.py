"""Mutants of the session-9 hand-seeded hunt over card modules (helper c9d), continued from
:mod:`mutants.rules9_c9d`."""
from __future__ import annotations

from typing import Any

from mutants import Patcher, mutant

CARDS = "reference_engine.cards"
