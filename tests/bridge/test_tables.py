"""Bridge's tables are built once, when the module loads (B2–B4): build them again here.

Mutation testing (docs/development.md) can only see code that runs during a test, and
``cardscore.bridge`` makes its trick-score, overtrick and undertrick items at import. These
tests call the builders themselves and check what they make against the Laws' tables
(bridge.md B2 trick score, B3 overtricks, B4 undertricks), worked by hand, in the wording
the docs show a player (docs/bridge.md, README.md).
"""

from __future__ import annotations

import pytest

from cardscore import bridge
from cardscore.bridge import Doubling, Strain
from cardscore.items import Item


@pytest.mark.parametrize(
    ("level", "strain", "doubling", "how"),
    [
        # B2: NT 40 for the first trick, 30 for each after; C/D 20, H/S 30; X ×2, XX ×4.
        (1, Strain.NOTRUMP, Doubling.UNDOUBLED, "40"),
        (3, Strain.NOTRUMP, Doubling.UNDOUBLED, "40 + 2 × 30"),
        (2, Strain.NOTRUMP, Doubling.REDOUBLED, "40 + 1 × 30, redoubled × 4"),
        (4, Strain.SPADES, Doubling.DOUBLED, "4 × 30, doubled × 2"),
        (1, Strain.CLUBS, Doubling.UNDOUBLED, "1 × 20"),
    ],
)
def test_b2_the_trick_score_says_how_it_is_counted(
    level: int, strain: Strain, doubling: Doubling, how: str
) -> None:
    assert bridge._how(level, strain, doubling) == how


def test_b3_doubled_overtricks_one_to_six() -> None:
    # B3: each doubled overtrick is 100 not vulnerable; 1 to 6 of them (7 levels, book 6).
    items = bridge._overtrick_items("doubled", 100, "not vulnerable")
    assert items == tuple(
        Item(f"overtricks ({over} × 100, doubled, not vulnerable)", "declarer", 100 * over)
        for over in (1, 2, 3, 4, 5, 6)
    )


def test_b4_redoubled_vulnerable_undertricks_item_by_item() -> None:
    # B4, vulnerable redoubled: 400 for the 1st, 600 for the 2nd and 3rd, 600 each after.
    downs = bridge._undertrick_items("redoubled", (400, 600, 600), "vulnerable")
    one = Item("1st undertrick (redoubled, vulnerable)", "defenders", 400)
    assert len(downs) == 14  # 0 to 13 tricks down
    assert downs[0] == ()
    assert downs[1] == (one,)
    assert downs[2] == (one, Item("2nd undertrick (1 × 600)", "defenders", 600))
    third = Item("2nd and 3rd undertricks (2 × 600)", "defenders", 1200)
    assert downs[3] == (one, third)
    assert downs[4] == (one, third, Item("4th undertrick (1 × 600)", "defenders", 600))
    assert downs[5] == (one, third, Item("4th to 5th undertricks (2 × 600)", "defenders", 1200))
    assert downs[13] == (
        one,
        third,
        Item("4th to 13th undertricks (10 × 600)", "defenders", 6000),
    )


@pytest.mark.parametrize(
    ("row", "penalties"),
    [
        # B4: "3 down nv doubled = 500, 4 down nv doubled = 800, 3 down vul doubled = 800".
        ((100, 200, 300), (0, 100, 300, 500, 800, 1100)),
        ((200, 300, 300), (0, 200, 500, 800, 1100, 1400)),
        ((50, 50, 50), (0, 50, 100, 150, 200, 250)),
        ((400, 600, 600), (0, 400, 1000, 1600, 2200, 2800)),
    ],
)
def test_b4_penalties_added_up_by_tricks_down(
    row: tuple[int, int, int], penalties: tuple[int, ...]
) -> None:
    added = bridge._added_up(row)
    assert len(added) == 14
    assert added[:6] == penalties
    # 13 down: the 1st, the 2nd and 3rd, then ten more at the 4th-and-after rate.
    assert added[13] == row[0] + 2 * row[1] + 10 * row[2]
