"""``par.scores``: columns of tables in, North-South's par out, with numpy and without.

The pure path is reached by hiding numpy (``sys.modules["numpy"] = None``).
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

import pytest

from cardscore import ScoreError, duplicate, par

if TYPE_CHECKING:
    from collections.abc import Callable, Iterator

ALL_SEVENS = [[7] * 4] * 5  # both sides make 1NT: the dealer's side gets 90
GAME = [[10, 3, 10, 3], [3] * 4, [3] * 4, [3] * 4, [3] * 4]  # NS make 4S


@pytest.fixture(params=["numpy", "pure"])
def path(request: pytest.FixtureRequest) -> Iterator[str]:
    which: str = request.param
    if which == "numpy":
        pytest.importorskip("numpy")
        yield which
        return
    saved = sys.modules.get("numpy")
    sys.modules["numpy"] = None  # type: ignore[assignment]
    try:
        yield which
    finally:
        if saved is None:
            del sys.modules["numpy"]
        else:
            sys.modules["numpy"] = saved


def _list(values: object) -> list[int]:
    tolist: Callable[[], list[int]] | None = getattr(values, "tolist", None)
    return tolist() if tolist is not None else list(values)  # type: ignore[call-overload]


def test_a_list_of_tables(path: str) -> None:
    tables = [par.Table.from_dds(ALL_SEVENS), par.Table.from_dds(GAME)]
    got = par.scores(tables, vulnerable="none", dealer="E")
    assert isinstance(got, list) == (path == "pure")
    assert _list(got) == [-90, 420]


@pytest.mark.usefixtures("path")
def test_rows_as_nested_lists() -> None:
    assert _list(par.scores([GAME, ALL_SEVENS], vulnerable="both", dealer="N")) == [620, 90]


@pytest.mark.usefixtures("path")
def test_columns_of_vulnerability_and_dealer() -> None:
    tables = [GAME, GAME, ALL_SEVENS, ALL_SEVENS]
    got = par.scores(
        tables,
        vulnerable=["none", {"NS"}, frozenset({"EW"}), duplicate.board_vulnerable(4)],
        dealer=["N", "S", "E", "w"],
    )
    assert _list(got) == [420, 620, -90, -90]


@pytest.mark.usefixtures("path")
def test_empty_in_empty_out() -> None:
    assert _list(par.scores([], vulnerable="none", dealer="N")) == []
    assert _list(par.scores((), vulnerable=[], dealer=[])) == []


@pytest.mark.parametrize(
    ("tables", "vulnerable", "dealer", "field"),
    [
        ([GAME, [[7] * 4] * 4], "none", "N", "tables[1]"),
        ([GAME, [[7, 7, 7, 14]] * 5], "none", "N", "tables[1][0][3]"),
        ([GAME, "table"], "none", "N", "tables[1]"),
        ("tables", "none", "N", "tables"),
        (42, "none", "N", "tables"),
        ([GAME], "some", "N", "vulnerable"),
        ([GAME], ["none", "none"], "N", "vulnerable"),
        ([GAME, GAME], ["none", "some"], "N", "vulnerable[1]"),
        ([GAME], "none", "X", "dealer"),
        ([GAME], "none", ["N", "X"], "dealer"),
        ([GAME, GAME], "none", ["N", 3], "dealer[1]"),
        ([GAME], "none", 3, "dealer"),
        ([GAME], {"NS", "XX"}, "N", "vulnerable"),
    ],
)
@pytest.mark.usefixtures("path")
def test_bad_rows_are_named(
    tables: object, vulnerable: object, dealer: object, field: str
) -> None:
    with pytest.raises(ScoreError) as caught:
        par.scores(tables, vulnerable=vulnerable, dealer=dealer)  # type: ignore[call-overload]
    assert caught.value.field == field


def test_an_array_in_dds_order() -> None:
    np = pytest.importorskip("numpy")
    array = np.array([GAME, ALL_SEVENS, ALL_SEVENS], dtype=np.uint8)
    got = par.scores(array, vulnerable=np.array(["none", "none", "both"]), dealer="W")
    assert got.dtype == np.int32
    assert got.tolist() == [420, -90, -90]
    dealers = np.array(["N", "E", "S"])
    assert par.scores(array, vulnerable="none", dealer=dealers).tolist() == [420, -90, 90]
    assert par.scores(array, vulnerable=np.array("ns"), dealer=np.array("N")).tolist() == [
        620, 90, 90,
    ]  # fmt: skip


def test_empty_and_zero_dimensional_arrays() -> None:
    np = pytest.importorskip("numpy")
    empty = np.zeros((0, 5, 4), dtype=np.int64)
    assert par.scores(empty, vulnerable="none", dealer="N").tolist() == []
    assert par.scores(empty, vulnerable=np.array([]), dealer=np.array([])).tolist() == []
    for empty_probe in (np.zeros((0,)), np.zeros((0, 5, 4), dtype=float), np.array([], dtype=str)):
        assert par.scores(empty_probe, vulnerable="none", dealer="N").tolist() == []
    for probe in (np.array(7), np.zeros((3, 0)), np.zeros((3, 4, 5), dtype=int)):
        with pytest.raises(ScoreError) as caught:
            par.scores(probe, vulnerable="none", dealer="N")
        assert caught.value.field == "tables"


def test_arrays_of_another_kind_or_range_are_refused() -> None:
    np = pytest.importorskip("numpy")
    with pytest.raises(ScoreError) as caught:
        par.scores(np.full((2, 5, 4), 7.0), vulnerable="none", dealer="N")
    assert caught.value.field == "tables"
    bad = np.full((3, 5, 4), 7)
    bad[2, 4, 3] = 14
    with pytest.raises(ScoreError) as caught:
        par.scores(bad, vulnerable="none", dealer="N")
    assert caught.value.field == "tables[2]"
    with pytest.raises(ScoreError) as caught:
        par.scores(bad[:2], vulnerable=np.array([["none"]] * 2), dealer="N")
    assert caught.value.field == "vulnerable"
    with pytest.raises(ScoreError) as caught:
        par.scores(bad[:2], vulnerable="none", dealer=object())
    assert caught.value.field == "dealer"


@pytest.mark.usefixtures("path")
def test_imps_to_par_columns() -> None:
    assert _list(duplicate.imps_to_par([620, -100], [420, 140])) == [5, -6]
    assert _list(duplicate.imps_to_par(420, [420, 620])) == [0, -5]
    assert _list(duplicate.imps_to_par([], [])) == []
    row = "an int (North-South's score)"
    column = (
        "an int, or a one-dimensional array or sequence of ints (North-South's scores) "
        "as long as the other column"
    )
    bound = "an int from -100,000 to 100,000 (a board's score)"
    for scores, pars, field, value, allowed in (
        ([620, 1.5], 420, "scores[1]", 1.5, row),
        ([620], [420, 420], "par_scores", [420, 420], column),
        (620, "420", "par_scores", "420", column),
        ("620", 420, "scores", "620", column),
        ([True], 420, "scores[0]", True, row),
        # No board scores beyond 7,600: a score past ±100,000 is refused, never wrapped.
        ([620, 2**63], 420, "scores[1]", 2**63, bound),
        (620, -100_001, "par_scores", -100_001, bound),
        (10**30, 420, "scores", 10**30, bound),
        (10**30, [420], "scores", 10**30, bound),
    ):
        with pytest.raises(ScoreError) as caught:
            duplicate.imps_to_par(scores, pars)  # type: ignore[arg-type]
        error = caught.value
        assert (error.field, error.value, str(error.allowed)) == (field, value, allowed)


def test_imps_to_par_arrays() -> None:
    np = pytest.importorskip("numpy")
    got = duplicate.imps_to_par(np.array([620, -100]), np.array([420, 140]))
    assert got.tolist() == [5, -6]
    assert duplicate.imps_to_par(np.array([620], dtype=object), 420).tolist() == [5]
    with pytest.raises(ScoreError) as caught:
        duplicate.imps_to_par(np.array([620.0]), 420)
    assert (caught.value.field, caught.value.value) == ("scores[0]", 620.0)
    with pytest.raises(ScoreError) as caught:
        duplicate.imps_to_par(420, np.array([[620]]))
    assert caught.value.field == "par_scores"
    assert np.array_equal(caught.value.value, [[620]])
    pars = np.array([1, 2, 3])
    with pytest.raises(ScoreError) as caught:
        duplicate.imps_to_par(np.array([620, 1]), pars)
    assert caught.value.field == "par_scores"
    assert caught.value.value is pars
    # A uint64 past int64's range is refused by its row, not wrapped to a negative score.
    for column, value in (
        (np.array([620, 2**63], dtype=np.uint64), 2**63),
        (np.array([620, -100_001]), -100_001),
    ):
        with pytest.raises(ScoreError) as caught:
            duplicate.imps_to_par(column, 420)
        assert (caught.value.field, caught.value.value) == ("scores[1]", value)
        assert type(caught.value.value) is int  # the row as Python's int, not numpy's
    assert duplicate.imps_to_par(np.array([100_000], dtype=np.uint64), 0).tolist() == [24]
    # Columns of small or unsigned types are subtracted as int64: 120 - 250 is -130 (-4),
    # not a uint8's wrap to 126; the widest difference, 200,000, is 24 IMPs (4,000 and up).
    small = duplicate.imps_to_par(np.array([120], np.int8), np.array([250], np.uint8))
    assert small.tolist() == [-4]
    assert duplicate.imps_to_par(np.array([100_000], np.int32), -100_000).tolist() == [24]


class _Column:
    """A column object that is not an ndarray but holds one (as pandas and Polars do)."""

    def __init__(self, values: object) -> None:
        self.values = values

    def __array__(self, dtype: object = None, copy: object = None) -> object:
        import numpy as np

        if self.values is None:
            raise TypeError("no array")
        return np.asarray(self.values)


def test_column_objects_are_read_as_their_arrays() -> None:
    pytest.importorskip("numpy")
    tables = _Column([GAME, ALL_SEVENS])
    got = par.scores(tables, vulnerable=_Column(["none", "none"]), dealer=_Column(["N", "E"]))  # type: ignore[call-overload]
    assert got.tolist() == [420, -90]
    for bad in (
        {"tables": _Column(None)},
        {"vulnerable": _Column(None)},
        {"dealer": _Column(None)},
    ):
        arguments: dict[str, object] = {
            "tables": tables,
            "vulnerable": "none",
            "dealer": "N",
            **bad,
        }
        with pytest.raises(ScoreError) as caught:
            par.scores(**arguments)  # type: ignore[call-overload]
        assert caught.value.field == next(iter(bad))


def test_a_table_from_a_numpy_array() -> None:
    np = pytest.importorskip("numpy")
    table = par.Table.from_dds(np.array(GAME, dtype=np.uint8))
    assert table == par.Table.from_dds(GAME)
    assert type(table.cells[0]) is int
    with pytest.raises(ScoreError) as caught:
        par.Table.from_dds(np.array(7))
    assert caught.value.field == "rows"
