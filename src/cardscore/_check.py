"""Validation at the edge: each helper raises a ScoreError naming the field."""

from __future__ import annotations

import itertools
import operator
import re
from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Generic, TypeVar, overload

from cardscore._text import Allowed, Text
from cardscore.errors import ImpossibleResultError, NotationError, ScoreError

if TYPE_CHECKING:
    from collections.abc import Callable, Mapping

__all__ = [
    "AN_INT",
    "A_STR",
    "ITEMS_LIMIT",
    "NAME_LIMIT",
    "NOTATION_LIMIT",
    "ONE_LINE",
    "TRUE_OR_FALSE",
    "LazyPattern",
    "Names",
    "bounded",
    "by_name",
    "check_bool",
    "check_int",
    "check_str",
    "check_text",
    "fold",
    "fold_upper",
    "int_from",
    "int_from_text",
    "iterated",
    "lookup_name",
    "normal_names",
    "one_line",
    "one_of",
    "plain_int",
    "plain_str",
]

_T = TypeVar("_T")

NOTATION_LIMIT = 64
"""The longest text taken for one value in a notation (a contract, a result, a bid).

No legal notation comes near it; longer text is refused before any parsing, so a parser's
time is bounded whatever it is given.
"""

NAME_LIMIT = 64
"""The longest text :func:`lookup_name` looks up (every name it knows is far shorter)."""


ITEMS_LIMIT = 10_000
"""The most items taken from an iterable that has no bound of its own (a breakdown's items)."""


# What the common checks allow, in a program's words and a player's (issue 42: the player's
# words travel with the error, never looked up by its English).
TRUE_OR_FALSE = Allowed(Text("True or False"), told=Text("true or false"))
"""A bool: the words of :func:`check_bool`."""

A_STR = Allowed(Text("a str"), told=Text("text"))
"""A str: the words of :func:`check_str`."""

AN_INT = Allowed(Text("an int"), told=Text("a whole number"))
"""An int, of any size."""


def int_from(low: int, high: int) -> Allowed:
    """An int from ``low`` to ``high``: the words of :func:`check_int`.

    >>> int_from(0, 13), int_from(0, 13).told
    ('an int from 0 to 13', 'a whole number from 0 to 13')
    """
    return Allowed(
        Text("an int from {low} to {high}", low=low, high=high),
        told=Text("a whole number from {low} to {high}", low=low, high=high),
    )


@overload
def bounded(field: str, value: Iterable[_T], limit: int, allowed: str) -> tuple[_T, ...]: ...
@overload
def bounded(field: str, value: object, limit: int, allowed: str) -> tuple[object, ...]: ...
def bounded(field: str, value: object, limit: int, allowed: str) -> tuple[object, ...]:
    """The items of the iterable ``value``, at most ``limit`` of them.

    At most ``limit + 1`` items are ever drawn, so an endless iterable (``itertools.repeat``)
    or a huge one (``range(10**9)``) is refused at once, never consumed. A str or bytes, or
    anything not iterable, is a ScoreError expecting ``allowed``: a caller given any object
    needs no check of its own first.

    >>> import itertools
    >>> bounded("players", ["Ann", "Bob"], 5, "names")
    ('Ann', 'Bob')
    >>> bounded("players", itertools.repeat("Ann"), 5, "names")
    Traceback (most recent call last):
    cardscore.errors.ImpossibleResultError: players: repeat('Ann') is not allowed; ...
    """
    if isinstance(value, str | bytes | bytearray) or not isinstance(value, Iterable):
        raise ScoreError(field, value, allowed)
    items: tuple[object, ...]
    if isinstance(value, tuple | list):  # sized: nothing copied past the limit
        items = tuple(value[: limit + 1])
    else:
        items = tuple(itertools.islice(iterated(field, value, allowed), limit + 1))
    if len(items) > limit:
        raise ImpossibleResultError(
            field,
            value,
            Text("at most {limit} items: {allowed}", limit=limit, allowed=_said(allowed)),
        )
    return items


