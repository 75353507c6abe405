"""What the writers take from a pairs session: its boards, lines, figures and ranking."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from cardscore import duplicate
from cardscore._policy import rounded
from cardscore._text import Text
from cardscore.errors import ScoreError

if TYPE_CHECKING:
    from decimal import Decimal
    from fractions import Fraction

__all__ = ["VULNERABLE", "finished_match", "pairs_session", "shown", "write_text"]

VULNERABLE = {
    frozenset(): "None",
    frozenset({"NS"}): "NS",
    frozenset({"EW"}): "EW",
    frozenset({"NS", "EW"}): "All",
}
"""A board's vulnerability as PBN writes it."""


def pairs_session(ledger: object) -> duplicate.PairsSession:
    """``ledger`` if it is a pairs session every board of which has its number."""
    if not isinstance(ledger, duplicate.PairsSession):
        raise ScoreError(
            "ledger",
            ledger,
            Text("a duplicate.PairsSession or a duplicate.TeamsMatch (a duplicate ledger)"),
        )
    if ledger.closed:
        raise ScoreError(
            "ledger", ledger, Text("a session not closed early (a file has no word for it)")
        )
    for deal in ledger.deals:
        if deal.board is None:
            raise ScoreError(
                "ledger", ledger, Text("a session whose thrown-out boards have numbers")
            )
    return ledger


def finished_match(match: duplicate.TeamsMatch) -> duplicate.TeamsMatch:
    """``match`` if all its boards are in: a file says how many boards by the boards it holds.

    A match closed early, or not over, would be read back as a match of fewer boards (its
    victory points on another scale): it is refused rather than written so.
    """
    if match.closed or not match.finished:
        raise ScoreError(
            "ledger",
            match,
            Text("a teams match with every board in (played or thrown out), not closed early"),
        )
    return match


def shown(value: Fraction) -> Decimal:
    """An exact figure as a file shows it: to two decimals, half up."""
    return rounded(value, 2, "half-up")


def write_text(path: object, text: str) -> None:
    """Write ``text`` to ``path`` (UTF-8)."""
    if not isinstance(path, str | Path):
        raise ScoreError("path", path, Text("a path (str or pathlib.Path)"))
    try:
        Path(path).write_text(text, encoding="utf-8")
    except (OSError, ValueError) as error:  # ValueError: a NUL in the path
        raise ScoreError("path", str(path), Text("a file that can be written")) from error
