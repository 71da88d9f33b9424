#!/usr/bin/env python3
"""Benchmark the harness and the reference engine; print the figures beside their goals. A script, not a
test: timings are read by people, never asserted.

    python3 tools/benchmark.py [--repeat N] [--quiet]        # the suite, in-process vs out of process
    python3 tools/benchmark.py --scale N [--jobs J]          # N generated cases (issue 13)
    python3 tools/benchmark.py --tests                       # the project's tests (README's command)

Without ``--scale``: per case and for the suite, the best of N runs in-process beside the same cases
through an engine process (``reference_engine/serve.py``), their ratio, cases per second and peak
memory. Goals: the suite in under 1 s of engine time on one core (issue 3); out of process within 2x of
in-process (issue 4).

``--scale N``: N cases made by copying the suite with fresh ids into a temporary directory, then per
stage, in total and per case (wall time; CPU time of this process where it is the only worker): load
(read and parse the YAML), validate (schema and semantic checks; what the case cache saves is shown
as a second, warm load), run in-process and through engine processes at 1 and J jobs (J: ``--jobs``,
default the number of cores), the speed-up, and the peak memory of this process and of its workers.
Linear growth is checked by the same stages over the suite itself (per case at the suite's size vs at
N). Each figure is printed with the ratio to the previous run of the same N on this machine (kept in
``.riftcheck-cache/benchmark/``) and to the figures of issue 13 (main before the work, 1,910 cases:
6.6 ms per case to load and validate, 8.6 ms per case for a whole ``riftcheck run``). Goals: 10,000
cases loaded and validated in under 10 s and run through the reference engine in-process in under 30 s
on one core; near-linear speed-up with ``-j`` up to the core count for an engine process; per-case
times that do not grow with N.

``--tests``: the wall and CPU time of README's test command (read from README.md), with a cold case
cache as on a fresh clone and then warm (goal: under 10 s on a two-core machine), with the least wall
time the CPU it used allows on this machine's cores; then of one process (``-n 0``) with the test files
that cost most CPU, their own and their child processes' (``tools/cpu_per_file.py``).
"""
from __future__ import annotations

import argparse
import json
import os
import re
import resource
import shutil
import subprocess
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # this checkout's harness, not whichever one is installed

from harness import parallel, paths  # noqa: E402
from harness.cache import CaseCache  # noqa: E402
from harness.engines import close_engine, engine_factory  # noqa: E402
from harness.limits import read_text  # noqa: E402
from harness.loader import Case, Context, discover, load_cases  # noqa: E402
from harness.runner import run_case  # noqa: E402
from harness.subprocess_engine import EngineCommand  # noqa: E402
from harness.yamlsrc import FAST_LOADER, read_document  # noqa: E402

SERVE = f"{sys.executable} -m reference_engine.serve"
RECORDS = ROOT / ".riftcheck-cache" / "benchmark"
ISSUE_13 = {"load+validate": 6.6e-3, "run (whole command)": 8.6e-3}  # seconds per case, main before issue 13


# --- the suite, in-process vs out of process (issues 3 and 4) ------------------------------------

def best_of(cases: list[Case], factory: Callable[[], Any],
            repeat: int) -> tuple[float, dict[str, float], dict[str, int]]:
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


def suite_benchmark(args: argparse.Namespace) -> None:
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


# --- --scale N (issue 13) -------------------------------------------------------------------------

ID_LINE = re.compile(r"^(id|superseded_by):\s*(\S+)\s*$", re.M)
ID_LIST = re.compile(r"^(contradicts):\s*\[([^\]]*)\]\s*$", re.M)  # other cases' ids, as the suite writes them


def generate(count: int, into: Path) -> int:
    """``count`` case files: copies of the suite's, each copy's ids (and the ids its cases name:
    superseded_by, contradicts) suffixed ``-xK``; returns the number of files written."""
    sources = [(p.relative_to(paths.cases_dir()), read_text(p)) for p in discover([paths.cases_dir()])]
    shutil.copy(paths.sources_path(), into / "sources.yaml")
    written = 0
    copy = 0
    while written < count:
        for relative, text in sources:
            if written == count:
                break
            new = ID_LINE.sub(lambda m: f"{m.group(1)}: {m.group(2)}-x{copy}", text)
            new = ID_LIST.sub(lambda m: f"{m.group(1)}: [" + ", ".join(
                f"{name.strip()}-x{copy}" for name in m.group(2).split(",") if name.strip()) + "]", new)
            target = into / f"copy{copy}" / relative.parent / f"{relative.stem}-x{copy}.yaml"
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(new, encoding="utf-8")
            written += 1
        copy += 1
    return written


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


