"""Writing a pairs session as USEBIO 1.2: the event, its pairs' results and every traveller.

The XML is built with :mod:`xml.etree.ElementTree`, which escapes every name and value.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import TYPE_CHECKING

from cardscore import __version__, duplicate
from cardscore._results_ledger import pairs_session, shown, write_text
from cardscore.usebio._teams_writer import match_root

if TYPE_CHECKING:
    from pathlib import Path

    from cardscore.ledger import Ledger

__all__ = ["dumps", "save"]

_EVENT_TYPE = {
    "matchpoints": "MP_PAIRS",
    "cross-imps": "CROSS_IMP_PAIRS",
    "butler": "BUTLER_PAIRS",
}
_HEAD = (
    '<?xml version="1.0" encoding="UTF-8"?>\n'
    '<!DOCTYPE USEBIO SYSTEM "http://www.ebu.co.uk/usebio/usebio_v1_2.dtd">\n'
)


def _add(parent: ET.Element, tag: str, text: object) -> ET.Element:
    child = ET.SubElement(parent, tag)
    child.text = str(text)
    return child


def _line(parent: ET.Element, board: int, line: duplicate.TableResult, points: object) -> None:
    element = ET.SubElement(parent, "TRAVELLER_LINE")
    _add(element, "NS_PAIR_NUMBER", line.ns)
    _add(element, "EW_PAIR_NUMBER", line.ew)
    play = line.play
    if play is None:
        north, east = line.artificial or (duplicate.Average.EVEN, duplicate.Average.EVEN)
        _add(element, "SCORE", f"{north}/{east}")
    elif play.result is not None:
        _add(element, "CONTRACT", play.result.contract)
        _add(element, "PLAYED_BY", play.declarer)
        _add(element, "TRICKS", play.result.tricks)
        _add(element, "SCORE", play.score(board))
    elif play.passed_out:
        _add(element, "CONTRACT", "PASS")
        _add(element, "SCORE", 0)
    else:
        _add(element, "SCORE", play.score(board))
    if isinstance(points, tuple):
        _add(element, "NS_MATCH_POINTS", shown(points[0]))
        _add(element, "EW_MATCH_POINTS", shown(points[1]))


def dumps(ledger: Ledger, *, title: str = "cardscore") -> str:
    """A pairs session or a teams match as the text of a USEBIO 1.2 file.

    A teams match is a ``TEAMS_OF_FOUR`` event of two ``TEAM``s and one ``MATCH``, a
    traveller line per board and room; it must have every board in.

    >>> from cardscore import duplicate, usebio
    >>> session = duplicate.PairsSession(ns=("1", "2"), ew=("3", "4"), expected=2, boards=1)
    >>> session = session.record(1, ["1 3 N 4S=", "2 4 N 4S-1"])
    >>> usebio.loads(usebio.dumps(session)).session() == session
    True

    >>> match = duplicate.TeamsMatch(("Lions", "Tigers"), boards=1).record("S 4S=", "N 2S+1")
    >>> usebio.loads(usebio.dumps(match)).session() == match
    True

    Raises:
        ScoreError: ``ledger`` is not a pairs session or a teams match, or was closed early
            (a teams match: or is not over).
    """
    if isinstance(ledger, duplicate.TeamsMatch):
        root = match_root(ledger, title, _add)
        ET.indent(root)
        return _HEAD + ET.tostring(root, encoding="unicode") + "\n"
    session = pairs_session(ledger)
    root = ET.Element("USEBIO", Version="1.2")
    kind = _EVENT_TYPE[session.method]
    event = ET.SubElement(root, "EVENT", EVENT_TYPE=kind)
    _add(event, "EVENT_DESCRIPTION", title)
    _add(event, "PROGRAM_NAME", "cardscore")
    _add(event, "PROGRAM_VERSION", __version__)
    _add(event, "WINNER_TYPE", 1 if session.pairs else 2)
    participants = ET.SubElement(event, "PARTICIPANTS", EVENT_TYPE=kind)
    standings = {standing.pair: standing for standing in session.ranking}
    for pair in session.parties:
        standing = standings[pair]
        element = ET.SubElement(participants, "PAIR")
        _add(element, "PAIR_NUMBER", pair)
        if standing.direction is not None:
            _add(element, "DIRECTION", standing.direction)
        _add(element, "TOTAL_SCORE", shown(standing.total))
        if standing.percentage is not None:
            _add(element, "PERCENTAGE", shown(standing.percentage))
        _add(element, "PLACE", standing.place)
    matchpoints = session.method == "matchpoints"
    for deal in session.deals:
        board = deal.board or 0
        element = ET.SubElement(event, "BOARD", EVENT_TYPE=kind)
        _add(element, "BOARD_NUMBER", board)
        for line, points in zip(deal.results, deal.points, strict=True):
            _line(element, board, line, points if matchpoints else None)
    ET.indent(root)
    return _HEAD + ET.tostring(root, encoding="unicode") + "\n"


def save(ledger: Ledger, path: str | Path, *, title: str = "cardscore") -> None:
    """Write a pairs session or a teams match to ``path`` as USEBIO 1.2 (see :func:`dumps`).

    Raises:
        ScoreError: ``ledger`` is not a pairs session or a finished teams match, or
            ``path`` cannot be written.
    """
    write_text(path, dumps(ledger, title=title))
