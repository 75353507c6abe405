"""Need a Fourth?'s ledger: a session of three players on the shared history (N1, N6)."""

from __future__ import annotations

import warnings
from typing import TYPE_CHECKING

import attrs

from cardscore._frozen import fields_repr
from cardscore._history import History, LedgerBase
from cardscore._text import Allowed, Text
from cardscore.bridge import Contract, Doubling
from cardscore.errors import RuleViolationError
from cardscore.ledger import Next
from cardscore.needafourth._auction import Roles
from cardscore.needafourth._read import (
    read_agreed,
    read_contract,
    read_liars,
    read_players,
    read_redoubler,
    read_roles,
    read_rules,
    read_totals,
    seat_of,
)
from cardscore.needafourth._requirements import Rules
from cardscore.needafourth._results import Settlement, settle
from cardscore.needafourth._rules import LIAR_BY_FLAGS, dealer_seat, whole_rounds
from cardscore.needafourth._words import UNEVEN, uneven_warning

if TYPE_CHECKING:
    from collections.abc import Iterable, Mapping

    from cardscore.items import Item

__all__ = ["Deal", "Session"]


@attrs.frozen(slots=True, kw_only=True)
class Deal:
    """One deal of a session: who dealt, what was played and what each player scored.

    Attributes:
        number: The deal's number in the session, from 1. A thrown-in deal is numbered
            too: it scores nothing, but it is one of the session's deals (N1).
        dealer: Who dealt.
        contract: The contract played, or None for a thrown-in deal.
        tricks: Tricks taken by chooser and partner, or None for a thrown-in deal.
        chooser: The chooser for scoring (after any swap), or None.
        partner: The partner for scoring, or None.
        declarer: The declarer, or None.
        liars: The players who lied (N5), as recorded.
        settlement: The settlement by role, or None for a thrown-in deal.
        points: Each player's points for this deal, in seat order.
        players: The players in seat order.
    """

    __repr__ = fields_repr

    number: int | None
    dealer: str
    contract: Contract | None
    tricks: int | None
    chooser: str | None
    partner: str | None
    declarer: str | None
    liars: frozenset[str]
    settlement: Settlement | None
    points: tuple[int, int, int]
    players: tuple[str, str, str]

    @property
    def thrown_in(self) -> bool:
        """True when all three passed: the deal scored nothing (N1)."""
        return self.settlement is None

    @property
    def scores(self) -> dict[str, int]:
        """Each player's points for this deal (the declarer's are 0), in seat order."""
        return dict(zip(self.players, self.points, strict=True))

    @property
    def items(self) -> tuple[Item, ...]:
        """The settlement's breakdown with ``who`` the players' names (none if thrown in)."""
        settlement = self.settlement
        if settlement is None:
            return ()
        names = {"chooser": self.chooser, "partner": self.partner}
        return tuple(item.to(str(names[item.who])) for item in settlement.items)


_ZERO = (0, 0, 0)


