"""The numbers a file publishes, and each beside cardscore's own."""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal
from typing import Any, NoReturn

import attrs

from cardscore._check import A_STR, int_from
from cardscore._text import Text
from cardscore.errors import ScoreError

__all__ = ["Comparison", "Published", "choice", "each", "one", "published", "whole"]

_Check = Callable[[object, "attrs.Attribute[Any]", object], None]


def _refuse(attribute: attrs.Attribute[Any], value: object, allowed: Text) -> NoReturn:
    raise ScoreError(attribute.name, value, allowed)


def one(kinds: type | tuple[type, ...], allowed: Text, *, optional: bool = False) -> _Check:
    """A validator: the value is one of ``kinds`` (or None when ``optional``)."""

    def check(_instance: object, attribute: attrs.Attribute[Any], value: object) -> None:
        if not (isinstance(value, kinds) or (optional and value is None)):
            _refuse(attribute, value, allowed)

    return check


def whole(low: int, high: int, *, optional: bool = False) -> _Check:
    """A validator: the value is an int (not a bool) from ``low`` to ``high``."""

    def check(_instance: object, attribute: attrs.Attribute[Any], value: object) -> None:
        if optional and value is None:
            return
        if type(value) is not int or not low <= value <= high:
            raise ScoreError(
                attribute.name,
                value,
                int_from(low, high),
            )

    return check


def choice(values: tuple[str, ...], allowed: Text, *, optional: bool = False) -> _Check:
    """A validator: the value is one of ``values`` (or None when ``optional``)."""

    def check(_instance: object, attribute: attrs.Attribute[Any], value: object) -> None:
        if not (optional and value is None) and value not in values:
            _refuse(attribute, value, allowed)

    return check


def each(kinds: type | tuple[type, ...], allowed: Text) -> _Check:
    """A validator: the value is a tuple of ``kinds``."""

    def check(_instance: object, attribute: attrs.Attribute[Any], value: object) -> None:
        if not isinstance(value, tuple) or not all(isinstance(item, kinds) for item in value):
            _refuse(attribute, value, allowed)

    return check


def published(_instance: object, attribute: attrs.Attribute[Any], value: object) -> None:
    """A validator: the value is a tuple of (field name, Decimal) pairs."""
    if not isinstance(value, tuple) or not all(
        isinstance(item, tuple)
        and len(item) == _PAIR
        and isinstance(item[0], str)
        and isinstance(item[1], Decimal)
        and item[1].is_finite()
        for item in value
    ):
        _refuse(attribute, value, Text("a tuple of (field name, Decimal) pairs"))


_PAIR = 2

Published = tuple[tuple[str, Decimal], ...]
"""Numbers a file publishes, each under the file's own field name, in the file's order."""


@attrs.frozen(slots=True)
class Comparison:
    """A published number beside cardscore's own.

    >>> from decimal import Decimal
    >>> Comparison(1, "3-5", "IMP_NS", Decimal("2.80"), Decimal("2.80")).agrees
    True

    Attributes:
        board: The board, or None for a pair's total.
        line: Which line (``"NS-EW"`` pairs) or which pair (its name, or its rank).
        field: The file's own name for the number.
        published: What the file says.
        computed: What cardscore makes it, shown to as many decimals; None when cardscore
            has nothing to set beside it.
    """

    board: int | None = attrs.field(validator=whole(1, 9999, optional=True))
    line: str = attrs.field(validator=one(str, A_STR))
    field: str = attrs.field(validator=one(str, A_STR))
    published: Decimal = attrs.field(validator=one(Decimal, Text("a Decimal")))
    computed: Decimal | None = attrs.field(
        validator=one(Decimal, Text("a Decimal"), optional=True)
    )

    @property
    def agrees(self) -> bool:
        """True when the two are the same number."""
        return self.computed is not None and self.computed == self.published
