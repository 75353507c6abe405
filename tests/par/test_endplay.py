"""Par against DDS itself, through endplay (its C ``DealerParBin``), when endplay is there.

endplay is in the ``bench`` extra, not the test one: without it this file is skipped. With
it, North-South's par score on random tables, every vulnerability and dealer, is DDS's.
The scores are compared through endplay's own ``par()``; the contracts through DDS's text
functions (``DealerPar``, ``Par``) that endplay exposes. One difference is known: this DDS
writes a sacrifice by one named player in the declarers' own strain without its ``*``
(``7D-E-1``), where DDS's source (and its ``DealerParBin``, which reads the ``*`` to tell a
sacrifice) writes ``7D*-E-1``, as cardscore does.
"""

from __future__ import annotations

import ctypes

import pytest

from cardscore import par

endplay = pytest.importorskip("endplay")
np = pytest.importorskip("numpy")

from endplay import _dds  # noqa: E402
from endplay.dds import par as endplay_par  # noqa: E402
from endplay.dds.ddtable import DDTable  # noqa: E402
from endplay.types import Player, Vul  # noqa: E402

# endplay's Vul order is DDS's: none, both, North-South, East-West.
VULNERABLE = ("none", "both", "ns", "ew")


def _endplay_score(rows: list[list[int]], vulnerable: int, dealer: int) -> int:
    data = _dds.ddTableResults()
    for strain in range(5):
        for hand in range(4):
            data.resTable[strain][hand] = rows[strain][hand]
    return int(endplay_par(DDTable(data), Vul(vulnerable), Player(dealer)).score)


def test_scores_are_ddss_on_random_tables() -> None:
    rng = np.random.default_rng(4040)
    count = 5_000
    uniform = rng.integers(0, 14, size=(count, 5, 4))
    north = rng.integers(0, 14, size=(count, 5, 1))
    dealt = np.clip(
        np.concatenate([north, 13 - north, north, 13 - north], axis=2)
        + rng.integers(-1, 2, size=(count, 5, 4)),
        0,
        13,
    )
    tables = np.concatenate([uniform, dealt])
    vulnerable = rng.integers(0, 4, size=2 * count)
    dealer = rng.integers(0, 4, size=2 * count)
    ours = par.scores(
        tables,
        vulnerable=np.array(VULNERABLE)[vulnerable],
        dealer=np.array(list("NESW"))[dealer],
    ).tolist()
    theirs = [
        _endplay_score(tables[row].tolist(), int(vulnerable[row]), int(dealer[row]))
        for row in range(2 * count)
    ]
    assert ours == theirs


def _ddstable(rows: list[list[int]]) -> object:
    data = _dds.ddTableResults()
    for strain in range(5):
        for hand in range(4):
            data.resTable[strain][hand] = rows[strain][hand]
    return data


def _in_par_notation(contract: par.ParContract) -> str:
    levels = "".join(str(level) for level in range(contract.level, contract.tricks - 5))
    if contract.doubled:
        levels = str(contract.level)
    strain = "N" if str(contract.strain) == "NT" else str(contract.strain)
    return f"{contract.declarers} {levels}{strain}{'x' if contract.doubled else ''}"


def test_contracts_are_ddss_text_on_random_tables() -> None:
    rng = np.random.default_rng(4041)
    for _ in range(2_000):
        rows = rng.integers(0, 14, size=(5, 4)).tolist()
        vulnerable, dealer = int(rng.integers(0, 4)), int(rng.integers(0, 4))
        data = _ddstable(rows)
        dealer_par = _dds.parResultsDealer()
        _dds.DealerPar(data, dealer_par, dealer, vulnerable)
        theirs = sorted(
            bytes(dealer_par.contracts[index]).split(b"\0")[0].decode().replace("*", "")
            for index in range(dealer_par.number)
        )
        result = par.par(
            par.Table.from_dds(rows), vulnerable=VULNERABLE[vulnerable], dealer="NESW"[dealer]
        )
        ours = sorted(str(contract).replace("*", "") for contract in result.contracts)
        assert (result.score, ours or ["pass"]) == (dealer_par.score, theirs)
        # Par(): endplay declares its struct with the dimensions swapped: read the memory.
        sides = _dds.parResults()
        _dds.Par(data, sides, vulnerable)
        raw = ctypes.string_at(ctypes.addressof(sides), ctypes.sizeof(sides))
        scores = [raw[16 * view : 16 * view + 16].split(b"\0")[0].decode() for view in (0, 1)]
        texts = [
            raw[32 + 128 * view : 160 + 128 * view].split(b"\0")[0].decode() for view in (0, 1)
        ]
        ns_first, ew_first = result.sides()
        assert scores == [f"NS {ns_first.score}", f"EW {-ew_first.score}"]
        for view, text in zip((ns_first, ew_first), texts, strict=True):
            listed = sorted(_in_par_notation(contract) for contract in view.contracts)
            assert listed == sorted(filter(None, text.partition(":")[2].split(",")))
