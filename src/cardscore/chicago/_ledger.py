"""Chicago's ledgers: a match of four deals and a rotating evening, on the shared history (B6)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from cardscore._bridge_ledgers import read_honours, read_result, replay
from cardscore._history import History, LedgerBase
from cardscore.chicago._read import (
    read_declarer,
    read_first_dealer,
    read_players,
    read_rules,
    read_seat,
    read_side,
)
from cardscore.chicago._results import (
    Deal,
    EveningDeal,
    Seating,
    score_deal,
    seating,
    thrown_in,
)
from cardscore.chicago._rules import DEALS, FIRST_DEALER, SIDES, Rules, dealer_of, vulnerable_on
from cardscore.errors import RuleViolationError
from cardscore.ledger import Next

if TYPE_CHECKING:
    from cardscore._bridge_ledgers import Honours
    from cardscore.bridge import Contract, Result


def _pair(totals: tuple[int, ...]) -> tuple[int, int]:
    ns, ew = totals
    return ns, ew


def _start() -> History[Deal]:
    return History.start((0, 0))


@attrs.frozen(slots=True, repr=False)
class Match(LedgerBase[Deal]):
    """A Chicago match: the ledger of four deals (B6), a :class:`cardscore.Ledger`.

    ``record`` returns a new match and leaves this one as it was, so keeping the old object
    (or calling ``undo()``) takes a deal back.

    >>> match = Match(first_dealer="W").record("3NT", 10, declarer="S")
    >>> match.deal, match.dealer, sorted(match.vulnerable)
    (2, 'N', ['NS'])
    >>> match.totals, match.deals[0].scores
    ({'NS': 430, 'EW': 0}, {'NS': 430, 'EW': 0})
    >>> match.next
    Next(number=2, dealer='N', vulnerable=frozenset({'NS'}), partscores={'NS': 0, 'EW': 0})
    >>> match.undo() == Match(first_dealer="W")
    True

    Attributes:
        rules: The rule options.
        first_dealer: The seat that deals first (N by default); the deal passes clockwise.
    """

    rules: Rules = attrs.field(factory=Rules, converter=read_rules)
    first_dealer: str = attrs.field(default=FIRST_DEALER, converter=read_first_dealer)
    _history: History[Deal] = attrs.field(init=False, factory=_start)
    _partscores: tuple[int, int] = attrs.field(init=False, default=(0, 0))
    _closed: bool = attrs.field(init=False, default=False)
    _close_kept: bool = attrs.field(init=False, default=False, eq=False, repr=False)
    _previous: Match | None = attrs.field(init=False, default=None, eq=False, repr=False)

    # --- where the match stands

    @property
    def parties(self) -> tuple[str, ...]:
        """The two sides, ``("NS", "EW")``."""
        return SIDES

    @property
    def finished(self) -> bool:
        """True after the fourth counted deal, or once ``close()`` ended the match."""
        return self._history.played == DEALS or self._closed

    @property
    def deal(self) -> int | None:
        """The number, 1..4, of the next deal to play; None when the match is finished."""
        return None if self.finished else self._history.played + 1

    @property
    def dealer(self) -> str | None:
        """The seat that deals next (the same again after a pass-out); None when finished."""
        if self.finished:
            return None
        return dealer_of(self.first_dealer, self._history.played + 1)

    @property
    def vulnerable(self) -> frozenset[str] | None:
        """The sides vulnerable on the next deal; None when the match is finished."""
        seat = self.dealer
        if seat is None:
            return None
        return vulnerable_on(self._history.played + 1, seat, self.rules.vulnerability)

    @property
    def partscores(self) -> dict[str, int]:
        """Each side's below-the-line points toward the current game.

        Both are zero right after a game, and always under duplicate scoring (nothing
        carries). After the fourth deal they stay as they were: a part score left over at
        the end earns nothing (B6).
        """
        return dict(zip(SIDES, self._partscores, strict=True))

    @property
    def next(self) -> Next | None:
        """The next deal: its number, dealer, vulnerability and part scores; None when over."""
        seat = self.dealer
        if seat is None:
            return None
        number = self._history.played + 1
        return Next(
            number, seat, vulnerable_on(number, seat, self.rules.vulnerability), self.partscores
        )

    @property
    def winner(self) -> str | None:
        """The side with more points once finished; None while unfinished or on a tie."""
        if not self.finished:
            return None
        ns, ew = self._history.totals
        if ns > ew:
            return "NS"
        if ew > ns:
            return "EW"
        return None

    # --- recording

    def _over(self) -> RuleViolationError:
        if self._closed:
            return RuleViolationError(
                "deal", self._history.played + 1, "no more deals: the match was closed"
            )
        return RuleViolationError(
            "deal", DEALS + 1, "deals 1 to 4: the match is over after four deals"
        )

    def record(
        self,
        contract: Contract | Result | str,
        tricks: int | None = None,
        *,
        declarer: str,
        honours: Honours | str | None = None,
    ) -> Match:
        """The match after the next deal: ``contract`` played by ``declarer`` took ``tricks``.

        ``contract`` may also be a result (``"4SX-1"`` or a :class:`~cardscore.bridge.Result`)
        with ``tricks`` left out. ``declarer`` is a seat, N E S W. ``honours`` is
        ``(side, 100 or 150)`` (``side`` is ``"NS"``, ``"EW"`` or a seat) and is only allowed
        when the rules score honours; they go above the line to that side whatever the
        contract's result.

        >>> Match().record("4SX-1", declarer="N").totals
        {'NS': 0, 'EW': 100}

        Raises:
            RuleViolationError: The match is over, or honours are off in the rules.
            ScoreError: A bad contract, tricks, declarer or honours.
        """
        result = read_result(contract, tricks)
        seat = read_seat("declarer", declarer)
        if self.finished:
            raise self._over()
        held = read_honours(honours, result.contract.strain, read_side, allowed=self.rules.honours)
        history = self._history
        number = history.played + 1
        entry, scores, partscores = score_deal(
            self.rules,
            number=number,
            dealer_seat=dealer_of(self.first_dealer, number),
            seat=seat,
            result=result,
            held=held,
            partscores=self._partscores,
            running=_pair(history.totals),
        )
        return self._successor(_history=history.add(entry, scores), _partscores=partscores)

    def throw_in(self) -> Match:
        """The match after a passed-out deal: the same player deals again, nothing counts.

        >>> match = Match().throw_in()
        >>> match.deal, match.dealer, match.played, match.deals[0].number
        (1, 'N', 0, None)

        Raises:
            RuleViolationError: The match is over.
        """
        if self.finished:
            raise self._over()
        history = self._history
        number = history.played + 1
        entry = thrown_in(
            number,
            dealer_of(self.first_dealer, number),
            self.rules,
            _pair(history.totals),
        )
        return self._successor(_history=history.add(entry, (0, 0), counted=False))

    def _replay(self, deal: Deal) -> Match:
        return replay(self, deal.declarer, deal.result, deal.honours)

    def pass_out(self) -> Match:
        """:meth:`throw_in`: all four passed, under the name the public API promises."""
        return self.throw_in()

    def close(self) -> Match:
        """The match ended early, after fewer than four deals.

        Chicago awards nothing for an unfinished match: the Laws' Chicago pays a game when
        it is made and the part score bonus only on the fourth deal, so the points stand as
        they are and the side with more of them wins (a part score in progress earns
        nothing, as one left after the fourth deal does). A finished match is returned as
        it is.

        >>> match = Match().record("2S", 8, declarer="N").close()
        >>> match.finished, match.closed, match.winner, match.totals
        (True, True, 'NS', {'NS': 60, 'EW': 0})
        """
        if self.finished:
            return self
        return self._successor(_closed=True)


def _start_evening(evening: Evening) -> History[EveningDeal]:
    return History.start((0,) * len(evening.players))


@attrs.frozen(slots=True, repr=False)
class Evening(LedgerBase[EveningDeal]):
    """A rotating Chicago evening for five to seven players (B6), a :class:`cardscore.Ledger`.

    The evening is a run of chukkers, each a Chicago match of four deals played by four of
    the players in two partnerships while the others sit out, seated by :func:`rotation`.
    Each deal scores for both players of a side; a player's total is the sum of their
    side's chukker scores in the chukkers they played. The parties are the players; a
    "deal" of the ledger is one bridge deal, with its chukker and seating.

    >>> evening = Evening(["Ann", "Bob", "Cid", "Dan", "Eve"])
    >>> print(evening.seating)
    N Bob, S Cid v E Dan, W Eve; sitting out: Ann
    >>> evening = evening.record("4S=", declarer="Cid")   # deal 1: NS 420
    >>> evening.totals
    {'Ann': 0, 'Bob': 420, 'Cid': 420, 'Dan': 0, 'Eve': 0}

    Attributes:
        players: The players' names, five to seven, in the order the rotation uses.
        rules: The Chicago rule options, the same for every chukker.
    """

    players: tuple[str, ...] = attrs.field(converter=read_players)
    rules: Rules = attrs.field(factory=Rules, converter=read_rules)
    _history: History[EveningDeal] = attrs.field(
        init=False, default=attrs.Factory(_start_evening, takes_self=True)
    )
    _chukker: int = attrs.field(init=False, default=0)
    _in_chukker: int = attrs.field(init=False, default=0)
    _partscores: tuple[int, int] = attrs.field(init=False, default=(0, 0))
    _running: tuple[int, int] = attrs.field(init=False, default=(0, 0))
    _closed: bool = attrs.field(init=False, default=False)
    _close_kept: bool = attrs.field(init=False, default=False, eq=False, repr=False)
    _previous: Evening | None = attrs.field(init=False, default=None, eq=False, repr=False)

    # --- where the evening stands

    @property
    def parties(self) -> tuple[str, ...]:
        """The players, in the order given."""
        return self.players

    @property
    def finished(self) -> bool:
        """True once ``close()`` ended the evening (an evening goes on until then)."""
        return self._closed

    @property
    def chukker(self) -> int | None:
        """The number of the chukker in progress (from 1); None once the evening is over."""
        return None if self._closed else self._chukker + 1

    @property
    def seating(self) -> Seating | None:
        """Who plays the chukker in progress, and where; None once the evening is over."""
        return None if self._closed else seating(self.players, self._chukker)

    @property
    def deal(self) -> int | None:
        """The number, 1..4, of the next deal in the chukker; None once the evening is over."""
        return None if self._closed else self._in_chukker + 1

    @property
    def next(self) -> Next | None:
        """The next deal; None once the evening is over.

        Its number in the evening, the player who deals, and, by player, who is vulnerable
        and the part scores of the four at the table.
        """
        if self._closed:
            return None
        at_table = seating(self.players, self._chukker)
        number = self._in_chukker + 1
        seat = dealer_of(FIRST_DEALER, number)
        sides = at_table.sides
        vulnerable = frozenset(
            player
            for side in vulnerable_on(number, seat, self.rules.vulnerability)
            for player in sides[side]
        )
        partscores = {
            player: points
            for side, points in zip(SIDES, self._partscores, strict=True)
            for player in sides[side]
        }
        return Next(self._history.played + 1, at_table.seats[seat], vulnerable, partscores)

    @property
    def winner(self) -> str | tuple[str, ...] | None:
        """The player with the highest total once the evening is over (a tuple if shared)."""
        if not self._closed:
            return None
        leaders = self.leaders
        return leaders[0] if len(leaders) == 1 else leaders

    @property
    def ranking(self) -> tuple[tuple[str, int], ...]:
        """Each player and their total, highest first (players level keep the given order)."""
        totals = self._history.totals
        order = sorted(range(len(totals)), key=lambda place: -totals[place])
        return tuple((self.players[place], totals[place]) for place in order)

    # --- recording

    def _over(self) -> RuleViolationError:
        return RuleViolationError(
            "deal", self._history.played + 1, "no more deals: the evening was closed"
        )

    def record(
        self,
        contract: Contract | Result | str,
        tricks: int | None = None,
        *,
        declarer: str,
        honours: Honours | str | None = None,
    ) -> Evening:
        """The evening after the next deal, as :meth:`Match.record` scores it.

        ``declarer`` is a seat (N E S W) or the name of a player at the table. After a
        chukker's fourth deal the next chukker starts, seated by the rotation.

        Raises:
            RuleViolationError: The evening is over, the declarer sits out, or honours are
                off in the rules.
            ScoreError: A bad contract, tricks, declarer or honours.
        """
        if self._closed:
            raise self._over()
        result = read_result(contract, tricks)
        at_table = seating(self.players, self._chukker)
        seat = read_declarer(declarer, at_table.seats, at_table.sitting_out)
        held = read_honours(honours, result.contract.strain, read_side, allowed=self.rules.honours)
        number = self._in_chukker + 1
        entry, scores, partscores = score_deal(
            self.rules,
            number=number,
            dealer_seat=dealer_of(FIRST_DEALER, number),
            seat=seat,
            result=result,
            held=held,
            partscores=self._partscores,
            running=self._running,
        )
        if number == DEALS:
            # The chukker is over: the next one starts from nothing, seated anew.
            return self._add(
                entry,
                at_table,
                scores,
                _chukker=self._chukker + 1,
                _in_chukker=0,
                _partscores=(0, 0),
                _running=(0, 0),
            )
        ns, ew = self._running
        return self._add(
            entry,
            at_table,
            scores,
            _in_chukker=number,
            _partscores=partscores,
            _running=(ns + scores[0], ew + scores[1]),
        )

    def _add(
        self, entry: Deal, at_table: Seating, points: tuple[int, int] | None, **changes: object
    ) -> Evening:
        # ``points`` per side for a deal that counts; None for a passed-out deal.
        history = self._history
        sides = at_table.sides
        counted = points is not None
        if points is None:
            points = (0, 0)
        score_of = dict.fromkeys(sides["NS"], points[0])
        score_of.update(dict.fromkeys(sides["EW"], points[1]))
        by_player = tuple((player, score_of.get(player, 0)) for player in self.players)
        scores = tuple(score for _, score in by_player)
        number = history.played + 1 if counted else None
        recorded = EveningDeal(
            number=number,
            chukker=self._chukker + 1,
            seating=at_table,
            deal=entry,
            scores=by_player,
        )
        return self._successor(_history=history.add(recorded, scores, counted=counted), **changes)

    def throw_in(self) -> Evening:
        """The evening after a passed-out deal: the same player deals again, nothing counts.

        Raises:
            RuleViolationError: The evening is over.
        """
        if self._closed:
            raise self._over()
        number = self._in_chukker + 1
        entry = thrown_in(number, dealer_of(FIRST_DEALER, number), self.rules, self._running)
        return self._add(entry, seating(self.players, self._chukker), None)

    def _replay(self, deal: EveningDeal) -> Evening:
        # The declarer by name, as the scoresheet writes it: a deal now in another chukker
        # is declared by the same player, wherever they sit (or refused if they sit out).
        played = deal.deal
        declarer = None if played.declarer is None else deal.seating.seats[played.declarer]
        return replay(self, declarer, played.result, played.honours)

    def close(self) -> Evening:
        """The evening over: the totals stand (a chukker cut short earns nothing more).

        A closed evening is returned as it is.
        """
        if self._closed:
            return self
        return self._successor(_closed=True)
