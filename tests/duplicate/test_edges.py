"""Duplicate ledgers at their edges: reprs, Butler's drop, what a finished ledger refuses (D2–D4)."""

from __future__ import annotations

import sys
from decimal import Decimal

import pytest

from cardscore.duplicate import Average, PairsSession, Play, TableResult, TeamsEvent, TeamsMatch
from cardscore.errors import NotationError, RuleViolationError, ScoreError
from tests.bad_input import wrong


def test_play_and_table_result_reprs_parse_back_to_the_same_value() -> None:
    for text in ("N 4S=", "pass", "+420"):
        play = Play.parse(text)
        assert repr(play) == f"Play.parse({text!r})"
        assert eval(repr(play), {"Play": Play}) == play  # noqa: S307 - our own repr
    for text in ("1 2 N 4S=", "3 5 A+ A-"):
        result = TableResult.parse(text)
        assert repr(result) == f"TableResult.parse({text!r})"
        assert eval(repr(result), {"TableResult": TableResult}) == result  # noqa: S307


def _butler(drop: int | None) -> dict[str, int]:
    session = PairsSession(
        ns=("1", "2", "3", "4", "5"),
        ew=("6", "7", "8", "9", "10"),
        expected=5,
        method="butler",
        drop=drop,
    )
    # Board 1, nobody vulnerable: +420, +420, +170, +120, -100.
    session = session.record(
        1, ["1 6 N 4S=", "2 7 N 4S=", "3 8 N 2S+2", "4 9 N 1NT+1", "5 10 N 1NT-2"]
    )
    return session.deals[0].scores


def test_d3_butler_drops_the_highest_and_lowest_of_five_unless_told_otherwise() -> None:
    # D3 default with 5 results: drop one each way: mean(420, 170, 120) = 236.67 -> 240.
    # +180 = 5 IMPs, -70 = 2, -120 = 3, -340 = 8.
    assert [_butler(None)[ns] for ns in "12345"] == [5, 5, -2, -3, -8]
    # drop=0 keeps all five: mean 206 -> 210; +210 = 5, -40 = 1, -90 = 3, -310 = 7.
    assert [_butler(0)[ns] for ns in "12345"] == [5, 5, -1, -3, -7]
    assert _butler(0)["10"] == 7


def test_a_negative_drop_is_refused() -> None:
    with pytest.raises(ScoreError, match="drop"):
        PairsSession(ns=("1",), ew=("2",), expected=1, method="butler", drop=-1)


def test_a_finished_session_throws_in_no_board() -> None:
    session = PairsSession(ns=("1",), ew=("2",), expected=1, boards=1).record(1, ["1 2 N 4S="])
    with pytest.raises(RuleViolationError, match="board: 2"):
        session.throw_in()


def test_a_finished_teams_match_throws_in_no_board() -> None:
    match = TeamsMatch(("A", "B"), boards=1).record("N 4S=", "S 4S=")
    assert match.finished
    with pytest.raises(RuleViolationError, match="board: 2"):
        match.throw_in()


def test_a_teams_event_of_a_set_number_of_matches() -> None:
    event = TeamsEvent(("A", "B", "C"), boards=8, matches=1)
    assert event.record("A", "B", imps=(5, 5)).finished
    for bad in (0, 10_001):
        with pytest.raises(ScoreError, match="matches"):
            TeamsEvent(("A", "B"), boards=8, matches=bad)


def test_d4_teams_that_tie_share_the_place() -> None:
    # D4: a drawn match is 10.00 VPs each; the third team, unplayed, has none.
    event = TeamsEvent(("A", "B", "C"), boards=8).record("A", "B", imps=(12, 12))
    assert event.ranking == (
        (1, "A", Decimal("10.00")),
        (1, "B", Decimal("10.00")),
        (3, "C", Decimal("0.00")),
    )


def test_a_teams_event_takes_a_match_alone_and_an_away_team_it_has() -> None:
    event = TeamsEvent(("A", "B"), boards=1)
    match = TeamsMatch(("A", "B"), boards=1).record("N 4S=", "S 4S=")
    with pytest.raises(ScoreError, match="away"):
        event.record(match, "B")
    with pytest.raises(ScoreError, match="away"):
        event.record(match, imps=(1, 0))
    with pytest.raises(RuleViolationError, match="away"):
        event.record("A", imps=(1, 0))
    with pytest.raises(RuleViolationError, match="away"):
        event.record("A", "Z", imps=(1, 0))


def test_a_column_whose_array_cannot_be_read_is_refused_by_name() -> None:
    # A column-like value whose __array__ fails is no board's scores: refused as `scores`.
    pytest.importorskip("numpy")
    from cardscore import duplicate

    class Broken:
        def __array__(self, *args: object, **kwargs: object) -> object:
            raise RuntimeError("no")

    with pytest.raises(ScoreError, match="^scores: "):
        duplicate.matchpoints(wrong(Broken()))


