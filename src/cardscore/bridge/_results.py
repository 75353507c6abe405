"""Contract bridge's results: a deal scored, whole or itemised, and columns of deals (B2–B5).

:func:`settle` and :func:`score` read their arguments at the door
(:mod:`cardscore.bridge._read`, :mod:`cardscore.bridge._contract`) and look the deal up in
the tables below, made once from the rules (:mod:`cardscore.bridge._rules`) and the items
(:mod:`cardscore.bridge._words`): a made contract's parts by level, strain, doubling and
vulnerability, an overtrick's and an undertrick's by their count. :class:`DealScore` is
built from those, by keyword.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, overload

import attrs

from cardscore._check import check_bool, check_int
from cardscore._frozen import builder
from cardscore.bridge._contract import Contract, parse_contract, read_contract
from cardscore.bridge._read import DOUBLINGS, read_level, read_strain
from cardscore.bridge._rules import (
    BONUS,
    BOOK,
    OVERTRICK_POINTS,
    SLAM_BONUS,
    TRICKS,
    Doubling,
    Strain,
    is_game,
    trick_points,
)
from cardscore.bridge._words import (
    BONUS_ITEMS,
    INSULT_ITEMS,
    OVERTRICK_ITEMS,
    SLAM_ITEMS,
    TRICK_SCORE_ITEMS,
    UNDERTRICK_ITEMS,
)

if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Protocol

    # numpy is optional (the ``arrays`` extra): a type checker without it sees these as
    # unknown (pyproject's mypy overrides), and no ndarray can be passed then anyway.
    from numpy import int32
    from numpy.typing import NDArray

    from cardscore.items import Item

    class _Array(Protocol):
        """A column numpy reads as an array: an ndarray, a pandas or Polars Series."""

        def __array__(self) -> object: ...
        def __len__(self) -> int: ...


# --- The tables: a contract made exactly, by the rules' numbers (B2, B5) ------------------

# [level][strain.order][doubling.order][vulnerable]: below (the trick score), above (insult
# and slam bonus), the duplicate bonus, the trick score's item and the items after any
# overtricks' (insult, slam bonus, duplicate bonus).
MADE_PARTS = tuple(
    tuple(
        tuple(
            tuple(
                (
                    trick.points,
                    doubling.insult + SLAM_BONUS[level][vulnerable],
                    BONUS[is_game(trick.points)][vulnerable],
                    trick,
                    INSULT_ITEMS[doubling.order]
                    + SLAM_ITEMS[level][vulnerable]
                    + BONUS_ITEMS[is_game(trick.points)][vulnerable],
                )
                for vulnerable in (False, True)
            )
            for trick, doubling in zip(by_doubling, Doubling, strict=True)
        )
        for by_doubling in by_strain
    )
    for level, by_strain in enumerate(TRICK_SCORE_ITEMS)
)
# The score of each made exactly (below + above + bonus), the same index, for score().
MADE_EXACTLY = tuple(
    tuple(
        tuple(tuple(sum(made[:3]) for made in by_vulnerable) for by_vulnerable in by_doubling)
        for by_doubling in by_strain
    )
    for by_strain in MADE_PARTS
)

Parts = tuple[int, int, int, int, tuple["Item", ...]]
"""Below, above, the duplicate bonus, the penalty and the items of one deal."""


def parts(contract: Contract, tricks: int, *, vulnerable: bool) -> Parts:
    """Below, above, bonus, penalty and the items, together (B2–B5), from the tables."""
    level = contract.level
    doubling = contract.doubling
    over = tricks - BOOK - level
    if over < 0:
        return (
            0,
            0,
            0,
            doubling.penalties[vulnerable][-over],
            UNDERTRICK_ITEMS[doubling.order][vulnerable][-over],
        )
    strain = contract.strain
    below, above, bonus, trick_score, rest = MADE_PARTS[level][strain.order][doubling.order][
        vulnerable
    ]
    if over:
        overtricks = OVERTRICK_ITEMS[strain.order][doubling.order][vulnerable][over - 1]
        return (below, above + overtricks.points, bonus, 0, (trick_score, overtricks, *rest))
    return (below, above, bonus, 0, (trick_score, *rest))


def trick_score(
    level: int, strain: Strain | str, doubling: Doubling | str = Doubling.UNDOUBLED
) -> int:
    """The below-the-line score of ``level`` contracted tricks (B2).

    >>> trick_score(3, Strain.NOTRUMP), trick_score(2, "H", "XX")
    (100, 240)
    """
    level = read_level(level)
    return trick_points(level, read_strain("strain", strain), DOUBLINGS.read("doubling", doubling))


@attrs.frozen(slots=True, init=False, repr=False)
class DealScore:
    """The score of one deal, split the way Chicago and rubber scoring need it.

    ``DealScore(contract, tricks, vulnerable=...)`` takes what :func:`settle` takes, checks
    it the same way and computes the rest once, when it is made: ``made``, ``below``,
    ``above``, ``bonus``, ``penalty`` and ``items`` are the rules' answer, never given.
    ``items`` is the whole breakdown, from the declaring side's (``"declarer"``) and the
    defending side's (``"defenders"``) view; the duplicate-only game or partscore bonus is
    an item of its own (``bonus``), which Chicago and rubber scoring leave out.

    >>> DealScore("4SX", 9, vulnerable=True)
    DealScore(Contract.parse('4SX'), 9, vulnerable=True)
    >>> DealScore("4SX", 9, vulnerable=True) == settle("4SX", 9, vulnerable=True)
    True

    The value is what was played: equality and hashing use ``contract``, ``tricks`` and
    ``vulnerable``.

    Attributes:
        contract: The contract played.
        tricks: Tricks taken by the declaring side, 0..13.
        vulnerable: Whether the declaring side was vulnerable.
    """

    contract: Contract
    tricks: int
    vulnerable: bool
    # (below, above, bonus, penalty, items): what parts() computed.
    _parts: Parts = attrs.field(eq=False)

    def __init__(self, contract: Contract | str, tricks: int, *, vulnerable: bool) -> None:
        # What settle makes, field by field: settle is the one place a deal is scored.
        made = settle(contract, tricks, vulnerable=vulnerable)
        for field in attrs.fields(DealScore):
            object.__setattr__(self, field.name, getattr(made, field.name))

    @property
    def made(self) -> bool:
        """True when the declaring side took at least 6 + level tricks."""
        return not self._parts[3]

    @property
    def below(self) -> int:
        """The declaring side's trick score (0 when defeated), below the line."""
        return self._parts[0]

    @property
    def above(self) -> int:
        """The declaring side's overtricks, insult and slam bonus, above the line."""
        return self._parts[1]

    @property
    def bonus(self) -> int:
        """The duplicate game (300/500) or partscore (50) bonus; 0 when defeated."""
        return self._parts[2]

    @property
    def penalty(self) -> int:
        """The undertrick points to the defenders, 0 when made."""
        return self._parts[3]

    @property
    def items(self) -> tuple[Item, ...]:
        """The itemised breakdown."""
        return self._parts[4]

    @property
    def score(self) -> int:
        """The duplicate score from the declaring side's view (negative when defeated)."""
        return self.below + self.above + self.bonus - self.penalty

    @property
    def totals(self) -> dict[str, int]:
        """Points per party: ``{"declarer": ..., "defenders": ...}``."""
        return {"declarer": self.below + self.above + self.bonus, "defenders": self.penalty}

    def __repr__(self) -> str:
        return f"DealScore({self.contract!r}, {self.tricks!r}, vulnerable={self.vulnerable!r})"


