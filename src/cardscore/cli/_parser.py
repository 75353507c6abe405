"""The command's argument parser, in the language of the run.

argparse makes its own words in English (``usage:``, ``options``, ``show this help message
and exit``, ``invalid choice: ...``), and it asks gettext for each of them first: it calls
its module's ``_(msgid)`` (and ``ngettext``) with the English template, *before* it fills
in the values, as the Python howto "How to translate the argparse output"
(https://docs.python.org/3/howto/argparse.html#how-to-translate-the-argparse-output)
describes. That is the hook used here.

When this module is imported, ``argparse._`` and ``argparse.ngettext`` are replaced, once,
by functions that do exactly what the ones before them did (gettext's, or whatever another
program put there), except while a :class:`Parser` is at work in the current context (a
:class:`~contextvars.ContextVar`, so other threads and tasks are not concerned): then a
msgid listed in :data:`ARGPARSE_WORDS` comes back from cardscore's catalogs, in the
language :func:`cardscore.i18n.current` names, and argparse fills it in itself. Nothing is
read back from argparse's English; another :class:`argparse.ArgumentParser` keeps its
words; a msgid cardscore does not list stays argparse's English (Python 3.13's
``%(heading)s:``, which puts the colon after a heading, is one: the heading is said).

argparse asks for some words when the parser is built (the headings, ``-h``'s help) and for
the others when it parses or formats (the usage prefix, the errors): each is said in the
language current at that moment, so the command builds and runs its parser inside
:func:`cardscore.i18n.using`.

The catalogs hold argparse's msgids verbatim, in the context ``argparse`` (they are
``%``-formats, such as ``invalid choice: %(value)r (choose from %(choices)s)``, where
cardscore's own words are ``str.format`` templates).

>>> from cardscore import i18n
>>> parser = Parser(prog="cardscore demo")
>>> print(parser.format_usage(), end="")
usage: cardscore demo [-h]
>>> with i18n.using("sv"):
...     print(Parser(prog="cardscore demo").format_usage(), end="")
användning: cardscore demo [-h]
"""

from __future__ import annotations

import argparse
from contextlib import contextmanager
from contextvars import ContextVar
from typing import TYPE_CHECKING, Final, NoReturn

from cardscore import i18n
from cardscore._text import Text, controls_escaped

if TYPE_CHECKING:
    from collections.abc import Callable, Iterator

__all__ = ["ARGPARSE_WORDS", "VERSION_HELP", "Formatter", "Parser", "RawFormatter"]

#: ``--version``'s help (argparse's own from Python 3.13; cardscore passes it on 3.11 too).
VERSION_HELP: Final = Text.in_context("argparse", "show program's version number and exit")

#: argparse's words that cardscore says, as argparse's msgids (the same in Python 3.11 to
#: 3.13), each in the context ``argparse``. A msgid argparse makes and this does not list
#: stays English.
ARGPARSE_WORDS: Final = (
    # Help.
    Text.in_context("argparse", "usage: "),
    Text.in_context("argparse", "positional arguments"),
    Text.in_context("argparse", "options"),
    Text.in_context("argparse", "show this help message and exit"),
    VERSION_HELP,
    # Errors.
    Text.in_context("argparse", "%(prog)s: error: %(message)s\n"),
    Text.in_context("argparse", "argument %(argument_name)s: %(message)s"),
    Text.in_context("argparse", "the following arguments are required: %s"),
    Text.in_context("argparse", "invalid choice: %(value)r (choose from %(choices)s)"),
    Text.in_context("argparse", "invalid %(type)s value: %(value)r"),
    Text.in_context("argparse", "unrecognized arguments: %s"),
    Text.in_context("argparse", "not allowed with argument %s"),
    Text.in_context("argparse", "one of the arguments %s is required"),
    Text.in_context("argparse", "ignored explicit argument %r"),
    Text.in_context("argparse", "expected one argument"),
    Text.in_context("argparse", "expected at most one argument"),
    Text.in_context("argparse", "expected at least one argument"),
    # ngettext's two forms, each a message (cardscore's catalogs have no plural forms).
    Text.in_context("argparse", "expected %s argument"),
    Text.in_context("argparse", "expected %s arguments"),
    Text.in_context("argparse", "ambiguous option: %(option)s could match %(matches)s"),
    Text.in_context("argparse", "unknown parser %(parser_name)r (choices: %(choices)s)"),
)
_WORDS: Final = {word.template: word for word in ARGPARSE_WORDS}

