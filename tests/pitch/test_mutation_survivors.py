"""Pitch: what the mutation run of 2026-12-03 (evening) found untested (P1..P6).

Each test here kills mutants that survived ``nice -n 19 mutmut run 'cardscore.pitch.*'``
(docs/development.md, "The latest run"). The numbers are worked by hand from the rules
(/work/shared/rules/pitch.md, section named in each test); the messages are the library's
documented wording (field, value, what is allowed).
"""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING

import attrs
import pytest

from cardscore import ImpossibleResultError, NotationError, RuleViolationError, ScoreError, pitch
from cardscore.cards import Suit
from cardscore.pitch import PITCH, Tally
from cardscore.pitch import _words as pitch_words
from tests.bad_input import wrong

if TYPE_CHECKING:
    from cardscore._text import Text

MOON = attrs.evolve(PITCH, moon=5)


# --- Bids (P4, P6) ---------------------------------------------------------------------------


def test_p4_p6_a_bid_that_is_no_int_names_the_moon_when_the_rules_have_one() -> None:
    # P4 bids 2 to 4; P6 the moon, a bid of 5 above them, said as 5 or "moon".
    with pytest.raises(ScoreError) as caught:
        pitch.auction(["high", None, None, None], rules=MOON)
    assert (caught.value.field, caught.value.value) == ("calls", "high")
    assert str(caught.value) == (
        "calls: 'high' is not allowed; expected an int bid from 2 to 4, or 5 or 'moon' (the moon)"
    )


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_p1_p4_one_call_a_player_for_two_to_six_players(players: int) -> None:
    # P1: 2 to 6 sides in cutthroat; P4: one round, the dealer (last) forced to 2 when
    # everyone else passed.
    calls: list[int | None] = [None] * (players - 1) + [2]
    assert pitch.auction(calls) == (players - 1, 2)


@pytest.mark.parametrize("players", [0, 1, 7])
def test_p1_p4_fewer_than_two_or_more_than_six_calls_are_refused(players: int) -> None:
    calls: list[int | None] = [None] * (players - 1) + [2] if players else []
    with pytest.raises(ScoreError) as caught:
        pitch.auction(calls)
    assert str(caught.value) == (
        f"calls: {calls!r} is not allowed; expected a sequence of 2 to 6 calls, the dealer's last"
    )


def test_p4_settle_without_a_bidder_says_it_is_missing() -> None:
    hand = Tally.summary(high="A", low="B", jack="B", game="B")
    with pytest.raises(ScoreError) as caught:
        pitch.settle(hand, bidder=None, bid=2)
    assert caught.value.field == "bidder"
    assert str(caught.value) == (
        "bidder: 'missing' is not allowed; expected the bidder: these rules have bidding"
    )


def test_p4_settle_of_a_setback_builds_no_line_of_text(monkeypatch: pytest.MonkeyPatch) -> None:
    # P4: A bid 3 and took high and low only (2): set back by 3; B scores its 2.
    # settle() returns only the scores, so it makes no "setback (bid 3, took 2)" label.
    hand = Tally.summary(high="A", low="A", jack="B", game="B")
    made: list[tuple[int, int]] = []
    setback = pitch_words.setback

    def making(bid: int, took: int) -> Text:
        made.append((bid, took))
        return setback(bid, took)

    monkeypatch.setattr(pitch_words, "setback", making)
    assert pitch.settle(hand, bidder="A", bid=3) == {"A": -3, "B": 2}
    assert made == []
    # The same hand recorded makes it, once (the words are the ones settle() skipped).
    game = pitch.Game(("A", "B")).record(hand, bidder="A", bid=3)
    assert made == [(3, 2)]
    assert str(game.deals[-1].items[-1]) == "setback (bid 3, took 2): A -3"


# --- Point names (P2, P5) --------------------------------------------------------------------


def test_p2_p5_a_point_word_is_said_and_any_other_word_kept() -> None:
    assert str(pitch.point_word("big joker")) == "big joker"
    assert pitch.point_word("smudge") == "smudge"


# --- The moon from the cards (P2, P5, P6) ----------------------------------------------------
# Two players (one a side), so a trick is 2 cards; hearts are trumps. Game points (P1): ten 10,
# ace 4, king 3, queen 2, jack 1.


