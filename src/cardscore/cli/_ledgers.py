"""Reading a sequence of deals from the command line, for ``chicago`` and ``rubber``."""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar

from cardscore import i18n, sheet
from cardscore._check import fold
from cardscore._text import Text
from cardscore.bridge import is_pass
from cardscore.cli._lines import HONOURS, bridge_deal, is_tricks, typed
from cardscore.errors import NotationError, ScoreError, told
from cardscore.sheet._deals import BridgeLedger, passed
from cardscore.sheet._deals import bridge_deal as deal_of

if TYPE_CHECKING:
    import argparse
    from collections.abc import Iterator, Sequence

    from cardscore.sheet import Value

_L = TypeVar("_L", bound=BridgeLedger)

FORMAT = Text("WHO RESULT [honours=SIDE:POINTS] ... (e.g. 'N 4S= E 3NTX-1')")


def add_deals_argument(parser: argparse.ArgumentParser, help_text: str) -> None:
    """Give ``chicago`` or ``rubber`` its ``DEAL`` arguments (``help_text`` already said)."""
    parser.add_argument("deals", nargs="*", metavar="DEAL", help=help_text)


def add_honours_flag(parser: argparse.ArgumentParser) -> None:
    """Give ``chicago`` or ``rubber`` its ``--honours`` rule flag."""
    parser.add_argument(
        "--honours", action="store_true", help=i18n.say(Text("score honours (off by default)"))
    )


def printed(ledger: BridgeLedger, args: argparse.Namespace) -> str:
    """The ledger's sheet as ``--format``, ``--explain`` and ``--paper`` ask."""
    # The same renderer as ``cardscore sheet``: the same deals print the same sheet.
    return sheet.of(ledger).render(args.format, explain=args.explain, paper=args.paper)


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
) -> Iterator[Value]:
    """Read the deals of the arguments, each as a scoresheet's deal (``"N 4S="``, ``"pass"``).

    The arguments are split into words first (:func:`deal_words`); each deal is then read
    by the prompt's reader of a bridge deal (:func:`~cardscore.cli._lines.bridge_deal`):
    ``WHO RESULT`` or ``WHO CONTRACT TRICKS``, then honours if any; with ``passes``, a pass
    (:data:`cardscore.bridge.PASS_WORDS`) is a deal passed out. A deal is numbered as the
    players number it (a passed-out deal takes no number), and an error names it so.

    >>> list(read_deals(["N 4S= pass", "E", "3NT", "8"], passes=True))
    ['N 4S=', 'pass', {'declarer': 'E', 'contract': '3NT', 'tricks': 8}]
    """
    words = deal_words(arguments, names)
    index = 0
    number = 0
    while index < len(words):
        if passes and is_pass(" ".join(words[index : index + 2])):  # passed out, no bid
            yield "pass"
            index += 2
            continue
        if passes and is_pass(words[index]):
            yield "pass"
            index += 1
            continue
        number += 1
        group = words[index : index + 2]
        index += len(group)
        if index < len(words) and is_tricks(words[index]):  # WHO CONTRACT TRICKS
            group.append(words[index])
            index += 1
        if index < len(words) and fold(words[index]).startswith(HONOURS):
            group.append(words[index])
            index += 1
        if len(group) < 2 or fold(group[1]).startswith(HONOURS):
            raise NotationError(Text("deal {number}", number=number), typed(group), FORMAT)
        try:
            yield bridge_deal(group)
        except NotationError as error:
            raise NotationError(
                Text("deal {number}", number=number), error.value, error.allowed
            ) from None


def recorded(ledger: _L, arguments: Sequence[str], *, names: Sequence[str] = ()) -> _L:
    """``ledger`` with every deal of the arguments (:func:`read_deals`) recorded in order.

    A pass is a deal passed out. A deal the ledger refuses is named by its number, as the
    players count it, before the ledger's own words: ``deal 2: declarer: 'X' is not
    allowed; ...``.
    """
    number = 0
    for deal in read_deals(arguments, passes=True, names=names):
        if passed(deal):
            ledger = ledger.throw_in()
            continue
        number += 1
        declarer, contract, tricks, honours = deal_of(deal, FORMAT)
        try:
            ledger = ledger.record(contract, tricks, declarer=declarer, honours=honours)
        except ScoreError as error:
            raise DealError(number, error) from None
    return ledger


class DealError(ScoreError):
    """A deal of the command line that its ledger refused: its number, then why.

    ``field``, ``value`` and ``allowed`` are the ledger's error's.
    """

    def __init__(self, number: int, error: ScoreError) -> None:
        super().__init__(error.field, error.value, error.allowed)
        self.args = (Text("deal {number}: {problem}", number=number, problem=told(error)),)
