"""``bridge.scores`` with numpy: columns checked with vectorised operations, one gather.

Imported only when numpy is (the ``arrays`` extra), never by ``import cardscore``. The
table is :func:`cardscore._scores.table` as an ``int32`` array. No Python loop touches an
integer or boolean column: each block of rows is range-checked by one reduction per column
as it is read, becomes table indices in a buffer that stays in the processor's cache, and
one ``take`` reads its scores. Lists are converted with ``fromiter`` after their types are
checked; a bad row found, the first one is found with whole-column operations.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from typing import TYPE_CHECKING, cast

import numpy as np

from cardscore import _columns, _scores
from cardscore._scores import Bad
from cardscore._text import Text
from cardscore.errors import ImpossibleResultError, ScoreError

if TYPE_CHECKING:
    from collections.abc import Callable, Iterator

    from numpy.typing import NDArray

__all__ = ["BLOCK", "array_column", "numpy_scores", "table"]

BLOCK = 1 << 15
"""Rows turned into table indices at a time: a block's buffers (about 0.5 MB) stay cached."""

_INTEGERS = "iu"


def table() -> NDArray[np.int32]:
    """:func:`cardscore._scores.table` as a read-only ``int32`` array (made once from it)."""
    pure = _scores.table()
    made = _TABLE.get(id(pure))
    if made is not None and made[0] is pure:
        return made[1]
    scores = np.array(pure, dtype=np.int32)
    scores.flags.writeable = False
    _TABLE.clear()
    _TABLE[id(pure)] = (pure, scores)
    return scores


# The array made from the pure table, by its id: emptying _scores.table's cache (as the
# tests do before each test) makes a new pure table, and so a new array.
_TABLE: dict[int, tuple[tuple[int, ...], NDArray[np.int32]]] = {}


def array_column(
    name: str, value: object, allowed: str, row: str | None = None
) -> NDArray[np.generic] | None:
    """An ndarray, or anything numpy reads as one (a pandas, Polars or pyarrow column).

    None for anything else (a list, a numpy scalar). A pyarrow or Polars column is read
    through its buffers, a null row refused as not ``row`` (:func:`cardscore._columns.foreign`);
    a masked row is refused likewise (callers that score around masks unmask first).

    Raises:
        ScoreError: Not one-dimensional (``allowed``), longer than
            :data:`cardscore._scores.MOST_ROWS`, or a null or masked row.
    """
    row = allowed if row is None else row
    array = _columns.foreign(name, value, row)
    if array is None:
        if isinstance(value, np.ndarray):
            array = value
        elif hasattr(value, "__array__") and not isinstance(value, np.generic):
            try:
                array = np.asarray(value)
            except Exception:  # noqa: BLE001 - whatever a foreign __array__ raises
                raise ScoreError(name, value, allowed) from None
        else:
            return None
    if array.ndim != 1:
        raise ScoreError(name, value, allowed)
    _scores.length(name, array)
    if isinstance(array, np.ma.MaskedArray) and np.ma.is_masked(array):
        index = int(np.argmax(np.ma.getmaskarray(array)))
        raise ScoreError(f"{name}[{index}]", np.ma.masked, row)
    return array


def _out_of_range(
    name: str, order: int, array: NDArray[np.generic], high: int, start: int = 0
) -> Bad | None:
    # The first row of an integer array outside 0..high: one reduction when there is none.
    # ``start`` is the index of the array's first row (a block of a longer column).
    if not array.size:
        return None
    unsigned = _unsigned(array)
    if np.maximum.reduce(unsigned) <= high:
        return None
    index = int(np.argmax(np.greater(unsigned, high)))
    value = array[index].item()
    allowed = _scores.TRICKS if order else _scores.CODE_RANGE
    field = f"{name}[{start + index}]"
    return Bad(start + index, order, ImpossibleResultError(field, value, allowed))


def _wrong_kind(
    name: str, order: int, array: NDArray[np.generic], check: Callable[[object, str], object]
) -> Bad | None:
    # An array of a dtype no row may have (floats, bools for counts): its first row is bad.
    if not array.size:
        return None
    field = f"{name}[0]"
    try:
        check(array[0].item(), field)
    except ScoreError as error:
        return Bad(0, order, error)
    return Bad(0, order, ScoreError(field, array[0], str(array.dtype)))  # pragma: no cover


