"""Contract bridge: contracts, results and the duplicate score (rules B1–B5).

The declaring side's score of one deal, with the parts that Chicago and rubber scoring need:

>>> from cardscore import bridge
>>> bridge.score("4S", 10, vulnerable=False)
420
>>> bridge.score("3NTX", 6, vulnerable=True)
-800
>>> deal = bridge.settle("4SX", 9, vulnerable=True)
>>> deal.made, deal.below, deal.above, deal.penalty
(False, 0, 0, 200)
>>> bridge.Result.parse("4SX-1") == bridge.Result("4SX", 9)
True
"""

from __future__ import annotations

import enum
import re

import attrs

from cardscore._check import LazyPattern, check_bool, check_int, lookup_name
from cardscore._frozen import fields_repr
from cardscore.cards import Suit
from cardscore.errors import ImpossibleResultError, NotationError, ScoreError
from cardscore.items import Item

__all__ = [
    "Contract",
    "DealScore",
    "Doubling",
    "Result",
    "Strain",
    "score",
    "settle",
    "trick_score",
]


class Strain(enum.Enum):
    """The strain of a contract, in rank order: clubs < diamonds < hearts < spades < notrump."""

    CLUBS = "C"
    DIAMONDS = "D"
    HEARTS = "H"
    SPADES = "S"
    NOTRUMP = "NT"

    @property
    def order(self) -> int:
        """The strain's rank, 0 for clubs up to 4 for notrump."""
        return _STRAIN_ORDER[self]

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
        if isinstance(text, Strain):
            return text
        if isinstance(text, Suit):
            return Strain(text.value)
        return lookup_name(
            "strain",
            text,
            _STRAIN_NAMES,
            "a Strain or one of C D H S NT, ♣ ♦ ♥ ♠",
            "one of C D H S NT (or N), ♣ ♦ ♥ ♠",
        )

    def __str__(self) -> str:
        return self.value


_STRAIN_ORDER = {strain: index for index, strain in enumerate(Strain)}
_STRAIN_NAMES: dict[str, Strain] = {
    "c": Strain.CLUBS,
    "♣": Strain.CLUBS,
    "clubs": Strain.CLUBS,
    "d": Strain.DIAMONDS,
    "♦": Strain.DIAMONDS,
    "diamonds": Strain.DIAMONDS,
    "h": Strain.HEARTS,
    "♥": Strain.HEARTS,
    "hearts": Strain.HEARTS,
    "s": Strain.SPADES,
    "♠": Strain.SPADES,
    "spades": Strain.SPADES,
    "nt": Strain.NOTRUMP,
    "n": Strain.NOTRUMP,
    "notrump": Strain.NOTRUMP,
    "notrumps": Strain.NOTRUMP,
    "no trump": Strain.NOTRUMP,
    "sa": Strain.NOTRUMP,
}


class Doubling(enum.Enum):
    """Whether a contract was doubled or redoubled."""

    UNDOUBLED = ""
    DOUBLED = "X"
    REDOUBLED = "XX"

    @property
    def multiplier(self) -> int:
        """The trick-score multiplier: 1, 2 or 4 (B2)."""
        return _MULTIPLIER[self]

    @classmethod
    def parse(cls, text: Doubling | str) -> Doubling:
        """Parse ``""``, ``"X"``, ``"XX"`` (also ``"doubled"``, ``"redoubled"``).

        >>> Doubling.parse("xx")
        <Doubling.REDOUBLED: 'XX'>
        """
        if isinstance(text, Doubling):
            return text
        return lookup_name(
            "doubling",
            text,
            _DOUBLING_NAMES,
            "a Doubling or one of '', 'X', 'XX'",
            "one of '', 'X', 'XX'",
        )

    def __str__(self) -> str:
        return self.value


_MULTIPLIER = {Doubling.UNDOUBLED: 1, Doubling.DOUBLED: 2, Doubling.REDOUBLED: 4}
_DOUBLING_NAMES = {
    "": Doubling.UNDOUBLED,
    "undoubled": Doubling.UNDOUBLED,
    "x": Doubling.DOUBLED,
    "doubled": Doubling.DOUBLED,
    "xx": Doubling.REDOUBLED,
    "redoubled": Doubling.REDOUBLED,
}

# --- The tables (B2–B5) -------------------------------------------------------------------

BOOK = 6
"""Tricks before the first contracted one (B1): a level L contract needs 6 + L tricks."""

# B2: trick value per contracted trick (and undoubled overtrick, B3); NT's first is 40.
_TRICK_VALUE = {
    Strain.CLUBS: 20,
    Strain.DIAMONDS: 20,
    Strain.HEARTS: 30,
    Strain.SPADES: 30,
    Strain.NOTRUMP: 30,
}
_NOTRUMP_FIRST_TRICK_EXTRA = 10
GAME_TRICK_SCORE = 100
"""A trick score of 100 or more below the line is a game (B2)."""

