"""The names of the pairs and teams of a duplicate event, as a published sheet shows them.

A traveller line gives the pairs by number (``3 5 N 4S=``: pair 3 North-South, pair 5
East-West), as the pair numbers on a club's travellers do; a pair's players are a separate
option, a mapping of each pair to its name (``{"3": "Ann & Bob"}``), which the ranking shows.
A name may hold spaces and ``&``. A team's name is its own (it never appears in a line).

>>> names_of({"1": "Ann & Bob", "2": " Cid and Dan "})
(('1', 'Ann & Bob'), ('2', 'Cid and Dan'))
>>> display_name("Lions of Leeds")
'Lions of Leeds'
"""

from __future__ import annotations

from collections.abc import Mapping

from cardscore._check import one_line
from cardscore._text import Text
from cardscore.errors import NotationError, RuleViolationError, ScoreError

__all__ = ["NAME_LIMIT", "display_name", "names_of"]

NAME_LIMIT = 60  # characters of a pair's or a team's name
_PAIRS_NAMED = 500  # as many as a session has pairs


def display_name(value: object, field: str = "teams") -> str:
    """A pair's or a team's name as it is shown: 1 to 60 characters, spaces allowed.

    Raises:
        ScoreError: not a str, empty, too long, or holding a line break or a tab.
    """
    if type(value) is not str:
        raise ScoreError(field, value, "a name (a str)")
    one_line(field, value, NotationError)  # as every name: no break, no control of any kind
    name = " ".join(value.split()) if len(value) <= NAME_LIMIT else ""
    if not name or any(c in value for c in "\n\r\t"):
        raise NotationError(
            field,
            value,
            Text("a name of 1 to {limit} characters on one line", limit=NAME_LIMIT),
        )
    return name


def names_of(value: object) -> tuple[tuple[str, str], ...]:
    """Each pair's name, from a mapping of pair number to name, in the mapping's order.

    The pairs of names a session keeps (a tuple of pairs) are taken as well.

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
