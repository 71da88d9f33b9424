"""The ``riftcheck`` command line: run, blockers, validate, list, coverage, seat-swap.

Exit codes: ``run`` 0 when no case failed, errored or was flaky (invalid case files are errors), 1
otherwise (or when fewer than ``--min-passed`` cases passed), 5 when no case was run
(harness/exitstatus.py); ``validate`` 2 when any case file is invalid; every command 2 on a usage or
setup problem (an engine that cannot be imported, an output path that cannot be written, a bad
--timeout), 3 when riftcheck itself failed (a bug, or a report it could not write: the others are still
written), 130 when interrupted by Ctrl-C and 143 by SIGTERM (``run`` then prints the summary and writes
the reports of the cases that ran).
"""
from __future__ import annotations

import argparse
import re
import sys
import traceback
from collections import defaultdict
from pathlib import Path
from typing import Any, Sequence

import harness
from harness import (blockers, expectations, exitstatus, htmlreport, interrupt, modes, parallel, paths, queries,
                     quotes, report, rules, seatswap, show, trace)
from harness import cache as case_cache
from harness.atomic import OutputError, prepare_output
from harness.engines import EngineNotFound, close_engine, engine_factory
from harness.loader import Case, Context, LoadError, load_cases
from harness.semantics import LEVELS
from harness.protocol import PROTOCOL_VERSION
from harness.runner import Result, as_plain, run_case, run_repeated
from harness.subprocess_engine import DEFAULT_TIMEOUT, EngineCommand


class UsageError(Exception):
    pass


def keyword_matcher(expr: str):
    """-k: words are substrings of the case id; combine with and / or / not / parentheses."""
    tokens = re.findall(r"\(|\)|[^\s()]+", expr)
    if not tokens:
        raise UsageError("-k: empty expression")

    def test(name: str) -> bool:
        code = " ".join(t if t in ("(", ")", "and", "or", "not") else str(t in name) for t in tokens)
        try:
            return bool(eval(code, {"__builtins__": {}}, {}))  # only True/False/and/or/not/() reach eval
        except SyntaxError:
            raise UsageError(f"-k: cannot parse {expr!r}") from None
    test("")  # report a malformed expression before running anything
    return test


def _load(targets: Sequence[str]) -> tuple[list[Case], list[LoadError]]:
    return load_cases([Path(t) for t in targets] if targets else [paths.cases_dir()], Context())


def _invalid_results(errors: list[LoadError]) -> list[Result]:
    by_file: dict[str, list[LoadError]] = defaultdict(list)
    for error in errors:
        by_file[error.file].append(error)
    return [Result.invalid(file, errs) for file, errs in by_file.items()]


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
    cases, errors = _load(args.paths)
    invalid = [r for r in _invalid_results(errors) if selected(r.id)]
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
                engine_info = _hello(factory)
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


def cmd_blockers(args: argparse.Namespace) -> int:
    """What the engine's declaration blocks: each missing card, keyword or test-abilities, with the number
    of current cases it blocks and makes runnable alone, overall and per level (harness/blockers.py)."""
    try:
        factory = engine_factory(args.engine, args.engine_cmd, args.timeout, False)
    except EngineNotFound as exc:
        raise UsageError(str(exc)) from None
    try:
        hello = as_plain(factory().hello())
    except Exception as exc:
        raise UsageError(f"the engine's hello failed: {type(exc).__name__}: {exc}") from None
    finally:
        close_engine(factory)
    cases, errors = _load(args.paths)
    for error in errors:
        print(error, file=sys.stderr)
    cases = [c for c in cases if not args.level or c.level in args.level]
    analysis = blockers.analyse(cases, hello)
    name = f"{hello.get('name', 'the engine')} {hello.get('version', '')}".strip()
    for line in blockers.report_lines(analysis, args.top or None, name):
        print(line)
    if args.json:
        report.write_json(args.json, {"engine": {k: hello.get(k) for k in ("name", "version", "protocol")},
                                      **blockers.as_json(analysis)})
    return 2 if errors else 0


