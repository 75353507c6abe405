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
import enum
import functools
import math
from collections.abc import Iterable, Iterator, Sequence
from decimal import ROUND_HALF_UP, Context, Decimal
from fractions import Fraction
from typing import TYPE_CHECKING, Final, Literal, cast, overload

import attrs

from cardscore import _cross_imps, _movement, bridge
from cardscore._bridge_ledgers import SEAT_NAMES, read_result
from cardscore._check import (
    NAME_LIMIT,
    NOTATION_LIMIT,
    bounded,
    check_text,
    int_from_text,
    lookup_name,
    one_line,
    plain_int,
    plain_str,
)
from cardscore._frozen import fields_repr
from cardscore._history import History, LedgerBase
from cardscore._imps_par import imps_to_par
from cardscore._pair_names import display_name, names_of
from cardscore._policy import POLICIES, Policy
from cardscore._text import Text
from cardscore._written import check_written
from cardscore.errors import ImpossibleResultError, NotationError, RuleViolationError, ScoreError
from cardscore.items import Item
from cardscore.ledger import Next

if TYPE_CHECKING:
    # numpy is optional (the ``arrays`` extra), as for bridge.scores.
    from numpy import int32
    from numpy.typing import NDArray

    from cardscore.bridge import Contract, Result, _Array

