"""Issue 39, "No silent wrong totals, round three": the words at the table (items 6-10, 12).

Each test is named after the item it reproduces; each failed on the code before the fix.
"""

from __future__ import annotations

import io
import sys
from typing import TYPE_CHECKING

import pytest

from cardscore import sheet
from cardscore.cli import main, play
from tests.cli.test_play import evening, said

if TYPE_CHECKING:
    from pathlib import Path


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
    assert opened.hands == {}


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
    assert list(opened.hands) == ["Ann"]
    opened.handle("hand Ann AJ5.AQJ5.AJ5.8764")  # Ann's own hand typed again: replaced
    assert opened.hands == {"Ann": "AJ5.AQJ5.AJ5.8764"}


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
