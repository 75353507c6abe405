"""Need a Fourth?'s bid requirements and its liars (N5), and the rule options that hold them.

A :class:`Bid` is one bid in its auction, as a requirement sees it; a :class:`Requirement`
is a bid pattern, a condition on the hand and its words (the seed's eight are
:data:`SEED_REQUIREMENTS`); :func:`check_bids` finds every bid that broke one, and
:func:`liars` who made them. :class:`Rules` holds the requirements beside the other options.
"""

from __future__ import annotations

import types
from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING, TypeAlias

import attrs

from cardscore._check import check_int, check_str
from cardscore._frozen import fields_repr
from cardscore.bridge import Contract, Strain
from cardscore.cards import Card, Suit
from cardscore.cards import hcp as _cards_hcp
from cardscore.needafourth import _words
from cardscore.needafourth._auction import Auction
from cardscore.needafourth._read import (
    read_answer,
    read_auction,
    read_bids,
    read_description,
    read_flag,
    read_hand,
    read_hands,
    read_position,
    read_redoubled_overtrick,
    read_requirements,
    read_rules,
    read_strains,
    read_test,
)
from cardscore.needafourth._rules import PASS, SEED_OPENINGS, SEED_RAISES, Call

if TYPE_CHECKING:
    from cardscore._text import Text

__all__ = [
    "SEED_REQUIREMENTS",
    "Bid",
    "BidCheck",
    "BidTest",
    "Breach",
    "Requirement",
    "Rules",
    "check_bids",
    "hcp",
    "liars",
    "opening_requirement",
    "raise_requirement",
]


def hcp(cards: str | Iterable[Card | str]) -> int:
    """Hand points (N5): ace 4, king 3, queen 2, jack 1; a card list or a PBN hand.

    >>> hcp("AS KS QH JD 2C"), hcp("AKQ32.K32.32.432")
    (10, 12)
    """
    return _cards_hcp(cards)


@attrs.frozen(slots=True, repr=False)
class Bid:
    """One bid in its auction, as a requirement sees it: what, who, when, with which hand.

    >>> auction = Auction("1H pass 3H", players=("Ann", "Bob", "Cat"), dealer="Ann")
    >>> bid = Bid.at(auction, 2, "KQ432.K32.K32.432")
    >>> bid.player, bid.is_opening, bid.raise_of, bid.hcp, bid.suit_length
    ('Cat', False, Contract.parse('1H'), 11, 3)

    Attributes:
        contract: The bid (undoubled).
        player: Who made it.
        position: Its index in the auction's calls (0 for the dealer's first call).
        before: The calls before it (the auction so far).
        callers: Who made each call of ``before``.
        hand: The bidder's 14 cards during the auction.
    """

    contract: Contract
    player: str
    position: int
    before: tuple[Call, ...]
    callers: tuple[str, ...]
    hand: tuple[Card, ...]

    @classmethod
    def at(cls, auction: Auction, position: int, hand: str | Iterable[Card | str]) -> Bid:
        """The bid at ``position`` of ``auction``, made with ``hand``."""
        auction = read_auction(auction, Auction)
        contract = read_position(position, auction.calls)
        return cls(
            contract=contract,
            player=auction.callers[position],
            position=position,
            before=auction.calls[:position],
            callers=auction.callers[:position],
            hand=read_hand(hand, "hand"),
        )

    @property
    def level(self) -> int:
        """The bid's level, 1..7."""
        return self.contract.level

    @property
    def strain(self) -> Strain:
        """The bid's strain."""
        return self.contract.strain

    @property
    def hcp(self) -> int:
        """The bidder's hand points (ace 4, king 3, queen 2, jack 1)."""
        return sum(card.rank.hcp for card in self.hand)

    def length(self, suit: Suit | Strain | str) -> int:
        """The number of cards the bidder holds in ``suit`` (0 for notrump)."""
        wanted = Strain.parse(suit).suit  # a Suit, a Strain or its name; None for notrump
        return sum(1 for card in self.hand if card.suit is wanted)

    @property
    def suit_length(self) -> int:
        """The number of cards in the bid's suit (0 for a notrump bid)."""
        return self.length(self.strain)

    @property
    def has_passed(self) -> bool:
        """True when the bidder passed earlier in this auction."""
        return any(
            call is PASS and caller == self.player
            for call, caller in zip(self.before, self.callers, strict=True)
        )

    @property
    def is_first_call(self) -> bool:
        """True when this is the bidder's first call of the auction."""
        return self.player not in self.callers

    @property
    def is_opening(self) -> bool:
        """True for an opening bid (N5): the first bid of all, and the bidder's first call."""
        return self.is_first_call and not any(isinstance(c, Contract) for c in self.before)

    @property
    def raise_of(self) -> Contract | None:
        """The other player's one-of-a-suit bid this bid raises at the first opportunity.

        That is (N5): a bid in the same suit as an earlier 1-level suit bid of another
        player, made at the bidder's first call after that bid, whatever came in between.
        None when this bid is no such raise (a notrump bid, or a bid in the bidder's own
        suit, or a bid after the bidder already called since).
        """
        if self.strain is Strain.NOTRUMP or self.level == 1:
            return None
        for index, call in enumerate(self.before):
            if isinstance(call, Contract) and call.level == 1 and call.strain is self.strain:
                if self.callers[index] == self.player:
                    return None
                if self.player in self.callers[index + 1 :]:
                    return None
                return call
        return None

    def __repr__(self) -> str:
        return f"<Bid {self.contract} by {self.player!r} at calls[{self.position}]>"


