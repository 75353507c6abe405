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
import functools
import re
from typing import TYPE_CHECKING, Final, Self, overload

import attrs

from cardscore._check import (
    NOTATION_LIMIT,
    LazyPattern,
    check_bool,
    check_int,
    check_text,
    fold,
    lookup_name,
    plain_str,
)
from cardscore._frozen import builder
from cardscore._text import Text
from cardscore.cards import Suit
from cardscore.errors import ImpossibleResultError, NotationError, ScoreError
from cardscore.items import Item

if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Protocol

    # numpy is optional (the ``arrays`` extra): a type checker without it sees these as
    # unknown (pyproject's mypy overrides), and no ndarray can be passed then anyway.
    from numpy import int32
    from numpy.typing import NDArray

    class _Array(Protocol):
        """A column numpy reads as an array: an ndarray, a pandas or Polars Series."""

        def __array__(self) -> object: ...
        def __len__(self) -> int: ...


__all__ = [
    "PASS_WORDS",
    "Contract",
    "DealScore",
    "Doubling",
    "Result",
    "Strain",
    "is_pass",
    "score",
    "scores",
    "settle",
    "trick_score",
]


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
    overtrick_items: tuple[Item, ...]
    """The undoubled overtricks' item (B3), by the number of overtricks less one."""

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
        member.overtrick_items = tuple(
            Item(
                Text("overtricks ({count} × {each})", count=over, each=trick_value),
                "declarer",
                over * trick_value,
                "overtricks",
            )
            for over in range(1, 7)
        )
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
        if isinstance(text, Strain):
            return text
        # "S", "NT", "♠": no need to fold case (a fast path: lookup_name finds them too)
        if type(text) is str and text in _STRAIN_NAMES:  # pragma: no mutate
            return _STRAIN_NAMES[text]
        if isinstance(text, Suit):
            return _STRAIN_NAMES[text.letter.lower()]  # pragma: no mutate (both cases are keys)
        return lookup_name(
            "strain",
            text,
            _STRAIN_NAMES,
            Text("a Strain or one of C D H S NT, ♣ ♦ ♥ ♠"),
            Text("one of C D H S NT (or N), ♣ ♦ ♥ ♠"),
        )

    def __str__(self) -> str:
        return self._value_

    # Members are singletons compared by identity, so identity hashes them: Enum's own hash
    # (of the name) is a Python call, and contracts are hashed with their strain.
    __hash__ = object.__hash__


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
_STRAIN_NAMES.update({strain.value: strain for strain in Strain})

_VULNERABILITY = (Text("not vulnerable"), Text("vulnerable"))
# The parties a breakdown names: the English data words (``Item.who``), which a renderer
# says with i18n.term() from these msgids.
_PARTIES = (Text("declarer"), Text("defenders"))


def _overtrick_items(word: str, each: int, vul: str) -> tuple[Item, ...]:
    # B3: doubled and redoubled overtricks, 1 to 6 of them.
    return tuple(
        Item(
            Text(
                "overtricks ({count} × {each}, {doubling}, {vulnerability})",
                count=over,
                each=each,
                doubling=word,
                vulnerability=vul,
            ),
            "declarer",
            over * each,
            "overtricks",
        )
        for over in range(1, 7)
    )


