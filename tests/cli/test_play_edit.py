"""``cardscore play``: ``edit N`` and ``delete N`` fix an earlier deal of a saved evening.

The evening is the Chicago match of ``tests/cli/test_play.py`` (examples/chicago.toml, worked by
the Laws of Duplicate Contract Bridge, Chicago): fixed, it must give the same sheet as
typing the corrected evening from the start, be saved before the next prompt (a SIGKILL
right after leaves the fixed file), and be taken back by ``undo``.
"""

from __future__ import annotations

import subprocess
import sys
from typing import TYPE_CHECKING

import pytest

from cardscore import sheet
from tests.cli.test_play import PRINTING, _w4hx8, run
from tests.cli.test_play_languages import plain
from tests.cli.test_play_languages import play as play_in
from tests.pseudo import pseudo

if TYPE_CHECKING:
    from pathlib import Path

# examples/chicago.toml: NS 90 (2S+1), EW 600 (3NT vulnerable: 100 + 500), NS 300 (4HX two
# down, not vulnerable: 100 + 200), NS 160 (2H=, 60 + 100 for a part score on deal 4).
EVENING = "N 2S+1\nthrow in\nE 3NT=\nW 4HX 8\nS 2H=\n"
# Deal 2 was E 3NT-1 (EW vulnerable, one down: 100 to NS): then no game wipes NS's part
# score of 60 from deal 1, and deal 4's 2H= (60) completes a game, both vulnerable: 60 + 500.
# NS 90 + 100 + 300 + 560 = 1050, EW 0.
CORRECTED = "N 2S+1\nthrow in\nE 3NT-1\nW 4HX 8\nS 2H=\n"


def rendered(path: Path) -> str:
    return sheet.score(sheet.load(path)).render("text")


def typed_sheet(*deals: sheet.Value) -> str:
    """The sheet of an evening typed from the start with ``deals``."""
    return sheet.score(sheet.Scoresheet("chicago", ("NS", "EW"), deals)).render("text")


CORRECTED_DEALS = ("N 2S+1", "pass", "E 3NT-1", _w4hx8(), "S 2H=")