BidTest: TypeAlias = Callable[[Bid], bool]
"""A predicate on a bid in its auction (the bid, the auction so far and the hand)."""


@attrs.frozen(slots=True, repr=False)
class Requirement:
    """A bid requirement (N5): which bids it covers, what the hand needs, and the words.

    A bid breaks the requirement when ``applies(bid)`` and not ``holds(bid)``. Players may
    agree their own:

    >>> two_level = Requirement(
    ...     "a 2-level suit opening: 6+ cards in the suit",
    ...     applies=lambda bid: bid.is_opening and bid.level == 2 and bid.suit_length > 0,
    ...     holds=lambda bid: bid.suit_length >= 6,
    ... )
    >>> rules = Rules().with_requirements(two_level)
    >>> len(rules.requirements) - len(Rules().requirements)
    1

    Rules (and the sessions that hold them) pickle when every requirement's ``applies`` and
    ``holds`` do: functions defined at a module's top level or instances of such classes.
    Python's ``pickle`` cannot save a lambda or a function defined inside another, as
    ``two_level`` above; :func:`opening_requirement` and :func:`raise_requirement` build
    requirements that pickle.

    Attributes:
        description: The requirement in words, shown when a bid breaks it.
        applies: The bid pattern: True for the bids the requirement covers.
        holds: The condition on the hand: True when the bid meets the requirement.
    """

    description: str = attrs.field(validator=read_description)
    applies: BidTest = attrs.field(kw_only=True)
    holds: BidTest = attrs.field(kw_only=True)

    def __attrs_post_init__(self) -> None:
        read_test("applies", self.applies)
        read_test("holds", self.holds)

    def broken_by(self, bid: Bid) -> bool:
        """True when ``bid`` is covered by this requirement and does not meet it."""
        return self._ask(self.applies, bid) and not self._ask(self.holds, bid)

    def _ask(self, test: BidTest, bid: Bid) -> bool:
        return read_answer(test, bid, self.description)

    def __str__(self) -> str:
        return self.description

    def __repr__(self) -> str:
        return f"Requirement({self.description!r})"


@attrs.frozen(slots=True)
class _Opens:
    """A requirement's bid pattern: an opening bid among ``bids``."""

    bids: frozenset[Contract]

    def __call__(self, bid: Bid) -> bool:
        return bid.contract in self.bids and bid.is_opening


@attrs.frozen(slots=True)
class _Raises:
    """A requirement's bid pattern: a raise to ``level`` in one of ``strains`` (N5)."""

    level: int
    strains: frozenset[Strain]

    def __call__(self, bid: Bid) -> bool:
        return bid.level == self.level and bid.strain in self.strains and bid.raise_of is not None


