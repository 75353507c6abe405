"""All Fours and Pitch's results: a hand tallied and settled, built by keyword (P2–P6).

:func:`tally` reads its arguments at the door (:mod:`cardscore.pitch._read`), works out the
points by the rules (:mod:`cardscore.pitch._rules`) and builds a :class:`Tally`, each item
labelled by :mod:`cardscore.pitch._words`; :func:`settle` applies the bid.
"""

from __future__ import annotations

import operator
from typing import TYPE_CHECKING, NamedTuple

import attrs

from cardscore._check import check_bool
from cardscore._frozen import builder, fields_repr
from cardscore._pitch_named import UNNAMED, Unnamed, check_high_and_low
from cardscore._pitch_named import named as named_points
from cardscore._text import Text
from cardscore.errors import ImpossibleResultError, ScoreError
from cardscore.items import Item, item_class
from cardscore.pitch import _words
from cardscore.pitch._cards import (
    check_dealt,
    in_pack,
    pack_of,
    parse_card,
    read_captured,
    read_optional_trump,
    read_trump,
)
from cardscore.pitch._read import (
    check_awards,
    check_dealer,
    check_items,
    read_all_tricks,
    read_awards,
    read_bidding,
    read_game_points,
    read_hands,
    read_in_play,
    read_items,
    read_kick_rules,
    read_kicks,
    read_optional_side,
    read_players,
    read_rules,
    read_settle_rules,
    read_sides,
    read_tricks,
)
from cardscore.pitch._rules import (
    ALL_FOURS,
    CARDS,
    CODE,
    GAME_VALUE,
    PITCH,
    POINT_KINDS,
    POINTS,
    TEXT,
    Award,
    GoingOut,
    PitchCard,
    Rules,
    extra_points,
    game_winner,
    kick_of,
    moon_made,
    setback,
    trey_point,
    trump_points,
)
from cardscore.pitch._summary import named_sides, summary_awards

if TYPE_CHECKING:
    from collections.abc import Iterable, Mapping, Sequence

    from cardscore.cards import Suit

# Each point's items (Item.kind: its name, words joined by "_"), and the other lines of P4, P6.
_ITEMS = {kind: item_class(kind) for kind in POINT_KINDS.values()}
_SETBACK = item_class("setback")
_MOON_MADE = item_class("moon_made")
_MOON_FAILED = item_class("moon_failed")
# tuple.__new__ is what NamedTuple._make calls, without its Python-level wrapper.
_new = tuple.__new__
_TALLY_ALLOWED = Text("a Tally (from tally() or Tally.summary())")


def pack(rules: Rules = PITCH) -> tuple[PitchCard, ...]:
    """The cards of the pack under ``rules``, each suit from the ace down, then the jokers.

    >>> from cardscore.pitch import SHORT_PACK, TEN_POINT
    >>> len(pack(PITCH)), len(pack(SHORT_PACK)), len(pack(TEN_POINT))
    (52, 28, 54)
    """
    cards = pack_of(read_rules(rules)).cards
    return tuple(card for card in CARDS if card in cards)


def game_value(card: PitchCard | str) -> int:
    """The card's game-point value (P1): ten 10, ace 4, king 3, queen 2, jack 1, else 0.

    >>> game_value("TS"), game_value("QH"), game_value("5C"), game_value("BJ")
    (10, 2, 0, 0)
    """
    return GAME_VALUE[CODE[parse_card(card)]]


def kick(card: PitchCard | str, *, rules: Rules = ALL_FOURS) -> int:
    """The points a turned-up card scores at once for the dealer's side (P3).

    >>> from cardscore.pitch import TOBAGO
    >>> kick("AH"), kick("6H"), kick("JH"), kick("2H"), kick("2H", rules=TOBAGO)
    (1, 2, 3, 0, 2)
    """
    rules = read_kick_rules(rules)
    return kick_of(in_pack(card, rules, "card"), rules.kicks)


