"""Correcting a deal equals rebuilding the ledger from the corrected list of deals.

For every ledger the strategies draw the list of ``record`` arguments (and thrown-in deals),
build the ledger from it, then correct one deal with ``replace``, ``replace_with_throw_in``
or ``remove``. The corrected ledger must equal, in every total, deal, item and ``next``,
the ledger built afresh from the corrected list; when that list cannot be built (a later
deal no longer fits), the correction is a ScoreError and the ledger is unchanged. ``undo()``
gives the ledger before the correction back, and a corrected ledger pickles with its past.
"""

from __future__ import annotations

import pickle
from fractions import Fraction
from typing import TYPE_CHECKING

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardscore import Ledger, ScoreError, chicago, needafourth, pitch, rubber, tarot
from cardscore.chicago import DEALS, PLAYERS, SEATS, SIDES
from cardscore.pitch._ledger import _evolve_tally
from cardscore.strategies import chicago_rules, needafourth_rules, rubber_rules, tarot_rules
from cardscore.strategies._ledgers import _EVENING_NAMES, _SIDES, _played
from cardscore.strategies._needafourth import _PLAYER_SETS
from cardscore.strategies._needafourth import _record_inputs as _needafourth_inputs
from cardscore.strategies._pitch import _table, _Turn, _turns
from cardscore.strategies._tarot import _NAMES as _TAROT_NAMES
from cardscore.strategies._tarot import _record_inputs as _tarot_inputs

if TYPE_CHECKING:
    from collections.abc import Callable

SETTINGS = settings(max_examples=150, deadline=None)

Move = tuple[str, tuple[object, ...], dict[str, object]]
THROW_IN: Move = ("throw_in", (), {})
KINDS = ("replace", "replace_with_throw_in", "remove")


@attrs.frozen
class Case:
    """A ledger as a list of moves, and one correction of it."""

    start: Ledger
    moves: tuple[Move, ...]
    closed: bool
    kind: str
    index: int
    new: Move | None  # the move that replaces deals[index] (None: remove)

    def position(self) -> int:
        return self.index % len(self.moves)

    def corrected(self) -> tuple[Move, ...]:
        position = self.position()
        kept = [*self.moves[:position], *self.moves[position + 1 :]]
        if self.new is not None:
            kept.insert(position, self.new)
        return tuple(kept)


def play(ledger: Ledger, move: Move) -> Ledger:
    name, args, kwargs = move
    method: Callable[..., Ledger] = getattr(ledger, name)
    return method(*args, **kwargs)


def build(start: Ledger, moves: tuple[Move, ...], *, closed: bool) -> Ledger:
    ledger = start
    for move in moves:
        ledger = play(ledger, move)
    return ledger.close() if closed else ledger


def correct(ledger: Ledger, case: Case) -> Ledger:
    if case.kind == "remove":
        return ledger.remove(case.index)
    assert case.new is not None
    name, args, kwargs = case.new
    if name in {"throw_in", "redeal"}:
        # A pitch redeal is a deal thrown in with the three turn-ups that forced it.
        return ledger.replace_with_throw_in(case.index, *args, **kwargs)
    return ledger.replace(case.index, *args, **kwargs)


# --- Drawing a ledger as its moves -----------------------------------------------------------


def _moves(
    draw: st.DrawFn,
    start: Ledger,
    move_of: Callable[[st.DrawFn, Ledger], Move],
    *,
    most: int,
    throw_ins: bool = True,
) -> tuple[Move, ...]:
    # Each move is drawn in the situation it is played in; the game stops when it is over.
    moves: list[Move] = []
    ledger = start
    for _ in range(draw(st.integers(1, most))):
        if ledger.finished:
            break
        move = THROW_IN if throw_ins and draw(st.integers(0, 3)) == 0 else move_of(draw, ledger)
        ledger = play(ledger, move)
        moves.append(move)
    return tuple(moves)


def _case(
    draw: st.DrawFn,
    start: Ledger,
    move_of: Callable[[st.DrawFn, Ledger], Move],
    *,
    most: int,
    closing_entry: bool = False,
    throw_ins: bool = True,
) -> Case:
    moves = _moves(draw, start, move_of, most=most, throw_ins=throw_ins)
    # Closed early, if at all: close() on a finished game changes nothing to remember.
    closed = draw(st.booleans()) and not build(start, moves, closed=False).finished
    if closing_entry and closed:
        # The rubber: close() records the unfinished-rubber bonuses as an entry of deals.
        moves = (*moves, ("close", (), {}))
        closed = False
    count = len(moves)
    position = draw(st.integers(0, count - 1))
    index = position - count if draw(st.booleans()) else position
    kind = draw(st.sampled_from(KINDS if throw_ins else ("replace", "remove")))
    new: Move | None = None
    if kind == "replace":
        new = move_of(draw, build(start, moves[:position], closed=False))
    elif kind == "replace_with_throw_in":
        new = THROW_IN
    return Case(start, moves, closed, kind, index, new)


