"""What a sheet from someone else can make a terminal or a spreadsheet do: nothing.

Issue 31.5: a title, name or deal holding ``ESC ]0;…BEL`` (retitles a terminal) or
``ESC [2J`` (clears it) was printed as it was by ``cardscore sheet`` (text, Markdown, CSV)
and echoed by ``cardscore play``. Every text face now shows each control character escaped
(``\\x1b``), through one function; JSON and HTML escape as their formats do. Since issue
44.5 a name or a title holding a control character is refused where it enters, shown
escaped in the error; the faces' escaping stays, for every other text they show.

Issue 27.12: a player or side named ``=HYPERLINK(...)``, ``+1+cmd|...``, ``-2+3`` or
``@SUM(...)`` was written raw into ``--format csv``, where a spreadsheet runs it. A cell that
would start with ``=``, ``+``, ``-``, ``@``, a tab or a carriage return now starts with ``'``
(OWASP's advice), unless it is a number.
"""

from __future__ import annotations

import csv
import io
import json
import sys
from typing import TYPE_CHECKING

import pytest

from cardscore import sheet
from cardscore._text import controls_escaped
from cardscore.cli import main
from cardscore.cli._common import printable
from cardscore.sheet._csv import cell as csv_cell

if TYPE_CHECKING:
    from pathlib import Path

TITLE_ESCAPE = "\x1b]0;owned\x07"  # sets the terminal's title
CLEAR = "\x1b[2J"  # clears the screen
# Every control character a sheet could carry, C0, DEL and C1 (0x9b is a one-byte CSI).
CONTROLS = "".join(map(chr, [*range(0x20), *range(0x7F, 0xA0)]))


def _raw_controls(text: str) -> set[str]:
    """The control characters in ``text`` other than its line breaks."""
    return {char for char in text if char in CONTROLS and char != "\n"}


DOCUMENTS = {
    "rubber": {
        "game": "rubber",
        "title": f"Tuesday{TITLE_ESCAPE}",
        "sides": [f"Ann{CLEAR}", "Bob\x9b2J"],
        "deals": [f"Ann{CLEAR} 4S=", "Bob\x9b2J 3NT-1"],
    },
    "chicago": {"game": "chicago", "title": f"{CLEAR}Tue\x07sday\x00", "deals": ["N 4S="]},
    "tarot": {
        "game": "tarot",
        "players": [f"Ann{TITLE_ESCAPE}", "Bob\r", "Cid\t", "Dan"],
        "deals": [{"taker": f"Ann{TITLE_ESCAPE}", "contract": "garde", "bouts": 2, "points": 45}],
    },
    "pitch": {"game": "pitch", "sides": [f"Us{CLEAR}", "Them\x7f"], "deals": []},
    "evening": {
        "game": "evening",
        "title": f"x{TITLE_ESCAPE}",
        "players": [f"Ann{CLEAR}", "Bob", "Cid", "Dan", "Eve"],
        "deals": ["Bob 4S="],
    },
}


@pytest.mark.parametrize("document", DOCUMENTS.values(), ids=DOCUMENTS.keys())
def test_a_sheet_s_names_and_title_with_controls_are_refused_shown_escaped(
    document: dict[str, object],
) -> None:
    # Issue 44.5: a name or title is one line without controls, so none reaches a face;
    # the error that refuses it shows it escaped.
    with pytest.raises(sheet.SheetError) as raised:
        sheet.score(sheet.loads(json.dumps(document)))
    message = str(raised.value)
    assert _raw_controls(message) == set()
    assert "\\x1b" in message or "\\x9b" in message or "\\r" in message or "\\x7f" in message


