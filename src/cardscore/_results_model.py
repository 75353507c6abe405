"""A club's results as a file publishes them: boards, traveller lines, pairs' totals.

PBN and USEBIO readers both build an :class:`Event`; it rescores itself as a cardscore ledger
(:meth:`Event.session`) and sets every published number beside its own
(:meth:`Event.compare`), under a named :class:`~cardscore._policy.Policy`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final, Literal

import attrs

from cardscore import duplicate
from cardscore._check import A_STR
from cardscore._policy import Policy, policy_named
from cardscore._results_compare import compare, session_of
from cardscore._results_figures import choice, each, one, published, whole
from cardscore._results_teams import compare_match, teams_event, teams_ledger, teams_match
from cardscore._text import Text
from cardscore.errors import ScoreError

if TYPE_CHECKING:
    from cardscore._results_figures import Comparison, Published

__all__ = ["Board", "Entry", "Event", "Line"]

_SEATS = ("N", "E", "S", "W")
_VULNERABLE = ("none", "NS", "EW", "both")


def _averages(_instance: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if value is None:
        return
    if not (
        isinstance(value, tuple)
        and len(value) == len(("NS", "EW"))
        and all(isinstance(item, duplicate.Average) for item in value)
    ):
        raise ScoreError(attribute.name, value, Text("(Average, Average), or None"))


def _matches(_instance: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if not (
        isinstance(value, tuple)
        and all(
            isinstance(item, tuple)
            and len(item) == len(("home", "visitors"))
            and all(isinstance(team, str) for team in item)
            for item in value
        )
    ):
        raise ScoreError(attribute.name, value, Text("a tuple of (team, team) pairs"))


@attrs.frozen(slots=True)
class Line:
    """One line of a board's traveller as a file gives it.

    Attributes:
        ns: The North-South pair (``"?1"``, ``"?2"``… for a pair the file does not know).
        ew: The East-West pair.
        play: What was played (contract, declarer and tricks, or the written score), or None
            for an artificial score.
        artificial: The director's artificial scores (North-South's, East-West's), or None.
        published: The numbers the file publishes for the line (``IMP_NS``,
            ``NS_MATCH_POINTS``…).
        written: North-South's score as the file writes it, or None. Where it differs from
            the contract's score the file's program scored the written one (an adjustment the
            file does not mark): cardscore scores it too, and reports the difference.
    """

    ns: str = attrs.field(validator=one(str, Text("a pair's name (a str)")))
    ew: str = attrs.field(validator=one(str, Text("a pair's name (a str)")))
    play: duplicate.Play | None = attrs.field(
        validator=one(duplicate.Play, Text("a duplicate.Play, or None"), optional=True)
    )
    artificial: tuple[duplicate.Average, duplicate.Average] | None = attrs.field(
        default=None, validator=_averages
    )
    published: Published = attrs.field(default=(), validator=published)
    written: int | None = attrs.field(
        default=None, validator=whole(-(10**5), 10**5, optional=True)
    )

    def score(self, board: int) -> int | None:
        """North-South's score as scored on board ``board``; None for an artificial score."""
        if self.written is not None:
            return self.written
        return None if self.play is None else self.play.score(board)

    def scored(self, board: int) -> duplicate.Play | None:
        """What the line's score is recorded as: the play, or the written score if it differs."""
        if self.play is None or self.written is None or self.play.score(board) == self.written:
            return self.play
        return duplicate.Play(score=self.written)


@attrs.frozen(slots=True)
class Board:
    """One board of an event: its deal as far as the file gives it, and its traveller.

    Attributes:
        number: The board's number.
        lines: The traveller's lines.
        dealer: The dealer's seat (N E S W), or None when the file does not say.
        vulnerable: ``"none"``, ``"NS"``, ``"EW"`` or ``"both"``, or None.
        deal: The cards as PBN writes them (``"N:AK.. ..."``), or None.
        published: The board's own published numbers (``OptimumScore``: North-South's).
        tables: The par table as the file gives it (``DoubleDummyTricks`` or the rows of
            ``OptimumResultTable``), or None.
    """

    number: int = attrs.field(validator=whole(1, duplicate.MAX_BOARD))
    lines: tuple[Line, ...] = attrs.field(validator=each(Line, Text("a tuple of Lines")))
    dealer: str | None = attrs.field(
        default=None,
        validator=choice(_SEATS, Text("None, or a seat: N, E, S or W"), optional=True),
    )
    vulnerable: str | None = attrs.field(
        default=None,
        validator=choice(_VULNERABLE, Text("None, or one of none, NS, EW, both"), optional=True),
    )
    deal: str | None = attrs.field(default=None, validator=one(str, A_STR, optional=True))
    published: Published = attrs.field(default=(), validator=published)
    tables: str | None = attrs.field(default=None, validator=one(str, A_STR, optional=True))


