"""OKbridge's IMP pairs (tests/data/pbn/OKB_v20.pbn) rescored and compared, line by line."""

from __future__ import annotations

from collections import Counter
from decimal import Decimal
from fractions import Fraction
from pathlib import Path

import pytest

from cardscore import duplicate, pbn

OKB = Path(__file__).parent.parent / "data" / "pbn" / "OKB_v20.pbn"


@pytest.fixture(scope="module")
def event() -> pbn.Event:
    return pbn.load(OKB)


def test_okb_is_read_as_a_one_winner_cross_imp_event(event: pbn.Event) -> None:
    assert event.method == "cross-imps"
    assert len(event.boards) == 26
    assert sum(len(board.lines) for board in event.boards) == 2187
    assert not event.ns
    assert not event.ew
    assert len(event.entries) == 172
    assert event.title == "OKbridge Tournament"  # "##OKbridge Tournament": kept from here on
    assert event.pairs_session("okbridge") == event.session("okbridge")


def test_okb_agrees_on_every_imp_ns(event: pbn.Event) -> None:
    found = Counter(
        (item.field, item.agrees) for item in event.compare(duplicate.POLICIES["okbridge"])
    )
    assert found[("IMP_NS", True)] == 2187
    assert found[("IMP_NS", False)] == 0


def test_okb_agrees_on_its_total_table(event: pbn.Event) -> None:
    found = Counter((item.field, item.agrees) for item in event.compare("okbridge"))
    assert found[("MeanScore", True)] == 172
    assert found[("NrBoards", True)] == 172
    assert found[("MeanScore", False)] == found[("NrBoards", False)] == 0


def test_okb_unmarked_adjustment_is_reported_line_by_line(event: pbn.Event) -> None:
    # Board 21, pairs 7 and 42: 3NT by South making 10 tricks, vulnerable, is +630 (B2-B5);
    # the file writes 600 and IMPs every line of the board against 600. cardscore scores
    # what the file scored (every IMP_NS agrees) and says where the line contradicts itself.
    assert event.differences("okbridge") == (
        pbn.Comparison(21, "7-42", "Score_NS", Decimal(600), Decimal(630)),
    )


def test_okb_session_is_a_cardscore_ledger(event: pbn.Event) -> None:
    session = event.session()
    assert isinstance(session, duplicate.PairsSession)
    assert session.played == 26
    assert session.finished
    first = session.ranking[0]
    assert first.pair == "1"
    # needa4th/slverfox: 3.01 IMPs a board over 23 boards, published as rank 1.
    assert first.boards == 23
    assert round(first.total / 23, 2) == Fraction(301, 100)


def test_d3_okb_half_ties_follow_single_precision(event: pbn.Event) -> None:
    # Board 5: 5.625 is an exact single, shown half to even: 5.62 (half up: 5.63).
    # Board 12: -3.525 is the single -3.52500009..., shown -3.53 (half to even: -3.52).
    half_up = {(item.board, item.published) for item in event.differences("exact")}
    assert (5, Decimal("5.62")) in half_up
    half_even = {
        (item.board, item.published)
        for item in event.differences(duplicate.Policy(rounding="half-even"))
    }
    assert (12, Decimal("-3.53")) in half_even
    assert (5, Decimal("5.62")) not in half_even
