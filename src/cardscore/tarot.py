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
import operator
from collections.abc import Iterable
from typing import TYPE_CHECKING, Final

import attrs

from cardscore._chain import Chain
from cardscore._check import check_bool, check_int, lookup_name
from cardscore._frozen import assemble, fields_repr
from cardscore.cards import Suit
from cardscore.errors import ImpossibleResultError, NotationError, RuleViolationError, ScoreError
from cardscore.items import Item

if TYPE_CHECKING:
    from decimal import Decimal
    from fractions import Fraction

__all__ = [
    "BOUTS",
    "EXCUSE",
    "PACK",
    "Card",
    "Chelem",
    "Contract",
    "Count",
    "Deal",
    "Distribution",
    "Poignee",
    "Rank",
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

_PLAYERS_ALLOWED = "an int from 3 to 5"


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
            "a Side or one of 'taker', 'defence'",
            "one of 'taker', 'defence'",
        )

    def __str__(self) -> str:
        return self.value


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

    >>> Contract.parse("GARDE_SANS"), Contract.parse("garde-contre").multiplier
    (<Contract.GARDE_SANS: 'garde sans'>, 6)
    >>> str(Contract.GARDE_SANS)
    'garde sans'
    """

    PRISE = "prise"
    GARDE = "garde"
    GARDE_SANS = "garde sans"
    GARDE_CONTRE = "garde contre"

    @property
    def multiplier(self) -> int:
        """What the contract's part and the petit au bout are multiplied by: 1, 2, 4, 6."""
        return _MULTIPLIER[self._value_]

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
        ``"garde contre le chien"``.

        >>> Contract.parse("Garde Sans Le Chien")
        <Contract.GARDE_SANS: 'garde sans'>
        """
        if type(text) is Contract:
            return text
        if not isinstance(text, str):
            raise ScoreError("contract", text, "a Contract or one of " + _CONTRACTS_LISTED)
        contract = _CONTRACT_NAMES.get(text)
        if contract is None:
            key = " ".join(text.lower().replace("_", " ").replace("-", " ").split())
            contract = _CONTRACT_NAMES.get(key)
            if contract is None:
                raise NotationError("contract", text, "one of " + _CONTRACTS_LISTED)
        return contract

    def __str__(self) -> str:
        return self.value


# T3: the multipliers, by the contract's value (a str hashes faster than an enum member).
_MULTIPLIER = {
    Contract.PRISE.value: 1,
    Contract.GARDE.value: 2,
    Contract.GARDE_SANS.value: 4,
    Contract.GARDE_CONTRE.value: 6,
}
_CONTRACT_NAMES: dict[str, Contract] = {contract.value: contract for contract in Contract}
_CONTRACT_NAMES.update(
    {
        "petite": Contract.PRISE,
        "garde sans le chien": Contract.GARDE_SANS,
        "garde contre le chien": Contract.GARDE_CONTRE,
    }
)
_CONTRACTS_LISTED = "'prise', 'garde', 'garde sans', 'garde contre' (also with _ or -)"


class Poignee(enum.Enum):
    """A declared poignée (a show of trumps, T4); ``bonus`` is its unmultiplied value."""

    SIMPLE = "simple"
    DOUBLE = "double"
    TRIPLE = "triple"

    @property
    def bonus(self) -> int:
        """20, 30 or 40 (T4), never multiplied by the contract."""
        return _POIGNEE_BONUS[self]

    def trumps(self, players: int) -> int:
        """The trumps this poignée needs with ``players`` players (T4).

        >>> Poignee.DOUBLE.trumps(4), Poignee.DOUBLE.trumps(5)
        (13, 10)
        """
        players = check_int("players", players, 3, 5)
        return POIGNEE_THRESHOLDS[players][_POIGNEE_ORDER[self]]

    @classmethod
    def parse(cls, text: Poignee | str) -> Poignee:
        """Parse ``"simple"``, ``"double"`` or ``"triple"``, any case.

        >>> Poignee.parse("Double").bonus
        30
        """
        if type(text) is Poignee:
            return text
        if not isinstance(text, str):
            raise ScoreError("poignee", text, "a Poignee or one of 'simple', 'double', 'triple'")
        try:
            return cls(text.strip().lower())
        except ValueError:
            raise NotationError("poignee", text, "one of 'simple', 'double', 'triple'") from None

    def __str__(self) -> str:
        return self.value


# T4: the poignée bonuses, not multiplied.
_POIGNEE_BONUS = {Poignee.SIMPLE: 20, Poignee.DOUBLE: 30, Poignee.TRIPLE: 40}
_POIGNEE_ORDER = {Poignee.SIMPLE: 0, Poignee.DOUBLE: 1, Poignee.TRIPLE: 2}


class Chelem(enum.Enum):
    """A chelem (slam, every trick to one side, T4) and how it went."""

    ANNOUNCED = "announced"
    """Announced by the taker and made: +400."""
    UNANNOUNCED = "unannounced"
    """Made by the taker's side without an announcement: +200."""
    FAILED = "failed"
    """Announced by the taker and not made: −200, even when the contract is made."""
    DEFENCE = "defence"
    """The defence took every trick: +200 to each defender."""

    @property
    def bonus(self) -> int:
        """The amount per defender from the taker's view, never multiplied (T4).

        >>> Chelem.FAILED.bonus, Chelem.DEFENCE.bonus
        (-200, -200)
        """
        return _CHELEM_BONUS[self]

    @classmethod
    def parse(cls, text: Chelem | str) -> Chelem:
        """Parse ``"announced"``, ``"unannounced"``, ``"failed"`` or ``"defence"``.

        >>> Chelem.parse("Defense")
        <Chelem.DEFENCE: 'defence'>
        """
        if type(text) is Chelem:
            return text
        return lookup_name(
            "chelem",
            text,
            _CHELEM_NAMES,
            "None, a Chelem or one of " + _CHELEMS_LISTED,
            "None or one of " + _CHELEMS_LISTED,
        )

    def __str__(self) -> str:
        return self.value


