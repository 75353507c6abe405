"""``duplicate.imps_to_par``: each result's IMPs against par (P5, with D1's scale).

A result's difference from par, in North-South's points, is converted by
:func:`cardscore.duplicate.imps` itself (one IMP scale, no copy). One score and one par give
an int; columns (or a column against one par) give a column, as ``imps`` gives them: a numpy
``int32`` array with numpy installed, else a ``list[int]``.
"""

from __future__ import annotations

import numbers
import operator
from collections.abc import Sequence
from typing import TYPE_CHECKING, TypeGuard, overload

from cardscore._scores import numpy_installed
from cardscore._text import Text
from cardscore.duplicate._results import imps
from cardscore.errors import ScoreError

if TYPE_CHECKING:
    from numpy import int32, int64
    from numpy.typing import NDArray

    from cardscore.bridge import _Array

__all__ = ["imps_to_par"]

_ROW = Text("an int (North-South's score)")
_COLUMN = Text(
    "an int, or a one-dimensional array or sequence of ints (North-South's scores) "
    "as long as the other column"
)


#: The largest score either side can have on a board (7NT redoubled, vulnerable, all 13
#: tricks down: 7,600), with room to spare; anything larger is no bridge score.
SCORE_BOUND = 100_000
_BOUND = Text("an int from -100,000 to 100,000 (a board's score)")


def _is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int | numbers.Integral) and not isinstance(value, bool)


def _score(field: str, value: int) -> int:
    number = operator.index(value)
    if not -SCORE_BOUND <= number <= SCORE_BOUND:
        raise ScoreError(field, number, _BOUND)
    return number


@overload
def imps_to_par(scores: int, par_scores: int) -> int: ...
@overload
def imps_to_par(scores: _Array, par_scores: _Array | Sequence[int] | int) -> NDArray[int32]: ...
@overload
def imps_to_par(
    scores: Sequence[int], par_scores: _Array | Sequence[int] | int
) -> NDArray[int32] | list[int]: ...
@overload
def imps_to_par(scores: int, par_scores: _Array) -> NDArray[int32]: ...
@overload
def imps_to_par(scores: int, par_scores: Sequence[int]) -> NDArray[int32] | list[int]: ...
def imps_to_par(
    scores: int | _Array | Sequence[int], par_scores: int | _Array | Sequence[int]
) -> int | NDArray[int32] | list[int]:
    """The IMPs each North-South score gains against par (Law 78B's scale, with its sign).

    >>> from cardscore import duplicate
    >>> duplicate.imps_to_par(620, 420), duplicate.imps_to_par(-100, 140)
    (5, -6)
    >>> print(*duplicate.imps_to_par([620, 420, -50], 420))
    5 0 -10

    ``scores`` and ``par_scores`` are each an int or a one-dimensional column (an array or a
    sequence) of them; two columns are the same length, an int stands for every row.

    Raises:
        ScoreError: A row that is not an int (named: ``scores[3]``, ``par_scores[0]``), a
            score beyond ±100,000 (no board scores that: 7,600 is the most), or columns of
            different lengths; no IMPs are returned then.
    """
    if _is_int(scores) and _is_int(par_scores):
        return imps(_score("scores", scores) - _score("par_scores", par_scores))
    if not numpy_installed():
        mine, theirs = _pure("scores", scores), _pure("par_scores", par_scores)
        count = _count(mine, theirs, par_scores)
        differences = [_at(mine, row) - _at(theirs, row) for row in range(count)]
        return imps(differences)
    return imps(_numpy_difference(scores, par_scores))


def _pure(field: str, value: object) -> list[int] | int:
    if _is_int(value):
        return _score(field, value)
    if isinstance(value, str | bytes | bytearray) or not isinstance(value, Sequence):
        raise ScoreError(field, value, _COLUMN)
    rows = []
    for index, row in enumerate(value):
        if not _is_int(row):
            raise ScoreError(f"{field}[{index}]", row, _ROW)
        rows.append(_score(f"{field}[{index}]", row))
    return rows


def _count(mine: list[int] | int, theirs: list[int] | int, par: object) -> int:
    """The rows of the columns: their common length, or one column's beside an int."""
    lengths = {len(column) for column in (mine, theirs) if isinstance(column, list)}
    if len(lengths) > 1:
        raise ScoreError("par_scores", par, _COLUMN)
    # Two ints were scored before any column is read: one of the two at least is a column.
    return lengths.pop()


def _at(column: list[int] | int, row: int) -> int:
    return column[row] if isinstance(column, list) else column


def _numpy_difference(scores: object, par_scores: object) -> NDArray[int64]:
    mine = _array("scores", scores)
    theirs = _array("par_scores", par_scores)
    if mine.ndim and theirs.ndim and mine.shape != theirs.shape:
        raise ScoreError("par_scores", par_scores, _COLUMN)
    return mine - theirs  # both int64 (_array): their difference is too


def _array(field: str, value: object) -> NDArray[int64]:
    import numpy as np

    if _is_int(value):
        return np.array(_score(field, value), dtype=np.int64)
    if isinstance(value, np.ndarray):
        if value.ndim != 1:
            raise ScoreError(field, value, _COLUMN)
        if value.dtype.kind in "iu":
            # Bounded in the column's own type, before a uint64 past int64's range could wrap.
            high = value > SCORE_BOUND
            outside = np.flatnonzero(
                high if value.dtype.kind == "u" else high | (value < -SCORE_BOUND)
            )
            if outside.size:
                row = int(outside[0])
                raise ScoreError(f"{field}[{row}]", value[row].item(), _BOUND)
            return value.astype(np.int64)
        value = value.tolist()
    rows = _pure(field, value)
    return np.array(rows, dtype=np.int64)
