"""Duplicate bridge: IMPs, matchpoints, Neuberg, cross-IMPs, Butler, victory points (D1–D4).

In duplicate the same deal (a *board*) is played at several tables and each result is judged
against the other results on that board. Every score here is North-South's duplicate score
(:func:`cardscore.bridge.score` from NS's view; East-West's is its negative).

>>> from cardscore import duplicate
>>> duplicate.imps(430 - 50), duplicate.imps(-620)
(9, -12)
>>> duplicate.matchpoints([90, 0, -50, -50])
(Fraction(6, 1), Fraction(4, 1), Fraction(1, 1), Fraction(1, 1))
>>> duplicate.victory_points(5, 16)
(Decimal('11.48'), Decimal('8.52'))

Sources: WBF Laws of Duplicate Bridge 2017, Law 78 (methods of scoring); the EBU's
"The Neuberg formula"; the WBF Scoring Panel's "The new WBF IMP to VP scales" (2013).
"""

from __future__ import annotations

import bisect
import functools
from collections.abc import Iterable
from decimal import ROUND_HALF_UP, Context, Decimal
from fractions import Fraction
from typing import Final, Literal

from cardscore._text import Text
from cardscore.errors import ImpossibleResultError, NotationError, RuleViolationError, ScoreError

__all__ = [
    "IMP_TABLE",
    "MAX_BOARDS",
    "SCALES",
    "butler",
    "cross_imps",
    "imps",
    "matchpoints",
    "victory_points",
]

# --- The rules (D1–D4) --------------------------------------------------------------------

# D1 (Law 78B): the lower bound of each step of the IMP scale, the step's index its IMPs.
IMP_TABLE: Final = (
    0, 20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600,
    750, 900, 1100, 1300, 1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000,
)  # fmt: skip
"""The least difference in points that earns each number of IMPs, 0 to 24 (Law 78B)."""

# D2: what one comparison earns on each scale: (a win, a tie); a loss earns nothing.
SCALES: Final = ("international", "acbl")
"""The matchpoint scales: 2 a win, 1 a tie (``"international"``); 1 and ½ (``"acbl"``)."""

_SCALE_FACTOR = {"international": Fraction(1), "acbl": Fraction(1, 2)}

# D4: the WBF 2013 continuous scale. τ = (√5 − 1)/2; the blitz is 15 √N IMPs.
_VP_DRAW = Decimal(10)
_VP_CENT = Decimal("0.01")
_VP_MAX = Decimal("20.00")
_BLITZ_FACTOR = 15
_DROP_FROM = 5
MAX_BOARDS: Final = 1000
"""The longest match :func:`victory_points` scores (the WBF publishes scales up to 64 boards)."""

# Enough digits that rounding the irrational values to two decimals is exact: the nearest
# a value of the scale comes to a rounding boundary is far beyond the 40th digit's reach.
_VP_CONTEXT = Context(prec=40)

# --- Checking the input -------------------------------------------------------------------

_SCORES_ALLOWED = Text("a sequence of ints (North-South scores)")


def _int(field: str, value: object, allowed: Text) -> int:
    if type(value) is int:
        return value
    if isinstance(value, int) and not isinstance(value, bool):
        return int(value)
    raise ScoreError(field, value, allowed)


def _score_value(field: str, value: object) -> int:
    return _int(field, value, Text("an int (a North-South score)"))


def _scores(field: str, values: object) -> tuple[int, ...]:
    if isinstance(values, str | bytes) or not isinstance(values, Iterable):
        raise ScoreError(field, values, _SCORES_ALLOWED)
    return tuple(_score_value(field, value) for value in values)


def _count(field: str, value: object, low: int, high: int | None = None) -> int:
    if type(value) is not int:
        allowed = (
            Text("an int of at least {low}", low=low)
            if high is None
            else Text("an int from {low} to {high}", low=low, high=high)
        )
        raise ScoreError(field, value, allowed)
    if value < low or (high is not None and value > high):
        if high is None:
            raise ImpossibleResultError(field, value, Text("an int of at least {low}", low=low))
        raise ImpossibleResultError(
            field, value, Text("an int from {low} to {high}", low=low, high=high)
        )
    return value


def _scale(value: object) -> str:
    if type(value) is not str:
        raise ScoreError("scale", value, "'international' or 'acbl' (a str)")
    name = value.strip().lower()
    if name not in _SCALE_FACTOR:
        raise NotationError("scale", value, "'international' or 'acbl'")
    return name


