"""Strategies for cardscore.cards and cardscore.bridge values."""

from __future__ import annotations

from hypothesis import strategies as st

from cardscore.bridge import Contract, DealScore, Doubling, Result, Strain, settle
from cardscore.cards import DECK, Card

__all__ = ["bridge_deal_scores", "bridge_results", "cards", "contracts"]


def cards() -> st.SearchStrategy[Card]:
    """Any of the 52 cards of :data:`cardscore.cards.DECK`."""
    return st.sampled_from(DECK)


def contracts(
    *,
    levels: st.SearchStrategy[int] | None = None,
    strains: st.SearchStrategy[Strain] | None = None,
    doublings: st.SearchStrategy[Doubling] | None = None,
) -> st.SearchStrategy[Contract]:
    """Any legal contract; narrow it with strategies for the level, strain or doubling."""
    if levels is None and strains is None and doublings is None:
        return _CONTRACTS
    return _contracts(levels, strains, doublings)


def _contracts(
    levels: st.SearchStrategy[int] | None,
    strains: st.SearchStrategy[Strain] | None,
    doublings: st.SearchStrategy[Doubling] | None,
) -> st.SearchStrategy[Contract]:
    return st.builds(
        Contract,
        levels if levels is not None else st.integers(1, 7),
        strains if strains is not None else st.sampled_from(Strain),
        doublings if doublings is not None else st.sampled_from(Doubling),
    )


def bridge_results(
    contract: st.SearchStrategy[Contract] | None = None,
) -> st.SearchStrategy[Result]:
    """A contract and a legal number of tricks for the declaring side (0..13)."""
    if contract is None:
        return _RESULTS
    return st.builds(Result, contract, st.integers(0, 13))


# Built once: a strategy made anew for every draw would be validated anew every time.
_CONTRACTS = _contracts(None, None, None)
_RESULTS = st.builds(Result, _CONTRACTS, st.integers(0, 13))


def _settled(result: Result, *, vulnerable: bool) -> DealScore:
    return settle(result.contract, result.tricks, vulnerable=vulnerable)


def bridge_deal_scores(
    results: st.SearchStrategy[Result] | None = None,
    *,
    vulnerable: st.SearchStrategy[bool] | None = None,
) -> st.SearchStrategy[DealScore]:
    """A deal scored by :func:`cardscore.bridge.settle` from a legal result.

    ``results`` narrows the contract and tricks (default :func:`bridge_results`),
    ``vulnerable`` the declaring side's vulnerability (default: either).
    """
    return st.builds(
        _settled,
        results if results is not None else bridge_results(),
        vulnerable=vulnerable if vulnerable is not None else st.booleans(),
    )
