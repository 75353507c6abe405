"""Writing a teams match as USEBIO 1.2: its two teams, and a traveller line per board and room.

The event is a ``TEAMS_OF_FOUR`` event; its ``PARTICIPANTS`` are the two ``TEAM``s (number,
name, IMPs and victory points, D4), the first sitting North-South in the open room; its one
``MATCH`` holds each ``BOARD`` with a ``TRAVELLER_LINE`` per room (``ROOM``, contract,
declarer, tricks, ``SCORE``, and ``NS_IMPS``: the IMPs of the team North-South there, D1).
A board thrown out is a ``BOARD`` without lines.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import TYPE_CHECKING

from cardscore import __version__
from cardscore._results_ledger import finished_match

if TYPE_CHECKING:
    from collections.abc import Callable

    from cardscore import duplicate

__all__ = ["match_root"]

_KIND = "TEAMS_OF_FOUR"


def _room(
    parent: ET.Element,
    add: Callable[[ET.Element, str, object], ET.Element],
    room: str,
    board: int,
    *,
    play: duplicate.Play,
    imps: int,
) -> None:
    element = ET.SubElement(parent, "TRAVELLER_LINE")
    add(element, "ROOM", room)
    if play.result is not None:
        add(element, "CONTRACT", play.result.contract)
        add(element, "PLAYED_BY", play.declarer)
        add(element, "TRICKS", play.result.tricks)
    elif play.passed_out:
        add(element, "CONTRACT", "PASS")
    add(element, "SCORE", play.score(board))
    add(element, "NS_IMPS", imps)


def match_root(
    match: duplicate.TeamsMatch,
    title: str,
    add: Callable[[ET.Element, str, object], ET.Element],
) -> ET.Element:
    """The ``USEBIO`` element of a finished teams match (see :func:`cardscore.usebio.dumps`)."""
    finished_match(match)
    root = ET.Element("USEBIO", Version="1.2")
    event = ET.SubElement(root, "EVENT", EVENT_TYPE=_KIND)
    add(event, "EVENT_DESCRIPTION", title)
    add(event, "PROGRAM_NAME", "cardscore")
    add(event, "PROGRAM_VERSION", __version__)
    participants = ET.SubElement(event, "PARTICIPANTS", EVENT_TYPE=_KIND)
    totals, vps = match.totals, match.victory_points
    for number, team in enumerate(match.teams, start=1):
        element = ET.SubElement(participants, "TEAM")
        add(element, "TEAM_NUMBER", number)
        add(element, "TEAM_NAME", team)
        add(element, "IMPS", totals[team])
        add(element, "VICTORY_POINTS", vps[team])
    played = ET.SubElement(event, "MATCH")
    for deal in match.deals:
        board = ET.SubElement(played, "BOARD")
        add(board, "BOARD_NUMBER", deal.board)
        if deal.open_room is not None and deal.closed_room is not None:
            _room(board, add, "Open", deal.board, play=deal.open_room, imps=deal.imps)
            _room(board, add, "Closed", deal.board, play=deal.closed_room, imps=-deal.imps)
    return root
