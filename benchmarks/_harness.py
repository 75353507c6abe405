"""The benchmark harness: median time per call, and ratios against a named floor.

A benchmark module ``benchmarks/bench_<name>.py`` defines ``cases() -> list[Case]``;
``python benchmarks/run.py`` times every case and prints one table.
"""

from __future__ import annotations

import gc
import statistics
import time
from typing import TYPE_CHECKING, Any

import attrs

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence


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


def paired(
    call: Callable[[Any], object],
    floor: Callable[[Any], object],
    rows: Sequence[Any],
    *,
    cold: bool,
    clear: Callable[[], object] = lambda: None,
) -> tuple[float, float, float]:
    """:func:`paired_runs` with ``call(row)`` and ``floor(row)`` for each row."""

    def run(low: int, high: int) -> None:
        for row in rows[low:high]:
            call(row)

    def run_floor(low: int, high: int) -> None:
        for row in rows[low:high]:
            floor(row)

    return paired_runs(run, run_floor, len(rows), cold=cold, clear=clear)


def paired_runs(
    run: Callable[[int, int], object],
    floor: Callable[[int, int], object],
    count: int,
    *,
    cold: bool,
    clear: Callable[[], object] = lambda: None,
    passes: int = 15,
    chunk: int = 50,
) -> tuple[float, float, float]:
    """``run`` against ``floor`` over rows ``0..count``, side by side.

    Returns (floor's seconds per row, run's seconds per row, median ratio). ``run(low,
    high)`` and ``floor(low, high)`` do rows ``low`` to ``high``. The rows are timed in
    chunks of ``chunk``, each chunk for ``floor`` and then for ``run``, in ``passes`` passes
    (cold ones start with ``clear()``; warm ones follow an untimed pass). Each time per row
    adds up each chunk's **best** over the passes: a chunk that another process interrupted
    (a time slice is milliseconds, a chunk microseconds) does not count, and each chunk is
    still timed where it falls in a pass. The third value is the median of the passes' own
    ratios, interruptions included.
    """
    bounds = [(low, min(low + chunk, count)) for low in range(0, count, chunk)]
    runs: list[list[float]] = [[] for _ in bounds]
    floors: list[list[float]] = [[] for _ in bounds]
    ratios: list[float] = []
    if not cold:
        run(0, count)
    for _ in range(passes):
        if cold:
            clear()
        gc.collect()
        timed = floored = 0.0
        for index, (low, high) in enumerate(bounds):
            start = time.perf_counter()
            floor(low, high)
            middle = time.perf_counter()
            run(low, high)
            end = time.perf_counter()
            floors[index].append(middle - start)
            runs[index].append(end - middle)
            floored += middle - start
            timed += end - middle
        ratios.append(timed / floored)
    return (
        sum(min(times) for times in floors) / count,
        sum(min(times) for times in runs) / count,
        statistics.median(ratios),
    )
