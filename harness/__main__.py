"""``python -m harness`` is the ``riftcheck`` command."""
import gc
import sys

if sys.argv[1:] == ["--version"]:  # what `riftcheck --version` prints, without importing every command (~0.2 s)
    from harness import version_text
    print(version_text())
    sys.exit(0)

# A command loads hundreds of cases (each a tree of dicts and lists kept to the end) and finds almost no
# garbage cycles: with Python's default first-generation threshold (700 allocations) the cyclic collector
# ran often and walked the growing heap, ~15% of `riftcheck blockers` or a suite load. A larger threshold
# (the process's own setting: the harness used as a library, in tests or in a user's process, keeps the
# caller's) and the modules imported so far frozen out of full collections; garbage is still freed.
gc.set_threshold(10_000, 10, 10)

from harness.cli import main  # noqa: E402

gc.freeze()
sys.exit(main())
