"""The ``cardscore`` command: score card games at the table.

Each game is a sub-command (``cardscore bridge 4SX 10 --vulnerable``); ``--help`` on any of
them shows examples, and ``--json`` prints the result as data.

A run imports only its own sub-command's module (and so only its game's): ``cardscore
bridge`` starts without loading tarot, pitch or the scoresheet reader.
"""

from __future__ import annotations

import importlib
import os
import sys
from typing import TYPE_CHECKING

import cardscore
from cardscore.errors import ScoreError

if TYPE_CHECKING:
    import argparse
    from collections.abc import Sequence

__all__ = ["build_parser", "main"]

# Each sub-command's name, in the order ``cardscore --help`` lists them; the module
# cardscore.cli.<name> registers it.
_COMMANDS = ("bridge", "chicago", "rubber", "needafourth", "pitch", "tarot", "sheet", "play")


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The argument parser of the ``cardscore`` command.

    With ``command`` (one of the sub-commands' names), only that sub-command is registered,
    and only its module imported; without, every one.

    Raises:
        ScoreError: ``command`` is not one of the sub-commands' names.
    """
    import argparse

    if command is not None and command not in _COMMANDS:
        raise ScoreError("command", command, "None or one of " + ", ".join(_COMMANDS))
    parser = argparse.ArgumentParser(
        prog="cardscore",
        description="Exact, explained scores for card games.",
        epilog="Run 'cardscore COMMAND --help' for a command's options and examples.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {cardscore.__version__}")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    for name in _COMMANDS if command is None else (command,):
        importlib.import_module(f"cardscore.cli.{name}").register(subparsers)
    return parser


def _command(argv: Sequence[str]) -> str | None:
    # The sub-command is the first argument that is not an option (the command's own
    # options, --help and --version, take no value). Anything else gets the whole parser,
    # whose usage and errors name every sub-command.
    name = next((arg for arg in argv if not arg.startswith("-")), None)
    return name if name in _COMMANDS else None


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command with ``argv`` (default: the process arguments); return the exit code.

    Bad input prints one line naming the problem to standard error and returns 2.
    """
    from cardscore.cli._common import printable, render

    if argv is None:
        argv = sys.argv[1:]
    parser = build_parser(_command(argv))
    args = parser.parse_args(argv)
    try:
        output = args.run(args)
    except ScoreError as error:
        print(f"cardscore {args.command}: error: {error}", file=sys.stderr)
        return 2
    as_json = args.json or getattr(args, "format", None) == "json"
    encoding = getattr(sys.stdout, "encoding", None) or "utf-8"
    text, changed = printable(render(output, as_json=args.json), encoding, as_json=as_json)
    if changed:
        print(
            f"cardscore {args.command}: note: standard output cannot show some characters "
            f"(its encoding is {encoding}); they are written plainly. For all of them, set "
            "PYTHONIOENCODING=utf-8 or a UTF-8 locale (LANG=C.UTF-8).",
            file=sys.stderr,
        )
    try:
        print(text)
        sys.stdout.flush()
    except BrokenPipeError:
        # The reader (``| head``) left: say nothing more, as Unix tools do. Point stdout at
        # devnull so that the interpreter's own flush at exit does not complain either.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 1
    return 0
