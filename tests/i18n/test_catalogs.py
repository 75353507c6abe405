"""The gettext catalogs and scripts/i18n.py, the tool that makes them (extracting with Babel).

The committed template is a fresh extract of the source; every catalog translates every
message with the same {fields}; each compiled ``.mo`` is the compile of its ``.po``; no word
is built where the extractor cannot see it (I18N rule 3); the ``.po`` reader and writer and
the ``.mo`` compiler agree with the standard ``gettext`` module.
"""

from __future__ import annotations

import ast
import gettext
import io
from typing import TYPE_CHECKING, Protocol

import pytest

from cardscore import i18n
from tests import paths

if TYPE_CHECKING:
    from pathlib import Path

ROOT = paths.ROOT
SOURCE = ROOT / "src" / "cardscore"
LOCALE = SOURCE / "locale"


tool = paths.script("i18n.py", "cardscore_i18n_tool")
CATALOG_LANGUAGES = [lang for lang in i18n.LANGUAGES if lang != "en"]


def _po(lang: str) -> Path:
    path: Path = tool.po_path(lang)
    return path


# --- the committed files -------------------------------------------------------------------


def test_the_languages_are_those_with_a_compiled_catalog_english_first() -> None:
    # Issue 17: English, Finnish, Swedish and French; found from the catalogs, sorted.
    assert i18n.LANGUAGES == ("en", "fi", "fr", "sv")
    assert tool.languages() == ["fi", "fr", "sv"]


def test_the_committed_template_is_a_fresh_extract_of_the_source(tmp_path: Path) -> None:
    # Fails when a word is added or changed and `scripts/i18n.py extract` (then `update`) was
    # not run: translators work from the committed template. The references (`#: path`)
    # are left out of the comparison: moving code does not make a template stale.
    assert tool.extract(tmp_path / "cardscore.pot") == 0
    fresh = (tmp_path / "cardscore.pot").read_text(encoding="utf-8")
    committed = (LOCALE / "cardscore.pot").read_text(encoding="utf-8")

    def words(text: str) -> list[str]:
        return [line for line in text.splitlines() if not line.startswith("#:")]

    assert words(committed) == words(fresh)
    # Babel's own header has the hour it ran and its version: left out, the file is stable.
    assert not committed.startswith(('msgid ""', "#, fuzzy"))


@pytest.mark.parametrize("lang", CATALOG_LANGUAGES)
def test_every_catalog_has_every_message_of_the_template(lang: str) -> None:
    # `scripts/i18n.py update` was run after the last extract: no msgid missing or left over.
    template = tool.read_po((LOCALE / "cardscore.pot").read_text(encoding="utf-8"))
    catalog = tool.read_po(_po(lang).read_text(encoding="utf-8"))
    assert sorted(catalog.by_key()) == sorted(entry.key for entry in template.entries)
    assert tool.header_field(catalog, "Language") == lang
    assert "charset=UTF-8" in tool.header_field(catalog, "Content-Type")
    assert tool.header_field(catalog, "Plural-Forms")


@pytest.mark.parametrize("lang", CATALOG_LANGUAGES)
def test_every_message_is_translated_not_fuzzy_with_the_same_fields(lang: str) -> None:
    # Issue 17: "a test fails if any catalog misses a message". This is the check the
    # command `python scripts/i18n.py check` runs, per language.
    template = tool.read_po((LOCALE / "cardscore.pot").read_text(encoding="utf-8"))
    catalog = tool.read_po(_po(lang).read_text(encoding="utf-8"))
    mo = _po(lang).with_suffix(".mo").read_bytes()
    problems: list[str] = tool.problems(template, catalog, mo)
    assert not problems, f"{lang}: {len(problems)} problem(s):\n" + "\n".join(problems[:40])


@pytest.mark.parametrize("lang", CATALOG_LANGUAGES)
def test_each_compiled_catalog_is_the_compile_of_its_po_byte_for_byte(lang: str) -> None:
    catalog = tool.read_po(_po(lang).read_text(encoding="utf-8"))
    assert _po(lang).with_suffix(".mo").read_bytes() == tool.compile_mo(catalog)


