"""Validation at the edge: each helper raises a ScoreError naming the field."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, TypeVar

from cardscore._text import Text
from cardscore.errors import ImpossibleResultError, NotationError, ScoreError

if TYPE_CHECKING:
    from collections.abc import Iterable, Mapping

__all__ = [
    "NAME_LIMIT",
    "NOTATION_LIMIT",
    "LazyPattern",
    "check_bool",
    "check_int",
    "check_str",
    "check_text",
    "int_from_text",
    "lookup_name",
    "one_of",
]

_T = TypeVar("_T")

NOTATION_LIMIT = 64
"""The longest text taken for one value in a notation (a contract, a result, a bid).

No legal notation comes near it; longer text is refused before any parsing, so a parser's
time is bounded whatever it is given.
"""

NAME_LIMIT = 64
"""The longest text :func:`lookup_name` looks up (every name it knows is far shorter)."""


def check_int(field: str, value: object, low: int, high: int) -> int:
    """Return ``value`` if it is an int (not a bool) in ``low..high``."""
    # The common case first; the general one below gives the same answer, only slower.
    if type(value) is int and low <= value <= high:  # pragma: no mutate - equivalent
        return value
    if isinstance(value, int) and not isinstance(value, bool):
        if low <= value <= high:
            return int(value)
        raise ImpossibleResultError(
            field, value, Text("an int from {low} to {high}", low=low, high=high)
        )
    raise ScoreError(field, value, Text("an int from {low} to {high}", low=low, high=high))


def check_bool(field: str, value: object) -> bool:
    """Return ``value`` if it is a bool."""
    if not isinstance(value, bool):
        raise ScoreError(field, value, "True or False")
    return value


def check_str(field: str, value: object) -> str:
    """Return ``value`` if it is a str."""
    if not isinstance(value, str):
        raise ScoreError(field, value, "a str")
    return value


def check_text(field: str, value: object, limit: int, typed: str) -> str:
    """Return ``value`` stripped, if it is a str of at most ``limit`` characters.

    The length is checked before anything else looks at the text: what follows (a regular
    expression, a conversion) then costs at most what ``limit`` characters cost. A value
    that is not a str is a ScoreError expecting ``typed``; longer text a NotationError.
    """
    if not isinstance(value, str):
        raise ScoreError(field, value, typed)
    if len(value) > limit:
        raise NotationError(field, value, Text("at most {limit} characters", limit=limit))
    return value.strip()


def int_from_text(field: str, text: str, low: int, high: int) -> int:
    """The int that ``text`` writes (ASCII digits, an optional sign), in ``low..high``.

    Text over :data:`NOTATION_LIMIT` characters is refused unread, and the digits are
    counted before ``int()`` sees them, so no number costs more than a short one and none
    meets ``int()``'s own digit limit: text that is not a number (or too long) is a
    NotationError, a number outside ``low..high`` an ImpossibleResultError.

    >>> int_from_text("points", " +0042 ", 0, 100)
    42
    """
    body = check_text(field, text, NOTATION_LIMIT, Text("a str"))
    digits = body[1:] if body[:1] in {"+", "-"} else body
    if not (digits.isascii() and digits.isdigit()):
        raise NotationError(
            field, text, Text("a whole number from {low} to {high}", low=low, high=high)
        )
    significant = digits.lstrip("0")
    if len(significant) > max(len(str(low)), len(str(high))):
        raise ImpossibleResultError(
            field, text, Text("a whole number from {low} to {high}", low=low, high=high)
        )
    value = int(body)
    if not low <= value <= high:
        raise ImpossibleResultError(
            field, text, Text("a whole number from {low} to {high}", low=low, high=high)
        )
    return value


def one_of(field: str, value: object, choices: Iterable[_T]) -> _T:
    """Return the choice equal to ``value``, or raise naming every choice."""
    options = tuple(choices)
    for option in options:
        if value == option and type(value) is type(option):
            return option
    listed = ", ".join(repr(option) for option in options)  # notation, not words
    raise ScoreError(field, value, Text("one of {options}", options=listed))


def lookup_name(field: str, text: object, names: Mapping[str, _T], typed: str, allowed: str) -> _T:
    """The value ``names`` gives ``text`` (stripped, lower case): the enums' ``parse``.

    A value that is not a str is a ScoreError expecting ``typed``; an unknown name a
    NotationError expecting ``allowed``.
    """
    if not isinstance(text, str):
        raise ScoreError(field, text, typed)
    value = names.get(text.strip().lower()) if len(text) <= NAME_LIMIT else None
    if value is None:
        raise NotationError(field, text, allowed)
    return value


class LazyPattern:
    """A regular expression compiled when first matched, not when its module is imported.

    Compiling a notation's pattern costs about half a millisecond; most programs never
    parse that notation.
    """

    __slots__ = ("_compiled", "_flags", "_pattern")

    def __init__(self, pattern: str, flags: int = 0) -> None:
        self._pattern = pattern
        self._flags = flags
        self._compiled: re.Pattern[str] | None = None

    def fullmatch(self, text: str) -> re.Match[str] | None:
        """``re.fullmatch`` of the pattern against the whole of ``text``."""
        compiled = self._compiled
        if compiled is None:
            compiled = self._compiled = re.compile(self._pattern, self._flags)
        return compiled.fullmatch(text)
