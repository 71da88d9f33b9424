"""Load and validate case files.

``load_cases(paths)`` returns ``(cases, errors)``: every file is read with the safe YAML loader
(harness/yamlsrc.py: libyaml for plain files), validated against ``schema/case.schema.json`` (all
errors, not the first; harness/fastschema.py says yes first to a valid case) and then checked
semantically (id = file stem, unique ids, aliases, card names, mechanics, ruling and source ids,
status). Every error is reported as ``file:LINE: $.json.path: message``. A bad file never stops the
others from loading. A valid case is kept in the cache of validated cases (harness/cache.py) and read
back from it while neither the file nor anything its validation depends on changes.
"""
from __future__ import annotations

import gc
import json
import os
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Iterable

from harness import cache as case_cache
from harness import consistency, fastschema, modes, paths, semantics
from harness.cache import CaseCache, Entry as CacheEntry
from harness.limits import InputError, read_text
from harness.semantics import hint
from harness.catalogue import Catalogue, load_catalogue
from harness.rules import RulesMap
from harness.rulenumbers import RuleNumbers
from harness.yamlsrc import Keys, YamlProblem, json_path, line_of, read_document

if TYPE_CHECKING:
    import jsonschema

STEP_KINDS = ("play", "activate", "move", "hide", "pass", "resolve", "advance", "concede", "decision", "expect")


@dataclass(frozen=True)
class LoadError:
    """One problem in one case file, with the line and JSON path it is about."""

    file: str
    line: int | None
    path: str
    message: str

    def __str__(self) -> str:
        where = f"{self.file}:{self.line}" if self.line else self.file
        return f"{where}: {self.path}: {self.message}"


@dataclass
class Case:
    """A valid case, ready to run. ``setup`` is normalised: every ``card:`` is a catalogue id."""

    id: str
    path: Path
    file: str                      # the path as shown in messages
    data: dict[str, Any]           # the file as written
    setup: dict[str, Any]          # what engines receive
    lines: dict[Keys, int] = field(repr=False, default_factory=dict)
    cards: frozenset[str] = frozenset()       # requirements (docs/case-format.md, section 7): catalogue ids,
    keywords: frozenset[str] = frozenset()    # keyword names on vanilla objects,
    abilities: frozenset[str] = frozenset()   # and test abilities, all derived from the case
    level: str = "core"                       # core | keywords | cards | faq (derived)
    mode: str = "duel"                        # (1.3) setup.mode: duel | ffa3 | ffa4 | 2v2 (a requirement too)

    title = property(lambda self: self.data["title"])
    status = property(lambda self: self.data["status"])
    status_note = property(lambda self: self.data.get("status_note", ""))
    superseded_by = property(lambda self: self.data.get("superseded_by"))
    mechanics = property(lambda self: list(self.data["mechanics"]))
    rules = property(lambda self: list(self.data["ruling"].get("rules", [])))
    ruling = property(lambda self: self.data["ruling"].get("inventory"))
    source = property(lambda self: self.data["ruling"]["source"])
    script = property(lambda self: self.data["script"])
    expect = property(lambda self: self.data["expect"])

    def where(self, keys: Keys) -> str:
        """``file:line`` of a JSON path in this case (or of its nearest enclosing value)."""
        line = line_of(self.lines, keys)
        return f"{self.file}:{line}" if line else self.file


_DEFAULT = object()