def _codes(contracts: object) -> tuple[NDArray[np.generic], int, Bad | None]:
    # The contract codes as an integer array (its range not checked yet: the gather checks
    # it block by block), the number of rows, and the first bad row found so far.
    array = array_column("contracts", contracts, _scores.CONTRACT_ROWS, _scores.CONTRACTS)
    if array is not None and array.dtype.kind in _INTEGERS:
        return array, len(array), None
    if array is not None and array.dtype.kind not in "OU":
        return _EMPTY, len(array), _wrong_kind("contracts", 0, array, _scores.code_of)
    values = (
        _scores.rows("contracts", contracts, _scores.CONTRACT_ROWS)
        if array is None
        else array.tolist()
    )
    codes, bad = _sequence("contracts", 0, values, len(values), len(values))
    return codes, len(values), bad


_EMPTY: NDArray[np.generic] = np.empty(0, dtype=np.intp)


def _blocks(values: Sequence[object], stop: int) -> Iterator[tuple[int, list[object]]]:
    # The rows of a Python column in blocks of BLOCK, each with its first index, up to the
    # block that holds row ``stop - 1``.
    rows = iter(values)
    for low in range(0, stop, BLOCK):
        yield low, list(itertools.islice(rows, BLOCK))


def _sequence(
    name: str, order: int, values: Sequence[object], count: int, stop: int
) -> tuple[NDArray[np.generic], Bad | None]:
    """A Python column (contracts, tricks or flags by ``order``) as an array, read by block.

    Each block is type-checked, converted and range-checked before the next is read, so
    the first bad row ends the reading (a bad row 105 of 10⁸ is found in the first block).
    Rows from ``stop`` on are not read: a bad row before them was found in another column.
    Rows not read are zeros, a good value of every column.

    Raises:
        ScoreError: A sequence that gives fewer rows than its length says.
    """
    dtype = np.bool_ if order == 2 else np.intp
    out: NDArray[np.generic] = np.zeros(count, dtype=dtype)
    for low, block in _blocks(values, stop):
        if len(block) < min(BLOCK, count - low):
            # The rows it gave, and the number its len() promised.
            given = Text("length {count:,}", count=low + len(block))
            raise ScoreError(name, given, Text("length {count:,}", count=count))
        part = out[low : low + len(block)]
        bad = _block(name, order, block, part, low)
        if bad is not None:
            return out, bad
    return out, None


def _block(
    name: str, order: int, block: list[object], part: NDArray[np.generic], low: int
) -> Bad | None:
    # One block of _sequence's rows into ``part``; the first bad row of the block, or None.
    if set(map(type, block)) <= _PLAIN[order]:
        try:
            part[...] = np.fromiter(block, dtype=part.dtype, count=len(block))
        except OverflowError:  # an int past 64 bits: bad, and the scan below says which row
            pass
        else:
            if order == 2:
                return None
            return _out_of_range(name, order, part, _HIGHEST[order], low)
    if order == 0:
        codes = _scores.codes_of(block, low)
        if isinstance(codes, Bad):
            return codes
        part[...] = np.fromiter(codes, dtype=part.dtype, count=len(block))
        return None
    check = _CHECKS[order]
    bad = _scores.first_bad(name, order, block, check, low)
    if bad is None:
        part[...] = [check(row, name) for row in block]
    return bad


def _column(
    name: str,
    order: int,
    value: object,
    *,
    count: int,
    stop: int,
) -> tuple[NDArray[np.generic] | None, int, Bad | None]:
    # (rows, 0, bad) for a column, an integer one's range not checked yet (the gather does);
    # (None, the value as an int, None) for one value for every row. A Python column is
    # read up to row ``stop`` only (a bad row was found there in another column).
    check = _CHECKS[order]
    value = _columns.one_row(value)
    array = array_column(name, value, _ROWS[order], _ROW[order])
    if array is not None and array.dtype.kind == "O":
        value, array = array.tolist(), None
    if array is not None:
        _scores.same_length(name, len(array), count)
        if array.dtype.kind in _KINDS[order]:
            return array, 0, None
        return None, 0, _wrong_kind(name, order, array, check)
    if not isinstance(value, Sequence) or isinstance(value, str | bytes | bytearray):
        return None, check(value, name), None
    _scores.same_length(name, _scores.length(name, value), count)
    rows, bad = _sequence(name, order, value, count, stop)
    return rows, 0, bad


# The types of a column's rows that numpy converts as they are (their range checked after).
_PLAIN = (frozenset({int}), frozenset({int}), frozenset({bool, np.bool_}))

# The dtype kinds of an array each column takes as it is.
_KINDS = (_INTEGERS, _INTEGERS, "b")

# The highest good value of a contracts and a tricks row.
_HIGHEST = (_scores.CODES - 1, 13)


