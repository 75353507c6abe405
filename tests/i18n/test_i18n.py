"""cardscore.i18n and Text: languages, numbers, the current language, saying words.

Where a real translation is needed, a tiny Finnish catalog is written to a temporary locale
directory and compiled with scripts/i18n.py (the tool that compiles the shipped ones). Its
words are the Finnish bridge terms of the seeds (pelinviejä, ylitikit); the number styles
are the languages' own (Finnish, Swedish and French write 45,5 and group thousands with a
space: the CLDR conventions; the no-break space is U+00A0).
"""

from __future__ import annotations

import copy
import pickle
from decimal import Decimal
from fractions import Fraction
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

import pytest

# Private on purpose: Text's pickling helper and the catalog caches have no public face.
from cardscore import _text, bridge, i18n
from cardscore.errors import NotationError, ScoreError
from cardscore.i18n import Text
from tests import paths

if TYPE_CHECKING:
    from collections.abc import Callable, Iterator
    from pathlib import Path

NBSP = "\u00a0"


_FINNISH = {
    "overtricks ({count} × {each})": "ylitikit ({count} × {each})",
    "{field}: {value} is not allowed; expected {allowed}": "{field}: {value} ei käy; sallittu on {allowed}",
    "an int from {low} to {high}": "kokonaisluku {low}–{high}",
    "declarer": "pelinviejä",
    "{points} points for {who} ({why})": "{who} saa {points} pistettä ({why})",
    "{size:,} bytes": "{size:,} tavua",
    "game": "täyspeli",
}
# One English word, two meanings: bridge's game (above, no context) is täyspeli, Pitch's game
# point jakopiste (the Finnish All Fours rules); a one-letter mark is translated in context.
_FINNISH_IN_CONTEXT = {
    ("pitch point", "game"): "jakopiste",
    ("pitch point", "game ({counts})"): "jakopiste ({counts})",
    ("tarot mark: taker", "T"): "V",
}


@pytest.fixture
def finnish(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[set[tuple[str, str]]]:
    """A Finnish catalog of the words above only; yields the msgids asked for and missing."""
    tool = paths.script("i18n.py", "cardscore_i18n_tool")
    entries = [
        tool.Entry(msgid, msgstr, flags=["python-brace-format"] if "{" in msgid else [])
        for msgid, msgstr in _FINNISH.items()
    ]
    entries += [
        tool.Entry(msgid, msgstr, msgctxt=context)
        for (context, msgid), msgstr in _FINNISH_IN_CONTEXT.items()
    ]
    catalog = tool.Catalog("Language: fi\nContent-Type: text/plain; charset=UTF-8\n", entries)
    mo = tmp_path / "fi" / "LC_MESSAGES" / "cardscore.mo"
    mo.parent.mkdir(parents=True)
    mo.write_bytes(tool.compile_mo(catalog))
    misses: set[tuple[str, str]] = set()
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path)
    monkeypatch.setattr(i18n, "_misses", misses)
    i18n._catalog.cache_clear()
    i18n._terms.cache_clear()
    yield misses
    i18n._catalog.cache_clear()
    i18n._terms.cache_clear()


# --- from_locale and language --------------------------------------------------------------


@pytest.mark.parametrize(
    ("environ", "lang"),
    [
        ({"LANG": "fi_FI.UTF-8"}, "fi"),
        ({"LANG": "sv_SE"}, "sv"),
        ({"LC_MESSAGES": "fr_CA.UTF-8@euro", "LANG": "fi_FI"}, "fr"),
        ({"LC_ALL": "sv_FI.UTF-8", "LC_MESSAGES": "fr_FR", "LANG": "fi_FI"}, "sv"),
        ({"LANGUAGE": "de:nb:fr", "LANG": "fi_FI"}, "fr"),
        ({"LANGUAGE": "de_DE:nb", "LANG": "sv_SE.UTF-8"}, "sv"),
        ({"LANGUAGE": "", "LC_ALL": "", "LANG": "fr_FR"}, "fr"),
        ({"LC_ALL": "C.UTF-8", "LANG": "fi_FI"}, "en"),
        ({"LC_ALL": "de_DE.UTF-8", "LANG": "fi_FI"}, "en"),
        ({"LANG": "POSIX"}, "en"),
        ({"LANG": "FI_fi"}, "fi"),
        ({}, "en"),
    ],
)
def test_from_locale_takes_the_first_setting_as_gettext_does(
    environ: dict[str, str], lang: str
) -> None:
    # gettext reads LANGUAGE (a list), then LC_ALL, LC_MESSAGES, LANG: the first set decides.
    assert i18n.from_locale(environ) == lang


