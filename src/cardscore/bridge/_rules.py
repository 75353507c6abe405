"""Contract bridge's scoring rules as data and pure functions, in the rules' order (B1–B5).

No text, no errors, no caches: the Laws' duplicate scoring table, as numbers on the enums
and tables by level and vulnerability. Reading a strain or a doubling (``Strain.parse``)
is the door's job (:mod:`cardscore.bridge._read`); the items' words are
:mod:`cardscore.bridge._words`'.
"""

from __future__ import annotations

import enum
from typing import Final, Self

from cardscore.cards import Suit

# --- B1. Contracts ------------------------------------------------------------------------


class Strain(enum.Enum):
    """The strain of a contract, in rank order: clubs < diamonds < hearts < spades < notrump.

    Each strain carries its numbers (B2): ``first_trick``, what the first contracted trick
    scores, and ``trick_value``, what each further one (and each undoubled overtrick, B3)
    scores.

    >>> Strain.NOTRUMP.first_trick, Strain.NOTRUMP.trick_value, Strain.CLUBS.order
    (40, 30, 0)
    """

    _value_: str
    order: int
    """The strain's rank, 0 for clubs up to 4 for notrump."""
    first_trick: int
    """The trick score of the first contracted trick, undoubled (B2)."""
    trick_value: int
    """The trick score of each further contracted trick and of an undoubled overtrick."""

    CLUBS = ("C", 0, 20, 20)
    DIAMONDS = ("D", 1, 20, 20)
    HEARTS = ("H", 2, 30, 30)
    SPADES = ("S", 3, 30, 30)
    NOTRUMP = ("NT", 4, 40, 30)

    def __new__(cls, letter: str, order: int, first_trick: int, trick_value: int) -> Self:
        """A member with its letter as its value and its numbers as attributes."""
        member = object.__new__(cls)
        member._value_ = letter
        member.order = order
        member.first_trick = first_trick
        member.trick_value = trick_value
        return member

    @property
    def suit(self) -> Suit | None:
        """The trump suit, or None for notrump."""
        return None if self is Strain.NOTRUMP else Suit(self.value)

    @property
    def is_major(self) -> bool:
        """True for hearts and spades."""
        return self in (Strain.HEARTS, Strain.SPADES)

    @property
    def is_minor(self) -> bool:
        """True for clubs and diamonds."""
        return self in (Strain.CLUBS, Strain.DIAMONDS)

    @classmethod
    def parse(cls, text: Strain | Suit | str) -> Strain:
        """Parse ``"S"``, ``"♠"``, ``"NT"``, ``"N"``, ``"notrump"``, any case.

        >>> Strain.parse("n")
        <Strain.NOTRUMP: 'NT'>
        """
        from cardscore.bridge._read import read_strain  # the door reads; the rules hold the data

        return read_strain("strain", text)

    def __str__(self) -> str:
        return self._value_

    # Members are singletons compared by identity, so identity hashes them: Enum's own hash
    # (of the name) is a Python call, and contracts are hashed with their strain.
    __hash__ = object.__hash__


#: The tricks of a deal: a side takes 0 to 13.
TRICKS: Final = 13


def added_up(row: tuple[int, int, int]) -> tuple[int, ...]:
    """B4: the whole penalty for 0..13 down (each member of Doubling carries its sums).

    The 1st undertrick, then the 2nd and 3rd, then the 4th and each after.
    """
    first, second_third, fourth_on = row
    totals = [0]
    for down in range(1, TRICKS + 1):
        each = first if down == 1 else second_third if down <= 3 else fourth_on
        totals.append(totals[-1] + each)
    return tuple(totals)


class Doubling(enum.Enum):
    """Whether a contract was doubled or redoubled, with the numbers that depend on it.

    ``multiplier`` multiplies the trick score (B2); ``overtrick`` is what each overtrick
    scores, not vulnerable then vulnerable (B3; ``None`` when undoubled: the strain's trick
    value); ``insult`` is the bonus for making the contract (B5); ``undertricks`` the B4
    row, not vulnerable then vulnerable: (1st, 2nd and 3rd each, 4th and each after), and
    ``penalties`` the same added up, by the number of tricks down (0..13).

    >>> not_vulnerable = Doubling.DOUBLED.penalties[False]
    >>> Doubling.DOUBLED.undertricks[False], not_vulnerable[4]
    ((100, 200, 300), 800)
    """

    _value_: str
    order: int
    """0 undoubled, 1 doubled, 2 redoubled."""
    multiplier: int
    """The trick-score multiplier: 1, 2 or 4 (B2)."""
    overtrick: tuple[int, int] | None
    """Each overtrick, (not vulnerable, vulnerable); None when undoubled (B3)."""
    insult: int
    """The bonus for making the contract doubled or redoubled (B5)."""
    undertricks: tuple[tuple[int, int, int], tuple[int, int, int]]
    """Each undertrick (1st, 2nd and 3rd, 4th on), (not vulnerable, vulnerable) (B4)."""
    penalties: tuple[tuple[int, ...], tuple[int, ...]]
    """The whole penalty for 0..13 tricks down, (not vulnerable, vulnerable) (B4)."""

    UNDOUBLED = ("", 1, None, 0, ((50, 50, 50), (100, 100, 100)))
    DOUBLED = ("X", 2, (100, 200), 50, ((100, 200, 300), (200, 300, 300)))
    REDOUBLED = ("XX", 4, (200, 400), 100, ((200, 400, 600), (400, 600, 600)))

    def __new__(
        cls,
        letters: str,
        multiplier: int,
        overtrick: tuple[int, int] | None,
        insult: int,
        undertricks: tuple[tuple[int, int, int], tuple[int, int, int]],
    ) -> Self:
        """A member with its letters as its value and its numbers as attributes."""
        member = object.__new__(cls)
        member._value_ = letters
        member.order = len(letters)
        member.multiplier = multiplier
        member.overtrick = overtrick
        member.insult = insult
        member.undertricks = undertricks
        member.penalties = (added_up(undertricks[0]), added_up(undertricks[1]))
        return member

    @classmethod
    def parse(cls, text: Doubling | str) -> Doubling:
        """Parse ``""``, ``"X"``, ``"XX"`` (also ``"doubled"``, ``"redoubled"``).

        >>> Doubling.parse("xx")
        <Doubling.REDOUBLED: 'XX'>
        """
        from cardscore.bridge._read import DOUBLINGS  # the door reads; the rules hold the data

        return DOUBLINGS.read("doubling", text)

    def __str__(self) -> str:
        return self._value_

    __hash__ = object.__hash__  # as Strain's


