"""Need a Fourth?: Larry Levy's three-player bridge (rules N1–N6).

The high bidder (the **chooser**) picks a **partner**; together they must make the contract
against the **declarer**, who plays with the dummy and never scores. Scores go by the contract
bid's category (N2), doubling bonuses (N3), undertricks (N4) and, by choice, liar penalties
for bids that broke the agreed requirements (N5):

>>> from cardscore import needafourth
>>> deal = needafourth.settle("2SX", 8)
>>> deal.chooser, deal.partner, deal.declarer
(700, 600, 0)
>>> needafourth.settle("3NTX", 7, liar="chooser").totals
{'chooser': -700, 'partner': -300, 'declarer': 0}

The auction, its requirements and the liars:

>>> hands = {
...     "Ann": "AKQ32.K32.432.432",  # 5 spades, 12 HCP: a fair 1S
...     "Bob": "J4.QJT9854.KQJT9.-",
...     "Cat": "T98765.A76.A76.65",  # 6 spades, 8 HCP: 3S over 1S needs 10+ HCP
... }
>>> needafourth.liars("1S pass 3S pass pass", hands, dealer="Ann")
frozenset({'Cat'})

A session of three players:

>>> session = needafourth.Session(("Ann", "Bob", "Cat"), deals=3)
>>> session = session.record("4H", 10, chooser="Ann", partner="Cat")
>>> session = session.throw_in()
>>> session.totals, session.dealer, session.finished
({'Ann': 500, 'Bob': 0, 'Cat': 500}, 'Cat', False)
"""

from __future__ import annotations

import enum
import types
import warnings
from collections.abc import Callable, Iterable, Mapping
from typing import NamedTuple, Self, TypeAlias

import attrs

from cardscore._check import (
    ITEMS_LIMIT,
    bounded,
    by_name,
    check_bool,
    check_int,
    check_str,
    iterated,
    name_key,
    normal_names,
    one_of,
)
from cardscore._frozen import builder, fields_repr
from cardscore._history import History, LedgerBase
from cardscore._text import Text
from cardscore.bridge import BOOK, Contract, Doubling, Strain, is_pass
from cardscore.cards import Card, Suit, parse_hand
from cardscore.cards import hcp as _cards_hcp
from cardscore.errors import ImpossibleResultError, NotationError, RuleViolationError, ScoreError
from cardscore.items import Item
from cardscore.ledger import Next

__all__ = [
    "CATEGORY_VALUES",
    "DOUBLED_PARTSCORE_BONUS",
    "GAME_LEVEL",
    "LIAR_UNDERTRICK",
    "LIAR_VALUES",
    "MAX_CALLS",
    "MAX_CALLS_TEXT",
    "MAX_CALL_LENGTH",
    "MAX_CONTRACT_LENGTH",
    "MAX_HAND_TEXT",
    "PASS",
    "SEED_REQUIREMENTS",
    "UNDERTRICK",
    "Auction",
    "Bid",
    "BidCheck",
    "Breach",
    "Call",
    "Category",
    "Deal",
    "Pass",
    "Requirement",
    "Roles",
    "Rules",
    "Session",
    "Settlement",
    "category",
    "check_bids",
    "hcp",
    "liars",
    "opening_requirement",
    "post_auction",
    "raise_requirement",
    "settle",
]

# --- The tables (N2–N5) -------------------------------------------------------------------


class Category(enum.Enum):
    """A contract's category, by the contract bid (N2), with what making it scores (N3).

    >>> Category.GAME.points, str(Category.SMALL_SLAM)
    (500, 'small slam')
    """

    # N3: a made contract scores its category, the same for chooser and partner; the
    # values replace each other (a slam is 1200, not 500 + 1200).
    PARTSCORE = ("partscore", 100)
    GAME = ("game", 500)
    SMALL_SLAM = ("small slam", 1200)
    GRAND_SLAM = ("grand slam", 2000)

    _value_: str
    points: int

    def __new__(cls, name: str, points: int) -> Self:
        """A member named ``name`` (its value) whose made contracts score ``points``."""
        member = object.__new__(cls)
        member._value_ = name
        member.points = points
        return member

    def __str__(self) -> str:
        return self._value_


# N2: the lowest game level per strain (3NT, 4H/4S, 5C/5D); 4NT and 5NT are games too.
GAME_LEVEL: Mapping[Strain, int] = types.MappingProxyType(
    {
        Strain.CLUBS: 5,
        Strain.DIAMONDS: 5,
        Strain.HEARTS: 4,
        Strain.SPADES: 4,
        Strain.NOTRUMP: 3,
    }
)
# N2: level 6 is a small slam, level 7 a grand slam, whatever the strain.
_SLAM_LEVEL = {6: Category.SMALL_SLAM, 7: Category.GRAND_SLAM}
# The categories in words: a Category's value stays the English data word (JSON, str()); a
# renderer says it with i18n.term(), from these msgids.
_CATEGORY_WORDS: Mapping[Category, Text] = {
    Category.PARTSCORE: Text("partscore"),
    Category.GAME: Text("game"),
    Category.SMALL_SLAM: Text("small slam"),
    Category.GRAND_SLAM: Text("grand slam"),
}
# The kind of the made line of each category (Item.kind): words no language changes.
_CATEGORY_KINDS: Mapping[Category, str] = {
    Category.PARTSCORE: "part_score",
    Category.GAME: "game",
    Category.SMALL_SLAM: "small_slam",
    Category.GRAND_SLAM: "grand_slam",
}
# The parties a settlement names (``Item.who``), said by i18n.term() from these msgids.
_PARTIES = (Text("chooser"), Text("partner"), Text("both"))