def test_the_wheel_build_ships_the_compiled_catalogs() -> None:
    # hatch puts in the wheel the package's files git tracks: the .mo files must be tracked
    # (not ignored) and not excluded by the build configuration.
    ignored = (
        (ROOT / ".gitignore").read_text(encoding="utf-8") if (ROOT / ".gitignore").exists() else ""
    )
    assert ".mo" not in ignored
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert 'packages = ["src/cardscore"]' in pyproject
    assert (
        "exclude"
        not in pyproject.partition("[tool.hatch.build.targets.wheel]")[2].partition("[")[0]
    )


# --- rule 3: no word built where the extractor cannot see it -------------------------------


def _built_words(tree: ast.AST, where: str) -> list[str]:
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        for kind, argument in tool.words_of(node):
            how = _building(argument)
            if how:
                found.append(f"{where}:{argument.lineno}: {kind}(...) argument built with {how}")
    return found


def _building(node: ast.expr) -> str:
    if isinstance(node, ast.JoinedStr):
        return "an f-string"
    if (
        isinstance(node, ast.BinOp)
        and isinstance(node.op, ast.Add | ast.Mod)
        and (_stringy(node.left) or _stringy(node.right))
    ):
        return "+" if isinstance(node.op, ast.Add) else "%"
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr in {"format", "join"}
        and not _rejoined_input(node.func)
    ):
        return f".{node.func.attr}(...)"
    return ""


def _rejoined_input(func: ast.Attribute) -> bool:
    # " ".join(tokens) puts back together what the user typed (an error's value): no words.
    return func.attr == "join" and isinstance(func.value, ast.Constant) and func.value.value == " "


def _stringy(node: ast.expr) -> bool:
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str)
    if isinstance(node, ast.BinOp):
        return _stringy(node.left) or _stringy(node.right)
    return isinstance(node, ast.JoinedStr)


def test_no_word_is_built_by_an_f_string_concatenation_format_or_join() -> None:
    # I18N rule 3: an *Error's arguments after the field, an Item's label and a Text's
    # template are literals (or values made elsewhere as Text), never built here.
    found = []
    for path in sorted(SOURCE.rglob("*.py")):
        where = path.relative_to(ROOT).as_posix()
        found += sorted(
            _built_words(ast.parse(path.read_text(encoding="utf-8")), where),
            key=lambda line: int(line.split(":")[1]),
        )
    assert not found, "\n".join(found)


@pytest.mark.parametrize(
    ("code", "how"),
    [
        ('ScoreError("tricks", tricks, f"an int up to {top}")', "an f-string"),
        ('NotationError("contract", text, "a level " + "and a strain")', "+"),
        ('RuleViolationError("deal", deal, "deal %d" % number)', "%"),
        ('ScoreError("x", x, allowed="one of {}".format(names))', ".format(...)"),
        ('Item(", ".join(words), "NS", 10)', ".join(...)"),
        ('Text(f"deal {number}")', "an f-string"),
        ('Text.in_context("pitch point", "game " + counts)', "+"),
        ('Allowed(Text("an int"), told=f"a number up to {top}")', "an f-string"),
    ],
)
def test_the_lint_finds_each_way_of_building_a_word(code: str, how: str) -> None:
    found = _built_words(ast.parse(code), "x.py")
    assert found == [f"x.py:1: {code.partition('(')[0]}(...) argument built with {how}"]


def test_the_lint_leaves_fields_values_and_literals_alone() -> None:
    code = (
        'ScoreError(f"deal {n}.tricks", tricks, "an int")\n'
        'Item("overtricks", "NS", 30 + 20)\n'
        'Text("{a} and {b}", a=", ".join(cards), b=x + 1)\n'
        "ScoreError(field, value, allowed)\n"
        'ScoreError(field, value, Allowed(Text("a str"), told=Text("text")))\n'
        "print(f'{x}')\n"
    )
    assert _built_words(ast.parse(code), "x.py") == []


# --- the tool ------------------------------------------------------------------------------


class _Message(Protocol):
    # What the tests read of scripts/i18n.py's Entry (the tool is loaded from its file).
    msgctxt: str | None
    msgid: str
    references: list[str]
    flags: list[str]

    @property
    def key(self) -> str: ...