def test_from_locale_reads_the_process_environment_by_default(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "sv_SE.UTF-8")
    assert i18n.from_locale() == "sv"


@pytest.mark.parametrize(
    ("typed", "lang"), [("fi", "fi"), ("SV", "sv"), ("Fr", "fr"), ("en", "en")]
)
def test_language_takes_a_code_in_any_case(typed: str, lang: str) -> None:
    assert i18n.language(typed) == lang


@pytest.mark.parametrize(
    ("value", "shown"),
    [("de", "'de'"), ("fi_FI", "'fi_FI'"), ("", "''"), (3, "3"), (None, "None")],
)
def test_language_refuses_anything_else_naming_the_field_value_and_codes(
    value: object, shown: str
) -> None:
    with pytest.raises(ScoreError) as raised:
        i18n.language(value)
    assert str(raised.value) == f"lang: {shown} is not allowed; expected one of en, fi, fr, sv"
    assert (raised.value.field, raised.value.value) == ("lang", value)


# --- number --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("value", "spec", "english", "other"),
    [
        (0, "", "0", "0"),
        (45, "", "45", "45"),
        (-1746, "", "-1746", "-1746"),
        (1234567, ",", "1,234,567", f"1{NBSP}234{NBSP}567"),
        (-1746, "+,", "-1,746", f"-1{NBSP}746"),
        (1746, "+,", "+1,746", f"+1{NBSP}746"),
        (0, "+d", "+0", "+0"),
        (45.5, "", "45.5", "45,5"),
        (-0.5, "", "-0.5", "-0,5"),
        (Fraction(91, 2), "", "45.5", "45,5"),
        (Fraction(-3, 2), "+", "-1.5", "-1,5"),
        (Fraction(46), "", "46", "46"),
        (Decimal("45.5"), "", "45.5", "45,5"),
        (Decimal("1234.5"), ",", "1,234.5", f"1{NBSP}234,5"),
        (7, ">4", "   7", "   7"),
    ],
)
def test_number_in_each_language(
    value: float | Decimal | Fraction, spec: str, english: str, other: str
) -> None:
    # Tarot's half points (FFT: a 91/2-point taker count) are written exactly, 45,5 in the
    # languages with a decimal comma.
    assert i18n.number(value, spec, lang="en") == english
    for lang in ("fi", "sv", "fr"):
        assert i18n.number(value, spec, lang=lang) == other


def test_number_uses_the_current_language() -> None:
    assert i18n.number(45.5) == "45.5"
    with i18n.using("fr"):
        assert i18n.number(45.5) == "45,5"


# --- using and current ---------------------------------------------------------------------


def test_using_nests_and_restores_each_language_on_leaving() -> None:
    assert i18n.current() == "en"
    with i18n.using("FI") as outer:
        assert outer == "fi" == i18n.current()
        with i18n.using("sv") as inner:
            assert inner == "sv" == i18n.current()
        assert i18n.current() == "fi"
    assert i18n.current() == "en"


def test_using_restores_the_language_when_the_block_raises() -> None:
    with pytest.raises(KeyError), i18n.using("fr"):
        raise KeyError
    assert i18n.current() == "en"


def test_using_refuses_an_unknown_language_and_keeps_the_current_one() -> None:
    with i18n.using("fi"):
        with pytest.raises(ScoreError, match="lang: 'xx' is not allowed"), i18n.using("xx"):
            pass  # pragma: no cover - never entered
        assert i18n.current() == "fi"


# --- Text ----------------------------------------------------------------------------------


