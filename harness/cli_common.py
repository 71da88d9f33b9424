"""What the ``riftcheck`` commands share: usage errors, ``-k`` expressions, loading the cases to work on."""
from __future__ import annotations

import re
from collections import defaultdict
from pathlib import Path
from typing import Any, Sequence

from harness import paths
from harness.loader import Case, Context, LoadError, load_cases
from harness.runner import Result, as_plain


class UsageError(Exception):
    pass


def keyword_matcher(expr: str):
    """-k: words are substrings of the case id; combine with and / or / not / parentheses."""
    tokens = re.findall(r"\(|\)|[^\s()]+", expr)
    if not tokens:
        raise UsageError("-k: empty expression")

    def test(name: str) -> bool:
        code = " ".join(t if t in ("(", ")", "and", "or", "not") else str(t in name) for t in tokens)
        try:
            return bool(eval(code, {"__builtins__": {}}, {}))  # only True/False/and/or/not/() reach eval
        except SyntaxError:
            raise UsageError(f"-k: cannot parse {expr!r}") from None
    test("")  # report a malformed expression before running anything
    return test


def load_targets(targets: Sequence[str]) -> tuple[list[Case], list[LoadError]]:
    return load_cases([Path(t) for t in targets] if targets else [paths.cases_dir()], Context())


def invalid_results(errors: list[LoadError]) -> list[Result]:
    by_file: dict[str, list[LoadError]] = defaultdict(list)
    for error in errors:
        by_file[error.file].append(error)
    return [Result.invalid(file, errs) for file, errs in by_file.items()]


def engine_info_of(factory: Any) -> dict[str, Any] | None:
    try:
        shaken = getattr(factory, "hello", None)  # an engine process's handshake: no new case asked for
        hello = as_plain(shaken if isinstance(shaken, dict) else factory().hello())
    except Exception:
        return None
    return {k: hello.get(k) for k in ("name", "version", "rules_version", "protocol")}
