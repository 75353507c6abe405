"""Issue 39 item 13: the public constructors are typed for what they take.

``mypy --strict`` (run through its API on a snippet, as a user's program would be checked)
refuses a wrong type given to a ledger's constructor, its rules or a parse function, where
before each parameter was typed ``object`` (the converter's) and only the run-time check
refused it. The run-time checks stay: ``tests/*/test_bad_input.py`` and ``tests/hostile``.
"""

from __future__ import annotations

import re
import sys
from typing import TYPE_CHECKING

import pytest
from mypy import api

from cardscore import chicago, tarot
from cardscore.errors import ScoreError
from tests.bad_input import wrong

if TYPE_CHECKING:
    from pathlib import Path

HEADER = """\
from cardscore import chicago, duplicate, needafourth, pitch, rubber, sheet, tarot
PLAYERS = ("Ann", "Bob", "Cat")
"""

# One call a line, each with a wrong type for one parameter.
REFUSED = (
    "tarot.Session(players=42)",
    "chicago.Match(first_dealer=7)",
    "tarot.Session(PLAYERS, rules='fft')",
    "chicago.Match(rules='duplicate')",
    "chicago.Rules(vulnerability=1)",
    "chicago.Rules(scoring=None)",
    "chicago.Evening(4)",
    "rubber.Rubber(sides=5)",
    "rubber.Rubber(first_dealer=3)",
    "rubber.Rubber(rules=chicago.Rules())",
    "needafourth.Session(players=3)",
    "needafourth.Auction(5, players=PLAYERS, dealer='Ann')",
    "needafourth.Auction('1NT pass pass', players=3, dealer='Ann')",
    "needafourth.Rules(requirements=5)",
    "pitch.Game(5)",
    "pitch.Game(('Us', 'Them'), rules=3)",
    "pitch.Low.parse(3)",
    "pitch.Tally(('Us', 'Them'), 5)",
    "pitch.Tally(('Us', 'Them'), [], trump=3, game_points=[1, 2])",
    "pitch.Tally(('Us', 'Them'), [], in_play=5)",
    "duplicate.PairsSession(ns=5)",
    "duplicate.PairsSession(method=3)",
    "duplicate.PairsSession(scale=3)",
    "duplicate.TeamsMatch(5)",
    "duplicate.TeamsEvent(teams=5)",
    "sheet.Scoresheet(3, (), ())",
    "sheet.Scoresheet('chicago', (), (), preset=1, title=2)",
    "sheet.Scoresheet('chicago', (), (), options=[])",
    "sheet.adapter(3)",
)

# The same constructors given what they take: no error.
ACCEPTED = (
    "tarot.Session(players=('Ann', 'Bob', 'Cid'), rules=tarot.FFT)",
    "tarot.Session(['Ann', 'Bob', 'Cid', 'Dan'])",
    "chicago.Match(rules=chicago.Rules(vulnerability='non-dealer'), first_dealer='W')",
    "chicago.Evening(['Ann', 'Bob', 'Cid', 'Dan', 'Eve'])",
    "rubber.Rubber(sides=('Ann', 'Bob'), first_dealer='Bob', rules=rubber.Rules())",
    "needafourth.Session(players=PLAYERS)",
    "needafourth.Auction('1NT pass pass', players=PLAYERS, dealer='Ann')",
    "needafourth.Rules(requirements=needafourth.SEED_REQUIREMENTS)",
    "pitch.Game(('Us', 'Them'), rules='ten-point')",
    "pitch.Game(['Us', 'Them'], rules=pitch.TEN_POINT)",
    "pitch.Low.parse('capturer')",
    "pitch.Tally(('Us', 'Them'), [('high', 'Us', 1)], trump='S', game_points=(3, 1))",
    "duplicate.PairsSession(ns=('1', '2'), ew=('3', '4'), method='butler', scale='acbl')",
    "duplicate.TeamsMatch(('Lions', 'Tigers'))",
    "sheet.Scoresheet('chicago', ('NS', 'EW'), ('N 4S=',), options={'honours': True}, title='Tue')",
)


def checked(tmp_path: Path, lines: tuple[str, ...]) -> dict[int, str]:
    """``mypy --strict`` on a program of ``lines``: its errors by line (of ``lines``, from 0)."""
    program = tmp_path / "program.py"
    program.write_text(HEADER + "\n".join(lines) + "\n", encoding="utf-8")
    limit = sys.getrecursionlimit()
    try:
        out, err, _ = api.run(
            [
                "--strict",
                "--no-error-summary",
                "--cache-dir",
                str(tmp_path / "cache"),
                "--hide-error-context",
                str(program),
            ]
        )
    finally:
        sys.setrecursionlimit(limit)  # mypy raises it: other tests rely on the usual one
    assert err == ""
    first = HEADER.count("\n") + 1
    errors: dict[int, str] = {}
    for line in out.splitlines():
        found = re.match(r".*program\.py:(\d+): error: (.*)", line)
        assert found is not None, line
        errors.setdefault(int(found[1]) - first, found[2])
    return errors


def test_item_13_a_wrong_type_fails_mypy_strict(tmp_path: Path) -> None:
    errors = checked(tmp_path, REFUSED)
    missed = [call for index, call in enumerate(REFUSED) if index not in errors]
    assert missed == []
    assert errors[0] == (
        'Argument "players" to "Session" has incompatible type "int"; expected "Iterable[str]"  '
        "[arg-type]"
    )
    assert errors[1] == (
        'Argument "first_dealer" to "Match" has incompatible type "int"; expected "str"  '
        "[arg-type]"
    )


def test_item_13_what_they_take_passes_mypy_strict(tmp_path: Path) -> None:
    assert checked(tmp_path, ACCEPTED) == {}


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (
            lambda: tarot.Session(players=wrong(42)),
            "players: 42 is not allowed; expected 3 to 5 distinct player names",
        ),
        (
            lambda: chicago.Match(first_dealer=wrong(7)),
            "first_dealer: 7 is not allowed; expected a seat: one of N E S W (a str)",
        ),
    ],
)
def test_item_13_the_run_time_checks_stay(call: object, message: str) -> None:
    assert callable(call)
    with pytest.raises(ScoreError) as caught:
        call()
    assert str(caught.value) == message
