"""pitch.tally and pitch.settle on a seeded corpus against bare floors; Game.record per deal.

The corpus: 120 hands dealt from a shuffled pack (seed 2026) and played out with random trick
winners, as users pass them: 2 sides of partners (4 players), 3 and 4 cutthroat players, under
auction pitch and ten-point pitch (jick, jokers, trey); every hand both as the table writes it
(strings) and as parsed cards. Each row is timed beside its floor chunk by chunk, each
chunk's best over 15 passes (``_harness.paired``): "cold" passes start with the library's
caches emptied (``pitch._cards._PACKS``), "warm" ones follow an untimed pass. The floor computes
the same points by bare loops over dicts prepared beforehand (no parsing, no checks): what
the arithmetic alone costs.

A game ends at its target, so the ledger cases play one game with a target no score can
reach (1,000,000,000) and record every deal into it: the per-deal time of the 1,000th and of
the 100,000th deal should be the same (O(1) record). They run with Python's cyclic garbage
collector off, as ``timeit`` does (every full collection walks the live deals).
"""

from __future__ import annotations

import gc
import random
from typing import TYPE_CHECKING

import attrs
from _harness import Case, paired, paired_runs

from cardscore import pitch
from cardscore.cards import Card, Rank
from cardscore.pitch import _cards as pitch_read

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


def _clear() -> None:
    pitch_read._PACKS.clear()  # noqa: SLF001 - the one cache of the game


def _tallies(hands: list[Hand], floor_name: str) -> list[Case]:
    """tally() from text and from cards, cold and warm, each beside the floor."""
    rows: list[Case] = []
    floors: list[float] = []
    for name, call, cold in (
        ("pitch.tally(str), cold", _from_text, True),
        ("pitch.tally(str), warm", _from_text, False),
        ("pitch.tally(Cards), cold", _from_cards, True),
        ("pitch.tally(Cards), warm", _from_cards, False),
    ):
        floor, seconds, median = paired(
            call, lambda hand: _floor(hand.floor), hands, cold=cold, clear=_clear
        )
        floors.append(floor)
        note = f"median pass {median:.2f}×"
        rows.append(Case(name, measured=seconds / floor, floor=floor_name, target=4.0, note=note))
    floor = min(floors)
    return [
        Case(floor_name, measured=floor, note="each row timed beside it, chunk by chunk"),
        *(attrs.evolve(case, measured=(case.measured or 0) * floor) for case in rows),
    ]


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

    settle_rows = [
        (tally, hand.rules, bidder, bid, points)
        for ((tally, hand), (bidder, bid), (points, _, _)) in zip(
            tallies, bids, prepared, strict=True
        )
    ]

    def floor_settle(low: int, high: int) -> None:
        for _, _, bidder, bid, points in settle_rows[low:high]:
            scores = dict(points)
            if scores[bidder] < bid:
                scores[bidder] = -bid

    def settle_all(low: int, high: int) -> None:
        settle = pitch.settle
        for tally, rules, bidder, bid, _ in settle_rows[low:high]:
            settle(tally, bidder=bidder, bid=bid, rules=rules)

    floor_name = f"floor: bare tally, {count} hands"
    endless = attrs.evolve(pitch.PITCH, target=1_000_000_000)
    summary = pitch.Tally.summary(high="us", low="them", jack="us", game="them", rules=endless)
    settle_floor, settle_seconds, settle_median = paired_runs(
        settle_all, floor_settle, count, cold=True
    )
    return [
        *_tallies(hands, floor_name),
        Case("floor: setback as bare arithmetic", measured=settle_floor),
        Case(
            "pitch.settle(tally, bidder, bid)",
            measured=settle_seconds,
            floor="floor: setback as bare arithmetic",
            target=4.0,
            note=f"median pass {settle_median:.2f}×",
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
