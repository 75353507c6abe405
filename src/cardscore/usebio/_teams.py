"""Reading a USEBIO teams match: two teams, each board's traveller a line per room.

The event (``EVENT_TYPE`` a teams kind: ``TEAMS``, ``IMP_TEAMS``, ``TEAMS_OF_FOUR``…) lists
its two teams under ``PARTICIPANTS`` (``TEAM``: ``TEAM_NUMBER``, ``TEAM_NAME``, the players,
and what the team scored: ``IMPS``, ``VICTORY_POINTS``, ``PLACE``); the first team listed sits
North-South in the open room. Each ``BOARD`` (directly in the event, or in its one ``MATCH``)
has a ``TRAVELLER_LINE`` per room: the room by ``ROOM`` (``Open``/``Closed``) or by the team
North-South (``NS_TEAM_NUMBER``), the contract, declarer, tricks and ``SCORE`` as in a pairs
traveller, and the IMPs of the team North-South there (``NS_IMPS``, or ``EW_IMPS``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardscore import _results_text as _text
from cardscore import duplicate
from cardscore._results_model import Board, Entry, Event, Line
from cardscore._text import Text
from cardscore.errors import NotationError
from cardscore.usebio._reader import child_text, line

if TYPE_CHECKING:
    from xml.etree import ElementTree as ET

__all__ = ["teams_event"]

_TEAM_FIELDS = ("IMPS", "VICTORY_POINTS")
_NAME_LIMIT = 60  # as a TeamsMatch holds a team's name
_ROOMS = {"open": "open", "closed": "closed"}
_SUPPORTED = Text(
    "a teams match of two teams (a teams event of several matches is not read: "
    "save each match as a file)"
)


def _team(element: ET.Element, index: int) -> tuple[str, str, Entry]:
    number = child_text(element, "TEAM_NUMBER") or str(index)
    name = " ".join(child_text(element, "TEAM_NAME").split()) or number
    if len(name) > _NAME_LIMIT or len(number) > _NAME_LIMIT:
        raise NotationError(
            "TEAM_NAME",
            name,
            Text("a team's name of at most {limit} characters", limit=_NAME_LIMIT),
        )
    published = tuple(
        (field, _text.decimal(field, value))
        for field in _TEAM_FIELDS
        if (value := child_text(element, field))
    )
    place = child_text(element, "PLACE")
    rank = _text.whole("PLACE", place, 1, 10**6) if place else None
    players = [child_text(player, "PLAYER_NAME") for player in element.findall("PLAYER")]
    return number, name, Entry(name, rank, " & ".join(players) or None, None, published)


def _seats(
    element: ET.Element, board: int, teams: list[tuple[str, str, Entry]]
) -> tuple[str, str]:
    """The teams North-South and East-West on a traveller line, by its room or its teams."""
    (home_number, home, _), (away_number, away, _) = teams
    room = child_text(element, "ROOM").lower()
    north = child_text(element, "NS_TEAM_NUMBER")
    if room:
        if _ROOMS.get(room) is None:
            raise NotationError("ROOM", room, Text("Open or Closed (a teams match's room)"))
        return (home, away) if room == "open" else (away, home)
    if north in {home_number, home}:
        return home, away
    if north in {away_number, away}:
        return away, home
    raise NotationError(
        "NS_TEAM_NUMBER",
        (board, north),
        Text("a ROOM (Open or Closed) or the NS_TEAM_NUMBER of one of the match's teams"),
    )


def teams_event(event: ET.Element) -> Event:
    """The teams match a USEBIO ``EVENT`` holds.

    Raises:
        ScoreError: The event has more than two teams or more than one match, or a traveller
            line says neither its room nor a team of the match, or a value is bad.
    """
    teams = [
        _team(element, index)
        for participants in event.iter("PARTICIPANTS")
        for index, element in enumerate(participants.findall("TEAM"), start=1)
    ]
    matches = event.findall(".//MATCH")
    if len(teams) != len(("home", "away")) or len(matches) > 1:
        raise NotationError(
            "PARTICIPANTS",
            (len(teams), len(matches)),
            _SUPPORTED,
        )
    if teams[0][1] == teams[1][1]:
        raise NotationError("TEAM_NAME", teams[0][1], Text("two different team names"))
    boards: dict[int, list[Line]] = {}
    for element in event.iter("BOARD"):
        number = _text.whole(
            "BOARD_NUMBER", child_text(element, "BOARD_NUMBER"), 1, duplicate.MAX_BOARD
        )
        found = boards.setdefault(number, [])
        for traveller in element.findall("TRAVELLER_LINE"):
            found.append(line(number, traveller, _seats(traveller, number, teams)))
    return Event(
        "usebio",
        child_text(event, "EVENT_DESCRIPTION") or child_text(event, "TITLE"),
        "teams",
        tuple(Board(number, tuple(lines)) for number, lines in boards.items()),
        tuple(entry for _, _, entry in teams),
        published=tuple(
            (tag, child_text(event, tag))
            for tag in ("PROGRAM_NAME", "PROGRAM_VERSION", "DATE")
            if child_text(event, tag)
        ),
        teams=(teams[0][1], teams[1][1]),
        matches=((teams[0][1], teams[1][1]),),
    )
