"""needafourth.settle against bare arithmetic, and Session.record at 1,000 vs 100,000 deals.

``settle`` keeps every settlement it computed (there are at most 11,760 of them), so its
timing in a loop is a cache hit. The "uncached" cases time the computation behind the
cache (``_settle``: the N3-N5 arithmetic and the itemised Settlement) and a whole call that
misses the cache (cleared on each call), so the Performance page can show both.
"""

from __future__ import annotations

from _harness import Case

from cardscore import needafourth
from cardscore.bridge import Contract

# The same formula as settle (N2-N5) as bare arithmetic on ints: no validation, no items.
_VALUE = {1: 100, 2: 100, 3: 100, 4: 500, 5: 500, 6: 1200, 7: 2000}
_BONUS = ((0, 0), (300, 200), (600, 400))
_OVER = (50, 100, 100)
_UNDER = ((100, 100), (250, 150), (500, 300))
_LIAR = (150, 350, 600)


def _floor(level: int, game_level: int, doubling: int, tricks: int, liar: int) -> tuple[int, int]:
    need = 6 + level
    if tricks >= need:
        value = 100 if level < game_level else _VALUE[level] if level >= 6 else 500
        chooser_bonus, partner_bonus = _BONUS[doubling]
        extra = 300 if doubling and value == 100 else 0
        over = (tricks - need) * _OVER[doubling]
        return value + chooser_bonus + extra + over, value + partner_bonus + extra + over
    down = need - tricks
    chooser_each, partner_each = _UNDER[doubling]
    if liar == 1:
        return -down * _LIAR[doubling], -down * partner_each
    return -down * chooser_each, -down * partner_each


def _record(session: needafourth.Session, count: int) -> needafourth.Session:
    for _ in range(count):
        session = session.record("4HX", 9, chooser="Ann", partner="Bob", liars=("Ann",))
    return session


def _miss(contract: Contract) -> needafourth.Settlement:
    needafourth._SETTLED.clear()  # noqa: SLF001 - a miss on purpose
    return needafourth.settle(contract, 9, liar="chooser")


def cases() -> list[Case]:
    """The Need a Fourth? benchmarks."""
    contract = Contract.parse("4HX")
    two_spades = Contract.parse("2SX")
    players = ("Ann", "Bob", "Cat")
    small = _record(needafourth.Session(players), 1_000)
    large = _record(needafourth.Session(players), 100_000)
    floor = "floor: the formula as bare arithmetic"
    made = "floor: the same, 2SX made +2"
    return [
        Case(floor, lambda: _floor(4, 4, 1, 9, 1)),
        Case(
            "needafourth.settle(Contract, liar)",
            lambda: needafourth.settle(contract, 9, liar="chooser"),
            floor=floor,
            target=4.0,
        ),
        Case(
            "needafourth.settle('4HX', liar)",
            lambda: needafourth.settle("4HX", 9, liar="chooser"),
            floor=floor,
        ),
        Case(
            "needafourth._settle(Contract, liar): uncached",
            lambda: needafourth._settle(contract, 9, "chooser", 100),  # noqa: SLF001
            floor=floor,
            target=4.0,
            note="4HX-1: 2 items",
        ),
        Case(
            "needafourth.Settlement(...) alone: building the result",
            lambda: needafourth.Settlement(contract, 9, "chooser", -350, -150, 100),
            floor=floor,
            note="no arithmetic, no checks: what a frozen attrs class of 6 fields costs",
        ),
        Case(
            "needafourth.settle(Contract, liar): cache cleared",
            lambda: _miss(contract),
            floor=floor,
        ),
        Case(made, lambda: _floor(2, 4, 1, 10, 0)),
        Case(
            "needafourth._settle(Contract) made +2: uncached",
            lambda: needafourth._settle(two_spades, 10, None, 100),  # noqa: SLF001
            floor=made,
            target=4.0,
            note="2SX+2: 8 items",
        ),
        Case(
            "Session.record, per deal, onto 1,000 deals",
            lambda: _record(small, 1_000),
            per=1_000,
        ),
        Case(
            "Session.record, per deal, onto 100,000 deals",
            lambda: _record(large, 1_000),
            floor="Session.record, per deal, onto 1,000 deals",
            target=1.3,
            per=1_000,
        ),
    ]
