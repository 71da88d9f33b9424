"""Coverage-selected corpora for the tests that check a fast path of the harness against its reference path
(issue 13): the libyaml reader against the pure-Python one (tests/test_yaml_fast.py), the quick schema
check against jsonschema (tests/test_fastschema.py), a case read back from the cache against the case
loaded the long way (tests/test_cache.py).

Those checks once ran on every file of the repository, a cost that grew with every new case. They run
instead on a corpus chosen the way fuzzers minimise theirs: every file gets a set of cheap *features* of
what the fast path's behaviour depends on (the libyaml event stream and the text's lines for YAML;
where the schema validates each value of the document, its JSON type, and the values of the properties
the schema discriminates on, for the schema check; the shape of every field the cache serialises, for the
cache), and :func:`select` picks greedily
a small set of files that covers every feature seen in the whole repository (always including the
fixtures the test reads; greedy set cover, deterministic, within a logarithmic factor of the smallest). The corpus stays about the same size as the suite grows to thousands of cases,
while every construct some file uses is still checked on at least one file that uses it; a file with a
construct no other file has is always in it. Features are computed on every file (the C parser's events,
data already loaded), memoised per process and kept from one session to the next (:func:`kept_features`:
a file's features are found by its text and name and by a digest of everything they are computed from, so
a changed file, feature code, harness, schema or library version computes them again).
"""
from __future__ import annotations

import contextlib
import functools
import hashlib
import heapq
import json
import marshal
import math
import os
import re
import sys
from collections.abc import Callable, Hashable, Iterable, Mapping, Set
from dataclasses import dataclass
from itertools import chain
from pathlib import Path
from typing import Any

import yaml

from harness import cache, paths, yamlsrc
from harness.limits import MAX_ALIASES, MAX_DEPTH, MAX_INT_DIGITS, MAX_NODES, read_text

FIXTURES = Path(__file__).resolve().parent / "fixtures"
Features = frozenset


@dataclass(frozen=True)
class Corpus:
    """Every candidate file's features, and the files :func:`select` chose."""

    features: Mapping[Path, frozenset[Hashable]]
    selected: tuple[Path, ...]

    def covered(self) -> set[Hashable]:
        return set().union(*(self.features[p] for p in self.selected))

    def seen(self) -> set[Hashable]:
        return set().union(*self.features.values())


def select(features: Mapping[Path, Set[Hashable]], always: Iterable[Path] = ()) -> tuple[Path, ...]:
    """The files ``always`` (sorted) and then, greedily, the file with the most features not yet covered
    (ties: the smallest path, as a POSIX string) until every feature of every file is covered. Greedy set
    cover, evaluated lazily: a file's count of new features only falls as files are chosen, so a stale
    count is an upper bound and the first file whose fresh count still leads is the one the plain greedy
    loop would choose. Deterministic: it depends on the features only, not on the mapping's order."""
    chosen = sorted(set(always), key=Path.as_posix)
    covered: set[Hashable] = set().union(*(features[p] for p in chosen)) if chosen else set()
    taken = set(chosen)
    heap = [(-len(features[p] - covered), p.as_posix(), p) for p in features if p not in taken]
    heapq.heapify(heap)
    while heap:
        _, name, path = heapq.heappop(heap)
        gain = len(features[path] - covered)
        if gain == 0:
            continue
        if heap and (-gain, name) > heap[0][:2]:  # another file may lead now: count it again first
            heapq.heappush(heap, (-gain, name, path))
            continue
        chosen.append(path)
        covered |= features[path]
    return tuple(chosen)


# -- Features kept from one session to the next ----------------------------------------------------------

