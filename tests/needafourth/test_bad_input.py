"""Wrong values and wrong types at every public entry point of cardscore.needafourth.

Each must raise a ScoreError (nothing else) whose message names the parameter.
"""

from __future__ import annotations

import contextlib
from decimal import Decimal
from typing import TYPE_CHECKING

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardscore import needafourth
from cardscore.bridge import Contract
from cardscore.cards import DECK
from cardscore.errors import ImpossibleResultError, NotationError, RuleViolationError, ScoreError
from cardscore.needafourth import (
    Auction,
    Bid,
    Requirement,
    Rules,
    Session,
    Settlement,
    check_bids,
    liars,
    opening_requirement,
    post_auction,
    raise_requirement,
    settle,
)
from tests.bad_input import wrong
from tests.work import assert_refused_by_length

if TYPE_CHECKING:
    from collections.abc import Callable

PLAYERS = ("Ann", "Bob", "Cat")
HANDS = {
    "Ann": tuple(DECK[0:14]),
    "Bob": tuple(DECK[14:28]),
    "Cat": tuple(DECK[28:42]),
}
AUCTION = Auction("1S 2H pass pass", players=PLAYERS, dealer="Cat")
FOUR_HEARTS = Contract.parse("4H")
ZERO = {"Ann": 0, "Bob": 0, "Cat": 0}
_HAND_TEXT = " ".join(str(card) for card in DECK[0:14])  # AS KS QS ... 2S AH


def _raises(field: str, call: Callable[[], object]) -> None:
    with pytest.raises(ScoreError) as caught:
        call()
    assert caught.value.field.startswith(field), (caught.value.field, field)
    assert str(caught.value).startswith(caught.value.field + ": ")


def _always(_bid: Bid) -> bool:
    return True


