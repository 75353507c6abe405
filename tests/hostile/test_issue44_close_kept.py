"""Issue 44, item 7: a close that vanished through two corrections that cancel each other.

A correction that ended a closed game by itself dropped the close (``close()`` of a finished
game returns it as it is), and a later correction that opened the game again did not close
it: a closed rubber (NS 420, EW 160) became an open one (NS 120, EW 60). The ledger now keeps
its close through every correction: a correction that ends the game makes the close moot,
and one that opens the game again closes it again.
"""

from __future__ import annotations

import pickle

from hypothesis import given, settings
from hypothesis import strategies as st

from cardscore import Ledger, ScoreError, chicago, rubber
from tests.ledgers.test_corrections_properties import (
    CASES,
    THROW_IN,
    Case,
    Move,
    assert_same,
    build,
    play,
)

SETTINGS = settings(max_examples=150, deadline=None)


def test_item_7_a_rubber_closed_stays_closed_through_two_corrections() -> None:
    # B7: NS a game up (120 below, 300 for the game up), EW a part score of 60 (100 for it).
    closed = rubber.Rubber().record("4S=", declarer="NS").record("3C=", declarer="EW").close()
    assert closed.totals == {"NS": 120 + 300, "EW": 60 + 100}
    # The second deal made by NS instead: NS win the rubber 2-0 by itself, the close moot.
    won = closed.replace(1, "4S=", declarer="NS")
    assert won.finished
    assert not won.closed
    assert won.rubber_winner == "NS"
    assert_same(won, rubber.Rubber().record("4S=", declarer="NS").record("4S=", declarer="NS"))
    # Corrected back: the rubber is closed again, its bonuses as before.
    again = won.replace(1, "3C=", declarer="EW")
    assert again.closed
    assert again.totals == {"NS": 420, "EW": 160}
    assert_same(again, closed)
    assert again.undo() is won
    assert_same(pickle.loads(pickle.dumps(won)).replace(1, "3C=", declarer="EW"), closed)


def test_item_7_a_chicago_match_closed_stays_closed_through_two_corrections() -> None:
    # Three deals played, the fourth thrown in, then closed: the match ended early.
    match = (
        chicago.Match()
        .record("1NT=", declarer="N")
        .record("1NT=", declarer="E")
        .record("1NT=", declarer="S")
        .throw_in()
        .close()
    )
    assert match.closed
    # The thrown-in deal played: four deals, the match over by itself.
    played = match.replace(3, "1NT=", declarer="W")
    assert played.finished
    assert played.played == 4
    assert not played.closed
    # Thrown in again: three deals played, closed as it was.
    again = played.replace_with_throw_in(3)
    assert again.closed
    assert_same(again, match)
    # Removing the thrown-in deal keeps the close too.
    assert played.remove(3).closed


def _deal(contract: str, declarer: str) -> Move:
    return ("record", (contract,), {"declarer": declarer})


# Deals that often end a game: a correction among them often ends a closed game by itself.
_RUBBER_DEALS = tuple(_deal(c, side) for c in ("4S=", "2C=", "3NT-1") for side in ("NS", "EW"))
_CHICAGO_DEALS = (THROW_IN, *(_deal("3NT=", seat) for seat in "NESW"))


@st.composite
def _closed_cases(draw: st.DrawFn) -> Case:
    rubber_game = draw(st.booleans())
    start: Ledger = rubber.Rubber() if rubber_game else chicago.Match()
    alphabet = _RUBBER_DEALS if rubber_game else _CHICAGO_DEALS
    moves: list[Move] = []
    if rubber_game:
        ledger = start
        for _ in range(draw(st.integers(2, 6))):  # enough for two games
            move = draw(st.sampled_from(alphabet))
            try:
                ledger = play(ledger, move)
            except ScoreError:
                break  # the rubber is over
            moves.append(move)
        if ledger.finished:
            moves.pop()  # closed before the deal that ended it
    else:
        # Three deals played and deals thrown in: one of those played ends the match.
        played = draw(st.lists(st.sampled_from(alphabet[1:]), min_size=3, max_size=3))
        thrown = [THROW_IN] * draw(st.integers(1, 2))
        moves = draw(st.permutations([*played, *thrown]))
    closed = not rubber_game
    if rubber_game:
        moves.append(("close", (), {}))  # the rubber's close is an entry of deals
    count = len(moves)
    position = draw(st.integers(0, count - 2 if rubber_game else count - 1))
    # Mostly, when one can, a deal that ends the game by itself in the closed one.
    ending = [move for move in alphabet if _ends(start, [*moves], position, move)]
    mostly: int = draw(st.integers(0, 3))
    choices = ending if ending and mostly else alphabet
    return Case(start, tuple(moves), closed, "replace", position, draw(st.sampled_from(choices)))


def _ends(start: Ledger, moves: list[Move], position: int, move: Move) -> bool:
    moves[position] = move
    if moves[-1][0] == "close":
        moves.pop()  # finished by itself, not closed
    try:
        return build(start, tuple(moves), closed=False).finished
    except ScoreError:
        return False


# Half the cases of every ledger, half closed ones whose corrections end them (one_of would
# flatten CASES and draw these only once in seven).
_HALF_CLOSED = st.booleans().flatmap(lambda closed: _closed_cases() if closed else CASES)


def _restore(ledger: Ledger, position: int, move: Move) -> Ledger:
    name, args, kwargs = move
    if name in {"throw_in", "redeal"}:
        return ledger.replace_with_throw_in(position, *args, **kwargs)
    return ledger.replace(position, *args, **kwargs)


@SETTINGS
@given(_HALF_CLOSED, st.data())
def test_item_7_corrections_that_give_back_the_deals_give_back_the_ledger(
    case: Case, data: st.DataObject
) -> None:
    # Any corrections, then each deal corrected back to what it was, in any order: the
    # ledger equals the one first built, closed as it was.
    ledger = build(case.start, case.moves, closed=case.closed)
    last = len(case.moves) - 1
    # A rubber's closing entry is a move of its own: correcting it is opening the rubber.
    closes = case.moves[-1][0] == "close"
    position = case.position()
    if case.new is None or (closes and position == last):
        return
    others = data.draw(st.sets(st.integers(0, last), max_size=2))
    changes = [(position, case.new)]
    changes += [(o, THROW_IN) for o in others if o != position and not (closes and o == last)]
    corrected = ledger
    for where, move in changes:
        try:
            corrected = _restore(corrected, where, move)
        except ScoreError:
            return  # a later deal no longer fits: nothing to give back
    order = data.draw(st.permutations(range(len(changes))))
    for step, which in enumerate(order):
        where = changes[which][0]
        try:
            corrected = _restore(corrected, where, case.moves[where])
        except ScoreError:
            # Only on the way back: the original deals, once all are back, always fit.
            assert step < len(order) - 1
            return
    assert_same(corrected, ledger)
    assert_same(pickle.loads(pickle.dumps(corrected)), ledger)
