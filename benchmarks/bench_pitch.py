"""pitch.tally and pitch.settle on a seeded corpus against bare floors; Game.record per deal.

The corpus: 120 hands dealt from a shuffled pack (seed 2026) and played out with random trick
winners, as users pass them: 2 sides of partners (4 players), 3 and 4 cutthroat players, under
auction pitch and ten-point pitch (jick, jokers, trey); every hand both as the table writes it
(strings) and as parsed cards. Each "cold" row is one pass over the corpus right after the
library's caches were emptied (``pitch._PACKS``), per hand; each "warm" row the median per hand
of repeated passes. The floor computes the same points by bare loops over dicts prepared
beforehand (no parsing, no checks): what the arithmetic alone costs.

A game ends at its target, so the ledger cases play one game with a target no score can
reach (1,000,000,000) and record every deal into it: the per-deal time of the 1,000th and of
the 100,000th deal should be the same (O(1) record). They run with Python's cyclic garbage
collector off, as ``timeit`` does (every full collection walks the live deals).
"""

from __future__ import annotations

import gc
import random
import time
from typing import TYPE_CHECKING

import attrs
from _harness import Case

from cardscore import pitch
from cardscore.cards import Card, Rank

if TYPE_CHECKING:
    from collections.abc import Callable

SEED = 2026
_RULES = {"pitch": pitch.PITCH, "ten-point": pitch.TEN_POINT}
_TABLES = ((2, 4), (3, 3), (4, 4))  # (sides, players)
_PER = 20  # hands per rules x table


@attrs.frozen
class Hand:
    """One hand of the corpus, in both forms, and what the floor needs."""

    rules: pitch.Rules
    trump: str
    dealt: dict[str, str]
    captured: dict[str, str]
    cards_dealt: dict[str, tuple[pitch.PitchCard, ...]]
    cards_captured: dict[str, tuple[pitch.PitchCard, ...]]
    players: int
    floor: tuple[object, ...]


def _deal(rng: random.Random, rules: pitch.Rules, sides: int, players: int) -> Hand:
    names = ("A", "B", "C", "D")[:sides]
    full = list(pitch.pack(rules))
    size = 6
    cards = rng.sample(full, players * size)
    hands = [cards[p * size : (p + 1) * size] for p in range(players)]
    # The pitcher leads a trump: the trump is the suit of some dealt card.
    trump = rng.choice([card for card in cards if isinstance(card, Card)]).suit
    dealt: dict[str, list[pitch.PitchCard]] = {name: [] for name in names}
    captured: dict[str, list[pitch.PitchCard]] = {name: [] for name in names}
    for player, held in enumerate(hands):
        dealt[names[player % sides]].extend(held)
    for trick in range(size):
        winner = rng.randrange(players)
        captured[names[winner % sides]].extend(held[trick] for held in hands)
    order = rules.trump_order(trump)
    holder = {card: n for n, name in enumerate(names) for card in dealt[name]}
    capturer = {card: n for n, name in enumerate(names) for card in captured[name]}
    specials = [
        (card, 3 if card == Card(Rank.THREE, trump) else 1)
        for card in order
        if card in (Card(Rank.JACK, trump), Card(Rank.THREE, trump))
        or (isinstance(card, Card) and card.rank is Rank.JACK and rules.jick)
        or isinstance(card, pitch.Joker)
    ]
    if not rules.trey:
        specials = [(card, value) for card, value in specials if value == 1]
    values = {card: pitch.game_value(card) for card in full}
    return Hand(
        rules=rules,
        trump=str(trump),
        dealt={name: " ".join(map(str, held)) for name, held in dealt.items()},
        captured={name: " ".join(map(str, won)) for name, won in captured.items() if won},
        cards_dealt={name: tuple(held) for name, held in dealt.items()},
        cards_captured={name: tuple(won) for name, won in captured.items() if won},
        players=players,
        floor=(holder, capturer, order, specials, values, sides),
    )


def corpus() -> list[Hand]:
    """The seeded corpus."""
    rng = random.Random(SEED)
    return [
        _deal(rng, rules, sides, players)
        for rules in _RULES.values()
        for sides, players in _TABLES
        for _ in range(_PER)
    ]


