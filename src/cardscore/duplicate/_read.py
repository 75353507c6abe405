"""Duplicate's door: every argument read and checked once, its field named the first time.

Each value a caller gives (a board's scores, a count, a scale or a method's name, a seat,
the pairs' and teams' names, a traveller's lines) is read here into the rules' own values,
and every error names the field it was given as, so that nothing is re-labelled afterwards.
What each error says is allowed is written here.

What a movement can hold is checked here too, before anything is read from what is given:
a traveller is counted before any line of it is read (at most the results a board can have,
plus one to show it is too long), a board's number must be one of the session's boards, and
in a round robin each pair of teams meets once.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Mapping, Sequence
from typing import Final, TypeVar

from cardscore._bridge_ledgers import SEAT_NAMES
from cardscore._check import (
    NAME_LIMIT,
    bounded,
    int_from,
    iterated,
    lookup_name,
    one_line,
    plain_int,
    plain_str,
)
from cardscore._text import Text
from cardscore.duplicate._rules import MAX_BOARD, SCALE_FACTOR, Average
from cardscore.errors import ImpossibleResultError, NotationError, RuleViolationError, ScoreError

__all__: list[str] = []

_T = TypeVar("_T")

# --- Numbers ------------------------------------------------------------------------------

# The most results one board can have: far more than any event's tables.
RESULTS_LIMIT: Final = 10_000
_SCORES_ALLOWED: Final = Text("a sequence of ints (North-South scores)")


def integer(field: str, value: object, allowed: Text) -> int:
    """``value`` as the plain int it holds (never its own ``__int__``); a bool is no int."""
    if isinstance(value, int) and not isinstance(value, bool):
        return plain_int(value)
    raise ScoreError(field, value, allowed)


def scores(field: str, values: object) -> tuple[int, ...]:
    """One board's North-South scores: a sequence of ints, or a column of them."""
    if hasattr(values, "__array__") and not isinstance(values, Sequence):
        values = _array_rows(field, values)
    given = bounded(field, values, RESULTS_LIMIT, _SCORES_ALLOWED)
    allowed = Text("an int (a North-South score)")
    return tuple(integer(field, value, allowed) for value in given)


def _array_rows(field: str, values: object) -> list[object]:
    # A numpy array (or a pandas or Polars column) of one board's scores as Python values
    # (numpy's ints become ints), at most one past the limit of results taken.
    from cardscore import _scores

    if not _scores.numpy_installed():
        raise ScoreError(field, values, _SCORES_ALLOWED)
    from cardscore import _scores_numpy  # the one reader of a column, as bridge.scores reads

    array = _scores_numpy.array_column(field, values, _SCORES_ALLOWED)
    if array is None:  # a numpy scalar: no column
        raise ScoreError(field, values, _SCORES_ALLOWED)
    # One row past the limit shows the column too long; a second changes nothing refused.
    rows: list[object] = array[: RESULTS_LIMIT + 1].tolist()
    return rows


def count(field: str, value: object, low: int, high: int | None = None) -> int:
    """A count from ``low`` (to ``high``), as the plain int it holds."""
    if isinstance(value, int) and not isinstance(value, bool):
        value = plain_int(value)  # the number it holds, once, never its own methods
    if type(value) is not int:
        allowed = (
            Text("an int of at least {low}", low=low) if high is None else int_from(low, high)
        )
        raise ScoreError(field, value, allowed)
    if value < low or (high is not None and value > high):
        if high is None:
            raise ImpossibleResultError(field, value, Text("an int of at least {low}", low=low))
        raise ImpossibleResultError(field, value, int_from(low, high))
    return value


def board(value: object, field: str = "board") -> int:
    """A board's number, 1 to 9999."""
    return count(field, value, 1, MAX_BOARD)


def store(ledger: object, field: str, value: int) -> None:
    """A frozen ledger's field, checked in ``__attrs_post_init__``, stored as the int read."""
    object.__setattr__(ledger, field, value)


# --- Names: a scale, a method, an artificial score, a seat --------------------------------


# Typed as the field takes it, so that mypy flags a wrong type at the call; checked anyway.
def scale(value: str) -> str:
    """A matchpoint scale's name: ``"international"`` or ``"acbl"``, any case."""
    if type(value) is not str:
        raise ScoreError("scale", value, "'international' or 'acbl' (a str)")
    name = value.strip().lower()
    if name not in SCALE_FACTOR:
        raise NotationError("scale", value, "'international' or 'acbl'")
    return name


