"""The readers', writers' and policies' edges: each branch by a file made for it."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction
from typing import TYPE_CHECKING

import pytest

from cardscore import ScoreError, duplicate, pbn, usebio
from cardscore import _results_text as results_text
from cardscore._policy import Policy, policy_named, rounded
from cardscore.pbn import _reader as pbn_reader

if TYPE_CHECKING:
    from pathlib import Path

HEAD = '[Board "1"]\n[Vulnerable "None"]\n'
COLUMNS = "PairId_NS;PairId_EW;Contract;Declarer;Result;Score_NS;MP_NS;Percentage_NS"


def score_table(*rows: str, columns: str = COLUMNS) -> str:
    return HEAD + f'[ScoreTable "{columns}"]\n' + "\n".join(rows) + "\n"


# --- Policy --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "keywords",
    [
        {"neuberg": 1},
        {"neuberg_lines": "yes"},
        {"scale_missed": None},
        {"expected": "most"},
        {"percentage": "mean"},
        {"rounding": "down"},
        {"board_decimals": 7},
        {"board_decimals": True},
        {"overrides": [((1, "1"), (1, 1))]},
        {"overrides": {(1, 1): (1, 1)}},
        {"overrides": {(1, "1"): (1,)}},
        {"overrides": {"1": (1, 1)}},
        {"overrides": {(1, "1"): (1.5, 1)}},
        {"overrides": {(1, "1"): (Decimal("NaN"), 1)}},
    ],
)
def test_policy_refuses_bad_choices(keywords: dict[str, object]) -> None:
    with pytest.raises(ScoreError):
        Policy(**keywords)


def test_policy_overrides_and_names() -> None:
    policy = Policy(overrides={(2, "1"): (Decimal("1.5"), Fraction(1, 2)), (1, "3"): (4, 0)})
    assert policy.override(2, "1") == (Fraction(3, 2), Fraction(1, 2))
    assert policy.override(1, "1") is None
    assert policy_named("compscore") is duplicate.POLICIES["compscore"]
    assert policy_named(policy) is policy
    for bad in ("guess", 3, None):
        with pytest.raises(ScoreError):
            policy_named(bad)


def test_rounding_half_up_and_even_worked_by_hand() -> None:
    assert rounded(Fraction(5, 2), 0, "half-up") == 3
    assert rounded(Fraction(-5, 2), 0, "half-up") == -3
    assert rounded(Fraction(5, 2), 0, "half-even") == 2
    assert rounded(Fraction(7, 2), 0, "half-even") == 4
    assert rounded(Fraction(2, 3), 2, "half-up") == Decimal("0.67")
    assert rounded(Fraction(5625, 1000), 2, "single") == Decimal("5.62")
    with pytest.raises(ScoreError):
        rounded(Fraction(10**400), 2, "single")


def test_d2_override_sets_a_split_score() -> None:
    # Two results, +90 and -50: NS 2 and 0. The director split the first line: 1.5 for NS
    # and 1 for EW, which the file publishes without saying so.
    text = score_table("1 2 - - - 90 1.5 75.00", "3 4 - - - -50 0 0.00")
    assert [item.field for item in pbn.loads(text).differences()] == [
        "MP_NS",
        "Percentage_NS",
    ]
    policy = Policy(overrides={(1, "1"): (Fraction(3, 2), Fraction(1))})
    assert pbn.loads(text).differences(policy) == ()


def test_d2_neuberg_to_the_movement_count() -> None:
    # Three tables, two results on board 1: +90 scores 2 of 2, Neuberg to 3 results:
    # (2 + 1) x 3/2 - 1 = 3.5 on a top of 4.
    text = (
        score_table(
            "1 4 - - - 90 3.5 87.50",
            "2 5 - - - -50 0.5 12.50",
            columns="PairId_NS;PairId_EW;Contract;Declarer;Result;Score_NS;MP_NS;Percentage_NS",
        )
        + '[TotalScoreTable "PairId;Direction"]\n1 NS\n2 NS\n3 NS\n4 EW\n5 EW\n6 EW\n'
    )
    event = pbn.loads(text)
    assert event.expected(Policy(expected="movement")) == 3
    assert event.expected() == 2
    policy = Policy(neuberg=True, neuberg_lines=True, expected="movement")
    assert event.differences(policy) == ()
    session = event.session(policy)
    assert isinstance(session, duplicate.PairsSession)
    assert session.expected == 3


def test_simultaneous_percentage_worked_by_hand() -> None:
    # +90, 0, -50: NS 4, 2, 0 of 4. (MP + 1) / (2 x 3): 5/6, 3/6, 1/6 -> 83.33, 50, 16.67.
    text = (
        score_table("1 4 - - - 90 4 66.67", "2 5 - - - 0 2 33.33", "3 6 - - - -50 0 0.00")
        + '[TotalScoreTable "PairId;Direction;TotalPercentage"]\n1 NS 83.33\n2 NS 50.00\n'
        "3 NS 16.67\n"
    )
    event = pbn.loads(text)
    found = {item.line: item for item in event.compare("simultaneous") if item.board is None}
    assert found["1"].agrees
    assert found["3"].agrees
    # Matchpoints over the top instead: 4 of 4 is 100 %, 2 of 4 is 50 % (the same), 0 is 0.
    assert [item.line for item in event.differences("exact") if item.board is None] == [
        "1",
        "3",
    ]


# --- The PBN reader ------------------------------------------------------------------------


def test_pbn_lines_in_every_form() -> None:
    text = (
        score_table(
            '"1" "2" 4S N 10 420 - -',
            "3 4 Pass - - 0 - -",
            "5 6 - - - ^A+/A- - -",
            "7 8 3NT S ? 400 - -",
            columns=COLUMNS,
        )
        + '\n[Board "2"]\n[ScoreTable "PairId_NS;PairId_EW;Score_EW"]\n1 2 -100\n'
    )
    event = pbn.loads(text)
    first = event.boards[0].lines
    assert first[0].play == duplicate.Play("4S", 10, declarer="N")
    assert first[1].play == duplicate.Play()
    assert first[2].artificial == (duplicate.Average.PLUS, duplicate.Average.MINUS)
    assert first[3].play == duplicate.Play(score=400)
    assert event.boards[1].lines[0].score(2) == 100


def test_pbn_games_without_score_tables() -> None:
    game = '[Board "3"]\n[Contract "{}"]\n[Declarer "N"]\n[Result "9"]\n[Score "{}"]\n'
    text = (
        game.format("3NT", "NS 600")
        + '[ScoreIMP "EW 2"]\n[ScoreMP "NS 3 EW 1"]\n\n'
        + game.format("Pass", "NS 0")
        + '[Table "7"]\n'
    )
    event = pbn.loads(text)
    lines = event.boards[0].lines
    assert [(line.ns, line.ew) for line in lines] == [("NS1", "EW1"), ("NS7", "EW7")]
    assert lines[0].published == (("ScoreIMP", Decimal(-2)), ("ScoreMP", Decimal(3)))
    with pytest.raises(ScoreError, match="Contract"):
        pbn.loads('[Board "1"]\n[Contract ""]\n')


def test_pbn_total_table_naming_pairs_without_directions_is_one_winner() -> None:
    text = score_table("1 2 - - - 90 - -", "3 4 - - - 0 - -") + (
        '[TotalScoreTable "Rank;PairId;TotalScoreMP;NrBoards"]\n1 1 2 1\n2 9 0 0\n'
    )
    event = pbn.loads(text)
    assert event.pairs == ("1", "9", "3", "2", "4")
    compared = {(item.line, item.field): item for item in event.compare()}
    assert compared[("9", "NrBoards")].computed == 0
    assert compared[("1", "Rank")].agrees


@pytest.mark.parametrize(
    "text",
    [
        '[Bo-ard "1"]\n',
        '[Board "1"]\n[ScoreTable ";PairId_EW"]\n1\n',
        '[Board "1"]\n[ScoreTable "' + ";".join(["X"] * 65) + '"]\n1\n',
        score_table("1 2 4S N - - - -"),
        score_table("1 2 - - - ^Z - -"),
        score_table("1 2 - - - ^AX/A- - -"),
        '[Board "1"]\n[TotalScoreTable "PairId;Direction"]\n1 NE\n',
        "x" * 5_000,
        '[Board "1"]\n[Dealer "Q"]\n',
        score_table("1 " + "x" * 40 + " - - - 0 - -"),
    ],
)
def test_bad_pbn_refused(text: str) -> None:
    with pytest.raises(ScoreError):
        pbn.loads(text)


def test_pbn_event_without_boards() -> None:
    event = pbn.loads('\n\n[Event "Tuesday"]\n\n\n')
    assert (event.title, event.boards) == ("Tuesday", ())
    with pytest.raises(ScoreError):  # no pairs: no session
        event.session()


def test_pbn_games_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pbn_reader, "_GAMES_LIMIT", 2)
    with pytest.raises(ScoreError, match="games"):
        pbn.loads('[Board "1"]\n\n[Board "2"]\n\n[Board "3"]\n\n')


def test_files_too_long_or_in_latin_1(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "club.pbn"
    path.write_bytes('[Event "Café"]\n[Board "1"]\n'.encode("latin-1"))
    assert pbn.load(path).title == "Café"
    monkeypatch.setattr(results_text, "FILE_LIMIT", 10)
    with pytest.raises(ScoreError, match="bytes"):
        pbn.load(path)


def test_comparisons_cardscore_cannot_make() -> None:
    # One result: no top to make a percentage of; a field cardscore does not know is skipped.
    event = pbn.loads(score_table("1 2 - - - 90 0 50.00"))
    assert [(item.field, item.computed) for item in event.compare()] == [
        ("Score_NS", Decimal(90)),
        ("MP_NS", Decimal(0)),
        ("Percentage_NS", None),
    ]
    assert not event.compare()[-1].agrees
    board = event.boards[0]
    line = pbn.Line("1", "2", None, None, (("Foo", Decimal(1)), ("Score_NS", Decimal(1))))
    changed = pbn.Event("pbn", "", "matchpoints", (pbn.Board(1, (line,)),), ns=("1",), ew=("2",))
    assert changed.compare() == (pbn.Comparison(1, "1-2", "Score_NS", Decimal(1), None),)
    assert board.number == 1


# --- USEBIO --------------------------------------------------------------------------------


def usebio_line(body: str) -> str:
    return (
        "<USEBIO><EVENT><BOARD><BOARD_NUMBER>1</BOARD_NUMBER><TRAVELLER_LINE>"
        f"<NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER>{body}"
        "</TRAVELLER_LINE></BOARD></EVENT></USEBIO>"
    )


def test_usebio_lines_in_every_form() -> None:
    passed = usebio.loads(
        usebio_line("<CONTRACT>PASS</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>0</TRICKS>")
    )
    assert passed.boards[0].lines[0].play == duplicate.Play()
    average = usebio.loads(usebio_line("<SCORE>A</SCORE>"))
    assert average.boards[0].lines[0].artificial == (duplicate.Average.EVEN,) * 2
    with pytest.raises(ScoreError, match="TRAVELLER_LINE"):
        usebio.loads(usebio_line("<CONTRACT>4S</CONTRACT>"))
    one = usebio.loads(
        usebio_line("<SCORE>420</SCORE>").replace("<EVENT>", "<EVENT><WINNER_TYPE>1</WINNER_TYPE>")
    )
    assert one.pairs == ("1", "2")


def test_a_session_with_an_unnumbered_board_is_not_written() -> None:
    session = duplicate.PairsSession(ns=("1",), ew=("2",), expected=1).throw_in()
    for module in (pbn, usebio):
        with pytest.raises(ScoreError, match="numbers"):
            module.dumps(session)


@pytest.mark.parametrize(
    ("kind", "arguments"),
    [
        (pbn.Line, (1, "2", None)),
        (pbn.Line, ("1", "2", "4S")),
        (pbn.Line, ("1", "2", None, ("A+",))),
        (pbn.Line, ("1", "2", None, None, (("MP_NS", 1.5),))),
        (pbn.Line, ("1", "2", None, None, (), True)),
        (pbn.Board, (0, ())),
        (pbn.Board, (1, ("1 2 N 4S=",))),
        (pbn.Board, (1, (), "north")),
        (pbn.Board, (1, (), None, "red")),
        (pbn.Entry, (None, 0)),
        (pbn.Entry, (None, None, None, "NE")),
        (pbn.Event, ("txt", "", "matchpoints", ())),
        (pbn.Event, ("pbn", "", "swiss", ())),
        (pbn.Event, ("pbn", "", "matchpoints", [])),
        (pbn.Event, ("pbn", "", "matchpoints", (), (), (1,))),
        (pbn.Comparison, (1, "1-2", "MP_NS", 1, None)),
        (pbn.Comparison, (True, "1-2", "MP_NS", Decimal(1), None)),
    ],
)
def test_the_model_refuses_wrong_values(kind: type, arguments: tuple[object, ...]) -> None:
    with pytest.raises(ScoreError):
        kind(*arguments)


def test_d2_a_mitchell_numbering_each_direction_from_one() -> None:
    # Two tables, NS pairs 1 and 2, EW pairs 1 and 2: on board 1, NS 1 v EW 2 and NS 2 v
    # EW 1. Pair 1 cannot sit both ways at one board: the numbers name four pairs.
    # +420 beats -50: NS 1 scores 2 of 2, EW 1 (against NS 2) scores 2.
    text = (
        '[Board "1"]\n[ScoreTable "PairID_NS;PAIRID_EW;Score_NS;MP_NS;MP_EW"]\n'
        "1 2 420 2 0\n2 1 -50 0 2\n"
        '[TotalScoreTable "Rank;PairId;Direction;TotalScoreMP"]\n'
        "1 1 NS 2\n2 2 NS 0\n1 1 EW 2\n2 2 EW 0\n"
    )
    event = pbn.loads(text)
    assert (event.ns, event.ew) == (("1NS", "2NS"), ("1EW", "2EW"))
    assert [(line.ns, line.ew) for line in event.boards[0].lines] == [
        ("1NS", "2EW"),
        ("2NS", "1EW"),
    ]
    assert event.differences() == ()
    assert len(event.compare()) == 2 * 3 + 4 * 2  # three figures a line, two a pair


def test_usebio_boards_in_sections_are_read_and_joined() -> None:
    line = (
        "<TRAVELLER_LINE><NS_PAIR_NUMBER>{ns}</NS_PAIR_NUMBER><EW_PAIR_NUMBER>{ew}"
        "</EW_PAIR_NUMBER><SCORE>{score}</SCORE></TRAVELLER_LINE>"
    )
    section = "<SECTION><BOARD><BOARD_NUMBER>1</BOARD_NUMBER>{}</BOARD></SECTION>"
    text = (
        "<USEBIO><EVENT><SESSION>"
        + section.format(line.format(ns="A1", ew="A2", score=420))
        + section.format(line.format(ns="B1", ew="B2", score=-50))
        + "</SESSION></EVENT></USEBIO>"
    )
    event = usebio.loads(text)
    assert [len(board.lines) for board in event.boards] == [2]
    assert event.ns == ("A1", "B1")
