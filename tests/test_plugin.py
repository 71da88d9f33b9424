"""The pytest plugin: one item per case named by its id, mechanic markers, skips, failures."""
from harness import paths
from conftest import FIXTURES, TESTS, make_cases
from proc_util import UNUSED_PLUGINS


def test_one_item_per_case(pytester):
    make_cases(pytester, *sorted((FIXTURES / "good").glob("*.yaml")))
    result = pytester.runpytest(*UNUSED_PLUGINS, "--collect-only", "-q", "--riftcheck-cases", "suite", "suite")
    assert result.ret == 0
    items = sorted(line for line in result.outlines if "::" in line)
    assert items == [
        "suite/fake-move-exhausted-rejected.yaml::fake-move-exhausted-rejected",
        "suite/fake-old-ruling.yaml::fake-old-ruling",
        "suite/fake-scripted-decision.yaml::fake-scripted-decision",
        "suite/fake-standard-move.yaml::fake-standard-move",
    ]


def run_suite(pytester, engine, *extra):
    pytester.syspathinsert(TESTS)
    return pytester.runpytest(*UNUSED_PLUGINS, "-rs", "--strict-markers", "--riftcheck-cases", "suite",
                              "--riftcheck-engine", engine, "suite", *extra)


def test_outcomes_skip_reason_and_failure_text(pytester):
    make_cases(pytester, *sorted((FIXTURES / "good").glob("*.yaml")), FIXTURES / "bad" / "unknown-key.yaml")
    result = run_suite(pytester, "fake_engines:WrongEngine")
    result.assert_outcomes(passed=1, failed=3, skipped=1)
    result.stdout.fnmatch_lines([
        "*FAIL fake-standard-move*",
        "final expect: 1 mismatch(es)",
        "  suite/fake-standard-move.yaml:27: objects.scout.might: expected 2, observed 3",
        "*invalid case file*",
        "suite/unknown-key.yaml:24: $.script[3].hurry: unknown key 'hurry'",
        "SKIPPED [1] suite/fake-old-ruling.yaml:1: skipped: superseded by fake-standard-move: "
        "replaced by the newer FAQ answer",
    ])
    assert "Traceback" not in result.stdout.str()


def test_mechanic_markers_select(pytester):
    make_cases(pytester, *sorted((FIXTURES / "good").glob("*.yaml")))
    result = run_suite(pytester, "fake_engines:MiniEngine", "-m", "exhaust_ready")
    result.assert_outcomes(passed=2, deselected=2)


def test_unsupported_is_skipped_and_engine_errors_are_failures(pytester):
    make_cases(pytester, FIXTURES / "good" / "fake-move-exhausted-rejected.yaml")
    result = run_suite(pytester, "fake_engines:NarrowEngine")
    result.assert_outcomes(skipped=1)
    result.stdout.fnmatch_lines(["*unsupported: engine does not declare keywords Tank"])
    result = run_suite(pytester, "fake_engines:RaisingEngine")
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(["ERROR fake-move-exhausted-rejected", "*engine raised RuntimeError: engine exploded",
                                 "RuntimeError: engine exploded"])
    result = run_suite(pytester, "missing_module:Engine")
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(["engine 'missing_module:Engine': cannot import module 'missing_module'*"])


def test_real_cases_pass_or_are_skipped_with_their_reason(pytester):
    """Case files of the repository's `cases/` (not in README's command's testpaths: the shared run of
    tests/test_golden_traces.py asserts every case there) through the plugin on the reference engine: a
    current one of each mode, a superseded and a conflicting one."""
    cases = paths.cases_dir()
    make_cases(pytester, *(cases / name for name in (
        "rules/339-step-3-pass/rule-339-1-ffa3-every-player-passes-before-resolving.yaml",
        "rules/489-2v2-magma-chamber/rule-484-3-2v2-victory-score-11-for-the-team.yaml",
        "linked/linked-ride-the-wind-vilemaw-readied.yaml",
        "linked/linked-359-3-e-6-ride-the-wind-ignored-old.yaml",  # superseded by the one above
        "recall/recall-damage-retained-or-cleared.yaml")))  # conflicting
    result = run_suite(pytester, "reference")
    result.assert_outcomes(passed=3, skipped=2)
    result.stdout.fnmatch_lines_random([
        "SKIPPED [[]1] suite/linked-359-3-e-6-ride-the-wind-ignored-old.yaml:1: skipped: superseded by "
        "linked-ride-the-wind-vilemaw-readied: *",
        "SKIPPED [[]1] suite/recall-damage-retained-or-cleared.yaml:1: skipped: conflicting: *"])
