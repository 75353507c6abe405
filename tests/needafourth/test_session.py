"""Need a Fourth?'s Session as one of the ledgers (issue 15), saved and copied (issue 21).

The scores are the rules' own examples (need-a-fourth.md N1, N3-N6): 4H made exactly is a
game, 500 each (N3); 2S doubled made exactly is 700 / 600 (N3); 3NT doubled two down with
the chooser lying is -700 / -300 (N5).
"""

from __future__ import annotations

import copy
import pickle
import re
import warnings
from typing import TypeVar

import pytest

from cardscore import Ledger, RuleViolationError, ScoreError, ledger, needafourth
from cardscore.items import Item, sum_items
from cardscore.ledger import Next
from cardscore.needafourth import Requirement, Rules, Session
from tests.bad_input import wrong

PLAYERS = ("Ann", "Bob", "Cat")
_T = TypeVar("_T")


def _short_suit_opening(bid: needafourth.Bid) -> bool:
    return bid.is_opening and bid.suit_length > 0


def _six_cards(bid: needafourth.Bid) -> bool:
    return bid.suit_length >= 6


# A requirement the players agreed, written with functions at a module's top level.
SIX_CARD_OPENINGS = Requirement(
    "a suit opening: 6+ cards", applies=_short_suit_opening, holds=_six_cards
)


def test_a_session_is_a_ledger_and_its_deals_are_deals() -> None:
    session = Session(PLAYERS).record("4H", 10, chooser="Ann", partner="Bob").throw_in()
    assert isinstance(session, Ledger)
    assert all(isinstance(deal, ledger.Deal) for deal in session.deals)
    assert session.parties == PLAYERS


def test_n6_every_name_of_the_shape_on_a_short_session() -> None:
    # N3: 4H made exactly, a game: 500 each; N1: then all pass, thrown in; N3: 2SX made
    # exactly: chooser 700, partner 600.
    session = Session(PLAYERS, deals=3)
    assert session.leaders == PLAYERS  # everyone at the start
    session = session.record("4H", 10, chooser="Ann", partner="Bob")
    session = session.throw_in()
    session = session.record("2SX", 8, chooser="Cat", partner="Bob")
    assert [deal.number for deal in session.deals] == [1, 2, 3]
    assert [deal.dealer for deal in session.deals] == ["Ann", "Bob", "Cat"]
    assert [deal.thrown_in for deal in session.deals] == [False, True, False]
    assert session.deals[2].scores == {"Ann": 0, "Bob": 600, "Cat": 700}
    assert session.played == 3
    assert session.totals == {"Ann": 500, "Bob": 1100, "Cat": 700}
    for deal in session.deals:
        added = sum_items(deal.items)
        assert all(added.get(p, 0) == deal.scores[p] for p in PLAYERS)
    # N6: three deals agreed, three dealt (the thrown-in one too): finished, Bob leads.
    assert session.finished
    assert session.next is None
    assert session.leaders == ("Bob",)
    assert session.winner == "Bob"
    assert not session.closed


def test_n1_a_thrown_in_deal_is_one_of_the_agreed_deals() -> None:
    session = Session(PLAYERS, deals=3).throw_in().throw_in()
    assert session.played == 2
    assert session.next == Next(3, "Cat")
    session = session.throw_in()
    assert session.finished
    assert session.winner == PLAYERS  # nobody scored: all three share
    with pytest.raises(RuleViolationError, match="deal: 4 .*the session is finished"):
        session.throw_in()


def test_pass_out_is_throw_in_under_the_name_the_api_promises() -> None:
    # session.pass_out() is in the public API's promises: throw_in(), with no warning.
    session = Session(PLAYERS)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        passed = session.pass_out()
    assert passed == session.throw_in()
    assert passed.undo() is session


def test_a_deals_removed_totals_is_gone_and_scores_says_it() -> None:
    # Deal.totals, deprecated in 0.1.0 (never published), is gone (issue 42).
    (deal,) = Session(PLAYERS).record("4H", 10, chooser="Ann", partner="Bob").deals
    assert not hasattr(deal, "totals")
    assert deal.scores == {"Ann": 500, "Bob": 500, "Cat": 0}


def test_n6_close_ends_an_open_session_with_the_leaders_winning() -> None:
    session = Session(PLAYERS).record("4H", 10, chooser="Ann", partner="Bob")
    assert not session.finished
    assert session.winner is None
    closed = session.close()
    assert closed.closed
    assert closed.finished
    assert closed.next is None
    assert closed.winner == ("Ann", "Bob")  # N6: equal highest totals share the win
    assert closed.totals == session.totals  # nothing more is scored
    assert closed.deals == session.deals
    assert closed.undo() is session
    assert closed.close() is closed
    with pytest.raises(RuleViolationError, match="deal: 2 .*closed, it is over"):
        closed.record("4H", 10, chooser="Ann", partner="Bob")
    with pytest.raises(RuleViolationError, match="closed, it is over"):
        closed.throw_in()