class _Made(NamedTuple):
    """A bid's category (N2) and the label of its made line (N3), e.g. "game (4H)"."""

    category: Category
    label: Text


# N2: each bid's category, by strain and level (index level - 1). The label names the bid
# without its doubling: the category is the bid's.
_MADE: Mapping[Strain, tuple[_Made, ...]] = {
    strain: tuple(
        _Made(
            kind,
            Text(
                "{category} ({bid})", category=_CATEGORY_WORDS[kind], bid=f"{level}{strain.value}"
            ),
        )
        for level, kind in enumerate(
            (
                _SLAM_LEVEL.get(level)
                or (Category.GAME if level >= GAME_LEVEL[strain] else Category.PARTSCORE)
                for level in range(1, 8)
            ),
            start=1,
        )
    )
    for strain in Strain
}

CATEGORY_VALUES: Mapping[Category, int] = types.MappingProxyType(
    {kind: kind.points for kind in Category}
)
"""N3: what a made contract scores per category, for chooser and partner alike."""
# N3: the doubled or (instead, never both) redoubled bonus: (chooser, partner).
_DOUBLING_BONUS = {Doubling.DOUBLED: (300, 200), Doubling.REDOUBLED: (600, 400)}
DOUBLED_PARTSCORE_BONUS = 300
"""N3: chooser and partner each, for a doubled **or redoubled** partscore made."""
# N3: each overtrick, chooser and partner alike; a redoubled one is Rules.redoubled_overtrick.
_OVERTRICK = {Doubling.UNDOUBLED: 50, Doubling.DOUBLED: 100}
_REDOUBLED_OVERTRICKS = (100, 200)
# N4: each undertrick: (chooser, partner), as a loss.
UNDERTRICK: Mapping[Doubling, tuple[int, int]] = types.MappingProxyType(
    {
        Doubling.UNDOUBLED: (100, 100),
        Doubling.DOUBLED: (250, 150),
        Doubling.REDOUBLED: (500, 300),
    }
)
# N5: each undertrick when exactly one of chooser and partner lied: the liar's loss; the
# liar's partner pays N4's partner column whatever their role.
LIAR_UNDERTRICK: Mapping[Doubling, int] = types.MappingProxyType(
    {Doubling.UNDOUBLED: 150, Doubling.DOUBLED: 350, Doubling.REDOUBLED: 600}
)


_Label: TypeAlias = Callable[[int, int], Text]
"""A breakdown line's label from its count and its value each: ``overtricks (2 × 50)``."""

# The labels of N3-N4, by doubling: each a whole phrase, so that a language can say the
# doubling where it puts it.
_OVERTRICK_LABELS: Mapping[Doubling, _Label] = {
    Doubling.UNDOUBLED: lambda count, each: Text(
        "overtricks ({count} × {each})", count=count, each=each
    ),
    Doubling.DOUBLED: lambda count, each: Text(
        "overtricks ({count} × {each}, doubled)", count=count, each=each
    ),
    Doubling.REDOUBLED: lambda count, each: Text(
        "overtricks ({count} × {each}, redoubled)", count=count, each=each
    ),
}
# N4-N5: (anyone's, the liar's, the liar's partner's) undertricks.
_UNDERTRICK_LABELS: Mapping[Doubling, tuple[_Label, _Label, _Label]] = {
    Doubling.UNDOUBLED: (
        lambda count, each: Text("undertricks ({count} × {each})", count=count, each=each),
        lambda count, each: Text("undertricks, liar ({count} × {each})", count=count, each=each),
        lambda count, each: Text(
            "undertricks, liar's partner ({count} × {each})", count=count, each=each
        ),
    ),
    Doubling.DOUBLED: (
        lambda count, each: Text(
            "undertricks ({count} × {each}, doubled)", count=count, each=each
        ),
        lambda count, each: Text(
            "undertricks, liar ({count} × {each}, doubled)", count=count, each=each
        ),
        lambda count, each: Text(
            "undertricks, liar's partner ({count} × {each}, doubled)", count=count, each=each
        ),
    ),
    Doubling.REDOUBLED: (
        lambda count, each: Text(
            "undertricks ({count} × {each}, redoubled)", count=count, each=each
        ),
        lambda count, each: Text(
            "undertricks, liar ({count} × {each}, redoubled)", count=count, each=each
        ),
        lambda count, each: Text(
            "undertricks, liar's partner ({count} × {each}, redoubled)", count=count, each=each
        ),
    ),
}
# N3: the doubled or redoubled bonus's label, and the partscore bonus's on top.
_BONUS_LABELS = {
    Doubling.DOUBLED: (Text("doubled bonus"), Text("doubled partscore bonus")),
    Doubling.REDOUBLED: (Text("redoubled bonus"), Text("redoubled partscore bonus")),
}


class _Bonus(NamedTuple):
    """N3's doubled or redoubled bonus, with the labels of its lines."""

    label: Text
    chooser: int
    partner: int
    partscore_label: Text  # the doubled partscore bonus on top, for a partscore


class _Terms(NamedTuple):
    """N3-N5 for one doubling, gathered so that settling looks the doubling up once."""

    bonus: _Bonus | None  # N3; None when undoubled
    overtrick: int | None  # N3: each; None when redoubled (Rules.redoubled_overtrick)
    overtrick_label: _Label
    undertrick: tuple[int, int]  # N4: (chooser, partner)
    liar: int  # N5: the liar's, each undertrick
    undertrick_labels: tuple[_Label, _Label, _Label]  # anyone's, the liar's, the liar's partner's