# --- The tally of a hand (P2, P5) ---------------------------------------------------------


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

    sides: tuple[str, ...] = attrs.field(converter=read_sides)
    awards: tuple[Award, ...] = attrs.field(converter=read_awards)
    rules: Rules = attrs.field(default=PITCH, converter=read_rules)
    trump: Suit | None = attrs.field(default=None, kw_only=True, converter=read_optional_trump)
    dealer: str | None = attrs.field(default=None, kw_only=True)
    _in_play: frozenset[int] = attrs.field(
        default=frozenset(), kw_only=True, converter=read_in_play, alias="in_play", repr=False
    )
    game_points: tuple[int, ...] = attrs.field(
        default=(), kw_only=True, converter=read_game_points
    )
    items: tuple[Item, ...] = attrs.field(default=(), kw_only=True, converter=read_items)
    tricks: tuple[int, ...] = attrs.field(default=(), kw_only=True, converter=read_tricks)
    _by_side: dict[str, int] = attrs.field(init=False, eq=False, repr=False)

    def __attrs_post_init__(self) -> None:
        read_optional_side("dealer", self.dealer, self.sides)
        if self.game_points and len(self.game_points) != len(self.sides):
            raise ScoreError("game_points", self.game_points, "one count per side")
        if self.tricks and len(self.tricks) != len(self.sides):
            raise ScoreError("tricks", self.tricks, "one count per side")
        codes = pack_of(self.rules).codes
        if not self._in_play <= codes:
            stray = min(self._in_play - codes)
            raise ImpossibleResultError("in_play", TEXT[stray], "cards of the rules' pack")
        points = check_awards(self.awards, self.sides, self.rules)
        object.__setattr__(self, "_by_side", dict(zip(self.sides, points, strict=True)))
        if not self.items:
            items = tuple(
                Item(_words.POINT_LABEL[point], side, value, POINT_KINDS[point])
                for point, side, value in self.awards
            )
            object.__setattr__(self, "items", items)
        else:
            check_items(self.items, self.sides, self._by_side)

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
        rules = read_rules(rules)
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
        names = read_sides(named_sides(named) if sides is None else sides)
        awards = summary_awards(named, names, rules, hang=hang)
        check_high_and_low(named["high"], named["low"], always_trump=rules.bidding)
        return cls(names, awards, rules, dealer=dealer)

    @property
    def in_play(self) -> frozenset[PitchCard]:
        """The cards dealt to the sides (empty for a summary)."""
        return frozenset(map(CARDS.__getitem__, self._in_play))

    @property
    def points(self) -> dict[str, int]:
        """Points per side (every side, zeros included), before any setback."""
        return self._by_side.copy()

    @property
    def total(self) -> int:
        """All the points of the hand."""
        return sum(self._by_side.values())