class Clock:
    """Wall and CPU time of a stage: this process's, and its ended workers' and engine processes'."""

    def __init__(self) -> None:
        self.wall = self.cpu = self.children = 0.0

    def __enter__(self) -> "Clock":
        self._wall, self._cpu, self._children = time.perf_counter(), time.process_time(), _children_cpu()
        return self

    def __exit__(self, *exc: Any) -> None:
        self.wall, self.cpu = time.perf_counter() - self._wall, time.process_time() - self._cpu
        self.children = _children_cpu() - self._children


def stages(root: Path, jobs: int, out_of_process: bool) -> dict[str, Any]:
    """Every stage's figures over the case files under ``root``."""
    files = discover([root])
    figures: dict[str, Any] = {"cases": len(files)}
    with Clock() as clock:
        for path in files:
            read_document(read_text(path))
    figures["load"] = (clock.wall, clock.cpu)
    with Clock() as clock:
        cases, errors = load_cases([root], Context(cases_root=root, cache=None))
    figures["load+validate"] = (clock.wall, clock.cpu)
    figures["validate"] = (max(0.0, clock.wall - figures["load"][0]), max(0.0, clock.cpu - figures["load"][1]))
    with tempfile.TemporaryDirectory(prefix="riftcheck-cache-") as where:
        for label in ("load+validate, filling the cache", "load+validate, from the cache"):
            with Clock() as clock:
                load_cases([root], Context(cases_root=root, cache=CaseCache(Path(where))))
            figures[label] = (clock.wall, clock.cpu)
    figures["errors"] = len(errors)
    options = parallel.Options(timeout=60)
    factory = engine_factory("reference")
    outcomes: dict[str, dict[str, int]] = {}
    for label, runner in (("run in-process -j 1", parallel.Sequential(factory, options)),
                          (f"run in-process -j {jobs}", parallel.ProcessPool(jobs, "reference", False, options))):
        figures[label], outcomes[label] = timed_run(runner, cases)
    if out_of_process:
        for n in sorted({1, jobs}):
            first = EngineCommand(SERVE, 60)
            first.start()
            runner = parallel.EnginePool(n, first, lambda: EngineCommand(SERVE, 60), options) if n > 1 \
                else parallel.Sequential(first, options)
            close_others = runner.close

            def close_all(close_others: Callable[[], None] = close_others, first: EngineCommand = first) -> None:
                close_others()
                first.close()  # inside the stage's clock: its CPU time is counted
            runner.close = close_all  # type: ignore[method-assign]
            figures[f"run engine process -j {n}"], outcomes[f"engine -j {n}"] = timed_run(runner, cases)
    figures["outcomes"] = outcomes
    figures["same outcomes"] = len({json.dumps(o, sort_keys=True) for o in outcomes.values()}) == 1
    figures["peak memory (MB)"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    figures["peak memory of a worker (MB)"] = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    return figures


def timed_run(runner: Any, cases: list[Case]) -> tuple[tuple[float, float, float], dict[str, int]]:
    """(wall, CPU of this process, CPU of the workers and engine processes), outcome counts."""
    counts: dict[str, int] = {}
    with Clock() as clock:
        try:
            for result in runner.results(cases):
                counts[result.outcome] = counts.get(result.outcome, 0) + 1
        finally:
            runner.close()  # the workers end: their CPU time is counted
    return (clock.wall, clock.cpu, clock.children), counts


def scale_benchmark(args: argparse.Namespace) -> None:
    jobs = args.jobs or parallel.available_cores()
    print(f"riftcheck benchmark --scale {args.scale}: {parallel.available_cores()} core(s), -j {jobs}; "
          f"YAML parser: {'libyaml (C)' if FAST_LOADER else 'pure Python'}; load average "
          f"{os.getloadavg()[0]:.2f} (other work on the machine slows every figure)")
    with tempfile.TemporaryDirectory(prefix="riftcheck-scale-") as tmp:
        root = Path(tmp)
        made = generate(args.scale, root)
        print(f"generated {made} cases in {root}\n")
        small = stages(paths.cases_dir(), jobs, out_of_process=False)
        large = stages(root, jobs, out_of_process=not args.no_engine_process)
    previous = _previous(args.scale)
    _print_figures(small, large, previous, jobs)
    _record(args.scale, large)


def _per_case(figures: dict[str, Any], key: str) -> float:
    return figures[key][0] / max(1, figures["cases"])


def _print_figures(small: dict[str, Any], large: dict[str, Any], previous: dict[str, Any] | None, jobs: int) -> None:
    n = large["cases"]
    print(f"{'stage':<32} {'total (s)':>10} {'CPU (s)':>8} {'workers':>8} {'cores':>6} {'per case (ms)':>14} "
          f"{'at ' + str(small['cases']):>10} {'vs last run':>12}")
    for key, value in large.items():
        if not (isinstance(value, (tuple, list)) and len(value) in (2, 3)):
            continue
        wall, cpu, children = (*value, 0.0)[:3]
        cores = (cpu + children) / wall if wall else 0.0
        at_small = f"{_per_case(small, key) * 1e3:.3f}" if key in small else ""
        last = f"x{wall / previous[key][0]:.2f}" if previous and key in previous and previous[key][0] else ""
        print(f"{key:<32} {wall:>10.2f} {cpu:>8.2f} {children:>8.2f} {cores:>6.2f} {wall / n * 1e3:>14.3f} "
              f"{at_small:>10} {last:>12}")
    print("(CPU: this process; workers: its worker and engine processes; cores: both over the wall time, "
          "the cores the machine gave the stage)")
    print(f"\noutcomes: {large['outcomes']}; the same at every -j: {large['same outcomes']}; "
          f"load errors: {large['errors']}")
    print(f"peak memory: {large['peak memory (MB)']:.0f} MB (this process), "
          f"{large['peak memory of a worker (MB)']:.0f} MB (largest worker or engine process)")
    print("\ngoals:")
    lv = large["load+validate"][0]
    warm = large["load+validate, from the cache"][0]
    print(f"  load + validate 10,000 cases < 10 s (1 ms per case): {lv / n * 1e3:.3f} ms per case -> "
          f"{lv / n * 1e4:.1f} s for 10,000 ({_met(lv / n < 1e-3)}); issue 13 measured "
          f"{ISSUE_13['load+validate'] * 1e3:.1f} ms per case: x{ISSUE_13['load+validate'] / (lv / n):.1f} faster; "
          f"from the cache {warm / n * 1e3:.3f} ms per case ({_met(warm / n < 1e-3)})")
    run1 = large["run in-process -j 1"][0]
    print(f"  run 10,000 cases in-process on one core < 30 s: {run1 / n * 1e3:.3f} ms per case -> "
          f"{run1 / n * 1e4:.1f} s for 10,000 ({_met(run1 / n < 3e-3)}); load + validate + run "
          f"{(lv + run1) / n * 1e3:.2f} ms per case vs {ISSUE_13['run (whole command)'] * 1e3:.1f} in issue 13")
    runj = large[f"run in-process -j {jobs}"]
    print(f"  in-process -j {jobs}: x{run1 / runj[0]:.2f} of -j 1 (ideal x{jobs}: worker processes), on "
          f"{(runj[1] + runj[2]) / runj[0]:.2f} cores")
    if f"run engine process -j {jobs}" in large and jobs > 1:
        e1, ej = large["run engine process -j 1"], large[f"run engine process -j {jobs}"]
        print(f"  engine processes -j {jobs}: x{e1[0] / ej[0]:.2f} of -j 1 (goal: near x{jobs}, linear up to the "
              f"cores; {_met(e1[0] / ej[0] >= 0.75 * jobs)}), on {(ej[1] + ej[2]) / ej[0]:.2f} cores against "
              f"{(e1[1] + e1[2]) / e1[0]:.2f} at -j 1: a speed-up needs cores nothing else is using")
    for key in ("load+validate", "run in-process -j 1"):
        growth = _per_case(large, key) / max(1e-9, _per_case(small, key))
        print(f"  linear growth, {key}: per case at {n} = x{growth:.2f} of per case at {small['cases']} "
              f"({_met(growth < 1.3)})")


def _met(ok: bool) -> str:
    return "met" if ok else "NOT met"


def _previous(scale: int) -> dict[str, Any] | None:
    try:
        return json.loads((RECORDS / f"scale-{scale}.json").read_text())
    except (OSError, ValueError):
        return None


def _record(scale: int, figures: dict[str, Any]) -> None:
    try:
        RECORDS.mkdir(parents=True, exist_ok=True)
        (RECORDS / f"scale-{scale}.json").write_text(json.dumps(figures, indent=1))
    except OSError:
        pass


# --- --tests --------------------------------------------------------------------------------------

def readme_test_command() -> list[str]:
    """The arguments of README's test command (its first ``python3 -m pytest`` line)."""
    for line in (ROOT / "README.md").read_text(encoding="utf-8").splitlines():
        command = line.split("#", 1)[0].split()
        if command[:3] == ["python3", "-m", "pytest"]:
            return command[3:]
    raise SystemExit("benchmark: README.md gives no `python3 -m pytest` command")


def _pytest(argv: list[str], env: dict[str, str]) -> tuple[float, float, subprocess.CompletedProcess[str]]:
    """(wall seconds, CPU seconds of the run and its children, the finished run)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "pytest", *argv], cwd=ROOT, env=env, capture_output=True,
                          text=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
    return wall, cpu, done


def _cpu_per_file(path: Path, count: int = 12) -> list[tuple[float, float, float, int, str]]:
    """(total, own, child processes' CPU seconds, tests, file) of the files that cost most CPU, from
    tools/cpu_per_file.py's record of a one-process run."""
    try:
        record = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return []
    ranked = sorted(((f["own"] + f["children"], f["own"], f["children"], f["tests"], name)
                     for name, f in record.items() if name != "(whole process)"), reverse=True)
    return ranked[:count]


def _processes(record: Path) -> list[str]:
    """One line per process of an xdist run (tools/cpu_per_file.py's ``.controller`` and ``.gwN`` records):
    its whole CPU, the part its tests took, and the rest (start-up, collection, xdist's traffic)."""
    lines = []
    for path in sorted(record.parent.glob(record.name + ".*")):
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        whole = data.pop("(whole process)", None)
        if whole is None:
            continue
        tests = sum(f["own"] + f["children"] for f in data.values())
        total = whole["own"] + whole["children"]
        if path.suffix == ".controller":  # its child processes are the workers, counted on their own lines
            lines.append(f"    {'controller':>10}: {whole['own']:5.1f} s CPU (start-up, scheduling, reporting)")
            path.unlink()
            continue
        lines.append(f"    {path.suffix[1:]:>10}: {total:5.1f} s CPU = {tests:5.1f} in {whole['tests']} tests "
                     f"+ {total - tests:4.1f} outside them (start-up, collection, xdist)")
        path.unlink()
    return lines


def tests_benchmark() -> None:
    """README's test command, cold (no case or lint cache, as on a fresh clone) and warm, then one
    process (``-n 0``) with the files that take longest. Goal (issue 13): under 10 s wall on a
    two-core machine."""
    env = dict(os.environ)
    where = Path(env.get("RIFTCHECK_CACHE_DIR") or tempfile.mkdtemp(prefix="riftcheck-bench-cache-"))
    env["RIFTCHECK_CACHE_DIR"] = str(where)  # never empties the checkout's own cache
    readme = readme_test_command()
    print(f"{os.cpu_count()} cores; PYTHONDONTWRITEBYTECODE={os.environ.get('PYTHONDONTWRITEBYTECODE', '')!r} "
          f"(when set, every process compiles its sources again); README's command: "
          f"python3 -m pytest {' '.join(readme)}")
    record = where / "cpu-per-file.json"
    one = ["-n", "0", "-p", "no:randomly", "-p", "cpu_per_file"]
    runs = [("README's command, cold cache", readme, True), ("README's command, warm cache", readme, False),
            ("one process (-n 0), warm", one, False)]
    for label, argv, cold in runs:
        if cold:
            shutil.rmtree(where, ignore_errors=True)
            where.mkdir(parents=True, exist_ok=True)
        # tools/ on the path for the CPU-per-file plugin, and where it writes (in the warm runs)
        run_env = env if cold else {
            **env, "RIFTCHECK_CPU_PER_FILE": str(record),
            "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT / "tools"), env.get("PYTHONPATH")]))}
        plugin = [] if cold or argv is one else ["-p", "cpu_per_file"]
        wall, cpu, done = _pytest(["-q", "-p", "no:cacheprovider", *argv, *plugin], run_env)
        last = (done.stdout.strip().splitlines() or ["(no output)"])[-1]
        goal = f" (goal: < 10 s: {_met(wall < 10)})" if argv is readme else ""
        floor = f"; at best {cpu / (os.cpu_count() or 1):.1f} s wall on {os.cpu_count()} cores" if argv is readme else ""
        print(f"{label}: {wall:.1f} s wall{goal}, {cpu:.1f} s CPU with its processes{floor}; {last}")
        if plugin:
            print("\n".join(_processes(record)))
        if argv is one:
            print("  the files that cost most CPU in one process (total = own + child processes; tests):")
            for total, own, children, tests, name in _cpu_per_file(record):
                print(f"    {total:6.2f} s = {own:5.2f} + {children:5.2f}  {tests:5d}  {name}")
    if "RIFTCHECK_CACHE_DIR" not in os.environ:
        shutil.rmtree(where, ignore_errors=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--engine", default="reference")
    ap.add_argument("--engine-cmd", default=SERVE)
    ap.add_argument("--quiet", action="store_true", help="totals only, no line per case")
    ap.add_argument("--scale", type=int, metavar="N", help="generate N cases and time every stage (issue 13)")
    ap.add_argument("--jobs", type=int, metavar="J", help="with --scale: the parallel figures' -j (default: cores)")
    ap.add_argument("--no-engine-process", action="store_true", help="with --scale: in-process figures only")
    ap.add_argument("--tests", action="store_true", help="time the project's tests (README's second command)")
    args = ap.parse_args()
    if args.tests:
        tests_benchmark()
    elif args.scale:
        scale_benchmark(args)
    else:
        suite_benchmark(args)


if __name__ == "__main__":
    main()
