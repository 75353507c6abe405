"""PBN 2.1 read by hand-made files: tags, inheritance, tables, each result worked by hand."""

from __future__ import annotations

from decimal import Decimal

import pytest

from cardscore import ScoreError, duplicate, pbn

HEAD = '[Event "Club"]\n[Board "1"]\n[Vulnerable "None"]\n[Dealer "N"]\n'


def table(columns: str, *rows: str) -> str:
    return f'[ScoreTable "{columns}"]\n' + "\n".join(rows) + "\n"


def test_d3_cross_imps_worked_by_hand() -> None:
    # D3: 420, 420, 170, -50. 420 vs 420: 0, vs 170: 250 -> 6, vs -50: 470 -> 10: 16/3.
    # 170 vs each 420: -6 twice, vs -50: 220 -> 6: -6/3 = -2. -50: -10, -10, -6: -26/3.
    text = HEAD + table(
        "PairId_NS;PairId_EW;Contract;Declarer;Result;IMP_NS",
        "1 2 4S N 10 5.33",
        "3 4 4S N 10 5.33",
        "5 6 2S N 10 -2.00",
        "7 8 4S N 9 -8.67",
    )
    event = pbn.loads('[Scoring "IMP"]\n' + text)
    assert event.method == "cross-imps"
    assert [item.computed for item in event.compare()] == [
        Decimal("5.33"),
        Decimal("5.33"),
        Decimal("-2.00"),
        Decimal("-8.67"),
    ]
    assert event.differences() == ()


def test_d2_matchpoints_and_percentages_worked_by_hand() -> None:
    # D2: +90, 0, -50, -50: NS 6, 4, 1, 1 on a top of 6; EW 0, 2, 5, 5. 4 of 6 is 66.67 %.
    text = HEAD + table(
        "PairId_NS;PairId_EW;Score_NS;MP_NS;MP_EW;Percentage_NS",
        "1 2 90 6 0 100.00",
        "3 4 0 4 2 66.67",
        "5 6 -50 1 5 16.67",
        "7 8 -50 1 5 16.67",
    )
    event = pbn.loads('[Scoring "MP"]\n' + text)
    assert event.method == "matchpoints"
    assert event.ns == ("1", "3", "5", "7")
    assert event.differences() == ()
    assert len(event.compare()) == 16


def test_a_wrong_published_number_is_a_difference() -> None:
    text = HEAD + table("PairId_NS;PairId_EW;Score_NS;MP_NS", "1 2 90 1", "3 4 0 0")
    assert (
        pbn.loads(text).differences()
        == (
            pbn.Comparison(1, "1-2", "MP_NS", Decimal(1), Decimal(2)),
            pbn.Comparison(1, "3-4", "MP_NS", Decimal(0), Decimal(0)),
        )[:1]
    )


def test_inheritance_hash_and_double_hash() -> None:
    # "#": the previous game's value; "##x": x here and in every later game leaving it out.
    text = (
        '[Event "##Club"]\n[Board "1"]\n[Scoring "##MP"]\n[Contract "4S"]\n'
        '[Declarer "N"]\n[Result "10"]\n[Table "1"]\n\n'
        '[Event "#"]\n[Board "1"]\n[Contract "4S"]\n[Declarer "N"]\n[Result "9"]\n'
        '[Table "2"]\n'
    )
    event = pbn.loads(text)
    assert event.title == "Club"
    assert event.method == "matchpoints"
    assert [line.score(1) for line in event.boards[0].lines] == [420, -50]


def test_vulnerability_from_the_file_wins_over_the_board_number() -> None:
    # Board 1 is none vulnerable by number; the file says both: 4S= is 620.
    text = '[Board "1"]\n[Vulnerable "All"]\n' + table(
        "PairId_NS;PairId_EW;Contract;Declarer;Result", "1 2 4S N 10", "3 4 4S N 9"
    )
    lines = pbn.loads(text).boards[0].lines
    assert [line.score(1) for line in lines] == [620, -100]


def test_unknown_pairs_named_apart_and_comments_skipped() -> None:
    text = (
        "% PBN 2.1\n{ a\ncomment }\n; note\n"
        + HEAD
        + table("PairId_NS;PairId_EW;Contract;Declarer;Result", "??? 2 4S N 10", "3 ??? Pass - -")
    )
    lines = pbn.loads(text).boards[0].lines
    assert [(line.ns, line.ew) for line in lines] == [("?1", "2"), ("3", "?2")]
    assert lines[1].play == duplicate.Play()


def test_sample_file_with_par_is_read() -> None:
    from pathlib import Path

    event = pbn.load(Path(__file__).parent.parent / "data" / "pbn" / "sample.pbn")
    assert [board.number for board in event.boards] == [17, 11]
    first = event.boards[0]
    assert first.published == (("OptimumScore", Decimal(400)),)
    assert first.tables == "746b5747b55862758627"
    assert first.lines[0].written == 500


@pytest.mark.parametrize(
    "text",
    [
        '[Board "1"\n',
        "[Board 1]\n",
        '[Board "0"]\n[Contract "4S"]\n[Declarer "N"]\n[Result "10"]\n',
        HEAD + table("PairId_NS;PairId_EW;Score_NS", "1 2"),
        HEAD + table("PairId_NS;PairId_EW;Score_NS", "1 2 1e9"),
        HEAD + table("PairId_NS;PairId_EW;Score_NS", "1 2 " + "9" * 70),
        HEAD + table("PairId_NS;PairId_EW;Contract;Declarer;Result", "1 2 4S Q 10"),
        HEAD + table("PairId_NS;PairId_EW;Contract;Declarer;Result", "1 2 4S N 14"),
        '[Board "1"]\n[Vulnerable "sometimes"]\n',
    ],
)
def test_bad_pbn_is_a_score_error(text: str) -> None:
    with pytest.raises(ScoreError):
        pbn.loads(text).compare()