_TERMS: Mapping[Doubling, _Terms] = {
    doubling: _Terms(
        _Bonus(_BONUS_LABELS[doubling][0], *_DOUBLING_BONUS[doubling], _BONUS_LABELS[doubling][1])
        if doubling in _DOUBLING_BONUS
        else None,
        _OVERTRICK.get(doubling),
        _OVERTRICK_LABELS[doubling],
        UNDERTRICK[doubling],
        LIAR_UNDERTRICK[doubling],
        _UNDERTRICK_LABELS[doubling],
    )
    for doubling in Doubling
}


LIAR_VALUES = (None, "chooser", "partner", "both")
"""The values of ``settle``'s ``liar``: who of chooser and partner lied (N5)."""


MAX_CONTRACT_LENGTH = 16
"""The longest text accepted for a contract (``" 3NTXX "``): longer is refused unread."""


def _contract(value: Contract | str) -> Contract:
    if type(value) is Contract:  # pragma: no mutate (fast path: Contract.parse keeps it)
        return value
    if isinstance(value, str) and len(value) > MAX_CONTRACT_LENGTH:
        raise NotationError(
            "contract",
            value,
            Text("a contract like '4SX', at most {limit} characters", limit=MAX_CONTRACT_LENGTH),
        )
    return Contract.parse(value)


def category(contract: Contract | str) -> Category:
    """The category of a contract by its bid (N2): doubling does not make a game here.

    >>> str(category("4NT")), str(category("2SX")), str(category("6C"))
    ('game', 'partscore', 'small slam')
    """
    contract = _contract(contract)
    return _MADE[contract.strain][contract.level - 1].category


def hcp(cards: str | Iterable[Card | str]) -> int:
    """Hand points (N5): ace 4, king 3, queen 2, jack 1; a card list or a PBN hand.

    >>> hcp("AS KS QH JD 2C"), hcp("AKQ32.K32.32.432")
    (10, 12)
    """
    return _cards_hcp(cards)


# --- The auction (N1) ---------------------------------------------------------------------


class Pass(enum.Enum):
    """A pass in the auction; :data:`PASS` is its only value."""

    PASS = "pass"

    def __str__(self) -> str:
        return self.value


PASS = Pass.PASS
"""The pass call."""

Call: TypeAlias = Contract | Pass
"""A call of the auction: a bid (an undoubled contract) or :data:`PASS`."""

_CALL_ALLOWED = Text("'pass' or a bid from 1C to 7NT ('1H', '3NT')")
_PLAYERS_ALLOWED = Text("three different non-empty player names")


# Input bounds, checked before any parsing so that no text costs more than its length.
# N1: at most 2 passes before the first bid, 1 between two bids (a second ends the
# auction) and 2 after the last: 2 + 35 + 34 + 2 = 73 calls in the longest auction.
MAX_CALLS = 73
"""The most calls an auction can have (N1): longer input is refused before parsing."""
MAX_CALL_LENGTH = 16
"""The longest text accepted for one call (``"passed"``, ``" 3NT "``)."""
MAX_CALLS_TEXT = 1000
"""The longest text accepted for a whole auction (``"1H pass 2H pass pass"``)."""
MAX_HAND_TEXT = 100
"""The longest text accepted for one hand (``"AKQ32.K32.432.432"`` or a list of cards)."""


def _parse_call(value: object, field: str) -> Call:
    if type(value) is Pass:
        return value
    if type(value) is Contract:
        if value.doubling is not Doubling.UNDOUBLED:
            raise NotationError(
                field,
                str(value),
                Text("'pass' or a bid from 1C to 7NT ('1H', '3NT'); doubles come after"),
            )
        return value
    if not isinstance(value, str):
        raise ScoreError(field, value, _CALL_ALLOWED)
    if len(value) > MAX_CALL_LENGTH:
        raise NotationError(
            field,
            value,
            Text(
                "'pass' or a bid from 1C to 7NT ('1H', '3NT'), at most {limit} characters",
                limit=MAX_CALL_LENGTH,
            ),
        )
    if is_pass(value):
        return PASS
    try:
        contract = Contract.parse(value)
    except ScoreError:
        raise NotationError(field, value, _CALL_ALLOWED) from None
    if contract.doubling is not Doubling.UNDOUBLED:
        raise NotationError(
            field,
            value,
            Text("'pass' or a bid from 1C to 7NT ('1H', '3NT'); doubles come after the auction"),
        )
    return contract


def _parse_calls(typed: str | Iterable[Call | str]) -> tuple[Call, ...]:
    calls: object = typed  # typed for mypy; checked here as anything a program may pass
    if isinstance(calls, str):
        if len(calls) > MAX_CALLS_TEXT:
            raise NotationError(
                "calls",
                calls,
                Text("an auction of at most {limit} characters", limit=MAX_CALLS_TEXT),
            )
        parts: Iterable[object] = calls.replace(",", " ").split()
    elif isinstance(calls, Iterable) and not isinstance(calls, Mapping):
        parts = iterated("calls", calls, "a str of calls or a sequence of calls")
    else:
        raise ScoreError("calls", calls, "a str of calls or a sequence of calls")
    parsed: list[Call] = []
    for index, call in enumerate(parts):
        if index == MAX_CALLS:
            raise RuleViolationError(
                f"calls[{index}]",
                call,
                Text("at most {count} calls: no auction is longer", count=MAX_CALLS),
            )
        parsed.append(_parse_call(call, f"calls[{index}]"))
    return tuple(parsed)


