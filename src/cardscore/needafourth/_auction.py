"""Need a Fourth?'s auction and what follows it: the calls checked, the roles (N1).

An :class:`Auction` is three players' calls from the dealer, each checked against the one
before; :func:`post_auction` makes the :class:`Roles` of play and scoring from it, the choice
of partner and any double and redouble (a partner who redoubles after the chooser passed
becomes the chooser).
"""

from __future__ import annotations

import attrs

from cardscore._check import check_bool
from cardscore._frozen import fields_repr
from cardscore._text import Allowed, Text
from cardscore.bridge import Contract, Doubling
from cardscore.errors import RuleViolationError
from cardscore.needafourth._read import (
    read_auction,
    read_calls,
    read_partner,
    read_players,
    read_redoubler,
    seat_of,
)
from cardscore.needafourth._rules import Call, Pass, bid_order, dealer_seat, passes_to_end

__all__ = ["Auction", "Roles", "post_auction"]


@attrs.frozen(slots=True, repr=False)
class Auction:
    """A checked auction of three players, from the dealer (N1).

    Each bid must be higher than the last; the auction ends after two passes in a row
    following a bid; three passes with no bid throw the deal in. Errors name the call's
    position (``calls[3]``, counting from 0):

    >>> auction = Auction("1H pass 2H pass pass", players=("Ann", "Bob", "Cat"), dealer="Bob")
    >>> auction.finished, auction.chooser, auction.contract
    (True, 'Ann', Contract.parse('2H'))
    >>> Auction("pass pass pass", players=("Ann", "Bob", "Cat"), dealer="Ann").thrown_in
    True
    >>> from cardscore.errors import ScoreError
    >>> try:
    ...     Auction("1H 1C", players=("Ann", "Bob", "Cat"), dealer="Ann")
    ... except ScoreError as error:
    ...     print(error)
    calls[1]: '1C' is not allowed; expected pass or a bid higher than 1H

    Attributes:
        calls: The calls in order from the dealer (a str like ``"1H pass 2H"`` is split).
        players: The three players in seat order; each calls after the one before.
        dealer: The player who calls first.
        callers: Who made each call (derived).
    """

    calls: tuple[Call, ...] = attrs.field(converter=read_calls)
    players: tuple[str, str, str] = attrs.field(kw_only=True, converter=read_players)
    dealer: str = attrs.field(kw_only=True)
    callers: tuple[str, ...] = attrs.field(init=False, eq=False)
    _end: int | None = attrs.field(init=False, eq=False)
    _last_bid: int | None = attrs.field(init=False, eq=False)

    def __attrs_post_init__(self) -> None:
        first = seat_of(self.players, self.dealer, "dealer")
        callers = tuple(
            self.players[dealer_seat(first, index)] for index in range(len(self.calls))
        )
        object.__setattr__(self, "callers", callers)
        last_bid: int | None = None
        passes = 0
        end: int | None = None
        for index, call in enumerate(self.calls):
            field = f"calls[{index}]"
            if end is not None:
                raise RuleViolationError(
                    field,
                    str(call),
                    Allowed(
                        Text("no call: the auction ended at calls[{end}]", end=end),
                        # The player counts the calls from 1.
                        told=Text("no call: the auction ended at call {number}", number=end + 1),
                    ),
                )
            if isinstance(call, Pass):
                passes += 1
                if passes == passes_to_end(bid=last_bid is not None):
                    end = index
                continue
            if last_bid is not None:
                previous = self.calls[last_bid]
                if isinstance(previous, Contract) and bid_order(call) <= bid_order(previous):
                    raise RuleViolationError(
                        field,
                        str(call),
                        Text("pass or a bid higher than {bid}", bid=str(previous)),
                    )
            last_bid = index
            passes = 0
        object.__setattr__(self, "_end", end)
        object.__setattr__(self, "_last_bid", last_bid)

    @property
    def finished(self) -> bool:
        """True when the auction is over: two passes after a bid, or three opening passes."""
        return self._end is not None

    @property
    def thrown_in(self) -> bool:
        """True when all three passed without a bid: the next dealer deals (N1)."""
        return self._end is not None and self._last_bid is None

    @property
    def contract(self) -> Contract | None:
        """The highest bid so far (undoubled), or None before any bid."""
        if self._last_bid is None:
            return None
        bid = self.calls[self._last_bid]
        return bid if isinstance(bid, Contract) else None

    @property
    def chooser(self) -> str | None:
        """The highest bidder so far, who chooses a partner once the auction ends."""
        return None if self._last_bid is None else self.callers[self._last_bid]

    @property
    def next_player(self) -> str | None:
        """Whose call it is, or None when the auction is over."""
        if self._end is not None:
            return None
        return self.players[dealer_seat(self.players.index(self.dealer), len(self.calls))]

    def __str__(self) -> str:
        return " ".join(str(call) for call in self.calls)

    def __repr__(self) -> str:
        return f"Auction({str(self)!r}, players={self.players!r}, dealer={self.dealer!r})"


