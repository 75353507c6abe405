"""bridge.scores over columns of deals, and Contract.code (B2–B5 through bridge.score).

Every test of ``scores`` runs twice: with numpy (an int32 array) and with numpy hidden
(``sys.modules["numpy"] = None``, so ``import numpy`` fails as if it were not installed: a
list). Both must give bridge.score's numbers, row by row, and refuse the same rows.
"""

from __future__ import annotations

import itertools
import random
import sys
from typing import TYPE_CHECKING

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardscore import ImpossibleResultError, NotationError, ScoreError, bridge, strategies
from cardscore.bridge import Contract, Doubling, Strain, _contract

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

ALL_CONTRACTS = [
    Contract(level, strain, doubling)
    for level in range(1, 8)
    for strain in Strain
    for doubling in Doubling
]
# All 2,940 cases: every contract × 0..13 tricks × vulnerable or not.
CASES = [
    (contract, tricks, vulnerable)
    for contract in ALL_CONTRACTS
    for tricks in range(14)
    for vulnerable in (False, True)
]
TYPED_STRAIN = {"C": "♣", "D": "d", "H": "♥", "S": "s", "NT": "n"}
TYPED_DOUBLING = {"": "", "X": "x", "XX": " xx"}


def typed(contract: Contract) -> str:
    # The contract as people type it: symbols, lower case, N for notrump, spaces.
    return (
        f"{contract.level}{TYPED_STRAIN[contract.strain.value]}"
        f"{TYPED_DOUBLING[contract.doubling.value]}"
    )


@pytest.fixture(params=["numpy", "pure"])
def path(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """Which path bridge.scores takes: numpy installed, or hidden."""
    if request.param == "numpy":
        pytest.importorskip("numpy")
    else:
        monkeypatch.setitem(sys.modules, "numpy", None)
    return str(request.param)


both_paths = pytest.mark.usefixtures("path")


def as_list(result: object) -> list[int]:
    """The scores as a list of ints, checking the type the path promises."""
    if isinstance(result, list):
        assert all(type(points) is int for points in result)
        return result
    np = pytest.importorskip("numpy")
    assert isinstance(result, np.ndarray)
    assert result.dtype == np.int32
    assert result.ndim == 1
    values: list[int] = result.tolist()
    return values


def expected(rows: Sequence[tuple[Contract | str, int, bool]]) -> list[int]:
    return [bridge.score(contract, tricks, vulnerable=vul) for contract, tricks, vul in rows]


# --- Contract.code ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("1C", 0),  # (1 − 1) × 15 + 0 × 3 + 0
        ("1CX", 1),
        ("1CXX", 2),
        ("1D", 3),
        ("1NT", 12),  # notrump is strain 4
        ("2C", 15),  # the next level starts 15 later
        ("3NT", 42),  # 2 × 15 + 4 × 3
        ("4SX", 55),  # 3 × 15 + 3 × 3 + 1
        ("7NTXX", 104),  # the last
    ],
)
def test_code_worked_examples(text: str, code: int) -> None:
    assert Contract.parse(text).code == code
    assert Contract.from_code(code) == Contract.parse(text)


def test_codes_number_every_contract_once_in_rank_order() -> None:
    codes = [contract.code for contract in ALL_CONTRACTS]
    assert codes == list(range(105))
    for code in range(105):
        contract = Contract.from_code(code)
        assert contract.code == code
        assert str(Contract.parse(str(contract))) == str(contract)


@given(strategies.contracts())
def test_from_code_round_trips(contract: Contract) -> None:
    assert Contract.from_code(contract.code) == contract


@pytest.mark.parametrize(
    ("code", "error"),
    [
        (105, ImpossibleResultError),
        (-1, ImpossibleResultError),
        (10**100, ImpossibleResultError),
        (True, ScoreError),
        (1.0, ScoreError),
        ("5", ScoreError),
        (None, ScoreError),
    ],
)
def test_from_code_refuses_what_is_no_code(code: object, error: type[ScoreError]) -> None:
    with pytest.raises(error) as raised:
        Contract.from_code(code)  # type: ignore[arg-type]
    assert raised.value.field == "code"
    assert raised.value.value is code
    assert "an int from 0 to 104" in str(raised.value)


