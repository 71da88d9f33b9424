import sys
from pathlib import Path

pytest_plugins = ["pytester"]

TESTS = Path(__file__).resolve().parent
FIXTURES = TESTS / "fixtures"
sys.path.insert(0, str(TESTS))  # fake_engines importable as MODULE:CLASS