@attrs.frozen(slots=True)
class _Holds:
    """A requirement's condition: ``cards``+ in the bid suit and ``hcp``+ hand points."""

    cards: int
    hcp: int

    def __call__(self, bid: Bid) -> bool:
        return bid.suit_length >= self.cards and bid.hcp >= self.hcp


# The requirements built here hold these small values, not lambdas, so that Rules pickles.


def opening_requirement(
    bids: Iterable[Contract | str], *, cards: int = 0, hcp: int = 0, description: str
) -> Requirement:
    """A requirement on opening ``bids``: ``cards``+ in the bid suit and ``hcp``+ points.

    >>> weak_two = opening_requirement(("2H", "2S"), cards=6, description="2H/2S: 6+ cards")
    >>> weak_two.description
    '2H/2S: 6+ cards'
    """
    covered = read_bids(bids)
    holds = _Holds(check_int("cards", cards, 0, 14), check_int("hcp", hcp, 0, 40))
    return Requirement(check_str("description", description), applies=_Opens(covered), holds=holds)


def raise_requirement(
    level: int, strains: Iterable[Strain | str], *, cards: int, hcp: int, description: str
) -> Requirement:
    """A requirement on raising another's one-of-a-suit bid to ``level`` at the first chance.

    >>> raise_requirement(2, ("H", "S"), cards=5, hcp=5, description="1→2 major").description
    '1→2 major'
    """
    to_level = check_int("level", level, 2, 7)
    suits = frozenset(Strain.parse(strain) for strain in read_strains(strains))
    holds = _Holds(check_int("cards", cards, 0, 14), check_int("hcp", hcp, 0, 40))
    return Requirement(
        check_str("description", description), applies=_Raises(to_level, suits), holds=holds
    )


# N5: the seed's requirements, their numbers from the rules and their words from _words.
SEED_REQUIREMENTS: tuple[Requirement, ...] = (
    *(
        opening_requirement(bids, cards=cards, hcp=points, description=words)
        for (bids, cards, points), words in zip(
            SEED_OPENINGS, _words.SEED_WORDS[: len(SEED_OPENINGS)], strict=True
        )
    ),
    *(
        raise_requirement(level, suits, cards=cards, hcp=points, description=words)
        for (level, suits, cards, points), words in zip(
            SEED_RAISES, _words.SEED_WORDS[len(SEED_OPENINGS) :], strict=True
        )
    ),
)
"""The seed's requirements (N5): four openings and four raises."""


def _requirements(value: Iterable[Requirement]) -> tuple[Requirement, ...]:
    return read_requirements(value, Requirement)


@attrs.frozen(slots=True)
class Rules:
    """The rule options of Need a Fourth?.

    >>> Rules().redoubled_overtrick, Rules().whole_rounds, len(Rules().requirements)
    (100, True, 8)

    Attributes:
        redoubled_overtrick: Each redoubled overtrick: 100 (the seed's reading, N3) or 200
            (bridge's doubling of doubled values).
        requirements: The bid requirements for liars (N5), the seed's by default.
        whole_rounds: Refuse (True) or only warn about (False) a session whose number of
            deals is not a multiple of 3 (N6).
    """

    __repr__ = fields_repr

    redoubled_overtrick: int = attrs.field(default=100, validator=read_redoubled_overtrick)
    requirements: tuple[Requirement, ...] = attrs.field(
        default=SEED_REQUIREMENTS, converter=_requirements
    )
    whole_rounds: bool = attrs.field(default=True, validator=read_flag)

    def with_requirements(self, *requirements: Requirement) -> Rules:
        """These rules with ``requirements`` added after the present ones."""
        return attrs.evolve(self, requirements=(*self.requirements, *requirements))


@attrs.frozen(slots=True)
class Breach:
    """One bid that broke one requirement.

    Attributes:
        player: Who made the bid.
        position: The bid's index in the calls.
        bid: The bid.
        requirement: The requirement it broke.
    """

    __repr__ = fields_repr

    player: str
    position: int
    bid: Contract
    requirement: Requirement

    def __str__(self) -> str:
        return _words.breach(self.player, self.bid, self.position, self.requirement.description)


