"""French Tarot: the FFT example, chelem counts, the five-player options and the ledger.

Rules tarot.md T6 (the FFT rulebook's worked example), T7 (what the cards allow), T8 (five
players: who shares the bonuses, the partner named every deal) and the shared ledger shape.
"""

from __future__ import annotations

import copy
import decimal
import pickle
from decimal import Decimal
from fractions import Fraction
from typing import TYPE_CHECKING

import pytest

from cardscore import Ledger, ledger, sheet, tarot
from cardscore.errors import ImpossibleResultError, NotationError, RuleViolationError, ScoreError
from cardscore.items import sum_items
from cardscore.ledger import Next
from cardscore.tarot import EXCUSE, FFT, PACK, Bonuses, Rules, Session
from tests.work import assert_refused_by_length, work

if TYPE_CHECKING:
    from collections.abc import Callable

# --- T6, T7: the FFT rulebook's example ----------------------------------------------------

# FFT rulebook (règlement officiel, the scoring chapter's example): garde, chelem announced
# and made, the defence kept its Excuse, a simple poignée, the petit au bout to the taker.
# 87 points with 2 bouts: (25 + 46) × 2 + 20 (petit au bout, 10 × 2) + 20 (poignée) + 400
# (announced chelem) = 582 per defender; the taker 3 × 582 = 1746.
FFT_EXAMPLE = {
    "petit_au_bout": "taker",
    "poignees": ["simple"],
    "chelem": "announced",
}


def test_t6_fft_example_through_settle() -> None:
    deal = tarot.settle("garde", bouts=2, points=87, **FFT_EXAMPLE)  # type: ignore[arg-type]
    assert (deal.unit, deal.taker, deal.defender) == (582, 1746, -582)
    assert sum_items(deal.items) == {"taker": 1746, "defender": -582}


def test_t6_fft_example_through_count_tricks_and_settle() -> None:
    # Four players: the taker won all 18 tricks (72 cards, the defence's Excuse among them,
    # played before the last trick); the discard is six low cards. The Excuse goes back to
    # the defence, which owes half a point and has no trick to pay it from: it counts 4 for
    # the defence, the half point to the taker (T7): 91 − 4 = 87, and 2 bouts.
    discard = [card for card in PACK if not (card.is_bout or card.is_king)][-6:]
    won = [card for card in PACK if card not in discard]
    assert len(won) == 72
    assert EXCUSE in won
    count = tarot.count_tricks("garde", won, chien=discard, excuse="defence")
    assert (count.points, count.bouts) == (87, 2)
    deal = tarot.settle("garde", bouts=count.bouts, points=count.points, **FFT_EXAMPLE)  # type: ignore[arg-type]
    assert (deal.unit, deal.taker, deal.defender) == (582, 1746, -582)


def test_t6_fft_example_through_a_scoresheet() -> None:
    text = (
        'game = "tarot"\nplayers = ["Ann", "Bob", "Cid", "Dan"]\n'
        '[[deals]]\ntaker = "Bob"\ncontract = "garde"\nbouts = 2\npoints = 87\n'
        'petit_au_bout = "taker"\npoignees = ["simple"]\nchelem = "announced"\n'
    )
    scored = sheet.score(sheet.loads(text))
    assert scored.rows[0].points == {"Ann": -582, "Bob": 1746, "Cid": -582, "Dan": -582}


def test_t7_the_taker_keeping_the_excuse_makes_91_with_3_bouts() -> None:
    # The taker led the Excuse to the 18th trick after winning the 17 others: it wins it.
    discard = [card for card in PACK if not (card.is_bout or card.is_king)][-6:]
    won = [card for card in PACK if card not in discard]
    count = tarot.count_tricks("garde", won, chien=discard, excuse="taker", excuse_last=True)
    assert (count.points, count.bouts) == (91, 3)
    # (25 + 55) × 2 + 200 unannounced: 360 per defender.
    assert tarot.settle("garde", bouts=3, points=91, chelem="unannounced").unit == 360


