"""Duplicate scoresheets at their edges: options that save back, boards not played, closing early."""

from __future__ import annotations

import json

import pytest

from cardscore import sheet
from cardscore.duplicate import PairsSession, TeamsMatch
from cardscore.errors import ScoreError


def _pairs(deals: str, options: str = "expected = 2") -> sheet.Sheet:
    return sheet.score(
        sheet.loads(
            f'game = "pairs"\nplayers = ["A", "B", "C", "D"]\noptions = {{ {options} }}\n{deals}'
        )
    )


def _teams(deals: str, options: str = "boards = 4") -> sheet.Sheet:
    return sheet.score(
        sheet.loads(f'game = "teams"\nsides = ["L", "T"]\noptions = {{ {options} }}\n{deals}')
    )


def test_a_pairs_sheet_closed_early_is_finished_and_saves_its_options() -> None:
    result = _pairs(
        'deals = [{board = 1, results = ["A C N 4S=", "B D N 4S="]}]',
        'ew = ["C", "D"], expected = 2, boards = 3, method = "butler", scale = "acbl", '
        "drop = 0, close = true",
    )
    session = result.ledger
    assert isinstance(session, PairsSession)
    assert session.closed
    assert session.finished
    options = sheet.from_ledger(session).options
    assert options["scale"] == "acbl"
    assert options["drop"] == 0
    assert options["close"] is True
    assert options["method"] == "butler"


def test_east_west_pairs_must_be_names() -> None:
    with pytest.raises(sheet.SheetError) as caught:
        _pairs('deals = [{board = 1, results = ["A B pass"]}]', "ew = [1, 2], expected = 2")
    assert caught.value.field == "ew"


def test_a_traveller_without_a_board_is_a_board_not_played() -> None:
    result = _pairs('deals = [{results = []}, {board = 1, results = ["A B pass"]}]')
    assert "a board not played" in result.render("text", explain=True)
    # In Markdown and CSV the unplayed board has its title and no table.
    markdown = result.render("markdown")
    assert "### a board not played" in markdown
    csv = result.render("csv")
    rows = csv.splitlines()
    assert rows[rows.index("a board not played") + 1] == '"board 1: dealer N, vulnerable none"'


def test_explained_cross_imps_and_butler_say_how_they_scored() -> None:
    # D3: cross-IMPs on board 2 (North-South vulnerable: 4S= is +620, two down -100 to East-West
    # is +100): 520, 11 IMPs, against the one other result.
    cross = _pairs(
        'deals = [{board = 2, results = ["A B +620", "C D +100"]}]',
        'expected = 2, method = "cross-imps"',
    ).render("text", explain=True)
    assert "IMPed against the other result" in cross  # issue 39, item 11: one other
    # D3 Butler, two results, none dropped: datum mean(620, 100) = 360.
    butler = _pairs(
        'deals = [{board = 2, results = ["A B +620", "C D +100"]}]',
        'expected = 2, method = "butler"',
    ).render("text", explain=True)
    assert "IMPed against the datum +360" in butler


def test_a_teams_deal_may_name_its_rooms_and_the_match_may_close_early() -> None:
    result = _teams(
        'deals = [{open = "N 4S=", closed = "S 4S-1"}]',
        "boards = 4, first_board = 5, close = true",
    )
    match = result.ledger
    assert isinstance(match, TeamsMatch)
    # D4: board 5 (Law 2: N deals, NS vulnerable): +620 and -100: L +720, 12 IMPs.
    assert match.totals == {"L": 12, "T": 0}
    assert match.closed
    options = sheet.from_ledger(match).options
    assert options["first_board"] == 5
    assert options["close"] is True


def test_an_unfinished_teams_match_says_the_next_board() -> None:
    printed = _teams('deals = ["N 4S= | S 4S-1"]').render("text")
    assert "Next: board 2, E deals." in printed


def test_a_pairs_sheet_in_json_is_the_shared_record_of_its_travellers() -> None:
    result = _pairs(
        'deals = [{board = 1, results = ["A C N 4S=", "B D N 4S+1"]}]',
        'ew = ["C", "D"], expected = 2',
    )
    printed = json.loads(result.render("json"))
    assert printed["game"] == "pairs"
    assert printed["deals"] == [{"board": 1, "results": ["A C N 4S=", "B D N 4S+1"]}]
    # D2: +450 beats +420: 2 matchpoints to B and C, none to A and D; the sheet's totals are
    # exact ints counted in the session's unit (PairsSession.unit).
    session = result.ledger
    assert isinstance(session, PairsSession)
    totals = printed["sheet"]["rows"][0]["totals"]
    assert {pair: total * session.unit for pair, total in totals.items()} == {
        "A": 0, "B": 2, "C": 2, "D": 0,
    }  # fmt: skip


def test_a_pairs_sheet_in_another_format_is_refused_naming_the_format() -> None:
    result = _pairs('deals = [{board = 1, results = ["A B pass"]}]')
    with pytest.raises(ScoreError) as caught:
        result.render("pdf")
    assert caught.value.field == "format"
