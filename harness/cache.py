"""A cache of validated cases, keyed by what a case's validation depends on (issue 13).

Loading a valid case (read, parse, schema and semantic checks, normalised setup) takes about 0.6 ms;
reading it back from the cache about a sixth of that. An entry is found by the SHA-256 of

- the file's text, its stem (a case's id must be its file name) and whether it is one of the suite's
  (below ``cases/``: those are checked against ``rulings/index.yaml`` too),
- and the *dependencies digest*: the harness's version and every source file of the ``harness``
  package, every schema, ``schema/mechanics.yaml``, every file of ``rulings/`` (the index, the rules
  map, the rule-number map), ``cases/sources.yaml``, the card catalogue, and the versions of Python,
  PyYAML, jsonschema and jsonschema-rs,

so a changed file, schema, catalogue, rules map, index, source list or harness never meets an old
entry: the cache cannot serve a stale result. Only valid cases are kept (an invalid file is checked
every time, for its messages). Checks across files (unique ids, ``superseded_by``) run every time.

Within one process an entry read (or written) is also kept in memory, keyed by its file's path, size and
modification time: loading the same suite again (the commands of one pytest run, the pytest plugin) reads
it back without parsing it (``marshal``, a copy of its own for every caller; a value the file shows twice
through a YAML alias is shared by both places, as when the file is parsed), while a file changed or
removed on disk is read again (or not at all).

Entries are JSON files under ``.riftcheck-cache/cases/<digest>/`` at the repository root (git-ignored),
or under ``$RIFTCHECK_CACHE_DIR``; each is written whole (a temporary file renamed over it), entries of
other digests are removed when a new digest is first written, and the whole directory is safe to
delete at any time. ``riftcheck --no-cache`` (or ``RIFTCHECK_NO_CACHE=1``) bypasses it. A cache that
cannot be read or written is not used, silently: it is only ever a shortcut.
"""
from __future__ import annotations

import contextlib
import functools
import hashlib
import json
import os
import marshal
import shutil
import sys
import threading
import time
from dataclasses import dataclass
from functools import cached_property
from importlib import metadata
from pathlib import Path
from typing import Any, Iterator

import harness
from harness import paths

FORMAT = 2  # the layout of an entry; bump it when it changes
DEPENDENCIES = ("schema", "rulings", "cases/sources.yaml", "harness")
_enabled = os.environ.get("RIFTCHECK_NO_CACHE", "") in ("", "0")
MEMORY_ENTRIES = 50_000  # entries kept in memory at most (then forgotten and read from disk again)
_memory: dict[Path, tuple[tuple[int, int], bytes]] = {}  # entry file -> ((mtime_ns, size), marshalled Entry)
_digests: dict[tuple[Any, ...], str] = {}  # the dependencies' paths, sizes and mtimes -> their digest


@contextlib.contextmanager
def turned_off(off: bool = True) -> Iterator[None]:
    """``--no-cache``: while inside, loaders neither read nor write the cache."""
    global _enabled
    before = _enabled
    _enabled = before and not off
    try:
        yield
    finally:
        _enabled = before


def default() -> "CaseCache | None":
    """The cache loaders use unless told otherwise (None when it is turned off)."""
    if not _enabled:
        return None
    where = os.environ.get("RIFTCHECK_CACHE_DIR")
    return CaseCache(Path(where) if where else paths.ROOT / ".riftcheck-cache")


@dataclass
class Entry:
    """What loading a valid case produced (harness.loader.Case without its path)."""

    data: dict[str, Any]
    setup: dict[str, Any]
    lines: dict[tuple[Any, ...], int]
    cards: list[str]
    keywords: list[str]
    abilities: list[str]
    level: str


