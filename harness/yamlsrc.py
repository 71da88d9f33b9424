"""Read YAML safely while keeping the line of every value.

``read_yaml`` composes the node tree (SafeLoader's composer; libyaml's C parser feeds it where PyYAML
has it, the pure-Python parser otherwise), constructs the Python data from it and returns a
map from each JSON path (a tuple of keys and indexes) to its 1-based line: the line of the key for a
mapping entry, the line of the item for a list entry. Duplicate mapping keys, which a plain
``safe_load`` silently collapses, are reported.

Hostile input is refused with a problem, never an exception (``harness.limits``): nesting deeper than
``MAX_DEPTH``, more than ``MAX_ALIASES`` aliases, a document of more than ``MAX_NODES`` values once
its aliases are expanded (an "alias bomb"), a recursive alias, an integer of more than
``MAX_INT_DIGITS`` digits. Sizes are counted on the node graph as it is composed, and the line map
walks each node once: an alias is never expanded.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import yaml
from yaml.constructor import SafeConstructor
from yaml.resolver import Resolver

try:
    from yaml.cyaml import CParser
except ImportError:  # PyYAML without libyaml: the pure-Python parser only
    CParser = None  # type: ignore[assignment,misc]

from harness.limits import MAX_ALIASES, MAX_DEPTH, MAX_INT_DIGITS, MAX_NODES

Keys = tuple[Any, ...]


@dataclass
class YamlProblem:
    line: int | None
    keys: Keys
    message: str


def json_path(keys: Keys) -> str:
    """Render ('script', 2, 'play') as ``$.script[2].play``."""
    out = "$"
    for key in keys:
        out += f"[{key}]" if isinstance(key, int) else f".{key}"
    return out


class LimitExceeded(yaml.MarkedYAMLError):
    """A limit of harness.limits was passed while composing (reported like a syntax error)."""

    def __init__(self, mark: yaml.Mark, problem: str):
        super().__init__(problem=problem, problem_mark=mark)


class _Limited:
    """The composer within the limits of harness.limits (see the module docstring): a mixin in front of
    PyYAML's Composer, whichever parser feeds it events."""

    def _start_limits(self) -> None:
        self.depth = 0
        self.aliases = 0
        self.stats: dict[int, tuple[int, int]] = {}  # id(node) -> (values, depth), aliases expanded

    def compose_node(self, parent: Any, index: Any) -> yaml.Node:
        if self.check_event(yaml.AliasEvent):
            mark = self.peek_event().start_mark
            self.aliases += 1
            if self.aliases > MAX_ALIASES:
                raise LimitExceeded(mark, f"too many YAML aliases: more than {MAX_ALIASES} (*name); "
                                          f"write the values out")
            node = super().compose_node(parent, index)
            if id(node) not in self.stats:
                raise LimitExceeded(mark, "a recursive YAML alias (a value that contains itself)")
            return node
        self.depth += 1
        try:
            if self.depth > MAX_DEPTH:
                raise LimitExceeded(self.peek_event().start_mark,
                                    f"too deep: nested more than {MAX_DEPTH} levels")
            node = super().compose_node(parent, index)
        finally:
            self.depth -= 1
        stats = self.stats
        kind = type(node)
        if kind is yaml.ScalarNode:  # most values: no children
            stats[id(node)] = (1, 1)
            return node
        size, depth = 1, 1
        if kind is yaml.MappingNode:
            for key, value in node.value:
                key_size, key_depth = stats[id(key)]
                value_size, value_depth = stats[id(value)]
                size += key_size + value_size
                depth = max(depth, key_depth + 1, value_depth + 1)
        else:
            for child in node.value:
                child_size, child_depth = stats[id(child)]
                size += child_size
                if child_depth >= depth:
                    depth = child_depth + 1
        if size > MAX_NODES:
            raise LimitExceeded(node.start_mark, f"too large: more than {MAX_NODES} values once YAML "
                                                 f"aliases are expanded")
        if depth > MAX_DEPTH:
            raise LimitExceeded(node.start_mark, f"too deep: nested more than {MAX_DEPTH} levels once YAML "
                                                 f"aliases are expanded")
        stats[id(node)] = (size, depth)
        return node

    def construct_limited_int(self, node: yaml.ScalarNode) -> int:
        digits = sum(ch.isdigit() for ch in node.value)
        if digits > MAX_INT_DIGITS:
            raise LimitExceeded(node.start_mark, f"integer too large: {digits} digits; integers are "
                                                 f"limited to {MAX_INT_DIGITS} digits")
        return SafeConstructor.construct_yaml_int(self, node)


