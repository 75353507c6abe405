"""French Tarot: cards, counting, contracts and the zero-sum settlement (rules T1–T6).

The rules are the Fédération Française de Tarot's (FFT) for 3, 4 and 5 players. A deal is
settled from the taker's side's card points and bouts; every defender pays or receives one
*unit* and the taker (with a called partner at five) the opposite, so each deal sums to zero:

>>> from cardscore import tarot
>>> deal = tarot.settle("garde", bouts=2, points=45)
>>> deal.unit, deal.taker, deal.defender
(58, 174, -58)
>>> tarot.settle("garde", bouts=2, points="40.5").made
False
>>> tarot.count("RS 21 EX 1H").points
14.0

Card points are exact halves. They are returned as ``float`` (the API's promise) and are
always an exact multiple of 0.5: every such value up to 91 is exact in binary floating
point, and sums of them are computed on whole half points (``Count.halves``), never rounded.
"""

from __future__ import annotations

import enum
import itertools
import sys
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Final, Self, TypeAlias

import attrs

from cardscore._check import (
    bounded,
    by_name,
    check_bool,
    check_int,
    fold,
    fold_upper,
    iterated,
    lookup_name,
    name_key,
    normal_names,
    plain_int,
    plain_str,
)
from cardscore._frozen import fields_repr
from cardscore._history import History, LedgerBase
from cardscore._text import Text
from cardscore.cards import Suit
from cardscore.errors import ImpossibleResultError, NotationError, RuleViolationError, ScoreError
from cardscore.items import Item
from cardscore.ledger import Next

# The parties a breakdown names (``Item.who``): English data words, said by i18n.term() from
# these msgids.
_PARTIES = (Text("taker"), Text("partner"), Text("defender"))

if TYPE_CHECKING:
    from decimal import Decimal
    from fractions import Fraction

__all__ = [
    "BOUTS",
    "CARDS_TEXT_LIMIT",
    "EXCUSE",
    "FFT",
    "PACK",
    "Bonuses",
    "Card",
    "Chelem",
    "Contract",
    "Count",
    "Deal",
    "Distribution",
    "Poignee",
    "Rank",
    "Rules",
    "Session",
    "Settlement",
    "Side",
    "card_points",
    "check_discard",
    "count",
    "count_tricks",
    "is_legal_discard",
    "is_void",
    "parse_cards",
    "petit_sec",
    "poignee",
    "settle",
    "target",
]

# --- The rules as data (T1–T5) ------------------------------------------------------------

PACK_POINTS: Final = 91
"""The card points of the whole pack (T1)."""

# T2: the taker's target by the number of bouts the taker's side holds at the end.
TARGETS: Final = (56, 51, 41, 36)

# T4: the contract's base before the difference is added.
CONTRACT_BASE: Final = 25
# T4: petit au bout, times the contract's multiplier.
PETIT_AU_BOUT: Final = 10

# T5: cards in each hand, cards in the chien, by the number of players.
HAND_SIZE: Final = {3: 24, 4: 18, 5: 15}
CHIEN_SIZE: Final = {3: 6, 4: 6, 5: 3}

# T4: trumps needed for a simple, double and triple poignée, by the number of players.
POIGNEE_THRESHOLDS: Final = {3: (13, 15, 18), 4: (10, 13, 15), 5: (8, 10, 13)}
# The most trumps one side can show: the 21 trumps and the Excuse standing in for one (T4).
_SHOWABLE_TRUMPS = 22


class Side(enum.Enum):
    """The two sides of a deal: the taker's (with the partner at five) and the defence."""

    TAKER = "taker"
    DEFENCE = "defence"

    @classmethod
    def parse(cls, text: Side | str) -> Side:
        """Parse ``"taker"`` or ``"defence"`` (also ``"defense"``, ``"attack"``), any case.

        >>> Side.parse("Defense")
        <Side.DEFENCE: 'defence'>
        """
        if type(text) is Side:
            return text
        return lookup_name(
            "side",
            text,
            _SIDE_NAMES,
            _SIDE_TYPED,
            _SIDE_ALLOWED,
        )

    def __str__(self) -> str:
        return self._value_


# The spellings the parsers list (notation: what the user types, the same in every language).
_SIDES_LISTED: Final = "'taker', 'defence'"
_SIDE_TYPED: Final = Text("a Side or one of {sides}", sides=_SIDES_LISTED)
_SIDE_ALLOWED: Final = Text("one of {sides}", sides=_SIDES_LISTED)
_SIDE_NAMES = {
    "taker": Side.TAKER,
    "attack": Side.TAKER,
    "attaque": Side.TAKER,
    "preneur": Side.TAKER,
    "defence": Side.DEFENCE,
    "defense": Side.DEFENCE,
    "défense": Side.DEFENCE,
}


class Contract(enum.Enum):
    """The four contracts (T3), lowest first; ``str`` is the French name.

    Each contract carries its multiplier (the enum documentation's *Planet* pattern):

    >>> Contract.parse("GARDE_SANS"), Contract.parse("garde-contre").multiplier
    (<Contract.GARDE_SANS: 'garde sans'>, 6)
    >>> str(Contract.GARDE_SANS)
    'garde sans'
    """

    _value_: str
    multiplier: int
    """What the contract's part and the petit au bout are multiplied by: 1, 2, 4, 6 (T3)."""
    counts: dict[tuple[int, Chelem | None], tuple[_Spans, ...]]
    """The taker's side's counts the cards allow, by (players, chelem), then by bouts 0..3:
    the ranges of half points, each (fewest, most) (T1, T7)."""

    PRISE = ("prise", 1)
    GARDE = ("garde", 2)
    GARDE_SANS = ("garde sans", 4)
    GARDE_CONTRE = ("garde contre", 6)

    def __new__(cls, value: str, multiplier: int) -> Self:
        """A member: its name and its multiplier."""
        member = object.__new__(cls)
        member._value_ = value
        member.multiplier = multiplier
        return member

    @property
    def chien(self) -> Side:
        """The side the chien (or the taker's discard) counts for at the end (T3)."""
        return Side.DEFENCE if self is Contract.GARDE_CONTRE else Side.TAKER

    @property
    def discards(self) -> bool:
        """True when the taker takes the chien and discards (prise and garde, T3)."""
        return self in (Contract.PRISE, Contract.GARDE)

    @classmethod
    def parse(cls, text: Contract | str) -> Contract:
        """Parse a contract's name, any case, with spaces, ``_`` or ``-`` between words.

        Also takes ``"petite"`` and the long names ``"garde sans le chien"``,
        ``"garde contre le chien"``. A text longer than any name (32 characters) is
        refused before it is looked at.

        >>> Contract.parse("Garde Sans Le Chien")
        <Contract.GARDE_SANS: 'garde sans'>
        """
        if type(text) is Contract:
            return text
        if not isinstance(text, str):
            raise ScoreError("contract", text, _CONTRACT_TYPED)
        contract = _CONTRACT_NAMES.get(text)  # pragma: no mutate (fast path)
        if contract is None:
            if len(text) > _NAME_LIMIT:
                raise NotationError("contract", text, _CONTRACT_ALLOWED)
            # Any case, and "_" or "-" between the words: every such spelling is a key.
            contract = _CONTRACT_NAMES.get(fold(text))  # pragma: no mutate (fast path)
            if contract is None:
                key = " ".join(fold(text).replace("_", " ").replace("-", " ").split())
                contract = _CONTRACT_NAMES.get(key)
                if contract is None:
                    raise NotationError("contract", text, _CONTRACT_ALLOWED)
        return contract

    def __str__(self) -> str:
        return _CONTRACT_WORDS[self]


# The contracts' names as shown, each a word of the catalog (the French keep them).
_CONTRACT_WORDS: Final = {
    Contract.PRISE: Text("prise"),
    Contract.GARDE: Text("garde"),
    Contract.GARDE_SANS: Text("garde sans"),
    Contract.GARDE_CONTRE: Text("garde contre"),
}

# The longest name any tarot parser of a single word or two takes, with room for spaces:
# longer text is refused before it is split or looked up (linear time, bounded work).
_NAME_LIMIT: Final = 32

_CONTRACT_NAMES: dict[str, Contract] = {contract.value: contract for contract in Contract}
_CONTRACT_NAMES.update(
    {
        "petite": Contract.PRISE,
        "garde sans le chien": Contract.GARDE_SANS,
        "garde contre le chien": Contract.GARDE_CONTRE,
    }
)
_CONTRACTS_LISTED: Final = "'prise', 'garde', 'garde sans', 'garde contre'"
_CONTRACT_ALLOWED: Final = Text(
    "one of {contracts} (also with _ or -)", contracts=_CONTRACTS_LISTED
)
_CONTRACT_TYPED: Final = Text(
    "a Contract or one of {contracts} (also with _ or -)", contracts=_CONTRACTS_LISTED
)
_CONTRACT_NAMES.update(
    {
        name.replace(" ", joiner): contract
        for name, contract in tuple(_CONTRACT_NAMES.items())
        for joiner in "_-"
    }
)


class Poignee(enum.Enum):
    """A declared poignée (a show of trumps, T4); ``bonus`` is its unmultiplied value."""

    _value_: str
    bonus: int
    """20, 30 or 40 (T4), never multiplied by the contract."""
    order: int
    """0, 1, 2 for simple, double, triple: the column of the thresholds (T4)."""

    SIMPLE = ("simple", 20, 0)
    DOUBLE = ("double", 30, 1)
    TRIPLE = ("triple", 40, 2)

    def __new__(cls, value: str, bonus: int, order: int) -> Self:
        """A member: its name, its bonus and its column in the thresholds."""
        member = object.__new__(cls)
        member._value_ = value
        member.bonus = bonus
        member.order = order
        return member

    def trumps(self, players: int) -> int:
        """The trumps this poignée needs with ``players`` players.

        >>> Poignee.DOUBLE.trumps(4), Poignee.DOUBLE.trumps(5)
        (13, 10)
        """
        players = check_int("players", players, 3, 5)
        return POIGNEE_THRESHOLDS[players][self.order]

    @classmethod
    def parse(cls, text: Poignee | str) -> Poignee:
        """Parse ``"simple"``, ``"double"`` or ``"triple"``, any case.

        >>> Poignee.parse("Double").bonus
        30
        """
        if type(text) is Poignee:
            return text
        return lookup_name(
            "poignee",
            text,
            _POIGNEE_NAMES,
            _POIGNEE_TYPED,
            _POIGNEE_ALLOWED,
        )

    def __str__(self) -> str:
        return self._value_


