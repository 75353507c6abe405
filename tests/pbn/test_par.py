"""Par where a PBN file has a double-dummy table, beside its ``OptimumScore``."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

from cardscore import pbn

SAMPLE = Path(__file__).parent.parent / "data" / "pbn" / "sample.pbn"


def test_sample_par_agrees_with_optimum_score() -> None:
    # endplay's sample: board 17 par NS +400, board 11 NS +90, from DoubleDummyTricks.
    compared = pbn.load(SAMPLE).compare()
    assert [(item.board, item.field, item.published, item.computed) for item in compared] == [
        (17, "OptimumScore", Decimal(400), Decimal(400)),
        (11, "OptimumScore", Decimal(90), Decimal(90)),
    ]


def rows(digits: str) -> str:
    """``DoubleDummyTricks``'s 20 digits (N S E W, each NT S H D C) as table rows."""
    cells = [
        f"{seat} {strain} {int(digit, 16)}"
        for (seat, strain), digit in zip(
            ((seat, strain) for seat in "NSEW" for strain in ("NT", "S", "H", "D", "C")),
            digits,
            strict=True,
        )
    ]
    return "\n".join(cells) + "\n"


def test_par_from_the_optimum_result_table_alone() -> None:
    text = '[Board "17"]\n[Dealer "N"]\n[Vulnerable "-"]\n[OptimumScore "NS +400"]\n'
    text += '[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]\n'
    event = pbn.loads(text + rows("746b5747b55862758627"))
    assert event.compare() == (
        pbn.Comparison(17, "par", "OptimumScore", Decimal(400), Decimal(400)),
    )


def test_a_table_listing_one_hand_of_a_side_is_reported_not_guessed() -> None:
    # sample.pbn's OptimumResultTable lists North and West only; South's hearts differ
    # from North's in its DoubleDummyTricks (7 and 6): the par is not guessed.
    text = SAMPLE.read_text(encoding="utf-8")
    without = "\n".join(line for line in text.splitlines() if "DoubleDummyTricks" not in line)
    assert pbn.loads(without).differences() == (
        pbn.Comparison(17, "par", "OptimumScore", Decimal(400), None),
        pbn.Comparison(11, "par", "OptimumScore", Decimal(90), None),
    )


def test_a_wrong_optimum_score_is_a_difference() -> None:
    text = SAMPLE.read_text(encoding="utf-8").replace('"NS +400"', '"NS +420"')
    assert pbn.loads(text).differences() == (
        pbn.Comparison(17, "par", "OptimumScore", Decimal(420), Decimal(400)),
    )
    ew = SAMPLE.read_text(encoding="utf-8").replace('"NS +90"', '"EW -90"')
    assert pbn.loads(ew).differences() == ()


def test_optimum_score_without_a_table_is_not_compared() -> None:
    text = '[Board "1"]\n[OptimumScore "NS 100"]\n[Contract "4S"]\n[Declarer "N"]\n[Result "10"]\n'
    assert pbn.loads(text).compare() == ()


def test_a_bad_table_is_reported() -> None:
    text = SAMPLE.read_text(encoding="utf-8").replace(
        "746b5747b55862758627", "zz6b5747b55862758627"
    )
    assert [item.computed for item in pbn.loads(text).differences()] == [None]