# --- T7: a chelem's count is checked ------------------------------------------------------


@pytest.mark.parametrize(
    ("contract", "bouts", "points", "chelem"),
    [
        ("prise", 3, 87, "unannounced"),  # the issue's own example: 87 goes with 2 bouts
        ("garde", 2, 40, "announced"),
        ("garde", 2, 58, "unannounced"),
        ("garde sans", 3, 62, "announced"),
        ("garde", 3, 86.5, "announced"),
        ("garde", 2, 91, "announced"),
    ],
)
def test_t7_a_made_chelem_is_91_with_3_bouts_or_87_with_2(
    contract: str, bouts: int, points: float, chelem: str
) -> None:
    with pytest.raises(ImpossibleResultError) as caught:
        tarot.settle(contract, bouts=bouts, points=points, chelem=chelem)
    assert str(caught.value).endswith(
        "expected 91 with 3 bouts or 87 with 2 (the Excuse kept by the defence): "
        "a chelem made by the taker takes every card"
    )
    assert caught.value.field == "points"


def test_t7_garde_contre_chelem_is_the_count_less_the_chien() -> None:
    # Four players: the chien (6 cards) is the defence's. Without a bout in it the taker
    # has 91 less 3 to 25 (six low cards; four rois and two dames): 66 to 88 with 3 bouts.
    assert tarot.settle("garde contre", bouts=3, points=88, chelem="announced").unit == (
        (25 + 52) * 6 + 400
    )
    tarot.settle("garde contre", bouts=3, points=66, chelem="announced")
    with pytest.raises(ImpossibleResultError, match="points: 91 .*less the chien"):
        tarot.settle("garde contre", bouts=3, points=91, chelem="announced")
    with pytest.raises(ImpossibleResultError, match="points: 65.5 .*from 66 to 88"):
        tarot.settle("garde contre", bouts=3, points=65.5, chelem="announced")
    # The Excuse kept by the defence (87) less a chien of six low cards: 84 with 2 bouts.
    tarot.settle("garde contre", bouts=2, points=84, chelem="unannounced")
    # The Petit in the chien with five low cards (7), the Excuse the taker's: 84, 2 bouts.
    # Five players: a chien of three low cards leaves 89.5 with 3 bouts.
    tarot.settle("garde contre", bouts=3, points=89.5, players=5, chelem="announced")
    with pytest.raises(ImpossibleResultError, match="points: 40 "):
        tarot.settle("garde contre", bouts=2, points=40, chelem="announced")


def test_t7_a_defence_chelem_leaves_the_taker_what_counts_without_a_trick() -> None:
    # Prise or garde: the discard (six cards, no roi, no bout: 3 to 19 points at four:
    # four dames and two cavaliers), plus 4 for the taker's own Excuse.
    assert tarot.settle("garde", bouts=0, points=19, chelem="defence").unit == (
        -(25 + 37) * 2 - 200
    )
    assert tarot.settle("garde", bouts=1, points=7, chelem="defence").unit == -(25 + 44) * 2 - 200
    with pytest.raises(ImpossibleResultError, match="points: 19.5 .*from 3 to 19 with 0"):
        tarot.settle("garde", bouts=0, points=19.5, chelem="defence")
    with pytest.raises(ImpossibleResultError, match="no count with 2 bouts: after a chelem"):
        tarot.settle("prise", bouts=2, points=20, chelem="defence")
    # Garde contre: nothing, or 4 for the taker's own Excuse.
    tarot.settle("garde contre", bouts=1, points=4, chelem="defence")
    with pytest.raises(ImpossibleResultError, match=r"expected 4 with 1 bout.*\(nothing"):
        tarot.settle("garde contre", bouts=1, points=4.5, chelem="defence")
    # Garde sans: the chien is the taker's, bouts and all (six cards: Petit, 21 and four
    # low cards: 11 points, 2 bouts).
    tarot.settle("garde sans", bouts=2, points=11, chelem="defence")