# --- D1: IMPs -----------------------------------------------------------------------------


def imps(points: int) -> int:
    """The IMPs a difference of ``points`` is worth (Law 78B), with the difference's sign.

    Each step of the table starts at its lower bound, so a difference between two steps (a
    Butler datum's, an average's) earns the lower step.

    >>> imps(0), imps(10), imps(20), imps(420), imps(430), imps(-430), imps(7600)
    (0, 0, 1, 9, 10, -10, 24)

    Raises:
        ScoreError: ``points`` is not an int.
    """
    difference = _int("points", points, Text("an int (a difference in points)"))
    step = bisect.bisect_right(IMP_TABLE, abs(difference)) - 1
    return step if difference >= 0 else -step


# --- D2: matchpoints and Neuberg ----------------------------------------------------------


def _international(scores: tuple[int, ...]) -> list[int]:
    """Each score's 2/1/0 matchpoints against the others, in O(n log n)."""
    ordered = sorted(scores)
    points = []
    for score in scores:
        below = bisect.bisect_left(ordered, score)
        ties = bisect.bisect_right(ordered, score) - below - 1
        points.append(2 * below + ties)
    return points


def matchpoints(
    scores: Iterable[int],
    *,
    expected: int | None = None,
    scale: Literal["international", "acbl"] = "international",
) -> tuple[Fraction, ...]:
    """Each North-South result's matchpoints on one board (Law 78A), exactly.

    Every result earns, against each other result, 2 for a win and 1 for a tie (1 and ½ on
    the ``"acbl"`` scale); East-West's matchpoints are the top minus North-South's. When
    ``expected`` is more than the number of results, the Neuberg formula scales them to the
    top of ``expected`` results: MP′ = (MP + 1) × E / A − 1.

    >>> [str(mp) for mp in matchpoints([90, 0, -50, -50])]
    ['6', '4', '1', '1']
    >>> [str(mp) for mp in matchpoints([90, 0, -50, -50], scale="acbl")]
    ['3', '2', '1/2', '1/2']
    >>> [str(mp) for mp in matchpoints([600, 170, -100], expected=4)]
    ['17/3', '3', '1/3']

    Args:
        scores: The North-South scores on the board, one per table.
        expected: The number of results the board should have had (Neuberg); at least the
            number given. None: compare the results as they are.
        scale: ``"international"`` (2 a win, 1 a tie) or ``"acbl"`` (1 and ½).

    Raises:
        ScoreError: A score is not an int, ``expected`` is not an int or is fewer than the
            results, or ``scale`` is unknown.
    """
    given = _scores("scores", scores)
    factor = _SCALE_FACTOR[_scale(scale)]
    points = _international(given)
    if expected is not None:
        wanted = _count("expected", expected, 1)
        if wanted < len(given):
            raise RuleViolationError(
                "expected",
                expected,
                Text("at least the number of results ({count})", count=len(given)),
            )
        if wanted != len(given):
            weight = Fraction(wanted, len(given))
            return tuple(((mp + 1) * weight - 1) * factor for mp in points)
    return tuple(Fraction(mp) * factor for mp in points)


# --- D3: cross-IMPs and Butler ------------------------------------------------------------


def cross_imps(scores: Iterable[int]) -> tuple[Fraction, ...]:
    """Each North-South result IMPed against every other on the board, averaged (D3).

    A result's score is the sum of its IMPs against each other result divided by their
    number (n − 1), so boards with different numbers of results compare; a lone result
    scores 0. East-West's are the negatives.

    >>> [str(x) for x in cross_imps([420, 420, 170, -50])]
    ['16/3', '16/3', '-2', '-26/3']

    Raises:
        ScoreError: A score is not an int.
    """
    given = _scores("scores", scores)
    others = len(given) - 1
    if others < 1:
        return tuple(Fraction(0) for _ in given)
    return tuple(Fraction(sum(imps(score - other) for other in given), others) for score in given)


def _datum(kept: tuple[int, ...]) -> int:
    # D3: the mean rounded to the nearest multiple of 10, halves away from zero.
    tens = abs(Fraction(sum(kept), len(kept))) / 10
    rounded = int(tens + Fraction(1, 2)) * 10
    return rounded if sum(kept) >= 0 else -rounded


def _default_drop(results: int) -> int:
    # D3: commonly the highest and the lowest are dropped when there are 5 or more results.
    return 1 if results >= _DROP_FROM else 0


