"""How a results program turned a board's results into the numbers it published (D2, D3).

The rules (matchpoints, Neuberg, cross-IMPs) are one thing; what a program does with them
where the Laws leave it a choice is another: whether a board played fewer times is scaled
(Neuberg) and to which count, how matchpoints become a percentage, whether a pair that missed
boards has its total scaled up, and how figures are rounded. A :class:`Policy` names those
choices, so a club file is rescored by a rule that is said, never guessed silently.
:data:`POLICIES` holds the named presets; ``attrs.evolve`` makes a variant.

Re-exported by :mod:`cardscore.duplicate` as ``duplicate.Policy`` and ``duplicate.POLICIES``.
"""

from __future__ import annotations

import struct
from collections.abc import Mapping
from decimal import Decimal
from fractions import Fraction
from types import MappingProxyType
from typing import Final, Literal

import attrs

from cardscore._check import check_bool, one_of
from cardscore._text import Text
from cardscore.errors import ScoreError

__all__ = ["POLICIES", "Policy", "policy_named", "rounded"]

_EXPECTED = ("largest", "movement")
_PERCENTAGES = ("top", "plus-one")
_ROUNDINGS = ("half-up", "half-even", "single")
_MOST_DECIMALS = 6
_OVERRIDES_LIMIT = 10_000
_PAIR = 2  # a key is (board, pair); points are (NS, EW)


def _expected(value: object) -> str:
    return one_of("expected", value, _EXPECTED)


def _percentage(value: object) -> str:
    return one_of("percentage", value, _PERCENTAGES)


def _rounding(value: object) -> str:
    return one_of("rounding", value, _ROUNDINGS)


def _neuberg(value: object) -> bool:
    return check_bool("neuberg", value)


def _neuberg_lines(value: object) -> bool:
    return check_bool("neuberg_lines", value)


def _scale_missed(value: object) -> bool:
    return check_bool("scale_missed", value)


def _decimals(value: object) -> int | None:
    if value is None:
        return None
    if type(value) is not int or not 0 <= value <= _MOST_DECIMALS:
        raise ScoreError(
            "board_decimals",
            value,
            Text("None, or an int from 0 to {most}", most=_MOST_DECIMALS),
        )
    return value


_OverrideKey = tuple[int, str]
_OverrideValue = tuple[Fraction, Fraction]


def _fraction(field: str, value: object) -> Fraction:
    if type(value) is int or isinstance(value, Fraction):
        return Fraction(value)
    if isinstance(value, Decimal) and value.is_finite():
        return Fraction(value)
    raise ScoreError(field, value, Text("an int, a Fraction or a finite Decimal"))


def _overrides(value: object) -> tuple[tuple[_OverrideKey, _OverrideValue], ...]:
    allowed = Text("a mapping (board, North-South pair) -> (NS points, EW points)")
    if not isinstance(value, Mapping) or len(value) > _OVERRIDES_LIMIT:
        raise ScoreError("overrides", value, allowed)
    rows: list[tuple[_OverrideKey, _OverrideValue]] = []
    for key, points in value.items():
        if (
            not isinstance(key, tuple)
            or len(key) != _PAIR
            or type(key[0]) is not int
            or type(key[1]) is not str
            or not isinstance(points, tuple)
            or len(points) != _PAIR
        ):
            raise ScoreError("overrides", value, allowed)
        rows.append(
            (
                (key[0], key[1]),
                (_fraction("overrides", points[0]), _fraction("overrides", points[1])),
            )
        )
    return tuple(sorted(rows))