def _hand(value: str | Iterable[Card | str], field: str) -> tuple[Card, ...]:
    if isinstance(value, str) and len(value) > MAX_HAND_TEXT:
        raise NotationError(
            field, value, Text("a hand of at most {limit} characters", limit=MAX_HAND_TEXT)
        )
    return parse_hand(value, field=field)


def _players(value: Iterable[str], field: str = "players") -> tuple[str, str, str]:
    given = bounded(field, value, 3, _PLAYERS_ALLOWED)
    if len(given) != 3:
        raise ScoreError(field, value, _PLAYERS_ALLOWED)
    first, second, third = normal_names(
        field, given, _PLAYERS_ALLOWED, error=ScoreError, whole=value
    )
    return (first, second, third)


def _seat_of(players: tuple[str, str, str], name: object, field: str) -> int:
    name = name_key(name)
    if not isinstance(name, str) or name not in players:
        raise ScoreError(field, name, _one_of(players))
    return players.index(name)


def _one_of(names: Iterable[str]) -> Text:
    """What a player-name field allows: ``one of 'Ann', 'Bob', 'Cat'``."""
    return Text("one of {names}", names=", ".join(map(repr, names)))


def _bid_order(contract: Contract) -> int:
    return contract.level * 5 + contract.strain.order  # pragma: no mutate - 6 ranks the same too


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

    calls: tuple[Call, ...] = attrs.field(converter=_parse_calls)
    players: tuple[str, str, str] = attrs.field(kw_only=True, converter=_players)
    dealer: str = attrs.field(kw_only=True)
    callers: tuple[str, ...] = attrs.field(init=False, eq=False)
    _end: int | None = attrs.field(init=False, eq=False)
    _last_bid: int | None = attrs.field(init=False, eq=False)

    def __attrs_post_init__(self) -> None:
        first = _seat_of(self.players, self.dealer, "dealer")
        callers = tuple(self.players[(first + index) % 3] for index in range(len(self.calls)))
        object.__setattr__(self, "callers", callers)
        last_bid: int | None = None
        passes = 0
        end: int | None = None
        for index, call in enumerate(self.calls):
            field = f"calls[{index}]"
            if end is not None:
                raise RuleViolationError(
                    field, str(call), Text("no call: the auction ended at calls[{end}]", end=end)
                )
            if isinstance(call, Pass):
                passes += 1
                if passes == (2 if last_bid is not None else 3):
                    end = index
                continue
            if last_bid is not None:
                previous = self.calls[last_bid]
                if isinstance(previous, Contract) and _bid_order(call) <= _bid_order(previous):
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
        return self.players[(self.players.index(self.dealer) + len(self.calls)) % 3]

    def __str__(self) -> str:
        return " ".join(str(call) for call in self.calls)

    def __repr__(self) -> str:
        return f"Auction({str(self)!r}, players={self.players!r}, dealer={self.dealer!r})"