_POIGNEE_NAMES = {size.value: size for size in Poignee}
_POIGNEES_LISTED: Final = "'simple', 'double', 'triple'"
_POIGNEE_ALLOWED: Final = Text("one of {sizes}", sizes=_POIGNEES_LISTED)
_POIGNEE_TYPED: Final = Text("a Poignee or one of {sizes}", sizes=_POIGNEES_LISTED)


class Chelem(enum.Enum):
    """A chelem (slam, every trick to one side, T4) and how it went.

    Each member carries its amount per defender (``bonus``) and the side that took every
    trick (``side``, None for a failed one).
    """

    _value_: str
    bonus: int
    """The amount per defender from the taker's view, never multiplied (T4)."""
    side: Side | None
    """The side that took every trick; None for an announced chelem that failed."""

    ANNOUNCED = ("announced", 400, "taker")
    """Announced by the taker and made: +400."""
    UNANNOUNCED = ("unannounced", 200, "taker")
    """Made by the taker's side without an announcement: +200."""
    FAILED = ("failed", -200, None)
    """Announced by the taker and not made: −200, even when the contract is made."""
    DEFENCE = ("defence", -200, "defence")
    """The defence took every trick: +200 to each defender."""

    def __new__(cls, value: str, bonus: int, side: str | None) -> Self:
        """A member: its name, its amount and the side that took every trick."""
        member = object.__new__(cls)
        member._value_ = value
        member.bonus = bonus
        member.side = None if side is None else Side(side)
        return member

    @classmethod
    def parse(cls, text: Chelem | str) -> Chelem:
        """Parse ``"announced"``, ``"unannounced"``, ``"failed"`` or ``"defence"``.

        >>> Chelem.parse("Defense"), Chelem.FAILED.bonus, Chelem.DEFENCE.bonus
        (<Chelem.DEFENCE: 'defence'>, -200, -200)
        """
        if type(text) is Chelem:
            return text
        return lookup_name(
            "chelem",
            text,
            _CHELEM_NAMES,
            _CHELEM_TYPED,
            _CHELEM_ALLOWED,
        )

    def __str__(self) -> str:
        return self._value_


_CHELEM_NAMES = {chelem.value: chelem for chelem in Chelem}
_CHELEM_NAMES["defense"] = Chelem.DEFENCE
_CHELEMS_LISTED: Final = "'announced', 'unannounced', 'failed', 'defence'"
_CHELEM_TYPED: Final = Text("None, a Chelem or one of {chelems}", chelems=_CHELEMS_LISTED)
_CHELEM_ALLOWED: Final = Text("None or one of {chelems}", chelems=_CHELEMS_LISTED)


class Bonuses(enum.Enum):
    """Who shares the bonuses at five (T8): the petit au bout, the poignées, the chelem."""

    SHARED = "shared"
    """The FFT's rule: the called partner shares the whole unit, bonuses included."""
    PERSONAL = "personal"
    """A common club rule: the bonuses are settled between the taker and the defenders."""

    @classmethod
    def parse(cls, text: Bonuses | str) -> Bonuses:
        """Parse ``"shared"`` or ``"personal"``, any case.

        >>> Bonuses.parse("Personal")
        <Bonuses.PERSONAL: 'personal'>
        """
        if type(text) is Bonuses:
            return text
        return lookup_name(
            "bonuses",
            text,
            _BONUSES_NAMES,
            _BONUSES_TYPED,
            _BONUSES_ALLOWED,
        )

    def __str__(self) -> str:
        return self._value_


_BONUSES_NAMES = {bonuses.value: bonuses for bonuses in Bonuses}
_BONUSES_TYPED: Final = Text("a Bonuses or one of {rules}", rules="'shared', 'personal'")
_BONUSES_ALLOWED: Final = Text("one of {rules}", rules="'shared', 'personal'")


def _bonuses(value: Bonuses | str) -> Bonuses:
    return Bonuses.parse(value)


@attrs.frozen(slots=True)
class Rules:
    """The options a table plays tarot with; :data:`FFT` (the default) is the federation's.

    >>> Rules(bonuses="personal")
    Rules(bonuses=<Bonuses.PERSONAL: 'personal'>)
    >>> Rules() == FFT
    True

    Attributes:
        bonuses: At five, whether the called partner shares the petit au bout, poignées
            and chelem (``"shared"``, the FFT's) or they are the taker's own
            (``"personal"``): the taker then gets 3 × each bonus, each defender pays it,
            the partner shares only the contract's part (T8). With 3 or 4 players both
            readings are the same.
    """

    bonuses: Bonuses = attrs.field(default=Bonuses.SHARED, converter=_bonuses)


#: The FFT's rules (the default everywhere): the partner shares the whole unit (T5, T8).
FFT: Final = Rules()


def _rules(value: Rules) -> Rules:
    if type(value) is not Rules:
        raise ScoreError("rules", value, "a tarot.Rules, such as tarot.FFT")
    return value


# --- The cards (T1) -----------------------------------------------------------------------


class Rank(enum.IntEnum):
    """The rank of a suit card: 1 (the ace, low) to 10, then valet, cavalier, dame, roi."""

    ONE = 1
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    VALET = 11
    CAVALIER = 12
    DAME = 13
    ROI = 14

    @property
    def char(self) -> str:
        """The French notation: ``1``..``10``, ``V``, ``C``, ``D``, ``R``."""
        return _RANK_CHARS.get(self, str(int(self)))

    @classmethod
    def parse(cls, text: Rank | int | str) -> Rank:
        """Parse ``"R"``/``"K"``, ``"D"``/``"Q"``, ``"C"``, ``"V"``/``"J"``, ``"10"``..``"1"``.

        >>> Rank.parse("k"), Rank.parse(10)
        (<Rank.ROI: 14>, <Rank.TEN: 10>)
        """
        if type(text) is Rank:
            return text
        if type(text) is int and 1 <= text <= 14:  # the ranks' own values
            return Rank(text)
        if not isinstance(text, str):
            raise ScoreError("rank", text, _RANK_TYPED)
        # pragma: no mutate start (the length only bounds the work: no longer text is a rank)
        rank = (
            _RANK_NAMES.get(fold_upper(plain_str(text).strip()))
            if len(text) <= _NAME_LIMIT
            else None
        )
        # pragma: no mutate end
        if rank is None:
            raise NotationError("rank", text, _RANK_ALLOWED)
        return rank

    def __str__(self) -> str:
        return self.char


_RANK_CHARS = {Rank.VALET: "V", Rank.CAVALIER: "C", Rank.DAME: "D", Rank.ROI: "R"}
_RANK_NAMES: dict[str, Rank] = {str(rank.value): rank for rank in Rank if rank <= Rank.TEN}
_RANK_NAMES.update({"V": Rank.VALET, "J": Rank.VALET, "C": Rank.CAVALIER, "D": Rank.DAME})
_RANK_NAMES.update({"Q": Rank.DAME, "R": Rank.ROI, "K": Rank.ROI})
_RANK_ALLOWED: Final = Text(
    "one of {french} (French) or {english} (English)",
    french="R D C V 10..1",
    english="K Q C J 10..1",
)
_RANK_TYPED: Final = Text(
    "a Rank, an int 1..14 or one of {french} (French) or {english} (English)",
    french="R D C V 10..1",
    english="K Q C J 10..1",
)

# T1: card points in half points: roi 4.5, dame 3.5, cavalier 2.5, valet 1.5, others 0.5.
_RANK_HALVES = {Rank.ROI: 9, Rank.DAME: 7, Rank.CAVALIER: 5, Rank.VALET: 3}
_BOUT_HALVES = 9
_LOW_HALVES = 1
_PETIT, _MONDE = 1, 21


def _card_suit(value: Suit | str | None) -> Suit | None:
    return None if value is None else Suit.parse(value)