@attrs.frozen(slots=True)
class Entry:
    """One pair's published result for the whole event (a row of the total table).

    Attributes:
        pair: The pair, or None when the file names its rows by rank alone.
        rank: The published place, or None.
        names: The players' names as published, or None.
        direction: ``"NS"`` or ``"EW"`` in a two-winner movement, else None.
        published: The pair's published numbers (``TOTAL_SCORE``, ``PERCENTAGE``,
            ``MeanScore``, ``NrBoards``…).
    """

    pair: str | None = attrs.field(validator=one(str, Text("a str, or None"), optional=True))
    rank: int | None = attrs.field(validator=whole(1, 10**6, optional=True))
    names: str | None = attrs.field(default=None, validator=one(str, A_STR, optional=True))
    direction: str | None = attrs.field(
        default=None, validator=choice(("NS", "EW"), Text("None, NS or EW"), optional=True)
    )
    published: Published = attrs.field(default=(), validator=published)


_PAIRS_METHODS: Final = Text(
    "'matchpoints', 'cross-imps' or 'butler' (a teams file's ledger is teams_match() or "
    "teams_event())"
)


@attrs.frozen(slots=True)
class Event:
    """A club's results as a file publishes them, ready to rescore and compare.

    Attributes:
        format: ``"pbn"`` or ``"usebio"``.
        title: The event's name as the file gives it.
        method: ``"matchpoints"``, ``"cross-imps"`` or ``"butler"`` for a pairs event;
            ``"teams"`` for a teams match (two teams, each board played in two rooms).
        boards: The boards, in the file's order. In a teams match a board's lines are its
            rooms' results: the open room's first (the first team North-South), then the
            closed room's, each line naming the teams that sat North-South and East-West.
        entries: The pairs' published totals (the total table).
        ns: The North-South pairs of a two-winner movement (else empty).
        ew: The East-West pairs of a two-winner movement (else empty).
        pairs: Every pair of a one-winner movement (else empty).
        published: The event's own published fields as text (program, date…).
        teams: The two teams of a teams match, the first North-South in the open room; every
            team of a teams event of several matches (else empty).
        matches: Each match of a teams event, its two teams as ``teams`` gives them for a
            match (else empty).
    """

    format: Literal["pbn", "usebio"] = attrs.field(
        validator=choice(("pbn", "usebio"), Text("'pbn' or 'usebio'"))
    )
    title: str = attrs.field(validator=one(str, A_STR))
    method: Literal["matchpoints", "cross-imps", "butler", "teams"] = attrs.field(
        validator=choice(
            (*duplicate.METHODS, "teams"), Text("'matchpoints', 'cross-imps', 'butler' or 'teams'")
        )
    )
    boards: tuple[Board, ...] = attrs.field(validator=each(Board, Text("a tuple of Boards")))
    entries: tuple[Entry, ...] = attrs.field(
        default=(), validator=each(Entry, Text("a tuple of Entries"))
    )
    ns: tuple[str, ...] = attrs.field(
        default=(), validator=each(str, Text("a tuple of pair names"))
    )
    ew: tuple[str, ...] = attrs.field(
        default=(), validator=each(str, Text("a tuple of pair names"))
    )
    pairs: tuple[str, ...] = attrs.field(
        default=(), validator=each(str, Text("a tuple of pair names"))
    )
    published: tuple[tuple[str, str], ...] = attrs.field(
        default=(), validator=each(tuple, Text("a tuple of (name, text) pairs"))
    )
    teams: tuple[str, ...] = attrs.field(
        default=(), validator=each(str, Text("a tuple of team names"))
    )
    matches: tuple[tuple[str, str], ...] = attrs.field(default=(), validator=_matches)

    @property
    def largest(self) -> int:
        """The most results any board has."""
        return max((len(board.lines) for board in self.boards), default=1)

    def expected(self, policy: Policy | str = "cardscore") -> int:
        """The expected number of results on a board, as ``policy`` counts it."""
        chosen = policy_named(policy)
        if chosen.expected == "movement":
            tables = len(self.pairs) // 2 if self.pairs else max(len(self.ns), len(self.ew))
            return max(tables, self.largest)
        return self.largest

    def session(
        self, policy: Policy | str = "cardscore"
    ) -> duplicate.PairsSession | duplicate.TeamsMatch | duplicate.TeamsEvent:
        """The event as cardscore's ledger: every face and sheet works on it.

        A pairs event is a :class:`~cardscore.duplicate.PairsSession`; a teams match a
        :class:`~cardscore.duplicate.TeamsMatch`, and a file of several matches a
        :class:`~cardscore.duplicate.TeamsEvent` (the policy's choices are a pairs event's:
        a teams match has one way to score, D4).

        Raises:
            ScoreError: The file's boards do not make a session (a pair twice on a board, a
                board twice), or a match (a board played in one room only, boards missing).
        """
        chosen = policy_named(policy)
        if self.method == "teams":
            return teams_ledger(self)
        return session_of(self, chosen)

    def pairs_session(self, policy: Policy | str = "cardscore") -> duplicate.PairsSession:
        """A pairs event's :meth:`session`, typed as the one ledger it can be.

        >>> from cardscore import pbn
        >>> from cardscore.duplicate import Play
        >>> first = pbn.Line("1", "2", Play.parse("S 4S="))
        >>> second = pbn.Line("3", "4", Play.parse("S 4S+1"))
        >>> board = pbn.Board(1, (first, second))
        >>> event = pbn.Event("pbn", "Club", "matchpoints", (board,), pairs=("1", "2", "3", "4"))
        >>> type(event.pairs_session()).__name__
        'PairsSession'
        >>> try:
        ...     event.teams_match()
        ... except ScoreError as error:
        ...     print(error.field, error.value)
        method matchpoints

        Raises:
            ScoreError: The file is a teams match or event (``method`` is ``"teams"``: see
                :meth:`teams_match` and :meth:`teams_event`), or as :meth:`session` raises.
        """
        if self.method == "teams":
            raise ScoreError("method", self.method, _PAIRS_METHODS)
        return session_of(self, policy_named(policy))

    def teams_match(self) -> duplicate.TeamsMatch:
        """A teams match's :meth:`session`: the file's one match of two teams (D4).

        Raises:
            ScoreError: The file is a pairs event, or holds several matches (see
                :meth:`teams_event`), or as :meth:`session` raises.
        """
        if self.method != "teams":
            raise ScoreError("method", self.method, Text("'teams' (a teams match's file)"))
        if len(self.matches) > 1:
            raise ScoreError(
                "matches",
                self.matches,
                Text("at most one match (a file of several is a teams event: teams_event())"),
            )
        return teams_match(self)

    def teams_event(self) -> duplicate.TeamsEvent:
        """A teams event's :meth:`session`: the file's several matches, scored together (D4).

        Raises:
            ScoreError: The file is a pairs event, or holds one match or none (see
                :meth:`teams_match`), or as :meth:`session` raises.
        """
        if self.method != "teams":
            raise ScoreError("method", self.method, Text("'teams' (a teams event's file)"))
        if len(self.matches) <= 1:
            raise ScoreError(
                "matches",
                self.matches,
                Text("two matches or more (a file of one match is a teams match: teams_match())"),
            )
        return teams_event(self)

    def compare(self, policy: Policy | str = "cardscore") -> tuple[Comparison, ...]:
        """Every number the file publishes beside cardscore's own, under ``policy``."""
        chosen = policy_named(policy)
        if self.method == "teams":
            return compare_match(self, chosen)
        return compare(self, chosen)

    def differences(self, policy: Policy | str = "cardscore") -> tuple[Comparison, ...]:
        """The published numbers cardscore does not agree with, under ``policy``."""
        return tuple(item for item in self.compare(policy) if not item.agrees)