CASES: list[tuple[str, Callable[[], object]]] = [
    # settle
    ("contract", lambda: settle("4Z", 9)),
    ("contract", lambda: settle(wrong(4), 9)),
    ("contract", lambda: settle(wrong(None), 9)),
    ("contract", lambda: settle("pass", 9)),
    ("tricks", lambda: settle("4H", 14)),
    ("tricks", lambda: settle("4H", -1)),
    ("tricks", lambda: settle("4H", wrong("9"))),
    ("tricks", lambda: settle("4H", wrong(9.0))),
    ("tricks", lambda: settle("4H", True)),
    ("liar", lambda: settle("4H", 9, liar="declarer")),
    ("liar", lambda: settle("4H", 9, liar="Chooser ")),
    ("liar", lambda: settle("4H", 9, liar=wrong(1))),
    ("liar", lambda: settle("4H", 9, liar=wrong(["chooser"]))),
    ("rules", lambda: settle("4H", 9, rules=wrong("seed"))),
    # category, hcp
    ("contract", lambda: needafourth.category(wrong(7))),
    ("contract", lambda: needafourth.category("8S")),
    ("cards", lambda: needafourth.hcp(wrong(5))),
    ("cards", lambda: needafourth.hcp("AS AS")),
    ("cards", lambda: needafourth.hcp("ZZ")),
    # Rules
    ("redoubled_overtrick", lambda: Rules(redoubled_overtrick=150)),
    ("redoubled_overtrick", lambda: Rules(redoubled_overtrick=wrong("100"))),
    ("redoubled_overtrick", lambda: Rules(redoubled_overtrick=wrong(100.0))),
    # Decimal's special values would raise InvalidOperation if compared (issue 20).
    ("redoubled_overtrick", lambda: Rules(redoubled_overtrick=wrong(Decimal("sNaN")))),
    ("redoubled_overtrick", lambda: Rules(redoubled_overtrick=wrong(Decimal("NaN")))),
    ("redoubled_overtrick", lambda: Rules(redoubled_overtrick=wrong(Decimal("-Infinity")))),
    ("redoubled_overtrick", lambda: Rules(redoubled_overtrick=wrong(Decimal(100)))),
    ("redoubled_overtrick", lambda: Rules(redoubled_overtrick=True)),
    ("tricks", lambda: settle("4H", wrong(Decimal("sNaN")))),
    ("deals", lambda: Session(PLAYERS, deals=wrong(Decimal("NaN")))),
    ("requirements", lambda: Rules(requirements=wrong("1NT: 15+"))),
    ("requirements", lambda: Rules(requirements=wrong(5))),
    ("requirements", lambda: Rules(requirements=wrong([_always]))),
    ("whole_rounds", lambda: Rules(whole_rounds=wrong(1))),
    ("whole_rounds", lambda: Rules(whole_rounds=wrong("yes"))),
    # Requirement and its builders
    ("description", lambda: Requirement(wrong(5), applies=_always, holds=_always)),
    ("applies", lambda: Requirement("x", applies=wrong(5), holds=_always)),
    ("holds", lambda: Requirement("x", applies=_always, holds=wrong("no"))),
    ("bids", lambda: opening_requirement("1C", description="x")),
    ("bids", lambda: opening_requirement(wrong(5), description="x")),
    ("bids", lambda: opening_requirement(["1Q"], description="x")),
    ("bids", lambda: opening_requirement(["pass"], description="x")),
    ("bids", lambda: opening_requirement(["1CX"], description="x")),
    ("cards", lambda: opening_requirement(["1C"], cards=wrong("4"), description="x")),
    ("cards", lambda: opening_requirement(["1C"], cards=15, description="x")),
    ("hcp", lambda: opening_requirement(["1C"], hcp=-1, description="x")),
    ("hcp", lambda: opening_requirement(["1C"], hcp=True, description="x")),
    ("description", lambda: opening_requirement(["1C"], description=wrong(None))),
    ("level", lambda: raise_requirement(1, "H", cards=5, hcp=5, description="x")),
    ("level", lambda: raise_requirement(wrong("2"), ["H"], cards=5, hcp=5, description="x")),
    ("strains", lambda: raise_requirement(2, "H", cards=5, hcp=5, description="x")),
    ("strains", lambda: raise_requirement(2, wrong(5), cards=5, hcp=5, description="x")),
    ("strain", lambda: raise_requirement(2, ["Z"], cards=5, hcp=5, description="x")),
    ("strain", lambda: raise_requirement(2, [wrong(5)], cards=5, hcp=5, description="x")),
    ("cards", lambda: raise_requirement(2, ["H"], cards=wrong(None), hcp=5, description="x")),
    ("hcp", lambda: raise_requirement(2, ["H"], cards=5, hcp=41, description="x")),
    ("description", lambda: raise_requirement(2, ["H"], cards=5, hcp=5, description=wrong(b"x"))),
    # Auction
    ("calls", lambda: Auction(wrong(5), players=PLAYERS, dealer="Ann")),
    ("calls", lambda: Auction({"1H": 1}, players=PLAYERS, dealer="Ann")),
    ("calls[1]", lambda: Auction("1H 1Q", players=PLAYERS, dealer="Ann")),
    ("calls[0]", lambda: Auction(wrong([None]), players=PLAYERS, dealer="Ann")),
    ("calls[2]", lambda: Auction("2C pass 1S", players=PLAYERS, dealer="Ann")),
    ("calls[3]", lambda: Auction("1C pass pass pass", players=PLAYERS, dealer="Ann")),
    ("players", lambda: Auction("", players=("Ann", "Ann", "Bob"), dealer="Ann")),
    ("players", lambda: Auction("", players="ABC", dealer="A")),
    ("players", lambda: Auction("", players=("Ann", "Bob"), dealer="Ann")),
    ("players", lambda: Auction("", players=("Ann", "Bob", ""), dealer="Ann")),
    ("players", lambda: Auction("", players=wrong(("Ann", "Bob", 3)), dealer="Ann")),
    ("players", lambda: Auction("", players=wrong(5), dealer="Ann")),
    ("dealer", lambda: Auction("", players=PLAYERS, dealer="Zed")),
    ("dealer", lambda: Auction("", players=PLAYERS, dealer=wrong(0))),
    # Bid.at
    ("auction", lambda: Bid.at(wrong("1H"), 0, HANDS["Ann"])),
    ("position", lambda: Bid.at(AUCTION, 9, HANDS["Ann"])),
    ("position", lambda: Bid.at(AUCTION, wrong("0"), HANDS["Ann"])),
    ("position", lambda: Bid.at(AUCTION, 2, HANDS["Ann"])),  # a pass, not a bid
    ("position", lambda: Bid.at(Auction("", players=PLAYERS, dealer="Ann"), 0, "")),
    ("hand", lambda: Bid.at(AUCTION, 0, "AS AS")),
    ("hand", lambda: Bid.at(AUCTION, 0, wrong(5))),
    # liars and check_bids
    ("hands", lambda: liars("1H pass pass", wrong(["Ann"]), dealer="Ann")),
    ("hands", lambda: liars("1H pass pass", {"Ann": HANDS["Ann"]}, dealer="Ann")),
    ("hands['Ann']", lambda: liars("1H", {**HANDS, "Ann": DECK[0:13]}, dealer="Ann")),
    ("hands['Bob']", lambda: liars("1H", {**HANDS, "Bob": DECK[0:14]}, dealer="Ann")),
    ("hands['Cat']", lambda: liars("1H", {**HANDS, "Cat": "ZZ"}, dealer="Ann")),
    ("hands['Cat']", lambda: liars("1H", {**HANDS, "Cat": wrong(7)}, dealer="Ann")),
    ("hands", lambda: liars("1H", {**HANDS, wrong(4): DECK[42:]}, dealer="Ann")),
    ("dealer", lambda: liars("1H pass pass", HANDS, dealer="Zed")),
    ("calls[0]", lambda: liars("1Z", HANDS, dealer="Ann")),
    ("calls", lambda: liars(wrong(None), HANDS, dealer="Ann")),
    ("rules", lambda: liars("1H", HANDS, dealer="Ann", rules=wrong(Rules))),
    ("rules", lambda: check_bids("1H", HANDS, dealer="Ann", rules=wrong({}))),
    # post_auction
    ("auction", lambda: post_auction(wrong(None), partner="Bob")),
    ("auction", lambda: post_auction(Auction("1H", players=PLAYERS, dealer="Ann"), partner="Bob")),
    ("partner", lambda: post_auction(AUCTION, partner="Ann")),
    ("partner", lambda: post_auction(AUCTION, partner=wrong(2))),
    ("doubled", lambda: post_auction(AUCTION, partner="Bob", doubled=wrong(1))),
    ("redoubled_by", lambda: post_auction(AUCTION, partner="Bob", redoubled_by="Bob")),
    (
        "redoubled_by",
        lambda: post_auction(AUCTION, partner="Bob", doubled=True, redoubled_by=wrong(1)),
    ),
    (
        "redoubled_by",
        lambda: post_auction(AUCTION, partner="Bob", doubled=True, redoubled_by="declarer"),
    ),
    # Session
    ("players", lambda: Session(("Ann", "Bob"))),
    ("players", lambda: Session("Ann Bob Cat")),
    ("deals", lambda: Session(PLAYERS, deals=wrong("3"))),
    ("deals", lambda: Session(PLAYERS, deals=0)),
    ("deals", lambda: Session(PLAYERS, deals=True)),
    ("deals", lambda: Session(PLAYERS, deals=wrong(3.0))),
    ("deals", lambda: Session(PLAYERS, deals=5)),
    ("rules", lambda: Session(PLAYERS, rules=wrong("seed"))),
    ("first_dealer", lambda: Session(PLAYERS, first_dealer="Zed")),
    ("first_dealer", lambda: Session(PLAYERS, first_dealer=wrong(1))),
    ("contract", lambda: Session(PLAYERS).record("4Q", 9, chooser="Ann", partner="Bob")),
    ("contract", lambda: Session(PLAYERS).record(wrong(4), 9, chooser="Ann", partner="Bob")),
    ("tricks", lambda: Session(PLAYERS).record("4H", 14, chooser="Ann", partner="Bob")),
    ("tricks", lambda: Session(PLAYERS).record("4H", wrong("9"), chooser="Ann", partner="Bob")),
    ("chooser", lambda: Session(PLAYERS).record("4H", 9, chooser="Zed", partner="Bob")),
    ("chooser", lambda: Session(PLAYERS).record("4H", 9, chooser=wrong(None), partner="Bob")),
    ("partner", lambda: Session(PLAYERS).record("4H", 9, chooser="Ann", partner="Ann")),
    ("partner", lambda: Session(PLAYERS).record("4H", 9, chooser="Ann", partner=wrong(["Bob"]))),
    (
        "redoubled_by",
        lambda: Session(PLAYERS).record(
            "4HX", 9, chooser="Ann", partner="Bob", redoubled_by="Bob"
        ),
    ),
    (
        "redoubled_by",
        lambda: Session(PLAYERS).record(
            "4HXX", 9, chooser="Ann", partner="Bob", redoubled_by="Cat"
        ),
    ),
    (
        "redoubled_by",
        lambda: Session(PLAYERS).record(
            "4HXX", 9, chooser="Ann", partner="Bob", redoubled_by=wrong(3)
        ),
    ),
    (
        "liars",
        lambda: Session(PLAYERS).record("4H", 9, chooser="Ann", partner="Bob", liars=wrong(5)),
    ),
    (
        "liars",
        lambda: Session(PLAYERS).record("4H", 9, chooser="Ann", partner="Bob", liars=["Zed"]),
    ),
    (
        "liars",
        lambda: Session(PLAYERS).record("4H", 9, chooser="Ann", partner="Bob", liars=[wrong(1)]),
    ),
    ("roles", lambda: Session(PLAYERS).play(wrong(None), 9)),
    ("totals", lambda: Session(PLAYERS, totals=wrong(5))),
    ("totals['Bob']", lambda: Session(PLAYERS, totals={**ZERO, "Bob": wrong(Decimal("NaN"))})),
    # Settlement built by hand
    (
        "contract",
        lambda: needafourth.Settlement(
            contract=wrong("4H"), tricks=10, liar=None, chooser=500, partner=500, items=()
        ),
    ),
    (
        "tricks",
        lambda: needafourth.Settlement(
            contract=FOUR_HEARTS, tricks=14, liar=None, chooser=500, partner=500, items=()
        ),
    ),
    (
        "liar",
        lambda: needafourth.Settlement(
            contract=FOUR_HEARTS, tricks=10, liar="Ann", chooser=500, partner=500, items=()
        ),
    ),
    (
        "chooser",
        lambda: needafourth.Settlement(
            contract=FOUR_HEARTS, tricks=10, liar=None, chooser=wrong(500.0), partner=500, items=()
        ),
    ),
    (
        "partner",
        lambda: needafourth.Settlement(
            contract=FOUR_HEARTS, tricks=10, liar=None, chooser=500, partner=wrong("500"), items=()
        ),
    ),
    (
        "items",
        lambda: needafourth.Settlement(
            contract=FOUR_HEARTS, tricks=10, liar=None, chooser=500, partner=500, items=wrong([])
        ),
    ),
    (
        "items",
        lambda: needafourth.Settlement(
            contract=FOUR_HEARTS,
            tricks=10,
            liar=None,
            chooser=500,
            partner=500,
            items=wrong(("x",)),
        ),
    ),
    (
        "items",
        lambda: needafourth.Settlement(
            contract=FOUR_HEARTS,
            tricks=10,
            liar=None,
            chooser=500,
            partner=500,
            items=wrong((("x", 1),)),
        ),
    ),
    (
        "items",
        lambda: needafourth.Settlement(
            contract=FOUR_HEARTS,
            tricks=10,
            liar=None,
            chooser=0,
            partner=0,
            items=(("x", "Ann", 0),),
        ),
    ),
    (
        "items",
        lambda: needafourth.Settlement(
            contract=FOUR_HEARTS,
            tricks=10,
            liar=None,
            chooser=0,
            partner=0,
            items=wrong(((1, "chooser", 0),)),
        ),
    ),
    (
        "items",
        lambda: needafourth.Settlement(
            contract=FOUR_HEARTS,
            tricks=10,
            liar=None,
            chooser=0,
            partner=0,
            items=wrong((("x", "partner", 0.0),)),
        ),
    ),
    # Text longer than any legal notation, refused before parsing (issue 20)
    ("calls", lambda: Auction("pass " * 201, players=PLAYERS, dealer="Ann")),
    ("calls[0]", lambda: Auction(["4" + " " * 100 + "S"], players=PLAYERS, dealer="Ann")),
    ("calls[73]", lambda: Auction(["pass"] * 100, players=PLAYERS, dealer="Ann")),
    ("hand", lambda: Bid.at(AUCTION, 0, "A" * 101)),
    ("hands['Ann']", lambda: liars("1H", {**HANDS, "Ann": "AKQ." * 30}, dealer="Ann")),
    ("undo", lambda: Session(PLAYERS).undo()),
]


