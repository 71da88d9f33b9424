"""One notation for values in messages: YAML flow style, as case files write them.

``flow({"player": "A", "move": ["scout"], "pay": {"accelerate": True}})`` is
``{player: A, move: [scout], pay: {accelerate: true}}``. A string is written plain when YAML would
read it back as the same string, else double-quoted (JSON quoting, which YAML reads too); ``None`` is
``null``, booleans ``true``/``false``. Anything else (a tuple, an object) is written as a list, or by
its ``repr``.
"""
from __future__ import annotations

import json
import re
from typing import Any

import yaml

_PLAIN = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.+/'-]*( [A-Za-z0-9_.+/'-]+)*")
_RESOLVER = yaml.resolver.Resolver()


def scalar(text: str) -> str:
    """A string in flow notation: plain if that reads back as the same string, else quoted."""
    if _PLAIN.fullmatch(text) and _RESOLVER.resolve(yaml.ScalarNode, text, (True, False)) == \
            "tag:yaml.org,2002:str":
        return text
    return json.dumps(text, ensure_ascii=False)


def flow(value: Any) -> str:
    """``value`` in YAML flow notation (see the module docstring)."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, str):
        return scalar(value)
    if isinstance(value, dict):
        return "{" + ", ".join(f"{flow(k)}: {flow(v)}" for k, v in value.items()) + "}"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(flow(v) for v in value) + "]"
    return repr(value)
