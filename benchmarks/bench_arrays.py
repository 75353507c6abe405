"""bridge.scores on 10 M random rows, against a bare numpy gather and a Python loop.

Rows: 10,000,000 random deals (contract code 0–104, tricks 0–13, vulnerable or not, drawn
uniformly with a fixed seed), in the forms users hold them: numpy arrays of codes (the
default ``int64`` and the compact ``uint8``), one vulnerability for every row, and Python
lists of codes, of contract strings (canonical and as typed: ``"4♠x"``, ``"3n"``) and of
``Contract`` objects.

The floors, from the very table ``bridge.scores`` reads (``_scores_numpy.table()``):

- **bare gather**: ``table.take(index)`` with the flat index already computed: the
  machine's limit for reading 10 M scores.
- **numpy by hand**: ``table[(codes * 14 + tricks) * 2 + vulnerable]``: what a user writes
  with numpy and no checks.
- **Python loop**: ``[bridge.score(c, t, vulnerable=v) for ...]`` over the same rows (as
  ``Contract``s and as strings), timed once each (it takes seconds).

Each array line is timed beside the bare gather, alternately, 7 times, by the CPU time of
the thread (``time.thread_time``: on a machine other processes load, wall time mostly
measures them; numpy runs these operations on one thread); time and ratio are each one's
best. The note gives the same ratio by wall time. **Cold** empties the library's caches
(the table, the parsed spellings) before each call: a program's first call, the table
made by 2,940 calls of ``bridge.score``. **Warm** calls again. Before anything is timed,
every form's scores are checked equal to the Python loop's, row by row, on all 10 M rows
(the loop itself and the pure-Python path, numpy hidden, are timed then, once).
"""

from __future__ import annotations

import gc
import sys
import time
from typing import TYPE_CHECKING, Any

from _harness import Case

from cardscore import _scores, bridge
from cardscore.bridge import _contract as bridge_contract

if TYPE_CHECKING:
    from collections.abc import Callable

ROWS = 10_000_000
_SEED = 30
_ROUNDS = 7
_TYPED_STRAIN = {"C": "♣", "D": "d", "H": "♥", "S": "s", "NT": "n"}
_TYPED_DOUBLING = {"": "", "X": "x", "XX": " xx"}
GATHER = "bare gather: table.take(index), index precomputed"


def _clear() -> None:
    _scores.table.cache_clear()
    bridge_contract.parse_contract.cache_clear()  # the library's caches, emptied for cold


def _timed(call: Callable[[], object], *, cold: bool) -> tuple[float, float]:
    """(CPU seconds, wall seconds) of one call."""
    if cold:
        _clear()
    gc.collect()
    cpu, wall = time.thread_time(), time.perf_counter()
    call()
    return time.thread_time() - cpu, time.perf_counter() - wall


def _paired(
    call: Callable[[], object], floor: Callable[[], object], *, cold: bool, rounds: int = _ROUNDS
) -> tuple[float, float, float, float]:
    """The best times of ``floor`` and ``call``, timed alternately, CPU then wall.

    Returns (floor's CPU, call's CPU, floor's wall, call's wall) seconds.
    """
    call()  # the code paths warm (and, for warm lines, the caches)
    floors: list[tuple[float, float]] = []
    calls: list[tuple[float, float]] = []
    for _ in range(rounds):
        floors.append(_timed(floor, cold=False))
        calls.append(_timed(call, cold=cold))
    return (
        min(cpu for cpu, _ in floors),
        min(cpu for cpu, _ in calls),
        min(wall for _, wall in floors),
        min(wall for _, wall in calls),
    )


class _Rows:
    """The 10 M rows in every form, and the Python loop's scores (the reference)."""

    def __init__(self) -> None:
        import numpy as np

        rng = np.random.default_rng(_SEED)
        self.codes = rng.integers(0, 105, ROWS)
        self.tricks = rng.integers(0, 14, ROWS)
        self.vulnerable = rng.integers(0, 2, ROWS).astype(bool)
        self.codes8 = self.codes.astype(np.uint8)
        self.tricks8 = self.tricks.astype(np.uint8)
        self.contracts = [bridge.Contract.from_code(code) for code in range(105)]
        canonical = [str(contract) for contract in self.contracts]
        typed = [
            f"{c.level}{_TYPED_STRAIN[c.strain.value]}{_TYPED_DOUBLING[c.doubling.value]}"
            for c in self.contracts
        ]
        self.code_list = self.codes.tolist()
        self.trick_list = self.tricks.tolist()
        self.flag_list = self.vulnerable.tolist()
        self.string_list = [canonical[code] for code in self.code_list]
        self.typed_list = [typed[code] for code in self.code_list]
        self.contract_list = [self.contracts[code] for code in self.code_list]

    def loop(self, contracts: list[Any]) -> tuple[list[int], float]:
        """The Python loop of bridge.score over ``contracts`` (cold): scores, CPU seconds."""
        score = bridge.score
        _clear()
        start = time.thread_time()
        scores = [
            score(contract, tricks, vulnerable=vulnerable)
            for contract, tricks, vulnerable in zip(
                contracts, self.trick_list, self.flag_list, strict=True
            )
        ]
        return scores, time.thread_time() - start


