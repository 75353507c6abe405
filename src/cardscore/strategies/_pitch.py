"""Strategies for cardscore.pitch: rules, legal deals with their tricks, and tallies."""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

import attrs
from hypothesis import strategies as st

from cardscore._frozen import fields_repr
from cardscore.cards import Card, Suit
from cardscore.pitch import (
    PRESETS,
    Award,
    Deal,
    Game,
    GameTie,
    Kicks,
    Low,
    PitchCard,
    Rules,
    Tally,
    pack,
    tally,
)

if TYPE_CHECKING:
    from collections.abc import Sequence

__all__ = [
    "PitchHand",
    "pitch_awards",
    "pitch_deals",
    "pitch_games",
    "pitch_hands",
    "pitch_rules",
    "pitch_tallies",
]


@attrs.frozen
class PitchHand:
    """A legal deal and how its tricks fell: what :func:`cardscore.pitch.tally` takes.

    Attributes:
        trump: The trump suit.
        dealt: Each side's cards, as dealt.
        captured: Each side's cards won in tricks (every trick has one card per player).
        rules: The rules the deal was made for.
        players: The number of players (a trick's size).
        dealer: The dealer's side.
        kicks: The turned-up card (rules with a turn-up), else ().
    """

    __repr__ = fields_repr

    trump: Suit
    dealt: dict[str, tuple[PitchCard, ...]]
    captured: dict[str, tuple[PitchCard, ...]]
    rules: Rules
    players: int
    dealer: str
    kicks: tuple[PitchCard, ...] = ()

    def tally(self) -> Tally:
        """The hand's tally."""
        return tally(
            trump=self.trump,
            dealt=self.dealt,
            captured=self.captured,
            rules=self.rules,
            dealer=self.dealer,
            players=self.players,
        )


def _variant(rules: Rules, low: Low, game_tie: GameTie) -> Rules:
    return attrs.evolve(rules, low=low, game_tie=game_tie)


def pitch_rules(presets: Sequence[Rules] | None = None) -> st.SearchStrategy[Rules]:
    """A preset (any of ``PRESETS`` by default), with low and the game tie varied."""
    return st.builds(
        _variant,
        st.sampled_from(tuple(PRESETS.values()) if presets is None else tuple(presets)),
        st.sampled_from(Low),
        st.sampled_from(GameTie),
    )


_NAMES = ("A", "B", "C", "D", "E", "F")


@functools.cache
@st.composite
def _table(
    draw: st.DrawFn,
    rules: st.SearchStrategy[Rules] | None,
    *,
    cutthroat: bool | None,
    sides: int | None,
) -> tuple[Rules, tuple[str, ...], int]:
    # The rules, the sides' names and the number of players at the table.
    chosen = draw(pitch_rules() if rules is None else rules)
    alone = draw(st.booleans()) if cutthroat is None else cutthroat
    if alone:
        names = _NAMES[: draw(st.integers(2, 6)) if sides is None else sides]
        return chosen, names, len(names)
    names = _NAMES[: draw(st.sampled_from((2, 3))) if sides is None else sides]
    return chosen, names, 2 * len(names)


@st.composite
def pitch_hands(
    draw: st.DrawFn,
    rules: st.SearchStrategy[Rules] | None = None,
    *,
    cutthroat: bool | None = None,
    sides: int | None = None,
) -> PitchHand:
    """A deal consistent with the rules' pack: equal hands, whole tricks, every card once.

    Sides are partnerships (2 sides of 2, or 3 of 2) or, in cutthroat, single players
    (2 to 6); ``cutthroat`` and ``sides`` (a number of sides) fix either. The trump is the
    turn-up's suit under rules with a turn-up, else a suit someone holds (the first card
    led names it). Each trick takes one card from each hand and goes to any player.
    """
    chosen, names, players = draw(_table(rules, cutthroat=cutthroat, sides=sides))
    return draw(_hands(chosen, names, players))


