"""The persistent chain behind every ledger."""

from __future__ import annotations

# Private on purpose: the chain behind every ledger is this file's subject.
from cardscore._chain import Chain


def test_append_shares_and_keeps_the_old_chain() -> None:
    empty: Chain[int] = Chain()
    one = empty.append(1)
    two = one.append(2)
    assert len(empty) == 0
    assert one.to_tuple() == (1,)
    assert two.to_tuple() == (1, 2)
    assert list(two) == [1, 2]
    assert two.last == 2
    assert empty.last is None


def test_drop_last() -> None:
    chain = Chain[str]().append("a").append("b")
    assert chain.drop_last().to_tuple() == ("a",)
    assert chain.drop_last().drop_last().drop_last().to_tuple() == ()
    assert len(chain.drop_last()) == 1


def test_equality_by_values() -> None:
    left = Chain[int]().append(1).append(2)
    right = Chain[int]().append(1).append(2)
    assert left == right
    assert left == left.append(3).drop_last()
    assert hash(left) == hash(right)
    assert left != right.append(3)
    assert left != Chain[int]().append(2).append(1)
    assert left.__eq__((1, 2)) is NotImplemented


def test_hash_is_the_hash_of_the_values() -> None:
    assert hash(Chain[int]().append(1).append(2)) == hash((1, 2))
