"""``par.scores``: North-South's par of a whole column of tables (P2-P3).

With numpy, the tables are one (n, 5, 4) array in DDS's order and :mod:`._arrays` computes
par for every row at once, by the same steps as :func:`cardscore.par._rules.solve` (which
the property tests hold it to, row by row); without numpy, each row goes through ``solve``
here. numpy is imported only when it is there and asked for.

Every row is checked before anything is computed: a bad row is refused, with the whole
call, by a :class:`~cardscore.ScoreError` naming it (``tables[3]``, ``dealer[0]``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, TypeVar, overload

from cardscore._scores import numpy_installed
from cardscore._text import Text
from cardscore.errors import ScoreError
from cardscore.par import _read, _rules
from cardscore.par._results import Table, _by_strain

if TYPE_CHECKING:
    from collections.abc import Callable

    import numpy as np
    from numpy.typing import NDArray

__all__ = ["scores"]

TABLES = Text(
    "an (n, 5, 4) int array in DDS's order (strains S H D C NT, hands N E S W) "
    "or a sequence of par.Table (or of 5 × 4 rows)"
)
COLUMN = Text("one value, or a column as long as tables ({count} rows)")
_T = TypeVar("_T")


@overload
def scores(
    tables: NDArray[np.integer], *, vulnerable: object, dealer: object
) -> NDArray[np.int32]: ...
@overload
def scores(
    tables: Sequence[Table] | Sequence[object], *, vulnerable: object, dealer: object
) -> NDArray[np.int32] | list[int]: ...
def scores(
    tables: NDArray[np.integer] | Sequence[Table] | Sequence[object],
    *,
    vulnerable: object,
    dealer: object,
) -> NDArray[np.int32] | list[int]:
    """North-South's par score of every table, as :func:`par` gives each (P2-P3).

    ``tables`` is an (n, 5, 4) int array in DDS's order (strains S H D C NT, hands
    N E S W), or a sequence of :class:`Table` (or of 5 × 4 rows); ``vulnerable`` and
    ``dealer`` are one value for every row or a column of n (as :func:`par` takes them).
    With numpy installed the scores are an ``int32`` array; without, a ``list[int]``. No
    rows in, no scores out.

    >>> import numpy as np
    >>> rows = np.array([[[5, 8, 5, 8], [6, 6, 6, 6], [5, 7, 5, 7], [7, 5, 7, 5],
    ...                   [6, 6, 6, 6]]] * 2)
    >>> scores(rows, vulnerable="none", dealer=["N", "E"]).tolist()
    [-110, -110]
    >>> scores(np.zeros((0, 5, 4), dtype=int), vulnerable="none", dealer="N").tolist()
    []

    Raises:
        ScoreError: A bad row (the first, named: ``tables[3]``, ``vulnerable[0]``), an
            array of another shape or kind, or a column of another length.
    """
    if not numpy_installed():
        cells = _pure_rows(tables)
        count = len(cells)
        vul = _column("vulnerable", vulnerable, count, _read.vulnerability)
        seats = _column("dealer", dealer, count, _read.seat)
        return [
            _rules.solve(_by_strain(row), vul(index), seats(index)).score
            for index, row in enumerate(cells)
        ]
    from cardscore.par import _arrays

    return _arrays.numpy_scores(tables, vulnerable, dealer)


def _pure_rows(tables: object) -> list[tuple[int, ...]]:
    if isinstance(tables, str | bytes) or not isinstance(tables, Sequence):
        raise ScoreError("tables", tables, TABLES)
    return [row_cells(index, row) for index, row in enumerate(tables)]


def row_cells(index: int, row: object) -> tuple[int, ...]:
    """One row of ``tables``: a Table's cells, or 5 × 4 rows checked under its name."""
    if isinstance(row, Table):
        return row.cells
    return _read.dds_rows(f"tables[{index}]", row)


def _column(
    field: str, value: object, count: int, read: Callable[[str, object], _T]
) -> Callable[[int], _T]:
    """One value for every row, or a column's row by row (each read once, checked first)."""
    if is_scalar(value):
        one = read(field, value)
        return lambda _: one
    if isinstance(value, str | bytes) or not isinstance(value, Sequence):
        raise ScoreError(field, value, Text(COLUMN.template, count=count))
    if len(value) != count:
        raise ScoreError(field, value, Text(COLUMN.template, count=count))
    read_rows = [read(f"{field}[{index}]", row) for index, row in enumerate(value)]
    return read_rows.__getitem__


def is_scalar(value: object) -> bool:
    """Whether ``value`` is one vulnerability or dealer for every row, not a column."""
    return isinstance(value, str | set | frozenset)