def test_p6_a_moon_from_the_cards_fails_when_the_game_point_is_lost() -> None:
    # A holds AH 2H JH: high (AH), low (2H, to its holder) and the jack it captures. B takes
    # the two tens (20 game points) against A's AH and JH (5): game to B. The moon (5) fails:
    # A is set back 5, B scores its game point.
    hand = pitch.tally(
        trump="H",
        dealt={"A": "AH 2H JH 3C", "B": "TC TD 4C 5C"},
        captured={"A": "AH 4C JH 5C", "B": "2H TC 3C TD"},
        players=2,
        rules=MOON,
    )
    assert pitch.settle(hand, bidder="A", bid="moon", rules=MOON) == {"A": -5, "B": 1}


def test_p5_p6_a_moon_from_the_cards_made_with_the_jick() -> None:
    # P5: with the jick (JD, hearts trumps) 5 points exist and bids go to 5; the moon is 6.
    # A takes every card: high AH, low 2H, jack JH, jick JD, game (26 to 0): made, A scores 6.
    rules = attrs.evolve(PITCH, jick=True, max_bid=5, moon=6)
    hand = pitch.tally(
        trump="H",
        dealt={"A": "AH 2H JH JD", "B": "TC TD 4C 5C"},
        captured={"A": "AH 4C JH 5C 2H TC JD TD"},
        players=2,
        rules=rules,
    )
    assert pitch.settle(hand, bidder="A", bid="moon", rules=rules) == {"A": 6, "B": 0}
    # The captured cards show A took every trick: saying otherwise is refused.
    with pytest.raises(ImpossibleResultError) as caught:
        pitch.settle(hand, bidder="A", bid="moon", rules=rules, all_tricks=False)
    assert (caught.value.field, caught.value.value) == ("all_tricks", False)
    assert str(caught.value) == (
        "all_tricks: False is not allowed; expected True: the captured cards say so"
    )


def test_p5_p6_a_moon_from_the_cards_made_with_the_trey() -> None:
    # P5: the trey (3H) scores 3 to its capturer; here it is low as well. A takes every
    # card: high AH, low 3H, jack JH, game, trey: the moon (5, above bids of 4) is made.
    rules = attrs.evolve(PITCH, trey=True, moon=5)
    hand = pitch.tally(
        trump="H",
        dealt={"A": "AH 3H JH KC", "B": "TC TD 4C 5C"},
        captured={"A": "AH 4C JH 5C 3H TC KC TD"},
        players=2,
        rules=rules,
    )
    assert hand.points == {"A": 7, "B": 0}
    assert pitch.settle(hand, bidder="A", bid="moon", rules=rules) == {"A": 5, "B": 0}


def test_p6_a_moon_needing_every_trick_noted_by_points_needs_all_tricks() -> None:
    rules = attrs.evolve(PITCH, moon=5, moon_tricks=True)
    hand = Tally.summary(high="A", low="A", jack="A", game="A", sides=("A", "B"), rules=rules)
    with pytest.raises(ScoreError) as caught:
        pitch.settle(hand, bidder="A", bid="moon", rules=rules)
    assert (caught.value.field, caught.value.value) == ("all_tricks", None)
    assert str(caught.value) == (
        "all_tricks: None is not allowed; expected True or False (whether the bidding side "
        "took every trick): moon_tricks needs it for a hand noted by points"
    )
    assert pitch.settle(hand, bidder="A", bid="moon", rules=rules, all_tricks=True) == {
        "A": 5,
        "B": 0,
    }


# --- Turn-ups (P3) ---------------------------------------------------------------------------


def test_p3_turn_ups_of_a_deal_thrown_in_are_of_one_suit() -> None:
    game = pitch.Game(["A", "B"], rules=pitch.ALL_FOURS)
    with pytest.raises(ImpossibleResultError) as caught:
        game.throw_in(kicks=["AH", "6S"])
    assert (caught.value.field, caught.value.value) == ("kicks", "AH 6S")
    assert str(caught.value) == (
        "kicks: 'AH 6S' is not allowed; expected turn-ups of one suit (no trumps yet)"
    )
    # One turn-up, the ace: it kicks 1 for the dealer (A) and the deal does not count.
    assert game.throw_in(kicks=["AH"]).totals == {"A": 1, "B": 0}


