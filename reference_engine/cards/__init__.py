"""Card behaviours: one module per card, in a package per set (see README.md in this folder).

A card's module is ``reference_engine/cards/<set>/<name>.py``: ``<set>`` is its id's prefix (``ogn``,
``ven``, ``sfd``, ``unl``, ``ogs``; ``tokens`` for ``token-...`` ids) and ``<name>`` its printed name in
snake case (``ogn-213-298`` Hidden Blade is ``cards/ogn/hidden_blade.py``). Each module registers its
one :class:`~reference_engine.behaviour.Card` with ``@card``. Importing this package imports every set
package and every module in it, so a new card is one new file. The rules never import this package:
they look behaviour up in :mod:`reference_engine.behaviour`'s registry, which
:mod:`reference_engine.adapter` fills by importing this package once.
"""
from __future__ import annotations

import importlib
import pkgutil
from types import ModuleType


def load_all() -> list[ModuleType]:
    """Import every card module of every set package under this one; return them."""
    modules: list[ModuleType] = []
    for pkg in pkgutil.iter_modules(__path__):
        if not pkg.ispkg:
            continue  # common.py and other helper modules are imported by the cards that use them
        package = importlib.import_module(f"{__name__}.{pkg.name}")
        for info in pkgutil.iter_modules(package.__path__):
            modules.append(importlib.import_module(f"{package.__name__}.{info.name}"))
    return modules


MODULES = load_all()