def _flag_of(value: object, field: str) -> bool:
    # A row of vulnerable: a bool, or numpy's (what iterating a boolean array gives).
    return bool(value) if isinstance(value, np.bool_) else _scores.flag_of(value, field)


_CHECKS: tuple[Callable[[object, str], int], ...] = (_scores.code_of, _scores.tricks_of, _flag_of)

_ROWS = (
    _scores.CONTRACT_ROWS,
    _scores.TRICKS_ROWS,
    _scores.FLAG_ROWS,
)

_ROW = (_scores.CONTRACTS, _scores.TRICKS, _scores.FLAGS)


def numpy_scores(contracts: object, tricks: object, vulnerable: object) -> NDArray[np.int32]:
    """:func:`cardscore.bridge.scores` with numpy: an ``int32`` array.

    A masked column's masked rows are neither checked nor scored, and stay masked in the
    scores; a 0-d ``contracts`` is one row, scored as a 0-d array.
    """
    masked = _columns.masked(numpy_scores, (contracts, tricks, vulnerable), (0, 0, False))
    if masked is not None:
        return masked
    if isinstance(contracts, np.ndarray) and contracts.ndim == 0:
        return numpy_scores(contracts.reshape(1), tricks, vulnerable).reshape(())
    codes, count, code_bad = _codes(contracts)
    stop = count if code_bad is None else code_bad.row + 1
    trick_rows, trick_value, trick_bad = _column("tricks", 1, tricks, count=count, stop=stop)
    if trick_bad is not None:
        stop = min(stop, trick_bad.row + 1)
    flag_rows, flag_value, flag_bad = _column("vulnerable", 2, vulnerable, count=count, stop=stop)
    found = code_bad or trick_bad or flag_bad
    scores = None if found else _gather(codes, trick_rows, flag_rows, trick_value * 2 + flag_value)
    if scores is None:  # a bad row: the first of them all, the ranges checked whole
        _scores.first(
            code_bad,
            trick_bad,
            flag_bad,
            _out_of_range("contracts", 0, codes, _scores.CODES - 1),
            None if trick_rows is None else _out_of_range("tricks", 1, trick_rows, 13),
        )
        raise AssertionError  # pragma: no cover - _gather found a row out of range
    return scores


def _gather(
    codes: NDArray[np.generic],
    tricks: NDArray[np.generic] | None,
    vulnerable: NDArray[np.generic] | None,
    offset: int,
) -> NDArray[np.int32] | None:
    """Each row's score, ``table[(code × 14 + tricks) × 2 + vulnerable]``, or None.

    None when a code is outside 0..104 or tricks outside 0..13 (the caller finds the first).
    ``tricks`` or ``vulnerable`` is None when one value serves every row; ``offset`` is
    then its part of the index (2 × tricks + vulnerable), where the table is read from.
    Each block's codes and tricks are range-checked as they are read (one reduction each,
    on the unsigned view: a negative number is a large one), then turned into indices in
    a buffer that stays in the processor's cache.
    """
    count = len(codes)
    scores = table()[offset:]
    out = np.empty(count, dtype=np.int32)
    index = np.empty(min(count, BLOCK), dtype=np.intp)
    flags = np.empty_like(index)
    unsigned_codes = _unsigned(codes)
    unsigned_tricks = None if tricks is None else _unsigned(tricks)
    highest = np.maximum.reduce
    multiply, add, left_shift, take, copyto = (
        np.multiply,
        np.add,
        np.left_shift,
        np.take,
        np.copyto,
    )
    last_code = _scores.CODES - 1
    for low in range(0, count, BLOCK):
        high = low + BLOCK
        if high > count:
            high = count
            index, flags = index[: high - low], flags[: high - low]
        if highest(unsigned_codes[low:high]) > last_code:
            return None
        multiply(codes[low:high], 14, out=index, dtype=np.intp, casting="unsafe")
        if tricks is not None and unsigned_tricks is not None:  # the two are given together
            if highest(unsigned_tricks[low:high]) > 13:
                return None
            add(index, tricks[low:high], out=index, dtype=np.intp, casting="unsafe")
        left_shift(index, 1, out=index)
        if vulnerable is not None:  # widened first: adding two intp arrays is the fast loop
            copyto(flags, vulnerable[low:high], casting="unsafe")
            add(index, flags, out=index)
        take(scores, index, out=out[low:high], mode="clip")
    return out


def _unsigned(array: NDArray[np.generic]) -> NDArray[np.unsignedinteger]:
    # An integer array viewed as unsigned (the same memory): a negative number is huge.
    return cast(
        "NDArray[np.unsignedinteger]",
        array if array.dtype.kind == "u" else array.view(array.dtype.str.replace("i", "u")),
    )
