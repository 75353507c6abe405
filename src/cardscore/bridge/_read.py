"""Contract bridge's door: every argument read and checked once, its field named the first time.

A strain, a doubling, a level, the tricks, the vulnerability and the contract and result
notation are read here into the rules' own values (:mod:`cardscore.bridge._rules`). The
enums are read by the shared :class:`cardscore._check.Names`; what each error says is
allowed is written here. Text is bounded before it is matched (``NOTATION_LIMIT``), and
every pattern is linear: no input makes the reading slow.
"""

from __future__ import annotations

import re
from typing import Final

from cardscore._check import (
    A_STR,
    NOTATION_LIMIT,
    LazyPattern,
    Names,
    check_int,
    check_text,
)
from cardscore._text import Text
from cardscore._words import is_pass
from cardscore.bridge._rules import (
    HIGHEST_CODE,
    HIGHEST_LEVEL,
    LOWEST_LEVEL,
    TRICKS,
    Doubling,
    Strain,
)
from cardscore.cards import Suit
from cardscore.errors import NotationError

# --- B1. The strains and the doublings ----------------------------------------------------
# The spellings the errors list are notation: what the user types, the same in every
# language.

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
# The letters as written ("S", "NT"), found before any folding.
_STRAIN_NAMES.update({strain.value: strain for strain in Strain})
#: A strain, as ``Strain.parse`` reads it.
STRAINS: Final = Names(
    Strain,
    _STRAIN_NAMES,
    typed=Text("a Strain or one of C D H S NT, ♣ ♦ ♥ ♠"),
    allowed=Text("one of C D H S NT (or N), ♣ ♦ ♥ ♠"),
)
# A suit of the pack is its strain.
_SUIT_STRAINS: Final = {strain.suit: strain for strain in Strain if strain.suit is not None}


def read_strain(field: str, value: object) -> Strain:
    """A strain: a member, a suit of the pack, or one of its names."""
    if type(value) is Suit:
        return _SUIT_STRAINS[value]
    return STRAINS.read(field, value)


_DOUBLING_NAMES: dict[str, Doubling] = {
    "": Doubling.UNDOUBLED,
    "undoubled": Doubling.UNDOUBLED,
    "x": Doubling.DOUBLED,
    "doubled": Doubling.DOUBLED,
    "xx": Doubling.REDOUBLED,
    "redoubled": Doubling.REDOUBLED,
}
_DOUBLING_NAMES.update({doubling.value: doubling for doubling in Doubling})
#: A doubling, as ``Doubling.parse`` reads it.
DOUBLINGS: Final = Names(
    Doubling,
    _DOUBLING_NAMES,
    typed=Text("a Doubling or one of '', 'X', 'XX'"),
    allowed=Text("one of '', 'X', 'XX'"),
)

# --- B1. Counts and flags -----------------------------------------------------------------


def read_level(value: object) -> int:
    """A contract's level, 1..7."""
    return check_int("level", value, LOWEST_LEVEL, HIGHEST_LEVEL)


def read_tricks(value: object) -> int:
    """The tricks the declaring side took, 0..13."""
    return check_int("tricks", value, 0, TRICKS)


def read_code(value: object) -> int:
    """A contract code, 0..104 (``Contract.code``)."""
    return check_int("code", value, 0, HIGHEST_CODE)


# --- B1. Contract and result notation -----------------------------------------------------

# After check_text (at most NOTATION_LIMIT characters, stripped). No two repeats of the same
# characters meet (each run of spaces is possessive), so a failed match is linear too.
_CONTRACT_RE: Final = LazyPattern(
    r"(?P<level>[0-9])\s*+(?P<strain>nt|n|sa|[cdhs♣♦♥♠])\s*+(?P<doubling>x{0,2})",
    re.IGNORECASE | re.ASCII,  # ASCII: no "ſ" for s, no Kelvin sign for k, no "١" for 1
)


def contract_notation(text: str) -> tuple[int, Strain, Doubling]:
    """The level, strain and doubling a contract's notation writes (``"4SX"``, ``"3n"``)."""
    notation = check_text("contract", text, NOTATION_LIMIT, A_STR)
    match = _CONTRACT_RE.fullmatch(notation)
    if match is None:
        if is_pass(notation):
            raise NotationError(
                "contract", text, "a contract like '4SX'; a passed-out deal has no contract"
            )
        raise NotationError(
            "contract", text, "level 1-7, strain C D H S NT, then '', 'X' or 'XX' ('4SX')"
        )
    digit, strain, doubling = match.groups()
    level = int(digit)  # one ASCII digit
    if not LOWEST_LEVEL <= level <= HIGHEST_LEVEL:
        raise NotationError("contract", text, "a level from 1 to 7 ('4SX', '3NT')")
    return level, _STRAIN_NAMES[strain.lower()], _DOUBLING_NAMES[doubling.lower()]


# After check_text, as _CONTRACT_RE: every run of spaces possessive, so linear.
_RESULT_RE: Final = LazyPattern(
    r"(?P<contract>[0-9]\s*+(?:nt|n|sa|[cdhs♣♦♥♠])\s*+x{0,2})\s*+"
    r"(?:(?P<made>=)|(?P<sign>[+-])\s*+(?P<count>[0-9]+))",
    re.IGNORECASE | re.ASCII,  # one alphabet, as _CONTRACT_RE
)


def result_notation(text: object) -> tuple[str, int]:
    """A result's contract notation and its tricks over (+) or under (−) the contract.

    ``"4SX-2"`` is ``("4SX", -2)``, ``"3NT="`` is ``("3NT", 0)``.
    """
    notation = check_text(
        "result",
        text,
        NOTATION_LIMIT,
        Text("a Result or a str like '4S=', '4SX-1', '3NT+1'"),
    )
    match = _RESULT_RE.fullmatch(notation)
    if match is None:
        raise NotationError("result", text, "a contract then '=', '+N' or '-N' ('4SX-1')")
    sign = match["sign"]
    count = 0 if sign is None else int(match["count"])
    return match["contract"], -count if sign == "-" else count
