"""Write docs/commands.md, every command and flag, from the command's own argument parsers.

    python scripts/commands_page.py          # writes docs/commands.md
    python scripts/commands_page.py --check  # exits 1 when docs/commands.md is not current

The page is made from ``cardscore.cli.build_parser()`` in English: each sub-command's
description, usage, arguments (with their defaults and choices) and examples are the ones
``cardscore COMMAND --help`` prints, so the page cannot drift from the command.
``tests/cli/test_commands_page.py`` checks that the committed page is this script's output.
"""

from __future__ import annotations

import argparse
import os
import sys
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

ROOT = Path(__file__).resolve().parent.parent
PAGE = ROOT / "docs" / "commands.md"
WIDTH = 96  # the usage lines are wrapped at this width, whatever the terminal

if TYPE_CHECKING:
    from collections.abc import Iterator

HEADER = """\
# Every command and flag

Every command of `cardscore`, with each of its arguments and flags, its defaults and its
examples: the same words `cardscore COMMAND --help` prints. This page is written from the
command's own definitions by `scripts/commands_page.py`, and a test checks that it is
current, so it always says what the command does.

Start with [Scoring at the table](sheets.md) for a whole evening in a file, or with
[Scoring as you play](play.md) for the prompt; every command takes `--lang` (`en`, `fi`,
`sv`, `fr`) to speak another language.
"""


@contextmanager
def _columns(width: int) -> Iterator[None]:
    """The usage lines wrapped at ``width``, not at the terminal's (argparse reads COLUMNS)."""
    before = os.environ.get("COLUMNS")
    os.environ["COLUMNS"] = str(width)
    try:
        yield
    finally:
        if before is None:
            del os.environ["COLUMNS"]
        else:
            os.environ["COLUMNS"] = before


def _cell(text: str) -> str:
    return " ".join(text.split()).replace("|", "\\|")


def _invocation(action: argparse.Action) -> str:
    metavar = action.metavar if isinstance(action.metavar, str) else None
    if not action.option_strings:  # named as the usage line names it
        name = metavar or action.dest
        if action.nargs == "?":
            return f"`[{name}]`"
        return f"`{name} ...`" if action.nargs in {"*", "+"} else f"`{name}`"
    flags = ", ".join(action.option_strings)
    if action.nargs == 0:
        return f"`{flags}`"
    value = metavar or (
        "{" + ",".join(map(str, action.choices)) + "}" if action.choices else action.dest.upper()
    )
    if action.nargs == "?":
        value = f"[{value}]"
    return f"`{flags} {value}`"


def _what(parser: argparse.ArgumentParser, action: argparse.Action) -> str:
    formatter = parser._get_formatter()  # noqa: SLF001 - argparse's own expansion of %(default)s
    said = formatter._expand_help(action) if action.help else ""  # noqa: SLF001
    notes = []
    if action.choices and not isinstance(action, argparse._SubParsersAction):  # noqa: SLF001
        notes.append("one of " + ", ".join(f"`{choice}`" for choice in action.choices))
    default = action.default
    if (
        action.option_strings
        and action.nargs != 0
        and default not in (None, False, [], argparse.SUPPRESS)
        and "default" not in said
    ):
        notes.append(f"default `{default}`")
    if action.required and action.option_strings:
        notes.append("required")
    return _cell("; ".join([said, *notes]) if notes else said)


def _section(name: str, parser: argparse.ArgumentParser) -> list[str]:
    lines = [f"## `{parser.prog}`", ""]
    if parser.description:
        lines += [" ".join(parser.description.split()), ""]
    usage = parser.format_usage().strip()
    lines += ["```", usage, "```", ""]
    rows = [
        (_invocation(action), _what(parser, action))
        for action in parser._actions  # noqa: SLF001 - the arguments, in the order of --help
        if not isinstance(action, argparse._HelpAction | argparse._VersionAction)  # noqa: SLF001
        and not isinstance(action, argparse._SubParsersAction)  # noqa: SLF001
        and action.help != argparse.SUPPRESS
    ]
    if rows:
        lines += ["| argument | what it is |", "|---|---|"]
        lines += [f"| {invocation} | {what} |" for invocation, what in rows]
        lines.append("")
    if parser.epilog and name:
        lines += ["```", parser.epilog.rstrip(), "```", ""]
    return lines


def page() -> str:
    """docs/commands.md as the command's parsers say it today (in English)."""
    from cardscore import i18n
    from cardscore.cli import _COMMANDS, build_parser

    with i18n.using("en"), _columns(WIDTH):
        parser = build_parser()
        subparsers = next(
            action
            for action in parser._actions  # noqa: SLF001
            if isinstance(action, argparse._SubParsersAction)  # noqa: SLF001
        )
        lines = [HEADER, *_section("", parser)]
        lines += ["The commands:", ""]
        lines += [f"- [`cardscore {name}`](#cardscore-{name})" for name in _COMMANDS]
        lines.append("")
        for name in _COMMANDS:
            lines += _section(name, subparsers.choices[name])
    return "\n".join(lines).rstrip() + "\n"


def main(argv: list[str]) -> int:
    """Write the page, or with ``--check`` say whether the committed one is current."""
    written = page()
    if "--check" in argv:
        current = PAGE.read_text(encoding="utf-8") == written
        if not current:
            print(f"{PAGE} is not current: run python scripts/commands_page.py")
        return 0 if current else 1
    PAGE.write_text(written, encoding="utf-8")
    print(f"wrote {PAGE}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
