"""The ``cardscore`` command: score card games at the table.

Each game is a sub-command (``cardscore bridge 4SX 10 --vulnerable``); ``--help`` on any of
them shows examples, and ``--json`` prints the result as data.
"""

from __future__ import annotations

import argparse
import os
import sys
from typing import TYPE_CHECKING

import cardscore
from cardscore.cli import bridge, chicago, needafourth, pitch, rubber, sheet, tarot
from cardscore.cli._common import render
from cardscore.errors import ScoreError

if TYPE_CHECKING:
    from collections.abc import Sequence

__all__ = ["build_parser", "main"]

_COMMANDS = (bridge, chicago, rubber, needafourth, pitch, tarot, sheet)


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of the ``cardscore`` command."""
    parser = argparse.ArgumentParser(
        prog="cardscore",
        description="Exact, explained scores for card games.",
        epilog="Run 'cardscore COMMAND --help' for a command's options and examples.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {cardscore.__version__}")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    for command in _COMMANDS:
        command.register(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command with ``argv`` (default: the process arguments); return the exit code.

    Bad input prints one line naming the problem to standard error and returns 2.
    """
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        output = args.run(args)
    except ScoreError as error:
        print(f"cardscore {args.command}: error: {error}", file=sys.stderr)
        return 2
    try:
        print(render(output, as_json=args.json))
        sys.stdout.flush()
    except BrokenPipeError:
        # The reader (``| head``) left: say nothing more, as Unix tools do. Point stdout at
        # devnull so that the interpreter's own flush at exit does not complain either.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 1
    return 0
