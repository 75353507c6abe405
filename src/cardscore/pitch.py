"""All Fours and Pitch: the tally of a hand from the cards, setback, and the whole game (P1–P5).

A hand is tallied from the cards each side was dealt and the cards each side captured in
tricks; ``settle`` applies the bid (setback), and a :class:`Game` counts out to the target:

>>> from cardscore import pitch
>>> hand = pitch.tally(
...     trump="H",
...     dealt={"us": "AH 3H TS KC 4D 9C JD 8S 2C 5S QD 7C",
...            "them": "JH 9H 2S 6C TD QS AC 3C 7D KD 4S 8C"},
...     captured={"us": "AH JH TS KC 4D 9C 9H 2S 6C TD QS AC",
...               "them": "3H JD 8S 2C 5S QD 7C 3C 7D KD 4S 8C"},
... )
>>> for award in hand.awards:
...     print(award)
Award(point='high', side='us', value=1)
Award(point='low', side='us', value=1)
Award(point='jack', side='us', value=1)
Award(point='game', side='us', value=1)
>>> pitch.settle(hand, bidder="them", bid=2)
{'us': 4, 'them': -2}

All Fours (Trinidad) scores the jack 3 to a side that captures it from the side it was dealt
to ("hang jack"), and the turned-up card kicks for the dealer:

>>> pitch.kick("JS", rules=pitch.ALL_FOURS)
3
>>> hand = pitch.Tally.summary(high="us", low="them", jack="them", hang=True,
...                            game="us", rules=pitch.ALL_FOURS)
>>> hand.points
{'us': 2, 'them': 4}
"""

from __future__ import annotations

import enum
import functools
import operator
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import NamedTuple, Self, TypeAlias, TypeVar, cast

import attrs

from cardscore._check import (
    ITEMS_LIMIT,
    bounded,
    by_name,
    check_bool,
    check_int,
    fold,
    fold_upper,
    lookup_name,
    name_key,
    normal_names,
    plain_str,
)
from cardscore._frozen import builder, evolver, fields_repr
from cardscore._history import History, LedgerBase
from cardscore._pitch_named import UNNAMED, Unnamed, check_high_and_low
from cardscore._pitch_named import named as named_points
from cardscore._text import Text
from cardscore._words import is_pass
from cardscore.cards import DECK, Card, Rank, Suit
from cardscore.errors import (
    ImpossibleResultError,
    NotationError,
    RuleViolationError,
    ScoreError,
)
from cardscore.items import Item, item_class
from cardscore.ledger import Next

__all__ = [
    "ALL_FOURS",
    "ALL_FOURS_14",
    "ALL_FOURS_NO_TURN_UP",
    "CUTTHROAT",
    "GAME_VALUES",
    "KICKS",
    "PITCH",
    "POINTS",
    "PRESETS",
    "SETBACK_11",
    "SHORT_PACK",
    "SHORT_PACK_RANKS",
    "TEN_POINT",
    "TOBAGO",
    "Award",
    "Deal",
    "Game",
    "GameTie",
    "GoingOut",
    "JackScoring",
    "Joker",
    "Kicks",
    "Low",
    "PitchCard",
    "Rules",
    "Tally",
    "auction",
    "game_value",
    "kick",
    "pack",
    "parse_card",
    "parse_cards",
    "settle",
    "tally",
]


# --- Cards (P1) ------------------------------------------------------------------------------


class Joker(enum.Enum):
    """A joker of ten-point pitch (P5): ``BJ`` (big) and ``LJ`` (little).

    >>> Joker.parse("bj"), str(Joker.LITTLE)
    (<Joker.BIG: 'BJ'>, 'LJ')
    """

    BIG = "BJ"
    LITTLE = "LJ"

    @property
    def label(self) -> str:
        """The point's name: ``"big joker"`` or ``"little joker"``."""
        return "big joker" if self is Joker.BIG else "little joker"

    @classmethod
    def parse(cls, text: Joker | str) -> Joker:
        """Parse ``"BJ"``, ``"LJ"``, ``"big joker"``, ``"little joker"``, any case."""
        if isinstance(text, Joker):
            return text
        given: object = text
        if isinstance(given, str) and len(given) > _CARD_TEXT_MAX:
            raise NotationError("card", _shown(given), "'BJ' (big joker) or 'LJ' (little joker)")
        return lookup_name(
            "card",
            text,
            _JOKER_NAMES,
            _JOKER_TYPED,
            Text("'BJ' (big joker) or 'LJ' (little joker)"),
        )

    def __str__(self) -> str:
        return self.value


_JOKER_TYPED = Text("a Joker or 'BJ' / 'LJ'")
_JOKER_NAMES = {
    "bj": Joker.BIG,
    "big joker": Joker.BIG,
    "big": Joker.BIG,
    "lj": Joker.LITTLE,
    "little joker": Joker.LITTLE,
    "little": Joker.LITTLE,
}

_T = TypeVar("_T")

PitchCard: TypeAlias = Card | Joker
"""A card of an All Fours or Pitch pack: one of the 52 cards, or a joker."""

# P1: the game-point value of each rank, in every suit; jokers count 0 (P5).
GAME_VALUES: Mapping[Rank, int] = {
    Rank.TEN: 10,
    Rank.ACE: 4,
    Rank.KING: 3,
    Rank.QUEEN: 2,
    Rank.JACK: 1,
}
# P5: the 28-card pack keeps A K Q J 10 9 2 of each suit.
SHORT_PACK_RANKS = frozenset(
    (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN, Rank.NINE, Rank.TWO)
)
# P2: the jick is the other jack of the trump's colour.
_JICK_SUIT = {
    Suit.CLUBS: Suit.SPADES,
    Suit.SPADES: Suit.CLUBS,
    Suit.DIAMONDS: Suit.HEARTS,
    Suit.HEARTS: Suit.DIAMONDS,
}

# The tally works on small ints, not on Cards: every card of any pack has a code, its index in
# _CARDS (the 52 cards in DECK order, then the jokers). attrs Cards hash in Python; ints do not.
_CARDS: tuple[PitchCard, ...] = (*DECK, *Joker)
_CODE: Mapping[object, int] = {card: code for code, card in enumerate(_CARDS)}
# P1: each card's notation, upper case (rank A K Q J T or 10 ... 2 and suit letter or symbol,
# either way round), and the jokers' names.
_CODE_BY_TEXT: Mapping[str, int] = {
    text: _CODE[card]
    for card in DECK
    for rank in ((card.rank.char, "10") if card.rank is Rank.TEN else (card.rank.char,))
    for suit in (card.suit.value, card.suit.symbol)
    for text in (rank + suit, suit + rank)
} | {name.upper(): _CODE[joker] for name, joker in _JOKER_NAMES.items()}
_TEXT: tuple[str, ...] = tuple(map(str, _CARDS))
# P1: each code's game-point value; jokers count 0 (P5).
_GAME_VALUE: tuple[int, ...] = tuple(
    0 if isinstance(card, Joker) else GAME_VALUES.get(card.rank, 0) for card in _CARDS
)


def parse_card(text: PitchCard | str) -> PitchCard:
    """Parse one card: ``"JH"``, ``"10s"``, ``"♠T"``, or a joker ``"BJ"`` / ``"LJ"``.

    >>> parse_card("10♥"), parse_card("lj")
    (Card.parse('TH'), <Joker.LITTLE: 'LJ'>)
    """
    if isinstance(text, Card | Joker):
        return text
    given: object = text
    if not isinstance(given, str):
        raise ScoreError("card", given, "a card like 'JH', '10S', '♠T' (or 'BJ', 'LJ')")
    if len(text) > _CARD_TEXT_MAX:
        raise NotationError("card", _shown(text), "a card like 'JH', '10S', '♠T' (or 'BJ', 'LJ')")
    joker = _JOKER_NAMES.get(fold(plain_str(text).strip()))
    if joker is not None:
        return joker
    return Card.parse(text)


def game_value(card: PitchCard | str) -> int:
    """The card's game-point value (P1): ten 10, ace 4, king 3, queen 2, jack 1, else 0.

    >>> game_value("TS"), game_value("QH"), game_value("5C"), game_value("BJ")
    (10, 2, 0, 0)
    """
    card = parse_card(card)
    return 0 if isinstance(card, Joker) else GAME_VALUES.get(card.rank, 0)


# --- Rules (P2–P5) ---------------------------------------------------------------------------


class _Choice(enum.Enum):
    """An option of the rules, parsed from its value or its name, any case, ``-``/``_``/space."""

    @classmethod
    def parse(cls, text: Self | str) -> Self:
        """Parse the option from its value or name (any case, ``-``, ``_`` or space)."""
        if isinstance(text, cls):
            return text
        allowed = Text("one of {options}", options=", ".join(repr(option.value) for option in cls))
        if not isinstance(text, str):
            raise ScoreError(_FIELD_OF[cls.__name__], text, allowed)
        if len(text) > _CARD_TEXT_MAX:
            raise NotationError(_FIELD_OF[cls.__name__], _shown(text), allowed)
        key = fold(plain_str(text).strip()).replace("_", " ").replace("-", " ")
        # Every option's name is its value with "_" for "-": matching the value matches both.
        for option in cls:
            if key == option.value.replace("-", " "):
                return option
        raise NotationError(_FIELD_OF[cls.__name__], text, allowed)

    def __str__(self) -> str:
        return str(self.value)


class Low(_Choice):
    """Who scores low (P2): the side it was dealt to, or the side that captures it."""

    HOLDER = "holder"
    CAPTURER = "capturer"


class JackScoring(_Choice):
    """How the jack of trumps scores (P2).

    ``TRINIDAD``: 1 to the side it was dealt to when that side ends up with it, 3 ("hang
    jack") to an opposing side that captures it. ``CAPTURER``: 1 to the side that captures it
    (Pitch).
    """

    TRINIDAD = "trinidad"
    CAPTURER = "capturer"


class GameTie(_Choice):
    """Who scores the game point on a tie (P2): nobody (the seed), or the non-dealer side."""

    NOBODY = "nobody"
    NON_DEALER = "non-dealer"


class Kicks(_Choice):
    """The turn-up and its kicks (P3).

    ``NONE``: no turn-up and no begging (the trump is named by a lead). ``TRINIDAD``: ace 1,
    six 2, jack 3 to the dealer's side. ``TOBAGO``: ace 1, two 2, jack 3.
    """

    NONE = "none"
    TRINIDAD = "trinidad"
    TOBAGO = "tobago"


class GoingOut(_Choice):
    """How a game ends (P3, P4, P5).

    ``COUNT``: the points of a deal are counted out in order (kick and take one, high, low,
    jack, game…) and the first side to reach the target wins at that moment.
    ``BIDDER_FIRST``: as ``COUNT``, but the bidding side's points are counted first when it
    made its bid. ``BIDDER``: "bidder goes out": a side wins only at the end of a hand in which
    it was the bidding side, made its bid and has reached the target.
    """

    COUNT = "count"
    BIDDER_FIRST = "bidder-first"
    BIDDER = "bidder"


_FIELD_OF = {
    "Low": "low",
    "JackScoring": "jack",
    "GameTie": "game_tie",
    "Kicks": "kicks",
    "GoingOut": "going_out",
}

# P3: the kicks of a turned-up card, by kick table and rank.
KICKS: Mapping[Kicks, Mapping[Rank, int]] = {
    Kicks.NONE: {},
    Kicks.TRINIDAD: {Rank.ACE: 1, Rank.SIX: 2, Rank.JACK: 3},
    Kicks.TOBAGO: {Rank.ACE: 1, Rank.TWO: 2, Rank.JACK: 3},
}

