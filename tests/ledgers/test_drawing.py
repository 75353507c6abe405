"""The base knows no sheet (issue 42, "Also"): ``str(ledger)`` is cheap, the sheet draws.

``str(ledger)`` drew the ledger's whole sheet for a Chicago match, a rotating evening, a
rubber and a tarot session: ``cardscore._history`` imported ``cardscore.sheet`` inside
``printed()``, wrote every deal in its notation and scored the sheet again (0.52 s for a
2,000-deal ledger that took 0.027 s to record). Now every ledger prints the one-line summary
of its ``repr``, and the sheet is ``cardscore.sheet.of(ledger).render()``. ``ledger.columns()``
are still the sheet's columns: the base reaches the sheet's function through the
``cardscore.columns`` entry point (:mod:`cardscore._drawing`), never by an import.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap
from typing import TYPE_CHECKING

import pytest

from cardscore import _drawing, chicago, duplicate, needafourth, pitch, rubber, sheet, tarot
from tests.work import work

if TYPE_CHECKING:
    from cardscore.ledger import Ledger


def _tarot(deals: int) -> tarot.Session:
    session = tarot.Session(players=("Ann", "Bob", "Cid", "Dan", "Eve"))
    for number in range(deals):
        if number % 5 == 4:
            session = session.throw_in()
        else:
            taker = session.players[number % 5]
            session = session.record("garde", taker=taker, alone=True, bouts=2, points=45)
    return session


LEDGERS: dict[str, tuple[Ledger, str]] = {
    "chicago.Match": (
        chicago.Match().record("3NT", 10, declarer="S").throw_in(),
        "<Match parties=('NS', 'EW') deals=2>",
    ),
    "chicago.Evening": (
        chicago.Evening(["Ann", "Bob", "Cid", "Dan", "Eve"]).record("4S=", declarer="Cid"),
        "<Evening parties=('Ann', 'Bob', 'Cid', 'Dan', 'Eve') deals=1>",
    ),
    "rubber.Rubber": (
        rubber.Rubber().record("4S", 10, declarer="NS").close(),
        "<Rubber parties=('NS', 'EW') deals=2>",
    ),
    "tarot.Session": (_tarot(3), "<Session parties=('Ann', 'Bob', 'Cid', 'Dan', 'Eve') deals=3>"),
    "needafourth.Session": (
        needafourth.Session(("Ann", "Bob", "Cat")).throw_in(),
        "<Session parties=('Ann', 'Bob', 'Cat') deals=1>",
    ),
    "pitch.Game": (pitch.Game(("A", "B")), "<Game parties=('A', 'B') deals=0>"),
    "duplicate.PairsSession": (
        duplicate.PairsSession(pairs=("1", "2", "3", "4")),
        "<PairsSession parties=('1', '2', '3', '4') deals=0>",
    ),
}


@pytest.mark.parametrize("name", LEDGERS)
def test_item_42_str_of_every_ledger_is_its_one_line_summary(name: str) -> None:
    # The four ledgers that drew their sheet print as the others do: what, who, how many.
    ledger, expected = LEDGERS[name]
    assert str(ledger) == repr(ledger) == expected


def test_item_42_str_costs_the_same_at_any_length() -> None:
    # Before: str() wrote and scored every deal again, so a ledger 100 times as long cost
    # about 100 times the work. Counted, not timed (tests/work.py).
    short, long = _tarot(10), _tarot(1_000)
    assert work(lambda: str(short)).calls == work(lambda: str(long)).calls


def _fresh(code: str) -> str:
    """What ``code`` prints in a fresh interpreter: nothing imported before it."""
    done = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_item_42_str_of_a_ledger_imports_no_sheet() -> None:
    # Before: str(match) imported cardscore.sheet (and, through it, every game).
    printed = _fresh(
        """
        import sys
        from cardscore import chicago, rubber, tarot
        match = chicago.Match().record("3NT", 10, declarer="S")
        print(match)
        print(rubber.Rubber().record("4S", 10, declarer="NS"))
        print(tarot.Session(players=("A", "B", "C")).throw_in())
        print("cardscore.sheet" in sys.modules, "cardscore.pitch" in sys.modules)
        """
    )
    assert printed.splitlines() == [
        "<Match parties=('NS', 'EW') deals=1>",
        "<Rubber parties=('NS', 'EW') deals=1>",
        "<Session parties=('A', 'B', 'C') deals=1>",
        "False False",
    ]


def test_item_42_columns_find_the_sheet_without_its_being_imported() -> None:
    # ledger.columns() is the sheet's, reached through the entry point in a process that
    # never imported cardscore.sheet itself.
    printed = _fresh(
        """
        from cardscore import chicago
        print(chicago.Match().record("3NT", 10, declarer="S").columns())
        """
    )
    assert printed == (
        "{'deal': [1], 'dealer': ['N'], 'played': ['S 3NT+1'], 'NS': [430], 'EW': [0], "
        "'NS total': [430], 'EW total': [0]}\n"
    )


def test_item_42_the_entry_point_gives_the_sheets_function() -> None:
    from cardscore.sheet._scoring import ledger_columns

    assert _drawing.columns_of() is ledger_columns
    match = chicago.Match().record("3NT", 10, declarer="S").throw_in()
    assert match.columns() == sheet.of(match).columns()


def test_item_42_without_the_entry_point_columns_say_why(monkeypatch: pytest.MonkeyPatch) -> None:
    # A source tree that was never installed has no metadata: the error says what to do.
    import importlib.metadata

    def nothing(**_: object) -> tuple[()]:
        return ()

    monkeypatch.setattr(_drawing, "_LOADED", [])
    monkeypatch.setattr(importlib.metadata, "entry_points", nothing)
    match = chicago.Match().record("3NT", 10, declarer="S")
    with pytest.raises(_drawing.MissingSheetError) as caught:
        match.columns()
    assert str(caught.value) == (
        "no 'cardscore.columns' entry point: ledger.columns() reads the ledger's sheet, which "
        "cardscore's installed metadata names (install it: pip install -e .)"
    )