#: By their order, for ``Contract.from_code``: clubs 0 to notrump 4, undoubled 0 to 2.
STRAIN_ORDER: Final = tuple(Strain)
DOUBLING_ORDER: Final = tuple(Doubling)
#: The levels a contract may have.
LOWEST_LEVEL: Final = 1
HIGHEST_LEVEL: Final = 7
#: Contract codes: (level − 1) × 15 + strain × 3 + doubling, 0..104.
DOUBLINGS_PER_STRAIN: Final = len(DOUBLING_ORDER)
CODES_PER_LEVEL: Final = len(STRAIN_ORDER) * DOUBLINGS_PER_STRAIN
HIGHEST_CODE: Final = HIGHEST_LEVEL * CODES_PER_LEVEL - 1

BOOK: Final = 6
"""Tricks before the first contracted one (B1): a level L contract needs 6 + L tricks."""


def from_code(number: int) -> tuple[int, Strain, Doubling]:
    """The level, strain and doubling of a contract code (0..104), in B1's order.

    ``Contract.code`` makes it: (level − 1) × 15 + strain × 3 + doubling.
    """
    level, rest = divmod(number, CODES_PER_LEVEL)
    strain, doubling = divmod(rest, DOUBLINGS_PER_STRAIN)
    return level + 1, STRAIN_ORDER[strain], DOUBLING_ORDER[doubling]


# --- B2. Trick score ----------------------------------------------------------------------

GAME_TRICK_SCORE: Final = 100
"""A trick score of 100 or more below the line is a game (B2)."""


def trick_points(level: int, strain: Strain, doubling: Doubling) -> int:
    """B2: the first contracted trick, then each further one, times the doubling."""
    return (strain.first_trick + (level - 1) * strain.trick_value) * doubling.multiplier


# --- B3. Overtricks: each, on the enums (the strain's trick value, or the doubling's) -----

#: The most overtricks there can be (a level 1 contract making all 13 tricks).
MOST_OVERTRICKS: Final = TRICKS - BOOK - LOWEST_LEVEL


def overtrick_points(strain: Strain, doubling: Doubling, *, vulnerable: bool) -> int:
    """B3: what each overtrick scores."""
    if doubling.overtrick is None:
        return strain.trick_value
    return doubling.overtrick[vulnerable]


# [strain.order][doubling.order][vulnerable]: each overtrick, as score() reads it.
OVERTRICK_POINTS: Final = tuple(
    tuple(
        tuple(
            overtrick_points(strain, doubling, vulnerable=vulnerable)
            for vulnerable in (False, True)
        )
        for doubling in Doubling
    )
    for strain in Strain
)


# --- B4. Undertricks ----------------------------------------------------------------------


# B4, by (doubling, vulnerable): (1st, 2nd and 3rd, 4th and after); the rows of Doubling.
UNDERTRICKS: Final[dict[tuple[Doubling, bool], tuple[int, int, int]]] = {
    (doubling, vulnerable): doubling.undertricks[vulnerable]
    for vulnerable in (False, True)
    for doubling in Doubling
}

# --- B5. Bonuses for a made contract ------------------------------------------------------

# Slam bonuses by level: (not vulnerable, vulnerable); none below level 6.
SMALL_SLAM: Final = 6
SLAM_BONUS: Final = ((0, 0),) * SMALL_SLAM + ((500, 750), (1000, 1500))
# Duplicate only: the game bonus for a trick score of 100+ by vulnerable, else the
# partscore bonus.
GAME_BONUS: Final = (300, 500)
PARTSCORE_BONUS: Final = 50
BONUS: Final = ((PARTSCORE_BONUS, PARTSCORE_BONUS), GAME_BONUS)  # [is game][vulnerable]


def is_game(trick_score: int) -> bool:
    """True for a trick score that makes a game (B2, B5)."""
    return trick_score >= GAME_TRICK_SCORE