def _hello(factory: Any) -> dict[str, Any] | None:
    try:
        shaken = getattr(factory, "hello", None)  # an engine process's handshake: no new case asked for
        hello = as_plain(shaken if isinstance(shaken, dict) else factory().hello())
    except Exception:
        return None
    return {k: hello.get(k) for k in ("name", "version", "rules_version", "protocol")}


def cmd_validate(args: argparse.Namespace) -> int:
    cases, errors = _load(args.paths)
    for error in errors:
        print(error)
    if errors:
        print(f"{len({e.file for e in errors})} invalid case file(s), {len(cases)} cases valid")
        return 2
    print(f"{len(cases)} cases valid")
    return 0


def cmd_list(args: argparse.Namespace) -> int:
    cases, errors = _load(args.paths)
    for error in errors:
        print(error, file=sys.stderr)
    ctx = Context()
    for line in queries.list_lines(queries.select(cases, args, ctx), ctx):
        print(line)
    return 2 if errors else 0


def cmd_show(args: argparse.Namespace) -> int:
    """One case: provenance, status, rules, cards and (unless --no-run) the engine's result and trace."""
    ctx = Context()
    cases, errors = load_cases([paths.cases_dir()], ctx)
    by_id = {c.id: c for c in cases}
    if args.id not in by_id:
        bad = [e for e in errors if Path(e.file).stem == args.id]
        for error in bad:
            print(error)
        if bad:
            return 2
        from harness.semantics import hint
        raise UsageError(f"no case {args.id!r}{hint(args.id, by_id)}")
    case = by_id[args.id]
    for line in show.describe(case, ctx):
        print(line)
    if args.no_run or case.status != "current":
        return 0
    try:
        factory = engine_factory(args.engine, args.engine_cmd, args.timeout, False)
    except EngineNotFound as exc:
        raise UsageError(str(exc)) from None
    try:
        for line in show.run_lines(case, factory):
            print(line)
    finally:
        close_engine(factory)
    return 0


def cmd_report(args: argparse.Namespace) -> int:
    """Run the cases with traces and write a readable report: --html (one self-contained page), --markdown."""
    if not (args.html or args.markdown):
        raise UsageError("report: give --html FILE and/or --markdown FILE")
    selected = keyword_matcher(args.k) if args.k else (lambda name: True)
    try:
        factory = engine_factory(args.engine, args.engine_cmd, args.timeout, False)
    except EngineNotFound as exc:
        raise UsageError(str(exc)) from None
    try:
        ctx = Context()
        cases, errors = load_cases([Path(t) for t in args.paths] if args.paths else [paths.cases_dir()], ctx)
        results = [r for r in _invalid_results(errors) if selected(r.id)]
        chosen = [c for c in cases if selected(c.id) and queries.matches(c, args, ctx)]
        results += [run_case(c, factory, args.timeout, recorder=trace.Recorder()) for c in chosen]
        engine_info = _hello(factory)
    finally:
        close_engine(factory)
    conflicts = queries.conflicts(chosen, ctx)
    if args.html:
        htmlreport.write(args.html, htmlreport.render_html(results, ctx, engine_info, conflicts))
    if args.markdown:
        htmlreport.write(args.markdown, htmlreport.render_markdown(results, ctx, conflicts))
    counts = report.totals(results)
    for line in report.summary_lines(counts):
        print(line)
    print("wrote " + " and ".join(str(p) for p in (args.html, args.markdown) if p))
    return 1 if counts["fail"] or counts["error"] else 0


