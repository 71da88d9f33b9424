"""``riftcheck lint [--fix]``: the case files' layout, so every case reads the same way.

Rules (each problem as ``file:line: message``; ``--fix`` rewrites the file, round-trip, keeping comments,
block scalars and quoting — ruamel.yaml):

- top-level keys in the order of docs/case-format.md section 1 (id, title, ruling, status, superseded_by,
  status_note, contradicts, mechanics, tags, setup, script, expect), and ``ruling``'s keys as well
  (inventory, source, question, answer, rules, principle, note);
- every script step on one line, in flow style (``- {player: A, play: hb, targets: [victim]}``); a
  checkpoint (``expect``) may be written in block style;
- ``mechanics`` and ``ruling.rules`` in flow style;
- no tabs, no trailing spaces, one newline at the end.

Only files that parse as YAML are linted; ``riftcheck validate`` checks everything else.

A file's problems depend on its text alone: they are kept in the cache (``.riftcheck-cache/lint/``,
harness/cache.py ResultCache) keyed by the text, this module's source and ruamel.yaml's version, so an
unchanged file is not parsed again; ``--fix`` parses any file with problems. A file not in the cache is
first read from libyaml's event stream (``_clean``, ~0.2 ms a file): when that shows none of the problems
below, ruamel.yaml (~6 ms a file) is not needed; anything it cannot tell for sure (a parse error, anchors,
tags, duplicate keys, more than one document...) and every file with a problem goes to ruamel.yaml, which
words the problems (tests/test_lint.py holds the two readers to the same answer).
"""
from __future__ import annotations

import io
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import ruamel.yaml
import yaml as pyyaml
from ruamel.yaml import YAML
from ruamel.yaml.comments import CommentedMap, CommentedSeq

from harness import cache, limits
from harness.yamlsrc import FAST_LOADER, read_yaml
from harness.atomic import write_atomic

TOP_ORDER = ("id", "title", "ruling", "status", "superseded_by", "status_note", "contradicts", "mechanics", "tags",
             "setup", "script", "expect")
RULING_ORDER = ("inventory", "source", "question", "answer", "rules", "principle", "note")


@dataclass
class LintProblem:
    file: str
    line: int
    message: str

    def __str__(self) -> str:
        return f"{self.file}:{self.line}: {self.message}"


def _yaml() -> YAML:
    yaml = YAML()
    yaml.preserve_quotes = True
    yaml.indent(mapping=2, sequence=4, offset=2)
    yaml.width = 4096
    yaml.brace_single_entry_mapping_in_flow_sequence = True
    yaml.representer.add_representer(type(None), lambda r, d: r.represent_scalar("tag:yaml.org,2002:null", "null"))
    return yaml


def _line(node: Any, key: Any = None) -> int:
    try:
        if key is not None and hasattr(node, "lc"):
            return node.lc.key(key)[0] + 1
        return node.lc.line + 1
    except Exception:
        return 1


def _is_flow(node: Any) -> bool:
    return len(node) == 0 or bool(getattr(node, "fa", None) and node.fa.flow_style())


def _order_problem(node: CommentedMap, order: tuple[str, ...]) -> str:
    keys = [k for k in node if k in order]
    wanted = sorted(keys, key=order.index)
    return "" if keys == wanted else "keys out of order: " + ", ".join(wanted)


def _text_problems(file: str, text: str) -> list[LintProblem]:
    """Tabs, trailing whitespace, not exactly one newline at the end."""
    out: list[LintProblem] = []
    for number, line in enumerate(text.splitlines(), 1):
        if "\t" in line:
            out.append(LintProblem(file, number, "tab character (indent with spaces)"))
        if line != line.rstrip():
            out.append(LintProblem(file, number, "trailing whitespace"))
    if text and (not text.endswith("\n") or text.endswith("\n\n")):
        out.append(LintProblem(file, max(1, text.count("\n")), "the file ends with exactly one newline"))
    return out