__all__ = [
    "IMP_TABLE",
    "MAX_BOARD",
    "MAX_BOARDS",
    "METHODS",
    "POLICIES",
    "SCALES",
    "SEATS",
    "SIDES",
    "Average",
    "MatchResult",
    "PairsSession",
    "Play",
    "Policy",
    "Standing",
    "TableResult",
    "TeamsBoard",
    "TeamsEvent",
    "TeamsMatch",
    "Traveller",
    "board_dealer",
    "board_vulnerable",
    "butler",
    "cross_imps",
    "imps",
    "imps_to_par",
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

# The kinds of the items the ledgers make (``item.kind``: no language changes them; the
# docs' page lists them).
_KIND_MATCHPOINTS: Final = "matchpoints"
_KIND_CROSS_IMPS: Final = "cross_imps"
_KIND_BUTLER_IMPS: Final = "butler_imps"
_KIND_AVERAGE: Final = "average"
_KIND_IMPS: Final = "imps"
_KIND_VICTORY_POINTS: Final = "victory_points"

# --- Checking the input -------------------------------------------------------------------

# The most results one board can have: far more than any event's tables.
_RESULTS_LIMIT = 10_000
_SCORES_ALLOWED = Text("a sequence of ints (North-South scores)")


def _int(field: str, value: object, allowed: Text) -> int:
    if type(value) is int:  # pragma: no mutate (fast path: the next test takes it too)
        return value
    if isinstance(value, int) and not isinstance(value, bool):
        return plain_int(value)  # the number it holds, never its own __int__
    raise ScoreError(field, value, allowed)


def _score_value(field: str, value: object) -> int:
    return _int(field, value, Text("an int (a North-South score)"))


def _scores(field: str, values: object) -> tuple[int, ...]:
    if hasattr(values, "__array__") and not isinstance(values, Sequence):
        values = _array_rows(field, values)
    given = bounded(field, values, _RESULTS_LIMIT, _SCORES_ALLOWED)
    return tuple(_score_value(field, value) for value in given)


def _array_rows(field: str, values: object) -> list[object]:
    # A numpy array (or a pandas or Polars column) of one board's scores as Python values
    # (numpy's ints become ints), at most one past the limit of results taken.
    from cardscore import _scores

    if not _scores.numpy_installed():
        raise ScoreError(field, values, _SCORES_ALLOWED)
    from cardscore import _scores_numpy  # the one reader of a column, as bridge.scores reads

    array = _scores_numpy.array_column(field, values, _SCORES_ALLOWED)
    if array is None:  # a numpy scalar: no column
        raise ScoreError(field, values, _SCORES_ALLOWED)
    # One row past the limit shows the column too long; a second changes nothing refused.
    rows: list[object] = array[: _RESULTS_LIMIT + 1].tolist()  # pragma: no mutate
    return rows


def _count(field: str, value: object, low: int, high: int | None = None) -> int:
    if isinstance(value, int) and not isinstance(value, bool):
        value = plain_int(value)  # the number it holds, once, never its own methods
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


def _set(ledger: object, field: str, value: int) -> None:
    # A frozen ledger's field, checked in __attrs_post_init__, stored as the plain int read.
    object.__setattr__(ledger, field, value)


# Typed as the field takes it, so that mypy flags a wrong type at the call; checked anyway.
def _scale(value: str) -> str:
    if type(value) is not str:
        raise ScoreError("scale", value, "'international' or 'acbl' (a str)")
    name = value.strip().lower()
    if name not in _SCALE_FACTOR:
        raise NotationError("scale", value, "'international' or 'acbl'")
    return name


# --- D1: IMPs -----------------------------------------------------------------------------


@overload
def imps(points: int) -> int: ...
@overload
def imps(points: _Array) -> NDArray[int32]: ...
@overload
def imps(points: Sequence[int]) -> NDArray[int32] | list[int]: ...
def imps(points: int | _Array | Sequence[int]) -> int | NDArray[int32] | list[int]:
    """The IMPs a difference of ``points`` is worth (Law 78B), with the difference's sign.

    Each step of the table starts at its lower bound, so a difference between two steps (a
    Butler datum's, an average's) earns the lower step.

    >>> imps(0), imps(10), imps(20), imps(420), imps(430), imps(-430), imps(7600)
    (0, 0, 1, 9, 10, -10, 24)

    A one-dimensional array or sequence of differences gives each one's IMPs: with numpy
    installed (``pip install '.[arrays]'`` in a copy of the source) a numpy ``int32``
    array, read from a lookup made by this function itself; without it, a ``list[int]`` of
    the same numbers.

    >>> print(*imps([380, -620, 0, 5000]))
    9 -12 0 24

    Raises:
        ScoreError: ``points`` is not an int, nor a column of them; a bad row is named
            (``points[3]``, the first when several are) and no IMPs are returned then.
    """
    if type(points) is int or (isinstance(points, int) and not isinstance(points, bool)):
        difference = plain_int(points)  # the number it holds, never its own __int__
        step = bisect.bisect_right(IMP_TABLE, abs(difference)) - 1
        return step if difference >= 0 else -step  # pragma: no mutate (step 0 at 0)
    if isinstance(points, bool) or not (
        hasattr(points, "__array__") or isinstance(points, Sequence)
    ):
        raise ScoreError("points", points, Text("an int (a difference in points)"))
    from cardscore import _imps_arrays, _scores

    if not _scores.numpy_installed():
        return _imps_arrays.pure_imps(points, _scalar_imps)
    return _imps_arrays.numpy_imps(points, _scalar_imps)


def _scalar_imps(points: int) -> int:
    return imps(points)


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
    scale: Literal["international", "acbl"] = "international",  # pragma: no mutate (any case)
) -> tuple[Fraction, ...]:
    """Each North-South result's matchpoints on one board (Law 78A), exactly.

    Every result earns, against each other result, 2 for a win and 1 for a tie (1 and ½ on
    the ``"acbl"`` scale); East-West's matchpoints are the top minus North-South's. When
    ``expected`` is more than the number of results, the Neuberg formula scales them to the
    top of ``expected`` results: MP′ = (MP + 1) × E / A − 1.

    >>> tuple(map(str, matchpoints((90, 0, -50, -50))))
    ('6', '4', '1', '1')
    >>> tuple(map(str, matchpoints((90, 0, -50, -50), scale="acbl")))
    ('3', '2', '1/2', '1/2')
    >>> tuple(map(str, matchpoints((600, 170, -100), expected=4)))
    ('17/3', '3', '1/3')

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
        if given and wanted != len(given):
            weight = Fraction(wanted, len(given))
            return tuple(((mp + 1) * weight - 1) * factor for mp in points)
    return tuple(Fraction(mp) * factor for mp in points)


# --- D3: cross-IMPs and Butler ------------------------------------------------------------


def cross_imps(scores: Iterable[int]) -> tuple[Fraction, ...]:
    """Each North-South result IMPed against every other on the board, averaged (D3).

    A result's score is the sum of its IMPs against each other result divided by their
    number (n − 1), so boards with different numbers of results compare; a lone result
    scores 0. East-West's are the negatives.

    >>> tuple(map(str, cross_imps((420, 420, 170, -50))))
    ('16/3', '16/3', '-2', '-26/3')

    Raises:
        ScoreError: A score is not an int.
    """
    given = _scores("scores", scores)
    others = len(given) - 1
    if others < 1:
        return tuple(Fraction(0) for _ in given)
    # Linear after one sort (_cross_imps): the same sums as imps(score - other) over others.
    return tuple(Fraction(total, others) for total in _cross_imps.imp_sums(given, IMP_TABLE))


def _datum(kept: tuple[int, ...]) -> int:
    # D3: the mean rounded to the nearest multiple of 10, halves away from zero.
    tens = abs(Fraction(sum(kept), len(kept))) / 10
    rounded = int(tens + Fraction(1, 2)) * 10
    return rounded if sum(kept) >= 0 else -rounded  # pragma: no mutate (-0 is 0)


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
    # An irrational value (a power of tau) never lies exactly half-way: any rounding agrees.
    return context.add(_VP_DRAW, gained).quantize(
        _VP_CENT, rounding=ROUND_HALF_UP
    )  # pragma: no mutate


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
    return (winner, loser) if margin >= 0 else (loser, winner)  # pragma: no mutate (10-10 at 0)


# --- Boards (WBF Laws 2017, Law 2) --------------------------------------------------------

SEATS: Final = ("N", "E", "S", "W")
"""The seats clockwise; board 1 is dealt by North, board 2 by East, and so on (Law 2)."""

SIDES: Final = ("NS", "EW")
"""The two directions a pair sits in."""

# Law 2: the vulnerability printed on boards 1-16, repeating every 16 boards.
_BOARD_VULNERABILITY: Final = (
    "none", "NS", "EW", "both", "NS", "EW", "both", "none",
    "EW", "both", "none", "NS", "both", "none", "NS", "EW",
)  # fmt: skip
_VULNERABLE_SIDES = {
    "none": frozenset[str](),
    "NS": frozenset({"NS"}),
    "EW": frozenset({"EW"}),
    "both": frozenset(SIDES),
}
MAX_BOARD: Final = 9999
"""The highest board number taken (no event plays more)."""

_SIDE_OF_SEAT = {"N": "NS", "S": "NS", "E": "EW", "W": "EW"}


def _board_number(value: object, field: str = "board") -> int:
    return _count(field, value, 1, MAX_BOARD)


def board_dealer(board: int) -> str:
    """The seat that deals board ``board``: N, E, S, W in turn from board 1 (Law 2).

    >>> board_dealer(1), board_dealer(2), board_dealer(16), board_dealer(17)
    ('N', 'E', 'W', 'N')

    Raises:
        ScoreError: ``board`` is not an int from 1 to 9999.
    """
    return SEATS[(_board_number(board) - 1) % len(SEATS)]


def board_vulnerable(board: int) -> frozenset[str]:
    """The sides vulnerable on board ``board`` (Law 2: the cycle of 16 boards).

    >>> sorted(board_vulnerable(1)), sorted(board_vulnerable(2)), sorted(board_vulnerable(4))
    ([], ['NS'], ['EW', 'NS'])

    Raises:
        ScoreError: ``board`` is not an int from 1 to 9999.
    """
    number = _board_number(board)
    return _VULNERABLE_SIDES[_BOARD_VULNERABILITY[(number - 1) % len(_BOARD_VULNERABILITY)]]


# --- Results at a table -------------------------------------------------------------------


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
        return _AVERAGE_PERCENT[self]

    @property
    def imps(self) -> int:
        """+3 for Average+, 0 for Average, −3 for Average− (at IMPs)."""
        return _AVERAGE_IMPS[self]

    @classmethod
    def parse(cls, text: Average | str) -> Average:
        """Parse ``"A+"``, ``"A"``, ``"A-"`` (also ``"60%"``, ``"avg+"``, ``"average-"``).

        >>> Average.parse("avg+"), Average.parse("40%")
        (<Average.PLUS: 'A+'>, <Average.MINUS: 'A-'>)
        """
        if isinstance(text, Average):
            return text
        return lookup_name(
            "artificial",
            text,
            _AVERAGE_NAMES,
            Text("an Average or 'A+', 'A' or 'A-'"),
            Text("'A+', 'A' or 'A-' (Average plus, Average, Average minus)"),
        )

    def __str__(self) -> str:
        return self.value


_AVERAGE_PERCENT = {Average.PLUS: 60, Average.EVEN: 50, Average.MINUS: 40}
_AVERAGE_IMPS = {Average.PLUS: 3, Average.EVEN: 0, Average.MINUS: -3}
_AVERAGE_NAMES = {
    name: average
    for average, names in (
        (Average.PLUS, ("a+", "avg+", "average+", "average plus", "60%", "60")),
        (Average.EVEN, ("a", "a=", "avg", "average", "50%", "50")),
        (Average.MINUS, ("a-", "avg-", "average-", "average minus", "40%", "40")),
    )
    for name in names
}

_PLAY_ALLOWED = Text(
    "'N 4S=' (the declarer's seat, then the result), 'pass', or North-South's score ('+420')"
)
_SCORE_DIGITS = 5  # no duplicate score reaches 10,000


def _seat(value: object, field: str) -> str:
    if isinstance(value, str):
        text = plain_str(value)  # read once, whatever a subclass's methods say
        seat = SEAT_NAMES.get(text.strip().lower()) if len(text) <= NAME_LIMIT else None
        if seat is not None:
            return seat
        raise NotationError(field, value, "a seat: one of N E S W")
    raise ScoreError(field, value, "a seat: one of N E S W (a str)")


@attrs.frozen(slots=True, repr=False, init=False)
class Play:
    """What happened at one table on a board: a contract played, passed out, or a score.

    >>> Play.parse("N 4S=").score(1), Play.parse("W 3NT+1").score(2), Play.parse("pass").score(3)
    (420, -430, 0)
    >>> Play.parse("+620").score(4), str(Play("4HX", 8, declarer="E"))
    (620, 'E 4HX-2')

    Attributes:
        result: The contract and tricks, or None (passed out, or the score given directly).
        declarer: The declarer's seat (N E S W), or None.
        given: North-South's score as written on the traveller, or None (then it is the
            result's duplicate score on the board's vulnerability).
    """

    result: Result | None
    declarer: str | None
    given: int | None

    def __init__(
        self,
        contract: Contract | Result | str | None = None,
        tricks: int | None = None,
        *,
        declarer: str | None = None,
        score: int | None = None,
    ) -> None:
        if contract is None:
            if declarer is not None or tricks is not None:
                raise ScoreError("contract", None, "a contract when declarer or tricks are given")
            given = None if score is None else _int("score", score, Text("an int"))
            self.__attrs_init__(None, None, given)
            return
        if score is not None:
            raise ScoreError("score", score, "None when a contract is given")
        if declarer is None:
            raise ScoreError("declarer", None, "a seat: one of N E S W")
        seat = _seat(declarer, "declarer")
        self.__attrs_init__(read_result(contract, tricks), seat, None)

    @classmethod
    def parse(cls, text: Play | str) -> Play:
        """Parse ``"N 4S="``, ``"E 3NTX-1"``, ``"pass"`` or North-South's score ``"+420"``."""
        if isinstance(text, Play):
            return text
        written = check_text("play", text, NOTATION_LIMIT, _PLAY_ALLOWED)
        if bridge.is_pass(written):
            return _PASSED
        if written[:1] in {"+", "-"} or written.isdigit():
            return cls(
                score=int_from_text("play", written, -(10**_SCORE_DIGITS), 10**_SCORE_DIGITS)
            )
        seat, _, result = written.partition(" ")
        if not result.strip() or seat.strip().lower() not in SEAT_NAMES:
            raise NotationError("play", text, _PLAY_ALLOWED)
        return cls(result.strip(), declarer=seat)

    @property
    def passed_out(self) -> bool:
        """True when all four passed (a score of 0)."""
        return self.result is None and self.given is None

    def score(self, board: int) -> int:
        """North-South's score on board ``board`` (its vulnerability, Law 2).

        Raises:
            ScoreError: ``board`` is not an int from 1 to 9999.
        """
        if self.given is not None:
            return self.given
        if self.result is None or self.declarer is None:  # pragma: no mutate (both or neither)
            return 0
        side = _SIDE_OF_SEAT[self.declarer]
        points = bridge.score(
            self.result.contract, self.result.tricks, vulnerable=side in board_vulnerable(board)
        )
        return points if side == "NS" else -points

    def __str__(self) -> str:
        if self.given is not None:
            return f"{self.given:+d}"
        if self.result is None:
            return "pass"
        return f"{self.declarer} {self.result}"

    def __repr__(self) -> str:
        return f"Play.parse({str(self)!r})"


