"""An immutable sequence with O(1) append and drop-last, for the ledgers.

Each ledger keeps its deals in a :class:`Chain`: ``record`` shares the whole history with
the ledger it came from and adds one link, so recording never copies, and an old ledger
stays valid for ``undo``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Generic, TypeAlias, TypeVar

import attrs

from cardscore._frozen import fields_repr

if TYPE_CHECKING:
    from collections.abc import Iterable, Iterator

__all__ = ["Chain"]

_T = TypeVar("_T")

# One link: (value, the link before it or None). A plain pair: the cheapest thing to make.
_Link: TypeAlias = "tuple[_T, _Link[_T] | None]"


@attrs.frozen(slots=True, eq=False)
class Chain(Generic[_T]):
    """A persistent stack, read oldest first."""

    __repr__ = fields_repr

    _last: _Link[_T] | None = None
    _length: int = 0

    def append(self, value: _T) -> Chain[_T]:
        """Return a chain with ``value`` after the others; this one is unchanged."""
        return Chain((value, self._last), self._length + 1)

    def drop_last(self) -> Chain[_T]:
        """Return the chain without its newest value (an empty chain stays empty)."""
        if self._last is None:
            return self
        return Chain(self._last[1], self._length - 1)

    def prefix(self, length: int) -> Chain[_T]:
        """The chain of the first ``length`` values (0..len), sharing this one's links.

        Costs one step per value dropped from the end.
        """
        link = self._last
        for _ in range(self._length - length):
            if link is None:  # pragma: no cover - length is within 0..len
                break
            link = link[1]
        return Chain(link, length)

    def shares(self, other: Chain[_T]) -> bool:
        """True when both chains end at the same link: the same values, the same objects.

        Two chains built apart may hold equal values without sharing: this tells whether one
        was made from the other (by :meth:`append` or :meth:`prefix`), in O(1).
        """
        return self._last is other._last and self._length == other._length

    @property
    def last(self) -> _T | None:
        """The newest value, or None when empty."""
        return None if self._last is None else self._last[0]

    def __len__(self) -> int:
        return self._length

    def __iter__(self) -> Iterator[_T]:
        return iter(self.to_tuple())

    def to_tuple(self) -> tuple[_T, ...]:
        """All values, oldest first."""
        values: list[_T] = []
        link = self._last
        while link is not None:
            value, link = link
            values.append(value)
        values.reverse()
        return tuple(values)

    @classmethod
    def of(cls, values: Iterable[_T]) -> Chain[_T]:
        """A chain holding ``values``, oldest first."""
        chain: Chain[_T] = cls()
        for value in values:
            chain = chain.append(value)
        return chain

    def __reduce__(self) -> tuple[object, ...]:
        # The links nest one pair per value: pickled as they are, a long chain would exceed
        # the recursion limit. A flat tuple pickles at any length.
        return (Chain.of, (self.to_tuple(),))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Chain):
            return NotImplemented
        if self._last is other._last:
            return True
        return self._length == other._length and self.to_tuple() == other.to_tuple()

    def __hash__(self) -> int:
        return hash(self.to_tuple())
