"""``cardscore play``: score an evening deal by deal at a prompt, saving the sheet after each.

The evening is a scoresheet file (TOML, or JSON by its ``.json`` name): each deal typed at
the prompt is read into the value the sheet's ``deals`` array holds, scored after the others
(the sheet package's own checks, the same messages as ``cardscore sheet``), and only then
written, before the next prompt. A killed process leaves the file as it was after the last
accepted deal; ``cardscore sheet FILE`` prints it at any time. How the file is kept (one
prompt at a time, each deal saved in time independent of the evening's length) is
:mod:`cardscore.cli._keeper`'s.

The package's modules, each importing only those before it:

- ``_input``: reading a line (bounded in length), tab completion;
- ``_family``: :class:`~cardscore.cli.play._family.Family`, the one protocol for what a
  family of games does its own way, and one small module a family: ``_bridge`` (Chicago,
  rubber), ``_duplicate`` (pairs, teams), ``_tarot``, ``_pitch`` (All Fours, Pitch),
  ``_needafourth``;
- ``_show``: a row, the totals, what comes next, the outcome;
- ``_start``: a new evening from the flags, or a file's resumed with what they add;
- ``_fixing``: the evening's sheet as saved, and ``edit N`` and ``delete N``;
- ``_evening``: :class:`~cardscore.cli.play._evening.Evening`, the prompt itself;
- this module: the ``play`` sub-command, its flags and its run.
"""

from __future__ import annotations

import os
import sys
from typing import TYPE_CHECKING

from cardscore import i18n, sheet
from cardscore._text import Text
from cardscore.cli._common import Output
from cardscore.cli._keeper import LeftError, Stopped, stopping
from cardscore.cli._words import placeholder, typed_field
from cardscore.cli.play._evening import Evening
from cardscore.cli.play._input import LINE_LIMIT, completion
from cardscore.cli.play._show import next_line, outcome, print_line, row_lines
from cardscore.errors import ScoreError

if TYPE_CHECKING:
    import argparse

__all__ = [
    "EPILOG",
    "LINE_LIMIT",
    "NAME",
    "Evening",
    "completion",
    "next_line",
    "outcome",
    "register",
    "row_lines",
    "run",
]


NAME = "play"

EPILOG = Text(
    """examples:
  cardscore play chicago evening.toml                    a Chicago match, NS against EW
  cardscore play rubber --sides Ann,Bob drawbridge.toml  Draw Bridge: two players
  cardscore play needafourth --players Ann,Bob,Cat -o planned=6 cat.toml
  cardscore play tarot --players Ann,Bob,Cid,Dan,Eve -o planned=5 tarot.toml
  cardscore play allfours --sides Reds,Blues allfours.toml
  cardscore play pitch --sides Us,Them -o target=11 pitch.toml
  cardscore play pairs --players 1,2,3,4,5,6 -o ew=4,5,6 -o expected=3 tuesday.toml
  cardscore play teams --sides Lions,Tigers -o boards=24 match.toml
  cardscore play chicago evening.toml                    again: go on with the evening
  cardscore play chicago evening.toml < deals.txt        deals from a file, one a line

At the prompt, type one deal per line in the game's notation ('help' shows it), or:
  undo        take back the last deal or fix   throw in   a passed-out or void deal
  edit N      type deal N again (a fix)        delete N   take deal N out (a fix)
  sheet       the sheet so far                 explain N  why deal N scored what it did
  close       end an unfinished rubber or      planned N  N deals make the session
              evening now, as it stands                   (tarot, Need a Fourth?)
  help        this game's notation             quit       stop (everything is saved)

A fix scores every later deal again, as if the evening had been typed right from the start.

Every accepted deal is in FILE before the next prompt; 'cardscore sheet FILE' prints it.
With --lang, everything is said in that language; the deals and the commands are typed
as shown here, whatever the language.
"""
)


SUMMARY = Text("score an evening deal by deal at a prompt, saved after every deal")
DESCRIPTION = Text(
    "Start an evening of a game (or go on with FILE when it exists): type one deal\n"
    "per line, see the row, the totals and who deals next. Every accepted deal is\n"
    "saved in FILE, a scoresheet. Games: {games}.",
    games=", ".join(sheet.games()),
)


