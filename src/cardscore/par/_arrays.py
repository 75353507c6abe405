"""``par.scores`` with numpy: every row's par at once, step for step as ``_rules.solve``.

Imported only when numpy is installed and a column is asked for. Each step of
:func:`cardscore.par._rules.solve` becomes an operation on whole columns: the sides' best
contracts (n, 5), the side entitled to a plus score (n,), the other side's cheapest
sacrifice against each candidate contract in each strain (n, 5, 5), then the score. The
tables of scores are ``_rules``' own (made by :func:`cardscore.bridge.score`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, TypeVar

import numpy as np

from cardscore._text import Text
from cardscore.errors import ImpossibleResultError, ScoreError
from cardscore.par import _read, _rules
from cardscore.par._columns import COLUMN, TABLES, is_scalar, row_cells

if TYPE_CHECKING:
    from collections.abc import Callable

    from numpy.typing import NDArray

_T = TypeVar("_T")

__all__ = ["numpy_scores"]

_CHUNK = 1 << 12  # rows computed at once: their temporaries stay in the cache
_BIG = _rules.NO_SACRIFICE
_MADE = np.array(_rules.MADE, dtype=np.int32)  # [bid][vulnerable]
_PENALTY = np.array(_rules.PENALTY, dtype=np.int32)  # [down][vulnerable]
_AFFORDABLE = np.array(_rules.AFFORDABLE, dtype=np.int32)  # [bid][declarer][sacrificer]
_BIDDING_ORDER = [3, 2, 1, 0, 4]  # DDS rows S H D C NT -> C D H S NT
_STRAIN16 = np.arange(5, dtype=np.int16)
_FAR = -100  # the best level of a strain that does not exist: no sacrifice there
_MADE_FLAT = _MADE.ravel()  # [bid * 2 + vulnerable]
_PENALTY_FLAT = _PENALTY.ravel()  # [down * 2 + vulnerable]
_AFFORDABLE_FLAT = _AFFORDABLE.ravel()  # [bid * 4 + declarer * 2 + sacrificer]


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


def _tables(tables: object) -> NDArray[np.integer]:
    if isinstance(tables, np.ndarray):
        array = tables
    elif isinstance(tables, Sequence) and not isinstance(tables, str | bytes | bytearray):
        rows = [row_cells(index, row) for index, row in enumerate(tables)]
        array = np.array(rows, dtype=np.int8).reshape(len(rows), 5, 4)
    elif hasattr(tables, "__array__"):  # a pandas or Polars column: the array it holds
        array = _asarray("tables", tables, TABLES)
    else:
        raise ScoreError("tables", tables, TABLES)
    if array.ndim >= 1 and array.shape[0] == 0:
        # No row, so no bad row: an empty column of any shape or kind gives no score.
        return np.zeros((0, 5, 4), dtype=np.int8)
    if array.ndim != 3 or array.shape[1:] != (5, 4) or array.dtype.kind not in "iu":
        raise ScoreError("tables", tables, TABLES)
    if array.size and (array.min() < 0 or array.max() > 13):
        bad = np.nonzero(((array < 0) | (array > 13)).any(axis=(1, 2)))[0]
        index = int(bad[0])
        raise ImpossibleResultError(f"tables[{index}]", array[index].tolist(), _read.ROWS)
    return array


def _coded(
    field: str, value: object, count: int, read: Callable[[str, object], _T]
) -> tuple[NDArray[np.intp], list[_T]]:
    """A column as codes into its distinct values, each value read once (in row order).

    A value refused is named by its first row, the lowest of the bad rows.
    """
    allowed = Text(COLUMN.template, count=count)
    if hasattr(value, "__array__") and not isinstance(value, np.ndarray):
        value = _asarray(field, value, allowed)
    if isinstance(value, np.ndarray):
        if value.ndim != 1 or value.shape[0] != count:
            raise ScoreError(field, value, allowed)
        if value.dtype.kind in "US" and count:
            return _coded_strings(field, value, read)
        listed: list[object] = value.tolist()
    elif isinstance(value, Sequence) and not isinstance(value, bytes | bytearray):
        listed = list(value)
    else:
        raise ScoreError(field, value, allowed)
    if len(listed) != count:
        raise ScoreError(field, value, allowed)
    seen: dict[object, int] = {}
    found: list[_T] = []
    codes_list: list[int] = []
    for index, item in enumerate(listed):
        key: object = item if isinstance(item, str | frozenset) else None
        code = seen.get(key) if key is not None else None
        if code is None:
            code = len(found)
            found.append(read(f"{field}[{index}]", item))
            if key is not None:
                seen[key] = code
        codes_list.append(code)
    return np.array(codes_list, dtype=np.intp), found


def _asarray(field: str, value: object, allowed: Text) -> NDArray[np.generic]:
    """The array a column object holds (its ``__array__``), or a ScoreError."""
    try:
        return np.asarray(value)
    except (TypeError, ValueError, AttributeError):
        raise ScoreError(field, value, allowed) from None


def _coded_strings(
    field: str, value: NDArray[np.str_], read: Callable[[str, object], _T]
) -> tuple[NDArray[np.intp], list[_T]]:
    """A numpy column of text: each distinct text read once, in the order rows give them."""
    distinct, first, codes = np.unique(value, return_index=True, return_inverse=True)
    read_values: dict[int, _T] = {}
    for position in np.argsort(first, kind="stable").tolist():
        row = int(first[position])
        read_values[position] = read(f"{field}[{row}]", distinct[position].item())
    return codes.reshape(-1), [read_values[position] for position in range(len(distinct))]


def _seats(value: object, count: int) -> NDArray[np.int32]:
    """A column of dealers' seat numbers (or one for all), each distinct value read once."""
    if isinstance(value, np.ndarray) and value.ndim == 0:
        value = value.item()
    if is_scalar(value):
        return np.full(count, _read.seat("dealer", value), dtype=np.int32)
    codes, seats = _coded("dealer", value, count, _read.seat)
    return np.array(seats, dtype=np.int32).reshape(-1)[codes] if count else np.empty(0, np.int32)


