"""duplicate.imps over columns of differences, and one board's matchpoints from an array (D1, D2).

Every test of a column runs twice: with numpy (an int32 array) and with numpy hidden
(``sys.modules["numpy"] = None``, so ``import numpy`` fails as if it were not installed: a
list). Both must give Law 78B's IMPs, row by row, and refuse the same rows.
"""

from __future__ import annotations

import itertools
import subprocess
import sys
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardscore import ScoreError
from cardscore.duplicate import cross_imps, imps, matchpoints
from tests.duplicate.test_scoring import _law_78b


@pytest.fixture(params=["numpy", "pure"])
def path(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """Which path imps takes for a column: numpy installed, or hidden."""
    if request.param == "numpy":
        pytest.importorskip("numpy")
    else:
        monkeypatch.setitem(sys.modules, "numpy", None)
    return str(request.param)


both_paths = pytest.mark.usefixtures("path")


def as_list(result: object, path: str) -> list[int]:
    """The IMPs as a list of ints, checking the type the path promises."""
    if path == "pure":
        assert isinstance(result, list)
        assert all(type(value) is int for value in result)
        return result
    np = pytest.importorskip("numpy")
    assert isinstance(result, np.ndarray)
    assert result.dtype == np.int32
    assert result.ndim == 1
    values: list[int] = result.tolist()
    return values


# --- D1: every difference, both paths ------------------------------------------------------

DIFFERENCES = list(range(-7600, 7601, 10))


def test_d1_hand_worked_rows(path: str) -> None:
    # D1 (Law 78B): 380 is in the 370-420 step (9), 480 in 430-490 (10), -620 in 600-740.
    got = as_list(imps([380, 480, -620, 0, 10, 20, -20, 4000, -7600]), path)
    assert got == [9, 10, -12, 0, 0, 1, -1, 24, -24]


def test_d1_every_difference_from_minus_7600_to_7600_as_a_list(path: str) -> None:
    got = as_list(imps(DIFFERENCES), path)
    assert got == [_law_78b(difference) for difference in DIFFERENCES]
    assert got == [imps(difference) for difference in DIFFERENCES]


@pytest.mark.parametrize("dtype", ["int16", "int32", "int64", "intp"])
def test_d1_every_difference_from_minus_7600_to_7600_as_arrays(dtype: str) -> None:
    np = pytest.importorskip("numpy")
    got = as_list(imps(np.array(DIFFERENCES, dtype=dtype)), "numpy")
    assert got == [_law_78b(difference) for difference in DIFFERENCES]


@pytest.mark.parametrize("dtype", ["uint16", "uint32", "uint64"])
def test_d1_unsigned_arrays(dtype: str) -> None:
    np = pytest.importorskip("numpy")
    positive = DIFFERENCES[760:]
    got = as_list(imps(np.array(positive, dtype=dtype)), "numpy")
    assert got == [_law_78b(difference) for difference in positive]


def test_a_million_random_multiples_of_ten_both_signs(monkeypatch: pytest.MonkeyPatch) -> None:
    # D1 on 1 M random differences (multiples of 10 from -7,600 to 7,600): the array path
    # equals the scalar imps on every row, and the pure path equals both.
    np = pytest.importorskip("numpy")
    rng = np.random.default_rng(30)
    differences = rng.integers(-760, 761, size=1_000_000, dtype=np.int64) * 10
    assert (differences < 0).any()
    assert (differences > 0).any()
    got = imps(differences).tolist()
    rows = differences.tolist()
    assert got == [imps(difference) for difference in rows]
    monkeypatch.setitem(sys.modules, "numpy", None)
    assert imps(rows) == got


def test_differences_beyond_the_table_and_not_multiples_of_ten(path: str) -> None:
    # D1: each step starts at its lower bound (15 earns 0, 425 earns 9); 4,000 or more is 24,
    # however far past: as the scalar imps.
    rows = [15, 425, -425, 8000, -8000, 10**12, -(10**12), 2**63 - 1, -(2**63), 10**30, -(10**30)]
    assert as_list(imps(rows), path) == [0, 9, -9, 24, -24, 24, -24, 24, -24, 24, -24]
    assert as_list(imps(rows), path) == [imps(row) for row in rows]


def test_extreme_array_values() -> None:
    np = pytest.importorskip("numpy")
    info = np.iinfo(np.int64)
    got = imps(np.array([info.min, info.max, 0], dtype=np.int64)).tolist()
    assert got == [-24, 24, 0]
    assert imps(np.array([np.iinfo(np.uint64).max], dtype=np.uint64)).tolist() == [24]
    # D1: 127 and 128 fall between the 90-120 and 130-160 steps, so earn the lower, 3.
    assert imps(np.array([-128, 127], dtype=np.int8)).tolist() == [-3, 3]


def test_other_columns() -> None:
    np = pytest.importorskip("numpy")
    # A tuple, a strided view, an object array of ints, numpy ints in a list.
    assert imps((380, -620)).tolist() == [9, -12]  # type: ignore[union-attr]
    assert imps(np.arange(0, 200, 10)[::5]).tolist() == [0, 2, 3, 4]  # 0, 50, 100, 150
    assert imps(np.array([380, 10**30], dtype=object)).tolist() == [9, 24]
    assert imps([np.int64(380), np.int16(-620)]).tolist() == [9, -12]  # type: ignore[union-attr]


def test_empty_columns(path: str) -> None:
    assert as_list(imps([]), path) == []


def test_empty_arrays() -> None:
    np = pytest.importorskip("numpy")
    for dtype in ("int64", "float64", "bool"):
        assert as_list(imps(np.array([], dtype=dtype)), "numpy") == []


def test_a_single_int_stays_an_int() -> None:
    assert type(imps(430)) is int
    assert imps(430) == 10


def test_the_lookup_is_made_by_imps_itself() -> None:
    from cardscore.duplicate import _arrays, _results

    table = _arrays.lookup(_results._scalar_imps)
    assert len(table) == 8001
    assert table == tuple(imps(difference) for difference in range(-4000, 4001))


def test_numpy_is_imported_only_when_a_column_is_scored() -> None:
    code = (
        "import sys, cardscore, cardscore.duplicate\n"
        "from cardscore import duplicate\n"
        "duplicate.imps(430); duplicate.matchpoints([90, 0])\n"
        "assert 'numpy' not in sys.modules, 'numpy imported'\n"
        "duplicate.imps([430])\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


# --- Bad rows -------------------------------------------------------------------------------


@both_paths
@pytest.mark.parametrize(
    ("rows", "field", "value"),
    [
        ([10, 20.0, 30], "points[1]", "20.0"),
        ([10, 20, True], "points[2]", "True"),
        (["10", 20], "points[0]", "'10'"),
        ([10, None, "x"], "points[1]", "None"),
        ((0, 0, 0, 1.5), "points[3]", "1.5"),
    ],
)
def test_a_bad_row_is_named(rows: list[object], field: str, value: str) -> None:
    with pytest.raises(ScoreError) as caught:
        imps(rows)  # type: ignore[arg-type]
    assert caught.value.field == field
    assert repr(caught.value.value) == value
    assert "an int (a difference in points)" in str(caught.value)


@pytest.mark.parametrize(
    ("dtype", "value"),
    [("float64", 380.0), ("bool", True), ("U3", "380"), ("float32", 380.0)],
)
def test_arrays_of_the_wrong_dtype_are_refused(dtype: str, value: object) -> None:
    np = pytest.importorskip("numpy")
    with pytest.raises(ScoreError) as caught:
        imps(np.array([value, value], dtype=dtype))
    assert caught.value.field == "points[0]"
    assert caught.value.value == value


def test_arrays_of_other_shapes_are_refused() -> None:
    np = pytest.importorskip("numpy")
    for array in (np.zeros((2, 2), dtype=np.int64), np.int64(5)):
        with pytest.raises(ScoreError) as caught:
            imps(array)
        assert caught.value.field == "points"


@both_paths
@pytest.mark.parametrize("points", [None, 1.5, True, "380", b"380", {380}])
def test_what_is_no_column_is_refused(points: object) -> None:
    with pytest.raises(ScoreError) as caught:
        imps(points)  # type: ignore[call-overload]
    assert caught.value.field == "points"


# --- D2, D3: one board's scores from an array -----------------------------------------------


@pytest.mark.parametrize("dtype", ["int16", "int32", "int64"])
def test_d2_matchpoints_from_an_array_equal_those_from_a_list(dtype: str) -> None:
    np = pytest.importorskip("numpy")
    # D2: +90, 0, -50, -50 earn 6, 4, 1, 1 (2 a win, 1 a tie against each other result).
    scores = np.array([90, 0, -50, -50], dtype=dtype)
    got = matchpoints(scores)
    assert got == (Fraction(6), Fraction(4), Fraction(1), Fraction(1))
    assert all(type(value) is Fraction for value in got)
    assert got == matchpoints([90, 0, -50, -50])
    assert matchpoints(scores, scale="acbl") == matchpoints([90, 0, -50, -50], scale="acbl")
    assert matchpoints(scores, expected=6) == matchpoints([90, 0, -50, -50], expected=6)


def test_d3_cross_imps_from_an_array_equal_those_from_a_list() -> None:
    np = pytest.importorskip("numpy")
    # D3: +90 against 0, -50, -50: 3 + 4 + 4 IMPs, averaged over the 3 others.
    scores = np.array([90, 0, -50, -50], dtype=np.int64)
    assert cross_imps(scores)[0] == Fraction(11, 3)
    assert cross_imps(scores) == cross_imps([90, 0, -50, -50])


def test_a_board_array_of_the_wrong_kind_is_refused() -> None:
    np = pytest.importorskip("numpy")
    with pytest.raises(ScoreError) as caught:
        matchpoints(np.array([90.0, 0.0]))
    assert caught.value.field == "scores"
    with pytest.raises(ScoreError):
        matchpoints(np.zeros((2, 2), dtype=np.int64))
    with pytest.raises(ScoreError):
        matchpoints(np.zeros(10_001, dtype=np.int64))


# --- Properties: odd and monotone over arrays -----------------------------------------------

differences = st.lists(st.integers(-760, 760).map(lambda tens: tens * 10), max_size=50)


@given(differences, st.sampled_from(["numpy", "pure"]))
def test_imps_are_odd_and_monotone_over_columns(rows: list[int], path: str) -> None:
    # D1: imps(-d) = -imps(d), and a larger difference never earns fewer IMPs.
    saved = sys.modules.get("numpy")
    if path == "pure":
        sys.modules["numpy"] = None  # type: ignore[assignment]
    elif saved is None:
        return
    try:
        ordered = sorted(rows)
        got = list(imps(ordered))
        negated = list(imps([-row for row in ordered]))
    finally:
        if saved is None:
            sys.modules.pop("numpy", None)  # not installed: leave it missing, as it was
        else:
            sys.modules["numpy"] = saved
    assert negated == [-value for value in got]
    assert all(low <= high for low, high in itertools.pairwise(got))
    assert got == [imps(row) for row in ordered]
