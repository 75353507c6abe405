"""The one place Chicago makes its words: its own items' labels by kind, and its values' text.

A deal's items are bridge's (:func:`cardscore.bridge.settle`'s, each with its kind) and
Chicago's own two, made here: the game bonus paid at once (``game_bonus``) and the part
score on the fourth deal (``part_score``) (B6). The reading's "what is allowed" lists are
the door's (:mod:`cardscore.chicago._read`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from cardscore._text import Text
from cardscore.chicago._rules import FOURTH_DEAL_PARTSCORE, GAME_BONUS, SIDES
from cardscore.items import Item

if TYPE_CHECKING:
    from cardscore.bridge import Result

#: Vulnerability as the items say it, by ``vulnerable``.
VULNERABILITY: Final = (Text("not vulnerable"), Text("vulnerable"))

#: The labels of Chicago's own items, by kind (B6).
LABELS: Final = {
    "game_bonus": tuple(
        Text("game bonus ({vulnerability})", vulnerability=vul) for vul in VULNERABILITY
    ),
    "part_score": (Text("part score on the fourth deal"),) * 2,
}

# The items, made once: by (side, vulnerable), and by side.
GAME_BONUS_ITEMS: Final = {
    (side, vul): Item(LABELS["game_bonus"][vul], side, GAME_BONUS[vul], "game_bonus")
    for side in SIDES
    for vul in (False, True)
}
FOURTH_DEAL_ITEMS: Final = {
    side: Item(LABELS["part_score"][False], side, FOURTH_DEAL_PARTSCORE, "part_score")
    for side in SIDES
}


def deal_text(
    number: int | None, dealer: str, declarer: str | None, result: Result | None
) -> Text:
    """``"deal 2: E 4SX-1"``, or ``"N dealt, passed out"``."""
    if result is None:
        return Text("{dealer} dealt, passed out", dealer=dealer)
    return Text(
        "deal {number}: {declarer} {result}",
        number=number,
        declarer=declarer,
        result=str(result),
    )


def seating_text(seats: dict[str, str], sitting_out: tuple[str, ...]) -> Text:
    """``"N Bob, S Cid v E Dan, W Eve; sitting out: Ann"``."""
    return Text(
        "N {north}, S {south} v E {east}, W {west}; sitting out: {out}",
        north=seats["N"],
        south=seats["S"],
        east=seats["E"],
        west=seats["W"],
        out=", ".join(sitting_out),  # names
    )


def evening_deal_text(
    chukker: int, number: int | None, dealer: str, declarer: str | None, result: Result | None
) -> Text:
    """``"chukker 1, deal 2: Cid 4S="``, or ``"chukker 1: Bob dealt, passed out"``."""
    if declarer is None:
        return Text(
            "chukker {chukker}: {dealer} dealt, passed out", chukker=chukker, dealer=dealer
        )
    return Text(
        "chukker {chukker}, deal {number}: {declarer} {result}",
        chukker=chukker,
        number=number,
        declarer=declarer,
        result=str(result),
    )
