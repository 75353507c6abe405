"""``cardscore bridge``: the duplicate score of one deal, explained."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardscore import bridge, i18n
from cardscore._text import Text
from cardscore.cli._common import (
    JSON,
    Output,
    add_json_flag,
    add_result_arguments,
    item_lines,
    items_json,
    read_result,
)

if TYPE_CHECKING:
    import argparse

NAME = "bridge"

EPILOG = Text("""examples:
  cardscore bridge 4SX 10 --vulnerable     4 spades doubled, 10 tricks, vulnerable
  cardscore bridge 4SX-1                   the same contract one down, not vulnerable
  cardscore bridge 3NT+1 --json            as JSON
""")


SUMMARY = Text("score one bridge deal (duplicate scoring)")
DESCRIPTION = Text("Score one contract bridge deal with duplicate scoring and explain it.")


def register(parser: argparse.ArgumentParser) -> None:
    """Give the ``bridge`` sub-command its arguments."""
    say = i18n.say
    add_result_arguments(
        parser,
        contract=say(Text("a contract ('4SX', '3NT') or a result ('4SX-1', '3NT=')")),
        tricks=say(Text("tricks taken by the declaring side, 0-13")),
    )
    parser.add_argument(
        "-v",
        "--vulnerable",
        action="store_true",
        help=say(Text("the declaring side is vulnerable")),
    )
    add_json_flag(parser)
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> Output:
    """Score the deal the arguments describe."""
    result = read_result(args)
    deal = bridge.settle(result.contract, result.tricks, vulnerable=args.vulnerable)
    vulnerability = Text("vulnerable") if deal.vulnerable else Text("not vulnerable")
    heading = Text(
        "{result} ({tricks} tricks), {vulnerability}",
        result=str(result),
        tricks=result.tricks,
        vulnerability=vulnerability,
    )
    lines = [i18n.say(heading), *item_lines(deal.items)]
    lines.append(i18n.say(Text("score: {score:+d} to the declaring side", score=deal.score)))
    data: JSON = {
        "contract": str(result.contract),
        "tricks": result.tricks,
        "result": str(result),
        "vulnerable": deal.vulnerable,
        "made": deal.made,
        "below": deal.below,
        "above": deal.above,
        "bonus": deal.bonus,
        "penalty": deal.penalty,
        "score": deal.score,
        "items": items_json(deal.items),
    }
    return Output("\n".join(lines), data)