@attrs.frozen(slots=True, repr=False, cache_hash=True)
class Card:
    """A card of the 78-card tarot pack: a suit card, a trump (atout) or the Excuse.

    ``Card(rank, suit)`` is a suit card (``rank`` a :class:`Rank`, its notation or 1..14);
    ``Card(n)`` is trump ``n`` (1..21); ``Card(0)`` is the Excuse. Usually you parse:

    >>> Card.parse("R♠"), Card.parse("KS") == Card("R", "S")
    (Card.parse('RS'), True)
    >>> Card.parse("T21").is_bout, Card.parse("Excuse") is EXCUSE, Card.parse("DH").points
    (True, True, 3.5)

    Attributes:
        rank: The suit card's :class:`Rank`; the trump's number 1..21; 0 for the Excuse.
        suit: The suit, or None for a trump and the Excuse.
        halves: The card's points in half points (T1): 9 for a bout or a roi, 1 for a low card.
    """

    rank: int
    suit: Suit | None = attrs.field(default=None, converter=_card_suit)
    halves: int = attrs.field(init=False, eq=False, hash=False)

    def __attrs_post_init__(self) -> None:
        if self.suit is None:
            rank = check_int("rank", self.rank, 0, 21)
            halves = _BOUT_HALVES if rank in (0, _PETIT, _MONDE) else _LOW_HALVES
        else:
            rank = Rank.parse(self.rank)
            halves = _RANK_HALVES.get(rank, _LOW_HALVES)
        object.__setattr__(self, "rank", rank)
        object.__setattr__(self, "halves", halves)

    @classmethod
    def parse(cls, text: Card | str) -> Card:
        """Parse a card in French or English notation, any case (T1).

        Trumps ``1``..``21`` (also ``T1``..``T21``), the Excuse ``EX`` (also ``Excuse``),
        suit cards rank then suit: ranks ``R D C V 10..1`` or ``K Q C J 10..1``, suits
        ``S H D C`` (rank first) or ``♠ ♥ ♦ ♣`` (either side).

        >>> Card.parse("cd"), Card.parse("10♥"), Card.parse("♣V"), Card.parse("ex")
        (Card.parse('CD'), Card.parse('10H'), Card.parse('VC'), Card.parse('EX'))
        """
        if type(text) is Card:
            return text
        if not isinstance(text, str):
            raise ScoreError("card", text, "a Card or a card like 'RS', 'KS', '21', 'EX'")
        card = (
            _CARD_BY_TEXT.get(fold_upper(plain_str(text).strip()))
            if len(text) <= _NAME_LIMIT
            else None
        )
        if card is None:
            raise NotationError("card", text, _CARDS_ALLOWED)
        return card

    @property
    def points(self) -> float:
        """The card's points (T1): 4.5, 3.5, 2.5, 1.5 or 0.5."""
        return self.halves / 2

    @property
    def is_trump(self) -> bool:
        """True for the trumps 1..21 (not the Excuse)."""
        return self.suit is None and self.rank > 0

    @property
    def is_excuse(self) -> bool:
        """True for the Excuse."""
        return self.suit is None and self.rank == 0

    @property
    def is_bout(self) -> bool:
        """True for the three bouts (oudlers): the Petit (trump 1), trump 21, the Excuse."""
        return self.suit is None and self.rank in (0, _PETIT, _MONDE)

    @property
    def is_king(self) -> bool:
        """True for the four rois."""
        return self.rank == Rank.ROI and self.suit is not None

    def __str__(self) -> str:
        if self.suit is None:
            return "EX" if self.rank == 0 else str(self.rank)
        return Rank(self.rank).char + self.suit.value

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"


_CARDS_ALLOWED: Final = Text(
    "a trump 1..21 (or T1..T21), EX (or Excuse), or rank R D C V 10..1 / K Q C J 10..1 "
    "then suit S H D C (or ♠ ♥ ♦ ♣)"
)
_SUIT_SYMBOLS = {
    Suit.SPADES: ("♠", "♤"),
    Suit.HEARTS: ("♥", "♡"),
    Suit.DIAMONDS: ("♦", "♢"),
    Suit.CLUBS: ("♣", "♧"),
}

#: The Excuse.
EXCUSE: Final = Card(0)

#: The 78 cards: trumps 1..21, the Excuse, then each suit (♠ ♥ ♦ ♣) from the roi down.
PACK: Final[tuple[Card, ...]] = (
    *(Card(number) for number in range(1, 22)),
    EXCUSE,
    *(Card(rank, suit) for suit in _SUIT_SYMBOLS for rank in reversed(Rank)),
)

#: The three bouts: the Petit (trump 1), trump 21 and the Excuse.
BOUTS: Final = frozenset(card for card in PACK if card.is_bout)

_CARD_BY_TEXT: dict[str, Card] = {"EX": EXCUSE, "EXCUSE": EXCUSE}
for _card in PACK:
    if _card.suit is None:
        if _card.rank:
            _CARD_BY_TEXT[str(_card.rank)] = _card
            _CARD_BY_TEXT[f"T{_card.rank}"] = _card
        continue
    _ranks = [key for key, value in _RANK_NAMES.items() if value == _card.rank]
    for _rank_text in _ranks:
        # Suit letters only after the rank: "DC" is the dame of clubs, never a club cavalier.
        _CARD_BY_TEXT[_rank_text + _card.suit.value] = _card
        for _symbol in _SUIT_SYMBOLS[_card.suit]:
            _CARD_BY_TEXT[_rank_text + _symbol] = _card
            _CARD_BY_TEXT[_symbol + _rank_text] = _card


CARDS_TEXT_LIMIT: Final = 640
"""The longest text of cards read: the whole pack, each card written "Excuse, " long (T1)."""


def parse_cards(cards: str | Iterable[Card | str], *, field: str = "cards") -> tuple[Card, ...]:
    """Parse tarot cards given as one string (spaces or commas between) or an iterable.

    A card given twice is an :class:`~cardscore.errors.ImpossibleResultError`.

    >>> parse_cards("RS, 21 ex 1h")
    (Card.parse('RS'), Card.parse('21'), Card.parse('EX'), Card.parse('1H'))
    """
    if isinstance(cards, str):
        if len(cards) > CARDS_TEXT_LIMIT:  # refused unread: no legal list is longer
            raise NotationError(
                field,
                cards,
                Text("tarot cards, at most {limit} characters in all", limit=CARDS_TEXT_LIMIT),
            )
        parts: Iterable[object] = cards.replace(",", " ").split()
    elif isinstance(cards, Iterable):
        parts = iterated(field, cards, "a str of tarot cards or an iterable of cards")
    else:
        raise ScoreError(field, cards, "a str of tarot cards or an iterable of cards")
    result: list[Card] = []
    seen: set[Card] = set()
    for part in parts:
        if isinstance(part, Card):
            card = part
        elif isinstance(part, str):
            try:
                card = Card.parse(part)
            except ScoreError as error:
                raise type(error)(field, part, error.allowed) from None
        else:
            raise ScoreError(field, part, "a Card or a card like 'RS', 'KS', '21', 'EX'")
        if card in seen:
            raise ImpossibleResultError(field, str(card), "each card at most once")
        seen.add(card)
        result.append(card)
    return tuple(result)


def _cards(count: int) -> Text:
    # How many cards a pile holds, for the error messages: "1 card", "5 cards".
    return Text("{count} card", count=count) if count == 1 else Text("{count} cards", count=count)


# --- Counting (T1, T2, T3, T4) ------------------------------------------------------------


def target(bouts: int) -> int:
    """The points the taker needs with ``bouts`` bouts at the end: 56, 51, 41 or 36 (T2).

    >>> target(0), target(1), target(2), target(3)
    (56, 51, 41, 36)
    """
    if type(bouts) is not int or not 0 <= bouts <= 3:  # pragma: no mutate (fast path)
        bouts = check_int("bouts", bouts, 0, 3)
    return TARGETS[bouts]


def card_points(cards: str | Iterable[Card | str]) -> float:
    """The card points of ``cards`` (T1), exact to the half point.

    The result is a ``float`` that is always an exact multiple of 0.5 (see the module's
    note); the whole pack counts 91.

    >>> card_points("RS DS CS VS 10S"), card_points(PACK)
    (12.5, 91.0)
    """
    return sum(card.halves for card in parse_cards(cards)) / 2


@attrs.frozen(slots=True)
class Count:
    """The card points and bouts of a pile of cards, or of the taker's side at the end.

    >>> result = count("21 1 RS 5H")
    >>> result.points, result.bouts, result.target, result.halves
    (14.0, 2, 41, 28)

    Attributes:
        halves: The points in whole half points (exact: ``points == halves / 2``).
        bouts: The bouts held, 0..3.
    """

    __repr__ = fields_repr

    halves: int
    bouts: int

    @property
    def points(self) -> float:
        """The card points, an exact multiple of 0.5."""
        return self.halves / 2

    @property
    def target(self) -> int:
        """The target for these bouts (T2)."""
        return TARGETS[self.bouts]

    @property
    def made(self) -> bool:
        """True when these are the taker's points and they reach the target (T2)."""
        return self.halves >= 2 * TARGETS[self.bouts]


def count(cards: str | Iterable[Card | str]) -> Count:
    """Count the card points and bouts of ``cards`` (T1).

    >>> count("EX 21 1 RS RH").points
    22.5
    """
    parsed = parse_cards(cards)
    return Count(sum(card.halves for card in parsed), sum(card.is_bout for card in parsed))


def _players(value: object) -> int:
    if type(value) is int and 3 <= value <= 5:  # pragma: no mutate (fast path)
        return value
    return check_int("players", value, 3, 5)


def _side(field: str, value: object) -> Side | None:
    if value is None or type(value) is Side:
        return value
    if not isinstance(value, str):
        raise ScoreError(field, value, "None, a Side or one of 'taker', 'defence'")
    try:
        return Side.parse(value)
    except ScoreError as error:
        raise NotationError(field, value, "None or one of 'taker', 'defence'") from error


def count_tricks(
    contract: Contract | str,
    won: str | Iterable[Card | str],
    *,
    chien: str | Iterable[Card | str],
    players: int = 4,
    excuse: Side | str | None = None,
    excuse_last: bool = False,
) -> Count:
    """The taker's side's points and bouts at the end of a deal, from the tricks (T1–T4).

    ``won`` is every card of the tricks the taker's side won (the partner's too at five),
    as they fell, whole tricks of ``players`` cards. ``chien`` is the taker's discard for a
    prise or a garde and the unseen chien for a garde sans or contre; it counts for the
    side the contract gives it to (T3). ``excuse`` names the side that played the Excuse
    (needed unless it lies in the chien): it stays with that side, which gives a half-point
    card for it (T4); played to the last trick (``excuse_last``) it goes to the other side,
    unless that side won all the other tricks (chelem).

    >>> pile = [str(card) for card in PACK[:24]]  # 21 trumps, the Excuse, RS, DS
    >>> result = count_tricks("garde", pile, chien="1H 2H 3H 4H 5H 6H", excuse="taker")
    >>> result.points, result.bouts
    (34.0, 3)
    >>> later = count_tricks("garde", pile[:20], chien="1H 2H 3H 4H 5H 6H", excuse="taker")
    >>> later.points, later.bouts  # trumps 1..20 and the Excuse kept for half a point
    (21.0, 2)

    Raises:
        ImpossibleResultError: A pile that is not whole tricks or too large, a chien of the
            wrong size, a card that is not in the pack or is counted twice.
        RuleViolationError: A king or a bout in a prise or garde discard; an Excuse side
            given while the Excuse lies in the chien.
    """
    contract = Contract.parse(contract)
    players = _players(players)
    excuse_side = _side("excuse", excuse)
    excuse_last = check_bool("excuse_last", excuse_last)
    won_cards, chien_cards = _piles(contract, won, chien, players)
    counted = won_cards + chien_cards if contract.chien is Side.TAKER else won_cards
    halves = sum(card.halves for card in counted)
    bouts = sum(card.is_bout for card in counted)
    if EXCUSE in chien_cards:
        if excuse_side is not None:
            raise RuleViolationError("excuse", excuse, "None: the Excuse lies in the chien")
        return Count(halves, bouts)
    if excuse_side is None:
        raise ScoreError("excuse", None, "'taker' or 'defence', the side that played it")
    taker_has_it = EXCUSE in won_cards
    if excuse_last:
        # T4: played to the last trick it goes to the other side, unless its side won
        # every other trick (a chelem, where it wins the last trick and stays).
        everything = players * HAND_SIZE[players] if excuse_side is Side.TAKER else 0
        taker_keeps = (excuse_side is Side.TAKER) is (len(won_cards) == everything)
        change = _BOUT_HALVES  # the whole card changes sides
    else:
        # T4, T7: it stays with its owner's side, which owes the trick's winner a
        # half-point card: it counts 4 for that side, the half point goes across (even
        # when the side won no trick), the same reading settle's bounds are made from.
        taker_keeps = excuse_side is Side.TAKER
        change = _EXCUSE_KEPT
    if taker_keeps is not taker_has_it:
        return (
            Count(halves + change, bouts + 1) if taker_keeps else Count(halves - change, bouts - 1)
        )
    return Count(halves, bouts)


