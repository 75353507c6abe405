"""argparse's own words said through its gettext hook (issue 42), and nobody else's changed.

:mod:`cardscore.cli._parser` puts a hook in ``argparse._`` and ``argparse.ngettext`` that says
argparse's msgids from cardscore's catalogs while a cardscore :class:`Parser` is at work in
the context, and otherwise does what argparse's own functions do. The French here is the
catalog's (``src/cardscore/locale/fr``), with its no-break spaces before colons.
"""

from __future__ import annotations

import argparse
import gettext
import threading

import pytest

from cardscore import i18n
from cardscore.cli import _parser
from cardscore.cli._parser import Parser

NBSP = "\u00a0"
ERROR = f"demo{NBSP}: erreur{NBSP}: "


def demo() -> Parser:
    """A parser with an argument of each kind an argparse error is about."""
    parser = Parser(prog="demo")
    parser.add_argument("count", type=int)
    parser.add_argument("--mode", choices=["fast", "slow"])
    parser.add_argument("--pair", nargs=2)
    parser.add_argument("--one", nargs=1)
    parser.add_argument("--many", nargs="+")
    parser.add_argument("--flag", action="store_true")
    parser.add_argument("--verbose", action="store_true")
    parser.add_argument("--version-of")
    colour = parser.add_mutually_exclusive_group()
    colour.add_argument("--red", action="store_true")
    colour.add_argument("--blue", action="store_true")
    return parser


def error_of(
    parser: argparse.ArgumentParser, argv: list[str], capsys: pytest.CaptureFixture[str]
) -> tuple[str, str]:
    """The usage line and the error line ``parser`` prints for ``argv`` (status 2)."""
    with pytest.raises(SystemExit) as exit_:
        parser.parse_args(argv)
    assert exit_.value.code == 2
    lines = capsys.readouterr().err.splitlines()
    return lines[0], lines[-1]


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        ([], f"les arguments suivants sont requis{NBSP}: count"),
        (["x"], f"argument count{NBSP}: valeur int invalide{NBSP}: 'x'"),
        (
            ["1", "--mode", "turbo"],
            f"argument --mode{NBSP}: choix invalide{NBSP}: 'turbo' (choisir parmi 'fast', 'slow')",
        ),
        (["1", "extra", "more"], f"arguments non reconnus{NBSP}: extra more"),
        (["1", "--mode"], f"argument --mode{NBSP}: un argument attendu"),
        (["1", "--many"], f"argument --many{NBSP}: au moins un argument attendu"),
        (["1", "--pair", "a"], f"argument --pair{NBSP}: 2 arguments attendus"),
        (["1", "--one"], f"argument --one{NBSP}: 1 argument attendu"),  # ngettext's singular
        (
            ["1", "--ve"],
            f"option ambiguë{NBSP}: --ve pourrait correspondre à --verbose, --version-of",
        ),
        (["1", "--red", "--blue"], f"argument --blue{NBSP}: non autorisé avec l'argument --red"),
        (["1", "--flag=yes"], f"argument --flag{NBSP}: argument explicite ignoré 'yes'"),
    ],
)
def test_each_argparse_error_is_said_in_the_run_s_language(
    capsys: pytest.CaptureFixture[str], argv: list[str], said: str
) -> None:
    with i18n.using("fr"):
        usage, error = error_of(demo(), argv, capsys)
    assert usage.startswith(f"utilisation{NBSP}: demo [-h]")
    assert error == ERROR + said


def test_a_required_group_is_said(capsys: pytest.CaptureFixture[str]) -> None:
    with i18n.using("fi"):
        parser = Parser(prog="demo")
        colour = parser.add_mutually_exclusive_group(required=True)
        colour.add_argument("--red", action="store_true")
        colour.add_argument("--blue", action="store_true")
        _, error = error_of(parser, [], capsys)
    assert error == "demo: virhe: jokin argumenteista --red --blue vaaditaan"


def test_the_help_s_words_are_said(capsys: pytest.CaptureFixture[str]) -> None:
    with i18n.using("sv"):
        parser = demo()
        with pytest.raises(SystemExit):
            parser.parse_args(["--help"])
    out = capsys.readouterr().out
    assert out.startswith("användning: demo [-h]")
    assert "\npositionsargument:\n" in out
    assert "\nflaggor:\n  -h, --help " in out
    assert "visa det här hjälpmeddelandet och avsluta" in out


def test_in_english_the_words_are_argparse_s(capsys: pytest.CaptureFixture[str]) -> None:
    usage, error = error_of(demo(), ["1", "--mode", "turbo"], capsys)
    assert usage.startswith("usage: demo [-h]")
    assert error == (
        "demo: error: argument --mode: invalid choice: 'turbo' (choose from 'fast', 'slow')"
    )


