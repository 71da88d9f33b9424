"""Read YAML safely while keeping the line of every value.

``read_yaml`` composes the node tree (SafeLoader), constructs the Python data from it and returns a
map from each JSON path (a tuple of keys and indexes) to its 1-based line: the line of the key for a
mapping entry, the line of the item for a list entry. Duplicate mapping keys, which a plain
``safe_load`` silently collapses, are reported.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import yaml

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


def read_yaml(text: str) -> tuple[Any, dict[Keys, int], list[YamlProblem]]:
    """Parse one YAML document. Returns (data, lines, problems); data is None on a syntax error."""
    loader = yaml.SafeLoader(text)
    try:
        node = loader.get_single_node()
        if node is None:
            return None, {}, [YamlProblem(1, (), "the file is empty")]
        lines: dict[Keys, int] = {}
        problems: list[YamlProblem] = []
        _walk(node, (), lines, problems)
        data = loader.construct_document(node)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark else None
        what = " ".join(p for p in (exc.context, exc.problem) if p)
        return None, {}, [YamlProblem(line, (), f"invalid YAML: {what}")]
    except yaml.YAMLError as exc:
        return None, {}, [YamlProblem(None, (), f"invalid YAML: {exc}")]
    finally:
        loader.dispose()
    return data, lines, problems


def _walk(node: yaml.Node, keys: Keys, lines: dict[Keys, int], problems: list[YamlProblem]) -> None:
    lines.setdefault(keys, node.start_mark.line + 1)
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
            _walk(value_node, keys + (key,), lines, problems)
    elif isinstance(node, yaml.SequenceNode):
        for index, item in enumerate(node.value):
            _walk(item, keys + (index,), lines, problems)


def line_of(lines: dict[Keys, int], keys: Keys) -> int | None:
    """The line of ``keys``, or of its longest known prefix."""
    keys = tuple(keys)
    while keys:
        if keys in lines:
            return lines[keys]
        keys = keys[:-1]
    return lines.get(())
