"""``bridge.scores``: the duplicate score of whole columns of deals, read from one table.

The table holds every score :func:`cardscore.bridge.score` gives: 105 contract codes × 14
trick counts × 2 vulnerabilities, 2,940 ints, made by calling ``score`` itself (one rule
path: no second copy of the scoring rules). A row's score is entry
``(code × 14 + tricks) × 2 + vulnerable``.

This module is the pure-Python path (a ``list[int]``) and the checks both paths share; the
numpy path (:mod:`cardscore._scores_numpy`) is imported only when numpy is.

Every row is checked before anything is scored: a bad row is refused, with the whole call,
by a :class:`~cardscore.ScoreError` naming its field and index (``contracts[3]``); where
several rows are bad, the first (lowest index; at one index, the contract, then the tricks,
then the vulnerability).
"""

from __future__ import annotations

import functools
import itertools
import numbers
import operator
from collections.abc import Sequence, Sized
from typing import TYPE_CHECKING, NamedTuple, cast

from cardscore import bridge
from cardscore._check import TRUE_OR_FALSE, int_from
from cardscore._text import Text
from cardscore.errors import ImpossibleResultError, ScoreError

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable, Iterator

__all__ = [
    "BLOCK",
    "CODES",
    "CODE_RANGE",
    "CONTRACTS",
    "CONTRACT_ROWS",
    "FLAGS",
    "FLAG_ROWS",
    "MOST_ROWS",
    "TRICKS",
    "TRICKS_ROWS",
    "Bad",
    "blocks",
    "code_of",
    "codes_of",
    "column",
    "first",
    "first_bad",
    "flag_of",
    "flags_fit",
    "length",
    "numpy_installed",
    "pure_scores",
    "rows",
    "same_length",
    "table",
    "tricks_fit",
    "tricks_of",
]


def numpy_installed() -> bool:
    """Whether numpy can be imported (the ``arrays`` extra), asked at each call.

    Every column-taking function (``bridge.scores``, ``duplicate.imps``) asks here, so a test
    that hides numpy (``sys.modules["numpy"] = None``) reaches the pure path.
    """
    try:
        import numpy  # noqa: F401, ICN001 - only whether it is there
    except ImportError:
        return False
    return True


CODES = 105
"""Contract codes 0..104."""

CONTRACTS = Text("a contract code (an int from 0 to 104), a str like '4SX' or a Contract")
"""What a row of ``contracts`` may be."""

TRICKS = int_from(0, 13)
"""What a row of ``tricks`` may be (the words of :func:`cardscore._check.check_int`)."""

FLAGS = TRUE_OR_FALSE
"""What a row of ``vulnerable`` may be (the words of :func:`cardscore._check.check_bool`)."""

MOST_ROWS = 100_000_000
"""The most rows one call takes (``bridge.scores``, ``duplicate.imps``): a longer column is
refused by its length before any row is read. An engine's partitions (docs/scale.md) are far
shorter; a 10⁸-row call's scores alone take 400 MB."""

COLUMN_LENGTH = Text("a column of at most {most:,} rows (split a longer one)", most=MOST_ROWS)
"""What a column's length may be."""

CODE_RANGE = int_from(0, CODES - 1)
"""What a contract code may be."""

TRICKS_ROWS = Text("an int from 0 to 13, or a one-dimensional array or sequence of them")
"""What ``tricks`` may be as a whole."""

FLAG_ROWS = Text("True or False, or a one-dimensional array or sequence of them")
"""What ``vulnerable`` may be as a whole."""


@functools.cache
def table() -> tuple[int, ...]:
    """Every score :func:`~cardscore.bridge.score` gives, at ``(code × 14 + tricks) × 2 + vul``.

    Made on first use by calling ``score`` 2,940 times (about a millisecond), then kept.

    >>> table()[(bridge.Contract.parse("4SX").code * 14 + 10) * 2 + 1]
    790
    """
    return tuple(
        bridge.score(bridge.Contract.from_code(code), tricks, vulnerable=vulnerable)
        for code in range(CODES)
        for tricks in range(14)
        for vulnerable in (False, True)
    )


class Bad(NamedTuple):
    """A bad row: its index, the field's order (contracts 0, tricks 1, vulnerable 2), the error.

    Tuples compare by index, then field: :func:`first` picks the row to report.
    """

    row: int
    order: int
    error: ScoreError


def first(*bad: Bad | None) -> None:
    """Raise the error of the first bad row among ``bad`` (None: that field is good)."""
    found = [one for one in bad if one is not None]
    if found:
        raise min(found, key=operator.itemgetter(0, 1)).error