def _piles(
    contract: Contract,
    won: str | Iterable[Card | str],
    chien: str | Iterable[Card | str],
    players: int,
) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    trick_cards = players * HAND_SIZE[players]
    won_cards = parse_cards(won, field="won")
    if len(won_cards) % players or len(won_cards) > trick_cards:
        raise ImpossibleResultError(
            "won",
            _cards(len(won_cards)),
            Text(
                "whole tricks of {players} cards, at most {most} cards",
                players=players,
                most=trick_cards,
            ),
        )
    chien_cards = parse_cards(chien, field="chien")
    if len(chien_cards) != CHIEN_SIZE[players]:
        raise ImpossibleResultError(
            "chien",
            _cards(len(chien_cards)),
            Text(
                "{count} cards with {players} players", count=CHIEN_SIZE[players], players=players
            ),
        )
    in_won = set(won_cards)
    for card in chien_cards:
        if card in in_won:
            raise ImpossibleResultError("chien", str(card), "cards not also in won")
        if contract.discards and (card.is_king or card.is_bout):
            raise RuleViolationError(
                "chien", str(card), "no king and no bout in a prise or garde discard"
            )
    return won_cards, chien_cards


# --- Declarations and legality (T3, T4) ---------------------------------------------------


def poignee(trumps: int | str | Iterable[Card | str], players: int = 4) -> Poignee | None:
    """The largest poignée that ``trumps`` trumps allow with ``players`` players.

    ``trumps`` is a count (0..22, the Excuse standing in for one) or the cards shown, which
    must all be trumps or the Excuse. None when too few for a simple poignée.

    >>> poignee(10), poignee(12, 3), poignee(13, players=5)
    (<Poignee.SIMPLE: 'simple'>, None, <Poignee.TRIPLE: 'triple'>)
    >>> poignee("21 20 19 18 17 16 15 14 13 EX")
    <Poignee.SIMPLE: 'simple'>
    """
    players = _players(players)
    if type(trumps) is int:
        shown = check_int("trumps", trumps, 0, _SHOWABLE_TRUMPS)
    elif isinstance(trumps, bool) or not isinstance(trumps, str | Iterable):
        raise ScoreError("trumps", trumps, "an int from 0 to 22 or the trumps shown")
    else:
        cards = parse_cards(trumps, field="trumps")
        for card in cards:
            if card.suit is not None:
                raise RuleViolationError("trumps", str(card), "only trumps and the Excuse")
        shown = len(cards)
    thresholds = POIGNEE_THRESHOLDS[players]
    best = None
    for size in Poignee:  # simple, double, triple: keep the largest reached
        if shown >= thresholds[size.order]:
            best = size
    return best


def check_discard(
    discard: str | Iterable[Card | str],
    hand: str | Iterable[Card | str],
    *,
    players: int = 4,
) -> tuple[Card, ...]:
    """Check a prise or garde discard; return the discarded trumps, which are shown.

    ``hand`` is the taker's hand with the chien taken in (30, 24 or 18 cards for 3, 4, 5
    players); ``discard`` is as many cards as the chien had, from that hand. No king and no
    bout may be discarded, and trumps only when the hand has too few other cards.

    >>> hand = "1H 2H 3H 4H 5H 6H 7H 8H 9H 10H VH CH DH RH 1S 2S 3S 4S 21 20 19 18 17 EX"
    >>> check_discard("1H 2H 3H 4H 5H 6H", hand)
    ()

    Raises:
        RuleViolationError: A king, a bout, a card not in the hand, or a trump discarded
            while other cards could have been.
        ImpossibleResultError: A hand or a discard of the wrong size.
    """
    players = _players(players)
    size = CHIEN_SIZE[players]
    hand_cards = parse_cards(hand, field="hand")
    if len(hand_cards) != HAND_SIZE[players] + size:
        raise ImpossibleResultError(
            "hand",
            _cards(len(hand_cards)),
            Text(
                "{count} cards (hand and chien) with {players} players",
                count=HAND_SIZE[players] + size,
                players=players,
            ),
        )
    discarded = parse_cards(discard, field="discard")
    if len(discarded) != size:
        raise ImpossibleResultError(
            "discard",
            _cards(len(discarded)),
            Text("{count} cards with {players} players", count=size, players=players),
        )
    held = set(hand_cards)
    for card in discarded:
        if card not in held:
            raise RuleViolationError("discard", str(card), "cards from the hand")
        if card.is_king or card.is_bout:
            raise RuleViolationError("discard", str(card), "no king and no bout")
    trumps = tuple(card for card in discarded if card.is_trump)
    plain = sum(card.suit is not None and not card.is_king for card in hand_cards)
    if trumps and plain > size - len(trumps):
        shown = " ".join(map(str, trumps))  # cards: notation
        raise RuleViolationError(
            "discard",
            shown,
            Text(
                "trumps only when the hand has fewer than {count} cards other than kings, "
                "trumps and the Excuse",
                count=size,
            ),
        )
    return trumps


def is_legal_discard(
    discard: str | Iterable[Card | str],
    hand: str | Iterable[Card | str],
    *,
    players: int = 4,
) -> bool:
    """True when :func:`check_discard` accepts the discard (bad notation still raises).

    >>> hand = "1H 2H 3H 4H 5H 6H 7H 8H 9H 10H VH CH DH RH 1S 2S 3S 4S 21 20 19 18 17 EX"
    >>> is_legal_discard("RH 2H 3H 4H 5H 6H", hand), is_legal_discard("17 2H 3H 4H 5H 6H", hand)
    (False, False)
    """
    try:
        check_discard(discard, hand, players=players)
    except RuleViolationError:
        return False
    return True


def petit_sec(hand: str | Iterable[Card | str]) -> bool:
    """True when the Petit is the hand's only trump and the hand has no Excuse (T3).

    >>> petit_sec("1 RS DS"), petit_sec("1 EX RS"), petit_sec("1 2 RS")
    (True, False, False)
    """
    cards = parse_cards(hand, field="hand")
    trumps = [card for card in cards if card.suit is None]
    return len(trumps) == 1 and trumps[0].rank == _PETIT


def is_void(
    *,
    bids: Iterable[Contract | str | None] = (),
    hands: Iterable[str | Iterable[Card | str]] = (),
) -> bool:
    """True when the deal is void and redealt (T3): everybody passed, or a petit sec.

    ``bids`` are each player's bid, ``None`` or ``"pass"`` for a pass; ``hands`` the hands
    dealt. Either may be left out.

    >>> is_void(bids=["pass", "pass", None, "pass"]), is_void(bids=["pass", "garde", None])
    (True, False)
    >>> is_void(hands=["1 RS", "2 3 EX"])
    True
    """
    calls_given = bounded("bids", bids, 5, Text("a sequence of bids: contracts, 'pass' or None"))
    hands_given = bounded("hands", hands, 5, Text("a sequence of hands"))
    passes = 0
    calls = 0
    for bid in calls_given:
        calls += 1
        if bid is None or (isinstance(bid, str) and fold(plain_str(bid).strip()) == "pass"):
            passes += 1
            continue
        try:
            Contract.parse(bid)
        except ScoreError as error:
            raise type(error)("bids", bid, _BID_ALLOWED) from None
    if calls and passes == calls:
        return True
    return any(petit_sec(hand) for hand in hands_given)


_BID_ALLOWED: Final = Text(
    "'pass', None or {contracts} (also with _ or -)", contracts=_CONTRACTS_LISTED
)


def _hand(value: str | Iterable[Card | str]) -> tuple[Card, ...]:
    return parse_cards(value, field="hand")


def _hands(value: Iterable[str | Iterable[Card | str]]) -> tuple[tuple[Card, ...], ...]:
    given = bounded("hands", value, 5, Text("a sequence of 3 to 5 hands"))
    return tuple(_hand(hand) for hand in given)


def _chien(value: str | Iterable[Card | str]) -> tuple[Card, ...]:
    return parse_cards(value, field="chien")


