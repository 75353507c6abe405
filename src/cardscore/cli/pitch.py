"""``cardscore pitch``: the tally of one All Fours or Pitch hand, explained."""

from __future__ import annotations

import argparse

import attrs

from cardscore import pitch
from cardscore.cli._common import JSON, Output, add_json_flag, item_lines, items_json
from cardscore.errors import NotationError

NAME = "pitch"

EPILOG = """examples:
  from the cards (each side's cards dealt and captured):
    cardscore pitch --trump H \\
      --dealt us="AH 3H TS KC 4D 9C JD 8S 2C 5S QD 7C" \\
      --dealt them="JH 9H 2S 6C TD QS AC 3C 7D KD 4S 8C" \\
      --captured us="AH JH TS KC 4D 9C 9H 2S 6C TD QS AC" \\
      --captured them="3H JD 8S 2C 5S QD 7C 3C 7D KD 4S 8C" \\
      --bidder them --bid 2
  from a note of who won each point ('none' for nobody):
    cardscore pitch --high us --low them --jack us --game none --bidder us --bid 2
    cardscore pitch --rules all-fours --high us --low us --jack them --hang --game us
  rules: """ + ", ".join(pitch.PRESETS)

_POINTS = ("high", "low", "jack", "game", "jick", "big_joker", "little_joker", "trey")


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``pitch`` sub-command."""
    parser = subparsers.add_parser(
        NAME,
        help="score one All Fours or Pitch hand (high, low, jack, game; setback)",
        description=(
            "Tally one All Fours or Pitch hand from the cards each side was dealt and "
            "captured, or from a note of who won each point, and apply the bid (setback)."
        ),
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "--rules",
        default="pitch",
        choices=tuple(pitch.PRESETS),
        metavar="PRESET",
        help="the rules preset (default: pitch)",
    )
    parser.add_argument("--target", type=int, help="play to this many points instead")
    parser.add_argument("--trump", help="the trump suit (C D H S or ♣ ♦ ♥ ♠), with --dealt")
    parser.add_argument(
        "--dealt",
        action="append",
        default=[],
        metavar="SIDE=CARDS",
        help="a side and the cards dealt to it (repeat for every side)",
    )
    parser.add_argument(
        "--captured",
        action="append",
        default=[],
        metavar="SIDE=CARDS",
        help="a side and the cards it won in tricks",
    )
    parser.add_argument("--players", type=int, help="players at the table (a trick's size)")
    parser.add_argument("--dealer", help="the dealer's side")
    for point in _POINTS:
        parser.add_argument(
            f"--{point.replace('_', '-')}",
            metavar="SIDE",
            help=f"the side that won {point.replace('_', ' ')} ('none': nobody)",
        )
    parser.add_argument("--hang", action="store_true", help="the jack was a hang jack (3)")
    parser.add_argument("--sides", help="every side, comma-separated (with the summary)")
    parser.add_argument("--bidder", help="the bidding side")
    parser.add_argument("--bid", type=int, help="the bid")
    add_json_flag(parser)
    parser.set_defaults(run=run)


def _pairs(field: str, values: list[str]) -> dict[str, str]:
    pairs: dict[str, str] = {}
    for value in values:
        side, equals, cards = value.partition("=")
        if not equals or not side.strip():
            raise NotationError(field, value, "SIDE=CARDS, like us='AH 3H TS'")
        pairs[side.strip()] = cards
    return pairs


def _who(value: str | None) -> str | None:
    if value is None or value.strip().lower() in {"none", "-", "nobody"}:
        return None
    return value


def run(args: argparse.Namespace) -> Output:
    """Tally and settle the hand the arguments describe."""
    rules = pitch.PRESETS[args.rules]
    if args.target is not None:
        rules = attrs.evolve(rules, target=args.target)
    if args.dealt:
        hand = pitch.tally(
            trump=args.trump,
            dealt=_pairs("dealt", args.dealt),
            captured=_pairs("captured", args.captured),
            rules=rules,
            dealer=args.dealer,
            players=args.players,
        )
    else:
        sides = None if args.sides is None else [s.strip() for s in args.sides.split(",")]
        named = {point: _who(getattr(args, point)) for point in _POINTS}
        hand = pitch.Tally.summary(
            **named, hang=args.hang, sides=sides, dealer=args.dealer, rules=rules
        )
    lines = [f"{args.rules} rules" + ("" if hand.trump is None else f", trump {hand.trump}")]
    lines.extend(item_lines(hand.items) or ["  no points"])
    lines.append("points: " + ", ".join(f"{side} {n}" for side, n in hand.points.items()))
    data: dict[str, JSON] = {
        "rules": args.rules,
        "trump": None if hand.trump is None else str(hand.trump),
        "awards": [
            {"point": award.point, "side": award.side, "value": award.value}
            for award in hand.awards
        ],
        "items": items_json(hand.items),
        "points": dict(hand.points),
    }
    if rules.bidding and (args.bidder is not None or args.bid is not None):
        scores = pitch.settle(hand, bidder=args.bidder, bid=args.bid, rules=rules)
        made = hand.points[args.bidder] >= args.bid
        how = "made" if made else "set back"
        lines.append(
            f"score ({args.bidder} bid {args.bid}, {how}): "
            + ", ".join(f"{side} {n:+d}" for side, n in scores.items())
        )
        data.update({"bidder": args.bidder, "bid": args.bid, "made": made})
        data["score"] = dict(scores)
    elif not rules.bidding:
        data["score"] = dict(pitch.settle(hand, bidder=args.bidder, bid=args.bid, rules=rules))
    return Output("\n".join(lines), data)