def _extract(tmp_path: Path, code: str) -> tuple[list[_Message], list[str]]:
    # Babel, configured by the repository's babel.cfg, on one module of a package laid out
    # as cardscore's; and what the source's literal words say it should have found.
    source = tmp_path / "src" / "cardscore"
    source.mkdir(parents=True)
    (source / "a.py").write_text(code, encoding="utf-8")
    assert tool.extract(tmp_path / "a.pot", tmp_path) == 0
    catalog = tool.read_po((tmp_path / "a.pot").read_text(encoding="utf-8"))
    entries: list[_Message] = catalog.entries
    return entries, tool.unextracted(catalog, source, tmp_path)


def test_extract_takes_exactly_the_three_positions(tmp_path: Path) -> None:
    # Babel takes Text's template, Item's label and an error's allowed (its third argument,
    # by position or allowed=); the check names the literal words it leaves out.
    entries, missed = _extract(
        tmp_path,
        'X = Text("a word")\n'
        'Y = Text("deal {number}", number=3)\n'
        'raise ScoreError("field", value, "an int", note="a note")\n'
        'raise errors.NotationError("contract", "4Q", allowed="a strain")\n'
        'items = [Item("a label", "NS", 3), Item(label, "EW", 1)]\n'
        'print("not a word", Other("nor this"), ValueError("nor the first"))\n'
        'Text("a word")\n'
        'Text("")\n'
        'raise MissingFieldError("tricks", "an int from 0 to 13")\n',
    )
    assert [(e.msgid, e.references, e.flags) for e in entries] == [
        ("a label", ["src/cardscore/a.py"], []),
        ("a strain", ["src/cardscore/a.py"], []),
        ("a word", ["src/cardscore/a.py"], []),
        ("an int", ["src/cardscore/a.py"], []),
        ("an int from 0 to 13", ["src/cardscore/a.py"], []),
        ("deal {number}", ["src/cardscore/a.py"], ["python-brace-format"]),
    ]
    assert missed == [
        "not extracted: '4Q' at src/cardscore/a.py:4 (babel.cfg: what Babel reads)",
        "not extracted: 'a note' at src/cardscore/a.py:3 (babel.cfg: what Babel reads)",
    ]


def test_the_check_finds_what_babel_does_not_see(tmp_path: Path) -> None:
    # Babel reads tokens: under Python 3.11 it does not see a call inside an f-string, and it
    # stops reading a call at a nested Text(...). The words of the source say what is missing.
    entries, missed = _extract(
        tmp_path,
        'raise RuleViolationError("undo", Text("nothing recorded"), "a recorded deal")\n'
        'raise RuleViolationError("undo", Text("nothing recorded"), Text("a recorded deal"))\n',
    )
    assert [e.msgid for e in entries] == ["a recorded deal", "nothing recorded"]
    assert missed == []
    _entries, missed = _extract(
        tmp_path / "other",
        'raise RuleViolationError("undo", Text("nothing recorded"), "at least one deal")\n',
    )
    assert missed == [
        "not extracted: 'at least one deal' at src/cardscore/a.py:1 (babel.cfg: what Babel reads)"
    ]


def test_extract_gives_a_text_in_context_its_msgctxt(tmp_path: Path) -> None:
    # Pitch's game point and bridge's game: one msgid, "game", two messages.
    entries, missed = _extract(
        tmp_path,
        'GAME = Text("game")\n'
        'POINT = Text.in_context("pitch point", "game")\n'
        'TIE = Text.in_context("pitch point", "game ({counts})", counts=c)\n'
        'MARK = Text.in_context("tarot mark: taker", "T")\n'
        'AGAIN = Text.in_context("pitch point", "game")\n'
        'ASIDE = Text.in_context("a pitch point", "game")\n'
        'LOST = Text.in_context(context, "not found: the context is not a literal")\n'
        'ODD = Text.in_context("only a context")\n'
        'OTHER = other.in_context("x", "nor this")\n',
    )
    assert [(e.msgctxt, e.msgid, e.references, e.flags) for e in entries] == [
        ("tarot mark: taker", "T", ["src/cardscore/a.py"], []),
        (None, "game", ["src/cardscore/a.py"], []),
        ("a pitch point", "game", ["src/cardscore/a.py"], []),
        ("pitch point", "game", ["src/cardscore/a.py"], []),
        ("pitch point", "game ({counts})", ["src/cardscore/a.py"], ["python-brace-format"]),
        # Babel's in_context keyword is any .in_context(...), whatever its context: the
        # check refuses what the source does not make a word.
        ("x", "nor this", ["src/cardscore/a.py"], []),
        (None, "not found: the context is not a literal", ["src/cardscore/a.py"], []),
    ]
    assert [e.key for e in entries][2:4] == ["a pitch point\x04game", "pitch point\x04game"]
    assert missed == [
        "extracted, not a word of the source: 'nor this' (context 'x') in src/cardscore/a.py",
        (
            "extracted, not a word of the source: 'not found: the context is not a literal' "
            "in src/cardscore/a.py"
        ),
    ]
    text = (tmp_path / "a.pot").read_text(encoding="utf-8")
    assert '#: src/cardscore/a.py\nmsgctxt "pitch point"\nmsgid "game"\nmsgstr ""\n' in text