def _pure(rows: _Rows) -> tuple[list[int], float]:
    # The pure-Python path: numpy hidden, as if it were not installed.
    saved = sys.modules.get("numpy")
    sys.modules["numpy"] = None  # type: ignore[assignment]
    try:
        start = time.thread_time()
        scores = bridge.scores(rows.code_list, rows.trick_list, vulnerable=rows.flag_list)
        return scores, time.thread_time() - start
    finally:
        sys.modules["numpy"] = saved  # type: ignore[assignment]


def _check(name: str, got: object, want: list[int]) -> None:
    listed = got.tolist() if hasattr(got, "tolist") else got
    if listed != want:
        raise SystemExit(f"bridge.scores({name}) differs from bridge.score")


def cases() -> list[Case]:
    """The array benchmarks: seconds per row, ratios to the bare gather and the loop."""
    try:
        from cardscore import _scores_numpy
    except ImportError:
        return [Case("bridge.scores: numpy not installed (pip install -e '.[arrays]'), skipped")]
    rows = _Rows()
    table = _scores_numpy.table()
    index = (rows.codes * 14 + rows.tricks) * 2 + rows.vulnerable
    forms = {
        "int64 arrays": (rows.codes, rows.tricks, rows.vulnerable),
        "uint8 arrays": (rows.codes8, rows.tricks8, rows.vulnerable),
        "int64 arrays, vulnerable=True": (rows.codes, rows.tricks, True),
        "lists of codes": (rows.code_list, rows.trick_list, rows.flag_list),
        "list of str '4SX'": (rows.string_list, rows.tricks, rows.vulnerable),
        "list of str '4♠x'": (rows.typed_list, rows.tricks, rows.vulnerable),
        "list of Contract": (rows.contract_list, rows.tricks, rows.vulnerable),
    }

    def form(name: str) -> Callable[[], Any]:
        contracts, tricks, vulnerable = forms[name]
        return lambda: bridge.scores(contracts, tricks, vulnerable=vulnerable)

    arrays = [(name, form(name)) for name in list(forms)[:3]]
    lists = [(name, form(name)) for name in list(forms)[3:]]

    # The reference: every form equals the loop of bridge.score, row by row, on every row.
    loop, loop_seconds = rows.loop(rows.contract_list)
    loop_strings, loop_string_seconds = rows.loop(rows.string_list)
    _check("the loop over strings", loop_strings, loop)
    for name, call in arrays[:2] + lists:
        _check(name, call(), loop)
    vulnerable = [
        bridge.score(rows.contracts[code], tricks, vulnerable=True)
        for code, tricks in zip(rows.code_list, rows.trick_list, strict=True)
    ]
    _check(arrays[2][0], arrays[2][1](), vulnerable)
    pure, pure_seconds = _pure(rows)
    _check("lists of codes, numpy hidden", pure, loop)

    def gather() -> object:
        return table.take(index)

    def by_hand() -> object:
        return table[(rows.codes * 14 + rows.tricks) * 2 + rows.vulnerable]

    floor_cpu, hand_cpu, floor_wall, hand_wall = _paired(by_hand, gather, cold=False)
    out = [
        Case(GATHER, measured=floor_cpu / ROWS, note=f"{ROWS:,} rows; CPU time per row"),
        Case(
            "numpy by hand: table[(codes*14 + tricks)*2 + vul]",
            measured=hand_cpu / ROWS,
            floor=GATHER,
            note=f"no checks; by wall time {hand_wall / floor_wall:.2f}×",
        ),
    ]
    for name, call in arrays:
        for cold in (True, False):
            f_cpu, c_cpu, f_wall, c_wall = _paired(call, gather, cold=cold)
            out.append(
                Case(
                    f"bridge.scores({name}) {'cold' if cold else 'warm'}",
                    measured=c_cpu / f_cpu * floor_cpu / ROWS,
                    floor=GATHER,
                    target=3.0,
                    note=f"by wall time {c_wall / f_wall:.2f}×; "
                    f"{loop_seconds / c_cpu:,.0f}× faster than the loop",
                )
            )
    for name, call in lists:
        for cold in (True, False):
            seconds = min(_timed(call, cold=cold)[0] for _ in range(3))
            out.append(
                Case(
                    f"bridge.scores({name}) {'cold' if cold else 'warm'}",
                    measured=seconds / ROWS,
                    floor=GATHER,
                    note=f"{loop_seconds / seconds:,.1f}× faster than the loop",
                )
            )
    return [
        *out,
        Case(
            "bridge.scores(lists of codes), numpy hidden: a list",
            measured=pure_seconds / ROWS,
            floor=GATHER,
            note=f"{loop_seconds / pure_seconds:,.1f}× faster than the loop; once",
        ),
        Case(
            "Python loop: bridge.score(Contract, t, vulnerable=v)",
            measured=loop_seconds / ROWS,
            floor=GATHER,
            note="once, cold",
        ),
        Case(
            "Python loop: bridge.score('4SX', t, vulnerable=v)",
            measured=loop_string_seconds / ROWS,
            floor=GATHER,
            note="once, cold",
        ),
        Case(f"   every form above equals the loop of bridge.score on all {ROWS:,} rows"),
    ]