class Context:
    """Everything validation needs from the project, read once; ``cache``: the cache of validated cases
    (harness/cache.py; by default the project's, unless turned off; None: none)."""

    def __init__(self, cases_root: Path | None = None, suite_root: Path | None = None, cache: Any = _DEFAULT):
        self.cases_root = cases_root
        self.suite_root = suite_root  # where the suite rulings/index.yaml records lives (default: cases/)
        self.cache: CaseCache | None = case_cache.default() if cache is _DEFAULT else cache
        self._directories: dict[tuple[str, Path], Path] = {}  # (cwd for a relative one, dir) -> resolved

    def resolve(self, path: Path | str) -> Path:
        """``Path(path).resolve()``, with each directory's resolution kept for this context: a load
        resolves every file of a few directories, and only a file that is itself a symbolic link (or
        named ``.``/``..``) needs its whole path resolved again."""
        path = Path(path)
        if path.name in ("", ".", "..") or path.is_symlink():
            return path.resolve()
        return self._resolve_directory(path.parent) / path.name

    def _resolve_directory(self, directory: Path) -> Path:
        key = ("" if directory.is_absolute() else os.getcwd(), directory)
        known = self._directories.get(key)
        if known is None:
            known = self._directories[key] = directory.resolve()
        return known

    @cached_property
    def schema(self) -> dict[str, Any]:
        return json.loads(paths.schema_path("case.schema.json").read_text(encoding="utf-8"))

    @cached_property
    def validator(self) -> jsonschema.protocols.Validator:
        """The reference validator: its errors are the messages (``schema_problems``). jsonschema (~60 ms
        to import) is imported here, on first use: a load that finds every case in the cache, or that
        jsonschema-rs accepts (``quick_check``), never needs it."""
        import jsonschema  # noqa: PLC0415
        return jsonschema.Draft202012Validator(self.schema)

    @cached_property
    def quick_check(self) -> Callable[[Any], bool]:
        """True only for a document the schema accepts, at a hundredth of ``validator``'s time
        (jsonschema-rs, where it is installed; False otherwise, and for anything it cannot take)."""
        return fastschema.quick_check(self.schema)

    @cached_property
    def catalogue(self) -> Catalogue:
        return load_catalogue()

    @cached_property
    def mechanics(self) -> dict[str, str]:
        return paths.read_project_yaml(paths.schema_path("mechanics.yaml"))["mechanics"]

    @cached_property
    def rulings(self) -> dict[str, dict[str, Any]]:
        """rulings/index.yaml's entries by id: read only (the process's parsed index is shared, not copied)."""
        entries = paths.read_project_yaml(paths.rulings_index_path(), shared=True)
        return {entry["id"]: entry for entry in entries}

    @cached_property
    def sources(self) -> dict[str, dict[str, Any]]:
        return paths.read_project_yaml(paths.sources_path())

    @cached_property
    def rules_map(self) -> RulesMap:
        return RulesMap.load()

    @cached_property
    def rule_numbers(self) -> RuleNumbers:
        return RuleNumbers.load()

    def in_suite(self, path: Path, resolved: Path | None = None) -> bool:
        """Whether a case file is part of the project's suite (below the repository's cases/), which
        rulings/index.yaml records; fixtures and drafts elsewhere are not (``resolved``: the path resolved)."""
        suite = self._resolve_directory(Path(self.suite_root or paths.ROOT / "cases"))
        return (resolved or self.resolve(path)).is_relative_to(suite)

    @cached_property
    def known_case_ids(self) -> set[str]:
        """Stems of every case file under the cases root (a case's id is its file stem)."""
        root = Path(self.cases_root or paths.cases_dir())
        if not root.is_dir():
            return {root.stem}
        return {p.stem for p in root.rglob("*.yaml") if p.name != "sources.yaml"}  # discover's, unsorted


def display(path: Path, resolved: Path | None = None) -> str:
    """A path as shown in messages: relative to the working directory when it is below it
    (``resolved``: ``Path(path).resolve()``, where the caller has it already)."""
    try:
        below = (resolved or Path(path).resolve()).is_relative_to(Path.cwd())
        return os.path.relpath(path) if below else str(path)
    except ValueError:
        return str(path)


def discover(targets: Iterable[Path | str]) -> list[Path]:
    """Case files among ``targets``: files as given, directories searched for ``*.yaml``
    (except ``sources.yaml``), in a stable order."""
    found: list[Path] = []
    for target in map(Path, targets):
        if target.is_dir():
            found.extend(sorted(p for p in target.rglob("*.yaml") if p.name != "sources.yaml"))
        else:
            found.append(target)
    return found


def load_case(path: Path, ctx: Context) -> tuple[Case | None, list[LoadError]]:
    """Load one case file; returns (case, []) or (None, errors), never (None, []). Anything that goes
    wrong while loading it (even a bug of the harness) is an error of this file only."""
    try:
        resolved: Path | None = ctx.resolve(path)
    except (OSError, RuntimeError):  # resolved again where it is this file's error (as before)
        resolved = None
    file = display(path, resolved)
    try:
        return _load_case(path, file, ctx, resolved)
    except paths.ProjectLayoutError:
        raise
    except Exception as exc:  # noqa: BLE001 - one file's problem must not end the run
        return None, [LoadError(file, None, "$", f"the harness failed to load this file: "
                                                 f"{type(exc).__name__}: {exc}")]


