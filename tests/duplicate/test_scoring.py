"""Duplicate bridge scoring: IMPs, matchpoints, Neuberg, cross-IMPs, Butler, VPs (D1–D4).

Every expected value here is from the rules (duplicate.md) or worked by hand from them,
never taken from the code's output.
"""

from __future__ import annotations

import itertools
import math
from decimal import Decimal
from fractions import Fraction
from typing import TYPE_CHECKING

import pytest

from cardscore import duplicate
from cardscore.bridge import Contract
from cardscore.duplicate import butler, cross_imps, imps, matchpoints, victory_points
from cardscore.errors import ImpossibleResultError, NotationError, RuleViolationError, ScoreError

if TYPE_CHECKING:
    from collections.abc import Callable


def mps(*values: int | str | Fraction) -> tuple[Fraction, ...]:
    """Exact values as the functions return them (``"1/2"``, ``"19.9"`` or an int)."""
    return tuple(Fraction(value) for value in values)


@pytest.fixture(autouse=True)
def _empty_vp_cache() -> None:
    # Each test computes the VP rows it checks (see conftest's note on caches).
    duplicate._rules.vp_row.cache_clear()


# --- D1: IMPs (Law 78B) --------------------------------------------------------------------

# D1's table as printed (Law 78B): (lowest difference, highest difference, IMPs).
LAW_78B = (
    (0, 10, 0), (20, 40, 1), (50, 80, 2), (90, 120, 3), (130, 160, 4), (170, 210, 5),
    (220, 260, 6), (270, 310, 7), (320, 360, 8), (370, 420, 9), (430, 490, 10),
    (500, 590, 11), (600, 740, 12), (750, 890, 13), (900, 1090, 14), (1100, 1290, 15),
    (1300, 1490, 16), (1500, 1740, 17), (1750, 1990, 18), (2000, 2240, 19),
    (2250, 2490, 20), (2500, 2990, 21), (3000, 3490, 22), (3500, 3990, 23),
    (4000, 7600, 24),
)  # fmt: skip


def _law_78b(difference: int) -> int:
    for low, high, value in LAW_78B:
        if low <= abs(difference) <= high:
            return value if difference >= 0 else -value
    raise AssertionError(difference)  # pragma: no cover - the table covers 0..7600


def test_d1_every_difference_from_minus_7600_to_7600() -> None:
    for difference in range(-7600, 7601, 10):
        assert imps(difference) == _law_78b(difference), difference


def test_d1_the_sign_follows_the_difference() -> None:
    # D1: +430 against +50 is +10 IMPs for the first, -10 for the other.
    assert imps(430 - 50) == 9  # 380: the 370-420 step
    assert imps(430 - (-50)) == 10  # 480
    assert imps(-50 - 430) == -10


def test_d1_beyond_the_table_is_24() -> None:
    assert imps(10**12) == 24
    assert imps(-(10**12)) == -24


def test_d1_between_two_steps_the_lower_step() -> None:
    # The table gives each step's lower bound: 15 is below 20 (0), 45 below 50 (1).
    assert (imps(15), imps(19), imps(45), imps(-45), imps(3999)) == (0, 0, 1, -1, 23)


@pytest.mark.parametrize("bad", [True, 1.0, "420", None, Fraction(10)])
def test_d1_imps_refuses_what_is_not_an_int(bad: object) -> None:
    with pytest.raises(ScoreError, match="points"):
        imps(bad)  # type: ignore[call-overload]


# --- D2: matchpoints and Neuberg (Law 78A) -------------------------------------------------


def test_d2_the_rules_example() -> None:
    # D2: NS +90, 0 (passed out), -50, -50: NS 6, 4, 1, 1; EW 0, 2, 5, 5 on a top of 6.
    ns = matchpoints([90, 0, -50, -50])
    assert ns == mps(6, 4, 1, 1)
    assert tuple(6 - mp for mp in ns) == mps(0, 2, 5, 5)
    assert all(type(mp) is Fraction for mp in ns)


def test_d2_the_rules_example_on_the_acbl_scale() -> None:
    # D2: the ACBL scale gives 1 a win and 1/2 a tie: top n - 1 = 3.
    assert matchpoints([90, 0, -50, -50], scale="acbl") == mps(3, 2, "1/2", "1/2")
    spaced = matchpoints([90, 0, -50, -50], scale=" ACBL ")  # type: ignore[arg-type]
    assert spaced == mps(3, 2, "1/2", "1/2")