@attrs.frozen(slots=True)
class Roles:
    """The roles for play and scoring, after the choice of partner and any (re)doubles.

    Attributes:
        contract: The final contract, doubling included.
        chooser: The chooser for scoring (the partner, if they redoubled after the chooser
            passed).
        partner: The chooser's partner for scoring.
        declarer: The player not chosen: plays with the dummy and never scores.
        swapped: True when the partner's redouble made them the chooser (N1).
    """

    __repr__ = fields_repr

    contract: Contract
    chooser: str
    partner: str
    declarer: str
    swapped: bool = False


def post_auction(
    auction: Auction,
    *,
    partner: str,
    doubled: bool = False,
    redoubled_by: str | None = None,
) -> Roles:
    """The choice of partner, the declarer's double, and the chooser's or partner's redouble.

    After a double the chooser first redoubles or passes, then the partner may; a partner who
    redoubles after the chooser passed becomes the chooser (N1). ``redoubled_by`` names who
    redoubled (a player name, or ``"chooser"`` / ``"partner"``).

    >>> auction = Auction("1S 2H pass pass", players=("Ann", "Bob", "Cat"), dealer="Cat")
    >>> roles = post_auction(auction, partner="Bob", doubled=True, redoubled_by="Bob")
    >>> roles.contract, roles.chooser, roles.partner, roles.declarer, roles.swapped
    (Contract.parse('2HXX'), 'Bob', 'Ann', 'Cat', True)
    """
    auction = read_auction(auction, Auction)
    contract = auction.contract
    if not auction.finished or contract is None:
        raise RuleViolationError("auction", str(auction), "a finished auction with a bid")
    # Each bid is higher than the last, so the contract is called once: by the chooser.
    high_bidder = auction.callers[auction.calls.index(contract)]
    others = tuple(player for player in auction.players if player != high_bidder)
    partner = read_partner(partner, others)
    declarer = others[1] if partner == others[0] else others[0]
    if not check_bool("doubled", doubled):
        if redoubled_by is not None:
            raise RuleViolationError(
                "redoubled_by",
                redoubled_by,
                Allowed(Text("None: nobody doubled"), told=Text("nothing: nobody doubled")),
            )
        return Roles(contract=contract, chooser=high_bidder, partner=partner, declarer=declarer)
    redoubler = read_redoubler(redoubled_by, high_bidder, partner)
    if redoubler is None:
        return Roles(
            contract=attrs.evolve(contract, doubling=Doubling.DOUBLED),
            chooser=high_bidder,
            partner=partner,
            declarer=declarer,
        )
    redoubled = attrs.evolve(contract, doubling=Doubling.REDOUBLED)
    if redoubler == partner:
        return Roles(
            contract=redoubled,
            chooser=partner,
            partner=high_bidder,
            declarer=declarer,
            swapped=True,
        )
    return Roles(contract=redoubled, chooser=high_bidder, partner=partner, declarer=declarer)