# T4: the chelem amounts per defender, from the taker's view, not multiplied.
_CHELEM_BONUS = {
    Chelem.ANNOUNCED: 400,
    Chelem.UNANNOUNCED: 200,
    Chelem.FAILED: -200,
    Chelem.DEFENCE: -200,
}
# The side that took every trick, where the chelem says (a failed one says nothing).
_CHELEM_SIDE: dict[Chelem | None, Side] = {
    Chelem.ANNOUNCED: Side.TAKER,
    Chelem.UNANNOUNCED: Side.TAKER,
    Chelem.DEFENCE: Side.DEFENCE,
}
_CHELEM_NAMES = {chelem.value: chelem for chelem in Chelem}
_CHELEM_NAMES["defense"] = Chelem.DEFENCE
_CHELEMS_LISTED = "'announced', 'unannounced', 'failed', 'defence'"

# T5: (taker's share, partner's share, number of defenders) of the unit, by
# (players, taker alone). With three or four players the taker is always alone.
_SHARES: dict[tuple[int, bool], tuple[int, int | None, int]] = {
    (3, True): (2, None, 2),
    (4, True): (3, None, 3),
    (5, False): (2, 1, 3),
    (5, True): (4, None, 4),
}


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
            raise ScoreError("rank", text, "a Rank, an int 1..14 or one of " + _RANKS_LISTED)
        rank = _RANK_NAMES.get(text.strip().upper())
        if rank is None:
            raise NotationError("rank", text, "one of " + _RANKS_LISTED)
        return rank

    def __str__(self) -> str:
        return self.char


_RANK_CHARS = {Rank.VALET: "V", Rank.CAVALIER: "C", Rank.DAME: "D", Rank.ROI: "R"}
_RANK_NAMES: dict[str, Rank] = {str(rank.value): rank for rank in Rank if rank <= Rank.TEN}
_RANK_NAMES.update({"V": Rank.VALET, "J": Rank.VALET, "C": Rank.CAVALIER, "D": Rank.DAME})
_RANK_NAMES.update({"Q": Rank.DAME, "R": Rank.ROI, "K": Rank.ROI})
_RANKS_LISTED = "R D C V 10..1 (French) or K Q C J 10..1 (English)"

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
        card = _CARD_BY_TEXT.get(text.strip().upper())
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