# P2, P5: every point of a hand in counting-out order, with its value. "hang jack" takes the
# jack's place; the jokers follow the jick as P5 lists them; trey comes last as P5 lists it.
POINTS: Mapping[str, int] = {
    "high": 1,
    "low": 1,
    "jack": 1,
    "hang jack": 3,
    "jick": 1,
    "big joker": 1,
    "little joker": 1,
    "game": 1,
    "trey": 3,
}
_ORDER = {
    "high": 0,
    "low": 1,
    "jack": 2,
    "hang jack": 2,
    "jick": 3,
    "big joker": 4,
    "little joker": 5,
    "game": 6,
    "trey": 7,
}
# Each point's name as a breakdown says it: the keys of POINTS are data (what a summary or a
# scoresheet names), these the words shown. The game point's words are in the context "pitch
# point" (a literal, for the extractor): English says "game" for it and for bridge's game,
# which other languages say apart (Finnish jakopiste and täyspeli, French partie and manche).
_POINT_LABEL: Mapping[str, Text] = {
    "high": Text("high"),
    "low": Text("low"),
    "jack": Text("jack"),
    "hang jack": Text("hang jack"),
    "jick": Text("jick"),
    "big joker": Text("big joker"),
    "little joker": Text("little joker"),
    "game": Text.in_context("pitch point", "game"),
    "trey": Text("trey"),
}
# Each point's items (Item.kind: its name, words joined by "_"), and the other lines of P3-P6.
_POINT_ITEM: Mapping[str, type[Item]] = {
    point: item_class(point.replace(" ", "_")) for point in _POINT_LABEL
}
_SETBACK_ITEM = item_class("setback")


def point_word(point: str) -> str:
    """A point's name (``"high"``, ``"big joker"``) as the words to say; any other as it is.

    For the sheets and the command (not exported: the point names are data everywhere else).
    """
    return _POINT_LABEL.get(point, point)


_TARGET_MAX = 1_000_000_000
# The value an error shows for an argument not given (shown quoted, as a value is).
_MISSING = Text("missing")
_NOT_GIVEN = Text("not given")


def _low(value: Low | str) -> Low:
    return Low.parse(value)


def _jack(value: JackScoring | str) -> JackScoring:
    return JackScoring.parse(value)


def _game_tie(value: GameTie | str) -> GameTie:
    return GameTie.parse(value)


def _kicks(value: Kicks | str) -> Kicks:
    return Kicks.parse(value)


def _going_out(value: GoingOut | str) -> GoingOut:
    return GoingOut.parse(value)


def _count(low: int, high: int) -> Callable[[object, attrs.Attribute[int], int], None]:
    def validate(_instance: object, attribute: attrs.Attribute[int], value: int) -> None:
        check_int(attribute.name, value, low, high)

    return validate


def _optional_count(
    low: int, high: int
) -> Callable[[object, attrs.Attribute[int | None], int | None], None]:
    def validate(_instance: object, attribute: attrs.Attribute[int | None], value: object) -> None:
        if value is not None:
            check_int(attribute.name, value, low, high)

    return validate


def _flag(_instance: object, attribute: attrs.Attribute[bool], value: object) -> None:
    check_bool(attribute.name, value)


class _Trumps(NamedTuple):
    """The trumps of one suit under some rules, as card codes, for tally()."""

    high: tuple[int, ...]  # every trump, highest first (P2, P5)
    low: tuple[int, ...]  # every trump but the jokers, lowest first (P5: a joker is never low)
    jack: int
    jick: int | None  # None without the jick rule
    jokers: tuple[tuple[str, int], ...]  # (point, code), big then little; () without jokers
    trey: int | None  # None without the trey rule


def _pack_size(_instance: object, _attribute: object, value: int) -> None:
    if type(value) is not int or value not in (52, 28):
        raise ScoreError("pack", value, "52 or 28 (A K Q J 10 9 2 of each suit)")


class _Pack(NamedTuple):
    """The cards under some rules, and each trump suit's order, for parse_cards and tally()."""

    cards: frozenset[PitchCard]
    orders: Mapping[Suit, Mapping[PitchCard, int]]  # per trump suit, higher beats lower
    codes: frozenset[int]  # the cards as codes
    trumps: Mapping[Suit, _Trumps]  # per trump suit


def _build_pack(key: tuple[int, bool, bool, bool, bool]) -> _Pack:
    size, jick, jokers, big_joker_high, trey = key
    ranks = SHORT_PACK_RANKS if size == 28 else frozenset(Rank)
    cards = {Card(rank, suit) for suit in Suit for rank in ranks} | (
        set(Joker) if jokers else set()
    )
    orders: dict[Suit, Mapping[PitchCard, int]] = {}
    trumps: dict[Suit, _Trumps] = {}
    for trump in Suit:
        # P5: jick just below the jack, the jokers below the jick and above the ten.
        order: dict[PitchCard, int] = {Card(rank, trump): rank * 4 for rank in Rank}
        if jick:
            order[Card(Rank.JACK, _JICK_SUIT[trump])] = Rank.JACK * 4 - 1
        if jokers:
            first, second = (Joker.BIG, Joker.LITTLE)[:: 1 if big_joker_high else -1]
            order[first] = Rank.JACK * 4 - 2
            order[second] = Rank.JACK * 4 - 3
        orders[trump] = order = {card: rank for card, rank in order.items() if card in cards}
        codes = sorted(order, key=order.__getitem__, reverse=True)
        trumps[trump] = _Trumps(
            high=tuple(_CODE[card] for card in codes),
            low=tuple(_CODE[card] for card in reversed(codes) if card.__class__ is Card),
            jack=_CODE[Card(Rank.JACK, trump)],
            jick=_CODE[Card(Rank.JACK, _JICK_SUIT[trump])] if jick else None,
            jokers=tuple((joker.label, _CODE[joker]) for joker in Joker) if jokers else (),
            trey=_CODE[Card(Rank.THREE, trump)] if trey else None,
        )
    return _Pack(frozenset(cards), orders, frozenset(map(_CODE.__getitem__, cards)), trumps)


# Each distinct pack built so far, by (size, jick, jokers, big_joker_high, trey): at most 32.
_PACKS: dict[tuple[int, bool, bool, bool, bool], _Pack] = {}


@attrs.frozen(slots=True, cache_hash=True)
class Rules:
    """Every option of All Fours and Pitch scoring (P2–P5); see the presets.

    Strings are accepted for the options (``low="capturer"``, ``going_out="bidder"``), and
    ``attrs.evolve(rules, ...)`` makes a variant:

    >>> import attrs
    >>> rules = attrs.evolve(PITCH, target=11, jick=True, max_bid=5)
    >>> rules.target, rules.points
    (11, 5)
    >>> Rules(low="capturer").low
    <Low.CAPTURER: 'capturer'>

    Attributes:
        target: The points that win the game (21 in the seed).
        low: Low to the side it was dealt to (``holder``) or that captures it.
        jack: ``trinidad`` (1 kept, 3 hang jack) or ``capturer`` (Pitch: 1 to the capturer).
        game_tie: Who scores the game point on a tie: ``nobody`` or ``non-dealer``.
        kicks: The turn-up's kicks: ``none`` (no turn-up, no begging), ``trinidad`` or
            ``tobago``.
        bidding: Whether the deal is bid for (Pitch); then ``bidder`` and ``bid`` are given.
        min_bid: The lowest bid.
        max_bid: The highest bid (at most the points that exist).
        dealer_steal: The dealer may take the contract at the current highest bid; otherwise
            the dealer must bid higher like everyone else.
        dealer_forced: When everyone else passed, the dealer must bid the minimum; otherwise
            the deal is thrown in.
        setback: A bidding side that falls short of its bid loses the bid instead of scoring.
        going_out: How the game ends: ``count``, ``bidder-first`` or ``bidder``.
        pack: 52 cards, or the 28-card pack A K Q J 10 9 2.
        jick: The jack of the trump's colour is a trump just below the jack, 1 to its capturer.
        jokers: Two jokers are trumps below the jick and above the ten, 1 each to the capturer.
        big_joker_high: The big joker ranks above the little one (otherwise below it).
        trey: The three of trumps scores 3 to its capturer.
        moon: Shooting the moon (P6): the bid, above ``max_bid``, to win every point of the
            hand (5 is common with bids up to 4); ``None`` (the default): not allowed. Bid it
            with ``bid=rules.moon`` or ``bid="moon"``.
        moon_wins: A moon made wins the game at once (instead of scoring ``moon``).
        moon_tricks: The moon needs every trick as well as every point.
        moon_fail_loses: A moon failed loses the game (instead of a setback of ``moon``).
        win_by: A side must reach the target and lead every other side by at least this
            much (P6; 2 is common). 1, the default, is the plain rule: reaching the target
            as the going-out rule says is enough.
        lose_at: A side whose total falls to this or below (e.g. ``-11``) loses at once
            (P6); ``None`` (the default): no such rule.
    """

    __repr__ = fields_repr

    target: int = attrs.field(default=21, validator=_count(1, _TARGET_MAX))
    low: Low = attrs.field(default=Low.HOLDER, converter=_low)
    jack: JackScoring = attrs.field(default=JackScoring.CAPTURER, converter=_jack)
    game_tie: GameTie = attrs.field(default=GameTie.NOBODY, converter=_game_tie)
    kicks: Kicks = attrs.field(default=Kicks.NONE, converter=_kicks)
    bidding: bool = attrs.field(default=True, validator=_flag)
    min_bid: int = attrs.field(default=2, validator=_count(1, 10))
    max_bid: int = attrs.field(default=4, validator=_count(1, 10))
    dealer_steal: bool = attrs.field(default=True, validator=_flag)
    dealer_forced: bool = attrs.field(default=True, validator=_flag)
    setback: bool = attrs.field(default=True, validator=_flag)
    going_out: GoingOut = attrs.field(default=GoingOut.BIDDER, converter=_going_out)
    pack: int = attrs.field(default=52, validator=_pack_size)
    jick: bool = attrs.field(default=False, validator=_flag)
    jokers: bool = attrs.field(default=False, validator=_flag)
    big_joker_high: bool = attrs.field(default=True, validator=_flag)
    trey: bool = attrs.field(default=False, validator=_flag)
    moon: int | None = attrs.field(default=None, validator=_optional_count(1, _TARGET_MAX))
    moon_wins: bool = attrs.field(default=False, validator=_flag)
    moon_tricks: bool = attrs.field(default=False, validator=_flag)
    moon_fail_loses: bool = attrs.field(default=False, validator=_flag)
    win_by: int = attrs.field(default=1, validator=_count(1, _TARGET_MAX))
    lose_at: int | None = attrs.field(default=None, validator=_optional_count(-_TARGET_MAX, -1))

    def __attrs_post_init__(self) -> None:
        if self.trey and self.pack == 28:
            raise RuleViolationError("trey", self.trey, "False with the 28-card pack (no threes)")
        if self.min_bid > self.max_bid:
            raise RuleViolationError(
                "min_bid", self.min_bid, Text("at most max_bid ({max_bid})", max_bid=self.max_bid)
            )
        if self.max_bid > self.points:
            raise RuleViolationError(
                "max_bid",
                self.max_bid,
                Text("at most the {points} points that exist", points=self.points),
            )
        if self.going_out is GoingOut.BIDDER and not self.bidding:
            raise RuleViolationError(
                "going_out", str(self.going_out), "'count' when there is no bidding"
            )
        if self.going_out is GoingOut.BIDDER_FIRST and not self.bidding:
            raise RuleViolationError(
                "going_out", str(self.going_out), "'count' when there is no bidding"
            )
        _check_moon(self)

    @property
    def points(self) -> int:
        """The most points one hand can hold (high, low, jack or hang jack, game, extras).

        >>> ALL_FOURS.points, PITCH.points, TEN_POINT.points
        (6, 4, 10)
        """
        jack = POINTS["hang jack"] if self.jack is JackScoring.TRINIDAD else POINTS["jack"]
        return 3 + jack + self.jick * POINTS["jick"] + self.jokers * 2 + self.trey * POINTS["trey"]

    @property
    def cards(self) -> frozenset[PitchCard]:
        """The cards of the pack these rules play with (P1, P5)."""
        return _pack_of(self).cards

    def trump_order(self, trump: Suit | str) -> dict[PitchCard, int]:
        """The trumps for ``trump`` and their order, higher beating lower (P2, P5).

        >>> order = TEN_POINT.trump_order("H")
        >>> print(*sorted(order, key=order.__getitem__, reverse=True)[:8])
        AH KH QH JH JD BJ LJ TH
        """
        return dict(_pack_of(self).orders[_trump(trump)])