def test_d2_the_ebu_neuberg_example() -> None:
    # D2 (EBU): 10 different results where 11 were expected, on a top of 20.
    scores = [1000 - 100 * rank for rank in range(10)]
    expected = ("19.9", "17.7", "15.5", "13.3", "11.1", "8.9", "6.7", "4.5", "2.3", "0.1")
    assert matchpoints(scores, expected=11) == tuple(Fraction(x) for x in expected)


def test_d2_neuberg_worked_by_hand() -> None:
    # +600, +170, -100 where 4 were expected: MP 4, 2, 0; (MP + 1) x 4/3 - 1.
    assert matchpoints([600, 170, -100], expected=4) == (
        Fraction(17, 3),
        Fraction(3),
        Fraction(1, 3),
    )
    # On the ACBL scale the same results are halved: (MP + 1/2) x 4/3 - 1/2.
    assert matchpoints([600, 170, -100], expected=4, scale="acbl") == (
        Fraction(17, 6),
        Fraction(3, 2),
        Fraction(1, 6),
    )


def test_d2_neuberg_with_every_result_is_the_plain_count() -> None:
    assert matchpoints([90, 0, -50, -50], expected=4) == mps(6, 4, 1, 1)


def test_d2_no_results_and_one_result() -> None:
    assert matchpoints([]) == ()
    assert matchpoints([], expected=3) == ()  # every result artificial: nothing to compare
    assert matchpoints([420]) == mps(0)
    # One result of 3 expected: it is worth the middle of a top of 4.
    assert matchpoints([420], expected=3) == mps(2)


def test_d2_results_in_any_order() -> None:
    assert matchpoints([-50, 90, -50, 0]) == mps(1, 6, 1, 4)


def test_d2_errors_name_the_field() -> None:
    with pytest.raises(RuleViolationError, match=r"expected: 3 .*at least the number of results"):
        matchpoints([1, 2, 3, 4], expected=3)
    with pytest.raises(ImpossibleResultError, match="expected"):
        matchpoints([], expected=0)
    with pytest.raises(ScoreError, match="expected"):
        matchpoints([1], expected=2.0)  # type: ignore[arg-type]
    with pytest.raises(NotationError, match="scale: 'swiss'"):
        matchpoints([1], scale="swiss")  # type: ignore[arg-type]
    with pytest.raises(ScoreError, match="scale"):
        matchpoints([1], scale=None)  # type: ignore[arg-type]
    with pytest.raises(ScoreError, match="scores: '420'"):
        matchpoints("420")  # type: ignore[arg-type]
    with pytest.raises(ScoreError, match="scores: 4.5"):
        matchpoints([1, 4.5])  # type: ignore[list-item]
    with pytest.raises(ScoreError, match="scores: True"):
        matchpoints([True])
    with pytest.raises(ScoreError, match="scores: 7"):
        matchpoints(7)  # type: ignore[arg-type]


# --- D3: cross-IMPs and Butler ---------------------------------------------------------------


def test_d3_cross_imps_worked_by_hand() -> None:
    # 420, 420, 170, -50. 420: 0 (420), +6 (250), +10 (470) = 16 over 3 others.
    # 170: -6, -6, +6 (220) = -6 over 3. -50: -10, -10, -6 = -26 over 3.
    assert cross_imps([420, 420, 170, -50]) == (
        Fraction(16, 3),
        Fraction(16, 3),
        Fraction(-2),
        Fraction(-26, 3),
    )


def test_d3_cross_imps_of_one_or_no_result() -> None:
    assert cross_imps([]) == ()
    assert cross_imps([620]) == mps(0)
    assert cross_imps([620, 100]) == mps(11, -11)  # 520: the 500-590 step


def test_d3_butler_drops_the_highest_and_the_lowest() -> None:
    # -100, 140, 170, 620, 620: drop 620 and -100, the mean of 140, 170, 620 is 310.
    # 620 - 310 = 310: 7; 170 - 310 = -140: -4; 140 - 310 = -170: -5; -100 - 310: -9.
    assert butler([620, 620, 170, 140, -100], drop=1) == (310, (7, 7, -4, -5, -9))
    # Left out, drop is 1 from five results on.
    assert butler([620, 620, 170, 140, -100]) == (310, (7, 7, -4, -5, -9))