def _load_case(path: Path, file: str, ctx: Context,
               resolved: Path | None = None) -> tuple[Case | None, list[LoadError]]:
    try:
        text = read_text(path)
    except InputError as exc:
        return None, [LoadError(file, exc.line, "$", str(exc))]
    stem = Path(path).stem
    in_suite = ctx.in_suite(path, resolved)
    scope = "suite" if in_suite else ""  # a suite case is checked against rulings/index.yaml too
    cached = ctx.cache.get(text, stem, scope) if ctx.cache is not None else None
    if cached is not None:
        return Case(cached.data["id"], Path(path), file, cached.data, cached.setup, cached.lines,
                    frozenset(cached.cards), frozenset(cached.keywords), frozenset(cached.abilities),
                    cached.level, modes.mode_of(cached.data["setup"])), []
    data, lines, problems, plain = read_document(text)
    if data is None and not problems:
        problems = [YamlProblem(1, (), "the file holds no case (`null`); a case file is a mapping")]
    elif data is not None and not isinstance(data, dict):
        problems = [YamlProblem(1, (), f"a case file is a mapping (id, title, ruling, ...), "
                                       f"not a {type(data).__name__}")]
        data = None

    def err(keys: Keys, message: str) -> LoadError:
        return LoadError(file, line_of(lines, keys), json_path(keys), message)

    errors = [LoadError(file, p.line, json_path(p.keys), p.message) for p in problems]
    if data is None:
        return None, errors
    if not (plain and ctx.quick_check(data)):  # the schema accepts it: no messages to find
        errors += [err(keys, msg) for keys, msg in schema_problems(ctx.validator, data)]
    result = _semantic_check(data, stem, ctx, schema_valid=not errors)
    seen = {(e.path, e.message) for e in errors}
    errors += [e for keys, msg in (result.problems if result else [])
               if ((e := err(keys, msg)).path, e.message) not in seen]
    if result and in_suite:  # the index records the suite's cases, not fixtures or drafts elsewhere
        errors += [err(keys, msg) for keys, msg in consistency.index_problems(data, ctx.rulings)]
    if errors or result is None:
        return None, sorted(errors, key=lambda e: e.line or 0)
    if ctx.cache is not None and plain:  # (a plain document holds no tuple or set: harness/yamlsrc.py)
        ctx.cache.put(text, stem, CacheEntry(data, result.setup, lines, sorted(result.cards),
                                             sorted(result.keywords), sorted(result.abilities), result.level),
                      scope)
    return Case(data["id"], Path(path), file, data, result.setup, lines, frozenset(result.cards),
                frozenset(result.keywords), frozenset(result.abilities), result.level, result.mode), []


def _semantic_check(data: Any, stem: str, ctx: Context, schema_valid: bool) -> semantics.Checked | None:
    """Semantic checks, also on a file the schema rejects (so one pass reports both kinds of error).
    The checks assume the schema's shape: where a schema error breaks that shape, they stop and
    the schema errors stand alone."""
    if schema_valid:
        return semantics.check(data, stem, ctx)
    if not isinstance(data, dict):
        return None
    try:
        return semantics.check(data, stem, ctx)
    except Exception:  # a shape the schema already reports
        return None


