"""Chicago's rules as data and pure functions, in the rules' order (B6).

No text, no errors: the four deals, the seats and the sides, who is vulnerable on each
deal under each scheme, the bonuses, and the rotating evening's seatings. Reading a
value is the door's job (:mod:`cardscore.chicago._read`); the items' words are
:mod:`cardscore.chicago._words`'.

A new vulnerability scheme is a row of :data:`SCHEDULES` (and its names at the door).
"""

from __future__ import annotations

from types import MappingProxyType
from typing import Final, Literal

import attrs

from cardscore._bridge_ledgers import SEATS as _CLOCKWISE
from cardscore._frozen import fields_repr

# --- B6. Four deals, four seats, two sides ------------------------------------------------

DEALS: Final = 4
"""A Chicago match is exactly four counted deals (B6)."""

SEATS: Final = _CLOCKWISE
"""The seats in clockwise order: the dealer rotates N → E → S → W (B6)."""

FIRST_DEALER: Final = SEATS[0]
"""Who deals first unless the players say otherwise: North (B6)."""

SIDES: Final = ("NS", "EW")
"""The two sides, in the order ``totals`` and the sheet show them."""

SIDE_OF_SEAT: Final = {"N": "NS", "S": "NS", "E": "EW", "W": "EW"}
OTHER_SIDE: Final = {"NS": "EW", "EW": "NS"}


def dealer_of(first_dealer: str, number: int) -> str:
    """B6: the deal passes clockwise, so deal ``number`` is dealt ``number - 1`` seats on."""
    return SEATS[(SEATS.index(first_dealer) + number - 1) % len(SEATS)]


# --- B6. Vulnerability by the deal --------------------------------------------------------

# Who is vulnerable on deals 1..4, by scheme: nobody, the dealer's side, the other side, both.
NOBODY: Final = "none"
DEALERS: Final = "dealer"
NON_DEALERS: Final = "non-dealer"
BOTH: Final = "both"
SCHEDULES: Final[dict[str, tuple[str, str, str, str]]] = {
    "dealer": (NOBODY, DEALERS, DEALERS, BOTH),
    # The rule variant the seed names (the original Chicago): the non-dealer's side on 2 and 3.
    "non-dealer": (NOBODY, NON_DEALERS, NON_DEALERS, BOTH),
}

_NOBODY: Final[frozenset[str]] = frozenset()
_BOTH: Final[frozenset[str]] = frozenset(SIDES)


def vulnerable_on(number: int, dealer_seat: str, scheme: str) -> frozenset[str]:
    """The sides vulnerable on deal ``number`` (1..4) dealt by ``dealer_seat`` (B6)."""
    who = SCHEDULES[scheme][number - 1]
    if who == NOBODY:
        return _NOBODY
    if who == BOTH:
        return _BOTH
    side = SIDE_OF_SEAT[dealer_seat]
    return frozenset((side if who == DEALERS else OTHER_SIDE[side],))


# --- B6. The bonuses ----------------------------------------------------------------------

# The game bonus by the vulnerability of the side that makes the game, on that deal.
GAME_BONUS: Final = MappingProxyType({False: 300, True: 500})
"""The game bonus paid at once: 300 not vulnerable, 500 vulnerable (B6)."""

FOURTH_DEAL_PARTSCORE: Final = 100
"""The bonus for a part score made on the fourth deal that does not complete a game (B6)."""

# --- B6. The rule options -----------------------------------------------------------------

SCORINGS: Final = ("chicago", "duplicate")
"""Chicago scoring (part scores carry, a game paid when made) or each deal as duplicate."""


def _vulnerability(value: str) -> str:
    from cardscore.chicago._read import read_vulnerability  # the door reads

    return read_vulnerability(value)


def _honours_flag(_instance: object, _attribute: object, value: object) -> None:
    from cardscore.chicago._read import read_honours_flag  # the door reads

    read_honours_flag(value)


def _scoring(value: str) -> str:
    from cardscore.chicago._read import read_scoring  # the door reads

    return read_scoring(value)


def _check_rules(rules: Rules) -> None:
    from cardscore.chicago._read import check_rules  # the door checks them together

    check_rules(rules)