# B3: each doubled or redoubled overtrick, by (doubling, vulnerable).
_DOUBLED_OVERTRICK = {
    (Doubling.DOUBLED, False): 100,
    (Doubling.DOUBLED, True): 200,
    (Doubling.REDOUBLED, False): 200,
    (Doubling.REDOUBLED, True): 400,
}

# B4: each undertrick by (doubling, vulnerable): (1st, 2nd and 3rd, 4th and after).
UNDERTRICKS: dict[tuple[Doubling, bool], tuple[int, int, int]] = {
    (Doubling.UNDOUBLED, False): (50, 50, 50),
    (Doubling.DOUBLED, False): (100, 200, 300),
    (Doubling.REDOUBLED, False): (200, 400, 600),
    (Doubling.UNDOUBLED, True): (100, 100, 100),
    (Doubling.DOUBLED, True): (200, 300, 300),
    (Doubling.REDOUBLED, True): (400, 600, 600),
}

# B5: the insult for making a doubled / redoubled contract.
_INSULT = {Doubling.DOUBLED: 50, Doubling.REDOUBLED: 100}
# B5: slam bonuses by level: (not vulnerable, vulnerable).
_SLAM_BONUS = {6: ("small slam", 500, 750), 7: ("grand slam", 1000, 1500)}
# B5, duplicate only: game bonus (nv, v) for a trick score of 100+, else the partscore bonus.
_GAME_BONUS = (300, 500)
_PARTSCORE_BONUS = 50

_VULNERABILITY = ("not vulnerable", "vulnerable")


def _level(_instance: object, _attribute: object, value: int) -> None:
    check_int("level", value, 1, 7)


def _strain(value: Strain | Suit | str) -> Strain:
    return Strain.parse(value)


def _doubling(value: Doubling | str) -> Doubling:
    return Doubling.parse(value)


_CONTRACT_RE = LazyPattern(
    r"\s*(?P<level>\d)\s*(?P<strain>nt|n|sa|[cdhs♣♦♥♠])\s*(?P<doubling>x{0,2})\s*",
    re.IGNORECASE,
)


@attrs.frozen(slots=True, repr=False, cache_hash=True)
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

    level: int = attrs.field(validator=_level)
    strain: Strain = attrs.field(converter=_strain)
    doubling: Doubling = attrs.field(default=Doubling.UNDOUBLED, converter=_doubling)
    # The duplicate score for 0..13 tricks, not vulnerable then vulnerable: score()'s table,
    # filled by the first score() of this contract (making a Contract computes nothing).
    _scores: tuple[int, ...] | None = attrs.field(
        init=False, default=None, eq=False, hash=False, repr=False
    )

    def _score_table(self) -> tuple[int, ...]:
        key = (self.level, self.strain, self.doubling)
        scores = _SCORE_TABLES.get(key)  # pragma: no mutate - a cache: a miss recomputes
        if scores is None:  # pragma: no mutate - a cache: a miss recomputes
            scores = tuple(
                _parts(self, tricks, vulnerable=vulnerable).score
                for vulnerable in (False, True)
                for tricks in range(14)
            )
            _SCORE_TABLES[key] = scores  # pragma: no mutate - a cache
        object.__setattr__(self, "_scores", scores)
        return scores

    @classmethod
    def parse(cls, text: Contract | str) -> Contract:
        """Parse ``"4SX"``, ``"3NT"``, ``"3N"``, ``"6♥xx"``, any case (also takes a Contract).

        ``"Pass"`` is not a contract: a passed-out deal has no score.

        >>> Contract.parse("3n")
        Contract.parse('3NT')
        """
        if isinstance(text, Contract):
            return text
        if not isinstance(text, str):
            raise ScoreError("contract", text, "a Contract or a str like '4SX' or '3NT'")
        cached = _PARSED.get(text)
        if cached is not None:
            return cached
        match = _CONTRACT_RE.fullmatch(text)
        if match is None:
            if text.strip().lower() in {"pass", "p", "passed", "passed out", "-"}:
                raise NotationError(
                    "contract", text, "a contract like '4SX'; a passed-out deal has no contract"
                )
            raise NotationError(
                "contract", text, "level 1-7, strain C D H S NT, then '', 'X' or 'XX' ('4SX')"
            )
        level = int(match["level"])
        if not 1 <= level <= 7:
            raise NotationError("contract", text, "a level from 1 to 7 ('4SX', '3NT')")
        contract = cls(level, match["strain"], match["doubling"])
        if len(_PARSED) < _PARSED_LIMIT:  # pragma: no mutate - one entry more or less
            _PARSED[text] = contract
        return contract

    @property
    def tricks_needed(self) -> int:
        """The tricks the declaring side needs: 6 + level (B1)."""
        return BOOK + self.level

    @property
    def trick_score(self) -> int:
        """The trick score of the contracted tricks, doubling included (B2)."""
        return _trick_score(self.level, self.strain, self.doubling)

    @property
    def is_game(self) -> bool:
        """True when making it scores 100 or more below the line (B2), doubling included.

        >>> Contract.parse("2S").is_game, Contract.parse("2SX").is_game
        (False, True)
        """
        return self.trick_score >= GAME_TRICK_SCORE

    @property
    def is_slam(self) -> bool:
        """True for a level-6 or level-7 contract."""
        return self.level >= 6

    @property
    def bid(self) -> Contract:
        """The contract as bid, without any double."""
        return attrs.evolve(self, doubling=Doubling.UNDOUBLED)

    def __str__(self) -> str:
        return f"{self.level}{self.strain.value}{self.doubling.value}"

    def __repr__(self) -> str:
        return f"Contract.parse({str(self)!r})"