def test_edit_2_gives_the_sheet_of_the_corrected_evening_typed_from_the_start(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    saved = tmp_path / "evening.toml"
    code, _, err = run(monkeypatch, capsys, EVENING, "chicago", str(saved))
    assert (code, err) == (0, "")
    # Resumed: deal 2 typed again on the line after "edit 2".
    code, out, err = run(monkeypatch, capsys, "edit 2\nE 3NT-1\n", "chicago", str(saved))
    assert (code, err) == (0, "")
    assert "Deal 2 was: E 3NT=. Type it again (or cancel)." in out
    assert "Deal 2: E 3NT-1\n  1st undertrick (undoubled, vulnerable)  NS  +100\n" in out
    assert "Totals: NS 550 → 1050, EW 600 → 0.\nWinner: EW → NS.\nGame over." in out
    assert "result: NS win by 1050 (NS 1050, EW 0)" in out
    typed = tmp_path / "typed.toml"
    code, _, err = run(monkeypatch, capsys, CORRECTED, "chicago", str(typed))
    assert (code, err) == (0, "")
    assert sheet.load(saved).deals == sheet.load(typed).deals
    assert rendered(saved) == rendered(typed)
    # Nothing marks the fixed deal: the file is the corrected list of deals.
    assert saved.read_text() == typed.read_text()


def test_edit_with_the_deal_on_the_same_line_and_delete(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "evening.toml"
    lines = EVENING + "edit 3 W 4HX-1\ndelete 1\nsheet\n"
    code, out, err = run(monkeypatch, capsys, lines, "chicago", str(path))
    assert (code, err) == (0, "")
    # 4HX-1 doubled, not vulnerable (S deals deal 3: NS vulnerable): 100 to NS (the Laws).
    # Then deal 1 out: the passed-out deal is N's, E 3NT= is deal 1, N deals, nobody
    # vulnerable: 100 + 300; W 4HX-1 is deal 2, E deals, EW vulnerable: 200 to NS; S 2H= is
    # deal 3, a part score of 60 and no bonus before the fourth deal.
    assert "Deal 3: W 4HX-1\n  1st undertrick (doubled, not vulnerable)  NS  +100" in out
    assert "Totals: NS 550 → 350, EW 600.\nGame over." in out
    assert "Deleted deal 1: N 2S+1.\nTotals: NS 350 → 260, EW 600 → 400.\n" in out
    assert "Winner: EW → nobody yet.\n" in out
    assert "Next: deal 4, W deals. Both vulnerable. Part scores: NS 60, EW 0." in out
    assert sheet.load(path).deals == ("pass", "E 3NT=", "W 4HX-1", "S 2H=")
    typed = tmp_path / "typed.toml"
    run(monkeypatch, capsys, "throw in\nE 3NT=\nW 4HX-1\nS 2H=\n", "chicago", str(typed))
    assert rendered(path) == rendered(typed)


def test_undo_takes_back_a_fix_then_the_deals(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "evening.toml"
    lines = EVENING + "edit 2 E 3NT-1\ndelete 4\nundo\n"
    code, out, err = run(monkeypatch, capsys, lines, "chicago", str(path))
    assert (code, err) == (0, "")
    assert "Undone: deal 4 is back.\nTotals: NS 1050, EW 0.\nGame over." in out
    assert sheet.load(path).deals == CORRECTED_DEALS
    code, out, err = run(monkeypatch, capsys, "undo\n", "chicago", str(path))
    # Resumed, the fixes of the run before are not remembered: undo takes the last deal.
    assert "Undone: S 2H=." in out
    code, out, err = run(monkeypatch, capsys, "edit 3 W 4HX 8\nundo\nundo\n", "chicago", str(path))
    assert (code, err) == (0, "")
    assert "Undone: the fix of deal 3.\n" in out
    assert "Undone: W 4HX-2." in out
    assert [str(deal) for deal in sheet.load(path).deals] == ["N 2S+1", "pass", "E 3NT-1"]


def test_a_fix_the_later_deals_no_longer_fit_is_refused_and_nothing_changes(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # The passed-out deal made a deal played: the last deal would be a fifth (the Laws'
    # Chicago is four deals).
    path = tmp_path / "evening.toml"
    code, _, _ = run(monkeypatch, capsys, EVENING, "chicago", str(path))
    before = path.read_text()
    code, out, err = run(monkeypatch, capsys, "delete 9\nedit 0 N 1C=\n", "chicago", str(path))
    assert code == 2
    assert "error: delete: '9' is not allowed; expected a deal number from 1 to 4" in err
    assert "error: edit: '0' is not allowed" in err
    assert path.read_text() == before
    # Editing deal 1 to be passed out leaves three deals: N deals again, E 3NT= is deal 1
    # (nobody vulnerable), W 4HX 8 deal 2 (E deals, EW vulnerable), S 2H= deal 3, a part
    # score carried to deal 4.
    code, out, err = run(monkeypatch, capsys, "edit 1 throw in\nundo\n", "chicago", str(path))
    assert (code, err) == (0, "")
    assert "Not counted: passed out" in out
    assert "Next: deal 4, W deals. Both vulnerable. Part scores: NS 60, EW 0." in out
    assert path.read_text() == before


def test_a_fix_that_a_later_deal_no_longer_fits(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # A rubber (the Laws of Rubber Bridge): NS 2S= (60), NS 4S= (game 1), EW 4H= (game 1),
    # NS 4S= (game 2, rubber 2-1). Deal 1 a game makes deal 2 the rubber: deal 3 no longer
    # fits, and nothing changes.
    path = tmp_path / "rubber.toml"
    lines = "NS 2S=\nNS 4S=\nEW 4H=\nNS 4S=\n"
    code, _, err = run(monkeypatch, capsys, lines, "rubber", str(path))
    assert (code, err) == (0, "")
    before = path.read_text()
    code, out, err = run(monkeypatch, capsys, "edit 1\nNS 4S=\ncancel\n", "rubber", str(path))
    assert code == 2
    assert "deal 3 would no longer fit" in err
    assert "the game is over (won by NS)" in err
    assert "Type deal 1 again, or cancel.\nKept deal 1 as it was." in out
    assert path.read_text() == before


def test_need_a_fourth_numbers_its_thrown_in_deals_and_edits_them(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # Need a Fourth? counts a thrown-in deal (all three passed) as one of the session's.
    path = tmp_path / "naf.toml"
    lines = "throw in\nAnn with Bob 4H=\nedit 1 Cat with Ann 2S=\n"
    code, out, err = run(
        monkeypatch, capsys, lines, "needafourth", str(path), "--players", "Ann,Bob,Cat"
    )
    assert (code, err) == (0, "")
    assert "Deal 1: Cat with Ann: 2S=" in out
    assert sheet.load(path).deals[1] == {"chooser": "Ann", "partner": "Bob", "result": "4H="}
    assert out.endswith(f"Saved: {path}, 2 deals.\n{PRINTING.format(path=path)}\n")


def test_edit_and_delete_in_another_language(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "evening.toml"
    lines = EVENING + "edit 2\nE 3NT-1\ndelete 3\nundo\nedit 1\ncancel\nhelp\n"
    code, out, err = play_in(monkeypatch, capsys, lines, "chicago", str(path))
    assert (code, err) == (0, "")
    for said in (
        "«Deal 2 was: E 3NT=. Type it again (or cancel).»",
        "«Totals: NS 550 → 1050, EW 600 → 0.»",
        "«Winner: EW → NS.»",
        "«Deleted deal 3: W 4HX-2.»",
        "«Undone: deal 3 is back.»",
        "«Kept deal 1 as it was.»",
        "«Winner: NS → «nobody yet».»",
        "edit, delete",
    ):
        assert said in out, said
    assert "  edit N      type deal N again (a fix)" in plain(_help(capsys))


def _help(capsys: pytest.CaptureFixture[str]) -> str:
    from cardscore.cli import main

    with pseudo(), pytest.raises(SystemExit):
        main(["play", "--help", "--lang", "fi"])
    return capsys.readouterr().out


@pytest.mark.skipif(sys.platform == "win32", reason="pseudo-terminals are POSIX")
def test_killed_right_after_edit_2_the_file_is_the_corrected_evening(tmp_path: Path) -> None:
    from tests.cli.test_play_pty import TIMEOUT, Terminal, evening

    terminal = Terminal(tmp_path, "chicago", "evening.toml")
    steps = [
        (line, "Next:" if line != "S 2H=" else "Game over.") for line in EVENING.split("\n")[:-1]
    ]
    evening(terminal, steps)
    terminal.type("edit 2")
    terminal.expect("Type it again (or cancel).")
    terminal.type("E 3NT-1")
    # The totals are shown only once the fixed sheet is in the file.
    terminal.expect("Totals: NS 550 → 1050, EW 600 → 0.")
    terminal.kill()
    printed = subprocess.run(
        [sys.executable, "-m", "cardscore", "sheet", "evening.toml"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        check=False,
        timeout=TIMEOUT,
    )
    assert printed.returncode == 0, printed.stderr
    assert "E 3NT-1" in printed.stdout
    assert sheet.load(tmp_path / "evening.toml").deals == CORRECTED_DEALS
    assert rendered(tmp_path / "evening.toml") == typed_sheet(*CORRECTED_DEALS)
    assert not [path.name for path in tmp_path.iterdir() if path.suffix != ".toml"]


def test_a_fix_refused_itself_is_named_as_the_deal_being_fixed(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # Deal 3 is the file's fourth item (the passed-out deal came before): 14 tricks (the
    # Laws: 13 in a deal) is deal 3's own fault, not a later deal's. Before, it was blamed on
    # "deal 2 would no longer fit" (the file's item 3).
    path = tmp_path / "evening.toml"
    run(monkeypatch, capsys, EVENING, "chicago", str(path))
    before = path.read_text()
    code, _, err = run(monkeypatch, capsys, "edit 3 W 4HX 14\n", "chicago", str(path))
    assert code == 2
    assert f"error: {path}: deal 3: tricks: 14 is not allowed" in err
    assert "no longer fit" not in err
    # A line that is no deal at all is named the same way.
    code, _, err = run(monkeypatch, capsys, "edit 3 W\n", "chicago", str(path))
    assert code == 2
    assert f"error: {path}: deal 3: deal: 'W' is not allowed" in err
    assert path.read_text() == before


def test_a_delete_names_the_later_deal_that_no_longer_fits_by_its_number_before(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # A rubber (the Laws of Rubber Bridge): NS 2S= (60), EW 4H= (game, NS's 60 no longer
    # counts toward a game), NS 2S= (60), NS 4S= (game), NS 4S= (the rubber, 2-1). Without
    # deal 2, NS's two part scores make a game on deal 3 and deal 4 wins the rubber: deal 5
    # no longer fits. Before, it was named deal 4 (its place in the file after the delete).
    path = tmp_path / "rubber.toml"
    lines = "NS 2S=\nEW 4H=\nNS 2S=\nNS 4S=\nNS 4S=\n"
    code, _, err = run(monkeypatch, capsys, lines, "rubber", str(path))
    assert (code, err) == (0, "")
    before = path.read_text()
    code, _, err = run(monkeypatch, capsys, "delete 2\n", "rubber", str(path))
    assert code == 2
    assert "deal 5 would no longer fit (the game is over (won by NS)" in err
    assert path.read_text() == before


def test_a_fix_that_ties_the_match_says_so(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # The Laws: undertricks not doubled are 50 each not vulnerable, 100 vulnerable. Deal 1
    # (nobody vulnerable) EW 100; deal 2 (EW vulnerable) NS 100; deal 3 (NS) EW 100; deal 4
    # (both) two down NS 200: NS 300, EW 200. Fixed to one down: NS 200, EW 200, a tie.
    path = tmp_path / "evening.toml"
    lines = "N 1NT-2\nE 1NT-1\nS 1NT-1\nW 1NT-2\n"
    code, _, err = run(monkeypatch, capsys, lines, "chicago", str(path))
    assert (code, err) == (0, "")
    code, out, err = run(monkeypatch, capsys, "edit 4 W 1NT-1\n", "chicago", str(path))
    assert (code, err) == (0, "")
    assert "Totals: NS 300 → 200, EW 200.\nWinner: NS → a tie.\n" in out
