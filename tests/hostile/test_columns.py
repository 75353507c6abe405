"""Columns as engines and other libraries hand them: issues 39.5, 43 and 44.4 / 44.11.

Each reproduction below was taken wrongly before (scored, stalled, or refused with the wrong
row named); the issue's item is in each test's name. Work is counted with tests/work.py,
never timed: rows read from a column, and the peak memory a call holds.
"""

from __future__ import annotations

import functools
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, overload

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardscore import ScoreError, bridge, duplicate
from cardscore._scores import MOST_ROWS
from tests.work import work

if TYPE_CHECKING:
    from collections.abc import Callable, Iterator


def _refused(call: Callable[[], object]) -> ScoreError:
    with pytest.raises(ScoreError) as caught:
        call()
    return caught.value


class Counted(Sequence[int]):
    """``range(length)`` that counts the rows read from it (by index or by iteration)."""

    def __init__(self, length: int, bad: int | None = None) -> None:
        self.length = length
        self.bad = bad  # the index whose row is 105, a contract code that does not exist
        self.read = 0

    def __len__(self) -> int:
        return self.length

    @overload
    def __getitem__(self, index: int) -> int: ...
    @overload
    def __getitem__(self, index: slice) -> Sequence[int]: ...
    def __getitem__(self, index: int | slice) -> int | Sequence[int]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(self.length))]
        if not 0 <= index < self.length:
            raise IndexError(index)
        self.read += 1
        return 105 if index == self.bad else index % 105

    def __repr__(self) -> str:
        return f"Counted({self.length})"


class Sums(int):
    """An int whose own arithmetic is wrong: ``+`` and ``*`` give 0 (issue 44.4)."""

    def __add__(self, other: object) -> int:
        return 0

    __radd__ = __add__

    def __mul__(self, other: object) -> int:
        return 0

    __rmul__ = __mul__


@pytest.fixture
def pure(monkeypatch: pytest.MonkeyPatch) -> None:
    """bridge.scores and duplicate.imps without numpy (as if not installed)."""
    monkeypatch.setitem(sys.modules, "numpy", None)


# --- 39.5: masked arrays ------------------------------------------------------------------


FOUR_SPADES = bridge.Contract.parse("4S").code
THREE_NT = bridge.Contract.parse("3NT").code


def test_item_39_5_masked_rows_of_bridge_scores_stay_masked_and_unscored() -> None:
    np = pytest.importorskip("numpy")
    contracts = np.ma.array([FOUR_SPADES, 200, THREE_NT], mask=[False, True, False])
    scores = bridge.scores(contracts, 10, vulnerable=False)
    # 4S making 10 tricks is 120 + 300 = 420, 3NT with 10 tricks 100 + 30 + 300 = 430
    # (B2, B4); row 1 is masked, and its 200 (no contract) never checked.
    assert isinstance(scores, np.ma.MaskedArray)
    assert scores.mask.tolist() == [False, True, False]
    assert scores.compressed().tolist() == [420, 430]
    # A masked row in any column masks its score; a masked row is never checked.
    tricks = np.ma.array([10, 99, 10], mask=[False, True, False])
    flags = np.ma.array([False, False, True], mask=[True, False, False])
    both = bridge.scores(np.array([FOUR_SPADES] * 3), tricks, vulnerable=flags)
    assert both.mask.tolist() == [True, True, False]
    assert int(both[2]) == 620  # vulnerable: 120 + 500
    text = np.ma.array(["4S", "?", "3NT"], mask=[False, True, False])
    assert bridge.scores(text, 10, vulnerable=False).compressed().tolist() == [420, 430]


def test_item_39_5_an_unmasked_bad_row_is_still_refused_by_its_index() -> None:
    np = pytest.importorskip("numpy")
    contracts = np.ma.array([300, FOUR_SPADES, 200], mask=[True, False, False])
    error = _refused(lambda: bridge.scores(contracts, 10, vulnerable=False))
    assert (error.field, error.value) == ("contracts[2]", 200)


def test_item_39_5_masked_rows_of_duplicate_imps_stay_masked() -> None:
    np = pytest.importorskip("numpy")
    points = np.ma.array([430, 10**12, -430], mask=[False, True, False])
    imps = duplicate.imps(points)
    assert isinstance(imps, np.ma.MaskedArray)
    assert imps.mask.tolist() == [False, True, False]
    assert imps.compressed().tolist() == [10, -10]  # Law 78B: 430 to 499 is 10 IMPs


