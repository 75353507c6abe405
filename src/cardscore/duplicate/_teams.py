"""Teams as ledgers: a match's boards in two rooms to IMPs, an event's matches to VPs (D4).

Each room's result is read as a :class:`~cardscore.duplicate.Play`, the board's swing
converted by the IMP scale and the match's margin by the WBF 2013 VP scale
(:mod:`cardscore.duplicate._rules`); each is kept on the base's history.
"""

from __future__ import annotations

from decimal import Decimal
from typing import TYPE_CHECKING, Any

import attrs

from cardscore._frozen import fields_repr
from cardscore._history import History, LedgerBase
from cardscore._text import Text
from cardscore.duplicate import _read, _words
from cardscore.duplicate._results import (
    Play,
    board_dealer,
    board_vulnerable,
    imps,
    victory_points,
)
from cardscore.duplicate._rules import MAX_BOARD, MAX_BOARDS, VP_UNIT
from cardscore.duplicate._written import check_written
from cardscore.errors import RuleViolationError, ScoreError
from cardscore.items import Item
from cardscore.ledger import Next

if TYPE_CHECKING:
    from fractions import Fraction

__all__ = ["MatchResult", "TeamsBoard", "TeamsEvent", "TeamsMatch"]


def _start_history() -> History[Any]:
    return History.start(())


@attrs.frozen(slots=True)
class TeamsBoard:
    """One board of a teams match: both rooms' results and the IMPs they make.

    The first team sits North-South in the open room and East-West in the closed room.

    Attributes:
        number: The board's place among the boards scored (1, 2, …); None when thrown out.
        board: The board's own number.
        dealer: The board's dealer (Law 2).
        vulnerable: The sides vulnerable on it (Law 2).
        open_room: What was played in the open room (the first team North-South), or None
            when thrown out.
        closed_room: What was played in the closed room, or None when thrown out.
        swing: The first team's net score on the board: open room's North-South score minus
            the closed room's.
        imps: The IMPs for the first team (negative: the second team's).
        running: Each team's IMPs after this board.
    """

    __repr__ = fields_repr

    number: int | None
    board: int
    dealer: str
    vulnerable: frozenset[str]
    open_room: Play | None
    closed_room: Play | None
    swing: int
    imps: int
    _teams: tuple[str, str] = attrs.field(repr=False)
    _running: tuple[int, int] = attrs.field(repr=False)

    @property
    def thrown_in(self) -> bool:
        """True for a board not scored (fouled or not played in both rooms)."""
        return self.number is None

    @property
    def scores(self) -> dict[str, int]:
        """The IMPs each team won on this board (one of them 0)."""
        first, second = self._teams
        return {first: max(self.imps, 0), second: max(-self.imps, 0)}

    @property
    def running(self) -> dict[str, int]:
        """Each team's IMPs after this board."""
        return dict(zip(self._teams, self._running, strict=True))

    @property
    def items(self) -> tuple[Item, ...]:
        """The board's IMPs, to the team that won them (none on a flat board)."""
        if not self.imps:
            return ()
        first, second = self._teams
        team = first if self.imps > 0 else second
        rooms = (str(self.open_room), str(self.closed_room))
        label = _words.swing(self.board, rooms, f"{abs(self.swing):+d}", abs(self.imps))
        return (Item(label, team, abs(self.imps), _words.IMPS),)


