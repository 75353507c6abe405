"""Need a Fourth?'s rules as data and pure functions, in the order of the rules (N1–N6).

No text, no errors, no caches: what need-a-fourth.md says, as numbers and tables. Reading
a value is the door's job (:mod:`cardscore.needafourth._read`), a line's words are
:mod:`cardscore.needafourth._words`'; the settlement's lines are made from these tables
once, by :mod:`cardscore.needafourth._results`.
"""

from __future__ import annotations

import enum
import types
from typing import TYPE_CHECKING, Final, Self, TypeAlias

from cardscore.bridge import BOOK, Contract, Doubling, Strain

if TYPE_CHECKING:
    from collections.abc import Mapping

# --- N1. Roles and the deal ---------------------------------------------------------------

PLAYERS: Final = 3
"""Three players; the dealer rotates, so a whole round is three deals (N1, N6)."""
HAND: Final = 14
"""The cards each player holds during the auction (N1, N5)."""
SUIT_ORDER: Final = 5
"""The strains of a level, C < D < H < S < NT: a bid's rank is level × 5 + its strain's."""


class Pass(enum.Enum):
    """A pass in the auction; :data:`PASS` is its only value."""

    PASS = "pass"

    def __str__(self) -> str:
        return self.value


PASS: Final = Pass.PASS
"""The pass call."""

Call: TypeAlias = Contract | Pass
"""A call of the auction: a bid (an undoubled contract) or :data:`PASS`."""

# N1: at most 2 passes before the first bid, 1 between two bids (a second ends the
# auction) and 2 after the last: 2 + 35 + 34 + 2 = 73 calls in the longest auction.
MAX_CALLS: Final = 73
"""The most calls an auction can have (N1): longer input is refused before parsing."""


def bid_order(contract: Contract) -> int:
    """A bid's rank: higher level, or the same level and a higher strain, is higher (N1)."""
    return contract.level * SUIT_ORDER + contract.strain.order


def passes_to_end(*, bid: bool) -> int:
    """The passes in a row that end the auction: two after a bid, three without one (N1)."""
    return 2 if bid else 3


# --- N2. Contract categories --------------------------------------------------------------


class Category(enum.Enum):
    """A contract's category, by the contract bid (N2), with what making it scores (N3).

    >>> Category.GAME.points, str(Category.SMALL_SLAM)
    (500, 'small slam')
    """

    # N3: a made contract scores its category, the same for chooser and partner; the
    # values replace each other (a slam is 1200, not 500 + 1200).
    PARTSCORE = ("partscore", 100, "part_score")
    GAME = ("game", 500, "game")
    SMALL_SLAM = ("small slam", 1200, "small_slam")
    GRAND_SLAM = ("grand slam", 2000, "grand_slam")

    _value_: str
    points: int
    kind: str
    """The kind of its made line (``Item.kind``): a word no language changes."""

    def __new__(cls, name: str, points: int, kind: str) -> Self:
        """A member named ``name`` (its value) whose made contracts score ``points``."""
        member = object.__new__(cls)
        member._value_ = name
        member.points = points
        member.kind = kind
        return member

    def __str__(self) -> str:
        return self._value_


# N2: the lowest game level per strain (3NT, 4H/4S, 5C/5D); 4NT and 5NT are games too.
GAME_LEVEL: Mapping[Strain, int] = types.MappingProxyType(
    {
        Strain.CLUBS: 5,
        Strain.DIAMONDS: 5,
        Strain.HEARTS: 4,
        Strain.SPADES: 4,
        Strain.NOTRUMP: 3,
    }
)
# N2: level 6 is a small slam, level 7 a grand slam, whatever the strain.
SLAM_LEVEL: Final = {6: Category.SMALL_SLAM, 7: Category.GRAND_SLAM}
LEVELS: Final = range(1, 8)


def category_of(strain: Strain, level: int) -> Category:
    """The category of a bid by its strain and level (N2): doubling makes no game here."""
    slam = SLAM_LEVEL.get(level)
    if slam is not None:
        return slam
    return Category.GAME if level >= GAME_LEVEL[strain] else Category.PARTSCORE


# N2: each bid's category, by strain and level (index level - 1).
CATEGORIES: Mapping[Strain, tuple[Category, ...]] = types.MappingProxyType(
    {strain: tuple(category_of(strain, level) for level in LEVELS) for strain in Strain}
)

# --- N3. Made contract --------------------------------------------------------------------

CATEGORY_VALUES: Mapping[Category, int] = types.MappingProxyType(
    {kind: kind.points for kind in Category}
)
"""N3: what a made contract scores per category, for chooser and partner alike."""
# N3: the doubled or (instead, never both) redoubled bonus: (chooser, partner).
DOUBLING_BONUS: Final = {Doubling.DOUBLED: (300, 200), Doubling.REDOUBLED: (600, 400)}
DOUBLED_PARTSCORE_BONUS: Final = 300
"""N3: chooser and partner each, for a doubled **or redoubled** partscore made."""
# N3: each overtrick, chooser and partner alike; a redoubled one is Rules.redoubled_overtrick.
OVERTRICK: Final = {Doubling.UNDOUBLED: 50, Doubling.DOUBLED: 100}
#: The options for a redoubled overtrick: the seed's reading (100) or bridge's (200).
REDOUBLED_OVERTRICKS: Final = (100, 200)
#: The tricks of a deal: chooser and partner take 0 to 13 of them.
TRICKS: Final = 13
#: The most overtricks: a one-level contract making all 13 tricks.
MOST_OVERTRICKS: Final = TRICKS - BOOK - 1


