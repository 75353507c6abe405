"""Run every benchmark and print median time per call and the ratios to each floor.

    python benchmarks/run.py            # all of them
    python benchmarks/run.py bridge     # only benchmarks/bench_bridge.py

Nothing here is a test: no time is asserted anywhere.
"""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

from _harness import Case, median_seconds


def _format_time(seconds: float) -> str:
    for unit, scale in (("s", 1.0), ("ms", 1e-3), ("µs", 1e-6)):
        if seconds >= scale:
            return f"{seconds / scale:8.2f} {unit}"
    return f"{seconds / 1e-9:8.1f} ns"


def main(argv: list[str]) -> int:
    """Time the selected benchmark modules and print one table."""
    here = Path(__file__).parent
    names = argv or sorted(path.stem.removeprefix("bench_") for path in here.glob("bench_*.py"))
    print(f"{'case':<58} {'per call':>12} {'ratio':>8} {'target':>8}")
    for name in names:
        module = importlib.import_module(f"bench_{name}")
        cases: list[Case] = module.cases()
        times: dict[str, float] = {}
        print(f"-- {name}")
        for case in cases:
            if case.measured is not None:
                seconds = case.measured
            elif case.call is not None:
                seconds = median_seconds(case.call) / case.per
            else:
                print(f"{case.name}")
                continue
            times[case.name] = seconds
            ratio = "" if case.floor is None else f"{seconds / times[case.floor]:7.2f}×"
            target = "" if case.target is None else f"≤{case.target:g}×"
            print(
                f"{case.name:<58} {_format_time(seconds):>12} {ratio:>8} {target:>8}"
                + (f"  {case.note}" if case.note else "")
            )
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).parent))
    sys.exit(main(sys.argv[1:]))
