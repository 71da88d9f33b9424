"""Card behaviours, one class per card (temporary: grouped by theme until the per-card split)."""
from . import champions, copies, delayed, gear_and_battlefields, more, recursion, spells, units  # noqa: F401