@pytest.mark.parametrize(("field", "call"), CASES)
def test_only_score_errors_naming_the_parameter(field: str, call: Callable[[], object]) -> None:
    _raises(field, call)


def test_a_users_predicate_that_raises_becomes_a_score_error() -> None:
    def broken(bid: Bid) -> bool:
        return bid.level < 1 / 0

    rules = Rules(requirements=[Requirement("oops", applies=_always, holds=broken)])
    with pytest.raises(ScoreError, match=r"requirements: 'oops'.*ZeroDivisionError"):
        liars("1H pass pass", HANDS, dealer="Ann", rules=rules)


def test_a_users_predicate_that_returns_no_bool_is_a_score_error() -> None:
    rules = Rules(requirements=[Requirement("num", applies=wrong(lambda _bid: 1), holds=_always)])
    with pytest.raises(ScoreError, match=r"requirements: 'num'.*return a bool"):
        liars("1H pass pass", HANDS, dealer="Ann", rules=rules)


def test_a_score_error_from_a_predicate_passes_through() -> None:
    rules = Rules(
        requirements=[Requirement("len", applies=_always, holds=lambda bid: bid.length("Z") > 0)]
    )
    with pytest.raises(ScoreError, match="strain: 'Z'"):
        liars("1H pass pass", HANDS, dealer="Ann", rules=rules)


