"""Reporting: console lines, the summary, per-mechanic and per-rule tables, JSON and JUnit XML.

The closing summary is always ``N passed, N failed, N skipped`` on its own line (skipped counts
skipped and unsupported cases), then, only when there are any, the errors, unsupported, expected
failures (xfail) and unexpected passes (xpass) on the next line.
"""
from __future__ import annotations

import json
import re
import sys
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path
from typing import IO, Any, Iterable

import harness
from harness.atomic import write_atomic
from harness.runner import OUTCOMES, Result

LABELS = {"pass": "PASS", "fail": "FAIL", "error": "ERROR", "skipped": "SKIP", "unsupported": "UNSUPPORTED",
          "xfail": "XFAIL", "xpass": "XPASS", "flaky": "FLAKY"}
ONE_LINE = ("skipped", "unsupported", "xfail")  # shown with their first message only
PROBLEMS = ("fail", "error", "xpass", "flaky")  # what -q still prints


class Console:
    """Prints one line per case; on a terminal, a ``[12/57]`` progress indicator in between.
    ``verbosity`` -1 (``-q``): only the cases in PROBLEMS; 1 (``-v``): durations, and the engine's
    stderr of passing cases too."""

    def __init__(self, stream: IO[str] | None = None, tty: bool | None = None, verbosity: int = 0):
        self.stream = stream or sys.stdout
        self.verbosity = verbosity
        self.tty = self.stream.isatty() if tty is None else tty
        self.encoding = getattr(self.stream, "encoding", None) or "utf-8"
        self._progress = False

    def write(self, text: str) -> None:
        """Write text the stream can encode: what it cannot (a lone surrogate from an engine's
        message, a character outside the console's encoding) is written as a backslash escape."""
        self.stream.write(printable(text, self.encoding))

    def progress(self, done: int, total: int, case_id: str) -> None:
        if self.tty:
            self.write(f"\r\x1b[K[{done}/{total}] {case_id}")
            self.stream.flush()
            self._progress = True

    def _clear(self) -> None:
        if self._progress:
            self.write("\r\x1b[K")
            self._progress = False

    def result(self, result: Result) -> None:
        if self.verbosity < 0 and result.outcome not in PROBLEMS:
            return
        self._clear()
        label = LABELS[result.outcome]
        took = f" [{result.duration:.3f} s]" if self.verbosity > 0 else ""
        if result.ran_anyway:  # --run-unsupported: how the undeclared case went, apart from the outcome
            self.write(f"{label} {result.id} ({result.messages[0]}; ran anyway: {LABELS[result.ran_anyway]}){took}\n")
            if result.ran_anyway != "pass":
                for line in Result(result.id, result.file, result.ran_anyway, result.messages[1:],
                                   traceback=result.traceback, stderr=result.stderr).text.splitlines():
                    self.write(f"    {line}\n")
            return
        if result.outcome in ONE_LINE:
            reason = " ".join(result.messages) if result.outcome != "xfail" else result.messages[0]
            self.write(f"{label} {result.id} ({reason}){took}\n")
            return
        self.write(f"{label} {result.id}{took}\n")
        if result.outcome != "pass" or (self.verbosity > 0 and result.stderr.strip()):
            for line in result.text.splitlines():
                self.write(f"    {line}\n")

    def line(self, text: str = "") -> None:
        self._clear()
        self.write(text + "\n")


def printable(text: str, encoding: str = "utf-8") -> str:
    """``text`` with whatever ``encoding`` cannot encode written as backslash escapes."""
    try:
        text.encode(encoding)
        return text
    except UnicodeEncodeError:
        return text.encode(encoding, "backslashreplace").decode(encoding)


# Characters XML 1.0 forbids (controls but tab/newline/return, lone surrogates, U+FFFE/U+FFFF)
XML_FORBIDDEN = re.compile("[^\t\n\r\x20-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")


def xml_text(text: str) -> str:
    """``text`` with every character XML forbids written as a backslash escape (``\\x01``, ``\\ud800``)."""
    return XML_FORBIDDEN.sub(lambda m: f"\\x{ord(m.group()):02x}" if ord(m.group()) < 0x100
                             else f"\\u{ord(m.group()):04x}", text)


def totals(results: Iterable[Result]) -> dict[str, int]:
    counts = Counter(r.outcome for r in results)
    return {outcome: counts.get(outcome, 0) for outcome in OUTCOMES}


def summary_lines(counts: dict[str, int]) -> list[str]:
    skipped = counts["skipped"] + counts["unsupported"]
    lines = [f"{counts['pass']} passed, {counts['fail']} failed, {skipped} skipped"]
    extra = [f"{counts[k]} {name}" for k, name in (("error", "errors"), ("unsupported", "unsupported"),
                                                   ("xfail", "xfailed"), ("xpass", "xpassed"),
                                                   ("flaky", "flaky")) if counts[k]]
    if extra:
        lines.append(", ".join(extra))
    return lines


