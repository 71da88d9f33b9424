"""The ``riftcheck`` commands that read the suite (and, for some, ask an engine): blockers, validate,
list, show, report, quotes, lint, new, cards, conflicts, coverage and seat-swap."""
from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from pathlib import Path

from harness import blockers, htmlreport, modes, paths, queries, quotes, report, rules, seatswap, show, trace
from harness.atomic import OutputError, prepare_output
from harness.engines import EngineNotFound, close_engine, engine_factory
from harness.loader import Case, Context, load_cases
from harness.runner import as_plain, run_case
from harness.cli_common import UsageError, engine_info_of, invalid_results, load_targets, keyword_matcher


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
    cases, errors = load_targets(args.paths)
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


def cmd_validate(args: argparse.Namespace) -> int:
    cases, errors = load_targets(args.paths)
    for error in errors:
        print(error)
    if errors:
        print(f"{len({e.file for e in errors})} invalid case file(s), {len(cases)} cases valid")
        return 2
    print(f"{len(cases)} cases valid")
    return 0


def cmd_list(args: argparse.Namespace) -> int:
    cases, errors = load_targets(args.paths)
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
    for option, path in (("--html", args.html), ("--markdown", args.markdown)):
        if path is not None:
            try:
                prepare_output(path, option)  # before any case runs: a usage error, not a lost report
            except OutputError as exc:
                raise UsageError(str(exc)) from None
    selected = keyword_matcher(args.k) if args.k else (lambda name: True)
    try:
        factory = engine_factory(args.engine, args.engine_cmd, args.timeout, False)
    except EngineNotFound as exc:
        raise UsageError(str(exc)) from None
    try:
        ctx = Context()
        cases, errors = load_cases([Path(t) for t in args.paths] if args.paths else [paths.cases_dir()], ctx)
        results = [r for r in invalid_results(errors) if selected(r.id)]
        chosen = [c for c in cases if selected(c.id) and queries.matches(c, args, ctx)]
        results += [run_case(c, factory, args.timeout, recorder=trace.Recorder()) for c in chosen]
        engine_info = engine_info_of(factory)
    finally:
        close_engine(factory)
    conflicts = queries.conflicts(chosen, ctx)
    written, failed = [], False
    for path, render in ((args.html, lambda: htmlreport.render_html(results, ctx, engine_info, conflicts)),
                         (args.markdown, lambda: htmlreport.render_markdown(results, ctx, conflicts))):
        if path is None:
            continue
        try:
            htmlreport.write(path, render())
            written.append(str(path))
        except OSError as exc:  # a full disk, a directory removed during the run: the other report is still written
            failed = True
            print(f"riftcheck: error: cannot write {path}: {exc.strerror or exc} (the file was left as it was)",
                  file=sys.stderr)
    counts = report.totals(results)
    for line in report.summary_lines(counts):
        print(line)
    if written:
        print("wrote " + " and ".join(written))
    if failed:
        return 3  # riftcheck itself failed (README, exit status)
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
    unreadable: list[str] = []
    drifts, unchecked, checked = quotes.check(cases, documents, unreadable)
    for problem in unreadable:
        print(f"riftcheck: error: {problem}", file=sys.stderr)
    for drift in drifts:
        for line in drift.lines():
            print(line)
    for line in unchecked:
        print(f"NOT CHECKED {line}")
    print(f"{checked - len(drifts)} quotes verbatim, {len(drifts)} drifted, {len(unchecked)} not checked")
    return 1 if drifts else (2 if errors or unreadable else 0)


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
        return _rule_coverage(cases, ctx, args.uncovered) or (2 if errors else 0)
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
    return 2 if errors else 0  # an invalid case file, as list and conflicts say


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
        cases, errors = load_targets(args.paths)
        for error in errors:
            print(f"ERROR {error}")
        checked = differ = runs = errored = 0
        for case in cases:
            if case.status != "current":
                continue
            plain = run_case(case, factory, args.timeout)
            checked += 1
            if plain.outcome == "error":  # nothing to compare: an engine erring both ways is not seat-blind
                errored += 1
                print(f"ERROR {case.id} (as written; not compared)")
                for line in plain.messages:
                    print(f"    {line}")
                continue
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
        erred = f", {errored} errored as written" if errored else ""
        print(f"{checked} cases checked with seats swapped{extra}, {differ} differ{erred}")
        return 1 if differ or errors or errored else 0
    finally:
        close_engine(factory)
