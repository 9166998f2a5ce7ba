"""What every client script shares: one line per check, and exit 1 at the
first that fails (the Swift test reads both)."""
import sys


def check(name, actual, expected):
    print(f"{name}: {actual!r}")
    if actual != expected:
        print(f"FAILED {name}: expected {expected!r}", file=sys.stderr)
        sys.exit(1)
