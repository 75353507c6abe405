"""A pairs session as a ledger: travellers scored by matchpoints, cross-IMPs or Butler (D2, D3).

Each traveller is read at the door (:mod:`cardscore.duplicate._read`), each result scored
by the board's method (:mod:`cardscore.duplicate._results`), and kept as a
:class:`Traveller` on the base's history; the ranking is made from the totals.
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING, Literal, cast

import attrs

from cardscore._frozen import fields_repr
from cardscore._history import History, LedgerBase
from cardscore._text import Text
from cardscore.duplicate import _read, _rules, _words
from cardscore.duplicate._results import (
    TableResult,
    board_vulnerable,
    butler,
    cross_imps,
    matchpoints,
)
from cardscore.duplicate._rules import MAX_BOARD, Average
from cardscore.duplicate._written import check_written
from cardscore.errors import RuleViolationError
from cardscore.items import Item
from cardscore.ledger import Next

if TYPE_CHECKING:
    from collections.abc import Iterable, Iterator

__all__ = ["PairsSession", "Standing", "Traveller"]


@attrs.frozen(slots=True)
class Traveller:
    """One board of a pairs session as recorded: its traveller, scored.

    Attributes:
        number: Which board this is in the order the travellers were recorded (1, 2, …);
            None for a board thrown out.
        board: The board's own number (what is printed on it), or None when thrown out
            without one.
        results: The traveller's lines, as given.
        ns_scores: North-South's score on each line; None for an artificial score.
        points: What each line earned, North-South's then East-West's: matchpoints (on
            the session's top) or IMPs, exact.
        datum: The Butler datum, or None for the other methods.
        top: The board's top in matchpoints; None when scored in IMPs.
        unit: What one point of ``scores`` is worth (see :attr:`PairsSession.unit`).
    """

    __repr__ = fields_repr

    number: int | None
    board: int | None
    results: tuple[TableResult, ...]
    ns_scores: tuple[int | None, ...]
    points: tuple[tuple[Fraction, Fraction], ...]
    datum: int | None
    top: Fraction | None
    unit: Fraction = attrs.field(repr=False)

    @property
    def dealer(self) -> None:
        """None: travellers come in any order (the board's dealer: :func:`board_dealer`)."""
        return None

    @property
    def thrown_in(self) -> bool:
        """True for a board thrown out: it scores nothing for anyone."""
        return self.number is None

    @property
    def scores(self) -> dict[str, int]:
        """Each pair's points on this board, in units of :attr:`unit` (exact ints)."""
        scores: dict[str, int] = {}
        for line, (ns, ew) in zip(self.results, self.points, strict=True):
            scores[line.ns] = int(ns / self.unit)
            scores[line.ew] = int(ew / self.unit)
        return scores

    @property
    def items(self) -> tuple[Item, ...]:
        """One item per pair: the board, the score and what it earned.

        Each item's kind says what its points are: ``"matchpoints"``, ``"cross_imps"`` or
        ``"butler_imps"`` for a result played, ``"average"`` for an artificial score.
        """
        played = self._kind()
        label = _words.LABELS[played]
        items = []
        for line, score, (ns, ew) in zip(self.results, self.ns_scores, self.points, strict=True):
            kind = _words.AVERAGE if score is None else played
            for pair, points in ((line.ns, ns), (line.ew, ew)):
                what = self._shown(line, pair, score)
                items.append(
                    Item(
                        label(self.board, what, points),
                        pair,
                        int(points / self.unit),
                        kind,
                    )
                )
        return tuple(items)

    def _kind(self) -> str:
        # The method, as the board shows it: a top at matchpoints, a datum at Butler (a
        # Butler board without one has only artificial scores, each an "average").
        if self.top is not None:
            return _words.MATCHPOINTS
        return _words.CROSS_IMPS if self.datum is None else _words.BUTLER_IMPS

    @staticmethod
    def _shown(line: TableResult, pair: str, score: int | None) -> str:
        # What the pair scored as a sheet shows it: its own score, or its artificial score.
        if score is None:
            # A result without a score is a director's: its artificial scores are set.
            ns_average, ew_average = _averages(line)
            return str(ns_average if pair == line.ns else ew_average)
        mine = score if pair == line.ns else -score
        return f"{mine:+d}" if mine else "0"


@attrs.frozen(slots=True)
class Standing:
    """One pair's place in a pairs session's ranking.

    Attributes:
        place: 1 for the best; pairs that tie share the place.
        pair: The pair's name.
        direction: ``"NS"`` or ``"EW"`` in a two-winner movement; None in a one-winner one.
        total: The pair's matchpoints (or IMPs), exact.
        boards: How many boards the pair played (artificial scores included).
        percentage: Its matchpoints as a percentage of the tops of those boards, exact;
            None when scored in IMPs.
        name: The pair's name (its players, from the session's ``names``), or None.
    """

    __repr__ = fields_repr

    place: int
    pair: str
    direction: str | None
    total: Fraction
    boards: int
    percentage: Fraction | None
    name: str | None = None


def _averages(line: TableResult) -> tuple[Average, Average]:
    """A director's result's artificial scores, set whenever its score is not (D2)."""
    return cast("tuple[Average, Average]", line.artificial)


def _start_history() -> History[Traveller]:
    return History.start(())


@attrs.frozen(slots=True, repr=False)
class PairsSession(LedgerBase[Traveller]):
    """A pairs session: the travellers of an evening, in any order, and the ranking.

    Give the pairs as ``ns=`` and ``ew=`` for a two-winner movement (a Mitchell: North-South
    and East-West pairs ranked apart) or as ``pairs=`` for a one-winner movement (a Howell:
    every pair ranked together, whichever way it sat). ``expected`` is how many times each
    board is played when every round is: a board with fewer results (a cancelled result, an
    artificial score) is scaled up to that board's top (Neuberg) at matchpoints.

    >>> session = PairsSession(ns=("1", "2", "3"), ew=("4", "5", "6"), expected=3, boards=2)
    >>> session = session.record(1, ["1 4 N 4S=", "2 5 N 4S+1", "3 6 S 2S+2"])
    >>> session = session.record(2, ["1 5 E 3NT=", "2 6 pass", "3 4 W 3NT-1"])
    >>> for standing in session.ranking:  # North-South's field, then East-West's
    ...     print(standing.place, standing.pair, standing.total, standing.percentage)
    1 2 6 75
    2 3 4 50
    3 1 2 25
    1 6 6 75
    2 5 4 50
    3 4 2 25
    >>> session.finished, session.winner
    (True, ('2', '6'))

    ``totals`` (the :class:`~cardscore.Ledger` view) counts exact ints in units of
    :attr:`unit`; :attr:`ranking` has each pair's matchpoints (or IMPs) and percentage.

    Attributes:
        ns: The North-South pairs of a two-winner movement.
        ew: The East-West pairs of a two-winner movement.
        pairs: Every pair of a one-winner movement (instead of ``ns`` and ``ew``).
        expected: How many results a board has when everyone plays it.
        boards: How many boards the session has (it is finished when all are in); None:
            open until closed.
        method: ``"matchpoints"`` (default), ``"cross-imps"`` or ``"butler"``.
        scale: The matchpoint scale: ``"international"`` (default) or ``"acbl"``.
        drop: For Butler, how many of the highest and of the lowest results the datum
            leaves out; None: one each from five results on.
        first_board: The number of the session's first board, when ``boards`` is given:
            its boards are ``first_board`` to ``first_board + boards - 1``, and no other.
        names: Each pair's name (its players, ``"Ann & Bob"``), by pair, for the ranking:
            a traveller line still gives the pairs as they are in ``ns``, ``ew`` or
            ``pairs`` (``"3 5 N 4S="``). Pairs without a name are shown as they are.
    """

    ns: tuple[str, ...] = attrs.field(default=(), converter=_read.ns_pairs)
    ew: tuple[str, ...] = attrs.field(default=(), converter=_read.ew_pairs)
    pairs: tuple[str, ...] = attrs.field(default=(), converter=_read.all_pairs)
    expected: int = attrs.field(default=2, kw_only=True)
    boards: int | None = attrs.field(default=None, kw_only=True)
    method: Literal["matchpoints", "cross-imps", "butler"] = attrs.field(
        default="matchpoints", converter=_read.method, kw_only=True
    )
    scale: Literal["international", "acbl"] = attrs.field(
        default="international", converter=_read.scale, kw_only=True
    )
    drop: int | None = attrs.field(default=None, kw_only=True)
    first_board: int = attrs.field(default=1, kw_only=True)
    names: tuple[tuple[str, str], ...] = attrs.field(
        default=(), converter=_read.names_of, kw_only=True
    )
    _history: History[Traveller] = attrs.field(init=False, factory=_start_history)
    # The board numbers recorded, as the bits of an int: the check that a board is new costs
    # the same however many travellers are in (at most MAX_BOARD bits).
    _boards: int = attrs.field(init=False, default=0, repr=False)
    _closed: bool = attrs.field(init=False, default=False)
    _close_kept: bool = attrs.field(init=False, default=False, eq=False, repr=False)
    _previous: PairsSession | None = attrs.field(init=False, default=None, eq=False, repr=False)

    def __attrs_post_init__(self) -> None:
        if self.pairs and (self.ns or self.ew):
            raise RuleViolationError(
                "pairs", self.pairs, "pairs= alone (one winner), or ns= and ew= (two winners)"
            )
        if not self.pairs and not (self.ns and self.ew):
            raise RuleViolationError(
                "ns", self.ns, "ns= and ew= both given (two winners), or pairs= (one winner)"
            )
        if set(self.ns) & set(self.ew):
            raise RuleViolationError("ew", self.ew, "pairs other than the North-South pairs")
        parties = self.parties
        tables = len(self.pairs) // 2 if self.pairs else min(len(self.ns), len(self.ew))
        # Each count stored as the plain int it holds (an int subclass's methods never run).
        _read.store(self, "expected", _read.count("expected", self.expected, 1, max(1, tables)))
        if self.boards is not None:
            _read.store(self, "boards", _read.count("boards", self.boards, 1, MAX_BOARD))
        _read.store(
            self,
            "first_board",
            _read.count("first_board", self.first_board, 1, MAX_BOARD - (self.boards or 1) + 1),
        )
        if self.drop is not None:
            _read.store(self, "drop", _read.count("drop", self.drop, 0))
        for pair, _ in self.names:
            if pair not in parties:
                raise RuleViolationError("names", pair, Text("a pair of the session"))
        object.__setattr__(self, "_history", History.start((0,) * len(parties)))

    # --- where the session stands

    @property
    def parties(self) -> tuple[str, ...]:
        """Every pair: North-South then East-West in a two-winner movement."""
        return self.pairs or self.ns + self.ew

    @property
    def unit(self) -> Fraction:
        """What one point of ``totals`` and of each board's ``scores`` is worth.

        Neuberg, cross-IMPs and artificial scores make fractions of a matchpoint or an IMP;
        ``totals`` stay exact ints by counting in this unit (1 for Butler). The exact values
        are in :attr:`ranking`, :attr:`points` and each traveller's ``points``.
        """
        return _rules.unit(self.method, self.scale, self.expected)

    @property
    def top(self) -> Fraction | None:
        """A board's top in matchpoints, 2 (E − 1) (or E − 1 on the ACBL scale); None at IMPs."""
        if self.method != "matchpoints":
            return None
        return _rules.top(self.expected, self.scale)

    @property
    def finished(self) -> bool:
        """True once every board is in, or once the session was closed."""
        return self._closed or (
            self.boards is not None and len(self._history.deals) >= self.boards
        )

    @property
    def next(self) -> Next | None:
        """The next traveller's place in the count (any board may come next); None when over."""
        if self.finished:
            return None
        return Next(self._history.played + 1, None)

    @property
    def points(self) -> dict[str, Fraction]:
        """Each pair's matchpoints (or IMPs), exact."""
        unit = self.unit
        return {party: total * unit for party, total in self.totals.items()}

    @property
    def recorded_boards(self) -> frozenset[int]:
        """The board numbers recorded so far."""
        mask = self._boards
        return frozenset(board for board in range(1, mask.bit_length()) if mask >> board & 1)

    @property
    def ranking(self) -> tuple[Standing, ...]:
        """Every pair, best first, in each field (North-South, then East-West, or all)."""
        played = dict.fromkeys(self.parties, 0)
        for deal in self._history.deals.to_tuple():
            for line in deal.results:
                played[line.ns] += 1
                played[line.ew] += 1
        points = self.points
        top = self.top
        names = dict(self.names)
        standings: list[Standing] = []
        fields = ((None, self.pairs),) if self.pairs else (("NS", self.ns), ("EW", self.ew))
        for direction, field in fields:
            rows = []
            for pair in field:
                boards = played[pair]
                percentage = (
                    None
                    if top is None
                    else (points[pair] / (boards * top) * 100 if boards and top else Fraction(0))
                )
                rows.append(
                    (
                        percentage if percentage is not None else points[pair],
                        pair,
                        boards,
                        percentage,
                    )
                )
            rows.sort(key=lambda row: row[0], reverse=True)
            place = 0
            for index, (key, pair, boards, percentage) in enumerate(rows):
                if index == 0 or key != rows[index - 1][0]:
                    place = index + 1
                standings.append(
                    Standing(
                        place=place,
                        pair=pair,
                        direction=direction,
                        total=points[pair],
                        boards=boards,
                        percentage=percentage,
                        name=names.get(pair),
                    )
                )
        return tuple(standings)

    @property
    def leaders(self) -> tuple[str, ...]:
        """The pairs placed first in their field (everyone, before any board)."""
        return tuple(standing.pair for standing in self.ranking if standing.place == 1)

    # --- recording

    def _over(self) -> RuleViolationError:
        if self._closed:
            return RuleViolationError(
                "board", self.played + 1, "no more boards: the session was closed"
            )
        return RuleViolationError(
            "board",
            len(self._history.deals) + 1,
            Text("at most {boards} boards: every board is in", boards=self.boards),
        )

    def record(self, board: int, results: Iterable[TableResult | str]) -> PairsSession:
        """The session with board ``board``'s traveller scored: ``results``, one per table.

        Each result is a :class:`TableResult` or its notation (``"3 5 N 4S="``: the
        North-South pair, the East-West pair, then the declarer and the result; ``"pass"``;
        North-South's score ``"+420"``; or artificial scores ``"A+ A-"``). A board with
        fewer results than the session expects is scaled to the same top (Neuberg).

        Raises:
            RuleViolationError: The session is over, the board is already in or is not one
                of the session's boards, a pair is not in the session or plays twice, or
                there are more results than expected.
            ScoreError: A bad board number or result.
        """
        number = _read.board(board)
        # Counted before a line is read: at most the results a board has, plus one.
        given = _read.traveller_lines(results, self.expected)
        lines = tuple(TableResult.parse(line) for line in given)
        if self.finished:
            raise self._over()
        _read.check_board(number, self.first_board, self.boards)
        vulnerable = board_vulnerable(number)
        for index, line in enumerate(lines):
            if line.play is not None and line.play.given is not None:
                check_written(f"results[{index}]", str(line), line.play.given, number, vulnerable)
        if self._boards >> number & 1:
            raise RuleViolationError("board", board, "a board not recorded yet")
        self._check_pairs(lines, self.expected)
        entry = self._score(number, lines)
        order = {party: index for index, party in enumerate(self.parties)}
        scores = [0] * len(order)
        for pair, points in entry.scores.items():  # each pair at most once on a board
            scores[order[pair]] = points
        return self._successor(
            _history=self._history.add(entry, scores), _boards=self._boards | 1 << number
        )

    def _check_pairs(self, lines: tuple[TableResult, ...], wanted: int) -> None:
        if not lines:
            raise RuleViolationError("results", (), "at least one result (or throw_in())")
        if len(lines) > wanted:
            raise RuleViolationError(
                "results",
                tuple(str(line) for line in lines),
                Text("at most {count} results (the board's expected number)", count=wanted),
            )
        seen: set[str] = set()
        ns_field = set(self.ns if not self.pairs else self.pairs)
        ew_field = set(self.ew if not self.pairs else self.pairs)
        for line in lines:
            if line.ns not in ns_field:
                raise RuleViolationError("ns", line.ns, Text("a North-South pair of the session"))
            if line.ew not in ew_field:
                raise RuleViolationError("ew", line.ew, Text("an East-West pair of the session"))
            for pair in (line.ns, line.ew):
                if pair in seen:
                    raise RuleViolationError(
                        "results", str(line), Text("each pair once on a board")
                    )
                seen.add(pair)

    def _score(self, board: int, lines: tuple[TableResult, ...]) -> Traveller:
        scores = tuple(line.score(board) for line in lines)
        played = [score for score in scores if score is not None]
        top = self.top
        datum = None
        earned: Iterator[Fraction]
        if self.method == "matchpoints":
            earned = iter(matchpoints(played, expected=self.expected, scale=self.scale))
        elif self.method == "cross-imps":
            earned = iter(cross_imps(played))
        else:
            if played:
                datum, butlered = butler(played, drop=self.drop)
            else:
                butlered = ()
            earned = iter([Fraction(value) for value in butlered])
        points: list[tuple[Fraction, Fraction]] = []
        for line, score in zip(lines, scores, strict=True):  # one score a line
            if score is None:
                # A result without a score is a director's: its artificial scores are set.
                ns_average, ew_average = _averages(line)
                points.append(
                    (_rules.artificial(ns_average, top), _rules.artificial(ew_average, top))
                )
                continue
            value = next(earned)
            points.append((value, top - value if top is not None else -value))
        return Traveller(
            number=self._history.played + 1,
            board=board,
            results=lines,
            ns_scores=scores,
            points=tuple(points),
            datum=datum,
            top=top,
            unit=self.unit,
        )

    def throw_in(self, board: int | None = None) -> PairsSession:
        """The session with a board thrown out (fouled, not played): it scores nothing.

        ``board`` None: a board without a number, in a session open until closed only.

        Raises:
            RuleViolationError: The session is over, the board is already in, or it is not
                one of the session's boards (a session of ``boards`` needs its number).
        """
        number = None if board is None else _read.board(board)
        if self.finished:
            raise self._over()
        # A session of known boards names each board: every one of them, none missing.
        _read.check_board(number, self.first_board, self.boards)
        if number is not None and self._boards >> number & 1:
            raise RuleViolationError("board", board, "a board not recorded yet")
        entry = Traveller(
            number=None,
            board=number,
            results=(),
            ns_scores=(),
            points=(),
            datum=None,
            top=self.top,
            unit=self.unit,
        )
        zeros = (0,) * len(self.parties)
        added = self._history.add(entry, zeros, counted=False)
        return self._successor(
            _history=added,
            _boards=self._boards if number is None else self._boards | 1 << number,
        )

    def _replay(self, deal: Traveller) -> PairsSession:
        # The traveller as it was given, its board and lines, scored again in this session.
        if deal.thrown_in or deal.board is None:
            return self.throw_in(deal.board)
        return self.record(deal.board, deal.results)

    def close(self) -> PairsSession:
        """The session ended early: the ranking stands on the boards scored so far."""
        if self.finished:
            return self
        return self._successor(_closed=True)


# --- A teams match ------------------------------------------------------------------------
