"""Properties of duplicate scoring (D1–D4): what holds for every board and every match."""

from __future__ import annotations

import itertools
import math
from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from cardscore.duplicate import butler, cross_imps, imps, matchpoints, victory_points

# Duplicate scores are multiples of 10 from -7,600 to 7,600 (bridge.score, B2-B5).
scores = st.integers(-760, 760).map(lambda tens: tens * 10)
boards = st.lists(scores, min_size=1, max_size=16)


@given(boards)
def test_d2_matchpoints_on_a_board_sum_to_n_times_n_minus_1(board: list[int]) -> None:
    # D2: each pair of results shares 2 (international): n(n - 1) / 2 pairs, 2 each.
    n = len(board)
    assert sum(matchpoints(board)) == n * (n - 1)
    # The ACBL scale shares 1 per pair of results: half as much.
    assert sum(matchpoints(board, scale="acbl")) == Fraction(n * (n - 1), 2)
    top = 2 * (n - 1)
    assert all(0 <= mp <= top for mp in matchpoints(board))


@given(boards, st.integers(0, 8))
def test_d2_neuberg_sums_to_the_top_of_the_expected_board(board: list[int], more: int) -> None:
    # Counting each result E/A times gives a board of E results: the sum is A/E of E(E - 1).
    a = len(board)
    e = a + more
    assert sum(matchpoints(board, expected=e)) == Fraction(a * e * (e - 1), e)


@given(boards)
def test_d2_neuberg_with_every_result_is_the_identity(board: list[int]) -> None:
    assert matchpoints(board, expected=len(board)) == matchpoints(board)
    assert matchpoints(board, expected=len(board), scale="acbl") == matchpoints(
        board, scale="acbl"
    )


@given(boards)
def test_d2_a_better_score_never_earns_fewer_matchpoints(board: list[int]) -> None:
    points = matchpoints(board, expected=len(board) + 2)
    for (s, p), (t, q) in itertools.combinations(zip(board, points, strict=True), 2):
        assert (s > t) <= (p > q)
        assert (s == t) <= (p == q)


@given(st.integers(-100_000, 100_000))
def test_d1_imps_are_odd(difference: int) -> None:
    assert imps(-difference) == -imps(difference)


@given(st.integers(-100_000, 100_000), st.integers(0, 10_000))
def test_d1_imps_are_monotone_and_bounded(difference: int, more: int) -> None:
    assert imps(difference) <= imps(difference + more)
    assert -24 <= imps(difference) <= 24


@given(boards)
def test_d3_cross_imps_sum_to_zero_over_a_board(board: list[int]) -> None:
    assert sum(cross_imps(board)) == 0


@given(boards)
def test_d3_butler_against_a_datum_within_the_results(board: list[int]) -> None:
    datum, points = butler(board, drop=0)
    assert min(board) - 10 <= datum <= max(board) + 10
    assert datum % 10 == 0
    assert points == tuple(imps(score - datum) for score in board)


@settings(max_examples=200)
@given(st.integers(-200, 200), st.integers(1, 64))
def test_d4_vp_pairs_sum_to_20(margin: int, count: int) -> None:
    winner, loser = victory_points(margin, count)
    assert winner + loser == 20
    assert 0 <= loser <= 10 <= winner <= 20 if margin >= 0 else 0 <= winner <= 10 <= loser
    assert victory_points(-margin, count) == (loser, winner)


@settings(max_examples=200)
@given(st.integers(1, 150), st.integers(1, 64))
def test_d4_each_further_imp_is_worth_no_more_than_the_one_before(margin: int, count: int) -> None:
    before = victory_points(margin - 1, count)[0]
    here = victory_points(margin, count)[0]
    after = victory_points(margin + 1, count)[0]
    assert before <= here <= after
    assert after - here <= here - before
    if margin >= math.ceil(15 * math.sqrt(count)):
        assert here == 20