def test_item_39_5_a_masked_row_is_refused_where_a_board_is_scored_whole() -> None:
    np = pytest.importorskip("numpy")
    scores = np.ma.array([420, 400, 450], mask=[False, True, False])
    error = _refused(lambda: duplicate.matchpoints(scores))
    assert error.field == "scores[1]"


# --- 44.4: int subclasses computed with their own arithmetic ------------------------------


@pytest.mark.usefixtures("pure")
def test_item_44_4_pure_bridge_scores_computes_with_plain_ints() -> None:
    # 4S making exactly 10 tricks, not vulnerable: 120 + 300 = 420 (B2, B4). Before, the
    # pure path added the subclass's own way: index 0 of the table, -350 (1C, 0 tricks).
    assert bridge.scores(["4S"], [Sums(10)], vulnerable=False) == [420]
    assert bridge.scores(["4S", "4S"], Sums(10), vulnerable=False) == [420, 420]
    code = bridge.Contract.parse("4S").code
    assert bridge.scores([Sums(code)], 10, vulnerable=False) == [420]


def test_item_44_4_both_paths_agree_on_int_subclasses() -> None:
    pytest.importorskip("numpy")
    assert list(bridge.scores(["4S"], [Sums(10)], vulnerable=False)) == [420]
    assert list(duplicate.imps([Sums(430)])) == [10]


# --- 44.11: lazily sized columns ----------------------------------------------------------