def test_t7_without_a_chelem_both_sides_won_a_trick() -> None:
    # 91 with 3 bouts, or 87 with 2, is only a chelem: the count says which it needs.
    with pytest.raises(ImpossibleResultError, match="points: 91 .*from 17 to 89 with 3"):
        tarot.settle("garde", bouts=3, points=91)
    with pytest.raises(ImpossibleResultError, match="points: 87 .*from 13 to 85 with 2"):
        tarot.settle("garde", bouts=2, points=87)


# --- T8: five players ---------------------------------------------------------------------


def test_t8_rules_values() -> None:
    assert Rules() == FFT
    assert FFT.bonuses is Bonuses.SHARED
    assert Rules(bonuses="Personal").bonuses is Bonuses.PERSONAL
    assert str(Bonuses.PERSONAL) == "personal"
    assert Bonuses.parse(Bonuses.SHARED) is Bonuses.SHARED
    with pytest.raises(NotationError, match="bonuses: 'own'"):
        Rules(bonuses="own")
    with pytest.raises(ScoreError, match="bonuses: 1"):
        Rules(bonuses=1)  # type: ignore[arg-type]
    with pytest.raises(ScoreError, match="rules: 'personal'"):
        tarot.settle("garde", bouts=2, points=45, rules="personal")  # type: ignore[arg-type]
    with pytest.raises(ScoreError, match="rules: None"):
        Session(players=("A", "B", "C"), rules=None)


PERSONAL = Rules(bonuses="personal")


def test_t8_personal_bonuses_hand_example() -> None:
    # T8: garde, 2 bouts, 49, petit au bout to the taker, a simple poignée. Shared part
    # (25 + 8) × 2 = 66, bonuses 20 + 20 = 40: taker 2 × 66 + 3 × 40 = 252, partner 66,
    # each defender −106.
    deal = tarot.settle(
        "garde",
        bouts=2,
        points=49,
        players=5,
        petit_au_bout="taker",
        poignees=["simple"],
        rules=PERSONAL,
    )
    assert (deal.taker, deal.partner, deal.defender, deal.unit) == (252, 66, -106, 106)
    assert deal.totals == {"taker": 252, "partner": 66, "defender": -106}
    assert sum_items(deal.items) == deal.totals
    assert deal.taker + (deal.partner or 0) + 3 * deal.defender == 0
    # The FFT's reading (T5): the partner shares the whole unit: 212, 106, −106.
    shared = tarot.settle(
        "garde", bouts=2, points=49, players=5, petit_au_bout="taker", poignees=["simple"]
    )
    assert (shared.taker, shared.partner, shared.defender) == (212, 106, -106)


def test_t8_personal_bonuses_only_change_five_with_a_partner() -> None:
    # Four players, or five alone: the taker is alone and gets every bonus either way.
    for players, alone in ((3, False), (4, False), (5, True)):
        keywords = {"players": players, "alone": alone, "petit_au_bout": "defence"}
        personal = tarot.settle("garde", bouts=2, points=49, rules=PERSONAL, **keywords)  # type: ignore[arg-type]
        shared = tarot.settle("garde", bouts=2, points=49, **keywords)  # type: ignore[arg-type]
        assert personal.totals == shared.totals


def test_t8_personal_lost_contract_and_chelem() -> None:
    # Prise, 1 bout, 40: lost by 11, −36; a failed chelem −200 (T4). Personal: the partner
    # −36, the taker 2 × −36 + 3 × −200 = −672, each defender +236.
    deal = tarot.settle("prise", bouts=1, points=40, players=5, chelem="failed", rules=PERSONAL)
    assert (deal.taker, deal.partner, deal.defender) == (-672, -36, 236)
    assert sum_items(deal.items) == deal.totals


