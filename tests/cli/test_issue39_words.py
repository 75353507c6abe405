"""Issue 39, "No silent wrong totals, round three": the words at the table (items 6-10, 12).

Each test is named after the item it reproduces; each failed on the code before the fix.
"""

from __future__ import annotations

import argparse
import io
import re
import shlex
import shutil
import sys
from typing import TYPE_CHECKING

import pytest

from cardscore import i18n, pitch, sheet
from cardscore.cli import _COMMANDS, _keeper, build_parser, main, play
from cardscore.cli.play._needafourth import NeedAFourth
from cardscore.errors import ScoreError
from tests import paths
from tests.cli.test_play import evening, said
from tests.i18n.test_catalogs import tool

if TYPE_CHECKING:
    from pathlib import Path


def kept(opened: play.Evening) -> NeedAFourth:
    """What Need a Fourth?'s family keeps at the prompt for the next deal: hands, liars."""
    family = opened.family
    assert isinstance(family, NeedAFourth)
    return family


def edited(path: Path) -> bytes:
    """What another program (an editor) makes of the file: its first deal changed."""
    text = path.read_text(encoding="utf-8").replace("N 4S=", "N 3NT=", 1)
    path.write_text(text, encoding="utf-8")
    return path.read_bytes()


# --- Item 6: edit and delete without a number --------------------------------------------------


@pytest.mark.parametrize("command", ["edit", "delete", "EDIT"])
def test_item_6_edit_or_delete_alone_asks_for_a_deal_number(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], command: str
) -> None:
    opened = evening(tmp_path / "c.toml")
    opened.handle("N 4S=")
    said(opened)
    opened.handle(command)
    err = capsys.readouterr().err
    word = command.lower()
    assert err == (
        f"error: {word}: missing; expected the number of one deal after it, as the sheet "
        f"numbers the deals: '{word} 2'\n"
    )
    # Not read as a deal: no example of a deal the game refuses ('NS 3NTX-1' in Chicago).
    assert "NS 3NTX-1" not in err
    assert opened.document.deals == ("N 4S=",)