def _check_moon(rules: Rules) -> None:
    """P6: the moon is a bid above the others; its options need it."""
    if rules.moon is None:
        for name in ("moon_wins", "moon_tricks", "moon_fail_loses"):
            if getattr(rules, name):
                raise RuleViolationError(
                    name, True, "False while shooting the moon is off (moon=None)"
                )
    elif not rules.bidding:
        raise RuleViolationError("moon", rules.moon, "None when there is no bidding")
    elif rules.moon <= rules.max_bid:
        raise RuleViolationError(
            "moon",
            rules.moon,
            Text(
                "a bid above the highest ordinary bid (max_bid {max_bid})", max_bid=rules.max_bid
            ),
        )


def _pack_of(rules: Rules) -> _Pack:
    """The pack and trump orders of ``rules``.

    They depend on five options only: built when first needed (not at import, for the
    presets) and kept in ``_PACKS``, the one cache of this module (at most 32 entries).
    """
    key = (rules.pack, rules.jick, rules.jokers, rules.big_joker_high, rules.trey)
    found = _PACKS.get(key)
    if found is None:
        found = _PACKS[key] = _build_pack(key)
    return found


def _tally_key(rules: Rules) -> tuple[object, ...]:
    """The options a tally depends on: two rules alike in these tally a hand alike."""
    return (
        rules.low,
        rules.jack,
        rules.game_tie,
        rules.pack,
        rules.jick,
        rules.jokers,
        rules.big_joker_high,
        rules.trey,
    )


def _rules_name(rules: Rules) -> str:
    """A short name for ``rules`` in a message: its preset's, or what differs from PITCH."""
    for name, preset in PRESETS.items():
        if rules == preset:
            return name
    # Every field is an option (shown by its word), an int, a bool or None: str() says each.
    changed = [
        f"{field.name}={value}"
        for field in attrs.fields(Rules)
        for value in (getattr(rules, field.name),)
        if value != getattr(PITCH, field.name)
    ]
    return "Rules(" + ", ".join(changed) + ")"


#: All Fours as the seed plays it in Trinidad: turn-up kicks (ace 1, six 2, jack 3), begging,
#: hang jack, high and low to the holder, a tied game point to nobody, counting out to 21.
ALL_FOURS = Rules(
    target=21,
    jack=JackScoring.TRINIDAD,
    kicks=Kicks.TRINIDAD,
    bidding=False,
    setback=False,
    going_out=GoingOut.COUNT,
)
#: Trinidad All Fours to 14, as pagat.com describes it.
ALL_FOURS_14 = attrs.evolve(ALL_FOURS, target=14)
#: The seed's second All Fours form: no turn-up and no begging (the dealer's lead names trumps),
#: so no kicks and no take-one; otherwise as ALL_FOURS.
ALL_FOURS_NO_TURN_UP = attrs.evolve(ALL_FOURS, kicks=Kicks.NONE)
#: Tobago: as ALL_FOURS, but the two kicks 2 instead of the six.
TOBAGO = attrs.evolve(ALL_FOURS, kicks=Kicks.TOBAGO)
#: Auction pitch (setback) as the seed plays it: bids 2 to 4, the dealer may steal and must bid
#: 2 if everyone passed, the jack to its capturer, setback, 21 and the bidder goes out.
PITCH = Rules()
#: Four-point partnership setback to 11, the bidder going out.
SETBACK_11 = attrs.evolve(PITCH, target=11)
#: Cutthroat auction pitch (every player for himself) to 7, the pitcher's points counted first
#: and then high, low, jack, game, as Hoyle's Auction Pitch has it.
CUTTHROAT = attrs.evolve(PITCH, target=7, going_out=GoingOut.BIDDER_FIRST)
#: The seed's 28-card pitch: A K Q J 10 9 2, jick, bids up to 5, to 12 by counting out (the
#: target need not be reached on one's own bid).
SHORT_PACK = attrs.evolve(
    PITCH, pack=28, jick=True, max_bid=5, target=12, going_out=GoingOut.COUNT
)
#: Ten-point pitch as the seed lists it: jick, two jokers and trey (10 points a hand), bids 2 to
#: 10, no dealer's steal, setback, 21 and the bidder goes out.
TEN_POINT = attrs.evolve(PITCH, jick=True, jokers=True, trey=True, max_bid=10, dealer_steal=False)

#: Every preset by name, for the command and the strategies.
PRESETS: Mapping[str, Rules] = {
    "all-fours": ALL_FOURS,
    "all-fours-14": ALL_FOURS_14,
    "all-fours-no-turn-up": ALL_FOURS_NO_TURN_UP,
    "tobago": TOBAGO,
    "pitch": PITCH,
    "setback-11": SETBACK_11,
    "cutthroat": CUTTHROAT,
    "short-pack": SHORT_PACK,
    "ten-point": TEN_POINT,
}

_RULES_ALLOWED = Text("a Rules or one of {presets}", presets=", ".join(PRESETS))


def _rules(value: Rules | str) -> Rules:
    if type(value) is Rules:
        return value
    if isinstance(value, str):
        key = value if len(value) > _CARD_TEXT_MAX else fold(plain_str(value).strip())
        rules = PRESETS.get(key.replace("_", "-").replace(" ", "-"))
        if rules is not None:
            return rules
        raise NotationError("rules", _shown(value), _RULES_ALLOWED)
    raise ScoreError("rules", value, _RULES_ALLOWED)


def _trump(value: object) -> Suit:
    if type(value) is Suit:
        return value
    if not isinstance(value, str):
        raise ScoreError("trump", value, "a Suit or one of C D H S, ♣ ♦ ♥ ♠")
    if len(value) > _CARD_TEXT_MAX:
        raise NotationError("trump", _shown(value), "one of C D H S, ♣ ♦ ♥ ♠ or a suit name")
    try:
        return Suit.parse(value)
    except ScoreError as error:
        raise type(error)("trump", value, error.allowed) from None


def _optional_trump(value: Suit | str | None) -> Suit | None:
    return None if value is None else _trump(value)


def pack(rules: Rules = PITCH) -> tuple[PitchCard, ...]:
    """The cards of the pack under ``rules``, each suit from the ace down, then the jokers.

    >>> len(pack(PITCH)), len(pack(SHORT_PACK)), len(pack(TEN_POINT))
    (52, 28, 54)
    """
    rules = _rules(rules)
    cards: list[PitchCard] = [
        Card(rank, suit) for suit in reversed(Suit) for rank in reversed(Rank)
    ]
    cards.extend(Joker)
    return tuple(card for card in cards if card in rules.cards)


def _in_pack(text: object, rules: Rules, field: str) -> PitchCard:
    if isinstance(text, Card | Joker):
        card: PitchCard = text
    elif isinstance(text, str):
        try:
            card = parse_card(text)
        except ScoreError as error:
            raise type(error)(field, text, error.allowed) from None
    else:
        raise ScoreError(field, text, "a card like 'JH', '10S', '♠T' (or 'BJ', 'LJ')")
    if card not in rules.cards:
        raise ImpossibleResultError(field, str(card), _A_CARD_OF[rules.pack == 28, rules.jokers])
    return card


# P1, P5: the cards of each pack, (28-card pack, jokers) -> what a card must be.
_A_CARD_OF: Mapping[tuple[bool, bool], Text] = {
    (True, False): Text("a card of the 28-card pack A K Q J T 9 2"),
    (True, True): Text("a card of the 28-card pack A K Q J T 9 2 and the jokers BJ LJ"),
    (False, False): Text("a card of the 52-card pack"),
    (False, True): Text("a card of the 52-card pack and the jokers BJ LJ"),
}


def parse_cards(
    cards: str | Iterable[PitchCard | str], *, rules: Rules = PITCH, field: str = "cards"
) -> tuple[PitchCard, ...]:
    """Parse cards (a str separated by spaces or commas, or an iterable) of the rules' pack.

    >>> parse_cards("JH 10d bj", rules=TEN_POINT)
    (Card.parse('JH'), Card.parse('TD'), <Joker.BIG: 'BJ'>)
    """
    return _parse_cards(cards, _rules(rules), field)


# The longest list of cards a hand, a pile or the turn-ups can need, written out: every card of
# the largest pack (54) as "10♥" with a separator. Longer text is refused before it is read.
_CARDS_TEXT_MAX = 54 * 4
_CARDS_LIMIT = 54  # the largest pack: no list of distinct cards is longer
# A single card: "little joker" is the longest name; room for spaces around it.
_CARD_TEXT_MAX = 32


def _shown(text: str) -> str:
    """A long text cut for a message."""
    return text if len(text) <= 40 else text[:40] + "…"


def _parse_cards(cards: object, rules: Rules, field: str) -> tuple[PitchCard, ...]:
    if isinstance(cards, str):
        if len(cards) > _CARDS_TEXT_MAX:
            raise NotationError(
                field,
                _shown(cards),
                Text("at most {count} characters of cards", count=_CARDS_TEXT_MAX),
            )
        parts: Iterable[object] = cards.replace(",", " ").split()
    else:  # each card once: a list longer than any pack is refused before it is read
        parts = bounded(field, cards, _CARDS_LIMIT, Text("a str of cards or an iterable of cards"))
    pack = _pack_of(rules).cards
    result = tuple(
        part if part.__class__ is Card and part in pack else _in_pack(part, rules, field)
        for part in parts
    )
    if len(set(result)) != len(result):
        raise ImpossibleResultError(field, str(_repeated(result)), "each card at most once")
    return result


def _repeated(cards: Sequence[_T]) -> _T:
    """The first card seen twice in ``cards`` (the caller knows there is one)."""
    return next(card for index, card in enumerate(cards) if card in cards[:index])


# --- Kicks (P3) ------------------------------------------------------------------------------


def kick(card: PitchCard | str, *, rules: Rules = ALL_FOURS) -> int:
    """The points a turned-up card scores at once for the dealer's side (P3).

    >>> kick("AH"), kick("6H"), kick("JH"), kick("2H"), kick("2H", rules=TOBAGO)
    (1, 2, 3, 0, 2)
    """
    rules = _rules(rules)
    if rules.kicks is Kicks.NONE:
        raise RuleViolationError(
            "rules", _rules_name(rules), "rules with a turn-up to kick (kicks is 'none')"
        )
    card = _in_pack(card, rules, "card")
    if isinstance(card, Joker):
        return 0
    return KICKS[rules.kicks].get(card.rank, 0)


# --- The tally of a hand (P2, P5) ------------------------------------------------------------


class Award(NamedTuple):
    """One point of a hand: its name, the side that scores it, and its value.

    Attributes:
        point: ``"high"``, ``"low"``, ``"jack"``, ``"hang jack"``, ``"jick"``,
            ``"big joker"``, ``"little joker"``, ``"game"`` or ``"trey"``.
        side: The side that scores it.
        value: The points: 3 for hang jack and trey, else 1.
    """

    point: str
    side: str
    value: int


