"""Chicago: what the first mutation run found untested (B6; the ledger API's deprecations).

Each test here kills mutants that survived ``bash scripts/mutation.sh`` (docs/development.md):
the closed rotating evening's message, the seating of a table where two players sit out, and
the deprecated ``Match.pass_out`` (it warns and throws the deal in).
"""

from __future__ import annotations

import pytest

from cardscore import RuleViolationError, chicago
from cardscore.chicago import Evening, Seating

FIVE = ("Ann", "Bob", "Cid", "Dan", "Eve")


def test_b6_a_closed_evening_takes_no_more_deals() -> None:
    # Deal 1 played (4S= by Cid), then the evening closed: deal 2 is refused, by number.
    closed = Evening(list(FIVE)).record("4S=", declarer="Cid").close()
    expected = "deal: 2 is not allowed; expected no more deals: the evening was closed"
    with pytest.raises(RuleViolationError) as record:
        closed.record("1C", 7, declarer="E")
    assert (str(record.value), record.value.field, record.value.value) == (expected, "deal", 2)
    with pytest.raises(RuleViolationError) as thrown:
        closed.throw_in()
    assert str(thrown.value) == expected


def test_b6_two_players_sitting_out_are_both_named() -> None:
    # Six players: four at the table, two sit out (B6, rotating Chicago).
    seating = Seating("Bob", "Dan", "Cid", "Eve", ("Ann", "Fay"))
    assert str(seating) == "N Bob, S Cid v E Dan, W Eve; sitting out: Ann, Fay"


def test_deprecated_pass_out_warns_and_throws_in() -> None:
    with pytest.warns(DeprecationWarning, match=r"^chicago\.Match\.pass_out") as caught:
        match = chicago.Match().pass_out()
    assert [str(warning.message) for warning in caught] == [
        "chicago.Match.pass_out() is deprecated; use throw_in()"
    ]
    assert match.deals[-1].thrown_in