def _honours(held: tuple[int, int] | None, names: tuple[str, str]) -> tuple[str, int] | None:
    return None if held is None else (names[held[0]], held[1])


@st.composite
def chicago_cases(draw: st.DrawFn) -> Case:
    rules = draw(chicago_rules())
    start = chicago.Match(rules=rules, first_dealer=draw(st.sampled_from(SEATS)))

    def move_of(draw: st.DrawFn, _ledger: Ledger) -> Move:
        result, seat, held = draw(_played(honours=rules.honours))
        return ("record", (result,), {"declarer": SEATS[seat], "honours": _honours(held, SIDES)})

    return _case(draw, start, move_of, most=DEALS + 1)


@st.composite
def evening_cases(draw: st.DrawFn) -> Case:
    rules = draw(chicago_rules())
    start = chicago.Evening(_EVENING_NAMES[: draw(st.sampled_from(PLAYERS))], rules=rules)

    def move_of(draw: st.DrawFn, ledger: Ledger) -> Move:
        # The declarer by name, a player at the table where the deal is played.
        assert isinstance(ledger, chicago.Evening)
        assert ledger.seating is not None
        result, seat, held = draw(_played(honours=rules.honours))
        declarer = ledger.seating.seats[SEATS[seat]]
        return ("record", (result,), {"declarer": declarer, "honours": _honours(held, SIDES)})

    return _case(draw, start, move_of, most=10)


@st.composite
def rubber_cases(draw: st.DrawFn) -> Case:
    names = draw(_SIDES)
    rules = draw(rubber_rules())
    start = rubber.Rubber(sides=names, rules=rules)

    def move_of(draw: st.DrawFn, _ledger: Ledger) -> Move:
        result, side, held = draw(_played(honours=rules.honours))
        return (
            "record",
            (result,),
            {"declarer": names[side % 2], "honours": _honours(held, names)},
        )

    return _case(draw, start, move_of, most=8, closing_entry=True)


@st.composite
def needafourth_cases(draw: st.DrawFn) -> Case:
    names = draw(st.sampled_from(_PLAYER_SETS))
    planned = 3 * draw(st.integers(1, 3)) if draw(st.booleans()) else None
    start = needafourth.Session(
        names, deals=planned, rules=draw(needafourth_rules()), first_dealer=names[1]
    )

    def move_of(draw: st.DrawFn, _ledger: Ledger) -> Move:
        contract, tricks, chooser, partner, redoubled_by, liars = draw(_needafourth_inputs(names))
        kwargs: dict[str, object] = {
            "chooser": chooser,
            "partner": partner,
            "redoubled_by": redoubled_by,
            "liars": liars,
        }
        return ("record", (contract, tricks), kwargs)

    return _case(draw, start, move_of, most=7)


@st.composite
def tarot_cases(draw: st.DrawFn) -> Case:
    names = _TAROT_NAMES[: draw(st.sampled_from((3, 4, 5)))]
    planned = draw(st.integers(1, 4)) if draw(st.booleans()) else None
    start = tarot.Session(players=names, planned=planned, rules=draw(tarot_rules()))

    def move_of(draw: st.DrawFn, _ledger: Ledger) -> Move:
        settlement, taker, partner = draw(_tarot_inputs(names))
        kwargs: dict[str, object] = {
            "taker": taker,
            "partner": partner,
            "bouts": settlement.bouts,
            "points": Fraction(settlement.halves, 2),
            "petit_au_bout": settlement.petit_au_bout,
            "poignees": settlement.poignees,
            "chelem": settlement.chelem,
            "alone": settlement.alone and len(names) == 5,
        }
        return ("record", (settlement.contract,), kwargs)

    def voids(draw: st.DrawFn, ledger: Ledger) -> Move:
        if draw(st.integers(0, 5)) == 0:
            return ("throw_in", ("petit sec",), {})
        return move_of(draw, ledger)

    return _case(draw, start, voids, most=6)


def _pitch_tally(tally: pitch.Tally, rules: pitch.Rules) -> pitch.Tally:
    # A hand that any dealer may have dealt: the cards without the dealer when it decides no
    # point, else the note of who won each point (a tied game point to the non-dealer would
    # depend on who dealt).
    if rules.game_tie is pitch.GameTie.NOBODY:
        return _evolve_tally(tally, {"dealer": None})
    return pitch.Tally(tally.sides, tally.awards, tally.rules)