def cmd_quotes(args: argparse.Namespace) -> int:
    """Check every quoted answer against its source document. Exit 1 when one drifted, 2 on a usage problem."""
    ctx = Context()
    given: dict[str, Path] = {}
    for item in args.source or []:
        key, sep, value = item.partition("=")
        if not sep or key not in ctx.sources:
            raise UsageError(f"--source {item!r}: expected KEY=PATH with KEY in cases/sources.yaml "
                             f"({', '.join(ctx.sources)})")
        given[key] = Path(value)
    documents = quotes.document_paths(ctx.sources, args.shared, given)
    missing = sorted(f"{key}: {path}" for key, path in documents.items() if not path.is_file())
    if missing:
        raise UsageError("source documents not found: " + "; ".join(missing))
    cases, errors = load_cases([Path(t) for t in args.paths] if args.paths else [paths.cases_dir()], ctx)
    for error in errors:
        print(error, file=sys.stderr)
    drifts, unchecked, checked = quotes.check(cases, documents)
    for drift in drifts:
        for line in drift.lines():
            print(line)
    for line in unchecked:
        print(f"NOT CHECKED {line}")
    print(f"{checked - len(drifts)} quotes verbatim, {len(drifts)} drifted, {len(unchecked)} not checked")
    return 1 if drifts else (2 if errors else 0)


def cmd_lint(args: argparse.Namespace) -> int:
    """Check (or with --fix, rewrite) the layout of case files. Exit 1 when a problem remains."""
    from harness.lint import lint_file
    from harness.loader import discover, display
    remaining = fixed = 0
    for path in discover([Path(t) for t in args.paths] if args.paths else [paths.cases_dir()]):
        found, rewritten = lint_file(path, display(path), args.fix)
        fixed += rewritten
        if rewritten:
            print(f"fixed {display(path)}")
        for problem in found:
            print(problem)
        remaining += len(found)
    print(f"{remaining} layout problem(s)" + (f", {fixed} file(s) fixed" if args.fix else "")
          + ("" if args.fix or not remaining else " (riftcheck lint --fix rewrites them)"))
    return 1 if remaining else 0


def cmd_new(args: argparse.Namespace) -> int:
    """Write a case skeleton with its provenance filled in (harness/scaffold.py)."""
    from harness import scaffold
    ctx = Context()
    cases, _ = load_cases([paths.cases_dir()], ctx)
    unknown = [r for r in args.rule or [] if args.ruling and not any(ctx.rule_numbers.entry(r, v) for v in ("1.2", "1.3", "1.4"))]
    for number in unknown:
        print(scaffold.rule_entry_template(number, ctx), file=sys.stderr)
    try:
        skeleton = scaffold.new_case(ctx, cases, args.ruling, args.rule or [], args.id, args.area)
        if args.stdout:
            print(skeleton.text, end="")
            return 0
        path = scaffold.write(skeleton)
    except scaffold.ScaffoldError as exc:
        raise UsageError(str(exc)) from None
    print(f"wrote {path}: replace every TODO, then `riftcheck validate {path}` and `riftcheck run {path}`")
    return 0


def cmd_cards(args: argparse.Namespace) -> int:
    """Search the card catalogue; print ids and current text."""
    from harness import scaffold
    found = scaffold.find_cards(Context(), args.query, args.limit)
    for card in found:
        for line in scaffold.card_lines(card):
            print(line)
    print(f"{len(found)} card(s)")
    return 0 if found else 1


def cmd_conflicts(args: argparse.Namespace) -> int:
    """Every superseded and conflicting case and ruling, with its reason and what it conflicts with."""
    ctx = Context()
    cases, errors = load_cases([Path(t) for t in args.paths] if args.paths else [paths.cases_dir()], ctx)
    for error in errors:
        print(error, file=sys.stderr)
    for line in queries.conflict_lines(queries.conflicts(cases, ctx)):
        print(line)
    return 2 if errors else 0


