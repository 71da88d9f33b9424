#!/usr/bin/env python3
"""Mutation testing: does the suite catch wrong engines?

    python3 tools/mutation.py [--mutant ID ...] [-k EXPR] [-j N] [--json FILE] [--timeout S] [--list] [PATHS...]

Applies, one at a time, each seeded rules bug ("mutant") of ``tools/mutants/`` to the reference engine
(a runtime patch of one function of a ``reference_engine`` module, undone afterwards), runs every
current case in-process against ``reference_engine.adapter:ReferenceEngine`` through the harness's
``run_case``, and prints one line per mutant:

    KILLED    <id>  by <first failing case ids, up to 3>   some case that passes unmutated fails (or errors)
    SURVIVED  <id>                                          every case still passes: the suite misses the bug
    STALE     <id>  <target>                                the function it patches no longer exists: fix the mutant
    ERROR     <id>  <message>                               applying the mutant raised

then the score (killed / total) and, for each survivor, the rule it breaks and the case that would kill
it. Only cases that pass on the unmutated engine can kill (the others are listed first). ``--first`` stops
each mutant at its first killing case (the same statuses, one killer each; ~10x faster). Exit status 0,
or 1 if a mutant is STALE or ERROR — or, with ``--strict``, SURVIVED without being marked equivalent
(CI runs ``--first --strict``: a change that leaves a named bug uncaught does not land) — 2 for a usage
problem (CONTRIBUTING.md, "Does my case catch bugs?").

The mutant format (tools/mutants/__init__.py explains it in full) — one function per mutant:

    @mutant("turn-damage-kept", rule="317.2.b", area="turn phases",
            bug="damage is not removed from units at the end of the turn",
            kill="a unit with damage below its Might; advance to the next turn; expect damage 0")
    def _(p: Patcher) -> None:
        @p.wrap("reference_engine.turn:end_of_turn")          # "module:function" or "module:Class.method"
        def end_of_turn(orig, game):                           # gets the original first
            marked = {o.uid: o.damage for o in game.objects.values()}
            orig(game)
            for o in game.objects.values():
                o.damage = marked[o.uid]

``p.wrap(target)`` replaces the function wherever an engine module imported it (``everywhere=False``:
only there); the wrapper names the original's parameters it uses, in order, and takes ``*args, **kwargs``
for the rest, so parameters added later pass through (a wrapper that no longer fits the signature is
STALE); ``call(orig, args, kwargs, name=value)`` calls the original with one argument changed and
``arg(orig, args, kwargs, name)`` reads one. ``p.replace(target, value)`` sets a value;
``p.original(target)`` is the unpatched object.
``area`` is one of the rule areas in ``mutants.AREAS`` (keyword mutants: ``area="keywords"`` and
``keyword="Tank"``); ``kill`` says which case would kill it; ``equivalent`` says why none can, if so.
Keywords not in the engine yet are ``placeholder(...)`` entries (listed by --list, not counted).

Runs are deterministic: each case gets a fresh engine, mutants run in separate worker processes (-j),
and the output is in declaration order whatever -j is.
"""
from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import signal
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT))

from harness.atomic import write_atomic  # noqa: E402
from harness.loader import Case, load_cases  # noqa: E402
from harness.runner import run_case  # noqa: E402
from mutants import MUTANTS, PLACEHOLDERS, Mutant, Patcher, Stale, load_all  # noqa: E402

DEFAULT_TIMEOUT = 10.0


class CaseTimeout(BaseException):
    """A case ran past --timeout under a mutant (a mutant that loops is killed by it)."""


@dataclass
class Outcome:
    id: str
    status: str  # KILLED | SURVIVED | STALE | ERROR
    killed_by: list[str] = field(default_factory=list)
    errored: list[str] = field(default_factory=list)  # killing cases where the engine raised (check the mutant)
    detail: str = ""
    seconds: float = 0.0


# ---- running --------------------------------------------------------------------------------------
_CASES: list[Case] = []
_TIMEOUT = DEFAULT_TIMEOUT
_FIRST = False  # --first: stop a mutant at its first killing case
_HINTS: dict[str, list[str]] = {}  # --first: each mutant's last known killing cases, tried first
HINTS_FILE = ROOT / "tools" / "mutants" / "killers.json"