# --- Every case, every form ---------------------------------------------------------------


@both_paths
def test_hand_worked_rows() -> None:
    # B2–B5, worked by hand: 4SX= vulnerable: 240 trick score + 50 insult + 500 game;
    # 3NT-2 not vulnerable: 2 × 50 down; 7NTXX-13 not vulnerable: 400 + 2 × 400 (2nd, 3rd)
    # + 10 × 600 (4th to 13th) redoubled; 1NTXX+6 vulnerable: 160 + 6 × 400 + 100 + 500.
    result = bridge.scores(
        ["4SX", "3NT", "7NTXX", "1NTXX"],
        [10, 7, 0, 13],
        vulnerable=[True, False, False, True],
    )
    assert as_list(result) == [790, -100, -7000, 3160]


@pytest.mark.parametrize(
    "form",
    ["code", "canonical", "typed", "Contract", "mixed"],
)
@both_paths
def test_every_case_as_lists(form: str) -> None:
    rows = CASES
    contracts: list[int | str | Contract] = [
        (
            contract.code
            if form == "code"
            else str(contract)
            if form == "canonical"
            else typed(contract)
            if form == "typed"
            else contract
            if form == "Contract"
            else (contract.code, str(contract), contract, typed(contract))[index % 4]
        )
        for index, (contract, _, _) in enumerate(rows)
    ]
    tricks = [row[1] for row in rows]
    vulnerable = [row[2] for row in rows]
    assert as_list(bridge.scores(contracts, tricks, vulnerable=vulnerable)) == expected(rows)
    # As tuples, too.
    result = bridge.scores(tuple(contracts), tuple(tricks), vulnerable=tuple(vulnerable))
    assert as_list(result) == expected(rows)


@pytest.mark.parametrize("tricks", range(14))
@pytest.mark.parametrize("vulnerable", [False, True])
@both_paths
def test_one_value_for_every_row(tricks: int, vulnerable: bool) -> None:
    contracts = [str(contract) for contract in ALL_CONTRACTS]
    rows = [(contract, tricks, vulnerable) for contract in ALL_CONTRACTS]
    assert as_list(bridge.scores(contracts, tricks, vulnerable=vulnerable)) == expected(rows)
    # One value for one column, a column for the other.
    column = bridge.scores(contracts, [tricks] * 105, vulnerable=vulnerable)
    assert as_list(column) == expected(rows)
    column = bridge.scores(contracts, tricks, vulnerable=[vulnerable] * 105)
    assert as_list(column) == expected(rows)


@pytest.mark.parametrize(
    "dtype", ["int8", "uint8", "int16", "int32", "int64", "uint64", ">i4", "<u2"]
)
def test_every_case_as_arrays(dtype: str) -> None:
    np = pytest.importorskip("numpy")
    codes = np.array([contract.code for contract, _, _ in CASES], dtype=dtype)
    tricks = np.array([tricks for _, tricks, _ in CASES], dtype=dtype)
    vulnerable = np.array([vul for _, _, vul in CASES])
    assert as_list(bridge.scores(codes, tricks, vulnerable=vulnerable)) == expected(CASES)


