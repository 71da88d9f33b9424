import shutil
import sys
from pathlib import Path

import pytest

pytest_plugins = ["pytester"]

TESTS = Path(__file__).resolve().parent
FIXTURES = TESTS / "fixtures"
sys.path.insert(0, str(TESTS))  # fake_engines importable as MODULE:CLASS


@pytest.fixture(scope="session")
def cases():
    """The fixture cases of tests/fixtures/good, by id."""
    from harness.loader import load_cases
    loaded, errors = load_cases([FIXTURES / "good"])
    assert errors == []
    return {c.id: c for c in loaded}


def make_cases(pytester, *files):
    """Copy case files into pytester's directory `suite/` (for --riftcheck-cases suite)."""
    root = pytester.path / "suite"
    root.mkdir()
    for path in files:
        shutil.copy(path, root / path.name)
    return root