class LimitedLoader(_Limited, yaml.SafeLoader):
    """PyYAML's pure-Python SafeLoader within the limits: the reference for every message."""

    def __init__(self, stream: str):
        super().__init__(stream)
        self._start_limits()


LimitedLoader.add_constructor("tag:yaml.org,2002:int", LimitedLoader.construct_limited_int)

if CParser is not None:
    class FastLoader(CParser, SafeConstructor, Resolver):  # type: ignore[misc]
        """libyaml's parser (C) with LimitedLoader's constructors and resolver. Only its events are used,
        by :func:`_load_plain`: libyaml's own composer recurses in C without a depth limit (a deeply
        nested file would crash the process)."""

        def __init__(self, stream: str):
            CParser.__init__(self, stream)
            SafeConstructor.__init__(self)
            Resolver.__init__(self)

        construct_limited_int = _Limited.construct_limited_int

    FastLoader.add_constructor("tag:yaml.org,2002:int", FastLoader.construct_limited_int)
    FAST_LOADER: type | None = FastLoader
else:  # PyYAML built without libyaml
    FAST_LOADER = None


def read_yaml(text: str, fast: bool = True) -> tuple[Any, dict[Keys, int], list[YamlProblem]]:
    """Parse one YAML document. Returns (data, lines, problems); data is None on a syntax error or a
    passed limit. With libyaml (``FAST_LOADER``), a plain document (:func:`_load_plain`) is parsed in
    C; any other (one with a problem, above all) is read by the pure-Python loader, whose messages and
    lines are the reference (libyaml words its syntax errors differently)."""
    return read_document(text, fast)[:3]


def read_document(text: str, fast: bool = True) -> tuple[Any, dict[Keys, int], list[YamlProblem], bool]:
    """:func:`read_yaml`, and whether the document was plain: then its data holds only dicts with
    scalar keys, lists, strings, numbers, booleans, None, dates and bytes (never a tuple or a set)."""
    if fast and FAST_LOADER is not None:
        loader = FAST_LOADER(text)
        try:
            data, lines = _load_plain(loader)
            return data, lines, [], True
        except Exception:  # noqa: BLE001 - not plain, or a problem: the reference loader says which
            pass
        finally:
            loader.dispose()
    return (*_read(text, LimitedLoader), False)


class _Unplain(Exception):
    """The document is not a plain one for :func:`_load_plain`."""


STR_TAG, SEQ_TAG, MAP_TAG = "tag:yaml.org,2002:str", "tag:yaml.org,2002:seq", "tag:yaml.org,2002:map"
SCALAR_TAGS = frozenset(f"tag:yaml.org,2002:{name}" for name in ("null", "bool", "int", "float", "binary", "timestamp"))


def _load_plain(loader: Any) -> tuple[Any, dict[Keys, int]]:
    """The data and line map of a *plain* document, built from the loader's events in one loop:
    exactly what PyYAML's Composer and SafeConstructor and :func:`_walk` give it. Plain: one document,
    a mapping or list at the top, no anchors or aliases, only scalar mapping keys and no duplicates,
    only the tags str, seq, map and the scalar tags of SCALAR_TAGS (implicit or explicit), within MAX_DEPTH and
    MAX_NODES, no path resolvers. Anything else raises _Unplain, and the caller reads the document the
    general way (which finds its problems). Every case file is plain."""
    get, resolve, constructors = loader.get_event, loader.resolve, loader.yaml_constructors
    if loader.yaml_path_resolvers or type(get()) is not yaml.StreamStartEvent \
            or type(get()) is not yaml.DocumentStartEvent:
        raise _Unplain()
    lines: dict[Keys, int] = {}
    # open collections: [container, keys, seen raw keys (a mapping's; None for a list), key, raw key]
    stack: list[list[Any]] = []
    count = 0
    root: Any = None
    while True:
        event = get()
        kind = type(event)
        if kind is yaml.SequenceEndEvent or kind is yaml.MappingEndEvent:
            stack.pop()
            if not stack:
                break
            continue
        if event.anchor is not None if kind is yaml.ScalarEvent or kind is yaml.SequenceStartEvent \
                or kind is yaml.MappingStartEvent else True:
            raise _Unplain()  # an alias, an anchor, or not a node at all
        count += 1
        if count > MAX_NODES or len(stack) >= MAX_DEPTH:
            raise _Unplain()
        tag = event.tag
        if kind is yaml.ScalarEvent:
            if tag is None or tag == "!":
                tag = resolve(yaml.ScalarNode, event.value, event.implicit)
            if tag == STR_TAG:
                value: Any = event.value
            elif tag in SCALAR_TAGS:  # constructors that return the value (not generators)
                value = constructors[tag](loader, yaml.ScalarNode(tag, event.value, event.start_mark,
                                                                  event.end_mark, style=event.style))
            else:
                raise _Unplain()
            if not stack:
                raise _Unplain()  # a scalar document
        else:
            if tag is None or tag == "!":
                tag = resolve(yaml.SequenceNode if kind is yaml.SequenceStartEvent else yaml.MappingNode,
                              None, event.implicit)
            if tag != (SEQ_TAG if kind is yaml.SequenceStartEvent else MAP_TAG):
                raise _Unplain()
            value = [] if kind is yaml.SequenceStartEvent else {}
        line = event.start_mark.line + 1
        if not stack:
            keys: Keys = ()
            lines[keys] = line
            root = value
        else:
            top = stack[-1]
            if top[2] is None:  # a list item
                keys = top[1] + (len(top[0]),)
                top[0].append(value)
                lines[keys] = line
            elif top[4] is None:  # a mapping key
                if kind is not yaml.ScalarEvent or event.value in top[2]:
                    raise _Unplain()
                raw = event.value
                top[2].add(raw)
                top[3], top[4] = value, raw
                lines[top[1] + (raw,)] = line
                continue
            else:  # its value
                keys = top[1] + (top[4],)
                top[0][top[3]] = value
                top[3] = top[4] = None
        if kind is not yaml.ScalarEvent:
            stack.append([value, keys, None if kind is yaml.SequenceStartEvent else set(), None, None])
    if type(get()) is not yaml.DocumentEndEvent or type(get()) is not yaml.StreamEndEvent:
        raise _Unplain()
    return root, lines


