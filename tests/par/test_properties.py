"""Invariants of par: the column function equals the scalar one, and par's own shape."""

from __future__ import annotations

import sys

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardscore import bridge, par

VULNERABLE = ("none", "ns", "ew", "both")
SEATS = ("N", "E", "S", "W")

cells = st.lists(st.integers(0, 13), min_size=20, max_size=20)


def _rows(numbers: list[int]) -> list[list[int]]:
    return [numbers[row * 4 : row * 4 + 4] for row in range(5)]


@st.composite
def realistic(draw: st.DrawFn) -> list[int]:
    # Tables as deals give them: a side's tricks and the other side's add up to about 13.
    numbers: list[int] = []
    for _ in range(5):
        north, east = draw(st.integers(0, 13)), draw(st.integers(0, 13))
        south = max(0, min(13, north + draw(st.integers(-1, 1))))
        west = max(0, min(13, 13 - north + draw(st.integers(-1, 1))))
        east = max(0, min(13, west + draw(st.integers(-1, 1)))) if east % 2 else west
        numbers += [north, east, south, west]
    return numbers


tables = st.one_of(cells, realistic())


@given(
    st.lists(st.tuples(tables, st.sampled_from(VULNERABLE), st.sampled_from(SEATS)), max_size=40)
)
def test_scores_equal_par_row_by_row(rows: list[tuple[list[int], str, str]]) -> None:
    np = pytest.importorskip("numpy")
    array = np.array([_rows(numbers) for numbers, _, _ in rows], dtype=np.int8).reshape(-1, 5, 4)
    got = par.scores(array, vulnerable=[v for _, v, _ in rows], dealer=[d for _, _, d in rows])
    want = [
        par.par(par.Table.from_dds(_rows(numbers)), vulnerable=vul, dealer=dealer).score
        for numbers, vul, dealer in rows
    ]
    assert got.dtype == np.int32
    assert got.tolist() == want


@given(st.lists(tables, max_size=10), st.sampled_from(VULNERABLE), st.sampled_from(SEATS))
def test_the_pure_path_equals_par(rows: list[list[int]], vul: str, dealer: str) -> None:
    saved = sys.modules.get("numpy")
    sys.modules["numpy"] = None  # type: ignore[assignment]
    try:
        got = par.scores([par.Table.from_dds(_rows(numbers)) for numbers in rows],
                         vulnerable=vul, dealer=dealer)  # fmt: skip
    finally:
        if saved is None:
            del sys.modules["numpy"]
        else:
            sys.modules["numpy"] = saved
    assert isinstance(got, list)
    assert got == [
        par.par(par.Table.from_dds(_rows(numbers)), vulnerable=vul, dealer=dealer).score
        for numbers in rows
    ]


@given(tables, st.sampled_from(VULNERABLE), st.sampled_from(SEATS))
def test_par_is_what_its_contracts_score(numbers: list[int], vul: str, dealer: str) -> None:
    table = par.Table.from_dds(_rows(numbers))
    result = par.par(table, vulnerable=vul, dealer=dealer)
    vulnerable = {"NS": vul in {"ns", "both"}, "EW": vul in {"ew", "both"}}
    if not result.contracts:
        assert result.score == 0
    for contract in result.contracts:
        # Each contract scores par for its declaring side, taking the tricks it says,
        # which its declarers do take; never redoubled (P2).
        assert contract.contract.doubling is not bridge.Doubling.REDOUBLED
        points = bridge.score(
            contract.contract, contract.tricks, vulnerable=vulnerable[contract.side]
        )
        assert (points if contract.side == "NS" else -points) == result.score
        for seat in contract.declarers if len(contract.declarers) == 1 else ():
            assert table.tricks(seat, contract.strain) == contract.tricks
    assert sum(item.points for item in result.items if item.who == "NS") == result.score
    assert sum(item.points for item in result.items if item.who == "EW") == -result.score


@given(tables)
def test_tables_round_trip(numbers: list[int]) -> None:
    table = par.Table.from_dds(_rows(numbers))
    assert par.Table.from_pbn(table.to_pbn()) == table
    assert par.Table.from_dds(table.to_dds()) == table
    pairs = {(seat, strain): table.tricks(seat, strain) for seat in SEATS for strain in "CDHS"}
    pairs.update({(seat, "NT"): table.tricks(seat, "NT") for seat in SEATS})
    assert par.Table.from_dict(pairs) == table
    assert eval(repr(table), {"Table": par.Table}) == table  # noqa: S307


@pytest.mark.slow
def test_scores_equal_par_on_100000_random_tables() -> None:
    np = pytest.importorskip("numpy")
    rng = np.random.default_rng(40)
    count = 100_000
    uniform = rng.integers(0, 14, size=(count // 2, 5, 4))
    north = rng.integers(0, 14, size=(count // 2, 5, 1))
    east = 13 - north
    noise = rng.integers(-1, 2, size=(count // 2, 5, 4))
    dealt = np.clip(np.concatenate([north, east, north, east], axis=2) + noise, 0, 13)
    array = np.concatenate([uniform, dealt])
    vulnerable = rng.choice(np.array(VULNERABLE), size=count)
    dealer = rng.choice(np.array(SEATS), size=count)
    got = par.scores(array, vulnerable=vulnerable, dealer=dealer)
    for index in range(count):
        table = par.Table.from_dds(array[index])
        want = par.par(table, vulnerable=str(vulnerable[index]), dealer=str(dealer[index]))
        assert got[index] == want.score, index