@attrs.frozen(slots=True, repr=False)
class Session(LedgerBase[Deal]):
    """A session of Need a Fourth?: three players, the dealer rotating, running totals (N6).

    ``deals`` given at construction is the agreed number of deals (None: open-ended); as an
    attribute, :attr:`deals` is the recorded deals (oldest first). With
    ``Rules(whole_rounds=True)`` (the default) a number not a multiple of 3 is refused. A
    thrown-in deal (:meth:`throw_in`) scores nothing and the next dealer deals; it is one of
    the agreed deals (N1) but not one of the deals :attr:`played`.

    >>> session = Session(("Ann", "Bob", "Cat"), deals=3)
    >>> session = session.record("3NTX", 7, chooser="Bob", partner="Ann", liars=("Bob",))
    >>> session.totals
    {'Ann': -300, 'Bob': -700, 'Cat': 0}
    >>> session = session.record("2HXX", 8, chooser="Cat", partner="Ann", redoubled_by="Ann")
    >>> session.totals  # Ann redoubled after Cat passed: Ann is the chooser
    {'Ann': 700, 'Bob': -700, 'Cat': 800}
    >>> session = session.throw_in()
    >>> session.finished, session.winner, session.played
    (True, 'Cat', 3)

    A session carried on from earlier totals (an evening's second half, a paper sheet):

    >>> later = Session(("Ann", "Bob", "Cat"), totals={"Ann": 700, "Bob": -700, "Cat": 800})
    >>> later.record("4H", 10, chooser="Bob", partner="Cat").totals
    {'Ann': 700, 'Bob': -200, 'Cat': 1300}

    Attributes:
        players: The three players in seat order.
        agreed_deals: The agreed number of deals (the ``deals`` argument), or None.
        rules: The rule options.
        first_dealer: Who deals first (the first player by default).
    """

    players: tuple[str, str, str] = attrs.field(converter=read_players)
    agreed_deals: int | None = attrs.field(default=None, alias="deals", validator=read_agreed)
    rules: Rules = attrs.field(factory=Rules, kw_only=True)
    first_dealer: str | None = attrs.field(default=None, kw_only=True)
    # The running totals before the first deal, in seat order (the ``totals`` argument).
    _start: Mapping[str, int] | tuple[int, int, int] | None = attrs.field(
        default=None, kw_only=True, alias="totals", repr=False
    )
    _history: History[Deal] = attrs.field(init=False, repr=False)
    _closed: bool = attrs.field(init=False, default=False, repr=False)
    _close_kept: bool = attrs.field(init=False, default=False, eq=False, repr=False)
    _previous: Session | None = attrs.field(init=False, default=None, eq=False, repr=False)

    def __attrs_post_init__(self) -> None:
        read_rules(self.rules, Rules)
        if self.first_dealer is None:
            object.__setattr__(self, "first_dealer", self.players[0])
        else:
            seat_of(self.players, self.first_dealer, "first_dealer")
        start = _ZERO if self._start is None else read_totals(self._start, self.players)
        # Kept read, so that sessions started from equal totals are equal however given.
        object.__setattr__(self, "_start", start)
        object.__setattr__(self, "_history", History[Deal].start(start))
        if self.agreed_deals is not None and not whole_rounds(self.agreed_deals):
            if self.rules.whole_rounds:
                raise RuleViolationError("deals", self.agreed_deals, UNEVEN)
            # stacklevel 3: past this method and attrs' __init__, to the caller's line.
            warning = UserWarning(uneven_warning(self.agreed_deals))
            warnings.warn(warning, stacklevel=3)  # pragma: no mutate (mutmut adds a frame)

    # -- state ---------------------------------------------------------------------------

    @property
    def parties(self) -> tuple[str, ...]:
        """Who scores: the three players, in seat order."""
        return self.players

    @property
    def dealer(self) -> str:
        """Who deals the next deal: the dealer rotates in seat order, every deal (N6)."""
        first = self.players.index(self.first_dealer)
        return self.players[dealer_seat(first, len(self._history.deals))]

    @property
    def finished(self) -> bool:
        """True once the agreed deals, thrown-in ones included, are dealt, or once closed.

        An open session (no agreed number) finishes only when closed.
        """
        if self._closed:
            return True
        return self.agreed_deals is not None and len(self._history.deals) >= self.agreed_deals

    @property
    def next(self) -> Next | None:
        """The next counted deal's number and its dealer, or None when finished."""
        if self.finished:
            return None
        return Next(self._history.played + 1, self.dealer)

    # -- recording -----------------------------------------------------------------------

    def _check_open(self) -> None:
        if self._closed:
            raise RuleViolationError(
                "deal", self._history.played + 1, "no deal: the session was closed, it is over"
            )
        if self.finished:
            raise RuleViolationError(
                "deal",
                len(self._history.deals) + 1,
                Text(
                    "no deal after the agreed {deals}: the session is finished",
                    deals=self.agreed_deals,
                ),
            )

    def record(
        self,
        contract: Contract | str,
        tricks: int,
        *,
        chooser: str,
        partner: str,
        redoubled_by: str | None = None,
        liars: Iterable[str] = (),
    ) -> Session:
        """Record a played deal; return the new session (this one is unchanged).

        ``chooser`` is the high bidder and ``partner`` the player they chose; the third
        player is the declarer. When the partner redoubled after the chooser passed, name
        them in ``redoubled_by`` and the roles swap for scoring (N1); without it the roles
        are scored as given. ``liars`` names the players who broke a bid requirement;
        the declarer's calls do not matter.
        """
        self._check_open()
        players = self.players
        chooser_seat = seat_of(players, chooser, "chooser")
        partner_seat = seat_of(players, partner, "partner")
        if partner_seat == chooser_seat:
            raise RuleViolationError("partner", partner, "one of the two other players")
        contract = read_contract(contract)
        if redoubled_by is not None:
            if contract.doubling is not Doubling.REDOUBLED:
                raise RuleViolationError(
                    "redoubled_by",
                    redoubled_by,
                    Allowed(
                        Text("None: {contract} is not redoubled", contract=str(contract)),
                        told=Text("nothing: {contract} is not redoubled", contract=str(contract)),
                    ),
                )
            if (
                read_redoubler(redoubled_by, players[chooser_seat], players[partner_seat])
                == players[partner_seat]
            ):
                chooser_seat, partner_seat = partner_seat, chooser_seat
        lied = read_liars(liars, players)
        liar = LIAR_BY_FLAGS[players[chooser_seat] in lied, players[partner_seat] in lied]
        settlement = settle(contract, tricks, liar=liar, rules=self.rules)
        points = [0, 0, 0]
        points[chooser_seat] = settlement.chooser
        points[partner_seat] = settlement.partner
        scores = (points[0], points[1], points[2])
        history = self._history
        deal = Deal(
            number=history.played + 1,
            dealer=self.dealer,
            contract=contract,
            tricks=settlement.tricks,
            chooser=players[chooser_seat],
            partner=players[partner_seat],
            declarer=players[3 - chooser_seat - partner_seat],
            liars=lied,
            settlement=settlement,
            points=scores,
            players=players,
        )
        return self._successor(_history=history.add(deal, scores))

    def play(self, roles: Roles, tricks: int, *, liars: Iterable[str] = ()) -> Session:
        """Record a deal from the :func:`post_auction` roles (already swapped if need be)."""
        roles = read_roles(roles, Roles)
        return self.record(
            roles.contract, tricks, chooser=roles.chooser, partner=roles.partner, liars=liars
        )

    def throw_in(self) -> Session:
        """Record a thrown-in deal (all three passed): no score, and the next dealer deals (N1).

        Unlike a passed-out deal in bridge, it is one of the session's deals: it has its
        number and counts in :attr:`played` and toward the agreed deals.
        """
        self._check_open()
        number = self._history.played + 1
        deal = Deal(
            number=number,
            dealer=self.dealer,
            contract=None,
            tricks=None,
            chooser=None,
            partner=None,
            declarer=None,
            liars=frozenset(),
            settlement=None,
            points=_ZERO,
            players=self.players,
        )
        return self._successor(_history=self._history.add(deal, _ZERO))

    def _replay(self, deal: Deal) -> Session:
        # The roles as scored (after any redouble's swap), so no redoubled_by.
        settlement = deal.settlement
        if settlement is None:
            return self.throw_in()
        return self.record(
            settlement.contract,
            settlement.tricks,
            chooser=str(deal.chooser),
            partner=str(deal.partner),
            liars=deal.liars,
        )

    def pass_out(self) -> Session:
        """:meth:`throw_in`: everyone passed, under the name the public API promises."""
        return self.throw_in()

    def close(self) -> Session:
        """End the session early: nothing more is scored, the highest total wins (N6).

        A finished session returns itself.
        """
        if self.finished:
            return self
        return self._successor(_closed=True)
