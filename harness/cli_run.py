"""``riftcheck run``: select the cases, run them (in order, or across ``-j`` workers), print each result,
write the reports and expectations files, and choose the exit status (harness/cli.py lists the codes)."""
from __future__ import annotations

import argparse
import sys
import traceback
from pathlib import Path
from typing import Any

from harness import expectations, exitstatus, interrupt, parallel, queries, report, trace
from harness.atomic import OutputError, prepare_output
from harness.engines import EngineNotFound, close_engine, engine_factory
from harness.loader import Case, Context
from harness.runner import Result, run_case, run_repeated
from harness.subprocess_engine import EngineCommand
from harness.cli_common import UsageError, engine_info_of, invalid_results, load_targets, keyword_matcher


def cmd_run(args: argparse.Namespace) -> int:
    selected = keyword_matcher(args.k) if args.k else (lambda name: True)
    if args.update_expectations and not args.expectations:
        raise UsageError("--update-expectations needs --expectations FILE")
    if args.repeat < 1:
        raise UsageError(f"--repeat must be at least 1, not {args.repeat}")
    if args.write_expectations and Path(args.write_expectations).exists():
        raise UsageError(f"--write-expectations {args.write_expectations}: the file exists; update it with "
                         f"--expectations {args.write_expectations} --update-expectations, or remove it first")
    outputs = (("--json", args.json), ("--junit", args.junit), ("--write-expectations", args.write_expectations))
    for option, path in outputs:
        if path is not None:
            try:
                prepare_output(path, option)
            except OutputError as exc:
                raise UsageError(str(exc)) from None
    if args.min_passed is not None and args.min_passed < 0:
        raise UsageError(f"--min-passed must be 0 or more, not {args.min_passed}")
    try:
        expected = expectations.load(args.expectations) if args.expectations else {}
    except expectations.ExpectationsError as exc:
        raise UsageError(str(exc)) from None
    try:
        factory = engine_factory(args.engine, args.engine_cmd, args.timeout, args.validate_protocol)
    except EngineNotFound as exc:
        raise UsageError(str(exc)) from None
    try:
        return _run(args, selected, factory, expected)
    finally:
        close_engine(factory)


INTERNAL = 3  # exit status: riftcheck itself failed (a bug, or a report it could not write)


def _run_one(case: Case, factory: Any, options: parallel.Options) -> Result:
    """One case run in this process, with this module's run_case and run_repeated."""
    return parallel.run_one(case, factory, options, run_case, run_repeated)


def _one(case: Case, result: Result, expected: dict[str, expectations.Expectation],
         args: argparse.Namespace) -> Result:
    """One case's result (from harness.parallel.run_one), with its expectation applied: a failure of the
    harness itself on this case is its error."""
    try:
        return expectations.apply(result, expected, args.expectations)
    except Exception as exc:  # noqa: BLE001 - one case's problem must not end the run
        return Result(case.id, case.file, "error", [f"{case.file}: riftcheck failed on this case (a bug in "
                                                    f"riftcheck): {type(exc).__name__}: {exc}"],
                      traceback=traceback.format_exc(), case=case)


def _amend_late(factory: Any, results: list[Result], console: report.Console) -> None:
    """Lines an engine process wrote after a case had ended are that case's error (found by the
    sequence number they echo), reported when they turn up."""
    take = getattr(factory, "take_late", None)
    for case_id, message in (take() if take else []):
        for result in reversed(results):
            if result.id == case_id and result.case is not None:
                if result.outcome != "error":
                    result.outcome = "error"
                result.messages.append(message)
                console.line(f"ERROR {case_id} (reported late)")
                console.line(f"    {message}")
                break