_CARDS_ALLOWED = (
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


def parse_cards(cards: str | Iterable[Card | str], *, field: str = "cards") -> tuple[Card, ...]:
    """Parse tarot cards given as one string (spaces or commas between) or an iterable.

    A card given twice is an :class:`~cardscore.errors.ImpossibleResultError`.

    >>> parse_cards("RS, 21 ex 1h")
    (Card.parse('RS'), Card.parse('21'), Card.parse('EX'), Card.parse('1H'))
    """
    if isinstance(cards, str):
        parts: Iterable[object] = cards.replace(",", " ").split()
    elif isinstance(cards, Iterable):
        parts = cards
    else:
        raise ScoreError(field, cards, "a str of tarot cards or an iterable of cards")
    result: list[Card] = []
    seen: set[Card] = set()
    for part in parts:
        if type(part) is Card:
            card = part
        else:
            try:
                card = Card.parse(part)  # type: ignore[arg-type]
            except ScoreError as error:
                raise type(error)(field, part, error.allowed) from None
        if card in seen:
            raise ImpossibleResultError(field, str(card), "each card at most once")
        seen.add(card)
        result.append(card)
    return tuple(result)


def _cards(number: int) -> str:
    # How many cards a pile holds, for the error messages: "1 card", "5 cards".
    return f"{number} card{'' if number == 1 else 's'}"


# --- Counting (T1, T2, T3, T4) ------------------------------------------------------------


def target(bouts: int) -> int:
    """The points the taker needs with ``bouts`` bouts at the end: 56, 51, 41 or 36 (T2).

    >>> target(0), target(1), target(2), target(3)
    (56, 51, 41, 36)
    """
    if type(bouts) is not int or not 0 <= bouts <= 3:  # three bouts
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
    if type(value) is int and 3 <= value <= 5:  # three to five players
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
        compensation = 0
    else:
        # T4: it stays with its owner's side, which gives the trick's winner half a point.
        taker_keeps = excuse_side is Side.TAKER
        compensation = _LOW_HALVES
    if taker_keeps is not taker_has_it:
        change = _BOUT_HALVES - compensation
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
            f"whole tricks of {players} cards, at most {trick_cards} cards",
        )
    chien_cards = parse_cards(chien, field="chien")
    if len(chien_cards) != CHIEN_SIZE[players]:
        raise ImpossibleResultError(
            "chien",
            _cards(len(chien_cards)),
            f"{CHIEN_SIZE[players]} cards with {players} players",
        )
    in_won = set(won_cards)
    for card in chien_cards:
        if card in in_won:
            raise ImpossibleResultError("chien", str(card), "cards not also in won")
        if contract.discards and (card.is_king or card.is_bout):
            raise RuleViolationError(
                "chien", str(card), "no king and no bout in a prise or garde discard (T3)"
            )
    return won_cards, chien_cards


# --- Declarations and legality (T3, T4) ---------------------------------------------------