def test_t8_session_with_personal_bonuses() -> None:
    session = Session(players=("A", "B", "C", "D", "E"), rules=PERSONAL).record(
        "garde",
        taker="A",
        partner="C",
        bouts=2,
        points=49,
        petit_au_bout="taker",
        poignees=["simple"],
    )
    assert session.totals == {"A": 252, "B": -106, "C": 66, "D": -106, "E": -106}
    deal = session.deals[0]
    assert sum_items(deal.items) == deal.scores
    assert session.rules is PERSONAL


def test_t8_the_partner_is_required_at_five() -> None:
    five = Session(players=("A", "B", "C", "D", "E"))
    with pytest.raises(RuleViolationError) as caught:
        five.record("garde", taker="A", bouts=2, points=45)
    assert caught.value.field == "partner"
    assert str(caught.value) == (
        "partner: missing; expected at five, the called partner's name, the taker's own "
        "name, or alone=True"
    )
    # Named, own king, or alone: three valid ways, and the row says alone.
    named = five.record("garde", taker="A", partner="B", bouts=2, points=45)
    own = five.record("garde", taker="A", partner="A", bouts=2, points=45)
    chien = five.record("garde", taker="A", alone=True, bouts=2, points=45)
    assert named.deals[0].describe() == "A with B: garde"
    assert own.deals[0].describe() == chien.deals[0].describe() == "A alone: garde"
    assert own.deals[0].alone
    assert chien.sheet().splitlines()[1].startswith("1     A alone: garde")
    # At four nobody is called, and nothing is "alone" to say.
    four = Session(players=("A", "B", "C", "D")).record("garde", taker="A", bouts=2, points=45)
    assert four.deals[0].describe() == "A: garde"


def test_t8_settle_keeps_the_alone_flag_at_five() -> None:
    # In settle itself a partner is assumed unless alone=True (the API's promise).
    assert tarot.settle("garde", bouts=2, points=45, players=5).partner == 58
    assert tarot.settle("garde", bouts=2, points=45, players=5, alone=True).taker == 232


def test_t8_sheet_alone_and_missing_partner() -> None:
    five = 'game = "tarot"\nplayers = ["A", "B", "C", "D", "E"]\n'
    alone = '{taker = "A", contract = "garde", bouts = 2, points = 45, alone = true}'
    scored = sheet.score(sheet.loads(five + f"deals = [{alone}]"))
    assert scored.rows[0].points == {"A": 232, "B": -58, "C": -58, "D": -58, "E": -58}
    assert scored.rows[0].played == "garde by A alone: 2 bouts, 45"
    missing = '{taker = "A", contract = "garde", bouts = 2, points = 45}'
    with pytest.raises(ScoreError, match="deal 1: partner: missing"):
        sheet.score(sheet.loads(five + f"deals = [{missing}]"))


# --- The ledger shape (issue 15) ----------------------------------------------------------


def test_session_is_a_ledger_and_its_deals_are_deals() -> None:
    session = Session(players=("A", "B", "C")).record("garde", taker="A", bouts=2, points=45)
    assert isinstance(session, Ledger)
    assert isinstance(session.deals[0], ledger.Deal)
    assert isinstance(session.throw_in().deals[1], ledger.Deal)
    assert session.parties == ("A", "B", "C")


def test_t3_throw_in_numbers_and_dealers() -> None:
    # Void deals do not count: no number, nobody scores, the next player deals (T3).
    session = Session(players=("A", "B", "C", "D"))
    assert session.next == Next(1, "A")
    session = session.record("garde", taker="B", bouts=2, points=45)
    session = session.throw_in()
    session = session.throw_in(reason="petit sec")
    session = session.record("prise", taker="C", bouts=1, points=51)
    numbers = [deal.number for deal in session.deals]
    dealers = [deal.dealer for deal in session.deals]
    assert numbers == [1, None, None, 2]
    assert dealers == ["A", "B", "C", "D"]
    assert [deal.thrown_in for deal in session.deals] == [False, True, True, False]
    assert session.deals[1].scores == {"A": 0, "B": 0, "C": 0, "D": 0}
    assert session.played == 2
    assert session.next == Next(3, "A")
    # Prise, 1 bout, 51: made by 0, 25 (T2).
    assert session.totals == {"A": -58 - 25, "B": 174 - 25, "C": -58 + 75, "D": -58 - 25}
    assert sum(session.totals.values()) == 0


