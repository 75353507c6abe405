"""Babel extracts cardscore's words (issue 26): what it must see, and what we check it saw.

``pybabel extract`` reads tokens, not the syntax tree, and is configured by ``babel.cfg``.
These tests hold it to the source: the template has exactly the literal words the source
makes, none of them read as a %-format; no word call hides in an f-string (which Babel sees
on Python 3.12 and later but not on 3.11, so the template would depend on the Python that
made it); every error class's ``allowed`` is the argument ``babel.cfg`` names; and a
template Babel wrote (no header) starts a new language through ``update``, ``compile`` and
``check``.
"""

from __future__ import annotations

import ast
import configparser
import gettext
import inspect
import subprocess
from pathlib import Path

import pytest

from cardscore.errors import ScoreError
from tests import paths

# The repository: the first folder up with babel.cfg (wherever this file is moved).
ROOT = next(path for path in Path(__file__).resolve().parents if (path / "babel.cfg").exists())
SOURCE = ROOT / "src" / "cardscore"
LOCALE = SOURCE / "locale"


tool = paths.script("i18n.py", "cardscore_i18n_tool_babel")


def test_the_template_has_exactly_the_literal_words_of_the_source() -> None:
    # Every literal in a word position (Text, Text.in_context, Item, an error's arguments
    # after the field) is a message, with its context; and no message is anything else.
    template = tool.read_po((LOCALE / "cardscore.pot").read_text(encoding="utf-8"))
    assert tool.unextracted(template) == []
    assert len(template.entries) > 900


def test_no_message_reads_as_a_percent_format_but_argparse_s() -> None:
    # cardscore's templates are str.format ones. Babel flags python-format a msgid where "%"
    # and what follows read as a conversion ("50 % of" is "% o", octal); Poedit and msgfmt -c
    # would then hold every translation to it ("50 % du" is "% d"). Write it otherwise
    # ("half the top", "50 %)" or "50 %;"). argparse's own msgids, which argparse fills with
    # "%", are the only %-formats, each in the context "argparse" (cli/_parser.py).
    template = tool.read_po((LOCALE / "cardscore.pot").read_text(encoding="utf-8"))
    percent = [e for e in template.entries if "python-format" in e.flags]
    assert [e.msgid for e in percent if e.msgctxt != "argparse"] == []
    assert "invalid choice: %(value)r (choose from %(choices)s)" in {e.msgid for e in percent}


# --- no word call inside an f-string -------------------------------------------------------


def _word_calls_in_f_strings(tree: ast.AST, where: str) -> list[str]:
    return [
        f"{where}:{inner.lineno}: {ast.unparse(inner.func)}(...)"
        for node in ast.walk(tree)
        if isinstance(node, ast.JoinedStr)
        for inner in ast.walk(node)
        if isinstance(inner, ast.Call) and any(True for _ in tool.words_of(inner))
    ]


def test_no_word_is_made_inside_an_f_string() -> None:
    # Say the word first (`title = say(Text("Running score"))`), then put it in the f-string.
    found = []
    for path in sorted(SOURCE.rglob("*.py")):
        where = path.relative_to(ROOT).as_posix()
        found += _word_calls_in_f_strings(ast.parse(path.read_text(encoding="utf-8")), where)
    assert not found, "\n".join(found)


@pytest.mark.parametrize(
    ("code", "call"),
    [
        ("f\"<h2>{escape(say(Text('Running score')))}</h2>\"", "Text"),
        ("f\"{say(Text.in_context('pitch point', 'game'))}!\"", "Text.in_context"),
        ('f\'{ScoreError("x", 1, "an int")}\'', "ScoreError"),
    ],
)
def test_the_f_string_lint_finds_a_word_call_inside(code: str, call: str) -> None:
    assert _word_calls_in_f_strings(ast.parse(code), "x.py") == [f"x.py:1: {call}(...)"]


def test_the_f_string_lint_leaves_values_and_fields_alone() -> None:
    code = (
        'f"{say(label)} {n}"\n'
        'ScoreError(f"deals[{n}]", value, "an int")\n'
        'Text("{a}", a=f"{level}{strain}")\n'
    )
    assert _word_calls_in_f_strings(ast.parse(code), "x.py") == []


# --- babel.cfg -----------------------------------------------------------------------------


def _keywords() -> dict[str, str]:
    config = configparser.ConfigParser()
    config.read(ROOT / "babel.cfg", encoding="utf-8")
    specs = config["python: src/cardscore/**.py"]["keywords"].split()
    return dict(spec.partition(":")[::2] for spec in specs)