def _count(value: object) -> int | None:
    # An int or a numpy integer (an Integral), as an int; None for anything else, a bool
    # included (numpy's bool is no Integral).
    if isinstance(value, bool) or not isinstance(value, int | numbers.Integral):
        return None
    return operator.index(value)


def _counted(value: object, field: str, high: int, in_range: str, allowed: str) -> int:
    # An int from 0 to ``high``: out of that range an ImpossibleResultError expecting
    # ``in_range``, not an int a ScoreError expecting ``allowed``.
    count = _count(value)
    if count is not None:
        if 0 <= count <= high:
            return count
        raise ImpossibleResultError(field, value, in_range)
    raise ScoreError(field, value, allowed)


def code_of(value: object, field: str) -> int:
    """The contract code of one row: a code, a contract's notation, or a ``Contract``.

    Raises:
        ScoreError: Anything else, naming ``field``.
    """
    if isinstance(value, str):
        try:
            return bridge.Contract.parse(value).code
        except ScoreError as error:
            raise error.named(field) from None  # the parser names "contract", a row its index
    if isinstance(value, bridge.Contract):
        return value.code
    return _counted(value, field, CODES - 1, CODE_RANGE, CONTRACTS)


def tricks_of(value: object, field: str) -> int:
    """The tricks of one row, an int from 0 to 13.

    Raises:
        ScoreError: Anything else, naming ``field``.
    """
    return _counted(value, field, 13, TRICKS, TRICKS)


def flag_of(value: object, field: str) -> bool:
    """The vulnerability of one row: True or False.

    Raises:
        ScoreError: Anything else, naming ``field``.
    """
    if isinstance(value, bool):
        return value
    raise ScoreError(field, value, FLAGS)


def first_bad(
    name: str,
    order: int,
    values: Iterable[object],
    check: Callable[[object, str], object],
    start: int = 0,
) -> Bad | None:
    """The first row of ``values`` that ``check`` refuses, or None: the slow, exact scan.

    ``start`` is the index of the first of ``values`` (a block of a longer column).
    """
    seen: set[object] = set()  # good str and int values, checked once each
    for index, value in enumerate(values, start):
        plain = type(value) in _PLAIN
        if plain and value in seen:
            continue
        try:
            check(value, f"{name}[{index}]")
        except ScoreError as error:
            return Bad(index, order, error)
        if plain:
            seen.add(value)
    return None


# Types whose equal values are checked alike (and never equal a value of another of them).
_PLAIN = frozenset({str, int})


def length(name: str, value: Sized) -> int:
    """The number of rows of ``value``, at most :data:`MOST_ROWS`; no row is read.

    Raises:
        ScoreError: A longer column (or one whose length is past what ``len`` can say).
    """
    try:
        count = len(value)
    except OverflowError:  # range(10**20): past any limit
        raise ScoreError(name, value, COLUMN_LENGTH) from None
    if count > MOST_ROWS:
        raise ScoreError(name, Text("length {count:,}", count=count), COLUMN_LENGTH)
    return count


def rows(name: str, value: object, allowed: str) -> Sequence[object]:
    """``value`` as a sequence of rows: a list, a tuple, any ``Sequence`` but text.

    Raises:
        ScoreError: ``value`` is a str, bytes or not a sequence, naming ``name``, or has
            more than :data:`MOST_ROWS` rows.
    """
    if isinstance(value, Sequence) and not isinstance(value, str | bytes | bytearray):
        length(name, value)
        return value
    raise ScoreError(name, value, allowed)


def same_length(name: str, count: int, expected: int) -> None:
    """Refuse a column of ``count`` rows beside ``expected`` contracts, naming ``name``."""
    if count != expected:
        raise ScoreError(
            name,
            Text("length {count:,}", count=count),
            Text("the length of contracts, {count:,}", count=expected),
        )


def codes_of(values: Sequence[object], start: int = 0) -> Iterator[int] | Bad:
    """Each row's contract code, each distinct value parsed once; or the first bad row.

    The codes come as an iterator, for a list or for numpy's ``fromiter`` to take.
    ``start`` is the index of the first of ``values`` (a block of a longer column).
    """
    kinds = set(map(type, values))
    if kinds <= {bridge.Contract}:  # no parsing; hashing a Contract costs more than this
        return map(_CODE, values)
    if kinds <= {str, int, bridge.Contract}:  # values of these types never equal each other
        memo: dict[object, int] = {}
        try:
            for value in set(values):
                memo[value] = code_of(value, "contracts")
        except ScoreError:
            pass
        else:
            return map(memo.__getitem__, values)
    bad = first_bad("contracts", 0, values, code_of, start)
    if bad is not None:
        return bad
    return (code_of(value, "contracts") for value in values)


