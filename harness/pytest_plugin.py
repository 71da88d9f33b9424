"""pytest plugin: every case file under the cases directory is one test item named by its case id.

Registered through the ``pytest11`` entry point, so ``python3 -m pytest cases`` at the repository root runs
every case (README's ``python3 -m pytest -n auto`` runs ``tests/`` only: tests/test_golden_traces.py asserts
there that every current case passes, from one shared run). Options:
``--riftcheck-engine`` (default ``reference``) or ``--riftcheck-engine-cmd CMD`` (an engine in any
language, docs/protocol.md; with ``--riftcheck-timeout`` and ``--riftcheck-validate-protocol``),
``--riftcheck-expectations FILE`` (known failures: xfail), ``--riftcheck-min-passed N`` and
``--riftcheck-cases`` (default: the repository's ``cases/``). Each case carries a marker per mechanic
(``replacement-effect`` → ``replacement_effect``), so ``-m replacement_effect`` selects by mechanic.

Exit status as ``riftcheck run`` (harness/exitstatus.py): a session that collected riftcheck cases but
ran none of them (every one unsupported or skipped) exits 5, as pytest does when it collects nothing;
with ``--riftcheck-min-passed N``, fewer than N passing cases exit 1. Under pytest-xdist (``-n N``),
each worker runs its cases with its own engine (process); each case's outcome travels in its report,
so the controller counts the cases of every worker and decides the exit status.
"""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from harness import exitstatus as exitstatus_mod
from harness import paths
from harness.limits import DEFAULT_TIMEOUT

if TYPE_CHECKING:
    from harness import expectations
    from harness.loader import Case, Context, LoadError

# The loader, runner and engines (jsonschema and the rest, ~0.1 s) are imported where a case file is
# collected or run: pytest-xdist's controller, and a session that collects no case file, never need them.
CASES_ROOT = pytest.StashKey[Path]()
CONTEXT = pytest.StashKey["Context"]()
SEEN_IDS = pytest.StashKey[dict]()
FACTORY = pytest.StashKey[Any]()
EXPECTED = pytest.StashKey[Any]()
OUTCOMES = pytest.StashKey[list]()  # the outcome of every case item run in this session


def marker_name(mechanic: str) -> str:
    return mechanic.replace("-", "_")


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("riftcheck", "riftcheck conformance cases")
    group.addoption("--riftcheck-engine", default="reference", metavar="ENGINE",
                    help="engine the cases run against: `reference` (default) or MODULE:CLASS")
    group.addoption("--riftcheck-engine-cmd", default=None, metavar="CMD",
                    help="an engine in any language: a command speaking docs/protocol.md on stdin/stdout")
    group.addoption("--riftcheck-timeout", type=float, default=DEFAULT_TIMEOUT, metavar="SECONDS",
                    help=f"with --riftcheck-engine-cmd: seconds each case may take (default {DEFAULT_TIMEOUT:g})")
    group.addoption("--riftcheck-validate-protocol", action="store_true",
                    help="check every observation and event list against their schemas (and, with "
                         "--riftcheck-engine-cmd, every message against schema/protocol/)")
    group.addoption("--riftcheck-expectations", default=None, metavar="FILE",
                    help="YAML: case id -> {reason, issue}: cases the engine is known to fail (xfail)")
    group.addoption("--riftcheck-min-passed", type=int, default=None, metavar="N",
                    help="fail the session (exit 1) when fewer than N cases passed")
    group.addoption("--riftcheck-cases", default=None, metavar="PATH",
                    help="directory whose *.yaml files are collected as cases (default: the repository's cases/)")


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "riftcheck: a riftcheck conformance case")
    try:
        vocabulary = paths.read_project_yaml(paths.schema_path("mechanics.yaml"))["mechanics"]
    except paths.ProjectLayoutError:
        vocabulary = {}
    for mechanic, description in vocabulary.items():
        config.addinivalue_line("markers", f"{marker_name(mechanic)}: riftcheck mechanic {mechanic}: {description}")
    option = config.getoption("riftcheck_cases")
    root = (Path(config.invocation_params.dir) / option).resolve() if option else paths.ROOT / "cases"
    config.stash[CASES_ROOT] = root
    config.stash[SEEN_IDS] = {}
    config.stash[OUTCOMES] = []
    config.pluginmanager.register(_Counter(config.stash[OUTCOMES]), "riftcheck-outcomes")


OUTCOME_PROPERTY = "riftcheck_outcome"  # a case item's outcome, in its report (seen by xdist's controller too)


class _Counter:
    """Counts each case's outcome from its report: in this process, or on pytest-xdist's controller
    from the reports its workers send."""

    def __init__(self, outcomes: list[str]):
        self.outcomes = outcomes

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        if report.when == "call":
            self.outcomes.extend(value for name, value in report.user_properties if name == OUTCOME_PROPERTY)


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """Exit 5 when cases were collected but none ran; 1 when fewer than --riftcheck-min-passed passed.
    Under pytest-xdist, the controller decides (a worker's exit status is not the session's)."""
    if hasattr(session.config, "workerinput"):
        return
    outcomes = session.config.stash.get(OUTCOMES, [])
    if not outcomes or exitstatus != pytest.ExitCode.OK:
        return
    why = exitstatus_mod.nothing_ran(outcomes, len(outcomes), len(outcomes))
    status = exitstatus_mod.NOTHING_RAN if why else exitstatus_mod.FAILED
    why = why or exitstatus_mod.too_few(outcomes.count("pass"), session.config.getoption("riftcheck_min_passed"),
                                        "--riftcheck-min-passed")
    if why:
        reporter = session.config.pluginmanager.get_plugin("terminalreporter")
        if reporter is not None:
            reporter.write_line(f"riftcheck: {why}", red=True)
        session.exitstatus = status


