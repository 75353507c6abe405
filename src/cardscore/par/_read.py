"""Par's input, checked once at the door: tables in each order, vulnerability, dealer.

Every reader returns the table as 20 ints in DDS's order (strains S H D C NT, each for
N E S W) or refuses it with a :class:`~cardscore.ScoreError` naming the field.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Protocol, cast

from cardscore import bridge
from cardscore._check import bounded, check_int, lookup_name
from cardscore._text import Text
from cardscore.errors import NotationError, ScoreError

if TYPE_CHECKING:

    class _Array(Protocol):
        def tolist(self) -> object: ...


__all__: list[str] = []

SEATS = ("N", "E", "S", "W")
DDS_STRAINS = (
    bridge.Strain.SPADES,
    bridge.Strain.HEARTS,
    bridge.Strain.DIAMONDS,
    bridge.Strain.CLUBS,
    bridge.Strain.NOTRUMP,
)
# DoubleDummyTricks: 20 hex digits, declarers N S E W, each in strains NT S H D C.
_HEX_SEATS = (0, 2, 1, 3)
_HEX_STRAINS = (4, 0, 1, 2, 3)  # rows of the DDS order
PBN_LIMIT = 4_000
"""The longest PBN text read for a table: a whole board with its play fits."""

ROWS = Text("5 rows (strains S H D C NT) of 4 ints 0-13 (tricks of N E S W)")
_ROW = Text("4 ints 0-13: the tricks of N E S W")
_PBN = Text(
    "20 hex digits (DoubleDummyTricks: N S E W, each NT S H D C) or "
    "OptimumResultTable rows like 'N NT 7', one for every declarer and strain"
)
_DICT = Text("a mapping of every (declarer, strain) pair, N E S W × C D H S NT, to 0-13")
_SEAT = Text("a seat: N, E, S or W")
_STRAIN = Text("a strain: C, D, H, S or NT")
_VULNERABLE = Text(
    "'none', 'ns', 'ew' or 'both' (also PBN's 'All', 'Love', '-'), "
    "or a set of the vulnerable sides 'NS' and 'EW'"
)
_SEAT_NAMES = {"n": 0, "e": 1, "s": 2, "w": 3, "north": 0, "east": 1, "south": 2, "west": 3}
_VULNERABILITY = {
    "none": (False, False),
    "love": (False, False),
    "-": (False, False),
    "ns": (True, False),
    "ew": (False, True),
    "both": (True, True),
    "all": (True, True),
}
VULNERABILITY_NAMES = ("none", "ns", "ew", "both")


def seat(field: str, value: object) -> int:
    """A seat's number, 0 North to 3 West, from ``"N"``/``"north"`` in any case."""
    return lookup_name(field, value, _SEAT_NAMES, _SEAT, _SEAT)


def strain(field: str, value: object) -> bridge.Strain:
    """A strain, as :meth:`cardscore.bridge.Strain.parse` reads it, under ``field``'s name."""
    if isinstance(value, bridge.Strain):
        return value
    if not isinstance(value, str):
        raise ScoreError(field, value, _STRAIN)
    try:
        return bridge.Strain.parse(value)
    except ScoreError:
        raise NotationError(field, value, _STRAIN) from None


def vulnerability(field: str, value: object) -> tuple[bool, bool]:
    """Whether North-South and East-West are vulnerable.

    A name (``"none"``, ``"ns"``, ``"ew"``, ``"both"``; PBN's ``"All"``, ``"Love"``,
    ``"-"``), or the set of vulnerable sides that :func:`cardscore.duplicate.board_vulnerable`
    and :func:`cardscore.chicago.vulnerable` give (``frozenset({"NS"})``).
    """
    if isinstance(value, frozenset | set):
        sides = bounded(field, value, 2, _VULNERABLE)
        if all(side in {"NS", "EW"} for side in sides):
            return ("NS" in sides, "EW" in sides)
        raise ScoreError(field, value, _VULNERABLE)
    return lookup_name(field, value, _VULNERABILITY, _VULNERABLE, _VULNERABLE)


def vulnerability_name(vulnerable: tuple[bool, bool]) -> str:
    """``"none"``, ``"ns"``, ``"ew"`` or ``"both"``."""
    return VULNERABILITY_NAMES[vulnerable[0] + 2 * vulnerable[1]]


def tricks(field: str, value: object) -> int:
    """One trick count, 0..13 (P1)."""
    return check_int(field, value, 0, 13)