def test_d3_butler_datum_rounds_to_ten_halves_away_from_zero() -> None:
    # 420, 400, -50: mean 256.67 -> 260 (no drop under five results).
    assert butler([420, 400, -50]) == (260, (4, 4, -7))
    # Mean 15 -> 20, mean -15 -> -20, mean 14 -> 10, mean -25 -> -30.
    assert butler([10, 20], drop=0)[0] == 20
    assert butler([-10, -20], drop=0)[0] == -20
    assert butler([10, 18], drop=0)[0] == 10
    assert butler([-20, -30], drop=0)[0] == -30
    assert butler([0, 0, 0], drop=1) == (0, (0, 0, 0))


def test_d3_butler_errors() -> None:
    with pytest.raises(RuleViolationError, match=r"drop: 2 .*fewer than half of the 4 results"):
        butler([1, 2, 3, 4], drop=2)
    with pytest.raises(ImpossibleResultError, match="drop: -1"):
        butler([1, 2, 3], drop=-1)
    with pytest.raises(ScoreError, match="drop: '1'"):
        butler([1, 2, 3], drop="1")  # type: ignore[arg-type]
    with pytest.raises(RuleViolationError, match="drop: 1"):
        butler([], drop=1)
    assert butler([]) == (0, ())
    assert butler([], drop=0) == (0, ())


# --- D4: victory points ---------------------------------------------------------------------


def test_d4_sixteen_boards_start_as_the_rules_say() -> None:
    # D4: 16 boards, 1-5 IMPs: 10.31, 10.61, 10.91, 11.20, 11.48.
    winners = [victory_points(margin, 16)[0] for margin in range(1, 6)]
    assert winners == [Decimal(x) for x in ("10.31", "10.61", "10.91", "11.20", "11.48")]


def test_d4_a_draw_and_the_loser() -> None:
    assert victory_points(0, 16) == (Decimal("10.00"), Decimal("10.00"))
    assert victory_points(-5, 16) == (Decimal("8.52"), Decimal("11.48"))


def test_d4_from_the_blitz_on_20_0() -> None:
    # X = 15 sqrt(16) = 60.
    assert victory_points(60, 16) == (Decimal("20.00"), Decimal("0.00"))
    assert victory_points(500, 16) == (Decimal("20.00"), Decimal("0.00"))
    assert victory_points(-60, 16) == (Decimal("0.00"), Decimal("20.00"))


def test_d4_the_formula_by_hand_where_rounding_needs_no_repair() -> None:
    # 16 boards, 20 IMPs: 10 + 10 (1 - tau^(60/60)) / (1 - tau^3) = 10 + 10 (1 - tau) / (1 -
    # tau^3); tau = 0.6180339887, tau^3 = 0.2360679775: 10 + 3.8196601 / 0.7639320 = 15.00.
    tau = (math.sqrt(5) - 1) / 2
    assert round(10 + 10 * (1 - tau) / (1 - tau**3), 2) == 15.00
    assert victory_points(20, 16)[0] == Decimal("15.00")


def _row(boards: int) -> list[Decimal]:
    blitz = math.ceil(15 * math.sqrt(boards))
    return [victory_points(margin, boards)[0] for margin in range(blitz + 2)]


@pytest.mark.parametrize("boards", range(1, 65))
def test_d4_every_row_is_monotone_concave_and_20_at_the_blitz(boards: int) -> None:
    row = _row(boards)
    steps = [later - earlier for earlier, later in itertools.pairwise(row)]
    assert all(step >= 0 for step in steps)
    assert all(b <= a for a, b in itertools.pairwise(steps)), steps
    blitz = 15 * math.sqrt(boards)
    assert victory_points(math.ceil(blitz), boards)[0] == 20
    assert row[0] == 10
    assert all(value.as_tuple().exponent == -2 for value in row)
    for margin in range(len(row)):
        winner, loser = victory_points(margin, boards)
        assert winner + loser == 20
        assert victory_points(-margin, boards) == (loser, winner)


