"""French Tarot's ledger: a session of named players on the shared history (T3, T5, T8)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from cardscore._history import History, LedgerBase
from cardscore._text import Text
from cardscore.errors import RuleViolationError
from cardscore.ledger import Next
from cardscore.tarot._read import (
    read_names,
    read_partner,
    read_planned,
    read_player,
    read_rules,
    read_totals,
    read_void,
)
from cardscore.tarot._results import Deal, settle
from cardscore.tarot._rules import CALLING, FFT, Chelem, Contract, Poignee, Rules, Side
from cardscore.tarot._words import over

if TYPE_CHECKING:
    from collections.abc import Iterable, Mapping
    from decimal import Decimal
    from fractions import Fraction


@attrs.frozen(slots=True, repr=False)
class Session(LedgerBase[Deal]):
    """A session's ledger for 3, 4 or 5 named players: each deal and the running totals.

    Every deal sums to zero, so the totals do too (T5). ``record`` returns a new session
    (the old one stays valid) in O(1); ``undo()`` gives the previous one back. A session
    can start from the totals of a sheet carried over (``totals=``, summing to zero).

    >>> session = Session(players=("Ann", "Bob", "Cid", "Dan"))
    >>> session = session.record("garde", taker="Ann", bouts=2, points=45)
    >>> session = session.record("prise", taker="Bob", bouts=1, points=48)
    >>> session.totals
    {'Ann': 202, 'Bob': -142, 'Cid': -30, 'Dan': -30}
    >>> session.undo().totals
    {'Ann': 174, 'Bob': -58, 'Cid': -58, 'Dan': -58}
    >>> session.next
    Next(number=3, dealer='Cid', vulnerable=None, partscores=None)

    Attributes:
        players: The players' names, in seat order (the first deals first).
        planned: The number of deals to play (void deals not counted), or None for open play.
        rules: The rules (:data:`FFT` by default; who shares the bonuses at five, T8).
    """

    players: tuple[str, ...] = attrs.field(converter=read_names)
    planned: int | None = attrs.field(default=None, kw_only=True, validator=read_planned)
    rules: Rules = attrs.field(default=FFT, kw_only=True, converter=read_rules)
    # The totals carried over, as given (checked in ``__attrs_post_init__``); the running
    # totals start from them, so two sessions with equal histories started equal.
    _start: Mapping[str, int] | None = attrs.field(
        default=None, kw_only=True, alias="totals", eq=False, repr=False
    )
    _history: History[Deal] = attrs.field(init=False)
    _closed: bool = attrs.field(init=False, default=False)
    _close_kept: bool = attrs.field(init=False, default=False, eq=False, repr=False)
    _previous: Session | None = attrs.field(init=False, default=None, eq=False, repr=False)

    def __attrs_post_init__(self) -> None:
        # Only the constructor runs this: later sessions are built by ``_successor``.
        start = read_totals(self._start, self.players)
        object.__setattr__(self, "_history", History.start(start))
        # A private copy: the caller's mapping may change later, this session may not.
        object.__setattr__(self, "_start", dict(zip(self.players, start, strict=True)))

    @property
    def parties(self) -> tuple[str, ...]:
        """The players, in seat order: who scores."""
        return self.players

    @property
    def finished(self) -> bool:
        """True after the planned number of deals, or once :meth:`close` was called."""
        return self._closed or (self.planned is not None and self.played >= self.planned)

    @property
    def dealer(self) -> str:
        """The next deal's dealer: the first player, then each to their right in turn.

        The players are listed in seat order counterclockwise (play goes to the right);
        after a void deal the next player deals (T3).
        """
        return self.players[len(self._history.deals) % len(self.players)]

    @property
    def next(self) -> Next | None:
        """The next counted deal's number and its dealer, or None when finished."""
        if self.finished:
            return None
        return Next(self.played + 1, self.dealer)

    def _check_open(self) -> None:
        if self.finished:
            played = self.played
            raise RuleViolationError(
                "session", over(played), Text("no more deals: the session is over")
            )

    def record(
        self,
        contract: Contract | str,
        *,
        taker: str,
        partner: str | None = None,
        bouts: int,
        points: float | Fraction | Decimal | str,
        petit_au_bout: Side | str | None = None,
        poignees: Iterable[Poignee | str] = (),
        chelem: Chelem | str | None = None,
        alone: bool = False,
    ) -> Session:
        """Record a deal and return the new session; this one is unchanged.

        At five players the called partner must be given for every deal (T8): their name,
        the taker's own name (the taker called their own card and plays alone), or
        ``alone=True`` (the called card was in the chien). With 3 or 4 players there is no
        partner.

        >>> five = Session(players=("A", "B", "C", "D", "E"))
        >>> five.record("garde", taker="A", partner="C", bouts=2, points=45).totals
        {'A': 116, 'B': -58, 'C': 58, 'D': -58, 'E': -58}
        >>> five.record("garde", taker="A", alone=True, bouts=2, points=45).totals
        {'A': 232, 'B': -58, 'C': -58, 'D': -58, 'E': -58}
        """
        self._check_open()
        taker = read_player("taker", taker, self.players)
        partner = read_partner(self.players, taker, partner, alone)
        settlement = settle(
            contract,
            bouts=bouts,
            points=points,
            players=len(self.players),
            petit_au_bout=petit_au_bout,
            poignees=poignees,
            chelem=chelem,
            alone=partner is None,
            rules=self.rules,
        )
        shares = [-settlement.unit] * len(self.players)
        shares[self.players.index(taker)] = settlement.taker
        if partner is not None:
            shares[self.players.index(partner)] = settlement.totals["partner"]
        scores = tuple(shares)
        deal = Deal(
            number=self.played + 1,
            dealer=self.dealer,
            players=self.players,
            shares=scores,
            taker=taker,
            partner=partner,
            settlement=settlement,
            alone=len(self.players) in CALLING and partner is None,
        )
        return self._successor(_history=self._history.add(deal, scores))

    def throw_in(self, reason: str = "all pass") -> Session:  # pragma: no mutate (folded)
        """Record a void deal (T3): all passed or a petit sec; the next player deals.

        It does not count: no number, everybody scores 0, ``played`` is unchanged.

        >>> session = Session(players=("A", "B", "C")).throw_in("petit sec")
        >>> session.deals[0].void, session.deals[0].number, session.played, session.dealer
        ('petit sec', None, 0, 'B')
        """
        self._check_open()
        reason = read_void(reason)
        zeros = (0,) * len(self.players)
        deal = Deal(
            number=None, dealer=self.dealer, players=self.players, shares=zeros, void=reason
        )
        added = self._history.add(deal, zeros, counted=False)
        return self._successor(_history=added)

    def _replay(self, deal: Deal) -> Session:
        settlement = deal.settlement
        # A void deal has neither a settlement nor a taker, and always its reason.
        if settlement is None or deal.taker is None:  # pragma: no mutate
            return self.throw_in(deal.void or "all pass")  # pragma: no mutate
        return self.record(
            settlement.contract,
            taker=deal.taker,
            partner=deal.partner,
            bouts=settlement.bouts,
            points=settlement.halves / 2,  # exact: every multiple of 0.5 to 91 is a float
            petit_au_bout=settlement.petit_au_bout,
            poignees=settlement.poignees,
            chelem=settlement.chelem,
            alone=deal.alone,
        )

    def close(self) -> Session:
        """The session ended here: ``finished`` and a ``winner``; recording is refused.

        A finished session returns itself.

        >>> Session(players=("A", "B", "C")).record("garde", taker="B", bouts=1,
        ...     points=60).close().winner
        'B'
        """
        if self.finished:
            return self
        return self._successor(_closed=True)