def test_the_po_writer_escapes_and_the_reader_reads_it_back() -> None:
    entry = tool.Entry(
        'say "hi"\\ to\tall\nthen go\n',
        "sano\n«hei»",
        ["src/x.py:1", "src/y.py:20"],
        ["python-brace-format"],
        ["checked by Aino"],
    )
    gone = tool.Entry("old word", "vanha sana", obsolete=True)
    point = tool.Entry("game", "jakopiste", ["src/pitch.py:9"], msgctxt="pitch point")
    empty = tool.Entry("", "tyhjä", msgctxt='a "quoted"\nline')
    gone_mark = tool.Entry("T", "V", obsolete=True, msgctxt="tarot mark: taker")
    catalog = tool.Catalog(
        "Language: fi\nContent-Type: text/plain; charset=UTF-8\n",
        [entry, point, empty, gone, gone_mark],
    )
    text = tool.write_po(catalog)
    assert 'msgid ""\n"say \\"hi\\"\\\\ to\\tall\\n"\n"then go\\n"\n' in text
    assert '#~ msgid "old word"\n#~ msgstr "vanha sana"\n' in text
    assert '#: src/pitch.py:9\nmsgctxt "pitch point"\nmsgid "game"\nmsgstr "jakopiste"\n' in text
    assert 'msgctxt ""\n"a \\"quoted\\"\\n"\n"line"\nmsgid ""\nmsgstr "tyhjä"\n' in text
    assert '#~ msgctxt "tarot mark: taker"\n#~ msgid "T"\n#~ msgstr "V"\n' in text
    again = tool.read_po(text)
    assert again == catalog
    assert tool.write_po(again) == text


def test_the_reader_takes_what_poedit_writes() -> None:
    text = (
        "# Finnish translation.\n"
        'msgid ""\n'
        'msgstr ""\n'
        '"Language: fi\\n"\n'
        '"X-Generator: Poedit 3.4\\n"\n'
        "\n"
        "#. a note for translators\n"
        "#: src/cardscore/bridge.py:10 src/cardscore/bridge.py:12\n"
        "#, fuzzy, python-brace-format\n"
        '#| msgid "overtrick ({count})"\n'
        'msgid "overtricks "\n'
        '"({count})"\n'
        'msgstr "ylitikit ({count})"\n'
        "\n"
        '#~ msgid "gone"\n'
        '#~ msgstr "poissa"\n'
        "\n"
        "#: src/cardscore/pitch.py:346\n"
        "#, fuzzy\n"
        '#| msgctxt "pitch"\n'
        '#| msgid "game"\n'
        'msgctxt "pitch "\n'
        '"point"\n'
        'msgid "game"\n'
        'msgstr "täyspeli"\n'
        'msgid "game"\n'
        'msgstr "täyspeli"\n'
        '#~ msgctxt "tarot mark: taker"\n'
        '#~ msgid "T"\n'
        '#~ msgstr "V"\n'
    )
    catalog = tool.read_po(text)
    assert tool.header_field(catalog, "X-Generator") == "Poedit 3.4"
    assert tool.header_field(catalog, "Last-Translator") == ""
    assert catalog.header_comments == ["Finnish translation."]
    first, gone, point, game, mark = catalog.entries
    assert (point.msgctxt, point.msgid, point.msgstr) == ("pitch point", "game", "täyspeli")
    assert (point.references, point.flags) == (["src/cardscore/pitch.py:346"], ["fuzzy"])
    assert (game.msgctxt, game.msgid, game.msgstr, game.flags) == (None, "game", "täyspeli", [])
    assert (mark.msgctxt, mark.msgid, mark.msgstr, mark.obsolete) == (
        "tarot mark: taker",
        "T",
        "V",
        True,
    )
    assert first.msgctxt is None
    assert first.msgid == "overtricks ({count})"
    assert first.msgstr == "ylitikit ({count})"
    assert first.references == ["src/cardscore/bridge.py:10", "src/cardscore/bridge.py:12"]
    assert first.flags == ["fuzzy", "python-brace-format"]
    assert (gone.msgid, gone.msgstr, gone.obsolete) == ("gone", "poissa", True)


