"""The public invariant checks fail on wrong scores and pass on right ones."""

from __future__ import annotations

import contextlib
import importlib
import subprocess
import sys
from importlib.metadata import entry_points
from typing import TYPE_CHECKING

import attrs
import pytest
from hypothesis import given
from hypothesis import strategies as st
from hypothesis.strategies._internal.types import _global_type_lookup

from cardscore import bridge, cards, invariants, ledger, pitch, strategies, tarot

# Private on purpose: the Hypothesis entry point's registry, reached by Hypothesis itself.
from cardscore._hypothesis import _REGISTRY, _hypothesis_setup_hook, _lazy
from cardscore.errors import ScoreError
from cardscore.invariants import InvariantError
from cardscore.items import Item
from tests.bad_input import wrong

if TYPE_CHECKING:
    from collections.abc import Callable, Mapping


@attrs.frozen
class Result:
    items: tuple[Item, ...]
    totals: dict[str, int]


@attrs.frozen
class Ledger:
    deals: tuple[Result, ...]
    totals: dict[str, int]


def test_breakdown_passes_and_fails() -> None:
    invariants.check_breakdown(Result((Item("a", "NS", 3), Item("b", "NS", 4)), {"NS": 7}))
    invariants.check_breakdown(Result((), {"NS": 0}))
    with pytest.raises(InvariantError, match="items sum to"):
        invariants.check_breakdown(Result((Item("a", "NS", 3),), {"NS": 7}))
    with pytest.raises(InvariantError, match="items sum to"):
        invariants.check_breakdown(Result((Item("a", "NS", 3),), {"NS": 3, "EW": 1}))
    with pytest.raises(InvariantError, match="not an int"):
        invariants.check_breakdown(Result((Item("a", "NS", wrong(3.0)),), {"NS": 3}))


def test_zero_sum() -> None:
    invariants.check_zero_sum({"a": 3, "b": -3})
    invariants.check_zero_sum(Result((), {"a": 0}))
    with pytest.raises(InvariantError, match="sums to 1"):
        invariants.check_zero_sum(Result((), {"a": 1}))


def test_ledger() -> None:
    deal = Result((Item("a", "NS", 3),), {"NS": 3})
    invariants.check_ledger(Ledger((deal, deal), {"NS": 6, "EW": 0}))
    with pytest.raises(InvariantError, match="the deals sum to"):
        invariants.check_ledger(Ledger((deal, deal), {"NS": 7}))
    wrong = Result((Item("a", "NS", 3),), {"NS": 4})
    with pytest.raises(InvariantError, match="deal 2: items sum to"):
        invariants.check_ledger(Ledger((deal, wrong), {"NS": 7}))


def test_bridge_deal_bounds() -> None:
    invariants.check_bridge_deal(bridge.settle("1NTXX", 13, vulnerable=True))
    invariants.check_bridge_deal(bridge.settle("7NTXX", 0, vulnerable=True))
    with pytest.raises(InvariantError, match="exactly one side"):
        invariants.check_bridge_deal(Result((), {"declarer": 0, "defenders": 0}))
    with pytest.raises(InvariantError, match="a made contract scores"):
        invariants.check_bridge_deal(Result((Item("x", "declarer", 3170),), {"declarer": 3170}))
    with pytest.raises(InvariantError, match="a penalty is"):
        invariants.check_bridge_deal(Result((Item("x", "defenders", 7610),), {"defenders": 7610}))


@given(st.from_type(bridge.Result), st.from_type(bridge.Contract), st.booleans())
def test_every_bridge_deal_passes(
    result: bridge.Result, contract: bridge.Contract, vulnerable: bool
) -> None:
    assert 1 <= contract.level <= 7
    invariants.check_bridge_deal(
        bridge.settle(result.contract, result.tricks, vulnerable=vulnerable)
    )


def test_hypothesis_entry_point_is_installed_and_registers_types() -> None:
    names = [entry.value for entry in entry_points(group="hypothesis")]
    assert "cardscore._hypothesis:_hypothesis_setup_hook" in names
    for module_name, type_name, _ in _REGISTRY:
        module = importlib.import_module(module_name)
        assert getattr(module, type_name) in _global_type_lookup, (module_name, type_name)
    assert cards.Card in _global_type_lookup
    assert tarot.Chelem in _global_type_lookup


def test_every_registered_strategy_exists() -> None:
    for _, _, strategy in _REGISTRY:
        assert strategy in strategies.__all__, strategy


def test_the_hook_imports_no_strategies_until_a_type_is_asked_for() -> None:
    # A fresh interpreter: importing Hypothesis runs the hook, which must not import
    # cardscore.strategies; asking st.from_type for a cardscore type then does.
    code = (
        "import sys, hypothesis\n"
        "from hypothesis import strategies as st\n"
        "from cardscore import bridge\n"
        "print('cardscore.strategies' in sys.modules)\n"
        "st.from_type(bridge.Contract).example()\n"
        "print('cardscore.strategies' in sys.modules)\n"
    )
    ran = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert ran.stdout.split() == ["False", "True"]