_SCORE_TABLES: dict[tuple[int, Strain, Doubling], tuple[int, ...]] = {}
# Parsed notation, so that scoring from strings in a loop parses each spelling once.
_PARSED: dict[str, Contract] = {}
_PARSED_LIMIT = 4096


def trick_score(
    level: int, strain: Strain | str, doubling: Doubling | str = Doubling.UNDOUBLED
) -> int:
    """The below-the-line score of ``level`` contracted tricks (B2).

    >>> trick_score(3, Strain.NOTRUMP), trick_score(2, "H", "XX")
    (100, 240)
    """
    check_int("level", level, 1, 7)
    return _trick_score(level, Strain.parse(strain), Doubling.parse(doubling))


def _trick_score(level: int, strain: Strain, doubling: Doubling) -> int:
    base = _TRICK_VALUE[strain] * level
    if strain is Strain.NOTRUMP:
        base += _NOTRUMP_FIRST_TRICK_EXTRA
    return base * _MULTIPLIER[doubling]


def _tricks(value: object) -> int:
    if type(value) is int and 0 <= value <= 13:  # pragma: no mutate - fast path of check_int
        return value
    return check_int("tricks", value, 0, 13)


@attrs.frozen(slots=True)
class DealScore:
    """The score of one deal, split the way Chicago and rubber scoring need it.

    ``items`` is the whole breakdown, from the declaring side's (``"declarer"``) and the
    defending side's (``"defenders"``) view; the duplicate-only game or partscore bonus is
    an item of its own (``bonus``), which Chicago and rubber scoring leave out.

    Attributes:
        contract: The contract played.
        tricks: Tricks taken by the declaring side, 0..13.
        vulnerable: Whether the declaring side was vulnerable.
        made: True when the declaring side took at least 6 + level tricks.
        below: The declaring side's trick score (0 when defeated), below the line.
        above: The declaring side's overtricks, insult and slam bonus, above the line.
        bonus: The duplicate game (300/500) or partscore (50) bonus; 0 when defeated.
        penalty: The undertrick points to the defenders, 0 when made.
        items: The itemised breakdown.
    """

    __repr__ = fields_repr

    contract: Contract
    tricks: int
    vulnerable: bool
    made: bool
    below: int
    above: int
    bonus: int
    penalty: int
    items: tuple[Item, ...]

    @property
    def score(self) -> int:
        """The duplicate score from the declaring side's view (negative when defeated)."""
        return self.below + self.above + self.bonus - self.penalty

    @property
    def totals(self) -> dict[str, int]:
        """Points per party: ``{"declarer": ..., "defenders": ...}``."""
        return {"declarer": self.below + self.above + self.bonus, "defenders": self.penalty}