@pytest.mark.parametrize(
    ("text", "error"),
    [
        ('msgid "a"\nmsgid_plural "as"\n', "x.po:2: msgid_plural is not supported"),
        ('msgid "a"\nmsgstr[0] "b"\n', "x.po:2: msgstr"),
        ('msgctxt "bid"\nmsgctxt "call"\nmsgid "pass"\n', "x.po:1: a message needs both"),
        ('msgctxt "bid"\nmsgstr "passe"\n', "x.po:1: a message needs both msgid and msgstr"),
        ('msgid "a"\nmsgctxt "bid"\nmsgstr "b"\n', "x.po:1: a message needs both"),
        ('msgctxt "bid"\nmsgid "a"\nmsgid "b"\n', "x.po:1: a message needs both"),
        ('msgid "a\\q"\nmsgstr ""\n', "x.po:1: unknown escape \\q"),
        ('msgid "a\nmsgstr ""\n', "x.po:1: expected a string in double quotes"),
        ('msgid "a"\n', "x.po:1: a message needs both msgid and msgstr"),
        ('msgid "a"\nmsgstr "b"\nmsgstr "c"\n', "x.po:3: a second msgstr"),
        ('msgid "a"\nmsgstr "b"\nwhat\n', "x.po:3: cannot read 'what'"),
    ],
)
def test_the_reader_refuses_what_it_cannot_read_naming_the_line(text: str, error: str) -> None:
    with pytest.raises(tool.PoError, match=error.replace("\\", "\\\\").replace("(", "\\(")):
        tool.read_po(text, "x.po")


def _tiny(msgstr: str = "ylitikit ({count} × {each})", flags: tuple[str, ...] = ()) -> object:
    return tool.Catalog(
        "Language: fi\nContent-Type: text/plain; charset=UTF-8\n",
        [
            tool.Entry(
                "overtricks ({count} × {each})", msgstr, flags=["python-brace-format", *flags]
            ),
            tool.Entry("declarer", "pelinviejä"),
            tool.Entry("defenders", ""),
            tool.Entry("gone", "poissa", obsolete=True),
        ],
    )


def test_the_mo_reads_back_through_gnutranslations_leaving_out_empty_fuzzy_and_obsolete() -> None:
    mo = tool.compile_mo(_tiny())
    translations = gettext.GNUTranslations(io.BytesIO(mo))
    assert translations.gettext("overtricks ({count} × {each})") == "ylitikit ({count} × {each})"
    assert translations.gettext("declarer") == "pelinviejä"
    assert translations.gettext("defenders") == "defenders"
    assert translations.gettext("gone") == "gone"
    assert translations.info()["language"] == "fi"
    fuzzy = gettext.GNUTranslations(io.BytesIO(tool.compile_mo(_tiny(flags=("fuzzy",)))))
    assert fuzzy.gettext("overtricks ({count} × {each})") == "overtricks ({count} × {each})"


