"""A teams match read from a file: rescored as a TeamsMatch, its published IMPs compared (D4).

In a file of a teams match each board is played in two rooms: the open room with the first
team North-South, the closed room with the second. The board's swing is the open room's
North-South score minus the closed room's, converted to IMPs by the table of D1; the match's
IMP margin gives each team's victory points (D4). A line's published IMPs are those of the
team sitting North-South in that room (``ScoreIMP`` in PBN, ``NS_IMPS`` in USEBIO), so the
closed room's are the open room's with the sign turned.
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

import attrs

from cardscore import duplicate
from cardscore._policy import rounded
from cardscore._results_figures import Comparison
from cardscore._text import Text
from cardscore.errors import NotationError

if TYPE_CHECKING:
    from decimal import Decimal

    from cardscore._policy import Policy
    from cardscore._results_model import Board, Event, Line

__all__ = ["compare_match", "rooms", "teams_event", "teams_ledger", "teams_match"]

_ROOMS = 2
# A line's published figures in a teams match, by the file's own name: whose they are.
_IMPS_NS = frozenset({"ScoreIMP", "IMP_NS", "NS_IMPS"})
_IMPS_EW = frozenset({"IMP_EW", "EW_IMPS"})
_SCORES = {"Score_NS": 1, "SCORE": 1, "Score": 1, "Score_EW": -1}
# A team's published figures for the match.
_TEAM_IMPS = frozenset({"IMPS", "TotalScoreIMP", "TotalIMP"})
_TEAM_VPS = frozenset({"VICTORY_POINTS", "TOTAL_SCORE", "TotalScoreVP"})


def rooms(event: Event, board: Board) -> tuple[Line, Line] | None:
    """The board's open-room and closed-room lines; None for a board played in neither.

    Raises:
        ScoreError: The board was played in one room only, twice in a room, or by a team
            not in the match.
    """
    if not board.lines:
        return None
    first, second = event.teams
    found: dict[str, Line] = {}
    for line in board.lines:
        if {line.ns, line.ew} != {first, second}:
            raise NotationError(
                "Board",
                (board.number, line.ns, line.ew),
                Text("the match's two teams, {first} and {second}", first=first, second=second),
            )
        room = "open" if line.ns == first else "closed"
        if room in found:
            raise NotationError(
                "Board",
                (board.number, room),
                Text("one result in each room, the open and the closed"),
            )
        found[room] = line
    if len(found) != _ROOMS:
        raise NotationError(
            "Board",
            (board.number, *found),
            Text("a result in both rooms, the open and the closed (a board in one room only)"),
        )
    return found["open"], found["closed"]


def _play(board: int, line: Line) -> duplicate.Play:
    played = line.scored(board)
    if played is None:
        raise NotationError(
            "Board",
            (board, line.ns, line.ew),
            Text("a result played at the table (a teams match has no artificial scores)"),
        )
    return played


def teams_match(event: Event) -> duplicate.TeamsMatch:
    """``event``'s boards as a cardscore teams match, in board order.

    Raises:
        ScoreError: A board was played in one room only, the board numbers leave a gap, or
            a board's result is not one a teams match records.
    """
    boards = sorted(event.boards, key=lambda board: board.number)
    if not boards:
        raise NotationError("boards", (), Text("a teams match with at least one board"))
    first = boards[0].number
    numbers = [board.number for board in boards]
    if numbers != list(range(first, first + len(boards))):
        raise NotationError(
            "boards",
            tuple(numbers),
            Text("the match's boards numbered in a row, each once"),
        )
    match = duplicate.TeamsMatch(event.teams, boards=len(boards), first_board=first)
    for board in boards:
        played = rooms(event, board)
        if played is None:
            match = match.throw_in()
        else:
            match = match.record(_play(board.number, played[0]), _play(board.number, played[1]))
    return match


def _shown(published: Decimal, value: Fraction, policy: Policy) -> Decimal:
    exponent = published.as_tuple().exponent
    decimals = -exponent if isinstance(exponent, int) and exponent < 0 else 0
    return rounded(value, decimals, policy.rounding)


def _line_figure(field: str, line: Line, number: int, imps: int, *, open_room: bool) -> int | None:
    """What cardscore makes the line's published ``field``; None if it has nothing."""
    for_ns = imps if open_room else -imps
    if field in _IMPS_NS:
        return for_ns
    if field in _IMPS_EW:
        return -for_ns
    sign = _SCORES.get(field)
    if sign is None or line.play is None:
        return None
    return sign * line.play.score(number)