def _store(kind: str, extra: str) -> Path | None:
    """The file that keeps the features of ``kind`` for the current digest, beside the harness's case cache
    (``$RIFTCHECK_CACHE_DIR`` or ``.riftcheck-cache/``; None under ``RIFTCHECK_NO_CACHE``)."""
    root = cache.default()
    if root is None:
        return None
    libyaml = getattr(getattr(yaml, "_yaml", None), "get_version_string", lambda: "-")()
    h = hashlib.sha256(f"{kind} {root.digest} {libyaml} {sys.version}\n{extra}\n".encode())
    h.update(Path(__file__).read_bytes())  # this module: the feature code
    return root.root / "test-corpus" / f"{kind}-{h.hexdigest()[:24]}.marshal"


def as_input(value: Any) -> bytes:
    """A plain value (a document, a loaded case's fields) as bytes for :func:`kept_features`: equal bytes
    only for values of the same types and contents (marshal, version 2: no back references, so the same
    value gives the same bytes in every process; repr for a value marshal cannot hold, a date)."""
    try:
        return b"m" + marshal.dumps(value, 2)
    except ValueError:
        return b"r" + repr(value).encode("utf-8", "surrogatepass")


def kept_features(kind: str, inputs: Mapping[Path, bytes], compute: Callable[[Path], Features[Hashable]],
                  extra: str = "") -> dict[Path, Features[Hashable]]:
    """``compute(path)`` for every path of ``inputs``, or what it gave in an earlier session for the same
    input (``inputs[path]``: bytes holding all that ``compute(path)`` reads: the file's text, or
    :func:`as_input` of the loaded document) under the same digest: that of the harness's case cache (harness/cache.py:
    every harness source file, every schema, the rulings, the card catalogue, the versions of Python,
    PyYAML and jsonschema), this module's source, libyaml's version and ``extra`` (what else the caller's
    ``compute`` depends on). Kept as one marshal file per kind; one that is missing, damaged or of another
    digest is computed again. Several processes may write it at once: each writes it whole (a temporary
    file renamed over it)."""
    store = _store(kind, extra)
    known: dict[bytes, Features[Hashable]] = {}
    if store is not None:
        with contextlib.suppress(OSError, ValueError, EOFError, TypeError):
            loaded = marshal.loads(store.read_bytes())
            known = loaded if isinstance(loaded, dict) else {}
    out: dict[Path, Features[Hashable]] = {}
    now: dict[bytes, Features[Hashable]] = {}
    for path, given in inputs.items():
        key = hashlib.sha256(given).digest()
        features = known.get(key)
        if type(features) is not frozenset:
            features = frozenset(compute(path))
        out[path] = now[key] = features
    if store is not None and now != known:
        temporary = store.with_name(f".{store.name}.{os.getpid()}.tmp")
        with contextlib.suppress(OSError, ValueError):
            store.parent.mkdir(parents=True, exist_ok=True)
            for old in store.parent.glob(f"{kind}-*.marshal"):  # other digests: never used again
                if old != store:
                    old.unlink(missing_ok=True)
            temporary.write_bytes(marshal.dumps(now))
            os.replace(temporary, store)
        with contextlib.suppress(OSError):
            temporary.unlink(missing_ok=True)
    return out


# -- YAML: what the libyaml path (harness/yamlsrc.py, _load_plain) and the pure-Python loader see --------

def repository_yaml_files() -> list[Path]:
    root = paths.ROOT
    return sorted(p for p in root.rglob("*.yaml") if ".git" not in p.parts and "node_modules" not in p.parts)


_NON_PRINTABLE = yaml.reader.Reader.NON_PRINTABLE
_DIGITS = re.compile(r"[0-9]+")