# Each refusal's whole message: the parameter, the value and what is allowed, word for word,
# so that a changed word in any of them is caught.
_ALLOWED_CALL = "'pass' or a bid from 1C to 7NT ('1H', '3NT')"
_THREE_NAMES = "three different non-empty player names"
MESSAGES: list[tuple[type[ScoreError], str, Callable[[], object]]] = [
    (
        ScoreError,
        "liar: 'declarer' is not allowed; expected None, 'chooser', 'partner' or 'both'",
        lambda: settle("4H", 9, liar="declarer"),
    ),
    (
        ScoreError,
        "rules: 'seed' is not allowed; expected a needafourth.Rules",
        lambda: settle("4H", 9, rules=wrong("seed")),
    ),
    (
        ScoreError,
        "tricks: '9' is not allowed; expected an int from 0 to 13",
        lambda: settle("4H", wrong("9")),
    ),
    (
        ImpossibleResultError,
        "tricks: 14 is not allowed; expected an int from 0 to 13",
        lambda: settle("4H", 14),
    ),
    (
        ScoreError,
        "requirements: 5 is not allowed; expected a sequence of Requirement",
        lambda: Rules(requirements=wrong(5)),
    ),
    (
        ScoreError,
        "requirements: 'x' is not allowed; expected a Requirement",
        lambda: Rules(requirements=wrong(["x"])),
    ),
    (
        ScoreError,
        "redoubled_overtrick: 150 is not allowed; expected one of 100, 200",
        lambda: Rules(redoubled_overtrick=150),
    ),
    (
        ScoreError,
        "whole_rounds: 1 is not allowed; expected True or False",
        lambda: Rules(whole_rounds=wrong(1)),
    ),
    (
        ScoreError,
        "applies: 5 is not allowed; expected a function of a Bid returning a bool",
        lambda: Requirement("x", applies=wrong(5), holds=_always),
    ),
    (
        ScoreError,
        "holds: 'no' is not allowed; expected a function of a Bid returning a bool",
        lambda: Requirement("x", applies=_always, holds=wrong("no")),
    ),
    (
        ScoreError,
        "description: 5 is not allowed; expected a str",
        lambda: Requirement(wrong(5), applies=_always, holds=_always),
    ),
    (
        ScoreError,
        "bids: '1C' is not allowed; expected a sequence of bids like ('1C', '1D')",
        lambda: opening_requirement("1C", description="x"),
    ),
    (
        NotationError,
        "bids: 'pass' is not allowed; expected a bid from 1C to 7NT",
        lambda: opening_requirement(["pass"], description="x"),
    ),
    (
        ImpossibleResultError,
        "cards: 15 is not allowed; expected an int from 0 to 14",
        lambda: opening_requirement(["1C"], cards=15, description="x"),
    ),
    (
        ImpossibleResultError,
        "hcp: 41 is not allowed; expected an int from 0 to 40",
        lambda: opening_requirement(["1C"], hcp=41, description="x"),
    ),
    (
        ScoreError,
        "description: None is not allowed; expected a str",
        lambda: opening_requirement(["1C"], description=wrong(None)),
    ),
    (
        ImpossibleResultError,
        "level: 1 is not allowed; expected an int from 2 to 7",
        lambda: raise_requirement(1, ["H"], cards=5, hcp=5, description="x"),
    ),
    (
        ImpossibleResultError,
        "level: 8 is not allowed; expected an int from 2 to 7",
        lambda: raise_requirement(8, ["H"], cards=5, hcp=5, description="x"),
    ),
    (
        ScoreError,
        "strains: 'H' is not allowed; expected a sequence of suits like ('C', 'D')",
        lambda: raise_requirement(2, "H", cards=5, hcp=5, description="x"),
    ),
    (
        ImpossibleResultError,
        "cards: -1 is not allowed; expected an int from 0 to 14",
        lambda: raise_requirement(2, ["H"], cards=-1, hcp=5, description="x"),
    ),
    (
        ImpossibleResultError,
        "hcp: 41 is not allowed; expected an int from 0 to 40",
        lambda: raise_requirement(2, ["H"], cards=5, hcp=41, description="x"),
    ),
    (
        ScoreError,
        "description: 1 is not allowed; expected a str",
        lambda: raise_requirement(2, ["H"], cards=5, hcp=5, description=wrong(1)),
    ),
    (
        ScoreError,
        "calls: 5 is not allowed; expected a str of calls or a sequence of calls",
        lambda: Auction(wrong(5), players=PLAYERS, dealer="Ann"),
    ),
    (
        NotationError,
        f"calls[1]: '1Q' is not allowed; expected {_ALLOWED_CALL}",
        lambda: Auction("1H,1Q", players=PLAYERS, dealer="Ann"),
    ),
    (
        ScoreError,
        f"calls[0]: None is not allowed; expected {_ALLOWED_CALL}",
        lambda: Auction(wrong([None]), players=PLAYERS, dealer="Ann"),
    ),
    (
        NotationError,
        f"calls[0]: '1HX' is not allowed; expected {_ALLOWED_CALL}; doubles come after the auction",
        lambda: Auction("1HX", players=PLAYERS, dealer="Ann"),
    ),
    (
        NotationError,
        f"calls[0]: '2SXX' is not allowed; expected {_ALLOWED_CALL}; doubles come after",
        lambda: Auction([Contract.parse("2SXX")], players=PLAYERS, dealer="Ann"),
    ),
    (
        RuleViolationError,
        "calls[2]: '1S' is not allowed; expected pass or a bid higher than 2C",
        lambda: Auction("2C pass 1S", players=PLAYERS, dealer="Ann"),
    ),
    (
        RuleViolationError,
        "calls[3]: 'pass' is not allowed; expected no call: the auction ended at calls[2]",
        lambda: Auction("1C pass pass pass", players=PLAYERS, dealer="Ann"),
    ),
    (
        ScoreError,
        f"players: ('Ann', 'Ann', 'Bob') is not allowed; expected {_THREE_NAMES}",
        lambda: Auction("", players=("Ann", "Ann", "Bob"), dealer="Ann"),
    ),
    (
        ScoreError,
        f"players: 'ABC' is not allowed; expected {_THREE_NAMES}",
        lambda: Auction("", players="ABC", dealer="A"),
    ),
    (
        ScoreError,
        "dealer: 'Zed' is not allowed; expected one of 'Ann', 'Bob', 'Cat'",
        lambda: Auction("", players=PLAYERS, dealer="Zed"),
    ),
    (
        ScoreError,
        "auction: '1H' is not allowed; expected an Auction",
        lambda: Bid.at(wrong("1H"), 0, HANDS["Ann"]),
    ),
    (
        ImpossibleResultError,
        "position: 4 is not allowed; expected an int from 0 to 3",
        lambda: Bid.at(AUCTION, 4, HANDS["Ann"]),
    ),
    (
        ScoreError,
        "position: 2 is not allowed; expected the position of a bid, not of a pass",
        lambda: Bid.at(AUCTION, 2, HANDS["Ann"]),
    ),
    (
        ScoreError,
        "position: 0 is not allowed; expected the position of a bid, not of a pass",
        lambda: Bid.at(Auction("", players=PLAYERS, dealer="Ann"), 0, ""),
    ),
    (
        ScoreError,
        "hands: ['Ann'] is not allowed; expected a mapping of the three players to their 14 cards",
        lambda: liars("1H pass pass", wrong(["Ann"]), dealer="Ann"),
    ),
    (
        ScoreError,
        f"hands: ('Ann',) is not allowed; expected {_THREE_NAMES}",
        lambda: liars("1H pass pass", {"Ann": HANDS["Ann"]}, dealer="Ann"),
    ),
    (
        ImpossibleResultError,
        "hands['Ann']: 13 is not allowed; expected 14 cards",
        lambda: liars("1H", {**HANDS, "Ann": DECK[0:13]}, dealer="Ann"),
    ),
    (
        ImpossibleResultError,
        "hands['Bob']: 'AS' is not allowed; expected each card in one hand only",
        lambda: liars("1H", {**HANDS, "Bob": DECK[0:14]}, dealer="Ann"),
    ),
    (
        ScoreError,
        "rules: {} is not allowed; expected a needafourth.Rules",
        lambda: check_bids("1H", HANDS, dealer="Ann", rules=wrong({})),
    ),
    (
        ScoreError,
        "auction: None is not allowed; expected an Auction",
        lambda: post_auction(wrong(None), partner="Bob"),
    ),
    (
        ScoreError,
        "auction: '1S 2H pass pass' is not allowed; expected an Auction",
        lambda: post_auction(wrong("1S 2H pass pass"), partner="Bob"),
    ),
    (
        RuleViolationError,
        "auction: '1H' is not allowed; expected a finished auction with a bid",
        lambda: post_auction(Auction("1H", players=PLAYERS, dealer="Ann"), partner="Bob"),
    ),
    (
        RuleViolationError,
        "auction: 'pass pass pass' is not allowed; expected a finished auction with a bid",
        lambda: post_auction(
            Auction("pass pass pass", players=PLAYERS, dealer="Ann"), partner="Bob"
        ),
    ),
    (
        ScoreError,
        "partner: 'Ann' is not allowed; expected one of 'Bob', 'Cat'",
        lambda: post_auction(AUCTION, partner="Ann"),
    ),
    (
        ScoreError,
        "doubled: 1 is not allowed; expected True or False",
        lambda: post_auction(AUCTION, partner="Bob", doubled=wrong(1)),
    ),
    (
        RuleViolationError,
        "redoubled_by: 'Bob' is not allowed; expected None: nobody doubled",
        lambda: post_auction(AUCTION, partner="Bob", redoubled_by="Bob"),
    ),
    (
        ScoreError,
        (
            "redoubled_by: 'declarer' is not allowed; "
            "expected None, 'Ann', 'Bob', 'chooser' or 'partner'"
        ),
        lambda: post_auction(AUCTION, partner="Bob", doubled=True, redoubled_by="declarer"),
    ),
    (
        ImpossibleResultError,
        "deals: 0 is not allowed; expected an int from 1 to 1000000000",
        lambda: Session(PLAYERS, deals=0),
    ),
    (
        ImpossibleResultError,
        "deals: 1000000002 is not allowed; expected an int from 1 to 1000000000",
        lambda: Session(PLAYERS, deals=1_000_000_002),
    ),
    (
        RuleViolationError,
        (
            "deals: 5 is not allowed; "
            "expected a multiple of 3, so that everyone deals equally often"
        ),
        lambda: Session(PLAYERS, deals=5),
    ),
    (
        ScoreError,
        "rules: 'seed' is not allowed; expected a needafourth.Rules",
        lambda: Session(PLAYERS, rules=wrong("seed")),
    ),
    (
        ScoreError,
        "first_dealer: 'Zed' is not allowed; expected one of 'Ann', 'Bob', 'Cat'",
        lambda: Session(PLAYERS, first_dealer="Zed"),
    ),
    (
        ScoreError,
        "chooser: 'Zed' is not allowed; expected one of 'Ann', 'Bob', 'Cat'",
        lambda: Session(PLAYERS).record("4H", 9, chooser="Zed", partner="Bob"),
    ),
    (
        ScoreError,
        "partner: 'Zed' is not allowed; expected one of 'Ann', 'Bob', 'Cat'",
        lambda: Session(PLAYERS).record("4H", 9, chooser="Ann", partner="Zed"),
    ),
    (
        RuleViolationError,
        "partner: 'Ann' is not allowed; expected one of the two other players",
        lambda: Session(PLAYERS).record("4H", 9, chooser="Ann", partner="Ann"),
    ),
    (
        RuleViolationError,
        "redoubled_by: 'Bob' is not allowed; expected None: 4HX is not redoubled",
        lambda: Session(PLAYERS).record(
            "4HX", 9, chooser="Ann", partner="Bob", redoubled_by="Bob"
        ),
    ),
    (
        ScoreError,
        "redoubled_by: 'Cat' is not allowed; expected None, 'Ann', 'Bob', 'chooser' or 'partner'",
        lambda: Session(PLAYERS).record(
            "4HXX", 9, chooser="Ann", partner="Bob", redoubled_by="Cat"
        ),
    ),
    (
        ScoreError,
        "liars: 5 is not allowed; expected a sequence of player names",
        lambda: Session(PLAYERS).record("4H", 9, chooser="Ann", partner="Bob", liars=wrong(5)),
    ),
    (
        ScoreError,
        "liars: 'Zed' is not allowed; expected one of 'Ann', 'Bob', 'Cat'",
        lambda: Session(PLAYERS).record("4H", 9, chooser="Ann", partner="Bob", liars="Zed"),
    ),
    (
        ScoreError,
        "roles: None is not allowed; expected the Roles from post_auction",
        lambda: Session(PLAYERS).play(wrong(None), 9),
    ),
    (
        ScoreError,
        "roles: '2HX' is not allowed; expected the Roles from post_auction",
        lambda: Session(PLAYERS).play(wrong("2HX"), 9),
    ),
    (
        RuleViolationError,
        "undo: 'nothing recorded' is not allowed; expected at least one recorded deal",
        lambda: Session(PLAYERS).undo(),
    ),
    (
        RuleViolationError,
        "deal: 4 is not allowed; expected no deal after the agreed 3: the session is finished",
        lambda: Session(PLAYERS, deals=3).throw_in().throw_in().throw_in().throw_in(),
    ),
    (
        NotationError,
        (
            f"contract: {'4' + ' ' * 20 + 'S'!r} is not allowed; expected a contract like "
            "'4SX', at most 16 characters"
        ),
        lambda: settle("4" + " " * 20 + "S", 10),
    ),
    (
        ScoreError,
        "redoubled_overtrick: Decimal('sNaN') is not allowed; expected one of 100, 200 (an int)",
        lambda: Rules(redoubled_overtrick=wrong(Decimal("sNaN"))),
    ),
    (
        RuleViolationError,
        "calls[73]: 'pass' is not allowed; expected at most 73 calls: no auction is longer",
        lambda: Auction(["pass"] * 74, players=PLAYERS, dealer="Ann"),
    ),
    (
        NotationError,
        (
            "calls[0]: 'passed  by me ...' is not allowed; expected 'pass' or a bid from 1C "
            "to 7NT ('1H', '3NT'), at most 16 characters"
        ),
        lambda: Auction(["passed  by me ..."], players=PLAYERS, dealer="Ann"),
    ),
    # Found by the mutation run: a hand and an auction just past their limits, what a
    # Settlement built by hand refuses, starting totals naming a player twice.
    (
        NotationError,
        f"hand: {_HAND_TEXT.ljust(101)!r} is not allowed; expected a hand of at most 100 characters",
        lambda: Bid.at(AUCTION, 0, _HAND_TEXT.ljust(101)),
    ),
    (
        NotationError,
        "calls: 'pass pass pass pass pass pass pass pass '… (1,001 characters) is not allowed; expected an auction of at most 1000 characters",
        lambda: Auction("pass " * 200 + "p", players=PLAYERS, dealer="Ann"),
    ),
    (
        ScoreError,
        "contract: '4H' is not allowed; expected a bridge.Contract (settle() parses notation)",
        lambda: Settlement(
            contract=wrong("4H"), tricks=10, liar=None, chooser=500, partner=500, items=()
        ),
    ),
    (
        ScoreError,
        "chooser: 1.5 is not allowed; expected an int",
        lambda: Settlement(
            contract=FOUR_HEARTS, tricks=10, liar=None, chooser=wrong(1.5), partner=500, items=()
        ),
    ),
    (
        ScoreError,
        "items: [1] is not allowed; expected a tuple of Item(label, 'chooser' or 'partner', points)",
        lambda: Settlement(
            contract=FOUR_HEARTS, tricks=10, liar=None, chooser=500, partner=500, items=wrong([1])
        ),
    ),
    (
        ScoreError,
        "totals: {'Ann': 0, ' Ann': 0, 'Bob': 0, 'Cat': 0} is not allowed; expected a mapping of each of 'Ann', 'Bob', 'Cat' to an int",
        lambda: Session(PLAYERS, totals={"Ann": 0, " Ann": 0, "Bob": 0, "Cat": 0}),
    ),
]


