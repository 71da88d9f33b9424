"""The readable report: ``riftcheck report --html`` (checked in a real headless Chromium) and ``--markdown``.

The browser test drives Debian's ``chromium`` through ``chromedriver`` with Selenium. Where either is
missing it is skipped with the reason — except when ``RIFTCHECK_REQUIRE_BROWSER=1`` (set by ``.ci/run``
after it installed them), where a missing browser fails the test instead of hiding it.
"""
from __future__ import annotations

import os
import re
import shutil
from pathlib import Path

import pytest

from harness.cli import main
from conftest import FIXTURES

GOOD = str(FIXTURES / "good")
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
CHROMEDRIVER = shutil.which("chromedriver") or "/usr/bin/chromedriver"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--disable-dev-shm-usage", "--window-size=1200,900"]


@pytest.fixture(scope="module")
def report_files(tmp_path_factory):
    """A report of the fixture cases on an engine that gets two of them wrong."""
    out = tmp_path_factory.mktemp("report")
    code = main(["report", GOOD, "--engine", "fake_engines:WrongEngine", "--html", str(out / "report.html"),
                 "--markdown", str(out / "report.md")])
    assert code == 1  # two cases fail
    return out / "report.html", out / "report.md"


def test_the_page_is_self_contained(report_files):
    page = report_files[0].read_text(encoding="utf-8")
    assert page.startswith("<!DOCTYPE html>")
    assert not re.search(r"""(src|href)\s*=\s*["']?(https?:|//)""", page), "no external assets"
    assert "<link" not in page and "@import" not in page
    assert page.count('<section class="case') == 4
    assert 'id="case-fake-standard-move"' in page and "objects.scout.might: expected 2, observed 3" in page


def test_the_markdown_summary(report_files):
    text = report_files[1].read_text(encoding="utf-8")
    assert text.startswith("## riftcheck\n\n| pass | fail | skipped | total |\n|---|---|---|---|\n| 1 | 2 | 1 | 4 |")
    assert "- **FAIL** `fake-standard-move` — A ready unit makes a standard move" in text


def _driver(profile: Path):
    if not (Path(CHROMIUM).exists() and Path(CHROMEDRIVER).exists()):
        reason = f"headless browser test: {CHROMIUM} or {CHROMEDRIVER} is missing (apt-get install chromium chromium-driver)"
    else:
        try:
            from selenium import webdriver
            from selenium.webdriver.chrome.service import Service
        except ImportError:
            reason = "headless browser test: selenium is not installed (pip install -e .[browser])"
        else:
            options = webdriver.ChromeOptions()
            options.binary_location = CHROMIUM
            for flag in FLAGS + [f"--user-data-dir={profile}"]:
                options.add_argument(flag)
            options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
            return webdriver.Chrome(service=Service(executable_path=CHROMEDRIVER), options=options)
    if os.environ.get("RIFTCHECK_REQUIRE_BROWSER") == "1":
        pytest.fail(reason + " (RIFTCHECK_REQUIRE_BROWSER=1)")
    pytest.skip(reason)


@pytest.fixture(scope="module")
def browser(tmp_path_factory):
    # Chromium's profile lives in pytest's temporary directories, which pytest prunes (never in /tmp itself)
    driver = _driver(tmp_path_factory.mktemp("chromium-profile"))
    yield driver
    driver.quit()


def test_the_page_in_a_headless_browser(report_files, browser):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    browser.get(report_files[0].as_uri())
    errors = [e for e in browser.get_log("browser") if e["level"] in ("SEVERE", "ERROR")]
    assert errors == [], f"console errors: {errors}"

    def shown():
        return [s.get_attribute("id")[len("case-"):] for s in browser.find_elements(By.CSS_SELECTOR, "section.case")
                if s.is_displayed()]

    count = browser.find_element(By.ID, "f-count")
    assert len(shown()) == 4 and count.text == "4 of 4 cases shown"
    # a failing case's trace is open and visible, with its steps
    trace = browser.find_element(By.CSS_SELECTOR, "#case-fake-standard-move details.trace pre")
    assert trace.is_displayed() and "script[1] {player: A, move: [scout], to: bf}" in trace.text
    assert "change objects.scout.location: base -> bf" in trace.text
    # filters
    Select(browser.find_element(By.ID, "f-outcome")).select_by_value("fail")
    assert sorted(shown()) == ["fake-scripted-decision", "fake-standard-move"]
    Select(browser.find_element(By.ID, "f-outcome")).select_by_value("")
    Select(browser.find_element(By.ID, "f-status")).select_by_value("superseded")
    assert shown() == ["fake-old-ruling"] and count.text == "1 of 4 cases shown"
    Select(browser.find_element(By.ID, "f-status")).select_by_value("")
    Select(browser.find_element(By.ID, "f-mechanic")).select_by_value("exhaust-ready")
    assert sorted(shown()) == ["fake-move-exhausted-rejected", "fake-standard-move"]
    Select(browser.find_element(By.ID, "f-mechanic")).select_by_value("")
    search = browser.find_element(By.ID, "f-search")
    search.send_keys("yes/no")
    assert shown() == ["fake-scripted-decision"]
    search.clear()
    search.send_keys("no such words")
    assert shown() == [] and count.text == "0 of 4 cases shown"
    errors = [e for e in browser.get_log("browser") if e["level"] in ("SEVERE", "ERROR")]
    assert errors == [], f"console errors: {errors}"