def iterated(field: str, value: Iterable[_T], allowed: str) -> Iterator[_T]:
    """An iterator over ``value``, or a ScoreError expecting ``allowed`` when it has none.

    Some values are iterable by their type and not by themselves: a 0-d numpy array (one
    value, no axis) has ``__iter__`` and raises TypeError when it is called. Nothing is
    drawn here.

    >>> next(iterated("cards", ["AS"], "cards"))
    'AS'
    """
    try:
        return iter(value)
    except TypeError:
        raise ScoreError(field, value, allowed) from None


def _said(allowed: str) -> Text:
    return allowed if isinstance(allowed, Text) else Text(allowed)


def check_int(field: str, value: object, low: int, high: int) -> int:
    """Return ``value`` as a plain int if it is an int (not a bool) in ``low..high``.

    An int subclass is made a plain int (:func:`operator.index`, which reads the number
    itself, never the subclass's ``__index__`` or ``__int__``) before it is compared: its
    own comparisons, conversions and ``repr`` decide nothing, and what is returned (and
    shown in an error) is the number it holds.

    >>> class Lies(int):
    ...     def __int__(self): return 7
    ...     def __le__(self, other): return True
    >>> check_int("tricks", Lies(10), 0, 13), type(check_int("tricks", Lies(10), 0, 13))
    (10, <class 'int'>)
    """
    # The common case first; the general one below gives the same answer, only slower.
    if type(value) is int and low <= value <= high:  # pragma: no mutate - equivalent
        return value
    if isinstance(value, int) and not isinstance(value, bool):
        plain = plain_int(value)
        if low <= plain <= high:
            return plain
        raise ImpossibleResultError(field, plain, int_from(low, high))
    raise ScoreError(field, value, int_from(low, high))


def plain_int(value: int) -> int:
    """The plain int an int (or int subclass) holds, whatever the subclass says of itself.

    ``operator.index`` of an int subclass copies the number without calling any of the
    subclass's methods (``__index__``, ``__int__``, comparisons).
    """
    return value if type(value) is int else operator.index(value)


def plain_str(value: str) -> str:
    """The plain str a str (or str subclass) holds, whatever the subclass says of itself.

    ``str.__str__`` of a subclass copies its text without calling any of the subclass's
    methods (``strip``, ``split``, ``__str__``): a subclass whose ``strip`` returns what is
    no str is read as the text it holds, once.

    >>> class Odd(str):
    ...     def strip(self, chars=None): return 5
    >>> plain_str(Odd(" 4S ")).strip(), type(plain_str(Odd("4S")))
    ('4S', <class 'str'>)
    """
    return value if type(value) is str else str.__str__(value)


def check_bool(field: str, value: object) -> bool:
    """Return ``value`` if it is a bool."""
    if not isinstance(value, bool):
        raise ScoreError(field, value, TRUE_OR_FALSE)
    return value


def check_str(field: str, value: object) -> str:
    """Return ``value`` if it is a str."""
    if not isinstance(value, str):
        raise ScoreError(field, value, A_STR)
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
    return plain_str(value).strip()


def int_from_text(field: str, text: str, low: int, high: int) -> int:
    """The int that ``text`` writes (ASCII digits, an optional sign), in ``low..high``.

    Text over :data:`NOTATION_LIMIT` characters is refused unread, and the digits are
    counted before ``int()`` sees them, so no number costs more than a short one and none
    meets ``int()``'s own digit limit: text that is not a number (or too long) is a
    NotationError, a number outside ``low..high`` an ImpossibleResultError.

    >>> int_from_text("points", " +0042 ", 0, 100)
    42
    """
    body = check_text(field, text, NOTATION_LIMIT, A_STR)
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