def _read(text: str, loader_class: type) -> tuple[Any, dict[Keys, int], list[YamlProblem]]:
    try:
        loader = loader_class(text)  # the pure-Python reader checks every character here
    except yaml.reader.ReaderError as exc:
        line = text[:exc.position].count("\n") + 1 if isinstance(exc.position, int) else None
        return None, {}, [YamlProblem(line, (), f"invalid YAML: unacceptable character #x{exc.character:04x}: "
                                                f"{exc.reason}")]
    try:
        node = loader.get_single_node()
        if node is None:
            return None, {}, [YamlProblem(1, (), "the file is empty")]
        lines: dict[Keys, int] = {}
        problems: list[YamlProblem] = []
        _walk(node, (), lines, problems, set())
        data = loader.construct_document(node)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark else None
        if isinstance(exc, LimitExceeded):
            return None, {}, [YamlProblem(line, (), exc.problem)]
        what = " ".join(p for p in (exc.context, exc.problem) if p)
        return None, {}, [YamlProblem(line, (), f"invalid YAML: {what}")]
    except yaml.YAMLError as exc:
        return None, {}, [YamlProblem(None, (), f"invalid YAML: {exc}")]
    except (ValueError, RecursionError, MemoryError) as exc:  # a limit this module does not know of
        return None, {}, [YamlProblem(None, (), f"cannot read the YAML: {type(exc).__name__}: {exc}")]
    finally:
        loader.dispose()
    return data, lines, problems


def _walk(node: yaml.Node, keys: Keys, lines: dict[Keys, int], problems: list[YamlProblem],
          walked: set[int]) -> None:
    lines.setdefault(keys, node.start_mark.line + 1)
    if id(node) in walked:  # a second use (an alias): its values keep the alias's line
        return
    walked.add(id(node))
    if isinstance(node, yaml.MappingNode):
        seen: dict[Any, int] = {}
        for key_node, value_node in node.value:
            key = key_node.value if isinstance(key_node, yaml.ScalarNode) else str(key_node.value)
            line = key_node.start_mark.line + 1
            if key in seen:
                problems.append(YamlProblem(line, keys + (key,),
                                            f"duplicate key {key!r} (first at line {seen[key]})"))
                continue
            seen[key] = line
            lines[keys + (key,)] = line
            _walk(value_node, keys + (key,), lines, problems, walked)
    elif isinstance(node, yaml.SequenceNode):
        for index, item in enumerate(node.value):
            _walk(item, keys + (index,), lines, problems, walked)


def line_of(lines: dict[Keys, int], keys: Keys) -> int | None:
    """The line of ``keys``, or of its longest known prefix."""
    keys = tuple(keys)
    while keys:
        if keys in lines:
            return lines[keys]
        keys = keys[:-1]
    return lines.get(())
