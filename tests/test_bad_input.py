"""Wrong values and wrong types, generated, at every public entry point.

For each entry point we know one valid call; Hypothesis then replaces one argument at a
time with arbitrary values of arbitrary types. The call must either succeed (the value
happened to be valid) or raise a ScoreError whose field names that argument. Nothing else
may escape: no TypeError, KeyError, AttributeError, IndexError or AssertionError.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardscore import ScoreError, bridge, cards

if TYPE_CHECKING:
    from collections.abc import Callable, Mapping


@attrs.frozen
class Entry:
    """A public callable, one valid set of keyword arguments, and the fields each may name."""

    name: str
    call: Callable[..., object]
    valid: Mapping[str, object]
    fields: Mapping[str, frozenset[str]] = attrs.field(factory=dict)

    def allowed_fields(self, parameter: str) -> frozenset[str]:
        return self.fields.get(parameter, frozenset({parameter}))


ANYTHING = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.floats(allow_nan=True),
    st.text(max_size=6),
    st.binary(max_size=3),
    st.lists(st.integers(), max_size=3),
    st.tuples(st.text(max_size=2)),
    st.dictionaries(st.text(max_size=2), st.integers(), max_size=2),
    st.builds(object),
)

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


@pytest.mark.parametrize(
    ("entry", "parameter"),
    [(entry, parameter) for entry in ENTRIES for parameter in entry.valid],
    ids=lambda value: value.name if isinstance(value, Entry) else str(value),
)
@settings(max_examples=60, deadline=None)
@given(wrong=ANYTHING)
def test_only_score_errors_escape(entry: Entry, parameter: str, wrong: object) -> None:
    arguments = {**entry.valid, parameter: wrong}
    try:
        entry.call(**arguments)
    except ScoreError as error:
        failure = error
    else:
        return
    assert failure.field in entry.allowed_fields(parameter), (
        f"{entry.name}({parameter}={wrong!r}) named {failure.field!r}"
    )
    assert repr(failure.value) in str(failure)
