"""Exact numbers a JSON reader in a browser reads exactly: within 2⁵³, or as exact text.

A ledger counts in its ``unit`` (a pairs session's 1/lcm(1, …, E) of a matchpoint, which
for 44 tables is about 10⁻¹⁹): its totals are exact ints, but a JSON reader in a browser
reads every number as a double, which holds an int exactly only up to 2⁵³. So a sheet writes
its numbers (in JSON and in :meth:`~cardscore.sheet.Sheet.columns`) in the first of these
that keeps every one of them within 2⁵³:

1. the ledger's own unit (every sheet of a game counting whole points, and every pairs
   session of a club's size);
2. the largest fraction every number on the sheet is a whole multiple of (the least common
   multiple of the denominators that are there, not of every one that could be);
3. none: each number written as its exact value in text, ``"17/3"`` (or ``"5"``).
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Iterable

__all__ = ["DOUBLE_EXACT", "Written", "written"]

DOUBLE_EXACT = 2**53
"""The largest int a double (a JSON number in a browser) holds exactly, and every one below."""

_WHOLE = Fraction(1)


class Written:
    """How a sheet writes its numbers: in ``unit``, or (``unit`` None) as exact text.

    >>> Written(Fraction(1, 60), Fraction(1, 6)).number(170)
    17
    >>> Written(Fraction(1, 60), None).number(170)
    '17/6'
    """

    __slots__ = ("_ledger_unit", "_scale", "unit")

    def __init__(self, ledger_unit: Fraction, unit: Fraction | None) -> None:
        self.unit = unit
        self._ledger_unit = ledger_unit
        # A number n of the ledger's is n x ledger_unit / unit in the unit written.
        self._scale = None if unit is None else ledger_unit / unit

    def number(self, value: int) -> int | str:
        """``value`` (counted in the ledger's unit) as the sheet writes it."""
        if self._scale is None:
            return str(value * self._ledger_unit)
        if self._scale == _WHOLE:
            return value
        # A whole number: the unit divides every value the sheet holds (see written()).
        return (value * self._scale).numerator


def written(ledger_unit: Fraction, values: Iterable[int]) -> Written:
    """How to write ``values`` (counted in ``ledger_unit``) so that each is within 2⁵³.

    >>> written(Fraction(1, 10), [24, -7]).unit
    Fraction(1, 10)
    >>> written(Fraction(1, 10**20), [10**20, 5 * 10**19]).unit
    Fraction(1, 2)
    >>> written(Fraction(1, 3), [3 * 2**53 + 3]).unit is None
    True
    """
    numbers = tuple(values)
    if all(-DOUBLE_EXACT <= value <= DOUBLE_EXACT for value in numbers):
        return Written(ledger_unit, ledger_unit)
    denominator = 1
    for value in numbers:
        denominator = math.lcm(denominator, (value * ledger_unit).denominator)
    unit = Fraction(1, denominator)
    if all(abs(value * ledger_unit / unit) <= DOUBLE_EXACT for value in numbers):
        return Written(ledger_unit, unit)
    return Written(ledger_unit, None)
