"""The ``cardscore`` command: score card games at the table.

Each game is a sub-command (``cardscore bridge 4SX 10 --vulnerable``); ``--help`` on any of
them shows examples, and ``--json`` prints the result as data.

A run imports only its own sub-command's module (and so only its game's): ``cardscore
bridge`` starts without loading tarot, pitch or the scoresheet reader.

Every sub-command takes ``--lang en|fi|sv|fr`` (default: the locale's language, else English):
the whole run, its help, results, sheets and error messages, is said in that language. What
the user types (the notation, names, flags, the prompt's keywords) stays as typed.
"""

from __future__ import annotations

import importlib
import os
import sys
from typing import TYPE_CHECKING

import cardscore
from cardscore import i18n
from cardscore._check import fold
from cardscore._text import Text, controls_escaped
from cardscore.errors import ScoreError, told

if TYPE_CHECKING:
    import argparse
    from collections.abc import Sequence

__all__ = ["build_parser", "main"]

# Each sub-command's name, in the order ``cardscore --help`` lists them; the module
# cardscore.cli.<name> gives its SUMMARY, DESCRIPTION and EPILOG, and registers its arguments.
_COMMANDS = (
    "bridge",
    "chicago",
    "rubber",
    "needafourth",
    "pitch",
    "tarot",
    "sheet",
    "play",
    "par",
)

_DESCRIPTION = Text("Exact, explained scores for card games.")
_EPILOG = Text("Run 'cardscore COMMAND --help' for a command's options and examples.")
_LANG_HELP = Text(
    "the language of everything printed: {languages} (default: from the locale, "
    "LANGUAGE, LC_ALL, LC_MESSAGES or LANG; else en)"
)
_ERROR = Text("cardscore {command}: error: {message}")
_NOTE = Text(
    "cardscore {command}: note: standard output cannot show some characters "
    "(its encoding is {encoding}); they are written plainly. For all of them, set "
    "PYTHONIOENCODING=utf-8 or a UTF-8 locale (LANG=C.UTF-8)."
)


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The argument parser of the ``cardscore`` command.

    With ``command`` (one of the sub-commands' names), only that sub-command is registered,
    and only its module imported; without, every one.

    Raises:
        ScoreError: ``command`` is not one of the sub-commands' names.
    """
    from cardscore.cli._common import add_parser
    from cardscore.cli._parser import VERSION_HELP, Formatter, Parser

    if command is not None and command not in _COMMANDS:
        raise ScoreError(
            "command",
            command,
            Text("None or one of {commands}", commands=", ".join(_COMMANDS)),
        )
    say = i18n.say
    parser = Parser(
        prog="cardscore",
        description=say(_DESCRIPTION),
        epilog=say(_EPILOG),
        formatter_class=Formatter,
    )
    parser.add_argument(
        "--version",
        action="version",
        version=f"%(prog)s {cardscore.__version__}",
        help=say(VERSION_HELP),
    )
    _add_lang_flag(parser)
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    for name in _COMMANDS if command is None else (command,):
        module = importlib.import_module(f"cardscore.cli.{name}")
        module.register(
            add_parser(
                subparsers,
                name,
                summary=module.SUMMARY,
                description=module.DESCRIPTION,
                epilog=module.EPILOG,
            )
        )
        _add_lang_flag(subparsers.choices[name])
    return parser


def _add_lang_flag(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--lang",
        type=str.lower,
        choices=i18n.LANGUAGES,
        metavar="LANG",
        help=i18n.say(Text(_LANG_HELP.template, languages=", ".join(i18n.LANGUAGES))),
    )


def _language(argv: Sequence[str]) -> str:
    # The language of the parser's own words (--help, a usage error): --lang as typed, when
    # it is one of the languages (the parser names the codes when it is not), else the
    # locale's. The run itself is in the language the parser read.
    for index, arg in enumerate(argv):
        if arg == "--":
            break
        name, equals, value = arg.partition("=")
        if name == "--lang":
            typed = value if equals else (argv[index + 1] if index + 1 < len(argv) else "")
            if fold(typed) in i18n.LANGUAGES:
                return fold(typed)
    return i18n.from_locale()


def _command(argv: Sequence[str]) -> str | None:
    # The sub-command is the first argument that is not an option (the command's own
    # options, --help and --version, take no value; --lang takes one). Anything else gets
    # the whole parser, whose usage and errors name every sub-command.
    values = (arg for arg in argv)
    for arg in values:
        if arg == "--lang":
            next(values, None)
        elif not arg.startswith("-"):
            return arg if arg in _COMMANDS else None
    return None


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command with ``argv`` (default: the process arguments); return the exit code.

    Everything is said in the language ``--lang`` names, else the locale's (English unless it
    is one of :data:`cardscore.i18n.LANGUAGES`). Bad input prints one line naming the
    problem to standard error and returns 2.
    """
    if argv is None:
        argv = sys.argv[1:]
    with i18n.using(_language(argv)):
        parser = build_parser(_command(argv))
        args = parser.parse_args(argv)
    with i18n.using(args.lang or _language(argv)):
        return _run(args)


def _run(args: argparse.Namespace) -> int:
    from cardscore.cli._common import printable, render

    try:
        output = args.run(args)
    except ScoreError as error:
        message = i18n.say(told(error))  # the value in the player's words
        said = i18n.say(Text(_ERROR.template, command=args.command, message=message))
        print(controls_escaped(said), file=sys.stderr)
        return 2
    as_json = args.json or getattr(args, "format", None) == "json"
    encoding = getattr(sys.stdout, "encoding", None) or "utf-8"
    text, changed = printable(render(output, as_json=args.json), encoding, as_json=as_json)
    if changed:
        note = Text(_NOTE.template, command=args.command, encoding=encoding)
        print(i18n.say(note), file=sys.stderr)
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
