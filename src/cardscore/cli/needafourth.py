"""``cardscore needafourth``: one Need a Fourth? deal, scored per player and explained."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardscore import i18n, needafourth
from cardscore._text import Text
from cardscore.cli._common import (
    JSON,
    Output,
    add_json_flag,
    add_result_arguments,
    item_lines,
    items_json,
    read_result,
    whole_number,
)

if TYPE_CHECKING:
    import argparse

NAME = "needafourth"

EPILOG = Text("""examples:
  cardscore needafourth 4HX 9 --liar partner   4 hearts doubled, 9 tricks, the partner lied
  cardscore needafourth 2SX 8                  2 spades doubled made exactly: 700 / 600
  cardscore needafourth 3NTXX+1                a result: 3NT redoubled, one overtrick
  cardscore needafourth 3NTXX 10 --redoubled-overtrick 200 --json
""")


SUMMARY = Text("score one Need a Fourth? deal (three-player bridge)")
DESCRIPTION = Text(
    "Score one deal of Need a Fourth?, the three-player bridge variant: what the "
    "chooser and the partner score (the declarer always scores 0), item by item."
)


def register(parser: argparse.ArgumentParser) -> None:
    """Give the ``needafourth`` sub-command its arguments."""
    say = i18n.say
    add_result_arguments(
        parser,
        contract=say(Text("a contract ('4HX', '3NT') or a result ('4HX-1', '3NT=')")),
        tricks=say(Text("tricks taken by chooser and partner, 0-13")),
    )
    parser.add_argument(
        "--liar",
        choices=("chooser", "partner", "both"),
        help=say(Text("who of chooser and partner broke a bid requirement")),
    )
    parser.add_argument(
        "--redoubled-overtrick",
        type=whole_number,
        default=100,
        choices=(100, 200),
        help=say(Text("each redoubled overtrick: 100 (the seed's reading, default) or 200")),
    )
    add_json_flag(parser)
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> Output:
    """Settle the deal the arguments describe."""
    result = read_result(args)
    rules = needafourth.Rules(redoubled_overtrick=args.redoubled_overtrick)
    deal = needafourth.settle(result.contract, result.tricks, liar=args.liar, rules=rules)
    category = i18n.term(str(deal.category))
    if args.liar is None:
        heading = Text(
            "{result} ({tricks} tricks), {category}",
            result=str(result),
            tricks=result.tricks,
            category=category,
        )
    else:
        heading = Text(
            "{result} ({tricks} tricks), {category}, liar: {liar}",
            result=str(result),
            tricks=result.tricks,
            category=category,
            liar=i18n.term(args.liar),
        )
    lines = [i18n.say(heading), *item_lines(deal.items)]
    # The three roles and their totals, one line made by one template (a role is data, said
    # with term; the points are numbers, written as the language writes them).
    totals = deal.totals
    line = Text(
        "{chooser} {chooser_points:+d}, {partner} {partner_points:+d}, "
        "{declarer} {declarer_points:+d}",
        chooser=i18n.term("chooser"),
        chooser_points=totals["chooser"],
        partner=i18n.term("partner"),
        partner_points=totals["partner"],
        declarer=i18n.term("declarer"),
        declarer_points=totals["declarer"],
    )
    lines.append(i18n.say(line))
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
