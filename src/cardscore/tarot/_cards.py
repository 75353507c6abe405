"""French Tarot's cards (T1): the pack, its notation, counting and what a hand allows.

A card is read from its French or English notation once, each error naming the field the
cards were given as; the counts and the legality of a discard are the rules' arithmetic
(:mod:`cardscore.tarot._rules`) on the cards read.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from typing import Final

import attrs

from cardscore._check import bounded, check_bool, check_int, fold, fold_upper, iterated, plain_str
from cardscore._frozen import fields_repr
from cardscore._text import Allowed, Text
from cardscore.cards import Suit
from cardscore.errors import ImpossibleResultError, NotationError, RuleViolationError, ScoreError
from cardscore.tarot._read import BIDS, NAME_LIMIT, read_players, read_side
from cardscore.tarot._rules import (
    BOUT_HALVES,
    EXCUSE_KEPT,
    FEWEST_PLAYERS,
    LOW_HALVES,
    MOST_PLAYERS,
    PETIT,
    RANK_HALVES,
    SEATINGS,
    SHOWABLE_TRUMPS,
    TARGETS,
    CardPoints,
    Contract,
    Poignee,
    Side,
    is_bout,
)
from cardscore.tarot._words import cards as _cards


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
        rank = None
        if len(text) <= NAME_LIMIT:  # longer text is no rank: refused unread
            rank = _RANK_NAMES.get(fold_upper(plain_str(text).strip()))
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
            halves = BOUT_HALVES if is_bout(rank) else LOW_HALVES
        else:
            rank = Rank.parse(self.rank)
            halves = RANK_HALVES.get(rank, LOW_HALVES)
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
        return _card("card", text)

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
        return self.suit is None and is_bout(self.rank)

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
for _one in PACK:
    if _one.suit is None:
        if _one.rank:
            _CARD_BY_TEXT[str(_one.rank)] = _one
            _CARD_BY_TEXT[f"T{_one.rank}"] = _one
        continue
    _ranks = [key for key, value in _RANK_NAMES.items() if value == _one.rank]
    for _rank_text in _ranks:
        # Suit letters only after the rank: "DC" is the dame of clubs, never a club cavalier.
        _CARD_BY_TEXT[_rank_text + _one.suit.value] = _one
        for _symbol in _SUIT_SYMBOLS[_one.suit]:
            _CARD_BY_TEXT[_rank_text + _symbol] = _one
            _CARD_BY_TEXT[_symbol + _rank_text] = _one


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
        card = part if isinstance(part, Card) else _card(field, part)
        if card in seen:
            raise ImpossibleResultError(field, str(card), "each card at most once")
        seen.add(card)
        result.append(card)
    return tuple(result)


def _card(field: str, text: object) -> Card:
    # One card, read as the field it was given in.
    if type(text) is Card:
        return text
    if not isinstance(text, str):
        raise ScoreError(field, text, "a Card or a card like 'RS', 'KS', '21', 'EX'")
    card = None
    if len(text) <= NAME_LIMIT:  # longer text is no card: refused unread
        card = _CARD_BY_TEXT.get(fold_upper(plain_str(text).strip()))
    if card is None:
        raise NotationError(field, text, _CARDS_ALLOWED)
    return card


# --- Counting (T1, T2, T3, T4) ------------------------------------------------------------


def target(bouts: int) -> int:
    """The points the taker needs with ``bouts`` bouts at the end: 56, 51, 41 or 36 (T2).

    >>> target(0), target(1), target(2), target(3)
    (56, 51, 41, 36)
    """
    return TARGETS[check_int("bouts", bouts, 0, len(TARGETS) - 1)]


def card_points(cards: str | Iterable[Card | str]) -> float:
    """The card points of ``cards`` (T1), exact to the half point.

    The result is a ``float`` that is always an exact multiple of 0.5 (see the module's
    note); the whole pack counts 91.

    >>> card_points("RS DS CS VS 10S"), card_points(PACK)
    (12.5, 91.0)
    """
    return sum(card.halves for card in parse_cards(cards)) / 2


@attrs.frozen(slots=True)
class Count(CardPoints):
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


def count(cards: str | Iterable[Card | str]) -> Count:
    """Count the card points and bouts of ``cards`` (T1).

    >>> count("EX 21 1 RS RH").points
    22.5
    """
    parsed = parse_cards(cards)
    return Count(sum(card.halves for card in parsed), sum(card.is_bout for card in parsed))


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
    players = read_players(players)
    excuse_side = read_side("excuse", excuse)
    excuse_last = check_bool("excuse_last", excuse_last)
    won_cards, chien_cards = _piles(contract, won, chien, players)
    counted = won_cards + chien_cards if contract.chien is Side.TAKER else won_cards
    halves = sum(card.halves for card in counted)
    bouts = sum(card.is_bout for card in counted)
    if EXCUSE in chien_cards:
        if excuse_side is not None:
            raise RuleViolationError(
                "excuse",
                excuse,
                Allowed(
                    Text("None: the Excuse lies in the chien"),
                    told=Text("nothing: the Excuse lies in the chien"),
                ),
            )
        return Count(halves, bouts)
    if excuse_side is None:
        raise ScoreError("excuse", None, "'taker' or 'defence', the side that played it")
    taker_has_it = EXCUSE in won_cards
    if excuse_last:
        # T4: played to the last trick it goes to the other side, unless its side won
        # every other trick (a chelem, where it wins the last trick and stays).
        everything = players * SEATINGS[players].hand if excuse_side is Side.TAKER else 0
        taker_keeps = (excuse_side is Side.TAKER) is (len(won_cards) == everything)
        change = BOUT_HALVES  # the whole card changes sides
    else:
        # T4, T7: it stays with its owner's side, which owes the trick's winner a
        # half-point card: it counts 4 for that side, the half point goes across (even
        # when the side won no trick), the same reading settle's bounds are made from.
        taker_keeps = excuse_side is Side.TAKER
        change = EXCUSE_KEPT
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
    seating = SEATINGS[players]
    trick_cards = players * seating.hand
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
    if len(chien_cards) != seating.chien:
        raise ImpossibleResultError(
            "chien",
            _cards(len(chien_cards)),
            Text("{count} cards with {players} players", count=seating.chien, players=players),
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
    players = read_players(players)
    if type(trumps) is int:
        shown = check_int("trumps", trumps, 0, SHOWABLE_TRUMPS)
    elif isinstance(trumps, bool) or not isinstance(trumps, str | Iterable):
        raise ScoreError("trumps", trumps, "an int from 0 to 22 or the trumps shown")
    else:
        cards = parse_cards(trumps, field="trumps")
        for card in cards:
            if card.suit is not None:
                raise RuleViolationError("trumps", str(card), "only trumps and the Excuse")
        shown = len(cards)
    thresholds = SEATINGS[players].poignees
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
    players = read_players(players)
    seating = SEATINGS[players]
    size = seating.chien
    hand_cards = parse_cards(hand, field="hand")
    if len(hand_cards) != seating.hand + size:
        raise ImpossibleResultError(
            "hand",
            _cards(len(hand_cards)),
            Text(
                "{count} cards (hand and chien) with {players} players",
                count=seating.hand + size,
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
    return len(trumps) == 1 and trumps[0].rank == PETIT


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
    bids_allowed = Text("a sequence of bids: contracts, 'pass' or None")
    calls_given = bounded("bids", bids, MOST_PLAYERS, bids_allowed)
    hands_given = bounded("hands", hands, MOST_PLAYERS, Text("a sequence of hands"))
    passes = 0
    calls = 0
    for bid in calls_given:
        calls += 1
        if bid is None or (isinstance(bid, str) and fold(plain_str(bid).strip()) == "pass"):
            passes += 1
            continue
        BIDS.read("bids", bid)
    if calls and passes == calls:
        return True
    return any(petit_sec(hand) for hand in hands_given)


def _hand(value: str | Iterable[Card | str]) -> tuple[Card, ...]:
    return parse_cards(value, field="hand")


def _hands(value: Iterable[str | Iterable[Card | str]]) -> tuple[tuple[Card, ...], ...]:
    given = bounded(
        "hands",
        value,
        MOST_PLAYERS,
        Text("a sequence of {fewest} to {most} hands", fewest=FEWEST_PLAYERS, most=MOST_PLAYERS),
    )
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
                Text("{fewest} to {most} hands", fewest=FEWEST_PLAYERS, most=MOST_PLAYERS),
            )
        for hand in self.hands:
            if len(hand) != SEATINGS[players].hand:
                raise ImpossibleResultError(
                    "hands",
                    Text("a hand of {count}", count=len(hand)),
                    Text("{count} cards each", count=SEATINGS[players].hand),
                )
        if len(self.chien) != SEATINGS[players].chien:
            raise ImpossibleResultError(
                "chien",
                _cards(len(self.chien)),
                Text("{count} cards", count=SEATINGS[players].chien),
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
