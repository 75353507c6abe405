"""The one place Need a Fourth? makes its words: a table from item kind to label, and the rest.

Every word a player reads is a :class:`~cardscore._text.Text` written here (the reading's
"what is allowed" lists are the door's, :mod:`cardscore.needafourth._read`). A line of a
settlement is named by its kind (``Item.kind``): :data:`LABELS` gives each kind its words.
Nothing reads meaning back from these words: the data keeps the kinds and the numbers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final, TypeAlias

from cardscore._text import Text
from cardscore.bridge import Contract, Doubling
from cardscore.needafourth._rules import (
    CATEGORIES,
    LIAR,
    LIARS_PARTNER,
    Category,
)

if TYPE_CHECKING:
    from collections.abc import Callable, Mapping

# The categories in words: a Category's value stays the English data word (JSON, str()); a
# renderer says it with i18n.term(), from these msgids.
CATEGORY_WORDS: Final[Mapping[Category, Text]] = {
    Category.PARTSCORE: Text("partscore"),
    Category.GAME: Text("game"),
    Category.SMALL_SLAM: Text("small slam"),
    Category.GRAND_SLAM: Text("grand slam"),
}
# The parties a settlement names (``Item.who``), said by i18n.term() from these msgids.
PARTIES: Final = (Text("chooser"), Text("partner"), Text("both"))

# --- The lines' labels, by kind (N3-N5) ---------------------------------------------------

Label: TypeAlias = "Callable[[Contract, int, int, str | None], Text]"
"""A line's label from the contract, the count, the value of each, and whose line it is."""


def _made(contract: Contract, _count: int, _each: int, _whose: str | None) -> Text:
    # N2-N3: "game (4H)": the category and the bid, without its doubling.
    category = CATEGORY_WORDS[CATEGORIES[contract.strain][contract.level - 1]]
    bid = f"{contract.level}{contract.strain.value}"  # notation
    return Text("{category} ({bid})", category=category, bid=bid)


_BONUS_WORDS: Final = {
    Doubling.DOUBLED: (Text("doubled bonus"), Text("doubled partscore bonus")),
    Doubling.REDOUBLED: (Text("redoubled bonus"), Text("redoubled partscore bonus")),
}


def _bonus(contract: Contract, _count: int, _each: int, _whose: str | None) -> Text:
    return _BONUS_WORDS[contract.doubling][0]


def _partscore_bonus(contract: Contract, _count: int, _each: int, _whose: str | None) -> Text:
    return _BONUS_WORDS[contract.doubling][1]


# N3-N5: each a whole phrase by doubling, so that a language can say the doubling where it
# puts it; written here as the catalog's words, filled with the count and the value of each.
_OVERTRICKS: Final = {
    Doubling.UNDOUBLED: Text("overtricks ({count} × {each})"),
    Doubling.DOUBLED: Text("overtricks ({count} × {each}, doubled)"),
    Doubling.REDOUBLED: Text("overtricks ({count} × {each}, redoubled)"),
}
# Anyone's, the liar's and the liar's partner's undertricks (N4, N5).
_UNDERTRICKS: Final = {
    (Doubling.UNDOUBLED, None): Text("undertricks ({count} × {each})"),
    (Doubling.UNDOUBLED, LIAR): Text("undertricks, liar ({count} × {each})"),
    (Doubling.UNDOUBLED, LIARS_PARTNER): Text("undertricks, liar's partner ({count} × {each})"),
    (Doubling.DOUBLED, None): Text("undertricks ({count} × {each}, doubled)"),
    (Doubling.DOUBLED, LIAR): Text("undertricks, liar ({count} × {each}, doubled)"),
    (Doubling.DOUBLED, LIARS_PARTNER): Text(
        "undertricks, liar's partner ({count} × {each}, doubled)"
    ),
    (Doubling.REDOUBLED, None): Text("undertricks ({count} × {each}, redoubled)"),
    (Doubling.REDOUBLED, LIAR): Text("undertricks, liar ({count} × {each}, redoubled)"),
    (Doubling.REDOUBLED, LIARS_PARTNER): Text(
        "undertricks, liar's partner ({count} × {each}, redoubled)"
    ),
}


def _overtricks(contract: Contract, count: int, each: int, _whose: str | None) -> Text:
    return Text(_OVERTRICKS[contract.doubling].template, count=count, each=each)


def _undertricks(contract: Contract, count: int, each: int, whose: str | None) -> Text:
    return Text(_UNDERTRICKS[contract.doubling, whose].template, count=count, each=each)


#: The words of each kind of line: the contract, the count, each, whose line.
LABELS: Final[Mapping[str, Label]] = {
    **{category.kind: _made for category in Category},
    "doubling_bonus": _bonus,
    "doubled_part_score": _partscore_bonus,
    "overtricks": _overtricks,
    "undertricks": _undertricks,
}

# --- The requirements and the liars (N5) --------------------------------------------------

#: The seed's requirements in words: those of ``SEED_OPENINGS``, then of ``SEED_RAISES``.
SEED_WORDS: Final = (
    Text("one of a minor opening: 4+ cards in the suit and 10+ HCP"),
    Text("one of a major opening: 5+ cards in the suit and 10+ HCP"),
    Text("1NT opening: 15+ HCP"),
    Text("2NT opening: 20+ HCP"),
    Text("raise of one of a minor to two: 4+ cards in the suit and 5+ HCP"),
    Text("raise of one of a major to two: 5+ cards in the suit and 5+ HCP"),
    Text("raise of one of a minor to three: 4+ cards in the suit and 10+ HCP"),
    Text("raise of one of a major to three: 5+ cards in the suit and 10+ HCP"),
)


def breach(player: str, bid: Contract, position: int, requirement: str) -> Text:
    """``"Cat: 3S (calls[2]) broke ..."``: one broken requirement."""
    return Text(
        "{player}: {bid} (calls[{position}]) broke {requirement}",
        player=player,
        bid=str(bid),
        position=position,
        requirement=requirement,
    )


def broke(player: str, bid: Contract, requirement: str) -> Text:
    """``"Cat: 3S broke ..."``: a line of a bid check."""
    return Text(
        "{player}: {bid} broke {requirement}",
        player=player,
        bid=str(bid),
        requirement=requirement,
    )


def kept(player: str) -> Text:
    """``"Ann: no requirement broken"``: a line of a bid check."""
    return Text("{player}: no requirement broken", player=player)


# --- The session (N6) ---------------------------------------------------------------------

UNEVEN: Final = Text("a multiple of 3, so that everyone deals equally often")


def uneven_warning(deals: int) -> Text:
    """The warning for a session whose deals are not a whole number of rounds (N6)."""
    return Text("{field}: {value} is not {allowed}", field="deals", value=deals, allowed=UNEVEN)
