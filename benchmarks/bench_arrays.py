"""bridge.scores on 10 M random rows, against a bare numpy gather and a Python loop.

Rows: 10,000,000 random deals (contract code 0–104, tricks 0–13, vulnerable or not, drawn
uniformly with a fixed seed), in the forms users hold them: numpy arrays of codes (the
default ``int64``, and the compact ``uint8``), one vulnerability for every row, and Python
lists of codes, of contract strings (canonical and as typed: ``"4♠x"``, ``"3n"``) and of
``Contract`` objects.

The floors, from the very table ``bridge.scores`` reads (``_scores_numpy.table()``):

- **bare gather**: ``table.take(index)`` with the flat index already computed: the
  machine's limit for reading 10 M scores.
- **numpy by hand**: ``table[(codes * 14 + tricks) * 2 + vulnerable]``: what a user writes
  with numpy and no checks.
- **Python loop**: ``[bridge.score(c, t, vulnerable=v) for ...]`` over the same rows (as
  Python ints, strings or Contracts), timed once (it takes seconds).

Each array line is timed beside the bare gather, alternately, 7 times: time and ratio are
each one's best (a time slice another process takes lands in one call, not the other).
**Cold** empties the library's caches (the table, the parsed spellings) before each call:
the first call of a program, the table made by 2,940 calls of ``bridge.score``. **Warm**
calls again. Before timing, every form's scores are checked equal to the Python loop's,
row by row, on all 10 M rows.
"""

from __future__ import annotations

import gc
import sys
import time
from typing import TYPE_CHECKING, Any

from _harness import Case

from cardscore import _scores, bridge

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
    bridge._parse_contract.cache_clear()  # noqa: SLF001 - the library's caches, emptied for cold


def _best(call: Callable[[], object], *, cold: bool, rounds: int = _ROUNDS) -> float:
    best = float("inf")
    for _ in range(rounds):
        if cold:
            _clear()
        gc.collect()
        start = time.perf_counter()
        call()
        best = min(best, time.perf_counter() - start)
    return best


def _paired(
    call: Callable[[], object], floor: Callable[[], object], *, cold: bool
) -> tuple[float, float]:
    """Best of ``_ROUNDS`` for ``floor`` and for ``call``, alternately: (floor, call)."""
    floors, calls = [], []
    call()  # warm the code paths (and, for warm lines, the caches)
    for _ in range(_ROUNDS):
        gc.collect()
        start = time.perf_counter()
        floor()
        floors.append(time.perf_counter() - start)
        if cold:
            _clear()
        gc.collect()
        start = time.perf_counter()
        call()
        calls.append(time.perf_counter() - start)
    return min(floors), min(calls)


