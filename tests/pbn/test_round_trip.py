"""Writing a pairs session as PBN or USEBIO and reading it back gives the same ledger."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardscore import ScoreError, duplicate, pbn, usebio
from cardscore.strategies import duplicate_plays, teams_matches

if TYPE_CHECKING:
    from pathlib import Path

_AVERAGES = st.tuples(st.sampled_from(duplicate.Average), st.sampled_from(duplicate.Average))


@st.composite
def sessions(draw: st.DrawFn) -> duplicate.PairsSession:
    """A finished session whose first board every table played (its expected count)."""
    tables = draw(st.integers(1, 4))
    method = draw(st.sampled_from(duplicate.METHODS))
    count = draw(st.integers(1, 5))
    names = [f"P{n}" for n in range(1, 2 * tables + 1)]
    one_winner = draw(st.booleans())
    # A session of known boards takes only its own, from its first (a second session's: 17).
    first = draw(st.integers(1, 20))
    if one_winner:
        session = duplicate.PairsSession(
            pairs=names, expected=tables, boards=count, method=method, first_board=first
        )
    else:
        session = duplicate.PairsSession(
            ns=names[:tables],
            ew=names[tables:],
            expected=tables,
            boards=count,
            method=method,
            first_board=first,
        )
    numbers = draw(st.permutations(range(first, first + count)))
    for index, board in enumerate(numbers):
        if index and draw(st.integers(0, 6)) == 0:
            session = session.throw_in(board)
            continue
        played = tables if index == 0 else draw(st.integers(1, tables))
        if one_winner:
            order = draw(st.permutations(names))
            seats = [(order[2 * i], order[2 * i + 1]) for i in range(played)]
        else:
            east = draw(st.permutations(names[tables:]))
            seats = [(names[i], east[i]) for i in range(played)]
        lines = []
        for ns, ew in seats:
            if draw(st.integers(0, 5)) == 0:
                lines.append(duplicate.TableResult(ns, ew, artificial=draw(_AVERAGES)))
            else:
                lines.append(duplicate.TableResult(ns, ew, draw(duplicate_plays())))
        session = session.record(board, lines)
    return session


@given(sessions())
def test_pbn_round_trip(session: duplicate.PairsSession) -> None:
    event = pbn.loads(pbn.dumps(session))
    assert event.session() == session
    assert event.differences() == ()


@given(sessions())
def test_usebio_round_trip(session: duplicate.PairsSession) -> None:
    event = usebio.loads(usebio.dumps(session))
    assert event.session() == session
    assert event.differences() == ()


def test_save_and_load(tmp_path: Path) -> None:
    session = duplicate.PairsSession(ns=("1", "2"), ew=("3", "4"), expected=2, boards=1)
    session = session.record(1, ["1 3 N 4S=", "2 4 N 4S-1"])
    pbn.save(session, tmp_path / "club.pbn", title='The "Tuesday" pairs')
    usebio.save(session, tmp_path / "club.xml", title="Tuesday <pairs> & co")
    assert pbn.load(tmp_path / "club.pbn").title == 'The "Tuesday" pairs'
    assert usebio.load(tmp_path / "club.xml").title == "Tuesday <pairs> & co"
    assert pbn.load(tmp_path / "club.pbn").session() == session


@pytest.mark.parametrize("module", [pbn, usebio])
def test_only_a_pairs_session_is_written(module: object, tmp_path: Path) -> None:
    match = duplicate.TeamsMatch(("A", "B"))
    closed = duplicate.PairsSession(ns=("1",), ew=("2",), expected=1).close()
    for ledger in (match, closed, "x"):
        with pytest.raises(ScoreError):
            module.dumps(ledger)  # type: ignore[attr-defined]
    session = duplicate.PairsSession(ns=("1",), ew=("2",), expected=1)
    with pytest.raises(ScoreError):
        module.save(session, tmp_path / "missing" / "file")  # type: ignore[attr-defined]
    with pytest.raises(ScoreError):
        module.save(session, 3)  # type: ignore[attr-defined]
    with pytest.raises(ScoreError):
        module.save(session, tmp_path / "nul\0")  # type: ignore[attr-defined]


def test_boards_that_skip_a_number_make_a_session_closed_on_them() -> None:
    # Boards 5 and 7 (board 6 left out of the results): no count of boards is guessed, and
    # the session read is closed on the boards the file holds.
    session = duplicate.PairsSession(ns=("1",), ew=("2",), expected=1)
    session = session.record(5, ["1 2 N 4S="]).record(7, ["1 2 N 3NT+1"])
    read = pbn.loads(pbn.dumps(session)).session()
    assert read == session.close()
    assert read.boards is None
    # Boards one after another: the session of exactly those, from its first.
    counted = duplicate.PairsSession(ns=("1",), ew=("2",), expected=1, boards=2, first_board=5)
    counted = counted.record(5, ["1 2 N 4S="]).record(6, ["1 2 N 3NT+1"])
    again = pbn.loads(pbn.dumps(counted)).session()
    assert isinstance(again, duplicate.PairsSession)
    assert (again.boards, again.first_board, again.finished) == (2, 5, True)


@st.composite
def finished_matches(draw: st.DrawFn) -> duplicate.TeamsMatch:
    """A teams match with every board in: played in both rooms, or thrown out."""
    match = draw(teams_matches(close=st.just(False)))
    while not match.finished:
        if draw(st.integers(0, 6)) == 0:
            match = match.throw_in()
        else:
            match = match.record(draw(duplicate_plays()), draw(duplicate_plays()))
    return match


@given(finished_matches())
def test_item_2_pbn_teams_round_trip(match: duplicate.TeamsMatch) -> None:
    event = pbn.loads(pbn.dumps(match))
    assert event.session() == match
    assert event.differences() == ()


@given(finished_matches())
def test_item_2_usebio_teams_round_trip(match: duplicate.TeamsMatch) -> None:
    event = usebio.loads(usebio.dumps(match))
    assert event.session() == match
    assert event.differences() == ()


def test_item_2_teams_save_and_load(tmp_path: Path) -> None:
    match = duplicate.TeamsMatch(('The "A" team', "B & <co>"), boards=2, first_board=5)
    match = match.record("S 4S=", "N 2S+1").record("W 3NT=", "-50")
    pbn.save(match, tmp_path / "match.pbn", title="Teams night")
    usebio.save(match, tmp_path / "match.xml", title="Teams night")
    for event in (pbn.load(tmp_path / "match.pbn"), usebio.load(tmp_path / "match.xml")):
        assert event.title == "Teams night"
        assert event.teams == ('The "A" team', "B & <co>")
        assert event.session() == match
        assert event.differences() == ()


@pytest.mark.parametrize("module", [pbn, usebio])
def test_item_2_a_teams_match_not_over_is_not_written(module: object) -> None:
    # Read back it would be a match of fewer boards, its VPs on another scale (D4).
    match = duplicate.TeamsMatch(("A", "B"), boards=3).record("S 4S=", "N 4S=")
    for ledger in (match, match.close()):
        with pytest.raises(ScoreError, match="every board in"):
            module.dumps(ledger)  # type: ignore[attr-defined]
