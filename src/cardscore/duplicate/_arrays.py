"""``duplicate.imps`` over columns of differences: one lookup made by ``imps`` itself.

Law 78B's scale ends at 4,000 points (24 IMPs), so every difference is worth what the
difference clipped to −4,000..4,000 is worth. The lookup holds ``imps(d)`` for each of those
8,001 differences, made by calling the scalar :func:`cardscore.duplicate.imps` (one rule
path: no second copy of the scale); a row's IMPs are entry ``clip(d) + 4000``.

The pure-Python path gives a ``list[int]``; the numpy path (numpy imported only inside the
call, never by ``import cardscore``) an ``int32`` array. Every row is checked before any is
converted: the first row that is not an int (a float, a bool, a str…) is refused, with the
whole call, by a :class:`~cardscore.ScoreError` naming its index (``points[3]``).
"""

from __future__ import annotations

import functools
import itertools
import numbers
import operator
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, cast

from cardscore._text import Text
from cardscore.errors import ScoreError

if TYPE_CHECKING:
    import numpy as np
    from numpy import int32
    from numpy.typing import NDArray

__all__ = ["LIMIT", "ROW", "ROWS", "lookup", "numpy_imps", "pure_imps"]

LIMIT = 4000
"""The least difference worth the most IMPs (the last step of Law 78B's scale)."""

ROW = Text("an int (a difference in points)")
"""What one row may be (the words of the scalar ``imps``)."""

ROWS = Text("an int, or a one-dimensional array or sequence of ints (differences in points)")
"""What ``points`` may be as a whole."""


@functools.cache
def lookup(scalar: Callable[[int], int]) -> tuple[int, ...]:
    """``scalar(d)`` for every difference d from −4,000 to 4,000, at index ``d + 4000``."""
    return tuple(scalar(difference) for difference in range(-LIMIT, LIMIT + 1))


def _row(value: object, index: int) -> int:
    # An int or a numpy integer (an Integral) as an int; a bool or anything else refused.
    if isinstance(value, bool) or not isinstance(value, int | numbers.Integral):
        raise ScoreError(f"points[{index}]", value, ROW)
    return operator.index(value)


def _rows(points: object) -> Sequence[object]:
    if isinstance(points, Sequence) and not isinstance(points, str | bytes | bytearray):
        from cardscore._scores import length

        length("points", points)
        return points
    raise ScoreError("points", points, ROWS)


# Rows checked at a time: a bad row is found without reading the rows after its block.
_BLOCK = 1 << 15


def _checked(values: Sequence[object]) -> list[int]:
    # Every row as a plain int, block by block: the fast test when a block is all plain
    # ints, else each row read through operator.index, the first bad one refused.
    checked: list[int] = []
    rows = iter(values)
    low = 0
    while block := list(itertools.islice(rows, _BLOCK)):
        if set(map(type, block)) <= {int}:
            checked += cast("list[int]", block)  # every row is an int, as the set says
        else:
            checked += [_row(value, index) for index, value in enumerate(block, low)]
        low += len(block)
    return checked


def pure_imps(points: object, scalar: Callable[[int], int]) -> list[int]:
    """:func:`cardscore.duplicate.imps` over a sequence, without numpy: a ``list[int]``."""
    table = lookup(scalar)
    low, high = table[0], table[-1]  # what every difference past either end is worth
    return [
        table[d + LIMIT] if -LIMIT <= d <= LIMIT else high if d > 0 else low
        for d in _checked(_rows(points))
    ]


def numpy_imps(points: object, scalar: Callable[[int], int]) -> NDArray[int32]:
    """:func:`cardscore.duplicate.imps` over a column, with numpy: an ``int32`` array.

    A masked array's masked rows are neither checked nor looked up, and stay masked; a 0-d
    array is one row, its IMPs a 0-d array. An integer column is read as it is, block by
    block (an ``int16`` column is never copied to 64 bits whole).
    """
    import numpy as np

    from cardscore import _columns
    from cardscore._scores_numpy import array_column

    masked = _columns.masked(lambda rows: numpy_imps(rows, scalar), (points,), (0,))
    if masked is not None:
        return masked
    if isinstance(points, np.ndarray) and points.ndim == 0:
        return numpy_imps(points.reshape(1), scalar).reshape(())
    array = array_column("points", points, ROWS, ROW)
    if array is not None and array.dtype.kind == "O":
        points, array = array.tolist(), None
    if array is None:
        rows = _checked(_rows(points))
        try:
            array = np.fromiter(rows, dtype=np.int64, count=len(rows))
        except OverflowError:  # an int past 64 bits is still an int: the far end of the scale
            array = np.array([max(-LIMIT, min(LIMIT, row)) for row in rows], dtype=np.int64)
    elif array.dtype.kind not in "iu":
        if not array.size:
            return np.empty(0, dtype=np.int32)
        _row(array[0].item(), 0)  # a float, a bool, a str: the first row is already bad
        raise ScoreError("points[0]", array[0], ROW)  # pragma: no cover - _row raised
    return _looked_up(array, _table(scalar))


def _looked_up(array: NDArray[np.generic], table: NDArray[int32]) -> NDArray[int32]:
    """Each row's IMPs, ``table[clip(d) + 4000]``, a block of rows at a time.

    Each block is widened into one index buffer (about 0.25 MB, kept in the processor's
    cache), clipped there and looked up into the scores: the only array as long as the
    column is the scores themselves (4 bytes a row).
    """
    import numpy as np

    count = len(array)
    out = np.empty(count, dtype=np.int32)
    index = np.empty(min(count, _BLOCK), dtype=np.intp)
    unsigned64 = array.dtype == np.uint64  # past intp's range: clipped before widening
    for low in range(0, count, _BLOCK):
        part = array[low : low + _BLOCK]
        place = index[: len(part)]
        if unsigned64:
            np.minimum(part, np.uint64(LIMIT), out=place, casting="unsafe")
        else:
            np.copyto(place, part, casting="unsafe")
            np.clip(place, -LIMIT, LIMIT, out=place)
        place += LIMIT
        table.take(place, out=out[low : low + len(part)])
    return out


_TABLES: dict[object, NDArray[int32]] = {}


def _table(scalar: Callable[[int], int]) -> NDArray[int32]:
    # The lookup as a read-only int32 array, made once per scalar function.
    made = _TABLES.get(scalar)
    if made is None:
        import numpy as np

        made = np.array(lookup(scalar), dtype=np.int32)
        made.flags.writeable = False
        _TABLES[scalar] = made
    return made
