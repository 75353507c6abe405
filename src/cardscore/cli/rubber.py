"""``cardscore rubber``: keep a rubber (or a Draw Bridge rubber) and print its scoresheet."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardscore import i18n, rubber
from cardscore._text import Text
from cardscore.cli._common import (
    JSON,
    Output,
    add_json_flag,
    add_sheet_flags,
    items_json,
    names,
    whole_number,
)
from cardscore.cli._ledgers import add_deals_argument, add_honours_flag, printed, recorded
from cardscore.cli._words import placeholder

if TYPE_CHECKING:
    import argparse

NAME = "rubber"

EPILOG = Text("""examples:
  cardscore rubber NS 4S= EW 3NTX-1 NS 3NT+1        side, then result
  cardscore rubber NS 4S= EW 2H= --close            settle an unfinished rubber early
  cardscore rubber NS 2S= pass EW 4H-1              'pass': passed out, not counted
  cardscore rubber --first-dealer E NS 2S=          say who deals next
  cardscore rubber --sides Ann,Bob Ann 4H= Bob 2S=  two-player Draw Bridge
  cardscore rubber "NS 4S=" "EW 3NTX-1"             a deal may be one quoted argument
  cardscore rubber --honours NS 4S= honours=EW:100  honours scored (a rule option)
  cardscore rubber NS 4S= EW 2H= --explain          every entry of the pad named

The pad is the one 'cardscore sheet' prints for the same deals.
""")


SUMMARY = Text("keep a rubber (or Draw Bridge) score and print the scoresheet")
DESCRIPTION = Text(
    "Score a rubber of bridge from its deals, each written as the declaring side "
    "and the result ('NS 4S=', 'EW 3NTX-1'), or 'pass' for a passed-out deal; "
    "two-player Draw Bridge is a rubber "
    "between two named sides (--sides)."
)


def register(parser: argparse.ArgumentParser) -> None:
    """Give the ``rubber`` sub-command its arguments."""
    say = i18n.say
    add_deals_argument(parser, say(Text("SIDE RESULT [honours=SIDE:POINTS], or pass")))
    parser.add_argument(
        "--sides",
        default="NS,EW",
        metavar="NAMES",
        help=say(
            Text("the two sides' names, comma-separated (NS,EW); two players for Draw Bridge")
        ),
    )
    parser.add_argument(
        "--first-dealer",
        metavar="WHO",
        help=say(Text("who deals first (a seat, or one of the sides), to show who deals next")),
    )
    parser.add_argument(
        "--close", action="store_true", help=say(Text("settle the rubber now if it is unfinished"))
    )
    add_honours_flag(parser)
    # The closing bonuses of an unfinished rubber: two rules of one kind, points each.
    closing = (
        ("--unfinished-game", 300, Text("closing bonus for one game against none (300)")),
        (
            "--unfinished-partscore",
            100,
            Text("closing bonus for a part score in the unfinished game (100)"),
        ),
    )
    for flag, default, help_text in closing:
        parser.add_argument(
            flag,
            type=whole_number,
            default=default,
            metavar=placeholder("POINTS"),
            help=say(help_text),
        )
    add_sheet_flags(parser)
    add_json_flag(parser)
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> Output:
    """Play the deals the arguments list and print the sheet."""
    rules = rubber.Rules(
        honours=args.honours,
        unfinished_game=args.unfinished_game,
        unfinished_partscore=args.unfinished_partscore,
    )
    sides = names("--sides", args.sides, count=2, example="Ann,Bob")
    ledger = rubber.Rubber(sides=tuple(sides), rules=rules, first_dealer=args.first_dealer)
    ledger = recorded(ledger, args.deals, names=sides)
    if args.close:
        ledger = ledger.close()
    return Output(printed(ledger, args), _data(ledger))


def _data(ledger: rubber.Rubber) -> JSON:
    deals: list[JSON] = [
        {
            "number": deal.number,
            "game": deal.game,
            "thrown_in": deal.thrown_in,
            "dealer": deal.dealer,
            "declarer": deal.declarer,
            "result": None if deal.result is None else str(deal.result),
            "vulnerable": list[JSON](sorted(deal.vulnerable)),
            "game_won_by": deal.game_won_by,
            "below": items_json(deal.below),
            "above": items_json(deal.above),
            "scores": dict(deal.scores),
        }
        for deal in ledger.deals
    ]
    return {
        "sides": list(ledger.sides),
        "first_dealer": ledger.first_dealer,
        "dealer": ledger.dealer,
        "deals": deals,
        "closing": items_json(ledger.closing),
        "games": dict(ledger.games),
        "partscores": dict(ledger.partscores),
        "below": dict(ledger.below),
        "above": dict(ledger.above),
        "totals": dict(ledger.totals),
        "finished": ledger.finished,
        "closed": ledger.closed,
        "rubber_winner": ledger.rubber_winner,
        "winner": ledger.winner,
    }
