"""Strategies for cardscore.bridge values."""

from __future__ import annotations

from hypothesis import strategies as st

from cardscore.bridge import Contract, Doubling, Result, Strain

__all__ = ["bridge_results", "contracts"]


def contracts(
    *,
    levels: st.SearchStrategy[int] | None = None,
    strains: st.SearchStrategy[Strain] | None = None,
    doublings: st.SearchStrategy[Doubling] | None = None,
) -> st.SearchStrategy[Contract]:
    """Any legal contract; narrow it with strategies for the level, strain or doubling."""
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
    return st.builds(Result, contract if contract is not None else contracts(), st.integers(0, 13))
