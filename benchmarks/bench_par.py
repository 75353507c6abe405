"""par.scores and par.par against endplay's par() (DDS's C DealerParBin), per table.

Rows: random double-dummy tables with a fixed seed, half uniform (every count 0-13), half
shaped like deals (a side's tricks and the other side's add up to about 13), as one
``(n, 5, 4)`` int8 array in DDS's order; nobody vulnerable, North deals (and, on a second
line, a column of vulnerabilities and of dealers).

- **endplay per table**: ``endplay.dds.par(table, Vul.none, Player.north)`` on a table already
  built (``DDTable``), once per table: endplay's own Python call into DDS's C ``DealerParBin``.
  Timed on ``PEER_ROWS`` tables (built beforehand, not timed).
- **par.scores**: one call over all ``ROWS`` tables (the issue's target: at least 3× faster per
  table than endplay per table).
- **par.par per call**: ``par.par(table, vulnerable="none", dealer="N")`` on a ``Table`` already
  built (the issue's target: within 20× endplay's per-call time).

Times are CPU time of the thread (``time.thread_time``: other processes on a shared machine
load the wall clock); best of a few rounds. Before timing, endplay's par score is checked
equal to par.par's and par.scores' on every one of the peer tables.

``python benchmarks/bench_par.py [ROWS]`` runs it alone and prints both ratios.
"""

from __future__ import annotations

import gc
import sys
import time
from typing import TYPE_CHECKING

from _harness import Case

from cardscore import par

if TYPE_CHECKING:
    from collections.abc import Callable

    import numpy as np
    from numpy.typing import NDArray

ROWS = 1_000_000
PEER_ROWS = 100_000
SCALAR_ROWS = 20_000
_SEED = 40
ENDPLAY = "endplay.dds.par(DDTable, Vul.none, Player.north), per table"


def _cpu(call: Callable[[], object], rounds: int = 3) -> float:
    best = float("inf")
    for _ in range(rounds):
        gc.collect()
        start = time.thread_time()
        call()
        best = min(best, time.thread_time() - start)
    return best


def random_tables(rows: int) -> NDArray[np.int8]:
    """``rows`` tables in DDS's order: half uniform, half shaped like deals."""
    import numpy as np

    rng = np.random.default_rng(_SEED)
    half = rows // 2
    uniform = rng.integers(0, 14, size=(half, 5, 4))
    north = rng.integers(0, 14, size=(rows - half, 5, 1))
    east = 13 - north
    noise = rng.integers(-1, 2, size=(rows - half, 5, 4))
    dealt = np.clip(np.concatenate([north, east, north, east], axis=2) + noise, 0, 13)
    return np.concatenate([uniform, dealt]).astype(np.int8)


def _endplay() -> tuple[Callable[[list[list[int]]], object], Callable[[object], int]] | None:
    try:
        from endplay import _dds
        from endplay.dds import par as endplay_par
        from endplay.dds.ddtable import DDTable
        from endplay.types import Player, Vul
    except ImportError:
        return None

    def build(rows: list[list[int]]) -> object:
        data = _dds.ddTableResults()
        for strain in range(5):
            for hand in range(4):
                data.resTable[strain][hand] = rows[strain][hand]
        return DDTable(data)

    def score(table: object) -> int:
        return int(endplay_par(table, Vul.none, Player.north).score)  # type: ignore[arg-type]

    return build, score


def cases(rows: int = ROWS) -> list[Case]:
    """par over columns and per call, against endplay per table."""
    try:
        import numpy as np
    except ImportError:
        return [Case("par.scores: numpy not installed (pip install -e '.[arrays]'), skipped")]
    array = random_tables(rows)
    peer_rows = min(PEER_ROWS, rows)
    sample = [array[index].tolist() for index in range(peer_rows)]
    tables = [par.Table.from_dds(table) for table in sample[:SCALAR_ROWS]]
    ours = par.scores(array, vulnerable="none", dealer="N")
    for index in range(min(SCALAR_ROWS, peer_rows)):
        if par.par(tables[index], vulnerable="none", dealer="N").score != ours[index]:
            raise SystemExit(f"par.scores differs from par.par at row {index}")
    out: list[Case] = []
    peer = _endplay()
    endplay_seconds = None
    if peer is None:
        out.append(Case("endplay: not installed (pip install endplay; the bench extra), skipped"))
    else:
        build, score = peer
        built = [build(table) for table in sample]
        theirs = [score(table) for table in built]
        if theirs != ours[:peer_rows].tolist():
            first = next(i for i, s in enumerate(theirs) if s != ours[i])
            raise SystemExit(f"endplay's par differs from par.scores at row {first}")
        endplay_seconds = _cpu(lambda: [score(table) for table in built]) / peer_rows
        out.append(
            Case(ENDPLAY, measured=endplay_seconds, note=f"{peer_rows:,} tables, each equal")
        )
    floor = ENDPLAY if endplay_seconds is not None else None
    columns_seconds = _cpu(lambda: par.scores(array, vulnerable="none", dealer="N")) / rows
    vulnerable = np.random.default_rng(_SEED).choice(np.array(["none", "ns", "ew", "both"]), rows)
    dealer = np.random.default_rng(_SEED + 1).choice(np.array(["N", "E", "S", "W"]), rows)
    mixed_seconds = _cpu(lambda: par.scores(array, vulnerable=vulnerable, dealer=dealer)) / rows
    scalar_seconds = _cpu(
        lambda: [par.par(table, vulnerable="none", dealer="N") for table in tables]
    ) / len(tables)

    def ratio(seconds: float) -> str:
        if endplay_seconds is None:
            return "no peer to compare"
        return f"{endplay_seconds / seconds:,.2f}× faster than endplay per table"

    out += [
        Case(
            f"par.scores({rows:,} tables), one vulnerability and dealer",
            measured=columns_seconds,
            floor=floor,
            target=0.333,  # at least 3× faster than endplay per table
            note=ratio(columns_seconds),
        ),
        Case(
            "par.scores, columns of vulnerability and dealer",
            measured=mixed_seconds,
            floor=floor,
            note=ratio(mixed_seconds),
        ),
        Case(
            "par.par(Table, vulnerable=, dealer=), per call",
            measured=scalar_seconds,
            floor=floor,
            target=20,
            note=(
                f"{scalar_seconds / endplay_seconds:,.1f}× endplay's time"
                if endplay_seconds
                else "no peer to compare"
            ),
        ),
    ]
    return out


if __name__ == "__main__":
    from run import _format_time

    count = int(sys.argv[1]) if len(sys.argv) > 1 else ROWS
    for case in cases(count):
        shown = "" if case.measured is None else _format_time(case.measured)
        print(f"{case.name:<62} {shown:>12}  {case.note}")