def test_item_6_delete_takes_one_number(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    opened = evening(tmp_path / "c.toml")
    opened.handle("N 4S=")
    opened.handle("delete 1 2")
    assert capsys.readouterr().err == (
        "error: delete: '1 2' is not allowed; expected the number of one deal after it, as "
        "the sheet numbers the deals: 'delete 2'\n"
    )
    assert opened.document.deals == ("N 4S=",)


# --- Item 8: after another program changed the file, one true thing -----------------------------


def test_item_8_quit_after_another_program_changed_the_file_says_one_thing(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "c.toml"

    record = play.Evening.record

    def recorded(self: play.Evening, deal: sheet.Value) -> None:
        # The deal is saved; then another program (an editor) saves the file.
        record(self, deal)
        edited(path)

    monkeypatch.setattr(play.Evening, "record", recorded)
    monkeypatch.setattr(sys, "stdin", io.StringIO("N 4S=\nquit\n"))
    code = main(["play", "chicago", str(path)])
    out, err = capsys.readouterr()
    assert code == 2
    assert "Saved" not in out
    assert "Saved" not in err
    assert "nothing was written" not in err
    assert err == (
        f"cardscore play: error: {path} was changed, moved or removed by another program "
        "since this prompt last read or wrote it, and is left as that program left it: look "
        f"at it ('cardscore sheet {path}') before you go on from it.\n"
    )
    assert sheet.load(path).deals == ("N 3NT=",)  # the other program's, kept


def test_item_8_quit_says_it_after_a_signal_too(tmp_path: Path) -> None:
    path = tmp_path / "c.toml"
    opened = evening(path)
    opened.handle("N 4S=")
    before = edited(path)
    opened.close()
    assert opened.changed
    assert opened.farewell().startswith(f"{path} was changed, moved or removed")
    assert "Saved" not in opened.farewell()
    assert path.read_bytes() == before


def test_item_8_a_resumed_file_changed_without_a_deal_is_not_called_saved(
    tmp_path: Path,
) -> None:
    # Nothing to tidy (no room in the file): the change is still seen at quit.
    path = tmp_path / "c.toml"
    first = evening(path)
    first.handle("N 4S=")
    first.close()
    opened = evening(path)
    edited(path)
    opened.close()
    assert opened.changed


def test_item_8_sheet_shows_no_stale_copy(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "c.toml"
    opened = evening(path)
    opened.handle("N 4S=")
    said(opened)
    capsys.readouterr()
    edited(path)
    opened.handle("sheet")
    assert said(opened) == ""  # the prompt's copy (N 4S=, 420) is not shown as the sheet
    assert capsys.readouterr().err == (
        f"error: {path} was changed, moved or removed by another program since this prompt "
        "read or wrote it: the sheet this prompt holds is not the file's, so it is not "
        f"shown. Quit, and print the file with 'cardscore sheet {path}', or start again to "
        "go on from it as it is.\n"
    )


def test_item_8_sheet_of_an_unchanged_file_is_shown(tmp_path: Path) -> None:
    opened = evening(tmp_path / "c.toml")
    opened.handle("N 4S=")
    said(opened)
    opened.handle("sheet")
    assert "N 4S=   +420" in said(opened)


# --- Item 9: Need a Fourth?'s hand checked when typed ------------------------------------------

ANN = "KQ432.K32.K32.432"


@pytest.mark.parametrize(
    ("line", "message"),
    [
        # 15 cards: a fifth club.
        (
            "hand Ann KQ432.K32.K32.5432",
            "hand Ann: 15 is not allowed; expected 14 cards",
        ),
        # 13 cards.
        (
            "hand Ann KQ432.K32.K32.32",
            "hand Ann: 13 is not allowed; expected 14 cards",
        ),
        # The two of clubs twice.
        (
            "hand Ann KQ432.K32.K32.4322",
            "hand Ann: '2C' is not allowed; expected each card at most once",
        ),
        # Fourteen cards written as a list, the ace of spades twice.
        (
            "hand Ann AS AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S",
            "hand Ann: 'AS' is not allowed; expected each card at most once",
        ),
    ],
)
def test_item_9_a_hand_is_checked_when_typed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], line: str, message: str
) -> None:
    opened = evening(tmp_path / "n.toml", "needafourth", players="Ann,Bob,Cat")
    said(opened)
    opened.handle(line)
    assert capsys.readouterr().err == f"error: {message}\n"
    assert said(opened) == ""  # not "Hand of Ann kept."
    assert kept(opened).hands == {}


def test_item_9_a_card_of_another_hand_is_refused_when_typed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    opened = evening(tmp_path / "n.toml", "needafourth", players="Ann,Bob,Cat")
    opened.handle(f"hand Ann {ANN}")
    said(opened)
    opened.handle("hand Bob AJ5.AQJ5.AJ5.8764")  # the four of clubs is Ann's
    assert capsys.readouterr().err == (
        "error: hand Bob: '4C' is not allowed; expected each card in one hand only: 4C is in "
        "the hand of Ann\n"
    )
    assert list(kept(opened).hands) == ["Ann"]
    opened.handle("hand Ann AJ5.AQJ5.AJ5.8764")  # Ann's own hand typed again: replaced
    assert kept(opened).hands == {"Ann": "AJ5.AQJ5.AJ5.8764"}


# --- Item 12: the five-player tarot prompt prints a deal as --explain does ----------------------


def test_item_12_a_five_player_deal_is_a_line_an_item(tmp_path: Path) -> None:
    # FFT: a garde with 2 bouts needs 41; 49 is made by 8: (25 + 8) × 2 = 66 a defender. The
    # petit au bout is 10 × 2 = 20, the simple poignée 20, each paid by each defender. At
    # five the taker takes two shares of what the three defenders pay, the partner one.
    opened = evening(tmp_path / "t.toml", "tarot", players="Ann,Bob,Cid,Dan,Eve")
    said(opened)
    opened.handle("Ann garde Cid 2 49 petit taker poignee simple")
    assert said(opened).splitlines()[:4] == [
        "Deal 1: garde by Ann with Cid: 2 bouts, 49, petit au bout taker, poignée simple",
        (
            "  garde, 49 points, 2 bouts (target 41): made by 8, (25 + 8) × 2: Ann +132, "
            "Cid +66, Bob -66, Dan -66, Eve -66"
        ),
        "  petit au bout to the taker (10 × 2): Ann +40, Cid +20, Bob -20, Dan -20, Eve -20",
        "  simple poignée, to the taker: Ann +40, Cid +20, Bob -20, Dan -20, Eve -20",
    ]
    opened.handle("explain 1")
    assert len(said(opened).splitlines()) == 4  # the heading and three items, not 15 lines


def test_item_12_a_bridge_deal_keeps_its_aligned_items(tmp_path: Path) -> None:
    opened = evening(tmp_path / "c.toml")
    said(opened)
    opened.handle("N 4S=")
    assert said(opened).splitlines()[1:3] == [
        "  trick score (4 × 30)         NS  +120",
        "  game bonus (not vulnerable)  NS  +300",
    ]


# --- Item 7: each game's help shows only what it accepts ---------------------------------------

# Every game and preset the prompt plays, as a player starts it.
SETUPS: list[tuple[str, dict[str, str], tuple[str, ...]]] = [
    ("chicago", {}, ()),
    ("chicago", {}, ("honours=true",)),
    ("rubber", {}, ()),
    ("rubber", {"sides": "Ann,Bob"}, ()),  # Draw Bridge
    ("rubber", {"sides": "Ann,Bob"}, ("honours=true",)),
    ("rotatingchicago", {"players": "Ann,Bob,Cid,Dan,Eve"}, ()),
    ("needafourth", {"players": "Ann,Bob,Cat"}, ()),
    ("tarot", {"players": "Ann,Bob,Cid"}, ()),
    ("tarot", {"players": "Ann,Bob,Cid,Dan"}, ()),
    ("tarot", {"players": "Ann,Bob,Cid,Dan,Eve"}, ()),
    *[("pitch", {"sides": "Us,Them", "preset": name}, ()) for name in pitch.PRESETS],
    ("pitch", {"sides": "Us,Them"}, ("dealer_forced=false",)),
    *[("allfours", {"sides": "Reds,Blues", "preset": name}, ()) for name in pitch.PRESETS],
    ("pairs", {"players": "1,2,3,4,5,6"}, ("ew=4,5,6", "expected=3")),
    ("teams", {"sides": "Lions,Tigers"}, ()),
]
SETUP_IDS = [
    "-".join([game, *flags.values(), *options]).replace(",", "_")
    for game, flags, options in SETUPS
]


def shown_help(path: Path, game: str, flags: dict[str, str], options: tuple[str, ...]) -> str:
    opened = evening(path, game, *options, **flags)
    said(opened)
    opened.handle("help")
    path.unlink()
    opened.close()
    return said(opened)


def examples(shown: str) -> list[str]:
    """The lines a help shows to be typed: indented, the example before its meaning."""
    return [re.split(r" {3,}", line.strip())[0] for line in shown.splitlines() if line[:2] == "  "]


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
@pytest.mark.parametrize("setup", SETUPS, ids=SETUP_IDS)
def test_item_7_every_example_of_every_help_is_accepted(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    lang: str,
    setup: tuple[str, dict[str, str], tuple[str, ...]],
) -> None:
    game, flags, options = setup
    with i18n.using(lang):
        shown = shown_help(tmp_path / "help.toml", game, flags, options)
        lines = examples(shown)
        assert lines
        steps = [line for line in lines if line.split()[0] in {"hand", "auction"}]
        for index, line in enumerate(lines):
            if line in steps:
                continue
            # Each example from the start of its own evening, as the help shows it.
            opened = evening(tmp_path / f"{index}.toml", game, *options, **flags)
            opened.handle(line)
            assert (line, capsys.readouterr().err) == (line, "")
            assert opened.refused == []
            opened.close()
        if steps:  # the hands, then the auction, one after the other
            opened = evening(tmp_path / "steps.toml", game, *options, **flags)
            for line in steps:
                opened.handle(line)
            assert (steps, capsys.readouterr().err) == (steps, "")
            opened.close()


def test_item_7_pitch_and_all_fours_show_their_own_words(tmp_path: Path) -> None:
    pitch_help = shown_help(tmp_path / "p.toml", "pitch", {"sides": "Us,Them"}, ())
    assert "bid Us 2" in pitch_help
    assert "kicks" not in pitch_help  # All Fours' turn-up
    assert "take one" not in pitch_help
    assert "hang" not in pitch_help
    allfours = shown_help(tmp_path / "a.toml", "allfours", {"sides": "Reds,Blues"}, ())
    assert " bid " not in allfours  # Pitch's bidding
    assert "kicks 6H" in allfours
    assert "take one Blues" in allfours  # Reds deal first: Blues beg
    ten = shown_help(tmp_path / "t.toml", "pitch", {"sides": "Us,Them", "preset": "ten-point"}, ())
    for point in ("jick Us", "big_joker", "little_joker", "trey"):
        assert point in ten


def test_item_7_planned_and_close_only_where_the_game_takes_them(tmp_path: Path) -> None:
    chicago_help = shown_help(tmp_path / "c.toml", "chicago", {}, ())
    assert "Commands: undo, throw in, edit, delete, sheet, explain, close, help, quit." in (
        chicago_help
    )
    tarot_help = shown_help(tmp_path / "t.toml", "tarot", {"players": "Ann,Bob,Cid"}, ())
    assert "close, planned, help" in tarot_help
    pitch_help = shown_help(tmp_path / "p.toml", "pitch", {"sides": "Us,Them"}, ())
    assert "Commands: undo, edit, delete, sheet, explain, help, quit." in pitch_help


def test_item_7_draw_bridge_and_three_player_tarot_say_their_own_table(tmp_path: Path) -> None:
    draw = shown_help(tmp_path / "d.toml", "rubber", {"sides": "Ann,Bob"}, ())
    assert "all four" not in draw
    assert "  Ann 4S=" in draw
    three = shown_help(tmp_path / "t.toml", "tarot", {"players": "Ann,Bob,Cid"}, ())
    assert "at five" not in three
    assert "alone" not in three
    assert "  Ann garde 2 45" in three


# --- Item 10: fields and templates in the player's words ----------------------------------------

# A sheet's keys and the library's parameters, English identifiers a player did not type at
# the prompt (the words of the notation, such as petit or take one, are typed as they are).
ENGLISH_FIELDS = (
    "declarer",
    "result",
    "contract",
    "tricks",
    "chooser",
    "partner",
    "taker",
    "bouts",
    "points",
    "deal",
    "line",
    "parties",
    "options",
    "reason",
    "bidder",
    "liars",
    "poignees",
    "petit_au_bout",
    "redoubled_by",
    "take_one",
    "throw_in",
)
# Words that are the same in the language (tarot's bouts are French, and Swedish's too).
SAME_WORD = {"fr": {"bouts", "points"}, "sv": {"bouts", "partner"}, "fi": set()}

BAD_LINES: list[tuple[str, dict[str, str], list[str]]] = [
    ("chicago", {}, ["N 4Q=", "Z 4S=", "N 4S 14", "N 4S", "foo"]),
    ("rubber", {"sides": "Ann,Bob"}, ["Zed 4S=", "Ann 4S=x", "Ann 4S 15"]),
    (
        "needafourth",
        {"players": "Ann,Bob,Cat"},
        [
            "Bob with Zed 4H+1",
            "Zed with Ann 4H=",
            "Bob with Ann 4Q+1",
            "Bob with Ann 4H 15",
            "Bob with Ann 4H+1 liar Zed",
            "Bob with Ann 2HXX= redoubled by Zed",
            "foo",
        ],
    ),
    (
        "tarot",
        {"players": "Ann,Bob,Cid,Dan,Eve"},
        [
            "Zed garde Cid 2 45",
            "Ann garde Zed 2 45",
            "Ann foo Cid 2 45",
            "Ann garde Cid 5 45",
            "Ann garde Cid 2 95",
            "Ann garde 2 45",
            "Ann garde Cid 2 45 petit foo",
            "Ann garde Cid 2 45 poignee foo",
            "Ann garde Cid 2 45 chelem foo",
            "throw in foo",
            "foo",
        ],
    ),
    (
        "pitch",
        {"sides": "Us,Them"},
        [
            "high Us low Them jack Us game Them bid Zed 2",
            "high Us low Them jack Us game Them bid Us 9",
            "high Us low Them game Them bid Us 2",
            "throw in",
            "high Us low Them jack Us game Them bid Us 2 take one Them",
            "foo",
        ],
    ),
]


@pytest.mark.parametrize("lang", ["fi", "sv", "fr"])
def test_item_10_no_english_field_in_a_translated_message_at_the_prompt(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], lang: str
) -> None:
    english = [field for field in ENGLISH_FIELDS if field not in SAME_WORD[lang]]
    named = re.compile(rf"(?<![\w'-])({'|'.join(english)})\s?:")
    said_errors = []
    with i18n.using(lang):
        for game, flags, lines in BAD_LINES:
            opened = evening(tmp_path / f"{game}.toml", game, **flags)
            for line in lines:
                opened.handle(line)
            assert opened.refused == lines
            opened.close()
            said_errors += capsys.readouterr().err.splitlines()
    assert len(said_errors) == sum(len(lines) for _, _, lines in BAD_LINES)
    assert [error for error in said_errors if named.search(error)] == []


