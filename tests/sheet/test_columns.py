"""Ledgers and sheets as columns: a dict of lists a data frame takes as it is."""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING

import pytest
from hypothesis import given

from cardscore import ScoreError, chicago, needafourth, rubber, sheet, strategies, tarot
from tests import paths

if TYPE_CHECKING:
    from pathlib import Path

    from cardscore.strategies._ledgers import AnyLedger

EXAMPLES = paths.EXAMPLES


def test_chicago_worked_by_hand() -> None:
    # B6: deal 1, N deals, nobody vulnerable: 3NT+1 by South is 100 below, game bonus 300,
    # one overtrick 30: 430. Deal 2, E deals, the dealer's side East-West vulnerable: 4S= by
    # West is 120 below, game bonus 500: 620. Then South, the third dealer, sees all four
    # players pass: the deal does not count (no number) and scores nothing.
    match = (
        chicago.Match().record("3NT", 10, declarer="S").record("4S", 10, declarer="W").throw_in()
    )
    columns = match.columns()
    assert columns == {
        "deal": [1, 2, None],
        "dealer": ["N", "E", "S"],
        "played": ["S 3NT+1", "W 4S=", "passed out"],
        "NS": [430, 0, 0],
        "EW": [0, 620, 0],
        "NS total": [430, 430, 430],
        "EW total": [0, 620, 620],
    }
    assert columns == sheet.of(match).columns()


def test_a_closed_rubber_has_its_closing_row() -> None:
    # B7: a rubber closed with one side a game up: 300 for the unfinished game.
    game_up = rubber.Rubber().record("4S", 10, declarer="NS").close()
    columns = game_up.columns()
    assert columns["deal"][-1] is None
    assert columns["NS total"][-1] == game_up.totals["NS"]
    assert columns["NS"][-1] == 300


def _plain(value: object) -> bool:
    return value is None or type(value) in (int, str)


@given(strategies.ledgers(max_deals=5))
def test_any_ledger_as_columns(ledger: AnyLedger) -> None:
    columns = ledger.columns()
    parties = list(ledger.parties)
    assert list(columns) == [
        "deal",
        "dealer",
        "played",
        *parties,
        *(f"{name} total" for name in parties),
    ]
    deals = ledger.deals
    # One entry per deal, every one a plain int, str or None (a data frame's cells).
    assert all(len(column) == len(deals) for column in columns.values())
    assert all(_plain(value) for column in columns.values() for value in column)
    assert all(type(played) is str for played in columns["played"])
    assert columns["deal"] == [deal.number for deal in deals]
    assert columns["dealer"] == [deal.dealer for deal in deals]
    for name in parties:
        points = [deal.scores[name] for deal in deals]
        assert columns[name] == points
        # The running totals add up the points from the totals the ledger started from.
        start = ledger.totals[name] - sum(points)
        running = list(itertools.accumulate(points, initial=start))[1:]
        assert columns[f"{name} total"] == running
    # The same columns as the ledger's sheet.
    assert columns == sheet.of(ledger).columns()


@pytest.mark.parametrize("path", sorted(EXAMPLES.glob("*.toml")), ids=lambda path: path.name)
def test_every_example_sheet_as_columns(path: Path) -> None:
    scored = sheet.score(sheet.load(path))
    columns = scored.columns()
    assert columns["played"] == [str(row.played) for row in scored.rows]
    assert columns["deal"] == [row.number for row in scored.rows]
    for name in scored.parties:
        assert columns[name] == [row.points[name] for row in scored.rows]
        assert columns[f"{name} total"] == [row.totals[name] for row in scored.rows]


def test_a_data_frame_takes_them_as_they_are() -> None:
    pandas = pytest.importorskip("pandas")
    match = chicago.Match().record("3NT", 10, declarer="S").record("4S", 10, declarer="W")
    frame = pandas.DataFrame(match.columns())
    assert list(frame.columns) == ["deal", "dealer", "played", "NS", "EW", "NS total", "EW total"]
    assert frame["EW total"].tolist() == [0, 620]


def test_a_hand_made_sheet_without_its_deals_has_no_dealers() -> None:
    # A Sheet built by hand, its ledger not holding its rows' deals: dealers unknown.
    scored = sheet.of(chicago.Match().record("3NT", 10, declarer="S"))
    empty = chicago.Match()
    hand_made = sheet.Sheet(
        scored.scoresheet, scored.title, scored.parties, scored.rows, False, None, empty
    )
    assert hand_made.columns()["dealer"] == [None]
    assert hand_made.columns()["NS"] == [430]


@pytest.mark.parametrize(
    ("players", "clash"),
    [
        (("deal", "Bob", "Cat", "Dan"), "deal"),
        (("Ann", "played", "Cat", "Dan"), "played"),
        (("Ann", "Ann total", "Cat", "Dan"), "Ann total"),
    ],
)
def test_a_name_that_is_another_column_is_refused(players: tuple[str, ...], clash: str) -> None:
    session = tarot.Session(players=players)
    with pytest.raises(ScoreError) as raised:
        session.columns()
    assert raised.value.field == "parties"
    assert raised.value.value == clash


def test_need_a_fourth_session() -> None:
    # As cardscore.sheet's own example: 4H+1 by Bob, chosen partner Ann, 550 to each.
    session = needafourth.Session(players=("Ann", "Bob", "Cat")).record(
        "4H", 11, chooser="Bob", partner="Ann"
    )
    columns = session.columns()
    assert columns["played"] == ["Bob with Ann: 4H+1"]
    assert (columns["Ann"], columns["Bob"], columns["Cat"]) == ([550], [550], [0])


def test_the_name_clash_is_said_in_pseudo_finnish() -> None:
    from cardscore import i18n
    from tests.pseudo import english_left, pseudo

    with pytest.raises(ScoreError) as raised:
        tarot.Session(players=("deal", "Bob", "Cat", "Dan")).columns()
    with pseudo():
        said = i18n.message(raised.value)
    assert english_left(said.replace("parties", "")) == []