def score(contract: Contract | str, tricks: int, *, vulnerable: bool) -> int:
    """The duplicate score of a deal from the declaring side's view (B2–B5).

    Negative when the contract is defeated. ``tricks`` are the declaring side's, 0..13.
    The same numbers as :func:`settle`, read from the same tables, without the breakdown.

    >>> score("1NTXX", 13, vulnerable=True)
    3160
    >>> score("7NTXX", 0, vulnerable=False)
    -7000
    """
    # Read once: a str parsed (and remembered), a Contract kept, anything else read at the
    # door (fast paths: read_contract does all three; docs/development.md, survivors).
    contract = (
        parse_contract(contract)
        if type(contract) is str
        else contract
        if type(contract) is Contract
        else read_contract(contract)
    )
    # The tricks and the vulnerability checked here: a plain int in range and a bool (which
    # has no subclass) are what nearly every call passes, and are kept without a call more;
    # anything else is read, or refused, by the checks every other door uses.
    if type(tricks) is not int or not 0 <= tricks <= TRICKS:
        tricks = check_int("tricks", tricks, 0, TRICKS)
    given: object = vulnerable  # as typed by the caller, whatever the annotation says
    if type(given) is not bool:
        vulnerable = check_bool("vulnerable", given)
    level = contract.level
    doubling = contract.doubling
    over = tricks - BOOK - level
    if over < 0:
        return -doubling.penalties[vulnerable][-over]
    strain = contract.strain
    exactly = MADE_EXACTLY[level][strain.order][doubling.order][vulnerable]
    # B3: each overtrick, from the same numbers as its item.
    return exactly + over * OVERTRICK_POINTS[strain.order][doubling.order][vulnerable]


