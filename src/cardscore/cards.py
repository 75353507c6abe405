"""The standard 52-card pack: suits, ranks, cards, hands and high-card points.

Cards are written rank then suit, ``"TS"`` for the ten of spades. Parsing also takes
``"10S"``, lower case, the suit symbols (``"♠10"``, ``"10♠"``) and, for whole hands, a
PBN-style hand by suits in the order spades, hearts, diamonds, clubs (``"AK.QJ2.-.T98"``).

>>> Card.parse("10♠")
Card.parse('TS')
>>> str(Card.parse("jh"))
'JH'
>>> hand = parse_hand("AK.QJ2.-.T98")
>>> " ".join(map(str, hand))
'AS KS QH JH 2H TC 9C 8C'
>>> hcp(hand)
10
"""

from __future__ import annotations

import enum
from collections.abc import Iterable

import attrs

from cardscore._check import NOTATION_LIMIT, check_text, fold_upper, iterated, lookup_name
from cardscore._text import Text
from cardscore.errors import ImpossibleResultError, NotationError, ScoreError

__all__ = ["CARDS_TEXT_LIMIT", "DECK", "Card", "Rank", "Suit", "hcp", "parse_cards", "parse_hand"]

CARDS_TEXT_LIMIT = 512
"""The longest str of cards or PBN hand taken, in characters, spaces included.

The whole pack written out with ``10`` and ``", "`` between cards takes 210; longer text is
refused before it is split.
"""


class Suit(enum.Enum):
    """A suit, in bridge order: clubs < diamonds < hearts < spades."""

    CLUBS = "C"
    DIAMONDS = "D"
    HEARTS = "H"
    SPADES = "S"

    @property
    def letter(self) -> str:
        """The one-letter notation, ``"C"``, ``"D"``, ``"H"`` or ``"S"``."""
        return self.value

    @property
    def symbol(self) -> str:
        """The suit symbol, ``"♣"``, ``"♦"``, ``"♥"`` or ``"♠"``."""
        return _SUIT_SYMBOLS[self]

    @property
    def is_major(self) -> bool:
        """True for hearts and spades."""
        return self in (Suit.HEARTS, Suit.SPADES)

    @property
    def is_red(self) -> bool:
        """True for diamonds and hearts."""
        return self in (Suit.DIAMONDS, Suit.HEARTS)

    @classmethod
    def parse(cls, text: str | Suit) -> Suit:
        """Parse ``"S"``, ``"s"``, ``"♠"`` or ``"spades"`` (also takes a ``Suit``).

        >>> Suit.parse("♥")
        <Suit.HEARTS: 'H'>
        """
        if isinstance(text, Suit):
            return text
        return lookup_name(
            "suit",
            text,
            _SUIT_NAMES,
            Text("a Suit or one of C D H S, ♣ ♦ ♥ ♠"),
            Text("one of C D H S, ♣ ♦ ♥ ♠ or a suit name"),
        )

    def __str__(self) -> str:
        return self.value


_SUIT_SYMBOLS = {Suit.CLUBS: "♣", Suit.DIAMONDS: "♦", Suit.HEARTS: "♥", Suit.SPADES: "♠"}
_SUIT_NAMES: dict[str, Suit] = {}
for _one_suit in Suit:
    _SUIT_NAMES[_one_suit.value.lower()] = _one_suit
    _SUIT_NAMES[_SUIT_SYMBOLS[_one_suit]] = _one_suit
    _SUIT_NAMES[_one_suit.name.lower()] = _one_suit
    _SUIT_NAMES[_one_suit.name.lower()[:-1]] = _one_suit
_SUIT_NAMES.update({"♤": Suit.SPADES, "♡": Suit.HEARTS, "♢": Suit.DIAMONDS, "♧": Suit.CLUBS})


