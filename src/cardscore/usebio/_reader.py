"""Reading USEBIO 1.2/1.3 (the EBU's XML results standard) into an Event.

Safety first, before the XML parser sees the text: its length is bounded; a document type
declaration is taken only as a bare external name (``<!DOCTYPE USEBIO SYSTEM "...dtd">``,
which every USEBIO file carries and which is never fetched), and any internal subset or entity
declaration (``<!ENTITY``, the "billion laughs") is refused unread. The elements are then
counted and their depth bounded as the parser streams them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal, cast
from xml.etree import ElementTree as ET

from cardscore import _results_text as _text
from cardscore import duplicate
from cardscore._results_model import Board, Entry, Event, Line
from cardscore._text import Text
from cardscore.errors import NotationError, ScoreError

if TYPE_CHECKING:
    from collections.abc import Iterator
    from decimal import Decimal
    from pathlib import Path

__all__ = ["child_text", "line", "load", "loads"]

_CHILDREN_LIMIT = 10_000  # elements in one: boards, a board's lines, the pairs
_DEPTH_LIMIT = 16  # USEBIO nests six deep
_CHUNK = 1 << 16  # characters fed to the parser at a time
_LINE_FIELDS = ("SCORE", "NS_MATCH_POINTS", "EW_MATCH_POINTS")
_TEAM_LINE_FIELDS = ("SCORE", "NS_IMPS", "EW_IMPS")
_PAIR_FIELDS = ("TOTAL_SCORE", "PERCENTAGE", "PLACE")
_DOCTYPE = "<!DOCTYPE"


def _without_doctype(text: str) -> str:
    """``text`` with its bare external DOCTYPE blanked; anything else declared is refused."""
    if "<!ENTITY" in text or "<!ELEMENT" in text or "<!ATTLIST" in text:
        raise NotationError("text", text[:80], Text("XML without entity or DTD declarations"))
    start = text.find(_DOCTYPE)
    if start < 0:
        return text
    end = text.find(">", start)
    if end < 0 or "[" in text[start:end] or text.find(_DOCTYPE, end) >= 0:
        raise NotationError(
            "text", text[start : start + 80], Text("at most one DOCTYPE, naming an external DTD")
        )
    # Blanked, not cut: the parser's line numbers stay the file's.
    return text[:start] + " " * (end + 1 - start) + text[end + 1 :]


def _too_big(element: ET.Element, depth: int, children: int) -> NotationError:
    return NotationError(
        "text",
        (element.tag, depth, children),
        Text(
            "at most {children} elements in one, {depth} deep",
            children=_CHILDREN_LIMIT,
            depth=_DEPTH_LIMIT,
        ),
    )


def _tree(text: str) -> ET.Element:
    """The document's root, its depth and each element's children bounded as it streams."""
    parser: ET.XMLPullParser[ET.Element] = ET.XMLPullParser(events=("start", "end"))
    counts = [0]  # children of each open element, the document's own first
    root: ET.Element | None = None
    try:
        for start in range(0, len(text), _CHUNK):
            parser.feed(text[start : start + _CHUNK])
            events = cast("Iterator[tuple[str, ET.Element]]", parser.read_events())
            for event, element in events:
                if event == "end":
                    counts.pop()
                    continue
                counts[-1] += 1
                counts.append(0)
                root = element if root is None else root
                if len(counts) > _DEPTH_LIMIT or counts[-2] > _CHILDREN_LIMIT:
                    raise _too_big(element, len(counts) - 1, counts[-2])
        parser.close()
    except ET.ParseError as error:
        raise NotationError("text", str(error), Text("well-formed XML")) from error
    if root is None:  # pragma: no cover (expat refuses a document without an element)
        raise NotationError("text", "", Text("a USEBIO document"))
    return root


def child_text(element: ET.Element, tag: str) -> str:
    """The stripped text of ``element``'s first ``tag`` child; empty without one."""
    found = element.find(tag)
    return "" if found is None or found.text is None else found.text.strip()


def line(board: int, element: ET.Element, seats: tuple[str, str] | None = None) -> Line:
    """A traveller line; ``seats``: the teams North-South and East-West, else its pairs'."""
    if seats is None:
        ns = _text.pair_name("NS_PAIR_NUMBER", child_text(element, "NS_PAIR_NUMBER"))
        ew = _text.pair_name("EW_PAIR_NUMBER", child_text(element, "EW_PAIR_NUMBER"))
    else:
        ns, ew = seats
    contract = child_text(element, "CONTRACT")
    declarer = child_text(element, "PLAYED_BY")
    tricks = child_text(element, "TRICKS")
    score = child_text(element, "SCORE")
    written = None
    if score and not score.upper().startswith("A"):
        written = _text.whole("SCORE", score, -(10**5), 10**5)
    play: duplicate.Play | None
    artificial = None
    if score.upper().startswith("A"):
        # An artificial score, written as USEBIO's A+/A/A- (North-South's, East-West's).
        play = None
        parts = score.replace("/", " ").split()
        artificial = (
            duplicate.Average.parse(parts[0]),
            duplicate.Average.parse(parts[-1]),
        )
    elif contract and declarer and tricks:
        play = _text.play(board, None, contract, declarer, tricks)
    elif contract.upper() in {"PASS", "AP", "P"}:
        play = duplicate.Play()
    elif written is not None:
        play = duplicate.Play(score=written)
    else:
        raise NotationError(
            "TRAVELLER_LINE", (ns, ew), Text("a contract, declarer and tricks, or a score")
        )
    published = tuple(
        (field, _text.decimal(field, value))
        for field in (_LINE_FIELDS if seats is None else _TEAM_LINE_FIELDS)
        if (value := child_text(element, field)) and not value.upper().startswith("A")
    )
    return Line(ns, ew, play, artificial, published, written)


