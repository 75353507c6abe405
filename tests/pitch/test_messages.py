"""Exact error messages of cardscore.pitch, per rules section (pitch.md P1–P5).

Every message names the parameter, the value given and what is allowed (COMMON.md); these
tests pin the whole text, so a wrong field, value or explanation is caught, not only the kind
of error.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs
import pytest

from cardscore import pitch
from cardscore.errors import (
    ImpossibleResultError,
    NotationError,
    RuleViolationError,
    ScoreError,
)
from cardscore.items import Item
from cardscore.pitch import (
    ALL_FOURS,
    ALL_FOURS_NO_TURN_UP,
    PITCH,
    SHORT_PACK,
    TEN_POINT,
    Game,
    GameTie,
    GoingOut,
    JackScoring,
    Joker,
    Kicks,
    Low,
    Rules,
    Tally,
)
from tests.bad_input import wrong

if TYPE_CHECKING:
    from collections.abc import Callable

PRESET_NAMES = (
    "all-fours, all-fours-14, all-fours-no-turn-up, tobago, pitch, setback-11, cutthroat, "
    "short-pack, ten-point"
)
CARD_TEXT = "a card like 'JH', '10S', '♠T' (or 'BJ', 'LJ')"
CARD_NOTATION = "rank A K Q J T (or 10) 9..2 and suit C D H S or ♣ ♦ ♥ ♠"
POINT_NAMES = (
    "'high', 'low', 'jack', 'hang jack', 'jick', 'big joker', 'little joker', 'game', 'trey'"
)


def _hand(**changes: object) -> dict[str, object]:
    # Two players, three cards each, hearts trumps (the hand of test_pitch._hand).
    base: dict[str, object] = {
        "trump": "H",
        "dealt": {"A": "2H QC 4D", "B": "AH 7C TS"},
        "captured": {"A": "7C QC 4D TS", "B": "2H AH"},
        "players": 2,
    }
    base.update(changes)
    return base


def _summary() -> Tally:
    return Tally.summary(high="us", low="them", jack="us", game="us")


def _all_fours_game() -> Game:
    return Game(("us", "them"), rules=ALL_FOURS)


def _hearts_all_fours() -> Tally:
    # us held AH and 2H (high and low, 2), them captured nothing: game to us.
    return pitch.tally(
        trump="H",
        dealt={"us": "AH 2H", "them": "KS QS"},
        captured={"us": "AH 2H KS QS"},
        players=2,
        rules=ALL_FOURS,
    )


CASES: list[tuple[str, Callable[[], object], type[ScoreError], str]] = [
    # --- P1: cards -----------------------------------------------------------------------
    (
        "p1_joker_of_a_wrong_type",
        lambda: Joker.parse(wrong(5)),
        ScoreError,
        "card: 5 is not allowed; expected a Joker or 'BJ' / 'LJ'",
    ),
    (
        "p1_unknown_joker",
        lambda: Joker.parse("XJ"),
        NotationError,
        "card: 'XJ' is not allowed; expected 'BJ' (big joker) or 'LJ' (little joker)",
    ),
    (
        "p1_card_of_a_wrong_type",
        lambda: pitch.parse_card(wrong(5)),
        ScoreError,
        f"card: 5 is not allowed; expected {CARD_TEXT}",
    ),
    (
        "p1_cards_of_a_wrong_type",
        lambda: pitch.parse_cards(wrong(5)),
        ScoreError,
        "cards: 5 is not allowed; expected a str of cards or an iterable of cards",
    ),
    (
        "p1_card_given_twice",
        lambda: pitch.parse_cards("TS AS 10s"),
        ImpossibleResultError,
        "cards: 'TS' is not allowed; expected each card at most once",
    ),
    (
        "p1_bad_card_in_a_list",
        lambda: pitch.parse_cards(["ZZ"], field="pile"),
        NotationError,
        f"pile: 'ZZ' is not allowed; expected {CARD_NOTATION}",
    ),
    (
        "p1_non_card_in_a_list",
        lambda: pitch.parse_cards([wrong(5)]),
        ScoreError,
        f"cards: 5 is not allowed; expected {CARD_TEXT}",
    ),
    (
        "p1_joker_not_in_a_52_card_pack",
        lambda: pitch.parse_cards("BJ"),
        ImpossibleResultError,
        "cards: 'BJ' is not allowed; expected a card of the 52-card pack",
    ),
    (
        "p5_three_not_in_the_short_pack",
        lambda: pitch.parse_cards("3S", rules=SHORT_PACK),
        ImpossibleResultError,
        "cards: '3S' is not allowed; expected a card of the 28-card pack A K Q J T 9 2",
    ),
    (
        "p5_three_not_in_the_short_pack_with_jokers",
        lambda: pitch.parse_cards("3S", rules=attrs.evolve(SHORT_PACK, jokers=True)),
        ImpossibleResultError,
        (
            "cards: '3S' is not allowed; expected a card of the 28-card pack A K Q J T 9 2"
            " and the jokers BJ LJ"
        ),
    ),
    (
        "p5_three_not_in_the_ten_point_pack_is_fine_but_a_bad_text_is_not",
        lambda: pitch.parse_cards("1H", rules=TEN_POINT),
        NotationError,
        f"cards: '1H' is not allowed; expected {CARD_NOTATION}",
    ),
    # --- P2–P5: rules --------------------------------------------------------------------
    (
        "p5_pack_size",
        lambda: Rules(pack=30),
        ScoreError,
        "pack: 30 is not allowed; expected 52 or 28 (A K Q J 10 9 2 of each suit)",
    ),
    (
        "p5_no_trey_in_the_short_pack",
        lambda: Rules(pack=28, trey=True),
        RuleViolationError,
        "trey: True is not allowed; expected False with the 28-card pack (no threes)",
    ),
    (
        "p5_minimum_bid_above_maximum",
        lambda: Rules(min_bid=4, max_bid=3),
        RuleViolationError,
        "min_bid: 4 is not allowed; expected at most max_bid (3)",
    ),
    (
        "p5_maximum_bid_above_the_points",
        lambda: Rules(max_bid=5),
        RuleViolationError,
        "max_bid: 5 is not allowed; expected at most the 4 points that exist",
    ),
    (
        "p4_bidder_goes_out_needs_bidding",
        lambda: Rules(bidding=False),
        RuleViolationError,
        "going_out: 'bidder' is not allowed; expected 'count' when there is no bidding",
    ),
    (
        "p5_bidder_first_needs_bidding",
        lambda: Rules(bidding=False, going_out="bidder-first"),
        RuleViolationError,
        "going_out: 'bidder-first' is not allowed; expected 'count' when there is no bidding",
    ),
    (
        "p3_target_at_least_one",
        lambda: Rules(target=0),
        ImpossibleResultError,
        "target: 0 is not allowed; expected an int from 1 to 1000000000",
    ),
    (
        "p5_bids_up_to_ten",
        lambda: Rules(min_bid=11),
        ImpossibleResultError,
        "min_bid: 11 is not allowed; expected an int from 1 to 10",
    ),
    (
        "p5_jick_flag",
        lambda: Rules(jick=wrong("yes")),
        ScoreError,
        "jick: 'yes' is not allowed; expected True or False",
    ),
    (
        "p2_low_option_type",
        lambda: Rules(low=wrong(5)),
        ScoreError,
        "low: 5 is not allowed; expected one of 'holder', 'capturer'",
    ),
    (
        "p2_low_option_name",
        lambda: Rules(low="dealer"),
        NotationError,
        "low: 'dealer' is not allowed; expected one of 'holder', 'capturer'",
    ),
    (
        "p2_game_tie_option_name",
        lambda: Rules(game_tie="dealer"),
        NotationError,
        "game_tie: 'dealer' is not allowed; expected one of 'nobody', 'non-dealer'",
    ),
    (
        "p3_kicks_option_name",
        lambda: Rules(kicks="cuba"),
        NotationError,
        "kicks: 'cuba' is not allowed; expected one of 'none', 'trinidad', 'tobago'",
    ),
    (
        "p2_jack_option_name",
        lambda: Rules(jack="hang"),
        NotationError,
        "jack: 'hang' is not allowed; expected one of 'trinidad', 'capturer'",
    ),
    (
        "p5_going_out_option_name",
        lambda: Rules(going_out="first"),
        NotationError,
        "going_out: 'first' is not allowed; expected one of 'count', 'bidder-first', 'bidder'",
    ),
    (
        "p2_unknown_preset",
        lambda: pitch.tally(**wrong(_hand(rules="whist"))),
        NotationError,
        f"rules: 'whist' is not allowed; expected a Rules or one of {PRESET_NAMES}",
    ),
    (
        "p2_rules_of_a_wrong_type",
        lambda: pitch.tally(**wrong(_hand(rules=4))),
        ScoreError,
        f"rules: 4 is not allowed; expected a Rules or one of {PRESET_NAMES}",
    ),
    (
        "p2_trump_of_a_wrong_type",
        lambda: PITCH.trump_order(wrong(5)),
        ScoreError,
        "trump: 5 is not allowed; expected a Suit or one of C D H S, ♣ ♦ ♥ ♠",
    ),
    (
        "p2_unknown_trump",
        lambda: PITCH.trump_order("X"),
        NotationError,
        "trump: 'X' is not allowed; expected one of C D H S, ♣ ♦ ♥ ♠ or a suit name",
    ),
    # --- P2, P5: tally from the cards ----------------------------------------------------
    (
        "p2_dealt_not_a_mapping",
        lambda: pitch.tally(**wrong(_hand(dealt="2H"))),
        ScoreError,
        "dealt: '2H' is not allowed; expected a mapping of each side to its cards",
    ),
    (
        "p1_side_names_non_empty",
        lambda: pitch.tally(**wrong(_hand(dealt={"A": "2H QC 4D", "": "AH 7C TS"}))),
        ScoreError,
        "dealt: '' is not allowed; expected side names (non-empty str)",
    ),
    (
        "p1_at_least_two_sides",
        lambda: pitch.tally(**wrong(_hand(dealt={"A": "2H QC 4D"}))),
        ScoreError,
        "dealt: {'A': '2H QC 4D'} is not allowed; expected 2 to 6 sides, each with its cards",
    ),
    (
        "p1_captured_by_a_side_not_dealt_to",
        lambda: pitch.tally(**wrong(_hand(captured={"C": "7C QC"}))),
        ScoreError,
        "captured: 'C' is not allowed; expected one of the sides 'A', 'B'",
    ),
    (
        "p1_players_a_multiple_of_the_sides",
        lambda: pitch.tally(**wrong(_hand(players=3))),
        ImpossibleResultError,
        "players: 3 is not allowed; expected a multiple of the 2 sides (each side alike)",
    ),
    (
        "p1_players_two_to_six",
        lambda: pitch.tally(**wrong(_hand(players=7))),
        ImpossibleResultError,
        "players: 7 is not allowed; expected an int from 2 to 6",
    ),
    (
        "p2_non_dealer_game_tie_needs_the_dealer",
        lambda: pitch.tally(**wrong(_hand(rules=attrs.evolve(PITCH, game_tie="non-dealer")))),
        ScoreError,
        "dealer: 'missing' is not allowed; expected the dealer's side: the game-tie rule needs it",
    ),
    (
        "p2_a_card_dealt_to_two_sides",
        lambda: pitch.tally(**wrong(_hand(dealt={"A": "2H QC 4D", "B": "2H 7C TS"}))),
        ImpossibleResultError,
        "dealt: '2H' is not allowed; expected each card dealt to one side only",
    ),
    (
        "p2_a_card_twice_in_one_hand",
        lambda: pitch.tally(**wrong(_hand(dealt={"A": "2H QC 2H", "B": "AH 7C TS"}))),
        ImpossibleResultError,
        "dealt['A']: '2H' is not allowed; expected each card at most once",
    ),
    (
        "p2_every_player_as_many_cards",
        lambda: pitch.tally(**wrong(_hand(dealt={"A": "2H QC", "B": "AH 7C TS"}))),
        ImpossibleResultError,
        (
            "dealt: {'A': 2, 'B': 3} is not allowed; expected as many cards for every player"
            " (1 player(s) a side)"
        ),
    ),
    (
        "p2_partners_hold_an_even_number_of_cards",
        lambda: pitch.tally(**wrong(_hand(players=4))),
        ImpossibleResultError,
        (
            "dealt: {'A': 3, 'B': 3} is not allowed; expected as many cards for every player"
            " (2 player(s) a side)"
        ),
    ),
    (
        "p2_whole_tricks",
        lambda: pitch.tally(**wrong(_hand(captured={"A": "7C QC 4D", "B": "2H AH TS"}))),
        ImpossibleResultError,
        "captured['A']: 3 is not allowed; expected whole tricks of 2 cards",
    ),
    (
        "p2_a_card_captured_twice",
        lambda: pitch.tally(**wrong(_hand(captured={"A": "7C QC 2H AH", "B": "2H AH"}))),
        ImpossibleResultError,
        "captured: '2H' is not allowed; expected each card captured once",
    ),
    (
        "p2_a_captured_card_never_dealt",
        lambda: pitch.tally(**wrong(_hand(captured={"A": "7C QC 4D 9S", "B": "2H AH"}))),
        ImpossibleResultError,
        "captured: '9S' is not allowed; expected cards that were dealt",
    ),
    (
        "p1_a_card_of_another_pack_dealt",
        lambda: pitch.tally(**wrong(_hand(dealt={"A": "2H QC BJ", "B": "AH 7C TS"}))),
        ImpossibleResultError,
        "dealt['A']: 'BJ' is not allowed; expected a card of the 52-card pack",
    ),
    # --- P2, P5: tallies made directly and from a summary --------------------------------
    (
        "p2_awards_a_sequence",
        lambda: Tally(("A", "B"), wrong("x")),
        ScoreError,
        "awards: 'x' is not allowed; expected a sequence of (point, side, value) awards",
    ),
    (
        "p2_awards_triples",
        lambda: Tally(("A", "B"), wrong([("high", "A")])),
        ScoreError,
        "awards: ('high', 'A') is not allowed; expected (point, side, value) tuples",
    ),
    (
        "p2_award_names",
        lambda: Tally(("A", "B"), [("best", "A", 1)]),
        ScoreError,
        f"awards: 'best' is not allowed; expected one of {POINT_NAMES}",
    ),
    (
        "p3_counting_out_order",
        lambda: Tally(("A", "B"), [("low", "A", 1), ("high", "A", 1)]),
        ImpossibleResultError,
        "awards: 'high' is not allowed; expected each point once, in counting-out order",
    ),
    (
        "p2_high_is_worth_one",
        lambda: Tally(("A", "B"), [("high", "A", 2)]),
        ImpossibleResultError,
        "awards: 2 is not allowed; expected 1 for high",
    ),
    (
        "p5_trey_is_worth_three",
        lambda: Tally(("A", "B"), [("trey", "A", 1)], TEN_POINT),
        ImpossibleResultError,
        "awards: 1 is not allowed; expected 3 for trey",
    ),
    (
        "p2_award_to_a_side_of_the_hand",
        lambda: Tally(("A", "B"), [("high", "C", 1)]),
        ScoreError,
        "awards: 'C' is not allowed; expected one of the sides 'A', 'B'",
    ),
    (
        "p5_no_trey_award_without_the_rule",
        lambda: Tally(("A", "B"), [("trey", "A", 3)]),
        RuleViolationError,
        "awards: 'trey' is not allowed; expected None: no trey without the trey rule",
    ),
    (
        "p2_items_a_sequence",
        lambda: Tally(("A", "B"), [], items=wrong("x")),
        ScoreError,
        "items: 'x' is not allowed; expected a sequence of Item(label, who, points)",
    ),
    (
        "p2_items_are_items",
        lambda: Tally(("A", "B"), [], items=wrong([5])),
        ScoreError,
        "items: 5 is not allowed; expected Item(label, who, points) values: str, str, int",
    ),
    (
        "p2_items_add_up_to_the_awards",
        lambda: Tally(("A", "B"), [("high", "A", 1)], items=[Item("high (AH)", "A", 2)]),
        ImpossibleResultError,
        "items: {'A': 2, 'B': 0} is not allowed; expected items adding up to {'A': 1, 'B': 0}",
    ),
    (
        "p2_item_of_a_side_of_the_hand",
        lambda: Tally(("A", "B"), [], items=[Item("x", "C", 0)]),
        ScoreError,
        "items: 'C' is not allowed; expected one of the sides 'A', 'B'",
    ),
    (
        "p2_game_points_a_tuple",
        lambda: Tally(("A", "B"), [], game_points=wrong([1, 2])),
        ScoreError,
        "game_points: [1, 2] is not allowed; expected a tuple of ints from 0 up, one per side",
    ),
    (
        "p2_game_points_one_per_side",
        lambda: Tally(("A", "B"), [], game_points=(1, 2, 3)),
        ScoreError,
        "game_points: (1, 2, 3) is not allowed; expected one count per side",
    ),
    (
        "p2_in_play_cards",
        lambda: Tally(("A", "B"), [], in_play=frozenset({"ZZ"})),
        NotationError,
        "in_play: 'ZZ' is not allowed; expected the cards dealt",
    ),
    (
        "p2_in_play_a_collection",
        lambda: Tally(("A", "B"), [], in_play=wrong(5)),
        ScoreError,
        "in_play: 5 is not allowed; expected a frozenset of the cards dealt",
    ),
    (
        "p5_in_play_cards_of_the_pack",
        lambda: Tally(("A", "B"), [], in_play=frozenset({"BJ"})),
        ImpossibleResultError,
        "in_play: 'BJ' is not allowed; expected cards of the rules' pack",
    ),
    (
        "p1_sides_two_to_six_names",
        lambda: Tally(("A", "A"), []),
        ScoreError,
        "sides: ('A', 'A') is not allowed; expected 2 to 6 distinct non-empty side names",
    ),
    (
        "p1_sides_not_a_str",
        lambda: Tally("AB", []),
        ScoreError,
        "sides: 'AB' is not allowed; expected 2 to 6 distinct non-empty side names",
    ),
    (
        "p2_dealer_a_side",
        lambda: Tally(("A", "B"), [], dealer="C"),
        ScoreError,
        "dealer: 'C' is not allowed; expected one of the sides 'A', 'B'",
    ),
    (
        "p2_summary_side_names",
        lambda: Tally.summary(high=wrong(5), low=None, jack=None, game=None),
        ScoreError,
        "high: 5 is not allowed; expected a side's name or None",
    ),
    (
        "p2_summary_big_joker_side_name",
        lambda: Tally.summary(
            high="A",
            low="B",
            big_joker="",
            rules=TEN_POINT,
            jack=None,
            game=None,
            jick=None,
            little_joker=None,
            trey=None,
        ),
        ScoreError,
        "big_joker: '' is not allowed; expected a side's name or None",
    ),
    (
        "p2_summary_needs_two_sides",
        lambda: Tally.summary(high="A", low=None, jack=None, game=None),
        ScoreError,
        (
            "sides: 'not given' is not allowed; expected the sides' names (sides=...) when fewer than"
            " two are named"
        ),
    ),
    (
        "p2_no_low_without_a_trump_in_play",
        lambda: Tally.summary(high=None, low="A", sides=("A", "B"), jack=None, game=None),
        ImpossibleResultError,
        "low: 'A' is not allowed; expected None when no trump is in play (high=None)",
    ),
    (
        "p5_no_little_joker_without_a_trump_in_play",
        lambda: Tally.summary(
            high=None, low=None, little_joker="A", sides=("A", "B"), jack=None, game=None
        ),
        ImpossibleResultError,
        "little_joker: 'A' is not allowed; expected None when no trump is in play (high=None)",
    ),
    (
        "p2_hang_jack_needs_the_jack",
        lambda: Tally.summary(high="A", low="B", hang=True, rules=ALL_FOURS, jack=None, game=None),
        ImpossibleResultError,
        "hang: True is not allowed; expected False when nobody scored the jack",
    ),
    (
        "p2_no_hang_jack_in_pitch",
        lambda: Tally.summary(high="A", low="B", jack="B", hang=True, game=None),
        RuleViolationError,
        "hang: True is not allowed; expected no hang jack: the jack scores 1 to its capturer",
    ),
    (
        "p5_no_jick_without_the_rule",
        lambda: Tally.summary(high="A", low="B", jick="A", jack=None, game=None),
        RuleViolationError,
        "jick: 'A' is not allowed; expected None: no jick without the jick rule",
    ),
    (
        "p5_no_jokers_without_the_rule",
        lambda: Tally.summary(high="A", low="B", little_joker="A", jack=None, game=None),
        RuleViolationError,
        "little_joker: 'A' is not allowed; expected None: no jokers without the joker rule",
    ),
    (
        "p5_no_trey_without_the_rule",
        lambda: Tally.summary(high="A", low="B", trey="B", jack=None, game=None),
        RuleViolationError,
        "trey: 'B' is not allowed; expected None: no trey without the trey rule",
    ),
    (
        "p2_summary_hang_flag",
        lambda: Tally.summary(high="A", low="B", hang=wrong("yes"), jack=None, game=None),
        ScoreError,
        "hang: 'yes' is not allowed; expected True or False",
    ),
    # --- P3: kicks, begging, the game ----------------------------------------------------
    (
        "p3_no_kick_without_a_turn_up",
        lambda: pitch.kick("AH", rules=PITCH),
        RuleViolationError,
        "rules: 'pitch' is not allowed; expected rules with a turn-up to kick (kicks is 'none')",
    ),
    (
        "p3_kick_card_of_the_pack",
        lambda: pitch.kick("BJ"),
        ImpossibleResultError,
        "card: 'BJ' is not allowed; expected a card of the 52-card pack",
    ),
    (
        "p3_redeal_needs_three_turn_ups_of_one_suit",
        lambda: _all_fours_game().redeal(kicks=["AH", "KH"]),
        ImpossibleResultError,
        (
            "kicks: 'AH KH' is not allowed; expected the three turn-ups, all of one suit,"
            " that forced the redeal"
        ),
    ),
    (
        "p3_no_turn_up_no_kicks",
        lambda: Game(("us", "them"), rules=ALL_FOURS_NO_TURN_UP).redeal(kicks=["AH"]),
        RuleViolationError,
        "kicks: 'AH' is not allowed; expected (): these rules have no turn-up",
    ),
    (
        "p3_one_to_three_turn_ups",
        lambda: _all_fours_game().record(_hearts_all_fours(), kicks=["AS", "KS", "QS", "JH"]),
        ImpossibleResultError,
        "kicks: 'AS KS QS JH' is not allowed; expected 1 to 3 turn-ups",
    ),
    (
        "p3_run_pack_turn_ups_change_suit_last",
        lambda: _all_fours_game().record(_hearts_all_fours(), kicks=["AS", "JH", "KH"]),
        ImpossibleResultError,
        (
            "kicks: 'AS JH KH' is not allowed; expected turn-ups of one suit, then one of"
            " a new suit"
        ),
    ),
    (
        "p3_last_turn_up_is_trumps",
        lambda: _all_fours_game().record(_hearts_all_fours(), kicks=["JS"]),
        ImpossibleResultError,
        "kicks: 'JS' is not allowed; expected a last turn-up of trumps (H)",
    ),
    (
        "p3_a_turn_up_is_not_dealt",
        lambda: _all_fours_game().record(_hearts_all_fours(), kicks=["AH"]),
        ImpossibleResultError,
        "kicks: 'AH' is not allowed; expected turn-ups that were not dealt (a turn-up is nobody's card)",
    ),
    (
        "p3_take_one_only_without_running_the_pack",
        lambda: _all_fours_game().record(_hearts_all_fours(), kicks=["6S", "JH"], take_one="them"),
        RuleViolationError,
        "take_one: 'them' is not allowed; expected None when the pack was run",
    ),
    (
        "p3_no_begging_without_a_turn_up",
        lambda: Game(("us", "them"), rules=ALL_FOURS_NO_TURN_UP).record(
            Tally.summary(
                high="us",
                low="us",
                sides=("us", "them"),
                rules=ALL_FOURS_NO_TURN_UP,
                jack=None,
                game=None,
            ),
            take_one="them",
        ),
        RuleViolationError,
        "take_one: 'them' is not allowed; expected None: no begging in these rules",
    ),
    (
        "p3_the_dealer_is_not_given_one",
        lambda: _all_fours_game().record(_hearts_all_fours(), take_one="us"),
        RuleViolationError,
        "take_one: 'us' is not allowed; expected a side other than the dealer's",
    ),
    (
        "p3_take_one_a_side",
        lambda: _all_fours_game().record(_hearts_all_fours(), take_one="you"),
        ScoreError,
        "take_one: 'you' is not allowed; expected one of the sides 'us', 'them'",
    ),
    (
        "p3_nothing_to_undo",
        lambda: _all_fours_game().undo(),
        RuleViolationError,
        "undo: 'nothing recorded' is not allowed; expected at least one recorded deal",
    ),
    (
        "p3_record_a_tally",
        lambda: _all_fours_game().record(wrong(5)),
        ScoreError,
        "tally: 5 is not allowed; expected a Tally (from tally() or Tally.summary())",
    ),
    (
        "p3_record_a_tally_of_the_game_sides",
        lambda: _all_fours_game().record(
            Tally.summary(high="A", low="B", rules=ALL_FOURS, jack=None, game=None)
        ),
        ScoreError,
        "tally: 'of A, B' is not allowed; expected a tally of the sides 'us', 'them'",
    ),
    (
        "p3_record_a_hand_of_the_dealer",
        lambda: _all_fours_game().record(
            Tally.summary(
                high="us", low="them", dealer="them", rules=ALL_FOURS, jack=None, game=None
            )
        ),
        RuleViolationError,
        "tally: 'them' is not allowed; expected a hand dealt by us",
    ),
    (
        "p3_all_fours_has_no_bidding",
        lambda: _all_fours_game().record(_hearts_all_fours(), bidder="us"),
        RuleViolationError,
        "bidder: 'us' is not allowed; expected None: these rules have no bidding",
    ),
    (
        "p3_all_fours_has_no_bid",
        lambda: _all_fours_game().record(_hearts_all_fours(), bid=2),
        RuleViolationError,
        "bid: 2 is not allowed; expected None: these rules have no bidding",
    ),
    (
        "p3_a_won_game_takes_no_more_deals",
        lambda: (
            Game(("us", "them"), rules=attrs.evolve(ALL_FOURS, target=1))
            .record(_hearts_all_fours())
            .record(_hearts_all_fours())
        ),
        RuleViolationError,
        "deal: 2 is not allowed; expected no more deals: the game is over (won by us)",
    ),
    (
        "p3_first_dealer_a_side",
        lambda: Game(("us", "them"), first_dealer="you"),
        ScoreError,
        "first_dealer: 'you' is not allowed; expected one of the sides 'us', 'them'",
    ),
    # --- P4: bids and setback ------------------------------------------------------------
    (
        "p4_settle_a_tally",
        lambda: pitch.settle(wrong(5), bidder="us", bid=2),
        ScoreError,
        "tally: 5 is not allowed; expected a Tally (from tally() or Tally.summary())",
    ),
    (
        "p4_bid_an_int",
        lambda: pitch.settle(_summary(), bidder="us", bid="3"),
        ScoreError,
        "bid: '3' is not allowed; expected an int bid from 2 to 4",
    ),
    (
        "p4_bid_two_to_four",
        lambda: pitch.settle(_summary(), bidder="us", bid=5),
        RuleViolationError,
        "bid: 5 is not allowed; expected a bid from 2 to 4",
    ),
    (
        "p4_bidder_a_side",
        lambda: pitch.settle(_summary(), bidder="you", bid=2),
        ScoreError,
        "bidder: 'you' is not allowed; expected one of the sides 'us', 'them'",
    ),
    (
        "p4_game_record_bid_two_to_four",
        lambda: Game(("us", "them")).record(_summary(), bidder="us", bid=1),
        RuleViolationError,
        "bid: 1 is not allowed; expected a bid from 2 to 4",
    ),
    (
        "p3_settle_without_bidding",
        lambda: pitch.settle(
            Tally.summary(high="us", low="them", rules=ALL_FOURS, jack=None, game=None),
            bidder="us",
            bid=None,
            rules=ALL_FOURS,
        ),
        RuleViolationError,
        "bidder: 'us' is not allowed; expected None: these rules have no bidding",
    ),
    (
        "p4_auction_calls_a_sequence",
        lambda: pitch.auction("2 3"),
        ScoreError,
        "calls: '2 3' is not allowed; expected a sequence of 2 to 6 calls, the dealer's last",
    ),
    (
        "p4_auction_at_most_six_calls",
        lambda: pitch.auction([None] * 7),
        ScoreError,
        (
            "calls: [None, None, None, None, None, None, None] is not allowed; expected a sequence"
            " of 2 to 6 calls, the dealer's last"
        ),
    ),
    (
        "p4_dealer_must_bid_when_all_pass",
        lambda: pitch.auction(["pass", "p", "-", "no bid"]),
        RuleViolationError,
        "calls: 'no bid' is not allowed; expected a bid of at least 2: the dealer must bid",
    ),
    (
        "p4_each_bid_higher",
        lambda: pitch.auction([3, 2, None, None]),
        RuleViolationError,
        "calls: 2 is not allowed; expected a bid more than 3",
    ),
    (
        "p4_dealer_steals_at_least_the_bid",
        lambda: pitch.auction([3, None, None, 2]),
        RuleViolationError,
        "calls: 2 is not allowed; expected a bid at least 3",
    ),
    (
        "p5_no_steal_dealer_bids_higher",
        lambda: pitch.auction([3, None, None, 3], rules=TEN_POINT),
        RuleViolationError,
        "calls: 3 is not allowed; expected a bid more than 3",
    ),
    (
        "p4_a_call_is_a_bid_or_a_pass",
        lambda: pitch.auction([2, "x"]),
        ScoreError,
        "calls: 'x' is not allowed; expected an int bid from 2 to 4",
    ),
]


@pytest.mark.parametrize(
    ("make", "error", "message"),
    [pytest.param(make, error, message, id=name) for name, make, error, message in CASES],
)
def test_message(make: Callable[[], object], error: type[ScoreError], message: str) -> None:
    with pytest.raises(error) as caught:
        make()
    assert type(caught.value) is error
    assert str(caught.value) == message


def test_p4_settle_under_other_rules_names_them() -> None:
    # The tally was made under PITCH; ALL_FOURS scores the jack otherwise (P2).
    with pytest.raises(RuleViolationError) as caught:
        pitch.settle(_summary(), bidder="us", bid=2, rules=ALL_FOURS)
    assert caught.value.field == "rules"
    assert caught.value.value == "all-fours"
    assert caught.value.allowed == "the rules the tally was made under (pitch)"


def test_p3_record_a_tally_of_other_rules_names_them() -> None:
    hand = Tally.summary(
        high="us", low="them", jack=None, game=None
    )  # PITCH: the jack to its capturer
    with pytest.raises(RuleViolationError) as caught:
        _all_fours_game().record(hand)
    assert caught.value.field == "tally"
    assert caught.value.value == "pitch"
    assert caught.value.allowed == "a tally made under the game's rules (all-fours)"


def test_p2_p3_p5_options_parse_by_value_or_name_any_case() -> None:
    assert Low.parse(" Capturer ") is Low.CAPTURER
    assert JackScoring.parse("TRINIDAD") is JackScoring.TRINIDAD
    assert GameTie.parse("non_dealer") is GameTie.NON_DEALER
    assert GameTie.parse("Non Dealer") is GameTie.NON_DEALER
    assert Kicks.parse("Tobago") is Kicks.TOBAGO
    assert GoingOut.parse("bidder first") is GoingOut.BIDDER_FIRST
    assert GoingOut.parse("BIDDER_FIRST") is GoingOut.BIDDER_FIRST
    assert str(GoingOut.BIDDER_FIRST) == "bidder-first"
    assert str(GameTie.NON_DEALER) == "non-dealer"


def test_p1_jokers_parse_by_name_any_case() -> None:
    assert Joker.parse(" Big Joker ") is Joker.BIG
    assert Joker.parse("little") is Joker.LITTLE
    assert Joker.parse(Joker.LITTLE) is Joker.LITTLE
    assert pitch.parse_card(" bj ") is Joker.BIG
    assert pitch.parse_card(" LITTLE JOKER ") is Joker.LITTLE
    assert Joker.BIG.label == "big joker"
    assert Joker.LITTLE.label == "little joker"


def test_p2_presets_by_name_any_case_and_separator() -> None:
    assert pitch.tally(**wrong(_hand(rules=" Ten_Point "))).rules is TEN_POINT
    assert pitch.tally(**wrong(_hand(rules="all fours"))).rules is ALL_FOURS


def test_p4_a_deal_cannot_be_thrown_in_when_the_dealer_must_bid() -> None:
    # Found by the mutation run (2026-12-04): P4, everyone else passed, the dealer is
    # forced to the minimum bid, 2.
    with pytest.raises(RuleViolationError) as caught:
        pitch.Game(("A", "B"), rules=pitch.PITCH).throw_in()
    assert str(caught.value) == (
        "throw_in: 'all passed' is not allowed; expected a bid: when everyone else passes, "
        "the dealer must bid 2 (the option dealer_forced = false lets a deal be thrown in)"
    )


def test_p5_a_joker_is_read_up_to_32_characters_and_shown_up_to_40() -> None:
    # Found by the mutation run (2026-12-04): a joker's name padded to 32 characters is
    # read; a longer text is refused, shown whole up to 40 characters, cut after.
    assert pitch.Joker.parse("BJ".ljust(32)) is pitch.Joker.BIG
    allowed = "expected 'BJ' (big joker) or 'LJ' (little joker)"
    with pytest.raises(NotationError) as caught:
        pitch.Joker.parse("x" * 40)
    assert str(caught.value) == f"card: {'x' * 40!r} is not allowed; {allowed}"
    with pytest.raises(NotationError) as caught:
        pitch.Joker.parse("x" * 41)
    assert str(caught.value) == f"card: {'x' * 40 + '…'!r} is not allowed; {allowed}"


def test_p1_cards_text_is_read_up_to_216_characters() -> None:
    # Found by the mutation run (2026-12-04): four packs' worth of card text (54 x 4) is
    # read; one character more is refused, shown cut at 40.
    assert pitch.parse_cards("AH".ljust(216)) == pitch.parse_cards("AH")
    with pytest.raises(NotationError) as caught:
        pitch.parse_cards("AH".ljust(217))
    assert str(caught.value) == (
        f"cards: {'AH'.ljust(40) + '…'!r} is not allowed; expected at most 216 characters of cards"
    )
