"""Reading a results file's values: bounded text, numbers, seats, contracts, results."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

from cardscore import bridge, duplicate
from cardscore._text import Text
from cardscore.errors import NotationError, ScoreError

__all__ = [
    "FILE_LIMIT",
    "VALUE_LIMIT",
    "decimal",
    "pair_name",
    "play",
    "read_path",
    "vulnerability",
]

FILE_LIMIT = 64 * 1024 * 1024
"""The longest results file read, in characters (a 200,000-result event is a tenth of it)."""

VALUE_LIMIT = 64
"""The longest single value read as a number, a contract or a pair."""

_PAIR_LIMIT = 32  # as a pairs session takes them
_DIGITS = 12  # a published number's digits, sign and point aside: far more than any score
_NUMBER = Text("a number such as 2.80, -0.94 or 121.40")
_VULNERABILITY = {
    "none": "none",
    "-": "none",
    "love": "none",
    "ns": "NS",
    "ew": "EW",
    "all": "both",
    "both": "both",
    "b": "both",
    "n": "NS",
    "e": "EW",
    "o": "none",
}


def read_path(path: object, field: str = "path") -> str:
    """The text of the file at ``path`` (UTF-8, else Latin-1), refused when too long."""
    if not isinstance(path, str | Path):
        raise ScoreError(field, path, Text("a path (str or pathlib.Path)"))
    try:
        with Path(path).open("rb") as stream:
            data = stream.read(FILE_LIMIT + 1)
    except (OSError, ValueError) as error:  # ValueError: a NUL in the path
        raise ScoreError(field, str(path), Text("a file that can be read")) from error
    if len(data) > FILE_LIMIT:
        raise NotationError(
            field, str(path), Text("a file of at most {limit} bytes", limit=FILE_LIMIT)
        )
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return data.decode("latin-1")


def check_length(field: str, text: object) -> str:
    """``text`` if it is a str no longer than a results file may be."""
    if not isinstance(text, str):
        raise ScoreError(field, text, Text("a str (the file's text)"))
    if len(text) > FILE_LIMIT:
        raise NotationError(field, text, Text("at most {limit} characters", limit=FILE_LIMIT))
    return text


def decimal(field: str, text: str) -> Decimal:
    """The number ``text`` writes (digits, a sign, one point), exactly; bounded first."""
    body = text.strip()
    if len(body) > VALUE_LIMIT:
        raise NotationError(field, text, _NUMBER)
    digits = body[1:] if body[:1] in {"+", "-"} else body
    whole, point, part = digits.partition(".")
    if (
        not (whole or part)
        or not all(piece.isascii() and (piece.isdigit() or not piece) for piece in (whole, part))
        or len(whole.lstrip("0")) + len(part) > _DIGITS
        or (point and not part)
    ):
        raise NotationError(field, text, _NUMBER)
    return Decimal(body)


def whole(field: str, text: str, low: int, high: int) -> int:
    """The whole number ``text`` writes, from ``low`` to ``high``."""
    value = decimal(field, text)
    if value != value.to_integral_value() or not low <= value <= high:
        raise NotationError(
            field, text, Text("a whole number from {low} to {high}", low=low, high=high)
        )
    return int(value)


def vulnerability(field: str, text: str) -> str:
    """``"none"``, ``"NS"``, ``"EW"`` or ``"both"`` from the ways files write it."""
    name = _VULNERABILITY.get(text.strip().lower()) if len(text) <= VALUE_LIMIT else None
    if name is None:
        raise NotationError(field, text, Text("None, NS, EW or All"))
    return name


def pair_name(field: str, text: str) -> str:
    """A pair's number or name as the file writes it (no spaces, at most 32 characters)."""
    name = text.strip()
    if not name or len(name) > _PAIR_LIMIT or any(char.isspace() for char in name):
        raise NotationError(field, text, Text("a pair's number or name"))
    return name


_SEATS = {"N": "N", "E": "E", "S": "S", "W": "W", "NORTH": "N", "EAST": "E"}
_SEATS |= {"SOUTH": "S", "WEST": "W"}


def seat(field: str, text: str) -> str:
    """A seat, N E S W (or its name)."""
    found = _SEATS.get(text.strip().upper()) if len(text) <= VALUE_LIMIT else None
    if found is None:
        raise NotationError(field, text, Text("a seat: one of N E S W"))
    return found


def play(
    board: int,
    vulnerable: str | None,
    contract: str,
    declarer: str,
    tricks: str,
) -> duplicate.Play:
    """What a line played: a contract by a declarer taking ``tricks``, or a pass-out.

    On a board whose vulnerability differs from its number's (Law 2), the score is worked on
    the file's vulnerability and kept as the written score.
    """
    if bridge.is_pass(contract.strip()) or contract.strip().upper() in {"AP", "PASS", "P"}:
        return duplicate.Play()
    seated = seat("Declarer", declarer)
    taken = whole("Result", tricks, 0, 13)
    made = duplicate.Play(contract.strip(), taken, declarer=seated)
    if vulnerable is None or _standard(board, vulnerable):
        return made
    result = made.result
    if result is None:  # pragma: no cover (a contract was given)
        return made
    side = "NS" if seated in {"N", "S"} else "EW"
    points = bridge.score(result.contract, result.tricks, vulnerable=vulnerable in {side, "both"})
    return duplicate.Play(score=points if side == "NS" else -points)


def _standard(board: int, vulnerable: str) -> bool:
    sides = duplicate.board_vulnerable(board)
    wanted = {"none": frozenset(), "NS": {"NS"}, "EW": {"EW"}, "both": {"NS", "EW"}}
    return sides == wanted[vulnerable]