def test_more_liars_than_any_auction_has_bids_are_refused() -> None:
    # Found by the mutation run: at most 64 names (35 bids, each maybe written twice).
    with pytest.raises(ScoreError) as caught:
        Session(PLAYERS).record("4H", 10, chooser="Ann", partner="Bob", liars=["Ann"] * 65)
    assert caught.value.field == "liars"
    assert str(caught.value.allowed) == "at most 64 items: a sequence of player names"


def test_a_call_a_hand_and_an_auction_as_long_as_their_limits_are_read() -> None:
    # Found by the mutation run: a call of 16 characters, a hand of 100, an auction of
    # 1,000 are read; only longer text is refused unread. The hand: AS KS QS JS and AH,
    # 4 + 3 + 2 + 1 + 4 = 14 HCP (N5).
    assert Auction(["1S" + " " * 14, "pass", "pass"], players=PLAYERS, dealer="Ann").contract == (
        Contract.parse("1S")
    )
    auction = Auction("1S pass pass".ljust(1000), players=PLAYERS, dealer="Ann")
    assert auction.contract == Contract.parse("1S")
    assert Bid.at(AUCTION, 0, _HAND_TEXT.ljust(100)).hcp == 14


def test_more_requirements_than_the_limit_are_refused() -> None:
    # Found by the mutation run: at most 10,000 requirements, told by name.
    requirement = Requirement("any", applies=_always, holds=_always)
    with pytest.raises(ScoreError) as caught:
        Rules(requirements=[requirement] * 10_001)
    assert caught.value.field == "requirements"
    assert str(caught.value.allowed) == "at most 10000 items: a sequence of Requirement"