_PASSED = Play()

_PAIR_NAME_LIMIT = 32
_LINE_ALLOWED = Text(
    "'NS EW' pair names, then 'N 4S=', 'pass', North-South's score ('+420') or artificial "
    "scores ('A+ A-')"
)


def _pair_name(value: object, field: str) -> str:
    if not isinstance(value, str):
        raise ScoreError(field, value, "a pair's name (a str)")
    written = plain_str(value)  # read once, whatever a subclass's methods say
    name = written.strip()
    one_line(field, name, NotationError, shown=value)  # as every name: no break, no control
    if not name or len(written) > _PAIR_NAME_LIMIT or any(c.isspace() for c in name):
        raise NotationError(
            field,
            value,
            Text("a name of 1 to {limit} characters, no spaces", limit=_PAIR_NAME_LIMIT),
        )
    return name


def _artificial(value: object) -> tuple[Average, Average] | None:
    if value is None:
        return None
    if isinstance(value, Average | str):
        text = str(value) if isinstance(value, Average) else plain_str(value)
        if "/" in text or " " in text.strip():
            parts = text.replace("/", " ").split()
            if len(parts) != 2:
                raise NotationError(
                    "artificial", value, "'A+ A-': North-South's, then East-West's"
                )
            return Average.parse(parts[0]), Average.parse(parts[1])
        average = Average.parse(value)
        return average, average
    if isinstance(value, tuple | list) and len(value) == 2:
        return Average.parse(value[0]), Average.parse(value[1])
    raise ScoreError("artificial", value, "('A+', 'A-'): North-South's, then East-West's")


@attrs.frozen(slots=True, repr=False, init=False)
class TableResult:
    """One line of a traveller: which pairs played the board and what they scored.

    Either ``play`` (what happened: a contract by a declarer, a pass-out, or North-South's
    score) or ``artificial`` (the director's Average+/Average/Average−, North-South's then
    East-West's) is given.

    >>> TableResult.parse("3 5 N 4S=")
    TableResult.parse('3 5 N 4S=')
    >>> TableResult("1", "4", artificial=("A+", "A-")).artificial
    (<Average.PLUS: 'A+'>, <Average.MINUS: 'A-'>)

    Attributes:
        ns: The North-South pair.
        ew: The East-West pair.
        play: What was played, or None for an artificial score.
        artificial: The artificial scores for North-South and East-West, or None.
    """

    ns: str
    ew: str
    play: Play | None
    artificial: tuple[Average, Average] | None

    def __init__(
        self,
        ns: str,
        ew: str,
        play: Play | str | None = None,
        *,
        artificial: tuple[Average | str, Average | str] | str | None = None,
    ) -> None:
        north = _pair_name(ns, "ns")
        east = _pair_name(ew, "ew")
        if north == east:
            raise RuleViolationError("ew", ew, "a pair other than the North-South pair")
        averages = _artificial(artificial)
        if (play is None) == (averages is None):
            raise ScoreError(
                "play", play, "what was played, or else artificial scores (one of the two)"
            )
        played = None if play is None else Play.parse(play)
        self.__attrs_init__(north, east, played, averages)

    @classmethod
    def parse(cls, text: TableResult | str) -> TableResult:
        """Parse a traveller line: the two pairs' names, then what they scored.

        ``"3 5 N 4S="``, ``"3 5 pass"``, ``"3 5 +420"`` or ``"3 5 A+ A-"``.
        """
        if isinstance(text, TableResult):
            return text
        written = check_text("result", text, NOTATION_LIMIT + 2 * _PAIR_NAME_LIMIT, _LINE_ALLOWED)
        parts = written.split(maxsplit=2)
        if len(parts) != 3:
            raise NotationError("result", text, _LINE_ALLOWED)
        ns, ew, rest = parts
        first = rest.split()[0].lower()
        if first in _AVERAGE_NAMES and first not in {"50", "60", "40"}:
            return cls(ns, ew, artificial=rest)
        return cls(ns, ew, Play.parse(rest))

    def score(self, board: int) -> int | None:
        """North-South's score on board ``board``; None for an artificial score."""
        return None if self.play is None else self.play.score(board)

    def __str__(self) -> str:
        if self.artificial is not None:
            return f"{self.ns} {self.ew} {self.artificial[0]} {self.artificial[1]}"
        return f"{self.ns} {self.ew} {self.play}"

    def __repr__(self) -> str:
        return f"TableResult.parse({str(self)!r})"


# --- A pairs session ----------------------------------------------------------------------

METHODS: Final = ("matchpoints", "cross-imps", "butler")
"""How a pairs session scores its boards: matchpoints (D2), cross-IMPs or Butler (D3)."""

_METHOD_NAMES = {
    "matchpoints": "matchpoints",
    "mp": "matchpoints",
    "cross-imps": "cross-imps",
    "cross imps": "cross-imps",
    "cross_imps": "cross-imps",
    "crossimps": "cross-imps",
    "butler": "butler",
}


def _method(value: str) -> str:
    return lookup_name(
        "method",
        value,
        _METHOD_NAMES,
        Text("'matchpoints', 'cross-imps' or 'butler' (a str)"),
        Text("'matchpoints', 'cross-imps' or 'butler'"),
    )


# The most pairs (or teams) a session names: more than any club room holds.
_PAIRS_LIMIT = 500
_PAIRS_ALLOWED = Text("a sequence of pair names")


