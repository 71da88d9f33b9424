"""Where the project's files are.

The harness is used from an editable install (``pip install -e .``): ``schema/``, ``cases/`` and
``rulings/`` are found relative to the repository root, the parent of the ``harness`` package.
"""
from __future__ import annotations

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


def read_project_yaml(path: Path) -> Any:
    """A project file (rulings/*.yaml, schema/mechanics.yaml, cases/sources.yaml) parsed, or a
    ProjectLayoutError naming the file and line: without it no case can be checked, so the command stops
    with that message (exit 2) instead of blaming every case file."""
    try:
        return yaml.safe_load(path.read_text(encoding="utf-8"))
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
