"""French Tarot's rules as data and pure functions, in the order of the rules (T1–T8).

No text, no errors, no caches: what the FFT's rules say, as numbers and tables. Reading a
value (``Contract.parse``) is the door's job (:mod:`cardscore.tarot._read`), a member's
words are :mod:`cardscore.tarot._words`'; the methods here that do either hand over.

The number of players is one table, :data:`SEATINGS` (T5): the hands, the chien, the
poignées' thresholds and whether the taker calls a partner, by player count. Every other
count (the cards in a trick, the shares of a unit, the counts the cards allow) is made
from it.
"""

from __future__ import annotations

import enum
import itertools
from typing import TYPE_CHECKING, Final, Self, TypeAlias

import attrs

if TYPE_CHECKING:
    from collections.abc import Iterable

# --- T1. Cards and counting ---------------------------------------------------------------

PACK_POINTS: Final = 91
"""The card points of the whole pack (T1)."""
PACK_HALVES: Final = 2 * PACK_POINTS

# Card points in half points: roi 4.5, dame 3.5, cavalier 2.5, valet 1.5 (by rank number),
# a bout 4.5, every other card 0.5.
RANK_HALVES: Final = {14: 9, 13: 7, 12: 5, 11: 3}
BOUT_HALVES: Final = 9
LOW_HALVES: Final = 1
# The trumps that are bouts (the Excuse, trump 0 here, is the third).
PETIT: Final = 1
MONDE: Final = 21
SUIT_RANKS: Final = range(1, 15)
TRUMPS: Final = range(1, 22)
ROI: Final = 14
# The Excuse stays with its owner's side, which owes the trick's winner a half-point card
# (T4, T7): kept, it counts 4 for that side, the half point going across.
EXCUSE_KEPT: Final = BOUT_HALVES - LOW_HALVES
# The plain bouts (the Petit and the 21): each is won in a trick or lies in the chien.
PLAIN_BOUTS: Final = 2


def is_bout(trump: int) -> bool:
    """True for the trumps that are bouts: the Excuse (0), the Petit (1) and the 21."""
    return trump in (0, PETIT, MONDE)


# --- T2. Target ---------------------------------------------------------------------------

# The taker's target by the number of bouts the taker's side holds at the end.
TARGETS: Final = (56, 51, 41, 36)


def made(halves: int, bouts: int) -> bool:
    """True when ``halves`` half points with ``bouts`` bouts reach the target (T2)."""
    return halves >= 2 * TARGETS[bouts]


def margin(halves: int, bouts: int) -> int:
    """``|points − target|`` rounded up: the half point goes to the winner (T4)."""
    return (abs(halves - 2 * TARGETS[bouts]) + 1) // 2


class CardPoints:
    """Card points in whole half points, with the bouts held (T2).

    What a count and a settlement derive alike from their ``halves`` and ``bouts`` fields.
    """

    __slots__ = ()

    halves: int
    bouts: int

    @property
    def points(self) -> float:
        """The card points, an exact multiple of 0.5."""
        return self.halves / 2

    @property
    def target(self) -> int:
        """The target for these bouts (T2)."""
        return TARGETS[self.bouts]

    @property
    def made(self) -> bool:
        """True when the points reach the target (exactly the target is made) (T2, T4)."""
        return made(self.halves, self.bouts)


# --- T3. Contracts and multipliers --------------------------------------------------------


class Side(enum.Enum):
    """The two sides of a deal: the taker's (with the partner at five) and the defence."""

    TAKER = "taker"
    DEFENCE = "defence"

    @classmethod
    def parse(cls, text: Side | str) -> Side:
        """Parse ``"taker"`` or ``"defence"`` (also ``"defense"``, ``"attack"``), any case.

        >>> Side.parse("Defense")
        <Side.DEFENCE: 'defence'>
        """
        from cardscore.tarot._read import SIDES  # the door reads; the rules hold the data

        return SIDES.read("side", text)

    def __str__(self) -> str:
        return self._value_


