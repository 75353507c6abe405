"""Tarot: what the first mutation run found untested (T1, T3, T4, T7, T8; the ledger API).

Mutation testing (docs/development.md) sees only code that runs during a test, and
``cardscore.tarot`` works out, when the module loads, the points each side can hold with its
bouts for every contract, number of players and chelem. These tests call the builders at
test time and check them against counts worked by hand from the FFT rules (tarot.md T1 card
points, T3 the chien and the discard, T7 what a chelem allows). Every figure is in half
points, as the builders count: a bout or a king 9, a queen 7, a knight 5, a jack 3, any
other card 1 (T1), and the Excuse kept by a side that owes its half point counts 8 (T7).

The last tests cover the rest of what survived: cards made afresh (the pack's own cards are
made at import), points given as a ``Decimal`` at the edges of what is read, the message of
a partner left out at five, and the deprecated ``record_void``.
"""

from __future__ import annotations

from decimal import Decimal

import pytest

from cardscore import ImpossibleResultError, NotationError, RuleViolationError, tarot
from cardscore.cards import Suit
from cardscore.tarot import Card, Chelem, Contract, Rank, Session


def _cards(*texts: str) -> list[tarot.Card]:
    return [tarot.Card.parse(text) for text in texts]


def test_t1_the_most_n_cards_hold() -> None:
    # A king 4.5, a queen 3.5, a low card 0.5: the best one, two, three of them.
    assert tarot._highest(_cards("1H", "DS", "RC")) == (0, 9, 16, 17)
    assert tarot._highest([]) == (0,)


def test_t3_the_best_chien_and_the_best_discard() -> None:
    # Without the bouts the best cards are the four kings, then the queens; a discard may
    # hold no king either (T3), so its best cards are the four queens, then the knights.
    assert tarot._HIGHEST_CHIEN[:7] == (0, 9, 18, 27, 36, 43, 50)
    assert tarot._HIGHEST_DISCARD[:7] == (0, 7, 14, 21, 28, 33, 38)


def test_t3_a_pile_of_six_by_its_bouts() -> None:
    # A discard of six (four players): 6 low cards (3 points) to 4 queens and 2 knights (19).
    discard = tarot._Pile(6, bouts=False)
    assert discard.span(0) == (6, 38)
    assert discard.span(1) is None  # a discard holds no bout (T3)
    # A chien of six may hold bouts: with two, 2 bouts and 4 low cards (11 points) to
    # 2 bouts and the 4 kings (27 points).
    chien = tarot._Pile(6, bouts=True)
    assert chien.span(0) == (6, 50)
    assert chien.span(2) == (22, 54)
    # With the three bouts: 3 low cards (13.5 + 1.5 = 15) to the 3 bouts and 3 kings (27).
    assert chien.span(3) == (30, 54)


@pytest.mark.parametrize("contract", [Contract.PRISE, Contract.GARDE, Contract.GARDE_SANS])
@pytest.mark.parametrize("slam", [Chelem.ANNOUNCED, Chelem.UNANNOUNCED])
def test_t7_a_takers_chelem_is_87_with_2_bouts_or_91_with_3(
    contract: Contract, slam: Chelem
) -> None:
    assert tarot._allowed(contract, 4, slam) == ((), (), ((174, 174),), ((182, 182),))


def test_t7_a_takers_chelem_in_garde_contre_leaves_the_chien_to_the_defence() -> None:
    # The defence won no trick: it has the chien (six cards) and its own Excuse, if it held
    # it, for 4. Taker with 3 bouts: 91 minus a chien of 3 to 25 points: 66 to 88.
    # With 2 bouts: the defence kept its Excuse (4) and a chien of 3 to 25 (7 to 29), or
    # the chien holds a bout and five other cards (4.5 + 2.5 = 7 to 4.5 + 18 + 3.5 = 26):
    # taker 91 - 29 = 62 to 91 - 7 = 84.
    allowed = tarot._allowed(Contract.GARDE_CONTRE, 4, Chelem.ANNOUNCED)
    assert allowed[3] == ((132, 176),)
    assert allowed[2] == ((124, 168),)


def test_t7_a_defence_chelem_leaves_the_taker_the_discard_and_the_excuse() -> None:
    # Garde: the discard of six (3 to 19 points), plus 4 for the taker's own Excuse.
    assert tarot._allowed(Contract.GARDE, 4, Chelem.DEFENCE) == (
        ((6, 38),),
        ((14, 46),),
        (),
        (),
    )
    # Garde contre: nothing but the Excuse.
    assert tarot._allowed(Contract.GARDE_CONTRE, 4, Chelem.DEFENCE) == (
        ((0, 0),),
        ((8, 8),),
        (),
        (),
    )


def test_t1_t3_no_chelem_garde_at_four_with_no_bout() -> None:
    # Least for the taker: the discard of six low cards (3) and one trick of four low
    # cards (2): 5 points. Least for the defence with the three bouts: one trick with the
    # Petit, the 21 and two low cards (10) and its own Excuse kept (4): 14, so the taker
    # holds at most 91 - 14 = 77.
    assert tarot._allowed(Contract.GARDE, 4, None)[0] == ((10, 154),)