def test_one_msgid_in_two_contexts_is_translated_apart_through_gnutranslations() -> None:
    # Bridge's game is täyspeli, pitch's game point jakopiste (the Finnish rules); French
    # manche and partie. Each context its own message; none falls back on another.
    catalog = tool.Catalog(
        "Language: fi\nContent-Type: text/plain; charset=UTF-8\n",
        [
            tool.Entry("game", "täyspeli"),
            tool.Entry("game", "jakopiste", msgctxt="pitch point"),
            tool.Entry("D", "P", msgctxt="tarot mark: defence"),
            tool.Entry("D", "K", msgctxt="tarot mark: double poignée"),
            tool.Entry("T", "", msgctxt="tarot mark: triple poignée"),
        ],
    )
    translations = gettext.GNUTranslations(io.BytesIO(tool.compile_mo(catalog)))
    assert translations.gettext("game") == "täyspeli"
    assert translations.pgettext("pitch point", "game") == "jakopiste"
    assert translations.pgettext("tarot mark: defence", "D") == "P"
    assert translations.pgettext("tarot mark: double poignée", "D") == "K"
    assert translations.pgettext("tarot mark: triple poignée", "T") == "T"
    assert translations.pgettext("bridge", "game") == "game"
    assert translations.gettext("D") == "D"


def test_a_message_in_context_is_compiled_under_context_eot_msgid_as_msgfmt_does() -> None:
    # GNU msgfmt keys "ctx" "a" -> "b" as "ctx\x04a": one string, the tables at 28 and 36,
    # then "ctx\x04a\0" (5 bytes and its NUL, at 44) and "b\0" (at 50).
    catalog = tool.Catalog("", [tool.Entry("a", "b", msgctxt="ctx")], header_flags=["fuzzy"])
    expected = (
        bytes.fromhex("de120495 00000000 01000000 1c000000 24000000 00000000 00000000")
        + bytes.fromhex("05000000 2c000000")
        + bytes.fromhex("01000000 32000000")
        + b"ctx\x04a\0b\0"
    )
    assert tool.compile_mo(catalog) == expected


def test_the_mo_is_the_gnu_layout_msgfmt_writes() -> None:
    # Python's Tools/i18n/msgfmt.py for one message "a" -> "b" and no header: magic, revision
    # 0, 1 string, the two tables at 28 and 36, no hash table, then "a\0" and "b\0".
    catalog = tool.Catalog("", [tool.Entry("a", "b")], header_flags=["fuzzy"])
    expected = (
        bytes.fromhex("de120495 00000000 01000000 1c000000 24000000 00000000 00000000")
        + bytes.fromhex("01000000 2c000000")
        + bytes.fromhex("01000000 2e000000")
        + b"a\0b\0"
    )
    assert tool.compile_mo(catalog) == expected


def test_merge_keeps_translations_adds_new_words_and_keeps_old_ones_as_obsolete() -> None:
    template = tool.Catalog(
        "",
        [
            tool.Entry("declarer", references=["src/a.py:2"]),
            tool.Entry("made {n}", references=["src/a.py:3"], flags=["python-brace-format"]),
        ],
    )
    old = tool.Catalog(
        "Language: fi\n",
        [
            tool.Entry("declarer", "pelinviejä", ["src/a.py:1"], comments=["from the seed"]),
            tool.Entry("made {n}", "tehty {n}", flags=["fuzzy"]),
            tool.Entry("gone", "poissa"),
            tool.Entry("never done", ""),
        ],
    )
    merged = tool.merge(template, old)
    assert merged.header == "Language: fi\n"
    assert [e.msgctxt for e in merged.entries] == [None, None, None]
    assert [
        (e.msgid, e.msgstr, e.references, e.flags, e.comments, e.obsolete) for e in merged.entries
    ] == [
        ("declarer", "pelinviejä", ["src/a.py:2"], [], ["from the seed"], False),
        ("made {n}", "tehty {n}", ["src/a.py:3"], ["fuzzy", "python-brace-format"], [], False),
        ("gone", "poissa", [], [], [], True),
    ]


