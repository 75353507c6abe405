"""``cardscore tarot``: one French Tarot deal settled, each player's score and the breakdown."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from cardscore import i18n, tarot
from cardscore._text import Text
from cardscore._text import listed as in_a_list
from cardscore.cli._common import (
    JSON,
    Output,
    add_json_flag,
    item_lines,
    items_json,
    names,
    whole_number,
)
from cardscore.cli._rule_flags import add_rule_flags
from cardscore.cli._words import placeholder
from cardscore.errors import ScoreError

if TYPE_CHECKING:
    import argparse

NAME = "tarot"

EPILOG = Text("""examples:
  cardscore tarot garde --bouts 2 --points 45
      garde, 2 bouts, 45 points: taker +174, each defender -58
  cardscore tarot garde --bouts 2 --points 49 --petit-au-bout taker --poignee simple
  cardscore tarot "garde sans" --bouts 2 --points 60 --petit-au-bout defence
  cardscore tarot prise --bouts 1 --points 50.5 --players Ann,Bob,Cid,Dan,Eve
      five players: Ann takes, Bob is the called partner
  cardscore tarot garde --bouts 2 --points 45 --players 5 --alone
      five players, the called king in the chien: the taker alone against four
  cardscore tarot garde --bouts 2 --points 49 --players 5 --petit-au-bout taker \
      --poignee simple --bonuses personal
      the club reading: the bonuses are the taker's own (taker +252, partner +66)
  cardscore tarot garde --bouts 2 --points 87 --chelem announced --poignee simple \
      --petit-au-bout taker
      the FFT rulebook's example: taker +1746, each defender -582
  cardscore tarot garde --bouts 3 --points 80 --chelem failed --json