class Rank(enum.IntEnum):
    """A rank, ace high; the value is the rank's order (two is 2, ace is 14)."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def char(self) -> str:
        """The one-character notation: ``2``..``9``, ``T``, ``J``, ``Q``, ``K``, ``A``."""
        return _RANK_CHARS[self - 2]

    @property
    def hcp(self) -> int:
        """High-card points: ace 4, king 3, queen 2, jack 1, others 0."""
        return max(self - 10, 0)

    @classmethod
    def parse(cls, text: str | Rank) -> Rank:
        """Parse ``"T"``, ``"10"``, ``"q"`` (also takes a ``Rank``).

        >>> Rank.parse("10")
        <Rank.TEN: 10>
        """
        if isinstance(text, Rank):
            return text
        key = fold_upper(
            check_text("rank", text, NOTATION_LIMIT, Text("a Rank or one of A K Q J T 9..2"))
        )
        rank = _RANK_BY_CHAR.get("T" if key == "10" else key)
        if rank is None:
            raise NotationError("rank", text, "one of A K Q J T (or 10) 9 8 7 6 5 4 3 2")
        return rank

    def __str__(self) -> str:
        return self.char


_RANK_CHARS = "23456789TJQKA"
_RANK_BY_CHAR = {char: Rank(index + 2) for index, char in enumerate(_RANK_CHARS)}


def _rank(value: Rank | str) -> Rank:
    return Rank.parse(value)


def _suit(value: Suit | str) -> Suit:
    return Suit.parse(value)


@attrs.frozen(slots=True, order=False, repr=False, cache_hash=True)
class Card:
    """A card of the 52-card pack.

    Attributes:
        rank: The card's rank.
        suit: The card's suit.
    """

    rank: Rank = attrs.field(converter=_rank)
    suit: Suit = attrs.field(converter=_suit)

    @classmethod
    def parse(cls, text: str | Card) -> Card:
        """Parse ``"TS"``, ``"10s"``, ``"♠10"`` or ``"10♠"`` (also takes a ``Card``).

        >>> Card.parse("AS") == Card("A", "S")
        True
        """
        if isinstance(text, Card):
            return text
        key = check_text(
            "card", text, NOTATION_LIMIT, Text("a Card or a card like 'TS', '10S', '♠10'")
        )
        card = _CARD_BY_TEXT.get(fold_upper(key))
        if card is None:
            raise NotationError(
                "card", text, "rank A K Q J T (or 10) 9..2 and suit C D H S or ♣ ♦ ♥ ♠"
            )
        return card

    @property
    def hcp(self) -> int:
        """High-card points: ace 4, king 3, queen 2, jack 1, others 0."""
        return self.rank.hcp

    def __str__(self) -> str:
        return self.rank.char + self.suit.value

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"

    def __lt__(self, other: object) -> bool:
        """Bridge order: by suit (clubs lowest), then by rank."""
        if not isinstance(other, Card):
            return NotImplemented
        return (_SUIT_ORDER[self.suit], self.rank) < (_SUIT_ORDER[other.suit], other.rank)


_SUIT_ORDER = {suit: index for index, suit in enumerate(Suit)}

#: The 52 cards, spades first, each suit from the ace down (the order of a PBN hand).
DECK: tuple[Card, ...] = tuple(
    Card(rank, suit) for suit in reversed(Suit) for rank in reversed(Rank)
)

_CARD_BY_TEXT: dict[str, Card] = {}
for _card in DECK:
    for _rank_text in (_card.rank.char, "10") if _card.rank is Rank.TEN else (_card.rank.char,):
        for _suit_text in (_card.suit.value, _card.suit.symbol):
            _CARD_BY_TEXT[_rank_text + _suit_text] = _card
            _CARD_BY_TEXT[_suit_text + _rank_text] = _card


def parse_cards(cards: str | Iterable[Card | str], *, field: str = "cards") -> tuple[Card, ...]:
    """Parse cards given as one string (separated by spaces or commas) or an iterable.

    A string takes at most :data:`CARDS_TEXT_LIMIT` characters. A card given twice is an
    :class:`~cardscore.errors.ImpossibleResultError`.

    >>> parse_cards("AS, KS 10h")
    (Card.parse('AS'), Card.parse('KS'), Card.parse('TH'))
    """
    if isinstance(cards, str):
        text = check_text(field, cards, CARDS_TEXT_LIMIT, Text("a str of cards"))
        parts: Iterable[Card | str] = text.replace(",", " ").split()
    elif isinstance(cards, Iterable):
        parts = iterated(field, cards, "a str of cards or an iterable of cards")
    else:
        raise ScoreError(field, cards, "a str of cards or an iterable of cards")
    result: list[Card] = []
    seen: set[Card] = set()
    for part in parts:
        try:
            card = Card.parse(part)
        except ScoreError as error:
            raise type(error)(field, part, error.allowed) from None
        if card in seen:
            raise ImpossibleResultError(field, str(card), "each card at most once")
        seen.add(card)
        result.append(card)
    return tuple(result)


def parse_hand(hand: str | Iterable[Card | str], *, field: str = "hand") -> tuple[Card, ...]:
    """Parse a hand: a list of cards, or a PBN hand by suits ``S.H.D.C``.

    In the PBN form each suit's ranks are written high to low; ``-`` or nothing is a void.
    A string takes at most :data:`CARDS_TEXT_LIMIT` characters.

    >>> len(parse_hand("AKQJT98765432..."))
    13
    >>> parse_hand("-.-.-.A")
    (Card.parse('AC'),)
    """
    if isinstance(hand, str) and "." in hand:
        return _parse_pbn(hand, field)
    return parse_cards(hand, field=field)


_PBN_SUITS = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)


def _parse_pbn(text: str, field: str) -> tuple[Card, ...]:
    holdings = check_text(field, text, CARDS_TEXT_LIMIT, Text("a str of cards")).split(".")
    if len(holdings) != len(_PBN_SUITS):
        raise NotationError(field, text, "a PBN hand of four suits S.H.D.C, like 'AK.QJ2.-.T98'")
    cards: list[str] = []
    # The length was checked above, so strict= cannot matter here.
    for suit, holding in zip(_PBN_SUITS, holdings, strict=True):  # pragma: no mutate
        ranks = holding.strip().replace("10", "T")  # pragma: no mutate - "t" parses too
        if ranks == "-":
            continue
        cards.extend(rank + suit.value for rank in ranks)
    return parse_cards(cards, field=field)


def hcp(cards: str | Iterable[Card | str]) -> int:
    """High-card points of ``cards``: ace 4, king 3, queen 2, jack 1.

    >>> hcp("AS KH QD JC 2S")
    10
    """
    return sum(card.rank.hcp for card in parse_hand(cards, field="cards"))
