"""Chicago's door: every argument read and checked once, its field named the first time.

The seats, the rule options, a deal's number, the players of an evening, the side that
held honours and an evening's declarer are read here into the rules' own values
(:mod:`cardscore.chicago._rules`). A deal's contract, tricks and honours are read by the
bridge ledgers' shared reader (:mod:`cardscore._bridge_ledgers`), on
:mod:`cardscore.bridge`'s public names.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from cardscore._bridge_ledgers import SEAT_NAMES
from cardscore._bridge_ledgers import read_rules as read_kind_of_rules
from cardscore._check import TRUE_OR_FALSE, fold, fold_upper, normal_names
from cardscore._text import Allowed, Text
from cardscore.chicago._rules import (
    DEALS,
    OTHER_SIDE,
    PLAYERS,
    SCORINGS,
    SIDE_OF_SEAT,
    Rules,
)
from cardscore.errors import NotationError, RuleViolationError, ScoreError

if TYPE_CHECKING:
    from collections.abc import Sequence

# --- The seats (B6) -----------------------------------------------------------------------


def read_seat(field: str, value: object) -> str:
    """A seat, N E S W (also ``"north"``...), any case."""
    if type(value) is str:
        seat = SEAT_NAMES.get(fold(value.strip()))
        if seat is not None:
            return seat
        raise NotationError(field, value, "a seat: one of N E S W")
    raise ScoreError(field, value, "a seat: one of N E S W (a str)")


def read_first_dealer(value: str) -> str:
    """The seat that deals first."""
    return read_seat("first_dealer", value)


def read_deal_number(deal: object) -> int:
    """A deal's number in a match, 1..4."""
    if type(deal) is not int:
        raise ScoreError("deal", deal, "an int from 1 to 4")
    if not 1 <= deal <= DEALS:
        raise RuleViolationError("deal", deal, "an int from 1 to 4: a match has four deals")
    return deal


def read_side(value: object) -> str:
    """The side that held honours: NS or EW, or a seat of it."""
    if type(value) is str:
        text = fold_upper(value.strip())
        if text in OTHER_SIDE:
            return text
        seat = SEAT_NAMES.get(fold(text))
        if seat is not None:
            return SIDE_OF_SEAT[seat]
        raise NotationError("honours", value, "a side NS or EW (or a seat N E S W)")
    raise ScoreError("honours", value, "a side NS or EW (a str)")


# --- The rule options (B6) ----------------------------------------------------------------

# The spellings of each vulnerability scheme (a row of SCHEDULES): notation, the same in
# every language.
_VULNERABILITY_NAMES: Final = {
    "dealer": "dealer",
    "non-dealer": "non-dealer",
    "nondealer": "non-dealer",
    "non dealer": "non-dealer",
    "non_dealer": "non-dealer",
}


def read_vulnerability(value: str) -> str:
    """A vulnerability scheme: ``"dealer"`` or ``"non-dealer"`` (a key of SCHEDULES)."""
    if type(value) is not str:
        raise ScoreError("vulnerability", value, "'dealer' or 'non-dealer' (a str)")
    name = _VULNERABILITY_NAMES.get(fold(value.strip()))
    if name is None:
        raise NotationError("vulnerability", value, "'dealer' or 'non-dealer'")
    return name


def read_honours_flag(value: object) -> None:
    """Whether honours are scored: a bool, nothing else."""
    if type(value) is not bool:
        raise ScoreError("honours", value, TRUE_OR_FALSE)


def read_scoring(value: str) -> str:
    """``"chicago"`` or ``"duplicate"``, any case."""
    if type(value) is not str:
        raise ScoreError("scoring", value, "'chicago' or 'duplicate' (a str)")
    name = fold(value.strip())
    if name not in SCORINGS:
        raise NotationError("scoring", value, "'chicago' or 'duplicate'")
    return name


def check_rules(rules: Rules) -> None:
    """The options together: duplicate scoring has no honours."""
    if rules.honours and rules.scoring == "duplicate":
        raise RuleViolationError(
            "honours",
            True,
            Allowed(
                Text("False with scoring='duplicate': duplicate scoring has no honours"),
                told=Text("false with duplicate scoring: it has no honours"),
            ),
        )


def read_rules(value: Rules) -> Rules:
    """A :class:`Rules` as it is; anything else refused."""
    return read_kind_of_rules(value, Rules, Text("a cardscore.chicago.Rules"))


# --- Rotating Chicago's players (B6) ------------------------------------------------------

_PLAYERS_ALLOWED: Final = Text(
    "five to seven different names, none of them a seat or a side (N, E, NS...)"
)
_PLAYERS_TYPED: Final = Text(
    "five to seven different names, none of them a seat or a side (N, E, NS...) (str)"
)
_PLAYERS_TWICE: Final = Text(
    "five to seven different names, none of them a seat or a side (N, E, NS...): "
    "this one is there twice"
)
_RESERVED_NAMES: Final = frozenset({*SEAT_NAMES, "ns", "ew"})


def read_players(value: Sequence[str]) -> tuple[str, ...]:
    """An evening's players: five to seven different names, none a seat or a side."""
    if not isinstance(value, tuple | list):
        raise ScoreError("players", value, _PLAYERS_ALLOWED)
    # The count first: it is cheap, and bounds what the names' own checks read.
    if len(value) not in PLAYERS:
        raise RuleViolationError("players", len(value), _PLAYERS_ALLOWED)
    return normal_names(
        "players",
        tuple(value),
        _PLAYERS_ALLOWED,
        typed=_PLAYERS_TYPED,
        twice=_PLAYERS_TWICE,
        reserved=_RESERVED_NAMES,
    )


def read_declarer(value: object, seats: dict[str, str], sitting_out: tuple[str, ...]) -> str:
    """An evening's declarer: a seat, or a player at the table by name (their seat)."""
    # The players and their seats: names and notation, listed as they are.
    players = ", ".join(f"{player} ({seat})" for seat, player in seats.items())
    allowed = Text("a seat N E S W or a player at the table: {players}", players=players)
    if type(value) is not str:
        raise ScoreError("declarer", value, allowed)
    folded = value.strip().casefold()
    for seat, player in seats.items():
        if player.casefold() == folded:
            return seat
    named = SEAT_NAMES.get(folded)
    if named is not None:
        return named
    if any(player.casefold() == folded for player in sitting_out):
        raise RuleViolationError(
            "declarer",
            value,
            Text(
                "a seat N E S W or a player at the table: {players} (this one sits out)",
                players=players,
            ),
        )
    raise NotationError("declarer", value, allowed)