def _run(args: argparse.Namespace, selected: Any, factory: Any,
         expected: dict[str, expectations.Expectation]) -> int:
    cases, errors = load_targets(args.paths)
    invalid = [r for r in invalid_results(errors) if selected(r.id)]
    known_ids = {c.id for c in cases} | {r.id for r in invalid}
    available = len(cases)
    ctx = Context()
    cases = [c for c in cases if selected(c.id) and queries.matches(c, args, ctx)]
    console = report.Console(verbosity=args.verbosity)
    results: list[Result] = list(invalid)
    for result in invalid:
        console.result(result)
    engine_info: dict[str, Any] | None = None
    status, stopped = 0, ""
    options = parallel.Options(args.timeout, args.repeat, args.run_unsupported, bool(getattr(args, "trace", False)))
    make_engine = (lambda: EngineCommand(args.engine_cmd, args.timeout, args.validate_protocol)) \
        if args.engine_cmd else None
    runner = parallel.executor(args.jobs, factory, options, args.engine, args.validate_protocol, make_engine,
                               _run_one)
    try:
        stream = runner.results(cases)  # in the order of the cases, whatever the number of jobs
        for done, case in enumerate(cases, 1):
            console.progress(done, len(cases), case.id)
            result = _one(case, next(stream), expected, args)
            if engine_info is None and result.outcome not in ("skipped", "error"):
                engine_info = engine_info_of(factory)
            results.append(result)
            console.result(result)
            if args.trace and result.trace and result.outcome in ("fail", "error", "xfail"):
                for line in ["    trace:", *trace.play_by_play(result.trace, indent="      ")]:
                    console.line(line)
            _amend_late(runner, results, console)
    except (KeyboardInterrupt, interrupt.Terminated) as exc:
        status = interrupt.exit_status(exc)
        runner.stop()  # engine and worker processes: killed now, without a grace period
        ran = len(results) - len(invalid)
        stopped = (f"riftcheck: {str(exc) or 'interrupted'} after {ran} of {len(cases)} case(s); "
                   f"the summary and reports cover the cases that ran")
    except Exception:  # noqa: BLE001 - a bug of the harness: still report what ran
        status = INTERNAL
        stopped = f"riftcheck: internal error (a bug in riftcheck; please report it):\n{traceback.format_exc()}"
    finally:
        runner.close()
    if stopped:
        console.line()
        print(stopped, file=sys.stderr)
    status = max(status, _finish(args, results, engine_info, expected, known_ids, console, status))
    counts = report.totals(results)
    ran_anyway = report.ran_anyway_line(results)
    if ran_anyway:
        console.line(ran_anyway)
    elif counts["unsupported"]:
        console.line(f"{counts['unsupported']} unsupported: `riftcheck blockers` lists what they need, "
                     "largest first; --run-unsupported runs them anyway")
    for line in report.summary_lines(counts):  # the closing lines
        console.line(line)
    if status:
        return status
    xpassed = counts["xpass"] and not args.update_expectations
    if counts["fail"] or counts["error"] or counts["flaky"] or xpassed:
        return exitstatus.FAILED
    why = exitstatus.nothing_ran((r.outcome for r in results), available, len(cases), _filters(args))
    if why:
        print(f"riftcheck: {why}", file=sys.stderr)
        return exitstatus.NOTHING_RAN
    why = exitstatus.too_few(counts["pass"], args.min_passed)
    if why:
        print(f"riftcheck: {why}", file=sys.stderr)
        return exitstatus.FAILED
    return exitstatus.OK


def _finish(args: argparse.Namespace, results: list[Result], engine_info: dict[str, Any] | None,
            expected: dict[str, expectations.Expectation], known_ids: set[str], console: report.Console,
            status: int) -> int:
    """Tables, reports and expectations files for the results there are; INTERNAL if one could not be
    written (each is tried: one that fails does not stop the others)."""
    failed = 0
    if args.summary:
        console.line()
        for title, key in (("mechanic", "mechanics"), ("rule", "rules")):
            for row in report.format_table(title, report.compliance(results, key)):
                console.line(row)
            console.line()

    def attempt(what: str, path: Any, write: Any) -> None:
        nonlocal failed
        try:
            write()
        except Exception as exc:  # noqa: BLE001 - a full disk, a removed directory, a bug
            failed = INTERNAL
            detail = exc.strerror if isinstance(exc, OSError) and exc.strerror else exc
            print(f"riftcheck: error: cannot write {what} {path}: {detail} (the file was left as it was)",
                  file=sys.stderr)

    if args.json:
        def write_json() -> None:
            data = report.json_report(results, engine_info)
            trace.add_to_json(data, results)  # --trace: every case's trace
            report.write_json(args.json, data)
        attempt("the JSON report", args.json, write_json)
    if args.junit:
        attempt("the JUnit report", args.junit, lambda: report.write_junit(args.junit, results))
    if args.write_expectations:
        entries = expectations.from_results(results)
        attempt("the expectations file", args.write_expectations,
                lambda: expectations.write_new(args.write_expectations, entries))
        if not failed:
            console.line(f"wrote {args.write_expectations}: {len(entries)} case(s) expected to fail")
    whole_suite = not args.paths
    if whole_suite and args.expectations and not args.update_expectations:
        for case_id in expectations.unknown(expected, known_ids):
            console.line(f"warning: {args.expectations} lists {case_id}, which is not a case of the suite")
    if args.update_expectations and status != INTERNAL:
        xpassed = [r.id for r in results if r.outcome == "xpass"]
        changes: list[expectations.Change] = []
        attempt("the expectations file", args.expectations, lambda: changes.append(
            expectations.update(args.expectations, xpassed, known_ids if whole_suite else None)))
        if changes and changes[0].removed:
            console.line(f"updated {args.expectations}: " + changes[0].describe())
    return failed


def _filters(args: argparse.Namespace) -> str:
    """The selection options given, as the user wrote them."""
    given = [f"-k {args.k!r}"] if args.k else []
    given += [f"--mechanic {m}" for m in args.mechanic or []] + [f"--level {lv}" for lv in args.level or []]
    return ", ".join(given)
