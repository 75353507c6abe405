"""The Chicago and rubber ledgers: the cost of one ``record``, and whether it stays flat.

``record`` must cost O(1) however long the ledger is (it shares the history through a
persistent chain and keeps running totals). The ratio cases time the same work at 1,000
and at 100,000 deals, per deal; the target is ≤ 1.3×.

A Chicago match has four counted deals and a rubber ends at two games, so "100,000 deals"
means many ledgers: 25,000 matches of four deals, or 20,000 rubbers of five deals, each
played to the end and then dropped, as a scorer going from table to table would. The
same again with every ledger kept alive is shown without a target: what grows there is
Python's memory and its cyclic garbage collector walking 100,000 deals' worth of live
objects, not ``record``. History length is measured apart, with the only deals the rules
let pile up without end: passed-out deals in Chicago (the same dealer deals again, nothing
counts) and defeated contracts in a rubber (no game is ever won). ``record`` then runs once
on a ledger with 1,000 or with 100,000 entries behind it.

The floor case is the Chicago arithmetic of one deal as bare ints and dict lookups with no
validation, items or ledger; ``record`` also parses, itemises and builds a new ledger, so
its ratio to the floor is shown, not targeted.
"""

from __future__ import annotations

from _harness import Case

from cardscore import chicago, rubber
from cardscore.bridge import Result

FLOOR = "floor: one Chicago deal as bare arithmetic"

# One match: a part score, a game completing it, a penalty, a fourth-deal part score.
MATCH = (
    (Result.parse("2S="), "N"),
    (Result.parse("2H+1"), "S"),
    (Result.parse("4SX-1"), "E"),
    (Result.parse("1NT="), "W"),
)
# One rubber, won 2-1 in five deals.
RUBBER = (
    (Result.parse("4S="), "NS"),
    (Result.parse("2H="), "EW"),
    (Result.parse("3NT+1"), "EW"),
    (Result.parse("5DX-2"), "NS"),
    (Result.parse("6S="), "NS"),
)

_TRICK = {"S": 30, "H": 30, "D": 20, "C": 20}
_GAME = {False: 300, True: 500}


def _floor() -> int:
    # 2S= by N on deal 1 after a 60 part score: trick score, game check, bonus, totals.
    partscore = 60
    below = _TRICK["S"] * 2
    total = below
    partscore += below
    if partscore >= 100:
        total += _GAME[False]
        partscore = 0
    return total


def _matches(count: int, *, keep: bool = False) -> list[chicago.Match]:
    kept = []
    for _ in range(count):
        match = chicago.Match()
        for result, seat in MATCH:
            match = match.record(result, declarer=seat)
        if keep:
            kept.append(match)
    return kept


def _rubbers(count: int, *, keep: bool = False) -> list[rubber.Rubber]:
    kept = []
    for _ in range(count):
        ledger = rubber.Rubber()
        for result, side in RUBBER:
            ledger = ledger.record(result, declarer=side)
        if keep:
            kept.append(ledger)
    return kept


def _passed_out(count: int) -> chicago.Match:
    match = chicago.Match()
    for _ in range(count):
        match = match.pass_out()
    return match


def _defeated(count: int) -> rubber.Rubber:
    ledger = rubber.Rubber()
    down = Result.parse("1C-1")
    for index in range(count):
        ledger = ledger.record(down, declarer="NS" if index % 2 else "EW")
    return ledger


def cases() -> list[Case]:
    """The ledger benchmarks."""
    fresh = chicago.Match()
    result = Result.parse("2S=")
    short_match, long_match = _passed_out(1_000), _passed_out(100_000)
    short_rubber, long_rubber = _defeated(1_000), _defeated(100_000)
    return [
        Case(FLOOR, _floor),
        Case(
            "chicago: record one deal on a fresh match",
            lambda: fresh.record(result, declarer="N"),
            floor=FLOOR,
        ),
        Case(
            "chicago: record('2S=') from a string",
            lambda: fresh.record("2S=", declarer="N"),
            floor=FLOOR,
        ),
        Case("chicago: 1,000 deals (250 matches)", lambda: _matches(250), per=1_000),
        Case(
            "chicago: 100,000 deals (25,000 matches)",
            lambda: _matches(25_000),
            per=100_000,
            floor="chicago: 1,000 deals (250 matches)",
            target=1.3,
        ),
        Case(
            "chicago: 100,000 deals, all 25,000 matches kept",
            lambda: _matches(25_000, keep=True),
            per=100_000,
            floor="chicago: 1,000 deals (250 matches)",
            note="memory and GC, see the module's note",
        ),
        Case(
            "chicago: record after 1,000 passed-out deals",
            lambda: short_match.record(result, declarer="N"),
        ),
        Case(
            "chicago: record after 100,000 passed-out deals",
            lambda: long_match.record(result, declarer="N"),
            floor="chicago: record after 1,000 passed-out deals",
            target=1.3,
        ),
        Case("rubber: 1,000 deals (200 rubbers)", lambda: _rubbers(200), per=1_000),
        Case(
            "rubber: 100,000 deals (20,000 rubbers)",
            lambda: _rubbers(20_000),
            per=100_000,
            floor="rubber: 1,000 deals (200 rubbers)",
            target=1.3,
        ),
        Case(
            "rubber: 100,000 deals, all 20,000 rubbers kept",
            lambda: _rubbers(20_000, keep=True),
            per=100_000,
            floor="rubber: 1,000 deals (200 rubbers)",
            note="memory and GC, see the module's note",
        ),
        Case(
            "rubber: record after 1,000 defeated contracts",
            lambda: short_rubber.record(result, declarer="NS"),
        ),
        Case(
            "rubber: record after 100,000 defeated contracts",
            lambda: long_rubber.record(result, declarer="NS"),
            floor="rubber: record after 1,000 defeated contracts",
            target=1.3,
        ),
    ]