@pytest.mark.parametrize("face", ["text", "markdown", "csv", "html", "json"])
def test_the_command_prints_no_control_character(
    face: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "evening.json"
    path.write_text(json.dumps(DOCUMENTS["rubber"]), encoding="utf-8")
    assert main(["sheet", str(path), "--format", face]) == 2  # refused, shown escaped
    captured = capsys.readouterr()
    assert _raw_controls(captured.out + captured.err) == set()
    assert "Ann\\x1b[2J" in captured.err
    # A deal holding controls: refused too, and shown escaped.
    document = {"game": "rubber", "deals": [f"NS 4S={CLEAR}"]}
    path.write_text(json.dumps(document), encoding="utf-8")
    assert main(["sheet", str(path), "--format", face]) == 2
    captured = capsys.readouterr()
    assert _raw_controls(captured.out + captured.err) == set()
    assert "\\x1b[2J" in captured.err


def test_an_error_naming_the_players_prints_no_control_character(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # A player's name holding ESC is refused (issue 44.5), the name shown escaped.
    document = {
        "game": "evening",
        "players": ["Zoe", f"Ann{CLEAR}", "Cid", "Dan", "Eve"],
        "deals": ["Zed 4S="],
    }
    path = tmp_path / "evening.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    assert main(["sheet", str(path)]) == 2
    err = capsys.readouterr().err
    assert "Ann\\x1b[2J" in err
    assert _raw_controls(err) == set()


def test_play_echoes_no_control_character(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "evening.toml"
    lines = f"Ann{CLEAR} 4S=\nZed{TITLE_ESCAPE} 4S=\nAnn 4S=\nsheet\n"
    monkeypatch.setattr(sys, "stdin", io.StringIO(lines))
    code = main(["play", "rubber", str(path), "--sides", "Ann,Bob", "--title", "Tuesday"])
    captured = capsys.readouterr()
    assert code == 2  # a line was refused: a script sees it
    assert "Zed\\x1b]0;owned\\x07" in captured.err  # the refused deal, named as typed
    assert "\\x1b[2J" in captured.err
    assert _raw_controls(captured.out + captured.err) == set()
    assert sheet.load(path).parties == ("Ann", "Bob")
    # A name or title holding a control is refused at the command line (issue 44.5).
    for flags in (["--sides", f"Ann{CLEAR},Bob"], ["--title", TITLE_ESCAPE]):
        monkeypatch.setattr(sys, "stdin", io.StringIO("quit\n"))
        assert main(["play", "rubber", str(tmp_path / "other.toml"), *flags]) == 2
        captured = capsys.readouterr()
        assert _raw_controls(captured.out + captured.err) == set()
        assert "\\x1b" in captured.err


def test_json_printed_escapes_del_and_c1_as_json_allows() -> None:
    # No name or title holds one any more (issue 44.5); the escaping stays for any text.
    assert printable('{"deal": "a\x7fb\x9b2J"}', "utf-8", as_json=True) == (
        '{"deal": "a\\u007fb\\u009b2J"}',
        False,
    )


def test_one_function_escapes_every_control_but_what_a_face_keeps() -> None:
    assert controls_escaped(CONTROLS, keep="") == "".join(
        f"\\x{ord(char):02x}" for char in CONTROLS
    )
    assert controls_escaped("a\nb\x1b") == "a\nb\\x1b"
    assert controls_escaped("Ann ♠ é") == "Ann ♠ é"


# --- CSV injection (issue 27.12) ----------------------------------------------------------------

FORMULAS = ('=HYPERLINK("http://x","y")', "+1+cmd|' /C calc'!A0", "-2+3", "@SUM(1+1)")


def _csv_rows(document: dict[str, object]) -> list[list[str]]:
    scored = sheet.score(sheet.loads(json.dumps(document)))
    return list(csv.reader(io.StringIO(scored.render("csv", explain=True))))


@pytest.mark.parametrize("name", FORMULAS)
def test_a_name_that_is_a_formula_is_shown_as_text(name: str) -> None:
    rows = _csv_rows({"game": "rubber", "sides": [name, "Bob"], "deals": [f"{name} 4S="]})
    cells = [cell for row in rows for cell in row]
    assert f"'{name}" in cells  # the heading
    assert all(not cell.startswith(("=", "@")) for cell in cells)
    # Every cell that starts with + or - is a number a spreadsheet reads as one.
    for cell in cells:
        if cell.startswith(("+", "-")):
            int(cell)


def test_a_cell_starting_with_a_tab_or_a_carriage_return() -> None:
    # A name is stripped (a tab or CR around it is white space): a cell can only start with
    # one from elsewhere; the cell is neutralised, then the control shown escaped.
    assert csv_cell("\tAnn") == "'\\x09Ann"
    assert csv_cell("\r=1") == "'\\x0d=1"
    rows = _csv_rows({"game": "rubber", "sides": ["\tAnn", "Bob\r"], "deals": []})
    assert rows[0][2:4] == ["Ann", "Bob"]


def test_numbers_stay_numbers() -> None:
    rows = _csv_rows(
        {"game": "rubber", "sides": ["Ann", "Bob"], "deals": ["Ann 4S=", "Bob 3NTX-2"]}
    )
    assert ["2", "Bob 3NTX-2", "+300", "0", "420", "0"] in rows
    assert csv_cell(-120) == "-120"
    assert csv_cell("-120") == "-120"
    assert csv_cell("+45,5") == "+45,5"
    assert csv_cell("-1\u00a0746") == "-1\u00a0746"
    assert csv_cell("-2+3") == "'-2+3"
    assert csv_cell("=1") == "'=1"