def test_item_10_english_names_a_place_of_the_line_as_before(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    opened = evening(tmp_path / "t.toml", "tarot", players="Ann,Bob,Cid,Dan,Eve")
    opened.handle("Ann garde Zed 2 45")
    opened.handle("Ann garde Cid 2 45 petit foo")
    err = capsys.readouterr().err
    assert "deal 1: partner: 'Zed' is not allowed" in err
    assert "deal 1: petit: 'foo' is not allowed" in err  # the word typed, not petit_au_bout


def test_item_10_a_flag_is_named_as_typed(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    path = str(tmp_path / "x.toml")
    assert main(["--lang", "fi", "play", "tarot", "--players", "A,A,B", path]) == 2
    assert capsys.readouterr().err.startswith("cardscore play: virhe: --players: ")
    assert main(["play", "chicago", "-o", "sides=A", path]) == 2
    assert capsys.readouterr().err.startswith("cardscore play: error: --option: 'sides'")


# The English words of a form a player reads in a message ('WHO RESULT', 'POINT SIDE ...'):
# each is a word to translate, not a word to type. (The command's metavars, COMMAND and
# NAMES, stay as argparse shows them in its usage lines.)
PLACEHOLDERS = frozenset(
    {
        "WHO",
        "RESULT",
        "CONTRACT",
        "TRICKS",
        "TAKER",
        "PARTNER",
        "BOUTS",
        "POINTS",
        "POINT",
        "SIDE",
        "CHOOSER",
        "NAME",
        "LIAR",
        "CARD",
        "CARDS",
        "BOARD",
        "OPEN",
        "CLOSED",
        "VALUE",
        "SEAT",
    }
)
SAME_PLACEHOLDER = {"fr": {"POINTS", "POINT", "BOUTS"}, "sv": {"PARTNER", "BOUTS"}, "fi": set()}


@pytest.mark.parametrize("lang", ["fi", "sv", "fr"])
def test_item_10_every_template_is_translated(lang: str) -> None:
    # WHO RESULT, TAKER CONTRACT [PARTNER], POINT SIDE: every form in every message.
    template = tool.read_po(tool.LOCALE.joinpath("cardscore.pot").read_text(encoding="utf-8"))
    catalog = tool.read_po(tool.po_path(lang).read_text(encoding="utf-8")).by_key()
    untranslated = []
    for entry in template.entries:
        words = set(re.findall(r"\b[A-Z]{3,}\b", entry.msgid)) & PLACEHOLDERS
        if not words:
            continue
        said = catalog[entry.key].msgstr
        left = {word for word in words if re.search(rf"\b{word}\b", said)}
        if left - SAME_PLACEHOLDER[lang]:
            untranslated.append((entry.msgid, sorted(left - SAME_PLACEHOLDER[lang])))
    assert untranslated == []


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "deal 1: partner: missing; expected at five, the called partner's name"),
        ("fi", "jako 1: pari: puuttuu; odotettiin viidellä pelaajalla kutsutun parin nimeä"),
    ],
)
def test_item_10_a_missing_place_is_still_said_missing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], lang: str, said: str
) -> None:
    opened = evening(tmp_path / "t.toml", "tarot", players="Ann,Bob,Cid,Dan,Eve")
    with i18n.using(lang):
        opened.handle("Ann garde 2 45")  # at five, no partner called
    assert said in capsys.readouterr().err