def normal_names(
    field: str,
    given: tuple[object, ...],
    allowed: str,
    *,
    typed: str | None = None,
    twice: str | None = None,
    reserved: frozenset[str] = frozenset(),
    error: type[ScoreError] = NotationError,
    whole: object = None,
    whole_twice: object = None,
) -> tuple[str, ...]:
    """The players' or sides' names, normalised: the one place every ledger and sheet reads them.

    Each name is a str, stripped of surrounding white space (``" Ann"`` is ``"Ann"``, so a
    sheet and its ledger always agree), one line (:func:`one_line`: no line break, control
    character or text-direction control inside it), not empty, not one of ``reserved``
    (compared case-folded), and no two the same but for case. The caller has counted ``given``
    already (a count is cheap; this is linear, one set lookup a name). A name that is not a
    str is a ScoreError expecting ``typed``; an empty or reserved one an ``error``
    (NotationError) expecting ``allowed``, one given twice an ``error`` expecting ``twice``.
    The error shows the name, or ``whole`` when given (the list as the caller took it);
    for a name given twice, ``whole_twice`` when given.

    >>> normal_names("players", (" Ann", "Bob "), "two names")
    ('Ann', 'Bob')
    """
    found: list[str] = []
    seen: set[str] = set()
    for name in given:
        shown = name if whole is None else whole
        if type(name) is not str:
            raise ScoreError(field, shown, allowed if typed is None else typed)
        stripped = name.strip()
        # One line (white space around it is stripped, not refused): shown alone, escaped.
        one_line(field, stripped, error, shown=name)
        key = stripped.casefold()
        if not stripped or key in reserved:
            raise error(field, shown, allowed)
        if key in seen:
            twice_shown = shown if whole_twice is None else whole_twice
            raise error(field, twice_shown, allowed if twice is None else twice)
        seen.add(key)
        found.append(stripped)
    return tuple(found)


# What a name or a title may not hold: every control character (C0 with the tab, DEL, C1,
# so every line break str.splitlines() knows but the two below: \n \r \v \f \x1c-\x1e \x85),
# the line and paragraph separators U+2028 and U+2029, and the bidirectional controls
# (U+061C, U+200E, U+200F, U+202A-U+202E, U+2066-U+2069), which reorder what follows them on
# the screen. The joiners U+200C and U+200D, which some scripts and emoji need, are kept.
_NOT_ONE_LINE = frozenset(
    map(
        chr,
        [
            *range(0x20),
            *range(0x7F, 0xA0),
            0x2028,
            0x2029,
            0x061C,
            0x200E,
            0x200F,
            *range(0x202A, 0x202F),
            *range(0x2066, 0x206A),
        ],
    )
)

ONE_LINE = Text(
    "one line of text, without line breaks, control characters or text-direction controls"
)
"""What a name or a title may hold (:func:`one_line`), as errors say it."""


def one_line(
    field: str, value: str, error: type[ScoreError] = ScoreError, *, shown: object = None
) -> str:
    r"""``value`` if it is one line of text: no line break, control or direction control.

    The one check of every name (:func:`normal_names`, a duplicate pair's name) and every
    title: a line break in one would forge a line of a text sheet (``"Friday\nresult: EW
    win"``), a right-to-left override (U+202E) would show what follows it reversed. The
    value is refused, never cleaned: an ``error`` (a ScoreError) naming ``field`` and
    showing ``value`` (or ``shown``: the text as given, before it was stripped) escaped, as
    its ``repr`` is. Linear in the text, at C speed.

    >>> one_line("title", "Friday at the club")
    'Friday at the club'
    >>> one_line("title", "Friday\nresult: EW win the rubber 2-0")
    Traceback (most recent call last):
    cardscore.errors.ScoreError: title: 'Friday\nresult: EW win the rubber 2-0' is not allowed; ...
    """
    if not _NOT_ONE_LINE.isdisjoint(value):
        raise error(field, value if shown is None else shown, ONE_LINE)
    return value


def name_key(value: object) -> object:
    """A name as given to a lookup, normalised as :func:`normal_names` normalises the names.

    >>> name_key(" Ann "), name_key(5)
    ('Ann', 5)
    """
    return plain_str(value).strip() if isinstance(value, str) else value


def by_name(field: str, table: Mapping[object, _T], allowed: str) -> dict[object, _T]:
    """``table`` with its keys that are names normalised as :func:`normal_names` does.

    Two keys that are one name (``"Ann"`` and ``" Ann"``) are a ScoreError expecting
    ``allowed``, never one silently dropped.

    >>> by_name("totals", {" Ann": 10, "Bob ": -10}, "a total a player")
    {'Ann': 10, 'Bob': -10}
    """
    named = {name_key(name): value for name, value in table.items()}
    if len(named) != len(table):
        raise ScoreError(field, table, allowed)
    return named