def test_t7_the_fewest_points_of_a_side_that_may_have_won_no_trick() -> None:
    # An announced chelem that failed: the taker perhaps won no trick. With 1 bout in a
    # garde sans (the chien of six counts for the taker), the fewest is a chien of a bout
    # and five low cards: 4.5 + 2.5 = 7 points.
    chien = tarot._Pile(6, bouts=True)
    assert tarot._fewest(chien, 1, 4, tricks=None) == 14
    # Having won a trick it may still hold the bout in the chien: the same 7 points and a
    # trick of four low cards, 9; or the kept Excuse (4), the chien of six low cards (3) and
    # a trick (2), 9 too.
    assert tarot._fewest(chien, 1, 4, tricks=True) == 18
    # Without a pile a side that won no trick can hold no bout but its Excuse.
    assert tarot._fewest(tarot._Pile(0, bouts=False), 1, 4, tricks=False) == 8
    assert tarot._fewest(tarot._Pile(0, bouts=False), 2, 4, tricks=False) is None


def test_merging_the_allowed_spans() -> None:
    assert tarot._merge([(5, 8), (1, 3), (4, 4)]) == ((1, 8),)
    assert tarot._merge([(4, 5), (1, 2)]) == ((1, 2), (4, 5))
    assert tarot._merge([(1, 9), (2, 3)]) == ((1, 9),)
    assert tarot._merge([]) == ()


def test_the_allowed_spans_in_words() -> None:
    assert tarot._spans_text(((174, 174),)) == "87"
    assert tarot._spans_text(((124, 168), (171, 171))) == "from 62 to 84 or 85.5"


@pytest.mark.parametrize(
    ("rank", "suit", "halves"),
    [
        # T1: bouts and kings 4.5, queens 3.5, knights 2.5, jacks 1.5, any other card 0.5.
        (0, None, 9),  # the Excuse
        (1, None, 9),  # the Petit
        (21, None, 9),
        (2, None, 1),
        (20, None, 1),
        (14, Suit.HEARTS, 9),
        (13, Suit.SPADES, 7),
        (12, Suit.DIAMONDS, 5),
        (11, Suit.CLUBS, 3),
        (10, Suit.HEARTS, 1),
        (1, Suit.SPADES, 1),
    ],
)
def test_t1_a_card_made_afresh_counts_its_points(
    rank: int, suit: Suit | None, halves: int
) -> None:
    card = Card(rank, suit)  # made here, during the test, not when the module loads
    assert (card.halves, card.points) == (halves, halves / 2)


def test_t1_rank_14_is_the_king() -> None:
    assert Rank.parse(14) is Rank.ROI
    assert Rank.parse(1) is Rank.ONE


_ALLOWED = "a multiple of 0.5 from 0 to 91 (int, float, Fraction, Decimal or str)"


@pytest.mark.parametrize("points", ["0", "0E+2", "0E-32", "45." + "0" * 30])
def test_t4_decimal_points_at_the_edges_of_what_is_read(points: str) -> None:
    # Up to 32 digits, an exponent from -32 to 2: read exactly. Garde contre, a defence
    # chelem, no bout and no point: (25 + 56) × 6 + 200 = 686 against the taker (T4).
    if points.startswith("45"):
        # Garde, 2 bouts, 45: (25 + 4) × 2 = 58 (T6, the seed's example).
        assert tarot.settle("garde", bouts=2, points=Decimal(points)).unit == 58
    else:
        settlement = tarot.settle(
            "garde contre", bouts=0, points=Decimal(points), chelem="defence"
        )
        assert settlement.unit == -686


@pytest.mark.parametrize("points", ["0E+3", "0E-33", "45." + "0" * 31, "45.3"])
def test_t4_decimal_points_beyond_what_is_read(points: str) -> None:
    with pytest.raises(ImpossibleResultError) as caught:
        tarot.settle("garde contre", bouts=0, points=Decimal(points), chelem="defence")
    assert str(caught.value) == f"points: Decimal('{points}') is not allowed; expected {_ALLOWED}"
    assert (caught.value.field, caught.value.value) == ("points", Decimal(points))


def test_t4_decimal_points_that_are_not_a_number() -> None:
    with pytest.raises(NotationError) as caught:
        tarot.settle("garde", bouts=2, points=Decimal("NaN"))
    assert str(caught.value) == (
        "points: Decimal('NaN') is not allowed; expected a finite number: NaN, sNaN and the "
        "infinities are not points"
    )
    assert isinstance(caught.value.value, Decimal)
    assert caught.value.value.is_nan()


def test_t8_a_partner_left_out_at_five_is_missing() -> None:
    session = Session(players=("A", "B", "C", "D", "E"))
    with pytest.raises(RuleViolationError) as caught:
        session.record("garde", taker="B", bouts=2, points=45)
    allowed = "at five, the called partner's name, the taker's own name, or alone=True"
    assert (caught.value.field, caught.value.allowed) == ("partner", allowed)
    assert str(caught.value) == f"partner: missing; expected {allowed}"


def test_deprecated_record_void_throws_in_for_all_pass() -> None:
    with pytest.warns(DeprecationWarning, match=r"^tarot\.Session\.record_void") as caught:
        session = Session(players=("A", "B", "C", "D")).record_void()
    assert [str(warning.message) for warning in caught] == [
        "tarot.Session.record_void() is deprecated; use Session.throw_in()"
    ]
    assert (session.deals[-1].thrown_in, session.deals[-1].void) == (True, "all pass")
