"""Duplicate events speak of boards, not deals: the board a sheet's row is, and the words.

In a pairs session the travellers come in any order and a board may not be played; in a
teams match a board may be void. The players name a board by the number printed on it, so
the prompt's ``edit``, ``delete`` and ``explain``, the spreadsheet's first column and the
chart's axis use that number (the Laws of Duplicate Bridge, Law 2: the board's number).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardscore import duplicate
from cardscore._text import Text
from cardscore.errors import ScoreError

if TYPE_CHECKING:
    from collections.abc import Sequence

    from cardscore.sheet._scoring import Row

__all__ = ["board_of", "board_row", "board_to_come", "by_board", "next_traveller", "unit_word"]

_SHOWN = 12  # board numbers a message lists at most


def board_of(deal: object) -> int | None:
    """The board a ledger's deal is, in a duplicate event; None in the other games.

    >>> board_of(duplicate.TeamsMatch(("A", "B")).record("N 4S=", "pass").deals[0])
    1
    >>> board_of("a chicago deal") is None
    True
    """
    if isinstance(deal, duplicate.Traveller | duplicate.TeamsBoard):
        return deal.board
    return None


def board_to_come(ledger: object, deal: object) -> int | None:
    """The board ``deal`` (as written in a sheet) would be, recorded after ``ledger``.

    A teams match plays its boards in order: the next one. A pairs session's traveller
    says its board. None in the other games, or when the number cannot be read.

    >>> board_to_come(duplicate.TeamsMatch(("A", "B"), first_board=17), "N 4S= | pass")
    17
    >>> session = duplicate.PairsSession(ns=("1", "2"), ew=("3", "4"))
    >>> board_to_come(session, {"board": 3, "results": []})
    3
    >>> board_to_come(session, {"board": "x"}) is None
    True
    """
    if isinstance(ledger, duplicate.TeamsMatch):
        return ledger.board
    if isinstance(ledger, duplicate.PairsSession) and isinstance(deal, dict):
        board = deal.get("board")
        return board if type(board) is int and board >= 1 else None
    return None


def by_board(ledger: object) -> bool:
    """Whether the players name this ledger's deals by their boards (a duplicate event)."""
    return isinstance(ledger, duplicate.PairsSession | duplicate.TeamsMatch)


def unit_word(ledger: object) -> Text:
    """``board`` in a duplicate event, else ``deal``: the first column's name, the axis."""
    return Text("board") if by_board(ledger) else Text("deal")


def board_row(rows: Sequence[Row], command: str, number: str) -> Row:
    """The row of board ``number`` (as printed on the board, played or not).

    Raises:
        ScoreError: naming the command, the number typed and the boards there are.
    """
    for row in rows:
        if row.line is not None and row.board is not None and str(row.board) == number:
            return row
    boards = sorted({row.board for row in rows if row.line is not None and row.board is not None})
    if not boards:
        raise ScoreError(command, number, Text("no number: no board recorded yet"))
    listed = ", ".join(map(str, boards[:_SHOWN])) + (", …" if len(boards) > _SHOWN else "")
    raise ScoreError(
        command, number, Text("the number of a board recorded: {boards}", boards=listed)
    )


def next_traveller(session: duplicate.PairsSession) -> Text:
    """What comes next in a pairs session: a board, the first not yet in.

    The travellers come in any order: the boards still to come are listed when the session
    knows them (``boards``); an open session names the first gap, or the board after the
    last.

    >>> session = duplicate.PairsSession(ns=("1", "2"), ew=("3", "4"), boards=4)
    >>> played = ["1 3 N 4S=", "2 4 N 4S+1"]
    >>> print(next_traveller(session.record(1, played).record(3, played)))
    Next: board 2 (travellers in any order; still to come: 2, 4).
    >>> print(next_traveller(duplicate.PairsSession(ns=("1", "2"), ew=("3", "4"))))
    Next: any board.
    """
    done = {deal.board for deal in session.deals if deal.board is not None}
    if session.boards is not None:
        first = session.first_board
        candidates = range(first, first + session.boards)
    elif done:
        candidates = range(min(done), max(done) + 2)
    else:
        return Text("Next: any board.")
    left = [board for board in candidates if board not in done]
    if session.boards is None:
        return Text("Next: board {board} (travellers in any order).", board=left[0])
    if len(left) == 1:
        return Text("Next: board {board}.", board=left[0])
    listed = ", ".join(map(str, left[:_SHOWN])) + (", …" if len(left) > _SHOWN else "")
    return Text(
        "Next: board {board} (travellers in any order; still to come: {boards}).",
        board=left[0],
        boards=listed,
    )