def _each_match(event: Event) -> list[Event]:
    """Each match of a teams event of several matches, as an event of its own (its lines)."""
    found = []
    seen: set[int] = set()
    for home, visitors in event.matches:
        teams = {home, visitors}
        boards = []
        for board in event.boards:
            lines = tuple(line for line in board.lines if {line.ns, line.ew} == teams)
            seen.update(id(line) for line in lines)
            if lines:
                boards.append(attrs.evolve(board, lines=lines))
        found.append(
            attrs.evolve(
                event, boards=tuple(boards), entries=(), teams=(home, visitors), matches=()
            )
        )
    for board in event.boards:
        for line in board.lines:
            if id(line) not in seen:
                raise NotationError(
                    "Board",
                    (board.number, line.ns, line.ew),
                    Text("two teams that meet in one of the event's matches"),
                )
    return found


def teams_event(event: Event) -> duplicate.TeamsEvent:
    """A teams event (D4): each of the file's matches, then the event of them all.

    Raises:
        ScoreError: A match is not one (see :func:`teams_match`), or the matches have
            different numbers of boards.
    """
    matches = [teams_match(match) for match in _each_match(event)]
    sizes = sorted({match.boards for match in matches})
    if len(sizes) != 1:
        raise NotationError(
            "boards",
            tuple(sizes),
            Text("matches of the same number of boards (the VP scale is one for the event)"),
        )
    ledger = duplicate.TeamsEvent(event.teams, boards=sizes[0], matches=len(matches))
    for match in matches:
        ledger = ledger.record(match)
    return ledger


def teams_ledger(event: Event) -> duplicate.TeamsMatch | duplicate.TeamsEvent:
    """A teams match; a teams event (D4) for a file of several matches of as many boards.

    Raises:
        ScoreError: The file's boards do not make a match (see :func:`teams_match`), or its
            matches have different numbers of boards.
    """
    return teams_match(event) if len(event.matches) <= 1 else teams_event(event)


def compare_match(event: Event, policy: Policy) -> tuple[Comparison, ...]:
    """Every number a teams match's file publishes beside cardscore's own (D1, D4).

    In a file of several matches, each match's figures, then each team's for the event.

    Raises:
        ScoreError: The file's boards do not make a match (see :func:`teams_match`).
    """
    if len(event.matches) > 1:
        ledger = teams_event(event)
        each = [item for match in _each_match(event) for item in compare_match(match, policy)]
        imps: dict[str, int] = dict.fromkeys(ledger.teams, 0)
        for result in ledger.deals:
            imps[result.home] += result.imps[0]
            imps[result.away] += result.imps[1]
        return tuple(each + _team_comparisons(event, imps, ledger.victory_points, policy))
    match = teams_match(event)
    by_number = {deal.board: deal for deal in match.deals}
    found: list[Comparison] = []
    for board in event.boards:
        deal = by_number[board.number]
        for line in board.lines:
            open_room = line.ns == event.teams[0]
            for field, value in line.published:
                figure = _line_figure(field, line, board.number, deal.imps, open_room=open_room)
                if figure is None:
                    continue
                shown = _shown(value, Fraction(figure), policy)
                name = f"{line.ns}-{line.ew}"
                found.append(Comparison(board.number, name, field, value, shown))
    return tuple(found + _team_comparisons(event, match.totals, match.victory_points, policy))


def _team_comparisons(
    event: Event, totals: dict[str, int], vps: dict[str, Decimal], policy: Policy
) -> list[Comparison]:
    """Each team's published IMPs and VPs beside cardscore's."""
    found = []
    for entry in event.entries:
        team = entry.pair or ""
        for field, value in entry.published:
            computed: Decimal | None = None
            if field in _TEAM_IMPS:
                if team in totals:
                    computed = _shown(value, Fraction(totals[team]), policy)
            elif field in _TEAM_VPS:
                computed = vps.get(team)
            else:
                continue
            found.append(Comparison(None, team, field, value, computed))
    return found