@attrs.frozen(slots=True, repr=False)
class TeamsMatch(LedgerBase[TeamsBoard]):
    """A teams match: each board played in two rooms, converted to IMPs, then VPs (D4).

    >>> match = TeamsMatch(("Lions", "Tigers"), boards=2)
    >>> match = match.record("N 4S=", "S 4S-1")      # open room, closed room
    >>> match = match.record("E 3NT=", "W 2NT+1")
    >>> match.totals, match.winner
    ({'Lions': 10, 'Tigers': 6}, 'Lions')
    >>> match.victory_points
    {'Lions': Decimal('13.12'), 'Tigers': Decimal('6.88')}

    Attributes:
        teams: The two teams; the first sits North-South in the open room.
        boards: How many boards the match has (the VP scale is for this many).
        first_board: The number of the first board (boards follow in order).
    """

    teams: tuple[str, ...] = attrs.field(converter=_read.team_names)
    boards: int = attrs.field(default=16)
    first_board: int = attrs.field(default=1, kw_only=True)
    _history: History[TeamsBoard] = attrs.field(init=False, factory=_start_history)
    _closed: bool = attrs.field(init=False, default=False)
    _close_kept: bool = attrs.field(init=False, default=False, eq=False, repr=False)
    _previous: TeamsMatch | None = attrs.field(init=False, default=None, eq=False, repr=False)

    def __attrs_post_init__(self) -> None:
        if len(self.teams) != 2:
            raise RuleViolationError("teams", self.teams, "two teams")
        _read.store(self, "boards", _read.count("boards", self.boards, 1, MAX_BOARDS))
        _read.store(
            self,
            "first_board",
            _read.count("first_board", self.first_board, 1, MAX_BOARD - self.boards + 1),
        )
        object.__setattr__(self, "_history", History.start((0, 0)))

    @property
    def parties(self) -> tuple[str, ...]:
        """The two teams."""
        return self.teams

    @property
    def finished(self) -> bool:
        """True once every board was played (or thrown out), or once closed."""
        return self._closed or len(self._history.deals) >= self.boards

    @property
    def board(self) -> int | None:
        """The number of the next board; None when the match is over."""
        return None if self.finished else self.first_board + len(self._history.deals)

    @property
    def vulnerable(self) -> frozenset[str] | None:
        """The seats' sides (``"NS"``, ``"EW"``) vulnerable on the next board; None when over.

        In both rooms the same seats are vulnerable, so which team that is depends on the
        room: :attr:`next` leaves it out, as the teams are its parties.
        """
        board = self.board
        return None if board is None else board_vulnerable(board)

    @property
    def next(self) -> Next | None:
        """The next board: its place in the count, its dealer and its number.

        Its vulnerability is :attr:`vulnerable`'s: the seats', not the teams'.
        """
        board = self.board
        if board is None:
            return None
        return Next(self._history.played + 1, board_dealer(board), board=board)

    @property
    def margin(self) -> int:
        """The first team's IMPs minus the second's."""
        first, second = self._history.totals
        return first - second

    @property
    def victory_points(self) -> dict[str, Decimal]:
        """Each team's VPs on the WBF 2013 scale for the match's boards (D4), as it stands."""
        first, second = victory_points(self.margin, self.boards)
        return dict(zip(self.teams, (first, second), strict=True))

    @property
    def winner(self) -> str | None:
        """The team with more IMPs once finished; None while unfinished or on a draw."""
        if not self.finished or not self.margin:
            return None
        return self.teams[0] if self.margin > 0 else self.teams[1]

    def _over(self) -> RuleViolationError:
        if self._closed:
            return RuleViolationError(
                "board",
                self.first_board + len(self._history.deals),
                "no more boards: the match was closed",
            )
        return RuleViolationError(
            "board",
            self.first_board + self.boards,
            Text("at most {boards} boards: the match is over", boards=self.boards),
        )

    def record(self, open_room: Play | str, closed_room: Play | str) -> TeamsMatch:
        """The match after the next board: what was played in each room.

        Each is a :class:`Play` or its notation: ``"N 4S="`` (the declarer's seat, then the
        result), ``"pass"``, or North-South's score (``"+420"``).

        Raises:
            RuleViolationError: The match is over.
            ScoreError: A bad result.
        """
        first = Play.parse(open_room)
        second = Play.parse(closed_room)
        board = self.board
        if board is None:
            raise self._over()
        vulnerable = board_vulnerable(board)
        for field, play in (("open_room", first), ("closed_room", second)):
            if play.given is not None:
                check_written(field, str(play), play.given, board, vulnerable)
        swing = first.score(board) - second.score(board)
        won = imps(swing)
        history = self._history
        a, b = history.totals
        running = (a + max(won, 0), b + max(-won, 0))
        entry = TeamsBoard(
            number=history.played + 1,
            board=board,
            dealer=board_dealer(board),
            vulnerable=vulnerable,
            open_room=first,
            closed_room=second,
            swing=swing,
            imps=won,
            teams=(self.teams[0], self.teams[1]),
            running=running,
        )
        return self._successor(_history=history.add(entry, (max(won, 0), max(-won, 0))))

    def throw_in(self) -> TeamsMatch:
        """The match with the next board not scored (fouled, or not played in a room).

        Raises:
            RuleViolationError: The match is over.
        """
        board = self.board
        if board is None:
            raise self._over()
        history = self._history
        a, b = history.totals
        entry = TeamsBoard(
            number=None,
            board=board,
            dealer=board_dealer(board),
            vulnerable=board_vulnerable(board),
            open_room=None,
            closed_room=None,
            swing=0,
            imps=0,
            teams=(self.teams[0], self.teams[1]),
            running=(a, b),
        )
        added = history.add(entry, (0, 0), counted=False)
        return self._successor(_history=added)

    def _replay(self, deal: TeamsBoard) -> TeamsMatch:
        # Both rooms' results as they were given, scored on the board now in this place.
        # A thrown-in board has neither room's result, a played one both.
        if deal.open_room is None or deal.closed_room is None:  # both or neither
            return self.throw_in()
        return self.record(deal.open_room, deal.closed_room)

    def close(self) -> TeamsMatch:
        """The match ended early: the IMPs stand, and VPs are on the scheduled boards' scale."""
        if self.finished:
            return self
        return self._successor(_closed=True)