def load_cases(targets: Iterable[Path | str], ctx: Context | None = None) -> tuple[list[Case], list[LoadError]]:
    """Load every case file among ``targets``; suite-wide checks (unique ids, superseded_by).

    Python's cyclic garbage collector is paused while they load (and left as it was found): a load
    allocates many small containers that are kept (the cases) or freed by reference counting, and the
    collector's runs walked them again and again (~30% of loading the suite from the case cache in a
    process with the default settings). Cycles made meanwhile are collected once it runs again."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        return _load_cases(targets, ctx)
    finally:
        if was_enabled:
            gc.enable()


def _load_cases(targets: Iterable[Path | str], ctx: Context | None) -> tuple[list[Case], list[LoadError]]:
    ctx = ctx or Context()
    cases: list[Case] = []
    errors: list[LoadError] = []
    for path in discover(targets):
        case, errs = load_case(path, ctx)
        errors += errs
        if case:
            cases.append(case)
    errors += suite_problems(cases, ctx)
    errors += [LoadError(c.file, consistency.where(c, keys), json_path(keys), message)
               for c, keys, message in consistency.suite_problems(cases, ctx.rulings, ctx.known_case_ids)]
    bad = {e.file for e in errors}
    return [c for c in cases if c.file not in bad], errors


def suite_problems(cases: list[Case], ctx: Context) -> list[LoadError]:
    """Checks across files: ids unique, superseded_by names an existing case."""
    errors: list[LoadError] = []
    first: dict[str, Case] = {}
    for case in cases:
        if case.id in first:
            errors.append(LoadError(case.file, line_of(case.lines, ("id",)), "$.id",
                                    f"duplicate case id {case.id!r} (also {first[case.id].where(('id',))})"))
        else:
            first[case.id] = case
    known = ctx.known_case_ids | set(first)
    for case in cases:
        target = case.superseded_by
        if target and target not in known:
            errors.append(LoadError(case.file, line_of(case.lines, ("superseded_by",)), "$.superseded_by",
                                    f"superseded_by names no case: {target!r}{hint(target, known)}"))
    return errors


def schema_problems(validator: Any, data: Any) -> list[tuple[Keys, str]]:
    """All schema errors as (keys, readable message), one per offending key for unknown keys."""
    out: list[tuple[Keys, str]] = []
    for error in validator.iter_errors(data):
        _schema_problem(error, out)
    return out


def _schema_problem(error: Any, out: list[tuple[Keys, str]]) -> None:
    keys = tuple(error.absolute_path)
    kind, schema, instance = error.validator, error.schema, error.instance
    if kind == "additionalProperties" and isinstance(instance, dict):
        allowed = list(schema.get("properties", {}))
        for key in instance:
            if key not in allowed and key in STEP_KINDS and len(keys) >= 2 and keys[-2] == "script":
                kinds = [k for k in STEP_KINDS if k in instance]
                out.append((keys + (key,), f"a step has exactly one kind; this one has {', '.join(kinds)}"))
            elif key not in allowed:
                out.append((keys + (key,), f"unknown key {key!r}" + (hint(key, allowed) if allowed else "")))
    elif kind == "required":
        out.append((keys, f"missing required key {error.message.split(' is a required')[0]}"))
    elif kind == "anyOf" and schema.get("anyOf", [{}])[0] == {"required": ["play"]}:
        out.append((keys, "not a step: a step has exactly one of " + ", ".join(STEP_KINDS)))
    elif kind == "oneOf" and schema.get("oneOf") == [{"required": ["card"]}, {"required": ["vanilla"]}]:
        out.append((keys, "needs exactly one of `card` or `vanilla`"))
    elif kind == "not" and keys == () and isinstance(instance, dict) and instance.get("status") == "current":
        out.append((("superseded_by",), "superseded_by is only allowed when status is superseded"))
    elif kind == "dependentRequired":
        out.append((keys, "`reason` needs `reject: true`"))
    elif kind in ("oneOf", "anyOf") and error.context:
        out.extend(_closest_branch(error))
    else:
        message = error.message
        out.append((keys, message if len(message) <= 200 else message[:197] + "..."))


def _branch_name(schema: Any) -> str:
    if not isinstance(schema, dict):
        return "a value"
    if "$ref" in schema:
        return schema["$ref"].rsplit("/", 1)[-1]
    if "type" in schema:
        return schema["type"] if isinstance(schema["type"], str) else " or ".join(schema["type"])
    if "const" in schema:
        return repr(schema["const"])
    if "enum" in schema:
        return "one of " + ", ".join(map(repr, schema["enum"]))
    return schema.get("title") or "a form"


def _closest_branch(error: Any) -> list[tuple[Keys, str]]:
    """A value that matches none of a oneOf/anyOf's branches: what is wrong with it under the branch
    it comes closest to, with the missing and unknown keys there. The closest branch is one whose type
    the value has, with the fewest errors (jsonschema's best_match breaks ties)."""
    branches = error.schema.get(error.validator, [])
    names = [_branch_name(b) for b in branches]
    if all(e.validator in ("type", "const", "enum") and not e.relative_path for e in error.context):
        return [(tuple(error.absolute_path), f"{_short_value(error.instance)} is not {' or '.join(names)}")]
    by_branch: dict[Any, list[Any]] = {}
    for sub in error.context:
        by_branch.setdefault(sub.relative_schema_path[0] if sub.relative_schema_path else None, []).append(sub)

    def distance(branch: Any) -> tuple[int, int]:
        errors = by_branch[branch]
        wrong_type = any(e.validator in ("type", "const", "enum") and not e.relative_path for e in errors)
        return (wrong_type, len(errors))
    nearest = min(distance(b) for b in by_branch)
    import jsonschema  # noqa: PLC0415 - imported by `Context.validator` already (which made `error`)
    best = jsonschema.exceptions.best_match(e for b in by_branch if distance(b) == nearest for e in by_branch[b])
    branch = best.relative_schema_path[0] if best.relative_schema_path else None
    found: list[tuple[Keys, str]] = []
    for sub in error.context:
        if sub.relative_schema_path and sub.relative_schema_path[0] == branch:
            _schema_problem(sub, found)
    name = names[branch] if isinstance(branch, int) and branch < len(names) else "a form"
    note = f" (the closest of its allowed forms, {name}; the others: {', '.join(n for n in names if n != name)})"
    return [(keys, message + note) for keys, message in found] or \
        [(tuple(error.absolute_path), f"{_short_value(error.instance)} matches none of: {', '.join(names)}")]


def _short_value(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 80 else text[:77] + "..."