def fold(text: str) -> str:
    r"""``text`` in lower case, each letter staying in its own alphabet: the names' key.

    :meth:`str.lower` makes some letters outside ASCII into ASCII ones (the Kelvin sign
    into ``k``, ``İ`` into ``i`` and a combining dot), so a lookup of the folded text would
    take a letter no notation uses for one that it does. Here an ASCII letter is folded to
    ASCII and any other letter only when its lower case holds no ASCII (``É`` to ``é``);
    the others are kept as they are, and so match no name.

    >>> fold("NoTrump"), fold("DÉFENSE"), fold("\u212a") == "\u212a"
    ('notrump', 'défense', True)
    """
    text = plain_str(text)  # a str subclass's own lower() decides nothing
    if text.isascii():
        return text.lower()
    return "".join(map(_lower, text))


def fold_upper(text: str) -> str:
    r"""``text`` in upper case, each letter staying in its own alphabet, as :func:`fold`.

    ``"ſ".upper()`` is ``"S"`` and ``"ﬀ".upper()`` is ``"FF"``: here they are kept as they
    are, and match no name.

    >>> fold_upper("as"), fold_upper("a\u017f") == "A\u017f"
    ('AS', True)
    """
    text = plain_str(text)  # a str subclass's own upper() decides nothing
    if text.isascii():
        return text.upper()
    return "".join(map(_upper, text))


def _lower(char: str) -> str:
    folded = char.lower()
    return folded if char.isascii() or not _holds_ascii(folded) else char


def _upper(char: str) -> str:
    folded = char.upper()
    return folded if char.isascii() or not _holds_ascii(folded) else char


def _holds_ascii(text: str) -> bool:
    return any(char.isascii() for char in text)


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
    value = names.get(fold(plain_str(text).strip())) if len(text) <= NAME_LIMIT else None
    if value is None:
        raise NotationError(field, text, allowed)
    return value


class Names(Generic[_T]):
    """How the members of one enum are read from text, the field named by the caller.

    A game's enums share this one reader instead of a ``parse`` of their own: a member is
    taken as it is, a str looked up as written, then folded to lower case and stripped,
    then by its ``key`` of that if it has one; anything else is refused. The caller names
    the field the first time (``"petit_au_bout"``, ``"bids"``), so that no error is
    re-labelled later;
    ``typed`` is what a value of the wrong type is told, ``allowed`` an unknown name.

    >>> import enum
    >>> class Colour(enum.Enum):
    ...     RED = "red"
    >>> colours = Names(Colour, {"red": Colour.RED}, typed="a Colour", allowed="'red'")
    >>> colours.read("colour", " RED ")
    <Colour.RED: 'red'>
    >>> colours.read("paint", "blue")
    Traceback (most recent call last):
    ...
    cardscore.errors.NotationError: paint: 'blue' is not allowed; expected 'red'
    """

    __slots__ = ("_key", "_kind", "_names", "allowed", "typed")

    def __init__(
        self,
        kind: type[_T],
        names: Mapping[str, _T],
        *,
        typed: str,
        allowed: str,
        key: Callable[[str], str] | None = None,
    ) -> None:
        self._kind = kind
        self._names = names
        self._key = key
        self.typed = typed
        self.allowed = allowed

    def read(self, field: str, value: object) -> _T:
        """The member ``value`` is or names; a ScoreError naming ``field`` otherwise."""
        if type(value) is self._kind:
            return value  # a member: the type test above narrows it
        if not isinstance(value, str):
            raise ScoreError(field, value, self.typed)
        found = self._names.get(value)
        if found is not None:
            return found
        if len(value) <= NAME_LIMIT:
            folded = fold(plain_str(value).strip())
            found = self._names.get(folded)
            if found is None and self._key is not None:
                found = self._names.get(self._key(folded))
            if found is not None:
                return found
        raise NotationError(field, value, self.allowed)


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
