"""Files written whole or not at all, and output paths checked before a run.

:func:`write_atomic` writes to a temporary file in the target's directory, flushes it to disk and
renames it over the target: a reader sees the old file or the new one, never a part, and a write that
fails (a full disk, a missing directory) leaves the old file as it was. :func:`prepare_output` is
called for ``--json``/``--junit``/``--write-expectations`` before any case runs, so that a path that
cannot be written is a usage error at the start rather than a lost report at the end.
"""
from __future__ import annotations

import contextlib
import os
import stat
import tempfile
from pathlib import Path


class OutputError(Exception):
    """An output path that cannot be written (one-line message naming it)."""


def write_atomic(path: Path | str, data: str | bytes, encoding: str = "utf-8") -> None:
    """Replace ``path`` with ``data`` atomically (keeping an existing file's permission bits)."""
    path = Path(path)
    raw = data.encode(encoding) if isinstance(data, str) else data
    if _special(path):  # /dev/null, /dev/stdout, a FIFO: written to, never replaced by a regular file
        with open(path, "wb") as stream:
            stream.write(raw)
        return
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as stream:
            stream.write(raw)
            stream.flush()
            os.fsync(stream.fileno())
        with contextlib.suppress(OSError):
            os.chmod(tmp, path.stat().st_mode & 0o7777 if path.exists() else 0o644)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def _special(path: Path) -> bool:
    """An existing target that is not a regular file (a device, a FIFO, a socket); renaming over it
    would replace it (``--json /dev/null`` run as root would replace the device)."""
    try:
        return not stat.S_ISREG(path.stat().st_mode) and not path.is_dir()
    except OSError:
        return False


def prepare_output(path: Path | str, option: str) -> Path:
    """Make sure ``path`` can be written: its directory is created if missing, and a file can be
    created there. Raises OutputError naming ``option`` and the path."""
    path = Path(path)
    if path.is_dir():
        raise OutputError(f"{option} {path}: is a directory; give a file name")
    if _special(path):
        return path
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise OutputError(f"{option} {path}: cannot create the directory {path.parent}: "
                          f"{exc.strerror or exc}") from None
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".check", dir=path.parent)
        os.close(fd)
        os.unlink(tmp)
    except OSError as exc:
        raise OutputError(f"{option} {path}: cannot write in {path.parent}: {exc.strerror or exc}") from None
    if path.exists() and not os.access(path, os.W_OK) and not os.access(path.parent, os.W_OK):
        raise OutputError(f"{option} {path}: the file is not writable")
    return path