def test_a_declarer_that_is_not_a_seat_is_refused_by_name() -> None:
    with pytest.raises(ScoreError, match="^declarer: 5 is not allowed; expected a seat"):
        Play("4S", 10, declarer=wrong(5))
    for text in ("X", "ſ", "north-east"):  # no seat, whatever the case folding
        with pytest.raises(NotationError, match="^declarer: .* expected a seat: one of N E S W$"):
            Play("4S", 10, declarer=text)
    assert Play("4S", 10, declarer=" north ") == Play("4S", 10, declarer="N")


def test_a_butler_board_not_played_at_any_table_has_no_datum() -> None:
    # D3: Butler IMPs each result against a datum of the results played; a board whose
    # every table was given an artificial score has none, and its explanation says none.
    from cardscore import sheet

    session = PairsSession(ns=("1", "2"), ew=("3", "4"), method="butler", boards=1)
    session = session.record(1, ["1 3 A+ A-", "2 4 A A"])
    board = session.deals[0]
    assert board.datum is None
    text = sheet.of(session).render("text", explain=True)
    assert "datum" not in text
    assert "Average+" in text


def test_an_artificial_score_is_a_pair_of_averages_or_their_text() -> None:
    # D2: a board not played is given Average+, Average or Average− for each direction.
    assert TableResult("1", "2", artificial=("A+", "A-")).artificial == (
        TableResult("1", "2", artificial="A+ A-").artificial
    )
    for value in (5, ("A+", "A-", "A")):
        with pytest.raises(ScoreError, match="^artificial: .* expected \\('A\\+', 'A-'\\)"):
            TableResult("1", "2", artificial=wrong(value))
    with pytest.raises(NotationError, match="^artificial: 'A\\+ A- A' is not allowed"):
        TableResult("1", "2", artificial="A+ A- A")


@pytest.mark.parametrize(
    ("given", "ns", "ew"),
    [
        ("A+ A-", Average.PLUS, Average.MINUS),
        ("A-/A+", Average.MINUS, Average.PLUS),
        (" A / A- ", Average.EVEN, Average.MINUS),
        (" A+ ", Average.PLUS, Average.PLUS),  # one for both, spaces around it
        ("A", Average.EVEN, Average.EVEN),
        (Average.MINUS, Average.MINUS, Average.MINUS),
        (["A", "A+"], Average.EVEN, Average.PLUS),
        ((Average.PLUS, "A"), Average.PLUS, Average.EVEN),
    ],
)
def test_d2_each_written_artificial_score_gives_north_south_then_east_west(
    given: object, ns: Average, ew: Average
) -> None:
    # D2 (Law 12C2): North-South's artificial score first, East-West's second; one alone is
    # both directions'.
    assert TableResult("1", "2", artificial=wrong(given)).artificial == (ns, ew)


def test_a_refused_board_column_is_named_as_given(monkeypatch: pytest.MonkeyPatch) -> None:
    # Found by the mutation run: the value refused is the one given, a numpy scalar or a
    # column read without numpy.
    np = pytest.importorskip("numpy")
    from cardscore import duplicate

    scalar = np.int64(90)
    with pytest.raises(ScoreError) as caught:
        duplicate.matchpoints(wrong(scalar))
    assert caught.value.value is scalar
    column = np.array([90, 0, -50, -50])
    monkeypatch.setitem(sys.modules, "numpy", None)
    with pytest.raises(ScoreError) as caught:
        duplicate.matchpoints(wrong(column))
    assert caught.value.value is column


def test_a_board_column_needs_numpy_and_one_dimension(monkeypatch: pytest.MonkeyPatch) -> None:
    # A column-like value is read by numpy; a numpy scalar is no column, and without numpy
    # no column can be read: each is refused as `scores`, never a crash.
    np = pytest.importorskip("numpy")
    from cardscore import duplicate

    with pytest.raises(ScoreError, match="^scores: "):
        duplicate.matchpoints(wrong(np.int64(90)))
    column = np.array([90, 0, -50, -50])
    monkeypatch.setitem(sys.modules, "numpy", None)
    with pytest.raises(ScoreError, match="^scores: "):
        duplicate.matchpoints(wrong(column))


def test_a_traveller_that_cannot_be_iterated_is_refused_as_the_results() -> None:
    # Found by the mutation run: iterable by its type and not by itself (a 0-d numpy array
    # has __iter__ and refuses it), the traveller is refused under its own name.
    numpy = pytest.importorskip("numpy")
    session = PairsSession(ns=("1", "2"), ew=("4", "5"))
    with pytest.raises(ScoreError) as caught:
        session.record(1, wrong(numpy.array("1 4 N 4S=")))
    assert str(caught.value) == (
        "results: array('1 4 N 4S=', dtype='<U9') is not allowed; expected a sequence of "
        "traveller lines ('3 5 N 4S=')"
    )