_SIDES_ALLOWED = Text("2 to 6 distinct non-empty side names")


def _sides(value: Iterable[str], field: str = "sides") -> tuple[str, ...]:
    allowed = _SIDES_ALLOWED
    sides = bounded(field, value, 6, allowed)
    if len(sides) < 2:  # bounded() has refused a seventh
        raise ScoreError(field, value, allowed)
    return normal_names(field, sides, allowed, error=ScoreError, whole=value)


_POINTS_ALLOWED = Text("one of {points}", points=", ".join(map(repr, POINTS)))


def _awards(typed: Iterable[Award | tuple[str, str, int]]) -> tuple[Award, ...]:
    value: object = typed  # typed for mypy; checked here as anything a program may pass
    given = bounded(
        "awards", value, ITEMS_LIMIT, Text("a sequence of (point, side, value) awards")
    )
    awards = []
    for award in given:
        if not isinstance(award, tuple) or len(award) != 3:
            raise ScoreError("awards", award, "(point, side, value) tuples")
        point, side, points = award
        if not isinstance(point, str) or point not in POINTS:
            raise ScoreError("awards", point, _POINTS_ALLOWED)
        awards.append(Award(point, side, points))
    return tuple(awards)


def _items(typed: Iterable[Item]) -> tuple[Item, ...]:
    value: object = typed  # typed for mypy; checked here as anything a program may pass
    given = bounded("items", value, ITEMS_LIMIT, Text("a sequence of Item(label, who, points)"))
    items = []
    for item in given:
        if not isinstance(item, Item) or not _item_types(*item):
            raise ScoreError("items", item, "Item(label, who, points) values: str, str, int")
        items.append(item)
    return tuple(items)


def _item_types(label: object, who: object, points: object) -> bool:
    return isinstance(label, str) and isinstance(who, str) and type(points) is int


def _in_play(typed: Iterable[PitchCard | str]) -> frozenset[int]:
    value: object = typed  # typed for mypy; checked here as anything a program may pass
    # Kept as card codes: tally() has them, and a frozenset of Cards would hash each Card.
    given = bounded("in_play", value, ITEMS_LIMIT, Text("a frozenset of the cards dealt"))
    codes = []
    for card in given:
        try:
            # parse_card refuses by name whatever is neither a card nor a str.
            codes.append(_CODE[parse_card(cast("PitchCard | str", card))])  # pragma: no mutate
        except ScoreError as error:
            raise type(error)("in_play", error.value, "the cards dealt") from None
    return frozenset(codes)


def _counts(field: str, value: object) -> tuple[int, ...]:
    if not isinstance(value, tuple) or not all(
        type(count) is int and 0 <= count <= _TARGET_MAX for count in value
    ):
        raise ScoreError(field, value, "a tuple of ints from 0 up, one per side")
    return value


def _game_points(value: tuple[int, ...]) -> tuple[int, ...]:
    return _counts("game_points", value)


def _tricks(value: tuple[int, ...]) -> tuple[int, ...]:
    return _counts("tricks", value)


def _side(field: str, value: object, sides: tuple[str, ...]) -> str:
    value = name_key(value)
    if isinstance(value, str) and value in sides:
        return value
    raise ScoreError(field, value, _one_of_sides(sides))


def _index(field: str, value: object, sides: tuple[str, ...]) -> int:
    """The number of the side ``value`` in ``sides``."""
    value = name_key(value)
    if value.__class__ is str and value in sides:
        return sides.index(value)
    raise ScoreError(field, value, _one_of_sides(sides))


def _one_of_sides(sides: tuple[str, ...]) -> Text:
    return Text("one of the sides {sides}", sides=", ".join(map(repr, sides)))


def _optional_side(field: str, value: object, sides: tuple[str, ...]) -> str | None:
    return None if value is None else _side(field, value, sides)


@attrs.frozen(slots=True)
class Tally:
    """The points of one hand, per side, in counting-out order (P2, P5).

    Make one from the cards with :func:`tally`, or from a note of who won each point with
    :meth:`Tally.summary`. Constructed directly, the awards are checked against the rules.

    Attributes:
        sides: Every side of the hand (2 to 6).
        awards: The points scored, in counting-out order (high, low, jack or hang jack, jick,
            big joker, little joker, game, trey).
        rules: The rules the hand was tallied under.
        trump: The trump suit, when known.
        dealer: The dealer's side, when known.
        in_play: The cards dealt to the sides (empty for a summary).
        game_points: Each side's game-point count, aligned with ``sides`` (empty for a
            summary).
        tricks: The number of tricks each side won, aligned with ``sides`` (empty for a
            summary).
        items: The breakdown, one item per award.
    """

    __repr__ = fields_repr

    sides: tuple[str, ...] = attrs.field(converter=_sides)
    awards: tuple[Award, ...] = attrs.field(converter=_awards)
    rules: Rules = attrs.field(default=PITCH, converter=_rules)
    trump: Suit | None = attrs.field(default=None, kw_only=True, converter=_optional_trump)
    dealer: str | None = attrs.field(default=None, kw_only=True)
    _in_play: frozenset[int] = attrs.field(
        default=frozenset(), kw_only=True, converter=_in_play, alias="in_play", repr=False
    )
    game_points: tuple[int, ...] = attrs.field(default=(), kw_only=True, converter=_game_points)
    items: tuple[Item, ...] = attrs.field(default=(), kw_only=True, converter=_items)
    tricks: tuple[int, ...] = attrs.field(default=(), kw_only=True, converter=_tricks)
    _by_side: dict[str, int] = attrs.field(init=False, eq=False, repr=False)

    def __attrs_post_init__(self) -> None:
        _optional_side("dealer", self.dealer, self.sides)
        if self.game_points and len(self.game_points) != len(self.sides):
            raise ScoreError("game_points", self.game_points, "one count per side")
        if self.tricks and len(self.tricks) != len(self.sides):
            raise ScoreError("tricks", self.tricks, "one count per side")
        if not self._in_play <= _pack_of(self.rules).codes:
            stray = min(self._in_play - _pack_of(self.rules).codes)
            raise ImpossibleResultError("in_play", _TEXT[stray], "cards of the rules' pack")
        points = [0] * len(self.sides)
        index = {side: number for number, side in enumerate(self.sides)}
        last = -1  # pragma: no mutate (below every order, 0 and up: -2 is the same)
        for point, side, value in self.awards:
            order = _ORDER[point]
            if order <= last:
                raise ImpossibleResultError(
                    "awards", point, "each point once, in counting-out order"
                )
            last = order
            _check_point(point, self.rules)
            if value.__class__ is not int or value != POINTS[point]:
                raise ImpossibleResultError(
                    "awards",
                    value,
                    Text("{value} for {point}", value=POINTS[point], point=_POINT_LABEL[point]),
                )
            points[index[_side("awards", side, self.sides)]] += value
        object.__setattr__(self, "_by_side", dict(zip(self.sides, points, strict=True)))
        if not self.items:
            items = tuple(
                Item(
                    _POINT_LABEL[award.point],
                    award.side,
                    award.value,
                    _POINT_ITEM[award.point].kind,
                )
                for award in self.awards
            )
            object.__setattr__(self, "items", items)
        else:
            given = dict.fromkeys(self.sides, 0)
            for item in self.items:
                given[_side("items", item.who, self.sides)] += item.points
            if given != self._by_side:
                raise ImpossibleResultError(
                    "items", given, Text("items adding up to {points}", points=self.points)
                )

    @classmethod
    def summary(
        cls,
        *,
        high: str | Unnamed | None,
        low: str | Unnamed | None,
        jack: str | Unnamed | None = UNNAMED,
        game: str | Unnamed | None = UNNAMED,
        hang: bool = False,
        jick: str | Unnamed | None = UNNAMED,
        big_joker: str | Unnamed | None = UNNAMED,
        little_joker: str | Unnamed | None = UNNAMED,
        trey: str | Unnamed | None = UNNAMED,
        sides: Sequence[str] | None = None,
        dealer: str | None = None,
        rules: Rules = PITCH,
    ) -> Tally:
        """A tally from a note of which side won each point (``None``: nobody).

        The note names every point the rules have (P2), so that a forgotten one is caught
        rather than scored as nobody's: ``jack=None`` when the jack of trumps was not in play,
        ``game=None`` on a tie; ``jick``, ``big_joker``, ``little_joker`` and ``trey`` with
        the rules that have them. High and low always name a side in Pitch; in All Fours
        both are ``None`` when no trump was dealt. ``hang=True`` marks the jack as a hang
        jack (3, All Fours only). ``sides`` defaults to the sides named, in order of first
        appearance.

        >>> Tally.summary(high="A", low="B", jack="A", game=None).points
        {'A': 2, 'B': 1}
        >>> Tally.summary(high="A", low="A", jack="B", hang=True, game="A",
        ...               rules=ALL_FOURS).points
        {'A': 3, 'B': 3}
        >>> Tally.summary(high="A", low="B", game="A")
        Traceback (most recent call last):
            ...
        cardscore.errors.ScoreError: jack: 'not given' is not allowed; expected the side ...

        Raises:
            ScoreError: a point of the rules is not named, or a side is not one of ``sides``.
            ImpossibleResultError: high or low is ``None`` in Pitch, or only one of them in
                All Fours.
        """
        rules = _rules(rules)
        hang = check_bool("hang", hang)
        given: dict[str, object] = {
            "high": high,
            "low": low,
            "jack": jack,
            "jick": jick,
            "big joker": big_joker,
            "little joker": little_joker,
            "game": game,
            "trey": trey,
        }
        named = named_points(given, jick=rules.jick, jokers=rules.jokers, trey=rules.trey)
        names = _sides(_named_sides(named) if sides is None else sides)
        awards = _summary_awards(named, names, rules, hang=hang)
        check_high_and_low(named["high"], named["low"], always_trump=rules.bidding)
        return cls(names, awards, rules, dealer=dealer)

    @property
    def in_play(self) -> frozenset[PitchCard]:
        """The cards dealt to the sides (empty for a summary)."""
        return frozenset(map(_CARDS.__getitem__, self._in_play))

    @property
    def points(self) -> dict[str, int]:
        """Points per side (every side, zeros included), before any setback."""
        return self._by_side.copy()

    @property
    def total(self) -> int:
        """All the points of the hand."""
        return sum(self._by_side.values())


def _named_sides(named: Mapping[str, object]) -> list[str]:
    """The sides named in a summary, in order of first appearance (at least two)."""
    found: list[str] = []
    for point, who in named.items():
        if who is None:
            continue
        if not isinstance(who, str) or not who:
            raise ScoreError(point.replace(" ", "_"), who, "a side's name or None")
        if who not in found:
            found.append(who)
    if len(found) < 2:
        raise ScoreError(
            "sides", _NOT_GIVEN, "the sides' names (sides=...) when fewer than two are named"
        )
    return found


def _summary_awards(
    named: Mapping[str, object], names: tuple[str, ...], rules: Rules, *, hang: bool
) -> tuple[Award, ...]:
    """The awards of a summary, each point checked against the rules (P2, P5)."""
    if named["high"] is None:
        # High is None here; game may go to a side with no trump in play (P2).
        for point, who in named.items():
            if who is not None and point != "game":
                raise ImpossibleResultError(
                    point.replace(" ", "_"), who, "None when no trump is in play (high=None)"
                )
    if hang and named["jack"] is None:
        raise ImpossibleResultError("hang", hang, "False when nobody scored the jack")
    awards = []
    for point, who in named.items():
        if who is None:
            continue
        if hang and point == "jack":
            _check_point("hang jack", rules, "hang", hang)
            awards.append(Award("hang jack", _side("jack", who, names), POINTS["hang jack"]))
            continue
        field = point.replace(" ", "_")
        _check_point(point, rules, field, who)
        awards.append(Award(point, _side(field, who, names), POINTS[point]))
    return tuple(awards)