def ran_anyway_line(results: Iterable[Result]) -> str | None:
    """With --run-unsupported: how the unsupported cases went, counted apart (None when none ran)."""
    ran = Counter(r.ran_anyway for r in results if r.ran_anyway)
    if not ran:
        return None
    return (f"unsupported cases run anyway: {ran['pass']} passed, {ran['fail']} failed, {ran['error']} errors "
            "(not counted above; declare what they need to count them)")


def compliance(results: Iterable[Result], key: str) -> dict[str, dict[str, int]]:
    """Outcome counts per mechanic (key='mechanics') or per cited rule number (key='rules')."""
    table: dict[str, Counter] = {}
    for result in results:
        if result.case is None:
            continue
        for name in getattr(result.case, key):
            table.setdefault(name, Counter())[result.outcome] += 1
    return {name: {o: c.get(o, 0) for o in OUTCOMES} | {"total": sum(c.values())}
            for name, c in sorted(table.items())}


def format_table(title: str, table: dict[str, dict[str, int]]) -> list[str]:
    if not table:
        return [f"{title}: none"]
    width = max(len(title), *(len(k) for k in table))
    head = f"{title:<{width}}  " + "  ".join(f"{o:>11}" for o in (*OUTCOMES, "total"))
    rows = [f"{name:<{width}}  " + "  ".join(f"{row[o]:>11}" for o in (*OUTCOMES, "total"))
            for name, row in table.items()]
    return [head, *rows]


def json_report(results: list[Result], engine: dict[str, Any] | None) -> dict[str, Any]:
    cases = []
    for r in results:
        c = r.case
        cases.append({
            "id": r.id, "file": r.file, "outcome": r.outcome, "messages": r.messages,
            "duration": round(r.duration, 6), "traceback": r.traceback or None, "stderr": r.stderr or None,
            "status": c.status if c else None, "level": c.level if c else None,
            "mode": c.mode if c else None,  # (1.3) duel, ffa3, ffa4, 2v2
            "mechanics": c.mechanics if c else [],
            "rules": c.rules if c else [], "ruling": c.ruling if c else None, "source": c.source if c else None,
            **({"ran_anyway": r.ran_anyway} if r.ran_anyway else {}),  # --run-unsupported only
        })
    return {
        "riftcheck": harness.__version__, "contract": harness.CONTRACT_VERSION, "engine": engine,
        "totals": totals(results), "cases": cases,
        "mechanics": compliance(results, "mechanics"), "rules": compliance(results, "rules"),
    }


def write_json(path: Path, report: dict[str, Any]) -> None:
    """Written whole or not at all (a temporary file renamed over ``path``)."""
    write_atomic(path, json.dumps(report, indent=2, default=str) + "\n")


def junit_xml(results: list[Result], suite_name: str = "riftcheck") -> ET.ElementTree:
    counts = totals(results)
    suite = ET.Element("testsuite", name=suite_name, tests=str(len(results)),
                       failures=str(counts["fail"] + counts["xpass"] + counts["flaky"]), errors=str(counts["error"]),
                       skipped=str(counts["skipped"] + counts["unsupported"] + counts["xfail"]),
                       time=f"{sum(r.duration for r in results):.3f}")
    for r in results:
        area = Path(r.file).parent.name or "cases"
        case = ET.SubElement(suite, "testcase", classname=xml_text(f"riftcheck.{area}"), name=xml_text(r.id),
                             file=xml_text(r.file), time=f"{r.duration:.3f}")
        every = xml_text("\n".join(r.messages))  # every mismatch: file:line, path, expected, observed
        first = xml_text(r.messages[0] if r.messages else "")
        if r.outcome in ("fail", "xpass", "flaky"):
            ET.SubElement(case, "failure", message=every).text = xml_text(r.text)
        elif r.outcome == "error":
            ET.SubElement(case, "error", message=every).text = xml_text(r.text)
        elif r.outcome in ("skipped", "unsupported", "xfail"):
            ET.SubElement(case, "skipped", message=f"{r.outcome}: {first}")
    root = ET.Element("testsuites")
    root.append(suite)
    ET.indent(root)
    return ET.ElementTree(root)


def write_junit(path: Path, results: list[Result]) -> None:
    """Well-formed whatever the engines wrote (xml_text), written whole or not at all."""
    write_atomic(path, ET.tostring(junit_xml(results).getroot(), encoding="utf-8", xml_declaration=True))
