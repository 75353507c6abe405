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

import re
import reprlib
from typing import Self

from cardscore._text import Allowed, Text

__all__ = [
    "ImpossibleResultError",
    "NotationError",
    "RuleViolationError",
    "ScoreError",
    "plainly",
    "told",
]


# The message of every error, and of a missing field (a sheet's), as templates to be said.
_FRAME = Text("{field}: {value} is not allowed; expected {allowed}").template
_MISSING = Text("{field}: missing; expected {allowed}").template


class ScoreError(ValueError):
    """Base class of every error cardscore raises for bad input.

    Attributes:
        field: The name of the parameter or field that was wrong.
        value: The value that was given, as it was given.
        allowed: A short description of what would have been accepted, in a program's
            words; a :class:`~cardscore.i18n.Text` that may carry the same in a player's
            (:func:`told`).
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
                _FRAME,
                field=_field(field),
                value=shown(value),
                allowed=allowed if isinstance(allowed, Text) else Text(allowed),
            )
        )

    @classmethod
    def missing(cls, field: str, allowed: str) -> Self:
        """The error of a field left out: the message says so, without a None never typed.

        >>> print(ScoreError.missing("partner", "the called partner's name"))
        partner: missing; expected the called partner's name
        """
        error = cls(field, None, allowed)
        ValueError.__init__(
            error,
            Text(
                _MISSING,
                field=_field(field),
                allowed=allowed if isinstance(allowed, Text) else Text(allowed),
            ),
        )
        return error

    def named(self, field: str) -> ScoreError:
        """This error naming ``field``: the same value, allowed values and kind of message.

        For a caller whose user typed the value under another name than the one the
        library reads it by (a row of a column, a sheet's option, a prompt's word). The
        class is kept when it is one of the four in this module; an error of a class with
        a constructor of its own is a :class:`ScoreError`.

        >>> error = NotationError("contract", "9Z", "a contract like '4SX'")
        >>> print(error.named("contracts[3]"))
        contracts[3]: '9Z' is not allowed; expected a contract like '4SX'
        >>> print(ScoreError.missing("partner", "a name").named("--partner"))
        --partner: missing; expected a name
        """
        cls = type(self) if type(self) in _KINDS else ScoreError
        message = self.args[0] if self.args else None
        if isinstance(message, Text) and message.template == _MISSING:
            return cls.missing(field, self.allowed)
        return cls(field, self.value, self.allowed)

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


_ITEMS_SHOWN = 12  # items of a list or table shown before "…"
_DEPTH_SHOWN = 4  # levels of lists and tables shown before "…"


def plainly(value: object) -> str:
    """``value`` as a player reads it in a message: the words of a scoresheet, not Python's.

    Text is quoted as it was typed; ``true`` and ``false`` and a missing value (``nothing``)
    are said as a scoresheet file says them; a list is its items separated by commas, a table
    ``{key = value}`` as TOML writes it. Long or deep values are shortened, as :func:`shown`
    shortens them.

    >>> plainly(["Ann", "Ann", "Bob"]), plainly(("NS", 100)), plainly(True), plainly(None)
    ("'Ann', 'Ann', 'Bob'", "'NS', 100", 'true', 'nothing')
    >>> plainly({"taker": "Ann", "bouts": 4})
    "{taker = 'Ann', bouts = 4}"
    """
    return _plainly(value, 0)


def _plainly(value: object, depth: int) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None or (isinstance(value, list | tuple | set | frozenset | dict) and not value):
        return Text("nothing")
    if not isinstance(value, list | tuple | set | frozenset | dict):
        return shown(value)  # text, a number, or a value only a program passes
    if depth >= _DEPTH_SHOWN:
        return "…"
    more = ", …" if len(value) > _ITEMS_SHOWN else ""
    if isinstance(value, dict):
        pairs = list(value.items())[:_ITEMS_SHOWN]
        listed = ", ".join(f"{key} = {_plainly(item, depth + 1)}" for key, item in pairs)
        return "{" + listed + more + "}"
    ordered = sorted(value, key=repr) if isinstance(value, set | frozenset) else list(value)
    return ", ".join(_plainly(item, depth + 1) for item in ordered[:_ITEMS_SHOWN]) + more


_INDEXED = re.compile(r"(?P<name>[a-z_]+)\[(?P<key>'[^']*'|\d+)\]")


def _plain_field(field: str) -> str:
    """A field a program names (``hands['Bob']``, ``calls[3]``) as a player names it."""
    match = _INDEXED.fullmatch(field) if len(field) <= _STR_SHOWN else None
    if match is None:
        return field
    key = match["key"]
    if key.isdigit():  # the 0-based place in a list: the player counts from 1
        return Text("{name} {number}", name=match["name"], number=int(key) + 1)
    return Text("{name} of {key}", name=match["name"], key=key[1:-1])


def told(error: ScoreError) -> str:
    """``error``'s message in the player's words: its value as :func:`plainly` shows it.

    The message as a program reads it (``str(error)``) shows the value as Python writes it
    (``['Ann', 'Ann']``, ``None``); the command and the scoresheets tell a player
    ``'Ann', 'Ann'`` and ``nothing``. What is allowed is told in the player's words when the
    place that raised the error wrote them beside the program's (an ``Allowed``:
    ``True or False`` is ``true or false``), else as it is. A
    :class:`~cardscore.i18n.Text`, said in any language.

    >>> told(ScoreError("players", ["Ann", "Ann"], "distinct names"))
    "players: 'Ann', 'Ann' is not allowed; expected distinct names"
    >>> from cardscore import tarot
    >>> try:
    ...     tarot.settle("garde", bouts=2, points=45, alone=1)
    ... except ScoreError as error:
    ...     print(error)
    ...     print(told(error))
    alone: 1 is not allowed; expected True or False
    alone: 1 is not allowed; expected true or false
    """
    if not isinstance(error, ScoreError):
        raise ScoreError("error", error, Text("a ScoreError"))
    message = error.args[0] if error.args and isinstance(error.args[0], str) else str(error)
    if not isinstance(message, Text) or message.template not in (_FRAME, _MISSING):
        return message
    field = message.args["field"]
    told_field = _plain_field(field) if isinstance(field, str) else field
    # The player's words are written where the error is raised, beside the program's (an
    # Allowed); an allowed without them is said as it is, to a program and a player alike.
    allowed = message.args["allowed"]
    if isinstance(allowed, Allowed):
        allowed = allowed.told
    if message.template == _MISSING:
        return Text(_MISSING, field=told_field, allowed=allowed)
    return Text(_FRAME, field=told_field, value=plainly(error.value), allowed=allowed)


class NotationError(ScoreError):
    """A string that is not in the notation the parameter takes (``"4SXXX"``, ``"ZZ"``)."""


class ImpossibleResultError(ScoreError):
    """A value that no game can produce: 14 tricks, 92 tarot points, a card dealt twice."""


class RuleViolationError(ScoreError):
    """A state the rules forbid: a fifth Chicago deal, an insufficient bid, a stolen bid."""


# The kinds of error whose constructor is ScoreError's: kept by ScoreError.named.
_KINDS: tuple[type[ScoreError], ...] = (
    ScoreError,
    NotationError,
    ImpossibleResultError,
    RuleViolationError,
)