@attrs.frozen(slots=True)
class Distribution:
    """The 78 cards dealt legally: 3, 4 or 5 hands and the chien (T1, T5).

    >>> deal = Distribution([PACK[0:18], PACK[18:36], PACK[36:54], PACK[54:72]], PACK[72:])
    >>> deal.players, len(deal.chien), deal.petit_sec
    (4, 6, ())

    Attributes:
        hands: The hands, in seat order; 24, 18 or 15 cards each with 3, 4 or 5 players.
        chien: The chien: 6 cards (3 with five players).
    """

    __repr__ = fields_repr

    hands: tuple[tuple[Card, ...], ...] = attrs.field(converter=_hands)
    chien: tuple[Card, ...] = attrs.field(converter=_chien)

    def __attrs_post_init__(self) -> None:
        players = len(self.hands)
        if players < 3:  # more than five: refused by _hands already
            raise ImpossibleResultError(
                "hands",
                Text("{count} hands", count=players),
                Text("3 to 5 hands"),
            )
        for hand in self.hands:
            if len(hand) != HAND_SIZE[players]:
                raise ImpossibleResultError(
                    "hands",
                    Text("a hand of {count}", count=len(hand)),
                    Text("{count} cards each", count=HAND_SIZE[players]),
                )
        if len(self.chien) != CHIEN_SIZE[players]:
            raise ImpossibleResultError(
                "chien",
                _cards(len(self.chien)),
                Text("{count} cards", count=CHIEN_SIZE[players]),
            )
        seen: set[Card] = set(self.chien)
        for hand in self.hands:
            for card in hand:
                if card in seen:
                    raise ImpossibleResultError("hands", str(card), "each card dealt once")
                seen.add(card)

    @property
    def players(self) -> int:
        """The number of players, 3..5."""
        return len(self.hands)

    @property
    def petit_sec(self) -> tuple[int, ...]:
        """The seats (0-based) whose hand is a petit sec; any makes the deal void (T3)."""
        return tuple(seat for seat, hand in enumerate(self.hands) if petit_sec(hand))


# --- What the cards allow (T1, T4, T7) ----------------------------------------------------
#
# One statement, used by ``settle`` and written in the terms ``count_tricks`` counts in: the
# points a side can hold with its bouts, from the cards. Every card is worth an odd number
# of half points (a bout or a roi 9, a low card 1). A side's pile is its tricks (whole
# tricks of one card per player) plus what counts for it without a trick: the taker's
# discard in a prise or garde (no king, no bout), the chien in a garde sans (for the
# taker) or a garde contre (for the defence). The Excuse stays with the side that played
# it, which owes the trick's winner a half-point card; a side that won no trick pays the
# debt all the same, so the Excuse then counts 4 for it and the half point goes to the
# other side (T7): ``_EXCUSE_KEPT`` half points.

_EXCUSE_KEPT: Final = _BOUT_HALVES - _LOW_HALVES
_PACK_HALVES: Final = 2 * PACK_POINTS
# The plain bouts (the Petit and the 21): each is won in a trick or lies in the chien.
_PLAIN_BOUTS = 2


def _highest(cards: Iterable[Card]) -> tuple[int, ...]:
    # The most half points n of ``cards`` can hold, for n = 0, 1, 2, ...
    return (0, *itertools.accumulate(sorted((card.halves for card in cards), reverse=True)))


# The most half points n cards hold: any cards but the bouts (a chien), or neither a bout
# nor a roi (a discard, T3).
_HIGHEST_CHIEN: Final = _highest(card for card in PACK if not card.is_bout)
_HIGHEST_DISCARD: Final = _highest(card for card in PACK if not (card.is_bout or card.is_king))


@attrs.frozen
class _Pile:
    # What counts for a side without a trick: ``size`` cards, and whether bouts may lie
    # there (the chien may hold any card; a discard holds no king and no bout, T3).
    size: int
    bouts: bool

    def span(self, bouts: int) -> tuple[int, int] | None:
        """The fewest and most half points of this pile holding ``bouts`` bouts."""
        if bouts and not self.bouts:
            return None
        highest = _HIGHEST_CHIEN if self.bouts else _HIGHEST_DISCARD
        low = self.size * _LOW_HALVES + bouts * (_BOUT_HALVES - _LOW_HALVES)
        return low, bouts * _BOUT_HALVES + highest[self.size - bouts]


# The side that keeps neither the chien nor a discard: nothing counts for it without a trick.
_NO_PILE: Final = _Pile(0, bouts=False)


def _piles_of(contract: Contract, players: int) -> tuple[_Pile, _Pile]:
    # (the taker's, the defence's) pile of cards counted without a trick (T3).
    chien = CHIEN_SIZE[players]
    if contract.discards:  # no bout in a discard: ``bouts`` is read as a condition only
        return _Pile(chien, bouts=False), _NO_PILE  # pragma: no mutate (None is False)
    if contract is Contract.GARDE_SANS:
        return _Pile(chien, bouts=True), _NO_PILE
    return _NO_PILE, _Pile(chien, bouts=True)


def _fewest(pile: _Pile, bouts: int, players: int, *, tricks: bool | None) -> int | None:
    """The fewest half points a side holding ``bouts`` bouts can have, or None if none.

    ``tricks``: True when the side won a trick, False when it won none, None either way.
    """
    best: int | None = None
    for excuse in (0, 1):  # the Excuse kept after playing it (else it may lie in the pile)
        # A wider range only adds a negative ``won``: minus 8 for each bout it adds to the
        # pile, the same count, never a smaller one.
        for in_pile in range(bouts - excuse + 1):  # pragma: no mutate
            won = bouts - excuse - in_pile  # bouts won in tricks: plain ones only
            span = pile.span(in_pile)
            if span is None or won > _PLAIN_BOUTS or (won and tricks is False):
                continue
            halves = excuse * _EXCUSE_KEPT + span[0]
            if won or tricks:
                # One trick holds every bout won: one card per player, the rest low cards.
                halves += players * _LOW_HALVES + won * (_BOUT_HALVES - _LOW_HALVES)
            if best is None or halves < best:  # pragma: no mutate (a tie keeps the same count)
                best = halves
    return best


def _without_tricks(pile: _Pile, bouts: int) -> list[tuple[int, int]]:
    """The half points a side that won no trick can hold with ``bouts`` bouts (T7)."""
    spans = []
    for excuse in range(min(bouts, 1) + 1):  # its own Excuse, kept for 4 (T7)
        in_pile = bouts - excuse
        span = pile.span(in_pile)
        if span is not None:
            spans.append((excuse * _EXCUSE_KEPT + span[0], excuse * _EXCUSE_KEPT + span[1]))
    return spans


def _allowed(contract: Contract, players: int, slam: Chelem | None) -> tuple[_Spans, ...]:
    """The taker's side's half points the cards allow, by bouts 0..3 (T1, T4, T7)."""
    taker_pile, defence_pile = _piles_of(contract, players)
    allowed: list[_Spans] = []
    for bouts in range(4):
        if slam is not None and slam.side is Side.TAKER:
            # The defence won no trick: it has only its pile and its own Excuse.
            spans = [
                (_PACK_HALVES - high, _PACK_HALVES - low)
                for low, high in _without_tricks(defence_pile, 3 - bouts)
            ]
        elif slam is Chelem.DEFENCE:
            spans = _without_tricks(taker_pile, bouts)
        else:
            # No chelem: each side won a trick; an announced chelem that failed: the
            # defence won a trick, the taker perhaps none.
            taker_tricks = None if slam is Chelem.FAILED else True
            low = _fewest(taker_pile, bouts, players, tricks=taker_tricks)
            high = _fewest(defence_pile, 3 - bouts, players, tricks=True)
            # pragma: no mutate start (never None: with tricks a side holds its bouts in one)
            spans = [] if low is None or high is None else [(low, _PACK_HALVES - high)]
            # pragma: no mutate end
        allowed.append(_merge(spans))
    return tuple(allowed)


_Spans: TypeAlias = tuple[tuple[int, int], ...]


def _merge(spans: Iterable[tuple[int, int]]) -> _Spans:
    merged: list[tuple[int, int]] = []
    for low, high in sorted(spans):
        if merged and low <= merged[-1][1] + 1:
            merged[-1] = (merged[-1][0], max(high, merged[-1][1]))
        else:
            merged.append((low, high))
    return tuple(merged)


# T1, T4, T7: the taker's side's possible half points by bouts, for every contract, number
# of players and chelem: computed once, from the pack, when the module loads, and kept on
# each contract (its ``counts``).
for _contract in Contract:
    _contract.counts = {
        (players, slam): _allowed(_contract, players, slam)
        for players in (3, 4, 5)
        for slam in (None, *Chelem)
    }


def _spans_text(spans: _Spans) -> Text:
    # "17", "from 5 to 77", "from 0 to 4 or 87": each alternative its own Text, the points
    # numbers (a lone count too: "{points}" is how a language writes it, 85,5).
    low, high = spans[-1]
    last = (
        Text("{points}", points=_POINTS[low])
        if low == high
        else Text("from {low} to {high}", low=_POINTS[low], high=_POINTS[high])
    )
    if len(spans) == 1:
        return last
    return Text("{counts} or {last}", counts=_spans_text(spans[:-1]), last=last)


# What a side keeps without a trick after a chelem by the defence, by contract (T3, T7).
_KEPT: Final = {
    Contract.PRISE: Text("the discard"),
    Contract.GARDE: Text("the discard"),
    Contract.GARDE_SANS: Text("the chien"),
    Contract.GARDE_CONTRE: Text("nothing"),
}
_CHELEM_COUNT: Final = Text("91 with 3 bouts or 87 with 2 (the Excuse kept by the defence)")


def _needs(contract: Contract, players: int, slam: Chelem | None, bouts: int) -> Text:
    """What the count must be, in words, for an ImpossibleResultError."""
    spans = contract.counts[players, slam][bouts]
    if spans:
        counts = _spans_text(spans)
        found = (
            Text("{counts} with {bouts} bout", counts=counts, bouts=bouts)
            if bouts == 1
            else Text("{counts} with {bouts} bouts", counts=counts, bouts=bouts)
        )
    else:
        # Only a taker's chelem outside a garde contre leaves no count with 1 bout, and its
        # message below does not say ``found``: the singular is never shown.
        found = (
            Text("no count with {bouts} bout", bouts=bouts)  # pragma: no mutate
            if bouts == 1  # pragma: no mutate
            else Text("no count with {bouts} bouts", bouts=bouts)
        )
    if slam is None or slam is Chelem.FAILED:
        return found
    if slam is Chelem.DEFENCE:
        return Text(
            "{counts}: after a chelem by the defence the taker has only what counts without "
            "a trick ({kept}, plus 4 for their own Excuse)",
            counts=found,
            kept=_KEPT[contract],
        )
    if contract is Contract.GARDE_CONTRE:
        return Text(
            "{counts}: a chelem in a garde contre is {chelem}, less the chien's points and bouts",
            counts=found,
            chelem=_CHELEM_COUNT,
        )
    return Text("{chelem}: a chelem made by the taker takes every card", chelem=_CHELEM_COUNT)