@functools.cache
@st.composite
def _hands(draw: st.DrawFn, chosen: Rules, names: tuple[str, ...], players: int) -> PitchHand:
    full = pack(chosen)
    size = draw(st.integers(1, min(9, (len(full) - 1) // players)))
    # One shuffle drawn from the data (reproducible, and far cheaper than a permutation).
    cards = draw(st.randoms(use_true_random=False)).sample(full, players * size + 1)
    hands = [cards[player * size : (player + 1) * size] for player in range(players)]
    rest = cards[players * size :]
    kicks: tuple[PitchCard, ...] = ()
    turn_ups = [card for card in rest if isinstance(card, Card)]
    if chosen.kicks is not Kicks.NONE and turn_ups:
        kicks = (turn_ups[0],)
        trump = turn_ups[0].suit
    else:
        # The first card led names trumps, so someone holds one (any suit if only jokers are).
        held = [suit for suit in Suit if any(_suit(card) is suit for card in cards[:-1])]
        trump = draw(st.sampled_from(held or list(Suit)))
    dealt: dict[str, list[PitchCard]] = {side: [] for side in names}
    captured: dict[str, list[PitchCard]] = {side: [] for side in names}
    for player, hand in enumerate(hands):
        dealt[names[player % len(names)]].extend(hand)
    for trick in range(size):
        winner = draw(st.integers(0, players - 1))
        captured[names[winner % len(names)]].extend(hand[trick] for hand in hands)
    return PitchHand(
        trump=trump,
        dealt={side: tuple(held) for side, held in dealt.items()},
        captured={side: tuple(won) for side, won in captured.items()},
        rules=chosen,
        players=players,
        dealer=draw(st.sampled_from(names)),
        kicks=kicks,
    )


def pitch_tallies(rules: st.SearchStrategy[Rules] | None = None) -> st.SearchStrategy[Tally]:
    """The tally of a legal deal (see :func:`pitch_hands`)."""
    return pitch_hands(rules).map(PitchHand.tally)


@st.composite
def pitch_awards(draw: st.DrawFn, rules: st.SearchStrategy[Rules] | None = None) -> Award:
    """One point awarded in the tally of a legal deal.

    A deal where no trump was in play awards nothing: its high and low then go to the first
    side (a note of the same table made with :meth:`~cardscore.pitch.Tally.summary`, every
    other point nobody's).
    """
    hand = draw(pitch_tallies(rules))
    first = hand.sides[0]
    noted = Tally.summary(
        high=first,
        low=first,
        jack=None,
        game=None,
        jick=None,
        big_joker=None,
        little_joker=None,
        trey=None,
        sides=hand.sides,
        rules=hand.rules,
    )
    return draw(st.sampled_from(hand.awards or noted.awards))


def _suit(card: PitchCard) -> Suit | None:
    return card.suit if isinstance(card, Card) else None


def _holds(cards: tuple[PitchCard, ...], trump: Suit) -> bool:
    return any(_suit(card) is trump for card in cards)


@attrs.frozen
class _Turn:
    # One turn of a game: a hand to record, or (hand None) a redeal after three turn-ups.
    hand: PitchHand | None
    bidder: int
    bid: int
    beg: bool
    redeal: tuple[PitchCard, ...] = ()


@functools.cache
@st.composite
def _turns(draw: st.DrawFn, chosen: Rules, names: tuple[str, ...], players: int) -> _Turn:
    bid = draw(st.integers(chosen.min_bid, chosen.max_bid))
    if chosen.kicks is not Kicks.NONE and draw(st.integers(0, 9)) == 0:
        # P3: the same suit turned up three times: the dealer deals again.
        suit = draw(st.sampled_from(Suit))
        same = [card for card in pack(chosen) if isinstance(card, Card) and card.suit is suit]
        redeal = tuple(draw(st.permutations(same))[:3])
        return _Turn(None, 0, bid, beg=False, redeal=redeal)
    hand = draw(_hands(chosen, names, players))
    # The bidder pitches: leads the first card, a trump, so holds one (P4).
    pitchers = [n for n, side in enumerate(names) if _holds(hand.dealt[side], hand.trump)]
    bidder = draw(st.sampled_from(pitchers or range(len(names))))
    # P3: the player on the dealer's right begs, and is given one. With two sides that is
    # the other side; with more, which side sits there is the table's, so nobody begs.
    begs = chosen.kicks is not Kicks.NONE and len(hand.kicks) == 1 and len(names) == 2
    return _Turn(hand, bidder, bid, beg=begs and draw(st.booleans()))


def _play(game: Game, turn: _Turn) -> Game:
    if game.finished:
        return game
    if turn.hand is None:
        return game.redeal(kicks=turn.redeal)
    dealer = game.dealer
    hand = attrs.evolve(turn.hand, dealer=dealer)
    others = [side for side in game.sides if side != dealer]
    bidding = game.rules.bidding
    return game.record(
        hand.tally(),
        bidder=game.sides[turn.bidder] if bidding else None,
        bid=turn.bid if bidding else None,
        kicks=hand.kicks,
        take_one=others[0] if turn.beg else None,
    )


@st.composite
def pitch_games(
    draw: st.DrawFn,
    rules: st.SearchStrategy[Rules] | None = None,
    *,
    cutthroat: bool | None = None,
    sides: int | None = None,
    min_deals: int = 0,
    max_deals: int = 6,
) -> Game:
    """A game of All Fours or Pitch with up to ``max_deals`` legal deals, stopping when won.

    ``rules``, ``cutthroat`` and ``sides`` choose the table as in :func:`pitch_hands`. Each
    deal is a legal hand dealt by the game's dealer, with a bidder and a bid where the rules
    bid, the turn-up as kick, sometimes a begged point, and (with turn-ups) now and then a
    redeal after three turn-ups of one suit (P3). At least ``min_deals`` are drawn; a game
    won earlier stops there. The deals are a list that Hypothesis shrinks.
    """
    chosen, names, players = draw(_table(rules, cutthroat=cutthroat, sides=sides))
    turns = draw(st.lists(_turns(chosen, names, players), min_size=min_deals, max_size=max_deals))
    game = Game(names, rules=chosen, first_dealer=draw(st.sampled_from(names)))
    # A won game takes no more deals: the turns drawn after the winning one are not played.
    return functools.reduce(_play, turns, game)


@st.composite
def pitch_deals(draw: st.DrawFn) -> Deal:
    """One deal recorded in a game (see :func:`pitch_games`)."""
    game = draw(pitch_games(min_deals=1, max_deals=3))
    return draw(st.sampled_from(game.deals))
