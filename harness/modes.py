"""Modes of play in the case format (contract 1.3; docs/case-format.md section 2, "Modes of play").

Core Rules v1.3 476-484: a mode fixes the number of players, who plays with whom, the Victory Score and
the first-turn process. A case gives its mode in ``setup.mode`` (``duel`` when absent). The seats are
letters: ``A``, ``B`` in a duel, ``A``-``C`` in ``ffa3``, ``A``-``D`` in ``ffa4`` and ``2v2``. Turn order
follows the letters (A, B, C, D, A, ...; rule 116.1.c). In ``2v2`` A and C are one team and B and D the
other, so that turn order alternates teams (484.5.c.1).

A mode is also a requirement: an engine declares the modes it implements in ``hello.modes`` (protocol
1.3; absent = ``["duel"]``), and a case in another mode is ``unsupported`` (harness/blockers.py).

:func:`rotations` gives the seat permutations under which a case of a mode must keep its outcome
(``riftcheck seat-swap``): every rotation of the turn order. In a duel that is the swap of A and B; in
2v2 a rotation by one seat exchanges the teams (A->B, C->D, B->C, D->A) and a rotation by two exchanges
the players within each team (A<->C, B<->D). A reflection would reverse the turn order, which the rules
do not allow to be irrelevant, so it is not one of them.
"""
from __future__ import annotations

MODES: dict[str, tuple[str, ...]] = {
    "duel": ("A", "B"),
    "ffa3": ("A", "B", "C"),
    "ffa4": ("A", "B", "C", "D"),
    "2v2": ("A", "B", "C", "D"),
}
DEFAULT = "duel"
ALL_SEATS = ("A", "B", "C", "D")
TEAMS: dict[str, tuple[tuple[str, ...], ...]] = {"2v2": (("A", "C"), ("B", "D"))}


def mode_of(setup: dict) -> str:
    """A case's mode: ``setup.mode``, ``duel`` when absent."""
    return (setup or {}).get("mode") or DEFAULT


def seats(mode: str) -> tuple[str, ...]:
    return MODES[mode]


def rotations(mode: str) -> list[dict[str, str]]:
    """Every rotation of the mode's turn order but the identity, as seat -> seat mappings."""
    order = MODES[mode]
    n = len(order)
    return [{order[i]: order[(i + k) % n] for i in range(n)} for k in range(1, n)]


def label(mapping: dict[str, str]) -> str:
    """'seats swapped' for a duel's A<->B, else the mapping: 'seats rotated A->B, B->C, C->A'."""
    if set(mapping) == {"A", "B"}:
        return "seats swapped"
    return "seats rotated " + ", ".join(f"{a}->{b}" for a, b in mapping.items())
