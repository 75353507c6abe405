"""``cardscore pitch``: the tally of one All Fours or Pitch hand, explained."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from cardscore import _pitch_named as pitch_named
from cardscore import i18n, pitch
from cardscore._check import fold
from cardscore._text import Text
from cardscore.cli._common import (
    JSON,
    Output,
    add_json_flag,
    item_lines,
    items_json,
    whole_number,
)
from cardscore.cli._rule_flags import add_rule_flags, rule_fields
from cardscore.cli._words import placeholder
from cardscore.errors import NotationError, ScoreError

if TYPE_CHECKING:
    import argparse
    from collections.abc import Mapping

NAME = "pitch"

EPILOG = Text(
    """examples:
  from the cards (each side's cards dealt and captured):
    cardscore pitch --trump H \\
      --dealt us="AH 3H TS KC 4D 9C JD 8S 2C 5S QD 7C" \\
      --dealt them="JH 9H 2S 6C TD QS AC 3C 7D KD 4S 8C" \\
      --captured us="AH JH TS KC 4D 9C 9H 2S 6C TD QS AC" \\
      --captured them="3H JD 8S 2C 5S QD 7C 3C 7D KD 4S 8C" \\
      --bidder them --bid 2
  from a note of who won each point, every point named ('none' for nobody):
    cardscore pitch --high us --low them --jack us --game none --bidder us --bid 2
    cardscore pitch --rules all-fours --high us --low us --jack them --hang --game us
  shooting the moon (bid 5, or --moon N), and the game from the totals before the hand:
    cardscore pitch --moon --high us --low us --jack us --game us --sides us,them \\
      --bidder us --bid moon
    cardscore pitch --high us --low them --jack none --game us --bidder them --bid 3 \\
      --lose-at -11 --totals us=12 --totals them=-9
  the kicks of All Fours (the dealer's side scores them; a kicked jack is nobody's jack):
    cardscore pitch --rules all-fours --dealer us --kicks JH --high them --low us \\
      --jack none --game them --totals us=0 --totals them=0
  rules: {presets}""",
    presets=", ".join(pitch.PRESETS),
)

_POINTS = ("high", "low", "jack", "game", "jick", "big_joker", "little_joker", "trey")
# The rules a preset sets (--rules): not flags of their own. Some would clash with the
# hand's flags (--kicks, the turned-up cards; --jick and --trey, who won the point).
_PRESET = (
    "low",
    "jack",
    "game_tie",
    "kicks",
    "bidding",
    "min_bid",
    "max_bid",
    "dealer_steal",
    "dealer_forced",
    "setback",
    "going_out",
    "pack",
    "jick",
    "jokers",
    "big_joker_high",
    "trey",
)
# The house rules: every other rule but the target, each a flag (off by default).
_HOUSE = rule_fields(pitch.Rules, skip=(*_PRESET, "target"))
_RULE_HELPS = {
    "target": Text("play to this many points instead"),
    "moon": Text("shooting the moon is allowed, bid N (default 5): every point of the hand"),
    "moon_wins": Text("a moon made wins the game at once"),
    "moon_tricks": Text("the moon needs every trick too"),
    "moon_fail_loses": Text("a moon failed loses the game"),
    "win_by": Text("win only N or more ahead (with --totals)"),
    "lose_at": Text("a side at N (e.g. -11) or below loses (with --totals)"),
}


SUMMARY = Text("score one All Fours or Pitch hand (high, low, jack, game; setback)")
DESCRIPTION = Text(
    "Tally one All Fours or Pitch hand from the cards each side was dealt and "
    "captured, or from a note of who won each point, and apply the bid (setback)."
)


def register(parser: argparse.ArgumentParser) -> None:
    """Give the ``pitch`` sub-command its arguments."""
    say = i18n.say
    parser.add_argument(
        "--rules",
        default="pitch",
        choices=tuple(pitch.PRESETS),
        metavar="PRESET",
        help=say(Text("the rules preset (default: pitch)")),
    )
    add_rule_flags(parser, pitch.Rules, _RULE_HELPS, only=("target",))
    parser.add_argument(
        "--trump", help=say(Text("the trump suit (C D H S or ♣ ♦ ♥ ♠), with --dealt"))
    )
    # A side's cards, dealt or captured: one flag of one kind each, repeated per side.
    cards = (
        ("--dealt", Text("a side and the cards dealt to it (repeat for every side)")),
        ("--captured", Text("a side and the cards it won in tricks")),
    )
    for flag, help_text in cards:
        parser.add_argument(
            flag,
            action="append",
            default=[],
            metavar=placeholder("SIDE", "CARDS"),
            help=say(help_text),
        )
    parser.add_argument(
        "--players", type=whole_number, help=say(Text("players at the table (a trick's size)"))
    )
    parser.add_argument("--dealer", help=say(Text("the dealer's side")))
    for point in _POINTS:
        parser.add_argument(
            f"--{point.replace('_', '-')}",
            metavar=placeholder("SIDE"),
            help=say(
                Text(
                    "the side that won {point} ('none': nobody)",
                    point=pitch.point_word(point.replace("_", " ")),
                )
            ),
        )
    parser.add_argument(
        "--hang", action="store_true", help=say(Text("the jack was a hang jack (3)"))
    )
    parser.add_argument(
        "--sides", help=say(Text("every side, comma-separated (with the summary)"))
    )
    parser.add_argument("--bidder", help=say(Text("the bidding side")))
    parser.add_argument("--bid", help=say(Text("the bid: a number, or 'moon' with --moon")))
    house = parser.add_argument_group(say(Text("house rules (each off by default)")))
    # Every rule but the preset's own and the target, in the rules' order: a new one is a flag.
    add_rule_flags(
        house,
        pitch.Rules,
        _RULE_HELPS,
        only=_HOUSE,
        settings={"moon": {"nargs": "?", "const": 5}},
    )
    house.add_argument(
        "--all-tricks",
        choices=("yes", "no"),
        help=say(
            Text("with --moon-tricks and a note of points: did the bidder take every trick?")
        ),
    )
    game = parser.add_argument_group(say(Text("the game around the hand")))
    game.add_argument(
        "--totals",
        action="append",
        default=[],
        metavar=placeholder("SIDE") + "=N",
        help=say(
            Text(
                "a side's total before this hand (repeat for every side): shows the game after it"
            )
        ),
    )
    game.add_argument(
        "--kicks", help=say(Text("the turned-up cards of All Fours, in order (with --dealer)"))
    )
    game.add_argument(
        "--take-one",
        metavar=placeholder("SIDE"),
        help=say(Text("the side that begged and was given one")),
    )
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
    if value is None or fold(value.strip()) in {"none", "-", "nobody"}:
        return None
    return value


def _rules(args: argparse.Namespace) -> pitch.Rules:
    """The preset with the options given as flags; a bad option names its flag."""
    changes = {
        name: value
        for name in ("target", *_HOUSE)
        for value in (getattr(args, name),)
        if value is not None and value is not False
    }
    try:
        return attrs.evolve(pitch.PRESETS[args.rules], **changes)
    except ScoreError as error:
        flag = "--" + error.field.replace("_", "-")
        raise type(error)(flag, error.value, error.allowed) from None


def _totals(values: list[str]) -> dict[str, int]:
    totals: dict[str, int] = {}
    for value in values:
        side, equals, number = value.partition("=")
        text = number.strip()
        digits = text[1:] if text[:1] in "+-" else text
        if (
            not equals
            or not side.strip()
            or not (digits.isascii() and digits.isdigit())
            or len(digits) > 10
        ):
            raise NotationError("--totals", value, "SIDE=N, like us=12 or them=-3")
        totals[side.strip()] = int(text)
    return totals


def _check_form(args: argparse.Namespace) -> None:
    """Flags of the other form of the hand (cards or a note of points) are an error."""
    if args.dealt:
        unused = [f"--{point.replace('_', '-')}" for point in _POINTS if getattr(args, point)]
        unused += ["--hang"] if args.hang else []
        unused += ["--sides"] if args.sides is not None else []
        why = Text("not with --dealt: the cards say who won each point")
    else:
        unused = [f"--{name}" for name in ("trump", "players") if getattr(args, name) is not None]
        unused += ["--captured"] if args.captured else []
        why = Text("--dealt with it (the hand from the cards)")
    if unused:
        flag = unused[0]
        value = getattr(args, flag[2:].replace("-", "_"))
        raise ScoreError(flag, value[0] if isinstance(value, list) else value, why)


def _bid(value: str | None) -> int | str | None:
    if value is None or fold(value.strip()) == "moon":
        return value
    text = value.strip()
    if not (text.isascii() and text.isdigit()) or len(text) > 3:
        raise NotationError("--bid", value, "a bid like 2, or 'moon' with --moon")
    return int(text)


def _summary(args: argparse.Namespace, rules: pitch.Rules) -> pitch.Tally:
    """The hand from a note of who won each point; a point's error names its flag."""
    sides = None if args.sides is None else [s.strip() for s in args.sides.split(",")]
    if sides is None and args.totals:
        sides = list(_totals(args.totals))  # the sides in the order given
    # A point whose flag is not given is not named: the library refuses it when the rules
    # have it (P2: 'none' says nobody won it).
    named = {
        point: pitch_named.UNNAMED if getattr(args, point) is None else _who(getattr(args, point))
        for point in _POINTS
    }
    try:
        return pitch.Tally.summary(
            high=named["high"],
            low=named["low"],
            jack=named["jack"],
            game=named["game"],
            hang=args.hang,
            jick=named["jick"],
            big_joker=named["big_joker"],
            little_joker=named["little_joker"],
            trey=named["trey"],
            sides=sides,
            dealer=args.dealer,
            rules=rules,
        )
    except ScoreError as error:
        # Named as the flag the player typed: a point's (--big-joker), --sides or --dealer.
        field = error.field
        flag = "--" + field.replace("_", "-") if field in {*_POINTS, "sides", "dealer"} else field
        raise type(error)(flag, error.value, error.allowed) from None


def run(args: argparse.Namespace) -> Output:
    """Tally and settle the hand the arguments describe."""
    rules = _rules(args)
    if not args.totals and not args.kicks and not args.take_one:
        for name in ("win_by", "lose_at"):
            if getattr(args, name) is not None:
                flag = "--" + name.replace("_", "-")
                raise ScoreError(flag, getattr(args, name), "--totals with it (a game to end)")
    _check_form(args)
    if args.dealt:
        hand = pitch.tally(
            trump=args.trump,
            dealt=_pairs("dealt", args.dealt),
            captured=_pairs("captured", args.captured),
            rules=rules,
            dealer=args.dealer,
            players=args.players,
            kicks=args.kicks or (),
        )
    else:
        hand = _summary(args, rules)
    lines = [i18n.say(_heading(args.rules, hand))]
    lines.extend(item_lines(hand.items) or [_no_points()])
    lines.append(i18n.say(Text("points: {points}", points=_listed(hand.points, "d"))))
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
    bid = _bid(args.bid)
    all_tricks = None if args.all_tricks is None else args.all_tricks == "yes"
    if rules.bidding and (args.bidder is not None or bid is not None):
        scores = pitch.settle(
            hand, bidder=args.bidder, bid=bid, rules=rules, all_tricks=all_tricks
        )
        # The one game of one hand says whether the bid was made (and the moon's outcome).
        deal = (
            pitch.Game(hand.sides, rules)
            .record(hand, bidder=args.bidder, bid=bid, all_tricks=all_tricks)
            .deals[0]
        )
        how = Text("made") if deal.made else Text("set back")
        listed = _listed(scores, "+d")
        if deal.bid == rules.moon:
            score = Text(
                "score ({bidder} bid the moon, {how}): {scores}",
                bidder=args.bidder,
                how=how,
                scores=listed,
            )
        else:
            score = Text(
                "score ({bidder} bid {bid}, {how}): {scores}",
                bidder=args.bidder,
                bid=deal.bid,
                how=how,
                scores=listed,
            )
        lines.append(i18n.say(score))
        data.update({"bidder": args.bidder, "bid": deal.bid, "made": deal.made})
        data["score"] = dict(scores)
    elif not rules.bidding:
        data["score"] = dict(pitch.settle(hand, bidder=args.bidder, bid=bid, rules=rules))
    if args.totals or args.kicks or args.take_one:
        data["game"] = _game(
            args, rules=rules, hand=hand, bid=bid, all_tricks=all_tricks, lines=lines
        )
    return Output("\n".join(lines), data)


def _heading(rules: str, hand: pitch.Tally) -> Text:
    if hand.trump is None:
        return Text("{rules} rules", rules=rules)
    return Text("{rules} rules, trump {trump}", rules=rules, trump=str(hand.trump))


def _game(
    args: argparse.Namespace,
    *,
    rules: pitch.Rules,
    hand: pitch.Tally,
    bid: int | str | None,
    all_tricks: bool | None,
    lines: list[str],
) -> JSON:
    """The game around the hand: from the totals before it, counted out (P3, P4, P6)."""
    game = pitch.Game(
        hand.sides, rules, args.dealer, totals=_totals(args.totals) if args.totals else None
    )
    game = game.record(
        hand,
        bidder=args.bidder,
        bid=bid,
        kicks=args.kicks or (),
        take_one=args.take_one,
        all_tricks=all_tricks,
    )
    deal = game.deals[-1]
    lines.append(i18n.say(Text("game:")))
    lines.extend(item_lines(deal.items) or [_no_points()])
    if game.winner is None:
        outcome = Text("play on")
    elif game.loser is not None:
        outcome = Text(
            "{loser} loses; {winner} wins",
            loser=game.loser,
            winner=pitch.winner_words(game.winner),
        )
    else:
        outcome = Text("{winner} wins", winner=pitch.winner_words(game.winner))
    totals = Text(
        "totals: {totals} ({outcome})", totals=_listed(game.totals, "d"), outcome=outcome
    )
    lines.append(i18n.say(totals))
    return {
        "items": items_json(deal.items),
        "totals": dict(game.totals),
        "winner": None if game.winner is None else _names(game.winner),
        "loser": game.loser,
    }


def _names(winner: str | tuple[str, ...]) -> str:
    """The winners as JSON data has them (English: data is for programs)."""
    return winner if isinstance(winner, str) else " and ".join(winner)


def _listed(points: Mapping[str, int], spec: str) -> str:
    """Each side and its points (names and numbers, in the run's number style)."""
    return ", ".join(f"{side} {i18n.number(n, spec)}" for side, n in points.items())


def _no_points() -> str:
    return "  " + i18n.say(Text("no points"))