# True while a Parser method runs in this context (thread, task): argparse's words are said.
_SPEAKING: ContextVar[bool] = ContextVar("cardscore_parser_speaking", default=False)


@contextmanager
def _speaking() -> Iterator[None]:
    """Say argparse's words in the run's language inside the block (this context only)."""
    token = _SPEAKING.set(True)
    try:
        yield
    finally:
        _SPEAKING.reset(token)


def _said(msgid: str) -> str | None:
    """``msgid`` said in the run's language, if a Parser is at work and cardscore lists it."""
    if not _SPEAKING.get():
        return None
    word = _WORDS.get(msgid)
    return None if word is None else i18n.say(word)


class _Gettext:
    """argparse's ``_``: the one it had (``before``), but for the words :func:`_said` says."""

    def __init__(self, before: Callable[[str], str]) -> None:
        self.before = before

    def __call__(self, message: str) -> str:
        said_here = _said(message)
        return self.before(message) if said_here is None else said_here


class _Ngettext:
    """argparse's ``ngettext``: the one it had, but for the pairs cardscore lists."""

    def __init__(self, before: Callable[[str, str, int], str]) -> None:
        self.before = before

    def __call__(self, singular: str, plural: str, n: int) -> str:
        if singular in _WORDS and plural in _WORDS:
            said_here = _said(singular if n == 1 else plural)
            if said_here is not None:
                return said_here
        return self.before(singular, plural, n)


def _install() -> None:
    """Put the hooks in argparse, once, over whatever it had (gettext's, or another's)."""
    # argparse looks these names up in its module at each call; typeshed does not declare
    # them, so they are read and written through the module's namespace.
    namespace = vars(argparse)
    if not isinstance(namespace["_"], _Gettext):
        namespace["_"] = _Gettext(namespace["_"])
    if not isinstance(namespace["ngettext"], _Ngettext):
        namespace["ngettext"] = _Ngettext(namespace["ngettext"])


_install()


class Formatter(argparse.HelpFormatter):
    """argparse's default layout (text filled to the width); its words said by the hook."""


class RawFormatter(argparse.RawDescriptionHelpFormatter):
    """Descriptions and epilogs as written (the examples' columns); the words said."""


class Parser(argparse.ArgumentParser):
    """An argument parser whose own words are said in the run's language (sub-commands' too).

    Each method that makes argparse's words runs with the hook on: building (the headings,
    ``-h``'s help), parsing (the errors), formatting and printing the usage and the help.
    Sub-commands' parsers are Parsers too (argparse makes them of the parent's class).
    """

    if not TYPE_CHECKING:  # mypy reads an assigned __init__ as untyped: it sees argparse's
        __init__ = _speaking()(argparse.ArgumentParser.__init__)
    add_argument = _speaking()(argparse.ArgumentParser.add_argument)
    add_subparsers = _speaking()(argparse.ArgumentParser.add_subparsers)
    parse_args = _speaking()(argparse.ArgumentParser.parse_args)
    parse_known_args = _speaking()(argparse.ArgumentParser.parse_known_args)
    parse_intermixed_args = _speaking()(argparse.ArgumentParser.parse_intermixed_args)
    parse_known_intermixed_args = _speaking()(argparse.ArgumentParser.parse_known_intermixed_args)
    format_usage = _speaking()(argparse.ArgumentParser.format_usage)
    format_help = _speaking()(argparse.ArgumentParser.format_help)
    print_usage = _speaking()(argparse.ArgumentParser.print_usage)
    print_help = _speaking()(argparse.ArgumentParser.print_help)

    @_speaking()
    def error(self, message: str) -> NoReturn:
        """Print the usage and ``message`` (its control characters escaped), exit with 2.

        A message shows what the user typed: an escape sequence in it is shown, not sent.
        """
        super().error(controls_escaped(message))