def text_features(text: str) -> set[Hashable]:
    """What the reader and scanner see beside the events: a BOM, line ends, blank and comment lines,
    indentation depths, tabs, trailing spaces, document markers, non-ASCII and non-printable text."""
    out: set[Hashable] = {("final newline", text.endswith("\n")), ("empty text", not text)}
    if text.startswith("\ufeff"):
        out.add(("bom",))
    if not text.isascii():
        out.add(("non-ascii text", max(text) > "\uffff"))
    if _NON_PRINTABLE.search(text):
        out.add(("non-printable character",))
    for line in text.split("\n"):
        if line.endswith("\r"):
            out.add(("crlf",))
        if "\t" in line:
            out.add(("tab", line.lstrip(" ").startswith("\t")))
        body = line.lstrip(" ")
        indent = len(line) - len(body)
        if not body.strip():
            out.add(("blank line", indent > 0 or body != ""))
        elif body[0] == "#":
            out.add(("comment line", indent > 0))
        else:
            out.add(("indent", indent))
            if " #" in body:
                out.add(("trailing comment",))
            if body[:3] in ("---", "...") and (len(body) == 3 or body[3] in " \t\r"):
                out.add(("document marker", body[:3], len(body) > 3))
        if line != line.rstrip():
            out.add(("trailing space",))
    return out


_SCALARS: dict[tuple[str, Any], tuple[Any, ...]] = {}  # (value, implicit) -> what _scalar says of it


def _scalar(loader: Any, value: str, implicit: Any) -> tuple[Any, ...]:
    """(resolved tag, written form of a non-string, ASCII or not or beyond the BMP, empty, length bucket,
    line break, an integer over the limit) of an untagged scalar; the same for every file, so kept for the process."""
    tag = loader.resolve(yaml.ScalarNode, value, implicit)
    form = None if tag == yamlsrc.STR_TAG else _DIGITS.sub("9", value)[:24]
    over = tag.endswith(":int") and sum(c.isdigit() for c in value) > MAX_INT_DIGITS
    text = "ascii" if value.isascii() else "beyond the BMP" if max(value) > "\uffff" else "non-ascii"
    return tag, form, text, not value, len(value).bit_length(), "\n" in value, over


def _place(top: list[Any], line: int) -> tuple[str, int | None]:
    """(role, line relation) of a node in the open collection ``top`` (see :func:`yaml_features`'s stack:
    [kind, flow, expecting a key, line of the previous child, keys, children]), which it updates; a node
    outside any collection is the root."""
    if not top:
        return "root", None
    top[5] += 1
    relation = line - top[3]
    if top[0] == "seq":
        top[3] = line
        return "item", relation
    if top[2]:
        top[2], top[3] = False, line
        return "key", relation
    top[2] = True
    return "value", relation


