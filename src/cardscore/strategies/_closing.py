"""What the ledger strategies share: closing a ledger maybe, and one deal of a short one."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, Self, TypeVar

from hypothesis import strategies as st

if TYPE_CHECKING:
    from collections.abc import Sequence

_D_co = TypeVar("_D_co", covariant=True)
_D = TypeVar("_D")


class _Closable(Protocol):
    def close(self) -> Self: ...


class _Dealt(Protocol[_D_co]):
    @property
    def deals(self) -> Sequence[_D_co]: ...


_L = TypeVar("_L", bound=_Closable)


def maybe_closed(draw: st.DrawFn, ledger: _L, close: st.SearchStrategy[bool] | None) -> _L:
    """``ledger`` closed when ``close`` draws True (a coin when ``close`` is None)."""
    if draw(close if close is not None else st.booleans()):
        return ledger.close()
    return ledger


def one_deal(draw: st.DrawFn, ledgers: st.SearchStrategy[_Dealt[_D]]) -> _D:
    """One of the deals of a ledger drawn from ``ledgers``."""
    return draw(st.sampled_from(draw(ledgers).deals))