def _undertrick_items(
    word: str, row: tuple[int, int, int], vul: str
) -> tuple[tuple[Item, ...], ...]:
    # B4: the items of 0 to 13 tricks down: the 1st, the 2nd and 3rd, the 4th and after.
    first, second_third, fourth_on = row
    one = Item(
        Text("1st undertrick ({doubling}, {vulnerability})", doubling=word, vulnerability=vul),
        "defenders",
        first,
        "undertricks",
    )
    second = Item(
        Text("2nd undertrick (1 × {each})", each=second_third),
        "defenders",
        second_third,
        "undertricks",
    )
    third = Item(
        Text("2nd and 3rd undertricks (2 × {each})", each=second_third),
        "defenders",
        2 * second_third,
        "undertricks",
    )
    downs: list[tuple[Item, ...]] = [(), (one,), (one, second), (one, third)]
    for down in range(4, 14):
        rest = down - 3
        label = (
            Text("4th undertrick ({count} × {each})", count=rest, each=fourth_on)
            if rest == 1
            else Text(
                "4th to {last}th undertricks ({count} × {each})",
                last=down,
                count=rest,
                each=fourth_on,
            )
        )
        downs.append((one, third, Item(label, "defenders", rest * fourth_on, "undertricks")))
    return tuple(downs)


def _added_up(row: tuple[int, int, int]) -> tuple[int, ...]:
    # B4: the 1st undertrick, then the 2nd and 3rd, then the 4th and each after.
    first, second_third, fourth_on = row
    totals = [0]
    for down in range(1, 14):
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
    word: str
    """``"undoubled"``, ``"doubled"`` or ``"redoubled"``, as the items say it."""
    overtrick_items: tuple[tuple[Item, ...], tuple[Item, ...]]
    """The doubled overtricks' item by vulnerable, then overtricks less one (B3)."""
    insult_item: tuple[Item, ...]
    """The insult's item, or nothing when undoubled (B5)."""
    undertrick_items: tuple[tuple[tuple[Item, ...], ...], tuple[tuple[Item, ...], ...]]
    """The undertricks' items by vulnerable, then tricks down (0..13) (B4)."""

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
        member.penalties = (_added_up(undertricks[0]), _added_up(undertricks[1]))
        spelled = member.word = (Text("undoubled"), Text("doubled"), Text("redoubled"))[
            len(letters)
        ]
        member.overtrick_items = (
            ((), ())
            if overtrick is None
            else (
                _overtrick_items(spelled, overtrick[0], _VULNERABILITY[0]),
                _overtrick_items(spelled, overtrick[1], _VULNERABILITY[1]),
            )
        )
        member.insult_item = (
            (Item(Text("insult ({doubling})", doubling=spelled), "declarer", insult, "insult"),)
            if insult
            else ()
        )
        member.undertrick_items = (
            _undertrick_items(spelled, undertricks[0], _VULNERABILITY[0]),
            _undertrick_items(spelled, undertricks[1], _VULNERABILITY[1]),
        )
        return member

    @classmethod
    def parse(cls, text: Doubling | str) -> Doubling:
        """Parse ``""``, ``"X"``, ``"XX"`` (also ``"doubled"``, ``"redoubled"``).

        >>> Doubling.parse("xx")
        <Doubling.REDOUBLED: 'XX'>
        """
        if isinstance(text, Doubling):
            return text
        # "", "X", "XX": no need to fold case (a fast path: lookup_name finds them too)
        if type(text) is str and text in _DOUBLING_NAMES:  # pragma: no mutate
            return _DOUBLING_NAMES[text]
        return lookup_name(
            "doubling",
            text,
            _DOUBLING_NAMES,
            Text("a Doubling or one of '', 'X', 'XX'"),
            Text("one of '', 'X', 'XX'"),
        )

    def __str__(self) -> str:
        return self._value_

    __hash__ = object.__hash__  # as Strain's


_DOUBLING_NAMES = {
    "": Doubling.UNDOUBLED,
    "undoubled": Doubling.UNDOUBLED,
    "x": Doubling.DOUBLED,
    "doubled": Doubling.DOUBLED,
    "xx": Doubling.REDOUBLED,
    "redoubled": Doubling.REDOUBLED,
}
_DOUBLING_NAMES.update({doubling.value: doubling for doubling in Doubling})

# --- The tables (B2–B5); the per-strain and per-doubling numbers live on the enums ------------

BOOK = 6
"""Tricks before the first contracted one (B1): a level L contract needs 6 + L tricks."""