# --- Bid requirements (N5) ----------------------------------------------------------------


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
        if type(auction) is not Auction:
            raise ScoreError("auction", auction, "an Auction")
        check_int("position", position, 0, max(len(auction.calls) - 1, 0))
        contract = auction.calls[position] if auction.calls else PASS
        if not isinstance(contract, Contract):
            raise ScoreError("position", position, "the position of a bid, not of a pass")
        return cls(
            contract,
            auction.callers[position],
            position,
            auction.calls[:position],
            auction.callers[:position],
            _hand(hand, "hand"),
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

    description: str = attrs.field(validator=lambda _s, _a, v: check_str("description", v))
    applies: BidTest = attrs.field(kw_only=True)
    holds: BidTest = attrs.field(kw_only=True)

    def __attrs_post_init__(self) -> None:
        for name in ("applies", "holds"):
            if not callable(getattr(self, name)):
                raise ScoreError(name, getattr(self, name), "a function of a Bid returning a bool")

    def broken_by(self, bid: Bid) -> bool:
        """True when ``bid`` is covered by this requirement and does not meet it."""
        return self._ask(self.applies, bid) and not self._ask(self.holds, bid)

    def _ask(self, test: BidTest, bid: Bid) -> bool:
        try:
            answer = test(bid)
        except ScoreError:
            raise
        except Exception as error:  # a user's predicate must not leak its errors
            raise ScoreError(
                "requirements",
                self.description,
                Text(
                    "predicates that return a bool (it raised {error_type}: {error})",
                    error_type=type(error).__name__,
                    error=str(error),
                ),
            ) from error
        if not isinstance(answer, bool):
            raise ScoreError("requirements", self.description, "predicates that return a bool")
        return answer

    def __str__(self) -> str:
        return self.description

    def __repr__(self) -> str:
        return f"Requirement({self.description!r})"


def _bids(bids: Iterable[Contract | str], field: str = "bids") -> frozenset[Contract]:
    listed = bounded(field, bids, _BIDS_LIMIT, Text("a sequence of bids like ('1C', '1D')"))
    return frozenset(_require_bid(bid, field) for bid in listed)


_BIDS_LIMIT = 64  # 35 bids, each maybe written twice


def _require_bid(bid: object, field: str) -> Contract:
    call = _parse_call(bid, field)
    if not isinstance(call, Contract):
        raise NotationError(field, bid, "a bid from 1C to 7NT")
    return call


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
    covered = _bids(bids)
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
    listed = bounded("strains", strains, _BIDS_LIMIT, Text("a sequence of suits like ('C', 'D')"))
    suits = frozenset(Strain.parse(strain) for strain in listed)
    holds = _Holds(check_int("cards", cards, 0, 14), check_int("hcp", hcp, 0, 40))
    return Requirement(
        check_str("description", description), applies=_Raises(to_level, suits), holds=holds
    )


_MINORS = (Strain.CLUBS, Strain.DIAMONDS)
_MAJORS = (Strain.HEARTS, Strain.SPADES)

# N5: the seed's requirements. Openings: (bids, cards in the bid suit, HCP, description).
_SEED_OPENINGS = (
    (("1C", "1D"), 4, 10, Text("one of a minor opening: 4+ cards in the suit and 10+ HCP")),
    (("1H", "1S"), 5, 10, Text("one of a major opening: 5+ cards in the suit and 10+ HCP")),
    (("1NT",), 0, 15, Text("1NT opening: 15+ HCP")),
    (("2NT",), 0, 20, Text("2NT opening: 20+ HCP")),
)
# N5: raises of another's one-of-a-suit at the first chance: (level, suits, cards, HCP, words).
_SEED_RAISES = (
    (2, _MINORS, 4, 5, Text("raise of one of a minor to two: 4+ cards in the suit and 5+ HCP")),
    (2, _MAJORS, 5, 5, Text("raise of one of a major to two: 5+ cards in the suit and 5+ HCP")),
    (
        3,
        _MINORS,
        4,
        10,
        Text("raise of one of a minor to three: 4+ cards in the suit and 10+ HCP"),
    ),
    (
        3,
        _MAJORS,
        5,
        10,
        Text("raise of one of a major to three: 5+ cards in the suit and 10+ HCP"),
    ),
)

SEED_REQUIREMENTS: tuple[Requirement, ...] = (
    *(
        opening_requirement(bids, cards=cards, hcp=points, description=words)
        for bids, cards, points, words in _SEED_OPENINGS
    ),
    *(
        raise_requirement(level, suits, cards=cards, hcp=points, description=words)
        for level, suits, cards, points, words in _SEED_RAISES
    ),
)
"""The seed's requirements (N5): four openings and four raises."""


def _requirements(value: Iterable[Requirement]) -> tuple[Requirement, ...]:
    # bounded() refuses a str and a non-iterable (a lone Requirement) in the same words.
    given = bounded("requirements", value, ITEMS_LIMIT, Text("a sequence of Requirement"))
    result = []
    for item in given:
        if not isinstance(item, Requirement):
            raise ScoreError("requirements", item, "a Requirement")
        result.append(item)
    return tuple(result)


def _redoubled_overtrick(_instance: object, _attribute: object, value: object) -> None:
    # An int only: comparing a Decimal NaN (say) with 100 would raise its own error.
    if type(value) is not int:
        raise ScoreError("redoubled_overtrick", value, "one of 100, 200 (an int)")
    one_of("redoubled_overtrick", value, _REDOUBLED_OVERTRICKS)


def _flag(_instance: object, attribute: attrs.Attribute[bool], value: object) -> None:
    check_bool(attribute.name, value)


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

    redoubled_overtrick: int = attrs.field(default=100, validator=_redoubled_overtrick)
    requirements: tuple[Requirement, ...] = attrs.field(
        default=SEED_REQUIREMENTS, converter=_requirements
    )
    whole_rounds: bool = attrs.field(default=True, validator=_flag)

    def with_requirements(self, *requirements: Requirement) -> Rules:
        """These rules with ``requirements`` added after the present ones."""
        return attrs.evolve(self, requirements=(*self.requirements, *requirements))


# --- Liars (N5) ---------------------------------------------------------------------------


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
        return Text(
            "{player}: {bid} (calls[{position}]) broke {requirement}",
            player=self.player,
            bid=str(self.bid),
            position=self.position,
            requirement=self.requirement.description,
        )


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
                lines.append(Text("{player}: no requirement broken", player=player))
            lines.extend(
                Text(
                    "{player}: {bid} broke {requirement}",
                    player=player,
                    bid=str(breach.bid),
                    requirement=breach.requirement.description,
                )
                for breach in breaches
            )
        return tuple(lines)

    def __str__(self) -> str:
        return "\n".join(self.lines)


def _hands(hands: object) -> dict[str, tuple[Card, ...]]:
    if not isinstance(hands, Mapping):
        raise ScoreError("hands", hands, "a mapping of the three players to their 14 cards")
    players = _players(tuple(hands), "hands")
    parsed: dict[str, tuple[Card, ...]] = {}
    seen: set[Card] = set()
    for player in players:
        field = f"hands[{player!r}]"
        hand = _hand(hands[player], field)
        if len(hand) != 14:
            raise ImpossibleResultError(field, len(hand), "14 cards")
        for card in hand:
            if card in seen:
                raise ImpossibleResultError(field, str(card), "each card in one hand only")
            seen.add(card)
        parsed[player] = hand
    return parsed


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
    if type(rules) is not Rules:
        raise ScoreError("rules", rules, "a needafourth.Rules")
    parsed = _hands(hands)
    players = tuple(parsed)
    auction = Auction(calls, players=players, dealer=dealer)
    breaches: list[Breach] = []
    for position, call in enumerate(auction.calls):
        if not isinstance(call, Contract):
            continue
        player = auction.callers[position]
        bid = Bid(
            call,
            player,
            position,
            auction.calls[:position],
            auction.callers[:position],
            parsed[player],
        )
        breaches.extend(
            Breach(player, position, call, requirement)
            for requirement in rules.requirements
            if requirement.broken_by(bid)
        )
    return BidCheck(auction, tuple(breaches))


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


# --- After the auction (N1) ---------------------------------------------------------------


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
    if type(auction) is not Auction:
        raise ScoreError("auction", auction, "an Auction")
    high_bidder = auction.chooser
    contract = auction.contract
    # The chooser and the contract are None together (before any bid): testing both is for
    # the type checker, and "or" or "and" between them is the same.
    if not auction.finished or high_bidder is None or contract is None:  # pragma: no mutate
        raise RuleViolationError("auction", str(auction), "a finished auction with a bid")
    others = tuple(player for player in auction.players if player != high_bidder)
    if partner not in others:
        raise ScoreError("partner", partner, _one_of(others))
    declarer = others[1] if partner == others[0] else others[0]
    if not check_bool("doubled", doubled):
        if redoubled_by is not None:
            raise RuleViolationError("redoubled_by", redoubled_by, "None: nobody doubled")
        return Roles(contract, high_bidder, partner, declarer)
    redoubler = _redoubler(redoubled_by, high_bidder, partner)
    if redoubler is None:
        return Roles(
            attrs.evolve(contract, doubling=Doubling.DOUBLED), high_bidder, partner, declarer
        )
    redoubled = attrs.evolve(contract, doubling=Doubling.REDOUBLED)
    if redoubler == partner:
        return Roles(redoubled, partner, high_bidder, declarer, swapped=True)
    return Roles(redoubled, high_bidder, partner, declarer)


def _redoubler(value: object, chooser: str, partner: str) -> str | None:
    if value is None:
        return None
    if value in (chooser, partner) and isinstance(value, str):
        return value
    if value == "chooser":
        return chooser
    if value == "partner":
        return partner
    raise ScoreError(
        "redoubled_by",
        value,
        Text(
            "None, {chooser!r}, {partner!r}, 'chooser' or 'partner'",
            chooser=chooser,
            partner=partner,
        ),
    )


# --- Settlement (N2–N5) -------------------------------------------------------------------

_LIAR_ALLOWED = Text("None, 'chooser', 'partner' or 'both'")
_LIAR_CODES = frozenset(("chooser", "partner", "both"))
_ROLES = ("chooser", "partner")


def _check_liar(value: object) -> str | None:
    if value is not None and (type(value) is not str or value not in _LIAR_CODES):
        raise ScoreError("liar", value, _LIAR_ALLOWED)
    return value


def _is_contract(_instance: object, _attribute: object, value: Contract) -> None:
    if not isinstance(value, Contract):
        raise ScoreError("contract", value, "a bridge.Contract (settle() parses notation)")


def _is_tricks(_instance: object, _attribute: object, value: int) -> None:
    check_int("tricks", value, 0, 13)


def _is_liar(_instance: object, _attribute: object, value: str | None) -> None:
    _check_liar(value)


def _is_points(_instance: object, attribute: attrs.Attribute[int], value: int) -> None:
    if type(value) is not int:
        raise ScoreError(attribute.name, value, "an int")


_Line: TypeAlias = tuple[str, str, int]
"""One line of a breakdown as data: (label, role, points), what an Item holds."""


def _is_breakdown(_instance: object, _attribute: object, value: object) -> None:
    if type(value) is tuple:
        for line in value:
            if not isinstance(line, tuple) or len(line) != 3:
                break
            label, role, points = line
            if not isinstance(label, str) or role not in _ROLES or type(points) is not int:
                break
        else:
            return
    raise ScoreError("items", value, "a tuple of Item(label, 'chooser' or 'partner', points)")


@attrs.frozen(slots=True)
class Settlement:
    """The scores of one played deal, per role, and their breakdown (N3–N5).

    :func:`settle` builds it, with the breakdown and the two scores from the same lines;
    built by hand, it checks each field's type and range (not that the items add up). The
    breakdown is kept as plain (label, role, points) lines and handed out as
    :class:`~cardscore.items.Item` values when ``items`` is read, so that settling many
    deals (simulations, long sessions) makes no objects nobody reads.

    Attributes:
        contract: The contract played, doubling included.
        tricks: Tricks taken by chooser and partner, 0..13.
        liar: Who of chooser and partner lied: None, ``"chooser"``, ``"partner"``, ``"both"``.
        chooser: The chooser's score.
        partner: The partner's score.
        items: The itemised breakdown (``who`` is ``"chooser"`` or ``"partner"``).
    """

    __repr__ = fields_repr

    contract: Contract = attrs.field(validator=_is_contract)
    tricks: int = attrs.field(validator=_is_tricks)
    liar: str | None = attrs.field(validator=_is_liar)
    chooser: int = attrs.field(validator=_is_points)
    partner: int = attrs.field(validator=_is_points)
    _lines: tuple[_Line, ...] = attrs.field(alias="items", validator=_is_breakdown, repr=False)

    @property
    def items(self) -> tuple[Item, ...]:
        """The itemised breakdown (``who`` is ``"chooser"`` or ``"partner"``)."""
        # settle's lines are the Items of its tables, made once; a hand-built one's may be
        # plain tuples.
        return tuple(line if isinstance(line, Item) else Item(*line) for line in self._lines)

    @property
    def made(self) -> bool:
        """True when chooser and partner took at least 6 + level tricks."""
        return self.tricks >= BOOK + self.contract.level

    @property
    def declarer(self) -> int:
        """The declarer's score: always 0 (N1)."""
        return 0

    @property
    def category(self) -> Category:
        """The contract's category, by the bid (N2)."""
        return _MADE[self.contract.strain][self.contract.level - 1].category

    @property
    def totals(self) -> dict[str, int]:
        """Points per role: ``{"chooser": ..., "partner": ..., "declarer": 0}``."""
        return {"chooser": self.chooser, "partner": self.partner, "declarer": 0}


# settle's results, from values it has checked: the fields as they are, no validators.
_build_settlement = builder(Settlement)

_Scored: TypeAlias = tuple[int, int, tuple[_Line, ...]]
"""(chooser's points, partner's points, the lines that make them up)."""


def _scored(*lines: tuple[str, int, int, str]) -> _Scored:
    # N3-N5: each line (label, chooser's points, partner's points, kind) once for each
    # role, as the Items settle hands out; each score is the sum of its lines.
    paired: list[_Line] = []
    for label, chooser, partner, kind in lines:
        paired += (Item(label, "chooser", chooser, kind), Item(label, "partner", partner, kind))
    return (sum(line[1] for line in lines), sum(line[2] for line in lines), tuple(paired))


def _down(terms: _Terms, liar: str | None, down: int) -> _Scored:
    # N4: each undertrick, by role; N5: exactly one liar pays the liar's rate and the
    # other N4's partner column whatever their role (no liar, or both: N4 unchanged).
    anyones, liars, liars_partners = terms.undertrick_labels
    chooser_each, partner_each = terms.undertrick
    chooser_label = partner_label = anyones
    if liar == "chooser":
        chooser_each = terms.liar
        chooser_label, partner_label = liars, liars_partners
    elif liar == "partner":
        chooser_each, partner_each = partner_each, terms.liar
        chooser_label, partner_label = liars_partners, liars
    return (
        -down * chooser_each,
        -down * partner_each,
        (
            Item(
                chooser_label(down, chooser_each), "chooser", -down * chooser_each, "undertricks"
            ),
            Item(
                partner_label(down, partner_each), "partner", -down * partner_each, "undertricks"
            ),
        ),
    )


def _made_exactly(terms: _Terms, kind: Category, label: Text) -> _Scored:
    # N3: the category's points, then the doubled or redoubled bonus, then (a partscore
    # only) the doubled partscore bonus on top.
    lines = [(label, kind.points, kind.points, _CATEGORY_KINDS[kind])]
    bonus = terms.bonus
    if bonus is not None:
        lines.append((bonus.label, bonus.chooser, bonus.partner, "doubling_bonus"))
        if kind is Category.PARTSCORE:
            each = DOUBLED_PARTSCORE_BONUS
            lines.append((bonus.partscore_label, each, each, "doubled_part_score"))
    return _scored(*lines)


def _overtricks(label: _Label, each: int) -> tuple[_Scored, ...]:
    # N3: 0 to 6 overtricks at ``each``, the same for chooser and partner.
    return (
        (0, 0, ()),
        *(
            _scored((label(over, each), over * each, over * each, "overtricks"))
            for over in range(1, 7)
        ),
    )


# The results of N3-N5, line by line, made once from the rules above. By doubling, then:
# who lied and tricks down (0..13); strain and level - 1; Rules.redoubled_overtrick (what a
# redoubled overtrick scores; the others score the same under either) and the number of
# overtricks (0..6).
_DOWNS: Mapping[Doubling, Mapping[str | None, tuple[_Scored, ...]]] = {
    doubling: {liar: tuple(_down(terms, liar, down) for down in range(14)) for liar in LIAR_VALUES}
    for doubling, terms in _TERMS.items()
}
_MADE_EXACTLY: Mapping[Doubling, Mapping[Strain, tuple[_Scored, ...]]] = {
    doubling: {
        strain: tuple(_made_exactly(terms, kind, label) for kind, label in made)
        for strain, made in _MADE.items()
    }
    for doubling, terms in _TERMS.items()
}
_OVERTRICKS: Mapping[Doubling, Mapping[int, tuple[_Scored, ...]]] = {
    doubling: {
        option: _overtricks(terms.overtrick_label, terms.overtrick or option)
        for option in _REDOUBLED_OVERTRICKS
    }
    for doubling, terms in _TERMS.items()
}


def _settle(
    contract: Contract, tricks: int, liar: str | None, redoubled_overtrick: int
) -> Settlement:
    """N3–N5 on checked values: the two scores and their lines, read from the tables."""
    doubling = contract.doubling
    down = BOOK + contract.level - tricks
    if down > 0:
        chooser, partner, lines = _DOWNS[doubling][liar][down]
        return _build_settlement(contract, tricks, liar, chooser, partner, lines)
    chooser, partner, lines = _MADE_EXACTLY[doubling][contract.strain][contract.level - 1]
    if down:
        points, _, over = _OVERTRICKS[doubling][redoubled_overtrick][-down]
        return _build_settlement(
            contract, tricks, liar, chooser + points, partner + points, lines + over
        )
    return _build_settlement(contract, tricks, liar, chooser, partner, lines)


def settle(
    contract: Contract | str,
    tricks: int,
    *,
    liar: str | None = None,
    rules: Rules = Rules(),
) -> Settlement:
    """Score one deal for the chooser and the partner; the declarer scores 0 (N2–N5).

    ``tricks`` are those taken by chooser and partner; the roles are the final ones (after a
    partner's redouble swapped them). ``liar`` says who of them broke a bid requirement.

    >>> settle("3NTXX", 10).totals
    {'chooser': 1200, 'partner': 1000, 'declarer': 0}
    >>> for item in settle("5CXX", 8).items:
    ...     print(item)
    undertricks (3 × 500, redoubled): chooser -1500
    undertricks (3 × 300, redoubled): partner -900
    >>> settle("3NTX", 7, liar="partner").totals
    {'chooser': -300, 'partner': -700, 'declarer': 0}
    """
    contract = _contract(contract)
    tricks = check_int("tricks", tricks, 0, 13)
    liar = _check_liar(liar)
    if type(rules) is not Rules:
        raise ScoreError("rules", rules, "a needafourth.Rules")
    return _settle(contract, tricks, liar, rules.redoubled_overtrick)


# --- The session (N6) ---------------------------------------------------------------------


@attrs.frozen(slots=True)
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
        chooser, partner, settlement = self.chooser, self.partner, self.settlement
        # The three are None together (a thrown-in deal): "and" for "or" is the same.
        if chooser is None or partner is None or settlement is None:  # pragma: no mutate
            return ()
        names = {"chooser": chooser, "partner": partner}
        return tuple(item.to(names[item.who]) for item in settlement.items)


def _agreed(_instance: object, _attribute: object, value: int | None) -> None:
    if value is not None:
        check_int("deals", value, 1, 1_000_000_000)


def _names(value: object, players: tuple[str, str, str]) -> frozenset[str]:
    if isinstance(value, str):
        value = (value,)
    names = bounded("liars", value, _BIDS_LIMIT, Text("a sequence of player names"))
    return frozenset(players[_seat_of(players, name, "liars")] for name in names)


def _start_totals(value: object, players: tuple[str, str, str]) -> tuple[int, int, int]:
    allowed = Text("a mapping of each of {names} to an int", names=", ".join(map(repr, players)))
    if not isinstance(value, Mapping):
        raise ScoreError("totals", value, allowed)
    named = by_name("totals", value, allowed)  # " Ann" is Ann, as the players are read
    unknown = [name for name in named if name not in players]
    if unknown or len(named) != len(players):
        shown = unknown[0] if unknown else min(set(players) - set(named))
        raise ScoreError("totals", shown, allowed)
    bound = 10**15
    first, second, third = (
        check_int(f"totals[{name!r}]", named[name], -bound, bound) for name in players
    )
    return (first, second, third)


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

    players: tuple[str, str, str] = attrs.field(converter=_players)
    agreed_deals: int | None = attrs.field(default=None, alias="deals", validator=_agreed)
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
        if type(self.rules) is not Rules:
            raise ScoreError("rules", self.rules, "a needafourth.Rules")
        if self.first_dealer is None:
            object.__setattr__(self, "first_dealer", self.players[0])
        else:
            _seat_of(self.players, self.first_dealer, "first_dealer")
        start = _ZERO if self._start is None else _start_totals(self._start, self.players)
        object.__setattr__(self, "_start", start)  # pragma: no mutate (never read again)
        object.__setattr__(self, "_history", History[Deal].start(start))
        if self.agreed_deals is not None and self.agreed_deals % 3:
            message = Text("a multiple of 3, so that everyone deals equally often")
            if self.rules.whole_rounds:
                raise RuleViolationError("deals", self.agreed_deals, message)
            # stacklevel 3: past this method and attrs' __init__, to the caller's line.
            warning = UserWarning(
                Text(
                    "{field}: {value} is not {allowed}",
                    field="deals",
                    value=self.agreed_deals,
                    allowed=message,
                )
            )
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
        return self.players[(first + len(self._history.deals)) % 3]

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
        chooser_seat = _seat_of(players, chooser, "chooser")
        partner_seat = _seat_of(players, partner, "partner")
        if partner_seat == chooser_seat:
            raise RuleViolationError("partner", partner, "one of the two other players")
        contract = _contract(contract)
        if redoubled_by is not None:
            if contract.doubling is not Doubling.REDOUBLED:
                raise RuleViolationError(
                    "redoubled_by",
                    redoubled_by,
                    Text("None: {contract} is not redoubled", contract=str(contract)),
                )
            if (
                _redoubler(redoubled_by, players[chooser_seat], players[partner_seat])
                == (players[partner_seat])
            ):
                chooser_seat, partner_seat = partner_seat, chooser_seat
        lied = _names(liars, players)
        liar = _LIAR_BY_FLAGS[players[chooser_seat] in lied, players[partner_seat] in lied]
        settlement = settle(contract, tricks, liar=liar, rules=self.rules)
        points = [0, 0, 0]
        points[chooser_seat] = settlement.chooser
        points[partner_seat] = settlement.partner
        scores = (points[0], points[1], points[2])
        history = self._history
        deal = Deal(
            history.played + 1,
            self.dealer,
            contract,
            settlement.tricks,
            players[chooser_seat],
            players[partner_seat],
            players[3 - chooser_seat - partner_seat],
            lied,
            settlement,
            scores,
            players,
        )
        return self._successor(_history=history.add(deal, scores))

    def play(self, roles: Roles, tricks: int, *, liars: Iterable[str] = ()) -> Session:
        """Record a deal from the :func:`post_auction` roles (already swapped if need be)."""
        if type(roles) is not Roles:
            raise ScoreError("roles", roles, "the Roles from post_auction")
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
            number,
            self.dealer,
            None,
            None,
            None,
            None,
            None,
            frozenset(),
            None,
            _ZERO,
            self.players,
        )
        return self._successor(_history=self._history.add(deal, _ZERO))

    def _replay(self, deal: Deal) -> Session:
        # The roles as scored (after any redouble's swap), so no redoubled_by.
        chooser, partner = deal.chooser, deal.partner
        # A thrown-in deal has none of the four, a played one all of them.
        # pragma: no mutate start
        if deal.contract is None or deal.tricks is None or chooser is None or partner is None:
            # pragma: no mutate end
            return self.throw_in()
        return self.record(
            deal.contract,
            deal.tricks,
            chooser=chooser,
            partner=partner,
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


_LIAR_BY_FLAGS = {
    (False, False): None,
    (True, False): "chooser",
    (False, True): "partner",
    (True, True): "both",
}
