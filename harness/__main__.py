"""``python -m harness`` is the ``riftcheck`` command."""
import sys

if sys.argv[1:] == ["--version"]:  # what `riftcheck --version` prints, without importing every command (~0.2 s)
    from harness import version_text
    print(version_text())
    sys.exit(0)

from harness.cli import main  # noqa: E402

sys.exit(main())