def test_merge_matches_context_and_msgid_and_starts_a_new_meaning_from_an_old_one_fuzzy() -> None:
    # "game" is given a context for pitch's point: bridge's game keeps its translation; the
    # pitch point starts from it, fuzzy, for the translator to change (täyspeli is the
    # bridge word; pitch's is jakopiste). "game (tie)" moved into the context: its old
    # translation starts the new message, fuzzy, and stays as obsolete.
    template = tool.Catalog(
        "",
        [
            tool.Entry("game", references=["src/needafourth.py:9"]),
            tool.Entry("game", references=["src/pitch.py:9"], msgctxt="pitch point"),
            tool.Entry("game (tie)", msgctxt="pitch point"),
            tool.Entry("D", msgctxt="tarot mark: defence"),
            tool.Entry("T", msgctxt="tarot mark: taker"),
            tool.Entry("high", msgctxt="pitch point"),
        ],
    )
    old = tool.Catalog(
        "Language: fi\n",
        [
            tool.Entry("game", "täyspeli", comments=["bridge"]),
            tool.Entry("game (tie)", "jakopiste (tasan)"),
            tool.Entry("D", "P", msgctxt="tarot mark: defence"),
            tool.Entry("T", "V", msgctxt="tarot mark: alone"),
            tool.Entry("T", "", msgctxt="tarot mark: triple poignée"),
            tool.Entry("high", "korkea", obsolete=True),
            tool.Entry("high", "ylin", msgctxt="pitch"),
        ],
    )
    merged = tool.merge(template, old)
    assert [
        (e.msgctxt, e.msgid, e.msgstr, e.flags, e.comments, e.obsolete) for e in merged.entries
    ] == [
        (None, "game", "täyspeli", [], ["bridge"], False),
        ("pitch point", "game", "täyspeli", ["fuzzy"], [], False),
        ("pitch point", "game (tie)", "jakopiste (tasan)", ["fuzzy"], [], False),
        ("tarot mark: defence", "D", "P", [], [], False),
        ("tarot mark: taker", "T", "V", ["fuzzy"], [], False),
        ("pitch point", "high", "ylin", ["fuzzy"], [], False),
        ("tarot mark: alone", "T", "V", [], [], True),
        (None, "game (tie)", "jakopiste (tasan)", [], [], True),
        (None, "high", "korkea", [], [], True),
        ("pitch", "high", "ylin", [], [], True),
    ]


def test_check_lists_each_kind_of_problem() -> None:
    template = tool.Catalog(
        "",
        [
            tool.Entry("overtricks ({count} × {each})", flags=["python-brace-format"]),
            tool.Entry("declarer"),
            tool.Entry("defenders"),
            tool.Entry("missing word"),
            tool.Entry("{size:,} bytes", flags=["python-brace-format"]),
            tool.Entry("game", msgctxt="pitch point"),
            tool.Entry("D", msgctxt="tarot mark: defence"),
            tool.Entry("game ({counts})", msgctxt="pitch point", flags=["python-brace-format"]),
        ],
    )
    catalog = tool.Catalog(
        "Language: fi\n",
        [
            tool.Entry("overtricks ({count} × {each})", "ylitikit ({count} × {kukin})"),
            tool.Entry("declarer", "pelinviejä", flags=["fuzzy"]),
            tool.Entry("defenders", ""),
            tool.Entry("{size:,} bytes", "{size:,} tavua"),
            tool.Entry("missing word", "puuttuva sana", msgctxt="elsewhere"),
            tool.Entry("game", "täyspeli", msgctxt="pitch point", flags=["fuzzy"]),
            tool.Entry("game ({counts})", "jakopiste ({määrät})", msgctxt="pitch point"),
        ],
    )
    found = tool.problems(template, catalog, b"stale")
    assert found == [
        (
            "placeholders: 'overtricks ({count} × {each})' has ['count', 'each'], its translation "
            "'ylitikit ({count} × {kukin})' has ['count', 'kukin']"
        ),
        "fuzzy: 'declarer'",
        "untranslated: 'defenders'",
        "missing: 'missing word'",
        "fuzzy: 'game' (context 'pitch point')",
        "missing: 'D' (context 'tarot mark: defence')",
        (
            "placeholders: 'game ({counts})' (context 'pitch point') has ['counts'], its "
            "translation 'jakopiste ({määrät})' has ['määrät']"
        ),
        "the .mo is not the compile of the .po: run `python scripts/i18n.py compile`",
    ]
    assert tool.problems(template, catalog, None)[-1].startswith("no compiled .mo")
    assert tool.fields("{a!r:>5} and {b}") == ["a!r:>5", "b"]
    assert tool.fields("a {broken") is None