# --- Settlement (T4, T5, T8) --------------------------------------------------------------

_POINTS_ALLOWED: Final = Text(
    "a multiple of {half} from {least} to {most} (int, float, Fraction, Decimal or str)",
    half=0.5,
    least=0,
    most=PACK_POINTS,
)
# The longest points text taken: "91.50000" with room to spare; longer text is refused
# before it is looked at, and only plain digits are converted (no exponent), so no text
# can make a slow or huge number.
_POINTS_TEXT_LIMIT: Final = 32
_DIGITS = frozenset("0123456789")


def _halves(value: object) -> int:
    """Whole half points from any accepted spelling of ``points``; never rounds."""
    if type(value) is int:  # pragma: no mutate (fast path: _number_halves takes an int too)
        halves = 2 * value
    elif type(value) is str:
        halves = _text_halves(value)
    elif type(value) is float:
        doubled = 2 * value
        if not doubled.is_integer():  # also NaN and the infinities
            raise ImpossibleResultError("points", value, _POINTS_ALLOWED)
        halves = int(doubled)
    else:
        halves = _number_halves(value)
    if not 0 <= halves <= _PACK_HALVES:
        raise ImpossibleResultError("points", value, _POINTS_ALLOWED)
    return halves


def _text_halves(text: str) -> int:
    # Digits, then a decimal point or comma (as the French sheet writes "40,5") and digits,
    # or a fraction "81/2": checked character by character, linear in the (bounded) text.
    if len(text) > _POINTS_TEXT_LIMIT:
        raise NotationError(
            "points", text, Text("at most {limit} characters", limit=_POINTS_TEXT_LIMIT)
        )
    body = text.strip()
    sign = -1 if body.startswith("-") else 1  # pragma: no mutate (only the sign is read: -0 is 0)
    return sign * _unsigned_halves(body.removeprefix("-").removeprefix("+"), text)


def _unsigned_halves(body: str, text: str) -> int:
    top, slash, bottom = body.partition("/")  # pragma: no mutate (two slashes fail either way)
    if slash:
        if not (top and bottom and _DIGITS.issuperset(top) and _DIGITS.issuperset(bottom)):
            raise NotationError("points", text, _POINTS_ALLOWED)
        numerator, denominator = 2 * int(top), int(bottom)
        if not denominator or numerator % denominator:
            raise ImpossibleResultError("points", text, _POINTS_ALLOWED)
        return numerator // denominator
    whole, _, fraction = body.replace(",", ".").partition(".")
    fraction = fraction.rstrip("0")
    if (
        not (whole or fraction)
        or not _DIGITS.issuperset(whole)
        or not _DIGITS.issuperset(fraction)
    ):
        raise NotationError("points", text, _POINTS_ALLOWED)
    if fraction not in ("", "5"):
        raise ImpossibleResultError("points", text, _POINTS_ALLOWED)
    return 2 * int(whole or "0") + (fraction == "5")


def _number_halves(value: object) -> int:
    # The other numbers: a Decimal, a Fraction (any Rational), an int subclass. A Decimal
    # or a Fraction exists only if its module was imported: no import here.
    decimal = sys.modules.get("decimal")
    if decimal is not None and isinstance(value, decimal.Decimal):
        return _decimal_halves(value)
    if isinstance(value, bool):
        raise ScoreError("points", value, _POINTS_ALLOWED)
    if isinstance(value, int):
        return 2 * plain_int(value)
    fractions = sys.modules.get("fractions")
    if fractions is not None and isinstance(value, fractions.Fraction):
        return _fraction_halves(value)
    raise ScoreError("points", value, _POINTS_ALLOWED)


def _fraction_halves(value: Fraction) -> int:
    return _ratio_halves(value, int(value.numerator), int(value.denominator))


def _ratio_halves(value: object, numerator: int, denominator: int) -> int:
    # Exact: whole half points only, never rounded.
    if (2 * numerator) % denominator:
        raise ImpossibleResultError("points", value, _POINTS_ALLOWED)
    return 2 * numerator // denominator


def _decimal_halves(value: Decimal) -> int:
    if not value.is_finite():
        raise NotationError(
            "points", value, "a finite number: NaN, sNaN and the infinities are not points"
        )
    _, digits, exponent = value.as_tuple()
    # Bounded before any arithmetic (digits and exponent), then converted exactly, without
    # the decimal context (whose precision could round): no Decimal is slow or rounded.
    if (
        not isinstance(exponent, int)
        or len(digits) > _POINTS_TEXT_LIMIT
        or not -_POINTS_TEXT_LIMIT <= exponent <= 2  # up to hundreds
    ):
        raise ImpossibleResultError("points", value, _POINTS_ALLOWED)
    numerator, denominator = value.as_integer_ratio()
    return _ratio_halves(value, numerator, denominator)


def _poignees(value: object) -> tuple[Poignee, ...]:
    if type(value) is Poignee or isinstance(value, str):
        value = (value,)
    given = bounded("poignees", value, 5, Text("a sequence of 'simple', 'double', 'triple'"))
    result = []
    for one in given:
        if type(one) is Poignee:
            result.append(one)
            continue
        if not isinstance(one, str):
            raise ScoreError("poignees", one, "'simple', 'double' or 'triple'")
        size = (
            _POIGNEE_NAMES.get(fold(plain_str(one).strip())) if len(one) <= _NAME_LIMIT else None
        )
        if size is None:
            raise NotationError("poignees", one, "one of 'simple', 'double', 'triple'")
        result.append(size)
    return tuple(result)


# Card points by half points, as numbers to show (a language writes them its own way:
# 45.5, 45,5): an int when whole, else the float of an exact half.
_POINTS: Final[tuple[float, ...]] = tuple(
    halves // 2 if halves % 2 == 0 else halves / 2 for halves in range(_PACK_HALVES + 1)
)


# T5, T8: what one player of each role gets, per unit of each part: (taker, partner) for
# the contract's part, (taker, partner) for the bonuses, then the number of defenders (each
# gets minus the part), by (players, taker alone, bonuses personal). With three or four
# players the taker is always alone; at five alone the taker plays against four.
_SHARES: Final = {
    (3, True, False): (2, 0, 2, 0, 2),
    (3, True, True): (2, 0, 2, 0, 2),
    (4, True, False): (3, 0, 3, 0, 3),
    (4, True, True): (3, 0, 3, 0, 3),
    (5, True, False): (4, 0, 4, 0, 4),
    (5, True, True): (4, 0, 4, 0, 4),
    (5, False, False): (2, 1, 2, 1, 3),
    (5, False, True): (2, 1, 3, 0, 3),
}

#: One part of a settlement: what it is (the contract's part, the petit au bout by the
#: side that won it, a poignée, the chelem) and its amount per defender, taker's view.
Part: TypeAlias = tuple[Contract | Side | Poignee | Chelem, int]


@attrs.frozen(slots=True)
class Settlement:
    """One deal settled (T4, T5, T8): its parts, the unit and what each role gets.

    ``unit`` is what each defender pays the taker's side (negative: receives). The roles'
    amounts are per player and sum to zero: ``taker + (partner or 0) + defenders ×
    defender == 0``.

    >>> deal = settle("garde", bouts=2, points=49, petit_au_bout="taker", poignees=["simple"])
    >>> deal.unit, deal.taker, deal.totals
    (106, 318, {'taker': 318, 'defender': -106})
    >>> for item in deal.items[:2]:
    ...     print(item)
    garde, 49 points, 2 bouts (target 41): made by 8, (25 + 8) × 2: taker +198
    garde, 49 points, 2 bouts (target 41): made by 8, (25 + 8) × 2: defender -66

    A settlement is what :func:`settle` returns; build one with it, never by hand.

    Attributes:
        contract: The contract.
        bouts: The bouts the taker's side held at the end, 0..3.
        halves: The taker's side's card points, in half points.
        players: The number of players, 3..5.
        alone: True when the taker plays alone (always at 3 and 4 players).
        petit_au_bout: The side that won the Petit in the last trick, or None.
        poignees: Every declared poignée, by either side.
        chelem: The chelem, or None.
        rules: The rules it was settled under (who shares the bonuses at five, T8).
        breakdown: The parts, the contract's first: each (what, amount per defender from
            the taker's view). Every total and item is computed from them.
        unit: The taker's side's gain per defender, all parts together (T4).
    """

    __repr__ = fields_repr

    contract: Contract
    bouts: int
    halves: int
    players: int
    alone: bool
    petit_au_bout: Side | None
    poignees: tuple[Poignee, ...]
    chelem: Chelem | None
    rules: Rules
    breakdown: tuple[Part, ...]
    unit: int

    @property
    def made(self) -> bool:
        """True when the points reach the target (exactly the target is made) (T4)."""
        return self.halves >= 2 * TARGETS[self.bouts]

    @property
    def margin(self) -> int:
        """``|points − target|`` rounded up: the half point goes to the winner (T4)."""
        return (abs(self.halves - 2 * TARGETS[self.bouts]) + 1) // 2

    @property
    def points(self) -> float:
        """The taker's side's card points (an exact multiple of 0.5)."""
        return self.halves / 2

    @property
    def target(self) -> int:
        """The target for the bouts (T2)."""
        return TARGETS[self.bouts]

    def _shares(self) -> tuple[int, int, int, int, int]:
        return _SHARES[self.players, self.alone, self.rules.bonuses is Bonuses.PERSONAL]

    @property
    def taker(self) -> int:
        """What the taker gets: 2, 3 or 4 units (2 with a partner at five) (T5, T8)."""
        taker, _, taker_bonus, _, _ = self._shares()
        base = self.breakdown[0][1]
        return taker * base + taker_bonus * (self.unit - base)

    @property
    def partner(self) -> int | None:
        """What the called partner gets, or None without a partner (T5, T8)."""
        if self.alone:
            return None
        _, partner, _, partner_bonus, _ = self._shares()
        base = self.breakdown[0][1]
        return partner * base + partner_bonus * (self.unit - base)

    @property
    def defender(self) -> int:
        """What each defender gets: minus the unit."""
        return -self.unit

    @property
    def defenders(self) -> int:
        """How many defenders there are: 2, 3 or 4."""
        return self._shares()[4]

    @property
    def totals(self) -> dict[str, int]:
        """Per role, what one player of that role gets: ``taker``, ``partner``, ``defender``."""
        partner = self.partner
        if partner is None:
            return {"taker": self.taker, "defender": -self.unit}
        return {"taker": self.taker, "partner": partner, "defender": -self.unit}

    @property
    def parts(self) -> tuple[tuple[str, int], ...]:
        """The unit's parts, each (label, amount per defender from the taker's view)."""
        return tuple((self._label(what), amount) for what, amount in self.breakdown)

    @property
    def items(self) -> tuple[Item, ...]:
        """The breakdown: each part, for each role (per player of that role).

        Per role the items add up to :attr:`totals`, since both come from the parts.
        """
        taker, partner, taker_bonus, partner_bonus, _ = self._shares()
        items: list[Item] = []
        for what, amount in self.breakdown:
            label, kind = self._label(what), _KINDS[type(what)]
            # The contract's part is shared as the contract; the others as bonuses (T8).
            contract = type(what) is Contract
            taker_share = taker if contract else taker_bonus
            partner_share = partner if contract else partner_bonus
            items.append(Item(label, "taker", taker_share * amount, kind))
            if not self.alone and partner_share:
                items.append(Item(label, "partner", partner_share * amount, kind))
            items.append(Item(label, "defender", -amount, kind))
        return tuple(items)

    def _label(self, what: Contract | Side | Poignee | Chelem) -> Text:
        if type(what) is Contract:
            return _contract_label(
                what, self.halves, self.bouts, made=self.made, margin=self.margin
            )
        if type(what) is Side:
            return _PETIT_LABELS[what, self.contract]
        if type(what) is Poignee:
            return _POIGNEE_LABELS[what, self.made]
        return _CHELEM_LABELS[what]


