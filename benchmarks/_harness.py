"""The benchmark harness: median time per call, and ratios against a named floor.

A benchmark module ``benchmarks/bench_<name>.py`` defines ``cases() -> list[Case]``;
``python benchmarks/run.py`` times every case and prints one table.
"""

from __future__ import annotations

import statistics
import time
from typing import TYPE_CHECKING

import attrs

if TYPE_CHECKING:
    from collections.abc import Callable


@attrs.frozen
class Case:
    """One thing to time: ``call()`` once is one operation.

    ``floor`` names another case of the same module to show a ratio against;
    ``target`` is the ratio the project aims for (shown, never asserted).
    ``per`` divides the time of one call (e.g. a call that records 1,000 deals).
    A case with neither ``call`` nor ``measured`` is a line of text (a skipped peer).
    """

    name: str
    call: Callable[[], object] | None = None
    floor: str | None = None
    target: float | None = None
    per: int = 1
    note: str = ""
    measured: float | None = None
    """Seconds measured elsewhere (a fresh process, say): shown instead of timing ``call``."""


def median_seconds(call: Callable[[], object], *, repeat: int = 7, budget: float = 0.2) -> float:
    """Median over ``repeat`` rounds of the time of one call, each round ~``budget`` s."""
    number = 1
    while True:
        start = time.perf_counter()
        for _ in range(number):
            call()
        elapsed = time.perf_counter() - start
        if elapsed >= budget / 10 or number >= 1 << 24:
            break
        number *= 4
    number = max(1, int(number * (budget / max(elapsed, 1e-9)) / 4) or 1)
    rounds = []
    for _ in range(repeat):
        start = time.perf_counter()
        for _ in range(number):
            call()
        rounds.append((time.perf_counter() - start) / number)
    return statistics.median(rounds)