def butler(scores: Iterable[int], *, drop: int | None = None) -> tuple[int, tuple[int, ...]]:
    """The board's datum and each North-South result's IMPs against it (Butler, D3).

    The datum is the mean of the results after dropping the ``drop`` highest and the
    ``drop`` lowest, rounded to the nearest multiple of 10 (halves away from zero).
    ``drop`` left out drops 1 each way when there are 5 or more results, else none.

    >>> butler([620, 620, 170, 140, -100], drop=1)
    (310, (7, 7, -4, -5, -9))
    >>> butler([420, 400, -50])
    (260, (4, 4, -7))

    Raises:
        ScoreError: A score is not an int, or ``drop`` is not an int.
        RuleViolationError: ``drop`` leaves no result to take the mean of.
    """
    given = _scores("scores", scores)
    cut = _count("drop", drop, 0) if drop is not None else _default_drop(len(given))
    if not given:
        if drop is not None and cut:
            raise RuleViolationError(
                "drop", drop, Text("0 when there are no results to drop from")
            )
        return 0, ()
    if 2 * cut >= len(given):
        raise RuleViolationError(
            "drop",
            drop,
            Text(
                "fewer than half of the {count} results, so that some are left",
                count=len(given),
            ),
        )
    ordered = sorted(given)
    datum = _datum(tuple(ordered[cut : len(ordered) - cut]))
    return datum, tuple(imps(score - datum) for score in given)


# --- D4: victory points -------------------------------------------------------------------


def _vp_raw(margin: int, blitz: Decimal) -> Decimal:
    context = _VP_CONTEXT
    tau = context.divide(context.subtract(context.sqrt(Decimal(5)), 1), 2)
    power = context.exp(context.multiply(context.divide(3 * margin, blitz), context.ln(tau)))
    gained = context.divide(
        context.multiply(10, context.subtract(1, power)),
        context.subtract(1, context.power(tau, 3)),
    )
    return context.add(_VP_DRAW, gained).quantize(_VP_CENT, rounding=ROUND_HALF_UP)


@functools.lru_cache(maxsize=128)
def _vp_row(boards: int) -> tuple[Decimal, ...]:
    """The winner's VPs for margins 0, 1, … up to the first margin worth 20 (D4)."""
    blitz = _VP_CONTEXT.multiply(_BLITZ_FACTOR, _VP_CONTEXT.sqrt(Decimal(boards)))
    row: list[Decimal] = []
    margin = 0
    # Up to the blitz, or the margin before it whose value rounds to 20.00 already.
    while margin < blitz and (not row or row[-1] < _VP_MAX):
        row.append(min(_VP_MAX, _vp_raw(margin, blitz)))
        margin += 1
    if row[-1] < _VP_MAX:
        row.append(_VP_MAX)
    # D4: each further IMP is worth no more than the one before. Where rounding breaks that,
    # the WBF's tables raise the value before the step by 0.01 (which may in turn break the
    # step before it, so look back again).
    index = 2
    while index < len(row):
        if row[index] - row[index - 1] > row[index - 1] - row[index - 2]:
            row[index - 1] += _VP_CENT
            index = max(2, index - 1)
        else:
            index += 1
    return tuple(row)


def victory_points(imps: int, boards: int) -> tuple[Decimal, Decimal]:
    """The victory points for an IMP margin over ``boards`` boards (WBF 2013, 20-VP scale).

    The first value is for the side whose margin is ``imps`` (negative when it lost), the
    second for the other; they always add up to 20. The scale is the WBF's continuous one,
    to two decimals, with its published tables' adjustment: each further IMP is worth no
    more than the one before. From the blitz (15 √N IMPs) on, 20–0.

    >>> victory_points(0, 16), victory_points(1, 16), victory_points(-1, 16)
    ((Decimal('10.00'), Decimal('10.00')), (Decimal('10.31'), Decimal('9.69')), \
(Decimal('9.69'), Decimal('10.31')))
    >>> victory_points(60, 16)
    (Decimal('20.00'), Decimal('0.00'))

    Raises:
        ScoreError: ``imps`` or ``boards`` is not an int, or ``boards`` is out of range.
    """
    margin = _int("imps", imps, Text("an int (the IMP margin)"))
    row = _vp_row(_count("boards", boards, 1, MAX_BOARDS))
    winner = row[min(abs(margin), len(row) - 1)]
    loser = _VP_MAX - winner
    return (winner, loser) if margin >= 0 else (loser, winner)