def test_session_next_is_none_when_finished_and_close() -> None:
    session = Session(players=("A", "B", "C"), planned=1)
    done = session.record("garde", taker="A", bouts=2, points=45)
    assert done.finished
    assert done.next is None
    assert done.close() is done
    assert not done.closed
    closed = session.close()
    assert closed.closed
    assert closed.next is None
    with pytest.raises(RuleViolationError, match="session: 'over after 0 deals'"):
        closed.record("garde", taker="A", bouts=2, points=45)


def test_session_starts_from_given_totals() -> None:
    start = {"A": 30, "B": -10, "C": -20}
    session = Session(players=("A", "B", "C"), totals=start)
    assert session.totals == start
    assert session.leaders == ("A",)
    after = session.record("garde", taker="C", bouts=2, points=45)
    # Garde, 2 bouts, 45: 58, the taker 2 × at three (T5).
    assert after.totals == {"A": 30 - 58, "B": -10 - 58, "C": -20 + 116}
    assert after.undo() == session
    assert session != Session(players=("A", "B", "C"))


@pytest.mark.parametrize(
    ("totals", "message"),
    [
        ({"A": 1, "B": 0, "C": 0}, "totals: 'A +1, B +0, C +0' is not allowed; expected totals"),
        ({"A": 0, "B": 0}, "totals['C']: missing; expected an int"),
        ({"A": 0, "B": 0, "C": 0, "Z": 0}, "totals: 'Z' is not allowed; expected one of"),
        ({"A": 0.0, "B": 0, "C": 0}, "totals['A']: 0.0 is not allowed; expected an int"),
        ({"A": True, "B": 0, "C": 0}, "totals['A']: True is not allowed; expected an int"),
        ([0, 0, 0], "totals: [0, 0, 0] is not allowed; expected a mapping"),
    ],
)
def test_session_bad_start_totals(totals: object, message: str) -> None:
    with pytest.raises(ScoreError) as caught:
        Session(players=("A", "B", "C"), totals=totals)  # type: ignore[arg-type]
    assert str(caught.value).startswith(message)


def test_deprecated_names_warn() -> None:
    session = Session(players=("A", "B", "C")).record("garde", taker="A", bouts=2, points=45)
    with pytest.warns(DeprecationWarning, match="record_void"):
        void = session.record_void("petit sec")
    assert void.deals[-1].void == "petit sec"
    assert void.deals[-1].number is None
    with pytest.warns(DeprecationWarning, match="leader"):
        assert session.leader == "A"
    with pytest.warns(DeprecationWarning, match="leader"):
        assert Session(players=("A", "B", "C")).leader == ("A", "B", "C")
    with pytest.warns(DeprecationWarning, match="Deal.totals"):
        assert session.deals[0].totals == {"A": 116, "B": -58, "C": -58}


def test_session_pickles_and_copies_at_1000_deals() -> None:
    # Issue 15/21: a long ledger saves and loads by Python's own means, undo included. The
    # shared machinery is tested at 100,000 deals (tests/ledgers/test_history.py); 1,000
    # deals prove the session's own fields pickle.
    session = Session(players=("A", "B", "C", "D"), totals={"A": 5, "B": -5, "C": 0, "D": 0})
    record, throw_in = Session.record, Session.throw_in
    for number in range(1_000):
        if number % 10:
            session = throw_in(session)
        else:
            session = record(session, "garde", taker="ABCD"[number % 4], bouts=2, points=45)
    assert len(session.deals) == 1_000
    assert session.played == 100
    again = pickle.loads(pickle.dumps(session))
    assert again == session
    assert again.totals == session.totals
    assert again.undo().undo() == session.undo().undo()
    assert again.undo().deals[-1].number is None
    assert again.deals[-10].number == 100
    assert copy.deepcopy(session) is session
    assert copy.copy(session) is session
    # The copy of a mapping given as start totals is the session's own.
    start = {"A": 1, "B": -1, "C": 0}
    three = Session(players=("A", "B", "C"), totals=start)
    start["A"] = 100
    assert three.totals == {"A": 1, "B": -1, "C": 0}
    assert pickle.loads(pickle.dumps(three)) == three