""")

_RULE_HELPS = {
    "bonuses": Text(
        "five players: the partner shares the petit au bout, poignées and chelem "
        "(shared, the FFT's, default) or they are the taker's own (personal)"
    ),
}


SUMMARY = Text(
    "settle one French Tarot deal (FFT rules, {fewest} to {most} players)",
    fewest=min(tarot.SEATINGS),
    most=max(tarot.SEATINGS),
)
DESCRIPTION = Text(
    "Settle one French Tarot deal from the taker's side's bouts and card points, "
    "and print each player's score with the breakdown."
)


def register(parser: argparse.ArgumentParser) -> None:
    """Give the ``tarot`` sub-command its arguments."""
    say = i18n.say
    parser.add_argument(
        "contract",
        help=say(Text("prise, garde, 'garde sans' or 'garde contre' (also garde_sans)")),
    )
    parser.add_argument(
        "-b",
        "--bouts",
        type=whole_number,
        required=True,
        help=say(Text("bouts the taker's side holds, 0-3")),
    )
    parser.add_argument(
        "-p",
        "--points",
        required=True,
        help=say(
            Text("the taker's side's card points, a multiple of 0.5 from 0 to 91 (45, 40.5)")
        ),
    )
    parser.add_argument(
        "-n",
        "--players",
        default=None,
        metavar="N|NAMES",
        help=say(
            Text(
                "the number of players, {fewest}-{most} (default 4), or their names, "
                "comma-separated: the taker first, then (at five, unless --alone) the called "
                "partner, then the defenders",
                fewest=min(tarot.SEATINGS),
                most=max(tarot.SEATINGS),
            )
        ),
    )
    parser.add_argument(
        "--names",
        nargs="+",
        metavar=placeholder("NAME"),
        help=say(Text("the players' names (an older spelling of --players NAMES)")),
    )
    parser.add_argument(
        "--alone",
        action="store_true",
        help=say(
            Text(
                "five players: the taker plays alone (called their own king, or it was in the "
                "chien)"
            )
        ),
    )
    parser.add_argument(
        "--petit-au-bout",
        choices=("taker", "defence"),
        help=say(Text("the side that won the last trick with the Petit in it")),
    )
    parser.add_argument(
        "--poignee",
        action="append",
        default=[],
        choices=("simple", "double", "triple"),
        help=say(Text("a declared poignée, by either side (repeat for each)")),
    )
    parser.add_argument(
        "--chelem",
        choices=("announced", "unannounced", "failed", "defence"),
        help=say(
            Text(
                "announced (and made), unannounced (made), failed (announced, not made), "
                "or defence (the defence took every trick)"
            )
        ),
    )
    # The table's rules (tarot.Rules), each a flag: a new rule is one without a line here.
    add_rule_flags(parser, tarot.Rules, _RULE_HELPS, defaults=True)
    add_json_flag(parser)
    parser.set_defaults(run=run)


def _names(listed: list[str] | None, players: int, *, partner: bool) -> list[str]:
    """Each player's line name, in the run's language: the role, or the name and the role."""
    defenders = players - 1 - partner
    roles = [i18n.term("taker"), *([i18n.term("partner")] if partner else [])]
    roles += [
        i18n.say(Text("defender {number}", number=index)) for index in range(1, defenders + 1)
    ]
    if listed is None:
        return roles
    # _players gave ``players`` as len(listed) (or refused a count that differs).
    written = ",".join(listed)  # as the player writes the list
    if len(set(listed)) != len(listed):
        raise ScoreError("--players", written, "distinct names")
    return [
        i18n.say(Text("{name} ({role})", name=name, role=role))
        for name, role in zip(listed, roles, strict=True)
    ]


def _heading(deal: tarot.Settlement, *, alone: bool, personal: bool) -> str:
    """The deal in one line: contract, table, bouts and points, target, made or lost."""
    bouts = (
        Text("{count} bout", count=deal.bouts)
        if deal.bouts == 1
        else Text("{count} bouts", count=deal.bouts)
    )
    result = (
        Text("made by {margin}", margin=deal.margin)
        if deal.made
        else Text("lost by {margin}", margin=deal.margin)
    )
    contract = Text(
        "{contract} (× {multiplier})",
        contract=i18n.term(str(deal.contract)),
        multiplier=deal.contract.multiplier,
    )
    said: list[str] = [contract, Text("{players} players", players=deal.players)]
    if alone:
        said.append(Text("the taker alone"))
    if personal:
        said.append(Text("bonuses personal"))
    points = Text("{points:g} points: target {target}", points=deal.points, target=deal.target)
    return in_a_list([*said, bouts, points, result])


_OLDER_NAMES = Text(
    "cardscore tarot: note: --names is the older spelling; the players' names are written "
    "--players {names}, as in every command"
)


def _players(args: argparse.Namespace) -> tuple[int, list[str] | None]:
    """The number of players and their names, from ``--players`` (a count or the names).

    ``--names`` (the older spelling, its names as separate words or comma-separated) is read
    too (the run ends with a note); given with ``--players`` names, it is refused.
    """
    count: int | None = None
    listed: list[str] | None = None
    if args.players is not None:
        value = args.players.strip()
        if value.isascii() and value.isdigit() and len(value) <= 2:
            count = int(value)
        elif "," in value:
            listed = names("--players", value, example="Ann,Bob,Cid,Dan")
        else:
            allowed = Text(
                "a number of players, {fewest}-{most}, or their names separated by commas",
                fewest=min(tarot.SEATINGS),
                most=max(tarot.SEATINGS),
            )
            raise ScoreError("--players", args.players, allowed)
    if args.names is not None:
        if listed is not None:
            typed = " ".join(args.names)  # the names as typed: a value, not words
            raise ScoreError("--names", typed, "nothing: --players names them")
        listed = [name for word in args.names for name in names("--names", word)]
    if listed is not None:
        if count is not None and count != len(listed):
            allowed = Text("{count} names, one per player", count=count)
            written = ",".join(listed)  # the names as a list is written: a value, not words
            raise ScoreError("--names", written, allowed)
        count = len(listed)
    return (4 if count is None else count), listed


def run(args: argparse.Namespace) -> Output:
    """Settle the deal the arguments describe."""
    players, listed = _players(args)
    seating = tarot.SEATINGS.get(players)
    if args.alone and not (seating and seating.calls):
        # T5: only five players call a partner; at three or four nobody plays "alone".
        allowed = Text(
            "no --alone with {players} players: nobody is called, the taker always plays "
            "against the others (--alone is for five players)",
            players=players,
        )
        raise ScoreError("--alone", True, allowed)
    deal = tarot.settle(
        args.contract,
        bouts=args.bouts,
        points=args.points,
        players=players,
        petit_au_bout=args.petit_au_bout,
        poignees=tuple(args.poignee),
        chelem=args.chelem,
        alone=args.alone,
        rules=tarot.Rules(bonuses=args.bonuses),
    )
    partner = deal.partner
    shown = _names(listed, deal.players, partner=partner is not None)
    scores = [deal.taker, *([] if partner is None else [partner])]
    scores += [deal.defender] * deal.defenders
    personal = partner is not None and args.bonuses == "personal"
    alone = tarot.SEATINGS[deal.players].calls and partner is None
    heading = _heading(deal, alone=alone, personal=personal)
    unit = Text(
        "unit: {unit} (each defender scores {defender:+d})",
        unit=deal.unit,
        defender=deal.defender,
    )
    lines = [i18n.say(heading), *item_lines(deal.items), i18n.say(unit)]
    width = max(len(name) for name in shown)
    numbers = [i18n.number(score, "+d") for score in scores]
    digits = max(len(number) for number in numbers)
    lines += [
        f"  {name:<{width}}  {number:>{digits}}"
        for name, number in zip(shown, numbers, strict=True)
    ]
    data: JSON = {
        "contract": str(deal.contract),
        "players": deal.players,
        "alone": alone,
        "bonuses": args.bonuses,
        "bouts": deal.bouts,
        "points": deal.points,
        "target": deal.target,
        "made": deal.made,
        "margin": deal.margin,
        "unit": deal.unit,
        "taker": deal.taker,
        "partner": deal.partner,
        "defender": deal.defender,
        "scores": dict(zip(shown, scores, strict=True)),
        "items": items_json(deal.items),
    }
    if args.names is not None:  # said once the deal is settled: the run went well
        note = Text(_OLDER_NAMES.template, names=",".join(listed or ()))
        print(i18n.say(note), file=sys.stderr)
    return Output("\n".join(lines), data)