def test_d4_repairs_are_single_hundredths() -> None:
    # The WBF tables raise a value by 0.01 where rounding broke concavity; never more, and
    # never below the formula's value. 16 boards: 13 IMPs 13.52, 14 IMPs 13.7436 (13.74),
    # 15 IMPs 13.97: the step 0.22 then 0.23 breaks concavity, so 14 IMPs is 13.75.
    tau = (math.sqrt(5) - 1) / 2
    for boards in (8, 16, 24, 32):
        blitz = 15 * math.sqrt(boards)
        for margin in range(math.ceil(blitz)):
            formula = 10 + 10 * (1 - tau ** (3 * margin / blitz)) / (1 - tau**3)
            value = float(victory_points(margin, boards)[0])
            assert -0.005 <= value - formula <= 0.015, (boards, margin)
    assert victory_points(14, 16)[0] == Decimal("13.75")


def test_d4_errors() -> None:
    with pytest.raises(ImpossibleResultError, match="boards: 0"):
        victory_points(3, 0)
    with pytest.raises(ImpossibleResultError, match="boards: 1001"):
        victory_points(3, 1001)
    with pytest.raises(ScoreError, match="boards: '16'"):
        victory_points(3, "16")  # type: ignore[arg-type]
    with pytest.raises(ScoreError, match="imps: 2.5"):
        victory_points(2.5, 16)  # type: ignore[arg-type]
    with pytest.raises(ScoreError, match="imps: True"):
        victory_points(True, 16)


# Found by the mutation run: the running IMPs of a teams match, a thrown-in board, the
# labels of artificial scores, and how a sheet shows an exact value to two decimals.


def test_d4_running_imps_board_by_board_and_a_board_thrown_in() -> None:
    # Board 1 (nobody vulnerable): Lions NS make 4S, +420; in the other room Lions sit EW
    # and go one down in 4S, -50: 370, 9 IMPs (D1). Board 2 (NS vulnerable): Lions NS go
    # one down vulnerable, -100; EW they make 4S not vulnerable, +420: 320, 8 IMPs.
    match = duplicate.TeamsMatch(("Lions", "Tigers"), boards=3).record("N 4S=", "E 4S-1")
    assert match.deals[0].running == {"Lions": 9, "Tigers": 0}
    second = match.record("N 4S-1", "E 4S=").deals[1]
    assert (second.imps, second.running) == (8, {"Lions": 17, "Tigers": 0})
    thrown = match.throw_in().deals[1]
    assert thrown.thrown_in
    assert (thrown.swing, thrown.imps) == (0, 0)
    assert thrown.scores == {"Lions": 0, "Tigers": 0}
    assert thrown.running == {"Lions": 9, "Tigers": 0}


def test_d2_a_board_thrown_in_keeps_the_sessions_top_and_unit() -> None:
    # Two results a board: the top is 2 (n - 1) = 2; matchpoints are counted in fifths.
    session = duplicate.PairsSession(("1", "2"), ("3", "4"))
    board = session.throw_in(1).deals[0]
    assert (board.top, board.unit) == (session.top, session.unit)
    assert (board.top, board.unit) == (Fraction(2), Fraction(1, 5))


def test_d2_artificial_scores_are_labelled_for_each_pair() -> None:
    # Pairs 1-3 play the board (+420 for North-South); pair 2 gets Average+ (60 % of the
    # top of 2: 1.20), pair 4 Average- (40 %: 0.80); the one result played scores 1 each.
    session = duplicate.PairsSession(("1", "2"), ("3", "4"))
    board = session.record(1, ["1 3 N 4S=", "2 4 A+ A-"]).deals[0]
    assert [str(item) for item in board.items] == [
        "board 1, +420: 1 matchpoint: 1 +5",
        "board 1, -420: 1 matchpoint: 3 +5",
        "board 1, A+: 1.20 matchpoints: 2 +6",
        "board 1, A-: 0.80 matchpoints: 4 +4",
    ]


