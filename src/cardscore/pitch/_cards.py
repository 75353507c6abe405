"""All Fours and Pitch's cards at the door: a card, the trump, a pack, a hand's cards (P1, P5).

Each card a caller gives is read here into its code (:data:`cardscore.pitch._rules.CODE`),
every error naming the field it was given as; the rest of the door is
:mod:`cardscore.pitch._read`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final, TypeVar, cast

from cardscore._check import Names, bounded, fold_upper, plain_str
from cardscore._text import Text
from cardscore.cards import DECK, Card, Rank, Suit
from cardscore.errors import ImpossibleResultError, NotationError, ScoreError
from cardscore.pitch._rules import (
    CARDS,
    CODE,
    GAME_VALUE,
    TEXT,
    Joker,
    Pack,
    PitchCard,
    Rules,
    build_pack,
    pack_key,
)

if TYPE_CHECKING:
    from collections.abc import Iterable, Mapping, Sequence

_T = TypeVar("_T")

# A single card, option or preset: "little joker" is the longest name; room for spaces
# around it. Longer text is refused before it is read.
CARD_TEXT_MAX: Final = 32
# The longest list of cards a hand, a pile or the turn-ups can need, written out: every card of
# the largest pack (54) as "10♥" with a separator. Longer text is refused before it is read.
CARDS_TEXT_MAX: Final = 54 * 4
CARDS_LIMIT: Final = 54  # the largest pack: no list of distinct cards is longer


def shown(text: str) -> str:
    """A long text cut for a message."""
    return text if len(text) <= 40 else text[:40] + "…"


def repeated(cards: Sequence[_T]) -> _T:
    """The first card seen twice in ``cards`` (the caller knows there is one)."""
    return next(card for index, card in enumerate(cards) if card in cards[:index])


# --- P1. Cards ----------------------------------------------------------------------------

_JOKER_NAMES: Final = {
    "bj": Joker.BIG,
    "big joker": Joker.BIG,
    "big": Joker.BIG,
    "lj": Joker.LITTLE,
    "little joker": Joker.LITTLE,
    "little": Joker.LITTLE,
}
_JOKER_ALLOWED: Final = Text("'BJ' (big joker) or 'LJ' (little joker)")
#: A joker, as ``Joker.parse`` reads it.
JOKERS: Final = Names(
    Joker, _JOKER_NAMES, typed=Text("a Joker or 'BJ' / 'LJ'"), allowed=_JOKER_ALLOWED
)


def read_name(names: Names[_T], field: str, value: object) -> _T:
    """What ``value`` names, read by ``names``; a text longer than any name refused unread."""
    if isinstance(value, str) and len(value) > CARD_TEXT_MAX:
        raise NotationError(field, shown(value), names.allowed)
    return names.read(field, value)


def read_joker(value: object) -> Joker:
    """A joker by its notation or its name (P5)."""
    return read_name(JOKERS, "card", value)


# P1: each card's notation, upper case (rank A K Q J T or 10 ... 2 and suit letter or symbol,
# either way round), and the jokers' names.
CODE_BY_TEXT: Final[Mapping[str, int]] = {
    text: CODE[card]
    for card in DECK
    for rank in ((card.rank.char, "10") if card.rank is Rank.TEN else (card.rank.char,))
    for suit in (card.suit.value, card.suit.symbol)
    for text in (rank + suit, suit + rank)
} | {name.upper(): CODE[joker] for name, joker in _JOKER_NAMES.items()}
_CARD_TYPED: Final = Text("a card like 'JH', '10S', '♠T' (or 'BJ', 'LJ')")
_CARD_NOTATION: Final = Text("rank A K Q J T (or 10) 9..2 and suit C D H S or ♣ ♦ ♥ ♠")


def read_card(field: str, value: object, allowed: str | None = None) -> PitchCard:
    """A card of any pack, by its notation; ``allowed``, when given, is what every error says."""
    if isinstance(value, Card | Joker):
        return value
    if not isinstance(value, str):
        raise ScoreError(field, value, allowed or _CARD_TYPED)
    if len(value) > CARD_TEXT_MAX:
        raise NotationError(field, shown(value), allowed or _CARD_TYPED)
    code = CODE_BY_TEXT.get(fold_upper(plain_str(value).strip()))
    if code is None:
        raise NotationError(field, value, allowed or _CARD_NOTATION)
    return CARDS[code]


def parse_card(text: PitchCard | str) -> PitchCard:
    """Parse one card: ``"JH"``, ``"10s"``, ``"♠T"``, or a joker ``"BJ"`` / ``"LJ"``.

    >>> parse_card("10♥"), parse_card("lj")
    (Card.parse('TH'), <Joker.LITTLE: 'LJ'>)
    """
    return read_card("card", text)


# Each distinct pack built so far, by (size, jick, jokers, big_joker_high, trey): at most 32.
# The one cache of the game: building a pack costs what a hundred tallies do
# (``benchmarks/bench_pitch.py``'s cold rows empty it).
_PACKS: dict[tuple[int, bool, bool, bool, bool], Pack] = {}


def pack_of(rules: Rules) -> Pack:
    """The pack and trump orders of ``rules``, built when first needed (not at import)."""
    key = pack_key(rules)
    found = _PACKS.get(key)
    if found is None:
        found = _PACKS[key] = build_pack(key)
    return found


# --- P1, P2. The trump and the cards of a pack --------------------------------------------

_SUIT_NAMES: dict[str, Suit] = {"♤": Suit.SPADES, "♡": Suit.HEARTS, "♢": Suit.DIAMONDS}
_SUIT_NAMES["♧"] = Suit.CLUBS
for _suit in Suit:
    _SUIT_NAMES[_suit.value.lower()] = _SUIT_NAMES[_suit.symbol] = _suit
    _SUIT_NAMES[_suit.name.lower()] = _SUIT_NAMES[_suit.name.lower()[:-1]] = _suit
_SUIT_ALLOWED: Final = Text("one of C D H S, ♣ ♦ ♥ ♠ or a suit name")
#: The trump suit, as a tally reads it.
TRUMPS: Final = Names(
    Suit, _SUIT_NAMES, typed=Text("a Suit or one of C D H S, ♣ ♦ ♥ ♠"), allowed=_SUIT_ALLOWED
)


def read_trump(value: object) -> Suit:
    """The trump suit (P2)."""
    return read_name(TRUMPS, "trump", value)


def read_optional_trump(value: Suit | str | None) -> Suit | None:
    """None, or the trump suit."""
    return None if value is None else read_trump(value)


# P1, P5: the cards of each pack, (28-card pack, jokers) -> what a card must be.
_A_CARD_OF: Final[Mapping[tuple[bool, bool], Text]] = {
    (True, False): Text("a card of the 28-card pack A K Q J T 9 2"),
    (True, True): Text("a card of the 28-card pack A K Q J T 9 2 and the jokers BJ LJ"),
    (False, False): Text("a card of the 52-card pack"),
    (False, True): Text("a card of the 52-card pack and the jokers BJ LJ"),
}


def in_pack(value: object, rules: Rules, field: str) -> PitchCard:
    """A card of the rules' pack (P1, P5)."""
    card = read_card(field, value)
    if card not in pack_of(rules).cards:
        raise ImpossibleResultError(field, str(card), _A_CARD_OF[rules.pack == 28, rules.jokers])
    return card