def _floor(floor: tuple[object, ...]) -> list[int]:
    """High, low, the capturers' points and game as bare loops over prepared dicts."""
    holder, capturer, order, specials, values, sides = floor
    if not (
        isinstance(holder, dict)
        and isinstance(capturer, dict)
        and isinstance(order, dict)
        and isinstance(specials, list)
        and isinstance(values, dict)
        and isinstance(sides, int)
    ):
        raise TypeError(floor)
    points = [0] * sides
    trumps = [card for card in holder if card in order]
    if trumps:
        points[holder[max(trumps, key=order.__getitem__)]] += 1
        plain = [card for card in trumps if isinstance(card, Card)]
        points[holder[min(plain, key=order.__getitem__)]] += 1
    for card, value in specials:
        if card in capturer:
            points[capturer[card]] += value
    game = [0] * sides
    for card, side in capturer.items():
        game[side] += values[card]
    best = max(game)
    if game.count(best) == 1:
        points[game.index(best)] += 1
    return points


def _per_hand(call: Callable[[Hand], object], hands: list[Hand]) -> Callable[[], object]:
    def run() -> object:
        for hand in hands:
            call(hand)
        return None

    return run


def _cold(call: Callable[[Hand], object], hands: list[Hand]) -> float:
    """One pass right after the caches were emptied, per hand (the median of 5 such passes)."""
    rounds = []
    for _ in range(5):
        pitch._PACKS.clear()  # noqa: SLF001 - the one cache of the module
        start = time.perf_counter()
        for hand in hands:
            call(hand)
        rounds.append((time.perf_counter() - start) / len(hands))
    return sorted(rounds)[2]


def _from_text(hand: Hand) -> pitch.Tally:
    return pitch.tally(
        trump=hand.trump,
        dealt=hand.dealt,
        captured=hand.captured,
        rules=hand.rules,
        players=hand.players,
    )


def _from_cards(hand: Hand) -> pitch.Tally:
    return pitch.tally(
        trump=hand.trump,
        dealt=hand.cards_dealt,
        captured=hand.cards_captured,
        rules=hand.rules,
        players=hand.players,
    )


def _record(count: int, hand: pitch.Tally, rules: pitch.Rules) -> pitch.Game:
    game = pitch.Game(("us", "them"), rules=rules)
    for number in range(count):
        game = game.record(hand, bidder=("us", "them")[number % 2], bid=2)
    return game


def _without_gc(call: Callable[[], object]) -> Callable[[], object]:
    def timed() -> object:
        gc.disable()
        try:
            return call()
        finally:
            gc.enable()

    return timed


def cases() -> list[Case]:
    """The pitch benchmarks."""
    hands = corpus()
    count = len(hands)
    for hand in hands:
        if _floor(hand.floor) != list(_from_text(hand).points.values()):
            msg = f"the floor does not compute the same tally: {hand}"
            raise RuntimeError(msg)
    tallies = [(_from_text(hand), hand) for hand in hands]
    bids = [
        ("A", 2 + number % (hand.rules.max_bid - 1)) for number, (_t, hand) in enumerate(tallies)
    ]
    prepared = [
        (tally.points, bidder, bid)
        for (tally, _hand), (bidder, bid) in zip(tallies, bids, strict=True)
    ]

    def floor_settle() -> None:
        for points, bidder, bid in prepared:
            scores = dict(points)
            if scores[bidder] < bid:
                scores[bidder] = -bid

    def settle_all() -> None:
        for (tally, hand), (bidder, bid) in zip(tallies, bids, strict=True):
            pitch.settle(tally, bidder=bidder, bid=bid, rules=hand.rules)

    floor_name = f"floor: bare tally, {count} hands"
    endless = attrs.evolve(pitch.PITCH, target=1_000_000_000)
    summary = pitch.Tally.summary(high="us", low="them", jack="us", game="them", rules=endless)
    floor = _per_hand(lambda hand: _floor(hand.floor), hands)
    return [
        Case(floor_name, floor, per=count),
        Case(
            "pitch.tally(str), cold",
            measured=_cold(_from_text, hands),
            floor=floor_name,
            target=4.0,
            note="first pass after emptying the caches",
        ),
        Case(
            "pitch.tally(str), warm",
            _per_hand(_from_text, hands),
            floor=floor_name,
            target=4.0,
            per=count,
        ),
        Case(
            "pitch.tally(Cards), cold",
            measured=_cold(_from_cards, hands),
            floor=floor_name,
            target=4.0,
        ),
        Case(
            "pitch.tally(Cards), warm",
            _per_hand(_from_cards, hands),
            floor=floor_name,
            target=4.0,
            per=count,
        ),
        Case("floor: setback as bare arithmetic", floor_settle, per=count),
        Case(
            "pitch.settle(tally, bidder, bid)",
            settle_all,
            floor="floor: setback as bare arithmetic",
            target=4.0,
            per=count,
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
    ]
