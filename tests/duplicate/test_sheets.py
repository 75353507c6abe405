"""Duplicate scoresheets: ``game = "pairs"`` and ``game = "teams"`` (D1–D4).

The examples print in every format and language through the command (the golden files hold
what was read as a player); these tests check what the sheets say against the rules.
"""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

import pytest

from cardscore import i18n, sheet
from cardscore.cli import main
from cardscore.duplicate import PairsSession, TeamsMatch
from tests import paths

EXAMPLES = paths.EXAMPLES


@pytest.mark.parametrize("name", ["pairs", "teams"])
@pytest.mark.parametrize("form", sheet.FORMATS)
@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_cardscore_sheet_prints_the_examples_in_every_format_and_language(
    capsys: pytest.CaptureFixture[str], name: str, form: str, lang: str
) -> None:
    path = EXAMPLES / f"{name}.toml"
    code = main(["--lang", lang, "sheet", str(path), "--format", form])
    out = capsys.readouterr().out
    assert code == 0
    assert out == sheet.score(sheet.load(path)).render(form, lang=lang) + "\n"


def test_d2_the_pairs_example_as_scored_by_hand() -> None:
    session = sheet.load(EXAMPLES / "pairs.toml").ledger()
    assert isinstance(session, PairsSession)
    # Board 4: +140 and +110 of 3 expected: Neuberg 3.5 and 0.5; Average+ 60 % of 4 = 2.4.
    # NS 1: 2 + 0 + 4 + 3.5 = 9.5 of 16 (59.375 %); NS 3: 0 + 4 + 0 + 2.4 = 6.4 (40 %).
    assert session.points["1"] == Fraction(19, 2)
    assert session.points["3"] == Fraction(32, 5)
    percentages = {s.pair: s.percentage for s in session.ranking}
    assert percentages["1"] == Fraction(59375, 1000)
    assert percentages["3"] == 40
    assert session.winner == ("1", "4")


def test_the_pairs_text_shows_the_ranking_and_every_traveller_in_board_order() -> None:
    printed = sheet.score(sheet.load(EXAMPLES / "pairs.toml")).render("text")
    assert "59.38" in printed  # 59.375 % to two decimals, halves up
    boards = [printed.index(f"board {n}: dealer") for n in (1, 2, 3, 4)]
    assert boards == sorted(boards)
    assert "board 2: dealer E, vulnerable NS" in printed  # Law 2
    assert "Neuberg" not in printed
    explained = sheet.score(sheet.load(EXAMPLES / "pairs.toml")).render("text", explain=True)
    assert "Neuberg: 2 results of 3 expected" in explained


def test_d4_the_teams_example_as_scored_by_hand() -> None:
    match = sheet.load(EXAMPLES / "teams.toml").ledger()
    assert isinstance(match, TeamsMatch)
    # Boards 1, 4, 6 to Lions: 10 + 14 + 16; board 2 to Tigers: 6. Board 5 void.
    assert match.totals == {"Lions": 40, "Tigers": 6}
    assert [deal.imps for deal in match.deals if not deal.thrown_in] == [10, -6, 0, 14, 16]
    # A margin of 34 over 6 boards (blitz 15 sqrt 6 = 36.7): below the blitz, not 20.
    assert Decimal(19) < match.victory_points["Lions"] < Decimal(20)
    assert match.victory_points["Lions"] + match.victory_points["Tigers"] == 20


def test_the_teams_html_has_the_running_imps_chart() -> None:
    page = sheet.score(sheet.load(EXAMPLES / "teams.toml")).render("html")
    assert "<svg" in page
    assert "victory points" in page


def _pairs(deals: str, options: str = "expected = 2") -> sheet.Sheet:
    return sheet.score(
        sheet.loads(
            f'game = "pairs"\nplayers = ["A", "B", "C", "D"]\noptions = {{ {options} }}\n{deals}'
        )
    )


def test_a_one_winner_cross_imps_sheet() -> None:
    # D3 on board 2 (North-South vulnerable): +620 (4S=) against +100: 520, 11 IMPs.
    result = _pairs(
        'deals = [{board = 2, results = ["A B +620", "C D +100"]}]',
        'expected = 2, method = "cross-imps"',
    )
    session = result.ledger
    assert isinstance(session, PairsSession)
    assert session.points == {"A": 11, "B": -11, "C": -11, "D": 11}
    assert "cross-IMPs" in result.render("text")


def test_a_board_not_played_is_kept_and_scores_nothing() -> None:
    result = _pairs('deals = [{board = 7, results = []}, {board = 1, results = ["A B pass"]}]')
    assert result.rows[0].number is None
    assert "board 7: not played" in result.render("text")


@pytest.mark.parametrize(
    ("deals", "options", "field"),
    [
        ('deals = [{results = ["A B pass"]}]', "expected = 2", "board"),
        ('deals = [{board = 1, results = "A B pass"}]', "expected = 2", "results"),
        ('deals = [{board = 1, results = ["A B N 8S="]}]', "expected = 2", "contract"),
        ('deals = [{board = 1, results = ["A Z pass"]}]', "expected = 2", "ew"),
        ('deals = [{board = 1, results = ["A B pass"]}]', 'ew = ["Z"]', "ew"),
        ('deals = [{board = 1, results = ["A B pass"]}]', 'method = "aggregate"', "method"),
        ('deals = ["A B pass"]', "expected = 2", "deal"),
    ],
)
def test_a_bad_pairs_sheet_names_the_problem(deals: str, options: str, field: str) -> None:
    with pytest.raises(sheet.SheetError) as caught:
        _pairs(deals, options)
    assert caught.value.field == field


@pytest.mark.parametrize(
    ("deal", "field"),
    [("N 4S=", "deal"), ("N 4S= | S 4S-1 | E 3NT=", "deal"), ("N 4S= | Q 4S=", "play")],
)
def test_a_bad_teams_sheet_names_the_problem(deal: str, field: str) -> None:
    with pytest.raises(sheet.SheetError) as caught:
        sheet.score(sheet.loads(f'game = "teams"\nsides = ["A", "B"]\ndeals = ["{deal}"]'))
    assert caught.value.field == field