def _pair(element: ET.Element) -> tuple[Entry, str]:
    name = _text.pair_name("PAIR_NUMBER", child_text(element, "PAIR_NUMBER"))
    direction = child_text(element, "DIRECTION").upper() or None
    published: list[tuple[str, Decimal]] = []
    for field in _PAIR_FIELDS:
        value = child_text(element, field)
        if value:
            published.append((field, _text.decimal(field, value)))
    players = [child_text(player, "PLAYER_NAME") for player in element.findall("PLAYER")]
    place = child_text(element, "PLACE")
    rank = _text.whole("PLACE", place, 1, 10**6) if place else None
    return (
        Entry(name, rank, " & ".join(players) or None, direction, tuple(published)),
        direction or "",
    )


def loads(text: str) -> Event:
    """The event a USEBIO file's text holds (its first event's pairs session).

    Raises:
        ScoreError: The text is too long, declares entities or a DTD of its own, is not
            well-formed XML, or is not a USEBIO pairs event cardscore scores.
    """
    root = _tree(_without_doctype(_text.check_length("text", text)))
    if root.tag != "USEBIO":
        raise NotationError("text", root.tag, Text("a <USEBIO> document"))
    event = root.find("EVENT")
    if event is None:
        raise NotationError("EVENT", None, Text("a USEBIO <EVENT>"))
    kind = (event.get("EVENT_TYPE") or "").upper()
    if "TEAM" in kind:
        from cardscore.usebio import _teams  # the teams reader uses this module's

        return _teams.teams_event(event)
    if kind and "PAIRS" not in kind:
        raise ScoreError(
            "EVENT_TYPE",
            kind,
            Text(
                "a pairs event (MP_PAIRS, CROSS_IMPS, BUTLER_PAIRS) or a teams match "
                "(TEAMS, IMP_TEAMS, TEAMS_OF_FOUR)"
            ),
        )
    entries: list[Entry] = []
    ns: dict[str, None] = {}
    ew: dict[str, None] = {}
    # The pairs and boards wherever the event holds them (USEBIO lets sessions and sections
    # nest them); a board met again (another section's traveller) adds its lines to it.
    for participants in event.iter("PARTICIPANTS"):
        for element in participants.findall("PAIR"):
            entry, direction = _pair(element)
            entries.append(entry)
            (ew if direction == "EW" else ns)[entry.pair or ""] = None
    boards: dict[int, list[Line]] = {}
    for element in event.iter("BOARD"):
        number = _text.whole(
            "BOARD_NUMBER", child_text(element, "BOARD_NUMBER"), 1, duplicate.MAX_BOARD
        )
        lines = [line(number, found) for found in element.findall("TRAVELLER_LINE")]
        for each in lines:
            ns.setdefault(each.ns)
            ew.setdefault(each.ew)
        boards.setdefault(number, []).extend(lines)
    one_winner = child_text(event, "WINNER_TYPE") == "1" or bool(set(ns) & set(ew))
    method: Literal["matchpoints", "cross-imps", "butler"] = (
        "butler" if "BUTLER" in kind else "cross-imps" if "IMP" in kind else "matchpoints"
    )
    every = tuple(dict.fromkeys((*ns, *ew)))
    return Event(
        "usebio",
        child_text(event, "EVENT_DESCRIPTION") or child_text(event, "TITLE"),
        method,
        tuple(Board(number, tuple(lines)) for number, lines in boards.items()),
        tuple(entries),
        () if one_winner else tuple(ns),
        () if one_winner else tuple(ew),
        every if one_winner else (),
        tuple(
            (tag, child_text(event, tag))
            for tag in ("PROGRAM_NAME", "PROGRAM_VERSION", "DATE", "WINNER_TYPE")
            if child_text(event, tag)
        ),
    )


def load(path: str | Path) -> Event:
    """The event in the USEBIO file at ``path``.

    Raises:
        ScoreError: The file cannot be read, is too long, or is not USEBIO (see :func:`loads`).
    """
    return loads(_text.read_path(path))