class CaseCache:
    """Entries under ``root/cases/<dependencies digest>/``."""

    def __init__(self, root: Path):
        self.root = Path(root)
        self.broken = False  # a read or write failed: not used any more in this process
        self.pruned = False
        self.made: set[Path] = set()  # directories made (or found) in this process

    @cached_property
    def digest(self) -> str:
        """The dependencies digest (see the module docstring); computed again in a process when a
        dependency's path, size or modification time has changed, or when one changed in the last two
        seconds (:func:`harness.paths.settled`: it could change again and keep its stamp)."""
        files: list[Path] = []
        for name in DEPENDENCIES:
            path = paths.ROOT / name
            files += sorted(p for p in path.rglob("*") if p.is_file() and p.suffix in (".py", ".json", ".yaml")
                            and "__pycache__" not in p.parts) if path.is_dir() else [path]
        now = time.time_ns()
        stamps = [(file, _stamp(file)) for file in files]
        key = (paths.ROOT, harness.__version__, *stamps)
        known = _digests.get(key)
        if known is None:
            known = self._digest(files)
            if all(paths.settled(stamp[0], now) for _, stamp in stamps):  # (a file changed just now: next time too)
                _digests[key] = known
        return known

    @staticmethod
    def _digest(files: list[Path]) -> str:
        h = hashlib.sha256()
        h.update(f"{FORMAT} {harness.__version__} {sys.version_info[:2]} {_version('pyyaml')} "
                 f"{_version('jsonschema')} {_version('jsonschema-rs')}\n".encode())
        for file in files:
            h.update(str(file.relative_to(paths.ROOT)).encode() + b"\0")
            try:
                h.update(file.read_bytes())
            except OSError:
                h.update(b"\0missing\0")
        return h.hexdigest()[:24]

    @property
    def directory(self) -> Path:
        return self.root / "cases" / self.digest

    def _path(self, text: str, stem: str, scope: str) -> Path:
        key = hashlib.sha256(f"{stem}\0{scope}\0".encode() + text.encode("utf-8", "surrogatepass")).hexdigest()
        return self.directory / key[:2] / f"{key}.json"

    def get(self, text: str, stem: str, scope: str = "") -> Entry | None:
        """The entry of this text under this stem (and ``scope``: what else its checks depended on), or None."""
        if self.broken:
            return None
        path = self._path(text, stem, scope)
        try:
            stamp = _stamp(path)
            known = _memory.get(path)
            if known is not None and known[0] == stamp:
                return Entry(*marshal.loads(known[1]))  # a copy of its own for every caller
            raw = json.loads(path.read_bytes())
            keys, lines = raw["lines"]
            entry = Entry(raw["data"], raw["setup"], dict(zip(map(tuple, keys), lines, strict=True)), raw["cards"],
                          raw["keywords"], raw["abilities"], raw["level"])
        except FileNotFoundError:
            return None
        except (OSError, ValueError, KeyError, TypeError):  # unreadable or damaged: loaded the long way
            return None
        _remember(path, stamp, entry)
        return entry

    def put(self, text: str, stem: str, entry: Entry, scope: str = "") -> None:
        """Keep the entry, if JSON gives exactly it back (a case whose data JSON cannot hold, a date or
        a number as a mapping key, is simply not cached)."""
        if self.broken:
            return
        if not (_string_keys(entry.data) and _string_keys(entry.setup)):
            return
        raw = {"data": entry.data, "setup": entry.setup,
               "lines": [[list(k) for k in entry.lines], list(entry.lines.values())],
               "cards": entry.cards, "keywords": entry.keywords, "abilities": entry.abilities, "level": entry.level}
        try:  # a date, bytes, NaN: not JSON, not cached
            encoded = json.dumps(raw, ensure_ascii=False, allow_nan=False, separators=(",", ":"))
        except (TypeError, ValueError):
            return
        path = self._path(text, stem, scope)
        temporary = path.with_name(f".{path.name}.{os.getpid()}.{threading.get_ident()}.tmp")
        try:
            self._prune()
            if path.parent not in self.made:
                path.parent.mkdir(parents=True, exist_ok=True)
                self.made.add(path.parent)
            try:
                temporary.write_bytes(encoded.encode("utf-8", "surrogatepass"))
                stamp = _stamp(temporary)
                os.replace(temporary, path)  # whole or not at all, also with other runs writing
            except BaseException:
                with contextlib.suppress(OSError):
                    temporary.unlink()
                raise
        except OSError:
            self.broken = True
            return
        _remember(path, stamp, entry)

    def _prune(self) -> None:
        """Once per process: remove the entries of other dependency digests (they can never be used by
        this harness; another checkout of another version just fills its own again)."""
        if self.pruned:
            return
        self.pruned = True
        parent = self.root / "cases"
        if not parent.is_dir():
            parent.mkdir(parents=True, exist_ok=True)
            (self.root / "README").write_text("riftcheck's cache of validated cases: safe to delete "
                                             "(harness/cache.py).\n", encoding="utf-8")
            return
        for old in parent.iterdir():
            if old.name != self.digest and old.is_dir():
                shutil.rmtree(old, ignore_errors=True)


def _stamp(path: Path) -> tuple[int, int]:
    """A file's modification time and size (OSError when it is missing or unreadable)."""
    info = os.stat(path)
    return info.st_mtime_ns, info.st_size


