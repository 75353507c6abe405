"""tarot.settle against the bare formula, and Session.record at 1,000 and 100,000 deals."""

from __future__ import annotations

import gc
from typing import TYPE_CHECKING

from _harness import Case

from cardscore import tarot

if TYPE_CHECKING:
    from collections.abc import Callable

_TARGETS = (56, 51, 41, 36)
_MULTIPLIERS = {"prise": 1, "garde": 2, "garde sans": 4, "garde contre": 6}


def _floor(multiplier: int, bouts: int, halves: int) -> tuple[int, int]:
    # The same formula as settle (T4, T5, four players), bare: no validation, no result object.
    difference = halves - 2 * _TARGETS[bouts]
    unit = (25 + (abs(difference) + 1) // 2) * multiplier
    if difference < 0:
        unit = -unit
    return 3 * unit, -unit


def _session(deals: int) -> tarot.Session:
    session = tarot.Session(players=("Ann", "Bob", "Cid", "Dan"))
    for number in range(deals):
        session = session.record(
            tarot.Contract.GARDE, taker=session.players[number % 4], bouts=2, points=45
        )
    return session


def _without_gc(deals: int) -> Callable[[], object]:
    # Timed as ``timeit`` times: the cyclic garbage collector off while the deals are
    # recorded, so a collection that happens to fall in one size's rounds (they scan every
    # live object, and 100,000 sessions are alive at the end) is not charged to ``record``.
    # The first call (the harness's calibration, not timed) collects what earlier cases
    # left, so each size starts from the same heap.
    first = [True]

    def call() -> object:
        if first:
            first.clear()
            gc.collect()
        enabled = gc.isenabled()
        gc.disable()
        try:
            return _session(deals)
        finally:
            if enabled:
                gc.enable()

    return call


def cases() -> list[Case]:
    """The tarot benchmarks."""
    garde = tarot.Contract.GARDE
    multiplier = _MULTIPLIERS["garde"]
    return [
        Case("floor: the formula as bare arithmetic", lambda: _floor(multiplier, 2, 90)),
        Case(
            "tarot.settle(Contract, bouts=2, points=45)",
            lambda: tarot.settle(garde, bouts=2, points=45),
            floor="floor: the formula as bare arithmetic",
            target=4.0,
            note="a cache hit: plain deals are settled once, then shared (immutable)",
        ),
        Case(
            "tarot.settle, uncached: what a first plain deal costs",
            lambda: tarot._settle(  # noqa: SLF001 - the computation behind the cache
                garde,
                2,
                45,
                players=4,
                alone=False,
                petit_au_bout=None,
                poignees=(),
                chelem=None,
            ),
            floor="floor: the formula as bare arithmetic",
            target=4.0,
            note="validation, the checks of T1/T4 and the Settlement, every time",
        ),
        Case(
            "tarot.Settlement(...) alone: building the result",
            lambda: tarot.Settlement(garde, 2, 90, 4, True, None, (), None, 58),
            floor="floor: the formula as bare arithmetic",
            note="no arithmetic, no checks: what a frozen attrs class of 9 fields costs",
        ),
        Case(
            "tarot.settle(..., petit_au_bout=Side.TAKER)",
            lambda: tarot.settle(garde, bouts=2, points=45, petit_au_bout=tarot.Side.TAKER),
            floor="floor: the formula as bare arithmetic",
            note="computed every time",
        ),
        Case(
            "tarot.settle('garde', points='40.5', petit, poignée)",
            lambda: tarot.settle(
                "garde", bouts=2, points="40.5", petit_au_bout="taker", poignees=("simple",)
            ),
            floor="floor: the formula as bare arithmetic",
            note="parsing every argument",
        ),
        Case("Session.record: 1,000 deals, per deal", _without_gc(1_000), per=1_000),
        Case(
            "Session.record: 100,000 deals, per deal",
            _without_gc(100_000),
            per=100_000,
            floor="Session.record: 1,000 deals, per deal",
            target=1.3,
            note="gc.collect() first, then timed with the cyclic GC off, as timeit does",
        ),
        Case(
            "Session.record: 100,000 deals, per deal, GC on",
            lambda: _session(100_000),
            per=100_000,
            floor="Session.record: 1,000 deals, per deal",
            note="as an application runs: the collector's full passes included",
        ),
    ]
