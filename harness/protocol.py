"""The engine protocol's messages and their schemas (docs/protocol.md, schema/protocol/).

One JSON Schema per message: ``<cmd>-request`` (harness to engine), ``<cmd>-reply`` (engine to
harness) and ``error-reply``. :func:`problems` checks a message against its schema and returns
readable ``$.path: message`` lines (empty when the message is valid).

jsonschema, referencing and the schema files are imported and read on first use only: an engine that
serves the protocol (reference_engine.serve) needs PROTOCOL_VERSION alone, and each engine process
would otherwise pay ~50 ms at start for a validator it never builds.
"""
from __future__ import annotations

import json
from functools import cache
from typing import TYPE_CHECKING, Any, Callable

if TYPE_CHECKING:
    import jsonschema

PROTOCOL_VERSION = "1.3"  # 1.1: hello.keywords; 1.2: requests carry `seq`, replies echo it; 1.3: hello.modes (docs/protocol.md)
COMMANDS = ("hello", "load", "act", "decide", "observe", "events", "close")
OBSERVATION = "observation"  # the key of schema/observation.schema.json among the validators


class ProtocolError(Exception):
    """A message that is not JSON or breaks its schema; the text names the message."""


def major(version: str) -> str:
    return str(version).split(".")[0]


def has_seq(version: str) -> bool:
    """Whether an engine of this protocol version reads ``seq`` in requests (1.2 and later 1.x)."""
    parts = str(version).split(".")
    try:
        return parts[0] == "1" and len(parts) > 1 and int(parts[1]) >= 2
    except ValueError:
        return False


def schema_file(name: str) -> str:
    """Where a message's schema is, as shown in messages."""
    return "schema/observation.schema.json" if name == OBSERVATION else f"schema/protocol/{name}.schema.json"


def describe(name: str) -> str:
    """A message as named in protocol errors: ``act-reply`` is "the reply to `act`"."""
    cmd, _, kind = name.rpartition("-")
    if name == OBSERVATION or cmd == "error":
        return f"the {name.replace('-', ' ')}"
    return f"the reply to `{cmd}`" if kind == "reply" else f"the harness's `{cmd}` request"


@cache
def schemas() -> dict[str, dict[str, Any]]:
    """Every protocol message's schema by name (``act-reply``, ...), the observation's, and ``case``
    (which the act request refers to)."""
    from harness import paths  # noqa: PLC0415 - on first use (see the module docstring)
    files = [*sorted(paths.project_path("schema", "protocol").glob("*.schema.json")),
             paths.schema_path("case.schema.json"), paths.schema_path("observation.schema.json")]
    named = {}
    for file in files:
        name = OBSERVATION if file.name == "observation.schema.json" else file.name.removesuffix(".schema.json")
        named[name] = json.loads(file.read_text(encoding="utf-8"))
    return named


@cache
def validators() -> dict[str, jsonschema.protocols.Validator]:
    """A validator per message name (``act-reply``, ...) and one for the observation."""
    import jsonschema  # noqa: PLC0415 - on first use (see the module docstring)
    from referencing import Registry, Resource  # noqa: PLC0415
    named = schemas()
    registry = Registry().with_resources((s["$id"], Resource.from_contents(s)) for s in named.values())
    return {name: jsonschema.Draft202012Validator(schema, registry=registry)
            for name, schema in named.items() if name != "case"}


@cache
def quick_checks() -> dict[str, Callable[[Any], bool]]:
    """harness.fastschema's quick yes for each schema of :func:`validators`."""
    from harness import fastschema  # noqa: PLC0415 - on first use (see the module docstring)
    named = schemas()
    resources = {s["$id"]: s for s in named.values()}
    return {name: fastschema.quick_check(schema, resources) for name, schema in named.items() if name != "case"}


def _seq_ok(m: dict) -> bool:
    seq = m.get("seq", 1)
    return type(seq) is int and seq >= 1


def _plain_answer(m: Any) -> bool:
    return (type(m) is dict and type(m.get("accepted")) is bool and m.get("decision") is None
            and type(m.get("reason", "")) is str and m.keys() <= {"accepted", "reason", "decision", "seq"}
            and _seq_ok(m))


# Sufficient conditions for the commonest replies, much cheaper than the schema: True only for messages
# the schema accepts (tests/test_protocol.py checks this); anything else goes through the schema.
SURELY_VALID = {
    "load-reply": lambda m: type(m) is dict and m.get("ok") is True and m.keys() <= {"ok", "seq"} and _seq_ok(m),
    "act-reply": _plain_answer,
    "decide-reply": _plain_answer,
    "observe-reply": lambda m: type(m) is dict and m.keys() - {"seq"} == {"observation"}
    and type(m["observation"]) is dict and _seq_ok(m),
    "events-reply": lambda m: type(m) is dict and m.keys() - {"seq"} == {"events"} and type(m["events"]) is list
    and all(type(e) is dict and type(e.get("type")) is str for e in m["events"]) and _seq_ok(m),
}


def problems(name: str, message: Any) -> list[str]:
    """Why ``message`` breaks the schema ``name`` (``act-reply``, ``observation``, ...); [] if it does not."""
    surely = SURELY_VALID.get(name)
    if surely is not None and surely(message):
        return []
    if quick_checks()[name](message):
        return []
    validator = validators()[name]
    if validator.is_valid(message):
        return []
    errors = sorted(validator.iter_errors(message), key=lambda e: list(map(str, e.absolute_path)))
    return [f"{e.json_path}: {_short(e)}" for e in errors]


def _short(error: jsonschema.ValidationError) -> str:
    """The error's message, with a long offending value cut down."""
    text = error.message
    return text if len(text) <= 200 else text[:197] + "..."


def excerpt(text: str | bytes, limit: int = 120) -> str:
    """A line as quoted in a protocol error."""
    if isinstance(text, bytes):
        text = text.decode("utf-8", "replace")
    text = text.rstrip("\n")
    return repr(text if len(text) <= limit else text[:limit] + "...")