def test_text_is_its_english_str_and_keeps_its_template() -> None:
    text = Text("overtricks ({count} × {each})", count=2, each=30)
    assert text == "overtricks (2 × 30)"
    assert str(text) == "overtricks (2 × 30)"
    assert type(str(text)) is str
    assert hash(text) == hash("overtricks (2 × 30)")
    assert repr(text) == "'overtricks (2 × 30)'"
    table: dict[str, int] = {text: 1}
    assert table["overtricks (2 × 30)"] == 1
    assert text.template == "overtricks ({count} × {each})"
    assert dict(text.args) == {"count": 2, "each": 30}
    assert Text("overtricks ({count} × {each})", count=2, each=30) == text


def test_text_fills_format_specs_and_conversions_and_keeps_braces_without_args() -> None:
    assert Text("{size:,} bytes", size=1234567) == "1,234,567 bytes"
    assert Text("{value!r} typed", value="4Q") == "'4Q' typed"
    assert Text("options = {honours = true}") == "options = {honours = true}"
    assert Text("options = {honours = true}").template == "options = {honours = true}"
    assert dict(Text("plain").args) == {}


def test_text_is_immutable() -> None:
    text = Text("deal {number}", number=3)
    with pytest.raises(AttributeError, match="Text is immutable: cannot set 'template'"):
        text.template = "other"
    with pytest.raises(AttributeError, match="Text is immutable: cannot delete 'args'"):
        del text.args
    assert isinstance(text.args, MappingProxyType)
    assert text == "deal 3"


CLONES = pytest.mark.parametrize(
    "clone",
    [copy.copy, copy.deepcopy, lambda text: pickle.loads(pickle.dumps(text))],
    ids=["copy", "deepcopy", "pickle"],
)


@CLONES
def test_text_copies_and_pickles_as_a_text(clone: Callable[[Text], Text]) -> None:
    inner = Text("declarer")
    text = Text("{points} points for {who} ({why})", points=30, who="NS", why=inner)
    again = clone(text)
    assert type(again) is Text
    assert again == text
    assert again.template == text.template
    assert dict(again.args) == dict(text.args)
    assert type(again.args["why"]) is Text
    assert (again.context, again.args["why"].context) == (None, None)


# --- Text in context (gettext's msgctxt) ---------------------------------------------------


def test_a_text_in_context_is_its_english_but_not_the_same_word_without() -> None:
    # Pitch's game point and bridge's game: one English word, "game" (pagat, All Fours).
    point = Text.in_context("pitch point", "game")
    game = Text("game")
    assert str(point) == "game" == game
    assert point != game  # two meanings: two keys of a dict (issue 26)
    assert point != "game"  # a str has no meaning of its own: it is the one without (issue 42)
    assert hash(point) == hash(game) == hash("game")
    assert repr(point) == "'game'"
    assert (point.template, point.context, game.context) == ("game", "pitch point", None)
    counted = Text.in_context("pitch point", "game ({counts})", counts="us 23, them 17")
    assert str(counted) == "game (us 23, them 17)"
    assert dict(counted.args) == {"counts": "us 23, them 17"}
    with pytest.raises(AttributeError, match="Text is immutable: cannot set 'context'"):
        point.context = "bridge"


@CLONES
def test_a_text_in_context_copies_and_pickles_with_its_context(
    clone: Callable[[Text], Text],
) -> None:
    inner = Text.in_context("tarot mark: taker", "T")
    text = Text.in_context("pitch point", "game ({counts})", counts=Fraction(1, 2), mark=inner)
    again = clone(text)
    assert type(again) is Text
    assert (again, again.template, again.context) == (
        Text.in_context("pitch point", "game ({counts})", counts="0.5"),
        "game ({counts})",
        "pitch point",
    )
    assert dict(again.args) == {"counts": Fraction(1, 2), "mark": inner}
    mark = again.args["mark"]
    assert isinstance(mark, Text)
    assert mark.context == "tarot mark: taker"


def test_a_text_pickled_without_a_context_is_read_back() -> None:
    # The shape of a Text pickled before contexts: its template and values only.
    rebuilt = _text._text("deal {number}", {"number": 3})
    assert (rebuilt, rebuilt.template, rebuilt.context) == ("deal 3", "deal {number}", None)