def test_p3_p5_a_joker_turned_up_before_a_throw_in_kicks_nothing() -> None:
    # P5: the jokers count 0; P3 gives kicks to the ace, six and jack only.
    rules = attrs.evolve(pitch.ALL_FOURS, jokers=True)
    game = pitch.Game(["A", "B"], rules=rules).throw_in(kicks=["BJ"])
    assert game.totals == {"A": 0, "B": 0}
    assert game.played == 0


# --- Cards (P1, P5) --------------------------------------------------------------------------


def test_p1_one_card_is_read_up_to_32_characters() -> None:
    # The card notation of P1 is 2 or 3 characters; spaces around it are allowed up to the
    # limit of 32 characters, longer text is refused before it is parsed.
    assert pitch.parse_card(" JH" + " " * 29) == pitch.parse_card("JH")
    text = " JH" + " " * 30
    with pytest.raises(NotationError) as caught:
        pitch.parse_card(text)
    assert (caught.value.field, caught.value.value) == ("card", text)
    assert str(caught.value) == (
        f"card: {text!r} is not allowed; expected a card like 'JH', '10S', '♠T' (or 'BJ', 'LJ')"
    )


def test_p1_a_long_text_of_cards_is_cut_in_the_message() -> None:
    # A whole 54-card pack written out fits in 216 characters; more is refused, shown cut.
    with pytest.raises(NotationError) as caught:
        pitch.parse_cards("x" * 217)
    assert (caught.value.field, caught.value.value) == ("cards", "x" * 40 + "…")


def test_p5_a_card_object_outside_the_short_pack_is_refused() -> None:
    # P5: the 28-card pack is A K Q J 10 9 2 of each suit: no three.
    three = pitch.parse_card("3H")
    two = pitch.parse_card("2H")
    assert pitch.parse_cards([two], rules=pitch.SHORT_PACK) == (two,)
    with pytest.raises(ImpossibleResultError) as caught:
        pitch.parse_cards([three], rules=pitch.SHORT_PACK)
    assert str(caught.value) == (
        "cards: '3H' is not allowed; expected a card of the 28-card pack A K Q J T 9 2"
    )


# --- Rules and bids (P4, P5) -----------------------------------------------------------------


def test_p5_a_minimum_bid_equal_to_the_maximum_is_allowed() -> None:
    # P5: minimum and maximum bid are options; a table bidding 3 only is a legal choice.
    rules = attrs.evolve(PITCH, min_bid=3, max_bid=3)
    assert pitch.auction([None, None, None, 3], rules=rules) == (3, 3)
    with pytest.raises(RuleViolationError) as caught:
        attrs.evolve(PITCH, min_bid=4, max_bid=3)
    assert str(caught.value) == "min_bid: 4 is not allowed; expected at most max_bid (3)"


def test_p4_settle_without_a_bid_says_it_is_missing() -> None:
    hand = Tally.summary(high="A", low="B", jack="B", game="B")
    with pytest.raises(ScoreError) as caught:
        pitch.settle(hand, bidder="A", bid=None)
    assert caught.value.field == "bid"
    assert str(caught.value) == (
        "bid: 'missing' is not allowed; expected the bid: these rules have bidding"
    )


# --- Labels of the points (P2, P3, P5) -------------------------------------------------------


def test_p2_p5_every_point_of_ten_point_pitch_from_the_cards() -> None:
    # Hearts trumps, ranked AH KH QH JH JD BJ LJ TH .. 2H (P5). A holds AH 3H JH JD, B the
    # jokers. High AH and low 3H (the lowest trump dealt; jokers are never low) to A, the
    # holder. Jack to its capturer A; jick JD captured by B; both jokers captured by A. Game:
    # A took AH 4 + JH 1 = 5, B took JD 1 + TC 10 = 11: to B. The trey 3H, captured by B,
    # scores 3. A 1+1+1+1+1 = 5, B 1+1+3 = 5: the 10 points of the hand.
    hand = pitch.tally(
        trump="H",
        dealt={"A": "AH 3H JH JD", "B": "BJ LJ TC 4C"},
        captured={"A": "AH BJ JH LJ", "B": "JD TC 3H 4C"},
        players=2,
        rules=pitch.TEN_POINT,
    )
    assert [str(item) for item in hand.items] == [
        "high (AH): A +1",
        "low (3H): A +1",
        "jack (JH): A +1",
        "jick (JD): B +1",
        "big joker: A +1",
        "little joker: A +1",
        "game (A 5, B 11): B +1",
        "trey (3H): B +3",
    ]
    assert hand.points == {"A": 5, "B": 5}