GAME_TRICK_SCORE = 100
"""A trick score of 100 or more below the line is a game (B2)."""

# B4, by (doubling, vulnerable): (1st, 2nd and 3rd, 4th and after); the rows of Doubling.
UNDERTRICKS: dict[tuple[Doubling, bool], tuple[int, int, int]] = {
    (doubling, vulnerable): doubling.undertricks[vulnerable]
    for vulnerable in (False, True)
    for doubling in Doubling
}

# B5: slam bonuses by level: (not vulnerable, vulnerable); none below level 6.
_SLAM_BONUS = ((0, 0),) * 6 + ((500, 750), (1000, 1500))
# B5, duplicate only: (game bonus, partscore bonus) by vulnerable; the game bonus for a trick
# score of 100+, else the partscore bonus.
_GAME_BONUS = (300, 500)
_PARTSCORE_BONUS = 50
_BONUS = ((_PARTSCORE_BONUS, _PARTSCORE_BONUS), _GAME_BONUS)  # [is game][vulnerable]


def _trick_score(level: int, strain: Strain, doubling: Doubling) -> int:
    # B2: the first contracted trick, then each further one, times the doubling.
    return (strain.first_trick + (level - 1) * strain.trick_value) * doubling.multiplier


def _how(level: int, strain: Strain, doubling: Doubling) -> Text:
    # How the trick score is reckoned, its numbers as values (each language writes them).
    how = (
        # 1NT: "40" as "40 + {more} × 30" writes it, the same in every language.
        (Text("40 + {more} × 30", more=level - 1) if level > 1 else Text("40"))
        if strain is Strain.NOTRUMP
        else Text("{level} × {each}", level=level, each=strain.trick_value)
    )
    if doubling is Doubling.UNDOUBLED:
        return how
    return Text(
        "{how}, {doubling} × {multiplier}",
        how=how,
        doubling=doubling.word,
        multiplier=doubling.multiplier,
    )


def _slam_label(level: int, vul: Text) -> Text:
    # B5: the slam bonus's label, one template per slam (not "{slam} bonus": a language may
    # make one word of it).
    if level == 6:
        return Text("small slam bonus ({vulnerability})", vulnerability=vul)
    return Text("grand slam bonus ({vulnerability})", vulnerability=vul)


# The items of B2 and B5, made once: [level][strain.order][doubling.order] for the trick
# score, [level][vulnerable] for the slam bonus (nothing below level 6), [is game][vulnerable]
# for the duplicate bonus.
_TRICK_SCORE_ITEMS = (
    (),
    *(
        tuple(
            tuple(
                Item(
                    Text("trick score ({how})", how=_how(level, strain, doubling)),
                    "declarer",
                    _trick_score(level, strain, doubling),
                    "trick_score",
                )
                for doubling in Doubling
            )
            for strain in Strain
        )
        for level in range(1, 8)
    ),
)
_SLAM_ITEMS = tuple(
    tuple(
        (Item(_slam_label(level, vul), "declarer", bonus, "slam_bonus"),) if bonus else ()
        for vul, bonus in zip(_VULNERABILITY, _SLAM_BONUS[level], strict=True)
    )
    for level in range(8)
)
_BONUS_ITEMS = (
    tuple(
        (Item(Text("partscore bonus"), "declarer", _PARTSCORE_BONUS, "part_score"),)
        for _ in _VULNERABILITY
    ),
    tuple(
        (
            Item(
                Text("game bonus ({vulnerability})", vulnerability=vul),
                "declarer",
                bonus,
                "game_bonus",
            ),
        )
        for vul, bonus in zip(_VULNERABILITY, _GAME_BONUS, strict=True)
    ),
)