def yaml_features(text: str) -> Features[Hashable]:
    """The features of a YAML text: :func:`text_features` and, from the event stream of the harness's own
    C parser (``yamlsrc.FAST_LOADER``; the pure-Python parser without libyaml): every event kind; each
    node's role (root, key, value, list item) with its scalar style (plain, quoted, literal, folded) and
    explicit and resolved tag and implicit flags, or its collection kind and flow/block style and tag; the
    line of each node against the line the line map relates it to (a value to its key, an item or key to
    the previous one); (collection kind, depth) and key depth; anchors, aliases, duplicate and non-scalar
    keys; multi-line, empty, non-ASCII and long scalars; the written form of non-string scalars (digits
    collapsed) and integers over the size limit; document markers, directives, the number of documents;
    the limits of harness.limits (depth, values, aliases); and a syntax error by its problem."""
    out = text_features(text)
    loader = (yamlsrc.FAST_LOADER or yaml.SafeLoader)(text)
    get, scalars = loader.get_event, _SCALARS
    ScalarEvent, AliasEvent, SequenceStartEvent = yaml.ScalarEvent, yaml.AliasEvent, yaml.SequenceStartEvent
    MappingStartEvent, SequenceEndEvent, MappingEndEvent = yaml.MappingStartEvent, yaml.SequenceEndEvent, \
        yaml.MappingEndEvent
    signatures: set[tuple[Any, ...]] = set()  # one per node event: expanded into features below
    sign = signatures.add
    # open collections: [kind, flow, expecting a key, line of the previous child (or its own), keys, children]
    stack: list[list[Any]] = []
    top: list[Any] = []
    parent: tuple[str, bool] | None = None
    documents = nodes = aliases = 0
    try:
        while True:
            event = get()
            kind = type(event)
            if kind is ScalarEvent:
                line = event.start_mark.line
                role, relation = _place(top, line)
                if role == "key":
                    if event.value in top[4]:
                        out.add(("duplicate key",))
                    top[4].add(event.value)
                nodes += 1
                tag, value = event.tag, event.value
                if tag is None or tag == "!":
                    key = (value, event.implicit)
                    info = scalars.get(key)
                    if info is None:
                        info = scalars[key] = _scalar(loader, *key)
                else:
                    info = (tag,) + _scalar(loader, value, event.implicit)[1:]
                sign((role, relation, parent, len(stack), "scalar", event.style, tag, event.implicit,
                      event.anchor is not None, event.end_mark.line != line, info))
                continue
            if kind is SequenceEndEvent or kind is MappingEndEvent:
                if top[5] == 0:
                    out.add(("empty collection", top[0], top[1]))
                stack.pop()
                top = stack[-1] if stack else []
                parent = (top[0], top[1]) if top else None
                continue
            if kind is not MappingStartEvent and kind is not SequenceStartEvent and kind is not AliasEvent:
                out.add(("event", kind.__name__))
                if kind is yaml.StreamEndEvent:
                    break
                if kind is yaml.DocumentStartEvent:
                    documents += 1
                    out.add(("document start", event.explicit, event.version, bool(event.tags)))
                elif kind is yaml.DocumentEndEvent:
                    out.add(("document end", event.explicit))
                continue
            line = event.start_mark.line
            role, relation = _place(top, line)
            if kind is AliasEvent:
                sign((role, relation, parent, len(stack), "alias"))
                aliases += 1
                continue
            nodes += 1
            what = "seq" if kind is SequenceStartEvent else "map"
            sign((role, relation, parent, len(stack), what, event.flow_style, event.tag, event.implicit,
                  event.anchor is not None))
            top = [what, event.flow_style, what == "map", line, set(), 0]
            stack.append(top)
            parent = (what, event.flow_style)
    except yaml.YAMLError as exc:
        out.add(("error", type(exc).__name__, getattr(exc, "context", None), getattr(exc, "problem", None)))
    finally:
        loader.dispose()
    for signature in signatures:
        out.update(_expand(signature))
    out.add(("documents", min(documents, 2)))
    if nodes > MAX_NODES:
        out.add(("more values than the limit",))
    if aliases > MAX_ALIASES:
        out.add(("more aliases than the limit",))
    return frozenset(out)


@functools.cache
def _expand(signature: tuple[Any, ...]) -> tuple[Hashable, ...]:
    """The features of one node event's signature (see :func:`yaml_features`)."""
    role, relation, parent, depth, what = signature[:5]
    relation = "first" if relation is None else ("same line", "next line")[relation] if relation < 2 else "later line"
    if what == "alias":
        return ("event", "AliasEvent"), ("node", role, ("alias",), parent), ("line", role, what, parent, relation)
    out: list[Hashable] = [("line", role, "scalar" if what == "scalar" else what, parent, relation)]
    if role == "key":
        out.append(("key depth", depth))
    if what == "scalar":
        style, explicit, implicit, anchor, lines, info = signature[5:]
        tag, form, text, empty, length, newline, over = info
        out += [("event", "ScalarEvent"), ("node", role, ("scalar", style or "plain"), parent),
                ("scalar", role, style, explicit, implicit, tag), ("scalar length", role, length)]
        if form is not None:
            out.append(("form", tag, form))
        if over:
            out.append(("integer over the limit",))
        if newline or lines:
            out.append(("multi-line scalar", role, style))
        if empty:
            out.append(("empty scalar", role, style))
        elif text != "ascii":
            out.append(("non-ascii scalar", role, style, text))
    else:
        flow, explicit, implicit, anchor = signature[5:]
        out += [("event", "SequenceStartEvent" if what == "seq" else "MappingStartEvent"),
                ("node", role, (what, flow), parent), ("collection", (what, flow), explicit, implicit, role),
                ("depth", what, depth)]
        if depth + 1 >= MAX_DEPTH:
            out.append(("deeper than the limit",))
    if anchor:
        out.append(("anchor", what))
    return tuple(out)