def test_a_contract_as_long_as_its_limit_is_read() -> None:
    # Found by the mutation run: 16 characters are read (" 3NTXX " with room); N3: 4H
    # made exactly is a game, 500 each.
    assert settle("4H" + " " * 14, 10).totals == {"chooser": 500, "partner": 500, "declarer": 0}


def test_starting_totals_are_bounded_at_ten_to_the_fifteenth() -> None:
    # Found by the mutation run: a starting total may be as large as 10**15 either way.
    start = {"Ann": 10**15, "Bob": -(10**15), "Cat": 0}
    assert Session(PLAYERS, totals=start).totals == start
    with pytest.raises(ScoreError) as caught:
        Session(PLAYERS, totals={"Ann": 10**15 + 1, "Bob": 0, "Cat": 0})
    assert str(caught.value) == (
        "totals['Ann']: 1000000000000001 is not allowed; expected an int from "
        "-1000000000000000 to 1000000000000000"
    )


def test_a_settlement_built_by_hand_may_have_no_trick() -> None:
    # Found by the mutation run: 0 tricks is a result (N1: 0..13). 1C needs 7: seven
    # undertricks at 100 each, 700 for chooser and partner alike (N4).
    settlement = Settlement(
        contract=Contract.parse("1C"), tricks=0, liar=None, chooser=-700, partner=-700, items=()
    )
    assert (settlement.tricks, settlement.chooser, settlement.partner) == (0, -700, -700)