def _remember(path: Path, stamp: tuple[int, int], entry: Entry) -> None:
    """Keep a copy of an entry in memory, for as long as its file keeps this stamp."""
    if len(_memory) >= MEMORY_ENTRIES:
        _memory.clear()
    try:
        _memory[path] = (stamp, marshal.dumps((entry.data, entry.setup, entry.lines, entry.cards, entry.keywords,
                                               entry.abilities, entry.level)))
    except ValueError:  # not a plain value (it is kept on disk only when JSON gives it back exactly)
        _memory.pop(path, None)


@functools.lru_cache(maxsize=None)
def _version(distribution: str) -> str:
    try:
        return metadata.version(distribution)
    except metadata.PackageNotFoundError:
        return "-"


def _string_keys(value: Any) -> bool:
    """Whether every mapping in ``value`` (a plain document: dicts, lists and scalars, never a tuple or a
    set) has string keys only, as JSON's do."""
    kind = type(value)
    if kind is dict:
        return all(type(k) is str for k in value) and all(_string_keys(v) for v in value.values()
                                                          if type(v) in (dict, list))
    if kind is list:
        return all(_string_keys(v) for v in value if type(v) in (dict, list))
    return kind is not tuple and kind is not set


class ResultCache:
    """Results computed from one file's text alone by code whose version is ``digest`` (``riftcheck lint``'s
    problems: harness/lint.py), as JSON files under ``root/<namespace>/<digest>/`` and, for the process, in
    memory. An entry is found by the SHA-256 of the text, so a changed file, or changed code, never meets an
    old one; entries of other digests are removed when a new digest is first written; damaged entries are
    computed again."""

    _memory: dict[tuple[str, str, str], bytes] = {}  # (namespace, digest, key) -> the entry's JSON
    _pruned: set[tuple[Path, str]] = set()  # (namespace directory, digest): other digests removed already

    def __init__(self, root: Path, namespace: str, digest: str):
        self.root, self.namespace, self.digest = Path(root), namespace, digest
        self.broken = False

    def _key(self, text: str) -> str:
        return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()

    def get(self, text: str) -> Any | None:
        key = self._key(text)
        known = self._memory.get((self.namespace, self.digest, key))
        if known is not None:
            return json.loads(known)
        if self.broken:
            return None
        try:
            encoded = (self.root / self.namespace / self.digest / key[:2] / f"{key}.json").read_bytes()
            value = json.loads(encoded)
        except (OSError, ValueError):  # missing, unreadable or damaged: computed the long way
            return None
        self._remember(key, encoded)
        return value

    def put(self, text: str, value: Any) -> None:
        key = self._key(text)
        encoded = json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode("utf-8",
                                                                                    "surrogatepass")
        self._remember(key, encoded)
        if self.broken:
            return
        directory = self.root / self.namespace / self.digest
        path = directory / key[:2] / f"{key}.json"
        temporary = path.with_name(f".{path.name}.{os.getpid()}.{threading.get_ident()}.tmp")
        try:
            if (self.root / self.namespace, self.digest) not in self._pruned:
                self._pruned.add((self.root / self.namespace, self.digest))
                if (self.root / self.namespace).is_dir():
                    for old in (self.root / self.namespace).iterdir():
                        if old.name != self.digest and old.is_dir():
                            shutil.rmtree(old, ignore_errors=True)
            path.parent.mkdir(parents=True, exist_ok=True)
            try:
                temporary.write_bytes(encoded)
                os.replace(temporary, path)
            except BaseException:
                with contextlib.suppress(OSError):
                    temporary.unlink()
                raise
        except OSError:
            self.broken = True

    def _remember(self, key: str, encoded: bytes) -> None:
        if len(self._memory) >= MEMORY_ENTRIES:
            self._memory.clear()
        self._memory[(self.namespace, self.digest, key)] = encoded


def result_cache(namespace: str, digest: str) -> ResultCache | None:
    """The ResultCache of ``namespace`` beside the case cache (None when the cache is turned off)."""
    if not _enabled:
        return None
    where = os.environ.get("RIFTCHECK_CACHE_DIR")
    return ResultCache(Path(where) if where else paths.ROOT / ".riftcheck-cache", namespace, digest)


def code_digest(*files: Path, extra: str = "") -> str:
    """The SHA-256 (24 hex digits) of source files and ``extra`` (library versions), computed again in a
    process only when a file's size or modification time has changed."""
    key = (*((file, _stamp(file)) for file in files), extra)
    known = _digests.get(key)
    if known is None:
        h = hashlib.sha256(f"{FORMAT} {sys.version_info[:2]} {extra}\n".encode())
        for file in files:
            h.update(Path(file).read_bytes())
        known = _digests[key] = h.hexdigest()[:24]
    return known