def cmd_coverage(args: argparse.Namespace) -> int:
    ctx = Context()
    cases, errors = load_cases([Path(t) for t in args.paths] if args.paths else [paths.cases_dir()], ctx)
    for error in errors:
        print(error, file=sys.stderr)
    cases = queries.select(cases, args, ctx)
    if args.rules:
        return _rule_coverage(cases, ctx, args.uncovered)
    covering: dict[str, list[str]] = defaultdict(list)
    for case in cases:
        covering[case.ruling].append(case.id)
    rulings = ctx.rulings
    print("Rulings (status, covering cases):")
    for rid, ruling in rulings.items():
        print(f"  {rid}  [{ruling['status']}]  {', '.join(sorted(covering[rid])) or '-'}")
    uncovered = [rid for rid in rulings if not covering[rid]]
    print(f"\nRulings with no case ({len(uncovered)} of {len(rulings)}):")
    for rid in uncovered:
        print(f"  {rid}")
    source_of_file = {entry.get("file"): key for key, entry in ctx.sources.items()}
    by_source: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    by_mechanic: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for rid, ruling in rulings.items():
        docs = {source_of_file.get(s["file"], s["file"]) for s in ruling.get("sources", [])}
        for bucket, names in ((by_source, docs), (by_mechanic, ruling.get("mechanics", []))):
            for name in names:
                bucket[name][0] += 1
                bucket[name][1] += bool(covering[rid])
    for title, bucket in (("source document", by_source), ("mechanic", by_mechanic)):
        print(f"\nBy {title} (rulings covered / rulings):")
        for name, (total, covered) in sorted(bucket.items()):
            print(f"  {name:<28} {covered:>3} / {total}")
    print(f"\n{len(rulings) - len(uncovered)} of {len(rulings)} rulings covered by {len(cases)} cases")
    return 0


def _rule_coverage(cases: list[Case], ctx: Context, only_uncovered: bool) -> int:
    """Every section of the Core Rules (rulings/rules.yaml) with the cases citing a rule in it."""
    rows = rules.rule_coverage(cases, ctx.rules_map, ctx.sources)
    chapter = None
    for row in rows:
        s = row.section
        if only_uncovered and (row.cases or not s.testable):
            continue
        if s.chapter != chapter:
            chapter = s.chapter
            print(f"\n{chapter}")
        if row.cases:
            print(f"  {s.label}  [{len(row.cases)}]  {', '.join(row.cases)}")
        elif not s.testable:
            print(f"  {s.label}  [not testable]  {s.reason}")
        else:
            print(f"  {s.label}  [NO CASE]")
    testable = [r for r in rows if r.section.testable]
    covered = [r for r in testable if r.cases]
    print(f"\n{len(covered)} of {len(testable)} testable sections covered ({len(rows) - len(testable)} not "
          f"testable, {len(rows)} in all); {len(testable) - len(covered)} testable sections have no case")
    print("(~N: the v1.4 number is inferred from the renumbering; rule numbers are read in their source's version)")
    return 0


def cmd_seat_swap(args: argparse.Namespace) -> int:
    """Run every current case as written and with its seats permuted (every rotation of its mode's turn
    order: A and B swapped in a duel, harness/modes.py); report the cases whose outcome differs. Exit 0
    when none differ, 1 otherwise."""
    try:
        factory = engine_factory(args.engine, args.engine_cmd, args.timeout, False)
    except EngineNotFound as exc:
        raise UsageError(str(exc)) from None
    try:
        cases, errors = _load(args.paths)
        for error in errors:
            print(f"ERROR {error}")
        checked = differ = runs = 0
        for case in cases:
            if case.status != "current":
                continue
            plain = run_case(case, factory, args.timeout)
            checked += 1
            differs = False
            for mapping in seatswap.permutations(case):
                mirrored = run_case(seatswap.swapped(case, mapping), factory, args.timeout)
                runs += 1
                if plain.outcome != mirrored.outcome:
                    differs = True
                    print(f"DIFFERS {case.id}: as written {plain.outcome}, {modes.label(mapping)} {mirrored.outcome}")
                    for line in (mirrored.messages if mirrored.outcome != "pass" else plain.messages):
                        print(f"    {line}")
            differ += differs
        extra = f" ({runs} permuted runs)" if runs != checked else ""
        print(f"{checked} cases checked with seats swapped{extra}, {differ} differ")
        return 1 if differ or errors else 0
    finally:
        close_engine(factory)


