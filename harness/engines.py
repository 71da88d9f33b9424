"""Resolve the ``--engine`` / ``--engine-cmd`` options to an engine factory.

``reference`` means ``reference_engine.adapter:ReferenceEngine``; anything else is ``MODULE:CLASS``.
The harness calls the class once per case, so every case gets a fresh engine. ``--engine-cmd`` is an
engine in any language (:class:`harness.subprocess_engine.EngineCommand`, docs/protocol.md). With
``validate`` (``--validate-protocol``), an in-process engine's observations and events are checked
against their schemas (:mod:`harness.checked`).
"""
from __future__ import annotations

import importlib
from typing import Callable

from harness.adapter import Engine
from harness.limits import check_timeout
from harness.checked import checked
from harness.subprocess_engine import DEFAULT_TIMEOUT, EngineCommand, HandshakeError

ALIASES = {"reference": "reference_engine.adapter:ReferenceEngine"}


class EngineNotFound(RuntimeError):
    """The --engine value cannot be turned into an engine class (one-line message)."""


ENGINE_METHODS = ("hello", "load", "act", "pending_decision", "decide", "observe", "events")


def resolve_engine(spec: str) -> Callable[[], Engine]:
    target = ALIASES.get(spec, spec)
    module_name, sep, class_name = target.partition(":")
    if not sep or not module_name or not class_name:
        raise EngineNotFound(f"engine {spec!r}: expected `reference` or MODULE:CLASS (e.g. mypkg.adapter:MyEngine)")
    try:
        module = importlib.import_module(module_name)
    except ImportError as exc:
        extra = " (the reference engine is not installed or not written yet)" if spec == "reference" else ""
        raise EngineNotFound(f"engine {spec!r}: cannot import module {module_name!r}: {exc}{extra}") from None
    except Exception as exc:  # an engine module that crashes on import
        raise EngineNotFound(f"engine {spec!r}: importing {module_name!r} raised "
                             f"{type(exc).__name__}: {exc}") from None
    factory = getattr(module, class_name, None)
    if factory is None:
        raise EngineNotFound(f"engine {spec!r}: module {module_name!r} has no attribute {class_name!r}")
    if not callable(factory):
        raise EngineNotFound(f"engine {spec!r}: {target} is not a class or factory")
    if isinstance(factory, type):  # a class: it must have the interface (a factory function is called per case)
        missing = [m for m in ENGINE_METHODS if not callable(getattr(factory, m, None))]
        if missing:
            raise EngineNotFound(f"engine {spec!r}: {target} is not an engine: it has no "
                                 f"{', '.join(m + '()' for m in missing)} (the interface of harness.adapter.Engine)")
    return factory


def engine_factory(spec: str = "reference", command: str | None = None, timeout: float = DEFAULT_TIMEOUT,
                   validate: bool = False) -> Callable[[], Engine]:
    """The factory for ``--engine SPEC`` or, when given, ``--engine-cmd COMMAND`` (started now: a
    refusal at the handshake raises EngineNotFound). Pass the factory to :func:`close_engine` at the end."""
    problem = check_timeout(timeout)
    if problem:
        raise EngineNotFound(problem)
    if command is None:
        return checked(resolve_engine(spec)) if validate else resolve_engine(spec)
    try:
        factory = EngineCommand(command, timeout, validate)
        factory.start()
    except HandshakeError as exc:
        raise EngineNotFound(str(exc)) from None
    return factory


def close_engine(factory: object) -> None:
    """Stop an --engine-cmd engine process (nothing to do for in-process engines)."""
    if isinstance(factory, EngineCommand):
        factory.close()