@attrs.frozen(slots=True)
class Policy:
    """The choices a results program makes where the Laws leave one (D2, D3).

    >>> from cardscore import duplicate
    >>> duplicate.POLICIES["compscore"].neuberg, duplicate.POLICIES["compscore"].scale_missed
    (True, True)
    >>> duplicate.Policy(percentage="plus-one").percentage
    'plus-one'

    Attributes:
        neuberg: A board with fewer results than expected is scaled to the full top
            (Neuberg, D2) before it counts in a pair's total.
        expected: The expected count for Neuberg: ``"largest"`` (the largest traveller of the
            event) or ``"movement"`` (one result per table: the larger field's pairs, or
            half of a one-winner field).
        neuberg_lines: The file's per-line matchpoints are already Neuberg's (else they are
            the board's own matchpoints, and only totals are scaled).
        percentage: ``"top"``: matchpoints ÷ the tops of the boards played; ``"plus-one"``:
            each board's (MP + 1) ÷ (2 N) on the 2/1/0 scale, N the board's results, averaged.
        scale_missed: A pair that missed boards has its total scaled to the most boards any
            pair of its field played (total × most ÷ played).
        board_decimals: Each board's points are rounded to this many decimals before they
            are added (None: kept exact).
        rounding: How a figure is rounded to the decimals a file shows: ``"half-up"``,
            ``"half-even"``, or ``"single"`` (as a program computing in single-precision
            floating point shows it: the nearest IEEE 754 single, then half to even).
        overrides: Points given to a line where the file scored a split score it does not
            mark: (board, North-South pair) → (North-South's points, East-West's).
    """

    neuberg: bool = attrs.field(default=False, converter=_neuberg)
    expected: Literal["largest", "movement"] = attrs.field(default="largest", converter=_expected)
    neuberg_lines: bool = attrs.field(default=False, converter=_neuberg_lines)
    percentage: Literal["top", "plus-one"] = attrs.field(default="top", converter=_percentage)
    scale_missed: bool = attrs.field(default=False, converter=_scale_missed)
    board_decimals: int | None = attrs.field(default=None, converter=_decimals)
    rounding: Literal["half-up", "half-even", "single"] = attrs.field(
        default="half-up", converter=_rounding
    )
    overrides: tuple[tuple[_OverrideKey, _OverrideValue], ...] = attrs.field(
        default=MappingProxyType({}), converter=_overrides
    )

    def override(self, board: int, ns: str) -> _OverrideValue | None:
        """The points set for board ``board``'s line of pair ``ns``, or None."""
        for key, points in self.overrides:
            if key == (board, ns):
                return points
        return None


POLICIES: Final[Mapping[str, Policy]] = MappingProxyType(
    {
        # cardscore's own session (D2): Neuberg on every board short of the largest
        # traveller, lines and totals alike, every figure exact until it is shown.
        "cardscore": Policy(neuberg=True, neuberg_lines=True),
        # The results as they stand: no board scaled, every figure exact until shown.
        "exact": Policy(),
        # Neuberg in the totals only, each line's matchpoints the board's own.
        "neuberg": Policy(neuberg=True),
        # Compscore (EBU and Australian clubs): Neuberg to the largest traveller to one
        # decimal, lines published unscaled, totals of pairs who missed boards scaled to the
        # most boards played in their field, figures rounded half to even (its arithmetic in
        # binary floating point shows 68.425 as 68.42).
        "compscore": Policy(
            neuberg=True, scale_missed=True, board_decimals=1, rounding="half-even"
        ),
        # OKbridge's IMP pairs: cross-IMPs in single-precision floating point (its -3.525
        # is the single -3.52500009..., shown -3.53; its 5.625 is exact, shown 5.62).
        "okbridge": Policy(rounding="single"),
        # A simultaneous pairs: each board's percentage (MP + 1) / (2N), averaged.
        "simultaneous": Policy(percentage="plus-one"),
        # Each board's figures rounded to two decimals before they are added.
        "per-board": Policy(board_decimals=2),
    }
)
"""The named policies: ``"cardscore"`` (the default), ``"exact"``, ``"neuberg"``, ``"compscore"``,
``"okbridge"``, ``"simultaneous"`` and ``"per-board"``."""


def policy_named(value: object) -> Policy:
    """``value`` if it is a :class:`Policy`, else the policy of :data:`POLICIES` it names."""
    if isinstance(value, Policy):
        return value
    if type(value) is str and value in POLICIES:
        return POLICIES[value]
    raise ScoreError(
        "policy", value, Text("a Policy or one of: {names}", names=", ".join(POLICIES))
    )


def _single(value: Fraction) -> Fraction:
    """The IEEE 754 single nearest ``value`` (through the nearest double), exactly."""
    try:
        return Fraction(struct.unpack("f", struct.pack("f", float(value)))[0])
    except (OverflowError, struct.error) as error:
        raise ScoreError(
            "value", value, Text("a number a single-precision float holds")
        ) from error


def rounded(value: Fraction, decimals: int, rounding: str) -> Decimal:
    """``value`` to ``decimals`` decimals, half up (away from zero) or half to even.

    >>> rounded(Fraction(68425, 1000), 2, "half-even"), rounded(Fraction(-5, 2), 0, "half-up")
    (Decimal('68.42'), Decimal('-3'))
    >>> rounded(Fraction(-3525, 1000), 2, "single"), rounded(Fraction(-3525, 1000), 2, "half-even")
    (Decimal('-3.53'), Decimal('-3.52'))
    """
    if rounding == "single":
        value = _single(value)
        rounding = "half-even"
    # In ints: the value times 10^decimals, its floor and what is left over (twice, against
    # the denominator: a half is exactly equal).
    low, rest = divmod(value.numerator * 10**decimals, value.denominator)
    twice, whole = 2 * rest, value.denominator
    if twice > whole or (
        twice == whole and (low % 2 == 1 if rounding == "half-even" else value > 0)
    ):
        low += 1
    return Decimal(low).scaleb(-decimals)