_CODE = operator.attrgetter("code")


def tricks_fit(values: Sequence[object]) -> bool:
    """True when every row of a block (never empty) is an int from 0 to 13, without a loop."""
    if not set(map(type, values)) <= {int}:
        return False
    counts = cast("Sequence[int]", values)
    return min(counts) >= 0 and max(counts) <= 13


def flags_fit(values: Sequence[object]) -> bool:
    """True when every row is a bool, found without a Python loop."""
    return set(map(type, values)) <= {bool}


BLOCK = 1 << 15
"""Rows of a Python column read at a time: a bad row ends the reading at its block."""


def column(name: str, value: object, *, count: int) -> Sequence[object] | None:
    """``value`` as a column of ``count`` rows, or None for one value for every row.

    Raises:
        ScoreError: A column of another length than ``count``.
    """
    if isinstance(value, Sequence) and not isinstance(value, str | bytes | bytearray):
        same_length(name, length(name, value), count)
        return value
    return None


def blocks(name: str, values: Sequence[object], count: int) -> Iterator[list[object]]:
    """The rows of ``values`` in lists of :data:`BLOCK` rows, ``count`` rows in all.

    Raises:
        ScoreError: A sequence that gives fewer rows than its length says.
    """
    rows = iter(values)
    for low in range(0, count, BLOCK):
        block = list(itertools.islice(rows, BLOCK))
        if len(block) < min(BLOCK, count - low):
            # The rows it gave, and the number its len() promised.
            given = Text("length {count:,}", count=low + len(block))
            raise ScoreError(name, given, Text("length {count:,}", count=count))
        yield block


def _plain(
    name: str,
    order: int,
    block: list[object],
    low: int,
    *,
    check: Callable[[object, str], int],
    fits: Callable[[Sequence[object]], bool],
) -> tuple[Sequence[int], Bad | None]:
    # A block of tricks or flags as plain ints (bools) and its first bad row. Every row is
    # read through ``check`` (``operator.index`` for counts) unless all are plain already:
    # an int subclass's own ``+`` and ``*`` never reach a score.
    if fits(block):
        return cast("list[int]", block), None
    bad = first_bad(name, order, block, check, low)
    if bad is not None:
        return (), bad
    return [check(row, name) for row in block], None


def pure_scores(contracts: object, tricks: object, vulnerable: object) -> list[int]:
    """:func:`cardscore.bridge.scores` without numpy: a ``list[int]``.

    The columns are read a block of rows at a time, each block checked whole before it is
    scored: the first bad row ends the reading (the blocks before it are scored, then
    dropped with the error).
    """
    values = rows("contracts", contracts, CONTRACT_ROWS)
    count = len(values)
    trick_rows = column("tricks", tricks, count=count)
    flag_rows = column("vulnerable", vulnerable, count=count)
    trick_value = 0 if trick_rows is not None else tricks_of(tricks, "tricks")
    flag_value = False if flag_rows is not None else flag_of(vulnerable, "vulnerable")
    trick_blocks = (
        itertools.repeat(None) if trick_rows is None else blocks("tricks", trick_rows, count)
    )
    flag_blocks = (
        itertools.repeat(None) if flag_rows is None else blocks("vulnerable", flag_rows, count)
    )
    scores = table()
    out: list[int] = []
    low = 0
    for block, trick_block, flag_block in zip(
        blocks("contracts", values, count), trick_blocks, flag_blocks, strict=False
    ):
        trick_column: Iterable[int] = itertools.repeat(trick_value)
        flag_column: Iterable[int] = itertools.repeat(flag_value)
        trick_bad = flag_bad = None
        if trick_block is not None:
            trick_column, trick_bad = _plain(
                "tricks", 1, trick_block, low, check=tricks_of, fits=tricks_fit
            )
        if flag_block is not None:
            flag_column, flag_bad = _plain(
                "vulnerable", 2, flag_block, low, check=flag_of, fits=flags_fit
            )
        codes = codes_of(block, low)
        if isinstance(codes, Bad):
            first(codes, trick_bad, flag_bad)
            raise codes.error  # pragma: no cover - first() raised
        first(trick_bad, flag_bad)
        # Every row checked and read as a plain int (flags as bools, which add as 0 and 1).
        out += [
            scores[(code * 14 + tricks) * 2 + vulnerable]
            for code, tricks, vulnerable in zip(codes, trick_column, flag_column)  # noqa: B905 - checked
        ]
        low += len(block)
    return out


CONTRACT_ROWS = Text(
    "a one-dimensional array or sequence of contracts (codes 0 to 104, str like '4SX' or"
    " Contracts)"
)
"""What ``contracts`` may be as a whole."""
