"""What a duplicate movement can hold: a traveller's lines, a session's boards, a pairing.

The checks a pairs session and a teams event make before they read what they are given:
a traveller is counted before any line of it is read (at most the results a board can have,
plus one to show it is too long), a board's number must be one of the session's boards, and
in a round robin each pair of teams meets once.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable
from typing import TypeVar

from cardscore._check import iterated, plain_str
from cardscore._text import Text
from cardscore.errors import RuleViolationError, ScoreError

__all__ = ["check_board", "paired", "team_of", "traveller_lines"]

_T = TypeVar("_T")

_LINES_ALLOWED = Text("a sequence of traveller lines ('3 5 N 4S=')")


def traveller_lines(results: Iterable[_T], most: int) -> tuple[_T, ...]:
    """At most ``most + 1`` of a traveller's lines, unread: a longer one is shown too long.

    ``most`` is the most results a board can have (the session's ``expected``): one more
    line shows the traveller too long, and nothing past it is ever drawn, so an endless
    iterable (``itertools.repeat``) or a traveller of a million lines costs what a short
    one does.

    >>> import itertools
    >>> traveller_lines(itertools.repeat("1 4 N 4S="), 2)
    ('1 4 N 4S=', '1 4 N 4S=', '1 4 N 4S=')
    """
    if isinstance(results, str | bytes | bytearray) or not isinstance(results, Iterable):
        raise ScoreError("results", results, _LINES_ALLOWED)
    if isinstance(results, tuple | list):  # sized: nothing copied past the limit
        return tuple(results[: most + 1])
    return tuple(itertools.islice(iterated("results", results, _LINES_ALLOWED), most + 1))


def team_of(field: str, value: object, teams: tuple[str, ...]) -> str:
    """``value`` if it is one of ``teams``: a str (read as the plain text it holds).

    Anything else, a numpy array of names included, is refused before it is compared.

    >>> team_of("home", "Lions", ("Lions", "Tigers"))
    'Lions'
    """
    if not isinstance(value, str) or plain_str(value) not in teams:
        raise RuleViolationError(field, value, Text("one of the event's teams"))
    return plain_str(value)


def check_board(board: int | None, first: int, count: int | None) -> None:
    """Refuse a board that is not one of a session's ``count`` boards from ``first``.

    ``count`` None: a session open until closed, any board (or a board without a number,
    ``board`` None, thrown out); else the board's number is needed, so that a session can
    finish only with each of its boards in.

    >>> check_board(14, 1, 2)
    Traceback (most recent call last):
    cardscore.errors.RuleViolationError: board: 14 is not allowed; expected one of the \
session's boards, 1 to 2
    """
    if count is not None and (board is None or not first <= board < first + count):
        raise RuleViolationError(
            "board",
            board,
            Text(
                "one of the session's boards, {first} to {last}",
                first=first,
                last=first + count - 1,
            ),
        )


def paired(met: int, teams: tuple[str, ...], home: str, away: str) -> int:
    """``met`` with ``home`` and ``away`` met; refused if they have met already.

    ``met`` holds the pairs of teams that have met as the bits of an int (one bit for each
    pair of the event's teams): the check costs the same however many matches are in.

    >>> met = paired(0, ("Lions", "Tigers", "Bears"), "Lions", "Tigers")
    >>> paired(met, ("Lions", "Tigers", "Bears"), "Tigers", "Lions")
    Traceback (most recent call last):
    cardscore.errors.RuleViolationError: away: 'Lions' is not allowed; expected a team that \
Tigers has not played yet: in a round robin each pair of teams meets once
    """
    first, second = sorted((teams.index(home), teams.index(away)))
    bit = 1 << (first * len(teams) + second)
    if met & bit:
        raise RuleViolationError(
            "away",
            away,
            Text(
                "a team that {home} has not played yet: in a round robin each pair of teams "
                "meets once",
                home=home,
            ),
        )
    return met | bit
