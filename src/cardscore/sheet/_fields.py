"""A scoresheet document's fields: the values TOML and JSON hold, and the errors naming them.

What every part of :mod:`cardscore.sheet` reads a document's values with: :data:`Value` (the
data TOML and JSON share), the narrowing helpers a game's reader checks a field with
(:func:`text`, :func:`whole`, :func:`flag`...), and the errors that name the field, the file
and the deal (:class:`MissingFieldError`, :class:`SheetError`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TypeAlias, TypeGuard

from cardscore._text import Text
from cardscore.errors import NotationError, RuleViolationError, ScoreError, told
from cardscore.sheet import _reader

__all__ = [
    "GameOverError",
    "MissingFieldError",
    "SheetError",
    "Value",
    "checked",
    "flag",
    "is_array",
    "is_names",
    "is_table",
    "optional_text",
    "table",
    "text",
    "whole",
]

Value: TypeAlias = str | int | float | bool | list["Value"] | dict[str, "Value"] | None
"""A value of a scoresheet document: what TOML and JSON both hold (``None`` only in JSON)."""


# --- Errors -------------------------------------------------------------------------------


class MissingFieldError(NotationError):
    """A field the scoresheet needs is not there (``game``, a deal's ``tricks``).

    Its message says what was expected:

    >>> print(MissingFieldError("tricks", "an int from 0 to 13"))
    tricks: missing; expected an int from 0 to 13
    """

    def __init__(self, field: str, allowed: str) -> None:
        super().__init__(field, None, allowed)
        said = allowed if isinstance(allowed, Text) else Text(allowed)
        self.args = (Text("{field}: missing; expected {allowed}", field=field, allowed=said),)


class SheetError(ScoreError):
    """A scoresheet file that cannot be scored: the file, the deal and the problem.

    ``field``, ``value`` and ``allowed`` are those of the underlying error (``error``);
    the message puts the file and the deal number in front of it:

    >>> from cardscore.errors import ImpossibleResultError
    >>> problem = ImpossibleResultError("tricks", 14, "an int from 0 to 13")
    >>> print(SheetError("evening.toml", 3, problem))
    evening.toml: deal 3: tricks: 14 is not allowed; expected an int from 0 to 13

    The deal is numbered as the players number it, as the sheet's rows and the prompt do
    (a thrown-in deal does not count: the deal after it has the same number). When that is
    not its place in the file's ``deals`` (a thrown-in deal came before), the place follows,
    for the player who corrects the file:

    >>> print(SheetError("evening.toml", 3, problem, entry=4))
    evening.toml: deal 3 (item 4 of deals): tricks: 14 is not allowed; expected an int from 0 to 13

    In a duplicate event (a pairs session, a teams match) the players name a board by the
    number printed on it: the board is named instead of the deal.

    >>> print(SheetError("pairs.toml", 2, problem, entry=2, board=3))
    pairs.toml: board 3 (item 2 of deals): tricks: 14 is not allowed; expected an int from 0 to 13

    Building one with a ``source`` that is not a str, a ``deal``, ``entry`` or ``board`` that
    is not an int from 1 or None, or an ``error`` that is not a :class:`~cardscore.ScoreError`
    raises a ``ScoreError`` naming that argument.

    Attributes:
        source: The file's name (``"<stdin>"`` for standard input).
        deal: The deal's number as the players count it (the sheet's and the prompt's), or
            None for a problem outside the deals.
        error: The underlying error.
        entry: The deal's place among the file's ``deals``, from 1, or None when not given.
        board: In a duplicate event, the number of the board the deal is, or None (another
            game, or a board whose number cannot be read).
    """

    source: str
    deal: int | None
    error: ScoreError
    entry: int | None
    board: int | None

    def __init__(
        self,
        source: str,
        deal: int | None,
        error: ScoreError,
        *,
        entry: int | None = None,
        board: int | None = None,
    ) -> None:
        if not isinstance(source, str):
            raise ScoreError("source", source, "a str naming the file")
        for name, number in (("deal", deal), ("entry", entry), ("board", board)):
            if number is not None and (type(number) is not int or number < 1):
                raise ScoreError(name, number, "nothing, or a whole number from 1")
        if not isinstance(error, ScoreError):
            raise ScoreError("error", error, "the ScoreError found in the file")
        super().__init__(error.field, error.value, error.allowed)
        self.source = source
        self.deal = deal
        self.error = error
        self.entry = entry
        self.board = board
        said = told(error)  # a sheet's error is told to a player: no Python values in it
        if board is not None:
            self.args = (_at_board(source, board, entry, said),)
        elif deal is None:
            self.args = (Text("{source}: {problem}", source=source, problem=said),)
        elif entry is None or entry == deal:
            self.args = (
                Text("{source}: deal {deal}: {problem}", source=source, deal=deal, problem=said),
            )
        else:
            self.args = (
                Text(
                    "{source}: deal {deal} (item {entry} of deals): {problem}",
                    source=source,
                    deal=deal,
                    entry=entry,
                    problem=said,
                ),
            )


def _at_board(source: str, board: int, entry: int | None, said: str) -> Text:
    """``pairs.toml: board 3: ...``, with the board's place in ``deals`` when it differs."""
    if entry is None or entry == board:
        return Text("{source}: board {board}: {problem}", source=source, board=board, problem=said)
    return Text(
        "{source}: board {board} (item {entry} of deals): {problem}",
        source=source,
        board=board,
        entry=entry,
        problem=said,
    )


class GameOverError(RuleViolationError):
    """A deal after the end of the game: says so, rather than what the ledger refused."""

    def __init__(self, result: str) -> None:
        super().__init__("deals", None, Text("no deal after the end ({result})", result=result))
        self.args = (Text("the game is over ({result}); no deal can follow", result=result),)


# --- Narrowing the document's values --------------------------------------------------------


def is_table(value: object) -> TypeGuard[dict[str, Value]]:
    """True for a table (a JSON object) of a checked document."""
    return isinstance(value, dict)


def is_array(value: object) -> TypeGuard[list[Value]]:
    """True for an array of a checked document."""
    return isinstance(value, list)


def is_names(value: object) -> TypeGuard[list[str] | tuple[str, ...]]:
    """True for an array (or tuple) of str."""
    return isinstance(value, list | tuple) and all(isinstance(name, str) for name in value)


def text(field: str, value: object, allowed: str) -> str:
    """``value`` if it is a str; else a ScoreError naming ``field``."""
    if not isinstance(value, str):
        raise ScoreError(field, value, allowed)
    return value


def optional_text(field: str, value: object, allowed: str) -> str | None:
    """``value`` if it is a str or None; else a ScoreError naming ``field``."""
    return None if value is None else text(field, value, allowed)


def whole(field: str, value: object, allowed: str) -> int:
    """``value`` if it is an int (not a bool); else a ScoreError naming ``field``."""
    if type(value) is not int:
        raise ScoreError(field, value, allowed)
    return value


def flag(field: str, value: object) -> bool:
    """``value`` if it is true or false; else a ScoreError naming ``field``."""
    if not isinstance(value, bool):
        raise ScoreError(field, value, "true or false")
    return value


def checked(field: str, value: object, depth: int = 0) -> Value:
    """A copy of ``value`` checked to be TOML/JSON data all the way down (no TOML dates)."""
    if isinstance(value, str | bool | int | float) or value is None:
        return value
    if depth >= _reader.DEPTH_LIMIT:
        raise ScoreError(field, Text("nested deeper"), _NESTING)
    if isinstance(value, list | tuple):
        return [checked(field, item, depth + 1) for item in value]
    if isinstance(value, Mapping):
        return table(field, value, depth)
    raise ScoreError(field, value, "a str, int, float, bool, array or table")


_NESTING = Text("at most {depth} levels of tables and arrays", depth=_reader.DEPTH_LIMIT)


def table(field: str, value: Mapping[object, object], depth: int = 0) -> dict[str, Value]:
    """A copy of ``value`` checked to be a table of TOML/JSON data, its keys str."""
    copy: dict[str, Value] = {}
    for key, item in value.items():
        if not isinstance(key, str):
            raise ScoreError(field, key, "tables with str keys")
        # Most values are scalars: kept as they are without a call (a long sheet has many).
        if isinstance(item, str | int | float) or item is None:
            copy[key] = item
        else:
            copy[key] = checked(field, item, depth + 1)
    return copy