def test_every_case_as_other_arrays() -> None:
    np = pytest.importorskip("numpy")
    contracts = [contract for contract, _, _ in CASES]
    tricks = np.array([tricks for _, tricks, _ in CASES])
    vulnerable = np.array([vul for _, _, vul in CASES])
    want = expected(CASES)
    # Text arrays, object arrays of Contracts, of str, of numpy and Python ints.
    for column in (
        np.array([str(contract) for contract in contracts]),
        np.array([typed(contract) for contract in contracts]),
        np.array(contracts, dtype=object),
        np.array([str(contract) for contract in contracts], dtype=object),
        np.array([contract.code for contract in contracts], dtype=object),
        [np.int16(contract.code) for contract in contracts],
    ):
        assert as_list(bridge.scores(column, tricks, vulnerable=vulnerable)) == want
    # Columns of numpy scalars and object arrays for tricks and vulnerable.
    codes = np.array([contract.code for contract in contracts])
    result = bridge.scores(codes, list(tricks), vulnerable=list(vulnerable))
    assert as_list(result) == want
    result = bridge.scores(codes, tricks.astype(object), vulnerable=vulnerable.astype(object))
    assert as_list(result) == want
    # A strided view and numpy scalars as the one value for every row.
    wide = np.repeat(codes, 2)[::2]
    assert as_list(bridge.scores(wide, tricks, vulnerable=vulnerable)) == want
    rows = [(contract, 9, True) for contract in contracts]
    result = bridge.scores(codes, np.int8(9), vulnerable=np.True_)
    assert as_list(result) == expected(rows)


def test_a_column_numpy_reads_as_an_array() -> None:
    # Anything with __array__ (a pandas or Polars Series) is read as the array it holds.
    np = pytest.importorskip("numpy")

    class Column:
        def __init__(self, values: list[int]) -> None:
            self.values = values

        def __array__(self, dtype: object = None, copy: object = None) -> object:
            return np.array(self.values)

        def __len__(self) -> int:
            return len(self.values)

    codes = [contract.code for contract, _, _ in CASES]
    tricks = [tricks for _, tricks, _ in CASES]
    vulnerable = [vul for _, _, vul in CASES]
    result = bridge.scores(Column(codes), Column(tricks), vulnerable=vulnerable)
    assert as_list(result) == expected(CASES)


@both_paths
def test_larger_blocks_than_one() -> None:
    # More rows than one block of the numpy path, ending part way through a block.
    from cardscore import _scores

    rng = random.Random(30)  # noqa: S311 - rows, not secrets
    count = 3 * 2**15 + 17
    rows = [
        (rng.choice(ALL_CONTRACTS), rng.randrange(14), rng.random() < 0.5) for _ in range(count)
    ]
    codes = [contract.code for contract, _, _ in rows]
    result = bridge.scores(codes, [row[1] for row in rows], vulnerable=[row[2] for row in rows])
    table = _scores.table()
    want = [
        table[(code * 14 + tricks) * 2 + vul]
        for code, (_, tricks, vul) in zip(codes, rows, strict=True)
    ]
    assert as_list(result) == want
    assert want[:2940] == expected(rows[:2940])


def test_the_two_paths_agree_on_a_million_random_rows(monkeypatch: pytest.MonkeyPatch) -> None:
    np = pytest.importorskip("numpy")
    rng = np.random.default_rng(30)
    count = 1_000_000
    codes = rng.integers(0, 105, count, dtype=np.int16)
    tricks = rng.integers(0, 14, count, dtype=np.int8)
    vulnerable = rng.integers(0, 2, count).astype(bool)
    fast = bridge.scores(codes, tricks, vulnerable=vulnerable)
    # The rows as bridge.score sees them, scored by it once per distinct row.
    memo: dict[tuple[int, int, bool], int] = {}
    rows = list(zip(codes.tolist(), tricks.tolist(), vulnerable.tolist(), strict=True))
    for row in set(rows):
        code, tricks_taken, vul = row
        memo[row] = bridge.score(Contract.from_code(code), tricks_taken, vulnerable=vul)
    assert len(memo) == 2940
    assert fast.tolist() == [memo[row] for row in rows]
    monkeypatch.setitem(sys.modules, "numpy", None)
    pure = bridge.scores(codes.tolist(), tricks.tolist(), vulnerable=vulnerable.tolist())
    assert pure == fast.tolist()