def test_p2_p3_hang_jack_and_a_kick_from_the_cards() -> None:
    # All Fours, hearts trumps: B holds JH (high), A 5H (low). A captures JH: hang jack, 3
    # to A (P2). Game: A took 5H and JH (1 game point), B 2C 3C (0): A. The turn-up 6H kicks
    # 2 for the dealer A (P3), counted first. A 2 + 1 + 3 + 1 = 7, B 1.
    hand = pitch.tally(
        trump="H",
        dealt={"A": "5H 2C", "B": "JH 3C"},
        captured={"A": "5H JH", "B": "2C 3C"},
        players=2,
        rules=pitch.ALL_FOURS,
    )
    game = pitch.Game(["A", "B"], rules=pitch.ALL_FOURS).record(hand, kicks=["6H"])
    assert [str(item) for item in game.deals[-1].items] == [
        "kick (6H): A +2",
        "high (JH): B +1",
        "low (5H): A +1",
        "hang jack (JH, dealt to B): A +3",
        "game (A 1, B 0): A +1",
    ]
    assert game.totals == {"A": 7, "B": 1}


def test_p2_an_option_too_long_to_read_is_refused_with_its_choices() -> None:
    text = "x" * 33
    with pytest.raises(NotationError) as caught:
        pitch.Rules(low=text)
    assert (caught.value.field, caught.value.value) == ("low", text)
    assert str(caught.value) == (
        f"low: {text!r} is not allowed; expected one of 'holder', 'capturer'"
    )


def test_p2_an_option_is_read_up_to_32_characters() -> None:
    assert pitch.Rules(low=" holder" + " " * 25).low is pitch.Low.HOLDER


def test_p3_the_pack_is_run_while_the_turn_up_repeats_the_suit() -> None:
    # P3: a beg and "run the pack" turns up a new card; of the same suit as before it is
    # turned again. The hand below (see the hang-jack test): A 5, B 1 without kicks.
    hand = pitch.tally(
        trump="H",
        dealt={"A": "5H 2C", "B": "JH 3C"},
        captured={"A": "5H JH", "B": "2C 3C"},
        players=2,
        rules=pitch.ALL_FOURS,
    )
    game = pitch.Game(["A", "B"], rules=pitch.ALL_FOURS)
    # 6S kicks 2, then AH (hearts trumps) 1: A 5 + 3 = 8.
    assert game.record(hand, kicks=["6S", "AH"]).totals == {"A": 8, "B": 1}
    # 6S, AS (spades again: turned again), AH: 2 + 1 + 1, A 9.
    assert game.record(hand, kicks=["6S", "AS", "AH"]).totals == {"A": 9, "B": 1}
    # Two turn-ups of one suit: the second would have been turned again, not played.
    with pytest.raises(ImpossibleResultError) as caught:
        game.record(hand, kicks=["AH", "6H"])
    assert str(caught.value) == (
        "kicks: 'AH 6H' is not allowed; expected turn-ups of one suit, then one of a new suit"
    )


def test_p1_a_side_that_captured_nothing_has_no_game_points() -> None:
    # A takes every card (the jick moon hand above): game 26 to 0.
    rules = attrs.evolve(PITCH, jick=True, max_bid=5)
    hand = pitch.tally(
        trump="H",
        dealt={"A": "AH 2H JH JD", "B": "TC TD 4C 5C"},
        captured={"A": "AH 4C JH 5C 2H TC JD TD"},
        players=2,
        rules=rules,
    )
    assert str(hand.items[-1]) == "game (A 26, B 0): A +1"


# --- A tally's arguments (P1, P3) ------------------------------------------------------------


def _trinidad_hand(trump: str, kicks: tuple[str, ...] = ()) -> Tally:
    return pitch.tally(
        trump=trump,
        dealt={"A": "5H 2C", "B": "JH 3C"},
        captured={"A": "5H JH", "B": "2C 3C"},
        players=2,
        rules=pitch.ALL_FOURS,
        kicks=kicks,
    )


