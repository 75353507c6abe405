"""pitch.tally and pitch.settle against bare floors; Game.record at 1,000 vs 100,000 deals.

A game ends at its target, so the ledger cases play one game with a target no score can
reach (1,000,000,000) and record every deal into it: the per-deal time of the 1,000th and of
the 100,000th deal should be the same (O(1) record).

The ratio cases run with Python's cyclic garbage collector off, as ``timeit`` does: with it
on, every full collection walks all the live deals, so a game of 100,000 deals kept alive pays
for its own length in the collector, not in ``record`` (which neither copies nor walks the
history). Nothing here makes a reference cycle, so each game is freed by reference counting
when dropped. The same cases with the collector on are shown without a target.
"""

from __future__ import annotations

import gc
from typing import TYPE_CHECKING

import attrs
from _harness import Case

from cardscore import pitch
from cardscore.cards import Card, Rank, Suit

if TYPE_CHECKING:
    from collections.abc import Callable

# A four-player hand in hearts (the doctest of cardscore.pitch), as the table writes it.
DEALT = {
    "us": "AH 3H TS KC 4D 9C JD 8S 2C 5S QD 7C",
    "them": "JH 9H 2S 6C TD QS AC 3C 7D KD 4S 8C",
}
CAPTURED = {
    "us": "AH JH TS KC 4D 9C 9H 2S 6C TD QS AC",
    "them": "3H JD 8S 2C 5S QD 7C 3C 7D KD 4S 8C",
}
GAME_VALUES = {Rank.TEN: 10, Rank.ACE: 4, Rank.KING: 3, Rank.QUEEN: 2, Rank.JACK: 1}


def _floor_tally(
    holder: dict[Card, int], capturer: dict[Card, int], trump: Suit
) -> tuple[int, int]:
    """High, low, jack and game as bare loops over prepared dicts: no parsing, no checks."""
    points = [0, 0]
    trumps = [card for card in holder if card.suit is trump]
    if trumps:
        points[holder[max(trumps, key=lambda card: card.rank)]] += 1
        points[holder[min(trumps, key=lambda card: card.rank)]] += 1
    jack = Card(Rank.JACK, trump)
    if jack in capturer:
        points[capturer[jack]] += 1
    game = [0, 0]
    for card, side in capturer.items():
        game[side] += GAME_VALUES.get(card.rank, 0)
    if game[0] != game[1]:
        points[game[1] > game[0]] += 1
    return points[0], points[1]


def _record(count: int, hand: pitch.Tally, rules: pitch.Rules) -> pitch.Game:
    game = pitch.Game(("us", "them"), rules=rules)
    for number in range(count):
        game = game.record(hand, bidder=("us", "them")[number % 2], bid=2)
    return game


def _without_gc(call: Callable[[], object]) -> Callable[[], object]:
    """``call`` with the cyclic garbage collector off while it runs (as timeit does)."""

    def timed() -> object:
        gc.disable()
        try:
            return call()
        finally:
            gc.enable()

    return timed


def cases() -> list[Case]:
    """The pitch benchmarks."""
    dealt = {side: pitch.parse_cards(cards) for side, cards in DEALT.items()}
    captured = {side: pitch.parse_cards(cards) for side, cards in CAPTURED.items()}
    # The plain 52-card pack (no jokers), so the floor's dicts hold Cards only.
    holder = {
        card: n for n, side in enumerate(dealt) for card in dealt[side] if isinstance(card, Card)
    }
    capturer = {
        card: n
        for n, side in enumerate(captured)
        for card in captured[side]
        if isinstance(card, Card)
    }
    hand = pitch.tally(trump=Suit.HEARTS, dealt=dealt, captured=captured)
    if _floor_tally(holder, capturer, Suit.HEARTS) != tuple(hand.points.values()):
        msg = "the floor does not compute the same tally"
        raise RuntimeError(msg)
    points = hand.points

    def floor_settle() -> dict[str, int]:
        scores = dict(points)
        if scores["them"] < 2:
            scores["them"] = -2
        return scores

    endless = attrs.evolve(pitch.PITCH, target=1_000_000_000)
    summary = pitch.Tally.summary(high="us", low="them", jack="us", game="them", rules=endless)
    return [
        Case(
            "floor: high/low/jack/game over prepared dicts",
            lambda: _floor_tally(holder, capturer, Suit.HEARTS),
        ),
        Case(
            "pitch.tally(Cards)",
            lambda: pitch.tally(trump=Suit.HEARTS, dealt=dealt, captured=captured),
            floor="floor: high/low/jack/game over prepared dicts",
            note="validates the deal: every card once, whole tricks",
        ),
        Case(
            "pitch.tally(str)",
            lambda: pitch.tally(trump="H", dealt=DEALT, captured=CAPTURED),
            floor="floor: high/low/jack/game over prepared dicts",
        ),
        Case("floor: setback as bare arithmetic", floor_settle),
        Case(
            "pitch.settle(tally, bidder, bid)",
            lambda: pitch.settle(hand, bidder="them", bid=2),
            floor="floor: setback as bare arithmetic",
            target=4.0,
        ),
        Case(
            "Game.record, per deal, 1,000 deals",
            _without_gc(lambda: _record(1_000, summary, endless)),
            per=1_000,
            note="one game to 10**9; gc off while timed",
        ),
        Case(
            "Game.record, per deal, 100,000 deals",
            _without_gc(lambda: _record(100_000, summary, endless)),
            floor="Game.record, per deal, 1,000 deals",
            target=1.3,
            per=100_000,
            note="one game to 10**9; gc off while timed",
        ),
        Case(
            "Game.record, per deal, 1,000 deals, gc on",
            lambda: _record(1_000, summary, endless),
            per=1_000,
        ),
        Case(
            "Game.record, per deal, 100,000 deals, gc on",
            lambda: _record(100_000, summary, endless),
            floor="Game.record, per deal, 1,000 deals, gc on",
            per=100_000,
            note="the collector walks the live deals",
        ),
    ]