def version_text() -> str:
    """The package version and the contract and protocol versions it speaks (docs/protocol.md#versions)."""
    return (f"riftcheck {harness.__version__} (case format / engine contract {harness.CONTRACT_VERSION}, "
            f"engine protocol {PROTOCOL_VERSION})")


def _jobs(text: str) -> int:
    try:
        return parallel.jobs_value(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="riftcheck", description=harness.__doc__)
    parser.add_argument("--version", action="version", version=version_text())
    sub = parser.add_subparsers(dest="command", required=True)
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--no-cache", action="store_true",
                        help="neither read nor write the cache of validated cases (.riftcheck-cache/, "
                             "harness/cache.py; safe to delete at any time)")
    paths_help = "case files or directories (default: the repository's cases/)"

    run = sub.add_parser("run", parents=[common], help="run cases against an engine")
    run.add_argument("paths", nargs="*", help=paths_help)
    which = run.add_mutually_exclusive_group()
    which.add_argument("--engine", default="reference", help="`reference` (default) or MODULE:CLASS")
    which.add_argument("--engine-cmd", metavar="CMD",
                       help="an engine in any language: a command speaking docs/protocol.md on stdin/stdout")
    run.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT, metavar="SECONDS",
                     help=f"seconds each case may take (default {DEFAULT_TIMEOUT:g}); an in-process engine "
                          f"runs in a worker thread for it")
    run.add_argument("--validate-protocol", action="store_true",
                     help="check every observation and event list the engine returns against "
                          "schema/observation.schema.json and schema/events.schema.json (and, with "
                          "--engine-cmd, every message, both ways, against schema/protocol/)")
    run.add_argument("--expectations", type=Path, metavar="FILE",
                     help="YAML: case id -> {reason, issue}: cases the engine is known to fail (xfail)")
    run.add_argument("--update-expectations", action="store_true",
                     help="remove from the --expectations file the entries of cases that passed (xpass) and, "
                          "when the whole suite runs, of ids that name no case (comments are kept)")
    run.add_argument("--write-expectations", type=Path, metavar="FILE",
                     help="write a new expectations file listing every case that failed or errored, "
                          "with its first message as the reason")
    run.add_argument("-j", "--jobs", type=_jobs, default=1, metavar="N",
                     help="run cases in N worker processes (in-process engine) or N engine processes "
                          "(--engine-cmd); `auto`: one per core. Output and results are those of -j 1")
    run.add_argument("--repeat", type=int, default=1, metavar="N",
                     help="run each case N times; a case whose outcome differs between runs is FLAKY")
    loud = run.add_mutually_exclusive_group()
    loud.add_argument("-q", "--quiet", dest="verbosity", action="store_const", const=-1, default=0,
                      help="print only failures, errors, xpasses, flaky cases and the summary")
    loud.add_argument("-v", "--verbose", dest="verbosity", action="store_const", const=1,
                      help="also print each case's duration and the engine's stderr of passing cases")
    run.add_argument("-k", metavar="EXPR", help="select case ids: substrings combined with and/or/not")
    queries.add_filter_arguments(run)
    run.add_argument("--trace", action="store_true",
                     help="record every step (events, observation changes): print the play-by-play of failing "
                          "cases and add each case's trace to the --json report")
    run.add_argument("--json", type=Path, metavar="FILE", help="write a JSON report")
    run.add_argument("--junit", type=Path, metavar="FILE", help="write a JUnit XML report")
    run.add_argument("--summary", action="store_true", help="print per-mechanic and per-rule tables")
    run.add_argument("--min-passed", type=int, metavar="N",
                     help="exit 1 when fewer than N cases passed (for CI: the engine must keep passing this many)")
    run.add_argument("--run-unsupported", action="store_true",
                     help="run the cases the engine does not declare what they need for, too; they stay "
                          "unsupported, with how they went reported apart")
    run.set_defaults(func=cmd_run)

    block = sub.add_parser("blockers", parents=[common],
                           help="which missing card, keyword or test abilities blocks how many "
                                "cases, largest first, overall and per level")
    block.add_argument("paths", nargs="*", help=paths_help)
    block_which = block.add_mutually_exclusive_group()
    block_which.add_argument("--engine", default="reference", help="`reference` (default) or MODULE:CLASS")
    block_which.add_argument("--engine-cmd", metavar="CMD", help="an engine speaking docs/protocol.md")
    block.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT, metavar="SECONDS")
    block.add_argument("--level", action="append", choices=LEVELS, metavar="LEVEL",
                       help="only cases of this level (repeatable): " + ", ".join(LEVELS))
    block.add_argument("--top", type=int, default=20, metavar="N", help="rows per table (default 20; 0: all)")
    block.add_argument("--json", type=Path, metavar="FILE", help="write the analysis as JSON")
    block.set_defaults(func=cmd_blockers)

    swap = sub.add_parser("seat-swap", parents=[common],
                          help="run each case with its seats permuted (A and B swapped; every rotation of the turn "
                               "order in ffa3, ffa4 and 2v2); report differences")
    swap.add_argument("paths", nargs="*", help=paths_help)
    swap_which = swap.add_mutually_exclusive_group()
    swap_which.add_argument("--engine", default="reference", help="`reference` (default) or MODULE:CLASS")
    swap_which.add_argument("--engine-cmd", metavar="CMD", help="an engine speaking docs/protocol.md")
    swap.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT, metavar="SECONDS")
    swap.set_defaults(func=cmd_seat_swap)

    for name, func, text in (("validate", cmd_validate, "check case files against the schema and the project"),
                             ("list", cmd_list, "list cases: id, status, level, source, mechanics"),
                             ("coverage", cmd_coverage, "which rulings (or, with --rules, which Core Rules "
                                                        "sections) have cases")):
        p = sub.add_parser(name, parents=[common], help=text)
        p.add_argument("paths", nargs="*", help=paths_help)
        p.set_defaults(func=func)
        if name == "list":
            queries.add_filter_arguments(p)
        if name == "coverage":
            p.add_argument("--rule", action="append", metavar="PREFIX",
                           help="only cases citing a rule at or below this v1.4 number (through the version map)")
            p.add_argument("--rules", action="store_true",
                           help="every section of the Core Rules (rulings/rules.yaml) with its cases, or why none")
            p.add_argument("--uncovered", action="store_true", help="with --rules: only testable sections with no case")
    show_p = sub.add_parser("show", parents=[common],
                            help="one case: ruling, source, quoted answer, rules, status, and the "
                                 "engine's result and trace")
    show_p.add_argument("id", help="case id")
    show_which = show_p.add_mutually_exclusive_group()
    show_which.add_argument("--engine", default="reference", help="`reference` (default) or MODULE:CLASS")
    show_which.add_argument("--engine-cmd", metavar="CMD", help="an engine speaking docs/protocol.md")
    show_p.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT, metavar="SECONDS")
    show_p.add_argument("--no-run", action="store_true", help="do not run the case")
    show_p.set_defaults(func=cmd_show)

    report_p = sub.add_parser("report", parents=[common],
                              help="run the cases and write a readable report (HTML page, Markdown)")
    report_p.add_argument("paths", nargs="*", help=paths_help)
    report_which = report_p.add_mutually_exclusive_group()
    report_which.add_argument("--engine", default="reference", help="`reference` (default) or MODULE:CLASS")
    report_which.add_argument("--engine-cmd", metavar="CMD", help="an engine speaking docs/protocol.md")
    report_p.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT, metavar="SECONDS")
    report_p.add_argument("--html", type=Path, metavar="FILE", help="one self-contained HTML page")
    report_p.add_argument("--markdown", type=Path, metavar="FILE", help="Markdown (e.g. a CI job summary)")
    report_p.add_argument("-k", metavar="EXPR", help="select case ids: substrings combined with and/or/not")
    queries.add_filter_arguments(report_p)
    report_p.set_defaults(func=cmd_report)

    quotes_p = sub.add_parser("quotes", parents=[common],
                              help="check that every quoted answer is still verbatim in its source document")
    quotes_p.add_argument("paths", nargs="*", help=paths_help)
    quotes_p.add_argument("--source", action="append", metavar="KEY=PATH",
                          help="the document of source KEY (cases/sources.yaml); repeatable")
    quotes_p.add_argument("--shared", type=Path, metavar="DIR",
                          help="the shared material: seeds in DIR/seeds/, Core Rules files relative to DIR")
    quotes_p.set_defaults(func=cmd_quotes)

    lint_p = sub.add_parser("lint", parents=[common],
                            help="check the layout of case files (key order, steps in flow style); "
                                 "--fix rewrites them")
    lint_p.add_argument("paths", nargs="*", help=paths_help)
    lint_p.add_argument("--fix", action="store_true", help="rewrite the files (comments and quoting kept)")
    lint_p.set_defaults(func=cmd_lint)

    new_p = sub.add_parser("new", parents=[common],
                           help="write a case skeleton, provenance filled from the ruling index or the rule map")
    new_p.add_argument("--ruling", metavar="ID", help="a ruling of rulings/index.yaml")
    new_p.add_argument("--rule", action="append", metavar="N", help="a rule number to cite (alone: a Core Rules case)")
    new_p.add_argument("--id", metavar="CASE_ID", help="the case id (default: the ruling id, or rule-N)")
    new_p.add_argument("--area", metavar="DIR", help="the folder under cases/ (default: guessed from the mechanics)")
    new_p.add_argument("--stdout", action="store_true", help="print the skeleton instead of writing it")
    new_p.set_defaults(func=cmd_new)

    cards_p = sub.add_parser("cards", parents=[common], help="search the card catalogue (name, type, keyword, text)")
    cards_p.add_argument("query", nargs="+", help="words that must all appear (any case)")
    cards_p.add_argument("--limit", type=int, default=50, help="at most this many cards (default 50)")
    cards_p.set_defaults(func=cmd_cards)

    conflicts_p = sub.add_parser("conflicts", parents=[common],
                                 help="every superseded and conflicting case and ruling, with its "
                                      "reason and what it conflicts with")
    conflicts_p.add_argument("paths", nargs="*", help=paths_help)
    conflicts_p.set_defaults(func=cmd_conflicts)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    with interrupt.signals_raise(), case_cache.turned_off(getattr(args, "no_cache", False)):
        try:
            return args.func(args)
        except BrokenPipeError:  # the reader went away (`riftcheck list | head`): stop quietly
            sys.stderr.close()
            return 0
        except (UsageError, paths.ProjectLayoutError) as exc:
            print(f"riftcheck: error: {exc}", file=sys.stderr)
            return 2
        except (KeyboardInterrupt, interrupt.Terminated) as exc:
            print(f"riftcheck: {str(exc) or 'interrupted'}", file=sys.stderr)
            return interrupt.exit_status(exc)
        except Exception:  # noqa: BLE001 - a bug of the harness: said once, with its traceback
            print(f"riftcheck: internal error (a bug in riftcheck; please report it):\n{traceback.format_exc()}",
                  file=sys.stderr)
            return INTERNAL


if __name__ == "__main__":
    sys.exit(main())