def read_hints(path: Path | None = None) -> dict[str, list[str]]:
    """The kept killing cases of each mutant ({id: [case ids]}), or {} if the file is missing or unreadable
    (hints only order the cases: a stale or missing hint costs time, never a different status)."""
    try:
        data = json.loads((path or HINTS_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict):
        return {}
    return {k: [c for c in v if isinstance(c, str)] for k, v in data.items() if isinstance(v, list)}


def _engine() -> Any:
    from reference_engine.adapter import ReferenceEngine
    return ReferenceEngine()


def _on_alarm(signum: int, frame: Any) -> None:
    raise CaseTimeout()


def _passes(case: Case) -> tuple[bool, str]:
    """Run one case under the per-case timeout: (passed, why not)."""
    previous = signal.signal(signal.SIGALRM, _on_alarm)
    signal.setitimer(signal.ITIMER_REAL, _TIMEOUT)
    try:
        result = run_case(case, _engine)
    except CaseTimeout:
        return False, f"timed out after {_TIMEOUT:g} s"
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
    return result.outcome == "pass", result.outcome


def run_mutant(mutant_id: str) -> Outcome:
    """Apply one mutant, run every baseline-passing case (with --first: until one fails), restore.
    With --first the case that killed is moved to the front of this worker's order, so that the next
    mutants, which often break the same rule, try it first."""
    start = time.perf_counter()
    m = MUTANTS[mutant_id]
    patcher = Patcher()
    try:
        try:
            m.apply(patcher)
        except Stale as exc:
            return Outcome(m.id, "STALE", detail=str(exc))
        except Exception as exc:  # a broken mutant is the maintainer's to fix, not a kill
            return Outcome(m.id, "ERROR", detail=f"applying it raised {type(exc).__name__}: {exc}")
        killers, errored = [], []
        if _FIRST and _HINTS.get(m.id):
            hinted = set(_HINTS[m.id])
            _CASES.sort(key=lambda c: c.id not in hinted)  # stable: the hinted cases first, the rest in order
        for index, case in enumerate(_CASES):
            ok, why = _passes(case)
            if not ok:
                killers.append(case.id)
                if why != "fail":
                    errored.append(f"{case.id} ({why})")
                if _FIRST:
                    _CASES.insert(0, _CASES.pop(index))
                    break
        status = "KILLED" if killers else "SURVIVED"
        return Outcome(m.id, status, killers, errored, seconds=time.perf_counter() - start)
    finally:
        patcher.restore()


def _init_worker(cases: list[Case], timeout: float, first: bool = False) -> None:
    global _CASES, _TIMEOUT, _FIRST, _HINTS
    _CASES, _TIMEOUT, _FIRST = list(cases), timeout, first
    _HINTS = read_hints() if first else {}
    load_all()


def run_all(ids: list[str], cases: list[Case], jobs: int, timeout: float, first: bool = False) -> list[Outcome]:
    if jobs <= 1:
        _init_worker(cases, timeout, first)
        return [run_mutant(i) for i in ids]
    ctx = multiprocessing.get_context("fork" if "fork" in multiprocessing.get_all_start_methods() else "spawn")
    with ctx.Pool(jobs, initializer=_init_worker, initargs=(cases, timeout, first)) as pool:
        return list(pool.imap(run_mutant, ids, chunksize=1))


def baseline(cases: list[Case], timeout: float) -> tuple[list[Case], list[tuple[str, str]]]:
    """The current cases that pass unmutated (the only ones that can kill), and the others."""
    global _TIMEOUT
    _TIMEOUT = timeout
    passing, other = [], []
    for case in cases:
        ok, why = _passes(case)
        (passing.append(case) if ok else other.append((case.id, why)))
    return passing, other


# ---- output -----------------------------------------------------------------------------------------
def describe(m: Mutant) -> str:
    kw = f" [{m.keyword}]" if m.keyword else ""
    return f"rule {m.rule}, {m.area}{kw}: {m.bug}"


def print_list() -> None:
    for m in MUTANTS.values():
        print(f"{m.id}\n    {describe(m)}\n    killed by: {m.kill}")
    print(f"\n{len(MUTANTS)} mutants ({sum(1 for m in MUTANTS.values() if m.area == 'keywords')} keyword "
          f"mutants)")
    if PLACEHOLDERS:
        print("\nTo add when the keyword lands in the reference engine (not counted):")
        for ph in PLACEHOLDERS:
            print(f"  {ph.id}  rule {ph.rule} [{ph.keyword}]: {ph.bug}  (patch {ph.where})")


def report(outcomes: list[Outcome], cases: list[Case], other: list[tuple[str, str]]) -> dict[str, Any]:
    width = max((len(o.id) for o in outcomes), default=10)
    for o in outcomes:
        if o.status == "KILLED":
            more = f" (+{len(o.killed_by) - 3} more)" if len(o.killed_by) > 3 else ""
            print(f"KILLED    {o.id:<{width}}  by {', '.join(o.killed_by[:3])}{more}")
        else:
            print(f"{o.status:<9} {o.id:<{width}}  {o.detail}".rstrip())
    killed = sum(1 for o in outcomes if o.status == "KILLED")
    total = len(outcomes)
    percent = 100.0 * killed / total if total else 0.0
    counts = {s: sum(1 for o in outcomes if o.status == s) for s in ("KILLED", "SURVIVED", "STALE", "ERROR")}
    print(f"\nscore: {killed} / {total} killed ({percent:.1f}%) over {len(cases)} cases"
          + "".join(f"; {n} {s.lower()}" for s, n in counts.items() if n and s != "KILLED"))
    survivors = [o for o in outcomes if o.status == "SURVIVED"]
    if survivors:
        print("\nSurvivors (the rule each breaks, and a case that would kill it):")
        for o in survivors:
            m = MUTANTS[o.id]
            print(f"  {m.id}: {describe(m)}")
            print(f"      {'equivalent: ' + m.equivalent if m.equivalent else 'would be killed by: ' + m.kill}")
    return {
        "score": {"killed": killed, "total": total, "percent": round(percent, 1), **{k.lower(): v for k, v in
                                                                                      counts.items()}},
        "cases": len(cases),
        "baseline_not_passing": [{"id": i, "outcome": why} for i, why in other],
        "mutants": [{"id": o.id, "status": o.status, "rule": MUTANTS[o.id].rule, "area": MUTANTS[o.id].area,
                     "keyword": MUTANTS[o.id].keyword, "bug": MUTANTS[o.id].bug, "kill": MUTANTS[o.id].kill,
                     "equivalent": MUTANTS[o.id].equivalent, "killed_by": o.killed_by, "errored": o.errored, "detail": o.detail,
                     "seconds": round(o.seconds, 2)} for o in outcomes],
        "placeholders": [vars(ph) for ph in PLACEHOLDERS],
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="tools/mutation.py", description=__doc__.split("\n\n")[2],
                                 epilog=__doc__.split("\n\n", 3)[3], formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("paths", nargs="*", help="case files or directories (default: cases/)")
    ap.add_argument("--mutant", action="append", metavar="ID", help="run only this mutant (repeatable)")
    ap.add_argument("--list", action="store_true", help="list the mutants and the placeholders, run nothing")
    ap.add_argument("-k", metavar="EXPR", help="restrict the cases: substrings of case ids with and/or/not")
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1, help="worker processes (default: CPUs)")
    ap.add_argument("--json", metavar="FILE", help="write every mutant's outcome and all its killing cases")
    ap.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT, help="seconds per case (default %(default)s)")
    ap.add_argument("--first", action="store_true",
                    help="stop each mutant at its first killing case (fast: the score, not every killer)")
    ap.add_argument("--save-hints", action="store_true",
                    help=f"keep each mutant's first killing cases in {HINTS_FILE.relative_to(ROOT)} for --first "
                         "(every mutant over the whole suite: not with -k, --mutant or case paths)")
    ap.add_argument("--strict", action="store_true",
                    help="exit 1 also when a mutant survives that is not marked equivalent (for CI)")
    args = ap.parse_args(argv)
    load_all()
    if args.list:
        print_list()
        return 0
    unknown = [i for i in args.mutant or [] if i not in MUTANTS]
    if unknown:
        print(f"tools/mutation.py: unknown mutant(s): {', '.join(unknown)} (see --list)", file=sys.stderr)
        return 2
    if args.save_hints and (args.k or args.mutant or args.paths):
        print("tools/mutation.py: --save-hints needs every mutant over the whole suite (no -k, --mutant or case "
              "paths)", file=sys.stderr)
        return 2
    if args.jobs < 1 or args.timeout <= 0:
        print("tools/mutation.py: -j must be at least 1 and --timeout positive", file=sys.stderr)
        return 2
    from harness.cli import UsageError, keyword_matcher
    try:
        selected = keyword_matcher(args.k) if args.k else (lambda name: True)
    except UsageError as exc:
        print(f"tools/mutation.py: {exc}", file=sys.stderr)
        return 2
    cases, errors = load_cases([Path(p) for p in args.paths] or [ROOT / "cases"])
    for error in errors:
        print(f"invalid case (not run): {error}", file=sys.stderr)
    cases = [c for c in cases if c.status == "current" and selected(c.id)]
    passing, other = baseline(cases, args.timeout)
    if other:
        print(f"{len(other)} current case(s) do not pass on the unmutated engine and cannot kill a mutant:")
        for case_id, why in other:
            print(f"  {why.upper():<11} {case_id}")
        print()
    ids = args.mutant or list(MUTANTS)
    started = time.perf_counter()
    outcomes = run_all(ids, passing, args.jobs, args.timeout, args.first)
    data = report(outcomes, passing, other)
    print(f"\n{len(ids)} mutants x {len(passing)} cases in {time.perf_counter() - started:.1f} s (-j {args.jobs})")
    if args.json:
        write_atomic(args.json, json.dumps(data, indent=2) + "\n")
    if args.save_hints:
        hints = {o.id: o.killed_by[:5] for o in outcomes if o.status == "KILLED"}
        write_atomic(HINTS_FILE, json.dumps(hints, indent=1, sort_keys=True) + "\n")
        print(f"kept the first killing cases of {len(hints)} mutants in {HINTS_FILE.relative_to(ROOT)}")
    if any(o.status in ("STALE", "ERROR") for o in outcomes):
        return 1
    if args.strict and any(o.status == "SURVIVED" and not MUTANTS[o.id].equivalent for o in outcomes):
        print("--strict: a mutant survived (above): a case that killed it was removed or changed, or the "
              "mutant is new and needs a case", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
