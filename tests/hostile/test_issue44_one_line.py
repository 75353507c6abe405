"""Issue 44, item 5: a line break in a title or a name forged lines of the output.

``title = "Friday\\nresult: EW win the rubber 2-0"`` printed a false result line in the text
and Markdown sheets; a tarot player's name holding ``\\n`` broke the table; U+2028 and the
right-to-left override U+202E passed too. Names and titles are one line: every way they
enter (each ledger's constructor, a scoresheet file, the command line, ``from_ledger``)
refuses a line or paragraph break, any other control character and the bidirectional
controls, with a ScoreError naming the field, showing the value escaped and saying what is
allowed. White space *around* a name is still stripped, as before.
"""

from __future__ import annotations

import io
import json
from typing import TYPE_CHECKING

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardscore import ScoreError, chicago, duplicate, needafourth, pitch, rubber, sheet, tarot
from cardscore._check import ONE_LINE, one_line
from cardscore.cli import main

if TYPE_CHECKING:
    from collections.abc import Callable
    from pathlib import Path

FORGED = "Friday\nresult: EW win the rubber 2-0"

# Every line and paragraph break Unicode (and str.splitlines) knows.
BREAKS = ("\n", "\r", "\v", "\f", "\x1c", "\x1d", "\x1e", "\x85", "\u2028", "\u2029")
# The bidirectional controls: marks, embeddings, overrides, isolates.
BIDI = (
    "\u061c",
    "\u200e",
    "\u200f",
    *map(chr, range(0x202A, 0x202F)),
    *map(chr, range(0x2066, 0x206A)),
)
# The other controls: a tab, ESC (the start of every terminal sequence), BEL, NUL, DEL, C1.
OTHER_CONTROLS = ("\t", "\x1b", "\x07", "\x00", "\x1f", "\x7f", "\x9b")
REFUSED = (*BREAKS, *BIDI, *OTHER_CONTROLS)


def _refused(raised: pytest.ExceptionInfo[ScoreError], field: str, value: str) -> None:
    error = raised.value
    assert error.field == field
    assert error.value == value
    message = str(error)
    assert repr(value) in message  # shown escaped: no raw break or control in the message
    assert ONE_LINE in message
    assert not any(char in message for char in REFUSED)


def test_item_5_a_title_that_forges_a_result_line_is_refused() -> None:
    text = f'game = "rubber"\ntitle = {json.dumps(FORGED)}\ndeals = ["NS 4S="]\n'
    with pytest.raises(ScoreError) as raised:
        sheet.loads(text, format="toml")
    _refused(raised, "title", FORGED)
    assert "'Friday\\nresult: EW win the rubber 2-0'" in str(raised.value)


def test_item_5_a_tarot_name_with_a_line_break_is_refused() -> None:
    document = {"game": "tarot", "players": ["Ann\nBob", "Cid", "Dan", "Eve"], "deals": []}
    with pytest.raises(ScoreError) as raised:
        sheet.loads(json.dumps(document))
    _refused(raised, "players", "Ann\nBob")


# Each ledger's constructor, given a name (the second party's) holding ``char``.
CONSTRUCTORS: dict[str, Callable[[str], object]] = {
    "rubber": lambda name: rubber.Rubber(sides=("Ann", name)),
    "evening": lambda name: chicago.Evening(["Ann", name, "Cid", "Dan", "Eve"]),
    "tarot": lambda name: tarot.Session(["Ann", name, "Cid", "Dan"]),
    "needafourth": lambda name: needafourth.Session(["Ann", name, "Cid"]),
    "pitch": lambda name: pitch.Game(["Us", name]),
    "pairs": lambda name: duplicate.PairsSession(boards=2, pairs=["1", name, "3", "4"]),
    "teams match": lambda name: duplicate.TeamsMatch(teams=["Lions", name], boards=2),
    "teams event": lambda name: duplicate.TeamsEvent(teams=["Lions", name, "Bears"]),
}
FIELDS = {"rubber": "sides", "pitch": "sides", "teams match": "teams", "teams event": "teams"}


