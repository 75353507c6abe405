"""``cardscore needafourth``: one Need a Fourth? deal, scored per player and explained."""

from __future__ import annotations

import argparse

from cardscore import needafourth
from cardscore.bridge import Result
from cardscore.cli._common import JSON, Output, add_json_flag, item_lines, items_json

NAME = "needafourth"

EPILOG = """examples:
  cardscore needafourth 4HX 9 --liar partner   4 hearts doubled, 9 tricks, the partner lied
  cardscore needafourth 2SX 8                  2 spades doubled made exactly: 700 / 600
  cardscore needafourth 3NTXX+1                a result: 3NT redoubled, one overtrick
  cardscore needafourth 3NTXX 10 --redoubled-overtrick 200 --json
"""


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``needafourth`` sub-command."""
    parser = subparsers.add_parser(
        NAME,
        help="score one Need a Fourth? deal (three-player bridge)",
        description=(
            "Score one deal of Need a Fourth?, the three-player bridge variant: what the "
            "chooser and the partner score (the declarer always scores 0), item by item."
        ),
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("contract", help="a contract ('4HX', '3NT') or a result ('4HX-1', '3NT=')")
    parser.add_argument(
        "tricks", nargs="?", type=int, help="tricks taken by chooser and partner, 0-13"
    )
    parser.add_argument(
        "--liar",
        choices=("chooser", "partner", "both"),
        help="who of chooser and partner broke a bid requirement (N5)",
    )
    parser.add_argument(
        "--redoubled-overtrick",
        type=int,
        default=100,
        choices=(100, 200),
        help="each redoubled overtrick: 100 (the seed's reading, default) or 200",
    )
    add_json_flag(parser)
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> Output:
    """Settle the deal the arguments describe."""
    if args.tricks is None:
        result = Result.parse(args.contract)
    else:
        result = Result(args.contract, args.tricks)
    rules = needafourth.Rules(redoubled_overtrick=args.redoubled_overtrick)
    deal = needafourth.settle(result.contract, result.tricks, liar=args.liar, rules=rules)
    heading = f"{result} ({result.tricks} tricks), {deal.category}"
    if args.liar is not None:
        heading += f", liar: {args.liar}"
    lines = [heading, *item_lines(deal.items)]
    lines.append(", ".join(f"{role} {points:+d}" for role, points in deal.totals.items()))
    data: JSON = {
        "contract": str(result.contract),
        "tricks": result.tricks,
        "result": str(result),
        "category": str(deal.category),
        "liar": args.liar,
        "made": deal.made,
        "chooser": deal.chooser,
        "partner": deal.partner,
        "declarer": deal.declarer,
        "items": items_json(deal.items),
    }
    return Output("\n".join(lines), data)