def _check_point(point: str, rules: Rules, field: str = "awards", value: object = None) -> None:
    # P2, P5: the points that only some rules have.
    value = point if value is None else value
    if point == "hang jack" and rules.jack is not JackScoring.TRINIDAD:
        raise RuleViolationError(field, value, "no hang jack: the jack scores 1 to its capturer")
    if point == "jick" and not rules.jick:
        raise RuleViolationError(field, value, "None: no jick without the jick rule")
    if point in ("big joker", "little joker") and not rules.jokers:
        raise RuleViolationError(field, value, "None: no jokers without the joker rule")
    if point == "trey" and not rules.trey:
        raise RuleViolationError(field, value, "None: no trey without the trey rule")


def _quick_codes(cards: object) -> list[int] | None:
    """Cards as codes by one dict lookup each, or None when the long way must say more."""
    found: list[int | None]
    if isinstance(cards, str):
        # A fast path: whatever it misses falls through to _parse_cards, which gives the same
        # cards or says what is wrong, so a change here cannot change a result.
        if len(cards) > _CARDS_TEXT_MAX:  # pragma: no mutate (fast path)
            return None
        words = fold_upper(cards.replace(",", " ")).split()  # pragma: no mutate (fast path)
        found = list(map(_CODE_BY_TEXT.get, words))  # pragma: no mutate (fast path)
    elif cards.__class__ is tuple or cards.__class__ is list:  # pragma: no mutate (fast path)
        try:
            found = list(map(_CODE.get, cards))
        except TypeError:  # an unhashable thing among the cards
            return None
    else:
        return None
    codes = [code for code in found if code is not None]
    return codes if len(codes) == len(found) else None


def _hands(
    field: str, value: object, rules: Rules, sides: tuple[str, ...] | None
) -> tuple[dict[str, list[int]], dict[int, int]]:
    """Each side's cards as codes, and each card's side by number (in ``sides``, else here)."""
    if not isinstance(value, Mapping):
        raise ScoreError(field, value, "a mapping of each side to its cards")
    hands: dict[str, list[int]] = {}
    owners: dict[int, int] = {}
    pack = _pack_of(rules).codes
    for number, (side, cards) in enumerate(value.items()):
        if sides is None:
            if not isinstance(side, str) or not side:
                raise ScoreError(field, side, "side names (non-empty str)")
            at = number
        else:
            at = _index(field, side, sides)
        codes = _quick_codes(cards)  # pragma: no mutate (fast path: None takes the long way)
        if codes is None or not pack.issuperset(codes) or len(set(codes)) != len(codes):
            # The long way: parse_cards raises the error (a bad card, one of another pack, one
            # twice in a hand) or knows cards the quick lookups do not (lower case in a list).
            parsed = _parse_cards(cards, rules, f"{field}[{side!r}]")
            codes = list(map(_CODE.__getitem__, parsed))
        hands[side] = codes
        owners.update(dict.fromkeys(codes, at))
    return hands, owners


# A Tally from values tally() has checked, its fields in order: no converters run again.
_build_tally = builder(Tally)
_evolve_tally = evolver(Tally)


