"""Line items and their sums."""

from __future__ import annotations

import pytest

from cardscore import ScoreError
from cardscore.items import Item, sum_items
from tests.bad_input import wrong


def test_sum_items_adds_per_party_in_order_of_first_appearance() -> None:
    items = [Item("a", "NS", 10), Item("b", "EW", 5), Item("c", "NS", -3), Item("d", "EW", 1)]
    assert sum_items(items) == {"NS": 7, "EW": 6}
    assert list(sum_items(items)) == ["NS", "EW"]
    assert sum_items([]) == {}


@pytest.mark.parametrize(
    "items",
    [
        None,
        "NS 10",
        3,
        [None],
        [("a", "NS")],
        [("a", "NS", "10")],
        [("a", 1, 10)],
        [("a", "NS", True)],
    ],
)
def test_sum_items_refuses_what_is_not_items(items: object) -> None:
    with pytest.raises(ScoreError, match="items: .* expected an iterable of Item"):
        sum_items(wrong(items))
