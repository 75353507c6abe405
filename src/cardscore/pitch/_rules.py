"""All Fours and Pitch: the rules as data and pure functions, in the rules' order (P1–P6).

No text, no errors, no caches: what the rules say, as numbers and tables. Reading a value
(``Low.parse``, a card, the rules' options) is the door's job (:mod:`cardscore.pitch._read`),
every label is :mod:`cardscore.pitch._words`'; the methods here that do either hand over.

Each card of any pack has a code, a small int (its index in :data:`CARDS`): the tally works
on codes, whose hashing and comparing cost less than a Card's.
"""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING, Final, NamedTuple, Self, TypeAlias

import attrs

from cardscore._frozen import fields_repr
from cardscore.cards import DECK, Card, Rank, Suit

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable, Mapping, Sequence

# --- P1. Cards and sides ------------------------------------------------------------------


class Joker(enum.Enum):
    """A joker of ten-point pitch (P5): ``BJ`` (big) and ``LJ`` (little).

    >>> Joker.parse("bj"), str(Joker.LITTLE)
    (<Joker.BIG: 'BJ'>, 'LJ')
    """

    BIG = "BJ"
    LITTLE = "LJ"

    @property
    def label(self) -> str:
        """The point it scores, as :data:`POINTS` names it: ``"big joker"``, ``"little joker"``."""
        return "big joker" if self is Joker.BIG else "little joker"

    @classmethod
    def parse(cls, text: Joker | str) -> Joker:
        """Parse ``"BJ"``, ``"LJ"``, ``"big joker"``, ``"little joker"``, any case."""
        from cardscore.pitch._cards import read_joker  # the door reads; the rules hold the data

        return read_joker(text)

    def __str__(self) -> str:
        return self.value


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
# P5: the jick is the other jack of the trump's colour.
JICK_SUIT: Final = {
    Suit.CLUBS: Suit.SPADES,
    Suit.SPADES: Suit.CLUBS,
    Suit.DIAMONDS: Suit.HEARTS,
    Suit.HEARTS: Suit.DIAMONDS,
}

#: Every card of any pack, by code: the 52 cards in DECK order, then the jokers.
CARDS: Final[tuple[PitchCard, ...]] = (*DECK, *Joker)
#: Each card's code.
CODE: Final[Mapping[object, int]] = {card: code for code, card in enumerate(CARDS)}
#: Each code's notation (``"JH"``, ``"BJ"``): data, the same in every language.
TEXT: Final[tuple[str, ...]] = tuple(map(str, CARDS))
#: Each code's game-point value (P1); jokers count 0 (P5).
GAME_VALUE: Final[tuple[int, ...]] = tuple(
    0 if isinstance(card, Joker) else GAME_VALUES.get(card.rank, 0) for card in CARDS
)
# The sides a tally has (P1): 2 to 6.
FEWEST_SIDES: Final = 2
MOST_SIDES: Final = 6
# The two packs (P1, P5) by their size.
PACK_SIZES: Final = (52, 28)


def suit_of(card: PitchCard) -> Suit | None:
    """A card's suit; a joker has none."""
    return card.suit if isinstance(card, Card) else None


# --- P2, P3, P5. The options of the rules -------------------------------------------------


class _Choice(enum.Enum):
    """An option of the rules, parsed from its value or its name, any case, ``-``/``_``/space."""

    @classmethod
    def parse(cls, text: Self | str) -> Self:
        """Parse the option from its value or name (any case, ``-``, ``_`` or space)."""
        from cardscore.pitch._read import read_option  # the door reads; the rules hold the data

        return read_option(cls, text)

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


#: The field of :class:`Rules` each option is given as.
OPTION_FIELDS: Final[Mapping[type[enum.Enum], str]] = {
    Low: "low",
    JackScoring: "jack",
    GameTie: "game_tie",
    Kicks: "kicks",
    GoingOut: "going_out",
}