def test_say_looks_a_text_in_context_up_in_its_context(finnish: set[tuple[str, str]]) -> None:
    # The same msgid, "game", translated apart: täyspeli (bridge) and jakopiste (pitch).
    assert i18n.say(Text("game"), "fi") == "täyspeli"
    assert i18n.say(Text.in_context("pitch point", "game"), "fi") == "jakopiste"
    counted = Text.in_context("pitch point", "game ({counts})", counts="A 23, B 17")
    assert i18n.say(counted, "fi") == "jakopiste (A 23, B 17)"
    # A value in context inside a template: said in its context.
    text = Text("{points} points for {who} ({why})", points=1, who="A", why=counted)
    assert i18n.say(text, "fi") == "A saa 1 pistettä (jakopiste (A 23, B 17))"
    assert i18n.say(Text.in_context("tarot mark: taker", "T"), "fi") == "V"
    assert i18n.say(Text.in_context("pitch point", "game"), "en") == "game"
    assert i18n.term("game", "fi") == "täyspeli"  # a term has no context
    assert not finnish


def test_a_text_in_a_context_the_catalog_lacks_is_english_and_noted_with_its_context(
    finnish: set[tuple[str, str]],
) -> None:
    # "T" has a translation in one context only; "declarer" none in a context: never the
    # translation of another context, nor of the msgid without one.
    assert i18n.say(Text.in_context("tarot mark: triple poignée", "T"), "fi") == "T"
    assert i18n.say(Text.in_context("bridge role", "declarer"), "fi") == "declarer"
    assert i18n.say(Text.in_context("pitch point", "game"), "sv") == "game"
    assert finnish == {
        ("fi", "tarot mark: triple poignée\x04T"),
        ("fi", "bridge role\x04declarer"),
        ("sv", "pitch point\x04game"),
    }


# --- say, term, message --------------------------------------------------------------------


def test_say_in_english_is_the_text_itself() -> None:
    text = Text("overtricks ({count} × {each})", count=1, each=30)
    assert i18n.say(text) == "overtricks (1 × 30)"
    assert i18n.say(text, "en") == "overtricks (1 × 30)"
    assert i18n.term("declarer") == "declarer"


def test_say_translates_the_template_and_writes_its_numbers_in_the_language(
    finnish: set[tuple[str, str]],
) -> None:
    text = Text("overtricks ({count} × {each})", count=1, each=30)
    assert i18n.say(text, "fi") == "ylitikit (1 × 30)"
    assert i18n.say(Text("{size:,} bytes", size=1234567), "fi") == f"1{NBSP}234{NBSP}567 tavua"
    with i18n.using("fi"):
        assert i18n.say(text) == "ylitikit (1 × 30)"
    assert not finnish


def test_say_translates_text_values_inside_a_text_and_leaves_names_as_typed(
    finnish: set[tuple[str, str]],
) -> None:
    why = Text("overtricks ({count} × {each})", count=1, each=Fraction(61, 2))
    text = Text("{points} points for {who} ({why})", points=-45.5, who="Ann", why=why)
    assert text == "-45.5 points for Ann (overtricks (1 × 30.5))"
    assert i18n.say(text, "fi") == "Ann saa -45,5 pistettä (ylitikit (1 × 30,5))"
    assert not finnish


def test_say_of_a_plain_str_looks_it_up_whole(finnish: set[tuple[str, str]]) -> None:
    assert i18n.say("declarer", "fi") == "pelinviejä"
    assert i18n.say("options = {x}", "fi") == "options = {x}"
    assert finnish == {("fi", "options = {x}")}


def test_a_message_missing_from_the_catalog_is_said_in_english_and_noted(
    finnish: set[tuple[str, str]],
) -> None:
    text = Text("deal {number} of {deals}", number=3, deals=4)
    assert i18n.say(text, "fi") == "deal 3 of 4"
    why = Text("overtricks ({count} × {each})", count=1, each=Text("undoubled"))
    assert i18n.say(why, "fi") == "ylitikit (1 × undoubled)"
    assert finnish == {("fi", "deal {number} of {deals}"), ("fi", "undoubled")}


