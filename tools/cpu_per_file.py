"""A pytest plugin for ``tools/benchmark.py --tests``: the CPU time of each test file, its own (this
process) and its child processes' (engines, CLI and pytest runs it starts, waited for), written as JSON
to the file named by ``RIFTCHECK_CPU_PER_FILE`` when the session ends. Load it with ``-p cpu_per_file``
and ``tools/`` on the path; it changes nothing else. Case items (``cases/...``) count as one file."""
from __future__ import annotations

import json
import os
import resource
from collections import defaultdict
from collections.abc import Iterator
from typing import Any

import pytest

_cpu: dict[str, list[float]] = defaultdict(lambda: [0.0, 0.0, 0])  # file -> [own, children, tests]


def _now() -> tuple[float, float]:
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime, children.ru_utime + children.ru_stime


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: Any) -> Iterator[None]:
    before = _now()
    yield
    after = _now()
    name = item.nodeid.split("::")[0]
    name = "cases/ (every case through the plugin)" if name.startswith("cases/") else name
    entry = _cpu[name]
    entry[0] += after[0] - before[0]
    entry[1] += after[1] - before[1]
    entry[2] += 1


def pytest_sessionfinish(session: pytest.Session) -> None:
    """Write the record; under pytest-xdist each process writes its own file (the target's name with
    ``.gw0``, ``.gw1``... or ``.controller`` added), with a ``(whole process)`` entry: its CPU from its
    start, collection and fixtures included."""
    target = os.environ.get("RIFTCHECK_CPU_PER_FILE")
    if target:
        worker = os.environ.get("PYTEST_XDIST_WORKER")
        if worker or session.config.pluginmanager.hasplugin("dsession"):
            target += f".{worker or 'controller'}"
        record = {name: {"own": own, "children": children, "tests": tests}
                  for name, (own, children, tests) in _cpu.items()}
        own, children = _now()
        record["(whole process)"] = {"own": own, "children": children, "tests": sum(t for *_, t in _cpu.values())}
        with open(target, "w", encoding="utf-8") as out:
            json.dump(record, out)
