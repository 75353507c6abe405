"""Wrong values and wrong types, generated, at every public entry point.

For each entry point we know one valid call; Hypothesis then replaces one argument at a
time with arbitrary values of arbitrary types. The call must either succeed (the value
happened to be valid) or raise a ScoreError whose field names that argument. Nothing else
may escape: no TypeError, KeyError, AttributeError, IndexError or AssertionError.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings

from cardscore import bridge, cards
from tests.bad_input import Entry, anything, check_only_score_errors, ids, parameters

ANYTHING = anything()

ENTRIES: list[Entry] = [
    Entry("bridge.score", bridge.score, {"contract": "4S", "tricks": 10, "vulnerable": False}),
    Entry("bridge.settle", bridge.settle, {"contract": "4S", "tricks": 10, "vulnerable": False}),
    Entry(
        "bridge.Contract",
        bridge.Contract,
        {"level": 4, "strain": "S", "doubling": "X"},
    ),
    Entry(
        "bridge.Contract.parse",
        bridge.Contract.parse,
        {"text": "4S"},
        {"text": frozenset({"contract"})},
    ),
    Entry("bridge.Result", bridge.Result, {"contract": "4S", "tricks": 10}),
    Entry(
        "bridge.Result.parse",
        bridge.Result.parse,
        {"text": "4S="},
        {"text": frozenset({"result", "contract"})},
    ),
    Entry(
        "bridge.Strain.parse", bridge.Strain.parse, {"text": "S"}, {"text": frozenset({"strain"})}
    ),
    Entry(
        "bridge.Doubling.parse",
        bridge.Doubling.parse,
        {"text": "X"},
        {"text": frozenset({"doubling"})},
    ),
    Entry("bridge.trick_score", bridge.trick_score, {"level": 3, "strain": "NT", "doubling": ""}),
    Entry("cards.Card", cards.Card, {"rank": "A", "suit": "S"}),
    Entry("cards.Card.parse", cards.Card.parse, {"text": "AS"}, {"text": frozenset({"card"})}),
    Entry("cards.Rank.parse", cards.Rank.parse, {"text": "A"}, {"text": frozenset({"rank"})}),
    Entry("cards.Suit.parse", cards.Suit.parse, {"text": "S"}, {"text": frozenset({"suit"})}),
    Entry("cards.parse_cards", cards.parse_cards, {"cards": "AS KS"}),
    Entry("cards.parse_hand", cards.parse_hand, {"hand": "AK.-.-.-"}),
    Entry("cards.hcp", cards.hcp, {"cards": "AS KS"}),
]


@pytest.mark.parametrize("entry", ENTRIES, ids=lambda entry: entry.name)
def test_the_valid_call_is_valid(entry: Entry) -> None:
    entry.call(**entry.valid)


@pytest.mark.parametrize(("entry", "parameter"), parameters(ENTRIES), ids=ids)
@settings(max_examples=60, deadline=None)
@given(wrong=ANYTHING)
def test_only_score_errors_escape(entry: Entry, parameter: str, wrong: object) -> None:
    check_only_score_errors(entry, parameter, wrong)
