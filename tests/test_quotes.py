"""riftcheck quotes: quoted answers against their source documents (harness/quotes.py)."""
import os
from pathlib import Path

import pytest

from harness import quotes
from harness.cli import main
from conftest import FIXTURES

# the shared material beside the checkout (as in CI), or where RIFTCHECK_SHARED says
SHARED = Path(os.environ.get("RIFTCHECK_SHARED") or Path(__file__).resolve().parents[2] / "shared")
DOC = """Q: Can a unit move twice?

A: Units only exhaust to move when using the **standard move**. A unit’s “move” ability
   does not exhaust it.

> [R3] **144.2.** Exhausting the Unit is the Cost for this action.
"""


def test_whitespace_typographic_quotes_and_markdown_are_normalised():
    doc = quotes.normalise(DOC)
    assert quotes.check_answer("Units only exhaust to move when using the standard move. A unit's \"move\" "
                               "ability does not exhaust it.", doc) is None
    assert quotes.check_answer("144.2. Exhausting the Unit is the Cost for this action.", doc) is None


def test_elisions_split_the_quote_into_fragments():
    doc = quotes.normalise(DOC)
    assert quotes.check_answer("Units only exhaust to move [...] does not exhaust it.", doc) is None
    assert quotes.check_answer("Units only exhaust to move … does not exhaust it.", doc) is None
    assert quotes.check_answer("does not exhaust it. [...] Units only exhaust to move", doc) is None
    fragment, _, _ = quotes.check_answer("does not exhaust it. Units only exhaust to move", doc)
    assert fragment == "does not exhaust it. Units only exhaust to move"  # joined without an elision


def test_a_drifted_quote_shows_where_it_departs_from_the_source():
    doc = quotes.normalise(DOC)
    fragment, found, follows = quotes.check_answer("Units only exhaust to move when using a standard move.", doc)
    assert fragment == "Units only exhaust to move when using a standard move."
    assert found == "Units only exhaust to move when using " and follows.startswith("the standard move.")


def test_the_command_lists_drifted_quotes(tmp_path, capsys):
    doc = tmp_path / "judge.txt"
    doc.write_text(DOC, encoding="utf-8")
    code = main(["quotes", str(FIXTURES / "good" / "fake-standard-move.yaml"), "--source", f"judge-rulings={doc}"])
    out = capsys.readouterr().out
    assert code == 0, out
    assert out.splitlines()[-1] == "1 quotes verbatim, 0 drifted, 0 not checked"
    doc.write_text(DOC.replace("standard move", "normal move"), encoding="utf-8")
    code = main(["quotes", str(FIXTURES / "good" / "fake-standard-move.yaml"), "--source", f"judge-rulings={doc}"])
    out = capsys.readouterr().out
    assert code == 1
    assert out.splitlines()[0] == f"DRIFTED fake-standard-move (judge-rulings, {doc})"
    assert out.splitlines()[-1] == "0 quotes verbatim, 1 drifted, 0 not checked"


def test_a_missing_document_is_a_usage_error(tmp_path, capsys):
    code = main(["quotes", "--source", f"judge-rulings={tmp_path / 'nowhere.txt'}"])
    assert code == 2 and "source documents not found: judge-rulings:" in capsys.readouterr().err


def test_a_document_that_is_not_utf8_is_named_not_a_traceback(tmp_path, capsys):
    doc = tmp_path / "doc.txt"
    doc.write_bytes(b"fine\n\xff\xfe\n")
    code = main(["quotes", str(FIXTURES / "good" / "fake-standard-move.yaml"), "--source", f"judge-rulings={doc}"])
    out, err = capsys.readouterr()
    assert code == 2
    assert f"riftcheck: error: {doc}:2: source 'judge-rulings': not UTF-8: byte 0xff" in err
    assert "NOT CHECKED fake-standard-move" in out and "Traceback" not in out + err


@pytest.mark.skipif(not (SHARED / "seeds").is_dir(), reason=f"the shared material is not at {SHARED}")
def test_every_case_quotes_its_source_verbatim(capsys):
    """The suite against the shared seeds and Core Rules documents (CI runs `riftcheck quotes --shared` too)."""
    code = main(["quotes", "--shared", str(SHARED)])
    out = capsys.readouterr().out
    assert code == 0, out
    assert " 0 drifted, 0 not checked" in out.splitlines()[-1]