def test_a_strategy_is_built_once() -> None:
    build = _lazy("contracts")
    assert build(bridge.Contract) is build(bridge.Contract)


def test_a_name_a_module_no_longer_has_is_skipped(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(
        "cardscore._hypothesis._REGISTRY", (("cardscore.bridge", "NoSuchType", "contracts"),)
    )
    _hypothesis_setup_hook()  # nothing to register, and no error


@given(st.from_type(cards.Card))
def test_from_type_card(card: cards.Card) -> None:
    assert card in cards.DECK


def test_a_party_with_zero_points_may_be_left_out_of_either_side() -> None:
    invariants.check_breakdown(Result((Item("a", "NS", 0),), {}))
    invariants.check_breakdown(Result((), {"NS": 0}))
    with pytest.raises(InvariantError):
        invariants.check_breakdown(Result((Item("a", "NS", 1),), {}))


# --- wrong kinds are ScoreErrors, never AttributeErrors from inside ------------------------


@pytest.mark.parametrize(
    ("check", "value", "field"),
    [
        (invariants.check_breakdown, 42, "result"),
        (invariants.check_breakdown, Result(wrong(42), {"NS": 0}), "result"),
        (invariants.check_breakdown, Result(wrong("abc"), {"NS": 0}), "result"),
        (invariants.check_breakdown, Result((), wrong([("NS", 0)])), "result"),
        (invariants.check_breakdown, Result(wrong((("a", "NS"),)), {}), "item"),
        (invariants.check_zero_sum, 42, "totals"),
        (invariants.check_zero_sum, {1: 0}, "totals"),
        (invariants.check_ledger, 42, "ledger"),
        (invariants.check_ledger, Ledger(wrong("abc"), {}), "ledger"),
        (invariants.check_deal, 42, "deal"),
        (invariants.check_deal, Result((), wrong(42)), "deal"),
        (invariants.check_next, 42, "next"),
        (invariants.check_error, ValueError("x"), "error"),
        (invariants.check_item, ("a", "NS", 3), "item"),
        (invariants.check_bridge_deal, 42, "result"),
        (
            invariants.check_bridge_deal,
            pitch.Tally.summary(high="A", low="B", jack=None, game=None),
            "result",
        ),
    ],
)
def test_a_value_of_the_wrong_kind_is_a_score_error(
    check: Callable[[object], None], value: object, field: str
) -> None:
    with pytest.raises(ScoreError) as raised:
        check(value)
    assert raised.value.field == field


def test_ledger_start_totals_count() -> None:
    # Pitch started from 7 to 5 (a game resumed), then one deal: A scores high, B low.
    deal = Result((Item("high", "A", 1), Item("low", "B", 1)), {"A": 1, "B": 1})
    invariants.check_ledger(Ledger((deal,), {"A": 8, "B": 6}), start={"A": 7, "B": 5})
    with pytest.raises(InvariantError, match="the deals sum to"):
        invariants.check_ledger(Ledger((deal,), {"A": 1, "B": 1}), start={"A": 7, "B": 5})
    with pytest.raises(ScoreError, match="start"):
        invariants.check_ledger(Ledger((deal,), {"A": 1, "B": 1}), start=wrong(7))


def test_a_pitch_tally_is_checked_by_its_points() -> None:
    # P3: high to A, low to B, jack to A, game to nobody: A 2, B 1.
    tally = pitch.Tally.summary(high="A", low="B", jack="A", game=None)
    invariants.check_breakdown(wrong(tally))


def test_items_are_labelled_and_score_ints() -> None:
    invariants.check_item(Item("overtricks (1 × 30)", "declarer", 30))
    with pytest.raises(InvariantError, match="not a str"):
        invariants.check_item(Item(wrong(3), "NS", 30))
    with pytest.raises(InvariantError, match="not an int"):
        invariants.check_item(Item("x", "NS", True))


@attrs.frozen
class SharedDeal:
    number: int | None
    dealer: str | None
    scores: dict[str, int]
    items: tuple[Item, ...]
    thrown_in: bool


@attrs.frozen
class OldDeal:
    number: object
    items: tuple[Item, ...]
    totals: dict[str, int]


UP = SharedDeal(1, "N", {"NS": 450, "EW": 0}, (Item("4S+1", "NS", 450),), thrown_in=False)
PASSED = SharedDeal(None, "E", {"NS": 0, "EW": 0}, (), thrown_in=True)


def test_a_deal_of_the_shared_shape() -> None:
    assert isinstance(UP, ledger.Deal)
    invariants.check_deal(UP)
    invariants.check_deal(PASSED)
    invariants.check_deal(attrs.evolve(UP, number=None))  # a rubber's closing entry
    invariants.check_deal(OldDeal(2, (Item("x", "NS", 3),), {"NS": 3}))
    refused = [
        (attrs.evolve(UP, number=0), "an int from 1"),
        (attrs.evolve(UP, thrown_in=wrong("no")), "thrown_in is a bool"),
        (attrs.evolve(UP, dealer=wrong(3)), "a name or None"),
        (attrs.evolve(UP, scores={"NS": 420}), "items sum to"),
        (OldDeal("1", (), {}), "an int from 1"),
    ]
    for deal, message in refused:
        with pytest.raises(InvariantError, match=message):
            invariants.check_deal(deal)


@attrs.frozen
class SharedLedger:
    parties: tuple[str, ...]
    deals: tuple[SharedDeal, ...]
    played: int
    totals: dict[str, int]
    leaders: tuple[str, ...] = ()
    finished: bool = False
    winner: str | None = None
    next: ledger.Next | None = None
    closed: bool = False

    def record(self) -> SharedLedger:
        return self

    def throw_in(self) -> SharedLedger:
        return self

    def undo(self) -> SharedLedger:
        return self

    def close(self) -> SharedLedger:
        return self

    def replace(self, _index: int, /, *_args: object, **_kwargs: object) -> SharedLedger:
        return self

    def replace_with_throw_in(
        self, _index: int, /, *_args: object, **_kwargs: object
    ) -> SharedLedger:
        return self

    def remove(self, _index: int, /) -> SharedLedger:
        return self


def test_a_ledger_of_the_shared_shape() -> None:
    # A Chicago match: deal 1 passed out, deal 2 4S+1 by NS not vulnerable (450, B6).
    match = SharedLedger(("NS", "EW"), (PASSED, UP), 1, {"NS": 450, "EW": 0})
    assert isinstance(match, ledger.Ledger)
    invariants.check_ledger(match)
    with pytest.raises(InvariantError, match="played is 2, but 1 deals"):
        invariants.check_ledger(attrs.evolve(match, played=2))
    with pytest.raises(InvariantError, match="parties"):
        invariants.check_ledger(attrs.evolve(match, parties=("We", "They")))
    with pytest.raises(InvariantError, match="parties"):
        invariants.check_ledger(attrs.evolve(match, parties=wrong(["NS", "EW"])))


def test_what_comes_next() -> None:
    # Chicago deal 2 dealt by E: NS vulnerable (B6), NS has a 40 part score.
    invariants.check_next(ledger.Next(2, "E", frozenset({"NS"}), {"NS": 40, "EW": 0}))
    invariants.check_next(ledger.Next(3, None))
    refused = [
        (ledger.Next(0, "E"), "an int from 1"),
        (ledger.Next(1, wrong(5)), "a name or None"),
        (ledger.Next(1, "E", frozenset({"NS"})), "both given"),
        (ledger.Next(1, "E", frozenset({"We"}), {"NS": 0, "EW": 0}), "not among the sides"),
        (ledger.Next(1, "E", frozenset(), {"NS": 100, "EW": 0}), "from 0 to 99"),
        (ledger.Next(1, "E", wrong(("NS",)), {"NS": 0, "EW": 0}), "a set of sides"),
    ]
    for upcoming, message in refused:
        with pytest.raises(InvariantError, match=message):
            invariants.check_next(upcoming)


class MuteError(ScoreError):
    def __str__(self) -> str:
        return "something went wrong"


def test_errors_name_their_field_and_what_is_allowed() -> None:
    with pytest.raises(ScoreError) as raised:
        bridge.Contract(8, "S")
    invariants.check_error(raised.value)
    with pytest.raises(InvariantError, match="allowed is a non-empty str"):
        invariants.check_error(ScoreError("level", 8, ""))
    with pytest.raises(InvariantError, match="does not show the field"):
        invariants.check_error(MuteError("level", 8, "an int from 1 to 7"))


class Bag:
    """Any object: each of its attributes is whatever the test gave it."""

    def __init__(self, attributes: Mapping[str, object]) -> None:
        self.__dict__.update(attributes)


NAMES = [
    "items",
    "totals",
    "scores",
    "points",
    "deals",
    "number",
    "dealer",
    "thrown_in",
    "vulnerable",
    "partscores",
    "label",
    "who",
]
SCALARS = st.one_of(st.none(), st.booleans(), st.integers(-3, 3), st.text(max_size=3))
VALUES = st.recursive(
    SCALARS | st.builds(Item, st.text(max_size=2), st.text(max_size=2), st.integers(-5, 5)),
    lambda inner: (
        st.lists(inner, max_size=3)
        | st.dictionaries(st.text(max_size=2) | st.integers(0, 2), inner, max_size=3)
        | st.frozensets(SCALARS, max_size=2)
        | st.dictionaries(st.sampled_from(NAMES), inner, max_size=5).map(Bag)
    ),
    max_leaves=8,
)
CHECKS = (
    invariants.check_item,
    invariants.check_breakdown,
    invariants.check_zero_sum,
    invariants.check_bridge_deal,
    invariants.check_deal,
    invariants.check_ledger,
    invariants.check_next,
    invariants.check_error,
)


@given(st.sampled_from(CHECKS), VALUES | st.dictionaries(st.sampled_from(NAMES), VALUES).map(Bag))
def test_any_value_passes_fails_or_is_refused_never_crashes(
    check: Callable[[object], None], value: object
) -> None:
    with contextlib.suppress(InvariantError, ScoreError):
        check(value)
