"""A club's file holds the boards it holds: their numbers need not start at 1.

Found trying the product as an app developer would (issue 39's round of use): since a
pairs session of known boards takes only its boards (first_board, default 1), the session
read from ``tests/data/pbn/sample.pbn`` (boards 17 and 11) was refused: "board: 17 is not
allowed; expected one of the session's boards, 1 to 2".
"""

from __future__ import annotations

from cardscore import duplicate, pbn, sheet
from tests import paths


def _event(boards: list[int]) -> pbn.Event:
    # Each board's dealer and vulnerability as Law 2 gives them; 2S= is +110 and 2S+1 +140
    # on any vulnerability (B2: 60 + 50 for a part score, 30 an overtrick).
    tags = {frozenset(): "None", frozenset({"NS"}): "NS", frozenset({"EW"}): "EW"}
    text = "".join(
        f'[Event "Club"]\n[Board "{board}"]\n[Dealer "{duplicate.board_dealer(board)}"]\n'
        f'[Vulnerable "{tags.get(duplicate.board_vulnerable(board), "All")}"]\n'
        '[ScoreTable "PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;Result\\2R"]\n'
        " 1  3 2S N 8\n 2  4 2S N 9\n\n"
        for board in boards
    )
    return pbn.loads(text)


def test_the_sample_file_of_boards_17_and_11_is_a_session() -> None:
    path = paths.ROOT / "tests" / "data" / "pbn" / "sample.pbn"
    session = pbn.loads(path.read_text(encoding="utf-8")).session()
    assert isinstance(session, duplicate.PairsSession)
    assert sorted(deal.board or 0 for deal in session.deals) == [11, 17]
    assert session.finished
    assert sheet.of(session).render("text")  # and it prints


def test_a_second_session_from_board_17_keeps_its_numbers() -> None:
    session = _event([17, 18, 19]).session()
    assert isinstance(session, duplicate.PairsSession)
    assert (session.first_board, session.boards) == (17, 3)
    assert [deal.board for deal in session.deals] == [17, 18, 19]
    # D2, two tables, a top of 2: +140 beats +110 on each board, 2 to 0, three boards.
    assert session.points == {"1": 0, "2": 6, "3": 6, "4": 0}
    assert session.finished


def test_boards_with_a_gap_are_a_session_closed_on_them() -> None:
    session = _event([3, 7]).session()
    assert isinstance(session, duplicate.PairsSession)
    assert [deal.board for deal in session.deals] == [3, 7]
    assert session.finished