def cases() -> list[Case]:
    """The array benchmarks: seconds per row, ratios to the bare gather and the loop."""
    try:
        import numpy as np
    except ImportError:
        return [Case("bridge.scores: numpy not installed (pip install -e '.[arrays]'), skipped")]
    from cardscore import _scores_numpy

    rng = np.random.default_rng(_SEED)
    codes = rng.integers(0, 105, ROWS)
    tricks = rng.integers(0, 14, ROWS)
    vulnerable = rng.integers(0, 2, ROWS).astype(bool)
    codes8, tricks8 = codes.astype(np.uint8), tricks.astype(np.uint8)
    table = _scores_numpy.table()
    index = (codes * 14 + tricks) * 2 + vulnerable
    contracts = [bridge.Contract.from_code(code) for code in range(105)]
    canonical = [str(contract) for contract in contracts]
    typed = [
        f"{c.level}{_TYPED_STRAIN[c.strain.value]}{_TYPED_DOUBLING[c.doubling.value]}"
        for c in contracts
    ]
    code_list = codes.tolist()
    trick_list = tricks.tolist()
    flag_list = vulnerable.tolist()
    string_list = [canonical[code] for code in code_list]
    typed_list = [typed[code] for code in code_list]
    contract_list = [contracts[code] for code in code_list]

    def gather() -> object:
        return table.take(index)

    def by_hand() -> object:
        return table[(codes * 14 + tricks) * 2 + vulnerable]

    forms: list[tuple[str, Callable[[], Any]]] = [
        ("int64 arrays", lambda: bridge.scores(codes, tricks, vulnerable=vulnerable)),
        ("uint8 arrays", lambda: bridge.scores(codes8, tricks8, vulnerable=vulnerable)),
        ("int64 arrays, vulnerable=True", lambda: bridge.scores(codes, tricks, vulnerable=True)),
    ]
    lists: list[tuple[str, Callable[[], Any]]] = [
        ("lists of codes", lambda: bridge.scores(code_list, trick_list, vulnerable=flag_list)),
        ("lists of str '4SX'", lambda: bridge.scores(string_list, tricks, vulnerable=vulnerable)),
        ("lists of str '4♠x'", lambda: bridge.scores(typed_list, tricks, vulnerable=vulnerable)),
        ("lists of Contract", lambda: bridge.scores(contract_list, tricks, vulnerable=vulnerable)),
    ]

    # The Python loop, once (seconds): the reference every form must equal, row by row.
    score = bridge.score
    _clear()
    start = time.perf_counter()
    loop = [
        score(contract, taken, vulnerable=vul)
        for contract, taken, vul in zip(contract_list, trick_list, flag_list, strict=True)
    ]
    loop_seconds = time.perf_counter() - start
    _clear()
    start = time.perf_counter()
    loop_strings = [
        score(text, taken, vulnerable=vul)
        for text, taken, vul in zip(string_list, trick_list, flag_list, strict=True)
    ]
    loop_string_seconds = time.perf_counter() - start
    if loop_strings != loop:
        raise SystemExit("bridge.score: strings and Contracts disagree")
    for name, call in [*forms, *lists]:
        if name.endswith("vulnerable=True"):
            want = [score(contracts[c], t, vulnerable=True) for c, t in zip(code_list, trick_list)]
            if call().tolist() != want:
                raise SystemExit(f"bridge.scores({name}) differs from bridge.score")
        elif call().tolist() != loop:
            raise SystemExit(f"bridge.scores({name}) differs from bridge.score")
    saved = sys.modules.get("numpy")
    sys.modules["numpy"] = None  # type: ignore[assignment]  # the pure path, numpy hidden
    try:
        start = time.perf_counter()
        pure = bridge.scores(code_list, trick_list, vulnerable=flag_list)
        pure_seconds = time.perf_counter() - start
    finally:
        sys.modules["numpy"] = saved  # type: ignore[assignment]
    if pure != loop:
        raise SystemExit("bridge.scores without numpy differs from bridge.score")

    gather_seconds = _best(gather, cold=False)
    hand_floor, hand = _paired(by_hand, gather, cold=False)
    rows: list[Case] = [
        Case(GATHER, measured=gather_seconds / ROWS, note=f"{ROWS:,} rows; times are per row"),
        Case(
            "numpy by hand: table[(codes*14 + tricks)*2 + vul]",
            measured=hand / hand_floor * gather_seconds / ROWS,
            floor=GATHER,
            note="no checks",
        ),
    ]
    for name, call in forms:
        for cold in (True, False):
            floor, seconds = _paired(call, gather, cold=cold)
            ratio = seconds / floor
            label = f"bridge.scores({name}) {'cold' if cold else 'warm'}"
            rows.append(
                Case(
                    label,
                    measured=ratio * gather_seconds / ROWS,
                    floor=GATHER,
                    target=3.0,
                    note=f"{loop_seconds / seconds:,.0f}× faster than the loop",
                )
            )
    for name, call in lists:
        for cold in (True, False):
            seconds = _best(call, cold=cold, rounds=3)
            label = f"bridge.scores({name}) {'cold' if cold else 'warm'}"
            rows.append(
                Case(
                    label,
                    measured=seconds / ROWS,
                    floor=GATHER,
                    note=f"{loop_seconds / seconds:,.1f}× faster than the loop",
                )
            )
    rows += [
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
        Case(f"   every form equals the loop of bridge.score on all {ROWS:,} rows"),
    ]
    return rows
