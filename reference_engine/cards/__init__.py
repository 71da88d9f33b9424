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
import re
from types import ModuleType

from reference_engine.behaviour import catalogue


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


def set_package(card_id: str) -> str:
    """The set package a card's module lives in: its id's prefix, ``tokens`` for ``token-`` ids."""
    prefix = card_id.split("-", 1)[0]
    return "tokens" if prefix == "token" else prefix


def module_stem(printed_name: str) -> str:
    """A printed name in snake case: "Kai'Sa, Survivor" -> ``kaisa_survivor``."""
    stem = re.sub(r"[^a-z0-9]+", "_", printed_name.lower().replace("'", "").replace("\u2019", "")).strip("_")
    return f"card_{stem}" if stem[:1].isdigit() else stem


def module_for(card_id: str) -> str:
    """The dotted module a card's behaviour belongs in, from its id and its printed name in the catalogue
    (``ogn-213-298`` -> ``reference_engine.cards.ogn.hidden_blade``). Two printings with one name in one
    set (none yet) are told apart by their collector number: ``<name>_<number>``."""
    data = catalogue()[card_id]
    pkg = set_package(card_id)
    stem = module_stem(data["name"])
    twins = [i for i, c in catalogue().items() if set_package(i) == pkg and module_stem(c["name"]) == stem]
    if len(twins) > 1:
        stem = f"{stem}_{card_id.split('-')[1]}"
    return f"{__name__}.{pkg}.{stem}"


MODULES = load_all()
from reference_engine.cards import vanilla  # noqa: E402,F401  (vanilla test objects: installs their behaviour)