@pytest.mark.parametrize("where", ["numpy", "pure"])
def test_item_44_11_a_column_past_the_limit_is_refused_before_any_row_is_read(
    where: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    if where == "numpy":
        pytest.importorskip("numpy")
    else:
        monkeypatch.setitem(sys.modules, "numpy", None)
    huge = Counted(10**9)
    error = _refused(lambda: bridge.scores(huge, 7, vulnerable=False))
    assert error.field == "contracts"
    assert f"{MOST_ROWS:,}" in str(error)
    assert huge.read == 0
    points = Counted(10**9)
    assert _refused(lambda: duplicate.imps(points)).field == "points"
    assert points.read == 0
    # The issue's own calls, answered at once (a range is read by nobody here either).
    assert _refused(lambda: bridge.scores(range(10**9), 7, vulnerable=False)).field == (
        "contracts"
    )
    assert _refused(lambda: duplicate.imps(range(10**9))).field == "points"
    assert _refused(lambda: duplicate.imps(range(10**20))).field == "points"
    tricks = Counted(MOST_ROWS + 1)
    assert _refused(lambda: bridge.scores(["4S"], tricks, vulnerable=False)).field == "tricks"
    assert tricks.read == 0


def test_item_44_11_the_limit_itself_is_taken() -> None:
    # One row short of refusal is a column like any other (checked without reading it all:
    # its first bad row is row 105).
    pytest.importorskip("numpy")
    column = Counted(MOST_ROWS, bad=105)
    error = _refused(lambda: bridge.scores(column, 7, vulnerable=False))
    assert (error.field, error.value) == ("contracts[105]", 105)


@pytest.mark.parametrize("where", ["numpy", "pure"])
def test_item_44_11_the_first_bad_row_is_found_without_reading_the_column(
    where: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    if where == "numpy":
        pytest.importorskip("numpy")
    else:
        monkeypatch.setitem(sys.modules, "numpy", None)
    column = Counted(10_000_000, bad=105)
    error = _refused(lambda: bridge.scores(column, 7, vulnerable=False))
    assert (error.field, error.value) == ("contracts[105]", 105)
    assert column.read <= 1 << 16  # one block of rows, not 10,000,000
    # A bad trick count at row 5 stops the reading of the contracts, and the reverse.
    tricks = [7] * 10 + [14]
    contracts = Counted(11)
    assert _refused(lambda: bridge.scores(contracts, tricks, vulnerable=False)).field == (
        "tricks[10]"
    )
    points = [*range(100_000), "x", *range(10)]
    assert _refused(lambda: duplicate.imps(points)).field == "points[100000]"


def test_item_44_11_imps_of_an_int16_column_without_a_64_bit_copy() -> None:
    np = pytest.importorskip("numpy")
    rows = 1_000_000
    column = (np.arange(rows, dtype=np.int64) % 9_000 - 4_500).astype(np.int16)
    duplicate.imps(column[:10])  # the lookup made first, outside the count
    counted = work(lambda: duplicate.imps(column))
    # The IMPs themselves are 4 bytes a row; before, the column was copied to 8 bytes a row
    # (twice: widened, then clipped), 20 bytes a row in all.
    assert counted.peak < 4 * rows + 1_000_000, counted
    imps = duplicate.imps(column)
    expected = [duplicate.imps(int(d)) for d in column[:9_000]]
    assert imps[:9_000].tolist() == expected


# --- 43: 0-d and empty input, Arrow and Polars columns ------------------------------------


def test_issue_43_a_0d_array_is_one_row_and_scores_as_0d() -> None:
    np = pytest.importorskip("numpy")
    score = bridge.scores(np.array(FOUR_SPADES), np.array(10), vulnerable=np.array(False))
    assert isinstance(score, np.ndarray)
    assert (score.shape, int(score)) == ((), 420)
    assert bridge.scores(np.array("4S"), 10, vulnerable=True).shape == ()
    imps = duplicate.imps(np.array(430))
    assert isinstance(imps, np.ndarray)
    assert (imps.shape, int(imps)) == ((), 10)
    error = _refused(lambda: bridge.scores(np.array(105), 10, vulnerable=False))
    assert error.field == "contracts[0]"


def test_issue_43_empty_columns_give_empty_scores() -> None:
    np = pytest.importorskip("numpy")
    for dtype in (np.int8, np.int64, np.uint16):
        empty = np.empty(0, dtype=dtype)
        assert bridge.scores(empty, empty, vulnerable=np.empty(0, dtype=bool)).shape == (0,)
        assert duplicate.imps(empty).shape == (0,)
    assert len(bridge.scores([], 7, vulnerable=False)) == 0
    assert len(duplicate.imps([])) == 0


def test_issue_43_dask_map_blocks_without_meta_on_a_0d_array() -> None:
    da = pytest.importorskip("dask.array")
    np = pytest.importorskip("numpy")
    one = da.from_array(np.array(FOUR_SPADES))
    score = da.map_blocks(lambda c: bridge.scores(c, 10, vulnerable=False), one)
    assert score.dtype == np.int32
    assert int(score.compute(scheduler="synchronous")) == 420
    imps = da.map_blocks(duplicate.imps, da.from_array(np.array(-430)))
    assert int(imps.compute(scheduler="synchronous")) == -10


def test_issue_43_arrow_nulls_are_refused_by_row() -> None:
    pa = pytest.importorskip("pyarrow")
    error = _refused(lambda: bridge.scores(pa.array([24, None, 40]), 10, vulnerable=False))
    assert (error.field, error.value) == ("contracts[1]", None)
    chunked = pa.chunked_array([[10, 10], [9, None]])
    error = _refused(lambda: bridge.scores([24] * 4, chunked, vulnerable=False))
    assert (error.field, error.value) == ("tricks[3]", None)
    flags = pa.array([True, None])
    assert _refused(lambda: bridge.scores([24, 24], 10, vulnerable=flags)).field == (
        "vulnerable[1]"
    )
    assert _refused(lambda: duplicate.imps(pa.array([430, 10, None]))).field == "points[2]"


def test_issue_43_polars_nulls_are_refused_by_row() -> None:
    pl = pytest.importorskip("polars")
    error = _refused(lambda: bridge.scores(pl.Series([24, 30, None]), 10, vulnerable=False))
    assert (error.field, error.value) == ("contracts[2]", None)
    assert _refused(lambda: duplicate.imps(pl.Series([None, 430]))).field == "points[0]"


def test_issue_43_arrow_and_polars_columns_are_scored_without_a_copy() -> None:
    pa = pytest.importorskip("pyarrow")
    pl = pytest.importorskip("polars")
    np = pytest.importorskip("numpy")
    rows = 1_000_000
    codes = np.arange(rows, dtype=np.int64) % 105
    tricks = (np.arange(rows, dtype=np.int64) % 14).astype(np.int8)
    expected = bridge.scores(codes, tricks, vulnerable=True)
    for contracts, taken in (
        (pa.array(codes), pa.array(tricks)),
        (pa.chunked_array([codes]), pa.chunked_array([tricks])),
        (pl.Series(codes), pl.Series(tricks)),
    ):
        counted = work(functools.partial(bridge.scores, contracts, taken, vulnerable=True))
        # The scores (4 bytes a row) and one block's buffers: no copy of either column.
        assert counted.peak < 4 * rows + 1_000_000, (type(contracts), counted)
        assert np.array_equal(bridge.scores(contracts, taken, vulnerable=True), expected)
    several = pa.chunked_array([codes[:10], codes[10:20]])
    assert bridge.scores(several, 7, vulnerable=False).tolist() == (
        bridge.scores(codes[:20], 7, vulnerable=False).tolist()
    )
    strings = pa.array(["4S", "3NT"])
    assert bridge.scores(strings, 10, vulnerable=False).tolist() == [420, 430]


class Short(Counted):
    """A sequence whose rows run out before its length: its iterator stops early."""

    def __iter__(self) -> Iterator[int]:
        return iter(range(self.length // 2))


@pytest.mark.parametrize("where", ["numpy", "pure"])
def test_issue_43_a_sequence_shorter_than_its_length_is_refused(
    where: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    if where == "numpy":
        pytest.importorskip("numpy")
    else:
        monkeypatch.setitem(sys.modules, "numpy", None)
    error = _refused(lambda: bridge.scores(Short(10), 7, vulnerable=False))
    assert error.field == "contracts"
    assert "length 5" in str(error)
    assert _refused(lambda: bridge.scores(["4S"] * 10, Short(10), vulnerable=False)).field == (
        "tricks"
    )


# --- Properties ---------------------------------------------------------------------------

_DEALS = st.lists(
    st.tuples(st.integers(0, 104), st.integers(0, 13), st.booleans(), st.booleans()),
    max_size=40,
)


@given(deals=_DEALS)
def test_masked_scores_are_the_unmasked_rows_scores(
    deals: list[tuple[int, int, bool, bool]],
) -> None:
    np = pytest.importorskip("numpy")
    codes = np.ma.array([d[0] for d in deals], mask=[d[3] for d in deals], dtype=np.int64)
    tricks = [d[1] for d in deals]
    flags = [d[2] for d in deals]
    scores = bridge.scores(codes, tricks, vulnerable=flags)
    assert np.ma.getmaskarray(scores).tolist() == [d[3] for d in deals]
    kept = [d for d in deals if not d[3]]
    assert scores.compressed().tolist() == [
        bridge.score(bridge.Contract.from_code(c), t, vulnerable=v) for c, t, v, _ in kept
    ]


@given(
    length=st.integers(1, 30),
    bad=st.lists(st.tuples(st.integers(0, 29), st.sampled_from([0, 1, 2])), max_size=3),
    block=st.integers(1, 7),
)
def test_the_first_bad_row_is_named_whatever_the_blocks(
    length: int, bad: list[tuple[int, int]], block: int
) -> None:
    # Python columns are read by blocks: with blocks of 1 to 7 rows, a bad row in any
    # column, at any place, is still the first one named (lowest index; at one index the
    # contract, then the tricks, then the vulnerability).
    pytest.importorskip("numpy")
    from cardscore import _scores_numpy

    columns: list[list[object]] = [[24] * length, [10] * length, [False] * length]
    wrong: list[object] = [105, 14, 1]
    placed = sorted((row, field) for row, field in bad if row < length)
    for row, field in placed:
        columns[field][row] = wrong[field]
    scores: Any = bridge.scores  # rows of any type, as a caller may give them
    saved = _scores_numpy.BLOCK
    _scores_numpy.BLOCK = block
    try:
        if not placed:
            assert len(scores(columns[0], columns[1], vulnerable=columns[2])) == length
            return
        error = _refused(lambda: scores(columns[0], columns[1], vulnerable=columns[2]))
    finally:
        _scores_numpy.BLOCK = saved
    row, field = placed[0]
    assert error.field == f"{('contracts', 'tricks', 'vulnerable')[field]}[{row}]"


def test_issue_43_pandas_nulls_are_refused_by_row() -> None:
    pd = pytest.importorskip("pandas")
    pa = pytest.importorskip("pyarrow")
    for dtype in ("Int64", pd.ArrowDtype(pa.int64())):
        column = pd.Series([24, None, 30], dtype=dtype)
        error = _refused(functools.partial(bridge.scores, column, 10, vulnerable=False))
        assert (error.field, error.value) == ("contracts[1]", None)
    flags = pd.Series([True, None], dtype="boolean")
    assert _refused(lambda: bridge.scores([24, 24], 10, vulnerable=flags)).field == (
        "vulnerable[1]"
    )
    assert _refused(lambda: duplicate.imps(pd.Series([430, None], dtype="Int16"))).field == (
        "points[1]"
    )
    # Without a null, a nullable column is scored as numpy reads it; a float column with a
    # NaN is a float column, refused at its first row as before.
    assert bridge.scores(
        pd.Series([FOUR_SPADES], dtype="Int64"), 10, vulnerable=False
    ).tolist() == [420]
    floats = pd.Series([1.0, float("nan")])
    assert _refused(lambda: bridge.scores(floats, 10, vulnerable=False)).field == "contracts[0]"