# --- P2, P5. The points of a hand ---------------------------------------------------------

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
#: Each point's place in the counting-out order (hang jack takes the jack's).
ORDER: Final = {
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
#: What each point's item is (``Item.kind``): its name, words joined by "_".
POINT_KINDS: Final = {point: point.replace(" ", "_") for point in POINTS}
# The points a moon must win whatever the cards (P6): a tied game point is nobody's.
ALWAYS_WON: Final = frozenset({"high", "low", "game"})


class Trumps(NamedTuple):
    """The trumps of one suit under some rules, as card codes, for the tally."""

    high: tuple[int, ...]  # every trump, highest first (P2, P5)
    low: tuple[int, ...]  # every trump but the jokers, lowest first (P5: a joker is never low)
    jack: int
    jick: int | None  # None without the jick rule
    jokers: tuple[tuple[str, int], ...]  # (point, code), big then little; () without jokers
    trey: int | None  # None without the trey rule


class Pack(NamedTuple):
    """The cards under some rules, and each trump suit's order."""

    cards: frozenset[PitchCard]
    orders: Mapping[Suit, Mapping[PitchCard, int]]  # per trump suit, higher beats lower
    codes: frozenset[int]  # the cards as codes
    trumps: Mapping[Suit, Trumps]  # per trump suit


#: What a pack depends on: (size, jick, jokers, big_joker_high, trey).
PackKey: TypeAlias = tuple[int, bool, bool, bool, bool]


def build_pack(key: PackKey) -> Pack:
    """The pack and every suit's trumps for the options ``key`` (P1, P5)."""
    size, jick, jokers, big_joker_high, trey = key
    ranks = SHORT_PACK_RANKS if size == 28 else frozenset(Rank)
    cards = {Card(rank, suit) for suit in Suit for rank in ranks} | (
        set(Joker) if jokers else set()
    )
    orders: dict[Suit, Mapping[PitchCard, int]] = {}
    trumps: dict[Suit, Trumps] = {}
    for trump in Suit:
        # P5: jick just below the jack, the jokers below the jick and above the ten.
        order: dict[PitchCard, int] = {Card(rank, trump): rank * 4 for rank in Rank}
        if jick:
            order[Card(Rank.JACK, JICK_SUIT[trump])] = Rank.JACK * 4 - 1
        if jokers:
            first, second = (Joker.BIG, Joker.LITTLE)[:: 1 if big_joker_high else -1]
            order[first] = Rank.JACK * 4 - 2
            order[second] = Rank.JACK * 4 - 3
        orders[trump] = order = {card: rank for card, rank in order.items() if card in cards}
        codes = sorted(order, key=order.__getitem__, reverse=True)
        trumps[trump] = Trumps(
            high=tuple(CODE[card] for card in codes),
            low=tuple(CODE[card] for card in reversed(codes) if card.__class__ is Card),
            jack=CODE[Card(Rank.JACK, trump)],
            jick=CODE[Card(Rank.JACK, JICK_SUIT[trump])] if jick else None,
            jokers=tuple((joker.label, CODE[joker]) for joker in Joker) if jokers else (),
            trey=CODE[Card(Rank.THREE, trump)] if trey else None,
        )
    return Pack(frozenset(cards), orders, frozenset(map(CODE.__getitem__, cards)), trumps)


#: The door's check of every option (:func:`cardscore.pitch._read.check_rules`), set when the
#: door loads: the presets below are made before it, and it checks each of them then.
CHECKS: Final[list[Callable[[Rules], None]]] = []


def _low(value: Low | str) -> Low:
    # A member as it is (the presets load before the door); a name read at the door.
    return value if type(value) is Low else Low.parse(value)


def _jack(value: JackScoring | str) -> JackScoring:
    return value if type(value) is JackScoring else JackScoring.parse(value)


def _game_tie(value: GameTie | str) -> GameTie:
    return value if type(value) is GameTie else GameTie.parse(value)


def _kicks(value: Kicks | str) -> Kicks:
    return value if type(value) is Kicks else Kicks.parse(value)


def _going_out(value: GoingOut | str) -> GoingOut:
    return value if type(value) is GoingOut else GoingOut.parse(value)


@attrs.frozen(slots=True, cache_hash=True)
class Rules:
    """Every option of All Fours and Pitch scoring (P2–P6); see the presets.

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

    target: int = 21
    low: Low = attrs.field(default=Low.HOLDER, converter=_low)
    jack: JackScoring = attrs.field(default=JackScoring.CAPTURER, converter=_jack)
    game_tie: GameTie = attrs.field(default=GameTie.NOBODY, converter=_game_tie)
    kicks: Kicks = attrs.field(default=Kicks.NONE, converter=_kicks)
    bidding: bool = True
    min_bid: int = 2
    max_bid: int = 4
    dealer_steal: bool = True
    dealer_forced: bool = True
    setback: bool = True
    going_out: GoingOut = attrs.field(default=GoingOut.BIDDER, converter=_going_out)
    pack: int = 52
    jick: bool = False
    jokers: bool = False
    big_joker_high: bool = True
    trey: bool = False
    moon: int | None = None
    moon_wins: bool = False
    moon_tricks: bool = False
    moon_fail_loses: bool = False
    win_by: int = 1
    lose_at: int | None = None

    def __attrs_post_init__(self) -> None:
        for check in CHECKS:
            check(self)

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
        from cardscore.pitch._cards import pack_of  # the pack of each options, built once

        return pack_of(self).cards

    def trump_order(self, trump: Suit | str) -> dict[PitchCard, int]:
        """The trumps for ``trump`` and their order, higher beating lower (P2, P5).

        >>> order = TEN_POINT.trump_order("H")
        >>> print(*sorted(order, key=order.__getitem__, reverse=True)[:8])
        AH KH QH JH JD BJ LJ TH
        """
        from cardscore.pitch._cards import pack_of, read_trump

        return dict(pack_of(self).orders[read_trump(trump)])


def pack_key(rules: Rules) -> PackKey:
    """The five options a pack depends on."""
    return (rules.pack, rules.jick, rules.jokers, rules.big_joker_high, rules.trey)


def tally_key(rules: Rules) -> tuple[object, ...]:
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


# --- P2, P5. The tally of a hand ----------------------------------------------------------


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


#: Each point won: (the point, the number of the side that scores it or None, the card that
#: names it or None). The words make its label.
Won: TypeAlias = tuple[str, int | None, int | None]


def trump_points(
    trumps: Trumps, holder: Mapping[int, int], capturer: Mapping[int, int], rules: Rules
) -> list[Won]:
    """High, low and the jack (or hang jack) of a hand (P2), by the cards dealt and won."""
    won: list[Won] = []
    # P2: high and low go by the cards dealt; a single trump is both. P5: never a joker low.
    high = next((code for code in trumps.high if code in holder), None)
    if high is not None:
        won.append(("high", holder[high], high))
        low = next((code for code in trumps.low if code in holder), None)
        if low is not None:
            who = holder[low] if rules.low is Low.HOLDER else capturer.get(low)
            won.append(("low", who, low))
    jack = trumps.jack
    if jack in holder:
        taker = capturer.get(jack)
        if rules.jack is JackScoring.CAPTURER or taker is None or taker == holder[jack]:
            won.append(("jack", taker, jack))
        else:
            won.append(("hang jack", taker, jack))
    return won


def extra_points(
    trumps: Trumps, holder: Mapping[int, int], capturer: Mapping[int, int]
) -> list[Won]:
    """The jick and the jokers (P5): each to the side that captures it, when it is in play."""
    won: list[Won] = []
    jick = trumps.jick
    if jick is not None and jick in holder:
        won.append(("jick", capturer.get(jick), jick))
    for point, joker in trumps.jokers:
        if joker in holder:
            won.append((point, capturer.get(joker), joker))
    return won


def trey_point(
    trumps: Trumps, holder: Mapping[int, int], capturer: Mapping[int, int]
) -> list[Won]:
    """The trey (P5): 3 to the side that captures it, when it is in play; counted last."""
    trey = trumps.trey
    if trey is not None and trey in holder:
        return [("trey", capturer.get(trey), trey)]
    return []


def game_winner(
    game_points: Sequence[int], sides: Sequence[str], dealer: str | None, rules: Rules
) -> tuple[int | None, bool]:
    """The side that scores the game point (P2), and whether a tie gave it (to the non-dealer).

    The most game points; a tie to nobody or, by option, to the one non-dealer side among
    the tied (several non-dealers: nobody).
    """
    best = max(game_points)
    if game_points.count(best) == 1:
        return game_points.index(best), False
    if rules.game_tie is GameTie.NON_DEALER:
        others = [n for n, value in enumerate(game_points) if value == best and sides[n] != dealer]
        if len(others) == 1:
            return others[0], True
    return None, True


def dealer_decides(game_points: Sequence[int], rules: Rules) -> bool:
    """Whether the dealer decided a point of a hand: a tied game point to the non-dealer."""
    return (
        rules.game_tie is GameTie.NON_DEALER
        and bool(game_points)
        and game_points.count(max(game_points)) > 1
    )


# --- P3. Kicks ----------------------------------------------------------------------------

# P3: the kicks of a turned-up card, by kick table and rank.
KICKS: Mapping[Kicks, Mapping[Rank, int]] = {
    Kicks.NONE: {},
    Kicks.TRINIDAD: {Rank.ACE: 1, Rank.SIX: 2, Rank.JACK: 3},
    Kicks.TOBAGO: {Rank.ACE: 1, Rank.TWO: 2, Rank.JACK: 3},
}
# P3: at most three turn-ups in a deal (the pack run twice), three of one suit for a redeal.
MOST_TURN_UPS: Final = 3
#: The point a side that begged is given (P3).
TAKE_ONE: Final = 1


def kick_of(card: PitchCard, kicks: Kicks) -> int:
    """What a turned-up card kicks for the dealer's side (P3); a joker nothing."""
    return 0 if isinstance(card, Joker) else KICKS[kicks].get(card.rank, 0)


# --- P4, P6. Bids, setback and the moon ---------------------------------------------------


def setback(points: Mapping[str, int], bidder: str, bid: int, rules: Rules) -> dict[str, int]:
    """Each side's score (P4): what it took; a bidder short of its bid loses the bid instead.

    Without the setback rule a bidder short of its bid keeps what it took.
    """
    scores = dict(points)
    if scores[bidder] < bid and rules.setback:
        scores[bidder] = -bid
    return scores


def moon_made(
    awards: Iterable[tuple[str, str, int]],
    side: str,
    trumps: Trumps | None,
    in_play: frozenset[int],
) -> bool:
    """Whether ``side`` won every point of the hand (P6).

    Every point of the hand means: high, low and game always (a tied game point is won by
    nobody, so the moon fails), and each other point of the rules (jack, jick, jokers, trey)
    whose card was in play. From the cards (``trumps`` given), "in play" is known; a summary
    names the points.
    """
    points = [point for point, _side, _value in awards]
    won = {point for point, who, _value in awards if who == side}
    made = len(won) == len(points) and won >= ALWAYS_WON
    if made and in_play and trumps is not None:
        if "hang jack" in won:
            won.add("jack")
        cards = [("jack", trumps.jack), ("jick", trumps.jick), ("trey", trumps.trey)]
        cards.extend(trumps.jokers)
        made = all(code not in in_play or point in won for point, code in cards)
    return made


# --- P3, P4, P6. Counting out -------------------------------------------------------------

#: Who won a game: a side, the sides sharing the win, or nobody yet.
Winner: TypeAlias = str | tuple[str, ...] | None


def count_out(
    queue: Sequence[tuple[object, str, int]],
    totals: list[int],
    sides: tuple[str, ...],
    rules: Rules,
) -> tuple[Winner, str | None, int] | None:
    """Add ``queue`` (each a label, a side, points) to ``totals`` in order (P3, P4, P6).

    Returns the winner, the loser and how many were counted when the game ends on the way;
    None when every one was counted and the game goes on (the end of the hand decides).
    """
    index = sides.index
    if rules.going_out is GoingOut.BIDDER:
        for _label, who, points in queue:
            totals[index(who)] += points
        return None
    target = rules.target
    win_by = rules.win_by
    lose_at = rules.lose_at
    for position, (_label, who, points) in enumerate(queue):
        number = index(who)
        total = totals[number] = totals[number] + points
        # P3: counting out, the first side to reach the target wins at that moment.
        if points > 0 and total >= target and (win_by == 1 or lead(totals, number) >= win_by):
            return who, None, position + 1
        # P6: a setback can lose the game, or leave a side at the target far enough ahead.
        if points < 0 and lose_at is not None and total <= lose_at:
            return None, who, position + 1
        if points < 0 and (leader := clear_leader(totals, target, win_by)) is not None:
            return sides[leader], None, position + 1
    return None


def hand_end(
    totals: Sequence[int],
    sides: tuple[str, ...],
    rules: Rules,
    *,
    bidder: str | None,
    made: bool | None,
    ends: int,
) -> tuple[str | None, str | None]:
    """Whether the bidder wins or loses the game at the end of a hand (P4, P6).

    ``ends``: 1 when a moon made wins the game, -1 when a moon failed loses it, else 0.
    """
    if bidder is None or (not ends and rules.going_out is not GoingOut.BIDDER):
        return None, None
    if ends:
        # P6: the moon made wins at once (moon_wins), failed loses (moon_fail_loses).
        return (bidder, None) if ends > 0 else (None, bidder)
    # P4: bidder goes out, at the end of a hand in which it made its bid.
    number = sides.index(bidder)
    if rules.lose_at is not None and totals[number] <= rules.lose_at:
        return None, bidder
    won = made and totals[number] >= rules.target
    if won and (rules.win_by == 1 or lead(totals, number) >= rules.win_by):
        return bidder, None
    return None, None


def lead(totals: Sequence[int], number: int) -> int:
    """How far the side ``number`` is ahead of every other side (negative: behind)."""
    return totals[number] - max(total for at, total in enumerate(totals) if at != number)


def clear_leader(totals: Sequence[int], target: int, win_by: int) -> int | None:
    """The side at the target and ``win_by`` ahead of every other, if there is one."""
    best = max(totals)
    number = totals.index(best)
    return number if best >= target and lead(totals, number) >= win_by else None


def after_loss(totals: Sequence[int], sides: tuple[str, ...], loser: str) -> Winner:
    """Who wins when ``loser`` loses at once: the other side, or the best of the others (P6)."""
    others = [(total, side) for side, total in zip(sides, totals, strict=True) if side != loser]
    best = max(total for total, _side in others)
    return leading(tuple(side for total, side in others if total == best))


def leading(sides: tuple[str, ...]) -> str | tuple[str, ...]:
    """One side, or the sides sharing the lead as a tuple."""
    return sides[0] if len(sides) == 1 else sides