@given(
    st.lists(
        st.tuples(
            strategies.contracts(),
            st.integers(0, 13),
            st.booleans(),
            st.sampled_from(["code", "str", "typed", "Contract"]),
        ),
        max_size=30,
    ),
    st.sampled_from(["numpy", "pure"]),
)
def test_scores_equal_score_row_by_row(
    rows: list[tuple[Contract, int, bool, str]], which: str
) -> None:
    forms: dict[str, Callable[[Contract], int | str | Contract]] = {
        "code": lambda contract: contract.code,
        "str": str,
        "typed": typed,
        "Contract": lambda contract: contract,
    }
    contracts = [forms[form](contract) for contract, _, _, form in rows]
    tricks = [row[1] for row in rows]
    vulnerable = [row[2] for row in rows]
    saved = sys.modules.get("numpy")
    if which == "pure":
        sys.modules["numpy"] = None  # type: ignore[assignment]
    try:
        result = bridge.scores(contracts, tricks, vulnerable=vulnerable)
    finally:
        if which == "pure":
            if saved is None:
                del sys.modules["numpy"]
            else:
                sys.modules["numpy"] = saved
    want = [
        bridge.score(contract, tricks_taken, vulnerable=vul)
        for contract, tricks_taken, vul, _ in rows
    ]
    assert list(map(int, result)) == want


@both_paths
def test_an_empty_column() -> None:
    assert as_list(bridge.scores([], [], vulnerable=[])) == []
    assert as_list(bridge.scores((), 10, vulnerable=True)) == []


def test_empty_arrays() -> None:
    # No row, so no bad row: even an array of a dtype no row could have gives no score.
    np = pytest.importorskip("numpy")
    for dtype in ("int64", "uint8", "float64"):
        empty = np.array([], dtype=dtype)
        assert as_list(bridge.scores(empty, empty, vulnerable=empty)) == []


@both_paths
def test_any_sequence() -> None:
    # A range is a sequence of codes as good as a list.
    rows = [(Contract.from_code(code), 7, False) for code in range(105)]
    assert as_list(bridge.scores(range(105), 7, vulnerable=False)) == expected(rows)
    rows = [(Contract.from_code(3), tricks, True) for tricks in range(14)]
    assert as_list(bridge.scores([3] * 14, range(14), vulnerable=True)) == expected(rows)