_METHOD_NAMES: Final = {
    "matchpoints": "matchpoints",
    "mp": "matchpoints",
    "cross-imps": "cross-imps",
    "cross imps": "cross-imps",
    "cross_imps": "cross-imps",
    "crossimps": "cross-imps",
    "butler": "butler",
}


def method(value: str) -> str:
    """A pairs session's method: ``"matchpoints"``, ``"cross-imps"`` or ``"butler"``."""
    return lookup_name(
        "method",
        value,
        _METHOD_NAMES,
        Text("'matchpoints', 'cross-imps' or 'butler' (a str)"),
        Text("'matchpoints', 'cross-imps' or 'butler'"),
    )


AVERAGE_NAMES: Final = {
    name: member
    for member, names in (
        (Average.PLUS, ("a+", "avg+", "average+", "average plus", "60%", "60")),
        (Average.EVEN, ("a", "a=", "avg", "average", "50%", "50")),
        (Average.MINUS, ("a-", "avg-", "average-", "average minus", "40%", "40")),
    )
    for name in names
}


def average(field: str, value: object) -> Average:
    """An artificial score: an :class:`Average` or its name (``"A+"``, ``"avg-"``, ``"60%"``)."""
    if isinstance(value, Average):
        return value
    return lookup_name(
        field,
        value,
        AVERAGE_NAMES,
        Text("an Average or 'A+', 'A' or 'A-'"),
        Text("'A+', 'A' or 'A-' (Average plus, Average, Average minus)"),
    )


def artificial(value: object) -> tuple[Average, Average] | None:
    """North-South's and East-West's artificial scores (``"A+ A-"``, one for both), or None."""
    if value is None:
        return None
    if isinstance(value, Average | str):
        text = str(value) if isinstance(value, Average) else plain_str(value)
        if "/" in text or " " in text.strip():
            parts = text.replace("/", " ").split()
            if len(parts) != 2:
                raise NotationError(
                    "artificial", value, "'A+ A-': North-South's, then East-West's"
                )
            return average("artificial", parts[0]), average("artificial", parts[1])
        one = average("artificial", value)
        return one, one
    if isinstance(value, tuple | list) and len(value) == 2:
        return average("artificial", value[0]), average("artificial", value[1])
    raise ScoreError("artificial", value, "('A+', 'A-'): North-South's, then East-West's")


def seat(value: object, field: str) -> str:
    """A seat, N E S W (also ``"north"``...), any case."""
    if isinstance(value, str):
        text = plain_str(value)  # read once, whatever a subclass's methods say
        found = SEAT_NAMES.get(text.strip().lower()) if len(text) <= NAME_LIMIT else None
        if found is not None:
            return found
        raise NotationError(field, value, "a seat: one of N E S W")
    raise ScoreError(field, value, "a seat: one of N E S W (a str)")


# --- What a table played: the notation ----------------------------------------------------

PLAY_ALLOWED: Final = Text(
    "'N 4S=' (the declarer's seat, then the result), 'pass', or North-South's score ('+420')"
)
SCORE_DIGITS: Final = 5  # no duplicate score reaches 10,000

PAIR_NAME_LIMIT: Final = 32
LINE_ALLOWED: Final = Text(
    "'NS EW' pair names, then 'N 4S=', 'pass', North-South's score ('+420') or artificial "
    "scores ('A+ A-')"
)

# --- The pairs and the teams --------------------------------------------------------------


def pair_name(value: object, field: str) -> str:
    """A pair's name as a traveller line gives it: 1 to 32 characters, no spaces."""
    if not isinstance(value, str):
        raise ScoreError(field, value, "a pair's name (a str)")
    written = plain_str(value)  # read once, whatever a subclass's methods say
    name = written.strip()
    one_line(field, name, NotationError, shown=value)  # as every name: no break, no control
    if not name or len(written) > PAIR_NAME_LIMIT or any(c.isspace() for c in name):
        raise NotationError(
            field,
            value,
            Text("a name of 1 to {limit} characters, no spaces", limit=PAIR_NAME_LIMIT),
        )
    return name


# The most pairs (or teams) a session names: more than any club room holds.
_PAIRS_LIMIT: Final = 500
_PAIRS_ALLOWED: Final = Text("a sequence of pair names")


def _pairs(field: str, value: object) -> tuple[str, ...]:
    # Counted first, with a bound (an endless iterable is refused, never consumed), then
    # each name read once; as every ledger does, two names differing only in case are one.
    given = bounded(field, value, _PAIRS_LIMIT, _PAIRS_ALLOWED)
    names = tuple(pair_name(name, field) for name in given)
    if len({name.casefold() for name in names}) != len(names):
        raise RuleViolationError(field, value, "pair names that are all different")
    return names