# --- Hostile input: bounded numbers, linear parsers (issue 20) ----------------------------


@pytest.mark.parametrize(
    "points",
    ["1e999999999999999999", "1e10000000", "4" * 100_000, " " * 100_000 + "45", "0x2d", "4 5"],
)
def test_points_text_is_bounded_and_refused_at_once(points: str) -> None:
    with pytest.raises(NotationError) as caught:
        tarot.settle("garde", bouts=2, points=points)
    assert caught.value.field == "points"
    # At once: about the work of refusing "x", no regex, and no number built from the text
    # (10**10,000,000 alone would take 4 MB).
    spent = work(lambda: tarot.settle("garde", bouts=2, points=points))
    plain = work(lambda: tarot.settle("garde", bouts=2, points="x"))
    assert spent.calls <= 2 * plain.calls
    assert spent.scanned == 0
    assert spent.peak < 16_384


@pytest.mark.parametrize(
    "value", [Decimal("NaN"), Decimal("sNaN"), Decimal("Infinity"), Decimal("-Infinity")]
)
def test_decimal_specials_are_refused_by_name(value: Decimal) -> None:
    with pytest.raises(NotationError, match="NaN, sNaN and the infinities are not points"):
        tarot.settle("garde", bouts=2, points=value)


def test_decimal_and_fraction_points() -> None:
    assert tarot.settle("garde", bouts=2, points=Decimal("4.05E1")).halves == 81
    assert tarot.settle("garde", bouts=2, points=Decimal("45.000")).halves == 90
    assert tarot.settle("garde", bouts=2, points=Fraction(91, 2)).halves == 91
    with pytest.raises(ImpossibleResultError, match="points"):
        tarot.settle("garde", bouts=2, points=Decimal("1E+999999999"))
    with pytest.raises(ImpossibleResultError, match="points"):
        tarot.settle("garde", bouts=2, points=Decimal("45.25"))
    with pytest.raises(ImpossibleResultError, match="points"):
        tarot.settle("garde", bouts=2, points=Decimal("0E-999999999"))
    with pytest.raises(ImpossibleResultError, match="points"):
        tarot.settle("garde", bouts=2, points=Decimal("1" * 40))
    # Never rounded by the decimal context, whatever its precision.
    with decimal.localcontext() as context:
        context.prec = 3
        with pytest.raises(ImpossibleResultError, match="points"):
            tarot.settle("garde", bouts=2, points=Decimal("40.00001"))
        assert tarot.settle("garde", bouts=2, points=Decimal("40.50")).halves == 81
    with pytest.raises(ImpossibleResultError, match="points: '81/0'"):
        tarot.settle("garde", bouts=2, points="81/0")
    with pytest.raises(NotationError, match="points: '/2'"):
        tarot.settle("garde", bouts=2, points="/2")
    with pytest.raises(NotationError, match=r"points: '\.'"):
        tarot.settle("garde", bouts=2, points=".")
    assert tarot.settle("garde", bouts=2, points="45.").halves == 90


