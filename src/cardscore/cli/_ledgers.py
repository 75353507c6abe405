"""Reading a sequence of deals from the command line, for ``chicago`` and ``rubber``."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from cardscore._bridge_ledgers import TEXT_LIMIT
from cardscore._check import fold
from cardscore._frozen import fields_repr
from cardscore._text import Text
from cardscore.bridge import Contract, Result
from cardscore.cli._lines import typed
from cardscore.errors import NotationError, ScoreError

if TYPE_CHECKING:
    from collections.abc import Iterator, Sequence

PASS_WORDS = frozenset({"pass", "passed", "p", "-"})
HONOURS_PREFIXES = ("honours=", "honors=", "hon=")
FORMAT = Text("WHO RESULT [honours=SIDE:POINTS] ... (e.g. 'N 4S= E 3NTX-1')")
_TRICKS_DIGITS = 2


@attrs.frozen
class Token:
    """One deal read from the command line: who declared, the result, honours; or a pass."""

    __repr__ = fields_repr

    declarer: str | None
    result: str | None
    honours: str | None


def deal_words(arguments: Sequence[str], names: Sequence[str] = ()) -> list[str]:
    """The words of the deals, however they were quoted: ``"N 4S=" "E 3NT="`` or ``N 4S= E 3NT=``.

    An argument is split at its spaces, unless it is one of ``names`` as a whole (a player
    called ``'Ann Marie'``): a deal may be one quoted argument or several words.

    >>> deal_words(["N 4S=", "E", "3NT="])
    ['N', '4S=', 'E', '3NT=']
    >>> deal_words(["Ann Marie", "4S="], names=["Ann Marie", "Bob"])
    ['Ann Marie', '4S=']
    """
    words: list[str] = []
    for argument in arguments:
        if argument in names or len(argument) > _ARGUMENT_LIMIT:
            words.append(argument)  # a name as it is; an over-long one is named as it is
        else:
            words.extend(argument.split())
    return words


# Longer arguments are not split: the deal they are in is refused naming them whole.
_ARGUMENT_LIMIT = 1_000


def read_deals(
    arguments: Sequence[str], *, passes: bool, names: Sequence[str] = ()
) -> Iterator[Token]:
    """Read ``WHO RESULT [honours=SIDE:POINTS]`` groups (and ``pass`` when ``passes``).

    The arguments are split into words first (:func:`deal_words`). A deal is numbered as the
    players number it: a passed-out deal takes no number.
    """
    words = deal_words(arguments, names)
    index = 0
    number = 0
    while index < len(words):
        word = words[index]
        if passes and fold(word) in PASS_WORDS:
            yield Token(None, None, None)
            index += 1
            continue
        number += 1
        if fold(word).startswith(HONOURS_PREFIXES) or index + 1 == len(words):
            raise NotationError("results", typed(words[index:]), FORMAT)
        declarer, result = word, words[index + 1]
        _check_result(number, declarer, result, words[index + 2 : index + 3])
        index += 2
        honours = None
        if index < len(words) and fold(words[index]).startswith(HONOURS_PREFIXES):
            honours = words[index].partition("=")[2]
            index += 1
        yield Token(declarer, result, honours)


def _check_result(number: int, declarer: str, result: str, after: Sequence[str]) -> None:
    """A contract with no result is an error naming what was typed, and how to write it.

    ``N 4S 10`` (the tricks as a number) becomes ``N 4S=``: the result says the tricks.
    Anything else the ledger's own reading reports.
    """
    if len(result) > TEXT_LIMIT:
        return
    try:
        Result.parse(result)
    except ScoreError:
        try:
            contract = Contract.parse(result)
        except ScoreError:
            return
    else:
        return
    typed = f"{declarer} {result}"
    example = f"{declarer} {Result(contract, contract.tricks_needed)}"
    allowed = Text(
        "the declarer, then the result with the tricks in it: '{example}' made exactly",
        example=example,
    )
    if after:
        tricks = after[0]
        if tricks.isascii() and tricks.isdigit() and len(tricks) <= _TRICKS_DIGITS:
            typed = f"{typed} {tricks}"
            if int(tricks) <= 13:  # thirteen tricks in a deal
                made = Result(contract, int(tricks))
                allowed = Text(
                    "the declarer, then the result with the tricks in it: '{example}'",
                    example=f"{declarer} {made}",
                )
    raise NotationError(Text("deal {number}", number=number), typed, allowed)