def problems(data: Any, file: str, text: str) -> list[LintProblem]:
    out = _text_problems(file, text)
    if not isinstance(data, CommentedMap):
        return out
    if message := _order_problem(data, TOP_ORDER):
        out.append(LintProblem(file, 1, message))
    ruling = data.get("ruling")
    if isinstance(ruling, CommentedMap):
        if message := _order_problem(ruling, RULING_ORDER):
            out.append(LintProblem(file, _line(data, "ruling"), "ruling " + message))
        if isinstance(ruling.get("rules"), CommentedSeq) and not _is_flow(ruling["rules"]):
            out.append(LintProblem(file, _line(ruling, "rules"), "write ruling.rules in flow style: [\"359.3.e.5\"]"))
    if isinstance(data.get("mechanics"), CommentedSeq) and not _is_flow(data["mechanics"]):
        out.append(LintProblem(file, _line(data, "mechanics"), "write mechanics in flow style: [a, b]"))
    script = data.get("script")
    if isinstance(script, CommentedSeq):
        for index, step in enumerate(script):
            if isinstance(step, CommentedMap) and "expect" not in step and not _flow_all(step):
                out.append(LintProblem(file, _step_line(script, index), f"script[{index}]: write a step on one "
                                                                        "line, in flow style: {player: A, ...}"))
    return out


def _step_line(script: CommentedSeq, index: int) -> int:
    try:
        return script.lc.item(index)[0] + 1
    except Exception:
        return _line(script)


def _flow_all(node: Any) -> bool:
    if isinstance(node, (CommentedMap, CommentedSeq)):
        if not _is_flow(node):
            return False
        children = node.values() if isinstance(node, CommentedMap) else node
        return all(_flow_all(child) for child in children)
    return True


def _set_flow(node: Any) -> None:
    if isinstance(node, (CommentedMap, CommentedSeq)):
        node.fa.set_flow_style()
        for child in (node.values() if isinstance(node, CommentedMap) else node):
            _set_flow(child)


def _reorder(node: CommentedMap, order: tuple[str, ...]) -> None:
    for key in sorted((k for k in list(node) if k in order), key=order.index):
        node.move_to_end(key)
    for key in [k for k in list(node) if k not in order]:  # unknown keys (validate reports them) stay last
        node.move_to_end(key)


def fix(data: CommentedMap) -> None:
    _reorder(data, TOP_ORDER)
    if isinstance(data.get("ruling"), CommentedMap):
        _reorder(data["ruling"], RULING_ORDER)
        if isinstance(data["ruling"].get("rules"), CommentedSeq):
            data["ruling"]["rules"].fa.set_flow_style()
    if isinstance(data.get("mechanics"), CommentedSeq):
        data["mechanics"].fa.set_flow_style()
    for step in data.get("script") or []:
        if isinstance(step, CommentedMap) and "expect" not in step:
            _set_flow(step)


def lint_file(path: Path, file: str, apply: bool) -> tuple[list[LintProblem], bool]:
    """(problems found, whether the file was rewritten). A file the harness will not read (not UTF-8, not a
    regular file, too large: harness/limits.py) is one problem naming it, never opened when not regular."""
    try:
        text = limits.read_text(path)
    except limits.InputError as exc:
        return [LintProblem(file, exc.line or 1, str(exc))], False
    digest = cache.code_digest(Path(__file__), extra=f"ruamel.yaml {ruamel.yaml.__version__}")
    store = cache.result_cache("lint", digest)
    known = store.get(text) if store is not None else None
    if known is not None and (not apply or not known):  # nothing to rewrite: the problems are all there is
        return [LintProblem(file, line, message) for line, message in known], False
    found, rewritten = _lint_text(path, text, file, apply)
    if store is not None and not rewritten:
        store.put(text, [[problem.line, problem.message] for problem in found])
    return found, rewritten


def _beyond_limits(text: str) -> LintProblem | None:
    """A document nested deeper, or aliased more, than the harness reads (harness/limits.py) is not given
    to ruamel.yaml, whose scanner is quadratic in the nesting of flow collections: checked with the
    harness's own reader, only for a text with enough brackets or anchors to come near a limit."""
    if text.count("[") + text.count("{") <= limits.MAX_DEPTH and "&" not in text:
        return None
    _, _, found = read_yaml(text)
    limit = next((p for p in found if p.message.startswith("too ")), None)
    return LintProblem("", limit.line or 1, f"{limit.message} (see riftcheck validate)") if limit else None


class _Unsure(Exception):
    """The quick reader (`_clean`) leaves this text to ruamel.yaml."""


