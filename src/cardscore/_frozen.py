"""Building a frozen attrs instance from values the library has already checked."""

from __future__ import annotations

from typing import TypeVar

__all__ = ["assemble"]

_T = TypeVar("_T")


def assemble(cls: type[_T], /, **fields: object) -> _T:
    """An instance of the frozen, slotted attrs class ``cls`` with ``fields`` set as given.

    ``__init__``'s converters and validators exist for users' input; a ledger's successor
    (one more deal, O(1)) or a tally that ``tally()`` has checked skips them. Every field of
    ``cls`` must be given.
    """
    instance: _T = object.__new__(cls)
    for name, value in fields.items():
        object.__setattr__(instance, name, value)
    return instance
