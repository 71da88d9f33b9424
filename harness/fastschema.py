"""A quick yes from a compiled JSON Schema validator, before the reference one is asked for messages.

``jsonschema`` (the reference: its errors become the ``file:line: $.path: message`` lines) takes
about 2 ms to validate a case; jsonschema-rs (a validator written in Rust, same Draft 2020-12) takes
about 20 µs. :func:`quick_check` returns a function that answers True only when jsonschema-rs accepts
the document; a document it rejects, or cannot take (a set, a date, a non-string key), goes to the
reference validator, which finds the messages. So jsonschema-rs only ever skips the work for valid
documents. The harness uses it for case files (harness/loader.py), protocol messages and observations
(harness/protocol.py) and events (harness/events.py). tests/test_fastschema.py checks that the two
agree on a coverage-selected corpus of the case files and fixtures (every fixture, and for every shape
and discriminating value any case file has, a file that has it: tests/coverage_corpus.py) and generated
variations of them, and on every message and event of a run of the suite. Without jsonschema-rs, every document goes to the reference validator.
"""
from __future__ import annotations

from typing import Any, Callable

try:
    import jsonschema_rs
except ImportError:  # not installed (or no wheel for this platform): the reference validator alone
    jsonschema_rs = None


def never(data: Any) -> bool:
    return False


def _no_retrieval(uri: str) -> Any:
    raise LookupError(f"{uri} is not one of the project's schemas (nothing is fetched)")


def quick_check(schema: dict[str, Any], resources: dict[str, Any] | None = None) -> Callable[[Any], bool]:
    """A function: True only when the document is valid against ``schema`` (a Draft 2020-12 schema;
    ``resources``: the schemas it refers to, by ``$id``). Formats are not asserted, as jsonschema does
    not assert them without a format checker; nothing is ever fetched."""
    if jsonschema_rs is None:
        return never
    try:
        registry = jsonschema_rs.Registry(list(resources.items())) if resources else None
        validator = jsonschema_rs.Draft202012Validator(schema, registry=registry, validate_formats=False,
                                                       retriever=_no_retrieval)
    except Exception:  # noqa: BLE001 - a schema it cannot compile: the reference validator will say
        return never

    def check(data: Any) -> bool:
        try:
            return bool(validator.is_valid(data))
        except Exception:  # noqa: BLE001 - a Python value JSON has no type for
            return False
    return check
