#!/usr/bin/env python3
"""Benchmark: run every case through the reference engine in-process and print the figures.

    python tools/benchmark.py [--repeat N]

Prints cases per second, total engine time and peak Python memory (tracemalloc). The goal for
issue #3 is the whole suite in under 1 second of engine time on one core. This is a script, not a
test: timings are read by people, never asserted.
"""
from __future__ import annotations

import argparse
import time
import tracemalloc
from pathlib import Path

from harness.engines import resolve_engine
from harness.loader import load_cases
from harness.runner import run_case

ROOT = Path(__file__).resolve().parents[1]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--engine", default="reference")
    args = ap.parse_args()
    cases, errors = load_cases([ROOT / "cases"])
    factory = resolve_engine(args.engine)
    best = float("inf")
    outcomes: dict[str, int] = {}
    for _ in range(args.repeat):
        outcomes = {}
        start = time.perf_counter()
        for case in cases:
            r = run_case(case, factory)
            outcomes[r.outcome] = outcomes.get(r.outcome, 0) + 1
        best = min(best, time.perf_counter() - start)
    tracemalloc.start()
    for case in cases:
        run_case(case, factory)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    ran = outcomes.get("pass", 0) + outcomes.get("fail", 0) + outcomes.get("error", 0)
    print(f"cases loaded: {len(cases)} ({len(errors)} load errors); outcomes: {outcomes}")
    print(f"in-process, best of {args.repeat}: {best:.3f} s for the suite "
          f"({len(cases) / best:.0f} cases/s; {ran} cases executed)")
    print(f"peak traced memory during one pass: {peak / 1e6:.1f} MB")


if __name__ == "__main__":
    main()