def test_item_10_a_start_error_of_another_field_is_kept(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    path = str(tmp_path / "t.toml")
    assert main(["play", "tarot", "--players", "A,B,C", "-o", "planned=0", path]) == 2
    assert "planned: 0 is not allowed" in capsys.readouterr().err
    assert main(["play", "bridge", path]) == 2
    assert capsys.readouterr().err.startswith("cardscore play: error: GAME: 'bridge'")
    assert main(["play", "chicago", "--preset", "x", path]) == 2
    assert capsys.readouterr().err.startswith(f"cardscore play: error: {path}: --preset: 'x'")


def test_item_8_a_file_that_cannot_be_tidied_at_quit_is_said_so(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    opened = evening(tmp_path / "c.toml")
    opened.handle("N 4S=")

    def refused(_keeper: _keeper.Keeper, _document: sheet.Scoresheet) -> None:
        raise ScoreError("file", "c.toml", "a file that can be written (Read-only)")

    monkeypatch.setattr(_keeper.Keeper, "tidy", refused)
    opened.close()
    assert not opened.changed
    assert "error: file: 'c.toml' is not allowed; expected a file that can be written" in (
        capsys.readouterr().err
    )


# --- Item 7, the commands' own --help: every example line runs --------------------------------


def help_examples(lang: str) -> list[list[str]]:
    """Every ``cardscore ...`` line of every command's --help epilog, in ``lang``, as argv.

    A line ending in a backslash goes on with the next; two spaces or more start the
    example's explanation; a redirection (``< file``, ``> file``) ends the arguments.
    """
    with i18n.using(lang):
        parser = build_parser()
    (commands,) = (
        action for action in parser._actions if isinstance(action, argparse._SubParsersAction)
    )
    found = []
    for name in _COMMANDS:
        text = re.sub(r"\s*\\\n\s*", " ", commands.choices[name].epilog or "")
        for line in text.splitlines():
            if not line.strip().startswith("cardscore "):
                continue
            words = shlex.split(re.split(r"(?<=\S) {2,}(?=\S)", line.strip())[0])
            cut = [index for index, word in enumerate(words) if word in {"<", ">"}]
            found.append(words[1 : cut[0] if cut else None])
    return found


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_item_7_every_example_of_every_commands_help_runs(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    lang: str,
) -> None:
    shutil.copytree(paths.EXAMPLES, tmp_path / "examples")
    sheet.save(sheet.load(paths.EXAMPLES / "chicago.toml"), tmp_path / "evening.json")
    monkeypatch.chdir(tmp_path)
    examples = help_examples(lang)
    assert len(examples) > 40
    assert ["bridge", "4SX", "10", "--vulnerable"] in examples
    refused = []
    for argv in examples:
        data = (tmp_path / "examples" / "chicago.toml").read_bytes() if argv[-1:] == ["-"] else b""
        monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data), encoding="utf-8"))
        code = main([*argv, "--lang", lang])
        err = capsys.readouterr().err
        if code != 0:
            refused.append((argv, err))
    assert refused == []
