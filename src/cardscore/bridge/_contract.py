"""A bridge contract and a result, the values a deal is played with, and their notation (B1).

A :class:`Contract` is a level, a strain and a doubling; a :class:`Result` a contract and
the tricks the declaring side took. Each is checked at the door
(:mod:`cardscore.bridge._read`) when it is made, and what it means in points is the
rules' (:mod:`cardscore.bridge._rules`).
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

import attrs

from cardscore._frozen import builder
from cardscore._text import Text
from cardscore.bridge._read import (
    DOUBLINGS,
    contract_notation,
    read_code,
    read_level,
    read_strain,
    read_tricks,
    result_notation,
)
from cardscore.bridge._rules import (
    BOOK,
    CODES_PER_LEVEL,
    DOUBLINGS_PER_STRAIN,
    SMALL_SLAM,
    TRICKS,
    Doubling,
    Strain,
    from_code,
    is_game,
    trick_points,
)
from cardscore.errors import ImpossibleResultError, ScoreError

if TYPE_CHECKING:
    from cardscore.cards import Suit


@attrs.frozen(slots=True, init=False, repr=False)
class Contract:
    """A bridge contract: a level 1..7, a strain, and whether it was doubled.

    ``str`` gives the canonical notation and parses back:

    >>> contract = Contract.parse("4♠x")
    >>> contract, str(contract)
    (Contract.parse('4SX'), '4SX')
    >>> contract.is_game, contract.is_slam
    (True, False)

    Attributes:
        level: The number of tricks over book (6) contracted for, 1..7.
        strain: The trump suit, or notrump.
        doubling: Undoubled, doubled or redoubled.
    """

    level: int
    strain: Strain
    doubling: Doubling = Doubling.UNDOUBLED

    def __init__(
        self,
        level: int,
        strain: Strain | Suit | str,
        doubling: Doubling | str = Doubling.UNDOUBLED,
    ) -> None:
        # What attrs would write for two converted members and a validated level, in its
        # order (converters, then the validator), without its frozen setattr: each value,
        # read at the door, goes straight into its slot.
        _SET_STRAIN(self, read_strain("strain", strain))
        _SET_DOUBLING(self, DOUBLINGS.read("doubling", doubling))
        _SET_LEVEL(self, read_level(level))

    @classmethod
    def parse(cls, text: Contract | str) -> Contract:
        """Parse ``"4SX"``, ``"3NT"``, ``"3N"``, ``"6♥xx"``, any case (also takes a Contract).

        At most 64 characters (spaces included); ``"Pass"`` is not a contract: a passed-out
        deal has no score.

        >>> Contract.parse("3n")
        Contract.parse('3NT')
        """
        # A str straight to the memo of parsed spellings (read_contract would find it too).
        return parse_contract(text) if type(text) is str else read_contract(text)

    @property
    def tricks_needed(self) -> int:
        """The tricks the declaring side needs: 6 + level (B1)."""
        return BOOK + self.level

    @property
    def trick_score(self) -> int:
        """The trick score of the contracted tricks, doubling included (B2)."""
        return trick_points(self.level, self.strain, self.doubling)

    @property
    def is_game(self) -> bool:
        """True when making it scores 100 or more below the line (B2), doubling included.

        >>> Contract.parse("2S").is_game, Contract.parse("2SX").is_game
        (False, True)
        """
        return is_game(self.trick_score)

    @property
    def is_slam(self) -> bool:
        """True for a level-6 or level-7 contract."""
        return self.level >= SMALL_SLAM

    @property
    def code(self) -> int:
        """The contract as one int, 0..104: (level − 1) × 15 + strain × 3 + doubling.

        Strains count clubs 0 to notrump 4, doublings undoubled 0 to redoubled 2, so codes
        sort as contracts rank: by level, then strain, then doubling. :func:`scores` takes
        columns of codes; :meth:`from_code` turns one back into its contract.

        >>> Contract.parse("1C").code, Contract.parse("4SX").code, Contract.parse("7NTXX").code
        (0, 55, 104)
        """
        # Written out, not a call: columns of contracts are coded row by row (bridge.scores).
        return (
            (self.level - 1) * CODES_PER_LEVEL
            + self.strain.order * DOUBLINGS_PER_STRAIN
            + self.doubling.order
        )

    @classmethod
    def from_code(cls, code: int) -> Contract:
        """The contract whose :attr:`code` is ``code`` (an int from 0 to 104).

        >>> Contract.from_code(55)
        Contract.parse('4SX')

        Raises:
            ScoreError: ``code`` is not an int from 0 to 104.
        """
        return build_contract(*from_code(read_code(code)))

    @property
    def bid(self) -> Contract:
        """The contract as bid, without any double."""
        return attrs.evolve(self, doubling=Doubling.UNDOUBLED)

    def __str__(self) -> str:
        return f"{self.level}{self.strain.value}{self.doubling.value}"

    def __repr__(self) -> str:
        return f"Contract.parse({str(self)!r})"


# Contract's slots, set by its __init__; a contract from checked values, by builder.
_SET_LEVEL = Contract.__dict__["level"].__set__
_SET_STRAIN = Contract.__dict__["strain"].__set__
_SET_DOUBLING = Contract.__dict__["doubling"].__set__
build_contract = builder(Contract)


# The one memo: a program scores the same few spellings over and over, and a Contract is
# immutable. Keyed by the text as given (at most NOTATION_LIMIT characters; longer text is
# refused and never stored), so it holds at most 512 short strings.
@functools.lru_cache(maxsize=512)
def parse_contract(text: str) -> Contract:
    """The contract a str writes, read at the door and remembered."""
    return build_contract(*contract_notation(text))


def read_contract(value: object) -> Contract:
    """A contract: a :class:`Contract` as it is, or its notation; anything else refused."""
    if isinstance(value, Contract):
        return value
    if isinstance(value, str):
        return parse_contract(value)
    raise ScoreError("contract", value, "a Contract or a str like '4SX' or '3NT'")


@attrs.frozen(slots=True, repr=False)
class Result:
    """A contract and the tricks the declaring side took, in result notation.

    >>> result = Result.parse("4SX-2")
    >>> result.contract, result.tricks, str(result)
    (Contract.parse('4SX'), 8, '4SX-2')
    >>> str(Result("3NT", 10))
    '3NT+1'

    Attributes:
        contract: The contract played.
        tricks: The tricks the declaring side took, 0..13.
    """

    contract: Contract = attrs.field(converter=read_contract)
    tricks: int = attrs.field(converter=read_tricks)

    @classmethod
    def parse(cls, text: Result | str) -> Result:
        """Parse ``"4S="``, ``"4SX-2"``, ``"3NT+1"`` (also takes a Result).

        At most 64 characters, spaces included.
        """
        if isinstance(text, Result):
            return text
        written, difference = result_notation(text)
        contract = parse_contract(written)
        tricks = contract.tricks_needed + difference
        if not 0 <= tricks <= TRICKS:
            raise ImpossibleResultError(
                "result",
                text,
                Text(
                    "a result with 0 to 13 tricks for {contract} ({tricks} given)",
                    contract=str(contract),
                    tricks=tricks,
                ),
            )
        return cls(contract, tricks)

    @property
    def made(self) -> bool:
        """True when the contract was made."""
        return self.tricks >= self.contract.tricks_needed

    def __str__(self) -> str:
        difference = self.tricks - self.contract.tricks_needed
        return f"{self.contract}{'=' if difference == 0 else f'{difference:+d}'}"

    def __repr__(self) -> str:
        return f"Result.parse({str(self)!r})"