@attrs.frozen(slots=True)
class Rules:
    """The Chicago rule options.

    >>> Rules(vulnerability="non_dealer")
    Rules(vulnerability='non-dealer', honours=False, scoring='chicago')
    >>> Rules(scoring="duplicate").scoring
    'duplicate'

    Attributes:
        vulnerability: Who is vulnerable on deals 2 and 3: ``"dealer"`` (the dealer's side,
            the default and the seat's reading) or ``"non-dealer"`` (the other side, the rule
            variant). Also parses ``"non_dealer"``, ``"non dealer"``, any case.
        honours: Whether honours are scored (B5's rubber-law figures, 100 or 150 above the
            line). Off by default, as in the seed. Duplicate scoring has no honours.
        scoring: ``"chicago"`` (the default: part scores carry from deal to deal, a game is
            paid when it is made, a part score on the fourth deal earns 100) or
            ``"duplicate"`` (each deal scored on its own exactly as at duplicate: partscore
            50, game 300 or 500 by that deal's vulnerability; nothing carries over).
    """

    __repr__ = fields_repr

    vulnerability: Literal["dealer", "non-dealer"] = attrs.field(
        default="dealer", converter=_vulnerability
    )
    honours: bool = attrs.field(default=False, validator=_honours_flag)
    scoring: Literal["chicago", "duplicate"] = attrs.field(default="chicago", converter=_scoring)

    def __attrs_post_init__(self) -> None:
        _check_rules(self)


# Named by its public home, ``cardscore.chicago.Rules``, in messages (another game's ledger
# refusing it) and in pickles.
Rules.__module__ = "cardscore.chicago"

# --- B6. Rotating Chicago: an evening of chukkers for five to seven players ---------------

PLAYERS: Final = (5, 6, 7)
"""How many players a rotating Chicago evening takes: four play each chukker, the rest sit out."""

# The suggested rotations, as (sitting out, north and south, east and west) by the players'
# places in the order given. Each is a cycle; the evening starts it again when it runs out.
# Over a cycle everybody sits out equally often and partners everybody else equally often;
# after any number of chukkers, no one has sat out twice more than anyone else, and no pair
# has partnered twice more than any other pair (see docs/chicago.md).
Chukker = tuple[tuple[int, ...], tuple[int, int], tuple[int, int]]
"""One chukker of a rotation: (sitting out, north and south, east and west), by place."""

ROTATIONS: Final[dict[int, tuple[Chukker, ...]]] = {
    # 5 chukkers: each player sits out once; each of the 10 pairs partners once.
    5: (
        ((0,), (1, 2), (3, 4)),
        ((1,), (0, 3), (2, 4)),
        ((2,), (0, 4), (1, 3)),
        ((3,), (0, 2), (1, 4)),
        ((4,), (0, 1), (2, 3)),
    ),
    # 15 chukkers in five rounds of three: in each round everybody sits out once; each of
    # the 15 pairs partners twice, and none twice before every pair has partnered once.
    6: (
        ((0, 1), (2, 3), (4, 5)),
        ((2, 3), (0, 4), (1, 5)),
        ((4, 5), (0, 2), (1, 3)),
        ((0, 2), (1, 4), (3, 5)),
        ((1, 4), (0, 3), (2, 5)),
        ((3, 5), (0, 1), (2, 4)),
        ((0, 5), (1, 2), (3, 4)),
        ((1, 2), (0, 5), (3, 4)),
        ((3, 4), (0, 1), (2, 5)),
        ((0, 3), (1, 5), (2, 4)),
        ((1, 5), (0, 4), (2, 3)),
        ((2, 4), (0, 5), (1, 3)),
        ((0, 4), (1, 2), (3, 5)),
        ((1, 3), (0, 2), (4, 5)),
        ((2, 5), (0, 3), (1, 4)),
    ),
    # 21 chukkers in three rounds of seven: in each round everybody sits out three times;
    # each of the 21 pairs partners twice, and none twice before every pair has once.
    7: (
        ((0, 1, 2), (3, 4), (5, 6)),
        ((3, 4, 5), (0, 1), (2, 6)),
        ((0, 1, 6), (2, 3), (4, 5)),
        ((2, 3, 4), (0, 5), (1, 6)),
        ((0, 5, 6), (1, 3), (2, 4)),
        ((1, 2, 4), (0, 6), (3, 5)),
        ((3, 5, 6), (0, 2), (1, 4)),
        ((0, 1, 3), (2, 5), (4, 6)),
        ((2, 4, 6), (0, 3), (1, 5)),
        ((0, 4, 5), (1, 2), (3, 6)),
        ((1, 2, 3), (0, 4), (5, 6)),
        ((0, 5, 6), (1, 2), (3, 4)),
        ((1, 2, 3), (0, 5), (4, 6)),
        ((4, 5, 6), (0, 1), (2, 3)),
        ((0, 1, 2), (3, 6), (4, 5)),
        ((3, 4, 5), (0, 2), (1, 6)),
        ((0, 1, 6), (2, 4), (3, 5)),
        ((2, 3, 4), (0, 6), (1, 5)),
        ((2, 5, 6), (0, 3), (1, 4)),
        ((0, 4, 5), (1, 3), (2, 6)),
        ((1, 3, 6), (0, 4), (2, 5)),
    ),
}
