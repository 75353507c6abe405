"""Sheets grow with their deals, no faster (issue 26: "linear sheets"): work counted, not timed.

Each game's sheet of 400 deals is laid out and drawn in every format for at most about four
times the work of its sheet of 100 deals (quadratic work would be sixteen times); the
work is the calls cardscore's code makes (:func:`tests.work.work`), the same on every
machine, however busy.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs
import pytest

from cardscore import chicago, duplicate, needafourth, pitch, rubber, sheet, tarot
from tests.work import work

if TYPE_CHECKING:
    from collections.abc import Callable

    from cardscore.ledger import Ledger

SHORT, LONG = 100, 400
MOST = 5  # four times the deals: at most five times the work (sixteen if quadratic)


def _rubber(deals: int) -> Ledger:
    # 1C-1 not vulnerable, 50 above the line to the defenders: no game is ever made.
    ledger = rubber.Rubber()
    for _ in range(deals):
        ledger = ledger.record("1C", 6, declarer="NS")
    return ledger


def _evening(deals: int) -> Ledger:
    # A part score each deal, a chukker every four; passes among them.
    evening = chicago.Evening(["Ann", "Bob", "Cid", "Dan", "Eve"])
    for index in range(deals):
        evening = evening.throw_in() if index % 7 == 6 else evening.record("1C", 7, declarer="N")
    return evening


def _tarot(deals: int) -> Ledger:
    session = tarot.Session(("Ann", "Bob", "Cid", "Dan", "Eve"))
    for index in range(deals):
        if index % 9 == 8:
            session = session.throw_in()
        else:
            session = session.record(
                "garde", taker="Ann", partner="Cid", bouts=2, points=45, petit_au_bout="taker"
            )
    return session


def _needafourth(deals: int) -> Ledger:
    session = needafourth.Session(("Ann", "Bob", "Cat"))
    for index in range(deals):
        if index % 5 == 4:
            session = session.throw_in()
        else:
            session = session.record("2SX", 8, chooser="Ann", partner="Bob", liars=["Bob"])
    return session


def _pitch(deals: int) -> Ledger:
    # All Fours: thrown-in deals whose turned-up jack scores (the redeals of P3), one
    # point a hand otherwise: the game runs as long as the test needs (target far off).
    rules = attrs.evolve(pitch.ALL_FOURS, target=10 * LONG)
    game = pitch.Game(("Reds", "Blues"), rules)
    hand = pitch.Tally.summary(
        high="Reds", low="Blues", sides=("Reds", "Blues"), rules=rules, jack=None, game=None
    )
    for index in range(deals):
        game = game.throw_in(kicks=["6H"]) if index % 4 == 3 else game.record(hand)
    return game


def _teams(deals: int) -> Ledger:
    match = duplicate.TeamsMatch(("Lions", "Tigers"), boards=LONG)
    for index in range(deals):
        match = match.throw_in() if index % 6 == 5 else match.record("N 4S=", "S 4S-1")
    return match


def _pairs(deals: int) -> Ledger:
    # A two-winner movement of four tables; every board played twice, a board skipped now
    # and then (a traveller of no result).
    session = duplicate.PairsSession(ns=("1", "2"), ew=("3", "4"), expected=2, boards=LONG)
    for board in range(1, deals + 1):
        session = (
            session.throw_in(board)
            if board % 8 == 0
            else session.record(board, ["1 3 N 4S=", "2 4 S 4S-1"])
        )
    return session


LEDGERS: dict[str, Callable[[int], Ledger]] = {
    "pairs": _pairs,
    "rubber": _rubber,
    "rotating evening": _evening,
    "tarot": _tarot,
    "needafourth": _needafourth,
    "pitch": _pitch,
    "teams": _teams,
}


def _drawn(ledger: Ledger) -> Callable[[], object]:
    def draw() -> object:
        scored = sheet.of(ledger)
        return [scored.render(form, explain=True) for form in ("text", "markdown", "csv", "html")]

    return draw


@pytest.mark.parametrize("game", LEDGERS)
def test_a_sheet_costs_what_its_deals_do(game: str) -> None:
    make = LEDGERS[game]
    short, long = make(SHORT), make(LONG)
    _drawn(make(10))()  # every word said once, every pattern compiled: the two counts compare
    first, second = work(_drawn(short)), work(_drawn(long))
    assert second.calls <= MOST * first.calls, (first.calls, second.calls)
