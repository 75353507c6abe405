"""Duplicate's results: the methods on one board, and what was played at a table (D1–D4).

Each public function reads its arguments at the door (:mod:`cardscore.duplicate._read`) and
does the rules' arithmetic (:mod:`cardscore.duplicate._rules`); a :class:`Play` and a
:class:`TableResult` are a table's result, read from their notation.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import TYPE_CHECKING, Literal, overload

import attrs

from cardscore import bridge
from cardscore._bridge_ledgers import SEAT_NAMES, read_result
from cardscore._check import AN_INT, NOTATION_LIMIT, check_text, int_from_text, plain_int
from cardscore._text import Text
from cardscore.duplicate import _read, _rules
from cardscore.duplicate._rules import MAX_BOARDS, SCALE_FACTOR, Average
from cardscore.errors import NotationError, RuleViolationError, ScoreError

if TYPE_CHECKING:
    from collections.abc import Iterable
    from decimal import Decimal

    # numpy is optional (the ``arrays`` extra), as for bridge.scores.
    from numpy import int32
    from numpy.typing import NDArray

    from cardscore.bridge import Contract, Result, _Array

__all__ = [
    "Play",
    "TableResult",
    "board_dealer",
    "board_vulnerable",
    "butler",
    "cross_imps",
    "imps",
    "matchpoints",
    "victory_points",
]

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
    if isinstance(points, int) and not isinstance(points, bool):
        return _rules.imp_step(plain_int(points))  # the number it holds, never its __int__
    if isinstance(points, bool) or not (
        hasattr(points, "__array__") or isinstance(points, Sequence)
    ):
        raise ScoreError("points", points, Text("an int (a difference in points)"))
    from cardscore import _scores
    from cardscore.duplicate import _arrays

    if not _scores.numpy_installed():
        return _arrays.pure_imps(points, _scalar_imps)
    return _arrays.numpy_imps(points, _scalar_imps)


def _scalar_imps(points: int) -> int:
    return imps(points)


# --- D2: matchpoints and Neuberg ----------------------------------------------------------


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
    given = _read.scores("scores", scores)
    factor = SCALE_FACTOR[_read.scale(scale)]
    points = _rules.international(given)
    if expected is not None:
        wanted = _read.count("expected", expected, 1)
        if wanted < len(given):
            raise RuleViolationError(
                "expected",
                expected,
                Text("at least the number of results ({count})", count=len(given)),
            )
        if given and wanted != len(given):
            return tuple(mp * factor for mp in _rules.neuberg(points, len(given), wanted))
    return tuple(Fraction(mp) * factor for mp in points)


# --- D3: cross-IMPs and Butler ------------------------------------------------------------


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
    # Linear after one sort (_rules.imp_sums): the sums of imps(score - other) over others.
    return _rules.cross_imps(_read.scores("scores", scores))


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
    given = _read.scores("scores", scores)
    cut = _read.count("drop", drop, 0) if drop is not None else _rules.default_drop(len(given))
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
    return _rules.butler(given, cut)


# --- D4: victory points -------------------------------------------------------------------


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
    margin = _read.integer("imps", imps, Text("an int (the IMP margin)"))
    return _rules.victory_points(margin, _read.count("boards", boards, 1, MAX_BOARDS))


# --- Boards (WBF Laws 2017, Law 2) --------------------------------------------------------


def board_dealer(board: int) -> str:
    """The seat that deals board ``board``: N, E, S, W in turn from board 1 (Law 2).

    >>> board_dealer(1), board_dealer(2), board_dealer(16), board_dealer(17)
    ('N', 'E', 'W', 'N')

    Raises:
        ScoreError: ``board`` is not an int from 1 to 9999.
    """
    return _rules.dealer(_read.board(board))


def board_vulnerable(board: int) -> frozenset[str]:
    """The sides vulnerable on board ``board`` (Law 2: the cycle of 16 boards).

    >>> sorted(board_vulnerable(1)), sorted(board_vulnerable(2)), sorted(board_vulnerable(4))
    ([], ['NS'], ['EW', 'NS'])

    Raises:
        ScoreError: ``board`` is not an int from 1 to 9999.
    """
    return _rules.vulnerable(_read.board(board))


# --- Results at a table -------------------------------------------------------------------


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
            given = None if score is None else _read.integer("score", score, AN_INT)
            self.__attrs_init__(None, None, given)
            return
        if score is not None:
            raise ScoreError("score", score, "None when a contract is given")
        if declarer is None:
            raise ScoreError("declarer", None, "a seat: one of N E S W")
        seat = _read.seat(declarer, "declarer")
        self.__attrs_init__(read_result(contract, tricks), seat, None)

    @classmethod
    def parse(cls, text: Play | str) -> Play:
        """Parse ``"N 4S="``, ``"E 3NTX-1"``, ``"pass"`` or North-South's score ``"+420"``."""
        if isinstance(text, Play):
            return text
        written = check_text("play", text, NOTATION_LIMIT, _read.PLAY_ALLOWED)
        if bridge.is_pass(written):
            return _PASSED
        if written[:1] in {"+", "-"} or written.isdigit():
            return cls(
                score=int_from_text(
                    "play", written, -(10**_read.SCORE_DIGITS), 10**_read.SCORE_DIGITS
                )
            )
        seat, _, result = written.partition(" ")
        if not result.strip() or seat.strip().lower() not in SEAT_NAMES:
            raise NotationError("play", text, _read.PLAY_ALLOWED)
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
        if self.result is None or self.declarer is None:  # both or neither
            return 0
        side = _rules.SIDE_OF_SEAT[self.declarer]
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
        north = _read.pair_name(ns, "ns")
        east = _read.pair_name(ew, "ew")
        if north == east:
            raise RuleViolationError("ew", ew, "a pair other than the North-South pair")
        averages = _read.artificial(artificial)
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
        written = check_text(
            "result", text, NOTATION_LIMIT + 2 * _read.PAIR_NAME_LIMIT, _read.LINE_ALLOWED
        )
        parts = written.split(maxsplit=2)
        if len(parts) != 3:
            raise NotationError("result", text, _read.LINE_ALLOWED)
        ns, ew, rest = parts
        first = rest.split()[0].lower()
        if first in _read.AVERAGE_NAMES and first not in {"50", "60", "40"}:
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