def test_a_language_without_a_catalog_says_the_english(finnish: set[tuple[str, str]]) -> None:
    assert i18n.say(Text("overtricks ({count} × {each})", count=1, each=30), "sv") == (
        "overtricks (1 × 30)"
    )
    assert i18n.term("declarer", "sv") == "declarer"
    assert finnish == {("sv", "overtricks ({count} × {each})")}


def test_term_translates_known_words_and_leaves_names(finnish: set[tuple[str, str]]) -> None:
    assert i18n.term("declarer", "fi") == "pelinviejä"
    assert i18n.term("Ann", "fi") == "Ann"
    with i18n.using("fi"):
        assert i18n.term("NS") == "NS"
    assert not finnish  # a name is not a missing word


@pytest.mark.usefixtures("finnish")
def test_message_says_an_error_in_the_language() -> None:
    with pytest.raises(ScoreError) as raised:
        bridge.Contract(8, "S")
    assert i18n.message(raised.value) == "level: 8 is not allowed; expected an int from 1 to 7"
    assert i18n.message(raised.value, "fi") == "level: 8 ei käy; sallittu on kokonaisluku 1–7"
    with i18n.using("fi"):
        assert i18n.message(raised.value) == "level: 8 ei käy; sallittu on kokonaisluku 1–7"
    pickled = pickle.loads(pickle.dumps(raised.value))
    assert i18n.message(pickled, "fi") == "level: 8 ei käy; sallittu on kokonaisluku 1–7"


@pytest.mark.usefixtures("finnish")
def test_message_of_an_error_without_a_text_message_is_its_str() -> None:
    # An empty msgid is a catalog's header: an empty message stays empty.
    error = NotationError("contract", "4Q", "a strain")
    error.args = ()
    assert i18n.message(error, "fi") == ""
    error.args = (42,)
    assert i18n.message(error, "fi") == "42"


def test_the_shipped_catalogs_say_in_english_what_they_lack(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Outside the tests nothing is noted: a word a catalog lacks is simply said in English.
    monkeypatch.setattr(i18n, "_misses", None)
    i18n._catalog.cache_clear()
    text = Text("a word no catalog has ({count})", count=1.5)
    assert [i18n.say(text, lang) for lang in ("fi", "fr", "sv")] == [
        "a word no catalog has (1,5)"
    ] * 3
    assert i18n._misses is None


# --- Bad input: a ScoreError naming the field, never another exception --------------------


def _as_typed(value: object) -> Any:
    """``value`` handed over as a caller without a type checker would."""
    return value


@pytest.mark.parametrize(
    ("make", "expected"),
    [
        (lambda: Text(_as_typed(None)), "template: None is not allowed; expected a str"),
        (
            lambda: Text("{count} × {each}", count=1),
            "template: '{count} × {each}' is not allowed; expected a str.format template",
        ),
        (lambda: Text("{", count=1), "template: '{' is not allowed; expected a str.format"),
        (
            lambda: Text.in_context(_as_typed(5), "game"),
            "context: 5 is not allowed; expected a str naming the meaning",
        ),
        (lambda: i18n.say(_as_typed(5)), "value: 5 is not allowed; expected a str"),
        (lambda: i18n.term(_as_typed(None), "fi"), "value: None is not allowed; expected a str"),
        (
            lambda: i18n.number(_as_typed("45.5")),
            "value: '45.5' is not allowed; expected an int, float, Decimal or Fraction",
        ),
        (lambda: i18n.number(True), "value: True is not allowed; expected an int"),
        (lambda: i18n.number(45, "q"), "spec: 'q' is not allowed; expected an int, float"),
        (
            lambda: i18n.message(_as_typed(ValueError("x"))),
            "error: ValueError('x') is not allowed; expected a ScoreError",
        ),
        (
            lambda: i18n.from_locale(_as_typed(["LANG=fi"])),
            "environ: ['LANG=fi'] is not allowed; expected None or a mapping",
        ),
    ],
)
def test_bad_input_is_a_score_error_naming_the_field(
    make: Callable[[], object], expected: str
) -> None:
    with pytest.raises(ScoreError) as raised:
        make()
    assert str(raised.value).startswith(expected)
