"""Where the project's files are.

The harness is used from an editable install (``pip install -e .``): ``schema/``, ``cases/`` and
``rulings/`` are found relative to the repository root, the parent of the ``harness`` package.
"""
from __future__ import annotations

import copy
import time
from pathlib import Path
from typing import Any

import yaml

import harness

ROOT = Path(harness.__file__).resolve().parents[1]


class ProjectLayoutError(RuntimeError):
    """A file the harness needs is not where the repository layout puts it."""


def project_path(*parts: str) -> Path:
    """Return ROOT/parts, or raise ProjectLayoutError naming the missing path."""
    path = ROOT.joinpath(*parts)
    if not path.exists():
        raise ProjectLayoutError(
            f"riftcheck: {path} is missing. The harness reads schema/, cases/ and rulings/ from the "
            f"repository root ({ROOT}); install the repository with `python3 -m pip install -e .`."
        )
    return path


_SafeLoader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # libyaml where PyYAML was built with it
_parsed: dict[Path, tuple[tuple[int, int], Any]] = {}
SETTLED_NS = 2_000_000_000  # a file's stamp is trusted only once its mtime is this much older than the clock


def settled(mtime_ns: int, now_ns: int | None = None) -> bool:
    """Whether a file whose modification time is ``mtime_ns`` may be remembered by its (mtime, size)
    stamp. A file changed again within the filesystem's timestamp granularity (a few ms) can keep its
    mtime and its size, and a memo keyed by the stamp would serve the old content (git's "racily clean"
    entries); a file last changed more than two seconds ago gets a new mtime on any later change. So only
    settled files are remembered; a file changed just now is read again each time, which is correct and,
    for the few files just written, cheap."""
    return (time.time_ns() if now_ns is None else now_ns) - mtime_ns > SETTLED_NS


def read_project_yaml(path: Path, *, shared: bool = False) -> Any:
    """A project file (rulings/*.yaml, schema/mechanics.yaml, cases/sources.yaml) parsed, or a
    ProjectLayoutError naming the file and line: without it no case can be checked, so the command stops
    with that message (exit 2) instead of blaming every case file.

    Parsed with libyaml where available (rulings/index.yaml is ~10x quicker), and kept for the process
    keyed by the file's size and modification time once the file has settled (see :func:`settled`): each
    load of a suite reads the same index, and every caller gets its own copy to change. ``shared=True``:
    the kept value itself, not a copy (rulings/index.yaml's copy is ~1.3 ms), for callers that only read
    it and never change it (nor hand it to code that could)."""
    try:
        now = time.time_ns()  # (before the file is read: a change after the read must get a new stamp)
        stat = path.stat()
        key = (stat.st_mtime_ns, stat.st_size)
        known = _parsed.get(path)
        if known is not None and known[0] == key:
            return known[1] if shared else copy.deepcopy(known[1])
        data = yaml.load(path.read_text(encoding="utf-8"), Loader=_SafeLoader)
        if settled(stat.st_mtime_ns, now):
            _parsed[path] = (key, data)
        else:
            _parsed.pop(path, None)
        return data if shared else copy.deepcopy(data)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f"{path}:{mark.line + 1}" if mark is not None else str(path)
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        raise ProjectLayoutError(f"{where}: invalid YAML in a project file: {problem}") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise ProjectLayoutError(f"{path}: cannot read this project file: {exc}") from None


def cases_dir() -> Path:
    return project_path("cases")


def schema_path(name: str) -> Path:
    return project_path("schema", name)


def rulings_index_path() -> Path:
    return project_path("rulings", "index.yaml")


def sources_path() -> Path:
    return project_path("cases", "sources.yaml")


def rules_map_path() -> Path:
    return project_path("rulings", "rules.yaml")