def dds_rows(field: str, rows: object) -> tuple[int, ...]:
    """DDS's ``resTable``: 5 rows S H D C NT, each the tricks of N E S W (P1)."""
    listed = bounded(field, _plain(rows), 5, ROWS)
    if len(listed) != 5:
        raise ScoreError(field, rows, ROWS)
    counts: list[int] = []
    for index, row in enumerate(listed):
        name = f"{field}[{index}]"
        cells = bounded(name, _plain(row), 4, _ROW)
        if len(cells) != 4:
            raise ScoreError(name, row, _ROW)
        counts.extend(tricks(f"{name}[{column}]", cell) for column, cell in enumerate(cells))
    return tuple(counts)


def _plain(value: object) -> object:
    # A numpy array is read as the nested lists it holds, so its cells are plain ints that
    # check_int knows (a 0-d array gives a scalar, refused as not rows).
    kind = type(value)
    if kind.__name__ == "ndarray" and kind.__module__ == "numpy":
        return cast("_Array", value).tolist()
    return value


def from_dict(field: str, mapping: object) -> tuple[int, ...]:
    """A table from ``{(declarer, strain): tricks}``: all 20 pairs, each once."""
    if not isinstance(mapping, Mapping):
        raise ScoreError(field, mapping, _DICT)
    pairs = bounded(field, mapping.items(), 20, _DICT)
    counts: list[int | None] = [None] * 20
    for key, value in pairs:
        if not isinstance(key, tuple) or len(key) != 2:
            raise ScoreError(field, key, _DICT)
        where = seat(f"{field} key", key[0])
        row = DDS_STRAINS.index(strain(f"{field} key", key[1]))
        if counts[row * 4 + where] is not None:
            raise ScoreError(field, key, _DICT)
        counts[row * 4 + where] = tricks(f"{field}[{key!r}]", value)
    return _complete(field, mapping, counts, _DICT)


def _complete(
    field: str, value: object, counts: list[int | None], allowed: Text
) -> tuple[int, ...]:
    complete = tuple(count for count in counts if count is not None)
    if len(complete) != 20:
        raise ScoreError(field, value, allowed)
    return complete


def from_pbn(field: str, text: object) -> tuple[int, ...]:
    """A table from PBN: ``DoubleDummyTricks`` digits or ``OptimumResultTable`` rows.

    Either the 20 hex digits alone, a ``[DoubleDummyTricks "..."]`` tag, or rows
    ``declarer strain tricks`` (``N NT 7``), after an ``[OptimumResultTable ...]`` tag or
    alone; a whole board's text is read for whichever it holds (the tag first).
    """
    if not isinstance(text, str):
        raise ScoreError(field, text, _PBN)
    if len(text) > PBN_LIMIT:
        raise NotationError(field, text, Text("at most {limit} characters", limit=PBN_LIMIT))
    stripped = text.strip()
    if len(stripped) == 20 and "\n" not in stripped:
        return _hex(field, stripped)
    lines = stripped.splitlines()
    for raw in lines:
        line = raw.strip()
        if line.startswith("[DoubleDummyTricks"):
            _, quote, rest = line.partition('"')
            digits, quote, _ = rest.partition('"')
            if not quote:
                raise NotationError(field, line, _PBN)
            return _hex(field, digits.strip())
    return _rows(field, text, lines)


def _hex(field: str, digits: str) -> tuple[int, ...]:
    if len(digits) != 20:
        raise NotationError(field, digits, _PBN)
    counts: list[int | None] = [None] * 20
    for index, digit in enumerate(digits):
        value = int(digit, 16) if digit in "0123456789abcdefABCDEF" else None
        if value is None or value > 13:
            raise NotationError(field, digits, _PBN)
        hand, column = divmod(index, 5)
        counts[_HEX_STRAINS[column] * 4 + _HEX_SEATS[hand]] = value
    return _complete(field, digits, counts, _PBN)


def _rows(field: str, text: str, lines: list[str]) -> tuple[int, ...]:
    tagged = any(line.lstrip().startswith("[OptimumResultTable") for line in lines)
    reading = not tagged
    counts: list[int | None] = [None] * 20
    for line in lines:
        stripped = line.strip()
        if stripped.startswith("["):
            reading = stripped.startswith("[OptimumResultTable")
            continue
        if not reading or not stripped or stripped.startswith("%"):
            continue
        parts = stripped.split()
        if len(parts) != 3 or not parts[2].isascii() or not parts[2].isdigit():
            raise NotationError(field, stripped, _PBN)
        where = seat(field, parts[0])
        row = DDS_STRAINS.index(strain(field, parts[1]))
        if counts[row * 4 + where] is not None or len(parts[2]) > 2:
            raise NotationError(field, stripped, _PBN)
        counts[row * 4 + where] = tricks(field, int(parts[2]))
    return _complete(field, text, counts, _PBN)
