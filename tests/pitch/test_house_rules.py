"""Hand-worked examples for the kicked jack (pitch.md P3) and the house options (P6).

Sources: pagat.com's All Fours (Trinidad) page for the turn-up, and its Pitch and Setback pages
for the house rules (shoot the moon / smudge, win by two, losing at minus eleven). Every number
below was worked out on paper from the rules (in the comments), not from running the code.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs
import pytest

from cardscore import RuleViolationError, ScoreError, pitch
from cardscore.errors import ImpossibleResultError
from cardscore.items import Item
from cardscore.pitch import ALL_FOURS, CUTTHROAT, PITCH, TEN_POINT, Game, Rules, Tally, settle
from cardscore.pitch import _read as pitch_read
from tests.bad_input import wrong

if TYPE_CHECKING:
    from collections.abc import Callable

US_THEM = ("us", "them")

# --- P3: a kicked jack is nobody's jack point ------------------------------------------------


def test_p3_kicked_jack_refused_from_a_summary() -> None:
    # The dealer (us) turns up JH: hearts are trumps, the dealer's side scores the kick (3),
    # and JH was never dealt, so no side can score the jack point this hand.
    game = Game(US_THEM, rules=ALL_FOURS)
    home = Tally.summary(high="them", low="us", jack="them", game="them", rules=ALL_FOURS)
    with pytest.raises(ImpossibleResultError) as caught:
        game.record(home, kicks=("JH",))
    assert caught.value.field == "jack"
    assert caught.value.value == "them"
    assert "the turn-up JH is the jack of trumps" in str(caught.value)
    hang = Tally.summary(high="us", low="us", jack="them", hang=True, game="us", rules=ALL_FOURS)
    with pytest.raises(ImpossibleResultError, match="jack: 'them'"):
        game.record(hang, kicks=("AS", "6S", "JH"))  # the pack run twice; JH is the last turn-up
    # Without the jack the same hand scores: us 3 (kick) + 1 (low), them high and game.
    plain = Tally.summary(high="them", low="us", game="them", rules=ALL_FOURS, jack=None)
    assert game.record(plain, kicks=("JH",)).totals == {"us": 4, "them": 2}


def test_p3_a_jack_turned_up_before_the_pack_was_run_is_no_trump() -> None:
    # Turn-ups JS then 6H: the jack of spades was turned up first, hearts are trumps. The jack
    # of hearts is still in play and scores; the two kicks (3 + 2) go to the dealer.
    game = Game(US_THEM, rules=ALL_FOURS)
    hand = Tally.summary(high="them", low="us", jack="them", game="them", rules=ALL_FOURS)
    assert game.record(hand, kicks=("JS", "6H")).totals == {"us": 6, "them": 3}


def test_p3_kicked_jack_refused_from_the_cards() -> None:
    # Trump hearts, two players; JH turned up cannot also be in a hand.
    dealt = {"us": "JH 2C", "them": "AH 3C"}
    captured = {"them": "JH AH 2C 3C"}
    with pytest.raises(ImpossibleResultError) as caught:
        pitch.tally(
            trump="H", dealt=dealt, captured=captured, players=2, rules=ALL_FOURS, kicks="JH"
        )
    assert str(caught.value).startswith("kicks: 'JH' is not allowed; expected turn-ups that")
    hand = pitch.tally(trump="H", dealt=dealt, captured=captured, players=2, rules=ALL_FOURS)
    with pytest.raises(ImpossibleResultError, match="kicks: 'JH'"):
        Game(US_THEM, rules=ALL_FOURS).record(hand, kicks=["JH"])
    # Dealt without JH, the turned-up JH leaves no jack point: high AH (them), low 2H (us).
    dealt = {"us": "2H 2C", "them": "AH 3C"}
    hand = pitch.tally(
        trump="H",
        dealt=dealt,
        captured={"them": "2H AH 2C 3C"},
        players=2,
        rules=ALL_FOURS,
        kicks="JH",
    )
    assert [award.point for award in hand.awards] == ["high", "low", "game"]
    game = Game(US_THEM, rules=ALL_FOURS).record(hand, kicks=["JH"])
    # us: kick 3 + low 1; them: high 1 + game (AH 4 to 0) 1.
    assert game.totals == {"us": 4, "them": 2}


def test_p3_tally_checks_its_kicks() -> None:
    dealt = {"us": "2H 2C", "them": "AH 3C"}
    captured = {"them": "2H AH 2C 3C"}
    with pytest.raises(RuleViolationError, match="kicks: 'JH'"):
        pitch.tally(trump="H", dealt=dealt, captured=captured, players=2, kicks="JH")
    with pytest.raises(ImpossibleResultError, match="last turn-up of trumps"):
        pitch.tally(
            trump="H", dealt=dealt, captured=captured, players=2, rules=ALL_FOURS, kicks="JS"
        )


# Found by the mutation run (docs/development.md): the range checks of the rules run when the module loads; called here at test time.


def test_p3_rules_without_kicks_are_named_by_what_differs() -> None:
    # Pitch has no turn-up (P3): asking it for a kick names the rules as the user wrote
    # them, an option's value by its word.
    rules = Rules(target=15, low="capturer")
    with pytest.raises(RuleViolationError) as caught:
        pitch.kick("AH", rules=rules)
    assert str(caught.value) == (
        "rules: 'Rules(target=15, low=capturer)' is not allowed; expected rules with a "
        "turn-up to kick (kicks is 'none')"
    )


# --- P6: shoot the moon ----------------------------------------------------------------------

MOON = attrs.evolve(PITCH, moon=5)

# Hand M (trump hearts, two players): A dealt AH JH 3C, B dealt 9C 5D 4S.
# A leads 3C, B 9C wins (3C 9C: no game points). B leads 5D, A trumps with AH (5D AH).
# A leads JH, B 4S (JH 4S). High AH (A), low JH (A, the lowest trump dealt), jack A,
# game A 4 + 1 = 5 against B 0. A won every point but not every trick (A 2, B 1).
HAND_M = {
    "trump": "H",
    "dealt": {"A": "AH JH 3C", "B": "9C 5D 4S"},
    "captured": {"A": "5D AH JH 4S", "B": "3C 9C"},
    "players": 2,
}
# Hand N (trump hearts, two players): A dealt AH JH 9C, B dealt 3C 5D 4S. A leads 9C, B 3C:
# A wins. Then AH/5D and JH/4S: A takes all three tricks and all 4 points (game 4 + 1 to 0).
HAND_N = {
    "trump": "H",
    "dealt": {"A": "AH JH 9C", "B": "3C 5D 4S"},
    "captured": {"A": "9C 3C AH 5D JH 4S"},
    "players": 2,
}


def test_p6_moon_made_scores_its_value_instead_of_the_points() -> None:
    hand = pitch.tally(**wrong(HAND_M), rules=MOON)
    assert hand.points == {"A": 4, "B": 0}
    assert hand.tricks == (2, 1)
    assert settle(hand, bidder="A", bid=5, rules=MOON) == {"A": 5, "B": 0}
    assert settle(hand, bidder="A", bid="Moon", rules=MOON) == {"A": 5, "B": 0}
    game = Game(("A", "B"), rules=MOON).record(hand, bidder="A", bid="moon")
    assert game.deals[0].items == (Item("moon made (bid 5, took every point: 4)", "A", 5),)
    assert game.deals[0].bid == 5
    assert game.deals[0].made is True
    assert game.totals == {"A": 5, "B": 0}


def test_p6_moon_failed_is_set_back_by_its_value() -> None:
    # us took high, jack and game; them took low: the moon fails, us -5, them +1.
    hand = Tally.summary(high="us", low="them", jack="us", game="us")
    assert settle(hand, bidder="us", bid=5, rules=MOON) == {"us": -5, "them": 1}
    game = Game(US_THEM, rules=MOON).record(hand, bidder="us", bid=5)
    assert game.deals[0].items == (
        Item("low", "them", 1),
        Item("moon failed (bid 5, took 3)", "us", -5),
    )
    assert game.deals[0].made is False


def test_p6_the_moons_lines_say_what_they_are() -> None:
    # Found by the mutation run (2026-12-04): each line's kind (not in an Item's ==). The
    # moon made: us took all four points, 5; failed: them took low (1), us set back 5.
    made = Tally.summary(high="us", low="us", jack="us", game="us", sides=US_THEM)
    game = Game(US_THEM, rules=MOON).record(made, bidder="us", bid=5)
    assert [item.kind for item in game.deals[0].items] == ["moon_made"]
    failed = Tally.summary(high="us", low="them", jack="us", game="us")
    game = Game(US_THEM, rules=MOON).record(failed, bidder="us", bid=5)
    assert [item.kind for item in game.deals[0].items][-1] == "moon_failed"


def test_p6_every_point_of_the_hand() -> None:
    # High, low and game always; a tied game point is won by nobody, so the moon fails.
    tie = Tally.summary(high="us", low="us", jack="us", game=None, sides=US_THEM)
    assert settle(tie, bidder="us", bid=5, rules=MOON) == {"us": -5, "them": 0}
    # No jack in play (a summary names no jack): high, low and game are every point.
    no_jack = Tally.summary(high="us", low="us", game="us", sides=US_THEM, jack=None)
    assert settle(no_jack, bidder="us", bid=5, rules=MOON) == {"us": 5, "them": 0}
    # From the cards, every point whose card was in play must be won. Trump spades, two
    # players: A dealt AS 2S 4C, B dealt JS 5C 6D; play stops after two tricks (a folded hand,
    # P5): AS/5C and 2S/6D to A, while 4C and JS are never played.
    folded = pitch.tally(
        trump="S",
        dealt={"A": "AS 2S 4C", "B": "JS 5C 6D"},
        captured={"A": "AS 5C 2S 6D"},
        players=2,
        rules=MOON,
    )
    # High AS (A), low 2S (A), game A 4 to 0; the jack JS was in play but nobody won it.
    assert folded.points == {"A": 3, "B": 0}
    assert settle(folded, bidder="A", bid=5, rules=MOON) == {"A": -5, "B": 0}


def test_p6_moon_needs_every_trick_as_an_option() -> None:
    rules = attrs.evolve(MOON, moon_tricks=True)
    m = pitch.tally(**wrong(HAND_M), rules=rules)
    n = pitch.tally(**wrong(HAND_N), rules=rules)
    assert n.tricks == (3, 0)
    assert settle(m, bidder="A", bid=5, rules=rules) == {"A": -5, "B": 0}
    assert settle(n, bidder="A", bid=5, rules=rules) == {"A": 5, "B": 0}
    # A summary cannot know the tricks: all_tricks says.
    summary = Tally.summary(high="A", low="A", jack="A", game="A", sides=("A", "B"))
    assert settle(summary, bidder="A", bid=5, rules=rules, all_tricks=True) == {"A": 5, "B": 0}
    assert settle(summary, bidder="A", bid=5, rules=rules, all_tricks=False) == {
        "A": -5,
        "B": 0,
    }
    with pytest.raises(ScoreError) as caught:
        settle(summary, bidder="A", bid=5, rules=rules)
    assert caught.value.field == "all_tricks"
    with pytest.raises(ImpossibleResultError, match="all_tricks: True"):
        settle(m, bidder="A", bid=5, rules=rules, all_tricks=True)
    with pytest.raises(RuleViolationError, match="all_tricks"):
        settle(m, bidder="A", bid=2, rules=rules, all_tricks=True)
    with pytest.raises(ScoreError, match="all_tricks: 'yes'"):
        settle(n, bidder="A", bid=5, rules=rules, all_tricks=wrong("yes"))


def test_p6_moon_made_wins_the_game_at_once() -> None:
    rules = attrs.evolve(MOON, moon_wins=True)
    hand = pitch.tally(**wrong(HAND_M), rules=rules)
    game = Game(("A", "B"), rules=rules).record(hand, bidder="A", bid=5)
    # A scores what it took (4) and wins, far from 21.
    assert game.totals == {"A": 4, "B": 0}
    assert game.finished
    assert game.winner == "A"
    assert game.deals[0].winner == "A"
    assert game.next is None


def test_p6_moon_failed_loses_the_game() -> None:
    rules = attrs.evolve(MOON, moon_fail_loses=True)
    hand = Tally.summary(high="us", low="them", jack="us", game="us")
    assert settle(hand, bidder="us", bid=5, rules=rules) == {"us": 0, "them": 1}
    game = Game(US_THEM, rules=rules).record(hand, bidder="us", bid=5)
    # us scores nothing for the hand and loses; with two sides, them wins.
    assert game.totals == {"us": 0, "them": 1}
    assert (game.winner, game.loser) == ("them", "us")
    assert game.deals[0].loser == "us"
    with pytest.raises(RuleViolationError) as caught:
        game.record(hand, bidder="us", bid=2)
    assert str(caught.value) == (
        "deal: 2 is not allowed; expected no more deals: the game is over (us lost, won by them)"
    )


def test_p6_moon_in_the_auction_and_ten_point_pitch() -> None:
    assert pitch.auction([2, "moon", None, None], rules=MOON) == (1, 5)
    with pytest.raises(RuleViolationError, match="calls: 5"):
        pitch.auction([2, 5, None, None])
    # Ten-point pitch bids up to 10: the moon must be above, say 11.
    rules = attrs.evolve(TEN_POINT, moon=11)
    hand = Tally.summary(
        high="A",
        low="A",
        jack="A",
        jick="A",
        big_joker="A",
        little_joker="A",
        game="A",
        trey="A",
        sides=("A", "B"),
        rules=rules,
    )
    assert settle(hand, bidder="A", bid="moon", rules=rules) == {"A": 11, "B": 0}


# --- P6: win by, lose at -----------------------------------------------------------------------


def test_p6_win_by_two_counting_out() -> None:
    rules = attrs.evolve(PITCH, target=11, going_out="count", win_by=2)
    game = Game(US_THEM, rules=rules, totals={"us": 10, "them": 10})
    # high us 11-10 (ahead by 1), low them 11-11, jack us 12-11, game them 12-12: play on.
    one = game.record(
        Tally.summary(high="us", low="them", jack="us", game="them"), bidder="us", bid=2
    )
    assert one.totals == {"us": 12, "them": 12}
    assert not one.finished
    # high us 13-12, low us 14-12: two ahead, us wins; them's game point is never counted.
    two = one.record(
        Tally.summary(high="us", low="us", game="them", jack=None), bidder="us", bid=2
    )
    assert two.winner == "us"
    assert two.totals == {"us": 14, "them": 12}
    assert [item.label for item in two.deals[-1].items] == ["high", "low"]


def test_p6_win_by_two_a_setback_can_leave_the_leader_far_enough_ahead() -> None:
    rules = attrs.evolve(PITCH, target=11, going_out="count", win_by=2)
    game = Game(US_THEM, rules=rules, totals={"us": 11, "them": 11})
    # them bid 3 and took high and low (the game point tied): set back to 8; us 11 leads by 3.
    hand = Tally.summary(high="them", low="them", sides=US_THEM, jack=None, game=None)
    done = game.record(hand, bidder="them", bid=3)
    assert done.totals == {"us": 11, "them": 8}
    assert done.winner == "us"


def test_p6_win_by_two_with_the_bidder_going_out() -> None:
    rules = attrs.evolve(PITCH, win_by=2)
    game = Game(US_THEM, rules=rules, totals={"us": 20, "them": 20})
    # us bid 2 and took high and low; them jack and game: 22-22, us made it but is not ahead.
    one = game.record(
        Tally.summary(high="us", low="us", jack="them", game="them"), bidder="us", bid=2
    )
    assert one.totals == {"us": 22, "them": 22}
    assert not one.finished
    # them bid 2 and took all four: 22-26, them made it and leads by 4.
    two = one.record(
        Tally.summary(high="them", low="them", jack="them", game="them", sides=US_THEM),
        bidder="them",
        bid=2,
    )
    assert two.winner == "them"
    # The plain rule (win_by=1): a bidder at 21 wins even behind a defender at 22 (P4).
    plain = Game(US_THEM, totals={"us": 19, "them": 22})
    hand = Tally.summary(high="us", low="us", jack="them", game="them")
    assert plain.record(hand, bidder="us", bid=2).winner == "us"


def test_p6_lose_at_minus_eleven_two_sides() -> None:
    rules = attrs.evolve(PITCH, lose_at=-11)
    game = Game(US_THEM, rules=rules, totals={"us": 5, "them": -9})
    # them bid 3, took high only: set back to -12; us takes low and game: 7.
    done = game.record(
        Tally.summary(high="them", low="us", game="us", jack=None), bidder="them", bid=3
    )
    assert done.totals == {"us": 7, "them": -12}
    assert (done.winner, done.loser) == ("us", "them")
    assert done.deals[-1].items[-1] == Item("setback (bid 3, took 1)", "them", -3)
    # At -11 exactly the side loses too ("at or below").
    at = Game(US_THEM, rules=rules, totals={"us": 0, "them": -9}).record(
        Tally.summary(high="us", low="us", game="us", sides=US_THEM, jack=None),
        bidder="them",
        bid=2,
    )
    assert at.totals == {"us": 3, "them": -11}
    assert at.loser == "them"


def test_p6_lose_at_with_three_sides_counting_out() -> None:
    # Cutthroat counts out with the bidder's points first when it made its bid. C bid 2 and
    # took nothing: high A, low B, game A are counted (A 4, B 4, A 5), then C's setback: -6,
    # at or below -5, so C loses; the best of the others, A (5 to 4), wins.
    rules = attrs.evolve(CUTTHROAT, lose_at=-5)
    game = Game(("A", "B", "C"), rules=rules, totals={"A": 3, "B": 3, "C": -4})
    done = game.record(
        Tally.summary(high="A", low="B", game="A", sides=("A", "B", "C"), jack=None),
        bidder="C",
        bid=2,
    )
    assert done.totals == {"A": 5, "B": 4, "C": -6}
    assert (done.winner, done.loser) == ("A", "C")
    # A and B level: they share the win.
    level = Game(("A", "B", "C"), rules=rules, totals={"A": 3, "B": 4, "C": -4}).record(
        Tally.summary(high="A", low="B", sides=("A", "B", "C"), jack=None, game=None),
        bidder="C",
        bid=2,
    )
    assert level.totals == {"A": 4, "B": 5, "C": -6}
    level = Game(("A", "B", "C"), rules=rules, totals={"A": 4, "B": 4, "C": -4}).record(
        Tally.summary(high="A", low="B", sides=("A", "B", "C"), jack=None, game=None),
        bidder="C",
        bid=2,
    )
    assert level.winner == ("A", "B")
    assert "won by A and B" in _over(level)


def _over(game: Game) -> str:
    try:
        game.throw_in()
    except RuleViolationError as error:
        return str(error)
    return ""


def test_p6_start_from_totals_and_the_end_rules_apply_from_the_first_hand() -> None:
    # A sheet carried over at 19-15: us bid 2 and made high and low: 21, us goes out.
    game = Game(US_THEM, totals={"us": 19, "them": 15})
    assert game.totals == {"us": 19, "them": 15}
    assert game.start == {"us": 19, "them": 15}
    assert game.leaders == ("us",)
    done = game.record(
        Tally.summary(high="us", low="us", jack="them", game="them"), bidder="us", bid=2
    )
    assert done.totals == {"us": 21, "them": 17}
    assert done.winner == "us"
    assert done.undo() is game
    # Bidder goes out: a defending side may sit at 22 and play on.
    assert Game(US_THEM, totals={"us": 22, "them": 3}).totals["us"] == 22


def test_p6_combined_moon_win_by_and_lose_at() -> None:
    rules = attrs.evolve(PITCH, moon=5, win_by=2, lose_at=-11)
    game = Game(US_THEM, rules=rules, totals={"us": 20, "them": -9})
    # them shoots the moon and takes every point: +5 (-4); us stays at 20.
    hand = Tally.summary(high="them", low="them", jack="them", game="them", sides=US_THEM)
    made = game.record(hand, bidder="them", bid="moon")
    assert made.totals == {"us": 20, "them": -4}
    # them shoots again and fails (us took low): -4 - 5 = -9, not yet at -11; us 21, one
    # ahead... us did not bid, so does not go out.
    failed = made.record(
        Tally.summary(high="them", low="us", jack="them", game="them"), bidder="them", bid=5
    )
    assert failed.totals == {"us": 21, "them": -9}
    assert not failed.finished
    # them fails the moon once more (took nothing): -14, at or below -11: them loses.
    lost = failed.record(
        Tally.summary(high="us", low="us", sides=US_THEM, jack=None, game=None),
        bidder="them",
        bid=5,
    )
    assert lost.totals == {"us": 23, "them": -14}
    assert (lost.winner, lost.loser) == ("us", "them")


@pytest.mark.parametrize(
    ("make", "message"),
    [
        (
            lambda: Rules(moon=4),
            "moon: 4 is not allowed; expected a bid above the highest ordinary bid (max_bid 4)",
        ),
        (
            lambda: Rules(moon=wrong("5")),
            "moon: '5' is not allowed; expected an int from 1 to 1000000000",
        ),
        (
            lambda: Rules(moon=True),
            "moon: True is not allowed; expected an int from 1 to 1000000000",
        ),
        (
            lambda: attrs.evolve(ALL_FOURS, moon=5),
            "moon: 5 is not allowed; expected None when there is no bidding",
        ),
        (
            lambda: Rules(moon_wins=True),
            "moon_wins: True is not allowed; expected False while shooting the moon is off (moon=None)",
        ),
        (
            lambda: Rules(moon_tricks=True),
            "moon_tricks: True is not allowed; expected False while shooting the moon is off (moon=None)",
        ),
        (
            lambda: Rules(moon_fail_loses=True),
            "moon_fail_loses: True is not allowed; expected False while shooting the moon is off (moon=None)",
        ),
        (
            lambda: Rules(moon=5, moon_wins=wrong("yes")),
            "moon_wins: 'yes' is not allowed; expected True or False",
        ),
        (
            lambda: Rules(win_by=0),
            "win_by: 0 is not allowed; expected an int from 1 to 1000000000",
        ),
        (
            lambda: Rules(lose_at=11),
            "lose_at: 11 is not allowed; expected an int from -1000000000 to -1",
        ),
        (
            lambda: Rules(lose_at=wrong(-11.0)),
            "lose_at: -11.0 is not allowed; expected an int from -1000000000 to -1",
        ),
        (
            lambda: settle(
                Tally.summary(high="A", low="B", jack=None, game=None), bidder="A", bid=5
            ),
            "bid: 5 is not allowed; expected a bid from 2 to 4",
        ),
        (
            lambda: settle(
                Tally.summary(high="A", low="B", jack=None, game=None), bidder="A", bid="moon"
            ),
            "bid: 'moon' is not allowed; expected an int bid from 2 to 4",
        ),
        (
            lambda: settle(
                Tally.summary(high="A", low="B", jack=None, game=None),
                bidder="A",
                bid=6,
                rules=MOON,
            ),
            "bid: 6 is not allowed; expected a bid from 2 to 4, or 5 or 'moon' (the moon)",
        ),
        (
            lambda: settle(
                Tally.summary(high="A", low="B", jack=None, game=None),
                bidder="A",
                bid=2,
                rules=attrs.evolve(PITCH, jick=True, max_bid=5),
            ),
            "rules: 'Rules(max_bid=5, jick=True)' is not allowed; expected the rules the tally was made under (pitch)",
        ),
        (
            lambda: Game(US_THEM, totals={"us": 1}),
            "totals: {'us': 1} is not allowed; expected a mapping of every side ('us', 'them') to its total, an int",
        ),
        (
            lambda: Game(US_THEM, totals={"us": 1, "you": 2}),
            "totals: {'us': 1, 'you': 2} is not allowed; expected a mapping of every side ('us', 'them') to its total, an int",
        ),
        (
            lambda: Game(US_THEM, totals=wrong([1, 2])),
            "totals: [1, 2] is not allowed; expected a mapping of every side ('us', 'them') to its total, an int",
        ),
        (
            lambda: Game(US_THEM, totals={"us": 1, "them": wrong("2")}),
            "totals['them']: '2' is not allowed; expected an int from -1000000000 to 1000000000",
        ),
        (
            lambda: Game(
                US_THEM, rules=attrs.evolve(PITCH, lose_at=-11), totals={"us": 1, "them": -11}
            ),
            "totals: {'us': 1, 'them': -11} is not allowed; expected totals above lose_at (-11): them at -11 has lost",
        ),
        (
            lambda: Game(US_THEM, rules=ALL_FOURS, totals={"us": 21, "them": 3}),
            "totals: {'us': 21, 'them': 3} is not allowed; expected totals of a game still on: us at 21 has won (target 21)",
        ),
        (
            lambda: Game(
                US_THEM, rules=attrs.evolve(ALL_FOURS, win_by=2), totals={"us": 23, "them": 21}
            ),
            "totals: {'us': 23, 'them': 21} is not allowed; expected totals of a game still on: us at 23 has won (target 21, win by 2)",
        ),
    ],
)
def test_p6_messages_name_the_field(make: Callable[[], object], message: str) -> None:
    with pytest.raises(ScoreError) as caught:
        make()
    assert str(caught.value) == message


def test_p6_win_by_two_all_fours_start_at_the_target_plays_on() -> None:
    # Counting out, win by 2: 22-21 is not over; the next point to us (23-21) wins.
    rules = attrs.evolve(ALL_FOURS, win_by=2)
    game = Game(US_THEM, rules=rules, totals={"us": 22, "them": 21})
    done = game.record(Tally.summary(high="us", low="them", game="us", rules=rules, jack=None))
    assert done.winner == "us"
    assert done.totals == {"us": 23, "them": 21}


def test_p6_moon_with_a_hang_jack_from_the_cards() -> None:
    # Trump hearts, two players, the jack scored the Trinidad way in a bidding game with the
    # moon at 7: A dealt AH 2H 9C, B dealt JH 3C 4D. A leads AH, B JH: A hangs the jack (3).
    # A leads 2H, B 3C; A leads 9C, B 4D: A takes every trick. High AH, low 2H, hang jack,
    # game (4 + 1 to 0): all A's, so the moon is made: 7.
    rules = Rules(jack="trinidad", moon=7)
    hand = pitch.tally(
        trump="H",
        dealt={"A": "AH 2H 9C", "B": "JH 3C 4D"},
        captured={"A": "AH JH 2H 3C 9C 4D"},
        players=2,
        rules=rules,
    )
    assert [award.point for award in hand.awards] == ["high", "low", "hang jack", "game"]
    assert settle(hand, bidder="A", bid=7, rules=rules) == {"A": 7, "B": 0}


def test_p6_all_tricks_only_with_bidding() -> None:
    hand = Tally.summary(high="us", low="them", rules=ALL_FOURS, jack=None, game=None)
    with pytest.raises(RuleViolationError, match="all_tricks: True"):
        settle(hand, bidder=None, bid=None, rules=ALL_FOURS, all_tricks=True)


def test_p6_a_setback_leaves_a_side_at_the_target_ahead_counting_out() -> None:
    # Counting out to 11 from a sheet at 11-11 (level: the game goes on). B bids 3.
    rules = attrs.evolve(PITCH, target=11, going_out="count")
    game = Game(("A", "B"), rules=rules, totals={"A": 11, "B": 11})
    hand = Tally.summary(high="B", low="A", sides=("A", "B"), jack=None, game=None)
    done = game.record(hand, bidder="B", bid=3)
    # A's low is counted first (12: A leads 12-11 and has reached 11: A wins there).
    assert done.winner == "A"
    assert done.totals == {"A": 12, "B": 11}
    # B took high and low (2 of its 3): the setback alone (11-8) leaves A ahead at 11.
    bare = Tally.summary(high="B", low="B", sides=("A", "B"), jack=None, game=None)
    assert game.record(bare, bidder="B", bid=3).totals == {"A": 11, "B": 8}
    assert game.record(bare, bidder="B", bid=3).winner == "A"


# Found by the mutation run (docs/development.md): the range checks of the rules run when the module loads; called here at test time.


FIELDS = attrs.fields(Rules)


def test_p6_a_count_in_its_range_and_out_of_it() -> None:
    # Private on purpose: the rules' range checks run at import; called here at test time.
    check = pitch_read._count(1, 10)  # bids from 1 to 10 tricks' worth of points
    assert check(None, FIELDS.min_bid, 1) is None
    assert check(None, FIELDS.min_bid, 10) is None
    for value in (0, 11):
        with pytest.raises(ScoreError) as caught:
            check(None, FIELDS.min_bid, value)
        assert (caught.value.field, caught.value.value) == ("min_bid", value)
        assert (
            str(caught.value) == f"min_bid: {value} is not allowed; expected an int from 1 to 10"
        )


def test_p6_an_optional_count_is_none_or_in_its_range() -> None:
    # lose_at (P6): a side at -N or below loses; off (None) by default.
    check = pitch_read._optional_count(-21, -1)
    assert check(None, FIELDS.lose_at, None) is None
    assert check(None, FIELDS.lose_at, -1) is None
    assert check(None, FIELDS.lose_at, -21) is None
    for value in (0, -22):
        with pytest.raises(ScoreError) as caught:
            check(None, FIELDS.lose_at, value)
        assert (caught.value.field, caught.value.value) == ("lose_at", value)
        assert str(caught.value) == (
            f"lose_at: {value} is not allowed; expected an int from -21 to -1"
        )