def read_cards(field: str, cards: object, rules: Rules) -> tuple[PitchCard, ...]:
    """Cards of the rules' pack (a str split by spaces or commas, or an iterable), each once."""
    if isinstance(cards, str):
        if len(cards) > CARDS_TEXT_MAX:
            raise NotationError(
                field,
                shown(cards),
                Text("at most {count} characters of cards", count=CARDS_TEXT_MAX),
            )
        parts: Iterable[object] = cards.replace(",", " ").split()
    else:  # each card once: a list longer than any pack is refused before it is read
        parts = bounded(field, cards, CARDS_LIMIT, Text("a str of cards or an iterable of cards"))
    result = tuple(in_pack(part, rules, field) for part in parts)
    if len(set(result)) != len(result):
        raise ImpossibleResultError(field, str(repeated(result)), "each card at most once")
    return result


# --- P1, P2. A hand's cards ---------------------------------------------------------------


def fast_codes(cards: object) -> list[int] | None:
    """The one fast path: cards as codes by one dict lookup each, or None to read them.

    Whatever it misses falls through to :func:`read_cards`, which gives the same cards or
    says what is wrong, so it cannot change a result.
    """
    found: list[int | None]
    if isinstance(cards, str):
        if len(cards) > CARDS_TEXT_MAX:
            return None
        found = list(map(CODE_BY_TEXT.get, fold_upper(cards.replace(",", " ")).split()))
    elif cards.__class__ is tuple or cards.__class__ is list:
        try:
            found = list(map(CODE.get, cast("Iterable[object]", cards)))
        except TypeError:  # an unhashable thing among the cards
            return None
    else:
        return None
    codes = [code for code in found if code is not None]
    return codes if len(codes) == len(found) else None


def check_dealt(hands: dict[str, list[int]], holder: dict[int, int], per_side: int) -> None:
    """Every card dealt once, and as many to every player (P1)."""
    if len(holder) != sum(map(len, hands.values())):
        twice = repeated([code for codes in hands.values() for code in codes])
        raise ImpossibleResultError("dealt", TEXT[twice], "each card dealt to one side only")
    counts = set(map(len, hands.values()))
    if len(counts) != 1 or next(iter(counts)) % per_side:
        raise ImpossibleResultError(
            "dealt",
            {side: len(codes) for side, codes in hands.items()},
            Text(
                "as many cards for every player ({per_side} player(s) a side)", per_side=per_side
            ),
        )


def read_captured(
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
        game_points[at] = sum(map(GAME_VALUE.__getitem__, codes))
        tricks[at] = len(codes) // players
    if len(capturer) != sum(map(len, won.values())):
        twice = repeated([code for codes in won.values() for code in codes])
        raise ImpossibleResultError("captured", TEXT[twice], "each card captured once")
    if not capturer.keys() <= holder.keys():
        stray = next(code for code in capturer if code not in holder)
        raise ImpossibleResultError("captured", TEXT[stray], "cards that were dealt")
    return tuple(game_points), tuple(tricks)
