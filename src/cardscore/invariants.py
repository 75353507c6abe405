"""Checks any cardscore result or ledger must pass, for your own property-based tests.

Each check returns nothing when the invariant holds and raises :class:`InvariantError`
(an ``AssertionError``, so test runners report it as a failure) when it does not. They
work on anything shaped like a cardscore result (``items`` and ``totals``), recorded deal
(``items`` and ``scores``) or ledger (``deals`` and ``totals``), so they can check your own
scoring code as well as ours. A value of the wrong kind (a number where a result belongs,
an item without points) is not a broken invariant: it raises
:class:`~cardscore.errors.ScoreError` naming the argument, the value and what it takes.

>>> from cardscore import bridge
>>> check_breakdown(bridge.settle("4SX", 9, vulnerable=True))
>>> check_zero_sum({"taker": 174, "defender": -58})
Traceback (most recent call last):
...
cardscore.invariants.InvariantError: totals do not sum to zero: ... sums to 116
>>> check_breakdown(42)
Traceback (most recent call last):
...
cardscore.errors.ScoreError: result: 42 is not allowed; expected a result with items and totals
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from collections.abc import Set as AbstractSet
from typing import TYPE_CHECKING, Protocol

from cardscore import ledger as shared
from cardscore._check import iterated
from cardscore.errors import ScoreError

if TYPE_CHECKING:
    from cardscore.items import Item

__all__ = [
    "InvariantError",
    "Ledger",
    "Scored",
    "check_breakdown",
    "check_bridge_deal",
    "check_deal",
    "check_error",
    "check_item",
    "check_ledger",
    "check_next",
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


Ledger = shared.Ledger
"""The one ledger protocol, :class:`cardscore.Ledger` (kept here under its old name)."""


_MISSING = object()


def _fail(message: str) -> InvariantError:
    return InvariantError(message)


def _same_points(left: Mapping[str, int], right: Mapping[str, int]) -> bool:
    parties = set(left) | set(right)
    return all(left.get(party, 0) == right.get(party, 0) for party in parties)


def _points(value: object, field: str, given: object) -> dict[str, int]:
    # A mapping of party to points, or a ScoreError naming what was given where.
    if not isinstance(value, Mapping) or not all(
        isinstance(key, str) and isinstance(points, int) for key, points in value.items()
    ):
        raise ScoreError(field, given, "a mapping of each party's name to its points")
    return dict(value)


def _items(value: object, field: str, given: object) -> tuple[Item, ...]:
    if isinstance(value, str | bytes) or not isinstance(value, Iterable):
        raise ScoreError(field, given, "a sequence of items (label, who, points)")
    found = tuple(iterated(field, value, "a sequence of items (label, who, points)"))
    for item in found:
        check_item(item)
    return found


def check_item(item: Item) -> None:
    """A line item has a label and a party (strs) and points that are an int.

    >>> from cardscore.items import Item
    >>> check_item(Item("overtricks", "NS", 30))
    >>> check_item(Item("overtricks", "NS", 30.0))
    Traceback (most recent call last):
    ...
    cardscore.invariants.InvariantError: item Item(...points=30.0) has points that are not an int
    """
    label = getattr(item, "label", _MISSING)
    who = getattr(item, "who", _MISSING)
    points = getattr(item, "points", _MISSING)
    if _MISSING in (label, who, points):
        raise ScoreError("item", item, "an item with a label, who and points")
    if not isinstance(label, str) or not isinstance(who, str):
        raise _fail(f"item {item!r} has a label or party that is not a str")
    if type(points) is not int:
        raise _fail(f"item {item!r} has points that are not an int")


def _breakdown(items: tuple[Item, ...], totals: dict[str, int], name: str) -> None:
    summed: dict[str, int] = {}
    for item in items:
        summed[item.who] = summed.get(item.who, 0) + item.points
    if not _same_points(summed, totals):
        raise _fail(f"items sum to {summed}, {name} are {totals}")


def check_breakdown(result: Scored) -> None:
    """The items add up, per party, to the result's totals; every item's points are ints.

    A result without ``totals`` may have ``points`` instead (a pitch ``Tally``).

    >>> from cardscore.items import Item
    >>> class Wrong:
    ...     items = (Item("game", "NS", 300),)
    ...     totals = {"NS": 400}
    >>> check_breakdown(Wrong())
    Traceback (most recent call last):
    ...
    cardscore.invariants.InvariantError: items sum to {'NS': 300}, totals are {'NS': 400}
    """
    items = getattr(result, "items", _MISSING)
    totals = getattr(result, "totals", None)
    if not isinstance(totals, Mapping):  # a pitch tally has its points
        totals = getattr(result, "points", _MISSING)
    if items is _MISSING or totals is _MISSING:
        raise ScoreError("result", result, "a result with items and totals")
    _breakdown(_items(items, "result", result), _points(totals, "result", result), "totals")


def check_zero_sum(totals: object) -> None:
    """The points of every party sum to zero (tarot deals and sessions).

    ``totals`` is a mapping of party to points, or anything with ``totals`` (a result, a
    ledger).
    """
    found = totals if isinstance(totals, Mapping) else getattr(totals, "totals", None)
    mapping = _points(found, "totals", totals)
    total = sum(mapping.values())
    if total != 0:
        raise _fail(f"totals do not sum to zero: {mapping} sums to {total}")


def _scores(deal: object) -> dict[str, int]:
    # A recorded deal's points per party: ``scores`` (cardscore.ledger.Deal), else the
    # older ``totals`` or ``points`` mapping of a game's own Deal.
    for name in ("scores", "totals", "points"):
        found = getattr(deal, name, None)
        if isinstance(found, Mapping):
            return _points(found, "deal", deal)
    raise ScoreError("deal", deal, "a recorded deal with items and scores")


def check_deal(deal: object) -> None:
    """A recorded deal is consistent in itself.

    Its items add up, per party, to its ``scores`` (or a game's older ``totals``); a
    number is an int from 1; the dealer is a name or None. A deal of the shared shape
    (:class:`cardscore.ledger.Deal`) has no number exactly when it is thrown in. (A
    thrown-in deal may score: pitch's kicks count on a redeal.)
    """
    items = getattr(deal, "items", _MISSING)
    if items is _MISSING:
        raise ScoreError("deal", deal, "a recorded deal with items and scores")
    scores = _scores(deal)
    _breakdown(_items(items, "deal", deal), scores, "scores")
    number = getattr(deal, "number", None)
    if number is not None and (type(number) is not int or number < 1):
        raise _fail(f"a deal's number is an int from 1 or None, not {number!r}")
    dealer = getattr(deal, "dealer", None)
    if dealer is not None and not isinstance(dealer, str):
        raise _fail(f"a deal's dealer is a name or None, not {dealer!r}")
    # Whether a thrown-in deal is numbered is the game's to say (a Need a Fourth? deal that
    # all pass is one of the session's deals), so nothing ties ``number`` to ``thrown_in``.
    thrown_in = getattr(deal, "thrown_in", False)
    if type(thrown_in) is not bool:
        raise _fail(f"a deal's thrown_in is a bool, not {thrown_in!r}")


def check_ledger(ledger: object, *, start: Mapping[str, int] | None = None) -> None:
    """Each deal holds together, and the ledger's totals are ``start`` plus its deals' scores.

    ``ledger`` is anything shaped like :class:`Ledger` (every cardscore ledger is).
    ``start`` is the totals the ledger was started from (none: every party at 0). A
    ledger of the shared shape (:class:`cardscore.Ledger`) also has its ``parties`` as the
    parties of its totals, and ``played`` is the number of its deals not thrown in.
    """
    deals = getattr(ledger, "deals", _MISSING)
    totals = getattr(ledger, "totals", _MISSING)
    if isinstance(deals, str | bytes) or not isinstance(deals, Iterable) or totals is _MISSING:
        raise ScoreError("ledger", ledger, "a ledger with deals and totals")
    found = _points(totals, "ledger", ledger)
    summed = {} if start is None else _points(start, "start", start)
    counted = 0
    for number, deal in enumerate(deals, start=1):
        try:
            check_deal(deal)
        except InvariantError as error:
            raise _fail(f"deal {number}: {error}") from None
        for party, points in _scores(deal).items():
            summed[party] = summed.get(party, 0) + points
        # The deals that count are the numbered ones (a thrown-in deal, or a rubber's
        # closing entry, has no number).
        counted += getattr(deal, "number", None) is not None
    if not _same_points(summed, found):
        raise _fail(f"the deals sum to {summed}, the ledger's totals are {found}")
    if not isinstance(ledger, shared.Ledger):
        return
    parties: object = ledger.parties
    if not isinstance(parties, tuple) or set(parties) != set(found):
        raise _fail(f"the totals' parties {tuple(found)} are not the ledger's {parties!r}")
    if ledger.played != counted:
        raise _fail(f"played is {ledger.played}, but {counted} deals are numbered")


def check_next(upcoming: object) -> None:
    """What comes next (:class:`cardscore.ledger.Next`) is possible.

    The number is an int from 1; the dealer a name or None; bridge's vulnerable sides and
    part scores come together, the vulnerable sides among those with a part score, and
    every part score is an int from 0 to 99 (100 makes a game).
    """
    number = getattr(upcoming, "number", _MISSING)
    if number is _MISSING or not hasattr(upcoming, "dealer"):
        raise ScoreError("next", upcoming, "a cardscore.ledger.Next")
    if type(number) is not int or number < 1:
        raise _fail(f"the next deal's number is an int from 1, not {number!r}")
    dealer = getattr(upcoming, "dealer", None)
    if dealer is not None and not isinstance(dealer, str):
        raise _fail(f"the next dealer is a name or None, not {dealer!r}")
    vulnerable = getattr(upcoming, "vulnerable", None)
    partscores = getattr(upcoming, "partscores", None)
    if (vulnerable is None) != (partscores is None):
        raise _fail("vulnerable and partscores are both given (bridge) or both None")
    if vulnerable is None or partscores is None:
        return
    scores = _points(partscores, "next", upcoming)
    if not isinstance(vulnerable, AbstractSet) or not all(
        isinstance(side, str) for side in vulnerable
    ):
        raise _fail(f"vulnerable is a set of sides, not {vulnerable!r}")
    if not vulnerable <= set(scores):
        raise _fail(f"vulnerable {set(vulnerable)} are not among the sides {set(scores)}")
    if any(type(points) is not int or not 0 <= points < 100 for points in scores.values()):
        raise _fail(f"part scores are ints from 0 to 99, not {scores}")


def check_error(error: object) -> None:
    """An error cardscore raised names its field, the value and what is allowed.

    ``field`` and ``allowed`` are non-empty strs and the message shows both.

    >>> from cardscore import bridge
    >>> try:
    ...     bridge.Contract(8, "S")
    ... except ScoreError as raised:
    ...     check_error(raised)
    """
    if not isinstance(error, ScoreError):
        raise ScoreError("error", error, "a cardscore.ScoreError")
    message = str(error)
    for name in ("field", "allowed"):
        text = getattr(error, name, None)
        if not isinstance(text, str) or not text:
            raise _fail(f"the error's {name} is a non-empty str, not {text!r}")
        if text not in message:
            raise _fail(f"the message {message!r} does not show the {name} {text!r}")


# The extremes of B2-B5: the most a made contract scores is 1NTXX+6 vulnerable (3160),
# the most a defeat costs is 7NTXX-13 vulnerable (7600).
_MOST_MADE = 3160
_MOST_DOWN = 7600


def check_bridge_deal(deal: Scored) -> None:
    """Bridge bounds (B2-B5): made scores are 1..3160 to the declarer, penalties 1..7600."""
    check_breakdown(deal)
    totals = _points(getattr(deal, "totals", None), "result", deal)
    declarer = totals.get("declarer", 0)
    defenders = totals.get("defenders", 0)
    if (declarer == 0) == (defenders == 0):
        raise _fail(f"exactly one side scores in a bridge deal: {totals}")
    if not 0 <= declarer <= _MOST_MADE:
        raise _fail(f"a made contract scores 1..{_MOST_MADE}, not {declarer}")
    if not 0 <= defenders <= _MOST_DOWN:
        raise _fail(f"a penalty is 1..{_MOST_DOWN}, not {defenders}")
