"""Duplicate's rules as data and pure functions, in the order of the rules (D1–D4, Law 2).

No text and no errors: what Law 78, the EBU's Neuberg formula and the WBF's 2013 VP scale
say, as numbers, tables and arithmetic on values already read. Reading a value is the
door's job (:mod:`cardscore.duplicate._read`); an item's words are
:mod:`cardscore.duplicate._words`'. The one cache is the VP scale's row per number of
boards, made once from the formula.
"""

from __future__ import annotations

import bisect
import enum
import functools
import math
from decimal import ROUND_HALF_UP, Context, Decimal
from fractions import Fraction
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence

__all__: list[str] = []

# --- D1. IMPs (Law 78B) -------------------------------------------------------------------

# The lower bound of each step of the IMP scale, the step's index its IMPs.
IMP_TABLE: Final = (
    0, 20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600,
    750, 900, 1100, 1300, 1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000,
)  # fmt: skip
"""The least difference in points that earns each number of IMPs, 0 to 24 (Law 78B)."""


def imp_step(difference: int) -> int:
    """The IMPs a difference of points earns: the table's step, with the difference's sign.

    >>> imp_step(420), imp_step(430), imp_step(-430)
    (9, 10, -10)
    """
    step = bisect.bisect_right(IMP_TABLE, abs(difference)) - 1
    return step if difference >= 0 else -step


# --- D2. Matchpoints (Law 78A), Neuberg, artificial scores --------------------------------

SCALES: Final = ("international", "acbl")
"""The matchpoint scales: 2 a win, 1 a tie (``"international"``); 1 and ½ (``"acbl"``)."""

# What a matchpoint of the international scale is worth on each scale.
SCALE_FACTOR: Final = {"international": Fraction(1), "acbl": Fraction(1, 2)}


def international(scores: Sequence[int]) -> list[int]:
    """Each score's 2/1/0 matchpoints against the others, in O(n log n)."""
    ordered = sorted(scores)
    points = []
    for score in scores:
        below = bisect.bisect_left(ordered, score)
        ties = bisect.bisect_right(ordered, score) - below - 1
        points.append(2 * below + ties)
    return points


def neuberg(points: Iterable[int], results: int, expected: int) -> tuple[Fraction, ...]:
    """Matchpoints among ``results`` scaled to ``expected`` results: (MP + 1) × E / A − 1."""
    weight = Fraction(expected, results)
    return tuple((mp + 1) * weight - 1 for mp in points)


def top(expected: int, scale: str) -> Fraction:
    """A board's top in matchpoints when ``expected`` results are compared: 2 (E − 1)."""
    return 2 * (expected - 1) * SCALE_FACTOR[scale]


class Average(enum.Enum):
    """An artificial score the director gives for a board not played (Law 12C2).

    Its ``percent`` of the top at matchpoints; at IMPs, ``imps`` (Law 86A: ±3).
    """

    PLUS = "A+"
    EVEN = "A"
    MINUS = "A-"

    @property
    def percent(self) -> int:
        """60 for Average+, 50 for Average, 40 for Average− (of the top)."""
        return AVERAGE_PERCENT[self]

    @property
    def imps(self) -> int:
        """+3 for Average+, 0 for Average, −3 for Average− (at IMPs)."""
        return AVERAGE_IMPS[self]

    @classmethod
    def parse(cls, text: Average | str) -> Average:
        """Parse ``"A+"``, ``"A"``, ``"A-"`` (also ``"60%"``, ``"avg+"``, ``"average-"``).

        >>> Average.parse("avg+"), Average.parse("40%")
        (<Average.PLUS: 'A+'>, <Average.MINUS: 'A-'>)
        """
        from cardscore.duplicate._read import average  # the door reads; the rules hold data

        return average("artificial", text)

    def __str__(self) -> str:
        return self.value


AVERAGE_PERCENT: Final = {Average.PLUS: 60, Average.EVEN: 50, Average.MINUS: 40}
AVERAGE_IMPS: Final = {Average.PLUS: 3, Average.EVEN: 0, Average.MINUS: -3}


def artificial(average: Average, board_top: Fraction | None) -> Fraction:
    """What an artificial score earns: its percent of the top, or its IMPs (no top)."""
    if board_top is None:
        return Fraction(average.imps)
    return board_top * Fraction(average.percent, 100)


# --- D3. Cross-IMPs (Cavendish) and Butler ------------------------------------------------