@pytest.mark.parametrize("char", REFUSED, ids=[f"U+{ord(c):04X}" for c in REFUSED])
@pytest.mark.parametrize("ledger", CONSTRUCTORS)
def test_item_5_every_ledger_refuses_a_name_off_one_line(ledger: str, char: str) -> None:
    name = f"Bob{char}x"  # inside the name: white space around one is stripped
    with pytest.raises(ScoreError) as raised:
        CONSTRUCTORS[ledger](name)
    _refused(raised, FIELDS.get(ledger, "pairs" if ledger == "pairs" else "players"), name)


@pytest.mark.parametrize("char", REFUSED, ids=[f"U+{ord(c):04X}" for c in REFUSED])
def test_item_5_a_sheet_refuses_a_title_or_a_name_off_one_line(char: str) -> None:
    title = f"Friday{char}night"
    document = {"game": "rubber", "title": title, "deals": []}
    with pytest.raises(ScoreError) as raised:
        sheet.loads(json.dumps(document))
    _refused(raised, "title", title)
    name = f"Ann{char}Bob"
    document = {"game": "pitch", "sides": [name, "Them"], "deals": []}
    with pytest.raises(ScoreError) as raised:
        sheet.loads(json.dumps(document))
    _refused(raised, "sides", name)


def test_item_5_from_ledger_and_of_refuse_a_title_off_one_line() -> None:
    game = rubber.Rubber().record("4S=", declarer="NS")
    for make in (sheet.from_ledger, sheet.of):
        with pytest.raises(ScoreError) as raised:
            make(game, title=FORGED)
        _refused(raised, "title", FORGED)


@pytest.mark.parametrize(
    "case",
    [
        (["--title", FORGED], "title", FORGED),
        (["--sides", "Ann\u202eBob,Cid"], "--sides", "Ann\u202eBob"),
        (["--sides", "Ann\u2028Bob,Cid"], "--sides", "Ann\u2028Bob"),
    ],
)
def test_item_5_the_command_line_refuses_a_title_or_a_name_off_one_line(
    case: tuple[list[str], str, str],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    flags, field, value = case
    monkeypatch.setattr("sys.stdin", io.StringIO("quit\n"))
    path = tmp_path / "friday.toml"
    assert main(["play", "rubber", str(path), *flags]) == 2
    err = capsys.readouterr().err
    assert field in err
    assert repr(value)[1:-1] in err  # escaped as typed
    assert "Traceback" not in err
    assert not any(char in err for char in REFUSED if char != "\n")
    assert err.count("\n") == 1  # one line: the error's own
    assert not path.exists()


def test_item_5_a_play_file_with_a_forged_title_is_refused_when_resumed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "friday.toml"
    path.write_text(f'game = "rubber"\ntitle = {json.dumps(FORGED)}\ndeals = []\n')
    monkeypatch.setattr("sys.stdin", io.StringIO("sheet\nquit\n"))
    assert main(["play", "rubber", str(path)]) == 2
    captured = capsys.readouterr()
    assert "result: EW win" not in captured.out
    assert "Friday\\nresult" in captured.err


@pytest.mark.parametrize(
    "name",
    [
        "Ann Marie",  # a space inside a name
        "Zoë",
        "Søren",
        "محمد",  # right-to-left letters, with no control
        "שרה",
        "👨\u200d👩\u200d👧",  # emoji joined by U+200D, which some scripts need too
        "می\u200cخواهم",  # Persian's zero-width non-joiner
        "O'Brien",
    ],
)
def test_item_5_names_of_every_script_are_taken(name: str) -> None:
    assert tarot.Session([name, "Bob", "Cid"]).players[0] == name
    assert one_line("title", f"{name}'s evening") == f"{name}'s evening"


def test_item_5_white_space_around_a_name_is_stripped_not_refused() -> None:
    # As before: a line break around a name is white space, and cannot forge a line once
    # it is stripped.
    assert rubber.Rubber(sides=("Ann\n", "\u2028Bob")).sides == ("Ann", "Bob")


@given(st.text(st.one_of(st.characters(), st.sampled_from(REFUSED)), max_size=20))
def test_item_5_what_one_line_takes_is_one_line_without_controls(text: str) -> None:
    controls = any(ord(char) < 0x20 or 0x7F <= ord(char) < 0xA0 for char in text)
    if controls or any(char in text for char in REFUSED):
        with pytest.raises(ScoreError) as raised:
            one_line("title", text)
        assert raised.value.field == "title"
        return
    assert one_line("title", text) == text
    assert len(text.splitlines()) <= 1
