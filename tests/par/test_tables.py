"""The table's four orders, PBN's two forms, and the boards of a real PBN file (P1)."""

from __future__ import annotations

import pytest

from cardscore import ScoreError, bridge, par
from cardscore.errors import NotationError
from tests.par._data import DATA
from tests.work import assert_refused_by_length

# Board 17 of sample.pbn: DoubleDummyTricks "746b5747b55862758627" (N S E W × NT S H D C).
BOARD_17 = "746b5747b55862758627"


def test_p1_double_dummy_tricks_order() -> None:
    table = par.Table.from_pbn(BOARD_17)
    # North: NT 7, S 4, H 6, D 11, C 5; South: 7 4 7 11 5; East and West: 5 8 6 2 7.
    assert [table.tricks("N", strain) for strain in ("NT", "S", "H", "D", "C")] == [7, 4, 6, 11, 5]
    assert [table.tricks("S", strain) for strain in ("NT", "S", "H", "D", "C")] == [7, 4, 7, 11, 5]
    assert [table.tricks("E", strain) for strain in ("NT", "S", "H", "D", "C")] == [5, 8, 6, 2, 7]
    assert table.to_dds() == [
        [4, 8, 4, 8],
        [6, 6, 7, 6],
        [11, 2, 11, 2],
        [5, 7, 5, 7],
        [7, 5, 7, 5],
    ]
    assert table.to_pbn() == BOARD_17


def test_p1_dds_order_is_strains_by_hands() -> None:
    rows = [[5, 8, 5, 8], [6, 6, 6, 6], [5, 7, 5, 7], [7, 5, 7, 5], [6, 6, 6, 6]]
    table = par.Table.from_dds(rows)
    assert table.tricks("E", "S") == 8  # row S, column E
    assert table.tricks("N", "C") == 7  # row C, column N
    assert table.tricks("w", bridge.Strain.HEARTS) == 6
    assert par.Table(rows) == table
    assert table.cells[:4] == (5, 8, 5, 8)


def test_p1_optimum_result_table_rows() -> None:
    pairs = [(seat, strain) for seat in "NESW" for strain in ("NT", "S", "H", "D", "C")]
    lines = [f"{seat}  {strain} {n % 14:2}" for n, (seat, strain) in enumerate(pairs)]
    table = par.Table.from_pbn("\n".join(lines))
    assert table.tricks("N", "NT") == 0
    assert table.tricks("W", "C") == 19 % 14
    tagged = '[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]\n' + "\n".join(lines)
    assert par.Table.from_pbn(tagged) == table


def test_sample_pbn_boards_give_their_optimum_score() -> None:
    # Each board's OptimumScore, from its own DoubleDummyTricks, dealer and vulnerability.
    text = (DATA / "par" / "sample.pbn").read_text(encoding="utf-8")
    boards = [board for board in text.split("\n\n") if "[Board" in board]
    assert len(boards) == 2
    for board in boards:
        tags = dict(
            line[1:-1].split(" ", 1) for line in board.splitlines() if line.startswith("[")
        )
        table = par.Table.from_pbn(board)
        assert table == par.Table.from_pbn(tags["DoubleDummyTricks"].strip('"'))
        result = par.par(
            table,
            vulnerable=tags["Vulnerable"].strip('"'),
            dealer=tags["Dealer"].strip('"'),
        )
        assert f"NS {result.score:+d}" == tags["OptimumScore"].strip('"')


def test_sample_pbn_rows_are_refused_when_they_name_half_the_declarers() -> None:
    # sample.pbn's OptimumResultTable lists North and West only: South and East are missing.
    text = (DATA / "par" / "sample.pbn").read_text(encoding="utf-8")
    board = text.split("\n\n")[0]
    rows = board[board.index("[OptimumResultTable") : board.index("[OptimumScore")]
    with pytest.raises(ScoreError, match="every declarer and strain"):
        par.Table.from_pbn(rows)


def test_from_dict() -> None:
    pairs = {(seat, strain): 7 for seat in "NESW" for strain in ("C", "D", "H", "S", "NT")}
    pairs["S", "NT"] = 9
    table = par.Table.from_dict(pairs)
    assert table.tricks("S", "NT") == 9
    assert table.tricks("N", "NT") == 7


@pytest.mark.parametrize(
    ("rows", "field"),
    [
        ([[7] * 4] * 4, "rows"),
        ([[7] * 4] * 6, "rows"),
        ([[7] * 4] * 4 + [[7] * 3], "rows[4]"),
        ([[7] * 4] * 4 + [[7, 7, 7, 14]], "rows[4][3]"),
        ([[7] * 4] * 4 + [[7, 7, -1, 7]], "rows[4][2]"),
        ([[7] * 4] * 4 + [[7, 7, 7, 7.0]], "rows[4][3]"),
        ([[7] * 4] * 4 + [[7, 7, 7, True]], "rows[4][3]"),
        ("7" * 20, "rows"),
        (None, "rows"),
    ],
)
def test_bad_dds_rows_are_named(rows: object, field: str) -> None:
    with pytest.raises(ScoreError) as caught:
        par.Table.from_dds(rows)
    assert caught.value.field == field