def _pairs(field: str, value: object) -> tuple[str, ...]:
    # Counted first, with a bound (an endless iterable is refused, never consumed), then
    # each name read once; as every ledger does, two names differing only in case are one.
    given = bounded(field, value, _PAIRS_LIMIT, _PAIRS_ALLOWED)
    names = tuple(_pair_name(name, field) for name in given)
    if len({name.casefold() for name in names}) != len(names):
        raise RuleViolationError(field, value, "pair names that are all different")
    return names


def _ns_pairs(value: Iterable[str]) -> tuple[str, ...]:
    return _pairs("ns", value)


def _ew_pairs(value: Iterable[str]) -> tuple[str, ...]:
    return _pairs("ew", value)


def _all_pairs(value: Iterable[str]) -> tuple[str, ...]:
    return _pairs("pairs", value)


def _fraction_shown(value: Fraction) -> Decimal | int:
    """An exact value as a sheet shows it: whole, or to two decimals (it stays exact)."""
    if value.denominator == 1:
        return value.numerator
    return (Decimal(value.numerator) / Decimal(value.denominator)).quantize(
        _VP_CENT, rounding=ROUND_HALF_UP
    )


@attrs.frozen(slots=True)
class Traveller:
    """One board of a pairs session as recorded: its traveller, scored.

    Attributes:
        number: Which board this is in the order the travellers were recorded (1, 2, …);
            None for a board thrown out.
        board: The board's own number (what is printed on it), or None when thrown out
            without one.
        results: The traveller's lines, as given.
        ns_scores: North-South's score on each line; None for an artificial score.
        points: What each line earned, North-South's then East-West's: matchpoints (on
            the session's top) or IMPs, exact.
        datum: The Butler datum, or None for the other methods.
        top: The board's top in matchpoints; None when scored in IMPs.
        unit: What one point of ``scores`` is worth (see :attr:`PairsSession.unit`).
    """

    __repr__ = fields_repr

    number: int | None
    board: int | None
    results: tuple[TableResult, ...]
    ns_scores: tuple[int | None, ...]
    points: tuple[tuple[Fraction, Fraction], ...]
    datum: int | None
    top: Fraction | None
    unit: Fraction = attrs.field(repr=False)

    @property
    def dealer(self) -> None:
        """None: travellers come in any order (the board's dealer: :func:`board_dealer`)."""
        return None

    @property
    def thrown_in(self) -> bool:
        """True for a board thrown out: it scores nothing for anyone."""
        return self.number is None

    @property
    def scores(self) -> dict[str, int]:
        """Each pair's points on this board, in units of :attr:`unit` (exact ints)."""
        scores: dict[str, int] = {}
        for line, (ns, ew) in zip(self.results, self.points, strict=True):
            scores[line.ns] = int(ns / self.unit)
            scores[line.ew] = int(ew / self.unit)
        return scores

    @property
    def items(self) -> tuple[Item, ...]:
        """One item per pair: the board, the score and what it earned.

        Each item's kind says what its points are: ``"matchpoints"``, ``"cross_imps"`` or
        ``"butler_imps"`` for a result played, ``"average"`` for an artificial score.
        """
        played = self._kind()
        items = []
        for line, score, (ns, ew) in zip(self.results, self.ns_scores, self.points, strict=True):
            kind = _KIND_AVERAGE if score is None else played
            for pair, points, shown in ((line.ns, ns, score), (line.ew, ew, score)):
                items.append(
                    Item(
                        self._label(line, pair, points, shown),
                        pair,
                        int(points / self.unit),
                        kind,
                    )
                )
        return tuple(items)

    def _kind(self) -> str:
        # The method, as the board shows it: a top at matchpoints, a datum at Butler (a
        # Butler board without one has only artificial scores, each an "average").
        if self.top is not None:
            return _KIND_MATCHPOINTS
        return _KIND_CROSS_IMPS if self.datum is None else _KIND_BUTLER_IMPS

    def _label(self, line: TableResult, pair: str, points: Fraction, score: int | None) -> Text:
        if score is None:
            # A result without a score is a director's: its artificial scores are set.
            ns_average, ew_average = _averages(line)
            average = ns_average if pair == line.ns else ew_average
            what: str = str(average)
        else:
            mine = score if pair == line.ns else -score
            what = f"{mine:+d}" if mine else "0"
        shown = _fraction_shown(points)
        one = abs(points) == 1  # 1 matchpoint, 1 IMP (and -1 IMP); 0.50 matchpoints
        if self.top is not None:
            if one:
                return Text(
                    "board {board}, {score}: {points} matchpoint",
                    board=self.board,
                    score=what,
                    points=shown,
                )
            return Text(
                "board {board}, {score}: {points} matchpoints",
                board=self.board,
                score=what,
                points=shown,
            )
        if one:
            return Text(
                "board {board}, {score}: {points} IMP", board=self.board, score=what, points=shown
            )
        return Text(
            "board {board}, {score}: {points} IMPs", board=self.board, score=what, points=shown
        )


@attrs.frozen(slots=True)
class Standing:
    """One pair's place in a pairs session's ranking.

    Attributes:
        place: 1 for the best; pairs that tie share the place.
        pair: The pair's name.
        direction: ``"NS"`` or ``"EW"`` in a two-winner movement; None in a one-winner one.
        total: The pair's matchpoints (or IMPs), exact.
        boards: How many boards the pair played (artificial scores included).
        percentage: Its matchpoints as a percentage of the tops of those boards, exact;
            None when scored in IMPs.
        name: The pair's name (its players, from the session's ``names``), or None.
    """

    __repr__ = fields_repr

    place: int
    pair: str
    direction: str | None
    total: Fraction
    boards: int
    percentage: Fraction | None
    name: str | None = None


def _lcm(values: Iterable[int]) -> int:
    result = 1
    for value in values:
        result = math.lcm(result, value)
    return result


def _averages(line: TableResult) -> tuple[Average, Average]:
    """A director's result's artificial scores, set whenever its score is not (D2)."""
    return cast("tuple[Average, Average]", line.artificial)  # pragma: no mutate (no-op)


def _unit(method: str, scale: str, expected: int) -> Fraction:
    """The largest fraction every value a board can earn is a whole multiple of."""
    if method == "butler":
        return Fraction(1)
    if method == "cross-imps":
        return Fraction(1, _lcm(range(1, expected)))
    factor = _SCALE_FACTOR[scale]
    top = 2 * (expected - 1) * factor
    # Neuberg: (MP + 1) x E / A - 1 for A results of E; artificial: 60/50/40 % of the top.
    values = [Fraction(expected, results) * factor for results in range(1, expected + 1)]
    values += [factor]
    values += [top * Fraction(average.percent, 100) for average in Average]
    return Fraction(1, _lcm(value.denominator for value in values))


def _start_history() -> History[Traveller]:
    return History.start(())