def test_close_on_a_finished_session_returns_it() -> None:
    session = Session(PLAYERS, deals=3).throw_in().throw_in().throw_in()
    assert session.close() is session
    assert not session.closed


def test_a_session_carries_on_from_given_totals() -> None:
    # The evening's first half ended Ann 700, Bob -700, Cat 800; then N5's example:
    # 3NT doubled two down, the chooser (Bob) lied: Bob -700, the partner (Cat) -300.
    start = {"Ann": 700, "Bob": -700, "Cat": 800}
    session = Session(PLAYERS, deals=3, totals=start)
    assert session.totals == start
    assert session.leaders == ("Cat",)
    assert session.played == 0
    assert session.deals == ()
    later = session.record("3NTX", 7, chooser="Bob", partner="Cat", liars=("Bob",))
    assert later.totals == {"Ann": 700, "Bob": -1400, "Cat": 500}
    assert later.deals[0].scores == {"Ann": 0, "Bob": -700, "Cat": -300}
    assert later.undo() is session
    assert session != Session(PLAYERS, deals=3)
    assert session == Session(PLAYERS, deals=3, totals=dict(start))
    # The keys may come in any order: the totals are kept in seat order.
    reordered = Session(PLAYERS, totals={"Cat": 800, "Ann": 700, "Bob": -700})
    assert list(reordered.totals) == list(PLAYERS)


@pytest.mark.parametrize(
    ("totals", "message"),
    [
        (
            [700, -700, 800],
            (
                "totals: [700, -700, 800] is not allowed; expected a mapping of each of "
                "'Ann', 'Bob', 'Cat' to an int"
            ),
        ),
        ({"Ann": 1, "Bob": 2}, "totals: 'Cat' is not allowed"),
        ({"Ann": 1, "Bob": 2, "Cat": 3, "Dan": 4}, "totals: 'Dan' is not allowed"),
        ({"Ann": 1, "Bob": 2, "Zed": 3}, "totals: 'Zed' is not allowed"),
        ({"Ann": 1.5, "Bob": 2, "Cat": 3}, "totals['Ann']: 1.5 is not allowed; expected an int"),
        ({"Ann": "10", "Bob": 2, "Cat": 3}, "totals['Ann']: '10' is not allowed"),
        ({"Ann": True, "Bob": 2, "Cat": 3}, "totals['Ann']: True is not allowed"),
        ({"Ann": 10**16, "Bob": 2, "Cat": 3}, "totals['Ann']: 10000000000000000 is not"),
    ],
)
def test_bad_start_totals_are_refused_by_name(totals: object, message: str) -> None:
    with pytest.raises(ScoreError, match=re.escape(message)):
        Session(PLAYERS, totals=wrong(totals))


def test_deal_items_name_the_players_after_a_swap() -> None:
    # N1: Cat chose Bob, Bob redoubled after Cat passed and became the chooser. N3: 2H
    # redoubled made exactly: chooser 1000, partner 800.
    session = Session(PLAYERS).record("2HXX", 8, chooser="Cat", partner="Bob", redoubled_by="Bob")
    (deal,) = session.deals
    assert deal.items == (
        Item("partscore (2H)", "Bob", 100),
        Item("partscore (2H)", "Cat", 100),
        Item("redoubled bonus", "Bob", 600),
        Item("redoubled bonus", "Cat", 400),
        Item("redoubled partscore bonus", "Bob", 300),
        Item("redoubled partscore bonus", "Cat", 300),
    )
    assert deal.scores == {"Ann": 0, "Bob": 1000, "Cat": 800}


# --- Saved and copied by Python's own means (issue 21) ----------------------------------


def _round_trip(value: _T) -> _T:
    """``value`` pickled and read back."""
    restored: _T = pickle.loads(pickle.dumps(value))
    return restored