@functools.cache
def yaml_corpus() -> Corpus:
    """Every YAML file of the repository by its :func:`yaml_features`; always every fixture of
    tests/fixtures (the files tests/test_yaml_fast.py reads are all of them)."""
    texts = {p: read_text(p) for p in repository_yaml_files()}
    features = kept_features("yaml", {p: t.encode("utf-8", "surrogatepass") for p, t in texts.items()},
                             lambda p: yaml_features(texts[p]))
    return Corpus(features, select(features, [p for p in features if FIXTURES in p.parents]))


# -- JSON shape: what the quick schema check and jsonschema (and the cache's JSON) see ---------------

def json_type(value: Any) -> str:
    """JSON Schema's type of a value (integers beyond 64 bits and non-finite numbers apart), or the
    Python type of one JSON has no type for (a date, bytes, a set)."""
    kind = type(value)
    if value is None:
        return "null"
    if kind is bool:
        return "boolean"
    if kind is int:
        return "integer" if -2 ** 63 <= value < 2 ** 64 else "big integer"
    if kind is float:
        return "number" if math.isfinite(value) else "non-finite number"
    if kind is str:
        return "string"
    if kind is list:
        return "array"
    if kind is dict:
        return "object"
    return kind.__name__


_ANNOTATIONS = frozenset({"$ref", "description", "title", "$comment", "examples", "default"})
Pointers = frozenset  # JSON pointers ("#/$defs/step/properties/play") of schema objects


