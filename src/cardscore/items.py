"""Line items: the itemised breakdown every cardscore result carries.

>>> from cardscore import bridge
>>> for item in bridge.settle("4S", 11, vulnerable=False).items:
...     print(item)
trick score (4 × 30): declarer +120
overtricks (1 × 30): declarer +30
game bonus (not vulnerable): declarer +300
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

from cardscore._check import ITEMS_LIMIT, bounded
from cardscore._text import Text
from cardscore.errors import ScoreError

__all__ = ["Item", "sum_items"]


_ITEMS_ALLOWED = Text("an iterable of Item(label, who, points), who a str and points an int")


class Item(NamedTuple):
    """One line of a breakdown: who gets how many points, and why.

    Attributes:
        label: Why the points are scored, in the game's own words.
        who: The party that scores them (a role, a side or a player).
        points: The points, negative for a loss.
    """

    label: str
    who: str
    points: int

    def __str__(self) -> str:
        return f"{self.label}: {self.who} {self.points:+d}"


def sum_items(items: Iterable[Item]) -> dict[str, int]:
    """Add up the points of ``items`` per party, in order of first appearance.

    >>> sum_items([Item("a", "NS", 10), Item("b", "EW", 5), Item("c", "NS", -3)])
    {'NS': 7, 'EW': 5}

    Raises:
        ScoreError: ``items`` is not an iterable of items, each a str party and int points.
    """
    allowed = _ITEMS_ALLOWED
    given: object = items  # checked as what a caller may really pass
    if isinstance(given, str) or not isinstance(given, Iterable):
        raise ScoreError("items", given, allowed)
    listed = bounded("items", given, ITEMS_LIMIT, allowed)
    totals: dict[str, int] = {}
    for item in listed:
        if not isinstance(item, tuple) or len(item) != 3:
            raise ScoreError("items", item, allowed)
        _, who, points = item
        if not isinstance(who, str) or type(points) is not int:
            raise ScoreError("items", item, allowed)
        totals[who] = totals.get(who, 0) + points
    return totals