@overload
def scores(
    contracts: Sequence[int | str | Contract],
    tricks: Sequence[int] | int,
    *,
    vulnerable: Sequence[bool] | bool,
) -> NDArray[int32] | list[int]: ...
@overload
def scores(
    contracts: _Array,
    tricks: _Array | Sequence[int] | int,
    *,
    vulnerable: _Array | Sequence[bool] | bool,
) -> NDArray[int32]: ...
@overload
def scores(
    contracts: Sequence[int | str | Contract],
    tricks: _Array,
    *,
    vulnerable: _Array | Sequence[bool] | bool,
) -> NDArray[int32]: ...
@overload
def scores(
    contracts: Sequence[int | str | Contract],
    tricks: Sequence[int] | int,
    *,
    vulnerable: _Array,
) -> NDArray[int32]: ...
def scores(
    contracts: _Array | Sequence[int | str | Contract],
    tricks: _Array | Sequence[int] | int,
    *,
    vulnerable: _Array | Sequence[bool] | bool,
) -> NDArray[int32] | list[int]:
    """The duplicate score of every row of a column of deals, as :func:`score` gives each.

    ``contracts`` is a one-dimensional array or a sequence, each row a contract code
    (:attr:`Contract.code`, 0..104), a contract's notation (``"4SX"``; each distinct
    spelling parsed once) or a :class:`Contract`; ``tricks`` (ints 0..13) and
    ``vulnerable`` (bools) are columns of the same length, or one value for every row.

    With numpy installed (``pip install '.[arrays]'`` in a copy of the source) the scores
    are a numpy ``int32`` array, read with one gather from a table of every score (made by
    :func:`score` itself); without it, a ``list[int]`` of the same numbers. A pandas,
    Polars or pyarrow column is taken as the array it holds (without a copy where its
    buffers allow; a null row is refused by its index). A masked array's masked rows are
    neither checked nor scored and stay masked; a 0-d array is one row, scored as a 0-d
    array; a column may have up to 100,000,000 rows (longer is refused unread: split it,
    as an engine's partitions do).

    >>> print(*scores(["4SX", "3NT", "7NTXX"], [10, 8, 0], vulnerable=[True, False, False]))
    790 -50 -7000
    >>> codes = [Contract.parse("4S").code, Contract.parse("6NT").code]
    >>> print(*scores(codes, 12, vulnerable=True))
    680 1440

    Raises:
        ScoreError: A bad row (naming it: ``contracts[3]``, ``tricks[0]``; the first, when
            several are) or a column of another length; no score is returned then. Counts
            are ints and flags bools: an array of floats for ``tricks`` or of ints for
            ``vulnerable`` is refused.
    """
    from cardscore import _scores

    if not _scores.numpy_installed():
        return _scores.pure_scores(contracts, tricks, vulnerable)
    from cardscore import _scores_numpy

    return _scores_numpy.numpy_scores(contracts, tricks, vulnerable)


# A DealScore from checked values and what parts() made of them, each by its name.
_build_deal_score = builder(DealScore, keywords=True)


def settle(contract: Contract | str, tricks: int, *, vulnerable: bool) -> DealScore:
    """Score a deal and explain it: trick score, bonuses and penalties apart (B2–B5).

    >>> deal = settle("6HX", 13, vulnerable=False)
    >>> deal.below, deal.above, deal.bonus, deal.score
    (360, 650, 300, 1310)
    >>> for item in settle("4S", 7, vulnerable=True).items:
    ...     print(item)
    1st undertrick (undoubled, vulnerable): defenders +100
    2nd and 3rd undertricks (2 × 100): defenders +200
    """
    # Read once: a str parsed (and remembered), a Contract kept, anything else read at the
    # door (fast paths: read_contract does all three; docs/development.md, survivors).
    contract = (
        parse_contract(contract)
        if type(contract) is str
        else contract
        if type(contract) is Contract
        else read_contract(contract)
    )
    # The tricks and the vulnerability checked here: a plain int in range and a bool (which
    # has no subclass) are what nearly every call passes, and are kept without a call more;
    # anything else is read, or refused, by the checks every other door uses.
    if type(tricks) is not int or not 0 <= tricks <= TRICKS:
        tricks = check_int("tricks", tricks, 0, TRICKS)
    given: object = vulnerable  # as typed by the caller, whatever the annotation says
    if type(given) is not bool:
        vulnerable = check_bool("vulnerable", given)
    return _build_deal_score(
        contract=contract,
        tricks=tricks,
        vulnerable=vulnerable,
        parts=parts(contract, tricks, vulnerable=vulnerable),
    )
