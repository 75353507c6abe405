"""French Tarot's session ledger (T5): recording, undo, the shared ledger shape, pickling."""

from __future__ import annotations

import copy
import pickle

import pytest

from cardscore import (
    Ledger,
    RuleViolationError,
    ledger,
    sheet,
)
from cardscore.errors import ScoreError
from cardscore.items import sum_items
from cardscore.ledger import Next
from cardscore.tarot import (
    Contract,
    Session,
)
from tests.bad_input import wrong

# --- The session ledger (T5) --------------------------------------------------------------


def test_t5_session_four_players() -> None:
    session = Session(players=("Ann", "Bob", "Cid", "Dan"))
    session = session.record("garde", taker="Ann", bouts=2, points=45)
    assert session.totals == {"Ann": 174, "Bob": -58, "Cid": -58, "Dan": -58}
    # Prise, 1 bout, 48: lost by 3 → 28; Bob −84, the others +28.
    session = session.record("prise", taker="Bob", bouts=1, points=48)
    assert session.totals == {"Ann": 202, "Bob": -142, "Cid": -30, "Dan": -30}
    assert sum(session.totals.values()) == 0
    first, second = session.deals
    assert first.scores == {"Ann": 174, "Bob": -58, "Cid": -58, "Dan": -58}
    assert (second.number, second.taker, second.partner, second.contract) == (
        2,
        "Bob",
        None,
        Contract.PRISE,
    )
    assert sum_items(second.items) == second.scores


def test_t5_session_three_players() -> None:
    session = Session(players=("A", "B", "C")).record("garde", taker="C", bouts=2, points=45)
    assert session.totals == {"A": -58, "B": -58, "C": 116}


def test_t5_session_five_players_partner_and_alone() -> None:
    five = Session(players=("A", "B", "C", "D", "E"))
    with_partner = five.record("garde", taker="B", partner="D", bouts=2, points=45)
    assert with_partner.totals == {"A": -58, "B": 116, "C": -58, "D": 58, "E": -58}
    assert sum_items(with_partner.deals[0].items) == with_partner.deals[0].scores
    in_chien = five.record("garde", taker="B", alone=True, bouts=2, points=45)
    own_king = five.record("garde", taker="B", partner="B", bouts=2, points=45)
    alone = five.record("garde", taker="B", alone=True, bouts=2, points=45)
    expected = {"A": -58, "B": 232, "C": -58, "D": -58, "E": -58}
    assert in_chien.totals == own_king.totals == alone.totals == expected
    assert own_king.deals[0].partner is None
    with pytest.raises(RuleViolationError, match="partner: 'D'"):
        five.record("garde", taker="B", partner="D", alone=True, bouts=2, points=45)


def test_t5_session_partner_only_at_five() -> None:
    four = Session(players=("A", "B", "C", "D"))
    with pytest.raises(RuleViolationError, match="partner: 'C'"):
        four.record("garde", taker="A", partner="C", bouts=2, points=45)
    assert four.record("garde", taker="A", partner="A", bouts=2, points=45).totals["A"] == 174


def test_session_undo_and_immutability() -> None:
    empty = Session(players=("A", "B", "C", "D"))
    one = empty.record("garde", taker="A", bouts=2, points=45)
    two = one.record("garde sans", taker="B", bouts=2, points=60, petit_au_bout="defence")
    assert two.undo() is one
    assert two.undo() == one
    assert one.undo() == empty
    assert len(one.deals) == 1
    assert empty.totals == {"A": 0, "B": 0, "C": 0, "D": 0}
    with pytest.raises(RuleViolationError, match="undo"):
        empty.undo()


def test_session_planned_finished_and_winner() -> None:
    session = Session(players=("A", "B", "C"), planned=2)
    assert not session.finished
    assert session.winner is None
    session = session.record("garde", taker="A", bouts=2, points=45).throw_in()
    assert session.played == 1
    assert session.winner is None
    assert session.leaders == ("A",)
    session = session.record("prise", taker="B", bouts=2, points=41)
    assert session.finished
    # A: 116 − 25, B: −58 + 50, C: −58 − 25.
    assert session.totals == {"A": 91, "B": -8, "C": -83}
    assert session.winner == "A"
    with pytest.raises(RuleViolationError, match="session"):
        session.record("prise", taker="B", bouts=2, points=41)
    with pytest.raises(RuleViolationError, match="session"):
        session.throw_in()


def test_session_close_and_shared_win() -> None:
    session = Session(players=("A", "B", "C"))
    assert session.leaders == ("A", "B", "C")
    closed = session.close()
    assert closed.finished
    assert closed.winner == ("A", "B", "C")
    assert closed.close() is closed
    assert closed.undo() is session


def test_t3_void_deals_in_the_session() -> None:
    session = Session(players=("A", "B", "C", "D"))
    assert session.dealer == "A"
    session = session.throw_in().throw_in("Petit Sec")
    assert [deal.void for deal in session.deals] == ["all pass", "petit sec"]
    assert session.deals[0].items == ()
    assert session.deals[0].contract is None
    assert session.totals == {"A": 0, "B": 0, "C": 0, "D": 0}
    assert session.dealer == "C"
    with pytest.raises(ScoreError, match="reason"):
        session.throw_in("bored")
    # Found by the mutation run: a reason is read up to its 32 characters.
    assert session.throw_in("all pass" + " " * 24).deals[-1].void == "all pass"


def test_session_sheet() -> None:
    session = (
        Session(players=("Ann", "Bob", "Cid", "Dan"))
        .record("garde", taker="Ann", bouts=2, points=45)
        .throw_in()
    )
    # T4-T5: garde, 2 bouts, 45 of 41: (25 + 4) x 2 = 58 from each defender, 174 to Ann.
    assert sheet.of(session).render().splitlines()[5:] == [
        "deal  dlr  bid  bouts  pts  result           bonus     Ann  Bob  Cid  Dan",
        "   1  Ann  G        2   45  made by 4               +174 T  -58  -58  -58",
        "                                             total     174  -58  -58  -58",
        "      Bob                   void (all pass)",
        "",
        "result: in progress (Ann 174, Bob -58, Cid -58, Dan -58)",
        "Next: deal 2, Cid deals.",
    ]
    assert repr(session) == "<Session parties=('Ann', 'Bob', 'Cid', 'Dan') deals=2>"
    # str() is the same one-line summary (issue 42): the sheet is drawn by cardscore.sheet.
    assert str(session) == repr(session)


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
        Session(players=("A", "B", "C"), totals=wrong(totals))
    assert str(caught.value).startswith(message)


def test_the_removed_names_are_gone_and_their_successors_say_it() -> None:
    # record_void, leader, Deal.totals and sheet(), deprecated in 0.1.0 (never published),
    # are gone (issue 42): throw_in, leaders, Deal.scores and cardscore.sheet say it.
    session = Session(players=("A", "B", "C")).record("garde", taker="A", bouts=2, points=45)
    for name in ("record_void", "leader", "sheet"):
        assert not hasattr(session, name)
    assert not hasattr(session.deals[0], "totals")
    void = session.throw_in("petit sec")
    assert void.deals[-1].void == "petit sec"
    assert void.deals[-1].number is None
    assert session.leaders == ("A",)
    assert Session(players=("A", "B", "C")).leaders == ("A", "B", "C")
    assert session.deals[0].scores == {"A": 116, "B": -58, "C": -58}


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


def test_throw_in_without_a_reason_is_all_pass() -> None:
    session = Session(players=("A", "B", "C", "D")).throw_in()
    assert (session.deals[-1].thrown_in, session.deals[-1].void) == (True, "all pass")
