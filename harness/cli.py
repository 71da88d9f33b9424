"""The ``riftcheck`` command line: the parser and ``main``. The commands live in ``harness/cli_run.py``
(run) and ``harness/cli_query.py`` (blockers, validate, list, show, report, quotes, lint, new, cards,
conflicts, coverage, seat-swap).

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
import functools
import sys
import traceback
from pathlib import Path
from typing import Sequence

import harness
from harness import interrupt, parallel, paths, queries
from harness import cache as case_cache
from harness.semantics import LEVELS
from harness.subprocess_engine import DEFAULT_TIMEOUT
from harness.cli_common import UsageError, keyword_matcher  # noqa: F401  (re-exported for tests and users)
from harness.cli_query import (cmd_blockers, cmd_cards, cmd_conflicts, cmd_coverage, cmd_lint, cmd_list, cmd_new,
                               cmd_quotes, cmd_report, cmd_seat_swap, cmd_show, cmd_validate)
from harness.cli_run import INTERNAL, cmd_run


version_text = harness.version_text  # (python -m harness --version prints it without importing this module)


def _jobs(text: str) -> int:
    try:
        return parallel.jobs_value(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def add_engine_options(parser: argparse.ArgumentParser) -> None:
    """``--engine`` or ``--engine-cmd``, and ``--timeout``: the engine a command runs cases against."""
    which = parser.add_mutually_exclusive_group()
    which.add_argument("--engine", default="reference", help="`reference` (default) or MODULE:CLASS")
    which.add_argument("--engine-cmd", metavar="CMD",
                       help="an engine in any language: a command speaking docs/protocol.md on stdin/stdout")
    parser.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT, metavar="SECONDS",
                        help=f"seconds each case may take (default {DEFAULT_TIMEOUT:g}); an in-process engine "
                             f"runs in a worker thread for it")


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
    add_engine_options(run)
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
    add_engine_options(block)
    block.add_argument("--level", action="append", choices=LEVELS, metavar="LEVEL",
                       help="only cases of this level (repeatable): " + ", ".join(LEVELS))
    block.add_argument("--top", type=int, default=20, metavar="N", help="rows per table (default 20; 0: all)")
    block.add_argument("--json", type=Path, metavar="FILE", help="write the analysis as JSON")
    block.set_defaults(func=cmd_blockers)

    swap = sub.add_parser("seat-swap", parents=[common],
                          help="run each case with its seats permuted (A and B swapped; every rotation of the turn "
                               "order in ffa3, ffa4 and 2v2); report differences")
    swap.add_argument("paths", nargs="*", help=paths_help)
    add_engine_options(swap)
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
    add_engine_options(show_p)
    show_p.add_argument("--no-run", action="store_true", help="do not run the case")
    show_p.set_defaults(func=cmd_show)

    report_p = sub.add_parser("report", parents=[common],
                              help="run the cases and write a readable report (HTML page, Markdown)")
    report_p.add_argument("paths", nargs="*", help=paths_help)
    add_engine_options(report_p)
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


@functools.lru_cache(maxsize=1)
def _parser() -> argparse.ArgumentParser:
    """The parser, built once per process (about 4 ms; parsing never changes it)."""
    return build_parser()


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
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
