"""Need a Fourth?: what the first mutation run found untested (N6; the ledger API).

Each test here kills mutants that survived ``bash scripts/mutation.sh`` (docs/development.md):
the message for starting totals that name someone not at the table, and the deprecated
``Session.pass_out`` (it warns and throws the deal in).
"""

from __future__ import annotations

import pytest

from cardscore import ScoreError
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