@attrs.frozen(slots=True, repr=False)
class PairsSession(LedgerBase[Traveller]):
    """A pairs session: the travellers of an evening, in any order, and the ranking.

    Give the pairs as ``ns=`` and ``ew=`` for a two-winner movement (a Mitchell: North-South
    and East-West pairs ranked apart) or as ``pairs=`` for a one-winner movement (a Howell:
    every pair ranked together, whichever way it sat). ``expected`` is how many times each
    board is played when every round is: a board with fewer results (a cancelled result, an
    artificial score) is scaled up to that board's top (Neuberg) at matchpoints.

    >>> session = PairsSession(ns=("1", "2", "3"), ew=("4", "5", "6"), expected=3, boards=2)
    >>> session = session.record(1, ["1 4 N 4S=", "2 5 N 4S+1", "3 6 S 2S+2"])
    >>> session = session.record(2, ["1 5 E 3NT=", "2 6 pass", "3 4 W 3NT-1"])
    >>> for standing in session.ranking:  # North-South's field, then East-West's
    ...     print(standing.place, standing.pair, standing.total, standing.percentage)
    1 2 6 75
    2 3 4 50
    3 1 2 25
    1 6 6 75
    2 5 4 50
    3 4 2 25
    >>> session.finished, session.winner
    (True, ('2', '6'))

    ``totals`` (the :class:`~cardscore.Ledger` view) counts exact ints in units of
    :attr:`unit`; :attr:`ranking` has each pair's matchpoints (or IMPs) and percentage.

    Attributes:
        ns: The North-South pairs of a two-winner movement.
        ew: The East-West pairs of a two-winner movement.
        pairs: Every pair of a one-winner movement (instead of ``ns`` and ``ew``).
        expected: How many results a board has when everyone plays it.
        boards: How many boards the session has (it is finished when all are in); None:
            open until closed.
        method: ``"matchpoints"`` (default), ``"cross-imps"`` or ``"butler"``.
        scale: The matchpoint scale: ``"international"`` (default) or ``"acbl"``.
        drop: For Butler, how many of the highest and of the lowest results the datum
            leaves out; None: one each from five results on.
        first_board: The number of the session's first board, when ``boards`` is given:
            its boards are ``first_board`` to ``first_board + boards - 1``, and no other.
        names: Each pair's name (its players, ``"Ann & Bob"``), by pair, for the ranking:
            a traveller line still gives the pairs as they are in ``ns``, ``ew`` or
            ``pairs`` (``"3 5 N 4S="``). Pairs without a name are shown as they are.
    """

    ns: tuple[str, ...] = attrs.field(default=(), converter=_ns_pairs)
    ew: tuple[str, ...] = attrs.field(default=(), converter=_ew_pairs)
    pairs: tuple[str, ...] = attrs.field(default=(), converter=_all_pairs)
    expected: int = attrs.field(default=2, kw_only=True)
    boards: int | None = attrs.field(default=None, kw_only=True)
    method: Literal["matchpoints", "cross-imps", "butler"] = attrs.field(
        default="matchpoints", converter=_method, kw_only=True
    )
    scale: Literal["international", "acbl"] = attrs.field(
        default="international", converter=_scale, kw_only=True
    )
    drop: int | None = attrs.field(default=None, kw_only=True)
    first_board: int = attrs.field(default=1, kw_only=True)
    names: tuple[tuple[str, str], ...] = attrs.field(default=(), converter=names_of, kw_only=True)
    _history: History[Traveller] = attrs.field(init=False, factory=_start_history)
    # The board numbers recorded, as the bits of an int: the check that a board is new costs
    # the same however many travellers are in (at most MAX_BOARD bits).
    _boards: int = attrs.field(init=False, default=0, repr=False)
    _closed: bool = attrs.field(init=False, default=False)
    _close_kept: bool = attrs.field(init=False, default=False, eq=False, repr=False)
    _previous: PairsSession | None = attrs.field(init=False, default=None, eq=False, repr=False)

    def __attrs_post_init__(self) -> None:
        if self.pairs and (self.ns or self.ew):
            raise RuleViolationError(
                "pairs", self.pairs, "pairs= alone (one winner), or ns= and ew= (two winners)"
            )
        if not self.pairs and not (self.ns and self.ew):
            raise RuleViolationError(
                "ns", self.ns, "ns= and ew= both given (two winners), or pairs= (one winner)"
            )
        if set(self.ns) & set(self.ew):
            raise RuleViolationError("ew", self.ew, "pairs other than the North-South pairs")
        parties = self.parties
        tables = len(self.pairs) // 2 if self.pairs else min(len(self.ns), len(self.ew))
        # Each count stored as the plain int it holds (an int subclass's methods never run).
        _set(self, "expected", _count("expected", self.expected, 1, max(1, tables)))
        if self.boards is not None:
            _set(self, "boards", _count("boards", self.boards, 1, MAX_BOARD))
        _set(
            self,
            "first_board",
            _count("first_board", self.first_board, 1, MAX_BOARD - (self.boards or 1) + 1),
        )
        if self.drop is not None:
            _set(self, "drop", _count("drop", self.drop, 0))
        for pair, _ in self.names:
            if pair not in parties:
                raise RuleViolationError("names", pair, Text("a pair of the session"))
        object.__setattr__(self, "_history", History.start((0,) * len(parties)))

    # --- where the session stands

    @property
    def parties(self) -> tuple[str, ...]:
        """Every pair: North-South then East-West in a two-winner movement."""
        return self.pairs or self.ns + self.ew

    @property
    def unit(self) -> Fraction:
        """What one point of ``totals`` and of each board's ``scores`` is worth.

        Neuberg, cross-IMPs and artificial scores make fractions of a matchpoint or an IMP;
        ``totals`` stay exact ints by counting in this unit (1 for Butler). The exact values
        are in :attr:`ranking`, :attr:`points` and each traveller's ``points``.
        """
        return _unit(self.method, self.scale, self.expected)

    @property
    def top(self) -> Fraction | None:
        """A board's top in matchpoints, 2 (E − 1) (or E − 1 on the ACBL scale); None at IMPs."""
        if self.method != "matchpoints":
            return None
        return 2 * (self.expected - 1) * _SCALE_FACTOR[self.scale]

    @property
    def finished(self) -> bool:
        """True once every board is in, or once the session was closed."""
        return self._closed or (
            self.boards is not None and len(self._history.deals) >= self.boards
        )

    @property
    def next(self) -> Next | None:
        """The next traveller's place in the count (any board may come next); None when over."""
        if self.finished:
            return None
        return Next(self._history.played + 1, None)

    @property
    def points(self) -> dict[str, Fraction]:
        """Each pair's matchpoints (or IMPs), exact."""
        unit = self.unit
        return {party: total * unit for party, total in self.totals.items()}

    @property
    def recorded_boards(self) -> frozenset[int]:
        """The board numbers recorded so far."""
        mask = self._boards
        return frozenset(board for board in range(1, mask.bit_length()) if mask >> board & 1)

    @property
    def ranking(self) -> tuple[Standing, ...]:
        """Every pair, best first, in each field (North-South, then East-West, or all)."""
        played = dict.fromkeys(self.parties, 0)
        for deal in self._history.deals.to_tuple():
            for line in deal.results:
                played[line.ns] += 1
                played[line.ew] += 1
        points = self.points
        top = self.top
        names = dict(self.names)
        standings: list[Standing] = []
        fields = ((None, self.pairs),) if self.pairs else (("NS", self.ns), ("EW", self.ew))
        for direction, field in fields:
            rows = []
            for pair in field:
                boards = played[pair]
                percentage = (
                    None
                    if top is None
                    else (points[pair] / (boards * top) * 100 if boards and top else Fraction(0))
                )
                rows.append(
                    (
                        percentage if percentage is not None else points[pair],
                        pair,
                        boards,
                        percentage,
                    )
                )
            rows.sort(key=lambda row: row[0], reverse=True)
            place = 0
            for index, (key, pair, boards, percentage) in enumerate(rows):
                if index == 0 or key != rows[index - 1][0]:
                    place = index + 1
                standings.append(
                    Standing(
                        place, pair, direction, points[pair], boards, percentage, names.get(pair)
                    )
                )
        return tuple(standings)

    @property
    def leaders(self) -> tuple[str, ...]:
        """The pairs placed first in their field (everyone, before any board)."""
        return tuple(standing.pair for standing in self.ranking if standing.place == 1)

    # --- recording

    def _over(self) -> RuleViolationError:
        if self._closed:
            return RuleViolationError(
                "board", self.played + 1, "no more boards: the session was closed"
            )
        return RuleViolationError(
            "board",
            len(self._history.deals) + 1,
            Text("at most {boards} boards: every board is in", boards=self.boards),
        )

    def record(self, board: int, results: Iterable[TableResult | str]) -> PairsSession:
        """The session with board ``board``'s traveller scored: ``results``, one per table.

        Each result is a :class:`TableResult` or its notation (``"3 5 N 4S="``: the
        North-South pair, the East-West pair, then the declarer and the result; ``"pass"``;
        North-South's score ``"+420"``; or artificial scores ``"A+ A-"``). A board with
        fewer results than the session expects is scaled to the same top (Neuberg).

        Raises:
            RuleViolationError: The session is over, the board is already in or is not one
                of the session's boards, a pair is not in the session or plays twice, or
                there are more results than expected.
            ScoreError: A bad board number or result.
        """
        number = _board_number(board)
        # Counted before a line is read: at most the results a board has, plus one.
        given = _movement.traveller_lines(results, self.expected)
        lines = tuple(TableResult.parse(line) for line in given)
        if self.finished:
            raise self._over()
        _movement.check_board(number, self.first_board, self.boards)
        vulnerable = board_vulnerable(number)
        for index, line in enumerate(lines):
            if line.play is not None and line.play.given is not None:
                check_written(f"results[{index}]", str(line), line.play.given, number, vulnerable)
        if self._boards >> number & 1:
            raise RuleViolationError("board", board, "a board not recorded yet")
        self._check_pairs(lines, self.expected)
        entry = self._score(number, lines)
        order = {party: index for index, party in enumerate(self.parties)}
        scores = [0] * len(order)
        for pair, points in entry.scores.items():  # each pair at most once on a board
            scores[order[pair]] = points
        return self._successor(
            _history=self._history.add(entry, scores), _boards=self._boards | 1 << number
        )

    def _check_pairs(self, lines: tuple[TableResult, ...], wanted: int) -> None:
        if not lines:
            raise RuleViolationError("results", (), "at least one result (or throw_in())")
        if len(lines) > wanted:
            raise RuleViolationError(
                "results",
                tuple(str(line) for line in lines),
                Text("at most {count} results (the board's expected number)", count=wanted),
            )
        seen: set[str] = set()
        ns_field = set(self.ns if not self.pairs else self.pairs)
        ew_field = set(self.ew if not self.pairs else self.pairs)
        for line in lines:
            if line.ns not in ns_field:
                raise RuleViolationError("ns", line.ns, Text("a North-South pair of the session"))
            if line.ew not in ew_field:
                raise RuleViolationError("ew", line.ew, Text("an East-West pair of the session"))
            for pair in (line.ns, line.ew):
                if pair in seen:
                    raise RuleViolationError(
                        "results", str(line), Text("each pair once on a board")
                    )
                seen.add(pair)

    def _score(self, board: int, lines: tuple[TableResult, ...]) -> Traveller:
        scores = tuple(line.score(board) for line in lines)
        played = [score for score in scores if score is not None]
        top = self.top
        datum = None
        earned: Iterator[Fraction]
        if self.method == "matchpoints":
            earned = iter(matchpoints(played, expected=self.expected, scale=self.scale))
        elif self.method == "cross-imps":
            earned = iter(cross_imps(played))
        else:
            if played:
                datum, butlered = butler(played, drop=self.drop)
            else:
                butlered = ()
            earned = iter([Fraction(value) for value in butlered])
        points: list[tuple[Fraction, Fraction]] = []
        for line, score in zip(lines, scores, strict=True):  # pragma: no mutate (one score a line)
            if score is None:
                # A result without a score is a director's: its artificial scores are set.
                ns_average, ew_average = _averages(line)
                points.append((self._artificial(ns_average), self._artificial(ew_average)))
                continue
            value = next(earned)
            points.append((value, top - value if top is not None else -value))
        return Traveller(
            self._history.played + 1, board, lines, scores, tuple(points), datum, top, self.unit
        )

    def _artificial(self, average: Average) -> Fraction:
        top = self.top
        if top is None:
            return Fraction(average.imps)
        return top * Fraction(average.percent, 100)

    def throw_in(self, board: int | None = None) -> PairsSession:
        """The session with a board thrown out (fouled, not played): it scores nothing.

        ``board`` None: a board without a number, in a session open until closed only.

        Raises:
            RuleViolationError: The session is over, the board is already in, or it is not
                one of the session's boards (a session of ``boards`` needs its number).
        """
        number = None if board is None else _board_number(board)
        if self.finished:
            raise self._over()
        # A session of known boards names each board: every one of them, none missing.
        _movement.check_board(number, self.first_board, self.boards)
        if number is not None and self._boards >> number & 1:
            raise RuleViolationError("board", board, "a board not recorded yet")
        entry = Traveller(None, number, (), (), (), None, self.top, self.unit)
        zeros = (0,) * len(self.parties)
        added = self._history.add(entry, zeros, counted=False)  # pragma: no mutate (falsy)
        return self._successor(
            _history=added,
            _boards=self._boards if number is None else self._boards | 1 << number,
        )

    def _replay(self, deal: Traveller) -> PairsSession:
        # The traveller as it was given, its board and lines, scored again in this session.
        if deal.thrown_in or deal.board is None:
            return self.throw_in(deal.board)
        return self.record(deal.board, deal.results)

    def close(self) -> PairsSession:
        """The session ended early: the ranking stands on the boards scored so far."""
        if self.finished:
            return self
        return self._successor(_closed=True)