class Contract(enum.Enum):
    """The four contracts (T3), lowest first; ``str`` is the French name.

    Each contract carries its multiplier (the enum documentation's *Planet* pattern):

    >>> Contract.parse("GARDE_SANS"), Contract.parse("garde-contre").multiplier
    (<Contract.GARDE_SANS: 'garde sans'>, 6)
    >>> str(Contract.GARDE_SANS)
    'garde sans'
    """

    _value_: str
    multiplier: int
    """What the contract's part and the petit au bout are multiplied by: 1, 2, 4, 6 (T3)."""
    counts: dict[tuple[int, Chelem | None], tuple[Spans, ...]]
    """The taker's side's counts the cards allow, by (players, chelem), then by bouts 0..3:
    the ranges of half points, each (fewest, most) (T1, T7)."""

    PRISE = ("prise", 1)
    GARDE = ("garde", 2)
    GARDE_SANS = ("garde sans", 4)
    GARDE_CONTRE = ("garde contre", 6)

    def __new__(cls, value: str, multiplier: int) -> Self:
        """A member: its name and its multiplier."""
        member = object.__new__(cls)
        member._value_ = value
        member.multiplier = multiplier
        return member

    @property
    def chien(self) -> Side:
        """The side the chien (or the taker's discard) counts for at the end (T3)."""
        return Side.DEFENCE if self is Contract.GARDE_CONTRE else Side.TAKER

    @property
    def discards(self) -> bool:
        """True when the taker takes the chien and discards (prise and garde, T3)."""
        return self in (Contract.PRISE, Contract.GARDE)

    @classmethod
    def parse(cls, text: Contract | str) -> Contract:
        """Parse a contract's name, any case, with spaces, ``_`` or ``-`` between words.

        Also takes ``"petite"`` and the long names ``"garde sans le chien"``,
        ``"garde contre le chien"``. A text longer than any name is refused before it is
        looked at.

        >>> Contract.parse("Garde Sans Le Chien")
        <Contract.GARDE_SANS: 'garde sans'>
        """
        from cardscore.tarot._read import CONTRACTS  # the door reads; the rules hold the data

        return CONTRACTS.read("contract", text)

    def __str__(self) -> str:
        from cardscore.tarot._words import CONTRACT_WORDS  # a word of the catalog

        return CONTRACT_WORDS[self]


# --- T4. The unit -------------------------------------------------------------------------

# The contract's base before the difference is added.
CONTRACT_BASE: Final = 25
# Petit au bout, times the contract's multiplier.
PETIT_AU_BOUT: Final = 10
# The most trumps one side can show: the 21 trumps and the Excuse standing in for one.
SHOWABLE_TRUMPS: Final = 22


class Poignee(enum.Enum):
    """A declared poignée (a show of trumps, T4); ``bonus`` is its unmultiplied value."""

    _value_: str
    bonus: int
    """20, 30 or 40 (T4), never multiplied by the contract."""
    order: int
    """0, 1, 2 for simple, double, triple: the column of the thresholds (T4)."""

    SIMPLE = ("simple", 20, 0)
    DOUBLE = ("double", 30, 1)
    TRIPLE = ("triple", 40, 2)

    def __new__(cls, value: str, bonus: int, order: int) -> Self:
        """A member: its name, its bonus and its column in the thresholds."""
        member = object.__new__(cls)
        member._value_ = value
        member.bonus = bonus
        member.order = order
        return member

    def trumps(self, players: int) -> int:
        """The trumps this poignée needs with ``players`` players.

        >>> Poignee.DOUBLE.trumps(4), Poignee.DOUBLE.trumps(5)
        (13, 10)
        """
        from cardscore.tarot._read import read_players  # the door checks the count

        return SEATINGS[read_players(players)].poignees[self.order]

    @classmethod
    def parse(cls, text: Poignee | str) -> Poignee:
        """Parse ``"simple"``, ``"double"`` or ``"triple"``, any case.

        >>> Poignee.parse("Double").bonus
        30
        """
        from cardscore.tarot._read import POIGNEES  # the door reads; the rules hold the data

        return POIGNEES.read("poignee", text)

    def __str__(self) -> str:
        return self._value_


class Chelem(enum.Enum):
    """A chelem (slam, every trick to one side, T4) and how it went.

    Each member carries its amount per defender (``bonus``) and the side that took every
    trick (``side``, None for a failed one).
    """

    _value_: str
    bonus: int
    """The amount per defender from the taker's view, never multiplied (T4)."""
    side: Side | None
    """The side that took every trick; None for an announced chelem that failed."""

    ANNOUNCED = ("announced", 400, "taker")
    """Announced by the taker and made: +400."""
    UNANNOUNCED = ("unannounced", 200, "taker")
    """Made by the taker's side without an announcement: +200."""
    FAILED = ("failed", -200, None)
    """Announced by the taker and not made: −200, even when the contract is made."""
    DEFENCE = ("defence", -200, "defence")
    """The defence took every trick: +200 to each defender."""

    def __new__(cls, value: str, bonus: int, side: str | None) -> Self:
        """A member: its name, its amount and the side that took every trick."""
        member = object.__new__(cls)
        member._value_ = value
        member.bonus = bonus
        member.side = None if side is None else Side(side)
        return member

    @classmethod
    def parse(cls, text: Chelem | str) -> Chelem:
        """Parse ``"announced"``, ``"unannounced"``, ``"failed"`` or ``"defence"``.

        >>> Chelem.parse("Defense"), Chelem.FAILED.bonus, Chelem.DEFENCE.bonus
        (<Chelem.DEFENCE: 'defence'>, -200, -200)
        """
        from cardscore.tarot._read import CHELEMS  # the door reads; the rules hold the data

        return CHELEMS.read("chelem", text)

    def __str__(self) -> str:
        return self._value_


