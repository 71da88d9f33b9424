"""``python -m harness`` is the ``riftcheck`` command."""
import sys

from harness.cli import main

sys.exit(main())
