"""duplicate.imps on 10 M random differences, against numpy by hand and a Python loop.

Rows: 10,000,000 random differences, multiples of 10 from −7,600 to 7,600 (both signs, drawn
uniformly with a fixed seed), as a numpy ``int64`` array and as a Python list.

- **numpy by hand**: ``np.sign(d) * (np.searchsorted(IMP_TABLE, abs(d), "right") - 1)``:
  what a user writes with numpy and no checks.
- **Python loop**: ``[imps(d) for d in rows]``, timed once (it takes seconds).

Each line is the best of a few calls by the CPU time of the thread (``time.thread_time``:
on a machine other processes load, wall time mostly measures them). Before anything is
timed, every form's IMPs are checked equal to the Python loop's, row by row, on all rows.
"""

from __future__ import annotations

import gc
import sys
import time
from typing import TYPE_CHECKING

from _harness import Case

from cardscore import duplicate

if TYPE_CHECKING:
    from collections.abc import Callable

ROWS = 10_000_000
_SEED = 29
LOOP = "Python loop: [imps(d) for d in rows]"


def _cpu(call: Callable[[], object], rounds: int = 3) -> float:
    best = float("inf")
    for _ in range(rounds):
        gc.collect()
        start = time.thread_time()
        call()
        best = min(best, time.thread_time() - start)
    return best


def cases() -> list[Case]:
    """imps over columns: seconds per row, ratios to the Python loop."""
    try:
        import numpy as np
    except ImportError:
        return [Case("duplicate.imps: numpy not installed (pip install -e '.[arrays]'), skipped")]
    rng = np.random.default_rng(_SEED)
    array = rng.integers(-760, 761, size=ROWS, dtype=np.int64) * 10
    rows = array.tolist()
    imps = duplicate.imps
    bounds = np.array(duplicate.IMP_TABLE)

    start = time.thread_time()
    loop = [imps(difference) for difference in rows]
    loop_seconds = time.thread_time() - start

    def by_hand() -> object:
        return np.sign(array) * (np.searchsorted(bounds, np.abs(array), "right") - 1)

    forms: dict[str, Callable[[], object]] = {
        "duplicate.imps(int64 array)": lambda: imps(array),
        "duplicate.imps(list of ints)": lambda: imps(rows),
        "numpy by hand: sign(d) * searchsorted(IMP_TABLE, |d|)": by_hand,
    }
    for name, call in forms.items():
        got = call()
        if got.tolist() != loop:  # type: ignore[attr-defined]
            raise SystemExit(f"{name} differs from the loop of imps")
    saved = sys.modules.get("numpy")
    sys.modules["numpy"] = None  # type: ignore[assignment]
    try:
        if imps(rows) != loop:
            raise SystemExit("imps(list), numpy hidden, differs from the loop of imps")
        pure_seconds = _cpu(lambda: imps(rows), rounds=1)
    finally:
        sys.modules["numpy"] = saved  # type: ignore[assignment]

    out = [Case(LOOP, measured=loop_seconds / ROWS, note=f"{ROWS:,} rows; once")]
    for name, call in forms.items():
        seconds = _cpu(call)
        out.append(
            Case(
                name,
                measured=seconds / ROWS,
                floor=LOOP,
                note=f"{loop_seconds / seconds:,.1f}× faster than the loop",
            )
        )
    out += [
        Case(
            "duplicate.imps(list of ints), numpy hidden: a list",
            measured=pure_seconds / ROWS,
            floor=LOOP,
            note=f"{loop_seconds / pure_seconds:,.1f}× faster than the loop; once",
        ),
        Case(f"   every form above equals the loop of imps on all {ROWS:,} rows"),
    ]
    return out
