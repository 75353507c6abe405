"""Wrong values and wrong types, generated, at every public entry point of the ledgers.

As in test_bad_input: one valid call per entry point, then one argument at a time replaced
by arbitrary values of arbitrary types. The call either succeeds or raises a ScoreError
naming that argument; nothing else may escape.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings

from cardscore import ScoreError, chicago, rubber
from tests.bad_input import Entry, anything, check_only_score_errors, ids, parameters

ANYTHING = anything(["N", "NS", "EW", "4S=", "4SX-1", "3NT", "NS:100", "EW 150", "pass"])

CHICAGO_HONOURS = chicago.Match(rules=chicago.Rules(honours=True))
RUBBER_HONOURS = rubber.Rubber(rules=rubber.Rules(honours=True))
FIVE = ("Ann", "Bob", "Cid", "Dan", "Eve")
EVENING_HONOURS = chicago.Evening(FIVE, chicago.Rules(honours=True))
# 150 (five trump honours, or four aces at notrump) stays valid whatever the strain.
RECORD = {"contract": "4S", "tricks": 10, "declarer": "N", "honours": ("NS", 150)}
RECORD_FIELDS = {
    # A contract that is a result and no tricks, or no tricks at all: either may be named.
    "contract": frozenset({"contract", "tricks"}),
    # No tricks for a contract: the contract is named, as a result without its outcome.
    "tricks": frozenset({"tricks", "contract"}),
}

ENTRIES: list[Entry] = [
    Entry(
        "chicago.Rules",
        chicago.Rules,
        {"vulnerability": "dealer", "honours": False, "scoring": "duplicate"},
        {"honours": frozenset({"honours"}), "scoring": frozenset({"scoring", "honours"})},
    ),
    Entry(
        "chicago.vulnerable",
        chicago.vulnerable,
        {"deal": 2, "first_dealer": "N", "rules": chicago.Rules()},
    ),
    Entry("chicago.dealer", chicago.dealer, {"deal": 2, "first_dealer": "E"}),
    Entry("chicago.Match", chicago.Match, {"rules": chicago.Rules(), "first_dealer": "S"}),
    Entry("chicago.Match.record", CHICAGO_HONOURS.record, RECORD, RECORD_FIELDS),
    Entry("chicago.rotation", chicago.rotation, {"players": FIVE}),
    Entry("chicago.Evening", chicago.Evening, {"players": FIVE, "rules": chicago.Rules()}),
    Entry(
        "chicago.Evening.record",
        EVENING_HONOURS.record,
        {**RECORD, "declarer": "Cid"},
        RECORD_FIELDS,
    ),
    Entry(
        "rubber.Rules",
        rubber.Rules,
        {"honours": False, "unfinished_game": 300, "unfinished_partscore": 100},
    ),
    Entry(
        "rubber.Rubber",
        rubber.Rubber,
        {"sides": ("NS", "EW"), "rules": rubber.Rules(), "first_dealer": "E"},
        # Other sides than NS and EW leave the seat E no side to belong to.
        {"sides": frozenset({"sides", "first_dealer"})},
    ),
    Entry(
        "rubber.Rubber.record",
        RUBBER_HONOURS.record,
        {**RECORD, "declarer": "NS"},
        RECORD_FIELDS,
    ),
]


@pytest.mark.parametrize("entry", ENTRIES, ids=lambda entry: entry.name)
def test_the_valid_call_is_valid(entry: Entry) -> None:
    entry.call(**entry.valid)


@pytest.mark.parametrize(("entry", "parameter"), parameters(ENTRIES), ids=ids)
@settings(max_examples=60, deadline=None)
@given(wrong=ANYTHING)
def test_only_score_errors_escape(entry: Entry, parameter: str, wrong: object) -> None:
    check_only_score_errors(entry, parameter, wrong)


def test_honours_off_is_refused_naming_honours() -> None:
    with pytest.raises(ScoreError, match="^honours: "):
        chicago.Match().record("4S", 10, declarer="N", honours=("NS", 100))
    with pytest.raises(ScoreError, match="^honours: "):
        rubber.Rubber().record("4S", 10, declarer="NS", honours=("NS", 100))
