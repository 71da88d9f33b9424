"""Read YAML safely while keeping the line of every value.

``read_yaml`` composes the node tree (SafeLoader), constructs the Python data from it and returns a
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


class LimitedLoader(yaml.SafeLoader):
    """SafeLoader within the limits of harness.limits (see the module docstring)."""

    def __init__(self, stream: str):
        super().__init__(stream)
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
        children: list[yaml.Node] = []
        if isinstance(node, yaml.MappingNode):
            children = [n for pair in node.value for n in pair]
        elif isinstance(node, yaml.SequenceNode):
            children = list(node.value)
        size, depth = 1, 1
        for child in children:
            child_size, child_depth = self.stats[id(child)]
            size, depth = size + child_size, max(depth, child_depth + 1)
        if size > MAX_NODES:
            raise LimitExceeded(node.start_mark, f"too large: more than {MAX_NODES} values once YAML "
                                                 f"aliases are expanded")
        if depth > MAX_DEPTH:
            raise LimitExceeded(node.start_mark, f"too deep: nested more than {MAX_DEPTH} levels once YAML "
                                                 f"aliases are expanded")
        self.stats[id(node)] = (size, depth)
        return node

    def construct_limited_int(self, node: yaml.ScalarNode) -> int:
        digits = sum(ch.isdigit() for ch in node.value)
        if digits > MAX_INT_DIGITS:
            raise LimitExceeded(node.start_mark, f"integer too large: {digits} digits; integers are "
                                                 f"limited to {MAX_INT_DIGITS} digits")
        return super().construct_yaml_int(node)


LimitedLoader.add_constructor("tag:yaml.org,2002:int", LimitedLoader.construct_limited_int)


def read_yaml(text: str) -> tuple[Any, dict[Keys, int], list[YamlProblem]]:
    """Parse one YAML document. Returns (data, lines, problems); data is None on a syntax error or a
    passed limit."""
    loader = LimitedLoader(text)
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
