"""bridge.score against the floor (a precomputed dict) and against peers, if installed."""

from __future__ import annotations

from _harness import Case

from cardscore import bridge


def cases() -> list[Case]:
    """The bridge benchmarks."""
    contract = bridge.Contract.parse("4SX")
    table = {
        (str(c), tricks, vul): bridge.score(c, tricks, vulnerable=vul)
        for c in (
            bridge.Contract(level, strain, doubling)
            for level in range(1, 8)
            for strain in bridge.Strain
            for doubling in bridge.Doubling
        )
        for tricks in range(14)
        for vul in (False, True)
    }
    key = ("4SX", 10, True)
    return [
        Case("floor: dict lookup of a precomputed table", lambda: table[key]),
        Case(
            "bridge.score(Contract)",
            lambda: bridge.score(contract, 10, vulnerable=True),
            floor="floor: dict lookup of a precomputed table",
            target=3.0,
        ),
        Case(
            "bridge.score('4SX')",
            lambda: bridge.score("4SX", 10, vulnerable=True),
            floor="floor: dict lookup of a precomputed table",
            target=8.0,
        ),
        Case(
            "bridge.settle(Contract)",
            lambda: bridge.settle(contract, 10, vulnerable=True),
            floor="floor: dict lookup of a precomputed table",
        ),
    ]
