"""Points as the players count them: a ledger's exact ints times its unit, in words.

Every ledger's totals are ints (the :class:`~cardscore.Ledger` protocol); a game whose players
count fractions counts in a smaller unit (``ledger.unit``: a tenth of a matchpoint, a
hundredth of a victory point). Every face that shows a total or a deal's points shows it
through :func:`in_units`, so ``20`` tenths of a matchpoint is written ``2``.
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction

from cardscore._history import LedgerBase
from cardscore.i18n import number

__all__ = ["WHOLE", "in_units", "unit_of"]

WHOLE = Fraction(1)
_CENT = Decimal("0.01")


def unit_of(ledger: object) -> Fraction:
    """What one point of ``ledger``'s totals is worth: its ``unit``, else 1.

    >>> from cardscore import chicago, duplicate
    >>> unit_of(chicago.Match()), unit_of(duplicate.TeamsEvent(("A", "B")))
    (Fraction(1, 1), Fraction(1, 100))
    """
    return ledger.unit if isinstance(ledger, LedgerBase) else WHOLE


def in_units(
    points: int | Fraction | Decimal,
    unit: Fraction = WHOLE,
    *,
    sign: bool = False,
    always: bool = False,
) -> str:
    """``points`` counted in ``unit``, as the language writes numbers.

    Whole, or to two decimals (rounded half up, as a director's sheet rounds), or always to
    two decimals with ``always`` (percentages); signed with ``sign``.

    >>> in_units(20, Fraction(1, 10)), in_units(1352, Fraction(1, 100))
    ('2', '13.52')
    >>> in_units(17, Fraction(1, 3), sign=True), in_units(-5), in_units(Fraction(75), always=True)
    ('+5.67', '-5', '75.00')
    """
    spec = "+" if sign else ""
    if isinstance(points, Decimal):
        return number(points * Decimal(unit.numerator) / Decimal(unit.denominator), spec)
    value = Fraction(points) * unit
    if value.denominator == 1 and not always:
        return number(value.numerator, spec)
    written = (Decimal(value.numerator) / Decimal(value.denominator)).quantize(
        _CENT, rounding=ROUND_HALF_UP
    )
    return number(written, spec)