# A contract made exactly, [level][strain.order][doubling.order][vulnerable]: below (the
# trick score), above (insult and slam bonus), the duplicate bonus, the trick score's item and
# the items after any overtricks' (insult, slam bonus, duplicate bonus), from the tables above.
_MADE_PARTS = tuple(
    tuple(
        tuple(
            tuple(
                (
                    trick.points,
                    doubling.insult + _SLAM_BONUS[level][vulnerable],
                    _BONUS[trick.points >= GAME_TRICK_SCORE][vulnerable],
                    trick,
                    doubling.insult_item
                    + _SLAM_ITEMS[level][vulnerable]
                    + _BONUS_ITEMS[trick.points >= GAME_TRICK_SCORE][vulnerable],
                )
                for vulnerable in (False, True)
            )
            for trick, doubling in zip(by_doubling, Doubling, strict=True)
        )
        for by_doubling in by_strain
    )
    for level, by_strain in enumerate(_TRICK_SCORE_ITEMS)
)
# The score of each made exactly (below + above + bonus), the same index, for score().
_MADE_EXACTLY = tuple(
    tuple(
        tuple(tuple(sum(made[:3]) for made in by_vulnerable) for by_vulnerable in by_doubling)
        for by_doubling in by_strain
    )
    for by_strain in _MADE_PARTS
)


# After check_text (at most NOTATION_LIMIT characters, stripped). No two repeats of the same
# characters meet (each run of spaces is possessive), so a failed match is linear too.
_CONTRACT_RE = LazyPattern(
    r"(?P<level>[0-9])\s*+(?P<strain>nt|n|sa|[cdhs♣♦♥♠])\s*+(?P<doubling>x{0,2})",
    re.IGNORECASE | re.ASCII,  # ASCII: no "ſ" for s, no Kelvin sign for k, no "١" for 1
)

PASS_WORDS: Final = frozenset({"pass", "p", "passed", "passed out", "-", "no bid"})
"""How a pass is written: a call in an auction, or a deal that every player passed.

``pass``, ``p``, ``passed``, ``passed out``, ``-`` or ``no bid``, in any case: every reader
of a pass takes these words and no others (a scoresheet's deal, the command line, the
prompt, Need a Fourth?'s and Pitch's auctions). See :func:`is_pass`.
"""

_PASS_LIMIT = max(map(len, PASS_WORDS)) + 8  # a few more spaces, and nothing longer is read


