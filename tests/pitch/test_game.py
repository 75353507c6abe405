"""pitch.Game on the shared ledger shape (issue 15): the same verbs as every other ledger.

The deals are hand-worked from pitch.md P3 and P4 (pagat.com's All Fours and Pitch pages).
"""

from __future__ import annotations

import copy
import pickle

import attrs
import pytest

from cardscore import Ledger, ledger, pitch
from cardscore.errors import ImpossibleResultError, RuleViolationError
from cardscore.items import Item, sum_items
from cardscore.pitch import ALL_FOURS, PITCH, TOBAGO, Game, Tally

US_THEM = ("us", "them")


def test_game_is_a_ledger_and_its_deals_are_deals() -> None:
    game = Game(US_THEM)
    assert isinstance(game, Ledger)
    assert game.parties == US_THEM
    assert game.leaders == US_THEM  # everyone, at the start
    assert game.played == 0
    assert game.next == ledger.Next(1, "us")
    assert not game.closed
    assert repr(game) == "<Game parties=('us', 'them') deals=0>"
    game = game.record(
        Tally.summary(high="us", low="them", game="us", jack=None), bidder="us", bid=2
    )
    deal = game.deals[0]
    assert isinstance(deal, ledger.Deal)
    assert (deal.number, deal.dealer, deal.thrown_in) == (1, "us", False)
    assert deal.scores == {"us": 2, "them": 1}
    assert sum_items(deal.items) == deal.scores
    assert game.leaders == ("us",)
    assert repr(game) == "<Game parties=('us', 'them') deals=1>"


def test_throw_in_keeps_the_kicks_and_the_dealer_under_a_turn_up() -> None:
    # Tobago: the dealer (us) turns up 2H (2 to us), the deal is thrown in (a misdeal); the
    # kick stays and us deals again. Then a counted deal: number 1.
    game = Game(US_THEM, rules=TOBAGO).throw_in(kicks=("2H",))
    deal = game.deals[0]
    assert (deal.number, deal.thrown_in, deal.dealer) == (None, True, "us")
    assert deal.scores == {"us": 2, "them": 0}
    assert deal.items == (Item("kick (2H)", "us", 2),)
    assert game.played == 0
    assert game.next == ledger.Next(1, "us")
    hand = Tally.summary(high="them", low="us", rules=TOBAGO, jack=None, game=None)
    game = game.record(hand, kicks=("5S",))
    assert game.deals[1].number == 1
    assert game.played == 1
    assert game.next == ledger.Next(2, "them")
    # P3's redeal (three turn-ups of one suit) is thrown in too: kicks AS 6S JS score 1 + 0 + 3
    # under Tobago (the six kicks nothing there), and them deals again.
    again = game.redeal(kicks=("AS", "6S", "JS"))
    assert again.deals[-1].number is None
    assert again.played == 1
    assert again.totals == {"us": 3, "them": 5}
    assert again.next == ledger.Next(2, "them")
    with pytest.raises(ImpossibleResultError, match="one suit"):
        game.throw_in(kicks=("AS", "6H"))
    with pytest.raises(RuleViolationError, match="kicks"):
        Game(US_THEM).throw_in(kicks=("AS",))


def test_throw_in_passes_the_deal_when_everyone_passed() -> None:
    # Pitch without a forced dealer: all four pass, the deal is thrown in and passes on.
    rules = attrs.evolve(PITCH, dealer_forced=False)
    game = Game(US_THEM, rules=rules).throw_in()
    assert game.deals[0].scores == {"us": 0, "them": 0}
    assert game.next == ledger.Next(1, "them")
    assert game.undo().next == ledger.Next(1, "us")


