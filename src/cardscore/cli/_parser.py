"""The command's argument parser, in the language of the run.

argparse makes its own words in English (``usage:``, ``options:``, ``show this help message
and exit``, ``invalid choice: ...``). :class:`Parser` and :class:`Formatter` say each of them
through :func:`cardscore.i18n.say`, with argparse's English phrase as the :class:`Text`
msgid, in the language :func:`cardscore.i18n.current` names when the parser is built and when
it parses. Nothing global is changed: other argparse users keep their words.

>>> from cardscore import i18n
>>> parser = Parser(prog="cardscore demo")
>>> print(parser.format_usage(), end="")
usage: cardscore demo [-h]
"""

from __future__ import annotations

import argparse
import re
import sys
from typing import TYPE_CHECKING, NoReturn

from cardscore import i18n
from cardscore._text import Text, controls_escaped

if TYPE_CHECKING:
    from collections.abc import Iterable

__all__ = ["Formatter", "Parser", "RawFormatter", "said"]

# argparse's own words, by the English it makes them in: said in the run's language.
_PHRASES = {
    "positional arguments": Text("positional arguments"),
    "options": Text("options"),
    "show this help message and exit": Text("show this help message and exit"),
}
USAGE = Text("usage: ")
VERSION_HELP = Text("show program's version number and exit")

# argparse's error messages (Python 3.11 and later), read back into their parts: each is said
# from its template, the parts (options, values, choices: what the user typed or may type)
# shown as they are. A message that is none of these is shown as argparse made it.
_ERRORS: tuple[tuple[re.Pattern[str], Text], ...] = (
    (
        re.compile(r"the following arguments are required: (?P<arguments>.+)"),
        Text("the following arguments are required: {arguments}"),
    ),
    (
        re.compile(r"invalid choice: (?P<value>.+) \(choose from (?P<choices>.+)\)"),
        Text("invalid choice: {value} (choose from {choices})"),
    ),
    (re.compile(r"invalid int value: (?P<value>.+)"), Text("invalid int value: {value}")),
    (
        re.compile(r"invalid (?P<type>\w+) value: (?P<value>.+)"),
        Text("invalid {type} value: {value}"),
    ),
    (
        re.compile(r"unrecognized arguments: (?P<arguments>.+)"),
        Text("unrecognized arguments: {arguments}"),
    ),
    (
        re.compile(r"not allowed with argument (?P<argument>.+)"),
        Text("not allowed with argument {argument}"),
    ),
    (
        re.compile(r"one of the arguments (?P<arguments>.+) is required"),
        Text("one of the arguments {arguments} is required"),
    ),
    (
        re.compile(r"ignored explicit argument (?P<value>.+)"),
        Text("ignored explicit argument {value}"),
    ),
    (re.compile(r"expected one argument"), Text("expected one argument")),
    (re.compile(r"expected at most one argument"), Text("expected at most one argument")),
    (re.compile(r"expected at least one argument"), Text("expected at least one argument")),
    (re.compile(r"expected (?P<count>\d+) arguments?"), Text("expected {count} arguments")),
    (
        re.compile(r"ambiguous option: (?P<option>\S+) could match (?P<matches>.+)"),
        Text("ambiguous option: {option} could match {matches}"),
    ),
    (
        re.compile(r"unknown parser (?P<command>.+) \(choices: (?P<choices>.+)\)"),
        Text("unknown parser {command} (choices: {choices})"),
    ),
)
_ARGUMENT = re.compile(r"argument (?P<argument>\S+): (?P<message>.+)", re.DOTALL)
_ARGUMENT_TEXT = Text("argument {argument}: {message}")
_ERROR = Text("{prog}: error: {message}")
# Longer messages (a huge typed argument in them) are shown as argparse made them: no pattern
# is tried on more text than this.
_MESSAGE_LIMIT = 2_000


def said(text: Text) -> str:
    """``text`` in the run's language (:func:`cardscore.i18n.current`)."""
    return i18n.say(text)


def _message(message: str) -> str | Text:
    """An argparse error ``message`` as a :class:`Text`, when it is one argparse makes."""
    if len(message) > _MESSAGE_LIMIT:
        return message
    argument = _ARGUMENT.fullmatch(message)
    if argument is not None:
        inner = _message(argument["message"])
        return Text(_ARGUMENT_TEXT.template, argument=argument["argument"], message=inner)
    for pattern, text in _ERRORS:
        match = pattern.fullmatch(message)
        if match is None:
            continue
        values: dict[str, object] = dict(match.groupdict())
        if "count" in values:
            if values["count"] == "1":  # argparse's singular
                return message
            values["count"] = int(match["count"])
        return Text(text.template, **values)
    return message


class _Words(argparse.HelpFormatter):
    """A help formatter whose own words (``usage:``, ``options``, ``-h``'s help) are said."""

    def add_usage(
        self,
        usage: str | None,
        actions: Iterable[argparse.Action],
        groups: Iterable[argparse._MutuallyExclusiveGroup],
        prefix: str | None = None,
    ) -> None:
        super().add_usage(usage, actions, groups, said(USAGE) if prefix is None else prefix)

    def start_section(self, heading: str | None) -> None:
        super().start_section(_phrase(heading))

    def _get_help_string(self, action: argparse.Action) -> str | None:
        return _phrase(super()._get_help_string(action))


def _phrase(text: str | None) -> str | None:
    return said(_PHRASES[text]) if text is not None and text in _PHRASES else text


class Formatter(_Words):
    """argparse's default layout (text filled to the width), its words said."""


class RawFormatter(_Words, argparse.RawDescriptionHelpFormatter):
    """Descriptions and epilogs as written (the examples' columns), the words said."""


class Parser(argparse.ArgumentParser):
    """An argument parser whose errors are said in the run's language (sub-commands' too)."""

    def error(self, message: str) -> NoReturn:
        """Print the usage and ``message`` (said in the run's language), exit with status 2."""
        self.print_usage(sys.stderr)
        error = Text(_ERROR.template, prog=self.prog, message=_message(message))
        self.exit(2, f"{controls_escaped(said(error))}\n")