def made(contract: Contract, tricks: int) -> bool:
    """True when chooser and partner took at least 6 + level tricks (N3)."""
    return tricks >= BOOK + contract.level


def made_lines(doubling: Doubling, category: Category) -> tuple[tuple[str, int, int], ...]:
    """A contract made exactly: its lines, each (kind, chooser's, partner's) (N3).

    The category's points, then the doubled or redoubled bonus, then (a partscore only)
    the doubled partscore bonus on top.
    """
    lines = [(category.kind, category.points, category.points)]
    bonus = DOUBLING_BONUS.get(doubling)
    if bonus is not None:
        lines.append(("doubling_bonus", *bonus))
        if category is Category.PARTSCORE:
            each = DOUBLED_PARTSCORE_BONUS
            lines.append(("doubled_part_score", each, each))
    return tuple(lines)


def overtrick_value(doubling: Doubling, redoubled_overtrick: int) -> int:
    """Each overtrick, chooser and partner alike (N3)."""
    return OVERTRICK.get(doubling, redoubled_overtrick)


# --- N4. Failed contract ------------------------------------------------------------------

# N4: each undertrick: (chooser, partner), as a loss.
UNDERTRICK: Mapping[Doubling, tuple[int, int]] = types.MappingProxyType(
    {
        Doubling.UNDOUBLED: (100, 100),
        Doubling.DOUBLED: (250, 150),
        Doubling.REDOUBLED: (500, 300),
    }
)
#: The most undertricks: a seven-level contract taking no trick.
MOST_UNDERTRICKS: Final = TRICKS

# --- N5. Bid requirements and liars -------------------------------------------------------

# N5: each undertrick when exactly one of chooser and partner lied: the liar's loss; the
# liar's partner pays N4's partner column whatever their role.
LIAR_UNDERTRICK: Mapping[Doubling, int] = types.MappingProxyType(
    {Doubling.UNDOUBLED: 150, Doubling.DOUBLED: 350, Doubling.REDOUBLED: 600}
)

LIAR_VALUES: Final = (None, "chooser", "partner", "both")
"""The values of ``settle``'s ``liar``: who of chooser and partner lied (N5)."""
#: Who of chooser and partner lied, by (chooser lied, partner lied).
LIAR_BY_FLAGS: Final = {
    (False, False): None,
    (True, False): "chooser",
    (False, True): "partner",
    (True, True): "both",
}

#: Whose undertrick line it is (N4, N5): anyone's, the liar's, the liar's partner's.
ANYONE: Final = None
LIAR: Final = "liar"
LIARS_PARTNER: Final = "liars_partner"


def down_each(doubling: Doubling, liar: str | None) -> tuple[tuple[int, str | None], ...]:
    """Each undertrick, (chooser's, partner's), each (loss, whose line) (N4, N5).

    Exactly one liar pays the liar's rate and the other N4's partner column whatever
    their role; no liar, or both, N4 unchanged.
    """
    chooser, partner = UNDERTRICK[doubling]
    if liar == "chooser":
        return ((LIAR_UNDERTRICK[doubling], LIAR), (partner, LIARS_PARTNER))
    if liar == "partner":
        return ((partner, LIARS_PARTNER), (LIAR_UNDERTRICK[doubling], LIAR))
    return ((chooser, ANYONE), (partner, ANYONE))


MINORS: Final = (Strain.CLUBS, Strain.DIAMONDS)
MAJORS: Final = (Strain.HEARTS, Strain.SPADES)

# N5: the seed's requirements on openings: (bids, cards in the bid suit, HCP).
SEED_OPENINGS: Final = (
    (("1C", "1D"), 4, 10),
    (("1H", "1S"), 5, 10),
    (("1NT",), 0, 15),
    (("2NT",), 0, 20),
)
# N5: raises of another's one-of-a-suit at the first chance: (level, suits, cards, HCP).
SEED_RAISES: Final = (
    (2, MINORS, 4, 5),
    (2, MAJORS, 5, 5),
    (3, MINORS, 4, 10),
    (3, MAJORS, 5, 10),
)

# --- N6. Session --------------------------------------------------------------------------

#: The most deals a session may agree on.
MOST_DEALS: Final = 1_000_000_000
#: The largest starting total taken, either sign.
MOST_TOTAL: Final = 10**15


def whole_rounds(deals: int) -> bool:
    """True when everyone deals equally often: a multiple of 3 deals (N6)."""
    return deals % PLAYERS == 0


def dealer_seat(first: int, dealt: int) -> int:
    """The seat of the next dealer after ``dealt`` deals: it rotates every deal (N1, N6)."""
    return (first + dealt) % PLAYERS
