"""bridge.score against the floor (a precomputed dict) and against peers, if installed.

Peers (``pip install -e '.[bench]'``): endplay's ``Contract(...).score(vul)`` and
bridgebots' ``calculate_score``. A peer that is not installed is skipped, and the table
says so.
"""

from __future__ import annotations

import importlib.util

from _harness import Case

from cardscore import bridge

FLOOR = "floor: dict lookup of a precomputed table"


def _peers() -> list[Case]:
    cases: list[Case] = []
    if importlib.util.find_spec("endplay") is not None:
        from endplay.types import Contract, Denom, Penalty, Player, Vul

        def endplay_score() -> int:
            contract = Contract(
                level=4,
                denom=Denom.spades,
                declarer=Player.north,
                penalty=Penalty.doubled,
                result=0,
            )
            return int(contract.score(Vul.both))

        prebuilt = Contract("4SNx=")
        cases += [
            Case("endplay Contract(...).score(vul)", endplay_score, floor=FLOOR),
            Case(
                "endplay prebuilt contract .score(vul)",
                lambda: prebuilt.score(Vul.both),
                floor=FLOOR,
            ),
        ]
    else:
        cases.append(Case("endplay: not installed, skipped"))
    if importlib.util.find_spec("bridgebots") is not None:
        from bridgebots import calculate_score  # type: ignore[import-untyped]
        from bridgebots.deal_enums import BiddingSuit  # type: ignore[import-untyped]

        cases.append(
            Case(
                "bridgebots calculate_score",
                lambda: calculate_score(4, BiddingSuit.SPADES, 1, 10, True),
                floor=FLOOR,
            )
        )
    else:
        cases.append(Case("bridgebots: not installed, skipped"))
    return cases


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
        Case(FLOOR, lambda: table[key]),
        Case(
            "bridge.score(Contract)",
            lambda: bridge.score(contract, 10, vulnerable=True),
            floor=FLOOR,
            target=3.0,
        ),
        Case(
            "bridge.score('4SX')",
            lambda: bridge.score("4SX", 10, vulnerable=True),
            floor=FLOOR,
            target=8.0,
        ),
        Case(
            "bridge.settle(Contract) (itemised)",
            lambda: bridge.settle(contract, 10, vulnerable=True),
            floor=FLOOR,
        ),
        *_peers(),
    ]