@pytest.mark.parametrize(
    "text",
    [
        "7" * 19,
        "7" * 21,
        "7" * 19 + "e",
        "7" * 19 + "g",
        "N NT 7",
        "N NT 7\nN NT 7",
        "N XX 7",
        "Q NT 7",
        "N NT seven",
        "N NT 14",
        "N NT 007",
        "N NT ７",
        '[DoubleDummyTricks "123',
        '[DoubleDummyTricks "123"]',
        "",
        b"7" * 20,
        7,
    ],
)
def test_bad_pbn_is_refused(text: object) -> None:
    with pytest.raises(ScoreError) as caught:
        par.Table.from_pbn(text)  # type: ignore[arg-type]
    assert caught.value.field == "text"


@pytest.mark.parametrize(
    "pairs",
    [
        {},
        {("N", "NT"): 7},
        {("N", "NT"): 7, ("n", "N"): 7},
        {("N",): 7},
        {"NNT": 7},
        {("X", "NT"): 7},
        {("N", "X"): 7},
        {("N", 4): 7},
        [(("N", "NT"), 7)],
    ],
)
def test_bad_dicts_are_refused(pairs: object) -> None:
    with pytest.raises(ScoreError):
        par.Table.from_dict(pairs)  # type: ignore[arg-type]


def test_a_dict_with_one_pair_too_many_is_refused() -> None:
    pairs: dict[object, object] = {
        (seat, strain): 7 for seat in "NESW" for strain in ("C", "D", "H", "S", "NT")
    }
    pairs["N", "X"] = 7
    with pytest.raises(ScoreError):
        par.Table.from_dict(pairs)  # type: ignore[arg-type]


def test_bad_lookups_are_refused() -> None:
    table = par.Table.from_pbn(BOARD_17)
    with pytest.raises(ScoreError) as caught:
        table.tricks("X", "S")
    assert caught.value.field == "declarer"
    with pytest.raises(NotationError) as caught:
        table.tricks("N", "Z")
    assert caught.value.field == "strain"
    with pytest.raises(ScoreError):
        table.tricks("N", 3)  # type: ignore[arg-type]


def test_long_pbn_text_is_refused_by_its_length_before_reading() -> None:
    assert_refused_by_length(par.Table.from_pbn, lambda n: "N NT 7\n" * (n // 7 + 1), short=5_000)
    with pytest.raises(NotationError, match="at most 4000 characters"):
        par.Table.from_pbn("7" * 4_001)


def test_a_whole_board_without_the_tag_is_read_for_its_rows() -> None:
    rows = "\n".join(
        f"{seat} {strain} 7" for seat in "NESW" for strain in ("NT", "S", "H", "D", "C")
    )
    board = (
        '[Board "1"]\n[Auction "N"]\n1NT Pass Pass Pass\n'
        '[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]\n'
        f'% the rows\n\n{rows}\n[OptimumScore "NS +90"]\n[Play "E"]\nS2 S3 S4 S5\n*'
    )
    table = par.Table.from_pbn(board)
    assert table == par.Table.from_dds([[7] * 4] * 5)
    assert par.par(table, vulnerable="None", dealer="N").score == 90


def test_par_refuses_what_is_not_a_table() -> None:
    with pytest.raises(ScoreError) as caught:
        par.par([[7] * 4] * 5, vulnerable="none", dealer="N")  # type: ignore[arg-type]
    assert caught.value.field == "table"


def test_par_shows_as_code_and_adds_up() -> None:
    table = par.Table.from_pbn(BOARD_17)
    result = par.par(table, vulnerable="none", dealer="N")
    assert (
        repr(result)
        == "par.par(Table.from_pbn('746b5747b55862758627'), vulnerable='none', dealer='N')"
    )
    assert result.totals == {"NS": 400, "EW": -400}
    assert str(result) == "NS +400: 5D-NS"


@pytest.mark.parametrize(
    ("args", "field"),
    [
        ((8, "S", "NS"), "level"),
        ((4, "X", "NS"), "strain"),
        ((4, "S", "NE"), "declarers"),
        ((4, "S", "NS", 1), "doubled"),
        ((4, "S", "NS", False, 7), "result"),
        ((7, "S", "NS", False, 1), "result"),
        ((1, "S", "NS", True, -8), "result"),
    ],
)
def test_a_par_contract_is_checked(args: tuple[object, ...], field: str) -> None:
    with pytest.raises(ScoreError) as caught:
        par.ParContract(*args)
    assert caught.value.field == field


def test_a_par_contract_reads_its_strain() -> None:
    contract = par.ParContract(3, "NT", "EW", doubled=True, result=-2)
    assert str(contract) == "3N*-EW-2"
    assert contract.tricks == 7