def _parts(contract: Contract, tricks: int, *, vulnerable: bool) -> DealScore:
    items: list[Item] = []
    doubling = contract.doubling
    vul = _VULNERABILITY[vulnerable]
    if tricks < contract.tricks_needed:
        penalty = _undertricks(
            contract.tricks_needed - tricks, doubling, items, vulnerable=vulnerable
        )
        return DealScore(contract, tricks, vulnerable, False, 0, 0, 0, penalty, tuple(items))

    below = contract.trick_score
    value = _TRICK_VALUE[contract.strain]
    level = contract.level
    if contract.strain is Strain.NOTRUMP:
        how = f"40 + {level - 1} × 30" if level > 1 else "40"
    else:
        how = f"{level} × {value}"
    if doubling is not Doubling.UNDOUBLED:
        how += f", {doubling.name.lower()} × {doubling.multiplier}"
    items.append(Item(f"trick score ({how})", "declarer", below))

    above = 0
    overtricks = tricks - contract.tricks_needed
    if overtricks:
        each = _DOUBLED_OVERTRICK.get((doubling, vulnerable), value)
        detail = f"{overtricks} × {each}"
        if doubling is not Doubling.UNDOUBLED:
            detail += f", {doubling.name.lower()}, {vul}"
        items.append(Item(f"overtricks ({detail})", "declarer", overtricks * each))
        above += overtricks * each  # pragma: no mutate - above is 0 here
    insult = _INSULT.get(doubling, 0)  # pragma: no mutate - None is as falsy as 0
    if insult:
        items.append(Item(f"insult ({doubling.name.lower()})", "declarer", insult))
        above += insult
    slam = _SLAM_BONUS.get(level)
    if slam is not None:
        name, not_vul, vul_bonus = slam
        points = vul_bonus if vulnerable else not_vul
        items.append(Item(f"{name} bonus ({vul})", "declarer", points))
        above += points
    if below >= GAME_TRICK_SCORE:
        bonus = _GAME_BONUS[vulnerable]
        items.append(Item(f"game bonus ({vul})", "declarer", bonus))
    else:
        bonus = _PARTSCORE_BONUS
        items.append(Item("partscore bonus", "declarer", bonus))
    return DealScore(contract, tricks, vulnerable, True, below, above, bonus, 0, tuple(items))


def _undertricks(down: int, doubling: Doubling, items: list[Item], *, vulnerable: bool) -> int:
    first, second_third, fourth_on = UNDERTRICKS[(doubling, vulnerable)]
    how = f"{doubling.name.lower()}, {_VULNERABILITY[vulnerable]}"
    items.append(Item(f"1st undertrick ({how})", "defenders", first))
    penalty = first
    middle = min(down - 1, 2)
    if middle:
        label = "2nd undertrick" if middle == 1 else "2nd and 3rd undertricks"
        items.append(
            Item(f"{label} ({middle} × {second_third})", "defenders", middle * second_third)
        )
        penalty += middle * second_third
    rest = down - 3
    if rest > 0:
        label = "4th undertrick" if rest == 1 else f"4th to {down}th undertricks"
        items.append(Item(f"{label} ({rest} × {fourth_on})", "defenders", rest * fourth_on))
        penalty += rest * fourth_on
    return penalty


def score(contract: Contract | str, tricks: int, *, vulnerable: bool) -> int:
    """The duplicate score of a deal from the declaring side's view (B2–B5).

    Negative when the contract is defeated. ``tricks`` are the declaring side's, 0..13.

    >>> score("1NTXX", 13, vulnerable=True)
    3160
    >>> score("7NTXX", 0, vulnerable=False)
    -7000
    """
    # Fast paths: parse and check_int give the same answers, only slower.
    if type(contract) is not Contract:  # pragma: no mutate
        contract = Contract.parse(contract)
    if type(tricks) is not int or not 0 <= tricks <= 13:  # pragma: no mutate
        tricks = check_int("tricks", tricks, 0, 13)
    scores = contract._scores  # noqa: SLF001
    if scores is None:
        scores = contract._score_table()  # noqa: SLF001
    if vulnerable is True:
        return scores[14 + tricks]
    if vulnerable is False:
        return scores[tricks]
    raise ScoreError("vulnerable", vulnerable, "True or False")


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
    contract = Contract.parse(contract)
    return _parts(contract, _tricks(tricks), vulnerable=check_bool("vulnerable", vulnerable))


def _contract(value: Contract | str) -> Contract:
    return Contract.parse(value)


_RESULT_RE = LazyPattern(
    r"\s*(?P<contract>\d\s*(?:nt|n|sa|[cdhs♣♦♥♠])\s*x{0,2})\s*"
    r"(?:(?P<made>=)|(?P<sign>[+-])\s*(?P<count>\d+))\s*",
    re.IGNORECASE,
)


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

    contract: Contract = attrs.field(converter=_contract)
    tricks: int = attrs.field(converter=_tricks)

    @classmethod
    def parse(cls, text: Result | str) -> Result:
        """Parse ``"4S="``, ``"4SX-2"``, ``"3NT+1"`` (also takes a Result)."""
        if isinstance(text, Result):
            return text
        if not isinstance(text, str):
            raise ScoreError("result", text, "a Result or a str like '4S=', '4SX-1', '3NT+1'")
        match = _RESULT_RE.fullmatch(text)
        if match is None:
            raise NotationError("result", text, "a contract then '=', '+N' or '-N' ('4SX-1')")
        contract = Contract.parse(match["contract"])
        tricks = contract.tricks_needed
        if match["sign"] == "+":
            tricks += int(match["count"])
        elif match["sign"] == "-":
            tricks -= int(match["count"])
        if not 0 <= tricks <= 13:
            raise ImpossibleResultError(
                "result", text, f"a result with 0 to 13 tricks for {contract} ({tricks} given)"
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
