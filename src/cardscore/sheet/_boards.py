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

__all__ = ["board_of", "board_row", "by_board", "unit_word"]

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
