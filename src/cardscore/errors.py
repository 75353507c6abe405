"""The errors cardscore raises.

Every error is a :class:`ScoreError`, which is a :class:`ValueError`, so callers that
already catch ``ValueError`` keep working. The message always names the parameter, the
value that was given and what is allowed.

>>> from cardscore import bridge
>>> try:
...     bridge.Contract(8, "S")
... except ScoreError as error:
...     print(error)
level: 8 is not allowed; expected an int from 1 to 7
"""

from __future__ import annotations

import reprlib

from cardscore._text import Text

__all__ = [
    "ImpossibleResultError",
    "NotationError",
    "RuleViolationError",
    "ScoreError",
]


class ScoreError(ValueError):
    """Base class of every error cardscore raises for bad input.

    Attributes:
        field: The name of the parameter or field that was wrong.
        value: The value that was given, as it was given.
        allowed: A short description of what would have been accepted.
    """

    field: str
    value: object
    allowed: str

    def __init__(self, field: str, value: object, allowed: str) -> None:
        self.field = field
        self.value = value
        self.allowed = allowed
        # The message is a Text, so that cardscore.i18n.message can say it in any language;
        # a plain str ``allowed`` is a msgid as it stands.
        super().__init__(
            Text(
                "{field}: {value} is not allowed; expected {allowed}",
                field=_field(field),
                value=shown(value),
                allowed=allowed if isinstance(allowed, Text) else Text(allowed),
            )
        )

    def __reduce__(self) -> tuple[object, ...]:
        # Subclasses take other arguments than their message: rebuild from the state.
        return _rebuilt, (type(self), self.args, self.__dict__)


def _field(field: object) -> str:
    # The parameter's name; anything else a caller passed as one is shown as a value is.
    return field if isinstance(field, str) else shown(field)


def _rebuilt(
    cls: type[ScoreError], args: tuple[object, ...], state: dict[str, object]
) -> ScoreError:
    """An unpickled :class:`ScoreError`: its class, message and attributes as they were."""
    error = cls.__new__(cls)
    error.args = args
    error.__dict__.update(state)
    return error


class _Shortened(reprlib.Repr):
    """The fallback for values too long or too deep for a message: bounded, with sizes."""

    def __init__(self) -> None:
        super().__init__()
        self.maxlevel = 4
        self.maxstring = self.maxother = 80
        self.maxtuple = self.maxlist = self.maxset = self.maxfrozenset = 12
        self.maxdeque = self.maxarray = self.maxdict = 12

    def repr_str(self, x: str, _level: int) -> str:
        return _str(x)

    def repr_int(self, x: int, _level: int) -> str:
        return _int(x)


_STR_SHOWN = 500  # characters of a str shown whole
_REPR_SHOWN = 2_000  # characters of any other value's repr shown whole
_INT_BITS_SHOWN = 1_000  # about 300 decimal digits
_SHORTENED = _Shortened()


def _str(text: str) -> str:
    if isinstance(text, Text):  # a description made by cardscore ("1 card"): said as one
        return Text("{text!r}", text=text)
    if len(text) <= _STR_SHOWN:
        return repr(text)
    return Text("{start}… ({length:,} characters)", start=repr(text[:40]), length=len(text))


def _int(number: int) -> str:
    # The number itself, as a plain int writes it: an int subclass's own repr or
    # bit_length decide nothing.
    bits = int.bit_length(number)
    if bits <= _INT_BITS_SHOWN:
        return int.__repr__(number)
    return Text("<an int of {bits:,} bits>", bits=bits)


def shown(value: object) -> str:
    """``value`` as error messages show it: its ``repr``, shortened when it is very long.

    A message must never cost much more than the input it reports, nor fail: a str of
    100,000 characters, an int beyond ``int``'s string limit or a list nested a thousand
    deep is shown shortened, with its size.

    >>> shown("4S"), shown("4" * 100_000)[-22:], shown(10**1000)
    ("'4S'", '… (100,000 characters)', '<an int of 3,322 bits>')
    """
    if isinstance(value, str):
        return _str(value)
    if isinstance(value, int) and not isinstance(value, bool):
        return _int(value)
    try:
        text = repr(value)
    except Exception:  # noqa: BLE001 - too deep, an int past the digit limit, a broken __repr__
        return _SHORTENED.repr(value)
    return text if len(text) <= _REPR_SHOWN else _SHORTENED.repr(value)


class NotationError(ScoreError):
    """A string that is not in the notation the parameter takes (``"4SXXX"``, ``"ZZ"``)."""


class ImpossibleResultError(ScoreError):
    """A value that no game can produce: 14 tricks, 92 tarot points, a card dealt twice."""


class RuleViolationError(ScoreError):
    """A state the rules forbid: a fifth Chicago deal, an insufficient bid, a stolen bid."""
