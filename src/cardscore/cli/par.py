"""``cardscore par``: the par score and contracts of a deal, from its double-dummy table."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardscore import i18n, par
from cardscore._text import Text
from cardscore.cli._common import JSON, Output, add_json_flag, item_lines, items_json
from cardscore.errors import NotationError

if TYPE_CHECKING:
    import argparse

NAME = "par"

EPILOG = Text("""examples:
  cardscore par --table 746b5747b55862758627             PBN DoubleDummyTricks
  cardscore par --table "5 8 5 8 6 6 6 6 5 7 5 7 7 5 7 5 6 6 6 6" --dealer E --vulnerable ns
                                                         DDS order: S H D C NT, each N E S W
  cardscore par --table 77777777777777777777 --sides     who speaks first matters
""")

_HEX = frozenset("0123456789abcdABCD")  # a trick count in one hex digit: 0..13
_NUMBERS = frozenset(str(count) for count in range(14))
_TABLE_LIMIT = 200  # 20 numbers with generous spacing; longer text is refused unread
_TABLE_ALLOWED = Text(
    "20 hex digits (PBN DoubleDummyTricks: N S E W, each NT S H D C) or 20 numbers 0-13 "
    "in DDS order (strains S H D C NT, each for N E S W)"
)


SUMMARY = Text("par from a double-dummy table")
DESCRIPTION = Text(
    "The par score and contracts of a deal from its double-dummy table, as DDS gives "
    "them: the result when both sides bid their best and sacrifice when it pays."
)


def register(parser: argparse.ArgumentParser) -> None:
    """Give the ``par`` sub-command its arguments."""
    say = i18n.say
    parser.add_argument("--table", required=True, help=say(_TABLE_ALLOWED))
    parser.add_argument(
        "--vulnerable",
        default="none",
        help=say(Text("who is vulnerable: none, ns, ew or both (default: none)")),
    )
    parser.add_argument(
        "--dealer",
        default="N",
        help=say(Text("the dealer, who speaks first: N, E, S or W (default: N)")),
    )
    parser.add_argument(
        "--sides",
        action="store_true",
        help=say(Text("also print par when North-South speak first and when East-West do")),
    )
    add_json_flag(parser)
    parser.set_defaults(run=run)


def table_of(text: str) -> par.Table:
    """The table ``--table`` gives: 20 hex digits, or 20 numbers in DDS's order.

    Raises:
        ScoreError: Anything else (longer text is refused by its length, unread).
    """
    if len(text) > _TABLE_LIMIT:
        raise NotationError("--table", text, _TABLE_ALLOWED)
    words = text.replace(",", " ").split()
    if len(words) == 1 and len(words[0]) == 20 and all(digit in _HEX for digit in words[0]):
        return par.Table.from_pbn(words[0])
    if len(words) != 20 or not all(word in _NUMBERS for word in words):
        raise NotationError("--table", text, _TABLE_ALLOWED)
    numbers = [int(word) for word in words]
    return par.Table.from_dds([numbers[row * 4 : row * 4 + 4] for row in range(5)])


def _contracts(result: par.Par) -> str:
    return ", ".join(str(contract) for contract in result.contracts) or "pass"


def run(args: argparse.Namespace) -> Output:
    """Print the par of the table the arguments give."""
    table = table_of(args.table)
    result = par.par(table, vulnerable=args.vulnerable, dealer=args.dealer)
    say = i18n.say
    heading = Text(
        "double-dummy par, dealer {dealer}, vulnerable: {vulnerable}",
        dealer=result.dealer,
        vulnerable=result.vulnerable,
    )
    lines = [say(heading), *item_lines(result.items)]
    lines.append(
        say(
            Text(
                "par: {score:+d} to North-South, {contracts}",
                score=result.score,
                contracts=_contracts(result),
            )
        )
    )
    data: dict[str, JSON] = {
        "table": table.to_pbn(),
        "vulnerable": result.vulnerable,
        "dealer": result.dealer,
        "score": result.score,
        "contracts": [str(contract) for contract in result.contracts],
        "items": items_json(result.items),
    }
    if args.sides:
        ns_first, ew_first = result.sides()
        lines.append(
            say(
                Text(
                    "North-South first: {ns:+d}, {ns_contracts}; "
                    "East-West first: {ew:+d}, {ew_contracts}",
                    ns=ns_first.score,
                    ns_contracts=_contracts(ns_first),
                    ew=ew_first.score,
                    ew_contracts=_contracts(ew_first),
                )
            )
        )
        data["sides"] = [
            {"score": view.score, "contracts": [str(c) for c in view.contracts]}
            for view in (ns_first, ew_first)
        ]
    return Output("\n".join(lines), data)
