"""Checks any cardscore result or ledger must pass, for your own property-based tests.

Each check returns nothing when the invariant holds and raises :class:`InvariantError`
(an ``AssertionError``, so test runners report it as a failure) when it does not. They
work on anything shaped like a cardscore result (``items`` and ``totals``) or ledger
(``deals`` and ``totals``), so they can check your own scoring code as well as ours.

>>> from cardscore import bridge
>>> check_breakdown(bridge.settle("4SX", 9, vulnerable=True))
>>> check_zero_sum({"taker": 174, "defender": -58})
Traceback (most recent call last):
...
cardscore.invariants.InvariantError: totals do not sum to zero: ... sums to 116
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Protocol

from cardscore.items import Item, sum_items

if TYPE_CHECKING:
    from collections.abc import Sequence

__all__ = [
    "InvariantError",
    "Ledger",
    "Scored",
    "check_breakdown",
    "check_bridge_deal",
    "check_ledger",
    "check_zero_sum",
]


class InvariantError(AssertionError):
    """An invariant of a score does not hold."""


class Scored(Protocol):
    """Anything with an itemised breakdown and per-party totals."""

    @property
    def items(self) -> tuple[Item, ...]:
        """The line items."""
        ...  # pragma: no cover

    @property
    def totals(self) -> Mapping[str, int]:
        """Points per party."""
        ...  # pragma: no cover


class Ledger(Protocol):
    """Anything with recorded deals and running totals."""

    @property
    def deals(self) -> Sequence[Scored]:
        """The deals, oldest first."""
        ...  # pragma: no cover

    @property
    def totals(self) -> Mapping[str, int]:
        """Points per party."""
        ...  # pragma: no cover


def _fail(message: str) -> InvariantError:
    return InvariantError(message)


def _same_points(left: Mapping[str, int], right: Mapping[str, int]) -> bool:
    parties = set(left) | set(right)
    return all(left.get(party, 0) == right.get(party, 0) for party in parties)


def check_breakdown(result: Scored) -> None:
    """The items add up, per party, to the result's totals; every item's points are ints.

    >>> from cardscore.items import Item
    >>> class Wrong:
    ...     items = (Item("game", "NS", 300),)
    ...     totals = {"NS": 400}
    >>> check_breakdown(Wrong())
    Traceback (most recent call last):
    ...
    cardscore.invariants.InvariantError: items sum to {'NS': 300}, totals are {'NS': 400}
    """
    for item in result.items:
        if type(item.points) is not int:
            raise _fail(f"item {item!r} has points that are not an int")
    summed = sum_items(result.items)
    totals = dict(result.totals)
    if not _same_points(summed, totals):
        raise _fail(f"items sum to {summed}, totals are {totals}")


def check_zero_sum(totals: Mapping[str, int] | Scored) -> None:
    """The points of every party sum to zero (tarot deals and sessions)."""
    mapping = dict(totals) if isinstance(totals, Mapping) else dict(totals.totals)
    total = sum(mapping.values())
    if total != 0:
        raise _fail(f"totals do not sum to zero: {mapping} sums to {total}")


def check_ledger(ledger: Ledger) -> None:
    """Each deal's breakdown adds up, and the ledger's totals are the sum of its deals."""
    summed: dict[str, int] = {}
    for number, deal in enumerate(ledger.deals, start=1):
        try:
            check_breakdown(deal)
        except InvariantError as error:
            raise _fail(f"deal {number}: {error}") from None
        for party, points in sum_items(deal.items).items():
            summed[party] = summed.get(party, 0) + points
    totals = dict(ledger.totals)
    if not _same_points(summed, totals):
        raise _fail(f"the deals sum to {summed}, the ledger's totals are {totals}")


# The extremes of B2-B5: the most a made contract scores is 1NTXX+6 vulnerable (3160),
# the most a defeat costs is 7NTXX-13 vulnerable (7600).
_MOST_MADE = 3160
_MOST_DOWN = 7600


def check_bridge_deal(deal: Scored) -> None:
    """Bridge bounds (B2-B5): made scores are 1..3160 to the declarer, penalties 1..7600."""
    check_breakdown(deal)
    declarer = deal.totals.get("declarer", 0)
    defenders = deal.totals.get("defenders", 0)
    if (declarer == 0) == (defenders == 0):
        raise _fail(f"exactly one side scores in a bridge deal: {dict(deal.totals)}")
    if not 0 <= declarer <= _MOST_MADE:
        raise _fail(f"a made contract scores 1..{_MOST_MADE}, not {declarer}")
    if not 0 <= defenders <= _MOST_DOWN:
        raise _fail(f"a penalty is 1..{_MOST_DOWN}, not {defenders}")