def is_pass(text: object) -> bool:
    """True for a pass as a player writes it (:data:`PASS_WORDS`, any case and spacing).

    >>> is_pass("Pass"), is_pass(" passed  out "), is_pass("-"), is_pass("4S"), is_pass(None)
    (True, True, True, False, False)
    """
    if not isinstance(text, str) or len(text) > _PASS_LIMIT:
        return False
    return fold(" ".join(plain_str(text).split())) in PASS_WORDS


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
        # order (converters, then the validator), without its frozen setattr: each checked
        # value goes straight into its slot.
        # Strain.parse and Doubling.parse return a member as it is: the type tests are fast paths.
        checked = strain if type(strain) is Strain else Strain.parse(strain)  # pragma: no mutate
        _SET_STRAIN(self, checked)
        doubled = (
            doubling
            if type(doubling) is Doubling  # pragma: no mutate
            else Doubling.parse(doubling)
        )
        _SET_DOUBLING(self, doubled)
        _SET_LEVEL(self, check_int("level", level, 1, 7))

    @classmethod
    def parse(cls, text: Contract | str) -> Contract:
        """Parse ``"4SX"``, ``"3NT"``, ``"3N"``, ``"6♥xx"``, any case (also takes a Contract).

        At most 64 characters (spaces included); ``"Pass"`` is not a contract: a passed-out
        deal has no score.

        >>> Contract.parse("3n")
        Contract.parse('3NT')
        """
        # _contract parses a str too: the type test is a fast path.
        return _parse_contract(text) if type(text) is str else _contract(text)  # pragma: no mutate

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
    def code(self) -> int:
        """The contract as one int, 0..104: (level − 1) × 15 + strain × 3 + doubling.

        Strains count clubs 0 to notrump 4, doublings undoubled 0 to redoubled 2, so codes
        sort as contracts rank: by level, then strain, then doubling. :func:`scores` takes
        columns of codes; :meth:`from_code` turns one back into its contract.

        >>> Contract.parse("1C").code, Contract.parse("4SX").code, Contract.parse("7NTXX").code
        (0, 55, 104)
        """
        return (self.level - 1) * 15 + self.strain.order * 3 + self.doubling.order

    @classmethod
    def from_code(cls, code: int) -> Contract:
        """The contract whose :attr:`code` is ``code`` (an int from 0 to 104).

        >>> Contract.from_code(55)
        Contract.parse('4SX')

        Raises:
            ScoreError: ``code`` is not an int from 0 to 104.
        """
        code = check_int("code", code, 0, 104)
        return _build_contract(code // 15 + 1, _STRAINS[code % 15 // 3], _DOUBLINGS[code % 3])

    @property
    def bid(self) -> Contract:
        """The contract as bid, without any double."""
        return attrs.evolve(self, doubling=Doubling.UNDOUBLED)

    def __str__(self) -> str:
        return f"{self.level}{self.strain.value}{self.doubling.value}"

    def __repr__(self) -> str:
        return f"Contract.parse({str(self)!r})"


# Contract's slots, set by its __init__; a parsed contract, all three checked, by builder.
_SET_LEVEL = Contract.__dict__["level"].__set__
_SET_STRAIN = Contract.__dict__["strain"].__set__
_SET_DOUBLING = Contract.__dict__["doubling"].__set__
_build_contract = builder(Contract)
# By their order, for Contract.from_code.
_STRAINS = tuple(Strain)
_DOUBLINGS = tuple(Doubling)


# The one memo: a program scores the same few spellings over and over, and a Contract is
# immutable. Keyed by the text as given (at most NOTATION_LIMIT characters; longer text is
# refused and never stored), so it holds at most 512 short strings.
@functools.lru_cache(maxsize=512)
def _parse_contract(text: str) -> Contract:
    notation = check_text("contract", text, NOTATION_LIMIT, Text("a str"))
    match = _CONTRACT_RE.fullmatch(notation)
    if match is None:
        if is_pass(notation):
            raise NotationError(
                "contract", text, "a contract like '4SX'; a passed-out deal has no contract"
            )
        raise NotationError(
            "contract", text, "level 1-7, strain C D H S NT, then '', 'X' or 'XX' ('4SX')"
        )
    level = int(match["level"])
    if not 1 <= level <= 7:
        raise NotationError("contract", text, "a level from 1 to 7 ('4SX', '3NT')")
    return _build_contract(
        level, _STRAIN_NAMES[match["strain"].lower()], _DOUBLING_NAMES[match["doubling"].lower()]
    )


def _contract(value: Contract | str) -> Contract:
    # Contract.parse, and what score, settle and Result call (no method to look up).
    if isinstance(value, str):
        return _parse_contract(value)
    if isinstance(value, Contract):
        return value
    raise ScoreError("contract", value, "a Contract or a str like '4SX' or '3NT'")


def trick_score(
    level: int, strain: Strain | str, doubling: Doubling | str = Doubling.UNDOUBLED
) -> int:
    """The below-the-line score of ``level`` contracted tricks (B2).

    >>> trick_score(3, Strain.NOTRUMP), trick_score(2, "H", "XX")
    (100, 240)
    """
    check_int("level", level, 1, 7)
    return _trick_score(level, Strain.parse(strain), Doubling.parse(doubling))


def _tricks(value: int) -> int:
    return check_int("tricks", value, 0, 13)


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
    # (below, above, bonus, penalty, items): what _parts computed.
    _parts: tuple[int, int, int, int, tuple[Item, ...]] = attrs.field(eq=False)

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


def _parts(
    contract: Contract, tricks: int, *, vulnerable: bool
) -> tuple[int, int, int, int, tuple[Item, ...]]:
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
            doubling.undertrick_items[vulnerable][-over],
        )
    strain = contract.strain
    below, above, bonus, trick_score, rest = _MADE_PARTS[level][strain.order][doubling.order][
        vulnerable
    ]
    if over:
        overtricks = (
            strain.overtrick_items
            if doubling.overtrick is None
            else doubling.overtrick_items[vulnerable]
        )[over - 1]
        return (below, above + overtricks.points, bonus, 0, (trick_score, overtricks, *rest))
    return (below, above, bonus, 0, (trick_score, *rest))


