"""A Compscore3 club session (tests/data/usebio/club-session-rookie.xml), rescored."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from pathlib import Path

import attrs
import pytest

from cardscore import duplicate, usebio

ROOKIE = Path(__file__).parent.parent / "data" / "usebio" / "club-session-rookie.xml"


@pytest.fixture(scope="module")
def event() -> usebio.Event:
    return usebio.load(ROOKIE)


def test_rookie_is_a_two_winner_matchpointed_session(event: usebio.Event) -> None:
    assert event.method == "matchpoints"
    assert len(event.boards) == 24
    assert len(event.ns) == len(event.ew) == 8
    assert sum(len(board.lines) for board in event.boards) == 134


def test_rookie_agrees_on_everything_under_compscore(event: usebio.Event) -> None:
    found = Counter((item.field, item.agrees) for item in event.compare("compscore"))
    assert found == {
        ("SCORE", True): 134,
        ("NS_MATCH_POINTS", True): 134,
        ("EW_MATCH_POINTS", True): 134,
        ("TOTAL_SCORE", True): 16,
        ("PERCENTAGE", True): 16,
        ("PLACE", True): 16,
    }
    assert event.differences(duplicate.POLICIES["compscore"]) == ()


def test_d2_neuberg_and_scaling_worked_by_hand(event: usebio.Event) -> None:
    # 1NS played 15 boards; the largest traveller has 6 results (top 10). A board of 5
    # results: MP' = (MP + 1) x 6/5 - 1; of 4: x 6/4. Its Neuberg total is 58.2, scaled to
    # the 17 boards most NS pairs played: 58.2 x 17/15 = 65.96; 65.96 / 170 = 38.80 %.
    found = {
        (item.line, item.field): item for item in event.compare("compscore") if item.board is None
    }
    assert found[("1NS", "TOTAL_SCORE")].computed == Fraction(6596, 100)
    assert str(found[("1NS", "PERCENTAGE")].computed) == "38.80"


def test_rookie_without_the_policy_says_where_it_differs(event: usebio.Event) -> None:
    # Without Neuberg and scaling, every pair's total differs from Compscore's.
    fields = Counter(item.field for item in event.differences("exact"))
    assert fields == {"TOTAL_SCORE": 16, "PERCENTAGE": 16}


def test_compscore_rounds_half_to_even(event: usebio.Event) -> None:
    # 8EW: 64.4 x 17/16 = 68.425, published 68.42 (half up would be 68.43).
    half_up = duplicate.Policy(
        neuberg=True, scale_missed=True, board_decimals=1, rounding="half-up"
    )
    assert [(item.line, str(item.computed)) for item in event.differences(half_up)] == [
        ("8EW", "68.43")
    ]


def test_rookie_session_ledger(event: usebio.Event) -> None:
    session = event.session("compscore")
    assert isinstance(session, duplicate.PairsSession)
    assert session.expected == 6
    assert session.played == 24
    assert [standing.pair for standing in session.ranking if standing.place == 1] == [
        "2NS",
        "5EW",
    ]


def test_unmarked_adjustment_is_reported_line_by_line(event: usebio.Event) -> None:
    # Board 1, 1NS v 1EW: +50 scores 6 and 4 of 10. Say the director split the score
    # (NS 7, EW 5) and the file publishes it unmarked: those two figures are reported,
    # every other line still agrees, nothing is changed, and an override names the split.
    text = ROOKIE.read_text(encoding="utf-8")
    line = "<NS_MATCH_POINTS>6</NS_MATCH_POINTS>\n    <EW_MATCH_POINTS>4</EW_MATCH_POINTS>"
    assert line in text
    adjusted = usebio.loads(
        text.replace(line, line.replace(">6<", ">7<").replace(">4<", ">5<"), 1)
    )
    differing = [
        (item.board, item.line, item.field, str(item.published), str(item.computed))
        for item in adjusted.differences("compscore")
        if item.board is not None
    ]
    assert differing == [
        (1, "1NS-1EW", "NS_MATCH_POINTS", "7", "6"),
        (1, "1NS-1EW", "EW_MATCH_POINTS", "5", "4"),
    ]
    split = attrs.evolve(
        duplicate.POLICIES["compscore"], overrides={(1, "1NS"): (Fraction(7), Fraction(5))}
    )
    assert [item for item in adjusted.differences(split) if item.board is not None] == []
    assert event.session("compscore") == adjusted.session("compscore")
