"""Strategies for cardscore.par: double-dummy tables, par results and par contracts."""

from __future__ import annotations

from hypothesis import strategies as st

from cardscore.par import Par, ParContract, Table, par

__all__ = ["par_contracts", "par_tables", "pars"]

_VULNERABLE = ("none", "ns", "ew", "both")
_SEATS = ("N", "E", "S", "W")


@st.composite
def _dealt(draw: st.DrawFn) -> list[list[int]]:
    # Shaped like a deal's table: a side's tricks and the other side's add up to about 13.
    rows = []
    for _ in range(5):
        north = draw(st.integers(0, 13))
        south = min(13, max(0, north + draw(st.integers(-1, 1))))
        east = min(13, max(0, 13 - north + draw(st.integers(-1, 1))))
        west = min(13, max(0, 13 - south + draw(st.integers(-1, 1))))
        rows.append([north, east, south, west])
    return rows


_ANY_ROWS = st.lists(st.lists(st.integers(0, 13), min_size=4, max_size=4), min_size=5, max_size=5)


def par_tables() -> st.SearchStrategy[Table]:
    """Any double-dummy table: every count 0..13, or shaped like a real deal's."""
    return st.one_of(_dealt(), _ANY_ROWS).map(Table.from_dds)


def pars() -> st.SearchStrategy[Par]:
    """The par of any table, any vulnerability and dealer."""
    return st.builds(
        lambda table, vulnerable, dealer: par(table, vulnerable=vulnerable, dealer=dealer),
        par_tables(),
        st.sampled_from(_VULNERABLE),
        st.sampled_from(_SEATS),
    )


def par_contracts() -> st.SearchStrategy[ParContract]:
    """A par contract of some table (each a legal DDS par contract)."""
    return (
        pars()
        .filter(lambda result: bool(result.contracts))
        .flatmap(lambda result: st.sampled_from(result.contracts))
    )
