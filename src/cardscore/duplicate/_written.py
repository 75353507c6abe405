"""The scores a traveller may give directly: those some contract and result can make.

A traveller line or a teams board may give North-South's score as written (``+420``)
instead of the contract. Only a score that some contract, doubled or not, by either side,
with some number of tricks, makes on the board's vulnerability (or 0, passed out) is
taken: ``+425``, ``+4200`` or ``-99995`` is a slip of the pen, never a score (Law 77 and
the scoring table of the Laws of Duplicate Bridge).

>>> legal_scores(frozenset()) >= {0, 420, -420, 50, -50, 2280, -7000}
True
>>> 425 in legal_scores(frozenset()), 4200 in legal_scores(frozenset({"NS", "EW"}))
(False, False)
>>> nearest(frozenset(), 425)
(400, 420, 430, 440)
"""

from __future__ import annotations

import bisect
import functools

from cardscore import bridge
from cardscore._text import Text
from cardscore.errors import ImpossibleResultError

__all__ = ["check_written", "legal_scores", "nearest"]

_LEVELS = range(1, 8)
_TRICKS = range(14)
_NEAREST = 2  # legal scores shown on each side of a wrong one


@functools.cache
def _sorted(vulnerable: frozenset[str]) -> tuple[int, ...]:
    ns_vulnerable = "NS" in vulnerable
    ew_vulnerable = "EW" in vulnerable
    scores = {0}  # passed out
    for level in _LEVELS:
        for strain in bridge.Strain:
            for doubling in bridge.Doubling:
                contract = bridge.Contract(level, strain, doubling)
                for tricks in _TRICKS:
                    scores.add(bridge.score(contract, tricks, vulnerable=ns_vulnerable))
                    scores.add(-bridge.score(contract, tricks, vulnerable=ew_vulnerable))
    return tuple(sorted(scores))


@functools.cache
def legal_scores(vulnerable: frozenset[str]) -> frozenset[int]:
    """Every North-South score some contract and result make with ``vulnerable`` sides."""
    return frozenset(_sorted(vulnerable))


def nearest(vulnerable: frozenset[str], score: int) -> tuple[int, ...]:
    """The legal scores closest to ``score``: up to two below it and two above it."""
    ordered = _sorted(vulnerable)
    at = bisect.bisect_left(ordered, score)
    return ordered[max(at - _NEAREST, 0) : at + _NEAREST]


def _vulnerability(vulnerable: frozenset[str]) -> Text:
    if vulnerable >= {"NS", "EW"}:
        return Text("both sides vulnerable")
    if "NS" in vulnerable:
        return Text("North-South vulnerable")
    if "EW" in vulnerable:
        return Text("East-West vulnerable")
    return Text("nobody vulnerable")


def check_written(
    field: str, line: str, score: int, board: int, vulnerable: frozenset[str]
) -> None:
    """Refuse a written score no contract and result make on board ``board``.

    Raises:
        ImpossibleResultError: naming the field, the line as written, the board, its
            vulnerability and the nearest scores that are possible there.
    """
    if score in legal_scores(vulnerable):
        return
    shown = ", ".join(f"{value:+d}" if value else "0" for value in nearest(vulnerable, score))
    raise ImpossibleResultError(
        field,
        line,
        Text(
            "on board {board} ({vulnerability}) a score some contract and result make, "
            "such as {nearest}",
            board=board,
            vulnerability=_vulnerability(vulnerable),
            nearest=shown,
        ),
    )