def _context(config: pytest.Config) -> Context:
    """The session's loading context (made when the first case file is collected)."""
    if CONTEXT not in config.stash:
        from harness.loader import Context
        config.stash[CONTEXT] = Context(cases_root=config.stash[CASES_ROOT])
    return config.stash[CONTEXT]


def pytest_collect_file(file_path: Path, parent: pytest.Collector) -> pytest.Collector | None:
    root = parent.config.stash[CASES_ROOT]
    if file_path.suffix == ".yaml" and file_path.name != "sources.yaml" and file_path.resolve().is_relative_to(root):
        return CaseFile.from_parent(parent, path=file_path)
    return None


class CaseFile(pytest.File):
    def collect(self):
        from harness.loader import LoadError, load_case, suite_problems
        ctx = _context(self.config)
        case, errors = load_case(self.path, ctx)
        if case is not None:
            errors = suite_problems([case], ctx)
            seen = self.config.stash[SEEN_IDS]
            if case.id in seen:
                errors.append(LoadError(case.file, case.lines.get(("id",)), "$.id",
                                        f"duplicate case id {case.id!r} (also {seen[case.id]})"))
            seen.setdefault(case.id, case.file)
        if errors:
            yield InvalidCaseItem.from_parent(self, name=self.path.stem, errors=errors)
            return
        item = CaseItem.from_parent(self, name=case.id, case=case)
        item.add_marker(pytest.mark.riftcheck)
        for mechanic in case.mechanics:
            item.add_marker(getattr(pytest.mark, marker_name(mechanic)))
        yield item


class CaseFailure(Exception):
    """A case that failed or errored; its text is the report (no Python traceback)."""


class _ReportedItem(pytest.Item):
    """Shows a CaseFailure as its text only: no Python traceback noise."""

    def repr_failure(self, excinfo: pytest.ExceptionInfo[BaseException], style: Any = None) -> Any:
        if isinstance(excinfo.value, CaseFailure):
            return str(excinfo.value)
        return super().repr_failure(excinfo)


class CaseItem(_ReportedItem):
    def __init__(self, *, case: Case, **kwargs: Any):
        super().__init__(**kwargs)
        self.case = case

    def runtest(self) -> None:
        from harness import expectations
        from harness.runner import run_case
        file = self.config.getoption("riftcheck_expectations")
        timeout = self.config.getoption("riftcheck_timeout")
        result = expectations.apply(run_case(self.case, self._factory(), timeout), self._expected(), file)
        self.user_properties.append((OUTCOME_PROPERTY, result.outcome))
        if result.outcome == "xfail":
            raise pytest.xfail.Exception(result.messages[0])
        if result.outcome in ("skipped", "unsupported"):
            # reported at the case file (reportinfo), not at this line
            raise pytest.skip.Exception(f"{result.outcome}: {' '.join(result.messages)}", _use_item_location=True)
        if result.outcome != "pass":
            raise CaseFailure(f"{result.outcome.upper()} {result.id}\n{result.text}")

    def _factory(self) -> Any:
        from harness.engines import EngineNotFound, close_engine, engine_factory

        def make() -> Any:
            option = self.config.getoption
            factory = engine_factory(option("riftcheck_engine"), option("riftcheck_engine_cmd"),
                                     option("riftcheck_timeout"), option("riftcheck_validate_protocol"))
            self.config.add_cleanup(lambda: close_engine(factory))
            return factory
        return self._once(FACTORY, make, EngineNotFound)

    def _expected(self) -> dict[str, expectations.Expectation]:
        from harness import expectations
        file = self.config.getoption("riftcheck_expectations")
        return self._once(EXPECTED, lambda: expectations.load(Path(self.config.invocation_params.dir, file))
                          if file else {}, expectations.ExpectationsError)

    def _once(self, key: pytest.StashKey[Any], make: Any, problem: type[Exception]) -> Any:
        """``make()`` once per session; a problem it raises fails every case with its message."""
        stash = self.config.stash
        if key not in stash:
            try:
                stash[key] = make()
            except problem as exc:
                stash[key] = exc
        if isinstance(stash[key], problem):
            raise CaseFailure(str(stash[key]))
        return stash[key]

    def reportinfo(self) -> tuple[Path, int, str]:
        return self.path, 0, f"riftcheck case {self.case.id}"


class InvalidCaseItem(_ReportedItem):
    """Stands for a case file that does not load; fails with its file:line messages."""

    def __init__(self, *, errors: list[LoadError], **kwargs: Any):
        super().__init__(**kwargs)
        self.errors = errors

    def runtest(self) -> None:
        raise CaseFailure("invalid case file\n" + "\n".join(str(e) for e in self.errors))

    def reportinfo(self) -> tuple[Path, int, str]:
        return self.path, 0, f"invalid case file {self.path.name}"
