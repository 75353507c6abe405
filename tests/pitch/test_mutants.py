"""Pitch: what the first mutation run found untested (P1, P6; the rules' messages).

Each test here kills mutants that survived ``bash scripts/mutation.sh`` (docs/development.md).
``Rules``' range checks are made once, when the module loads (``_count(1, 10)`` builds the
check of ``min_bid``), so mutation testing cannot see them through ``Rules(...)``: these tests
build the checks again at test time and give them a value inside, at and outside the range.
"""

from __future__ import annotations

import attrs
import pytest

from cardscore import NotationError, RuleViolationError, ScoreError, pitch
from cardscore.pitch import Rules

FIELDS = attrs.fields(Rules)


def test_p6_a_count_in_its_range_and_out_of_it() -> None:
    check = pitch._count(1, 10)  # bids from 1 to 10 tricks' worth of points
    assert check(None, FIELDS.min_bid, 1) is None
    assert check(None, FIELDS.min_bid, 10) is None
    for value in (0, 11):
        with pytest.raises(ScoreError) as caught:
            check(None, FIELDS.min_bid, value)
        assert (caught.value.field, caught.value.value) == ("min_bid", value)
        assert (
            str(caught.value) == f"min_bid: {value} is not allowed; expected an int from 1 to 10"
        )


def test_p6_an_optional_count_is_none_or_in_its_range() -> None:
    # lose_at (P6): a side at -N or below loses; off (None) by default.
    check = pitch._optional_count(-21, -1)
    assert check(None, FIELDS.lose_at, None) is None
    assert check(None, FIELDS.lose_at, -1) is None
    assert check(None, FIELDS.lose_at, -21) is None
    for value in (0, -22):
        with pytest.raises(ScoreError) as caught:
            check(None, FIELDS.lose_at, value)
        assert (caught.value.field, caught.value.value) == ("lose_at", value)
        assert str(caught.value) == (
            f"lose_at: {value} is not allowed; expected an int from -21 to -1"
        )


def test_p3_rules_without_kicks_are_named_by_what_differs() -> None:
    # Pitch has no turn-up (P3): asking it for a kick names the rules as the user wrote
    # them, an option's value by its word.
    rules = Rules(target=15, low="capturer")
    with pytest.raises(RuleViolationError) as caught:
        pitch.kick("AH", rules=rules)
    assert str(caught.value) == (
        "rules: 'Rules(target=15, low=capturer)' is not allowed; expected rules with a "
        "turn-up to kick (kicks is 'none')"
    )


def test_p1_a_long_joker_text_is_cut_in_the_message() -> None:
    with pytest.raises(NotationError) as caught:
        pitch.Joker.parse("x" * 50)
    cut = "x" * 40 + "…"
    assert (caught.value.field, caught.value.value) == ("card", cut)
    assert str(caught.value) == (
        f"card: '{cut}' is not allowed; expected 'BJ' (big joker) or 'LJ' (little joker)"
    )