def score(contract: Contract | str, tricks: int, *, vulnerable: bool) -> int:
    """The duplicate score of a deal from the declaring side's view (B2–B5).

    Negative when the contract is defeated. ``tricks`` are the declaring side's, 0..13.
    The same numbers as :func:`settle`, read from the same tables, without the breakdown.

    >>> score("1NTXX", 13, vulnerable=True)
    3160
    >>> score("7NTXX", 0, vulnerable=False)
    -7000
    """
    # Normalised once: a str parsed (and remembered), a Contract kept, anything else checked
    # (fast paths: _contract does all three).
    contract = (
        _parse_contract(contract)
        if type(contract) is str  # pragma: no mutate
        else contract
        if type(contract) is Contract  # pragma: no mutate
        else _contract(contract)
    )
    tricks = check_int("tricks", tricks, 0, 13)
    vulnerable = check_bool("vulnerable", vulnerable)
    level = contract.level
    doubling = contract.doubling
    over = tricks - BOOK - level
    if over < 0:
        return -doubling.penalties[vulnerable][-over]
    strain = contract.strain
    exactly = _MADE_EXACTLY[level][strain.order][doubling.order][vulnerable]
    if doubling.overtrick is None:  # B3: each overtrick, from the same numbers as its item
        return exactly + over * strain.trick_value
    return exactly + over * doubling.overtrick[vulnerable]


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

    With numpy installed (``pip install 'cardscore[arrays]'``) the scores are a numpy
    ``int32`` array, read with one gather from a table of every score (made by
    :func:`score` itself); without it, a ``list[int]`` of the same numbers. A pandas or
    Polars column is taken as the array it holds.

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


# A DealScore from checked values and what _parts made of them.
_build_deal_score = builder(DealScore)


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
    # Normalised once: a str parsed (and remembered), a Contract kept, anything else checked
    # (fast paths: _contract does all three).
    contract = (
        _parse_contract(contract)
        if type(contract) is str  # pragma: no mutate
        else contract
        if type(contract) is Contract  # pragma: no mutate
        else _contract(contract)
    )
    tricks = check_int("tricks", tricks, 0, 13)
    vulnerable = check_bool("vulnerable", vulnerable)
    return _build_deal_score(
        contract, tricks, vulnerable, _parts(contract, tricks, vulnerable=vulnerable)
    )


# After check_text, as _CONTRACT_RE: every run of spaces possessive, so linear.
_RESULT_RE = LazyPattern(
    r"(?P<contract>[0-9]\s*+(?:nt|n|sa|[cdhs♣♦♥♠])\s*+x{0,2})\s*+"
    r"(?:(?P<made>=)|(?P<sign>[+-])\s*+(?P<count>[0-9]+))",
    re.IGNORECASE | re.ASCII,  # one alphabet, as _CONTRACT_RE
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
        """Parse ``"4S="``, ``"4SX-2"``, ``"3NT+1"`` (also takes a Result).

        At most 64 characters, spaces included.
        """
        if isinstance(text, Result):
            return text
        notation = check_text(
            "result",
            text,
            NOTATION_LIMIT,
            Text("a Result or a str like '4S=', '4SX-1', '3NT+1'"),
        )
        match = _RESULT_RE.fullmatch(notation)
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