def test_close_ends_the_game_with_the_leader_winning() -> None:
    game = Game(US_THEM).record(
        Tally.summary(high="us", low="us", game="them", jack=None), bidder="us", bid=2
    )
    closed = game.close()
    assert closed.closed
    assert closed.finished
    assert closed.winner == "us"
    assert closed.next is None
    assert closed.close() is closed
    assert closed.undo() is game
    with pytest.raises(RuleViolationError) as caught:
        closed.record(
            Tally.summary(high="us", low="us", game="them", jack=None), bidder="us", bid=2
        )
    assert str(caught.value) == (
        "deal: 2 is not allowed; expected no more deals: the game is over (it was closed)"
    )
    # Level totals: the sides share the win.
    assert Game(US_THEM).close().winner == US_THEM


def test_played_counts_counted_deals_and_totals_are_start_plus_scores() -> None:
    game = Game(US_THEM, rules=ALL_FOURS, totals={"us": 3, "them": 7})
    game = game.throw_in(kicks=("AC",))  # 1 to us
    game = game.record(Tally.summary(high="us", low="them", game="us", rules=ALL_FOURS, jack=None))
    game = game.redeal(kicks=("2D", "3D", "6D"))  # them deals: 2 to them
    assert game.played == 1
    summed = dict(game.start)
    for deal in game.deals:
        for side, score in deal.scores.items():
            summed[side] += score
    assert game.totals == summed == {"us": 6, "them": 10}
    assert [deal.number for deal in game.deals] == [None, 1, None]


def test_a_game_of_1000_deals_pickles_and_deep_copies() -> None:
    # The shared machinery is tested at 100,000 deals (tests/ledgers/test_history.py);
    # 1,000 deals prove the game's own fields pickle.
    rules = attrs.evolve(PITCH, target=1_000_000_000)
    hand = Tally.summary(high="us", low="them", jack="us", game="them")
    game = Game(US_THEM, rules=rules)
    for number in range(1_000):
        game = game.record(hand, bidder=US_THEM[number % 2], bid=2)
    assert game.played == 1_000
    back = pickle.loads(pickle.dumps(game))
    assert back == game
    assert back.totals == game.totals == {"us": 2_000, "them": 2_000}
    assert back.undo() == game.undo()
    assert back.undo().totals == {"us": 1_998, "them": 1_998}
    assert copy.deepcopy(game) == game
    assert copy.copy(game) == game


def test_a_correction_before_a_redeal_replays_the_redeal_with_its_kicks() -> None:
    # P3: the redeal is thrown in with its three turn-ups; a correction of the deal before it
    # scores it again as recorded (the same kicks, to the same dealer), as if typed anew.
    start = Game(US_THEM, rules=TOBAGO).throw_in(kicks=("2H",))
    game = start.record(
        Tally.summary(high="them", low="us", rules=TOBAGO, jack=None, game=None), kicks=("5S",)
    )
    game = game.redeal(kicks=("AS", "6S", "JS"))
    fixed_hand = Tally.summary(
        high="us", low="us", rules=TOBAGO, sides=US_THEM, jack=None, game=None
    )
    corrected = game.replace(1, fixed_hand, kicks=("5S",))
    rebuilt = start.record(fixed_hand, kicks=("5S",)).redeal(kicks=("AS", "6S", "JS"))
    assert corrected.deals[-1].thrown_in
    assert corrected.deals[-1].items == game.deals[-1].items
    assert [deal.scores for deal in corrected.deals] == [deal.scores for deal in rebuilt.deals]
    assert corrected.totals == rebuilt.totals
    assert corrected.undo() is game


def test_p3_a_correction_keeps_a_later_take_one() -> None:
    # Found by the mutation run (2026-12-04). All Fours, no bidding: each deal's high and
    # game to them (2), low to us (1); the 5 turned up kicks nothing (P3: ace 1, six 2,
    # jack 3). In deal 2 (them dealing) us begged and the dealer said "take one": 1 more
    # to us. Totals: us 1 + 1 + 1 = 3, them 2 + 2 = 4; deal 1 corrected to itself, deal 2
    # is scored again with its take-one.
    hand = Tally.summary(high="them", low="us", game="them", rules=ALL_FOURS, jack=None)
    game = Game(("us", "them"), rules=ALL_FOURS).record(hand, kicks=("5S",))
    game = game.record(hand, kicks=("5S",), take_one="us")
    assert game.totals == {"us": 3, "them": 4}
    assert game.replace(0, hand, kicks=("5S",)).totals == {"us": 3, "them": 4}