# A Tally from values tally() has checked, by keyword: no converters run again.
build_tally = builder(Tally)
# A tally's points per side (a dict nobody changes) and its cards dealt (as codes), read by
# settle() and Game.
points_of = operator.attrgetter("_by_side")
in_play_of = operator.attrgetter("_in_play")


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
    rules = read_rules(rules)
    suit = read_trump(trump)
    # From here on every card is a code (a small int): the checks are set and dict operations.
    hands, holder = read_hands("dealt", dealt, rules, None)
    sides = tuple(hands)  # distinct non-empty names, as read_hands checked
    if not 2 <= len(sides) <= 6:
        raise ScoreError("dealt", dealt, "2 to 6 sides, each with its cards")
    won, capturer = read_hands("captured", captured, rules, sides)
    count = read_players(players, len(sides))
    side = read_optional_side("dealer", dealer, sides)
    check_dealer(side, rules)
    check_dealt(hands, holder, count // len(sides))
    game_points, tricks = read_captured(won, capturer, holder, sides, count)
    if not (isinstance(kicks, tuple | list) and not kicks):
        read_kicks(kicks, rules, suit, frozenset(holder), played=True, redeal=False)
    return _tallied(
        sides,
        holder,
        capturer,
        game_points=game_points,
        tricks=tricks,
        trump=suit,
        rules=rules,
        dealer=side,
    )


def _tallied(
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
    """The points of a hand read at the door, in counting-out order, each labelled (P2, P5)."""
    trumps = pack_of(rules).trumps[trump]
    won = trump_points(trumps, holder, capturer, rules)
    won += extra_points(trumps, holder, capturer)
    game, tied = game_winner(game_points, sides, dealer, rules)
    won.append(("game", game, None))
    won += trey_point(trumps, holder, capturer)
    awards: list[Award] = []
    items: list[Item] = []
    points = [0] * len(sides)
    labels = _words.LABELS
    for point, number, code in won:
        if number is None:
            continue
        side = sides[number]
        value = POINTS[point]
        kind = POINT_KINDS[point]
        if code is None:  # the game point, named by the counts
            label = _words.game_label(game_points, sides, tied=tied)
        else:
            label = labels[kind](code, sides[holder[code]])
        awards.append(_new(Award, (point, side, value)))
        items.append(_new(_ITEMS[kind], (label, side, value)))
        points[number] += value
    return build_tally(
        sides=sides,
        awards=tuple(awards),
        rules=rules,
        trump=trump,
        dealer=dealer,
        in_play=frozenset(holder),
        game_points=game_points,
        items=tuple(items),
        tricks=tricks,
        by_side=dict(zip(sides, points, strict=True)),
    )


# --- Bids, setback and the moon (P4, P6) --------------------------------------------------


class Hand(NamedTuple):
    """A hand settled (P4, P6): what ``settle`` returns the scores of and ``Game`` records."""

    tally: Tally
    items: tuple[Item, ...]  # in counting-out order
    scores: dict[str, int]  # per side (a new dict)
    bidder: str | None
    bid: int | None
    made: bool | None  # None without bidding
    ends: int  # 1 when a moon made wins the game, -1 when a moon failed loses it, else 0


def play(tally: Tally, rules: Rules, bidder: object, bid: object, all_tricks: object) -> Hand:
    """Setback and the moon applied to a checked tally, with the items: what Game records.

    :func:`settle` reads the bid at the same door and scores it by the same rule
    (:func:`cardscore.pitch._rules.setback`), building no item.
    """
    points: dict[str, int] = points_of(tally)
    bidding = read_bidding(rules, tally.sides, bidder, bid, all_tricks)
    if bidding is None:
        return Hand(
            tally=tally,
            items=tally.items,
            scores=points.copy(),
            bidder=None,
            bid=None,
            made=None,
            ends=0,
        )
    side, value = bidding
    if value == rules.moon:
        return _moon(tally, rules, side, value, all_tricks)
    took = points[side]
    scores = setback(points, side, value, rules)
    items = tally.items
    made = took >= value
    if made and rules.going_out is GoingOut.BIDDER_FIRST:
        items = tuple(sorted(items, key=lambda item: item.who != side))
    elif not made and rules.setback:
        # P4: a bidder short of its bid scores nothing and loses the bid.
        line = _new(_SETBACK, (_words.setback(value, took), side, -value))
        items = (*[item for item in items if item.who != side], line)
    return Hand(tally=tally, items=items, scores=scores, bidder=side, bid=value, made=made, ends=0)


def _moon(tally: Tally, rules: Rules, side: str, value: int, all_tricks: object) -> Hand:
    """P6: a moon made scores its value (or wins), failed is set back by it (or loses)."""
    scores: dict[str, int] = points_of(tally).copy()
    took = scores[side]
    bidder = tally.sides.index(side)
    tricks = tally.tricks
    every_trick = read_all_tricks(all_tricks, tricks, bidder, needed=rules.moon_tricks)
    trumps = None if tally.trump is None else pack_of(rules).trumps[tally.trump]
    made = moon_made(tally.awards, side, trumps, in_play_of(tally))
    if rules.moon_tricks:
        made = made and (sum(tricks) == tricks[bidder] if tricks else bool(every_trick))
    items = tally.items
    ends = 0
    if made and rules.moon_wins:
        ends = 1
    elif made:
        items = (_new(_MOON_MADE, (_words.moon_made(value, took), side, value)),)
        scores[side] = value
    else:
        items = tuple(item for item in items if item.who != side)
        if rules.moon_fail_loses:
            scores[side] = 0
            ends = -1
        else:
            failed = _new(_MOON_FAILED, (_words.moon_failed(value, took), side, -value))
            items = (*items, failed)
            scores[side] = -value
    return Hand(
        tally=tally, items=items, scores=scores, bidder=side, bid=value, made=made, ends=ends
    )


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
        raise ScoreError("tally", tally, _TALLY_ALLOWED)
    if rules is not tally.rules:
        rules = read_settle_rules(rules, tally.rules)
    points: dict[str, int] = points_of(tally)
    bidding = read_bidding(rules, tally.sides, bidder, bid, all_tricks)
    if bidding is None:
        return points.copy()
    side, value = bidding
    if value == rules.moon:
        return _moon(tally, rules, side, value, all_tricks).scores
    return setback(points, side, value, rules)
