"""All Fours and Pitch's ledger: a whole game counted out to the target, on the shared history.

Each deal is read at the door (:mod:`cardscore.pitch._read`), settled by
:func:`cardscore.pitch._results.play`, and counted out by the rules' order
(:mod:`cardscore.pitch._rules`, P3, P4, P6).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from cardscore._frozen import builder, evolver, fields_repr
from cardscore._history import History, LedgerBase
from cardscore._text import Allowed, Text
from cardscore.cards import Card, Rank
from cardscore.errors import ImpossibleResultError, RuleViolationError, ScoreError
from cardscore.items import Item
from cardscore.ledger import Next
from cardscore.pitch import _words
from cardscore.pitch._read import (
    check_start,
    check_tally_rules,
    read_kicks,
    read_rules,
    read_side,
    read_sides,
    read_start,
)
from cardscore.pitch._results import Hand, Tally, in_play_of, play
from cardscore.pitch._rules import (
    CODE,
    PITCH,
    TAKE_ONE,
    Kicks,
    PitchCard,
    Rules,
    Winner,
    after_loss,
    count_out,
    dealer_decides,
    hand_end,
    kick_of,
    leading,
)

if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence

_TALLY_ALLOWED = Text("a Tally (from tally() or Tally.summary())")


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
# A Deal from checked values, by keyword: what Game.record makes.
_build_deal = builder(Deal)
_evolve_tally = evolver(Tally)


def _deal(*values: object) -> Deal:
    """A Deal from its fields' values in order (for pickle)."""
    return _build_deal(*values)


@attrs.frozen(slots=True, repr=False)
class Game(LedgerBase[Deal]):
    """A whole game of All Fours or Pitch, counted out to the target (P3, P4, P6).

    The dealer rotates through the sides in order (partners sit apart), starting with
    ``first_dealer``; kicks score for the dealer's side. ``totals`` starts the game from
    given totals (a paper sheet carried over); the end rules apply to them from the first
    hand, and totals that would already have ended the game are refused.

    >>> from cardscore.pitch import Tally
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

    sides: tuple[str, ...] = attrs.field(converter=read_sides)
    rules: Rules = attrs.field(default=PITCH, converter=read_rules)
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
        first = read_side("first_dealer", first, self.sides)
        start = read_start(self._given, self.sides)
        check_start(self._given, start, self.sides, self.rules)
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
        return self._successor(_closed=True, _winner=leading(self.leaders))

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
            raise ScoreError("tally", tally, _TALLY_ALLOWED)
        rules = self.rules
        if tally.sides != self.sides and set(tally.sides) != set(self.sides):
            raise ScoreError(
                "tally",
                Text("of {sides}", sides=", ".join(tally.sides)),
                Text("a tally of the sides {sides}", sides=", ".join(map(repr, self.sides))),
            )
        check_tally_rules(tally.rules, rules)
        if tally.dealer is None:
            # The hand was dealt by the game's dealer: say so on the recorded tally, as a
            # scoresheet read back does, so that a saved game reads back equal.
            tally = _evolve_tally(tally, {"dealer": self.dealer})
        elif tally.dealer != self.dealer:
            raise RuleViolationError(
                "tally", tally.dealer, Text("a hand dealt by {dealer}", dealer=self.dealer)
            )
        hand = play(tally, rules, bidder, bid, all_tricks)
        cards = self._turn_ups(kicks, tally, take_one)
        if take_one is not None:
            if rules.kicks is Kicks.NONE:
                raise RuleViolationError(
                    "take_one",
                    take_one,
                    Allowed(
                        Text("None: no begging in these rules"),
                        told=Text("nothing: no begging in these rules"),
                    ),
                )
            take_one = read_side("take_one", take_one, self.sides)
            if take_one == self.dealer:
                raise RuleViolationError("take_one", take_one, "a side other than the dealer's")
        return self._count(hand, cards, take_one)

    def _replay(self, deal: Deal) -> Game:
        tally = deal.tally
        if tally is None:
            # A redeal is a deal thrown in with the three turn-ups that forced it (P3).
            return self.throw_in(kicks=deal.kicks)
        if tally.dealer != self.dealer and not dealer_decides(tally.game_points, self.rules):
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
            over = _words.over(self._winner, self._loser, closed=self._closed)
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
            return read_kicks(kicks, self.rules, None, frozenset(), played=False, redeal=redeal)
        cards = read_kicks(
            kicks, self.rules, tally.trump, in_play_of(tally), played=True, redeal=False
        )
        if take_one is not None and len(cards) > 1:
            raise RuleViolationError(
                "take_one",
                take_one,
                Allowed(
                    Text("None when the pack was run"), told=Text("nothing when the pack was run")
                ),
            )
        last = cards[-1]
        if isinstance(last, Card) and last.rank is Rank.JACK:
            # P3: a turned-up jack of trumps was never dealt: nobody has the jack point.
            for award in tally.awards:
                if award.point in ("jack", "hang jack"):
                    raise ImpossibleResultError(
                        "jack",
                        award.side,
                        Allowed(
                            Text(
                                "None: the turn-up {card} is the jack of trumps, never dealt, so "
                                "nobody scores the jack point (its 3 are the kick's)",
                                card=str(last),
                            ),
                            told=Text(
                                "none: the turn-up {card} is the jack of trumps, never dealt, so "
                                "nobody scores the jack point (its 3 are the kick's)",
                                card=str(last),
                            ),
                        ),
                    )
        return cards

    def _count(
        self, hand: Hand | None, kicks: tuple[PitchCard, ...], take_one: str | None
    ) -> Game:
        rules = self.rules
        sides = self.sides
        dealer = sides[self._dealer]
        # P3: kicks and take-one first, then the hand's points in counting-out order.
        first: list[Item] = []
        for card in kicks:
            value = kick_of(card, rules.kicks)
            if value:
                first.append(Item(_words.kick(CODE[card]), dealer, value, "kick"))
        if take_one is not None:
            first.append(Item(_words.TAKE_ONE, take_one, TAKE_ONE, "take_one"))
        queue = (*first, *hand.items) if hand is not None else tuple(first)
        history = self._history
        totals = list(history.totals)
        ended = count_out(queue, totals, sides, rules)
        if ended is not None:
            winner, loser, counted = ended
        elif hand is not None:
            winner, loser = hand_end(
                totals, sides, rules, bidder=hand.bidder, made=hand.made, ends=hand.ends
            )
            counted = len(queue)
        else:
            winner, loser, counted = None, None, len(queue)
        if loser is not None:
            winner = after_loss(totals, sides, loser)
        items = queue[:counted]
        scores = tuple(map(int.__sub__, totals, history.totals))
        if hand is None:
            played = history.played
            # A redeal (the turn-ups ran out) keeps the dealer; all passed, the deal passes on.
            advance = rules.kicks is Kicks.NONE
        else:
            played = history.played + 1
            advance = True
        deal = _build_deal(
            number=None if hand is None else played,
            dealer=dealer,
            tally=None if hand is None else hand.tally,
            bidder=None if hand is None else hand.bidder,
            bid=None if hand is None else hand.bid,
            kicks=kicks,
            take_one=take_one,
            made=None if hand is None else hand.made,
            items=items,
            winner=winner,
            loser=loser,
            thrown_in=hand is None,
            sides=sides,
            scores=scores,
        )
        return self._successor(
            _history=History(history.deals.append(deal), tuple(totals), played),
            _winner=winner,
            _loser=loser,
            _dealer=(self._dealer + advance) % len(sides),
        )
