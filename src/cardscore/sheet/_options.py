"""A sheet's options: the rules' keyword arguments, and the totals a sheet starts from.

Every keyword argument of a game's ``Rules`` is a sheet option of the same name
(:func:`rules_from` reads them, :func:`rule_options` writes them); the ``totals`` option of
a game that can start from given totals is read by :func:`totals_option` and written by
:func:`start_totals`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar, cast

import attrs

from cardscore._text import Text
from cardscore.errors import ScoreError
from cardscore.sheet._fields import Value, flag, is_table

if TYPE_CHECKING:
    from collections.abc import Callable

    from cardscore.ledger import Ledger
    from cardscore.sheet._document import Scoresheet

__all__ = [
    "TOTALS_OPTION",
    "close_option",
    "rule_options",
    "rules_from",
    "start_totals",
    "totals_option",
]

_R = TypeVar("_R", bound=attrs.AttrsInstance)


TOTALS_OPTION = Text(
    "the totals the sheet starts from, a table of each party's points (default: 0)"
)
"""What the ``totals`` option of a game that can start from given totals takes."""


def close_option(scoresheet: Scoresheet) -> bool:
    """The sheet's ``close`` option: whether the game ends with its last deal (default false)."""
    return flag("close", scoresheet.options.get("close", False))


def totals_option(scoresheet: Scoresheet) -> dict[str, int] | None:
    """The sheet's ``totals`` option (starting totals), checked to be names and whole numbers.

    The ledger checks the rest (every party named, the game's own limits) and names it.
    """
    value = scoresheet.options.get("totals")
    if value is None:
        return None
    if not is_table(value) or not all(type(points) is int for points in value.values()):
        raise ScoreError("totals", value, TOTALS_OPTION)
    return {name: cast("int", points) for name, points in value.items()}


def start_totals(ledger: Ledger) -> dict[str, Value]:
    """``{"totals": ...}``: the totals ``ledger`` started from, when they are not all zero."""
    start = dict(ledger.totals)
    for deal in ledger.deals:
        for name, points in deal.scores.items():
            start[name] -= points
    if not any(start.values()):
        return {}
    return {"totals": {name: start[name] for name in ledger.parties}}


def rules_from(scoresheet: Scoresheet, base: _R) -> _R:
    """``base`` (the preset's or the default rules) with the sheet's rule options.

    Every keyword argument of the rules' class is a sheet option of the same name, passed as
    written: the class checks it and names it in its error.
    """
    fields = {field.alias: field for field in attrs.fields(type(base)) if field.init}
    chosen = {name: value for name, value in scoresheet.options.items() if name in fields}
    for name, value in chosen.items():
        # A flag is written true or false in a sheet, whatever the rules' own message says.
        if fields[name].type in (bool, "bool") and not isinstance(value, bool):
            raise ScoreError(name, value, "true or false")
    return cast("_R", _evolve(base, **chosen)) if chosen else base


# attrs' mypy plugin cannot follow evolve() on a type variable; the result is base's class.
_evolve: Callable[..., object] = attrs.evolve


def _plain(name: str, value: object) -> Value:
    if isinstance(value, str | bool | int) or value is None:
        return value
    text_value = getattr(value, "value", None)
    if isinstance(text_value, str | int):  # an enum member: its value parses back
        return text_value
    if isinstance(value, tuple | list | frozenset):
        return [_plain(name, item) for item in value]
    raise ScoreError(name, value, "an option a scoresheet can hold (text, number, true/false)")


def rule_options(rules: _R, base: _R) -> dict[str, Value]:
    """The options that turn ``base`` into ``rules``: each field where they differ."""
    options: dict[str, Value] = {}
    for field in attrs.fields(type(rules)):
        if field.init and getattr(rules, field.name) != getattr(base, field.name):
            options[field.alias] = _plain(field.alias, getattr(rules, field.name))
    return options