def test_numpy_is_imported_only_when_scores_are() -> None:
    import subprocess

    code = (
        "import sys, cardscore, cardscore.bridge, cardscore.sheet\n"
        "assert 'numpy' not in sys.modules, 'numpy imported'\n"
        "from cardscore import bridge\n"
        "bridge.scores(['4S'], 10, vulnerable=False)\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


# --- Strings are parsed once per distinct value ---------------------------------------------


@both_paths
def test_each_distinct_string_is_parsed_once(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[str] = []
    parse = _contract.parse_contract

    def counted(text: str) -> Contract:
        calls.append(text)
        return parse.__wrapped__(text)

    monkeypatch.setattr(_contract, "parse_contract", counted)
    spellings = ["4SX", "3NT", "4♠x", "3n", "7NTXX"]
    contracts = [spellings[index % 5] for index in range(10_000)]
    result = bridge.scores(contracts, 10, vulnerable=False)
    assert len(as_list(result)) == 10_000
    assert sorted(calls) == sorted(spellings)


# --- Bad rows -------------------------------------------------------------------------------


def _refused(contracts: object, tricks: object, vulnerable: object) -> ScoreError:
    with pytest.raises(ScoreError) as raised:
        bridge.scores(contracts, tricks, vulnerable=vulnerable)  # type: ignore[call-overload]
    return raised.value


@pytest.mark.parametrize(
    ("contracts", "tricks", "vulnerable", "field", "value", "error"),
    [
        # A code outside 0..104, a contract that does not parse, a value of no contract type.
        ([0, 105, 1], 9, True, "contracts[1]", 105, ImpossibleResultError),
        ([0, -1, 1], 9, True, "contracts[1]", -1, ImpossibleResultError),
        ([0, 10**30], 9, True, "contracts[1]", 10**30, ImpossibleResultError),
        (["4S", "4SXXX"], 9, True, "contracts[1]", "4SXXX", NotationError),
        (["4S", "pass"], 9, True, "contracts[1]", "pass", NotationError),
        (["4S", "8S"], 9, True, "contracts[1]", "8S", NotationError),
        (["4S", "4" * 100], 9, True, "contracts[1]", "4" * 100, NotationError),
        ([1, True], 9, True, "contracts[1]", True, ScoreError),
        ([1, 2.0], 9, True, "contracts[1]", 2.0, ScoreError),
        ([1, None], 9, True, "contracts[1]", None, ScoreError),
        ([1, [1]], 9, True, "contracts[1]", [1], ScoreError),
        ([1, b"4S"], 9, True, "contracts[1]", b"4S", ScoreError),
        # Tricks outside 0..13, or not an int.
        ([1, 2, 3], [9, 14, 9], True, "tricks[1]", 14, ImpossibleResultError),
        ([1, 2, 3], [9, -1, 9], True, "tricks[1]", -1, ImpossibleResultError),
        ([1, 2, 3], [9, 10**30, 9], True, "tricks[1]", 10**30, ImpossibleResultError),
        ([1, 2, 3], [9, True, 9], True, "tricks[1]", True, ScoreError),
        ([1, 2, 3], [9, 9.0, 9], True, "tricks[1]", 9.0, ScoreError),
        ([1, 2, 3], [9, "9", 9], True, "tricks[1]", "9", ScoreError),
        ([1, 2, 3], 14, True, "tricks", 14, ImpossibleResultError),
        ([1, 2, 3], True, True, "tricks", True, ScoreError),
        ([1, 2, 3], 9.0, True, "tricks", 9.0, ScoreError),
        ([1, 2, 3], "9", True, "tricks", "9", ScoreError),
        ([1, 2, 3], None, True, "tricks", None, ScoreError),
        # Flags that are not bools.
        ([1, 2], 9, [True, 1], "vulnerable[1]", 1, ScoreError),
        ([1, 2], 9, [True, "yes"], "vulnerable[1]", "yes", ScoreError),
        ([1, 2], 9, [True, None], "vulnerable[1]", None, ScoreError),
        ([1, 2], 9, 1, "vulnerable", 1, ScoreError),
        ([1, 2], 9, "NS", "vulnerable", "NS", ScoreError),
        ([1, 2], 9, None, "vulnerable", None, ScoreError),
    ],
)
@both_paths
def test_a_bad_row_is_named(  # noqa: PLR0917 - the columns of the table above
    contracts: object,
    tricks: object,
    vulnerable: object,
    field: str,
    value: object,
    error: type[ScoreError],
) -> None:
    refused = _refused(contracts, tricks, vulnerable)
    assert type(refused) is error
    assert refused.field == field
    assert refused.value == value
    assert type(refused.value) is type(value)
    assert str(refused).startswith(f"{field}: ")


@both_paths
def test_the_first_bad_row_is_named() -> None:
    # Rows 5 (tricks), 3 (vulnerable) and 7 (contract) are bad: row 3 is named.
    contracts = ["4S"] * 10
    contracts[7] = "4Z"
    tricks = [10] * 10
    tricks[5] = 14
    vulnerable: list[object] = [False] * 10
    vulnerable[3] = "no"
    refused = _refused(contracts, tricks, vulnerable)
    assert (refused.field, refused.value) == ("vulnerable[3]", "no")
    # At one row, the contract comes first, then the tricks, then the vulnerability.
    contracts[3] = "4Z"
    tricks[3] = 99
    refused = _refused(contracts, tricks, vulnerable)
    assert (refused.field, refused.value) == ("contracts[3]", "4Z")
    contracts[3] = "4S"
    refused = _refused(contracts, tricks, vulnerable)
    assert (refused.field, refused.value) == ("tricks[3]", 99)
    # The first of several bad contracts, however many distinct values are bad.
    refused = _refused(["4S", "9Z", 3, 200, "9Z"], 10, False)
    assert (refused.field, refused.value) == ("contracts[1]", "9Z")
    refused = _refused(["4S", 3, 200, "9Z", 1.0], 10, False)
    assert (refused.field, refused.value) == ("contracts[2]", 200)


@pytest.mark.parametrize(
    ("contracts", "tricks", "vulnerable", "field"),
    [
        ([1, 2], [9], True, "tricks"),
        ([1, 2], [9, 9, 9], True, "tricks"),
        ([1, 2], 9, [True], "vulnerable"),
        ([], [9], True, "tricks"),
    ],
)
@both_paths
def test_columns_of_other_lengths_are_refused(
    contracts: object, tricks: object, vulnerable: object, field: str
) -> None:
    refused = _refused(contracts, tricks, vulnerable)
    assert refused.field == field
    assert "the length of contracts" in str(refused)


@pytest.mark.parametrize(
    "contracts",
    ["4S", b"4S", 55, None, {"4S": 1}, iter(["4S"]), Contract.parse("4S")],
)
@both_paths
def test_contracts_must_be_a_column(contracts: object) -> None:
    refused = _refused(contracts, 10, False)
    assert refused.field == "contracts"
    assert "one-dimensional array or sequence" in str(refused)


@both_paths
def test_no_partial_result() -> None:
    # The last row is bad: nothing is returned, whatever the rows before.
    contracts = ["4S"] * 2**17 + ["4Z"]
    refused = _refused(contracts, 10, False)
    assert refused.field == f"contracts[{2**17}]"


# --- Bad arrays ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("column", "dtype", "field", "value", "error"),
    [
        # Counts are ints, flags bools: an array of another dtype is refused at its first row.
        ("contracts", "float64", "contracts[0]", 55.0, ScoreError),
        ("contracts", "bool", "contracts[0]", True, ScoreError),
        ("contracts", "complex128", "contracts[0]", 55 + 0j, ScoreError),
        ("contracts", "S4", "contracts[0]", b"55", ScoreError),
        ("tricks", "float32", "tricks[0]", 10.0, ScoreError),
        ("tricks", "bool", "tricks[0]", True, ScoreError),
        ("tricks", "U2", "tricks[0]", "10", ScoreError),
        ("vulnerable", "int64", "vulnerable[0]", 1, ScoreError),
        ("vulnerable", "float64", "vulnerable[0]", 1.0, ScoreError),
        ("vulnerable", "U4", "vulnerable[0]", "True", ScoreError),
    ],
)
def test_arrays_of_the_wrong_dtype_are_refused(
    column: str, dtype: str, field: str, value: object, error: type[ScoreError]
) -> None:
    np = pytest.importorskip("numpy")
    columns: dict[str, object] = {
        "contracts": np.array([55, 42]),
        "tricks": np.array([10, 9]),
        "vulnerable": np.array([True, False]),
    }
    columns[column] = np.array(
        {"contracts": [55, 42], "tricks": [10, 9], "vulnerable": [True, False]}[column]
        if dtype[0] not in "SU"
        else {"contracts": ["55", "42"], "tricks": ["10", "9"], "vulnerable": ["True", "x"]}[
            column
        ]
    ).astype(dtype)
    refused = _refused(columns["contracts"], columns["tricks"], columns["vulnerable"])
    assert type(refused) is error
    assert (refused.field, refused.value) == (field, value)
    assert type(refused.value) is type(value)


@pytest.mark.parametrize("dtype", ["int8", "uint8", "int64", "uint64", ">i2"])
def test_integer_arrays_out_of_range(dtype: str) -> None:
    np = pytest.importorskip("numpy")
    codes = np.array([1, 2, 3, 4], dtype=dtype)
    tricks = np.array([9, 9, 9, 9], dtype=dtype)
    bad_code = 105 if dtype[-1] != "8" or dtype[0] == "u" else 127
    codes[2] = bad_code
    refused = _refused(codes, tricks, True)
    assert type(refused) is ImpossibleResultError
    assert (refused.field, refused.value) == ("contracts[2]", bad_code)
    assert type(refused.value) is int
    codes[2] = 3
    tricks[1] = 14
    refused = _refused(codes, tricks, True)
    assert (refused.field, refused.value) == ("tricks[1]", 14)
    if dtype[0] != "u":
        tricks[1] = -1
        refused = _refused(codes, tricks, True)
        assert (refused.field, refused.value) == ("tricks[1]", -1)
        tricks[1] = 9
        codes[3] = -1
        refused = _refused(codes, tricks, True)
        assert (refused.field, refused.value) == ("contracts[3]", -1)


def test_arrays_of_other_shapes_are_refused() -> None:
    np = pytest.importorskip("numpy")
    square = np.zeros((2, 2), dtype=np.int64)
    assert _refused(square, 10, False).field == "contracts"
    assert _refused(np.int64(4), 10, False).field == "contracts"
    # A 0-d array is one row now (issue 43: tests/hostile/test_columns.py).
    assert _refused([1, 2], square, False).field == "tricks"
    assert _refused([1, 2], 10, np.zeros((2, 1), dtype=bool)).field == "vulnerable"
    assert _refused(np.array([1, 2]), np.array([1, 2, 3]), False).field == "tricks"
    assert _refused(np.array([1, 2]), 3, np.array([True])).field == "vulnerable"


def test_a_column_numpy_cannot_read_is_refused() -> None:
    pytest.importorskip("numpy")

    class Broken:
        def __array__(self, dtype: object = None, copy: object = None) -> object:
            raise RuntimeError

        def __len__(self) -> int:
            return 1

    assert _refused(Broken(), 10, False).field == "contracts"
    assert _refused([1], Broken(), False).field == "tricks"


def test_the_table_is_made_by_score_and_read_only() -> None:
    np = pytest.importorskip("numpy")
    from cardscore import _scores, _scores_numpy

    table = _scores_numpy.table()
    assert table.dtype == np.int32
    assert table.shape == (2940,)
    assert not table.flags.writeable
    assert table.tolist() == list(_scores.table())
    assert _scores_numpy.table() is table
    want = [
        bridge.score(contract, tricks, vulnerable=vul)
        for contract, tricks, vul in itertools.product(ALL_CONTRACTS, range(14), (False, True))
    ]
    assert list(_scores.table()) == want
    # A result is the caller's: writing to it leaves the table as it was.
    result = bridge.scores([0], 7, vulnerable=False)
    result[0] = 1
    assert _scores_numpy.table()[14] == 70


# --- Said in every language -------------------------------------------------------------------


@both_paths
@pytest.mark.parametrize(
    ("contracts", "tricks", "vulnerable"),
    [
        (["4S", "4SXXX"], 10, False),
        (["4S", 2.0], 10, False),
        ([1, 200], 10, False),
        ([1, 2], [10, 14], False),
        ([1, 2], [10, 9.0], False),
        ([1, 2], [10, 9], [True, 1]),
        ([1, 2], [10], False),
        ("4S", 10, False),
        ([1], "10", False),
        ([1], 10, "yes"),
    ],
)
def test_every_refusal_is_said_in_pseudo_finnish(
    contracts: object, tricks: object, vulnerable: object
) -> None:
    from cardscore import i18n
    from tests.pseudo import english_left, pseudo

    refused = _refused(contracts, tricks, vulnerable)
    with pseudo():
        said = i18n.message(refused)
    # The field names a parameter and a row (contracts[1]): code, not words.
    assert english_left(said.replace(refused.field, "")) == []
