"""Validation at the edge: each helper raises a ScoreError naming the field."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, TypeVar

from cardscore.errors import ImpossibleResultError, NotationError, ScoreError

if TYPE_CHECKING:
    from collections.abc import Iterable, Mapping

__all__ = ["LazyPattern", "check_bool", "check_int", "check_str", "lookup_name", "one_of"]

_T = TypeVar("_T")


def check_int(field: str, value: object, low: int, high: int) -> int:
    """Return ``value`` if it is an int (not a bool) in ``low..high``."""
    if type(value) is not int:  # pragma: no mutate - the branch keeps ints as they are
        if isinstance(value, int) and not isinstance(value, bool):
            value = int(value)
        else:
            raise ScoreError(field, value, f"an int from {low} to {high}")
    if not low <= value <= high:
        raise ImpossibleResultError(field, value, f"an int from {low} to {high}")
    return value


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


def one_of(field: str, value: object, choices: Iterable[_T]) -> _T:
    """Return the choice equal to ``value``, or raise naming every choice."""
    options = tuple(choices)
    for option in options:
        if value == option and type(value) is type(option):
            return option
    listed = ", ".join(repr(option) for option in options)
    raise ScoreError(field, value, f"one of {listed}")


def lookup_name(field: str, text: object, names: Mapping[str, _T], typed: str, allowed: str) -> _T:
    """The value ``names`` gives ``text`` (stripped, lower case): the enums' ``parse``.

    A value that is not a str is a ScoreError expecting ``typed``; an unknown name a
    NotationError expecting ``allowed``.
    """
    if not isinstance(text, str):
        raise ScoreError(field, text, typed)
    value = names.get(text.strip().lower())
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