def imp_sums(scores: Sequence[int], bounds: Sequence[int] = IMP_TABLE) -> list[int]:
    """Each score's IMPs against every score given (itself included, 0), in their order.

    Linear after one sort. A difference of ``d`` points is worth as many IMPs as the steps
    of the IMP table whose lower bound ``d`` reaches, with ``d``'s sign; so the IMPs a score
    ``s`` earns against all the others are, summed over the steps ``k`` from 1,
    ``#{o <= s - bound[k]} - #{o >= s + bound[k]}`` (its zero difference with itself is
    counted by neither). Over the results sorted once each count only grows as ``s`` grows:
    for each step one index walks the sorted results once.

    ``bounds`` is the IMP table: ``bounds[k]`` the least difference worth ``k`` IMPs, from
    ``bounds[0] == 0``.

    >>> imp_sums([420, 420, 170, -50], (0, 20, 50, 90, 130, 170, 220, 270, 320, 370, 430))
    [16, 16, -6, -26]
    """
    ordered = sorted(scores)
    count = len(ordered)
    steps = range(1, len(bounds))
    reached = [0] * len(bounds)  # per step: how many results lie at or below s - bound
    short = [0] * len(bounds)  # per step: how many results lie below s + bound
    sums: dict[int, int] = {}
    for score in ordered:
        if score in sums:  # a score given twice earns the same
            continue
        total = 0
        for step in steps:
            bound = bounds[step]
            low = reached[step]
            # The largest score lies above score - bound (a bound is positive): this stops
            # inside the list.
            while ordered[low] <= score - bound:
                low += 1
            reached[step] = low
            high = short[step]
            while high < count and ordered[high] < score + bound:
                high += 1
            short[step] = high
            total += low - (count - high)
        sums[score] = total
    return [sums[score] for score in scores]


def cross_imps(scores: Sequence[int]) -> tuple[Fraction, ...]:
    """Each score's IMPs against every other, divided by their number (n − 1)."""
    others = len(scores) - 1
    if others < 1:
        return tuple(Fraction(0) for _ in scores)
    return tuple(Fraction(total, others) for total in imp_sums(scores))


DROP_FROM: Final = 5
"""From this many results on, a Butler datum drops the highest and the lowest by default."""


def default_drop(results: int) -> int:
    """How many highest and lowest results the datum drops when not told: 1 from five on."""
    return 1 if results >= DROP_FROM else 0


def datum(kept: Sequence[int]) -> int:
    """The mean of ``kept`` to the nearest multiple of 10, halves away from zero."""
    tens = abs(Fraction(sum(kept), len(kept))) / 10
    rounded = int(tens + Fraction(1, 2)) * 10
    return rounded if sum(kept) >= 0 else -rounded


def butler(scores: Sequence[int], drop: int) -> tuple[int, tuple[int, ...]]:
    """The datum with ``drop`` results cut at each end, and each score's IMPs against it."""
    ordered = sorted(scores)
    board_datum = datum(ordered[drop : len(ordered) - drop])
    return board_datum, tuple(imp_step(score - board_datum) for score in scores)


# --- D4. Teams: victory points (the WBF 2013 continuous scale) ---------------------------

# τ = (√5 − 1)/2; the blitz is 15 √N IMPs.
VP_DRAW: Final = Decimal(10)
VP_CENT: Final = Decimal("0.01")
VP_MAX: Final = Decimal("20.00")
BLITZ_FACTOR: Final = 15
MAX_BOARDS: Final = 1000
"""The longest match :func:`victory_points` scores (the WBF publishes scales up to 64 boards)."""

# Enough digits that rounding the irrational values to two decimals is exact: the nearest
# a value of the scale comes to a rounding boundary is far beyond the 40th digit's reach.
VP_CONTEXT: Final = Context(prec=40)


def vp_raw(margin: int, blitz: Decimal) -> Decimal:
    """The winner's VPs for ``margin`` IMPs by the formula, to two decimals."""
    context = VP_CONTEXT
    tau = context.divide(context.subtract(context.sqrt(Decimal(5)), 1), 2)
    power = context.exp(context.multiply(context.divide(3 * margin, blitz), context.ln(tau)))
    gained = context.divide(
        context.multiply(10, context.subtract(1, power)),
        context.subtract(1, context.power(tau, 3)),
    )
    # An irrational value (a power of tau) never lies exactly half-way: any rounding agrees.
    return context.add(VP_DRAW, gained).quantize(VP_CENT, rounding=ROUND_HALF_UP)


