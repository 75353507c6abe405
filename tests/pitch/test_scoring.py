"""Hand-worked examples for All Fours and Pitch (rules pitch.md P1–P5).

Every hand below was worked out on paper from the rules, trick by trick; the expected numbers
come from that working (written in the comments), not from running the code.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs
import pytest

from cardscore import NotationError, RuleViolationError, ScoreError, pitch
from cardscore.cards import Card, Rank, Suit
from cardscore.errors import ImpossibleResultError
from cardscore.items import Item, sum_items
from cardscore.pitch import (
    ALL_FOURS,
    ALL_FOURS_NO_TURN_UP,
    CUTTHROAT,
    PITCH,
    SHORT_PACK,
    TEN_POINT,
    TOBAGO,
    Award,
    Game,
    Joker,
    Rules,
    Tally,
    kick,
    settle,
    tally,
)
from tests.bad_input import wrong
from tests.work import assert_refused_by_length

if TYPE_CHECKING:
    from collections.abc import Callable

# --- P1: cards and game points ---------------------------------------------------------------


def test_p1_card_notation_with_ten_symbols_and_jokers() -> None:
    assert pitch.parse_card("10H") == Card(Rank.TEN, Suit.HEARTS)
    assert pitch.parse_card("♥J") == Card(Rank.JACK, Suit.HEARTS)
    assert pitch.parse_card("ts") == Card.parse("TS")
    assert pitch.parse_card("BJ") is Joker.BIG
    assert pitch.parse_card(" lj ") is Joker.LITTLE
    assert pitch.parse_card("little joker") is Joker.LITTLE
    assert Joker.parse(Joker.BIG) is Joker.BIG
    assert str(Joker.BIG) == "BJ"
    assert Joker.LITTLE.label == "little joker"
    assert pitch.parse_cards("JH, 10d bj", rules=TEN_POINT) == (
        Card.parse("JH"),
        Card.parse("TD"),
        Joker.BIG,
    )


def test_p1_game_point_values_in_every_suit() -> None:
    # ten 10, ace 4, king 3, queen 2, jack 1, all others 0; jokers 0.
    expected = {"T": 10, "A": 4, "K": 3, "Q": 2, "J": 1, "9": 0, "5": 0, "2": 0}
    for suit in "CDHS":
        for rank, value in expected.items():
            assert pitch.game_value(rank + suit) == value
    assert pitch.game_value("BJ") == 0
    assert pitch.game_value(Joker.LITTLE) == 0


def test_p1_eighty_game_points_in_the_52_card_pack() -> None:
    assert sum(pitch.game_value(card) for card in pitch.pack(PITCH)) == 80
    # P5: the 28-card pack keeps every counting card (A K Q J 10), so 80 too.
    assert sum(pitch.game_value(card) for card in pitch.pack(SHORT_PACK)) == 80
    # Jokers count 0.
    assert sum(pitch.game_value(card) for card in pitch.pack(TEN_POINT)) == 80


def test_p1_and_p5_pack_sizes() -> None:
    assert len(pitch.pack(PITCH)) == 52
    assert len(pitch.pack(wrong("short-pack"))) == 28
    assert {str(card)[0] for card in pitch.pack(SHORT_PACK)} == set("AKQJT92")
    assert len(pitch.pack(TEN_POINT)) == 54


# Found by the mutation run (docs/development.md): an edge no other test reached.


def test_p1_a_long_joker_text_is_cut_in_the_message() -> None:
    with pytest.raises(NotationError) as caught:
        pitch.Joker.parse("x" * 50)
    cut = "x" * 40 + "…"
    assert (caught.value.field, caught.value.value) == ("card", cut)
    assert str(caught.value) == (
        f"card: '{cut}' is not allowed; expected 'BJ' (big joker) or 'LJ' (little joker)"
    )


# --- P2: high, low, jack, game ---------------------------------------------------------------

# Hand L (trump hearts, two players): A dealt 2H QC 4D, B dealt AH 7C TS.
# Trick 1: A leads 2H, B AH: B takes 2H AH. Trick 2: B leads 7C, A QC: A takes 7C QC.
# Trick 3: A leads 4D, B discards TS: A takes 4D TS.
# High AH (dealt to B). Low 2H: dealt to A, captured by B. No jack of hearts in play.
# Game: A 7C 0 + QC 2 + 4D 0 + TS 10 = 12; B 2H 0 + AH 4 = 4: A.
HAND_L = {
    "trump": "H",
    "dealt": {"A": "2H QC 4D", "B": "AH 7C TS"},
    "captured": {"A": "7C QC 4D TS", "B": "2H AH"},
    "players": 2,
}


def test_p2_low_to_holder_by_default() -> None:
    hand = tally(**wrong(HAND_L))
    assert hand.awards == (
        Award("high", "B", 1),
        Award("low", "A", 1),
        Award("game", "A", 1),
    )
    assert hand.points == {"A": 2, "B": 1}
    assert hand.game_points == (12, 4)


def test_p2_low_to_capturer_variant() -> None:
    hand = tally(**wrong(HAND_L), rules=Rules(low="capturer"))
    assert hand.awards == (
        Award("high", "B", 1),
        Award("low", "B", 1),
        Award("game", "A", 1),
    )
    assert hand.points == {"A": 1, "B": 2}


def test_p2_jack_not_in_play_scores_nobody() -> None:
    hand = tally(**wrong(HAND_L))
    assert all(award.point != "jack" for award in hand.awards)
    assert hand.total == 3


# Hand J (trump spades): A dealt JS 3D 8C, B dealt QS 4D 9C.
# Trick 1: A leads JS, B QS takes it. B then takes 4D/3D and 9C/8C. B captures all six.
# High QS (B); low JS (A, the lowest trump dealt); the jack, dealt to A, is captured by B.
# Game: B 3 (QS 2 + JS 1), A 0.
HAND_J = {
    "trump": "S",
    "dealt": {"A": "JS 3D 8C", "B": "QS 4D 9C"},
    "captured": {"B": "JS QS 3D 4D 8C 9C"},
    "players": 2,
}


def test_p2_pitch_jack_one_to_the_capturer() -> None:
    hand = tally(**wrong(HAND_J))
    assert hand.awards == (
        Award("high", "B", 1),
        Award("low", "A", 1),
        Award("jack", "B", 1),
        Award("game", "B", 1),
    )
    assert hand.points == {"A": 1, "B": 3}


def test_p2_all_fours_hang_jack_three_to_the_capturing_side() -> None:
    hand = tally(**wrong(HAND_J), rules=ALL_FOURS)
    assert hand.awards == (
        Award("high", "B", 1),
        Award("low", "A", 1),
        Award("hang jack", "B", 3),
        Award("game", "B", 1),
    )
    assert hand.points == {"A": 1, "B": 5}
    assert hand.items[2] == Item("hang jack (JS, dealt to A)", "B", 3)


def test_p2_all_fours_jack_kept_one_to_the_side_dealt_it() -> None:
    # Trump spades: A dealt JS AD 8C, B dealt 5S KD 9C. A takes AD KD and JS 5S, B takes
    # 8C 9C. High JS (A), low 5S (B), jack kept by A: 1. Game A 8 (4 + 3 + 1), B 0.
    hand = tally(
        trump="S",
        dealt={"A": "JS AD 8C", "B": "5S KD 9C"},
        captured={"A": "AD KD JS 5S", "B": "8C 9C"},
        players=2,
        rules=ALL_FOURS,
    )
    assert hand.awards == (
        Award("high", "A", 1),
        Award("low", "B", 1),
        Award("jack", "A", 1),
        Award("game", "A", 1),
    )
    assert hand.points == {"A": 3, "B": 1}


def test_p2_partner_capturing_the_jack_keeps_it_for_the_side() -> None:
    # Four players, two sides: the jack dealt to one partner and captured by the other is
    # kept by the side (1), not a hang jack.
    hand = tally(
        trump="C",
        dealt={"NS": "JC 4D AC 5H", "EW": "2S 3S 6D 7D"},
        captured={"NS": "JC 4D 2S 3S AC 5H 6D 7D"},
        rules=ALL_FOURS,
    )
    assert Award("jack", "NS", 1) in hand.awards
    assert hand.points == {"NS": 4, "EW": 0}


def test_p2_single_trump_is_high_and_low_and_a_lone_jack_also_jack() -> None:
    # Trump diamonds: A dealt JD 5C, B dealt 9S KH. A takes JD 9S and 5C KH.
    # JD is the only trump: high, low and jack to A. Game A 4 (JD 1 + KH 3), B 0.
    hand = tally(
        trump="D",
        dealt={"A": "JD 5C", "B": "9S KH"},
        captured={"A": "JD 9S 5C KH"},
        players=2,
    )
    assert hand.awards == (
        Award("high", "A", 1),
        Award("low", "A", 1),
        Award("jack", "A", 1),
        Award("game", "A", 1),
    )
    assert hand.points == {"A": 4, "B": 0}


@pytest.mark.parametrize("low", ["holder", "capturer"])
def test_p2_single_trump_two_points_to_its_holder(low: str) -> None:
    # Trump spades: A dealt 5S 2H, B dealt KH 3C. A leads 5S, B 3C: A takes. A leads 2H,
    # B KH takes. 5S is the only trump: high and low to A. Game: B 3 (KH), A 0.
    hand = tally(
        trump="S",
        dealt={"A": "5S 2H", "B": "KH 3C"},
        captured={"A": "5S 3C", "B": "2H KH"},
        players=2,
        rules=Rules(low=low),
    )
    assert hand.points == {"A": 2, "B": 1}


# Hand T (trump clubs): A dealt AC 5H, B dealt 2C AH. A leads AC, B 2C: A takes (4).
# A leads 5H, B AH takes (4). Game points 4 to 4: a tie. High AC (A), low 2C (B).
HAND_T = {
    "trump": "C",
    "dealt": {"A": "AC 5H", "B": "2C AH"},
    "captured": {"A": "AC 2C", "B": "5H AH"},
    "players": 2,
}


def test_p2_game_tie_scores_nobody() -> None:
    hand = tally(**wrong(HAND_T))
    assert hand.awards == (Award("high", "A", 1), Award("low", "B", 1))
    assert hand.game_points == (4, 4)


def test_p2_game_tie_to_the_non_dealer_variant() -> None:
    rules = Rules(game_tie="non-dealer")
    dealt_by_a = tally(**wrong(HAND_T), rules=rules, dealer="A")
    assert dealt_by_a.awards[-1] == Award("game", "B", 1)
    # Pitch's game point is a word of its own (not bridge's game): its English is compared.
    assert str(dealt_by_a.items[-1].label) == "game (tie: A 4, B 4; to the non-dealer side)"
    dealt_by_b = tally(**wrong(HAND_T), rules=rules, dealer="B")
    assert dealt_by_b.awards[-1] == Award("game", "A", 1)
    with pytest.raises(ScoreError, match="dealer"):
        tally(**wrong(HAND_T), rules=rules)


# Cutthroat (P1, P5): three players, each a side. Trump hearts.
# A dealt AH 3S, B dealt 2H TC, C dealt JH 9C.
# Trick 1: A leads AH, B 2H, C JH: A takes (4 + 0 + 1 = 5).
# Trick 2: A leads 3S, B TC, C 9C: spades led, only A follows: A takes (10). A: 15 game.
# High AH (A), low 2H (B), jack JH dealt to C, captured by A.
CUTTHROAT_HAND = {
    "trump": "H",
    "dealt": {"A": "AH 3S", "B": "2H TC", "C": "JH 9C"},
    "captured": {"A": "AH 2H JH 3S TC 9C"},
}


def test_p5_cutthroat_three_players_pitch() -> None:
    hand = tally(**wrong(CUTTHROAT_HAND))
    assert hand.sides == ("A", "B", "C")
    assert hand.points == {"A": 3, "B": 1, "C": 0}
    assert [award.point for award in hand.awards] == ["high", "low", "jack", "game"]


def test_p5_cutthroat_three_players_all_fours_hang_jack() -> None:
    hand = tally(**wrong(CUTTHROAT_HAND), rules=ALL_FOURS)
    assert hand.points == {"A": 5, "B": 1, "C": 0}


def test_p2_game_tie_between_two_non_dealers_scores_nobody() -> None:
    # Three players, trump hearts. A dealt 2H 5S, B dealt AH 4C, C dealt 3H AC.
    # Trick 1: A 2H, B AH, C 3H: B takes (4). Trick 2: B 4C, C AC, A 5S: C takes (4).
    # B and C tie at 4; A dealt: both tied sides are non-dealers, so nobody scores game.
    rules = Rules(game_tie="non_dealer")
    kwargs = {
        "trump": "H",
        "dealt": {"A": "2H 5S", "B": "AH 4C", "C": "3H AC"},
        "captured": {"B": "2H AH 3H", "C": "4C AC 5S"},
        "rules": rules,
    }
    hand = tally(**wrong(kwargs), dealer="A")
    assert hand.awards == (Award("high", "B", 1), Award("low", "A", 1))
    # Dealt by B: only C among the tied sides is a non-dealer.
    hand = tally(**wrong(kwargs), dealer="B")
    assert hand.awards[-1] == Award("game", "C", 1)


def test_p2_turned_up_trumps_absent_score_no_high_or_low() -> None:
    # No trump dealt at all (possible with a turn-up): only the game point.
    hand = tally(
        trump="S",
        dealt={"A": "AH 2H", "B": "KD 3C"},
        captured={"A": "AH KD", "B": "2H 3C"},
        players=2,
        rules=ALL_FOURS,
    )
    assert hand.awards == (Award("game", "A", 1),)


def test_p2_folded_low_to_capturer_and_uncaptured_jack_score_nobody() -> None:
    # A player folded (P5): his cards were dealt, so they are in play, but never captured.
    # Trump spades: A dealt JS 2S (folded, never played), B dealt AS 5D, both tricks void.
    hand = tally(
        trump="S",
        dealt={"A": "JS 2S", "B": "AS 5D"},
        captured={},
        players=2,
        rules=Rules(low="capturer"),
    )
    # High AS to B; low 2S and the jack were captured by nobody; game 0 to 0 is a tie.
    assert hand.awards == (Award("high", "B", 1),)
    all_fours = tally(
        trump="S",
        dealt={"A": "JS 2S", "B": "AS 5D"},
        captured={},
        players=2,
        rules=ALL_FOURS,
    )
    assert all_fours.awards == (Award("high", "B", 1), Award("low", "A", 1))


# --- P3: kicks, begging, counting out --------------------------------------------------------


def test_p3_kicks_ace_six_jack() -> None:
    assert kick("AH") == 1
    assert kick("6C") == 2
    assert kick("JD") == 3
    assert [kick(rank + "S") for rank in "KQT98754"] == [0] * 8
    assert kick("2S") == 0
    assert kick(Card.parse("JS"), rules=Rules(kicks="trinidad")) == 3


def test_p3_tobago_two_scores_two_instead_of_the_six() -> None:
    assert kick("2H", rules=TOBAGO) == 2
    assert kick("6H", rules=TOBAGO) == 0
    assert kick("AH", rules=TOBAGO) == 1
    assert kick("JH", rules=TOBAGO) == 3


def test_p3_no_kick_without_a_turn_up() -> None:
    with pytest.raises(RuleViolationError, match="rules"):
        kick("JH", rules=PITCH)
    with pytest.raises(RuleViolationError):
        kick("JH", rules=ALL_FOURS_NO_TURN_UP)


def test_p3_kick_scores_for_the_dealer_before_the_hand() -> None:
    game = Game(("us", "them"), rules=ALL_FOURS)  # us deal first
    # P3: the turned-up JH is not dealt, so nobody has the jack point this hand.
    hand = Tally.summary(high="them", low="us", game="them", rules=ALL_FOURS, jack=None)
    game = game.record(hand, kicks=["JH"])
    deal = game.deals[0]
    assert deal.dealer == "us"
    assert deal.items[0] == Item("kick (JH)", "us", 3)
    # us: kick 3 + low 1; them: high, game.
    assert game.totals == {"us": 4, "them": 2}
    assert game.dealer == "them"


def test_p3_take_one_scores_one_to_the_begging_side_first() -> None:
    game = Game(("us", "them"), rules=ALL_FOURS, first_dealer="them")
    hand = Tally.summary(high="us", low="us", game="them", rules=ALL_FOURS, jack=None)
    game = game.record(hand, kicks=("5S",), take_one="us")
    assert game.deals[0].items[0] == Item("take one", "us", 1)
    assert game.totals == {"us": 3, "them": 1}


def test_p3_every_turn_up_after_a_beg_kicks() -> None:
    # First turn-up AS (1), begged; the pack is run: 6S, same suit (2), run again: JD (3) is
    # a new suit, so diamonds are trumps. The dealer's side scores 1 + 2 + 3 = 6.
    game = Game(("us", "them"), rules=ALL_FOURS)
    hand = tally(
        trump="D",
        dealt={"us": "2D 4C", "them": "KD 5C"},
        captured={"them": "2D KD 4C 5C"},
        players=2,
        rules=ALL_FOURS,
    )
    game = game.record(hand, kicks=("AS", "6S", "JD"))
    assert [item.label for item in game.deals[0].items[:3]] == [
        "kick (AS)",
        "kick (6S)",
        "kick (JD)",
    ]
    # them: high KD, game (KD 3 vs 0); us: low 2D.
    assert game.totals == {"us": 7, "them": 2}


def test_p3_redeal_after_three_turn_ups_of_one_suit_keeps_the_kicks() -> None:
    game = Game(("us", "them"), rules=TOBAGO)
    game = game.redeal(kicks=("2H", "9H", "JH"))
    assert game.totals == {"us": 5, "them": 0}
    assert game.dealer == "us"  # the same dealer deals again
    assert game.deals[0].tally is None
    assert game.undo() == Game(("us", "them"), rules=TOBAGO)
    assert game.undo().dealer == "us"
    with pytest.raises(ImpossibleResultError, match="kicks"):
        game.redeal(kicks=("2H", "9S", "JH"))


def test_p3_turn_ups_must_repeat_then_change_suit_and_end_on_trumps() -> None:
    game = Game(("us", "them"), rules=ALL_FOURS)
    hand = tally(
        trump="D",
        dealt={"us": "2D 4C", "them": "KD 5C"},
        captured={"them": "2D KD 4C 5C"},
        players=2,
        rules=ALL_FOURS,
    )
    with pytest.raises(ImpossibleResultError, match="kicks"):
        game.record(hand, kicks=("AS", "6H", "JD"))  # after 6H (new suit) play began
    with pytest.raises(ImpossibleResultError, match="kicks"):
        game.record(hand, kicks=("AS",))  # the last turn-up names trumps: diamonds
    with pytest.raises(ImpossibleResultError, match="kicks"):
        game.record(hand, kicks=("KD",))  # a dealt card cannot be the turn-up
    with pytest.raises(ImpossibleResultError, match="kicks"):
        game.record(hand, kicks=("AS", "6S", "7S", "JD"))
    with pytest.raises(RuleViolationError, match="take_one"):
        game.record(hand, kicks=("AS", "JD"), take_one="them")


def test_p3_counting_out_high_wins_before_the_other_sides_low() -> None:
    rules = attrs.evolve(ALL_FOURS, target=5)
    game = Game(("us", "them"), rules=rules)
    # Deal 1: high us, low them, hang jack them, game us: us 2, them 4.
    game = game.record(
        Tally.summary(high="us", low="them", jack="them", hang=True, game="us", rules=rules)
    )
    assert game.totals == {"us": 2, "them": 4}
    # Deal 2: high and low us: 4 to 4.
    game = game.record(
        Tally.summary(high="us", low="us", sides=("us", "them"), rules=rules, jack=None, game=None)
    )
    assert game.totals == {"us": 4, "them": 4}
    # Deal 3: us's high is counted first and reaches 5; them's low is never counted.
    final = game.record(Tally.summary(high="us", low="them", game="them", rules=rules, jack=None))
    assert final.finished
    assert final.winner == "us"
    assert final.totals == {"us": 5, "them": 4}
    assert final.deals[-1].items == (Item("high", "us", 1),)
    assert final.deals[-1].winner == "us"
    assert final.undo() == game
    assert not final.undo().finished
    with pytest.raises(RuleViolationError, match="game"):
        final.record(Tally.summary(high="us", low="them", rules=rules, jack=None, game=None))


def test_p3_a_kick_can_win_before_the_hand_is_counted() -> None:
    rules = attrs.evolve(ALL_FOURS, target=3)
    game = Game(("us", "them"), rules=rules, first_dealer="them")
    hand = Tally.summary(
        high="us", low="us", game="us", sides=("us", "them"), rules=rules, jack=None
    )
    game = game.record(hand, kicks=["JS"])
    assert game.winner == "them"
    assert game.totals == {"us": 0, "them": 3}


def test_p3_no_turn_up_form_rejects_kicks_and_begging() -> None:
    game = Game(("us", "them"), rules=ALL_FOURS_NO_TURN_UP)
    hand = Tally.summary(high="us", low="them", rules=ALL_FOURS_NO_TURN_UP, jack=None, game=None)
    with pytest.raises(RuleViolationError, match="kicks"):
        game.record(hand, kicks=("JH",))
    with pytest.raises(RuleViolationError, match="take_one"):
        game.record(hand, take_one="them")
    assert game.record(hand).totals == {"us": 1, "them": 1}


def test_p3_the_dealer_cannot_be_given_one() -> None:
    game = Game(("us", "them"), rules=ALL_FOURS)
    hand = Tally.summary(high="us", low="them", rules=ALL_FOURS, jack=None, game=None)
    with pytest.raises(RuleViolationError, match="take_one"):
        game.record(hand, take_one="us")


# --- P4: bidding, setback, bidder goes out ---------------------------------------------------


def test_p4_setback_bidder_short_loses_the_bid() -> None:
    # Hand J: A 1 (low), B 3. A bid 2 and took 1: -2; B scores its 3.
    hand = tally(**wrong(HAND_J))
    assert settle(hand, bidder="A", bid=2) == {"A": -2, "B": 3}
    # B bid 3 and took 3: made.
    assert settle(hand, bidder="B", bid=3) == {"A": 1, "B": 3}
    # B bid 4 and took 3: set back 4.
    assert settle(hand, bidder="B", bid=4) == {"A": 1, "B": -4}


def test_p4_setback_scores_may_go_below_zero() -> None:
    game = Game(("us", "them"))
    hand = Tally.summary(high="them", low="them", jack="us", game="them")
    game = game.record(hand, bidder="us", bid=3)
    assert game.totals == {"us": -3, "them": 3}
    assert game.deals[0].items[-1] == Item("setback (bid 3, took 1)", "us", -3)
    assert game.deals[0].made is False


def test_p4_without_setback_the_bidder_keeps_what_it_took() -> None:
    rules = attrs.evolve(PITCH, setback=False)
    hand = Tally.summary(high="A", low="B", jack="B", game="B", rules=rules)
    assert settle(hand, bidder="A", bid=2, rules=rules) == {"A": 1, "B": 3}
    game = Game(("A", "B"), rules=rules).record(hand, bidder="A", bid=2)
    assert game.totals == {"A": 1, "B": 3}
    assert game.deals[0].made is False


def test_p4_bids_two_to_four() -> None:
    hand = Tally.summary(high="A", low="B", jack=None, game=None)
    with pytest.raises(RuleViolationError, match="bid: 1"):
        settle(hand, bidder="A", bid=1)
    with pytest.raises(RuleViolationError, match="bid: 5"):
        settle(hand, bidder="A", bid=5)
    with pytest.raises(ScoreError, match="bid: '3'"):
        settle(hand, bidder="A", bid="3")
    with pytest.raises(ScoreError, match="bidder"):
        settle(hand, bidder="C", bid=2)


def test_p4_dealer_may_steal_at_the_highest_bid() -> None:
    assert pitch.auction([2, None, 3, 3]) == (3, 3)
    assert pitch.auction([2, "pass", None, 4]) == (3, 4)
    assert pitch.auction([2, 3, "pass", "pass"]) == (1, 3)


def test_p4_dealer_forced_to_bid_two_when_all_pass() -> None:
    assert pitch.auction(["pass", "pass", "pass", 2]) == (3, 2)
    with pytest.raises(RuleViolationError, match="dealer must bid"):
        pitch.auction(["pass", "pass", "pass", "pass"])
    thrown_in = attrs.evolve(PITCH, dealer_forced=False)
    assert pitch.auction([None, None, None, None], rules=thrown_in) is None


def test_p5_no_dealer_priority_dealer_must_bid_higher() -> None:
    rules = attrs.evolve(PITCH, dealer_steal=False)
    with pytest.raises(RuleViolationError, match="more than 3"):
        pitch.auction([2, None, 3, 3], rules=rules)
    assert pitch.auction([2, None, 3, 4], rules=rules) == (3, 4)


def test_p4_each_bid_higher_than_the_last() -> None:
    with pytest.raises(RuleViolationError, match="more than 3"):
        pitch.auction([3, 3, None, None])
    with pytest.raises(RuleViolationError, match="at least 3"):
        pitch.auction([3, None, None, 2])
    with pytest.raises(RuleViolationError, match="calls"):
        pitch.auction([5, None, None, None])
    with pytest.raises(ScoreError, match="calls"):
        pitch.auction([wrong(2.5), None])
    with pytest.raises(ScoreError, match="calls"):
        pitch.auction("2 3")
    with pytest.raises(ScoreError, match="calls"):
        pitch.auction([2])


def test_p5_minimum_and_maximum_bid() -> None:
    rules = attrs.evolve(PITCH, jick=True, min_bid=3, max_bid=5)
    hand = Tally.summary(
        high="A", low="A", jick="A", game="A", sides=("A", "B"), rules=rules, jack=None
    )
    assert settle(hand, bidder="A", bid=5, rules=rules) == {"A": -5, "B": 0}
    assert settle(hand, bidder="A", bid=4, rules=rules) == {"A": 4, "B": 0}
    with pytest.raises(RuleViolationError):
        settle(hand, bidder="A", bid=2, rules=rules)
    assert pitch.auction([None, 5, None, None], rules=rules) == (1, 5)


def _set_back_hand() -> Tally:
    # "us" bids 2 and takes only the jack: set back; "them" takes high, low and game.
    return Tally.summary(high="them", low="them", jack="us", game="them")


def test_p4_bidder_goes_out_a_defending_side_at_22_does_not_win() -> None:
    game = Game(("us", "them"))
    for _ in range(6):
        game = game.record(_set_back_hand(), bidder="us", bid=2)
    # them: 6 × 3 = 18; us: 6 × -2 = -12.
    assert game.totals == {"us": -12, "them": 18}
    # them take 4 more as defenders (us bid 4, take nothing): 22, but they did not bid.
    game = game.record(
        Tally.summary(high="them", low="them", jack="them", game="them", sides=("us", "them")),
        bidder="us",
        bid=4,
    )
    assert game.totals == {"us": -16, "them": 22}
    assert not game.finished
    assert game.winner is None
    # them now bid 2 and make it: 22 + 2 = 24 on their own bid: them win.
    game = game.record(
        Tally.summary(high="them", low="them", sides=("us", "them"), jack=None, game=None),
        bidder="them",
        bid=2,
    )
    assert game.winner == "them"
    assert game.finished
    assert game.totals == {"us": -16, "them": 24}


def test_p4_bidder_at_the_target_who_fails_the_bid_does_not_win() -> None:
    rules = attrs.evolve(PITCH, target=4)
    game = Game(("us", "them"), rules=rules)
    # them bid 2 and take nothing: -2; us reach the target 4 as defenders and play on.
    game = game.record(
        Tally.summary(high="us", low="us", jack="us", game="us", sides=("us", "them")),
        bidder="them",
        bid=2,
    )
    assert game.totals == {"us": 4, "them": -2}
    assert not game.finished
    # us, at the target, bid 2 and take only high: set back to 2.
    game = game.record(
        Tally.summary(high="us", low="them", jack="them", game="them"), bidder="us", bid=2
    )
    assert game.totals == {"us": 2, "them": 1}
    assert not game.finished


def test_p5_counting_out_with_setback_skips_the_short_bidder() -> None:
    # SHORT_PACK counts out to 12. us bid 3 and took 2: their points are not counted and the
    # setback comes last.
    game = Game(("us", "them"), rules=SHORT_PACK)
    hand = Tally.summary(
        high="us", low="them", jick="us", game="them", rules=SHORT_PACK, jack=None
    )
    game = game.record(hand, bidder="us", bid=3)
    assert [str(item.label) for item in game.deals[0].items] == [
        "low",
        "game",
        "setback (bid 3, took 2)",
    ]
    assert game.totals == {"us": -3, "them": 2}


def test_p5_bidder_points_counted_first_against_plain_counting_out() -> None:
    # Both sides at 6 of 7. A bid 2 and took jack and game; B took high and low.
    hand = Tally.summary(high="B", low="B", jack="A", game="A", sides=("A", "B", "C"))
    start = Tally.summary(high="A", low="B", game="A", sides=("A", "B", "C"), jack=None)
    game = Game(("A", "B", "C"), rules=CUTTHROAT)
    # Reach A 6, B 6 by three hands in which each makes its bid (no one reaches 7).
    for bidder in ("A", "B"):
        game = game.record(
            Tally.summary(
                high=bidder, low=bidder, jack=bidder, game=bidder, sides=("A", "B", "C")
            ),
            bidder=bidder,
            bid=4,
        )
    game = game.record(start, bidder="A", bid=2)  # A +2 → 6, B +1 → 5
    game = game.record(
        Tally.summary(high="B", low="C", sides=("A", "B", "C"), jack=None, game=None),
        bidder="C",
        bid=2,
    )  # C short of 2: -2; B's high → 6
    assert game.totals == {"A": 6, "B": 6, "C": -2}
    first = game.record(hand, bidder="A", bid=2)
    assert first.winner == "A"  # the bidder's jack is counted before B's high
    assert first.totals == {"A": 7, "B": 6, "C": -2}
    plain = Game(("A", "B", "C"), rules=attrs.evolve(CUTTHROAT, going_out="count"))
    for deal in game.deals:
        plain = plain.record(wrong(deal.tally), bidder=deal.bidder, bid=deal.bid)
    assert plain.record(hand, bidder="A", bid=2).winner == "B"  # high comes first


def test_p4_bidder_goes_out_needs_bidding() -> None:
    with pytest.raises(RuleViolationError, match="going_out"):
        Rules(bidding=False)
    with pytest.raises(RuleViolationError, match="going_out"):
        Rules(bidding=False, going_out="bidder-first")


def test_p4_game_records_need_a_bid_with_bidding_and_none_without() -> None:
    hand = Tally.summary(high="us", low="them", jack=None, game=None)
    with pytest.raises(ScoreError, match="bidder"):
        Game(("us", "them")).record(hand)
    with pytest.raises(ScoreError, match="bid"):
        Game(("us", "them")).record(hand, bidder="us")
    all_fours = Tally.summary(high="us", low="them", rules=ALL_FOURS, jack=None, game=None)
    with pytest.raises(RuleViolationError, match="bidder"):
        Game(("us", "them"), rules=ALL_FOURS).record(all_fours, bidder="us", bid=2)
    with pytest.raises(RuleViolationError, match="bidder"):
        settle(all_fours, bidder="us", bid=2, rules=ALL_FOURS)
    assert settle(all_fours, bidder=None, bid=None, rules=ALL_FOURS) == {"us": 1, "them": 1}


# --- P5: jick, jokers, trey, the short pack --------------------------------------------------


def test_p5_jick_is_a_trump_below_the_jack_and_scores_to_its_capturer() -> None:
    # Trump hearts, jick JD. A dealt JD 5H 9C, B dealt JH KS 2D.
    # Trick 1: A 5H, B JH takes. Trick 2: B KS, A trumps with JD. Trick 3: A 9C, B 2D: A.
    # High JH (B); low 5H (A); jack kept by B; jick captured by A; game A 4 (KS 3 + JD 1)
    # against B 1 (JH).
    rules = attrs.evolve(PITCH, jick=True, max_bid=5)
    hand = tally(
        trump="H",
        dealt={"A": "JD 5H 9C", "B": "JH KS 2D"},
        captured={"A": "KS JD 9C 2D", "B": "5H JH"},
        players=2,
        rules=rules,
    )
    assert hand.awards == (
        Award("high", "B", 1),
        Award("low", "A", 1),
        Award("jack", "B", 1),
        Award("jick", "A", 1),
        Award("game", "A", 1),
    )
    assert hand.points == {"A": 3, "B": 2}
    assert rules.points == 5


# Trump spades, jick JC. A dealt JC 4D, B dealt 5H 6H. A leads JC, B 5H: A takes (1).
# B leads 6H, A discards 4D: B takes (0). JC is the only trump (with jick): high and low.
LONE_JICK = {
    "trump": "S",
    "dealt": {"A": "JC 4D", "B": "5H 6H"},
    "captured": {"A": "JC 5H", "B": "6H 4D"},
    "players": 2,
}


def test_p5_a_lone_jick_is_high_and_low() -> None:
    hand = tally(**wrong(LONE_JICK), rules=attrs.evolve(PITCH, jick=True))
    assert hand.awards == (
        Award("high", "A", 1),
        Award("low", "A", 1),
        Award("jick", "A", 1),
        Award("game", "A", 1),
    )


def test_p5_without_jick_the_off_jack_is_a_plain_card() -> None:
    hand = tally(**wrong(LONE_JICK))
    assert hand.awards == (Award("game", "A", 1),)


# Ten-point pitch, trump spades (jick JC), two players.
# A dealt AS JS BJ 3S TD 4C; B dealt 2S JC LJ KH 5D 6C.
# T1 AS/2S: A. T2 JS/JC: A (jack above jick). T3 BJ/LJ: A (big above little).
# T4 3S/KH: A (trump led, B discards). T5 TD/5D: A. T6 4C/6C: B.
# High AS (A), low 2S (B, holder), jack A, jick A, big joker A, little joker A,
# game A 19 (AS 4 + JS 1 + JC 1 + KH 3 + TD 10) against B 0, trey 3S A (3).
TEN_POINT_HAND = {
    "trump": "S",
    "dealt": {"A": "AS JS BJ 3S TD 4C", "B": "2S JC LJ KH 5D 6C"},
    "captured": {"A": "AS 2S JS JC BJ LJ 3S KH TD 5D", "B": "4C 6C"},
    "players": 2,
}


def test_p5_ten_point_tally_ten_points_in_all() -> None:
    hand = tally(**wrong(TEN_POINT_HAND), rules=TEN_POINT)
    assert hand.awards == (
        Award("high", "A", 1),
        Award("low", "B", 1),
        Award("jack", "A", 1),
        Award("jick", "A", 1),
        Award("big joker", "A", 1),
        Award("little joker", "A", 1),
        Award("game", "A", 1),
        Award("trey", "A", 3),
    )
    assert hand.points == {"A": 9, "B": 1}
    assert hand.total == 10 == TEN_POINT.points


def test_p5_jokers_rank_below_the_jick_above_the_ten_and_are_never_low() -> None:
    order = TEN_POINT.trump_order("S")
    ranked = sorted(order, key=order.__getitem__, reverse=True)
    assert [str(card) for card in ranked[:7]] == ["AS", "KS", "QS", "JS", "JC", "BJ", "LJ"]
    assert str(ranked[7]) == "TS"
    # Only jokers and TS: high the big joker, low the ten.
    hand = tally(
        trump="S",
        dealt={"A": "BJ 4C", "B": "LJ TS"},
        captured={"A": "BJ LJ", "B": "4C TS"},
        players=2,
        rules=TEN_POINT,
    )
    assert hand.awards[:2] == (Award("high", "A", 1), Award("low", "B", 1))
    # Only jokers as trumps: no low at all.
    hand = tally(
        trump="S",
        dealt={"A": "BJ 4C", "B": "LJ 5D"},
        captured={"A": "BJ LJ", "B": "4C 5D"},
        players=2,
        rules=TEN_POINT,
    )
    assert [award.point for award in hand.awards] == ["high", "big joker", "little joker"]


def test_p5_joker_order_option_little_above_big() -> None:
    rules = attrs.evolve(TEN_POINT, big_joker_high=False)
    hand = tally(
        trump="S",
        dealt={"A": "BJ 4C", "B": "LJ TS"},
        captured={"B": "BJ LJ 4C TS"},
        players=2,
        rules=rules,
    )
    assert hand.awards[0] == Award("high", "B", 1)


def test_p5_short_pack_in_play_means_dealt() -> None:
    # 28 cards, trump spades. A dealt KS 9S AD, B dealt QS TD 2H; 2S undealt.
    # A takes KS/QS, 9S/2H and AD/TD. High KS, low 9S (2S is not in play), game A.
    hand = tally(
        trump="S",
        dealt={"A": "KS 9S AD", "B": "QS TD 2H"},
        captured={"A": "KS QS 9S 2H AD TD"},
        players=2,
        rules=SHORT_PACK,
    )
    assert hand.awards == (
        Award("high", "A", 1),
        Award("low", "A", 1),
        Award("game", "A", 1),
    )


def test_p5_short_pack_rejects_other_cards() -> None:
    with pytest.raises(ImpossibleResultError, match=r"dealt\['A'\]: '5H'"):
        tally(
            trump="S",
            dealt={"A": "5H", "B": "2H"},
            captured={},
            players=2,
            rules=SHORT_PACK,
        )
    with pytest.raises(RuleViolationError, match="trey"):
        attrs.evolve(SHORT_PACK, trey=True)


# --- Rules and presets -----------------------------------------------------------------------


def test_rules_keywords_and_evolve() -> None:
    rules = Rules(low="capturer", target=11, jick=True)
    assert rules.low is pitch.Low.CAPTURER
    assert rules.target == 11
    assert rules.jick
    assert attrs.evolve(rules, target=15).target == 15
    assert Rules(game_tie="NON DEALER").game_tie is pitch.GameTie.NON_DEALER
    assert Rules(going_out="bidder_first").going_out is pitch.GoingOut.BIDDER_FIRST
    assert Rules(jack="trinidad").jack is pitch.JackScoring.TRINIDAD
    assert str(pitch.Kicks.TOBAGO) == "tobago"
    assert pitch.Kicks.parse(pitch.Kicks.NONE) is pitch.Kicks.NONE


def test_presets_hold_their_documented_options() -> None:
    assert (ALL_FOURS.target, ALL_FOURS.kicks, ALL_FOURS.jack) == (
        21,
        pitch.Kicks.TRINIDAD,
        pitch.JackScoring.TRINIDAD,
    )
    assert not ALL_FOURS.bidding
    assert ALL_FOURS.going_out is pitch.GoingOut.COUNT
    assert pitch.ALL_FOURS_14.target == 14
    assert ALL_FOURS_NO_TURN_UP.kicks is pitch.Kicks.NONE
    assert TOBAGO.kicks is pitch.Kicks.TOBAGO
    assert (PITCH.target, PITCH.min_bid, PITCH.max_bid) == (21, 2, 4)
    assert PITCH.going_out is pitch.GoingOut.BIDDER
    assert PITCH.jack is pitch.JackScoring.CAPTURER
    assert PITCH.dealer_steal
    assert PITCH.dealer_forced
    assert PITCH.setback
    assert pitch.SETBACK_11.target == 11
    assert (CUTTHROAT.target, CUTTHROAT.going_out) == (7, pitch.GoingOut.BIDDER_FIRST)
    assert (SHORT_PACK.pack, SHORT_PACK.jick, SHORT_PACK.max_bid, SHORT_PACK.target) == (
        28,
        True,
        5,
        12,
    )
    assert TEN_POINT.jick
    assert TEN_POINT.jokers
    assert TEN_POINT.trey
    assert not TEN_POINT.dealer_steal
    assert TEN_POINT.max_bid == 10
    assert (ALL_FOURS.points, PITCH.points, TEN_POINT.points) == (6, 4, 10)
    assert pitch.PRESETS["ten-point"] is TEN_POINT


def test_rules_cross_checks() -> None:
    with pytest.raises(RuleViolationError, match="max_bid"):
        Rules(max_bid=5)  # only 4 points exist without jick
    with pytest.raises(RuleViolationError, match="min_bid"):
        Rules(min_bid=4, max_bid=3)


# --- Summary tallies -------------------------------------------------------------------------


def test_summary_checked_against_the_rules() -> None:
    hand = Tally.summary(high="A", low="B", jack="A", game=None)
    assert hand.points == {"A": 2, "B": 1}
    assert hand.items == (Item("high", "A", 1), Item("low", "B", 1), Item("jack", "A", 1))
    with pytest.raises(RuleViolationError, match="hang"):
        Tally.summary(high="A", low="B", jack="A", hang=True, game=None)
    with pytest.raises(RuleViolationError, match="jick: 'A'"):
        Tally.summary(high="A", low="B", jick="A", jack=None, game=None)
    with pytest.raises(RuleViolationError, match="big_joker"):
        Tally.summary(high="A", low="B", big_joker="A", jack=None, game=None)
    with pytest.raises(RuleViolationError, match="trey"):
        Tally.summary(high="A", low="B", trey="A", jack=None, game=None)
    with pytest.raises(ImpossibleResultError, match="low"):
        Tally.summary(high=None, low="B", game="A", sides=("A", "B"), jack=None)
    with pytest.raises(ImpossibleResultError, match="hang"):
        Tally.summary(high="A", low="B", hang=True, rules=ALL_FOURS, jack=None, game=None)
    with pytest.raises(ScoreError, match="sides"):
        Tally.summary(high="A", low="A", jack=None, game=None)
    with pytest.raises(ScoreError, match="game"):
        Tally.summary(high="A", low="B", game="C", sides=("A", "B"), jack=None)
    assert Tally.summary(high="A", low="A", sides=("A", "B"), jack=None, game=None).points == {
        "A": 2,
        "B": 0,
    }
    # All Fours: no trump dealt, high and low nobody's; the game still counts (P2).
    assert Tally.summary(
        high=None, low=None, game="B", sides=("A", "B"), jack=None, rules=ALL_FOURS
    ).points == {
        "A": 0,
        "B": 1,
    }
    ten = Tally.summary(
        high="A",
        low="B",
        jack="A",
        jick="B",
        big_joker="A",
        little_joker="B",
        game="A",
        trey="B",
        rules=TEN_POINT,
    )
    assert ten.points == {"A": 4, "B": 6}


def test_tally_constructed_directly_is_checked() -> None:
    hand = Tally(("A", "B"), [("high", "A", 1), ("game", "B", 1)])
    assert hand.points == {"A": 1, "B": 1}
    with pytest.raises(ImpossibleResultError, match="counting-out order"):
        Tally(("A", "B"), [("game", "B", 1), ("high", "A", 1)])
    with pytest.raises(ImpossibleResultError, match="counting-out order"):
        Tally(("A", "B"), [("high", "B", 1), ("high", "A", 1)])
    with pytest.raises(ImpossibleResultError, match="awards"):
        Tally(("A", "B"), [("high", "A", 2)])
    with pytest.raises(ScoreError, match="awards"):
        Tally(("A", "B"), [("smudge", "A", 1)])
    with pytest.raises(ScoreError, match="awards"):
        Tally(("A", "B"), [("high", "C", 1)])
    with pytest.raises(ScoreError, match="awards"):
        Tally(("A", "B"), wrong([("high", "A")]))
    with pytest.raises(ScoreError, match="awards"):
        Tally(("A", "B"), wrong(5))
    with pytest.raises(RuleViolationError, match="awards"):
        Tally(("A", "B"), [("hang jack", "A", 3)])
    with pytest.raises(ImpossibleResultError, match="items"):
        Tally(("A", "B"), [("high", "A", 1)], items=[Item("high", "B", 1)])
    with pytest.raises(ScoreError, match="items"):
        Tally(("A", "B"), [("high", "A", 1)], items=wrong(["high"]))
    with pytest.raises(ScoreError, match="items"):
        Tally(("A", "B"), [("high", "A", 1)], items=wrong(5))
    with pytest.raises(ScoreError, match="in_play"):
        Tally(("A", "B"), [], in_play={"AS", "XX"})
    assert Tally(("A", "B"), [], trump="♠").trump is Suit.SPADES


def test_tally_built_by_hand_raises_nothing_but_score_error() -> None:
    # Issue 20: a Tally built by hand is checked like the functions.
    with pytest.raises(ScoreError, match="items"):
        Tally(("A", "B"), [("high", "A", 1)], items=[Item("high", "A", wrong("1"))])
    with pytest.raises(ScoreError, match="items"):
        Tally(("A", "B"), [("high", "A", 1)], items=[Item("high", "A", True)])
    with pytest.raises(ScoreError, match="items"):
        Tally(("A", "B"), [("high", "A", 1)], items=[Item(wrong(1), "A", 1)])
    with pytest.raises(ScoreError, match="items"):
        Tally(("A", "B"), [("high", "A", 1)], items=[Item("high", wrong(["A"]), 1)])
    with pytest.raises(ImpossibleResultError, match="awards"):
        Tally(("A", "B"), wrong([("high", "A", "1")]))
    with pytest.raises(ScoreError, match="awards"):
        Tally(("A", "B"), wrong([("high", ["A"], 1)]))
    with pytest.raises(ScoreError, match="tricks"):
        Tally(("A", "B"), [], tricks=(1, -1))
    with pytest.raises(ScoreError, match="tricks"):
        Tally(("A", "B"), [], tricks=(1,))
    assert Tally(("A", "B"), [], in_play={"AS"}).in_play == frozenset(pitch.parse_cards("AS"))


def test_tally_constructed_directly_checks_game_points_and_trump() -> None:
    with pytest.raises(ScoreError, match="game_points"):
        Tally(("A", "B"), [], game_points=wrong([1, 2]))
    with pytest.raises(ScoreError, match="game_points"):
        Tally(("A", "B"), [], game_points=(1, 2, 3))
    with pytest.raises(ScoreError, match="trump"):
        Tally(("A", "B"), [], trump=wrong(3))
    with pytest.raises(NotationError, match="trump"):
        Tally(("A", "B"), [], trump="X")
    assert Tally(("A", "B"), [], trump="♠").trump is Suit.SPADES


# --- Impossible tallies ----------------------------------------------------------------------


def _hand(**changes: object) -> dict[str, object]:
    base: dict[str, object] = {
        "trump": "H",
        "dealt": {"A": "2H QC 4D", "B": "AH 7C TS"},
        "captured": {"A": "7C QC 4D TS", "B": "2H AH"},
        "players": 2,
    }
    base.update(changes)
    return base


@pytest.mark.parametrize(
    ("changes", "error", "field"),
    [
        ({"dealt": {"A": "2H QC 4D", "B": "2H 7C TS"}}, ImpossibleResultError, "dealt"),
        ({"captured": {"A": "7C QC 4D 9S", "B": "2H AH"}}, ImpossibleResultError, "captured"),
        ({"captured": {"A": "7C QC 2H AH", "B": "2H AH"}}, ImpossibleResultError, "captured"),
        ({"captured": {"A": "7C QC 4D", "B": "2H AH"}}, ImpossibleResultError, "captured"),
        ({"captured": {"C": "7C QC"}}, ScoreError, "captured"),
        ({"captured": {5: "7C QC"}}, ScoreError, "captured"),
        ({"dealt": {"A": "2H QC", "B": "AH 7C TS"}}, ImpossibleResultError, "dealt"),
        ({"dealt": {"A": "2H QC 4D BJ", "B": "AH 7C TS 3C"}}, ImpossibleResultError, "dealt"),
        ({"dealt": {"A": "2H QC ZZ", "B": "AH 7C TS"}}, NotationError, "dealt"),
        ({"dealt": {"A": "2H QC 4D"}}, ScoreError, "dealt"),
        ({"dealt": {"A": "2H QC 4D", "": "AH 7C TS"}}, ScoreError, "dealt"),
        ({"dealt": "2H"}, ScoreError, "dealt"),
        ({"dealt": {"A": 5, "B": "AH 7C TS"}}, ScoreError, "dealt"),
        ({"dealt": {"A": [5], "B": "AH 7C TS"}}, ScoreError, "dealt"),
        ({"captured": ["7C"]}, ScoreError, "captured"),
        ({"players": 3}, ImpossibleResultError, "players"),
        ({"players": 7}, ImpossibleResultError, "players"),
        ({"players": "2"}, ScoreError, "players"),
        ({"players": True}, ScoreError, "players"),
        ({"trump": "X"}, NotationError, "trump"),
        ({"trump": 4}, ScoreError, "trump"),
        ({"rules": "whist"}, NotationError, "rules"),
        ({"rules": 4}, ScoreError, "rules"),
        ({"dealer": "C"}, ScoreError, "dealer"),
    ],
)
def test_impossible_tally_inputs(
    changes: dict[str, object], error: type[ScoreError], field: str
) -> None:
    with pytest.raises(error) as caught:
        tally(**wrong(_hand(**changes)))
    assert field in str(caught.value)


def test_whole_tricks_of_four_by_default_with_two_sides() -> None:
    # Four players, two sides: a pile of 2 cards is not a whole number of tricks.
    with pytest.raises(ImpossibleResultError, match="whole tricks of 4"):
        tally(
            trump="H",
            dealt={"A": "2H QC", "B": "AH 7C"},
            captured={"A": "2H QC"},
        )


def test_six_players_three_sides_of_partners() -> None:
    # P5 (seed): six players in teams of two. Trump clubs, one card each; one trick of six.
    hand = tally(
        trump="C",
        dealt={"A": "AC 2C", "B": "KH 3D", "C": "TS 4S"},
        captured={"C": "AC 2C KH 3D TS 4S"},
        players=6,
    )
    assert hand.points == {"A": 2, "B": 0, "C": 1}


# --- The game ledger -------------------------------------------------------------------------


def test_game_ledger_dealer_rotation_totals_and_undo() -> None:
    game = Game(["A", "B", "C"], rules=CUTTHROAT, first_dealer="B")
    assert game.dealer == "B"
    assert game.deals == ()
    # A bid 2 and took only high: -2; C scores low.
    one = game.record(
        Tally.summary(high="A", low="C", sides=("A", "B", "C"), jack=None, game=None),
        bidder="A",
        bid=2,
    )
    assert one.dealer == "C"
    two = one.record(
        Tally.summary(high="B", low="B", sides=("A", "B", "C"), jack=None, game=None),
        bidder="B",
        bid=2,
    )
    assert two.dealer == "A"
    assert two.totals == {"A": -2, "B": 2, "C": 1}
    by_items = sum_items(item for deal in two.deals for item in deal.items)
    assert by_items == {"A": -2, "B": 2, "C": 1}
    assert two.deals[0].scores == {"A": -2, "B": 0, "C": 1}
    assert not hasattr(two.deals[0], "points")  # deprecated in 0.1.0, gone (issue 42)
    assert two.undo() == one
    assert two.undo().undo() == game
    assert one.totals == {"A": -2, "B": 0, "C": 1}  # the old ledger is unchanged
    with pytest.raises(RuleViolationError, match="undo"):
        game.undo()


def test_game_rejects_foreign_tallies() -> None:
    game = Game(("us", "them"))
    with pytest.raises(ScoreError, match="tally"):
        game.record(Tally.summary(high="x", low="y", jack=None, game=None), bidder="us", bid=2)
    with pytest.raises(RuleViolationError, match="tally"):
        game.record(
            Tally.summary(high="us", low="them", rules=ALL_FOURS, jack=None, game=None),
            bidder="us",
            bid=2,
        )
    with pytest.raises(ScoreError, match="tally"):
        game.record(wrong("high us"), bidder="us", bid=2)
    dealt_by_them = tally(**wrong(HAND_T), rules=Rules(game_tie="non-dealer"), dealer="B")
    tie_game = Game(("A", "B"), rules=Rules(game_tie="non-dealer"))
    with pytest.raises(RuleViolationError, match="dealt by A"):
        tie_game.record(dealt_by_them, bidder="A", bid=2)
    with pytest.raises(RuleViolationError, match="rules"):
        settle(
            Tally.summary(high="us", low="them", jack=None, game=None),
            bidder="us",
            bid=2,
            rules=ALL_FOURS,
        )


@pytest.mark.parametrize(
    ("make", "field"),
    [
        (lambda: Game("AB"), "sides"),
        (lambda: Game(("A",)), "sides"),
        (lambda: Game(("A", "A")), "sides"),
        (lambda: Game(wrong(("A", 2))), "sides"),
        (lambda: Game(wrong(5)), "sides"),
        (lambda: Game(("A", "B"), rules=wrong(None)), "rules"),
        (lambda: Game(("A", "B"), first_dealer="C"), "first_dealer"),
        (lambda: Rules(target=wrong("21")), "target"),
        (lambda: Rules(target=0), "target"),
        (lambda: Rules(target=wrong(21.0)), "target"),
        (lambda: Rules(low="dealt"), "low"),
        (lambda: Rules(low=wrong(1)), "low"),
        (lambda: Rules(jack=wrong(None)), "jack"),
        (lambda: Rules(game_tie="dealer"), "game_tie"),
        (lambda: Rules(kicks="seven"), "kicks"),
        (lambda: Rules(going_out=wrong(True)), "going_out"),
        (lambda: Rules(jick=wrong("yes")), "jick"),
        (lambda: Rules(setback=wrong(1)), "setback"),
        (lambda: Rules(pack=32), "pack"),
        (lambda: Rules(pack=wrong("52")), "pack"),
        (lambda: Rules(min_bid=True), "min_bid"),
        (lambda: kick("ZZ"), "card"),
        (lambda: kick(wrong(14)), "card"),
        (lambda: kick("BJ"), "card"),
        (lambda: kick("AS", rules=wrong("nope")), "rules"),
        (lambda: pitch.game_value(wrong(None)), "card"),
        (lambda: pitch.parse_cards(wrong(5)), "cards"),
        (lambda: pitch.parse_cards("AS AS"), "cards"),
        (lambda: pitch.pack(wrong(None)), "rules"),
        (lambda: Joker.parse(wrong(5)), "card"),
        (lambda: Joker.parse("RJ"), "card"),
        (lambda: settle(wrong("AB"), bidder="A", bid=2), "tally"),
        (
            lambda: settle(
                Tally.summary(high="A", low="B", jack=None, game=None), bidder=None, bid=2
            ),
            "bidder",
        ),
        (
            lambda: settle(
                Tally.summary(high="A", low="B", jack=None, game=None), bidder="A", bid=None
            ),
            "bid",
        ),
        (lambda: pitch.auction([2, None], rules=wrong(5)), "rules"),
        (lambda: Tally.summary(high=wrong(5), low="B", jack=None, game=None), "high"),
        (lambda: Tally.summary(high="A", low="", jack=None, game=None), "low"),
        (
            lambda: Tally.summary(high="A", low="B", hang=wrong("yes"), jack=None, game=None),
            "hang",
        ),
        (lambda: Tally.summary(high="A", low="B", sides="AB", jack=None, game=None), "sides"),
        (
            lambda: Tally.summary(
                high="A", low="B", rules=wrong(ALL_FOURS.target), jack=None, game=None
            ),
            "rules",
        ),
        (lambda: Tally(("A", "B"), [], dealer="C"), "dealer"),
        (
            lambda: Game(("A", "B"), rules=ALL_FOURS).record(
                Tally.summary(high="A", low="B", rules=ALL_FOURS, jack=None, game=None),
                kicks=wrong(5),
            ),
            "kicks",
        ),
        (
            lambda: Game(("A", "B"), rules=ALL_FOURS).record(
                Tally.summary(high="A", low="B", rules=ALL_FOURS, jack=None, game=None),
                kicks=["AS", wrong(7)],
            ),
            "kicks",
        ),
        (
            lambda: Game(("A", "B"), rules=ALL_FOURS).record(
                Tally.summary(high="A", low="B", rules=ALL_FOURS, jack=None, game=None),
                take_one="C",
            ),
            "take_one",
        ),
        (
            lambda: Game(("A", "B"), rules=ALL_FOURS).record(
                Tally.summary(high="A", low="B", rules=ALL_FOURS, jack=None, game=None),
                take_one=wrong(1),
            ),
            "take_one",
        ),
        (
            lambda: Game(("A", "B")).record(
                Tally.summary(high="A", low="B", jack=None, game=None), bidder="A", bid=wrong(2.0)
            ),
            "bid",
        ),
        (
            lambda: Game(("A", "B")).record(
                Tally.summary(high="A", low="B", jack=None, game=None), bidder="C", bid=2
            ),
            "bidder",
        ),
        (lambda: Game(("A", "B")).redeal(kicks=("AS",)), "kicks"),
        (lambda: Game(("A", "B"), rules=ALL_FOURS).redeal(kicks=("AS", "KS")), "kicks"),
    ],
)
def test_bad_input_raises_score_error_naming_the_parameter(
    make: Callable[[], object], field: str
) -> None:
    with pytest.raises(ScoreError) as caught:
        make()
    assert caught.value.field.startswith(field), caught.value
    assert str(caught.value).startswith(field)


def test_p5_jokers_with_a_short_pack_and_a_joker_turn_up() -> None:
    rules = attrs.evolve(SHORT_PACK, jokers=True, kicks="trinidad")
    assert kick("BJ", rules=rules) == 0  # a joker turned up kicks nothing (P3 names no joker)
    with pytest.raises(ImpossibleResultError, match="jokers BJ LJ"):
        kick("5H", rules=rules)


def test_p5_ten_point_hand_without_jokers_in_play() -> None:
    # Trump hearts: A dealt AH 4C, B dealt 3H 5C. A takes AH 3H (4), B takes 4C 5C (0).
    # High AH (A), low 3H (B), trey 3H captured by A: 3.
    hand = tally(
        trump="H",
        dealt={"A": "AH 4C", "B": "3H 5C"},
        captured={"A": "AH 3H", "B": "5C 4C"},
        players=2,
        rules=TEN_POINT,
    )
    assert hand.awards == (
        Award("high", "A", 1),
        Award("low", "B", 1),
        Award("game", "A", 1),
        Award("trey", "A", 3),
    )


def test_p4_settle_under_an_equivalent_rules_value() -> None:
    hand = Tally.summary(high="A", low="B", jack=None, game=None)
    assert settle(hand, bidder="B", bid=2, rules=attrs.evolve(PITCH, target=11)) == {
        "A": 1,
        "B": -2,
    }


def test_p2_in_play_means_dealt_and_equal_tallies() -> None:
    # P2: "in play" means dealt to a player. A dealt 2H QC 4D, B dealt AH 7C TS (hearts).
    hand = tally(**wrong(_hand()))
    assert hand.in_play == frozenset(pitch.parse_cards("2H QC 4D AH 7C TS"))
    # Hand L's tricks: B took trick 1, A tricks 2 and 3.
    assert hand.tricks == (2, 1)
    # The same hand made directly, with its items and cards, is equal to the tallied one.
    again = Tally(
        hand.sides,
        hand.awards,
        hand.rules,
        trump="H",
        in_play=frozenset(pitch.parse_cards("TS 7C AH 4D QC 2H")),
        game_points=hand.game_points,
        items=hand.items,
        tricks=hand.tricks,
    )
    assert again == hand
    assert again.items == hand.items
    assert Tally.summary(high="A", low="B", jack=None, game=None).in_play == frozenset()


def test_issue_20_long_card_text_is_refused_before_it_is_read() -> None:
    with pytest.raises(NotationError) as caught:
        pitch.parse_card("A" * 10_000)
    assert caught.value.value == "A" * 40 + "…"
    with pytest.raises(NotationError, match="at most 216 characters"):
        pitch.parse_cards("AS " * 100)
    with pytest.raises(NotationError, match=r"dealt\['A'\]"):
        tally(trump="H", dealt={"A": "2H " * 100, "B": "AH"}, captured={})
    with pytest.raises(ScoreError, match=r"dealt\['A'\]"):
        tally(trump="H", dealt={"A": [wrong(["2H"])], "B": ["AH"]}, captured={}, players=2)


def test_p1_cards_in_lists_any_case() -> None:
    # Hand L with the cards as lists of lower-case strings: the same tally.
    hand = tally(
        trump="h",
        dealt={"A": ["2h", "qc", "4d"], "B": ["ah", "7c", "ts"]},
        captured={"A": ["7c", "qc", "4d", "ts"], "B": ["2h", "ah"]},
        players=2,
    )
    assert hand == tally(**wrong(_hand()))


@pytest.mark.parametrize(
    "call",
    [
        pitch.parse_card,
        pitch.parse_cards,
        Joker.parse,
        pitch.Low.parse,
        pitch.pack,
        PITCH.trump_order,
        lambda text: tally(trump="H", dealt={"A": text, "B": "AH"}, captured={}),
        lambda text: Tally.summary(high="A", low="B", rules=text, jack=None, game=None),
    ],
)
@pytest.mark.parametrize("unit", [" ", "9", "♠x-"])
def test_issue_20_parsers_refuse_long_text_by_its_length(
    call: Callable[[str], object], unit: str
) -> None:
    # Whitespace runs, digit runs and mixed symbols at 10**3 and 10**5 characters: each call
    # raises a ScoreError; and the text is refused by its length before it is read: the
    # same work at 2,000 and 200,000 characters, and no regex sees either (counted).
    for size in (10**3, 10**5):
        with pytest.raises(ScoreError):
            call((unit * size)[:size] + "!")
    assert_refused_by_length(call, lambda size: (unit * size)[:size] + "!")