# --- A teams match ------------------------------------------------------------------------


def _team_names(value: Iterable[str]) -> tuple[str, ...]:
    # A team's name never appears in a line: spaces are allowed ("Ann & Bob").
    given = bounded("teams", value, _PAIRS_LIMIT, _PAIRS_ALLOWED)
    names = tuple(display_name(name, "teams") for name in given)
    if len({name.casefold() for name in names}) != len(names):
        raise RuleViolationError("teams", value, "team names that are all different")
    return names


@attrs.frozen(slots=True)
class TeamsBoard:
    """One board of a teams match: both rooms' results and the IMPs they make.

    The first team sits North-South in the open room and East-West in the closed room.

    Attributes:
        number: The board's place among the boards scored (1, 2, …); None when thrown out.
        board: The board's own number.
        dealer: The board's dealer (Law 2).
        vulnerable: The sides vulnerable on it (Law 2).
        open_room: What was played in the open room (the first team North-South), or None
            when thrown out.
        closed_room: What was played in the closed room, or None when thrown out.
        swing: The first team's net score on the board: open room's North-South score minus
            the closed room's.
        imps: The IMPs for the first team (negative: the second team's).
        running: Each team's IMPs after this board.
    """

    __repr__ = fields_repr

    number: int | None
    board: int
    dealer: str
    vulnerable: frozenset[str]
    open_room: Play | None
    closed_room: Play | None
    swing: int
    imps: int
    _teams: tuple[str, str] = attrs.field(repr=False)
    _running: tuple[int, int] = attrs.field(repr=False)

    @property
    def thrown_in(self) -> bool:
        """True for a board not scored (fouled or not played in both rooms)."""
        return self.number is None

    @property
    def scores(self) -> dict[str, int]:
        """The IMPs each team won on this board (one of them 0)."""
        first, second = self._teams
        return {first: max(self.imps, 0), second: max(-self.imps, 0)}

    @property
    def running(self) -> dict[str, int]:
        """Each team's IMPs after this board."""
        return dict(zip(self._teams, self._running, strict=True))

    @property
    def items(self) -> tuple[Item, ...]:
        """The board's IMPs, to the team that won them (none on a flat board)."""
        if not self.imps:
            return ()
        first, second = self._teams
        team = first if self.imps > 0 else second
        open_room, closed_room = str(self.open_room), str(self.closed_room)
        swing, won = f"{abs(self.swing):+d}", abs(self.imps)
        label = (
            Text(
                "board {board}: {open} and {closed}, {swing} ({imps} IMP)",
                board=self.board,
                open=open_room,
                closed=closed_room,
                swing=swing,
                imps=won,
            )
            if won == 1
            else Text(
                "board {board}: {open} and {closed}, {swing} ({imps} IMPs)",
                board=self.board,
                open=open_room,
                closed=closed_room,
                swing=swing,
                imps=won,
            )
        )
        return (
            Item(
                label,
                team,
                abs(self.imps),
                _KIND_IMPS,
            ),
        )


