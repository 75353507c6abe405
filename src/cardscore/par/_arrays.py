"""``par.scores`` with numpy: every row's par at once, step for step as ``_rules.solve``.

Imported only when numpy is installed and a column is asked for. Each step of
:func:`cardscore.par._rules.solve` becomes an operation on whole columns: the sides' best
contracts (n, 5), the side entitled to a plus score (n,), the other side's cheapest
sacrifice against each candidate contract in each strain (n, 5, 5), then the score. The
tables of scores are ``_rules``' own (made by :func:`cardscore.bridge.score`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from cardscore._text import Text
from cardscore.errors import ImpossibleResultError, ScoreError
from cardscore.par import _read, _rules
from cardscore.par._columns import COLUMN, TABLES, is_scalar, row_cells

if TYPE_CHECKING:
    from numpy.typing import NDArray

__all__ = ["numpy_scores"]

_CHUNK = 1 << 15  # rows computed at once: a few MB of temporaries, whatever n is
_BIG = _rules.NO_SACRIFICE
_MADE = np.array(_rules.MADE, dtype=np.int32)  # [bid][vulnerable]
_PENALTY = np.array(_rules.PENALTY, dtype=np.int32)  # [down][vulnerable]
_AFFORDABLE = np.array(_rules.AFFORDABLE, dtype=np.int32)  # [bid][declarer][sacrificer]
_BIDDING_ORDER = [3, 2, 1, 0, 4]  # DDS rows S H D C NT -> C D H S NT
_STRAIN = np.arange(5, dtype=np.int32)
_DIAGONAL = (slice(None), _STRAIN, _STRAIN)


def numpy_scores(tables: object, vulnerable: object, dealer: object) -> NDArray[np.int32]:
    """Check the columns, then compute par chunk by chunk (see :func:`par.scores`)."""
    cells = _tables(tables)
    count = cells.shape[0]
    vul = _flags(vulnerable, count)
    seats = _seats(dealer, count)
    out = np.empty(count, dtype=np.int32)
    for start in range(0, count, _CHUNK):
        end = min(start + _CHUNK, count)
        out[start:end] = _par(cells[start:end], vul[start:end], seats[start:end])
    return out


def _tables(tables: object) -> NDArray[np.int32]:
    if isinstance(tables, np.ndarray):
        array = tables
    elif isinstance(tables, str | bytes) or not hasattr(tables, "__len__"):
        raise ScoreError("tables", tables, TABLES)
    else:
        rows = list(tables)  # type: ignore[call-overload]
        array = np.array(
            [row_cells(index, row) for index, row in enumerate(rows)], dtype=np.int32
        ).reshape(len(rows), 5, 4)
    if array.ndim != 3 or array.shape[1:] != (5, 4) or array.dtype.kind not in "iu":
        raise ScoreError("tables", tables, TABLES)
    bad = np.nonzero(((array < 0) | (array > 13)).any(axis=(1, 2)))[0]
    if bad.size:
        index = int(bad[0])
        raise ImpossibleResultError(f"tables[{index}]", array[index].tolist(), _read.ROWS)
    return array.astype(np.int32, copy=False)


def _seats(value: object, count: int) -> NDArray[np.int32]:
    """A column of dealers' seat numbers (or one for all), each distinct value read once."""
    field = "dealer"
    if isinstance(value, np.ndarray) and value.ndim == 0:
        value = value.item()
    if is_scalar(value):
        return np.full(count, _read.seat(field, value), dtype=np.int32)
    values = _values(field, value, count)
    out = np.empty(count, dtype=np.int32)
    seen: dict[str, int] = {}
    for index, item in enumerate(values):
        got = seen.get(item) if isinstance(item, str) else None
        if got is None:
            got = _read.seat(f"{field}[{index}]", item)
            seen[str(item)] = got  # a seat was read: item is a str
        out[index] = got
    return out


def _flags(value: object, count: int) -> NDArray[np.bool_]:
    """Whether (North-South, East-West) are vulnerable, row by row: an (n, 2) column."""
    field = "vulnerable"
    if isinstance(value, np.ndarray) and value.ndim == 0:
        value = value.item()
    if is_scalar(value):
        one = _read.vulnerability(field, value)
        return np.tile(np.array(one, dtype=np.bool_), (count, 1))
    values = _values(field, value, count)
    out = np.empty((count, 2), dtype=np.bool_)
    seen: dict[object, tuple[bool, bool]] = {}
    for index, item in enumerate(values):
        # A str or frozenset is remembered; a set (unhashable) is read each time.
        key: object = item if isinstance(item, str | frozenset) else None
        got = seen.get(key) if key is not None else None
        if got is None:
            got = _read.vulnerability(f"{field}[{index}]", item)
            if key is not None:
                seen[key] = got
        out[index] = got
    return out