def _flags(value: object, count: int) -> NDArray[np.bool_]:
    """Whether (North-South, East-West) are vulnerable, row by row: an (n, 2) column."""
    if isinstance(value, np.ndarray) and value.ndim == 0:
        value = value.item()
    if is_scalar(value):
        one = _read.vulnerability("vulnerable", value)
        return np.tile(np.array(one, dtype=np.bool_), (count, 1))
    codes, flags = _coded("vulnerable", value, count, _read.vulnerability)
    if not count:
        return np.empty((0, 2), dtype=np.bool_)
    return np.array(flags, dtype=np.bool_).reshape(-1, 2)[codes]


def _par(
    cells: NDArray[np.integer], vul: NDArray[np.bool_], dealer: NDArray[np.int32]
) -> NDArray[np.int32]:
    """Par of a chunk of checked rows: ``_rules.solve``'s steps on columns (P2-P4).

    Levels stand for contract numbers where that is shorter: a side's best level in a strain
    is its better declarer's tricks less 6, and a contract in a higher strain outbids one at
    the same level, in a lower strain only a level higher. So the cheapest sacrifice over
    level ``L`` in strain ``d`` in another strain ``e`` (best level ``M``) is ``L − M`` tricks
    down when ``e`` ranks above ``d``, ``L + 1 − M`` (if ``L`` is below 7) when below: the
    best of those is read from the running maxima of ``M`` over the strains. A level 0 or
    less, or down 0 or less, are compared as they stand (a sacrifice that makes pays).
    """
    tricks = cells[:, _BIDDING_ORDER, :].astype(np.int16)  # (n, strain, seat)
    ns_tricks = np.maximum(tricks[:, :, 0], tricks[:, :, 2])
    ew_tricks = np.maximum(tricks[:, :, 1], tricks[:, :, 3])
    east_west, passed = _primacy(tricks, ns_tricks, ew_tricks, dealer)
    ew_column = east_west[:, None]
    top = np.where(ew_column, ew_tricks, ns_tricks)  # the tricks of each candidate contract
    theirs = np.where(ew_column, ns_tricks, ew_tricks)
    level = top - 6
    their_level = theirs - 6
    bid = np.clip(5 * top - 34 + _STRAIN16, 0, _rules.TOP_BID).astype(np.intp)
    declarer_vul = np.where(east_west, vul[:, 1], vul[:, 0]).astype(np.intp)
    sacrificer_vul = np.where(east_west, vul[:, 0], vul[:, 1]).astype(np.intp)
    made = _MADE_FLAT[bid * 2 + declarer_vul[:, None]]
    dearest = made.max(axis=1)
    lowest = np.where(made == dearest[:, None], bid, _BIG).min(axis=1)
    candidate = (bid >= lowest[:, None]) & (top >= 7)
    # P2: the other side's cheapest sacrifice over each candidate, strain by strain.
    above = np.full_like(their_level, _FAR)
    above[:, :4] = np.maximum.accumulate(their_level[:, :0:-1], axis=1)[:, ::-1]
    below = np.full_like(their_level, _FAR)
    below[:, 1:] = np.maximum.accumulate(their_level[:, :4], axis=1)
    cheapest = np.minimum(level - above, np.where(level < 7, level + 1 - below, _BIG))
    same = _own_strain(tricks, east_west, dealer, top, their_level)
    cheapest = np.minimum(cheapest, same)
    affordable = _AFFORDABLE_FLAT[bid * 4 + (declarer_vul * 2 + sacrificer_vul)[:, None]]
    pays = candidate & (cheapest <= affordable)
    best_plus = np.where(candidate & ~pays, made, 0).max(axis=1)
    worst_down = np.where(pays, cheapest, 0).max(axis=1).astype(np.intp)
    penalty = _PENALTY_FLAT[worst_down * 2 + sacrificer_vul]
    plus = np.where(~pays.any(axis=1) | (best_plus > penalty), best_plus, penalty)
    score: NDArray[np.int32] = np.where(east_west, -plus, plus).astype(np.int32)
    score[passed] = 0
    return score