@pytest.mark.parametrize(
    "call",
    [
        lambda text: tarot.settle("garde", bouts=2, points=text),
        tarot.Contract.parse,
        lambda text: tarot.settle("garde", bouts=2, points=45, poignees=[text]),
        tarot.Bonuses.parse,
        lambda text: Session(players=("A", "B", "C")).throw_in(text),
        tarot.Card.parse,
    ],
)
@pytest.mark.parametrize("unit", [" ", "4", "garde ", "-,./"])
def test_tarot_parsers_refuse_long_text_by_its_length(
    call: Callable[[str], object], unit: str
) -> None:
    # Issue 20: whitespace and digit runs at 2,000 and 200,000 characters: the same work for
    # both, and no regex reads either (counted, not timed).
    assert_refused_by_length(call, lambda n: "4" + unit * (n // len(unit)))


def test_points_from_an_int_subclass_and_poignee_members() -> None:
    class Points(int):
        pass

    assert tarot.settle("garde", bouts=2, points=Points(45)).unit == 58
    assert tarot.Poignee.parse(tarot.Poignee.TRIPLE) is tarot.Poignee.TRIPLE


def test_contract_spellings() -> None:
    # Any case, "_" or "-" between the words, extra spaces: one contract each.
    for text in ("GARDE_SANS", "Garde-Sans", " garde  sans ", "Garde sans le chien"):
        assert tarot.Contract.parse(text) is tarot.Contract.GARDE_SANS
    with pytest.raises(NotationError, match="contract: 'garde  sans  " + "x"):
        tarot.Contract.parse("garde  sans  " + "x" * 40)


# --- T7: the bounds are reached by real deals (count_tricks) ------------------------------

_LOW = [card for card in PACK if not (card.is_bout or card.is_king) and card.halves == 1]


def _rest(*piles: list[tarot.Card]) -> list[tarot.Card]:
    used = {card for pile in piles for card in pile}
    return [card for card in PACK if card not in used]


def test_t7_highest_count_with_each_bout_count_at_four() -> None:
    # Four players, garde, no chelem: the defence wins one trick of four cards and keeps
    # what it holds. The discard is six low cards.
    discard = _LOW[:6]
    petit, monde = tarot.Card(1), tarot.Card(21)
    # 3 bouts: the defence's trick is four low cards (2 points): 89.
    trick = _LOW[6:10]
    count = tarot.count_tricks("garde", _rest(discard, trick), chien=discard, excuse="taker")
    assert (count.points, count.bouts) == (89, 3)
    # 2 bouts: the Petit and three low cards (6 points): 85.
    trick = [petit, *_LOW[6:9]]
    count = tarot.count_tricks("garde", _rest(discard, trick), chien=discard, excuse="taker")
    assert (count.points, count.bouts) == (85, 2)
    # 1 bout: the Petit, the 21 and two low cards (10 points): 81.
    trick = [petit, monde, *_LOW[6:8]]
    count = tarot.count_tricks("garde", _rest(discard, trick), chien=discard, excuse="taker")
    assert (count.points, count.bouts) == (81, 1)
    # 0 bouts: the same trick and the defence's Excuse (4 more, its half point paid): 77.
    count = tarot.count_tricks("garde", _rest(discard, trick), chien=discard, excuse="defence")
    assert (count.points, count.bouts) == (77, 0)
    for bouts, points in ((3, 89), (2, 85), (1, 81), (0, 77)):
        tarot.settle("garde", bouts=bouts, points=points)
        with pytest.raises(ImpossibleResultError):
            tarot.settle("garde", bouts=bouts, points=points + 0.5)


def test_t7_lowest_counts_are_reached() -> None:
    # Four players, prise, no chelem: the taker wins one trick of four low cards and keeps
    # the discard of six low cards: 5 points, no bout.
    discard, trick = _LOW[:6], _LOW[6:10]
    count = tarot.count_tricks("prise", trick, chien=discard, excuse="defence")
    assert (count.points, count.bouts) == (5, 0)
    tarot.settle("prise", bouts=0, points=5)
    with pytest.raises(ImpossibleResultError):
        tarot.settle("prise", bouts=0, points=4.5)
    # Garde contre, a chelem of the defence: the taker's own Excuse alone, 4 with 1 bout.
    chien = _LOW[:6]
    count = tarot.count_tricks("garde contre", [], chien=chien, excuse="taker")
    assert (count.points, count.bouts) == (4, 1)
    # (25 + 47) × 6 + 200 = 632 to each defender.
    assert tarot.settle("garde contre", bouts=1, points=4, chelem="defence").unit == -632
