"""Reading a PBN file of a teams match: one game per board and room, into an Event.

PBN 2.1 writes a teams match as games tagged ``[Room "Open"]`` or ``[Room "Closed"]``: the
home team (``HomeTeam``) sits North-South in the open room, the visitors (``VisitTeam``) in
the closed room. Each game has the table's contract, declarer, result and ``Score``, and may
publish ``ScoreIMP``: the board's IMPs from North-South's view in that room.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardscore._results_model import Event, Line
from cardscore._text import Text
from cardscore.errors import NotationError
from cardscore.pbn import _reader

if TYPE_CHECKING:
    from cardscore.pbn._reader import Game

__all__ = ["HOME", "VISITORS", "is_teams", "teams_event"]

HOME = "Home"
"""The home team's name where the file names none."""
VISITORS = "Visitors"
"""The visiting team's name where the file names none."""
_NAME_LIMIT = 60  # as a TeamsMatch holds a team's name
_ROOMS = {"open": "open", "closed": "closed", "o": "open", "c": "closed"}


def is_teams(games: list[Game]) -> bool:
    """True for a teams match: a game with a board names its room.

    A file of a teams competition whose boards have no result at all (every board thrown
    out, as :func:`cardscore.pbn.dumps` writes such a match) is one too. A file of one room's
    results in a teams competition (no ``Room``) is not: it has one table a board.
    """
    boards = [game for game in games if "Board" in game.tags]
    if any(game.tags.get("Room", "").strip() for game in boards):
        return True
    return bool(boards) and all(
        game.tags.get("Competition", "").strip().lower().startswith("team")
        and "Contract" not in game.tags
        and not game.tags.get("Score", "").strip()
        for game in boards
    )


def _room(tags: dict[str, str]) -> str:
    written = tags.get("Room", "").strip()
    room = _ROOMS.get(written.lower()) if len(written) <= len("closed") else None
    if room is None:
        raise NotationError("Room", written, Text("Open or Closed (a teams match's room)"))
    return room


def _team(tags: dict[str, str], tag: str, default: str) -> str:
    # A game that leaves the tag out is the match's: the name given before, else the default.
    name = " ".join(tags.get(tag, "").split())
    if len(name) > _NAME_LIMIT:
        raise NotationError(
            tag, name, Text("a team's name of at most {limit} characters", limit=_NAME_LIMIT)
        )
    return name or default


def teams_event(
    games: list[Game],
    title: str,
    published: tuple[tuple[str, str], ...],
) -> Event:
    """The teams match, or the teams event of several matches, the games hold.

    Each pair of ``HomeTeam`` and ``VisitTeam`` is a match; a game that leaves them out is
    the previous game's match.

    Raises:
        ScoreError: A game names no room or a room other than Open and Closed, or a value is
            bad.
    """
    previous: tuple[str, str] | None = None
    matches: dict[tuple[str, str], None] = {}
    boards: dict[int, list[Line]] = {}
    games_of: dict[int, Game] = {}
    for game in games:
        tags = game.tags
        if "Board" not in tags:
            continue
        number = _reader.board_number(game)
        games_of.setdefault(number, game)
        lines = boards.setdefault(number, [])
        played = "Contract" in tags or tags.get("Score", "").strip()
        home, visitors = previous or (HOME, VISITORS)
        pair = previous = (_team(tags, "HomeTeam", home), _team(tags, "VisitTeam", visitors))
        matches.setdefault(pair)
        if not played and not tags.get("Room", "").strip():
            continue  # a board not played in either room (thrown out)
        room = _room(tags)
        if not played:
            continue  # the room's game without its result: the board is one room short
        ns, ew = pair if room == "open" else (pair[1], pair[0])
        written = _reader.game_score(game)  # first: a bad Score is named as the file names it
        play = _reader.game_play(game, number, _reader.vulnerability_of(tags))
        figures = _reader.game_published(game, teams=True)
        lines.append(Line(ns, ew, play, None, figures, written))
    pairs = tuple(matches) or ((HOME, VISITORS),)
    teams = (
        pairs[0] if len(pairs) == 1 else tuple(dict.fromkeys(t for pair in pairs for t in pair))
    )
    return Event(
        "pbn",
        title,
        "teams",
        tuple(_reader.board(games_of[number], number, lines) for number, lines in boards.items()),
        published=published,
        teams=teams,
        matches=pairs,
    )