def test_every_value_of_the_module_pickles_and_deep_copies() -> None:
    hands = {
        "Ann": "AKQ32.K32.432.432",
        "Bob": "J4.QJT9854.KQJT9.-",
        "Cat": "T98765.A76.A76.65",
    }
    auction = needafourth.Auction("1S pass 3S pass pass", players=PLAYERS, dealer="Ann")
    check = needafourth.check_bids("1S pass 3S pass pass", hands, dealer="Ann")
    session = Session(PLAYERS, deals=3, rules=Rules(redoubled_overtrick=200))
    session = session.record("3NTXX", 10, chooser="Ann", partner="Bob").throw_in().close()
    values: list[object] = [
        needafourth.settle("2SX", 8),
        needafourth.settle("3NTX", 7, liar="chooser"),
        Rules(),
        Rules(redoubled_overtrick=200, whole_rounds=False),
        *needafourth.SEED_REQUIREMENTS,
        needafourth.opening_requirement(("2H", "2S"), cards=6, description="weak twos"),
        auction,
        needafourth.Bid.at(auction, 2, hands["Cat"]),
        check,
        *check.breaches,
        needafourth.post_auction(auction, partner="Bob", doubled=True, redoubled_by="Bob"),
        session,
        *session.deals,
        needafourth.Category.GAME,
        needafourth.PASS,
    ]
    for value in values:
        assert _round_trip(value) == value
        assert copy.deepcopy(value) == value
    restored = _round_trip(session)
    assert restored.closed
    assert restored.totals == {"Ann": 1300, "Bob": 1100, "Cat": 0}  # N3: 3NTXX+1, 200 rule
    assert restored.undo().undo().undo() == Session(
        PLAYERS, deals=3, rules=Rules(redoubled_overtrick=200)
    )
    # N5: the requirements still judge the same bids once copied.
    assert needafourth.check_bids(
        "1S pass 3S pass pass", hands, dealer="Ann", rules=copy.deepcopy(Rules())
    ).liars == {"Cat"}


def test_rules_with_the_players_own_requirement_pickle_when_its_functions_do() -> None:
    rules = Rules().with_requirements(SIX_CARD_OPENINGS)
    restored = _round_trip(rules)
    assert restored == rules
    assert restored.requirements[-1].description == "a suit opening: 6+ cards"
    # A lambda cannot be pickled by Python: the documented limit, pickle's own error.
    lambdas = Rules().with_requirements(
        Requirement("any bid", applies=lambda _bid: True, holds=lambda _bid: True)
    )
    with pytest.raises((pickle.PicklingError, AttributeError)):
        pickle.dumps(lambdas)


def test_a_session_of_1000_deals_pickles_deep_copies_and_undoes() -> None:
    # The shared machinery is tested at 100,000 deals (tests/ledgers/test_history.py);
    # 1,000 deals prove the session's own fields pickle.
    session = Session(PLAYERS)
    for index in range(1_000):
        if index % 10:
            session = session.throw_in()
        else:
            # N5: 3NT doubled two down, the chooser lied: -700 / -300.
            session = session.record("3NTX", 7, chooser="Ann", partner="Bob", liars="Ann")
    assert session.played == 1_000  # thrown-in deals are deals of the session (N1)
    assert session.totals == {"Ann": -70_000, "Bob": -30_000, "Cat": 0}
    restored = _round_trip(session)
    assert restored == session
    assert restored.undo() == session.undo()
    assert restored.undo().undo() == session.undo().undo()
    assert restored.record("4H", 10, chooser="Ann", partner="Cat").totals["Cat"] == 500
    # Immutable all through, a session is its own copy, at any length.
    assert copy.deepcopy(session) is session
    assert copy.copy(session) is session


# --- N6: starting totals, the end of a session, pass_out ------------------------------------


# Found by the mutation run (docs/development.md): an edge no other test reached.


def test_n6_starting_totals_for_someone_not_at_the_table() -> None:
    with pytest.raises(ScoreError) as caught:
        Session(PLAYERS, totals={"Ann": 0, "Bob": 0, "Zed": 0})
    allowed = "a mapping of each of 'Ann', 'Bob', 'Cat' to an int"
    assert (caught.value.field, caught.value.value, caught.value.allowed) == (
        "totals",
        "Zed",
        allowed,
    )
    assert str(caught.value) == f"totals: 'Zed' is not allowed; expected {allowed}"
    with pytest.raises(ScoreError) as short:
        Session(PLAYERS, totals={"Ann": 0, "Bob": 0})
    assert str(short.value) == f"totals: 'Cat' is not allowed; expected {allowed}"


def test_n6_a_closed_session_takes_no_more_deals() -> None:
    # One deal played, then the session closed early (N6): deal 2 is refused, by number.
    closed = Session(PLAYERS).record("3NT", 9, chooser="Bob", partner="Ann").close()
    expected = "deal: 2 is not allowed; expected no deal: the session was closed, it is over"
    with pytest.raises(RuleViolationError) as record:
        closed.record("3NT", 9, chooser="Bob", partner="Ann")
    assert str(record.value) == expected
    with pytest.raises(RuleViolationError) as thrown:
        closed.throw_in()
    assert str(thrown.value) == expected


def test_pass_out_throws_in() -> None:
    session = Session(PLAYERS).pass_out()
    assert session.deals[-1].thrown_in
