"""A note of a Pitch or All Fours hand names every point: a forgotten one is caught (P2).

``Tally.summary`` takes who won each point; ``None`` says nobody did. A point the rules have
and the note leaves out is refused, never scored as nobody's: in Pitch high and low always
go to a side (the pitcher leads a trump, so a trump is always in play); in All Fours they
are nobody's only together (no trump dealt); the jack is nobody's when it is not in play,
game on a tie.

>>> named({"high": "A", "low": "B", "jack": None, "trey": UNNAMED}, jick=False, jokers=False,
...       trey=False)
{'high': 'A', 'low': 'B', 'jack': None, 'trey': None}
>>> named({"high": "A", "low": "B", "jack": UNNAMED}, jick=False, jokers=False, trey=False)
Traceback (most recent call last):
    ...
cardscore.errors.ScoreError: jack: 'not given' is not allowed; expected the side that won it, ...
"""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING, Final

from cardscore._text import Allowed, Text
from cardscore.errors import ImpossibleResultError, ScoreError

if TYPE_CHECKING:
    from collections.abc import Mapping

__all__ = ["UNNAMED", "Unnamed", "check_high_and_low", "named"]


class Unnamed(enum.Enum):
    """A point a summary of a hand does not name (``Tally.summary``'s default).

    Shown as what it means, in a signature or an error:

    >>> Unnamed.UNNAMED
    <not given>
    """

    UNNAMED = "unnamed"

    def __repr__(self) -> str:
        return "<not given>"


UNNAMED: Final = Unnamed.UNNAMED

_NOT_GIVEN = Text("not given")
_EXTRAS = {"jick": "jick", "big joker": "jokers", "little joker": "jokers", "trey": "trey"}


def named(
    points: Mapping[str, object], *, jick: bool, jokers: bool, trey: bool
) -> dict[str, object]:
    """Who won each point, every point of the rules named (``None``: nobody).

    A point the rules do not have may be left out (it is then nobody's, and the rules'
    own check refuses it when named).

    Raises:
        ScoreError: a point of the rules is not named.
    """
    has = {"jick": jick, "jokers": jokers, "trey": trey}
    won: dict[str, object] = {}
    for point, who in points.items():
        if who is UNNAMED:
            extra = _EXTRAS.get(point)
            if extra is not None and not has[extra]:
                won[point] = None
                continue
            raise ScoreError(
                point.replace(" ", "_"),
                _NOT_GIVEN,
                Allowed(
                    Text(
                        "the side that won it, or None when nobody did: a summary names every "
                        "point of the hand"
                    ),
                    told=Text(
                        "the side that won it, or none when nobody did: a note of a hand names "
                        "every point"
                    ),
                ),
            )
        won[point] = who
    return won


def check_high_and_low(high: object, low: object, *, always_trump: bool) -> None:
    """Refuse high or low nobody's in Pitch, or only one of them nobody's in All Fours.

    Raises:
        ImpossibleResultError: the pitcher leads a trump (``always_trump``), so high and low
            are always won; one trump dealt is both high and low.
    """
    for point, who in (("high", high), ("low", low)):
        if always_trump and who is None:
            raise ImpossibleResultError(
                point,
                None,
                Text(
                    "a side: the pitcher leads a trump, so a trump is always in play and high "
                    "and low are always won"
                ),
            )
    if (high is None) != (low is None):
        raise ImpossibleResultError(
            "low" if low is None else "high",
            None,
            Allowed(
                Text(
                    "a side when the other of high and low is: one trump dealt is both (both "
                    "are None only when no trump was dealt)"
                ),
                told=Text(
                    "a side when the other of high and low is: one trump dealt is both (both "
                    "are none only when no trump was dealt)"
                ),
            ),
        )
