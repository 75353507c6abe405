"""A game with a ScoreTable and its own table's Score/ScoreIMP/ScoreMP tags (issue 41, item 3).

PBN 2.1 lets a game give its own table's result (``Contract``, ``Score``) and figures
(``ScoreMP``, ``ScoreIMP``, ``ScorePercentage``, North-South's) beside the board's
``ScoreTable``. Those figures are compared too, with the line of the table whose score is the
game's. Figures worked by hand from the duplicate rules: D2 (matchpoints) and D3 (cross-IMPs).
"""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

from cardscore import pbn

OKB = Path(__file__).parent.parent / "data" / "pbn" / "OKB_v20.pbn"
TABLE = (
    '[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result;Score_NS;MP_NS"]\n'
    "1 2 4S N 10 420 2\n"
    "3 4 4S N 9 -50 0\n"
)


def game(*tags: str) -> str:
    return '[Board "1"]\n[Vulnerable "None"]\n[Scoring "MP"]\n' + "".join(tags) + TABLE


def test_item_3_a_wrong_score_mp_beside_a_score_table_is_reported() -> None:
    # D2: +420 beats -50: 2 matchpoints of a top of 2; the game says 1.
    event = pbn.loads(game('[Contract "4S"]\n[Declarer "N"]\n[Result "10"]\n[ScoreMP "NS 1"]\n'))
    (found,) = event.differences()
    assert (found.board, found.line, found.field) == (1, "1-2", "ScoreMP")
    assert (found.published, found.computed) == (Decimal(1), Decimal(2))


def test_item_3_the_game_is_found_by_its_score() -> None:
    # The game's table is the one that went down (-50): 0 matchpoints, 0 %.
    text = game('[Score "NS -50"]\n[ScoreMP "NS 0"]\n[ScorePercentage "NS 0"]\n')
    compared = pbn.loads(text).compare()
    own = [item for item in compared if item.field in {"ScoreMP", "ScorePercentage"}]
    assert [(item.line, item.field, item.agrees) for item in own] == [
        ("3-4", "ScoreMP", True),
        ("3-4", "ScorePercentage", True),
    ]


def test_item_3_a_passed_out_game_and_a_game_no_line_matches() -> None:
    passed = pbn.loads(game('[Contract "Pass"]\n[ScoreMP "NS 1"]\n'))
    (found,) = passed.differences()
    assert (found.line, found.computed) == ("?", None)  # no line of the table passed out
    for tags in ('[Contract "?"]\n', '[Contract "4S"]\n[Declarer "?"]\n'):
        unnamed = pbn.loads(game(tags, '[ScoreMP "NS 1"]\n'))
        assert [(item.line, item.computed) for item in unnamed.differences()] == [("?", None)]


def test_item_3_okbridge_games_score_imp_agree() -> None:
    # Each of the 26 games gives its own table's cross-IMPs (ScoreIMP, D3) beside the table.
    own = [item for item in pbn.load(OKB).compare() if item.field == "ScoreIMP"]
    assert len(own) == 26
    assert all(item.agrees for item in own)
