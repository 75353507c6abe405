"""``cardscore sheet``: score a whole evening from a scoresheet file."""

from __future__ import annotations

import gc
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from cardscore import duplicate, i18n, pbn, sheet, usebio
from cardscore._text import Text, controls_escaped
from cardscore.cli._common import JSON, Output, add_json_flag, add_sheet_flags
from cardscore.sheet._published import event_sheet

if TYPE_CHECKING:
    import argparse

NAME = "sheet"

EPILOG = Text("""examples:
  cardscore sheet examples/chicago.toml                   the sheet as text
  cardscore sheet examples/tarot.toml --format markdown   as a Markdown table
  cardscore sheet examples/rubber.toml --explain          what each deal scored, and why
  cardscore sheet evening.json --format csv               rows for a spreadsheet
  cardscore sheet examples/pitch.toml -f html > p.html    a page to print, with a chart
  cardscore sheet - < evening.toml                        read standard input

A scoresheet file names the game, its preset and options, the players or sides, and the
deals in order:

  game = "chicago"
  deals = ["N 3NT+1", "E 4S-1", "S 2HX=", "W 6NT="]

The whole file is checked before anything is printed; a bad file prints one line naming
the file, the deal and the problem, and exits with status 2. See 'Scoring at the table' in
the documentation for every game's notation.
""")
_NOTE = Text("cardscore sheet: note: {note}")
# A club's results file, read by its format's reader, by the name's ending.
_RESULTS_FILES = {".pbn": pbn.load, ".xml": usebio.load, ".usebio": usebio.load}


SUMMARY = Text("score a whole evening from a scoresheet file (TOML or JSON)")
DESCRIPTION = Text(
    "Read a scoresheet file (TOML or JSON) and print the sheet: one row per deal\n"
    "with what was played, each party's points and the running totals, and the\n"
    "result. Games: {games}.",
    games=", ".join(sheet.games()),
)


def register(parser: argparse.ArgumentParser) -> None:
    """Give the ``sheet`` sub-command its arguments."""
    parser.add_argument(
        "file", help=i18n.say(Text("the scoresheet file (.toml or .json), or - for stdin"))
    )
    parser.add_argument(
        "--policy",
        default="cardscore",
        choices=tuple(duplicate.POLICIES),
        help=i18n.say(
            Text(
                "for a PBN or USEBIO results file: how its program scored it, to compare "
                "its published figures with (default: cardscore)"
            )
        ),
    )
    add_sheet_flags(parser)
    add_json_flag(parser)
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> Output:
    """Score the file the arguments name; nothing is printed until all of it is scored."""
    # Every deal of a long sheet stays alive until the sheet is printed, and scoring makes no
    # reference cycles: the cyclic collector would only walk them again and again (a third of
    # the time at 100,000 deals). It is switched back on, and collects, when the sheet is made.
    enabled = gc.isenabled()
    gc.disable()
    try:
        return _run(args)
    finally:
        if enabled:
            gc.enable()


def _run(args: argparse.Namespace) -> Output:
    # Read as bytes, at most the size limit: strictly UTF-8 whatever the locale, and an
    # endless stream (/dev/zero) is refused rather than read into memory.
    suffix = Path(args.file).suffix.lower()
    if suffix in _RESULTS_FILES:
        result = event_sheet(_RESULTS_FILES[suffix](args.file), args.policy)
    elif args.file == "-":
        result = sheet.score(sheet.load(sys.stdin.buffer, source="<stdin>"))
    else:
        result = sheet.score(sheet.load(args.file))
    for note in result.notes:
        print(controls_escaped(i18n.say(Text(_NOTE.template, note=note))), file=sys.stderr)
    if args.json or args.format == "json":
        data: JSON = result.to_data()
        return Output(json.dumps(data, indent=2, ensure_ascii=False), data)
    # The data is printed only with --json: a long sheet is not converted for nothing.
    return Output(result.render(args.format, explain=args.explain, paper=args.paper), None)