@attrs.frozen(slots=True)
class MatchResult:
    """One match of a teams event: who played, the IMPs and the VPs.

    Attributes:
        number: The match's place in the event (1, 2, …).
        home: The first team named.
        away: The second.
        imps: Each team's IMPs, ``(home, away)``.
        vps: Each team's victory points, ``(home, away)``.
    """

    __repr__ = fields_repr

    number: int
    home: str
    away: str
    imps: tuple[int, int]
    vps: tuple[Decimal, Decimal]

    @property
    def dealer(self) -> None:
        """None: a match has no dealer."""
        return None

    @property
    def thrown_in(self) -> bool:
        """False: every match recorded counts."""
        return False

    @property
    def scores(self) -> dict[str, int]:
        """Each team's VPs in hundredths (exact ints)."""
        return {self.home: int(self.vps[0] * 100), self.away: int(self.vps[1] * 100)}

    @property
    def items(self) -> tuple[Item, ...]:
        """One item per team: the opponent, the IMPs and the VPs (in hundredths)."""
        return tuple(
            Item(
                _words.match(self.number, opponent, (mine, theirs), vps),
                team,
                int(vps * 100),
                _words.VICTORY_POINTS,
            )
            for team, opponent, mine, theirs, vps in (
                (self.home, self.away, self.imps[0], self.imps[1], self.vps[0]),
                (self.away, self.home, self.imps[1], self.imps[0], self.vps[1]),
            )
        )


