"""The public invariant checks fail on wrong scores and pass on right ones."""

from __future__ import annotations

import importlib
from importlib.metadata import entry_points

import attrs
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.strategies._internal.types import _global_type_lookup

from cardscore import bridge, cards, invariants
from cardscore._hypothesis import _REGISTRY
from cardscore.invariants import InvariantError
from cardscore.items import Item


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
        invariants.check_breakdown(Result((Item("a", "NS", 3.0),), {"NS": 3}))  # type: ignore[arg-type]


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


@pytest.mark.parametrize(("module_name", "type_name", "strategy"), _REGISTRY)
def test_from_type_builds_each_registered_type(
    module_name: str, type_name: str, strategy: str
) -> None:
    kind = getattr(importlib.import_module(module_name), type_name)

    @settings(max_examples=3, deadline=None, suppress_health_check=list(HealthCheck))
    @given(st.from_type(kind))
    def check(value: object) -> None:
        assert isinstance(value, kind), (strategy, value)

    check()


@given(st.from_type(cards.Card))
def test_from_type_card(card: cards.Card) -> None:
    assert card in cards.DECK


def test_a_party_with_zero_points_may_be_left_out_of_either_side() -> None:
    invariants.check_breakdown(Result((Item("a", "NS", 0),), {}))
    invariants.check_breakdown(Result((), {"NS": 0}))
    with pytest.raises(InvariantError):
        invariants.check_breakdown(Result((Item("a", "NS", 1),), {}))
