"""Columns from other libraries, masked columns and single rows, for the numpy path.

Imported only with numpy (the ``arrays`` extra), by :mod:`cardscore._scores_numpy` and
:mod:`cardscore.duplicate._arrays`. Neither pyarrow nor Polars is imported here: a column is
known by the module its type comes from, and read through its own methods.

- A pyarrow ``Array`` or ``ChunkedArray`` and a Polars ``Series`` are read as the numpy
  array their buffers hold: without a copy for a column of ints with no null (pyarrow's
  ``to_numpy``, Polars' ``to_numpy``; a column of several chunks is joined, once). A null
  row is refused, naming its index: a null is never scored as a zero. A pandas column of
  a nullable type (``Int64``, ``boolean``, pyarrow-backed) has its nulls refused alike.
- A ``numpy.ma`` masked array is scored with its masked rows set aside: they are neither
  checked nor scored, and the scores come back masked at the same rows.
- A 0-d array is one row, and its score a 0-d array: engines probe a function with one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, cast

import numpy as np

from cardscore import _scores
from cardscore.errors import ScoreError

if TYPE_CHECKING:
    from collections.abc import Callable

    from numpy.typing import NDArray

__all__ = ["foreign", "masked", "one_row"]


class _Arrow(Protocol):
    # What foreign() uses of a pyarrow Array or ChunkedArray.
    null_count: int

    def __len__(self) -> int: ...
    def is_null(self) -> object: ...
    def to_numpy(self, *, zero_copy_only: bool = ...) -> NDArray[np.generic]: ...


class _Chunked(_Arrow, Protocol):
    num_chunks: int

    def chunk(self, index: int) -> _Arrow: ...


class _Polars(Protocol):
    # What foreign() uses of a Polars Series.
    def __len__(self) -> int: ...
    def null_count(self) -> int: ...
    def is_null(self) -> _Polars: ...
    def to_numpy(self) -> NDArray[np.generic]: ...


def foreign(name: str, value: object, row: str) -> NDArray[np.generic] | None:
    """A pyarrow or Polars column as a numpy array, or None for anything else.

    Its length is checked first (:func:`cardscore._scores.length`), then its nulls: the
    first null row is refused as ``name[index]``, ``None`` not being ``row``.

    Raises:
        ScoreError: A column too long, or one with a null row.
    """
    library = type(value).__module__.partition(".")[0]
    if library == "pyarrow" and hasattr(value, "null_count") and hasattr(value, "is_null"):
        arrow = cast("_Arrow", value)
        _scores.length(name, arrow)
        if arrow.null_count:
            _refuse_null(name, np.asarray(arrow.is_null()), row)
        if hasattr(arrow, "num_chunks"):  # a ChunkedArray: one chunk read as an Array
            chunked = cast("_Chunked", arrow)
            if chunked.num_chunks != 1:
                return np.asarray(chunked)  # several chunks joined, once
            arrow = chunked.chunk(0)
        return arrow.to_numpy(zero_copy_only=False)
    if library == "pandas" and _nullable(value):
        # A column of a nullable type (Int64, boolean, string, pyarrow-backed): numpy would
        # read its nulls as NaN (a float column, refused at row 0) or pd.NA. Read as numpy
        # reads it (after this function) once no row is null.
        pandas_column = cast("_Pandas", value)
        _scores.length(name, pandas_column)
        nulls = np.asarray(pandas_column.isna())
        if nulls.any():
            _refuse_null(name, nulls, row)
        return None
    if library == "polars" and callable(getattr(value, "null_count", None)):
        series = cast("_Polars", value)
        _scores.length(name, series)
        if series.null_count():
            _refuse_null(name, series.is_null().to_numpy(), row)
        return series.to_numpy()
    return None


class _Pandas(Protocol):
    # What foreign() uses of a pandas Series, Index or extension array.
    def __len__(self) -> int: ...
    def isna(self) -> object: ...


def _nullable(value: object) -> bool:
    # A one-dimensional pandas column whose type has its own null (not a numpy dtype, where
    # a NaN is a float and None an object, each refused by its row as it is).
    return (
        callable(getattr(value, "isna", None))
        and getattr(value, "ndim", None) == 1
        and not isinstance(getattr(value, "dtype", None), np.dtype)
    )


def _refuse_null(name: str, nulls: NDArray[np.generic], row: str) -> None:
    index = int(np.argmax(nulls))
    raise ScoreError(f"{name}[{index}]", None, row)


def one_row(value: object) -> object:
    """A 0-d array's one value (a numpy scalar); anything else as it is."""
    if isinstance(value, np.ndarray) and value.ndim == 0:
        return value[()]
    return value


def masked(
    score: Callable[..., NDArray[np.int32]],
    columns: tuple[object, ...],
    fillers: tuple[object, ...],
) -> NDArray[np.int32] | None:
    """``score(*columns)`` with the masked rows set aside; None when no column is masked.

    Each masked column's masked rows are given ``fillers``' good value (so no masked row is
    checked or can be refused), the columns are scored, and the scores masked where any
    column was.
    """
    if not any(isinstance(column, np.ma.MaskedArray) for column in columns):
        return None
    masks: list[NDArray[np.bool_]] = []
    filled: list[object] = []
    for column, filler in zip(columns, fillers, strict=True):
        if isinstance(column, np.ma.MaskedArray):
            mask = np.ma.getmaskarray(column)
            data = np.ma.getdata(column)
            # A text column's filler is a contract's text (np.where widens the column to
            # hold it); any other keeps its dtype, so a column of a wrong kind stays wrong.
            good = "1C" if data.dtype.kind in "US" else np.array(filler, dtype=data.dtype)
            filled.append(np.where(mask, good, data))
            masks.append(mask)
        else:
            filled.append(column)
    scores = score(*filled)
    mask = np.zeros(scores.shape, dtype=bool)
    for one in masks:
        mask |= one
    return cast("NDArray[np.int32]", np.ma.MaskedArray(scores, mask=mask))