def _primacy(
    tricks: NDArray[np.int16],
    ns_tricks: NDArray[np.int16],
    ew_tricks: NDArray[np.int16],
    dealer: NDArray[np.int32],
) -> tuple[NDArray[np.bool_], NDArray[np.bool_]]:
    """Whether East-West bid highest and make it (P2), and which rows are passed out.

    On a tie, the side of the first seat from the dealer that takes those tricks.
    """
    high_ns = np.maximum((5 * ns_tricks - 34 + _STRAIN16).max(axis=1), 0)
    high_ew = np.maximum((5 * ew_tricks - 34 + _STRAIN16).max(axis=1), 0)
    east_west = high_ew > high_ns
    passed = (high_ns == 0) & (high_ew == 0)
    tie = np.nonzero((high_ns == high_ew) & ~passed)[0]
    if tie.size:
        strain = (high_ns[tie] - 1) % 5
        top = (high_ns[tie] + 34) // 5
        first = np.ones(tie.size, dtype=np.bool_)
        for turn in (3, 2, 1, 0):  # the earliest seat that takes the tricks wins
            seat = (dealer[tie] + turn) % 4
            first = np.where(tricks[tie, strain, seat] == top, seat % 2 == 1, first)
        east_west[tie] = first
    return east_west, passed


def _own_strain(
    tricks: NDArray[np.int16],
    east_west: NDArray[np.bool_],
    dealer: NDArray[np.int32],
    top: NDArray[np.int16],
    their_level: NDArray[np.int16],
) -> NDArray[np.int16]:
    """Tricks down of the cheapest sacrifice in the declarers' own strain, per candidate.

    An opponent who speaks before the declarer who makes the contract bids it at the same
    level; one who speaks after, a level higher (P4). Past 7NT: no sacrifice.
    """
    north, east, south, west = (tricks[:, :, seat] for seat in range(4))
    ew_column = east_west[:, None]
    side = east_west.astype(np.intp)
    mine_1 = np.where(ew_column, east, north)
    mine_2 = np.where(ew_column, west, south)
    their_1 = np.where(ew_column, north, east)
    their_2 = np.where(ew_column, south, west)
    seat_1 = (side - dealer) % 4
    seat_2 = (side + 2 - dealer) % 4
    made_1 = mine_1 == top
    made_2 = mine_2 == top
    same = np.full_like(top, _BIG)
    for theirs_now, seat in (
        (their_1, (1 - side - dealer) % 4),
        (their_2, (3 - side - dealer) % 4),
    ):
        after = (made_1 & (seat_1 < seat)[:, None]) | (made_2 & (seat_2 < seat)[:, None])
        same = np.minimum(same, top - theirs_now + after)
    return np.where(their_level + same > 7, _BIG, same)