@functools.lru_cache(maxsize=128)
def vp_row(boards: int) -> tuple[Decimal, ...]:
    """The winner's VPs for margins 0, 1, … up to the first margin worth 20 (D4)."""
    blitz = VP_CONTEXT.multiply(BLITZ_FACTOR, VP_CONTEXT.sqrt(Decimal(boards)))
    row: list[Decimal] = []
    margin = 0
    # Up to the blitz, or the margin before it whose value rounds to 20.00 already.
    while margin < blitz and (not row or row[-1] < VP_MAX):
        row.append(min(VP_MAX, vp_raw(margin, blitz)))
        margin += 1
    if row[-1] < VP_MAX:
        row.append(VP_MAX)
    # D4: each further IMP is worth no more than the one before. Where rounding breaks that,
    # the WBF's tables raise the value before the step by 0.01 (which may in turn break the
    # step before it, so look back again).
    index = 2
    while index < len(row):
        if row[index] - row[index - 1] > row[index - 1] - row[index - 2]:
            row[index - 1] += VP_CENT
            index = max(2, index - 1)
        else:
            index += 1
    return tuple(row)


def victory_points(margin: int, boards: int) -> tuple[Decimal, Decimal]:
    """The VPs of the side with ``margin`` IMPs and of the other, over ``boards`` boards."""
    row = vp_row(boards)
    winner = row[min(abs(margin), len(row) - 1)]
    loser = VP_MAX - winner
    return (winner, loser) if margin >= 0 else (loser, winner)


# --- Boards (WBF Laws 2017, Law 2) --------------------------------------------------------

SEATS: Final = ("N", "E", "S", "W")
"""The seats clockwise; board 1 is dealt by North, board 2 by East, and so on (Law 2)."""

SIDES: Final = ("NS", "EW")
"""The two directions a pair sits in."""

# Law 2: the vulnerability printed on boards 1-16, repeating every 16 boards.
BOARD_VULNERABILITY: Final = (
    "none", "NS", "EW", "both", "NS", "EW", "both", "none",
    "EW", "both", "none", "NS", "both", "none", "NS", "EW",
)  # fmt: skip
VULNERABLE_SIDES: Final = {
    "none": frozenset[str](),
    "NS": frozenset({"NS"}),
    "EW": frozenset({"EW"}),
    "both": frozenset(SIDES),
}
MAX_BOARD: Final = 9999
"""The highest board number taken (no event plays more)."""

SIDE_OF_SEAT: Final = {"N": "NS", "S": "NS", "E": "EW", "W": "EW"}


def dealer(board: int) -> str:
    """The seat that deals board ``board``: N, E, S, W in turn from board 1."""
    return SEATS[(board - 1) % len(SEATS)]


def vulnerable(board: int) -> frozenset[str]:
    """The sides vulnerable on board ``board``: the cycle of 16 boards."""
    return VULNERABLE_SIDES[BOARD_VULNERABILITY[(board - 1) % len(BOARD_VULNERABILITY)]]


# --- How a pairs session scores -----------------------------------------------------------

METHODS: Final = ("matchpoints", "cross-imps", "butler")
"""How a pairs session scores its boards: matchpoints (D2), cross-IMPs or Butler (D3)."""


def lcm(values: Iterable[int]) -> int:
    """The least common multiple of ``values`` (1 for none)."""
    result = 1
    for value in values:
        result = math.lcm(result, value)
    return result


def unit(method: str, scale: str, expected: int) -> Fraction:
    """The largest fraction every value a board can earn is a whole multiple of."""
    if method == "butler":
        return Fraction(1)
    if method == "cross-imps":
        return Fraction(1, lcm(range(1, expected)))
    factor = SCALE_FACTOR[scale]
    board_top = top(expected, scale)
    # Neuberg: (MP + 1) x E / A - 1 for A results of E; artificial: 60/50/40 % of the top.
    values = [Fraction(expected, results) * factor for results in range(1, expected + 1)]
    values += [factor]
    values += [board_top * Fraction(average.percent, 100) for average in Average]
    return Fraction(1, lcm(value.denominator for value in values))


# A teams event counts its VPs in hundredths: exact ints.
VP_UNIT: Final = Fraction(1, 100)