def test_p2_a_tied_game_point_given_to_the_non_dealer_does_not_move_with_the_dealer() -> None:
    # Found by the mutation run (2026-12-04). Under the old English rule (P2's variant) a
    # tied game point goes to the non-dealer. Deal 2, dealt by B, trumps hearts: A was
    # dealt 2H and TS, B 3H and TD; A took TD, B TS: 10 game points each, so game to A,
    # with low (2H); high (3H) to B. Removing deal 1 would make A the dealer of that hand:
    # its game point was given by who dealt, so it no longer fits and is refused.
    rules = attrs.evolve(PITCH, game_tie=pitch.GameTie.NON_DEALER)
    tie = pitch.tally(
        trump="H",
        dealt={"A": "2H TS", "B": "3H TD"},
        captured={"A": "2H TD", "B": "3H TS"},
        players=2,
        rules=rules,
        dealer="B",
    )
    assert tie.points == {"A": 2, "B": 1}
    first = Tally.summary(high="A", low="B", game="A", sides=("A", "B"), rules=rules, jack=None)
    game = Game(("A", "B"), rules=rules).record(first, bidder="A", bid=2)
    game = game.record(tie, bidder="A", bid=2)
    with pytest.raises(RuleViolationError) as caught:
        game.remove(0)
    assert str(caught.value) == (
        "index: 0 is not allowed; expected a correction the later deals still fit; deal 2 "
        "(deals[1]) would no longer fit: tally: 'B' is not allowed; expected a hand dealt by A"
    )


def test_p6_a_correction_keeps_a_later_moon_noted_by_points() -> None:
    # Found by the mutation run (2026-12-04). The moon (5) needs every trick (P6's
    # moon_tricks). Deal 1: them bid 2 and took low and game (2), us high and jack (2).
    # Deal 2: us bid the moon, took every point and every trick: 5. Totals us 7, them 2;
    # deal 1 corrected to itself, deal 2 is scored again with every trick taken.
    rules = attrs.evolve(PITCH, moon=5, moon_tricks=True)
    sides = ("us", "them")
    plain = Tally.summary(high="us", low="them", jack="us", game="them", sides=sides, rules=rules)
    moon = Tally.summary(high="us", low="us", jack="us", game="us", sides=sides, rules=rules)
    game = Game(sides, rules=rules).record(plain, bidder="them", bid=2)
    game = game.record(moon, bidder="us", bid="moon", all_tricks=True)
    assert game.totals == {"us": 7, "them": 2}
    assert game.replace(0, plain, bidder="them", bid=2).totals == {"us": 7, "them": 2}


def test_p6_a_plain_bid_after_a_corrected_deal_is_scored_again_without_the_moons_question() -> (
    None
):
    # Found by the mutation run (2026-12-06). With moon_tricks, only a moon noted by points
    # says whether every trick was taken; a plain bid is never asked. Deal 1: us bid the
    # moon (5) and took every point and trick: 5. Deal 2: them bid 2 and took low and game
    # (2), us high and jack (2). Correcting deal 1 to itself scores deal 2 again: us 7, them 2.
    rules = attrs.evolve(PITCH, moon=5, moon_tricks=True)
    sides = ("us", "them")
    plain = Tally.summary(high="us", low="them", jack="us", game="them", sides=sides, rules=rules)
    moon = Tally.summary(high="us", low="us", jack="us", game="us", sides=sides, rules=rules)
    game = Game(sides, rules=rules).record(moon, bidder="us", bid="moon", all_tricks=True)
    game = game.record(plain, bidder="them", bid=2)
    assert game.totals == {"us": 7, "them": 2}
    corrected = game.replace(0, moon, bidder="us", bid="moon", all_tricks=True)
    assert corrected.totals == {"us": 7, "them": 2}
    assert corrected.deals[1].bid == 2