#: One part of a settlement: what it is (the contract's part, the petit au bout by the
#: side that won it, a poignée, the chelem) and its amount per defender, taker's view.
Part: TypeAlias = tuple[Contract | Side | Poignee | Chelem, int]


def contract_part(contract: Contract, bouts: int, halves: int) -> int:
    """``(25 + ⌈|points − target|⌉) × multiplier``, signed by the contract's result (T4).

    The side is decided on the raw points; the half point then goes to the winner.
    """
    difference = halves - 2 * TARGETS[bouts]
    base = (CONTRACT_BASE + (abs(difference) + 1) // 2) * contract.multiplier
    return base if difference >= 0 else -base


def parts(
    contract: Contract,
    base: int,
    petit: Side | None,
    poignees: tuple[Poignee, ...],
    chelem: Chelem | None,
) -> tuple[tuple[Part, ...], int]:
    """The unit's parts after the contract's ``base`` (T4), and the unit."""
    found: list[Part] = [(contract, base)]
    unit = base
    if petit is not None:
        amount = PETIT_AU_BOUT * contract.multiplier
        if petit is Side.DEFENCE:
            amount = -amount
        found.append((petit, amount))
        unit += amount
    for size in poignees:  # to the side that wins the contract; the base is never 0
        bonus = size.bonus if base > 0 else -size.bonus
        found.append((size, bonus))
        unit += bonus
    if chelem is not None:
        found.append((chelem, chelem.bonus))
        unit += chelem.bonus
    return tuple(found), unit


def petit_possible(petit: Side, bouts: int, chelem: Chelem | None) -> bool:
    """True when ``petit`` can have won the last trick with the Petit in it (T4).

    The side holds the Petit, a bout: the taker only with a bout, the defence with fewer
    than three; after a chelem it is the side that took every trick.
    """
    if chelem is not None and chelem.side is not None and petit is not chelem.side:
        return False
    return bouts > 0 if petit is Side.TAKER else bouts < len(TARGETS) - 1


# --- T5. Settlement: the seatings ---------------------------------------------------------


@attrs.frozen(slots=True, kw_only=True)
class Seating:
    """How tarot is dealt and settled with one number of players (T4, T5).

    Attributes:
        hand: The cards in each hand.
        chien: The cards in the chien.
        poignees: The trumps a simple, double and triple poignée need (T4).
        calls: True when the taker calls a partner (at five).
    """

    hand: int
    chien: int
    poignees: tuple[int, int, int]
    calls: bool


#: The one table of player counts (T4, T5): every count the rules take and what it deals.
SEATINGS: Final = {
    3: Seating(hand=24, chien=6, poignees=(13, 15, 18), calls=False),
    4: Seating(hand=18, chien=6, poignees=(10, 13, 15), calls=False),
    5: Seating(hand=15, chien=3, poignees=(8, 10, 13), calls=True),
}
FEWEST_PLAYERS: Final = min(SEATINGS)
MOST_PLAYERS: Final = max(SEATINGS)
#: The player counts at which the taker calls a partner.
CALLING: Final = frozenset(players for players, seating in SEATINGS.items() if seating.calls)

# The tables by count that the public names have always offered.
HAND_SIZE: Final = {players: seating.hand for players, seating in SEATINGS.items()}
CHIEN_SIZE: Final = {players: seating.chien for players, seating in SEATINGS.items()}
POIGNEE_THRESHOLDS: Final = {players: seating.poignees for players, seating in SEATINGS.items()}


def is_alone(players: int, *, alone: bool) -> bool:
    """True when the taker plays alone: always where nobody is called (T5)."""
    return alone or players not in CALLING


def _shares(players: int, *, alone: bool, personal: bool) -> tuple[int, int, int, int, int]:
    # (taker, partner) for the contract's part, (taker, partner) for the bonuses, then the
    # number of defenders (each gets minus the part) (T5, T8). Alone the taker gets one
    # unit from each defender; with a partner, the partner one and the taker the rest.
    defenders = players - 1 if alone else players - 2
    if alone:
        return defenders, 0, defenders, 0, defenders
    if personal:  # T8: the bonuses between the taker and the defenders only
        return defenders - 1, 1, defenders, 0, defenders
    return defenders - 1, 1, defenders - 1, 1, defenders


#: What one player of each role gets per unit of each part, by (players, taker alone,
#: bonuses personal): see ``_shares``.
SHARES: Final = {
    (players, alone, personal): _shares(players, alone=alone, personal=personal)
    for players in SEATINGS
    for alone in (True, False)
    for personal in (False, True)
    if alone or players in CALLING
}

# --- T7. Points a chelem allows (what the cards make possible) ----------------------------
#
# The points a side can hold with its bouts, from the cards, in the terms ``count_tricks``
# counts in. Every card is worth an odd number of half points (a bout or a roi 9, a low
# card 1). A side's pile is its tricks (whole tricks of one card per player) plus what
# counts for it without a trick: the taker's discard in a prise or garde (no king, no
# bout), the chien in a garde sans (for the taker) or a garde contre (for the defence).
# The Excuse stays with the side that played it, which owes the trick's winner a
# half-point card; a side that won no trick pays the debt all the same, so the Excuse then
# counts 4 for it and the half point goes to the other side: ``EXCUSE_KEPT`` half points.

Spans: TypeAlias = tuple[tuple[int, int], ...]


def _highest(halves: Iterable[int]) -> tuple[int, ...]:
    # The most half points n cards of these values can hold, for n = 0, 1, 2, ...
    return (0, *itertools.accumulate(sorted(halves, reverse=True)))


# The cards that are no bout: the plain trumps and the suit cards, four of each rank.
_PLAIN_TRUMPS: Final = [LOW_HALVES for trump in TRUMPS if not is_bout(trump)]
_SUIT_CARDS: Final = [RANK_HALVES.get(rank, LOW_HALVES) for rank in SUIT_RANKS] * 4
# The most half points n cards hold: any cards but the bouts (a chien), or neither a bout
# nor a roi (a discard, T3).
_HIGHEST_CHIEN: Final = _highest(_PLAIN_TRUMPS + _SUIT_CARDS)
_HIGHEST_DISCARD: Final = _highest(
    _PLAIN_TRUMPS + [RANK_HALVES.get(rank, LOW_HALVES) for rank in SUIT_RANKS if rank != ROI] * 4
)


@attrs.frozen
class _Pile:
    # What counts for a side without a trick: ``size`` cards, and whether bouts may lie
    # there (the chien may hold any card; a discard holds no king and no bout, T3).
    size: int
    bouts: bool

    def span(self, bouts: int) -> tuple[int, int] | None:
        """The fewest and most half points of this pile holding ``bouts`` bouts."""
        if bouts and not self.bouts:
            return None
        highest = _HIGHEST_CHIEN if self.bouts else _HIGHEST_DISCARD
        low = self.size * LOW_HALVES + bouts * (BOUT_HALVES - LOW_HALVES)
        return low, bouts * BOUT_HALVES + highest[self.size - bouts]


# The side that keeps neither the chien nor a discard: nothing counts for it without a trick.
_NO_PILE: Final = _Pile(0, bouts=False)


def _piles_of(contract: Contract, players: int) -> tuple[_Pile, _Pile]:
    # (the taker's, the defence's) pile of cards counted without a trick (T3).
    chien = SEATINGS[players].chien
    if contract.discards:  # no bout in a discard
        return _Pile(chien, bouts=False), _NO_PILE
    if contract is Contract.GARDE_SANS:
        return _Pile(chien, bouts=True), _NO_PILE
    return _NO_PILE, _Pile(chien, bouts=True)


def _fewest(pile: _Pile, bouts: int, players: int, *, tricks: bool | None) -> int | None:
    """The fewest half points a side holding ``bouts`` bouts can have, or None if none.

    ``tricks``: True when the side won a trick, False when it won none, None either way.
    """
    best: int | None = None
    for excuse in (0, 1):  # the Excuse kept after playing it (else it may lie in the pile)
        for in_pile in range(bouts - excuse + 1):
            won = bouts - excuse - in_pile  # bouts won in tricks: plain ones only
            span = pile.span(in_pile)
            if span is None or won > PLAIN_BOUTS or (won and tricks is False):
                continue
            halves = excuse * EXCUSE_KEPT + span[0]
            if won or tricks:
                # One trick holds every bout won: one card per player, the rest low cards.
                halves += players * LOW_HALVES + won * (BOUT_HALVES - LOW_HALVES)
            if best is None or halves < best:
                best = halves
    return best


def _without_tricks(pile: _Pile, bouts: int) -> list[tuple[int, int]]:
    """The half points a side that won no trick can hold with ``bouts`` bouts (T7)."""
    spans = []
    for excuse in range(min(bouts, 1) + 1):  # its own Excuse, kept for 4 (T7)
        in_pile = bouts - excuse
        span = pile.span(in_pile)
        if span is not None:
            spans.append((excuse * EXCUSE_KEPT + span[0], excuse * EXCUSE_KEPT + span[1]))
    return spans


def _allowed(contract: Contract, players: int, slam: Chelem | None) -> tuple[Spans, ...]:
    """The taker's side's half points the cards allow, by bouts 0..3 (T1, T4, T7)."""
    taker_pile, defence_pile = _piles_of(contract, players)
    allowed: list[Spans] = []
    for bouts in range(len(TARGETS)):
        if slam is not None and slam.side is Side.TAKER:
            # The defence won no trick: it has only its pile and its own Excuse.
            spans = [
                (PACK_HALVES - high, PACK_HALVES - low)
                for low, high in _without_tricks(defence_pile, 3 - bouts)
            ]
        elif slam is Chelem.DEFENCE:
            spans = _without_tricks(taker_pile, bouts)
        else:
            # No chelem: each side won a trick; an announced chelem that failed: the
            # defence won a trick, the taker perhaps none.
            taker_tricks = None if slam is Chelem.FAILED else True
            low = _fewest(taker_pile, bouts, players, tricks=taker_tricks)
            high = _fewest(defence_pile, 3 - bouts, players, tricks=True)
            spans = [] if low is None or high is None else [(low, PACK_HALVES - high)]
        allowed.append(_merge(spans))
    return tuple(allowed)


def _merge(spans: Iterable[tuple[int, int]]) -> Spans:
    merged: list[tuple[int, int]] = []
    for low, high in sorted(spans):
        if merged and low <= merged[-1][1] + 1:
            merged[-1] = (merged[-1][0], max(high, merged[-1][1]))
        else:
            merged.append((low, high))
    return tuple(merged)


# The taker's side's possible half points by bouts, for every contract, number of players
# and chelem: rule data made from the pack once, when the module loads, kept on each
# contract (its ``counts``).
for _contract in Contract:
    _contract.counts = {
        (players, slam): _allowed(_contract, players, slam)
        for players in SEATINGS
        for slam in (None, *Chelem)
    }


def possible(
    contract: Contract, players: int, chelem: Chelem | None, bouts: int, halves: int
) -> bool:
    """True when the cards allow ``halves`` with ``bouts`` to the taker's side (T1, T7)."""
    for low, high in contract.counts[players, chelem][bouts]:  # one span or two
        if low <= halves <= high:
            break
    else:
        return False
    return True


# --- T8. Five players: who shares the bonuses ---------------------------------------------


class Bonuses(enum.Enum):
    """Who shares the bonuses at five (T8): the petit au bout, the poignées, the chelem."""

    SHARED = "shared"
    """The FFT's rule: the called partner shares the whole unit, bonuses included."""
    PERSONAL = "personal"
    """A common club rule: the bonuses are settled between the taker and the defenders."""

    @classmethod
    def parse(cls, text: Bonuses | str) -> Bonuses:
        """Parse ``"shared"`` or ``"personal"``, any case.

        >>> Bonuses.parse("Personal")
        <Bonuses.PERSONAL: 'personal'>
        """
        from cardscore.tarot._read import BONUSES  # the door reads; the rules hold the data

        return BONUSES.read("bonuses", text)

    def __str__(self) -> str:
        return self._value_


def _bonuses(value: Bonuses | str) -> Bonuses:
    # A member as it is (the rules load before the door); a name read at the door.
    return value if type(value) is Bonuses else Bonuses.parse(value)


@attrs.frozen(slots=True)
class Rules:
    """The options a table plays tarot with; :data:`FFT` (the default) is the federation's.

    >>> Rules(bonuses="personal")
    Rules(bonuses=<Bonuses.PERSONAL: 'personal'>)
    >>> Rules() == FFT
    True

    Attributes:
        bonuses: At five, whether the called partner shares the petit au bout, poignées
            and chelem (``"shared"``, the FFT's) or they are the taker's own
            (``"personal"``): the taker then gets 3 × each bonus, each defender pays it,
            the partner shares only the contract's part (T8). With 3 or 4 players both
            readings are the same.
    """

    bonuses: Bonuses = attrs.field(default=Bonuses.SHARED, converter=_bonuses)


#: The FFT's rules (the default everywhere): the partner shares the whole unit (T5, T8).
FFT: Final = Rules()