@attrs.frozen(slots=True)
class BidCheck:
    """Which bids broke which requirement, per player (for showing at the table).

    Attributes:
        auction: The checked auction.
        breaches: Every broken requirement, in call order.
    """

    __repr__ = fields_repr

    auction: Auction
    breaches: tuple[Breach, ...]

    @property
    def liars(self) -> frozenset[str]:
        """The players who made at least one bid that broke a requirement (N5)."""
        return frozenset(breach.player for breach in self.breaches)

    @property
    def by_player(self) -> Mapping[str, tuple[Breach, ...]]:
        """Each player (in seat order) and the breaches of their bids, maybe none."""
        return types.MappingProxyType(
            {
                player: tuple(b for b in self.breaches if b.player == player)
                for player in self.auction.players
            }
        )

    @property
    def lines(self) -> tuple[Text, ...]:
        """The check in words, a line per breach or per player who broke none, in seat order.

        Each line is a :class:`~cardscore._text.Text`: :func:`cardscore.i18n.say` says it
        in another language (a requirement's own description as its words allow).
        """
        lines: list[Text] = []
        for player, breaches in self.by_player.items():
            if not breaches:
                lines.append(_words.kept(player))
            lines.extend(
                _words.broke(player, breach.bid, breach.requirement.description)
                for breach in breaches
            )
        return tuple(lines)

    def __str__(self) -> str:
        return "\n".join(self.lines)


def check_bids(
    calls: str | Iterable[Call | str],
    hands: Mapping[str, str | Iterable[Card | str]],
    *,
    dealer: str,
    rules: Rules = Rules(),
) -> BidCheck:
    """Check every bid of an auction against the requirements (N5), per player.

    ``hands`` maps each player, in seat order, to the 14 cards held during the auction.

    >>> hands = {
    ...     "Ann": "AKQ32.K32.432.432",
    ...     "Bob": "J4.QJT9854.KQJT9.-",
    ...     "Cat": "T98765.A76.A76.65",
    ... }
    >>> print(check_bids("1S pass 3S pass pass", hands, dealer="Ann"))
    Ann: no requirement broken
    Bob: no requirement broken
    Cat: 3S broke raise of one of a major to three: 5+ cards in the suit and 10+ HCP
    """
    rules = read_rules(rules, Rules)
    parsed = read_hands(hands)
    players = tuple(parsed)
    auction = Auction(calls, players=players, dealer=dealer)
    breaches: list[Breach] = []
    for position, call in enumerate(auction.calls):
        if not isinstance(call, Contract):
            continue
        player = auction.callers[position]
        bid = Bid(
            contract=call,
            player=player,
            position=position,
            before=auction.calls[:position],
            callers=auction.callers[:position],
            hand=parsed[player],
        )
        breaches.extend(
            Breach(player=player, position=position, bid=call, requirement=requirement)
            for requirement in rules.requirements
            if requirement.broken_by(bid)
        )
    return BidCheck(auction=auction, breaches=tuple(breaches))


def liars(
    calls: str | Iterable[Call | str],
    hands: Mapping[str, str | Iterable[Card | str]],
    *,
    dealer: str,
    rules: Rules = Rules(),
) -> frozenset[str]:
    """The players whose bids broke a requirement (N5); see :func:`check_bids` for which.

    >>> hands = {
    ...     "Ann": "KQ432.K32.K32.432",  # 1NT opening needs 15+ HCP: Ann has 11
    ...     "Bob": "AJ5.AQJ5.AJ5.8765",
    ...     "Cat": "T976.T9876.QT9.AK",
    ... }
    >>> liars("1NT pass pass", hands, dealer="Ann")
    frozenset({'Ann'})
    >>> liars("pass 1C pass 1NT pass pass", hands, dealer="Ann")  # a free 1NT
    frozenset()
    """
    return check_bids(calls, hands, dealer=dealer, rules=rules).liars