def tally(
    *,
    trump: Suit | str,
    dealt: Mapping[str, str | Iterable[PitchCard | str]],
    captured: Mapping[str, str | Iterable[PitchCard | str]],
    rules: Rules = PITCH,
    dealer: str | None = None,
    players: int | None = None,
    kicks: str | Iterable[PitchCard | str] = (),
) -> Tally:
    """The tally of a hand from the cards dealt to each side and captured by each (P2, P5).

    ``dealt`` names every side (2 to 6) and its players' cards as they held them for play;
    ``captured`` the cards each side won in tricks (sides that won nothing may be left out).
    ``players`` is the number of players at the table (a trick's size): 4 by default with two
    sides (partners), else one player per side (cutthroat). ``dealer`` is needed for the
    non-dealer game-tie rule. ``kicks``, the turned-up cards of All Fours (P3), are checked
    against the deal when given: a turned-up card is never dealt, so the jack of trumps turned
    up is nobody's jack point.

    >>> hand = tally(trump="S", dealt={"A": "5S 2H", "B": "KH 3C"},
    ...              captured={"A": "5S KH"}, players=2, rules=ALL_FOURS)
    >>> for item in hand.items:
    ...     print(item)
    high (5S): A +1
    low (5S): A +1
    game (A 3, B 0): A +1
    """
    rules = _rules(rules)
    trump = _trump(trump)
    # From here on every card is a code (a small int): the checks are set and dict operations.
    hands, holder = _hands("dealt", dealt, rules, None)
    sides = tuple(hands)  # distinct non-empty names, as _hands checked
    if not 2 <= len(sides) <= 6:
        raise ScoreError("dealt", dealt, "2 to 6 sides, each with its cards")
    won, capturer = _hands("captured", captured, rules, sides)
    players = _players(players, len(sides))
    dealer = _optional_side("dealer", dealer, sides)
    if rules.game_tie is GameTie.NON_DEALER and dealer is None:
        raise ScoreError("dealer", _MISSING, "the dealer's side: the game-tie rule needs it")
    _check_dealt(hands, holder, players // len(sides))
    game_points, tricks = _captured(won, capturer, holder, sides, players)
    if not (isinstance(kicks, tuple | list) and not kicks):
        _check_kicks(kicks, rules, trump, frozenset(holder), played=True)
    return _tally(
        sides,
        holder,
        capturer,
        game_points=game_points,
        tricks=tricks,
        trump=trump,
        rules=rules,
        dealer=dealer,
    )


def _players(players: object, sides: int) -> int:
    """The players at the table: 4 by default with two sides, else one a side (P1)."""
    if players is None:
        return 4 if sides == 2 else sides
    count = check_int("players", players, sides, 6)
    if count % sides:
        raise ImpossibleResultError(
            "players",
            count,
            Text("a multiple of the {sides} sides (each side alike)", sides=sides),
        )
    return count


def _check_dealt(hands: dict[str, list[int]], holder: dict[int, int], per_side: int) -> None:
    """Every card dealt once, and as many to every player (P1)."""
    if len(holder) != sum(map(len, hands.values())):
        twice = _repeated([code for codes in hands.values() for code in codes])
        raise ImpossibleResultError("dealt", _TEXT[twice], "each card dealt to one side only")
    counts = set(map(len, hands.values()))
    if len(counts) != 1 or next(iter(counts)) % per_side:
        raise ImpossibleResultError(
            "dealt",
            {side: len(codes) for side, codes in hands.items()},
            Text(
                "as many cards for every player ({per_side} player(s) a side)", per_side=per_side
            ),
        )


def _captured(
    won: dict[str, list[int]],
    capturer: dict[int, int],
    holder: dict[int, int],
    sides: tuple[str, ...],
    players: int,
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Each side's game points and tricks; every card captured once, and only dealt cards."""
    game_points = [0] * len(sides)
    tricks = [0] * len(sides)
    for side, codes in won.items():
        if len(codes) % players:
            raise ImpossibleResultError(
                f"captured[{side!r}]",
                len(codes),
                Text("whole tricks of {players} cards", players=players),
            )
        at = sides.index(side)
        game_points[at] = sum(map(_GAME_VALUE.__getitem__, codes))
        tricks[at] = len(codes) // players
    if len(capturer) != sum(map(len, won.values())):
        twice = _repeated([code for codes in won.values() for code in codes])
        raise ImpossibleResultError("captured", _TEXT[twice], "each card captured once")
    if not capturer.keys() <= holder.keys():
        stray = next(code for code in capturer if code not in holder)
        raise ImpossibleResultError("captured", _TEXT[stray], "cards that were dealt")
    return tuple(game_points), tuple(tricks)


_new = tuple.__new__


def _tally(
    sides: tuple[str, ...],
    holder: dict[int, int],
    capturer: dict[int, int],
    *,
    game_points: tuple[int, ...],
    tricks: tuple[int, ...],
    trump: Suit,
    rules: Rules,
    dealer: str | None,
) -> Tally:
    trumps = _pack_of(rules).trumps[trump]
    won = _trump_points(trumps, holder, capturer, sides, rules)
    if trumps.jick in holder:
        code = trumps.jick
        label = _JICK.get(code) or _JICK.setdefault(code, Text("jick ({card})", card=_TEXT[code]))
        won.append(("jick", capturer.get(code), label))
    for point, joker in trumps.jokers:
        if joker in holder:
            won.append((point, capturer.get(joker), _POINT_LABEL[point]))
    won.append(_game_point(game_points, sides, rules, dealer))
    if trumps.trey in holder:
        code = trumps.trey
        label = _TREY.get(code) or _TREY.setdefault(code, Text("trey ({card})", card=_TEXT[code]))
        won.append(("trey", capturer.get(code), label))
    awards: list[Award] = []
    items: list[Item] = []
    points = [0] * len(sides)
    for point, number, label in won:
        if number is not None:
            side = sides[number]
            value = POINTS[point]
            # tuple.__new__ is what NamedTuple._make calls, without its Python-level wrapper.
            awards.append(_new(Award, (point, side, value)))
            items.append(_new(_POINT_ITEM[point], (label, side, value)))
            points[number] += value
    return _build_tally(
        sides,
        tuple(awards),
        rules,
        trump,
        dealer,
        frozenset(holder),  # _in_play
        game_points,
        tuple(items),
        tricks,
        dict(zip(sides, points, strict=True)),  # _by_side
    )


# Each point won: (point, the number of the side that scores it or None, the item's label).
_Won: TypeAlias = tuple[str, int | None, Text]

# The labels of the points named by a card, by the card's code: each made the first time a
# hand needs it, then shared by every hand (a dict lookup is cheaper than filling a template).
_HIGH: dict[int, Text] = {}
_LOW: dict[int, Text] = {}
_JACK: dict[int, Text] = {}
_JICK: dict[int, Text] = {}
_TREY: dict[int, Text] = {}


def _trump_points(
    trumps: _Trumps,
    holder: dict[int, int],
    capturer: dict[int, int],
    sides: tuple[str, ...],
    rules: Rules,
) -> list[_Won]:
    """High, low and the jack (or hang jack) of a hand (P2)."""
    won: list[_Won] = []
    # P2: high and low go by the cards dealt; a single trump is both. P5: never a joker low.
    high = next((code for code in trumps.high if code in holder), None)
    if high is not None:
        label = _HIGH.get(high) or _HIGH.setdefault(high, Text("high ({card})", card=_TEXT[high]))
        won.append(("high", holder[high], label))
        low = next((code for code in trumps.low if code in holder), None)
        if low is not None:
            who = holder[low] if rules.low is Low.HOLDER else capturer.get(low)
            label = _LOW.get(low) or _LOW.setdefault(low, Text("low ({card})", card=_TEXT[low]))
            won.append(("low", who, label))
    jack = trumps.jack
    if jack in holder:
        taker = capturer.get(jack)
        if rules.jack is JackScoring.CAPTURER or taker is None or taker == holder[jack]:
            label = _JACK.get(jack) or _JACK.setdefault(
                jack, Text("jack ({card})", card=_TEXT[jack])
            )
            won.append(("jack", taker, label))
        else:
            label = Text(
                "hang jack ({card}, dealt to {side})", card=_TEXT[jack], side=sides[holder[jack]]
            )
            won.append(("hang jack", taker, label))
    return won


def _game_point(
    game_points: tuple[int, ...], sides: tuple[str, ...], rules: Rules, dealer: str | None
) -> _Won:
    """The game point: the most game points; a tie to nobody or, by option, the non-dealer."""
    best = max(game_points)
    # Each side's name and count ("us 23, them 17"): names and small ints (at most 80 game
    # points, written alike in every language), no word.
    counts = ", ".join(map("{} {}".format, sides, game_points))
    if game_points.count(best) == 1:
        return ("game", game_points.index(best), _game_label(counts))
    if rules.game_tie is GameTie.NON_DEALER:
        # P2 variant: a tie goes to the non-dealer side; among several non-dealers, nobody.
        others = [n for n, value in enumerate(game_points) if value == best and sides[n] != dealer]
        if len(others) == 1:
            label = Text.in_context(
                "pitch point", "game (tie: {counts}; to the non-dealer side)", counts=counts
            )
            return ("game", others[0], label)
    return ("game", None, _GAME_TIE)  # pragma: no mutate (a point won by nobody is not awarded)


_GAME_TIE = Text.in_context("pitch point", "game (tie)")


# The labels made for most hands, kept: a side's counts repeat from hand to hand (a few
# dozen pairs for two sides), and a Text costs more to make than a lookup.
@functools.lru_cache(maxsize=512)
def _game_label(counts: str) -> Text:
    return Text.in_context("pitch point", "game ({counts})", counts=counts)


@functools.lru_cache(maxsize=256)
def _setback_label(bid: int, took: int) -> Text:
    return Text("setback (bid {bid}, took {took})", bid=bid, took=took)


# A tally's points per side (a dict nobody changes) and its cards dealt (as codes), read by
# settle() and Game.
_POINTS_OF = operator.attrgetter("_by_side")
_IN_PLAY_OF = operator.attrgetter("_in_play")


# --- Bids, setback and the moon (P4, P6) -----------------------------------------------------


def _bid(value: object, rules: Rules, field: str = "bid") -> int:
    if value is None and field == "bid":
        raise ScoreError(field, _MISSING, "the bid: these rules have bidding")
    moon = rules.moon
    if type(value) is not int:
        if (
            moon is not None
            and isinstance(value, str)
            and fold(plain_str(value).strip()) == "moon"
        ):
            return moon
        raise ScoreError(field, value, _bids(rules, typed=True))
    if not rules.min_bid <= value <= rules.max_bid and value != moon:
        raise RuleViolationError(field, value, _bids(rules, typed=False))
    return value


def _bids(rules: Rules, *, typed: bool) -> Text:
    """The bids ``rules`` allow; ``typed``: said of a value that is not an int at all."""
    low, high, moon = rules.min_bid, rules.max_bid, rules.moon
    if moon is None:
        if typed:
            return Text("an int bid from {low} to {high}", low=low, high=high)
        return Text("a bid from {low} to {high}", low=low, high=high)
    if typed:
        return Text(
            "an int bid from {low} to {high}, or {moon} or 'moon' (the moon)",
            low=low,
            high=high,
            moon=moon,
        )
    return Text(
        "a bid from {low} to {high}, or {moon} or 'moon' (the moon)", low=low, high=high, moon=moon
    )


def auction(calls: Sequence[int | str | None], *, rules: Rules = PITCH) -> tuple[int, int] | None:
    """Check one round of bidding (P4) and return (the bidder's position, the bid).

    ``calls`` are each player's call in order from the dealer's left, the dealer's last: a bid
    (int, or ``"moon"`` when the rules allow shooting the moon) or a pass (``None`` or
    ``"pass"``). Returns ``None`` when everyone passed and the rules let the deal be thrown in.

    >>> auction([2, None, 3, 3])           # the dealer steals at 3
    (3, 3)
    >>> auction(["pass", "pass", "pass", 2])
    (3, 2)
    """
    rules = _rules(rules)
    given: object = calls
    if isinstance(given, str) or not isinstance(given, Sequence) or not 2 <= len(given) <= 6:
        raise ScoreError("calls", calls, "a sequence of 2 to 6 calls, the dealer's last")
    best: tuple[int, int] | None = None
    last = len(calls) - 1
    for position, call in enumerate(calls):
        if call is None or is_pass(call):
            if position == last and best is None and rules.dealer_forced:
                raise RuleViolationError(
                    "calls",
                    call,
                    Text("a bid of at least {bid}: the dealer must bid", bid=rules.min_bid),
                )
            continue
        bid = _bid(call, rules, "calls")
        steal = position == last and rules.dealer_steal
        if best is not None and (bid < best[1] or (bid == best[1] and not steal)):
            if steal:
                raise RuleViolationError("calls", call, Text("a bid at least {bid}", bid=best[1]))
            raise RuleViolationError("calls", call, Text("a bid more than {bid}", bid=best[1]))
        best = (position, bid)
    return best


# A hand settled (P4, P6), computed once: (the tally, the items in counting-out order, the
# scores per side (a new dict), the bidder, the bid, made (None
# without bidding), and 1 when a moon made wins the game, -1 when a moon failed loses it,
# else 0). A plain tuple: settle() builds one for every call.
_Hand: TypeAlias = tuple[
    "Tally", tuple[Item, ...], dict[str, int], str | None, int | None, bool | None, int
]


# A global is read faster than an enum member through its class.
_BIDDER_FIRST = GoingOut.BIDDER_FIRST


def _play(
    tally: Tally,
    rules: Rules,
    bidder: object,
    bid: object,
    all_tricks: object,
    *,
    itemise: bool = True,
) -> _Hand:
    """Setback and the moon applied to a checked tally: the one path for settle and record.

    The scores and the items come from the same branch; ``settle``, which returns only the
    scores, passes ``itemise=False`` and a setback then builds no line of text.
    """
    points: dict[str, int] = _POINTS_OF(tally)
    if not rules.bidding:
        _no_bidding(bidder, bid, all_tricks)
        return (tally, tally.items, points.copy(), None, None, None, 0)
    side = bidder if isinstance(bidder, str) and bidder in points else _bidder(bidder, tally)
    value = bid if type(bid) is int and rules.min_bid <= bid <= rules.max_bid else _bid(bid, rules)
    if value == rules.moon:
        return _play_moon(tally, rules, side, value, all_tricks)
    if all_tricks is not None:
        raise RuleViolationError("all_tricks", all_tricks, "None: it is for a moon bid only")
    took = points[side]
    if took >= value:
        items = tally.items
        if rules.going_out is _BIDDER_FIRST:
            items = tuple(sorted(items, key=lambda item: item.who != side))
        return (tally, items, points.copy(), side, value, True, 0)
    if not rules.setback:
        return (tally, tally.items, points.copy(), side, value, False, 0)
    # P4: a bidder short of its bid scores nothing and loses the bid.
    scores = points.copy()
    scores[side] = -value
    if not itemise:
        return (tally, (), scores, side, value, False, 0)
    setback = _new(_SETBACK_ITEM, (_setback_label(value, took), side, -value))
    items = (*[item for item in tally.items if item.who != side], setback)
    return (tally, items, scores, side, value, False, 0)


def _no_bidding(bidder: object, bid: object, all_tricks: object) -> None:
    if bidder is not None or bid is not None:
        field, value = ("bidder", bidder) if bidder is not None else ("bid", bid)
        raise RuleViolationError(field, value, "None: these rules have no bidding")
    if all_tricks is not None:
        raise RuleViolationError("all_tricks", all_tricks, "None: these rules have no moon")


def _bidder(bidder: object, tally: Tally) -> str:
    if bidder is None:
        raise ScoreError("bidder", _MISSING, "the bidder: these rules have bidding")
    return _side("bidder", bidder, tally.sides)


def _play_moon(tally: Tally, rules: Rules, side: str, value: int, all_tricks: object) -> _Hand:
    """P6: a moon made scores its value (or wins), failed is set back by it (or loses)."""
    scores: dict[str, int] = _POINTS_OF(tally).copy()
    took = scores[side]
    made = _moon_made(tally, rules, tally.sides.index(side), all_tricks)
    items = tally.items
    ends = 0  # pragma: no mutate (_hand_end reads it as a truth value: None is 0)
    if made and rules.moon_wins:
        ends = 1  # pragma: no mutate (_hand_end reads its sign only: 2 is 1)
    elif made:
        label = Text("moon made (bid {bid}, took every point: {took})", bid=value, took=took)
        items = (Item(label, side, value, "moon_made"),)
        scores[side] = value
    else:
        items = tuple(item for item in items if item.who != side)
        if rules.moon_fail_loses:
            scores[side] = 0
            ends = -1  # pragma: no mutate (_hand_end reads its sign only)
        else:
            label = Text("moon failed (bid {bid}, took {took})", bid=value, took=took)
            items = (*items, Item(label, side, -value, "moon_failed"))
            scores[side] = -value
    return (tally, items, scores, side, value, made, ends)


def _moon_made(tally: Tally, rules: Rules, bidder: int, all_tricks: object) -> bool:
    """Whether the bidding side won every point of the hand, and every trick if needed (P6).

    Every point of the hand means: high, low and game always (a tied game point is won by
    nobody, so the moon fails), and each other point of the rules (jack, jick, jokers, trey)
    whose card was in play. From the cards, "in play" is known; a summary names the points.
    """
    side = tally.sides[bidder]
    won = {award.point for award in tally.awards if award.side == side}
    made = len(won) == len(tally.awards) and {"high", "low", "game"} <= won
    in_play: frozenset[int] = _IN_PLAY_OF(tally)
    if made and in_play and tally.trump is not None:
        trumps = _pack_of(rules).trumps[tally.trump]
        if "hang jack" in won:
            won.add("jack")
        cards = [("jack", trumps.jack), ("jick", trumps.jick), ("trey", trumps.trey)]
        cards.extend(trumps.jokers)
        made = all(code not in in_play or point in won for point, code in cards)
    tricks = tally.tricks
    if all_tricks is not None:
        all_tricks = check_bool("all_tricks", all_tricks)
        if tricks and all_tricks != (sum(tricks) == tricks[bidder]):
            raise ImpossibleResultError(
                "all_tricks",
                all_tricks,
                Text("{value}: the captured cards say so", value=not all_tricks),
            )
    if not rules.moon_tricks:
        return made
    if tricks:
        return made and sum(tricks) == tricks[bidder]
    if all_tricks is None:
        raise ScoreError(
            "all_tricks",
            None,
            "True or False (whether the bidding side took every trick): moon_tricks needs it "
            "for a hand noted by points",
        )
    return made and bool(all_tricks)


def settle(
    tally: Tally,
    *,
    bidder: str | None,
    bid: int | str | None,
    rules: Rules = PITCH,
    all_tricks: bool | None = None,
) -> dict[str, int]:
    """Each side's score for the hand after setback (P4) and the moon (P6).

    The bidding side scores what it took if that is at least its bid, else minus the bid; the
    others score what they took. Without bidding in the rules, pass ``None`` for both.

    >>> hand = Tally.summary(high="A", low="B", jack="B", game="B")
    >>> settle(hand, bidder="A", bid=2), settle(hand, bidder="B", bid=3)
    ({'A': -2, 'B': 3}, {'A': 1, 'B': 3})

    When the rules allow shooting the moon (``Rules(moon=5)``), bid ``rules.moon`` (or
    ``"moon"``): a side that won every point scores the moon's value instead of its points,
    one that did not is set back by it. ``all_tricks`` says whether the bidding side took every
    trick, which ``moon_tricks`` needs for a hand noted by points (from the cards it is known).
    With ``moon_wins`` or ``moon_fail_loses`` the moon ends the game: :class:`Game` does that;
    ``settle`` then shows what the hand scores (a made moon what it took, a failed one 0).

    >>> moon = attrs.evolve(PITCH, moon=5)
    >>> all_four = Tally.summary(high="A", low="A", jack="A", game="A", sides=("A", "B"))
    >>> settle(all_four, bidder="A", bid="moon", rules=moon)
    {'A': 5, 'B': 0}
    """
    if tally.__class__ is not Tally:
        raise ScoreError("tally", tally, "a Tally (from tally() or Tally.summary())")
    if rules is not tally.rules:
        rules = _rules(rules)
        if _tally_key(rules) != _tally_key(tally.rules):
            made_under = _rules_name(tally.rules)
            raise RuleViolationError(
                "rules",
                _rules_name(rules),
                Text("the rules the tally was made under ({rules})", rules=made_under),
            )
    return _play(tally, rules, bidder, bid, all_tricks, itemise=False)[2]


# --- The game (P3, P4, P6) -------------------------------------------------------------------

Winner: TypeAlias = str | tuple[str, ...] | None


@attrs.frozen(slots=True, init=False)
class Deal:
    """One recorded deal of a :class:`Game`; made by the game, not for building.

    Attributes:
        number: The deal's number as the players count it (1, 2, ...); None for a deal
            thrown in (redealt after its turn-ups, or all passed), which does not count.
        dealer: The dealer's side.
        tally: The hand's tally, or None for a deal thrown in.
        bidder: The bidding side (Pitch), else None.
        bid: The bid, else None (the moon's value for a moon).
        kicks: The turned-up cards, in order.
        take_one: The side that begged and was given one, else None.
        made: Whether the bidder made its bid (None without bidding).
        items: What was scored, in counting-out order, up to the end of the game.
        winner: The side that won the game in this deal (a tuple for a shared win), else None.
        loser: The side that lost the game in this deal (``lose_at``, ``moon_fail_loses``),
            else None.
        thrown_in: True for a deal that does not count (its kicks still score).
    """

    __repr__ = fields_repr

    number: int | None
    dealer: str
    tally: Tally | None
    bidder: str | None
    bid: int | None
    kicks: tuple[PitchCard, ...]
    take_one: str | None
    made: bool | None
    items: tuple[Item, ...]
    winner: Winner
    loser: str | None
    thrown_in: bool
    _sides: tuple[str, ...] = attrs.field(repr=False)
    _scores: tuple[int, ...] = attrs.field(repr=False)

    def __reduce__(self) -> tuple[object, ...]:
        # Flat and field by field: a game of 100,000 deals pickles in one pass.
        return (_deal, tuple(getattr(self, name) for name in _DEAL_FIELDS))

    @property
    def scores(self) -> dict[str, int]:
        """What each side scored in this deal (every side; the items added up)."""
        return dict(zip(self._sides, self._scores, strict=True))


_DEAL_FIELDS = tuple(field.name for field in attrs.fields(Deal))


# A Deal from its fields' values in order: what Game.record makes, from checked values.
_build_deal = builder(Deal)


def _deal(*values: object) -> Deal:
    """A Deal from its fields' values in order (for pickle)."""
    return _build_deal(*values)


def _start(value: object, sides: tuple[str, ...]) -> tuple[int, ...]:
    allowed = Text(
        "a mapping of every side ({sides}) to its total, an int", sides=", ".join(map(repr, sides))
    )
    if value is None:
        return (0,) * len(sides)
    if not isinstance(value, Mapping) or len(value) != len(sides):
        raise ScoreError("totals", value, allowed)
    named = by_name("totals", value, allowed)  # " Us" is Us, as the sides are read
    start = []
    for side in sides:
        if side not in named:
            raise ScoreError("totals", value, allowed)
        start.append(check_int(f"totals[{side!r}]", named[side], -_TARGET_MAX, _TARGET_MAX))
    return tuple(start)


@attrs.frozen(slots=True, repr=False)
class Game(LedgerBase[Deal]):
    """A whole game of All Fours or Pitch, counted out to the target (P3, P4, P6).

    The dealer rotates through the sides in order (partners sit apart), starting with
    ``first_dealer``; kicks score for the dealer's side. ``totals`` starts the game from
    given totals (a paper sheet carried over); the end rules apply to them from the first
    hand, and totals that would already have ended the game are refused.

    >>> game = Game(("us", "them"), rules=PITCH)
    >>> hand = Tally.summary(high="us", low="them", jack="us", game="us")
    >>> game = game.record(hand, bidder="us", bid=3)
    >>> game.totals, game.finished, game.dealer
    ({'us': 3, 'them': 1}, False, 'them')
    >>> game.next
    Next(number=2, dealer='them', vulnerable=None, partscores=None)

    Attributes:
        sides: The sides, 2 to 6 (cutthroat: every player a side).
        rules: The rules.
        first_dealer: The side that deals first (default: the first side).
    """

    sides: tuple[str, ...] = attrs.field(converter=_sides)
    rules: Rules = attrs.field(default=PITCH, converter=_rules)
    first_dealer: str | None = None
    # The totals as given (kept only while __init__ reads them) and as the game starts.
    _given: Mapping[str, int] | None = attrs.field(
        default=None, kw_only=True, alias="totals", eq=False, repr=False
    )
    _start: tuple[int, ...] = attrs.field(init=False)
    _history: History[Deal] = attrs.field(init=False, repr=False)
    _closed: bool = attrs.field(init=False, default=False)
    _close_kept: bool = attrs.field(init=False, default=False, eq=False, repr=False)
    _previous: Game | None = attrs.field(init=False, default=None, eq=False, repr=False)
    _dealer: int = attrs.field(init=False)
    _winner: Winner = attrs.field(init=False, default=None)
    _loser: str | None = attrs.field(init=False, default=None)

    def __attrs_post_init__(self) -> None:
        first = self.sides[0] if self.first_dealer is None else self.first_dealer
        first = _side("first_dealer", first, self.sides)
        start = _start(self._given, self.sides)
        _check_start(self._given, start, self.sides, self.rules)
        object.__setattr__(self, "first_dealer", first)
        object.__setattr__(self, "_given", None)
        object.__setattr__(self, "_start", start)
        object.__setattr__(self, "_history", History.start(start))
        object.__setattr__(self, "_dealer", self.sides.index(first))

    def __copy__(self) -> Game:
        return self

    def __deepcopy__(self, memo: dict[int, object]) -> Game:
        # Immutable all the way down (the rules, the deals, their tallies): a deep copy is
        # the game itself, as for a tuple of ints, whatever its length.
        return self

    @property
    def parties(self) -> tuple[str, ...]:
        """The sides, in seat order (the dealer rotates through them)."""
        return self.sides

    @property
    def start(self) -> dict[str, int]:
        """The totals the game started from (zeros unless ``totals`` was given)."""
        return dict(zip(self.sides, self._start, strict=True))

    @property
    def finished(self) -> bool:
        """True once a side has won or lost, or the game was closed."""
        return self._winner is not None

    @property
    def winner(self) -> Winner:
        """The side that won (a tuple when sides share the win), or None while playing on."""
        return self._winner

    @property
    def loser(self) -> str | None:
        """The side that lost at once (``lose_at``, ``moon_fail_loses``), else None."""
        return self._loser

    @property
    def dealer(self) -> str:
        """The side that deals next."""
        return self.sides[self._dealer]

    @property
    def next(self) -> Next | None:
        """The next deal (its number and dealer), or None when the game is over."""
        if self._winner is not None:
            return None
        return Next(self._history.played + 1, self.sides[self._dealer])

    def close(self) -> Game:
        """End the game early: the side with the highest total wins (sides level share it).

        A game already over is returned as it is. ``undo()`` reopens a closed game.
        """
        if self._winner is not None:
            return self
        return self._successor(_closed=True, _winner=_leading(self.leaders))

    def redeal(self, *, kicks: Sequence[PitchCard | str]) -> Game:
        """Record a deal thrown in after three turn-ups of one suit (P3); the kicks stay.

        The same dealer deals again; the deal does not count (see :meth:`throw_in`).
        """
        self._check_open()
        return self._count(None, self._turn_ups(kicks, redeal=True), None)

    def throw_in(self, *, kicks: Sequence[PitchCard | str] = ()) -> Game:
        """Record a deal that does not count; the kicks of its turn-ups still score (P3).

        With a turn-up in the rules (All Fours) the same dealer deals again, as after a
        redeal; otherwise (all passed in a Pitch without a forced dealer) the deal passes on.

        Raises:
            RuleViolationError: The rules have bidding and a forced dealer (auction pitch,
                P4): when everyone else passes, the dealer must bid, so no deal is thrown in.
        """
        self._check_open()
        turn_ups = self._turn_ups(kicks)
        rules = self.rules
        if rules.bidding and rules.dealer_forced and rules.kicks is Kicks.NONE:
            raise RuleViolationError(
                "throw_in",
                Text("all passed"),
                Text(
                    "a bid: when everyone else passes, the dealer must bid {bid} (the option "
                    "dealer_forced = false lets a deal be thrown in)",
                    bid=rules.min_bid,
                ),
            )
        return self._count(None, turn_ups, None)

    def record(
        self,
        tally: Tally,
        *,
        bidder: str | None = None,
        bid: int | str | None = None,
        kicks: Sequence[PitchCard | str] = (),
        take_one: str | None = None,
        all_tricks: bool | None = None,
    ) -> Game:
        """Record a hand and count it out in the rule's order; return the new game.

        ``kicks`` are the turned-up cards in order (every turn-up of the deal, P3);
        ``take_one`` the side that begged and was given one point. ``bid`` may be the
        moon (``rules.moon`` or ``"moon"``); ``all_tricks`` as in :func:`settle`.
        """
        self._check_open()
        if tally.__class__ is not Tally:
            raise ScoreError("tally", tally, "a Tally (from tally() or Tally.summary())")
        rules = self.rules
        if tally.sides != self.sides and set(tally.sides) != set(self.sides):
            raise ScoreError(
                "tally",
                Text("of {sides}", sides=", ".join(tally.sides)),
                Text("a tally of the sides {sides}", sides=", ".join(map(repr, self.sides))),
            )
        if tally.rules is not rules and _tally_key(tally.rules) != _tally_key(rules):
            raise RuleViolationError(
                "tally",
                _rules_name(tally.rules),
                Text("a tally made under the game's rules ({rules})", rules=_rules_name(rules)),
            )
        if tally.dealer is None:
            # The hand was dealt by the game's dealer: say so on the recorded tally, as a
            # scoresheet read back does, so that a saved game reads back equal.
            tally = _evolve_tally(tally, {"dealer": self.dealer})
        elif tally.dealer != self.dealer:
            raise RuleViolationError(
                "tally", tally.dealer, Text("a hand dealt by {dealer}", dealer=self.dealer)
            )
        hand = _play(tally, rules, bidder, bid, all_tricks)
        cards = self._turn_ups(kicks, tally, take_one)
        if take_one is not None:
            if rules.kicks is Kicks.NONE:
                raise RuleViolationError("take_one", take_one, "None: no begging in these rules")
            take_one = _side("take_one", take_one, self.sides)
            if take_one == self.dealer:
                raise RuleViolationError("take_one", take_one, "a side other than the dealer's")
        return self._count(hand, cards, take_one)

    def _replay(self, deal: Deal) -> Game:
        tally = deal.tally
        if tally is None:
            # A redeal is a deal thrown in with the three turn-ups that forced it (P3).
            return self.throw_in(kicks=deal.kicks)
        if tally.dealer != self.dealer and not _dealer_decides(tally, self.rules):
            # Dealt now by another side (a deal before it was thrown in or removed): the
            # hand's points are the same, its kicks score for the new dealer. A game point
            # tied and given to the non-dealer is not: record() then refuses the hand.
            tally = _evolve_tally(tally, {"dealer": self.dealer})
        rules = self.rules
        moon = rules.moon_tricks and deal.bid is not None and deal.bid == rules.moon
        return self.record(
            tally,
            bidder=deal.bidder,
            bid=deal.bid,
            kicks=deal.kicks,
            take_one=deal.take_one,
            # A moon noted by points says whether every trick was taken; cards say it.
            all_tricks=bool(deal.made) if moon and not tally.tricks else None,
        )

    def _check_open(self) -> None:
        if self._winner is not None:
            if self._closed:
                over = Text("no more deals: the game is over (it was closed)")
            elif self._loser is not None:
                over = Text(
                    "no more deals: the game is over ({loser} lost, won by {winner})",
                    loser=self._loser,
                    winner=winner_words(self._winner),
                )
            else:
                over = Text(
                    "no more deals: the game is over (won by {winner})",
                    winner=winner_words(self._winner),
                )
            raise RuleViolationError("deal", self._history.played + 1, over)

    def _turn_ups(
        self,
        kicks: object,
        tally: Tally | None = None,
        take_one: object = None,
        *,
        redeal: bool = False,
    ) -> tuple[PitchCard, ...]:
        if isinstance(kicks, tuple | list) and not kicks and not redeal:
            return ()
        if tally is None:
            return _check_kicks(kicks, self.rules, None, frozenset(), played=False, redeal=redeal)
        cards = _check_kicks(kicks, self.rules, tally.trump, _IN_PLAY_OF(tally), played=True)
        if take_one is not None and len(cards) > 1:
            raise RuleViolationError("take_one", take_one, "None when the pack was run")
        last = cards[-1]
        if isinstance(last, Card) and last.rank is Rank.JACK:
            # P3: a turned-up jack of trumps was never dealt: nobody has the jack point.
            for award in tally.awards:
                if award.point in ("jack", "hang jack"):
                    raise ImpossibleResultError(
                        "jack",
                        award.side,
                        Text(
                            "None: the turn-up {card} is the jack of trumps, never dealt, so "
                            "nobody scores the jack point (its 3 are the kick's)",
                            card=str(last),
                        ),
                    )
        return cards

    def _count(
        self, hand: _Hand | None, kicks: tuple[PitchCard, ...], take_one: str | None
    ) -> Game:
        rules = self.rules
        sides = self.sides
        dealer = sides[self._dealer]
        # P3: kicks and take-one first, then the hand's points in counting-out order.
        first: list[Item] = []
        if kicks:
            table = KICKS[rules.kicks]
            for card in kicks:
                value = 0 if isinstance(card, Joker) else table.get(card.rank, 0)
                if value:
                    code = _CODE[card]
                    label = _KICK.get(code) or _KICK.setdefault(
                        code, Text("kick ({card})", card=_TEXT[code])
                    )
                    first.append(Item(label, dealer, value, "kick"))
        if take_one is not None:
            first.append(Item(_TAKE_ONE, take_one, 1, "take_one"))
        queue: list[Item] | tuple[Item, ...] = first
        if hand is not None:
            # The common deal (no turn-up, no beg) shares the hand's items: no copy.
            queue = [*first, *hand[1]] if first else hand[1]  # pragma: no mutate (copy or share)
        history = self._history
        totals = list(history.totals)
        winner, loser, counted = _count_out(queue, totals, sides, rules, hand)
        if loser is not None:
            winner = _after_loss(totals, sides, loser)
        items = queue if type(queue) is tuple and counted == len(queue) else tuple(queue[:counted])
        scores = tuple(map(int.__sub__, totals, history.totals))
        if hand is None:
            deal = _build_deal(
                *(None, dealer, None, None, None, kicks, take_one, None),
                *(items, winner, loser, True, sides, scores),
            )
            played = history.played
            # A redeal (the turn-ups ran out) keeps the dealer; all passed, the deal passes on.
            advance = rules.kicks is Kicks.NONE
        else:
            played = history.played + 1
            deal = _build_deal(
                played,
                dealer,
                hand[0],
                hand[3],
                hand[4],
                kicks,
                take_one,
                hand[5],
                items,
                winner,
                loser,
                False,  # thrown_in
                sides,
                scores,
            )
            advance = True
        return self._successor(
            _history=History(history.deals.append(deal), tuple(totals), played),
            _winner=winner,
            _loser=loser,
            _dealer=(self._dealer + advance) % len(sides),
        )


def _dealer_decides(tally: Tally, rules: Rules) -> bool:
    """Whether the dealer decided a point of ``tally``: a tied game point to the non-dealer."""
    points = tally.game_points
    return rules.game_tie is GameTie.NON_DEALER and bool(points) and points.count(max(points)) > 1


def _count_out(
    queue: Sequence[Item],
    totals: list[int],
    sides: tuple[str, ...],
    rules: Rules,
    hand: _Hand | None,
) -> tuple[Winner, str | None, int]:
    """Add ``queue`` to ``totals`` in order and see whether the game ends (P3, P4, P6).

    Returns the winner, the loser and how many items were counted before it ended.
    """
    index = sides.index
    if rules.going_out is GoingOut.BIDDER:
        for _label, who, points in queue:
            totals[index(who)] += points
    else:
        target = rules.target
        win_by = rules.win_by
        lose_at = rules.lose_at
        for position, (_label, who, points) in enumerate(queue):
            number = index(who)
            total = totals[number] = totals[number] + points
            # P3: counting out, the first side to reach the target wins at that moment.
            if points > 0 and total >= target and (win_by == 1 or _lead(totals, number) >= win_by):
                return who, None, position + 1
            # P6: a setback can lose the game, or leave a side at the target far enough ahead.
            if points < 0 and lose_at is not None and total <= lose_at:
                return None, who, position + 1
            if points < 0 and (leader := _clear_leader(totals, target, win_by)) is not None:
                return sides[leader], None, position + 1
    winner, loser = (None, None) if hand is None else _hand_end(hand, totals, sides, rules)
    return winner, loser, len(queue)


def _hand_end(
    hand: _Hand, totals: list[int], sides: tuple[str, ...], rules: Rules
) -> tuple[str | None, str | None]:
    """Whether the bidder wins or loses the game at the end of a hand (P4, P6)."""
    _tally, _items, _scores, bidder, _bid, made, ends = hand
    if bidder is None:
        return None, None
    if ends:
        # P6: the moon made wins at once (moon_wins), failed loses (moon_fail_loses).
        return (bidder, None) if ends > 0 else (None, bidder)  # pragma: no mutate (1 or -1)
    if rules.going_out is not GoingOut.BIDDER:
        return None, None
    # P4: bidder goes out, at the end of a hand in which it made its bid.
    number = sides.index(bidder)
    if rules.lose_at is not None and totals[number] <= rules.lose_at:
        return None, bidder
    won = made and totals[number] >= rules.target
    if won and (rules.win_by == 1 or _lead(totals, number) >= rules.win_by):
        return bidder, None
    return None, None


def _lead(totals: Sequence[int], number: int) -> int:
    """How far the side ``number`` is ahead of every other side (negative: behind)."""
    return totals[number] - max(total for at, total in enumerate(totals) if at != number)


def _clear_leader(totals: Sequence[int], target: int, win_by: int) -> int | None:
    """The side at the target and ``win_by`` ahead of every other, if there is one."""
    best = max(totals)
    number = totals.index(best)
    return number if best >= target and _lead(totals, number) >= win_by else None


def _after_loss(totals: Sequence[int], sides: tuple[str, ...], loser: str) -> Winner:
    """Who wins when ``loser`` loses at once: the other side, or the best of the others (P6)."""
    others = [(total, side) for side, total in zip(sides, totals, strict=True) if side != loser]
    best = max(total for total, _side in others)
    return _leading(tuple(side for total, side in others if total == best))


def _leading(sides: tuple[str, ...]) -> str | tuple[str, ...]:
    return sides[0] if len(sides) == 1 else sides


_TAKE_ONE = Text("take one")
# A kick's label, by the card's code, made the first time a turn-up needs it.
_KICK: dict[int, Text] = {}


def winner_words(winner: str | tuple[str, ...]) -> str:
    """The winner's name, or the names of the sides sharing the win: "A and B and C".

    For the messages and the command (not exported): each "and" is a word to say.
    """
    if isinstance(winner, str):
        return winner
    names: str = winner[0]
    for name in winner[1:]:
        names = Text("{names} and {name}", names=names, name=name)
    return names


def _check_start(
    given: object, start: tuple[int, ...], sides: tuple[str, ...], rules: Rules
) -> None:
    """Refuse starting totals that would already have ended the game (P6)."""
    if given is None:
        return
    lose_at = rules.lose_at
    for side, total in zip(sides, start, strict=True):
        if lose_at is not None and total <= lose_at:
            raise RuleViolationError(
                "totals",
                given,
                Text(
                    "totals above lose_at ({lose_at}): {side} at {total} has lost",
                    lose_at=lose_at,
                    side=side,
                    total=total,
                ),
            )
    if rules.going_out is not GoingOut.BIDDER:
        leader = _clear_leader(start, rules.target, rules.win_by)
        if leader is not None:
            side, total, target = sides[leader], start[leader], rules.target
            if rules.win_by == 1:
                won = Text(
                    "totals of a game still on: {side} at {total} has won (target {target})",
                    side=side,
                    total=total,
                    target=target,
                )
            else:
                won = Text(
                    "totals of a game still on: {side} at {total} has won "
                    "(target {target}, win by {win_by})",
                    side=side,
                    total=total,
                    target=target,
                    win_by=rules.win_by,
                )
            raise RuleViolationError("totals", given, won)


def _typed(value: object) -> object:
    """Cards as the user wrote them, for a message: a list or tuple shown as one string."""
    if isinstance(value, tuple | list) and all(isinstance(c, str | Card | Joker) for c in value):
        return " ".join(map(str, value))
    return value


def _check_kicks(
    kicks: object,
    rules: Rules,
    trump: Suit | None,
    in_play: frozenset[int],
    *,
    played: bool,
    redeal: bool = False,  # pragma: no mutate (unread when played; every other call passes it)
) -> tuple[PitchCard, ...]:
    """The turn-ups of a deal (P3), checked against the rules and, if played, the hand."""
    typed = _typed(kicks)
    if rules.kicks is Kicks.NONE:
        raise RuleViolationError("kicks", typed, "(): these rules have no turn-up")
    cards = _parse_cards(kicks, rules, "kicks")
    if not 1 <= len(cards) <= 3:
        raise ImpossibleResultError("kicks", typed, "1 to 3 turn-ups")
    suits = [_suit_of(card) for card in cards]
    if not played:
        if redeal and (len(cards) != 3 or len(set(suits)) != 1):
            raise ImpossibleResultError(
                "kicks", typed, "the three turn-ups, all of one suit, that forced the redeal"
            )
        if len(set(suits)) != 1:
            raise ImpossibleResultError("kicks", typed, "turn-ups of one suit (no trumps yet)")
        return cards
    # P3: the pack is run again while the turn-up repeats the suit; the last one is trumps.
    if len(cards) > 1 and (len(set(suits[:-1])) != 1 or suits[-1] == suits[0]):
        raise ImpossibleResultError("kicks", typed, "turn-ups of one suit, then one of a new suit")
    if trump is not None and suits[-1] is not trump:
        raise ImpossibleResultError(
            "kicks", typed, Text("a last turn-up of trumps ({trump})", trump=str(trump))
        )
    for card in cards:
        if _CODE[card] in in_play:
            raise ImpossibleResultError(
                "kicks", str(card), "turn-ups that were not dealt (a turn-up is nobody's card)"
            )
    return cards


def _suit_of(card: PitchCard) -> Suit | None:
    return card.suit if isinstance(card, Card) else None