def _clean(text: str) -> bool | None:
    """Whether ``problems`` would find nothing in this text, read from libyaml's event stream (C: about
    thirty times quicker than ruamel.yaml's round-trip load) instead of ruamel.yaml; None when it cannot
    tell for sure (no libyaml, a parse error, a directive or explicit document marker, more than one
    document, an anchor, alias, tag or non-scalar key, a duplicate key): then ruamel.yaml decides, and
    words the problems. tests/test_lint.py holds it to ruamel.yaml on a coverage-selected corpus."""
    if FAST_LOADER is None:
        return None
    if _text_problems("", text):
        return False
    try:
        events = iter(pyyaml.parse(text, Loader=FAST_LOADER))
        first = [next(events), next(events)]
        if not isinstance(first[0], pyyaml.StreamStartEvent):
            return None
        if isinstance(first[1], pyyaml.StreamEndEvent):
            return True  # an empty document: nothing but the text rules
        start = first[1]
        if start.explicit or start.version or start.tags:
            return None
        root = _node(events, next(events))
        end = next(events)
        if not isinstance(end, pyyaml.DocumentEndEvent) or end.explicit \
                or not isinstance(next(events), pyyaml.StreamEndEvent):
            return None
    except (_Unsure, pyyaml.YAMLError, StopIteration, RecursionError):
        return None
    return _structure_clean(root)


def _node(events: Any, event: Any) -> Any:
    """The node an event starts: ("map", flow, [(key, node)]), ("seq", flow, [nodes]) or ("scalar", value)."""
    if getattr(event, "anchor", None) or isinstance(event, pyyaml.AliasEvent):
        raise _Unsure
    if isinstance(event, pyyaml.ScalarEvent):
        if event.tag is not None and not event.implicit[0] and not event.implicit[1]:
            raise _Unsure
        return ("scalar", event.value)
    if isinstance(event, (pyyaml.MappingStartEvent, pyyaml.SequenceStartEvent)):
        if event.tag is not None and not event.implicit:
            raise _Unsure
        mapping = isinstance(event, pyyaml.MappingStartEvent)
        items: list[Any] = []
        seen: set[str] = set()
        while True:
            child = next(events)
            if isinstance(child, (pyyaml.MappingEndEvent, pyyaml.SequenceEndEvent)):
                return ("map" if mapping else "seq", bool(event.flow_style), items)
            if mapping:
                key = _node(events, child)  # (a tagged or anchored key is _Unsure there)
                if key[0] != "scalar" or key[1] in seen:
                    raise _Unsure  # a non-scalar or repeated key
                seen.add(key[1])
                items.append((key[1], _node(events, next(events))))
            else:
                items.append(_node(events, child))
    raise _Unsure


def _structure_clean(root: Any) -> bool:
    """The structural rules of `problems` on the quick reader's nodes."""
    if root[0] != "map":
        return True
    top = dict(root[2])

    def ordered(items: list[Any], order: tuple[str, ...]) -> bool:
        keys = [k for k, _ in items if k in order]
        return keys == sorted(keys, key=order.index)

    def flow(node: Any) -> bool:  # ruamel: an empty collection counts as flow
        return node[0] == "scalar" or not node[2] or node[1]

    def all_flow(node: Any) -> bool:
        if node[0] == "scalar":
            return True
        return flow(node) and all(all_flow(child[1] if node[0] == "map" else child) for child in node[2])

    if not ordered(root[2], TOP_ORDER):
        return False
    ruling = top.get("ruling")
    if ruling is not None and ruling[0] == "map":
        if not ordered(ruling[2], RULING_ORDER):
            return False
        rules = dict(ruling[2]).get("rules")
        if rules is not None and rules[0] == "seq" and not flow(rules):
            return False
    mechanics = top.get("mechanics")
    if mechanics is not None and mechanics[0] == "seq" and not flow(mechanics):
        return False
    script = top.get("script")
    if script is not None and script[0] == "seq":
        for step in script[2]:
            if step[0] == "map" and "expect" not in dict(step[2]) and not all_flow(step):
                return False
    return True


def _lint_text(path: Path, text: str, file: str, apply: bool) -> tuple[list[LintProblem], bool]:
    beyond = _beyond_limits(text)
    if beyond is not None:
        return [LintProblem(file, beyond.line, beyond.message)], False
    if _clean(text):  # nothing to report or rewrite (the usual case): ruamel.yaml is not needed
        return [], False
    yaml = _yaml()
    try:
        data = yaml.load(text)
    except Exception as exc:  # validate reports the syntax error with its line
        line = getattr(getattr(exc, "problem_mark", None), "line", 0) + 1
        return [LintProblem(file, line, "invalid YAML (see riftcheck validate)")], False
    found = problems(data, file, text)
    if not apply or not found or not isinstance(data, CommentedMap):
        return found, False
    fix(data)
    out = io.StringIO()
    yaml.dump(data, out)
    fixed = re.sub(r"[ \t]+$", "", out.getvalue().expandtabs(2), flags=re.M).rstrip("\n") + "\n"
    if fixed != text:
        write_atomic(path, fixed)  # whole or not at all
        return problems(_yaml().load(fixed), file, fixed), True
    return found, False
