"""The shared ledger machinery (``_history``) and the ``Ledger`` protocol, on a toy game.

The toy game is the smallest ledger the protocol allows: two parties, a deal gives one of
them some points, a thrown-in deal gives nobody anything. Every real ledger is checked
against the protocol in ``test_ledger_protocol.py``.
"""

from __future__ import annotations

import copy
import pickle

import attrs
import pytest

# Private on purpose: LedgerBase and History (every ledger's machinery) are this file's subject.
from cardscore import Ledger, RuleViolationError, _history, chicago
from cardscore._chain import Chain
from cardscore._history import History, LedgerBase
from cardscore.items import Item
from cardscore.ledger import Deal, Next


@attrs.frozen(slots=True)
class ToyDeal:
    number: int | None
    dealer: str | None
    points: tuple[int, int]
    thrown_in: bool = False

    @property
    def scores(self) -> dict[str, int]:
        return dict(zip(("A", "B"), self.points, strict=True))

    @property
    def items(self) -> tuple[Item, ...]:
        return tuple(Item("points", p, n) for p, n in self.scores.items() if n)


@attrs.frozen(slots=True, repr=False)
class Toy(LedgerBase[ToyDeal]):
    target: int = 10
    _history: History[ToyDeal] = attrs.field(init=False, factory=lambda: History.start((0, 0)))
    _closed: bool = attrs.field(init=False, default=False)
    _close_kept: bool = attrs.field(init=False, default=False, eq=False)
    _previous: Toy | None = attrs.field(init=False, default=None, eq=False)

    @property
    def parties(self) -> tuple[str, ...]:
        return ("A", "B")

    @property
    def finished(self) -> bool:
        return self._closed or max(self._history.totals) >= self.target

    @property
    def winner(self) -> str | tuple[str, ...] | None:
        if not self.finished:
            return None
        leaders = self.leaders
        return leaders[0] if len(leaders) == 1 else leaders

    @property
    def next(self) -> Next | None:
        if self.finished:
            return None
        return Next(self.played + 1, self.parties[len(self._history.deals) % 2])

    def record(self, party: str, points: int) -> Toy:
        number = self.played + 1
        scores = (points, 0) if party == "A" else (0, points)
        deal = ToyDeal(number, self.parties[len(self._history.deals) % 2], scores)
        return self._successor(_history=self._history.add(deal, scores))

    def throw_in(self) -> Toy:
        deal = ToyDeal(None, self.parties[len(self._history.deals) % 2], (0, 0), thrown_in=True)
        return self._successor(_history=self._history.add(deal, (0, 0), counted=False))

    def close(self) -> Toy:
        return self if self.finished else self._successor(_closed=True)


def test_the_toy_satisfies_the_protocols() -> None:
    toy = Toy().record("A", 3)
    assert isinstance(toy, Ledger)
    assert isinstance(toy.deals[0], Deal)
    assert not isinstance(object(), Ledger)


def test_record_adds_to_the_totals_and_keeps_the_old_ledger() -> None:
    start = Toy()
    one = start.record("A", 3)
    two = one.record("B", 4)
    assert start.totals == {"A": 0, "B": 0}
    assert one.totals == {"A": 3, "B": 0}
    assert two.totals == {"A": 3, "B": 4}
    assert two.played == 2
    assert [deal.number for deal in two.deals] == [1, 2]
    assert two.undo() is one
    assert one.undo() is start


def test_undo_on_an_empty_ledger_says_so() -> None:
    with pytest.raises(RuleViolationError, match="undo: 'nothing recorded'"):
        Toy().undo()


def test_a_thrown_in_deal_is_recorded_but_does_not_count() -> None:
    toy = Toy().record("A", 1).throw_in().record("B", 2)
    assert toy.played == 2
    assert [deal.number for deal in toy.deals] == [1, None, 2]
    assert [deal.thrown_in for deal in toy.deals] == [False, True, False]
    assert toy.totals == {"A": 1, "B": 2}