@attrs.frozen(slots=True, repr=False)
class TeamsMatch(LedgerBase[TeamsBoard]):
    """A teams match: each board played in two rooms, converted to IMPs, then VPs (D4).

    >>> match = TeamsMatch(("Lions", "Tigers"), boards=2)
    >>> match = match.record("N 4S=", "S 4S-1")      # open room, closed room
    >>> match = match.record("E 3NT=", "W 2NT+1")
    >>> match.totals, match.winner
    ({'Lions': 10, 'Tigers': 6}, 'Lions')
    >>> match.victory_points
    {'Lions': Decimal('13.12'), 'Tigers': Decimal('6.88')}

    Attributes:
        teams: The two teams; the first sits North-South in the open room.
        boards: How many boards the match has (the VP scale is for this many).
        first_board: The number of the first board (boards follow in order).
    """

    teams: tuple[str, ...] = attrs.field(converter=_team_names)
    boards: int = attrs.field(default=16)
    first_board: int = attrs.field(default=1, kw_only=True)
    _history: History[TeamsBoard] = attrs.field(init=False, factory=_start_history)
    _closed: bool = attrs.field(init=False, default=False)
    _close_kept: bool = attrs.field(init=False, default=False, eq=False, repr=False)
    _previous: TeamsMatch | None = attrs.field(init=False, default=None, eq=False, repr=False)

    def __attrs_post_init__(self) -> None:
        if len(self.teams) != 2:
            raise RuleViolationError("teams", self.teams, "two teams")
        _set(self, "boards", _count("boards", self.boards, 1, MAX_BOARDS))
        _set(
            self,
            "first_board",
            _count("first_board", self.first_board, 1, MAX_BOARD - self.boards + 1),
        )
        object.__setattr__(self, "_history", History.start((0, 0)))

    @property
    def parties(self) -> tuple[str, ...]:
        """The two teams."""
        return self.teams

    @property
    def finished(self) -> bool:
        """True once every board was played (or thrown out), or once closed."""
        return self._closed or len(self._history.deals) >= self.boards

    @property
    def board(self) -> int | None:
        """The number of the next board; None when the match is over."""
        return None if self.finished else self.first_board + len(self._history.deals)

    @property
    def vulnerable(self) -> frozenset[str] | None:
        """The seats' sides (``"NS"``, ``"EW"``) vulnerable on the next board; None when over.

        In both rooms the same seats are vulnerable, so which team that is depends on the
        room: :attr:`next` leaves it out, as the teams are its parties.
        """
        board = self.board
        return None if board is None else board_vulnerable(board)

    @property
    def next(self) -> Next | None:
        """The next board: its place in the count, its dealer and its number.

        Its vulnerability is :attr:`vulnerable`'s: the seats', not the teams'.
        """
        board = self.board
        if board is None:
            return None
        return Next(self._history.played + 1, board_dealer(board), board=board)

    @property
    def margin(self) -> int:
        """The first team's IMPs minus the second's."""
        first, second = self._history.totals
        return first - second

    @property
    def victory_points(self) -> dict[str, Decimal]:
        """Each team's VPs on the WBF 2013 scale for the match's boards (D4), as it stands."""
        first, second = victory_points(self.margin, self.boards)
        return dict(zip(self.teams, (first, second), strict=True))

    @property
    def winner(self) -> str | None:
        """The team with more IMPs once finished; None while unfinished or on a draw."""
        if not self.finished or not self.margin:
            return None
        return self.teams[0] if self.margin > 0 else self.teams[1]

    def _over(self) -> RuleViolationError:
        if self._closed:
            return RuleViolationError(
                "board",
                self.first_board + len(self._history.deals),
                "no more boards: the match was closed",
            )
        return RuleViolationError(
            "board",
            self.first_board + self.boards,
            Text("at most {boards} boards: the match is over", boards=self.boards),
        )

    def record(self, open_room: Play | str, closed_room: Play | str) -> TeamsMatch:
        """The match after the next board: what was played in each room.

        Each is a :class:`Play` or its notation: ``"N 4S="`` (the declarer's seat, then the
        result), ``"pass"``, or North-South's score (``"+420"``).

        Raises:
            RuleViolationError: The match is over.
            ScoreError: A bad result.
        """
        first = Play.parse(open_room)
        second = Play.parse(closed_room)
        board = self.board
        if board is None:
            raise self._over()
        vulnerable = board_vulnerable(board)
        for field, play in (("open_room", first), ("closed_room", second)):
            if play.given is not None:
                check_written(field, str(play), play.given, board, vulnerable)
        swing = first.score(board) - second.score(board)
        won = imps(swing)
        history = self._history
        a, b = history.totals
        running = (a + max(won, 0), b + max(-won, 0))
        entry = TeamsBoard(
            history.played + 1,
            board,
            board_dealer(board),
            board_vulnerable(board),
            first,
            second,
            swing,
            won,
            (self.teams[0], self.teams[1]),
            running,
        )
        return self._successor(_history=history.add(entry, (max(won, 0), max(-won, 0))))

    def throw_in(self) -> TeamsMatch:
        """The match with the next board not scored (fouled, or not played in a room).

        Raises:
            RuleViolationError: The match is over.
        """
        board = self.board
        if board is None:
            raise self._over()
        history = self._history
        a, b = history.totals
        entry = TeamsBoard(
            None,
            board,
            board_dealer(board),
            board_vulnerable(board),
            None,
            None,
            0,
            0,
            (self.teams[0], self.teams[1]),
            (a, b),
        )
        added = history.add(entry, (0, 0), counted=False)  # pragma: no mutate (None is False)
        return self._successor(_history=added)

    def _replay(self, deal: TeamsBoard) -> TeamsMatch:
        # Both rooms' results as they were given, scored on the board now in this place.
        # A thrown-in board has neither room's result, a played one both.
        if deal.open_room is None or deal.closed_room is None:  # pragma: no mutate
            return self.throw_in()
        return self.record(deal.open_room, deal.closed_room)

    def close(self) -> TeamsMatch:
        """The match ended early: the IMPs stand, and VPs are on the scheduled boards' scale."""
        if self.finished:
            return self
        return self._successor(_closed=True)


# --- A teams event ------------------------------------------------------------------------

_VP_UNIT = Fraction(1, 100)


