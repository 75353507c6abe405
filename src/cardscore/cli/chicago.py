"""``cardscore chicago``: keep a Chicago match and print its scoresheet."""

from __future__ import annotations

import argparse

from cardscore import chicago
from cardscore.cli._common import JSON, Output, add_json_flag, items_json
from cardscore.cli._ledgers import read_deals

NAME = "chicago"

EPILOG = """examples:
  cardscore chicago N 4S= E 3NTX-1 S 2H+1 W 1NT=    four deals: seat, then result
  cardscore chicago N 2S= pass E 4H-1               'pass': passed out, dealt again
  cardscore chicago --first-dealer E S 3NT=         E deals first
  cardscore chicago --vulnerability non-dealer N 2S=
  cardscore chicago --honours N 4S= honours=NS:100  honours scored (a rule option)
"""


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``chicago`` sub-command."""
    parser = subparsers.add_parser(
        NAME,
        help="keep a Chicago (four-deal bridge) match and print the scoresheet",
        description=(
            "Score a Chicago match from its deals, each written as the declarer's seat "
            "(N E S W) and the result ('4S=', '3NTX-1'), or 'pass' for a passed-out deal."
        ),
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "deals", nargs="*", metavar="DEAL", help="SEAT RESULT [honours=SIDE:POINTS], or pass"
    )
    parser.add_argument(
        "--first-dealer", default="N", metavar="SEAT", help="the seat that deals first (N)"
    )
    parser.add_argument(
        "--vulnerability",
        default="dealer",
        metavar="WHO",
        help="who is vulnerable on deals 2 and 3: 'dealer' (default) or 'non-dealer'",
    )
    parser.add_argument("--honours", action="store_true", help="score honours (off by default)")
    add_json_flag(parser)
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> Output:
    """Play the deals the arguments list and print the sheet."""
    rules = chicago.Rules(vulnerability=args.vulnerability, honours=args.honours)
    match = chicago.Match(rules=rules, first_dealer=args.first_dealer)
    for token in read_deals(args.deals, passes=True):
        if token.declarer is None or token.result is None:
            match = match.pass_out()
        else:
            match = match.record(token.result, declarer=token.declarer, honours=token.honours)
    return Output(match.sheet(), _data(match))


def _data(match: chicago.Match) -> JSON:
    deals: list[JSON] = [
        {
            "number": deal.number,
            "dealer": deal.dealer,
            "vulnerable": list[JSON](sorted(deal.vulnerable)),
            "passed_out": deal.passed_out,
            "declarer": deal.declarer,
            "result": None if deal.result is None else str(deal.result),
            "game": deal.game,
            "items": items_json(deal.items),
            "totals": dict(deal.totals),
            "running": dict(deal.running),
        }
        for deal in match.deals
    ]
    return {
        "first_dealer": match.first_dealer,
        "vulnerability": match.rules.vulnerability,
        "honours": match.rules.honours,
        "deals": deals,
        "partscores": dict(match.partscores),
        "totals": dict(match.totals),
        "finished": match.finished,
        "winner": match.winner,
    }
