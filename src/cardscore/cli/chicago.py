"""``cardscore chicago``: keep a Chicago match, or a rotating evening, and print the sheet."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardscore import chicago, i18n
from cardscore._text import Text
from cardscore.cli._common import (
    JSON,
    Output,
    add_json_flag,
    add_sheet_flags,
    items_json,
    names,
)
from cardscore.cli._ledgers import add_deals_argument, add_honours_flag, printed, recorded
from cardscore.cli._words import placeholder
from cardscore.errors import RuleViolationError

if TYPE_CHECKING:
    import argparse

NAME = "chicago"

EPILOG = Text("""examples:
  cardscore chicago N 4S= E 3NTX-1 S 2H+1 W 1NT=    four deals: seat, then result
  cardscore chicago "N 4S=" "E 3NTX-1"              a deal may be one quoted argument
  cardscore chicago N 2S= pass E 4H-1               'pass': passed out, dealt again
  cardscore chicago --first-dealer E S 3NT=         E deals first
  cardscore chicago --vulnerability non-dealer N 2S=
  cardscore chicago --scoring duplicate N 2S=       each deal scored as at duplicate
  cardscore chicago --honours N 4S= honours=NS:100  honours scored (a rule option)
  cardscore chicago --players Ann,Bob,Cid,Dan,Eve   a rotating evening: the seating
  cardscore chicago --players Ann,Bob,Cid,Dan,Eve Cid 4S= N 3NT=
                                                    deals by player or seat
  cardscore chicago N 4S= E 3NT= --explain          what each deal scored, and why
  cardscore chicago N 4S= -f markdown               the sheet as Markdown

The sheet is the one 'cardscore sheet' prints for the same deals.
""")


SUMMARY = Text("keep a Chicago (four-deal bridge) match and print the scoresheet")
DESCRIPTION = Text(
    "Score a Chicago match from its deals, each written as the declarer's seat "
    "(N E S W) and the result ('4S=', '3NTX-1'), or 'pass' for a passed-out deal. "
    "With --players (five to seven names), score a rotating Chicago evening: "
    "chukkers of four deals, the players seated by the suggested rotation."
)


def register(parser: argparse.ArgumentParser) -> None:
    """Give the ``chicago`` sub-command its arguments."""
    say = i18n.say
    add_deals_argument(parser, say(Text("SEAT RESULT [honours=SIDE:POINTS], or pass")))
    parser.add_argument(
        "--first-dealer",
        default="N",
        metavar=placeholder("SEAT"),
        help=say(Text("the seat that deals first (N)")),
    )
    parser.add_argument(
        "--vulnerability",
        default="dealer",
        metavar=placeholder("WHO"),
        help=say(Text("who is vulnerable on deals 2 and 3: 'dealer' (default) or 'non-dealer'")),
    )
    parser.add_argument(
        "--scoring",
        default="chicago",
        metavar="HOW",
        help=say(
            Text("'chicago' (default: part scores carry) or 'duplicate' (each deal on its own)")
        ),
    )
    add_honours_flag(parser)
    parser.add_argument(
        "--players",
        metavar="NAMES",
        help=say(Text("a rotating evening: five to seven names, separated by commas")),
    )
    add_sheet_flags(parser)
    add_json_flag(parser)
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> Output:
    """Play the deals the arguments list and print the sheet."""
    rules = chicago.Rules(
        vulnerability=args.vulnerability, honours=args.honours, scoring=args.scoring
    )
    if args.players is not None:
        return _evening(args, rules)
    match = chicago.Match(rules=rules, first_dealer=args.first_dealer)
    match = recorded(match, args.deals)
    return Output(printed(match, args), _data(match))


def _evening(args: argparse.Namespace, rules: chicago.Rules) -> Output:
    if args.first_dealer != "N":
        # North deals first in every chukker of an evening: the seating says who that is.
        raise RuleViolationError(
            "first_dealer",
            args.first_dealer,
            "no --first-dealer with --players: North deals first in every chukker",
        )
    players = names("--players", args.players, example="Ann,Bob,Cid,Dan,Eve")
    evening = chicago.Evening(players, rules)
    evening = recorded(evening, args.deals, names=players)
    return Output(printed(evening, args), _evening_data(evening))


def _deal_data(deal: chicago.Deal) -> dict[str, JSON]:
    return {
        "number": deal.number,
        "dealer": deal.dealer,
        "vulnerable": list[JSON](sorted(deal.vulnerable)),
        "thrown_in": deal.thrown_in,
        "passed_out": deal.thrown_in,
        "declarer": deal.declarer,
        "result": None if deal.result is None else str(deal.result),
        "game": deal.game,
        "items": items_json(deal.items),
        "scores": dict(deal.scores),
        "totals": dict(deal.scores),
        "running": dict(deal.running),
    }


def _data(match: chicago.Match) -> JSON:
    deals: list[JSON] = [_deal_data(deal) for deal in match.deals]
    return {
        "first_dealer": match.first_dealer,
        "vulnerability": match.rules.vulnerability,
        "honours": match.rules.honours,
        "scoring": match.rules.scoring,
        "deals": deals,
        "partscores": dict(match.partscores),
        "totals": dict(match.totals),
        "finished": match.finished,
        "winner": match.winner,
    }


def _evening_data(evening: chicago.Evening) -> JSON:
    deals: list[JSON] = []
    for deal in evening.deals:
        data = _deal_data(deal.deal)
        seats = deal.seating.seats
        data["number"] = deal.number
        data["chukker"] = deal.chukker
        data["number_in_chukker"] = deal.deal.number
        data["seats"] = dict(seats)
        data["sitting_out"] = list(deal.seating.sitting_out)
        data["dealer"] = deal.dealer
        data["declarer"] = None if deal.deal.declarer is None else seats[deal.deal.declarer]
        data["scores"] = dict(deal.scores)
        data.pop("totals")
        data.pop("passed_out")
        deals.append(data)
    seating = evening.seating
    return {
        "players": list(evening.players),
        "vulnerability": evening.rules.vulnerability,
        "honours": evening.rules.honours,
        "scoring": evening.rules.scoring,
        "deals": deals,
        "chukker": evening.chukker,
        "seating": None if seating is None else dict(seating.seats),
        "totals": dict(evening.totals),
        "ranking": [[player, total] for player, total in evening.ranking],
    }