def test_a_typed_control_character_is_shown_escaped(capsys: pytest.CaptureFixture[str]) -> None:
    with i18n.using("fr"):
        _, error = error_of(demo(), ["1", "--mode", "\x1b[2J"], capsys)
    assert "\x1b" not in error
    assert f"choix invalide{NBSP}: '\\x1b[2J'" in error


def test_sub_commands_parsers_are_parsers_and_say_their_words(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with i18n.using("fi"):
        parser = Parser(prog="demo")
        commands = parser.add_subparsers(dest="command", title="commands", required=True)
        sub = commands.add_parser("go")
        sub.add_argument("steps", type=int)
        assert type(sub) is Parser
        usage, error = error_of(parser, ["go"], capsys)
    assert usage == "käyttö: demo go [-h] steps"
    assert error == "demo go: virhe: seuraavat argumentit vaaditaan: steps"


def test_a_plain_argparse_parser_keeps_argparse_s_words(
    capsys: pytest.CaptureFixture[str],
) -> None:
    # cardscore's parser has said its words in French; another program's parser, even in
    # the same French block, says argparse's own (gettext's, untranslated here).
    with i18n.using("fr"):
        error_of(demo(), ["x"], capsys)
        plain = argparse.ArgumentParser(prog="plain")
        plain.add_argument("count", type=int)
        usage, error = error_of(plain, ["x"], capsys)
        help_text = plain.format_help()
        gettext_ = vars(argparse)["_"]
        ngettext = vars(argparse)["ngettext"]
        assert gettext_("usage: ") == "usage: "
        assert ngettext("expected %s argument", "expected %s arguments", 2) == (
            "expected %s arguments"
        )
    assert usage == "usage: plain [-h] count"
    assert error == "plain: error: argument count: invalid int value: 'x'"
    assert "\noptions:\n  -h, --help  show this help message and exit\n" in help_text


def test_the_hooks_are_installed_once_over_what_argparse_had() -> None:
    gettext_ = vars(argparse)["_"]
    ngettext = vars(argparse)["ngettext"]
    assert isinstance(gettext_, _parser._Gettext)
    assert isinstance(ngettext, _parser._Ngettext)
    assert gettext_.before is gettext.gettext
    assert ngettext.before is gettext.ngettext
    _parser._install()  # again: nothing changes
    assert vars(argparse)["_"] is gettext_
    assert vars(argparse)["ngettext"] is ngettext


def test_a_hook_delegates_to_another_program_s_replacement() -> None:
    # Another program had put its own translation in argparse first: it keeps it, except
    # for the words cardscore says while its parser is at work.
    hook = _parser._Gettext(lambda message: f"<{message}>")
    plural = _parser._Ngettext(lambda one, many, n: f"<{one if n == 1 else many}>")
    with i18n.using("fr"):
        assert hook("usage: ") == "<usage: >"
        assert plural("expected %s argument", "expected %s arguments", 1) == (
            "<expected %s argument>"
        )
        with _parser._speaking():
            assert hook("usage: ") == f"utilisation{NBSP}: "
            assert hook("%(heading)s:") == "<%(heading)s:>"  # a msgid cardscore does not list
            assert plural("expected %s argument", "expected %s arguments", 1) == (
                "%s argument attendu"
            )
            assert plural("conflicting option string: %s", "-", 2) == "<->"


def test_another_thread_is_not_concerned(capsys: pytest.CaptureFixture[str]) -> None:
    # While a French Parser is at work (in its type function), a thread's plain parser says
    # argparse's words, and a thread's own cardscore Parser says its own language's.
    seen: dict[str, str] = {}

    def elsewhere() -> None:
        with i18n.using("fr"):
            seen["plain"] = argparse.ArgumentParser(prog="plain").format_usage()
        with i18n.using("sv"):
            seen["cardscore"] = Parser(prog="other").format_usage()

    def count(text: str) -> int:
        thread = threading.Thread(target=elsewhere)
        thread.start()
        thread.join()
        return int(text)

    with i18n.using("fr"):
        parser = Parser(prog="demo")
        parser.add_argument("count", type=count)
        assert parser.parse_args(["3"]).count == 3
        _, error = error_of(parser, ["3", "4"], capsys)
    assert seen == {"plain": "usage: plain [-h]\n", "cardscore": "användning: other [-h]\n"}
    assert error == f"{ERROR}arguments non reconnus{NBSP}: 4"