class SchemaMap:
    """Where a JSON Schema (Draft 2020-12, local ``$ref`` only) validates each value of a document: the
    set of schema objects that apply to it, through ``$ref``, ``allOf``/``anyOf``/``oneOf``,
    ``if``/``then``/``else`` and ``not``, from ``properties``, ``patternProperties``,
    ``additionalProperties``, ``prefixItems`` and ``items``. A value's *location* is that set without the
    objects that only refer or annotate, so every use of one ``$defs`` entry has the same location (the
    seats A-D of ``players`` are one location, ``$defs/player``). Its *choices* are the values a
    ``const`` or ``enum`` there names (also under ``not`` and in an ``if``): the values the schema
    discriminates on."""

    def __init__(self, schema: dict[str, Any]):
        self.schema = schema
        self.nodes: dict[str, dict[str, Any]] = {}
        self._index(schema, "#")
        self.root = self.expand(frozenset({"#"}))
        self._expanded: dict[Pointers, Pointers] = {}
        self._child: dict[tuple[Pointers, Any], Pointers] = {}
        self._labels: dict[Pointers, tuple[Pointers, frozenset[tuple[str, Any]]]] = {}

    def _index(self, node: Any, pointer: str) -> None:
        if isinstance(node, dict):
            self.nodes[pointer] = node
            for key, value in node.items():
                self._index(value, f"{pointer}/{str(key).replace('~', '~0').replace('/', '~1')}")
        elif isinstance(node, list):
            for index, value in enumerate(node):
                self._index(value, f"{pointer}/{index}")

    @property
    def digest(self) -> str:
        """The SHA-256 of the schema and of where documents are validated from (``root``): all, besides a
        document, that its :func:`shape_features` depend on."""
        text = json.dumps([self.schema, sorted(self.root)], sort_keys=True, default=repr)
        return hashlib.sha256(text.encode()).hexdigest()

    def expand(self, pointers: Pointers) -> Pointers:
        """The schema objects that apply where ``pointers`` do."""
        todo, out = list(pointers), set()
        while todo:
            pointer = todo.pop()
            node = self.nodes.get(pointer)
            if node is None or pointer in out:
                continue
            out.add(pointer)
            ref = node.get("$ref")
            if isinstance(ref, str) and ref.startswith("#"):
                todo.append(ref)
            for word in ("allOf", "anyOf", "oneOf"):
                todo += (f"{pointer}/{word}/{i}" for i in range(len(node.get(word) or ())))
            todo += (f"{pointer}/{word}" for word in ("if", "then", "else", "not") if isinstance(node.get(word), dict))
        return frozenset(out)

    def child(self, where: Pointers, key: Any) -> Pointers:
        """The expanded schema objects for the value of ``key`` in an object validated at ``where``."""
        known = self._child.get((where, key))
        if known is None:
            found: set[str] = set()
            for pointer in where:
                node = self.nodes[pointer]
                properties = node.get("properties") if isinstance(node.get("properties"), dict) else {}
                matched = False
                if isinstance(key, str) and key in properties:
                    found.add(f"{pointer}/properties/{key.replace('~', '~0').replace('/', '~1')}")
                    matched = True
                for pattern in node.get("patternProperties") or {}:
                    if isinstance(key, str) and re.search(pattern, key):
                        found.add(f"{pointer}/patternProperties/{pattern.replace('~', '~0').replace('/', '~1')}")
                        matched = True
                if not matched and isinstance(node.get("additionalProperties"), dict):
                    found.add(f"{pointer}/additionalProperties")
            known = self._child[(where, key)] = self.expand(frozenset(found))
        return known

    def item(self, where: Pointers, index: int) -> Pointers:
        """The expanded schema objects for item ``index`` of an array validated at ``where``."""
        known = self._child.get((where, index))
        if known is None:
            found: set[str] = set()
            for pointer in where:
                node = self.nodes[pointer]
                prefix = node.get("prefixItems")
                if isinstance(prefix, list) and index < len(prefix):
                    found.add(f"{pointer}/prefixItems/{index}")
                elif isinstance(node.get("items"), dict):
                    found.add(f"{pointer}/items")
            known = self._child[(where, index)] = self.expand(frozenset(found))
        return known

    def label(self, where: Pointers) -> tuple[Pointers, frozenset[tuple[str, Any]]]:
        """(location, choices) of the values validated at ``where`` (see the class docstring)."""
        known = self._labels.get(where)
        if known is None:
            location = frozenset(p for p in where if set(self.nodes[p]) - _ANNOTATIONS)
            choices: set[tuple[str, Any]] = set()
            for pointer in where:
                node = self.nodes[pointer]
                for value in ([node["const"]] if "const" in node else []) + list(node.get("enum") or []):
                    if not isinstance(value, (dict, list)):
                        choices.add((json_type(value), value))
            known = self._labels[where] = (location, frozenset(choices))
        return known


def shape_features(value: Any, schema: SchemaMap, choices: bool = True) -> set[Hashable]:
    """Where the schema validates each value of a document (:class:`SchemaMap` locations): (location,
    JSON type) for every value; (location, "empty") for an empty array, object or string; (location,
    "non-ascii", beyond the BMP) for a string with non-ASCII text; (location, "undeclared key", type)
    for a key no schema object names (an unknown key: additionalProperties false rejects it);
    (location, "key", type) for a key that is not a string; and, with ``choices``, for a value where the schema names choices (const,
    enum), (location, "=", type, value) when it is one of them, else (location, "other", type)."""
    out: set[Hashable] = set()
    add, label, child, item = out.add, schema.label, schema.child, schema.item

    def walk(value: Any, where: Pointers) -> None:
        location, named = label(where)
        kind = json_type(value)
        add((location, kind))
        if kind == "object":
            if not value:
                add((location, "empty"))
            for key, sub in value.items():
                if type(key) is not str:
                    add((location, "key", json_type(key)))
                inner = child(where, key)
                if not inner:
                    add((location, "undeclared key", json_type(sub)))
                walk(sub, inner)
        elif kind == "array":
            if not value:
                add((location, "empty"))
            for index, sub in enumerate(value):
                walk(sub, item(where, index))
        else:
            if kind == "string":
                if not value:
                    add((location, "empty"))
                elif not value.isascii():
                    add((location, "non-ascii", max(value) > "\uffff"))  # (beyond the BMP: surrogates in UTF-16)
            if choices and named:
                add((location, "=", kind, value) if (kind, value) in named else (location, "other", kind))
    walk(value, schema.root)
    return out