def test_check_holds_argparse_s_percent_formats_to_their_conversions() -> None:
    # argparse fills its msgids with "%": a translation that drops or changes a conversion
    # would fail when shown, and one that drops the final line break would join two lines.
    argparse_words = [
        tool.Entry("invalid choice: %(value)r (choose from %(choices)s)", msgctxt="argparse"),
        tool.Entry("unrecognized arguments: %s", msgctxt="argparse"),
        tool.Entry("%(prog)s: error: %(message)s\n", msgctxt="argparse"),
        tool.Entry("expected %s arguments", msgctxt="argparse"),
    ]
    template = tool.Catalog("", [])
    catalog = tool.Catalog("Language: fi\n", [])
    for entry, msgstr in zip(
        argparse_words,
        [
            "virheellinen valinta: %(value)s (vaihtoehdot: %(choices)s)",
            "tunnistamattomat argumentit",
            "%(prog)s: virhe: %(message)s",
            "odotettiin %s argumenttia (100 %%)",
        ],
        strict=True,
    ):
        template.entries.append(
            tool.Entry(entry.msgid, msgctxt="argparse", flags=["python-format"])
        )
        catalog.entries.append(tool.Entry(entry.msgid, msgstr, msgctxt="argparse"))
    found = tool.problems(template, catalog, tool.compile_mo(catalog))
    assert found == [
        (
            "placeholders: 'invalid choice: %(value)r (choose from %(choices)s)' (context "
            "'argparse') has ['%(choices)s', '%(value)r'], its translation 'virheellinen "
            "valinta: %(value)s (vaihtoehdot: %(choices)s)' has ['%(choices)s', '%(value)s']"
        ),
        (
            "placeholders: 'unrecognized arguments: %s' (context 'argparse') has ['%s'], its "
            "translation 'tunnistamattomat argumentit' has []"
        ),
        (
            "line end: '%(prog)s: error: %(message)s\\n' (context 'argparse') and its "
            "translation differ in a final \\n"
        ),
    ]
    assert tool.conversions("%5.2f and %(a)r, 50 %% off, %-3d") == ["%(a)r", "%-3d", "%5.2f"]


def test_the_commands_make_update_compile_and_check_a_new_language(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    locale = tmp_path / "locale"
    locale.mkdir()
    pot = tool.Catalog(
        "",
        [
            tool.Entry("declarer", references=["src/a.py:1"]),
            tool.Entry("game", references=["src/a.py:2"], msgctxt="pitch point"),
        ],
        header_flags=["fuzzy"],
    )
    (locale / "cardscore.pot").write_text(tool.write_po(pot), encoding="utf-8")
    assert tool.main(["update", "de", "--locale", str(locale)]) == 0
    po = locale / "de" / "LC_MESSAGES" / "cardscore.po"
    text = po.read_text(encoding="utf-8")
    assert '"Language: de\\n"' in text
    assert '"Plural-Forms: nplurals=2; plural=(n != 1);\\n"' in text
    assert tool.main(["check", "--locale", str(locale)]) == 1
    out = capsys.readouterr().out
    assert "untranslated: 'declarer'" in out
    assert "untranslated: 'game' (context 'pitch point')" in out
    assert 'msgctxt "pitch point"\nmsgid "game"\nmsgstr ""\n' in text
    po.write_text(
        text.replace(
            'msgid "declarer"\nmsgstr ""', 'msgid "declarer"\nmsgstr "Alleinspieler"'
        ).replace('msgid "game"\nmsgstr ""', 'msgid "game"\nmsgstr "Spiel"'),
        encoding="utf-8",
    )
    assert tool.main(["compile", "--locale", str(locale)]) == 0
    assert tool.main(["check", "--locale", str(locale)]) == 0
    assert "de: complete" in capsys.readouterr().out
    translations = gettext.translation("cardscore", locale, languages=["de"])
    assert translations.gettext("declarer") == "Alleinspieler"
    assert translations.pgettext("pitch point", "game") == "Spiel"
    assert tool.new_catalog("fr").header.endswith("Plural-Forms: nplurals=2; plural=(n > 1);\n")