@attrs.frozen(slots=True)
class MatchResult:
    """One match of a teams event: who played, the IMPs and the VPs.

    Attributes:
        number: The match's place in the event (1, 2, …).
        home: The first team named.
        away: The second.
        imps: Each team's IMPs, ``(home, away)``.
        vps: Each team's victory points, ``(home, away)``.
    """

    __repr__ = fields_repr

    number: int
    home: str
    away: str
    imps: tuple[int, int]
    vps: tuple[Decimal, Decimal]

    @property
    def dealer(self) -> None:
        """None: a match has no dealer."""
        return None

    @property
    def thrown_in(self) -> bool:
        """False: every match recorded counts."""
        return False

    @property
    def scores(self) -> dict[str, int]:
        """Each team's VPs in hundredths (exact ints)."""
        return {self.home: int(self.vps[0] * 100), self.away: int(self.vps[1] * 100)}

    @property
    def items(self) -> tuple[Item, ...]:
        """One item per team: the opponent, the IMPs and the VPs (in hundredths)."""
        return tuple(
            Item(
                Text(
                    "match {number} against {opponent}: {imps} to {against} IMPs, {vps} VPs",
                    number=self.number,
                    opponent=opponent,
                    imps=mine,
                    against=theirs,
                    vps=vps,
                ),
                team,
                int(vps * 100),
                _KIND_VICTORY_POINTS,
            )
            for team, opponent, mine, theirs, vps in (
                (self.home, self.away, self.imps[0], self.imps[1], self.vps[0]),
                (self.away, self.home, self.imps[1], self.imps[0], self.vps[1]),
            )
        )


@attrs.frozen(slots=True, repr=False)
class TeamsEvent(LedgerBase[MatchResult]):
    """A teams event (a round robin or a Swiss): each match's VPs added up (D4).

    >>> event = TeamsEvent(("Lions", "Tigers", "Bears"), boards=16)
    >>> event = event.record("Lions", "Tigers", imps=(35, 22))
    >>> event.victory_points["Lions"], event.victory_points["Tigers"]
    (Decimal('13.52'), Decimal('6.48'))

    ``totals`` (the :class:`~cardscore.Ledger` view) counts VPs in hundredths, exact ints;
    :attr:`victory_points` has them as decimals.

    Attributes:
        teams: The teams.
        boards: The boards in each match (the VP scale).
        matches: How many matches the event has; None: a round robin, each pair of teams
            once (a pairing given twice is refused, so it ends with every team's matches).
    """

    teams: tuple[str, ...] = attrs.field(converter=_team_names)
    boards: int = attrs.field(default=16)
    matches: int | None = attrs.field(default=None, kw_only=True)
    _history: History[MatchResult] = attrs.field(init=False, factory=_start_history)
    # In a round robin, the pairs of teams that have met, as the bits of an int.
    _met: int = attrs.field(init=False, default=0, repr=False)
    _closed: bool = attrs.field(init=False, default=False)
    _close_kept: bool = attrs.field(init=False, default=False, eq=False, repr=False)
    _previous: TeamsEvent | None = attrs.field(init=False, default=None, eq=False, repr=False)

    def __attrs_post_init__(self) -> None:
        if len(self.teams) < 2:
            raise RuleViolationError("teams", self.teams, "at least two teams")
        _set(self, "boards", _count("boards", self.boards, 1, MAX_BOARDS))
        if self.matches is not None:
            _set(self, "matches", _count("matches", self.matches, 1, 10_000))
        object.__setattr__(self, "_history", History.start((0,) * len(self.teams)))

    @property
    def parties(self) -> tuple[str, ...]:
        """The teams."""
        return self.teams

    @property
    def unit(self) -> Fraction:
        """What one point of ``totals`` is worth: a hundredth of a victory point.

        >>> TeamsEvent(("Lions", "Tigers")).record("Lions", "Tigers", imps=(35, 22)).totals
        {'Lions': 1352, 'Tigers': 648}
        """
        return _VP_UNIT

    @property
    def scheduled(self) -> int:
        """How many matches the event has."""
        n = len(self.teams)
        return self.matches if self.matches is not None else n * (n - 1) // 2

    @property
    def finished(self) -> bool:
        """True once every match is in, or once closed."""
        return self._closed or self._history.played >= self.scheduled

    @property
    def next(self) -> Next | None:
        """The next match's number; None when the event is over."""
        return None if self.finished else Next(self._history.played + 1, None)

    @property
    def victory_points(self) -> dict[str, Decimal]:
        """Each team's VPs, as decimals."""
        return {team: Decimal(total).scaleb(-2) for team, total in self.totals.items()}

    @property
    def ranking(self) -> tuple[tuple[int, str, Decimal], ...]:
        """``(place, team, VPs)``, best first; teams that tie share the place."""
        rows = sorted(self.victory_points.items(), key=lambda row: row[1], reverse=True)
        ranked = []
        place = 0
        for index, (team, vps) in enumerate(rows):
            if index == 0 or vps != rows[index - 1][1]:
                place = index + 1
            ranked.append((place, team, vps))
        return tuple(ranked)

    def record(
        self,
        home: str | TeamsMatch,
        away: str | None = None,
        *,
        imps: tuple[int, int] | None = None,
    ) -> TeamsEvent:
        """The event after a match: ``home`` against ``away`` with ``imps`` (each team's).

        A finished :class:`TeamsMatch` may be given instead: its teams and IMPs are taken.

        Raises:
            RuleViolationError: The event is over, a team is not in it or plays itself.
            ScoreError: Bad IMPs.
        """
        if isinstance(home, TeamsMatch):
            if away is not None or imps is not None:
                raise ScoreError("away", away, "None when a TeamsMatch is given")
            totals = home.totals
            first, second = home.teams
            return self.record(first, second, imps=(totals[first], totals[second]))
        home = _movement.team_of("home", home, self.teams)
        away = _movement.team_of("away", away, self.teams)
        if home == away:
            raise RuleViolationError("away", away, "a team other than the home team")
        if not isinstance(imps, tuple) or len(imps) != 2:
            raise ScoreError("imps", imps, "(home's IMPs, away's IMPs), two ints")
        scored = (
            _count("imps", imps[0], 0, 10**6),
            _count("imps", imps[1], 0, 10**6),
        )
        if self.finished:
            raise RuleViolationError(
                "match", self._history.played + 1, "no more matches: the event is over"
            )
        # A round robin: each pair of teams meets once, so it ends with every match played.
        met = (
            self._met
            if self.matches is not None
            else _movement.paired(self._met, self.teams, home, away)
        )
        vps = victory_points(scored[0] - scored[1], self.boards)
        entry = MatchResult(self._history.played + 1, home, away, scored, vps)
        order = {team: index for index, team in enumerate(self.teams)}
        scores = [0] * len(order)
        scores[order[home]] = int(vps[0] * 100)
        scores[order[away]] = int(vps[1] * 100)
        return self._successor(_history=self._history.add(entry, scores), _met=met)

    def throw_in(self) -> TeamsEvent:
        """Not allowed: a teams event has no thrown-in matches.

        Raises:
            RuleViolationError: Always.
        """
        raise RuleViolationError(
            "match",
            self._history.played + 1,
            "a match recorded with its IMPs: a teams event has no void matches",
        )

    def _replay(self, deal: MatchResult) -> TeamsEvent:
        # The match's teams and IMPs as they were given; its VPs and number made again.
        return self.record(deal.home, deal.away, imps=deal.imps)

    def close(self) -> TeamsEvent:
        """The event ended early: the VPs stand as they are."""
        if self.finished:
            return self
        return self._successor(_closed=True)