def poignee(trumps: int | str | Iterable[Card | str], players: int = 4) -> Poignee | None:
    """The largest poignée that ``trumps`` trumps allow with ``players`` players (T4).

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
        if shown >= thresholds[_POIGNEE_ORDER[size]]:
            best = size
    return best


def check_discard(
    discard: str | Iterable[Card | str],
    hand: str | Iterable[Card | str],
    *,
    players: int = 4,
) -> tuple[Card, ...]:
    """Check a prise or garde discard (T3); return the discarded trumps, which are shown.

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
            f"{HAND_SIZE[players] + size} cards (hand and chien) with {players} players",
        )
    discarded = parse_cards(discard, field="discard")
    if len(discarded) != size:
        raise ImpossibleResultError(
            "discard", _cards(len(discarded)), f"{size} cards with {players} players"
        )
    held = set(hand_cards)
    for card in discarded:
        if card not in held:
            raise RuleViolationError("discard", str(card), "cards from the hand")
        if card.is_king or card.is_bout:
            raise RuleViolationError("discard", str(card), "no king and no bout (T3)")
    trumps = tuple(card for card in discarded if card.is_trump)
    plain = sum(card.suit is not None and not card.is_king for card in hand_cards)
    if trumps and plain > size - len(trumps):
        raise RuleViolationError(
            "discard",
            " ".join(map(str, trumps)),
            f"trumps only when the hand has fewer than {size} cards other than kings, "
            "trumps and the Excuse (T3)",
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
    if isinstance(bids, str) or not isinstance(bids, Iterable):
        raise ScoreError("bids", bids, "a sequence of bids: contracts, 'pass' or None")
    if isinstance(hands, str) or not isinstance(hands, Iterable):
        raise ScoreError("hands", hands, "a sequence of hands")
    passes = 0
    calls = 0
    for bid in bids:
        calls += 1
        if bid is None or (isinstance(bid, str) and bid.strip().lower() == "pass"):
            passes += 1
            continue
        try:
            Contract.parse(bid)
        except ScoreError as error:
            raise type(error)("bids", bid, "'pass', None or " + _CONTRACTS_LISTED) from None
    if calls and passes == calls:
        return True
    return any(petit_sec(hand) for hand in hands)


def _hand(value: str | Iterable[Card | str]) -> tuple[Card, ...]:
    return parse_cards(value, field="hand")


def _hands(value: Iterable[str | Iterable[Card | str]]) -> tuple[tuple[Card, ...], ...]:
    if isinstance(value, str) or not isinstance(value, Iterable):
        raise ScoreError("hands", value, "a sequence of 3 to 5 hands")
    return tuple(_hand(hand) for hand in value)


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
        if not 3 <= players <= 5:  # three to five players
            raise ImpossibleResultError("hands", f"{players} hands", "3 to 5 hands")
        for hand in self.hands:
            if len(hand) != HAND_SIZE[players]:
                raise ImpossibleResultError(
                    "hands", f"a hand of {len(hand)}", f"{HAND_SIZE[players]} cards each"
                )
        if len(self.chien) != CHIEN_SIZE[players]:
            raise ImpossibleResultError(
                "chien", _cards(len(self.chien)), f"{CHIEN_SIZE[players]} cards"
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


# --- Settlement (T4, T5) ------------------------------------------------------------------

_POINTS_ALLOWED = "a multiple of 0.5 from 0 to 91 (int, float, Fraction, Decimal or str)"


def _points_halves(value: object) -> int:
    """Whole half points from any accepted spelling of ``points``; never rounds."""
    # Imported here, off the plain path (whole points): importing tarot stays cheap.
    from decimal import Decimal  # noqa: PLC0415
    from fractions import Fraction  # noqa: PLC0415

    if isinstance(value, bool):
        raise ScoreError("points", value, _POINTS_ALLOWED)
    if not isinstance(value, str | int | float | Fraction | Decimal):
        raise ScoreError("points", value, _POINTS_ALLOWED)
    try:
        # A decimal comma is how the French score sheet writes "40,5".
        # (Fraction itself skips the spaces around a number.)
        exact = Fraction(value.replace(",", ".") if isinstance(value, str) else value)
    except (ValueError, ArithmeticError):  # NaN, infinities, "1/0", garbage
        raise NotationError("points", value, _POINTS_ALLOWED) from None
    doubled = exact * 2
    if doubled.denominator != 1 or not 0 <= doubled <= 2 * PACK_POINTS:
        raise ImpossibleResultError("points", value, _POINTS_ALLOWED)
    return int(doubled)


def _poignees(value: object) -> tuple[Poignee, ...]:
    if value == () or value is None:
        return ()
    if type(value) is Poignee or isinstance(value, str):
        value = (value,)
    if not isinstance(value, Iterable):
        raise ScoreError("poignees", value, "a sequence of 'simple', 'double', 'triple'")
    result = []
    for one in value:
        if type(one) is not Poignee and not isinstance(one, str):
            raise ScoreError("poignees", one, "'simple', 'double' or 'triple'")
        try:
            result.append(Poignee.parse(one))
        except ScoreError as error:
            raise NotationError("poignees", one, error.allowed) from None
    return tuple(result)


def _chelem(value: object) -> Chelem | None:
    if value is None or type(value) is Chelem:
        return value
    return Chelem.parse(value)  # type: ignore[arg-type]


def _format_points(halves: int) -> str:
    return str(halves // 2) if halves % 2 == 0 else f"{halves // 2}.5"


@attrs.frozen(slots=True)
class Settlement:
    """One deal settled (T4, T5): the unit and what each player of each role gets.

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

    Attributes:
        contract: The contract.
        bouts: The bouts the taker's side held at the end, 0..3.
        halves: The taker's side's card points, in half points.
        players: The number of players, 3..5.
        alone: True when the taker plays alone (always at 3 and 4 players).
        petit_au_bout: The side that won the Petit in the last trick, or None.
        poignees: Every declared poignée, by either side.
        chelem: The chelem, or None.
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

    @property
    def taker(self) -> int:
        """What the taker gets: 2, 3 or 4 units (2 with a partner at five) (T5)."""
        return _SHARES[self.players, self.alone][0] * self.unit

    @property
    def partner(self) -> int | None:
        """What the called partner gets (one unit), or None without a partner (T5)."""
        share = _SHARES[self.players, self.alone][1]
        return None if share is None else share * self.unit

    @property
    def defender(self) -> int:
        """What each defender gets: minus the unit."""
        return -self.unit

    @property
    def defenders(self) -> int:
        """How many defenders there are: 2, 3 or 4."""
        return _SHARES[self.players, self.alone][2]

    @property
    def totals(self) -> dict[str, int]:
        """Per role, what one player of that role gets: ``taker``, ``partner``, ``defender``."""
        taker, partner, _ = _SHARES[self.players, self.alone]
        if partner is None:
            return {"taker": taker * self.unit, "defender": -self.unit}
        return {"taker": taker * self.unit, "partner": partner * self.unit, "defender": -self.unit}

    @property
    def parts(self) -> tuple[tuple[str, int], ...]:
        """The unit's parts, each (label, amount per defender from the taker's view)."""
        multiplier = _MULTIPLIER[self.contract._value_]
        made = self.made
        margin = self.margin
        sign = 1 if made else -1
        result = "made" if made else "lost"
        parts = [
            (
                (
                    f"{self.contract}, {_format_points(self.halves)} points, "
                    f"{self.bouts} bout{'' if self.bouts == 1 else 's'} "
                    f"(target {TARGETS[self.bouts]}): {result} by {margin}, "
                    f"({CONTRACT_BASE} + {margin}) × {multiplier}"
                ),
                sign * (CONTRACT_BASE + margin) * multiplier,
            )
        ]
        if self.petit_au_bout is not None:
            petit = PETIT_AU_BOUT * multiplier
            parts.append(
                (
                    f"petit au bout to the {self.petit_au_bout} ({PETIT_AU_BOUT} × {multiplier})",
                    petit if self.petit_au_bout is Side.TAKER else -petit,
                )
            )
        winner = Side.TAKER if made else Side.DEFENCE
        parts.extend(
            (f"{size} poignée, to the {winner}", sign * size.bonus) for size in self.poignees
        )
        if self.chelem is not None:
            parts.append((f"chelem {self.chelem}", self.chelem.bonus))
        return tuple(parts)

    @property
    def items(self) -> tuple[Item, ...]:
        """The breakdown: each part of the unit, for each role (per player of that role)."""
        taker, partner, _ = _SHARES[self.players, self.alone]
        items: list[Item] = []
        for label, amount in self.parts:
            items.append(Item(label, "taker", taker * amount))
            if partner is not None:
                items.append(Item(label, "partner", partner * amount))
            items.append(Item(label, "defender", -amount))
        return tuple(items)


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
) -> Settlement:
    """Settle one deal (T4, T5) from the taker's side's bouts and card points.

    The unit is ``(25 + ⌈|points − target|⌉) × multiplier``, signed by the result, plus the
    petit au bout (10 × multiplier to the side that won it), every poignée (20/30/40 to the
    side that wins the contract) and the chelem. The taker gets 2 (three players), 3 (four)
    or, at five, 2 with the partner's 1 or 4 alone, times the unit; each defender minus it.

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
            two poignées needing more than 22 trumps, a chelem at odds with the result.
        ScoreError: Any value of the wrong type or outside its range.
    """
    if (
        petit_au_bout is None
        and chelem is None
        and type(poignees) is tuple
        and not poignees
        and type(contract) is Contract
        and type(bouts) is int
        and type(points) is int
        and type(players) is int
        and (alone is True or alone is False)
    ):
        # A settlement is immutable, so the same plain deal is settled once: a hit means
        # these exact inputs (exact types, no bool for an int) were validated before.
        key = (contract._value_, bouts, points, players, alone)
        settled = _SETTLED.get(key)
        if settled is None:
            settled = _settle(
                contract,
                bouts,
                points,
                players=players,
                alone=alone,
                petit_au_bout=None,
                poignees=(),
                chelem=None,
            )
            _SETTLED[key] = settled
        return settled
    return _settle(
        contract,
        bouts,
        points,
        players=players,
        alone=alone,
        petit_au_bout=petit_au_bout,
        poignees=poignees,
        chelem=chelem,
    )


# Plain deals already settled, by (contract, bouts, points, players, alone): at most
# 4 × 4 × 92 × 3 × 2 entries, since only valid inputs are stored.
_SETTLED: dict[tuple[str, int, int, int, bool], Settlement] = {}


def _settle(
    contract: object,
    bouts: object,
    points: object,
    *,
    players: object,
    alone: object,
    petit_au_bout: object,
    poignees: object,
    chelem: object,
) -> Settlement:
    if type(contract) is not Contract:
        contract = Contract.parse(contract)  # type: ignore[arg-type]
    if type(bouts) is not int or not 0 <= bouts <= 3:  # three bouts
        bouts = check_int("bouts", bouts, 0, 3)
    if type(points) is int and 0 <= points <= PACK_POINTS:
        halves = points * 2
    else:
        halves = _points_halves(points)
    if type(players) is not int or not 3 <= players <= 5:  # 3 to 5 players
        players = check_int("players", players, 3, 5)
    lone = check_bool("alone", alone)
    petit, sizes, slam = _extras(
        bouts,
        halves,
        points,
        players=players,
        petit_au_bout=petit_au_bout,
        poignees=poignees,
        chelem=chelem,
    )
    difference = halves - 2 * TARGETS[bouts]
    made = difference >= 0
    # T4: the side is decided on the raw points; the half point then goes to the winner.
    margin = (abs(difference) + 1) // 2
    multiplier = _MULTIPLIER[contract._value_]
    unit = (CONTRACT_BASE + margin) * multiplier
    for size in sizes:
        unit += _POIGNEE_BONUS[size]
    if not made:
        unit = -unit
    if petit is not None:
        unit += PETIT_AU_BOUT * multiplier if petit is Side.TAKER else -PETIT_AU_BOUT * multiplier
    if slam is not None:
        unit += _CHELEM_BONUS[slam]
    return Settlement(
        contract,
        bouts,
        halves,
        players,
        players < 5 or lone,  # only five players call a partner (T5)
        petit,
        sizes,
        slam,
        unit,
    )


def _extras(
    bouts: int,
    halves: int,
    given: object,
    *,
    players: int,
    petit_au_bout: object,
    poignees: object,
    chelem: object,
) -> tuple[Side | None, tuple[Poignee, ...], Chelem | None]:
    """The petit au bout, poignées and chelem, checked against each other and the points."""
    if petit_au_bout is None and poignees == () and chelem is None:
        # A plain deal: only the points can disagree with the bouts (T1).
        _check_points(bouts, halves, given)
        return None, (), None
    petit = _side("petit_au_bout", petit_au_bout)
    sizes = _poignees(poignees)
    slam = _chelem(chelem)
    _check_possible(bouts, halves, given, players=players, petit=petit, sizes=sizes, slam=slam)
    return petit, sizes, slam


def _check_points(bouts: int, halves: int, given: object) -> None:
    # T1: each bout is worth 4.5, so b bouts mean at least 4.5 × b points, and the bouts
    # the defence holds leave the taker at most 91 − 4.5 × (3 − b).
    if not _BOUT_HALVES * bouts <= halves <= 2 * PACK_POINTS - _BOUT_HALVES * (3 - bouts):
        raise ImpossibleResultError(
            "points",
            given,
            f"from {_format_points(_BOUT_HALVES * bouts)} to "
            f"{_format_points(2 * PACK_POINTS - _BOUT_HALVES * (3 - bouts))} with {bouts} bouts",
        )


def _check_possible(
    bouts: int,
    halves: int,
    given: object,
    *,
    players: int,
    petit: Side | None,
    sizes: tuple[Poignee, ...],
    slam: Chelem | None,
) -> None:
    _check_points(bouts, halves, given)
    # T4: the side that wins the last trick with the Petit in it holds the Petit, a bout.
    if (petit is Side.TAKER and bouts == 0) or (petit is Side.DEFENCE and bouts == 3):
        raise ImpossibleResultError(
            "petit_au_bout",
            str(petit),
            "the side holding the Petit: the taker only with a bout, the defence with < 3",
        )
    # T4: the side that took every trick made (or lost) the contract and won the last
    # trick, so it had the petit au bout if there was one; a failed chelem says nothing.
    side = _CHELEM_SIDE.get(slam)
    if side is not None and (
        (halves >= 2 * TARGETS[bouts]) is not (side is Side.TAKER)
        or (petit is not None and petit is not side)
    ):
        raise ImpossibleResultError(
            "chelem", str(slam), "a chelem that agrees with the result and the petit au bout"
        )
    if sizes:
        thresholds = POIGNEE_THRESHOLDS[players]
        shown = sum(thresholds[_POIGNEE_ORDER[size]] for size in sizes)
        # At most 22 trumps can be shown (T4). This also bounds how many poignées there
        # are: the smallest (8 trumps at five) allows two, three already need 24.
        if shown > _SHOWABLE_TRUMPS:  # pragma: no mutate - no poignées add up to exactly 22
            raise ImpossibleResultError(
                "poignees",
                ", ".join(map(str, sizes)),
                f"poignées needing at most 22 trumps in all with {players} players (T4)",
            )


# --- The session ledger (T5) --------------------------------------------------------------


@attrs.frozen(slots=True)
class Deal:
    """One recorded deal of a :class:`Session`: who played what and each player's score.

    Attributes:
        number: The deal's number in the session, from 1 (void deals are numbered too).
        players: The session's players, in seat order.
        scores: Each player's score for this deal, in seat order; they sum to zero.
        taker: The taker, or None for a void deal.
        partner: The called partner at five, or None (no partner, or the taker alone).
        settlement: The settlement, or None for a void deal.
        void: Why the deal was void and redealt (``"all pass"``, ``"petit sec"``), or None.
    """

    __repr__ = fields_repr

    number: int
    players: tuple[str, ...]
    scores: tuple[int, ...]
    taker: str | None = None
    partner: str | None = None
    settlement: Settlement | None = None
    void: str | None = None

    @property
    def contract(self) -> Contract | None:
        """The contract, or None for a void deal."""
        return None if self.settlement is None else self.settlement.contract

    @property
    def totals(self) -> dict[str, int]:
        """Each player's score for this deal, by name."""
        return dict(zip(self.players, self.scores, strict=True))

    @property
    def items(self) -> tuple[Item, ...]:
        """The settlement's breakdown, one item per player; per player they add to the score."""
        if self.settlement is None:
            return ()
        items: list[Item] = []
        taker_share, partner_share, _ = _SHARES[self.settlement.players, self.settlement.alone]
        for label, amount in self.settlement.parts:
            for player in self.players:
                if player == self.taker:
                    share = taker_share
                elif player == self.partner and partner_share is not None:
                    share = partner_share
                else:
                    share = -1
                items.append(Item(label, player, share * amount))
        return tuple(items)


def _session_players(value: object) -> tuple[str, ...]:
    # Checked once, in the constructor: ``record`` hands the same tuple on (``_next``).
    if isinstance(value, str) or not isinstance(value, Iterable):
        raise ScoreError("players", value, "3 to 5 distinct player names")
    names = tuple(value)
    if not 3 <= len(names) <= 5:  # three to five players
        raise ScoreError("players", names, "3 to 5 distinct player names")
    for name in names:
        if not isinstance(name, str) or not name.strip():
            raise ScoreError("players", name, "a non-empty str name")
    if len(set(names)) != len(names):
        raise ScoreError("players", names, "distinct names")
    return names


def _planned(_instance: object, _attribute: object, value: int | None) -> None:
    if value is not None:
        check_int("planned", value, 1, 10_000_000)


@attrs.frozen(slots=True, repr=False)
class Session:
    """A session's ledger for 3, 4 or 5 named players: each deal and the running totals.

    Every deal sums to zero, so the totals do too (T5). ``record`` returns a new session
    (the old one stays valid) in O(1); ``undo()`` gives the previous one back.

    >>> session = Session(players=("Ann", "Bob", "Cid", "Dan"))
    >>> session = session.record("garde", taker="Ann", bouts=2, points=45)
    >>> session = session.record("prise", taker="Bob", bouts=1, points=48)
    >>> session.totals
    {'Ann': 202, 'Bob': -142, 'Cid': -30, 'Dan': -30}
    >>> session.undo().totals
    {'Ann': 174, 'Bob': -58, 'Cid': -58, 'Dan': -58}

    Attributes:
        players: The players' names, in seat order.
        planned: The number of deals to play (void deals not counted), or None for open play.
    """

    players: tuple[str, ...] = attrs.field(converter=_session_players)
    planned: int | None = attrs.field(default=None, kw_only=True, validator=_planned)
    # The state below is not part of the constructor: a new session starts empty, and
    # ``_next`` builds each later one from its predecessor without checking anything again.
    _chain: Chain[Deal] = attrs.field(init=False, factory=Chain)
    _scores: tuple[int, ...] = attrs.field(init=False)
    _played: int = attrs.field(init=False, default=0)
    _closed: bool = attrs.field(init=False, default=False)
    _previous: Session | None = attrs.field(init=False, default=None, eq=False, hash=False)

    @_scores.default
    def _no_scores(self) -> tuple[int, ...]:
        return (0,) * len(self.players)

    @property
    def totals(self) -> dict[str, int]:
        """Each player's running total, by name; they sum to zero."""
        return dict(zip(self.players, self._scores, strict=True))

    @property
    def deals(self) -> tuple[Deal, ...]:
        """The recorded deals, oldest first."""
        return self._chain.to_tuple()

    @property
    def played(self) -> int:
        """The number of deals played (void deals not counted)."""
        return self._played

    @property
    def finished(self) -> bool:
        """True after the planned number of deals, or once :meth:`close` was called."""
        return self._closed or (self.planned is not None and self._played >= self.planned)

    @property
    def leader(self) -> str | tuple[str, ...]:
        """The player with the highest total, or a tuple of those tied for it."""
        best = max(self._scores)
        leaders = tuple(p for p, s in zip(self.players, self._scores, strict=True) if s == best)
        return leaders[0] if len(leaders) == 1 else leaders

    @property
    def winner(self) -> str | tuple[str, ...] | None:
        """The leader once finished (a tuple when several share the top), else None."""
        return self.leader if self.finished else None

    @property
    def dealer(self) -> str:
        """The next deal's dealer: the first player, then each to their right in turn.

        The players are listed in seat order counterclockwise (play goes to the right).
        """
        return self.players[len(self._chain) % len(self.players)]

    def _check_open(self) -> None:
        if self.finished:
            raise RuleViolationError(
                "session",
                f"finished after {self._played} deal{'' if self._played == 1 else 's'}",
                "a session not finished",
            )

    def _player(self, field: str, value: object) -> str:
        if not isinstance(value, str) or value not in self.players:
            raise ScoreError(field, value, "one of " + ", ".join(map(repr, self.players)))
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

        At five players ``partner`` names the called player; None (the called card in the
        chien) or the taker's own name (the taker called their own card) means the taker
        plays alone, as does ``alone=True``. With 3 or 4 players there is no partner.

        >>> five = Session(players=("A", "B", "C", "D", "E"))
        >>> five.record("garde", taker="A", partner="C", bouts=2, points=45).totals
        {'A': 116, 'B': -58, 'C': 58, 'D': -58, 'E': -58}
        >>> five.record("garde", taker="A", partner="A", bouts=2, points=45).totals
        {'A': 232, 'B': -58, 'C': -58, 'D': -58, 'E': -58}
        """
        self._check_open()
        taker = self._player("taker", taker)
        alone = check_bool("alone", alone)
        count_players = len(self.players)
        if partner is not None:
            partner = self._player("partner", partner)
            if partner == taker:
                partner = None
            elif count_players < 5:  # only five players call a partner (T5)
                raise RuleViolationError(
                    "partner", partner, f"None: with {count_players} players nobody is called"
                )
            elif alone:
                raise RuleViolationError("partner", partner, "None or the taker when alone")
        settlement = settle(
            contract,
            bouts=bouts,
            points=points,
            players=count_players,
            petit_au_bout=petit_au_bout,
            poignees=poignees,
            chelem=chelem,
            alone=partner is None,
        )
        shares = [-settlement.unit] * count_players
        shares[self.players.index(taker)] = settlement.taker
        if partner is not None:
            shares[self.players.index(partner)] = settlement.unit
        scores = tuple(shares)
        deal = Deal(len(self._chain) + 1, self.players, scores, taker, partner, settlement)
        return self._add(deal, played=1)

    def record_void(self, reason: str = "all pass") -> Session:
        """Record a void deal (T3), redealt by the next dealer: everybody scores 0.

        >>> session = Session(players=("A", "B", "C")).record_void("petit sec")
        >>> session.deals[0].void, session.played, session.dealer
        ('petit sec', 0, 'B')
        """
        self._check_open()
        reason = _void_reason(reason)
        deal = Deal(len(self._chain) + 1, self.players, (0,) * len(self.players), void=reason)
        return self._add(deal, played=0)

    def _add(self, deal: Deal, *, played: int) -> Session:
        return self._next(
            self._chain.append(deal),
            tuple(map(operator.add, self._scores, deal.scores)),
            self._played + played,
            closed=False,
        )

    def _next(
        self, chain: Chain[Deal], scores: tuple[int, ...], played: int, *, closed: bool
    ) -> Session:
        # The next session in O(1): the players and plan are already checked, the history
        # is shared (``Chain``), and this one is kept for ``undo()``.
        return assemble(
            Session,
            players=self.players,
            planned=self.planned,
            _chain=chain,
            _scores=scores,
            _played=played,
            _closed=closed,
            _previous=self,
        )

    def close(self) -> Session:
        """The session ended here: ``finished`` and a ``winner``; recording is refused.

        >>> Session(players=("A", "B", "C")).record("garde", taker="B", bouts=1,
        ...     points=60).close().winner
        'B'
        """
        if self._closed:
            return self
        return self._next(self._chain, self._scores, self._played, closed=True)

    def undo(self) -> Session:
        """The session before the last ``record``, ``record_void`` or ``close``.

        Raises:
            RuleViolationError: Nothing to undo.
        """
        if self._previous is None:
            raise RuleViolationError("deals", 0, "at least one recorded deal to undo")
        return self._previous

    def sheet(self) -> str:
        """The score sheet: one row per deal, then the totals."""
        width = max(6, *(len(name) for name in self.players))
        header = f"{'deal':<5} {'contract':<24}" + "".join(
            f" {name:>{width}}" for name in self.players
        )
        lines = [header]
        for deal in self._chain:
            if deal.settlement is None:
                what = f"void ({deal.void})"
            else:
                what = f"{deal.taker}: {deal.settlement.contract}"
            lines.append(
                f"{deal.number:<5} {what:<24}"
                + "".join(f" {score:>+{width}d}" for score in deal.scores)
            )
        lines.append(
            f"{'total':<5} {'':<24}" + "".join(f" {score:>+{width}d}" for score in self._scores)
        )
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.sheet()

    def __repr__(self) -> str:
        return f"<Session players={self.players!r} deals={len(self._chain)}>"


_VOID_REASONS = ("all pass", "petit sec")


def _void_reason(reason: object) -> str:
    if isinstance(reason, str) and reason.strip().lower() in _VOID_REASONS:
        return reason.strip().lower()
    raise ScoreError("reason", reason, "'all pass' or 'petit sec'")
