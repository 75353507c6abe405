"""Need a Fourth?: what the first mutation run found untested (N6; the ledger API).

Each test here kills mutants that survived ``bash scripts/mutation.sh`` (docs/development.md):
the message for starting totals that name someone not at the table, a closed session's
message, and the deprecated ``Session.pass_out`` (it warns and throws the deal in).
"""

from __future__ import annotations

import pytest

from cardscore import RuleViolationError, ScoreError
from cardscore.needafourth import Session

PLAYERS = ("Ann", "Bob", "Cat")


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


def test_deprecated_pass_out_warns_and_throws_in() -> None:
    with pytest.warns(DeprecationWarning, match=r"^Session\.pass_out") as caught:
        session = Session(PLAYERS).pass_out()
    assert [str(warning.message) for warning in caught] == [
        "Session.pass_out() is deprecated; use Session.throw_in()"
    ]
    assert session.deals[-1].thrown_in


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
