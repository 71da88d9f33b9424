#!/usr/bin/env python3
"""Benchmark: run every case through the reference engine in-process and out of process; print the figures.

    python tools/benchmark.py [--repeat N] [--engine reference] [--engine-cmd CMD] [--quiet]

Prints, per case and for the whole suite, the best time of N runs in-process (``--engine``) beside
the same cases through an engine process speaking the protocol (``--engine-cmd``, by default the
reference engine served by ``reference_engine/serve.py``), and their ratio; then cases per second and
peak Python memory (tracemalloc) in-process. Goals: the whole suite in under 1 second of engine time
on one core (issue #3); out of process within 2x of in-process (issue #4). This is a script, not a
test: timings are read by people, never asserted.
"""
from __future__ import annotations

import argparse
import sys
import time
import tracemalloc
from pathlib import Path
from typing import Any, Callable

from harness.engines import close_engine, engine_factory
from harness.loader import Case, load_cases
from harness.runner import run_case

ROOT = Path(__file__).resolve().parents[1]


def best_of(cases: list[Case], factory: Callable[[], Any], repeat: int) -> tuple[float, dict[str, float], dict[str, int]]:
    """(best suite time, best time per case id, outcome counts) over ``repeat`` runs."""
    best, per_case, outcomes = float("inf"), {c.id: float("inf") for c in cases}, {}
    for _ in range(repeat):
        outcomes = {}
        start = time.perf_counter()
        for case in cases:
            r = run_case(case, factory)
            per_case[case.id] = min(per_case[case.id], r.duration)
            outcomes[r.outcome] = outcomes.get(r.outcome, 0) + 1
        best = min(best, time.perf_counter() - start)
    return best, per_case, outcomes


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--engine", default="reference")
    ap.add_argument("--engine-cmd", default=f"{sys.executable} -m reference_engine.serve")
    ap.add_argument("--quiet", action="store_true", help="totals only, no line per case")
    args = ap.parse_args()
    cases, errors = load_cases([ROOT / "cases"])
    inside = engine_factory(args.engine)
    started = time.perf_counter()
    outside = engine_factory(command=args.engine_cmd)
    startup = time.perf_counter() - started
    try:
        best_in, cases_in, outcomes = best_of(cases, inside, args.repeat)
        best_out, cases_out, outcomes_out = best_of(cases, outside, args.repeat)
    finally:
        close_engine(outside)
    if not args.quiet:
        width = max(len(c.id) for c in cases)
        print(f"{'case':<{width}}  {'in (ms)':>8}  {'out (ms)':>8}  {'ratio':>5}")
        for case in cases:
            a, b = cases_in[case.id] * 1e3, cases_out[case.id] * 1e3
            print(f"{case.id:<{width}}  {a:>8.2f}  {b:>8.2f}  {b / a if a else 0:>5.1f}")
        print()
    tracemalloc.start()
    for case in cases:
        run_case(case, inside)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    ran = outcomes.get("pass", 0) + outcomes.get("fail", 0) + outcomes.get("error", 0)
    print(f"cases loaded: {len(cases)} ({len(errors)} load errors); outcomes: {outcomes}")
    if outcomes_out != outcomes:
        print(f"out of process, the outcomes differ: {outcomes_out}")
    print(f"in-process, best of {args.repeat}: {best_in:.3f} s for the suite "
          f"({len(cases) / best_in:.0f} cases/s; {ran} cases executed)")
    print(f"out of process ({args.engine_cmd}), best of {args.repeat}: {best_out:.3f} s for the suite "
          f"({len(cases) / best_out:.0f} cases/s), {best_out / best_in:.2f}x in-process (goal: within 2x); "
          f"engine start and handshake {startup:.3f} s")
    print(f"peak traced memory during one pass in-process: {peak / 1e6:.1f} MB")


if __name__ == "__main__":
    main()