def test_leaders_are_everyone_at_the_start_and_the_best_after() -> None:
    assert Toy().leaders == ("A", "B")
    assert Toy().record("B", 2).leaders == ("B",)
    assert Toy().record("B", 2).record("A", 2).leaders == ("A", "B")


def test_history_start_and_add() -> None:
    history: History[str] = History.start((5, -5))
    assert history.totals == (5, -5)
    assert history.played == 0
    later = history.add("x", (1, -1)).add("void", (0, 0), counted=False)
    assert later.totals == (6, -6)
    assert later.played == 1
    assert later.deals.to_tuple() == ("x", "void")


def test_close_and_closed() -> None:
    toy = Toy().record("A", 3)
    closed = toy.close()
    assert not toy.closed
    assert closed.closed
    assert closed.finished
    assert closed.winner == "A"
    assert closed.next is None
    assert closed.close() is closed
    assert closed.undo() is toy


def test_the_base_requires_the_parties() -> None:
    class NoParties(LedgerBase[int]):
        __slots__ = ()

    with pytest.raises(NotImplementedError):
        _ = NoParties().parties


def _long(deals: int) -> Toy:
    toy = Toy(target=10**9)
    for index in range(deals):
        toy = toy.throw_in() if index % 7 == 3 else toy.record("AB"[index % 2], index % 5)
    return toy


# The one test of every ledger's pickling at scale: LedgerBase.__reduce__ is shared, so each
# game's own tests pickle 1,000 deals (its own fields), and this one 100,000 (slow).
@pytest.mark.parametrize("deals", [0, 1, 5, pytest.param(100_000, marks=pytest.mark.slow)])
def test_pickle_and_deepcopy_at_any_length(deals: int) -> None:
    toy = _long(deals)
    for clone in (pickle.loads(pickle.dumps(toy)), copy.deepcopy(toy)):
        assert clone == toy
        assert clone.totals == toy.totals
        assert clone.played == toy.played
        assert clone.deals == toy.deals
        if deals:
            assert clone.undo() == toy.undo()
            assert clone.undo().totals == toy.undo().totals


def test_pickle_keeps_closed_states_and_branches() -> None:
    base = Toy().record("A", 1).record("B", 2)
    branch = base.undo().record("A", 5).close()
    clone = pickle.loads(pickle.dumps(branch))
    assert clone == branch
    assert clone.closed
    assert clone.undo() == branch.undo()
    assert clone.undo().totals == {"A": 6, "B": 0}
    assert clone.undo().undo().undo() == Toy()


def test_a_chain_pickles_flat_at_any_length() -> None:
    chain = Chain.of(range(100_000))
    assert pickle.loads(pickle.dumps(chain)) == chain
    assert copy.deepcopy(chain).to_tuple() == tuple(range(100_000))
    assert Chain.of(()) == Chain()


def test_next_is_a_value() -> None:
    upcoming = Next(2, "N", frozenset({"NS"}), {"NS": 40, "EW": 0})
    assert upcoming.number == 2
    assert upcoming.vulnerable == frozenset({"NS"})
    assert repr(Next(1, None)) == ("Next(number=1, dealer=None, vulnerable=None, partscores=None)")


# --- An unpickled ledger's oldest state ------------------------------------------------------


# Found by the mutation run (docs/development.md): an edge no other test reached.


NOTHING = "undo: 'nothing recorded' is not allowed; expected at least one recorded deal"


def test_the_oldest_ledger_of_an_unpickled_one_has_nothing_to_undo() -> None:
    _history._FIELD_NAMES.clear()
    fresh = chicago.Match()
    played = fresh.record("4S", 10, declarer="N")  # deal 1: NS 4S=, 420 (B2, B6)
    restored = pickle.loads(pickle.dumps(played))
    assert restored.undo() == fresh
    with pytest.raises(RuleViolationError) as caught:
        restored.undo().undo()
    assert str(caught.value) == NOTHING