def test_p1_trumps_are_read_up_to_32_characters() -> None:
    assert _trinidad_hand(" H" + " " * 30).trump is Suit.HEARTS
    text = " H" + " " * 31
    with pytest.raises(NotationError) as caught:
        _trinidad_hand(text)
    assert (caught.value.field, caught.value.value) == ("trump", text)
    assert str(caught.value) == (
        f"trump: {text!r} is not allowed; expected one of C D H S, ♣ ♦ ♥ ♠ or a suit name"
    )


def test_p3_a_turn_up_given_to_a_tally_was_not_dealt() -> None:
    # P3: the turned-up card is nobody's; JH was dealt to B, so it cannot be the turn-up.
    with pytest.raises(ImpossibleResultError) as caught:
        _trinidad_hand("H", kicks=("JH",))
    assert str(caught.value) == (
        "kicks: 'JH' is not allowed; expected turn-ups that were not dealt (a turn-up is "
        "nobody's card)"
    )


def test_p1_seven_sides_are_refused() -> None:
    # P1: 2 to 6 sides.
    dealt = dict(zip("ABCDEFG", ["2H", "3H", "4H", "5H", "6H", "7H", "8H"], strict=True))
    with pytest.raises(ScoreError) as caught:
        pitch.tally(trump="H", dealt=dealt, captured={"A": "2H 3H 4H 5H 6H 7H 8H"})
    assert caught.value.field == "dealt"
    assert caught.value.allowed == "2 to 6 sides, each with its cards"


def test_p3_all_fours_has_no_moon_to_take_every_trick() -> None:
    # All Fours (P3) has no bidding, so no moon (P6) and nothing for all_tricks to say.
    hand = Tally.summary(
        high="A", low="A", jack="A", game="A", sides=("A", "B"), rules=pitch.ALL_FOURS
    )
    with pytest.raises(RuleViolationError) as caught:
        pitch.settle(hand, bidder=None, bid=None, rules=pitch.ALL_FOURS, all_tricks=True)
    assert str(caught.value) == (
        "all_tricks: True is not allowed; expected None: these rules have no moon"
    )


# --- A Tally made directly (P1, P2) ----------------------------------------------------------


def test_p1_tricks_are_one_count_per_side() -> None:
    with pytest.raises(ScoreError) as caught:
        Tally(("A", "B"), (), tricks=(1,))
    assert str(caught.value) == "tricks: (1,) is not allowed; expected one count per side"
    with pytest.raises(ScoreError) as caught:
        Tally(("A", "B"), (), tricks=wrong(("x", "y")))
    assert str(caught.value) == (
        "tricks: ('x', 'y') is not allowed; expected a tuple of ints from 0 up, one per side"
    )


def test_p1_p2_every_card_of_the_pack_may_be_in_play() -> None:
    # P1: 52 cards; with 4 players 13 each, the whole pack is dealt. High and low to A.
    hand = Tally(
        ("A", "B"),
        (pitch.Award("high", "A", 1), pitch.Award("low", "A", 1)),
        in_play=pitch.pack(),
        trump="H",
    )
    assert hand.in_play == frozenset(pitch.pack())
    assert hand.points == {"A": 2, "B": 0}


def test_p2_hang_jack_to_a_side_not_playing_names_the_jack() -> None:
    with pytest.raises(ScoreError) as caught:
        Tally.summary(
            high="A",
            low="A",
            jack="C",
            game="A",
            hang=True,
            sides=("A", "B"),
            rules=pitch.ALL_FOURS,
        )
    assert str(caught.value) == "jack: 'C' is not allowed; expected one of the sides 'A', 'B'"


def test_p1_a_side_may_have_no_game_points_and_no_tricks() -> None:
    hand = Tally(("A", "B"), (), game_points=(0, 5), tricks=(0, 2))
    assert (hand.game_points, hand.tricks) == ((0, 5), (0, 2))


# --- Going out (P4, P6) ----------------------------------------------------------------------


