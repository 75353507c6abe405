"""Wrong values and wrong types at every public entry point of cardscore.needafourth.

Each must raise a ScoreError (nothing else) whose message names the parameter.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from cardscore import needafourth
from cardscore.cards import DECK
from cardscore.errors import ScoreError
from cardscore.needafourth import (
    Auction,
    Bid,
    Requirement,
    Rules,
    Session,
    check_bids,
    liars,
    opening_requirement,
    post_auction,
    raise_requirement,
    settle,
)

if TYPE_CHECKING:
    from collections.abc import Callable

PLAYERS = ("Ann", "Bob", "Cat")
HANDS = {
    "Ann": tuple(DECK[0:14]),
    "Bob": tuple(DECK[14:28]),
    "Cat": tuple(DECK[28:42]),
}
AUCTION = Auction("1S 2H pass pass", players=PLAYERS, dealer="Cat")


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
    ("contract", lambda: settle(4, 9)),  # type: ignore[arg-type]
    ("contract", lambda: settle(None, 9)),  # type: ignore[arg-type]
    ("contract", lambda: settle("pass", 9)),
    ("tricks", lambda: settle("4H", 14)),
    ("tricks", lambda: settle("4H", -1)),
    ("tricks", lambda: settle("4H", "9")),  # type: ignore[arg-type]
    ("tricks", lambda: settle("4H", 9.0)),  # type: ignore[arg-type]
    ("tricks", lambda: settle("4H", True)),
    ("liar", lambda: settle("4H", 9, liar="declarer")),
    ("liar", lambda: settle("4H", 9, liar="Chooser ")),
    ("liar", lambda: settle("4H", 9, liar=1)),  # type: ignore[arg-type]
    ("liar", lambda: settle("4H", 9, liar=["chooser"])),  # type: ignore[arg-type]
    ("rules", lambda: settle("4H", 9, rules="seed")),  # type: ignore[arg-type]
    # category, hcp
    ("contract", lambda: needafourth.category(7)),  # type: ignore[arg-type]
    ("contract", lambda: needafourth.category("8S")),
    ("cards", lambda: needafourth.hcp(5)),  # type: ignore[arg-type]
    ("cards", lambda: needafourth.hcp("AS AS")),
    ("cards", lambda: needafourth.hcp("ZZ")),
    # Rules
    ("redoubled_overtrick", lambda: Rules(redoubled_overtrick=150)),
    ("redoubled_overtrick", lambda: Rules(redoubled_overtrick="100")),  # type: ignore[arg-type]
    ("redoubled_overtrick", lambda: Rules(redoubled_overtrick=100.0)),  # type: ignore[arg-type]
    ("requirements", lambda: Rules(requirements="1NT: 15+")),
    ("requirements", lambda: Rules(requirements=5)),
    ("requirements", lambda: Rules(requirements=[_always])),
    ("whole_rounds", lambda: Rules(whole_rounds=1)),  # type: ignore[arg-type]
    ("whole_rounds", lambda: Rules(whole_rounds="yes")),  # type: ignore[arg-type]
    # Requirement and its builders
    ("description", lambda: Requirement(5, applies=_always, holds=_always)),  # type: ignore[arg-type]
    ("applies", lambda: Requirement("x", applies=5, holds=_always)),  # type: ignore[arg-type]
    ("holds", lambda: Requirement("x", applies=_always, holds="no")),  # type: ignore[arg-type]
    ("bids", lambda: opening_requirement("1C", description="x")),
    ("bids", lambda: opening_requirement(5, description="x")),  # type: ignore[arg-type]
    ("bids", lambda: opening_requirement(["1Q"], description="x")),
    ("bids", lambda: opening_requirement(["pass"], description="x")),
    ("bids", lambda: opening_requirement(["1CX"], description="x")),
    ("cards", lambda: opening_requirement(["1C"], cards="4", description="x")),  # type: ignore[arg-type]
    ("cards", lambda: opening_requirement(["1C"], cards=15, description="x")),
    ("hcp", lambda: opening_requirement(["1C"], hcp=-1, description="x")),
    ("hcp", lambda: opening_requirement(["1C"], hcp=True, description="x")),
    ("description", lambda: opening_requirement(["1C"], description=None)),  # type: ignore[arg-type]
    ("level", lambda: raise_requirement(1, "H", cards=5, hcp=5, description="x")),
    ("level", lambda: raise_requirement("2", ["H"], cards=5, hcp=5, description="x")),  # type: ignore[arg-type]
    ("strains", lambda: raise_requirement(2, "H", cards=5, hcp=5, description="x")),
    ("strains", lambda: raise_requirement(2, 5, cards=5, hcp=5, description="x")),  # type: ignore[arg-type]
    ("strain", lambda: raise_requirement(2, ["Z"], cards=5, hcp=5, description="x")),
    ("strain", lambda: raise_requirement(2, [5], cards=5, hcp=5, description="x")),  # type: ignore[list-item]
    ("cards", lambda: raise_requirement(2, ["H"], cards=None, hcp=5, description="x")),  # type: ignore[arg-type]
    ("hcp", lambda: raise_requirement(2, ["H"], cards=5, hcp=41, description="x")),
    ("description", lambda: raise_requirement(2, ["H"], cards=5, hcp=5, description=b"x")),  # type: ignore[arg-type]
    # Auction
    ("calls", lambda: Auction(5, players=PLAYERS, dealer="Ann")),
    ("calls", lambda: Auction({"1H": 1}, players=PLAYERS, dealer="Ann")),
    ("calls[1]", lambda: Auction("1H 1Q", players=PLAYERS, dealer="Ann")),
    ("calls[0]", lambda: Auction([None], players=PLAYERS, dealer="Ann")),
    ("calls[2]", lambda: Auction("2C pass 1S", players=PLAYERS, dealer="Ann")),
    ("calls[3]", lambda: Auction("1C pass pass pass", players=PLAYERS, dealer="Ann")),
    ("players", lambda: Auction("", players=("Ann", "Ann", "Bob"), dealer="Ann")),
    ("players", lambda: Auction("", players="ABC", dealer="A")),
    ("players", lambda: Auction("", players=("Ann", "Bob"), dealer="Ann")),
    ("players", lambda: Auction("", players=("Ann", "Bob", ""), dealer="Ann")),
    ("players", lambda: Auction("", players=("Ann", "Bob", 3), dealer="Ann")),
    ("players", lambda: Auction("", players=5, dealer="Ann")),
    ("dealer", lambda: Auction("", players=PLAYERS, dealer="Zed")),
    ("dealer", lambda: Auction("", players=PLAYERS, dealer=0)),  # type: ignore[arg-type]
    # Bid.at
    ("auction", lambda: Bid.at("1H", 0, HANDS["Ann"])),  # type: ignore[arg-type]
    ("position", lambda: Bid.at(AUCTION, 9, HANDS["Ann"])),
    ("position", lambda: Bid.at(AUCTION, "0", HANDS["Ann"])),  # type: ignore[arg-type]
    ("position", lambda: Bid.at(AUCTION, 2, HANDS["Ann"])),  # a pass, not a bid
    ("position", lambda: Bid.at(Auction("", players=PLAYERS, dealer="Ann"), 0, "")),
    ("hand", lambda: Bid.at(AUCTION, 0, "AS AS")),
    ("hand", lambda: Bid.at(AUCTION, 0, 5)),  # type: ignore[arg-type]
    # liars and check_bids
    ("hands", lambda: liars("1H pass pass", ["Ann"], dealer="Ann")),  # type: ignore[arg-type]
    ("hands", lambda: liars("1H pass pass", {"Ann": HANDS["Ann"]}, dealer="Ann")),
    ("hands['Ann']", lambda: liars("1H", {**HANDS, "Ann": DECK[0:13]}, dealer="Ann")),
    ("hands['Bob']", lambda: liars("1H", {**HANDS, "Bob": DECK[0:14]}, dealer="Ann")),
    ("hands['Cat']", lambda: liars("1H", {**HANDS, "Cat": "ZZ"}, dealer="Ann")),
    ("hands['Cat']", lambda: liars("1H", {**HANDS, "Cat": 7}, dealer="Ann")),  # type: ignore[dict-item]
    ("hands", lambda: liars("1H", {**HANDS, 4: DECK[42:]}, dealer="Ann")),  # type: ignore[dict-item]
    ("dealer", lambda: liars("1H pass pass", HANDS, dealer="Zed")),
    ("calls[0]", lambda: liars("1Z", HANDS, dealer="Ann")),
    ("calls", lambda: liars(None, HANDS, dealer="Ann")),  # type: ignore[arg-type]
    ("rules", lambda: liars("1H", HANDS, dealer="Ann", rules=Rules)),  # type: ignore[arg-type]
    ("rules", lambda: check_bids("1H", HANDS, dealer="Ann", rules={})),  # type: ignore[arg-type]
    # post_auction
    ("auction", lambda: post_auction(None, partner="Bob")),  # type: ignore[arg-type]
    ("auction", lambda: post_auction(Auction("1H", players=PLAYERS, dealer="Ann"), partner="Bob")),
    ("partner", lambda: post_auction(AUCTION, partner="Ann")),
    ("partner", lambda: post_auction(AUCTION, partner=2)),  # type: ignore[arg-type]
    ("doubled", lambda: post_auction(AUCTION, partner="Bob", doubled=1)),  # type: ignore[arg-type]
    ("redoubled_by", lambda: post_auction(AUCTION, partner="Bob", redoubled_by="Bob")),
    ("redoubled_by", lambda: post_auction(AUCTION, partner="Bob", doubled=True, redoubled_by=1)),  # type: ignore[arg-type]
    (
        "redoubled_by",
        lambda: post_auction(AUCTION, partner="Bob", doubled=True, redoubled_by="declarer"),
    ),
    # Session
    ("players", lambda: Session(("Ann", "Bob"))),
    ("players", lambda: Session("Ann Bob Cat")),
    ("deals", lambda: Session(PLAYERS, deals="3")),  # type: ignore[arg-type]
    ("deals", lambda: Session(PLAYERS, deals=0)),
    ("deals", lambda: Session(PLAYERS, deals=True)),
    ("deals", lambda: Session(PLAYERS, deals=3.0)),  # type: ignore[arg-type]
    ("deals", lambda: Session(PLAYERS, deals=5)),
    ("rules", lambda: Session(PLAYERS, rules="seed")),  # type: ignore[arg-type]
    ("first_dealer", lambda: Session(PLAYERS, first_dealer="Zed")),
    ("first_dealer", lambda: Session(PLAYERS, first_dealer=1)),  # type: ignore[arg-type]
    ("contract", lambda: Session(PLAYERS).record("4Q", 9, chooser="Ann", partner="Bob")),
    ("contract", lambda: Session(PLAYERS).record(4, 9, chooser="Ann", partner="Bob")),  # type: ignore[arg-type]
    ("tricks", lambda: Session(PLAYERS).record("4H", 14, chooser="Ann", partner="Bob")),
    ("tricks", lambda: Session(PLAYERS).record("4H", "9", chooser="Ann", partner="Bob")),  # type: ignore[arg-type]
    ("chooser", lambda: Session(PLAYERS).record("4H", 9, chooser="Zed", partner="Bob")),
    ("chooser", lambda: Session(PLAYERS).record("4H", 9, chooser=None, partner="Bob")),  # type: ignore[arg-type]
    ("partner", lambda: Session(PLAYERS).record("4H", 9, chooser="Ann", partner="Ann")),
    ("partner", lambda: Session(PLAYERS).record("4H", 9, chooser="Ann", partner=["Bob"])),  # type: ignore[arg-type]
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
        lambda: Session(PLAYERS).record("4HXX", 9, chooser="Ann", partner="Bob", redoubled_by=3),  # type: ignore[arg-type]
    ),
    ("liars", lambda: Session(PLAYERS).record("4H", 9, chooser="Ann", partner="Bob", liars=5)),  # type: ignore[arg-type]
    (
        "liars",
        lambda: Session(PLAYERS).record("4H", 9, chooser="Ann", partner="Bob", liars=["Zed"]),
    ),
    ("liars", lambda: Session(PLAYERS).record("4H", 9, chooser="Ann", partner="Bob", liars=[1])),  # type: ignore[list-item]
    ("roles", lambda: Session(PLAYERS).play(None, 9)),  # type: ignore[arg-type]
    ("deals", lambda: Session(PLAYERS).undo()),
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
    rules = Rules(requirements=[Requirement("num", applies=lambda _bid: 1, holds=_always)])  # type: ignore[arg-type,return-value]
    with pytest.raises(ScoreError, match=r"requirements: 'num'.*return a bool"):
        liars("1H pass pass", HANDS, dealer="Ann", rules=rules)


def test_a_score_error_from_a_predicate_passes_through() -> None:
    rules = Rules(
        requirements=[Requirement("len", applies=_always, holds=lambda bid: bid.length("Z") > 0)]
    )
    with pytest.raises(ScoreError, match="strain: 'Z'"):
        liars("1H pass pass", HANDS, dealer="Ann", rules=rules)
