"""The one place duplicate makes its items' words: a table from item kind to label.

Every label a player reads in a ledger's breakdown is a :class:`~cardscore._text.Text`
written here (what the door's errors say is allowed is the door's,
:mod:`cardscore.duplicate._read`). An item's kind (``Item.kind``, the same in every
language; the docs' page lists them) says what its points are.
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal
from typing import TYPE_CHECKING, Final

from cardscore._text import Text
from cardscore.duplicate._rules import VP_CENT

if TYPE_CHECKING:
    from collections.abc import Callable
    from fractions import Fraction

# --- The kinds of the items the ledgers make ----------------------------------------------

MATCHPOINTS: Final = "matchpoints"
CROSS_IMPS: Final = "cross_imps"
BUTLER_IMPS: Final = "butler_imps"
AVERAGE: Final = "average"
IMPS: Final = "imps"
VICTORY_POINTS: Final = "victory_points"


# --- A pair's result on a board (a traveller's line) --------------------------------------


def fraction_shown(value: Fraction) -> Decimal | int:
    """An exact value as a sheet shows it: whole, or to two decimals (it stays exact)."""
    if value.denominator == 1:
        return value.numerator
    return (Decimal(value.numerator) / Decimal(value.denominator)).quantize(
        VP_CENT, rounding=ROUND_HALF_UP
    )


def _matchpoints(board: int | None, score: str, points: Fraction) -> Text:
    shown = fraction_shown(points)
    if abs(points) == 1:  # 1 matchpoint; 0.50 matchpoints
        return Text(
            "board {board}, {score}: {points} matchpoint", board=board, score=score, points=shown
        )
    return Text(
        "board {board}, {score}: {points} matchpoints", board=board, score=score, points=shown
    )


def _imps(board: int | None, score: str, points: Fraction) -> Text:
    shown = fraction_shown(points)
    if abs(points) == 1:  # 1 IMP and -1 IMP
        return Text("board {board}, {score}: {points} IMP", board=board, score=score, points=shown)
    return Text("board {board}, {score}: {points} IMPs", board=board, score=score, points=shown)


#: A line's label by the kind of its board's results (an artificial score is labelled as
#: its board is scored): matchpoints on a board with a top, else IMPs.
LABELS: Final[dict[str, Callable[[int | None, str, Fraction], Text]]] = {
    MATCHPOINTS: _matchpoints,
    CROSS_IMPS: _imps,
    BUTLER_IMPS: _imps,
}


# --- A teams board and a teams event's match ----------------------------------------------


def swing(board: int, rooms: tuple[str, str], swing: str, imps: int) -> Text:
    """A teams board's label: both rooms' results, the swing and the IMPs it made."""
    open_room, closed_room = rooms
    if imps == 1:
        return Text(
            "board {board}: {open} and {closed}, {swing} ({imps} IMP)",
            board=board,
            open=open_room,
            closed=closed_room,
            swing=swing,
            imps=imps,
        )
    return Text(
        "board {board}: {open} and {closed}, {swing} ({imps} IMPs)",
        board=board,
        open=open_room,
        closed=closed_room,
        swing=swing,
        imps=imps,
    )


def match(number: int, opponent: str, imps: tuple[int, int], vps: Decimal) -> Text:
    """A team's label for a match of an event: the opponent, the IMPs each way, its VPs."""
    mine, theirs = imps
    return Text(
        "match {number} against {opponent}: {imps} to {against} IMPs, {vps} VPs",
        number=number,
        opponent=opponent,
        imps=mine,
        against=theirs,
        vps=vps,
    )