# What each part of the unit is (Item.kind), by the type that names it: words no
# language changes.
_KINDS: Mapping[type, str] = {
    Contract: "contract",
    Side: "petit_au_bout",
    Poignee: "poignee",
    Chelem: "chelem",
}


def _contract_label(
    contract: Contract, halves: int, bouts: int, *, made: bool, margin: int
) -> Text:
    # "garde, 49 points, 2 bouts (target 41): made by 8, (25 + 8) × 2", one template per
    # case (made or lost, one bout or several), every number a number.
    values = {
        "contract": _CONTRACT_WORDS[contract],
        "points": _POINTS[halves],
        "bouts": bouts,
        "target": TARGETS[bouts],
        "margin": margin,
        "base": CONTRACT_BASE,
        "multiplier": contract.multiplier,
    }
    if made:
        if bouts == 1:
            return Text(
                "{contract}, {points} points, {bouts} bout (target {target}): made by {margin}, "
                "({base} + {margin}) × {multiplier}",
                **values,
            )
        return Text(
            "{contract}, {points} points, {bouts} bouts (target {target}): made by {margin}, "
            "({base} + {margin}) × {multiplier}",
            **values,
        )
    if bouts == 1:
        return Text(
            "{contract}, {points} points, {bouts} bout (target {target}): lost by {margin}, "
            "({base} + {margin}) × {multiplier}",
            **values,
        )
    return Text(
        "{contract}, {points} points, {bouts} bouts (target {target}): lost by {margin}, "
        "({base} + {margin}) × {multiplier}",
        **values,
    )


# The bonuses' labels, made once (T4): the petit au bout by side and contract, each
# poignée by the side that wins the contract (made or not), each chelem.
_PETIT_LABELS: Final = {
    **{
        (Side.TAKER, contract): Text(
            "petit au bout to the taker ({bonus} × {multiplier})",
            bonus=PETIT_AU_BOUT,
            multiplier=contract.multiplier,
        )
        for contract in Contract
    },
    **{
        (Side.DEFENCE, contract): Text(
            "petit au bout to the defence ({bonus} × {multiplier})",
            bonus=PETIT_AU_BOUT,
            multiplier=contract.multiplier,
        )
        for contract in Contract
    },
}
_POIGNEE_LABELS: Final = {
    (Poignee.SIMPLE, True): Text("simple poignée, to the taker"),
    (Poignee.SIMPLE, False): Text("simple poignée, to the defence"),
    (Poignee.DOUBLE, True): Text("double poignée, to the taker"),
    (Poignee.DOUBLE, False): Text("double poignée, to the defence"),
    (Poignee.TRIPLE, True): Text("triple poignée, to the taker"),
    (Poignee.TRIPLE, False): Text("triple poignée, to the defence"),
}
# Keyed by any part's kind, for _label (its last case, mypy cannot narrow to Chelem).
_CHELEM_LABELS: Final[dict[Contract | Side | Poignee | Chelem, Text]] = {
    Chelem.ANNOUNCED: Text("chelem announced"),
    Chelem.UNANNOUNCED: Text("chelem unannounced"),
    Chelem.FAILED: Text("chelem failed"),
    Chelem.DEFENCE: Text("chelem defence"),
}


def settle(
    contract: Contract | str,
    *,
    bouts: int,
    points: float | Fraction | Decimal | str,
    players: int = 4,
    petit_au_bout: Side | str | None = None,
    poignees: Iterable[Poignee | str] = (),
    chelem: Chelem | str | None = None,
    alone: bool = False,
    rules: Rules = FFT,
) -> Settlement:
    """Settle one deal (T4, T5, T8) from the taker's side's bouts and card points.

    The unit is ``(25 + ⌈|points − target|⌉) × multiplier``, signed by the result, plus the
    petit au bout (10 × multiplier to the side that won it), every poignée (20/30/40 to the
    side that wins the contract) and the chelem. The taker gets 2 (three players), 3 (four)
    or, at five, 2 with the partner's 1 or 4 alone, times the unit; each defender minus it.
    With ``rules=Rules(bonuses="personal")`` at five the partner shares only the contract's
    part and the taker gets 3 × each bonus (T8).

    >>> settle("garde sans", bouts=2, points=60, petit_au_bout="defence").unit
    136
    >>> deal = settle("garde", bouts=3, points=80, chelem="failed")
    >>> deal.made, deal.unit, deal.taker
    (True, -62, -186)
    >>> deal = settle("prise", bouts=1, points=50.5, players=5)
    >>> deal.unit, deal.taker, deal.partner, deal.defender
    (-26, -52, -26, 26)

    Raises:
        ImpossibleResultError: Points and bouts that no deal gives (3 bouts and 10 points),
            a chelem's count the cards cannot make (T7), two poignées needing more than 22
            trumps, a petit au bout the bouts or the chelem rule out.
        ScoreError: Any value of the wrong type or outside its range.
    """
    # Each input normalised once, here; then one path for every form it came in.
    # The type tests are fast paths: each parser takes the same value checked (and None,
    # (), a Contract, a Chelem, a Rules as they are), so no mutant of them can differ.
    # pragma: no mutate start
    contract = contract if type(contract) is Contract else Contract.parse(contract)
    bouts = bouts if type(bouts) is int and 0 <= bouts <= 3 else check_int("bouts", bouts, 0, 3)
    players = players if type(players) is int and 3 <= players <= 5 else _players(players)
    petit = petit_au_bout if petit_au_bout is None else _side("petit_au_bout", petit_au_bout)
    sizes = () if type(poignees) is tuple and not poignees else _poignees(poignees)
    slam = chelem if chelem is None or type(chelem) is Chelem else Chelem.parse(chelem)
    rules = rules if type(rules) is Rules else _rules(rules)
    # pragma: no mutate end
    return _settle(
        contract,
        bouts,
        _halves(points),
        players,
        petit,
        sizes=sizes,
        slam=slam,
        alone=check_bool("alone", alone),
        rules=rules,
        given=points,
    )