def ns_pairs(value: Iterable[str]) -> tuple[str, ...]:
    """The North-South pairs of a two-winner movement (``ns=``)."""
    return _pairs("ns", value)


def ew_pairs(value: Iterable[str]) -> tuple[str, ...]:
    """The East-West pairs of a two-winner movement (``ew=``)."""
    return _pairs("ew", value)


def all_pairs(value: Iterable[str]) -> tuple[str, ...]:
    """Every pair of a one-winner movement (``pairs=``)."""
    return _pairs("pairs", value)


def team_names(value: Iterable[str]) -> tuple[str, ...]:
    """A match's or an event's teams: names as shown, spaces allowed, all different."""
    # A team's name never appears in a line: spaces are allowed ("Ann & Bob").
    given = bounded("teams", value, _PAIRS_LIMIT, _PAIRS_ALLOWED)
    names = tuple(display_name(name, "teams") for name in given)
    if len({name.casefold() for name in names}) != len(names):
        raise RuleViolationError("teams", value, "team names that are all different")
    return names


# A traveller line gives the pairs by number (``3 5 N 4S=``: pair 3 North-South, pair 5
# East-West), as the pair numbers on a club's travellers do; a pair's players are a separate
# option, a mapping of each pair to its name (``{"3": "Ann & Bob"}``), which the ranking
# shows. A name may hold spaces and ``&``. A team's name is its own (it never appears in a
# line).

DISPLAY_NAME_LIMIT: Final = 60  # characters of a pair's or a team's name
_PAIRS_NAMED: Final = 500  # as many as a session has pairs


def display_name(value: object, field: str) -> str:
    """A pair's or a team's name as it is shown: 1 to 60 characters, spaces allowed.

    >>> display_name("Lions of Leeds", "teams")
    'Lions of Leeds'

    Raises:
        ScoreError: not a str, empty, too long, or holding a line break or a tab.
    """
    if type(value) is not str:
        raise ScoreError(field, value, "a name (a str)")
    one_line(field, value, NotationError)  # as every name: no break, no control of any kind
    name = " ".join(value.split()) if len(value) <= DISPLAY_NAME_LIMIT else ""
    if not name:  # empty, or too long (a line break or a tab: one_line refused it above)
        raise NotationError(
            field,
            value,
            Text("a name of 1 to {limit} characters on one line", limit=DISPLAY_NAME_LIMIT),
        )
    return name


def names_of(value: object) -> tuple[tuple[str, str], ...]:
    """Each pair's name, from a mapping of pair number to name, in the mapping's order.

    The pairs of names a session keeps (a tuple of pairs) are taken as well.

    >>> names_of({"1": "Ann & Bob", "2": " Cid and Dan "})
    (('1', 'Ann & Bob'), ('2', 'Cid and Dan'))

    Raises:
        ScoreError: not a mapping, too many entries, a bad pair or name, or two pairs
            with the same name.
    """
    if type(value) is tuple and all(type(item) is tuple and len(item) == 2 for item in value):
        value = dict(value)  # the names as a session keeps them (attrs.evolve passes them)
    if not isinstance(value, Mapping):
        raise ScoreError("names", value, "a mapping of each pair to its name ({'1': 'Ann & Bob'})")
    if len(value) > _PAIRS_NAMED:
        raise ScoreError("names", value, Text("at most {limit} names", limit=_PAIRS_NAMED))
    named = tuple(
        (display_name(pair, "names"), display_name(name, f"names[{pair!r}]"))
        for pair, name in value.items()
    )
    shown = [name.casefold() for _, name in named]
    if len(set(shown)) != len(shown):
        raise RuleViolationError("names", dict(named), "a different name for each pair")
    return named


# --- What a movement can hold -------------------------------------------------------------

_LINES_ALLOWED: Final = Text("a sequence of traveller lines ('3 5 N 4S=')")


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


def check_board(number: int | None, first: int, boards: int | None) -> None:
    """Refuse a board that is not one of a session's ``boards`` boards from ``first``.

    ``boards`` None: a session open until closed, any board (or a board without a number,
    ``number`` None, thrown out); else the board's number is needed, so that a session can
    finish only with each of its boards in.

    >>> check_board(14, 1, 2)
    Traceback (most recent call last):
    cardscore.errors.RuleViolationError: board: 14 is not allowed; expected one of the \
session's boards, 1 to 2
    """
    if boards is not None and (number is None or not first <= number < first + boards):
        raise RuleViolationError(
            "board",
            number,
            Text(
                "one of the session's boards, {first} to {last}",
                first=first,
                last=first + boards - 1,
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
