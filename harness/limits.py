"""Limits on what the harness reads, so that one hostile input costs one file or one case.

Case and expectations files are read through :func:`read_text` (a regular file, at most
``MAX_FILE_BYTES``, UTF-8) and parsed by ``harness.yamlsrc`` within ``MAX_DEPTH`` levels of nesting,
``MAX_ALIASES`` YAML aliases, ``MAX_NODES`` values once aliases are expanded and integers of at most
``MAX_INT_DIGITS`` digits. An engine's reply line may be at most ``MAX_REPLY_BYTES`` long, and at most
``STDERR_LIMIT`` bytes of what it writes on stderr are kept per case (the end of it). Each limit's
message names the limit, so a reader knows what to change.
"""
from __future__ import annotations

import math
import os
import stat
from pathlib import Path

MAX_FILE_BYTES = 1024 * 1024       # a case file; the largest in cases/ is about 4 KB
MAX_DEPTH = 64                     # nested mappings/lists; cases use about 8
MAX_ALIASES = 100                  # YAML aliases (*name) in one file; cases use none
MAX_NODES = 100_000                # values in one file, aliases expanded
MAX_INT_DIGITS = 30                # digits of one integer (Might, counts, indexes: a few digits)
MAX_REPLY_BYTES = 16 * 1024 * 1024  # one reply line from an engine process
MAX_REPLY_DEPTH = 100              # nested objects/arrays in one reply; observations use about 5 (deeper
                                   # ones broke the harness's recursive comparison with a RecursionError)
STDERR_LIMIT = 64 * 1024           # bytes of an engine's stderr kept per case (the end of it)
DEFAULT_TIMEOUT = 10.0             # seconds an engine process may take for one case (--timeout's default)
MAX_TIMEOUT = 24 * 3600.0          # --timeout, seconds


class InputError(Exception):
    """A file the harness will not read; ``line`` is 1-based when the problem has a place."""

    def __init__(self, message: str, line: int | None = None):
        super().__init__(message)
        self.line = line


def _kind(mode: int) -> str:
    for test, name in ((stat.S_ISDIR, "a directory"), (stat.S_ISFIFO, "a FIFO (named pipe)"),
                       (stat.S_ISSOCK, "a socket"), (stat.S_ISCHR, "a character device"),
                       (stat.S_ISBLK, "a block device")):
        if test(mode):
            return name
    return "not a regular file"


def read_text(path: Path | str, limit: int = MAX_FILE_BYTES) -> str:
    """The file's text, or InputError: not a regular file (never opened, so a FIFO cannot block),
    larger than ``limit`` bytes, or not UTF-8 (with the line of the first bad byte)."""
    try:
        info = os.stat(path)
    except OSError as exc:
        raise InputError(f"cannot read: {exc.strerror or exc}") from None
    if not stat.S_ISREG(info.st_mode):
        raise InputError(f"skipped: {_kind(info.st_mode)}, not a regular file")
    if info.st_size > limit:
        raise InputError(f"the file is {info.st_size} bytes; files are limited to {limit} bytes")
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        with os.fdopen(fd, "rb") as stream:
            if not stat.S_ISREG(os.fstat(stream.fileno()).st_mode):  # replaced since the stat
                raise InputError("skipped: not a regular file")
            data = stream.read(limit + 1)
    except OSError as exc:
        raise InputError(f"cannot read: {exc.strerror or exc}") from None
    if len(data) > limit:
        raise InputError(f"the file is more than {limit} bytes; files are limited to {limit} bytes")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[:exc.start].count(b"\n") + 1
        raise InputError(f"not UTF-8: byte 0x{data[exc.start]:02x} at offset {exc.start} "
                         f"cannot be decoded ({exc.reason}); save the file as UTF-8", line) from None


def check_timeout(seconds: float) -> str:
    """Why ``seconds`` is not a usable timeout ('' when it is)."""
    if not isinstance(seconds, (int, float)) or isinstance(seconds, bool) or not math.isfinite(seconds):
        return f"--timeout must be a finite number of seconds, not {seconds!r}"
    if seconds <= 0:
        return f"--timeout must be a positive number of seconds, not {seconds:g}"
    if seconds > MAX_TIMEOUT:
        return f"--timeout must be at most {MAX_TIMEOUT:g} seconds (a day), not {seconds:g}"
    return ""


def nested_deeper(value: object, limit: int) -> bool:
    """Whether ``value`` (parsed JSON) nests dicts and lists more than ``limit`` levels; iterative,
    so any depth that parsed can be measured."""
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if depth > limit:
            return True
        children = item.values() if type(item) is dict else item if type(item) is list else ()
        stack.extend((child, depth + 1) for child in children if type(child) in (dict, list))
    return False