@attrs.frozen(slots=True, repr=False)
class TeamsEvent(LedgerBase[MatchResult]):
    """A teams event (a round robin or a Swiss): each match's VPs added up (D4).

    >>> event = TeamsEvent(("Lions", "Tigers", "Bears"), boards=16)
    >>> event = event.record("Lions", "Tigers", imps=(35, 22))
    >>> event.victory_points["Lions"], event.victory_points["Tigers"]
    (Decimal('13.52'), Decimal('6.48'))

    ``totals`` (the :class:`~cardscore.Ledger` view) counts VPs in hundredths, exact ints;
    :attr:`victory_points` has them as decimals.

    Attributes:
        teams: The teams.
        boards: The boards in each match (the VP scale).
        matches: How many matches the event has; None: a round robin, each pair of teams
            once (a pairing given twice is refused, so it ends with every team's matches).
    """

    teams: tuple[str, ...] = attrs.field(converter=_read.team_names)
    boards: int = attrs.field(default=16)
    matches: int | None = attrs.field(default=None, kw_only=True)
    _history: History[MatchResult] = attrs.field(init=False, factory=_start_history)
    # In a round robin, the pairs of teams that have met, as the bits of an int.
    _met: int = attrs.field(init=False, default=0, repr=False)
    _closed: bool = attrs.field(init=False, default=False)
    _close_kept: bool = attrs.field(init=False, default=False, eq=False, repr=False)
    _previous: TeamsEvent | None = attrs.field(init=False, default=None, eq=False, repr=False)

    def __attrs_post_init__(self) -> None:
        if len(self.teams) < 2:
            raise RuleViolationError("teams", self.teams, "at least two teams")
        _read.store(self, "boards", _read.count("boards", self.boards, 1, MAX_BOARDS))
        if self.matches is not None:
            _read.store(self, "matches", _read.count("matches", self.matches, 1, 10_000))
        object.__setattr__(self, "_history", History.start((0,) * len(self.teams)))

    @property
    def parties(self) -> tuple[str, ...]:
        """The teams."""
        return self.teams

    @property
    def unit(self) -> Fraction:
        """What one point of ``totals`` is worth: a hundredth of a victory point.

        >>> TeamsEvent(("Lions", "Tigers")).record("Lions", "Tigers", imps=(35, 22)).totals
        {'Lions': 1352, 'Tigers': 648}
        """
        return VP_UNIT

    @property
    def scheduled(self) -> int:
        """How many matches the event has."""
        n = len(self.teams)
        return self.matches if self.matches is not None else n * (n - 1) // 2

    @property
    def finished(self) -> bool:
        """True once every match is in, or once closed."""
        return self._closed or self._history.played >= self.scheduled

    @property
    def next(self) -> Next | None:
        """The next match's number; None when the event is over."""
        return None if self.finished else Next(self._history.played + 1, None)

    @property
    def victory_points(self) -> dict[str, Decimal]:
        """Each team's VPs, as decimals."""
        return {team: Decimal(total).scaleb(-2) for team, total in self.totals.items()}

    @property
    def ranking(self) -> tuple[tuple[int, str, Decimal], ...]:
        """``(place, team, VPs)``, best first; teams that tie share the place."""
        rows = sorted(self.victory_points.items(), key=lambda row: row[1], reverse=True)
        ranked = []
        place = 0
        for index, (team, vps) in enumerate(rows):
            if index == 0 or vps != rows[index - 1][1]:
                place = index + 1
            ranked.append((place, team, vps))
        return tuple(ranked)

    def record(
        self,
        home: str | TeamsMatch,
        away: str | None = None,
        *,
        imps: tuple[int, int] | None = None,
    ) -> TeamsEvent:
        """The event after a match: ``home`` against ``away`` with ``imps`` (each team's).

        A finished :class:`TeamsMatch` may be given instead: its teams and IMPs are taken.

        Raises:
            RuleViolationError: The event is over, a team is not in it or plays itself.
            ScoreError: Bad IMPs.
        """
        if isinstance(home, TeamsMatch):
            if away is not None or imps is not None:
                raise ScoreError("away", away, "None when a TeamsMatch is given")
            totals = home.totals
            first, second = home.teams
            return self.record(first, second, imps=(totals[first], totals[second]))
        home = _read.team_of("home", home, self.teams)
        away = _read.team_of("away", away, self.teams)
        if home == away:
            raise RuleViolationError("away", away, "a team other than the home team")
        if not isinstance(imps, tuple) or len(imps) != 2:
            raise ScoreError("imps", imps, "(home's IMPs, away's IMPs), two ints")
        scored = (
            _read.count("imps", imps[0], 0, 10**6),
            _read.count("imps", imps[1], 0, 10**6),
        )
        if self.finished:
            raise RuleViolationError(
                "match", self._history.played + 1, "no more matches: the event is over"
            )
        # A round robin: each pair of teams meets once, so it ends with every match played.
        met = (
            self._met
            if self.matches is not None
            else _read.paired(self._met, self.teams, home, away)
        )
        vps = victory_points(scored[0] - scored[1], self.boards)
        entry = MatchResult(
            number=self._history.played + 1, home=home, away=away, imps=scored, vps=vps
        )
        order = {team: index for index, team in enumerate(self.teams)}
        scores = [0] * len(order)
        scores[order[home]] = int(vps[0] * 100)
        scores[order[away]] = int(vps[1] * 100)
        return self._successor(_history=self._history.add(entry, scores), _met=met)

    def throw_in(self) -> TeamsEvent:
        """Not allowed: a teams event has no thrown-in matches.

        Raises:
            RuleViolationError: Always.
        """
        raise RuleViolationError(
            "match",
            self._history.played + 1,
            "a match recorded with its IMPs: a teams event has no void matches",
        )

    def _replay(self, deal: MatchResult) -> TeamsEvent:
        # The match's teams and IMPs as they were given; its VPs and number made again.
        return self.record(deal.home, deal.away, imps=deal.imps)

    def close(self) -> TeamsEvent:
        """The event ended early: the VPs stand as they are."""
        if self.finished:
            return self
        return self._successor(_closed=True)
