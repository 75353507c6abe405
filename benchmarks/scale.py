"""Ten million deals from a Parquet file: one process, Dask's local cluster, Polars streaming.

    python benchmarks/scale.py               # 10,000,000 deals
    python benchmarks/scale.py 2000000       # fewer, on a busy machine

Needs the scale extra (``pip install -e '.[scale]'``). Writes the deals (contract code,
tricks, vulnerability; random, seeded) to a folder of Parquet files, one per 1,000,000
rows, then times the same work three ways, each from the file to the total of every score:

- **one process**: pyarrow reads the file, one call of ``bridge.scores`` scores every row;
- **Dask**: ``dask.dataframe.read_parquet(...).map_partitions(score)`` on a
  ``LocalCluster`` of two worker processes of one thread (the cluster is started before the
  clock starts, and its start-up is printed apart);
- **Polars streaming**: ``scan_parquet(...)`` and ``map_batches(..., is_elementwise=True)``
  collected with ``engine="streaming"``.

Each is run three times and the best run reported, as rows per second and as the ratio to
one process; the three totals must agree. ``bridge.scores`` alone (the columns already in
memory) is printed too. Nothing here is a test: no time is asserted anywhere.
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING

import dask.dataframe as dd
import numpy as np
import pandas as pd
import polars as pl
import pyarrow as pa
import pyarrow.parquet as pq
from dask.distributed import Client, LocalCluster

from cardscore import bridge

if TYPE_CHECKING:
    from collections.abc import Callable

FILE_ROWS = 1_000_000
RUNS = 3


def write_deals(folder: Path, rows: int) -> None:
    """``rows`` random deals in Parquet files of at most ``FILE_ROWS`` rows."""
    rng = np.random.default_rng(43)
    for index, low in enumerate(range(0, rows, FILE_ROWS)):
        count = min(FILE_ROWS, rows - low)
        table = pa.table(
            {
                "contract": rng.integers(0, 105, count, dtype=np.int8),
                "tricks": rng.integers(0, 14, count, dtype=np.int8),
                "vulnerable": rng.integers(0, 2, count).astype(bool),
            }
        )
        pq.write_table(table, folder / f"part-{index:03}.parquet")


def score_partition(deals: pd.DataFrame) -> pd.Series:
    """Score one Dask partition."""
    scores = bridge.scores(deals["contract"], deals["tricks"], vulnerable=deals["vulnerable"])
    return pd.Series(scores, index=deals.index, name="score")


def score_batch(deals: pl.Series) -> pl.Series:
    """Score one Polars batch (a struct of the three columns)."""
    return pl.Series(
        bridge.scores(
            deals.struct.field("contract"),
            deals.struct.field("tricks"),
            vulnerable=deals.struct.field("vulnerable"),
        )
    )


def one_process(folder: Path) -> int:
    table = pq.read_table(folder)
    scores = bridge.scores(table["contract"], table["tricks"], vulnerable=table["vulnerable"])
    return int(scores.sum(dtype=np.int64))


def with_dask(folder: Path) -> int:
    deals = dd.read_parquet(folder)
    scores = deals.map_partitions(score_partition, meta=("score", "int32"))
    return int(scores.astype("int64").sum().compute())


def with_polars(folder: Path) -> int:
    total = (
        pl.scan_parquet(folder / "*.parquet")
        .select(
            pl.struct("contract", "tricks", "vulnerable")
            .map_batches(score_batch, return_dtype=pl.Int32, is_elementwise=True)
            .cast(pl.Int64)
            .sum()
        )
        .collect(engine="streaming")
    )
    return int(total.item())


def best(call: Callable[[], int]) -> tuple[float, int]:
    """The fastest of ``RUNS`` runs, and the total it gave."""
    times = []
    total = 0
    for _ in range(RUNS):
        start = time.perf_counter()
        total = call()
        times.append(time.perf_counter() - start)
    return min(times), total


def main(argv: list[str]) -> int:
    rows = int(argv[0]) if argv else 10_000_000
    with tempfile.TemporaryDirectory() as place:
        folder = Path(place) / "deals"
        folder.mkdir()
        start = time.perf_counter()
        write_deals(folder, rows)
        print(f"{rows:,} deals written in {time.perf_counter() - start:.1f} s")

        table = pq.read_table(folder)
        columns = [table[name].to_numpy() for name in ("contract", "tricks", "vulnerable")]
        seconds, _ = best(lambda: int(bridge.scores(*columns[:2], vulnerable=columns[2]).sum()))
        print(f"bridge.scores alone, columns in memory: {rows / seconds:14,.0f} rows/s")

        results: dict[str, tuple[float, int]] = {}
        results["one process (pyarrow + bridge.scores)"] = best(lambda: one_process(folder))
        start = time.perf_counter()
        with (
            LocalCluster(n_workers=2, threads_per_worker=1, dashboard_address=None) as cluster,
            Client(cluster),
        ):
            print(
                f"Dask local cluster (2 processes) started in {time.perf_counter() - start:.1f} s"
            )
            results["Dask map_partitions, 2 worker processes"] = best(lambda: with_dask(folder))
        results["Polars streaming map_batches"] = best(lambda: with_polars(folder))

        base = rows / results["one process (pyarrow + bridge.scores)"][0]
        totals = {total for _, total in results.values()}
        for name, (seconds, _) in results.items():
            rate = rows / seconds
            print(f"{name:<42} {rate:14,.0f} rows/s  {seconds:7.2f} s  ratio {rate / base:5.2f}")
        if len(totals) != 1:
            print(f"the totals differ: {totals}", file=sys.stderr)
            return 1
        print(f"every way's total of the scores: {totals.pop():,}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