def test_d2_an_exact_value_is_shown_to_two_decimals_halves_away_from_zero() -> None:
    # Private on purpose: an eighth (a Neuberg factor of 9/8 gives one) is 0.125 exactly,
    # shown 0.13; minus an eighth -0.13 (halves rounded away from zero, as D3's datum is).
    assert duplicate._words.fraction_shown(Fraction(1, 8)) == Decimal("0.13")
    assert duplicate._words.fraction_shown(Fraction(-1, 8)) == Decimal("-0.13")
    assert duplicate._words.fraction_shown(Fraction(6, 5)) == Decimal("1.20")
    assert duplicate._words.fraction_shown(Fraction(4, 2)) == 2


def test_d2_artificial_scores_written_with_a_slash() -> None:
    # Found by the mutation run: "A+/A-" is North-South's Average+ and East-West's Average-.
    line = duplicate.TableResult("1", "3", artificial="A+/A-")
    assert line.artificial == (duplicate.Average.PLUS, duplicate.Average.MINUS)


@pytest.mark.parametrize(
    ("session", "unit"),
    [
        # Found by the mutation run. Cross-IMPs (D3), 4 results expected: a board's score is
        # whole IMPs over n - 1 = 1, 2 or 3 others, so a multiple of 1/6.
        (
            lambda: duplicate.PairsSession(
                pairs=tuple("ABCDEFGH"), expected=4, method="cross-imps"
            ),
            Fraction(1, 6),
        ),
        # Matchpoints (D2), international, 4 expected: top 6; Neuberg makes 4/3 of a point
        # (4 for 3 results); the averages 60 %, 50 %, 40 % of 6 are 18/5, 3, 12/5: 1/15.
        (
            lambda: duplicate.PairsSession(tuple("1234"), tuple("5678"), expected=4),
            Fraction(1, 15),
        ),
        # ACBL, 3 expected: halves; top 2; Neuberg 3/2 x 1/2 = 3/4; 60 % of 2 is 6/5: 1/20.
        (
            lambda: duplicate.PairsSession(tuple("123"), tuple("567"), expected=3, scale="acbl"),
            Fraction(1, 20),
        ),
    ],
)
def test_d2_d3_the_unit_every_boards_score_is_a_multiple_of(
    session: Callable[[], duplicate.PairsSession], unit: Fraction
) -> None:
    assert session().unit == unit


def test_d3_cross_imps_items_are_labelled_in_imps() -> None:
    # Found by the mutation run. 4S made (+420) and made with an overtrick (+450) by the
    # North-South pairs: 30 apart, 1 IMP (D1); each pair's board is that IMP over its one
    # other result (D3): -1 for pairs 1 and 4, +1 for pairs 3 and 2.
    session = duplicate.PairsSession(("1", "2"), ("3", "4"), method="cross-imps")
    board = session.record(1, ["1 3 N 4S=", "2 4 N 4S+1"]).deals[0]
    assert [str(item) for item in board.items] == [
        "board 1, +420: -1 IMP: 1 -1",
        "board 1, -420: 1 IMP: 3 +1",
        "board 1, +450: 1 IMP: 2 +1",
        "board 1, -450: -1 IMP: 4 -1",
    ]


@pytest.mark.parametrize("text", ["pass", "passed", "passed out", "p", "P"])
def test_d2_every_spelling_of_a_passed_out_board_scores_0(text: str) -> None:
    # Found by the mutation run: D2's example counts a passed-out board as 0.
    assert duplicate.Play.parse(text).score(1) == 0


def test_d1_an_int_subclass_is_a_difference_too() -> None:
    # Found by the mutation run: +430 against 0 is 10 IMPs (D1: 430-490), whatever int
    # type holds it.
    class Points(int):
        pass

    assert imps(Points(430)) == 10


def test_d2_a_play_written_with_spaces_or_a_padded_seat() -> None:
    # Found by the mutation run: "N 4S =" is the seat, then the result; a seat is read up
    # to its 64 characters. Board 1, nobody vulnerable: 4S made, 420 (B5).
    assert duplicate.Play.parse("N 4S =").score(1) == 420
    padded = duplicate.Play(Contract.parse("4S"), declarer=" " * 63 + "N", tricks=10)
    assert padded.score(1) == 420


def test_d2_a_play_of_nothing_is_a_board_passed_out() -> None:
    # Found by the mutation run: no contract and no score is a passed-out board, 0 (D2).
    assert duplicate.Play().score(1) == 0