@st.composite
def pitch_cases(draw: st.DrawFn) -> Case:
    rules, names, players = draw(_table(None, cutthroat=None, sides=None))
    start = pitch.Game(names, rules=rules, first_dealer=draw(st.sampled_from(names)))

    def move_of(draw: st.DrawFn, ledger: Ledger) -> Move:
        assert isinstance(ledger, pitch.Game)
        turn: _Turn = draw(_turns(rules, names, players))
        if turn.hand is None:
            return ("redeal", (), {"kicks": turn.redeal})
        hand = attrs.evolve(turn.hand, dealer=ledger.dealer)
        cards = hand.tally()
        tally = _pitch_tally(cards, rules)
        bidder = names[turn.bidder] if rules.bidding else None
        bid = turn.bid if rules.bidding else None
        kwargs: dict[str, object] = {
            "bidder": bidder,
            "bid": bid,
            "kicks": hand.kicks,
            "take_one": next(side for side in names if side != ledger.dealer)
            if turn.beg
            else None,
        }
        if rules.moon_tricks and bid == rules.moon and not tally.tricks:
            kwargs["all_tricks"] = sum(cards.tricks) == cards.tricks[turn.bidder]
        return ("record", (tally,), kwargs)

    # P4: under auction pitch's rules the dealer must bid when all pass: no thrown-in hand.
    forced = rules.bidding and rules.dealer_forced and rules.kicks is pitch.Kicks.NONE
    return _case(draw, start, move_of, most=6, throw_ins=not forced)


CASES = st.one_of(
    chicago_cases(),
    rubber_cases(),
    evening_cases(),
    needafourth_cases(),
    tarot_cases(),
    pitch_cases(),
)


# --- The properties --------------------------------------------------------------------------


def assert_same(got: Ledger, expected: Ledger) -> None:
    assert got == expected
    assert type(got) is type(expected)
    assert got.totals == expected.totals
    assert got.deals == expected.deals
    assert [deal.items for deal in got.deals] == [deal.items for deal in expected.deals]
    assert [deal.number for deal in got.deals] == [deal.number for deal in expected.deals]
    assert [deal.dealer for deal in got.deals] == [deal.dealer for deal in expected.deals]
    assert got.next == expected.next
    assert got.played == expected.played
    assert got.finished == expected.finished
    assert got.winner == expected.winner
    assert got.closed == expected.closed
    assert got.leaders == expected.leaders


@SETTINGS
@given(CASES)
def test_a_correction_equals_the_ledger_rebuilt_from_the_corrected_deals(case: Case) -> None:
    ledger = build(case.start, case.moves, closed=case.closed)
    assert len(ledger.deals) == len(case.moves)
    try:
        expected = build(case.start, case.corrected(), closed=case.closed)
    except ScoreError:
        with pytest.raises(ScoreError) as raised:
            correct(ledger, case)
        if case.new is not None:
            # The new deal fits where it goes: a later deal is the one that no longer fits.
            position = case.position()
            base = build(case.start, case.moves[:position], closed=False)
            try:
                play(base, case.new)
            except ScoreError:
                return
        assert raised.value.field == "index"
        assert raised.value.value == case.index
        assert "would no longer fit" in str(raised.value)
        # Nothing changed: the ledger is the one built from the moves.
        assert_same(ledger, build(case.start, case.moves, closed=case.closed))
        return
    got = correct(ledger, case)
    assert_same(got, expected)
    assert got.undo() is ledger
    # Pickled, a corrected ledger keeps its past: undo still gives the ledger before.
    again = pickle.loads(pickle.dumps(got))
    assert_same(again, got)
    assert_same(again.undo(), ledger)
    if ledger.deals:
        assert_same(again.undo().undo(), ledger.undo())


@SETTINGS
@given(CASES, st.data())
def test_corrections_after_corrections_equal_the_rebuilt_ledger(
    case: Case, data: st.DataObject
) -> None:
    # A second correction starts from a corrected ledger, whose earlier states hold other
    # deals: it is replayed from the start, and still equals the rebuilt ledger.
    ledger = build(case.start, case.moves, closed=case.closed)
    try:
        first = correct(ledger, case)
    except ScoreError:
        return
    moves = case.corrected()
    # Closed still, even when the first correction ended the game by itself: the close is
    # kept, and made again when the second opens the game again. A rubber's closing entry
    # (among its moves) is then gone from its deals, the close kept all the same.
    closed = case.closed
    if len(first.deals) < len(moves):
        moves, closed = moves[:-1], True
    if not moves:
        with pytest.raises(ScoreError):
            first.remove(0)
        return
    position = data.draw(st.integers(0, len(moves) - 1))
    second = Case(case.start, moves, closed, "remove", position, None)
    try:
        expected = build(case.start, second.corrected(), closed=closed)
    except ScoreError:
        with pytest.raises(ScoreError):
            first.remove(position)
        return
    got = first.remove(position)
    assert_same(got, expected)
    assert got.undo() is first
    assert got.undo().undo() is ledger
    again = pickle.loads(pickle.dumps(got))
    assert_same(again.undo().undo(), ledger)


@SETTINGS
@given(CASES, st.integers(1, 3))
def test_an_index_outside_the_deals_is_refused(case: Case, beyond: int) -> None:
    ledger = build(case.start, case.moves, closed=case.closed)
    count = len(ledger.deals)
    for index in (count - 1 + beyond, -count - beyond):
        with pytest.raises(ScoreError) as raised:
            ledger.remove(index)
        assert raised.value.field == "index"
        assert raised.value.value == index
        assert f"from {-count} to {count - 1}" in str(raised.value)
