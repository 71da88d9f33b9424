"""The JSON report's shape, pinned with pytest-regressions, and the console reporter."""
import io
from pathlib import Path

import fake_engines as fe
from harness import report
from harness.loader import load_cases
from harness.runner import Result, run_case
from conftest import FIXTURES


def fixed_run():
    cases, errors = load_cases([FIXTURES / "good", FIXTURES / "bad" / "unknown-key.yaml"])
    results = [Result.invalid(errors[0].file, errors)]
    results += [run_case(case, fe.WrongEngine) for case in cases]
    return results


def test_json_report_shape(data_regression):
    data = report.json_report(fixed_run(), {"name": "mini", "version": "0", "rules_version": "1.4", "protocol": "1.0"})
    for case in data["cases"]:  # machine-dependent values
        case["duration"] = 0.0
        case["file"] = Path(case["file"]).name
        case["messages"] = [m.replace(str(FIXTURES), "FIXTURES").replace("tests/fixtures", "FIXTURES")
                            for m in case["messages"]]
    data_regression.check(data)


def test_console_progress_only_on_a_tty():
    for tty in (True, False):
        stream = io.StringIO()
        console = report.Console(stream, tty=tty)
        console.progress(1, 2, "some-case")
        console.result(Result("some-case", "x.yaml", "pass"))
        assert ("[1/2] some-case" in stream.getvalue()) is tty
        assert stream.getvalue().endswith("PASS some-case\n")


def test_summary_lines():
    counts = dict(report.totals([]))
    assert report.summary_lines(counts) == ["0 passed, 0 failed, 0 skipped"]
    counts.update({"pass": 3, "error": 1, "skipped": 1, "unsupported": 2})
    assert report.summary_lines(counts) == ["3 passed, 0 failed, 3 skipped", "1 errors, 2 unsupported"]