def _values(field: str, value: object, count: int) -> list[object]:
    allowed = Text(COLUMN.template, count=count)
    if isinstance(value, np.ndarray):
        if value.ndim != 1:
            raise ScoreError(field, value, allowed)
        listed: list[object] = value.tolist()
    elif isinstance(value, bytes) or not hasattr(value, "__len__"):
        raise ScoreError(field, value, allowed)
    else:
        listed = list(value)  # type: ignore[call-overload]
    if len(listed) != count:
        raise ScoreError(field, value, allowed)
    return listed


def _par(
    cells: NDArray[np.int32], vul: NDArray[np.bool_], dealer: NDArray[np.int32]
) -> NDArray[np.int32]:
    """Par of a chunk of checked rows: ``_rules.solve``'s steps on columns (P2-P4)."""
    count = cells.shape[0]
    rows = np.arange(count)
    tricks = cells[:, _BIDDING_ORDER, :]  # (n, strain, seat)
    best_ns = 5 * (np.maximum(tricks[:, :, 0], tricks[:, :, 2]) - 7) + _STRAIN + 1
    best_ew = 5 * (np.maximum(tricks[:, :, 1], tricks[:, :, 3]) - 7) + _STRAIN + 1
    high_ns = np.maximum(best_ns.max(axis=1), 0)
    high_ew = np.maximum(best_ew.max(axis=1), 0)
    # P2: the side that bids highest and makes it; on a tie, who reaches it first.
    side = np.where(high_ns > high_ew, 0, 1).astype(np.int32)
    passed = (high_ns == 0) & (high_ew == 0)
    tie = np.nonzero((high_ns == high_ew) & ~passed)[0]
    if tie.size:
        strain = (high_ns[tie] - 1) % 5
        top = (high_ns[tie] + 34) // 5
        first = side[tie]
        for turn in (3, 2, 1, 0):  # the earliest seat that takes the tricks wins
            seat = (dealer[tie] + turn) % 4
            first = np.where(tricks[tie, strain, seat] == top, seat % 2, first)
        side[tie] = first
    ns_side = (side == 0)[:, None]
    mine = np.where(ns_side, best_ns, best_ew)
    other = np.where(ns_side, best_ew, best_ns)
    declarer_vul = np.where(side == 0, vul[:, 0], vul[:, 1]).astype(np.intp)
    sacrificer_vul = np.where(side == 0, vul[:, 1], vul[:, 0]).astype(np.intp)
    bid = np.clip(mine, 0, _rules.TOP_BID)
    made = _MADE[bid, declarer_vul[:, None]]
    dearest = made.max(axis=1)
    lowest = np.where(made == dearest[:, None], mine, _BIG).min(axis=1)
    candidate = mine >= lowest[:, None]
    # P2: the other side's cheapest sacrifice over each candidate, in each strain.
    total = mine[:, :, None] - other[:, None, :] + 4
    down = np.where(total >= 0, total // 5, -((-total) // 5))
    top = (mine + 34) // 5
    higher = np.zeros_like(mine)
    same = np.full_like(mine, _BIG)
    for turn in range(4):
        seat = (dealer + turn) % 4
        short = top - tricks[rows, :, seat]
        declaring = (seat % 2 == side)[:, None]
        higher = np.where(declaring & (short == 0), 1, higher)
        same = np.where(declaring, same, np.minimum(same, short + higher))
    down[_DIAGONAL] = same
    down = np.where(other[:, None, :] + 5 * down > _rules.TOP_BID, _BIG, down)
    cheapest = down.min(axis=2)
    affordable = _AFFORDABLE[bid, declarer_vul[:, None], sacrificer_vul[:, None]]
    pays = candidate & (cheapest <= affordable)
    best_plus = np.where(candidate & ~pays, made, 0).max(axis=1)
    worst_down = np.where(pays, cheapest, 0).max(axis=1)
    penalty = _PENALTY[worst_down, sacrificer_vul]
    plus = np.where(~pays.any(axis=1) | (best_plus > penalty), best_plus, penalty)
    score = np.where(side == 0, plus, -plus)
    return np.where(passed, 0, score).astype(np.int32)