@pytest.mark.parametrize(("kind", "message", "call"), MESSAGES)
def test_the_whole_message_names_what_is_allowed(
    kind: type[ScoreError], message: str, call: Callable[[], object]
) -> None:
    with pytest.raises(ScoreError) as caught:
        call()
    assert type(caught.value) is kind
    assert str(caught.value) == message


def test_a_predicates_answer_must_be_a_bool_word_for_word() -> None:
    rules = Rules(requirements=[Requirement("num", applies=wrong(lambda _bid: 1), holds=_always)])
    with pytest.raises(ScoreError) as caught:
        liars("1H pass pass", HANDS, dealer="Ann", rules=rules)
    assert str(caught.value) == (
        "requirements: 'num' is not allowed; expected predicates that return a bool"
    )


# Issue 20: text of any length is refused by its length, before it is read. Checked by
# counting work, never by time: 200,000 characters cost what 2,000 do, and no regex reads
# either.
HOSTILE: list[Callable[[str], object]] = [
    lambda text: Auction(text, players=PLAYERS, dealer="Ann"),
    lambda text: Auction([text], players=PLAYERS, dealer="Ann"),
    lambda text: Bid.at(AUCTION, 0, text),
    lambda text: liars("1H pass pass", {**HANDS, "Bob": text}, dealer="Ann"),
    lambda text: settle(text, 9),
    needafourth.category,
]
SHAPES = [" ", "9", "4 S !", "pass ", "AKQ.", "♠"]