def _error_classes() -> list[type[ScoreError]]:
    import cardscore.sheet  # noqa: F401 - its errors are subclasses too

    found: list[type[ScoreError]] = []
    pending = [ScoreError]
    while pending:
        cls = pending.pop()
        if cls.__module__.startswith("cardscore"):
            found.append(cls)
        pending += cls.__subclasses__()
    return sorted(found, key=lambda cls: cls.__name__)


def test_babel_cfg_names_the_allowed_argument_of_every_error_that_takes_one() -> None:
    # An error class's `allowed` is a word: babel.cfg gives Babel its position (1 is the
    # first argument after self). A new error class, or a changed signature, fails here.
    keywords = _keywords()
    expected = {}
    for cls in _error_classes():
        names = list(inspect.signature(cls.__init__).parameters)[1:]
        if "allowed" in names:
            expected[cls.__name__] = str(names.index("allowed") + 1)
    assert {"ScoreError", "NotationError", "MissingFieldError", "FileError"} <= set(expected)
    assert {name: keywords.get(name) for name in expected} == expected
    assert (keywords["Text"], keywords["in_context"], keywords["Item"]) == ("", "1c,2", "")
    # An error's allowed in two wordings: named so that Babel reads into it (babel.cfg).
    assert keywords["Allowed"] == ""


def test_babel_reads_both_wordings_of_an_allowed_inside_an_error(tmp_path: Path) -> None:
    # Without the Allowed keyword Babel took the error's field ("honours") for the word, and
    # missed the Texts inside: the template would lose both wordings of the allowed.
    package = tmp_path / "src" / "cardscore"
    package.mkdir(parents=True)
    (package / "m.py").write_text(
        'raise ScoreError("honours", x, Allowed(Text("None: no"), told=Text("nothing: no")))\n'
        'raise ScoreError("low" if a else "high", None, Allowed(Text("p"), told=Text("t")))\n',
        encoding="utf-8",
    )
    output = tmp_path / "m.pot"
    # The repository's babel.cfg, over the files under tmp_path.
    command = tool.extract_command(output)
    subprocess.run(command, cwd=tmp_path, check=True, capture_output=True)
    template = tool.read_po(output.read_text(encoding="utf-8"))
    assert sorted(entry.msgid for entry in template.entries) == [
        "None: no",
        "nothing: no",
        "p",
        "t",
    ]


# --- a template Babel wrote starts a language ----------------------------------------------


def test_a_babel_template_starts_updates_compiles_and_checks_a_new_language(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "src" / "cardscore"
    source.mkdir(parents=True)
    (source / "a.py").write_text(
        'WHO = Text("declarer")\n'
        'POINT = Text.in_context("pitch point", "game")\n'
        'SCORE = Text("{points} points", points=3)\n',
        encoding="utf-8",
    )
    locale = tmp_path / "locale"
    locale.mkdir()
    pot = locale / "cardscore.pot"
    assert tool.extract(pot, tmp_path) == 0
    text = pot.read_text(encoding="utf-8")
    assert text.startswith("#: src/cardscore/a.py\n")  # no header: nothing in it changes by itself
    assert tool.main(["update", "de", "--locale", str(locale)]) == 0
    po = locale / "de" / "LC_MESSAGES" / "cardscore.po"
    catalog = tool.read_po(po.read_text(encoding="utf-8"))
    assert tool.header_field(catalog, "Language") == "de"
    assert tool.header_field(catalog, "Plural-Forms") == "nplurals=2; plural=(n != 1);"
    for entry in catalog.entries:
        entry.msgstr = {"declarer": "Alleinspieler", "game": "Spiel"}.get(
            entry.msgid, "{points} Punkte"
        )
    po.write_text(tool.write_po(catalog), encoding="utf-8")
    assert tool.main(["compile", "--locale", str(locale)]) == 0
    assert tool.main(["check", "--locale", str(locale)]) == 0
    assert "de: complete" in capsys.readouterr().out
    translations = gettext.translation("cardscore", locale, languages=["de"])
    assert translations.gettext("declarer") == "Alleinspieler"
    assert translations.pgettext("pitch point", "game") == "Spiel"
    assert translations.gettext("{points} points") == "{points} Punkte"
    # The same template again, byte for byte: extract is stable.
    assert tool.extract(tmp_path / "again.pot", tmp_path) == 0
    assert (tmp_path / "again.pot").read_text(encoding="utf-8") == text