def test_p4_p6_the_bidder_goes_out_leading_by_exactly_win_by() -> None:
    # P6 "win by 2": reach the target and lead every other side by at least 2. From 9-9
    # (P6: start from totals), A bids 2 and takes high, low, jack (3); B takes game (1):
    # A 12, B 10, a lead of exactly 2: A, the bidder, goes out (P4).
    rules = attrs.evolve(PITCH, target=11, win_by=2)
    game = pitch.Game(["A", "B"], rules=rules, totals={"A": 9, "B": 9})
    hand = Tally.summary(high="A", low="A", jack="A", game="B", rules=rules)
    after = game.record(hand, bidder="A", bid=2)
    assert after.totals == {"A": 12, "B": 10}
    assert after.winner == "A"
    # A makes only 2 (11-11): at the target but no lead, play goes on.
    level = Tally.summary(high="A", low="A", jack="B", game="B", rules=rules)
    assert game.record(level, bidder="A", bid=2).winner is None


# --- Found by the run of 2026-12-04 over every module (P1, P2, P4, P6) -----------------------
# A new test each (mutmut maps tests to code by name): every message names its field, the
# value as given and what is allowed, and a list too long is refused after at most one item
# past its limit is read (itertools.repeat never ends).


@pytest.mark.parametrize(
    ("field", "item", "allowed"),
    [
        ("awards", ("high", "Us", 1), "a sequence of (point, side, value) awards"),
        ("items", "AS", "a sequence of Item(label, who, points)"),
        ("in_play", "AS", "a frozenset of the cards dealt"),
    ],
)
def test_p2_a_tallys_endless_lists_are_refused_by_name(
    field: str, item: object, allowed: str
) -> None:
    endless = itertools.repeat(item)
    given = {"awards": [], field: wrong(endless)}  # an endless list on purpose
    with pytest.raises(ImpossibleResultError) as caught:
        Tally(["Us", "Them"], **given)
    assert caught.value.field == field
    assert str(caught.value) == (
        f"{field}: {endless!r} is not allowed; expected at most 10000 items: {allowed}"
    )


def test_p1_a_tallys_sides_are_two_to_six_said_as_given() -> None:
    with pytest.raises(ScoreError) as caught:
        Tally(["Us"], [])
    assert str(caught.value) == (
        "sides: ['Us'] is not allowed; expected 2 to 6 distinct non-empty side names"
    )
    seven = iter("ABCDEFG")
    with pytest.raises(ImpossibleResultError) as caught:
        Tally(seven, [])
    assert str(caught.value) == (
        f"sides: {seven!r} is not allowed; expected at most 6 items: "
        "2 to 6 distinct non-empty side names"
    )


def test_p1_a_sides_cards_past_the_largest_pack_are_refused_by_name() -> None:
    # 54 cards (52 and two jokers) is the largest pack: a 55th is never read.
    endless = itertools.repeat("5S")
    with pytest.raises(ImpossibleResultError) as caught:
        pitch.tally(trump="S", dealt={"A": endless, "B": "KH"}, captured={}, players=2)
    assert str(caught.value) == (
        f"dealt['A']: {endless!r} is not allowed; expected at most 54 items: "
        "a str of cards or an iterable of cards"
    )


def test_p6_every_trick_is_said_for_a_moon_bid_only() -> None:
    # P4: a bid of 2 made by A (high, low, game); P6's all_tricks belongs to the moon.
    hand = pitch.tally(
        trump="S", dealt={"A": "5S 2H", "B": "KH 3C"}, captured={"A": "5S KH"}, players=2
    )
    assert pitch.settle(hand, bidder="A", bid=2) == {"A": 3, "B": 0}
    with pytest.raises(RuleViolationError) as caught:
        pitch.settle(hand, bidder="A", bid=2, all_tricks=True)
    assert str(caught.value) == (
        "all_tricks: True is not allowed; expected None: it is for a moon bid only"
    )


def test_p6_starting_totals_name_each_side_once() -> None:
    # " Us" is Us, as the sides are read: two totals for one side are refused, not one of
    # them dropped.
    with pytest.raises(ScoreError) as caught:
        pitch.Game(["Us", "Them"], totals={"Us": 1, " Us": 2})
    assert str(caught.value) == (
        "totals: {'Us': 1, ' Us': 2} is not allowed; "
        "expected a mapping of every side ('Us', 'Them') to its total, an int"
    )
    assert pitch.Game(["Us", "Them"], totals={" Us": 3, "Them": 1}).totals == {"Us": 3, "Them": 1}