def field_features(value: Any, field: str) -> set[Hashable]:
    """The Python shape of a value the harness computed (a case's normalised setup), which no schema
    describes: (field, key, type) for every value under a mapping key ("[]" for a list item), key types,
    empty containers and strings, non-ASCII strings."""
    out: set[Hashable] = set()

    def walk(value: Any, key: Any) -> None:
        kind = json_type(value)
        out.add((field, key, kind))
        if kind == "object":
            for k, sub in value.items():
                out.add((field, "key", json_type(k)))
                walk(sub, k if type(k) is str else json_type(k))
        elif kind == "array":
            for sub in value:
                walk(sub, "[]")
        elif kind == "string" and not value.isascii():
            out.add((field, key, "non-ascii", max(value) > "\uffff"))
        if kind in ("object", "array", "string") and not value:
            out.add((field, key, "empty"))
    walk(value, None)
    return out


def case_features(case: Any, schema: SchemaMap) -> Features[Hashable]:
    """What the cache's round trip of a loaded case depends on (harness/cache.py, Entry: JSON on disk,
    marshal in memory): the shape of its data (:func:`shape_features`, without choices), of its
    normalised setup (:func:`field_features`), whether its line map has the root and the types of its
    keys' parts, whether its card, keyword and ability lists are empty or hold non-ASCII text, its level
    and mode."""
    out = {("data", f) for f in shape_features(case.data, schema, choices=False)}
    out |= field_features(case.setup, "setup")
    parts = {t.__name__ for t in set(map(type, chain.from_iterable(case.lines)))}
    out.add(("line map", () in case.lines, tuple(sorted(parts))))
    for field in ("cards", "keywords", "abilities"):
        items = getattr(case, field)
        out.add((field, bool(items), all(s.isascii() for s in items)))
    out.add(("level", case.level))
    out.add(("mode", getattr(case, "mode", None)))
    return frozenset(out)


def is_fixture(path: Path) -> bool:
    return FIXTURES in Path(path).parents


# -- The corpora of the three tests ------------------------------------------------------------------

def schema_candidates() -> list[Path]:
    """The files tests/test_fastschema.py checks: every case file and every fixture (not sources.yaml)."""
    return [p for p in sorted(paths.cases_dir().rglob("*.yaml")) + sorted(FIXTURES.rglob("*.yaml"))
            if p.name != "sources.yaml"]


def documents(files: Iterable[Path], loaded: Mapping[Path, Any]) -> dict[Path, Any]:
    """Each file's document: the data of ``loaded`` (the suite as the session loaded it), else as
    ``read_yaml`` reads it; files that hold no document are left out."""
    out = {}
    for path in files:
        data = loaded[path] if path in loaded else yamlsrc.read_yaml(read_text(path))[0]
        if data is not None:
            out[path] = data
    return out


def schema_corpus(documents_: Mapping[Path, Any], schema: SchemaMap) -> Corpus:
    """The documents by their :func:`shape_features`; always every fixture."""
    features = kept_features("schema", {p: as_input(d) for p, d in documents_.items()},
                             lambda p: shape_features(documents_[p], schema), schema.digest)
    return Corpus(features, select(features, [p for p in features if is_fixture(p)]))


def cache_corpus(cases: Iterable[Any], schema: SchemaMap) -> Corpus:
    """The loaded cases by their :func:`case_features` (tests/test_cache.py reads no fixture)."""
    by_path = {Path(c.path): c for c in cases}
    inputs = {p: as_input((c.data, c.setup, c.lines, sorted(c.cards), sorted(c.keywords), sorted(c.abilities),
                           c.level, getattr(c, "mode", None))) for p, c in by_path.items()}
    features = kept_features("cache", inputs, lambda p: case_features(by_path[p], schema), schema.digest)
    return Corpus(features, select(features))