def _settle(
    contract: Contract,
    bouts: int,
    halves: int,
    players: int,
    petit: Side | None,
    *,
    sizes: tuple[Poignee, ...],
    slam: Chelem | None,
    alone: bool,
    rules: Rules,
    given: object,
) -> Settlement:
    for low, high in contract.counts[players, slam][bouts]:
        if low <= halves <= high:
            break
    else:
        raise ImpossibleResultError("points", given, _needs(contract, players, slam, bouts))
    multiplier = contract.multiplier
    difference = halves - 2 * TARGETS[bouts]
    # T4: the side is decided on the raw points; the half point then goes to the winner.
    base = (CONTRACT_BASE + (abs(difference) + 1) // 2) * multiplier
    if difference < 0:
        base = -base
    if petit is None and not sizes and slam is None:
        breakdown: tuple[Part, ...] = ((contract, base),)
        unit = base
    else:
        breakdown, unit = _extras(contract, bouts, base, players, petit, sizes=sizes, slam=slam)
    return Settlement(
        contract,
        bouts,
        halves,
        players,
        players < 5 or alone,  # only five players call a partner (T5)
        petit,
        sizes,
        slam,
        rules,
        breakdown,
        unit,
    )


def _extras(
    contract: Contract,
    bouts: int,
    base: int,
    players: int,
    petit: Side | None,
    *,
    sizes: tuple[Poignee, ...],
    slam: Chelem | None,
) -> tuple[tuple[Part, ...], int]:
    """The parts after the contract's (T4), checked against each other and the bouts."""
    # T4: the side that wins the last trick with the Petit in it holds the Petit, a bout;
    # after a chelem it is the side that took every trick.
    if petit is not None and (
        (petit is Side.TAKER and bouts == 0)
        or (petit is Side.DEFENCE and bouts == 3)  # all three bouts
        or (slam is not None and slam.side is not None and petit is not slam.side)
    ):
        raise ImpossibleResultError(
            "petit_au_bout",
            str(petit),
            "the side holding the Petit: the taker only with a bout, the defence with < 3, "
            "and after a chelem the side that took every trick",
        )
    needed = sum(POIGNEE_THRESHOLDS[players][size.order] for size in sizes)
    if needed > _SHOWABLE_TRUMPS:  # pragma: no mutate (no poignées need exactly 22)
        # At most 22 trumps can be shown (T4): the smallest poignée (8 trumps at five)
        # allows two, three already need 24.
        shown = ", ".join(map(str, sizes))  # the poignées as given: notation
        raise ImpossibleResultError(
            "poignees",
            shown,
            Text(
                "poignées needing at most {most} trumps in all with {players} players",
                most=_SHOWABLE_TRUMPS,
                players=players,
            ),
        )
    parts: list[Part] = [(contract, base)]
    unit = base
    if petit is not None:
        amount = PETIT_AU_BOUT * contract.multiplier
        parts.append((petit, amount if petit is Side.TAKER else -amount))
        unit += parts[-1][1]  # pragma: no mutate (two parts: [1] is [-1])
    for size in sizes:  # T4: to the side that wins the contract
        # The base is at least 25 either way: never 0 or 1.
        parts.append((size, size.bonus if base > 0 else -size.bonus))  # pragma: no mutate
        unit += parts[-1][1]
    if slam is not None:
        parts.append((slam, slam.bonus))
        unit += slam.bonus
    return tuple(parts), unit


# --- The session ledger (T5, T8) ----------------------------------------------------------


@attrs.frozen(slots=True)
class Deal:
    """One recorded deal of a :class:`Session`: who played what and each player's score.

    Attributes:
        number: The deal's number as the players count it, from 1; None for a void deal
            (redealt, it does not count).
        dealer: Who dealt it.
        players: The session's players, in seat order.
        shares: Each player's score for this deal, in seat order; they sum to zero.
        taker: The taker, or None for a void deal.
        partner: The called partner at five, or None (no partner, or the taker alone).
        settlement: The settlement, or None for a void deal.
        void: Why the deal was void and redealt (``"all pass"``, ``"petit sec"``), or None.
        alone: True at five when the taker played alone (called their own card, or it
            was in the chien).
    """

    __repr__ = fields_repr

    number: int | None
    dealer: str | None
    players: tuple[str, ...]
    shares: tuple[int, ...]
    taker: str | None = None
    partner: str | None = None
    settlement: Settlement | None = None
    void: str | None = None
    alone: bool = False

    @property
    def contract(self) -> Contract | None:
        """The contract, or None for a void deal."""
        return None if self.settlement is None else self.settlement.contract

    @property
    def thrown_in(self) -> bool:
        """True for a void deal: all passed, or a petit sec (T3); it does not count."""
        return self.void is not None

    @property
    def scores(self) -> dict[str, int]:
        """Each player's score for this deal, by name (zero for everyone when void)."""
        return dict(zip(self.players, self.shares, strict=True))

    @property
    def items(self) -> tuple[Item, ...]:
        """The settlement's items, by player: per player they add up to :attr:`scores`."""
        if self.settlement is None:
            return ()
        defenders = [p for p in self.players if p not in {self.taker, self.partner}]
        items: list[Item] = []
        for item in self.settlement.items:
            if item.who == "defender":
                items.extend(item.to(player) for player in defenders)
            elif item.who == "taker":
                items.append(item.to(str(self.taker)))
            else:
                items.append(item.to(str(self.partner)))
        return tuple(items)

    def describe(self) -> str:
        """The deal in a few words: ``"Ann with Cid: garde"``, ``"Eve alone: garde sans"``.

        A :class:`~cardscore._text.Text`, which :func:`cardscore.i18n.say` says in any language.
        """
        if self.settlement is None:
            return Text("void ({reason})", reason=_VOID_WORDS[str(self.void)])
        contract = _CONTRACT_WORDS[self.settlement.contract]
        if self.partner is not None:
            return Text(
                "{taker} with {partner}: {contract}",
                taker=self.taker,
                partner=self.partner,
                contract=contract,
            )
        if self.alone:
            return Text("{taker} alone: {contract}", taker=self.taker, contract=contract)
        return Text("{taker}: {contract}", taker=self.taker, contract=contract)


def _session_players(value: Iterable[str]) -> tuple[str, ...]:
    # Checked once, in the constructor: each later session keeps the same tuple.
    given = bounded("players", value, 5, Text("3 to 5 distinct player names"))
    if len(given) < 3:  # bounded() has refused a sixth
        raise ScoreError("players", given, "3 to 5 distinct player names")
    return normal_names(
        "players",
        given,
        Text("a non-empty str name"),
        twice=Text("distinct names"),
        error=ScoreError,
        whole_twice=given,
    )


def _planned(_instance: object, _attribute: object, value: int | None) -> None:
    if value is not None:
        check_int("planned", value, 1, 10_000_000)


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

    players: tuple[str, ...] = attrs.field(converter=_session_players)
    planned: int | None = attrs.field(default=None, kw_only=True, validator=_planned)
    rules: Rules = attrs.field(default=FFT, kw_only=True, converter=_rules)
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
        start = _check_totals(self._start, self.players)
        object.__setattr__(self, "_history", History.start(start))
        # A private copy: the caller's mapping may change later, this session may not.
        # pragma: no mutate start (never read again: the history holds the totals, and a copy)
        object.__setattr__(self, "_start", dict(zip(self.players, start, strict=True)))
        # pragma: no mutate end

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
                "session",
                Text("over after {count} deal", count=played)
                if played == 1
                else Text("over after {count} deals", count=played),
                Text("no more deals: the session is over"),
            )

    def _player(self, field: str, value: object) -> str:
        value = name_key(value)
        if not isinstance(value, str) or value not in self.players:
            names = ", ".join(map(repr, self.players))  # names: shown as they are
            raise ScoreError(field, value, Text("one of {names}", names=names))
        return value

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
        taker = self._player("taker", taker)
        alone = check_bool("alone", alone)
        count = len(self.players)
        if alone and count < 5:
            # T5: only five players call a partner; at three or four nobody plays "alone".
            raise RuleViolationError(
                "alone",
                alone,
                Text(
                    "no alone with {players} players: nobody is called, the taker always "
                    "plays against the others (alone is for five players)",
                    players=count,
                ),
            )
        if partner is not None:
            partner = self._player("partner", partner)
            if partner == taker:  # called their own card: alone, as partner None says
                partner = None
            elif count < 5:  # only five players call a partner (T5)
                raise RuleViolationError(
                    "partner",
                    partner,
                    Text("no partner: with {players} players nobody is called", players=count),
                )
            elif alone:
                raise RuleViolationError("partner", partner, "None or the taker when alone")
        elif count == 5 and not alone:
            raise _missing(
                "partner",
                Text("at five, the called partner's name, the taker's own name, or alone=True"),
            )
        settlement = settle(
            contract,
            bouts=bouts,
            points=points,
            players=count,
            petit_au_bout=petit_au_bout,
            poignees=poignees,
            chelem=chelem,
            alone=partner is None,
            rules=self.rules,
        )
        shares = [-settlement.unit] * count
        shares[self.players.index(taker)] = settlement.taker
        if partner is not None:
            shares[self.players.index(partner)] = settlement.totals["partner"]
        scores = tuple(shares)
        deal = Deal(
            self.played + 1,
            self.dealer,
            self.players,
            scores,
            taker,
            partner,
            settlement,
            alone=count == 5 and partner is None,
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
        reason = _void_reason(reason)
        zeros = (0,) * len(self.players)
        deal = Deal(None, self.dealer, self.players, zeros, void=reason)
        added = self._history.add(deal, zeros, counted=False)  # pragma: no mutate (falsy)
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


def _check_totals(value: object, players: tuple[str, ...]) -> tuple[int, ...]:
    """Starting totals: every player, an int each, summing to zero (T5)."""
    if value is None:
        return (0,) * len(players)
    if not isinstance(value, Mapping):
        raise ScoreError(
            "totals", value, "a mapping of every player to an int, the ints summing to zero"
        )
    value = by_name(
        "totals", value, Text("a mapping of every player to an int, once each")
    )  # " Ann" is Ann
    unknown = [name for name in value if name not in players]
    if unknown:
        names = ", ".join(map(repr, players))  # names: shown as they are
        raise ScoreError("totals", unknown[0], Text("one of {names}", names=names))
    start = []
    for player in players:
        if player not in value:
            raise _missing(f"totals[{player!r}]", Text("an int: every player's starting total"))
        total = value[player]
        if type(total) is not int:
            raise ScoreError(f"totals[{player!r}]", total, "an int")
        start.append(total)
    if sum(start) != 0:
        # The totals as given, names and signed numbers: "Ann +10, Bob -5, Cid +0".
        pairs = zip(players, start, strict=True)  # pragma: no mutate (one start per player)
        given = ", ".join(f"{p} {t:+d}" for p, t in pairs)
        raise ImpossibleResultError("totals", given, "totals summing to zero: every deal does")
    return tuple(start)


def _missing(field: str, allowed: Text) -> RuleViolationError:
    # A field left out: the message says so, without a None the user never typed.
    error = RuleViolationError(field, None, allowed)
    error.args = (Text("{field}: missing; expected {allowed}", field=field, allowed=allowed),)
    return error


_VOID_REASONS = ("all pass", "petit sec")
# The reasons as shown: words of the catalog (the data keeps the English key).
_VOID_WORDS: Final = {"all pass": Text("all pass"), "petit sec": Text("petit sec")}


def _void_reason(reason: object) -> str:
    if isinstance(reason, str) and len(reason) <= _NAME_LIMIT:
        key = " ".join(fold(reason).split())
        if key in _VOID_REASONS:
            return key
    raise ScoreError("reason", reason, "'all pass' or 'petit sec'")