@pytest.mark.parametrize("call", HOSTILE)
@pytest.mark.parametrize("shape", SHAPES)
def test_long_text_is_refused_by_its_length(call: Callable[[str], object], shape: str) -> None:
    for length in (10, 100, 1_000, 100_000):
        with contextlib.suppress(ScoreError):  # returns or raises ScoreError, nothing else
            call((shape * length)[:length])
    assert_refused_by_length(call, lambda length: (shape * length)[:length])


# Issue 20: whatever a caller passes, of whatever type, nothing but a ScoreError comes out.
WRONG = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.floats(allow_nan=True, allow_infinity=True),
    st.decimals(allow_nan=True, allow_infinity=True),
    st.fractions(),
    st.text(max_size=40),
    st.binary(max_size=8),
    st.lists(st.text(max_size=5), max_size=4),
    st.dictionaries(st.text(max_size=5), st.integers(), max_size=4),
    st.sampled_from(["4H", "3NTXX", "pass", "Ann", "chooser", "AKQ32.K32.432.432", PLAYERS]),
)
FUZZED: list[Callable[[object, object], object]] = [
    wrong(settle),
    lambda a, b: settle("4H", 9, liar=wrong(a), rules=wrong(b)),
    lambda a, _: needafourth.category(wrong(a)),
    lambda a, _: needafourth.hcp(wrong(a)),
    lambda a, b: Rules(redoubled_overtrick=wrong(a), whole_rounds=wrong(b)),
    lambda a, _: Rules(requirements=wrong(a)),
    lambda a, b: Auction(wrong(a), players=PLAYERS, dealer=wrong(b)),
    lambda a, b: Auction(wrong([a, b]), players=PLAYERS, dealer="Ann"),
    lambda a, b: liars("1S pass pass", {**HANDS, "Bob": wrong(a)}, dealer=wrong(b)),
    lambda a, b: Bid.at(AUCTION, wrong(a), wrong(b)),
    lambda a, b: opening_requirement(wrong(a), cards=wrong(b), description="x"),
    lambda a, b: raise_requirement(wrong(a), wrong(b), cards=1, hcp=1, description="x"),
    lambda a, b: post_auction(AUCTION, partner=wrong(a), doubled=True, redoubled_by=wrong(b)),
    wrong(Session),
    lambda a, b: Session(PLAYERS, rules=wrong(a), first_dealer=wrong(b)),
    lambda a, b: Session(PLAYERS, totals={"Ann": wrong(a), "Bob": wrong(b), "Cat": 0}),
    lambda a, b: Session(PLAYERS).record(wrong(a), wrong(b), chooser="Ann", partner="Bob"),
    lambda a, b: Session(PLAYERS).record("4HXX", 9, chooser=wrong(a), partner=wrong(b)),
    lambda a, b: Session(PLAYERS).record(
        "4HXX",
        9,
        chooser="Ann",
        partner="Bob",
        redoubled_by=wrong(a),
        liars=wrong(b),
    ),
    lambda a, b: needafourth.Settlement(
        contract=wrong(a), tricks=wrong(b), liar=None, chooser=0, partner=0, items=()
    ),
    lambda a, b: needafourth.Settlement(
        contract=FOUR_HEARTS, tricks=10, liar=wrong(a), chooser=500, partner=500, items=wrong(b)
    ),
]


@pytest.mark.parametrize("call", FUZZED)
@settings(max_examples=30, deadline=None)
@given(first=WRONG, second=WRONG)
def test_nothing_but_score_errors_escape(
    call: Callable[[object, object], object], first: object, second: object
) -> None:
    with contextlib.suppress(ScoreError):
        call(first, second)