def register(parser: argparse.ArgumentParser) -> None:
    """Give the ``play`` sub-command its arguments."""
    say = i18n.say
    parser.add_argument(
        "game", metavar="GAME", help=say(Text("the game (the file's own, to go on)"))
    )
    parser.add_argument(
        "file",
        metavar="FILE",
        help=say(Text("the scoresheet file (.toml, or .json): made or resumed")),
    )
    parties = parser.add_mutually_exclusive_group()
    parties.add_argument(
        "--players", metavar="NAMES", help=say(Text("the players in seat order, comma-separated"))
    )
    parties.add_argument("--sides", metavar="NAMES", help=say(Text("the sides, comma-separated")))
    parser.add_argument("--preset", help=say(Text("the rules preset (All Fours and Pitch)")))
    parser.add_argument(
        "-o",
        "--option",
        action="append",
        default=[],
        metavar=placeholder("NAME", "VALUE"),
        help=say(
            Text("a rule or sheet option, as a scoresheet's options (planned=6, honours=true)")
        ),
    )
    parser.add_argument("--title", help=say(Text("a title for the sheet")))
    parser.set_defaults(run=run, json=False)


def run(args: argparse.Namespace) -> Output:
    """Play the evening the arguments name, reading standard input until ``quit`` or its end.

    SIGTERM and SIGHUP end it as ``quit`` does (after the save in progress), with the exit
    status 128 + the signal's number; so does Ctrl-C (SIGINT, 130) anywhere but at the
    prompt, where it is ``quit`` itself, never with a traceback. A reader of the output
    that leaves (``| head``) ends it quietly with status 1, every accepted deal saved.
    """
    try:
        return _played(args)
    except KeyboardInterrupt:
        # Before the evening was open (or a second Ctrl-C while it closed): nothing to say
        # but the end of the line the terminal echoed ^C on.
        print(file=sys.stderr)
        raise SystemExit(_INTERRUPTED) from None
    except BrokenPipeError:
        # Said nothing more, as Unix tools do; the exit's own flush goes nowhere.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        raise SystemExit(1) from None


_INTERRUPTED = 128 + 2  # SIGINT's number, as a shell reports Ctrl-C


def _played(args: argparse.Namespace) -> Output:
    with stopping():
        try:
            evening = Evening.open(args)
        except Stopped as stop:
            raise SystemExit(128 + stop.signum) from None
        interactive = sys.stdin.isatty()
        try:
            evening.play(sys.stdin, interactive=interactive)
        except Stopped as stop:
            evening.close()
            print_line(evening.farewell())
            raise SystemExit(128 + stop.signum) from None
        except KeyboardInterrupt:
            # Ctrl-C while a line was handled (after its save, if any): ended as quit does.
            evening.close()
            print_line("\n" + evening.farewell())
            raise SystemExit(_INTERRUPTED) from None
        finally:
            evening.close()
    if evening.changed:
        # One true thing: the file is another program's now (not "Saved", not refused lines).
        raise LeftError(evening.path)
    if evening.refused and not interactive:
        # A script sees the refusal in the exit status; the accepted deals are saved.
        count = len(evening.refused)
        refused = (
            Text(
                "a board or a command ({count} line refused; the boards accepted are saved in "
                "{file})",
                count=count,
                file=evening.path,
            )
            if count == 1 and evening.boards()
            else Text(
                "a board or a command ({count} lines refused; the boards accepted are saved in "
                "{file})",
                count=count,
                file=evening.path,
            )
            if evening.boards()
            else Text(
                "a deal or a command ({count} line refused; the deals accepted are saved in "
                "{file})",
                count=count,
                file=evening.path,
            )
            if count == 1
            else Text(
                "a deal or a command ({count} lines refused; the deals accepted are saved in "
                "{file})",
                count=count,
                file=evening.path,
            )
        )
        raise ScoreError(typed_field("line"), evening.refused[0], refused)
    return Output(evening.farewell(), None)
