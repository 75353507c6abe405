"""Par against DDS itself, through endplay (its C ``DealerParBin``), when endplay is there.

endplay is in the ``bench`` extra, not the test one: without it this file is skipped. With
it, North-South's par score on random tables, every vulnerability and dealer, is DDS's.
(Only scores are compared: endplay's text of the contracts is its own rendering.)
"""

from __future__ import annotations

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
