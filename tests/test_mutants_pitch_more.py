"""Pitch: what the mutation run of 2026-12-03 (evening) found untested (P1..P6).

Each test here kills mutants that survived ``nice -n 19 mutmut run 'cardscore.pitch.*'``
(docs/development.md, "The latest run"). The numbers are worked by hand from the rules
(/work/shared/rules/pitch.md, section named in each test); the messages are the library's
documented wording (field, value, what is allowed).
"""

from __future__ import annotations

import attrs
import pytest

from cardscore import ScoreError, pitch
from cardscore.pitch import PITCH, Tally

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


def test_p4_settle_of_a_setback_builds_no_line_of_text() -> None:
    # P4: A bid 3 and took high and low only (2): set back by 3; B scores its 2.
    # settle() returns only the scores, so it makes no "setback (bid 3, took 2)" label.
    hand = Tally.summary(high="A", low="A", jack="B", game="B")
    pitch._setback_label.cache_clear()
    assert pitch.settle(hand, bidder="A", bid=3) == {"A": -3, "B": 2}
    assert pitch._setback_label.cache_info().currsize == 0


# --- Point names (P2, P5) --------------------------------------------------------------------


def test_p2_p5_a_point_word_is_said_and_any_other_word_kept() -> None:
    assert str(pitch.point_word("big joker")) == "big joker"
    assert pitch.point_word("smudge") == "smudge"
